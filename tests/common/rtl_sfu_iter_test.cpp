// The verilated fp_sfu_iter (sequenced special-function unit) against its golden twin
// fp::sfu::eval, bit for bit, through its valid/ready handshake.
//
// Every cycle without a pending offer the driver offers a new operation with probability 7/8
// (random inputs on idle cycles too; an offer stays until accepted) and, in the back-pressure runs, takes the result with probability 3/4. The
// expected result is computed from the operands at the accepting cycle (in_valid & in_ready)
// and compared with result_o at the taking cycle (out_valid & out_ready). The handshake itself
// is checked too: in_ready low while an operation is in flight or a result is held, out_valid
// and result_o stable until taken, no result without an operation, none lost (a watchdog), and
// every operation finishing within the cycle counts documented in fp_sfu_iter.sv.
//
// Quick*: ~10^5 operations per op (ops interleaved). Long*: >= 10^7 per op.
// Reproducible: the seed is printed; GFP_SEED changes it (tests/golden_fp/common.h).
#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "Vfp_sfu_iter.h"
#include "common.h"  // tests/golden_fp: Rng, Gen, seeds, formats
#include "fp/fp.h"
#include "fp/sfu.h"
#include "sfu_operands.h"
#include "verilated.h"

namespace {

using gfpt::Gen;
using gfpt::Rng;
using sfut::sfu_operand;
using sfut::small_exponent;
namespace fp = shaderhw::fp;
using fp::Config;
using fp::Format;
using fp::Round;

bool is_long() {
  const char* s = std::getenv("GFP_SCALE");
  return s && std::string(s) == "long";
}

const char* const kNames[5] = {"ex2", "lg2", "sin", "cos", "pow"};
// The longest sequence of each op (EX2, LG2, SIN, COS, POW; SIN/COS: the sine polynomial) and
// of all (POW), fp_sfu_iter.sv header.
constexpr int kOpMaxLatency[5] = {17, 20, 35, 35, 37};
constexpr int kMaxLatency = 37;

struct Op {
  uint32_t a = 0, b = 0;
  uint8_t op = 0;
  bool nanprop = false;
  uint32_t want = 0;
};

Config config_of(const Op& o) {
  Config c;
  c.rm = Round::RNE;
  c.nan_propagate = o.nanprop;
  return c;
}

std::string describe(const Op& o) {
  return gfpt::op_ctx(kNames[o.op], {o.a, o.b}, config_of(o));
}

class IterRun {
 public:
  IterRun(Vfp_sfu_iter& m, Rng& r, bool stalls) : m_(m), r_(r), stalls_(stalls) {
    m_.in_valid_i = 0;
    m_.out_ready_i = 0;
    m_.clk_i = 0;
    m_.rst_ni = 0;
    m_.eval();
    clock();
    m_.rst_ni = 1;
    m_.eval();
  }

  // Feeds n operations from next() and drains them.
  template <class Next>
  void run(uint64_t n, Next&& next) {
    uint64_t issued = 0;
    while (issued < n || busy_) {
      // An offered operation stays offered (same operands) until the unit accepts it.
      const bool offer = pending_ || (issued < n && (!stalls_ || r_.chance(7, 8)));
      const bool take = !stalls_ || r_.chance(3, 4);
      Op in;
      if (offer) {
        if (!pending_) pending_op_ = next();
        pending_ = true;
        in = pending_op_;
      } else {
        in.a = r_.u32();
        in.b = r_.u32();
        in.op = static_cast<uint8_t>(r_.below(5));
        in.nanprop = r_.coin();
      }
      m_.in_valid_i = offer;
      m_.op_i = in.op;
      m_.a_i = in.a;
      m_.b_i = in.b;
      m_.nan_propagate_i = in.nanprop;
      m_.out_ready_i = take;
      m_.eval();

      const bool in_ready = m_.in_ready_o, out_valid = m_.out_valid_o;
      const uint32_t result = m_.result_o;
      if (in_ready && busy_) fail("in_ready_o high with an operation in flight", cur_);
      if (!in_ready && !busy_) fail("in_ready_o low with nothing in flight", cur_);
      if (out_valid && !busy_) fail("out_valid_o without an operation", cur_);
      if (held_ && (!out_valid || result != held_result_)) {
        fail("result dropped or changed while out_ready_i was low", cur_);
      }
      held_ = false;
      if (busy_) ++age_;
      if (busy_ && !out_valid && age_ >= kMaxLatency) {
        fail("no result within the documented latency", cur_);
        busy_ = false;  // the operation is lost: go on with the next one
      }
      if (out_valid && busy_) {
        if (latency_ < 0) {
          latency_ = age_;
          auto& l = lat_[cur_.op];
          l[0] = std::min(l[0], latency_);
          l[1] = std::max(l[1], latency_);
        }
        if (take) {
          check(cur_, result);
          busy_ = false;
        } else {
          held_ = true;
          held_result_ = result;
        }
      }
      if (offer && in_ready) {
        in.want = fp::sfu::eval(static_cast<fp::sfu::Op>(in.op), in.a, in.b, config_of(in));
        cur_ = in;
        busy_ = true;
        age_ = 0;
        latency_ = -1;
        ++issued;
        pending_ = false;
      }
      clock();
    }
  }

  uint64_t checked() const { return checked_; }
  uint64_t fails() const { return fails_; }
  // Cycles from accept to out_valid, min and max per op (-1 when the op never ran).
  const std::array<std::array<int, 2>, 5>& latency() const { return lat_; }

 private:
  void clock() {
    m_.clk_i = 1;
    m_.eval();
    m_.clk_i = 0;
    m_.eval();
  }
  void fail(const char* what, const Op& o) {
    if (++fails_ <= 10) ADD_FAILURE() << what << "; operation " << describe(o);
  }
  void check(const Op& o, uint32_t got) {
    ++checked_;
    if (got == o.want) return;
    if (++fails_ <= 10) {
      ADD_FAILURE() << describe(o) << "\n   rtl    bits=" << gfpt::Checker::hex(got)
                    << "\n   golden bits=" << gfpt::Checker::hex(o.want);
    }
  }

  Vfp_sfu_iter& m_;
  Rng& r_;
  bool stalls_;
  bool busy_ = false, held_ = false, pending_ = false;
  Op pending_op_;
  uint32_t held_result_ = 0;
  int age_ = 0, latency_ = -1;
  Op cur_;
  std::array<std::array<int, 2>, 5> lat_{{{1 << 30, -1}, {1 << 30, -1}, {1 << 30, -1},
                                         {1 << 30, -1}, {1 << 30, -1}}};
  uint64_t checked_ = 0, fails_ = 0;
};

// n_per_op operations of each op, interleaved at random, half without and half with stalls.
void sfu_iter_random(uint64_t n_per_op) {
  Vfp_sfu_iter m;
  const std::string name = gfpt::current_test_name();
  const uint64_t seed = gfpt::seed_for(name);
  Rng r(seed);
  Gen g(gfpt::info(Format::F32), r);
  const auto next = [&]() {
    Op o;
    o.op = static_cast<uint8_t>(r.below(5));
    const auto op = static_cast<fp::sfu::Op>(o.op);
    o.a = sfu_operand(r, g, op);
    o.b = sfu_operand(r, g, op);
    if (op == fp::sfu::Op::POW) {
      if (r.chance(3, 4)) o.a &= 0x7FFFFFFFu;          // LIT: x >= 0
      if (r.chance(1, 2)) o.b = small_exponent(r, g);  // |y| <= 128
    }
    o.nanprop = r.coin();
    return o;
  };
  uint64_t checked = 0, fails = 0;
  for (int stalls = 0; stalls < 2; ++stalls) {
    IterRun run(m, r, stalls != 0);
    run.run(n_per_op * 5 / 2, next);
    checked += run.checked();
    fails += run.fails();
    std::printf("[latency] %s stalls=%d:", name.c_str(), stalls);
    for (int k = 0; k < 5; ++k) {
      std::printf(" %s %d..%d", kNames[k], run.latency()[k][0], run.latency()[k][1]);
    }
    std::printf("\n");
    // Random operands reach every op's longest sequence and its special results (2 cycles).
    for (int k = 0; k < 5; ++k) {
      EXPECT_EQ(run.latency()[k][1], kOpMaxLatency[k]) << kNames[k] << " longest sequence";
      EXPECT_EQ(run.latency()[k][0], 2) << kNames[k] << " special result";
    }
  }
  std::printf("[cases] %s: %llu operations, %llu mismatches, seed=0x%llx (%s)\n", name.c_str(),
              static_cast<unsigned long long>(checked), static_cast<unsigned long long>(fails),
              static_cast<unsigned long long>(seed), is_long() ? "long" : "quick");
  EXPECT_EQ(fails, 0u);
  EXPECT_EQ(checked, n_per_op * 5 / 2 * 2);
}

// Directed: the special results and thresholds of every op, each with both NaN policies.
TEST(QuickSfuIter, Directed) {
  Vfp_sfu_iter m;
  Rng r(gfpt::seed_for(gfpt::current_test_name()));
  const uint32_t xs[] = {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u,
                         0xFF800000u, 0x7FC00001u, 0xFF812345u, 0x7F812345u, 0x00000001u,
                         0x807FFFFFu, 0x43800000u, 0xC3800000u, 0x437FFFFFu, 0xC37FFFFFu,
                         0x43000000u, 0xC3150000u, 0xC3160000u, 0x39800000u, 0x397FFFFFu,
                         0x3F7FFFFFu, 0x3F800001u, 0x40490FDBu, 0x3FC90FDBu, 0x7F7FFFFFu,
                         0x4B000000u, 0x40000000u, 0x3F000000u, 0x3EFFFFFFu, 0x00800000u};
  std::vector<Op> ops;
  for (uint8_t op = 0; op < 5; ++op) {
    for (uint32_t a : xs) {
      for (uint32_t b : (op == 4 ? std::vector<uint32_t>(std::begin(xs), std::end(xs))
                                 : std::vector<uint32_t>{0u})) {
        for (int np = 0; np < 2; ++np) {
          Op o;
          o.op = op;
          o.a = a;
          o.b = b;
          o.nanprop = np != 0;
          ops.push_back(o);
        }
      }
    }
  }
  size_t k = 0;
  IterRun run(m, r, true);
  run.run(ops.size(), [&]() { return ops[k++]; });
  EXPECT_EQ(run.fails(), 0u);
  EXPECT_EQ(run.checked(), ops.size());
}

const uint64_t kQuickN = 100000;
const uint64_t kLongN = 10000000;

TEST(QuickSfuIter, Random) { sfu_iter_random(kQuickN); }
TEST(LongSfuIter, Random) { sfu_iter_random(kLongN); }

}  // namespace
