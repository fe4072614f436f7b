// Comparisons and min/max against the MPFR-based oracle (mpfr_equal_p / less_p /
// lessequal_p / mpfr_cmp plus the contract's NaN, signed-zero and ftz rules), random Configs,
// every predicate x ordered/unordered and zero_ordered on/off; plus all pairs of boundary values.
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

class CmpMinMax : public ::testing::TestWithParam<Format> {
 protected:
  void SetUp() override {
    f_ = GetParam();
    name_ = current_test_name();
    seed_ = seed_for(name_);
  }
  // a, b biased: random, near each other, equal, zeros of both signs, NaNs.
  void pair(Gen& g, Rng& r, uint32_t* a, uint32_t* b) {
    const Fmt& F = info(f_);
    *a = g.any();
    switch (r.below(6)) {
      case 0: *b = *a; break;
      case 1: *b = g.nudge(*a, r.range(-2, 2)) ^ (r.chance(1, 4) ? F.sign : 0u); break;
      case 2: *a = r.coin() ? 0u : F.sign; *b = g.with_sign(r.coin() ? 0u : F.make(0, 0, 1)); break;
      default: *b = g.add_partner(*a); break;
    }
    if (r.coin()) std::swap(*a, *b);
  }
  // n_cases(200000, 2000000) random cases, each a random Config (random mode) and then a pair;
  // one(r, o, ck, a, b, c) checks them.
  template <class Case>
  void random_pairs(Case&& one) {
    oracle_random(f_, name_, seed_, n_cases(200000, 2000000),
                  [&](Rng& r, Gen& g, Oracle& o, Checker& ck) {
                    const Config c = random_config(r, kRounds[r.below(5)]);
                    uint32_t a, b;
                    pair(g, r, &a, &b);
                    one(r, o, ck, a, b, c);
                  });
  }
  Format f_;
  std::string name_;
  uint64_t seed_;
};

TEST_P(CmpMinMax, CmpRandom) {
  random_pairs([&](Rng& r, Oracle& o, Checker& ck, uint32_t a, uint32_t b, const Config& c) {
    const auto cond = static_cast<fp::CmpCond>(r.below(3));
    const bool un = r.coin();
    const Result got = fp::cmp(f_, a, b, cond, un, c), exp = o.cmp(f_, a, b, cond, un, c);
    if (!ck.check(got, exp))
      ck.report(op_ctx("cmp_" + fp::to_string(cond) + (un ? "_U" : "_O"), {a, b}, c), got, exp);
  });
}

TEST_P(CmpMinMax, MinMaxRandom) {
  random_pairs([&](Rng& r, Oracle& o, Checker& ck, uint32_t a, uint32_t b, const Config& c) {
    const bool zo = r.coin();
    Result got = fp::min(f_, a, b, zo, c), exp = o.minmax(f_, a, b, zo, false, c);
    if (!ck.check(got, exp)) ck.report(op_ctx(zo ? "min_zo" : "min", {a, b}, c), got, exp);
    got = fp::max(f_, a, b, zo, c), exp = o.minmax(f_, a, b, zo, true, c);
    if (!ck.check(got, exp)) ck.report(op_ctx(zo ? "max_zo" : "max", {a, b}, c), got, exp);
  });
}

TEST_P(CmpMinMax, CornerPairs) {
  const Fmt& F = info(f_);
  Oracle o;
  Checker ck(name_, 0);
  const std::vector<uint32_t> v =
      both_signs(F, {0u, F.make(0, 0, 1), F.make(0, 0, F.frac), F.make(0, 1, 0), F.make(0, 1, 1),
                     F.make(0, static_cast<uint32_t>(F.bias), 0), F.make(0, F.emaxf() - 1, F.frac),
                     F.expm, F.expm | F.qbit, F.expm | 1, F.expm | F.frac});
  for (int k = 0; k < 8; ++k) {
    Config c;
    c.ftz = k & 1;
    c.nan_propagate = (k >> 1) & 1;
    if (k & 4) { c.canon_nan32 = 0x7FFFFFFFu; c.canon_nan16 = 0x7FFFu; }
    for (uint32_t a : v) {
      for (uint32_t b : v) {
        for (int cond = 0; cond < 3; ++cond) {
          for (bool un : {false, true}) {
            const auto cc = static_cast<fp::CmpCond>(cond);
            const Result got = fp::cmp(f_, a, b, cc, un, c), exp = o.cmp(f_, a, b, cc, un, c);
            if (!ck.check(got, exp)) ck.report(op_ctx("cmp" + std::to_string(cond), {a, b}, c), got, exp);
          }
        }
        for (bool zo : {false, true}) {
          Result got = fp::min(f_, a, b, zo, c), exp = o.minmax(f_, a, b, zo, false, c);
          if (!ck.check(got, exp)) ck.report(op_ctx("min", {a, b}, c), got, exp);
          got = fp::max(f_, a, b, zo, c), exp = o.minmax(f_, a, b, zo, true, c);
          if (!ck.check(got, exp)) ck.report(op_ctx("max", {a, b}, c), got, exp);
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Mpfr, CmpMinMax, ::testing::Values(Format::F32, Format::F16),
                         [](const ::testing::TestParamInfo<Format>& p) {
                           return fp::to_string(p.param);
                         });

}  // namespace
}  // namespace gfpt
