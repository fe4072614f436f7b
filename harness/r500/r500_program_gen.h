// Whole random R500 programs: `shaderhw exec --isa r500 --programs`, `gen --programs` and the
// shader-core test (tests/r500/rtl_core_test.cpp).
//
// random_program(seed, index): a legal program of at most 64 instructions with structured flow
// control as the driver emits it (docs/r500.md 8.3: IF/ELSE/ENDIF on the ALU result, a predicate
// or a boolean; LOOP/ENDLOOP with aL-relative operands; REP/ENDREP; BREAKLOOP, BREAKREP and
// CONTINUE, mostly under an IF; subroutine calls and returns through A_OP PUSH/POP), plain
// forward JUMPs (some with JUMP_GLOBAL), and now and then a random flow-control instruction or an
// illegal one (a no-op, P22); random ALU, OUT, TEX and TEXKILL instructions whose operands and
// destinations mostly stay in a working set of 16 temporaries and constants, so that values flow
// from one instruction to the next. The single instructions and the values are those of the
// harness's generator (harness/r500/r500_gen.h random_legal(), make_illegal(), random_vec()), the
// one source of random R500 instructions of the project. The initial state: every constant and
// every temporary of every pixel from the special value classes, random predicate bits, ALU
// results, covered (mostly) and killed (rarely) bits; the static registers: random booleans,
// loop constants mostly of 1..7 iterations (so that loops end), sometimes KR = 0 or up to 255,
// random KG (initial aL) and KB (step); random OFFSET_ADDR (half of the programs 0), START_ADDR 0
// (1 in 20 inside the program), END_ADDR the program's final OUT; a step limit of 1500, or of a
// few dozen steps in 1 program in 12. Some runs therefore end with STEP_LIMIT or STACK_FAULT, and
// the RTL must agree on those too. The program is a pure function of (seed, index): Rng(seed,
// kStreamProgram, index) (harness/core/rng.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "r500/decode.h"
#include "r500/iss.h"

namespace shaderhw::r500 {

// Stream of the random programs (Rng(seed, kStreamProgram, index)).
constexpr uint64_t kStreamProgram = 0x0501;

// A whole program with its initial state and configuration.
struct RandomProgram {
  std::vector<Instruction> code;  // slot i of the program goes to cfg.fc.code_offset + i (mod 512)
  IssConfig cfg;                  // start/end (relative to the offset), FC registers, limits
  Vec4 consts[kConsts];
  Vec4 temps[kPixels][kTemps];  // every temporary of every pixel
  uint8_t pred[kPixels] = {0, 0, 0, 0};
  bool alu_result[kPixels] = {false, false, false, false};
  bool covered[kPixels] = {true, true, true, true};
  bool killed[kPixels] = {false, false, false, false};

  // The instruction memory as the program leaves it: the code at the offset, 0 elsewhere.
  void image(Instruction (&imem)[kInstructions]) const;
  // A fresh ISS holding the program and its initial state.
  void setup(Iss& iss) const;
  // The program, one instruction per line: index, slot, golden disassembly; and the configuration.
  std::string listing() const;
};

RandomProgram random_program(uint64_t seed, uint64_t index);

}  // namespace shaderhw::r500
