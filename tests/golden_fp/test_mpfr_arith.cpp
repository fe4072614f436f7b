// add / sub / mul / fma against the MPFR oracle, for binary32 and binary16, all five rounding
// modes, with random Configs (ftz 25%, nan_propagate 50%, several canonical NaNs).
// Results (bits) and all flags (NX/UF/OF/NV, DZ must stay clear) are compared.
#include <tuple>
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

using Param = std::tuple<Format, Round>;

std::string ctx2(const char* op, uint32_t a, uint32_t b, const Config& c) {
  return std::string(op) + "(" + Checker::hex(a) + ", " + Checker::hex(b) + ") " + describe(c);
}
std::string ctx3(const char* op, uint32_t a, uint32_t b, uint32_t d, const Config& c) {
  return std::string(op) + "(" + Checker::hex(a) + ", " + Checker::hex(b) + ", " + Checker::hex(d) +
         ") " + describe(c);
}

// Boundary values of a format (both signs): zeros, subnormals, min/max normal, 1 +- ulp,
// powers of two, max finite, infinities, quiet and signalling NaNs.
std::vector<uint32_t> corners(const Fmt& F) {
  const uint32_t E = F.emaxf();
  const uint32_t half_ulp_exp = static_cast<uint32_t>(F.bias - F.p);  // 2^-p
  std::vector<uint32_t> pos = {
      0,
      F.make(0, 0, 1), F.make(0, 0, 2), F.make(0, 0, 3), F.make(0, 0, F.frac),
      F.make(0, 0, F.frac - 1), F.make(0, 0, 1u << (F.p - 2)),
      F.make(0, 1, 0), F.make(0, 1, 1), F.make(0, 2, 0), F.make(0, 1, F.frac),
      F.make(0, static_cast<uint32_t>(F.bias), 0), F.make(0, static_cast<uint32_t>(F.bias), 1),
      F.make(0, static_cast<uint32_t>(F.bias - 1), F.frac), F.make(0, static_cast<uint32_t>(F.bias), F.qbit),
      F.make(0, static_cast<uint32_t>(F.bias + 1), 0), F.make(0, static_cast<uint32_t>(F.bias + 1), F.qbit),
      F.make(0, half_ulp_exp, 0), F.make(0, half_ulp_exp, 1),
      F.make(0, static_cast<uint32_t>(F.bias + F.p - 1), 0),
      F.make(0, E - 1, F.frac), F.make(0, E - 1, F.frac - 1), F.make(0, E - 1, 0), F.make(0, E - 2, F.frac),
      F.make(0, E, 0), F.make(0, E, F.qbit), F.make(0, E, F.qbit | 5), F.make(0, E, 1), F.make(0, E, F.frac & ~F.qbit),
  };
  std::vector<uint32_t> v;
  for (uint32_t x : pos) {
    v.push_back(x);
    v.push_back(x | F.sign);
  }
  return v;
}

Config config_variant(int k, Round rm) {
  Config c;
  c.rm = rm;
  c.ftz = k & 1;
  c.nan_propagate = (k >> 1) & 1;
  if (k >= 2) {
    c.canon_nan32 = 0xFFC00000u;
    c.canon_nan16 = 0xFE00u;
  }
  return c;
}

class Arith : public ::testing::TestWithParam<Param> {
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

TEST_P(Arith, AddRandom) {
  const Fmt& F = info(f_);
  Rng r(seed_);
  Gen g(F, r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    uint32_t a = g.any(), b = g.add_partner(a);
    if (r.coin()) std::swap(a, b);
    const Result got = fp::add(f_, a, b, c), exp = o.add(f_, a, b, c, false);
    if (!ck.check(got, exp)) ck.report(ctx2("add", a, b, c), got, exp);
  }
}

TEST_P(Arith, SubRandom) {
  const Fmt& F = info(f_);
  Rng r(seed_);
  Gen g(F, r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    uint32_t a = g.any(), b = g.add_partner(a) ^ F.sign;  // partner designed for a+b: flip
    if (r.coin()) std::swap(a, b);
    const Result got = fp::sub(f_, a, b, c), exp = o.add(f_, a, b, c, true);
    if (!ck.check(got, exp)) ck.report(ctx2("sub", a, b, c), got, exp);
  }
}

TEST_P(Arith, MulRandom) {
  const Fmt& F = info(f_);
  Rng r(seed_);
  Gen g(F, r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    uint32_t a, b;
    g.mul_pair(&a, &b);
    if (r.chance(1, 5)) b = o.target_partner(f_, a, r);
    if (r.coin()) std::swap(a, b);
    const Result got = fp::mul(f_, a, b, c), exp = o.mul(f_, a, b, c);
    if (!ck.check(got, exp)) ck.report(ctx2("mul", a, b, c), got, exp);
  }
}

TEST_P(Arith, FmaRandom) {
  const Fmt& F = info(f_);
  Rng r(seed_);
  Gen g(F, r);
  Oracle o;
  Checker ck(name_, seed_);
  const uint64_t n = n_cases(100000, 1200000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, rm_);
    uint32_t a, b;
    if (r.chance(3, 4)) g.mul_pair(&a, &b);
    else { a = g.any(); b = g.any(); }
    if (r.chance(1, 8)) b = o.target_partner(f_, a, r);
    if (r.coin()) std::swap(a, b);
    const uint32_t d = g.fma_addend(a, b, o.product_rn(f_, a, b));
    const Result got = fp::fma(f_, a, b, d, c), exp = o.fma(f_, a, b, d, c);
    if (!ck.check(got, exp)) ck.report(ctx3("fma", a, b, d, c), got, exp);
  }
}

// Every pair (every triple for fma) of boundary values, under four configs.
TEST_P(Arith, CornerProducts) {
  const Fmt& F = info(f_);
  Oracle o;
  Checker ck(name_, 0);
  const std::vector<uint32_t> v = corners(F);
  for (int k = 0; k < 4; ++k) {
    const Config c = config_variant(k, rm_);
    for (uint32_t a : v) {
      for (uint32_t b : v) {
        Result got = fp::add(f_, a, b, c), exp = o.add(f_, a, b, c, false);
        if (!ck.check(got, exp)) ck.report(ctx2("add", a, b, c), got, exp);
        got = fp::sub(f_, a, b, c), exp = o.add(f_, a, b, c, true);
        if (!ck.check(got, exp)) ck.report(ctx2("sub", a, b, c), got, exp);
        got = fp::mul(f_, a, b, c), exp = o.mul(f_, a, b, c);
        if (!ck.check(got, exp)) ck.report(ctx2("mul", a, b, c), got, exp);
        // fma triples: full cube in long mode, a slice in quick mode
        if (!is_long() && k != 0 && k != 3) continue;
        for (uint32_t d : v) {
          got = fp::fma(f_, a, b, d, c), exp = o.fma(f_, a, b, d, c);
          if (!ck.check(got, exp)) ck.report(ctx3("fma", a, b, d, c), got, exp);
        }
      }
    }
  }
}

std::string param_name(const ::testing::TestParamInfo<Param>& p) {
  return fp::to_string(std::get<0>(p.param)) + "_" + rname(std::get<1>(p.param));
}

INSTANTIATE_TEST_SUITE_P(Mpfr, Arith,
                         ::testing::Combine(::testing::Values(Format::F32, Format::F16),
                                            ::testing::ValuesIn(kRounds)),
                         param_name);

}  // namespace
}  // namespace gfpt
