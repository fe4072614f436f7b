// Whole random TGSI programs with their inputs, for the golden interpreter now and for the RTL
// comparison later. Section numbers refer to docs/tgsi.md (D<n>, G<n>: its decisions, 15).
//
// random_program(seed, index) is a pure function of (seed, index): Rng(seed, kStreamTgsiProgram,
// index) (harness/core/rng.h). It returns a LEGAL stream (parse() accepts it without error or
// remark, 13) that the interpreter runs to its end:
//
// * Processor FRAGMENT (most), VERTEX or GEOMETRY (3.3); the fragment-only opcodes DDX, DDY and
//   KIL only in fragment programs (D39).
// * At most kMaxInstructions = 32 instructions, counting every INSTRUCTION token of the body:
//   flow-control delimiters, BGNSUB/ENDSUB and the top-level RET in front of the subroutines
//   included. This revision has no END opcode (D2), so there is nothing else to count.
// * Declarations (6.4) of every file that can be declared, in RANGE and MASK forms, split,
//   overlapping or in any order; INPUT declarations of fragment programs with an interpolation
//   mode. Immediates (6.5) in one to three IMMEDIATE tokens, before the first instruction, between
//   instructions or after the last one (an immediate may follow its use).
// * Every executable opcode of the encoding table (classes A, T and F of 7.1, taken from
//   gen::OPCODE_INFO, so an opcode added to the table is generated too); decode-only opcodes
//   (class R) and two-dimensional operands never (D13, D26).
// * Sources (9): swizzles, the SWZ extension with 0/1 selectors, per-component negations and
//   ExtDivide (the projective divide on texture coordinates, D4, D38), the MOD extension
//   (complement, bias, x2, absolute, negate), indirect addressing through ADDR or a float
//   register (9.2; some offsets land outside the file: zeros and a warning, D12).
//   Destinations (10): write masks (0 included), both saturate modes, MODULATE, CONDCODE tests,
//   NULL destinations, NV precision, condition-code updates and tests (D7). LABEL extensions
//   (declarations and references) on other instructions than CAL (G12); now and then a TEXTURE
//   extension on a non-texture opcode (accepted by the parser, unused by execution).
// * Structured flow control (11): IF/ELSE/ENDIF, BGNLOOP2/ENDLOOP2 with BRK and CONT (plain,
//   under an IF or conditional on a condition code), CAL/RET/BGNSUB/ENDSUB with conditional CAL
//   and RET, KIL in both forms (8.9); IF + loop nesting up to 4. Subroutines follow a top-level
//   RET (11.6); a subroutine only calls later ones, so calls nest at most 3 deep.
// * Loops terminate by construction: each loop has a counter register of its own (TEMP[24..31],
//   written by nothing else) set just before BGNLOOP2 to a value in [0, 2] (a saturated source
//   or an immediate) and decremented by 0.25 as the first statement of every iteration, which
//   then breaks the lanes whose counter is used up (BRK under an NV condition test or under an
//   IF). A CONT cannot skip the decrement, so a loop runs at most 8 iterations. max_steps (the
//   interpreter's STEP_LIMIT, G24) is only a safety net.
// * Values flow: most source operands read a TEMP or OUT register written earlier, or an input,
//   a constant or an immediate (all declared).
// * Inputs: IN per lane and CONST, mostly ordinary finite values and small integers, with the
//   special values of 12 mixed in (+-0, +-inf, NaNs with payloads, subnormals, +-1, huge and tiny
//   exponents, half-way and power-of-two values). TEMP, OUT and ADDR start at 0 (G6).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tgsi/exec.h"
#include "tgsi/program.h"

namespace shaderhw::tgsi {

// Stream of the random programs (Rng(seed, kStreamTgsiProgram, index)).
constexpr uint64_t kStreamTgsiProgram = 0x0601;

// Instructions per program at most (see above for what is counted).
constexpr int kMaxInstructions = 32;

// A whole program with its inputs and execution configuration.
struct RandomProgram {
  uint64_t seed = 0, index = 0;
  std::vector<uint32_t> tokens;  // the stream: build(program)
  Program program;               // the records, token_index and size filled in: what parse() reads
  std::vector<QuadVec> inputs;   // IN[i] for i < inputs.size(); higher registers are 0
  std::vector<Vec4> constants;   // CONST[i] for i < constants.size(); higher registers are 0
  uint64_t max_steps = 0;        // ExecOptions::max_steps (safety net, G24)

  // Machine in its initial state (reset(), G6) holding the inputs and constants.
  void setup(Machine& m) const;
  // Default texture function (14), no trace, max_steps.
  ExecOptions options() const;
  // For failure reports: seed, index, the text form (golden/tgsi/ASM.md; instruction lines
  // numbered, which the assembler ignores) and every input and constant, bits and value.
  std::string listing() const;
};

RandomProgram random_program(uint64_t seed, uint64_t index);

}  // namespace shaderhw::tgsi
