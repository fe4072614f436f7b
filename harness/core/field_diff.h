// A mismatch report's list of differing output fields: one line per field whose expected and
// actual values differ, in the order the fields are compared.
#pragma once
#include <cstdint>
#include <cstdio>
#include <string>

namespace shaderhw {

class FieldDiff {
 public:
  // Adds "    <name>  expected 0x<a>  actual 0x<b>" (hex, `digits` wide) when a != b.
  void operator()(const std::string& name, uint64_t a, uint64_t b, int digits) {
    if (a == b) return;
    char buf[128];
    std::snprintf(buf, sizeof buf, "    %-22s expected 0x%0*llx  actual 0x%0*llx\n", name.c_str(),
                  digits, static_cast<unsigned long long>(a), digits,
                  static_cast<unsigned long long>(b));
    text_ += buf;
  }
  // A line of free text (for fields that print as names, not numbers).
  void line(const std::string& text) { text_ += "    " + text + "\n"; }
  const std::string& str() const { return text_; }

 private:
  std::string text_;
};

}  // namespace shaderhw
