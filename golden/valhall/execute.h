// Valhall golden execution model: one instruction executed on a quad of lanes, from the values
// the harness supplies to every architectural effect the instruction has.
//
// This header is the transaction contract between the golden model (execute.cpp,
// semantics*.cpp), the RTL execution pipeline (to be written from this header only) and the
// harness. It is written from docs/valhall.md (section numbers
// below refer to it), the XML (rtl/valhall/valhall-ISA.xml) and the decoder contract
// (golden/valhall/decode.h). Every "PROJECT DECISION" (P1..P27) closes an open point of
// docs/valhall.md section 8 or a gap of the XML; the RTL must make the same choice.
//
// =============================================================================================
// Transaction
// =============================================================================================
// In:  ExecIn: the 64-bit word, the instruction's byte address pc, and per lane (kLanes = 4, one
//      quad; lane l is subgroup lane l): the value of every source as read, the old destination
//      contents, the contents of the staging registers a message reads, and `active`.
//      ExecConfig: the shader's flush-to-zero mode (5.0: it is not in the instruction word).
// Out: ExecOut: illegal, the instruction index, flow, the destination register, and per lane the
//      register writes (values after the write mask), branch, discard, and the message record.
//      Every output whose enable is 0 is 0 (the models compare every bit, never "don't care").
// An illegal word (decode() says so) has no effect: illegal = 1 and every other output is 0.
//
// Source values (LaneIn::src[k], k = XML source order = Decoded::src[k], NOT the slot):
//   source_read(d, k) tells the harness what to read. Register: r(n) in bits 31:0 and, for a
//   64-bit operand, r((n+1) mod 64) in bits 63:32. Uniform: word u = fau_page*64 + s[5:0] and
//   u+1 mod 256. Special FAU value (an environment input, 2.5): word j = 2*entry + w of page
//   fau_page, and j+1 mod 32 of the same page. The model never reads LaneIn::src[k] for an
//   immediate-table source (it resolves the table entry itself, 2.4; as a 64-bit operand it is
//   zero-extended, 2.4) nor for an absent source; bits 63:32 are read only for 64-bit operands
//   (source_read().words == 2). 64-bit operands are: every source of an instruction whose type
//   is 64-bit (*.u64/*.s64/*.i64; shift amount B of *.i64 is 32-bit) and the size-64 sources of
//   messages (addresses, descriptors).
//   PROJECT DECISION P1 (8 item 11): an odd register n of a 64-bit operand or destination pairs
//   n with (n+1) mod 64, as for an even one.
// Old destination (LaneIn::dest_old): r(dest) in bits 31:0, r((dest+1) mod 64) in bits 63:32
//   (read only for 64-bit results). Needed because a write mask other than 11 keeps half of the
//   old register.
// Staging data (LaneIn::staging[i]): r(sr + i) of the staging group a message READS (1.4:
//   STORE, ST_CVT, ST_TILE, BLEND, ATOM, ATOM_RETURN operand group, TEX_* read group), i < its
//   count; ignored otherwise. It is copied into the message record, nothing else reads it.
//
// Register write (LaneOut::we / value[]): bit 0 of we writes value[0] to r(dest_reg), bit 1
//   writes value[1] to r((dest_reg+1) mod 64) (64-bit results only). value = (old & ~M) |
//   (result & M) with M = {mask[1] ? 0xFFFF0000 : 0} | {mask[0] ? 0x0000FFFF : 0}, mask =
//   W[47:46] (5.0), applied to each written word (P2: also to the high word of a 64-bit result).
//   we = 0 for inactive lanes and for instructions without a destination.
//
// =============================================================================================
// Common rules (5.0)
// =============================================================================================
// Lanes: 32-bit types one lane; v2*16 two 16-bit lanes (lane 0 = bits 15:0); v4*8 four bytes;
//   64-bit types one lane on a register pair. A 32-bit result is written as 32 bits (both halves
//   computed, the mask selects).
// Operand read order: value -> lane selection (widen/swizzle/lanes/lane field, 3.2) -> float:
//   flush (see FTZ) then abs (clear sign) then neg (flip sign), on each lane, as bit operations
//   (NaN inputs too) | shift group: .not on C -> operation -> rounding -> result flush -> clamp
//   -> write mask.
// Lane selection fields (3.2), value v (reserved values are illegal words and never execute):
//   Widen (float, 2-bit): 0 the f32; 1/2 half 0/1 read as f16 and converted exactly to f32
//     (a NaN half becomes the canonical f32 NaN; only FPCLASS can tell).
//   Swizzles (16-bit) 2-bit field, or values 0-3 of a 4-bit one: lane 0 <- half v[0], lane 1 <-
//     half v[1]. Values 4-13 (4-bit integer widen only) select bytes: b00 b20 b02 b22 b11 b31
//     b13 b33 b01 b23 = (lane0 byte, lane1 byte) (0,0) (2,0) (0,2) (2,2) (1,1) (3,1) (1,3)
//     (3,3) (0,1) (2,3), each byte extended to 16 bits.
//   Swizzles (8-bit): lanes 0..3 <- bytes b0123 b3210 b0101 b2323 b0000 b1111 b2222 b3333
//     b2301 b1032 b0011 b2233 for v = 0..11.
//   Swizzles (32-bit): 0 the value; 2/3 half 0/1, 4..7 byte 0..3, extended to 32 bits.
//   Swizzles (64-bit): 0 the 64-bit value; 2/3 half, 4..7 byte of the low word, 8 (w0) the low
//     word, extended to 64 bits.
//   Half-swizzles (8-bit): lane 0 <- byte v[1:0], lane 1 <- byte v[3:2], extended to 16 bits.
//   Lane (8-bit): byte v; Lane (16-bit): half v; the one operand lane, extended to 32 bits.
//   A 16-bit source read through a 2-bit swizzle by an instruction that uses ONE lane (the
//     16->32 conversions, F16_TO_S32/U32, MKVEC.v2i16) uses lane 0 of the swizzle, i.e. half
//     v[0] (5.2, 5.3; W[29]/W[27] do not matter, as later Mesa).
//   Extension: sign-extend for signed types (s in the type suffix or an S source of a
//     conversion), zero-extend otherwise; the shift group sign-extends iff .signed (5.5).
// Rounding: IEEE nearest-even unless the instruction has a round mode W[31:30]: 0 rte, 1 rtp,
//   2 rtn, 3 rtz (FADD and FMA have it too: the decoder's round_mode, README decision 2).
//   Arithmetic is golden/fp (fp.h): IEEE-754 binary16/binary32, one rounding per operation.
// NaN (5.0, P): every NaN a float operation produces is the canonical quiet NaN 0x7FC00000 (f32)
//   / 0x7E00 (f16 lane); NaN operands are never propagated; sNaN = qNaN. Operations that select
//   or move operand bits (FMIN/FMAX with one NaN operand, CSEL, MUX, CUBE_SSEL/TSEL, moves)
//   return the selected operand's bits unchanged.
// FTZ (5.0): ExecConfig::ftz. Flush32 flushes f32, Flush32And16 f32 and f16; PROJECT DECISION
//   P3: Abrupt (value 3, meaning unknown) behaves as Flush32And16. When a format is flushed:
//   every float operand of that format read by a float operation (arithmetic, compare,
//   min/max, conversion, rounding, SFU, FREXP, LDEXP, CUBEFACE1/2, CSEL.f* compare) has a
//   subnormal replaced by a zero of the same sign (an f16 half read through a widen is flushed
//   by the f16 rule BEFORE widening; the widened f32 is normal); every float result of that
//   format that is subnormal after rounding becomes a zero of the same sign, before the clamp.
//   Not affected: integer operations, CSEL's selected values, MUX (fp_zero included), FPCLASS,
//   CUBE_SSEL/TSEL, message data.
// Clamp W[33:32] (5.1), on the rounded (and flushed) result, per lane, with the FMIN/FMAX rules
//   below and constants of the lane's format: 1 clamp_0_inf = max(x, +0); 2 clamp_m1_1 =
//   min(max(x, -1), +1); 3 clamp_0_1 = min(max(x, +0), +1). So NaN -> +0 / -1 / +0, -0 -> +0 /
//   -0 / +0.
//
// =============================================================================================
// Instructions of the FMA, CVT and SFU units (per lane; A, B, C, D = sources in XML order)
// =============================================================================================
// Float arithmetic (5.1). f16 lanes independently for .v2f16.
//   FADD A+B (fp::add, round mode); FADD_IMM A + constant W[39:8] (v2f16: halves are the lanes'
//   constants; RNE, no modifiers); FMA A*B+C, one rounding (fp::fma, round mode);
//   FMIN/FMAX: IEEE minNum/maxNum with -0 < +0 (fp::min/max, zero_ordered): one NaN operand ->
//   the other operand, two NaNs -> canonical NaN. All four then clamp.
//   V2F32_TO_V2F16: result lane 0 = f16(A), lane 1 = f16(B), A/B f32 with abs/neg, rounded per
//   round mode (overflow per IEEE: inf, or max-finite for rtz and the directed mode away from
//   the overflow), then clamp (f16 constants).
//   LDEXP (P4): A * 2^n exactly, rounded once per round mode; n = B as int32 (.f32) or
//   sext(B lane) as int16 (.v2f16, lane i uses B's half i). +-0, +-inf kept; NaN -> canonical;
//   overflow/underflow per IEEE in the round mode. No clamp field.
//   FMA_RSCALE (P5): (A*B + C) * 2^D with ONE rounding (RNE), D = int32 (SCALE16: sext(D[15:0]));
//   specials as FMA (inf*0 invalid, inf-inf invalid, exact-zero sign as FMA: +0 unless both
//   terms negative), then the result (+-0, +-inf kept) scaled. _N: if A or B is +-0 the
//   product is a zero of sign sign(A)^sign(B), whatever the other factor (inf, NaN). _LEFT: if
//   A or B is +-0 the product is A (A may be inf/NaN: then inf / canonical NaN). Then clamp.
//   FADD_LSCALE (P6): A + B (RNE), then clamp.
// Integer arithmetic (5.2), per lane, modulo the lane width unless saturating:
//   IADD A+B, ISUB A-B, with .saturate: clamp the exact result to the signed lane range for s
//   types, unsigned for u types (64-bit types too). IADD_IMM A + constant (lane-split, modulo).
//   IMUL: low lane bits of A*B. .saturate: the exact product clamped to the unsigned range for
//   IMUL.i* and to the signed range for IMUL.s* (P7, 5.2 [P]); s types sign-extend widened
//   operands. IMULD.u64: zext(A[31:0]) * zext(B[31:0]) as 64 bits (A, B after their 64-bit widen;
//   saturate has no effect). HADD: floor((A+B)/2) exactly (arithmetic for s, logical for u),
//   .rhadd: floor((A+B+1)/2). IABS |A| with |MIN| = MIN. MOV A. NOT_OLD ~A (.i64: 64-bit).
//   SHADDX: A + (ext64(B) << shift), shift = W[22:20], B through its 64-bit widen (sign for s64).
//   SEG_ADD.u64 (P8): r = A + ext64(B) (.neg: A - ext64(B)), B zero-extended through its widen;
//   with .preserve_null, r = 0 when B after the widen is 0 (a null segment pointer stays null).
//   IDP.v4s8/.v4u8: sum_k A.byte_k * B.byte_k + C (bytes and the 32-bit accumulator C signed for
//   v4s8, unsigned for v4u8), exact; .saturate: clamp to int32 / uint32; else low 32 bits.
//   MKVEC.v2i16: A lane0-half | B lane0-half << 16. MKVEC.v2i8: A.byte | B.byte << 8 |
//   C[15:0] << 16 (bytes from the 2-bit lane fields).
// Bit counting (5.6): CLZ per lane (CLZ(0) = lane width; v2u16 through its swizzle, v4u8 per
//   byte), POPCOUNT, BITREV (32-bit).
// Shift/logic (5.5), A value (widened per type: Swizzles 32/16/8/64-bit; halves/bytes
//   sign-extended iff .signed), B shift amounts, C logic operand (.not inverts it):
//   n = byte of B, taken MODULO the lane width (P9): Lanes (8-bit) value -> (X, Y) = b02 (0,2),
//   b00 (0,0), b11 (1,1), b22 (2,2), b33 (3,3), b01 (0,1), b23 (2,3); i32/i64 and every v4i8
//   lane use byte X; v2i16 lane 0 byte X, lane 1 byte Y (P10).
//   sh = LSHIFT: a << n; RSHIFT: .signed ? a >>arith n : a >>logical n (within the lane);
//   r = sh AND/OR/XOR c; result = .not_result ? ~r : r. W[33] has no effect (P11).
// MUX (5.4): per lane of C (v2i16: A, B, C through their swizzles): neg -> A if C's sign bit
//   is 1; int_zero -> A if C == 0; fp_zero -> A if C with its sign bit cleared is 0 (P12: also
//   for v4i8 bytes: 0x00 / 0x80); else B. bit: (A & C) | (B & ~C).
// CSEL (5.4): per lane cond(A, B) ? C : D, u/s integer or f32/f16 float conditions (below);
//   C, D returned unchanged.
// Compares (5.4). Conditions W[34:32]: eq gt ge ne lt le gtlt total. Integer (signedness from
//   the opcode): a==b, a>b, a>=b, a!=b, a<b, a<=b, gtlt = a!=b (P13), total = true (P13).
//   Float (fp::cmp, -0 == +0): eq/gt/ge/lt/le ordered (false if a NaN), ne = unordered or !=,
//   gtlt = ordered and !=, total = ordered (neither is NaN) (P13).
//   ICMP/FCMP: c = cond(A', B') per lane; combined with C's lane: c OR (C != 0), or with .and
//   (bit 24) c AND (C != 0) (C read as "lane != 0", 5.4 [P]).
//   .seq (ICMP.u32/.s32, bit 25; P14): 64-bit chaining, C = the low-word result: eq ->
//   (A==B) AND C!=0; ne, gtlt -> (A!=B) OR C!=0; gt, ge -> (A>B) OR (A==B AND C!=0); lt, le
//   -> (A<B) OR (A==B AND C!=0); total -> true. With a low word compared by ICMP.u32 with the
//   same condition (result u1), this is the exact 64-bit compare.
//   Result type W[31:30], per lane: i1 -> 1/0; f1 -> 1.0/0 (0x3F800000 or 0x3C00; 8-bit lanes:
//   1, P15); m1 -> all ones/0; u1 -> 1/0 (P14).
// Conversions (5.3; 0x090): integer->float exact or rounded per round mode (fp::i2f/u2f);
//   float->integer (fp::f2i/f2u with the round mode; abs/neg first): NaN -> 0, out of range
//   saturates to the type's min/max, F*_TO_U* of a value that rounds below 0 gives 0; 16-bit
//   results (V2F16_TO_V2S16/V2U16) saturate to the 16-bit range. F16_TO_F32 exact (round mode
//   has no effect). FROUND: round to integral in the same format (fp::rint; -0.5 rtp -> -0;
//   +-inf, +-0 kept; NaN -> canonical). S8/U8/S16/U16 to S32/U32 extend the selected lane.
// SFU (5.7) and the table-driven helpers (P16: the hardware tables are not public; these are
//   documented deterministic functions so that RTL and golden stay bit-exact; NOT hardware):
//   FRCP = fp::div(1.0, A) correctly rounded (RNE); FRSQ = correctly rounded 1/sqrt(A) (RNE):
//   rsq(+0) = +inf, rsq(-0) = -inf, rsq(x < 0 or -inf) = NaN, rsq(+inf) = +0 (fp/fpext.h).
//   .f16 forms: both halves computed from the two lanes of A's swizzle (P17; the low half is
//   the 5.7 result, Mesa writes it with mask 01).
//   FRCP_APPROX = FRCP. FRSQ_APPROX = FRSQ. FLOGD = FLOG_TABLE = sfu::lg2(A). (golden/fp/sfu.h)
//   FSIN_TABLE.u6 / FCOS_TABLE.u6 = sfu::sin / sfu::cos of t, FSINCOS_OFFSET.u6 = t, where
//   t = fp::mul(f32(A[5:0]), 0x3DC90FDB = pi/32, RNE). FEXP_TABLE.u4 = sfu::ex2(A[3:0] / 16).
//   FEXP.f32: B (f32, abs/neg) NaN -> NaN; B +-inf or |B| >= 128 -> sfu::ex2(B); else
//   sfu::ex2(x) with x = fp::i2f(A as int32, RNE) * 2^-24 (A = 8:24 fixed point); then clamp.
//   FATAN_ASSIST.f32 (both forms, .second ignored) = fp::div(A, B) (RNE).
//   FPCLASS (P18): one-hot class of A (after swizzle/abs/neg, never flushed), RISC-V FCLASS
//   order: bit 0 -inf, 1 negative normal, 2 negative subnormal, 3 -0, 4 +0, 5 positive
//   subnormal, 6 positive normal, 7 +inf, 8 signalling NaN, 9 quiet NaN. .f16: each half holds
//   the class of that lane of the swizzle (P17).
//   FREXPM/FREXPE (P19): x = m * 2^e with |m| in [0.5, 1), sign of x (frexp); FREXPM -> m in the
//   source format, FREXPE -> e as int32 (.v2f16: int16 per lane). .sqrt: if e is odd, m <- 2m,
//   e <- e-1 (|m| in [0.5, 2), e even). .log (wins over .sqrt): if |m| < 0.75, m <- 2m, e <-
//   e-1 (|m| in [0.75, 1.5)). +-0 -> m = +-0, e = 0; +-inf -> m = +-inf, e = 0; NaN -> m =
//   canonical NaN, e = 0. Subnormals exact (unless flushed).
//   CUBEFACE1: fp::max(fp::max(|X|, |Y|), |Z|) with the FMIN/FMAX rules (sources after abs/neg).
//   CUBEFACE2 (P20): face of the major axis, the GL order 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z.
//   With ax = |X| etc.: Z if az >= ax and az >= ay, else Y if ay >= ax, else X (quiet float
//   compares: a NaN compares false); face = 2*axis + sign bit of that coordinate; result is
//   the integer face 0..5.
//   CUBE_SSEL(Z, X, face) / CUBE_TSEL(Y, Z, face) (P20, GL table 3.19): f = C[2:0], axis = f[2]
//   ? Z : f[1] ? Y : X, negative = f[0]. SSEL: X axis -> (neg ? +Z : -Z), Y axis -> +X, Z axis
//   -> (neg ? -X : +X). TSEL: X axis -> -Y, Y axis -> (neg ? -Z : +Z), Z axis -> -Y. "+V" is
//   the source after its abs/neg, "-V" that with the sign bit flipped; no flush, no rounding.
// Cross-lane (P21): the subgroup is the quad of the transaction.
//   CLPER: lane l reads A of lane s, n = subgroup size (W[39:36]: 2, 4, 8, 16), b = B after its
//   widen (low 32 bits; for v2/v4 types lane 0 of B, zero-extended), base = l & ~(n-1):
//   j = none: b; xor: (l-base) ^ b; accumulate: (l-base) + b; shift: (l-base) - b (32-bit
//   wrap); s = base + (j mod n). If s >= kLanes or lane s is inactive, the result is the
//   inactive_result constant W[25:22] (XML values; 64-bit types: the constant zero-extended),
//   else A of lane s (whole register or pair). Only active lanes write.
//   WMASK: bit (s - base) set for every active lane s of l's subgroup (n from W[39:36], base as
//   CLPER) whose A is nonzero.
// Control: NOP no effect. BRANCHZ: v = A through combine (none A, h0 A[15:0], h1 A[31:16],
//   and A[15:0] & A[31:16], lowbits A[0]: P22), taken = (v == 0) when .eq else (v != 0);
//   taken lanes get target = pc + 8*(offset + 1). BRANCHZI: same test; target = .absolute ?
//   zext64(B) : pc + 8 + sext64(B) (P23: relative to the next instruction, in bytes).
//   .conservative has no effect. DISCARD.f32: discard = cond(A, B) (float conditions, A/B
//   through widen and abs/neg).
//
// =============================================================================================
// Message instructions (units V, LS, T, VT, NONE: loads, stores, atomics, varyings, textures,
// tiles, BLEND, ATEST, ZS_EMIT, BARRIER): no register write here; a message record
// =============================================================================================
// Message (instruction level, when valid): unit; for each staging operand of the XML (<sr>
//   order) its first register, count (registers), read/write direction, flags W[47:46] as
//   encoded (0 when the operand has no flags); mod[i] = value of InsInfo::mods[i] (XML order,
//   staging counts and slot included); imm[i] = InsInfo::imms[i] (sign-extended when signed);
//   src_sel[k] = the lane-selection field of source k (ATEST's B), not applied.
// Per active lane: msg_en = 1; msg_src[k] = the value of source k as read (immediates resolved,
//   64-bit operands whole, 32-bit ones zero-extended); msg_data[i] = staging[i] for i < count of
//   the group the message reads (0 beyond). PROJECT DECISION P24: the results that messages
//   write back (loads, textures, ATEST/ZS_EMIT coverage) are outside this model.
//
// PROJECT DECISION P25: ExecOut::ins is the instruction index (gen::INSTRUCTIONS) of a legal
//   word, 0 when illegal; flow is W[62:59]; dest_reg is W[45:40] for instructions with a
//   destination, else 0; these do not depend on lanes.
// PROJECT DECISION P26: inactive lanes (LaneIn::active = 0) have no effect at all (all their
//   outputs 0); they are still read by nobody except CLPER/WMASK, which see them as inactive.
// PROJECT DECISION P27: the decoder's Level-2 "suspicious" conditions do not change execution:
//   unused bits are ignored, compare combinations follow the rules above.
// =============================================================================================
// CONTRACT FROZEN
#pragma once

#include <cstdint>

#include "valhall/decode.h"

namespace shaderhw::valhall {

constexpr int kLanes = 4;         // one quad; the RTL pipeline's lane count may be any multiple
constexpr int kMaxStagingData = 8;  // largest staging group a message reads (sr_count 0..7,
                                    // write counts 1..8)

// Shader program descriptor "flush to zero mode" (5.0), the only global input.
enum class FtzMode : uint8_t { Preserve = 0, Flush32 = 1, Flush32And16 = 2, Abrupt = 3 };

struct ExecConfig {
  FtzMode ftz = FtzMode::Preserve;
};

// What the harness reads for source k of a decoded instruction (see "Source values").
struct SourceRead {
  SrcClass cls = SrcClass::None;  // Reg / Uniform / Special: the harness supplies src[k];
                                  // Imm / None: nothing to read
  uint16_t index = 0;  // Reg: register 0-63; Uniform: word 0-255 (page*64 + s[5:0]);
                       // Special: word 0-31 of the page (2*entry + w)
  uint8_t page = 0;    // FAU page (Uniform, Special)
  uint8_t words = 0;   // 1, or 2 for a 64-bit operand (next register / word, wrapping)
};
SourceRead source_read(const Decoded& d, int k);

struct LaneIn {
  uint64_t src[gen::MAX_SRCS] = {};  // source k as read: 31:0 first word, 63:32 next word
  uint64_t dest_old = 0;             // r(dest) in 31:0, r(dest+1) in 63:32
  uint32_t staging[kMaxStagingData] = {};  // registers of the staging group a message reads
  bool active = true;
};

struct ExecIn {
  uint64_t word = 0;
  uint64_t pc = 0;  // byte address of the instruction (branch targets)
  LaneIn lane[kLanes];
};

struct LaneOut {
  uint8_t we = 0;             // bit 0: r(dest_reg) <- value[0]; bit 1: r(dest_reg+1) <- value[1]
  uint32_t value[2] = {0, 0};  // values after the write-mask merge (0 where not enabled)
  bool branch_taken = false;   // BRANCHZ / BRANCHZI
  uint64_t branch_target = 0;  // byte address, when taken
  bool discard = false;        // DISCARD.f32
  bool msg_en = false;         // message instructions: this lane sends
  uint64_t msg_src[gen::MAX_SRCS] = {};
  uint32_t msg_data[kMaxStagingData] = {};
};

struct MsgStaging {
  uint8_t reg = 0;
  uint8_t count = 0;
  bool read = false;   // the message reads these registers (their contents are msg_data)
  bool write = false;  // the message will write them
  uint8_t flags = 0;   // W[47:46] as encoded when the operand has flags
};

struct Message {
  bool valid = false;
  gen::Unit unit = gen::Unit::FMA;  // FMA (= 0) when !valid
  MsgStaging sr[gen::MAX_STAGING];
  uint8_t mod[gen::MAX_MODS] = {};
  int64_t imm[gen::MAX_IMMS] = {};
  uint8_t src_sel[gen::MAX_SRCS] = {};
};

struct ExecOut {
  bool illegal = false;
  uint16_t ins = 0;      // index into gen::INSTRUCTIONS (0 when illegal)
  uint8_t flow = 0;      // W[62:59]
  uint8_t dest_reg = 0;  // destination register (instructions with a destination)
  Message msg;
  LaneOut lane[kLanes];
};

ExecOut execute(const ExecIn& in, const ExecConfig& cfg = {});

// The value of immediate-table entry i (0..31), 2.4.
uint32_t immediate_value(unsigned i);

}  // namespace shaderhw::valhall
