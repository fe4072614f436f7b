// Adapter of rtl/attila/attila_pipeline.sv (Lanes = 4; any FxFracBits; and of its post-synthesis
// netlist, which has the same ports) to the harness: see dut.h for the calls every adapter
// provides. The transaction is the golden model's (golden/attila/execute.h); the port packing is
// documented in rtl/attila/README.md ("Execution pipeline").
#pragma once
#include <cstdint>

#include "attila/execute.h"
#include "dut.h"
#include "port_bits.h"

namespace shaderhw {

struct AttilaResp {
  attila::ExecOut out;
  uint32_t tag;
};

template <class Model>
class AttilaDut : public VerilatedDut<Model> {
 public:
  using Txn = attila::ExecIn;
  using Resp = AttilaResp;
  static constexpr uint32_t kTagMask = 0xFFFF;  // attila_pipeline TagWidth = 16
  static constexpr int L = attila::kLanes;

  explicit AttilaDut(const attila::ExecConfig& cfg = {}) : cfg_(cfg) {
    acc_w_ = 1 + 32 + 2 * cfg.fx_frac_bits;
    this->idle();
    this->set_out_ready(true);
    this->reset();
  }
  const attila::ExecConfig& config() const { return cfg_; }

  void drive(const Txn& t, uint32_t tag) {
    using namespace port_bits;
    Model& m = this->m();
    m.in_valid_i = 1;
    m.tag_i = tag & kTagMask;
    m.qword0_i = t.instr.q0;
    m.qword1_i = t.instr.q1;
    m.pc_i = t.pc;
    m.micro_triangle_i = cfg_.micro_triangle;
    uint32_t active = 0, sample = 0;
    for (int l = 0; l < L; ++l) {
      const attila::LaneIn& li = t.lane[l];
      for (int k = 0; k < 3; ++k) {
        for (int c = 0; c < 4; ++c) put32(m.src_i, ((l * 3 + k) * 4 + c) * 32, li.src[k].c[c]);
      }
      put32(m.pred_i, l * 32, li.pred);
      for (int r = 0; r < 2; ++r) {
        for (int c = 0; c < 4; ++c) put32(m.addr_i, ((l * 2 + r) * 4 + c) * 32, li.addr[r].c[c]);
      }
      for (int c = 0; c < 4; ++c) {
        const unsigned lsb = (l * 4 + c) * acc_w_;
        put(m.acc_i, lsb, acc_w_ - 1, li.acc[c].mag);
        put(m.acc_i, lsb + acc_w_ - 1, 1, li.acc[c].neg);
      }
      sample |= static_cast<uint32_t>(li.sample & 0xF) << (4 * l);
      active |= static_cast<uint32_t>(li.active) << l;
    }
    m.sample_i = sample;
    m.active_i = active;
  }

  Resp read() const {
    using namespace port_bits;
    const Model& m = this->m();
    Resp r;
    r.tag = m.tag_o;
    attila::ExecOut& o = r.out;
    o.illegal = m.illegal_o;
    o.end = m.end_o;
    o.wait = m.wait_o;
    o.opcode = static_cast<attila::Opcode>(m.opcode_o);
    o.res_bank = static_cast<attila::Bank>(m.res_bank_o);
    o.res_reg = m.res_reg_o;
    o.tex_valid = m.tex_valid_o;
    o.tex_unit = m.tex_unit_o;
    o.tex_mask = m.tex_mask_o;
    o.tex_sat = m.tex_sat_o;
    o.jmp_valid = m.jmp_valid_o;
    o.jmp_taken = m.jmp_taken_o;
    o.jmp_target = m.jmp_target_o;
    for (int l = 0; l < L; ++l) {
      attila::LaneOut& lo = o.lane[l];
      lo.res_we = static_cast<uint8_t>(get(m.res_we_o, l * 4, 4));
      for (int c = 0; c < 4; ++c) lo.res.c[c] = get32(m.res_o, (l * 4 + c) * 32);
      lo.pred_we = get(m.pred_we_o, l, 1);
      lo.pred_val = get(m.pred_val_o, l, 1);
      lo.acc_we = static_cast<uint8_t>(get(m.acc_we_o, l * 4, 4));
      for (int c = 0; c < 4; ++c) {
        const unsigned lsb = (l * 4 + c) * acc_w_;
        lo.acc[c].mag = get(m.acc_o, lsb, acc_w_ - 1);
        lo.acc[c].neg = get(m.acc_o, lsb + acc_w_ - 1, 1);
      }
      lo.kill = static_cast<uint16_t>(get(m.kill_o, l * 16, 16));
      lo.zexp_en = static_cast<uint8_t>(get(m.zexp_en_o, l * 4, 4));
      lo.zexp_base = static_cast<uint8_t>(get(m.zexp_base_o, l * 4, 4));
      for (int c = 0; c < 4; ++c) lo.zexp[c] = get32(m.zexp_o, (l * 4 + c) * 32);
      lo.chs = get(m.chs_o, l, 1);
      lo.tex_en = get(m.tex_en_o, l, 1);
      for (int c = 0; c < 4; ++c) lo.tex_coord.c[c] = get32(m.tex_coord_o, (l * 4 + c) * 32);
      lo.tex_param = get32(m.tex_param_o, l * 32);
      for (int k = 0; k < 3; ++k) {
        lo.const_index[k] = static_cast<uint16_t>(get(m.const_index_o, (l * 3 + k) * 9, 9));
      }
    }
    return r;
  }

 private:
  attila::ExecConfig cfg_;
  unsigned acc_w_;
};

}  // namespace shaderhw
