// Tests of one R500 flow-control instruction (golden/r500/fc.h) against docs/r500.md 8: the jump
// decision, B_ELSE, branch-state ops, every opcode with its loop/address stacks, stack faults,
// partial mode. Expected states are worked out by hand from 8.2 and 8.3.
#include <gtest/gtest.h>

#include <string>

#include "r500/fc.h"
#include "test_util.h"

namespace shaderhw::r500 {
namespace {

struct Fc {
  FcIn in;
  FcConfig cfg;
  explicit Fc(const std::string& line, uint16_t pc = 10) {
    in.instr = test::instr(line);
    in.state.pc = pc;
  }
  Fc& alu(uint8_t mask) {  // bit p: alu_result of pixel p
    for (int p = 0; p < 4; ++p) in.px[p].alu_result = (mask >> p) & 1;
    return *this;
  }
  Fc& inactive(int p, int8_t bcnt) {
    in.state.px[p].active = false;
    in.state.px[p].bcnt = bcnt;
    return *this;
  }
  FcOut go() const { return execute_fc(in, cfg); }
};

// Driver patterns of 8.3 (JUMP_ADDR values are arbitrary slots).
const char* kIf = "FC JUMP alu_wait func=0x0F b_op0=incr ignore_uncovered addr=20";
const char* kIfElse = "FC JUMP alu_wait func=0x0F b_op0=incr b_op1=incr ignore_uncovered addr=20";
const char* kElse = "FC JUMP alu_wait else func=0x00 b_op1=decr pop_cnt=1 addr=30";
const char* kEndif = "FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=31";

TEST(FcDecision, AllOrAny) {
  // 8.2 step 3: all (true when nobody is considered) or any (false when nobody is).
  EXPECT_TRUE(Fc("FC JUMP func=0xF0 addr=5").alu(0xF).go().take);
  EXPECT_FALSE(Fc("FC JUMP func=0xF0 addr=5").alu(0x7).go().take);
  EXPECT_TRUE(Fc("FC JUMP func=0xF0 any addr=5").alu(0x2).go().take);
  EXPECT_FALSE(Fc("FC JUMP func=0xF0 any addr=5").alu(0x0).go().take);
  Fc none("FC JUMP func=0x00 addr=5");
  for (int p = 0; p < 4; ++p) none.inactive(p, 0);
  EXPECT_TRUE(none.go().take);
  EXPECT_EQ(none.go().next.pc, 5);
  Fc none_any("FC JUMP func=0xFF any addr=5");
  for (int p = 0; p < 4; ++p) none_any.inactive(p, 0);
  EXPECT_FALSE(none_any.go().take);
  EXPECT_EQ(none_any.go().next.pc, 11);
  // Killed pixels take no part (G9).
  Fc killed("FC JUMP func=0xF0 addr=5");
  killed.alu(0x7).in.px[3].killed = true;
  EXPECT_TRUE(killed.go().take);
  EXPECT_EQ(killed.go().considered, 0x7);
}

TEST(FcDecision, JumpFuncInputs) {
  // Index = alu_result * 4 + predicate * 2 + bool: 0xAA wants bool = 1, 0xCC predicate = 1.
  Fc b("FC JUMP func=0xAA bool=7 addr=5");
  b.cfg.bool_const = 1u << 7;
  EXPECT_TRUE(b.go().take);
  b.cfg.bool_const = ~(1u << 7);
  EXPECT_FALSE(b.go().take);
  // Predicate (6.5, P13): NONE -> 0 (INV ignored), RGBA -> pred R, XXXX -> that bit, then INV.
  auto want = [](const char* pred, uint8_t bits) {
    Fc f(std::string("FC JUMP func=0xCC addr=5 any ") + pred);
    for (FcPixelIn& p : f.in.px) p.pred = bits;
    return f.go().take;
  };
  EXPECT_FALSE(want("", 0xF));
  EXPECT_FALSE(want("pred_rgb=!none", 0x0));
  EXPECT_TRUE(want("pred_rgb=rgba", 0x1));
  EXPECT_FALSE(want("pred_rgb=rgba", 0xE));
  EXPECT_TRUE(want("pred_rgb=gggg", 0x2));
  EXPECT_TRUE(want("pred_rgb=bbbb", 0x4));
  EXPECT_TRUE(want("pred_rgb=aaaa", 0x8));
  EXPECT_TRUE(want("pred_rgb=!aaaa", 0x7));
  EXPECT_FALSE(want("pred_rgb=rrrr pred_a=aaaa", 0x8));  // the alpha fields have no effect
}

TEST(FcDecision, IgnoreUncovered) {
  Fc f("FC JUMP func=0xF0 ignore_uncovered addr=5");
  f.alu(0xE).in.px[0].covered = false;
  FcOut o = f.go();
  EXPECT_EQ(o.considered, 0xE);
  EXPECT_EQ(o.want, 0xE);
  EXPECT_TRUE(o.take);
  f.in.instr = test::instr("FC JUMP func=0xF0 addr=5");
  EXPECT_FALSE(f.go().take);
}

TEST(FcBranchState, IfElseEndif) {
  // IF with ELSE, divergent: pixels 1, 3 have alu_result = 0 and want to skip.
  Fc iff(kIfElse);
  iff.alu(0x5);
  FcOut o = iff.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 11);
  EXPECT_EQ(o.next.active_mask(), 0x5);
  // ELSE: swap (0, 2 inactive with bcnt 0; 1, 3 active), JUMP_FUNC 0 -> not taken, B_OP0 NONE.
  Fc els(kElse, 15);
  els.in.state = o.next;
  els.in.state.pc = 15;
  o = els.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 16);
  EXPECT_EQ(o.next.active_mask(), 0xA);
  EXPECT_EQ(o.next.px[0].bcnt, 0);
  // ENDIF: nobody wants, JUMP_ANY -> not taken, B_OP0 DECR 1: bcnt 0 - 1 < 0 -> active.
  Fc endif(kEndif, 25);
  endif.in.state = o.next;
  endif.in.state.pc = 25;
  o = endif.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 26);
  EXPECT_EQ(o.next.active_mask(), 0xF);
}

TEST(FcBranchState, ElseWhenEveryPixelTookTheIf) {
  // All pixels true: IF not taken, all active. ELSE swaps all to inactive (bcnt 0); nobody is
  // active so the decision is "all" = taken; B_OP1 DECR 1 reactivates them at ENDIF+1.
  Fc els(kElse, 15);
  const FcOut o = els.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 30);
  EXPECT_EQ(o.next.active_mask(), 0xF);
}

TEST(FcBranchState, NestedCounters) {
  // INCR: already inactive pixels count one more level; DECR subtracts B_POP_CNT.
  Fc f(kIf);
  f.alu(0x3).inactive(2, 0).inactive(3, 4);  // 0, 1 active and true
  FcOut o = f.go();
  EXPECT_FALSE(o.take);  // active pixels do not want (considered: 0, 1)
  EXPECT_EQ(o.next.px[2].bcnt, 1);
  EXPECT_EQ(o.next.px[3].bcnt, 5);
  EXPECT_EQ(o.next.active_mask(), 0x3);
  Fc d("FC JUMP func=0x00 any b_op0=decr pop_cnt=2 addr=0");
  d.inactive(1, 1).inactive(2, 2).inactive(3, 3);
  o = d.go();
  EXPECT_EQ(o.next.active_mask(), 0x3);  // 1 - 2 < 0; 2 - 2 = 0 stays inactive
  EXPECT_EQ(o.next.px[2].bcnt, 0);
  EXPECT_EQ(o.next.px[3].bcnt, 1);
  EXPECT_EQ(o.next.px[1].bcnt, 0);
  // INCR saturates at 127 (G12).
  Fc s(kIf);
  s.alu(0xF).inactive(0, 127);
  EXPECT_EQ(s.go().next.px[0].bcnt, 127);
}

TEST(FcStacks, CallAndReturn) {
  // A_OP PUSH pushes PC+1 and jumps; POP jumps to the popped address (8.2 step 6, P17).
  Fc call("FC JUMP func=0xFF a_op=push addr=100", 40);
  FcOut o = call.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 100);
  EXPECT_EQ(o.next.addr.depth, 1);
  EXPECT_EQ(o.next.addr.v[0], 41);
  Fc ret("FC JUMP func=0xFF a_op=pop addr=0", 120);
  ret.in.state = o.next;
  ret.in.state.pc = 120;
  o = ret.go();
  EXPECT_EQ(o.next.pc, 41);
  EXPECT_EQ(o.next.addr.depth, 0);
  // Not taken: no stack operation.
  Fc skip("FC JUMP func=0x00 a_op=push addr=100", 40);
  EXPECT_EQ(skip.go().next.addr.depth, 0);
  // Relative targets add OFFSET_ADDR (mod 512), global ones do not; PC+1 wraps at 512.
  Fc rel("FC JUMP func=0xFF addr=500");
  rel.cfg.code_offset = 20;
  EXPECT_EQ(rel.go().next.pc, 8);
  rel.in.instr = test::instr("FC JUMP func=0xFF addr=500 global");
  EXPECT_EQ(rel.go().next.pc, 500);
  EXPECT_EQ(Fc("FC JUMP func=0x00 addr=0", 511).go().next.pc, 0);
}

TEST(FcStacks, Faults) {
  Fc push("FC JUMP func=0xFF a_op=push addr=1");
  for (int i = 0; i < 8; ++i) push.in.state.addr.push(static_cast<uint16_t>(i));
  FcOut o = push.go();
  EXPECT_TRUE(o.overflow);
  EXPECT_EQ(o.next.addr.depth, 8);
  EXPECT_EQ(o.next.addr.v[7], 7);
  o = Fc("FC JUMP func=0xFF a_op=pop addr=1").go();
  EXPECT_TRUE(o.underflow);
  EXPECT_EQ(o.next.pc, 0);
}

// US_FC_INT_CONST: KR [7:0], KG [15:8], KB [23:16].
uint32_t int_const(uint8_t kr, uint8_t kg, int8_t kb) {
  return kr | uint32_t{kg} << 8 | uint32_t{static_cast<uint8_t>(kb)} << 16;
}

TEST(FcLoops, LoopAndEndloop) {
  // BGNLOOP of the driver: LOOP, JUMP_FUNC 0 (never wants) -> pushes KR and KG.
  Fc loop("FC LOOP func=0x00 ignore_uncovered int=2 addr=50", 10);
  loop.cfg.int_const[2] = int_const(3, 10, 2);
  FcOut o = loop.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 11);
  EXPECT_EQ(o.next.loop_count.depth, 1);
  EXPECT_EQ(o.next.loop_count.v[0], 3);
  EXPECT_EQ(o.next.aL(), 10);
  // ENDLOOP: counter 3 -> 2, aL += KB (2) -> 12, JUMP_FUNC 0xFF with JUMP_ANY: back to 11.
  Fc end("FC ENDLOOP func=0xFF any ignore_uncovered int=2 addr=11", 50);
  end.cfg = loop.cfg;
  end.in.state = o.next;
  end.in.state.pc = 50;
  o = end.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 11);
  EXPECT_EQ(o.next.loop_count.v[0], 2);
  EXPECT_EQ(o.next.aL(), 12);
  end.in.state = o.next;
  end.in.state.pc = 50;
  o = end.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.aL(), 14);
  // Third ENDLOOP: the counter reaches 0 -> no jump, the entry is popped, aL back to 0.
  end.in.state = o.next;
  end.in.state.pc = 50;
  o = end.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 51);
  EXPECT_EQ(o.next.loop_count.depth, 0);
  EXPECT_EQ(o.next.loop_al.depth, 0);
  EXPECT_EQ(o.next.aL(), 0);
}

TEST(FcLoops, ZeroIterationsAndNegativeStep) {
  Fc loop("FC LOOP func=0x00 int=1 addr=50", 10);
  loop.cfg.int_const[1] = int_const(0, 7, 0);
  FcOut o = loop.go();
  EXPECT_TRUE(o.take);  // KR = 0 always jumps, pushes nothing
  EXPECT_EQ(o.next.pc, 50);
  EXPECT_EQ(o.next.loop_count.depth, 0);
  // An ENDLOOP with no loop entry falls through and reports the underflow (G14).
  Fc end("FC ENDLOOP func=0xFF any int=1 addr=11", 50);
  o = end.go();
  EXPECT_FALSE(o.take);
  EXPECT_TRUE(o.underflow);
  EXPECT_EQ(o.next.pc, 51);
  // KB is signed (P19): aL 5 + (-7) wraps to 254 (P3).
  Fc step("FC ENDLOOP func=0xFF any int=4 addr=11", 50);
  step.cfg.int_const[4] = int_const(9, 0, -7);
  step.in.state.loop_count.push(5);
  step.in.state.loop_al.push(5);
  EXPECT_EQ(step.go().next.aL(), 254);
}

TEST(FcLoops, EndloopNotTakenPops) {
  // Falling through with the counter not at zero (the jump function says no) also pops.
  Fc end("FC ENDLOOP func=0x00 int=0 addr=11", 50);
  end.in.state.loop_count.push(5);
  end.in.state.loop_al.push(9);
  const FcOut o = end.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.loop_count.depth, 0);
  EXPECT_EQ(o.next.loop_al.depth, 0);
}

TEST(FcLoops, RepLeavesAlAlone) {
  Fc rep("FC REP func=0x00 int=3 addr=50", 10);
  rep.cfg.int_const[3] = int_const(2, 99, 1);
  rep.in.state.loop_al.push(40);  // aL of an enclosing LOOP
  FcOut o = rep.go();
  EXPECT_EQ(o.next.loop_count.v[0], 2);
  EXPECT_EQ(o.next.loop_al.depth, 1);
  EXPECT_EQ(o.next.aL(), 40);
  Fc end("FC ENDREP func=0xFF any int=3 addr=11", 50);
  end.cfg = rep.cfg;
  end.in.state = o.next;
  o = end.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.loop_count.v[0], 1);
  EXPECT_EQ(o.next.aL(), 40);
  end.in.state = o.next;
  o = end.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.loop_count.depth, 0);
  EXPECT_EQ(o.next.aL(), 40);
}

TEST(FcLoops, Breaks) {
  // BREAKLOOP pops counter and aL when taken; BREAKREP only the counter; not taken: nothing.
  auto state = [] {
    FcState s;
    s.loop_count.push(4);
    s.loop_al.push(8);
    return s;
  };
  Fc brk("FC BREAKLOOP func=0xFF b_op1=decr pop_cnt=1 addr=60", 20);
  brk.in.state = state();
  FcOut o = brk.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 60);
  EXPECT_EQ(o.next.loop_count.depth, 0);
  EXPECT_EQ(o.next.loop_al.depth, 0);
  Fc brep("FC BREAKREP func=0xFF addr=60", 20);
  brep.in.state = state();
  o = brep.go();
  EXPECT_EQ(o.next.loop_count.depth, 0);
  EXPECT_EQ(o.next.loop_al.depth, 1);
  Fc stay("FC BREAKLOOP func=0x00 addr=60", 20);
  stay.in.state = state();
  o = stay.go();
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.loop_count.depth, 1);
  // CONTINUE is a JUMP (P17): no stack effect.
  Fc cont("FC CONTINUE func=0xFF b_op1=decr pop_cnt=1 addr=70", 20);
  cont.in.state = state();
  o = cont.go();
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 70);
  EXPECT_EQ(o.next.loop_count.depth, 1);
}

TEST(FcModes, PartialAndIllegal) {
  // P24: partial mode is not modelled; what it cannot do is reported.
  Fc loop("FC LOOP func=0x00 int=0 addr=5");
  loop.cfg.int_const[0] = int_const(1, 0, 0);
  EXPECT_FALSE(loop.go().beyond_mode);
  loop.cfg.full_fc_en = false;
  EXPECT_TRUE(loop.go().beyond_mode);
  Fc iff(kIf);
  iff.cfg.full_fc_en = false;
  iff.alu(0x3).inactive(3, 2);
  EXPECT_FALSE(iff.go().beyond_mode);  // bcnt 3 after INCR: four levels
  iff.inactive(3, 3);
  EXPECT_TRUE(iff.go().beyond_mode);   // bcnt 4: a fifth level
  // Illegal (reserved B_OP1): PC+1, nothing else (P22).
  FcIn in;
  in.instr.w[0] = 2;
  in.instr.w[2] = 0x0C00FF00u;  // B_OP1 = 3, JUMP_FUNC 0xFF
  in.state.pc = 7;
  in.state.px[1].active = false;
  const FcOut o = execute_fc(in);
  EXPECT_TRUE(o.illegal);
  EXPECT_STREQ(o.illegal_reason, "reserved B_OP1");
  EXPECT_EQ(o.next.pc, 8);
  EXPECT_EQ(o.next.active_mask(), 0xD);
  // An ALU word is not a flow-control instruction.
  FcIn alu;
  EXPECT_TRUE(execute_fc(alu).illegal);
}

}  // namespace
}  // namespace shaderhw::r500
