// Adapter of rtl/common/fpu_top.sv (and of its post-synthesis netlist, which has the same
// ports) to the harness: see dut.h for the calls every adapter provides.
#pragma once
#include <cstdint>

#include "dut.h"
#include "fpu/fpu_ops.h"

namespace shaderhw {

struct FpuResp {
  uint32_t result;
  uint8_t flags;
  uint32_t tag;
};

template <class Model>
class FpuDut : public VerilatedDut<Model> {
 public:
  using Txn = fpu::Operation;
  using Resp = FpuResp;
  static constexpr uint32_t kTagMask = 0xFFFF;  // fpu_top TagWidth = 16

  FpuDut() {
    this->idle();
    this->set_out_ready(true);
    this->reset();
  }

  void drive(const Txn& t, uint32_t tag) {
    Model& m = this->m();
    const fpu::OpInfo& op = *t.op;
    m.in_valid_i = 1;
    m.op_i = static_cast<uint8_t>(op.op);
    // Integer sources convert to the op's float format; float sources are in src.
    m.src_fmt_i = static_cast<uint8_t>(op.src);
    m.dst_fmt_i = static_cast<uint8_t>(op.dst);
    m.rnd_mode_i = static_cast<uint8_t>(t.rm);
    m.ftz_i = t.ftz;
    m.nan_propagate_i = t.nan_propagate;
    m.cmp_cond_i = static_cast<uint8_t>(op.cond);
    m.cmp_unordered_i = op.unordered;
    m.minmax_zero_ordered_i = op.zero_ordered;
    m.rint_exact_i = t.exact;
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
