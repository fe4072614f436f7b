// Valhall golden decoder/encoder: 64-bit instruction word <-> decoded fields, with validity.
//
// Written from docs/valhall.md (section numbers below refer to
// it) on top of the tables generated from valhall-ISA.xml (valhall_tables.h, namespace gen). The
// tables give, per instruction, the position of every field; this file only states how fields
// are read, what the decoded form is, and which words are illegal.
//
// Contract
// * Word: bit 0 = LSB; byte k of the instruction in memory is W[8k+7:8k] (little-endian, 0).
// * decode() identifies the instruction from the primary opcode W[56:48] and, where the table
//   lists one, the secondary opcode (1.5, 4.1). When identified, every field of that
//   instruction is decoded, even if a validity check fails; every field the instruction does
//   not use is 0 (so two words that differ only in unused bits decode equal).
// * illegal / code / illegal_reason report the FIRST failing Level-1 check of 4.3, in this
//   order: W[63] set; unknown primary or secondary opcode (then nothing else is decoded);
//   reserved flow; reserved value of a source's lane-selection field (sources in order), then
//   of an instruction modifier (modifiers in XML order); write mask 00 on a destination or the
//   placeholder byte; special FAU source on page 2 or naming a reserved entry; undefined
//   compare combination (4.3 item 7). illegal_field names the field (static string) or is null.
// * suspicious is a bit mask of the Level-2 conditions of 4.3 (legal, never emitted by Mesa).
//   It describes the word rather than the instruction and is not compared by operator==.
// * encode() writes the canonical word of a decoded instruction: every unused bit 0, byte 5 of
//   instructions without destination or staging = 0xC0 (| BRANCHZI.absolute), the secondary
//   opcode from the table. decode(encode(d)) == d for every d that decode() returned legal.
//   Staging register counts are encoded from the count modifiers (mod[]), not from
//   Staging::count, which decode() derives for convenience.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "valhall_tables.h"

namespace shaderhw::valhall {

using gen::Illegal;
using gen::Imm;
using gen::Ins;
using gen::InsInfo;
using gen::Mod;
using gen::SelKind;

// Class of a source byte s (2.1).
enum class SrcClass : uint8_t {
  None,     // the instruction has no such source
  Reg,      // s[7:6] = 00 / 01: general register; 01 = last use
  Uniform,  // s[7:6] = 10: uniform word fau_page*64 + s[5:0]
  Imm,      // s[7:5] = 110: immediate look-up table entry s[4:0] (2.4)
  Special,  // s[7:5] = 111: special FAU value s[4:1] of the page, word s[0] (2.5)
};

struct Source {
  SrcClass cls = SrcClass::None;
  // Reg: register r0-r63. Uniform: s[5:0], the 32-bit word within the FAU page (the uniform is
  // u(fau_page*64 + index), its 64-bit FAU slot fau_page*32 + index/2). Imm: LUT entry 0-31.
  // Special: entry 0-15 of the page's special-value enum.
  uint8_t index = 0;
  uint8_t word = 0;       // Special only: 0 = .w0, 1 = .w1
  bool discard = false;   // Reg only: last use (printed ^rN)
  uint8_t swizzle = 0;    // value of the lane-selection field; its kind and enum are
                          // gen::InsInfo::src[k].sel (swizzle, widen, lanes, half-swizzle,
                          // lane or combine); 0 when the source has none
  bool neg = false;       // .neg (absneg sources)
  bool abs = false;       // .abs (absneg sources)
  bool invert = false;    // .not (source C of the shift/logic group)
  uint8_t byte() const;   // the encoded source byte
  bool operator==(const Source& o) const {
    return cls == o.cls && index == o.index && word == o.word && discard == o.discard &&
           swizzle == o.swizzle && neg == o.neg && abs == o.abs && invert == o.invert;
  }
};

// A staging operand (1.4), in XML <sr> order.
struct Staging {
  uint8_t reg = 0;    // first register
  uint8_t count = 0;  // number of registers (derived from the count modifier)
  uint8_t flags = 0;  // W[47:46] as encoded when the operand carries flags (1.4), else 0
  bool operator==(const Staging& o) const {
    return reg == o.reg && count == o.count && flags == o.flags;
  }
};

// Level-2 "suspicious" conditions (4.3), Decoded::suspicious bits.
enum Suspicious : uint32_t {
  kUnusedBits = 1u << 0,        // a set bit that no field of the instruction covers, or a
                                // FAU page without uniform/special source (1.1)
  kPlaceholderMask = 1u << 1,   // placeholder write mask 01 or 10
  kFauRules = 1u << 2,          // 2.6: > 2 FAU words, ALU FAU sources in two slots, 2 specials
  kOddRegister = 1u << 3,       // odd register for a 64-bit operand or a staging group > 1
  kIntCondition = 1u << 4,      // gtlt/total on an integer compare
  kV4ResultType = 1u << 5,      // result type u1 or f1 on a v4 compare
  kStagingFlags = 1u << 6,      // staging flags other than the canonical value (1.4)
};

struct Decoded {
  int16_t ins = -1;             // index into gen::INSTRUCTIONS; -1 = not identified
  const char* name = nullptr;   // gen::INSTRUCTIONS[ins].name
  uint16_t primary = 0;         // W[56:48] as read (0x1A2 or 0x0AA for the v4s8 forms)
  uint16_t secondary = 0;       // secondary opcode value (1.5); 0 when there is none
  uint8_t flow = 0;             // W[62:59], enum Flow
  uint8_t fau_page = 0;         // W[58:57] when a uniform or special source exists, else 0
  bool has_dest = false;
  uint8_t dest = 0;             // W[45:40]
  uint8_t dest_mask = 0;        // W[47:46]: 1 = .h0, 2 = .h1, 3 = whole register
  std::array<Source, gen::MAX_SRCS> src{};       // XML source order
  std::array<Staging, gen::MAX_STAGING> sr{};    // XML <sr> order
  std::array<uint8_t, gen::NUM_MODS> mod{};      // by gen::Mod; 0 unless the instruction has it
  std::array<uint32_t, gen::NUM_IMMS> imm{};     // by gen::Imm, raw field value
  bool illegal = false;
  Illegal code = Illegal::NONE;
  const char* illegal_reason = nullptr;          // gen::ILLEGAL_TEXT[code] when illegal
  const char* illegal_field = nullptr;           // the offending field, static, may be null
  uint32_t suspicious = 0;                       // Suspicious bits

  const InsInfo* info() const {
    return ins < 0 ? nullptr : &gen::INSTRUCTIONS[static_cast<unsigned>(ins)];
  }
  uint8_t get(Mod m) const { return mod[static_cast<unsigned>(m)]; }
  void set(Mod m, uint8_t v) { mod[static_cast<unsigned>(m)] = v; }
  uint32_t imm_raw(Imm i) const { return imm[static_cast<unsigned>(i)]; }
  int64_t imm_value(Imm i) const;  // sign-extended when the instruction's field is signed
  bool has_mod(Mod m) const;       // the instruction has this modifier
  bool has_imm(Imm i) const;
  std::string reason() const;      // "" when legal, else the reason and the field
  bool operator==(const Decoded& o) const;
  bool operator!=(const Decoded& o) const { return !(*this == o); }
};

Decoded decode(uint64_t word);

// Canonical word of an identified instruction (d.ins >= 0). The primary opcode is the table's
// encoded value, except that d.primary equal to the instruction's alternative (XML) opcode is
// kept, so that decode(encode(decode(w))) == decode(w).
uint64_t encode(const Decoded& d);

// Bytes in memory order (byte 0 first) <-> word.
uint64_t word_from_bytes(const uint8_t bytes[8]);

// Lookups by name (nullptr / -1 when absent).
int find_instruction(const std::string& name);
const char* special_fau_name(unsigned page, unsigned entry);

}  // namespace shaderhw::valhall
