// The pieces of text every per-lane vector format shares (ATTILA and Valhall files, see
// harness/README.md): lane lists, values, field counts, and the lines written per lane. Parsing
// is strict: a value that does not fit, a malformed lane list or a wrong field count is an
// error naming file:line, never a silent truncation.
#pragma once
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/sim.h"
#include "core/text_input.h"

namespace shaderhw {

// Lanes: '*' (all `lanes`) or a comma-separated list of distinct lane numbers ("0,2").
uint32_t parse_lanes(const LineReader& r, std::string_view t, int lanes);
// The same as the list of lane numbers, in order (for (int l : lane_list(...))).
std::vector<int> lane_list(const LineReader& r, std::string_view t, int lanes);

// The lanes of a per-lane expectation `expect <key> <lanes> ...` (lane_list of its third token).
std::vector<int> expect_lanes(const LineReader& r, const std::vector<std::string_view>& t,
                              int lanes);

// One `expect` key of a vector format: the line's exact token count (0: `read` checks the count
// itself), its form (shown in errors), and what the line fills in `target`: the expected output,
// or one lane of it with what the reader needs beside it.
template <class Target>
struct ExpectKey {
  const char* key;
  size_t fields;
  const char* form;
  void (*read)(const LineReader& r, const std::vector<std::string_view>& t, Target& target);
};

// An `expect <key> ...` line: a key of `whole` fills `out`; a key of `per_lane` (`expect <key>
// <lanes> ...`) fills lane_of(l) for every listed lane. Stops with the file and line on an
// unknown key (listing the keys), a wrong field count or a bad value.
template <class Whole, size_t NW, class Lane, size_t NL, class LaneOf>
void read_expect(const LineReader& r, const std::vector<std::string_view>& t,
                 const ExpectKey<Whole> (&whole)[NW], Whole& out,
                 const ExpectKey<Lane> (&per_lane)[NL], int lanes, LaneOf lane_of);

// A value of at most `bits` (32 or 64) bits: 0x<hex>, an unsigned decimal, f:<decimal float>
// (binary32 bits; finite decimal values must not overflow to infinity or underflow to zero;
// f:inf, f:-inf and f:nan are allowed), i:<signed decimal> (32-bit two's complement, within
// [-2^31, 2^31 - 1]), and with bits = 64 also l:<signed decimal> (64-bit two's complement).
uint64_t parse_value(const LineReader& r, std::string_view t, unsigned bits);

// The header line of a shaderhw vector file for `isa` (format version 1), with its newline.
std::string vector_file_header(const std::string& isa);

// A vector file whose vectors span several lines (ATTILA, Valhall; harness/README.md): the
// header "shaderhw-vectors 1 <isa>", header lines of the ISA's own, then vectors, each starting
// at an `insn` or `asm` line and running to the next one. A file without vectors is an error.
//   blocks.open();
//   while (blocks.header_line()) ...tokens()...;
//   while (blocks.next_vector()) { ...first line in tokens()...; while (blocks.next_line()) ...; }
class VectorBlocks {
 public:
  VectorBlocks(std::string path, std::string isa, LineReader::Comments comments);
  void open();  // (re)opens the file and checks its header line
  bool header_line();
  bool next_vector();
  bool next_line();
  const std::vector<std::string_view>& tokens() const { return tokens_; }
  const LineReader& reader() const { return *reader_; }
  const std::string& name() const { return reader_->file(); }
  // The rest of a vector's first line: the words after `insn`, the assembly after `asm`.
  std::string instruction_text() const;
  // The instruction word of the vector starting at the current line: `insn <words>` through the
  // ISA's `parse_words`, `asm <text>` through its `assemble` (both return an AsmResult,
  // golden/common/asm_result.h); a failure stops with the file, the line and the reason.
  template <class ParseWords, class Assemble>
  auto instruction(ParseWords parse_words, Assemble assemble) const {
    const bool words = tokens_[0] == "insn";
    const auto a = words ? parse_words(instruction_text()) : assemble(instruction_text());
    if (!a.ok) reader_->fail((words ? "bad instruction word: " : "cannot assemble: ") + a.error);
    return a.word;
  }
  // `pc <value>`, the key every multi-line format has (the instruction's address): true when the
  // current line is one, with its value read into *pc (at most as many bits as Pc has).
  template <class Pc>
  bool pc_line(Pc* pc) const;

 private:
  bool fetch();  // the next line into tokens_ unless one is pending
  std::string path_, isa_;
  LineReader::Comments comments_;
  std::unique_ptr<LineReader> reader_;
  std::vector<std::string_view> tokens_;
  bool pending_ = false;  // tokens_ holds a line not handed out yet
  uint64_t count_ = 0;
};

// A multi-line vector file as a sequence of items. The ISA gives two functions: one reads a
// header line of its own into the run configuration (an unknown line is an error), one reads a
// whole vector (its first line is in blocks.tokens(); the body through blocks.next_line()).
template <class Item, class Config>
class MultiLineVectorFile : public ItemSource<Item> {
 public:
  using HeaderLine = void (*)(const LineReader& r, const std::vector<std::string_view>& t,
                              Config& cfg);
  using ReadVector = void (*)(VectorBlocks& blocks, const Config& cfg, Item& item);
  MultiLineVectorFile(std::string path, std::string isa, LineReader::Comments comments,
                      HeaderLine header_line, ReadVector read_vector)
      : blocks_(std::move(path), std::move(isa), comments), header_line_(header_line),
        read_vector_(read_vector) {
    rewind();
  }
  void rewind() override {
    blocks_.open();
    cfg_ = Config{};
    while (blocks_.header_line()) header_line_(blocks_.reader(), blocks_.tokens(), cfg_);
  }
  bool next(Item& item) override {
    if (!blocks_.next_vector()) return false;
    item = Item{};
    item.origin = blocks_.reader().line();
    read_vector_(blocks_, cfg_, item);
    return true;
  }
  const std::string& name() const { return blocks_.name(); }
  const Config& config() const { return cfg_; }
  // Every vector of the file, in order (throws InputError on bad input).
  std::vector<Item> read_all() {
    rewind();
    std::vector<Item> items;
    Item item;
    while (next(item)) items.push_back(item);
    return items;
  }

 private:
  VectorBlocks blocks_;
  HeaderLine header_line_;
  ReadVector read_vector_;
  Config cfg_;
};

// The header-line reader of a format without header lines of its own (every setting travels
// with its vector): any line before the first vector is an error.
template <class Config>
void no_header_lines(const LineReader& r, const std::vector<std::string_view>& t, Config&) {
  r.fail("expected a vector to start with 'insn' or 'asm', got " + quote(t[0]));
}

// The line has exactly `n` fields; `form` is shown in the error.
void want_fields(const LineReader& r, const std::vector<std::string_view>& t, size_t n,
                 const char* form);

// A small unsigned number (decimal or 0x hex) below `limit`.
uint64_t parse_small(const LineReader& r, std::string_view t, uint64_t limit, const char* what);
// parse_small into a field of its own type (`limit` must fit the field).
template <class T>
void parse_small_into(T* field, const LineReader& r, std::string_view t, uint64_t limit,
                      const char* what) {
  *field = static_cast<T>(parse_small(r, t, limit, what));
}

// The rest of the line from token i on, as written.
std::string rest_of_line(const std::vector<std::string_view>& t, size_t i);

// Writes per-lane lines of a vector: emit(key, fill) calls fill(lane, text) for every lane
// (true: the lane has the line, with `text`) and writes one "key * text" line when all lanes
// have the same text, else one "key <lane> text" line per lane that has it.
class LaneLineWriter {
 public:
  LaneLineWriter(std::ostringstream& os, int lanes) : os_(os), lanes_(lanes) {}
  template <class Fill>
  void operator()(const std::string& key, Fill&& fill) {
    std::string text[kMaxLanes];
    bool present[kMaxLanes] = {};
    for (int l = 0; l < lanes_; ++l) present[l] = fill(l, text[l]);
    write(key, text, present);
  }

 private:
  static constexpr int kMaxLanes = 64;
  void write(const std::string& key, const std::string* text, const bool* present);
  std::ostringstream& os_;
  int lanes_;
};

template <class Pc>
bool VectorBlocks::pc_line(Pc* pc) const {
  if (tokens_[0] != "pc") return false;
  want_fields(*reader_, tokens_, 2, "pc <value>");
  *pc = static_cast<Pc>(parse_value(*reader_, tokens_[1], sizeof(Pc) == 8 ? 64 : 32));
  return true;
}

template <class Whole, size_t NW, class Lane, size_t NL, class LaneOf>
void read_expect(const LineReader& r, const std::vector<std::string_view>& t,
                 const ExpectKey<Whole> (&whole)[NW], Whole& out,
                 const ExpectKey<Lane> (&per_lane)[NL], int lanes, LaneOf lane_of) {
  if (t.size() < 2) r.fail("expected 'expect <what> ...'");
  const auto apply = [&](const auto& k, auto& target) {
    if (k.fields) want_fields(r, t, k.fields, k.form);
    k.read(r, t, target);
  };
  for (const ExpectKey<Whole>& k : whole) {
    if (t[1] == k.key) return apply(k, out);
  }
  for (const ExpectKey<Lane>& k : per_lane) {
    if (t[1] != k.key) continue;
    for (int l : expect_lanes(r, t, lanes)) {
      decltype(auto) target = lane_of(l);
      apply(k, target);
    }
    return;
  }
  std::string known;
  for (const ExpectKey<Whole>& k : whole) known += std::string(" ") + k.key;
  for (const ExpectKey<Lane>& k : per_lane) known += std::string(" ") + k.key;
  r.fail("unknown expectation " + quote(t[1]) + " (known:" + known + ")");
}

}  // namespace shaderhw
