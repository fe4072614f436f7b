// Conversions and round-to-integral against the MPFR oracle: f2f (both directions), i2f, u2f,
// f2i, f2u and rint (exact and not), binary32 and binary16, all five rounding modes, random
// Configs. Results and flags are compared bit for bit.
#include <tuple>

#include "oracle.h"

namespace gfpt {
namespace {

using Param = std::tuple<Format, Round>;

std::string ctx1(const std::string& op, uint32_t a, const Config& c) {
  return op + "(" + Checker::hex(a) + ") " + describe(c);
}

class Conv : public ::testing::TestWithParam<Param> {
 protected:
  void SetUp() override {
    std::tie(f_, rm_) = GetParam();
    name_ = current_test_name();
    seed_ = seed_for(name_);
  }
  Format f_;
  Round rm_;
  std::string name_;
  uint64_t seed_;
};

// F32 param: f32 -> f16 (rounding). F16 param: f16 -> f32 (exact; random sample here, the
// exhaustive sweep is in test_f16_exhaustive.cpp).
TEST_P(Conv, F2fRandom) {
  const Format src = f_, dst = f_ == Format::F32 ? Format::F16 : Format::F32;
  const Fmt& S = info(src);
  Rng r(seed_);
  Gen g(S, r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
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
    if (!ck.check(got, exp)) ck.report(ctx1("f2f_" + fp::to_string(src), a, c), got, exp);
  }
}

TEST_P(Conv, I2fRandom) {
  Rng r(seed_);
  Gen g(info(f_), r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    const uint32_t a = g.int_pattern();
    const Result got = fp::i2f(f_, a, c), exp = o.int2f(f_, a, false, c);
    if (!ck.check(got, exp)) ck.report(ctx1("i2f", a, c), got, exp);
  }
}

TEST_P(Conv, U2fRandom) {
  Rng r(seed_);
  Gen g(info(f_), r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    const uint32_t a = g.int_pattern();
    const Result got = fp::u2f(f_, a, c), exp = o.int2f(f_, a, true, c);
    if (!ck.check(got, exp)) ck.report(ctx1("u2f", a, c), got, exp);
  }
}

TEST_P(Conv, F2iRandom) {
  Rng r(seed_);
  Gen g(info(f_), r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    const uint32_t a = g.around_int();
    const Result got = fp::f2i(f_, a, c), exp = o.f2int(f_, a, false, c);
    if (!ck.check(got, exp)) ck.report(ctx1("f2i", a, c), got, exp);
  }
}

TEST_P(Conv, F2uRandom) {
  Rng r(seed_);
  Gen g(info(f_), r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    const uint32_t a = g.around_int();
    const Result got = fp::f2u(f_, a, c), exp = o.f2int(f_, a, true, c);
    if (!ck.check(got, exp)) ck.report(ctx1("f2u", a, c), got, exp);
  }
}

TEST_P(Conv, RintRandom) {
  Rng r(seed_);
  Gen g(info(f_), r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    const uint32_t a = r.coin() ? g.around_int() : g.any();
    const bool exact = r.coin();
    const Result got = fp::rint(f_, a, exact, c), exp = o.rint(f_, a, exact, c);
    if (!ck.check(got, exp)) ck.report(ctx1(exact ? "rint_exact" : "rint", a, c), got, exp);
  }
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
        Result got = fp::i2f(f_, a, c), exp = o.int2f(f_, a, false, c);
        if (!ck.check(got, exp)) ck.report(ctx1("i2f", a, c), got, exp);
        got = fp::u2f(f_, a, c), exp = o.int2f(f_, a, true, c);
        if (!ck.check(got, exp)) ck.report(ctx1("u2f", a, c), got, exp);
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
          Result got = fp::f2i(f_, a, c), exp = o.f2int(f_, a, false, c);
          if (!ck.check(got, exp)) ck.report(ctx1("f2i", a, c), got, exp);
          got = fp::f2u(f_, a, c), exp = o.f2int(f_, a, true, c);
          if (!ck.check(got, exp)) ck.report(ctx1("f2u", a, c), got, exp);
          got = fp::rint(f_, a, true, c), exp = o.rint(f_, a, true, c);
          if (!ck.check(got, exp)) ck.report(ctx1("rint_exact", a, c), got, exp);
          got = fp::rint(f_, a, false, c), exp = o.rint(f_, a, false, c);
          if (!ck.check(got, exp)) ck.report(ctx1("rint", a, c), got, exp);
        }
      }
    }
  }
}

std::string param_name(const ::testing::TestParamInfo<Param>& p) {
  return fp::to_string(std::get<0>(p.param)) + "_" + rname(std::get<1>(p.param));
}

INSTANTIATE_TEST_SUITE_P(Mpfr, Conv,
                         ::testing::Combine(::testing::Values(Format::F32, Format::F16),
                                            ::testing::ValuesIn(kRounds)),
                         param_name);

}  // namespace
}  // namespace gfpt
