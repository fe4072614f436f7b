#include "core/vector_text.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace shaderhw {

uint32_t parse_lanes(const LineReader& r, std::string_view t, int lanes) {
  if (t == "*") return (1u << lanes) - 1;
  auto bad = [&]() {
    r.fail("bad lane list " + quote(t) + ": expected '*' or distinct lane numbers 0.." +
           std::to_string(lanes - 1) + " separated by commas");
  };
  uint32_t mask = 0;
  size_t i = 0;
  for (;;) {
    const size_t comma = t.find(',', i);
    const std::string_view one =
        t.substr(i, comma == std::string_view::npos ? std::string_view::npos : comma - i);
    if (one.size() != 1 || one[0] < '0' || one[0] >= '0' + lanes) bad();
    const uint32_t bit = 1u << (one[0] - '0');
    if (mask & bit) bad();
    mask |= bit;
    if (comma == std::string_view::npos) break;
    i = comma + 1;  // a trailing comma leaves an empty last item: rejected above
  }
  return mask;
}

std::vector<int> lane_list(const LineReader& r, std::string_view t, int lanes) {
  const uint32_t mask = parse_lanes(r, t, lanes);
  std::vector<int> list;
  for (int l = 0; l < lanes; ++l) {
    if (mask >> l & 1) list.push_back(l);
  }
  return list;
}

uint64_t parse_value(const LineReader& r, std::string_view t, unsigned bits) {
  const uint64_t max = bits >= 64 ? UINT64_MAX : (uint64_t{1} << bits) - 1;
  if (t.size() > 2 && t[1] == ':' && (t[0] == 'f' || t[0] == 'i' || (t[0] == 'l' && bits == 64))) {
    const std::string s(t.substr(2));
    char* end = nullptr;
    errno = 0;
    if (t[0] == 'f') {
      const float f = std::strtof(s.c_str(), &end);
      if (end == s.c_str() || *end) r.fail("bad float " + quote(t));
      const bool named = s.find_first_of("iInN") != std::string::npos;  // inf, nan
      if (errno == ERANGE && !named && (std::isinf(f) || f == 0.0f)) {
        r.fail("float " + quote(t) + " is out of the binary32 range (" +
               (std::isinf(f) ? "overflows to infinity" : "underflows to zero") +
               "); write the bits in hex, or f:inf");
      }
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return u;
    }
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (end == s.c_str() || *end) r.fail("bad integer " + quote(t));
    if (errno == ERANGE) r.fail("integer " + quote(t) + " exceeds 64 bits");
    if (t[0] == 'i') {
      if (v < INT32_MIN || v > INT32_MAX) {
        r.fail("integer " + quote(t) + " is outside the 32-bit range [-2147483648, 2147483647]");
      }
      return static_cast<uint32_t>(static_cast<int32_t>(v));
    }
    return static_cast<uint64_t>(v);
  }
  if (!t.empty() && t.find_first_not_of("0123456789") == std::string_view::npos) {
    const uint64_t v = parse_dec(r, t, "value");
    if (v > max) r.fail("value " + quote(t) + " exceeds " + std::to_string(bits) + " bits");
    return v;
  }
  if (t.size() < 3 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X')) {
    r.fail("bad value " + quote(t) + ": expected 0x<hex>, <decimal>, f:<float>, i:<int32>" +
           (bits == 64 ? " or l:<int64>" : ""));
  }
  return parse_hex(r, t, bits / 4, "value");
}

uint64_t parse_small(const LineReader& r, std::string_view t, uint64_t limit, const char* what) {
  const bool is_hex = t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
  const uint64_t v = is_hex ? parse_hex(r, t, 16, what) : parse_dec(r, t, what);
  if (v >= limit) {
    r.fail(std::string(what) + " " + quote(t) + " out of range (< " + std::to_string(limit) + ")");
  }
  return v;
}

void want_fields(const LineReader& r, const std::vector<std::string_view>& t, size_t n,
                 const char* form) {
  if (t.size() != n) {
    r.fail("expected '" + std::string(form) + "' (" + std::to_string(n) + " fields, found " +
           std::to_string(t.size()) + ")");
  }
}

std::string rest_of_line(const std::vector<std::string_view>& t, size_t i) {
  const char* b = t[i].data();
  const char* e = t.back().data() + t.back().size();
  return std::string(b, e - b);
}

std::string vector_file_header(const std::string& isa) { return "shaderhw-vectors 1 " + isa + "\n"; }

VectorBlocks::VectorBlocks(std::string path, std::string isa, LineReader::Comments comments)
    : path_(std::move(path)), isa_(std::move(isa)), comments_(comments) {}

void VectorBlocks::open() {
  reader_ = std::make_unique<LineReader>(path_, comments_);
  std::string header = vector_file_header(isa_);
  header.pop_back();
  if (!reader_->next(tokens_)) reader_->fail("empty file: expected header '" + header + "'");
  if (tokens_.size() != 3 || tokens_[0] != "shaderhw-vectors" || tokens_[2] != isa_) {
    reader_->fail("bad header: expected '" + header + "'");
  }
  if (parse_dec(*reader_, tokens_[1], "format version") != 1) {
    reader_->fail("unsupported format version " + quote(tokens_[1]) + " (this build reads version 1)");
  }
  pending_ = false;
  count_ = 0;
}

bool VectorBlocks::fetch() {
  if (!pending_) pending_ = reader_->next(tokens_);
  return pending_;
}

static bool starts_vector(std::string_view first) { return first == "insn" || first == "asm"; }

bool VectorBlocks::header_line() {
  if (count_ != 0 || !fetch() || starts_vector(tokens_[0])) return false;
  pending_ = false;
  return true;
}

bool VectorBlocks::next_vector() {
  while (pending_ && !starts_vector(tokens_[0])) next_line();  // lines the caller did not read
  if (!fetch()) {
    if (count_ == 0) reader_->fail("the file has a header but no vectors");
    return false;
  }
  if (!starts_vector(tokens_[0])) {
    reader_->fail("expected a vector to start with 'insn' or 'asm', got " + quote(tokens_[0]));
  }
  if (tokens_.size() < 2) reader_->fail("expected '" + std::string(tokens_[0]) + " <instruction>'");
  pending_ = false;
  ++count_;
  return true;
}

bool VectorBlocks::next_line() {
  if (!fetch() || starts_vector(tokens_[0])) return false;
  pending_ = false;
  return true;
}

std::vector<int> expect_lanes(const LineReader& r, const std::vector<std::string_view>& t,
                              int lanes) {
  if (t.size() < 3) r.fail("expected 'expect " + std::string(t[1]) + " <lanes> ...'");
  return lane_list(r, t[2], lanes);
}

std::string VectorBlocks::instruction_text() const { return rest_of_line(tokens_, 1); }

void LaneLineWriter::write(const std::string& key, const std::string* text, const bool* present) {
  bool all = true;
  for (int l = 0; l < lanes_; ++l) all = all && present[l] && text[l] == text[0];
  if (all) {
    os_ << key << " * " << text[0] << "\n";
    return;
  }
  for (int l = 0; l < lanes_; ++l) {
    if (present[l]) os_ << key << " " << l << " " << text[l] << "\n";
  }
}

}  // namespace shaderhw
