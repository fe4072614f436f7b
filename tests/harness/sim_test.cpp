// The simulation engine on the real FP core: back-pressure loses, duplicates and reorders
// nothing; a wrong expected value is caught exactly where it is; the RTL's operation numbering
// agrees with the harness's table.
#include <gtest/gtest.h>

#include <vector>

#include "Vfpu_top.h"
#include "core/rng.h"
#include "core/sim.h"
#include "fpu/fpu_gen.h"
#include "fpu_dut.h"

namespace shaderhw {
namespace {

struct Item {
  fpu::Operation txn;
  fp::Result expected;
  uint64_t index;
};

// Random operations with golden expected values; `corrupt` alters one expected result.
struct Source {
  uint64_t n, next_index = 0, seed;
  uint64_t corrupt = UINT64_MAX;
  bool next(Item& it) {
    if (next_index == n) return false;
    Rng rng(seed, 1, next_index);
    it.txn = fpu::random_operation(rng, {});
    it.expected = fpu::golden(it.txn);
    if (next_index == corrupt) it.expected.bits ^= 1;
    it.index = next_index++;
    return true;
  }
};

struct Check {
  std::vector<uint64_t> seen;  // indices in the order the DUT returned them
  std::vector<uint64_t> failed;
  bool operator()(const Item& it, const FpuResp& r, uint64_t) {
    seen.push_back(it.index);
    const bool ok = r.result == it.expected.bits && r.flags == it.expected.flags;
    if (!ok) failed.push_back(it.index);
    return ok;
  }
};

SimStats run(Source& src, Check& chk, double bp, uint64_t seed = 1) {
  FpuDut<Vfpu_top> dut;
  SimOptions so;
  so.backpressure = bp;
  so.seed = seed;
  return simulate<FpuDut<Vfpu_top>, Item>(dut, src, chk, so);
}

TEST(Sim, BackpressureLosesNothing) {
  for (double bp : {0.0, 0.3, 0.7}) {
    Source src{50000, 0, 42};
    Check chk;
    const SimStats st = run(src, chk, bp, 9);
    EXPECT_EQ(st.issued, 50000u) << bp;
    EXPECT_EQ(st.retired, 50000u) << bp;
    EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
    EXPECT_EQ(st.mismatches, 0u) << bp;
    ASSERT_EQ(chk.seen.size(), 50000u);
    for (uint64_t i = 0; i < chk.seen.size(); ++i) ASSERT_EQ(chk.seen[i], i) << "order, bp " << bp;
    if (bp == 0.0) {
      // One operation per cycle when not stalled: cycles = operations + pipeline latency.
      EXPECT_LE(st.cycles, 50000u + 8u);
    } else {
      EXPECT_GT(st.cycles, 50000u * (1.0 + bp * 0.5));
    }
  }
}

TEST(Sim, WrongExpectedValueIsCaughtExactlyThere) {
  Source src{3000, 0, 5, /*corrupt=*/1234};
  Check chk;
  const SimStats st = run(src, chk, 0.25);
  EXPECT_EQ(st.mismatches, 1u);
  ASSERT_EQ(chk.failed.size(), 1u);
  EXPECT_EQ(chk.failed[0], 1234u);
  EXPECT_NE(st.first_fail_cycle, UINT64_MAX);
}

TEST(Sim, SameSeedSameCycles) {
  Source a{5000, 0, 8}, b{5000, 0, 8};
  Check ca, cb;
  EXPECT_EQ(run(a, ca, 0.4, 77).cycles, run(b, cb, 0.4, 77).cycles);
}

// Each operation alone through the RTL, one per table row, on a value every op accepts: the
// numbering of fp_pkg.sv's fp_op_e and of the harness table must agree, or results differ.
TEST(Sim, EveryOperationReachesItsUnit) {
  size_t n;
  const fpu::OpInfo* table = fpu::op_table(n);
  for (size_t i = 0; i < n; ++i) {
    Source src{2000, 0, 100 + i};
    struct OneOp {
      Source& s;
      const fpu::OpInfo* op;
      bool next(Item& it) {
        if (s.next_index == s.n) return false;
        Rng rng(s.seed, 1, s.next_index);
        it.txn = fpu::random_operation(rng, {op});
        it.expected = fpu::golden(it.txn);
        it.index = s.next_index++;
        return true;
      }
    } one{src, &table[i]};
    Check chk;
    FpuDut<Vfpu_top> dut;
    SimOptions so;
    const SimStats st = simulate<FpuDut<Vfpu_top>, Item>(dut, one, chk, so);
    EXPECT_EQ(st.mismatches, 0u) << table[i].name;
    EXPECT_EQ(st.retired, 2000u) << table[i].name;
  }
}

}  // namespace
}  // namespace shaderhw
