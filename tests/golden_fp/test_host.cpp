// The golden library against the host FPU (x86-64 SSE / FMA, glibc libm, libgcc's _Float16
// conversions), wherever the host is exact, for RNE/RTZ/RDN/RUP set with fesetround (RMM only
// where libm has a ties-away function). This file is compiled with -frounding-math
// -fno-fast-math -ffp-contract=off -fsignaling-nans; every host operation goes through
// volatile operands in a noinline function so that it runs under the selected mode and its
// exception flags can be read back with fetestexcept.
//
// Host conventions differ from the contract in NaN encoding (x86 default NaN is negative),
// so for NaN results only "is a NaN" (and the library's canonical NaN) is checked, plus NV.
// x86 detects tininess after rounding and raises UF (masked) only when also inexact, which is
// the contract's rule, so NX/UF/OF/NV are all compared.
#include <cfenv>
#include <cmath>
#include <cstring>
#include <tuple>

#include "common.h"

namespace gfpt {
namespace {

inline float f32(uint32_t x) { float f; std::memcpy(&f, &x, 4); return f; }
inline uint32_t b32(float f) { uint32_t x; std::memcpy(&x, &f, 4); return x; }
inline _Float16 f16(uint32_t x) { uint16_t h = static_cast<uint16_t>(x); _Float16 f; std::memcpy(&f, &h, 2); return f; }
inline uint32_t b16(_Float16 f) { uint16_t h; std::memcpy(&h, &f, 2); return h; }

int host_mode(Round rm) {
  switch (rm) {
    case Round::RNE: return FE_TONEAREST;
    case Round::RTZ: return FE_TOWARDZERO;
    case Round::RDN: return FE_DOWNWARD;
    case Round::RUP: return FE_UPWARD;
    default: return -1;
  }
}
uint8_t host_flags() {
  const int e = std::fetestexcept(FE_ALL_EXCEPT);
  uint8_t f = 0;
  if (e & FE_INEXACT) f |= fp::flag::NX;
  if (e & FE_UNDERFLOW) f |= fp::flag::UF;
  if (e & FE_OVERFLOW) f |= fp::flag::OF;
  if (e & FE_DIVBYZERO) f |= fp::flag::DZ;
  if (e & FE_INVALID) f |= fp::flag::NV;
  return f;
}

// Host operations: clear flags, compute, read flags.
struct HostR { uint32_t bits; uint8_t flags; };

// binary32 add (op 0), sub (1) or mul (2).
__attribute__((noinline)) HostR h32_arith(uint32_t a, uint32_t b, int op) {
  volatile float x = f32(a), y = f32(b);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = op == 0 ? x + y : (op == 1 ? x - y : x * y);
  const uint8_t fl = host_flags();
  return {b32(r), fl};
}
__attribute__((noinline, target("fma"))) float hw_fma(float a, float b, float c) {
  return __builtin_fmaf(a, b, c);
}
__attribute__((noinline)) HostR h_fma(uint32_t a, uint32_t b, uint32_t c) {
  static const bool hw = __builtin_cpu_supports("fma");
  volatile float x = f32(a), y = f32(b), z = f32(c);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = hw ? hw_fma(x, y, z) : std::fmaf(x, y, z);
  const uint8_t fl = host_flags();
  return {b32(r), fl};
}
// binary16 add (op 0), sub (1) or mul (2): the exact result is formed in double (binary16 sums
// span <= 40 bits, products 22 bits) and rounded once by the double -> _Float16 conversion.
__attribute__((noinline)) HostR h16_arith(uint32_t a, uint32_t b, int op) {
  std::feclearexcept(FE_ALL_EXCEPT);  // before widening: an sNaN operand raises NV there
  volatile double x = static_cast<double>(f16(a)), y = static_cast<double>(f16(b));
  volatile double d = op == 0 ? x + y : (op == 1 ? x - y : x * y);
  const uint8_t exact_flags = host_flags();  // must be 0 (or NV for invalid / sNaN)
  volatile _Float16 r = static_cast<_Float16>(d);
  const uint8_t fl = host_flags() | exact_flags;
  return {b16(r), fl};
}
// Host conversion of v to To (f32 -> f16, f16 -> f32, int32/uint32 -> f32).
inline uint32_t bits_of(float f) { return b32(f); }
inline uint32_t bits_of(_Float16 f) { return b16(f); }
template <class To, class From>
__attribute__((noinline)) HostR h_convert(From v) {
  volatile From x = v;
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile To r = static_cast<To>(x);
  const uint8_t fl = host_flags();
  return {bits_of(r), fl};
}
// Round a float to an integer value (as long long) with the current mode (lrint family) or
// ties-away (llround); flags from the host.
__attribute__((noinline)) long long h_llrint(float v, bool rmm, uint8_t* fl) {
  volatile float x = v;
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile long long r = rmm ? std::llroundf(x) : std::llrintf(x);
  *fl = host_flags();
  if (rmm) *fl = (std::roundf(v) != v) ? fp::flag::NX : 0;  // llround's NX is unspecified
  return r;
}
__attribute__((noinline)) HostR h_rint(uint32_t a, bool exact, bool rmm) {
  volatile float x = f32(a);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = rmm ? std::roundf(x) : (exact ? std::rintf(x) : std::nearbyintf(x));
  uint8_t fl = host_flags();
  if (rmm) fl = (exact && b32(r) != b32(x) && !std::isnan(x)) ? fp::flag::NX : (fl & fp::flag::NV);
  return {b32(r), fl};
}


class Host : public ::testing::TestWithParam<Round> {
 protected:
  void SetUp() override {
    rm_ = GetParam();
    name_ = current_test_name();
    seed_ = seed_for(name_);
    if (rm_ != Round::RMM) {
      ASSERT_EQ(std::fesetround(host_mode(rm_)), 0);
    }
  }
  void TearDown() override { std::fesetround(FE_TONEAREST); }
  Config cfg() const {
    Config c;
    c.rm = rm_;
    return c;
  }
  void add_sub_mul_random(Format f, HostR (*host)(uint32_t, uint32_t, int), const std::string& suffix);
  Round rm_;
  std::string name_;
  uint64_t seed_;
};

std::string ctx(const std::string& op, uint32_t a, uint32_t b = 0, uint32_t c = 0) {
  return op + "(" + Checker::hex(a) + ", " + Checker::hex(b) + ", " + Checker::hex(c) + ")";
}
// Counts the case; a failure (ok false) is reported as the library result against the host's.
void cmp_report(Checker& ck, const std::string& op, const HostR& h, const Result& g,
                const std::string& where, bool ok) {
  Result hr{h.bits, h.flags};
  if (!ck.check(ok ? hr : g, hr)) ck.report(op + " " + where, g, hr);
}
// Same bits and flags, treating any host NaN as matching the library's canonical NaN.
bool same(const Fmt& F, const HostR& h, const Result& g, const Config& c) {
  if (F.isnan(h.bits)) return g.bits == (F.f == Format::F32 ? c.canon_nan32 : c.canon_nan16) && g.flags == h.flags;
  return g.bits == h.bits && g.flags == h.flags;
}
void expect_same(Checker& ck, const std::string& op, const Fmt& F, const HostR& h, const Result& g,
                 const Config& c, const std::string& where) {
  cmp_report(ck, op, h, g, where, same(F, h, g, c));
}

// add, sub and mul of random operands of format f against host(a, b, op) (op 0/1/2 = add/sub/
// mul); the operation names in reports get `suffix`.
void Host::add_sub_mul_random(Format f, HostR (*host)(uint32_t, uint32_t, int),
                              const std::string& suffix) {
  const Fmt& F = info(f);
  Rng r(seed_);
  Gen g(F, r);
  Checker ck(name_, seed_);
  const Config c = cfg();
  const uint64_t n = n_cases(100000, 2000000);
  const std::string add = "add" + suffix, sub = "sub" + suffix, mul = "mul" + suffix;
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a = g.any(), b = g.add_partner(a);
    if (r.coin()) std::swap(a, b);
    HostR h = host(a, b, 0);
    Result got = fp::add(f, a, b, c);
    expect_same(ck, add, F, h, got, c, ctx(add, a, b));
    h = host(a, b, 1);
    got = fp::sub(f, a, b, c);
    expect_same(ck, sub, F, h, got, c, ctx(sub, a, b));
    g.mul_pair(&a, &b);
    h = host(a, b, 2);
    got = fp::mul(f, a, b, c);
    expect_same(ck, mul, F, h, got, c, ctx(mul, a, b));
  }
}

TEST_P(Host, F32AddSubMul) { add_sub_mul_random(Format::F32, h32_arith, ""); }

TEST_P(Host, F32Fma) {
  const Fmt& F = info(Format::F32);
  Rng r(seed_);
  Gen g(F, r);
  Checker ck(name_, seed_);
  const Config c = cfg();
  const uint64_t n = n_cases(100000, 2000000);
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a, b;
    g.mul_pair(&a, &b);
    // addend: relative to the host's own RNE-ish product (fine for operand generation)
    const uint32_t prn = b32(f32(a) * f32(b));
    const uint32_t p = (F.isnan(prn) || F.isinf(prn) || F.iszero(prn)) ? 0u : prn;
    const uint32_t d = g.fma_addend(a, b, p);
    // x86 FMA returns a quiet-NaN addend without NV for inf*0 + qNaN; the contract raises NV
    // there (checked against MPFR and the directed tests), so the host cannot judge it.
    const bool inf_zero = (F.isinf(a) && F.iszero(b)) || (F.iszero(a) && F.isinf(b));
    if (inf_zero && F.isnan(d) && !F.issnan(d)) continue;
    const HostR h = h_fma(a, b, d);
    const Result got = fp::fma(Format::F32, a, b, d, c);
    expect_same(ck, "fma", F, h, got, c, ctx("fma", a, b, d));
  }
}

TEST_P(Host, F16AddSubMulViaDouble) { add_sub_mul_random(Format::F16, h16_arith, "16"); }

// Conversions also run in RMM where libm has ties-away functions (llroundf, roundf).
class HostConv : public Host {};

TEST_P(HostConv, Conversions) {
  const Fmt& F = info(Format::F32);
  const Fmt& H = info(Format::F16);
  const bool rmm = rm_ == Round::RMM;
  Rng r(seed_);
  Gen g(F, r), g16(H, r);
  Checker ck(name_, seed_);
  const Config c = cfg();
  const uint64_t n = n_cases(100000, 2000000);
  for (uint64_t i = 0; i < n; ++i) {
    // f32 -> f16 (libgcc soft-fp honours MXCSR rounding and raises flags) and f16 -> f32
    if (!rmm) {
      uint32_t a = r.coin() ? g.in_exp(127 - 27, 127 + 17) : g.any();
      HostR h = h_convert<_Float16>(f32(a));
      Result got = fp::f2f(Format::F32, Format::F16, a, c);
      expect_same(ck, "f2f32_16", H, h, got, c, ctx("f2f", a));
      const uint32_t a16 = g16.any();
      h = h_convert<float>(f16(a16));
      got = fp::f2f(Format::F16, Format::F32, a16, c);
      bool ok = same(F, h, got, c);
      // and the f32 result widened to double equals the binary16 value widened to double
      if (!F.isnan(got.bits)) ok = ok && static_cast<double>(f32(got.bits)) == static_cast<double>(f16(a16));
      cmp_report(ck, "f2f16_32", h, got, ctx("f2f16", a16), ok);
      // i2f / u2f
      const uint32_t k = g.int_pattern();
      h = h_convert<float>(static_cast<int32_t>(k));
      got = fp::i2f(Format::F32, k, c);
      expect_same(ck, "i2f", F, h, got, c, ctx("i2f", k));
      h = h_convert<float>(k);
      got = fp::u2f(Format::F32, k, c);
      expect_same(ck, "u2f", F, h, got, c, ctx("u2f", k));
    }
    // f2i / f2u for values the host converts exactly (|x| < 2^62), both formats
    for (int fmt = 0; fmt < 2; ++fmt) {
      const Format ff = fmt ? Format::F16 : Format::F32;
      const uint32_t a = fmt ? g16.around_int() : g.around_int();
      const float v = fmt ? static_cast<float>(f16(a)) : f32(a);
      if (std::isnan(v) || std::fabs(v) >= 4.0e18f) continue;
      uint8_t hf;
      const long long q = h_llrint(v, rmm, &hf);
      HostR hi, hu;
      if (q < INT32_MIN) hi = {0x80000000u, fp::flag::NV};
      else if (q > INT32_MAX) hi = {0x7FFFFFFFu, fp::flag::NV};
      else hi = {static_cast<uint32_t>(q), hf};
      if (q < 0) hu = {0u, fp::flag::NV};
      else if (q > 0xFFFFFFFFll) hu = {0xFFFFFFFFu, fp::flag::NV};
      else hu = {static_cast<uint32_t>(q), hf};
      Result got = fp::f2i(ff, a, c);
      cmp_report(ck, "f2i", hi, got, ctx("f2i", a), got.bits == hi.bits && got.flags == hi.flags);
      got = fp::f2u(ff, a, c);
      cmp_report(ck, "f2u", hu, got, ctx("f2u", a), got.bits == hu.bits && got.flags == hu.flags);
    }
    // rint (f32), exact and not
    {
      const uint32_t a = r.coin() ? g.around_int() : g.any();
      for (bool exact : {false, true}) {
        const HostR h = h_rint(a, exact, rmm);
        const Result got = fp::rint(Format::F32, a, exact, c);
        expect_same(ck, "rint", F, h, got, c, ctx(exact ? "rint_x" : "rint", a));
      }
    }
  }
}

std::string mode_name(const ::testing::TestParamInfo<Round>& p) { return rname(p.param); }
// The host has no ties-away mode: arithmetic in RNE/RTZ/RDN/RUP only.
INSTANTIATE_TEST_SUITE_P(Fpu, Host,
                         ::testing::Values(Round::RNE, Round::RTZ, Round::RDN, Round::RUP), mode_name);
INSTANTIATE_TEST_SUITE_P(Fpu, HostConv, ::testing::ValuesIn(kRounds), mode_name);

// Comparisons with the host operators (== quiet via ucomiss; < and <= signalling via comiss),
// and min/max with fminf/fmaxf where IEEE 754-2008 minNum agrees with the contract
// (no sNaN operand, not two zeros of opposite sign).
__attribute__((noinline)) HostR h_cmp(uint32_t a, uint32_t b, int cond, bool un) {
  volatile float x = f32(a), y = f32(b);
  std::feclearexcept(FE_ALL_EXCEPT);
  bool r;
  switch (cond) {
    case 0: r = un ? !(x < y || x > y) : (x == y); break;  // unordered EQ: x==y || unordered
    case 1: r = un ? !(x >= y) : (x < y); break;
    default: r = un ? !(x > y) : (x <= y); break;
  }
  uint8_t fl = host_flags();
  if (cond == 0 && un) fl = 0;  // the host expression uses signalling < and >; flags not compared
  return {r ? 1u : 0u, fl};
}

TEST(HostFpu, F32CmpMinMax) {
  const std::string name = current_test_name();
  const uint64_t seed = seed_for(name);
  const Fmt& F = info(Format::F32);
  Rng r(seed);
  Gen g(F, r);
  Checker ck(name, seed);
  const Config c;
  const uint64_t n = n_cases(200000, 4000000);
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a = g.any(), b = r.chance(1, 4) ? a : g.add_partner(a);
    if (r.coin()) std::swap(a, b);
    for (int cond = 0; cond < 3; ++cond) {
      for (bool un : {false, true}) {
        const HostR h = h_cmp(a, b, cond, un);
        Result got = fp::cmp(Format::F32, a, b, static_cast<fp::CmpCond>(cond), un, c);
        if (cond == 0 && un) got.flags = 0;
        cmp_report(ck, "cmp", h, got, ctx("cmp" + std::to_string(cond) + (un ? "u" : "o"), a, b),
                   got.bits == h.bits && got.flags == h.flags);
      }
    }
    if (F.issnan(a) || F.issnan(b) || (F.iszero(a) && F.iszero(b))) continue;
    const uint32_t hmin = b32(std::fminf(f32(a), f32(b))), hmax = b32(std::fmaxf(f32(a), f32(b)));
    for (bool zo : {false, true}) {
      const Result gmin = fp::min(Format::F32, a, b, zo, c), gmax = fp::max(Format::F32, a, b, zo, c);
      const bool okmin = F.isnan(hmin) ? gmin.bits == c.canon_nan32 : gmin.bits == hmin;
      const bool okmax = F.isnan(hmax) ? gmax.bits == c.canon_nan32 : gmax.bits == hmax;
      cmp_report(ck, "min", HostR{hmin, 0}, gmin, ctx("min", a, b), okmin && gmin.flags == 0);
      cmp_report(ck, "max", HostR{hmax, 0}, gmax, ctx("max", a, b), okmax && gmax.flags == 0);
    }
  }
}

}  // namespace
}  // namespace gfpt
