// fp::div and fp::sqrt against MPFR (all five modes, binary32 and binary16, random Configs) and
// against the host FPU (binary32, RNE); binary16 sqrt exhaustively; directed special cases with
// hand-derived expectations.
//
// Oracle: the contract's special cases are written from the fp.h text; a finite nonzero result
// is the MPFR quotient / root at 200 bits, rounded by the shared oracle (Oracle::round, which
// also decides UF/OF/NX) and flushed per ftz. The 200-bit value is not exact only when the true
// quotient or root has an infinite binary expansion; such a value lies more than 2^-60
// (relative) away from every number with 26 significant bits (a/b = m/2^k would make it finite;
// an irrational root cannot be that close at this size), so rounding the 200-bit value gives
// the correct rounding of the exact one. The test asserts that gap instead of assuming it.
#include <cfenv>
#include <cmath>
#include <cstring>
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

constexpr mpfr_prec_t kWide = 200;

class DivSqrtOracle {
 public:
  DivSqrtOracle() {
    mpfr_init2(xa_, 64);
    mpfr_init2(xb_, 64);
    mpfr_init2(x_, kWide);
    mpfr_init2(r_, 26);
  }
  ~DivSqrtOracle() {
    for (mpfr_ptr p : {xa_, xb_, x_, r_}) mpfr_clear(p);
  }
  DivSqrtOracle(const DivSqrtOracle&) = delete;
  DivSqrtOracle& operator=(const DivSqrtOracle&) = delete;

  Result div(Format f, uint32_t a, uint32_t b, const Config& c) {
    const Fmt& F = info(f);
    a &= F.mask;
    b &= F.mask;
    if (F.isnan(a) || F.isnan(b)) return nan_of(F, c, a, b, 2);
    a = ftz_in(F, a, c);
    b = ftz_in(F, b, c);
    const uint32_t s = (F.neg(a) != F.neg(b)) ? F.sign : 0u;
    const bool za = F.iszero(a), zb = F.iszero(b), ia = F.isinf(a), ib = F.isinf(b);
    if ((za && zb) || (ia && ib)) return Result{canon(F, c), fp::flag::NV};
    if (ia) return Result{s | F.expm, 0};
    if (zb) return Result{s | F.expm, fp::flag::DZ};
    if (ib || za) return Result{s, 0};
    Oracle::decode(xa_, F, a);
    Oracle::decode(xb_, F, b);
    const int t = mpfr_div(x_, xa_, xb_, MPFR_RNDN);
    return finish(F, t, c);
  }

  Result sqrt(Format f, uint32_t a, const Config& c) {
    const Fmt& F = info(f);
    a &= F.mask;
    if (F.isnan(a)) return nan_of(F, c, a, 0, 1);
    a = ftz_in(F, a, c);
    if (F.iszero(a)) return Result{a, 0};
    if (F.neg(a)) return Result{canon(F, c), fp::flag::NV};
    if (F.isinf(a)) return Result{a, 0};
    Oracle::decode(xa_, F, a);
    const int t = mpfr_sqrt(x_, xa_, MPFR_RNDN);
    return finish(F, t, c);
  }

 private:
  Result nan_of(const Fmt& F, const Config& c, uint32_t a, uint32_t b, int n) {
    const bool snan = F.issnan(a) || (n > 1 && F.issnan(b));
    const uint32_t bits = n > 1 ? nan_expect(F, F, c, {a, b}) : nan_expect(F, F, c, {a});
    return Result{bits, snan ? fp::flag::NV : uint8_t{0}};
  }
  Result finish(const Fmt& F, int ternary, const Config& c) {
    if (ternary != 0) {
      // Inexact at 200 bits: the value must be far from every 26-bit number (see the header).
      mpfr_set(r_, x_, MPFR_RNDN);
      mpfr_sub(r_, r_, x_, MPFR_RNDN);  // rounded difference, enough to compare magnitudes
      EXPECT_TRUE(mpfr_zero_p(r_) == 0 &&
                  mpfr_get_exp(r_) > mpfr_get_exp(x_) - 60)
          << "oracle: a 200-bit quotient/root lies within 2^-60 of a 26-bit number";
    }
    return ftz_out(F, o_.round(F, x_, c.rm), c);
  }
  Oracle o_;
  mpfr_t xa_, xb_, x_, r_;
};

// Operand pairs for division: random, exact quotients (a = q*b with short q), quotients near
// the underflow and overflow thresholds, subnormals, specials.
void div_pair(Rng& r, Gen& g, Oracle& o, Format f, uint32_t* a, uint32_t* b) {
  const Fmt& F = info(f);
  switch (r.below(8)) {
    case 0: case 1: *a = g.any(); *b = g.any(); return;
    case 2: {  // a = RN(q * b): mostly exact quotients and quotients next to them
      const uint32_t q = g.short_mant(static_cast<uint32_t>(F.bias + r.range(-8, 8)), r.range(1, 6));
      *b = g.in_exp(F.bias - 20, F.bias + 20);
      *a = o.product_rn(f, q, *b);
      if (*a == 0) *a = g.any();
      if (r.coin()) *a = g.nudge(*a, r.range(-2, 2));
      return;
    }
    case 3: {  // quotient near the subnormal range
      *a = g.in_exp(0, F.bias);
      const int eb = static_cast<int>(F.efield(*a)) - F.emin + r.range(-3, F.p + 3);
      *b = g.in_exp(eb, eb);
      return;
    }
    case 4: {  // quotient near overflow
      *b = g.in_exp(1, F.bias);
      const int ea = static_cast<int>(F.efield(*b)) + F.emax + r.range(-2, 1);
      *a = g.in_exp(ea, ea);
      return;
    }
    case 5: *a = g.with_sign(F.make(0, 0, g.mant() | 1)); *b = g.any(); return;
    case 6: *a = g.any(); *b = g.with_sign(g.special()); if (r.coin()) std::swap(*a, *b); return;
    default: *a = g.in_exp(F.bias - 10, F.bias + 10); *b = g.in_exp(F.bias - 10, F.bias + 10); return;
  }
}

class DivSqrt : public FmtRoundTest {};

TEST_P(DivSqrt, DivRandom) {
  DivSqrtOracle d;
  random_cases([&](Rng& r, Gen& g, Oracle& o, Checker& ck, const Config& c) {
    uint32_t a, b;
    div_pair(r, g, o, f_, &a, &b);
    const Result got = fp::div(f_, a, b, c), exp = d.div(f_, a, b, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("div", {a, b}, c), got, exp);
  });
}

TEST_P(DivSqrt, SqrtRandom) {
  DivSqrtOracle d;
  random_cases([&](Rng& r, Gen& g, Oracle&, Checker& ck, const Config& c) {
    uint32_t a = r.chance(3, 4) ? (g.any() & ~g.F().sign) : g.any();
    if (r.chance(1, 8)) a = g.with_sign(g.F().make(0, 0, g.mant() | 1));
    const Result got = fp::sqrt(f_, a, c), exp = d.sqrt(f_, a, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("sqrt", {a}, c), got, exp);
  });
}

INSTANTIATE_TEST_SUITE_P(All, DivSqrt, all_fmt_rounds(), fmt_round_name);

// Every binary16 input, all modes, the four Config variants (ftz x nan_propagate).
TEST(DivSqrtF16, SqrtExhaustive) {
  DivSqrtOracle d;
  Checker ck(current_test_name(), 0);
  for (Round rm : kRounds) {
    for (int k = 0; k < 4; ++k) {
      const Config c = config_variant(k, rm);
      for (uint32_t a = 0; a < 65536; ++a) {
        const Result got = fp::sqrt(Format::F16, a, c), exp = d.sqrt(Format::F16, a, c);
        if (!ck.check(got, exp)) ck.report(op_ctx("sqrt16", {a}, c), got, exp);
      }
    }
  }
}

// binary16 division: every dividend against a set of divisors (quick: 16 divisors in RNE and
// RTZ; long: 1024 divisors, every 64th pattern, in all modes).
TEST(DivSqrtF16, DivDense) {
  DivSqrtOracle d;
  Checker ck(current_test_name(), 0);
  std::vector<Round> modes = is_long() ? std::vector<Round>(std::begin(kRounds), std::end(kRounds))
                                       : std::vector<Round>{Round::RNE, Round::RTZ};
  const uint32_t stride = is_long() ? 64 : 4099;
  for (Round rm : modes) {
    const Config c = config_variant(is_long() ? 2 : 0, rm);
    for (uint32_t b = 5; b < 65536; b += stride) {
      for (uint32_t a = 0; a < 65536; ++a) {
        const Result got = fp::div(Format::F16, a, b, c), exp = d.div(Format::F16, a, b, c);
        if (!ck.check(got, exp)) ck.report(op_ctx("div16", {a, b}, c), got, exp);
      }
    }
  }
}

// binary32 sqrt over a strided sweep of all positive patterns (long only; quick: coarser).
TEST(DivSqrtF32, SqrtSweep) {
  DivSqrtOracle d;
  Checker ck(current_test_name(), 0);
  const uint32_t stride = is_long() ? 997 : 65521;
  for (Round rm : kRounds) {
    const Config c = config_variant(0, rm);
    for (uint64_t a = 0; a < 0x80000000u; a += stride) {
      const uint32_t x = static_cast<uint32_t>(a);
      const Result got = fp::sqrt(Format::F32, x, c), exp = d.sqrt(Format::F32, x, c);
      if (!ck.check(got, exp)) ck.report(op_ctx("sqrt", {x}, c), got, exp);
    }
  }
}

// ---- host FPU (binary32, round to nearest even): bits only, NaN by class ----
float as_float(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint32_t as_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

TEST(DivSqrtHost, F32RneBits) {
  ASSERT_EQ(std::fegetround(), FE_TONEAREST);
  const uint64_t seed = seed_for(current_test_name());
  Rng r(seed);
  Gen g(info(Format::F32), r);
  Oracle o;
  Checker ck(current_test_name(), seed);
  const Config c;  // RNE, no ftz, canonical NaN
  const uint64_t n = n_cases(200000, 10000000);
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a, b;
    div_pair(r, g, o, Format::F32, &a, &b);
    const Result q = fp::div(Format::F32, a, b, c);
    const uint32_t hq = as_bits(as_float(a) / as_float(b));
    const bool q_ok = std::isnan(as_float(hq)) ? fp::is_nan(Format::F32, q.bits) : hq == q.bits;
    if (!ck.check(Result{q_ok ? 1u : 0u, 0}, Result{1u, 0})) {
      ck.report(op_ctx("div", {a, b}, c), q, Result{hq, 0});
    }
    const uint32_t x = r.coin() ? (a & 0x7FFFFFFFu) : a;
    const Result s = fp::sqrt(Format::F32, x, c);
    const uint32_t hs = as_bits(std::sqrt(as_float(x)));
    const bool s_ok = std::isnan(as_float(hs)) ? fp::is_nan(Format::F32, s.bits) : hs == s.bits;
    if (!ck.check(Result{s_ok ? 1u : 0u, 0}, Result{1u, 0})) {
      ck.report(op_ctx("sqrt", {x}, c), s, Result{hs, 0});
    }
  }
}

// ---- directed cases: expectations derived by hand from the contract -----------------------
struct Directed {
  const char* what;
  bool is_div;
  Format f;
  uint32_t a, b;
  Round rm;
  bool ftz, nanprop;
  uint32_t bits;
  uint8_t flags;
};

TEST(DivSqrtDirected, Cases) {
  using namespace fp::flag;
  constexpr Format S = Format::F32, H = Format::F16;
  constexpr Round N = Round::RNE;
  const Directed cases[] = {
      // 1/3 = 0x3EAAAAAA.AAA... -> round bit 1, rest nonzero: up to 0x3EAAAAAB (RNE), down (RTZ).
      {"1/3 rne", true, S, 0x3F800000, 0x40400000, N, false, false, 0x3EAAAAAB, NX},
      {"1/3 rtz", true, S, 0x3F800000, 0x40400000, Round::RTZ, false, false, 0x3EAAAAAA, NX},
      {"-1/3 rdn", true, S, 0xBF800000, 0x40400000, Round::RDN, false, false, 0xBEAAAAAB, NX},
      {"6/2 exact", true, S, 0x40C00000, 0x40000000, N, false, false, 0x40400000, 0},
      {"1/+0 (RCP)", true, S, 0x3F800000, 0x00000000, N, false, false, 0x7F800000, DZ},
      {"1/-0 (RCP)", true, S, 0x3F800000, 0x80000000, N, false, false, 0xFF800000, DZ},
      {"0/0", true, S, 0x00000000, 0x80000000, N, false, false, 0x7FC00000, NV},
      {"inf/inf", true, S, 0x7F800000, 0xFF800000, N, false, false, 0x7FC00000, NV},
      {"inf/0: inf, no DZ", true, S, 0xFF800000, 0x00000000, N, false, false, 0xFF800000, 0},
      {"0/-3 = -0", true, S, 0x00000000, 0xC0400000, N, false, false, 0x80000000, 0},
      {"3/-inf = -0", true, S, 0x40400000, 0xFF800000, N, false, false, 0x80000000, 0},
      {"qNaN/1 propagated", true, S, 0x7FC12345, 0x3F800000, N, false, true, 0x7FC12345, 0},
      {"1/sNaN quieted, NV", true, S, 0x3F800000, 0xFF800001, N, false, true, 0xFFC00001, NV},
      {"sNaN/qNaN: a first", true, S, 0x7F800001, 0x7FC00002, N, false, true, 0x7FC00001, NV},
      {"NaN canonical", true, S, 0x7FC12345, 0x3F800000, N, false, false, 0x7FC00000, 0},
      // min subnormal / 2 = 2^-150: a tie between 0 and 2^-149 -> even (0), tiny and inexact.
      {"2^-149/2 rne", true, S, 0x00000001, 0x40000000, N, false, false, 0x00000000, UF | NX},
      {"2^-149/2 rup", true, S, 0x00000001, 0x40000000, Round::RUP, false, false, 0x00000001,
       UF | NX},
      {"subnormal exact", true, S, 0x00000004, 0x40000000, N, false, false, 0x00000002, 0},
      // max finite / 0.5 = 2^129 (1-2^-24): overflow.
      {"max/0.5 rne", true, S, 0x7F7FFFFF, 0x3F000000, N, false, false, 0x7F800000, OF | NX},
      {"max/0.5 rtz", true, S, 0x7F7FFFFF, 0x3F000000, Round::RTZ, false, false, 0x7F7FFFFF,
       OF | NX},
      {"ftz: x/subnormal = inf, DZ", true, S, 0x3F800000, 0x00000001, N, true, false, 0x7F800000,
       DZ},
      // 2^-126 / 2 = 2^-127 is subnormal: flushed to +0 with UF|NX under ftz.
      {"ftz: subnormal result", true, S, 0x00800000, 0x40000000, N, true, false, 0x00000000,
       UF | NX},
      {"f16 1/3", true, H, 0x3C00, 0x4200, N, false, false, 0x3555, NX},
      {"f16 65504/0.5", true, H, 0x7BFF, 0x3800, N, false, false, 0x7C00, OF | NX},
      {"sqrt(4)", false, S, 0x40800000, 0, N, false, false, 0x40000000, 0},
      // sqrt(2) = 1.0110101000001001111001100110011... -> 0x3FB504F3 (RNE, rounds down).
      {"sqrt(2)", false, S, 0x40000000, 0, N, false, false, 0x3FB504F3, NX},
      {"sqrt(2) rup", false, S, 0x40000000, 0, Round::RUP, false, false, 0x3FB504F4, NX},
      {"sqrt(-0) = -0", false, S, 0x80000000, 0, N, false, false, 0x80000000, 0},
      {"sqrt(-1)", false, S, 0xBF800000, 0, N, false, false, 0x7FC00000, NV},
      // RSQ(-0) of ATTILA: 1/-0 = -inf, then sqrt(-inf) = NaN.
      {"sqrt(-inf)", false, S, 0xFF800000, 0, N, false, false, 0x7FC00000, NV},
      {"sqrt(+inf)", false, S, 0x7F800000, 0, N, false, false, 0x7F800000, 0},
      {"sqrt(2^-148)", false, S, 0x00000002, 0, N, false, false, 0x1A800000, 0},
      {"sqrt(-subnormal) ftz = -0", false, S, 0x80000005, 0, N, true, false, 0x80000000, 0},
      {"sqrt(sNaN)", false, S, 0x7F800001, 0, N, false, true, 0x7FC00001, NV},
      {"f16 sqrt(2)", false, H, 0x4000, 0, N, false, false, 0x3DA8, NX},
  };
  for (const Directed& d : cases) {
    Config c;
    c.rm = d.rm;
    c.ftz = d.ftz;
    c.nan_propagate = d.nanprop;
    const Result got = d.is_div ? fp::div(d.f, d.a, d.b, c) : fp::sqrt(d.f, d.a, c);
    EXPECT_EQ(got.bits, d.bits) << d.what;
    EXPECT_EQ(got.flags, d.flags) << d.what << ": flags " << fp::flags_to_string(got.flags);
  }
}

}  // namespace
}  // namespace gfpt
