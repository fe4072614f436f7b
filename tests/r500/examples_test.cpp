// The worked examples of docs/r500.md section 11, bit for bit: the six words decode to the fields
// the document lists, and executing them on the document's values gives the document's results.
// Every expected value is typed from docs/r500.md.
#include <gtest/gtest.h>

#include "r500/execute.h"
#include "r500/fc.h"
#include "r500/iss.h"
#include "test_util.h"

namespace shaderhw::r500 {
namespace {

using test::bits;
using test::vec;

Instruction words(uint32_t w0, uint32_t w1, uint32_t w2, uint32_t w3, uint32_t w4, uint32_t w5) {
  return Instruction{{w0, w1, w2, w3, w4, w5}};
}

// Every pixel reads the same registers through the same slots.
ExecIn same_slots(const Instruction& w, const Vec4 (&slot)[3]) {
  ExecIn in;
  in.instr = w;
  for (PixelIn& p : in.px)
    for (int n = 0; n < 3; ++n) p.rgb_slot[n] = p.alpha_slot[n] = slot[n];
  return in;
}

// 11.1: MAD with presubtract 1 - src0 on both units, clamped.
const Instruction kMadPresub = words(0x00187800, 0xC0141400, 0xC0141400, 0x00442223, 0x0068F020,
                                     0x1C222020);

TEST(Examples, MadWithPresubtractFields) {
  const Decoded d = decode(kMadPresub);
  ASSERT_FALSE(d.illegal);
  EXPECT_EQ(d.cmn.type, InstType::ALU);
  EXPECT_EQ(d.cmn.rgb_wmask, 7);
  EXPECT_TRUE(d.cmn.alpha_wmask);
  EXPECT_TRUE(d.cmn.rgb_clamp);
  EXPECT_TRUE(d.cmn.alpha_clamp);
  for (const SourceSlot* s : {d.alu.rgb_src, d.alu.alpha_src}) {
    EXPECT_EQ(s[0], (SourceSlot{0x00, false, false}));
    EXPECT_EQ(s[1], (SourceSlot{0x05, true, false}));
    EXPECT_EQ(s[2], (SourceSlot{0x01, false, false}));
  }
  EXPECT_EQ(d.alu.rgb_srcp_op, SrcpOp::INV);
  EXPECT_EQ(d.alu.alpha_srcp_op, SrcpOp::INV);
  EXPECT_EQ(d.alu.rgb_arg[0], (Arg{Sel::SRCP, {Swiz::R, Swiz::G, Swiz::B}, Mod::NOP}));
  EXPECT_EQ(d.alu.rgb_arg[1], (Arg{Sel::SRC1, {Swiz::R, Swiz::G, Swiz::B}, Mod::NOP}));
  EXPECT_EQ(d.alu.rgb_arg[2], (Arg{Sel::SRC2, {Swiz::R, Swiz::G, Swiz::B}, Mod::NOP}));
  EXPECT_EQ(d.alu.rgb_omod, Omod::X1);
  EXPECT_EQ(d.alu.rgb_target, 0);
  EXPECT_FALSE(d.alu.alu_wmask);
  EXPECT_EQ(d.alu.alpha(), AlphaOp::MAD);
  EXPECT_EQ(d.alu.alpha_addrd, 2);
  EXPECT_EQ(d.alu.alpha_arg[0].sel, Sel::SRCP);
  EXPECT_EQ(d.alu.alpha_arg[0].swiz[0], Swiz::A);
  EXPECT_EQ(d.alu.alpha_arg[1].sel, Sel::SRC1);
  EXPECT_EQ(d.alu.alpha_arg[1].swiz[0], Swiz::A);
  EXPECT_EQ(d.alu.alpha_arg[2].sel, Sel::SRC2);
  EXPECT_EQ(d.alu.alpha_arg[2].swiz[0], Swiz::A);
  EXPECT_EQ(d.alu.rgb(), RgbOp::MAD);
  EXPECT_EQ(d.alu.rgb_addrd, 2);
  // slot addresses (4.1): temp 0, const 5, temp 1
  EXPECT_EQ(slot_location(d.alu.rgb_src[0], 0).kind, SlotKind::TEMP);
  EXPECT_EQ(slot_location(d.alu.rgb_src[1], 0).kind, SlotKind::CONST);
  EXPECT_EQ(slot_location(d.alu.rgb_src[1], 0).index, 5);
  EXPECT_EQ(slot_location(d.alu.rgb_src[2], 0).index, 1);
}

TEST(Examples, MadWithPresubtractValues) {
  const Vec4 slots[3] = {vec(0.25f, 0.5f, 0.75f, 0.5f), vec(0.5f, 0.5f, 0.5f, 0.5f),
                         vec(0.125f, 0.25f, 1.0f, 0.25f)};
  const ExecOut o = execute(same_slots(kMadPresub, slots));
  ASSERT_FALSE(o.illegal);
  EXPECT_EQ(o.rgb_addr, 2);
  EXPECT_EQ(o.alpha_addr, 2);
  for (const PixelOut& p : o.px) {
    EXPECT_EQ(p.rgb_we, 7);
    EXPECT_TRUE(p.alpha_we);
    EXPECT_EQ(p.temp, vec(0.5f, 0.5f, 1.0f, 0.5f));  // written temp[2]
    EXPECT_EQ(p.pred_we, 0);
    EXPECT_FALSE(p.alu_result_we);
  }
  // Without the clamps (W0 bits 19, 20 cleared): the unclamped result (0.5, 0.5, 1.125 | 0.5).
  Instruction unclamped = kMadPresub;
  unclamped.w[0] = 0x00007800;
  EXPECT_EQ(execute(same_slots(unclamped, slots)).px[0].temp, vec(0.5f, 0.5f, 1.125f, 0.5f));
}

TEST(Examples, MadWithPresubtractInTheSimulator) {
  Iss iss;
  iss.load({kMadPresub});
  iss.consts[5] = vec(0.5f, 0.5f, 0.5f, 0.5f);
  for (IssPixel& p : iss.px) {
    p.temp[0] = vec(0.25f, 0.5f, 0.75f, 0.5f);
    p.temp[1] = vec(0.125f, 0.25f, 1.0f, 0.25f);
  }
  const IssResult r = iss.run(IssConfig{});
  EXPECT_EQ(r.status, IssStatus::ENDED);
  EXPECT_EQ(r.steps, 1u);
  for (const IssPixel& p : iss.px) EXPECT_EQ(p.temp[2], vec(0.5f, 0.5f, 1.0f, 0.5f));
}

// 11.2: DP3 co-issued with an alpha RCP; unused slots read inline code 0.
const Instruction kDp3Rcp = words(0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C03A,
                                  0x20490031);

TEST(Examples, Dp3WithRcp) {
  const Decoded d = decode(kDp3Rcp);
  ASSERT_FALSE(d.illegal);
  EXPECT_EQ(d.alu.rgb(), RgbOp::DP3);
  EXPECT_EQ(d.alu.alpha(), AlphaOp::RCP);
  EXPECT_EQ(d.alu.rgb_src[2], (SourceSlot{0x80, false, false}));
  EXPECT_EQ(d.alu.alpha_src[0], (SourceSlot{0x02, false, false}));
  EXPECT_EQ(d.alu.alpha_src[1], (SourceSlot{0x80, false, false}));
  EXPECT_EQ(slot_location(d.alu.rgb_src[2], 0).kind, SlotKind::INLINE);
  EXPECT_EQ(d.alu.rgb_arg[2].swiz[0], Swiz::ZERO);
  EXPECT_EQ(d.alu.alpha_arg[2].swiz[0], Swiz::ZERO);
  EXPECT_EQ(d.alu.rgb_addrd, 3);
  EXPECT_EQ(d.alu.alpha_addrd, 3);

  ExecIn in;
  in.instr = kDp3Rcp;
  for (PixelIn& p : in.px) {
    p.rgb_slot[0] = vec(1.0f, 2.0f, 3.0f, 99.0f);    // temp[0]
    p.rgb_slot[1] = vec(4.0f, 5.0f, 6.0f, 99.0f);    // const[1]
    p.alpha_slot[0] = vec(99.0f, 99.0f, 99.0f, 4.0f);  // temp[2]
  }
  const ExecOut o = execute(in);
  for (const PixelOut& p : o.px) EXPECT_EQ(p.temp, vec(32.0f, 32.0f, 32.0f, 0.25f));
  EXPECT_EQ(o.rgb_addr, 3);
  EXPECT_EQ(o.alpha_addr, 3);
}

// 11.3: exact copy to render target 0 with MAX x,x and OMOD = 7.
const Instruction kOutCopy = words(0x00078005, 0x08020004, 0x08020004, 0x1C440220, 0x1C60C003,
                                   0x20490005);

TEST(Examples, OutExactCopy) {
  const Decoded d = decode(kOutCopy);
  ASSERT_FALSE(d.illegal);
  EXPECT_EQ(d.cmn.type, InstType::OUT);
  EXPECT_TRUE(d.cmn.tex_sem_wait);
  EXPECT_EQ(d.cmn.rgb_wmask, 0);
  EXPECT_FALSE(d.cmn.alpha_wmask);
  EXPECT_EQ(d.cmn.rgb_omask, 7);
  EXPECT_TRUE(d.cmn.alpha_omask);
  EXPECT_EQ(d.alu.rgb_omod, Omod::OFF);
  EXPECT_EQ(d.alu.alpha_omod, Omod::OFF);
  EXPECT_EQ(d.alu.rgb(), RgbOp::MAX);
  EXPECT_EQ(d.alu.alpha(), AlphaOp::MAX);
  EXPECT_FALSE(d.alu.w_omask);

  const Vec4 t4 = test::raw(bits(0.2f), bits(-1.5f), bits(3.0f), test::kNegZero);
  ExecIn in;
  in.instr = kOutCopy;
  for (PixelIn& p : in.px) p.rgb_slot[0] = p.alpha_slot[0] = t4;
  const ExecOut o = execute(in);
  EXPECT_EQ(o.rgb_target, 0);
  EXPECT_EQ(o.alpha_target, 0);
  for (const PixelOut& p : o.px) {
    EXPECT_EQ(p.out_we, 0xF);
    EXPECT_EQ(p.out, test::raw(0x3E4CCCCDu, 0xBFC00000u, 0x40400000u, 0x80000000u));
    EXPECT_EQ(p.rgb_we, 0);
    EXPECT_FALSE(p.alpha_we);
    EXPECT_FALSE(p.w_we);
  }
}

// 11.4: TEX LD from temp[0] to temp[1], acquiring the semaphore.
const Instruction kTexLd = words(0x00007803, 0x02400000, 0xE401E400, 0, 0, 0);

TEST(Examples, TexLoad) {
  const Decoded d = decode(kTexLd);
  ASSERT_FALSE(d.illegal);
  EXPECT_EQ(d.cmn.type, InstType::TEX);
  EXPECT_EQ(d.tex.op(), TexOp::LD);
  EXPECT_EQ(d.tex.tex_id, 0);
  EXPECT_TRUE(d.tex.sem_acquire);
  EXPECT_EQ(d.tex.src, (TexReg{0, false, {Swiz2::R, Swiz2::G, Swiz2::B, Swiz2::A}}));
  EXPECT_EQ(d.tex.dst, (TexReg{1, false, {Swiz2::R, Swiz2::G, Swiz2::B, Swiz2::A}}));

  ExecIn in;
  in.instr = kTexLd;
  for (PixelIn& p : in.px) p.tex_src = vec(0.25f, 0.5f, 0.75f, 1.0f);
  const ExecOut o = execute(in);
  EXPECT_TRUE(o.tex_valid);
  EXPECT_EQ(o.tex_op, TexOp::LD);
  EXPECT_EQ(o.tex_unit, 0);
  EXPECT_TRUE(o.tex_sem_acquire);
  EXPECT_EQ(o.tex_dst_addr, 1);
  for (int c = 0; c < 4; ++c) EXPECT_EQ(o.tex_dst_swiz[c], c);
  for (const PixelOut& p : o.px) {
    EXPECT_TRUE(p.tex_issue);
    EXPECT_EQ(p.tex_coord, vec(0.25f, 0.5f, 0.75f, 1.0f));
    EXPECT_EQ(p.tex_we, 0xF);
  }
}

// 11.5: IF without ELSE: JUMP, JUMP_FUNC 0x0F, B_OP0 INCR, IGNORE_UNCOVERED, JUMP_ADDR 7.
const Instruction kIf = words(0x00000402, 0, 0x12000F00, 0x00070000, 0, 0);

FcIn if_input(bool r0, bool r1, bool r2, bool r3) {
  FcIn in;
  in.instr = kIf;
  in.state.pc = 3;
  const bool r[4] = {r0, r1, r2, r3};
  for (int p = 0; p < 4; ++p) in.px[p].alu_result = r[p];
  return in;
}

TEST(Examples, IfWithoutElse) {
  const Decoded d = decode(kIf);
  ASSERT_FALSE(d.illegal);
  EXPECT_EQ(d.cmn.type, InstType::FC);
  EXPECT_TRUE(d.cmn.alu_wait);
  EXPECT_EQ(d.fc.fc_op(), FcOp::JUMP);
  EXPECT_EQ(d.fc.jump_func, 0x0F);
  EXPECT_FALSE(d.fc.jump_any);
  EXPECT_EQ(d.fc.b_op0, BOp::INCR);
  EXPECT_EQ(d.fc.b_op1, BOp::NONE);
  EXPECT_TRUE(d.fc.ignore_uncovered);
  EXPECT_EQ(d.fc.jump_addr, 7);
  EXPECT_FALSE(d.fc.jump_global);

  // Condition true everywhere (alu_result = 1 from "!="): nobody skips, all stay active.
  FcOut o = execute_fc(if_input(true, true, true, true));
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 4);
  EXPECT_EQ(o.next.active_mask(), 0xF);
  // Divergent: pixels 1 and 3 want to skip; not all do, so no jump and INCR parks them.
  o = execute_fc(if_input(true, false, true, false));
  EXPECT_EQ(o.want, 0xA);
  EXPECT_FALSE(o.take);
  EXPECT_EQ(o.next.pc, 4);
  EXPECT_EQ(o.next.active_mask(), 0x5);
  EXPECT_EQ(o.next.px[1].bcnt, 0);
  // Condition false everywhere: every pixel wants to skip, the jump is taken to slot 7
  // (relative to OFFSET_ADDR).
  o = execute_fc(if_input(false, false, false, false));
  EXPECT_TRUE(o.take);
  EXPECT_EQ(o.next.pc, 7);
  EXPECT_EQ(o.next.active_mask(), 0xF);
  FcConfig cfg;
  cfg.code_offset = 16;
  EXPECT_EQ(execute_fc(if_input(false, false, false, false), cfg).next.pc, 23);
  // IGNORE_UNCOVERED: an uncovered pixel that does not want to skip does not stop the jump.
  FcIn in = if_input(true, false, false, false);
  in.px[0].covered = false;
  o = execute_fc(in);
  EXPECT_EQ(o.considered, 0xE);
  EXPECT_TRUE(o.take);
}

}  // namespace
}  // namespace shaderhw::r500
