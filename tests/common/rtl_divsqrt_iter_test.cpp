// The verilated fp_divsqrt_iter (iterative DIV / SQRT / RSQRT, binary32 and binary16) against
// golden fp::div, fp::sqrt and fp::rsqrt, bit for bit (result and all five flags).
//
// The unit is driven through its own valid/ready handshake: random input bubbles and random
// output back-pressure (half of each run), random inputs on idle cycles, and every operation
// picks its op, format, rounding mode, ftz and nan_propagate at random (streams interleave all
// of them). The expected result is computed by golden when the operation is accepted and
// compared when it leaves, so a lost, duplicated or mixed-up operation fails. The protocol is
// checked on every cycle: in_ready_o exactly when nothing is in flight, out_valid_o held until
// out_ready_i with a stable result, and the latency of every operation equal to the table in
// fp_divsqrt_iter.sv's header (1 cycle for special results).
//
// Quick*: ~10^5 operations per op and format (mixed streams), binary16 SQRT/RSQRT exhaustive
//         in all five modes (ftz and nan_propagate off).
// Long*:  >= 10^7 per op and format; binary16 SQRT and RSQRT exhaustive in every mode under the
//         four Configs (ftz x nan_propagate); binary16 DIV every dividend x 256 divisors x 5 modes.
// Reproducible: the seed is printed; GFP_SEED changes it (tests/golden_fp/common.h).
#include <array>
#include <cstdio>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "Vfp_divsqrt_iter.h"
#include "Vfp_divsqrt_iter_cn.h"
#include "common.h"  // tests/golden_fp: Rng, Gen, seeds, formats
#include "fp/fp.h"
#include "fp/fpext.h"
#include "verilated.h"

namespace {

using gfpt::Gen;
using gfpt::Rng;
namespace fp = shaderhw::fp;
using fp::Config;
using fp::Format;
using fp::Result;
using fp::Round;

enum OpCode : uint8_t { kDiv = 0, kSqrt = 1, kRsqrt = 2, kDivAlias = 3 };
const char* const kOpNames[4] = {"div", "sqrt", "rsqrt", "div(op3)"};

struct Op {
  uint8_t op = 0;
  Format fmt = Format::F32;
  uint8_t rm = 0;
  bool ftz = false, nanprop = false;
  bool alt_nan = false;  // the model with CanonNaN32 = 0xFFC00000, CanonNaN16 = 0xFE00
  uint32_t a = 0, b = 0;
  Result want{0, 0};
  int latency = 0;  // documented cycles from acceptance to out_valid_o
};

Config config_of(const Op& o) {
  Config c;
  c.rm = static_cast<Round>(o.rm);
  c.ftz = o.ftz;
  c.nan_propagate = o.nanprop;
  if (o.alt_nan) {  // as the parameters of Vfp_divsqrt_iter_cn
    c.canon_nan32 = 0xFFC00000u;
    c.canon_nan16 = 0xFE00u;
  }
  return c;
}

bool is_rsqrt(const Op& o) { return o.op == kRsqrt; }
bool is_sqrt(const Op& o) { return o.op == kSqrt; }

// The latency table of fp_divsqrt_iter.sv, from the operands' classes (computed here from the
// IEEE encoding, not from the RTL).
int expected_latency(const Op& o) {
  const auto& F = gfpt::info(o.fmt);
  auto flushed = [&](uint32_t x) {
    x &= F.mask;
    return o.ftz && F.issub(x) ? (x & F.sign) : x;
  };
  const uint32_t a = flushed(o.a), b = flushed(o.b);
  auto special1 = [&](uint32_t x) { return F.isnan(x) || F.isinf(x) || F.iszero(x); };
  const bool f16 = o.fmt == Format::F16;
  if (is_sqrt(o)) return special1(a) || F.neg(a) ? 1 : (f16 ? 9 : 15);
  if (is_rsqrt(o)) return special1(a) || F.neg(a) ? 1 : (f16 ? 23 : 43);
  return special1(a) || special1(b) ? 1 : (f16 ? 9 : 16);
}

Result golden(const Op& o) {
  const Config c = config_of(o);
  if (is_sqrt(o)) return fp::sqrt(o.fmt, o.a, c);
  if (is_rsqrt(o)) return fp::rsqrt(o.fmt, o.a, c);
  return fp::div(o.fmt, o.a, o.b, c);
}

std::string describe(const Op& o) {
  return gfpt::op_ctx(std::string(kOpNames[o.op]) + (o.fmt == Format::F16 ? ".f16" : ".f32"),
                      {o.a, o.b}, config_of(o));
}

// Drives the unit through its handshake; counts mismatches (result, flags, protocol, latency).
template <class M>
class Driver {
 public:
  Driver(M& m, Rng& r) : m_(m), r_(r) { reset(); }

  // Feeds n operations from next(); stalls adds input bubbles and output back-pressure.
  void run(uint64_t n, bool stalls, const std::function<Op()>& next) {
    uint64_t issued = 0;
    Op pending;
    bool have_pending = false;
    while (issued < n || busy_) {
      if (!have_pending && issued < n) {
        pending = next();
        pending.want = golden(pending);
        pending.latency = expected_latency(pending);
        have_pending = true;
      }
      const bool in_valid = have_pending && (!stalls || r_.chance(7, 8));
      const bool out_ready = !stalls || r_.chance(3, 4);
      if (in_valid) {
        drive(pending);
      } else {
        drive_idle();
      }
      m_.in_valid_i = in_valid;
      m_.out_ready_i = out_ready;
      m_.eval();

      // Protocol: ready exactly when idle; valid only with an operation in flight, and never
      // dropped or changed before it is taken.
      if (m_.in_ready_o != !busy_) protocol_fail("in_ready_o != idle");
      if (m_.out_valid_o) {
        if (!busy_) protocol_fail("out_valid_o with nothing in flight");
        if (!seen_valid_) {
          seen_valid_ = true;
          const int lat = static_cast<int>(cycle_ - accept_cycle_);
          if (lat != cur_.latency) {
            protocol_fail("latency " + std::to_string(lat) + ", documented " +
                          std::to_string(cur_.latency) + ": " + describe(cur_));
          }
          held_ = Result{m_.result_o, static_cast<uint8_t>(m_.status_o)};
        } else if (m_.result_o != held_.bits || m_.status_o != held_.flags) {
          protocol_fail("held result changed under back-pressure");
        }
      } else if (seen_valid_) {
        protocol_fail("out_valid_o dropped before out_ready_i");
      }

      bool accept = false;
      if (m_.out_valid_o && out_ready) {
        check(Result{m_.result_o, static_cast<uint8_t>(m_.status_o)});
        busy_ = false;
        seen_valid_ = false;
      }
      if (in_valid && m_.in_ready_o) {
        accept = true;
        cur_ = pending;
        have_pending = false;
        ++issued;
      }
      tick();
      if (accept) {
        busy_ = true;
        accept_cycle_ = cycle_ - 1;
      }
    }
  }
  uint64_t checked() const { return checked_; }
  uint64_t fails() const { return fails_; }
  uint64_t per(int op, Format f) const { return per_[op == kDivAlias ? kDiv : op][f == Format::F16]; }

 private:
  void reset() {
    m_.rst_ni = 0;
    m_.clk_i = 0;
    m_.in_valid_i = 0;
    m_.out_ready_i = 0;
    m_.eval();
    tick();
    m_.rst_ni = 1;
    m_.eval();
  }
  void tick() {
    m_.clk_i = 1;
    m_.eval();
    m_.clk_i = 0;
    m_.eval();
    ++cycle_;
  }
  void drive(const Op& o) {
    m_.op_i = o.op;
    m_.fmt_i = o.fmt == Format::F16;
    m_.rnd_mode_i = o.rm;
    m_.ftz_i = o.ftz;
    m_.nan_propagate_i = o.nanprop;
    m_.a_i = o.a;
    m_.b_i = o.b;
  }
  void drive_idle() {
    m_.op_i = r_.below(4);
    m_.fmt_i = r_.coin();
    m_.rnd_mode_i = r_.below(5);
    m_.ftz_i = r_.coin();
    m_.nan_propagate_i = r_.coin();
    m_.a_i = r_.u32();
    m_.b_i = r_.u32();
  }
  void check(const Result& got) {
    ++checked_;
    ++per_[cur_.op == kDivAlias ? kDiv : cur_.op][cur_.fmt == Format::F16];
    if (got.bits == cur_.want.bits && got.flags == cur_.want.flags) return;
    if (++fails_ <= 10) {
      ADD_FAILURE() << describe(cur_) << "\n   rtl    bits=" << gfpt::Checker::hex(got.bits)
                    << " flags=" << fp::flags_to_string(got.flags)
                    << "\n   golden bits=" << gfpt::Checker::hex(cur_.want.bits)
                    << " flags=" << fp::flags_to_string(cur_.want.flags);
    }
  }
  void protocol_fail(const std::string& what) {
    if (++fails_ <= 10) ADD_FAILURE() << "cycle " << cycle_ << ": " << what;
  }

  M& m_;
  Rng& r_;
  uint64_t cycle_ = 0, accept_cycle_ = 0;
  bool busy_ = false, seen_valid_ = false;
  Op cur_;
  Result held_{0, 0};
  uint64_t checked_ = 0, fails_ = 0;
  uint64_t per_[3][2] = {};
};

template <class D>
struct Summary {
  std::string name;
  uint64_t seed;
  const D* d = nullptr;
  ~Summary() {
    const bool lng = gfpt::is_long();
    std::printf("[cases] %s: %llu operations, %llu mismatches, seed=0x%llx (%s)\n", name.c_str(),
                static_cast<unsigned long long>(d->checked()),
                static_cast<unsigned long long>(d->fails()), static_cast<unsigned long long>(seed),
                lng ? "long" : "quick");
    for (int op = 0; op < 3; ++op) {
      std::printf("        %-5s f32 %llu  f16 %llu\n", kOpNames[op],
                  static_cast<unsigned long long>(d->per(op, Format::F32)),
                  static_cast<unsigned long long>(d->per(op, Format::F16)));
    }
    EXPECT_EQ(d->fails(), 0u) << name;
    EXPECT_GT(d->checked(), 0u) << name;
  }
};

// A random operand for op `op` of format F: biased to specials, subnormals, rounding patterns,
// quotients near under/overflow, exact squares (SQRT exact) and powers of four (RSQRT exact).
void operands(Rng& r, Gen& g, Op& o) {
  const auto& F = g.F();
  if (o.op == kDiv || o.op == kDivAlias) {
    if (r.chance(1, 3)) {
      g.mul_pair(&o.a, &o.b);  // products near under/overflow are also quotients near them
    } else {
      o.a = g.any();
      o.b = r.chance(1, 3) ? g.in_exp(F.bias - 3, F.bias + 3) : g.any();
    }
  } else {
    switch (r.below(8)) {
      case 0: {  // an exact square s^2 (s with at most P/2 significant bits)
        const int k = F.p / 2;
        const uint32_t s = (r.u32() & ((1u << k) - 1)) | (1u << (k - 1));
        const uint64_t sq = uint64_t{s} * s;  // 2k-1 or 2k bits, exact in P bits
        const int msb = 63 - __builtin_clzll(sq);
        const uint32_t frac = static_cast<uint32_t>((sq << (F.p - 1 - msb)) & F.frac);
        const int e = F.bias + r.range(-F.bias + 1, F.bias - 1);
        o.a = F.make(0, static_cast<uint32_t>(e), frac);
        break;
      }
      case 1:  // a power of two (of four when the exponent is even)
        o.a = F.make(0, static_cast<uint32_t>(r.range(1, static_cast<int>(F.emaxf()) - 1)), 0);
        break;
      default:
        o.a = r.chance(3, 4) ? (g.any() & ~F.sign) : g.any();
        break;
    }
    o.b = r.u32();  // ignored by SQRT/RSQRT
  }
  if (o.fmt == Format::F16 && r.chance(1, 4)) {  // upper bits must be ignored
    o.a |= r.u32() & 0xFFFF0000u;
    o.b |= r.u32() & 0xFFFF0000u;
  }
}

// Mixed stream: every operation draws its op (3 = DIV alias now and then), format, mode, ftz
// and nan_propagate; ops restricted to `ops` (bit k: op k allowed).
template <class M = Vfp_divsqrt_iter>
void mixed(uint64_t n, unsigned ops) {
  M m;
  const std::string name = gfpt::current_test_name();
  Rng r(gfpt::seed_for(name));
  Driver<M> d(m, r);
  Summary<Driver<M>> s{name, gfpt::seed_for(name), &d};
  Gen g32(gfpt::info(Format::F32), r), g16(gfpt::info(Format::F16), r);
  const auto next = [&]() {
    Op o;
    do {
      o.op = static_cast<uint8_t>(r.below(3));
    } while (!(ops >> o.op & 1));
    if (o.op == kDiv && r.chance(1, 16)) o.op = kDivAlias;
    o.fmt = r.coin() ? Format::F16 : Format::F32;
    o.rm = static_cast<uint8_t>(r.below(5));
    o.ftz = r.chance(1, 4);
    o.nanprop = r.coin();
    o.alt_nan = std::is_same_v<M, Vfp_divsqrt_iter_cn>;
    operands(r, o.fmt == Format::F16 ? g16 : g32, o);
    return o;
  };
  d.run(n / 2, false, next);
  d.run(n - n / 2, true, next);
}

// Every binary16 input of SQRT or RSQRT in the given modes and Config variants (bit 0 ftz,
// bit 1 nan_propagate), with bubbles and back-pressure.
void exhaustive16(uint8_t op, const std::vector<uint8_t>& modes, int variants) {
  Vfp_divsqrt_iter m;
  const std::string name = gfpt::current_test_name();
  Rng r(gfpt::seed_for(name));
  Driver<Vfp_divsqrt_iter> d(m, r);
  Summary<Driver<Vfp_divsqrt_iter>> s{name, gfpt::seed_for(name), &d};
  uint64_t i = 0;
  const uint64_t per_mode = uint64_t{65536} * variants;
  const auto next = [&]() {
    Op o;
    const uint64_t k = i++;
    o.op = op;
    o.fmt = Format::F16;
    o.a = static_cast<uint32_t>(k & 0xFFFF) | (r.chance(1, 8) ? (r.u32() & 0xFFFF0000u) : 0u);
    o.b = r.u32();
    const int variant = static_cast<int>((k >> 16) % variants);
    o.rm = modes[(k / per_mode) % modes.size()];
    o.ftz = variant & 1;
    o.nanprop = (variant >> 1) & 1;
    return o;
  };
  d.run(per_mode * modes.size(), true, next);
}

// Every binary16 dividend against `divisors` divisors, all five modes, nan_propagate on.
void div16_dense(uint32_t divisors) {
  Vfp_divsqrt_iter m;
  const std::string name = gfpt::current_test_name();
  Rng r(gfpt::seed_for(name));
  Driver<Vfp_divsqrt_iter> d(m, r);
  Summary<Driver<Vfp_divsqrt_iter>> s{name, gfpt::seed_for(name), &d};
  const uint32_t stride = 65536 / divisors;
  uint64_t i = 0;
  const auto next = [&]() {
    Op o;
    const uint64_t k = i++;
    o.op = kDiv;
    o.fmt = Format::F16;
    o.a = static_cast<uint32_t>(k & 0xFFFF);
    o.b = static_cast<uint32_t>(((k >> 16) % divisors) * stride + 3) & 0xFFFF;
    o.rm = static_cast<uint8_t>((k >> 16) / divisors % 5);
    o.ftz = r.chance(1, 8);
    o.nanprop = true;
    return o;
  };
  d.run(uint64_t{65536} * divisors * 5, true, next);
}

const uint64_t kQuickN = 100000;    // per op and format
const uint64_t kLongN = 10000000;   // per op and format
const std::vector<uint8_t> kAllModes = {0, 1, 2, 3, 4};

// fp_divsqrt_iter's RSQRT takes its sticky bit from the root's remainder only. That is exact iff
// floor(2^(3P+3) / M) is a perfect square only when M divides 2^(3P+3): checked here for every
// M in [2^(P-1), 2^(P+1)) (every significand, exponent made even) of both formats, with plain
// integer arithmetic independent of the RTL and of golden.
TEST(QuickDivSqrtIter, RsqrtDivisionRemainderImplied) {
  using u128 = unsigned __int128;
  for (const int p : {11, 24}) {
    const u128 num = u128{1} << (3 * p + 3);
    uint64_t squares = 0, counterexamples = 0;
    for (uint64_t m = uint64_t{1} << (p - 1); m < (uint64_t{1} << (p + 1)); ++m) {
      const u128 q = num / m;
      uint64_t y = 0;  // floor(sqrt(q)), q < 2^(2p+5)
      for (int b = p + 3; b >= 0; --b) {
        const uint64_t t = y | (uint64_t{1} << b);
        if (u128{t} * t <= q) y = t;
      }
      if (u128{y} * y != q) continue;
      ++squares;
      if (num % m != 0) ++counterexamples;
    }
    std::printf("[cases] P=%d: %llu significands give a square quotient, %llu of them inexact\n",
                p, static_cast<unsigned long long>(squares),
                static_cast<unsigned long long>(counterexamples));
    EXPECT_EQ(counterexamples, 0u) << "P=" << p;
    EXPECT_GT(squares, 0u) << "P=" << p;  // the powers of four at least
  }
}

// Six op x format combinations in a mixed stream: 6 n operations give ~n each.
TEST(QuickDivSqrtIter, Mixed) { mixed(6 * kQuickN, 0x7); }
// The CanonNaN parameters reach every NaN result (model with 0xFFC00000 / 0xFE00).
TEST(QuickDivSqrtIter, MixedCanonNaNParams) { mixed<Vfp_divsqrt_iter_cn>(kQuickN, 0x7); }
TEST(QuickDivSqrtIter, Sqrt16Exhaustive) { exhaustive16(kSqrt, kAllModes, 1); }
TEST(QuickDivSqrtIter, Rsqrt16Exhaustive) { exhaustive16(kRsqrt, kAllModes, 1); }

TEST(LongDivSqrtIter, MixedDiv) { mixed(2 * kLongN, 0x1); }
TEST(LongDivSqrtIter, MixedSqrt) { mixed(2 * kLongN, 0x2); }
TEST(LongDivSqrtIter, MixedRsqrt) { mixed(2 * kLongN, 0x4); }
TEST(LongDivSqrtIter, MixedAll) { mixed(6 * kLongN / 10, 0x7); }
TEST(LongDivSqrtIter, Sqrt16Exhaustive) { exhaustive16(kSqrt, kAllModes, 4); }
TEST(LongDivSqrtIter, Rsqrt16Exhaustive) { exhaustive16(kRsqrt, kAllModes, 4); }
TEST(LongDivSqrtIter, Div16Dense) { div16_dense(256); }

}  // namespace
