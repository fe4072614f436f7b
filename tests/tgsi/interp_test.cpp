// The interpreter, opcode group by opcode group (docs/tgsi.md 8), the source path (9), the
// destination path (10), the special values of 12.2, and one test per defect of the 2007
// interpreter that the project does not reproduce (16). Every expected value is worked out by
// hand from the document (exact binary32 values, or the error bound of 12.4 where a result is
// not exact).
#include <gtest/gtest.h>

#include <cmath>

#include "test_util.h"
#include "tgsi/exec_internal.h"

namespace shaderhw::tgsi {
namespace {

using test::bits;
using test::lane_of;
using test::raw4;
using test::V4;
using test::v4;

// Runs one instruction with IN[0..2] = a, b, c in every lane; returns OUT[0] (the same in every
// lane, checked).
V4 op(const std::string& insn, V4 a, V4 b = V4{{0, 0, 0, 0}}, V4 c = V4{{0, 0, 0, 0}}) {
  Machine m;
  test::set_all(m.in[0], a.c[0], a.c[1], a.c[2], a.c[3]);
  test::set_all(m.in[1], b.c[0], b.c[1], b.c[2], b.c[3]);
  test::set_all(m.in[2], c.c[0], c.c[1], c.c[2], c.c[3]);
  test::run(insn, m);
  for (int l = 1; l < 4; ++l) EXPECT_EQ(lane_of(m.out[0], l), lane_of(m.out[0], 0)) << insn;
  return lane_of(m.out[0], 0);
}
V4 splat(float f) { return v4(f, f, f, f); }
V4 rsplat(uint32_t u) { return raw4(u, u, u, u); }

// ---- 8.1 moves and component-wise arithmetic ------------------------------------------------
TEST(Alu, MovesCopyBits) {
  const V4 a = raw4(0x7F800001u, 0xFFC00123u, test::kNegZero, bits(1.5f));  // sNaN, -qNaN, -0
  EXPECT_EQ(op("MOV OUT[0], IN[0]", a), a);
  EXPECT_EQ(op("ABS OUT[0], IN[0]", a), raw4(0x7F800001u, 0x7FC00123u, 0u, bits(1.5f)));
  EXPECT_EQ(op("NEGATE OUT[0], IN[0]", a), raw4(0xFF800001u, 0x7FC00123u, 0u, bits(-1.5f)));
}

TEST(Alu, AddSubMulMad) {
  const V4 a = v4(1.5f, -2.0f, 0.25f, 3.0f), b = v4(2.5f, 0.5f, -0.25f, -3.0f);
  EXPECT_EQ(op("ADD OUT[0], IN[0], IN[1]", a, b), v4(4.0f, -1.5f, 0.0f, 0.0f));
  EXPECT_EQ(op("SUB OUT[0], IN[0], IN[1]", a, b), v4(-1.0f, -2.5f, 0.5f, 6.0f));
  EXPECT_EQ(op("MUL OUT[0], IN[0], IN[1]", a, b), v4(3.75f, -1.0f, -0.0625f, -9.0f));
  EXPECT_EQ(op("MAD OUT[0], IN[0], IN[1], IN[2]", a, b, splat(1.0f)),
            v4(4.75f, 0.0f, 0.9375f, -8.0f));
}

TEST(Alu, MadIsNotFused) {
  // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 rounds (tie, even) to 1 + 2^-11; minus 1 + 2^-11 is +0.
  // A fused multiply-add would give 2^-24.
  const uint32_t a = 0x3F800800u, c = 0xBF801000u;
  EXPECT_EQ(op("MAD OUT[0], IN[0], IN[1], IN[2]", rsplat(a), rsplat(a), rsplat(c)), rsplat(0u));
}

TEST(Alu, LerpUsesTheInterpreterOrder) {
  // a*(b-c)+c: 0.5*2+2 = 3, 0.25*8+0 = 2, 0*(-4)+6 = 6, 1*(-2)+5 = 3.
  EXPECT_EQ(op("LRP OUT[0], IN[0], IN[1], IN[2]", v4(0.5f, 0.25f, 0.0f, 1.0f),
               v4(4.0f, 8.0f, 2.0f, 3.0f), v4(2.0f, 0.0f, 6.0f, 5.0f)),
            v4(3.0f, 2.0f, 6.0f, 3.0f));
}

TEST(Alu, MinMaxDocumentedForms) {
  const uint32_t nan = 0x7FC00001u;  // a payload that must come through unchanged (selection)
  // 12.2: MIN(NaN,1) = 1, MIN(1,NaN) = NaN, MIN(-0,+0) = +0, MIN(+0,-0) = -0.
  EXPECT_EQ(op("MIN OUT[0], IN[0], IN[1]", raw4(nan, bits(1.0f), test::kNegZero, 0u),
               raw4(bits(1.0f), nan, 0u, test::kNegZero)),
            raw4(bits(1.0f), nan, 0u, test::kNegZero));
  // MAX(NaN,1) = 1, MAX(1,NaN) = NaN; equal zeros give the second operand.
  EXPECT_EQ(op("MAX OUT[0], IN[0], IN[1]", raw4(nan, bits(1.0f), test::kNegZero, bits(2.0f)),
               raw4(bits(1.0f), nan, 0u, bits(3.0f))),
            raw4(bits(1.0f), nan, 0u, bits(3.0f)));
}

TEST(Alu, ClampPassesNaN) {
  EXPECT_EQ(op("CLAMP OUT[0], IN[0], IN[1], IN[2]", raw4(0x7FC00002u, bits(-1.0f), bits(2.0f), bits(0.5f)),
               splat(0.0f), splat(1.0f)),
            raw4(0x7FC00002u, 0u, bits(1.0f), bits(0.5f)));
}

TEST(Alu, RoundingToIntegral) {
  EXPECT_EQ(op("FLR OUT[0], IN[0]", raw4(bits(-1.5f), test::kNegZero, bits(2.5f), bits(-0.25f))),
            raw4(bits(-2.0f), test::kNegZero, bits(2.0f), bits(-1.0f)));
  EXPECT_EQ(op("CEIL OUT[0], IN[0]", v4(-0.5f, 1.25f, -2.0f, 0.0f)),
            raw4(test::kNegZero, bits(2.0f), bits(-2.0f), 0u));
  EXPECT_EQ(op("TRUNC OUT[0], IN[0]", v4(-2.7f, 2.7f, -0.5f, 7.0f)),
            raw4(bits(-2.0f), bits(2.0f), test::kNegZero, bits(7.0f)));
  // FRC: -1.25 -> 0.75; -1e-8 -> 1.0 (the subtraction rounds up); +inf -> NaN (inf - inf).
  EXPECT_EQ(op("FRC OUT[0], IN[0]", raw4(bits(-1.25f), bits(-1e-8f), test::kPosInf, bits(3.5f))),
            raw4(bits(0.75f), bits(1.0f), test::kNaN, bits(0.5f)));
  // ROUND: 2.5 -> 3, -0.5 -> +0, -1.5 -> -1, 0.49999997 (0x3EFFFFFF) -> 1.
  EXPECT_EQ(op("ROUND OUT[0], IN[0]", raw4(bits(2.5f), bits(-0.5f), bits(-1.5f), 0x3EFFFFFFu)),
            v4(3.0f, 0.0f, -1.0f, 1.0f));
}

TEST(Alu, Selections) {
  const V4 b = v4(10.0f, 11.0f, 12.0f, 13.0f), c = v4(20.0f, 21.0f, 22.0f, 23.0f);
  // CMP: a < 0 ? b : c; -0 and NaN select c.
  EXPECT_EQ(op("CMP OUT[0], IN[0], IN[1], IN[2]", raw4(bits(-1.0f), test::kNegZero, test::kNaN, bits(2.0f)), b, c),
            v4(10.0f, 21.0f, 22.0f, 23.0f));
  // CND: c > 0.5 ? a : b (the condition is the third operand).
  EXPECT_EQ(op("CND OUT[0], IN[1], IN[2], IN[0]", raw4(bits(0.6f), bits(0.5f), test::kNaN, bits(1.0f)), b, c),
            v4(10.0f, 21.0f, 22.0f, 13.0f));
  // CND0: c >= 0 ? a : b.
  EXPECT_EQ(op("CND0 OUT[0], IN[1], IN[2], IN[0]", raw4(0u, test::kNegZero, bits(-1.0f), test::kNaN), b, c),
            v4(10.0f, 11.0f, 22.0f, 23.0f));
  // SSG: 1, -1, +0 for -0 and NaN.
  EXPECT_EQ(op("SSG OUT[0], IN[0]", raw4(bits(2.0f), bits(-3.0f), test::kNegZero, test::kNaN)),
            v4(1.0f, -1.0f, 0.0f, 0.0f));
}

// ---- 8.2 set-on-compare ------------------------------------------------------------------------
TEST(Alu, SetOnCompare) {
  const V4 a = raw4(bits(1.0f), bits(2.0f), test::kNaN, bits(-0.0f));
  const V4 b = raw4(bits(2.0f), bits(2.0f), bits(1.0f), bits(0.0f));
  EXPECT_EQ(op("SLT OUT[0], IN[0], IN[1]", a, b), v4(1.0f, 0.0f, 0.0f, 0.0f));
  EXPECT_EQ(op("SGE OUT[0], IN[0], IN[1]", a, b), v4(0.0f, 1.0f, 0.0f, 1.0f));
  EXPECT_EQ(op("SGT OUT[0], IN[0], IN[1]", a, b), v4(0.0f, 0.0f, 0.0f, 0.0f));
  EXPECT_EQ(op("SLE OUT[0], IN[0], IN[1]", a, b), v4(1.0f, 1.0f, 0.0f, 1.0f));
  EXPECT_EQ(op("SEQ OUT[0], IN[0], IN[1]", a, b), v4(0.0f, 1.0f, 0.0f, 1.0f));
  EXPECT_EQ(op("SNE OUT[0], IN[0], IN[1]", a, b), v4(1.0f, 0.0f, 1.0f, 0.0f));
  EXPECT_EQ(op("SFL OUT[0], IN[0], IN[1]", a, b), splat(0.0f));
  EXPECT_EQ(op("STR OUT[0], IN[0], IN[1]", a, b), splat(1.0f));
}

// ---- 8.3 dot products and vector operations --------------------------------------------------
TEST(Alu, DotProducts) {
  const V4 a = v4(1.0f, 2.0f, 3.0f, 4.0f), b = v4(5.0f, 6.0f, 7.0f, 8.0f);
  EXPECT_EQ(op("DP2 OUT[0], IN[0], IN[1]", a, b), splat(17.0f));          // 5 + 12
  EXPECT_EQ(op("DP3 OUT[0], IN[0], IN[1]", a, b), splat(38.0f));          // + 21
  EXPECT_EQ(op("DP4 OUT[0], IN[0], IN[1]", a, b), splat(70.0f));          // + 32
  EXPECT_EQ(op("DPH OUT[0], IN[0], IN[1]", a, b), splat(46.0f));          // 38 + b.w
  EXPECT_EQ(op("DP2A OUT[0], IN[0], IN[1], IN[2]", a, b, v4(0.5f, 9.0f, 9.0f, 9.0f)),
            splat(17.5f));                                                // 17 + c.x
  // Left to right, each step rounded: (2^24 + 1) rounds to 2^24, minus 2^24 gives +0.
  EXPECT_EQ(op("DP3 OUT[0], IN[0], IN[1]", v4(16777216.0f, 1.0f, -16777216.0f, 0.0f), splat(1.0f)),
            splat(0.0f));
}

TEST(Alu, VectorOperations) {
  // XPD (1,2,3) x (4,5,6) = (2*6-3*5, 3*4-1*6, 1*5-2*4, 1) = (-3, 6, -3, 1).
  EXPECT_EQ(op("XPD OUT[0], IN[0], IN[1]", v4(1.0f, 2.0f, 3.0f, 9.0f), v4(4.0f, 5.0f, 6.0f, 9.0f)),
            v4(-3.0f, 6.0f, -3.0f, 1.0f));
  // DST (., 4, 4, .) (., 0.5, ., 0.5) = (1, 2, 4, 0.5).
  EXPECT_EQ(op("DST OUT[0], IN[0], IN[1]", v4(9.0f, 4.0f, 4.0f, 9.0f), v4(9.0f, 0.5f, 9.0f, 0.5f)),
            v4(1.0f, 2.0f, 4.0f, 0.5f));
  // NRM (3, 4, 0): t = 5; (3/5, 4/5, 0, 1) with correctly rounded divisions (= 0.6f, 0.8f).
  EXPECT_EQ(op("NRM OUT[0], IN[0]", v4(3.0f, 4.0f, 0.0f, 7.0f)), v4(0.6f, 0.8f, 0.0f, 1.0f));
  // RFL a = (0,0,1), b = (1,2,-1): n = 1, m = -1, k = -2: (0*-2-1, 0*-2-2, 1*-2+1, 1).
  EXPECT_EQ(op("RFL OUT[0], IN[0], IN[1]", v4(0.0f, 0.0f, 1.0f, 5.0f), v4(1.0f, 2.0f, -1.0f, 5.0f)),
            v4(-1.0f, -2.0f, -1.0f, 1.0f));
  // X2D a = (1,2), b = (3,4), c = (1,2,3,4): x = 3+8+1 = 12, y = 9+16+2 = 27.
  EXPECT_EQ(op("X2D OUT[0], IN[0], IN[1], IN[2]", v4(1.0f, 2.0f, 0.0f, 0.0f), v4(3.0f, 4.0f, 0.0f, 0.0f),
               v4(1.0f, 2.0f, 3.0f, 4.0f)),
            v4(12.0f, 27.0f, 12.0f, 27.0f));
  // DIV component-wise: 1/4, 1/0 = +inf, 0/0 = NaN (created: 0x7FC00000), -6/3.
  EXPECT_EQ(op("DIV OUT[0], IN[0], IN[1]", v4(1.0f, 1.0f, 0.0f, -6.0f), v4(4.0f, 0.0f, 0.0f, 3.0f)),
            raw4(bits(0.25f), test::kPosInf, test::kNaN, bits(-2.0f)));
}

// ---- 8.4 scalar operations -----------------------------------------------------------------
TEST(Alu, ReciprocalAndSquareRoot) {
  EXPECT_EQ(op("RCP OUT[0], IN[0]", v4(4.0f, 9.0f, 9.0f, 9.0f)), splat(0.25f));
  EXPECT_EQ(op("RCP OUT[0], IN[0].yyyy", raw4(0u, test::kNegZero, 0u, 0u)), rsplat(test::kNegInf));
  EXPECT_EQ(op("RCP OUT[0], IN[0].z", raw4(0u, 0u, test::kPosInf, 0u)), rsplat(0u));
  EXPECT_EQ(op("RSQ OUT[0], IN[0]", v4(4.0f, 1.0f, 1.0f, 1.0f)), splat(0.5f));
  EXPECT_EQ(op("RSQ OUT[0], IN[0]", v4(-4.0f, 1.0f, 1.0f, 1.0f)), splat(0.5f));  // |x| (D9)
  EXPECT_EQ(op("RSQ OUT[0], IN[0]", raw4(test::kNegZero, 0, 0, 0)), rsplat(test::kPosInf));
  EXPECT_EQ(op("RSQ OUT[0], IN[0]", raw4(test::kPosInf, 0, 0, 0)), rsplat(0u));
  // RSQ(2): sqrt(2) rounds to 0x3FB504F3 (1.41421353816986); 1 / that = 0.7071067933 lies
  // below the midpoint 0.7071067989 of 0x3F3504F3 and 0x3F3504F4, so 0x3F3504F3.
  EXPECT_EQ(op("RSQ OUT[0], IN[0]", v4(2.0f, 0, 0, 0)), rsplat(0x3F3504F3u));
}

TEST(Alu, RcpClamped) {
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(0u, 0, 0, 0)), rsplat(0x5F800000u));              // +2^64
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(test::kNegZero, 0, 0, 0)), rsplat(0xDF800000u));  // -2^64
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(test::kPosInf, 0, 0, 0)), rsplat(0x1F800000u));   // 2^-64
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(test::kNegInf, 0, 0, 0)), rsplat(0x9F800000u));
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(0x62800000u, 0, 0, 0)), rsplat(0x1F800000u));    // 1/2^70
  EXPECT_EQ(op("RCC OUT[0], IN[0]", v4(4.0f, 0, 0, 0)), splat(0.25f));
  EXPECT_EQ(op("RCC OUT[0], IN[0]", raw4(test::kNaN, 0, 0, 0)), rsplat(test::kNaN));
}

TEST(Alu, TranscendentalExactCases) {
  // 12.4: EX2 of an integer in [-149, 127] is exact; LG2 of a power of two is exact.
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(3.0f, 0, 0, 0)), splat(8.0f));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(0.0f, 0, 0, 0)), splat(1.0f));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(-149.0f, 0, 0, 0)), rsplat(0x00000001u));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(127.0f, 0, 0, 0)), rsplat(0x7F000000u));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(128.0f, 0, 0, 0)), rsplat(test::kPosInf));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", v4(-150.0f, 0, 0, 0)), rsplat(0u));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", raw4(test::kNegInf, 0, 0, 0)), rsplat(0u));
  EXPECT_EQ(op("EX2 OUT[0], IN[0]", raw4(test::kPosInf, 0, 0, 0)), rsplat(test::kPosInf));
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", v4(8.0f, 0, 0, 0)), splat(3.0f));
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", v4(8192.0f, 0, 0, 0)), splat(13.0f));  // not 12.999999
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", v4(1.0f, 0, 0, 0)), rsplat(0u));
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", raw4(test::kNegZero, 0, 0, 0)), rsplat(test::kNegInf));
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", v4(-1.0f, 0, 0, 0)), rsplat(test::kNaN));
  EXPECT_EQ(op("LG2 OUT[0], IN[0]", raw4(test::kPosInf, 0, 0, 0)), rsplat(test::kPosInf));
  EXPECT_EQ(op("SIN OUT[0], IN[0]", raw4(test::kNegZero, 0, 0, 0)), rsplat(test::kNegZero));
  EXPECT_EQ(op("COS OUT[0], IN[0]", v4(0.0f, 0, 0, 0)), splat(1.0f));
  EXPECT_EQ(op("SIN OUT[0], IN[0]", raw4(test::kPosInf, 0, 0, 0)), rsplat(test::kNaN));
}

TEST(Alu, TranscendentalBounds) {
  // 12.4: SIN/COS absolute error <= 2^-22 for |x| <= 100 pi; EX2/LG2 relative error <= 2^-22.
  const double tol = std::ldexp(1.0, -22);
  for (float x : {0.5f, 1.5707964f, 3.1415927f, -2.0f, 100.0f, 314.0f}) {
    EXPECT_NEAR(test::flt(op("SIN OUT[0], IN[0]", v4(x, 0, 0, 0)).c[0]), std::sin(double(x)), tol) << x;
    EXPECT_NEAR(test::flt(op("COS OUT[0], IN[0]", v4(x, 0, 0, 0)).c[0]), std::cos(double(x)), tol) << x;
  }
  for (float x : {0.3f, 2.5f, -7.25f, 100.1f}) {
    const double want = std::exp2(double(x));
    EXPECT_NEAR(test::flt(op("EX2 OUT[0], IN[0]", v4(x, 0, 0, 0)).c[0]), want, want * tol) << x;
  }
  for (float x : {0.3f, 3.0f, 12.0f, 1e20f}) {
    const double want = std::log2(double(x));
    EXPECT_NEAR(test::flt(op("LG2 OUT[0], IN[0]", v4(x, 0, 0, 0)).c[0]), want, std::fabs(want) * tol) << x;
  }
}

TEST(Alu, PowSpecialCases) {
  // 12.3.
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(2.0f, 0, 0, 0), v4(10.0f, 0, 0, 0)), splat(1024.0f));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(0.0f, 0, 0, 0), v4(2.0f, 0, 0, 0)), rsplat(0u));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(0.0f, 0, 0, 0), v4(-1.0f, 0, 0, 0)), rsplat(test::kPosInf));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(-2.0f, 0, 0, 0), v4(2.0f, 0, 0, 0)), rsplat(test::kNaN));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", raw4(test::kNaN, 0, 0, 0), raw4(test::kNegZero, 0, 0, 0)), splat(1.0f));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(1.0f, 0, 0, 0), raw4(test::kNaN, 0, 0, 0)), splat(1.0f));
  EXPECT_EQ(op("POW OUT[0], IN[0], IN[1]", v4(-2.0f, 0, 0, 0), v4(0.0f, 0, 0, 0)), splat(1.0f));
  EXPECT_EQ(op("POW OUT[0], IN[0].y, IN[1].y", v4(0, 4.0f, 0, 0), v4(0, 0.5f, 0, 0)), splat(2.0f));
}

// ---- 8.5 multi-result operations ------------------------------------------------------------
TEST(Alu, Lit) {
  EXPECT_EQ(op("LIT OUT[0], IN[0]", v4(0.5f, 0.5f, 0.0f, 2.0f)), v4(1.0f, 0.5f, 0.25f, 1.0f));
  EXPECT_EQ(op("LIT OUT[0], IN[0]", v4(-1.0f, 0.5f, 0.0f, 2.0f)), v4(1.0f, 0.0f, 0.0f, 1.0f));
  EXPECT_EQ(op("LIT OUT[0], IN[0]", v4(1.0f, 0.0f, 0.0f, 0.0f)), v4(1.0f, 1.0f, 1.0f, 1.0f));  // 0^0
  // exponent clamped to 128: 2^128 overflows to +inf.
  EXPECT_EQ(op("LIT OUT[0], IN[0]", v4(1.0f, 2.0f, 0.0f, 200.0f)),
            raw4(bits(1.0f), bits(1.0f), test::kPosInf, bits(1.0f)));
  EXPECT_EQ(op("LIT OUT[0], IN[0]", raw4(test::kNaN, bits(2.0f), 0, bits(1.0f))),
            v4(1.0f, 0.0f, 0.0f, 1.0f));
}

TEST(Alu, ExpLogScs) {
  EXPECT_EQ(op("EXP OUT[0], IN[0]", v4(3.0f, 0, 0, 0)), v4(8.0f, 0.0f, 8.0f, 1.0f));
  EXPECT_EQ(op("EXP OUT[0], IN[0]", v4(-1.5f, 0, 0, 0)).c[0], bits(0.25f));   // 2^floor(-1.5)
  EXPECT_EQ(op("EXP OUT[0], IN[0]", v4(-1.5f, 0, 0, 0)).c[1], bits(0.5f));    // -1.5 - (-2)
  EXPECT_EQ(op("LOG OUT[0], IN[0]", v4(-8.0f, 0, 0, 0)), v4(3.0f, 1.0f, 3.0f, 1.0f));
  const V4 l12 = op("LOG OUT[0], IN[0]", v4(12.0f, 0, 0, 0));
  EXPECT_EQ(l12.c[0], bits(3.0f));
  EXPECT_EQ(l12.c[1], bits(1.5f));  // 12 / 2^3
  EXPECT_NEAR(test::flt(l12.c[2]), std::log2(12.0), 4 * std::ldexp(1.0, -22));
  EXPECT_EQ(op("SCS OUT[0], IN[0]", v4(0.0f, 5, 5, 5)), v4(1.0f, 0.0f, 0.0f, 1.0f));
}

// ---- 11.1 derivatives --------------------------------------------------------------------------
TEST(Alu, DerivativesUseQuadPositions) {
  Machine m;
  // lanes 0 BL, 1 BR, 2 TL, 3 TR
  test::set_comp(m.in[0], 0, 1.0f, 3.0f, 10.0f, 30.0f);
  test::set_comp(m.in[0], 1, 2.0f, 2.0f, 2.5f, 9.0f);
  test::run("DDX OUT[0].xy, IN[0]\nDDY OUT[1].xy, IN[0]\n", m);
  for (int l = 0; l < 4; ++l) {
    EXPECT_EQ(m.out[0].v[0][l], bits(2.0f));   // BR - BL
    EXPECT_EQ(m.out[0].v[1][l], bits(0.0f));
    EXPECT_EQ(m.out[1].v[0][l], bits(9.0f));   // TL - BL
    EXPECT_EQ(m.out[1].v[1][l], bits(0.5f));
  }
}

// ---- 8.6 address registers ------------------------------------------------------------------
TEST(Alu, AddressConversions) {
  Machine m;
  test::set_all(m.in[0], bits(-0.5f), bits(1.7f), test::kNaN, bits(3e9f));
  test::set_all(m.in[1], bits(-3e9f), bits(2.5f), bits(-0.5f), bits(-1.5f));
  test::run("ARL ADDR[0], IN[0]\nARR ADDR[1], IN[1]\n", m);
  EXPECT_EQ(m.addr[0].v[0][0], 0xFFFFFFFFu);  // floor(-0.5) = -1 (D10)
  EXPECT_EQ(m.addr[0].v[1][0], 1u);
  EXPECT_EQ(m.addr[0].v[2][0], 0u);           // NaN -> 0
  EXPECT_EQ(m.addr[0].v[3][0], 0x7FFFFFFFu);  // saturated
  EXPECT_EQ(m.addr[1].v[0][0], 0x80000000u);  // saturated
  EXPECT_EQ(m.addr[1].v[1][0], 3u);           // floor(2.5 + 0.5)
  EXPECT_EQ(m.addr[1].v[2][0], 0u);           // floor(-0.5 + 0.5)
  EXPECT_EQ(m.addr[1].v[3][0], 0xFFFFFFFFu);  // floor(-1.5 + 0.5) = -1
}

// ---- 8.7 integer and bit operations ------------------------------------------------------------
TEST(Alu, IntegerOperations) {
  EXPECT_EQ(op("I2F OUT[0], IN[0]", raw4(0xFFFFFFFFu, 16777217u, 0x80000000u, 5u)),
            v4(-1.0f, 16777216.0f, -2147483648.0f, 5.0f));
  EXPECT_EQ(op("NOT OUT[0], IN[0]", raw4(0u, 0xF0F0F0F0u, 1u, 0xFFFFFFFFu)),
            raw4(0xFFFFFFFFu, 0x0F0F0F0Fu, 0xFFFFFFFEu, 0u));
  const V4 a = raw4(0xFF00FF00u, 0x12345678u, 0u, 0xFFFFFFFFu);
  const V4 b = raw4(0x0FF00FF0u, 0xFFFF0000u, 0xABCDu, 0x1u);
  EXPECT_EQ(op("AND OUT[0], IN[0], IN[1]", a, b), raw4(0x0F000F00u, 0x12340000u, 0u, 1u));
  EXPECT_EQ(op("OR OUT[0], IN[0], IN[1]", a, b), raw4(0xFFF0FFF0u, 0xFFFF5678u, 0xABCDu, 0xFFFFFFFFu));
  EXPECT_EQ(op("XOR OUT[0], IN[0], IN[1]", a, b), raw4(0xF0F0F0F0u, 0xEDCB5678u, 0xABCDu, 0xFFFFFFFEu));
  // Shift counts: b & 31, per component (D20).
  EXPECT_EQ(op("SHL OUT[0], IN[0], IN[1]", raw4(1u, 1u, 0x80000001u, 3u), raw4(33u, 0u, 1u, 31u)),
            raw4(2u, 1u, 2u, 0x80000000u));
  EXPECT_EQ(op("SHR OUT[0], IN[0], IN[1]", raw4(0x80000000u, 0x40000000u, 0xFFFFFFFFu, 0x80000000u),
               raw4(4u, 36u, 31u, 0u)),
            raw4(0xF8000000u, 0x04000000u, 0xFFFFFFFFu, 0x80000000u));
  // MOD: sign of a; by 0 -> 0; -2^31 % -1 -> 0.
  EXPECT_EQ(op("MOD OUT[0], IN[0], IN[1]", raw4(7u, static_cast<uint32_t>(-7), 5u, 0x80000000u),
               raw4(static_cast<uint32_t>(-3), 3u, 0u, 0xFFFFFFFFu)),
            raw4(1u, static_cast<uint32_t>(-1), 0u, 0u));
  // SAD: |a - b| + c on uint32, modulo 2^32.
  EXPECT_EQ(op("SAD OUT[0], IN[0], IN[1], IN[2]", raw4(3u, 0xFFFFFFFFu, 10u, 0u), raw4(10u, 1u, 3u, 0u),
               raw4(5u, 2u, 0u, 7u)),
            raw4(12u, 0u, 7u, 7u));
  // Source negation acts on the sign bit of an integer operand too (D20).
  EXPECT_EQ(op("NOT OUT[0], -IN[0]", raw4(0u, 0u, 0u, 0u)), rsplat(0x7FFFFFFFu));
}

// ---- 9 source path ---------------------------------------------------------------------------
TEST(Source, SwizzlesAndReplication) {
  const V4 a = v4(1.0f, 2.0f, 3.0f, 4.0f);
  EXPECT_EQ(op("MOV OUT[0], IN[0].wzyx", a), v4(4.0f, 3.0f, 2.0f, 1.0f));
  EXPECT_EQ(op("MOV OUT[0], IN[0].y", a), splat(2.0f));
}

TEST(Source, ExtendedSwizzleConstantsAndNegation) {
  // Pre-negation xor SWZ negation; a negated ZERO is -0.0, a doubly negated ONE is +1.
  EXPECT_EQ(op("MOV OUT[0], -IN[0]{-x,y,0,-1}", v4(1.0f, 2.0f, 3.0f, 4.0f)),
            raw4(bits(1.0f), bits(-2.0f), test::kNegZero, bits(1.0f)));
  // The extended selector picks from the simple-swizzled value: Swizzle[ExtSwizzle[c]].
  EXPECT_EQ(op("MOV OUT[0], IN[0].wzyx{x,x,w,1}", v4(1.0f, 2.0f, 3.0f, 4.0f)),
            v4(4.0f, 4.0f, 1.0f, 1.0f));
}

TEST(Source, ModifierOrder) {
  // 9.4 with v = 0.25: pre-negate -0.25, complement 1.25, bias 0.75, x2 1.5, abs 1.5, negate -1.5.
  EXPECT_EQ(op("MOV OUT[0], -|x2(bias(comp(-IN[0])))|", splat(0.25f)), splat(-1.5f));
  // Without the pre-negation: comp 0.75, bias 0.25, x2 0.5.
  EXPECT_EQ(op("MOV OUT[0], x2(bias(comp(IN[0])))", splat(0.25f)), splat(0.5f));
  // Absolute swallows the pre-negation; neg() alone is the post-negation.
  EXPECT_EQ(op("MOV OUT[0], |-IN[0]|", v4(-2.0f, 2.0f, -0.0f, 1.0f)), v4(2.0f, 2.0f, 0.0f, 1.0f));
  EXPECT_EQ(op("MOV OUT[0], neg(-IN[0])", v4(-2.0f, 2.0f, 0.5f, 1.0f)), v4(-2.0f, 2.0f, 0.5f, 1.0f));
  EXPECT_EQ(op("MOV OUT[0], mod(IN[0])", v4(-2.0f, 2.0f, 0.5f, 1.0f)), v4(-2.0f, 2.0f, 0.5f, 1.0f));
}

TEST(Source, ExtDivideIsAGeneralModifier) {
  EXPECT_EQ(op("MOV OUT[0], IN[0]/w", v4(2.0f, 4.0f, 6.0f, 2.0f)), v4(1.0f, 2.0f, 3.0f, 1.0f));
  // The divisor is the step-7 value of the component: after the pre-negation.
  EXPECT_EQ(op("ADD OUT[0], -IN[0]/x, IN[1]", v4(-2.0f, 4.0f, 6.0f, 8.0f), splat(0.0f)),
            v4(1.0f, -2.0f, -3.0f, -4.0f));
  // With an extended swizzle the divisor component indexes the swizzled vector.
  EXPECT_EQ(op("MOV OUT[0], IN[0]{w,y,z,1}/x", v4(2.0f, 4.0f, 6.0f, 8.0f)), v4(1.0f, 0.5f, 0.75f, 0.125f));
  EXPECT_EQ(op("MOV OUT[0], IN[0]/x", v4(0.0f, 4.0f, -1.0f, 0.0f)),
            raw4(test::kNaN, test::kPosInf, test::kNegInf, test::kNaN));
}

TEST(Source, IndirectFromAddressPerLane) {
  Machine m;
  test::set_comp(m.in[0], 1, 0.0f, 1.5f, 2.9f, -1.0f);  // ARL: 0, 1, 2, -1
  for (int i = 0; i < 8; ++i) test::set_const(m, i, float(10 * i), float(10 * i + 1), 0, 0);
  test::run("ARL ADDR[1].x, IN[0].y\nMOV OUT[0], CONST[ADDR[1].x + 3]\n"
            "MOV OUT[1], CONST[ADDR[1].x - 1].yyyy\n", m);
  const float base[4] = {30.0f, 40.0f, 50.0f, 20.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(base[l])) << l;
  // CONST[-1 + ...]: lanes 0..2 read CONST[-1], CONST[0], CONST[1]; lane 3 CONST[-2].
  EXPECT_EQ(m.out[1].v[0][1], bits(1.0f));
  EXPECT_EQ(m.out[1].v[0][2], bits(11.0f));
  EXPECT_EQ(m.out[1].v[0][0], 0u);  // out of range: zeros (D12)
  EXPECT_EQ(m.out[1].v[0][3], 0u);
}

TEST(Source, IndirectOperandNegateAndOtherSwizzlesAreNotUsed) {
  // 9.2: only File, Index and SwizzleX of the indirect operand matter.
  Machine m;
  test::set_all(m.in[0], 2.0f, 0.0f, 0.0f, 0.0f);
  for (int i = 0; i < 8; ++i) test::set_const(m, i, float(i), 0, 0, 0);
  test::run("ARL ADDR[0], IN[0]\nMOV OUT[0], CONST[-ADDR[0].xyzw + 3].xxxx\n", m);
  EXPECT_EQ(lane_of(m.out[0], 1), splat(5.0f));  // CONST[2 + 3], not CONST[-2 + 3]
}

TEST(Source, OutOfRangeReadsZerosThenModifiers) {
  Machine m;
  test::set_all(m.in[0], 300.0f, 0.0f, 0.0f, 0.0f);
  std::vector<std::string> warnings;
  ExecOptions opt;
  opt.warnings = &warnings;
  const ExecResult r =
      test::run("ARL ADDR[0].x, IN[0].x\nMOV OUT[0], comp(CONST[ADDR[0].x])\n", m, opt);
  EXPECT_EQ(lane_of(m.out[0], 0), splat(1.0f));  // 1 - 0 (G15)
  EXPECT_EQ(r.warnings, 4u);                     // one per lane
  EXPECT_EQ(warnings.size(), 4u);
}

TEST(Source, IndirectFromFloatRegisterUsesFloor) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.5f, -0.5f, 2.0f, 0.99f);  // floor: 1, -1, 2, 0
  for (int i = 0; i < 8; ++i) test::set_const(m, i, float(i), 0, 0, 0);
  test::run("MOV TEMP[0], IN[0]\nMOV OUT[0], CONST[TEMP[0].x + 1].xxxx\n", m);
  const float want[4] = {2.0f, 0.0f, 3.0f, 1.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Source, ImmediatesMayFollowTheirUse) {
  Machine m;
  test::run("MOV OUT[0], IMM[1].wzyx\nIMM FLT32 { 0, 0, 0, 0 }\nIMM FLT32 { 1, 2, 3, 4 }\n", m);
  EXPECT_EQ(lane_of(m.out[0], 2), v4(4.0f, 3.0f, 2.0f, 1.0f));
}

// ---- 10 destination path ---------------------------------------------------------------------
TEST(Destination, WriteMask) {
  Machine m;
  test::set_all(m.out[0], 9.0f, 9.0f, 9.0f, 9.0f);
  test::set_all(m.in[0], 1.0f, 2.0f, 3.0f, 4.0f);
  test::run("MOV OUT[0].xz, IN[0]\nMOV OUT[1].none, IN[0]\n", m);
  EXPECT_EQ(lane_of(m.out[0], 1), v4(1.0f, 9.0f, 3.0f, 9.0f));
  EXPECT_EQ(lane_of(m.out[1], 1), splat(0.0f));
  EXPECT_EQ(m.out_written[0], 0x0F0F);  // x and z of the four lanes
  EXPECT_EQ(m.out_written[1], 0);
}

TEST(Destination, Saturation) {
  const V4 a = raw4(test::kNaN, test::kNegZero, bits(-3.0f), bits(7.0f));
  EXPECT_EQ(op("MOV_SAT OUT[0], IN[0]", a), raw4(0u, 0u, 0u, bits(1.0f)));
  EXPECT_EQ(op("MOV_SSAT OUT[0], IN[0]", a), raw4(bits(-1.0f), test::kNegZero, bits(-1.0f), bits(1.0f)));
  EXPECT_EQ(op("MOV_SSAT OUT[0], IN[0]", v4(0.5f, -0.5f, 1.0f, -1.0f)), v4(0.5f, -0.5f, 1.0f, -1.0f));
}

TEST(Destination, ModulateThenSaturate) {
  // 0.75 x2 = 1.5, then saturate: 1 (saturate first would give 1.5). (D5)
  EXPECT_EQ(op("MOV_SAT OUT[0] (x2), IN[0]", splat(0.75f)), splat(1.0f));
  EXPECT_EQ(op("MOV OUT[0] (d8), IN[0]", v4(8.0f, 1.0f, -4.0f, 0.5f)), v4(1.0f, 0.125f, -0.5f, 0.0625f));
  EXPECT_EQ(op("MOV OUT[0] (x8), IN[0]", raw4(0x7E000000u, 0, 0, 0)).c[0], test::kPosInf);  // 2^125*8
  EXPECT_EQ(op("MOV OUT[0] (d4), IN[0]", raw4(0x00000004u, 0, 0, 0)).c[0], 0x00000001u);  // subnormal
  EXPECT_EQ(op("MOV OUT[0] (x4), IN[0]", v4(0.5f, 0, 0, 0)).c[0], bits(2.0f));
  EXPECT_EQ(op("MOV OUT[0] (d2), IN[0]", v4(3.0f, 0, 0, 0)).c[0], bits(1.5f));
  // 10.1 step 2: x1 is no multiplication (a signalling NaN keeps its bits); x2 is one (12.1: the
  // NaN comes out with its payload and the quiet bit set).
  EXPECT_EQ(op("MOV OUT[0] (x1), IN[0]", raw4(0x7F800001u, 0, 0, 0)).c[0], 0x7F800001u);  // no-op
  EXPECT_EQ(op("MOV OUT[0] (x2), IN[0]", raw4(0x7F800001u, 0, 0, 0)).c[0], 0x7FC00001u);
}

TEST(Destination, ConditionCodeUpdateAndTests) {
  Machine m;
  test::set_all(m.in[0], bits(1.0f), bits(-1.0f), test::kNegZero, test::kNaN);
  test::set_all(m.in[1], 5.0f, 6.0f, 7.0f, 8.0f);
  test::run(
      "MOV NULL[0], IN[0] update CC1\n"     // CC1 = (GT, LT, EQ, UN), nothing stored
      "MOV OUT[0] (GT1), IN[1]\n"
      "MOV OUT[1] (UN1), IN[1]\n"
      "MOV OUT[2] (NE1.xyzw), IN[1]\n"
      "MOV OUT[3] (LE1.wzyx), IN[1]\n", m);
  const uint8_t GT = 0, EQ = 1, LT = 2, UN = 3;  // CC_FLAG (G25)
  EXPECT_EQ(m.cc[1][0][0], GT);
  EXPECT_EQ(m.cc[1][1][0], LT);
  EXPECT_EQ(m.cc[1][2][0], EQ);
  EXPECT_EQ(m.cc[1][3][0], UN);
  EXPECT_EQ(m.cc[0][0][0], EQ);  // CC0 untouched: initial EQ (D7)
  EXPECT_EQ(lane_of(m.out[0], 3), v4(5.0f, 0.0f, 0.0f, 0.0f));
  EXPECT_EQ(lane_of(m.out[1], 3), v4(0.0f, 0.0f, 0.0f, 8.0f));
  EXPECT_EQ(lane_of(m.out[2], 3), v4(5.0f, 6.0f, 0.0f, 8.0f));  // NE: GT, LT, UN
  // LE tests CC1.w, .z, .y, .x for x, y, z, w: UN, EQ, LT, GT -> y, z pass.
  EXPECT_EQ(lane_of(m.out[3], 3), v4(0.0f, 6.0f, 7.0f, 0.0f));
}

TEST(Destination, BothTestsMustPassAndSeeTheOldCodes) {
  Machine m;
  test::set_all(m.in[0], 1.0f, 1.0f, -1.0f, -1.0f);
  test::set_all(m.in[1], 1.0f, -1.0f, 1.0f, -1.0f);
  test::set_all(m.in[2], -5.0f, -6.0f, -7.0f, -8.0f);
  test::run(
      "MOV NULL[0], IN[0] update CC0\n"   // CC0 = (GT, GT, LT, LT)
      "MOV NULL[0], IN[1] update CC1\n"   // CC1 = (GT, LT, GT, LT)
      "MOV OUT[0] (GT1), IN[2] when GT0\n"  // x only
      // Tests of CC0 see the values before this instruction's update of CC0 (all become LT).
      "MOV OUT[1], IN[2] when GT0 update CC0\n", m);
  EXPECT_EQ(lane_of(m.out[0], 0), v4(-5.0f, 0.0f, 0.0f, 0.0f));
  EXPECT_EQ(lane_of(m.out[1], 0), v4(-5.0f, -6.0f, 0.0f, 0.0f));
  EXPECT_EQ(m.cc[0][0][0], 2);  // LT: updated where written
  EXPECT_EQ(m.cc[0][1][0], 2);
  EXPECT_EQ(m.cc[0][2][0], 2);  // unchanged LT
  EXPECT_EQ(m.cc[0][3][0], 2);
}

TEST(Destination, ConditionCodeUpdateOnlyWhereWritten) {
  Machine m;
  test::set_all(m.in[0], -1.0f, -1.0f, -1.0f, -1.0f);
  test::set_all(m.in[1], 1.0f, 1.0f, 1.0f, 1.0f);
  test::run("MOV NULL[0], IN[1] update CC0\n"            // CC0 all GT
            "MOV_SAT TEMP[0].y, IN[0] update CC0\n", m);  // written: +0 (saturated -1)
  EXPECT_EQ(m.cc[0][0][0], 0);  // GT: x was not written
  EXPECT_EQ(m.cc[0][1][0], 1);  // EQ: the class of the saturated value, not of -1
  EXPECT_EQ(m.cc[0][2][0], 0);
  EXPECT_EQ(m.temp[0].v[1][0], 0u);
}

TEST(Destination, TraceRecordsEveryWrite) {
  Machine m;
  test::set_all(m.in[0], 1.0f, 2.0f, 3.0f, 4.0f);
  std::vector<RegWrite> trace;
  ExecOptions opt;
  opt.trace = &trace;
  test::run("MOV TEMP[1].yw, IN[0]\nADD OUT[2].x, IN[0], IN[0] update CC0\n", m, opt);
  ASSERT_EQ(trace.size(), 8u + 4u + 4u);  // 2 comps x 4 lanes; 1 x 4 lanes + its CC updates
  EXPECT_EQ(trace[0], (RegWrite{0, 0, 4, 1, 0, 1, bits(2.0f)}));  // TEMP[1].y lane 0
  EXPECT_EQ(trace[3], (RegWrite{0, 0, 4, 1, 3, 1, bits(2.0f)}));
  EXPECT_EQ(trace[4], (RegWrite{0, 0, 4, 1, 0, 3, bits(4.0f)}));  // .w
  EXPECT_EQ(trace[8], (RegWrite{1, 1, 3, 2, 0, 0, bits(2.0f)}));  // OUT[2].x lane 0
  EXPECT_EQ(trace[9], (RegWrite{1, 1, kTraceCC, 0, 0, 0, 0}));     // CC0.x = GT
}

// ---- 8.8 texture opcodes -------------------------------------------------------------------
struct TexLog {
  std::vector<TexRequest> requests;
  static void fn(void* ctx, const TexRequest& r, uint32_t texel[4]) {
    static_cast<TexLog*>(ctx)->requests.push_back(r);
    for (int c = 0; c < 4; ++c) texel[c] = r.coord[c] ^ 0x80000000u;  // -coord
  }
};

TEST(Texture, OperandsAndTargets) {
  Machine m;
  test::set_all(m.in[0], 1.0f, 2.0f, 3.0f, 4.0f);
  test::set_all(m.in[1], 0.5f, 0.25f, 0.0f, 0.0f);
  TexLog log;
  ExecOptions opt;
  opt.texture = TexLog::fn;
  opt.texture_ctx = &log;
  const CompiledProgram p = test::compile_ok(
      "FRAG\nDCL IN[0..2]\nDCL OUT[0..3]\nDCL SAMP[0..3]\n"
      "TXB OUT[0], IN[0], SAMP[2], CUBE\n"
      "TXL_SAT OUT[1].xy, -IN[0], SAMP[1], 3D\n"
      "TXD OUT[2], IN[0], IN[1], -IN[1], SAMP[3], SHADOW2D\n");
  ASSERT_EQ(execute(p, m, opt).status, ExecStatus::OK);
  ASSERT_EQ(log.requests.size(), 12u);
  EXPECT_EQ(log.requests[0].opcode, Opcode::TXB);
  EXPECT_EQ(log.requests[0].target, Texture::CUBE);
  EXPECT_EQ(log.requests[0].unit, 2);
  EXPECT_EQ(log.requests[0].coord[3], bits(4.0f));  // the bias
  EXPECT_EQ(log.requests[4].opcode, Opcode::TXL);
  EXPECT_EQ(log.requests[4].unit, 1);
  EXPECT_EQ(log.requests[4].coord[0], bits(-1.0f));
  EXPECT_EQ(log.requests[8].opcode, Opcode::TXD);
  EXPECT_EQ(log.requests[8].ddx[1], bits(0.25f));
  EXPECT_EQ(log.requests[8].ddy[0], bits(-0.5f));
  EXPECT_EQ(lane_of(m.out[0], 0), v4(-1.0f, -2.0f, -3.0f, -4.0f));
  EXPECT_EQ(lane_of(m.out[1], 0), v4(1.0f, 1.0f, 0.0f, 0.0f));  // saturated, write mask xy
}

// The default texture function, recomputed here from docs/tgsi.md 14 independently.
uint32_t fmix(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  return h;
}
TEST(Texture, DefaultFunctionFollowsTheDocument) {
  TexRequest r;
  r.opcode = Opcode::TEX;
  r.target = Texture::T2D;
  r.unit = 3;
  r.coord[0] = bits(0.5f);
  r.coord[1] = bits(0.25f);
  r.coord[2] = bits(7.0f);  // not used by 2D
  uint32_t h = 2166136261u;
  for (uint32_t w : {52u | 2u << 8 | 3u << 16, bits(0.5f), bits(0.25f)}) h = (h ^ w) * 16777619u;
  uint32_t texel[4];
  default_texture(nullptr, r, texel);
  for (uint32_t k = 0; k < 4; ++k) {
    const uint32_t m = fmix(h + k * 0x9E3779B9u) >> 16;
    EXPECT_EQ(test::flt(texel[k]), float(m) / 65536.0f) << k;
  }
  r.coord[2] = bits(9.0f);  // z is not an input of a 2D lookup
  uint32_t again[4];
  default_texture(nullptr, r, again);
  EXPECT_EQ(std::vector<uint32_t>(texel, texel + 4), std::vector<uint32_t>(again, again + 4));
}

// ---- 16: defects of the 2007 interpreter that are not reproduced ----------------------------
TEST(Defects, SaturateClampsBothBounds) {
  EXPECT_EQ(op("MOV_SAT OUT[0], IN[0]", raw4(bits(-0.5f), test::kNaN, bits(0.5f), bits(2.0f))),
            v4(0.0f, 0.0f, 0.5f, 1.0f));  // 2007: -0.5 stayed, NaN became 1
}

TEST(Defects, SaturateMinusPlusOneImplemented) {
  EXPECT_EQ(op("MOV_SSAT OUT[0], IN[0]", v4(-2.0f, 2.0f, 0.25f, -0.25f)), v4(-1.0f, 1.0f, 0.25f, -0.25f));
}

TEST(Defects, SgtAndSleOnEqualOperands) {
  EXPECT_EQ(op("SGT OUT[0], IN[0], IN[1]", splat(1.0f), splat(1.0f)), splat(0.0f));  // 2007: 1
  EXPECT_EQ(op("SLE OUT[0], IN[0], IN[1]", splat(1.0f), splat(1.0f)), splat(1.0f));  // 2007: 0
}

TEST(Defects, DestinationEqualsSource) {
  Machine m;
  test::set_all(m.temp[0], 0.0f, 0.0f, 0.0f, 0.0f);
  test::set_all(m.in[0], 1.0f, 2.0f, 3.0f, 4.0f);
  test::set_all(m.in[1], 0.5f, 0.5f, 0.0f, 2.0f);
  test::set_all(m.in[2], 4.0f, 5.0f, 6.0f, 0.0f);
  test::run("MOV TEMP[0], IN[0]\nMOV TEMP[0], TEMP[0].yxzw\n"
            "MOV TEMP[1], IN[1]\nLIT TEMP[1], TEMP[1]\n"
            "MOV TEMP[2], IN[0]\nXPD TEMP[2], TEMP[2], IN[2]\n", m);
  EXPECT_EQ(lane_of(m.temp[0], 0), v4(2.0f, 1.0f, 3.0f, 4.0f));     // 2007: (2, 2, 3, 4)
  EXPECT_EQ(lane_of(m.temp[1], 0), v4(1.0f, 0.5f, 0.25f, 1.0f));    // 2007: (1, 1, 1, 1)
  // (1,2,3) x (4,5,6) = (-3, 6, -3), w = 1
  EXPECT_EQ(lane_of(m.temp[2], 0), v4(-3.0f, 6.0f, -3.0f, 1.0f));
}

TEST(Defects, ArlFloors) { EXPECT_EQ(op("ARL TEMP[0], IN[0]\nMOV OUT[0], TEMP[0]", splat(-0.5f)), rsplat(0xFFFFFFFFu)); }

TEST(Defects, RsqTakesAbsoluteValue) { EXPECT_EQ(op("RSQ OUT[0], IN[0]", splat(-4.0f)), splat(0.5f)); }

TEST(Defects, MaskDeclarationsAreHonoured) {
  // DCL TEMP mask 0x5 declares TEMP[0] and TEMP[2], not a range.
  EXPECT_TRUE(assemble("FRAG\nDCL TEMP mask 0x5\nMOV TEMP[2], TEMP[0]\n").ok);
  const AsmOutput a = assemble("FRAG\nDCL TEMP mask 0x5\nMOV TEMP[1], TEMP[0]\n");
  EXPECT_FALSE(a.ok);
  EXPECT_NE(a.error.message.find("UNDECLARED"), std::string::npos) << a.error.to_string();
}

// KIL and the indirect index from a float register: flow_test.cpp and Source above; the
// extensions the 2007 interpreter ignored (CC, CONDCODE, MODULATE, MOD) are tested above and in
// worked_streams_test.cpp.

// ---- the generated table and the semantic functions agree -----------------------------------
TEST(Registry, EveryExecutableOpcodeHasOneFunction) {
  for (unsigned v = 0; v < gen::OPCODE_COUNT; ++v) {
    const gen::OpcodeInfo& info = gen::OPCODE_INFO[v];
    const bool executable = info.valid && info.cls != gen::OpClass::R;
    EXPECT_EQ(detail::entries(static_cast<uint8_t>(v)), executable ? 1u : 0u)
        << v << " " << (info.mnemonic ? info.mnemonic : "-");
  }
}

TEST(Registry, DecodeOnlyOpcodesAreRefused) {
  const std::vector<uint32_t> t = test::assemble_ok("FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0]\nNOISE1 TEMP[0], TEMP[0]\n");
  const CompileResult c = compile(parse(t).program);
  EXPECT_EQ(c.status, ExecStatus::UNSUPPORTED);
  EXPECT_EQ(c.insn, 1u);
  const std::vector<uint32_t> t2 = test::assemble_ok("FRAG\nDCL IN[0..1]\nDCL TEMP[0]\nMOV TEMP[0], IN[1][0]\n");
  EXPECT_EQ(compile(parse(t2).program).status, ExecStatus::UNSUPPORTED);  // 2-D operand (D13)
}

}  // namespace
}  // namespace shaderhw::tgsi
