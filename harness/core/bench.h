// Shared by the `bench` subcommands of every ISA: a list of pre-generated items (expected values
// filled in) as a sequence, and the table every benchmark prints.
#pragma once
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/sim.h"

namespace shaderhw {

// A sequence over a vector of items.
template <class Item>
class ListSource final : public ItemSource<Item> {
 public:
  explicit ListSource(std::vector<Item>& items) : items_(items) {}
  bool next(Item& it) override {
    if (pos_ == items_.size()) return false;
    it = items_[pos_++];
    return true;
  }
  void rewind() override { pos_ = 0; }

 private:
  std::vector<Item>& items_;
  size_t pos_ = 0;
};

// One RTL model's run over the items: wall-clock seconds of the simulation alone, items
// retired, cycles, and disagreements with the golden model (mismatches and protocol errors).
struct BenchRtl {
  double seconds = 0;
  uint64_t retired = 0, cycles = 0, failed = 0;
};

// The table: a header, one row per case (golden and RTL rates, their ratio, cycles per item),
// and the verdict: exit 1 when the RTL disagreed with the golden model anywhere. Speed never
// fails a benchmark.
class BenchTable {
 public:
  explicit BenchTable(const char* unit) : unit_(unit) {
    const std::string g = std::string("golden ") + unit_ + "/s";
    const std::string r = std::string("RTL ") + unit_ + "/s";
    std::printf("%-16s %-28s %18s %18s %7s %8s\n", "case", "RTL model", g.c_str(), r.c_str(),
                "ratio", "cycles/i");
  }
  void row(const std::string& label, const std::string& model, double golden_rate,
           const BenchRtl& rtl) {
    const double rate = rtl.retired / (rtl.seconds > 0 ? rtl.seconds : 1e-9);
    std::printf("%-16s %-28s %18.0f %18.0f %7.1f %8.2f\n", label.c_str(), model.c_str(),
                golden_rate, rate, golden_rate / (rate > 0 ? rate : 1e-9),
                rtl.retired ? static_cast<double>(rtl.cycles) / rtl.retired : 0.0);
    std::fflush(stdout);
    failed_ += rtl.failed;
  }
  int finish() const {
    if (failed_ == 0) return 0;
    std::printf("RTL disagreed with the golden model on %llu %s\n",
                static_cast<unsigned long long>(failed_), unit_);
    return 1;
  }

 private:
  const char* unit_;
  uint64_t failed_ = 0;
};

}  // namespace shaderhw
