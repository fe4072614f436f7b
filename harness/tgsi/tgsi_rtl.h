// TGSI whole programs on the RTL against the golden interpreter: what one item of the TGSI plug-in
// is (a program with its inputs), what the golden model says of it (golden/tgsi/exec.h with the
// trace of every register write and every texture request), and the RTL system that runs it: the
// token stream through the verilated token decoder (rtl/tgsi/tgsi_decoder.sv, driver
// verilated/tgsi/tgsi_decoder_dut.h) and the decoder's records into the verilated execution
// engine (rtl/tgsi/tgsi_engine.sv), in lock step with the golden trace.
//
// Lock step: the engine's `steps_o` counts the instructions it has finished (rtl/tgsi/README.md,
// "Execution engine"). Each time it advances, the harness reads back (through the engine's
// dbg port) every register the golden model wrote in that instruction and compares the whole
// register, all components and lanes, with the golden state after that instruction; it also
// compares every condition code after every instruction and the position (pc) of the instruction
// that wrote. At the end: status, instructions visited, stop position, kill mask, every OUT,
// TEMP and ADDR register and every condition code. Texture requests are compared one by one, in
// order, with the golden model's (opcode, target, unit, lane, coordinates, derivatives) and
// answered with the golden default texture function (docs/tgsi.md 14).
//
// A register the RTL writes that the golden model does not write in that instruction is seen at
// the end of the run (end state), not at the instruction, unless a later golden write to the same
// register reads it back first: the dbg port reads one register per evaluation, and reading all
// 66 every instruction would double the cost of a run.
//
// Cycles: the system counts the cycles of both models on one axis (the decoder's, then the
// engine's load and run, program after program); a run records where its differences were seen
// on it. The traced system (Vtgsi_decoder_trace, Vtgsi_engine_trace) writes both models into one
// FST on that axis: time 2c shows the inputs of cycle c, 2c+1 its rising edge (verilated/dut.h's
// convention); while the decoder runs the engine is not clocked, and the other way round.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tgsi/exec.h"
#include "tgsi/parse.h"
#include "tgsi/program.h"
#include "tgsi/texture.h"

namespace shaderhw::tgsi {

// The step limit of a program given on the command line or in a vector file (the random
// programs carry their own, the generator's safety net).
constexpr uint64_t kDefaultMaxSteps = 100000;

// One item: a whole program and its inputs.
struct Case {
  std::string name;              // "random_program(seed S, index I)", a vector's name, a file
  std::vector<uint32_t> tokens;  // the stream
  Program program;               // parse(tokens).program: the records (the stream is accepted)
  std::vector<QuadVec> inputs;   // IN[i] for i < size (at most kInputs); higher registers are 0
  std::vector<Vec4> constants;   // CONST[i] for i < size (at most kConstants)
  uint64_t max_steps = kDefaultMaxSteps;
};

// The golden interpreter's run of a case.
struct GoldenRun {
  bool executable = false;        // compile() accepted the program
  std::string refusal;            // otherwise: the status and message
  ExecResult result;
  Machine end;                    // the machine at the end
  std::vector<RegWrite> trace;    // every register and condition-code write, in order
  std::vector<TexRequest> tex;    // every texture request, in order
};
GoldenRun run_golden(const Case& c);
// The golden machine of a case before it runs (inputs and constants set, G6).
void setup_machine(const Case& c, Machine& m);

// tgsi_engine_pkg::status_e, and the golden status each stands for.
const char* engine_status_name(uint8_t s);
uint8_t engine_status_of(ExecStatus s);  // 0xFF for the statuses the engine cannot report

struct RtlOptions {
  double backpressure = 0.0;  // token bubbles, record stalls, texture request/response delays
  uint64_t seed = 1;          // of the back-pressure pattern
};

// What the RTL system did with a case, and the differences the run itself found.
struct RtlRun {
  bool decoded = false;      // the decoder accepted the stream and ended properly
  std::string decoder_diff;  // the decoder's verdict or a record that differs from parse()
  bool finished = false;     // the engine reached done within the cycle bound
  uint8_t status = 0, kill = 0, unimpl_opcode = 0;
  uint32_t steps = 0, pc = 0;
  QuadVec out[kOutputs], temp[kTemps], addr[kAddrs];
  uint8_t cc[kCcRegs][4][4] = {};
  std::string step_diff;  // first lock-step difference (register written, CC, pc)
  std::string tex_diff;   // first texture request that differs from the golden one
  uint64_t decoder_cycles = 0, engine_cycles = 0, tex_requests = 0, steps_checked = 0;
  // On the system's cycle axis: the decoder's first cycle, and the cycles at which step_diff
  // and tex_diff were seen.
  uint64_t start_cycle = 0, step_diff_cycle = 0, tex_diff_cycle = 0;
  uint64_t engine_start_cycle() const { return start_cycle + decoder_cycles; }  // load, then run
  uint64_t end_cycle() const { return start_cycle + decoder_cycles + engine_cycles; }
};

// The first difference between the end of the golden run and the RTL's ("" when none).
std::string end_difference(const GoldenRun& g, const RtlRun& r);

// Which engine model runs (rtl/tgsi/README.md, "Configurations"): the fast configuration, the
// compact one, or the compact one's placed ECP5 netlist (built with -DSHADERHW_TGSI_PLACED=ON,
// synth/postroute.sh tgsi). The compact models' dbg port answers one clock late: the harness
// halts the engine at each instruction boundary (dbg_halt_i) to read the registers back.
enum class EngineModel { Fast, Compact, Placed };
bool placed_model_built();  // the build has the placed netlist model

// The decoder and the engine, verilated, kept across cases: the engine model `model`, with
// `traced` the models built with FST tracing (same ports, slower; the fast engine only).
class RtlSystem {
 public:
  explicit RtlSystem(EngineModel model = EngineModel::Fast, bool traced = false);
  ~RtlSystem();
  RtlSystem(const RtlSystem&) = delete;
  RtlSystem& operator=(const RtlSystem&) = delete;
  // Runs `c` (whose golden run is `g`, executable) and compares on the way. `index` feeds the
  // back-pressure pattern (with opt.seed), so a case sees the same pattern in every run.
  RtlRun run(const Case& c, const GoldenRun& g, const RtlOptions& opt, uint64_t index);
  uint64_t cycles() const;  // all cycles of both models so far

  // What a re-run of one case needs to see the cycles of the original run (trace windows). A run
  // loads only the CONST and IN registers that differ from what the engine holds, so the load
  // time of a case depends on the case before it: preload(prev) gives the engine the registers
  // `prev` left (its cycles are neither counted nor written), and start_cycles_at(c) numbers the
  // next cycle c.
  void preload(const Case& prev);
  void start_cycles_at(uint64_t cycle);
  // Traced systems: write cycles [from, until] of what runs from now on to the FST `path` (until
  // close_trace() or the end of the system). False when the system is not traced.
  bool open_trace(const std::string& path, uint64_t from = 0, uint64_t until = UINT64_MAX);
  void close_trace();

  struct Impl;  // the system of one pair of models (tgsi_rtl.cpp)

 private:
  std::unique_ptr<Impl> impl_;
};

// "0x%08x" without the 0x: 8 lower-case hex digits (the exec output and file format).
std::string hex8(uint32_t v);

}  // namespace shaderhw::tgsi
