// Valhall sequences: random transactions with golden expected values, and shaderhw vector files
// (format 1, "valhall" flavour; grammar in harness/README.md), plus the field-by-field
// comparison of two ExecOut values that the scoreboard prints.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/text_input.h"
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

class RandomSource {
 public:
  RandomSource(uint64_t seed, uint64_t begin, uint64_t end, std::vector<int> ins);
  bool next(Item& item);
  void rewind() { next_ = begin_; }
  uint64_t size() const { return end_ - begin_; }

 private:
  uint64_t seed_, begin_, next_, end_;
  std::vector<int> ins_;
};

// The random item of (seed, index), expected values from the golden model.
Item random_item(uint64_t seed, uint64_t index, const std::vector<int>& ins);

// A vector file: header `shaderhw-vectors 1 valhall`, then vectors. A vector starts at
// `insn <word>` or `asm <assembly>` and holds input lines and `expect` lines; outputs not named
// by an `expect` line are expected to be 0. Every malformed line is an error naming file:line.
class VectorFileSource {
 public:
  explicit VectorFileSource(std::string path);
  void rewind();
  bool next(Item& item);
  const std::string& name() const { return reader_->file(); }

 private:
  std::string path_;
  std::unique_ptr<LineReader> reader_;
  std::vector<std::string_view> tokens_;
  bool have_tokens_ = false;  // tokens_ holds the first line of the next vector
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
