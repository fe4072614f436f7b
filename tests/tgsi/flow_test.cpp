// Structured flow control with per-lane masks (docs/tgsi.md 11): IF/ELSE/ENDIF, loops with BRK
// and CONT, subroutines with CAL/RET/BGNSUB/ENDSUB, conditional flow control (D7), KIL (8.9),
// the end of the program (11.6) and the limits (11.8). Lanes take different paths in every test;
// the expected outputs and step counts are worked out by hand from the rules of section 11.
#include <gtest/gtest.h>

#include "test_util.h"

namespace shaderhw::tgsi {
namespace {

using test::bits;
using test::lane_of;
using test::v4;

// IMM[0] = (0, 1, 2, 4), IMM[1] = (10, 20, 30, 40)
const char* kImm = "IMM FLT32 { 0, 1, 2, 4, 10, 20, 30, 40 }\n";

std::string prog(const std::string& body) { return std::string(kImm) + body; }

TEST(Flow, IfElseWithDivergentLanes) {
  Machine m;
  // IN[0].x per lane: 1 (true), 0 (false), -0 (false: float compare, D21), NaN (true).
  m.in[0].v[0][0] = bits(1.0f);
  m.in[0].v[0][1] = 0;
  m.in[0].v[0][2] = test::kNegZero;
  m.in[0].v[0][3] = test::kNaN;
  const ExecResult r = test::run(prog(
      "IF IN[0].x\n"
      "  MOV OUT[0].x, IMM[1].x\n"
      "ELSE\n"
      "  MOV OUT[0].x, IMM[1].y\n"
      "ENDIF\n"
      "MOV OUT[0].y, IMM[1].z\n"), m);
  const float want[4] = {10.0f, 20.0f, 20.0f, 10.0f};
  for (int l = 0; l < 4; ++l) {
    EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
    EXPECT_EQ(m.out[0].v[1][l], bits(30.0f)) << l;  // after ENDIF every lane is active again
  }
  EXPECT_EQ(r.steps, 6u);  // every instruction is visited once (no jumps over IF bodies)
}

TEST(Flow, NestedIf) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 1.0f, 0.0f, 0.0f);
  test::set_comp(m.in[0], 1, 1.0f, 0.0f, 1.0f, 0.0f);
  test::run(prog(
      "MOV OUT[0], IMM[0].xxxx\n"
      "IF IN[0].x\n"
      "  IF IN[0].y\n"
      "    MOV OUT[0].x, IMM[1].x\n"
      "  ELSE\n"
      "    MOV OUT[0].x, IMM[1].y\n"
      "  ENDIF\n"
      "ELSE\n"
      "  IF IN[0].y\n"
      "    MOV OUT[0].x, IMM[1].z\n"
      "  ENDIF\n"
      "ENDIF\n"), m);
  const float want[4] = {10.0f, 20.0f, 30.0f, 0.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Flow, LoopWithDivergentBreak) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 2.0f, 3.0f, 4.0f);  // iterations wanted per lane
  const ExecResult r = test::run(prog(
      "MOV TEMP[0], IMM[0].xxxx\n"
      "BGNLOOP2\n"
      "  ADD TEMP[0], TEMP[0], IMM[0].yyyy\n"
      "  SGE TEMP[1], TEMP[0], IN[0]\n"
      "  IF TEMP[1].x\n"
      "    BRK\n"
      "  ENDIF\n"
      "ENDLOOP2\n"
      "MOV OUT[0], TEMP[0]\n"), m);
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(float(l + 1))) << l;
  // MOV, BGNLOOP2, 4 iterations of 6 instructions (ADD SGE IF BRK ENDIF ENDLOOP2), MOV.
  EXPECT_EQ(r.steps, 27u);
}

TEST(Flow, ContinueSkipsTheRestOfOneIteration) {
  Machine m;
  test::set_comp(m.in[0], 1, 1.0f, 2.0f, 3.0f, 0.0f);  // the i to skip (0: none)
  test::run(prog(
      "MOV TEMP[0], IMM[0].xxxx\n"           // i
      "MOV TEMP[2], IMM[0].xxxx\n"           // sum
      "BGNLOOP2\n"
      "  ADD TEMP[0].x, TEMP[0].x, IMM[0].y\n"
      "  SEQ TEMP[1].x, TEMP[0].x, IN[0].y\n"
      "  IF TEMP[1].x\n"
      "    CONT\n"
      "  ENDIF\n"
      "  ADD TEMP[2].x, TEMP[2].x, TEMP[0].x\n"
      "  SGE TEMP[1].x, TEMP[0].x, IMM[0].w\n"
      "  IF TEMP[1].x\n"
      "    BRK\n"
      "  ENDIF\n"
      "ENDLOOP2\n"
      "MOV OUT[0].x, TEMP[2].x\n"), m);
  const float want[4] = {9.0f, 8.0f, 7.0f, 10.0f};  // 1+2+3+4 without the skipped i
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Flow, LoopInsideIfTerminates) {
  // Lanes outside the IF never reach the BRK; the combined-mask test still ends the loop (D23).
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 0.0f, 1.0f, 0.0f);
  test::run(prog(
      "MOV TEMP[0], IMM[0].xxxx\n"
      "IF IN[0].x\n"
      "  BGNLOOP2\n"
      "    ADD TEMP[0], TEMP[0], IMM[0].yyyy\n"
      "    SGE TEMP[1], TEMP[0], IMM[0].zzzz\n"
      "    IF TEMP[1].x\n"
      "      BRK\n"
      "    ENDIF\n"
      "  ENDLOOP2\n"
      "ENDIF\n"
      "MOV OUT[0], TEMP[0]\n"), m);
  const float want[4] = {2.0f, 0.0f, 2.0f, 0.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Flow, ConditionalBreakUsesAnyComponent) {
  // BRK when LT0.x: lanes whose CC0.x is LT leave (D7); CC0 set from a per-lane value.
  Machine m;
  test::set_comp(m.in[0], 0, -1.0f, 1.0f, -1.0f, 1.0f);
  test::run(prog(
      "MOV NULL[0].x, IN[0].x update CC0\n"
      "MOV TEMP[0], IMM[0].xxxx\n"
      "BGNLOOP2\n"
      "  ADD TEMP[0], TEMP[0], IMM[0].yyyy\n"
      "  BRK when LT0.xxxx\n"
      "  SGE TEMP[1], TEMP[0], IMM[0].wwww\n"
      "  IF TEMP[1].x\n"
      "    BRK\n"
      "  ENDIF\n"
      "ENDLOOP2\n"
      "MOV OUT[0], TEMP[0]\n"), m);
  const float want[4] = {1.0f, 4.0f, 1.0f, 4.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Flow, SubroutineWithDivergentReturn) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 0.0f, 1.0f, 0.0f);
  const ExecResult r = test::run(prog(
      "MOV OUT[0], IMM[0].xxxx\n"
      "CAL label 7\n"
      "MOV OUT[1].x, IMM[0].y\n"
      "RET\n"
      "BGNSUB target 7\n"
      "  IF IN[0].x\n"
      "    MOV OUT[0].x, IMM[1].x\n"
      "    RET\n"
      "  ENDIF\n"
      "  MOV OUT[0].y, IMM[1].y\n"
      "ENDSUB\n"), m);
  for (int l = 0; l < 4; ++l) {
    const bool t = l % 2 == 0;
    EXPECT_EQ(lane_of(m.out[0], l), v4(t ? 10.0f : 0.0f, t ? 0.0f : 20.0f, 0.0f, 0.0f)) << l;
    EXPECT_EQ(m.out[1].v[0][l], bits(1.0f)) << l;  // every lane back after the call
  }
  // MOV CAL BGNSUB IF MOV RET ENDIF MOV ENDSUB(return) MOV RET(end) = 11
  EXPECT_EQ(r.steps, 11u);
}

TEST(Flow, ReturnOfEveryLaneInsideIfRestoresTheStacks) {
  // All lanes return inside the IF: the return skips ENDIF; the call frame restores the IF stack
  // depth (G5), so the caller's ELSE/ENDIF still match.
  Machine m;
  test::set_all(m.in[0], 1.0f, 0.0f, 0.0f, 0.0f);
  test::set_comp(m.in[1], 0, 1.0f, 0.0f, 1.0f, 0.0f);
  test::run(prog(
      "IF IN[1].x\n"
      "  CAL label 3\n"
      "ELSE\n"
      "  MOV OUT[0].z, IMM[1].z\n"
      "ENDIF\n"
      "MOV OUT[0].w, IMM[1].w\n"
      "RET\n"
      "BGNSUB target 3\n"
      "  IF IN[0].x\n"
      "    MOV OUT[0].x, IMM[1].x\n"
      "    RET\n"
      "  ENDIF\n"
      "  MOV OUT[0].y, IMM[1].y\n"
      "ENDSUB\n"), m);
  for (int l = 0; l < 4; ++l) {
    const bool called = l % 2 == 0;
    EXPECT_EQ(lane_of(m.out[0], l), v4(called ? 10.0f : 0.0f, 0.0f, called ? 0.0f : 30.0f, 40.0f)) << l;
  }
}

TEST(Flow, TopLevelReturnOfSomeLanes) {
  // Lanes 0, 2 return (their outputs stay 0); the others go on. With every lane masked off by
  // the IF, RET returns nobody and the program goes on for all lanes (G3).
  for (int mask : {0x5, 0x0}) {
    Machine m;
    for (int l = 0; l < 4; ++l) m.in[0].v[0][l] = (mask >> l & 1) ? bits(1.0f) : 0u;
    test::run(prog(
        "IF IN[0].x\n"
        "  RET\n"
        "ENDIF\n"
        "MOV OUT[0].x, IMM[1].x\n"), m);
    for (int l = 0; l < 4; ++l)
      EXPECT_EQ(m.out[0].v[0][l], (mask >> l & 1) ? 0u : bits(10.0f)) << mask << " " << l;
  }
}

TEST(Flow, ConditionalCallRunsOnlyPassingLanes) {
  Machine m;
  test::set_comp(m.in[0], 2, 5.0f, 0.0f, -5.0f, 5.0f);
  test::run(prog(
      "MOV NULL[0].z, IN[0].z update CC1\n"
      "CAL label 9 when GT1.zzzz\n"
      "RET\n"
      "BGNSUB target 9\n"
      "  MOV OUT[0].x, IMM[1].x\n"
      "  RET\n"
      "ENDSUB\n"), m);
  const float want[4] = {10.0f, 0.0f, 0.0f, 10.0f};
  for (int l = 0; l < 4; ++l) EXPECT_EQ(m.out[0].v[0][l], bits(want[l])) << l;
}

TEST(Flow, NestedCallsAndEndsubFallThrough) {
  Machine m;
  const ExecResult r = test::run(prog(
      "CAL label 1\n"
      "MOV OUT[0].w, IMM[1].w\n"
      "BGNSUB target 1\n"       // reached by fall-through after the return: ENDSUB ends it
      "  CAL label 2\n"
      "  MOV OUT[0].x, IMM[1].x\n"
      "ENDSUB\n"
      "BGNSUB target 2\n"
      "  MOV OUT[0].y, IMM[1].y\n"
      "ENDSUB\n"), m);
  EXPECT_EQ(lane_of(m.out[0], 0), v4(10.0f, 20.0f, 0.0f, 40.0f));
  // CAL BGNSUB CAL BGNSUB MOV ENDSUB MOV ENDSUB MOV(w) BGNSUB CAL BGNSUB MOV ENDSUB MOV ENDSUB(end)
  EXPECT_EQ(r.steps, 16u);
}

TEST(Flow, KillBothForms) {
  Machine m;
  // One source: any of the four components < 0; -0 and NaN do not kill (8.9).
  test::set_lane(m.in[0], 0, 1.0f, 1.0f, 1.0f, -0.5f);
  test::set_lane(m.in[0], 1, 1.0f, -0.0f, 1.0f, 1.0f);
  m.in[0].v[0][2] = test::kNaN;
  test::set_lane(m.in[0], 3, 1.0f, 1.0f, 1.0f, 1.0f);
  m.in[0].v[1][2] = m.in[0].v[2][2] = m.in[0].v[3][2] = bits(2.0f);
  const ExecResult r = test::run("KIL IN[0]\nMOV OUT[0].x, IN[0].x\n", m);
  EXPECT_EQ(r.kill, 0x1);
  EXPECT_EQ(m.out[0].v[0][0], bits(1.0f));  // execution continues for killed lanes
  Machine m2;
  EXPECT_EQ(test::run("KIL\n", m2).kill, 0xF);  // no source, no test: every lane
  Machine m3;
  test::set_comp(m3.in[0], 1, 0.0f, -1.0f, 3.0f, -2.0f);
  EXPECT_EQ(test::run("MOV NULL[0], IN[0].yyyy update CC0\nKIL when LT0\n", m3).kill, 0xA);
}

TEST(Flow, KillTestsEveryEvaluatedComponent) {
  // The 2007 interpreter skipped ONE/ZERO selectors and repeated components (section 16).
  Machine m;
  test::set_all(m.in[0], 2.0f, 2.0f, 2.0f, 2.0f);
  EXPECT_EQ(test::run("KIL IN[0]{x,-x,x,x}\n", m).kill, 0xF);
  Machine m2;
  test::set_all(m2.in[0], 2.0f, 2.0f, 2.0f, 2.0f);
  EXPECT_EQ(test::run("KIL IN[0]{-1,x,y,z}\n", m2).kill, 0xF);
  Machine m3;
  test::set_all(m3.in[0], 2.0f, 2.0f, 2.0f, 2.0f);
  EXPECT_EQ(test::run("KIL -IN[0]{-x,-y,-z,0}\n", m3).kill, 0x0);  // -0.0 does not kill
}

TEST(Flow, KillOnlyActiveLanes) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 0.0f, 1.0f, 0.0f);
  test::set_all(m.in[1], -1.0f, -1.0f, -1.0f, -1.0f);
  EXPECT_EQ(test::run("IF IN[0].x\n  KIL IN[1]\nENDIF\n", m).kill, 0x5);
}

TEST(Flow, InactiveLanesAreNotWritten) {
  Machine m;
  test::set_comp(m.in[0], 0, 1.0f, 0.0f, 0.0f, 1.0f);
  test::set_all(m.out[0], 5.0f, 5.0f, 5.0f, 5.0f);
  std::vector<RegWrite> trace;
  ExecOptions opt;
  opt.trace = &trace;
  test::run("IF IN[0].x\n  MOV OUT[0], IMM[0].yyyy update CC0\nENDIF\n" + std::string(kImm), m, opt);
  EXPECT_EQ(lane_of(m.out[0], 0), v4(1.0f, 1.0f, 1.0f, 1.0f));
  EXPECT_EQ(lane_of(m.out[0], 1), v4(5.0f, 5.0f, 5.0f, 5.0f));
  EXPECT_EQ(m.cc[0][0][1], 1);  // EQ: no update for the inactive lane
  EXPECT_EQ(m.cc[0][0][0], 0);  // GT
  EXPECT_EQ(trace.size(), 16u);  // 2 lanes x 4 components x (write + CC)
}

// ---- limits (11.8): the model stops, never hangs ---------------------------------------------
TEST(Flow, RunawayLoopStopsAtTheIterationLimit) {
  const CompiledProgram p = test::compile_ok(test::frag("BGNLOOP2\nENDLOOP2\n"));
  Machine m;
  const ExecResult r = execute(p, m);
  EXPECT_EQ(r.status, ExecStatus::LOOP_LIMIT);
  EXPECT_EQ(r.steps, 1u + 65536u);  // BGNLOOP2, then 65536 completed iterations (G23)
}

TEST(Flow, StepLimit) {
  const CompiledProgram p = test::compile_ok(test::frag("BGNLOOP2\nNOP\nENDLOOP2\n"));
  Machine m;
  ExecOptions opt;
  opt.max_steps = 1000;
  const ExecResult r = execute(p, m, opt);
  EXPECT_EQ(r.status, ExecStatus::STEP_LIMIT);
  EXPECT_EQ(r.steps, 1000u);
}

TEST(Flow, CallDepthLimit) {
  const CompiledProgram p =
      test::compile_ok(test::frag("CAL label 1\nRET\nBGNSUB target 1\nCAL label 1\nENDSUB\n"));
  Machine m;
  const ExecResult r = execute(p, m);
  EXPECT_EQ(r.status, ExecStatus::CALL_DEPTH);
  // CAL, then 32 times (BGNSUB, CAL) with the 32nd nested CAL refused: 1 + 32 * 2 = 65 visits.
  EXPECT_EQ(r.steps, 65u);
}

}  // namespace
}  // namespace shaderhw::tgsi
