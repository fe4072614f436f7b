// Valhall vector files (format 1, "valhall" flavour; grammar in harness/README.md), the random
// item of (seed, index), and the field-by-field comparison of two ExecOut values that the
// scoreboard prints.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/sim.h"
#include "core/text_input.h"
#include "core/vector_text.h"
#include "valhall/execute.h"

namespace shaderhw::valhall {

// One transaction: the golden model's input plus the flush-to-zero mode, which travels with it
// (a shader descriptor input; the pipeline has it as a port).
struct Txn : ExecIn {
  ExecConfig cfg;
};

struct Item {
  Txn txn;
  ExecOut expected;
  uint64_t origin = 0;  // random index, or line number of the vector's `insn`/`asm` line
};

// The random transaction of (seed, index) in item.txn: junk in what the instruction does not
// read (valhall_gen.h). random_item also fills in the golden model's expected values.
void random_input(uint64_t seed, uint64_t index, const std::vector<int>& ins, Item& item);
Item random_item(uint64_t seed, uint64_t index, const std::vector<int>& ins);

// A vector file: header `shaderhw-vectors 1 valhall`, then vectors. A vector starts at
// `insn <word>` or `asm <assembly>` and holds input lines and `expect` lines; outputs not named
// by an `expect` line are expected to be 0. Every malformed line is an error naming file:line.
class VectorFileSource final : public MultiLineVectorFile<Item, NoConfig> {
 public:
  explicit VectorFileSource(std::string path);  // the flush-to-zero mode travels with each vector
};

// Every vector of a file (throws InputError on bad input).
std::vector<Item> read_vector_file(const std::string& path);

// Header line of a vector file.
std::string format_header();
// The vector-file text of one item (its lines, newline-terminated), with the disassembly as a
// comment. Inputs that are zero are omitted.
std::string format_item(const Item& item);

// Every field where `actual` differs from `expected`, one per line ("" when equal).
std::string diff_outputs(const ExecOut& expected, const ExecOut& actual);
// The inputs of a transaction, compactly, for a mismatch report.
std::string describe_inputs(const Item& item);

const char* ftz_name(FtzMode m);

}  // namespace shaderhw::valhall
