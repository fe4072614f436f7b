// ATTILA golden execution model: one instruction executed on a group of lanes (threads), from
// the values the harness supplies to every architectural effect the instruction has.
//
// This header is the transaction contract between the golden model, the RTL pipeline
// (rtl/attila/attila_pipeline.sv, ports listed in rtl/attila/README.md, "Execution pipeline")
// and the harness. Both models are written from docs/attila.md (which corrects the
// seed spec) and from the decisions below; neither is derived from the other.
//
// ---------------------------------------------------------------------------------------------
// Transaction
// ---------------------------------------------------------------------------------------------
// In:  the 128-bit instruction, its PC, the micro-triangle configuration, and per lane:
//      * src[k]: the raw 4 x 32-bit contents of the register that source k names, read from the
//        location source_location() reports (for a constant operand with relative addressing
//        that location differs per lane). Ignored for immediates, predicate/boolean-immediate
//        operands and unused sources;
//      * pred: the 32 predicate registers (bit i = P[i]);
//      * addr: the two address registers A0, A1 (4 x int32 each), for relative addressing;
//      * acc: the fixed-point accumulator, 4 components (sign-magnitude, 32.2F: see FxValue);
//      * sample: the current sample index 0..15; active: the lane is a live thread.
// Out: decoded-level fields, and per lane every effect, each with its enable. A value whose
//      enable is 0 is 0 (so the two models compare every bit, never "don't care").
// An illegal instruction (decode() says so) has no effect at all: illegal = 1, every other
// output 0.
//
// ---------------------------------------------------------------------------------------------
// Semantics (docs/attila.md section 5/6, E11-E32, D1-D17), and the project decisions this model makes
// ---------------------------------------------------------------------------------------------
// Float arithmetic: golden/fp, binary32, RNE, subnormals kept (no ftz), NaN policy x86-like with
//   the canonical NaN of D13: a NaN operand propagates quieted (first NaN operand in order a, b,
//   c), an invalid operation without NaN operands gives 0x7FC00000 (fp::Config nan_propagate =
//   true, canon_nan32 = 0x7FC00000). MAD is mul then add (two roundings, 6.2); DP3/DP4/DPH are
//   ((x*x'+y*y')+z*z')[+w*w' | +w'] with every product and sum rounded, left to right.
// Source read (5.1): swizzle (lane X takes component swz[7:6] ... W takes swz[1:0]), then abs,
//   then negate. Float: bit operations (payloads survive). Integer opcodes (ADDI, MULI, STP*I):
//   negate is two's complement (wraps), abs is exact two's complement abs with |INT_MIN| =
//   INT_MIN (D4). Scalar reads (S/Si) take component swz[1:0] then the modifiers (E31).
//   The op2 immediate is replicated to 4 components, then abs/neg apply (float or integer, by
//   opcode). Boolean read (B): op_abs = 1 -> value op_neg; else a constant is (selected 32-bit
//   component != 0) and a predicate is P[index]; then NOT if op_neg.
// Constant location (3.7, D6): PARAM index = reg, PARAM2 = reg + 256; with rel_en the index is
//   (A[rel_areg].comp[rel_comp] + sext(rel_off) + reg (+256)) mod 512, for every constant operand.
// Predicate gate (5.2, D5): pass = active && (!pred_en || (P[pred_reg] ^ pred_inv)). When pass
//   is 0 the lane has no effect: no register, predicate or accumulator write, no kill, no Z
//   export, no CHS, no texture/LDA request (its tex_en is 0). JMP ignores pred fields (D14).
// Results (5.2): float results saturate when sat (NaN -> +1.0, -0 stays -0, x < 0 -> +0,
//   x > 1 or +inf -> +1.0; E32), then the mask selects components. Integer results (ADDI, MULI,
//   ARL) never saturate. ARL writes all four components whatever the mask (E19).
// Opcodes: ADD a+b; MUL a*b; MAD (a*b)+c; MIN a<b?a:b; MAX a>b?a:b (selection keeps bits; the
//   2nd operand on NaN or equal, 6.3); SGE a<b?0:1; SLT a<b?1:0; CMP a<0?b:c; MOV a;
//   FRC a - floor(a) (floor = round toward -inf, then one IEEE subtraction); FLR floor(a) per
//   component (D1); DP3/DP4/DPH scalar replicated (E11); DST (1, a.y*b.y, a.z, b.w) (E12);
//   LIT (5.3) with pow from the special-function unit; EXP (2^floor(s) exact, s - floor(s),
//   ex2(s), 1); LOG (floor(log2|s|) exact, s / 2^floor(log2 s) as an exact IEEE division,
//   lg2(s), 1) (E15); RCP div(1, s); RSQ sqrt(div(1, s < 0 ? -s : s)) (RSQ(-0) = NaN);
//   EX2/LG2/SIN/COS through the special-function unit (golden/fp/sfu.h, D11), replicated (E13);
//   ADDI/MULI mod 2^32; ARL floor to int32, NaN/inf/out of range -> 0x80000000 (5.5);
//   SETPEQ/SETPGT/SETPLT quiet float =, >, < of scalar reads (NaN -> false); STPEQI/STPGTI/STPLTI
//   signed int32 =, >, < (D2); ANDP a && b; every predicate result XOR the invert bit (D3).
//   KIL: kill the current sample if any component of the V read is < 0 (NaN, -0 never kill);
//   KLS: the same test, kills sample op2_reg; CMPKIL: CMP, then kill the current sample if any
//   masked component of the unsaturated result is < 0 (E23). ZXP: Z of sample 0 = v.x. ZXS:
//   Z of sample cur+i = v[i] for i = 0..3 (D12); PROJECT DECISION: indices past 15 are dropped.
//   CHS: advance the sample counter (chs = 1). TEX/TXB/TXL/TXP/LDA: a request with the V read as
//   coordinate (TXP: x, y, z each divided by w with IEEE division, w unchanged; E22), parameter
//   TXB/TXL: v.w bits, LDA: the raw bits of v.x (index), TEX/TXP: 0; unit = op2_reg.
//   DDX/DDY (5.8): every lane of the quad reads its source (active or not, passing or not);
//   DDX: lanes 0,1 get v1 - v0, lanes 2,3 get v3 - v2; DDY: lanes 0,2 get v2 - v0, lanes 1,3 get
//   v3 - v1 (quad = lanes 4k..4k+3); then each lane's own saturate, mask and gate.
//   FXMUL: ACC = a*b; FXMAD2: ACC = a*b + c; FXMAD: register result float(a*b + ACC) through
//   saturate and mask, ACC unchanged. ACC writes are masked and gated, never saturated.
//   JMP: condition = boolean read of op1 per lane; taken = AND over the active lanes
//   (PROJECT DECISION: no active lane -> not taken); target = pc + imm32 if taken, else pc + 1
//   (mod 2^32). END / end flag: end = 1 (D15). NOP: nothing.
// Fixed point (5.10, D10), F = fx_frac_bits (8 default, 16 tested):
//   float -> 16.F: NaN -> +0; -0 -> (negative, 0); |x| >= 2^24 or inf -> magnitude 32767.0 with
//   the sign; else the magnitude truncated toward zero to F fraction bits, integer part mod 2^16.
//   product: sign a ^ sign b, magnitude ma*mb (exact, 32.2F). c of FXMAD2 is converted to 16.F
//   and scaled to 32.2F. Sum: equal signs add magnitudes (mod 2^(32+2F)); different signs
//   subtract, the sign of the larger magnitude; PROJECT DECISION: equal magnitudes of different
//   signs give +0. Back to float (FXMAD): one RNE rounding of (-1)^s * mag / 2^(2F) (a zero
//   magnitude gives a signed zero).
// ---------------------------------------------------------------------------------------------
// Gaps closed by the golden model (execute.cpp, semantics.cpp); the RTL must do the same:
// PROJECT DECISION: const_index is reported for every lane, active or not, gate passed or not
//   (it says where the lane reads, it is not an effect); 0 for non-constant sources and when
//   illegal. It covers the constant operands of ANDP/JMP too (D7).
// PROJECT DECISION: the decoded-level outputs do not depend on the lanes. res_bank/res_reg are
//   the decoded destination whenever the opcode has one (also FXMUL/FXMAD2, whose register is
//   checked but not written, and the TEX family/LDA, whose write comes later); tex_valid/unit/
//   mask/sat are set for TEX/TXB/TXL/TXP/LDA even when no lane issues; end (flag or END opcode)
//   and wait are set even when no lane passes the gate.
// PROJECT DECISION: LaneIn::sample uses bits 3:0 only; ExecConfig::fx_frac_bits outside 1..16
//   is clamped to 1..16.
// PROJECT DECISION: JMP lanes have no per-lane output (only const_index). ARL: res_we = 0xF.
//   CMPKIL with mask 0 never kills (no masked component).
// PROJECT DECISION: the "x < 0" tests (KIL/KLS/CMPKIL, CMP, LIT x and y, RSQ's |s|) and MIN/MAX/
//   SGE/SLT/SETP* are quiet IEEE compares: NaN compares false, -0 is not < 0 (LIT keeps an x or
//   y of -0 or NaN as is; a NaN x gives z = +0). LIT w: NaN or > 128 -> +128, < -128 -> -128,
//   else kept; z = pow(y, w) when x > 0.
// PROJECT DECISION: "A op B" in the opcode list is the golden/fp operation with A as its first
//   operand, which fixes which NaN propagates (DDX: sub(v1, v0); MAX: a > b is lt(b, a)).
// PROJECT DECISION: EXP.x = 2^floor(s) is exact: floor(s) >= 128 -> +inf, < -149 -> +0,
//   floor(s) = +-inf -> +inf/+0, NaN -> the NaN quieted. LOG.x = floor(log2|s|): |s| = 0 ->
//   -inf, +inf -> +inf, NaN -> |s| quieted; otherwise the exponent of |s| (subnormals included:
//   0x00000001 -> -149). LOG.y divides s by 2^floor(log2 s), where log2(+-0) = -inf and log2 of
//   a negative s (also -inf) is the canonical NaN: so LOG.y is NaN for s <= 0 and for +inf.
// ---------------------------------------------------------------------------------------------
#pragma once

#include <cstdint>

#include "attila/decode.h"

namespace shaderhw::attila {

constexpr int kLanes = 4;  // one quad; the RTL pipeline's Lanes parameter may be any multiple of 4

// One register: components x, y, z, w (raw 32-bit patterns).
struct Vec4 {
  uint32_t c[4] = {0, 0, 0, 0};
  bool operator==(const Vec4& o) const {
    return c[0] == o.c[0] && c[1] == o.c[1] && c[2] == o.c[2] && c[3] == o.c[3];
  }
  bool operator!=(const Vec4& o) const { return !(*this == o); }
};

// Sign-magnitude fixed-point value. The accumulator and products are 32.2F (2F fraction bits,
// mag < 2^(32+2F)); a converted source is 16.F (F fraction bits, mag < 2^(16+F)).
struct FxValue {
  bool neg = false;
  uint64_t mag = 0;
  bool operator==(const FxValue& o) const { return neg == o.neg && mag == o.mag; }
  bool operator!=(const FxValue& o) const { return !(*this == o); }
};

struct ExecConfig {
  bool micro_triangle = false;  // IN has 48 registers (decode legality only)
  int fx_frac_bits = 8;         // F of the fixed-point unit (D10): 1..16
};

struct LaneIn {
  Vec4 src[3];        // contents of the register each source names (see source_location)
  uint32_t pred = 0;  // P[0..31], bit i = P[i]
  Vec4 addr[2];       // A0, A1
  FxValue acc[4];     // fixed-point accumulator, components x, y, z, w
  uint8_t sample = 0; // current sample index 0..15
  bool active = true; // live thread of the group
};

struct ExecIn {
  Instruction instr;
  uint32_t pc = 0;  // instruction index (JMP target base)
  LaneIn lane[kLanes];
};

struct LaneOut {
  uint8_t res_we = 0;        // register write enables, X=8 Y=4 Z=2 W=1
  Vec4 res;                  // register result (component 0 where not enabled)
  bool pred_we = false;      // predicate write (P[ExecOut::res_reg])
  bool pred_val = false;
  uint8_t acc_we = 0;        // accumulator write enables, X=8 Y=4 Z=2 W=1
  FxValue acc[4];            // new accumulator components (0 where not enabled)
  uint16_t kill = 0;         // samples killed by this instruction (bit s = sample s)
  uint8_t zexp_en = 0;       // bit i: Z of sample zexp_base + i is written with zexp[i]
  uint8_t zexp_base = 0;     // 0 when zexp_en = 0
  uint32_t zexp[4] = {0, 0, 0, 0};
  bool chs = false;          // the sample counter advances
  bool tex_en = false;       // this lane's texture/LDA request is issued (gate passed)
  Vec4 tex_coord;            // coordinate after TXP projection (0 when !tex_en)
  uint32_t tex_param = 0;    // TXB/TXL: v.w; LDA: v.x raw (index); TEX/TXP: 0
  uint16_t const_index[3] = {0, 0, 0};  // constant index read by each source (0 if not constant)
};

struct ExecOut {
  bool illegal = false;
  bool end = false;
  bool wait = false;
  Opcode opcode = Opcode::NOP;  // decoded opcode (NOP when illegal)
  // Register / predicate destination (decoded; 0 for opcodes without one). For predicate results
  // res_reg is the predicate number and res_bank 0.
  Bank res_bank = Bank::IN;
  uint8_t res_reg = 0;
  // Texture/LDA request (tex_valid for TEX, TXB, TXL, TXP, LDA): unit = op2_reg; the result will
  // be written later to res_bank/res_reg through tex_mask and tex_sat.
  bool tex_valid = false;
  uint8_t tex_unit = 0;
  uint8_t tex_mask = 0;
  bool tex_sat = false;
  // JMP
  bool jmp_valid = false;
  bool jmp_taken = false;
  uint32_t jmp_target = 0;
  LaneOut lane[kLanes];
};

// Where source k (0..2) of a decoded instruction reads for one lane: the bank as encoded and the
// register index; for constant operands (PARAM/PARAM2, relative or not) bank PARAM and the final
// index 0..511. valid = false for unused sources, immediates and predicate/boolean-immediate
// operands (no register value is read).
struct SourceLocation {
  bool valid = false;
  Bank bank = Bank::IN;
  uint16_t index = 0;
};
SourceLocation source_location(const Decoded& d, int k, const Vec4 addr[2]);

ExecOut execute(const ExecIn& in, const ExecConfig& cfg = {});

// Fixed-point helpers (exposed for tests), exactly as described above; F = frac_bits.
FxValue fx_from_float(uint32_t f, int frac_bits);                     // -> 16.F
FxValue fx_mul(const FxValue& a, const FxValue& b, int frac_bits);    // 16.F x 16.F -> 32.2F
FxValue fx_add(const FxValue& a, const FxValue& b, int frac_bits);    // 32.2F + 32.2F -> 32.2F
uint32_t fx_to_float(const FxValue& v, int frac_bits);                // 32.2F -> binary32 RNE

}  // namespace shaderhw::attila
