// PowerVR Rogue USC as an ISA of the harness (core/isa.h): `shaderhw disasm --isa rogue` and
// `shaderhw asm --isa rogue` (docs/rogue.md 10). `run`, `gen` and `bench` are not implemented yet
// (the ALU pipelines, the random group generator and the vector files come later, issue 16): they
// say so and exit 2; as one ISA of `run --isa all` the run is skipped with a note (exit 0), so
// that the other ISAs' regressions are not held up.
//
// disasm: the input is a byte stream (docs/rogue.md 10.1), and a group may span lines, while the
// core hands a plug-in one line at a time and prints one answer per line (core/isa.cpp). So the
// first line makes this read the whole input, decode every group (golden/rogue/decode.h) and give
// each group's listing line to the input line where the group starts; a line where no group starts
// answers an empty line. A file holding one group per line (what asm prints) therefore lists one
// line per group, nothing else. From standard input the whole listing comes with the first line
// (the rest of the input is read at once) and line numbers in errors count from that line.
// asm: one listing line in, the group's bytes out as hex pairs on one line.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/isa.h"
#include "core/text_input.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"

namespace shaderhw::rogue {
namespace {

const char* const kNotYet =
    "not implemented yet for rogue: the ALU pipelines in RTL, the random group generator and the "
    "vector files come later (issue 16); what exists: the golden model (golden/rogue), the RTL "
    "group decoder (rtl/rogue/rogue_decoder.sv, tested by tests/rogue/rtl_decoder_test.cpp) and "
    "`shaderhw disasm/asm --isa rogue`";

// A line the core hands over: neither blank nor a comment ('#' or ';' first; core/text_tool.h).
bool handed_over(const std::string& line) {
  const size_t b = line.find_first_not_of(" \t\r");
  return b != std::string::npos && line[b] != '#' && line[b] != ';';
}

// The listing of a whole input, cut into the answers of the lines the core hands over.
class ListingTool {
 public:
  Isa::TextLine next(const std::string& input, const std::string& line) {
    if (!active_ || input != input_ || pos_ >= answers_.size() || handed_[pos_] != line) {
      active_ = false;
      start(input, line);
      active_ = true;
    }
    Isa::TextLine t{true, illegal_[pos_], answers_[pos_], {}};
    if (++pos_ == answers_.size()) active_ = false;
    return t;
  }

 private:
  void start(const std::string& input, const std::string& first) {
    input_ = input;
    pos_ = 0;
    std::string text;
    std::string name = input;
    if (input == "-") {
      name = "<stdin>";
      std::ostringstream rest;
      rest << std::cin.rdbuf();
      text = first + "\n" + rest.str();
    } else {
      std::ifstream f(input);
      if (!f) throw InputError(input, 0, "cannot open file");
      std::ostringstream all;
      all << f.rdbuf();
      text = all.str();
    }
    // The lines the core will hand over, and the index of each file line among them.
    handed_.clear();
    std::vector<size_t> answer_of(1, 0);  // by line number (1-based)
    {
      std::istringstream in(text);
      std::string l;
      while (std::getline(in, l)) {
        answer_of.push_back(handed_.size());
        if (handed_over(l)) handed_.push_back(l);
      }
    }
    std::vector<uint8_t> bytes;
    std::vector<uint32_t> lines;
    HexError err;
    if (!parse_hex(text, bytes, lines, err))
      throw InputError(name, err.line, "column " + std::to_string(err.column) + ": " + err.message);
    answers_.assign(handed_.size(), std::string());
    illegal_.assign(handed_.size(), false);
    for (const Group& g : decode_stream(bytes)) {
      const uint32_t l = g.offset < lines.size() ? lines[g.offset] : lines.back();
      // Standard input is read to its end now: the core hands over no further line.
      const size_t k = input == "-" ? 0 : l < answer_of.size() ? answer_of[l] : handed_.size() - 1;
      std::string& a = answers_[k];
      a += (a.empty() ? "" : "\n") + listing_line(g);
      if (g.illegal) illegal_[k] = true;
    }
  }

  bool active_ = false;
  std::string input_;
  std::vector<std::string> handed_, answers_;
  std::vector<bool> illegal_;
  size_t pos_ = 0;
};

std::string hex_bytes(const std::vector<uint8_t>& b) {
  std::string s;
  char t[4];
  for (size_t k = 0; k < b.size(); ++k) {
    std::snprintf(t, sizeof t, "%02X", b[k]);
    s += (k ? " " : "") + std::string(t);
  }
  return s;
}

class RogueIsa final : public Isa {
 public:
  const char* name() const override { return "rogue"; }
  const char* summary() const override {
    return "PowerVR Rogue USC (Series 6XT): instruction groups; disasm/asm (run, gen, bench not "
           "implemented yet)";
  }

  int run(const RunOptions& opt) override {
    if (opt.in_all) {
      std::printf("rogue: skipped: run is %s\n", kNotYet);
      return 0;
    }
    throw std::runtime_error(std::string("run is ") + kNotYet);
  }
  int gen(const GenOptions&) override { throw std::runtime_error(std::string("gen is ") + kNotYet); }
  int bench(const BenchOptions&) override {
    throw std::runtime_error(std::string("bench is ") + kNotYet);
  }

  bool has_encoding() const override { return true; }
  std::string word_format() const override {
    return "rogue: disasm reads bytes in memory order as hex pairs (white space and line breaks "
           "ignored, '#' comments; a group may span lines) and prints '<offset>: <length> "
           "<assembly>' for each group on the line where the group starts (docs/rogue.md 10); asm "
           "reads such lines (or the assembly alone) and prints each group's bytes on one line";
  }
  TextLine disassemble_line(const std::string& line, const TextToolOptions& opt) override {
    return listing_.next(opt.input, line);
  }
  TextLine assemble_line(const std::string& line, const TextToolOptions&) override {
    // A listing line "<hex offset>: <length> <assembly>" keeps its length (alignment padding); the
    // assembly alone gives the shortest group. No assembly starts with a word ending in ':'.
    const size_t b = line.find_first_not_of(" \t");
    const size_t colon = line.find(':', b);
    const bool listing = colon != std::string::npos && colon > b &&
                         line.find_first_not_of("0123456789abcdefABCDEF", b) == colon;
    const AsmResult a = listing ? rogue::assemble_line(line) : rogue::assemble_group(line);
    if (!a.ok) return {false, false, {}, a.error};
    return {true, false, hex_bytes(a.word), {}};
  }

 private:
  ListingTool listing_;
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<RogueIsa>(); }

}  // namespace shaderhw::rogue
