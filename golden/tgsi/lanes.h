// TGSI golden model: the four lanes of one component as one value, so that semantics.cpp can
// say an opcode once (`add(mul(A(c), B(c)), C(c))`) and have it run on the quad either way:
//
// * R4, the reference: a loop over the lanes calling golden/fp through num::lib (and the
//   functions of numeric.cpp). No host arithmetic, no SIMD: the straightforward path
//   (ExecOptions::reference).
// * F4, the fast path: with SHADERHW_TGSI_HOST_FLOAT (x86-64), SSE2 on all four lanes at once
//   when no operand lane is a NaN: every IEEE operation the host does is correctly rounded to
//   nearest even with subnormals kept (MXCSR's default modes, which execute() sets), so its bits
//   are golden/fp's; a NaN the operation creates is replaced by the canonical 0x7FC00000
//   (docs/tgsi.md 12.1). When some operand lane is a NaN, the whole operation goes lane by lane
//   through numeric.h's scalar functions (golden/fp for the NaN lanes). Comparisons are the
//   host's ordered compares (IEEE for every operand, NaN included: false; -0 == +0). Functions
//   without a vector form (ex2, lg2, sin, cos, pow, ceil, trunc, conversions) go lane by lane.
//   Without SHADERHW_TGSI_HOST_FLOAT, F4 is a loop over numeric.h's scalar functions.
//
// Each operation is exact lane by lane on its own, so any composition is: nothing here relies
// on reasoning about chains of operations. tests/tgsi/numeric_test.cpp compares every F4 and R4
// operation with golden/fp lane by lane; tests/tgsi/fastpath_test.cpp runs thousands of random
// programs through both paths of the interpreter and compares every register write.
//
// Both types have the same interface: construction from one word (the same in every lane),
// load/store of 4 contiguous words, lane(l), the bitwise operators, and the free functions
// below (found by argument-dependent lookup). A mask (result of a comparison) is a value of the
// same type with each lane all ones (true) or all zeros (false).
#pragma once

#include <cstdint>
#include <cstring>

#include "tgsi/numeric.h"

#if SHADERHW_TGSI_HOST_FLOAT
#include <emmintrin.h>
#endif

// The operations are small and on the hot path: always inlined (GCC and Clang); their lane-by-
// lane fallbacks (some lane a NaN) are out of line.
#if defined(__GNUC__)
#define SHADERHW_TGSI_LANES_INLINE inline __attribute__((always_inline))
#define SHADERHW_TGSI_LANES_COLD __attribute__((noinline, cold))
#else
#define SHADERHW_TGSI_LANES_INLINE inline
#define SHADERHW_TGSI_LANES_COLD
#endif

namespace shaderhw::tgsi::num {

// ---- the scalar numbers each path uses outside the lanes (source modifiers, destination
// ---- modulate and saturation): Lib is golden/fp only, Host numeric.h's (host when not NaN)
struct LibScalar {
  static uint32_t add(uint32_t a, uint32_t b) { return lib::add(a, b); }
  static uint32_t sub(uint32_t a, uint32_t b) { return lib::sub(a, b); }
  static uint32_t mul(uint32_t a, uint32_t b) { return lib::mul(a, b); }
  static uint32_t div(uint32_t a, uint32_t b) { return lib::div(a, b); }
  static bool lt(uint32_t a, uint32_t b) { return lib::lt(a, b); }
  static bool gt(uint32_t a, uint32_t b) { return lib::lt(b, a); }
  static int32_t floor_to_int(uint32_t a) { return lib::floor_to_int(a); }
};
struct HostScalar {
  static uint32_t add(uint32_t a, uint32_t b) { return num::add(a, b); }
  static uint32_t sub(uint32_t a, uint32_t b) { return num::sub(a, b); }
  static uint32_t mul(uint32_t a, uint32_t b) { return num::mul(a, b); }
  static uint32_t div(uint32_t a, uint32_t b) { return num::div(a, b); }
  static bool lt(uint32_t a, uint32_t b) { return num::lt(a, b); }
  static bool gt(uint32_t a, uint32_t b) { return num::gt(a, b); }
  static int32_t floor_to_int(uint32_t a) { return num::floor_to_int(a); }
};

// ---------------------------------------------------------------------------------------------
// Lane-by-lane implementation, shared by R4 (on LibScalar-like functions) and the F4 fallback.
// ---------------------------------------------------------------------------------------------
struct Words4 {
  uint32_t w[4];
};
template <class F>
inline Words4 map1(const Words4& a, F f) {
  return Words4{{f(a.w[0]), f(a.w[1]), f(a.w[2]), f(a.w[3])}};
}
template <class F>
inline Words4 map2(const Words4& a, const Words4& b, F f) {
  return Words4{{f(a.w[0], b.w[0]), f(a.w[1], b.w[1]), f(a.w[2], b.w[2]), f(a.w[3], b.w[3])}};
}
inline uint32_t as_mask(bool b) { return b ? ~0u : 0u; }

// ---------------------------------------------------------------------------------------------
// R4: the reference (golden/fp, lane by lane).
// ---------------------------------------------------------------------------------------------
struct R4 {
  using Scalar = LibScalar;
  Words4 x;
  R4() = default;
  R4(uint32_t s) : x{{s, s, s, s}} {}  // NOLINT: a word stands for the same word in every lane
  explicit R4(const Words4& w) : x(w) {}
  static R4 load(const uint32_t* p) { return R4(Words4{{p[0], p[1], p[2], p[3]}}); }
  void store(uint32_t* p) const { std::memcpy(p, x.w, sizeof x.w); }
  uint32_t lane(int l) const { return x.w[l]; }
  uint8_t lanes() const {  // bit l: lane l of a mask is true
    return static_cast<uint8_t>((x.w[0] & 1) | (x.w[1] & 1) << 1 | (x.w[2] & 1) << 2 |
                                (x.w[3] & 1) << 3);
  }
};
inline R4 operator&(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p & q; })); }
inline R4 operator|(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p | q; })); }
inline R4 operator^(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p ^ q; })); }
inline R4 operator~(R4 a) { return R4(map1(a.x, [](uint32_t p) { return ~p; })); }
inline R4 add(R4 a, R4 b) { return R4(map2(a.x, b.x, lib::add)); }
inline R4 sub(R4 a, R4 b) { return R4(map2(a.x, b.x, lib::sub)); }
inline R4 mul(R4 a, R4 b) { return R4(map2(a.x, b.x, lib::mul)); }
inline R4 div(R4 a, R4 b) { return R4(map2(a.x, b.x, lib::div)); }
inline R4 sqrt(R4 a) { return R4(map1(a.x, lib::sqrt)); }
inline R4 floor(R4 a) { return R4(map1(a.x, lib::floor)); }
inline R4 lt(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(lib::lt(p, q)); })); }
inline R4 le(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(lib::le(p, q)); })); }
inline R4 eq(R4 a, R4 b) { return R4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(lib::eq(p, q)); })); }
// Any other function of one or two words, lane by lane.
template <class F>
inline R4 each_lane(R4 a, F f) {
  return R4(map1(a.x, f));
}
template <class F>
inline R4 each_lane(R4 a, R4 b, F f) {
  return R4(map2(a.x, b.x, f));
}

// ---------------------------------------------------------------------------------------------
// F4: the fast path.
// ---------------------------------------------------------------------------------------------
#if SHADERHW_TGSI_HOST_FLOAT
struct F4 {
  using Scalar = HostScalar;
  __m128i v;
  F4() = default;
  F4(uint32_t s) : v(_mm_set1_epi32(static_cast<int>(s))) {}  // NOLINT: as R4
  explicit F4(__m128i x) : v(x) {}
  static F4 load(const uint32_t* p) { return F4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))); }
  void store(uint32_t* p) const { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  Words4 words() const {
    Words4 w;
    store(w.w);
    return w;
  }
  uint32_t lane(int l) const { return words().w[l]; }
  uint8_t lanes() const { return static_cast<uint8_t>(_mm_movemask_ps(_mm_castsi128_ps(v))); }
  __m128 f() const { return _mm_castsi128_ps(v); }
};
SHADERHW_TGSI_LANES_INLINE F4 operator&(F4 a, F4 b) { return F4(_mm_and_si128(a.v, b.v)); }
SHADERHW_TGSI_LANES_INLINE F4 operator|(F4 a, F4 b) { return F4(_mm_or_si128(a.v, b.v)); }
SHADERHW_TGSI_LANES_INLINE F4 operator^(F4 a, F4 b) { return F4(_mm_xor_si128(a.v, b.v)); }
SHADERHW_TGSI_LANES_INLINE F4 operator~(F4 a) { return F4(_mm_xor_si128(a.v, _mm_set1_epi32(-1))); }

namespace host4 {
SHADERHW_TGSI_LANES_INLINE F4 mask(__m128 m) { return F4(_mm_castps_si128(m)); }
}  // namespace host4

// The lane-by-lane fallbacks: numeric.h's scalar functions (golden/fp for a NaN operand).
namespace host4 {
SHADERHW_TGSI_LANES_COLD inline F4 add_lanes(F4 a, F4 b) {
  return F4::load(map2(a.words(), b.words(), [](uint32_t p, uint32_t q) { return num::add(p, q); }).w);
}
SHADERHW_TGSI_LANES_COLD inline F4 sub_lanes(F4 a, F4 b) {
  return F4::load(map2(a.words(), b.words(), [](uint32_t p, uint32_t q) { return num::sub(p, q); }).w);
}
SHADERHW_TGSI_LANES_COLD inline F4 mul_lanes(F4 a, F4 b) {
  return F4::load(map2(a.words(), b.words(), [](uint32_t p, uint32_t q) { return num::mul(p, q); }).w);
}
SHADERHW_TGSI_LANES_COLD inline F4 div_lanes(F4 a, F4 b) {
  return F4::load(map2(a.words(), b.words(), [](uint32_t p, uint32_t q) { return num::div(p, q); }).w);
}
SHADERHW_TGSI_LANES_COLD inline F4 sqrt_lanes(F4 a) {
  return F4::load(map1(a.words(), [](uint32_t p) { return num::sqrt(p); }).w);
}
SHADERHW_TGSI_LANES_COLD inline F4 floor_lanes(F4 a) {
  return F4::load(map1(a.words(), [](uint32_t p) { return num::floor(p); }).w);
}
}  // namespace host4

// The host's result when none of its lanes is a NaN: then no operand lane was a NaN (a NaN
// operand gives a NaN result) and no operation was invalid (which creates a NaN), so every lane
// is IEEE's correctly rounded value, golden/fp's. When some lane is a NaN, the whole operation is
// done again lane by lane (numeric.h: golden/fp for the NaN lanes), which gives the NaN rules of
// docs/tgsi.md 12.1 (first NaN operand quieted, created NaN 0x7FC00000).
#define SHADERHW_TGSI_HOST_OR(r, fallback)                                                    \
  do {                                                                                        \
    const __m128 r_ = (r);                                                                    \
    if (__builtin_expect(_mm_movemask_ps(_mm_cmpunord_ps(r_, r_)) != 0, 0)) return fallback; \
    return F4(_mm_castps_si128(r_));                                                          \
  } while (0)
SHADERHW_TGSI_LANES_INLINE F4 add(F4 a, F4 b) {
  SHADERHW_TGSI_HOST_OR(_mm_add_ps(a.f(), b.f()), host4::add_lanes(a, b));
}
SHADERHW_TGSI_LANES_INLINE F4 sub(F4 a, F4 b) {
  SHADERHW_TGSI_HOST_OR(_mm_sub_ps(a.f(), b.f()), host4::sub_lanes(a, b));
}
SHADERHW_TGSI_LANES_INLINE F4 mul(F4 a, F4 b) {
  SHADERHW_TGSI_HOST_OR(_mm_mul_ps(a.f(), b.f()), host4::mul_lanes(a, b));
}
SHADERHW_TGSI_LANES_INLINE F4 div(F4 a, F4 b) {
  SHADERHW_TGSI_HOST_OR(_mm_div_ps(a.f(), b.f()), host4::div_lanes(a, b));
}
SHADERHW_TGSI_LANES_INLINE F4 sqrt(F4 a) {
  SHADERHW_TGSI_HOST_OR(_mm_sqrt_ps(a.f()), host4::sqrt_lanes(a));
}
// numeric.h's floor on four lanes: |a| >= 2^23 (and infinities, and NaNs) is a itself; below,
// truncate (exact in int32) and step down when that went up; a zero keeps a's sign. A NaN lane
// (only from a NaN a) goes lane by lane as above.
SHADERHW_TGSI_LANES_INLINE F4 floor(F4 a) {
  const __m128 x = a.f();
  __m128 t = _mm_cvtepi32_ps(_mm_cvttps_epi32(x));
  t = _mm_sub_ps(t, _mm_and_ps(_mm_cmpgt_ps(t, x), _mm_set1_ps(1.0f)));
  const __m128i sign = _mm_and_si128(a.v, _mm_set1_epi32(static_cast<int>(kSign)));
  const __m128i zero = _mm_castps_si128(_mm_cmpeq_ps(t, _mm_setzero_ps()));
  __m128i r = _mm_or_si128(_mm_andnot_si128(zero, _mm_castps_si128(t)), _mm_and_si128(zero, sign));
  const __m128i big = _mm_cmpgt_epi32(_mm_and_si128(a.v, _mm_set1_epi32(0x7FFFFFFF)),
                                      _mm_set1_epi32(0x4AFFFFFF));
  r = _mm_or_si128(_mm_andnot_si128(big, r), _mm_and_si128(big, a.v));
  SHADERHW_TGSI_HOST_OR(_mm_castsi128_ps(r), host4::floor_lanes(a));
}
#undef SHADERHW_TGSI_HOST_OR
SHADERHW_TGSI_LANES_INLINE F4 lt(F4 a, F4 b) { return host4::mask(_mm_cmplt_ps(a.f(), b.f())); }
SHADERHW_TGSI_LANES_INLINE F4 le(F4 a, F4 b) { return host4::mask(_mm_cmple_ps(a.f(), b.f())); }
SHADERHW_TGSI_LANES_INLINE F4 eq(F4 a, F4 b) { return host4::mask(_mm_cmpeq_ps(a.f(), b.f())); }
template <class F>
SHADERHW_TGSI_LANES_INLINE F4 each_lane(F4 a, F f) {
  return F4::load(map1(a.words(), f).w);
}
template <class F>
SHADERHW_TGSI_LANES_INLINE F4 each_lane(F4 a, F4 b, F f) {
  return F4::load(map2(a.words(), b.words(), f).w);
}
#else
// Without the host path: numeric.h's scalar functions (golden/fp) lane by lane.
struct F4 {
  using Scalar = HostScalar;
  Words4 x;
  F4() = default;
  F4(uint32_t s) : x{{s, s, s, s}} {}  // NOLINT: as R4
  explicit F4(const Words4& w) : x(w) {}
  static F4 load(const uint32_t* p) { return F4(Words4{{p[0], p[1], p[2], p[3]}}); }
  void store(uint32_t* p) const { std::memcpy(p, x.w, sizeof x.w); }
  uint32_t lane(int l) const { return x.w[l]; }
  uint8_t lanes() const {
    return static_cast<uint8_t>((x.w[0] & 1) | (x.w[1] & 1) << 1 | (x.w[2] & 1) << 2 |
                                (x.w[3] & 1) << 3);
  }
};
inline F4 operator&(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p & q; })); }
inline F4 operator|(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p | q; })); }
inline F4 operator^(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return p ^ q; })); }
inline F4 operator~(F4 a) { return F4(map1(a.x, [](uint32_t p) { return ~p; })); }
inline F4 add(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return num::add(p, q); })); }
inline F4 sub(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return num::sub(p, q); })); }
inline F4 mul(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return num::mul(p, q); })); }
inline F4 div(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return num::div(p, q); })); }
inline F4 sqrt(F4 a) { return F4(map1(a.x, [](uint32_t p) { return num::sqrt(p); })); }
inline F4 floor(F4 a) { return F4(map1(a.x, [](uint32_t p) { return num::floor(p); })); }
inline F4 lt(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(num::lt(p, q)); })); }
inline F4 le(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(num::le(p, q)); })); }
inline F4 eq(F4 a, F4 b) { return F4(map2(a.x, b.x, [](uint32_t p, uint32_t q) { return as_mask(num::eq(p, q)); })); }
template <class F>
inline F4 each_lane(F4 a, F f) {
  return F4(map1(a.x, f));
}
template <class F>
inline F4 each_lane(F4 a, F4 b, F f) {
  return F4(map2(a.x, b.x, f));
}
#endif

// ---- derived, the same for both types (plain overloads: a word converts to either type) ----
#define SHADERHW_TGSI_DERIVED(V)                                                   \
  SHADERHW_TGSI_LANES_INLINE V gt(V a, V b) { return lt(b, a); }                   \
  SHADERHW_TGSI_LANES_INLINE V ge(V a, V b) { return le(b, a); }                   \
  SHADERHW_TGSI_LANES_INLINE V ne(V a, V b) { return ~eq(a, b); }                  \
  /* lane by lane: m ? a : b (m a mask) */                                         \
  SHADERHW_TGSI_LANES_INLINE V select(V m, V a, V b) { return (a & m) | (b & ~m); }
SHADERHW_TGSI_DERIVED(R4)
SHADERHW_TGSI_DERIVED(F4)
#undef SHADERHW_TGSI_DERIVED

}  // namespace shaderhw::tgsi::num
