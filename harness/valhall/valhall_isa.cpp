#include "valhall/valhall_isa.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/progress.h"
#include "core/report.h"
#include "core/text_input.h"
#include "core/text_tool.h"
#include "valhall/asm.h"
#include "valhall/valhall_gen.h"
#include "valhall/valhall_vectors.h"

#ifdef SHADERHW_HAVE_VALHALL_DUT
#include "Vvalhall_pipeline.h"
#include "Vvalhall_pipeline_trace.h"
#include "core/bench.h"
#include "core/run_flow.h"
#include "core/sim.h"
#include "valhall_dut.h"
#endif
#ifdef SHADERHW_HAVE_VALHALL_NETLIST
#include "Vvalhall_pipeline_netlist.h"
#endif

namespace shaderhw::valhall {
namespace {

// ---- groups and coverage -------------------------------------------------------------------

[[maybe_unused]] std::vector<std::string> group_names() {
  std::vector<std::string> g;
  for (unsigned i = 0; i < gen::NUM_INS; ++i) g.emplace_back(gen::INSTRUCTIONS[i].name);
  g.emplace_back("(illegal)");
  return g;
}
[[maybe_unused]] size_t illegal_group() { return gen::NUM_INS; }

// Executing instructions seen (the X/Y of `instructions covered`), plus per executing
// instruction the bins that matter to its datapath: partial write mask, inactive lanes, each
// flush-to-zero mode.
class ValhallCoverage {
 public:
  ValhallCoverage() {
    for (int ins : executing_instructions()) {
      const std::string n = gen::INSTRUCTIONS[ins].name;
      base_[ins] = cov_.bins();
      cov_.add_bin(n);
      cov_.add_bin(n + ".partial_lanes");
      for (int f = 0; f < 4; ++f) cov_.add_bin(n + ".ftz_" + ftz_name(static_cast<FtzMode>(f)));
      add_operand_bins(ins);
    }
  }
  void sample(const Item& item) {
    const ExecOut& e = item.expected;
    if (e.illegal || !executes(e.ins)) return;
    const size_t b = base_[e.ins];
    cov_.hit(b);
    bool partial = false;
    for (const LaneIn& l : item.txn.lane) partial |= !l.active;
    if (partial) cov_.hit(b + 1);
    cov_.hit(b + 2 + static_cast<unsigned>(item.txn.cfg.ftz));
    seen_[e.ins] = true;
    sample_operands(item.txn.word, e.ins);
  }
  size_t covered() const {
    size_t n = 0;
    for (int ins : executing_instructions()) n += seen_[ins];
    return n;
  }
  std::string missing() const {
    std::string s;
    for (int ins : executing_instructions()) {
      if (!seen_[ins]) s += std::string(" ") + gen::INSTRUCTIONS[ins].name;
    }
    return s;
  }
  void report(Report& r) const {
    r.note(cov_.summary("coverage (instruction x lanes x ftz): bins", 10));
    r.note(ops_.summary("coverage (instruction x source class, lane select, abs/neg/not, "
                        "modifier value): bins", 10));
    r.note("instructions covered " + std::to_string(covered()) + "/" +
           std::to_string(executing_instructions().size()));
    const std::string m = missing();
    if (!m.empty()) r.note("not covered:" + m);
  }

 private:
  // One operand/modifier bin: hit when the decoded field `index` (source k, or the modifier
  // id) has `value`.
  struct OperandBin {
    enum Field : uint8_t { Class, Sel, Neg, Abs, Not, Modifier } field;
    uint8_t index;
    uint8_t value;
  };

  // Operand and modifier bins of one instruction, from its table entry: per source the four
  // source classes (2.1), every value of its lane-selection field, .abs/.neg/.not; per
  // modifier every legal value (enum modifiers: the listed, non-reserved values).
  void add_operand_bins(int ins) {
    const gen::InsInfo& info = gen::INSTRUCTIONS[ins];
    op_base_[ins] = ops_.bins();
    std::vector<OperandBin>& bins = op_bins_[ins];
    auto add = [&](OperandBin::Field f, unsigned index, unsigned value, const std::string& name) {
      bins.push_back({f, static_cast<uint8_t>(index), static_cast<uint8_t>(value)});
      ops_.add_bin(std::string(info.name) + name);
    };
    for (unsigned k = 0; k < info.num_srcs; ++k) {
      const gen::SrcInfo& si = info.src[k];
      const std::string s = ".src" + std::to_string(k);
      add(OperandBin::Class, k, static_cast<unsigned>(SrcClass::Reg), s + ".reg");
      add(OperandBin::Class, k, static_cast<unsigned>(SrcClass::Uniform), s + ".uniform");
      add(OperandBin::Class, k, static_cast<unsigned>(SrcClass::Imm), s + ".imm");
      add(OperandBin::Class, k, static_cast<unsigned>(SrcClass::Special), s + ".special");
      if (si.sel != SelKind::NONE) {
        const gen::EnumInfo& e = gen::enum_info(gen::SEL_KIND_ENUM[static_cast<unsigned>(si.sel)]);
        // SWZ16 sources read only values 0-3 of the 16-bit swizzle enum (3.2 b).
        const unsigned n = si.sel == SelKind::SWZ16 ? 4u : 1u << si.sel_width;
        for (unsigned v = 0; v < n; ++v) {
          if (e.valid(v)) add(OperandBin::Sel, k, v, s + "." + e.values[v]);
        }
      }
      if (si.absneg) {
        add(OperandBin::Neg, k, 1, s + ".neg");
        add(OperandBin::Abs, k, 1, s + ".abs");
      }
      if (si.has_not) add(OperandBin::Not, k, 1, s + ".not");
    }
    for (unsigned m = 0; m < info.num_mods; ++m) {
      const gen::ModInfo& mi = info.mods[m];
      const std::string s = std::string(".") + gen::MOD_NAMES[static_cast<unsigned>(mi.id)] + "=";
      for (unsigned v = 0; v < (1u << mi.width); ++v) {
        if (!mod_value_legal(info, mi, v)) continue;
        add(OperandBin::Modifier, static_cast<unsigned>(mi.id), v,
            s + (mi.is_enum ? std::string(gen::enum_info(mi.enum_id).values[v]) : std::to_string(v)));
      }
    }
  }
  void sample_operands(uint64_t word, int ins) {
    const Decoded d = decode(word);
    const std::vector<OperandBin>& bins = op_bins_[ins];
    for (size_t i = 0; i < bins.size(); ++i) {
      const OperandBin& b = bins[i];
      bool hit = false;
      switch (b.field) {
        case OperandBin::Class: hit = static_cast<unsigned>(d.src[b.index].cls) == b.value; break;
        case OperandBin::Sel: hit = d.src[b.index].swizzle == b.value; break;
        case OperandBin::Neg: hit = d.src[b.index].neg; break;
        case OperandBin::Abs: hit = d.src[b.index].abs; break;
        case OperandBin::Not: hit = d.src[b.index].invert; break;
        case OperandBin::Modifier: hit = d.get(static_cast<Mod>(b.index)) == b.value; break;
      }
      if (hit) ops_.hit(op_base_[ins] + i);
    }
  }
  // A modifier value some legal word carries: listed in its enum, and not W[25] = 1 where the
  // instruction's compare check rejects that bit (4.3 item 7: seq on v2/v4 ICMP, FCMP W[25]).
  static bool mod_value_legal(const gen::InsInfo& info, const gen::ModInfo& mi, unsigned v) {
    if (mi.is_enum && !gen::enum_info(mi.enum_id).valid(v)) return false;
    const bool bit25_rejected = info.compare_check == gen::CompareCheck::NO_SEQ ||
                                info.compare_check == gen::CompareCheck::FCMP_BIT25;
    const bool covers_bit25 = mi.lsb <= 25 && 25 < mi.lsb + mi.width;
    return !(bit25_rejected && covers_bit25 && ((v >> (25 - mi.lsb)) & 1u));
  }

  Coverage cov_;
  Coverage ops_;
  size_t base_[gen::NUM_INS] = {};
  size_t op_base_[gen::NUM_INS] = {};
  std::vector<OperandBin> op_bins_[gen::NUM_INS];
  bool seen_[gen::NUM_INS] = {};
};

// ---- scoreboard -----------------------------------------------------------------------------

class Scoreboard {
 public:
  Scoreboard(Report& report, ValhallCoverage& cov, std::string origin, bool origin_is_line)
      : report_(report), cov_(cov), origin_(std::move(origin)), origin_is_line_(origin_is_line) {}

  bool check(const Item& item, const ExecOut& actual, uint64_t cycle) {
    const size_t group = item.expected.illegal ? illegal_group() : item.expected.ins;
    cov_.sample(item);
    const std::string diff = diff_outputs(item.expected, actual);
    if (diff.empty()) {
      report_.pass(group);
      return true;
    }
    const std::string where = origin_is_line_ ? origin_ + ":" + std::to_string(item.origin)
                                              : origin_ + " index " + std::to_string(item.origin);
    report_.fail(group, where + " cycle " + std::to_string(cycle) + ": " +
                            disassemble(item.txn.word) + "\n" + describe_inputs(item) +
                            "  differences:\n" + diff);
    return false;
  }

 private:
  Report& report_;
  ValhallCoverage& cov_;
  std::string origin_;
  bool origin_is_line_;
};

#ifdef SHADERHW_HAVE_VALHALL_DUT
template <class Resp>
struct Check {
  Scoreboard& sb;
  bool operator()(const Item& item, const Resp& r, uint64_t cycle) { return sb.check(item, r.out, cycle); }
};
template <class Resp>
struct NullCheck {
  bool operator()(const Item&, const Resp&, uint64_t) const { return true; }
};

// valhall_dut.h with the flush-to-zero mode of each transaction set as it is driven.
template <class Model>
class ItemDut : public ValhallDut<Model> {
 public:
  using Txn = valhall::Txn;
  void drive(const Txn& t, uint32_t tag) {
    this->set_config(t.cfg);
    ValhallDut<Model>::drive(t, tag);
  }
};

template <class Model, class Source, class C>
SimStats simulate_on(Source& source, C& check, const SimOptions& so) {
  ItemDut<Model> dut;
  return simulate<ItemDut<Model>, Item>(dut, source, check, so);
}
#endif

template <class Source>
int drive(Source& source, uint64_t total, const std::string& origin, bool origin_is_line,
          const RunOptions& opt) {
#ifndef SHADERHW_HAVE_VALHALL_DUT
  (void)source, (void)total, (void)origin, (void)origin_is_line, (void)opt;
  throw InputError("--isa valhall", 0,
                   "the Valhall pipeline model (verilated/valhall_dut.h) is not built yet");
#else
#ifdef SHADERHW_HAVE_VALHALL_NETLIST
  if (opt.netlist && (!opt.trace.empty() || !opt.trace_on_fail.empty())) {
    throw InputError("--netlist", 0, "the Valhall netlist model is built without tracing");
  }
#else
  if (opt.netlist) {
    throw InputError("--netlist", 0, "this build has no Valhall netlist model (configure with "
                                     "-DSHADERHW_VALHALL_NETLIST=ON)");
  }
#endif
  Report report("valhall", group_names(), opt.max_printed);
  ValhallCoverage cov;
  Scoreboard sb(report, cov, origin, origin_is_line);
  Progress progress("valhall", total);
  SimOptions so;
  so.backpressure = opt.backpressure;
  so.seed = opt.seed;
  so.progress = &progress;
  using Resp = typename ValhallDut<Vvalhall_pipeline>::Resp;
  Check<Resp> check{sb};
  const auto t0 = std::chrono::steady_clock::now();
  const TraceFiles files{opt.trace, opt.trace_on_fail, "verilated/valhall_pipeline.gtkw"};
  const SimStats st = run_and_trace(
      source, report, so, files,
      [&](const SimOptions& o) {
#ifdef SHADERHW_HAVE_VALHALL_NETLIST
        if (opt.netlist) return simulate_on<Vvalhall_pipeline_netlist>(source, check, o);
#endif
        return simulate_on<Vvalhall_pipeline>(source, check, o);
      },
      [&](const SimOptions& o, bool checked) {
        if (checked) return simulate_on<Vvalhall_pipeline_trace>(source, check, o);
        NullCheck<Resp> none;
        return simulate_on<Vvalhall_pipeline_trace>(source, none, o);
      });
  progress.finish();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  cov.report(report);
  report.note("cycles " + std::to_string(st.cycles) + ", " +
              std::to_string(static_cast<uint64_t>(st.retired / (secs > 0 ? secs : 1))) +
              " instructions/s");
  report.print_summary(secs);
  if (!opt.junit.empty()) report.write_junit(opt.junit, secs);
  return report.exit_code();
#endif
}

}  // namespace

int run(const RunOptions& opt) {
  if (!opt.vectors.empty()) {
    VectorFileSource source(opt.vectors);
    return drive(source, 0, source.name(), true, opt);
  }
  RandomSource source(opt.seed, opt.begin(), opt.end(), resolve_instructions(opt.ops));
  std::printf("shaderhw run --isa valhall: seed %llu, indices [%llu, %llu) of %llu, back-pressure %g\n",
              static_cast<unsigned long long>(opt.seed), static_cast<unsigned long long>(opt.begin()),
              static_cast<unsigned long long>(opt.end()), static_cast<unsigned long long>(opt.random),
              opt.backpressure);
  return drive(source, source.size(), "seed " + std::to_string(opt.seed), false, opt);
}

int generate(const GenOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  *os << format_header();
  *os << "# generated by: shaderhw gen --isa valhall --random " << opt.random << " --seed "
      << opt.seed << "\n# expected values: golden/valhall (grammar: harness/README.md)\n";
  const std::vector<int> ins = resolve_instructions(opt.ops);
  for (uint64_t i = 0; i < opt.random; ++i) *os << format_item(random_item(opt.seed, i, ins));
  os->flush();
  if (!*os) throw InputError(opt.output, 0, "write failed");
  return 0;
}

int bench(const BenchOptions& opt) {
  const std::vector<int> ins = resolve_instructions(opt.ops);
  std::printf("shaderhw bench --isa valhall: %llu instructions (%d lanes each), seed %llu, one "
              "thread, tracing off\n",
              static_cast<unsigned long long>(opt.count), kLanes,
              static_cast<unsigned long long>(opt.seed));
  std::vector<Item> items(opt.count);
  for (uint64_t i = 0; i < opt.count; ++i) {
    Rng rng(opt.seed, kStreamTxn, i);
    static_cast<ExecIn&>(items[i].txn) = random_exec_in(rng, ins, items[i].txn.cfg);
    items[i].origin = i;
  }
  const auto t0 = std::chrono::steady_clock::now();
  for (Item& it : items) it.expected = execute(it.txn, it.txn.cfg);
  const double golden_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double g = opt.count / golden_s;
#ifndef SHADERHW_HAVE_VALHALL_DUT
  std::printf("%-28s %16s\n", "model", "golden instr/s");
  std::printf("%-28s %16.0f\n", "valhall execute (4 lanes)", g);
  std::printf("RTL: the Valhall pipeline model is not built yet\n");
  return 0;
#else
  Report report("bench", group_names(), 3);
  ValhallCoverage cov;
  Scoreboard sb(report, cov, "bench", false);
  using Resp = typename ValhallDut<Vvalhall_pipeline>::Resp;
  Check<Resp> check{sb};
  ItemDut<Vvalhall_pipeline> dut;
  double rtl_s = 0;
  const SimStats st = timed_simulate(dut, items, check, rtl_s);
  const double r = st.retired / rtl_s;
  std::printf("%-28s %16s %16s %7s\n", "model", "golden instr/s", "RTL instr/s", "ratio");
  std::printf("%-28s %16.0f %16.0f %7.1f\n", "valhall_pipeline (4 lanes)", g, r, g / r);
  std::printf("throughput: %llu cycles for %llu instructions\n",
              static_cast<unsigned long long>(st.cycles), static_cast<unsigned long long>(st.retired));
  if (report.failed() || st.protocol_errors) {
    std::printf("RTL disagreed with the golden model on %llu instructions\n",
                static_cast<unsigned long long>(report.failed() + st.protocol_errors));
    return 1;
  }
  return 0;
#endif
}

// ---- text tools -----------------------------------------------------------------------------

int disasm(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  int rc = 0;
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, std::string line) {
    line = line.substr(0, line.find('#'));  // trailing comment
    const AsmResult w = parse_words(line);
    if (!w.ok) throw InputError(name, n, w.error);
    // Bytes are written as two hex digits each.
    size_t tokens = 0, pos = 0;
    bool two_digits = true;
    while ((pos = line.find_first_not_of(" \t\r", pos)) != std::string::npos) {
      const size_t end = line.find_first_of(" \t\r", pos);
      const size_t len = (end == std::string::npos ? line.size() : end) - pos;
      two_digits &= len == 2;
      ++tokens;
      pos = end == std::string::npos ? line.size() : end;
    }
    if (tokens == 8 && !two_digits) throw InputError(name, n, "bytes must have two hex digits each");
    const Decoded d = decode(w.word);
    if (d.illegal) rc = 1;
    *os << disassemble(d) << "\n";
  });
  os->flush();
  return rc;
}

int assemble_file(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, const std::string& line) {
    const AsmResult a = assemble(line);
    if (!a.ok) throw InputError(name, n, a.error);
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llX", static_cast<unsigned long long>(a.word));
    *os << buf << "\n";
  });
  os->flush();
  return 0;
}

}  // namespace shaderhw::valhall
