// Driver of the verilated TGSI streaming token decoder (rtl/tgsi/tgsi_decoder.sv; ports, protocol
// and record layout: rtl/tgsi/README.md). It feeds one stream per run() through the start
// command and the token port, with random producer bubbles and random consumer back-pressure,
// and turns the records the decoder emits into the golden model's records (golden/tgsi/program.h)
// so that a test compares them with golden/tgsi's parse() field by field.
//
// What run() checks of the protocol itself (RunResult::protocol): a record offered and not
// taken stays unchanged until taken; nothing follows END; the decoder never asks for a token
// beyond the announced stream length; the stream ends (END taken, every token consumed, not
// busy) within a cycle bound proportional to its length (otherwise `finished` is false: a hang).
// The model must come with a ports-identical traced variant; Model is Vtgsi_decoder or
// Vtgsi_decoder_trace (then a VerilatedFstC may be attached, or a TraceClock shared with the
// engine's model, tgsi_trace_clock.h).
#pragma once

// Verilator's headers are not -Wextra clean (unused parameters).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>
#include <verilated_fst_c.h>
#pragma GCC diagnostic pop

#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "tgsi/parse.h"
#include "tgsi/program.h"
#include "tgsi_trace_clock.h"

namespace shaderhw::tgsi::rtl {

// Record kinds of rec_kind_o (rtl/tgsi/tgsi_decoder_pkg.sv rec_kind_e).
enum RecKind : uint8_t {
  REC_HEADER = 0,
  REC_DECL = 1,
  REC_IMM = 2,
  REC_IMM_DATA = 3,
  REC_INSN = 4,
  REC_END = 5
};

struct DriveOptions {
  bool strict = true;         // start_strict_i (D30)
  double bubble = 0.0;        // probability that the producer offers no token in a cycle
  double backpressure = 0.0;  // probability that the consumer refuses the record in a cycle
  uint64_t seed = 1;          // of the bubble / back-pressure pattern
};

struct RunResult {
  bool finished = false;  // END taken, every token consumed, decoder idle
  Error error = Error::OK;
  uint32_t error_index = 0;
  bool has_header = false;
  Header header;
  std::vector<Declaration> decls;
  std::vector<Immediate> imms;  // complete immediates only (a truncated one is dropped)
  std::vector<Instruction> insns;
  uint64_t cycles = 0;
  std::string protocol;  // first protocol violation seen (empty: none)
};

template <class Model>
class DecoderDriver {
 public:
  // `name`: the model's top scope (in a trace file).
  explicit DecoderDriver(VerilatedContext* ctx, const char* name = "TOP")
      : m_(new Model(ctx, name)) {
    reset();
  }

  // Traced models only: dump every cycle to `t` (opened by the caller after this call).
  void trace_to(VerilatedFstC* t) {
    trace_ = t;
    m_->trace(t, 99);
  }

  // Traced models in a system's FST: run() dumps its cycles on `clock`'s time axis and advances
  // it, one cycle per cycle of RunResult::cycles (reset() does neither).
  void share_clock(TraceClock* clock) { clock_ = clock; }

  Model& model() { return *m_; }

  void reset() {
    m_->clk_i = 0;
    m_->rst_ni = 0;
    m_->start_valid_i = 0;
    m_->tok_valid_i = 0;
    m_->rec_ready_i = 0;
    m_->eval();
    dump();
    tick(false);
    tick(false);
    m_->rst_ni = 1;
    m_->eval();
  }

  // One stream, start command to the decoder's return to idle.
  RunResult run(const std::vector<uint32_t>& tokens, const DriveOptions& opt) {
    RunResult r;
    rng_ = opt.seed * 0x9E3779B97F4A7C15ull + 1;
    const uint64_t n = tokens.size();
    // Bound: every token and record may be held up by bubbles / back-pressure; records are at
    // most one per token plus HEADER and END. Generous so that slow random patterns pass.
    const uint64_t bound = 64 + (4 * n + 8) * 16;
    uint64_t pos = 0;
    bool offering = false, end_seen = false, started = false, held = false;
    uint64_t held_sig = 0;
    uint32_t imm_expected = 0, imm_vectors = 0;
    bool imm_open = false;
    Immediate imm;

    for (uint64_t cycle = 0; cycle < bound; ++cycle) {
      // Inputs of this cycle.
      m_->start_valid_i = !started;
      m_->start_len_i = static_cast<uint32_t>(n);
      m_->start_strict_i = opt.strict;
      if (started && !offering && pos < n && !chance(opt.bubble)) offering = true;
      m_->tok_valid_i = offering;
      m_->tok_i = offering ? tokens[pos] : 0xDEADBEEFu;
      const bool ready = !chance(opt.backpressure);
      m_->rec_ready_i = ready;
      m_->eval();
      if (clock_) clock_->settled();

      // Outputs before the edge.
      if (!started && m_->start_ready_o) started = true;  // taken at this edge
      if (m_->rec_valid_o) {
        const uint64_t sig = signature();
        if (held && sig != held_sig) fail(r, cycle, "record changed while not taken");
        if (end_seen) fail(r, cycle, "record after END");
        held = !ready;
        held_sig = sig;
        if (ready) take(r, end_seen, imm, imm_open, imm_expected, imm_vectors, cycle);
      } else {
        if (held) fail(r, cycle, "record withdrawn before it was taken");
        held = false;
      }
      if (m_->tok_ready_o && pos >= n) fail(r, cycle, "tok_ready_o beyond the stream length");
      if (offering && m_->tok_ready_o) {
        ++pos;
        offering = false;
      }
      tick();
      r.cycles = cycle + 1;
      if (end_seen && pos == n && !m_->busy_o && !m_->rec_valid_o) {
        r.finished = true;
        break;
      }
    }
    m_->start_valid_i = 0;
    m_->tok_valid_i = 0;
    m_->rec_ready_i = 0;
    m_->eval();
    return r;
  }

 private:
  std::unique_ptr<Model> m_;
  VerilatedFstC* trace_ = nullptr;
  uint64_t time_ = 0;
  TraceClock* clock_ = nullptr;
  uint64_t rng_ = 1;

  uint64_t next() {
    uint64_t z = (rng_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  bool chance(double p) { return p > 0 && static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

  void dump() {
    if (trace_ && trace_->isOpen()) trace_->dump(time_);
    ++time_;
  }
  void tick(bool on_clock = true) {
    m_->clk_i = 1;
    m_->eval();
    dump();
    if (clock_ && on_clock) clock_->edge();
    m_->clk_i = 0;
    m_->eval();
    dump();
  }

  static void fail(RunResult& r, uint64_t cycle, const char* what) {
    if (r.protocol.empty()) r.protocol = std::string(what) + " (cycle " + std::to_string(cycle) + ")";
  }

  // A digest of the offered record, for the stability check.
  uint64_t signature() const {
    uint64_t h = m_->rec_kind_o;
    auto mix = [&h](uint64_t v) { h = (h ^ v) * 0x100000001B3ull; };
    mix(m_->rec_index_o);
    mix(m_->end_error_o);
    mix(m_->decl_mask_o);
    mix(m_->imm_value_o[0]);
    mix(m_->imm_value_o[3]);
    mix(m_->insn_opcode_o);
    mix(m_->src_index_o);
    mix(m_->src_file_o);
    mix(m_->dst_index_o);
    return h;
  }

  static uint8_t bits(uint64_t v, unsigned lsb, unsigned w) {
    return static_cast<uint8_t>((v >> lsb) & ((1ull << w) - 1));
  }

  static void swz4(uint8_t (&d)[4], uint64_t v, unsigned lsb) {
    for (int c = 0; c < 4; ++c) d[c] = bits(v, lsb + 2 * c, 2);
  }

  Instruction instruction() const {
    const Model& m = *m_;
    Instruction in;
    in.token_index = m.rec_index_o;
    in.size = m.insn_size_o;
    in.opcode = static_cast<Opcode>(m.insn_opcode_o);
    in.saturate = static_cast<Sat>(m.insn_saturate_o);
    in.num_dst = m.insn_num_dst_o;
    in.num_src = m.insn_num_src_o;
    in.has_nv = m.nv_valid_o;
    in.nv.precision = static_cast<Precision>(m.nv_precision_o);
    in.nv.cond_dst_index = m.nv_cond_dst_index_o;
    in.nv.cond_flow_index = m.nv_cond_flow_index_o;
    in.nv.cond_mask = static_cast<Cc>(m.nv_cond_mask_o);
    swz4(in.nv.cond_swizzle, m.nv_cond_swizzle_o, 0);
    in.nv.cond_dst_update = m.nv_cond_dst_update_o;
    in.nv.cond_flow_enable = m.nv_cond_flow_enable_o;
    in.has_label = m.label_valid_o;
    in.label.label = m.label_o;
    in.label.target = m.label_target_o;
    in.has_texture = m.texture_valid_o;
    in.texture = static_cast<Texture>(m.texture_o);
    DstOperand& d = in.dst;
    d.file = static_cast<File>(m.dst_file_o);
    d.write_mask = m.dst_write_mask_o;
    d.index = static_cast<int16_t>(m.dst_index_o);
    d.has_condcode = m.dst_condcode_valid_o;
    d.condcode.cond_mask = static_cast<Cc>(m.dst_cc_mask_o);
    swz4(d.condcode.cond_swizzle, m.dst_cc_swizzle_o, 0);
    d.condcode.cond_src_index = m.dst_cc_src_index_o;
    d.has_modulate = m.dst_modulate_valid_o;
    d.modulate = static_cast<Modulate>(m.dst_modulate_o);
    for (int k = 0; k < kMaxSrc; ++k) {
      SrcOperand& s = in.src[k];
      s.file = static_cast<File>(bits(m.src_file_o, 4 * k, 4));
      swz4(s.swizzle, m.src_swizzle_o, 8 * k);
      s.negate = bits(m.src_negate_o, k, 1);
      s.index = static_cast<int16_t>(m.src_index_o >> (16 * k));
      s.has_swz = bits(m.src_swz_valid_o, k, 1);
      for (int c = 0; c < 4; ++c) s.swz.ext_swizzle[c] = bits(m.src_ext_swizzle_o, 16 * k + 4 * c, 4);
      s.swz.negate = bits(m.src_swz_negate_o, 4 * k, 4);
      s.swz.ext_divide = bits(m.src_ext_divide_o, 4 * k, 4);
      s.has_mod = bits(m.src_mod_valid_o, k, 1);
      const uint8_t mod = bits(m.src_mod_o, 5 * k, 5);
      s.mod.complement = mod & 1;
      s.mod.bias = mod >> 1 & 1;
      s.mod.scale2x = mod >> 2 & 1;
      s.mod.absolute = mod >> 3 & 1;
      s.mod.negate = mod >> 4 & 1;
      s.indirect = bits(m.src_indirect_o, k, 1);
      s.ind.file = static_cast<File>(bits(m.src_ind_file_o, 4 * k, 4));
      swz4(s.ind.swizzle, m.src_ind_swizzle_o, 8 * k);
      s.ind.negate = bits(m.src_ind_negate_o, k, 1);
      s.ind.index = static_cast<int16_t>(m.src_ind_index_o >> (16 * k));
      s.dimension = bits(m.src_dimension_o, k, 1);
      s.dim_indirect = bits(m.src_dim_indirect_o, k, 1);
      s.dim_index = static_cast<int16_t>(m.src_dim_index_o >> (16 * k));
      s.dim_ind.file = static_cast<File>(bits(m.src_dim_ind_file_o, 4 * k, 4));
      swz4(s.dim_ind.swizzle, m.src_dim_ind_swizzle_o, 8 * k);
      s.dim_ind.negate = bits(m.src_dim_ind_negate_o, k, 1);
      s.dim_ind.index = static_cast<int16_t>(m.src_dim_ind_index_o >> (16 * k));
    }
    return in;
  }

  void take(RunResult& r, bool& end_seen, Immediate& imm, bool& imm_open, uint32_t& imm_expected,
            uint32_t& imm_vectors, uint64_t cycle) {
    const Model& m = *m_;
    switch (m.rec_kind_o) {
      case REC_HEADER:
        if (r.has_header) fail(r, cycle, "second HEADER record");
        r.has_header = true;
        r.header.major = m.hdr_major_o;
        r.header.minor = m.hdr_minor_o;
        r.header.header_size = m.hdr_header_size_o;
        r.header.body_size = m.hdr_body_size_o;
        r.header.processor = static_cast<Processor>(m.hdr_processor_o);
        break;
      case REC_DECL: {
        Declaration d;
        d.token_index = m.rec_index_o;
        d.file = static_cast<File>(m.decl_file_o);
        d.declare = static_cast<Declare>(m.decl_declare_o);
        d.first = m.decl_first_o;
        d.last = m.decl_last_o;
        d.mask = m.decl_mask_o;
        d.has_interpolation = m.decl_has_interp_o;
        d.interpolation = static_cast<Interpolate>(m.decl_interp_o);
        r.decls.push_back(d);
        break;
      }
      case REC_IMM:
        if (imm_open) fail(r, cycle, "IMM record inside an immediate");
        imm = Immediate();
        imm.token_index = m.rec_index_o;
        imm.data_type = static_cast<Imm>(m.imm_data_type_o);
        imm_expected = m.imm_count_o;
        imm_open = imm_expected != 0;
        if (!imm_open) r.imms.push_back(imm);
        break;
      case REC_IMM_DATA:
        if (!imm_open || m.rec_index_o != imm.token_index)
          fail(r, cycle, "IMM_DATA record outside its immediate");
        if (m.imm_vec_o != (imm_vectors & 0xFF)) fail(r, cycle, "IMM_DATA numbered wrongly");
        ++imm_vectors;
        for (int c = 0; c < 4; ++c) imm.values.push_back(m.imm_value_o[c]);
        if (imm.values.size() >= imm_expected) {
          imm_open = false;
          r.imms.push_back(imm);
        }
        break;
      case REC_INSN:
        if (imm_open) fail(r, cycle, "record inside an immediate");
        r.insns.push_back(instruction());
        break;
      case REC_END:
        end_seen = true;
        r.error = static_cast<Error>(m.end_error_o);
        r.error_index = m.rec_index_o;
        break;
      default:
        fail(r, cycle, "unknown record kind");
        break;
    }
  }
};

}  // namespace shaderhw::tgsi::rtl
