// Tests of the Valhall golden decoder/encoder against docs/valhall.md.
//
// Expected values (the worked examples of section 7, the opcode map of 4.2, the field positions
// of 1.3-3.5 used to build words by hand, the validity rules of 4.3) are typed from the
// docs/valhall.md, never read from the generated table, so these tests also check the generator and
// the XML overrides. Only the random round trip reads the generated table, to aim its random
// words at existing instructions.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <random>
#include <set>
#include <string>

#include "valhall/asm.h"
#include "valhall/decode.h"

namespace shaderhw::valhall {
namespace {

constexpr uint64_t kSeed = 0x7A11A115EEDull;  // fixed: every run is reproducible
constexpr int kRandomCount = 100000;

// A word built from positions typed from docs/valhall.md.
struct W {
  uint64_t w = 0;
  // Primary opcode W[56:48] (4.1); byte 5 W[47:40] (1.3/1.4), default 0xC0 = r0, whole register.
  explicit W(unsigned primary, unsigned byte5 = 0xC0) { set(48, 9, primary).set(40, 8, byte5); }
  W& set(unsigned lsb, unsigned width, uint64_t v) {
    const uint64_t m = ((uint64_t{1} << width) - 1) << lsb;
    w = (w & ~m) | ((v << lsb) & m);
    return *this;
  }
  W& byte(unsigned k, unsigned v) { return set(8 * k, 8, v); }
  W& flow(unsigned v) { return set(59, 4, v); }       // 1.6
  W& page(unsigned v) { return set(57, 2, v); }       // 2.3
  W& bit(unsigned b) { return set(b, 1, 1); }
};

uint64_t bytes(std::initializer_list<unsigned> b) {  // memory order, byte 0 first (0)
  uint64_t w = 0;
  int k = 0;
  for (unsigned v : b) w |= uint64_t{v} << (8 * k++);
  return w;
}

Decoded dec(uint64_t w, const char* name) {
  const Decoded d = decode(w);
  EXPECT_NE(d.name, nullptr) << std::hex << w;
  if (d.name) {
    EXPECT_STREQ(d.name, name) << std::hex << w;
  }
  EXPECT_FALSE(d.illegal) << name << ": " << d.reason();
  // Every bit set by the test lies in a field of the instruction (4.3 Level 2).
  EXPECT_EQ(d.suspicious, 0u) << name << " word " << std::hex << w;
  return d;
}
Decoded dec(const W& w, const char* name) { return dec(w.w, name); }

void reg(const Source& s, unsigned r, bool last_use = false) {
  EXPECT_EQ(s.cls, SrcClass::Reg);
  EXPECT_EQ(s.index, r);
  EXPECT_EQ(s.discard, last_use);
}
void lut(const Source& s, unsigned entry) {
  EXPECT_EQ(s.cls, SrcClass::Imm);
  EXPECT_EQ(s.index, entry);
}
void uni(const Source& s, unsigned index) {
  EXPECT_EQ(s.cls, SrcClass::Uniform);
  EXPECT_EQ(s.index, index);
}
void mods(const Source& s, unsigned swizzle, bool neg, bool abs, bool invert = false) {
  EXPECT_EQ(s.swizzle, swizzle);
  EXPECT_EQ(s.neg, neg);
  EXPECT_EQ(s.abs, abs);
  EXPECT_EQ(s.invert, invert);
}
void dest(const Decoded& d, unsigned r, unsigned mask = 3) {
  EXPECT_TRUE(d.has_dest);
  EXPECT_EQ(d.dest, r);
  EXPECT_EQ(d.dest_mask, mask);
}
void staging(const Decoded& d, unsigned k, unsigned r, unsigned count, unsigned flags) {
  EXPECT_EQ(d.sr[k].reg, r) << "staging " << k;
  EXPECT_EQ(d.sr[k].count, count) << "staging " << k;
  EXPECT_EQ(d.sr[k].flags, flags) << "staging " << k;
}

// ---- 7: worked examples, field by field -------------------------------------------------------
TEST(ValhallWorkedExamples, E1FaddAbsNeg) {
  const Decoded d = dec(bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0xc5, 0xa4, 0x00}), "FADD.f32");
  EXPECT_EQ(d.primary, 0x0A4);
  EXPECT_EQ(d.secondary, 0);
  reg(d.src[0], 3);
  mods(d.src[0], 0, false, true);
  reg(d.src[1], 7, true);
  mods(d.src[1], 0, true, false);
  EXPECT_EQ(d.get(Mod::CLAMP), 0);
  dest(d, 5);
  EXPECT_EQ(d.fau_page, 0);
  EXPECT_EQ(d.flow, 0);
  const Decoded c = dec(bytes({0x03, 0x47, 0x00, 0x00, 0x93, 0xc5, 0xa4, 0x00}), "FADD.f32");
  EXPECT_EQ(c.get(Mod::CLAMP), 3);  // clamp_0_1
}

TEST(ValhallWorkedExamples, E2FaddV2f16HalfWrite) {
  const Decoded d = dec(bytes({0x06, 0xdb, 0x00, 0x3c, 0x10, 0x82, 0xa5, 0x00}), "FADD.v2f16");
  reg(d.src[0], 6);
  mods(d.src[0], 3, false, false);  // h11
  lut(d.src[1], 27);                // 0x3C000000
  mods(d.src[1], 3, true, false);
  dest(d, 2, 2);                    // .h1
}

TEST(ValhallWorkedExamples, E3FmaUniformPage1) {
  const Decoded d = dec(bytes({0x04, 0x86, 0x46, 0x00, 0x04, 0xca, 0xb2, 0x02}), "FMA.f32");
  reg(d.src[0], 4);
  uni(d.src[1], 6);
  EXPECT_EQ(d.fau_page, 1);  // u70
  reg(d.src[2], 6, true);
  mods(d.src[2], 0, true, false);
  dest(d, 10);
  const Decoded w = dec(bytes({0x04, 0x83, 0x46, 0x00, 0x04, 0xca, 0xb2, 0x10}), "FMA.f32");
  EXPECT_EQ(w.flow, 2);  // wait1
  uni(w.src[1], 3);
  EXPECT_EQ(w.fau_page, 0);
}

TEST(ValhallWorkedExamples, E4IntegerAdd) {
  const Decoded d = dec(bytes({0x49, 0xca, 0x00, 0x14, 0x00, 0xcc, 0xa0, 0x00}), "IADD.u32");
  reg(d.src[0], 9, true);
  EXPECT_EQ(d.src[0].swizzle, 0);
  lut(d.src[1], 10);
  EXPECT_EQ(d.src[1].swizzle, 5);  // b1
  EXPECT_EQ(d.get(Mod::SATURATE), 0);
  dest(d, 12);
  const Decoded s = dec(bytes({0x02, 0xc2, 0x00, 0x40, 0x00, 0xc1, 0xa8, 0x00}), "IADD.s32");
  EXPECT_EQ(s.get(Mod::SATURATE), 1);
  reg(s.src[0], 2);
  lut(s.src[1], 2);
  dest(s, 1);
  const Decoded v = dec(bytes({0x08, 0xcb, 0x00, 0x08, 0x30, 0xc8, 0xa1, 0x00}), "IADD.v2u16");
  reg(v.src[0], 8);
  EXPECT_EQ(v.src[0].swizzle, 3);  // h11
  lut(v.src[1], 11);
  EXPECT_EQ(v.src[1].swizzle, 2);  // h01, identity
  dest(v, 8);
}

TEST(ValhallWorkedExamples, E5Conversions) {
  const Decoded d = dec(bytes({0x08, 0x00, 0x0c, 0x80, 0x80, 0xc3, 0x90, 0x00}), "F32_TO_S32");
  EXPECT_EQ(d.secondary, 0x0C);
  EXPECT_EQ(d.get(Mod::ROUND_MODE), 2);  // rtn
  reg(d.src[0], 8);
  mods(d.src[0], 0, false, true);
  dest(d, 3);
  const Decoded h = dec(bytes({0x02, 0x00, 0x13, 0x00, 0x70, 0xc6, 0x90, 0x00}), "V2U8_TO_V2F16");
  EXPECT_EQ(h.secondary, 0x13);
  EXPECT_EQ(h.src[0].swizzle, 7);  // b31 = 3 + 4*1
  const Decoded u = dec(bytes({0x09, 0x00, 0x15, 0x10, 0x00, 0xc4, 0x90, 0x00}), "U16_TO_F32");
  EXPECT_EQ(u.src[0].swizzle, 1);  // h10: W[28] = 1
  reg(u.src[0], 9);
  dest(u, 4);
}

TEST(ValhallWorkedExamples, E6Compares) {
  const Decoded d = dec(bytes({0x41, 0x82, 0xc0, 0x40, 0x04, 0xc7, 0xf8, 0x00}), "ICMP.s32");
  EXPECT_EQ(d.get(Mod::RESULT_TYPE), 1);  // f1
  EXPECT_EQ(d.get(Mod::CONDITION), 4);    // lt
  EXPECT_EQ(d.get(Mod::AND), 0);
  EXPECT_EQ(d.get(Mod::SEQ), 0);
  reg(d.src[0], 1, true);
  uni(d.src[1], 2);
  lut(d.src[2], 0);
  dest(d, 7);
  const Decoded a = dec(bytes({0x03, 0x04, 0x40, 0x81, 0x02, 0xc0, 0xf0, 0x00}), "ICMP.u32");
  EXPECT_EQ(a.get(Mod::AND), 1);
  EXPECT_EQ(a.get(Mod::RESULT_TYPE), 2);  // m1
  EXPECT_EQ(a.get(Mod::CONDITION), 2);    // ge
  reg(a.src[2], 0, true);
  const Decoded f = dec(bytes({0x01, 0x02, 0xc0, 0x88, 0x46, 0xc9, 0xf4, 0x00}), "FCMP.f32");
  EXPECT_EQ(f.get(Mod::CONDITION), 6);  // gtlt
  EXPECT_EQ(f.get(Mod::RESULT_TYPE), 2);
  mods(f.src[0], 0, true, false);
  mods(f.src[1], 2, false, false);  // h1 (Widen)
  dest(f, 9);
}

TEST(ValhallWorkedExamples, E7BranchAndWalkThrough) {
  const uint64_t w = bytes({0x04, 0xfd, 0xff, 0xff, 0x57, 0xc0, 0x1f, 0x50});
  EXPECT_EQ(w, 0x501FC057FFFFFD04ull);  // the walk-through's little-endian reading
  const uint8_t mem[8] = {0x04, 0xfd, 0xff, 0xff, 0x57, 0xc0, 0x1f, 0x50};
  EXPECT_EQ(word_from_bytes(mem), w);
  const Decoded d = dec(w, "BRANCHZ");
  EXPECT_EQ(d.flow, 10);  // reconverge
  EXPECT_EQ(d.fau_page, 0);
  reg(d.src[0], 4);
  EXPECT_EQ(d.src[0].swizzle, 2);  // combine h1
  EXPECT_EQ(d.get(Mod::EQ), 1);
  EXPECT_EQ(d.get(Mod::CONSERVATIVE), 0);
  EXPECT_EQ(d.imm_raw(Imm::OFFSET), 0x7FFFFFDu);
  EXPECT_EQ(d.imm_value(Imm::OFFSET), -3);
  EXPECT_FALSE(d.has_dest);
  const Decoded j = dec(bytes({0xc0, 0x05, 0x00, 0x00, 0x10, 0xc0, 0x1f, 0x00}), "BRANCHZ");
  lut(j.src[0], 0);
  EXPECT_EQ(j.imm_value(Imm::OFFSET), 5);
  EXPECT_EQ(j.get(Mod::EQ), 1);
}

TEST(ValhallWorkedExamples, E8ShiftLogic) {
  const Decoded d = dec(bytes({0x01, 0xc8, 0xc0, 0x19, 0x01, 0xc9, 0xb4, 0x00}), "LSHIFT_OR.i32");
  EXPECT_EQ(d.secondary, 0x101);
  reg(d.src[0], 1);
  lut(d.src[1], 8);
  EXPECT_EQ(d.src[1].swizzle, 6);  // b22
  lut(d.src[2], 0);
  dest(d, 9);
  const Decoded r = dec(bytes({0x44, 0xc9, 0xc0, 0x19, 0x04, 0xc4, 0xb4, 0x00}), "RSHIFT_OR.i32");
  EXPECT_EQ(r.secondary, 0x001);
  EXPECT_EQ(r.get(Mod::SIGNED), 1);
  reg(r.src[0], 4, true);
  lut(r.src[1], 9);
  const Decoded a = dec(bytes({0x02, 0xc0, 0x03, 0x10, 0x09, 0xc6, 0xb4, 0x00}), "LSHIFT_AND.i32");
  EXPECT_EQ(a.secondary, 0x100);
  lut(a.src[1], 0);
  EXPECT_EQ(a.src[1].swizzle, 4);  // b00
  reg(a.src[2], 3);
  EXPECT_TRUE(a.src[2].invert);
  const Decoded n = dec(bytes({0xc0, 0xc0, 0x47, 0x51, 0x01, 0xc7, 0xb4, 0x00}), "LSHIFT_OR.i32");
  EXPECT_EQ(n.get(Mod::NOT_RESULT), 1);
  reg(n.src[2], 7, true);
  EXPECT_FALSE(n.src[2].invert);
}

TEST(ValhallWorkedExamples, E9ImmediatesAndMoves) {
  const Decoded d = dec(bytes({0x43, 0xef, 0xbe, 0xad, 0xde, 0xd4, 0x10, 0x01}), "IADD_IMM.i32");
  EXPECT_EQ(d.primary, 0x110);
  reg(d.src[0], 3, true);
  EXPECT_EQ(d.imm_raw(Imm::CONSTANT), 0xDEADBEEFu);
  dest(d, 20);
  const Decoded f = dec(bytes({0x01, 0x00, 0x00, 0xc0, 0x3f, 0xc1, 0x14, 0x01}), "FADD_IMM.f32");
  EXPECT_EQ(f.imm_raw(Imm::CONSTANT), 0x3FC00000u);
  const Decoded m = dec(bytes({0xe2, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x91, 0x7e}), "MOV.i32");
  EXPECT_EQ(m.flow, 15);  // end
  EXPECT_EQ(m.fau_page, 3);
  EXPECT_EQ(m.src[0].cls, SrcClass::Special);
  EXPECT_EQ(m.src[0].index, 1);  // lane_id
  EXPECT_EQ(m.src[0].word, 0);
}

TEST(ValhallWorkedExamples, E10SelectRoundBitCount) {
  const Decoded c = dec(bytes({0x00, 0x01, 0x00, 0x01, 0x01, 0xc2, 0x54, 0x01}), "CSEL.f32");
  EXPECT_EQ(c.get(Mod::CONDITION), 1);  // gt
  reg(c.src[0], 0);
  reg(c.src[1], 1);
  reg(c.src[2], 0);
  reg(c.src[3], 1);
  const Decoded m = dec(bytes({0x04, 0x05, 0x46, 0x00, 0x00, 0xc3, 0xb8, 0x00}), "MUX.i32");
  EXPECT_EQ(m.get(Mod::MUX), 0);  // neg
  reg(m.src[2], 6, true);
  const Decoded r = dec(bytes({0x01, 0x00, 0x0d, 0x40, 0x00, 0xc0, 0x90, 0x00}), "FROUND.f32");
  EXPECT_EQ(r.get(Mod::ROUND_MODE), 1);  // rtp
  dec(bytes({0x03, 0x00, 0x04, 0x00, 0x00, 0xc2, 0x91, 0x00}), "CLZ.u32");
  const Decoded k = dec(bytes({0x01, 0x02, 0x05, 0x04, 0x00, 0xc5, 0xa1, 0x00}), "MKVEC.v2i16");
  EXPECT_EQ(k.src[0].swizzle, 0);  // h00
  EXPECT_EQ(k.src[1].swizzle, 1);  // h10
  const Decoded i = dec(bytes({0x02, 0x03, 0x0a, 0x08, 0x00, 0xc1, 0xa0, 0x00}), "IMUL.i32");
  EXPECT_EQ(i.src[1].swizzle, 2);  // h0 (Swizzles 32-bit)
  const Decoded h = dec(bytes({0x02, 0x03, 0x0b, 0x40, 0x00, 0xc1, 0xa0, 0x00}), "HADD.u32");
  EXPECT_EQ(h.get(Mod::RHADD), 1);
  const Decoded s = dec(bytes({0x09, 0x00, 0x00, 0x20, 0x00, 0xc0, 0x90, 0x00}), "S8_TO_S32");
  EXPECT_EQ(s.src[0].swizzle, 2);  // lane b2
  const Decoded f = dec(bytes({0x02, 0x00, 0x00, 0x00, 0x80, 0xc1, 0x9c, 0x00}), "FRCP.f32");
  mods(f.src[0], 0, false, true);
}

// ---- 4.2: every instruction from its opcode map entry -------------------------------------------
// Secondary field by family (1.5).
enum Family { NONE, S5, S4, SHIFT, S24, MEM, ATTR };

struct MapEntry {
  const char* name;
  unsigned primary;
  Family family;
  unsigned secondary;
  unsigned byte5;  // destination / placeholder 0xC0, staging with its flags (1.4)
  uint64_t extra;  // fields whose value 0 is reserved (4.3 item 4), set to a listed value
};

// Values needed where 0 is reserved: TEX register type f (W[27:26] = 1) and write mask rgba
// (W[25:22] = 15); VAR_TEX register type f; ATOM/ATOM_RETURN atomic operation aadd
// (W[25:22] = 2); 48/64/96/128-bit loads: load lane identity (W[38:36] = 4, 7, 6, 7).
constexpr uint64_t kTex = (uint64_t{1} << 26) | (uint64_t{15} << 22);
constexpr uint64_t kVarTex = uint64_t{1} << 26;
constexpr uint64_t kAadd = uint64_t{2} << 22;
constexpr uint64_t kLane(unsigned v) { return uint64_t{v} << 36; }

const MapEntry kMap[] = {
    {"NOP", 0x000, NONE, 0, 0xC0, 0}, {"BRANCHZ", 0x01F, NONE, 0, 0xC0, 0},
    {"DISCARD.f32", 0x020, NONE, 0, 0xC0, 0}, {"BRANCHZI", 0x02F, NONE, 0, 0xC0, 0},
    {"LD_VAR_FLAT_IMM", 0x041, NONE, 0, 0x80, 0}, {"BARRIER", 0x045, NONE, 0, 0xC0, 0},
    {"LD_VAR_IMM", 0x054, NONE, 0, 0x80, 0}, {"LD_VAR_FLAT", 0x055, NONE, 0, 0x80, 0},
    {"LD_VAR_SPECIAL", 0x056, NONE, 0, 0x80, 0}, {"LD_VAR_BUF_IMM.f32", 0x05C, NONE, 0, 0x80, 0},
    {"LD_VAR_BUF_IMM.f16", 0x05D, NONE, 0, 0x80, 0}, {"LEA_BUF_IMM", 0x05E, NONE, 0, 0x80, 0},
    {"LOAD.i8", 0x060, MEM, 0, 0x80, 0}, {"LOAD.i16", 0x060, MEM, 1, 0x80, 0},
    {"LOAD.i24", 0x060, MEM, 2, 0x80, 0}, {"LOAD.i32", 0x060, MEM, 3, 0x80, 0},
    {"LOAD.i48", 0x060, MEM, 4, 0x80, kLane(4)}, {"LOAD.i64", 0x060, MEM, 5, 0x80, kLane(7)},
    {"LOAD.i96", 0x060, MEM, 6, 0x80, kLane(6)}, {"LOAD.i128", 0x060, MEM, 7, 0x80, kLane(7)},
    {"STORE.i8", 0x061, MEM, 0, 0x40, 0}, {"STORE.i16", 0x061, MEM, 1, 0x40, 0},
    {"STORE.i24", 0x061, MEM, 2, 0x40, 0}, {"STORE.i32", 0x061, MEM, 3, 0x40, 0},
    {"STORE.i48", 0x061, MEM, 4, 0x40, 0}, {"STORE.i64", 0x061, MEM, 5, 0x40, 0},
    {"STORE.i96", 0x061, MEM, 6, 0x40, 0}, {"STORE.i128", 0x061, MEM, 7, 0x40, 0},
    {"LD_VAR", 0x064, NONE, 0, 0x80, 0},
    {"LD_ATTR_IMM", 0x066, ATTR, 0, 0x80, 0}, {"LD_TEX_IMM", 0x066, ATTR, 1, 0x80, 0},
    {"LEA_ATTR_IMM", 0x067, ATTR, 0, 0x80, 0}, {"LEA_TEX_IMM", 0x067, ATTR, 1, 0x80, 0},
    {"ATOM.i32", 0x068, MEM, 3, 0x40, kAadd}, {"ATOM.i64", 0x068, MEM, 5, 0x40, kAadd},
    {"ATOM1_RETURN.i32", 0x069, MEM, 3, 0x80, 0}, {"ATOM1_RETURN.i64", 0x069, MEM, 5, 0x80, 0},
    {"LD_BUFFER.i8", 0x06A, MEM, 0, 0x80, 0}, {"LD_BUFFER.i16", 0x06A, MEM, 1, 0x80, 0},
    {"LD_BUFFER.i24", 0x06A, MEM, 2, 0x80, 0}, {"LD_BUFFER.i32", 0x06A, MEM, 3, 0x80, 0},
    {"LD_BUFFER.i48", 0x06A, MEM, 4, 0x80, kLane(4)},
    {"LD_BUFFER.i64", 0x06A, MEM, 5, 0x80, kLane(7)},
    {"LD_BUFFER.i96", 0x06A, MEM, 6, 0x80, kLane(6)},
    {"LD_BUFFER.i128", 0x06A, MEM, 7, 0x80, kLane(7)},
    {"LD_VAR_BUF.f32", 0x06C, NONE, 0, 0x80, 0}, {"LD_VAR_BUF.f16", 0x06D, NONE, 0, 0x80, 0},
    {"ST_CVT", 0x071, NONE, 0, 0x40, 0},
    {"LD_ATTR", 0x076, ATTR, 0, 0x80, 0}, {"LD_TEX", 0x076, ATTR, 1, 0x80, 0},
    {"LEA_ATTR", 0x077, ATTR, 0, 0x80, 0}, {"LEA_TEX", 0x077, ATTR, 1, 0x80, 0},
    {"LD_TILE", 0x078, NONE, 0, 0x80, 0}, {"ST_TILE", 0x079, NONE, 0, 0x40, 0},
    {"ATEST", 0x07D, NONE, 0, 0x80, 0}, {"ZS_EMIT", 0x07E, NONE, 0, 0x80, 0},
    {"BLEND", 0x07F, NONE, 0, 0x40, 0},
    {"S8_TO_S32", 0x090, S5, 0x00, 0xC0, 0}, {"S8_TO_F32", 0x090, S5, 0x01, 0xC0, 0},
    {"V2S8_TO_V2S16", 0x090, S5, 0x02, 0xC0, 0}, {"V2S8_TO_V2F16", 0x090, S5, 0x03, 0xC0, 0},
    {"S16_TO_S32", 0x090, S5, 0x04, 0xC0, 0}, {"S16_TO_F32", 0x090, S5, 0x05, 0xC0, 0},
    {"V2S16_TO_V2F16", 0x090, S5, 0x07, 0xC0, 0}, {"S32_TO_F32", 0x090, S5, 0x09, 0xC0, 0},
    {"F16_TO_S32", 0x090, S5, 0x0A, 0xC0, 0}, {"F16_TO_F32", 0x090, S5, 0x0B, 0xC0, 0},
    {"F32_TO_S32", 0x090, S5, 0x0C, 0xC0, 0}, {"FROUND.f32", 0x090, S5, 0x0D, 0xC0, 0},
    {"V2F16_TO_V2S16", 0x090, S5, 0x0E, 0xC0, 0}, {"FROUND.v2f16", 0x090, S5, 0x0F, 0xC0, 0},
    {"U8_TO_U32", 0x090, S5, 0x10, 0xC0, 0}, {"U8_TO_F32", 0x090, S5, 0x11, 0xC0, 0},
    {"V2U8_TO_V2U16", 0x090, S5, 0x12, 0xC0, 0}, {"V2U8_TO_V2F16", 0x090, S5, 0x13, 0xC0, 0},
    {"U16_TO_U32", 0x090, S5, 0x14, 0xC0, 0}, {"U16_TO_F32", 0x090, S5, 0x15, 0xC0, 0},
    {"V2U16_TO_V2F16", 0x090, S5, 0x17, 0xC0, 0}, {"U32_TO_F32", 0x090, S5, 0x19, 0xC0, 0},
    {"F16_TO_U32", 0x090, S5, 0x1A, 0xC0, 0}, {"F32_TO_U32", 0x090, S5, 0x1C, 0xC0, 0},
    {"V2F16_TO_V2U16", 0x090, S5, 0x1E, 0xC0, 0},
    {"MOV.i32", 0x091, S4, 0x0, 0xC0, 0}, {"CLZ.u32", 0x091, S4, 0x4, 0xC0, 0},
    {"CLZ.v2u16", 0x091, S4, 0x5, 0xC0, 0}, {"CLZ.v4u8", 0x091, S4, 0x6, 0xC0, 0},
    {"IABS.s32", 0x091, S4, 0x8, 0xC0, 0}, {"IABS.v2s16", 0x091, S4, 0x9, 0xC0, 0},
    {"IABS.v4s8", 0x091, S4, 0xA, 0xC0, 0}, {"POPCOUNT.i32", 0x091, S4, 0xC, 0xC0, 0},
    {"BITREV.i32", 0x091, S4, 0xD, 0xC0, 0}, {"NOT_OLD.i32", 0x091, S4, 0xE, 0xC0, 0},
    {"WMASK", 0x095, NONE, 0, 0xC0, 0},
    {"FREXPM.f32", 0x099, S4, 0, 0xC0, 0}, {"FREXPM.v2f16", 0x099, S4, 1, 0xC0, 0},
    {"FREXPE.f32", 0x099, S4, 2, 0xC0, 0}, {"FREXPE.v2f16", 0x099, S4, 3, 0xC0, 0},
    {"FRCP.f32", 0x09C, S4, 0x0, 0xC0, 0}, {"FRCP.f16", 0x09C, S4, 0x1, 0xC0, 0},
    {"FRSQ.f32", 0x09C, S4, 0x2, 0xC0, 0}, {"FRSQ.f16", 0x09C, S4, 0x3, 0xC0, 0},
    {"FSIN_TABLE.u6", 0x09C, S4, 0x4, 0xC0, 0}, {"FCOS_TABLE.u6", 0x09C, S4, 0x5, 0xC0, 0},
    {"FSINCOS_OFFSET.u6", 0x09C, S4, 0x6, 0xC0, 0}, {"FLOGD.f32", 0x09C, S4, 0x8, 0xC0, 0},
    {"FPCLASS.f32", 0x09C, S4, 0xA, 0xC0, 0}, {"FPCLASS.f16", 0x09C, S4, 0xB, 0xC0, 0},
    {"FLOG_TABLE.f32", 0x09C, S4, 0xC, 0xC0, 0}, {"FEXP_TABLE.u4", 0x09C, S4, 0xD, 0xC0, 0},
    {"FRCP_APPROX.f32", 0x09C, S4, 0xE, 0xC0, 0}, {"FRSQ_APPROX.f32", 0x09C, S4, 0xF, 0xC0, 0},
    {"IADD.u32", 0x0A0, S4, 0x0, 0xC0, 0}, {"ISUB.u32", 0x0A0, S4, 0x1, 0xC0, 0},
    {"IMUL.i32", 0x0A0, S4, 0xA, 0xC0, 0}, {"HADD.u32", 0x0A0, S4, 0xB, 0xC0, 0},
    {"CLPER.i32", 0x0A0, S4, 0xF, 0xC0, 0},
    {"IADD.v2u16", 0x0A1, S4, 0x0, 0xC0, 0}, {"ISUB.v2u16", 0x0A1, S4, 0x1, 0xC0, 0},
    {"MKVEC.v2i16", 0x0A1, S4, 0x5, 0xC0, 0}, {"IMUL.v2i16", 0x0A1, S4, 0xA, 0xC0, 0},
    {"HADD.v2u16", 0x0A1, S4, 0xB, 0xC0, 0}, {"CLPER.v2u16", 0x0A1, S4, 0xF, 0xC0, 0},
    {"IADD.v4u8", 0x0A2, S4, 0x0, 0xC0, 0}, {"ISUB.v4u8", 0x0A2, S4, 0x1, 0xC0, 0},
    {"IMUL.v4i8", 0x0A2, S4, 0xA, 0xC0, 0}, {"HADD.v4u8", 0x0A2, S4, 0xB, 0xC0, 0},
    {"CLPER.v4u8", 0x0A2, S4, 0xF, 0xC0, 0},
    {"FADD.f32", 0x0A4, S4, 0x0, 0xC0, 0}, {"FMIN.f32", 0x0A4, S4, 0x2, 0xC0, 0},
    {"FMAX.f32", 0x0A4, S4, 0x3, 0xC0, 0}, {"LDEXP.f32", 0x0A4, S4, 0x6, 0xC0, 0},
    {"FEXP.f32", 0x0A4, S4, 0x8, 0xC0, 0}, {"FADD_LSCALE.f32", 0x0A4, S4, 0x9, 0xC0, 0},
    {"FATAN_ASSIST.f32", 0x0A4, S4, 0xE, 0xC0, 0},
    {"FADD.v2f16", 0x0A5, S4, 0x0, 0xC0, 0}, {"FMIN.v2f16", 0x0A5, S4, 0x2, 0xC0, 0},
    {"FMAX.v2f16", 0x0A5, S4, 0x3, 0xC0, 0}, {"V2F32_TO_V2F16", 0x0A5, S4, 0x4, 0xC0, 0},
    {"LDEXP.v2f16", 0x0A5, S4, 0x6, 0xC0, 0},
    {"IADD.s32", 0x0A8, S4, 0x0, 0xC0, 0}, {"ISUB.s32", 0x0A8, S4, 0x1, 0xC0, 0},
    {"IMUL.s32", 0x0A8, S4, 0xA, 0xC0, 0}, {"HADD.s32", 0x0A8, S4, 0xB, 0xC0, 0},
    {"CLPER.s32", 0x0A8, S4, 0xF, 0xC0, 0},
    {"IADD.v2s16", 0x0A9, S4, 0x0, 0xC0, 0}, {"ISUB.v2s16", 0x0A9, S4, 0x1, 0xC0, 0},
    {"IMUL.v2s16", 0x0A9, S4, 0xA, 0xC0, 0}, {"HADD.v2s16", 0x0A9, S4, 0xB, 0xC0, 0},
    {"CLPER.v2s16", 0x0A9, S4, 0xF, 0xC0, 0},
    {"FMA.f32", 0x0B2, NONE, 0, 0xC0, 0}, {"FMA.v2f16", 0x0B3, NONE, 0, 0xC0, 0},
    {"RSHIFT_AND.i32", 0x0B4, SHIFT, 0x000, 0xC0, 0},
    {"RSHIFT_OR.i32", 0x0B4, SHIFT, 0x001, 0xC0, 0},
    {"RSHIFT_XOR.i32", 0x0B4, SHIFT, 0x002, 0xC0, 0},
    {"LSHIFT_AND.i32", 0x0B4, SHIFT, 0x100, 0xC0, 0},
    {"LSHIFT_OR.i32", 0x0B4, SHIFT, 0x101, 0xC0, 0},
    {"LSHIFT_XOR.i32", 0x0B4, SHIFT, 0x102, 0xC0, 0},
    {"RSHIFT_AND.v2i16", 0x0B5, SHIFT, 0x000, 0xC0, 0},
    {"RSHIFT_OR.v2i16", 0x0B5, SHIFT, 0x001, 0xC0, 0},
    {"RSHIFT_XOR.v2i16", 0x0B5, SHIFT, 0x002, 0xC0, 0},
    {"LSHIFT_AND.v2i16", 0x0B5, SHIFT, 0x100, 0xC0, 0},
    {"LSHIFT_OR.v2i16", 0x0B5, SHIFT, 0x101, 0xC0, 0},
    {"LSHIFT_XOR.v2i16", 0x0B5, SHIFT, 0x102, 0xC0, 0},
    {"RSHIFT_AND.v4i8", 0x0B6, SHIFT, 0x000, 0xC0, 0},
    {"RSHIFT_OR.v4i8", 0x0B6, SHIFT, 0x001, 0xC0, 0},
    {"RSHIFT_XOR.v4i8", 0x0B6, SHIFT, 0x002, 0xC0, 0},
    {"LSHIFT_AND.v4i8", 0x0B6, SHIFT, 0x100, 0xC0, 0},
    {"LSHIFT_OR.v4i8", 0x0B6, SHIFT, 0x101, 0xC0, 0},
    {"LSHIFT_XOR.v4i8", 0x0B6, SHIFT, 0x102, 0xC0, 0},
    {"RSHIFT_AND.i64", 0x1B7, SHIFT, 0x000, 0xC0, 0},
    {"RSHIFT_OR.i64", 0x1B7, SHIFT, 0x001, 0xC0, 0},
    {"RSHIFT_XOR.i64", 0x1B7, SHIFT, 0x002, 0xC0, 0},
    {"LSHIFT_AND.i64", 0x1B7, SHIFT, 0x100, 0xC0, 0},
    {"LSHIFT_OR.i64", 0x1B7, SHIFT, 0x101, 0xC0, 0},
    {"LSHIFT_XOR.i64", 0x1B7, SHIFT, 0x102, 0xC0, 0},
    {"MUX.i32", 0x0B8, NONE, 0, 0xC0, 0}, {"MUX.v2i16", 0x0B9, NONE, 0, 0xC0, 0},
    {"MUX.v4i8", 0x0BA, NONE, 0, 0xC0, 0},
    {"CUBE_SSEL", 0x0BC, S24, 0, 0xC0, 0}, {"CUBE_TSEL", 0x0BC, S24, 1, 0xC0, 0},
    {"MKVEC.v2i8", 0x0BD, NONE, 0, 0xC0, 0},
    {"CUBEFACE1", 0x0C0, NONE, 0, 0xC0, 0}, {"CUBEFACE2", 0x0C1, NONE, 0, 0xC0, 0},
    {"IDP.v4s8", 0x0C2, S24, 0, 0xC0, 0}, {"IDP.v4u8", 0x0C2, S24, 1, 0xC0, 0},
    {"ICMP.u32", 0x0F0, NONE, 0, 0xC0, 0}, {"ICMP.v2u16", 0x0F1, NONE, 0, 0xC0, 0},
    {"ICMP.v4u8", 0x0F2, NONE, 0, 0xC0, 0}, {"FCMP.f32", 0x0F4, NONE, 0, 0xC0, 0},
    {"FCMP.v2f16", 0x0F5, NONE, 0, 0xC0, 0}, {"ICMP.s32", 0x0F8, NONE, 0, 0xC0, 0},
    {"ICMP.v2s16", 0x0F9, NONE, 0, 0xC0, 0}, {"ICMP.v4s8", 0x0FA, NONE, 0, 0xC0, 0},
    {"IADD_IMM.i32", 0x110, NONE, 0, 0xC0, 0}, {"IADD_IMM.v2i16", 0x111, NONE, 0, 0xC0, 0},
    {"IADD_IMM.v4i8", 0x112, NONE, 0, 0xC0, 0}, {"FADD_IMM.f32", 0x114, NONE, 0, 0xC0, 0},
    {"FADD_IMM.v2f16", 0x115, NONE, 0, 0xC0, 0},
    {"ATOM_RETURN.i32", 0x120, MEM, 3, 0xC0, kAadd},
    {"ATOM_RETURN.i64", 0x120, MEM, 5, 0xC0, kAadd},
    {"TEX_FETCH", 0x125, NONE, 0, 0x00, kTex}, {"TEX_SINGLE", 0x128, NONE, 0, 0x00, kTex},
    {"TEX_GATHER", 0x129, NONE, 0, 0x00, kTex}, {"TEX_DUAL", 0x12F, NONE, 0, 0x00, kTex},
    {"VAR_TEX_BUF_SINGLE", 0x130, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_BUF_GATHER", 0x131, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_BUF_GRADIENT", 0x132, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_BUF_DUAL", 0x137, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_SINGLE", 0x138, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_GATHER", 0x139, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_GRADIENT", 0x13A, NONE, 0, 0x80, kVarTex},
    {"VAR_TEX_DUAL", 0x13F, NONE, 0, 0x80, kVarTex},
    {"CSEL.u32", 0x150, NONE, 0, 0xC0, 0}, {"CSEL.v2u16", 0x151, NONE, 0, 0xC0, 0},
    {"CSEL.f32", 0x154, NONE, 0, 0xC0, 0}, {"CSEL.v2f16", 0x155, NONE, 0, 0xC0, 0},
    {"CSEL.s32", 0x158, NONE, 0, 0xC0, 0}, {"CSEL.v2s16", 0x159, NONE, 0, 0xC0, 0},
    {"FMA_RSCALE.f32", 0x160, NONE, 0, 0xC0, 0}, {"FMA_RSCALE_N.f32", 0x161, NONE, 0, 0xC0, 0},
    {"FMA_RSCALE_LEFT.f32", 0x162, NONE, 0, 0xC0, 0},
    {"FMA_RSCALE_SCALE16.f32", 0x163, NONE, 0, 0xC0, 0},
    {"NOT_OLD.i64", 0x191, S4, 0xE, 0xC0, 0},
    // 6.1: hardware uses 0x0AA; the XML's 0x1A2 is decoded too (test below).
    {"IADD.v4s8", 0x0AA, S4, 0x0, 0xC0, 0}, {"ISUB.v4s8", 0x0AA, S4, 0x1, 0xC0, 0},
    {"IMUL.v4s8", 0x0AA, S4, 0xA, 0xC0, 0}, {"HADD.v4s8", 0x0AA, S4, 0xB, 0xC0, 0},
    {"CLPER.v4s8", 0x0AA, S4, 0xF, 0xC0, 0},
    {"IADD.u64", 0x1A3, S4, 0x0, 0xC0, 0}, {"ISUB.u64", 0x1A3, S4, 0x1, 0xC0, 0},
    {"SEG_ADD.u64", 0x1A3, S4, 0x6, 0xC0, 0}, {"SHADDX.u64", 0x1A3, S4, 0x7, 0xC0, 0},
    {"IMULD.u64", 0x1A3, S4, 0xA, 0xC0, 0}, {"CLPER.u64", 0x1A3, S4, 0xF, 0xC0, 0},
    {"IADD.s64", 0x1AB, S4, 0x0, 0xC0, 0}, {"ISUB.s64", 0x1AB, S4, 0x1, 0xC0, 0},
    {"SHADDX.s64", 0x1AB, S4, 0x7, 0xC0, 0}, {"CLPER.s64", 0x1AB, S4, 0xF, 0xC0, 0},
};

uint64_t map_word(const MapEntry& e, unsigned primary) {
  W w(primary, e.byte5);
  switch (e.family) {  // 1.5
    case S5: w.set(16, 5, e.secondary); break;
    case S4: w.set(16, 4, e.secondary); break;
    case SHIFT: w.set(24, 2, e.secondary & 3).set(32, 1, e.secondary >> 8); break;
    case S24: w.set(24, 4, e.secondary); break;
    case MEM: w.set(27, 3, e.secondary); break;
    case ATTR: w.set(37, 2, e.secondary); break;
    case NONE: break;
  }
  return w.w | e.extra;
}

TEST(ValhallOpcodeMap, EveryXmlInstructionDecodesFromItsMapEntry) {
  // The XML has 238 <ins> elements (the count); the generated table has exactly them.
  constexpr size_t kCount = sizeof(kMap) / sizeof(kMap[0]);
  EXPECT_EQ(kCount, 238u);
  EXPECT_EQ(gen::NUM_INS, 238u);
  std::set<std::string> names;
  for (const MapEntry& e : kMap) {
    EXPECT_TRUE(names.insert(e.name).second) << "listed twice: " << e.name;
    EXPECT_GE(find_instruction(e.name), 0) << e.name;
    SCOPED_TRACE(e.name);
    const Decoded d = decode(map_word(e, e.primary));
    ASSERT_NE(d.name, nullptr) << e.name << " " << d.reason();
    EXPECT_STREQ(d.name, e.name);
    EXPECT_FALSE(d.illegal) << d.reason();
    EXPECT_EQ(d.primary, e.primary);
    EXPECT_EQ(d.secondary, e.secondary);
  }
  for (unsigned i = 0; i < gen::NUM_INS; ++i)
    EXPECT_EQ(names.count(gen::INSTRUCTIONS[i].name), 1u) << gen::INSTRUCTIONS[i].name;
}

TEST(ValhallOpcodeMap, V4s8DecodesFromBothOpcodes) {
  // 6.1: decode 0x0AA and the XML's 0x1A2 as the v4s8 group; encode with 0x0AA; a decoded 0x1A2
  // word re-encodes to itself.
  for (const MapEntry& e : kMap) {
    if (e.primary != 0x0AA) continue;
    const uint64_t old_word = map_word(e, 0x1A2);
    const Decoded d = decode(old_word);
    ASSERT_NE(d.name, nullptr) << e.name;
    EXPECT_STREQ(d.name, e.name);
    EXPECT_FALSE(d.illegal);
    EXPECT_EQ(d.primary, 0x1A2);
    EXPECT_EQ(encode(d), old_word);
    Decoded fresh = d;
    fresh.primary = 0x0AA;
    EXPECT_EQ(encode(fresh), map_word(e, 0x0AA));
  }
  const AsmResult a = assemble("IADD.v4s8 r1, r2, r3");
  ASSERT_TRUE(a.ok) << a.error;
  EXPECT_EQ((a.word >> 48) & 0x1FF, 0x0AAu);
}

// ---- 3.5: fields of at least one instruction per group, from hand-typed positions ---------------
TEST(ValhallFields, OneSourceAlu) {
  {  // S32_TO_F32 (0x090/0x09): widen W[39:36] (enum d), round W[31:30]
    const Decoded d = dec(W(0x090).set(16, 5, 0x09).byte(0, 0x01).set(36, 4, 4).set(30, 2, 3),
                          "S32_TO_F32");
    reg(d.src[0], 1);
    EXPECT_EQ(d.src[0].swizzle, 4);  // b0
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 3);
  }
  {  // V2S16_TO_V2F16: widen W[39:36] (enum b), round
    const Decoded d = dec(W(0x090).set(16, 5, 0x07).set(36, 4, 3).set(30, 2, 1), "V2S16_TO_V2F16");
    EXPECT_EQ(d.src[0].swizzle, 3);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 1);
  }
  {  // S16_TO_S32: swizzle W[29:28]
    const Decoded d = dec(W(0x090).set(16, 5, 0x04).set(28, 2, 1), "S16_TO_S32");
    EXPECT_EQ(d.src[0].swizzle, 1);
  }
  {  // F32_TO_U32: neg 38, abs 39, round
    const Decoded d = dec(W(0x090).set(16, 5, 0x1C).bit(38).bit(39).set(30, 2, 2), "F32_TO_U32");
    mods(d.src[0], 0, true, true);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 2);
  }
  {  // F16_TO_S32: swizzle W[29:28], neg 38
    const Decoded d = dec(W(0x090).set(16, 5, 0x0A).set(28, 2, 3).bit(38), "F16_TO_S32");
    mods(d.src[0], 3, true, false);
  }
  {  // F16_TO_F32: lane W[28], abs 39, round
    const Decoded d = dec(W(0x090).set(16, 5, 0x0B).bit(28).bit(39).set(30, 2, 3), "F16_TO_F32");
    mods(d.src[0], 1, false, true);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 3);
  }
  {  // U8_TO_F32: lane W[29:28]
    const Decoded d = dec(W(0x090).set(16, 5, 0x11).set(28, 2, 3), "U8_TO_F32");
    EXPECT_EQ(d.src[0].swizzle, 3);
  }
  {  // V2S8_TO_V2S16: half-swizzle W[39:36], b23 = 2 + 4*3 = 14
    const Decoded d = dec(W(0x090).set(16, 5, 0x02).set(36, 4, 14), "V2S8_TO_V2S16");
    EXPECT_EQ(d.src[0].swizzle, 14);
  }
  {  // FROUND.v2f16: swizzle W[29:28] (h00 = 0), neg, abs, round
    const Decoded d = dec(W(0x090).set(16, 5, 0x0F).bit(38).bit(39).set(30, 2, 3), "FROUND.v2f16");
    mods(d.src[0], 0, true, true);
  }
  {  // CLZ.v2u16: 16-bit swizzle W[29:28] (6.1 erratum: the XML has none)
    const Decoded d = dec(W(0x091).set(16, 4, 0x5).byte(0, 0x05).set(28, 2, 3), "CLZ.v2u16");
    reg(d.src[0], 5);
    EXPECT_EQ(d.src[0].swizzle, 3);
  }
  {  // IABS.v2s16: widen W[39:36] (16-bit enum b), b11 = 8
    const Decoded d = dec(W(0x091).set(16, 4, 0x9).set(36, 4, 8), "IABS.v2s16");
    EXPECT_EQ(d.src[0].swizzle, 8);
  }
  {  // WMASK (0x095): subgroup W[39:36]; A = u5
    const Decoded d = dec(W(0x095).byte(0, 0x85).set(36, 4, 1), "WMASK");
    uni(d.src[0], 5);
    EXPECT_EQ(d.get(Mod::SUBGROUP_SIZE), 1);
  }
  {  // FREXPE.v2f16 (0x099/3): sqrt 24, log 25, swizzle W[29:28]
    const Decoded d = dec(W(0x099).set(16, 4, 3).bit(24).bit(25).set(28, 2, 1), "FREXPE.v2f16");
    EXPECT_EQ(d.get(Mod::SQRT), 1);
    EXPECT_EQ(d.get(Mod::LOG), 1);
    EXPECT_EQ(d.src[0].swizzle, 1);
  }
  {  // FRSQ.f16 (0x09C/3): swizzle W[29:28] (enum b), neg 38, abs 39
    const Decoded d = dec(W(0x09C).set(16, 4, 3).set(28, 2, 3).bit(38).bit(39), "FRSQ.f16");
    mods(d.src[0], 3, true, true);
  }
  dec(W(0x09C).set(16, 4, 4).byte(0, 0x02), "FSIN_TABLE.u6");
  {  // NOT_OLD.i64 (0x191/0xE): its opcode2 must match even though it is alone (4.1 step 4)
    const Decoded d = dec(W(0x191).set(16, 4, 0xE).byte(0, 0x02), "NOT_OLD.i64");
    reg(d.src[0], 2);
  }
}

TEST(ValhallFields, TwoSourceAlu) {
  {  // FMAX.v2f16: swizzles A W[29:28], B W[27:26]; neg/abs A 38/39, B 36/37; clamp W[33:32]
    const Decoded d = dec(W(0x0A5).set(16, 4, 3).byte(0, 0x01).byte(1, 0x42).set(28, 2, 0)
                              .set(26, 2, 1).bit(38).bit(37).set(32, 2, 2),
                          "FMAX.v2f16");
    reg(d.src[0], 1);
    reg(d.src[1], 2, true);
    mods(d.src[0], 0, true, false);
    mods(d.src[1], 1, false, true);
    EXPECT_EQ(d.get(Mod::CLAMP), 2);
  }
  {  // V2F32_TO_V2F16: neg A, abs B, clamp, round
    const Decoded d =
        dec(W(0x0A5).set(16, 4, 4).bit(38).bit(37).set(32, 2, 1).set(30, 2, 2), "V2F32_TO_V2F16");
    mods(d.src[0], 0, true, false);
    mods(d.src[1], 0, false, true);
    EXPECT_EQ(d.get(Mod::CLAMP), 1);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 2);
  }
  {  // LDEXP.f32: A swizzle W[29:28], neg A, round; B plain
    const Decoded d =
        dec(W(0x0A4).set(16, 4, 6).set(28, 2, 1).bit(38).set(30, 2, 3).byte(1, 0x02), "LDEXP.f32");
    mods(d.src[0], 1, true, false);
    reg(d.src[1], 2);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 3);
  }
  {  // FEXP.f32: B neg 36 / abs 37, clamp
    const Decoded d = dec(W(0x0A4).set(16, 4, 8).bit(36).bit(37).set(32, 2, 3), "FEXP.f32");
    mods(d.src[1], 0, true, true);
    EXPECT_EQ(d.get(Mod::CLAMP), 3);
  }
  {  // FATAN_ASSIST.f32: second 24
    const Decoded d = dec(W(0x0A4).set(16, 4, 0xE).bit(24), "FATAN_ASSIST.f32");
    EXPECT_EQ(d.get(Mod::SECOND), 1);
  }
  {  // ISUB.v2s16: widen A W[39:36] (b20 = 5), B W[29:26] (b23 = 13), saturate 30
    const Decoded d =
        dec(W(0x0A9).set(16, 4, 1).set(36, 4, 5).set(26, 4, 13).bit(30), "ISUB.v2s16");
    EXPECT_EQ(d.src[0].swizzle, 5);
    EXPECT_EQ(d.src[1].swizzle, 13);
    EXPECT_EQ(d.get(Mod::SATURATE), 1);
  }
  {  // IMULD.u64: 64-bit widen enum e (w0 = 8)
    const Decoded d = dec(W(0x1A3).set(16, 4, 0xA).set(36, 4, 8).set(26, 4, 2), "IMULD.u64");
    EXPECT_EQ(d.src[0].swizzle, 8);
    EXPECT_EQ(d.src[1].swizzle, 2);
  }
  {  // HADD.v4u8: 8-bit widen enum c (b3210 = 1, b2233 = 11), rhadd 30
    const Decoded d =
        dec(W(0x0A2).set(16, 4, 0xB).set(36, 4, 1).set(26, 4, 11).bit(30), "HADD.v4u8");
    EXPECT_EQ(d.src[0].swizzle, 1);
    EXPECT_EQ(d.src[1].swizzle, 11);
    EXPECT_EQ(d.get(Mod::RHADD), 1);
  }
  {  // CLPER.v2s16: B widen W[29:26], inactive_result W[25:22], lane_op W[33:32], subgroup W[39:36]
    const Decoded d = dec(W(0x0A9).set(16, 4, 0xF).set(26, 4, 3).set(22, 4, 9).set(32, 2, 2)
                              .set(36, 4, 2),
                          "CLPER.v2s16");
    EXPECT_EQ(d.src[1].swizzle, 3);
    EXPECT_EQ(d.get(Mod::INACTIVE_RESULT), 9);
    EXPECT_EQ(d.get(Mod::LANE_OPERATION), 2);
    EXPECT_EQ(d.get(Mod::SUBGROUP_SIZE), 2);
  }
  {  // SHADDX.s64: B widen (w0 = 8), shift W[22:20]
    const Decoded d = dec(W(0x1AB).set(16, 4, 7).set(26, 4, 8).set(20, 3, 5), "SHADDX.s64");
    EXPECT_EQ(d.src[1].swizzle, 8);
    EXPECT_EQ(d.imm_raw(Imm::SHIFT), 5u);
  }
  {  // SEG_ADD.u64: neg 38, preserve_null 39, B widen
    const Decoded d =
        dec(W(0x1A3).set(16, 4, 6).bit(38).bit(39).set(26, 4, 8), "SEG_ADD.u64");
    EXPECT_EQ(d.get(Mod::NEG), 1);
    EXPECT_EQ(d.get(Mod::PRESERVE_NULL), 1);
    EXPECT_EQ(d.src[1].swizzle, 8);
  }
}

TEST(ValhallFields, ThreeAndFourSourceAlu) {
  {  // FMA.v2f16: swizzles A 29:28, B 27:26, C 25:24; neg/abs 38/39, 36/37, 34/35; clamp; and
     // the W[31:30] round mode of later Mesa (6.2, override)
    const Decoded d = dec(W(0x0B3).byte(2, 0x83).set(28, 2, 1).set(26, 2, 0).set(24, 2, 3)
                              .bit(39).bit(36).bit(34).bit(35).set(32, 2, 1).set(30, 2, 2),
                          "FMA.v2f16");
    mods(d.src[0], 1, false, true);
    mods(d.src[1], 0, true, false);
    mods(d.src[2], 3, true, true);
    uni(d.src[2], 3);
    EXPECT_EQ(d.get(Mod::CLAMP), 1);
    EXPECT_EQ(d.get(Mod::ROUND_MODE), 2);
  }
  {  // RSHIFT_XOR.v2i16: op W[25:24] = 2, left W[32] = 0; A widen (h11 = 3), B lanes (b01 = 10),
     // signed 34, not_result 30, C.not 35
    const Decoded d = dec(W(0x0B5).set(24, 2, 2).set(36, 4, 3).set(26, 4, 10).bit(34).bit(30)
                              .bit(35),
                          "RSHIFT_XOR.v2i16");
    EXPECT_EQ(d.src[0].swizzle, 3);
    EXPECT_EQ(d.src[1].swizzle, 10);
    EXPECT_TRUE(d.src[2].invert);
    EXPECT_EQ(d.get(Mod::SIGNED), 1);
    EXPECT_EQ(d.get(Mod::NOT_RESULT), 1);
  }
  {  // LSHIFT_AND.i64 (0x1B7): left W[32] = 1, op 0; A widen w0 = 8, B lanes b33 = 7
    const Decoded d = dec(W(0x1B7).bit(32).set(36, 4, 8).set(26, 4, 7), "LSHIFT_AND.i64");
    EXPECT_EQ(d.secondary, 0x100);
    EXPECT_EQ(d.src[0].swizzle, 8);
    EXPECT_EQ(d.src[1].swizzle, 7);
  }
  {  // MUX.v2i16: mux W[33:32]; swizzles A, B, C
    const Decoded d =
        dec(W(0x0B9).set(32, 2, 3).set(28, 2, 3).set(26, 2, 1).set(24, 2, 0), "MUX.v2i16");
    EXPECT_EQ(d.get(Mod::MUX), 3);
    EXPECT_EQ(d.src[0].swizzle, 3);
    EXPECT_EQ(d.src[1].swizzle, 1);
    EXPECT_EQ(d.src[2].swizzle, 0);
  }
  {  // CUBE_TSEL: secondary W[27:24] = 1; neg A 38, abs B 37; C byte 2
    const Decoded d = dec(W(0x0BC).set(24, 4, 1).bit(38).bit(37).byte(2, 0x03), "CUBE_TSEL");
    mods(d.src[0], 0, true, false);
    mods(d.src[1], 0, false, true);
    reg(d.src[2], 3);
  }
  {  // MKVEC.v2i8: A byte W[39:38], B byte W[37:36]
    const Decoded d = dec(W(0x0BD).set(38, 2, 3).set(36, 2, 1).byte(2, 0x07), "MKVEC.v2i8");
    EXPECT_EQ(d.src[0].swizzle, 3);
    EXPECT_EQ(d.src[1].swizzle, 1);
    reg(d.src[2], 7);
  }
  {  // CUBEFACE2: C neg 34, abs 35
    const Decoded d = dec(W(0x0C1).bit(34).bit(35), "CUBEFACE2");
    mods(d.src[2], 0, true, true);
  }
  {  // IDP.v4u8: secondary W[27:24] = 1, saturate 30
    const Decoded d = dec(W(0x0C2).set(24, 4, 1).bit(30), "IDP.v4u8");
    EXPECT_EQ(d.get(Mod::SATURATE), 1);
  }
  {  // ICMP.v2s16: and 24; B widen W[29:26] (h10 = 1); result W[31:30]; cond W[34:32];
     // A widen W[39:36] (b01 = 12)
    const Decoded d = dec(W(0x0F9).bit(24).set(26, 4, 1).set(30, 2, 2).set(32, 3, 5)
                              .set(36, 4, 12),
                          "ICMP.v2s16");
    EXPECT_EQ(d.get(Mod::AND), 1);
    EXPECT_EQ(d.src[1].swizzle, 1);
    EXPECT_EQ(d.get(Mod::RESULT_TYPE), 2);
    EXPECT_EQ(d.get(Mod::CONDITION), 5);
    EXPECT_EQ(d.src[0].swizzle, 12);
  }
  {  // FCMP.v2f16: swizzles A/B, abs/neg, result type, condition
    const Decoded d = dec(W(0x0F5).bit(24).set(28, 2, 2).set(26, 2, 3).bit(39).bit(36)
                              .set(30, 2, 0).set(32, 3, 3),
                          "FCMP.v2f16");
    mods(d.src[0], 2, false, true);
    mods(d.src[1], 3, true, false);
    EXPECT_EQ(d.get(Mod::CONDITION), 3);
  }
  {  // CSEL.v2s16: four source bytes, condition W[34:32]
    const Decoded d =
        dec(W(0x159).byte(0, 1).byte(1, 0x82).byte(2, 0xC1).byte(3, 0x44).set(32, 3, 2),
            "CSEL.v2s16");
    reg(d.src[0], 1);
    uni(d.src[1], 2);
    lut(d.src[2], 1);
    reg(d.src[3], 4, true);
    EXPECT_EQ(d.get(Mod::CONDITION), 2);
  }
  {  // FMA_RSCALE_LEFT.f32: neg/abs A, B, C; clamp; D = byte 3
    const Decoded d = dec(W(0x162).bit(38).bit(37).bit(35).set(32, 2, 2).byte(3, 0x09),
                          "FMA_RSCALE_LEFT.f32");
    mods(d.src[0], 0, true, false);
    mods(d.src[1], 0, false, true);
    mods(d.src[2], 0, false, true);
    reg(d.src[3], 9);
    EXPECT_EQ(d.get(Mod::CLAMP), 2);
  }
  {  // IADD_IMM.v4i8 / FADD_IMM.v2f16: constant W[39:8]
    const Decoded d = dec(W(0x112).byte(0, 0x05).set(8, 32, 0x80FF0102), "IADD_IMM.v4i8");
    reg(d.src[0], 5);
    EXPECT_EQ(d.imm_raw(Imm::CONSTANT), 0x80FF0102u);
    const Decoded f = dec(W(0x115).set(8, 32, 0x3C00BC00), "FADD_IMM.v2f16");
    EXPECT_EQ(f.imm_raw(Imm::CONSTANT), 0x3C00BC00u);
  }
}

TEST(ValhallFields, MemoryMessages) {
  {  // LOAD.i16: A = u4 (64-bit), offset W[23:8] signed, memory_access W[25:24], load lane
     // W[38:36] (d0 = 3), unsigned 39, slot W[32:30], sr_count W[35:33], staging r6 written
    const Decoded d = dec(W(0x060, 0x86).set(27, 3, 1).byte(0, 0x84).set(8, 16, 0xFFFE)
                              .set(24, 2, 3).set(36, 3, 3).bit(39).set(30, 3, 2).set(33, 3, 1),
                          "LOAD.i16");
    uni(d.src[0], 4);
    EXPECT_EQ(d.imm_value(Imm::OFFSET), -2);
    EXPECT_EQ(d.get(Mod::MEMORY_ACCESS), 3);
    EXPECT_EQ(d.get(Mod::LOAD_LANE_16_BIT), 3);
    EXPECT_EQ(d.get(Mod::UNSIGNED), 1);
    EXPECT_EQ(d.get(Mod::SLOT), 2);
    EXPECT_EQ(d.get(Mod::STAGING_REGISTER_COUNT), 1);
    staging(d, 0, 6, 1, 2);
    EXPECT_FALSE(d.has_dest);
  }
  {  // STORE.i128: staging r8 read (flags 01), sr_count 4, offset +100, istream, slot 1
    const Decoded d = dec(W(0x061, 0x48).set(27, 3, 7).byte(0, 0x02).set(8, 16, 100)
                              .set(24, 2, 1).set(30, 3, 1).set(33, 3, 4),
                          "STORE.i128");
    reg(d.src[0], 2);
    EXPECT_EQ(d.imm_value(Imm::OFFSET), 100);
    staging(d, 0, 8, 4, 1);
  }
  {  // LD_BUFFER.i64: A, B; load lane identity (7); unsigned
    const Decoded d = dec(W(0x06A, 0x84).set(27, 3, 5).byte(0, 2).byte(1, 3).set(36, 3, 7)
                              .bit(39).set(33, 3, 2),
                          "LD_BUFFER.i64");
    reg(d.src[0], 2);
    reg(d.src[1], 3);
    EXPECT_EQ(d.get(Mod::LOAD_LANE_64_BIT), 7);
    staging(d, 0, 4, 2, 2);
  }
  {  // ATOM.i64: offset W[15:8] unsigned, atomic operation W[25:22] (axchg = 15)
    const Decoded d = dec(W(0x068, 0x4A).set(27, 3, 5).byte(0, 2).set(8, 8, 0x10)
                              .set(22, 4, 15).set(33, 3, 2),
                          "ATOM.i64");
    EXPECT_EQ(d.imm_value(Imm::OFFSET), 0x10);
    EXPECT_EQ(d.get(Mod::ATOMIC_OPERATION), 15);
    staging(d, 0, 10, 2, 1);
  }
  {  // ATOM1_RETURN.i32: atomic-with-1 W[25:22] (adec = 1); plain ATOM1 (sr_count 0) with the
     // compiler's 0x40 and the assembler's 0x80 in byte 5 (1.4) both decode, legally
    const Decoded d = dec(W(0x069, 0x80).set(27, 3, 3).set(22, 4, 1), "ATOM1_RETURN.i32");
    EXPECT_EQ(d.get(Mod::ATOMIC_OPERATION_WITH_1), 1);
    staging(d, 0, 0, 0, 2);
    const Decoded c = dec(W(0x069, 0x40).set(27, 3, 3).set(22, 4, 1), "ATOM1_RETURN.i32");
    staging(c, 0, 0, 0, 1);
  }
  {  // ATOM_RETURN.i64: returned value staging W[21:16] (r12, 2 registers: write count 1 at
     // W[38:36]); operand staging W[45:40] with flags 11; sr_count 2; compare 26
    const Decoded d = dec(W(0x120, 0xC4).set(27, 3, 5).set(16, 6, 12).set(36, 3, 1)
                              .set(33, 3, 2).bit(26).set(22, 4, 15).set(8, 8, 8),
                          "ATOM_RETURN.i64");
    staging(d, 0, 12, 2, 0);
    staging(d, 1, 4, 2, 3);
    EXPECT_EQ(d.get(Mod::COMPARE), 1);
    EXPECT_EQ(d.imm_value(Imm::OFFSET), 8);
  }
  {  // ST_CVT: A slot 0, C (conversion descriptor) slot 2 = byte 2; offset W[15:8]; regfmt
     // W[26:24] (f32 = 2); vecsize W[29:28]; memory_access W[39:37] (estream = 2)
    const Decoded d = dec(W(0x071, 0x40).byte(0, 2).byte(2, 5).set(8, 8, 4).set(24, 3, 2)
                              .set(28, 2, 3).set(37, 3, 2).set(33, 3, 4),
                          "ST_CVT");
    reg(d.src[0], 2);
    reg(d.src[1], 5);
    EXPECT_EQ(d.imm_raw(Imm::OFFSET), 4u);
    EXPECT_EQ(d.get(Mod::REGISTER_FORMAT), 2);
    EXPECT_EQ(d.get(Mod::VECTOR_SIZE), 3);
    EXPECT_EQ(d.get(Mod::MEMORY_ACCESS), 2);
    staging(d, 0, 0, 4, 1);
  }
  {  // LD_TEX_IMM: secondary W[38:37] = 1; table W[19:16], index W[23:20]; regfmt u32 = 6
    const Decoded d = dec(W(0x066, 0x84).set(37, 2, 1).byte(0, 1).byte(1, 2).set(16, 4, 3)
                              .set(20, 4, 9).set(24, 3, 6).set(28, 2, 1).set(30, 3, 1)
                              .set(33, 3, 2),
                          "LD_TEX_IMM");
    EXPECT_EQ(d.imm_raw(Imm::TABLE), 3u);
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 9u);
    EXPECT_EQ(d.get(Mod::REGISTER_FORMAT), 6);
    staging(d, 0, 4, 2, 2);
  }
  {  // LEA_ATTR (0x077/0): three sources, vecsize
    const Decoded d = dec(W(0x077, 0x88).byte(0, 1).byte(1, 2).byte(2, 3).set(28, 2, 2)
                              .set(33, 3, 3),
                          "LEA_ATTR");
    reg(d.src[2], 3);
    staging(d, 0, 8, 3, 2);
  }
  {  // LEA_BUF_IMM: table W[11:8], index W[19:12]
    const Decoded d =
        dec(W(0x05E, 0x82).set(8, 4, 5).set(12, 8, 0xAB).set(33, 3, 2), "LEA_BUF_IMM");
    EXPECT_EQ(d.imm_raw(Imm::TABLE), 5u);
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 0xABu);
  }
}

TEST(ValhallFields, VaryingAndFragmentMessages) {
  {  // LD_VAR_IMM: table W[11:8], index W[19:12], regfmt f16 = 3, vecsize, update W[37:36]
     // (clobber = 3), sample W[39:38] (sample = 2)
    const Decoded d = dec(W(0x054, 0x80).set(8, 4, 2).set(12, 8, 0x12).set(24, 3, 3)
                              .set(28, 2, 3).set(36, 2, 3).set(38, 2, 2).set(33, 3, 4),
                          "LD_VAR_IMM");
    EXPECT_EQ(d.imm_raw(Imm::TABLE), 2u);
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 0x12u);
    EXPECT_EQ(d.get(Mod::REGISTER_FORMAT), 3);
    EXPECT_EQ(d.get(Mod::UPDATE_MODE), 3);
    EXPECT_EQ(d.get(Mod::SAMPLE_MODE), 2);
    staging(d, 0, 0, 4, 2);
  }
  {  // LD_VAR_FLAT_IMM: no source
    const Decoded d =
        dec(W(0x041, 0x80).set(8, 4, 1).set(12, 8, 3).set(33, 3, 1), "LD_VAR_FLAT_IMM");
    EXPECT_EQ(d.src[0].cls, SrcClass::None);
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 3u);
  }
  {  // LD_VAR_SPECIAL: index W[15:12]
    const Decoded d = dec(W(0x056, 0x80).set(12, 4, 3).set(33, 3, 1), "LD_VAR_SPECIAL");
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 3u);
  }
  {  // LD_VAR_BUF_IMM.f16: index W[23:16], source_format W[27:24] (src_f16 = 3)
    const Decoded d = dec(W(0x05D, 0x80).set(16, 8, 0x40).set(24, 4, 3).set(28, 2, 1)
                              .set(38, 2, 1).set(33, 3, 2),
                          "LD_VAR_BUF_IMM.f16");
    EXPECT_EQ(d.imm_raw(Imm::INDEX), 0x40u);
    EXPECT_EQ(d.get(Mod::SOURCE_FORMAT), 3);
  }
  {  // BLEND: A = 64-bit blend descriptor (blend_descriptor_0.w0 = 0xF0), C = coverage in
     // slot 2 (r60), target W[15:8], regfmt f32 = 2, vecsize v4 = 3, sr_count 4, staging read
     // r0; flow end (7: "f0 00 3c 32 08 40 7f 78" built from 1.4, 1.7, 1.8, 2.5, 3.4)
    const uint64_t w = W(0x07F, 0x40).byte(0, 0xF0).byte(2, 60).set(24, 3, 2).set(28, 2, 3)
                           .set(33, 3, 4).flow(15).w;
    EXPECT_EQ(w, bytes({0xf0, 0x00, 0x3c, 0x32, 0x08, 0x40, 0x7f, 0x78}));
    const Decoded d = dec(w, "BLEND");
    EXPECT_EQ(d.src[0].cls, SrcClass::Special);
    EXPECT_EQ(d.src[0].index, 8);
    reg(d.src[1], 60);
    staging(d, 0, 0, 4, 1);
  }
  {  // ATEST: B swizzle W[27:26]; no slot field
    const Decoded d = dec(W(0x07D, 0xBC).byte(0, 60).byte(1, 1).set(26, 2, 2).byte(2, 0xEB)
                              .set(33, 3, 1),
                          "ATEST");
    EXPECT_EQ(d.src[1].swizzle, 2);
    EXPECT_EQ(d.src[2].cls, SrcClass::Special);  // atest_datum.w1 (page 0): 0xE0 + 2*5 + 1
    EXPECT_EQ(d.src[2].index, 5);
    EXPECT_EQ(d.src[2].word, 1);
    staging(d, 0, 60, 1, 2);
    EXPECT_FALSE(d.has_mod(Mod::SLOT));
  }
  {  // ZS_EMIT: stencil 24, z 25
    const Decoded d = dec(W(0x07E, 0xBC).bit(24).bit(25).set(33, 3, 1), "ZS_EMIT");
    EXPECT_EQ(d.get(Mod::STENCIL), 1);
    EXPECT_EQ(d.get(Mod::Z), 1);
  }
  dec(W(0x078, 0x80).set(24, 3, 6).set(28, 2, 3).set(33, 3, 4), "LD_TILE");
  dec(W(0x079, 0x40).set(24, 3, 4).set(33, 3, 1), "ST_TILE");
}

TEST(ValhallFields, TextureMessages) {
  {  // TEX_FETCH.slot0.f.32.2d @r0:r1:r2:r3, @r4:r5, u0 built from 1.4 and 3.4:
     // write staging W[21:16] = r0 with write count 3; read staging W[45:40] = r4, sr_count 2;
     // register width 32 = W[46]; register type f = 1 at W[27:26]; write mask rgba W[25:22];
     // dimension 2d = 1 at W[29:28]; A = u0
    const uint64_t w = W(0x125, 0x44).byte(0, 0x80).set(36, 3, 3).set(33, 3, 2).set(26, 2, 1)
                           .set(22, 4, 15).set(28, 2, 1).w;
    EXPECT_EQ(w, bytes({0x80, 0x00, 0xc0, 0x17, 0x34, 0x44, 0x25, 0x01}));
    const Decoded d = dec(w, "TEX_FETCH");
    staging(d, 0, 0, 4, 0);
    staging(d, 1, 4, 2, 0);
    EXPECT_EQ(d.get(Mod::REGISTER_WIDTH), 1);
    EXPECT_EQ(d.get(Mod::REGISTER_TYPE), 1);
    EXPECT_EQ(d.get(Mod::WRITE_MASK), 15);
    EXPECT_EQ(d.get(Mod::DIMENSION), 1);
  }
  {  // TEX_GATHER: wide_indices 8, array_enable 10, texel_offset 11, shadow 12,
     // integer_coordinates 13, fetch_component W[15:14], skip 39
    const Decoded d = dec(W(0x129, 0x02).bit(8).bit(10).bit(11).bit(12).bit(13).set(14, 2, 2)
                              .bit(39).set(26, 2, 3).set(22, 4, 5).set(28, 2, 3),
                          "TEX_GATHER");
    EXPECT_EQ(d.get(Mod::WIDE_INDICES), 1);
    EXPECT_EQ(d.get(Mod::ARRAY_ENABLE), 1);
    EXPECT_EQ(d.get(Mod::TEXEL_OFFSET), 1);
    EXPECT_EQ(d.get(Mod::SHADOW), 1);
    EXPECT_EQ(d.get(Mod::INTEGER_COORDINATES), 1);
    EXPECT_EQ(d.get(Mod::FETCH_COMPONENT), 2);
    EXPECT_EQ(d.get(Mod::SKIP), 1);
    EXPECT_EQ(d.get(Mod::REGISTER_WIDTH), 0);
  }
  {  // TEX_DUAL: lod_mode W[15:13] (computed_bias = 5), secondary register width W[47]
    const Decoded d = dec(W(0x12F, 0x80).set(13, 3, 5).set(26, 2, 2).set(22, 4, 1), "TEX_DUAL");
    EXPECT_EQ(d.get(Mod::LOD_MODE), 5);
    EXPECT_EQ(d.get(Mod::SECONDARY_REGISTER_WIDTH), 1);
    EXPECT_EQ(d.get(Mod::REGISTER_WIDTH), 0);
  }
  {  // VAR_TEX_GRADIENT: lod_bias_disable 13, lod_clamp_disable 14, sample_and_update
     // W[35:33], varying texture register width W[25:24] (16.32 = 2), write count W[38:36],
     // staging W[47:40] written; A = u2 (descriptor), C = r9 (varying offset, slot 2)
    const Decoded d = dec(W(0x13A, 0x88).byte(0, 0x82).byte(2, 9).bit(13).bit(14)
                              .set(33, 3, 6).set(24, 2, 2).set(26, 2, 1).set(28, 2, 1)
                              .set(36, 3, 3),
                          "VAR_TEX_GRADIENT");
    uni(d.src[0], 2);
    reg(d.src[1], 9);
    EXPECT_EQ(d.get(Mod::LOD_BIAS_DISABLE), 1);
    EXPECT_EQ(d.get(Mod::LOD_CLAMP_DISABLE), 1);
    EXPECT_EQ(d.get(Mod::SAMPLE_AND_UPDATE_MODE), 6);
    EXPECT_EQ(d.get(Mod::VARYING_TEXTURE_REGISTER_WIDTH), 2);
    staging(d, 0, 8, 4, 2);
  }
}

TEST(ValhallFields, Control) {
  {  // NOP with a wait: flow wait0126 (8)
    const Decoded d = dec(W(0x000).flow(8), "NOP");
    EXPECT_EQ(d.flow, 8);
    EXPECT_FALSE(d.has_dest);
  }
  {  // DISCARD.f32: swizzles (Widen) W[29:28], W[27:26]; neg A 38, abs B 37; condition
    const Decoded d = dec(W(0x020).byte(0, 1).byte(1, 2).set(28, 2, 1).set(26, 2, 2).bit(38)
                              .bit(37).set(32, 3, 4),
                          "DISCARD.f32");
    mods(d.src[0], 1, true, false);
    mods(d.src[1], 2, false, true);
    EXPECT_EQ(d.get(Mod::CONDITION), 4);
  }
  {  // BRANCHZI: combine W[39:37], conservative 35, eq 36, absolute 40 (byte 5 = 0xC1)
    const Decoded d = dec(W(0x02F, 0xC1).byte(0, 1).byte(1, 2).set(37, 3, 1).bit(35).bit(36),
                          "BRANCHZI");
    EXPECT_EQ(d.src[0].swizzle, 1);
    EXPECT_EQ(d.get(Mod::CONSERVATIVE), 1);
    EXPECT_EQ(d.get(Mod::EQ), 1);
    EXPECT_EQ(d.get(Mod::ABSOLUTE), 1);
  }
  {  // BARRIER: slot 7 at W[32:30], flow wait (9)
    const Decoded d = dec(W(0x045).set(30, 3, 7).flow(9), "BARRIER");
    EXPECT_EQ(d.get(Mod::SLOT), 7);
    EXPECT_EQ(d.flow, 9);
  }
}

// ---- 4.3: validity checks ---------------------------------------------------------------------
void illegal(uint64_t w, Illegal code, const char* why) {
  const Decoded d = decode(w);
  EXPECT_TRUE(d.illegal) << why << " " << std::hex << w;
  EXPECT_EQ(d.code, code) << why << ": " << d.reason();
  EXPECT_FALSE(d.reason().empty());
}

const uint64_t kE1 = bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0xc5, 0xa4, 0x00});

TEST(ValhallValidity, Level1) {
  // Item 1.
  illegal(kE1 | uint64_t{1} << 63, Illegal::RESERVED_BIT63, "bit 63");
  EXPECT_STREQ(decode(kE1 | uint64_t{1} << 63).name, "FADD.f32");  // still identified
  // Item 2: primary opcodes absent from 4.2, secondary values not listed.
  illegal(W(0x001).w, Illegal::PRIMARY, "0x001");
  illegal(W(0x1A0).w, Illegal::PRIMARY, "0x1A0 (commented out in the XML)");
  illegal(W(0x1FF).w, Illegal::PRIMARY, "0x1FF");
  illegal(W(0x090).set(16, 5, 0x06).w, Illegal::SECONDARY, "CVT 0x06");
  illegal(W(0x090).set(16, 5, 0x1F).w, Illegal::SECONDARY, "CVT 0x1F");
  illegal(W(0x0A0).set(16, 4, 0x2).w, Illegal::SECONDARY, "0x0A0/2");
  illegal(W(0x0B4).set(24, 2, 3).w, Illegal::SECONDARY, "shift op 3");
  illegal(W(0x068, 0x40).set(27, 3, 0).set(22, 4, 2).w, Illegal::SECONDARY, "ATOM.i8");
  illegal(W(0x066, 0x80).set(37, 2, 2).w, Illegal::SECONDARY, "LD_ATTR_IMM kind 2");
  illegal(W(0x0BC).set(24, 4, 2).w, Illegal::SECONDARY, "CUBE 2");
  illegal(W(0x191).set(16, 4, 0x0).w, Illegal::SECONDARY, "NOT_OLD.i64 needs 0xE");
  // Both rules fail: the first one in 4.3 order is reported.
  illegal(W(0x090).set(16, 5, 0x06).bit(63).w, Illegal::RESERVED_BIT63, "order");
  // Item 3.
  for (unsigned f : {11u, 12u, 14u}) illegal(W(0x000).flow(f).w, Illegal::FLOW, "flow");
  EXPECT_FALSE(decode(W(0x000).flow(13).w).illegal);
  // Item 4, sources.
  illegal(W(0x0A0).set(36, 4, 1).w, Illegal::SOURCE_SELECT, "32-bit widen 1");
  illegal(W(0x0A0).set(26, 4, 8).w, Illegal::SOURCE_SELECT, "32-bit widen 8");
  illegal(W(0x0A4).set(26, 2, 3).w, Illegal::SOURCE_SELECT, "Widen 3");
  illegal(W(0x0A1).set(36, 4, 14).w, Illegal::SOURCE_SELECT, "16-bit swizzle 14");
  illegal(W(0x0A2).set(36, 4, 12).w, Illegal::SOURCE_SELECT, "8-bit swizzle 12");
  illegal(W(0x1A3).set(16, 4, 7).set(26, 4, 9).w, Illegal::SOURCE_SELECT, "64-bit widen 9");
  illegal(W(0x0B4).set(24, 2, 1).set(26, 4, 1).w, Illegal::SOURCE_SELECT, "lanes 1");
  illegal(W(0x01F).set(37, 3, 5).w, Illegal::SOURCE_SELECT, "combine 5");
  // Item 4, modifiers.
  illegal(W(0x045).set(30, 3, 3).w, Illegal::MODIFIER, "slot 3");
  illegal(W(0x064, 0x80).set(24, 3, 1).w, Illegal::MODIFIER, "register format 1");
  illegal(W(0x064, 0x80).set(36, 2, 2).w, Illegal::MODIFIER, "update mode 2");
  illegal(W(0x128).set(26, 2, 1).set(22, 4, 15).set(13, 3, 2).w, Illegal::MODIFIER, "LOD 2");
  illegal(W(0x128).set(26, 2, 1).set(22, 4, 15).set(13, 3, 7).w, Illegal::MODIFIER, "LOD 7");
  illegal(W(0x128).set(22, 4, 15).w, Illegal::MODIFIER, "register type 0");
  illegal(W(0x128).set(26, 2, 1).w, Illegal::MODIFIER, "texture write mask 0");
  illegal(W(0x138, 0x80).set(26, 2, 1).set(33, 3, 5).w, Illegal::MODIFIER, "sample+update 5");
  illegal(W(0x05C, 0x80).set(24, 4, 4).w, Illegal::MODIFIER, "source format 4");
  illegal(W(0x071, 0x40).set(37, 3, 4).w, Illegal::MODIFIER, "ST_CVT memory access 4");
  for (unsigned op : {0u, 1u, 3u, 7u})
    illegal(W(0x068, 0x40).set(27, 3, 3).set(22, 4, op).w, Illegal::MODIFIER, "atomic op");
  illegal(W(0x069, 0x80).set(27, 3, 3).set(22, 4, 5).w, Illegal::MODIFIER, "atomic-with-1 5");
  illegal(W(0x060, 0x80).set(27, 3, 1).set(36, 3, 4).w, Illegal::MODIFIER, "load lane 16 4");
  illegal(W(0x060, 0x80).set(27, 3, 4).set(36, 3, 0).w, Illegal::MODIFIER, "load lane 48 0");
  illegal(W(0x095).set(36, 4, 4).w, Illegal::MODIFIER, "subgroup 4");
  // Item 5.
  illegal(W(0x0A4, 0x05).w, Illegal::WRITE_MASK, "destination mask 00");
  illegal(W(0x000, 0x00).w, Illegal::WRITE_MASK, "placeholder mask 00");
  // Item 6: special FAU on page 2, or a reserved entry (page 0 entry 0; page 3 entry 2).
  illegal(W(0x091).byte(0, 0xE2).page(2).w, Illegal::SPECIAL_FAU, "page 2");
  illegal(W(0x091).byte(0, 0xE0).page(0).w, Illegal::SPECIAL_FAU, "page 0 entry 0");
  illegal(W(0x091).byte(0, 0xE4).page(3).w, Illegal::SPECIAL_FAU, "page 3 entry 2");
  EXPECT_FALSE(decode(W(0x091).byte(0, 0xE2).page(1).w).illegal);  // thread_local_pointer
  // Item 7.
  illegal(W(0x0F0).set(24, 2, 3).w, Illegal::COMPARE, "ICMP.u32 and+seq");
  illegal(W(0x0F1).bit(25).w, Illegal::COMPARE, "ICMP.v2u16 seq");
  illegal(W(0x0FA).bit(25).w, Illegal::COMPARE, "ICMP.v4s8 seq");
  illegal(W(0x0F4).bit(25).w, Illegal::COMPARE, "FCMP bit 25");
  EXPECT_FALSE(decode(W(0x0F0).bit(25).w).illegal);  // ICMP.u32.seq alone is defined
  // An all-zero word is NOP with a zero placeholder mask (1.3).
  illegal(0, Illegal::WRITE_MASK, "zero word");
}

TEST(ValhallValidity, Level2Suspicious) {
  auto susp = [](uint64_t w) {
    const Decoded d = decode(w);
    EXPECT_FALSE(d.illegal) << d.reason();
    return d.suspicious;
  };
  EXPECT_EQ(susp(W(0x091).bit(20).w), kUnusedBits);            // W[20] on 0x091
  EXPECT_EQ(susp(W(0x091).page(1).w), kUnusedBits);            // page without FAU source
  EXPECT_EQ(susp(W(0x091).byte(0, 0x81).page(1).w), 0u);       // u65
  EXPECT_EQ(susp(W(0x0B4).set(24, 2, 1).bit(33).w), kUnusedBits);  // W[33] on shifts
  EXPECT_EQ(susp(W(0x0B4).set(24, 2, 1).bit(32).bit(34).w), kUnusedBits);  // LSHIFT W[34]
  EXPECT_EQ(susp(W(0x000, 0x40).w), kPlaceholderMask);  // mask 01
  EXPECT_EQ(susp(W(0x000, 0xC1).w), kUnusedBits);       // register bits of the placeholder
  EXPECT_EQ(susp(W(0x02F, 0xC1).w), 0u);                // BRANCHZI.absolute: bit 40 is a field
  EXPECT_EQ(susp(W(0x0A4).byte(0, 0x80).byte(1, 0x82).w), kFauRules);  // u0 and u2: two slots
  EXPECT_EQ(susp(W(0x0A4).byte(0, 0x80).byte(1, 0x81).w), 0u);         // u0 and u1: one slot
  EXPECT_EQ(susp(W(0x1A3).byte(0, 0x01).w), kOddRegister);             // IADD.u64 r1
  EXPECT_EQ(susp(W(0x0F0).set(32, 3, 6).w), kIntCondition);            // ICMP.u32.gtlt
  EXPECT_EQ(susp(W(0x0F2).set(30, 2, 1).w), kV4ResultType);            // ICMP.v4u8.f1
  EXPECT_EQ(susp(W(0x060, 0x40).set(27, 3, 3).set(33, 3, 1).w), kStagingFlags);  // LOAD 01
}

// ---- decode(encode(decode(w))) == decode(w) on random words -----------------------------------
void check_round_trip(uint64_t w) {
  const Decoded d = decode(w);
  ASSERT_FALSE(d.illegal);
  const Decoded again = decode(encode(d));
  ASSERT_EQ(again, d) << "word " << std::hex << w << ": " << disassemble(d);
  ASSERT_EQ(encode(again), encode(d));
}

TEST(ValhallRandom, DecodeEncodeDecode) {
  std::mt19937_64 rng(kSeed);
  // 10^5 uniformly random words: most are illegal (sparse opcode map, reserved values).
  int uniform_legal = 0;
  for (int n = 0; n < kRandomCount; ++n) {
    const uint64_t w = rng();
    if (decode(w).illegal) continue;
    ++uniform_legal;
    check_round_trip(w);
    if (HasFatalFailure()) return;
  }
  // Then random words aimed at existing instructions (reads the generated table) until 10^5
  // of them are legal.
  int legal = 0, tried = 0;
  while (legal < kRandomCount && tried < 20 * kRandomCount) {
    ++tried;
    const gen::InsInfo& c = gen::INSTRUCTIONS[rng() % gen::NUM_INS];
    W b(c.primary);
    b.w = (rng() & ~(uint64_t{0x1FF} << 48)) | (uint64_t{c.primary} << 48);
    if (c.has_sec) {
      b.set(c.sec_lsb, c.sec_width, c.secondary & 0xFF);
      if (c.sec_has_hi) b.set(32, 1, c.secondary >> 8);
    }
    if (rng() % 8) b.set(63, 1, 0);
    if (decode(b.w).illegal) continue;
    ++legal;
    check_round_trip(b.w);
    if (HasFatalFailure()) return;
  }
  EXPECT_EQ(legal, kRandomCount);
  RecordProperty("uniform_legal_words", uniform_legal);
  std::printf("decode(encode(decode(w))) == decode(w): %d legal of %d uniform random words; "
              "%d legal of %d aimed words\n",
              uniform_legal, kRandomCount, legal, tried);
}

}  // namespace
}  // namespace shaderhw::valhall
