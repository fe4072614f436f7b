// Conversions and round-to-integral against the MPFR oracle: f2f (both directions), i2f, u2f,
// f2i, f2u and rint (exact and not), binary32 and binary16, all five rounding modes, random
// Configs. Results and flags are compared bit for bit.
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

// The library against the oracle, one operation each; a mismatch is reported with its operand.
class Conv : public FmtRoundTest {
 protected:
  // i2f, or u2f if `uns`.
  void check_int2f(Oracle& o, Checker& ck, uint32_t a, bool uns, const Config& c) {
    const Result got = uns ? fp::u2f(f_, a, c) : fp::i2f(f_, a, c);
    const Result exp = o.int2f(f_, a, uns, c);
    if (!ck.check(got, exp)) ck.report(op_ctx(uns ? "u2f" : "i2f", {a}, c), got, exp);
  }
  // f2i, or f2u if `uns`.
  void check_f2int(Oracle& o, Checker& ck, uint32_t a, bool uns, const Config& c) {
    const Result got = uns ? fp::f2u(f_, a, c) : fp::f2i(f_, a, c);
    const Result exp = o.f2int(f_, a, uns, c);
    if (!ck.check(got, exp)) ck.report(op_ctx(uns ? "f2u" : "f2i", {a}, c), got, exp);
  }
  void check_rint(Oracle& o, Checker& ck, uint32_t a, bool exact, const Config& c) {
    const Result got = fp::rint(f_, a, exact, c), exp = o.rint(f_, a, exact, c);
    if (!ck.check(got, exp)) ck.report(op_ctx(exact ? "rint_exact" : "rint", {a}, c), got, exp);
  }
};

// F32 param: f32 -> f16 (rounding). F16 param: f16 -> f32 (exact; random sample here, the
// exhaustive sweep is in test_f16_exhaustive.cpp).
TEST_P(Conv, F2fRandom) {
  const Format src = f_, dst = f_ == Format::F32 ? Format::F16 : Format::F32;
  random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    uint32_t a;
    if (src == Format::F32 && r.chance(5, 8)) {
      // binary32 values around the binary16 range: exponents 2^-27 .. 2^17, tie patterns in
      // the 13 discarded bits.
      a = g.in_exp(127 - 27, 127 + 17);
      switch (r.below(4)) {
        case 0: a = (a & ~0x1FFFu) | 0x1000u; break;                   // exact tie
        case 1: a = (a & ~0x1FFFu) | (0x1000u + r.range(-1, 1)); break;
        case 2: a = g.nudge((a & ~0x1FFFu) | 0x1FFFu, r.range(-1, 1)); break;
        default: break;
      }
    } else {
      a = g.any();
    }
    const Result got = fp::f2f(src, dst, a, c), exp = o.f2f(src, dst, a, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("f2f_" + fp::to_string(src), {a}, c), got, exp);
  });
}

TEST_P(Conv, I2fRandom) {
  random_cases([&](Rng&, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    check_int2f(o, ck, g.int_pattern(), false, c);
  });
}

TEST_P(Conv, U2fRandom) {
  random_cases([&](Rng&, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    check_int2f(o, ck, g.int_pattern(), true, c);
  });
}

TEST_P(Conv, F2iRandom) {
  random_cases([&](Rng&, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    check_f2int(o, ck, g.around_int(), false, c);
  });
}

TEST_P(Conv, F2uRandom) {
  random_cases([&](Rng&, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    check_f2int(o, ck, g.around_int(), true, c);
  });
}

TEST_P(Conv, RintRandom) {
  random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    const uint32_t a = r.coin() ? g.around_int() : g.any();
    const bool exact = r.coin();
    check_rint(o, ck, a, exact, c);
  });
}

// Integer boundaries around 2^24 / 2^31 / 2^32 and the f16 overflow threshold, exhaustively
// in a window, for i2f/u2f, under the default config and ftz.
TEST_P(Conv, IntWindows) {
  Oracle o;
  Checker ck(name_, 0);
  const uint32_t centers[] = {0u,          1u << 11,    1u << 24,    1u << 25,   65504u,
                              65520u,      0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu,
                              0u - 65520u, 0u - (1u << 24)};
  const int w = is_long() ? 20000 : 2000;
  for (int k = 0; k < 2; ++k) {
    Config c;
    c.rm = rm_;
    c.ftz = k;
    for (uint32_t ctr : centers) {
      for (int d = -w; d <= w; ++d) {
        const uint32_t a = ctr + static_cast<uint32_t>(d);
        check_int2f(o, ck, a, false, c);
        check_int2f(o, ck, a, true, c);
      }
    }
  }
}

// binary32 values in a window (in ulps) around integer/range boundaries, for f2i/f2u/rint.
TEST_P(Conv, FloatWindows) {
  const Fmt& F = info(f_);
  Oracle o;
  Checker ck(name_, 0);
  const int w = is_long() ? 4000 : 400;
  std::vector<uint32_t> centers = {
      0u, F.make(0, 0, 1), F.make(0, 1, 0), F.make(0, static_cast<uint32_t>(F.bias - 1), 0),  // 0.5
      F.make(0, static_cast<uint32_t>(F.bias), 0),                                     // 1
      F.make(0, static_cast<uint32_t>(F.bias + 1), F.qbit),                             // 3
      F.make(0, static_cast<uint32_t>(F.bias + F.p - 2), 0),   // ulp = 1/2 starts
      F.make(0, static_cast<uint32_t>(F.bias + F.p - 1), 0),   // ulp = 1 starts
      F.make(0, F.emaxf() - 1, F.frac),                          // max finite
  };
  if (f_ == Format::F32) {
    centers.push_back(0x4F000000u);  // 2^31
    centers.push_back(0x4F800000u);  // 2^32
  }
  for (int k = 0; k < 2; ++k) {
    Config c;
    c.rm = rm_;
    c.ftz = k;
    for (uint32_t ctr : centers) {
      for (int s = 0; s < 2; ++s) {
        for (int d = -w; d <= w; ++d) {
          const int64_t mag = static_cast<int64_t>(ctr) + d;
          if (mag < 0 || mag > static_cast<int64_t>(F.expm)) continue;
          const uint32_t a = static_cast<uint32_t>(mag) | (s ? F.sign : 0u);
          check_f2int(o, ck, a, false, c);
          check_f2int(o, ck, a, true, c);
          check_rint(o, ck, a, true, c);
          check_rint(o, ck, a, false, c);
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Mpfr, Conv, all_fmt_rounds(), fmt_round_name);

}  // namespace
}  // namespace gfpt
