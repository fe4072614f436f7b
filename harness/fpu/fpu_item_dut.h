// The FP core's DUT adapter (verilated/fpu_dut.h) driven with the harness's operations: each
// operation becomes fpu_top's port values through the operation table.
#pragma once
#include "fpu/fpu_ops.h"
#include "fpu_dut.h"

namespace shaderhw::fpu {

inline FpuPorts to_ports(const Operation& o) {
  const OpInfo& op = *o.op;
  FpuPorts p;
  p.op = static_cast<uint8_t>(op.op);
  // Integer sources convert to the op's float format; float sources are in src.
  p.src_fmt = static_cast<uint8_t>(op.src);
  p.dst_fmt = static_cast<uint8_t>(op.dst);
  p.rnd_mode = static_cast<uint8_t>(o.rm);
  p.cmp_cond = static_cast<uint8_t>(op.cond);
  p.ftz = o.ftz;
  p.nan_propagate = o.nan_propagate;
  p.cmp_unordered = op.unordered;
  p.minmax_zero_ordered = op.zero_ordered;
  p.rint_exact = o.exact;
  p.a = o.a;
  p.b = o.b;
  p.c = o.c;
  return p;
}

template <class Model>
class OperationDut : public FpuDut<Model> {
 public:
  using Txn = Operation;
  void drive(const Operation& o, uint32_t tag) { FpuDut<Model>::drive(to_ports(o), tag); }
};

}  // namespace shaderhw::fpu
