// MPFR oracle implementation (see oracle.h for the method).
#include "oracle.h"

#include <cstdlib>

namespace gfpt {

namespace {
constexpr mpfr_prec_t kExact = 700;  // > span of any exact f32 fma result (~556 bits)

[[noreturn]] void die(const char* what) {
  std::fprintf(stderr, "oracle internal error: %s\n", what);
  std::abort();
}
int fidx(const Fmt& F) { return F.f == Format::F32 ? 0 : 1; }
}  // namespace

mpfr_rnd_t to_mpfr(Round rm) {
  switch (rm) {
    case Round::RNE: return MPFR_RNDN;
    case Round::RTZ: return MPFR_RNDZ;
    case Round::RDN: return MPFR_RNDD;
    case Round::RUP: return MPFR_RNDU;
    default: die("to_mpfr(RMM)");
  }
}

uint32_t ftz_in(const Fmt& F, uint32_t x, const Config& c) {
  x &= F.mask;
  return (c.ftz && F.issub(x)) ? (x & F.sign) : x;
}
Result ftz_out(const Fmt& F, Result r, const Config& c) {
  if (c.ftz && F.issub(r.bits)) {
    r.bits &= F.sign;
    r.flags |= fp::flag::UF | fp::flag::NX;
  }
  return r;
}
uint32_t canon(const Fmt& F, const Config& c) {
  return F.f == Format::F32 ? c.canon_nan32 : c.canon_nan16;
}
uint32_t nan_expect(const Fmt& src, const Fmt& dst, const Config& c,
                    std::initializer_list<uint32_t> ops) {
  if (c.nan_propagate) {
    for (uint32_t x : ops) {
      if (!src.isnan(x)) continue;
      const bool s = src.neg(x);
      uint32_t payload = x & src.frac;
      // Keep the top mantissa bits: shift by the difference in fraction widths.
      const int d = (src.p - 1) - (dst.p - 1);
      payload = d >= 0 ? (payload >> d) : (payload << -d);
      return (s ? dst.sign : 0u) | dst.expm | dst.qbit | payload;
    }
  }
  return canon(dst, c);
}

namespace {
// The result for NaN operands `ops`: nan_expect's NaN, NV if any operand is signalling.
Result nan_result(const Fmt& src, const Fmt& dst, const Config& c,
                  std::initializer_list<uint32_t> ops) {
  bool snan = false;
  for (uint32_t x : ops) snan = snan || src.issnan(x);
  return Result{nan_expect(src, dst, c, ops), snan ? fp::flag::NV : uint8_t{0}};
}
// y = x rounded to an integer in mode rm (RMM: mpfr_round, ties away from zero); true if y != x.
bool round_integral(mpfr_ptr y, mpfr_srcptr x, Round rm) {
  if (rm == Round::RMM) mpfr_round(y, x);
  else mpfr_rint(y, x, to_mpfr(rm));
  return mpfr_cmp(y, x) != 0;
}
// Mode of an exact sum: it only matters for the sign of an exact zero (-0 only in RDN).
mpfr_rnd_t exact_sum_mode(Round rm) { return rm == Round::RDN ? MPFR_RNDD : MPFR_RNDN; }
}  // namespace

Oracle::Oracle() {
  for (mpfr_ptr p : {xa_, xb_, xc_}) mpfr_init2(p, 64);
  mpfr_init2(x_, kExact);
  mpfr_init2(s_, kExact);
  mpfr_init2(i_, 64);
  mpfr_init2(mid_, 80);
  mpfr_init2(t_, 64);
  for (int k = 0; k < 2; ++k) {
    const mpfr_prec_t p = k == 0 ? 24 : 11;
    mpfr_init2(u_[k], p);
    mpfr_init2(z_[k], p);
    mpfr_init2(a_[k], p);
  }
}
Oracle::~Oracle() {
  for (mpfr_ptr p : {xa_, xb_, xc_, x_, s_, i_, mid_, t_}) mpfr_clear(p);
  for (int k = 0; k < 2; ++k) {
    mpfr_clear(u_[k]);
    mpfr_clear(z_[k]);
    mpfr_clear(a_[k]);
  }
}

void Oracle::decode(mpfr_ptr x, const Fmt& F, uint32_t bits) {
  bits &= F.mask;
  const bool s = F.neg(bits);
  const uint32_t e = F.efield(bits);
  const uint32_t f = bits & F.frac;
  if (e == F.emaxf()) {
    if (f) mpfr_set_nan(x);
    else mpfr_set_inf(x, s ? -1 : 1);
    return;
  }
  if (e == 0 && f == 0) {
    mpfr_set_zero(x, s ? -1 : 1);
    return;
  }
  // value = m * 2^q
  const unsigned long m = e == 0 ? f : (f | (1ul << (F.p - 1)));
  const long q = e == 0 ? (F.emin - (F.p - 1)) : (static_cast<long>(e) - F.bias - (F.p - 1));
  if (mpfr_set_ui_2exp(x, m, q, MPFR_RNDN) != 0) die("decode inexact");
  if (s) mpfr_neg(x, x, MPFR_RNDN);
}

void Oracle::round_prec(mpfr_ptr U, mpfr_srcptr X, Round rm, int fi) {
  if (rm != Round::RMM) {
    mpfr_set(U, X, to_mpfr(rm));
    return;
  }
  if (mpfr_set(z_[fi], X, MPFR_RNDZ) == 0) {
    mpfr_set(U, z_[fi], MPFR_RNDN);
    return;
  }
  mpfr_set(a_[fi], X, MPFR_RNDA);
  if (mpfr_add(mid_, z_[fi], a_[fi], MPFR_RNDN) != 0) die("midpoint inexact");
  mpfr_div_2ui(mid_, mid_, 1, MPFR_RNDN);
  mpfr_set(U, mpfr_cmpabs(X, mid_) >= 0 ? a_[fi] : z_[fi], MPFR_RNDN);
}

Result Oracle::round(const Fmt& F, mpfr_srcptr X, Round rm) {
  using namespace fp::flag;
  const int fi = fidx(F);
  const bool neg = mpfr_signbit(X) != 0;
  const uint32_t sbit = neg ? F.sign : 0u;
  mpfr_ptr U = u_[fi];
  round_prec(U, X, rm, fi);
  const long EU = mpfr_get_exp(U);  // U in [2^(EU-1), 2^EU)
  if (EU > F.emax + 1) {            // |U| >= 2^(emax+1) > max finite
    bool inf;
    switch (rm) {
      case Round::RTZ: inf = false; break;
      case Round::RDN: inf = neg; break;
      case Round::RUP: inf = !neg; break;
      default: inf = true; break;
    }
    const uint32_t maxf = F.make(0, F.emaxf() - 1, F.frac);
    return Result{sbit | (inf ? F.expm : maxf), static_cast<uint8_t>(OF | NX)};
  }
  const bool tiny = EU <= F.emin;  // |U| < 2^emin
  if (mpfr_get_exp(X) <= F.emin) {  // |X| < 2^emin: subnormal grid
    if (mpfr_mul_2si(s_, X, F.p - 1 - F.emin, MPFR_RNDN) != 0) die("scale inexact");
    const bool nx = round_integral(i_, s_, rm);
    mpfr_abs(i_, i_, MPFR_RNDN);
    const unsigned long m = mpfr_get_ui(i_, MPFR_RNDN);
    if (m > (1ul << (F.p - 1))) die("subnormal grid overflow");
    uint8_t fl = nx ? NX : 0;
    if (tiny && nx) fl |= UF;
    return Result{sbit | static_cast<uint32_t>(m), fl};
  }
  // normal range
  if (mpfr_mul_2si(t_, U, F.p - EU, MPFR_RNDN) != 0) die("pack inexact");
  mpfr_abs(t_, t_, MPFR_RNDN);
  const unsigned long m = mpfr_get_ui(t_, MPFR_RNDN);
  if (m < (1ul << (F.p - 1)) || m >= (1ul << F.p)) die("pack range");
  const long field = EU - 1 + F.bias;
  if (field < 1 || field > static_cast<long>(F.emaxf()) - 1) die("pack exponent");
  const bool nx = mpfr_cmp(U, X) != 0;
  return Result{sbit | (static_cast<uint32_t>(field) << (F.p - 1)) |
                    (static_cast<uint32_t>(m) & F.frac),
                nx ? NX : uint8_t{0}};
}

// X: exact result (may be NaN from an invalid operation without NaN operands, inf, zero).
Result Oracle::finish(const Fmt& F, mpfr_srcptr X, const Config& cfg) {
  if (mpfr_nan_p(X)) return Result{canon(F, cfg), fp::flag::NV};
  const bool neg = mpfr_signbit(X) != 0;
  if (mpfr_inf_p(X)) return Result{(neg ? F.sign : 0u) | F.expm, 0};
  if (mpfr_zero_p(X)) return Result{neg ? F.sign : 0u, 0};
  return ftz_out(F, round(F, X, cfg.rm), cfg);
}

std::optional<Result> Oracle::load2(const Fmt& F, uint32_t a, uint32_t b, const Config& cfg) {
  a = ftz_in(F, a, cfg);
  b = ftz_in(F, b, cfg);
  if (F.isnan(a) || F.isnan(b)) return nan_result(F, F, cfg, {a, b});
  decode(xa_, F, a);
  decode(xb_, F, b);
  return std::nullopt;
}

Result Oracle::add(Format f, uint32_t a, uint32_t b, const Config& cfg, bool is_sub) {
  const Fmt& F = info(f);
  if (const auto nan = load2(F, a, b, cfg)) return *nan;
  const mpfr_rnd_t r0 = exact_sum_mode(cfg.rm);
  const int t = is_sub ? mpfr_sub(x_, xa_, xb_, r0) : mpfr_add(x_, xa_, xb_, r0);
  if (t != 0) die("add not exact");
  return finish(F, x_, cfg);
}

Result Oracle::mul(Format f, uint32_t a, uint32_t b, const Config& cfg) {
  const Fmt& F = info(f);
  if (const auto nan = load2(F, a, b, cfg)) return *nan;
  if (mpfr_mul(x_, xa_, xb_, MPFR_RNDN) != 0) die("mul not exact");
  return finish(F, x_, cfg);
}

Result Oracle::fma(Format f, uint32_t a, uint32_t b, uint32_t c, const Config& cfg) {
  const Fmt& F = info(f);
  a = ftz_in(F, a, cfg);
  b = ftz_in(F, b, cfg);
  c = ftz_in(F, c, cfg);
  const bool inf_zero = (F.isinf(a) && F.iszero(b)) || (F.iszero(a) && F.isinf(b));
  if (F.isnan(a) || F.isnan(b) || F.isnan(c)) {
    const bool nv = F.issnan(a) || F.issnan(b) || F.issnan(c) || inf_zero;
    return Result{nan_expect(F, F, cfg, {a, b, c}), nv ? fp::flag::NV : uint8_t{0}};
  }
  decode(xa_, F, a);
  decode(xb_, F, b);
  decode(xc_, F, c);
  if (mpfr_fma(x_, xa_, xb_, xc_, exact_sum_mode(cfg.rm)) != 0) die("fma not exact");
  return finish(F, x_, cfg);
}

Result Oracle::f2f(Format src, Format dst, uint32_t a, const Config& cfg) {
  const Fmt& S = info(src);
  const Fmt& D = info(dst);
  a = ftz_in(S, a, cfg);
  if (S.isnan(a)) return nan_result(S, D, cfg, {a});
  decode(x_, S, a);
  return finish(D, x_, cfg);
}

Result Oracle::int2f(Format dst, uint32_t a, bool is_unsigned, const Config& cfg) {
  const Fmt& D = info(dst);
  if (is_unsigned) mpfr_set_ui(x_, a, MPFR_RNDN);
  else mpfr_set_si(x_, static_cast<int32_t>(a), MPFR_RNDN);
  return finish(D, x_, cfg);  // 0 -> +0
}

Result Oracle::f2int(Format src, uint32_t a, bool is_unsigned, const Config& cfg) {
  using namespace fp::flag;
  const Fmt& S = info(src);
  a = ftz_in(S, a, cfg);
  const uint32_t pos_sat = is_unsigned ? 0xFFFFFFFFu : 0x7FFFFFFFu;
  const uint32_t neg_sat = is_unsigned ? 0u : 0x80000000u;
  if (S.isnan(a)) return Result{0, NV};
  if (S.isinf(a)) return Result{S.neg(a) ? neg_sat : pos_sat, NV};
  decode(x_, S, a);
  if (mpfr_zero_p(x_)) return Result{0, 0};
  const bool nx = round_integral(s_, x_, cfg.rm);
  if (is_unsigned) {
    if (mpfr_cmp_si(s_, 0) < 0) return Result{neg_sat, NV};
    if (mpfr_cmp_ui(s_, 0xFFFFFFFFul) > 0) return Result{pos_sat, NV};
    return Result{static_cast<uint32_t>(mpfr_get_ui(s_, MPFR_RNDN)), nx ? NX : uint8_t{0}};
  }
  if (mpfr_cmp_si(s_, -2147483648l) < 0) return Result{neg_sat, NV};
  if (mpfr_cmp_si(s_, 2147483647l) > 0) return Result{pos_sat, NV};
  return Result{static_cast<uint32_t>(static_cast<int32_t>(mpfr_get_si(s_, MPFR_RNDN))),
                nx ? NX : uint8_t{0}};
}

Result Oracle::rint(Format f, uint32_t a, bool exact, const Config& cfg) {
  const Fmt& F = info(f);
  a = ftz_in(F, a, cfg);
  if (F.isnan(a)) return nan_result(F, F, cfg, {a});
  if (F.isinf(a) || F.iszero(a)) return Result{a, 0};
  decode(x_, F, a);
  const bool nx = round_integral(s_, x_, cfg.rm);
  const uint8_t fl = (exact && nx) ? fp::flag::NX : 0;
  if (mpfr_zero_p(s_)) {
    // Contract: the result keeps the sign of a (MPFR agrees; checked separately).
    return Result{F.neg(a) ? F.sign : 0u, fl};
  }
  Result r = round(F, s_, Round::RNE);
  if (r.flags != 0) die("rint result not representable");
  r.flags = fl;
  return r;
}

Result Oracle::cmp(Format f, uint32_t a, uint32_t b, fp::CmpCond cond, bool unordered,
                   const Config& cfg) {
  const Fmt& F = info(f);
  a = ftz_in(F, a, cfg);
  b = ftz_in(F, b, cfg);
  if (F.isnan(a) || F.isnan(b)) {
    const bool nv = cond != fp::CmpCond::EQ || F.issnan(a) || F.issnan(b);
    return Result{unordered ? 1u : 0u, nv ? fp::flag::NV : uint8_t{0}};
  }
  decode(xa_, F, a);
  decode(xb_, F, b);
  bool r = false;
  switch (cond) {
    case fp::CmpCond::EQ: r = mpfr_equal_p(xa_, xb_); break;
    case fp::CmpCond::LT: r = mpfr_less_p(xa_, xb_); break;
    case fp::CmpCond::LE: r = mpfr_lessequal_p(xa_, xb_); break;
  }
  return Result{r ? 1u : 0u, 0};
}

Result Oracle::minmax(Format f, uint32_t a, uint32_t b, bool zero_ordered, bool is_max,
                      const Config& cfg) {
  const Fmt& F = info(f);
  a = ftz_in(F, a, cfg);
  b = ftz_in(F, b, cfg);
  const uint8_t nv = (F.issnan(a) || F.issnan(b)) ? fp::flag::NV : 0;
  if (F.isnan(a) && F.isnan(b)) return nan_result(F, F, cfg, {a, b});
  if (F.isnan(a)) return Result{b, nv};
  if (F.isnan(b)) return Result{a, nv};
  if (F.iszero(a) && F.iszero(b)) {
    if (!zero_ordered) return Result{a, 0};
    const bool an = F.neg(a), bn = F.neg(b);
    if (is_max) return Result{(!an) ? a : (!bn ? b : a), 0};
    return Result{an ? a : (bn ? b : a), 0};
  }
  decode(xa_, F, a);
  decode(xb_, F, b);
  const int c = mpfr_cmp(xa_, xb_);
  if (c == 0) return Result{a, 0};
  const bool a_less = c < 0;
  return Result{(a_less != is_max) ? a : b, 0};
}

uint32_t Oracle::target_partner(Format f, uint32_t a, Rng& r) {
  const Fmt& F = info(f);
  a &= F.mask;
  if (F.isnan(a) || F.isinf(a) || F.iszero(a)) return r.u32() & F.mask & ~F.expm;
  // T = m * 2^q with an integer m chosen at precision p+1 or finer.
  switch (r.below(4)) {
    case 0:  // just below 2^emin: (2^(p+1) - 1 +- small) * 2^(emin-p-1)
      mpfr_set_si_2exp(x_, (1l << (F.p + 1)) - 1 + r.range(-2, 1), F.emin - F.p - 1, MPFR_RNDN);
      break;
    case 1:  // max finite + half ulp: (2^(p+1) - 1 +- small) * 2^(emax-p)
      mpfr_set_si_2exp(x_, (1l << (F.p + 1)) - 1 + r.range(-2, 1), F.emax - F.p, MPFR_RNDN);
      break;
    case 2: {  // midpoint of two normal values, random binade
      const long m = (1l << F.p) + 2 * static_cast<long>(r.below(1u << F.p)) + 1;
      mpfr_set_si_2exp(x_, m, r.range(F.emin, F.emax) - F.p, MPFR_RNDN);
      break;
    }
    default: {  // midpoint on the subnormal grid
      const long m = 2 * static_cast<long>(r.below(1u << (F.p - 1))) + 1;
      mpfr_set_si_2exp(x_, m, F.emin - F.p, MPFR_RNDN);
      break;
    }
  }
  if (r.coin()) mpfr_neg(x_, x_, MPFR_RNDN);
  decode(xa_, F, a);
  mpfr_div(s_, x_, xa_, MPFR_RNDN);
  if (mpfr_zero_p(s_) || mpfr_inf_p(s_)) return r.u32() & F.mask & ~F.expm;
  const Result b = round(F, s_, Round::RNE);
  if ((b.bits & F.expm) == F.expm) return r.u32() & F.mask & ~F.expm;
  return b.bits;
}

uint32_t Oracle::product_rn(Format f, uint32_t a, uint32_t b) {
  const Fmt& F = info(f);
  a &= F.mask;
  b &= F.mask;
  if (F.isnan(a) || F.isnan(b) || F.isinf(a) || F.isinf(b) || F.iszero(a) || F.iszero(b)) return 0;
  decode(xa_, F, a);
  decode(xb_, F, b);
  mpfr_mul(x_, xa_, xb_, MPFR_RNDN);
  const Result r = round(F, x_, Round::RNE);
  if ((r.bits & F.expm) == F.expm || F.iszero(r.bits)) return 0;
  return r.bits;
}

}  // namespace gfpt
