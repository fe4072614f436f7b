// Driver of the verilated TGSI execution engine (rtl/tgsi/tgsi_engine.sv, Vtgsi_engine; ports
// and protocol: rtl/tgsi/README.md, "Execution engine"): the port-level pieces shared by the TGSI
// harness plug-in (harness/tgsi/tgsi_rtl.cpp) and the engine's unit test
// (tests/tgsi/rtl_engine_test.cpp). It turns the golden model's records and registers
// (golden/tgsi/program.h, exec.h, texture.h) into the engine's load ports and reads its results
// back: the instruction record into the program port, one immediate / constant / input register
// into its write port, the texture request the engine offers, a register through the dbg port,
// a condition-code flag, and the end statuses.
//
// The write helpers only set the ports (write enable, address, value): the caller clocks the
// engine (tick()) and counts its cycles, then drops the write enable when its loop is done.
//
// Every helper takes either configuration (rtl/tgsi/README.md, "Configurations"): Vtgsi_engine
// (fast) or Vtgsi_engine_compact (compact; the placed netlist of synth/postroute.sh tgsi has the
// same ports). They differ in the dbg port only: combinational in the fast one, one clock late
// in the compact one (kClockedDbg<M>; read_register handles both).
#pragma once

// Verilator's headers are not -Wextra clean (unused parameters).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vtgsi_engine.h"
#include "Vtgsi_engine_compact.h"
#pragma GCC diagnostic pop

#include <cstdint>
#include <type_traits>
#include <vector>

#include "tgsi/exec.h"
#include "tgsi/program.h"
#include "tgsi/texture.h"

namespace shaderhw::tgsi::rtl {

// tgsi_engine_pkg::status_e
enum EngineStatus : uint8_t {
  ST_OK = 0,
  ST_STEP_LIMIT = 1,
  ST_LOOP_LIMIT = 2,
  ST_CALL_DEPTH = 3,
  ST_UNIMPL = 4,
  ST_BAD_LABEL = 5
};

inline const char* engine_status_name(uint8_t s) {
  static const char* const kNames[] = {"OK", "STEP_LIMIT", "LOOP_LIMIT", "CALL_DEPTH", "UNIMPL",
                                       "BAD_LABEL"};
  return s < 6 ? kNames[s] : "?";
}

// The engine status standing for a golden status; 0xFF for the statuses the engine cannot report
// (a program refused before running).
inline uint8_t engine_status_of(ExecStatus s) {
  switch (s) {
    case ExecStatus::OK: return ST_OK;
    case ExecStatus::STEP_LIMIT: return ST_STEP_LIMIT;
    case ExecStatus::LOOP_LIMIT: return ST_LOOP_LIMIT;
    case ExecStatus::CALL_DEPTH: return ST_CALL_DEPTH;
    default: return 0xFF;
  }
}

// Reset with the clock low.
template <class M>
void reset(M& m) {
  m.clk_i = 0;
  m.rst_ni = 0;
  m.eval();
  m.rst_ni = 1;
  m.eval();
}

// One clock cycle (low, then the rising edge).
template <class M>
void tick(M& m) {
  m.clk_i = 0;
  m.eval();
  m.clk_i = 1;
  m.eval();
}

// A swizzle of four 2-bit selectors, x in the low bits.
inline uint32_t swizzle_bits(const uint8_t s[4]) {
  return s[0] | s[1] << 2 | s[2] << 4 | s[3] << 6;
}

// Instruction `index` of the program memory: the decoder's INSN record fields (rtl/tgsi/README.md)
// from the golden record, written at the next edge (prog_we_i is left set).
template <class M>
void load_instruction(M& m, uint32_t index, const Instruction& in) {
  m.prog_we_i = 1;
  m.prog_addr_i = index;
  m.prog_opcode_i = static_cast<uint8_t>(in.opcode);
  m.prog_saturate_i = static_cast<uint8_t>(in.saturate);
  m.prog_has_dst_i = in.num_dst == 1;
  m.prog_num_src_i = in.num_src;
  m.prog_nv_valid_i = in.has_nv;
  m.prog_nv_cond_dst_index_i = in.nv.cond_dst_index;
  m.prog_nv_cond_flow_index_i = in.nv.cond_flow_index;
  m.prog_nv_cond_mask_i = static_cast<uint8_t>(in.nv.cond_mask);
  m.prog_nv_cond_swizzle_i = swizzle_bits(in.nv.cond_swizzle);
  m.prog_nv_cond_dst_update_i = in.nv.cond_dst_update;
  m.prog_nv_cond_flow_enable_i = in.nv.cond_flow_enable;
  m.prog_label_valid_i = in.has_label;
  m.prog_label_i = in.label.label;
  m.prog_label_target_i = in.label.target;
  m.prog_texture_i = in.has_texture ? static_cast<uint8_t>(in.texture) : 0;
  const DstOperand& d = in.dst;
  m.prog_dst_file_i = static_cast<uint8_t>(d.file);
  m.prog_dst_write_mask_i = d.write_mask;
  m.prog_dst_index_i = static_cast<uint16_t>(d.index);
  m.prog_dst_cc_valid_i = d.has_condcode;
  m.prog_dst_cc_mask_i = static_cast<uint8_t>(d.condcode.cond_mask);
  m.prog_dst_cc_swizzle_i = swizzle_bits(d.condcode.cond_swizzle);
  m.prog_dst_cc_src_index_i = d.condcode.cond_src_index;
  m.prog_dst_mod_valid_i = d.has_modulate;
  m.prog_dst_modulate_i = static_cast<uint8_t>(d.modulate);
  uint64_t file = 0, swizzle = 0, negate = 0, idx = 0, swz_valid = 0, ext = 0, swz_neg = 0,
           divide = 0, mod_valid = 0, mod = 0, indirect = 0, ind_file = 0, ind_swz = 0,
           ind_index = 0, dim = 0;
  for (int k = 0; k < in.num_src && k < kMaxSrc; ++k) {
    const SrcOperand& s = in.src[k];
    file |= uint64_t{static_cast<uint8_t>(s.file)} << (4 * k);
    swizzle |= uint64_t{swizzle_bits(s.swizzle)} << (8 * k);
    negate |= uint64_t{s.negate} << k;
    idx |= uint64_t{static_cast<uint16_t>(s.index)} << (16 * k);
    swz_valid |= uint64_t{s.has_swz} << k;
    uint64_t e = 0;
    for (int c = 0; c < 4; ++c) e |= uint64_t{s.swz.ext_swizzle[c]} << (4 * c);
    ext |= e << (16 * k);
    swz_neg |= uint64_t{s.swz.negate} << (4 * k);
    divide |= uint64_t{s.swz.ext_divide} << (4 * k);
    mod_valid |= uint64_t{s.has_mod} << k;
    const uint64_t m5 = uint64_t{s.mod.complement} | uint64_t{s.mod.bias} << 1 |
                        uint64_t{s.mod.scale2x} << 2 | uint64_t{s.mod.absolute} << 3 |
                        uint64_t{s.mod.negate} << 4;
    mod |= m5 << (5 * k);
    indirect |= uint64_t{s.indirect} << k;
    ind_file |= uint64_t{static_cast<uint8_t>(s.ind.file)} << (4 * k);
    ind_swz |= uint64_t{swizzle_bits(s.ind.swizzle)} << (8 * k);
    ind_index |= uint64_t{static_cast<uint16_t>(s.ind.index)} << (16 * k);
    dim |= uint64_t{s.dimension} << k;
  }
  m.prog_src_file_i = static_cast<uint32_t>(file);
  m.prog_src_swizzle_i = static_cast<uint32_t>(swizzle);
  m.prog_src_negate_i = static_cast<uint32_t>(negate);
  m.prog_src_index_i = idx;
  m.prog_src_swz_valid_i = static_cast<uint32_t>(swz_valid);
  m.prog_src_ext_swizzle_i = ext;
  m.prog_src_swz_negate_i = static_cast<uint32_t>(swz_neg);
  m.prog_src_ext_divide_i = static_cast<uint32_t>(divide);
  m.prog_src_mod_valid_i = static_cast<uint32_t>(mod_valid);
  m.prog_src_mod_i = static_cast<uint32_t>(mod);
  m.prog_src_indirect_i = static_cast<uint32_t>(indirect);
  m.prog_src_ind_file_i = static_cast<uint32_t>(ind_file);
  m.prog_src_ind_swizzle_i = static_cast<uint32_t>(ind_swz);
  m.prog_src_ind_index_i = ind_index;
  m.prog_src_dimension_i = static_cast<uint32_t>(dim);
}

// IMMEDIATE[k] is the k-th group of four values over all IMMEDIATE tokens (docs/tgsi.md 6.5):
// the values of every immediate in order.
inline std::vector<uint32_t> immediate_values(const std::vector<Immediate>& imms) {
  std::vector<uint32_t> v;
  for (const Immediate& i : imms) v.insert(v.end(), i.values.begin(), i.values.end());
  return v;
}

// IMMEDIATE[index] = value[0..3], written at the next edge (imm_we_i is left set).
template <class M>
void write_immediate(M& m, uint32_t index, const uint32_t* value) {
  m.imm_we_i = 1;
  m.imm_index_i = index;
  for (int c = 0; c < 4; ++c) m.imm_value_i[c] = value[c];
}

// CONST[index] = v, written at the next edge (const_we_i is left set).
template <class M>
void write_constant(M& m, int index, const Vec4& v) {
  m.const_we_i = 1;
  m.const_index_i = index;
  for (int c = 0; c < 4; ++c) m.const_value_i[c] = v.c[c];
}

// IN[index] = v (every lane), written at the next edge (in_we_i is left set).
template <class M>
void write_input(M& m, int index, const QuadVec& v) {
  m.in_we_i = 1;
  m.in_index_i = index;
  for (int c = 0; c < 4; ++c)
    for (int l = 0; l < kLanes; ++l) m.in_value_i[c * kLanes + l] = v.v[c][l];
}

// The texture request the engine offers (meaningful while tex_req_valid_o); ddx / ddy are 0
// but for TXD.
template <class M>
TexRequest tex_request(const M& m) {
  TexRequest q;
  q.opcode = static_cast<gen::Opcode>(m.tex_req_opcode_o);
  q.target = static_cast<gen::Texture>(m.tex_req_target_o);
  q.unit = m.tex_req_unit_o;
  q.lane = m.tex_req_lane_o;
  for (int c = 0; c < 4; ++c) {
    q.coord[c] = m.tex_req_coord_o[c];
    q.ddx[c] = q.opcode == gen::Opcode::TXD ? m.tex_req_ddx_o[c] : 0;
    q.ddy[c] = q.opcode == gen::Opcode::TXD ? m.tex_req_ddy_o[c] : 0;
  }
  return q;
}

// Whether model M's dbg port answers one clock after the address (the compact configuration,
// and a placed netlist of it: pass true for those types).
template <class M>
inline constexpr bool kClockedDbg = std::is_same_v<M, Vtgsi_engine_compact>;

// Register `index` of register file `file` (a File value), every component and lane, through
// the dbg port: fast, combinational (one evaluation, no clock); clocked (compact), one clock
// edge, which changes nothing else only while the engine is idle, done or halted at an
// instruction boundary (dbg_halt_i, halted_o).
template <class M, bool kClocked = kClockedDbg<M>>
void read_register(M& m, uint8_t file, int index, QuadVec& q) {
  m.dbg_file_i = file;
  m.dbg_index_i = static_cast<uint8_t>(index);
  if (kClocked) tick(m);
  else m.eval();
  for (int c = 0; c < 4; ++c)
    for (int l = 0; l < kLanes; ++l) q.v[c][l] = m.dbg_value_o[c * kLanes + l];
}

// The flag of condition-code register i, component c, lane l (cc_o).
template <class M>
uint8_t cc_flag(const M& m, int i, int c, int l) {
  return static_cast<uint8_t>(m.cc_o >> (((i * 4 + c) * kLanes + l) * 2) & 3);
}

}  // namespace shaderhw::tgsi::rtl
