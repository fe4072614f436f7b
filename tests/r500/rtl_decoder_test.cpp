// R500 RTL decoder (rtl/r500/r500_decoder.sv, verilated as Vr500_decoder) against the golden
// decoder (golden/r500/decode.h): legality, the first failing check, every field of every type
// and the ignored bits, on
//   * 10^5 uniformly random six-word instructions (mostly legal ALU/OUT words, illegal ones of
//     every check, TEX and FC words with reserved bits and unused words set), and
//   * 10^5 random legal instructions built field by field and encoded with golden encode()
//     (harness/r500/r500_gen.h random_legal, every field uniform: every type, every opcode,
//     reserved bits 0 as test vectors keep them, P23), with one in eight given a reserved value
//     of a random check (make_illegal: illegal on purpose).
// Long* (label long): 10^7 of each.
// A mismatch prints the words, the golden disassembly and every differing field.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "Vr500_decoder.h"
#include "port_bits.h"
#include "r500/asm.h"
#include "r500/decode.h"
#include "r500/r500_gen.h"

namespace shaderhw::r500 {
namespace {

using port_bits::get;

struct Diff {
  std::string name;
  uint64_t expected, got;
};

class Checker {
 public:
  Checker() : ctx_(), m_(&ctx_, "dut") {}

  std::vector<Diff> check(const Instruction& w) {
    for (int i = 0; i < kWords; ++i) m_.instr_i[i] = w.w[i];
    m_.eval();
    const Decoded d = decode(w);
    diffs_.clear();
    chk("illegal", d.illegal, m_.illegal_o);
    if (d.illegal) {
      // The RTL gives the index of the first failing check; golden its reason.
      const unsigned k = m_.illegal_check_o;
      const char* reason = k < 8 ? gen::CHECKS[k].reason : "?";
      if (std::strcmp(reason, d.illegal_reason) != 0) {
        diffs_.push_back({std::string("illegal_reason (golden '") + d.illegal_reason +
                              "', rtl '" + reason + "')",
                          0, k});
      }
    }
    for (int i = 0; i < kWords; ++i) {
      chk("reserved_bits[" + std::to_string(i) + "]", d.reserved_bits[i],
          get(m_.reserved_o, 32 * i, 32));
    }
    const CommonFields& c = d.cmn;
    chk("type", static_cast<unsigned>(c.type), m_.type_o);
    chk("tex_sem_wait", c.tex_sem_wait, m_.tex_sem_wait_o);
    chk("rgb_pred_sel", static_cast<unsigned>(c.rgb_pred_sel), m_.rgb_pred_sel_o);
    chk("rgb_pred_inv", c.rgb_pred_inv, m_.rgb_pred_inv_o);
    chk("write_inactive", c.write_inactive, m_.write_inactive_o);
    chk("last", c.last, m_.last_o);
    chk("nop", c.nop, m_.nop_o);
    chk("alu_wait", c.alu_wait, m_.alu_wait_o);
    chk("rgb_wmask", c.rgb_wmask, m_.rgb_wmask_o);
    chk("alpha_wmask", c.alpha_wmask, m_.alpha_wmask_o);
    chk("rgb_omask", c.rgb_omask, m_.rgb_omask_o);
    chk("alpha_omask", c.alpha_omask, m_.alpha_omask_o);
    chk("rgb_clamp", c.rgb_clamp, m_.rgb_clamp_o);
    chk("alpha_clamp", c.alpha_clamp, m_.alpha_clamp_o);
    chk("alu_result_sel", c.alu_result_alpha, m_.alu_result_sel_o);
    chk("alpha_pred_inv", c.alpha_pred_inv, m_.alpha_pred_inv_o);
    chk("alu_result_op", static_cast<unsigned>(c.alu_result_op), m_.alu_result_op_o);
    chk("alpha_pred_sel", static_cast<unsigned>(c.alpha_pred_sel), m_.alpha_pred_sel_o);
    chk("stat_we", c.stat_we, m_.stat_we_o);

    const AluFields& a = d.alu;
    for (int n = 0; n < 3; ++n) {
      const std::string s = "[" + std::to_string(n) + "]";
      chk("rgb_src" + s + ".addr", a.rgb_src[n].addr, get(m_.rgb_src_addr_o, 8 * n, 8));
      chk("rgb_src" + s + ".const", a.rgb_src[n].konst, get(m_.rgb_src_const_o, n, 1));
      chk("rgb_src" + s + ".rel", a.rgb_src[n].rel, get(m_.rgb_src_rel_o, n, 1));
      chk("alpha_src" + s + ".addr", a.alpha_src[n].addr, get(m_.alpha_src_addr_o, 8 * n, 8));
      chk("alpha_src" + s + ".const", a.alpha_src[n].konst, get(m_.alpha_src_const_o, n, 1));
      chk("alpha_src" + s + ".rel", a.alpha_src[n].rel, get(m_.alpha_src_rel_o, n, 1));
      chk("rgb_arg" + s + ".sel", static_cast<unsigned>(a.rgb_arg[n].sel),
          get(m_.rgb_sel_o, 2 * n, 2));
      for (int ch = 0; ch < 3; ++ch) {
        chk("rgb_arg" + s + ".swiz" + std::to_string(ch),
            static_cast<unsigned>(a.rgb_arg[n].swiz[ch]), get(m_.rgb_swiz_o, 9 * n + 3 * ch, 3));
      }
      chk("rgb_arg" + s + ".mod", static_cast<unsigned>(a.rgb_arg[n].mod),
          get(m_.rgb_mod_o, 2 * n, 2));
      chk("alpha_arg" + s + ".sel", static_cast<unsigned>(a.alpha_arg[n].sel),
          get(m_.alpha_sel_o, 2 * n, 2));
      chk("alpha_arg" + s + ".swiz", static_cast<unsigned>(a.alpha_arg[n].swiz[0]),
          get(m_.alpha_swiz_o, 3 * n, 3));
      chk("alpha_arg" + s + ".mod", static_cast<unsigned>(a.alpha_arg[n].mod),
          get(m_.alpha_mod_o, 2 * n, 2));
    }
    chk("rgb_srcp_op", static_cast<unsigned>(a.rgb_srcp_op), m_.rgb_srcp_op_o);
    chk("alpha_srcp_op", static_cast<unsigned>(a.alpha_srcp_op), m_.alpha_srcp_op_o);
    chk("rgb_op", a.rgb_op, m_.rgb_op_o);
    chk("alpha_op", a.alpha_op, m_.alpha_op_o);
    chk("rgb_omod", static_cast<unsigned>(a.rgb_omod), m_.rgb_omod_o);
    chk("alpha_omod", static_cast<unsigned>(a.alpha_omod), m_.alpha_omod_o);
    chk("rgb_target", a.rgb_target, m_.rgb_target_o);
    chk("alpha_target", a.alpha_target, m_.alpha_target_o);
    chk("alu_wmask", a.alu_wmask, m_.alu_wmask_o);
    chk("w_omask", a.w_omask, m_.w_omask_o);
    chk("rgb_addrd", a.rgb_addrd, m_.rgb_addrd_o);
    chk("rgb_addrd_rel", a.rgb_addrd_rel, m_.rgb_addrd_rel_o);
    chk("alpha_addrd", a.alpha_addrd, m_.alpha_addrd_o);
    chk("alpha_addrd_rel", a.alpha_addrd_rel, m_.alpha_addrd_rel_o);

    const TexFields& t = d.tex;
    chk("tex.inst", t.inst, m_.tex_inst_o);
    chk("tex.tex_id", t.tex_id, m_.tex_id_o);
    chk("tex.sem_acquire", t.sem_acquire, m_.tex_sem_acquire_o);
    chk("tex.ignore_uncovered", t.ignore_uncovered, m_.tex_ignore_uncovered_o);
    chk("tex.unscaled", t.unscaled, m_.tex_unscaled_o);
    tex_reg("tex.src", t.src, m_.tex_src_addr_o, m_.tex_src_rel_o, m_.tex_src_swiz_o);
    tex_reg("tex.dst", t.dst, m_.tex_dst_addr_o, m_.tex_dst_rel_o, m_.tex_dst_swiz_o);
    tex_reg("tex.dx", t.dx, m_.tex_dx_addr_o, m_.tex_dx_rel_o, m_.tex_dx_swiz_o);
    tex_reg("tex.dy", t.dy, m_.tex_dy_addr_o, m_.tex_dy_rel_o, m_.tex_dy_swiz_o);

    const FcFields& f = d.fc;
    chk("fc.op", f.op, m_.fc_op_o);
    chk("fc.b_else", f.b_else, m_.fc_b_else_o);
    chk("fc.jump_any", f.jump_any, m_.fc_jump_any_o);
    chk("fc.a_op", static_cast<unsigned>(f.a_op), m_.fc_a_op_o);
    chk("fc.jump_func", f.jump_func, m_.fc_jump_func_o);
    chk("fc.b_pop_cnt", f.b_pop_cnt, m_.fc_b_pop_cnt_o);
    chk("fc.b_op0", static_cast<unsigned>(f.b_op0), m_.fc_b_op0_o);
    chk("fc.b_op1", static_cast<unsigned>(f.b_op1), m_.fc_b_op1_o);
    chk("fc.ignore_uncovered", f.ignore_uncovered, m_.fc_ignore_uncovered_o);
    chk("fc.bool_addr", f.bool_addr, m_.fc_bool_addr_o);
    chk("fc.int_addr", f.int_addr, m_.fc_int_addr_o);
    chk("fc.jump_addr", f.jump_addr, m_.fc_jump_addr_o);
    chk("fc.jump_global", f.jump_global, m_.fc_jump_global_o);
    return diffs_;
  }

 private:
  void chk(const std::string& n, uint64_t e, uint64_t g) {
    if (e != g) diffs_.push_back({n, e, g});
  }
  void tex_reg(const std::string& n, const TexReg& r, uint64_t addr, uint64_t rel, uint64_t swiz) {
    chk(n + ".addr", r.addr, addr);
    chk(n + ".rel", r.rel, rel);
    for (int k = 0; k < 4; ++k) {
      chk(n + ".swiz" + std::to_string(k), static_cast<unsigned>(r.swiz[k]), (swiz >> (2 * k)) & 3);
    }
  }
  VerilatedContext ctx_;
  Vr500_decoder m_;
  std::vector<Diff> diffs_;
};

std::string describe(const Instruction& w) {
  const Decoded d = decode(w);
  return format_words(w) + "\n    " + disassemble(d);
}

void run(uint64_t count, uint64_t seed, bool legal_built) {
  std::printf("r500 decoder vs golden: %" PRIu64 " %s instructions, seed 0x%" PRIx64 "\n", count,
              legal_built ? "field-built" : "uniformly random", seed);
  Checker chk;
  Rng r(seed);
  uint64_t failures = 0, legal = 0;
  uint64_t by_type[4] = {}, by_check[8] = {};
  int printed = 0;
  for (uint64_t i = 0; i < count; ++i) {
    Instruction w;
    if (legal_built) {
      w = random_legal(r, static_cast<InstType>(r.below(4)), OpSelection{}, FieldMix::Uniform);
      if (r.below(8) == 0) make_illegal(r, w);
    } else {
      for (auto& x : w.w) x = r.next32();
    }
    const Decoded d = decode(w);
    if (!d.illegal) ++legal;
    ++by_type[static_cast<unsigned>(d.cmn.type)];
    if (d.illegal) {
      for (unsigned k = 0; k < 8; ++k) {
        if (std::strcmp(gen::CHECKS[k].reason, d.illegal_reason) == 0) ++by_check[k];
      }
    }
    const std::vector<Diff> diffs = chk.check(w);
    if (!diffs.empty()) {
      ++failures;
      if (printed < 10) {
        ++printed;
        std::string msg = "mismatch: " + describe(w);
        for (const Diff& f : diffs) {
          char buf[200];
          std::snprintf(buf, sizeof buf, "\n    %-28s expected 0x%" PRIx64 " got 0x%" PRIx64,
                        f.name.c_str(), f.expected, f.got);
          msg += buf;
        }
        ADD_FAILURE() << msg;
      }
    }
  }
  std::printf("  %" PRIu64 " checked, %" PRIu64 " legal; by type ALU/OUT/FC/TEX %" PRIu64
              "/%" PRIu64 "/%" PRIu64 "/%" PRIu64 "; illegal by check:",
              count, legal, by_type[0], by_type[1], by_type[2], by_type[3]);
  for (unsigned k = 0; k < 8; ++k) std::printf(" %s %" PRIu64, gen::CHECKS[k].name, by_check[k]);
  std::printf("\n  %" PRIu64 " mismatches\n", failures);
  EXPECT_EQ(failures, 0u);
  for (unsigned k = 0; k < 8; ++k) EXPECT_GT(by_check[k], 0u) << gen::CHECKS[k].name;
}

TEST(RtlDecoder, UniformRandomWords) { run(100000, 0xD0C0DE01, false); }
TEST(RtlDecoder, FieldBuiltWords) { run(100000, 0xD0C0DE02, true); }
TEST(LongRtlDecoder, UniformRandomWords) { run(10000000, 0xD0C0DE03, false); }
TEST(LongRtlDecoder, FieldBuiltWords) { run(10000000, 0xD0C0DE04, true); }

// docs/r500.md 11: the worked examples.
TEST(RtlDecoder, WorkedExamples) {
  Checker chk;
  const uint32_t ex[5][6] = {
      {0x00187800, 0xC0141400, 0xC0141400, 0x00442223, 0x0068F020, 0x1C222020},
      {0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C03A, 0x20490031},
      {0x00078005, 0x08020004, 0x08020004, 0x1C440220, 0x1C60C003, 0x20490005},
      {0x00007803, 0x02400000, 0xE401E400, 0x00000000, 0x00000000, 0x00000000},
      {0x00000402, 0x00000000, 0x12000F00, 0x00070000, 0x00000000, 0x00000000}};
  for (const auto& e : ex) {
    Instruction w;
    for (int i = 0; i < kWords; ++i) w.w[i] = e[i];
    const std::vector<Diff> diffs = chk.check(w);
    EXPECT_TRUE(diffs.empty()) << describe(w) << (diffs.empty() ? "" : ": " + diffs[0].name);
    EXPECT_FALSE(decode(w).illegal);
  }
}

}  // namespace
}  // namespace shaderhw::r500
