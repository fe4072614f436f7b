// Tests of the Valhall golden execution model (golden/valhall/execute.h).
//
// Expected values are worked by hand from docs/valhall.md (section numbers below)
// and from the PROJECT DECISIONS (P-numbers) of execute.h; the arithmetic is in the comments.
// Float bit patterns are exact constants (cross-checked with Python's struct when the test was
// written). Instruction words come from the worked examples of docs/valhall.md (section 7, as bytes)
// or from the golden assembler (tested separately against docs/valhall.md).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fp/fpext.h"
#include "valhall/asm.h"
#include "valhall/execute.h"

namespace shaderhw::valhall {
namespace {

uint64_t bytes(std::initializer_list<unsigned> b) {  // memory order, byte 0 first (0)
  uint64_t w = 0;
  int k = 0;
  for (unsigned v : b) w |= uint64_t{v} << (8 * k++);
  return w;
}

uint32_t F(float x) {  // exact constants only
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}

constexpr uint32_t kNaN32 = 0x7FC00000u;  // 5.0 canonical NaNs
constexpr uint32_t kNaN16 = 0x7E00u;

// One instruction on the quad; the same inputs in every lane unless set per lane.
struct Insn {
  ExecIn in;
  ExecConfig cfg;
  std::string text;
  explicit Insn(const std::string& line) : text(line) {
    const AsmResult a = assemble(line);
    EXPECT_TRUE(a.ok) << line << ": " << a.error;
    in.word = a.word;
  }
  explicit Insn(uint64_t word) : text(format_bytes(word)) { in.word = word; }
  Insn& src(std::initializer_list<uint64_t> v) {  // sources in XML order
    int k = 0;
    for (uint64_t x : v) {
      for (LaneIn& l : in.lane) l.src[k] = x;
      ++k;
    }
    return *this;
  }
  Insn& lane_src(int l, int k, uint64_t v) {
    in.lane[l].src[k] = v;
    return *this;
  }
  Insn& old(uint64_t v) {
    for (LaneIn& l : in.lane) l.dest_old = v;
    return *this;
  }
  Insn& ftz(FtzMode m) {
    cfg.ftz = m;
    return *this;
  }
  ExecOut out() const { return execute(in, cfg); }
  // Lane 0's 32-bit write; every lane must agree (same inputs).
  uint32_t r32() const {
    const ExecOut o = out();
    EXPECT_FALSE(o.illegal) << text;
    EXPECT_EQ(o.lane[0].we, 1) << text;
    for (int l = 1; l < kLanes; ++l) EXPECT_EQ(o.lane[l].value[0], o.lane[0].value[0]) << text;
    return o.lane[0].value[0];
  }
  uint64_t r64() const {
    const ExecOut o = out();
    EXPECT_FALSE(o.illegal) << text;
    EXPECT_EQ(o.lane[0].we, 3) << text;
    return uint64_t{o.lane[0].value[1]} << 32 | o.lane[0].value[0];
  }
};

uint32_t X(const std::string& line, std::initializer_list<uint64_t> s, uint64_t old = 0) {
  return Insn(line).src(s).old(old).r32();
}
uint64_t X64(const std::string& line, std::initializer_list<uint64_t> s) {
  return Insn(line).src(s).r64();
}

// ============================================================================================
// Coverage: every FMA/CVT/SFU instruction executes; message units produce a record.
// ============================================================================================
TEST(ValhallExecute, EveryAluInstructionExecutesAndMessagesGiveRecords) {
  int alu = 0, msg = 0;
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    const gen::InsInfo& info = gen::INSTRUCTIONS[i];
    Decoded d;
    d.ins = static_cast<int16_t>(i);
    d.name = info.name;
    d.primary = info.primary;
    d.secondary = info.secondary;
    d.has_dest = info.dest;
    d.dest = 2;
    d.dest_mask = 3;
    for (unsigned k = 0; k < info.num_srcs; ++k) {
      d.src[k].cls = SrcClass::Reg;
      d.src[k].index = static_cast<uint8_t>(8 + 2 * k);
      // a legal lane-selection value: the enum default, else the first listed value
      const gen::EnumInfo& e = gen::enum_info(gen::SEL_KIND_ENUM[static_cast<unsigned>(info.src[k].sel)]);
      if (info.src[k].sel != gen::SelKind::NONE) {
        unsigned v = e.default_value >= 0 ? static_cast<unsigned>(e.default_value) : 0;
        while (!e.valid(v)) ++v;
        d.src[k].swizzle = static_cast<uint8_t>(v);
      }
    }
    for (unsigned m = 0; m < info.num_mods; ++m) {  // legal modifier values
      const gen::ModInfo& mi = info.mods[m];
      if (!mi.is_enum) continue;
      const gen::EnumInfo& e = gen::enum_info(mi.enum_id);
      unsigned v = e.default_value >= 0 ? static_cast<unsigned>(e.default_value) : 0;
      while (!e.valid(v)) ++v;
      d.set(mi.id, static_cast<uint8_t>(v));
    }
    for (unsigned s = 0; s < info.num_staging; ++s) d.sr[s].reg = 20;
    ExecIn in;
    in.word = encode(d);
    const Decoded back = decode(in.word);
    ASSERT_FALSE(back.illegal) << info.name << ": " << back.reason();
    ASSERT_EQ(back.ins, static_cast<int16_t>(i)) << info.name;
    const ExecOut o = execute(in);
    ASSERT_FALSE(o.illegal) << info.name;
    EXPECT_EQ(o.ins, i) << info.name;
    const bool here = info.unit == gen::Unit::FMA || info.unit == gen::Unit::CVT ||
                      info.unit == gen::Unit::SFU;
    if (here) {
      ++alu;
      EXPECT_FALSE(o.msg.valid) << info.name;
      // a destination write for instructions with a destination, nothing otherwise
      EXPECT_EQ(o.lane[0].we != 0, info.dest) << info.name;
      EXPECT_EQ(o.dest_reg, info.dest ? 2 : 0) << info.name;
    } else {
      ++msg;
      EXPECT_TRUE(o.msg.valid) << info.name;
      EXPECT_EQ(o.msg.unit, info.unit) << info.name;
      EXPECT_EQ(o.lane[0].we, 0) << info.name;
      EXPECT_TRUE(o.lane[0].msg_en) << info.name;
    }
  }
  std::printf("[ coverage ] %d FMA/CVT/SFU instructions execute, %d message instructions\n", alu,
              msg);
  EXPECT_EQ(alu + msg, static_cast<int>(gen::NUM_INS));
}

TEST(ValhallExecute, IllegalWordHasNoEffect) {
  Insn r(bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0xc5, 0xa4, 0x80}));  // E1 with W[63] set
  r.src({F(1.0f), F(2.0f)});
  const ExecOut o = r.out();
  EXPECT_TRUE(o.illegal);
  EXPECT_EQ(o.ins, 0);
  EXPECT_EQ(o.dest_reg, 0);
  for (int l = 0; l < kLanes; ++l) {
    EXPECT_EQ(o.lane[l].we, 0);
    EXPECT_EQ(o.lane[l].value[0], 0u);
  }
  // write mask 00 (4.3 item 5) is illegal too
  EXPECT_TRUE(Insn(bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0x05, 0xa4, 0x00})).out().illegal);
}

TEST(ValhallExecute, InactiveLanesHaveNoEffect) {
  Insn r("FADD.f32 r5, r3, r7");
  r.src({F(1.0f), F(2.0f)});
  r.in.lane[2].active = false;
  const ExecOut o = r.out();
  EXPECT_EQ(o.lane[0].value[0], F(3.0f));
  EXPECT_EQ(o.lane[2].we, 0);
  EXPECT_EQ(o.lane[2].value[0], 0u);
  EXPECT_EQ(o.dest_reg, 5);
}

// ============================================================================================
// Section 7 worked examples, executed
// ============================================================================================
TEST(ValhallExecute, E1_FaddAbsNeg) {
  // r5 = |r3| + (-r7): |-2.5| - 1.0 = 1.5
  const uint64_t w = bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0xc5, 0xa4, 0x00});
  EXPECT_EQ(Insn(w).src({F(-2.5f), F(1.0f)}).r32(), F(1.5f));
  EXPECT_EQ(Insn(w).out().dest_reg, 5);
  // .clamp_0_1: |-2.5| - (-3.0) = 5.5 -> 1.0
  const uint64_t wc = bytes({0x03, 0x47, 0x00, 0x00, 0x93, 0xc5, 0xa4, 0x00});
  EXPECT_EQ(Insn(wc).src({F(-2.5f), F(-3.0f)}).r32(), F(1.0f));
}

TEST(ValhallExecute, E2_FaddV2f16HalfWrite) {
  // r2[31:16] = r6[31:16] - 1.0 = 3.0 - 1.0 = 2.0 (0x4000); r2[15:0] keeps the old 0x5555.
  const uint64_t w = bytes({0x06, 0xdb, 0x00, 0x3c, 0x10, 0x82, 0xa5, 0x00});
  EXPECT_EQ(Insn(w).src({0x42001234u, 0}).old(0xAAAA5555u).r32(), 0x40005555u);
}

TEST(ValhallExecute, E3_FmaSingleRounding) {
  const uint64_t w = bytes({0x04, 0x86, 0x46, 0x00, 0x04, 0xca, 0xb2, 0x02});
  // 2 * 3 - 1 = 5
  EXPECT_EQ(Insn(w).src({F(2.0f), F(3.0f), F(1.0f)}).r32(), F(5.0f));
  // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly (0xA8800000); two roundings would give 0.
  EXPECT_EQ(Insn(w).src({0x3F800001u, 0x3F7FFFFEu, F(1.0f)}).r32(), 0xA8800000u);
  // u70 = page 1 word 6: the harness reads uniform word 70
  const SourceRead sr = source_read(decode(w), 1);
  EXPECT_EQ(sr.cls, SrcClass::Uniform);
  EXPECT_EQ(sr.index, 70);
  EXPECT_EQ(sr.words, 1);
}

TEST(ValhallExecute, E4_IntegerAdds) {
  // r12 = r9 + 9 (LUT 10 byte 1, zero-extended): -5 + 9 = 4
  const uint64_t w = bytes({0x49, 0xca, 0x00, 0x14, 0x00, 0xcc, 0xa0, 0x00});
  EXPECT_EQ(Insn(w).src({0xFFFFFFFBu, 0}).r32(), 4u);  // -5 + 9
  // IADD.s32.saturate r1, r2, 0x7FFFFFFF: 1 + INT_MAX saturates; -5 + INT_MAX = 0x7FFFFFFA
  const uint64_t s = bytes({0x02, 0xc2, 0x00, 0x40, 0x00, 0xc1, 0xa8, 0x00});
  EXPECT_EQ(Insn(s).src({1u, 0}).r32(), 0x7FFFFFFFu);
  EXPECT_EQ(Insn(s).src({0xFFFFFFFBu, 0}).r32(), 0x7FFFFFFAu);
  // IADD.v2u16 r8, r8.h11, 0x0F0E0D0C: r8 = 0x00050003 -> lanes 5 + 0x0D0C, 5 + 0x0F0E
  const uint64_t v = bytes({0x08, 0xcb, 0x00, 0x08, 0x30, 0xc8, 0xa1, 0x00});
  EXPECT_EQ(Insn(v).src({0x00050003u, 0}).r32(), 0x0F130D11u);
}

TEST(ValhallExecute, E5_Conversions) {
  // F32_TO_S32.rtn r3, r8.abs: floor(|-2.5|) = 2
  EXPECT_EQ(Insn(bytes({0x08, 0x00, 0x0c, 0x80, 0x80, 0xc3, 0x90, 0x00})).src({F(-2.5f)}).r32(),
            2u);
  // V2U8_TO_V2F16 r6, r2.b31: r2 = 0x11223344 -> lo = f16(0x11 = 17) = 0x4C40,
  // hi = f16(0x33 = 51) = 0x5260
  EXPECT_EQ(Insn(bytes({0x02, 0x00, 0x13, 0x00, 0x70, 0xc6, 0x90, 0x00}))
                .src({0x11223344u})
                .r32(),
            0x52604C40u);
  // U16_TO_F32 r4, r9.h10: high half 0x8000 = 32768.0
  EXPECT_EQ(Insn(bytes({0x09, 0x00, 0x15, 0x10, 0x00, 0xc4, 0x90, 0x00}))
                .src({0x80000001u})
                .r32(),
            F(32768.0f));
}

TEST(ValhallExecute, E6_Compares) {
  // ICMP.s32.lt.f1 r7, ^r1, u2, 0x0: -1 < 0 -> 1.0; 3 < 0 -> 0
  const uint64_t w = bytes({0x41, 0x82, 0xc0, 0x40, 0x04, 0xc7, 0xf8, 0x00});
  EXPECT_EQ(Insn(w).src({0xFFFFFFFFu, 0u, 0}).r32(), F(1.0f));
  EXPECT_EQ(Insn(w).src({3u, 0u, 0}).r32(), 0u);
  // ICMP.u32.ge.m1.and r0, r3, r4, ^r0: (5 >= 5) AND (r0 != 0)
  const uint64_t a = bytes({0x03, 0x04, 0x40, 0x81, 0x02, 0xc0, 0xf0, 0x00});
  EXPECT_EQ(Insn(a).src({5u, 5u, 0xFFFFFFFFu}).r32(), 0xFFFFFFFFu);
  EXPECT_EQ(Insn(a).src({5u, 5u, 0u}).r32(), 0u);
  EXPECT_EQ(Insn(a).src({4u, 5u, 1u}).r32(), 0u);
  // FCMP.f32.gtlt.m1 r9, r1.neg, r2.h1, 0x0: -(-1.0) vs f16 hi half
  const uint64_t f = bytes({0x01, 0x02, 0xc0, 0x88, 0x46, 0xc9, 0xf4, 0x00});
  EXPECT_EQ(Insn(f).src({F(-1.0f), 0x3C000000u, 0}).r32(), 0u);           // 1 <> 1: false
  EXPECT_EQ(Insn(f).src({F(-1.0f), 0x40000000u, 0}).r32(), 0xFFFFFFFFu);  // 1 <> 2: true
  EXPECT_EQ(Insn(f).src({kNaN32, 0x40000000u, 0}).r32(), 0u);             // unordered: false
}

TEST(ValhallExecute, E7_Branches) {
  // BRANCHZ.eq.reconverge r4.h1, offset:-3: taken when r4[31:16] == 0, target pc + 8*(-3+1)
  Insn r(bytes({0x04, 0xfd, 0xff, 0xff, 0x57, 0xc0, 0x1f, 0x50}));
  r.in.pc = 0x1000;
  r.lane_src(0, 0, 0x0000FFFFu).lane_src(1, 0, 0x00010000u).lane_src(2, 0, 0).lane_src(3, 0,
                                                                                    0xFFFF0000u);
  const ExecOut o = r.out();
  EXPECT_EQ(o.flow, 10);  // reconverge
  EXPECT_TRUE(o.lane[0].branch_taken);
  EXPECT_EQ(o.lane[0].branch_target, 0x1000u - 16);
  EXPECT_FALSE(o.lane[1].branch_taken);
  EXPECT_EQ(o.lane[1].branch_target, 0u);
  EXPECT_TRUE(o.lane[2].branch_taken);
  EXPECT_FALSE(o.lane[3].branch_taken);
  EXPECT_EQ(o.lane[0].we, 0);
  // BRANCHZ.eq 0x0, offset:5: always taken, pc + 8*6
  Insn u(bytes({0xc0, 0x05, 0x00, 0x00, 0x10, 0xc0, 0x1f, 0x00}));
  u.in.pc = 0x2000;
  const ExecOut ou = u.out();
  for (int l = 0; l < kLanes; ++l) {
    EXPECT_TRUE(ou.lane[l].branch_taken);
    EXPECT_EQ(ou.lane[l].branch_target, 0x2000u + 48);
  }
}

TEST(ValhallExecute, E8_ShiftLogic) {
  // LSHIFT_OR.i32 r9, r1, 0x03020100.b22, 0x0: r1 << 2; 0x40000001 << 2 = 0x00000004
  EXPECT_EQ(Insn(bytes({0x01, 0xc8, 0xc0, 0x19, 0x01, 0xc9, 0xb4, 0x00})).src({0x40000001u}).r32(),
            4u);
  // RSHIFT_OR.i32.signed r4, ^r4, 0x07060504.b22, 0x0: 0x80000000 >>arith 6 = 0xFE000000
  EXPECT_EQ(Insn(bytes({0x44, 0xc9, 0xc0, 0x19, 0x04, 0xc4, 0xb4, 0x00})).src({0x80000000u}).r32(),
            0xFE000000u);
  // LSHIFT_AND.i32 r6, r2, 0x0.b00, r3.not: 0xFF00FF00 & ~0x0FF00FF0 = 0xF000F000
  EXPECT_EQ(Insn(bytes({0x02, 0xc0, 0x03, 0x10, 0x09, 0xc6, 0xb4, 0x00}))
                .src({0xFF00FF00u, 0, 0x0FF00FF0u})
                .r32(),
            0xF000F000u);
  // LSHIFT_OR.i32.not_result r7, 0x0, 0x0.b00, ^r7: ~(0 | r7)
  EXPECT_EQ(Insn(bytes({0xc0, 0xc0, 0x47, 0x51, 0x01, 0xc7, 0xb4, 0x00}))
                .src({0, 0, 0x12345678u})
                .r32(),
            0xEDCBA987u);
}

TEST(ValhallExecute, E9_ImmediatesAndMoves) {
  // IADD_IMM.i32 r20, ^r3, #0xDEADBEEF: 0x21524111 + 0xDEADBEEF = 2^32 -> 0
  EXPECT_EQ(Insn(bytes({0x43, 0xef, 0xbe, 0xad, 0xde, 0xd4, 0x10, 0x01})).src({0x21524111u}).r32(),
            0u);
  // FADD_IMM.f32 r1, r1, #0x3FC00000: 1.0 + 1.5 = 2.5
  EXPECT_EQ(Insn(bytes({0x01, 0x00, 0x00, 0xc0, 0x3f, 0xc1, 0x14, 0x01})).src({F(1.0f)}).r32(),
            F(2.5f));
  // MOV.i32.end r0, lane_id.w0: the special value is an environment input (lane number here)
  Insn m(bytes({0xe2, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x91, 0x7e}));
  for (int l = 0; l < kLanes; ++l) m.lane_src(l, 0, static_cast<uint64_t>(l));
  const ExecOut o = m.out();
  EXPECT_EQ(o.flow, 15);
  for (int l = 0; l < kLanes; ++l) EXPECT_EQ(o.lane[l].value[0], static_cast<uint32_t>(l));
  const SourceRead sr = source_read(decode(m.in.word), 0);
  EXPECT_EQ(sr.cls, SrcClass::Special);
  EXPECT_EQ(sr.page, 3);
  EXPECT_EQ(sr.index, 2);  // entry 1, word 0
}

TEST(ValhallExecute, E10_SelectRoundBitCount) {
  // CSEL.f32.gt r2, r0, r1, r0, r1: max without NaN handling
  const uint64_t cs = bytes({0x00, 0x01, 0x00, 0x01, 0x01, 0xc2, 0x54, 0x01});
  EXPECT_EQ(Insn(cs).src({F(2.0f), F(3.0f), F(2.0f), F(3.0f)}).r32(), F(3.0f));
  EXPECT_EQ(Insn(cs).src({0x7FC00001u, F(3.0f), 0x7FC00001u, F(3.0f)}).r32(), F(3.0f));
  EXPECT_EQ(Insn(cs).src({F(3.0f), 0x7FC00001u, F(3.0f), 0x7FC00001u}).r32(), 0x7FC00001u);
  // MUX.i32.neg r3, r4, r5, ^r6: (r6 < 0) ? r4 : r5
  const uint64_t mx = bytes({0x04, 0x05, 0x46, 0x00, 0x00, 0xc3, 0xb8, 0x00});
  EXPECT_EQ(Insn(mx).src({11u, 22u, 0xFFFFFFFFu}).r32(), 11u);
  EXPECT_EQ(Insn(mx).src({11u, 22u, 1u}).r32(), 22u);
  // FROUND.f32.rtp r0, r1: ceil(1.25) = 2, ceil(-0.5) = -0
  const uint64_t fr = bytes({0x01, 0x00, 0x0d, 0x40, 0x00, 0xc0, 0x90, 0x00});
  EXPECT_EQ(Insn(fr).src({F(1.25f)}).r32(), F(2.0f));
  EXPECT_EQ(Insn(fr).src({F(-0.5f)}).r32(), 0x80000000u);
  // CLZ.u32 r2, r3
  const uint64_t cz = bytes({0x03, 0x00, 0x04, 0x00, 0x00, 0xc2, 0x91, 0x00});
  EXPECT_EQ(Insn(cz).src({0x00010000u}).r32(), 15u);
  EXPECT_EQ(Insn(cz).src({0u}).r32(), 32u);
  EXPECT_EQ(Insn(cz).src({0x80000000u}).r32(), 0u);
  // MKVEC.v2i16 r5, r1.h00, r2.h10 = r1[15:0] | r2[31:16] << 16
  EXPECT_EQ(Insn(bytes({0x01, 0x02, 0x05, 0x04, 0x00, 0xc5, 0xa1, 0x00}))
                .src({0xAAAA1111u, 0x2222BBBBu})
                .r32(),
            0x22221111u);
  // IMUL.i32 r1, r2, r3.h0: 3 * 5 = 15; 0x10000 * 0x8000 (zero-extended) = 0x80000000
  const uint64_t im = bytes({0x02, 0x03, 0x0a, 0x08, 0x00, 0xc1, 0xa0, 0x00});
  EXPECT_EQ(Insn(im).src({3u, 0xFFFF0005u}).r32(), 15u);
  EXPECT_EQ(Insn(im).src({0x10000u, 0x00008000u}).r32(), 0x80000000u);
  // HADD.u32.rhadd r1, r2, r3: (0xFFFFFFFF + 0xFFFFFFFE + 1) / 2 = 0xFFFFFFFF, no overflow
  EXPECT_EQ(Insn(bytes({0x02, 0x03, 0x0b, 0x40, 0x00, 0xc1, 0xa0, 0x00}))
                .src({0xFFFFFFFFu, 0xFFFFFFFEu})
                .r32(),
            0xFFFFFFFFu);
  // S8_TO_S32 r0, r9.b2: byte 2 = 0x80 -> -128
  EXPECT_EQ(Insn(bytes({0x09, 0x00, 0x00, 0x20, 0x00, 0xc0, 0x90, 0x00})).src({0x00800000u}).r32(),
            0xFFFFFF80u);
  // FRCP.f32 r1, r2.abs: 1 / |-4| = 0.25
  EXPECT_EQ(Insn(bytes({0x02, 0x00, 0x00, 0x00, 0x80, 0xc1, 0x9c, 0x00})).src({F(-4.0f)}).r32(),
            F(0.25f));
}

// ============================================================================================
// 5.1 float arithmetic: clamps (the table of 5.1), min/max, NaN, write mask, FTZ
// ============================================================================================
TEST(ValhallExecute, ClampSpecialCases) {
  // x + (-0) = x for every x (5.1), so FADD x, -0 moves x through the clamp.
  const uint32_t mz = 0x80000000u;
  auto c = [&](const char* mode, uint32_t x) {
    return X(std::string("FADD.f32.") + mode + " r0, r1, r2", {x, mz});
  };
  EXPECT_EQ(c("clamp_0_1", mz), 0u);                    // clamp_0_1(-0) = +0
  EXPECT_EQ(c("clamp_0_1", kNaN32), 0u);                // clamp_0_1(NaN) = +0
  EXPECT_EQ(c("clamp_0_1", 0xFFC00000u), 0u);           // clamp_0_1(-NaN) = +0
  EXPECT_EQ(c("clamp_0_1", F(5.0f)), F(1.0f));
  EXPECT_EQ(c("clamp_0_1", F(0.25f)), F(0.25f));
  EXPECT_EQ(c("clamp_0_1", F(-0.25f)), 0u);
  EXPECT_EQ(c("clamp_m1_1", mz), mz);                   // clamp_m1_1(-0) = -0
  EXPECT_EQ(c("clamp_m1_1", kNaN32), F(-1.0f));         // clamp_m1_1(NaN) = -1
  EXPECT_EQ(c("clamp_m1_1", F(-5.0f)), F(-1.0f));
  EXPECT_EQ(c("clamp_m1_1", F(5.0f)), F(1.0f));
  EXPECT_EQ(c("clamp_m1_1", F(-0.5f)), F(-0.5f));
  EXPECT_EQ(c("clamp_0_inf", kNaN32), 0u);              // clamp_0_inf(NaN) = +0
  EXPECT_EQ(c("clamp_0_inf", mz), 0u);                  // max(-0, +0) = +0
  EXPECT_EQ(c("clamp_0_inf", F(-5.0f)), 0u);
  EXPECT_EQ(c("clamp_0_inf", 0x7F800000u), 0x7F800000u);
  // v2f16: lane 0 = NaN -> -1.0 (0xBC00), lane 1 = 5.0 (0x4500) -> 1.0 (0x3C00); B = -0 both
  EXPECT_EQ(X("FADD.v2f16.clamp_m1_1 r0, r1, r2", {0x45007E00u, 0x80008000u}), 0x3C00BC00u);
  // clamp after FMA / FMIN too: fma(2, 2, -1) = 3 -> 1; min(-2, 7) = -2 -> 0
  EXPECT_EQ(X("FMA.f32.clamp_0_1 r0, r1, r2, r3", {F(2.0f), F(2.0f), F(-1.0f)}), F(1.0f));
  EXPECT_EQ(X("FMIN.f32.clamp_0_inf r0, r1, r2", {F(-2.0f), F(7.0f)}), 0u);
}

TEST(ValhallExecute, FaddRoundingAndNaN) {
  // 1 + 2^-24 is a tie between 1 and 1 + 2^-23: rte -> 1, rtp -> 0x3F800001
  const uint32_t one = F(1.0f), tiny = 0x33800000u;  // 2^-24
  EXPECT_EQ(X("FADD.f32 r0, r1, r2", {one, tiny}), one);
  EXPECT_EQ(X("FADD.f32.rtp r0, r1, r2", {one, tiny}), 0x3F800001u);
  EXPECT_EQ(X("FADD.f32.rtn r0, r1, r2", {F(-1.0f), 0xB3800000u}), 0xBF800001u);
  EXPECT_EQ(X("FADD.f32.rtz r0, r1, r2", {one, 0x33FFFFFFu}), one);  // 1 + (2^-23 - tiny)
  // -0 + +0 = +0 (rte), -0 + -0 = -0; inf - inf = canonical NaN; NaN never propagates
  EXPECT_EQ(X("FADD.f32 r0, r1, r2", {0x80000000u, 0u}), 0u);
  EXPECT_EQ(X("FADD.f32 r0, r1, r2", {0x80000000u, 0x80000000u}), 0x80000000u);
  EXPECT_EQ(X("FADD.f32 r0, r1, r2.neg", {0x7F800000u, 0x7F800000u}), kNaN32);
  EXPECT_EQ(X("FADD.f32 r0, r1, r2", {0x7F800123u, one}), kNaN32);
  EXPECT_EQ(X("FADD.v2f16 r0, r1, r2", {0x7C017C00u, 0x3C00FC00u}), (kNaN16 << 16) | kNaN16);
  // widen: FADD.f32 r0, r1.h1, r2.h0: f16 2.0 (hi of r1) + f16 0.5 (lo of r2) = 2.5
  EXPECT_EQ(X("FADD.f32 r0, r1.h1, r2.h0", {0x40001234u, 0x56783800u}), F(2.5f));
  // FADD_IMM.v2f16: lanes (1.0 + 0.5, 2.0 + 3.0) = (0x3E00, 0x4500)
  EXPECT_EQ(X("FADD_IMM.v2f16 r0, r1, #0x42003800", {0x40003C00u}), 0x45003E00u);
}

TEST(ValhallExecute, MinMax) {
  EXPECT_EQ(X("FMIN.f32 r0, r1, r2", {0u, 0x80000000u}), 0x80000000u);  // min(+0,-0) = -0
  EXPECT_EQ(X("FMAX.f32 r0, r1, r2", {0x80000000u, 0u}), 0u);            // max(-0,+0) = +0
  EXPECT_EQ(X("FMIN.f32 r0, r1, r2", {kNaN32, F(1.0f)}), F(1.0f));       // one NaN: the other
  EXPECT_EQ(X("FMAX.f32 r0, r1, r2", {F(-3.0f), 0x7F800001u}), F(-3.0f));  // sNaN like qNaN
  EXPECT_EQ(X("FMAX.f32 r0, r1, r2", {0xFFC00000u, 0x7F800001u}), kNaN32);  // two NaNs
  EXPECT_EQ(X("FMIN.f32 r0, r1.neg, r2.abs", {F(2.0f), F(-3.0f)}), F(-2.0f));
  // v2f16: lane 0 min(1, 2) = 1; lane 1 min(NaN, -4) = -4 (0xC400)
  EXPECT_EQ(X("FMIN.v2f16 r0, r1, r2", {0x7E003C00u, 0xC4004000u}), 0xC4003C00u);
  EXPECT_EQ(X("FMAX.v2f16 r0, r1, r2", {0x7E003C00u, 0xC4004000u}), 0xC4004000u);
}

TEST(ValhallExecute, WriteMaskHalves) {
  // FADD.f32 writing .h0 keeps the old high half (5.0)
  EXPECT_EQ(X("FADD.f32 r0.h0, r1, r2", {F(1.0f), F(2.0f)}, 0xDEADBEEFu),
            0xDEAD0000u | (F(3.0f) & 0xFFFFu));
  EXPECT_EQ(X("IADD.u32 r0.h1, r1, r2", {0x00010002u, 0x00030004u}, 0xDEADBEEFu), 0x0004BEEFu);
}

TEST(ValhallExecute, FlushToZero) {
  const uint32_t sub = 0x00000001u;  // smallest f32 subnormal
  // Preserve: 2^-149 + 2^-149 = 2^-148; Flush32: inputs flushed -> +0
  EXPECT_EQ(Insn("FADD.f32 r0, r1, r2").src({sub, sub}).r32(), 2u);
  EXPECT_EQ(Insn("FADD.f32 r0, r1, r2").src({sub, sub}).ftz(FtzMode::Flush32).r32(), 0u);
  // result flush: 2^-126 * 0.5 = 2^-127 (subnormal) -> +0 under Flush32, kept otherwise
  EXPECT_EQ(Insn("FMA.f32 r0, r1, r2, r3").src({0x00800000u, F(0.5f), 0x80000000u}).r32(),
            0x00400000u);
  EXPECT_EQ(Insn("FMA.f32 r0, r1, r2, r3")
                .src({0x00800000u, F(0.5f), 0x80000000u})
                .ftz(FtzMode::Flush32)
                .r32(),
            0u);
  // f16 subnormal 0x0001 + 0x0001: kept under Flush32, flushed under Flush32And16 and Abrupt
  EXPECT_EQ(Insn("FADD.v2f16 r0, r1, r2").src({1u, 1u}).ftz(FtzMode::Flush32).r32(), 2u);
  EXPECT_EQ(Insn("FADD.v2f16 r0, r1, r2").src({1u, 1u}).ftz(FtzMode::Flush32And16).r32(), 0u);
  EXPECT_EQ(Insn("FADD.v2f16 r0, r1, r2").src({1u, 1u}).ftz(FtzMode::Abrupt).r32(), 0u);
  // a widened f16 subnormal is a normal f32: kept under Flush32 (2^-24 + 0 = 0x33800000)
  EXPECT_EQ(Insn("FADD.f32 r0, r1.h0, r2").src({1u, 0u}).ftz(FtzMode::Flush32).r32(),
            0x33800000u);
  EXPECT_EQ(Insn("FADD.f32 r0, r1.h0, r2").src({1u, 0u}).ftz(FtzMode::Flush32And16).r32(), 0u);
  // sign kept: -subnormal -> -0; CSEL's selected values are not flushed
  EXPECT_EQ(Insn("FADD.f32 r0, r1, r2").src({0x80000001u, 0x80000000u}).ftz(FtzMode::Flush32).r32(),
            0x80000000u);
  EXPECT_EQ(Insn("CSEL.f32.eq r0, r1, r2, r3, r4")
                .src({sub, 0u, sub, 7u})
                .ftz(FtzMode::Flush32)
                .r32(),
            sub);  // flushed 2^-149 == 0, C returned unchanged
}

// ============================================================================================
// LDEXP and the FMA_RSCALE family (P4, P5)
// ============================================================================================
TEST(ValhallExecute, Ldexp) {
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(1.5f), 3u}), F(12.0f));
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(1.0f), static_cast<uint32_t>(-127)}), 0x00400000u);
  // 1.5 * 2^-149 = 1.5 units of the smallest subnormal: rte -> 2, rtz/rtn -> 1, rtp -> 2
  const uint32_t m149 = static_cast<uint32_t>(-149);
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(1.5f), m149}), 2u);
  EXPECT_EQ(X("LDEXP.f32.rtz r0, r1, r2", {F(1.5f), m149}), 1u);
  EXPECT_EQ(X("LDEXP.f32.rtn r0, r1, r2", {F(1.5f), m149}), 1u);
  EXPECT_EQ(X("LDEXP.f32.rtp r0, r1, r2", {F(1.5f), m149}), 2u);
  // overflow: 2^128 -> +inf (rte), max finite (rtz)
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(1.0f), 128u}), 0x7F800000u);
  EXPECT_EQ(X("LDEXP.f32.rtz r0, r1, r2", {F(1.0f), 128u}), 0x7F7FFFFFu);
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(-1.0f), 0x7FFFFFFFu}), 0xFF800000u);
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {F(1.0f), 0x80000000u}), 0u);  // 2^-2^31 -> +0
  // specials unchanged, NaN canonical; abs/neg apply
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {0x80000000u, 100u}), 0x80000000u);
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {0xFF800000u, static_cast<uint32_t>(-100)}), 0xFF800000u);
  EXPECT_EQ(X("LDEXP.f32 r0, r1, r2", {0x7F800001u, 1u}), kNaN32);
  EXPECT_EQ(X("LDEXP.f32 r0, r1.neg, r2", {F(3.0f), 1u}), F(-6.0f));
  // v2f16: lane 0 1.0 * 2^-1 = 0.5 (0x3800), lane 1 3.0 * 2^2 = 12.0 (0x4A00)
  EXPECT_EQ(X("LDEXP.v2f16 r0, r1, r2", {0x42003C00u, 0x0002FFFFu}), 0x4A003800u);
}

TEST(ValhallExecute, FmaRscale) {
  const uint32_t mz = 0x80000000u;
  // (2 * 3 + 1) * 2^2 = 28
  EXPECT_EQ(X("FMA_RSCALE.f32 r0, r1, r2, r3, r4", {F(2.0f), F(3.0f), F(1.0f), 2u}), F(28.0f));
  // one rounding: ((1+2^-23)(1-2^-23) - 1) * 2^46 = -2^-46 * 2^46 = -1.0 exactly
  EXPECT_EQ(X("FMA_RSCALE.f32 r0, r1, r2, r3, r4", {0x3F800001u, 0x3F7FFFFEu, F(-1.0f), 46u}),
            F(-1.0f));
  // a*b*2^n with C = -0 (Mesa's use): 3 * 5 * 2^-3 = 1.875
  EXPECT_EQ(X("FMA_RSCALE.f32 r0, r1, r2, r3, r4", {F(3.0f), F(5.0f), mz,
                                                    static_cast<uint32_t>(-3)}),
            F(1.875f));
  // the scaled result rounds once into the subnormal range: (1 + 2^-23) * 1 * 2^-149 rounds
  // to 2^-149 (rte)
  EXPECT_EQ(X("FMA_RSCALE.f32 r0, r1, r2, r3, r4", {0x3F800001u, F(1.0f), mz, static_cast<uint32_t>(-149)}), 1u);
  // 0 * inf: NaN for RSCALE, 0 for _N (product zero), inf for _LEFT with A = inf (product = A)
  EXPECT_EQ(X("FMA_RSCALE.f32 r0, r1, r2, r3, r4", {0u, 0x7F800000u, F(1.0f), 0u}), kNaN32);
  EXPECT_EQ(X("FMA_RSCALE_N.f32 r0, r1, r2, r3, r4", {0u, 0x7F800000u, F(1.0f), 1u}), F(2.0f));
  EXPECT_EQ(X("FMA_RSCALE_N.f32 r0, r1, r2, r3, r4", {kNaN32, 0x80000000u, F(1.0f), 0u}),
            F(1.0f));
  EXPECT_EQ(X("FMA_RSCALE_LEFT.f32 r0, r1, r2, r3, r4", {0x7F800000u, 0u, F(1.0f), 0u}),
            0x7F800000u);
  EXPECT_EQ(X("FMA_RSCALE_LEFT.f32 r0, r1, r2, r3, r4", {F(3.0f), 0u, F(1.0f), 1u}), F(8.0f));
  // SCALE16: D = 0x0001FFFF -> sext(0xFFFF) = -1: (2*2 + 0) * 2^-1 = 2
  EXPECT_EQ(X("FMA_RSCALE_SCALE16.f32 r0, r1, r2, r3, r4", {F(2.0f), F(2.0f), 0u, 0x0001FFFFu}),
            F(2.0f));
  // clamp after the scale: 1 * 1 * 2^1 = 2 -> 1
  EXPECT_EQ(X("FMA_RSCALE.f32.clamp_0_1 r0, r1, r2, r3, r4", {F(1.0f), F(1.0f), mz, 1u}),
            F(1.0f));
}

// ============================================================================================
// 5.2 integer arithmetic: saturation edges, widening, 64-bit forms
// ============================================================================================
TEST(ValhallExecute, SaturationEdges) {
  // v2s16: lane 0 0x7FFF + 1 -> 0x7FFF, lane 1 0x8000 + (-1) -> 0x8000
  EXPECT_EQ(X("IADD.v2s16.saturate r0, r1, r2", {0x80007FFFu, 0xFFFF0001u}), 0x80007FFFu);
  EXPECT_EQ(X("IADD.v2s16 r0, r1, r2", {0x80007FFFu, 0xFFFF0001u}), 0x7FFF8000u);  // wraps
  // v4u8 bytes 0..3: 0xFF + 1 -> 0xFF; 0x10 + 0x20 = 0x30; 0x80 + 0x80 -> 0xFF; 0 + 0 = 0
  EXPECT_EQ(X("IADD.v4u8.saturate r0, r1, r2", {0x008010FFu, 0x00802001u}), 0x00FF30FFu);
  // v4s8: 0x7F + 1 -> 0x7F; 0x80 - 1 (ISUB) -> 0x80
  EXPECT_EQ(X("IADD.v4s8.saturate r0, r1, r2", {0x0000007Fu, 0x00000001u}), 0x7Fu);
  EXPECT_EQ(X("ISUB.v4s8.saturate r0, r1, r2", {0x00000080u, 0x00000001u}), 0x80u);
  // unsigned subtraction saturates at 0; signed at INT_MIN
  EXPECT_EQ(X("ISUB.u32.saturate r0, r1, r2", {3u, 5u}), 0u);
  EXPECT_EQ(X("ISUB.u32 r0, r1, r2", {3u, 5u}), 0xFFFFFFFEu);
  EXPECT_EQ(X("ISUB.s32.saturate r0, r1, r2", {0x80000000u, 1u}), 0x80000000u);
  EXPECT_EQ(X("ISUB.v2u16.saturate r0, r1, r2", {0x00050005u, 0x00030007u}), 0x00020000u);
  // 64-bit
  EXPECT_EQ(X64("IADD.u64.saturate r0, r2, r4", {~0ull, 1u}), ~0ull);
  EXPECT_EQ(X64("IADD.u64 r0, r2, r4", {~0ull, 1u}), 0ull);
  EXPECT_EQ(X64("IADD.u64 r0, r2, r4", {0x00000000FFFFFFFFull, 1u}), 0x0000000100000000ull);
  EXPECT_EQ(X64("IADD.s64.saturate r0, r2, r4", {0x7FFFFFFFFFFFFFFFull, 1u}),
            0x7FFFFFFFFFFFFFFFull);
  EXPECT_EQ(X64("ISUB.s64.saturate r0, r2, r4", {0x8000000000000000ull, 1u}),
            0x8000000000000000ull);
  EXPECT_EQ(X64("ISUB.u64.saturate r0, r2, r4", {1u, 2u}), 0ull);
  // IMUL saturation (P7): 0x10000 * 0x10000 = 2^32 -> s: INT_MAX, i: UINT_MAX
  EXPECT_EQ(X("IMUL.s32.saturate r0, r1, r2", {0x10000u, 0x10000u}), 0x7FFFFFFFu);
  EXPECT_EQ(X("IMUL.i32.saturate r0, r1, r2", {0x10000u, 0x10000u}), 0xFFFFFFFFu);
  EXPECT_EQ(X("IMUL.s32.saturate r0, r1, r2", {0xFFFF0000u, 0x10000u}), 0x80000000u);
  EXPECT_EQ(X("IMUL.i32 r0, r1, r2", {0xFFFF0000u, 0x10000u}), 0u);  // low bits
  // v2s16: (-2 * 3, 0x100 * 0x100 = 0x10000 -> 0x7FFF)
  EXPECT_EQ(X("IMUL.v2s16.saturate r0, r1, r2", {0x0100FFFEu, 0x01000003u}), 0x7FFFFFFAu);
  EXPECT_EQ(X("IMUL.v4i8 r0, r1, r2", {0x10FF0302u, 0x10FF0505u}), 0x00010F0Au);
}

TEST(ValhallExecute, IntegerWidenHaddAbs) {
  // widen: IADD.s32 r0, r1.b3, r2.h1 sign-extends: -1 (0xFF) + -2 (0xFFFE) = -3
  EXPECT_EQ(X("IADD.s32 r0, r1.b3, r2.h1", {0xFF000000u, 0xFFFE0000u}), 0xFFFFFFFDu);
  // the same bytes zero-extended by the u type: 0xFF + 0xFFFE = 0x100FD
  EXPECT_EQ(X("IADD.u32 r0, r1.b3, r2.h1", {0xFF000000u, 0xFFFE0000u}), 0x000100FDu);
  // 16-bit byte swizzle b31: lane 0 <- byte 3 (0x80 -> 0xFF80), lane 1 <- byte 1 (0xFF -> 0xFFFF)
  EXPECT_EQ(X("IADD.v2s16 r0, r1.b31, r2", {0x8000FF00u, 0u}), 0xFFFFFF80u);
  // 8-bit swizzle b3210 reverses the bytes
  EXPECT_EQ(X("IADD.v4u8 r0, r1.b3210, r2", {0x04030201u, 0u}), 0x01020304u);
  // HADD floor for signed: (-1 + -2) >> 1 = -2; rhadd: (-1 + -2 + 1) >> 1 = -1
  EXPECT_EQ(X("HADD.s32 r0, r1, r2", {0xFFFFFFFFu, 0xFFFFFFFEu}), 0xFFFFFFFEu);
  EXPECT_EQ(X("HADD.s32.rhadd r0, r1, r2", {0xFFFFFFFFu, 0xFFFFFFFEu}), 0xFFFFFFFFu);
  EXPECT_EQ(X("HADD.v4u8 r0, r1, r2", {0xFF0301FFu, 0xFF0100FFu}), 0xFF0200FFu);
  EXPECT_EQ(X("HADD.v2s16 r0, r1, r2", {0x8000FFFFu, 0x80000002u}), 0x80000000u);
  // IABS: |MIN| = MIN
  EXPECT_EQ(X("IABS.s32 r0, r1", {0x80000000u}), 0x80000000u);
  EXPECT_EQ(X("IABS.s32 r0, r1", {0xFFFFFFF9u}), 7u);
  EXPECT_EQ(X("IABS.v4s8 r0, r1", {0x80FF7F01u}), 0x80017F01u);
  EXPECT_EQ(X("IABS.v2s16 r0, r1", {0x8000FFFEu}), 0x80000002u);
  // IADD_IMM lanes: v2i16 (0xFFFF + 1, 1 + 2) = (0, 3); v4i8 wraps per byte
  EXPECT_EQ(X("IADD_IMM.v2i16 r0, r1, #0x20001", {0x0001FFFFu}), 0x00030000u);
  EXPECT_EQ(X("IADD_IMM.v4i8 r0, r1, #0x1010101", {0xFF7F00FEu}), 0x008001FFu);
}

TEST(ValhallExecute, SixtyFourBitHelpers) {
  // IMULD.u64: 0xFFFFFFFF^2 = 0xFFFFFFFE00000001 (the high words of A and B are ignored)
  EXPECT_EQ(X64("IMULD.u64 r0, r2, r4", {0x12345678FFFFFFFFull, 0x9ABCDEF0FFFFFFFFull}),
            0xFFFFFFFE00000001ull);
  // SHADDX.u64 A + (zext(B.w0) << 2): 0x1_00000000 + 0x3_FFFFFFFC = 0x4_FFFFFFFC
  EXPECT_EQ(X64("SHADDX.u64 r0, r2, r4.w0, shift:0x2", {0x100000000ull, 0xFFFFFFFFull}),
            0x4FFFFFFFCull);
  // SHADDX.s64: sext(-1) << 2 = -4: 0x1_00000000 - 4 = 0xFFFFFFFC
  EXPECT_EQ(X64("SHADDX.s64 r0, r2, r4.w0, shift:0x2", {0x100000000ull, 0xFFFFFFFFull}),
            0xFFFFFFFCull);
  // SEG_ADD (P8): A + B, .neg A - B, .preserve_null: B == 0 -> 0
  EXPECT_EQ(X64("SEG_ADD.u64 r0, r2, r4", {0x1000000000ull, 0x20u}), 0x1000000020ull);
  EXPECT_EQ(X64("SEG_ADD.u64.neg r0, r2, r4", {0x1000000000ull, 0x20u}), 0x0FFFFFFFE0ull);
  EXPECT_EQ(X64("SEG_ADD.u64.preserve_null r0, r2, r4", {0x1000000000ull, 0u}), 0ull);
  EXPECT_EQ(X64("SEG_ADD.u64.preserve_null r0, r2, r4", {0x1000000000ull, 4u}), 0x1000000004ull);
  // NOT_OLD.i64, shifts on i64
  EXPECT_EQ(X64("NOT_OLD.i64 r0, r2", {0x00000000FFFF0000ull}), 0xFFFFFFFF0000FFFFull);
  EXPECT_EQ(X64("LSHIFT_OR.i64 r0, r2, r4.b00, 0x0", {0x8000000000000001ull, 1u}), 2ull);
  EXPECT_EQ(X64("LSHIFT_OR.i64 r0, r2, r4.b00, 0x0", {1ull, 63u}), 0x8000000000000000ull);
  EXPECT_EQ(X64("RSHIFT_OR.i64.signed r0, r2, r4.b00, 0x0", {0x8000000000000000ull, 60u}),
            0xFFFFFFFFFFFFFFF8ull);
  EXPECT_EQ(X64("RSHIFT_OR.i64 r0, r2, r4.b00, 0x0", {0x8000000000000000ull, 64u + 60u}), 8ull);
  // a 64-bit source register pair: the harness reads r2 and r3
  const SourceRead s = source_read(decode(assemble("IADD.u64 r0, r2, r4").word), 0);
  EXPECT_EQ(s.index, 2);
  EXPECT_EQ(s.words, 2);
  // an immediate as a 64-bit operand is zero-extended (2.4): -1 + 0xFFFFFFFF = 0xFFFFFFFE (u64)
  EXPECT_EQ(X64("IADD.u64 r0, r2, 0xFFFFFFFF", {0xFFFFFFFFFFFFFFFFull}), 0x00000000FFFFFFFEull);
}

TEST(ValhallExecute, DotProductAndMkvec) {
  // IDP.v4u8: 1*5 + 2*6 + 3*7 + 4*8 = 70, + C 30 = 100
  EXPECT_EQ(X("IDP.v4u8 r0, r1, r2, r3", {0x04030201u, 0x08070605u, 30u}), 100u);
  // IDP.v4s8: bytes -1 (0xFF) * 2 four times = -8, + C -2 = -10
  EXPECT_EQ(X("IDP.v4s8 r0, r1, r2, r3", {0xFFFFFFFFu, 0x02020202u, 0xFFFFFFFEu}), 0xFFFFFFF6u);
  // saturation: 4 * 255 * 255 = 260100 + 0xFFFFFFFF overflows uint32 -> 0xFFFFFFFF
  EXPECT_EQ(X("IDP.v4u8.saturate r0, r1, r2, r3", {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu}),
            0xFFFFFFFFu);
  EXPECT_EQ(X("IDP.v4u8 r0, r1, r2, r3", {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu}), 260099u);
  // signed: -128 * -128 * 4 = 65536, + INT_MAX -> INT_MAX
  EXPECT_EQ(X("IDP.v4s8.saturate r0, r1, r2, r3", {0x80808080u, 0x80808080u, 0x7FFFFFFFu}),
            0x7FFFFFFFu);
  // MKVEC.v2i8 r1, r0.b3, 0x0.b0, 0x0 zero-extends r0.b3 (XML example)
  EXPECT_EQ(X("MKVEC.v2i8 r1, r0.b3, 0x0.b0, 0x0", {0xAB000000u}), 0xABu);
  EXPECT_EQ(X("MKVEC.v2i8 r1, r0.b1, r2.b2, r3", {0x0000CD00u, 0x00EF0000u, 0x12345678u}),
            0x5678EFCDu);
}

// ============================================================================================
// 5.4 compares: every condition, every result type, combine and .seq
// ============================================================================================
TEST(ValhallExecute, IntegerCompareAllConditions) {
  const char* conds[8] = {"eq", "gt", "ge", "ne", "lt", "le", "gtlt", "total"};
  // a = -1, b = 1: signed a < b, unsigned a > b
  const bool s_expect[8] = {false, false, false, true, true, true, true, true};
  const bool u_expect[8] = {false, true, true, true, false, false, true, true};
  // a = b = 7
  const bool e_expect[8] = {true, false, true, false, false, true, false, true};
  for (int c = 0; c < 8; ++c) {
    const std::string s = std::string("ICMP.s32.") + conds[c] + ".i1 r0, r1, r2, 0x0";
    const std::string u = std::string("ICMP.u32.") + conds[c] + ".i1 r0, r1, r2, 0x0";
    EXPECT_EQ(X(s, {0xFFFFFFFFu, 1u, 0}), s_expect[c] ? 1u : 0u) << s;
    EXPECT_EQ(X(u, {0xFFFFFFFFu, 1u, 0}), u_expect[c] ? 1u : 0u) << u;
    EXPECT_EQ(X(s, {7u, 7u, 0}), e_expect[c] ? 1u : 0u) << s;
  }
}

TEST(ValhallExecute, FloatCompareAllConditions) {
  const char* conds[8] = {"eq", "gt", "ge", "ne", "lt", "le", "gtlt", "total"};
  // (1, 2): lt; (NaN, 1): unordered; (-0, +0): equal
  const bool lt_e[8] = {false, false, false, true, true, true, true, true};
  const bool un_e[8] = {false, false, false, true, false, false, false, false};
  const bool eq_e[8] = {true, false, true, false, false, true, false, true};
  for (int c = 0; c < 8; ++c) {
    const std::string f = std::string("FCMP.f32.") + conds[c] + ".i1 r0, r1, r2, 0x0";
    EXPECT_EQ(X(f, {F(1.0f), F(2.0f), 0}), lt_e[c] ? 1u : 0u) << f;
    EXPECT_EQ(X(f, {kNaN32, F(1.0f), 0}), un_e[c] ? 1u : 0u) << f;
    EXPECT_EQ(X(f, {0x80000000u, 0u, 0}), eq_e[c] ? 1u : 0u) << f;
    // v2f16: lane 0 (1, 2), lane 1 (NaN, 1)
    const std::string h = std::string("FCMP.v2f16.") + conds[c] + ".i1 r0, r1, r2, 0x0";
    EXPECT_EQ(X(h, {0x7E003C00u, 0x3C004000u, 0}),
              (lt_e[c] ? 1u : 0u) | (un_e[c] ? 0x10000u : 0u))
        << h;
    // CSEL.f32 selects with the same conditions
    const std::string cs = std::string("CSEL.f32.") + conds[c] + " r0, r1, r2, r3, r4";
    EXPECT_EQ(X(cs, {kNaN32, F(1.0f), 11u, 22u}), un_e[c] ? 11u : 22u) << cs;
  }
}

TEST(ValhallExecute, CompareResultTypesAndCombine) {
  // result types per lane width: i1 1, f1 1.0, m1 all ones, u1 1 (P14)
  EXPECT_EQ(X("ICMP.u32.eq.i1 r0, r1, r2, 0x0", {3u, 3u, 0}), 1u);
  EXPECT_EQ(X("ICMP.u32.eq.f1 r0, r1, r2, 0x0", {3u, 3u, 0}), 0x3F800000u);
  EXPECT_EQ(X("ICMP.u32.eq.m1 r0, r1, r2, 0x0", {3u, 3u, 0}), 0xFFFFFFFFu);
  EXPECT_EQ(X("ICMP.u32.eq.u1 r0, r1, r2, 0x0", {3u, 3u, 0}), 1u);
  // v2: lane 0 equal, lane 1 not
  EXPECT_EQ(X("ICMP.v2u16.eq.i1 r0, r1, r2, 0x0", {0x00020001u, 0x00030001u, 0}), 0x00000001u);
  EXPECT_EQ(X("ICMP.v2u16.eq.f1 r0, r1, r2, 0x0", {0x00020001u, 0x00030001u, 0}), 0x00003C00u);
  EXPECT_EQ(X("ICMP.v2s16.lt.m1 r0, r1, r2, 0x0", {0x0005FFFFu, 0x00040000u, 0}), 0x0000FFFFu);
  // v4: lanes (1<2, 2<2, 0x80<1 unsigned no / signed yes, 0<1)
  EXPECT_EQ(X("ICMP.v4u8.lt.m1 r0, r1, r2, 0x0", {0x00800201u, 0x01010202u, 0}), 0xFF0000FFu);
  EXPECT_EQ(X("ICMP.v4s8.lt.m1 r0, r1, r2, 0x0", {0x00800201u, 0x01010202u, 0}), 0xFFFF00FFu);
  EXPECT_EQ(X("ICMP.v4u8.lt.f1 r0, r1, r2, 0x0", {0x00800201u, 0x01010202u, 0}), 0x01000001u);
  EXPECT_EQ(X("FCMP.v2f16.lt.f1 r0, r1, r2, 0x0", {0x3C003C00u, 0x40003C00u, 0}), 0x3C000000u);
  // combine with C (lane != 0): OR by default, AND with .and
  EXPECT_EQ(X("ICMP.u32.eq.i1 r0, r1, r2, r3", {1u, 2u, 0x100u}), 1u);   // false OR true
  EXPECT_EQ(X("ICMP.u32.eq.i1.and r0, r1, r2, r3", {1u, 1u, 0u}), 0u);   // true AND false
  EXPECT_EQ(X("ICMP.u32.eq.i1.and r0, r1, r2, r3", {1u, 1u, 0x3F800000u}), 1u);
  EXPECT_EQ(X("FCMP.f32.lt.m1.and r0, r1, r2, r3", {F(1.0f), F(2.0f), 1u}), 0xFFFFFFFFu);
  // per-lane C on v2: lane 1's C is nonzero
  EXPECT_EQ(X("ICMP.v2u16.eq.i1 r0, r1, r2, r3", {0x00010001u, 0x00020002u, 0x00010000u}),
            0x00010000u);
}

TEST(ValhallExecute, SixtyFourBitCompareChaining) {
  // P14: low words with ICMP.u32.<cond>.u1, high words with ICMP.{u32,s32}.<cond>.seq.m1 and the
  // low result as C, must give the 64-bit compare. Checked against C++ 64-bit compares.
  const uint64_t vals[] = {0, 1, 0xFFFFFFFFull, 0x100000000ull, 0x1FFFFFFFFull,
                           0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, 0xFFFFFFFFFFFFFFFFull,
                           0x80000000FFFFFFFFull, 0x0000000180000000ull};
  const char* conds[6] = {"eq", "gt", "ge", "ne", "lt", "le"};
  for (int is_signed = 0; is_signed < 2; ++is_signed) {
    for (int c = 0; c < 6; ++c) {
      const std::string lo = std::string("ICMP.u32.") + conds[c] + ".u1 r0, r1, r2, 0x0";
      const std::string hi = std::string(is_signed ? "ICMP.s32." : "ICMP.u32.") + conds[c] +
                             ".m1.seq r0, r1, r2, r3";
      for (uint64_t a : vals) {
        for (uint64_t b : vals) {
          const uint32_t low = X(lo, {a & 0xFFFFFFFFu, b & 0xFFFFFFFFu, 0});
          const uint32_t r = X(hi, {a >> 32, b >> 32, low});
          bool want;
          const int64_t sa = static_cast<int64_t>(a), sb = static_cast<int64_t>(b);
          switch (c) {
            case 0: want = a == b; break;
            case 1: want = is_signed ? sa > sb : a > b; break;
            case 2: want = is_signed ? sa >= sb : a >= b; break;
            case 3: want = a != b; break;
            case 4: want = is_signed ? sa < sb : a < b; break;
            default: want = is_signed ? sa <= sb : a <= b; break;
          }
          EXPECT_EQ(r, want ? 0xFFFFFFFFu : 0u) << hi << " a=" << a << " b=" << b;
        }
      }
    }
  }
}

TEST(ValhallExecute, SelectsAndMux) {
  // CSEL integer: signed vs unsigned, v2 lanes
  EXPECT_EQ(X("CSEL.s32.lt r0, r1, r2, r3, r4", {0xFFFFFFFFu, 1u, 11u, 22u}), 11u);
  EXPECT_EQ(X("CSEL.u32.lt r0, r1, r2, r3, r4", {0xFFFFFFFFu, 1u, 11u, 22u}), 22u);
  EXPECT_EQ(X("CSEL.v2s16.gt r0, r1, r2, r3, r4", {0x0001FFFFu, 0x00000000u, 0xAAAABBBBu,
                                                   0xCCCCDDDDu}),
            0xAAAADDDDu);
  EXPECT_EQ(X("CSEL.v2u16.gt r0, r1, r2, r3, r4", {0x0001FFFFu, 0x00000000u, 0xAAAABBBBu,
                                                   0xCCCCDDDDu}),
            0xAAAABBBBu);
  // CSEL.v2f16: -0 == +0 in lane 0, NaN in lane 1 (eq false)
  EXPECT_EQ(X("CSEL.v2f16.eq r0, r1, r2, r3, r4", {0x7E008000u, 0x7E000000u, 0x11112222u,
                                                   0x33334444u}),
            0x33332222u);
  // MUX modes on i32 with mask C
  EXPECT_EQ(X("MUX.i32 r0, r1, r2, r3", {11u, 22u, 0u}), 11u);  // int_zero (default)
  EXPECT_EQ(X("MUX.i32 r0, r1, r2, r3", {11u, 22u, 5u}), 22u);
  EXPECT_EQ(X("MUX.i32.fp_zero r0, r1, r2, r3", {11u, 22u, 0x80000000u}), 11u);
  EXPECT_EQ(X("MUX.i32.fp_zero r0, r1, r2, r3", {11u, 22u, 0x00000001u}), 22u);
  EXPECT_EQ(X("MUX.i32.bit r0, r1, r2, r3", {0xFFFF0000u, 0x0000FFFFu, 0xFF00FF00u}),
            0xFF0000FFu);  // (A & C) | (B & ~C)
  // v4i8 per byte: C bytes (0x80 neg/fp-zero, 0x00 zero, 0x01, 0x7F)
  EXPECT_EQ(X("MUX.v4i8.neg r0, r1, r2, r3", {0xA1A2A3A4u, 0xB1B2B3B4u, 0x7F010080u}),
            0xB1B2B3A4u);
  EXPECT_EQ(X("MUX.v4i8 r0, r1, r2, r3", {0xA1A2A3A4u, 0xB1B2B3B4u, 0x7F010080u}), 0xB1B2A3B4u);
  EXPECT_EQ(X("MUX.v4i8.fp_zero r0, r1, r2, r3", {0xA1A2A3A4u, 0xB1B2B3B4u, 0x7F010080u}),
            0xB1B2A3A4u);  // P12: 0x80 and 0x00 are zeros
  // v2i16 with swizzles: C.h11 -> both lanes test C's high half (0x8000: fp zero)
  EXPECT_EQ(X("MUX.v2i16.fp_zero r0, r1, r2, r3.h11", {0xA1A1A2A2u, 0xB1B1B2B2u, 0x80000001u}),
            0xA1A1A2A2u);
  EXPECT_EQ(X("MUX.v2i16.fp_zero r0, r1.h10, r2, r3", {0xA1A1A2A2u, 0xB1B1B2B2u, 0x80000001u}),
            0xA2A2B2B2u);
}

// ============================================================================================
// 5.5 shift / logic edge cases
// ============================================================================================
TEST(ValhallExecute, ShiftEdges) {
  // amounts modulo the lane width (P9): 32 -> 0, 33 -> 1
  EXPECT_EQ(X("LSHIFT_OR.i32 r0, r1, r2.b00, 0x0", {0x12345678u, 32u}), 0x12345678u);
  EXPECT_EQ(X("LSHIFT_OR.i32 r0, r1, r2.b00, 0x0", {0x12345678u, 33u}), 0x2468ACF0u);
  EXPECT_EQ(X("RSHIFT_OR.i32 r0, r1, r2.b00, 0x0", {0x80000000u, 31u}), 1u);
  EXPECT_EQ(X("RSHIFT_OR.i32.signed r0, r1, r2.b00, 0x0", {0x80000000u, 31u}), 0xFFFFFFFFu);
  // the byte chosen by the lanes field: b11 reads byte 1 of B
  EXPECT_EQ(X("LSHIFT_OR.i32 r0, r1, r2.b11, 0x0", {1u, 0x00000400u}), 16u);
  // v2i16 (P10): b01 -> lane 0 by byte 0 (1), lane 1 by byte 1 (4)
  EXPECT_EQ(X("LSHIFT_OR.v2i16 r0, r1, r2.b01, 0x0", {0x00010001u, 0x00000401u}), 0x00100002u);
  // b02 (Mesa's default for a 2x16 vector): lane 0 byte 0, lane 1 byte 2; 16 -> 0 (mod 16)
  EXPECT_EQ(X("RSHIFT_OR.v2i16.signed r0, r1, r2.b02, 0x0", {0x80008000u, 0x00100004u}),
            0x8000F800u);
  // v4i8: every lane uses byte X; 9 -> 1 (mod 8); arithmetic within the byte
  EXPECT_EQ(X("LSHIFT_OR.v4i8 r0, r1, r2.b00, 0x0", {0x81402001u, 9u}), 0x02804002u);
  EXPECT_EQ(X("RSHIFT_OR.v4i8.signed r0, r1, r2.b00, 0x0", {0x80407F01u, 1u}), 0xC0203F00u);
  EXPECT_EQ(X("RSHIFT_OR.v4i8 r0, r1, r2.b00, 0x0", {0x80407F01u, 1u}), 0x40203F00u);
  // AND / XOR with C, .not on C, .not_result: sh = 0xFFFF << 4 = 0x000FFFF0
  EXPECT_EQ(X("LSHIFT_AND.i32 r0, r1, r2.b00, r3", {0x0000FFFFu, 4u, 0x00FF00FFu}), 0x000F00F0u);
  EXPECT_EQ(X("LSHIFT_XOR.i32 r0, r1, r2.b00, r3", {0x0000FFFFu, 4u, 0x00FF00FFu}), 0x00F0FF0Fu);
  EXPECT_EQ(X("RSHIFT_XOR.i32 r0, r1, r2.b00, r3.not", {0xF0000000u, 4u, 0xFFFFFFFFu}),
            0x0F000000u);
  EXPECT_EQ(X("RSHIFT_AND.i32.not_result r0, r1, r2.b00, r3", {0xF0000000u, 28u, 0xFFu}),
            0xFFFFFFF0u);
  // widened A: h1 zero-extended without .signed, sign-extended with it
  EXPECT_EQ(X("RSHIFT_OR.i32 r0, r1.h1, r2.b00, 0x0", {0x80000000u, 4u}), 0x00000800u);
  EXPECT_EQ(X("RSHIFT_OR.i32.signed r0, r1.h1, r2.b00, 0x0", {0x80000000u, 4u}), 0xFFFFF800u);
  EXPECT_EQ(X("LSHIFT_OR.i32 r0, r1.b2, r2.b00, 0x0", {0x00FF0000u, 8u}), 0x0000FF00u);
}

// ============================================================================================
// 5.3 conversions in every rounding mode
// ============================================================================================
TEST(ValhallExecute, FloatToIntEveryRoundingMode) {
  const char* rm[4] = {"", ".rtp", ".rtn", ".rtz"};
  // (value, rte, rtp, rtn, rtz)
  struct Case {
    float v;
    int32_t r[4];
  } cases[] = {{2.5f, {2, 3, 2, 2}},     {-2.5f, {-2, -2, -3, -2}}, {3.5f, {4, 4, 3, 3}},
               {-0.5f, {0, 0, -1, 0}},   {0.75f, {1, 1, 0, 0}},     {-1.0f, {-1, -1, -1, -1}}};
  for (const Case& c : cases) {
    for (int m = 0; m < 4; ++m) {
      const std::string s = std::string("F32_TO_S32") + rm[m] + " r0, r1";
      EXPECT_EQ(X(s, {F(c.v)}), static_cast<uint32_t>(c.r[m])) << s << " " << c.v;
    }
  }
  // saturation and NaN (5.3 [P]): 1e10 -> INT_MAX, -1e10 -> INT_MIN, NaN -> 0
  EXPECT_EQ(X("F32_TO_S32 r0, r1", {F(1e10f)}), 0x7FFFFFFFu);
  EXPECT_EQ(X("F32_TO_S32 r0, r1", {F(-1e10f)}), 0x80000000u);
  EXPECT_EQ(X("F32_TO_S32 r0, r1", {kNaN32}), 0u);
  EXPECT_EQ(X("F32_TO_S32 r0, r1", {0x7F800000u}), 0x7FFFFFFFu);
  // F32_TO_U32: negative -> 0, large -> UINT_MAX, -0.5 rtz -> 0, -0.5 rtn -> 0 (rounds to -1)
  EXPECT_EQ(X("F32_TO_U32 r0, r1", {F(-3.0f)}), 0u);
  EXPECT_EQ(X("F32_TO_U32 r0, r1", {F(1e10f)}), 0xFFFFFFFFu);
  EXPECT_EQ(X("F32_TO_U32.rtz r0, r1", {F(-0.5f)}), 0u);
  EXPECT_EQ(X("F32_TO_U32.rtn r0, r1", {F(-0.5f)}), 0u);
  EXPECT_EQ(X("F32_TO_U32.rtp r0, r1", {F(4294967040.0f)}), 0xFFFFFF00u);
  // abs / neg on the source: -|2.5| rtn -> -3
  EXPECT_EQ(X("F32_TO_S32.rtn r0, r1.abs.neg", {F(2.5f)}), static_cast<uint32_t>(-3));
  // f16 sources: F16_TO_S32 of the lane-0 half (h10: lane 0 <- high half = -2.5 = 0xC100)
  EXPECT_EQ(X("F16_TO_S32.rtn r0, r1.h10", {0xC1000000u}), static_cast<uint32_t>(-3));
  EXPECT_EQ(X("F16_TO_U32.rtp r0, r1", {0x00003E00u}), 2u);  // 1.5 -> 2
  // V2F16_TO_V2S16 saturates to 16 bits: 40000 (0x78E2) -> 32767, -40000 -> -32768
  EXPECT_EQ(X("V2F16_TO_V2S16 r0, r1", {0xF8E278E2u}), 0x80007FFFu);
  EXPECT_EQ(X("V2F16_TO_V2S16.rtz r0, r1", {0x7E00BE00u}), 0x0000FFFFu);  // (-1.5 -> -1, NaN -> 0)
  // V2F16_TO_V2U16: -1 -> 0, 65504 (0x7BFF) -> 0xFFE0, +inf -> 0xFFFF
  EXPECT_EQ(X("V2F16_TO_V2U16 r0, r1", {0x7BFFBC00u}), 0xFFE00000u);
  EXPECT_EQ(X("V2F16_TO_V2U16 r0, r1", {0x7C000000u}), 0xFFFF0000u);
}

TEST(ValhallExecute, IntToFloatEveryRoundingMode) {
  const char* rm[4] = {"", ".rtp", ".rtn", ".rtz"};
  // 2^24 + 1 = 16777217: between 0x4B800000 (2^24) and 0x4B800001 (2^24 + 2), a tie
  const uint32_t s_pos[4] = {0x4B800000u, 0x4B800001u, 0x4B800000u, 0x4B800000u};
  const uint32_t s_neg[4] = {0xCB800000u, 0xCB800000u, 0xCB800001u, 0xCB800000u};
  // 0xFFFFFFFF: between 2^32 - 256 (0x4F7FFFFF) and 2^32 (0x4F800000), nearer 2^32
  const uint32_t u_max[4] = {0x4F800000u, 0x4F800000u, 0x4F7FFFFFu, 0x4F7FFFFFu};
  // 16-bit lanes to f16: 2049 (tie between 2048 0x6800 and 2050 0x6801), -2049
  const uint32_t h_pos[4] = {0x6800u, 0x6801u, 0x6800u, 0x6800u};
  const uint32_t h_neg[4] = {0xE800u, 0xE800u, 0xE801u, 0xE800u};
  for (int m = 0; m < 4; ++m) {
    EXPECT_EQ(X(std::string("S32_TO_F32") + rm[m] + " r0, r1", {16777217u}), s_pos[m]) << m;
    EXPECT_EQ(X(std::string("S32_TO_F32") + rm[m] + " r0, r1", {static_cast<uint32_t>(-16777217)}),
              s_neg[m])
        << m;
    EXPECT_EQ(X(std::string("U32_TO_F32") + rm[m] + " r0, r1", {0xFFFFFFFFu}), u_max[m]) << m;
    // lanes (2049, -2049 = 0xF7FF)
    EXPECT_EQ(X(std::string("V2S16_TO_V2F16") + rm[m] + " r0, r1", {0xF7FF0801u}),
              h_pos[m] | h_neg[m] << 16)
        << m;
    // unsigned 0xFFFF = 65535 > 65504: rte/rtp -> inf (0x7C00), rtn/rtz -> 65504 (0x7BFF)
    EXPECT_EQ(X(std::string("V2U16_TO_V2F16") + rm[m] + " r0, r1", {0x0001FFFFu}),
              (m < 2 ? 0x7C00u : 0x7BFFu) | 0x3C00u << 16)
        << m;
  }
  // widen on S32_TO_F32: b3 sign-extended (-1 -> -1.0); U32_TO_F32.h1 zero-extended
  EXPECT_EQ(X("S32_TO_F32 r0, r1.b3", {0xFF000000u}), F(-1.0f));
  EXPECT_EQ(X("U32_TO_F32 r0, r1.h1", {0xFFFF0000u}), F(65535.0f));
  // small-int conversions (exact): bytes and halves
  EXPECT_EQ(X("S8_TO_F32 r0, r1.b1", {0x00008000u}), F(-128.0f));
  EXPECT_EQ(X("U8_TO_F32 r0, r1.b1", {0x00008000u}), F(128.0f));
  EXPECT_EQ(X("U8_TO_U32 r0, r1.b3", {0x80000000u}), 0x80u);
  EXPECT_EQ(X("S16_TO_F32 r0, r1.h10", {0xFFFE0000u}), F(-2.0f));
  EXPECT_EQ(X("S16_TO_S32 r0, r1.h10", {0x8000FFFFu}), 0xFFFF8000u);
  EXPECT_EQ(X("U16_TO_U32 r0, r1.h10", {0x8000FFFFu}), 0x00008000u);
  EXPECT_EQ(X("S16_TO_S32 r0, r1.h00", {0x8000FFFFu}), 0xFFFFFFFFu);
  // 8 -> 16: b31 = lane 0 byte 3, lane 1 byte 1
  EXPECT_EQ(X("V2S8_TO_V2S16 r0, r1.b31", {0x80007F00u}), 0x007FFF80u);
  EXPECT_EQ(X("V2U8_TO_V2U16 r0, r1.b31", {0x80007F00u}), 0x007F0080u);
  EXPECT_EQ(X("V2S8_TO_V2F16 r0, r1.b10", {0x0000FF02u}), 0x40000000u | 0xBC00u);  // (-1, 2)
}

TEST(ValhallExecute, FloatToFloatAndRound) {
  const char* rm[4] = {"", ".rtp", ".rtn", ".rtz"};
  // V2F32_TO_V2F16: A = 1 + 2^-11 (tie between 1.0 and 1 + 2^-10), B = 70000 (overflow)
  const uint32_t lo[4] = {0x3C00u, 0x3C01u, 0x3C00u, 0x3C00u};
  const uint32_t hi[4] = {0x7C00u, 0x7C00u, 0x7BFFu, 0x7BFFu};
  for (int m = 0; m < 4; ++m)
    EXPECT_EQ(X(std::string("V2F32_TO_V2F16") + rm[m] + " r0, r1, r2", {0x3F801000u, 0x4788B800u}),
              lo[m] | hi[m] << 16)
        << m;
  EXPECT_EQ(X("V2F32_TO_V2F16.clamp_0_1 r0, r1.neg, r2", {F(0.5f), F(3.0f)}), 0x3C000000u);
  // F16_TO_F32: exact; subnormal 0x0001 = 2^-24 = 0x33800000; .h1 with abs/neg
  EXPECT_EQ(X("F16_TO_F32 r0, r1.h0", {0x00000001u}), 0x33800000u);
  EXPECT_EQ(X("F16_TO_F32 r0, r1.h1.neg", {0x3C000000u}), F(-1.0f));
  EXPECT_EQ(X("F16_TO_F32 r0, r1.h0", {0x00007C01u}), kNaN32);
  // FROUND in every mode: (2.5, -2.5, -0.5)
  const float in[3] = {2.5f, -2.5f, -0.5f};
  const uint32_t out[3][4] = {{F(2.0f), F(3.0f), F(2.0f), F(2.0f)},
                              {F(-2.0f), F(-2.0f), F(-3.0f), F(-2.0f)},
                              {0x80000000u, 0x80000000u, F(-1.0f), 0x80000000u}};
  // f16 equivalents: 2.5 = 0x4100, -2.5 = 0xC100, -0.5 = 0xB800
  const uint32_t in16[3] = {0x4100u, 0xC100u, 0xB800u};
  const uint32_t out16[3][4] = {{0x4000u, 0x4200u, 0x4000u, 0x4000u},
                                {0xC000u, 0xC000u, 0xC200u, 0xC000u},
                                {0x8000u, 0x8000u, 0xBC00u, 0x8000u}};
  for (int i = 0; i < 3; ++i) {
    for (int m = 0; m < 4; ++m) {
      EXPECT_EQ(X(std::string("FROUND.f32") + rm[m] + " r0, r1", {F(in[i])}), out[i][m]);
      EXPECT_EQ(X(std::string("FROUND.v2f16") + rm[m] + " r0, r1", {in16[i] | 0x7C000000u}),
                out16[i][m] | 0x7C000000u);  // lane 1 = +inf passes through
    }
  }
  EXPECT_EQ(X("FROUND.f32 r0, r1", {0x7F800001u}), kNaN32);
  EXPECT_EQ(X("FROUND.f32.rtz r0, r1.h1", {0xC1000000u}), F(-2.0f));  // widened f16 -2.5
}

// ============================================================================================
// 5.6 bit counting
// ============================================================================================
TEST(ValhallExecute, BitCounting) {
  EXPECT_EQ(X("CLZ.v2u16 r0, r1", {0x00010000u}), 0x000F0010u);       // (CLZ(0)=16, CLZ(1)=15)
  EXPECT_EQ(X("CLZ.v2u16 r0, r1.h11", {0x00010000u}), 0x000F000Fu);   // both lanes = high half
  EXPECT_EQ(X("CLZ.v4u8 r0, r1", {0x80010F00u}), 0x00070408u);
  EXPECT_EQ(X("POPCOUNT.i32 r0, r1", {0xF0F0000Fu}), 12u);
  EXPECT_EQ(X("POPCOUNT.i32 r0, r1", {0xFFFFFFFFu}), 32u);
  EXPECT_EQ(X("BITREV.i32 r0, r1", {0x00000001u}), 0x80000000u);
  EXPECT_EQ(X("BITREV.i32 r0, r1", {0x12345678u}), 0x1E6A2C48u);
  EXPECT_EQ(X("NOT_OLD.i32 r0, r1", {0x0F0F0000u}), 0xF0F0FFFFu);
  EXPECT_EQ(X("MOV.i32 r0, r1", {0xCAFEBABEu}), 0xCAFEBABEu);
  EXPECT_EQ(X("MOV.i32 r0, 0x3F800000", {}), 0x3F800000u);  // immediate resolved by the model
}

// ============================================================================================
// 5.7 SFU and helpers (P16-P20)
// ============================================================================================
// Exact check that r = RNE(1/sqrt(x)): (r - u/2)^2 * x <= 1 <= (r + u/2)^2 * x, with strict
// inequalities (1/sqrt(x) is never halfway: a halfway point has one bit more than r and its
// square times x would be 1 only if it were exact). Integer arithmetic on binary32.
bool rsqrt_is_rne(uint32_t x, uint32_t r) {
  auto split = [](uint32_t v, uint64_t* m, int* e) {  // v = m * 2^e, finite positive
    const uint32_t ef = (v >> 23) & 0xFF, f = v & 0x7FFFFF;
    *m = ef ? (f | 0x800000u) : f;
    *e = (ef ? static_cast<int>(ef) : 1) - 150;
  };
  uint64_t mx, mr;
  int ex, er;
  split(x, &mx, &ex);
  split(r, &mr, &er);
  // (r +- u/2) = (2*mr +- 1) * 2^(er-1); square * x = (2mr+-1)^2 * mx * 2^(2er-2+ex)
  auto cmp_one = [&](uint64_t k) {  // sign of k^2 * mx * 2^E - 1
    const unsigned __int128 v = static_cast<unsigned __int128>(k) * k * mx;
    const int E = 2 * er - 2 + ex;
    if (E >= 0) return v != 0 ? 1 : -1;  // v >= 1 here
    if (-E >= 127) return -1;
    const unsigned __int128 one = static_cast<unsigned __int128>(1) << (-E);
    return v < one ? -1 : v > one ? 1 : 0;
  };
  return cmp_one(2 * mr - 1) < 0 && cmp_one(2 * mr + 1) > 0;
}

TEST(ValhallExecute, ReciprocalAndRsqrt) {
  EXPECT_EQ(X("FRCP.f32 r0, r1", {F(3.0f)}), 0x3EAAAAABu);  // 1/3 RNE
  EXPECT_EQ(X("FRCP.f32 r0, r1", {0x80000000u}), 0xFF800000u);
  EXPECT_EQ(X("FRCP.f32 r0, r1", {0x7F800000u}), 0u);
  EXPECT_EQ(X("FRCP.f32 r0, r1.h1", {0x40000000u}), F(0.5f));  // widened f16 2.0
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {F(4.0f)}), F(0.5f));
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {F(2.0f)}), 0x3F3504F3u);  // 1/sqrt(2) RNE
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {0u}), 0x7F800000u);
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {0x80000000u}), 0xFF800000u);
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {F(-4.0f)}), kNaN32);
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {0xFF800000u}), kNaN32);
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {0x7F800000u}), 0u);
  EXPECT_EQ(X("FRSQ.f32 r0, r1.abs", {F(-4.0f)}), F(0.5f));
  EXPECT_EQ(X("FRSQ.f32 r0, r1", {0x00000001u}), 0x64B504F3u);  // 2^74.5 = 2^74 * sqrt(2)
  // f16 (P17: both lanes): 1/3 (0x4200 -> 0x3555), 1/sqrt(3) -> 0x389E; 1/5 -> 0x3266
  EXPECT_EQ(X("FRCP.f16 r0, r1", {0x45004200u}), 0x32663555u);
  EXPECT_EQ(X("FRSQ.f16 r0, r1", {0x45004200u}), 0x3728389Eu);
  EXPECT_EQ(X("FRSQ.f16 r0, r1.h11", {0x45004200u}), 0x37283728u);
  EXPECT_EQ(X("FRCP_APPROX.f32 r0, r1", {F(3.0f)}), 0x3EAAAAABu);  // P16: = FRCP
  EXPECT_EQ(X("FRSQ_APPROX.f32 r0, r1", {F(4.0f)}), F(0.5f));       // P16: = FRSQ
  // exhaustive-style property check on random positive binary32 (normals and subnormals)
  std::mt19937 rng(12345);
  for (int i = 0; i < 20000; ++i) {
    const uint32_t x = rng() % 0x7F800000u + 1u;
    const uint32_t r = fp::rsqrt(fp::Format::F32, x, fp::Config{}).bits;
    ASSERT_TRUE(rsqrt_is_rne(x, r)) << std::hex << x << " -> " << r;
  }
}

// fpext.h against the independent fp.h: fma_scale(a, b, c, 0) is fp::fma, ldexp(a, n) is a
// multiplication by the exact power 2^n, in every rounding mode, with and without ftz. The
// operands are random bit patterns biased towards close exponents and towards huge gaps (the
// sticky path of fma_scale) and include zeros, infinities, NaNs and subnormals.
TEST(ValhallExecute, FpextAgreesWithFp) {
  std::mt19937 rng(777);
  const fp::Round modes[4] = {fp::Round::RNE, fp::Round::RUP, fp::Round::RDN, fp::Round::RTZ};
  auto pick = [&](int kind) -> uint32_t {
    const uint32_t sign = (rng() & 1) << 31, frac = rng() & 0x7FFFFFu;
    switch (kind) {
      case 0: return sign | ((120 + rng() % 16) << 23) | frac;  // near 1
      case 1: return sign | ((rng() % 255) << 23) | frac;       // any finite or inf/NaN
      case 2: return sign | (rng() % 4 == 0 ? 0 : frac);        // zero / subnormal
      default: return rng();
    }
  };
  for (int i = 0; i < 40000; ++i) {
    const uint32_t a = pick(rng() % 4), b = pick(rng() % 4), c = pick(rng() % 4);
    fp::Config cfg;
    cfg.rm = modes[i & 3];
    cfg.ftz = (i & 4) != 0;
    const uint32_t want = fp::fma(fp::Format::F32, a, b, c, cfg).bits;
    const uint32_t got =
        fp::fma_scale(fp::Format::F32, a, b, c, 0, fp::ZeroProduct::IEEE, cfg).bits;
    ASSERT_EQ(got, want) << std::hex << a << " " << b << " " << c << " rm " << (i & 3);
    // f16 operands from the low halves
    const uint32_t a16 = a & 0xFFFF, b16 = b & 0xFFFF, c16 = c >> 16;
    ASSERT_EQ(fp::fma_scale(fp::Format::F16, a16, b16, c16, 0, fp::ZeroProduct::IEEE, cfg).bits,
              fp::fma(fp::Format::F16, a16, b16, c16, cfg).bits)
        << std::hex << a16 << " " << b16 << " " << c16;
    // ldexp by n in [-126, 127] = multiplication by the normal 2^n
    const int n = static_cast<int>(rng() % 254) - 126;
    const uint32_t p2 = static_cast<uint32_t>(n + 127) << 23;
    ASSERT_EQ(fp::ldexp(fp::Format::F32, a, n, cfg).bits,
              fp::mul(fp::Format::F32, a, p2, cfg).bits)
        << std::hex << a << " n " << std::dec << n;
  }
  // the large-gap sticky path, by hand: 1 + 2^-100 rounds up only in rtp; 1 - 2^-100 gives
  // the predecessor of 1 (0x3F7FFFFF) in rtn and rtz, 1.0 in rte
  fp::Config up, dn, ne;
  up.rm = fp::Round::RUP;
  dn.rm = fp::Round::RDN;
  const uint32_t one = 0x3F800000u, t = 0x0D800000u;  // t = 2^-100
  EXPECT_EQ(fp::fma_scale(fp::Format::F32, t, one, one, 0, fp::ZeroProduct::IEEE, up).bits,
            0x3F800001u);
  EXPECT_EQ(fp::fma_scale(fp::Format::F32, t, one, one, 0, fp::ZeroProduct::IEEE, ne).bits, one);
  EXPECT_EQ(fp::fma_scale(fp::Format::F32, t | 0x80000000u, one, one, 0, fp::ZeroProduct::IEEE,
                          dn).bits,
            0x3F7FFFFFu);
  EXPECT_EQ(fp::fma_scale(fp::Format::F32, t | 0x80000000u, one, one, 0, fp::ZeroProduct::IEEE,
                          ne).bits,
            one);
}

TEST(ValhallExecute, TableHelpers) {
  // P16 definitions, checked where the project SFU is exact (powers of two, zero)
  EXPECT_EQ(X("FLOGD.f32 r0, r1", {F(8.0f)}), F(3.0f));
  EXPECT_EQ(X("FLOG_TABLE.f32 r0, r1", {F(0.25f)}), F(-2.0f));
  EXPECT_EQ(X("FLOGD.f32 r0, r1", {0u}), 0xFF800000u);
  EXPECT_EQ(X("FEXP_TABLE.u4 r0, r1", {0x10u}), F(1.0f));          // k = 0x10 & 15 = 0: 2^0
  EXPECT_EQ(X("FSINCOS_OFFSET.u6 r0, r1", {1u}), 0x3DC90FDBu);      // pi/32
  EXPECT_EQ(X("FSINCOS_OFFSET.u6 r0, r1", {0x42u}), 0x3E490FDBu);   // 66 & 63 = 2: 2*pi/32
  EXPECT_EQ(X("FSIN_TABLE.u6 r0, r1", {0u}), 0u);                   // sin(0) = 0
  EXPECT_EQ(X("FCOS_TABLE.u6 r0, r1", {0u}), F(1.0f));              // cos(0) = 1
  // FEXP: A = 3.0 in 8:24 fixed point = 0x03000000 -> 2^3 = 8; B special cases
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0x03000000u, F(3.0f)}), F(8.0f));
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0xFD000000u, F(-3.0f)}), F(0.125f));  // -3.0 fixed
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0u, 0x7F800000u}), 0x7F800000u);
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0u, 0xFF800000u}), 0u);
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0u, kNaN32}), kNaN32);
  EXPECT_EQ(X("FEXP.f32 r0, r1, r2", {0u, F(200.0f)}), 0x7F800000u);  // |B| >= 128
  EXPECT_EQ(X("FEXP.f32.clamp_0_1 r0, r1, r2", {0x03000000u, F(3.0f)}), F(1.0f));
  EXPECT_EQ(X("FATAN_ASSIST.f32 r0, r1, r2", {F(1.0f), F(4.0f)}), F(0.25f));
  EXPECT_EQ(X("FADD_LSCALE.f32 r0, r1.neg, r2", {F(1.0f), F(4.0f)}), F(3.0f));
}

TEST(ValhallExecute, FpclassLayout) {
  // P18, RISC-V order: bit 0 -inf ... 9 quiet NaN
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0xFF800000u}), 1u << 0);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {F(-2.0f)}), 1u << 1);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0x80000001u}), 1u << 2);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0x80000000u}), 1u << 3);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0u}), 1u << 4);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {1u}), 1u << 5);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {F(2.0f)}), 1u << 6);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0x7F800000u}), 1u << 7);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0x7F800001u}), 1u << 8);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1", {0x7FC00000u}), 1u << 9);
  EXPECT_EQ(X("FPCLASS.f32 r0, r1.neg", {0x7F800000u}), 1u << 0);
  // never flushed: a subnormal stays subnormal under FTZ
  EXPECT_EQ(Insn("FPCLASS.f32 r0, r1").src({1u}).ftz(FtzMode::Flush32).r32(), 1u << 5);
  // f16, both lanes: (0x0001 +subnormal, 0xFC00 -inf)
  EXPECT_EQ(X("FPCLASS.f16 r0, r1", {0xFC000001u}), (1u << 5) | (1u << 0) << 16);
  // widened f16 (P: exact widen): f16 subnormal -> f32 normal
  EXPECT_EQ(X("FPCLASS.f32 r0, r1.h0", {0x00000001u}), 1u << 6);
}

TEST(ValhallExecute, Frexp) {
  // 8 = 0.5 * 2^4
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {F(8.0f)}), F(0.5f));
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {F(8.0f)}), 4u);
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {F(-6.0f)}), F(-0.75f));  // -6 = -0.75 * 2^3
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {F(0.1f)}), static_cast<uint32_t>(-3));  // 0.1 = 0.8 * 2^-3
  // subnormal 2^-149 = 0.5 * 2^-148
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {1u}), F(0.5f));
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {1u}), static_cast<uint32_t>(-148));
  // P19 specials: +-0 -> (+-0, 0); inf -> (inf, 0); NaN -> (NaN, 0)
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {0x80000000u}), 0x80000000u);
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {0x80000000u}), 0u);
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {0xFF800000u}), 0xFF800000u);
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {0x7F800000u}), 0u);
  EXPECT_EQ(X("FREXPM.f32 r0, r1", {0x7F800001u}), kNaN32);
  EXPECT_EQ(X("FREXPE.f32 r0, r1", {0x7F800001u}), 0u);
  // .sqrt: e even. 8 -> e = 4 even: (0.5, 4); 16 = 0.5 * 2^5 -> (1.0, 4)
  EXPECT_EQ(X("FREXPM.f32.sqrt r0, r1", {F(8.0f)}), F(0.5f));
  EXPECT_EQ(X("FREXPM.f32.sqrt r0, r1", {F(16.0f)}), F(1.0f));
  EXPECT_EQ(X("FREXPE.f32.sqrt r0, r1", {F(16.0f)}), 4u);
  // .log: |m| in [0.75, 1.5). 8 -> m 0.5 < 0.75 -> (1.0, 3); 12 = 0.75 * 2^4 stays (0.75, 4)
  EXPECT_EQ(X("FREXPM.f32.log r0, r1", {F(8.0f)}), F(1.0f));
  EXPECT_EQ(X("FREXPE.f32.log r0, r1", {F(8.0f)}), 3u);
  EXPECT_EQ(X("FREXPM.f32.log r0, r1", {F(12.0f)}), F(0.75f));
  EXPECT_EQ(X("FREXPE.f32.log r0, r1", {F(12.0f)}), 4u);
  // v2f16: lane 0 = 3.0 (0x4200) = 0.75 * 2^2, lane 1 = -0.25 (0xB400) = -0.5 * 2^-1
  EXPECT_EQ(X("FREXPM.v2f16 r0, r1", {0xB4004200u}), 0xB8003A00u);
  EXPECT_EQ(X("FREXPE.v2f16 r0, r1", {0xB4004200u}), 0xFFFF0002u);
}

TEST(ValhallExecute, CubeMaps) {
  // CUBEFACE1: max(|X|, |Y|, |Z|) after the modifiers
  EXPECT_EQ(X("CUBEFACE1 r0, r1, r2, r3", {F(-3.0f), F(2.0f), F(1.0f)}), F(3.0f));
  EXPECT_EQ(X("CUBEFACE1 r0, r1, r2, r3", {kNaN32, F(2.0f), F(-5.0f)}), F(5.0f));
  // CUBEFACE2 (P20): 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z; ties prefer Z then Y
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3", {F(-3.0f), F(2.0f), F(1.0f)}), 1u);
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3", {F(1.0f), F(2.0f), F(1.0f)}), 2u);
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3", {F(1.0f), F(-2.0f), F(1.0f)}), 3u);
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3", {F(1.0f), F(1.0f), F(1.0f)}), 4u);
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3", {F(2.0f), F(1.0f), F(-2.0f)}), 5u);
  EXPECT_EQ(X("CUBEFACE2 r0, r1, r2, r3.neg", {F(2.0f), F(1.0f), F(-2.0f)}), 4u);
  // CUBE_SSEL(Z, X, face) per face: +X -> -Z, -X -> +Z, +Y/-Y -> +X, +Z -> +X, -Z -> -X
  const uint32_t z = F(3.0f), x = F(5.0f);
  const uint32_t ssel[6] = {F(-3.0f), F(3.0f), F(5.0f), F(5.0f), F(5.0f), F(-5.0f)};
  // CUBE_TSEL(Y, Z, face): +X/-X -> -Y, +Y -> +Z, -Y -> -Z, +Z/-Z -> -Y
  const uint32_t y = F(7.0f);
  const uint32_t tsel[6] = {F(-7.0f), F(-7.0f), F(3.0f), F(-3.0f), F(-7.0f), F(-7.0f)};
  for (uint32_t f = 0; f < 6; ++f) {
    EXPECT_EQ(X("CUBE_SSEL r0, r1, r2, r3", {z, x, f}), ssel[f]) << f;
    EXPECT_EQ(X("CUBE_TSEL r0, r1, r2, r3", {y, z, f}), tsel[f]) << f;
  }
}

// ============================================================================================
// Cross-lane (P21)
// ============================================================================================
TEST(ValhallExecute, ClperAndWmask) {
  // lane l holds A = 10 + l; xor with B = 1 (LUT 8 byte 1) swaps pairs
  Insn r("CLPER.i32.xor.subgroup4 r0, r1, 0x03020100.b1");
  for (int l = 0; l < kLanes; ++l) r.lane_src(l, 0, 10u + static_cast<uint32_t>(l));
  ExecOut o = r.out();
  const uint32_t want_xor[4] = {11, 10, 13, 12};
  for (int l = 0; l < kLanes; ++l) EXPECT_EQ(o.lane[l].value[0], want_xor[l]) << l;
  // an inactive source lane gives the inactive result (umax = 0xFFFFFFFF); it writes nothing
  r.in.lane[1].active = false;
  r.in.word = assemble("CLPER.i32.xor.subgroup4.umax r0, r1, 0x03020100.b1").word;
  o = r.out();
  EXPECT_EQ(o.lane[0].value[0], 0xFFFFFFFFu);
  EXPECT_EQ(o.lane[1].we, 0);
  EXPECT_EQ(o.lane[2].value[0], 13u);
  // none with B = 2 broadcasts lane 2; subgroup2 makes it lane base + (2 mod 2) = base
  Insn b("CLPER.i32.subgroup4 r0, r1, 0x03020100.b2");
  Insn b2("CLPER.i32.subgroup2 r0, r1, 0x03020100.b2");
  for (int l = 0; l < kLanes; ++l) {
    b.lane_src(l, 0, 10u + static_cast<uint32_t>(l));
    b2.lane_src(l, 0, 10u + static_cast<uint32_t>(l));
  }
  for (int l = 0; l < kLanes; ++l) {
    EXPECT_EQ(b.out().lane[l].value[0], 12u);
    EXPECT_EQ(b2.out().lane[l].value[0], l < 2 ? 10u : 12u);
  }
  // subgroup16: lanes past the quad are inactive -> f1 constant 0x3F800000 for j >= 4
  Insn s("CLPER.i32.accumulate.subgroup16.f1 r0, r1, 0x03020100.b2");
  for (int l = 0; l < kLanes; ++l) s.lane_src(l, 0, 10u + static_cast<uint32_t>(l));
  o = s.out();
  EXPECT_EQ(o.lane[0].value[0], 12u);
  EXPECT_EQ(o.lane[1].value[0], 13u);
  EXPECT_EQ(o.lane[2].value[0], 0x3F800000u);
  // WMASK: bit s for every active lane whose A != 0
  Insn w("WMASK.subgroup4 r0, r1");
  w.lane_src(0, 0, 1).lane_src(1, 0, 0).lane_src(2, 0, 5).lane_src(3, 0, 7);
  w.in.lane[3].active = false;
  o = w.out();
  for (int l = 0; l < 3; ++l) EXPECT_EQ(o.lane[l].value[0], 0x5u);
  Insn w2("WMASK.subgroup2 r0, r1");
  w2.lane_src(0, 0, 1).lane_src(1, 0, 0).lane_src(2, 0, 5).lane_src(3, 0, 7);
  o = w2.out();
  EXPECT_EQ(o.lane[0].value[0], 0x1u);
  EXPECT_EQ(o.lane[3].value[0], 0x3u);
}

// ============================================================================================
// Control and messages
// ============================================================================================
TEST(ValhallExecute, BranchziDiscardNop) {
  Insn r("BRANCHZI.absolute r1, r2");  // taken when A != 0, target = B
  r.in.pc = 0x4000;
  r.src({1u, 0x1234u});
  ExecOut o = r.out();
  EXPECT_TRUE(o.lane[0].branch_taken);
  EXPECT_EQ(o.lane[0].branch_target, 0x1234u);
  Insn rel("BRANCHZI.eq r1, r2");  // P23: relative to the next instruction, in bytes
  rel.in.pc = 0x4000;
  rel.src({0u, 0xFFFFFFF0u});
  o = rel.out();
  EXPECT_TRUE(o.lane[0].branch_taken);
  EXPECT_EQ(o.lane[0].branch_target, 0x4000u + 8 - 16);
  // DISCARD.f32.lt: discard where A < B
  Insn d("DISCARD.f32.lt r1, r2");
  d.lane_src(0, 0, F(1.0f)).lane_src(0, 1, F(2.0f)).lane_src(1, 0, F(3.0f)).lane_src(1, 1,
                                                                                    F(2.0f));
  o = d.out();
  EXPECT_TRUE(o.lane[0].discard);
  EXPECT_FALSE(o.lane[1].discard);
  EXPECT_EQ(o.lane[0].we, 0);
  // NOP: no effect at all, flow reported
  o = Insn("NOP.wait0").out();
  EXPECT_FALSE(o.illegal);
  EXPECT_EQ(o.flow, 1);
  EXPECT_EQ(o.lane[0].we, 0);
  EXPECT_FALSE(o.msg.valid);
}

TEST(ValhallExecute, MessageRecords) {
  // STORE.i32.slot0 @r4, r2, offset:-8: reads staging r4 (count 1), 64-bit address r2:r3
  Insn st("STORE.i32.slot0 @r4, r2, offset:-8");
  st.src({0x0000000112345678ull});
  for (LaneIn& l : st.in.lane) l.staging[0] = 0xCAFEu, l.staging[1] = 0xBEEFu;
  ExecOut o = st.out();
  ASSERT_TRUE(o.msg.valid);
  EXPECT_EQ(o.msg.unit, gen::Unit::LS);
  EXPECT_EQ(o.msg.sr[0].reg, 4);
  EXPECT_EQ(o.msg.sr[0].count, 1);
  EXPECT_TRUE(o.msg.sr[0].read);
  EXPECT_FALSE(o.msg.sr[0].write);
  EXPECT_EQ(o.msg.sr[0].flags, 1);  // W[46]: read by the message (1.4)
  EXPECT_EQ(o.msg.imm[0], -8);
  EXPECT_EQ(o.lane[0].msg_src[0], 0x0000000112345678ull);
  EXPECT_EQ(o.lane[0].msg_data[0], 0xCAFEu);
  EXPECT_EQ(o.lane[0].msg_data[1], 0u);  // beyond the count
  EXPECT_EQ(o.lane[0].we, 0);
  EXPECT_EQ(o.dest_reg, 0);
  // LOAD: a written staging group, no data; mod values in XML order (memory_access, count,
  // load lane, unsigned, slot)
  Insn ld("LOAD.i32.slot1 @r4:r5, r2, offset:16");
  o = ld.out();
  ASSERT_TRUE(o.msg.valid);
  EXPECT_TRUE(o.msg.sr[0].write);
  EXPECT_EQ(o.msg.sr[0].count, 2);
  EXPECT_EQ(o.msg.imm[0], 16);
  EXPECT_EQ(o.msg.mod[4], 1);  // slot1
  EXPECT_EQ(o.lane[0].msg_data[0], 0u);
  // BARRIER: a record with its slot; inactive lanes send nothing
  Insn ba("BARRIER.slot7.wait");
  ba.in.lane[3].active = false;
  o = ba.out();
  EXPECT_TRUE(o.msg.valid);
  EXPECT_EQ(o.msg.unit, gen::Unit::NONE);
  EXPECT_EQ(o.msg.mod[0], 7);
  EXPECT_EQ(o.flow, 9);
  EXPECT_TRUE(o.lane[0].msg_en);
  EXPECT_FALSE(o.lane[3].msg_en);
}

}  // namespace
}  // namespace shaderhw::valhall
