// Adapter of rtl/common/fpu_top.sv (and of its post-synthesis netlist, which has the same
// ports) to the harness: see dut.h for the calls every adapter provides.
#pragma once
#include <cstdint>

#include "dut.h"

namespace shaderhw {

// One operation as fpu_top's input ports take it (field meanings: rtl/common/fpu_top.sv and
// fp_pkg.sv). The harness fills it from its operation table (harness/fpu/fpu_ops.h).
struct FpuPorts {
  uint8_t op = 0;        // fp_pkg::fp_op_e
  uint8_t src_fmt = 0;   // fp_pkg::fp_fmt_e
  uint8_t dst_fmt = 0;
  uint8_t rnd_mode = 0;  // fp_pkg::rnd_mode_e
  uint8_t cmp_cond = 0;  // fp_pkg::cmp_cond_e
  bool ftz = false, nan_propagate = false, cmp_unordered = false;
  bool minmax_zero_ordered = false, rint_exact = false;
  uint32_t a = 0, b = 0, c = 0;
};

struct FpuResp {
  uint32_t result;
  uint8_t flags;
  uint32_t tag;
};

template <class Model>
class FpuDut : public VerilatedDut<Model> {
 public:
  using Txn = FpuPorts;
  using Resp = FpuResp;
  static constexpr uint32_t kTagMask = 0xFFFF;  // fpu_top TagWidth = 16

  FpuDut() {
    this->idle();
    this->set_out_ready(true);
    this->reset();
  }

  void drive(const Txn& t, uint32_t tag) {
    Model& m = this->m();
    m.in_valid_i = 1;
    m.op_i = t.op;
    m.src_fmt_i = t.src_fmt;
    m.dst_fmt_i = t.dst_fmt;
    m.rnd_mode_i = t.rnd_mode;
    m.ftz_i = t.ftz;
    m.nan_propagate_i = t.nan_propagate;
    m.cmp_cond_i = t.cmp_cond;
    m.cmp_unordered_i = t.cmp_unordered;
    m.minmax_zero_ordered_i = t.minmax_zero_ordered;
    m.rint_exact_i = t.rint_exact;
    m.a_i = t.a;
    m.b_i = t.b;
    m.c_i = t.c;
    m.tag_i = tag & kTagMask;
  }
  Resp read() const {
    const Model& m = this->m();
    return Resp{m.result_o, static_cast<uint8_t>(m.status_o), m.tag_o};
  }
};

}  // namespace shaderhw
