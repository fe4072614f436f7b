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
//
// Speed (the interpreter's hot path): add, sub, mul, div, sqrt, floor, floor_to_int (int32 of
// floor: NaN 0, saturated to [-2^31, 2^31-1], docs/tgsi.md 8.6, D10) and the comparisons are
// inline. With SHADERHW_TGSI_HOST_FLOAT (the default on x86-64) those whose operands are not NaN
// are computed by the host's binary32 arithmetic (SSE: every operation correctly rounded, to
// nearest even, subnormals kept while MXCSR has its default value, which execute() sets for the
// run: HostFpEnv in exec.cpp). IEEE 754 fixes every bit of those results, so they are golden/fp's
// (tests/tgsi/numeric_test.cpp compares the two on every class of operand). A NaN operand, and
// the NaN an invalid operation creates (canonical 0x7FC00000 here, 0xFFC00000 on the host), take
// golden/fp's path, as does every other function. golden_tgsi is compiled with -ffp-contract=off
// (a fused multiply-add would round once). Build with -DSHADERHW_TGSI_HOST_FLOAT=0 to run
// everything on golden/fp. The interpreter's ALU works on four lanes at a time (lanes.h F4,
// docs/tgsi.md 12.5); these scalar functions are its lane-by-lane fallback and serve the source
// modifiers and the destination path.
#pragma once

#include <cstdint>
#include <cstring>

#include "tgsi_tables.h"

#ifndef SHADERHW_TGSI_HOST_FLOAT
#if defined(__x86_64__) && defined(__SSE2_MATH__) && __FLT_EVAL_METHOD__ == 0
#define SHADERHW_TGSI_HOST_FLOAT 1
#else
#define SHADERHW_TGSI_HOST_FLOAT 0
#endif
#endif
#if SHADERHW_TGSI_HOST_FLOAT
#include <xmmintrin.h>
#endif

namespace shaderhw::tgsi::num {

constexpr uint32_t kZero = gen::F32_ZERO;
constexpr uint32_t kHalf = gen::F32_HALF;
constexpr uint32_t kOne = gen::F32_ONE;
constexpr uint32_t kTwo = gen::F32_TWO;
constexpr uint32_t kMinusOne = gen::F32_MINUS_ONE;
constexpr uint32_t kNaN = gen::F32_CANONICAL_NAN;
constexpr uint32_t kSign = 0x80000000u;

inline bool is_nan(uint32_t a) { return (a & 0x7FFFFFFFu) > 0x7F800000u; }

// golden/fp (numeric.cpp).
namespace lib {
uint32_t add(uint32_t a, uint32_t b);
uint32_t sub(uint32_t a, uint32_t b);
uint32_t mul(uint32_t a, uint32_t b);
uint32_t div(uint32_t a, uint32_t b);
uint32_t sqrt(uint32_t a);
uint32_t floor(uint32_t a);
int32_t floor_to_int(uint32_t a);
bool lt(uint32_t a, uint32_t b);
bool le(uint32_t a, uint32_t b);
bool eq(uint32_t a, uint32_t b);
}  // namespace lib

#if SHADERHW_TGSI_HOST_FLOAT
namespace host {
inline float f(uint32_t a) {
  float x;
  std::memcpy(&x, &a, sizeof x);
  return x;
}
// The bits of a host result; a NaN here was created by an invalid operation (no operand was NaN).
inline uint32_t bits(float x) {
  uint32_t a;
  std::memcpy(&a, &x, sizeof a);
  return is_nan(a) ? kNaN : a;
}
inline bool ordered(uint32_t a, uint32_t b) { return !is_nan(a) && !is_nan(b); }
}  // namespace host

inline uint32_t add(uint32_t a, uint32_t b) {
  return host::ordered(a, b) ? host::bits(host::f(a) + host::f(b)) : lib::add(a, b);
}
inline uint32_t sub(uint32_t a, uint32_t b) {
  return host::ordered(a, b) ? host::bits(host::f(a) - host::f(b)) : lib::sub(a, b);
}
inline uint32_t mul(uint32_t a, uint32_t b) {
  return host::ordered(a, b) ? host::bits(host::f(a) * host::f(b)) : lib::mul(a, b);
}
inline uint32_t div(uint32_t a, uint32_t b) {
  return host::ordered(a, b) ? host::bits(host::f(a) / host::f(b)) : lib::div(a, b);
}
inline uint32_t sqrt(uint32_t a) {
  return is_nan(a) ? lib::sqrt(a) : host::bits(_mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(host::f(a)))));
}
// Round toward -inf to an integral value: |a| >= 2^23 (and infinities) is integral already;
// below, truncate (exact in int32) and step down when that went up; a zero keeps a's sign.
inline uint32_t floor(uint32_t a) {
  if (is_nan(a)) return lib::floor(a);
  if ((a & 0x7FFFFFFFu) >= 0x4B000000u) return a;
  const float x = host::f(a);
  float t = static_cast<float>(static_cast<int32_t>(x));
  if (t > x) t -= 1.0f;
  return t == 0.0f ? (a & kSign) : host::bits(t);
}
// int32(floor(a)), saturated; NaN 0 (D10).
inline int32_t floor_to_int(uint32_t a) {
  if (is_nan(a)) return 0;
  const float f = host::f(floor(a));
  if (f >= 2147483648.0f) return INT32_MAX;
  if (f < -2147483648.0f) return INT32_MIN;
  return static_cast<int32_t>(f);
}
// Comparisons: the host's are IEEE's for every operand, NaN included (unordered: false).
inline bool lt(uint32_t a, uint32_t b) { return host::f(a) < host::f(b); }
inline bool le(uint32_t a, uint32_t b) { return host::f(a) <= host::f(b); }
inline bool eq(uint32_t a, uint32_t b) { return host::f(a) == host::f(b); }
#else
inline uint32_t add(uint32_t a, uint32_t b) { return lib::add(a, b); }
inline uint32_t sub(uint32_t a, uint32_t b) { return lib::sub(a, b); }
inline uint32_t mul(uint32_t a, uint32_t b) { return lib::mul(a, b); }
inline uint32_t div(uint32_t a, uint32_t b) { return lib::div(a, b); }
inline uint32_t sqrt(uint32_t a) { return lib::sqrt(a); }
inline uint32_t floor(uint32_t a) { return lib::floor(a); }  // -0 stays -0
inline int32_t floor_to_int(uint32_t a) { return lib::floor_to_int(a); }
inline bool lt(uint32_t a, uint32_t b) { return lib::lt(a, b); }
inline bool le(uint32_t a, uint32_t b) { return lib::le(a, b); }
inline bool eq(uint32_t a, uint32_t b) { return lib::eq(a, b); }
#endif

uint32_t ceil(uint32_t a);   // toward +inf
uint32_t trunc(uint32_t a);  // toward zero

inline bool gt(uint32_t a, uint32_t b) { return lt(b, a); }
inline bool ge(uint32_t a, uint32_t b) { return le(b, a); }
inline bool ne(uint32_t a, uint32_t b) { return !eq(a, b); }

uint32_t int_to_float(int32_t a);  // rounded to nearest even

uint32_t ex2(uint32_t a);
uint32_t lg2(uint32_t a);
uint32_t sin(uint32_t a);
uint32_t cos(uint32_t a);
uint32_t pow(uint32_t x, uint32_t y);  // docs/tgsi.md 12.3 (G1)

// Saturation (docs/tgsi.md 10.2).
inline uint32_t sat_zero_one(uint32_t r) {  // (r > 0 ? r : 0) then (t < 1 ? t : 1)
  const uint32_t t = gt(r, kZero) ? r : kZero;
  return lt(t, kOne) ? t : kOne;
}
inline uint32_t sat_minus_plus_one(uint32_t r) {  // (r > -1 ? r : -1) then (t < 1 ? t : 1)
  const uint32_t t = gt(r, kMinusOne) ? r : kMinusOne;
  return lt(t, kOne) ? t : kOne;
}

// Condition-code class of a written value (docs/tgsi.md 10.3): gen::CcFlag value.
inline uint8_t cc_class(uint32_t r) {
  if (is_nan(r)) return static_cast<uint8_t>(gen::CcFlag::UN);
  if ((r & 0x7FFFFFFFu) == 0) return static_cast<uint8_t>(gen::CcFlag::EQ);
  return static_cast<uint8_t>((r & kSign) ? gen::CcFlag::LT : gen::CcFlag::GT);
}

}  // namespace shaderhw::tgsi::num
