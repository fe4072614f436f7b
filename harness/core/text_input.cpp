#include "core/text_input.h"

#include <cstdio>
#include <fstream>
#include <iostream>

namespace shaderhw {

LineReader::LineReader(const std::string& path, Comments comments)
    : name_(path == "-" ? "<stdin>" : path), comments_(comments) {
  if (path == "-") {
    in_ = &std::cin;
  } else {
    auto f = std::make_unique<std::ifstream>(path);
    if (!*f) throw InputError(path, 0, "cannot open file");
    in_ = f.get();
    owned_ = std::move(f);
  }
}

bool LineReader::next(std::vector<std::string_view>& tokens) {
  while (std::getline(*in_, text_)) {
    ++line_no_;
    if (comments_ == kHashAnywhere) {
      if (const auto hash = text_.find('#'); hash != std::string::npos) text_.resize(hash);
    } else {
      for (size_t h = text_.find('#'); h != std::string::npos; h = text_.find('#', h + 1)) {
        const bool token_start = h == 0 || text_[h - 1] == ' ' || text_[h - 1] == '\t';
        const bool word_end = h + 1 == text_.size() || text_[h + 1] == ' ' ||
                              text_[h + 1] == '\t' || text_[h + 1] == '\r';
        if (token_start && word_end) {
          text_.resize(h);
          break;
        }
      }
    }
    tokens.clear();
    size_t i = 0;
    const size_t n = text_.size();
    while (i < n) {
      while (i < n && (text_[i] == ' ' || text_[i] == '\t' || text_[i] == '\r')) ++i;
      const size_t start = i;
      while (i < n && text_[i] != ' ' && text_[i] != '\t' && text_[i] != '\r') ++i;
      if (i > start) tokens.emplace_back(text_.data() + start, i - start);
    }
    if (!tokens.empty()) return true;
  }
  if (in_->bad()) fail("read error");
  return false;
}

uint64_t parse_hex(const LineReader& where, std::string_view token, unsigned max_digits,
                   const char* what) {
  std::string_view digits = token;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    digits.remove_prefix(2);
  }
  if (digits.empty() || digits.size() > max_digits) {
    where.fail(std::string("bad ") + what + " " + quote(token) + ": expected 1 to " +
               std::to_string(max_digits) + " hex digits");
  }
  uint64_t value = 0;
  for (char c : digits) {
    unsigned d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else where.fail(std::string("bad ") + what + " " + quote(token) + ": not hex");
    value = (value << 4) | d;
  }
  return value;
}

uint64_t parse_dec(const LineReader& where, std::string_view token, const char* what) {
  if (token.empty() || token.size() > 20) {
    where.fail(std::string("bad ") + what + " " + quote(token));
  }
  uint64_t value = 0;
  for (char c : token) {
    if (c < '0' || c > '9') where.fail(std::string("bad ") + what + " " + quote(token));
    if (value > (UINT64_MAX - (c - '0')) / 10) where.fail(std::string(what) + " " + quote(token) + " exceeds 64 bits");
    value = value * 10 + (c - '0');
  }
  return value;
}

std::string quote(std::string_view token) {
  constexpr size_t kMax = 80;
  if (token.size() <= kMax) return "'" + std::string(token) + "'";
  return "'" + std::string(token.substr(0, kMax)) + "...' (" + std::to_string(token.size()) +
         " characters)";
}

std::string hex(uint64_t value, unsigned digits) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%0*llx", static_cast<int>(digits),
                static_cast<unsigned long long>(value));
  return buf;
}

}  // namespace shaderhw
