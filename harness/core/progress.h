// A progress line on stderr: on a terminal, redrawn in place a few times a second; otherwise (a
// log file of a nightly run) one full line per minute, so short runs print nothing and long ones
// show that they are alive and when they will end.
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

 private:
  std::string label_;
  uint64_t total_;
  uint64_t base_ = 0;
  bool tty_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_, last_;

 public:
  // Work finished by earlier parts of the same run (e.g. one op after another).
  void set_base(uint64_t base) { base_ = base; }
};

}  // namespace shaderhw
