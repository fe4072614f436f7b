// The verilated fp_div, fp_sqrt (binary32, binary16) and fp_sfu against their golden twins
// (fp::div, fp::sqrt, fp::sfu::eval), bit for bit (result and, for div/sqrt, all flags).
//
// The pipeline is clocked as it runs in a design: a C++ model of pipe_ctrl (the same ready
// chain: stage k loads when stage k-1 holds an operation and stage k is empty or drains)
// drives reg_en_i, with random input bubbles and random output back-pressure in half of the
// runs; every operation's expected result is computed when it enters and compared when it
// leaves, so an operation that is lost, duplicated, or mixed with its neighbours' control
// fails. Inputs on idle cycles are random too.
//
// Quick*: ~10^5 operations per unit and op (binary16 sqrt: every input in every mode).
// Long*:  >= 10^7 per unit and op; binary16 sqrt exhaustive under four Configs and all modes,
//         binary16 division: every dividend against 256 divisors in every mode.
// Reproducible: the seed is printed; GFP_SEED changes it (tests/golden_fp/common.h).
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "Vfp_div16.h"
#include "Vfp_div32.h"
#include "Vfp_sfu_p2.h"
#include "Vfp_sfu_p3.h"
#include "Vfp_sfu_p6.h"
#include "Vfp_sqrt16.h"
#include "Vfp_sqrt32.h"
#include "common.h"  // tests/golden_fp: Rng, Gen, seeds, formats
#include "sfu_operands.h"
#include "fp/fp.h"
#include "fp/sfu.h"
#include "pipe_run.h"
#include "verilated.h"

namespace {

using gfpt::Gen;
using gfpt::Rng;
using sfut::sfu_operand;
using sfut::small_exponent;
namespace fp = shaderhw::fp;
using fp::Config;
using fp::Format;
using fp::Result;
using fp::Round;

bool is_long() {
  const char* s = std::getenv("GFP_SCALE");
  return s && std::string(s) == "long";
}

// One operation: its inputs and the golden result.
struct Op {
  uint32_t a = 0, b = 0;
  uint8_t op = 0;  // sfu op, or the rounding mode for div/sqrt
  bool ftz = false, nanprop = false;
  Result want{0, 0};
};

// A unit behind a uniform face: drive(op) sets the inputs, result()/status() read the outputs.
struct Unit {
  int depth;
  bool has_status;
  std::function<void(const Op&, uint32_t reg_en)> drive;
  std::function<void(bool clk)> clock;
  std::function<Result()> output;
};

template <class M>
Unit div_sqrt_unit(M& m, int depth, bool is_div) {
  Unit u;
  u.depth = depth;
  u.has_status = true;
  u.drive = [&m, is_div](const Op& o, uint32_t en) {
    m.reg_en_i = en;
    m.rnd_mode_i = o.op;
    m.ftz_i = o.ftz;
    m.nan_propagate_i = o.nanprop;
    m.a_i = o.a;
    if constexpr (std::is_same_v<M, Vfp_div32> || std::is_same_v<M, Vfp_div16>) m.b_i = o.b;
    (void)is_div;
    m.eval();
  };
  u.clock = [&m](bool clk) {
    m.clk_i = clk;
    m.eval();
  };
  u.output = [&m]() { return Result{m.result_o, static_cast<uint8_t>(m.status_o)}; };
  return u;
}

template <class M>
Unit sfu_unit(M& m, int depth) {
  Unit u;
  u.depth = depth;
  u.has_status = false;
  u.drive = [&m](const Op& o, uint32_t en) {
    m.reg_en_i = en;
    m.op_i = o.op;
    m.nan_propagate_i = o.nanprop;
    m.a_i = o.a;
    m.b_i = o.b;
    m.eval();
  };
  u.clock = [&m](bool clk) {
    m.clk_i = clk;
    m.eval();
  };
  u.output = [&m]() { return Result{m.result_o, 0}; };
  return u;
}

// Junk driven on the cycles without an operation.
Op idle_op(Rng& r) {
  Op o;
  o.a = r.u32();
  o.b = r.u32();
  o.op = static_cast<uint8_t>(r.below(5));
  o.ftz = r.coin();
  o.nanprop = r.coin();
  return o;
}

using PipeRun = gfpt::PipeRun<Op, Unit>;

struct Summary {
  std::string name;
  uint64_t seed, checked = 0, fails = 0;
  ~Summary() {
    std::printf("[cases] %s: %llu operations, %llu mismatches, seed=0x%llx (%s)\n", name.c_str(),
                static_cast<unsigned long long>(checked), static_cast<unsigned long long>(fails),
                static_cast<unsigned long long>(seed), is_long() ? "long" : "quick");
    EXPECT_EQ(fails, 0u) << name;
  }
  void add(const PipeRun& p) {
    checked += p.checked();
    fails += p.fails();
  }
};

std::string test_name() { return gfpt::current_test_name(); }

Config config_of(const Op& o, bool sfu) {
  Config c;
  c.rm = sfu ? Round::RNE : static_cast<Round>(o.op);
  c.ftz = !sfu && o.ftz;
  c.nan_propagate = o.nanprop;
  return c;
}

// ---- division and square root -------------------------------------------------------------
// Runs `n` operations from next() through unit u, half without and half with stalls.
void run_both(Unit& u, Summary& s, Rng& r, uint64_t n, const std::function<Op()>& next,
              const std::function<std::string(const Op&)>& describe) {
  for (int stalls = 0; stalls < 2; ++stalls) {
    PipeRun p(u, r, stalls != 0, idle_op, describe);
    p.run(n / 2, next);
    s.add(p);
  }
}

template <class M>
void div_sqrt_random(Format f, int depth, bool is_div, uint64_t n) {
  M m;
  Unit u = div_sqrt_unit(m, depth, is_div);
  Summary s{test_name(), gfpt::seed_for(test_name())};
  Rng r(s.seed);
  Gen g(gfpt::info(f), r);
  const char* name = is_div ? "div" : "sqrt";
  const auto describe = [&](const Op& o) {
    return is_div ? gfpt::op_ctx(name, {o.a, o.b}, config_of(o, false))
                  : gfpt::op_ctx(name, {o.a}, config_of(o, false));
  };
  const auto next = [&]() {
    Op o;
    o.op = static_cast<uint8_t>(r.below(5));
    o.ftz = r.chance(1, 4);
    o.nanprop = r.coin();
    if (is_div) {
      uint32_t a, b;
      if (r.chance(1, 3)) {
        g.mul_pair(&a, &b);  // products near under/overflow are also quotients near them
      } else {
        a = g.any();
        b = r.chance(1, 3) ? g.in_exp(g.F().bias - 3, g.F().bias + 3) : g.any();
      }
      o.a = a;
      o.b = b;
    } else {
      o.a = r.chance(3, 4) ? (g.any() & ~g.F().sign) : g.any();
    }
    const Config c = config_of(o, false);
    o.want = is_div ? fp::div(f, o.a, o.b, c) : fp::sqrt(f, o.a, c);
    return o;
  };
  run_both(u, s, r, n, next, describe);
}

// Every binary16 input under the four Config variants and all modes (both stall settings).
template <class M>
void sqrt16_exhaustive(int depth) {
  M m;
  Unit u = div_sqrt_unit(m, depth, false);
  Summary s{test_name(), gfpt::seed_for(test_name())};
  Rng r(s.seed);
  uint64_t i = 0;
  const auto next = [&]() {
    Op o;
    const uint64_t k = i++;
    o.a = static_cast<uint32_t>(k & 0xFFFF);
    o.op = static_cast<uint8_t>((k >> 16) % 5);
    const int variant = static_cast<int>((k >> 16) / 5) % 4;
    o.ftz = variant & 1;
    o.nanprop = (variant >> 1) & 1;
    o.want = fp::sqrt(Format::F16, o.a, config_of(o, false));
    return o;
  };
  PipeRun p(u, r, true, idle_op,
            [&](const Op& o) { return gfpt::op_ctx("sqrt16", {o.a}, config_of(o, false)); });
  p.run(uint64_t{65536} * 20, next);
  s.add(p);
}

// Every binary16 dividend against `divisors` divisors (every 65536/divisors-th pattern), all
// modes, nan_propagate on.
template <class M>
void div16_dense(int depth, uint32_t divisors) {
  M m;
  Unit u = div_sqrt_unit(m, depth, true);
  Summary s{test_name(), gfpt::seed_for(test_name())};
  Rng r(s.seed);
  const uint32_t stride = 65536 / divisors;
  uint64_t i = 0;
  const auto next = [&]() {
    Op o;
    const uint64_t k = i++;
    o.a = static_cast<uint32_t>(k & 0xFFFF);
    o.b = static_cast<uint32_t>(((k >> 16) % divisors) * stride + 3) & 0xFFFF;
    o.op = static_cast<uint8_t>((k >> 16) / divisors % 5);
    o.nanprop = true;
    o.want = fp::div(Format::F16, o.a, o.b, config_of(o, false));
    return o;
  };
  PipeRun p(u, r, true, idle_op,
            [&](const Op& o) { return gfpt::op_ctx("div16", {o.a, o.b}, config_of(o, false)); });
  p.run(uint64_t{65536} * divisors * 5, next);
  s.add(p);
}

const uint64_t kQuickN = 100000;
const uint64_t kLongN = 10000000;

TEST(QuickDivSqrt, Div32) { div_sqrt_random<Vfp_div32>(Format::F32, 4, true, kQuickN); }
TEST(QuickDivSqrt, Div16) { div_sqrt_random<Vfp_div16>(Format::F16, 3, true, kQuickN); }
TEST(QuickDivSqrt, Sqrt32) { div_sqrt_random<Vfp_sqrt32>(Format::F32, 4, false, kQuickN); }
TEST(QuickDivSqrt, Sqrt16) { div_sqrt_random<Vfp_sqrt16>(Format::F16, 3, false, kQuickN); }
TEST(QuickDivSqrt, Sqrt16Exhaustive) { sqrt16_exhaustive<Vfp_sqrt16>(3); }

TEST(LongDivSqrt, Div32) { div_sqrt_random<Vfp_div32>(Format::F32, 4, true, kLongN); }
TEST(LongDivSqrt, Div16) { div_sqrt_random<Vfp_div16>(Format::F16, 3, true, kLongN); }
TEST(LongDivSqrt, Sqrt32) { div_sqrt_random<Vfp_sqrt32>(Format::F32, 4, false, kLongN); }
TEST(LongDivSqrt, Sqrt16) { div_sqrt_random<Vfp_sqrt16>(Format::F16, 3, false, kLongN); }
TEST(LongDivSqrt, Sqrt16Exhaustive) { sqrt16_exhaustive<Vfp_sqrt16>(3); }
TEST(LongDivSqrt, Div16Dense) { div16_dense<Vfp_div16>(3, 256); }

// ---- special-function unit -------------------------------------------------------------------
template <class M>
void sfu_random(int depth, uint64_t n_per_op) {
  M m;
  Unit u = sfu_unit(m, depth);
  Summary s{test_name(), gfpt::seed_for(test_name())};
  Rng r(s.seed);
  Gen g(gfpt::info(Format::F32), r);
  static const char* const names[5] = {"ex2", "lg2", "sin", "cos", "pow"};
  const auto next = [&]() {
    Op o;
    o.op = static_cast<uint8_t>(r.below(5));
    const auto op = static_cast<fp::sfu::Op>(o.op);
    o.a = sfu_operand(r, g, op);
    o.b = sfu_operand(r, g, op);
    if (op == fp::sfu::Op::POW) {
      if (r.chance(3, 4)) o.a &= 0x7FFFFFFFu;                        // LIT: x >= 0
      if (r.chance(1, 2)) o.b = small_exponent(r, g);                // |y| <= 128
    }
    o.nanprop = r.coin();
    o.want = Result{fp::sfu::eval(op, o.a, o.b, config_of(o, true)), 0};
    return o;
  };
  run_both(u, s, r, n_per_op * 5, next, [&](const Op& o) {
    return gfpt::op_ctx(names[o.op], {o.a, o.b}, config_of(o, true));
  });
}

TEST(QuickSfu, Depth3) { sfu_random<Vfp_sfu_p3>(3, kQuickN); }
TEST(QuickSfu, Depth2) { sfu_random<Vfp_sfu_p2>(2, kQuickN / 4); }
TEST(QuickSfu, Depth6) { sfu_random<Vfp_sfu_p6>(6, kQuickN / 4); }

TEST(LongSfu, Depth3) { sfu_random<Vfp_sfu_p3>(3, kLongN); }
TEST(LongSfu, Depth2) { sfu_random<Vfp_sfu_p2>(2, kLongN / 10); }
TEST(LongSfu, Depth6) { sfu_random<Vfp_sfu_p6>(6, kLongN / 10); }

}  // namespace
