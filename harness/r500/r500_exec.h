// Whole R500 programs from the command line: `shaderhw exec --isa r500` (the RTL shader core and
// the golden ISS in lock step, r500_lockstep.h) and `shaderhw gen --isa r500 --programs`
// (random programs of r500_program_gen.h as files). File formats: harness/README.md, "R500
// programs".
#pragma once
#include <string>

#include "core/options.h"
#include "r500/r500_program_gen.h"

namespace shaderhw::r500 {

int exec_programs(const ExecOptions& opt);
int gen_programs(const GenOptions& opt);

// A program file: one instruction per line, six words (disasm's input format); '#' and ';'
// comment lines and blank lines are skipped. At most 512 instructions. Throws InputError.
std::vector<Instruction> read_program(const std::string& path);
// An initial-state file (`shaderhw-inputs 1 r500`) applied to `p` (its code already set; the
// defaults: start 0, end the last instruction, offset 0, everything else 0, every pixel covered
// and not killed, step limit 10^6). Throws InputError naming file:line.
void read_inputs(const std::string& path, RandomProgram& p);
// The initial-state file text of `p` (what read_inputs reads back to the same state).
std::string format_inputs(const RandomProgram& p);

}  // namespace shaderhw::r500
