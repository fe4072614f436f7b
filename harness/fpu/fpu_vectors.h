// The FP core's sequences: random operations with golden expected values, shaderhw vector
// files (format 1, see harness/README.md) and Berkeley TestFloat (testfloat_gen) files.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/text_input.h"
#include "fpu/fpu_ops.h"

namespace shaderhw::fpu {

// How a response is judged.
enum class CheckMode : uint8_t {
  Exact,      // result bits and flags equal (golden model or shaderhw vector file)
  TestFloat,  // result bits equal, any NaN for a NaN; flags only if asked
  Skip,       // TestFloat's invalid float->int cases: the ISA's business, not compared
};

struct Item {
  Operation txn;
  uint32_t expected = 0;
  uint8_t expected_flags = 0;
  CheckMode mode = CheckMode::Exact;
  uint64_t origin = 0;  // random index, or line number in the vector file
};

constexpr const char* kFormatTag = "shaderhw-vectors";
constexpr unsigned kFormatVersion = 1;
// Stream of the random operations (Rng(seed, kStreamOps, index)).
constexpr uint64_t kStreamOps = 0xF9C0;

std::vector<const OpInfo*> resolve_ops(const std::vector<std::string>& names);

class RandomSource {
 public:
  RandomSource(uint64_t seed, uint64_t begin, uint64_t end, std::vector<const OpInfo*> ops);
  bool next(Item& item);
  void rewind() { next_ = begin_; }
  uint64_t size() const { return end_ - begin_; }

 private:
  uint64_t seed_, begin_, next_, end_;
  std::vector<const OpInfo*> ops_;
};

// shaderhw vector file, format 1:
//   shaderhw-vectors 1 fpu
//   <op> <rm> <mods> <operand>... <result> <flags>      mods: '-' or ftz,nanprop,exact
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
  uint64_t count_ = 0;
};

// Berkeley TestFloat's testfloat_gen output: operands, result, flags in hex, one case a line.
class TestFloatSource {
 public:
  TestFloatSource(std::string path, Operation proto);
  void rewind();
  bool next(Item& item);
  const std::string& name() const { return reader_->file(); }

 private:
  std::string path_;
  Operation proto_;
  std::unique_ptr<LineReader> reader_;
  std::vector<std::string_view> tokens_;
  uint64_t count_ = 0;
};

// One line of a shaderhw vector file for an item (without the newline).
std::string format_vector(const Item& item);

}  // namespace shaderhw::fpu
