// Adapter of rtl/r500/r500_pipeline.sv (Lanes = 4, TagWidth = 16) to the harness: see dut.h for
// the calls every adapter provides. The transaction is the golden model's (golden/r500/
// execute.h) with its US_CONFIG multiplier mode; the port packing is documented in
// rtl/r500/README.md ("Pipeline"). Model is Vr500_pipeline, Vr500_pipeline_trace or another
// depth of the same top.
#pragma once
#include <cstdint>

#include "dut.h"
#include "port_bits.h"
#include "r500/execute.h"

namespace shaderhw {

namespace r500 {
// One transaction of the pipeline: the instruction's inputs and the multiplier mode, which
// travels with it (a port of the pipeline, US_CONFIG in the hardware).
struct Txn : ExecIn {
  ExecConfig cfg;
};

// The register value at bit `lsb` of a wide port: 128 bits {a, b, g, r}.
template <class Port>
Vec4 vec_at(const Port& port, unsigned lsb) {
  Vec4 v;
  for (int c = 0; c < 4; ++c) v.c[c] = port_bits::get32(port, lsb + 32 * c);
  return v;
}
}  // namespace r500

struct R500Resp {
  r500::ExecOut out;
  uint32_t tag;
};

template <class Model>
class R500Dut : public VerilatedDut<Model> {
 public:
  using Txn = r500::Txn;
  using Resp = R500Resp;
  static constexpr uint32_t kTagMask = 0xFFFF;  // r500_pipeline TagWidth = 16
  static constexpr int P = r500::kPixels;

  R500Dut() {
    this->idle();
    this->set_out_ready(true);
    this->reset();
  }

  void drive(const Txn& t, uint32_t tag) {
    using namespace port_bits;
    Model& m = this->m();
    m.in_valid_i = 1;
    m.in_tag_i = tag & kTagMask;
    for (int i = 0; i < r500::kWords; ++i) m.instr_i[i] = t.instr.w[i];
    m.al_i = t.aL;
    m.zero_times_anything_i = t.cfg.zero_times_anything;
    uint32_t pred = 0, active = 0, killed = 0, covered = 0;
    for (int p = 0; p < P; ++p) {
      const r500::PixelIn& x = t.px[p];
      for (int n = 0; n < 3; ++n) {
        for (int c = 0; c < 3; ++c) {
          put32(m.rgb_slot_i, p * 288 + n * 96 + c * 32, x.rgb_slot[n].c[c]);
        }
        put32(m.alpha_slot_i, p * 96 + n * 32, x.alpha_slot[n].c[3]);
      }
      for (int c = 0; c < 4; ++c) {
        put32(m.tex_src_i, p * 128 + c * 32, x.tex_src.c[c]);
        put32(m.tex_dx_i, p * 128 + c * 32, x.tex_dx.c[c]);
        put32(m.tex_dy_i, p * 128 + c * 32, x.tex_dy.c[c]);
      }
      pred |= (x.pred & 0xFu) << (4 * p);
      active |= static_cast<uint32_t>(x.active) << p;
      killed |= static_cast<uint32_t>(x.killed) << p;
      covered |= static_cast<uint32_t>(x.covered) << p;
    }
    m.pred_i = pred;
    m.active_i = active;
    m.killed_i = killed;
    m.covered_i = covered;
  }

  Resp read() const {
    using namespace port_bits;
    using r500::vec_at;
    const Model& m = this->m();
    Resp r;
    r.tag = m.out_tag_o;
    r500::ExecOut& o = r.out;
    o.illegal = m.illegal_o;
    o.type = static_cast<r500::InstType>(m.type_o);
    o.rgb_addr = m.rgb_addr_o;
    o.alpha_addr = m.alpha_addr_o;
    o.rgb_target = m.rgb_target_o;
    o.alpha_target = m.alpha_target_o;
    o.tex_valid = m.tex_valid_o;
    o.tex_op = static_cast<r500::TexOp>(m.tex_op_o);
    o.tex_unit = m.tex_unit_o;
    o.tex_unscaled = m.tex_unscaled_o;
    o.tex_sem_acquire = m.tex_sem_acquire_o;
    o.tex_dst_addr = m.tex_dst_addr_o;
    for (int c = 0; c < 4; ++c) o.tex_dst_swiz[c] = (m.tex_dst_swiz_o >> (2 * c)) & 3;
    for (int p = 0; p < P; ++p) {
      r500::PixelOut& x = o.px[p];
      x.result = vec_at(m.result_o, p * 128);
      x.rgb_we = static_cast<uint8_t>(get(m.rgb_we_o, 3 * p, 3));
      x.alpha_we = get(m.alpha_we_o, p, 1);
      x.temp = vec_at(m.temp_o, p * 128);
      x.out_we = static_cast<uint8_t>(get(m.out_we_o, 4 * p, 4));
      x.out = vec_at(m.out_o, p * 128);
      x.w_we = get(m.w_we_o, p, 1);
      x.w = get32(m.w_o, 32 * p);
      x.pred_we = static_cast<uint8_t>(get(m.pred_we_o, 4 * p, 4));
      x.pred = static_cast<uint8_t>(get(m.pred_o, 4 * p, 4));
      x.alu_result_we = get(m.alu_result_we_o, p, 1);
      x.alu_result = get(m.alu_result_o, p, 1);
      x.tex_issue = get(m.tex_issue_o, p, 1);
      x.tex_coord = vec_at(m.tex_coord_o, p * 128);
      x.tex_dx = vec_at(m.tex_dx_o, p * 128);
      x.tex_dy = vec_at(m.tex_dy_o, p * 128);
      x.tex_we = static_cast<uint8_t>(get(m.tex_we_o, 4 * p, 4));
      x.kill = get(m.kill_o, p, 1);
    }
    return r;
  }
};

}  // namespace shaderhw
