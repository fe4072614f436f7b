// golden/tgsi/numeric.h against golden/fp: add, sub, mul, div, sqrt, floor and the comparisons
// give golden/fp's bits on every class of binary32 operand (zeros, subnormals, normals of every
// exponent, the largest finite values, infinities, quiet and signalling NaNs, near-equal pairs
// that cancel, exact halfway cases). With SHADERHW_TGSI_HOST_FLOAT (x86-64) most of them come
// from the host's arithmetic: this is the test that it is bit for bit golden/fp's (docs/tgsi.md
// 12.1). And execute() runs with MXCSR's default modes whatever the caller set (HostFpEnv).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include "core/rng.h"
#include "fp/fp.h"
#include "test_util.h"
#include "tgsi/lanes.h"
#include "tgsi/numeric.h"

namespace shaderhw::tgsi {
namespace {

// docs/tgsi.md 12.1 on golden/fp: nearest even, subnormals kept, NaN operands propagated quieted,
// created NaN 0x7FC00000.
constexpr fp::Config kFp{fp::Round::RNE, false, true, 0x7FC00000u, 0x7E00u};
constexpr fp::Config kDown{fp::Round::RDN, false, true, 0x7FC00000u, 0x7E00u};
constexpr fp::Format F32 = fp::Format::F32;

using Rand = shaderhw::Rng;  // harness/core/rng.h

// An operand of a random class.
uint32_t operand(Rand& r) {
  const uint32_t sign = r.below(2) << 31;
  switch (r.below(12)) {
    case 0: return sign;                                          // +-0
    case 1: return sign | (1 + r.below(0x7FFFFF));               // subnormal
    case 2: return sign | 0x7F800000u;                            // +-inf
    case 3: return sign | 0x7FC00000u | r.below(0x400000);       // quiet NaN
    case 4: return sign | 0x7F800000u | (1 + r.below(0x3FFFFF));  // signalling NaN
    case 5: return sign | (0x7F7FFFFFu - r.below(64));            // the largest finite values
    case 6: return sign | (r.below(4) << 23) | r.below(0x800000);  // smallest normals
    case 7: {  // a small integer
      float f = static_cast<float>(static_cast<int>(r.below(33)) - 16);
      uint32_t u;
      std::memcpy(&u, &f, sizeof u);
      return u;
    }
    case 8: return sign | ((120 + r.below(16)) << 23) | r.below(0x800000);  // around 1
    default: return static_cast<uint32_t>(r.next());                        // any bits
  }
}

// A second operand related to the first: equal up to a few ulps (cancellation), or a power of
// two apart (halfway cases of the sum), or unrelated.
uint32_t partner(Rand& r, uint32_t a) {
  switch (r.below(4)) {
    case 0: return (a ^ (r.below(2) << 31)) + r.below(5) - 2;
    case 1: return ((a & 0x7F800000u) > (25u << 23) ? (a & 0xFF800000u) - (24u << 23) : a) ^
                   (r.below(2) << 31);
    default: return operand(r);
  }
}

TEST(Numeric, HostArithmeticIsGoldenFp) {
  Rand r{12345};
  for (int i = 0; i < 1000000; ++i) {
    const uint32_t a = operand(r), b = partner(r, a);
    ASSERT_EQ(num::add(a, b), fp::add(F32, a, b, kFp).bits) << std::hex << a << " + " << b;
    ASSERT_EQ(num::sub(a, b), fp::sub(F32, a, b, kFp).bits) << std::hex << a << " - " << b;
    ASSERT_EQ(num::mul(a, b), fp::mul(F32, a, b, kFp).bits) << std::hex << a << " * " << b;
    ASSERT_EQ(num::div(a, b), fp::div(F32, a, b, kFp).bits) << std::hex << a << " / " << b;
    ASSERT_EQ(num::sqrt(a), fp::sqrt(F32, a, kFp).bits) << std::hex << "sqrt " << a;
    ASSERT_EQ(num::floor(a), fp::rint(F32, a, false, kDown).bits) << std::hex << "floor " << a;
    ASSERT_EQ(static_cast<uint32_t>(num::floor_to_int(a)), fp::f2i(F32, a, kDown).bits)
        << std::hex << "int32(floor " << a << ")";
    ASSERT_EQ(num::lt(a, b), fp::cmp(F32, a, b, fp::CmpCond::LT, false, kFp).bits != 0)
        << std::hex << a << " < " << b;
    ASSERT_EQ(num::le(a, b), fp::cmp(F32, a, b, fp::CmpCond::LE, false, kFp).bits != 0)
        << std::hex << a << " <= " << b;
    ASSERT_EQ(num::eq(a, b), fp::cmp(F32, a, b, fp::CmpCond::EQ, false, kFp).bits != 0)
        << std::hex << a << " == " << b;
  }
}

// The four-lane operations of lanes.h (F4: the fast path, SSE on the host when no lane is a NaN;
// R4: the reference) give golden/fp's bits in every lane, whatever the other lanes hold: lanes
// drawn independently, so that one NaN lane sends a whole operation down the lane-by-lane
// fallback next to ordinary lanes.
template <class V>
void check_lanes(uint64_t seed, const char* name) {
  Rand r{seed};
  const auto cmp = [](uint32_t a, uint32_t b, fp::CmpCond c) {
    return fp::cmp(F32, a, b, c, false, kFp).bits != 0 ? ~0u : 0u;
  };
  for (int i = 0; i < 200000; ++i) {
    uint32_t a[4], b[4], m[4];
    const bool ordinary = r.below(2);  // half the vectors without special lanes at all
    for (int l = 0; l < 4; ++l) {
      a[l] = ordinary ? (r.below(2) << 31) | ((100 + r.below(56)) << 23) | r.below(0x800000)
                      : operand(r);
      b[l] = ordinary ? (r.below(2) << 31) | ((100 + r.below(56)) << 23) | r.below(0x800000)
                      : partner(r, a[l]);
      m[l] = r.below(2) ? ~0u : 0u;
    }
    const V va = V::load(a), vb = V::load(b), vm = V::load(m);
    uint32_t got[14][4];
    num::add(va, vb).store(got[0]);
    num::sub(va, vb).store(got[1]);
    num::mul(va, vb).store(got[2]);
    num::div(va, vb).store(got[3]);
    num::sqrt(va).store(got[4]);
    num::floor(va).store(got[5]);
    num::lt(va, vb).store(got[6]);
    num::le(va, vb).store(got[7]);
    num::eq(va, vb).store(got[8]);
    num::gt(va, vb).store(got[9]);
    num::ge(va, vb).store(got[10]);
    num::ne(va, vb).store(got[11]);
    num::select(vm, va, vb).store(got[12]);
    num::each_lane(va, vb, [](uint32_t x, uint32_t y) { return x * 3 + y; }).store(got[13]);
    EXPECT_EQ(num::lt(va, vb).lanes(), (got[6][0] & 1) | (got[6][1] & 2) | (got[6][2] & 4) | (got[6][3] & 8));
    for (int l = 0; l < 4; ++l) {
      const uint32_t x = a[l], y = b[l];
      const uint32_t want[14] = {fp::add(F32, x, y, kFp).bits,
                                 fp::sub(F32, x, y, kFp).bits,
                                 fp::mul(F32, x, y, kFp).bits,
                                 fp::div(F32, x, y, kFp).bits,
                                 fp::sqrt(F32, x, kFp).bits,
                                 fp::rint(F32, x, false, kDown).bits,
                                 cmp(x, y, fp::CmpCond::LT),
                                 cmp(x, y, fp::CmpCond::LE),
                                 cmp(x, y, fp::CmpCond::EQ),
                                 cmp(y, x, fp::CmpCond::LT),
                                 cmp(y, x, fp::CmpCond::LE),
                                 ~cmp(x, y, fp::CmpCond::EQ),
                                 m[l] ? x : y,
                                 x * 3 + y};
      for (int k = 0; k < 14; ++k)
        ASSERT_EQ(got[k][l], want[k]) << name << " operation " << k << " lane " << l << std::hex
                                      << ": " << a[0] << " " << a[1] << " " << a[2] << " " << a[3]
                                      << " / " << b[0] << " " << b[1] << " " << b[2] << " " << b[3];
    }
  }
}

TEST(Numeric, FourLaneFastPathIsGoldenFp) {
#if defined(__x86_64__)
  const unsigned saved = _mm_getcsr();
  _mm_setcsr(0x1F80);  // what execute() sets for the run (HostFpEnv)
#endif
  check_lanes<num::F4>(777, "F4");
#if defined(__x86_64__)
  _mm_setcsr(saved);
#endif
}

TEST(Numeric, FourLaneReferenceIsGoldenFp) { check_lanes<num::R4>(778, "R4"); }

// floor and int32(floor) near their edges: a sample of every exponent from 2^-3 to 2^25 and
// around 2^31 (saturation), and the zeros.
TEST(Numeric, FloorEdges) {
  for (uint32_t e : {124u, 125u, 126u, 127u, 128u, 129u, 130u, 140u, 148u, 149u, 150u, 151u, 152u,
                     157u, 158u, 159u})
    for (uint32_t m = 0; m < 0x800000; m += 0x1FF)
      for (uint32_t s : {0u, 0x80000000u}) {
        const uint32_t a = s | e << 23 | m;
        ASSERT_EQ(num::floor(a), fp::rint(F32, a, false, kDown).bits) << std::hex << a;
        ASSERT_EQ(static_cast<uint32_t>(num::floor_to_int(a)), fp::f2i(F32, a, kDown).bits)
            << std::hex << a;
      }
  EXPECT_EQ(num::floor(0x80000000u), 0x80000000u);
  EXPECT_EQ(num::floor(0x00000001u), 0u);
  EXPECT_EQ(num::floor(0x80000001u), test::bits(-1.0f));
}

#if defined(__x86_64__)
// A caller with flush-to-zero, denormals-are-zero and rounding toward zero set: the run still
// keeps subnormals and rounds to nearest even, and the caller gets its modes back.
TEST(Numeric, ExecuteSetsTheDefaultFloatingPointModes) {
  Machine m;
  test::set_all(m.in[0], 0x00000003u, test::bits(1.0f), 0u, 0u);  // 3 * 2^-149, 1
  test::set_all(m.in[1], 0x00000003u, 0x33800001u, 0u, 0u);         // 3 * 2^-149, 2^-24 (1 + 2^-23)
  const unsigned saved = _mm_getcsr();
  const unsigned caller = (saved & ~0xE040u) | 0x8040u | 0x6000u;  // FTZ, DAZ, toward zero
  _mm_setcsr(caller);
  test::run("ADD OUT[0], IN[0], IN[1]\nMUL OUT[1], IN[0], IN[0].yyyy", m);
  const unsigned after = _mm_getcsr();
  _mm_setcsr(saved);
  EXPECT_EQ(after & ~0x3Fu, caller & ~0x3Fu);  // the caller's modes (the flags may differ)
  // 6 * 2^-149 (DAZ would give 0); 1 + 2^-24 + 2^-47 is above the halfway point: 1 + 2^-23
  // (toward zero would give 1); 3 * 2^-149 * 1 (FTZ or DAZ would give 0).
  EXPECT_EQ(test::lane_of(m.out[0], 0), test::raw4(0x00000006u, 0x3F800001u, 0u, 0u));
  EXPECT_EQ(test::lane_of(m.out[1], 0).c[0], 0x00000003u);
}
#endif

}  // namespace
}  // namespace shaderhw::tgsi
