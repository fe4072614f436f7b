// The dedicated fp_fma kinds (Kind 1: adder, Kind 2: multiplier; binary32 and binary16) and
// fp_floor (binary32 floor to float and to int32), verilated, against golden_fp bit for bit
// (result and all flags): fp::add / fp::sub / fp::mul in every rounding mode, fp::rint(exact =
// false) and fp::f2i in RDN; ftz and nan_propagate random.
//
// Clocked as tests/common/rtl_sfu_test.cpp does: a C++ model of pipe_ctrl drives reg_en_i with
// random input bubbles and output back-pressure in half of the runs; every operation's expected
// result is computed when it enters and compared when it leaves. Inputs on idle cycles are
// random. The dedicated units are also sent, now and then, an op_i their kind does not use
// (documented in fp_fma.sv/fp_floor.sv: the adder tells only OP_SUB from the rest, the
// multiplier ignores op_i, fp_floor floors to int on OP_F2I only); the expected result is that of
// the unit's own operation.
//
// Quick*: ~10^5 operations per unit (plus a sweep of every exponent for fp_floor).
// Long*:  >= 10^7 per unit; fp_floor also every 97th binary32 pattern in both operations.
// Reproducible: the seed is printed; GFP_SEED changes it (tests/golden_fp/common.h).
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "Vfp_floor_p1.h"
#include "Vfp_floor_p3.h"
#include "Vfp_floor_p4.h"
#include "Vfp_fma_add16.h"
#include "Vfp_fma_add32.h"
#include "Vfp_fma_mul16.h"
#include "Vfp_fma_mul32.h"
#include "common.h"  // tests/golden_fp: Rng, Gen, seeds, formats
#include "fp/fp.h"
#include "pipe_run.h"
#include "verilated.h"

namespace {

using gfpt::Gen;
using gfpt::Rng;
namespace fp = shaderhw::fp;
using fp::Config;
using fp::Format;
using fp::Result;
using fp::Round;

// fp_pkg::fp_op_e values.
constexpr uint8_t kOpAdd = 0, kOpSub = 1, kOpMul = 2, kOpF2I = 8, kOpRint = 12;

// One operation: the inputs as driven and the golden result.
struct Op {
  uint32_t a = 0, b = 0, c = 0;
  uint8_t op = 0;    // op_i as driven
  uint8_t rm = 0;    // rounding mode (fp_fma)
  bool ftz = false, nanprop = false;
  std::string what;  // the operation the golden result is for
  Result want{0, 0};
};

// A unit behind a uniform face.
struct Unit {
  int depth;
  bool has_status = true;  // every unit here has IEEE flags
  std::function<void(const Op&, uint32_t reg_en)> drive;
  std::function<void(bool clk)> clock;
  std::function<Result()> output;
};

template <class M>
Unit fma_unit(M& m, int depth) {
  Unit u;
  u.depth = depth;
  u.drive = [&m](const Op& o, uint32_t en) {
    m.reg_en_i = en;
    m.op_i = o.op;
    m.rnd_mode_i = o.rm;
    m.ftz_i = o.ftz;
    m.nan_propagate_i = o.nanprop;
    m.a_i = o.a;
    m.b_i = o.b;
    m.c_i = o.c;
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
Unit floor_unit(M& m, int depth) {
  Unit u;
  u.depth = depth;
  u.drive = [&m](const Op& o, uint32_t en) {
    m.reg_en_i = en;
    m.op_i = o.op;
    m.ftz_i = o.ftz;
    m.nan_propagate_i = o.nanprop;
    m.a_i = o.a;
    m.eval();
  };
  u.clock = [&m](bool clk) {
    m.clk_i = clk;
    m.eval();
  };
  u.output = [&m]() { return Result{m.result_o, static_cast<uint8_t>(m.status_o)}; };
  return u;
}

// Junk driven on the cycles without an operation.
Op idle_op(Rng& r) {
  Op o;
  o.a = r.u32();
  o.b = r.u32();
  o.c = r.u32();
  o.op = static_cast<uint8_t>(r.below(16));
  o.rm = static_cast<uint8_t>(r.below(8));
  o.ftz = r.coin();
  o.nanprop = r.coin();
  return o;
}

std::string describe(const Op& o) { return o.what + " (op_i=" + std::to_string(int{o.op}) + ")"; }

using PipeRun = gfpt::PipeRun<Op, Unit>;

struct Summary {
  std::string name;
  uint64_t seed, checked = 0, fails = 0;
  ~Summary() {
    std::printf("[cases] %s: %llu operations, %llu mismatches, seed=0x%llx (%s)\n", name.c_str(),
                static_cast<unsigned long long>(checked), static_cast<unsigned long long>(fails),
                static_cast<unsigned long long>(seed), gfpt::is_long() ? "long" : "quick");
    EXPECT_EQ(fails, 0u) << name;
    EXPECT_GT(checked, 0u) << name;
  }
  void add(const PipeRun& p) {
    checked += p.checked();
    fails += p.fails();
  }
};

// `n` operations from next() through u, half without and half with stalls.
void run_both(Unit& u, Summary& s, Rng& r, uint64_t n, const std::function<Op()>& next) {
  for (int stalls = 0; stalls < 2; ++stalls) {
    PipeRun p(u, r, stalls != 0, idle_op, describe);
    p.run(n / 2, next);
    s.add(p);
  }
}

Config config_of(const Op& o) {
  Config c;
  c.rm = static_cast<Round>(o.rm);
  c.ftz = o.ftz;
  c.nan_propagate = o.nanprop;
  return c;
}

// ---- dedicated adder and multiplier ----------------------------------------------------------
enum class FmaKind { Add, Mul };

// An op_i value the unit's kind does not use for `op`: for the adder any value but OP_SUB
// stands for ADD; the multiplier ignores op_i.
uint8_t foreign_op(Rng& r, FmaKind kind, uint8_t op) {
  if (kind == FmaKind::Add && op == kOpSub) return kOpSub;
  for (;;) {
    const auto x = static_cast<uint8_t>(r.below(16));
    if (kind == FmaKind::Mul || x != kOpSub) return x;
  }
}

template <class M>
void fma_random(Format f, FmaKind kind, int depth, uint64_t n) {
  M m;
  Unit u = fma_unit(m, depth);
  const std::string name = gfpt::current_test_name();
  Summary s{name, gfpt::seed_for(name)};
  Rng r(s.seed);
  Gen g(gfpt::info(f), r);
  const uint32_t mask = gfpt::info(f).mask;
  const auto next = [&]() {
    Op o;
    uint8_t op;
    if (kind == FmaKind::Add) {
      op = r.coin() ? kOpAdd : kOpSub;
      o.a = g.any();
      o.b = r.chance(3, 4) ? g.add_partner(o.a) : g.any();
    } else {
      op = kOpMul;
      g.mul_pair(&o.a, &o.b);
    }
    o.op = r.chance(1, 8) ? foreign_op(r, kind, op) : op;
    o.c = r.u32() & mask;  // unused by both kinds
    o.rm = static_cast<uint8_t>(r.below(5));
    o.ftz = r.chance(1, 4);
    o.nanprop = r.coin();
    const Config c = config_of(o);
    const char* opname = op == kOpAdd ? "add" : op == kOpSub ? "sub" : "mul";
    o.what = gfpt::op_ctx(opname, {o.a, o.b}, c);
    o.want = op == kOpAdd ? fp::add(f, o.a, o.b, c)
           : op == kOpSub ? fp::sub(f, o.a, o.b, c)
                          : fp::mul(f, o.a, o.b, c);
    return o;
  };
  run_both(u, s, r, n, next);
}

// ---- floor ---------------------------------------------------------------------------------
Op floor_op(uint32_t a, bool to_int, bool ftz, bool nanprop, uint8_t op_i) {
  Op o;
  o.a = a;
  o.op = op_i;
  o.ftz = ftz;
  o.nanprop = nanprop;
  o.rm = static_cast<uint8_t>(Round::RDN);
  const Config c = config_of(o);
  o.what = gfpt::op_ctx(to_int ? "f2i(RDN)" : "rint(RDN, exact=0)", {a}, c);
  o.want = to_int ? fp::f2i(Format::F32, a, c) : fp::rint(Format::F32, a, false, c);
  return o;
}

// op_i for FLOOR: OP_RINT, now and then another value but OP_F2I.
uint8_t floor_float_op(Rng& r) {
  if (!r.chance(1, 8)) return kOpRint;
  for (;;) {
    const auto x = static_cast<uint8_t>(r.below(16));
    if (x != kOpF2I) return x;
  }
}

template <class M>
void floor_random(int depth, uint64_t n) {
  M m;
  Unit u = floor_unit(m, depth);
  const std::string name = gfpt::current_test_name();
  Summary s{name, gfpt::seed_for(name)};
  Rng r(s.seed);
  Gen g(gfpt::info(Format::F32), r);
  const auto next = [&]() {
    uint32_t a;
    switch (r.below(4)) {
      case 0: a = r.u32(); break;
      case 1: a = g.any(); break;
      default: a = g.around_int(); break;
    }
    const bool to_int = r.coin();
    return floor_op(a, to_int, r.chance(1, 4), r.coin(), to_int ? kOpF2I : floor_float_op(r));
  };
  run_both(u, s, r, n, next);
}

// Every exponent field, both signs, mantissas at the edges of the fraction (zero, one bit
// above/at/below the binary point, all ones, random), both operations, all four Configs.
template <class M>
void floor_exponent_sweep(int depth) {
  M m;
  Unit u = floor_unit(m, depth);
  const std::string name = gfpt::current_test_name();
  Summary s{name, gfpt::seed_for(name)};
  Rng r(s.seed);
  std::vector<Op> ops;
  for (uint32_t e = 0; e < 256; ++e) {
    const int ue = static_cast<int>(e) - 127;
    std::vector<uint32_t> mans = {0u, 1u, 0x7FFFFFu, 0x400000u, 0x7FFFFEu};
    for (int k = -1; k <= 1; ++k) {
      const int bit = 23 - ue + k - 1;  // around the first fraction bit
      if (bit >= 0 && bit < 23) mans.push_back(1u << bit);
      if (bit >= 0 && bit < 23) mans.push_back(~0u << bit & 0x7FFFFFu);
    }
    for (int i = 0; i < 4; ++i) mans.push_back(r.u32() & 0x7FFFFFu);
    for (uint32_t man : mans) {
      for (uint32_t sign = 0; sign < 2; ++sign) {
        for (int variant = 0; variant < 8; ++variant) {
          const bool to_int = variant & 1;
          ops.push_back(floor_op(sign << 31 | e << 23 | man, to_int, (variant >> 1) & 1,
                                 (variant >> 2) & 1, to_int ? kOpF2I : kOpRint));
        }
      }
    }
  }
  size_t i = 0;
  PipeRun p(u, r, true, idle_op, describe);
  p.run(ops.size(), [&]() { return ops[i++]; });
  s.add(p);
}

// Every `stride`-th binary32 pattern (from a random offset), both operations, random Configs.
template <class M>
void floor_strided(int depth, uint32_t stride) {
  M m;
  Unit u = floor_unit(m, depth);
  const std::string name = gfpt::current_test_name();
  Summary s{name, gfpt::seed_for(name)};
  Rng r(s.seed);
  uint64_t x = r.below(stride);
  bool to_int = false;
  const uint64_t n = ((uint64_t{1} << 32) - x + stride - 1) / stride * 2;
  const auto next = [&]() {
    const Op o = floor_op(static_cast<uint32_t>(x), to_int, r.chance(1, 4), r.coin(),
                          to_int ? kOpF2I : kOpRint);
    if (to_int) x += stride;
    to_int = !to_int;
    return o;
  };
  PipeRun p(u, r, true, idle_op, describe);
  p.run(n, next);
  s.add(p);
}

const uint64_t kQuickN = 100000;
const uint64_t kLongN = 10000000;

TEST(QuickFmaKind, Add32) { fma_random<Vfp_fma_add32>(Format::F32, FmaKind::Add, 3, kQuickN); }
TEST(QuickFmaKind, Add16) { fma_random<Vfp_fma_add16>(Format::F16, FmaKind::Add, 4, kQuickN); }
TEST(QuickFmaKind, Mul32) { fma_random<Vfp_fma_mul32>(Format::F32, FmaKind::Mul, 4, kQuickN); }
TEST(QuickFmaKind, Mul16) { fma_random<Vfp_fma_mul16>(Format::F16, FmaKind::Mul, 2, kQuickN); }

TEST(QuickFloor, Depth3) { floor_random<Vfp_floor_p3>(3, kQuickN); }
TEST(QuickFloor, Depth1) { floor_random<Vfp_floor_p1>(1, kQuickN / 2); }
TEST(QuickFloor, Depth4) { floor_random<Vfp_floor_p4>(4, kQuickN / 2); }
TEST(QuickFloor, ExponentSweep) { floor_exponent_sweep<Vfp_floor_p3>(3); }

TEST(LongFmaKind, Add32) { fma_random<Vfp_fma_add32>(Format::F32, FmaKind::Add, 3, kLongN); }
TEST(LongFmaKind, Add16) { fma_random<Vfp_fma_add16>(Format::F16, FmaKind::Add, 4, kLongN); }
TEST(LongFmaKind, Mul32) { fma_random<Vfp_fma_mul32>(Format::F32, FmaKind::Mul, 4, kLongN); }
TEST(LongFmaKind, Mul16) { fma_random<Vfp_fma_mul16>(Format::F16, FmaKind::Mul, 2, kLongN); }

TEST(LongFloor, Depth3) { floor_random<Vfp_floor_p3>(3, kLongN); }
TEST(LongFloor, Depth1) { floor_random<Vfp_floor_p1>(1, kLongN / 10); }
TEST(LongFloor, Strided) { floor_strided<Vfp_floor_p3>(3, 97); }

}  // namespace
