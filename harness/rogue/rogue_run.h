// `shaderhw run/gen/bench --isa rogue`: the transaction, the register file, the golden expectation,
// the vector files, the comparison and the coverage of the Rogue group core (rtl/rogue/rogue_core.sv
// through verilated/rogue/rogue_core_dut.h). No Verilator here; the traits are in rogue_isa.cpp.
//
// The register file is the harness's: a transaction holds the registers the group reads and writes
// before the group (and P0, PE per instance); prepare() runs golden execute() on them execution by
// execution (a repeated group, D68, cut to its first k executions) and gives the RTL, for each
// execution k, the S0..S5 values, P0 and PE as golden's executions 0..k-1 left them, and expects
// W0/W1 (with their enables), P0 and PE as golden's execution k leaves them, and the link address
// as golden leaves it after the group (control groups: CND*, SAVL, BRL/BAL; a backend SETL).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/isa_harness.h"
#include "core/report.h"
#include "core/sim.h"
#include "rogue/decode.h"
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "rogue_core_dut.h"
#pragma GCC diagnostic pop

namespace shaderhw::rogue::run {

struct RegInit {
  RegRef r;
  uint32_t v[kCoreLanes] = {};
};

// What drives the core (CoreTxn: bytes, per-execution values, filled by prepare()) and what makes
// it: the listing, the registers before the group, P0 and PE per instance, the link address
// (CoreTxn::link, before the group).
struct Txn : CoreTxn {
  std::string text;              // the group's listing (empty when given as bytes)
  std::vector<RegInit> regs;     // written in order (write_reg) on a fresh quad
  bool p0_init[kCoreLanes] = {}, pe_init[kCoreLanes] = {true, true, true, true};
};

struct Expected {
  Group record;               // golden decode of the bytes
  bool skip = false;          // out of the RTL's scope: it must raise unsupported_o, nothing written
  std::string skip_reason;
  uint32_t nexec = 0;
  CoreExecOut exec[kCoreMaxExec];  // w_we, w (where enabled), p0 and pe after the execution
  bool enabled[kCoreMaxExec][kCoreLanes] = {};  // the condition (CC, P0, PE) held (CND*: every instance, D65)
  uint32_t link = 0;          // the link address after the group
};

struct Item {
  Txn txn;
  Expected expected;
  uint64_t origin = 0;
};

// Decodes txn's bytes, plays the register file through golden (filling txn's per-execution
// values) and returns golden's expectation.
Expected prepare(Txn& txn);

// Random item (seed, index): a legal group of harness/rogue/rogue_gen.h and constrained-random
// registers, P0 and PE.
// A random transaction, a function of (seed, index). With `ops` (indices into gen::OPS, from
// select_ops): the generator draws on until its group holds one of them.
void random_input(uint64_t seed, uint64_t index, Txn& txn, const std::vector<int>& ops = {});
// --op names to gen::OPS indices (case-insensitive). An unknown name, or an op the random
// generator never makes (the backend ops), is an InputError that says so.
std::vector<int> select_ops(const std::vector<std::string>& names);

// Report groups: main, bitwise, control, out of scope, illegal.
std::vector<std::string> groups();
size_t group(const Item& item);

// Raw, field by field: the record (every field of every present component, S0..S5, W0/W1, maps,
// length, reason), then per execution the write enables, the values written, P0, PE; unsupported_o;
// the link address after the group.
Verdict compare(const Item& item, const CoreResp& r, std::string& diff);
std::string describe(const Item& item);

// Vector files (harness/README.md, "Rogue vector files").
std::string format_header();
std::string format_item(const Item& item);
class VectorFile final : public ItemSource<Item> {
 public:
  explicit VectorFile(const std::string& path);
  ~VectorFile() override;
  bool next(Item& item) override;
  void rewind() override;
  const std::string& name() const;
  NoConfig config() const { return {}; }

 private:
  struct Impl;
  Impl* impl_;
};

// Coverage: op x slot over the ALU ops the core executes, source-map forms, ISS selections and
// the IS0 mux, modifiers, repeats, conditions; control ops, CND op x PCND / ADJUST, CND outcomes.
class RogueCoverage {
 public:
  RogueCoverage();
  void sample(const Item& item);
  void report(Report& r) const;

 private:
  struct Named {  // bins found by name
    Coverage cov;
    std::unordered_map<std::string, size_t> index;
    void add(const std::string& n) {
      if (!index.count(n)) index.emplace(n, cov.add_bin(n));
    }
    void hit(const std::string& n) {
      const auto f = index.find(n);
      if (f != index.end()) cov.hit(f->second);
    }
  };
  Coverage ops_;
  Named maps_, iss_, mods_, misc_, ctrl_;
  std::vector<std::pair<int, int>> op_bins_;  // (op, slot) per ops_ bin
};

}  // namespace shaderhw::rogue::run
