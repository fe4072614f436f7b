// Tests of the R500 golden execution model (golden/r500/execute.h) with values worked out by hand
// from docs/r500.md: operand path (4), both units' opcodes (5), co-issue (5.3), MDH/MDV (5.4),
// special values and the numeric model (5.5, 6.7), OMOD and clamp (6.1), writes, predicates, ALU
// result and outputs (6.2-6.6), texture instructions (7).
#include <gtest/gtest.h>

#include <string>

#include "r500/execute.h"
#include "r500/semantics.h"
#include "test_util.h"

namespace shaderhw::r500 {
namespace {

using test::bits;
using test::kNaN;
using test::kNegInf;
using test::kNegZero;
using test::kPosInf;
using test::raw;
using test::vec;

// An instruction executed with the same slot contents in every pixel (t1, t2, t3 through slots
// 0, 1, 2 of both address words unless the line says otherwise).
struct Exec {
  ExecIn in;
  ExecConfig cfg;
  explicit Exec(const std::string& line) { in.instr = test::instr(line); }
  Exec& slot(int n, const Vec4& v) {  // the same register through the RGB and alpha slot n
    for (PixelIn& p : in.px) p.rgb_slot[n] = p.alpha_slot[n] = v;
    return *this;
  }
  Exec& rgb_slot(int n, const Vec4& v) {
    for (PixelIn& p : in.px) p.rgb_slot[n] = v;
    return *this;
  }
  Exec& alpha_slot(int n, const Vec4& v) {
    for (PixelIn& p : in.px) p.alpha_slot[n] = v;
    return *this;
  }
  Exec& pred(uint8_t bits4) {
    for (PixelIn& p : in.px) p.pred = bits4;
    return *this;
  }
  Exec& zero_times() {
    cfg.zero_times_anything = true;
    return *this;
  }
  ExecOut go() const { return execute(in, cfg); }
  Vec4 result() const { return go().px[0].result; }
};

// "ALU <rgb> <alpha>" writing t0.rgba from slots t1, t2, t3, plus the given tokens.
std::string alu(const std::string& ops, const std::string& rest) {
  return "ALU " + ops + " wmask=rgba rgb_dst=t0 a_dst=t0 rgb_src=t1,t2,t3 a_src=t1,t2,t3 " + rest;
}
// A multiply-add A * B + C on both units with the given arguments.
const char* kMadArgs =
    "rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src2.rgb a_a=src0.a a_b=src1.a a_c=src2.a";

// ---- operand path (4) ----

TEST(Operands, BothAddressWordsFormEachVector) {
  // 4.3: src0.rgb from RGB slot 0, src0.a from alpha slot 0; swizzles cross over.
  const Vec4 r = Exec(alu("MAD MAD", "rgb_a=src0.abg rgb_b=src0.111 rgb_c=src0.000 a_a=src0.r "
                                     "a_b=src0.1 a_c=src0.0"))
                     .rgb_slot(0, vec(1, 2, 3, 4))
                     .alpha_slot(0, vec(5, 6, 7, 8))
                     .result();
  EXPECT_EQ(r, vec(8, 3, 2, 1));
}

TEST(Operands, InlineConstants) {
  // 4.2, P1, P2: the RGB slot's value in r,g,b, the alpha slot's in a; REL ignored; the supplied
  // register contents are not read.
  Exec run("ALU MAD MAD wmask=rgba rgb_dst=t0 a_dst=t0 rgb_src=#1.625,#0.5+aL,t0 "
          "a_src=#480,t0,t0 rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src0.000 a_a=src0.a a_b=src0.1 "
          "a_c=src0.0");
  run.slot(0, vec(99, 99, 99, 99)).slot(1, vec(99, 99, 99, 99));
  run.in.aL = 5;
  EXPECT_EQ(run.result(), vec(0.8125f, 0.8125f, 0.8125f, 480));
}

TEST(Operands, SwizzleConstantsAndModifiers) {
  // 4.5: 0 / 0.5 / 1 / code 7 = 0; 4.6 after the swizzle (also on the constants).
  EXPECT_EQ(Exec(alu("MAX MAX", "rgb_a=src0.0h1 rgb_b=src0.0h1 a_a=src0._ a_b=src0._")).result(),
            raw(0, 0x3F000000u, 0x3F800000u, 0));
  EXPECT_EQ(Exec(alu("MAX MAX", "rgb_a=-src0.0h1 rgb_b=-src0.0h1 a_a=-src0.1 a_b=-src0.1")).result(),
            raw(kNegZero, 0xBF000000u, 0xBF800000u, 0xBF800000u));
  // Sign-bit operations, NaN payloads and subnormals included (MAX x,x returns x exactly).
  const Vec4 x = raw(0x7FC12345u, kNegZero, 0x40000000u, 0x00000001u);
  struct {
    const char* mod_open;
    const char* mod_close;
    Vec4 want;
  } cases[] = {
      {"", "", x},
      {"-", "", raw(0xFFC12345u, 0, 0xC0000000u, 0x80000001u)},
      {"|", "|", raw(0x7FC12345u, 0, 0x40000000u, 0x00000001u)},
      {"-|", "|", raw(0xFFC12345u, kNegZero, 0xC0000000u, 0x80000001u)},
  };
  for (const auto& c : cases) {
    const std::string a = std::string(c.mod_open) + "src0.rgb" + c.mod_close;
    const std::string s = std::string(c.mod_open) + "src0.a" + c.mod_close;
    const Vec4 r = Exec(alu("MAX MAX", "rgb_a=" + a + " rgb_b=" + a + " a_a=" + s + " a_b=" + s))
                       .slot(0, x)
                       .result();
    EXPECT_EQ(r, c.want) << a;
  }
}

TEST(Operands, Presubtract) {
  // 4.4 with src0 = (0.25, 3, -1 | 2), src1 = (0.5, 1, 4 | 8); srcp.rgb and srcp.a use their own ops.
  struct {
    const char* rgb;
    const char* alpha;
    Vec4 want;
  } cases[] = {
      {"neg2", "neg2", vec(0.5f, -5, 3, -3)}, {"sub", "sub", vec(0.25f, -2, 5, 6)},
      {"add", "add", vec(0.75f, 4, 3, 10)},    {"inv", "inv", vec(0.75f, -2, 2, -1)},
      {"neg2", "add", vec(0.5f, -5, 3, 10)},
  };
  for (const auto& c : cases) {
    const Vec4 r = Exec(alu("MAD MAD", std::string("rgb_srcp=") + c.rgb + " a_srcp=" + c.alpha +
                                          " rgb_a=srcp.rgb rgb_b=src0.111 rgb_c=src0.000 "
                                          "a_a=srcp.a a_b=src0.1 a_c=src0.0"))
                       .slot(0, vec(0.25f, 3, -1, 2))
                       .slot(1, vec(0.5f, 1, 4, 8))
                       .result();
    EXPECT_EQ(r, c.want) << c.rgb << "/" << c.alpha;
  }
}

TEST(Operands, RelativeAddressing) {
  // 4.1, P3: + aL, wrapped modulo 128 (temporaries) and 256 (constants).
  EXPECT_EQ(slot_location(SourceSlot{120, false, true}, 10).kind, SlotKind::TEMP);
  EXPECT_EQ(slot_location(SourceSlot{120, false, true}, 10).index, 2);
  EXPECT_EQ(slot_location(SourceSlot{120, false, false}, 10).index, 120);
  EXPECT_EQ(slot_location(SourceSlot{250, true, true}, 10).kind, SlotKind::CONST);
  EXPECT_EQ(slot_location(SourceSlot{250, true, true}, 10).index, 4);
  EXPECT_EQ(slot_location(SourceSlot{0xB0, false, true}, 10).kind, SlotKind::INLINE);
  EXPECT_EQ(slot_location(SourceSlot{0xB0, false, true}, 10).index, 0x30);
  EXPECT_EQ(temp_address(127, true, 1), 0);
  Exec run("ALU MAD MAD wmask=rgba rgb_dst=t126+aL a_dst=t5+aL");
  run.in.aL = 3;
  const ExecOut o = run.go();
  EXPECT_EQ(o.rgb_addr, 1);
  EXPECT_EQ(o.alpha_addr, 8);
}

// ---- RGB unit (5.1, 5.6) ----

TEST(RgbUnit, MadTwoRoundings) {
  EXPECT_EQ(Exec(alu("MAD MAD", kMadArgs))
                .slot(0, vec(1.5f, 2, -3, 1))
                .slot(1, vec(2, 0.25f, 4, 1))
                .slot(2, vec(0.5f, 0.5f, 0.5f, 0))
                .result(),
            vec(3.5f, 1, -11.5f, 1));
  // (1 + 2^-22)^2 - 1: the product rounds to 1 + 2^-21 first (fused would give 0x35000001).
  const Vec4 r = Exec(alu("MAD MAD", kMadArgs))
                     .slot(0, raw(0x3F800002u, 0, 0, 0x3F800002u))
                     .slot(1, raw(0x3F800002u, 0, 0, 0x3F800002u))
                     .slot(2, vec(-1, 0, 0, -1))
                     .result();
  EXPECT_EQ(r.c[0], 0x35000000u);
  EXPECT_EQ(r.c[3], 0x35000000u);
}

TEST(RgbUnit, DotProducts) {
  const char* args = "rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src2.rgb a_a=src0.a a_b=src1.a";
  Exec base(alu("DP3 DP", args));
  base.slot(0, vec(1, 2, 3, 2)).slot(1, vec(4, 5, 6, 0.5f)).slot(2, vec(0, 0, 7, 0));
  EXPECT_EQ(base.result(), vec(32, 32, 32, 32));  // alpha DP receives the dot too
  Exec dp4 = base;
  dp4.in.instr = test::instr(alu("DP4 DP", args));
  EXPECT_EQ(dp4.result(), vec(33, 33, 33, 33));  // + alpha A * alpha B = 2 * 0.5
  Exec d2a = base;
  d2a.in.instr = test::instr(alu("D2A DP", args));
  EXPECT_EQ(d2a.result(), vec(21, 21, 21, 21));  // 1*4 + 2*5 + C.b (7)
  // Left to right: (2^24 + 1) rounds to 2^24 before -2^24 is added.
  Exec order(alu("DP3 DP", args));
  order.slot(0, vec(16777216.0f, 1, -16777216.0f, 0)).slot(1, vec(1, 1, 1, 0));
  EXPECT_EQ(order.result(), raw(0, 0, 0, 0));
}

TEST(RgbUnit, Selections) {
  const char* ab = "rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src2.rgb a_a=src0.a a_b=src1.a a_c=src2.a";
  // MIN = A < B ? A : B; -0 < +0 is false; NaN gives B; a subnormal compares as 0.
  EXPECT_EQ(Exec(alu("MIN MIN", ab)).slot(0, raw(bits(1), kNegZero, kNaN, 0x00000001u))
                .slot(1, raw(bits(2), 0, bits(3), 0)).result(),
            raw(bits(1), 0, bits(3), 0));
  // MAX = A > B ? A : B.
  EXPECT_EQ(Exec(alu("MAX MAX", ab)).slot(0, raw(bits(1), 0, kNaN, bits(-1)))
                .slot(1, raw(bits(2), kNegZero, bits(3), 0x80000001u)).result(),
            raw(bits(2), kNegZero, bits(3), 0x80000001u));
  // CND: C > 0.5 selects A.
  EXPECT_EQ(Exec(alu("CND CND", ab)).slot(0, vec(1, 1, 1, 1)).slot(1, vec(2, 2, 2, 2))
                .slot(2, raw(bits(0.5f), 0x3F000001u, kNaN, bits(0.75f))).result(),
            vec(2, 1, 2, 1));
  // CMP: C >= 0 selects A; -0 and -subnormal (a -0) do, NaN and -1 do not.
  EXPECT_EQ(Exec(alu("CMP CMP", ab)).slot(0, vec(1, 1, 1, 1)).slot(1, vec(2, 2, 2, 2))
                .slot(2, raw(kNegZero, 0x80000001u, bits(-1), kNaN)).result(),
            vec(1, 1, 2, 2));
}

TEST(RgbUnit, Frc) {
  const char* a = "rgb_a=src0.rgb a_a=src0.a";
  EXPECT_EQ(Exec(alu("FRC FRC", a)).slot(0, raw(bits(1.25f), bits(-0.25f), kNegZero, bits(-2.5f))).result(),
            raw(bits(0.25f), bits(0.75f), 0, bits(0.5f)));
  // 5.5: -tiny would round to 1.0; G5 keeps the result below one. inf -> NaN; subnormal -> 0.
  EXPECT_EQ(Exec(alu("FRC FRC", a)).slot(0, raw(bits(-1e-10f), kPosInf, 0x00400000u, 0xB3000000u)).result(),
            raw(0x3F7FFFFFu, kNaN, 0, 0x3F7FFFFFu));
}

TEST(RgbUnit, SopTakesTheRawAlphaResult) {
  // 5.3, P10: SOP copies the alpha value before the alpha OMOD; RGB applies its own.
  EXPECT_EQ(Exec(alu("SOP RCP", "a_a=src0.a a_omod=x2")).slot(0, vec(0, 0, 0, 4)).result(),
            vec(0.25f, 0.25f, 0.25f, 0.5f));
  EXPECT_EQ(Exec(alu("SOP RCP", "a_a=src0.a rgb_omod=d2")).slot(0, vec(0, 0, 0, 4)).result(),
            vec(0.125f, 0.125f, 0.125f, 0.25f));
  // P9: SOP with a non-transcendental alpha op copies whatever it computed.
  EXPECT_EQ(Exec(alu("SOP MAD", "a_a=src0.a a_b=src0.a a_c=src0.1")).slot(0, vec(0, 0, 0, 3)).result(),
            vec(10, 10, 10, 10));
}

// MDH/MDV (5.4): src0 of TL=(1,2,3|4), TR=(3,5,8|10), BL=(2,2,2|2), BR=(9,9,9|9).
Exec quad(const std::string& ops, const std::string& args) {
  Exec r(alu(ops, args));
  const Vec4 src0[4] = {vec(1, 2, 3, 4), vec(3, 5, 8, 10), vec(2, 2, 2, 2), vec(9, 9, 9, 9)};
  for (int p = 0; p < 4; ++p) {
    r.in.px[p].rgb_slot[0] = r.in.px[p].alpha_slot[0] = src0[p];
    r.in.px[p].rgb_slot[1] = r.in.px[p].alpha_slot[1] = vec(float(p), float(p), float(p), float(p));
  }
  return r;
}

TEST(Derivatives, CoarseDifferences) {
  // ddx as the driver writes it: A/C = src0, B = -1: TR - TL in every pixel.
  const char* ddx = "rgb_a=src0.rgb rgb_b=-src0.111 rgb_c=src0.rgb a_a=src0.a a_b=-src0.1 a_c=src0.a";
  ExecOut o = quad("MDH MDH", ddx).go();
  for (const PixelOut& p : o.px) EXPECT_EQ(p.result, vec(2, 3, 5, 6));
  o = quad("MDV MDV", ddx).go();
  for (const PixelOut& p : o.px) EXPECT_EQ(p.result, vec(1, 0, -1, -2));
}

TEST(Derivatives, SelAndSwizzleIgnoredModifiersApplied) {
  // A = -TL.src0 (SEL/swizzle src2.000 ignored, NEG kept), B = the pixel's own src1 = p,
  // C = TR.src0 (src1.rrr ignored): -TL * p + TR.
  const ExecOut o = quad("MDH MDH", "rgb_a=-src2.000 rgb_b=src1.rgb rgb_c=src1.rrr "
                                    "a_a=-src2.0 a_b=src1.a a_c=src1.r")
                        .go();
  EXPECT_EQ(o.px[0].result, vec(3, 5, 8, 10));
  EXPECT_EQ(o.px[1].result, vec(2, 3, 5, 6));
  EXPECT_EQ(o.px[2].result, vec(1, 1, 2, 2));
  EXPECT_EQ(o.px[3].result, vec(0, -1, -1, -2));
  // An inactive TL pixel still provides its src0 (every pixel of the quad reads).
  Exec r = quad("MDV MDV", "rgb_a=src0.rgb rgb_b=-src0.111 rgb_c=src0.rgb a_a=src0.a a_b=-src0.1 a_c=src0.a");
  r.in.px[0].active = false;
  EXPECT_EQ(r.go().px[3].result, vec(1, 0, -1, -2));
}

// ---- alpha unit (5.2, 5.5) ----

uint32_t alpha_of(const char* op, uint32_t a) {
  return Exec(alu(std::string("MAD ") + op, "a_a=src0.a")).slot(0, raw(0, 0, 0, a)).result().c[3];
}

TEST(AlphaUnit, ArithmeticAndSelections) {
  const char* args = "a_a=src0.a a_b=src1.a a_c=src2.a";
  auto run = [&](const char* op, float a, float b, float c) {
    return Exec(alu(std::string("MAD ") + op, args)).slot(0, vec(0, 0, 0, a)).slot(1, vec(0, 0, 0, b))
        .slot(2, vec(0, 0, 0, c)).result().c[3];
  };
  EXPECT_EQ(run("MAD", 3, 0.5f, -2), bits(-0.5f));
  EXPECT_EQ(run("MIN", 3, 0.5f, 0), bits(0.5f));
  EXPECT_EQ(run("MAX", 3, 0.5f, 0), bits(3));
  EXPECT_EQ(run("CND", 3, 0.5f, 0.5f), bits(0.5f));
  EXPECT_EQ(run("CND", 3, 0.5f, 0.6f), bits(3));
  EXPECT_EQ(run("CMP", 3, 0.5f, 0), bits(3));
  EXPECT_EQ(run("CMP", 3, 0.5f, -0.1f), bits(0.5f));
  EXPECT_EQ(run("FRC", -1.75f, 0, 0), bits(0.25f));
}

TEST(AlphaUnit, Ex2) {
  EXPECT_EQ(alpha_of("EX2", bits(3)), bits(8));
  EXPECT_EQ(alpha_of("EX2", bits(-2)), bits(0.25f));
  EXPECT_EQ(alpha_of("EX2", 0), bits(1));
  EXPECT_EQ(alpha_of("EX2", kNegZero), bits(1));
  EXPECT_EQ(alpha_of("EX2", bits(128)), kPosInf);       // overflow
  EXPECT_EQ(alpha_of("EX2", bits(-126)), 0x00800000u);  // smallest normal
  EXPECT_EQ(alpha_of("EX2", bits(-127)), 0u);           // subnormal result flushed (6.7)
  EXPECT_EQ(alpha_of("EX2", kPosInf), kPosInf);
  EXPECT_EQ(alpha_of("EX2", kNegInf), 0u);
  EXPECT_EQ(alpha_of("EX2", 0x7F812345u), kNaN);
}

TEST(AlphaUnit, Ln2) {
  EXPECT_EQ(alpha_of("LN2", bits(8)), bits(3));
  EXPECT_EQ(alpha_of("LN2", bits(1)), 0u);  // exactly +0
  EXPECT_EQ(alpha_of("LN2", bits(0.5f)), bits(-1));
  EXPECT_EQ(alpha_of("LN2", 0), kNegInf);
  EXPECT_EQ(alpha_of("LN2", kNegZero), kNegInf);
  EXPECT_EQ(alpha_of("LN2", 0x00000001u), kNegInf);  // subnormal input is a zero
  EXPECT_EQ(alpha_of("LN2", bits(-1)), kNaN);
  EXPECT_EQ(alpha_of("LN2", kPosInf), kPosInf);
}

TEST(AlphaUnit, RcpRsq) {
  EXPECT_EQ(alpha_of("RCP", bits(2)), bits(0.5f));
  EXPECT_EQ(alpha_of("RCP", bits(3)), 0x3EAAAAABu);  // correctly rounded 1/3
  EXPECT_EQ(alpha_of("RCP", 0), kPosInf);
  EXPECT_EQ(alpha_of("RCP", kNegZero), kNegInf);
  EXPECT_EQ(alpha_of("RCP", kPosInf), 0u);
  EXPECT_EQ(alpha_of("RCP", kNegInf), kNegZero);
  EXPECT_EQ(alpha_of("RCP", 0xFF812345u), kNaN);
  EXPECT_EQ(alpha_of("RCP", 0x00000003u), kPosInf);  // subnormal input is +0
  EXPECT_EQ(alpha_of("RCP", 0x7F000000u), 0u);       // 2^-127 result flushed
  EXPECT_EQ(alpha_of("RSQ", bits(4)), bits(0.5f));
  EXPECT_EQ(alpha_of("RSQ", bits(2)), 0x3F3504F3u);  // correctly rounded 1/sqrt(2)
  EXPECT_EQ(alpha_of("RSQ", 0), kPosInf);
  EXPECT_EQ(alpha_of("RSQ", kNegZero), kNegInf);
  EXPECT_EQ(alpha_of("RSQ", bits(-1)), kNaN);  // no implicit abs (P8)
  EXPECT_EQ(alpha_of("RSQ", kNegInf), kNaN);
  EXPECT_EQ(alpha_of("RSQ", kPosInf), 0u);
}

TEST(AlphaUnit, SinCosInTurns) {
  EXPECT_EQ(alpha_of("SIN", 0), 0u);
  EXPECT_EQ(alpha_of("SIN", kNegZero), kNegZero);
  EXPECT_EQ(alpha_of("SIN", bits(0.25f)), bits(1));
  EXPECT_EQ(alpha_of("SIN", bits(0.5f)), 0u);
  EXPECT_EQ(alpha_of("SIN", bits(0.75f)), bits(-1));
  EXPECT_EQ(alpha_of("SIN", bits(-0.25f)), bits(-1));
  EXPECT_EQ(alpha_of("SIN", bits(1)), 0u);
  EXPECT_EQ(alpha_of("SIN", bits(12345)), 0u);  // whole turns
  EXPECT_EQ(alpha_of("SIN", kPosInf), kNaN);
  EXPECT_EQ(alpha_of("SIN", 0x7FC12345u), kNaN);
  EXPECT_EQ(alpha_of("COS", 0), bits(1));
  EXPECT_EQ(alpha_of("COS", bits(0.25f)), 0u);
  EXPECT_EQ(alpha_of("COS", bits(-0.25f)), 0u);
  EXPECT_EQ(alpha_of("COS", bits(0.5f)), bits(-1));
  EXPECT_EQ(alpha_of("COS", bits(1)), bits(1));
  EXPECT_EQ(alpha_of("COS", bits(-3)), bits(1));
  EXPECT_EQ(alpha_of("COS", kNegInf), kNaN);
}

// ---- co-issue (5.3) ----

TEST(CoIssue, Pairings) {
  // DP4 with an alpha RCP: the fourth product still uses the alpha A/B arguments (P9).
  EXPECT_EQ(Exec(alu("DP4 RCP", "rgb_a=src0.rgb rgb_b=src1.rgb a_a=src0.a a_b=src1.a"))
                .slot(0, vec(1, 2, 3, 4)).slot(1, vec(4, 5, 6, 0.5f)).result(),
            vec(34, 34, 34, 0.25f));
  // Alpha DP with a non-dot RGB op: +0 (P9), then the alpha OMOD (still +0).
  EXPECT_EQ(Exec(alu("MAD DP", kMadArgs + std::string(" a_omod=x2"))).slot(0, vec(1, 1, 1, 1))
                .slot(1, vec(2, 2, 2, 2)).result(),
            vec(2, 2, 2, 0));
  // Alpha DP sees the dot before the RGB OMOD/clamp (P10) and applies its own.
  EXPECT_EQ(Exec(alu("DP3 DP", "rgb_a=src0.rgb rgb_b=src1.rgb rgb_omod=d2 clamp_a"))
                .slot(0, vec(1, 2, 3, 0)).slot(1, vec(4, 5, 6, 0)).result(),
            vec(16, 16, 16, 1));
}

// ---- numeric model (6.7) ----

TEST(Numeric, FlushToZeroAndNaN) {
  auto mad = [](uint32_t a, uint32_t b, uint32_t c) {
    return Exec(alu("MAD MAD", kMadArgs)).slot(0, raw(a, 0, 0, a)).slot(1, raw(b, 0, 0, b))
        .slot(2, raw(c, 0, 0, c)).result().c[0];
  };
  EXPECT_EQ(mad(0x0D800000u /* 2^-100 */, 0x30800000u /* 2^-30 */, 0), 0u);  // result flushed
  EXPECT_EQ(mad(0x8D800000u, 0x30800000u, kNegZero), kNegZero);  // sign kept
  EXPECT_EQ(mad(0x00400000u /* 2^-127 */, 0x7F000000u /* 2^127 */, 0), 0u);  // input flushed
  EXPECT_EQ(mad(0x7F812345u, bits(1), 0), kNaN);  // canonical NaN
  EXPECT_EQ(mad(0xFFC00001u, bits(1), 0), kNaN);
  EXPECT_EQ(mad(0, kPosInf, bits(1)), kNaN);  // IEEE 0 * inf
}

TEST(Numeric, ZeroTimesAnything) {
  // US_CONFIG bit 1: a product with a +-0 factor is a zero, sign = XOR (6.7 item 4).
  auto mad = [](uint32_t a, uint32_t b, uint32_t c) {
    return Exec(alu("MAD MAD", kMadArgs)).zero_times().slot(0, raw(a, 0, 0, a))
        .slot(1, raw(b, 0, 0, b)).slot(2, raw(c, 0, 0, c)).result().c[3];
  };
  EXPECT_EQ(mad(0, kPosInf, bits(1)), bits(1));
  EXPECT_EQ(mad(kNegZero, kNaN, kNegZero), kNegZero);
  EXPECT_EQ(mad(0x00000001u, kNegInf, kNegZero), kNegZero);  // a subnormal is a zero
  EXPECT_EQ(mad(bits(2), bits(3), 0), bits(6));
  // The dot products honour it too; the presubtract does not (1 - 2*inf = -inf).
  EXPECT_EQ(Exec(alu("DP3 DP", "rgb_a=src0.rgb rgb_b=src1.rgb")).zero_times()
                .slot(0, raw(0, bits(1), 0, 0)).slot(1, raw(kPosInf, bits(2), kNaN, 0)).result(),
            vec(2, 2, 2, 2));
  EXPECT_EQ(Exec(alu("MAD MAD", "rgb_srcp=neg2 rgb_a=srcp.rgb rgb_b=src0.111 rgb_c=src0.000"))
                .zero_times().slot(0, raw(kPosInf, 0, 0, 0)).result().c[0],
            kNegInf);
}

// ---- output modifier and clamp (6.1) ----

TEST(ResultPath, OutputModifiers) {
  const char* omods[] = {"x2", "x4", "x8", "d2", "d4", "d8"};
  const float want[] = {6, 12, 24, 1.5f, 0.75f, 0.375f};
  for (int i = 0; i < 6; ++i) {
    const std::string args = std::string(kMadArgs) + " rgb_omod=" + omods[i] + " a_omod=" + omods[i];
    EXPECT_EQ(Exec(alu("MAD MAD", args)).slot(0, vec(3, 3, 3, 3)).slot(1, vec(1, 1, 1, 1)).result(),
              vec(want[i], want[i], want[i], want[i])) << omods[i];
  }
  const std::string big = std::string(kMadArgs) + " rgb_omod=x8 a_omod=d2";
  EXPECT_EQ(Exec(alu("MAD MAD", big)).slot(0, raw(0x7F000000u, 0, 0, 0x00800000u))
                .slot(1, vec(1, 1, 1, 1)).result(),
            raw(kPosInf, 0, 0, 0));  // overflow; 2^-127 flushed
}

TEST(ResultPath, ClampAfterModifier) {
  const std::string args = std::string(kMadArgs) + " clamp_rgb clamp_a";
  auto clamp = [&](const std::string& extra, uint32_t a) {
    return Exec(alu("MAD MAD", args + extra)).slot(0, raw(a, a, a, a)).slot(1, vec(1, 1, 1, 1))
        .result().c[0];
  };
  EXPECT_EQ(clamp("", bits(1.5f)), bits(1));
  EXPECT_EQ(clamp("", bits(-2)), 0u);
  EXPECT_EQ(clamp("", kNaN), 0u);
  EXPECT_EQ(clamp("", kPosInf), bits(1));
  EXPECT_EQ(clamp("", bits(0.25f)), bits(0.25f));
  EXPECT_EQ(clamp(" rgb_omod=x2", bits(0.75f)), bits(1));     // 1.5 then clamp
  EXPECT_EQ(clamp(" rgb_omod=x2", bits(0.25f)), bits(0.5f));
  EXPECT_EQ(clamp(" rgb_omod=off", bits(3)), bits(3));        // OMOD 7: no clamp either
  // -0 -> +0: MAD(-0 * 1 + -0) = -0 before the clamp.
  EXPECT_EQ(Exec(alu("MAD MAD", args)).slot(0, raw(kNegZero, 0, 0, 0)).slot(1, vec(1, 1, 1, 1))
                .slot(2, raw(kNegZero, 0, 0, 0)).result().c[0],
            0u);
  // Selections keep bits with OMOD 0 (identity, G4) and OMOD 7; the clamp takes a subnormal to +0.
  const char* maxx = "rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a";
  const Vec4 x = raw(0x7FC12345u, kNegZero, 0x00000001u, bits(5));
  EXPECT_EQ(Exec(alu("MAX MAX", maxx)).slot(0, x).result(), x);
  EXPECT_EQ(Exec(alu("MAX MAX", std::string(maxx) + " clamp_rgb clamp_a rgb_omod=off a_omod=off"))
                .slot(0, x).result(), x);
  EXPECT_EQ(Exec(alu("MAX MAX", std::string(maxx) + " clamp_rgb clamp_a")).slot(0, x).result(),
            raw(0, 0, 0, bits(1)));
}

// ---- writes and predication (6.2, 6.5) ----

TEST(Writes, MaskAndPredicates) {
  const std::string line = std::string(kMadArgs);
  auto we = [&](const std::string& tokens, uint8_t pred) {
    Exec r("ALU MAD MAD rgb_dst=t0 a_dst=t0 " + tokens + " " + line);
    r.slot(0, vec(1, 2, 3, 4)).slot(1, vec(1, 1, 1, 1)).pred(pred);
    const PixelOut p = r.go().px[0];
    return (p.alpha_we ? 8 : 0) | p.rgb_we;
  };
  EXPECT_EQ(we("wmask=rb", 0), 0x5);
  EXPECT_EQ(we("wmask=a", 0), 0x8);
  // pred bits: R = 1, G = 0, B = 1, A = 0 -> 0b0101
  EXPECT_EQ(we("wmask=rgba pred_rgb=rgba pred_a=rgba", 0x5), 0x5);
  EXPECT_EQ(we("wmask=rgba pred_rgb=!rgba pred_a=!rgba", 0x5), 0xA);
  EXPECT_EQ(we("wmask=rgba pred_rgb=rrrr pred_a=rrrr", 0x5), 0xF);
  EXPECT_EQ(we("wmask=rgba pred_rgb=gggg pred_a=gggg", 0x5), 0x0);
  EXPECT_EQ(we("wmask=rgba pred_rgb=bbbb pred_a=aaaa", 0x5), 0x7);
  EXPECT_EQ(we("wmask=rgba pred_rgb=aaaa pred_a=!bbbb", 0x5), 0x0);
  EXPECT_EQ(we("wmask=rgba pred_rgb=!none pred_a=!none", 0x0), 0xF);  // INV without SEL: no effect
  // The written values, 0 where disabled.
  Exec r("ALU MAD MAD rgb_dst=t0 a_dst=t0 wmask=gb " + line);
  r.slot(0, vec(1, 2, 3, 4)).slot(1, vec(1, 1, 1, 1));
  EXPECT_EQ(r.go().px[0].temp, vec(0, 2, 3, 0));
  EXPECT_EQ(r.go().px[0].result, vec(1, 2, 3, 4));
}

TEST(Writes, ActivityKillAndWriteInactive) {
  Exec r(alu("MAD MAD", kMadArgs));
  r.slot(0, vec(1, 2, 3, 4)).slot(1, vec(1, 1, 1, 1));
  r.in.px[1].active = false;
  r.in.px[2].killed = true;
  r.in.px[3].active = false;
  r.in.px[3].killed = true;
  ExecOut o = r.go();
  EXPECT_EQ(o.px[0].rgb_we, 7);
  EXPECT_EQ(o.px[1].rgb_we, 0);
  EXPECT_FALSE(o.px[1].alpha_we);
  EXPECT_EQ(o.px[1].temp, vec(0, 0, 0, 0));
  EXPECT_EQ(o.px[1].result, vec(1, 2, 3, 4));  // computed, not written
  EXPECT_EQ(o.px[2].rgb_we, 0);
  r.in.instr = test::instr(alu("MAD MAD", std::string(kMadArgs) + " write_inactive"));
  o = r.go();
  EXPECT_EQ(o.px[1].rgb_we, 7);  // inactive but WRITE_INACTIVE
  EXPECT_EQ(o.px[2].rgb_we, 0);  // killed pixels are never written (G9)
  EXPECT_EQ(o.px[3].rgb_we, 0);
}

TEST(Writes, PredicateUpdates) {
  // 6.4: ALU OMASK selects predicate bits; TARGET is the compare of each unit.
  auto upd = [](const std::string& tokens, const Vec4& v, uint8_t pred_in = 0) {
    Exec r(alu("MAX MAX", "rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a " + tokens));
    r.slot(0, v).pred(pred_in);
    const PixelOut p = r.go().px[0];
    return std::make_pair(p.pred_we, p.pred);
  };
  EXPECT_EQ(upd("omask=rgba rgb_pcmp=lt a_pcmp=ne", raw(bits(-1), 0, bits(2), kNaN)),
            std::make_pair(uint8_t{0xF}, uint8_t{0x9}));
  EXPECT_EQ(upd("omask=rgba rgb_pcmp=eq a_pcmp=eq", raw(0, kNegZero, bits(1), kNaN)),
            std::make_pair(uint8_t{0xF}, uint8_t{0x3}));
  EXPECT_EQ(upd("omask=rgba rgb_pcmp=ge a_pcmp=ge", raw(kNegZero, bits(-1), kNaN, 0x80000001u)),
            std::make_pair(uint8_t{0xF}, uint8_t{0x9}));
  EXPECT_EQ(upd("omask=rg rgb_pcmp=ne", raw(bits(1), 0, bits(1), bits(1))),
            std::make_pair(uint8_t{0x3}, uint8_t{0x1}));
  // Compared after the clamp (P12): -1 clamps to +0, not < 0.
  EXPECT_EQ(upd("omask=r rgb_pcmp=lt clamp_rgb", raw(bits(-1), 0, 0, 0)),
            std::make_pair(uint8_t{0x1}, uint8_t{0x0}));
  // Gated by the instruction's own predicate (pred R = 0 disables R).
  EXPECT_EQ(upd("omask=rgba pred_rgb=rgba pred_a=rgba rgb_pcmp=ge a_pcmp=ge", vec(1, 1, 1, 1), 0x6),
            std::make_pair(uint8_t{0x6}, uint8_t{0x6}));
}

TEST(Writes, AluResult) {
  // 6.6: compare the red (or alpha) result with 0.0 for active pixels, without predication.
  auto res = [](const std::string& tokens, const Vec4& v) {
    Exec r(alu("MAX MAX", "rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a alu_result " + tokens));
    r.slot(0, v).pred(0);
    r.in.px[2].active = false;
    r.in.px[3].killed = true;
    return r.go();
  };
  ExecOut o = res("alu_op=ne pred_rgb=rrrr", vec(0, 5, 5, 5));
  EXPECT_TRUE(o.px[0].alu_result_we);
  EXPECT_FALSE(o.px[0].alu_result);
  EXPECT_FALSE(o.px[2].alu_result_we);
  EXPECT_FALSE(o.px[3].alu_result_we);
  EXPECT_EQ(o.px[0].rgb_we, 0);  // the predicate blocks the write, not the ALU result
  o = res("alu_op=ne alu_sel=a", vec(0, 5, 5, 5));
  EXPECT_TRUE(o.px[1].alu_result);
  o = res("alu_op=lt", vec(-2, 0, 0, 0));
  EXPECT_TRUE(o.px[0].alu_result);
  o = res("alu_op=ge", vec(-2, 0, 0, 0));
  EXPECT_FALSE(o.px[0].alu_result);
  o = res("", vec(-0.0f, 0, 0, 0));  // EQ
  EXPECT_TRUE(o.px[0].alu_result);
}

TEST(Writes, OutInstruction) {
  // 6.3: OMASK selects outputs of the two targets, W_OMASK the depth; no predicate or ALU result.
  Exec r("OUT MAX MAX omask=rgba rgb_rt=2 a_rt=3 w_omask alu_result rgb_dst=t0 a_dst=t0 "
        "rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a pred_a=aaaa");
  r.slot(0, vec(1, 2, 3, 4)).pred(0x8);
  r.in.px[1].pred = 0;
  r.in.px[2].active = false;
  const ExecOut o = r.go();
  EXPECT_EQ(o.rgb_target, 2);
  EXPECT_EQ(o.alpha_target, 3);
  EXPECT_EQ(o.px[0].out_we, 0xF);
  EXPECT_EQ(o.px[0].out, vec(1, 2, 3, 4));
  EXPECT_TRUE(o.px[0].w_we);
  EXPECT_EQ(o.px[0].w, bits(4));
  EXPECT_EQ(o.px[0].pred_we, 0);
  EXPECT_FALSE(o.px[0].alu_result_we);
  EXPECT_EQ(o.px[0].rgb_we, 0);
  EXPECT_EQ(o.px[1].out_we, 0x7);  // alpha predicate off: no A and no W
  EXPECT_FALSE(o.px[1].w_we);
  EXPECT_EQ(o.px[2].out_we, 0);    // inactive
}

TEST(Writes, WOmaskIgnoredInAlu) {
  const ExecOut o = Exec(alu("MAD MAD", std::string(kMadArgs) + " w_omask")).go();
  EXPECT_FALSE(o.px[0].w_we);
  EXPECT_EQ(o.px[0].out_we, 0);
}

TEST(Illegal, NoEffect) {
  Instruction w = test::instr(alu("MAD MAD", kMadArgs));
  w.w[5] = (w.w[5] & ~0xFu) | 13;  // reserved RGB opcode
  ExecIn in;
  in.instr = w;
  const ExecOut o = execute(in);
  EXPECT_TRUE(o.illegal);
  EXPECT_STREQ(o.illegal_reason, "reserved RGB opcode");
  ExecOut none;
  none.illegal = true;
  none.illegal_reason = o.illegal_reason;
  EXPECT_EQ(o, none);
}

// ---- texture instructions (7) ----

TEST(Texture, RequestRecord) {
  Exec r("TEX LD wmask=rba id=9 src=t4+aL.abgr dst=t126+aL.bgra unscaled acquire");
  r.in.aL = 3;
  for (PixelIn& p : r.in.px) p.tex_src = vec(1, 2, 3, 4);
  const ExecOut o = r.go();
  EXPECT_TRUE(o.tex_valid);
  EXPECT_EQ(o.tex_op, TexOp::LD);
  EXPECT_EQ(o.tex_unit, 9);
  EXPECT_TRUE(o.tex_unscaled);
  EXPECT_TRUE(o.tex_sem_acquire);
  EXPECT_EQ(o.tex_dst_addr, 1);  // (126 + 3) mod 128
  const uint8_t want_swiz[4] = {2, 1, 0, 3};
  for (int c = 0; c < 4; ++c) EXPECT_EQ(o.tex_dst_swiz[c], want_swiz[c]);
  for (const PixelOut& p : o.px) {
    EXPECT_TRUE(p.tex_issue);
    EXPECT_EQ(p.tex_coord, vec(4, 3, 2, 1));
    EXPECT_EQ(p.tex_we, 0xD);
    EXPECT_EQ(p.tex_dx, vec(0, 0, 0, 0));
  }
  EXPECT_EQ(tex_location(decode(r.in.instr).tex.src, 3), 7);
}

TEST(Texture, IssueGates) {
  Exec r("TEX PROJ wmask=rgba id=0 src=t0.rgba dst=t1.rgba pred_rgb=rrrr ignore_uncovered");
  r.pred(0x1);
  r.in.px[1].covered = false;
  r.in.px[2].active = false;
  r.in.px[3].pred = 0;
  ExecOut o = r.go();
  EXPECT_TRUE(o.px[0].tex_issue);
  EXPECT_EQ(o.px[0].tex_we, 0xF);
  EXPECT_FALSE(o.px[1].tex_issue);  // uncovered, IGNORE_UNCOVERED (G11)
  EXPECT_EQ(o.px[1].tex_we, 0);
  EXPECT_FALSE(o.px[2].tex_issue);  // inactive
  EXPECT_TRUE(o.px[3].tex_issue);
  EXPECT_EQ(o.px[3].tex_we, 0x8);   // predicate R off: only A
  r.in.instr = test::instr("TEX PROJ wmask=rgba id=0 src=t0.rgba dst=t1.rgba write_inactive");
  r.in.px[2].killed = true;
  o = r.go();
  EXPECT_TRUE(o.px[1].tex_issue);   // covered or not without the flag
  EXPECT_FALSE(o.px[2].tex_issue);  // killed
}

TEST(Texture, Gradients) {
  Exec r("TEX DXDY wmask=rgba id=2 src=t0.rgba dst=t1.rgba dx=t2.gggg dy=t3+aL.abgr");
  for (PixelIn& p : r.in.px) {
    p.tex_src = vec(1, 2, 3, 4);
    p.tex_dx = vec(5, 6, 7, 8);
    p.tex_dy = vec(9, 10, 11, 12);
  }
  const ExecOut o = r.go();
  EXPECT_EQ(o.tex_op, TexOp::DXDY);
  EXPECT_EQ(o.px[0].tex_dx, vec(6, 6, 6, 6));
  EXPECT_EQ(o.px[0].tex_dy, vec(12, 11, 10, 9));
}

TEST(Texture, Kill) {
  // -0 kills (P18), NaN does not, a negative subnormal is a -0; only active pixels.
  Exec r("TEX KIL id=0 src=t0.rgba dst=t0.rgba wmask=rgba");
  r.in.px[0].tex_src = raw(bits(1), bits(2), bits(3), kNegZero);
  r.in.px[1].tex_src = raw(bits(1), bits(2), bits(3), 0xFFC00000u);
  r.in.px[2].tex_src = raw(0x80000001u, 0, 0, 0);
  r.in.px[3].tex_src = raw(bits(-5), 0, 0, 0);
  r.in.px[3].active = false;
  ExecOut o = r.go();
  EXPECT_TRUE(o.px[0].kill);
  EXPECT_FALSE(o.px[1].kill);
  EXPECT_TRUE(o.px[2].kill);
  EXPECT_FALSE(o.px[3].kill);
  EXPECT_FALSE(o.tex_valid);
  for (const PixelOut& p : o.px) EXPECT_FALSE(p.tex_issue);
  // The swizzle applies: S,T,R,Q = .gggg of (-1, 1, 1, 1) does not kill.
  r.in.instr = test::instr("TEX KIL id=0 src=t0.gggg dst=t0.rgba");
  r.in.px[0].tex_src = vec(-1, 1, 1, 1);
  EXPECT_FALSE(r.go().px[0].kill);
}

TEST(Texture, Nop) {
  const ExecOut o = Exec("TEX NOP wmask=rgba id=0 src=t0.rgba dst=t0.rgba").go();
  EXPECT_FALSE(o.tex_valid);
  EXPECT_FALSE(o.px[0].tex_issue);
  EXPECT_FALSE(o.px[0].kill);
}

TEST(Semantics, OneFunctionPerOpcode) {
  // 5.1, 5.2, 7, 8.3: the valid codes typed from the document.
  const unsigned rgb_valid = 0x1FBF, alpha_valid = 0xFFEF, tex_valid = 0x7F, fc_valid = 0xFF;
  for (uint32_t v = 0; v < 16; ++v) {
    EXPECT_EQ(sem::rgb_entries(v), (rgb_valid >> v) & 1) << v;
    EXPECT_EQ(sem::rgb_function(v) != nullptr, ((rgb_valid >> v) & 1) != 0) << v;
    EXPECT_EQ(sem::alpha_entries(v), (alpha_valid >> v) & 1) << v;
    EXPECT_EQ(sem::alpha_function(v) != nullptr, ((alpha_valid >> v) & 1) != 0) << v;
  }
  for (uint32_t v = 0; v < 8; ++v) {
    EXPECT_EQ(sem::tex_entries(v), (tex_valid >> v) & 1) << v;
    EXPECT_EQ(sem::fc_entries(v), (fc_valid >> v) & 1) << v;
    EXPECT_EQ(sem::fc_function(v) != nullptr, ((fc_valid >> v) & 1) != 0) << v;
  }
}

}  // namespace
}  // namespace shaderhw::r500
