// Gallium TGSI as an ISA of the harness (core/isa_harness.h). One item is a whole program with its
// inputs (tgsi_rtl.h): `run --random` draws random_program(seed, index) (tgsi_program_gen.h), one
// program per item, and runs it on the RTL (token decoder into the execution engine, lock step
// against the golden trace) and on the golden interpreter; `run --vectors` replays vector files
// of whole programs with expected outputs; `exec` runs a program file; `asm`/`disasm` translate
// between the text form (golden/tgsi/ASM.md) and token words. File formats: tgsi_files.h and
// harness/README.md, "TGSI programs".
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/isa_harness.h"
#include "core/rng.h"
#include "core/vector_text.h"
#include "tgsi/asm.h"
#include "tgsi/tgsi_files.h"
#include "tgsi/tgsi_program_gen.h"
#include "tgsi/tgsi_rtl.h"

namespace shaderhw::tgsi {
namespace {

template <class E>
constexpr uint8_t u8(E e) {
  return static_cast<uint8_t>(e);
}

// The default cap of TGSI's share of `--isa all` (--tgsi-max-programs): that run gives every ISA
// the same --random N (10^6 in regress.sh), and one TGSI program is some thirty instructions of
// about forty cycles each on the engine, a thousand times an item of the other ISAs. `--isa tgsi`
// alone runs all N.
constexpr uint64_t kDefaultMaxPrograms = 2000;
// Programs of `bench` at most (its --count is shared with the ISAs whose items are instructions).
constexpr uint64_t kBenchPrograms = 1000;
// Back-pressure of `exec` runs (token input, records, texture port), seeded by --seed.
constexpr double kExecBackpressure = 0.2;

// The GTKWave save file of the traced system (decoder and engine in one FST).
constexpr const char* kGtkw = "verilated/tgsi/tgsi_system.gtkw";
// --trace-on-fail writes the failing program's cycles from its first (the decoder's) up to this
// many after its first difference, or this many before it for a longer program: most programs
// whole (a random program runs some thirty instructions of forty cycles), a bounded file for a
// loop that runs 10^5 instructions.
constexpr uint64_t kWindowBefore = 50000, kWindowAfter = 16;

// ---- coverage ----------------------------------------------------------------------------------

// Static facts of a program's structure: IF + loop nesting depth and call depth.
struct Structure {
  int nesting = 0;     // deepest IF/loop nesting
  int call_depth = 0;  // longest chain of CALs from the main program (33: a cycle)
  int subroutines = 0;
};

Structure structure_of(const Program& p) {
  Structure s;
  int depth = 0, region = 0;  // region 0: main program; k: k-th subroutine
  std::vector<std::vector<uint32_t>> calls(1);
  std::vector<uint32_t> sub_label(1, 0);
  for (const Instruction& in : p.insns) {
    const gen::FlowRole role = gen::OPCODE_INFO[u8(in.opcode)].flow;
    if (role == gen::FlowRole::IF || role == gen::FlowRole::BGNLOOP) s.nesting = std::max(s.nesting, ++depth);
    if (role == gen::FlowRole::ENDIF || role == gen::FlowRole::ENDLOOP) --depth;
    if (role == gen::FlowRole::BGNSUB) {
      region = static_cast<int>(calls.size());
      calls.emplace_back();
      sub_label.push_back(in.has_label && in.label.target ? in.label.label : 0);
      ++s.subroutines;
    }
    if (role == gen::FlowRole::CALL && in.has_label) calls[region].push_back(in.label.label);
    if (role == gen::FlowRole::ENDSUB) region = 0;
  }
  // Longest call chain from the main program (bounded: a recursive program stops at 33).
  std::function<int(int, int)> longest = [&](int node, int d) -> int {
    if (d > 32) return d;
    int best = d;
    for (uint32_t label : calls[node])
      for (size_t k = 1; k < sub_label.size(); ++k)
        if (sub_label[k] == label) best = std::max(best, longest(static_cast<int>(k), d + 1));
    return best;
  };
  s.call_depth = longest(0, 0);
  return s;
}

// Opcodes present in the programs checked (X/Y over the executable opcodes, classes A, F, T);
// modifiers of the source and destination paths; extension tokens with their values; and the
// flow-control structure (IF + loop nesting depth 1..4, call depth 1..3), KIL forms and kills,
// texture requests, processors and end statuses of the golden run.
class TgsiCoverage {
 public:
  TgsiCoverage() {
    for (unsigned op = 0; op < gen::OPCODE_COUNT; ++op) {
      const gen::OpcodeInfo& info = gen::OPCODE_INFO[op];
      if (info.valid && info.cls != gen::OpClass::R) op_bin_[op] = ops_.add_bin(info.mnemonic);
    }
    sat_[1] = mods_.add_bin("saturate _SAT");
    sat_[2] = mods_.add_bin("saturate _SSAT");
    src_negate_ = mods_.add_bin("src negate");
    swz_zero_ = mods_.add_bin("src swz 0");
    swz_one_ = mods_.add_bin("src swz 1");
    swz_negate_ = mods_.add_bin("src swz negate");
    for (int c = 0; c < 4; ++c) divide_[c] = mods_.add_bin(std::string("src /") + "xyzw"[c]);
    static const char* const kMod[] = {"comp", "bias", "x2", "abs", "mod negate"};
    for (int k = 0; k < 5; ++k) mod_[k] = mods_.add_bin(std::string("src ") + kMod[k]);
    ind_addr_ = mods_.add_bin("src indirect via ADDR");
    ind_float_ = mods_.add_bin("src indirect via a float register");
    mask_partial_ = mods_.add_bin("dst partial write mask");
    mask_none_ = mods_.add_bin("dst write mask none");
    dst_null_ = mods_.add_bin("dst NULL");
    dst_addr_ = mods_.add_bin("dst ADDR");
    dst_out_ = mods_.add_bin("dst OUT");

    static const char* const kExt[] = {"NV", "LABEL", "TEXTURE", "SWZ", "MOD", "CONDCODE",
                                       "MODULATE"};
    for (int k = 0; k < 7; ++k) ext_tok_[k] = ext_.add_bin(std::string("token ") + kExt[k]);
    for (int k = 0; k < 4; ++k)
      precision_[k] = ext_.add_bin(std::string("NV precision ") + gen::PRECISION_TEXT[k]);
    for (int k = 0; k < 2; ++k) update_[k] = ext_.add_bin("NV update CC" + std::to_string(k));
    for (int k = 0; k < 9; ++k) {
      nv_test_[k] = ext_.add_bin(std::string("NV test ") + gen::CC_NAMES[k]);
      cc_test_[k] = ext_.add_bin(std::string("CONDCODE test ") + gen::CC_NAMES[k]);
    }
    for (int k = 0; k < 7; ++k)
      modulate_[k] = ext_.add_bin(std::string("MODULATE ") + gen::MODULATE_TEXT[k]);
    for (int k = 1; k <= 8; ++k)
      target_[k] = ext_.add_bin(std::string("texture target ") + gen::TEXTURE_NAMES[k]);
    label_decl_ = ext_.add_bin("LABEL target (declaration)");
    label_ref_ = ext_.add_bin("LABEL reference (CAL)");

    for (int d = 1; d <= 4; ++d) nest_[d] = flow_.add_bin("IF+loop nesting depth " + std::to_string(d));
    for (int d = 1; d <= 3; ++d) call_[d] = flow_.add_bin("call depth " + std::to_string(d));
    kil_src_ = flow_.add_bin("KIL one source");
    kil_nv_ = flow_.add_bin("KIL NV form");
    killed_some_ = flow_.add_bin("some lanes killed");
    killed_all_ = flow_.add_bin("all lanes killed");
    tex_ = flow_.add_bin("texture requests");
    for (int k = 0; k < 3; ++k)
      proc_[k] = flow_.add_bin(std::string("processor ") + gen::PROCESSOR_TEXT[k]);
  }

  void sample(const Item& item, const NoConfig&) {
    const Program& p = item.txn.program;
    const GoldenRun& g = item.gold;
    ++programs_;
    steps_ += g.result.steps;
    tex_requests_ += g.tex.size();
    for (const Instruction& in : p.insns) {
      const uint8_t op = u8(in.opcode);
      if (op_bin_.count(op)) ops_.hit(op_bin_[op]);
      if (in.saturate != Sat::NONE && u8(in.saturate) < 3) mods_.hit(sat_[u8(in.saturate)]);
      if (in.has_nv) {
        ext_.hit(ext_tok_[0]);
        if (u8(in.nv.precision) < 4) ext_.hit(precision_[u8(in.nv.precision)]);
        if (in.nv.cond_dst_update) ext_.hit(update_[in.nv.cond_dst_index & 1]);
        if (in.nv.cond_flow_enable && u8(in.nv.cond_mask) < 9) ext_.hit(nv_test_[u8(in.nv.cond_mask)]);
      }
      if (in.has_label) {
        ext_.hit(ext_tok_[1]);
        if (in.label.target) ext_.hit(label_decl_);
        if (in.opcode == Opcode::CAL && !in.label.target) ext_.hit(label_ref_);
      }
      if (in.has_texture) {
        ext_.hit(ext_tok_[2]);
        const uint8_t t = u8(in.texture);
        if (gen::OPCODE_INFO[op].cls == gen::OpClass::T && t >= 1 && t <= 8) ext_.hit(target_[t]);
      }
      if (in.opcode == Opcode::KIL) flow_.hit(in.num_src ? kil_src_ : kil_nv_);
      if (in.num_dst) {
        const DstOperand& d = in.dst;
        if (d.write_mask == 0) mods_.hit(mask_none_);
        else if (d.write_mask != 0xF) mods_.hit(mask_partial_);
        if (d.file == File::NUL) mods_.hit(dst_null_);
        if (d.file == File::ADDRESS) mods_.hit(dst_addr_);
        if (d.file == File::OUTPUT) mods_.hit(dst_out_);
        if (d.has_condcode) {
          ext_.hit(ext_tok_[5]);
          if (u8(d.condcode.cond_mask) < 9) ext_.hit(cc_test_[u8(d.condcode.cond_mask)]);
        }
        if (d.has_modulate) {
          ext_.hit(ext_tok_[6]);
          if (u8(d.modulate) < 7) ext_.hit(modulate_[u8(d.modulate)]);
        }
      }
      for (int k = 0; k < in.num_src && k < kMaxSrc; ++k) {
        const SrcOperand& s = in.src[k];
        if (s.negate) mods_.hit(src_negate_);
        if (s.has_swz) {
          ext_.hit(ext_tok_[3]);
          for (int c = 0; c < 4; ++c) {
            if (s.swz.ext_swizzle[c] == 4) mods_.hit(swz_zero_);
            if (s.swz.ext_swizzle[c] == 5) mods_.hit(swz_one_);
          }
          if (s.swz.negate) mods_.hit(swz_negate_);
          if (s.swz.ext_divide < 4) mods_.hit(divide_[s.swz.ext_divide]);
        }
        if (s.has_mod) {
          ext_.hit(ext_tok_[4]);
          const bool bits[5] = {s.mod.complement, s.mod.bias, s.mod.scale2x, s.mod.absolute,
                                s.mod.negate};
          for (int b = 0; b < 5; ++b)
            if (bits[b]) mods_.hit(mod_[b]);
        }
        if (s.indirect) mods_.hit(s.ind.file == File::ADDRESS ? ind_addr_ : ind_float_);
      }
    }
    const Structure st = structure_of(p);
    if (st.nesting >= 1) flow_.hit(nest_[std::min(st.nesting, 4)]);
    if (st.call_depth >= 1) flow_.hit(call_[std::min(st.call_depth, 3)]);
    if (g.end.kill) flow_.hit(g.end.kill == 0xF ? killed_all_ : killed_some_);
    if (!g.tex.empty()) flow_.hit(tex_);
    if (u8(p.header.processor) < 3) flow_.hit(proc_[u8(p.header.processor)]);
    ++status_[std::min<unsigned>(u8(g.result.status), 5)];
  }

  void report(Report& r) const {
    for (const std::string& l : lines()) r.note(l);
  }

  std::vector<std::string> lines() const {
    std::vector<std::string> r;
    r.push_back("programs " + std::to_string(programs_) + ", instructions visited " +
           std::to_string(steps_) + ", texture requests " + std::to_string(tex_requests_) +
           "; golden end status: OK " + std::to_string(status_[u8(ExecStatus::OK)]) +
           ", STEP_LIMIT " + std::to_string(status_[u8(ExecStatus::STEP_LIMIT)]) +
           ", LOOP_LIMIT " + std::to_string(status_[u8(ExecStatus::LOOP_LIMIT)]) +
           ", CALL_DEPTH " + std::to_string(status_[u8(ExecStatus::CALL_DEPTH)]));
    r.push_back(mods_.summary(
        "coverage (modifiers: saturate; source negate, swizzle 0/1, divide, MOD, indirect; "
        "destination masks and files): bins",
        20));
    r.push_back(ext_.summary(
        "coverage (extension tokens NV LABEL TEXTURE SWZ MOD CONDCODE MODULATE and their "
        "values): bins",
        20));
    r.push_back(flow_.summary(
        "coverage (flow control: IF+loop nesting depth, call depth; KIL forms and kills, texture "
        "requests, processors): bins",
        20));
    r.push_back(ops_.summary("opcodes", 60));  // "opcodes covered X/Y" and those missing
    return r;
  }

 private:
  Coverage ops_, mods_, ext_, flow_;
  std::map<uint8_t, size_t> op_bin_;
  size_t sat_[3] = {}, src_negate_ = 0, swz_zero_ = 0, swz_one_ = 0, swz_negate_ = 0,
         divide_[4] = {}, mod_[5] = {}, ind_addr_ = 0, ind_float_ = 0, mask_partial_ = 0,
         mask_none_ = 0, dst_null_ = 0, dst_addr_ = 0, dst_out_ = 0;
  size_t ext_tok_[7] = {}, precision_[4] = {}, update_[2] = {}, nv_test_[9] = {},
         cc_test_[9] = {}, modulate_[7] = {}, target_[9] = {}, label_decl_ = 0, label_ref_ = 0;
  size_t nest_[5] = {}, call_[4] = {}, kil_src_ = 0, kil_nv_ = 0, killed_some_ = 0,
         killed_all_ = 0, tex_ = 0, proc_[3] = {};
  uint64_t programs_ = 0, steps_ = 0, tex_requests_ = 0, status_[6] = {};
};

// ---- comparison ----------------------------------------------------------------------------------

// What the RTL system returned for an item (skipped: the golden model does not execute it).
struct Resp {
  bool skipped = false;
  RtlRun rtl;
};

std::string quad_text(const QuadVec& q, int l) {
  std::string s;
  for (int c = 0; c < 4; ++c) s += (c ? " " : "") + hex8(q.v[c][l]);
  return s;
}

// A vector file's expectations against outputs (`who`: "RTL" or "golden model"); "" when met.
std::string against_file(const FileExpect& e, const char* who, bool status_ok, const char* status,
                         uint8_t kill, const QuadVec* out) {
  if (!status_ok) return std::string("status: the file expects ") + status_name(e.status) + ", " + who + " " + status;
  if (kill != e.kill)
    return "kill mask: the file expects " + std::to_string(e.kill) + ", " + who + " " +
           std::to_string(kill);
  for (int i = 0; i < kOutputs; ++i)
    for (int l = 0; l < kLanes; ++l)
      for (int c = 0; c < 4; ++c)
        if (out[i].v[c][l] != e.out[i].v[c][l])
          return "OUT[" + std::to_string(i) + "] p" + std::to_string(l) + ": the file expects " +
                 quad_text(e.out[i], l) + ", " + who + " " + quad_text(out[i], l);
  return "";
}

// The cycle of the system (RtlRun's axis) at which the first difference of a failing item was
// seen: a decoder difference at the decoder's end, a lock-step or texture difference when the
// engine made it, an end or file difference at the engine's end.
uint64_t first_difference_cycle(const Resp& resp) {
  const RtlRun& r = resp.rtl;
  if (!r.decoder_diff.empty() || !r.decoded) return r.engine_start_cycle();
  uint64_t d = r.end_cycle();
  if (!r.step_diff.empty()) d = std::min(d, r.step_diff_cycle);
  if (!r.tex_diff.empty()) d = std::min(d, r.tex_diff_cycle);
  return d;
}

// Every difference found for an item, first one first ("" when it passed).
std::string differences(const Item& item, const Resp& resp) {
  const RtlRun& r = resp.rtl;
  std::vector<std::string> d;
  if (!r.decoder_diff.empty()) d.push_back("RTL decoder against the golden parser: " + r.decoder_diff);
  if (r.decoded) {
    if (!r.step_diff.empty()) d.push_back("lock step: " + r.step_diff);
    if (!r.tex_diff.empty()) d.push_back(r.tex_diff);
    const std::string end = end_difference(item.gold, r);
    if (!end.empty()) d.push_back(end);
  }
  const FileExpect& e = item.expected;
  if (e.present) {
    if (r.decoded) {
      const std::string f = against_file(e, "RTL", r.finished && r.status == engine_status_of(e.status),
                                         engine_status_name(r.status), r.kill, r.out);
      if (!f.empty()) d.insert(d.begin(), f);
    }
    const GoldenRun& g = item.gold;
    const std::string f = against_file(e, "golden model", g.result.status == e.status,
                                       status_name(g.result.status), g.end.kill, g.end.out);
    if (!f.empty()) d.push_back(f);
  }
  if (d.empty()) return "";
  std::string s = "  first difference: " + d[0] + "\n";
  for (size_t k = 1; k < d.size(); ++k) s += "  also: " + d[k] + "\n";
  return s;
}

// ---- the items of a run ------------------------------------------------------------------------

Case case_of(const RandomProgram& rp) {
  Case c;
  c.name = "random_program(seed " + std::to_string(rp.seed) + ", index " +
           std::to_string(rp.index) + ")";
  c.tokens = rp.tokens;
  c.program = rp.program;
  c.inputs = rp.inputs;
  c.constants = rp.constants;
  c.max_steps = rp.max_steps;
  return c;
}

// A vector file as a sequence of items (read whole at construction: a malformed file stops the
// run before anything runs).
class VectorFileSource final : public ItemSource<Item> {
 public:
  explicit VectorFileSource(const std::string& path)
      : name_(path == "-" ? "<stdin>" : path), items_(read_vector_file(path)) {}
  bool next(Item& item) override {
    if (pos_ == items_.size()) return false;
    item = items_[pos_++];
    item.gold = run_golden(item.txn);
    return true;
  }
  void rewind() override { pos_ = 0; }
  const std::string& name() const { return name_; }
  NoConfig config() const { return {}; }

 private:
  std::string name_;
  std::vector<Item> items_;
  size_t pos_ = 0;
};

struct NoSelection {};

// --trace-on-fail: the first failing program run again alone on the traced system, its cycles
// numbered as in the run (the engine given the CONST and IN registers the program before it left,
// `prev`, so that its load takes the same cycles), written from its first cycle, or kWindowBefore
// before its first difference, to kWindowAfter after it. Prints where the waveform is, and says so
// when the re-run does not fail the same way (a failure that depends on more than the program
// before it).
void write_failure_window(const std::string& path, const Item& item, const Resp& failed,
                          const Case* prev, const RtlOptions& o) {
  const uint64_t first = first_difference_cycle(failed);
  const uint64_t start = failed.rtl.start_cycle;
  const uint64_t from = std::max(start, first > kWindowBefore ? first - kWindowBefore : 0);
  const uint64_t until = std::min(first + kWindowAfter, failed.rtl.end_cycle());
  RtlSystem sys(EngineModel::Fast, /*traced=*/true);
  if (prev) sys.preload(*prev);
  sys.start_cycles_at(start);
  if (!sys.open_trace(path, from, until)) {
    std::printf("ERROR could not write the waveform %s\n", path.c_str());
    return;
  }
  Resp again;
  again.rtl = sys.run(item.txn, item.gold, o, item.origin);
  sys.close_trace();
  const RtlRun& r = failed.rtl;
  std::printf("waveform of the first mismatch: %s (cycles %llu..%llu: program %s, its token "
              "decoder from cycle %llu, its engine from %llu to %llu, first difference at cycle "
              "%llu; gtkwave %s %s)\n",
              path.c_str(), static_cast<unsigned long long>(from),
              static_cast<unsigned long long>(until), item.txn.name.c_str(),
              static_cast<unsigned long long>(start),
              static_cast<unsigned long long>(r.engine_start_cycle()),
              static_cast<unsigned long long>(r.end_cycle()),
              static_cast<unsigned long long>(first), path.c_str(), kGtkw);
  if (differences(item, again) != differences(item, failed) ||
      again.rtl.end_cycle() != failed.rtl.end_cycle())
    std::printf("note: the program run again alone did not fail the same way (its cycles %llu..%llu "
                "instead): the failure depends on more than the program before it, and the "
                "waveform shows the re-run\n",
                static_cast<unsigned long long>(again.rtl.start_cycle),
                static_cast<unsigned long long>(again.rtl.end_cycle()));
  std::fflush(stdout);
}

// ---- traits (core/isa_harness.h) ---------------------------------------------------------------

struct Traits : IsaTypes<Item, Resp, NoConfig, NoSelection, TgsiCoverage, VectorFileSource> {
  static constexpr IsaNames kNames{
      "tgsi",
      "Gallium TGSI 1.1: whole programs on a quad, token decoder + execution engine",
      "programs", kGtkw, "tgsi_decoder + tgsi_engine"};
  // Two configurations of the engine (rtl/tgsi/README.md, "Configurations"): fast, and compact
  // (--config compact); the compact one's placed ECP5 netlist with --config compact --netlist
  // when the build has it (synth/postroute.sh tgsi). No post-synthesis model of the fast one.
  // The traced models (--trace, --trace-on-fail) are of the fast configuration only.
#ifdef SHADERHW_HAVE_TGSI_PLACED
  static constexpr bool kHasPlaced = true;
#else
  static constexpr bool kHasPlaced = false;
#endif
  static constexpr bool kHasNetlist = false, kHasCompact = true, kHasFpga = false;

  // --trace-on-fail of a run (set by TgsiIsa::run). core/run_flow.h would re-run the whole
  // sequence up to the failure on the traced models and write the 80 cycles around it; a TGSI
  // item is a whole program of thousands of cycles, in lock step with the golden model, so
  // simulate() runs the first failing program again at once, alone (write_failure_window).
  static inline std::string trace_on_fail;

  static std::string unavailable(ModelKind kind, const NoConfig&) {
    if (kind == ModelKind::Netlist)
      return "tgsi has no post-synthesis model of the fast engine (--config compact --netlist "
             "runs the placed netlist of the compact one: synth/postroute.sh tgsi)";
    return {};
  }

  static EngineModel engine_model(ModelKind kind) {
    if (kind == ModelKind::Compact) return EngineModel::Compact;
    if (kind == ModelKind::Placed) return EngineModel::Placed;
    return EngineModel::Fast;
  }

  // Traced: the traced system, writing the cycles [so.trace_from, so.stop_after_cycle] (the run
  // stops after that cycle). The cycle a mismatch is reported at is its first difference's.
  template <class Check>
  static SimStats simulate(ModelKind kind, const NoConfig&, ItemSource<Item>& source, Check& check,
                           const SimOptions& so) {
    SimStats st;
    RtlSystem sys(engine_model(kind), kind == ModelKind::Traced);
    if (kind == ModelKind::Traced && !so.trace_path.empty())
      st.trace_written = sys.open_trace(so.trace_path, so.trace_from, so.stop_after_cycle);
    RtlOptions o;
    o.backpressure = so.backpressure;
    o.seed = so.seed;
    // Two items in turn: the one running and the last one that loaded the engine (its CONST and
    // IN registers are the engine's when the next runs: write_failure_window needs them).
    Item slot[2];
    int cur = 0;
    bool have_prev = false;
    while (sys.cycles() <= so.stop_after_cycle && source.next(slot[cur])) {
      const Item& item = slot[cur];
      Resp resp;
      if (item.gold.executable) {
        resp.rtl = sys.run(item.txn, item.gold, o, item.origin);
      } else {
        resp.skipped = true;
      }
      ++st.issued;
      st.cycles = sys.cycles();
      const uint64_t at = resp.skipped ? st.cycles : first_difference_cycle(resp);
      if (!check(item, resp, at)) {
        if (st.mismatches++ == 0) {
          st.first_fail_cycle = at;
          if (!trace_on_fail.empty())
            write_failure_window(trace_on_fail, item, resp, have_prev ? &slot[cur ^ 1].txn : nullptr,
                                 o);
        }
      }
      if (resp.rtl.decoded) {
        have_prev = resp.rtl.finished;
        if (have_prev) cur ^= 1;
      }
      ++st.retired;
      if (so.progress) so.progress->update(st.retired);
    }
    return st;
  }

  static NoSelection select(const std::vector<std::string>& names) {
    if (!names.empty())
      throw InputError("--op", 0,
                       "tgsi items are whole random programs (every opcode may occur): --op "
                       "does not apply");
    return {};
  }
  static void random_input(uint64_t seed, uint64_t index, const NoSelection&, const NoConfig&,
                           Item& item) {
    item.txn = case_of(random_program(seed, index));
  }
  static void golden(Item& item, const NoConfig&) { item.gold = run_golden(item.txn); }
  static void strip_for_file(Item&, const NoConfig&) {}

  static std::vector<std::string> groups() {
    return {std::string("FRAG programs"), std::string("VERT programs"), std::string("GEOM programs")};
  }
  static size_t group(const Item& item, const NoConfig&) {
    return std::min<size_t>(u8(item.txn.program.header.processor), 2);
  }
  static Verdict compare(const Item& item, const Resp& resp, const NoConfig&, std::string& diff) {
    if (resp.skipped) {
      diff = "not executed by the golden model: " + item.gold.refusal;
      return Verdict::Skip;
    }
    diff = differences(item, resp);
    return diff.empty() ? Verdict::Pass : Verdict::Fail;
  }
  static std::string describe(const Item& item, const NoConfig&) {
    return case_listing(item.txn);
  }

  static std::string format_header(const NoConfig&) { return vector_file_header("tgsi"); }
  static std::string format_item(const Item& item, const NoConfig&) { return format_vector(item); }
  static std::string describe_config(const NoConfig&) { return {}; }
};

// ---- disasm / asm of whole files through the line interface --------------------------------------

// Isa::disasm and Isa::assemble (core/isa.cpp) hand an ISA one line at a time and print one
// answer per line; a TGSI stream is only meaningful whole (the header counts the body, the parser
// checks declarations and nesting). So the first line of a file makes this read and translate the
// whole file, and each line then gets its share: asm gives a line the tokens of the item written
// on it (the header tokens go with the first line), disasm gives a line the text of the items
// whose first token is on it (possibly none: an empty line). From standard input the whole answer
// comes with the first line, since the rest of the input is read at once.
class WholeFileTool {
 public:
  std::string next(const std::string& input, const std::string& line, bool assembling) {
    if (!active_ || input != input_ || assembling != assembling_ || pos_ >= lines_.size() ||
        lines_[pos_] != line) {
      active_ = false;
      start(input, line, assembling);
      active_ = true;
    }
    std::string out = chunks_[pos_++];
    if (pos_ == lines_.size()) active_ = false;
    return out;
  }

 private:
  void start(const std::string& input, const std::string& first, bool assembling) {
    input_ = input;
    assembling_ = assembling;
    pos_ = 0;
    lines_.clear();
    chunks_.clear();
    const bool stdin_ = input == "-";
    const std::string name = stdin_ ? "<stdin>" : input;
    const std::string text = stdin_ ? first + "\n" + read_whole("-") : read_whole(input);
    // The lines the caller hands over (neither blank nor '#'/';' comment lines), and the text with
    // the others blanked, so that line numbers stay those of the file.
    std::string kept;
    std::vector<size_t> number;  // file line of lines_[i]
    size_t n = 0;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
      ++n;
      const size_t b = line.find_first_not_of(" \t\r");
      if (b == std::string::npos || line[b] == '#' || line[b] == ';') {
        kept += "\n";
        continue;
      }
      lines_.push_back(line);
      number.push_back(n);
      kept += line + "\n";
    }
    if (lines_.empty()) throw InputError(name, 0, "no program");
    const std::string where = stdin_ ? " (standard input: lines counted from its first line that is "
                                       "not a comment)"
                                     : "";
    chunks_.assign(lines_.size(), std::string());
    if (assembling) {
      const AsmOutput a = assemble(kept);
      if (!a.ok)
        throw InputError(name, a.error.line,
                         (a.error.column ? "column " + std::to_string(a.error.column) + ": " : "") +
                             a.error.message + where);
      split_tokens(a, stdin_);
    } else {
      TokenWords w;
      try {
        w = read_token_words(name, kept);
        const Program p = parse_or_fail(name, w);
        split_text(p, w, number, stdin_);
      } catch (const InputError& e) {
        if (stdin_) throw InputError(name, e.line(), std::string(e.what()) + where);
        throw;
      }
    }
  }

  static std::string words(const std::vector<uint32_t>& t, size_t b, size_t e) {
    std::string s;
    for (size_t i = b; i < e; ++i) s += (i > b ? "\n" : "") + hex8(t[i]);
    return s;
  }

  // asm: the tokens of each line's item.
  void split_tokens(const AsmOutput& a, bool all_in_first) {
    const size_t header = a.program.header.header_size + 1;
    std::vector<uint32_t> starts;  // token_index of every record, in stream order
    for (const Declaration& d : a.program.decls) starts.push_back(d.token_index);
    for (const Immediate& m : a.program.imms) starts.push_back(m.token_index);
    for (const Instruction& in : a.program.insns) starts.push_back(in.token_index);
    std::sort(starts.begin(), starts.end());
    std::vector<size_t> item_lines;  // lines holding an item (a declaration, immediate, instruction)
    for (size_t i = 0; i < lines_.size(); ++i) {
      AsmOptions o;
      o.validate = false;
      const AsmOutput one = assemble(lines_[i], o);
      if (one.ok && one.tokens.size() > header) item_lines.push_back(i);
    }
    if (all_in_first || item_lines.size() != starts.size()) {
      chunks_[0] = words(a.tokens, 0, a.tokens.size());
      return;
    }
    chunks_[0] = words(a.tokens, 0, header);
    for (size_t k = 0; k < starts.size(); ++k) {
      const size_t e = k + 1 < starts.size() ? starts[k + 1] : a.tokens.size();
      std::string& c = chunks_[item_lines[k]];
      c += (c.empty() ? "" : "\n") + words(a.tokens, starts[k], e);
    }
  }

  // disasm: the text of the items whose first token is on each line.
  void split_text(const Program& p, const TokenWords& w, const std::vector<size_t>& number,
                  bool all_in_first) {
    const auto line_of_token = [&](uint32_t t) -> size_t {  // index into lines_
      const size_t file_line = t < w.line.size() ? w.line[t] : w.line.back();
      const auto it = std::lower_bound(number.begin(), number.end(), file_line);
      return it == number.end() ? 0 : static_cast<size_t>(it - number.begin());
    };
    std::vector<std::pair<uint32_t, std::string>> items;
    for (const Declaration& d : p.decls) items.emplace_back(d.token_index, disassemble(d));
    for (const Immediate& m : p.imms) items.emplace_back(m.token_index, disassemble(m));
    for (const Instruction& in : p.insns) items.emplace_back(in.token_index, disassemble(in));
    std::sort(items.begin(), items.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    chunks_[0] = gen::PROCESSOR_TEXT[u8(p.header.processor)];
    for (const auto& [t, text] : items) {
      std::string& c = chunks_[all_in_first ? 0 : line_of_token(t)];
      c += (c.empty() ? "" : "\n") + text;
    }
  }

  bool active_ = false, assembling_ = false;
  std::string input_;
  std::vector<std::string> lines_, chunks_;
  size_t pos_ = 0;
};

// ---- exec ----------------------------------------------------------------------------------------

// A random word for a random initial state: mostly ordinary values (small integers, moderate
// magnitudes), now and then the special values of docs/tgsi.md 12.
uint32_t random_word(Rng& r) {
  switch (r.below(12)) {
    case 0: case 1: case 2: {
      const float f = static_cast<float>(static_cast<int>(r.below(17)) - 8);
      uint32_t u;
      std::memcpy(&u, &f, sizeof u);
      return u;
    }
    case 3: return r.below(2) << 31;                        // +-0
    case 4: return r.below(2) << 31 | 0x7F800000u;          // +-inf
    case 5: return 0x7F800000u | (1 + r.below(0x7FFFFF));  // NaN
    case 6: return r.below(2) << 31 | (1 + r.below(0x7FFFFF));  // subnormal
    case 7: return r.next32();                              // any bits
    default: return r.below(2) << 31 | (121 + r.below(14)) << 23 | (r.next32() & 0x7FFFFFu);
  }
}

// Random IN and CONST contents for the registers `p` declares.
void random_state(const Program& p, uint64_t seed, uint64_t k, Case& c) {
  Rng r(seed, /*stream=*/0x0604, k);
  c.inputs.assign(kInputs, QuadVec{});
  c.constants.assign(kConstants, Vec4{});
  std::vector<bool> in(kInputs), konst(kConstants);
  for (const Declaration& d : p.decls) {
    if (d.file != File::INPUT && d.file != File::CONSTANT) continue;
    std::vector<bool>& mark = d.file == File::INPUT ? in : konst;
    for (size_t i = 0; i < mark.size(); ++i)
      if (d.declare == Declare::MASK ? (i < 32 && (d.mask >> i & 1)) : (i >= d.first && i <= d.last))
        mark[i] = true;
  }
  for (int i = 0; i < kInputs; ++i) {
    if (!in[i]) continue;
    for (int cc = 0; cc < 4; ++cc) {
      const bool uniform = r.below(4) == 0;
      const uint32_t v = random_word(r);
      for (int l = 0; l < kLanes; ++l) c.inputs[i].v[cc][l] = uniform ? v : random_word(r);
    }
  }
  for (int i = 0; i < kConstants; ++i)
    if (konst[i])
      for (uint32_t& w : c.constants[i].c) w = random_word(r);
}

// `text`: --text, PROGRAM is the text form.
int exec_programs(const shaderhw::ExecOptions& opt, bool text) {
  if (text && opt.programs)
    throw InputError("--text", 0, "names the form of PROGRAM: not with --programs");
  Case base;
  uint64_t runs = opt.programs;
  if (!opt.programs) {
    const ProgramFile pf = read_program_file(opt.program, text);
    base.name = opt.program;
    base.tokens = pf.tokens;
    base.program = pf.program;
    if (!opt.inputs.empty()) read_inputs_file(opt.inputs, base);
    runs = opt.random ? opt.random : 1;
  }
  const std::string what = opt.programs ? "random programs" : opt.program;
  std::printf("shaderhw exec --isa tgsi: %s, %llu run%s, seed %llu, back-pressure %g\n",
              what.c_str(), static_cast<unsigned long long>(runs), runs == 1 ? "" : "s",
              static_cast<unsigned long long>(opt.seed), kExecBackpressure);
  std::fflush(stdout);
  RtlSystem sys;
  RtlOptions o;
  o.backpressure = kExecBackpressure;
  o.seed = opt.seed;
  Progress progress("tgsi exec", runs);
  TgsiCoverage cov;
  uint64_t passed = 0, failed = 0, skipped = 0, steps = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (uint64_t k = 0; k < runs; ++k) {
    Item item;
    if (opt.programs) {
      item.txn = case_of(random_program(opt.seed, k));
    } else {
      item.txn = base;
      if (opt.random) {
        random_state(base.program, opt.seed, k, item.txn);
        item.txn.name = opt.program + " state " + std::to_string(k);
      }
    }
    item.origin = k;
    item.gold = run_golden(item.txn);
    const bool listing = !opt.quiet && !opt.programs;
    if (!item.gold.executable) {
      ++skipped;
      std::printf("%s: not executed: the golden model refuses it (%s)\n", item.txn.name.c_str(),
                  item.gold.refusal.c_str());
      continue;
    }
    Resp resp;
    resp.rtl = sys.run(item.txn, item.gold, o, k);
    const std::string diff = differences(item, resp);
    if (diff.empty()) {
      ++passed;
      cov.sample(item, NoConfig{});
      steps += item.gold.result.steps;
    } else if (++failed <= opt.max_printed) {
      std::printf("MISMATCH %s\n%s%s", item.txn.name.c_str(), case_listing(item.txn).c_str(),
                  diff.c_str());
    }
    if (listing) {
      const bool rtl = resp.rtl.decoded && resp.rtl.finished;
      std::printf("%s: %s after %llu instructions, kill mask %u%s\n", item.txn.name.c_str(),
                  rtl ? engine_status_name(resp.rtl.status) : status_name(item.gold.result.status),
                  static_cast<unsigned long long>(rtl ? resp.rtl.steps : item.gold.result.steps),
                  rtl ? resp.rtl.kill : item.gold.end.kill,
                  diff.empty() ? "" : rtl ? ", MISMATCH" : ", MISMATCH (golden values below)");
      std::printf("%s", out_lines(item.txn.program, rtl ? resp.rtl.out : item.gold.end.out).c_str());
    }
    progress.update(k + 1);
  }
  progress.finish();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (failed > opt.max_printed)
    std::printf("(%llu more mismatches not printed)\n",
                static_cast<unsigned long long>(failed - opt.max_printed));
  if (opt.programs)
    for (const std::string& l : cov.lines()) std::printf("%s\n", l.c_str());
  std::printf("tgsi exec: %.2f s, %llu instructions checked, %.0f instructions/s, %llu cycles\n",
              secs, static_cast<unsigned long long>(steps), secs > 0 ? steps / secs : 0.0,
              static_cast<unsigned long long>(sys.cycles()));
  std::printf("%llu passed, %llu failed", static_cast<unsigned long long>(passed),
              static_cast<unsigned long long>(failed));
  if (skipped) std::printf(", %llu skipped", static_cast<unsigned long long>(skipped));
  std::printf("\n");
  return failed || passed == 0 ? 1 : 0;
}

// ---- gen --programs ------------------------------------------------------------------------------

// A program as token words, one per line, each item's text as a comment on its first token.
std::string program_file_text(const Case& c, const std::string& title) {
  std::string s = "# " + title + "\n# token words (shaderhw exec --isa tgsi FILE --inputs FILE.inputs)\n";
  const Program& p = c.program;
  std::vector<std::pair<uint32_t, std::string>> items;
  items.emplace_back(0, std::string("header: VERSION, HEADER, PROCESSOR (") +
                            gen::PROCESSOR_TEXT[u8(p.header.processor)] + ")");
  for (const Declaration& d : p.decls) items.emplace_back(d.token_index, disassemble(d));
  for (const Immediate& m : p.imms) items.emplace_back(m.token_index, disassemble(m));
  for (const Instruction& in : p.insns) items.emplace_back(in.token_index, disassemble(in));
  std::sort(items.begin(), items.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  size_t k = 0;
  for (size_t t = 0; t < c.tokens.size(); ++t) {
    s += hex8(c.tokens[t]);
    if (k < items.size() && items[k].first == t) s += "  # " + items[k++].second;
    s += "\n";
  }
  return s;
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path);
  f << text;
  f.flush();
  if (!f) throw InputError(path, 0, "cannot write file");
}

int gen_program_files(const GenOptions& opt) {
  if (!opt.ops.empty()) throw InputError("--op", 0, "--programs takes no --op");
  if (opt.output == "-")
    throw InputError("-o", 0, "--programs writes files: give a file or directory");
  const bool dir = opt.programs > 1;
  if (dir) {
    ::mkdir(opt.output.c_str(), 0777);  // may exist already
    struct stat st;
    if (::stat(opt.output.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
      throw InputError(opt.output, 0, "not a directory (--programs N > 1 writes one file per program)");
  }
  for (uint64_t k = 0; k < opt.programs; ++k) {
    const Case c = case_of(random_program(opt.seed, k));
    char name[48];
    std::snprintf(name, sizeof name, "program_%05llu.txt", static_cast<unsigned long long>(k));
    const std::string path = dir ? opt.output + "/" + name : opt.output;
    write_text(path, program_file_text(c, c.name));
    write_text(path + ".inputs", "# inputs of " + c.name + "\n" + format_inputs(c));
  }
  return 0;
}

// ---- the plug-in ---------------------------------------------------------------------------------

class TgsiIsa final : public IsaHarness<Traits> {
 public:
  void add_random_options(boost::program_options::options_description& desc) override {
    desc.add_options()(
        "tgsi-max-programs",
        boost::program_options::value(&max_programs_)->default_value(kDefaultMaxPrograms),
        "tgsi: under --isa all, TGSI checks at most this many programs of the --random N "
        "(0: no limit; --isa tgsi alone runs all N): one program is ~30 instructions of ~40 "
        "engine cycles, and --isa all gives every ISA the same N");
  }

  int run(const RunOptions& opt) override {
    RunOptions o = opt;
    // --trace goes the common way (the whole run on the traced system); --trace-on-fail is done
    // by simulate() itself (Traits::trace_on_fail). Both only on the fast configuration.
    if (o.compact && (!o.trace.empty() || !o.trace_on_fail.empty()))
      throw InputError(o.trace.empty() ? "--trace-on-fail" : "--trace", 0,
                       "tgsi: the traced models are of the fast configuration only (run without "
                       "--config compact to get the waveform)");
    Traits::trace_on_fail = o.trace_on_fail;
    o.trace_on_fail.clear();
    struct Clear {
      ~Clear() { Traits::trace_on_fail.clear(); }
    } clear;
    if (!o.fpga.empty()) throw InputError("--fpga", 0, "tgsi has no FPGA prototype");
    if (o.netlist && !o.compact)
      throw InputError("--netlist", 0, Traits::unavailable(ModelKind::Netlist, NoConfig{}));
    if (o.in_all && o.random > 0 && max_programs_ > 0 && o.random > max_programs_) {
      std::printf("tgsi: --isa all: --random %llu capped at %llu programs (--tgsi-max-programs; 0 "
                  "lifts the cap)\n",
                  static_cast<unsigned long long>(o.random),
                  static_cast<unsigned long long>(max_programs_));
      o.random = max_programs_;
    }
    return IsaHarness<Traits>::run(o);
  }

  // Golden and RTL rates in instruction x quad per second (instructions visited; each runs on the
  // four lanes of the quad) on the same random programs.
  int bench(const BenchOptions& opt) override {
    Traits::select(opt.ops);
    const uint64_t n = std::min<uint64_t>(opt.count, kBenchPrograms);
    std::printf("shaderhw bench --isa tgsi: %llu random programs (--count, at most %llu), seed %llu, "
                "one thread, tracing off\n",
                static_cast<unsigned long long>(n), static_cast<unsigned long long>(kBenchPrograms),
                static_cast<unsigned long long>(opt.seed));
    std::vector<Item> items(n);
    std::vector<CompiledProgram> compiled(n);
    for (uint64_t i = 0; i < n; ++i) {
      items[i].txn = case_of(random_program(opt.seed, i));
      items[i].origin = i;
      compiled[i] = compile(items[i].txn.program).program;
    }
    // Golden: the interpreter alone (compiled programs, no trace).
    uint64_t steps = 0;
    Machine m;
    const auto t0 = std::chrono::steady_clock::now();
    for (uint64_t i = 0; i < n; ++i) {
      setup_machine(items[i].txn, m);
      tgsi::ExecOptions eo;
      eo.max_steps = items[i].txn.max_steps;
      steps += execute(compiled[i], m, eo).steps;
    }
    const double gs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (Item& it : items) it.gold = run_golden(it.txn);
    // RTL: decoder, engine and lock step, as `run` does.
    RtlSystem sys;
    BenchRtl rtl;
    const auto t1 = std::chrono::steady_clock::now();
    for (const Item& it : items) {
      Resp resp;
      resp.rtl = sys.run(it.txn, it.gold, RtlOptions{}, it.origin);
      if (!differences(it, resp).empty()) ++rtl.failed;
    }
    rtl.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
    rtl.retired = steps;
    rtl.cycles = sys.cycles();
    BenchTable table("instruction x quad");
    table.row("random programs", Traits::kNames.bench_model, steps / (gs > 0 ? gs : 1e-9), rtl);
    return table.finish();
  }

  bool has_encoding() const override { return true; }
  std::string word_format() const override {
    return "tgsi: a whole program: disasm reads token words (1-8 hex digits, optional 0x, any "
           "number per line, '#' comments), asm the text form of golden/tgsi/ASM.md and prints one "
           "8-digit token per line; each input line gets the output of the items written on it";
  }
  TextLine disassemble_line(const std::string& line, const TextToolOptions& opt) override {
    return {true, false, tool_.next(opt.input, line, false), {}};
  }
  TextLine assemble_line(const std::string& line, const TextToolOptions& opt) override {
    return {true, false, tool_.next(opt.input, line, true), {}};
  }

  bool has_programs() const override { return true; }
  void add_exec_options(boost::program_options::options_description& desc) override {
    desc.add_options()("text", boost::program_options::bool_switch(&text_),
                       "tgsi: PROGRAM is the text form of golden/tgsi/ASM.md (without it: token "
                       "words, or the text form when not every word is a hex word)");
  }
  int exec(const shaderhw::ExecOptions& opt) override { return exec_programs(opt, text_); }
  int gen_programs(const GenOptions& opt) override { return gen_program_files(opt); }

 private:
  uint64_t max_programs_ = kDefaultMaxPrograms;
  bool text_ = false;  // exec --text
  WholeFileTool tool_;
};

}  // namespace

std::unique_ptr<Isa> make_isa() { return std::make_unique<TgsiIsa>(); }

}  // namespace shaderhw::tgsi
