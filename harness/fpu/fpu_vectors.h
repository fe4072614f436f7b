// The FP core's items, shaderhw vector files (format 1, see harness/README.md) and Berkeley
// TestFloat (testfloat_gen) files.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/sim.h"
#include "core/text_input.h"
#include "fpu/fpu_ops.h"

namespace shaderhw::fpu {

// How a response is judged.
enum class CheckMode : uint8_t {
  Exact,      // result bits and flags equal (golden model or shaderhw vector file)
  TestFloat,  // result bits equal, any NaN for a NaN; flags only if asked
  Skip,       // TestFloat's invalid float->int cases: the ISA's business, not compared
};

// How a run judges flags: shaderhw vector files and random runs always compare them; TestFloat
// runs only with --flags.
struct FpuConfig {
  bool check_flags = true;
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

// The random operation of (seed, index) among `ops` (all when empty), with the golden model's
// expected result and flags: what `shaderhw run --isa fpu --random` drives as item `index`.
Item random_item(uint64_t seed, uint64_t index, const std::vector<const OpInfo*>& ops);

// shaderhw vector file, format 1:
//   shaderhw-vectors 1 fpu
//   <op> <rm> <mods> <operand>... <result> <flags>      mods: '-' or ftz,nanprop,exact
class VectorFileSource final : public ItemSource<Item> {
 public:
  explicit VectorFileSource(std::string path);
  void rewind() override;
  bool next(Item& item) override;  // a file without vectors is an error
  const std::string& name() const { return reader_->file(); }
  FpuConfig config() const { return {}; }

 private:
  std::string path_;
  std::unique_ptr<LineReader> reader_;
  std::vector<std::string_view> tokens_;
  uint64_t count_ = 0;
};

// Berkeley TestFloat's testfloat_gen output: operands, result, flags in hex, one case a line.
class TestFloatSource final : public ItemSource<Item> {
 public:
  TestFloatSource(std::string path, Operation proto);
  void rewind() override;
  bool next(Item& item) override;
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
