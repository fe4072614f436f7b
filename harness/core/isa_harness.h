// run, gen and bench for any ISA, from a small traits class T. What differs between ISAs is in
// T; what every ISA does the same way (the random sequence, the scoreboard, the run with its
// report, progress, tracing and JUnit, the generated vector file, the benchmark) is here, once.
//
// T provides:
//   kNames     an IsaNames (name, summary, unit, GTKWave file, benchmarked model)
//   types      through IsaTypes<...>: Item {txn, expected, origin}, Resp (the DUT adapter's
//              output), Config (what a run is configured with: ISA options or a vector file's
//              header), Selection (the resolved --op names), Coverage {sample(item, cfg);
//              report(Report&)}, VectorFile : ItemSource<Item> {VectorFile(path); name();
//              config()}
//   sequence   select(op names) -> Selection (throws InputError for an unknown name);
//              random_input(seed, index, sel, cfg, item): the transaction of (seed, index);
//              golden(item, cfg): fills item.expected from the golden model;
//              strip_for_file(item, cfg): zeroes what the instruction cannot read, before a
//              transaction is written to a file (random runs drive those inputs with junk)
//   scoreboard groups() (report lines), group(item, cfg), compare(item, resp, cfg, diff) ->
//              Verdict (diff: one line per differing field), describe(item, cfg) (the
//              instruction and its inputs, for a mismatch report)
//   files      format_header(cfg), format_item(item, cfg), describe_config(cfg) (", F = 16")
//   models     through StandardModels<...> or its own: kHasNetlist, kHasCompact, kHasPlaced,
//              kHasFpga
//              (with simulate_fpga(device, baud, cfg, source, check, sim_options): the FPGA
//              prototype, link/fpga_run.h); unavailable(kind, cfg) ->
//              "" or why that model cannot run this configuration; simulate(kind, cfg, source,
//              check, sim_options) -> SimStats
#pragma once
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <type_traits>
#include <vector>

#include "core/bench.h"
#include "core/isa.h"
#include "core/progress.h"
#include "core/report.h"
#include "core/run_flow.h"
#include "core/sim.h"
#include "core/text_input.h"
#include "core/text_tool.h"

namespace shaderhw {

// Fast: the fast configuration's RTL; Traced: the same with FST tracing; Netlist: its
// post-synthesis netlist; Compact: the compact configuration's RTL (built with tracing, so one
// model serves runs and waveforms); Placed: the compact configuration's ECP5 netlist as placed
// and routed (post-route simulation, verilated/ecp5/README.md).
enum class ModelKind { Fast, Traced, Netlist, Compact, Placed };
enum class Verdict { Pass, Fail, Skip };

// The names of an ISA as the harness prints them.
struct IsaNames {
  const char* name;         // the --isa value
  const char* summary;      // one line for --help
  const char* unit;         // what an item is, plural ("instructions")
  const char* gtkw;         // GTKWave save file for the traced model's waveforms
  const char* bench_model;  // the RTL model `bench` times
};

// The types of a traits class, in one line.
template <class ItemT, class RespT, class ConfigT, class SelectionT, class CoverageT,
          class VectorFileT>
struct IsaTypes {
  using Item = ItemT;
  using Resp = RespT;
  using Config = ConfigT;
  using Selection = SelectionT;
  using Coverage = CoverageT;
  using VectorFile = VectorFileT;
};

// Where items come from, for mismatch reports: "file:line" or "seed S index I".
struct Origin {
  std::string name;  // a file name, or "seed S"
  bool is_line = false;
  std::string where(uint64_t origin) const {
    return is_line ? name + ":" + std::to_string(origin) : name + " index " + std::to_string(origin);
  }
};

// The random sequence of an ISA: item i depends on (seed, i) only, so shards add up to the
// whole run and a re-run for tracing sees the same items.
template <class T>
class RandomSource final : public ItemSource<typename T::Item> {
 public:
  using Item = typename T::Item;
  RandomSource(uint64_t seed, uint64_t begin, uint64_t end, typename T::Selection sel,
               const typename T::Config& cfg)
      : seed_(seed), begin_(begin), next_(begin), end_(end), sel_(std::move(sel)), cfg_(cfg) {}
  bool next(Item& item) override {
    if (next_ == end_) return false;
    item = Item{};
    T::random_input(seed_, next_, sel_, cfg_, item);
    item.origin = next_++;
    T::golden(item, cfg_);
    return true;
  }
  void rewind() override { next_ = begin_; }
  uint64_t size() const { return end_ - begin_; }

 private:
  uint64_t seed_, begin_, next_, end_;
  typename T::Selection sel_;
  typename T::Config cfg_;
};

// Compares each DUT output with the golden model's expectation, counts it per group, samples
// coverage (skipped items are not covered) and describes a mismatch in full.
template <class T>
class Scoreboard {
 public:
  Scoreboard(Report& report, typename T::Coverage& cov, const typename T::Config& cfg,
             Origin origin)
      : report_(report), cov_(cov), cfg_(cfg), origin_(std::move(origin)) {}

  bool operator()(const typename T::Item& item, const typename T::Resp& resp, uint64_t cycle) {
    std::string diff;
    const Verdict v = T::compare(item, resp, cfg_, diff);
    const size_t group = T::group(item, cfg_);
    if (v == Verdict::Skip) {
      report_.skip(group);
      return true;
    }
    cov_.sample(item, cfg_);
    if (v == Verdict::Pass) {
      report_.pass(group);
      return true;
    }
    report_.fail(group, origin_.where(item.origin) + " cycle " + std::to_string(cycle) + ": " +
                            T::describe(item, cfg_) + diff);
    return false;
  }

 private:
  Report& report_;
  typename T::Coverage& cov_;
  typename T::Config cfg_;
  Origin origin_;
};

// Accepts everything: the re-run that only writes the waveform around a failure.
template <class T>
struct NullCheck {
  bool operator()(const typename T::Item&, const typename T::Resp&, uint64_t) const { return true; }
};

// Builds a DUT adapter (constructor arguments `args`) and runs `source` through it.
template <class Dut, class Item, class Check, class... Args>
SimStats simulate_new(ItemSource<Item>& source, Check& check, const SimOptions& so,
                      Args&&... args) {
  Dut dut(std::forward<Args>(args)...);
  return simulate<Dut, Item>(dut, source, check, so);
}

// The models of an ISA with one fast model, one traced model, when the build has it one
// post-synthesis model (Netlist = void when not), when the ISA has one, the compact
// configuration (Compact = void when not) and, when the build has it, the compact
// configuration's placed netlist (Placed = void when not), each behind the DUT adapter
// Dut<Model>.
template <template <class> class Dut, class Fast, class Traced, class Netlist,
          class Compact = void, class Placed = void>
struct StandardModels {
  static constexpr bool kHasNetlist = !std::is_void_v<Netlist>;
  static constexpr bool kHasCompact = !std::is_void_v<Compact>;
  static constexpr bool kHasPlaced = !std::is_void_v<Placed>;
  static constexpr bool kHasFpga = false;
  template <class Config>
  static std::string unavailable(ModelKind, const Config&) {
    return {};
  }
  template <class Item, class Config, class Check>
  static SimStats simulate(ModelKind kind, const Config&, ItemSource<Item>& source, Check& check,
                           const SimOptions& so) {
    if (kind == ModelKind::Traced) return simulate_new<Dut<Traced>>(source, check, so);
    if constexpr (kHasNetlist) {
      if (kind == ModelKind::Netlist) return simulate_new<Dut<Netlist>>(source, check, so);
    }
    if constexpr (kHasCompact) {
      if (kind == ModelKind::Compact) return simulate_new<Dut<Compact>>(source, check, so);
    }
    if constexpr (kHasPlaced) {
      if (kind == ModelKind::Placed) return simulate_new<Dut<Placed>>(source, check, so);
    }
    return simulate_new<Dut<Fast>>(source, check, so);
  }
};

template <class T>
class IsaHarness : public Isa {
 public:
  using Item = typename T::Item;
  using Config = typename T::Config;

  const char* name() const override { return T::kNames.name; }
  const char* summary() const override { return T::kNames.summary; }
  bool has_compact() const override { return T::kHasCompact; }

  int run(const RunOptions& opt) override {
    if (!opt.vectors.empty()) {
      typename T::VectorFile file(opt.vectors);
      return drive(file, 0, file.config(), Origin{file.name(), true}, opt, T::kNames.name);
    }
    const Config cfg = random_config();
    RandomSource<T> source(opt.seed, opt.begin(), opt.end(), T::select(opt.ops), cfg);
    std::printf("shaderhw run --isa %s: seed %llu, indices [%llu, %llu) of %llu, back-pressure %g%s\n",
                T::kNames.name, static_cast<unsigned long long>(opt.seed),
                static_cast<unsigned long long>(opt.begin()),
                static_cast<unsigned long long>(opt.end()),
                static_cast<unsigned long long>(opt.random), opt.backpressure,
                T::describe_config(cfg).c_str());
    std::fflush(stdout);
    return drive(source, source.size(), cfg, Origin{"seed " + std::to_string(opt.seed), false},
                 opt, T::kNames.name);
  }

  int gen(const GenOptions& opt) override {
    std::ofstream file;
    std::ostream* os = open_text_output(opt.output, file);
    const Config cfg = random_config();
    const typename T::Selection sel = T::select(opt.ops);
    *os << T::format_header(cfg) << "# generated by: shaderhw gen --isa " << T::kNames.name
        << " --random " << opt.random << " --seed " << opt.seed << T::describe_config(cfg)
        << "\n# expected values: the golden model (grammar: harness/README.md)\n";
    Item item;
    for (uint64_t i = 0; i < opt.random; ++i) {
      item = Item{};
      T::random_input(opt.seed, i, sel, cfg, item);
      item.origin = i;
      T::strip_for_file(item, cfg);
      T::golden(item, cfg);
      *os << T::format_item(item, cfg);
    }
    os->flush();
    if (!*os) throw InputError(opt.output, 0, "write failed");
    return 0;
  }

  // Golden model and fast RTL model on the same random items: the golden model fills in the
  // expected values (timed), then the RTL runs them against the scoreboard (timed).
  int bench(const BenchOptions& opt) override {
    const Config cfg{};
    const typename T::Selection sel = T::select(opt.ops);
    std::printf("shaderhw bench --isa %s: %llu %s per case, seed %llu, one thread, tracing off\n",
                T::kNames.name, static_cast<unsigned long long>(opt.count), T::kNames.unit,
                static_cast<unsigned long long>(opt.seed));
    std::vector<Item> items(opt.count);
    for (uint64_t i = 0; i < opt.count; ++i) {
      T::random_input(opt.seed, i, sel, cfg, items[i]);
      items[i].origin = i;
    }
    BenchTable table(T::kNames.unit);
    const double golden_rate = golden_rate_of(items, cfg);
    const BenchRtl rtl = bench_rtl(items, cfg, ModelKind::Fast);
    table.row(opt.ops.empty() ? "random mix" : "selected ops", T::kNames.bench_model, golden_rate,
              rtl);
    return table.finish();
  }

 protected:
  // The configuration of random transactions (run --random, gen) from this ISA's options.
  virtual Config random_config() const { return Config{}; }

  double golden_rate_of(std::vector<Item>& items, const Config& cfg) const {
    const auto t0 = std::chrono::steady_clock::now();
    for (Item& it : items) T::golden(it, cfg);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return items.size() / (s > 0 ? s : 1e-9);
  }

  // Runs pre-generated items (expected values filled in) through a model, timed.
  BenchRtl bench_rtl(std::vector<Item>& items, const Config& cfg, ModelKind kind) const {
    return bench_with(items, cfg, [&](ItemSource<Item>& source, Scoreboard<T>& sb) {
      return T::simulate(kind, cfg, source, sb, SimOptions{});
    });
  }
  // The same with sim(source, scoreboard) -> SimStats running the model of the caller's choice.
  template <class Sim>
  BenchRtl bench_with(std::vector<Item>& items, const Config& cfg, Sim&& sim) const {
    Report report("bench", T::groups(), 3);
    typename T::Coverage cov;
    Scoreboard<T> sb(report, cov, cfg, Origin{"bench", false});
    ListSource<Item> source(items);
    const auto t0 = std::chrono::steady_clock::now();
    const SimStats st = sim(source, sb);
    BenchRtl r;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.retired = st.retired;
    r.cycles = st.cycles;
    r.failed = report.failed() + st.protocol_errors;
    return r;
  }

  // The run: report, coverage, progress, the fast (or netlist) model with the scoreboard, the
  // traced model for --trace and --trace-on-fail, the summary and JUnit. A run that checks no
  // item is an error: a file or shard with nothing in it proves nothing.
  int drive(ItemSource<Item>& source, uint64_t total, const Config& cfg, const Origin& origin,
            const RunOptions& opt, const std::string& suite) {
    const bool tracing = !opt.trace.empty() || !opt.trace_on_fail.empty();
    if (opt.compact && !T::kHasCompact) {
      throw InputError("--config", 0, std::string(T::kNames.name) +
                                          " has one configuration: fast (no --config compact)");
    }
    if (opt.compact && opt.netlist && !T::kHasPlaced) {
      throw InputError("--netlist", 0, std::string("this build has no placed netlist of the ") +
                                           T::kNames.name + " compact configuration (make and "
                                           "build it with synth/postroute.sh " + T::kNames.name + ")");
    }
    const ModelKind fast =
        opt.netlist ? (opt.compact ? ModelKind::Placed : ModelKind::Netlist)
                    : (opt.compact ? ModelKind::Compact : ModelKind::Fast);
    const ModelKind traced = opt.compact ? ModelKind::Compact : ModelKind::Traced;
    if (!opt.fpga.empty()) {
      if constexpr (!T::kHasFpga) {
        throw InputError("--fpga", 0, std::string(T::kNames.name) + " has no FPGA prototype");
      }
      if (opt.netlist || tracing) {
        throw InputError("--fpga", 0, "a board run has no netlist model and no waveform");
      }
    }
    if (opt.netlist && !opt.compact && !T::kHasNetlist) {
      std::string upper = T::kNames.name;
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      throw InputError("--netlist", 0, std::string("this build has no ") + T::kNames.name +
                                           " post-synthesis model (configure with -DSHADERHW_" +
                                           upper + "_NETLIST=ON, or -DSHADERHW_NETLISTS=ON)");
    }
    if (const std::string why = T::unavailable(fast, cfg); !why.empty()) {
      throw InputError(opt.netlist ? "--netlist" : "--isa", 0, why);
    }
    if (tracing && opt.netlist) {
      throw InputError("--netlist", 0, "the post-synthesis models are built without tracing");
    }
    if (const std::string why = T::unavailable(traced, cfg); tracing && !why.empty()) {
      throw InputError(opt.trace.empty() ? "--trace-on-fail" : "--trace", 0, why);
    }
    Report report(suite, T::groups(), opt.max_printed);
    typename T::Coverage cov;
    Scoreboard<T> sb(report, cov, cfg, origin);
    Progress progress(suite, total);
    SimOptions so;
    so.backpressure = opt.backpressure;
    so.seed = opt.seed;
    so.progress = &progress;
    const auto t0 = std::chrono::steady_clock::now();
    const TraceFiles files{opt.trace, opt.trace_on_fail, T::kNames.gtkw};
    const SimStats st = run_and_trace(
        source, report, so, files,
        [&](const SimOptions& o) {
          if constexpr (T::kHasFpga) {
            if (!opt.fpga.empty()) return T::simulate_fpga(opt.fpga, opt.baud, cfg, source, sb, o);
          }
          return T::simulate(fast, cfg, source, sb, o);
        },
        [&](const SimOptions& o, bool checked) {
          if (checked) return T::simulate(traced, cfg, source, sb, o);
          NullCheck<T> none;
          return T::simulate(traced, cfg, source, none, o);
        });
    progress.finish();
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    cov.report(report);
    report.note("cycles " + std::to_string(st.cycles) + ", " +
                std::to_string(static_cast<uint64_t>(st.retired / (secs > 0 ? secs : 1))) + " " +
                T::kNames.unit + "/s");
    if (report.passed() + report.failed() == 0 && st.protocol_errors == 0) {
      report.error(report.skipped() ? "every item was skipped: nothing was checked"
                                    : "no items: nothing was checked");
    }
    report.print_summary(secs);
    if (!opt.junit.empty()) report.write_junit(opt.junit, secs);
    return report.exit_code();
  }
};

}  // namespace shaderhw
