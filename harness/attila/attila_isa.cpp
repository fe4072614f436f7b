#include "attila/attila_isa.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>

#include "Vattila_pipeline.h"
#include "Vattila_pipeline_fx16.h"
#include "Vattila_pipeline_trace.h"
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
#include "Vattila_pipeline_netlist.h"
#endif
#include "attila/asm.h"
#include "attila/attila_gen.h"
#include "attila/attila_vectors.h"
#include "attila_dut.h"
#include "core/bench.h"
#include "core/progress.h"
#include "core/report.h"
#include "core/run_flow.h"
#include "core/sim.h"
#include "core/text_input.h"
#include "core/text_tool.h"

namespace shaderhw::attila {
namespace {

// ---- groups and coverage -------------------------------------------------------------------

std::vector<std::string> opcode_names() {
  std::vector<std::string> names;
  for (Opcode op : all_opcodes()) names.emplace_back(attila::info(op).mnemonic);
  return names;
}

size_t opcode_group(Opcode op) {
  static const std::array<int16_t, 256> index = [] {
    std::array<int16_t, 256> t{};
    t.fill(-1);
    const auto& ops = all_opcodes();
    for (size_t i = 0; i < ops.size(); ++i) t[static_cast<uint8_t>(ops[i])] = static_cast<int16_t>(i);
    return t;
  }();
  return static_cast<size_t>(index[static_cast<uint8_t>(op)]);
}

bool uses(const OpcodeInfo& i, uint32_t f) { return (i.uses & f) != 0; }

// Operand classes of a value as an opcode reads it.
enum FloatClass { kZero, kSubnormal, kNormal, kOne, kInf, kNaN, kFloatClasses };
enum IntClass { kIZero, kINeg, kIPos, kIExtreme, kIntClasses };
enum BoolClass { kBPred, kBConst, kBImm, kBoolClasses };
const char* const kFloatClassNames[] = {"zero", "subnormal", "normal", "one", "inf", "nan"};
const char* const kIntClassNames[] = {"zero", "negative", "positive", "extreme"};
const char* const kBoolClassNames[] = {"predicate", "constant", "immediate"};

int float_class(uint32_t v) {
  const uint32_t m = v & 0x7FFFFFFFu;
  if (m == 0) return kZero;
  if (m < 0x00800000u) return kSubnormal;
  if (m == 0x3F800000u) return kOne;
  if (m == 0x7F800000u) return kInf;
  if (m > 0x7F800000u) return kNaN;
  return kNormal;
}
int int_class(uint32_t v) {
  if (v == 0) return kIZero;
  if (v == 0x80000000u || v == 0x7FFFFFFFu) return kIExtreme;
  return (v >> 31) ? kINeg : kIPos;
}

// Modifiers an instruction can carry, as coverage bins per opcode (where the opcode uses them).
enum Modifier { kPlain, kNeg, kAbs, kSwizzle, kSat, kInvert, kPartialMask, kPredicated, kRelative,
                kImmediate, kModifiers };
const char* const kModifierNames[] = {"plain", "neg", "abs", "swizzle", "sat", "invert",
                                      "partial_mask", "predicated", "relative", "immediate"};

bool modifier_applies(const OpcodeInfo& i, int m) {
  const bool value_src = uses(i, gen::USES_OP1) && !uses(i, gen::USES_BOOL_SRC);
  const bool any_src = uses(i, gen::USES_OP1);
  switch (m) {
    case kPlain: return true;
    case kNeg: case kAbs: case kSwizzle: return value_src;
    case kSat: return uses(i, gen::USES_SAT);
    case kInvert: return uses(i, gen::USES_INVERT);
    case kPartialMask: return uses(i, gen::USES_MASK);
    case kPredicated: return uses(i, gen::USES_PRED);
    case kRelative: return any_src;
    case kImmediate: return uses(i, gen::USES_IMM_OK);
    default: return false;
  }
}

class AttilaCoverage {
 public:
  AttilaCoverage() {
    for (Opcode op : all_opcodes()) {
      const OpcodeInfo& i = attila::info(op);
      const size_t g = opcode_group(op);
      for (int m = 0; m < kModifiers; ++m) {
        mod_bin_[g][m] = modifier_applies(i, m)
                             ? cov_.add_bin(std::string(i.mnemonic) + "." + kModifierNames[m])
                             : kNone;
      }
      const uint32_t used[3] = {gen::USES_OP1, gen::USES_OP2, gen::USES_OP3};
      for (int k = 0; k < 3; ++k) {
        class_base_[g][k] = kNone;
        if (!uses(i, used[k]) || (k == 1 && uses(i, gen::USES_OP2_INDEX))) continue;
        if (op == Opcode::FXMAD && k == 2) continue;  // encoded and checked, never read
        const int n = classes(i);
        class_base_[g][k] = cov_.bins();
        for (int c = 0; c < n; ++c) {
          cov_.add_bin(std::string(i.mnemonic) + ".op" + char('1' + k) + "=" + class_name(i, c));
        }
      }
    }
  }

  void sample(const Decoded& d, const ExecIn& in) {
    if (d.illegal) return;
    const OpcodeInfo& i = attila::info(d.opcode);
    const size_t g = opcode_group(d.opcode);
    seen_[g] = 1;
    bool neg = false, abs = false, swz = false, imm = false;
    for (int k = 0; k < 3; ++k) {
      const Source& s = d.src[k];
      if (s.kind == SrcKind::Reg || s.kind == SrcKind::Imm) {
        neg |= s.negate;
        abs |= s.absolute;
        swz |= s.kind == SrcKind::Reg && s.swizzle != 0x1B;
        imm |= s.kind == SrcKind::Imm;
      }
      if (class_base_[g][k] != kNone) cov_.hit(class_base_[g][k] + operand_class(i, d, k, in));
    }
    const bool mods[kModifiers] = {
        !neg && !abs && !swz && !d.saturate && !d.invert && !d.pred_en && !d.rel_en && !imm,
        neg, abs, swz, d.saturate, d.invert, uses(i, gen::USES_MASK) && d.mask != 0xF, d.pred_en,
        d.rel_en, imm};
    for (int m = 0; m < kModifiers; ++m) {
      if (mods[m] && mod_bin_[g][m] != kNone) cov_.hit(mod_bin_[g][m]);
    }
  }
  const Coverage& coverage() const { return cov_; }
  size_t opcodes_covered() const {
    size_t n = 0;
    for (size_t g = 0; g < all_opcodes().size(); ++g) n += seen_[g];
    return n;
  }

 private:
  static constexpr size_t kNone = ~size_t{0};
  static int classes(const OpcodeInfo& i) {
    if (uses(i, gen::USES_BOOL_SRC)) return kBoolClasses;
    return reads_float_operands(i) ? int{kFloatClasses} : int{kIntClasses};
  }
  static const char* class_name(const OpcodeInfo& i, int c) {
    if (uses(i, gen::USES_BOOL_SRC)) return kBoolClassNames[c];
    return !reads_float_operands(i) ? kIntClassNames[c] : kFloatClassNames[c];
  }
  // Class of the value lane 0 reads in its X component (scalar reads: the swizzle's W slot).
  static int operand_class(const OpcodeInfo& i, const Decoded& d, int k, const ExecIn& in) {
    const Source& s = d.src[k];
    if (uses(i, gen::USES_BOOL_SRC)) {
      return s.kind == SrcKind::Pred ? kBPred : s.kind == SrcKind::BoolImm ? kBImm : kBConst;
    }
    uint32_t v;
    if (s.kind == SrcKind::Imm) {
      v = d.imm;
    } else {
      const bool scalar = i.op_class == gen::OpClass::SCALAR || i.op_class == gen::OpClass::PREDICATE;
      v = in.lane[0].src[k].c[scalar ? (s.swizzle & 3) : (s.swizzle >> 6)];
    }
    return !reads_float_operands(i) ? int_class(v) : float_class(v);
  }

  Coverage cov_;
  size_t mod_bin_[64][kModifiers];
  size_t class_base_[64][3];
  uint8_t seen_[64] = {};
};

// ---- scoreboard -----------------------------------------------------------------------------

class Scoreboard {
 public:
  Scoreboard(Report& report, AttilaCoverage& cov, const ExecConfig& cfg, std::string origin,
             bool origin_is_line)
      : report_(report), cov_(cov), cfg_(cfg), origin_(std::move(origin)),
        origin_is_line_(origin_is_line) {}

  bool operator()(const Item& item, const AttilaResp& r, uint64_t cycle) {
    const Decoded d = decode(item.txn.instr, DecodeConfig{cfg_.micro_triangle});
    const size_t group = d.illegal ? illegal_group() : opcode_group(d.opcode);
    cov_.sample(d, item.txn);
    const std::string diff = diff_outputs(item.expected, r.out);
    if (diff.empty()) {
      report_.pass(group);
      return true;
    }
    const std::string where = origin_is_line_ ? origin_ + ":" + std::to_string(item.origin)
                                              : origin_ + " index " + std::to_string(item.origin);
    report_.fail(group, where + " cycle " + std::to_string(cycle) + ": " +
                            (d.illegal ? std::string(".illegal") : disassemble(d)) + "\n" +
                            describe_inputs(item.txn, cfg_) + "  differences:\n" + diff);
    return false;
  }
  static size_t illegal_group() { return all_opcodes().size(); }

 private:
  Report& report_;
  AttilaCoverage& cov_;
  ExecConfig cfg_;
  std::string origin_;
  bool origin_is_line_;
};

struct NullCheck {
  bool operator()(const Item&, const AttilaResp&, uint64_t) const { return true; }
};

std::vector<std::string> group_names() {
  std::vector<std::string> g = opcode_names();
  g.emplace_back("(illegal)");
  return g;
}

// ---- the run --------------------------------------------------------------------------------

struct Outputs {
  std::string trace, trace_on_fail;
  double backpressure;
  uint64_t seed;
};

template <class Model, class Source, class Check>
SimStats simulate_on(Source& source, Check& check, const SimOptions& so, const ExecConfig& cfg) {
  AttilaDut<Model> dut(cfg);
  return simulate<AttilaDut<Model>, Item>(dut, source, check, so);
}

template <class Source>
int drive(Source& source, uint64_t total, const ExecConfig& cfg, const std::string& origin,
          bool origin_is_line, bool netlist, const Outputs& out, uint64_t max_printed,
          const std::string& junit) {
  if (cfg.fx_frac_bits != 8 && cfg.fx_frac_bits != 16) {
    throw InputError(origin, 0, "the RTL models are built for fixed-point F = 8 and 16, not " +
                                    std::to_string(cfg.fx_frac_bits));
  }
  const bool fx16 = cfg.fx_frac_bits == 16;
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
  if (netlist && (fx16 || !out.trace.empty() || !out.trace_on_fail.empty())) {
    throw InputError("--netlist", 0, "the ATTILA netlist model is built for F = 8, without tracing");
  }
#else
  if (netlist) {
    throw InputError("--netlist", 0, "this build has no ATTILA netlist model (configure with "
                                     "-DSHADERHW_ATTILA_NETLIST=ON)");
  }
#endif
  if (fx16 && (!out.trace.empty() || !out.trace_on_fail.empty())) {
    throw InputError("--trace", 0, "the traced ATTILA model is built for F = 8 only");
  }
  Report report("attila", group_names(), max_printed);
  AttilaCoverage cov;
  Scoreboard sb(report, cov, cfg, origin, origin_is_line);
  Progress progress("attila", total);
  SimOptions so;
  so.backpressure = out.backpressure;
  so.seed = out.seed;
  so.progress = &progress;
  const auto t0 = std::chrono::steady_clock::now();
  const TraceFiles files{out.trace, out.trace_on_fail, "verilated/attila_pipeline.gtkw"};
  const SimStats st = run_and_trace(
      source, report, so, files,
      [&](const SimOptions& o) {
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
        if (netlist) return simulate_on<Vattila_pipeline_netlist>(source, sb, o, cfg);
#endif
        if (fx16) return simulate_on<Vattila_pipeline_fx16>(source, sb, o, cfg);
        return simulate_on<Vattila_pipeline>(source, sb, o, cfg);
      },
      [&](const SimOptions& o, bool checked) {
        if (checked) return simulate_on<Vattila_pipeline_trace>(source, sb, o, cfg);
        NullCheck none;
        return simulate_on<Vattila_pipeline_trace>(source, none, o, cfg);
      });
  progress.finish();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  report.note(cov.coverage().summary("coverage (opcode x modifier x operand class): bins", 10));
  report.note("opcodes covered " + std::to_string(cov.opcodes_covered()) + "/" +
              std::to_string(all_opcodes().size()));
  report.note("cycles " + std::to_string(st.cycles) + ", " +
              std::to_string(static_cast<uint64_t>(st.retired / (secs > 0 ? secs : 1))) +
              " instructions/s");
  report.print_summary(secs);
  if (!junit.empty()) report.write_junit(junit, secs);
  return report.exit_code();
}

ExecConfig default_config() { return ExecConfig{}; }

}  // namespace

int run(const RunOptions& opt) {
  const Outputs out{opt.trace, opt.trace_on_fail, opt.backpressure, opt.seed};
  if (!opt.vectors.empty()) {
    VectorFileSource source(opt.vectors);
    return drive(source, 0, source.config(), source.name(), true, opt.netlist, out,
                 opt.max_printed, opt.junit);
  }
  ExecConfig cfg = default_config();
  cfg.fx_frac_bits = opt.fx_frac_bits;
  cfg.micro_triangle = opt.micro_triangle;
  RandomSource source(opt.seed, opt.begin(), opt.end(), resolve_opcodes(opt.ops), cfg);
  std::printf("shaderhw run --isa attila: seed %llu, indices [%llu, %llu) of %llu, back-pressure %g, "
              "fixed-point F = %d%s\n",
              static_cast<unsigned long long>(opt.seed), static_cast<unsigned long long>(opt.begin()),
              static_cast<unsigned long long>(opt.end()), static_cast<unsigned long long>(opt.random),
              opt.backpressure, cfg.fx_frac_bits, cfg.micro_triangle ? ", micro-triangle" : "");
  return drive(source, source.size(), cfg, "seed " + std::to_string(opt.seed), false, opt.netlist,
               out, opt.max_printed, opt.junit);
}

int generate(const GenOptions& opt) {
  std::ofstream file;
  std::ostream* os = &std::cout;
  if (opt.output != "-") {
    file.open(opt.output);
    if (!file) throw InputError(opt.output, 0, "cannot write file");
    os = &file;
  }
  const ExecConfig cfg = default_config();
  *os << format_header(cfg);
  *os << "# generated by: shaderhw gen --isa attila --random " << opt.random << " --seed "
      << opt.seed << "\n# expected values: golden/attila (grammar: harness/README.md)\n";
  const std::vector<Opcode> ops = resolve_opcodes(opt.ops);
  for (uint64_t i = 0; i < opt.random; ++i) {
    Rng rng(opt.seed, kStreamTxn, i);
    Item item;
    item.txn = random_exec_in(rng, ops, cfg);
    strip_unread_inputs(item.txn, cfg);
    item.expected = execute(item.txn, cfg);
    *os << format_item(item, cfg);
  }
  os->flush();
  if (!*os) throw InputError(opt.output, 0, "write failed");
  return 0;
}

int bench(const BenchOptions& opt) {
  const ExecConfig cfg = default_config();
  const std::vector<Opcode> ops = resolve_opcodes(opt.ops);
  std::printf("shaderhw bench --isa attila: %llu instructions (4 lanes each), seed %llu, one thread, "
              "tracing off\n",
              static_cast<unsigned long long>(opt.count), static_cast<unsigned long long>(opt.seed));
  std::vector<Item> items(opt.count);
  for (uint64_t i = 0; i < opt.count; ++i) {
    Rng rng(opt.seed, kStreamTxn, i);
    items[i].txn = random_exec_in(rng, ops, cfg);
    items[i].origin = i;
  }
  const auto t0 = std::chrono::steady_clock::now();
  for (Item& it : items) it.expected = execute(it.txn, cfg);
  const double golden_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  Report report("bench", group_names(), 3);
  AttilaCoverage cov;
  Scoreboard sb(report, cov, cfg, "bench", false);
  AttilaDut<Vattila_pipeline> dut(cfg);
  double rtl_s = 0;
  const SimStats st = timed_simulate(dut, items, sb, rtl_s);
  const double g = opt.count / golden_s, r = st.retired / rtl_s;
  std::printf("%-28s %16s %16s %7s\n", "model", "golden instr/s", "RTL instr/s", "ratio");
  std::printf("%-28s %16.0f %16.0f %7.1f\n", "attila_pipeline (4 lanes)", g, r, g / r);
  std::printf("throughput: %llu cycles for %llu instructions (one per cycle without back-pressure)\n",
              static_cast<unsigned long long>(st.cycles), static_cast<unsigned long long>(st.retired));
  if (report.failed() || st.protocol_errors) {
    std::printf("RTL disagreed with the golden model on %llu instructions\n",
                static_cast<unsigned long long>(report.failed() + st.protocol_errors));
    return 1;
  }
  return 0;
}

// ---- text tools -----------------------------------------------------------------------------

int disasm(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  int rc = 0;
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, const std::string& line) {
    Instruction in;
    std::string error;
    if (!parse_words(line, &in, &error)) throw InputError(name, n, error);
    const DecodeConfig dcfg{opt.micro_triangle};
    if (decode(in, dcfg).illegal) rc = 1;
    *os << disassemble(in, dcfg) << "\n";
  });
  os->flush();
  return rc;
}

int assemble_file(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, const std::string& line) {
    Instruction in;
    std::string error;
    if (!assemble(line, &in, &error, DecodeConfig{opt.micro_triangle})) throw InputError(name, n, error);
    *os << format_words(in) << "\n";
  });
  os->flush();
  return 0;
}

}  // namespace shaderhw::attila
