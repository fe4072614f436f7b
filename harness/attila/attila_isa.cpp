// ATTILA as an ISA of the harness (core/isa_harness.h): the traits that give run, gen and bench,
// its coverage model, its options (fixed-point F, micro-triangle decoding) and disasm/asm.
#include <boost/program_options.hpp>

#include "Vattila_pipeline.h"
#include "Vattila_pipeline_compact.h"
#include "Vattila_pipeline_fx16.h"
#include "Vattila_pipeline_trace.h"
#include "Vattila_proto_top.h"
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
#include "Vattila_pipeline_netlist.h"
#endif
#ifdef SHADERHW_HAVE_ATTILA_PLACED
#include "Vattila_pipeline_compact_ecp5.h"
#endif
#include "attila/asm.h"
#include "attila/attila_gen.h"
#include "attila/attila_vectors.h"
#include "attila_dut.h"
#include "core/isa_harness.h"
#include "link/attila_ports.h"
#include "link/fpga_run.h"

namespace shaderhw::attila {
namespace {

namespace po = boost::program_options;

// ---- groups and coverage -------------------------------------------------------------------

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

// Coverage of opcode x modifier x operand class. Only an instruction with at least one active
// lane is covered, and operand classes are those of the values active lanes read: an inactive
// lane's inputs are ignored by the contract, so they prove nothing.
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

  void sample(const Item& item, const ExecConfig& cfg) {
    const ExecIn& in = item.txn;
    const Decoded d = decode(in.instr, DecodeConfig{cfg.micro_triangle});
    bool any_active = false;
    for (const LaneIn& l : in.lane) any_active |= l.active;
    if (d.illegal || !any_active) return;
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
      if (class_base_[g][k] == kNone) continue;
      for (int l = 0; l < kLanes; ++l) {
        if (in.lane[l].active) cov_.hit(class_base_[g][k] + operand_class(i, d, k, in.lane[l]));
      }
    }
    const bool mods[kModifiers] = {
        !neg && !abs && !swz && !d.saturate && !d.invert && !d.pred_en && !d.rel_en && !imm,
        neg, abs, swz, d.saturate, d.invert, uses(i, gen::USES_MASK) && d.mask != 0xF, d.pred_en,
        d.rel_en, imm};
    for (int m = 0; m < kModifiers; ++m) {
      if (mods[m] && mod_bin_[g][m] != kNone) cov_.hit(mod_bin_[g][m]);
    }
  }
  void report(Report& r) const {
    r.note(cov_.summary("coverage (opcode x modifier x operand class): bins", 10));
    size_t n = 0;
    for (size_t g = 0; g < all_opcodes().size(); ++g) n += seen_[g];
    r.note("opcodes covered " + std::to_string(n) + "/" + std::to_string(all_opcodes().size()));
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
  // Class of the value a lane reads in its X component (scalar reads: the swizzle's W slot).
  static int operand_class(const OpcodeInfo& i, const Decoded& d, int k, const LaneIn& lane) {
    const Source& s = d.src[k];
    if (uses(i, gen::USES_BOOL_SRC)) {
      return s.kind == SrcKind::Pred ? kBPred : s.kind == SrcKind::BoolImm ? kBImm : kBConst;
    }
    uint32_t v;
    if (s.kind == SrcKind::Imm) {
      v = d.imm;
    } else {
      const bool scalar = i.op_class == gen::OpClass::SCALAR || i.op_class == gen::OpClass::PREDICATE;
      v = lane.src[k].c[scalar ? (s.swizzle & 3) : (s.swizzle >> 6)];
    }
    return !reads_float_operands(i) ? int_class(v) : float_class(v);
  }

  Coverage cov_;
  size_t mod_bin_[64][kModifiers];
  size_t class_base_[64][3];
  uint8_t seen_[64] = {};
};

// ---- traits (core/isa_harness.h) -----------------------------------------------------------

struct Traits : IsaTypes<Item, AttilaResp, ExecConfig, std::vector<Opcode>, AttilaCoverage,
                         VectorFileSource> {
  static constexpr IsaNames kNames{
      "attila", "ATTILA unified shader: 128-bit instructions, SIMD4 and scalar ALU, 4 lanes",
      "instructions", "verilated/attila_pipeline.gtkw", "attila_pipeline (4 lanes)"};

  static Selection select(const std::vector<std::string>& names) { return resolve_opcodes(names); }
  static void random_input(uint64_t seed, uint64_t index, const Selection& sel, const Config& cfg,
                           Item& item) {
    Rng rng(seed, kStreamTxn, index);
    item.txn = random_exec_in(rng, sel, cfg);
  }
  static void golden(Item& item, const Config& cfg) { item.expected = execute(item.txn, cfg); }
  static void strip_for_file(Item& item, const Config& cfg) { strip_unread_inputs(item.txn, cfg); }

  static std::vector<std::string> groups() {
    std::vector<std::string> g;
    for (Opcode op : all_opcodes()) g.emplace_back(attila::info(op).mnemonic);
    g.emplace_back("(illegal)");
    return g;
  }
  static size_t group(const Item& item, const Config& cfg) {
    const Decoded d = decode(item.txn.instr, DecodeConfig{cfg.micro_triangle});
    return d.illegal ? all_opcodes().size() : opcode_group(d.opcode);
  }
  static Verdict compare(const Item& item, const Resp& r, const Config&, std::string& diff) {
    diff = diff_outputs(item.expected, r.out);
    if (diff.empty()) return Verdict::Pass;
    diff = "  differences:\n" + diff;
    return Verdict::Fail;
  }
  static std::string describe(const Item& item, const Config& cfg) {
    const Decoded d = decode(item.txn.instr, DecodeConfig{cfg.micro_triangle});
    return (d.illegal ? std::string(".illegal") : disassemble(d)) + "\n" +
           describe_inputs(item.txn, cfg);
  }

  static std::string format_header(const Config& cfg) { return attila::format_header(cfg); }
  static std::string format_item(const Item& item, const Config& cfg) {
    return attila::format_item(item, cfg);
  }
  static std::string describe_config(const Config& cfg) {
    return ", fixed-point F = " + std::to_string(cfg.fx_frac_bits) +
           (cfg.micro_triangle ? ", micro-triangle" : "");
  }

  // Models: F = 8 (fast, traced, compact; netlist and placed netlist when configured) and F = 16
  // (fast).
  static constexpr bool kHasCompact = true;
  // The FPGA prototype (rtl/proto/attila_proto_top.sv, F = 8 by default: the link refuses a run
  // whose F the bitstream does not hold).
  static constexpr bool kHasFpga = true;
  template <class Check>
  static SimStats simulate_fpga(const std::string& device, unsigned baud, const Config& cfg,
                                ItemSource<Item>& source, Check& check, const SimOptions& so) {
    return link::run_on_fpga<AttilaDut, link::AttilaPorts, Vattila_proto_top, Item>(
        device, baud, cfg, source, check, so);
  }
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
  static constexpr bool kHasNetlist = true;
#else
  static constexpr bool kHasNetlist = false;  // configure with -DSHADERHW_ATTILA_NETLIST=ON
#endif
#ifdef SHADERHW_HAVE_ATTILA_PLACED
  static constexpr bool kHasPlaced = true;
#else
  static constexpr bool kHasPlaced = false;  // synth/postroute.sh attila
#endif
  static std::string unavailable(ModelKind kind, const Config& cfg) {
    if (cfg.fx_frac_bits != 8 && cfg.fx_frac_bits != 16) {
      return "the RTL models are built for fixed-point F = 8 and 16, not " +
             std::to_string(cfg.fx_frac_bits);
    }
    if (kind != ModelKind::Fast && cfg.fx_frac_bits != 8) {
      return "the traced, compact, post-synthesis and placed ATTILA models are built for F = 8 only";
    }
    return {};
  }
  template <class Check>
  static SimStats simulate(ModelKind kind, const Config& cfg, ItemSource<Item>& source,
                           Check& check, const SimOptions& so) {
    if (kind == ModelKind::Traced) {
      return simulate_new<AttilaDut<Vattila_pipeline_trace>>(source, check, so, cfg);
    }
    if (kind == ModelKind::Compact) {
      return simulate_new<AttilaDut<Vattila_pipeline_compact>>(source, check, so, cfg);
    }
#ifdef SHADERHW_HAVE_ATTILA_PLACED
    if (kind == ModelKind::Placed) {
      return simulate_new<AttilaDut<Vattila_pipeline_compact_ecp5>>(source, check, so, cfg);
    }
#endif
#ifdef SHADERHW_HAVE_ATTILA_NETLIST
    if (kind == ModelKind::Netlist) {
      return simulate_new<AttilaDut<Vattila_pipeline_netlist>>(source, check, so, cfg);
    }
#endif
    if (cfg.fx_frac_bits == 16) {
      return simulate_new<AttilaDut<Vattila_pipeline_fx16>>(source, check, so, cfg);
    }
    return simulate_new<AttilaDut<Vattila_pipeline>>(source, check, so, cfg);
  }
};

class AttilaIsa final : public IsaHarness<Traits> {
 public:
  void add_random_options(po::options_description& desc) override {
    desc.add_options()
        ("fx-frac-bits", po::value(&fx_frac_bits_)->default_value(8),
         "fraction bits F of the fixed-point unit (docs/attila.md D10; RTL models exist for 8 and 16)")
        ("micro-triangle", po::bool_switch(&micro_triangle_),
         "micro-triangle fragment mode: 48 input registers are legal (docs/attila.md D8)");
  }
  bool has_encoding() const override { return true; }
  void add_text_tool_options(po::options_description& desc) override {
    desc.add_options()("micro-triangle", po::bool_switch(&text_micro_triangle_),
                       "decode and assemble with 48 input registers (micro-triangle mode)");
  }
  std::string word_format() const override {
    return "attila: 32 hex digits (the 128-bit value, most significant first) or the two 64-bit "
           "qwords 'Q0 Q1' (qword 0 first); asm prints the two qwords";
  }
  TextLine disassemble_line(const std::string& line, const TextToolOptions&) override {
    const AsmResult w = parse_words(line);
    if (!w.ok) return {false, false, {}, w.error};
    const DecodeConfig dcfg{text_micro_triangle_};
    return {true, decode(w.word, dcfg).illegal, disassemble(w.word, dcfg), {}};
  }
  TextLine assemble_line(const std::string& line, const TextToolOptions&) override {
    const AsmResult a = attila::assemble(line, DecodeConfig{text_micro_triangle_});
    if (!a.ok) return {false, false, {}, a.error};
    return {true, false, format_words(a.word), {}};
  }

 protected:
  ExecConfig random_config() const override {
    ExecConfig cfg;
    cfg.fx_frac_bits = fx_frac_bits_;
    cfg.micro_triangle = micro_triangle_;
    return cfg;
  }

 private:
  int fx_frac_bits_ = 8;
  bool micro_triangle_ = false;
  bool text_micro_triangle_ = false;
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<AttilaIsa>(); }

}  // namespace shaderhw::attila
