// Tests of the R500 assembler/disassembler (golden/r500/asm.h) against golden/r500/ASM.md and the
// worked examples of docs/r500.md 11. Expected lines and words are typed from those documents.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "r500/asm.h"

namespace shaderhw::r500 {
namespace {

Instruction words(const char* text) {
  const AsmResult r = parse_words(text);
  EXPECT_TRUE(r.ok) << r.error;
  return r.word;
}

Instruction assembled(const std::string& line) {
  const AsmResult r = assemble(line);
  EXPECT_TRUE(r.ok) << line << ": " << r.error;
  return r.word;
}

// docs/r500.md 11 in the syntax of ASM.md (typed from ASM.md "Worked examples").
struct Example {
  const char* words;
  const char* line;
};
const Example kExamples[] = {
    {"00187800 C0141400 C0141400 00442223 0068F020 1C222020",
     "ALU MAD MAD wmask=rgba clamp_rgb clamp_a rgb_dst=t2 a_dst=t2 rgb_src=t0,c5,t1 "
     "a_src=t0,c5,t1 rgb_srcp=inv a_srcp=inv rgb_a=srcp.rgb rgb_b=src1.rgb rgb_c=src2.rgb "
     "a_a=srcp.a a_b=src1.a a_c=src2.a"},
    {"00007800 08040400 08020002 00442220 0000C03A 20490031",
     "ALU DP3 RCP wmask=rgba rgb_dst=t3 a_dst=t3 rgb_src=t0,c1,#0 a_src=t2,#0,#0 "
     "rgb_a=src0.rgb rgb_b=src1.rgb rgb_c=src0.000 a_a=src0.a a_c=src0.0"},
    {"00078005 08020004 08020004 1C440220 1C60C003 20490005",
     "OUT MAX MAX sem_wait omask=rgba rgb_dst=t0 a_dst=t0 rgb_src=t4,#0,#0 a_src=t4,#0,#0 "
     "rgb_a=src0.rgb rgb_b=src0.rgb rgb_c=src0.000 a_a=src0.a a_b=src0.a a_c=src0.0 "
     "rgb_omod=off a_omod=off rgb_rt=0 a_rt=0"},
    {"00007803 02400000 E401E400 00000000 00000000 00000000",
     "TEX LD wmask=rgba id=0 src=t0.rgba dst=t1.rgba acquire"},
    {"00000402 00000000 12000F00 00070000 00000000 00000000",
     "FC JUMP alu_wait func=0x0F addr=7 b_op0=incr ignore_uncovered"},
};

TEST(Asm, WorkedExamplesPrintAsDocumented) {
  for (const Example& e : kExamples) {
    const Instruction w = words(e.words);
    EXPECT_EQ(disassemble(w), e.line);
    EXPECT_EQ(assembled(e.line), w) << e.line;
  }
}

TEST(Asm, WordsText) {
  const Instruction w = words("W0 00187800 W1 C0141400 W2 C0141400 W3 00442223 W4 0068F020 W5 1C222020");
  EXPECT_EQ(w.w[0], 0x00187800u);
  EXPECT_EQ(w.w[5], 0x1C222020u);
  EXPECT_EQ(format_words(w), "00187800 C0141400 C0141400 00442223 0068F020 1C222020");
  EXPECT_EQ(words("0x1, 2,3 ,0x4 5 6 ; comment").w[3], 4u);
  EXPECT_FALSE(parse_words("1 2 3 4 5").ok);
  EXPECT_FALSE(parse_words("1 2 3 4 5 6 7").ok);
  EXPECT_FALSE(parse_words("1 2 3 4 5 123456789").ok);
  EXPECT_FALSE(parse_words("1 2 3 4 5 zz").ok);
}

TEST(Asm, HandWrittenLines) {
  // ASM.md "Tokens": each line with the words worked out by hand from docs/r500.md 3.
  struct Case {
    const char* line;
    uint32_t w[6];
  } cases[] = {
      // FC ELSE of the driver pattern (8.3): JUMP, B_ELSE, B_OP1 DECR, POP_CNT 1, JUMP_ADDR 9.
      {"FC JUMP alu_wait func=0x00 addr=9 else b_op1=decr pop_cnt=1",
       {0x402, 0, 0x04010010, 0x00090000, 0, 0}},
      // FC ENDLOOP: JUMP_FUNC 0xFF, JUMP_ANY, IGNORE_UNCOVERED, INT_ADDR 3, JUMP_ADDR 2, global.
      {"fc endloop func=0xff any ignore_uncovered int=3 addr=2 global",
       {0x2, 0, 0x1000FF22, 0x80020300, 0, 0}},
      // CALL: A_OP PUSH (2 << 6), JUMP_FUNC 0xFF, BOOL_ADDR 5.
      {"FC JUMP func=0xFF addr=100 a_op=push bool=5", {0x2, 0, 0x0000FF80, 0x00640005, 0, 0}},
      // TEX KIL with predication and IGNORE_UNCOVERED.
      {"TEX KIL pred_rgb=!rrrr pred_a=aaaa id=3 src=t7+aL.rrgg dst=t0.rgba ignore_uncovered",
       {0x3 | 2 << 3 | 1 << 6 | 5 << 25, 0x04830000, 0xE4005087, 0, 0, 0}},
      // TEX DXDY gradients (word 3, DY_ADDR_REL bit 23).
      {"TEX DXDY wmask=rg id=1 src=t1.rgba dst=t2.rgba dx=t3.rgba dy=t4+aL.aaaa",
       {0x3 | 3 << 11, 0x01810000, 0xE402E401, 0xFF84E403, 0, 0}},
      // ALU: inline constants, relative slots, modifiers, omod, predicate compare and ALU result.
      {"ALU CMP FRC omask=a alu_op=ne alu_sel=a rgb_dst=t5 a_dst=t6+aL rgb_src=#0.5,c255+aL,t1 "
       "a_src=#480,t127,#0.001953125+aL rgb_a=-src0.rg1 rgb_b=|src1.bga| rgb_c=-|srcp.h0_| "
       "a_a=-|src2.b| rgb_omod=x2 a_omod=d8 a_pcmp=ge alu_result",
       {0x00 | 1 << 18 | 3 << 23 | 1 << 21,
        0x1 << 20 | 0x3FF << 10 | 0x0B0,
        0x281 << 20 | 0x7F << 10 | 0x0FF,
        0x80000000u | 1 << 26 | 2 << 24 | 3 << 21 | 1 << 18 | 2 << 15 | 1 << 13 | 1 << 11 |
            6 << 8 | 1 << 5 | 0 << 2 | 0,
        7 | 6 << 4 | 1 << 11 | 2 << 12 | 2 << 14 | 3 << 17 | 6 << 26 | 2 << 29,
        8 | 5 << 4 | 3 << 12 | 5 << 14 | 4 << 17 | 7 << 20 | 3 << 23}},
  };
  for (const Case& c : cases) {
    Instruction want;
    for (int i = 0; i < 6; ++i) want.w[i] = c.w[i];
    EXPECT_EQ(format_words(assembled(c.line)), format_words(want)) << c.line;
  }
}

TEST(Asm, ReservedBitsRoundTrip) {
  const Instruction w = words("00000003 A030BEEF E401E400 12345678 00000001 80000000");
  const std::string line = disassemble(w);
  EXPECT_EQ(line, "TEX NOP id=0 src=t0.rgba dst=t1.rgba rsvd1=0xA030BEEF rsvd3=0x12345678 "
                  "rsvd4=0x00000001 rsvd5=0x80000000");
  EXPECT_EQ(assembled(line), w);
  // A reserved value on bits that belong to a field is refused.
  EXPECT_FALSE(assemble("TEX LD id=0 src=t0.rgba dst=t1.rgba rsvd1=0x00010000").ok);
}

TEST(Asm, IllegalWordsPrintIllegal) {
  const Instruction w = words("00000000 0 0 0 0 00000006");
  EXPECT_EQ(disassemble(w),
            "illegal ; reserved RGB opcode ; 00000000 00000000 00000000 00000000 00000000 00000006");
  EXPECT_FALSE(assemble("illegal ; reserved RGB opcode").ok);
  // ALPHA_PRED_SEL 6 is reserved for ALU (illegal) but has no effect on FC (legal, G16).
  EXPECT_FALSE(assemble("ALU MAD MAD pred_a=6").ok);
  const Instruction fc = assembled("FC JUMP pred_a=!6 func=0x00 addr=0");
  EXPECT_EQ(fc.w[0], 0x2u | 6u << 25 | 1u << 22);
  EXPECT_EQ(disassemble(fc), "FC JUMP pred_a=!6 func=0x00 addr=0");
}

TEST(Asm, Errors) {
  auto err = [](const char* line) {
    const AsmResult r = assemble(line);
    EXPECT_FALSE(r.ok) << line;
    return r.error;
  };
  EXPECT_EQ(err("ALX MAD MAD"), "column 1: unknown instruction type 'alx'");
  EXPECT_EQ(err("ALU MAD XYZ"), "column 9: unknown alpha opcode 'xyz'");
  EXPECT_EQ(err("ALU MAD"), "missing opcode");
  EXPECT_EQ(err("TEX LDX"), "column 5: unknown opcode 'ldx'");
  EXPECT_EQ(err("ALU MAD MAD id=3"), "column 13: unknown key for this type 'id=3'");
  EXPECT_EQ(err("ALU MAD MAD nop nop"), "column 17: duplicate key 'nop'");
  EXPECT_EQ(err("ALU MAD MAD nop=1"), "column 13: flag takes no value 'nop=1'");
  EXPECT_EQ(err("ALU MAD MAD rgb_dst"), "column 13: missing value 'rgb_dst'");
  EXPECT_EQ(err("ALU MAD MAD rgb_dst=t128"), "column 13: bad value 'rgb_dst=t128'");
  EXPECT_EQ(err("ALU MAD MAD rgb_src=t0,c1"), "column 13: bad value 'rgb_src=t0,c1'");
  EXPECT_EQ(err("ALU MAD MAD rgb_src=t0,c1,#0.3"), "column 13: bad value 'rgb_src=t0,c1,#0.3'");
  EXPECT_EQ(err("ALU MAD MAD rgb_a=src3.rgb"), "column 13: bad value 'rgb_a=src3.rgb'");
  EXPECT_EQ(err("ALU MAD MAD a_a=src0.rg"), "column 13: bad value 'a_a=src0.rg'");
  EXPECT_EQ(err("ALU MAD MAD wmask=rr"), "column 13: bad value 'wmask=rr'");
  EXPECT_EQ(err("ALU MAD MAD rgb_rt=1"), "column 13: unknown key for this type 'rgb_rt=1'");
  EXPECT_EQ(err("OUT MAD MAD rgb_rt=4"), "column 13: bad value 'rgb_rt=4'");
  EXPECT_EQ(err("FC JUMP a_op=3"), "illegal instruction: reserved A_OP");
  EXPECT_EQ(err("TEX LD dx=t0.rgba"), "column 8: bad value 'dx=t0.rgba'");  // DXDY only
  EXPECT_EQ(err(""), "no instruction");
  EXPECT_TRUE(is_blank("   ; only a comment"));
  EXPECT_FALSE(is_blank("FC JUMP"));
}

// ASM.md "Round trip": every legal word, reserved bits included, survives disassemble/assemble.
TEST(Asm, RandomRoundTrip) {
  std::mt19937_64 rng(0xA5A5);
  int checked = 0;
  for (int n = 0; n < 100000; ++n) {
    Instruction w;
    for (uint32_t& x : w.w) x = static_cast<uint32_t>(rng());
    if (decode(w).illegal) continue;
    const std::string line = disassemble(w);
    const AsmResult r = assemble(line);
    ASSERT_TRUE(r.ok) << line << ": " << r.error;
    ASSERT_EQ(format_words(r.word), format_words(w)) << line;
    ++checked;
  }
  EXPECT_GT(checked, 30000);
}

// Sparse words (most fields 0) exercise the printing of defaults.
TEST(Asm, SparseRoundTrip) {
  std::mt19937_64 rng(0x5A5A);
  for (int n = 0; n < 20000; ++n) {
    Instruction w;
    w.w[0] = static_cast<uint32_t>(rng()) & 3;
    for (int k = 0; k < 4; ++k) {
      const int word = static_cast<int>(rng() % 6), b = static_cast<int>(rng() % 32);
      w.w[word] |= 1u << b;
    }
    if (decode(w).illegal) continue;
    const std::string line = disassemble(w);
    const AsmResult r = assemble(line);
    ASSERT_TRUE(r.ok) << line << ": " << r.error;
    ASSERT_EQ(format_words(r.word), format_words(w)) << line;
  }
}

}  // namespace
}  // namespace shaderhw::r500
