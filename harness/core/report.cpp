#include "core/report.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace shaderhw {

namespace {
std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}
}  // namespace

Report::Report(std::string suite, std::vector<std::string> groups, uint64_t max_printed)
    : suite_(std::move(suite)), max_printed_(max_printed) {
  for (auto& g : groups) {
    Group grp;
    grp.name = std::move(g);
    groups_.push_back(std::move(grp));
  }
}

void Report::fail(size_t group, const std::string& message) {
  Group& g = groups_[group];
  if (g.failed++ == 0) g.first_failure = message;
  if (printed_++ < max_printed_) {
    std::printf("MISMATCH %s\n", message.c_str());
    std::fflush(stdout);
  }
}

void Report::error(const std::string& message) {
  errors_.push_back(message);
  std::printf("ERROR %s\n", message.c_str());
  std::fflush(stdout);
}

uint64_t Report::passed() const {
  uint64_t n = 0;
  for (const auto& g : groups_) n += g.passed;
  return n;
}
uint64_t Report::failed() const {
  uint64_t n = 0;
  for (const auto& g : groups_) n += g.failed;
  return n;
}
uint64_t Report::skipped() const {
  uint64_t n = 0;
  for (const auto& g : groups_) n += g.skipped;
  return n;
}

void Report::print_summary(double seconds) const {
  for (const auto& g : groups_) {
    if (g.passed + g.failed + g.skipped == 0) continue;
    std::printf("  %-20s %10llu passed %8llu failed", g.name.c_str(),
                static_cast<unsigned long long>(g.passed),
                static_cast<unsigned long long>(g.failed));
    if (g.skipped) std::printf(" %8llu skipped", static_cast<unsigned long long>(g.skipped));
    std::printf("\n");
  }
  if (printed_ > max_printed_) {
    std::printf("(%llu more mismatches not printed)\n",
                static_cast<unsigned long long>(printed_ - max_printed_));
  }
  for (const auto& n : notes_) std::printf("%s\n", n.c_str());
  for (const auto& e : errors_) std::printf("error: %s\n", e.c_str());
  std::printf("%s: %.2f s\n", suite_.c_str(), seconds);
  // The closing line: errors that are not tied to a vector count as failures.
  std::printf("%llu passed, %llu failed", static_cast<unsigned long long>(passed()),
              static_cast<unsigned long long>(failed() + errors_.size()));
  if (skipped()) std::printf(", %llu skipped", static_cast<unsigned long long>(skipped()));
  std::printf("\n");
  std::fflush(stdout);
}

void Report::write_junit(const std::string& path, double seconds) const {
  std::ofstream f(path);
  if (!f) throw std::runtime_error("cannot write JUnit file " + path);
  uint64_t tests = 0, failures = 0, skips = 0;
  for (const auto& g : groups_) {
    if (g.passed + g.failed + g.skipped == 0) continue;
    ++tests;
    failures += g.failed ? 1 : 0;
    skips += (g.passed + g.failed == 0) ? 1 : 0;
  }
  tests += errors_.size();
  failures += errors_.size();
  f << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  f << "<testsuites>\n<testsuite name=\"" << xml_escape(suite_) << "\" tests=\"" << tests
    << "\" failures=\"" << failures << "\" skipped=\"" << skips << "\" time=\"" << seconds
    << "\">\n";
  for (const auto& g : groups_) {
    if (g.passed + g.failed + g.skipped == 0) continue;
    f << "  <testcase classname=\"" << xml_escape(suite_) << "\" name=\"" << xml_escape(g.name)
      << "\">\n";
    f << "    <system-out>" << g.passed << " passed, " << g.failed << " failed, " << g.skipped
      << " skipped</system-out>\n";
    if (g.failed) {
      f << "    <failure message=\"" << g.failed << " mismatches\">" << xml_escape(g.first_failure)
        << "</failure>\n";
    } else if (g.passed == 0) {
      f << "    <skipped/>\n";
    }
    f << "  </testcase>\n";
  }
  for (const auto& e : errors_) {
    f << "  <testcase classname=\"" << xml_escape(suite_) << "\" name=\"protocol\">\n"
      << "    <failure message=\"" << xml_escape(e) << "\"/>\n  </testcase>\n";
  }
  f << "</testsuite>\n</testsuites>\n";
}

size_t Coverage::covered() const {
  size_t n = 0;
  for (auto h : hits_) n += h != 0;
  return n;
}

void Coverage::merge(const Coverage& other) {
  for (size_t i = 0; i < hits_.size() && i < other.hits_.size(); ++i) hits_[i] += other.hits_[i];
}

std::string Coverage::summary(const char* what, size_t max_missing) const {
  std::string s = std::string(what) + " covered " + std::to_string(covered()) + "/" +
                  std::to_string(bins());
  size_t listed = 0, missing = bins() - covered();
  for (size_t i = 0; i < hits_.size() && listed < max_missing; ++i) {
    if (hits_[i] == 0) {
      s += (listed++ == 0 ? "\n  not covered: " : ", ") + names_[i];
    }
  }
  if (missing > listed) s += " ... (" + std::to_string(missing - listed) + " more)";
  return s;
}

}  // namespace shaderhw
