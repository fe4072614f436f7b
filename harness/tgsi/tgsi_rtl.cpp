#include "tgsi/tgsi_rtl.h"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <stdexcept>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>
#include <verilated_fst_c.h>

#include "Vtgsi_decoder.h"
#include "Vtgsi_decoder_trace.h"
#include "Vtgsi_engine.h"
#include "Vtgsi_engine_trace.h"
#include "Vtgsi_engine_compact.h"
#ifdef SHADERHW_HAVE_TGSI_PLACED
#include "Vtgsi_engine_compact_ecp5.h"
#endif
#pragma GCC diagnostic pop
#include "core/rng.h"
#include "tgsi_decoder_dut.h"
#include "tgsi_engine_dut.h"
#include "tgsi_trace_clock.h"

namespace shaderhw::tgsi {

std::string hex8(uint32_t v) {
  char b[12];
  std::snprintf(b, sizeof b, "%08x", v);
  return b;
}

// ---- golden ----------------------------------------------------------------------------------

void setup_machine(const Case& c, Machine& m) {
  m.reset();
  for (QuadVec& reg : m.in) reg = QuadVec{};
  for (Vec4& reg : m.constant) reg = Vec4{};
  for (size_t i = 0; i < c.inputs.size() && i < static_cast<size_t>(kInputs); ++i)
    m.in[i] = c.inputs[i];
  for (size_t i = 0; i < c.constants.size() && i < static_cast<size_t>(kConstants); ++i)
    m.constant[i] = c.constants[i];
}

namespace {

// The golden texture function with a record of every request.
void recording_texture(void* ctx, const TexRequest& r, uint32_t texel[4]) {
  static_cast<std::vector<TexRequest>*>(ctx)->push_back(r);
  default_texture(nullptr, r, texel);
}

}  // namespace

GoldenRun run_golden(const Case& c) {
  GoldenRun g;
  const CompileResult cr = compile(c.program);
  if (!cr.ok()) {
    g.refusal = std::string(status_name(cr.status)) + " at instruction " +
                std::to_string(cr.insn) + ": " + cr.message;
    return g;
  }
  g.executable = true;
  setup_machine(c, g.end);
  ExecOptions o;
  o.texture = recording_texture;
  o.texture_ctx = &g.tex;
  o.trace = &g.trace;
  o.max_steps = c.max_steps;
  g.result = execute(cr.program, g.end, o);
  return g;
}

// ---- statuses --------------------------------------------------------------------------------

// tgsi_engine_pkg::status_e (verilated/tgsi/tgsi_engine_dut.h)
const char* engine_status_name(uint8_t s) { return rtl::engine_status_name(s); }
uint8_t engine_status_of(ExecStatus s) { return rtl::engine_status_of(s); }

namespace {

const char* reg_file_name(uint8_t f) {
  return f == kTraceCC ? "CC" : gen::FILE_TEXT[f & 15] ? gen::FILE_TEXT[f & 15] : "?";
}

std::string component(const char* file, int index, int c, int l) {
  return std::string(file) + "[" + std::to_string(index) + "]." + "xyzw"[c] + " lane " +
         std::to_string(l);
}

const char* flag_name(uint8_t f) { return gen::CC_FLAG_NAMES[f & 3]; }

}  // namespace

std::string end_difference(const GoldenRun& g, const RtlRun& r) {
  std::ostringstream os;
  const Machine& m = g.end;
  if (!r.finished) return "the engine did not finish within the cycle bound";
  if (r.status != engine_status_of(g.result.status)) {
    os << "end status: golden " << status_name(g.result.status) << ", RTL "
       << engine_status_name(r.status);
    if (r.status == rtl::ST_UNIMPL)
      os << " (opcode " << opcode_name(static_cast<Opcode>(r.unimpl_opcode)) << ")";
    return os.str();
  }
  if (r.steps != g.result.steps)
    return "instructions visited: golden " + std::to_string(g.result.steps) + ", RTL " +
           std::to_string(r.steps);
  if (r.pc != g.result.pc)
    return "stop position: golden " + std::to_string(g.result.pc) + ", RTL " +
           std::to_string(r.pc);
  if (r.kill != m.kill)
    return "kill mask: golden " + std::to_string(m.kill) + ", RTL " + std::to_string(r.kill);
  const struct {
    const char* name;
    const QuadVec* gold;
    const QuadVec* rtl;
    int n;
  } files[] = {{"OUT", m.out, r.out, kOutputs},
               {"TEMP", m.temp, r.temp, kTemps},
               {"ADDR", m.addr, r.addr, kAddrs}};
  for (const auto& f : files)
    for (int k = 0; k < f.n; ++k)
      for (int c = 0; c < 4; ++c)
        for (int l = 0; l < kLanes; ++l)
          if (f.gold[k].v[c][l] != f.rtl[k].v[c][l])
            return "end state: " + component(f.name, k, c, l) + ": golden " +
                   hex8(f.gold[k].v[c][l]) + ", RTL " + hex8(f.rtl[k].v[c][l]);
  for (int i = 0; i < kCcRegs; ++i)
    for (int c = 0; c < 4; ++c)
      for (int l = 0; l < kLanes; ++l)
        if (m.cc[i][c][l] != r.cc[i][c][l])
          return "end state: " + component("CC", i, c, l) + ": golden " +
                 flag_name(m.cc[i][c][l]) + ", RTL " + flag_name(r.cc[i][c][l]);
  return "";
}

// ---- the RTL system --------------------------------------------------------------------------

bool placed_model_built() {
#ifdef SHADERHW_HAVE_TGSI_PLACED
  return true;
#else
  return false;
#endif
}

namespace {

std::string tex_text(const TexRequest& q) {
  std::string s = std::string(opcode_name(q.opcode)) + " " +
                  (gen::TEXTURE_NAMES[static_cast<uint8_t>(q.target)]
                       ? gen::TEXTURE_NAMES[static_cast<uint8_t>(q.target)]
                       : "?") +
                  " unit " + std::to_string(q.unit) + " lane " + std::to_string(q.lane) + " coord";
  for (uint32_t c : q.coord) s += " " + hex8(c);
  if (q.opcode == gen::Opcode::TXD) {
    s += " ddx";
    for (uint32_t c : q.ddx) s += " " + hex8(c);
    s += " ddy";
    for (uint32_t c : q.ddy) s += " " + hex8(c);
  }
  return s;
}

bool same_request(const TexRequest& a, const TexRequest& b) {
  if (a.opcode != b.opcode || a.target != b.target || a.unit != b.unit || a.lane != b.lane)
    return false;
  for (int c = 0; c < 4; ++c) {
    if (a.coord[c] != b.coord[c]) return false;
    if (a.opcode == gen::Opcode::TXD && (a.ddx[c] != b.ddx[c] || a.ddy[c] != b.ddy[c]))
      return false;
  }
  return true;
}

// The first record of the decoder that differs from the golden parser's ("" when none).
std::string record_difference(const Program& p, const rtl::RunResult& d) {
  if (!d.has_header || d.header != p.header)
    return "header: golden " + to_string(p.header) + ", RTL " +
           (d.has_header ? to_string(d.header) : std::string("none"));
  const auto list = [](const char* what, const auto& gold, const auto& rtl) -> std::string {
    for (size_t i = 0; i < std::max(gold.size(), rtl.size()); ++i) {
      if (i < gold.size() && i < rtl.size() && gold[i] == rtl[i]) continue;
      return std::string(what) + " " + std::to_string(i) + ": golden " +
             (i < gold.size() ? to_string(gold[i]) : std::string("none")) + ", RTL " +
             (i < rtl.size() ? to_string(rtl[i]) : std::string("none"));
    }
    return "";
  };
  std::string s = list("declaration", p.decls, d.decls);
  if (s.empty()) s = list("immediate", p.imms, d.imms);
  if (s.empty()) s = list("instruction", p.insns, d.insns);
  return s;
}

}  // namespace

// What RtlSystem does, once per pair of models. Cycles: the engine's (`cycles`) and the
// decoder's (`dec_cycles`), whose sum is the system's cycle axis.
struct RtlSystem::Impl {
  virtual ~Impl() = default;
  virtual RtlRun run(const Case& c, const GoldenRun& g, const RtlOptions& opt,
                     uint64_t index) = 0;
  virtual void preload(const Case& prev) = 0;
  virtual bool open_trace(const std::string& path, uint64_t from, uint64_t until) = 0;
  virtual void close_trace() = 0;
  uint64_t cycles = 0, dec_cycles = 0;
};

namespace {

// Dec / M: Vtgsi_decoder / Vtgsi_engine, or with kTraced their traced variants, or M the compact
// engine (Vtgsi_engine_compact) or its placed netlist. kClocked: M's dbg port answers one clock
// late (the compact configuration and its placed netlist), so the run halts the engine at each
// instruction boundary to read registers back; those read clocks are not counted as engine
// cycles (and are not traced: no traced compact model exists).
template <class Dec, class M, bool kTraced, bool kClocked>
struct EngineSystem final : RtlSystem::Impl {
  static_assert(!(kTraced && kClocked), "no traced model of the compact engine");
  EngineSystem() {
    // Both models in one context: a trace file takes the models of one context only.
    if (kTraced) ctx.traceEverOn(true);
    dec = std::make_unique<rtl::DecoderDriver<Dec>>(&ctx, "decoder");
    m = std::make_unique<M>(&ctx, "engine");
    rtl::reset(*m);
    m->dbg_halt_i = 0;
    dec->share_clock(&clock);
  }
  ~EngineSystem() override { close_trace(); }

  uint64_t now() const { return cycles + dec_cycles; }

  void preload(const Case& prev) override {
    const uint64_t counted = cycles, dec_counted = dec_cycles;
    loaded_once = false;
    load_files(prev);
    cycles = counted;
    dec_cycles = dec_counted;
  }

  bool open_trace(const std::string& path, uint64_t from, uint64_t until) override {
    if constexpr (!kTraced) {
      (void)path, (void)from, (void)until;
      return false;
    } else {
      close_trace();
      // The FST writer does not report a file it cannot create: try first.
      FILE* f = std::fopen(path.c_str(), "wb");
      if (!f) return false;
      std::fclose(f);
      fst = std::make_unique<VerilatedFstC>();
      dec->model().trace(fst.get(), 99);
      m->trace(fst.get(), 99);
      fst->open(path.c_str());
      if (!fst->isOpen()) {
        fst.reset();
        return false;
      }
      clock.fst = fst.get();
      clock.from = from;
      clock.until = until;
      return true;
    }
  }

  void close_trace() override {
    clock.fst = nullptr;
    if (fst) fst->close();
    fst.reset();
  }

  RtlRun run(const Case& c, const GoldenRun& g, const RtlOptions& opt, uint64_t index) override;

  VerilatedContext ctx;
  std::unique_ptr<rtl::DecoderDriver<Dec>> dec;
  std::unique_ptr<M> m;
  std::unique_ptr<VerilatedFstC> fst;
  rtl::TraceClock clock;  // the time axis of the trace: now()
  // What the engine's lane-uniform and input files hold (only changed registers are written).
  bool loaded_once = false;
  Vec4 konst[kConstants];
  QuadVec in[kInputs];

  // One engine cycle: inputs settled, rising edge (rtl::tick with the trace's two points).
  void tick() {
    clock.cycle = now();
    m->clk_i = 0;
    m->eval();
    clock.settled();
    m->clk_i = 1;
    m->eval();
    clock.edge();
    ++cycles;
  }

  // CONST and IN: the registers that differ from what the engine holds.
  void load_files(const Case& c) {
    for (int k = 0; k < kConstants; ++k) {
      const Vec4 v = k < static_cast<int>(c.constants.size()) ? c.constants[k] : Vec4{};
      if (loaded_once && v == konst[k]) continue;
      konst[k] = v;
      rtl::write_constant(*m, k, v);
      tick();
    }
    m->const_we_i = 0;
    for (int k = 0; k < kInputs; ++k) {
      const QuadVec v = k < static_cast<int>(c.inputs.size()) ? c.inputs[k] : QuadVec{};
      if (loaded_once && v == in[k]) continue;
      in[k] = v;
      rtl::write_input(*m, k, v);
      tick();
    }
    m->in_we_i = 0;
    loaded_once = true;
  }

  // The program, immediates, constants and inputs; returns the number of immediate vectors.
  uint32_t load(const rtl::RunResult& d, const Case& c) {
    for (size_t i = 0; i < d.insns.size(); ++i) {
      rtl::load_instruction(*m, static_cast<uint32_t>(i), d.insns[i]);
      tick();
    }
    m->prog_we_i = 0;
    const std::vector<uint32_t> imm = rtl::immediate_values(d.imms);
    const uint32_t imm_count = static_cast<uint32_t>(std::min<size_t>(imm.size() / 4, 256));
    for (uint32_t k = 0; k < imm_count; ++k) {
      rtl::write_immediate(*m, k, &imm[4 * k]);
      tick();
    }
    m->imm_we_i = 0;
    load_files(c);
    return imm_count;
  }

  void read_reg(uint8_t file, int index, QuadVec& q) {
    rtl::read_register<M, kClocked>(*m, file, index, q);
  }
  uint8_t cc_of(int i, int c, int l) const { return rtl::cc_flag(*m, i, c, l); }
};

template <class Dec, class M, bool kTraced, bool kClocked>
RtlRun EngineSystem<Dec, M, kTraced, kClocked>::run(const Case& c, const GoldenRun& g,
                                                     const RtlOptions& opt, uint64_t index) {
  RtlRun r;
  r.start_cycle = now();
  const double bp = opt.backpressure;
  Rng rng(opt.seed, /*stream=*/0x0602, index);

  // 1. The token stream through the decoder (bubbles on the token input, stalls on the records).
  rtl::DriveOptions dopt;
  dopt.bubble = bp;
  dopt.backpressure = bp;
  dopt.seed = mix64(opt.seed ^ mix64(index + 0x0603));
  clock.cycle = now();
  const rtl::RunResult d = dec->run(c.tokens, dopt);
  r.decoder_cycles = d.cycles;
  dec_cycles += d.cycles;
  if (!d.finished) {
    r.decoder_diff = "the RTL decoder did not finish the stream";
    dec->reset();
  } else if (!d.protocol.empty()) {
    r.decoder_diff = "RTL decoder protocol: " + d.protocol;
  } else if (d.error != Error::OK) {
    r.decoder_diff = std::string("the RTL decoder rejected the stream: ") + error_name(d.error) +
                     " at token " + std::to_string(d.error_index);
  } else {
    r.decoded = true;
    r.decoder_diff = record_difference(c.program, d);
  }
  if (!r.decoded) return r;

  // 2. The decoder's records into the engine, then the run.
  const uint64_t c0 = cycles;
  const uint32_t imm_count = load(d, c);
  m->start_valid_i = 1;
  m->start_insn_count_i = static_cast<uint16_t>(d.insns.size());
  m->start_imm_count_i = static_cast<uint16_t>(imm_count);
  m->start_max_steps_i = static_cast<uint32_t>(std::min<uint64_t>(c.max_steps, 0xFFFFFFFFu));
  m->dbg_halt_i = kClocked;  // stop at each instruction boundary (released below)
  tick();
  m->start_valid_i = 0;

  // Golden state after each instruction: the trace applied in order.
  QuadVec out[kOutputs], temp[kTemps], addr[kAddrs];
  uint8_t cc[kCcRegs][4][4];
  for (auto& a : cc)
    for (auto& b : a)
      for (uint8_t& f : b) f = static_cast<uint8_t>(gen::CcFlag::EQ);
  const auto shadow = [&](uint8_t file, int index) -> QuadVec* {
    if (file == static_cast<uint8_t>(File::OUTPUT) && index >= 0 && index < kOutputs)
      return &out[index];
    if (file == static_cast<uint8_t>(File::TEMPORARY) && index >= 0 && index < kTemps)
      return &temp[index];
    if (file == static_cast<uint8_t>(File::ADDRESS) && index >= 0 && index < kAddrs)
      return &addr[index];
    return nullptr;
  };
  size_t ti = 0;  // next golden trace entry
  const auto& trace = g.trace;

  // Cycle bound: generous for every instruction of the golden run under back-pressure.
  const double slow = bp > 0 ? 1.0 / (1.0 - bp) : 1.0;
  const uint64_t bound =
      200000 + static_cast<uint64_t>(static_cast<double>(g.result.steps + 1) * 4000.0 * slow);
  uint32_t steps_seen = 0;
  bool pending_rsp = false;
  uint32_t texel[4] = {};
  size_t tex_k = 0;
  const uint64_t start = cycles;
  while (!m->done_o && cycles - start < bound) {
    // Texture port: a request is taken when valid and ready at the edge; its texel is offered
    // from the next cycle on, under the same back-pressure.
    m->tex_req_ready_i = !(bp > 0 && rng.chance(bp));
    bool took_req = false;
    if (m->tex_req_valid_o && m->tex_req_ready_i) {
      const TexRequest q = rtl::tex_request(*m);
      ++r.tex_requests;
      if (r.tex_diff.empty()) {
        if (tex_k >= g.tex.size())
          r.tex_diff = "texture request " + std::to_string(tex_k) +
                       " that the golden model does not make: RTL " + tex_text(q);
        else if (!same_request(q, g.tex[tex_k]))
          r.tex_diff = "texture request " + std::to_string(tex_k) + ": golden " +
                       tex_text(g.tex[tex_k]) + ", RTL " + tex_text(q);
        if (!r.tex_diff.empty()) r.tex_diff_cycle = now();
      }
      ++tex_k;
      default_texture(nullptr, q, texel);
      took_req = true;
    }
    const bool offer = pending_rsp && !(bp > 0 && rng.chance(bp));
    m->tex_rsp_valid_i = offer;
    for (int i = 0; i < 4; ++i) m->tex_rsp_texel_i[i] = texel[i];
    const bool rsp_taken = offer && m->tex_rsp_ready_o;
    const uint32_t pc_before = m->pc_o;
    // Clocked dbg port: the engine waits at the boundary (the registers of the instruction before
    // were read after the clock that finished it); this clock lets it go on.
    if (kClocked && m->halted_o) {
      m->dbg_halt_i = 0;
      tick();
      m->dbg_halt_i = 1;
    } else {
      tick();
    }
    if (rsp_taken) pending_rsp = false;
    if (took_req) pending_rsp = true;
    m->tex_rsp_valid_i = 0;

    // Lock step: instruction `steps_seen` has finished.
    if (m->steps_o != steps_seen) {
      const uint32_t k = steps_seen;
      steps_seen = m->steps_o;
      ++r.steps_checked;
      if (!r.step_diff.empty()) continue;
      std::vector<std::pair<uint8_t, int>> touched;
      for (; ti < trace.size() && trace[ti].step <= k; ++ti) {
        const RegWrite& w = trace[ti];
        if (w.step < k) continue;  // an instruction the RTL skipped: its pc check below fails
        if (w.pc != pc_before && r.step_diff.empty()) {
          r.step_diff = "instruction " + std::to_string(k) + ": golden writes at pc " +
                        std::to_string(w.pc) + " (" +
                        opcode_name(c.program.insns[std::min<size_t>(
                                                        w.pc, c.program.insns.size() - 1)]
                                        .opcode) +
                        "), the RTL executed pc " + std::to_string(pc_before);
        }
        if (w.file == kTraceCC) {
          cc[w.index & 1][w.comp & 3][w.lane & 3] = static_cast<uint8_t>(w.bits);
        } else if (QuadVec* q = shadow(w.file, w.index)) {
          q->v[w.comp & 3][w.lane & 3] = w.bits;
          const std::pair<uint8_t, int> key{w.file, w.index};
          if (std::find(touched.begin(), touched.end(), key) == touched.end())
            touched.push_back(key);
        }
      }
      if (r.step_diff.empty()) {
        const std::string where =
            "instruction " + std::to_string(k) + " (pc " + std::to_string(pc_before) + ", " +
            (pc_before < c.program.insns.size()
                 ? opcode_name(c.program.insns[pc_before].opcode)
                 : "?") +
            "): ";
        for (const auto& [file, index] : touched) {
          QuadVec got;
          read_reg(file, index, got);
          const QuadVec& want = *shadow(file, index);
          for (int cc_ = 0; cc_ < 4 && r.step_diff.empty(); ++cc_)
            for (int l = 0; l < kLanes && r.step_diff.empty(); ++l)
              if (got.v[cc_][l] != want.v[cc_][l])
                r.step_diff = where + component(reg_file_name(file), index, cc_, l) +
                              " after the write: golden " + hex8(want.v[cc_][l]) + ", RTL " +
                              hex8(got.v[cc_][l]);
          if (!r.step_diff.empty()) break;
        }
        for (int i = 0; i < kCcRegs && r.step_diff.empty(); ++i)
          for (int cc_ = 0; cc_ < 4 && r.step_diff.empty(); ++cc_)
            for (int l = 0; l < kLanes && r.step_diff.empty(); ++l)
              if (cc_of(i, cc_, l) != cc[i][cc_][l])
                r.step_diff = where + component("CC", i, cc_, l) + ": golden " +
                              flag_name(cc[i][cc_][l]) + ", RTL " + flag_name(cc_of(i, cc_, l));
      }
      if (!r.step_diff.empty()) r.step_diff_cycle = now();
    }
  }
  if (r.tex_diff.empty() && tex_k < g.tex.size() && m->done_o) {
    r.tex_diff = "the golden model makes " + std::to_string(g.tex.size()) +
                 " texture requests, the RTL " + std::to_string(tex_k);
    r.tex_diff_cycle = now();
  }
  r.finished = m->done_o;
  r.engine_cycles = cycles - c0;
  r.status = m->status_o;
  r.steps = m->steps_o;
  r.pc = m->pc_o;
  r.kill = m->kill_o;
  r.unimpl_opcode = m->unimpl_opcode_o;
  for (int k = 0; k < kOutputs; ++k) read_reg(static_cast<uint8_t>(File::OUTPUT), k, r.out[k]);
  for (int k = 0; k < kTemps; ++k) read_reg(static_cast<uint8_t>(File::TEMPORARY), k, r.temp[k]);
  for (int k = 0; k < kAddrs; ++k) read_reg(static_cast<uint8_t>(File::ADDRESS), k, r.addr[k]);
  for (int i = 0; i < kCcRegs; ++i)
    for (int cc_ = 0; cc_ < 4; ++cc_)
      for (int l = 0; l < kLanes; ++l) r.cc[i][cc_][l] = cc_of(i, cc_, l);
  m->dbg_halt_i = 0;
  // A run cut by the cycle bound leaves the engine busy: a fresh one for the next case (the
  // traced engine is only reset: a new model cannot join a trace file once written).
  if (!m->done_o) {
    if (!kTraced) {
      m.reset();  // first: two models of one name in a context
      m = std::make_unique<M>(&ctx, "engine");
    }
    rtl::reset(*m);
    m->dbg_halt_i = 0;
    loaded_once = false;
  }
  return r;
}

RtlSystem::Impl* make_system(EngineModel model, bool traced) {
  switch (model) {
    case EngineModel::Compact:
      if (traced) break;
      return new EngineSystem<Vtgsi_decoder, Vtgsi_engine_compact, false, true>;
    case EngineModel::Placed:
      if (traced) break;
#ifdef SHADERHW_HAVE_TGSI_PLACED
      return new EngineSystem<Vtgsi_decoder, Vtgsi_engine_compact_ecp5, false, true>;
#else
      throw std::logic_error("tgsi: this build has no placed netlist model");
#endif
    case EngineModel::Fast:
      if (traced) return new EngineSystem<Vtgsi_decoder_trace, Vtgsi_engine_trace, true, false>;
      return new EngineSystem<Vtgsi_decoder, Vtgsi_engine, false, false>;
  }
  throw std::logic_error("tgsi: only the fast engine has a traced model");
}

}  // namespace

RtlSystem::RtlSystem(EngineModel model, bool traced) : impl_(make_system(model, traced)) {}
RtlSystem::~RtlSystem() = default;
uint64_t RtlSystem::cycles() const { return impl_->cycles + impl_->dec_cycles; }
RtlRun RtlSystem::run(const Case& c, const GoldenRun& g, const RtlOptions& opt, uint64_t index) {
  return impl_->run(c, g, opt, index);
}
void RtlSystem::preload(const Case& prev) { impl_->preload(prev); }
void RtlSystem::start_cycles_at(uint64_t cycle) {
  impl_->cycles = cycle;
  impl_->dec_cycles = 0;
}
bool RtlSystem::open_trace(const std::string& path, uint64_t from, uint64_t until) {
  return impl_->open_trace(path, from, until);
}
void RtlSystem::close_trace() { impl_->close_trace(); }

}  // namespace shaderhw::tgsi
