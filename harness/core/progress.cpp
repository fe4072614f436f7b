#include "core/progress.h"

#include <unistd.h>

#include <cstdio>

namespace shaderhw {

Progress::Progress(std::string label, uint64_t total)
    : label_(std::move(label)), total_(total), tty_(isatty(STDERR_FILENO) != 0) {
  start_ = last_ = std::chrono::steady_clock::now();
}

Progress::~Progress() { finish(); }

void Progress::update(uint64_t done) {
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < (tty_ ? std::chrono::milliseconds(250) : std::chrono::milliseconds(60000))) {
    return;
  }
  last_ = now;
  done += base_;
  const double secs = std::chrono::duration<double>(now - start_).count();
  const double rate = secs > 0 ? done / secs : 0.0;
  const double frac = total_ ? static_cast<double>(done) / total_ : 0.0;
  const double eta = rate > 0 && total_ > done ? (total_ - done) / rate : 0.0;
  // Millions per second for the fast runs, a plain count for the slow ones (a group core or a
  // whole-program engine does hundreds per second, which %.2fM would show as 0.00M).
  char rate_text[32];
  if (rate >= 1e5) std::snprintf(rate_text, sizeof rate_text, "%.2fM", rate / 1e6);
  else std::snprintf(rate_text, sizeof rate_text, "%.0f", rate);
  std::fprintf(stderr, "%s%s %5.1f%% %llu/%llu  %s ops/s  eta %.0fs%s", tty_ ? "\r" : "",
               label_.c_str(), 100.0 * frac, static_cast<unsigned long long>(done),
               static_cast<unsigned long long>(total_), rate_text, eta, tty_ ? "   " : "\n");
  std::fflush(stderr);
  drawn_ = tty_;
}

void Progress::finish() {
  if (drawn_) {
    std::fprintf(stderr, "\r%*s\r", 78, "");
    std::fflush(stderr);
    drawn_ = false;
  }
}

}  // namespace shaderhw
