// Execution of what golden/rogue executes beyond the main/bitwise ALU basics (docs/rogue.md 14.4,
// 14.8-14.10, decisions D51-D67): every pack format, the complex ops without a public algorithm
// (FLOGCN, GCMP, GEXP, FSINC, FARCTANC, FRED), the F16 sum-of-products op, F64 groups and the F64
// conversions, the CND* mask-count ops in every case, SAVL, and the records of control and
// backend ops. Expected values are worked by hand from the seed and the decisions (binary16 /
// binary32 / binary64 bit patterns derived in the comments), never taken from the model's output.
// Where the project's algorithm is an approximation (sfu.h based ops, the atan polynomial) the
// tests bound the error against the host's double-precision libm instead of fixing bits.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <set>

#include "rogue/asm.h"
#include "rogue/execute.h"
#include "rogue/semantics.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::reason;
using P = gen::Packfmt;

constexpr uint32_t kPInf = 0x7F800000u, kNInf = 0xFF800000u, kNaN = 0x7FC00000u, kNegZero = 0x80000000u;
constexpr uint32_t kOne = 0x3F800000u, kHalf = 0x3F000000u, kMinusOne = 0xBF800000u;

Group group(const std::string& text) {
  const AsmResult r = assemble_group(text);
  EXPECT_TRUE(r.ok) << text << ": " << r.error;
  const Group g = decode_group(r.word.data(), r.word.size(), 0);
  EXPECT_FALSE(g.illegal) << text << ": " << reason(g) << " " << g.detail;
  return g;
}

// r1..rn of every instance set to `r`.
Quad quad(std::initializer_list<uint32_t> r, bool p0 = false) {
  Quad q;
  for (Instance& in : q.in) {
    uint32_t k = 1;
    for (uint32_t v : r) in.bank[1][k++] = v;
    in.p0 = p0;
  }
  return q;
}
ExecStatus exec(const std::string& text, Quad& q) {
  const ExecStatus st = execute(group(text), q);
  EXPECT_TRUE(st.ok) << text << ": " << st.error;
  return st;
}
uint32_t r(const Quad& q, int n, int lane = 0) { return q.in[lane].bank[1][n]; }

float f(uint32_t x) {
  float v;
  std::memcpy(&v, &x, 4);
  return v;
}
uint32_t bits(float v) {
  uint32_t x;
  std::memcpy(&x, &v, 4);
  return x;
}
// Distance in binary32 units in the last place between x and the double `ref`.
double ulps(uint32_t x, double ref) {
  const double ulp = std::ldexp(1.0, std::ilogb(static_cast<float>(ref)) - 23);
  return std::fabs(static_cast<double>(f(x)) - ref) / ulp;
}

// ---- 14.4: PCK, every format (element 0, D51), .scale (D52), OGL (D53), small floats (D54) ----
TEST(Pack, IntegerFormatsScaledAndUnscaled) {
  bool ok;
  // U8888 .scale: 0.5 * 255 = 127.5 -> 128 nearest even, 127 toward zero; clamped to [0, 1].
  EXPECT_EQ(sem::PCK(P::U8888, true, false, kHalf, ok), 0x80u);
  EXPECT_TRUE(ok);
  EXPECT_EQ(sem::PCK(P::U8888, true, true, kHalf, ok), 0x7Fu);
  EXPECT_EQ(sem::PCK(P::U8888, true, false, 0x3FC00000u, ok), 0xFFu);  // 1.5 -> 1
  EXPECT_EQ(sem::PCK(P::U8888, true, false, 0xBE800000u, ok), 0u);     // -0.25 -> 0
  EXPECT_EQ(sem::PCK(P::U8888, true, false, kNaN, ok), 0u);
  EXPECT_EQ(sem::PCK(P::U8888, true, false, kPInf, ok), 0xFFu);
  EXPECT_EQ(sem::PCK(P::U8888, true, false, kNegZero, ok), 0u);
  // Without .scale: the integer, saturated: 300 -> 255, 3.5 -> 4 (nearest even), -1 -> 0.
  EXPECT_EQ(sem::PCK(P::U8888, false, false, 0x43960000u, ok), 0xFFu);
  EXPECT_EQ(sem::PCK(P::U8888, false, false, 0x40600000u, ok), 4u);
  EXPECT_EQ(sem::PCK(P::U8888, false, false, kMinusOne, ok), 0u);
  // S8888: -1 -> -127 = 0x81; 0.5 * 127 = 63.5 -> 64; -inf -> -1 -> 0x81; -200 unscaled -> -128.
  EXPECT_EQ(sem::PCK(P::S8888, true, false, kMinusOne, ok), 0x81u);
  EXPECT_EQ(sem::PCK(P::S8888, true, false, kHalf, ok), 0x40u);
  EXPECT_EQ(sem::PCK(P::S8888, true, false, kNInf, ok), 0x81u);
  EXPECT_EQ(sem::PCK(P::S8888, false, false, 0xC3480000u, ok), 0x80u);
  // O8888: the S8888 code + 128.
  EXPECT_EQ(sem::PCK(P::O8888, true, false, 0, ok), 0x80u);
  EXPECT_EQ(sem::PCK(P::O8888, true, false, kMinusOne, ok), 0x01u);
  EXPECT_EQ(sem::PCK(P::O8888, true, false, kOne, ok), 0xFFu);
  // S8888OGL: c = (x * 255 - 1) / 2: 1 -> 127, -1 -> -128, 0 -> -0.5 -> 0 (nearest even).
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, kOne, ok), 0x7Fu);
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, kMinusOne, ok), 0x80u);
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, 0, ok), 0x00u);
  // A tiny x: (x * 255 - 1) / 2 is just off the tie -1/2, exactly (binary64's x * 255 - 1 is the
  // tie): -2^-100 -> just below -1/2 -> -1 (toward zero 0); +2^-100 -> just above -> 0; the
  // smallest subnormal alike.
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, 0x8D800000u, ok), 0xFFu);
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, true, 0x8D800000u, ok), 0x00u);
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, 0x0D800000u, ok), 0x00u);
  EXPECT_EQ(sem::PCK(P::S8888OGL, true, false, 0x80000001u, ok), 0xFFu);
  EXPECT_EQ(sem::PCK(P::S1616OGL, true, false, 0x80000001u, ok), 0xFFFFu);
  // 16-bit halves in bits 15:0.
  EXPECT_EQ(sem::PCK(P::U1616, true, false, kOne, ok), 0xFFFFu);
  EXPECT_EQ(sem::PCK(P::S1616, true, false, kMinusOne, ok), 0x8001u);  // -32767
  EXPECT_EQ(sem::PCK(P::O1616, true, false, 0, ok), 0x8000u);
  EXPECT_EQ(sem::PCK(P::S1616OGL, true, false, kMinusOne, ok), 0x8000u);  // (-65535 - 1) / 2
  // 10:10:10:2, 11:11:10, 5:6:5 (element 0 in the low bits).
  EXPECT_EQ(sem::PCK(P::U1010102, true, false, kOne, ok), 0x3FFu);
  EXPECT_EQ(sem::PCK(P::S1010102, true, false, kMinusOne, ok), 0x201u);  // -511 in 10 bits
  EXPECT_EQ(sem::PCK(P::U111110, false, false, 0x459C4000u, ok), 0x7FFu);  // 5000 -> 2047
  EXPECT_EQ(sem::PCK(P::S111110, false, false, 0xC59C4000u, ok), 0x400u);  // -5000 -> -1024
  EXPECT_EQ(sem::PCK(P::U565U565, true, false, kOne, ok), 0x1Fu);
  // Depth/stencil: D24S8 element 0 is the depth, S8D24 element 0 the stencil.
  EXPECT_EQ(sem::PCK(P::D24S8, true, false, kOne, ok), 0xFFFFFFu);
  EXPECT_EQ(sem::PCK(P::D24S8, true, false, kHalf, ok), 0x800000u);  // 8388607.5 -> even 8388608
  EXPECT_EQ(sem::PCK(P::S8D24, false, false, 0x40E00000u, ok), 7u);
  EXPECT_TRUE(ok);
}

TEST(Pack, FloatFormatsAndConstants) {
  bool ok;
  EXPECT_EQ(sem::PCK(P::F16F16, false, false, kOne, ok), 0x3C00u);
  EXPECT_EQ(sem::PCK(P::F16F16, false, false, 0x477FF000u, ok), 0x7C00u);  // 65520 overflows to inf
  EXPECT_EQ(sem::PCK(P::F16F16, false, true, 0x477FF000u, ok), 0x7BFFu);   // toward zero: 65504
  // F111110 element 0, an unsigned 5e6m float: 1.0 = 15 << 6; the largest 65024; beyond: inf
  // (toward zero: the largest); negatives +0; NaN exponent 31 with the top mantissa bit.
  EXPECT_EQ(sem::PCK(P::F111110, false, false, kOne, ok), 0x3C0u);
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x477E0000u, ok), 0x7BFu);  // 65024
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x49742400u, ok), 0x7C0u);  // 1e6
  EXPECT_EQ(sem::PCK(P::F111110, false, true, 0x49742400u, ok), 0x7BFu);
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0xC0000000u, ok), 0u);      // -2
  EXPECT_EQ(sem::PCK(P::F111110, false, false, kNaN, ok), 0x7E0u);
  EXPECT_EQ(sem::PCK(P::F111110, false, false, kPInf, ok), 0x7C0u);
  // Subnormals of the 11-bit float: quantum 2^-20; 0.75 quantum -> 1; half a quantum -> 0 (even).
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x35800000u, ok), 1u);   // 2^-20
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x35400000u, ok), 1u);   // 1.5 * 2^-21
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x35000000u, ok), 0u);   // 2^-21
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x35A00000u, ok), 1u);   // 1.25 quantum -> 1
  EXPECT_EQ(sem::PCK(P::F111110, false, false, 0x35C00000u, ok), 2u);   // 1.5 quanta -> 2 (even)
  // 2F10F10F10 element 0, a 5e5m float: 1.0 = 15 << 5, 1.5 = 15 << 5 | 16; 1 + 2^-6 is a tie -> 1.0.
  EXPECT_EQ(sem::PCK(P::F101010, false, false, kOne, ok), 0x1E0u);
  EXPECT_EQ(sem::PCK(P::F101010, false, false, 0x3FC00000u, ok), 0x1F0u);
  EXPECT_EQ(sem::PCK(P::F101010, false, false, 0x3F820000u, ok), 0x1E0u);
  EXPECT_EQ(sem::PCK(P::F101010, false, false, 0x3F860000u, ok), 0x1E2u);  // 1 + 3 * 2^-6 -> mantissa 2
  // F32 and F32MASK (D55): canonical NaN, bits otherwise; COVERAGEMASK passes the bits; CONST*.
  EXPECT_EQ(sem::PCK(P::F32MASK, false, false, 0xFFC00001u, ok), kNaN);
  EXPECT_EQ(sem::PCK(P::F32MASK, false, false, kNegZero, ok), kNegZero);
  EXPECT_EQ(sem::PCK(P::COVERAGEMASK, false, false, 0x12345678u, ok), 0x12345678u);
  EXPECT_EQ(sem::PCK(P::CONST0, false, false, kOne, ok), 0u);
  EXPECT_EQ(sem::PCK(P::CONST1, false, false, 0, ok), kOne);
  EXPECT_TRUE(ok);
}

TEST(Unpack, EveryFormatAndElement) {
  bool ok;
  // O8888: byte - 128; .scale divides by 127, -128 -> -1.
  EXPECT_EQ(sem::UNPCK(P::O8888, 2, false, 0x00000000u, ok), 0xC3000000u);  // -128
  EXPECT_TRUE(ok);
  EXPECT_EQ(sem::UNPCK(P::O8888, 2, true, 0x00000000u, ok), kMinusOne);
  EXPECT_EQ(sem::UNPCK(P::O8888, 3, true, 0xFF000000u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::O1616, 1, false, 0x80010000u, ok), kOne);  // 0x8001 - 0x8000
  // S8888OGL: (2c + 1) / 255: 127 -> 1, -128 -> -1, 0 -> rn(1/255) = 0x3B808081.
  EXPECT_EQ(sem::UNPCK(P::S8888OGL, 0, true, 0x0000007Fu, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::S8888OGL, 1, true, 0x00008000u, ok), kMinusOne);
  EXPECT_EQ(sem::UNPCK(P::S8888OGL, 0, true, 0, ok), 0x3B808081u);
  EXPECT_EQ(sem::UNPCK(P::S1616OGL, 0, false, 0x0000FFFFu, ok), kMinusOne);  // unscaled: the integer -1
  // 10:10:10:2: element 3 is the 2-bit field.
  EXPECT_EQ(sem::UNPCK(P::U1010102, 3, false, 0xC0000000u, ok), 0x40400000u);  // 3
  EXPECT_EQ(sem::UNPCK(P::U1010102, 3, true, 0xC0000000u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::U1010102, 1, true, 0x000FFC00u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::S1010102, 3, true, 0x80000000u, ok), kMinusOne);  // -2 -> at least -1
  EXPECT_EQ(sem::UNPCK(P::S1010102, 0, false, 0x000003FFu, ok), kMinusOne);
  // 11:11:10 integers; element 3 does not exist and reads +0 (D51).
  EXPECT_EQ(sem::UNPCK(P::U111110, 2, true, 0xFFC00000u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::S111110, 1, false, 0x00200000u, ok), 0xC4800000u);  // bit 21: -1024
  EXPECT_EQ(sem::UNPCK(P::U111110, 3, false, 0xFFFFFFFFu, ok), 0u);
  // F111110: 1.0 in element 1; element 2 (5e5m) inf and NaN; a subnormal 11-bit code 1 = 2^-20.
  EXPECT_EQ(sem::UNPCK(P::F111110, 1, false, 0x3C0u << 11, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::F111110, 2, false, 0x3E0u << 22, ok), kPInf);
  EXPECT_EQ(sem::UNPCK(P::F111110, 2, false, 0x3E1u << 22, ok), kNaN);
  EXPECT_EQ(sem::UNPCK(P::F111110, 0, false, 1u, ok), 0x35800000u);
  // 0x3FF = exponent 15, mantissa 63: (64 + 63) / 64 = 1.984375 (the bit means .roundzero: no scale).
  EXPECT_EQ(sem::UNPCK(P::F111110, 0, true, 0x3FFu, ok), 0x3FFE0000u);
  // 2F10F10F10: element 3 is a 2-bit integer; the SCALE_RTZ bit means .roundzero here (D13).
  EXPECT_EQ(sem::UNPCK(P::F101010, 3, true, 0xC0000000u, ok), 0x40400000u);
  EXPECT_EQ(sem::UNPCK(P::F101010, 2, false, 0x1E0u << 20, ok), kOne);
  // 5:6:5 pairs: element 1 is bits 10:5, element 3 bits 20:16.
  EXPECT_EQ(sem::UNPCK(P::U565U565, 1, true, 0x000007E0u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::U565U565, 1, false, 0x000007E0u, ok), 0x427C0000u);  // 63
  EXPECT_EQ(sem::UNPCK(P::U565U565, 3, false, 0x00110000u, ok), 0x41880000u);  // 17
  // Depth / stencil.
  EXPECT_EQ(sem::UNPCK(P::D24S8, 0, true, 0x00FFFFFFu, ok), kOne);
  EXPECT_EQ(sem::UNPCK(P::D24S8, 1, false, 0xAB000000u, ok), 0x432B0000u);  // 171
  EXPECT_EQ(sem::UNPCK(P::S8D24, 1, false, 0x00000100u, ok), kOne);        // depth 1
  EXPECT_EQ(sem::UNPCK(P::F32MASK, 0, false, 0x7F812345u, ok), 0x7F812345u);  // the bits
  EXPECT_TRUE(ok);
}

TEST(Pack, EveryFormatCodeIsExecutedInAGroup) {
  // Every PCK format of 3.5 through the pack slot (FT2 = pack(IS3 = FT0 = S0)), and every UNPCK
  // format through P0; none reports "not executed".
  for (uint32_t code = 0; code < 32; ++code) {
    if (!gen::PACKFMT_ASM[code]) continue;
    const std::string name = gen::PACKFMT_ASM[code];
    Quad q = quad({kOne});
    exec("s0=r1, s3=sc0; mbyp ft0, s0; pck." + name + " ft2, ft0; is4=ft2; w0=r7", q);
    if (name == "coveragemask" || name == "const0" || name == "const1") continue;
    Quad u = quad({kOne});
    exec("s0=r1, s3=sc0; unpck." + name + " ft0, s0.e0; w0=r7", u);
  }
  // The values in a group: pck.u8888.scale of 0.5 -> 0x80; unpck.f111110 of it as element 0.
  Quad q = quad({kHalf});
  exec("s0=r1, s3=sc0; mbyp ft0, s0; pck.u8888.scale ft2, ft0; is4=ft2; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x80u);
  Quad u = quad({0x3C0u});
  exec("s0=r1, s3=sc0; unpck.f111110 ft0, s0.e0; w0=r7", u);
  EXPECT_EQ(r(u, 7), kOne);
}

// ---- 14.2: the complex ops without a public algorithm ----
TEST(ComplexOps, FlogcnIsLog2OfTheMagnitude) {  // D56
  EXPECT_EQ(sem::FLOGCN(0xC1000000u), 0x40400000u);  // log2 |-8| = 3 exactly
  EXPECT_EQ(sem::FLOGCN(0x41000000u), 0x40400000u);
  EXPECT_EQ(sem::FLOGCN(kNegZero), kNInf);
  EXPECT_EQ(sem::FLOGCN(0), kNInf);
  EXPECT_EQ(sem::FLOGCN(kNInf), kPInf);
  EXPECT_EQ(sem::FLOGCN(0xFFC00001u), kNaN);
  EXPECT_EQ(sem::FLOGCN(kMinusOne), 0u);
  EXPECT_EQ(sem::FLOGCN(0x80000001u), 0xC3150000u);  // the smallest subnormal: log2 = -149
}

TEST(ComplexOps, GammaCompressAndExpand) {  // D57
  // Linear segments: x <= 0.0031308 -> x * 12.92 (2^-10 * 0x414EB852 is exact: 0x3C4EB852);
  // x <= 0.04045 -> x * (1/12.92) (2^-5 * 0x3D9E8391 = 0x3B1E8391).
  EXPECT_EQ(sem::GCMP(0x3A800000u), 0x3C4EB852u);
  EXPECT_EQ(sem::GCMP(kMinusOne), 0xC14EB852u);  // negatives follow the linear segment
  EXPECT_EQ(sem::GCMP(0), 0u);
  EXPECT_EQ(sem::GEXP(0x3D000000u), 0x3B1E8391u);
  EXPECT_EQ(sem::GEXP(kNegZero), kNegZero);      // -0 * c = -0
  // GCMP(1) = fma(1.055, pow(1, 1/2.4) = 1, -0.055) = 0x3F870A3D - 0x3D6147AE
  //         = 0.999999947845935821533203125 -> rounds to 1 - 2^-24 = 0x3F7FFFFF.
  EXPECT_EQ(sem::GCMP(kOne), 0x3F7FFFFFu);
  EXPECT_EQ(sem::GCMP(kNaN), kNaN);
  EXPECT_EQ(sem::GEXP(kNaN | 0x80000000u), kNaN);
  EXPECT_EQ(sem::GCMP(kPInf), kPInf);
  EXPECT_EQ(sem::GEXP(kPInf), kPInf);
  // Against the sRGB formulas in double: within 4 ulp on the power segments.
  for (double x = 0.01; x <= 1.0; x += 0.0137) {
    const uint32_t in = bits(static_cast<float>(x));
    const double xd = f(in);
    EXPECT_LE(ulps(sem::GCMP(in), 1.055 * std::pow(xd, 1 / 2.4) - 0.055), 4.0) << x;
    if (xd > 0.04045) {
      EXPECT_LE(ulps(sem::GEXP(in), std::pow((xd + 0.055) / 1.055, 2.4)), 4.0) << x;
    }
  }
}

TEST(ComplexOps, FsincSeedSpecialValuesAndAccuracy) {  // D58
  // "Any input with an exponent < 103 produces pi/2"; zeros and subnormals included.
  for (uint32_t x : {0u, kNegZero, 0x00000001u, 0x33000000u /* 2^-25, exponent 102 */})
    EXPECT_EQ(sem::FSINC(x).w0, 0x3FC90FDBu) << std::hex << x;
  EXPECT_TRUE(sem::FSINC(0).p0);
  EXPECT_EQ(sem::FSINC(kNaN).w0, kNaN);
  EXPECT_FALSE(sem::FSINC(kNaN).p0);
  EXPECT_EQ(sem::FSINC(kPInf).w0, kNaN);
  EXPECT_FALSE(sem::FSINC(kNInf).p0);
  // Even: FSINC(-x) = FSINC(x) bit for bit.
  for (uint32_t x : {kHalf, kOne, 0x3E4CCCCDu, 0x3A000000u})
    EXPECT_EQ(sem::FSINC(x | 0x80000000u).w0, sem::FSINC(x).w0);
  // sin(pi/2 x) / x on [-1, 1] within 3 ulp of the double reference; 2^-24 (exponent 103) too.
  for (double x = -1.0; x <= 1.0; x += 0.00390625 * 1.37) {
    if (std::fabs(x) < 1e-7) continue;
    const uint32_t in = bits(static_cast<float>(x));
    const double xd = f(in);
    EXPECT_LE(ulps(sem::FSINC(in).w0, std::sin(M_PI / 2 * xd) / xd), 3.0) << x;
  }
  EXPECT_LE(ulps(sem::FSINC(0x33800000u).w0, M_PI / 2), 1.0);
}

TEST(ComplexOps, FarctancSeedSpecialValuesAndAccuracy) {  // D59
  for (uint32_t x : {0u, kNegZero, 0x39BFFFFFu, 0xB9BFFFFFu, 0x00000001u})  // below 0x39C00000: 1.0
    EXPECT_EQ(sem::FARCTANC(x), kOne) << std::hex << x;
  EXPECT_EQ(sem::FARCTANC(0xFFC12345u), kNaN);
  EXPECT_EQ(sem::FARCTANC(kPInf), 0u);  // (pi/2 - 0) * (1/inf) = +0
  EXPECT_EQ(sem::FARCTANC(kNInf), 0u);
  EXPECT_EQ(sem::FARCTANC(0xBF000000u), sem::FARCTANC(0x3F000000u));  // even
  // atan(x)/x within 2 ulp on [-1, 1] and 4 ulp outside (double reference).
  for (double x = 0x1.8p-12; x <= 1.0; x *= 1.01) {
    const uint32_t in = bits(static_cast<float>(x));
    const double xd = f(in);
    EXPECT_LE(ulps(sem::FARCTANC(in), std::atan(xd) / xd), 2.0) << x;
  }
  EXPECT_LE(ulps(sem::FARCTANC(kOne), M_PI / 4), 2.0);
  for (double x = 1.0; x <= 1e30; x *= 1.37) {
    const uint32_t in = bits(static_cast<float>(x));
    const double xd = f(in);
    EXPECT_LE(ulps(sem::FARCTANC(in), std::atan(xd) / xd), 4.0) << x;
  }
}

// The seed's sin(a) sequence: fred.sin (part A), fred.sin.partb, fsinc, then W0 * X.
double fred_sin(uint32_t a, bool cosine, int extra_iter = 0) {
  sem::RedResult ra = sem::FRED(false, 0, cosine, a, 0);
  for (int i = 1; i <= extra_iter; ++i) ra = sem::FRED(false, i, cosine, a, ra.w1);
  const sem::RedResult rb = sem::FRED(true, extra_iter, cosine, a, ra.w1);
  const sem::SincResult s = sem::FSINC(rb.w0);
  return s.p0 ? static_cast<double>(f(s.w0)) * f(rb.w0) : f(s.w0);
}

TEST(ComplexOps, FredQuadrantsAndTheSeedSequence) {  // D60
  // pi/6 = 0x3F060A92: n = 0, so part A leaves it unchanged; part B folds x = rn(a * 2/pi) ~ 1/3.
  const sem::RedResult a0 = sem::FRED(false, 0, false, 0x3F060A92u, 0);
  EXPECT_EQ(a0.w1, 0x3F060A92u);
  EXPECT_EQ(a0.w0, a0.w1);
  EXPECT_FALSE(a0.p0);  // n = 0: no further term changes anything
  const sem::RedResult b0 = sem::FRED(true, 0, false, 0x3F060A92u, a0.w1);
  EXPECT_NEAR(f(b0.w0), 1.0 / 3, 1e-7);
  const sem::RedResult c0 = sem::FRED(true, 0, true, 0x3F060A92u, a0.w1);  // cosine: 1 - |x| ~ 2/3
  EXPECT_NEAR(f(c0.w0), 2.0 / 3, 1e-7);
  // a = 2: n = rint(1.273) = 1; part A: 2 - C1 = 2 - 1.57079637050628662109375 =
  // 0.42920362949371337890625 exactly (a multiple of 2^-23); part B subtracts C2 (adds 4.37e-8) and folds q = 1: X = 1 - |x|.
  const sem::RedResult a2 = sem::FRED(false, 0, false, 0x40000000u, 0);
  EXPECT_EQ(static_cast<double>(f(a2.w1)), 0.42920362949371337890625);
  EXPECT_TRUE(a2.p0);  // subtracting n C2 changes the data
  const sem::RedResult b2 = sem::FRED(true, 0, false, 0x40000000u, a2.w1);
  EXPECT_GT(f(b2.w0), 0.5f);
  EXPECT_LE(f(b2.w0), 1.0f);
  // Every quadrant, sine and cosine, through the whole sequence: within 2^-21 of libm.
  for (double a = -20.0; a <= 20.0; a += 0.173) {
    const uint32_t in = bits(static_cast<float>(a));
    const double ad = f(in);
    EXPECT_NEAR(fred_sin(in, false), std::sin(ad), 0x1p-21) << a;
    EXPECT_NEAR(fred_sin(in, true), std::cos(ad), 0x1p-21) << a;
    EXPECT_NEAR(fred_sin(in, false, 1), std::sin(ad), 0x1p-21) << a;  // one more iteration
  }
  // Large arguments: the reduction keeps the seed's sequence within 2^-21 up to 10^7.
  for (double a = 21.0; a <= 1e7; a *= 1.0173) {
    for (double sg : {1.0, -1.0}) {
      const uint32_t in = bits(static_cast<float>(sg * a));
      const double ad = f(in);
      EXPECT_NEAR(fred_sin(in, false), std::sin(ad), 0x1p-21) << ad;
      EXPECT_NEAR(fred_sin(in, true), std::cos(ad), 0x1p-21) << ad;
    }
  }
  // Part B after every C term (iter 2): further iterations leave the data alone, P0 = 0.
  const sem::RedResult b3 = sem::FRED(true, 2, false, 0x40000000u, a2.w1);
  EXPECT_EQ(b3.w1, a2.w1);
  EXPECT_FALSE(b3.p0);
  // NaN and infinities give NaN and never ask for another iteration.
  for (uint32_t x : {kNaN, kPInf, kNInf}) {
    const sem::RedResult n = sem::FRED(true, 0, false, x, sem::FRED(false, 0, false, x, 0).w1);
    EXPECT_EQ(n.w0, kNaN);
    EXPECT_FALSE(n.p0);
  }
}

TEST(ComplexOps, InGroupsWithModifiersF16FormsAndPredicates) {
  // fsinc writes W0 and, always, P0.
  Quad q = quad({0});
  exec("s0=r1, s3=sc0; fsinc w0, p0, s0; w0=r2", q);
  EXPECT_EQ(r(q, 2), 0x3FC90FDBu);
  EXPECT_TRUE(q.in[0].p0);
  // farctanc of -0.0001 (below the threshold) is 1.0; gexp.f16 of the high half.
  Quad a = quad({0xB8D1B717u});
  exec("s0=r1, s3=sc0; farctanc w0, s0; w0=r2", a);
  EXPECT_EQ(r(a, 2), kOne);
  // gexp w0.f16.e0.e1, s0.f16.e1.neg: s0.e1 = -0.03125 (0xA800), negated 0.03125 -> 0x3B1E8391
  // -> binary16 rn(0.0024149...) = 0x18F2? worked: 0x3B1E8391 = 1.2383...*2^-9 -> half exponent
  // -9 + 15 = 6, mantissa rn(0.23837 * 1024) = rn(244.09) = 244 = 0xF4 -> 0x18F4.
  Quad g = quad({0xA8000000u});
  exec("s0=r1, s3=sc0; gexp w0.f16.e0.e1, s0.f16.e1.neg; w0=r2", g);
  EXPECT_EQ(r(g, 2), 0x18F418F4u);
  // fred.cos.partb writes W0, W1 and P0 (PWEN) with .neg on S0.
  Quad d = quad({0xC0000000u, 0});
  const sem::RedResult ra = sem::FRED(false, 0, true, 0x40000000u, 0);
  d.in[0].bank[1][4] = ra.w1;
  exec("s0=r1, s3=r4; fred.cos.partb w0, w1, p0, 0, s0.neg, s3; w0=r2, w1=r3", d);
  const sem::RedResult rb = sem::FRED(true, 0, true, 0x40000000u, ra.w1);
  EXPECT_EQ(r(d, 2), rb.w0);
  EXPECT_EQ(r(d, 3), rb.w1);
  EXPECT_EQ(d.in[0].p0, rb.p0);
  // v = 2: n = 1, cosine adds a quarter turn: q = 2, W0 = -x with x = rn(r 2/pi) ~ 0.2732395
  // (2/pi - 1 of a quarter turn); sin(pi/2 W0) = cos(2) = -0.416.
  EXPECT_NEAR(f(r(d, 2)), -0.2732395, 1e-6);
}

// ---- 14.10: the F16 sum-of-products op (D67) ----
// r1 = (e1 1.0, e0 2.0), r2 = (0.5, 1.5), r3 = (3.0, 0.25) as binary16 halves.
Quad sop_quad() { return quad({0x3C004000u, 0x38003E00u, 0x42003400u, 0, 0, 0}); }
const char* kSopSrc = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; ";

TEST(SumOfProducts, F16ProductsCombinedAndPlaced) {
  // j = a e + b f = 2.0 * 1.5 + 0.25 * 0.5 = 3.125 = 0x4240; k = c g - d h = 1 * 3 - 0.5 * 2 = 2 = 0x4000.
  Quad q = sop_quad();
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s0.e0, s1.e0, add, s2.e0, s1.e1, s0.e1, s2.e1, sub, "
       "s1.e1, s0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x40004240u);
  // RFMT 10: W0 = F32(j) = 3.125 = 0x40480000, W1 = F32(k) = 2.0.
  q = sop_quad();
  exec(std::string(kSopSrc) + "sop w0.f32.j, w1.f32.k, s0.e0, s1.e0, add, s2.e0, s1.e1, s0.e1, s2.e1, sub, "
       "s1.e1, s0.e0; w0=r7, w1=r8", q);
  EXPECT_EQ(r(q, 7), 0x40480000u);
  EXPECT_EQ(r(q, 8), 0x40000000u);
  // .oneminus on e: 1 - 1.5 = -0.5, j = -1 + 0.125 = -0.875 = 0xBB00; min/max/rsub for k:
  // k = max(1 * 3, 0.5 * 2) = 3 = 0x4200.
  q = sop_quad();
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s0.e0, s1.e0.oneminus, add, s2.e0, s1.e1, s0.e1, s2.e1, "
       "max, s1.e1, s0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x4200BB00u);
  // rsub: k = d h - c g = 1 - 3 = -2 = 0xC000; min: j = min(3, 0.125) = 0.125 = 0x3000.
  q = sop_quad();
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s0.e0, s1.e0, min, s2.e0, s1.e1, s0.e1, s2.e1, rsub, "
       "s1.e1, s0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0xC0003000u);
  // JSEL/KSEL pick operands: lo = a = 2.0 (0x4000), hi = d = 0.5 with .neg -> -0.5 (0xB800).
  q = sop_quad();
  exec(std::string(kSopSrc) + "sop w0.lo.a, w0.hi.d, s0.e0, s1.e0, add, s2.e0, s1.e1, s0.e1, s2.e1, sub, "
       "s1.e1.neg, s0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0xB8004000u);
}

TEST(SumOfProducts, ZTermConstantZeroAndMovePart) {
  // Z = min(S1, 1 - S0) on binary32 registers: S0 = 0.25, S1 = 0.5 -> 0.5 = 0x3800.
  // j = 2 * Z + 0 * 0 = 1.0; k = max(-2 * (1 - Z), 0 * 0) = max(-1, 0) = +0; W1 <- S3 (sopmov).
  Quad q = quad({0x3E800000u, 0x3F000000u, 0x00004000u, 0x12345678u, 0, 0});
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s2.e0, z.e0, add, 0.e0, 0.e0, s2.e0.neg, z.e0.oneminus, "
       "max, 0.e0, 0.e0; sopmov w1, s3; w0=r7, w1=r8", q);
  EXPECT_EQ(r(q, 7), 0x00003C00u);
  EXPECT_EQ(r(q, 8), 0x12345678u);
  // .zabs/.zclamp: S0 = 3, S1 = 0.5: Z = min(0.5, -2) = -2; abs -> 2; clamp -> 1.0.
  q = quad({0x40400000u, 0x3F000000u, 0x00003C00u, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop.zabs.zclamp w0.lo.j, w0.hi.k, s2.e0, z.e0, add, 0.e0, 0.e0, 0.e0, 0.e0, "
       "add, 0.e0, 0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x00003C00u);
  q = quad({0x40400000u, 0x3F000000u, 0x00003C00u, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s2.e0, z.e0, add, 0.e0, 0.e0, 0.e0, 0.e0, "
       "add, 0.e0, 0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x0000C000u);  // -2
}

TEST(SumOfProducts, MadVariants) {
  // W0.e0 = a e + v = 2 * 1.5 + 0.25 = 3.25 (0x4280); W0.e1 = c g + x = 1 * 0.5 + 3 = 3.5 (0x4300);
  // W1.e0 = b f + w = 0.25 * 2 + 0 = 0.5 (0x3800); W1.e1 = d h + y = 0.5 * 0.5 + 1 = 1.25 (0x3D00).
  Quad q = sop_quad();
  exec(std::string(kSopSrc) + "sop.mad w0.e0, w0.e1, w1.e0, w1.e1, s0.e0, s1.e0, s2.e0, s0.e1, s1.e1, s2.e1, "
       "s2.e0, s0.e0, 0.e0, s1.e1, s1.e1, s0.e1; w0=r7, w1=r8", q);
  EXPECT_EQ(r(q, 7), 0x43004280u);
  EXPECT_EQ(r(q, 8), 0x3D003800u);
  // CLAMP on W0.e1: 3.5 -> 1.0.
  q = sop_quad();
  exec(std::string(kSopSrc) + "sop.mad w0.e0, w0.e1.clamp, w1.e0, w1.e1, s0.e0, s1.e0, s2.e0, s0.e1, s1.e1, "
       "s2.e1, s2.e0, s0.e0, 0.e0, s1.e1, s1.e1, s0.e1; w0=r7, w1=r8", q);
  EXPECT_EQ(r(q, 7), 0x3C004280u);
  // U8MAD: S0 bytes E0 = 0xFF (1.0), E1 = 0x80 (128/255 -> binary16 0.501953125), E2 = E3 = 0.
  // E0: 1 * 1 + 0 = 1 -> 255; E1: 0 * 1 + 0.50195 -> 127.998 -> 128; E2: 1 * (1 - 1) + 0.50195 -> 128;
  // E3: -1 * 1 + 1 = 0 -> 0. W1 <- S0 (the MOV part of U8MAD reads S0).
  Quad u = quad({0x000080FFu, 0, 0, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop.u8mad w0.e0, w0.e1, w1.e0, w1.e1, s0.e0, s0.e0, s0.e2, s0.e2, s0.e0, s0.e1, "
       "s0.e0, s0.e0.oneminus, s0.e1, s0.e0.neg, s0.e0, s0.e0; sopu8madmov w1, s0; w0=r7, w1=r8", u);
  EXPECT_EQ(r(u, 7), 0x008080FFu);
  EXPECT_EQ(r(u, 8), 0x000080FFu);
}

// ---- 14.8: F64 (D62, D63) ----
constexpr uint64_t kD1 = 0x3FF0000000000000ull, kD2 = 0x4000000000000000ull;

TEST(F64, OperationsAndSpecialValues) {
  EXPECT_EQ(sem::F64ADD(kD1, kD1), kD2);
  EXPECT_EQ(sem::F64ADD(kD1, 0x3C30000000000000ull), kD1);  // 1 + 2^-60 -> 1
  EXPECT_EQ(sem::F64DIV(kD1, 0x4008000000000000ull), 0x3FD5555555555555ull);  // 1/3
  EXPECT_EQ(sem::F64SQRT(kD2), 0x3FF6A09E667F3BCDull);
  EXPECT_EQ(sem::F64RSQ(0x4010000000000000ull), 0x3FE0000000000000ull);  // 1/sqrt(4)
  EXPECT_EQ(sem::F64RCP(0), 0x7FF0000000000000ull);
  EXPECT_EQ(sem::F64RCP(0x8000000000000000ull), 0xFFF0000000000000ull);
  EXPECT_EQ(sem::F64SQRT(0xBFF0000000000000ull), sem::kNaN64);
  EXPECT_EQ(sem::F64SQRT(0x8000000000000000ull), 0x8000000000000000ull);
  EXPECT_EQ(sem::F64RSQ(0x7FF0000000000000ull), 0u);
  EXPECT_EQ(sem::F64MUL(0xFFF0000000000001ull, kD1), sem::kNaN64);  // NaN operands: canonical
  EXPECT_EQ(sem::F64MUL(0x0010000000000000ull, 0x3FE0000000000000ull), 0x0008000000000000ull);  // subnormal
  // Fused: (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60 exactly (two roundings would give 0).
  EXPECT_EQ(sem::F64MAD(0x3FF0000000400000ull, 0x3FEFFFFFFF800000ull, 0xBFF0000000000000ull), 0xBC30000000000000ull);
  EXPECT_EQ(sem::F64BYP(0xFFF0000000000001ull), 0xFFF0000000000001ull);  // bits
}

TEST(F64, GroupsAndConversions) {
  // f64add: A = S3:S0 = 1.0, B = S4:S1 = 2.0 -> 3.0 = 0x4008000000000000: W0 low, W1 high.
  Quad q = quad({0, 0, 0x3FF00000u, 0x40000000u});
  exec("s0=r1, s1=r2, s3=r3, s4=r4; f64add w0, w1, s0, s3, s1, s4; w0=r5, w1=r6", q);
  EXPECT_EQ(r(q, 5), 0u);
  EXPECT_EQ(r(q, 6), 0x40080000u);
  q = quad({0, 0, 0x3FF00000u, 0x40000000u});
  exec("s0=r1, s1=r2, s3=r3, s4=r4; f64mul w0, w1, s0, s3, s1, s4; w0=r5, w1=r6", q);
  EXPECT_EQ(r(q, 6), 0x40000000u);
  // END (docs/rogue.md 1.2: main, bitwise and F64 groups) is reported, also by a repeated group.
  q = quad({0, 0, 0x3FF00000u, 0x40000000u});
  EXPECT_TRUE(exec("end s0=r1, s1=r2, s3=r3, s4=r4; f64add w0, w1, s0, s3, s1, s4; w0=r5, w1=r6", q).end);
  q = quad({0, 0, 0x3FF00000u, 0x40000000u});
  EXPECT_TRUE(exec("end rpt2 s0=r1, s1=r2, s3=r3, s4=r4; f64add w0, w1, s0, s3, s1, s4; w0=r5, w1=r6", q).end);
  q = quad({0, 0, 0x3FF00000u, 0x40000000u});
  EXPECT_FALSE(exec("s0=r1, s1=r2, s3=r3, s4=r4; f64add w0, w1, s0, s3, s1, s4; w0=r5, w1=r6", q).end);
  // CONVERTTOF64 (pack slot): low word -> FT0 (IS4), high -> FT2 (IS5).
  EXPECT_EQ(sem::CONVERTTOF64(0, kOne), kD1);
  EXPECT_EQ(sem::CONVERTTOF64(1, 0xFFFFFFFFu), 0xBFF0000000000000ull);  // S32 -1
  EXPECT_EQ(sem::CONVERTTOF64(2, 0xFFFFFFFFu), 0x41EFFFFFFFE00000ull);  // U32 4294967295
  EXPECT_EQ(sem::CONVERTTOF64(0, 0x00000001u), 0x36A0000000000000ull);  // 2^-149
  EXPECT_EQ(sem::CONVERTTOF64(0, 0xFF812345u), sem::kNaN64);
  q = quad({0xFFFFFFFFu});
  exec("s0=r1, s3=sc0; mbyp ft0, s0; converttof64.u32 ft0, ft2, fte; is5=ft2; w0=r3, w1=r4", q);
  EXPECT_EQ(r(q, 3), 0xFFE00000u);
  EXPECT_EQ(r(q, 4), 0x41EFFFFFu);
  // CONVERTFROMF64 (P0): S2:S0, nearest even.
  EXPECT_EQ(sem::CONVERTFROMF64(1, 0xC004000000000000ull), 0xFFFFFFFEu);  // -2.5 -> -2
  EXPECT_EQ(sem::CONVERTFROMF64(1, 0x4202A05F20000000ull), 0x7FFFFFFFu);  // 1e10 saturates
  EXPECT_EQ(sem::CONVERTFROMF64(2, 0xBFF0000000000000ull), 0u);
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x3FF0000000000001ull), kOne);
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x36A0000000000000ull), 1u);  // the smallest subnormal
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x7FF0000000000001ull), kNaN);
  EXPECT_EQ(sem::CONVERTFROMF64(1, 0x7FF8000000000000ull), 0u);
  q = quad({0, 0, 0xC0040000u});
  exec("s0=r1, s1=sc0, s2=r3, s3=sc0; convertfromf64.s32 ft0, s0, s2; w0=r4", q);
  EXPECT_EQ(r(q, 4), 0xFFFFFFFEu);
}

// ---- 14.9: CND* in every mask-count case (D64-D66) ----
// Runs `text` on a quad with mask counts s0[i] in r1, S2 values in r2, P0 and PE per instance.
struct CndCase {
  uint32_t s0[4];
  bool p0[4], pe[4];
  uint32_t s2[4] = {0, 0, 0, 0};
};
Quad cnd(const std::string& text, const CndCase& c, uint32_t link = 0) {
  Quad q;
  q.link = link;
  for (int i = 0; i < kQuad; ++i) {
    q.in[i].bank[1][1] = c.s0[i];
    q.in[i].bank[1][2] = c.s2[i];
    q.in[i].bank[1][9] = 0xDEADu;
    q.in[i].p0 = c.p0[i];
    q.in[i].pe = c.pe[i];
  }
  exec(text, q);
  return q;
}
void expect_cnd(const Quad& q, std::initializer_list<uint32_t> w0, std::initializer_list<bool> pe) {
  int i = 0;
  for (uint32_t v : w0) {
    EXPECT_EQ(r(q, 9, i), v) << "instance " << i;
    ++i;
  }
  i = 0;
  for (bool v : pe) {
    EXPECT_EQ(q.in[i].pe, v) << "instance " << i;
    ++i;
  }
}

TEST(Cnd, StartAndElseIf) {
  // CNDST, PCND = P0, adjust 1: running and P0 -> 0, PE 1; otherwise S0 + 1, PE 0. Instances with
  // PE = 0 take part too (D65).
  Quad q = cnd("s0=r1, s3=sc0; cndst 1, w0, s0, 1; w0=r9", {{0, 0, 2, 5}, {true, false, true, false}, {true, true, false, false}});
  expect_cnd(q, {0, 1, 3, 6}, {true, false, false, false});
  // CNDST with PCND = always (0), never (2), !P0 (3), adjust 2.
  q = cnd("s0=r1, s3=sc0; cndst 0, w0, s0, 2; w0=r9", {{0, 3, 0, 0}, {false, false, false, false}, {true, true, true, true}});
  expect_cnd(q, {0, 5, 0, 0}, {true, false, true, true});
  q = cnd("s0=r1, s3=sc0; cndst 2, w0, s0, 2; w0=r9", {{0, 3, 0, 0}, {false, false, false, false}, {true, true, true, true}});
  expect_cnd(q, {2, 5, 2, 2}, {false, false, false, false});
  q = cnd("s0=r1, s3=sc0; cndst 3, w0, s0, 1; w0=r9", {{0, 0, 0, 0}, {false, true, false, true}, {true, true, true, true}});
  expect_cnd(q, {0, 1, 0, 1}, {true, false, true, false});
  // CNDEF adjust 0: S0 = 0 -> 0, PE = 1 (adjust == 0); S0 = 1 with P0 -> 0, PE 1; S0 = 1 without
  // P0 -> 1, PE 0; S0 = 3 -> 3, PE 0.
  q = cnd("s0=r1, s3=sc0; cndef 1, w0, s0, 0; w0=r9", {{0, 1, 1, 3}, {false, true, false, true}, {true, false, false, false}});
  expect_cnd(q, {0, 0, 1, 3}, {true, true, false, false});
  // CNDEF adjust 1 and 2: S0 = 0 -> S0 + adjust, PE 0.
  q = cnd("s0=r1, s3=sc0; cndef 0, w0, s0, 1; w0=r9", {{0, 1, 2, 0}, {false, false, false, false}, {true, false, false, true}});
  expect_cnd(q, {1, 0, 2, 1}, {false, true, false, false});
  q = cnd("s0=r1, s3=sc0; cndef 2, w0, s0, 2; w0=r9", {{0, 1, 2, 0}, {false, false, false, false}, {true, false, false, true}});
  expect_cnd(q, {2, 1, 2, 2}, {false, false, false, false});
}

TEST(Cnd, SetMaskLoopTestAndEnd) {
  // CNDSM, PCND = !P0: condition and S0 = 0 -> S2, PE = (S2 == 0); else S0, PE = (S0 == 0).
  Quad q = cnd("s0=r1, s1=sc0, s2=r2, s3=sc0; cndsm 3, w0, s0, s2; w0=r9",
               {{0, 0, 0, 2}, {false, false, true, false}, {true, true, true, false}, {0, 4, 7, 9}});
  expect_cnd(q, {0, 4, 0, 2}, {true, false, true, false});
  // CNDLT, adjust 2, PCND = P0. No instance is running with P0 (instance 0 has P0 but PE 0):
  // leave the loop: P0 = 0 everywhere; S0 > 2 -> S0 - 2, PE 0; else 0, PE 1.
  q = cnd("s0=r1, s3=sc0; cndlt 1, w0, p0, s0, 2; w0=r9", {{0, 2, 3, 7}, {true, false, false, false}, {false, true, true, false}});
  expect_cnd(q, {0, 0, 1, 5}, {true, true, false, false});
  for (int i = 0; i < kQuad; ++i) EXPECT_FALSE(q.in[i].p0);
  // Instance 0 runs with P0: P0 = 1 everywhere; condition and S0 = 0 -> adjust, PE 0; otherwise S0,
  // PE = (S0 == 0).
  q = cnd("s0=r1, s3=sc0; cndlt 1, w0, p0, s0, 2; w0=r9", {{0, 0, 4, 1}, {true, false, true, false}, {true, true, false, false}});
  expect_cnd(q, {2, 0, 4, 1}, {false, true, false, false});
  for (int i = 0; i < kQuad; ++i) EXPECT_TRUE(q.in[i].p0);
  // CNDLT adjust 1 leaving the loop: S0 = 1 is not > 1 -> 0, PE 1; S0 = 2 -> 1.
  q = cnd("s0=r1, s3=sc0; cndlt 2, w0, p0, s0, 1; w0=r9", {{1, 2, 0, 9}, {true, true, true, true}, {true, true, true, true}});
  expect_cnd(q, {0, 1, 0, 8}, {true, false, true, false});
  // CNDEND adjust 1: S0 {0, 1, 2, 9} -> {0, 0, 1, 8}, PE {1, 1, 0, 0}; adjust 2: 2 -> 0, 3 -> 1.
  q = cnd("s0=r1, s3=sc0; cndend w0, s0, 1; w0=r9", {{0, 1, 2, 9}, {false, false, false, false}, {false, false, true, true}});
  expect_cnd(q, {0, 0, 1, 8}, {true, true, false, false});
  q = cnd("s0=r1, s3=sc0; cndend w0, s0, 2; w0=r9", {{0, 1, 2, 3}, {false, false, false, false}, {false, false, true, true}});
  expect_cnd(q, {0, 0, 0, 1}, {true, true, true, false});
  // Mask counts wrap modulo 2^32 (D64).
  q = cnd("s0=r1, s3=sc0; cndst 2, w0, s0, 2; w0=r9", {{0xFFFFFFFFu, 0, 0, 0}, {false, false, false, false}, {true, true, true, true}});
  EXPECT_EQ(r(q, 9, 0), 1u);
}

TEST(Cnd, CallLoopSetLinkAndLoopForCall) {
  // CNDSETL.B: the first instance with PE = 1 is instance 1 (S2 = 20): link = 20. S0 = 0 and
  // S2 != 20 -> 1, PE 0; otherwise S0, PE = (S0 == 0).
  Quad q = cnd("s0=r1, s1=sc0, s2=r2, s3=sc0; cndsetl.b w0, s0, s2; w0=r9",
               {{0, 0, 0, 3}, {false, false, false, false}, {false, true, true, false}, {10, 20, 30, 20}}, 7);
  expect_cnd(q, {1, 0, 1, 3}, {false, true, false, false});
  EXPECT_EQ(q.link, 20u);
  // No instance with PE = 1: the link is unchanged, every instance keeps its count (D66).
  q = cnd("s0=r1, s1=sc0, s2=r2, s3=sc0; cndsetl.b w0, s0, s2; w0=r9",
          {{0, 0, 2, 3}, {false, false, false, false}, {false, false, false, false}, {10, 20, 30, 20}}, 7);
  expect_cnd(q, {0, 0, 2, 3}, {true, true, false, false});
  EXPECT_EQ(q.link, 7u);
  // CNDSETL.A changes neither W0 nor PE nor the link (D66).
  q = cnd("s0=r1, s1=sc0, s2=r2, s3=sc0; cndsetl.a w0, s0, s2; w0=r9",
          {{0, 0, 2, 3}, {false, false, false, false}, {false, true, false, true}, {10, 20, 30, 20}}, 7);
  expect_cnd(q, {0xDEADu, 0xDEADu, 0xDEADu, 0xDEADu}, {false, true, false, true});
  EXPECT_EQ(q.link, 7u);
  // CNDLPC: 0 -> 2, PE 0; 1 -> 0, PE 1; otherwise unchanged, PE 0.
  q = cnd("s0=r1, s3=sc0; cndlpc w0, s0; w0=r9", {{0, 1, 2, 5}, {false, false, false, false}, {true, false, true, true}});
  expect_cnd(q, {2, 0, 2, 5}, {false, true, false, false});
}

// ---- 14.9: SAVL, and the records of control and backend ops ----
TEST(ControlAndBackend, SavlBranchesNopWdfAndRecords) {
  Quad q;
  q.link = 0x40;
  q.in[2].pe = false;
  exec("savl w0; w0=r1", q);
  EXPECT_EQ(r(q, 1, 0), 0x40u);
  EXPECT_EQ(r(q, 1, 2), 0u);  // disabled instance
  Quad b;
  b.in[1].p0 = true;
  ExecStatus st = exec("if (p0) br +266", b);
  ASSERT_TRUE(st.control.present);
  EXPECT_EQ(st.control.op, Op::BR);
  EXPECT_EQ(st.control.target, 266);
  EXPECT_FALSE(st.control.active[0]);
  EXPECT_TRUE(st.control.active[1]);
  st = exec("brl -64", b);
  EXPECT_EQ(st.control.target, -64);
  EXPECT_EQ(b.link, 4u);  // the next group, at byte 8 (3-byte header + 5 op bytes), in 16-bit units
  st = exec("lapc", b);
  EXPECT_EQ(st.control.target, 8);  // back to the link address (D69)
  st = exec("end nop", b);
  EXPECT_TRUE(st.end);
  EXPECT_EQ(st.control.op, Op::NOP);
  st = exec("wdf drc1", b);
  EXPECT_EQ(st.control.drc, 1u);
  EXPECT_FALSE(st.end);
  for (const char* t : {"lapc", "wop", "mutex.lock 3", "bpret", "sbo.shared 200",
                        "itrsmp2d.pixel.fcnorm.schedwdf r0, 1, drc0, cf4, sh4, sh0, 4, _, cf0"}) {
    st = exec(t, b);
    EXPECT_TRUE(st.control.present) << t;
  }
  // A backend op: the ALU part executes, the record holds W0 and the sources.
  Quad u = quad({0x1234u});
  st = exec("s0=r1, s3=sc0; mbyp ft0, s0; mov w0, fte; uvsw.write w0, 3", u);
  ASSERT_TRUE(st.backend.present);
  EXPECT_EQ(st.backend.op, Op::UVSW_WRITE_IMM);
  EXPECT_EQ(st.backend.w[0][0], 0x1234u);
  EXPECT_EQ(st.backend.s[3][0], 0x1234u);
  // SETL: the link from W1 (= FT0 = S0) of the lowest enabled instance (D69).
  Quad t = quad({0x5u});
  t.in[0].pe = false;
  t.in[1].bank[1][1] = 0x123u;
  st = exec("s0=r1, s3=sc0; mbyp ft0, s0; mov w0, fte; setl w1", t);
  EXPECT_EQ(st.backend.op, Op::SETL);
  EXPECT_EQ(t.link, 0x123u);
  Quad l = quad({0, 0, 0, 0x10u});
  st = exec("s0=sh0, s1=r1, s3=r8; ld.forceline s3, drc1, s1, s0", l);
  EXPECT_EQ(st.backend.op, Op::LD);
  // An END in a main-ALU header ends the program.
  st = exec("if (!p0) end s0=r1, s3=sc0; mbyp ft0, s0; w0=r2", l);
  EXPECT_TRUE(st.end);
}

// ---- Special values across the new ops: NaN, infinities, -0, subnormals ----
TEST(SpecialValues, SubnormalsZerosNaNsThroughTheNewOps) {
  bool ok;
  // Pack: 2^-24 is the smallest binary16 subnormal (0x0001); a binary32 subnormal scales to 0.
  EXPECT_EQ(sem::PCK(P::F16F16, false, false, 0x33800000u, ok), 0x0001u);
  EXPECT_EQ(sem::PCK(P::F16F16, false, false, 0x33000000u, ok), 0x0000u);  // 2^-25: tie -> even 0
  EXPECT_EQ(sem::PCK(P::F16F16, false, false, kNegZero, ok), 0x8000u);
  EXPECT_EQ(sem::PCK(P::U8888, true, false, 0x00000001u, ok), 0u);
  EXPECT_EQ(sem::PCK(P::S8888, false, false, kNegZero, ok), 0u);
  EXPECT_EQ(sem::UNPCK(P::F16F16, 0, false, 0x00000001u, ok), 0x33800000u);
  EXPECT_EQ(sem::UNPCK(P::F16F16, 0, false, 0x00008000u, ok), kNegZero);
  EXPECT_EQ(sem::UNPCK(P::F16F16, 1, false, 0x7C010000u, ok), kNaN);
  // GCMP of the smallest subnormal: 12.92 * 2^-149 -> 13 * 2^-149; GEXP: 16 * 2^-149 * 0.0774 -> 1.
  EXPECT_EQ(sem::GCMP(0x00000001u), 0x0000000Du);
  EXPECT_EQ(sem::GEXP(0x00000010u), 0x00000001u);
  EXPECT_EQ(sem::GEXP(0x00000001u), 0u);
  EXPECT_EQ(sem::GCMP(kNegZero), kNegZero);
  // F64 -> F32 underflow and overflow; F32 -> F64 of -0 and a subnormal.
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x3690000000000000ull), 0u);            // 2^-150: tie -> even +0
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x47F0000000000000ull), kPInf);         // 2^128
  EXPECT_EQ(sem::CONVERTFROMF64(0, 0x8000000000000000ull), kNegZero);
  EXPECT_EQ(sem::CONVERTTOF64(0, kNegZero), 0x8000000000000000ull);
  EXPECT_EQ(sem::CONVERTTOF64(0, 0x00400000u), 0x3800000000000000ull);     // 2^-127
  EXPECT_EQ(sem::F64ADD(0x7FF0000000000000ull, 0xFFF0000000000000ull), sem::kNaN64);  // inf - inf
  EXPECT_EQ(sem::F64ADD(0x8000000000000000ull, 0x8000000000000000ull), 0x8000000000000000ull);
  // SOP: inf * 0 is NaN -> the canonical binary16 NaN 0x7E00; RFMT 10 gives 0x7FC00000.
  Quad q = quad({0x00007C00u, 0, 0, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s0.e0, s1.e0, add, 0.e0, 0.e0, s0.e0, s0.e0, add, "
       "0.e0, 0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x7C007E00u);  // k = inf * inf + 0 = inf
  q = quad({0x00007C00u, 0, 0, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop w0.f32.j, w1.f32.k, s0.e0, s1.e0, add, 0.e0, 0.e0, s0.e0, s0.e0, add, "
       "0.e0, 0.e0; w0=r7, w1=r8", q);
  EXPECT_EQ(r(q, 7), kNaN);
  EXPECT_EQ(r(q, 8), kPInf);
  // Binary16 subnormal products: 2^-14 * 2^-1 = 2^-15 = 0x0200; a product below 2^-25 rounds to 0.
  q = quad({0x38000400u, 0, 0, 0, 0, 0});
  exec(std::string(kSopSrc) + "sop w0.lo.j, w0.hi.k, s0.e0, s0.e1, add, 0.e0, 0.e0, s0.e0, s0.e0, add, "
       "0.e0, 0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x00000200u);
}

// ---- 14.7 / D68: repeated groups ----
TEST(Repeat, RegistersAdvancePerExecutionInOrder) {
  // rpt2: r7 = r1, r8 = r2.
  Quad q = quad({0xA1u, 0xB2u});
  exec("rpt2 s0=r1; mbyp ft0, s0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0xA1u);
  EXPECT_EQ(r(q, 8), 0xB2u);
  EXPECT_EQ(r(q, 9), 0u);
  // Executions are sequential: rpt3 of r2 = r1 + r2 on 1, 1, 1, 1 gives r2 = 2, r3 = 2 + 1 = 3,
  // r4 = 3 + 1 = 4 (each execution reads what the previous one wrote).
  q = quad({kOne, kOne, kOne, kOne});
  exec("rpt3 s0=r1, s1=r2, s3=sc0; fadd ft0, s0, s1; w0=r2", q);
  EXPECT_EQ(r(q, 2), 0x40000000u);
  EXPECT_EQ(r(q, 3), 0x40400000u);
  EXPECT_EQ(r(q, 4), 0x40800000u);
  // The special bank does not advance: sc1 twice.
  q = quad({});
  exec("rpt2 s0=sc1; mbyp ft0, s0; w0=r7", q);
  EXPECT_EQ(r(q, 7), 1u);
  EXPECT_EQ(r(q, 8), 1u);
}

TEST(Repeat, PackBuildsOneResultUnpackFillsSeveral) {
  // rpt4 pck.u8888.scale of r1..r4 = 1.0, 0.5, 0, 1.0: bytes 255, 128, 0, 255 into one r7.
  Quad q = quad({kOne, kHalf, 0, kOne});
  exec("rpt4 s0=r1, s3=sc0; mbyp ft0, s0; pck.u8888.scale ft2, ft0; is4=ft2; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0xFF0080FFu);
  EXPECT_EQ(r(q, 8), 0u);
  // rpt4 unpck.u8888 of r1 = 0x04030201: elements 0..3 into r7..r10.
  q = quad({0x04030201u});
  exec("rpt4 s0=r1, s3=sc0; unpck.u8888 ft0, s0.e0; w0=r7", q);
  EXPECT_EQ(r(q, 7), kOne);
  EXPECT_EQ(r(q, 8), 0x40000000u);
  EXPECT_EQ(r(q, 9), 0x40400000u);
  EXPECT_EQ(r(q, 10), 0x40800000u);
  // F16F16 in two executions: 1.0 and 2.0 -> 0x40003C00.
  q = quad({kOne, 0x40000000u});
  exec("rpt2 s0=r1, s3=sc0; mbyp ft0, s0; pck.f16f16 ft2, ft0; is4=ft2; w0=r7", q);
  EXPECT_EQ(r(q, 7), 0x40003C00u);
  bool ok;
  EXPECT_EQ(sem::PCK_ELEM(P::U111110, 3, false, false, kOne, ok), 0u);  // no element 3
}

// ---- Every legal group executes: random byte streams and bit flips of legal groups ----
// Each legal group is executed on a quad with random registers and predicates; only GTA may report
// "not executed" (14.7). Also checks that execution is a function of the group and the quad.
void execute_all_legal(const std::vector<uint8_t>& b, std::mt19937& rng, std::set<int>& seen, int& count) {
  for (const Group& g : decode_stream(b)) {
    if (g.illegal) continue;
    Quad q;
    for (Instance& in : q.in) {
      for (int bank = 1; bank <= 5; ++bank)
        for (int k = 0; k < 64; ++k) in.bank[bank][k] = static_cast<uint32_t>(rng());
      in.p0 = rng() & 1;
      in.pe = rng() & 1;
      in.idx[0] = rng() % 8, in.idx[1] = rng() % 8;
    }
    Quad q2 = q;
    const ExecStatus st = execute(g, q), st2 = execute(g, q2);
    bool gta = false;
    for (const Component& c : g.c)
      if (c.present && c.has_op() && c.operation() == Op::GTA) gta = true;
    ASSERT_TRUE(st.ok || gta) << listing_line(g) << ": " << st.error;
    ASSERT_EQ(st.ok, st2.ok);
    for (int i = 0; i < kQuad; ++i) {
      ASSERT_EQ(q.in[i].bank, q2.in[i].bank) << listing_line(g);
      ASSERT_EQ(q.in[i].p0, q2.in[i].p0);
      ASSERT_EQ(q.in[i].pe, q2.in[i].pe);
    }
    for (const Component& c : g.c)
      if (c.present)
        for (int u = 0; u < kMaxUnits; ++u)
          if (c.op[u] >= 0) seen.insert(c.op[u]);
    ++count;
  }
}

TEST(Robustness, EveryLegalGroupExecutes) {
  std::mt19937 rng(7);
  std::set<int> seen;
  int count = 0;
  for (int n = 0; n < 60000; ++n) {
    std::vector<uint8_t> b(2 + rng() % 40);
    for (uint8_t& x : b) x = static_cast<uint8_t>(rng());
    execute_all_legal(b, rng, seen, count);
  }
  // Bit flips of legal groups of every kind (each assembled from its listing).
  const char* kLines[] = {
      "s0=r1, s3=sc0; fsinc w0, p0, s0; w0=r2", "s0=r1, s3=r4; fred.cos.partb w0, w1, p0, 3, s0.neg, s3; w0=r2, w1=r3",
      "s0=r1, s3=sc0; mbyp ft0, s0; pck.u1616.scale ft2, ft0; is4=ft2; w0=r3",
      "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; sop.u8mad w0.e0.clamp, w0.e1, w1.e0, w1.e1.clamp, s0.e0, s1.e0, "
      "s2.e0.neg, s3.e0, s4.e0.oneminus, s5.e0, s0.e1, s1.e1.abs, s2.e1.flr, s3.e1, z.e1.clamp, s5.e1; "
      "sopu8madmov w1, s0; w0=r7, w1=r8",
      "s0=r1, s1=r2, s3=r3, s4=r4; f64mul w0, w1, s0, s3, s1, s4; w0=r5, w1=r6",
      "s0=r1, s1=sc0, s2=r2, s3=sc0; cndsm 3, w0, s0, s2; w0=r1", "s0=r1, s3=sc0; unpck.u8888.scale ft0, s0.e2; w0=r2",
      "s0=r1, s1=sc0, s2=r2, s3=sc0; convertfromf64.s32 ft0, s0, s2; w0=r4", "if (p0) br +266",
      "s0=sh0, s1=r1, s3=r8; ld.forceline s3, drc1, s1, s0"};
  for (const char* t : kLines) {
    const AsmResult a = assemble_group(t);
    ASSERT_TRUE(a.ok) << t << ": " << a.error;
    for (size_t byte = 0; byte < a.word.size(); ++byte)
      for (int bit = 0; bit < 8; ++bit) {
        std::vector<uint8_t> b = a.word;
        b[byte] ^= static_cast<uint8_t>(1u << bit);
        execute_all_legal(b, rng, seen, count);
      }
  }
  std::printf("%d legal groups executed, %zu operations\n", count, seen.size());
  EXPECT_GT(count, 1000);
  EXPECT_GT(seen.size(), 90u);  // operations seen executing (of the table's 153)
}

TEST(ControlAndBackend, WhatIsStillNotExecuted) {
  for (const char* text : {"s0=r1, s1=r2, s3=r3, s4=r4, s5=r5; gta.array w0, w1, p0, s3, s0, s1, s4, s5; w0=r7, w1=r6"}) {
    Quad q = quad({kOne});
    const ExecStatus st = execute(group(text), q);
    EXPECT_FALSE(st.ok) << text;
    EXPECT_FALSE(st.error.empty()) << text;
    EXPECT_EQ(r(q, 7), 0u) << text;
  }
}

}  // namespace
}  // namespace shaderhw::rogue
