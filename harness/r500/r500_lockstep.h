// Whole R500 programs in lock step: the RTL shader core (rtl/r500/r500_core.sv through
// verilated/r500_core_dut.h) against the golden instruction-set simulator (golden/r500/iss.h),
// bit for bit. Used by `shaderhw exec --isa r500` and tests/r500/rtl_core_test.cpp.
//
// For every program the core and a golden Iss get the same instruction memory, constants,
// temporaries, per-pixel state and configuration. Each trace beat of the core (one per executed
// instruction) is compared with the ISS's next step: the PC, then for ALU/OUT/TEX every effect of
// execute() on the registers the ISS reads (golden/r500/execute.h: write enables, addresses and
// values of temporaries, outputs, W, predicates, ALU result, kills; the texture requests with
// their coordinates and the texel values written through the destination swizzle and mask), for
// FC the result of execute_fc() (next PC, take, stack faults, the whole flow-control state and
// aL); after every instruction the pixel state (predicates, ALU results, killed). At the end:
// status (ENDED / STEP_LIMIT / STACK_FAULT), step count, last PC, illegal count, and the whole
// end state read back from the core (every temporary of every pixel, outputs, written bits, W,
// predicates, ALU results, killed, flow-control state) against Iss::run() of the same program.
// The texture port is served with golden texture_sample() (docs/r500.md 13) under random
// back-pressure and response delays (from the check's port seed).
#pragma once
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "core/rng.h"
#include "r500/asm.h"
#include "r500/execute.h"
#include "r500/fc.h"
#include "r500/iss.h"
#include "r500/r500_program_gen.h"
#include "r500_core_dut.h"

namespace shaderhw::r500 {
namespace lockstep {

inline std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%" PRIX64, v);
  return b;
}

inline const char* status_name(IssStatus s) {
  switch (s) {
    case IssStatus::ENDED:
      return "ENDED";
    case IssStatus::STEP_LIMIT:
      return "STEP_LIMIT";
    case IssStatus::STACK_FAULT:
      return "STACK_FAULT";
  }
  return "?";
}

// Field-by-field comparison with a readable record of the differences.
class Diffs {
 public:
  void chk(const std::string& name, uint64_t expected, uint64_t got) {
    if (expected != got)
      list_.push_back("    " + name + ": expected " + hex(expected) + " got " + hex(got));
  }
  void vec(const std::string& name, const Vec4& e, const Vec4& g) {
    static const char kC[] = "rgba";
    for (int c = 0; c < 4; ++c) chk(name + "." + kC[c], e.c[c], g.c[c]);
  }
  void fc(const std::string& n, const FcState& e, const FcState& g) {
    chk(n + "pc", e.pc, g.pc);
    for (int p = 0; p < kPixels; ++p) {
      chk(n + "px" + std::to_string(p) + ".active", e.px[p].active, g.px[p].active);
      chk(n + "px" + std::to_string(p) + ".bcnt", static_cast<uint8_t>(e.px[p].bcnt),
          static_cast<uint8_t>(g.px[p].bcnt));
    }
    stack(n + "loop_count", e.loop_count, g.loop_count);
    stack(n + "loop_al", e.loop_al, g.loop_al);
    stack(n + "addr", e.addr, g.addr);
  }
  template <class S>
  void stack(const std::string& n, const S& e, const S& g) {
    chk(n + ".depth", e.depth, g.depth);
    for (int i = 0; i < e.depth && i < g.depth; ++i)
      chk(n + "[" + std::to_string(i) + "]", e.v[i], g.v[i]);
  }
  bool empty() const { return list_.empty(); }
  size_t size() const { return list_.size(); }
  std::string text(size_t max = 24) const {
    std::string s;
    for (size_t i = 0; i < list_.size() && i < max; ++i) s += "\n" + list_[i];
    if (list_.size() > max) s += "\n    ... " + std::to_string(list_.size() - max) + " more";
    return s;
  }

 private:
  std::vector<std::string> list_;
};

struct Stats {
  uint64_t programs = 0, steps = 0, cycles = 0, mismatches = 0;
  uint64_t status[3] = {};
  uint64_t fault_by_op[8] = {};  // stack faults by the opcode of the faulting FC instruction
  uint64_t by_type[4] = {}, illegal = 0, fc_ops[8] = {}, fc_taken = 0;
  uint64_t tex_requests = 0, kills = 0, temp_writes = 0, out_writes = 0, pred_writes = 0,
           alu_result_writes = 0, rel_al_nonzero = 0;
};

// Runs programs on the core and the ISS and compares them. The core keeps its memories between
// programs; a mirror of them lets a program load only the words that change.
}  // namespace lockstep

template <class Model>
class LockStep {
  using Diffs = lockstep::Diffs;
  using Stats = lockstep::Stats;
 public:
  LockStep() {}

  // Returns true when the core agreed with golden on everything; else report() says where.
  bool check(const RandomProgram& p, const std::string& name, uint64_t port_seed) {
    ++stats_.programs;
    load(p);
    Iss stepper;
    p.setup(stepper);
    Iss runner = stepper;
    const IssResult golden = runner.run(p.cfg);

    CoreStart st;
    st.cfg = p.cfg;
    for (int q = 0; q < kPixels; ++q) {
      st.pred[q] = p.pred[q];
      st.alu_result[q] = p.alu_result[q];
      st.covered[q] = p.covered[q];
      st.killed[q] = p.killed[q];
    }
    Rng port_rng(port_seed);
    CoreRunHooks hooks;
    hooks.request_ready = [&] { return port_rng.below(4) != 0; };
    hooks.response_delay = [&] { return 1 + port_rng.below(3); };

    // The ISS stepped alongside (the loop of Iss::run()).
    IssResult stepped;
    bool golden_stopped = p.cfg.max_steps == 0;
    if (golden_stopped) stepped.status = IssStatus::STEP_LIMIT;
    std::string failure;  // the first step that differed
    uint64_t step = 0;
    const uint16_t end = static_cast<uint16_t>((p.cfg.end_addr + p.cfg.fc.code_offset) & kPcMask);
    stepper.fc.pc = static_cast<uint16_t>((p.cfg.start_addr + p.cfg.fc.code_offset) & kPcMask);
    hooks.on_retire = [&](const CoreRetire& b) {
      ++step;
      if (!failure.empty()) return;
      if (golden_stopped) {
        failure = "step " + std::to_string(step) + ": the core executed the instruction at PC " +
                  std::to_string(b.pc) + " after the ISS had stopped";
        return;
      }
      Diffs d;
      const uint16_t pc = stepper.fc.pc;
      const Instruction instr = stepper.imem[pc];
      compare_step(stepper, p.cfg, instr, b, d);
      const bool ok = stepper.step(p.cfg, stepped);
      compare_after(stepper, b, d);
      if (!d.empty()) {
        failure = "step " + std::to_string(step) + ", PC " + std::to_string(pc) + ": " +
                  format_words(instr) + "\n    " + disassemble(instr) + d.text();
      }
      if (!ok) {
        stepped.status = IssStatus::STACK_FAULT;
        golden_stopped = true;
      } else if (pc == end) {
        stepped.status = IssStatus::ENDED;
        golden_stopped = true;
      } else if (stepped.steps >= p.cfg.max_steps) {
        stepped.status = IssStatus::STEP_LIMIT;
        golden_stopped = true;
      }
    };

    const CoreRunResult got = dut_.run(st, hooks, p.cfg.max_steps * 48 + 2000);
    stats_.cycles += got.cycles;
    stats_.steps += got.result.steps;
    stats_.status[static_cast<int>(golden.status) % 3]++;
    if (golden.status == IssStatus::STACK_FAULT)
      ++stats_.fault_by_op[decode(runner.imem[golden.last_pc]).fc.op];

    Diffs d;
    d.chk("timed out", 0, got.timed_out);
    d.chk("status", static_cast<unsigned>(golden.status), static_cast<unsigned>(got.result.status));
    d.chk("steps", golden.steps, got.result.steps);
    d.chk("last_pc", golden.last_pc, got.result.last_pc);
    d.chk("illegal_count", golden.illegal_count, got.result.illegal_count);
    // The lock step's own stepping must be Iss::run() (a check of this harness, not of the RTL).
    if (failure.empty() && !golden_stopped && !got.timed_out) {
      failure = "the ISS stepped alongside did not stop (harness error)";
    }
    d.chk("ISS stepped alongside: status", static_cast<unsigned>(golden.status),
          static_cast<unsigned>(stepped.status));
    d.chk("ISS stepped alongside: steps", golden.steps, stepped.steps);
    d.fc("fc.", runner.fc, dut_.fc_state());
    d.chk("fc.aL", runner.fc.aL(), dut_.al());
    IssPixel px[kPixels];
    dut_.read_pixels(px);
    for (int q = 0; q < kPixels; ++q) {
      const std::string s = "px" + std::to_string(q) + ".";
      const IssPixel& e = runner.px[q];
      for (int i = 0; i < kTemps; ++i)
        d.vec(s + "temp[" + std::to_string(i) + "]", e.temp[i], px[q].temp[i]);
      for (int t = 0; t < kTargets; ++t) {
        d.vec(s + "out[" + std::to_string(t) + "]", e.out[t], px[q].out[t]);
        d.chk(s + "out_written[" + std::to_string(t) + "]", e.out_written[t], px[q].out_written[t]);
      }
      d.chk(s + "w", e.w, px[q].w);
      d.chk(s + "w_written", e.w_written, px[q].w_written);
      d.chk(s + "pred", e.pred, px[q].pred);
      d.chk(s + "alu_result", e.alu_result, px[q].alu_result);
      d.chk(s + "killed", e.killed, px[q].killed);
      for (int i = 0; i < kTemps; ++i) temps_[q][i] = px[q].temp[i];  // the core's memory now
    }
    last_ = runner;
    result_ = golden;
    for (int q = 0; q < kPixels; ++q) core_px_[q] = px[q];

    report_.clear();
    if (failure.empty() && d.empty()) return true;
    ++stats_.mismatches;
    report_ = "mismatch in " + name + " (golden: " + lockstep::status_name(golden.status) + ", " +
              std::to_string(golden.steps) + " steps)\n" + p.listing();
    if (!failure.empty()) report_ += "first differing instruction: " + failure + "\n";
    if (!d.empty()) report_ += "end state:" + d.text() + "\n";
    return false;
  }
  // After a check() that returned false: the program, the first differing instruction and the
  // end-state differences.
  const std::string& report() const { return report_; }

  const Stats& stats() const { return stats_; }
  // After check(): the golden end state, and the core's as read back.
  const Iss& golden() const { return last_; }
  const IssPixel& core_pixel(int q) const { return core_px_[q]; }
  const IssResult& result() const { return result_; }

 private:
  // Loads the program's memories, writing only what differs from the core's content.
  void load(const RandomProgram& p) {
    static Instruction imem[kInstructions];
    p.image(imem);
    for (int i = 0; i < kInstructions; ++i) {
      if (!known_ || imem[i] != imem_[i]) dut_.load_instruction(static_cast<uint16_t>(i), imem[i]);
      imem_[i] = imem[i];
    }
    for (int i = 0; i < kConsts; ++i) {
      if (!known_ || p.consts[i] != consts_[i])
        dut_.load_const(static_cast<uint16_t>(i), p.consts[i]);
      consts_[i] = p.consts[i];
    }
    for (int i = 0; i < kTemps; ++i) {
      bool same = known_;
      Vec4 v[kPixels];
      for (int q = 0; q < kPixels; ++q) {
        v[q] = p.temps[q][i];
        same = same && v[q] == temps_[q][i];
        temps_[q][i] = v[q];
      }
      if (!same) dut_.load_temps(static_cast<uint8_t>(i), v);
    }
    known_ = true;
  }

  void compare_step(const Iss& iss, const IssConfig& cfg, const Instruction& instr,
                    const CoreRetire& b, Diffs& d) {
    const uint16_t pc = iss.fc.pc;
    d.chk("pc", pc, b.pc);
    d.chk("aL", iss.fc.aL(), b.aL);
    const Decoded dec = decode(instr);
    d.chk("type", static_cast<unsigned>(dec.cmn.type), static_cast<unsigned>(b.type));
    ++stats_.by_type[static_cast<unsigned>(dec.cmn.type)];
    if (dec.cmn.type == InstType::FC) {
      const FcOut e = execute_fc(iss.fc_input(instr), cfg.fc);
      stats_.illegal += e.illegal;
      if (!e.illegal) ++stats_.fc_ops[dec.fc.op];
      stats_.fc_taken += e.take;
      d.chk("illegal", e.illegal, b.illegal);
      d.chk("next_pc", e.next.pc, b.next_pc);
      d.chk("fc.take", e.take, b.fc_take);
      d.chk("fc.overflow", e.overflow, b.fc_overflow);
      d.chk("fc.underflow", e.underflow, b.fc_underflow);
      d.chk("fc.beyond_mode", e.beyond_mode, b.fc_beyond_mode);
      d.fc("fc.", e.next, b.fc);
      d.chk("requests", 0, b.requests.size());
      return;
    }
    const ExecIn in = iss.gather(instr);
    const ExecOut e = execute(in, cfg.exec);
    stats_.illegal += e.illegal;
    d.chk("illegal", e.illegal, b.illegal);
    d.chk("next_pc", (pc + 1) & kPcMask, b.next_pc);
    d.chk("rgb_addr", e.rgb_addr, b.out.rgb_addr);
    d.chk("alpha_addr", e.alpha_addr, b.out.alpha_addr);
    d.chk("rgb_target", e.rgb_target, b.out.rgb_target);
    d.chk("alpha_target", e.alpha_target, b.out.alpha_target);
    d.chk("tex_dst_addr", e.tex_dst_addr, b.out.tex_dst_addr);
    if (in.aL != 0 && dec.is_alu_or_out()) ++stats_.rel_al_nonzero;
    size_t next_request = 0;
    for (int q = 0; q < kPixels; ++q) {
      const PixelOut& x = e.px[q];
      const PixelOut& y = b.out.px[q];
      const std::string s = "px" + std::to_string(q) + ".";
      d.chk(s + "rgb_we", x.rgb_we, y.rgb_we);
      d.chk(s + "alpha_we", x.alpha_we, y.alpha_we);
      d.vec(s + "temp", x.temp, y.temp);
      d.chk(s + "out_we", x.out_we, y.out_we);
      d.vec(s + "out", x.out, y.out);
      d.chk(s + "w_we", x.w_we, y.w_we);
      d.chk(s + "w", x.w, y.w);
      d.chk(s + "pred_we", x.pred_we, y.pred_we);
      d.chk(s + "pred", x.pred, y.pred);
      d.chk(s + "alu_result_we", x.alu_result_we, y.alu_result_we);
      d.chk(s + "alu_result", x.alu_result, y.alu_result);
      d.chk(s + "kill", x.kill, y.kill);
      d.chk(s + "tex_issue", x.tex_issue, y.tex_issue);
      d.chk(s + "tex_we", x.tex_we, y.tex_we);
      Vec4 texel;
      if (x.tex_issue) {
        const TexRequest want = tex_request(e, q);
        const Vec4 v = swizzle_texel(texture_sample(want), e.tex_dst_swiz);
        for (int c = 0; c < 4; ++c) texel.c[c] = (x.tex_we >> c) & 1 ? v.c[c] : 0;
        ++stats_.tex_requests;
        if (next_request >= b.requests.size()) {
          d.chk(s + "texture request made", 1, 0);
        } else {
          const CoreTexRequest& r = b.requests[next_request++];
          d.chk(s + "request.pixel", q, r.pixel);
          d.chk(s + "request.op", static_cast<unsigned>(want.op), static_cast<unsigned>(r.req.op));
          d.chk(s + "request.unit", want.unit, r.req.unit);
          d.chk(s + "request.unscaled", want.unscaled, r.req.unscaled);
          d.vec(s + "request.coord", want.coord, r.req.coord);
          d.vec(s + "request.dx", want.dx, r.req.dx);
          d.vec(s + "request.dy", want.dy, r.req.dy);
        }
      }
      d.vec(s + "texel_written", texel, b.texel_written[q]);
      stats_.kills += x.kill;
      stats_.temp_writes += (x.rgb_we != 0) + x.alpha_we + (x.tex_we != 0);
      stats_.out_writes += x.out_we != 0;
      stats_.pred_writes += x.pred_we != 0;
      stats_.alu_result_writes += x.alu_result_we;
    }
    d.chk("requests beyond the issued pixels", 0, b.requests.size() - next_request);
    FcState same = iss.fc;
    same.pc = static_cast<uint16_t>((pc + 1) & kPcMask);
    d.fc("fc.", same, b.fc);
  }

  // The pixel state after the instruction.
  static void compare_after(const Iss& iss, const CoreRetire& b, Diffs& d) {
    for (int q = 0; q < kPixels; ++q) {
      const std::string s = "after: px" + std::to_string(q) + ".";
      d.chk(s + "pred", iss.px[q].pred, b.pred[q]);
      d.chk(s + "alu_result", iss.px[q].alu_result, b.alu_result[q]);
      d.chk(s + "killed", iss.px[q].killed, b.killed[q]);
    }
  }

  R500CoreDut<Model> dut_;
  bool known_ = false;
  Instruction imem_[kInstructions];
  Vec4 consts_[kConsts];
  Vec4 temps_[kPixels][kTemps];
  Stats stats_;
  std::string report_;
  Iss last_;
  IssResult result_;
  IssPixel core_px_[kPixels];
};

}  // namespace shaderhw::r500
