// The FP core as an ISA of the harness (core/isa_harness.h): shaderhw run/gen/bench --isa fpu,
// and its own command `shaderhw fpu` (Berkeley TestFloat vector files).
#include <boost/program_options.hpp>

#include <iostream>

#include "Vfpu_fma16_top.h"
#include "Vfpu_fma32_top.h"
#include "Vfpu_top.h"
#include "Vfpu_top_trace.h"
#ifdef SHADERHW_HAVE_FPU_NETLIST
#include "Vfpu_top_netlist.h"
#endif
#include "core/isa_harness.h"
#include "fpu/fpu_gen.h"
#include "fpu/fpu_item_dut.h"
#include "fpu/fpu_vectors.h"

namespace shaderhw::fpu {
namespace {

namespace po = boost::program_options;

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

// ---- coverage ----------------------------------------------------------------------------

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
  void sample(const Item& item, const FpuConfig&) {
    const Operation& o = item.txn;
    const OpInfo& op = *o.op;
    seen_ops_[op_index(o.op)] = 1;
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
  void report(Report& r) const {
    r.note(cov_.summary("coverage (op x rounding x operand class): bins", 10));
    size_t n;
    op_table(n);
    size_t hit = 0;
    for (size_t i = 0; i < n; ++i) hit += seen_ops_[i];
    r.note("operations covered " + std::to_string(hit) + "/" + std::to_string(n));
  }

 private:
  Coverage cov_;
  size_t base_[64] = {};
  uint8_t seen_ops_[64] = {};
};

// ---- traits (core/isa_harness.h) -----------------------------------------------------------

#ifdef SHADERHW_HAVE_FPU_NETLIST
using NetlistModel = Vfpu_top_netlist;
#else
using NetlistModel = void;  // configure with -DSHADERHW_FPU_NETLIST=ON
#endif

struct Traits : IsaTypes<Item, FpuResp, FpuConfig, std::vector<const OpInfo*>, FpuCoverage,
                         VectorFileSource>,
                StandardModels<OperationDut, Vfpu_top, Vfpu_top_trace, NetlistModel> {
  static constexpr IsaNames kNames{
      "fpu", "the IEEE-754 FP core (rtl/common/fpu_top): add/mul/fma, compare, min/max, conversions",
      "operations", "verilated/fpu_top.gtkw", "fpu_top (whole core)"};

  static Selection select(const std::vector<std::string>& names) { return resolve_ops(names); }
  static void random_input(uint64_t seed, uint64_t index, const Selection& sel, const Config&,
                           Item& item) {
    Rng rng(seed, kStreamOps, index);  // as random_item (fpu_vectors.h), without the golden call
    item.txn = random_operation(rng, sel);
    item.mode = CheckMode::Exact;
  }
  static void golden(Item& item, const Config&) {
    const fp::Result r = fpu::golden(item.txn);
    item.expected = r.bits;
    item.expected_flags = r.flags;
  }
  static void strip_for_file(Item&, const Config&) {}

  static std::vector<std::string> groups() {
    size_t n;
    const OpInfo* t = op_table(n);
    std::vector<std::string> names;
    for (size_t i = 0; i < n; ++i) names.emplace_back(t[i].name);
    return names;
  }
  static size_t group(const Item& item, const Config&) { return op_index(item.txn.op); }
  static Verdict compare(const Item& item, const Resp& r, const Config& cfg, std::string& diff) {
    if (item.mode == CheckMode::Skip) return Verdict::Skip;
    const OpInfo& op = *item.txn.op;
    bool ok;
    if (item.mode == CheckMode::TestFloat && is_nan_result(op, item.expected)) {
      ok = is_nan_result(op, r.result);  // TestFloat: any NaN passes for a NaN
    } else {
      ok = r.result == item.expected;
    }
    const bool flags_checked = item.mode == CheckMode::Exact || cfg.check_flags;
    if (flags_checked && r.flags != item.expected_flags) ok = false;
    if (ok) return Verdict::Pass;
    const unsigned d = result_digits(op);
    diff = "\n  expected " + hex(item.expected, d) + " flags " + hex(item.expected_flags, 2) +
           (flags_checked ? "" : " (flags not checked)") + "\n  actual   " + hex(r.result, d) +
           " flags " + hex(r.flags, 2);
    return Verdict::Fail;
  }
  static std::string describe(const Item& item, const Config&) {
    return describe_operation(item.txn);
  }

  static std::string format_header(const Config&) {
    return std::string(kFormatTag) + " " + std::to_string(kFormatVersion) +
           " fpu\n# <op> <rm> <mods> <operands...> <result> <flags>\n";
  }
  static std::string format_item(const Item& item, const Config&) {
    return format_vector(item) + "\n";
  }
  static std::string describe_config(const Config&) { return {}; }

};

class FpuIsa final : public IsaHarness<Traits> {
 public:
  // Five cases: the whole core on a mix of every operation and on f32/f16 fused multiply-add,
  // and the FMA slice alone (fpu_fma_top, binary32 and binary16) on the same FMA items.
  int bench(const BenchOptions& opt) override {
    const Traits::Selection ops = resolve_ops(opt.ops);
    struct Case {
      std::string label;
      Traits::Selection ops;
      int model;  // 0 the whole core (fpu_top), 32/16 the FMA slice alone (fpu_fma_top)
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
    std::printf("shaderhw bench --isa fpu: %llu operations per case, seed %llu, one thread, "
                "tracing off\n",
                static_cast<unsigned long long>(opt.count), static_cast<unsigned long long>(opt.seed));
    BenchTable table(Traits::kNames.unit);
    const FpuConfig cfg;
    for (const Case& c : cases) {
      std::vector<Item> items(opt.count);
      for (uint64_t i = 0; i < opt.count; ++i) Traits::random_input(opt.seed, i, c.ops, cfg, items[i]);
      const double golden_rate = golden_rate_of(items, cfg);
      if (c.model == 0) {
        table.row(c.label, Traits::kNames.bench_model, golden_rate, bench_rtl(items, cfg, ModelKind::Fast));
      } else if (c.model == 32) {
        table.row(c.label, "fp_fma binary32 alone", golden_rate, bench_model<Vfpu_fma32_top>(items, cfg));
      } else {
        table.row(c.label, "fp_fma binary16 alone", golden_rate, bench_model<Vfpu_fma16_top>(items, cfg));
      }
    }
    return table.finish();
  }

  std::vector<IsaCommand> commands() override {
    return {{"fpu", "run the FP core on Berkeley TestFloat (testfloat_gen) vectors",
             [this](const std::vector<std::string>& args) { return testfloat(args); }}};
  }

 private:
  template <class Model>
  BenchRtl bench_model(std::vector<Item>& items, const FpuConfig& cfg) const {
    return bench_with(items, cfg, [](ItemSource<Item>& source, Scoreboard<Traits>& sb) {
      return simulate_new<OperationDut<Model>>(source, sb, SimOptions{});
    });
  }

  // shaderhw fpu: TestFloat's testfloat_gen output (operands, result, flags in hex) through the
  // RTL FP core, one operation and rounding mode per file.
  int testfloat(const std::vector<std::string>& args) {
    std::string op_name, rounding = "rne", vectors = "-";
    bool ftz = false, exact = false;
    FpuConfig cfg;
    cfg.check_flags = false;
    RunOptions run;
    run.isa = "fpu";
    po::options_description desc("Options");
    desc.add_options()
        ("help,h", "show this help")
        ("op", po::value(&op_name)->required(), ("TestFloat function name: " + op_names(" ")).c_str())
        ("rounding", po::value(&rounding)->default_value("rne"), "rounding mode: rne rtz rdn rup rmm")
        ("vectors", po::value(&vectors)->default_value("-"), "testfloat_gen output file, - for stdin")
        ("ftz", po::bool_switch(&ftz), "flush subnormal inputs and results to zero")
        ("exact", po::bool_switch(&exact), "roundToInt: raise inexact (testfloat_gen -exact)")
        ("flags", po::bool_switch(&cfg.check_flags), "also compare the exception flags (default: ignored)")
        ("backpressure", po::value(&run.backpressure)->default_value(0.0),
         "probability per cycle of an input bubble and, independently, of an output stall (0..1)")
        ("seed", po::value(&run.seed)->default_value(1), "seed of the back-pressure pattern")
        ("trace", po::value(&run.trace), "write an FST waveform of the whole run")
        ("trace-on-fail", po::value(&run.trace_on_fail), "write an FST of the cycles around the first mismatch")
        ("junit", po::value(&run.junit), "write a JUnit XML report")
        ("netlist", po::bool_switch(&run.netlist), "simulate the post-synthesis netlist")
        ("max-print", po::value(&run.max_printed)->default_value(10), "print at most this many mismatches");
    po::variables_map vm;
    po::store(po::command_line_parser(args).options(desc).run(), vm);
    if (vm.count("help")) {
      std::cout << "usage: shaderhw fpu --op OP --rounding {rne,rtz,rdn,rup,rmm} --vectors FILE|- [--ftz]\n"
                   "Runs the RTL FP core on Berkeley TestFloat vectors (testfloat_gen output: operands,\n"
                   "result and flags in hex). Results compare bit for bit; a NaN matches any NaN; for\n"
                   "float-to-integer conversions, cases flagged invalid (0x10) are skipped. A file in\n"
                   "which nothing is checked is an error. Exit 0 if all pass, 1 on mismatches, 2 on\n"
                   "bad usage or input.\n\n"
                << desc << "\n";
      return 0;
    }
    po::notify(vm);
    if (run.backpressure < 0.0 || run.backpressure >= 1.0) {
      throw InputError("--backpressure", 0, "must be in [0, 1)");
    }
    const OpInfo* op = find_op(op_name);
    if (!op) throw InputError("--op", 0, "unknown operation " + quote(op_name) + "; known: " + op_names(" "));
    Operation proto;
    proto.op = op;
    if (!parse_round(rounding, proto.rm)) {
      throw InputError("--rounding", 0, "unknown rounding mode " + quote(rounding) +
                                            " (rne, rtz, rdn, rup, rmm)");
    }
    proto.ftz = ftz;
    proto.exact = exact;
    TestFloatSource source(vectors, proto);
    return drive(source, 0, cfg, Origin{source.name(), true}, run, "fpu " + op_name);
  }
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<FpuIsa>(); }

}  // namespace shaderhw::fpu
