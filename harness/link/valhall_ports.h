// Port image of rtl/valhall/valhall_pipeline.sv (Lanes = 4, TagWidth = 16) for the prototype
// link: member names as the verilated model's, fields listed in port declaration order (the
// order rtl/proto/valhall_proto_top.sv concatenates them). Widths from the generated tables
// (the same numbers valhall_pkg has).
#pragma once
#include <string>

#include "link/port_image.h"
#include "valhall/execute.h"

namespace shaderhw::link {

struct ValhallPorts {
  static constexpr uint8_t kIsa = kIsaValhall;
  static constexpr unsigned L = 4;
  static constexpr unsigned S = valhall::gen::MAX_SRCS;
  static constexpr unsigned G = valhall::gen::MAX_STAGING;
  static constexpr unsigned M = valhall::gen::NUM_MODS;
  static constexpr unsigned I = valhall::gen::NUM_IMMS;
  static constexpr unsigned D = 8;  // staging registers per lane (execute.h kMaxStagingData)
  // valhall_pkg::INS_BITS: bits of an instruction index (gen_valhall_tables.py bits_for).
  static constexpr unsigned kInsBits = [] {
    unsigned b = 1;
    while ((1u << b) < valhall::gen::NUM_INS) ++b;
    return b;
  }();
  static_assert(D == static_cast<unsigned>(valhall::kMaxStagingData), "staging registers");

  // Inputs
  PortT<16> in_tag_i = 0;
  PortT<64> instr_i = 0, pc_i = 0;
  PortT<2> ftz_i = 0;
  PortT<L> active_i = 0;
  PortT<L * S * 64> src_i{};
  PortT<L * 64> dest_old_i{};
  PortT<L * D * 32> staging_i{};
  // Outputs
  PortT<16> out_tag_o = 0;
  PortT<1> illegal_o = 0;
  PortT<kInsBits> ins_o = 0;
  PortT<4> flow_o = 0;
  PortT<6> dest_reg_o = 0;
  PortT<L * 2> we_o = 0;
  PortT<L * 64> value_o{};
  PortT<L> branch_taken_o = 0;
  PortT<L * 64> branch_target_o{};
  PortT<L> discard_o = 0;
  PortT<1> msg_valid_o = 0;
  PortT<3> msg_unit_o = 0;
  PortT<G * 6> msg_sr_reg_o = 0;
  PortT<G * 4> msg_sr_count_o = 0;
  PortT<G * 2> msg_sr_flags_o = 0;
  PortT<G> msg_sr_read_o = 0, msg_sr_write_o = 0;
  PortT<M * 4> msg_mod_o{};
  PortT<I * 32> msg_imm_o{};
  PortT<S * 4> msg_src_sel_o = 0;
  PortT<L> msg_en_o = 0;
  PortT<L * S * 64> msg_src_o{};
  PortT<L * D * 32> msg_data_o{};

  std::string configure(const Identity&) { return {}; }
  // Flush-to-zero travels with each transaction (an input port): nothing to match.
  template <class Config>
  static std::string mismatch(const Identity&, const Config&) { return {}; }

  template <class F>
  void visit_in(F&& f) {
    f(in_tag_i, 16); f(instr_i, 64); f(pc_i, 64); f(ftz_i, 2); f(active_i, L);
    f(src_i, L * S * 64); f(dest_old_i, L * 64); f(staging_i, L * D * 32);
  }
  template <class F>
  void visit_out(F&& f) {
    f(out_tag_o, 16); f(illegal_o, 1); f(ins_o, kInsBits); f(flow_o, 4); f(dest_reg_o, 6);
    f(we_o, L * 2); f(value_o, L * 64); f(branch_taken_o, L); f(branch_target_o, L * 64);
    f(discard_o, L); f(msg_valid_o, 1); f(msg_unit_o, 3); f(msg_sr_reg_o, G * 6);
    f(msg_sr_count_o, G * 4); f(msg_sr_flags_o, G * 2); f(msg_sr_read_o, G);
    f(msg_sr_write_o, G); f(msg_mod_o, M * 4); f(msg_imm_o, I * 32); f(msg_src_sel_o, S * 4);
    f(msg_en_o, L); f(msg_src_o, L * S * 64); f(msg_data_o, L * D * 32);
  }
};

}  // namespace shaderhw::link
