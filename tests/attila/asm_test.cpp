// Tests of the ATTILA assembler/disassembler (golden/attila/asm.h, syntax in ASM.md).
//
// Expected words are built by hand with the Raw builder below, whose bit positions are typed from
// docs/attila.md 3.1-3.3, and expected texts are typed from docs/attila.md (7.1, 7.2) and
// from ASM.md; none is produced by the code under test. The random round trips use decode() and
// encode() (tested in decode_test.cpp) to define the canonical words.
#include "attila/asm.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace shaderhw::attila {
namespace {

constexpr uint64_t kSeed = 0xA5A11E5EEDull;  // fixed: every run is reproducible
constexpr int kRandomLegal = 100000;

// Bank codes, docs/attila.md 3.4.
enum : unsigned { IN = 0, OUT = 1, PARAM = 2, TEMP = 3, ADDR = 4, PARAM2 = 5, IMM = 6 };

// Raw instruction builder, bit positions from docs/attila.md 3.1-3.3.
struct Raw {
  uint64_t q0 = 0, q1 = 0;
  explicit Raw(unsigned opcode) : q0(opcode) {}
  Raw& src(int n, unsigned bank, unsigned reg, unsigned swz = 0x1B) {
    static const unsigned bank_lsb[3] = {17, 22, 27}, reg_lsb[3] = {0, 24, 40},
                          swz_lsb[3] = {8, 32, 48};
    q0 |= uint64_t{bank} << bank_lsb[n - 1];
    q1 |= uint64_t{reg} << reg_lsb[n - 1] | uint64_t{swz} << swz_lsb[n - 1];
    return *this;
  }
  Raw& imm2(uint32_t v) {  // op2 = IMM (bank 6), value in q1 63:32
    q0 |= uint64_t{IMM} << 22;
    q1 |= uint64_t{v} << 32;
    return *this;
  }
  Raw& offset(int32_t v) {
    q1 |= uint64_t{static_cast<uint32_t>(v)} << 32;
    return *this;
  }
  Raw& neg(int n) {
    q0 |= uint64_t{1} << (n == 1 ? 20 : n == 2 ? 25 : 30);
    return *this;
  }
  Raw& abs(int n) {
    q0 |= uint64_t{1} << (n == 1 ? 21 : n == 2 ? 26 : 31);
    return *this;
  }
  Raw& op2reg(unsigned reg) {
    q1 |= uint64_t{reg} << 24;
    return *this;
  }
  Raw& res(unsigned bank, unsigned reg, unsigned mask = 0xF) {
    q0 |= uint64_t{bank} << 32 | uint64_t{mask} << 36;
    q1 |= uint64_t{reg} << 16;
    return *this;
  }
  Raw& pres(unsigned reg) {
    q1 |= uint64_t{reg} << 16;
    return *this;
  }  // predicate result
  Raw& rel(unsigned areg, unsigned comp, int off) {
    q0 |= uint64_t{1} << 40 | uint64_t{areg} << 41 | uint64_t{comp} << 43 |
          uint64_t(off & 0x1FF) << 45;
    return *this;
  }
  Raw& sat() {
    q0 |= uint64_t{1} << 35;
    return *this;
  }  // also "invert" on predicate results
  Raw& end() {
    q0 |= uint64_t{1} << 8;
    return *this;
  }
  Raw& wait() {
    q0 |= uint64_t{1} << 9;
    return *this;
  }
  Raw& pred(unsigned reg, bool inv) {
    q0 |= uint64_t{1} << 10 | uint64_t{inv} << 11 | uint64_t{reg} << 12;
    return *this;
  }
  Instruction w() const { return Instruction{q0, q1}; }
};

std::string hex(const Instruction& w) { return format_words(w); }

Instruction must_assemble(const std::string& line, const DecodeConfig& cfg = {}) {
  const AsmResult a = assemble(line, cfg);
  EXPECT_TRUE(a.ok) << "line: " << line << "\nerror: " << a.error;
  return a.word;
}

// ---- docs/attila.md 7.1 and 7.2 -------------------------------------------------------------
TEST(AttilaAsm, WorkedExample71) {
  const Instruction w{0x000000BBC0965C13ull, 0x008703551104E402ull};
  EXPECT_EQ(disassemble(decode(w)), "(!p5) mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|");
  EXPECT_EQ(disassemble(w), "(!p5) mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|");
  EXPECT_EQ(hex(must_assemble("(!p5) mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|")), hex(w));
  // Case, spacing and comments do not matter.
  EXPECT_EQ(hex(must_assemble("(!P5) MAD_SAT R4.XZW, -R2.WZYX, C17.Y, -|I3.ZXYW|")), hex(w));
  EXPECT_EQ(hex(must_assemble("  ( ! p5 )mad_sat\tr4.xzw,-r2.wzyx ,c17.y,- | i3.zxyw | # x")),
            hex(w));
}

TEST(AttilaAsm, WorkedExample72) {
  const Instruction w{0x0000006103A60001ull, 0x3FC000000001E406ull};
  EXPECT_EQ(disassemble(decode(w)), "add o1.yz, |r6.wzyx|, -1.500000");
  EXPECT_EQ(hex(must_assemble("add o1.yz, |r6.wzyx|, -1.500000")), hex(w));
  EXPECT_EQ(hex(must_assemble("add o1.yz, |r6.wzyx|, -1.5 ; docs/attila.md 7.2")), hex(w));
  // The "equivalent encoding" of docs/attila.md 7.2: immediate 0xBFC00000 with op2_neg = 0. It is a different
  // word, so it prints differently (raw bits: the sign of the value itself).
  const Instruction alt{0x0000006101A60001ull, 0xBFC000000001E406ull};
  EXPECT_EQ(disassemble(alt), "add o1.yz, |r6.wzyx|, 0xBFC00000");
  EXPECT_EQ(hex(must_assemble("add o1.yz, |r6.wzyx|, 0xBFC00000")), hex(alt));
}

// ---- every opcode, by hand ------------------------------------------------------------------
struct Case {
  const char* line;  // what a user writes
  Raw raw;           // the canonical words, by hand
  const char* text;  // what the disassembler prints (nullptr: same as line)
};

std::vector<Case> opcode_cases() {
  return {
      {"nop", Raw(0x00), nullptr},
      {"add_sat r1.xw, c3, -i2.x",
       Raw(0x01).res(TEMP, 1, 0x9).sat().src(1, PARAM, 3).src(2, IN, 2, 0x00).neg(2), nullptr},
      {"addi r3, r1, 7", Raw(0x02).res(TEMP, 3).src(1, TEMP, 1).imm2(7), nullptr},
      {"arl a0, r2.x", Raw(0x03).res(ADDR, 0, 0).src(1, TEMP, 2, 0x00), nullptr},
      {"andp !p3, !p1, c260[a1.z-3].y",
       Raw(0x04).pres(3).sat().src(1, IN, 1, 0).neg(1).src(2, PARAM2, 4, 0x55).rel(1, 2, -3),
       nullptr},
      {"cos r0.x, -|c5.w|", Raw(0x07).res(TEMP, 0, 0x8).src(1, PARAM, 5, 0xFF).neg(1).abs(1),
       nullptr},
      {"dp3 o0, r1, r2.zyxw", Raw(0x08).res(OUT, 0).src(1, TEMP, 1).src(2, TEMP, 2, 0x93), nullptr},
      {"dp4 r2.y, i0, 2", Raw(0x09).res(TEMP, 2, 0x4).src(1, IN, 0).imm2(0x40000000),
       "dp4 r2.y, i0, 2.000000"},
      {"dph r2, r1, c0", Raw(0x0A).res(TEMP, 2).src(1, TEMP, 1).src(2, PARAM, 0), nullptr},
      {"dst r4, r1, r2", Raw(0x0B).res(TEMP, 4).src(1, TEMP, 1).src(2, TEMP, 2), nullptr},
      {"ex2_sat r0, r1.z", Raw(0x0C).res(TEMP, 0).sat().src(1, TEMP, 1, 0xAA), nullptr},
      {"exp r0, r1.x", Raw(0x0D).res(TEMP, 0).src(1, TEMP, 1, 0x00), nullptr},
      {"flr r0, r1", Raw(0x0E).res(TEMP, 0).src(1, TEMP, 1), nullptr},
      {"frc r0.z, -r1", Raw(0x0F).res(TEMP, 0, 0x2).src(1, TEMP, 1).neg(1), nullptr},
      {"lg2 r0, |r1.y|", Raw(0x10).res(TEMP, 0).src(1, TEMP, 1, 0x55).abs(1), nullptr},
      {"lit o1, r1", Raw(0x11).res(OUT, 1).src(1, TEMP, 1), nullptr},
      {"log r0, r1.w", Raw(0x12).res(TEMP, 0).src(1, TEMP, 1, 0xFF), nullptr},
      {"mad r0, c1[a0.x+5], r2, c3[a0.x+5].x",
       Raw(0x13).res(TEMP, 0).src(1, PARAM, 1).src(2, TEMP, 2).src(3, PARAM, 3, 0x00).rel(0, 0, 5),
       nullptr},
      {"max r0, r1, -0.5", Raw(0x14).res(TEMP, 0).src(1, TEMP, 1).imm2(0x3F000000).neg(2),
       "max r0, r1, -0.500000"},
      {"min r0, r1, r2", Raw(0x15).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2), nullptr},
      {"mov a1, r0.x", Raw(0x16).res(ADDR, 1).src(1, TEMP, 0, 0x00), nullptr},
      {"mul r0, r1, 0xBF800000", Raw(0x17).res(TEMP, 0).src(1, TEMP, 1).imm2(0xBF800000), nullptr},
      {"muli r0.xy, r1, -|3|", Raw(0x18).res(TEMP, 0, 0xC).src(1, TEMP, 1).imm2(3).neg(2).abs(2),
       nullptr},
      {"rcp r0, r1.x", Raw(0x19).res(TEMP, 0).src(1, TEMP, 1, 0x00), nullptr},
      {"rsq r0, |r1.x|", Raw(0x1B).res(TEMP, 0).src(1, TEMP, 1, 0x00).abs(1), nullptr},
      {"setpeq p0, r1.x, 0", Raw(0x1C).pres(0).src(1, TEMP, 1, 0x00).imm2(0),
       "setpeq p0, r1.x, 0.000000"},
      {"setpgt !p31, -r1.y, c2.z",
       Raw(0x1D).pres(31).sat().src(1, TEMP, 1, 0x55).neg(1).src(2, PARAM, 2, 0xAA), nullptr},
      {"sge r0, r1, r2", Raw(0x1E).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2), nullptr},
      {"setplt p4, r1.x, r2.x", Raw(0x1F).pres(4).src(1, TEMP, 1, 0x00).src(2, TEMP, 2, 0x00),
       nullptr},
      {"sin r0, r1.x", Raw(0x20).res(TEMP, 0).src(1, TEMP, 1, 0x00), nullptr},
      {"stpeqi p1, r1.x, 0xFFFFFFFF", Raw(0x21).pres(1).src(1, TEMP, 1, 0x00).imm2(0xFFFFFFFF),
       nullptr},
      {"slt r0, r1, r2", Raw(0x22).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2), nullptr},
      {"setpgti p1, a0.x, 100", Raw(0x23).pres(1).src(1, ADDR, 0, 0x00).imm2(100),
       "stpgti p1, a0.x, 100"},
      {"stplti p2, r1.y, r2.y", Raw(0x24).pres(2).src(1, TEMP, 1, 0x55).src(2, TEMP, 2, 0x55),
       nullptr},
      {"txl r0, r1, 0", Raw(0x25).res(TEMP, 0).src(1, TEMP, 1).op2reg(0), nullptr},
      {"tex_sat r0.xyz, i2.xyxy, 15",
       Raw(0x26).res(TEMP, 0, 0xE).sat().src(1, IN, 2, 0x11).op2reg(15), nullptr},
      {"txb r0, r1, 3", Raw(0x27).res(TEMP, 0).src(1, TEMP, 1).op2reg(3), nullptr},
      {"txp r0, r1, 4", Raw(0x28).res(TEMP, 0).src(1, TEMP, 1).op2reg(4), nullptr},
      {"kil -r1", Raw(0x29).src(1, TEMP, 1).neg(1), nullptr},
      {"kls r1.x, 15", Raw(0x2A).src(1, TEMP, 1, 0x00).op2reg(15), nullptr},
      {"zxp r1.z", Raw(0x2B).src(1, TEMP, 1, 0xAA), nullptr},
      {"zxs r1", Raw(0x2C).src(1, TEMP, 1), nullptr},
      {"cmp r0, r1, r2, -r3",
       Raw(0x2D).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2).src(3, TEMP, 3).neg(3), nullptr},
      {"cmpkil r0.w, r1, r2, r3",
       Raw(0x2E).res(TEMP, 0, 0x1).src(1, TEMP, 1).src(2, TEMP, 2).src(3, TEMP, 3), nullptr},
      {"chs", Raw(0x2F), nullptr},
      {"lda r0, i0.x, 200", Raw(0x30).res(TEMP, 0).src(1, IN, 0, 0x00).op2reg(200), nullptr},
      {"fxmul r0.xy, r1, 2.5", Raw(0x31).res(TEMP, 0, 0xC).src(1, TEMP, 1).imm2(0x40200000),
       "fxmul r0.xy, r1, 2.500000"},
      {"fxmad r0, r1, r2, r3",
       Raw(0x32).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2).src(3, TEMP, 3), nullptr},
      {"fxmad2 r0, r1, r2, r3",
       Raw(0x33).res(TEMP, 0).src(1, TEMP, 1).src(2, TEMP, 2).src(3, TEMP, 3), nullptr},
      {"ddx r0, r1", Raw(0x34).res(TEMP, 0).src(1, TEMP, 1), nullptr},
      {"ddy_sat r0, r1.wzyx", Raw(0x35).res(TEMP, 0).sat().src(1, TEMP, 1, 0xE4), nullptr},
      {"jmp !p3, -4", Raw(0x36).src(1, IN, 3, 0).neg(1).offset(-4), nullptr},
      {"end", Raw(0x37).end(), nullptr},
  };
}

TEST(AttilaAsm, EveryOpcodeByHand) {
  std::map<unsigned, int> seen;
  for (const Case& c : opcode_cases()) {
    const Instruction want = c.raw.w();
    EXPECT_EQ(hex(must_assemble(c.line)), hex(want)) << c.line;
    const Decoded d = decode(want);
    ASSERT_FALSE(d.illegal) << c.line << ": " << d.illegal_reason;
    EXPECT_EQ(disassemble(d), c.text ? c.text : c.line);
    ++seen[static_cast<unsigned>(want.q0 & 0xFF)];
  }
  EXPECT_EQ(seen.size(), 53u) << "every valid opcode (docs/attila.md 2) once";
  for (unsigned op = 0; op < 256; ++op) {
    EXPECT_EQ(seen.count(op) == 1, gen::opcode_info(op) != nullptr) << "opcode " << op;
  }
}

TEST(AttilaAsm, MoreForms) {
  const std::vector<Case> cases = {
      // Predication, flags (ASM.md: "@end", "@wait", printed in this order).
      {"(p2) mov r0, r1 @wait @end",
       Raw(0x16).pred(2, false).res(TEMP, 0).src(1, TEMP, 1).end().wait(),
       "(p2) mov r0, r1 @end @wait"},
      {"(!p0) nop @end", Raw(0x00).pred(0, true).end(), nullptr},
      {"end @wait", Raw(0x37).end().wait(), nullptr},
      {"end @end", Raw(0x37).end(), "end"},
      {"(p7) chs", Raw(0x2F).pred(7, false), nullptr},
      // Boolean operands: predicates, constants, immediates (docs/attila.md 3.5).
      {"jmp true, 1", Raw(0x36).abs(1).neg(1).offset(1), nullptr},
      {"jmp false, +1", Raw(0x36).abs(1).offset(1), "jmp false, 1"},
      {"jump c7.x, 2", Raw(0x36).src(1, PARAM, 7, 0x00).offset(2), "jmp c7.x, 2"},
      {"jmp !c300[a1.w+255].z, -2147483648",
       Raw(0x36).src(1, PARAM2, 44, 0xAA).neg(1).rel(1, 3, 255).offset(INT32_MIN), nullptr},
      {"andp p0, false, true", Raw(0x04).abs(1).abs(2).neg(2), nullptr},
      {"andp p1, c2.xyzw, p5", Raw(0x04).pres(1).src(1, PARAM, 2).src(2, IN, 5, 0), nullptr},
      // Constants 256-511 are PARAM2 (docs/attila.md 3.4); relative offset limits (E7).
      {"mov r0, c256", Raw(0x16).res(TEMP, 0).src(1, PARAM2, 0), nullptr},
      {"mov r0, c511[a0.y-256].zxyw",
       Raw(0x16).res(TEMP, 0).src(1, PARAM2, 255, 0x87).rel(0, 1, -256), nullptr},
      {"mov r0, c255[a1.x]", Raw(0x16).res(TEMP, 0).src(1, PARAM, 255).rel(1, 0, 0), nullptr},
      {"mov r0, c1[a1.x+0]", Raw(0x16).res(TEMP, 0).src(1, PARAM, 1).rel(1, 0, 0),
       "mov r0, c1[a1.x]"},
      // Write masks: none, full, single.
      {"mov r0.none, r1", Raw(0x16).res(TEMP, 0, 0).src(1, TEMP, 1), nullptr},
      {"mov r0.xyzw, r1.xyzw", Raw(0x16).res(TEMP, 0).src(1, TEMP, 1), "mov r0, r1"},
      {"mov o15.w, -|a1.yyyy|", Raw(0x16).res(OUT, 15, 0x1).src(1, ADDR, 1, 0x55).neg(1).abs(1),
       "mov o15.w, -|a1.y|"},
      // Scalar read with a non-broadcast swizzle: all four letters, identity included (E31).
      {"rcp r0, r1", Raw(0x19).res(TEMP, 0).src(1, TEMP, 1), "rcp r0, r1.xyzw"},
      {"setpeq p0, r1.xyzy, r2.wwwx", Raw(0x1C).pres(0).src(1, TEMP, 1, 0x19).src(2, TEMP, 2, 0xFC),
       nullptr},
      // Immediates (ASM.md): decimal, raw bits, integer.
      {"add r0, r1, 0.1", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x3DCCCCCD),
       "add r0, r1, 0.100000"},
      {"add r0, r1, .25", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x3E800000),
       "add r0, r1, 0.250000"},
      {"add r0, r1, 1e-10", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x2EDBE6FF), nullptr},
      {"add r0, r1, 0x1", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(1), "add r0, r1, 1e-45"},
      {"add r0, r1, -0x80000000", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x80000000).neg(2),
       nullptr},
      {"add r0, r1, 0x7fc00001", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x7FC00001),
       "add r0, r1, 0x7FC00001"},
      {"add r0, r1, 0x7F800000", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x7F800000), nullptr},
      {"add r0, r1, 16777216", Raw(0x01).res(TEMP, 0).src(1, TEMP, 1).imm2(0x4B800000),
       "add r0, r1, 16777216.000000"},
      {"addi r0, r1, -5", Raw(0x02).res(TEMP, 0).src(1, TEMP, 1).imm2(5).neg(2), nullptr},
      {"addi r0, r1, 4294967291", Raw(0x02).res(TEMP, 0).src(1, TEMP, 1).imm2(0xFFFFFFFB),
       "addi r0, r1, 0xFFFFFFFB"},
      {"muli r0, r1, 2147483647", Raw(0x18).res(TEMP, 0).src(1, TEMP, 1).imm2(0x7FFFFFFF), nullptr},
      {"muli r0, r1, 0x80000000", Raw(0x18).res(TEMP, 0).src(1, TEMP, 1).imm2(0x80000000), nullptr},
  };
  for (const Case& c : cases) {
    const Instruction want = c.raw.w();
    EXPECT_EQ(hex(must_assemble(c.line)), hex(want)) << c.line;
    const Decoded d = decode(want);
    ASSERT_FALSE(d.illegal) << c.line << ": " << d.illegal_reason;
    EXPECT_EQ(disassemble(d), c.text ? c.text : c.line);
  }
}

TEST(AttilaAsm, MicroTriangleInputs) {
  DecodeConfig mt;
  mt.micro_triangle = true;  // IN has 48 registers (E10, D8)
  EXPECT_FALSE(assemble("mov r0, i47").ok);
  const Instruction want = Raw(0x16).res(TEMP, 0).src(1, IN, 47).w();
  EXPECT_EQ(hex(must_assemble("mov r0, i47", mt)), hex(want));
  EXPECT_EQ(disassemble(want, mt), "mov r0, i47");
  EXPECT_FALSE(assemble("mov r0, i48", mt).ok);
}

// ---- float immediates print so that they read back bit-exactly ---------------------------
TEST(AttilaAsm, FloatImmediateText) {
  struct F {
    uint32_t bits;
    const char* text;
  };
  const F cases[] = {
      {0x00000000, "0.000000"},
      {0x3FC00000, "1.500000"},
      {0x3E99999A, "0.300000"},  // 0.3f: "%f" reads back to the same float
      {0x3DCCCCCD, "0.100000"},
      {0x2EDBE6FF, "1e-10"},  // "%f" would print 0.000000: shortest exact text instead
      {0x00000001, "1e-45"},  // smallest subnormal
      {0x7F7FFFFF, "340282346638528859811704183484516925440.000000"},  // FLT_MAX, exact
      {0x80000000, "0x80000000"},  // sign bit set: raw bits (the sign is the op2_neg flag's)
      {0xBF800000, "0xBF800000"},
      {0x7F800000, "0x7F800000"},
      {0xFFC00000, "0xFFC00000"},
  };
  for (const F& f : cases) {
    const std::string want = f.text;
    const Instruction w = Raw(0x17).res(TEMP, 0).src(1, TEMP, 1).imm2(f.bits).w();
    EXPECT_EQ(disassemble(w), "mul r0, r1, " + want);
    EXPECT_EQ(hex(must_assemble("mul r0, r1, " + want)), hex(w)) << want;
  }
}

// Every 32-bit pattern class as a float and as an integer immediate reads back bit-exactly.
TEST(AttilaAsm, RandomImmediateRoundTrip) {
  std::mt19937_64 rng(kSeed + 2);
  int fixed = 0, shortest = 0, raw = 0;
  for (int k = 0; k < kRandomLegal; ++k) {
    uint32_t bits = static_cast<uint32_t>(rng());
    if (k % 4 == 1)
      bits &= 0x807FFFFFu | (static_cast<uint32_t>(rng() % 40 + 107) << 23);  // |x| near 1
    if (k % 4 == 2) bits &= 0x80FFFFFFu;                                      // tiny
    const bool integer = k % 8 == 7;
    const Instruction w = Raw(integer ? 0x02 : 0x17).res(TEMP, 0).src(1, TEMP, 1).imm2(bits).w();
    const std::string text = disassemble(w);
    const AsmResult back = assemble(text);
    ASSERT_TRUE(back.ok) << text << ": " << back.error;
    ASSERT_EQ(back.word, w) << text;
    if (!integer) {
      const std::string v = text.substr(text.rfind(' ') + 1);
      if (v.rfind("0x", 0) == 0) {
        ++raw;
      } else if (v.find('.') != std::string::npos && v.size() > 7 && v[v.size() - 7] == '.') {
        ++fixed;
      } else {
        ++shortest;
      }
    }
  }
  EXPECT_GT(fixed, kRandomLegal / 20);
  EXPECT_GT(shortest, kRandomLegal / 20);
  EXPECT_GT(raw, kRandomLegal / 20);
  std::printf("[ immediates ] float immediates printed as %%f: %d, shortest: %d, raw bits: %d\n",
              fixed, shortest, raw);
}

// ---- error cases: the message names the column and the token -------------------------------
TEST(AttilaAsm, Errors) {
  struct E {
    const char* line;
    int column;
    const char* what;
    const char* token;
  };
  // clang-format off
  const E cases[] = {
      {"", 1, "empty line", ""},
      {"   ; only a comment", 4, "empty line", ""},
      {"foo r0, r1", 1, "unknown mnemonic", "foo"},
      {"mov_sat_sat r0, r1", 1, "unknown mnemonic", "mov_sat_sat"},
      {"addi_sat r0, r1, r2", 1, "no saturate", "addi_sat"},
      {"setpeq_sat p0, r1.x, r2.x", 1, "inverts its result", "setpeq_sat"},
      {"(p1) jmp p1, 3", 1, "cannot be predicated", "("},
      {"(p32) mov r0, r1", 3, "predicate register number out of range", "32"},
      {"(q1) mov r0, r1", 2, "expected predicate register", "q1"},
      {"(p1 mov r0, r1", 5, "expected ')'", "mov"},
      {"nop r1", 5, "takes no operands", "r1"},
      {"mad r0, r1, r2", 15, "missing operand 4", ""},
      {"add r0 r1, r2", 8, "expected ','", "r1"},
      {"add r0, r1, r2, r3", 15, "found more", ","},
      {"mov i0, r1", 5, "bank IN cannot be written", "i0"},
      {"mov c0, r1", 5, "constants cannot be written", "c0"},
      {"mov -r0, r1", 5, "modifiers are not allowed on a result", "-"},
      {"mov r32, r1", 5, "past the end of its bank", "r32"},
      {"mov o16, r1", 5, "past the end", "o16"},
      {"mov a2, r1", 5, "past the end", "a2"},
      {"mov r0, o1", 9, "bank OUT cannot be read", "o1"},
      {"mov r0, i16", 9, "past the end", "i16"},
      {"mov r0, c512", 9, "past c511", "c512"},
      {"mov r0, x1", 9, "expected a source operand", "x1"},
      {"mov r0, p1", 9, "predicate registers are operands only of andp and jmp", "p1"},
      {"mov r0, r", 10, "expected register number", ""},
      {"mov r0, r1x", 10, "malformed register number", "1x"},
      {"mov r0.yx, r1", 7, "bad write mask", ".yx"},
      {"mov r0.xx, r1", 7, "bad write mask", ".xx"},
      {"mov r0.q, r1", 7, "bad write mask", ".q"},
      {"mov r0, r1.xy", 11, "bad swizzle", ".xy"},
      {"mov r0, r1.xyzwx", 11, "bad swizzle", ".xyzwx"},
      {"mov r0, r1.xyzq", 11, "bad swizzle", ".xyzq"},
      {"mov r0, |r1", 12, "expected '|'", ""},
      {"mov r0, !r1", 9, "use '-' to negate", "!"},
      {"arl a0.x, r1", 7, "has no write mask", ".x"},
      {"setpeq p0.x, r1.x, r2.x", 10, "predicate result has no write mask", ".x"},
      {"setpeq r0, r1.x, r2.x", 8, "expected a predicate result", "r0"},
      {"mov r0, r1[a0.x]", 11, "only to constant operands", "["},
      {"mov r0, c1[a2.x]", 12, "address register out of range", "a2"},
      {"mov r0, c1[b0.x]", 12, "expected address register", "b0.x"},
      {"mov r0, c1[a0.q]", 15, "expected component", "q"},
      {"mov r0, c1[a0.x+256]", 17, "-256..+255", "256"},
      {"mov r0, c1[a0.x-257]", 17, "-256..+255", "257"},
      {"mov r0, c1[a0.x+1", 18, "expected ']'", ""},
      {"mad r0, c1[a0.x], r2, c3", 23, "every constant operand", "c3"},
      {"mad r0, c1[a0.x], r2, c3[a0.x+1]", 23, "every constant operand", "c3"},
      {"mad r0, r1, 1.0, r2", 13, "takes no immediate", "1.0"},
      {"mov r0, 1.0", 9, "only as source 2", "1.0"},
      {"tex r0, r1, r2", 13, "expected sampler index", "r2"},
      {"tex r0, r1, 16", 13, "sampler index out of range (max 15)", "16"},
      {"kls r0, 16", 9, "sample index out of range", "16"},
      {"lda r0, i0, 256", 13, "attribute index out of range (max 255)", "256"},
      {"add r0, r1, 1.5x", 13, "malformed float immediate", "1.5x"},
      {"add r0, r1, 1e39", 13, "overflows binary32", "1e39"},
      {"add r0, r1, 1e-50", 13, "underflows to zero", "1e-50"},
      {"add r0, r1, 0x1.8p0", 13, "hex-float literals are not accepted", "0x1.8p0"},
      {"add r0, r1, 0x123456789", 13, "wider than 32 bits", "0x123456789"},
      {"add r0, r1, 0xg", 13, "expected hex digits", "0xg"},
      {"addi r0, r1, 1.5", 14, "integer opcode takes an integer immediate", "1.5"},
      {"addi r0, r1, 4294967296", 14, "integer immediate out of range", "4294967296"},
      {"andp p0, r1, p2", 10, "expected a predicate, a constant or true/false", "r1"},
      {"andp p0, !true, p2", 10, "without '!'", "!"},
      {"andp p0, -p1, p2", 10, "takes '!' only", "-"},
      {"andp p0, maybe, p2", 10, "expected a predicate", "maybe"},
      {"andp p0, p1.x, p2", 12, "a predicate operand has no suffix", ".x"},
      {"andp p0, p32, p2", 11, "predicate register number out of range", "32"},
      {"jmp p0, 2147483648", 9, "jump offset out of range", "2147483648"},
      {"jmp p0, -2147483649", 10, "jump offset out of range", "2147483649"},
      {"jmp p0, x", 9, "expected jump offset", "x"},
      {"mov r0, r1 @foo", 12, "unknown flag", "@foo"},
      {"mov r0, r1 @end @end", 17, "repeated flag", "@end"},
      {"mov r0, r1 end", 12, "unexpected text after the instruction", "end"},
      {".illegal 0x5 0x0", 1, "expected a mnemonic", ".illegal"},
  };
  // clang-format on
  for (const E& e : cases) {
    const AsmResult a = assemble(e.line);
    const std::string& err = a.error;
    EXPECT_FALSE(a.ok) << e.line;
    EXPECT_EQ(a.word, Instruction{}) << "no word on failure: " << e.line;
    const std::string col = "column " + std::to_string(e.column) + ": ";
    EXPECT_EQ(err.rfind(col, 0), 0u) << e.line << "\n  got: " << err << "\n  want prefix: " << col;
    EXPECT_NE(err.find(e.what), std::string::npos)
        << e.line << "\n  got: " << err << "\n  want: " << e.what;
    if (e.token) {  // "" stands for the end of the line
      const std::string tail = *e.token ? std::string(" '") + e.token + "'" : " (end of line)";
      EXPECT_TRUE(err.size() >= tail.size() &&
                  err.compare(err.size() - tail.size(), tail.size(), tail) == 0)
          << e.line << "\n  got: " << err << "\n  want token: " << tail;
    }
  }
}

TEST(AttilaAsm, Blank) {
  EXPECT_TRUE(is_blank(""));
  EXPECT_TRUE(is_blank("   \t"));
  EXPECT_TRUE(is_blank("  ; comment mov r0, r1"));
  EXPECT_TRUE(is_blank("# comment"));
  EXPECT_FALSE(is_blank(" nop ; x"));
}

// ---- illegal words --------------------------------------------------------------------------
TEST(AttilaAsm, IllegalWords) {
  // E2: opcode 0x05 is invalid.
  const Instruction bad_op{0x0000000000000005ull, 0x1ull};
  EXPECT_EQ(disassemble(bad_op).rfind(".illegal 0x0000000000000005 0x0000000000000001 ; invalid "
                                      "opcode 0x05",
                                      0),
            0u)
      << disassemble(bad_op);
  const Instruction bad_ff{0xFFull, 0};
  EXPECT_NE(disassemble(bad_ff).find("invalid opcode 0xFF"), std::string::npos);
  // ADD with result bank IN (docs/attila.md 3.4): the decoder's reason is printed.
  const Instruction bad_res = Raw(0x01).res(IN, 0).src(1, TEMP, 1).src(2, TEMP, 2).w();
  const Decoded d = decode(bad_res);
  ASSERT_TRUE(d.illegal);
  EXPECT_EQ(disassemble(bad_res), ".illegal " + format_words(bad_res) + " ; " + d.illegal_reason);
  EXPECT_EQ(disassemble(d), std::string(".illegal ; ") + d.illegal_reason);
}

// ---- instruction words as text ----------------------------------------------------------
TEST(AttilaAsm, ParseAndFormatWords) {
  const Instruction ex{0x000000BBC0965C13ull, 0x008703551104E402ull};
  EXPECT_EQ(format_words(ex), "0x000000BBC0965C13 0x008703551104E402");
  const char* forms[] = {
      "0x000000BBC0965C13 0x008703551104E402",
      "000000BBC0965C13, 008703551104e402",
      "0x000000BB_C0965C13 : 0x00870355_1104E402 ; docs/attila.md 7.1",
      "0x008703551104E402000000BBC0965C13",
      "008703551104e402_000000bbc0965c13  # one 128-bit value, qword 1 first",
      "0x0087'0355'1104'E402'0000'00BB'C096'5C13",
  };
  for (const char* f : forms) {
    const AsmResult w = parse_words(f);
    EXPECT_TRUE(w.ok) << f << ": " << w.error;
    EXPECT_EQ(w.word, ex) << f;
  }
  const AsmResult short_words = parse_words("0x13 0x2");  // short qwords are zero-extended
  EXPECT_TRUE(short_words.ok) << short_words.error;
  EXPECT_EQ(short_words.word, (Instruction{0x13, 0x2}));
  const char* bad[] = {"",
                       "; nothing",
                       "0x12",
                       "0x1 0x2 0x3",
                       "0x10000000000000000 0x0",
                       "xyz 0x1",
                       "0x_1 0x0",
                       "0x1_ 0x0",
                       "0x 0x0",
                       "08703551104E402000000BBC0965C13" /* 31 digits */};
  for (const char* b : bad) {
    const AsmResult w = parse_words(b);
    EXPECT_FALSE(w.ok) << b;
    EXPECT_EQ(w.error.rfind("column ", 0), 0u) << b << ": " << w.error;
    EXPECT_EQ(w.word, Instruction{}) << b;
  }
  std::mt19937_64 rng(kSeed);
  for (int k = 0; k < 1000; ++k) {
    const Instruction r{rng(), rng()};
    const AsmResult w = parse_words(format_words(r));
    ASSERT_TRUE(w.ok) << w.error;
    EXPECT_EQ(w.word, r);
  }
}

// ---- random round trips ---------------------------------------------------------------------
// Random word biased towards legal encodings: a valid opcode, small register numbers.
Instruction random_word(std::mt19937_64& rng) {
  static std::vector<unsigned> valid;
  if (valid.empty()) {
    for (unsigned op = 0; op < 256; ++op) {
      if (gen::opcode_info(op)) valid.push_back(op);
    }
  }
  Instruction w{rng(), rng()};
  w.q0 = (w.q0 & ~0xFFull) | valid[rng() % valid.size()];
  const uint64_t r = rng();
  if (r & 1) {  // register-index bytes of qword 1 (register form) below 32 or 16
    const unsigned lsb[4] = {0, 16, 24, 40};
    for (int k = 0; k < 4; ++k) {
      const uint64_t keep = (r >> (8 + k)) & 1 ? 0x0F : 0x1F;
      w.q1 &= ~(uint64_t{0xFF & ~keep} << lsb[k]);
    }
  }
  if (r & 2) w.q0 &= ~(uint64_t{1} << 40);  // also plenty of words without relative addressing
  if (r & 4) {  // source banks IN/PARAM/TEMP/ADDR/PARAM2 and result banks OUT/TEMP/ADDR
    static const unsigned src_bank[5] = {IN, PARAM, TEMP, ADDR, PARAM2},
                          res_bank[3] = {OUT, TEMP, ADDR};
    const unsigned lsb[3] = {17, 22, 27};
    for (int k = 0; k < 3; ++k) {
      if (k == 1 && (r >> 20) % 4 == 0) continue;  // keep some op2 = IMM
      w.q0 = (w.q0 & ~(uint64_t{7} << lsb[k])) | uint64_t{src_bank[(r >> (24 + 3 * k)) % 5]}
                                                     << lsb[k];
    }
    w.q0 = (w.q0 & ~(uint64_t{7} << 32)) | uint64_t{res_bank[(r >> 40) % 3]} << 32;
  }
  return w;
}

void round_trip(const DecodeConfig& cfg, int want_legal, uint64_t seed) {
  std::mt19937_64 rng(seed);
  int legal = 0, tries = 0, noncanonical = 0, failures = 0;
  std::map<unsigned, int> per_opcode;
  int with_imm = 0, with_rel = 0, with_boolimm = 0, with_end = 0, with_pred = 0;
  while (legal < want_legal) {
    ++tries;
    ASSERT_LT(tries, want_legal * 100) << "generator yields too few legal words";
    const Instruction w = random_word(rng);
    const Decoded d = decode(w, cfg);
    if (d.illegal) continue;
    ++legal;
    const Instruction canon = encode(d);
    noncanonical += canon != w;
    ++per_opcode[static_cast<unsigned>(d.opcode)];
    with_imm += d.src[1].kind == SrcKind::Imm;
    with_rel += d.rel_en;
    with_boolimm += d.src[0].kind == SrcKind::BoolImm || d.src[1].kind == SrcKind::BoolImm;
    with_end += d.end;
    with_pred += d.pred_en;

    // Non-canonical (or canonical) word: asm(disasm(w)) == canonical encoding.
    const std::string text = disassemble(d);
    const AsmResult back = assemble(text, cfg);
    if (!back.ok || back.word != canon) {
      if (++failures <= 10) {
        ADD_FAILURE() << "word " << format_words(w) << "\n  text: " << text << "\n  "
                      << (back.ok ? "assembled " + format_words(back.word) : "error: " + back.error)
                      << "\n  want " << format_words(canon);
      }
      continue;
    }
    // Canonical word: the text is the same and assembles to the same words.
    const std::string text2 = disassemble(decode(canon, cfg));
    if (text2 != text) {
      if (++failures <= 10)
        ADD_FAILURE() << "text of canonical differs: " << text << " / " << text2;
      continue;
    }
    const AsmResult back2 = assemble(text2, cfg);
    if (!back2.ok || back2.word != canon) {
      if (++failures <= 10) ADD_FAILURE() << "canonical round trip: " << text2;
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_EQ(per_opcode.size(), 53u);
  for (const auto& [op, n] : per_opcode) EXPECT_GT(n, want_legal / 400) << "opcode " << op;
  EXPECT_GT(with_imm, want_legal / 100);
  EXPECT_GT(with_rel, want_legal / 100);
  EXPECT_GT(with_boolimm, want_legal / 1000);
  EXPECT_GT(noncanonical, want_legal / 2);
  std::printf(
      "[ round trip ] %d legal of %d random words; %d non-canonical; imm %d, rel %d, "
      "bool imm %d, end %d, pred %d\n",
      legal, tries, noncanonical, with_imm, with_rel, with_boolimm, with_end,
      with_pred);
}

TEST(AttilaAsm, RandomRoundTrip) { round_trip(DecodeConfig{}, kRandomLegal, kSeed); }

TEST(AttilaAsm, RandomRoundTripMicroTriangle) {
  DecodeConfig mt;
  mt.micro_triangle = true;
  round_trip(mt, kRandomLegal / 10, kSeed + 1);
}

}  // namespace
}  // namespace shaderhw::attila
