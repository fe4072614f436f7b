// Tests of the R500 instruction-set simulator (golden/r500/iss.h) on small hand-written programs:
// IF/ELSE/ENDIF, loops with aL, REP with subroutine calls, BREAKLOOP, texture lookups and
// TEXKILL, predicates, program start/end with OFFSET_ADDR, and the run limits. The programs use
// the driver's flow-control patterns of docs/r500.md 8.3; the expected values are worked out by
// hand, and the texture values are the worked example of docs/r500.md 13.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "r500/iss.h"
#include "test_util.h"

namespace shaderhw::r500 {
namespace {

using test::bits;
using test::vec;

std::vector<Instruction> program(const std::vector<std::string>& lines) {
  std::vector<Instruction> p;
  for (const std::string& l : lines) p.push_back(test::instr(l));
  return p;
}

IssResult run(Iss& iss, const std::vector<std::string>& lines, uint16_t end, IssConfig cfg = {}) {
  iss.load(program(lines), cfg.fc.code_offset);
  cfg.end_addr = end;
  return iss.run(cfg);
}

// OUT of temporary `t` to render target `rt`, bit-exact (MAX x,x with OMOD 7, docs/r500.md 11.3).
std::string out_copy(int t, int rt) {
  const std::string s = "t" + std::to_string(t);
  return "OUT MAX MAX omask=rgba rgb_src=" + s + "," + s + "," + s + " a_src=" + s + "," + s + "," +
         s + " rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a rgb_omod=off a_omod=off rgb_rt=" +
         std::to_string(rt) + " a_rt=" + std::to_string(rt);
}
// OUT of the constant (v, v, v, v) for an inline value v to render target `rt`.
std::string out_value(const char* v, int rt) {
  return std::string("OUT MAX MAX omask=rgba rgb_src=#") + v + ",t0,t0 a_src=#" + v +
         ",t0,t0 rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a rgb_rt=" + std::to_string(rt) +
         " a_rt=" + std::to_string(rt);
}

// The driver's IF/ELSE/ENDIF (8.3) on the condition t0.r >= 0.
const std::vector<std::string> kIfElse = {
    /*0*/ "ALU MAX MAX alu_result alu_op=ge rgb_src=t0,t0,t0 a_src=t0,t0,t0 rgb_a=src0.rgb "
          "rgb_b=src0.rgb a_a=src0.a a_b=src0.a",
    /*1*/ "FC JUMP alu_wait func=0x0F b_op0=incr b_op1=incr ignore_uncovered addr=4",  // IF
    /*2*/ out_value("1", 0),
    /*3*/ "FC JUMP alu_wait else func=0x00 b_op1=decr pop_cnt=1 addr=6",               // ELSE
    /*4*/ out_value("2", 0),
    /*5*/ "FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=6",                 // ENDIF
    /*6*/ out_value("4", 1),
};

TEST(Iss, IfElseDivergent) {
  Iss iss;
  const float cond[4] = {-1.5f, -0.5f, 0.5f, 1.5f};
  for (int p = 0; p < 4; ++p) iss.px[p].temp[0] = vec(cond[p], 0, 0, 0);
  const IssResult r = run(iss, kIfElse, 6);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 7u);  // every instruction once
  for (int p = 0; p < 4; ++p) {
    const float want = p < 2 ? 2 : 1;
    EXPECT_EQ(iss.px[p].out[0], vec(want, want, want, want)) << p;
    EXPECT_EQ(iss.px[p].out_written[0], 0xF);
    EXPECT_EQ(iss.px[p].out[1], vec(4, 4, 4, 4));
  }
  EXPECT_EQ(iss.fc.active_mask(), 0xF);
}

TEST(Iss, IfElseUniform) {
  for (float c : {1.0f, -1.0f}) {
    Iss iss;
    for (IssPixel& p : iss.px) p.temp[0] = vec(c, 0, 0, 0);
    const IssResult r = run(iss, kIfElse, 6);
    EXPECT_EQ(r.status, IssStatus::ENDED);
    // true: 0,1,2,3(jump to 6),6 = 5 steps; false: 0,1(jump to 4),4,5,6 = 5 steps.
    EXPECT_EQ(r.steps, 5u);
    const float want = c > 0 ? 1 : 2;
    for (const IssPixel& p : iss.px) EXPECT_EQ(p.out[0], vec(want, want, want, want));
    EXPECT_EQ(iss.fc.active_mask(), 0xF);
  }
}

TEST(Iss, LoopWithRelativeAddressing) {
  // for aL = 10, 11, 12, 13: t1 += c[aL]; t[aL] = 2 * c[aL]. KR 4, KG 10, KB 1.
  Iss iss;
  for (int i = 0; i < 4; ++i) {
    const float v = float(1 << i);
    iss.consts[10 + i] = vec(v, v, v, v);
  }
  IssConfig cfg;
  cfg.fc.int_const[0] = 4 | 10 << 8 | 1 << 16;
  const IssResult r = run(iss,
                          {"ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_a=src0.000 "
                           "rgb_b=src0.000 rgb_c=src0.000 a_a=src0.0 a_b=src0.0 a_c=src0.0",
                           "FC LOOP func=0x00 ignore_uncovered int=0 addr=4",
                           "ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,c0+aL,t0 "
                           "a_src=t1,c0+aL,t0 rgb_a=src0.rgb rgb_b=src0.111 rgb_c=src1.rgb "
                           "a_a=src0.a a_b=src0.1 a_c=src1.a",
                           "ALU MAD MAD wmask=rgba rgb_dst=t0+aL a_dst=t0+aL rgb_src=c0+aL,#2,t0 "
                           "a_src=c0+aL,#2,t0 rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src0.000 "
                           "a_a=src0.a a_b=src1.a a_c=src0.0",
                           "FC ENDLOOP func=0xFF any ignore_uncovered int=0 addr=2", out_copy(1, 0)},
                          5, cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 15u);  // 2 + 4 * 3 + 1
  for (const IssPixel& p : iss.px) {
    EXPECT_EQ(p.out[0], vec(15, 15, 15, 15));
    for (int i = 0; i < 4; ++i) {
      const float v = float(2 << i);
      EXPECT_EQ(p.temp[10 + i], vec(v, v, v, v)) << i;
    }
  }
  EXPECT_EQ(iss.fc.aL(), 0);  // the loop entry is gone
  EXPECT_EQ(iss.fc.loop_count.depth, 0);
}

TEST(Iss, RepeatWithSubroutine) {
  // REP 3 times: CALL a subroutine that adds 1 to t2; END_ADDR 4 sits before the subroutine.
  Iss iss;
  IssConfig cfg;
  cfg.fc.int_const[1] = 3;
  const IssResult r = run(iss,
                          {"ALU MAD MAD wmask=rgba rgb_dst=t2 a_dst=t2",  // t2 = t0.r*t0.r+t0.r = 0
                           "FC REP func=0x00 int=1 addr=3",
                           "FC JUMP func=0xFF a_op=push addr=6",
                           "FC ENDREP func=0xFF any addr=2", out_copy(2, 0),
                           "FC JUMP func=0xFF addr=4",
                           "ALU MAD MAD wmask=rgba rgb_dst=t2 a_dst=t2 rgb_src=t2,t0,t0 "
                           "a_src=t2,t0,t0 rgb_a=src0.rgb rgb_b=src0.111 rgb_c=src0.111 a_a=src0.a "
                           "a_b=src0.1 a_c=src0.1",
                           "FC JUMP func=0xFF a_op=pop addr=0"},
                          4, cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 15u);  // 0, 1, 3 * (2, 6, 7, 3), 4
  for (const IssPixel& p : iss.px) EXPECT_EQ(p.out[0], vec(3, 3, 3, 3));
  EXPECT_EQ(iss.fc.addr.depth, 0);
}

// for (t1 = 0; ; ) { t1 += 1; if (t1 - 3 >= 0) break; }, then out[0] = t1.
std::vector<std::string> break_program() {
  return {"ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,t0,t0 a_src=t1,t0,t0 "
          "rgb_a=src0.rgb rgb_b=src0.111 rgb_c=src0.000 a_a=src0.a a_b=src0.1 a_c=src0.0",
          "FC LOOP func=0x00 ignore_uncovered int=0 addr=7",
          "ALU MAD MAD wmask=rgba rgb_dst=t1 a_dst=t1 rgb_src=t1,t0,t0 a_src=t1,t0,t0 "
          "rgb_a=src0.rgb rgb_b=src0.111 rgb_c=src0.111 a_a=src0.a a_b=src0.1 a_c=src0.1",
          "ALU MAD MAD alu_result alu_op=ge rgb_src=t1,#3,t0 a_src=t1,#3,t0 rgb_a=src0.rgb "
          "rgb_b=src0.111 rgb_c=-src1.rgb",
          "FC JUMP alu_wait func=0x0F b_op0=incr ignore_uncovered addr=7",  // IF (no ELSE)
          "FC BREAKLOOP func=0xFF b_op1=decr pop_cnt=1 addr=8",              // BRK
          "FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=7",      // ENDIF
          "FC ENDLOOP func=0xFF any ignore_uncovered int=0 addr=2",
          out_copy(1, 0)};
}

TEST(Iss, BreakLoop) {
  Iss iss;
  IssConfig cfg;
  cfg.fc.int_const[0] = 255;  // the driver's endless loop (KR = 255)
  const IssResult r = run(iss, break_program(), 8, cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 15u);  // 0, 1, (2, 3, 4, 7) twice, 2, 3, 4, 5, 8
  for (const IssPixel& p : iss.px) EXPECT_EQ(p.out[0], vec(3, 3, 3, 3));
  EXPECT_EQ(iss.fc.loop_count.depth, 0);
  EXPECT_EQ(iss.fc.active_mask(), 0xF);
}

TEST(Iss, DivergentBreakLeavesForEveryPixel) {
  // docs/r500.md 12.2 G23: with one batch-wide loop stack, the first pixels to break take the
  // whole quad out of the loop (BREAKLOOP pops when taken; B_OP1 DECR reactivates the others).
  Iss iss;
  iss.px[0].temp[1] = vec(1, 1, 1, 1);  // pixel 0 reaches 3 one iteration early
  IssConfig cfg;
  cfg.fc.int_const[0] = 255;
  std::vector<std::string> prog = break_program();
  prog[0] = "ALU MAD MAD rgb_dst=t1 a_dst=t1";  // keep the preloaded t1
  const IssResult r = run(iss, prog, 8, cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(iss.px[0].out[0], vec(3, 3, 3, 3));
  for (int p = 1; p < 4; ++p) EXPECT_EQ(iss.px[p].out[0], vec(2, 2, 2, 2)) << p;
  EXPECT_EQ(iss.fc.active_mask(), 0xF);
}

TEST(Iss, TextureAndKill) {
  // docs/r500.md 13: LD on unit 1 at (0.25, 0.5, 0.75, 1.0) gives
  // (0x3F233F00, 0x3F5C2100, 0x3DDF6000, 0x3F156000); pixel 2 is killed and outputs nothing.
  Iss iss;
  for (int p = 0; p < 4; ++p) iss.px[p].temp[0] = vec(0.25f, p == 2 ? -0.5f : 0.5f, 0.75f, 1.0f);
  const IssResult r = run(iss,
                          {"TEX LD wmask=rgba id=1 src=t0.rgba dst=t1.rgba acquire",
                           "TEX LD wmask=rgb id=1 src=t0.rgba dst=t2.abgr",
                           "TEX KIL id=0 src=t0.rgba dst=t0.rgba", out_copy(1, 0)},
                          3);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  const Vec4 texel = test::raw(0x3F233F00u, 0x3F5C2100u, 0x3DDF6000u, 0x3F156000u);
  for (int p : {0, 1, 3}) {
    EXPECT_FALSE(iss.px[p].killed);
    EXPECT_EQ(iss.px[p].out[0], texel) << p;
    EXPECT_EQ(iss.px[p].temp[2], test::raw(0x3F156000u, 0x3DDF6000u, 0x3F5C2100u, 0)) << p;
  }
  EXPECT_TRUE(iss.px[2].killed);
  EXPECT_EQ(iss.px[2].out_written[0], 0);
}

TEST(Iss, TextureFunction) {
  // docs/r500.md 13, second example: PROJ on unit 2, unscaled, at (1, 2, 3, 4).
  TexRequest req;
  req.op = TexOp::PROJ;
  req.unit = 2;
  req.unscaled = true;
  req.coord = vec(1, 2, 3, 4);
  EXPECT_EQ(texture_sample(req), test::raw(0x3F7D2D00u, 0x3D15E000u, 0x3F7A6100u, 0x3E56D400u));
  // LD ignores Q and the gradients.
  req = TexRequest{};
  req.unit = 1;
  req.coord = vec(0.25f, 0.5f, 0.75f, 7.0f);
  req.dx = vec(9, 9, 9, 9);
  EXPECT_EQ(texture_sample(req), test::raw(0x3F233F00u, 0x3F5C2100u, 0x3DDF6000u, 0x3F156000u));
}

TEST(Iss, PredicatedSequence) {
  // An ALU instruction sets predicate bits, the next is predicated on them.
  Iss iss;
  const float v[4] = {-1, 2, -3, 4};
  for (int p = 0; p < 4; ++p) iss.px[p].temp[0] = vec(v[p], 0, 0, 0);
  const IssResult r = run(iss,
                          {"ALU MAX MAX omask=r rgb_pcmp=lt rgb_src=t0,t0,t0 a_src=t0,t0,t0 "
                           "rgb_a=src0.rgb rgb_b=src0.rgb a_a=src0.a a_b=src0.a",
                           "ALU MAD MAD wmask=rgba pred_rgb=rrrr pred_a=!rrrr rgb_dst=t5 a_dst=t5 "
                           "rgb_src=#1,t0,t0 a_src=#1,t0,t0 rgb_a=src0.rgb rgb_b=src0.rgb "
                           "rgb_c=src0.000 a_a=src0.a a_b=src0.a a_c=src0.0"},
                          1);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  for (int p = 0; p < 4; ++p) {
    const bool neg = v[p] < 0;
    EXPECT_EQ(iss.px[p].pred, neg ? 1 : 0) << p;
    EXPECT_EQ(iss.px[p].temp[5], neg ? vec(1, 1, 1, 0) : vec(0, 0, 0, 1)) << p;
  }
}

TEST(Iss, StartEndAndOffset) {
  // START_ADDR 1, END_ADDR 2, OFFSET_ADDR 100: slots 101 and 102 run, 100 does not.
  Iss iss;
  IssConfig cfg;
  cfg.fc.code_offset = 100;
  cfg.start_addr = 1;
  const IssResult r = run(iss, {out_value("1", 0), out_value("2", 1), out_value("4", 2)}, 2, cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 2u);
  EXPECT_EQ(r.last_pc, 102);
  EXPECT_EQ(iss.px[0].out_written[0], 0);
  EXPECT_EQ(iss.px[0].out[1], vec(2, 2, 2, 2));
  EXPECT_EQ(iss.px[0].out[2], vec(4, 4, 4, 4));
}

TEST(Iss, Limits) {
  Iss iss;
  IssConfig cfg;
  cfg.max_steps = 100;
  IssResult r = run(iss, {"FC JUMP func=0xFF addr=0", out_value("1", 0)}, 1, cfg);
  EXPECT_EQ(r.status, IssStatus::STEP_LIMIT);
  EXPECT_EQ(r.steps, 100u);
  Iss ret;
  r = run(ret, {"FC JUMP func=0xFF a_op=pop addr=0"}, 0);
  EXPECT_EQ(r.status, IssStatus::STACK_FAULT);
  // An illegal instruction is a counted no-op (P22).
  Iss ill;
  ill.imem[0].w[5] = 6;  // ALU with reserved RGB opcode 6
  ill.load(program({out_value("1", 0)}), 1);
  cfg.end_addr = 1;
  r = ill.run(cfg);
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.illegal_count, 1u);
  EXPECT_EQ(ill.px[0].out[0], vec(1, 1, 1, 1));
}

}  // namespace
}  // namespace shaderhw::r500
