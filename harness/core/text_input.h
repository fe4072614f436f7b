// Line-oriented text input shared by every vector format: tokenising, hex fields, and errors
// that name the file and line. Bad input is reported, never skipped.
#pragma once
#include <cctype>
#include <cstdint>
#include <istream>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace shaderhw {

// Bad user input (vector file, assembly, options): printed as "file:line: message", exit 2.
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& file, size_t line, const std::string& msg)
      : std::runtime_error(file + (line ? ":" + std::to_string(line) : std::string()) + ": " + msg),
        file_(file), line_(line) {}
  const std::string& file() const { return file_; }
  size_t line() const { return line_; }

 private:
  std::string file_;
  size_t line_;
};

// The indices of `names` among the `count` names name_of(0..count-1), compared without regard to
// case, in the order given (an --op list). An unknown name is an InputError of `option` that lists
// the known ones.
template <class NameOf>
std::vector<int> resolve_names(const std::vector<std::string>& names, int count, NameOf name_of,
                               const std::string& option, const std::string& what) {
  const auto same = [](std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t k = 0; k < a.size(); ++k) {
      if (std::toupper(static_cast<unsigned char>(a[k])) !=
          std::toupper(static_cast<unsigned char>(b[k])))
        return false;
    }
    return true;
  };
  std::vector<int> out;
  for (const std::string& n : names) {
    int found = -1;
    for (int i = 0; i < count && found < 0; ++i) {
      if (same(n, name_of(i))) found = i;
    }
    if (found < 0) {
      std::string known;
      for (int i = 0; i < count; ++i) known += std::string(" ") + name_of(i);
      throw InputError(option, 0, "unknown " + what + " '" + n + "'; known:" + known);
    }
    out.push_back(found);
  }
  return out;
}

// Reads a file (or standard input for "-") line by line, dropping '#' comments and blank lines.
// Comment style kHashWord: '#' starts a comment only at the start of a token when followed by
// white space or the end of the line, so that tokens such as Valhall's 32-bit constant `#0x10`
// survive.
class LineReader {
 public:
  enum Comments { kHashAnywhere, kHashWord };
  explicit LineReader(const std::string& path, Comments comments = kHashAnywhere);
  // Next non-empty line split on white space; false at end of input.
  bool next(std::vector<std::string_view>& tokens);
  size_t line() const { return line_no_; }
  const std::string& file() const { return name_; }
  [[noreturn]] void fail(const std::string& msg) const { throw InputError(name_, line_no_, msg); }

 private:
  std::unique_ptr<std::istream> owned_;
  std::istream* in_;
  std::string name_;
  std::string text_;
  size_t line_no_ = 0;
  Comments comments_ = kHashAnywhere;
};

// Parses exactly one hex number of at most max_digits digits (no 0x prefix needed, allowed).
uint64_t parse_hex(const LineReader& where, std::string_view token, unsigned max_digits,
                   const char* what);
// Parses an unsigned decimal number.
uint64_t parse_dec(const LineReader& where, std::string_view token, const char* what);

std::string hex(uint64_t value, unsigned digits);

// A token of user input quoted for an error message: 'token', cut to its first 80 characters
// (with "...") so that a runaway token cannot flood the message.
std::string quote(std::string_view token);

}  // namespace shaderhw
