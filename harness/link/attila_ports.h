// Port image of rtl/attila/attila_pipeline.sv (Lanes = 4, TagWidth = 16) for the prototype link:
// member names as the verilated model's, fields listed in port declaration order (the order
// rtl/proto/attila_proto_top.sv concatenates them). The accumulator ports' width follows F of
// the fixed-point unit, which the bitstream reports in its identity (config byte).
#pragma once
#include <string>

#include "attila/execute.h"
#include "link/port_image.h"

namespace shaderhw::link {

struct AttilaPorts {
  static constexpr uint8_t kIsa = kIsaAttila;
  static constexpr unsigned L = 4;
  static constexpr unsigned kMaxAccW = 1 + 32 + 2 * 16;

  // Inputs
  PortT<16> tag_i = 0;
  PortT<64> qword0_i = 0, qword1_i = 0;
  PortT<32> pc_i = 0;
  PortT<1> micro_triangle_i = 0;
  PortT<L> active_i = 0;
  PortT<L * 3 * 128> src_i{};
  PortT<L * 32> pred_i{};
  PortT<L * 256> addr_i{};
  PortT<L * 4 * kMaxAccW> acc_i{};
  PortT<L * 4> sample_i = 0;
  // Outputs
  PortT<16> tag_o = 0;
  PortT<1> illegal_o = 0, end_o = 0, wait_o = 0;
  PortT<8> opcode_o = 0;
  PortT<3> res_bank_o = 0;
  PortT<8> res_reg_o = 0;
  PortT<1> tex_valid_o = 0;
  PortT<8> tex_unit_o = 0;
  PortT<4> tex_mask_o = 0;
  PortT<1> tex_sat_o = 0, jmp_valid_o = 0, jmp_taken_o = 0;
  PortT<32> jmp_target_o = 0;
  PortT<L * 4> res_we_o = 0;
  PortT<L * 128> res_o{};
  PortT<L> pred_we_o = 0, pred_val_o = 0;
  PortT<L * 4> acc_we_o = 0;
  PortT<L * 4 * kMaxAccW> acc_o{};
  PortT<L * 16> kill_o = 0;
  PortT<L * 4> zexp_en_o = 0, zexp_base_o = 0;
  PortT<L * 128> zexp_o{};
  PortT<L> chs_o = 0, tex_en_o = 0;
  PortT<L * 128> tex_coord_o{};
  PortT<L * 32> tex_param_o{};
  PortT<L * 3 * 9> const_index_o{};

  unsigned acc_w = 1 + 32 + 2 * 8;  // 1 + 32 + 2F

  // From the identity's config byte (F); "" when usable, else why not.
  std::string configure(const Identity& id) {
    if (id.config < 1 || id.config > 16) {
      return "ATTILA bitstream reports F = " + std::to_string(id.config) + " (expected 1..16)";
    }
    acc_w = 1 + 32 + 2u * id.config;
    return {};
  }
  // The run's configuration against the bitstream's.
  static std::string mismatch(const Identity& id, const attila::ExecConfig& cfg) {
    if (static_cast<int>(id.config) != cfg.fx_frac_bits) {
      return "the bitstream's fixed-point unit has F = " + std::to_string(id.config) +
             ", the run asks for F = " + std::to_string(cfg.fx_frac_bits);
    }
    return {};
  }

  template <class F>
  void visit_in(F&& f) {
    f(tag_i, 16); f(qword0_i, 64); f(qword1_i, 64); f(pc_i, 32); f(micro_triangle_i, 1);
    f(active_i, L); f(src_i, L * 3 * 128); f(pred_i, L * 32); f(addr_i, L * 256);
    f(acc_i, L * 4 * acc_w); f(sample_i, L * 4);
  }
  template <class F>
  void visit_out(F&& f) {
    f(tag_o, 16); f(illegal_o, 1); f(end_o, 1); f(wait_o, 1); f(opcode_o, 8); f(res_bank_o, 3);
    f(res_reg_o, 8); f(tex_valid_o, 1); f(tex_unit_o, 8); f(tex_mask_o, 4); f(tex_sat_o, 1);
    f(jmp_valid_o, 1); f(jmp_taken_o, 1); f(jmp_target_o, 32); f(res_we_o, L * 4);
    f(res_o, L * 128); f(pred_we_o, L); f(pred_val_o, L); f(acc_we_o, L * 4);
    f(acc_o, L * 4 * acc_w); f(kill_o, L * 16); f(zexp_en_o, L * 4); f(zexp_base_o, L * 4);
    f(zexp_o, L * 128); f(chs_o, L); f(tex_en_o, L); f(tex_coord_o, L * 128);
    f(tex_param_o, L * 32); f(const_index_o, L * 3 * 9);
  }
};

}  // namespace shaderhw::link
