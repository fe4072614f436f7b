// ATTILA golden decoder/encoder: 128-bit instruction <-> decoded fields, with legality.
//
// Written from docs/attila.md (which corrects the seed spec). Field positions, opcode
// numbers, per-opcode field usage, bank rules and register limits all come from the generated
// table attila_tables.h (source: rtl/attila/attila_isa.json); nothing here restates them.
//
// Contract
// * decode() returns every field the opcode uses; every field it does NOT use is zero in the
//   result (docs/attila.md 3.5, 3.8, 7.3; D17: unused and reserved bits are ignored, never illegal). So a
//   Decoded value is canonical, and two encodings that differ only in ignored bits decode equal.
// * Relative-addressing fields are used only when rel_en = 1 AND some used source is a constant
//   (PARAM/PARAM2) register (docs/attila.md 3.7); otherwise rel_en and the rel fields decode as 0.
// * illegal = true with a static reason string for: invalid opcodes (E2), bank codes not allowed
//   where they are used (3.4, 3.8, E29), register indices past the end of their file (D8).
// * encode() writes the canonical encoding (0 in every unused field, 7.3) of a legal Decoded, so
//   decode(encode(d)) == d whenever d is legal and canonical.
#pragma once

#include <cstdint>

#include "attila_tables.h"

namespace shaderhw::attila {

using gen::Bank;
using gen::Opcode;
using gen::OpcodeInfo;

// The raw instruction: qword 0 = memory bytes 0-7, qword 1 = bytes 8-15 (little-endian).
struct Instruction {
  uint64_t q0 = 0;
  uint64_t q1 = 0;
  bool operator==(const Instruction& o) const { return q0 == o.q0 && q1 == o.q1; }
  bool operator!=(const Instruction& o) const { return !(*this == o); }
};

// How a source operand is read.
enum class SrcKind : uint8_t {
  None,     // operand not used by the opcode
  Reg,      // register of `bank` (for boolean operands: a constant, bank PARAM/PARAM2)
  Imm,      // op2 immediate (Decoded::imm), bank IMM
  Pred,     // boolean operand: predicate register `index` (ANDP, JMP)
  BoolImm,  // boolean operand: immediate true/false, value = `negate` (op_abs = 1)
};

struct Source {
  SrcKind kind = SrcKind::None;
  Bank bank = Bank::IN;  // bank code as encoded (PARAM2 index + 256 is applied at execution)
  uint8_t index = 0;     // opN_reg
  uint8_t swizzle = 0;   // opN_swz; scalar and boolean reads use bits 1:0 only (E31)
  bool negate = false;   // float/int negate; boolean NOT (or the value of a BoolImm)
  bool absolute = false; // float/int abs (always false for boolean operands: abs selects BoolImm)
  bool operator==(const Source& o) const {
    return kind == o.kind && bank == o.bank && index == o.index && swizzle == o.swizzle &&
           negate == o.negate && absolute == o.absolute;
  }
};

// Kind of the result destination.
enum class ResKind : uint8_t {
  None,  // no register result (KIL, ZXP, KLS, ZXS, NOP, END, CHS, JMP)
  Reg,   // res_bank/res_reg (FXMUL/FXMAD2: checked but the accumulator is written instead)
  Pred,  // predicate register res_reg
};

struct Decoded {
  Opcode opcode = Opcode::NOP;
  bool end = false;    // terminates after this instruction (end flag, or the END opcode: D15)
  bool wait = false;   // wait point
  bool pred_en = false;
  bool pred_inv = false;
  uint8_t pred_reg = 0;
  Source src[3];         // op1, op2, op3
  uint32_t imm = 0;      // op2 immediate (Source kind Imm) or JMP offset (signed, see jump_offset)
  uint8_t op2_index = 0; // sampler (TEX/TXB/TXL/TXP), attribute (LDA) or sample (KLS) from op2_reg
  ResKind res_kind = ResKind::None;
  Bank res_bank = Bank::IN;
  uint8_t res_reg = 0;
  uint8_t mask = 0;           // X=8, Y=4, Z=2, W=1
  bool saturate = false;      // bit 35 on float results
  bool invert = false;        // bit 35 on predicate results (E9, D3)
  bool rel_en = false;
  uint8_t rel_areg = 0;
  uint8_t rel_comp = 0;
  int16_t rel_off = 0;        // sign-extended 9-bit offset (E7)
  bool illegal = false;
  const char* illegal_reason = nullptr;  // static string, set iff illegal

  int32_t jump_offset() const { return static_cast<int32_t>(imm); }  // JMP: E28
  bool operator==(const Decoded& o) const;
  bool operator!=(const Decoded& o) const { return !(*this == o); }
};

struct DecodeConfig {
  bool micro_triangle = false;  // IN has 48 registers instead of 16 (E10, D8)
};

// Table entry of an opcode (never null for an Opcode enumerator).
const OpcodeInfo& info(Opcode op);

Decoded decode(uint64_t qword0, uint64_t qword1, const DecodeConfig& cfg = {});
inline Decoded decode(const Instruction& i, const DecodeConfig& cfg = {}) {
  return decode(i.q0, i.q1, cfg);
}

// Canonical encoding of a legal Decoded (fields the opcode does not use are written as 0).
Instruction encode(const Decoded& d);

}  // namespace shaderhw::attila
