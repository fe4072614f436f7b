// PowerVR Rogue USC as an ISA of the harness (core/isa.h): `shaderhw run/gen/bench --isa rogue`
// through IsaHarness (core/isa_harness.h) on the group core rtl/rogue/rogue_core.sv
// (verilated/rogue/rogue_core_dut.h; transaction, register file, vector files, comparison and
// coverage in rogue_run.h), and `shaderhw disasm/asm --isa rogue` (docs/rogue.md 10).
//
// Control groups execute in the core's control unit (rogue_cnd: CND*, SAVL; the other control ops
// are records, D61). Out of the RTL's scope (rogue_alu raises unsupported_o): GTA. It is counted
// as skipped (group "out of scope"),
// never as passed, after the record and unsupported_o with no write enabled are checked.
//
// disasm: the input is a byte stream (docs/rogue.md 10.1) in which a group may span lines, so this
// plug-in overrides Isa::disasm to read the input as a whole (file or standard input), decode every
// group (golden/rogue/decode.h) and print one listing line per group (D45). asm is the core's
// line-by-line tool: one listing line (or the assembly alone) in, the group's bytes out as hex
// pairs on one line. --no-pd turns the project-defined encodings off in both (D3).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vrogue_core.h"
#ifndef SHADERHW_ROGUE_NO_TRACE_MODEL
#include "Vrogue_core_trace.h"
#endif
#ifdef SHADERHW_HAVE_ROGUE_NETLIST
#include "Vrogue_core_netlist.h"
#endif
#pragma GCC diagnostic pop
#include "core/isa.h"
#include "core/isa_harness.h"
#include "core/text_input.h"
#include "core/text_tool.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"
#include "rogue_core_dut.h"
#include "rogue_run.h"

namespace shaderhw::rogue {
namespace {

std::string hex_bytes(const std::vector<uint8_t>& b) {
  std::string s;
  char t[4];
  for (size_t k = 0; k < b.size(); ++k) {
    std::snprintf(t, sizeof t, "%02X", b[k]);
    s += (k ? " " : "") + std::string(t);
  }
  return s;
}

// ---- traits (core/isa_harness.h) -----------------------------------------------------------
#ifdef SHADERHW_ROGUE_NO_TRACE_MODEL
// A development build without the traced model (its C++ takes long to compile here): --trace and
// --trace-on-fail then write no waveform.
using TracedModel = Vrogue_core;
#else
using TracedModel = Vrogue_core_trace;
#endif
#ifdef SHADERHW_HAVE_ROGUE_NETLIST
using NetlistModel = Vrogue_core_netlist;
#else
using NetlistModel = void;  // configure with -DSHADERHW_ROGUE_NETLIST=ON
#endif

struct Coverage : run::RogueCoverage {
  void sample(const run::Item& item, const NoConfig&) { run::RogueCoverage::sample(item); }
};

struct Traits : IsaTypes<run::Item, CoreResp, NoConfig, std::vector<int>, Coverage, run::VectorFile>,
                StandardModels<RogueCoreDut, Vrogue_core, TracedModel, NetlistModel> {
  static constexpr IsaNames kNames{
      "rogue",
      "PowerVR Rogue USC (Series 6XT): instruction groups on a quad (decoder + main/bitwise/F64 ALU + "
      "control unit); out of scope, reported as skipped: GTA",
      "groups", "verilated/rogue/rogue_core.gtkw", "rogue_core (quad, NumPipeRegs 2)"};

  // --op: groups that hold one of the named operations (gen::OPS names, e.g. FMAD, TSTZ, F64DIV).
  static Selection select(const std::vector<std::string>& names) { return run::select_ops(names); }
  static void random_input(uint64_t seed, uint64_t index, const Selection& ops, const Config&,
                           Item& item) {
    run::random_input(seed, index, item.txn, ops);
  }
  static void golden(Item& item, const Config&) { item.expected = run::prepare(item.txn); }
  static void strip_for_file(Item&, const Config&) {}
  static std::vector<std::string> groups() { return run::groups(); }
  static size_t group(const Item& item, const Config&) { return run::group(item); }
  static Verdict compare(const Item& item, const Resp& r, const Config&, std::string& diff) {
    return run::compare(item, r, diff);
  }
  static std::string describe(const Item& item, const Config&) { return run::describe(item); }
  static std::string format_header(const Config&) { return run::format_header(); }
  static std::string format_item(const Item& item, const Config&) { return run::format_item(item); }
  static std::string describe_config(const Config&) { return {}; }
};

class RogueIsa final : public IsaHarness<Traits> {
 public:
  bool has_encoding() const override { return true; }
  std::string word_format() const override {
    return "rogue: disasm reads the whole input as bytes in memory order, hex pairs (white "
           "space and line breaks ignored, '#' starts a comment to the end of the line; a group may "
           "span lines) and prints one line per instruction group: '<hex offset>: <length in bytes> "
           "<assembly>' (docs/rogue.md 10); an illegal group prints 'illegal <REASON>: <detail>' "
           "(exit 1) and the listing goes on at the next group. asm reads such lines (or the "
           "assembly alone) and prints each group's bytes on one line. --no-pd: project-defined "
           "encodings are illegal";
  }
  void add_text_tool_options(boost::program_options::options_description& desc) override {
    desc.add_options()("no-pd", boost::program_options::bool_switch(&no_pd_),
                       "reject the project-defined encodings (docs/rogue.md 7, D3): disasm lists "
                       "them as illegal PD_DISABLED, asm refuses them");
  }

  // The whole input at once: bytes as hex pairs, then one listing line per group (exit 1 when a
  // group is illegal; the listing goes on at the next group, docs/rogue.md 10.2). A bad character
  // or an odd digit count is an InputError naming file:line and the column.
  int disasm(const TextToolOptions& opt) override {
    const std::string name = opt.input == "-" ? "<stdin>" : opt.input;
    std::string text;
    {
      std::ifstream file;
      std::istream* in = &std::cin;
      if (opt.input != "-") {
        file.open(opt.input);
        if (!file) throw InputError(opt.input, 0, "cannot open file");
        in = &file;
      }
      std::ostringstream all;
      all << in->rdbuf();
      text = all.str();
    }
    std::vector<uint8_t> bytes;
    std::vector<uint32_t> lines;
    HexError err;
    if (!parse_hex(text, bytes, lines, err))
      throw InputError(name, err.line, "column " + std::to_string(err.column) + ": " + err.message);
    std::ofstream file;
    std::ostream* os = open_text_output(opt.output, file);
    int rc = 0;
    for (const Group& g : decode_stream(bytes, DecodeOptions{!no_pd_})) {
      *os << listing_line(g) << "\n";
      if (g.illegal) rc = 1;
    }
    os->flush();
    if (!*os) throw InputError(opt.output, 0, "write failed");
    return rc;
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
    if (no_pd_) {
      const Group g = decode_group(a.word.data(), a.word.size(), 0, DecodeOptions{false});
      if (g.reason == Reason::PD_DISABLED)
        return {false, false, {}, "project-defined encoding with --no-pd: " + g.detail};
    }
    return {true, false, hex_bytes(a.word), {}};
  }

 private:
  bool no_pd_ = false;
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<RogueIsa>(); }

}  // namespace shaderhw::rogue
