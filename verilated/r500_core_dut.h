// Adapter of rtl/r500/r500_core.sv (the shader core that runs whole programs; verilated as
// Vr500_core) to C++: the load and read-back ports, the configuration, a run with the texture
// port served by a texture function (by default golden texture_sample(), docs/r500.md 13), and
// the trace port decoded into one CoreRetire per executed instruction. The port forms are those
// of rtl/r500/README.md ("Shader core"); the state is golden/r500/iss.h's, so that a harness can
// compare the core with the ISS instruction by instruction and at the end.
#pragma once
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "dut.h"
#include "port_bits.h"
#include "r500/iss.h"
#include "r500_dut.h"

namespace shaderhw {

namespace r500 {

// What a run starts from besides the memories: the ISS configuration and the per-pixel state of
// iss.h's IssPixel that a run does not reset.
struct CoreStart {
  IssConfig cfg;
  uint8_t pred[kPixels] = {0, 0, 0, 0};
  bool alu_result[kPixels] = {false, false, false, false};
  bool covered[kPixels] = {true, true, true, true};
  bool killed[kPixels] = {false, false, false, false};
};

// A texture request of the core, with the pixel it serves.
struct CoreTexRequest {
  int pixel = 0;
  TexRequest req;
};

// One beat of the trace port: an executed instruction and its effects.
struct CoreRetire {
  uint16_t pc = 0;
  uint16_t next_pc = 0;
  InstType type = InstType::ALU;
  bool illegal = false;
  uint8_t aL = 0;  // the aL the instruction used
  // ALU/OUT/TEX effects in the form of execute.h's ExecOut: rgb_addr, alpha_addr, rgb_target,
  // alpha_target, tex_dst_addr and per pixel rgb_we, alpha_we, temp, out_we, out, w_we, w,
  // pred_we, pred, alu_result_we, alu_result, tex_issue, tex_we (channels written), kill. The
  // other fields (result, the request record) are not on the trace: `requests` has the record.
  ExecOut out;
  Vec4 texel_written[kPixels];           // destination values written (0 in channels not written)
  std::vector<CoreTexRequest> requests;  // the instruction's texture requests, in order
  bool fc_take = false, fc_overflow = false, fc_underflow = false, fc_beyond_mode = false;
  // State after the instruction.
  FcState fc;
  uint8_t pred[kPixels] = {0, 0, 0, 0};
  bool alu_result[kPixels] = {false, false, false, false};
  bool killed[kPixels] = {false, false, false, false};
};

// Hooks of a run. Unset members: texture_sample(), no trace consumer, always ready, the response
// in the cycle after the request.
struct CoreRunHooks {
  std::function<Vec4(const TexRequest&, int pixel)> texture;
  std::function<void(const CoreRetire&)> on_retire;
  std::function<bool()> request_ready;       // tex_req_ready_i of this cycle
  std::function<unsigned()> response_delay;  // cycles from the request to its response, >= 1
};

struct CoreRunResult {
  IssResult result;     // status, steps, last_pc, illegal_count as the core reports them
  uint64_t cycles = 0;  // from start to done
  bool timed_out = false;
};

}  // namespace r500

template <class Model>
class R500CoreDut : public VerilatedDut<Model> {
 public:
  static constexpr int P = r500::kPixels;
  // Spaces of the load and read-back ports (rtl/r500/README.md).
  static constexpr unsigned kImem = 0, kConst = 1, kTemp = 2, kOut = 3;

  R500CoreDut() {
    Model& m = this->m();
    m.load_valid_i = 0;
    m.start_i = 0;
    m.tex_req_ready_i = 0;
    m.tex_resp_valid_i = 0;
    this->reset();
  }

  // ---- load port (one word per cycle, core idle) ----
  void load_instruction(uint16_t slot, const r500::Instruction& w) {
    uint32_t d[16] = {};
    for (int i = 0; i < r500::kWords; ++i) d[i] = w.w[i];
    load(kImem, slot & r500::kPcMask, d);
  }
  void load_const(uint16_t index, const r500::Vec4& v) {
    uint32_t d[16] = {};
    for (int c = 0; c < 4; ++c) d[c] = v.c[c];
    load(kConst, index & 0xFF, d);
  }
  // Temporary `index` of the four pixels.
  void load_temps(uint8_t index, const r500::Vec4 (&v)[P]) {
    uint32_t d[16] = {};
    for (int p = 0; p < P; ++p)
      for (int c = 0; c < 4; ++c) d[4 * p + c] = v[p].c[c];
    load(kTemp, index & 0x7F, d);
  }

  // ---- read-back port (one word per cycle, core idle) ----
  r500::Instruction read_instruction(uint16_t slot) {
    uint32_t d[16];
    read_back(kImem, slot & r500::kPcMask, d);
    r500::Instruction w;
    for (int i = 0; i < r500::kWords; ++i) w.w[i] = d[i];
    return w;
  }
  r500::Vec4 read_const(uint16_t index) {
    uint32_t d[16];
    read_back(kConst, index & 0xFF, d);
    return r500::Vec4{{d[0], d[1], d[2], d[3]}};
  }
  void read_temps(uint8_t index, r500::Vec4 (&v)[P]) { read_quad(kTemp, index & 0x7F, v); }
  void read_outputs(uint8_t target, r500::Vec4 (&v)[P]) { read_quad(kOut, target & 3, v); }

  // The per-pixel state after a run, in the ISS's form: every temporary and output through the
  // read-back port (132 cycles), the rest from the state ports. `covered` is not state.
  void read_pixels(r500::IssPixel (&px)[P]) {
    r500::Vec4 v[P];
    for (int i = 0; i < r500::kTemps; ++i) {
      read_temps(static_cast<uint8_t>(i), v);
      for (int p = 0; p < P; ++p) px[p].temp[i] = v[p];
    }
    for (int t = 0; t < r500::kTargets; ++t) {
      read_outputs(static_cast<uint8_t>(t), v);
      for (int p = 0; p < P; ++p) px[p].out[t] = v[p];
    }
    const Model& m = this->m();
    for (int p = 0; p < P; ++p) {
      r500::IssPixel& x = px[p];
      x.pred = static_cast<uint8_t>((m.pred_o >> (4 * p)) & 0xF);
      x.alu_result = (m.alu_result_o >> p) & 1;
      x.killed = (m.killed_o >> p) & 1;
      for (int t = 0; t < r500::kTargets; ++t)
        x.out_written[t] = static_cast<uint8_t>((m.out_written_o >> ((4 * p + t) * 4)) & 0xF);
      x.w = port_bits::get32(m.w_o, 32 * p);
      x.w_written = (m.w_written_o >> p) & 1;
    }
  }

  // The flow-control state (8.1) on the state ports.
  r500::FcState fc_state() const {
    using port_bits::get;
    const Model& m = this->m();
    r500::FcState s;
    s.pc = m.pc_o;
    for (int p = 0; p < P; ++p) {
      s.px[p].active = (m.active_o >> p) & 1;
      s.px[p].bcnt = static_cast<int8_t>((m.bcnt_o >> (8 * p)) & 0xFF);
    }
    for (int i = 0; i < r500::kLoopDepth; ++i) {
      s.loop_count.v[i] = static_cast<uint8_t>(get(m.loop_count_o, 8 * i, 8));
      s.loop_al.v[i] = static_cast<uint8_t>(get(m.loop_al_o, 8 * i, 8));
    }
    for (int i = 0; i < r500::kAddrDepth; ++i)
      s.addr.v[i] = static_cast<uint16_t>(get(m.addr_stack_o, 9 * i, 9));
    s.loop_count.depth = m.loop_count_depth_o;
    s.loop_al.depth = m.loop_al_depth_o;
    s.addr.depth = m.addr_depth_o;
    return s;
  }
  uint8_t al() const { return this->m().al_o; }

  // ---- a run ----
  r500::CoreRunResult run(const r500::CoreStart& st, const r500::CoreRunHooks& hooks,
                          uint64_t max_cycles) {
    using namespace port_bits;
    Model& m = this->m();
    const r500::IssConfig& cfg = st.cfg;
    m.start_addr_i = cfg.start_addr & r500::kPcMask;
    m.end_addr_i = cfg.end_addr & r500::kPcMask;
    m.code_offset_i = cfg.fc.code_offset & r500::kPcMask;
    m.bool_const_i = cfg.fc.bool_const;
    for (int i = 0; i < 32; ++i) put(m.int_const_i, 24 * i, 24, cfg.fc.int_const[i] & 0xFFFFFF);
    m.full_fc_en_i = cfg.fc.full_fc_en;
    m.zero_times_anything_i = cfg.exec.zero_times_anything;
    m.max_steps_i =
        cfg.max_steps > 0xFFFFFFFFull ? 0xFFFFFFFFu : static_cast<uint32_t>(cfg.max_steps);
    uint32_t pred = 0, alu = 0, covered = 0, killed = 0;
    for (int p = 0; p < P; ++p) {
      pred |= (st.pred[p] & 0xFu) << (4 * p);
      alu |= static_cast<uint32_t>(st.alu_result[p]) << p;
      covered |= static_cast<uint32_t>(st.covered[p]) << p;
      killed |= static_cast<uint32_t>(st.killed[p]) << p;
    }
    m.init_pred_i = pred;
    m.init_alu_result_i = alu;
    m.covered_i = covered;
    m.init_killed_i = killed;

    r500::CoreRunResult res;
    std::vector<r500::CoreTexRequest> requests;
    bool resp_pending = false;
    unsigned resp_wait = 0;
    r500::Vec4 texel;
    const uint64_t first = this->cycle();
    m.start_i = 1;
    this->settle();
    this->tick();
    m.start_i = 0;
    while (!m.done_o) {
      if (this->cycle() - first >= max_cycles) {
        res.timed_out = true;
        break;
      }
      m.tex_req_ready_i = hooks.request_ready ? hooks.request_ready() : true;
      const bool respond = resp_pending && resp_wait == 0;
      m.tex_resp_valid_i = respond;
      for (int c = 0; c < 4; ++c) put32(m.tex_resp_texel_i, 32 * c, respond ? texel.c[c] : 0);
      this->settle();
      bool requested = false;
      if (m.tex_req_valid_o && m.tex_req_ready_i) {
        r500::CoreTexRequest q;
        q.pixel = m.tex_req_pixel_o;
        q.req.op = static_cast<r500::TexOp>(m.tex_req_op_o);
        q.req.unit = m.tex_req_unit_o;
        q.req.unscaled = m.tex_req_unscaled_o;
        for (int c = 0; c < 4; ++c) {
          q.req.coord.c[c] = get32(m.tex_req_coord_o, 32 * c);
          q.req.dx.c[c] = get32(m.tex_req_dx_o, 32 * c);
          q.req.dy.c[c] = get32(m.tex_req_dy_o, 32 * c);
        }
        texel = hooks.texture ? hooks.texture(q.req, q.pixel) : r500::texture_sample(q.req);
        const unsigned delay = hooks.response_delay ? hooks.response_delay() : 1;
        resp_pending = true;
        resp_wait = delay > 0 ? delay - 1 : 0;
        requested = true;
        requests.push_back(q);
      }
      this->tick();
      if (respond)
        resp_pending = false;
      else if (resp_pending && !requested && resp_wait > 0)
        --resp_wait;
      if (m.trace_valid_o) {
        r500::CoreRetire beat = trace();
        beat.requests = std::move(requests);
        requests.clear();
        if (hooks.on_retire) hooks.on_retire(beat);
      }
    }
    m.tex_req_ready_i = 0;
    m.tex_resp_valid_i = 0;
    res.cycles = this->cycle() - first;
    res.result.status = static_cast<r500::IssStatus>(m.status_o);
    res.result.steps = m.steps_o;
    res.result.last_pc = m.last_pc_o;
    res.result.illegal_count = m.illegal_count_o;
    return res;
  }

 private:
  void load(unsigned space, unsigned addr, const uint32_t (&d)[16]) {
    Model& m = this->m();
    m.load_valid_i = 1;
    m.load_space_i = space;
    m.load_addr_i = addr;
    for (int i = 0; i < 16; ++i) m.load_data_i[i] = d[i];
    this->settle();
    this->tick();
    m.load_valid_i = 0;
  }
  void read_back(unsigned space, unsigned addr, uint32_t (&d)[16]) {
    Model& m = this->m();
    m.rd_space_i = space;
    m.rd_addr_i = addr;
    this->settle();
    this->tick();
    for (int i = 0; i < 16; ++i) d[i] = m.rd_data_o[i];
  }
  void read_quad(unsigned space, unsigned addr, r500::Vec4 (&v)[P]) {
    uint32_t d[16];
    read_back(space, addr, d);
    for (int p = 0; p < P; ++p)
      for (int c = 0; c < 4; ++c) v[p].c[c] = d[4 * p + c];
  }

  r500::CoreRetire trace() const {
    using namespace port_bits;
    const Model& m = this->m();
    r500::CoreRetire b;
    b.pc = m.trace_pc_o;
    b.next_pc = m.trace_next_pc_o;
    b.type = static_cast<r500::InstType>(m.trace_type_o);
    b.illegal = m.trace_illegal_o;
    b.aL = m.trace_al_o;
    r500::ExecOut& o = b.out;
    o.illegal = b.illegal;
    o.type = b.type;
    o.rgb_addr = m.trace_rgb_addr_o;
    o.alpha_addr = m.trace_alpha_addr_o;
    o.rgb_target = m.trace_rgb_target_o;
    o.alpha_target = m.trace_alpha_target_o;
    o.tex_dst_addr = m.trace_tex_dst_addr_o;
    for (int p = 0; p < P; ++p) {
      r500::PixelOut& x = o.px[p];
      x.rgb_we = static_cast<uint8_t>(get(m.trace_rgb_we_o, 3 * p, 3));
      x.alpha_we = get(m.trace_alpha_we_o, p, 1);
      x.temp = r500::vec_at(m.trace_temp_o, 128 * p);
      x.out_we = static_cast<uint8_t>(get(m.trace_out_we_o, 4 * p, 4));
      x.out = r500::vec_at(m.trace_out_o, 128 * p);
      x.w_we = get(m.trace_w_we_o, p, 1);
      x.w = get32(m.trace_w_o, 32 * p);
      x.pred_we = static_cast<uint8_t>(get(m.trace_pred_we_o, 4 * p, 4));
      x.pred = static_cast<uint8_t>(get(m.trace_pred_o, 4 * p, 4));
      x.alu_result_we = get(m.trace_alu_result_we_o, p, 1);
      x.alu_result = get(m.trace_alu_result_o, p, 1);
      x.tex_issue = get(m.trace_tex_issue_o, p, 1);
      x.tex_we = static_cast<uint8_t>(get(m.trace_tex_we_o, 4 * p, 4));
      x.kill = get(m.trace_kill_o, p, 1);
      b.texel_written[p] = r500::vec_at(m.trace_tex_o, 128 * p);
      b.pred[p] = static_cast<uint8_t>((m.pred_o >> (4 * p)) & 0xF);
      b.alu_result[p] = (m.alu_result_o >> p) & 1;
      b.killed[p] = (m.killed_o >> p) & 1;
    }
    b.fc_take = m.trace_fc_take_o;
    b.fc_overflow = m.trace_fc_overflow_o;
    b.fc_underflow = m.trace_fc_underflow_o;
    b.fc_beyond_mode = m.trace_fc_beyond_mode_o;
    b.fc = fc_state();
    return b;
  }

};

}  // namespace shaderhw
