// R500 golden model: the numeric model of docs/r500.md 6.7 on the shared IEEE library
// (golden/fp/fp.h, fpext.h) and special-function unit (golden/fp/sfu.h). Every function takes and
// returns raw binary32 bit patterns.
//
// * Arithmetic (add, mul, mad, dot steps, presubtract, FRC, OMOD scaling, transcendentals):
//   binary32, round to nearest even after every step, never fused; subnormal inputs and results
//   flushed to a zero of the same sign; every NaN result is 0x7FC00000 (6.7 items 1-3).
// * Products of MAD, MDH/MDV, DP3, DP4 and D2A honour US_CONFIG.ZERO_TIMES_ANYTHING_EQUALS_ZERO
//   (`zero_times`): a factor that is +-0 after flushing makes the product a zero whose sign is the
//   XOR of the factor signs, even against inf or NaN (6.7 item 4; G3).
// * Comparisons (select ops, clamp, predicate and ALU-result compares) are IEEE compares of the
//   flushed values: a subnormal compares as zero, any compare with NaN is false except "!="
//   (5.6, 6.4, 6.7 item 2).
// * EX2, LN2, SIN, COS: the shared special-function unit, with inputs and results flushed; RCP and
//   RSQ: the correctly rounded IEEE operations. Bit-exact between RTL and golden; their distance
//   to a double-precision reference is bounded by tests/r500 (6.7 item 5 revisited: G1, G2).
#pragma once

#include <cstdint>

#include "r500_tables.h"

namespace shaderhw::r500::num {

constexpr uint32_t kZero = gen::F32_ZERO;
constexpr uint32_t kHalf = gen::F32_HALF;
constexpr uint32_t kOne = gen::F32_ONE;
constexpr uint32_t kNaN = gen::F32_CANONICAL_NAN;
constexpr uint32_t kSign = 0x80000000u;

uint32_t ftz(uint32_t x);  // subnormal -> zero of the same sign; everything else unchanged

uint32_t add(uint32_t a, uint32_t b);
uint32_t sub(uint32_t a, uint32_t b);
uint32_t mul(uint32_t a, uint32_t b, bool zero_times);  // a product of MAD/MDH/MDV/dot products
uint32_t mad(uint32_t a, uint32_t b, uint32_t c, bool zero_times);  // rn(rn(a*b) + c)

// Presubtract (4.4): op 0 1-2*s0, 1 s1-s0, 2 s1+s0, 3 1-s0.
uint32_t presubtract(gen::SrcpOp op, uint32_t s0, uint32_t s1);

uint32_t frc(uint32_t a);  // a - floor(a), at most 0x3F7FFFFF (G5)

// Quiet IEEE compares of flushed values.
bool less(uint32_t a, uint32_t b);
bool less_equal(uint32_t a, uint32_t b);
bool compare_with_zero(uint32_t v, gen::Cmp cmp);  // 6.4: v == / < / >= / != 0.0

uint32_t ex2(uint32_t a);
uint32_t ln2(uint32_t a);
uint32_t rcp(uint32_t a);
uint32_t rsq(uint32_t a);
uint32_t sin_turns(uint32_t a);  // sin(2*pi*a), G2
uint32_t cos_turns(uint32_t a);  // cos(2*pi*a), G2

// Result path (6.1): OMOD 0 is the identity (G4), 1-6 an arithmetic power-of-two scaling, 7 the
// identity with the clamp disabled; then the clamp x > 0 ? min(x, 1) : +0 when `clamp`.
uint32_t output_modifier(gen::Omod omod, uint32_t x);
uint32_t saturate(uint32_t x);
uint32_t result_path(gen::Omod omod, bool clamp, uint32_t x);

}  // namespace shaderhw::r500::num
