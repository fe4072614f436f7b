// The simulation engine on the real FP core: back-pressure loses, duplicates and reorders
// nothing; a wrong expected value is caught exactly where it is; the RTL's operation numbering
// agrees with the harness's table.
#include <gtest/gtest.h>

#include <vector>

#include "Vfpu_top.h"
#include "core/rng.h"
#include "core/sim.h"
#include "fpu/fpu_gen.h"
#include "fpu/fpu_item_dut.h"

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
  fpu::OperationDut<Vfpu_top> dut;
  SimOptions so;
  so.backpressure = bp;
  so.seed = seed;
  return simulate<fpu::OperationDut<Vfpu_top>, Item>(dut, src, chk, so);
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
    fpu::OperationDut<Vfpu_top> dut;
    SimOptions so;
    const SimStats st = simulate<fpu::OperationDut<Vfpu_top>, Item>(dut, one, chk, so);
    EXPECT_EQ(st.mismatches, 0u) << table[i].name;
    EXPECT_EQ(st.retired, 2000u) << table[i].name;
  }
}


// ---- the protocol checker itself, on a DUT that misbehaves on purpose ----------------------

// A pipeline of fixed latency that returns each value with its tag, except that it can drop,
// duplicate or swap outputs at a chosen position (counted in outputs). The checker in
// simulate() must report each fault as a protocol error, and a faultless run as none.
enum class Fault { None, Drop, Duplicate, Reorder };

class FaultyDut {
 public:
  struct Resp {
    uint32_t tag;
    uint32_t value;
  };
  using Txn = uint32_t;
  static constexpr uint32_t kTagMask = 0xFFFF;

  FaultyDut(Fault fault, uint64_t at) : fault_(fault), at_(at) {}
  uint64_t cycle() const { return cycle_; }
  void drive(const Txn& v, uint32_t tag) { in_ = {true, tag & kTagMask, v}; }
  void idle() { in_.valid = false; }
  void set_out_ready(bool r) { out_ready_ = r; }
  bool open_trace(const std::string&) { return false; }
  bool tracing() const { return false; }
  void close_trace() {}
  void settle() {}
  bool in_ready() const { return true; }
  bool out_valid() const { return !out_.empty() && out_.front().due <= cycle_; }
  Resp read() const { return out_.front().resp; }
  void tick() {
    if (out_valid() && out_ready_) out_.erase(out_.begin());
    if (in_.valid) {
      const uint64_t n = produced_++;
      const Pending p{cycle_ + 3, {in_.tag, in_.value}};
      if (fault_ == Fault::Drop && n == at_) {
        // never emitted
      } else if (fault_ == Fault::Duplicate && n == at_) {
        out_.push_back(p);
        out_.push_back(p);
      } else if (fault_ == Fault::Reorder && n == at_ + 1) {
        out_.insert(out_.end() - 1, p);  // before its predecessor
      } else {
        out_.push_back(p);
      }
    }
    ++cycle_;
  }

 private:
  struct Input {
    bool valid;
    uint32_t tag, value;
  };
  struct Pending {
    uint64_t due;
    Resp resp;
  };
  Fault fault_;
  uint64_t at_, produced_ = 0, cycle_ = 0;
  Input in_{false, 0, 0};
  bool out_ready_ = true;
  std::vector<Pending> out_;
};

struct ValueItem {
  uint32_t txn;
  uint32_t expected;
};
struct ValueSource {
  uint32_t n, next_value = 0;
  bool next(ValueItem& it) {
    if (next_value == n) return false;
    it = {next_value * 7u, next_value * 7u};
    ++next_value;
    return true;
  }
  void rewind() { next_value = 0; }
};
struct ValueCheck {
  uint64_t checked = 0;
  bool operator()(const ValueItem& it, const FaultyDut::Resp& r, uint64_t) {
    ++checked;
    return r.value == it.expected;
  }
};

SimStats run_faulty(Fault fault, uint64_t at, double bp) {
  FaultyDut dut(fault, at);
  ValueSource src{200};
  ValueCheck chk;
  SimOptions so;
  so.backpressure = bp;
  so.hang_cycles = 1000;
  return simulate<FaultyDut, ValueItem>(dut, src, chk, so);
}

TEST(ProtocolChecker, FaultlessRunHasNoError) {
  for (double bp : {0.0, 0.4}) {
    const SimStats st = run_faulty(Fault::None, 0, bp);
    EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
    EXPECT_EQ(st.retired, 200u);
    EXPECT_EQ(st.mismatches, 0u);
  }
}

TEST(ProtocolChecker, DroppedOutputIsCaught) {
  for (double bp : {0.0, 0.4}) {
    const SimStats st = run_faulty(Fault::Drop, 50, bp);
    EXPECT_EQ(st.protocol_errors, 1u) << bp;
    EXPECT_NE(st.protocol_message.find("expected tag 50"), std::string::npos) << st.protocol_message;
    EXPECT_NE(st.first_fail_cycle, UINT64_MAX);
  }
  // The last output dropped: nothing comes out any more, the run ends as a hang.
  const SimStats st = run_faulty(Fault::Drop, 199, 0.0);
  EXPECT_EQ(st.protocol_errors, 1u);
  EXPECT_NE(st.protocol_message.find("no output for 1000 cycles"), std::string::npos)
      << st.protocol_message;
}

TEST(ProtocolChecker, DuplicatedOutputIsCaught) {
  for (double bp : {0.0, 0.4}) {
    const SimStats st = run_faulty(Fault::Duplicate, 80, bp);
    EXPECT_EQ(st.protocol_errors, 1u) << bp;
    EXPECT_NE(st.protocol_message.find("output tag 80, expected tag 81"), std::string::npos)
        << st.protocol_message;
  }
  // The last output duplicated: its copy arrives when nothing is in flight.
  for (double bp : {0.0, 0.4}) {
    const SimStats st = run_faulty(Fault::Duplicate, 199, bp);
    EXPECT_EQ(st.retired, 200u);
    EXPECT_EQ(st.protocol_errors, 1u) << bp;
    EXPECT_NE(st.protocol_message.find("output tag 199 with nothing in flight"), std::string::npos)
        << st.protocol_message;
  }
}

TEST(ProtocolChecker, ReorderedOutputIsCaught) {
  for (double bp : {0.0, 0.4}) {
    const SimStats st = run_faulty(Fault::Reorder, 120, bp);
    EXPECT_EQ(st.protocol_errors, 1u) << bp;
    EXPECT_NE(st.protocol_message.find("output tag 121, expected tag 120"), std::string::npos)
        << st.protocol_message;
  }
}

}  // namespace
}  // namespace shaderhw
