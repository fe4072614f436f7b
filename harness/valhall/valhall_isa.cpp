// Valhall as an ISA of the harness (core/isa_harness.h): the traits that give run, gen and bench,
// its coverage model, and disasm/asm in Mesa's syntax.
#include "Vvalhall_pipeline.h"
#include "Vvalhall_pipeline_compact.h"
#include "Vvalhall_pipeline_trace.h"
#include "Vvalhall_proto_top.h"
#ifdef SHADERHW_HAVE_VALHALL_NETLIST
#include "Vvalhall_pipeline_netlist.h"
#endif
#ifdef SHADERHW_HAVE_VALHALL_PLACED
#include "Vvalhall_pipeline_compact_ecp5.h"
#endif
#include "core/isa_harness.h"
#include "link/fpga_run.h"
#include "link/valhall_ports.h"
#include "valhall/asm.h"
#include "valhall/valhall_gen.h"
#include "valhall/valhall_vectors.h"
#include "valhall_dut.h"

namespace shaderhw::valhall {
namespace {

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
  // Only an instruction with at least one active lane is covered: an inactive lane's inputs and
  // outputs are ignored by the contract, so they prove nothing.
  void sample(const Item& item, const NoConfig&) {
    const ExecOut& e = item.expected;
    bool any_active = false;
    for (const LaneIn& l : item.txn.lane) any_active |= l.active;
    if (e.illegal || !executes(e.ins) || !any_active) return;
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

// valhall_dut.h with the flush-to-zero mode of each transaction set as it is driven.
template <class Model>
class ItemDut : public ValhallDut<Model> {
 public:
  using Txn = valhall::Txn;
  using ValhallDut<Model>::ValhallDut;
  void drive(const Txn& t, uint32_t tag) {
    this->set_config(t.cfg);
    ValhallDut<Model>::drive(t, tag);
  }
};

// ---- traits (core/isa_harness.h) -----------------------------------------------------------

#ifdef SHADERHW_HAVE_VALHALL_NETLIST
using NetlistModel = Vvalhall_pipeline_netlist;
#else
using NetlistModel = void;  // configure with -DSHADERHW_VALHALL_NETLIST=ON
#endif
#ifdef SHADERHW_HAVE_VALHALL_PLACED
using PlacedModel = Vvalhall_pipeline_compact_ecp5;
#else
using PlacedModel = void;  // synth/postroute.sh valhall
#endif

// The flush-to-zero mode travels with each transaction: no run configuration.
struct Traits : IsaTypes<Item, ValhallResp, NoConfig, std::vector<int>, ValhallCoverage,
                         VectorFileSource>,
                StandardModels<ItemDut, Vvalhall_pipeline, Vvalhall_pipeline_trace, NetlistModel,
                               Vvalhall_pipeline_compact, PlacedModel> {
  static constexpr IsaNames kNames{
      "valhall", "ARM Mali Valhall: 64-bit instructions, FMA/CVT/SFU units, messages as records",
      "instructions", "verilated/valhall_pipeline.gtkw", "valhall_pipeline (4 lanes)"};

  // The FPGA prototype (rtl/proto/valhall_proto_top.sv).
  static constexpr bool kHasFpga = true;
  template <class Check>
  static SimStats simulate_fpga(const std::string& device, unsigned baud, const Config&,
                                ItemSource<Item>& source, Check& check, const SimOptions& so) {
    return link::run_on_fpga<ItemDut, link::ValhallPorts, Vvalhall_proto_top, Item>(
        device, baud, valhall::ExecConfig{}, source, check, so);
  }

  static Selection select(const std::vector<std::string>& names) {
    return resolve_instructions(names);
  }
  static void random_input(uint64_t seed, uint64_t index, const Selection& sel, const Config&,
                           Item& item) {
    valhall::random_input(seed, index, sel, item);
  }
  static void golden(Item& item, const Config&) { item.expected = execute(item.txn, item.txn.cfg); }
  static void strip_for_file(Item& item, const Config&) { strip_unread_inputs(item.txn); }

  static std::vector<std::string> groups() {
    std::vector<std::string> g;
    for (unsigned i = 0; i < gen::NUM_INS; ++i) g.emplace_back(gen::INSTRUCTIONS[i].name);
    g.emplace_back("(illegal)");
    return g;
  }
  static size_t group(const Item& item, const Config&) {
    return item.expected.illegal ? gen::NUM_INS : item.expected.ins;
  }
  static Verdict compare(const Item& item, const Resp& r, const Config&, std::string& diff) {
    diff = diff_outputs(item.expected, r.out);
    // Every slot of the message modifier and immediate ports: the ones the record does not
    // list must be 0.
    if (r.stray_mod != Resp::kNone) {
      diff += "    msg_mod slot " + std::string(gen::MOD_NAMES[r.stray_mod]) +
              " (not an operand of this instruction)  expected 0  actual " +
              std::to_string(r.stray_mod_value) + "\n";
    }
    if (r.stray_imm != Resp::kNone) {
      diff += "    msg_imm slot " + std::string(gen::IMM_NAMES[r.stray_imm]) +
              " (not an operand of this instruction)  expected 0  actual 0x" +
              hex(r.stray_imm_value, 8) + "\n";
    }
    if (diff.empty()) return Verdict::Pass;
    diff = "  differences:\n" + diff;
    return Verdict::Fail;
  }
  static std::string describe(const Item& item, const Config&) {
    return disassemble(item.txn.word) + "\n" + describe_inputs(item);
  }

  static std::string format_header(const Config&) { return valhall::format_header(); }
  static std::string format_item(const Item& item, const Config&) {
    return valhall::format_item(item);
  }
  static std::string describe_config(const Config&) { return {}; }

};

class ValhallIsa final : public IsaHarness<Traits> {
 public:
  bool has_encoding() const override { return true; }
  std::string word_format() const override {
    return "valhall: 16 hex digits (the 64-bit word) or 8 bytes in memory order (byte 0 first, "
           "two hex digits each); asm prints 16 hex digits";
  }
  TextLine disassemble_line(const std::string& text, const TextToolOptions&) override {
    const std::string line = text.substr(0, text.find('#'));  // trailing comment
    const AsmResult w = parse_words(line);
    if (!w.ok) return {false, false, {}, w.error};
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
    if (tokens == 8 && !two_digits) return {false, false, {}, "bytes must have two hex digits each"};
    const Decoded d = decode(w.word);
    return {true, d.illegal, disassemble(d), {}};
  }
  TextLine assemble_line(const std::string& line, const TextToolOptions&) override {
    const AsmResult a = valhall::assemble(line);
    if (!a.ok) return {false, false, {}, a.error};
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llX", static_cast<unsigned long long>(a.word));
    return {true, false, buf, {}};
  }
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<ValhallIsa>(); }

}  // namespace shaderhw::valhall
