// ATTILA vector files (format 1, "attila" flavour; grammar in harness/README.md), plus the
// field-by-field comparison of two ExecOut values that the scoreboard prints.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "attila/execute.h"
#include "core/sim.h"
#include "core/text_input.h"
#include "core/vector_text.h"

namespace shaderhw::attila {

struct Item {
  ExecIn txn;
  ExecOut expected;
  uint64_t origin = 0;  // random index, or line number of the vector's `insn`/`asm` line
};

// A vector file: header `shaderhw-vectors 1 attila`, optional `fx N` / `micro_triangle 0|1`
// lines, then vectors. A vector starts at `insn Q0 Q1` or `asm <assembly>` and holds input lines
// (pc, src1..src3, pred, a0, a1, acc, sample, active) and `expect` lines; outputs not named by an
// `expect` line are expected to be 0. Every malformed line is an error naming file and line.
class VectorFileSource final : public MultiLineVectorFile<Item, ExecConfig> {
 public:
  explicit VectorFileSource(std::string path);
};

// The vector-file text of one item (its lines, newline-terminated), with the disassembly as a
// comment. Inputs that are zero are omitted.
std::string format_item(const Item& item, const ExecConfig& cfg);
// Header lines of a vector file for a configuration.
std::string format_header(const ExecConfig& cfg);

// Every field where `actual` differs from `expected`, one per line ("" when equal).
std::string diff_outputs(const ExecOut& expected, const ExecOut& actual);
// The inputs of a transaction, compactly, for a mismatch report.
std::string describe_inputs(const ExecIn& in, const ExecConfig& cfg);

}  // namespace shaderhw::attila
