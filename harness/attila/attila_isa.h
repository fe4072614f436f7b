// ATTILA as an ISA of the harness: shaderhw run/gen/bench/disasm/asm --isa attila.
#pragma once
#include <string>

#include "core/options.h"

namespace shaderhw::attila {

int run(const RunOptions& opt);
int generate(const GenOptions& opt);  // `gen` is the generated-table namespace
int bench(const BenchOptions& opt);

// disasm: instruction words (32 hex digits, or two 64-bit qwords, one instruction per line) ->
// assembly. asm: assembly -> the two qwords of the canonical encoding. Errors name file:line.
int disasm(const TextToolOptions& opt);
int assemble_file(const TextToolOptions& opt);

}  // namespace shaderhw::attila
