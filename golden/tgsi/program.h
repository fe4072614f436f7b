// Gallium TGSI golden model: the decoded records of a token stream (docs/tgsi.md 3-6).
//
// These plain structs are what parse() produces and build() consumes. They hold every field of
// every token of the stream except padding, so that a future RTL token decoder can be compared
// with the golden parser record by record (operator== and to_string() for the diagnostics).
// Enumeration-typed fields only ever hold defined values: parse() rejects a stream with an
// undefined value (error RESERVED_VALUE, docs/tgsi.md 13.1).
//
// Extension tokens are recorded as `has_<ext>` plus their fields; their order in the stream is
// not recorded (any order is legal, docs/tgsi.md 6.2), build() writes the writer order.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "tgsi_tables.h"

namespace shaderhw::tgsi {

using gen::Cc;
using gen::Declare;
using gen::File;
using gen::Imm;
using gen::Interpolate;
using gen::Modulate;
using gen::Opcode;
using gen::Precision;
using gen::Processor;
using gen::Sat;
using gen::Texture;

constexpr int kLanes = static_cast<int>(gen::LIMIT_LANES);
constexpr int kMaxSrc = static_cast<int>(gen::LIMIT_MAX_SRC);

// VERSION, HEADER and PROCESSOR (docs/tgsi.md 3). `processor` is FRAGMENT when HeaderSize is 1.
struct Header {
  uint8_t major = 1;
  uint8_t minor = 1;
  uint8_t header_size = 2;
  uint32_t body_size = 0;
  Processor processor = Processor::FRAGMENT;
  bool operator==(const Header& o) const {
    return major == o.major && minor == o.minor && header_size == o.header_size &&
           body_size == o.body_size && processor == o.processor;
  }
  bool operator!=(const Header& o) const { return !(*this == o); }
};

// DECLARATION + RANGE or MASK (+ INTERPOLATION) (docs/tgsi.md 6.4).
struct Declaration {
  uint32_t token_index = 0;  // index of the DECLARATION token in the stream (0 = VERSION)
  File file = File::TEMPORARY;
  Declare declare = Declare::RANGE;
  uint16_t first = 0, last = 0;  // RANGE form
  uint32_t mask = 0;             // MASK form
  bool has_interpolation = false;
  Interpolate interpolation = Interpolate::CONSTANT;
  bool operator==(const Declaration& o) const {
    return token_index == o.token_index && file == o.file && declare == o.declare &&
           first == o.first && last == o.last && mask == o.mask &&
           has_interpolation == o.has_interpolation && interpolation == o.interpolation;
  }
  bool operator!=(const Declaration& o) const { return !(*this == o); }
};

// IMMEDIATE + its data tokens (docs/tgsi.md 6.5).
struct Immediate {
  uint32_t token_index = 0;
  Imm data_type = Imm::FLOAT32;
  std::vector<uint32_t> values;  // binary32 bit patterns, a multiple of 4
  bool operator==(const Immediate& o) const {
    return token_index == o.token_index && data_type == o.data_type && values == o.values;
  }
  bool operator!=(const Immediate& o) const { return !(*this == o); }
};

// INSTRUCTION_EXT_NV (docs/tgsi.md 4.2, 10).
struct NvExt {
  Precision precision = Precision::DEFAULT;
  uint8_t cond_dst_index = 0;
  uint8_t cond_flow_index = 0;
  Cc cond_mask = Cc::TR;
  uint8_t cond_swizzle[4] = {0, 1, 2, 3};
  bool cond_dst_update = false;
  bool cond_flow_enable = false;
  bool operator==(const NvExt& o) const;
  bool operator!=(const NvExt& o) const { return !(*this == o); }
};

// INSTRUCTION_EXT_LABEL (docs/tgsi.md 11.7).
struct LabelExt {
  uint32_t label = 0;
  bool target = false;
  bool operator==(const LabelExt& o) const { return label == o.label && target == o.target; }
  bool operator!=(const LabelExt& o) const { return !(*this == o); }
};

// DST_REGISTER_EXT_CONDCODE.
struct CondCodeExt {
  Cc cond_mask = Cc::TR;
  uint8_t cond_swizzle[4] = {0, 1, 2, 3};
  uint8_t cond_src_index = 0;
  bool operator==(const CondCodeExt& o) const;
  bool operator!=(const CondCodeExt& o) const { return !(*this == o); }
};

// SRC_REGISTER_EXT_SWZ. ext_swizzle / ext_divide: gen::Extswizzle codes 0..5.
struct SwzExt {
  uint8_t ext_swizzle[4] = {0, 1, 2, 3};
  uint8_t negate = 0;      // bit c: NegateX..W
  uint8_t ext_divide = 5;  // ONE: no division
  bool operator==(const SwzExt& o) const;
  bool operator!=(const SwzExt& o) const { return !(*this == o); }
};

// SRC_REGISTER_EXT_MOD.
struct ModExt {
  bool complement = false, bias = false, scale2x = false, absolute = false, negate = false;
  bool operator==(const ModExt& o) const {
    return complement == o.complement && bias == o.bias && scale2x == o.scale2x &&
           absolute == o.absolute && negate == o.negate;
  }
  bool operator!=(const ModExt& o) const { return !(*this == o); }
};

// The SRC_REGISTER token that follows an operand with Indirect (docs/tgsi.md 9.2). Every field
// of the token is kept; only file, index and swizzle[0] are used by execution. Its Indirect,
// Dimension and Extended bits are 0 in any accepted stream (D34).
struct IndirectOperand {
  File file = File::ADDRESS;
  uint8_t swizzle[4] = {0, 0, 0, 0};
  bool negate = false;
  int16_t index = 0;
  bool operator==(const IndirectOperand& o) const;
  bool operator!=(const IndirectOperand& o) const { return !(*this == o); }
};

// DST_REGISTER and its extensions (docs/tgsi.md 6.3, 10). Indirect and Dimension are 0 in any
// accepted stream (D34), so they are not fields here.
struct DstOperand {
  File file = File::TEMPORARY;
  uint8_t write_mask = 0xF;
  int16_t index = 0;
  bool has_condcode = false;
  CondCodeExt condcode;
  bool has_modulate = false;
  Modulate modulate = Modulate::M1X;
  bool operator==(const DstOperand& o) const;
  bool operator!=(const DstOperand& o) const { return !(*this == o); }
};

// SRC_REGISTER, its extensions, its indirect operand and its DIMENSION (docs/tgsi.md 6.3, 9).
struct SrcOperand {
  File file = File::TEMPORARY;
  uint8_t swizzle[4] = {0, 1, 2, 3};
  bool negate = false;
  int16_t index = 0;
  bool has_swz = false;
  SwzExt swz;
  bool has_mod = false;
  ModExt mod;
  bool indirect = false;
  IndirectOperand ind;  // when indirect
  bool dimension = false;
  bool dim_indirect = false;  // DIMENSION.Indirect (when dimension)
  int16_t dim_index = 0;      // DIMENSION.Index (when dimension)
  IndirectOperand dim_ind;    // when dimension && dim_indirect
  bool operator==(const SrcOperand& o) const;
  bool operator!=(const SrcOperand& o) const { return !(*this == o); }
};

// INSTRUCTION with everything that belongs to it (docs/tgsi.md 6.2).
struct Instruction {
  uint32_t token_index = 0;
  uint8_t size = 0;  // INSTRUCTION.Size as read (build() computes it)
  Opcode opcode = Opcode::NOP;
  Sat saturate = Sat::NONE;
  uint8_t num_dst = 0;
  uint8_t num_src = 0;
  bool has_nv = false;
  NvExt nv;
  bool has_label = false;
  LabelExt label;
  bool has_texture = false;
  Texture texture = Texture::UNKNOWN;
  DstOperand dst;                // when num_dst == 1
  SrcOperand src[kMaxSrc];       // the first num_src entries
  bool operator==(const Instruction& o) const;
  bool operator!=(const Instruction& o) const { return !(*this == o); }
};

// A whole stream. The three lists are each in stream order; `token_index` orders them relative
// to each other (build() writes the body items in increasing token_index order).
struct Program {
  Header header;
  std::vector<Declaration> decls;
  std::vector<Immediate> imms;
  std::vector<Instruction> insns;
  bool operator==(const Program& o) const {
    return header == o.header && decls == o.decls && imms == o.imms && insns == o.insns;
  }
  bool operator!=(const Program& o) const { return !(*this == o); }
};

// One-line diagnostic dumps of every field (not the assembly syntax: see asm.h).
std::string to_string(const Header&);
std::string to_string(const Declaration&);
std::string to_string(const Immediate&);
std::string to_string(const NvExt&);
std::string to_string(const IndirectOperand&);
std::string to_string(const DstOperand&);
std::string to_string(const SrcOperand&);
std::string to_string(const Instruction&);
std::string to_string(const Program&);  // one line per record

// Name of an opcode, file, ... from the generated tables ("?<n>" when undefined).
const char* opcode_name(Opcode);
const char* file_name(File);

// GoogleTest prints records through these.
inline void PrintTo(const Declaration& d, std::ostream* os) { *os << to_string(d); }
inline void PrintTo(const Immediate& d, std::ostream* os) { *os << to_string(d); }
inline void PrintTo(const Instruction& d, std::ostream* os) { *os << to_string(d); }
inline void PrintTo(const Header& d, std::ostream* os) { *os << to_string(d); }

}  // namespace shaderhw::tgsi
