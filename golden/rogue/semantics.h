// Rogue golden model: what each ALU instruction computes, one small function per instruction
// (docs/rogue.md 14), on the project's IEEE library golden/fp. The group data path that feeds
// them (sources, IS0..IS5, FT0..FT5, W0/W1, predicates) is execute.cpp.
#pragma once

#include <cstdint>

#include "rogue_tables.h"

namespace shaderhw::rogue::sem {

constexpr uint32_t kNaN = 0x7FC00000u;  // every NaN an operation produces (D43)
constexpr uint32_t kOne = 0x3F800000u;

// ---- Float operand modifiers and result saturation (14.1) ----
uint32_t src_mod(uint32_t x, bool flr, bool abs, bool neg);  // floor, then abs, then neg
uint32_t sat(uint32_t x);                                     // [+0, 1]; NaN -> +0 (D44)

// ---- Main ALU, float (14.2) ----
uint32_t FADD(uint32_t a, uint32_t b);
uint32_t FMUL(uint32_t a, uint32_t b);
uint32_t FMAD(uint32_t a, uint32_t b, uint32_t c);  // one rounding (D41)
uint32_t FRCP(uint32_t x);
uint32_t FRSQ(uint32_t x);
uint32_t FSQRT(uint32_t x);
uint32_t FLOG(uint32_t x);
uint32_t FEXP(uint32_t x);
// FDSX/FDSY/FDSXF/FDSYF: the difference of two quad pixels (the caller picks them).
uint32_t FDS(uint32_t later, uint32_t earlier);

// ---- Tests (14.3): the result of TST `op` on `type`, operands a (IS1) and b (IS2). ----
bool TST(gen::Op op, gen::Tsttype type, uint32_t elem, uint32_t a, uint32_t b, bool carry);

// ---- Complex ops without a public algorithm (sem_complex.cpp; 14.2, D56-D60) ----
uint32_t FLOGCN(uint32_t x);    // log2 |x|
uint32_t GCMP(uint32_t x);      // linear -> sRGB
uint32_t GEXP(uint32_t x);      // sRGB -> linear
struct SincResult {
  uint32_t w0 = 0;
  bool p0 = false;  // "perform the final multiply": W0 * x is the sine
};
SincResult FSINC(uint32_t x);   // sin(pi/2 x) / x
uint32_t FARCTANC(uint32_t x);  // atan(x) / x
struct RedResult {
  uint32_t w0 = 0, w1 = 0;
  bool p0 = false;  // a further iteration would change the data
};
// FRED: s0 the original input (after its modifiers), s3 the data of the previous step.
RedResult FRED(bool part_b, uint32_t iter, bool cosine, uint32_t s0, uint32_t s3);

// ---- F16 sum-of-products (sem_sop.cpp; 7.3, 14.10, D67) ----
struct SopOperand {
  uint32_t src = 6, elem = 0;  // SRC 0..5 S0..S5, 6 constant 0, 7 Z
  bool m1 = false, abs = false, m2 = false;
};
struct SopParams {
  uint32_t var = 0, jop = 0, kop = 0, rfmt = 0, jsel = 0, ksel = 0, clamp = 0;
  bool zabs = false, zclamp = false, movw1 = false, u8out = false;
  SopOperand opd[12];  // descriptor order (7.3)
};
struct SopResult {
  uint32_t w0 = 0, w1 = 0;
};
SopResult SOP(const SopParams& p, const uint32_t s[6]);

// ---- F64 (sem_f64.cpp; 7.4, 7.5, 7.11, 14.8, D62-D63) ----
constexpr uint64_t kNaN64 = 0x7FF8000000000000ull;
uint64_t F64MUL(uint64_t a, uint64_t b);
uint64_t F64ADD(uint64_t a, uint64_t b);
uint64_t F64MAD(uint64_t a, uint64_t b, uint64_t c);
uint64_t F64DIV(uint64_t a, uint64_t b);
uint64_t F64RCP(uint64_t a);
uint64_t F64SQRT(uint64_t a);
uint64_t F64RSQ(uint64_t a);
uint64_t F64BYP(uint64_t a);
uint64_t CONVERTTOF64(uint32_t fmt, uint32_t x);    // FMT 0 F32, 1 S32, 2 U32
uint32_t CONVERTFROMF64(uint32_t fmt, uint64_t x);  // FMT 0 F32, 1 S32, 2 U32

// ---- CND mask-count ops (sem_ctrl.cpp; 6.2, 14.9, D64-D66) ----
struct CndResult {
  uint32_t w0 = 0;  // the new mask count
  bool pe = false;  // the new execution enable
};
CndResult CNDST(bool c, uint32_t s0, uint32_t adj);
CndResult CNDEF(bool c, uint32_t s0, uint32_t adj);
CndResult CNDSM(bool c, uint32_t s0, uint32_t s2);
// any_running_pass: OR over the quad's instances of (condition and PE); writes P0.
CndResult CNDLT(bool any_running_pass, bool c, uint32_t s0, uint32_t adj, bool& p0);
CndResult CNDEND(uint32_t s0, uint32_t adj);
// have_first: some instance had PE = 1; first_s2: its S2.
CndResult CNDSETL_B(bool have_first, uint32_t first_s2, uint32_t s0, uint32_t s2);
CndResult CNDLPC(uint32_t s0);

// ---- Pack / unpack (sem_pack.cpp; 14.4, D51-D55). `ok` false: not a format of the op. ----
uint32_t PCK(gen::Packfmt fmt, bool scale, bool rtz, uint32_t x, bool& ok);
// PCK into element `elem` of the format (a repeated group's execution `elem`, D68); the other bits
// are 0. Formats of one element ignore `elem`; an element the format does not have gives 0.
uint32_t PCK_ELEM(gen::Packfmt fmt, uint32_t elem, bool scale, bool rtz, uint32_t x, bool& ok);
uint32_t UNPCK(gen::Packfmt fmt, uint32_t elem, bool scale_rtz, uint32_t x, bool& ok);

// ---- Integer ops (14.5) ----
struct Int64Result {
  uint32_t lo = 0, hi = 0;  // FT0, and FTE for the 64-bit ops
  bool carry = false;       // carry-out, read by TSTC (D32)
  bool drives_fte = false;
};
// INT32_64: op 0 ADD6432, 1 ADD64, 2 MADD32, 3 MADD64; s0..s2 and is0 after their modifiers.
Int64Result INT32_64(uint32_t op, bool sgn, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t is0, bool cin);
uint32_t int_mod(uint32_t x, bool abs, bool neg);  // two's complement |x| then -x
// INT8_16: op 0 ADD, 1 MUL, 2 MAD on elements already extracted (sign- or zero-extended).
uint32_t INT8_16(uint32_t op, bool sgn, bool w16, bool sat, int64_t a, int64_t b, int64_t c);

// ---- Bitwise ALU (14.6) ----
void MSK(uint32_t s0, uint32_t s1, uint32_t& ft0, uint32_t& ft1);
uint32_t SHFL(uint32_t s2, uint32_t s1);
uint32_t REV(uint32_t s2);
uint32_t LSL(uint32_t x, uint32_t n);
uint32_t SHR(uint32_t x, uint32_t n);
uint32_t ROL(uint32_t x, uint32_t n);
uint32_t ASR(uint32_t x, uint32_t n, uint32_t sign_bit);
uint32_t CPS(uint32_t ft4, uint32_t s4, bool p0);
uint32_t CBS(uint32_t x);
uint32_t FTB(uint32_t x);      // index of the top set bit, 0xFFFFFFFF when none
uint32_t FTB_SHI(uint32_t x);  // top bit that differs from the sign
uint32_t FTB_MSB(uint32_t x);  // leading zeros (top bit counted from the MSB), 0xFFFFFFFF when none
uint32_t LOGIC(uint32_t lop, uint32_t a, uint32_t b);  // OR, AND, XOR, NOR, NAND, XNOR by LOP code

}  // namespace shaderhw::rogue::sem
