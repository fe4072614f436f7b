// Valhall as an ISA of the harness: shaderhw run/gen/bench/disasm/asm --isa valhall.
#pragma once

#include "core/options.h"

namespace shaderhw::valhall {

int run(const RunOptions& opt);
int generate(const GenOptions& opt);  // `gen` is the generated-table namespace
int bench(const BenchOptions& opt);

// disasm: instruction words (16 hex digits, the 64-bit word, or 8 bytes in memory order, one
// instruction per line) -> Mesa-syntax assembly. asm: assembly -> 16 hex digits. Errors name
// file:line (exit 2); disasm exits 1 when a word is illegal (printed as <illegal: reason>).
int disasm(const TextToolOptions& opt);
int assemble_file(const TextToolOptions& opt);

}  // namespace shaderhw::valhall
