// The listing of docs/rogue.md section 10: the hex input format, register names, and the listing
// line of every real binary (section 12) and worked example (section 11). Expected lines are typed
// from the document's syntax and facts.
#include <gtest/gtest.h>

#include <sstream>

#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::bytes;
using test::reg;

std::string line(const std::string& hex) {
  const std::vector<uint8_t> b = bytes(hex);
  return listing_line(decode_group(b.data(), b.size(), 0));
}

TEST(HexInput, CommentsWhitespaceAndCase) {
  std::vector<uint8_t> b;
  std::string err;
  ASSERT_TRUE(parse_hex("04 80ee # a NOP with end\n\t00F2\r\n ff FF ff # padding\n", b, err)) << err;
  EXPECT_EQ(b, (std::vector<uint8_t>{0x04, 0x80, 0xEE, 0x00, 0xF2, 0xFF, 0xFF, 0xFF}));
  ASSERT_TRUE(parse_hex("", b, err));
  EXPECT_TRUE(b.empty());
  ASSERT_TRUE(parse_hex("# only a comment", b, err));
  EXPECT_TRUE(b.empty());
}

TEST(HexInput, ErrorsNameLineAndColumn) {
  std::vector<uint8_t> b;
  std::string err;
  EXPECT_FALSE(parse_hex("04 80\n0g", b, err));
  EXPECT_EQ(err, "line 2 column 2: 'g' is not a hex digit");
  EXPECT_FALSE(parse_hex("04 8 0\n1", b, err));
  EXPECT_EQ(err, "line 2 column 1: odd number of hex digits (a byte is two digits)");
  EXPECT_FALSE(parse_hex("0x04", b, err));
  EXPECT_EQ(err, "line 1 column 2: 'x' is not a hex digit");
}

TEST(RegisterNames, EveryBankAndTheSpecialBank) {
  EXPECT_EQ(reg_name(reg(1, 5)), "r5");
  EXPECT_EQ(reg_name(reg(2, 4)), "vi4");
  EXPECT_EQ(reg_name(reg(3, 7)), "cf7");
  EXPECT_EQ(reg_name(reg(4, 4095 & 2047)), "sh2047");
  EXPECT_EQ(reg_name(reg(5, 2)), "cfa2");
  EXPECT_EQ(reg_name(reg(0, 0)), "sc0");
  EXPECT_EQ(reg_name(reg(0, 64)), "sc64");
  EXPECT_EQ(reg_name(reg(0, 143)), "sc143");
  EXPECT_EQ(reg_name(reg(0, 32)), "o0");
  EXPECT_EQ(reg_name(reg(0, 35)), "o3");
  EXPECT_EQ(reg_name(reg(0, 164)), "o4");
  EXPECT_EQ(reg_name(reg(0, 36)), "i0");
  EXPECT_EQ(reg_name(reg(0, 43)), "i7");
  EXPECT_EQ(reg_name(reg(0, 44)), "sr44");
  EXPECT_EQ(reg_name(reg(0, 99)), "sr99");    // not public (D4)
  EXPECT_EQ(reg_name(reg(0, 300)), "sr300");  // past the 240 special entries
  EXPECT_EQ(reg_name(reg(6, 5)), "idx0");     // sub-bank 101, offset 0: IDX0 itself
  EXPECT_EQ(reg_name(reg(7, 5)), "idx1");
  EXPECT_EQ(reg_name(reg(6, (3 << 3) | 0)), "r3[idx0]");
  EXPECT_EQ(reg_name(reg(7, (10 << 3) | 3)), "sh10[idx1]");
  EXPECT_EQ(reg_name(reg(6, (2 << 3) | 7)), "o2[idx0]");
}

TEST(SpecialConstants, TheCorrectedAndTheKeptValues) {
  // docs/rogue.md 2.5 and D4.
  EXPECT_EQ(gen::SC_VALUE[148], 0x7F7FFFFFu);
  EXPECT_EQ(gen::SC_VALUE[153], 0x3E2AAAABu);
  EXPECT_EQ(gen::SC_VALUE[158], 0x3F72A76Fu);
  EXPECT_EQ(gen::SC_VALUE[64], 0x3F800000u);
  EXPECT_EQ(gen::SC_VALUE[74], 0x44800000u);
  EXPECT_EQ(gen::SC_VALUE[75], 0x3F000000u);
  EXPECT_EQ(gen::SC_VALUE[88], 0x38800000u);
  EXPECT_EQ(gen::SC_VALUE[31], 31u);
  EXPECT_EQ(gen::SPECIAL_KIND[159], 0);  // not public
  int constants = 0;
  for (unsigned k = 0; k < gen::SPECIAL_SIZE; ++k) constants += gen::SPECIAL_KIND[k] == 1;
  EXPECT_EQ(constants, 95);  // 96 public constants, 159's value is not public
}

TEST(Listing, RealBinaries) {
  EXPECT_EQ(line("58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF"),
            "0000: 16 end olchk s0=sh0, s3=sc0; mov w0, fte; w0=o0");
  EXPECT_EQ(line("04 80 EE 00 F2 FF FF FF"), "0000: 8 end nop");
  EXPECT_EQ(line("04 80 6A FF F2 FF FF FF"), "0000: 8 wdf drc0");
  EXPECT_EQ(line("25 02 87 81 04 00 00 00 84 04"), "0000: 10 s0=vi1, s3=sc0; mbyp ft0, s0; w0=vi4");
  EXPECT_EQ(line("67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02"),
            "0000: 14 s0=sc0, s1=sc0, s2=r16, s3=sc143, s4=sc0; byp ft0, ft1, s0, s1; lsl ft2, s2, s1; "
            "cbs ft3, s2; and ft4, _, ft2, _, s3; lsl ft5, ft4, s4; tz p0, ft5");
  EXPECT_EQ(line("04 81 60 00 0A 01 00 00"), "0000: 8 if (p0) br +266");
  EXPECT_EQ(line("89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF"),
            "0000: 18 s0=vi0, s1=sc143, is0=s1, s3=sc1; mbyp ft0, s0; mbyp ft1, s3; pck.const0 ft2, ft0; "
            "tstge.u32 ftt, _, ft0, ft1; movc.form2 w0, w1, ftt, fte, fte; is4=ft2, is5=ft2; w0=i1");
  EXPECT_EQ(line("56 20 F1 85 02 80 81 D0 C4 08 00 FF"),
            "0000: 12 s0=sc0, s1=sc1, s3=r16, s4=vi4; ld.bypass.slcwb s3, drc0, 1, s4");
  // T7 and the templates use forms longer than an encoder would pick (a two-byte MOVC or FMAD whose
  // second byte the short form implies, maps and destinations of zeros): the listing names them.
  EXPECT_EQ(line("68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF"),
            "0000: 16 s0=sc0, s1=sc0, is0=s1, s3=sc0; mbyp ft0, s0; tstg.f32 ftt, _, ft0, fte; "
            "movc.form2 w0, w1, ftt, ft0, ft0; is4=fte; w0=sc0, dst=2");
  EXPECT_EQ(line("28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF"),
            "0000: 16 s0=sc0, s1=sc0, s2=sc0, s3=sc0, lo=5; fmad.form2 ft0, s0, s1, s2; w0=sc0, dst=2");
}

TEST(Listing, WorkedExamples) {
  EXPECT_EQ(line("47 42 D0 3F D8 01 84 61 80 42 08 00 00 45"),
            "0000: 14 s0=sh4, s1=r1, s2=r2, s3=sc0; fmad ft0, s0.neg, s1, s2.abs; mov w0, ft0; w0=r5");
  EXPECT_EQ(line("67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B"),
            "0000: 14 s0=sc0, s1=sc4, s2=r4, s3=r5, s4=sc2; byp ft0, ft1, s0, s1; lsl ft2, s2, s1; "
            "ftb ft3, ft2; and ft4, _, ft2, _, s3; shr ft5, ft4, s4; tnz p0, ft5; w0=r10, w1=r11");
  EXPECT_EQ(line("56 56 C4 FA 10 87 87 41 42 10 83 46"),
            "0000: 12 s0=r1, s3=r2; mbyp ft0, s0; mbyp ft1, s3; tstg.f32 ftt, _, ft0, ft1; "
            "movc w0, w1, ftt, ft0, ft1; is4=ft1; w0=r3, w1=r6");
}

TEST(Listing, ProjectDefinedAndOtherOps) {
  EXPECT_EQ(line("24 02 91 11 00 00 00 45"), "0000: 8 s0=sc0, s3=sc0; fsqrt w0, s0.abs; w0=r5");
  EXPECT_EQ(line("24 02 91 A0 00 00 00 45"), "0000: 8 s0=sc0, s3=sc0; frsq w0.f16.e0.e1, s0.f16.e0; w0=r5");
  EXPECT_EQ(line("44 86 20 20 00 00 8A 4B"), "0000: 8 s0=sc0, s3=sc0; f64add w0, w1, s0, s3, s1, s4; w0=r10, w1=r11");
  EXPECT_EQ(line("44 10 FA F0 00 00 00 FF"), "0000: 8 s0=sc0, s3=sc0; tstg.f16.e0 ftt, _, ft0, ft1");
  EXPECT_EQ(line("44 10 9C 0F 00 00 00 FF"), "0000: 8 s0=sc0, s3=sc0; pck.f32 ft2, ft0");
}

TEST(Listing, IllegalGroupsAndTheStream) {
  EXPECT_EQ(line("14 80 EE 00 F2 FF FF FF"), "0000: 8 illegal DA_MISMATCH: DA = 1, the layout gives 0");
  std::ostringstream out;
  // T2, an illegal group (CTRLOP 1111), T3, then a truncated group.
  const int n = disasm_stream(bytes("04 80 EE 00 F2 FF FF FF 02 80 7E FF 04 80 6A FF F2 FF FF FF 04 80"), out);
  EXPECT_EQ(n, 2);
  EXPECT_EQ(out.str(),
            "0000: 8 end nop\n"
            "0008: 4 illegal RESERVED_CTRLOP: HDR: HDR.CTRLOP = 15 is reserved\n"
            "000c: 8 wdf drc0\n"
            "0014: 2 illegal TRUNCATED: LENGTH says 8 bytes, the stream holds 2\n");
}

}  // namespace
}  // namespace shaderhw::rogue
