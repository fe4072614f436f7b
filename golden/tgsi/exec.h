// Gallium TGSI golden model: the interpreter. Runs a parsed program on one quad (4 lanes x 4
// components) as docs/tgsi.md 8-12 say; the section numbers below refer to that document, D<n>
// are the project decisions of its section 15.1 and G<n> the golden-model decisions of 15.2.
//
// ---------------------------------------------------------------------------------------------
// Use
// ---------------------------------------------------------------------------------------------
//   ParseResult pr = parse(tokens);                  // parse.h
//   CompileResult cr = compile(pr.program);          // pre-decode once
//   Machine m;                                       // TEMP/OUT/ADDR 0, CC all EQ, no kill
//   m.in[1].v[c][lane] = ...; m.constant[3].c[c] = ...;
//   ExecResult r = execute(cr.program, m, opts);     // as often as wanted (m.reset() between)
// After execute(): m.out (outputs), m.kill (kill mask, bit = lane), m.temp, m.addr, m.cc, and,
// when opts.trace is set, every register and condition-code write in order.
//
// compile() refuses what this milestone does not execute: a newer minor version (NOT_EXECUTABLE,
// docs/tgsi.md 3.1), a decode-only opcode (class R, D26) or a two-dimensional operand (D13)
// anywhere in the program (UNSUPPORTED, with the instruction index).
//
// execute() stops at the end of the body or at a RET/ENDSUB that leaves no lane of the
// outermost level (11.5, 11.6); or with an error status: STEP_LIMIT (opts.max_steps
// instructions visited), LOOP_LIMIT (a loop asked for a 65537th iteration, D23), CALL_DEPTH (a
// CAL beyond 32 nested calls). It never hangs.
//
// ---------------------------------------------------------------------------------------------
// Semantics summary (details in the document and in semantics.cpp)
// ---------------------------------------------------------------------------------------------
// Lanes 0 bottom-left, 1 bottom-right, 2 top-left, 3 top-right (11.1, D29). Every instruction
// reads all its sources (9) before it writes anything (D36). Destination path per component
// (10.1): modulate, saturate, write mask, NV condition test, CONDCODE test (both must pass, D7),
// lane active; write; CC update of the written components from the written value. Tests see the
// condition codes as they were before the instruction. Structured flow control with the four
// lane masks of 11.2 (IF/ELSE/ENDIF, BGNLOOP2/ENDLOOP2/BRK/CONT, CAL/RET/BGNSUB/ENDSUB); KIL
// marks lanes in `kill` and execution continues. Texture opcodes call opts.texture per active
// lane (texture.h). Out-of-range indirect reads give a register of zeros and a warning (D12).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tgsi/parse.h"
#include "tgsi/program.h"
#include "tgsi/texture.h"

namespace shaderhw::tgsi {

// One register of a per-lane file: v[component][lane], binary32 (or int32 for ADDRESS) bits.
struct QuadVec {
  uint32_t v[4][4] = {};
  bool operator==(const QuadVec& o) const;
  bool operator!=(const QuadVec& o) const { return !(*this == o); }
};

// One register of a lane-uniform file (CONSTANT, IMMEDIATE): c[component].
struct Vec4 {
  uint32_t c[4] = {};
  bool operator==(const Vec4& o) const {
    return c[0] == o.c[0] && c[1] == o.c[1] && c[2] == o.c[2] && c[3] == o.c[3];
  }
  bool operator!=(const Vec4& o) const { return !(*this == o); }
};

constexpr int kTemps = static_cast<int>(gen::LIMIT_TEMPORARY);
constexpr int kInputs = static_cast<int>(gen::LIMIT_INPUT);
constexpr int kOutputs = static_cast<int>(gen::LIMIT_OUTPUT);
constexpr int kConstants = static_cast<int>(gen::LIMIT_CONSTANT);
constexpr int kAddrs = static_cast<int>(gen::LIMIT_ADDRESS);
constexpr int kCcRegs = static_cast<int>(gen::LIMIT_CC);

// The register files of one quad. IN and CONSTANT are the caller's; the rest is state that
// reset() puts in its initial value: 0 in TEMP, OUT and ADDR, EQ in every condition code (D7,
// G6), no lane killed. execute() does not reset: a caller may preset OUT or TEMP (13.2 does).
struct Machine {
  QuadVec in[kInputs];
  Vec4 constant[kConstants];
  QuadVec out[kOutputs];
  QuadVec temp[kTemps];
  QuadVec addr[kAddrs];
  uint8_t cc[kCcRegs][4][4];       // [register][component][lane]: gen::CcFlag value
  uint8_t kill = 0;                // bit l: lane l killed
  uint16_t out_written[kOutputs];  // bit 4*component + lane: written by the program
  Machine() { reset(); }
  void reset();  // TEMP, OUT, ADDR, CC, kill and out_written to their initial values
};

// A register or condition-code write, in execution order (trace).
constexpr uint8_t kTraceCC = 15;  // `file` of a condition-code write (bits = gen::CcFlag)
struct RegWrite {
  uint64_t step;   // 0-based count of instructions visited before this one
  uint32_t pc;     // instruction index (0 = first instruction of the body)
  uint8_t file;    // gen::File value, or kTraceCC
  int16_t index;
  uint8_t lane;
  uint8_t comp;
  uint32_t bits;
  bool operator==(const RegWrite& o) const {
    return step == o.step && pc == o.pc && file == o.file && index == o.index && lane == o.lane &&
           comp == o.comp && bits == o.bits;
  }
  bool operator!=(const RegWrite& o) const { return !(*this == o); }
};
std::string to_string(const RegWrite&);

enum class ExecStatus : uint8_t {
  OK,              // the program ended
  NOT_EXECUTABLE,  // compile(): minor version above 1
  UNSUPPORTED,     // compile(): decode-only opcode or two-dimensional operand
  STEP_LIMIT,      // execute(): opts.max_steps instructions visited
  LOOP_LIMIT,      // execute(): a loop ran 65536 iterations and still had active lanes
  CALL_DEPTH,      // execute(): call stack full
};
const char* status_name(ExecStatus);

struct ExecOptions {
  TextureFn texture = default_texture;
  void* texture_ctx = nullptr;
  std::vector<RegWrite>* trace = nullptr;      // every write, when set
  std::vector<std::string>* warnings = nullptr;  // out-of-range reads (D12), when set
  uint64_t max_steps = 4000000;
  // Run the reference path instead of the fast one: every source operand and every destination
  // component through the general per-lane code, every number through golden/fp (no host
  // arithmetic, no SIMD). Same results, bit for bit (tests/tgsi/fastpath_test.cpp); slower.
  bool reference = false;
};

struct ExecResult {
  ExecStatus status = ExecStatus::OK;
  uint64_t steps = 0;     // instructions visited
  uint32_t pc = 0;        // instruction index where execution stopped (= count at the end)
  uint8_t kill = 0;       // = machine.kill
  uint32_t warnings = 0;  // number of warnings
  std::string message;
};

namespace detail {
struct Op;
}

// The pre-decoded form of a program (compact, no allocation while it runs).
struct CompiledProgram {
  std::vector<detail::Op> ops;
  std::vector<Vec4> imm;  // IMMEDIATE[k]
  Processor processor = Processor::FRAGMENT;
  size_t instructions() const;  // = ops.size() (Op is complete only in exec.cpp)
  CompiledProgram();
  ~CompiledProgram();
  CompiledProgram(const CompiledProgram&);
  CompiledProgram& operator=(const CompiledProgram&);
  CompiledProgram(CompiledProgram&&) noexcept;
  CompiledProgram& operator=(CompiledProgram&&) noexcept;
};

struct CompileResult {
  ExecStatus status = ExecStatus::OK;  // OK, NOT_EXECUTABLE or UNSUPPORTED
  uint32_t insn = 0;                   // instruction index of the refusal
  std::string message;
  CompiledProgram program;
  bool ok() const { return status == ExecStatus::OK; }
};

CompileResult compile(const Program& program);
ExecResult execute(const CompiledProgram& program, Machine& m, const ExecOptions& opts = {});

}  // namespace shaderhw::tgsi
