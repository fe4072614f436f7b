// R500 shader core (rtl/r500/r500_core.sv, verilated as Vr500_core with the adapter
// verilated/r500_core_dut.h) in lock-step with the golden instruction-set simulator
// (golden/r500/iss.h), bit for bit.
//
// The comparison is harness/r500/r500_lockstep.h's LockStep (the one `shaderhw exec` runs):
// every executed instruction's effects against the ISS's step, then the whole end state; the
// texture port served with golden texture_sample() under random back-pressure and delays.
//
// Programs: random_program(seed, index) (harness/r500/r500_program_gen.h):
// RtlCore.RandomPrograms (label quick) 300 programs, RtlCore.RandomProgramsNoCut 100 on the core built with NumPipeRegs 0
// (Vr500_core_p0), LongRtlCore.RandomPrograms (label long) 10^4; ManualRtlCore.Replay runs one
// program again from R500_CORE_SEED and R500_CORE_INDEX, with its listing; and directed programs:
// the worked examples of docs/r500.md 11 run as programs, IF/ELSE (divergent and uniform), a loop
// with aL-relative addressing, REP with a subroutine call and return, BREAKLOOP, TEXKILL,
// predication, START/END with OFFSET_ADDR, the step limit, a stack fault and an illegal
// instruction, each also checked against hand-worked values.
// A mismatch prints the program (seed, index, configuration and golden disassembly), the step,
// PC and instruction, and every differing field with its expected and actual value.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "Vr500_core.h"
#include "Vr500_core_p0.h"
#include "r500/asm.h"
#include "r500/execute.h"
#include "r500/fc.h"
#include "r500/iss.h"
#include "r500_core_dut.h"
#include "r500/r500_lockstep.h"
#include "r500/r500_program_gen.h"
#include "test_util.h"

namespace shaderhw::r500 {
namespace {

using lockstep::Stats;
using lockstep::status_name;

template <class Model>
void random_programs(const char* model, uint64_t count, uint64_t seed) {
  std::printf("r500 core (%s) vs golden ISS: %" PRIu64 " random programs, seed 0x%" PRIx64 "\n",
              model, count, seed);
  LockStep<Model> ls;
  uint64_t lengths = 0;
  for (uint64_t i = 0; i < count; ++i) {
    const RandomProgram p = random_program(seed, i);
    lengths += p.code.size();
    char name[64];
    std::snprintf(name, sizeof name, "random_program(0x%" PRIx64 ", %" PRIu64 ")", seed, i);
    if (!ls.check(p, name, seed ^ (i * 0x9E3779B97F4A7C15ull)) && ls.stats().mismatches <= 5) {
      ADD_FAILURE() << ls.report();
    }
  }
  const Stats& s = ls.stats();
  std::printf("  %" PRIu64 " programs (%.1f instructions on average), %" PRIu64
              " instructions executed in %" PRIu64 " cycles (%.1f per instruction)\n",
              s.programs, double(lengths) / double(count), s.steps, s.cycles,
              s.steps ? double(s.cycles) / double(s.steps) : 0.0);
  std::printf("  ended %" PRIu64 ", step limit %" PRIu64 ", stack fault %" PRIu64 " (by opcode:",
              s.status[0], s.status[1], s.status[2]);
  for (int op = 0; op < 8; ++op)
    std::printf(" %s %" PRIu64, gen::FC_OP_INFO[op].mnemonic, s.fault_by_op[op]);
  std::printf(")\n");
  std::printf("  executed: ALU %" PRIu64 " OUT %" PRIu64 " FC %" PRIu64 " TEX %" PRIu64
              " (illegal %" PRIu64 "); FC ops:",
              s.by_type[0], s.by_type[1], s.by_type[2], s.by_type[3], s.illegal);
  for (int op = 0; op < 8; ++op)
    std::printf(" %s %" PRIu64, gen::FC_OP_INFO[op].mnemonic, s.fc_ops[op]);
  std::printf(" (taken %" PRIu64 ")\n", s.fc_taken);
  std::printf("  texture requests %" PRIu64 ", kills %" PRIu64 ", temporary writes %" PRIu64
              ", output writes %" PRIu64 ", predicate writes %" PRIu64
              ", ALU result writes %" PRIu64 ", ALU/OUT with aL != 0 %" PRIu64 "\n",
              s.tex_requests, s.kills, s.temp_writes, s.out_writes, s.pred_writes,
              s.alu_result_writes, s.rel_al_nonzero);
  std::printf("  %" PRIu64 " programs mismatched\n", s.mismatches);
  EXPECT_EQ(s.mismatches, 0u);
  // The programs must reach what they are meant to (every ending, every FC opcode, textures).
  EXPECT_GT(s.status[0], 0u);
  EXPECT_GT(s.status[1], 0u);
  EXPECT_GT(s.status[2], 0u);
  for (int op = 0; op < 8; ++op) EXPECT_GT(s.fc_ops[op], 0u) << gen::FC_OP_INFO[op].mnemonic;
  EXPECT_GT(s.tex_requests, 0u);
  EXPECT_GT(s.kills, 0u);
  EXPECT_GT(s.illegal, 0u);
  EXPECT_GT(s.rel_al_nonzero, 0u);
}

TEST(RtlCore, RandomPrograms) { random_programs<Vr500_core>("NumPipeRegs 3", 300, 0xC0DE0500); }
TEST(RtlCore, RandomProgramsNoCut) {
  random_programs<Vr500_core_p0>("NumPipeRegs 0", 100, 0xC0DE0502);
}
TEST(LongRtlCore, RandomPrograms) {
  random_programs<Vr500_core>("NumPipeRegs 3", 10000, 0xC0DE0501);
}

// One program again, with its listing: R500_CORE_SEED=0x... R500_CORE_INDEX=n
// r500_rtl_core_tests --gtest_filter=ManualRtlCore.* (not registered with CTest).
TEST(ManualRtlCore, Replay) {
  const char* seed = std::getenv("R500_CORE_SEED");
  const char* index = std::getenv("R500_CORE_INDEX");
  if (!seed || !index) GTEST_SKIP() << "set R500_CORE_SEED and R500_CORE_INDEX";
  const uint64_t s = std::strtoull(seed, nullptr, 0), i = std::strtoull(index, nullptr, 0);
  const RandomProgram p = random_program(s, i);
  std::printf("%s", p.listing().c_str());
  LockStep<Vr500_core> ls;
  char name[64];
  std::snprintf(name, sizeof name, "random_program(0x%" PRIx64 ", %" PRIu64 ")", s, i);
  EXPECT_TRUE(ls.check(p, name, s ^ (i * 0x9E3779B97F4A7C15ull))) << ls.report();
  std::printf("golden: %s after %" PRIu64 " steps\n", status_name(ls.result().status),
              ls.result().steps);
}

// ---------------------------------------------------------------------------------------------
// Directed programs (the iss_test.cpp programs and docs/r500.md 11), with hand-worked values
// ---------------------------------------------------------------------------------------------
using test::bits;
using test::vec;

RandomProgram directed(const std::vector<std::string>& lines, uint16_t end, IssConfig cfg = {}) {
  RandomProgram p;
  for (const std::string& l : lines) p.code.push_back(test::instr(l));
  cfg.end_addr = end;
  p.cfg = cfg;
  return p;
}

// OUT of temporary `t` to render target `rt`, bit-exact (MAX x,x with OMOD 7, docs/r500.md 11.3).
std::string out_copy(int t, int rt) {
  const std::string s = "t" + std::to_string(t);
  return "OUT MAX MAX omask=rgba rgb_src=" + s + "," + s + "," + s + " a_src=" + s + "," + s + "," +
         s +
         " rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a rgb_omod=off a_omod=off rgb_rt=" +
         std::to_string(rt) + " a_rt=" + std::to_string(rt);
}
std::string out_value(const char* v, int rt) {
  return std::string("OUT MAX MAX omask=rgba rgb_src=#") + v + ",t0,t0 a_src=#" + v +
         ",t0,t0 rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a rgb_rt=" + std::to_string(rt) +
         " a_rt=" + std::to_string(rt);
}

const std::vector<std::string> kIfElse = {
    "ALU MAX MAX alu_result alu_op=ge rgb_src=t0,t0,t0 a_src=t0,t0,t0 rgb_a=src0.rgb "
    "rgb_b=src0.rgb a_a=src0.a a_b=src0.a",
    "FC JUMP alu_wait func=0x0F b_op0=incr b_op1=incr ignore_uncovered addr=4",
    out_value("1", 0),
    "FC JUMP alu_wait else func=0x00 b_op1=decr pop_cnt=1 addr=6",
    out_value("2", 0),
    "FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=6",
    out_value("4", 1),
};

class RtlCoreDirected : public ::testing::Test {
 protected:
  bool run(const RandomProgram& p, const char* name) {
    const bool ok = ls_.check(p, name, 0xD1AEC7);
    if (!ok) ADD_FAILURE() << ls_.report();
    EXPECT_TRUE(ok) << name;
    return ok;
  }
  const IssPixel& px(int q) const { return ls_.core_pixel(q); }
  LockStep<Vr500_core> ls_;
};

TEST_F(RtlCoreDirected, WorkedExamples) {
  // docs/r500.md 11 as one program: 11.1 MAD with presubtract (temp[2]), 11.2 DP3 with RCP
  // (temp[3]), 11.3 exact copy of temp[4] to render target 0, copies of temp[3] to target 1; then
  // 11.5 IF without ELSE, which jumps to slot 7 (the ALU result is 0 in every pixel), over a copy
  // to target 2 and 11.4's TEX LD; slot 7 copies temp[2] to target 3 and ends the program.
  RandomProgram p;
  const uint32_t w[5][6] = {
      {0x00187800, 0xC0141400, 0xC0141400, 0x00442223, 0x0068F020, 0x1C222020},
      {0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C03A, 0x20490031},
      {0x00078005, 0x08020004, 0x08020004, 0x1C440220, 0x1C60C003, 0x20490005},
      {0x00007803, 0x02400000, 0xE401E400, 0, 0, 0},
      {0x00000402, 0, 0x12000F00, 0x00070000, 0, 0}};
  auto words = [&](int k) {
    return Instruction{{w[k][0], w[k][1], w[k][2], w[k][3], w[k][4], w[k][5]}};
  };
  p.code = {words(0), words(1),
            words(2), test::instr(out_copy(3, 1)),
            words(4), test::instr(out_copy(2, 2)),
            words(3), test::instr(out_copy(2, 3))};
  p.consts[5] = vec(0.5f, 0.5f, 0.5f, 0.5f);
  p.consts[1] = vec(4.0f, 5.0f, 6.0f, 99.0f);
  for (int q = 0; q < kPixels; ++q) {
    p.temps[q][0] = vec(0.25f, 0.5f, 0.75f, 0.5f);
    p.temps[q][1] = vec(0.125f, 0.25f, 1.0f, 0.25f);
    p.temps[q][4] = test::raw(0x3E4CCCCDu, 0xBFC00000u, 0x40400000u, 0x80000000u);
  }
  p.cfg.end_addr = 7;
  ASSERT_TRUE(run(p, "docs/r500.md 11 as a program"));
  EXPECT_EQ(ls_.result().steps, 6u);  // slots 0-4 and 7
  for (int q = 0; q < kPixels; ++q) {
    EXPECT_EQ(px(q).temp[2], vec(0.5f, 0.5f, 1.0f, 0.5f));  // 11.1
    // 11.2: temp[0].rgb . const[1].rgb = 1 + 2.5 + 4.5; 1 / temp[2].a (0.5, written by 11.1)
    EXPECT_EQ(px(q).temp[3], vec(8, 8, 8, 2));
    EXPECT_EQ(px(q).out[1], vec(8, 8, 8, 2));
    EXPECT_EQ(px(q).out[0], test::raw(0x3E4CCCCDu, 0xBFC00000u, 0x40400000u, 0x80000000u));  // 11.3
    EXPECT_EQ(px(q).out_written[0], 0xF);
    EXPECT_EQ(px(q).out_written[2], 0);                         // skipped by the IF (11.5)
    EXPECT_EQ(px(q).temp[1], vec(0.125f, 0.25f, 1.0f, 0.25f));  // 11.4 skipped
    EXPECT_EQ(px(q).out[3], vec(0.5f, 0.5f, 1.0f, 0.5f));
  }
  EXPECT_EQ(ls_.golden().fc.pc, 8);
}

TEST_F(RtlCoreDirected, TexLoadExample) {
  // 11.4 on its own, then a copy of its result: the texel of docs/r500.md 13's function.
  RandomProgram p;
  p.code = {Instruction{{0x00007803, 0x02400000, 0xE401E400, 0, 0, 0}},
            test::instr(out_copy(1, 0))};
  for (int q = 0; q < kPixels; ++q) p.temps[q][0] = vec(0.25f, 0.5f, 0.75f, 1.0f);
  p.cfg.end_addr = 1;
  ASSERT_TRUE(run(p, "docs/r500.md 11.4"));
  TexRequest r;
  r.op = TexOp::LD;
  r.coord = vec(0.25f, 0.5f, 0.75f, 1.0f);
  for (int q = 0; q < kPixels; ++q) EXPECT_EQ(px(q).out[0], texture_sample(r));
}

TEST_F(RtlCoreDirected, IfElse) {
  {
    RandomProgram p = directed(kIfElse, 6);
    const float cond[4] = {-1.5f, -0.5f, 0.5f, 1.5f};
    for (int q = 0; q < 4; ++q) p.temps[q][0] = vec(cond[q], 0, 0, 0);
    ASSERT_TRUE(run(p, "IF/ELSE divergent"));
    for (int q = 0; q < 4; ++q) {
      const float want = q < 2 ? 2 : 1;
      EXPECT_EQ(px(q).out[0], vec(want, want, want, want)) << q;
      EXPECT_EQ(px(q).out[1], vec(4, 4, 4, 4));
    }
  }
  for (float c : {1.0f, -1.0f}) {
    RandomProgram p = directed(kIfElse, 6);
    for (int q = 0; q < 4; ++q) p.temps[q][0] = vec(c, 0, 0, 0);
    ASSERT_TRUE(run(p, "IF/ELSE uniform"));
    const float want = c > 0 ? 1 : 2;
    for (int q = 0; q < 4; ++q) EXPECT_EQ(px(q).out[0], vec(want, want, want, want));
  }
}

TEST_F(RtlCoreDirected, LoopWithRelativeAddressing) {
  // for aL = 10, 11, 12, 13: t1 += c[aL]; t[aL] = 2 * c[aL]. KR 4, KG 10, KB 1.
  IssConfig cfg;
  cfg.fc.int_const[0] = 4 | 10 << 8 | 1 << 16;
  RandomProgram p = directed(
      {"ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_a=src0.000 rgb_b=src0.000 rgb_c=src0.000 "
       "a_a=src0.0 a_b=src0.0 a_c=src0.0",
       "FC LOOP func=0x00 ignore_uncovered int=0 addr=4",
       "ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,c0+aL,t0 a_src=t1,c0+aL,t0 "
       "rgb_a=src0.rgb rgb_b=src0.111 rgb_c=src1.rgb a_a=src0.a a_b=src0.1 a_c=src1.a",
       "ALU MAD MAD wmask=rgba rgb_dst=t0+aL a_dst=t0+aL rgb_src=c0+aL,#2,t0 a_src=c0+aL,#2,t0 "
       "rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src0.000 a_a=src0.a a_b=src1.a a_c=src0.0",
       "FC ENDLOOP func=0xFF any ignore_uncovered int=0 addr=2", out_copy(1, 0)},
      5, cfg);
  for (int i = 0; i < 4; ++i) {
    const float v = float(1 << i);
    p.consts[10 + i] = vec(v, v, v, v);
  }
  ASSERT_TRUE(run(p, "loop with aL"));
  EXPECT_EQ(ls_.golden().fc.loop_count.depth, 0);
  for (int q = 0; q < 4; ++q) {
    EXPECT_EQ(px(q).out[0], vec(15, 15, 15, 15));
    for (int i = 0; i < 4; ++i) {
      const float v = float(2 << i);
      EXPECT_EQ(px(q).temp[10 + i], vec(v, v, v, v)) << i;
    }
  }
}

TEST_F(RtlCoreDirected, CallAndReturn) {
  // REP 3 times: CALL a subroutine that adds 1 to t2; END_ADDR 4 sits before the subroutine.
  IssConfig cfg;
  cfg.fc.int_const[1] = 3;
  RandomProgram p = directed(
      {"ALU MAD MAD wmask=rgba rgb_dst=t2 a_dst=t2", "FC REP func=0x00 int=1 addr=3",
       "FC JUMP func=0xFF a_op=push addr=6", "FC ENDREP func=0xFF any addr=2", out_copy(2, 0),
       "FC JUMP func=0xFF addr=4",
       "ALU MAD MAD wmask=rgba rgb_dst=t2 a_dst=t2 rgb_src=t2,t0,t0 a_src=t2,t0,t0 rgb_a=src0.rgb "
       "rgb_b=src0.111 rgb_c=src0.111 a_a=src0.a a_b=src0.1 a_c=src0.1",
       "FC JUMP func=0xFF a_op=pop addr=0"},
      4, cfg);
  ASSERT_TRUE(run(p, "REP with a subroutine"));
  for (int q = 0; q < 4; ++q) EXPECT_EQ(px(q).out[0], vec(3, 3, 3, 3));
  EXPECT_EQ(ls_.golden().fc.addr.depth, 0);
}

TEST_F(RtlCoreDirected, BreakLoop) {
  IssConfig cfg;
  cfg.fc.int_const[0] = 255;
  const std::vector<std::string> prog = {
      "ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,t0,t0 a_src=t1,t0,t0 rgb_a=src0.rgb "
      "rgb_b=src0.111 rgb_c=src0.000 a_a=src0.a a_b=src0.1 a_c=src0.0",
      "FC LOOP func=0x00 ignore_uncovered int=0 addr=7",
      "ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,t0,t0 a_src=t1,t0,t0 rgb_a=src0.rgb "
      "rgb_b=src0.111 rgb_c=src0.111 a_a=src0.a a_b=src0.1 a_c=src0.1",
      "ALU MAD MAD alu_result alu_op=ge rgb_src=t1,#3,t0 a_src=t1,#3,t0 rgb_a=src0.rgb "
      "rgb_b=src0.111 rgb_c=-src1.rgb",
      "FC JUMP alu_wait func=0x0F b_op0=incr ignore_uncovered addr=7",
      "FC BREAKLOOP func=0xFF b_op1=decr pop_cnt=1 addr=8",
      "FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=7",
      "FC ENDLOOP func=0xFF any ignore_uncovered int=0 addr=2",
      out_copy(1, 0)};
  ASSERT_TRUE(run(directed(prog, 8, cfg), "BREAKLOOP"));
  for (int q = 0; q < 4; ++q) EXPECT_EQ(px(q).out[0], vec(3, 3, 3, 3));
  EXPECT_EQ(ls_.result().steps, 15u);  // 0, 1, (2, 3, 4, 7) twice, 2, 3, 4, 5, 8
}

TEST_F(RtlCoreDirected, TextureAndKill) {
  // docs/r500.md 13: LD on unit 1 at (0.25, 0.5, 0.75, 1.0) gives (0x3F233F00, 0x3F5C2100,
  // 0x3DDF6000, 0x3F156000); pixel 2 is killed and outputs nothing.
  RandomProgram p = directed({"TEX LD wmask=rgba id=1 src=t0.rgba dst=t1.rgba acquire",
                              "TEX LD wmask=rgb id=1 src=t0.rgba dst=t2.abgr",
                              "TEX KIL id=0 src=t0.rgba dst=t0.rgba", out_copy(1, 0)},
                             3);
  for (int q = 0; q < 4; ++q) p.temps[q][0] = vec(0.25f, q == 2 ? -0.5f : 0.5f, 0.75f, 1.0f);
  ASSERT_TRUE(run(p, "TEX and TEXKILL"));
  const Vec4 texel = test::raw(0x3F233F00u, 0x3F5C2100u, 0x3DDF6000u, 0x3F156000u);
  for (int q : {0, 1, 3}) {
    EXPECT_FALSE(px(q).killed);
    EXPECT_EQ(px(q).out[0], texel) << q;
    EXPECT_EQ(px(q).temp[2], test::raw(0x3F156000u, 0x3DDF6000u, 0x3F5C2100u, 0)) << q;
  }
  EXPECT_TRUE(px(2).killed);
  EXPECT_EQ(px(2).out_written[0], 0);
}

TEST_F(RtlCoreDirected, PredicatedSequence) {
  const float v[4] = {-1, 2, -3, 4};
  RandomProgram p = directed(
      {"ALU MAX MAX omask=r rgb_pcmp=lt rgb_src=t0,t0,t0 a_src=t0,t0,t0 rgb_a=src0.rgb "
       "rgb_b=src0.rgb a_a=src0.a a_b=src0.a",
       "ALU MAD MAD wmask=rgba pred_rgb=rrrr pred_a=!rrrr rgb_dst=t5 a_dst=t5 rgb_src=#1,t0,t0 "
       "a_src=#1,t0,t0 rgb_a=src0.rgb rgb_b=src0.rgb rgb_c=src0.000 a_a=src0.a a_b=src0.a "
       "a_c=src0.0"},
      1);
  for (int q = 0; q < 4; ++q) p.temps[q][0] = vec(v[q], 0, 0, 0);
  ASSERT_TRUE(run(p, "predicated sequence"));
  for (int q = 0; q < 4; ++q) {
    const bool neg = v[q] < 0;
    EXPECT_EQ(px(q).pred, neg ? 1 : 0) << q;
    EXPECT_EQ(px(q).temp[5], neg ? vec(1, 1, 1, 0) : vec(0, 0, 0, 1)) << q;
  }
}

TEST_F(RtlCoreDirected, StartEndAndOffset) {
  // START_ADDR 1, END_ADDR 2, OFFSET_ADDR 100: slots 101 and 102 run, 100 does not.
  IssConfig cfg;
  cfg.fc.code_offset = 100;
  cfg.start_addr = 1;
  ASSERT_TRUE(run(directed({out_value("1", 0), out_value("2", 1), out_value("4", 2)}, 2, cfg),
                  "start, end and offset"));
  EXPECT_EQ(ls_.result().steps, 2u);
  EXPECT_EQ(ls_.result().last_pc, 102);
  EXPECT_EQ(px(0).out_written[0], 0);
  EXPECT_EQ(px(0).out[1], vec(2, 2, 2, 2));
  EXPECT_EQ(px(0).out[2], vec(4, 4, 4, 4));
}

TEST_F(RtlCoreDirected, Limits) {
  IssConfig cfg;
  cfg.max_steps = 100;
  ASSERT_TRUE(run(directed({"FC JUMP func=0xFF addr=0", out_value("1", 0)}, 1, cfg), "step limit"));
  EXPECT_EQ(ls_.result().status, IssStatus::STEP_LIMIT);
  EXPECT_EQ(ls_.result().steps, 100u);
  ASSERT_TRUE(run(directed({"FC JUMP func=0xFF a_op=pop addr=0"}, 0), "return on an empty stack"));
  EXPECT_EQ(ls_.result().status, IssStatus::STACK_FAULT);
  // An illegal instruction is a counted no-op (P22).
  RandomProgram ill = directed({"ALU MAD MAD", out_value("1", 0)}, 1);
  ill.code[0].w[5] = 6;  // ALU with reserved RGB opcode 6
  ASSERT_TRUE(run(ill, "illegal instruction"));
  EXPECT_EQ(ls_.result().illegal_count, 1u);
  EXPECT_EQ(px(0).out[0], vec(1, 1, 1, 1));
  // No step at all.
  cfg.max_steps = 0;
  ASSERT_TRUE(run(directed({out_value("1", 0)}, 0, cfg), "max_steps 0"));
  EXPECT_EQ(ls_.result().steps, 0u);
  EXPECT_EQ(px(0).out_written[0], 0);
}

}  // namespace
}  // namespace shaderhw::r500
