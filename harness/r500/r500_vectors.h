// R500 vector files (format 1, "r500" flavour; grammar in harness/README.md) and the random
// item of (seed, index).
#pragma once
#include <string>
#include <vector>

#include "core/sim.h"
#include "core/text_input.h"
#include "core/vector_text.h"
#include "r500/r500_diff.h"
#include "r500/r500_gen.h"
#include "r500_dut.h"

namespace shaderhw::r500 {

struct Item {
  Txn txn;
  ExecOut expected;
  uint64_t origin = 0;  // random index, or line number of the vector's `insn`/`asm` line
};

// The random transaction of (seed, index) in item.txn (junk in what the instruction does not
// read).
void random_input(uint64_t seed, uint64_t index, const OpSelection& sel, Item& item);

// A vector file: header `shaderhw-vectors 1 r500`, then vectors. A vector starts at
// `insn <six words>` or `asm <assembly>` and holds input lines and `expect` lines; outputs not
// named by an `expect` line are expected to be 0. Every malformed line is an error naming
// file:line.
class VectorFileSource final : public MultiLineVectorFile<Item, NoConfig> {
 public:
  explicit VectorFileSource(std::string path);
};

// Every vector of a file (throws InputError on bad input).
std::vector<Item> read_vector_file(const std::string& path);

// Header line of a vector file.
std::string format_header();
// The vector-file text of one item (its lines, newline-terminated), with the disassembly as a
// comment. Inputs that are zero are omitted.
std::string format_item(const Item& item);

// Channel letters: a subset of "rgba" in that order, or "-" for none; bit 0 r .. 3 a.
uint8_t parse_channels(const LineReader& r, std::string_view t);
// Four 32-bit values (r g b a) from t[first] on.
Vec4 parse_vec(const LineReader& r, const std::vector<std::string_view>& t, size_t first);

}  // namespace shaderhw::r500
