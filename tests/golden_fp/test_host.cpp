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

__attribute__((noinline)) HostR h_add(uint32_t a, uint32_t b, bool sub) {
  volatile float x = f32(a), y = f32(b);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = sub ? x - y : x + y;
  const uint8_t fl = host_flags();
  return {b32(r), fl};
}
__attribute__((noinline)) HostR h_mul(uint32_t a, uint32_t b) {
  volatile float x = f32(a), y = f32(b);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = x * y;
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
// binary16 add/sub/mul: the exact result is formed in double (binary16 sums span <= 40 bits,
// products 22 bits) and rounded once by the double -> _Float16 conversion.
__attribute__((noinline)) HostR h16_arith(uint32_t a, uint32_t b, int op) {
  std::feclearexcept(FE_ALL_EXCEPT);  // before widening: an sNaN operand raises NV there
  volatile double x = static_cast<double>(f16(a)), y = static_cast<double>(f16(b));
  volatile double d = op == 0 ? x + y : (op == 1 ? x - y : x * y);
  const uint8_t exact_flags = host_flags();  // must be 0 (or NV for invalid / sNaN)
  volatile _Float16 r = static_cast<_Float16>(d);
  const uint8_t fl = host_flags() | exact_flags;
  return {b16(r), fl};
}
__attribute__((noinline)) HostR h_f32_to_f16(uint32_t a) {
  volatile float x = f32(a);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile _Float16 r = static_cast<_Float16>(x);
  const uint8_t fl = host_flags();
  return {b16(r), fl};
}
__attribute__((noinline)) HostR h_f16_to_f32(uint32_t a) {
  volatile _Float16 x = f16(a);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = static_cast<float>(x);
  const uint8_t fl = host_flags();
  return {b32(r), fl};
}
__attribute__((noinline)) HostR h_i2f(uint32_t a, bool uns) {
  volatile int32_t i = static_cast<int32_t>(a);
  volatile uint32_t u = a;
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile float r = uns ? static_cast<float>(u) : static_cast<float>(i);
  const uint8_t fl = host_flags();
  return {b32(r), fl};
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
  // Compare, treating any host NaN as matching the library's canonical NaN.
  static bool same(const Fmt& F, const HostR& h, const Result& g, const Config& c) {
    if (F.isnan(h.bits)) return g.bits == (F.f == Format::F32 ? c.canon_nan32 : c.canon_nan16) && g.flags == h.flags;
    return g.bits == h.bits && g.flags == h.flags;
  }
  Round rm_;
  std::string name_;
  uint64_t seed_;
};

std::string ctx(const char* op, uint32_t a, uint32_t b = 0, uint32_t c = 0) {
  return std::string(op) + "(" + Checker::hex(a) + ", " + Checker::hex(b) + ", " + Checker::hex(c) + ")";
}
void cmp_report(Checker& ck, const char* op, const Fmt& F, const HostR& h, const Result& g,
                const Config& c, const std::string& where, bool ok) {
  (void)F; (void)c;
  Result hr{h.bits, h.flags};
  if (!ck.check(ok ? hr : g, hr)) ck.report(std::string(op) + " " + where, g, hr);
}

TEST_P(Host, F32AddSubMul) {
  const Fmt& F = info(Format::F32);
  Rng r(seed_);
  Gen g(F, r);
  Checker ck(name_, seed_);
  const Config c = cfg();
  const uint64_t n = n_cases(100000, 2000000);
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a = g.any(), b = g.add_partner(a);
    if (r.coin()) std::swap(a, b);
    HostR h = h_add(a, b, false);
    Result got = fp::add(Format::F32, a, b, c);
    cmp_report(ck, "add", F, h, got, c, ctx("add", a, b), same(F, h, got, c));
    h = h_add(a, b, true);
    got = fp::sub(Format::F32, a, b, c);
    cmp_report(ck, "sub", F, h, got, c, ctx("sub", a, b), same(F, h, got, c));
    g.mul_pair(&a, &b);
    h = h_mul(a, b);
    got = fp::mul(Format::F32, a, b, c);
    cmp_report(ck, "mul", F, h, got, c, ctx("mul", a, b), same(F, h, got, c));
  }
}

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
    cmp_report(ck, "fma", F, h, got, c, ctx("fma", a, b, d), same(F, h, got, c));
  }
}

TEST_P(Host, F16AddSubMulViaDouble) {
  const Fmt& F = info(Format::F16);
  Rng r(seed_);
  Gen g(F, r);
  Checker ck(name_, seed_);
  const Config c = cfg();
  const uint64_t n = n_cases(100000, 2000000);
  for (uint64_t i = 0; i < n; ++i) {
    uint32_t a = g.any(), b = g.add_partner(a);
    if (r.coin()) std::swap(a, b);
    HostR h = h16_arith(a, b, 0);
    Result got = fp::add(Format::F16, a, b, c);
    cmp_report(ck, "add16", F, h, got, c, ctx("add16", a, b), same(F, h, got, c));
    h = h16_arith(a, b, 1);
    got = fp::sub(Format::F16, a, b, c);
    cmp_report(ck, "sub16", F, h, got, c, ctx("sub16", a, b), same(F, h, got, c));
    g.mul_pair(&a, &b);
    h = h16_arith(a, b, 2);
    got = fp::mul(Format::F16, a, b, c);
    cmp_report(ck, "mul16", F, h, got, c, ctx("mul16", a, b), same(F, h, got, c));
  }
}

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
      HostR h = h_f32_to_f16(a);
      Result got = fp::f2f(Format::F32, Format::F16, a, c);
      cmp_report(ck, "f2f32_16", H, h, got, c, ctx("f2f", a), same(H, h, got, c));
      const uint32_t a16 = g16.any();
      h = h_f16_to_f32(a16);
      got = fp::f2f(Format::F16, Format::F32, a16, c);
      bool ok = same(F, h, got, c);
      // and the f32 result widened to double equals the binary16 value widened to double
      if (!F.isnan(got.bits)) ok = ok && static_cast<double>(f32(got.bits)) == static_cast<double>(f16(a16));
      cmp_report(ck, "f2f16_32", F, h, got, c, ctx("f2f16", a16), ok);
      // i2f / u2f
      const uint32_t k = g.int_pattern();
      h = h_i2f(k, false);
      got = fp::i2f(Format::F32, k, c);
      cmp_report(ck, "i2f", F, h, got, c, ctx("i2f", k), same(F, h, got, c));
      h = h_i2f(k, true);
      got = fp::u2f(Format::F32, k, c);
      cmp_report(ck, "u2f", F, h, got, c, ctx("u2f", k), same(F, h, got, c));
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
      cmp_report(ck, "f2i", F, hi, got, c, ctx("f2i", a), got.bits == hi.bits && got.flags == hi.flags);
      got = fp::f2u(ff, a, c);
      cmp_report(ck, "f2u", F, hu, got, c, ctx("f2u", a), got.bits == hu.bits && got.flags == hu.flags);
    }
    // rint (f32), exact and not
    {
      const uint32_t a = r.coin() ? g.around_int() : g.any();
      for (bool exact : {false, true}) {
        const HostR h = h_rint(a, exact, rmm);
        const Result got = fp::rint(Format::F32, a, exact, c);
        cmp_report(ck, "rint", F, h, got, c, ctx(exact ? "rint_x" : "rint", a), same(F, h, got, c));
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
        cmp_report(ck, "cmp", F, h, got, c, ctx(("cmp" + std::to_string(cond) + (un ? "u" : "o")).c_str(), a, b),
                   got.bits == h.bits && got.flags == h.flags);
      }
    }
    if (F.issnan(a) || F.issnan(b) || (F.iszero(a) && F.iszero(b))) continue;
    const uint32_t hmin = b32(std::fminf(f32(a), f32(b))), hmax = b32(std::fmaxf(f32(a), f32(b)));
    for (bool zo : {false, true}) {
      const Result gmin = fp::min(Format::F32, a, b, zo, c), gmax = fp::max(Format::F32, a, b, zo, c);
      const bool okmin = F.isnan(hmin) ? gmin.bits == c.canon_nan32 : gmin.bits == hmin;
      const bool okmax = F.isnan(hmax) ? gmax.bits == c.canon_nan32 : gmax.bits == hmax;
      cmp_report(ck, "min", F, HostR{hmin, 0}, gmin, c, ctx("min", a, b), okmin && gmin.flags == 0);
      cmp_report(ck, "max", F, HostR{hmax, 0}, gmax, c, ctx("max", a, b), okmax && gmax.flags == 0);
    }
  }
}

}  // namespace
}  // namespace gfpt
