// Results of a run: counts per group (an operation, an opcode), the first mismatches in full,
// the closing line "N passed, M failed[, K skipped]", JUnit XML and the exit code.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace shaderhw {

class Report {
 public:
  Report(std::string suite, std::vector<std::string> groups, uint64_t max_printed = 10);

  void pass(size_t group) { ++groups_[group].passed; }
  void skip(size_t group) { ++groups_[group].skipped; }
  // Records a mismatch; the first max_printed are printed in full on stdout at once.
  void fail(size_t group, const std::string& message);
  // A failure not tied to one vector (protocol error, hang).
  void error(const std::string& message);
  void note(const std::string& line) { notes_.push_back(line); }

  uint64_t passed() const;
  uint64_t failed() const;
  uint64_t skipped() const;
  // Per-group lines (groups with no cases omitted), notes, then the closing line.
  void print_summary(double seconds) const;
  void write_junit(const std::string& path, double seconds) const;
  // 0 when nothing failed, 1 otherwise.
  int exit_code() const { return failed() == 0 && errors_.empty() ? 0 : 1; }

 private:
  struct Group {
    std::string name;
    uint64_t passed = 0, failed = 0, skipped = 0;
    std::string first_failure;
  };
  std::string suite_;
  std::vector<Group> groups_;
  std::vector<std::string> errors_;
  std::vector<std::string> notes_;
  uint64_t max_printed_;
  uint64_t printed_ = 0;
};

// Functional coverage: named bins, counted; reports hit/total and lists the first misses.
class Coverage {
 public:
  size_t add_bin(std::string name) {
    names_.push_back(std::move(name));
    hits_.push_back(0);
    return hits_.size() - 1;
  }
  void hit(size_t bin) { ++hits_[bin]; }
  size_t bins() const { return hits_.size(); }
  size_t covered() const;
  void merge(const Coverage& other);  // same bins, added
  // "coverage: X/Y bins" plus up to max_missing missing bin names.
  std::string summary(const char* what, size_t max_missing = 20) const;

 private:
  std::vector<std::string> names_;
  std::vector<uint64_t> hits_;
};

}  // namespace shaderhw
