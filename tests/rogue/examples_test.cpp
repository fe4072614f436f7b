// The worked examples of docs/rogue.md section 11, decoded field by field and executed bit for bit,
// and the meanings the document gives the real binaries of section 12. Every expected value is
// typed from docs/rogue.md.
#include <gtest/gtest.h>

#include "rogue/execute.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::dec;
using test::op_name;
using test::reason;
using test::reg;
namespace L = gen::lay;

// 11.1: FMAD in phase 0, MOV in phase 2.
TEST(Examples, FmadAndMov) {
  const Group g = dec("47 42 | D0 3F | D8 01 | 84 61 80 42 08 | 00 | 00 | 45");
  ASSERT_FALSE(g.illegal) << reason(g) << " " << g.detail;
  EXPECT_EQ(g.hdr(L::HDR::DA), 4u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 7u);
  EXPECT_EQ(g.length, 14u);
  EXPECT_EQ(g.consumed, 14u);
  EXPECT_EQ(g.hdr(L::HDR::EXT), 0u);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0_P2));
  EXPECT_EQ(g.hdr(L::HDR::OLCHK), 0u);
  EXPECT_EQ(g.hdr(L::HDR::W1P), 0u);
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);
  EXPECT_EQ(g.cc(), 0);

  const Component& mov = g.comp(Slot::P2MOV);
  EXPECT_EQ(op_name(mov), "MOV");
  EXPECT_EQ(mov.offset, 2);
  EXPECT_EQ(mov.size, 2);
  EXPECT_EQ(mov.get(L::P2_MOV::EXT0), 1u);
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW1), static_cast<uint32_t>(gen::Ftsel::FT0));
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW0), static_cast<uint32_t>(gen::Ftsel::FT0));
  EXPECT_EQ(mov.get(L::P2_MOV::MASKW0), 15u);
  EXPECT_EQ(mov.get(L::P2_MOV::AW), 1u);
  EXPECT_EQ(mov.get(L::P2_MOV::P2END), 1u);

  const Component& fmad = g.comp(Slot::P0);
  EXPECT_EQ(op_name(fmad), "FMAD");
  EXPECT_EQ(fmad.offset, 4);
  EXPECT_EQ(fmad.get(L::M_FMAD::EXT0), 1u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S0NEG), 1u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S0ABS), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S2NEG), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::SAT), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::LP), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S1ABS), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S1NEG), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S2FLR), 0u);
  EXPECT_EQ(fmad.get(L::M_FMAD::S2ABS), 1u);

  const Component& lo = g.comp(Slot::MAPLO);
  EXPECT_STREQ(lo.variant_name(), "5");
  EXPECT_EQ(lo.offset, 6);
  EXPECT_EQ(lo.get(L::MAPLO::EXT0), 1u);
  EXPECT_EQ(lo.get(L::MAPLO::SEL), 0u);
  EXPECT_EQ(lo.get(L::MAPLO::EXT1), 1u);
  EXPECT_EQ(lo.get(L::MAPLO::EXT2), 1u);
  EXPECT_EQ(lo.get(L::MAPLO::EXT4), 0u);
  EXPECT_EQ(g.src[0], reg(4, 4));  // sh4
  EXPECT_EQ(g.src[1], reg(1, 1));  // r1
  EXPECT_EQ(g.src[2], reg(1, 2));  // r2
  EXPECT_EQ(g.is0, 0);
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "1");
  EXPECT_EQ(g.src[3], reg(0, 0));
  EXPECT_EQ(g.comp(Slot::ISS).get(L::ISS::IS4), static_cast<uint32_t>(gen::Ftsel::FT0));
  EXPECT_STREQ(g.comp(Slot::DST1).variant_name(), "1");
  EXPECT_TRUE(g.w_present[0]);
  EXPECT_EQ(g.w[0], reg(1, 5));  // r5
}

// 11.2: bitwise LSL + FTB, AND, SHR + TNZ.
TEST(Examples, BitwiseShiftsAndTest) {
  const Group g = dec("67 F6 40 | 29 | 41 | EC | 80 44 00 44 | C5 82 | 8A 4B");
  ASSERT_FALSE(g.illegal) << reason(g) << " " << g.detail;
  EXPECT_EQ(g.alu, AluType::BITWISE);
  EXPECT_EQ(g.hdr(L::HDR::DA), 6u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 7u);
  EXPECT_EQ(g.hdr(L::HDR::EXT), 1u);
  EXPECT_EQ(g.hdr(L::HDR::OPCNT), 7u);
  EXPECT_EQ(g.hdr(L::HDR::OLCHK), 0u);
  EXPECT_EQ(g.hdr(L::HDR::W1P), 1u);
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);
  EXPECT_EQ(g.hdr(L::HDR::END), 0u);
  EXPECT_EQ(g.hdr(L::HDR::ATOM), 0u);
  EXPECT_EQ(g.hdr(L::HDR::RPT), 0u);
  EXPECT_EQ(g.cc(), 0);

  const Component& p2 = g.comp(Slot::BW2);
  EXPECT_EQ(p2.offset, 3);
  EXPECT_EQ(p2.get(L::BW_P2::PWEN), 1u);
  EXPECT_EQ(p2.get(L::BW_P2::TSRC), 0u);
  EXPECT_EQ(p2.get(L::BW_P2::TOP), 1u);
  EXPECT_EQ(op_name(p2, 0), "SHR");
  EXPECT_EQ(op_name(p2, 1), "TNZ");
  const Component& p1 = g.comp(Slot::BW1);
  EXPECT_EQ(p1.get(L::BW_P1::MSKB), 0u);
  EXPECT_EQ(p1.get(L::BW_P1::MSKA), 0u);
  EXPECT_EQ(op_name(p1), "AND");
  const Component& p0 = g.comp(Slot::BW0);
  EXPECT_EQ(p0.offset, 5);
  EXPECT_EQ(p0.get(L::BW_P0::PH0), 1u);
  EXPECT_EQ(p0.get(L::BW_P0::CSRC), 1u);  // FT2
  EXPECT_EQ(p0.get(L::BW_P0::BMIMM), 0u);
  EXPECT_EQ(op_name(p0, 0), "BYP_BM");
  EXPECT_EQ(op_name(p0, 1), "LSL_S1");
  EXPECT_EQ(op_name(p0, 2), "FTB");

  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "4C");
  EXPECT_EQ(g.src[0], reg(0, 0));  // sc0
  EXPECT_EQ(g.src[1], reg(0, 4));  // sc4
  EXPECT_EQ(g.src[2], reg(1, 4));  // r4
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "2");
  EXPECT_EQ(g.src[3], reg(1, 5));  // r5
  EXPECT_EQ(g.src[4], reg(0, 2));  // sc2
  EXPECT_STREQ(g.comp(Slot::DST2).variant_name(), "2");
  EXPECT_EQ(g.w[0], reg(1, 10));  // r10
  EXPECT_EQ(g.w[1], reg(1, 11));  // r11
}

// 11.3: TST + MOVC, maximum and minimum.
TEST(Examples, TestAndConditionalMove) {
  const Group g = dec("56 56 | C4 | FA 10 | 87 | 87 | 41 | 42 | 10 | 83 46");
  ASSERT_FALSE(g.illegal) << reason(g) << " " << g.detail;
  EXPECT_EQ(g.hdr(L::HDR::DA), 5u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 6u);
  EXPECT_EQ(g.hdr(L::HDR::EXT), 0u);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0_P1_P2));
  EXPECT_EQ(g.hdr(L::HDR::W1P), 1u);
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);

  const Component& movc = g.comp(Slot::P2MOV);
  EXPECT_EQ(op_name(movc), "MOVC");
  EXPECT_EQ(movc.size, 1);
  EXPECT_EQ(movc.get(L::P2_MOV::MOVW1), static_cast<uint32_t>(gen::Ftsel::FT1));
  EXPECT_EQ(movc.get(L::P2_MOV::MOVW0), static_cast<uint32_t>(gen::Ftsel::FT0));
  EXPECT_EQ(movc.get(L::P2_MOV::MASKW0), 15u);  // implied by the short form
  EXPECT_EQ(movc.get(L::P2_MOV::AW), 0u);
  EXPECT_EQ(movc.get(L::P2_MOV::P2END), 0u);
  EXPECT_FALSE(movc.in_bytes[L::P2_MOV::MASKW0]);

  const Component& tst = g.comp(Slot::P2TST);
  EXPECT_EQ(op_name(tst), "TSTG");
  EXPECT_EQ(tst.size, 2);
  EXPECT_EQ(tst.get(L::P2_TST::TSTOP), 5u);
  EXPECT_EQ(tst.get(L::P2_TST::PWEN), 0u);
  EXPECT_EQ(tst.get(L::P2_TST::TYPE), static_cast<uint32_t>(gen::Tsttype::F32));
  EXPECT_EQ(tst.get(L::P2_TST::P2END), 1u);
  EXPECT_EQ(tst.get(L::P2_TST::ELEM), 0u);

  EXPECT_EQ(op_name(g.comp(Slot::P1)), "MBYP");
  EXPECT_EQ(g.comp(Slot::P1).offset, 5);  // = DA
  EXPECT_EQ(op_name(g.comp(Slot::P0)), "MBYP");
  EXPECT_EQ(g.src[0], reg(1, 1));  // r1
  EXPECT_EQ(g.src[3], reg(1, 2));  // r2
  const Component& iss = g.comp(Slot::ISS);
  EXPECT_EQ(iss.get(L::ISS::IS5), static_cast<uint32_t>(gen::Ftsel::FT0));
  EXPECT_EQ(iss.get(L::ISS::IS4), static_cast<uint32_t>(gen::Ftsel::FT1));
  EXPECT_EQ(iss.get(L::ISS::IS3), 0u);
  EXPECT_EQ(iss.get(L::ISS::IS2), static_cast<uint32_t>(gen::Is2sel::FT1));
  EXPECT_EQ(iss.get(L::ISS::IS1), static_cast<uint32_t>(gen::Is1sel::FT0));
  EXPECT_EQ(g.w[0], reg(1, 3));  // r3
  EXPECT_EQ(g.w[1], reg(1, 6));  // r6
}

// The TST bytes of 11.3 equal those of the public MAX template (T9).
TEST(Examples, TestBytesEqualTheMaxTemplate) {
  const Group ex = dec("56 56 C4 FA 10 87 87 41 42 10 83 46");
  const Group t9 = dec("68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF");
  EXPECT_EQ(ex.comp(Slot::P2TST).f, t9.comp(Slot::P2TST).f);
}

// ---- Execution ---------------------------------------------------------------------------------

constexpr uint32_t kTwo = 0x40000000u, kThree = 0x40400000u, kFive = 0x40A00000u;

Quad run(const std::string& hex, void (*setup)(Instance&)) {
  const Group g = dec(hex);
  EXPECT_FALSE(g.illegal) << reason(g) << " " << g.detail;
  Quad q;
  for (Instance& in : q.in) setup(in);
  const ExecStatus st = execute(g, q);
  EXPECT_TRUE(st.ok) << st.error;
  return q;
}

// 11.1: r5 = -sh4 * r1 + |r2|.
TEST(ExamplesExecute, FmadAndMov) {
  const Quad q = run("47 42 D0 3F D8 01 84 61 80 42 08 00 00 45", [](Instance& in) {
    in.bank[4][4] = kTwo;          // sh4 = 2.0
    in.bank[1][1] = kThree;        // r1 = 3.0
    in.bank[1][2] = 0xC0A00000u;   // r2 = -5.0
  });
  for (const Instance& in : q.in) EXPECT_EQ(in.bank[1][5], 0xBF800000u);  // -6 + 5 = -1.0
}

// 11.2: the values the document works out.
TEST(ExamplesExecute, BitwiseShiftsAndTest) {
  const Quad q = run("67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B", [](Instance& in) {
    in.bank[1][4] = 0x000000F0u;  // r4
    in.bank[1][5] = 0x0000FFFFu;  // r5
  });
  for (const Instance& in : q.in) {
    EXPECT_EQ(in.bank[1][10], 0x3C0u);  // r10 = FT5 = 0xF00 >> 2
    EXPECT_EQ(in.bank[1][11], 11u);     // r11 = FT3 = find-top-bit(0xF00)
    EXPECT_TRUE(in.p0);                 // TNZ of FT5
  }
}

// 11.3: r3 = max, r6 = min, for both cases the document works out.
TEST(ExamplesExecute, MaxAndMin) {
  const char* kGroup = "56 56 C4 FA 10 87 87 41 42 10 83 46";
  Quad q = run(kGroup, [](Instance& in) { in.bank[1][1] = kTwo, in.bank[1][2] = kThree; });
  for (const Instance& in : q.in) {
    EXPECT_EQ(in.bank[1][3], kThree);
    EXPECT_EQ(in.bank[1][6], kTwo);
  }
  q = run(kGroup, [](Instance& in) { in.bank[1][1] = kFive, in.bank[1][2] = kThree; });
  for (const Instance& in : q.in) {
    EXPECT_EQ(in.bank[1][3], kFive);
    EXPECT_EQ(in.bank[1][6], kThree);
  }
}

// Section 12: the meanings the document gives the real binaries.
TEST(RealBinariesExecute, T1CopiesShared0ToOutput0) {
  const Quad q = run("58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF", [](Instance& in) { in.bank[4][0] = 0x12345678u; });
  for (const Instance& in : q.in) EXPECT_EQ(in.special[32], 0x12345678u);  // o0
}

TEST(RealBinariesExecute, T4CopiesVertexInput1ToVertexInput4) {
  const Quad q = run("25 02 87 81 04 00 00 00 84 04", [](Instance& in) { in.bank[2][1] = 0xDEADBEEFu; });
  for (const Instance& in : q.in) EXPECT_EQ(in.bank[2][4], 0xDEADBEEFu);
}

TEST(RealBinariesExecute, T5SetsP0WhenR16IsZero) {
  const Group g = dec("67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02");
  Quad q;
  const uint32_t r16[kQuad] = {0, 1, 0x80000000u, 0};
  for (int i = 0; i < kQuad; ++i) q.in[i].bank[1][16] = r16[i], q.in[i].p0 = r16[i] == 0 ? false : true;
  ASSERT_TRUE(execute(g, q).ok);
  for (int i = 0; i < kQuad; ++i) EXPECT_EQ(q.in[i].p0, r16[i] == 0) << i;
}

TEST(RealBinariesExecute, T7AllOnesWhenVertexInput0IsAtLeastOne) {
  const Group g = dec("89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF");
  Quad q;
  const uint32_t vi0[kQuad] = {0, 1, 2, 0xFFFFFFFFu};
  for (int i = 0; i < kQuad; ++i) q.in[i].bank[2][0] = vi0[i];
  ASSERT_TRUE(execute(g, q).ok);
  for (int i = 0; i < kQuad; ++i) EXPECT_EQ(q.in[i].special[37], vi0[i] >= 1 ? 0xFFFFFFFFu : 0u) << i;  // i1
}

}  // namespace
}  // namespace shaderhw::rogue
