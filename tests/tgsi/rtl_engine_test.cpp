// The RTL execution engine (rtl/tgsi/tgsi_engine.sv, verilated as Vtgsi_engine) against the
// golden interpreter (golden/tgsi/exec.h), which is the reference. For random programs from
// harness/tgsi/tgsi_program_gen.h (legal programs with their inputs), the test loads the
// program's records (the golden parser's Program, field by field into the engine's program
// port), its immediates, constants and inputs, runs the engine to its end (serving its texture
// requests with the golden default texture function, golden/tgsi/texture.h) and compares bit
// for bit with execute(): the end status, the number of instructions visited and the stop
// position, the kill mask, every OUT, TEMP and ADDR register of every lane and every condition
// code. Expected values always come from the golden model, never from the RTL.
//
// A program the engine stops on with ST_UNIMPL (an opcode it does not execute) is counted as
// "not run" and its opcode listed; nothing else is skipped. A mismatch prints the program
// listing (RandomProgram::listing()) and the first differing register.
//
// Both configurations run the same tests (rtl/tgsi/README.md, "Configurations"): RtlEngine.* the
// fast one (Vtgsi_engine), RtlEngineCompact.* the compact one (Vtgsi_engine_compact).
//
// Environment: TGSI_ENGINE_SEED (default 1), TGSI_ENGINE_PROGRAMS (programs of the nightly test,
// default 200000).
#include <gtest/gtest.h>

#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vtgsi_decoder.h"
#include "Vtgsi_engine.h"
#include "Vtgsi_engine_compact.h"
#pragma GCC diagnostic pop
#include "streams.h"
#include "tgsi/asm.h"
#include "tgsi/exec.h"
#include "tgsi/parse.h"
#include "tgsi/program.h"
#include "tgsi/texture.h"
#include "tgsi/tgsi_program_gen.h"
#include "tgsi_decoder_dut.h"
#include "tgsi_engine_dut.h"

namespace shaderhw::tgsi {
namespace {

// tgsi_engine_pkg::status_e (verilated/tgsi/tgsi_engine_dut.h).
using rtl::engine_status_name;
using rtl::ST_UNIMPL;

uint64_t env_u64(const char* name, uint64_t dflt) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 0) : dflt;
}

constexpr int kLanesRtl = 4;
constexpr uint64_t kCycleLimit = 50'000'000;  // per program: a hang is a failure

// What the engine left at the end of a run.
struct EngineResult {
  bool finished = false;  // done_o seen within kCycleLimit
  uint8_t status = 0;
  uint32_t steps = 0, pc = 0;
  uint8_t kill = 0;
  uint8_t unimpl_opcode = 0;
  QuadVec out[kOutputs], temp[kTemps], addr[kAddrs];
  uint8_t cc[kCcRegs][4][4] = {};
  uint64_t cycles = 0;
  uint32_t tex_requests = 0;
};

template <class M>
class EngineDut {
 public:
  EngineDut() : ctx_(new VerilatedContext), m_(new M(ctx_.get())) {
    rtl::reset(*m_);
    m_->dbg_halt_i = 0;
  }

  EngineResult run(const RandomProgram& rp, const Program& prog) {
    EngineResult r;
    const uint64_t c0 = cycles_;
    load_program(prog);
    // IMMEDIATE[k]: the k-th group of four values over all IMMEDIATE tokens (6.5).
    const std::vector<uint32_t> imm = rtl::immediate_values(prog.imms);
    const uint32_t imm_count = static_cast<uint32_t>(imm.size() / 4);
    for (uint32_t k = 0; k < imm_count; ++k) {
      rtl::write_immediate(*m_, k, &imm[4 * k]);
      tick();
    }
    m_->imm_we_i = 0;
    for (int k = 0; k < kConstants; ++k) {
      const bool given = k < static_cast<int>(rp.constants.size());
      rtl::write_constant(*m_, k, given ? rp.constants[k] : Vec4{});
      tick();
    }
    m_->const_we_i = 0;
    for (int k = 0; k < kInputs; ++k) {
      const bool given = k < static_cast<int>(rp.inputs.size());
      rtl::write_input(*m_, k, given ? rp.inputs[k] : QuadVec{});
      tick();
    }
    m_->in_we_i = 0;

    m_->start_valid_i = 1;
    m_->start_insn_count_i = static_cast<uint32_t>(prog.insns.size());
    m_->start_imm_count_i = imm_count;
    m_->start_max_steps_i = static_cast<uint32_t>(rp.max_steps);
    tick();
    m_->start_valid_i = 0;

    // Run: texture requests served by the golden default texture function (14).
    m_->tex_req_ready_i = 1;
    bool pending = false;
    uint32_t texel[4] = {};
    const uint64_t start = cycles_;
    while (!m_->done_o && cycles_ - start < kCycleLimit) {
      if (m_->tex_req_valid_o) {
        default_texture(nullptr, rtl::tex_request(*m_), texel);
        pending = true;
        ++r.tex_requests;
      }
      const bool respond = pending && m_->tex_rsp_ready_o;
      m_->tex_rsp_valid_i = respond;
      for (int c = 0; c < 4; ++c) m_->tex_rsp_texel_i[c] = texel[c];
      tick();
      if (respond) pending = false;
      m_->tex_rsp_valid_i = 0;
    }
    r.finished = m_->done_o;
    r.cycles = cycles_ - c0;
    r.status = m_->status_o;
    r.steps = m_->steps_o;
    r.pc = m_->pc_o;
    r.kill = m_->kill_o;
    r.unimpl_opcode = m_->unimpl_opcode_o;
    read_file(File::OUTPUT, r.out, kOutputs);
    read_file(File::TEMPORARY, r.temp, kTemps);
    read_file(File::ADDRESS, r.addr, kAddrs);
    for (int i = 0; i < kCcRegs; ++i)
      for (int c = 0; c < 4; ++c)
        for (int l = 0; l < kLanesRtl; ++l) r.cc[i][c][l] = rtl::cc_flag(*m_, i, c, l);
    return r;
  }

  uint64_t cycles() const { return cycles_; }

 private:
  void tick() {
    rtl::tick(*m_);
    ++cycles_;
  }

  void read_file(File f, QuadVec* regs, int n) {
    for (int k = 0; k < n; ++k) rtl::read_register(*m_, static_cast<uint8_t>(f), k, regs[k]);
  }

  // The golden parser's instruction records into the program memory.
  void load_program(const Program& prog) {
    for (size_t i = 0; i < prog.insns.size(); ++i) {
      rtl::load_instruction(*m_, static_cast<uint32_t>(i), prog.insns[i]);
      tick();
    }
    m_->prog_we_i = 0;
  }

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<M> m_;
  uint64_t cycles_ = 0;
};

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

// First difference between the golden machine/result and the engine's, or "".
std::string first_difference(const Machine& m, const ExecResult& g, const EngineResult& r) {
  std::ostringstream os;
  if (!r.finished) return "engine did not finish within the cycle limit";
  // 0xFF (refused before running) is not expected for generated programs.
  if (r.status != rtl::engine_status_of(g.status))
    os << "status: golden " << status_name(g.status) << ", engine "
       << engine_status_name(r.status);
  else if (r.steps != g.steps)
    os << "instructions visited: golden " << g.steps << ", engine " << r.steps;
  else if (r.pc != g.pc)
    os << "stop position: golden " << g.pc << ", engine " << r.pc;
  else if (r.kill != m.kill)
    os << "kill mask: golden " << int{m.kill} << ", engine " << int{r.kill};
  if (!os.str().empty()) return os.str();
  struct F {
    const char* name;
    const QuadVec* gold;
    const QuadVec* rtl;
    int n;
  } files[] = {{"OUT", m.out, r.out, kOutputs},
               {"TEMP", m.temp, r.temp, kTemps},
               {"ADDR", m.addr, r.addr, kAddrs}};
  for (const F& f : files)
    for (int k = 0; k < f.n; ++k)
      for (int c = 0; c < 4; ++c)
        for (int l = 0; l < kLanesRtl; ++l)
          if (f.gold[k].v[c][l] != f.rtl[k].v[c][l]) {
            os << f.name << "[" << k << "]." << "xyzw"[c] << " lane " << l << ": golden "
               << hex(f.gold[k].v[c][l]) << ", engine " << hex(f.rtl[k].v[c][l]);
            return os.str();
          }
  for (int i = 0; i < kCcRegs; ++i)
    for (int c = 0; c < 4; ++c)
      for (int l = 0; l < kLanesRtl; ++l)
        if (m.cc[i][c][l] != r.cc[i][c][l]) {
          os << "CC" << i << "." << "xyzw"[c] << " lane " << l << ": golden flag "
             << int{m.cc[i][c][l]} << ", engine flag " << int{r.cc[i][c][l]};
          return os.str();
        }
  return "";
}

struct Tally {
  uint64_t programs = 0, passed = 0, failed = 0, not_run = 0, golden_refused = 0;
  uint64_t steps = 0, cycles = 0, tex = 0;
  std::map<std::string, uint64_t> not_run_opcodes;  // opcode -> programs
  std::set<std::string> covered;                     // opcodes of the passed programs
};

// via_decoder: the program's tokens go through the RTL token decoder (Vtgsi_decoder, random
// bubbles and back-pressure) and the engine is loaded from the records it emits, not from the
// golden parser's.
template <class M>
void run_programs(uint64_t seed, uint64_t first, uint64_t count, Tally& t,
                  bool via_decoder = false) {
  EngineDut<M> dut;
  VerilatedContext dec_ctx;
  rtl::DecoderDriver<Vtgsi_decoder> dec(&dec_ctx);
  int printed = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (uint64_t i = first; i < first + count; ++i) {
    const RandomProgram rp = random_program(seed, i);
    ++t.programs;
    const CompileResult cr = compile(rp.program);
    if (!cr.ok()) {  // the generator only makes executable programs; counted, never hidden
      ++t.golden_refused;
      ADD_FAILURE() << "golden compile() refused program " << i << ": " << cr.message;
      continue;
    }
    Machine m;
    rp.setup(m);
    const ExecResult g = execute(cr.program, m, rp.options());
    Program loaded = rp.program;
    if (via_decoder) {
      rtl::DriveOptions o;
      o.bubble = 0.1;
      o.backpressure = 0.1;
      o.seed = i + 1;
      const rtl::RunResult d = dec.run(rp.tokens, o);
      if (!d.finished || d.error != Error::OK || !d.protocol.empty()) {
        ++t.failed;
        ADD_FAILURE() << "RTL decoder refused program " << i << "\n" << rp.listing();
        continue;
      }
      loaded = Program{};
      loaded.header = d.header;
      loaded.decls = d.decls;
      loaded.imms = d.imms;
      loaded.insns = d.insns;
    }
    const EngineResult r = dut.run(rp, loaded);
    t.cycles += r.cycles;
    t.tex += r.tex_requests;
    if (r.finished && r.status == ST_UNIMPL) {
      ++t.not_run;
      ++t.not_run_opcodes[opcode_name(static_cast<Opcode>(r.unimpl_opcode))];
      continue;
    }
    const std::string diff = first_difference(m, g, r);
    if (diff.empty()) {
      ++t.passed;
      t.steps += g.steps;
      for (const Instruction& in : rp.program.insns) t.covered.insert(opcode_name(in.opcode));
      continue;
    }
    ++t.failed;
    if (printed++ < 3)
      ADD_FAILURE() << "program seed " << seed << " index " << i << ": " << diff << "\n"
                    << rp.listing();
  }
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("tgsi engine: %" PRIu64 " programs: %" PRIu64 " passed, %" PRIu64
              " failed, %" PRIu64 " not run (unimplemented opcode), %" PRIu64
              " refused by golden; %" PRIu64 " instructions visited, %" PRIu64
              " texture requests, %" PRIu64 " cycles (%.1f cycles/instruction), %.1f s\n",
              t.programs, t.passed, t.failed, t.not_run, t.golden_refused, t.steps, t.tex,
              t.cycles, t.steps ? static_cast<double>(t.cycles) / t.steps : 0.0, secs);
  std::string cov, missing;
  for (unsigned op = 0; op < gen::OPCODE_COUNT; ++op) {
    const gen::OpcodeInfo& info = gen::OPCODE_INFO[op];
    if (!info.valid || info.cls == gen::OpClass::R) continue;
    if (t.covered.count(info.mnemonic)) cov += std::string(" ") + info.mnemonic;
    else missing += std::string(" ") + info.mnemonic;
  }
  std::printf("opcodes covered by passed programs (%zu):%s\n", t.covered.size(), cov.c_str());
  std::printf("executable opcodes not covered:%s\n", missing.empty() ? " none" : missing.c_str());
  if (!t.not_run_opcodes.empty()) {
    std::printf("not run, by the opcode the engine stopped on:");
    for (const auto& [name, n] : t.not_run_opcodes) std::printf(" %s (%" PRIu64 ")", name.c_str(), n);
    std::printf("\n");
  }
}

// ---- directed programs: the worked streams of docs/tgsi.md 17 and the end statuses of 11.8 -----
// Inputs for the directed programs: lane-dependent values with a zero and a negative among them.
RandomProgram directed(const Program& p, uint64_t max_steps) {
  RandomProgram rp;
  rp.program = p;
  rp.max_steps = max_steps;
  rp.inputs.resize(4);
  const uint32_t vals[4][4] = {{0x3F800000u, 0x40000000u, 0x40400000u, 0x40800000u},
                               {0x00000000u, 0xBF800000u, 0x3F000000u, 0x41200000u},
                               {0x3F800000u, 0x00000000u, 0x3F800000u, 0x00000000u},
                               {0xC0000000u, 0x3E800000u, 0x7FC00000u, 0x80000000u}};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      for (int l = 0; l < 4; ++l) rp.inputs[r].v[c][l] = vals[(r + l) % 4][c];
  rp.constants.resize(4);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) rp.constants[r].c[c] = vals[r][(c + 1) % 4];
  return rp;
}

// Runs `p` on golden and engine; returns the golden status (the comparison is asserted).
template <class M>
ExecStatus check_directed(EngineDut<M>& dut, const Program& p, uint64_t max_steps,
                          const std::string& what) {
  const RandomProgram rp = directed(p, max_steps);
  const CompileResult cr = compile(p);
  EXPECT_TRUE(cr.ok()) << what << ": " << cr.message;
  Machine m;
  rp.setup(m);
  const ExecResult g = execute(cr.program, m, rp.options());
  const EngineResult r = dut.run(rp, p);
  EXPECT_EQ(first_difference(m, g, r), "") << what << "\n" << disassemble(p);
  return g.status;
}

Program assembled(const std::string& text) {
  const AsmOutput a = assemble(text);
  EXPECT_TRUE(a.ok) << text << ": " << a.error.to_string();
  return a.program;
}

template <class M>
void worked_streams() {
  EngineDut<M> dut;
  for (const auto* s : {&streams::kWorked1, &streams::kWorked2, &streams::kWorked3}) {
    const ParseResult pr = parse(*s);
    ASSERT_TRUE(pr.ok());
    check_directed(dut, pr.program, 100000, "worked stream");
  }
}

template <class M>
void end_statuses() {
  EngineDut<M> dut;
  // LOOP_LIMIT (D23, G23): a loop nobody leaves.
  EXPECT_EQ(check_directed(dut, assembled("FRAG\nBGNLOOP2\nENDLOOP2\n"), 1000000, "loop limit"),
            ExecStatus::LOOP_LIMIT);
  // STEP_LIMIT (G24).
  EXPECT_EQ(check_directed(dut, assembled("FRAG\nBGNLOOP2\nENDLOOP2\n"), 1001, "step limit"),
            ExecStatus::STEP_LIMIT);
  // CALL_DEPTH (G11): unbounded recursion.
  EXPECT_EQ(check_directed(dut,
                           assembled("FRAG\nCAL label 7\nRET\nBGNSUB target 7\nCAL label 7\n"
                                     "ENDSUB\n"),
                           100000, "call depth"),
            ExecStatus::CALL_DEPTH);
  // A top-level RET under an IF that only some lanes take (G3): the others go on.
  EXPECT_EQ(check_directed(dut,
                           assembled("FRAG\nDCL IN[0..3]\nDCL OUT[0]\nIF IN[2].x\nRET\nENDIF\n"
                                     "MOV OUT[0], IN[1]\n"),
                           100000, "partial RET"),
            ExecStatus::OK);
  // A RET that every lane takes ends the program at once (11.6).
  EXPECT_EQ(check_directed(dut,
                           assembled("FRAG\nDCL IN[0..3]\nDCL OUT[0]\nMOV OUT[0], IN[0]\nRET\n"
                                     "MOV OUT[0], IN[1]\n"),
                           100000, "RET"),
            ExecStatus::OK);
}

// Cycles per instruction of a few instructions (printed; the figures of rtl/tgsi/README.md):
// the difference between a program with the instruction twice and once, less the one cycle of
// the second program-memory write.
template <class M>
void cycle_figures() {
  EngineDut<M> dut;
  const char* const kInsns[] = {"MOV TEMP[0], IN[0]", "ADD TEMP[0], IN[0], IN[1]",
                                "MAD TEMP[0], IN[0], IN[1], IN[2]", "DP4 TEMP[0], IN[0], IN[1]",
                                "RCP TEMP[0], IN[0].x", "EX2 TEMP[0], IN[0].x",
                                "MOV_SAT TEMP[0], IN[0]", "MOV TEMP[0], IN[0]/w",
                                "TEX TEMP[0], IN[0], SAMP[0], 2D", "NOP"};
  for (const char* insn : kInsns) {
    const std::string head = "FRAG\nDCL IN[0..3]\nDCL TEMP[0]\nDCL SAMP[0]\n";
    uint64_t cyc[2];
    for (int n = 1; n <= 2; ++n) {
      std::string text = head;
      for (int k = 0; k < n; ++k) text += std::string(insn) + "\n";
      const Program p = assembled(text);
      const RandomProgram rp = directed(p, 1000);
      cyc[n - 1] = dut.run(rp, p).cycles;
      check_directed(dut, p, 1000, insn);
    }
    std::printf("%-36s %3" PRIu64 " cycles\n", insn, cyc[1] - cyc[0] - 1);
  }
}

template <class M>
void random_programs_quick() {
  Tally t;
  run_programs<M>(env_u64("TGSI_ENGINE_SEED", 1), 0, 5000, t);
  EXPECT_EQ(t.failed, 0u);
  EXPECT_EQ(t.golden_refused, 0u);
  EXPECT_EQ(t.passed + t.not_run, t.programs);
}

template <class M>
void random_programs_through_decoder() {
  Tally t;
  run_programs<M>(env_u64("TGSI_ENGINE_SEED", 1), 1000000, 1000, t, true);
  EXPECT_EQ(t.failed, 0u);
  EXPECT_EQ(t.golden_refused, 0u);
  EXPECT_EQ(t.passed + t.not_run, t.programs);
}

template <class M>
void random_programs_nightly() {
  Tally t;
  run_programs<M>(env_u64("TGSI_ENGINE_SEED", 1), 5000, env_u64("TGSI_ENGINE_PROGRAMS", 200000),
                  t);
  EXPECT_EQ(t.failed, 0u);
  EXPECT_EQ(t.golden_refused, 0u);
  EXPECT_EQ(t.passed + t.not_run, t.programs);
}

// The same tests on both configurations.
using Fast = Vtgsi_engine;
using Compact = Vtgsi_engine_compact;
TEST(RtlEngine, WorkedStreams) { worked_streams<Fast>(); }
TEST(RtlEngine, EndStatuses) { end_statuses<Fast>(); }
TEST(RtlEngine, CycleFigures) { cycle_figures<Fast>(); }
TEST(RtlEngine, RandomProgramsQuick) { random_programs_quick<Fast>(); }
TEST(RtlEngine, RandomProgramsThroughDecoder) { random_programs_through_decoder<Fast>(); }
TEST(RtlEngineNightly, RandomPrograms) { random_programs_nightly<Fast>(); }
TEST(RtlEngineCompact, WorkedStreams) { worked_streams<Compact>(); }
TEST(RtlEngineCompact, EndStatuses) { end_statuses<Compact>(); }
TEST(RtlEngineCompact, CycleFigures) { cycle_figures<Compact>(); }
TEST(RtlEngineCompact, RandomProgramsQuick) { random_programs_quick<Compact>(); }
TEST(RtlEngineCompact, RandomProgramsThroughDecoder) {
  random_programs_through_decoder<Compact>();
}
TEST(RtlEngineCompactNightly, RandomPrograms) { random_programs_nightly<Compact>(); }

}  // namespace
}  // namespace shaderhw::tgsi
