// R500 fragment shader (US) golden decoder/encoder: six 32-bit words <-> every field, with
// legality.
//
// Written from docs/r500.md (sections 2, 3 and 10). Field positions, enumerations, opcode tables,
// reserved values and the legality checks come from the generated r500_tables.h (source:
// rtl/r500/r500_isa.json); nothing here restates them.
//
// Contract
// * decode() is raw: every field of the instruction's type is returned exactly as encoded, used
//   by the opcode or not (the disassembler must print them all, docs/r500.md 15). Fields of the
//   other types are 0.
// * Bits outside every field of the type (reserved bits, the type's unused words, and word 3 of a
//   TEX instruction other than DXDY) are collected in `reserved_bits`; they are ignored, never
//   illegal (docs/r500.md 0 and 12, P23; G19). encode() writes them back, so
//   encode(decode(w)) == w for every word w, legal or not.
// * illegal = true with a static reason for the reserved values the table's "checks" list, in
//   that order (docs/r500.md 10, P22): reserved RGB/alpha/texture opcodes, reserved predicate
//   selects (the alpha one not for FC, G16), reserved A_OP, B_OP0, B_OP1.
#pragma once

#include <cstdint>

#include "r500_tables.h"

namespace shaderhw::r500 {

using gen::AlphaOp;
using gen::AOp;
using gen::BOp;
using gen::Cmp;
using gen::FcOp;
using gen::InstType;
using gen::Mod;
using gen::Omod;
using gen::PredSel;
using gen::RgbOp;
using gen::Sel;
using gen::SrcpOp;
using gen::Swiz;
using gen::Swiz2;
using gen::TexOp;

constexpr int kWords = 6;

// The raw instruction, word 0 (US_CMN_INST) first.
struct Instruction {
  uint32_t w[kWords] = {0, 0, 0, 0, 0, 0};
  bool operator==(const Instruction& o) const {
    for (int i = 0; i < kWords; ++i)
      if (w[i] != o.w[i]) return false;
    return true;
  }
  bool operator!=(const Instruction& o) const { return !(*this == o); }
};

// Word 0, every type (docs/r500.md 3.1).
struct CommonFields {
  InstType type = InstType::ALU;
  bool tex_sem_wait = false;
  PredSel rgb_pred_sel = PredSel::NONE;
  bool rgb_pred_inv = false;
  bool write_inactive = false;
  bool last = false;
  bool nop = false;
  bool alu_wait = false;
  uint8_t rgb_wmask = 0;  // bit 0 R, bit 1 G, bit 2 B
  bool alpha_wmask = false;
  uint8_t rgb_omask = 0;  // bit 0 R, bit 1 G, bit 2 B
  bool alpha_omask = false;
  bool rgb_clamp = false;
  bool alpha_clamp = false;
  bool alu_result_alpha = false;  // ALU_RESULT_SEL: 0 red, 1 alpha
  bool alpha_pred_inv = false;
  Cmp alu_result_op = Cmp::EQ;
  PredSel alpha_pred_sel = PredSel::NONE;
  uint8_t stat_we = 0;
  bool operator==(const CommonFields& o) const;
};

// One source slot of word 1 or 2 (docs/r500.md 4.1).
struct SourceSlot {
  uint8_t addr = 0;  // ADDRn, 8 bits
  bool konst = false;  // ADDRn_CONST
  bool rel = false;    // ADDRn_REL
  bool operator==(const SourceSlot& o) const {
    return addr == o.addr && konst == o.konst && rel == o.rel;
  }
};

// One argument (A, B or C) of a unit (docs/r500.md 4.5, 4.6). Alpha arguments use swiz[0] only.
struct Arg {
  Sel sel = Sel::SRC0;
  Swiz swiz[3] = {Swiz::R, Swiz::R, Swiz::R};
  Mod mod = Mod::NOP;
  bool operator==(const Arg& o) const {
    return sel == o.sel && swiz[0] == o.swiz[0] && swiz[1] == o.swiz[1] && swiz[2] == o.swiz[2] &&
           mod == o.mod;
  }
};

// Words 1..5 of ALU and OUT instructions (docs/r500.md 3.2-3.5).
struct AluFields {
  SourceSlot rgb_src[3];
  SourceSlot alpha_src[3];
  SrcpOp rgb_srcp_op = SrcpOp::NEG2;
  SrcpOp alpha_srcp_op = SrcpOp::NEG2;
  uint8_t rgb_op = 0;    // RGB_OP as encoded (may be reserved when illegal); see rgb()
  uint8_t alpha_op = 0;  // ALPHA_OP as encoded; see alpha()
  Arg rgb_arg[3];        // A, B, C
  Arg alpha_arg[3];      // A, B, C
  Omod rgb_omod = Omod::X1;
  Omod alpha_omod = Omod::X1;
  uint8_t rgb_target = 0;    // OUT: render target; ALU: Cmp code of the R,G,B predicate update
  uint8_t alpha_target = 0;  // OUT: render target; ALU: Cmp code of the A predicate update
  bool alu_wmask = false;
  bool w_omask = false;
  uint8_t rgb_addrd = 0;
  bool rgb_addrd_rel = false;
  uint8_t alpha_addrd = 0;
  bool alpha_addrd_rel = false;
  RgbOp rgb() const { return static_cast<RgbOp>(rgb_op); }
  AlphaOp alpha() const { return static_cast<AlphaOp>(alpha_op); }
  bool operator==(const AluFields& o) const;
};

// A temporary with a 2-bit swizzle per component, as the texture words address it (3.6).
struct TexReg {
  uint8_t addr = 0;  // 7 bits
  bool rel = false;
  Swiz2 swiz[4] = {Swiz2::R, Swiz2::R, Swiz2::R, Swiz2::R};
  bool operator==(const TexReg& o) const {
    return addr == o.addr && rel == o.rel && swiz[0] == o.swiz[0] && swiz[1] == o.swiz[1] &&
           swiz[2] == o.swiz[2] && swiz[3] == o.swiz[3];
  }
};

// Words 1..3 of TEX instructions (docs/r500.md 3.6). src.swiz = S,T,R,Q sources; dst.swiz[c] =
// texel channel written to destination channel c; dx/dy only for DXDY (else 0).
struct TexFields {
  uint8_t inst = 0;  // INST as encoded; see op()
  uint8_t tex_id = 0;
  bool sem_acquire = false;
  bool ignore_uncovered = false;
  bool unscaled = false;
  TexReg src, dst, dx, dy;
  TexOp op() const { return static_cast<TexOp>(inst); }
  bool operator==(const TexFields& o) const;
};

// Words 2..3 of FC instructions (docs/r500.md 3.7).
struct FcFields {
  uint8_t op = 0;  // OP; see fc_op()
  bool b_else = false;
  bool jump_any = false;
  AOp a_op = AOp::NONE;
  uint8_t jump_func = 0;
  uint8_t b_pop_cnt = 0;
  BOp b_op0 = BOp::NONE;
  BOp b_op1 = BOp::NONE;
  bool ignore_uncovered = false;
  uint8_t bool_addr = 0;
  uint8_t int_addr = 0;
  uint16_t jump_addr = 0;
  bool jump_global = false;
  FcOp fc_op() const { return static_cast<FcOp>(op); }
  bool operator==(const FcFields& o) const;
};

struct Decoded {
  CommonFields cmn;
  AluFields alu;  // ALU and OUT only
  TexFields tex;  // TEX only
  FcFields fc;    // FC only
  uint32_t reserved_bits[kWords] = {0, 0, 0, 0, 0, 0};  // ignored bits as read (see above)
  bool illegal = false;
  const char* illegal_reason = nullptr;  // static string, set iff illegal

  bool is_alu_or_out() const { return cmn.type == InstType::ALU || cmn.type == InstType::OUT; }
  bool reserved_nonzero() const;
  bool operator==(const Decoded& o) const;
  bool operator!=(const Decoded& o) const { return !(*this == o); }
};

Decoded decode(const Instruction& in);

// The words of `d`: every field of its type, and reserved_bits, written back (illegal too).
Instruction encode(const Decoded& d);

// Bits of word `word` that no field of `d`'s type uses for this instruction (docs/r500.md 2, 3.6).
uint32_t ignored_mask(const Instruction& in, int word);

// binary32 value of inline-constant code 0..127 (docs/r500.md 4.2).
uint32_t inline_constant(uint8_t code);

}  // namespace shaderhw::r500
