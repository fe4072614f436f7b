// R500 as an ISA of the harness (core/isa_harness.h): the traits that give run, gen and bench,
// its coverage model, and disasm/asm in the syntax of golden/r500/ASM.md.
#include "Vr500_pipeline.h"
#include "Vr500_pipeline_compact.h"
#include "Vr500_pipeline_trace.h"
#ifdef SHADERHW_HAVE_R500_NETLIST
#include "Vr500_pipeline_netlist.h"
#endif
#ifdef SHADERHW_HAVE_R500_PLACED
#include "Vr500_pipeline_compact_ecp5.h"
#endif
#include "core/isa_harness.h"
#include "r500/asm.h"
#include "r500/r500_exec.h"
#include "r500/r500_gen.h"
#include "r500/r500_vectors.h"
#include "r500_dut.h"

namespace shaderhw::r500 {
namespace {

// Opcodes seen (the X/Y of `opcodes covered`: every valid RGB, alpha, TEX and FC opcode), and
// bins of what the datapath does with them: RGB x alpha pairing (5.3) per type, presubtract
// per unit when an argument reads it, OMOD and clamp per unit, predicate selects, inline and
// relative source slots, the ALU-result compare, TEX ops that issue and kill, FC ops.
// Only an instruction with at least one pixel that is neither killed nor inactive-without-
// WRITE_INACTIVE counts: its effects are then visible.
class R500Coverage {
 public:
  R500Coverage() {
    for (unsigned r = 0; r < 16; ++r) {
      if (!gen::RGB_OP_INFO[r].valid) continue;
      op_bin_rgb_[r] = ops_.add_bin(std::string("rgb.") + gen::RGB_OP_INFO[r].mnemonic);
      for (unsigned a = 0; a < 16; ++a) {
        if (!gen::ALPHA_OP_INFO[a].valid) continue;
        for (int t = 0; t < 2; ++t) {
          pair_[r][a][t] =
              pairs_.add_bin(std::string(t ? "OUT " : "ALU ") + gen::RGB_OP_INFO[r].mnemonic + "+" +
                             gen::ALPHA_OP_INFO[a].mnemonic);
        }
      }
    }
    for (unsigned a = 0; a < 16; ++a) {
      if (gen::ALPHA_OP_INFO[a].valid) {
        op_bin_alpha_[a] = ops_.add_bin(std::string("alpha.") + gen::ALPHA_OP_INFO[a].mnemonic);
      }
    }
    for (unsigned t = 0; t < 8; ++t) {
      if (gen::TEX_OP_INFO[t].valid) {
        op_bin_tex_[t] = ops_.add_bin(std::string("tex.") + gen::TEX_OP_INFO[t].mnemonic);
      }
    }
    for (unsigned f = 0; f < 8; ++f) {
      if (gen::FC_OP_INFO[f].valid) {
        op_bin_fc_[f] = ops_.add_bin(std::string("fc.") + gen::FC_OP_INFO[f].mnemonic);
      }
    }
    static const char* const kUnit[] = {"rgb", "alpha"};
    for (int u = 0; u < 2; ++u) {
      for (int s = 0; s < 4; ++s)
        srcp_[u][s] = dp_.add_bin(std::string(kUnit[u]) + ".srcp." + gen::SRCP_OP_NAMES[s]);
      for (int o = 0; o < 8; ++o)
        omod_[u][o] = dp_.add_bin(std::string(kUnit[u]) + ".omod." + gen::OMOD_NAMES[o]);
      clamp_[u] = dp_.add_bin(std::string(kUnit[u]) + ".clamp");
      for (int s = 0; s < 6; ++s) {
        for (int inv = 0; inv < 2; ++inv) {
          pred_[u][s][inv] = dp_.add_bin(std::string(kUnit[u]) + ".pred." + (inv ? "!" : "") +
                                         gen::PRED_SEL_NAMES[s]);
        }
      }
      inline_[u] = dp_.add_bin(std::string(kUnit[u]) + ".inline_constant");
      konst_[u] = dp_.add_bin(std::string(kUnit[u]) + ".constant");
      rel_[u] = dp_.add_bin(std::string(kUnit[u]) + ".relative");
      for (int m = 0; m < 4; ++m)
        mod_[u][m] = dp_.add_bin(std::string(kUnit[u]) + ".mod." + gen::MOD_NAMES[m]);
    }
    for (int c = 0; c < 4; ++c)
      alu_result_[c] = dp_.add_bin(std::string("alu_result.") + gen::CMP_NAMES[c]);
    write_inactive_ = dp_.add_bin("write_inactive");
    zero_times_ = dp_.add_bin("zero_times_anything");
    tex_kill_ = dp_.add_bin("tex.KIL.kills");
    tex_uncovered_ = dp_.add_bin("tex.ignore_uncovered.skips");
    illegal_ = dp_.add_bin("illegal");
  }

  void sample(const Item& item, const NoConfig&) {
    const Decoded d = decode(item.txn.instr);
    if (d.illegal) {
      dp_.hit(illegal_);
      return;
    }
    bool visible = false;
    for (const PixelIn& x : item.txn.px) visible |= !x.killed && (x.active || d.cmn.write_inactive);
    if (!visible) return;
    if (d.cmn.write_inactive) dp_.hit(write_inactive_);
    if (d.cmn.type == InstType::FC) {
      ops_.hit(op_bin_fc_[d.fc.op & 7]);
      return;
    }
    if (d.cmn.type == InstType::TEX) {
      ops_.hit(op_bin_tex_[d.tex.inst & 7]);
      for (const PixelOut& o : item.expected.px) {
        if (o.kill) dp_.hit(tex_kill_);
      }
      for (const PixelIn& x : item.txn.px) {
        if (d.tex.ignore_uncovered && !x.covered && !x.killed && x.active) dp_.hit(tex_uncovered_);
      }
      return;
    }
    const AluFields& a = d.alu;
    const int out = d.cmn.type == InstType::OUT;
    ops_.hit(op_bin_rgb_[a.rgb_op]);
    ops_.hit(op_bin_alpha_[a.alpha_op]);
    pairs_.hit(pair_[a.rgb_op][a.alpha_op][out]);
    if (item.txn.cfg.zero_times_anything) dp_.hit(zero_times_);
    const PredSel sel[2] = {d.cmn.rgb_pred_sel, d.cmn.alpha_pred_sel};
    const bool inv[2] = {d.cmn.rgb_pred_inv, d.cmn.alpha_pred_inv};
    const Omod omod[2] = {a.rgb_omod, a.alpha_omod};
    const bool clamp[2] = {d.cmn.rgb_clamp, d.cmn.alpha_clamp};
    const SrcpOp srcp[2] = {a.rgb_srcp_op, a.alpha_srcp_op};
    const uint32_t args[2] = {gen::RGB_OP_INFO[a.rgb_op].args & 7u,
                              gen::ALPHA_OP_INFO[a.alpha_op].args & 7u};
    const Arg* arg[2] = {a.rgb_arg, a.alpha_arg};
    const SourceSlot* slot[2] = {a.rgb_src, a.alpha_src};
    for (int u = 0; u < 2; ++u) {
      dp_.hit(omod_[u][static_cast<int>(omod[u]) & 7]);
      if (clamp[u]) dp_.hit(clamp_[u]);
      if (static_cast<int>(sel[u]) < 6) dp_.hit(pred_[u][static_cast<int>(sel[u])][inv[u]]);
      bool reads[3] = {false, false, false};  // source slots the unit's arguments read
      for (int k = 0; k < 3; ++k) {
        if (!(args[u] >> k & 1)) continue;
        dp_.hit(mod_[u][static_cast<int>(arg[u][k].mod) & 3]);
        const int s = static_cast<int>(arg[u][k].sel);
        if (s == 3) {
          dp_.hit(srcp_[u][static_cast<int>(srcp[u]) & 3]);
          reads[0] = reads[1] = true;
        } else {
          reads[s] = true;
        }
      }
      for (int n = 0; n < 3; ++n) {
        if (!reads[n]) continue;
        const SlotLocation loc = slot_location(slot[u][n], item.txn.aL);
        if (loc.kind == SlotKind::INLINE) dp_.hit(inline_[u]);
        if (loc.kind == SlotKind::CONST) dp_.hit(konst_[u]);
        if (slot[u][n].rel) dp_.hit(rel_[u]);
      }
    }
    if (!out && a.alu_wmask) dp_.hit(alu_result_[static_cast<int>(d.cmn.alu_result_op) & 3]);
  }

  void report(Report& r) const {
    r.note(pairs_.summary("coverage (type x RGB op x alpha op): bins", 10));
    r.note(
        dp_.summary("coverage (presubtract, OMOD, clamp, predicate, modifier, source kinds, "
                    "ALU result, TEX effects): bins",
                    10));
    r.note("opcodes covered " + std::to_string(ops_.covered()) + "/" + std::to_string(ops_.bins()));
    if (ops_.covered() < ops_.bins()) r.note(ops_.summary("opcodes", 60));
  }

 private:
  Coverage ops_, pairs_, dp_;
  size_t op_bin_rgb_[16] = {}, op_bin_alpha_[16] = {}, op_bin_tex_[8] = {}, op_bin_fc_[8] = {};
  size_t pair_[16][16][2] = {};
  size_t srcp_[2][4] = {}, omod_[2][8] = {}, clamp_[2] = {}, pred_[2][6][2] = {};
  size_t inline_[2] = {}, konst_[2] = {}, rel_[2] = {}, mod_[2][4] = {};
  size_t alu_result_[4] = {};
  size_t write_inactive_ = 0, zero_times_ = 0, tex_kill_ = 0, tex_uncovered_ = 0, illegal_ = 0;
};

// ---- traits (core/isa_harness.h) -----------------------------------------------------------

#ifdef SHADERHW_HAVE_R500_NETLIST
using NetlistModel = Vr500_pipeline_netlist;
#else
using NetlistModel = void;  // configure with -DSHADERHW_R500_NETLIST=ON
#endif
#ifdef SHADERHW_HAVE_R500_PLACED
using PlacedModel = Vr500_pipeline_compact_ecp5;
#else
using PlacedModel = void;  // synth/postroute.sh r500
#endif

// The multiplier mode travels with each transaction: no run configuration.
struct Traits : IsaTypes<Item, R500Resp, NoConfig, OpSelection, R500Coverage, VectorFileSource>,
                StandardModels<R500Dut, Vr500_pipeline, Vr500_pipeline_trace, NetlistModel,
                               Vr500_pipeline_compact, PlacedModel> {
  static constexpr IsaNames kNames{
      "r500", "AMD R500 fragment shader: 6-word instructions, RGB + alpha co-issue on a quad",
      "instructions", "verilated/r500_pipeline.gtkw", "r500_pipeline (one quad)"};

  static Selection select(const std::vector<std::string>& names) { return resolve_ops(names); }
  static void random_input(uint64_t seed, uint64_t index, const Selection& sel, const Config&,
                           Item& item) {
    r500::random_input(seed, index, sel, item);
  }
  static void golden(Item& item, const Config&) { item.expected = execute(item.txn, item.txn.cfg); }
  static void strip_for_file(Item& item, const Config&) { strip_unread_inputs(item.txn); }

  // Report groups: the RGB opcode of ALU/OUT instructions, the TEX opcode, FC, illegal.
  static std::vector<std::string> groups() {
    std::vector<std::string> g;
    for (unsigned i = 0; i < 16; ++i) {
      g.emplace_back(gen::RGB_OP_INFO[i].valid ? std::string("rgb.") + gen::RGB_OP_INFO[i].mnemonic
                                               : "rgb." + std::to_string(i));
    }
    for (unsigned i = 0; i < 8; ++i) {
      g.emplace_back(gen::TEX_OP_INFO[i].valid ? std::string("tex.") + gen::TEX_OP_INFO[i].mnemonic
                                               : "tex." + std::to_string(i));
    }
    g.emplace_back("fc");
    g.emplace_back("(illegal)");
    return g;
  }
  // From the golden model's decoded facts and the opcode fields: no second decode per item.
  static size_t group(const Item& item, const Config&) {
    const ExecOut& e = item.expected;
    const uint32_t* w = item.txn.instr.w;
    if (e.illegal) return 25;
    if (e.type == InstType::ALU || e.type == InstType::OUT) return gen::ALU_RGBA_INST_RGB_OP.get(w);
    if (e.type == InstType::TEX) return 16 + gen::TEX_INST_INST.get(w);
    return 24;
  }
  static Verdict compare(const Item& item, const Resp& r, const Config&, std::string& diff) {
    diff = diff_outputs(item.expected, r.out);
    if (diff.empty()) return Verdict::Pass;
    diff = "  differences:\n" + diff;
    return Verdict::Fail;
  }
  static std::string describe(const Item& item, const Config&) {
    return disassemble(item.txn.instr) + "\n" + describe_inputs(item.txn, item.txn.cfg);
  }

  static std::string format_header(const Config&) { return r500::format_header(); }
  static std::string format_item(const Item& item, const Config&) {
    return r500::format_item(item);
  }
  static std::string describe_config(const Config&) { return {}; }
};

class R500Isa final : public IsaHarness<Traits> {
 public:
  bool has_encoding() const override { return true; }
  std::string word_format() const override {
    return "r500: six 32-bit words in hex (1-8 digits each, optional 0x), word 0 first, separated "
           "by spaces or commas; asm prints six words of 8 hex digits";
  }
  TextLine disassemble_line(const std::string& line, const TextToolOptions&) override {
    const AsmResult w = parse_words(line);
    if (!w.ok) return {false, false, {}, w.error};
    const Decoded d = decode(w.word);
    return {true, d.illegal, disassemble(d), {}};
  }
  TextLine assemble_line(const std::string& line, const TextToolOptions&) override {
    const AsmResult a = r500::assemble(line);
    if (!a.ok) return {false, false, {}, a.error};
    return {true, false, format_words(a.word), {}};
  }

  // Whole programs on the shader core (r500_exec.h).
  bool has_programs() const override { return true; }
  int exec(const ExecOptions& opt) override { return exec_programs(opt); }
  int gen_programs(const GenOptions& opt) override { return r500::gen_programs(opt); }
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<R500Isa>(); }

}  // namespace shaderhw::r500
