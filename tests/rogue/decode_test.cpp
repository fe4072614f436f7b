// The golden group decoder against docs/rogue.md: the real binaries of section 12 decode to exactly
// the fields written there; every reason code of section 9 is produced by a group built for it; the
// project-defined switch (D3); and robustness on random and mutated byte streams. Expected values
// are typed from docs/rogue.md.
#include <gtest/gtest.h>

#include <random>

#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::bytes;
using test::dec;
using test::op_name;
using test::reason;
using test::reg;
namespace L = gen::lay;

void expect_legal(const Group& g) { EXPECT_FALSE(g.illegal) << reason(g) << ": " << g.detail; }

// ---- Section 12: real binaries -------------------------------------------------------------------

TEST(RealBinaries, T1MovShared0ToOutput0AndEnd) {
  const Group g = dec("58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF");
  expect_legal(g);
  EXPECT_EQ(g.length, 16u);
  EXPECT_EQ(g.next, 16u);
  EXPECT_EQ(g.consumed, 11u);  // then the word pad FF and the alignment F2 FF FF FF
  EXPECT_EQ(g.alu, AluType::MAIN);
  EXPECT_EQ(g.hdr(L::HDR::DA), 5u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 8u);
  EXPECT_EQ(g.hdr(L::HDR::EXT), 1u);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P2));
  EXPECT_EQ(g.hdr(L::HDR::OLCHK), 1u);
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);
  EXPECT_EQ(g.hdr(L::HDR::W1P), 0u);
  EXPECT_EQ(g.hdr(L::HDR::END), 1u);
  EXPECT_EQ(g.cc(), 0);
  const Component& mov = g.comp(Slot::P2MOV);
  ASSERT_TRUE(mov.present);
  EXPECT_EQ(op_name(mov), "MOV");
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW0), static_cast<uint32_t>(gen::Ftsel::FTE));
  EXPECT_EQ(mov.get(L::P2_MOV::MASKW0), 15u);
  EXPECT_EQ(mov.get(L::P2_MOV::AW), 1u);
  EXPECT_EQ(mov.get(L::P2_MOV::P2END), 1u);
  EXPECT_FALSE(g.has(Slot::P0));
  EXPECT_FALSE(g.has(Slot::P2TST));
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "3S");
  EXPECT_EQ(g.src[0], reg(4, 0));  // shared 0
  EXPECT_EQ(g.is0, 0);             // FTE = IS0 = S0 = sh0
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "1");
  EXPECT_EQ(g.comp(Slot::ISS).get(L::ISS::IS4), 0u);
  ASSERT_TRUE(g.w_present[0]);
  EXPECT_FALSE(g.w_present[1]);
  EXPECT_EQ(g.w[0], reg(0, 32));  // O0
  EXPECT_EQ(reg_name(g.w[0]), "o0");
}

TEST(RealBinaries, T2NopEndTerminator) {
  const Group g = dec("04 80 EE 00 F2 FF FF FF");
  expect_legal(g);
  EXPECT_EQ(g.alu, AluType::CONTROL);
  EXPECT_EQ(g.length, 8u);
  EXPECT_EQ(g.consumed, 4u);
  EXPECT_EQ(g.hdr(L::HDR::DA), 0u);
  EXPECT_EQ(g.hdr(L::HDR::CTRLOP), static_cast<uint32_t>(gen::Ctrlop::NOP));
  EXPECT_EQ(g.hdr(L::HDR::MISCCTL), 1u);
  EXPECT_EQ(op_name(g.comp(Slot::CTRL)), "NOP");
  EXPECT_EQ(g.comp(Slot::CTRL).size, 1);
  EXPECT_FALSE(g.has(Slot::MAPLO));
  EXPECT_FALSE(g.has(Slot::DST1));
}

TEST(RealBinaries, T3WdfDrc0) {
  const Group g = dec("04 80 6A FF F2 FF FF FF");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::CTRLOP), static_cast<uint32_t>(gen::Ctrlop::WDF));
  EXPECT_EQ(g.hdr(L::HDR::MISCCTL), 0u);
  EXPECT_EQ(op_name(g.comp(Slot::CTRL)), "WDF");
  EXPECT_EQ(g.consumed, 3u);
}

TEST(RealBinaries, T4MbypVertexInput1ToVertexInput4) {
  const Group g = dec("25 02 87 81 04 00 00 00 84 04");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::EXT), 0u);
  EXPECT_EQ(g.hdr(L::HDR::DA), 2u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 5u);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0));
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);
  EXPECT_EQ(op_name(g.comp(Slot::P0)), "MBYP");
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "3S");
  EXPECT_EQ(g.src[0], reg(2, 1));  // vi1
  EXPECT_EQ(g.nsrc_lo, 1);
  EXPECT_STREQ(g.comp(Slot::DST1).variant_name(), "2");
  EXPECT_EQ(g.w[0], reg(2, 4));  // vi4
  EXPECT_EQ(g.consumed, 10u);
}

TEST(RealBinaries, T5BitwiseTestR16Zero) {
  const Group g = dec("67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02");
  expect_legal(g);
  EXPECT_EQ(g.alu, AluType::BITWISE);
  EXPECT_EQ(g.hdr(L::HDR::OPCNT), 7u);
  EXPECT_EQ(g.hdr(L::HDR::W0P) | g.hdr(L::HDR::W1P), 0u);
  const Component& p2 = g.comp(Slot::BW2);
  EXPECT_EQ(op_name(p2, 0), "LSL_S2");
  EXPECT_EQ(op_name(p2, 1), "TZ");
  EXPECT_EQ(p2.get(L::BW_P2::PWEN), 1u);
  EXPECT_EQ(p2.get(L::BW_P2::TSRC), 0u);  // FT5
  EXPECT_EQ(op_name(g.comp(Slot::BW1)), "AND");
  const Component& p0 = g.comp(Slot::BW0);
  EXPECT_EQ(p0.get(L::BW_P0::PH0), 1u);
  EXPECT_EQ(op_name(p0, 0), "BYP_BM");
  EXPECT_EQ(op_name(p0, 1), "LSL_S1");
  EXPECT_EQ(op_name(p0, 2), "CBS");
  EXPECT_EQ(g.src[0], reg(0, 0));
  EXPECT_EQ(g.src[1], reg(0, 0));
  EXPECT_EQ(g.src[2], reg(1, 16));  // r16
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "4");
  EXPECT_EQ(g.src[3], reg(0, 143));  // 0xFFFFFFFF
  EXPECT_EQ(g.src[4], reg(0, 0));
  EXPECT_EQ(gen::SC_VALUE[143], 0xFFFFFFFFu);
  EXPECT_FALSE(g.has(Slot::DST1) || g.has(Slot::DST2));
}

TEST(RealBinaries, T6RelativeBranchIfP0) {
  const Group g = dec("04 81 60 00 0A 01 00 00");
  expect_legal(g);
  EXPECT_EQ(g.cc(), 1);  // if (p0)
  EXPECT_EQ(g.hdr(L::HDR::CTRLOP), static_cast<uint32_t>(gen::Ctrlop::BRANCH));
  const Component& b = g.comp(Slot::CTRL);
  EXPECT_EQ(op_name(b), "BR");
  EXPECT_EQ(b.get(L::C_BRANCH::LINK), 0u);
  EXPECT_EQ(b.get(L::C_BRANCH::BPRED), 0u);
  EXPECT_EQ(b.get(L::C_BRANCH::ABS), 0u);
  EXPECT_EQ(b.get(L::C_BRANCH::OFFSET) * 2, 0x10Au);  // target = this group + 266
  EXPECT_EQ(g.consumed, 8u);
}

TEST(RealBinaries, T7SelectAllOnesOrZero) {
  const Group g = dec("89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::DA), 8u);
  EXPECT_EQ(g.hdr(L::HDR::LENGTH), 9u);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0_P1_P2));
  EXPECT_EQ(g.hdr(L::HDR::W0P), 1u);
  const Component& mov = g.comp(Slot::P2MOV);
  EXPECT_EQ(op_name(mov), "MOVC");
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW0), 3u);
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW1), 3u);
  EXPECT_EQ(mov.get(L::P2_MOV::MASKW0), 15u);
  EXPECT_EQ(mov.get(L::P2_MOV::P2END), 0u);
  const Component& tst = g.comp(Slot::P2TST);
  EXPECT_EQ(op_name(tst), "TSTGE");
  EXPECT_EQ(tst.get(L::P2_TST::TSTOP), 6u);
  EXPECT_EQ(tst.get(L::P2_TST::TYPE), static_cast<uint32_t>(gen::Tsttype::U32));
  EXPECT_EQ(tst.get(L::P2_TST::P2END), 0u);
  EXPECT_EQ(tst.get(L::P2_TST::PWEN), 0u);
  const Component& pck = g.comp(Slot::P2PCK);
  EXPECT_EQ(op_name(pck), "PCK");
  EXPECT_EQ(pck.get(L::P2_PCK::FORMAT), static_cast<uint32_t>(gen::Packfmt::CONST0));
  EXPECT_EQ(op_name(g.comp(Slot::P1)), "MBYP");
  EXPECT_EQ(op_name(g.comp(Slot::P0)), "MBYP");
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "4");
  EXPECT_EQ(g.src[0], reg(2, 0));    // vi0
  EXPECT_EQ(g.src[1], reg(0, 143));  // 0xFFFFFFFF
  EXPECT_EQ(g.is0, static_cast<uint8_t>(gen::Is0mux::S1));
  EXPECT_EQ(g.src[3], reg(0, 1));  // sc1
  const Component& iss = g.comp(Slot::ISS);
  EXPECT_EQ(iss.get(L::ISS::IS4), static_cast<uint32_t>(gen::Ftsel::FT2));
  EXPECT_EQ(iss.get(L::ISS::IS5), static_cast<uint32_t>(gen::Ftsel::FT2));
  EXPECT_EQ(iss.get(L::ISS::IS2), 0u);
  EXPECT_EQ(iss.get(L::ISS::IS1), 0u);
  EXPECT_EQ(g.w[0], reg(0, 37));  // I1
  EXPECT_EQ(reg_name(g.w[0]), "i1");
}

TEST(RealBinaries, T8LoadWithImmediateBurst) {
  const Group g = dec("56 20 F1 85 02 80 81 D0 C4 08 00 FF");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::BE));
  const Component& ld = g.comp(Slot::BE);
  EXPECT_EQ(op_name(ld), "LD");
  EXPECT_EQ(ld.size, 3);
  EXPECT_EQ(ld.get(L::BE_LD::EXT), 1u);
  EXPECT_EQ(ld.get(L::BE_LD::DRC), 0u);
  EXPECT_EQ(ld.get(L::BE_LD::ADDR), static_cast<uint32_t>(gen::Srcsel::S4));
  EXPECT_EQ(ld.get(L::BE_LD::NOTIMMBL), 0u);
  EXPECT_EQ(ld.get(L::BE_LD::BURST), 1u);
  EXPECT_EQ(ld.get(L::BE_LD::CACHE), static_cast<uint32_t>(gen::CacheLd::BYPASS));
  EXPECT_EQ(ld.get(L::BE_LD::SLC), static_cast<uint32_t>(gen::Slc::WB));
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "2");
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "3");
  EXPECT_EQ(g.src[3], reg(1, 16));  // destination r16
  EXPECT_EQ(g.src[4], reg(2, 4));   // address vi4
  EXPECT_TRUE(g.has(Slot::ISS));
  EXPECT_EQ(g.consumed, 11u);
}

TEST(RealBinaries, T9MaxTemplate) {
  const Group g = dec("68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0_P2));
  const Component& mov = g.comp(Slot::P2MOV);
  EXPECT_EQ(op_name(mov), "MOVC");
  EXPECT_EQ(mov.size, 2);
  EXPECT_EQ(mov.get(L::P2_MOV::MOVW0), 0u);
  EXPECT_EQ(mov.get(L::P2_MOV::AW), 0u);
  EXPECT_EQ(mov.get(L::P2_MOV::P2END), 0u);
  const Component& tst = g.comp(Slot::P2TST);
  EXPECT_EQ(op_name(tst), "TSTG");
  EXPECT_EQ(tst.get(L::P2_TST::TYPE), 0u);
  EXPECT_EQ(tst.get(L::P2_TST::P2END), 1u);
  EXPECT_EQ(op_name(g.comp(Slot::P0)), "MBYP");
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "4");
  EXPECT_EQ(g.is0, static_cast<uint8_t>(gen::Is0mux::S1));
  const Component& iss = g.comp(Slot::ISS);
  EXPECT_EQ(iss.get(L::ISS::IS4), static_cast<uint32_t>(gen::Ftsel::FTE));
  EXPECT_EQ(iss.get(L::ISS::IS2), static_cast<uint32_t>(gen::Is2sel::FTE));
  EXPECT_EQ(iss.get(L::ISS::IS1), static_cast<uint32_t>(gen::Is1sel::FT0));
  EXPECT_STREQ(g.comp(Slot::DST1).variant_name(), "2");
}

TEST(RealBinaries, T10FmadTemplate) {
  const Group g = dec("28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF");
  expect_legal(g);
  EXPECT_EQ(g.hdr(L::HDR::OPORG), static_cast<uint32_t>(gen::Oporg::P0));
  EXPECT_EQ(op_name(g.comp(Slot::P0)), "FMAD");
  EXPECT_EQ(g.comp(Slot::P0).size, 2);
  EXPECT_STREQ(g.comp(Slot::MAPLO).variant_name(), "5");
  EXPECT_STREQ(g.comp(Slot::MAPHI).variant_name(), "1");
  EXPECT_STREQ(g.comp(Slot::DST1).variant_name(), "2");
  EXPECT_EQ(g.consumed, 13u);  // then the word pad FF and the alignment F1 FF
}

TEST(RealBinaries, AllTogetherAsOneStream) {
  // The ten groups back to back: each starts where the previous LENGTH ends (docs/rogue.md 1.11).
  const char* kAll =
      "58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF  04 80 EE 00 F2 FF FF FF\n"
      "04 80 6A FF F2 FF FF FF  25 02 87 81 04 00 00 00 84 04\n"
      "67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02  04 81 60 00 0A 01 00 00\n"
      "89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF  56 20 F1 85 02 80 81 D0 C4 08 00 FF\n"
      "68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF  28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF\n";
  const auto gs = decode_stream(bytes(kAll));
  ASSERT_EQ(gs.size(), 10u);
  const uint32_t lengths[10] = {16, 8, 8, 10, 14, 8, 18, 12, 16, 16};
  uint32_t off = 0;
  for (int k = 0; k < 10; ++k) {
    EXPECT_FALSE(gs[k].illegal) << k << ": " << reason(gs[k]) << " " << gs[k].detail;
    EXPECT_EQ(gs[k].offset, off);
    EXPECT_EQ(gs[k].length, lengths[k]);
    off += lengths[k];
  }
  // None of them uses a project-defined encoding.
  for (const Group& g : decode_stream(bytes(kAll), DecodeOptions{false})) EXPECT_FALSE(g.illegal) << g.detail;
}

// ---- Section 9: one group per reason ---------------------------------------------------------

void expect_reason(const std::string& hex, Reason r, const DecodeOptions& opt = {}) {
  const Group g = dec(hex, opt);
  EXPECT_TRUE(g.illegal) << hex;
  EXPECT_EQ(reason(g), gen::REASON_NAMES[static_cast<int>(r)]) << hex << ": " << g.detail;
  EXPECT_FALSE(g.detail.empty()) << hex;
}

TEST(Reasons, Truncated) {
  expect_reason("04", Reason::TRUNCATED);
  expect_reason("04 80 EE", Reason::TRUNCATED);  // LENGTH 4 = 8 bytes
  const Group g = dec("04 80 EE");
  EXPECT_EQ(g.length, 3u);
  EXPECT_EQ(g.next, 3u);
  // The stream stops after a truncated group.
  EXPECT_EQ(decode_stream(bytes("04 80 EE 00 F2 FF FF FF 04 80")).size(), 2u);
}

TEST(Reasons, BadPhases) {
  expect_reason("33 80 40 00 00 FF", Reason::BAD_PHASES);        // bitwise, OPCNT 000
  expect_reason("04 90 EE 00 F2 FF FF FF", Reason::BAD_PHASES);  // control, byte 1 [6:4] = 001
}

TEST(Reasons, ReservedCtrlop) {
  expect_reason("02 80 72 FF", Reason::RESERVED_CTRLOP);  // CTRLOP 1001 (UNIQ)
  expect_reason("02 80 7E FF", Reason::RESERVED_CTRLOP);  // CTRLOP 1111
}

TEST(Reasons, ReservedOp) {
  expect_reason("23 00 E9 00 00 00", Reason::RESERVED_OP);              // INT32_64 SGN 1 OP 01 short
  expect_reason("24 20 E4 A0 00 00 00 FF", Reason::RESERVED_OP);        // SMP with EXTB, no EXTA (D16)
  expect_reason("44 10 F8 11 00 00 00 FF", Reason::RESERVED_OP);        // TSTOP 1100
  expect_reason("44 10 9C 9E 00 00 00 FF", Reason::RESERVED_OP);        // PCK with PROG = 1 (D14)
  expect_reason("24 02 90 10 00 00 00 45", Reason::RESERVED_OP);        // ALT with RCP (D31)
  expect_reason("24 20 E6 00 00 00 00 FF", Reason::RESERVED_OP);        // DMA_OP 110
  expect_reason("23 00 AC 00 00 00", Reason::RESERVED_OP);              // INT8_16 OP 11 (D15)
}

TEST(Reasons, OpNotInSlot) {
  expect_reason("24 30 80 87 00 00 00 FF", Reason::OP_NOT_IN_SLOT);  // FRCP in P1
  expect_reason("24 30 E0 87 00 00 00 FF", Reason::OP_NOT_IN_SLOT);  // INT32_64 byte in P1
  expect_reason("43 A0 40 20 00 00", Reason::OP_NOT_IN_SLOT);        // phase-2 byte in bitwise phase 1
}

TEST(Reasons, ReservedField) {
  expect_reason("44 10 9C 0D 00 00 00 FF", Reason::RESERVED_FIELD);  // pack format 01101
  expect_reason("44 10 FA 38 00 00 00 FF", Reason::RESERVED_FIELD);  // TST U16 element 2 (D35)
  expect_reason("24 20 E1 DD 00 00 00 FF", Reason::RESERVED_FIELD);  // LD address source 110
  expect_reason("24 02 91 40 00 00 00 45", Reason::RESERVED_FIELD);  // SSEL without SF16 (D31)
}

TEST(Reasons, P2Order) {
  expect_reason("54 10 E0 D0 3F 00 00 00", Reason::P2_ORDER);  // TST (short) then MOV
  expect_reason("44 10 E0 E0 00 00 00 FF", Reason::P2_ORDER);  // two TSTs
}

TEST(Reasons, MovcNoTest) { expect_reason("44 10 D0 3D 00 00 00 FF", Reason::MOVC_NO_TEST); }

TEST(Reasons, ExclusiveOp) {
  expect_reason("44 40 D0 3F 80 00 00 00", Reason::EXCLUSIVE_OP);  // FRCP with a MOV (D10)
}

TEST(Reasons, UpperMux) { expect_reason("24 00 87 00 80 C0 20 00", Reason::UPPER_MUX); }

TEST(Reasons, CtrlWrite) {
  expect_reason("04 82 EE 00 F2 FF FF FF", Reason::CTRL_WRITE);  // NOP with W0P
  expect_reason("33 80 66 00 00 00", Reason::CTRL_WRITE);        // CND without W0P (D25)
}

TEST(Reasons, PdDisabled) {
  const char* kFsqrt = "24 02 91 11 00 00 00 45";  // FSQRT W0, S0.abs (docs/rogue.md 7.2)
  expect_legal(dec(kFsqrt));
  EXPECT_EQ(op_name(dec(kFsqrt).comp(Slot::P0)), "FSQRT");
  expect_reason(kFsqrt, Reason::PD_DISABLED, DecodeOptions{false});
  // The F64 group's ALUTYPE 01 (7.11).
  const char* kF64 = "44 86 20 20 00 00 8A 4B";
  expect_legal(dec(kF64));
  expect_reason(kF64, Reason::PD_DISABLED, DecodeOptions{false});
  // TST on F16 (7.7).
  expect_legal(dec("44 10 FA F0 00 00 00 FF"));
  expect_reason("44 10 FA F0 00 00 00 FF", Reason::PD_DISABLED, DecodeOptions{false});
}

TEST(Reasons, MissingMap) {
  expect_reason("22 00 87 00", Reason::MISSING_MAP);     // no upper map
  expect_reason("23 02 87 00 00 00", Reason::MISSING_MAP);  // no destination map
}

TEST(Reasons, LengthOverrun) {
  expect_reason("23 00 87 84 61 80", Reason::LENGTH_OVERRUN);  // lower map form 5 needs 5 bytes
  expect_reason("01 80", Reason::LENGTH_OVERRUN);              // a full header in 2 bytes
  expect_reason("21 10", Reason::LENGTH_OVERRUN);              // a P2 op at the end of the group
}

TEST(Reasons, DaMismatch) {
  expect_reason("35 02 87 81 04 00 00 00 84 04", Reason::DA_MISMATCH);  // T4 with DA 3
  expect_reason("14 80 EE 00 F2 FF FF FF", Reason::DA_MISMATCH);        // T2 with DA 1
}

TEST(Reasons, TheTableHasTheSixteenReasonsTestedHere) {
  // The tests above produce every reason of docs/rogue.md 9; a reason added to the table must get
  // its test too.
  EXPECT_EQ(gen::NUM_REASONS, 16u);
}

// ---- Reserved bits never make a group illegal (D2) ----------------------------------------------

TEST(ReservedBits, AreIgnoredAndKept) {
  // FMAD byte 1 [7:5] reserved set; lower map form 3S byte 2 [7:3] reserved set.
  const Group g = dec("26 02 D0 E0 80 00 F8 00 00 45 FF FF");
  expect_legal(g);
  EXPECT_EQ(g.comp(Slot::P0).get(L::M_FMAD::RSVD_B1), 7u);
  EXPECT_EQ(g.comp(Slot::MAPLO).get(L::MAPLO::RSVD_B2), 31u);
}

// ---- Robustness: random streams and mutated legal groups ----------------------------------------

void check_stream_invariants(const std::vector<uint8_t>& b, const DecodeOptions& opt) {
  const auto gs = decode_stream(b, opt);
  uint32_t off = 0;
  for (size_t k = 0; k < gs.size(); ++k) {
    const Group& g = gs[k];
    ASSERT_EQ(g.offset, off);
    ASSERT_EQ(g.next, g.offset + g.length);
    ASSERT_EQ(g.illegal, g.reason != Reason::NONE);
    if (g.reason == Reason::TRUNCATED) {
      ASSERT_EQ(k + 1, gs.size());
      ASSERT_EQ(g.next, b.size());
    } else {
      ASSERT_TRUE(g.length >= 2 && g.length <= 32 && g.length % 2 == 0);
      ASSERT_LE(g.consumed, g.length);
    }
    if (!g.illegal) {
      // Every component lies inside the group and every op's operation belongs to its layout.
      for (const Component& c : g.c) {
        if (!c.present) continue;
        ASSERT_LE(c.offset + c.size, g.length);
        for (int u = 0; u < kMaxUnits; ++u) {
          if (c.op[u] >= 0) {
            ASSERT_EQ(gen::OPS[c.op[u]].layout, c.layout);
          }
        }
      }
      ASSERT_EQ(g.hdr(L::HDR::DA) <= g.length, true);
    }
    ASSERT_FALSE(listing_line(g).empty());
    off = g.next;
  }
  ASSERT_EQ(off, b.size());
}

TEST(Robustness, RandomStreams) {
  std::mt19937 rng(1);
  for (int n = 0; n < 3000; ++n) {
    std::vector<uint8_t> b(1 + rng() % 200);
    for (uint8_t& x : b) x = static_cast<uint8_t>(rng());
    check_stream_invariants(b, DecodeOptions{(n & 1) != 0});
    // Decoding is a function of the bytes.
    const auto a = decode_stream(b), c = decode_stream(b);
    ASSERT_EQ(a.size(), c.size());
    for (size_t k = 0; k < a.size(); ++k) ASSERT_EQ(listing_line(a[k]), listing_line(c[k]));
  }
}

TEST(Robustness, MutatedLegalGroups) {
  const char* kLegal[] = {"58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF", "25 02 87 81 04 00 00 00 84 04",
                          "67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02",
                          "89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF",
                          "56 20 F1 85 02 80 81 D0 C4 08 00 FF", "47 42 D0 3F D8 01 84 61 80 42 08 00 00 45",
                          "67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B", "56 56 C4 FA 10 87 87 41 42 10 83 46"};
  int legal = 0, illegal = 0;
  for (const char* h : kLegal) {
    const std::vector<uint8_t> base = bytes(h);
    for (size_t byte = 0; byte < base.size(); ++byte)
      for (int bit = 0; bit < 8; ++bit) {
        std::vector<uint8_t> b = base;
        b[byte] ^= static_cast<uint8_t>(1u << bit);
        check_stream_invariants(b, DecodeOptions{});
        (decode_group(b.data(), b.size(), 0).illegal ? illegal : legal)++;
      }
  }
  // Both outcomes occur (a flip of a reserved or register bit stays legal, most others do not).
  EXPECT_GT(legal, 100);
  EXPECT_GT(illegal, 100);
}

}  // namespace
}  // namespace shaderhw::rogue
