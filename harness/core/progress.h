// A progress line on a terminal (stderr), refreshed at most a few times a second; silent when
// stderr is not a terminal (CI logs stay clean).
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

namespace shaderhw {

class Progress {
 public:
  Progress(std::string label, uint64_t total);
  ~Progress();
  void update(uint64_t done);  // cheap to call often
  void finish();
  bool enabled() const { return enabled_; }

 private:
  std::string label_;
  uint64_t total_;
  uint64_t base_ = 0;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_;

 public:
  // Work finished by earlier parts of the same run (e.g. one op after another).
  void set_base(uint64_t base) { base_ = base; }
};

}  // namespace shaderhw
