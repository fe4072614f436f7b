// Adapter of rtl/valhall/valhall_pipeline.sv (Lanes = 4, TagWidth = 16) to the harness: see
// dut.h for the calls every adapter provides. The transaction is the golden model's
// (golden/valhall/execute.h); the port packing is documented in rtl/valhall/README.md
// ("Execution pipeline"). Model is Vvalhall_pipeline or Vvalhall_pipeline_trace.
#pragma once
#include <cstdint>

#include "dut.h"
#include "port_bits.h"
#include "valhall/execute.h"

namespace shaderhw {

struct ValhallResp {
  valhall::ExecOut out;
  uint32_t tag;
  // The record lists only the modifiers and immediates the instruction has; every other slot
  // of msg_mod_o / msg_imm_o must be 0. The first nonzero one (by id), if any:
  static constexpr unsigned kNone = ~0u;
  unsigned stray_mod = kNone, stray_imm = kNone;
  uint32_t stray_mod_value = 0, stray_imm_value = 0;
};

template <class Model>
class ValhallDut : public VerilatedDut<Model> {
 public:
  using Txn = valhall::ExecIn;
  using Resp = ValhallResp;
  static constexpr uint32_t kTagMask = 0xFFFF;  // valhall_pipeline TagWidth = 16
  static constexpr int L = valhall::kLanes;
  static constexpr int S = valhall::gen::MAX_SRCS;
  static constexpr int D = valhall::kMaxStagingData;

  explicit ValhallDut(const valhall::ExecConfig& cfg = {}) : cfg_(cfg) {
    this->idle();
    this->set_out_ready(true);
    this->reset();
  }
  const valhall::ExecConfig& config() const { return cfg_; }
  // The flush-to-zero mode is an input port: it may change between transactions.
  void set_config(const valhall::ExecConfig& cfg) { cfg_ = cfg; }

  void drive(const Txn& t, uint32_t tag) {
    using namespace port_bits;
    Model& m = this->m();
    m.in_valid_i = 1;
    m.in_tag_i = tag & kTagMask;
    m.instr_i = t.word;
    m.pc_i = t.pc;
    m.ftz_i = static_cast<uint8_t>(cfg_.ftz);
    uint32_t active = 0;
    for (int l = 0; l < L; ++l) {
      const valhall::LaneIn& li = t.lane[l];
      for (int k = 0; k < S; ++k) {
        const unsigned lsb = (l * S + k) * 64;
        put32(m.src_i, lsb, static_cast<uint32_t>(li.src[k]));
        put32(m.src_i, lsb + 32, static_cast<uint32_t>(li.src[k] >> 32));
      }
      put32(m.dest_old_i, l * 64, static_cast<uint32_t>(li.dest_old));
      put32(m.dest_old_i, l * 64 + 32, static_cast<uint32_t>(li.dest_old >> 32));
      for (int i = 0; i < D; ++i) put32(m.staging_i, (l * D + i) * 32, li.staging[i]);
      active |= static_cast<uint32_t>(li.active) << l;
    }
    m.active_i = active;
  }

  Resp read() const {
    using namespace port_bits;
    const Model& m = this->m();
    Resp r;
    r.tag = m.out_tag_o;
    valhall::ExecOut& o = r.out;
    o.illegal = m.illegal_o;
    o.ins = m.ins_o;
    o.flow = m.flow_o;
    o.dest_reg = m.dest_reg_o;
    valhall::Message& g = o.msg;
    g.valid = m.msg_valid_o;
    g.unit = static_cast<valhall::gen::Unit>(m.msg_unit_o);
    for (unsigned j = 0; j < valhall::gen::MAX_STAGING; ++j) {
      g.sr[j].reg = static_cast<uint8_t>(get(m.msg_sr_reg_o, j * 6, 6));
      g.sr[j].count = static_cast<uint8_t>(get(m.msg_sr_count_o, j * 4, 4));
      g.sr[j].flags = static_cast<uint8_t>(get(m.msg_sr_flags_o, j * 2, 2));
      g.sr[j].read = get(m.msg_sr_read_o, j, 1);
      g.sr[j].write = get(m.msg_sr_write_o, j, 1);
    }
    // Modifiers and immediates leave the RTL by id; the record lists them in the XML order of
    // the instruction (execute.h "Message").
    uint64_t listed_mods = 0, listed_imms = 0;
    if (g.valid && o.ins < valhall::gen::NUM_INS) {
      const valhall::gen::InsInfo& info = valhall::gen::INSTRUCTIONS[o.ins];
      for (unsigned i = 0; i < info.num_mods; ++i) {
        const unsigned id = static_cast<unsigned>(info.mods[i].id);
        g.mod[i] = static_cast<uint8_t>(get(m.msg_mod_o, id * 4, 4));
        listed_mods |= uint64_t{1} << id;
      }
      for (unsigned i = 0; i < info.num_imms; ++i) {
        const unsigned id = static_cast<unsigned>(info.imms[i].id);
        g.imm[i] = static_cast<int32_t>(get32(m.msg_imm_o, id * 32));
        listed_imms |= uint64_t{1} << id;
      }
    }
    static_assert(valhall::gen::NUM_MODS <= 64 && valhall::gen::NUM_IMMS <= 64, "slot masks");
    for (unsigned id = 0; id < valhall::gen::NUM_MODS && r.stray_mod == Resp::kNone; ++id) {
      const uint32_t v = get(m.msg_mod_o, id * 4, 4);
      if (!(listed_mods >> id & 1) && v) r.stray_mod = id, r.stray_mod_value = v;
    }
    for (unsigned id = 0; id < valhall::gen::NUM_IMMS && r.stray_imm == Resp::kNone; ++id) {
      const uint32_t v = get32(m.msg_imm_o, id * 32);
      if (!(listed_imms >> id & 1) && v) r.stray_imm = id, r.stray_imm_value = v;
    }
    for (int k = 0; k < S; ++k) {
      g.src_sel[k] = static_cast<uint8_t>(get(m.msg_src_sel_o, k * 4, 4));
    }
    for (int l = 0; l < L; ++l) {
      valhall::LaneOut& lo = o.lane[l];
      lo.we = static_cast<uint8_t>(get(m.we_o, l * 2, 2));
      lo.value[0] = get32(m.value_o, l * 64);
      lo.value[1] = get32(m.value_o, l * 64 + 32);
      lo.branch_taken = get(m.branch_taken_o, l, 1);
      lo.branch_target = static_cast<uint64_t>(get32(m.branch_target_o, l * 64)) |
                         static_cast<uint64_t>(get32(m.branch_target_o, l * 64 + 32)) << 32;
      lo.discard = get(m.discard_o, l, 1);
      lo.msg_en = get(m.msg_en_o, l, 1);
      for (int k = 0; k < S; ++k) {
        const unsigned lsb = (l * S + k) * 64;
        lo.msg_src[k] = static_cast<uint64_t>(get32(m.msg_src_o, lsb)) |
                        static_cast<uint64_t>(get32(m.msg_src_o, lsb + 32)) << 32;
      }
      for (int i = 0; i < D; ++i) lo.msg_data[i] = get32(m.msg_data_o, (l * D + i) * 32);
    }
    return r;
  }

 private:
  valhall::ExecConfig cfg_;
};

}  // namespace shaderhw
