// Gallium TGSI golden model: the numeric rules of docs/tgsi.md 12 on the shared IEEE library
// (golden/fp/fp.h) and special-function unit (golden/fp/sfu.h). Every function takes and returns
// raw binary32 bit patterns.
//
// * Arithmetic: binary32, round to nearest even after every operation, never fused; subnormal
//   inputs and results kept (no flush); a NaN created by an invalid operation is 0x7FC00000; a
//   NaN operand flows through quieted, the first NaN operand in operand order (fp::Config
//   nan_propagate, docs/tgsi.md 12.1, D18).
// * Comparisons: IEEE (NaN unordered: every relation false except "!="; -0 == +0).
// * EX2, LG2, SIN, COS, POW: the shared special-function unit (docs/tgsi.md 12.4, D17, G1).
//   RCP, RSQ, DIV, NRM, sqrt: correctly rounded IEEE division and square root (8.3, 8.4).
#pragma once

#include <cstdint>

#include "tgsi_tables.h"

namespace shaderhw::tgsi::num {

constexpr uint32_t kZero = gen::F32_ZERO;
constexpr uint32_t kHalf = gen::F32_HALF;
constexpr uint32_t kOne = gen::F32_ONE;
constexpr uint32_t kTwo = gen::F32_TWO;
constexpr uint32_t kMinusOne = gen::F32_MINUS_ONE;
constexpr uint32_t kNaN = gen::F32_CANONICAL_NAN;
constexpr uint32_t kSign = 0x80000000u;

uint32_t add(uint32_t a, uint32_t b);
uint32_t sub(uint32_t a, uint32_t b);
uint32_t mul(uint32_t a, uint32_t b);
uint32_t div(uint32_t a, uint32_t b);
uint32_t sqrt(uint32_t a);
uint32_t floor(uint32_t a);  // round toward -inf to an integral value (-0 stays -0)
uint32_t ceil(uint32_t a);   // toward +inf
uint32_t trunc(uint32_t a);  // toward zero

bool lt(uint32_t a, uint32_t b);  // a < b
bool le(uint32_t a, uint32_t b);  // a <= b
bool eq(uint32_t a, uint32_t b);  // a == b
inline bool gt(uint32_t a, uint32_t b) { return lt(b, a); }
inline bool ge(uint32_t a, uint32_t b) { return le(b, a); }
inline bool ne(uint32_t a, uint32_t b) { return !eq(a, b); }
inline bool is_nan(uint32_t a) { return (a & 0x7FFFFFFFu) > 0x7F800000u; }

// int32(floor(a)): NaN -> 0, saturated to [-2^31, 2^31-1] (docs/tgsi.md 8.6, D10).
int32_t floor_to_int(uint32_t a);
uint32_t int_to_float(int32_t a);  // rounded to nearest even

uint32_t ex2(uint32_t a);
uint32_t lg2(uint32_t a);
uint32_t sin(uint32_t a);
uint32_t cos(uint32_t a);
uint32_t pow(uint32_t x, uint32_t y);  // docs/tgsi.md 12.3 (G1)

// Saturation (docs/tgsi.md 10.2).
uint32_t sat_zero_one(uint32_t r);        // (r > 0 ? r : 0) then (t < 1 ? t : 1)
uint32_t sat_minus_plus_one(uint32_t r);  // (r > -1 ? r : -1) then (t < 1 ? t : 1)

// Condition-code class of a written value (docs/tgsi.md 10.3): gen::CcFlag value.
uint8_t cc_class(uint32_t r);

}  // namespace shaderhw::tgsi::num
