// One line of a mismatch report: an output field whose expected and actual values differ.
#pragma once
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>

namespace shaderhw {

// Appends "    <name>  expected 0x<a>  actual 0x<b>" (hex, `digits` wide) when a != b.
inline void append_field_diff(std::ostream& os, const std::string& name, uint64_t a, uint64_t b,
                              int digits) {
  if (a == b) return;
  char buf[128];
  std::snprintf(buf, sizeof buf, "    %-22s expected 0x%0*llx  actual 0x%0*llx\n", name.c_str(),
                digits, static_cast<unsigned long long>(a), digits,
                static_cast<unsigned long long>(b));
  os << buf;
}

}  // namespace shaderhw
