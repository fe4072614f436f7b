#include "fpu/fpu_isa.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "Vfpu_fma16_top.h"
#include "Vfpu_fma32_top.h"
#include "Vfpu_top.h"
#include "Vfpu_top_trace.h"
#ifdef SHADERHW_HAVE_NETLIST
#include "Vfpu_top_netlist.h"
#endif
#include "core/bench.h"
#include "core/progress.h"
#include "core/report.h"
#include "core/run_flow.h"
#include "core/sim.h"
#include "core/text_input.h"
#include "fpu/fpu_gen.h"
#include "fpu/fpu_vectors.h"
#include "fpu_dut.h"

namespace shaderhw::fpu {
namespace {

std::string describe_operation(const Operation& o) {
  const OpInfo& op = *o.op;
  std::string s = std::string(op.name) + " rm=" + round_name(o.rm);
  if (o.ftz) s += " ftz";
  if (o.nan_propagate) s += " nanprop";
  if (o.exact) s += " exact";
  const unsigned d = operand_digits(op);
  s += " a=" + hex(o.a, d);
  if (op.num_operands >= 2) s += " b=" + hex(o.b, d);
  if (op.num_operands >= 3) s += " c=" + hex(o.c, d);
  return s;
}

bool is_nan_result(const OpInfo& op, uint32_t bits) {
  if (op.kind == Kind::FloatToInt || op.kind == Kind::Compare) return false;
  return fp::is_nan(op.dst, bits);
}

// ---- scoreboard --------------------------------------------------------------------------

std::vector<std::string> op_group_names() {
  size_t n;
  const OpInfo* t = op_table(n);
  std::vector<std::string> names;
  for (size_t i = 0; i < n; ++i) names.emplace_back(t[i].name);
  return names;
}

// Coverage bins: op x rounding mode (where it matters) x operand slot x operand class.
class FpuCoverage {
 public:
  FpuCoverage() {
    size_t n;
    const OpInfo* t = op_table(n);
    for (size_t i = 0; i < n; ++i) {
      const OpInfo& op = t[i];
      const unsigned modes = op.uses_rounding ? 5 : 1;
      const bool is_int = op.kind == Kind::IntToFloat;
      const unsigned classes = is_int ? 3 : 6;
      base_[i] = cov_.bins();
      for (unsigned m = 0; m < modes; ++m) {
        for (unsigned s = 0; s < op.num_operands; ++s) {
          for (unsigned c = 0; c < classes; ++c) {
            std::string name = std::string(op.name) + "." + round_name(static_cast<fp::Round>(m)) +
                               ".op" + char('a' + s) + "=" +
                               (is_int ? int_class_name(c) : float_class_name(c));
            if (!op.uses_rounding) name = std::string(op.name) + ".op" + char('a' + s) + "=" +
                                          (is_int ? int_class_name(c) : float_class_name(c));
            cov_.add_bin(std::move(name));
          }
        }
      }
    }
  }
  void sample(const Operation& o) {
    const OpInfo& op = *o.op;
    const size_t i = op_index(o.op);
    const unsigned m = op.uses_rounding ? static_cast<unsigned>(o.rm) : 0;
    const bool is_int = op.kind == Kind::IntToFloat;
    const unsigned classes = is_int ? 3 : 6;
    const uint32_t v[3] = {o.a, o.b, o.c};
    for (unsigned s = 0; s < op.num_operands; ++s) {
      const unsigned c = is_int ? int_class(v[s]) : float_class(op.src, v[s]);
      cov_.hit(base_[i] + (m * op.num_operands + s) * classes + c);
    }
  }
  const Coverage& coverage() const { return cov_; }
  size_t ops_covered() const {
    size_t n;
    op_table(n);
    size_t hit = 0;
    for (size_t i = 0; i < n; ++i) hit += seen_ops_[i];
    return hit;
  }
  void mark_op(size_t i) { seen_ops_[i] = 1; }

 private:
  Coverage cov_;
  size_t base_[64] = {};
  uint8_t seen_ops_[64] = {};
};

class Scoreboard {
 public:
  Scoreboard(Report& report, FpuCoverage& cov, std::string origin_prefix, bool origin_is_line,
             bool check_flags)
      : report_(report), cov_(cov), prefix_(std::move(origin_prefix)),
        origin_is_line_(origin_is_line), check_flags_(check_flags) {}

  bool operator()(const Item& item, const FpuResp& r, uint64_t cycle) {
    const size_t group = op_index(item.txn.op);
    cov_.sample(item.txn);
    cov_.mark_op(group);
    if (item.mode == CheckMode::Skip) {
      report_.skip(group);
      return true;
    }
    bool ok;
    const OpInfo& op = *item.txn.op;
    if (item.mode == CheckMode::TestFloat && is_nan_result(op, item.expected)) {
      ok = is_nan_result(op, r.result);  // TestFloat: any NaN passes for a NaN
    } else {
      ok = r.result == item.expected;
    }
    const bool flags_checked = item.mode == CheckMode::Exact || check_flags_;
    if (flags_checked && r.flags != item.expected_flags) ok = false;
    if (ok) {
      report_.pass(group);
      return true;
    }
    if (!first_fail_) first_fail_ = item.origin;
    const unsigned d = result_digits(op);
    std::string msg = (origin_is_line_ ? prefix_ + ":" + std::to_string(item.origin)
                                       : prefix_ + " index " + std::to_string(item.origin)) +
                      " cycle " + std::to_string(cycle) + ": " + describe_operation(item.txn) +
                      "\n  expected " + hex(item.expected, d) + " flags " +
                      hex(item.expected_flags, 2) + (flags_checked ? "" : " (flags not checked)") +
                      "\n  actual   " + hex(r.result, d) + " flags " + hex(r.flags, 2);
    report_.fail(group, msg);
    return false;
  }
  std::optional<uint64_t> first_fail() const { return first_fail_; }

 private:
  Report& report_;
  FpuCoverage& cov_;
  std::string prefix_;
  bool origin_is_line_;
  bool check_flags_;
  std::optional<uint64_t> first_fail_;
};

// Accepts everything: used when re-running a window only to write its waveform.
struct NullCheck {
  bool operator()(const Item&, const FpuResp&, uint64_t) const { return true; }
};

// ---- the run -------------------------------------------------------------------------------

struct Outputs {
  std::string trace, trace_on_fail;
  double backpressure;
  uint64_t seed;
};

template <class Model, class Source, class Check>
SimStats simulate_on(Source& source, Check& check, const SimOptions& so) {
  FpuDut<Model> dut;
  return simulate<FpuDut<Model>, Item>(dut, source, check, so);
}

// Runs `source` through the DUT (RTL or netlist), then, if it failed and a trace-on-fail file
// was asked for, re-runs the same sequence on the traced model and dumps the cycles around the
// first failure.
template <class Source>
int drive(Source& source, uint64_t total, const std::string& suite, const std::string& origin,
          bool origin_is_line, bool check_flags, bool netlist, const Outputs& out,
          uint64_t max_printed, const std::string& junit) {
  Report report(suite, op_group_names(), max_printed);
  FpuCoverage cov;
  Scoreboard sb(report, cov, origin, origin_is_line, check_flags);
  Progress progress(suite, total);
  SimOptions so;
  so.backpressure = out.backpressure;
  so.seed = out.seed;
  so.progress = &progress;
  if (netlist && !out.trace.empty()) {
    throw InputError("--trace", 0, "tracing of the netlist model is not built");
  }
#ifndef SHADERHW_HAVE_NETLIST
  if (netlist) throw InputError("--netlist", 0, "this build has no post-synthesis netlist model");
#endif
  const auto t0 = std::chrono::steady_clock::now();
  const TraceFiles files{out.trace, out.trace_on_fail, "verilated/fpu_top.gtkw"};
  const SimStats st = run_and_trace(
      source, report, so, files,
      [&](const SimOptions& o) {
#ifdef SHADERHW_HAVE_NETLIST
        if (netlist) return simulate_on<Vfpu_top_netlist>(source, sb, o);
#endif
        return simulate_on<Vfpu_top>(source, sb, o);
      },
      [&](const SimOptions& o, bool checked) {
        if (checked) return simulate_on<Vfpu_top_trace>(source, sb, o);
        NullCheck none;
        return simulate_on<Vfpu_top_trace>(source, none, o);
      });
  progress.finish();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  report.note(cov.coverage().summary("coverage (op x rounding x operand class): bins", 10));
  size_t nops;
  op_table(nops);
  report.note("operations covered " + std::to_string(cov.ops_covered()) + "/" + std::to_string(nops));
  report.note("cycles " + std::to_string(st.cycles) + ", " +
              std::to_string(static_cast<uint64_t>(st.retired / (secs > 0 ? secs : 1))) +
              " operations/s");
  report.print_summary(secs);
  if (!junit.empty()) report.write_junit(junit, secs);
  return report.exit_code();
}

}  // namespace

int run(const RunOptions& opt) {
  const Outputs out{opt.trace, opt.trace_on_fail, opt.backpressure, opt.seed};
  if (!opt.vectors.empty()) {
    VectorFileSource source(opt.vectors);
    return drive(source, 0, "fpu", source.name(), true, true, opt.netlist, out, opt.max_printed,
                 opt.junit);
  }
  RandomSource source(opt.seed, opt.begin(), opt.end(), resolve_ops(opt.ops));
  std::printf("shaderhw run --isa fpu: seed %llu, indices [%llu, %llu) of %llu, back-pressure %g\n",
              static_cast<unsigned long long>(opt.seed), static_cast<unsigned long long>(opt.begin()),
              static_cast<unsigned long long>(opt.end()), static_cast<unsigned long long>(opt.random),
              opt.backpressure);
  return drive(source, source.size(), "fpu", "seed " + std::to_string(opt.seed), false, true,
               opt.netlist, out, opt.max_printed, opt.junit);
}

int gen(const GenOptions& opt) {
  std::ofstream file;
  std::ostream* os = &std::cout;
  if (opt.output != "-") {
    file.open(opt.output);
    if (!file) throw InputError(opt.output, 0, "cannot write file");
    os = &file;
  }
  *os << kFormatTag << ' ' << kFormatVersion << " fpu\n";
  *os << "# generated by: shaderhw gen --isa fpu --random " << opt.random << " --seed " << opt.seed
      << "\n# <op> <rm> <mods> <operands...> <result> <flags>   (expected values: golden/fp)\n";
  RandomSource source(opt.seed, 0, opt.random, resolve_ops(opt.ops));
  Item item;
  while (source.next(item)) *os << format_vector(item) << '\n';
  os->flush();
  if (!*os) throw InputError(opt.output, 0, "write failed");
  return 0;
}

namespace {

// Throughput of one model on pre-generated items whose expected values are filled in; returns
// operations/s, and counts disagreements with the golden model in `failed`.
template <class Model>
double rtl_throughput(std::vector<Item>& items, uint64_t& failed) {
  Report report("bench", op_group_names(), 3);
  FpuCoverage cov;
  Scoreboard sb(report, cov, "bench", false, true);
  FpuDut<Model> dut;
  double secs = 0;
  const SimStats st = timed_simulate(dut, items, sb, secs);
  failed += report.failed() + st.protocol_errors;
  return st.retired / secs;
}

}  // namespace

int bench(const BenchOptions& opt) {
  const auto ops = resolve_ops(opt.ops);
  // model: 0 the whole core (fpu_top), 32/16 the FMA slice alone (fpu_fma_top).
  struct Case {
    std::string label;
    std::vector<const OpInfo*> ops;
    int model;
  };
  std::vector<Case> cases;
  if (!ops.empty()) {
    cases.push_back({"selected ops", ops, 0});
  } else {
    cases.push_back({"all ops, mixed", {}, 0});
    cases.push_back({"f32_mulAdd", {find_op("f32_mulAdd")}, 0});
    cases.push_back({"f16_mulAdd", {find_op("f16_mulAdd")}, 0});
    cases.push_back({"f32_mulAdd", {find_op("f32_mulAdd")}, 32});
    cases.push_back({"f16_mulAdd", {find_op("f16_mulAdd")}, 16});
  }
  std::printf("shaderhw bench --isa fpu: %llu operations per case, seed %llu, one thread, tracing off\n",
              static_cast<unsigned long long>(opt.count), static_cast<unsigned long long>(opt.seed));
  std::printf("%-16s %-24s %14s %14s %7s\n", "case", "RTL model", "golden ops/s", "RTL ops/s",
              "ratio");
  uint64_t failed = 0;
  for (const auto& c : cases) {
    // The same vectors for both: generated once, then the golden model fills in the expected
    // values (timed), then the RTL runs them (timed) and is checked against them.
    std::vector<Item> items(opt.count);
    for (uint64_t i = 0; i < opt.count; ++i) {
      Rng rng(opt.seed, kStreamOps, i);
      items[i].txn = random_operation(rng, c.ops);
    }
    const auto t0 = std::chrono::steady_clock::now();
    for (auto& it : items) {
      const fp::Result r = golden(it.txn);
      it.expected = r.bits;
      it.expected_flags = r.flags;
    }
    const double golden_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double rtl;
    const char* model;
    if (c.model == 32) {
      rtl = rtl_throughput<Vfpu_fma32_top>(items, failed);
      model = "fp_fma binary32 alone";
    } else if (c.model == 16) {
      rtl = rtl_throughput<Vfpu_fma16_top>(items, failed);
      model = "fp_fma binary16 alone";
    } else {
      rtl = rtl_throughput<Vfpu_top>(items, failed);
      model = "fpu_top (whole core)";
    }
    const double g = opt.count / golden_s;
    std::printf("%-16s %-24s %14.0f %14.0f %7.1f\n", c.label.c_str(), model, g, rtl, g / rtl);
  }
  if (failed) {
    std::printf("RTL disagreed with the golden model on %llu operations\n",
                static_cast<unsigned long long>(failed));
    return 1;
  }
  return 0;
}

int testfloat(const TestFloatOptions& opt) {
  const OpInfo* op = find_op(opt.op);
  if (!op) throw InputError("--op", 0, "unknown operation '" + opt.op + "'; known: " + op_names(" "));
  Operation proto;
  proto.op = op;
  if (!parse_round(opt.rounding, proto.rm)) {
    throw InputError("--rounding", 0, "unknown rounding mode '" + opt.rounding +
                                          "' (rne, rtz, rdn, rup, rmm)");
  }
  proto.ftz = opt.ftz;
  proto.exact = opt.exact;
  TestFloatSource source(opt.vectors, proto);
  const Outputs out{opt.trace, opt.trace_on_fail, opt.backpressure, opt.seed};
  return drive(source, 0, "fpu " + opt.op, source.name(), true, opt.check_flags, opt.netlist, out,
               opt.max_printed, opt.junit);
}

}  // namespace shaderhw::fpu
