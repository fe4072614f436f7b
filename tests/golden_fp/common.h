// Shared test infrastructure for the golden_fp tests: format descriptions, a reproducible RNG,
// the quick/long scale, biased operand generators, random Configs and a mismatch reporter.
// Written independently of golden/fp internals: only the public API (fp.h) is used.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "fp/fp.h"

namespace gfpt {

namespace fp = shaderhw::fp;
using fp::Config;
using fp::Format;
using fp::Result;
using fp::Round;

// ---- format description (straight from IEEE 754-2008 table 3.5) ----
struct Fmt {
  Format f;
  int p;        // precision (significand bits incl. hidden)
  int ebits;    // exponent field width
  int bias;
  int emin;     // 1 - bias
  int emax;     // bias
  uint32_t mask, sign, expm, frac, qbit;
  uint32_t emaxf() const { return (1u << ebits) - 1; }  // all-ones exponent field
  uint32_t make(bool s, uint32_t e, uint32_t m) const {
    return (s ? sign : 0u) | (e << (p - 1)) | (m & frac);
  }
  uint32_t efield(uint32_t x) const { return (x & expm) >> (p - 1); }
  bool isnan(uint32_t x) const { return (x & expm) == expm && (x & frac); }
  bool issnan(uint32_t x) const { return isnan(x) && !(x & qbit); }
  bool isinf(uint32_t x) const { return (x & ~sign & mask) == expm; }
  bool iszero(uint32_t x) const { return (x & ~sign & mask) == 0; }
  bool issub(uint32_t x) const { return (x & expm) == 0 && (x & frac); }
  bool neg(uint32_t x) const { return (x & sign) != 0; }
};
inline const Fmt& info(Format f) {
  static const Fmt f32{Format::F32, 24, 8, 127, -126, 127,
                       0xFFFFFFFFu, 0x80000000u, 0x7F800000u, 0x007FFFFFu, 0x00400000u};
  static const Fmt f16{Format::F16, 11, 5, 15, -14, 15,
                       0xFFFFu, 0x8000u, 0x7C00u, 0x03FFu, 0x0200u};
  return f == Format::F32 ? f32 : f16;
}

// ---- reproducible RNG (xoshiro256** seeded by splitmix64) ----
class Rng {
 public:
  explicit Rng(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = splitmix(x);
  }
  uint64_t next() {
    const uint64_t r = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0]; s_[3] ^= s_[1]; s_[1] ^= s_[2]; s_[0] ^= s_[3];
    s_[2] ^= t; s_[3] = rotl(s_[3], 45);
    return r;
  }
  uint32_t u32() { return static_cast<uint32_t>(next() >> 32); }
  uint32_t below(uint32_t n) { return static_cast<uint32_t>((uint64_t{u32()} * n) >> 32); }
  int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<uint32_t>(hi - lo + 1))); }
  bool coin() { return next() >> 63; }
  bool chance(uint32_t num, uint32_t den) { return below(den) < num; }

 private:
  static uint64_t splitmix(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

// ---- scale: the same test binary runs a quick sample or the long campaign ----
// GFP_SCALE=long selects the long campaign (set by CTest for the `long` label).
inline bool is_long() {
  static const bool v = [] {
    const char* s = std::getenv("GFP_SCALE");
    return s && std::string(s) == "long";
  }();
  return v;
}
inline uint64_t n_cases(uint64_t quick, uint64_t long_) { return is_long() ? long_ : quick; }

// Fixed seed per test (FNV-1a of the test name, xor GFP_SEED if set), printed by the reporter.
inline uint64_t seed_for(const std::string& name) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char ch : name) h = (h ^ ch) * 0x100000001b3ull;
  if (const char* s = std::getenv("GFP_SEED")) h ^= std::strtoull(s, nullptr, 0);
  return h;
}
inline std::string current_test_name() {
  const auto* ti = ::testing::UnitTest::GetInstance()->current_test_info();
  return std::string(ti->test_suite_name()) + "." + ti->name();
}

inline const char* rname(Round r) {
  static const char* n[5] = {"RNE", "RTZ", "RDN", "RUP", "RMM"};
  return n[static_cast<int>(r)];
}
constexpr Round kRounds[5] = {Round::RNE, Round::RTZ, Round::RDN, Round::RUP, Round::RMM};

// Random configuration: given rounding mode; ftz 25%; nan_propagate 50%; varied canonical NaNs.
inline Config random_config(Rng& r, Round rm) {
  Config c;
  c.rm = rm;
  c.ftz = r.chance(1, 4);
  c.nan_propagate = r.coin();
  static const uint32_t n32[4] = {0x7FC00000u, 0x7FC00000u, 0xFFC00000u, 0x7FFFFFFFu};
  static const uint16_t n16[4] = {0x7E00u, 0x7E00u, 0xFE00u, 0x7FFFu};
  const uint32_t k = r.below(4);
  c.canon_nan32 = n32[k];
  c.canon_nan16 = n16[k];
  return c;
}
inline std::string describe(const Config& c) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "{rm=%s ftz=%d nanprop=%d cn32=%08x cn16=%04x}", rname(c.rm),
                c.ftz, c.nan_propagate, c.canon_nan32, c.canon_nan16);
  return buf;
}
// The four fixed Configs of the sweeps, k = 0..3: bit 0 ftz, bit 1 nan_propagate (with the
// non-default canonical NaNs 0xFFC00000 / 0xFE00 when set).
inline Config config_variant(int k, Round rm) {
  Config c;
  c.rm = rm;
  c.ftz = k & 1;
  c.nan_propagate = (k >> 1) & 1;
  if (c.nan_propagate) {
    c.canon_nan32 = 0xFFC00000u;
    c.canon_nan16 = 0xFE00u;
  }
  return c;
}

// ---- mismatch reporter ----
class Checker {
 public:
  explicit Checker(std::string what, uint64_t seed = 0) : what_(std::move(what)), seed_(seed) {}
  // Returns true on match. `ctx` describes the operands.
  bool check(const Result& got, const Result& exp) {
    ++n_;
    if (got.bits == exp.bits && got.flags == exp.flags) return true;
    ++fails_;
    return false;
  }
  // Called after check() returned false to print the case (only the first few are printed).
  void report(const std::string& ctx, const Result& got, const Result& exp) {
    if (fails_ <= 12) {
      ADD_FAILURE() << what_ << " mismatch: " << ctx << "\n   got  bits=" << hex(got.bits)
                    << " flags=" << fp::flags_to_string(got.flags) << "\n   want bits=" << hex(exp.bits)
                    << " flags=" << fp::flags_to_string(exp.flags);
    }
  }
  void count_extra(uint64_t n) { n_ += n; }
  uint64_t cases() const { return n_; }
  uint64_t fails() const { return fails_; }
  ~Checker() {
    std::cout << "[cases] " << what_ << ": " << n_ << " cases, " << fails_ << " mismatches, seed=0x"
              << std::hex << seed_ << std::dec << (is_long() ? " (long)" : " (quick)") << std::endl;
    ::testing::Test::RecordProperty("cases", std::to_string(n_));
    ::testing::Test::RecordProperty("seed", std::to_string(seed_));
    EXPECT_EQ(fails_, 0u) << what_ << ": " << fails_ << " of " << n_ << " cases mismatched";
  }
  static std::string hex(uint32_t x) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08x", x);
    return b;
  }

 private:
  std::string what_;
  uint64_t seed_;
  uint64_t n_ = 0, fails_ = 0;
};

// Context of a mismatch report: "op(0x..., 0x...) {config}".
inline std::string op_ctx(const std::string& op, std::initializer_list<uint32_t> operands,
                          const Config& c) {
  std::string s = op + "(";
  const char* sep = "";
  for (uint32_t x : operands) {
    s += sep;
    s += Checker::hex(x);
    sep = ", ";
  }
  return s + ") " + describe(c);
}

// Each value followed by its negative (sign bit set).
inline std::vector<uint32_t> both_signs(const Fmt& F, std::initializer_list<uint32_t> pos) {
  std::vector<uint32_t> v;
  for (uint32_t x : pos) {
    v.push_back(x);
    v.push_back(x | F.sign);
  }
  return v;
}

// ---- biased operand generators ----
class Gen {
 public:
  Gen(const Fmt& F, Rng& r) : F_(F), r_(r) {}
  const Fmt& F() const { return F_; }

  // Mantissa (fraction field) patterns that stress rounding.
  uint32_t mant() {
    const int fb = F_.p - 1;
    switch (r_.below(10)) {
      case 0: return 0;
      case 1: return F_.frac;                                    // all ones
      case 2: {                                                  // few leading bits only
        const int k = r_.range(1, fb);
        return (r_.u32() & F_.frac) & ~((1u << (fb - k)) - 1) & F_.frac;
      }
      case 3: {                                                  // random high, low run of ones
        const int k = r_.range(1, fb);
        return (r_.u32() & F_.frac) | ((1u << k) - 1);
      }
      case 4: {                                                  // random high, low run of zeros
        const int k = r_.range(1, fb);
        return (r_.u32() & F_.frac) & ~((1u << k) - 1);
      }
      case 5: return 1u << r_.below(fb);                         // single bit
      case 6: return F_.frac - r_.below(4);                      // near all ones
      case 7: return r_.below(4);                                // near zero
      default: return r_.u32() & F_.frac;                        // uniform
    }
  }
  uint32_t special() {
    const uint32_t e = F_.emaxf();
    switch (r_.below(16)) {
      case 0: return 0;
      case 1: return F_.make(0, e, 0);                          // inf
      case 2: return F_.make(0, e, F_.qbit | (r_.u32() & F_.frac));  // qNaN
      case 3: {                                                 // sNaN (payload != 0)
        uint32_t m = r_.u32() & F_.frac & ~F_.qbit;
        return F_.make(0, e, m ? m : 1);
      }
      case 4: return F_.make(0, 0, 1);                          // min subnormal
      case 5: return F_.make(0, 0, F_.frac);                    // max subnormal
      case 6: return F_.make(0, 1, 0);                          // min normal
      case 7: return F_.make(0, e - 1, F_.frac);                // max finite
      case 8: return F_.make(0, F_.bias, 0);                    // 1.0
      case 9: return F_.make(0, F_.bias, 1);                    // 1 + ulp
      case 10: return F_.make(0, F_.bias - 1, F_.frac);         // 1 - ulp/2
      case 11: return F_.make(0, e - 1, 0);                     // 2^emax
      case 12: return F_.make(0, 1, F_.frac);
      case 13: return F_.make(0, 0, 1u << (F_.p - 2));          // half min normal
      case 14: return F_.make(0, F_.bias + F_.p - 1, 0);        // 2^(p-1)
      default: return F_.make(0, F_.bias + F_.p, r_.u32());     // large integers
    }
  }
  uint32_t with_sign(uint32_t x) { return r_.coin() ? (x | F_.sign) : x; }
  // A random finite value with an exponent field in [lo, hi] (clamped to the finite range).
  uint32_t in_exp(int lo, int hi) {
    lo = lo < 0 ? 0 : lo;
    hi = hi > static_cast<int>(F_.emaxf()) - 1 ? static_cast<int>(F_.emaxf()) - 1 : hi;
    if (hi < lo) hi = lo;
    return with_sign(F_.make(0, static_cast<uint32_t>(r_.range(lo, hi)), mant()));
  }
  uint32_t any() {
    const int em = static_cast<int>(F_.emaxf());
    switch (r_.below(16)) {
      case 0: case 1: case 2: case 3: return r_.u32() & F_.mask;
      case 4: return with_sign(special());
      case 5: return with_sign(F_.make(0, 0, mant() | (r_.coin() ? 0 : 1)));  // subnormal/zero
      case 6: return in_exp(1, 3);
      case 7: return in_exp(em - 4, em - 1);
      case 8: case 9: case 10: return in_exp(F_.bias - 12, F_.bias + 12);
      case 11: return with_sign(F_.make(0, static_cast<uint32_t>(em),
                                        r_.coin() ? (F_.qbit | (r_.u32() & F_.frac))
                                                  : ((r_.u32() & F_.frac & ~F_.qbit) | 1)));
      case 12: return with_sign(r_.coin() ? 0u : F_.expm);
      default: return in_exp(0, em - 1);
    }
  }
  // x moved by k ulps in magnitude (stays within [0, max finite]).
  uint32_t nudge(uint32_t x, int k) {
    const uint32_t s = x & F_.sign;
    int64_t mag = x & ~F_.sign & F_.mask;
    mag += k;
    if (mag < 0) mag = 0;
    if (mag > static_cast<int64_t>(F_.expm) - 1) mag = F_.expm - 1;
    return s | static_cast<uint32_t>(mag);
  }
  // Second operand for add/sub (a is the first).
  uint32_t add_partner(uint32_t a) {
    const int ea = static_cast<int>(F_.efield(a));
    switch (r_.below(10)) {
      case 0: case 1: case 2: return any();
      case 3: return nudge(a ^ F_.sign, r_.range(-3, 3));        // cancellation a + (-a +- k)
      case 4: return nudge(a ^ (r_.coin() ? F_.sign : 0), r_.range(-40, 40));
      case 5: return in_exp(ea - r_.range(0, F_.p + 3), ea - r_.range(0, F_.p + 3));  // alignment
      case 6: {                                                   // near half-ulp of a: ties
        const int eb = ea - F_.p + r_.range(-1, 1);
        if (eb < 0) return any();
        uint32_t m = r_.chance(1, 2) ? 0u : mant();
        return with_sign(F_.make(0, static_cast<uint32_t>(eb), m));
      }
      case 7: return r_.coin() ? a : (a ^ F_.sign);
      case 8: return in_exp(0, 2);
      default: return in_exp(ea - 2, ea + 2);
    }
  }
  // A value with `k` significant bits (including the leading one) and exponent field e.
  uint32_t short_mant(uint32_t e, int k) {
    const int fb = F_.p - 1;
    if (k < 1) k = 1;
    if (k > F_.p) k = F_.p;
    uint32_t m = (r_.u32() & F_.frac) & ~((1u << (fb - (k - 1))) - 1);
    if (k > 1) m |= 1u << (fb - (k - 1));                      // make the k-th bit the last set
    return with_sign(F_.make(0, e, m));
  }
  // Operand pair for mul (and the product part of fma).
  void mul_pair(uint32_t* a, uint32_t* b) {
    const int em = static_cast<int>(F_.emaxf());
    auto clampe = [&](int e) { return static_cast<uint32_t>(e < 0 ? 0 : (e > em - 1 ? em - 1 : e)); };
    switch (r_.below(10)) {
      case 0: case 1: case 2: *a = any(); *b = any(); return;
      case 3: {                                                   // short mantissas: exact / ties
        const int ka = r_.range(1, F_.p);
        const int kb = F_.p + 1 - ka + r_.range(-1, 1);
        *a = short_mant(clampe(F_.bias + r_.range(-10, 10)), ka);
        *b = short_mant(clampe(F_.bias + r_.range(-10, 10)), kb);
        return;
      }
      case 4: case 5: {                                           // product near underflow
        const int ua = r_.range(F_.emin, F_.emax);
        const int target = F_.emin - r_.range(-2, F_.p + 2);
        *a = in_exp(ua + F_.bias, ua + F_.bias);
        const int eb = target - ua + F_.bias;
        *b = r_.coin() ? in_exp(eb, eb) : short_mant(clampe(eb), r_.range(1, F_.p));
        return;
      }
      case 6: {                                                   // product near overflow
        const int ua = r_.range(0, F_.emax);
        const int target = F_.emax + r_.range(-1, 1);
        *a = in_exp(ua + F_.bias, ua + F_.bias);
        *b = in_exp(target - ua + F_.bias, target - ua + F_.bias);
        return;
      }
      case 7: *a = with_sign(F_.make(0, 0, mant() | 1)); *b = in_exp(F_.bias, em - 1); return;
      case 8: *a = with_sign(special()); *b = any(); if (r_.coin()) std::swap(*a, *b); return;
      default: *a = in_exp(F_.bias - 20, F_.bias + 20); *b = in_exp(F_.bias - 20, F_.bias + 20); return;
    }
  }
  // A third fma operand relative to a product estimate. `prod_rn` is the product rounded to the
  // format (computed by the caller with the oracle) or 0 if not finite/nonzero.
  uint32_t fma_addend(uint32_t a, uint32_t b, uint32_t prod_rn) {
    const int ep = static_cast<int>(F_.efield(a)) + static_cast<int>(F_.efield(b)) - F_.bias;
    switch (r_.below(10)) {
      case 0: case 1: return any();
      case 2: case 3:
        if (prod_rn) return nudge(prod_rn ^ F_.sign, r_.range(-2, 2));  // cancellation
        return any();
      case 4:
        if (prod_rn) return nudge(prod_rn ^ (r_.coin() ? F_.sign : 0), r_.range(-300, 300));
        return any();
      case 5: return in_exp(ep - r_.range(0, 2 * F_.p + 4), ep - r_.range(0, 2 * F_.p + 4));
      case 6: return in_exp(ep, ep + r_.range(0, F_.p + 3));
      case 7: {                                                   // exact power of two near tie
        const int ec = ep - F_.p + r_.range(-2, 1);
        if (ec < 0 || ec >= static_cast<int>(F_.emaxf())) return any();
        return with_sign(F_.make(0, static_cast<uint32_t>(ec), r_.coin() ? 0u : mant()));
      }
      case 8: return in_exp(0, 2);
      default: return with_sign(special());
    }
  }
  // Values around integers (for f2i/f2u/rint): magnitudes 2^-3 .. 2^34 and exact halves.
  uint32_t around_int() {
    const int em = static_cast<int>(F_.emaxf());
    switch (r_.below(8)) {
      case 0: return any();
      case 1: return with_sign(special());
      case 2: {                                                    // ulp = 1/2 or 1/4: halves
        const int e = F_.bias + F_.p - 1 - r_.range(1, 2);
        return in_exp(e, e);
      }
      case 3: return in_exp(F_.bias - 3, F_.bias + 3);
      case 4: {                                                    // near 2^31 / 2^32
        const int e = F_.bias + r_.range(30, 32);
        if (e >= em) return any();
        return nudge(F_.make(r_.coin(), static_cast<uint32_t>(e), 0), r_.range(-3, 3));
      }
      default: return in_exp(F_.bias - 3, F_.bias + 34);
    }
  }
  // Random int32/uint32 bit patterns biased to conversion boundaries.
  uint32_t int_pattern() {
    switch (r_.below(12)) {
      case 0: case 1: return r_.u32();
      case 2: return r_.u32() >> r_.below(32);                        // small magnitudes
      case 3: return 0u - (r_.u32() >> r_.below(32));                 // small negatives
      case 4: {                                                       // 2^k +- small
        const uint32_t k = r_.below(32);
        return (1u << k) + static_cast<uint32_t>(r_.range(-4, 4));
      }
      case 5: return 0x80000000u + static_cast<uint32_t>(r_.range(-4, 4));
      case 6: return 0xFFFFFFFFu - r_.below(300);
      case 7: {                                                       // p+1 significant bits: ties
        const int k = r_.range(F_.p, 31);
        uint32_t v = (1u << k) | ((r_.u32() & ((1u << k) - 1)) & ~((1u << (k - F_.p)) - 1));
        v |= 1u << (k - F_.p);                                         // the half bit
        if (r_.coin()) v |= r_.below(2) << (k - F_.p - 1 > 0 ? r_.below(k - F_.p) : 0);
        return r_.coin() ? v : 0u - v;
      }
      case 8: return 65504u + static_cast<uint32_t>(r_.range(-40, 40));  // f16 max region
      case 9: return 0u - (65504u + static_cast<uint32_t>(r_.range(-40, 40)));
      case 10: return (1u << 24) + static_cast<uint32_t>(r_.range(-8, 8));
      default: return static_cast<uint32_t>(r_.range(-70000, 70000));
    }
  }

 private:
  const Fmt& F_;
  Rng& r_;
};

}  // namespace gfpt
