// RTL FP core against the golden model: every binary16 input of every unary f16 operation in
// every rounding mode (exhaustive), and with ftz and NaN propagation. Quick*: a sample; Long*:
// everything.
#include <gtest/gtest.h>

#include <string>

#include "Vfpu_top.h"
#include "core/sim.h"
#include "fpu/fpu_ops.h"
#include "fpu/fpu_item_dut.h"

namespace shaderhw {
namespace {

struct Item {
  fpu::Operation txn;
  fp::Result expected;
};

struct Sweep {
  const fpu::OpInfo* op;
  fp::Round rm;
  bool ftz, prop, exact;
  uint32_t next_value = 0, end, step;
  bool next(Item& it) {
    if (next_value >= end) return false;
    it.txn = fpu::Operation{};
    it.txn.op = op;
    it.txn.rm = rm;
    it.txn.ftz = ftz;
    it.txn.nan_propagate = prop;
    it.txn.exact = exact;
    it.txn.a = next_value;
    it.expected = fpu::golden(it.txn);
    next_value += step;
    return true;
  }
};

struct Check {
  uint64_t checked = 0, failed = 0;
  std::string first;
  bool operator()(const Item& it, const FpuResp& r, uint64_t) {
    ++checked;
    if (r.result == it.expected.bits && r.flags == it.expected.flags) return true;
    if (failed++ == 0) {
      char buf[200];
      std::snprintf(buf, sizeof buf, "%s rm=%s ftz=%d prop=%d a=%04x: expected %08x/%02x got %08x/%02x",
                    it.txn.op->name, fpu::round_name(it.txn.rm), it.txn.ftz, it.txn.nan_propagate,
                    it.txn.a, it.expected.bits, it.expected.flags, r.result, r.flags);
      first = buf;
    }
    return false;
  }
};

void sweep_f16_unary(uint32_t step) {
  const char* ops[] = {"f16_to_f32", "f16_to_i32", "f16_to_ui32", "f16_roundToInt"};
  fpu::OperationDut<Vfpu_top> dut;
  for (const char* name : ops) {
    const fpu::OpInfo* op = fpu::find_op(name);
    ASSERT_NE(op, nullptr);
    for (unsigned rm = 0; rm < 5; ++rm) {
      for (unsigned mode = 0; mode < 3; ++mode) {  // plain, ftz, NaN propagation + exact
        Sweep s{op, static_cast<fp::Round>(rm), mode == 1, mode == 2, mode == 2, 0, 0x10000, step};
        Check chk;
        SimOptions so;
        const SimStats st = simulate<fpu::OperationDut<Vfpu_top>, Item>(dut, s, chk, so);
        EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
        EXPECT_EQ(st.retired, (0x10000u + step - 1) / step);
        EXPECT_EQ(chk.checked, (0x10000u + step - 1) / step);
        EXPECT_EQ(chk.failed, 0u) << chk.first;
      }
    }
  }
}

// f32 -> f16 over a stride of all binary32 patterns (long: every 2^8th pattern, 16.7M cases
// per mode).
void sweep_f32_to_f16(uint32_t step) {
  const fpu::OpInfo* op = fpu::find_op("f32_to_f16");
  fpu::OperationDut<Vfpu_top> dut;
  for (unsigned rm = 0; rm < 5; ++rm) {
    Sweep s{op, static_cast<fp::Round>(rm), false, false, false, 0, 0xFFFFFFFFu - step, step};
    Check chk;
    SimOptions so;
    const SimStats st = simulate<fpu::OperationDut<Vfpu_top>, Item>(dut, s, chk, so);
    EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
    const uint64_t cases = (uint64_t{s.end} + step - 1) / step;
    EXPECT_EQ(st.issued, cases);
    EXPECT_EQ(st.retired, cases);
    EXPECT_EQ(chk.checked, cases);
    EXPECT_EQ(chk.failed, 0u) << chk.first;
  }
}

TEST(QuickF16Unary, Sample) { sweep_f16_unary(61); }
TEST(QuickF32ToF16, Sample) { sweep_f32_to_f16(65521 * 7); }
TEST(LongF16Unary, Exhaustive) { sweep_f16_unary(1); }
TEST(LongF32ToF16, Stride256) { sweep_f32_to_f16(256); }

}  // namespace
}  // namespace shaderhw
