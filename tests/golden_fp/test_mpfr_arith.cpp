// add / sub / mul / fma against the MPFR oracle, for binary32 and binary16, all five rounding
// modes, with random Configs (ftz 25%, nan_propagate 50%, several canonical NaNs).
// Results (bits) and all flags (NX/UF/OF/NV, DZ must stay clear) are compared.
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

// Boundary values of a format (both signs): zeros, subnormals, min/max normal, 1 +- ulp,
// powers of two, max finite, infinities, quiet and signalling NaNs.
std::vector<uint32_t> corners(const Fmt& F) {
  const uint32_t E = F.emaxf();
  const uint32_t half_ulp_exp = static_cast<uint32_t>(F.bias - F.p);  // 2^-p
  return both_signs(F, {
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
  });
}

// The library against the oracle, one operation each; a mismatch is reported with its operands.
class Arith : public FmtRoundTest {
 protected:
  void check_add(Oracle& o, Checker& ck, uint32_t a, uint32_t b, bool is_sub, const Config& c) {
    const Result got = is_sub ? fp::sub(f_, a, b, c) : fp::add(f_, a, b, c);
    const Result exp = o.add(f_, a, b, c, is_sub);
    if (!ck.check(got, exp)) ck.report(op_ctx(is_sub ? "sub" : "add", {a, b}, c), got, exp);
  }
  void check_mul(Oracle& o, Checker& ck, uint32_t a, uint32_t b, const Config& c) {
    const Result got = fp::mul(f_, a, b, c), exp = o.mul(f_, a, b, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("mul", {a, b}, c), got, exp);
  }
  void check_fma(Oracle& o, Checker& ck, uint32_t a, uint32_t b, uint32_t d, const Config& c) {
    const Result got = fp::fma(f_, a, b, d, c), exp = o.fma(f_, a, b, d, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("fma", {a, b, d}, c), got, exp);
  }
  // AddRandom / SubRandom.
  void add_sub_random(bool is_sub) {
    random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
      // partner designed for a+b: flip its sign for a-b
      uint32_t a = g.any(), b = g.add_partner(a) ^ (is_sub ? g.F().sign : 0u);
      if (r.coin()) std::swap(a, b);
      check_add(o, ck, a, b, is_sub, c);
    });
  }
};

TEST_P(Arith, AddRandom) { add_sub_random(false); }

TEST_P(Arith, SubRandom) { add_sub_random(true); }

TEST_P(Arith, MulRandom) {
  random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    uint32_t a, b;
    g.mul_pair(&a, &b);
    if (r.chance(1, 5)) b = o.target_partner(f_, a, r);
    if (r.coin()) std::swap(a, b);
    check_mul(o, ck, a, b, c);
  });
}

TEST_P(Arith, FmaRandom) {
  random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    uint32_t a, b;
    if (r.chance(3, 4)) g.mul_pair(&a, &b);
    else { a = g.any(); b = g.any(); }
    if (r.chance(1, 8)) b = o.target_partner(f_, a, r);
    if (r.coin()) std::swap(a, b);
    const uint32_t d = g.fma_addend(a, b, o.product_rn(f_, a, b));
    check_fma(o, ck, a, b, d, c);
  });
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
        check_add(o, ck, a, b, false, c);
        check_add(o, ck, a, b, true, c);
        check_mul(o, ck, a, b, c);
        // fma triples: full cube in long mode, a slice in quick mode
        if (!is_long() && k != 0 && k != 3) continue;
        for (uint32_t d : v) check_fma(o, ck, a, b, d, c);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Mpfr, Arith, all_fmt_rounds(), fmt_round_name);

}  // namespace
}  // namespace gfpt
