// Tests of the ATTILA golden execution model (golden/attila/execute.h) against
// docs/attila.md. Every expected value is worked out by hand from docs/attila.md (the
// arithmetic is in the comments); none is taken from the model. Instruction bits and opcode
// numbers are typed from docs/attila.md (3.1-3.3, table 2), not from the generated table.
// Transcendentals (EX2/LG2/SIN/COS/POW, D11) are checked only where their contract (fp/sfu.h)
// gives an exact value, or within 2 ulp of the hand value, or as "the value reaches the unit".
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>

#include "attila/execute.h"
#include "fp/sfu.h"

namespace shaderhw::attila {

// Readable failure messages.
void PrintTo(const Vec4& v, std::ostream* os) {
  *os << std::hex << "(" << v.c[0] << ", " << v.c[1] << ", " << v.c[2] << ", " << v.c[3] << ")"
      << std::dec;
}
void PrintTo(const FxValue& v, std::ostream* os) {
  *os << (v.neg ? "-" : "+") << "0x" << std::hex << v.mag << std::dec;
}

namespace {

// Opcode numbers, docs/attila.md table 2.
namespace op {
constexpr unsigned NOP = 0x00, ADD = 0x01, ADDI = 0x02, ARL = 0x03, ANDP = 0x04, COS = 0x07,
                   DP3 = 0x08, DP4 = 0x09, DPH = 0x0A, DST = 0x0B, EX2 = 0x0C, EXP = 0x0D,
                   FLR = 0x0E, FRC = 0x0F, LG2 = 0x10, LIT = 0x11, LOG = 0x12, MAD = 0x13,
                   MAX = 0x14, MIN = 0x15, MOV = 0x16, MUL = 0x17, MULI = 0x18, RCP = 0x19,
                   RSQ = 0x1B, SETPEQ = 0x1C, SETPGT = 0x1D, SGE = 0x1E, SETPLT = 0x1F,
                   SIN = 0x20, STPEQI = 0x21, SLT = 0x22, STPGTI = 0x23, STPLTI = 0x24,
                   TXL = 0x25, TEX = 0x26, TXB = 0x27, TXP = 0x28, KIL = 0x29, KLS = 0x2A,
                   ZXP = 0x2B, ZXS = 0x2C, CMP = 0x2D, CMPKIL = 0x2E, CHS = 0x2F, LDA = 0x30,
                   FXMUL = 0x31, FXMAD = 0x32, FXMAD2 = 0x33, DDX = 0x34, DDY = 0x35,
                   JMP = 0x36, END = 0x37;
}  // namespace op

// Bank codes, docs/attila.md 3.4.
enum : unsigned { IN = 0, OUT = 1, PARAM = 2, TEMP = 3, ADDR = 4, PARAM2 = 5, IMM = 6, RSV7 = 7 };

constexpr uint32_t kOne = 0x3F800000u, kPosInf = 0x7F800000u, kNegInf = 0xFF800000u;
constexpr uint32_t kNegZero = 0x80000000u, kCanonNaN = 0x7FC00000u;  // D13

// Raw instruction builder with bit positions typed from docs/attila.md 3.1-3.3.
struct Raw {
  uint64_t q0 = 0, q1 = 0;
  explicit Raw(unsigned opcode) : q0(opcode) {}
  Raw(uint64_t qword0, uint64_t qword1) : q0(qword0), q1(qword1) {}
  Raw& src(int n, unsigned bank, unsigned reg, unsigned swz = 0x1B) {
    static const unsigned bank_lsb[3] = {17, 22, 27}, reg_lsb[3] = {0, 24, 40},
                          swz_lsb[3] = {8, 32, 48};
    q0 |= uint64_t{bank} << bank_lsb[n - 1];
    q1 |= uint64_t{reg} << reg_lsb[n - 1];
    if (!(n == 2 && bank == IMM)) q1 |= uint64_t{swz} << swz_lsb[n - 1];
    return *this;
  }
  Raw& neg(int n) { q0 |= uint64_t{1} << (n == 1 ? 20 : n == 2 ? 25 : 30); return *this; }
  Raw& abs(int n) { q0 |= uint64_t{1} << (n == 1 ? 21 : n == 2 ? 26 : 31); return *this; }
  Raw& op2reg(unsigned reg) { q1 |= uint64_t{reg} << 24; return *this; }
  Raw& res(unsigned bank, unsigned reg, unsigned mask = 0xF) {
    q0 |= uint64_t{bank} << 32 | uint64_t{mask} << 36;
    q1 |= uint64_t{reg} << 16;
    return *this;
  }
  Raw& rel(unsigned areg, unsigned comp, int off) {
    q0 |= uint64_t{1} << 40 | uint64_t{areg} << 41 | uint64_t{comp} << 43 |
          uint64_t(off & 0x1FF) << 45;
    return *this;
  }
  Raw& imm(uint32_t v) { q1 = (q1 & 0xFFFFFFFFull) | uint64_t{v} << 32; return *this; }
  Raw& sat() { q0 |= uint64_t{1} << 35; return *this; }  // ANDP/SETP*: invert (D3)
  Raw& end() { q0 |= uint64_t{1} << 8; return *this; }
  Raw& wait() { q0 |= uint64_t{1} << 9; return *this; }
  Raw& pred(unsigned reg, bool inv) {
    q0 |= uint64_t{1} << 10 | uint64_t{inv} << 11 | uint64_t{reg} << 12;
    return *this;
  }
};

uint32_t f(float x) {  // bits of an exactly representable literal
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}
Vec4 vf(float x, float y, float z, float w) { return Vec4{{f(x), f(y), f(z), f(w)}}; }
Vec4 vu(uint32_t x, uint32_t y, uint32_t z, uint32_t w) { return Vec4{{x, y, z, w}}; }
Vec4 splat(uint32_t x) { return Vec4{{x, x, x, x}}; }

// One transaction; by default the four lanes are active, identical, with every predicate 0.
struct Tx {
  ExecIn in;
  ExecConfig cfg;
  explicit Tx(const Raw& r) { in.instr = Instruction{r.q0, r.q1}; }
  Tx& src(int k, const Vec4& v) {
    for (LaneIn& l : in.lane) l.src[k] = v;
    return *this;
  }
  Tx& pred(uint32_t p) {
    for (LaneIn& l : in.lane) l.pred = p;
    return *this;
  }
  Tx& sample(uint8_t s) {
    for (LaneIn& l : in.lane) l.sample = s;
    return *this;
  }
  Tx& acc(const FxValue& a) {
    for (LaneIn& l : in.lane)
      for (FxValue& c : l.acc) c = a;
    return *this;
  }
  Tx& frac(int fb) {
    cfg.fx_frac_bits = fb;
    return *this;
  }
  ExecOut go() const { return execute(in, cfg); }
};

bool lane_empty(const LaneOut& o, bool ignore_const_index = true) {
  LaneOut z;
  if (ignore_const_index)
    for (int k = 0; k < 3; ++k) z.const_index[k] = o.const_index[k];
  return o.res_we == z.res_we && o.res == z.res && o.pred_we == z.pred_we &&
         o.pred_val == z.pred_val && o.acc_we == z.acc_we && o.acc[0] == z.acc[0] &&
         o.acc[1] == z.acc[1] && o.acc[2] == z.acc[2] && o.acc[3] == z.acc[3] &&
         o.kill == z.kill && o.zexp_en == z.zexp_en && o.zexp_base == z.zexp_base &&
         o.zexp[0] == z.zexp[0] && o.zexp[1] == z.zexp[1] && o.zexp[2] == z.zexp[2] &&
         o.zexp[3] == z.zexp[3] && o.chs == z.chs && o.tex_en == z.tex_en &&
         o.tex_coord == z.tex_coord && o.tex_param == z.tex_param &&
         o.const_index[0] == z.const_index[0] && o.const_index[1] == z.const_index[1] &&
         o.const_index[2] == z.const_index[2];
}

// Every lane writes `we` and the same `v` (v holds 0 where we is 0).
void expect_res(const ExecOut& o, uint8_t we, const Vec4& v) {
  ASSERT_FALSE(o.illegal);
  for (int l = 0; l < kLanes; ++l) {
    EXPECT_EQ(o.lane[l].res_we, we) << "lane " << l;
    EXPECT_EQ(o.lane[l].res, v) << "lane " << l;
  }
}
Vec4 res(const Raw& r, const Vec4& a, const Vec4& b = {}, const Vec4& c = {}) {
  const ExecOut o = Tx(r).src(0, a).src(1, b).src(2, c).go();
  EXPECT_FALSE(o.illegal);
  return o.lane[0].res;
}
bool pred_of(const Raw& r, const Vec4& a, const Vec4& b = {}, uint32_t preds = 0) {
  const ExecOut o = Tx(r).src(0, a).src(1, b).pred(preds).go();
  EXPECT_FALSE(o.illegal);
  EXPECT_TRUE(o.lane[0].pred_we);
  return o.lane[0].pred_val;
}

// ---------------------------------------------------------------------------------------------
// Worked examples, docs/attila.md 7.1 and 7.2
// ---------------------------------------------------------------------------------------------

TEST(Example, Mad71) {
  // (!p5) mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|
  // op1 = -(r2.wzyx) = -(-4,-3,-2,-1) = (4,3,2,1); op2 = c17.y = 0.25;
  // op3 = -|(0.25, 0.5, -0.125, 8)| = (-0.25,-0.5,-0.125,-8).
  // a*b = (1, 0.75, 0.5, 0.25); + c = (0.75, 0.25, 0.375, -7.75); sat -> (.75,.25,.375,+0).
  // Mask xzw: y not written (0 in the transaction).
  Tx r(Raw(0x000000BBC0965C13ull, 0x008703551104E402ull));
  r.src(0, vf(-1, -2, -3, -4)).src(1, vf(0, 0.25f, 0, 0)).src(2, vf(0.5f, -0.125f, 0.25f, 8));
  const ExecOut o = r.go();
  expect_res(o, 0xB, vu(f(0.75f), 0, f(0.375f), 0x00000000));
  EXPECT_EQ(o.opcode, Opcode::MAD);
  EXPECT_EQ(o.res_bank, Bank::TEMP);
  EXPECT_EQ(o.res_reg, 4);
  EXPECT_FALSE(o.end);
  for (const LaneOut& l : o.lane) {
    EXPECT_EQ(l.const_index[0], 0);  // TEMP
    EXPECT_EQ(l.const_index[1], 17);  // c17
    EXPECT_EQ(l.const_index[2], 0);  // IN
  }
  // p5 = true: !p5 fails, no effect (the constant index is still reported).
  const ExecOut g = r.pred(1u << 5).go();
  for (const LaneOut& l : g.lane) {
    EXPECT_TRUE(lane_empty(l));
    EXPECT_EQ(l.const_index[1], 17);
  }
}

TEST(Example, AddImm72) {
  // add o1.yz, |r6.wzyx|, -1.5: |(-4,3,-2,1)| = (4,3,2,1); + (-1.5) = (2.5,1.5,0.5,-0.5); mask yz.
  Tx r(Raw(0x0000006103A60001ull, 0x3FC000000001E406ull));
  const ExecOut o = r.src(0, vf(1, -2, 3, -4)).go();
  expect_res(o, 0x6, vu(0, f(1.5f), f(0.5f), 0));
  EXPECT_EQ(o.res_bank, Bank::OUT);
  EXPECT_EQ(o.res_reg, 1);
  // The equivalent encoding with the immediate 0xBFC00000 and op2_neg = 0 (docs/attila.md 7.2).
  Raw alt(0x0000006103A60001ull & ~(uint64_t{1} << 25), 0xBFC000000001E406ull);
  expect_res(Tx(alt).src(0, vf(1, -2, 3, -4)).go(), 0x6, vu(0, f(1.5f), f(0.5f), 0));
}

// ---------------------------------------------------------------------------------------------
// docs/attila.md 6.3: every row of the special-value table
// ---------------------------------------------------------------------------------------------

Raw mov_sat() { return Raw(op::MOV).src(1, TEMP, 0).res(TEMP, 1).sat(); }

TEST(Special, Saturate) {
  // NaN -> +1.0 (any NaN: quiet, signalling, negative); -0 kept; x < 0 -> +0; +inf -> +1.0.
  EXPECT_EQ(res(mov_sat(), vu(kCanonNaN, 0x7F800001u, 0xFFC00000u, kNegZero)),
            vu(kOne, kOne, kOne, kNegZero));
  // -subnormal, -inf, -1 -> +0; +inf -> 1.0
  EXPECT_EQ(res(mov_sat(), vu(0x80000001u, kNegInf, f(-1), kPosInf)), vu(0, 0, 0, kOne));
  // In range kept bit for bit (+0, subnormal, 0.5, 1.0); above 1 -> 1.0.
  EXPECT_EQ(res(mov_sat(), vu(0, 0x00000001u, f(0.5f), kOne)), vu(0, 1, f(0.5f), kOne));
  EXPECT_EQ(res(mov_sat(), vu(0x3F800001u, f(2), 0x7F7FFFFFu, kOne)),
            vu(kOne, kOne, kOne, kOne));
}

TEST(Special, MaxMinSelect) {
  const Raw max = Raw(op::MAX).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  const Raw min = Raw(op::MIN).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  // MAX(NaN,b) = b; MAX(a,NaN) = NaN (that NaN's bits); MAX(-0,+0) = +0; MAX(+0,-0) = -0.
  EXPECT_EQ(res(max, vu(0x7FC00001u, f(2), kNegZero, 0), vu(f(3), 0x7FC00002u, 0, kNegZero)),
            vu(f(3), 0x7FC00002u, 0, kNegZero));
  // The 1st operand only when strictly greater (max) / smaller (min); equal -> 2nd.
  EXPECT_EQ(res(max, vf(5, 1, 2, -1), vf(4, 2, 2, -3)), vf(5, 2, 2, -1));
  // MIN(NaN,b) = b; MIN(a,NaN) = NaN; MIN(-0,+0) = +0 (2nd); MIN(+0,-0) = -0.
  EXPECT_EQ(res(min, vu(0xFFC00003u, f(2), kNegZero, 0), vu(f(3), 0x7F800004u, 0, kNegZero)),
            vu(f(3), 0x7F800004u, 0, kNegZero));
  EXPECT_EQ(res(min, vf(5, 1, 2, -1), vf(4, 2, 2, -3)), vf(4, 1, 2, -3));
}

TEST(Special, SgeSltWithNaN) {
  const Raw sge = Raw(op::SGE).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  const Raw slt = Raw(op::SLT).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  // SGE = a < b ? 0 : 1; SLT = a < b ? 1 : 0. (NaN, 1), (1, NaN), (1, 2), (2, 2).
  const Vec4 a = vu(kCanonNaN, kOne, kOne, f(2)), b = vu(kOne, kCanonNaN, f(2), f(2));
  EXPECT_EQ(res(sge, a, b), vf(1, 1, 0, 1));
  EXPECT_EQ(res(slt, a, b), vf(0, 0, 1, 0));
}

TEST(Special, CmpCondition) {
  // a < 0 ? b : c with a = (NaN, -0, -1, +0): only -1 picks b.
  const Raw cmp = Raw(op::CMP).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3);
  EXPECT_EQ(res(cmp, vu(kCanonNaN, kNegZero, f(-1), 0), vf(10, 10, 10, 10), vf(20, 20, 20, 20)),
            vf(20, 20, 10, 20));
}

TEST(Special, KillIgnoresNaNAndNegativeZero) {
  const Raw kil = Raw(op::KIL).src(1, TEMP, 0);
  EXPECT_EQ(Tx(kil).src(0, vu(kCanonNaN, kNegZero, 0xFFC00000u, 0)).sample(3).go().lane[0].kill,
            0);
  // -subnormal < 0 kills the current sample (3 -> bit 3).
  EXPECT_EQ(Tx(kil).src(0, vu(kNegZero, 0x80000001u, 0, 0)).sample(3).go().lane[0].kill, 0x8);
  const Raw kls = Raw(op::KLS).src(1, TEMP, 0).op2reg(9);
  EXPECT_EQ(Tx(kls).src(0, vu(kCanonNaN, kNegZero, 0, 0)).go().lane[0].kill, 0);
  EXPECT_EQ(Tx(kls).src(0, vf(1, 1, -2, 1)).sample(3).go().lane[0].kill, 1u << 9);
  // CMPKIL whose result is NaN / -0 in every lane: CMP(a=+1 -> c) with c = (NaN,-0,NaN,-0).
  const Raw ck = Raw(op::CMPKIL).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3);
  const ExecOut o =
      Tx(ck).src(0, splat(kOne)).src(2, vu(kCanonNaN, kNegZero, 0xFFC00000u, kNegZero)).go();
  EXPECT_EQ(o.lane[0].kill, 0);
}

TEST(Special, SetpWithNaNIsFalse) {
  // S reads use swizzle bits 1:0 = w with the identity swizzle (E31).
  const Raw eq = Raw(op::SETPEQ).src(1, TEMP, 0).src(2, TEMP, 1).res(0, 4);
  const Raw gt = Raw(op::SETPGT).src(1, TEMP, 0).src(2, TEMP, 1).res(0, 4);
  const Raw lt = Raw(op::SETPLT).src(1, TEMP, 0).src(2, TEMP, 1).res(0, 4);
  const Vec4 nan = splat(kCanonNaN), one = splat(kOne);
  EXPECT_FALSE(pred_of(eq, nan, nan));
  EXPECT_FALSE(pred_of(gt, nan, one));
  EXPECT_FALSE(pred_of(gt, one, nan));
  EXPECT_FALSE(pred_of(lt, nan, one));
  EXPECT_FALSE(pred_of(lt, one, nan));
  EXPECT_TRUE(pred_of(eq, splat(kNegZero), splat(0)));  // -0 == +0
  EXPECT_TRUE(pred_of(gt, splat(f(2)), one));
  EXPECT_TRUE(pred_of(lt, one, splat(f(2))));
  // D3: bit 35 inverts for the SETP* group too: NaN = NaN -> false -> true.
  EXPECT_TRUE(pred_of(Raw(eq).sat(), nan, nan));
}

TEST(Special, RcpRsq) {
  const Raw rcp = Raw(op::RCP).src(1, TEMP, 0).res(TEMP, 1);
  const Raw rsq = Raw(op::RSQ).src(1, TEMP, 0).res(TEMP, 1);
  // S read = w component (identity swizzle); the scalar goes to all four lanes (E13).
  EXPECT_EQ(res(rcp, vf(7, 7, 7, 0)), splat(kPosInf));              // 1/+0
  EXPECT_EQ(res(rcp, vu(0, 0, 0, kNegZero)), splat(kNegInf));       // 1/-0
  EXPECT_EQ(res(rcp, vf(0, 0, 0, 3)), splat(0x3EAAAAABu));          // 1/3 = 0.333333343 (RNE)
  EXPECT_EQ(res(rsq, vf(0, 0, 0, 0)), splat(kPosInf));              // sqrt(1/+0) = +inf
  EXPECT_EQ(res(rsq, vu(0, 0, 0, kNegZero)), splat(kCanonNaN));     // sqrt(1/-0 = -inf) = NaN
  EXPECT_EQ(res(rsq, vf(0, 0, 0, -4)), splat(f(0.5f)));             // RSQ(|-4|): 1/4, sqrt = .5
  EXPECT_EQ(res(rsq, vf(0, 0, 0, 4)), splat(f(0.5f)));
  // RSQ(2): 1/2 = 0.5 exact; sqrt(0.5) = 0.70710678118...; binary32 neighbours 0x3F3504F3 =
  // 0.707106769 (1.2e-8 below) and 0x3F3504F4 = 0.707106829 (4.8e-8 above) -> 0x3F3504F3.
  EXPECT_EQ(res(rsq, vf(0, 0, 0, 2)), splat(0x3F3504F3u));
  EXPECT_EQ(res(rsq, vu(0, 0, 0, kNegInf)), splat(0));  // |-inf| -> 1/inf = +0 -> sqrt = +0
}

TEST(Special, Lg2AndLog) {
  const Raw lg2 = Raw(op::LG2).src(1, TEMP, 0).res(TEMP, 1);
  EXPECT_EQ(res(lg2, vf(0, 0, 0, 0)), splat(kNegInf));    // LG2(0) = -inf
  EXPECT_EQ(res(lg2, vf(0, 0, 0, -8)), splat(kCanonNaN)); // LG2(x<0) = NaN (invalid, D13)
  EXPECT_EQ(res(lg2, vf(0, 0, 0, 8)), splat(f(3)));       // exact for 2^n (sfu.h)
  const Raw log = Raw(op::LOG).src(1, TEMP, 0).res(TEMP, 1);
  // LOG(0) = (-inf, NaN, -inf, 1): y = 0 / 2^-inf = 0/0 = invalid -> canonical NaN.
  EXPECT_EQ(res(log, vf(0, 0, 0, 0)), vu(kNegInf, kCanonNaN, kNegInf, kOne));
  // LOG(-8) = (floor(log2 8) = 3, -8 / 2^NaN = NaN, log2(-8) = NaN, 1).
  EXPECT_EQ(res(log, vf(0, 0, 0, -8)), vu(f(3), kCanonNaN, kCanonNaN, kOne));
}

TEST(Special, Exp) {
  const Raw exp = Raw(op::EXP).src(1, TEMP, 0).res(TEMP, 1);
  // EXP(2.5) = (2^2 = 4, 2.5 - 2 = 0.5, 2^2.5 = 5.65685415, 1). 2^2.5 = 4*sqrt(2); the binary32
  // nearest to sqrt(2) is 0x3FB504F3, so 4*sqrt(2) rounds to 0x40B504F3. The SFU is <= 2 ulp.
  const Vec4 r = res(exp, vf(0, 0, 0, 2.5f));
  EXPECT_EQ(r.c[0], f(4));
  EXPECT_EQ(r.c[1], f(0.5f));
  EXPECT_LE(r.c[2] > 0x40B504F3u ? r.c[2] - 0x40B504F3u : 0x40B504F3u - r.c[2], 2u);
  EXPECT_EQ(r.c[2], fp::sfu::ex2(f(2.5f), fp::Config{fp::Round::RNE, false, true, kCanonNaN}))
      << "EXP.z is the SFU's ex2";
  EXPECT_EQ(r.c[3], kOne);
}

TEST(Special, Frc) {
  const Raw frc = Raw(op::FRC).src(1, TEMP, 0).res(TEMP, 1);
  // -1e-10: floor = -1; -1e-10 + 1 = 1 - 1e-10, within half an ulp below 1 (2^-25 ~ 3e-8) -> 1.0.
  // -subnormal likewise. inf - floor(inf) = inf - inf = invalid -> canonical NaN.
  EXPECT_EQ(res(frc, vu(f(-1e-10f), 0x80000001u, kPosInf, kNegInf)),
            vu(kOne, kOne, kCanonNaN, kCanonNaN));
  // 2.75 - 2 = 0.75; -2.25 - (-3) = 0.75; -0 - (-0) = +0; 5 - 5 = +0.
  EXPECT_EQ(res(frc, vu(f(2.75f), f(-2.25f), kNegZero, f(5))), vu(f(0.75f), f(0.75f), 0, 0));
}

TEST(Special, ArlInvalid) {
  const Raw arl = Raw(op::ARL).src(1, TEMP, 0).res(ADDR, 0);
  // NaN, +inf, -inf, 2^31 (first value past INT32_MAX) -> 0x80000000 (5.5).
  EXPECT_EQ(res(arl, vu(kCanonNaN, kPosInf, kNegInf, 0x4F000000u)), splat(0x80000000u));
  // -2^31 is in range (exactly INT_MIN); -(2^31 + 256) (0xCF000001) is not; sNaN; -3e9.
  EXPECT_EQ(res(arl, vu(0xCF000000u, 0xCF000001u, 0x7F800001u, f(-3e9f))), splat(0x80000000u));
}

TEST(Special, LitPowZeroZero) {
  const Raw lit = Raw(op::LIT).src(1, TEMP, 0).res(TEMP, 1);
  // x = 2 > 0, y = 0, w = 0: z = pow(0, 0) = 1 -> (1, 2, 1, 1).
  EXPECT_EQ(res(lit, vf(2, 0, 9, 0)), vf(1, 2, 1, 1));
  // x < 0 -> x = 0, z = 0; y < 0 -> 0 (y itself is not output).
  EXPECT_EQ(res(lit, vf(-2, -3, 9, 5)), vf(1, 0, 0, 1));
}

TEST(Special, SubnormalsKept) {
  // 2^-126 * 0.5 = 2^-127 = 0x00400000.
  const Raw mul = Raw(op::MUL).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  EXPECT_EQ(res(mul, splat(0x00800000u), splat(f(0.5f))), splat(0x00400000u));
}

TEST(Special, NaNBits) {
  const Raw add = Raw(op::ADD).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  // D13: invalid without NaN operands -> 0x7FC00000 (not x86's 0xFFC00000); a NaN operand
  // propagates quieted (sNaN 0x7F800001 -> 0x7FC00001; first operand first).
  EXPECT_EQ(res(add, vu(kPosInf, 0x7F800001u, kOne, 0xFF800005u),
                vu(kNegInf, kOne, 0xFFC00007u, 0x7FC00009u)),
            vu(kCanonNaN, 0x7FC00001u, 0xFFC00007u, 0xFFC00005u));
  const Raw mul = Raw(op::MUL).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  EXPECT_EQ(res(mul, splat(0), splat(kNegInf)), splat(kCanonNaN));  // 0 * inf
  // MOV and the modifiers copy NaNs bit for bit (signalling ones too).
  const Raw mov = Raw(op::MOV).src(1, TEMP, 0).res(TEMP, 1);
  EXPECT_EQ(res(mov, vu(0x7F800001u, 0xFFC12345u, 1, 2)), vu(0x7F800001u, 0xFFC12345u, 1, 2));
  EXPECT_EQ(res(Raw(mov).neg(1), vu(0x7F800001u, 0xFFC12345u, 1, 2)),
            vu(0xFF800001u, 0x7FC12345u, 0x80000001u, 0x80000002u));
  EXPECT_EQ(res(Raw(mov).abs(1), vu(0xFF800001u, 0xFFC12345u, 1, 2)),
            vu(0x7F800001u, 0x7FC12345u, 1, 2));
  // abs then negate: -|x|.
  EXPECT_EQ(res(Raw(mov).abs(1).neg(1), vu(0x7F800001u, 0xFFC12345u, 1, 2)),
            vu(0xFF800001u, 0xFFC12345u, 0x80000001u, 0x80000002u));
}

// ---------------------------------------------------------------------------------------------
// Errata and decisions: E11 E12 E15 E19 E22 E23 E25 E27 E31 E32, D1-D6
// ---------------------------------------------------------------------------------------------

TEST(Errata, E11DotProductsAddAndReplicate) {
  const Vec4 a = vf(1, 2, 3, 4), b = vf(5, 6, 7, 8);
  // DP3 = 5 + 12 + 21 = 38; DP4 = 38 + 32 = 70; DPH = 38 + b.w = 46. Mask .y only.
  EXPECT_EQ(res(Raw(op::DP3).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2, 0x4), a, b),
            vu(0, f(38), 0, 0));
  EXPECT_EQ(res(Raw(op::DP4).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2), a, b), splat(f(70)));
  EXPECT_EQ(res(Raw(op::DPH).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2), a, b), splat(f(46)));
  // DPH never reads a.w: a NaN there does not matter.
  EXPECT_EQ(res(Raw(op::DPH).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2),
                vu(f(1), f(2), f(3), kCanonNaN), b),
            splat(f(46)));
  // Immediate second operand: DP3 (1,2,3) . (2,2,2) = 12.
  EXPECT_EQ(res(Raw(op::DP3).src(1, TEMP, 0).src(2, IMM, 0).imm(f(2)).res(TEMP, 2), a),
            splat(f(12)));
}

TEST(Errata, DotProductRoundsLeftToRight) {
  // ((2^24*1 + 1*1) + 1*1) [+ 1*1 | + 1]: 2^24 + 1 is a tie between 2^24 and 2^24 + 2 (ulp 2)
  // -> even -> 2^24 at every step: 2^24 = 0x4B800000. An exact sum (2^24 + 3) would round to
  // 2^24 + 4 = 0x4B800002.
  const Vec4 a = vf(16777216.0f, 1, 1, 1), b = vf(1, 1, 1, 1);
  for (unsigned opc : {op::DP3, op::DP4, op::DPH})
    EXPECT_EQ(res(Raw(opc).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2), a, b),
              splat(0x4B800000u))
        << "opcode " << opc;
  // Products rounded before the sum: (1+2^-23)^2 = 1 + 2^-22 + 2^-46 -> 1 + 2^-22 (0x3F800002);
  // plus 1 * -(1+2^-22) = +0. A fused product would leave 2^-46.
  EXPECT_EQ(res(Raw(op::DP3).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2),
                vu(0x3F800001u, kOne, 0, 0), vu(0x3F800001u, 0xBF800002u, 0, 0)),
            splat(0));
}

TEST(Errata, MadTwoRoundings) {
  // 6.2 probe: a = b = 1+2^-23, c = -(1+2^-22): round(a*b) = 1+2^-22, + c = +0 (fused: 2^-46).
  const Raw mad = Raw(op::MAD).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3);
  EXPECT_EQ(res(mad, splat(0x3F800001u), splat(0x3F800001u), splat(0xBF800002u)), splat(0));
  // A NaN in c propagates quieted: 1*1 + sNaN(0xFF800123) -> 0xFFC00123.
  EXPECT_EQ(res(mad, splat(kOne), splat(kOne), splat(0xFF800123u)), splat(0xFFC00123u));
}

TEST(Errata, E12Dst) {
  // (1, a.y*b.y, a.z, b.w) = (1, 2*5, 3, 7).
  EXPECT_EQ(res(Raw(op::DST).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2), vf(9, 2, 3, 4),
                vf(9, 5, 9, 7)),
            vf(1, 10, 3, 7));
}

TEST(Errata, E15Log) {
  const Raw log = Raw(op::LOG).src(1, TEMP, 0).res(TEMP, 1);
  // LOG(10): x = floor(log2 10) = 3, y = 10 / 8 = 1.25, z = log2 10 (SFU, within 2 ulp of
  // 3.32192809 = 0x40549A78), w = 1.
  const Vec4 r = res(log, vf(0, 0, 0, 10));
  EXPECT_EQ(r.c[0], f(3));
  EXPECT_EQ(r.c[1], f(1.25f));
  EXPECT_LE(r.c[2] > 0x40549A78u ? r.c[2] - 0x40549A78u : 0x40549A78u - r.c[2], 2u);
  EXPECT_EQ(r.c[3], kOne);
  // LOG(0.75): floor(log2 0.75) = -1, 0.75 / 0.5 = 1.5.
  const Vec4 q = res(log, vf(0, 0, 0, 0.75f));
  EXPECT_EQ(q.c[0], f(-1));
  EXPECT_EQ(q.c[1], f(1.5f));
  // Subnormal 0x00000C00 = 3 * 2^10 * 2^-149 = 1.5 * 2^-138: x = -138 (= 0xC30A0000: 138 =
  // 1.078125 * 2^7), y = 1.5 (the divisor 2^-138 = 0x00000800 is a subnormal, exact).
  const Vec4 s = res(log, vu(0, 0, 0, 0x00000C00u));
  EXPECT_EQ(s.c[0], 0xC30A0000u);
  EXPECT_EQ(s.c[1], f(1.5f));
  // Only x uses |s|: LOG(-0.75) = (-1, NaN, NaN, 1).
  const Vec4 n = res(log, vf(0, 0, 0, -0.75f));
  EXPECT_EQ(n.c[0], f(-1));
  EXPECT_EQ(n.c[1], kCanonNaN);
  EXPECT_EQ(n.c[2], kCanonNaN);
}

TEST(Errata, ExpIntegerPart) {
  const Raw exp = Raw(op::EXP).src(1, TEMP, 0).res(TEMP, 1);
  // EXP(-1.5) = (2^-2 = 0.25, -1.5 + 2 = 0.5, ...); EXP(-149) x = 2^-149 = 0x00000001;
  // EXP(-130) x = 2^-130 = 2^19 * 2^-149 = 0x00080000; EXP(3) = (8, +0, 8 exact, 1).
  Vec4 r = res(exp, vf(0, 0, 0, -1.5f));
  EXPECT_EQ(r.c[0], f(0.25f));
  EXPECT_EQ(r.c[1], f(0.5f));
  EXPECT_EQ(res(exp, vf(0, 0, 0, -149)).c[0], 0x00000001u);
  EXPECT_EQ(res(exp, vf(0, 0, 0, -130)).c[0], 0x00080000u);
  EXPECT_EQ(res(exp, vf(0, 0, 0, 3)), vf(8, 0, 8, 1));
}

TEST(Errata, E19ArlWritesAllLanes) {
  // floor: -1.5 -> -2; 2.7 -> 2; -0 -> 0; 1e9 (exact: 2^9 * 1953125) -> 1000000000 = 0x3B9ACA00.
  // Mask field .x and sat bit are both ignored.
  const Raw arl = Raw(op::ARL).src(1, TEMP, 0).res(ADDR, 1, 0x8).sat();
  expect_res(Tx(arl).src(0, vu(f(-1.5f), f(2.7f), kNegZero, f(1e9f))).go(), 0xF,
             vu(0xFFFFFFFEu, 2, 0, 0x3B9ACA00u));
  // Largest float below 2^31 is 2147483520 = 0x4EFFFFFF -> 0x7FFFFF80.
  EXPECT_EQ(res(arl, splat(0x4EFFFFFFu)), splat(0x7FFFFF80u));
  // Predication is honoured.
  const ExecOut g = Tx(Raw(arl).pred(2, false)).src(0, splat(kOne)).go();
  for (const LaneOut& l : g.lane) EXPECT_TRUE(lane_empty(l));
}

TEST(Errata, E22TxpProjection) {
  // (2, 4, -6, 2) -> (1, 2, -3, 2); sampler = op2_reg = 3; mask/sat of the later write-back.
  const Raw txp = Raw(op::TXP).src(1, TEMP, 0).op2reg(3).res(TEMP, 5, 0x6).sat();
  const ExecOut o = Tx(txp).src(0, vf(2, 4, -6, 2)).go();
  EXPECT_TRUE(o.tex_valid);
  EXPECT_EQ(o.tex_unit, 3);
  EXPECT_EQ(o.tex_mask, 0x6);
  EXPECT_TRUE(o.tex_sat);
  EXPECT_EQ(o.res_bank, Bank::TEMP);
  EXPECT_EQ(o.res_reg, 5);
  for (const LaneOut& l : o.lane) {
    EXPECT_TRUE(l.tex_en);
    EXPECT_EQ(l.tex_coord, vf(1, 2, -3, 2));
    EXPECT_EQ(l.tex_param, 0u);
    EXPECT_EQ(l.res_we, 0);  // the result comes later from the texture unit
  }
  // 1 / 3 with w = 3: 0x3EAAAAAB (RNE), the division is IEEE.
  EXPECT_EQ(Tx(txp).src(0, vf(1, 0, 0, 3)).go().lane[0].tex_coord, vu(0x3EAAAAABu, 0, 0, f(3)));
}

TEST(Errata, TextureParameters) {
  const Vec4 v = vu(0x00000007u, f(2), f(3), f(-1.5f));
  const auto param = [&](unsigned opc) {
    const ExecOut o = Tx(Raw(opc).src(1, TEMP, 0).op2reg(2).res(TEMP, 1)).src(0, v).go();
    EXPECT_TRUE(o.tex_valid);
    EXPECT_EQ(o.lane[0].tex_coord, v);
    return o.lane[0].tex_param;
  };
  EXPECT_EQ(param(op::TEX), 0u);
  EXPECT_EQ(param(op::TXB), f(-1.5f));  // bias = v.w
  EXPECT_EQ(param(op::TXL), f(-1.5f));  // lod = v.w
  EXPECT_EQ(param(op::LDA), 7u);        // raw bits of v.x (index)
}

TEST(Errata, E23CmpKilMaskedUnsaturated) {
  // CMP(a = -1 -> b) with b = (1, -2, 3, 4): y is negative.
  const Vec4 a = splat(f(-1)), b = vf(1, -2, 3, 4), c = splat(0);
  const auto kill = [&](unsigned mask, bool sat) {
    Raw r = Raw(op::CMPKIL).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3, mask);
    if (sat) r.sat();
    return Tx(r).src(0, a).src(1, b).src(2, c).sample(6).go();
  };
  EXPECT_EQ(kill(0xB, false).lane[0].kill, 0);             // y not in the mask: no kill
  EXPECT_EQ(kill(0x4, false).lane[0].kill, 1u << 6);        // y masked: kill sample 6
  const ExecOut s = kill(0xF, true);                        // saturated result y = +0, still kills
  EXPECT_EQ(s.lane[0].kill, 1u << 6);
  EXPECT_EQ(s.lane[0].res, vf(1, 0, 1, 1));                 // sat: 1, +0, 1, 1
  EXPECT_EQ(kill(0x0, false).lane[0].kill, 0);              // mask 0: nothing masked
}

TEST(Errata, E25StpltiIsLessThan) {
  const auto stp = [](unsigned opc, uint32_t a, uint32_t b) {
    return pred_of(Raw(opc).src(1, TEMP, 0).src(2, TEMP, 1).res(0, 9), splat(a), splat(b));
  };
  // D2: signed less-than (the simulator computed equality).
  EXPECT_TRUE(stp(op::STPLTI, 0xFFFFFFFBu, 3));    // -5 < 3
  EXPECT_FALSE(stp(op::STPLTI, 3, 0xFFFFFFFBu));
  EXPECT_FALSE(stp(op::STPLTI, 3, 3));
  EXPECT_TRUE(stp(op::STPLTI, 0x80000000u, 0x7FFFFFFFu));  // INT_MIN < INT_MAX (signed)
  EXPECT_TRUE(stp(op::STPGTI, 3, 0xFFFFFFFBu));
  EXPECT_FALSE(stp(op::STPGTI, 0x80000000u, 0));
  EXPECT_TRUE(stp(op::STPEQI, 0x7FC00000u, 0x7FC00000u));  // integers: NaN bits are equal
  EXPECT_FALSE(stp(op::STPEQI, kNegZero, 0));               // integers: -0 != +0
  // Immediate: 5 > imm 4; with op2_neg the integer immediate becomes -4 (two's complement).
  EXPECT_TRUE(pred_of(Raw(op::STPGTI).src(1, TEMP, 0).src(2, IMM, 0).imm(4).res(0, 1), splat(5)));
  EXPECT_TRUE(pred_of(Raw(op::STPEQI).src(1, TEMP, 0).src(2, IMM, 0).imm(4).neg(2).res(0, 1),
                      splat(0xFFFFFFFCu)));
}

TEST(Errata, E27IntegerModifiers) {
  const Raw addi = Raw(op::ADDI).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2);
  // D4: |x| exact: |16777217| = 16777217 (the simulator's float path gave 16777216),
  // |-16777217| = 0x01000001, |INT_MIN| = INT_MIN, |0x7FFFFFFF| = 0x7FFFFFFF; + 0.
  EXPECT_EQ(res(Raw(addi).abs(1), vu(16777217u, 0xFEFFFFFFu, 0x80000000u, 0x7FFFFFFFu), splat(0)),
            vu(16777217u, 0x01000001u, 0x80000000u, 0x7FFFFFFFu));
  // Negate wraps: -INT_MIN = INT_MIN, -1 = 0xFFFFFFFF, -0 = 0; then -|x| for -5 = -5.
  EXPECT_EQ(res(Raw(addi).neg(1), vu(0x80000000u, 1, 0, 7), splat(0)),
            vu(0x80000000u, 0xFFFFFFFFu, 0, 0xFFFFFFF9u));
  EXPECT_EQ(res(Raw(addi).abs(1).neg(1), splat(0xFFFFFFFBu), splat(0)), splat(0xFFFFFFFBu));
  // Wrap mod 2^32: 0x7FFFFFFF + 1 = 0x80000000; the sat bit is ignored on integer results.
  EXPECT_EQ(res(Raw(addi).sat(), splat(0x7FFFFFFFu), splat(1)), splat(0x80000000u));
  // Immediate negated as an integer: 1 + -(5) = -4 = 0xFFFFFFFC (not a sign-bit flip).
  EXPECT_EQ(res(Raw(op::ADDI).src(1, TEMP, 0).src(2, IMM, 0).imm(5).neg(2).res(TEMP, 2), splat(1)),
            splat(0xFFFFFFFCu));
  // |imm| as an integer: |-5| = 5; 1 + 5 = 6.
  EXPECT_EQ(res(Raw(op::ADDI).src(1, TEMP, 0).src(2, IMM, 0).imm(0xFFFFFFFBu).abs(2).res(TEMP, 2),
                splat(1)),
            splat(6));
  // MULI low 32 bits: 2^16 * 2^16 = 0; 0xFFFFFFFF * 3 = -3 = 0xFFFFFFFD; 7 * -6 = -42.
  EXPECT_EQ(res(Raw(op::MULI).src(1, TEMP, 0).src(2, TEMP, 1).res(TEMP, 2),
                vu(0x10000u, 0xFFFFFFFFu, 7, 0), vu(0x10000u, 3, 0xFFFFFFFAu, 5)),
            vu(0, 0xFFFFFFFDu, 0xFFFFFFD6u, 0));
}

TEST(Errata, E31ScalarReadUsesSwizzleBits1To0) {
  const Raw gt = Raw(op::SETPGT).src(1, TEMP, 0).src(2, TEMP, 1).res(0, 4);
  const Vec4 a = vf(5, 0, 5, 1), b = splat(f(2));
  EXPECT_FALSE(pred_of(gt, a, b));  // identity 0x1B selects w: 1 > 2 false
  EXPECT_TRUE(pred_of(Raw(op::SETPGT).src(1, TEMP, 0, 0x00).src(2, TEMP, 1).res(0, 4), a, b));
  EXPECT_FALSE(pred_of(Raw(op::SETPGT).src(1, TEMP, 0, 0x55).src(2, TEMP, 1).res(0, 4), a, b));
  // Only bits 1:0 matter: 0xFE has w-slot code 2 (z) -> 5 > 2.
  EXPECT_TRUE(pred_of(Raw(op::SETPGT).src(1, TEMP, 0, 0xFE).src(2, TEMP, 1).res(0, 4), a, b));
  // Modifiers after the selection: -|w| with w = -3 -> -3 < 2.
  EXPECT_TRUE(pred_of(Raw(op::SETPLT).src(1, TEMP, 0).abs(1).neg(1).src(2, TEMP, 1).res(0, 4),
                      vf(9, 9, 9, -3), b));
  // RCP reads the same component: swizzle 0xE4 (w,z,y,x) puts x in the w slot: 1/4 = 0.25.
  EXPECT_EQ(res(Raw(op::RCP).src(1, TEMP, 0, 0xE4).res(TEMP, 1), vf(4, 8, 8, 8)),
            splat(f(0.25f)));
}

TEST(Errata, SwizzleLanes) {
  // Lane X takes s[7:6], Y s[5:4], Z s[3:2], W s[1:0]: 0x8D = 10 00 11 01 = (z, x, w, y).
  EXPECT_EQ(res(Raw(op::MOV).src(1, TEMP, 0, 0x8D).res(TEMP, 1), vf(1, 2, 3, 4)), vf(3, 1, 4, 2));
}

TEST(Decision, D1Flr) {
  // floor per component: -1.5 -> -2, 2.5 -> 2, -0 -> -0, sNaN -> quieted.
  EXPECT_EQ(res(Raw(op::FLR).src(1, TEMP, 0).res(TEMP, 1), vu(f(-1.5f), f(2.5f), kNegZero,
                                                               0x7F800001u)),
            vu(f(-2), f(2), kNegZero, 0x7FC00001u));
  // With saturate and mask: floor(-0.5) = -1 -> +0; floor(7.9) = 7 -> 1.0; mask .xy.
  EXPECT_EQ(res(Raw(op::FLR).src(1, TEMP, 0).res(TEMP, 1, 0xC).sat(), vf(-0.5f, 7.9f, 1, 1)),
            vu(0, kOne, 0, 0));
}

TEST(Decision, D3AndpInvert) {
  // P1 AND NOT P2, P1 = 1, P2 = 0 -> true; with the invert bit -> false.
  const Raw andp = Raw(op::ANDP).src(1, 0, 1).src(2, 0, 2).neg(2).res(0, 7);
  EXPECT_TRUE(pred_of(andp, {}, {}, 0x2));
  EXPECT_FALSE(pred_of(Raw(andp).sat(), {}, {}, 0x2));
  EXPECT_FALSE(pred_of(andp, {}, {}, 0x6));  // P2 = 1
  // Immediate booleans: abs = 1 selects the value neg (E8: op2's value from op2_neg).
  const Raw imm = Raw(op::ANDP).abs(1).neg(1).abs(2).neg(2).res(0, 7);
  EXPECT_TRUE(pred_of(imm, {}, {}, 0));
  EXPECT_FALSE(pred_of(Raw(op::ANDP).abs(1).neg(1).abs(2).res(0, 7), {}, {}, 0xFFFFFFFFu));
  // Constant operand (D7): component swz[1:0] raw != 0, so -0 is true; bank PARAM2 too.
  const Raw cst = Raw(op::ANDP).src(1, PARAM, 4).src(2, PARAM2, 5, 0x1A).res(0, 7);
  EXPECT_TRUE(pred_of(cst, vu(0, 0, 0, kNegZero), vu(0, 0, 1, 0)));   // op2 reads z (0x1A & 3)
  EXPECT_FALSE(pred_of(cst, vu(1, 1, 1, 0), vu(0, 0, 1, 0)));
  const ExecOut o = Tx(cst).src(0, splat(1)).src(1, splat(1)).go();
  EXPECT_EQ(o.lane[0].const_index[0], 4);
  EXPECT_EQ(o.lane[0].const_index[1], 256 + 5);
  EXPECT_EQ(o.res_reg, 7);
}

TEST(Decision, D6RelativeAddressingWraps) {
  // add r0, c3[a0.x + 5], c(256+3)[a0.x + 5] (PARAM2): index = (A + 5 + 3 (+256)) mod 512.
  const Raw r = Raw(op::ADD).src(1, PARAM, 3).src(2, PARAM2, 3).res(TEMP, 0).rel(0, 0, 5);
  ExecIn in;
  in.instr = Instruction{r.q0, r.q1};
  const int32_t a0x[kLanes] = {510, -300, 0x7FFFFFFF, 0};
  // 510: 518 -> 6, 774 -> 262.  -300: -292 -> 220, -36 -> 476.
  // 2^31 - 1: 2^31 + 7 -> 7 (2^31 is a multiple of 512), 263.  0: 8, 264.
  const uint16_t want1[kLanes] = {6, 220, 7, 8}, want2[kLanes] = {262, 476, 263, 264};
  for (int l = 0; l < kLanes; ++l) {
    in.lane[l].addr[0].c[0] = static_cast<uint32_t>(a0x[l]);
    in.lane[l].addr[0].c[1] = 99;  // other components and A1 are not used
    in.lane[l].addr[1] = splat(77);
    in.lane[l].src[0] = splat(f(1));
    in.lane[l].src[1] = splat(f(2));
  }
  const Decoded d = decode(in.instr);
  ASSERT_FALSE(d.illegal);
  const ExecOut o = execute(in);
  for (int l = 0; l < kLanes; ++l) {
    const SourceLocation s1 = source_location(d, 0, in.lane[l].addr);
    const SourceLocation s2 = source_location(d, 1, in.lane[l].addr);
    EXPECT_TRUE(s1.valid && s2.valid);
    EXPECT_EQ(s1.bank, Bank::PARAM);
    EXPECT_EQ(s2.bank, Bank::PARAM);  // PARAM2 is reported as PARAM with the final index
    EXPECT_EQ(s1.index, want1[l]) << "lane " << l;
    EXPECT_EQ(s2.index, want2[l]) << "lane " << l;
    EXPECT_EQ(o.lane[l].const_index[0], want1[l]);
    EXPECT_EQ(o.lane[l].const_index[1], want2[l]);
    EXPECT_EQ(o.lane[l].res, splat(f(3)));
  }
  // A1.z with offset -256: 7 - 256 + 100 = -149 -> 363.
  const Raw r2 = Raw(op::MOV).src(1, PARAM, 7).res(TEMP, 0).rel(1, 2, -256);
  Vec4 addr[2] = {splat(0), vu(0, 0, 100, 0)};
  EXPECT_EQ(source_location(decode(r2.q0, r2.q1), 0, addr).index, 363);
  // Without rel_en the index is the register (+256); a TEMP source keeps its bank and index and
  // has const_index 0; an immediate is no location.
  const Raw r3 = Raw(op::ADD).src(1, TEMP, 9).src(2, IMM, 0).imm(kOne).res(TEMP, 0);
  const Decoded d3 = decode(r3.q0, r3.q1);
  EXPECT_EQ(source_location(d3, 0, addr).bank, Bank::TEMP);
  EXPECT_EQ(source_location(d3, 0, addr).index, 9);
  EXPECT_FALSE(source_location(d3, 1, addr).valid);
  EXPECT_FALSE(source_location(d3, 2, addr).valid);
  const Raw r4 = Raw(op::MOV).src(1, PARAM2, 255).res(TEMP, 0);
  EXPECT_EQ(source_location(decode(r4.q0, r4.q1), 0, addr).index, 511);
}

TEST(Decision, D5PredicateGatesEverySideEffect) {
  struct Case {
    const char* name;
    Raw raw;
  };
  // Each instruction predicated on P3 (pred_inv = 0). All would have an effect if they passed.
  const Case cases[] = {
      {"KIL", Raw(op::KIL).src(1, TEMP, 0)},
      {"KLS", Raw(op::KLS).src(1, TEMP, 0).op2reg(4)},
      {"CMPKIL", Raw(op::CMPKIL).src(1, TEMP, 0).src(2, TEMP, 0).src(3, TEMP, 0).res(TEMP, 1)},
      {"ZXP", Raw(op::ZXP).src(1, TEMP, 0)},
      {"ZXS", Raw(op::ZXS).src(1, TEMP, 0)},
      {"CHS", Raw(op::CHS)},
      {"FXMUL", Raw(op::FXMUL).src(1, TEMP, 0).src(2, TEMP, 0).res(TEMP, 1)},
      {"FXMAD2", Raw(op::FXMAD2).src(1, TEMP, 0).src(2, TEMP, 0).src(3, TEMP, 0).res(TEMP, 1)},
      {"TEX", Raw(op::TEX).src(1, TEMP, 0).op2reg(1).res(TEMP, 1)},
      {"LDA", Raw(op::LDA).src(1, TEMP, 0).op2reg(1).res(TEMP, 1)},
      {"SETPLT", Raw(op::SETPLT).src(1, TEMP, 0).src(2, IMM, 0).imm(0).res(0, 1)},
      {"ADD", Raw(op::ADD).src(1, TEMP, 0).src(2, TEMP, 0).res(TEMP, 1)},
  };
  for (const Case& c : cases) {
    Raw r = c.raw;
    r.pred(3, false);
    Tx run(r);
    run.src(0, splat(f(-2))).src(1, splat(f(-2))).src(2, splat(f(-2))).sample(2);
    run.in.lane[0].pred = 1u << 3;  // lane 0 passes
    run.in.lane[1].pred = 0;        // lane 1 fails the predicate
    run.in.lane[2].pred = 1u << 3;
    run.in.lane[2].active = false;  // lane 2 passes the predicate but is not a live thread
    run.in.lane[3].pred = 0xFFFFFFF7u;  // every predicate but P3
    const ExecOut o = run.go();
    ASSERT_FALSE(o.illegal) << c.name;
    EXPECT_FALSE(lane_empty(o.lane[0])) << c.name << ": the passing lane has an effect";
    for (int l = 1; l < kLanes; ++l) EXPECT_TRUE(lane_empty(o.lane[l])) << c.name << " lane " << l;
    // pred_inv = 1 flips which lanes pass.
    Raw ri = c.raw;
    ri.pred(3, true);
    Tx runi(ri);
    runi.in = run.in;
    runi.in.instr = Instruction{ri.q0, ri.q1};
    const ExecOut oi = runi.go();
    EXPECT_TRUE(lane_empty(oi.lane[0])) << c.name;
    EXPECT_FALSE(lane_empty(oi.lane[1])) << c.name;
    EXPECT_TRUE(lane_empty(oi.lane[2])) << c.name;
  }
  // The request-level texture fields stay (decoded), only the lanes' tex_en are gated.
  const ExecOut t = Tx(Raw(op::TEX).src(1, TEMP, 0).op2reg(1).res(TEMP, 1).pred(3, false)).go();
  EXPECT_TRUE(t.tex_valid);
  EXPECT_EQ(t.tex_unit, 1);
  for (const LaneOut& l : t.lane) EXPECT_FALSE(l.tex_en);
}

TEST(Fragment, ZExportAndChs) {
  // ZXP: Z of sample 0 = v.x, whatever the current sample.
  const ExecOut z = Tx(Raw(op::ZXP).src(1, TEMP, 0)).src(0, vf(0.5f, 2, 3, 4)).sample(7).go();
  EXPECT_EQ(z.lane[0].zexp_en, 0x1);
  EXPECT_EQ(z.lane[0].zexp_base, 0);
  EXPECT_EQ(z.lane[0].zexp[0], f(0.5f));
  EXPECT_EQ(z.lane[0].zexp[1], 0u);
  // ZXS (D12): samples cur .. cur+3 get v.x .. v.w.
  const Raw zxs = Raw(op::ZXS).src(1, TEMP, 0);
  const ExecOut s = Tx(zxs).src(0, vf(1, 2, 3, 4)).sample(4).go();
  EXPECT_EQ(s.lane[0].zexp_en, 0xF);
  EXPECT_EQ(s.lane[0].zexp_base, 4);
  EXPECT_EQ(s.lane[0].zexp[3], f(4));
  // cur = 14: samples 14, 15 only; 16 and 17 do not exist (execute.h decision).
  const ExecOut e = Tx(zxs).src(0, vf(1, 2, 3, 4)).sample(14).go();
  EXPECT_EQ(e.lane[0].zexp_en, 0x3);
  EXPECT_EQ(e.lane[0].zexp_base, 14);
  EXPECT_EQ(e.lane[0].zexp[1], f(2));
  EXPECT_EQ(e.lane[0].zexp[2], 0u);
  EXPECT_EQ(e.lane[0].zexp[3], 0u);
  // CHS
  const ExecOut c = Tx(Raw(op::CHS)).go();
  for (const LaneOut& l : c.lane) EXPECT_TRUE(l.chs);
}

TEST(Derivative, QuadLayout) {
  // v0..v3 per lane; DDX: lanes 0,1 = v1 - v0, lanes 2,3 = v3 - v2.
  // DDY: lanes 0,2 = v2 - v0, lanes 1,3 = v3 - v1.
  const Vec4 v[4] = {vf(1, 10, 100, 0), vf(2, 20, 300, 0), vf(4, 50, 700, 0),
                     vf(8, 90, 1500, 0)};
  const Vec4 ddx[4] = {vf(1, 10, 200, 0), vf(1, 10, 200, 0), vf(4, 40, 800, 0),
                       vf(4, 40, 800, 0)};
  const Vec4 ddy[4] = {vf(3, 40, 600, 0), vf(6, 70, 1200, 0), vf(3, 40, 600, 0),
                       vf(6, 70, 1200, 0)};
  for (unsigned opc : {op::DDX, op::DDY}) {
    Tx run(Raw(opc).src(1, TEMP, 0).res(TEMP, 1));
    for (int l = 0; l < 4; ++l) run.in.lane[l].src[0] = v[l];
    const ExecOut o = run.go();
    for (int l = 0; l < 4; ++l) {
      EXPECT_EQ(o.lane[l].res_we, 0xF);
      EXPECT_EQ(o.lane[l].res, opc == op::DDX ? ddx[l] : ddy[l]) << "opcode " << opc << " lane "
                                                                 << l;
    }
    // Lane 1 inactive and lane 3 failing the predicate: they still provide their values; only
    // their writes disappear. Mask .xz and the modifier (negate) apply per lane.
    Tx g(Raw(opc).src(1, TEMP, 0).neg(1).res(TEMP, 1, 0xA).pred(0, true));
    for (int l = 0; l < 4; ++l) g.in.lane[l].src[0] = v[l];
    g.in.lane[1].active = false;
    g.in.lane[3].pred = 1;
    const ExecOut p = g.go();
    for (int l = 0; l < 4; ++l) {
      if (l == 1 || l == 3) {
        EXPECT_TRUE(lane_empty(p.lane[l]));
        continue;
      }
      const Vec4& w = opc == op::DDX ? ddx[l] : ddy[l];  // -(b) - -(a) = -(b - a)
      EXPECT_EQ(p.lane[l].res_we, 0xA);
      EXPECT_EQ(p.lane[l].res, vu(w.c[0] ^ 0x80000000u, 0, w.c[2] ^ 0x80000000u, 0));
    }
  }
}

TEST(Flow, Jmp) {
  // JMP on P7, offset imm32 (immediate layout of qword 1), pc = 100.
  const auto jmp = [](const Raw& r, uint32_t pc, const uint32_t preds[4], const bool active[4]) {
    ExecIn in;
    in.instr = Instruction{r.q0, r.q1};
    in.pc = pc;
    for (int l = 0; l < 4; ++l) {
      in.lane[l].pred = preds[l];
      in.lane[l].active = active[l];
    }
    return execute(in);
  };
  const Raw j = Raw(op::JMP).src(1, 0, 7).imm(static_cast<uint32_t>(-3));
  const uint32_t all[4] = {0x80, 0x80, 0x80, 0x80}, one_false[4] = {0x80, 0, 0x80, 0x80};
  const bool live[4] = {true, true, true, true}, lane1_dead[4] = {true, false, true, true};
  const bool none[4] = {false, false, false, false};
  ExecOut o = jmp(j, 100, all, live);
  EXPECT_TRUE(o.jmp_valid);
  EXPECT_TRUE(o.jmp_taken);
  EXPECT_EQ(o.jmp_target, 97u);  // 100 + (-3)
  for (const LaneOut& l : o.lane) EXPECT_TRUE(lane_empty(l, false));
  o = jmp(j, 100, one_false, live);
  EXPECT_FALSE(o.jmp_taken);
  EXPECT_EQ(o.jmp_target, 101u);
  o = jmp(j, 100, one_false, lane1_dead);  // the false lane is not active
  EXPECT_TRUE(o.jmp_taken);
  EXPECT_EQ(o.jmp_target, 97u);
  o = jmp(j, 100, all, none);  // no active lane: not taken (execute.h)
  EXPECT_TRUE(o.jmp_valid);
  EXPECT_FALSE(o.jmp_taken);
  EXPECT_EQ(o.jmp_target, 101u);
  // NOT P7; immediate true; target wraps mod 2^32 (0 + 0xFFFFFFFF), 0xFFFFFFFF + 1 = 0.
  EXPECT_FALSE(jmp(Raw(j).neg(1), 100, all, live).jmp_taken);
  const Raw t = Raw(op::JMP).abs(1).neg(1).imm(0xFFFFFFFFu);
  EXPECT_EQ(jmp(t, 0, one_false, live).jmp_target, 0xFFFFFFFFu);
  EXPECT_EQ(jmp(Raw(op::JMP).abs(1).imm(5), 0xFFFFFFFFu, all, live).jmp_target, 0u);
  // D14: instruction-level predicate fields are ignored (P0 = 0 would gate otherwise).
  EXPECT_TRUE(jmp(Raw(j).pred(0, false), 100, all, live).jmp_taken);
  // Constant condition (D7): c4.w raw != 0; -0 counts as true.
  const Raw c = Raw(op::JMP).src(1, PARAM, 4).imm(2);
  ExecIn in;
  in.instr = Instruction{c.q0, c.q1};
  for (LaneIn& l : in.lane) l.src[0] = vu(0, 0, 0, kNegZero);
  EXPECT_TRUE(execute(in).jmp_taken);
  EXPECT_EQ(execute(in).lane[0].const_index[0], 4);
  in.lane[2].src[0] = vu(1, 1, 1, 0);
  EXPECT_FALSE(execute(in).jmp_taken);
}

TEST(Flow, EndWaitNop) {
  const ExecOut e = Tx(Raw(op::END)).go();
  EXPECT_TRUE(e.end);  // D15: END terminates even without the flag
  EXPECT_EQ(e.opcode, Opcode::END);
  const ExecOut a = Tx(Raw(op::ADD).src(1, TEMP, 0).src(2, TEMP, 0).res(TEMP, 1).end().wait())
                        .src(0, splat(kOne)).src(1, splat(kOne)).go();
  EXPECT_TRUE(a.end);
  EXPECT_TRUE(a.wait);
  EXPECT_EQ(a.lane[0].res, splat(f(2)));
  const ExecOut n = Tx(Raw(op::NOP)).go();
  EXPECT_FALSE(n.end);
  for (const LaneOut& l : n.lane) EXPECT_TRUE(lane_empty(l, false));
}

TEST(Flow, EveryOpcodeExecutes) {
  // docs/attila.md table 2: every opcode, in a minimal legal encoding, executes (D1: FLR too).
  const unsigned all[] = {
      op::NOP,    op::ADD,    op::ADDI,   op::ARL,    op::ANDP,   op::COS,    op::DP3,
      op::DP4,    op::DPH,    op::DST,    op::EX2,    op::EXP,    op::FLR,    op::FRC,
      op::LG2,    op::LIT,    op::LOG,    op::MAD,    op::MAX,    op::MIN,    op::MOV,
      op::MUL,    op::MULI,   op::RCP,    op::RSQ,    op::SETPEQ, op::SETPGT, op::SGE,
      op::SETPLT, op::SIN,    op::STPEQI, op::SLT,    op::STPGTI, op::STPLTI, op::TXL,
      op::TEX,    op::TXB,    op::TXP,    op::KIL,    op::KLS,    op::ZXP,    op::ZXS,
      op::CMP,    op::CMPKIL, op::CHS,    op::LDA,    op::FXMUL,  op::FXMAD,  op::FXMAD2,
      op::DDX,    op::DDY,    op::JMP,    op::END};
  EXPECT_EQ(sizeof(all) / sizeof(all[0]), 53u);
  for (unsigned opc : all) {
    const Raw r = Raw(opc).src(1, TEMP, 1).src(2, TEMP, 2).src(3, TEMP, 3).res(TEMP, 4);
    const ExecOut o = Tx(r).src(0, vf(1, 2, 3, 4)).src(1, vf(1, 2, 3, 4)).go();
    EXPECT_FALSE(o.illegal) << "opcode 0x" << std::hex << opc;
    EXPECT_EQ(static_cast<unsigned>(o.opcode), opc);
  }
}

TEST(Scalar, TranscendentalsReplicated) {
  const fp::Config cfg{fp::Round::RNE, false, true, kCanonNaN};
  // sfu.h exact points: ex2(3) = 8, ex2(-inf) = +0, sin(-0) = -0, lg2(+inf) = +inf.
  EXPECT_EQ(res(Raw(op::EX2).src(1, TEMP, 0).res(TEMP, 1), vf(0, 0, 0, 3)), splat(f(8)));
  EXPECT_EQ(res(Raw(op::EX2).src(1, TEMP, 0).res(TEMP, 1), vu(0, 0, 0, kNegInf)), splat(0));
  EXPECT_EQ(res(Raw(op::SIN).src(1, TEMP, 0).res(TEMP, 1), vu(0, 0, 0, kNegZero)),
            splat(kNegZero));
  EXPECT_EQ(res(Raw(op::LG2).src(1, TEMP, 0).res(TEMP, 1), vu(0, 0, 0, kPosInf)),
            splat(kPosInf));
  // Wiring: the w-slot operand (after modifiers) reaches the unit; mask .xw, saturate applies.
  const uint32_t x = f(-0.75f);
  const uint32_t s = fp::sfu::sin(x, cfg), c = fp::sfu::cos(x, cfg);
  EXPECT_EQ(res(Raw(op::SIN).src(1, TEMP, 0).res(TEMP, 1, 0x9), vu(0, 0, 0, x)), vu(s, 0, 0, s));
  EXPECT_EQ(res(Raw(op::COS).src(1, TEMP, 0).neg(1).res(TEMP, 1),
                vu(0, 0, 0, f(0.75f))), splat(c));
  // sin(-0.75) < 0 saturates to +0.
  EXPECT_EQ(res(Raw(op::SIN).src(1, TEMP, 0).res(TEMP, 1).sat(), vu(0, 0, 0, x)), splat(0));
  // LIT's clamp of w reaches pow: NaN -> 128, -1000 -> -128.
  const uint32_t half = f(0.5f);
  EXPECT_EQ(res(Raw(op::LIT).src(1, TEMP, 0).res(TEMP, 1), vu(kOne, half, 0, kCanonNaN)).c[2],
            fp::sfu::pow(half, f(128), cfg));
  EXPECT_EQ(res(Raw(op::LIT).src(1, TEMP, 0).res(TEMP, 1), vu(kOne, half, 0, f(-1000))).c[2],
            fp::sfu::pow(half, f(-128), cfg));
  EXPECT_EQ(res(Raw(op::LIT).src(1, TEMP, 0).res(TEMP, 1), vu(kOne, half, 0, f(100))).c[2],
            fp::sfu::pow(half, f(100), cfg));
}

// ---------------------------------------------------------------------------------------------
// Fixed point (5.10, D10)
// ---------------------------------------------------------------------------------------------

TEST(FixedPoint, FromFloat) {
  // F = 16: 0.333333343 (0x3EAAAAAB) * 2^16 = 21845.33 -> 21845 = 0x5555 (truncated).
  EXPECT_EQ(fx_from_float(0x3EAAAAABu, 16), (FxValue{false, 0x5555}));
  EXPECT_EQ(fx_from_float(0xBEAAAAABu, 16), (FxValue{true, 0x5555}));
  EXPECT_EQ(fx_from_float(0x3EAAAAABu, 8), (FxValue{false, 0x55}));  // 85.33 -> 85
  EXPECT_EQ(fx_from_float(f(3), 8), (FxValue{false, 3 * 256}));
  // 70000 mod 2^16 = 4464 (integer part wraps, sign kept).
  EXPECT_EQ(fx_from_float(f(70000), 8), (FxValue{false, 4464u * 256}));
  EXPECT_EQ(fx_from_float(f(-70000), 16), (FxValue{true, uint64_t{4464} << 16}));
  // 65535.99609375 = 2^16 - 2^-8 (24 significant bits): F = 8 -> 0xFFFFFF; F = 16 -> 0xFFFFFF00.
  EXPECT_EQ(fx_from_float(f(65535.99609375f), 8), (FxValue{false, 0xFFFFFF}));
  EXPECT_EQ(fx_from_float(f(65535.99609375f), 16), (FxValue{false, 0xFFFFFF00u}));
  // |x| >= 2^24 or inf: 32767 with the sign. 2^24 - 1 (< 2^24) wraps: 16777215 mod 65536 = 65535.
  EXPECT_EQ(fx_from_float(f(16777216.0f), 8), (FxValue{false, 32767u << 8}));
  EXPECT_EQ(fx_from_float(f(-1e30f), 16), (FxValue{true, uint64_t{32767} << 16}));
  EXPECT_EQ(fx_from_float(kNegInf, 8), (FxValue{true, 32767u << 8}));
  EXPECT_EQ(fx_from_float(kPosInf, 8), (FxValue{false, 32767u << 8}));
  EXPECT_EQ(fx_from_float(f(16777215.0f), 8), (FxValue{false, 65535u << 8}));
  // NaN -> +0 (even a negative NaN); -0 -> (negative, 0); values below 2^-F -> 0 with the sign.
  EXPECT_EQ(fx_from_float(0xFFC00000u, 8), (FxValue{false, 0}));
  EXPECT_EQ(fx_from_float(kNegZero, 8), (FxValue{true, 0}));
  EXPECT_EQ(fx_from_float(f(-0.001f), 8), (FxValue{true, 0}));   // 0.256 -> 0
  EXPECT_EQ(fx_from_float(0x00000001u, 16), (FxValue{false, 0}));
  EXPECT_EQ(fx_from_float(f(0.00390625f), 8), (FxValue{false, 1}));  // 2^-8 -> 1
}

TEST(FixedPoint, MulAddToFloat) {
  // Product: sign xor, magnitudes multiplied (32.2F).
  EXPECT_EQ(fx_mul(FxValue{true, 0x5555}, FxValue{false, 3u << 16}, 16),
            (FxValue{true, 0xFFFF0000u}));
  // Sum: same signs add; different signs subtract, sign of the larger; equal -> +0.
  EXPECT_EQ(fx_add(FxValue{true, 10}, FxValue{true, 5}, 8), (FxValue{true, 15}));
  EXPECT_EQ(fx_add(FxValue{true, 10}, FxValue{false, 5}, 8), (FxValue{true, 5}));
  EXPECT_EQ(fx_add(FxValue{false, 10}, FxValue{true, 15}, 8), (FxValue{true, 5}));
  EXPECT_EQ(fx_add(FxValue{true, 10}, FxValue{false, 10}, 8), (FxValue{false, 0}));
  EXPECT_EQ(fx_add(FxValue{true, 0}, FxValue{true, 0}, 8), (FxValue{true, 0}));
  // Wrap mod 2^(32+2F): F = 8 -> 2^48: 2^47 + 2^47 = 0; F = 16 -> 2^64: (2^64-1) + 2 = 1.
  EXPECT_EQ(fx_add(FxValue{false, uint64_t{1} << 47}, FxValue{false, uint64_t{1} << 47}, 8),
            (FxValue{false, 0}));
  EXPECT_EQ(fx_add(FxValue{true, ~uint64_t{0}}, FxValue{true, 2}, 16), (FxValue{true, 1}));
  // To float, one RNE rounding of mag / 2^2F. F = 8: (2^24 + 1) / 2^16 = 256 + 2^-16 is half an
  // ulp (2^-15) above 256 -> tie to even -> 256 (0x43800000); (2^24 + 3) / 2^16 = 256 + 1.5 ulp
  // -> 256 + 2 ulp = 0x43800002; (2^24 + 5)/2^16 = 256 + 2.5 ulp -> 2 ulp; zero keeps the sign.
  EXPECT_EQ(fx_to_float(FxValue{false, (1u << 24) + 1}, 8), 0x43800000u);
  EXPECT_EQ(fx_to_float(FxValue{false, (1u << 24) + 3}, 8), 0x43800002u);
  EXPECT_EQ(fx_to_float(FxValue{true, (1u << 24) + 5}, 8), 0xC3800002u);
  EXPECT_EQ(fx_to_float(FxValue{true, 0}, 8), kNegZero);
  EXPECT_EQ(fx_to_float(FxValue{false, 0}, 16), 0u);
  // Smallest: 1 / 2^32 (F = 16) = 2^-32 = 0x2F800000; largest (2^64 - 1) / 2^32 -> 2^32
  // = 0x4F800000 (rounds up).
  EXPECT_EQ(fx_to_float(FxValue{false, 1}, 16), 0x2F800000u);
  EXPECT_EQ(fx_to_float(FxValue{false, ~uint64_t{0}}, 16), 0x4F800000u);
}

Raw fxmad() { return Raw(op::FXMAD).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3); }

TEST(FixedPoint, NotesExamples) {
  // F = 16: 0x5555 * (3 << 16) = 0xFFFF0000 (= 0.99998474 in 32.32); + 0.25 = 2^30:
  // 0x13FFF0000 / 2^32 = 1.25 - 2^-16 = 1.24998474 -> 0x3FA00000 - 0x80 = 0x3F9FFF80.
  const FxValue quarter16{false, uint64_t{1} << 30};
  expect_res(Tx(fxmad()).frac(16).src(0, splat(0x3EAAAAABu)).src(1, splat(f(3)))
                 .acc(quarter16).go(),
             0xF, splat(0x3F9FFF80u));
  // -0.333...: product negative 0xFFFF0000, larger than 2^30: -(0xFFFF0000 - 0x40000000) =
  // -0xBFFF0000 / 2^32 = -(0.75 - 2^-16) = -0.749984741 -> 0x3F400000 - 0x100, negative:
  // 0xBF3FFF00.
  expect_res(Tx(fxmad()).frac(16).src(0, splat(0xBEAAAAABu)).src(1, splat(f(3)))
                 .acc(quarter16).go(),
             0xF, splat(0xBF3FFF00u));
  // F = 8 (default): 85 * 768 = 65280; + 0.25 * 2^16 = 16384 -> 81664 / 65536 = 1.24609375
  // = 1.25 - 2^-8 -> 0x3FA00000 - 0x8000 = 0x3F9F8000.
  expect_res(Tx(fxmad()).src(0, splat(0x3EAAAAABu)).src(1, splat(f(3)))
                 .acc(FxValue{false, 1u << 14}).go(),
             0xF, splat(0x3F9F8000u));
  // FXMAD2 builds the same accumulator: ACC = a*b + c with c = 0.25 -> (0x4000 << 16) << 16.
  const Raw fxmad2 = Raw(op::FXMAD2).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3);
  const ExecOut m2 = Tx(fxmad2).frac(16).src(0, splat(0x3EAAAAABu)).src(1, splat(f(3)))
                         .src(2, splat(f(0.25f))).go();
  for (const LaneOut& l : m2.lane) {
    EXPECT_EQ(l.acc_we, 0xF);
    EXPECT_EQ(l.res_we, 0);  // the result register is checked but not written
    for (const FxValue& a : l.acc) EXPECT_EQ(a, (FxValue{false, 0x13FFF0000ull}));
  }
}

TEST(FixedPoint, WrapSaturateNaN) {
  // 70000 -> 4464 (F = 8): FXMAD 70000 * 1 + 0 = 4464.0 = 0x1170 = 1.08984375 * 2^12 ->
  // 0x458B8000.
  expect_res(Tx(fxmad()).src(0, splat(f(70000))).src(1, splat(kOne)).go(), 0xF,
             splat(0x458B8000u));
  // Saturation: 1e30 -> 32767.0 = 0x46FFFE00; -inf -> -32767.0.
  expect_res(Tx(fxmad()).src(0, vu(f(1e30f), kNegInf, 0, 0)).src(1, splat(kOne)).go(), 0xF,
             vu(0x46FFFE00u, 0xC6FFFE00u, 0, 0));
  // NaN -> +0: NaN(neg) * 5 = +0 magnitude 0; + ACC (negative, 0): signs differ, equal
  // magnitudes -> +0 -> 0x00000000 (a negative NaN sign would give -0).
  expect_res(Tx(fxmad()).src(0, splat(0xFFC00000u)).src(1, splat(f(5))).acc(FxValue{true, 0})
                 .go(),
             0xF, splat(0));
  // FXMAD saturates and masks the register result: 2 * 1 = 2 -> 1.0, mask .y.
  expect_res(Tx(Raw(fxmad()).sat()).src(0, splat(f(2))).src(1, splat(kOne)).go(), 0xF,
             splat(kOne));
  Raw m = Raw(op::FXMAD).src(1, TEMP, 0).src(2, TEMP, 1).src(3, TEMP, 2).res(TEMP, 3, 0x4);
  expect_res(Tx(m).src(0, splat(f(2))).src(1, splat(kOne)).go(), 0x4, vu(0, f(2), 0, 0));
  // The accumulator is unchanged by FXMAD.
  EXPECT_EQ(Tx(fxmad()).src(0, splat(f(2))).go().lane[0].acc_we, 0);
}

TEST(FixedPoint, FxmulMaskAndImmediate) {
  // FXMUL a * imm 2.0 (F = 8): 1.5 -> 384, 2.0 -> 512, product 196608 = 3.0 in 32.16; mask .xw.
  const Raw r = Raw(op::FXMUL).src(1, TEMP, 0).src(2, IMM, 0).imm(f(2)).res(TEMP, 1, 0x9);
  const ExecOut o = Tx(r).src(0, vf(1.5f, 1.5f, 1.5f, -1.5f)).go();
  for (const LaneOut& l : o.lane) {
    EXPECT_EQ(l.acc_we, 0x9);
    EXPECT_EQ(l.acc[0], (FxValue{false, 196608}));
    EXPECT_EQ(l.acc[1], FxValue{});
    EXPECT_EQ(l.acc[2], FxValue{});
    EXPECT_EQ(l.acc[3], (FxValue{true, 196608}));
    EXPECT_EQ(l.res_we, 0);
  }
  // op2_neg applies to the immediate as a float: -2.0 -> product sign flips.
  const ExecOut n = Tx(Raw(r).neg(2)).src(0, vf(1.5f, 1.5f, 1.5f, -1.5f)).go();
  EXPECT_EQ(n.lane[0].acc[0], (FxValue{true, 196608}));
  EXPECT_EQ(n.lane[0].acc[3], (FxValue{false, 196608}));
}

// ---------------------------------------------------------------------------------------------
// Illegal instructions have no effect at all
// ---------------------------------------------------------------------------------------------

void expect_nothing(const ExecOut& o, const char* what) {
  EXPECT_TRUE(o.illegal) << what;
  EXPECT_FALSE(o.end || o.wait || o.tex_valid || o.jmp_valid || o.jmp_taken) << what;
  EXPECT_EQ(o.opcode, Opcode::NOP) << what;
  EXPECT_EQ(o.res_bank, Bank::IN) << what;
  EXPECT_EQ(o.res_reg, 0) << what;
  EXPECT_EQ(o.tex_unit, 0) << what;
  EXPECT_EQ(o.tex_mask, 0) << what;
  EXPECT_FALSE(o.tex_sat) << what;
  EXPECT_EQ(o.jmp_target, 0u) << what;
  for (const LaneOut& l : o.lane) EXPECT_TRUE(lane_empty(l, false)) << what;
}

TEST(Illegal, ProduceNothing) {
  struct Case {
    const char* name;
    Raw raw;
  };
  const Case cases[] = {
      {"opcode 0x05", Raw(0x05).src(1, TEMP, 0).res(TEMP, 1).end()},
      {"opcode 0x06", Raw(0x06).end().wait()},
      {"opcode 0x1A", Raw(0x1A)},
      {"opcode 0x38", Raw(0x38).src(1, TEMP, 0).res(TEMP, 1)},
      {"opcode 0xFF", Raw(0xFF).end()},
      {"ADD op1 bank 7", Raw(op::ADD).src(1, RSV7, 0).src(2, TEMP, 0).res(TEMP, 1).end()},
      {"ADD op1 bank OUT", Raw(op::ADD).src(1, OUT, 0).src(2, TEMP, 0).res(TEMP, 1)},
      {"ADD result IN", Raw(op::ADD).src(1, TEMP, 0).src(2, TEMP, 0).res(IN, 1)},
      {"MAD op2 IMM", Raw(op::MAD).src(1, TEMP, 0).src(2, IMM, 0).src(3, TEMP, 0).res(TEMP, 1)},
      {"MOV TEMP 32", Raw(op::MOV).src(1, TEMP, 32).res(TEMP, 1)},
      {"TEX sampler 16", Raw(op::TEX).src(1, TEMP, 0).op2reg(16).res(TEMP, 1)},
      {"KIL op1 IMM", Raw(op::KIL).src(1, IMM, 0)},
      {"rel A2", Raw(op::MOV).src(1, PARAM, 0).res(TEMP, 1).rel(2, 0, 0)},
      {"ARL result PARAM", Raw(op::ARL).src(1, TEMP, 0).res(PARAM, 0)},
  };
  for (const Case& c : cases) {
    Tx r(c.raw);
    r.src(0, splat(f(-1))).src(1, splat(f(-1))).src(2, splat(f(-1))).pred(~0u).sample(3);
    r.acc(FxValue{true, 7});
    r.in.pc = 1234;
    expect_nothing(r.go(), c.name);
  }
}

}  // namespace
}  // namespace shaderhw::attila
