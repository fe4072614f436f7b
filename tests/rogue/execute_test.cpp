// Execution of the main and bitwise ALU (golden/rogue/execute.h, semantics.h) against
// docs/rogue.md 1.9, 1.10 and 14: the instruction functions on hand-worked values (the seed's
// special cases, modifier order, fused FMAD, test types, integer carries, bit ops) and the group
// data path (IS0/FTE, ISS, MOV masks, MOVC, CC and PE, indexed registers, what is not executed).
// Groups are written in the listing syntax and assembled; expected values are worked by hand.
#include <gtest/gtest.h>

#include "rogue/asm.h"
#include "rogue/execute.h"
#include "rogue/semantics.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::reason;

constexpr uint32_t kPInf = 0x7F800000u, kNInf = 0xFF800000u, kNaN = 0x7FC00000u, kNegZero = 0x80000000u;
constexpr uint32_t kOne = 0x3F800000u, kTwo = 0x40000000u, kHalf = 0x3F000000u, kMinusOne = 0xBF800000u;

Group group(const std::string& text) {
  const AsmResult r = assemble_group(text);
  EXPECT_TRUE(r.ok) << text << ": " << r.error;
  const Group g = decode_group(r.word.data(), r.word.size(), 0);
  EXPECT_FALSE(g.illegal) << text << ": " << reason(g) << " " << g.detail;
  return g;
}

// Runs `text` with r1..r6 of every instance set to `r`, returns the quad.
Quad run(const std::string& text, std::initializer_list<uint32_t> r, bool p0 = false) {
  Quad q;
  for (Instance& in : q.in) {
    uint32_t k = 1;
    for (uint32_t v : r) in.bank[1][k++] = v;
    in.p0 = p0;
  }
  const ExecStatus st = execute(group(text), q);
  EXPECT_TRUE(st.ok) << text << ": " << st.error;
  return q;
}
uint32_t r(const Quad& q, int n, int lane = 0) { return q.in[lane].bank[1][n]; }

// ---- 14.1, 14.2 ----
TEST(FloatOps, SeedSpecialValuesOfTheComplexOps) {
  EXPECT_EQ(sem::FRCP(kNaN | 0x80000000u), kNaN);
  EXPECT_EQ(sem::FRCP(kPInf), 0u);
  EXPECT_EQ(sem::FRCP(kNInf), kNegZero);
  EXPECT_EQ(sem::FRCP(0), kPInf);
  EXPECT_EQ(sem::FRCP(kNegZero), kNInf);
  EXPECT_EQ(sem::FRCP(kOne), kOne);
  EXPECT_EQ(sem::FRCP(kMinusOne), kMinusOne);
  EXPECT_EQ(sem::FRSQ(kPInf), 0u);
  EXPECT_EQ(sem::FRSQ(0), kPInf);
  EXPECT_EQ(sem::FRSQ(kNegZero), kNInf);
  EXPECT_EQ(sem::FRSQ(kMinusOne), kNaN);
  EXPECT_EQ(sem::FRSQ(kOne), kOne);
  EXPECT_EQ(sem::FRSQ(0x40800000u), kHalf);  // 1/sqrt(4)
  EXPECT_EQ(sem::FSQRT(0x40800000u), kTwo);
  EXPECT_EQ(sem::FLOG(kNaN), kNaN);
  EXPECT_EQ(sem::FLOG(kPInf), kPInf);
  EXPECT_EQ(sem::FLOG(0), kNInf);
  EXPECT_EQ(sem::FLOG(kNegZero), kNInf);
  EXPECT_EQ(sem::FLOG(kMinusOne), kNaN);
  EXPECT_EQ(sem::FLOG(kOne), 0u);
  EXPECT_EQ(sem::FLOG(0x41000000u), 0x40400000u);  // log2(8) = 3 exactly
  EXPECT_EQ(sem::FEXP(kNaN), kNaN);
  EXPECT_EQ(sem::FEXP(kPInf), kPInf);
  EXPECT_EQ(sem::FEXP(0), kOne);
  EXPECT_EQ(sem::FEXP(kNegZero), kOne);
  EXPECT_EQ(sem::FEXP(0x40400000u), 0x41000000u);  // 2^3 = 8 exactly
}

TEST(FloatOps, ModifiersFloorThenAbsThenNeg) {
  EXPECT_EQ(sem::src_mod(0xBFC00000u, true, true, true), 0xC0000000u);  // -1.5: floor -2, abs 2, neg -2
  EXPECT_EQ(sem::src_mod(0x3FC00000u, true, false, false), kOne);       // floor(1.5) = 1
  EXPECT_EQ(sem::src_mod(0xBE99999Au, true, false, false), kMinusOne);  // floor(-0.3) = -1
  EXPECT_EQ(sem::src_mod(kNegZero, true, false, false), kNegZero);      // zeros kept
  EXPECT_EQ(sem::src_mod(0x7FC12345u, true, true, false), 0x7FC12345u); // NaN bits kept by floor
  EXPECT_EQ(sem::src_mod(kOne, false, false, true), kMinusOne);
}

TEST(FloatOps, SaturationAndFusedMultiplyAdd) {
  EXPECT_EQ(sem::sat(kNaN), 0u);
  EXPECT_EQ(sem::sat(kNegZero), 0u);
  EXPECT_EQ(sem::sat(kMinusOne), 0u);
  EXPECT_EQ(sem::sat(kTwo), kOne);
  EXPECT_EQ(sem::sat(kHalf), kHalf);
  EXPECT_EQ(sem::sat(kPInf), kOne);
  // (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46 only with one rounding (D41).
  EXPECT_EQ(sem::FMAD(0x3F800001u, 0x3F800001u, 0xBF800002u), 0x28800000u);
  EXPECT_EQ(sem::FADD(kPInf, kNInf), kNaN);
  EXPECT_EQ(sem::FMUL(0x00000001u, kHalf), 0u);  // the smallest subnormal halved rounds to even 0
  EXPECT_EQ(sem::FMUL(0x00000002u, kHalf), 0x00000001u);  // subnormals kept (D42)
}

TEST(FloatOps, GroupsWithModifiersSatAndF16Forms) {
  // r7 = sat(|r1| + (-r2)... : fadd.sat ft0, s0.abs, s1 with r1 = -0.25, r2 = 2 -> 2.25 -> 1.
  Quad q = run("s0=r1, s1=r2; fadd.sat ft0, s0.abs, s1; w0=r7", {0xBE800000u, kTwo});
  EXPECT_EQ(r(q, 7), kOne);
  // P1 op reading S3, S4: r8 = r3 * |r4| = 0.5 * 2.
  q = run("s0=r1, s3=r3, s4=r4; mbyp ft0, s0; fmul ft1, s3, s4.abs; is4=ft1; w0=r8", {0, 0, kHalf, 0xC0000000u});
  EXPECT_EQ(r(q, 8), kOne);
  // FRCP of the upper binary16 half (2.0 = 0x4000), result as binary16 in both halves (0.5 = 0x3800).
  q = run("s0=r1; frcp w0.f16.e0.e1, s0.f16.e1; w0=r9", {0x40000000u});
  EXPECT_EQ(r(q, 9), 0x38003800u);
}

TEST(FloatOps, DerivativesAcrossTheQuad) {
  const Group g = group("s0=r1, s3=r1; fdsx ft0, s0; fdsyf ft1, s3; is5=ft1; w0=r2, w1=r3");
  Quad q;
  const uint32_t v[kQuad] = {kOne, 0x40400000u, 0x40A00000u, 0x41000000u};  // TL 1, TR 3, BL 5, BR 8
  for (int i = 0; i < kQuad; ++i) q.in[i].bank[1][1] = v[i];
  ASSERT_TRUE(execute(g, q).ok);
  for (int i = 0; i < kQuad; ++i) EXPECT_EQ(r(q, 2, i), kTwo) << i;  // TR - TL everywhere
  EXPECT_EQ(r(q, 3, 0), 0x40800000u);  // BL - TL = 4
  EXPECT_EQ(r(q, 3, 2), 0x40800000u);
  EXPECT_EQ(r(q, 3, 1), 0x40A00000u);  // BR - TR = 5
  EXPECT_EQ(r(q, 3, 3), 0x40A00000u);
}

// ---- 14.3 ----
TEST(Tests, EveryOpOnFloats) {
  using O = gen::Op;
  const gen::Tsttype F = gen::Tsttype::F32;
  EXPECT_TRUE(sem::TST(O::TSTZ, F, 0, kNegZero, 0, false));
  EXPECT_FALSE(sem::TST(O::TSTGZ, F, 0, kNegZero, 0, false));
  EXPECT_TRUE(sem::TST(O::TSTGEZ, F, 0, kNegZero, 0, false));
  EXPECT_TRUE(sem::TST(O::TSTE, F, 0, 0, kNegZero, false));
  EXPECT_TRUE(sem::TST(O::TSTG, F, 0, kTwo, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTGE, F, 0, kOne, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTL, F, 0, kMinusOne, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTLE, F, 0, kOne, kOne, false));
  for (O op : {O::TSTZ, O::TSTGZ, O::TSTGEZ, O::TSTE, O::TSTG, O::TSTGE, O::TSTL, O::TSTLE})
    EXPECT_FALSE(sem::TST(op, F, 0, kNaN, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTNE, F, 0, kNaN, kNaN, false));
  // TSTMIN/TSTMAX (7.7): a NaN right operand loses to a number.
  EXPECT_TRUE(sem::TST(O::TSTMIN, F, 0, kOne, kNaN, false));
  EXPECT_FALSE(sem::TST(O::TSTMIN, F, 0, kNaN, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTMAX, F, 0, kOne, kOne, false));
  EXPECT_TRUE(sem::TST(O::TSTC, F, 0, 0, 0, true));
}

TEST(Tests, IntegerTypesAndElements) {
  using O = gen::Op;
  using T = gen::Tsttype;
  EXPECT_TRUE(sem::TST(O::TSTG, T::U32, 0, 0xFFFFFFFFu, 1, false));
  EXPECT_FALSE(sem::TST(O::TSTG, T::S32, 0, 0xFFFFFFFFu, 1, false));
  // Byte 2 of each: 0x80 vs 0x01: unsigned greater, signed less.
  EXPECT_TRUE(sem::TST(O::TSTG, T::U8, 2, 0x00800000u, 0x00010000u, false));
  EXPECT_TRUE(sem::TST(O::TSTL, T::S8, 2, 0x00800000u, 0x00010000u, false));
  // Half 1: 0x0001 vs 0xFFFF.
  EXPECT_TRUE(sem::TST(O::TSTL, T::U16, 1, 0x00010000u, 0xFFFF0000u, false));
  EXPECT_TRUE(sem::TST(O::TSTG, T::S16, 1, 0x00010000u, 0xFFFF0000u, false));
  EXPECT_TRUE(sem::TST(O::TSTZ, T::S16, 0, 0xFFFF0000u, 0, false));  // the low half is 0
  // F16 half 1: 1.0 (0x3C00) > 0.5 (0x3800).
  EXPECT_TRUE(sem::TST(O::TSTG, T::F16, 1, 0x3C000000u, 0x38000000u, false));
}

TEST(Tests, PredicateWriteAndCarry) {
  // tstgz with PWEN writes P0; the group writes nothing else.
  Quad q = run("s0=r1; mbyp ft0, s0; tstgz.f32 ftt, p0, ft0", {kOne});
  EXPECT_TRUE(q.in[0].p0);
  q = run("s0=r1; mbyp ft0, s0; tstgz.f32 ftt, p0, ft0", {kMinusOne}, true);
  EXPECT_FALSE(q.in[0].p0);
  // UADD6432: (0x00000000:FFFFFFFF) + 1 -> FT0 = 0, FTE = 1; carry 0.
  q = run("s0=r1, s1=r2, s2=r3; uadd6432 ft0, s0, s1, s2, _; is4=ft0, is5=fte; w0=r7, w1=r8", {0xFFFFFFFFu, 0, 1});
  EXPECT_EQ(r(q, 7), 0u);
  EXPECT_EQ(r(q, 8), 1u);
  // ADD64 with a carry out of bit 63, tested by TSTC into P0.
  q = run("s0=r1, s1=r2, s2=r3, is0=s4, s3=sc0, s4=r4; add64 ft0, s0, s1, s2, is0, _; tstc.u32 ftt, p0; "
          "is4=ft0, is5=fte; w0=r7, w1=r8",
          {1, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu});
  EXPECT_EQ(r(q, 7), 0u);             // low: 1 + 0xFFFFFFFF
  EXPECT_EQ(r(q, 8), 0xFFFFFFFFu);    // high: 0xFFFFFFFF + 0xFFFFFFFF + 1 = 0x1FFFFFFFF
  EXPECT_TRUE(q.in[0].p0);
}

// ---- 14.4 ----
TEST(PackUnpack, ExecutedFormats) {
  bool ok;
  EXPECT_EQ(sem::PCK(gen::Packfmt::S32, false, false, 0xC0200000u, ok), 0xFFFFFFFEu);  // -2.5 nearest even
  EXPECT_EQ(sem::PCK(gen::Packfmt::S32, false, true, 0xC0200000u, ok), 0xFFFFFFFEu);   // toward zero: -2
  EXPECT_EQ(sem::PCK(gen::Packfmt::S32, false, false, 0x40600000u, ok), 4u);           // 3.5 -> 4
  EXPECT_EQ(sem::PCK(gen::Packfmt::S32, false, true, 0x40600000u, ok), 3u);
  EXPECT_EQ(sem::PCK(gen::Packfmt::U32, false, false, kMinusOne, ok), 0u);
  EXPECT_EQ(sem::PCK(gen::Packfmt::F32, false, false, 0xFFC00001u, ok), kNaN);
  EXPECT_EQ(sem::PCK(gen::Packfmt::CONST0, false, false, kOne, ok), 0u);
  EXPECT_TRUE(ok);
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::U8888, 1, true, 0x0000FF00u, ok), kOne);           // 255/255
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::U8888, 1, false, 0x00008000u, ok), 0x43000000u);   // 128
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::S8888, 0, true, 0x00000080u, ok), kMinusOne);      // -128 -> -1
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::S1616, 1, true, 0x7FFF0000u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::F16F16, 1, false, 0x3C000000u, ok), kOne);
  EXPECT_EQ(sem::UNPCK(gen::Packfmt::S32, 0, false, 0xFFFFFFFFu, ok), kMinusOne);
  EXPECT_TRUE(ok);
  // PCK.S32 in a group: pck.s32.roundzero ft2 of FTE = S0 (the seed's int(a) example).
  const Quad q = run("s0=r1; pck.s32.roundzero ft2, fte; is4=ft2; w0=r7", {0x40F00000u});  // 7.5
  EXPECT_EQ(r(q, 7), 7u);
}

// ---- 14.5 ----
TEST(IntegerOps, Int8And16) {
  // uadd8.sat of bytes 200 + 100 -> 255; iadd8 of -100 + -100 wraps to 56 without SAT.
  EXPECT_EQ(sem::INT8_16(0, false, false, true, 200, 100, 0), 255u);
  EXPECT_EQ(sem::INT8_16(0, true, false, false, -100, -100, 0), 56u);
  EXPECT_EQ(sem::INT8_16(0, true, false, true, -100, -100, 0), 0xFFFFFF80u);  // -128, sign-extended
  EXPECT_EQ(sem::INT8_16(2, false, true, false, 300, 300, 5), static_cast<uint32_t>((90000 + 5) & 0xFFFF));
  // In a group: umad16 with element selects: s0.e1 = 3, s1.e0 = 4, s2.e1 = 5 -> 17.
  const Quad q = run("s0=r1, s1=r2, s2=r3; umad16 ft0, s0.e1, s1.e0, s2.e1; w0=r7",
                     {0x00030000u, 0x00000004u, 0x00050000u});
  EXPECT_EQ(r(q, 7), 17u);
}

TEST(IntegerOps, MultiplyAdd64WithModifiersAndCarryIn) {
  // umadd64: 0xFFFFFFFF * 2 + (IS0:S2) with IS0 = S3 = 1, S2 = 1, carry-in P0 = 1:
  // 0x1FFFFFFFE + 0x100000001 + 1 = 0x300000000.
  const Quad q = run("s0=r1, s1=r2, s2=r3, is0=s3, s3=r4; umadd64 ft0, s0, s1, s2, is0, p0; is5=fte; w0=r7, w1=r8",
                     {0xFFFFFFFFu, 2, 1, 1}, true);
  EXPECT_EQ(r(q, 7), 0u);
  EXPECT_EQ(r(q, 8), 3u);
  // smadd32 with .neg: -(3) * 4 + 2 = -10.
  const Quad s = run("s0=r1, s1=r2, s2=r3; smadd32 ft0, s0.neg, s1, s2, _; w0=r7", {3, 4, 2});
  EXPECT_EQ(r(s, 7), static_cast<uint32_t>(-10));
}

// ---- 14.6 ----
TEST(BitwiseOps, Functions) {
  uint32_t ft0, ft1;
  sem::MSK(4, 8, ft0, ft1);
  EXPECT_EQ(ft1, 0xF00u);
  EXPECT_EQ(ft0, 11u);
  sem::MSK(32, 0, ft0, ft1);
  EXPECT_EQ(ft1, 0xFFFFFFFFu);
  EXPECT_EQ(sem::SHFL(0x0000FFFFu, 0x00000000u), 0x55555555u);
  EXPECT_EQ(sem::SHFL(0x00000000u, 0x0000FFFFu), 0xAAAAAAAAu);
  EXPECT_EQ(sem::REV(0x00000001u), 0x80000000u);
  EXPECT_EQ(sem::LSL(1, 33), 2u);  // modulo 32
  EXPECT_EQ(sem::SHR(0x80000000u, 31), 1u);
  EXPECT_EQ(sem::ROL(0x80000001u, 1), 3u);
  EXPECT_EQ(sem::ASR(0x80000000u, 4, 31), 0xF8000000u);
  EXPECT_EQ(sem::ASR(0x00008000u, 4, 15), 0xFFFFF800u);  // sign bit 15
  EXPECT_EQ(sem::ASR(0x00000070u, 4, 7), 0x00000007u);   // sign bit 7 clear
  EXPECT_EQ(sem::ASR(0x000000F0u, 40, 7), 0xFFFFFFFFu);  // 40 mod 32 = 8, capped at 31
  EXPECT_EQ(sem::CPS(0x0000FF00u, 0x00FFFF00u, true), 0x00FFFF00u);
  EXPECT_EQ(sem::CPS(0x0000FF00u, 0x00FFFF00u, false), 0x00FF0000u);
  EXPECT_EQ(sem::CBS(0xF0F0F0F0u), 16u);
  EXPECT_EQ(sem::FTB(0), 0xFFFFFFFFu);
  EXPECT_EQ(sem::FTB(0x80000000u), 31u);
  EXPECT_EQ(sem::FTB_SHI(0xFFFFFFF0u), 3u);   // first 0 from the top of a negative number
  EXPECT_EQ(sem::FTB_SHI(0xFFFFFFFFu), 0xFFFFFFFFu);
  EXPECT_EQ(sem::FTB_MSB(0x80000000u), 0u);
  EXPECT_EQ(sem::FTB_MSB(1), 31u);
  EXPECT_EQ(sem::FTB_MSB(0), 0xFFFFFFFFu);
  EXPECT_EQ(sem::LOGIC(4, 0xF0u, 0x0Fu), 0xFFFFFF00u);  // NOR
  EXPECT_EQ(sem::LOGIC(6, 0xF0u, 0xFFu), 0xFFFFFFF0u);  // XNOR
}

TEST(BitwiseOps, ImmediateMoveMasksAndPhaseBypasses) {
  // Phase 0 only: W0 = FT1 = the immediate (1.10).
  Quad q = run("byp ft0, ft1, s0, 0xBEEF; byp ft2, s2; cbs ft3, s2; w0=r7", {});
  EXPECT_EQ(r(q, 7), 0xBEEFu);
  // Masked logical op: FT4 = (FT1 & FT2) | (~FT1 & S3), a bit-field insert of r2 into r3.
  q = run("s0=sc4, s1=sc8, s2=r2, s3=r3; msk ft0, ft1, s0, s1; byp ft2, s2; cbs ft3, s2; "
          "or ft4, ft1, ft2, ft1.invert, s3; w0=r7",
          {0, 0x00000A00u, 0x12345678u});
  EXPECT_EQ(r(q, 7), 0x12345A78u);
}

// ---- Data path ----
TEST(DataPath, MovMaskIs0AndConditions) {
  // MOV with lanes E1, E3 from FTE (IS0 = S3 = r4), the rest from IS4 = FT0 (r1).
  Quad q = run("s0=r1, is0=s3, s3=r4; mbyp ft0, s0; mov w0.e1.e3, fte; w0=r7", {0x11223344u, 0, 0, 0xAABBCCDDu});
  EXPECT_EQ(r(q, 7), 0xAA22CC44u);
  // if (p0): only the instances with P0 write.
  const Group g = group("if (p0) s0=r1; mbyp ft0, s0; w0=r7");
  Quad c;
  for (int i = 0; i < kQuad; ++i) c.in[i].bank[1][1] = 5, c.in[i].p0 = i & 1, c.in[i].pe = true;
  c.in[3].pe = false;
  ASSERT_TRUE(execute(g, c).ok);
  EXPECT_EQ(r(c, 7, 0), 0u);
  EXPECT_EQ(r(c, 7, 1), 5u);
  EXPECT_EQ(r(c, 7, 2), 0u);
  EXPECT_EQ(r(c, 7, 3), 0u);  // disabled
  // (ignorepe) writes even disabled instances.
  const Group all = group("(ignorepe) s0=r1; mbyp ft0, s0; w0=r8");
  ASSERT_TRUE(execute(all, c).ok);
  EXPECT_EQ(r(c, 8, 3), 5u);
}

TEST(DataPath, IndexedRegistersAndConstants) {
  Quad q;
  for (Instance& in : q.in) in.idx[0] = 10, in.bank[1][13] = 0x77u;
  // s0 = r3[idx0] reads r13; the result goes to sh2[idx0] = sh12; a constant ignores writes.
  ASSERT_TRUE(execute(group("s0=r3[idx0]; mbyp ft0, s0; w0=sh2[idx0]"), q).ok);
  EXPECT_EQ(q.in[0].bank[4][12], 0x77u);
  ASSERT_TRUE(execute(group("s0=r3[idx0]; mbyp ft0, s0; w0=sc64"), q).ok);
  EXPECT_EQ(q.in[0].special[64], kOne);
  // The index register itself as a destination (bank 110, index 5).
  ASSERT_TRUE(execute(group("s0=sc7; mbyp ft0, s0; w0=idx0"), q).ok);
  EXPECT_EQ(q.in[0].idx[0], 7u);
}

TEST(DataPath, WhatIsNotExecutedIsReportedAndChangesNothing) {
  // Since the golden model executes every instruction (tests/rogue/semantics_test.cpp), only GTA
  // remains (docs/rogue.md 14.7), also in a repeated group.
  for (const char* text : {"s0=r1, s1=r2, s3=r3, s4=r4, s5=r5; gta.array w0, w1, p0, s3, s0, s1, s4, s5; w0=r7, w1=r6",
                           "rpt2 s0=r1, s1=r2, s3=r3, s4=r4, s5=r5; gta w0, w1, p0, s3, s0, s1, s4, s5; w0=r7, w1=r6"}) {
    Quad q;
    q.in[0].bank[1][1] = kOne;
    const ExecStatus st = execute(group(text), q);
    EXPECT_FALSE(st.ok) << text;
    EXPECT_FALSE(st.error.empty()) << text;
    EXPECT_EQ(q.in[0].bank[1][7], 0u) << text;
  }
}

}  // namespace
}  // namespace shaderhw::rogue
