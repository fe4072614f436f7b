// The text form (golden/tgsi/ASM.md): encodings of single lines against tokens worked out by hand
// from the layouts of docs/tgsi.md 4.2, round trips assemble -> disassemble -> assemble on
// directed programs covering every opcode and every modifier, the canonical disassembly, error
// reports with line and column, and the token-word format.
#include <gtest/gtest.h>

#include <set>

#include "test_util.h"

namespace shaderhw::tgsi {
namespace {

// The last `n` tokens of an assembled program (the instruction under test is the last line).
std::vector<uint32_t> tail(const std::string& text, size_t n) {
  const std::vector<uint32_t> t = test::assemble_ok(text);
  EXPECT_GE(t.size(), n);
  return std::vector<uint32_t>(t.end() - static_cast<long>(std::min(n, t.size())), t.end());
}

const char* kD = "FRAG\nDCL IN[0..3]\nDCL TEMP[0..3]\nDCL OUT[0..1]\nDCL CONST[0..7]\nDCL ADDR[0..1]\n";

TEST(Asm, EncodesSaturateAndWriteMask) {
  // INSTRUCTION: Type 2, Size 3, MOV, Saturate 2, 1 dst, 1 src; DST TEMP[3].yw; SRC IN[0].
  EXPECT_EQ(tail(std::string(kD) + "MOV_SSAT TEMP[3].yw, IN[0]\n", 3),
            (std::vector<uint32_t>{0x01601032, 0x00000CA4, 0x00000E42}));
}

TEST(Asm, EncodesDestinationExtensions) {
  // The original document's example MOV TEMP[0] (EQ1.xyww), with a HALF modulate.
  EXPECT_EQ(tail(std::string(kD) + "MOV OUT[0] (EQ1.xyww) (d2), IN[0]\n", 5),
            (std::vector<uint32_t>{0x01401052, 0x800000F3, 0x8001F410, 0x00000041, 0x00000E42}));
}

TEST(Asm, EncodesTheNvExtension) {
  // Precision F16 (2), CondDstIndex 1, CondMask LE (5), swizzle x x y y, update, flow enable.
  EXPECT_EQ(tail(std::string(kD) + "MOV TEMP[0], IN[0] precision F16 update CC1 when LE0.xxyy\n", 4),
            (std::vector<uint32_t>{0x81401042, 0x35050120, 0x000000F4, 0x00000E42}));
}

TEST(Asm, EncodesEverySourceModifier) {
  // SRC IN[1].wwww negated, Extended; SWZ (0, 1, -x, -y) divide z, Extended; MOD all five flags.
  EXPECT_EQ(tail(std::string(kD) + "MOV TEMP[0], -|x2(bias(comp(-IN[1].wwww{0,1,-x,-y})))|/z\n", 5),
            (std::vector<uint32_t>{0x01401052, 0x000000F4, 0x80009FF2, 0x82C10540, 0x000001F1}));
}

TEST(Asm, EncodesIndirectOperands) {
  // CONST[TEMP[1].z - 3]: Index -3 in [30:15], Indirect; then TEMP[1] with SwizzleX = Z.
  EXPECT_EQ(tail(std::string(kD) + "MOV TEMP[0], CONST[TEMP[1].z - 3]\n", 4),
            (std::vector<uint32_t>{0x01401042, 0x000000F4, 0x7FFEAE41, 0x00008024}));
  // A two-dimensional operand IN[1][ADDR[0].y + 4]: Dimension; DIMENSION Indirect, Index 4;
  // then ADDR[0] with SwizzleX = Y.
  EXPECT_EQ(tail(std::string(kD) + "MOV TEMP[0], IN[1][ADDR[0].y + 4]\n", 5),
            (std::vector<uint32_t>{0x01401052, 0x000000F4, 0x0000CE42, 0x00020001, 0x00000016}));
}

TEST(Asm, EncodesDefaultExtensionsWhenAsked) {
  // NOP with a default NV token, a default LABEL token and a RECT texture target.
  EXPECT_EQ(tail(std::string(kD) + "NOP nv label 0 texture RECT\n", 4),
            (std::vector<uint32_t>{0x8006A042, 0x8E470000, 0x80000001, 0x00000052}));
}

TEST(Asm, EncodesDeclarationsAndImmediates) {
  const std::vector<uint32_t> t =
      test::assemble_ok("FRAG\nDCL IN mask 0x300, LINEAR\nIMM FLT32 { 1e-40, -0, 0x7FC00001, -2 }\n");
  const std::vector<uint32_t> want = {0x00000101, 0x00000802, 0x00000000, 0x00112030, 0x00000300,
                                      0x00000001, 0x00000051, test::bits(1e-40f), 0x80000000,
                                      0x7FC00001, 0xC0000000};
  EXPECT_EQ(t, want);
}

TEST(Asm, AliasesAndCase) {
  const std::string a = std::string(kD) + "MADD TEMP[0], IN[0], IN[1], IN[2]\nfrac temp[1], in[0]\nrecipsqrt TEMP[2], IN[0].X\n";
  const std::string b = std::string(kD) + "MAD TEMP[0], IN[0], IN[1], IN[2]\nFRC TEMP[1], IN[0]\nRSQ TEMP[2], IN[0].xxxx\n";
  EXPECT_EQ(test::assemble_ok(a), test::assemble_ok(b));
}

TEST(Asm, SemanticNamesOfLaterRevisionsAreDropped) {
  // DCL IN[0], COLOR, LINEAR: no semantic token exists in this revision (G18).
  EXPECT_EQ(test::assemble_ok("FRAG\nDCL IN[0], COLOR, LINEAR\n"),
            test::assemble_ok("FRAG\nDCL IN[0], LINEAR\n"));
  EXPECT_EQ(test::assemble_ok("FRAG\nDCL IN[0..1], GENERIC[3]\n"),
            test::assemble_ok("FRAG\nDCL IN[0..1]\n"));
}

// ---- directed programs and round trips ---------------------------------------------------------
// Every opcode of docs/tgsi.md 7.1, in canonical text (so disassembly reproduces it).
const char* kEveryOpcode =
    "FRAG\n"
    "DCL IN[0..7], PERSPECTIVE\n"
    "DCL IN mask 0x300, LINEAR\n"
    "DCL IN[10], CONSTANT\n"
    "DCL OUT[0..3]\n"
    "DCL TEMP[0..15]\n"
    "DCL ADDR[0..1]\n"
    "DCL CONST[0..31]\n"
    "DCL SAMP[0..3]\n"
    "IMM FLT32 { 0.5, -0.25, 2, 1 }\n"
    "IMM FLT32 { 0x7FC00000, 0xFF800000, -0, 1e-40 }\n"
    "ARL ADDR[0].x, IN[0].xxxx\n"
    "MOV TEMP[0], IN[0]\n"
    "LIT TEMP[1], IN[1]\n"
    "RCP TEMP[2].x, IN[2].yyyy\n"
    "RSQ TEMP[2].y, -IN[2].zzzz\n"
    "EXP TEMP[3], IN[3].xxxx\n"
    "LOG TEMP[3], IN[3].yyyy\n"
    "MUL TEMP[4], IN[0], CONST[1]\n"
    "ADD TEMP[4], TEMP[4], -IN[1].wzyx\n"
    "DP3 TEMP[5].x, IN[0], IN[1]\n"
    "DP4 TEMP[5].y, IN[0], IN[1]\n"
    "DST TEMP[5], IN[0], IN[1]\n"
    "MIN TEMP[6], IN[0], IMM[0]\n"
    "MAX TEMP[6], IN[0], IMM[1].xxxx\n"
    "SLT TEMP[7], IN[0], IN[1]\n"
    "SGE TEMP[7], IN[0], IN[1]\n"
    "MAD TEMP[0].xy, IN[0], CONST[1].wzyx, -TEMP[2]\n"
    "SUB TEMP[0], IN[0], IN[1]\n"
    "LRP TEMP[0], IN[0], IN[1], IN[2]\n"
    "CND TEMP[0], IN[0], IN[1], IN[2]\n"
    "CND0 TEMP[0], IN[0], IN[1], IN[2]\n"
    "DP2A TEMP[0], IN[0], IN[1], IN[2]\n"
    "INDEX TEMP[0], IN[0], IN[1]\n"
    "NEGATE TEMP[0], IN[0]\n"
    "FRC TEMP[0], IN[0]\n"
    "CLAMP TEMP[0], IN[0], IN[1], IN[2]\n"
    "FLR TEMP[0], IN[0]\n"
    "ROUND TEMP[0], IN[0]\n"
    "EX2 TEMP[0], IN[0]\n"
    "LG2 TEMP[0], IN[0]\n"
    "POW TEMP[0], IN[0].xxxx, IN[1].yyyy\n"
    "XPD TEMP[0], IN[0], IN[1]\n"
    "MULTIPLYMATRIX TEMP[0], IN[0], IN[1]\n"
    "ABS TEMP[0], IN[0]\n"
    "RCC TEMP[0], IN[0]\n"
    "DPH TEMP[0], IN[0], IN[1]\n"
    "COS TEMP[0], IN[0]\n"
    "DDX TEMP[0], IN[0]\n"
    "DDY TEMP[0], IN[0]\n"
    "KIL IN[0]\n"
    "KIL when LT1.wzyx\n"
    "PK2H TEMP[0], IN[0]\n"
    "PK2US TEMP[0], IN[0]\n"
    "PK4B TEMP[0], IN[0]\n"
    "PK4UB TEMP[0], IN[0]\n"
    "RFL TEMP[0], IN[0], IN[1]\n"
    "SEQ TEMP[0], IN[0], IN[1]\n"
    "SFL TEMP[0], IN[0], IN[1]\n"
    "SGT TEMP[0], IN[0], IN[1]\n"
    "SIN TEMP[0], IN[0]\n"
    "SLE TEMP[0], IN[0], IN[1]\n"
    "SNE TEMP[0], IN[0], IN[1]\n"
    "STR TEMP[0], IN[0], IN[1]\n"
    "TEX TEMP[0], IN[0], SAMP[0], 1D\n"
    "TXD TEMP[0], IN[0], IN[1], IN[2], SAMP[1], SHADOWRECT\n"
    "UP2H TEMP[0], IN[0]\n"
    "UP2US TEMP[0], IN[0]\n"
    "UP4B TEMP[0], IN[0]\n"
    "UP4UB TEMP[0], IN[0]\n"
    "X2D TEMP[0], IN[0], IN[1], IN[2]\n"
    "ARA ADDR[1], ADDR[0]\n"
    "ARR ADDR[1].xy, IN[0]\n"
    "BRA IN[0].xxxx\n"
    "SSG TEMP[0], IN[0]\n"
    "CMP TEMP[0], IN[0], IN[1], IN[2]\n"
    "SCS TEMP[0], IN[0]\n"
    "TXB TEMP[0], IN[0], SAMP[2], 2D\n"
    "NRM TEMP[0], IN[0]\n"
    "DIV TEMP[0], IN[0], IN[1]\n"
    "DP2 TEMP[0], IN[0], IN[1]\n"
    "TXL TEMP[0], IN[0], SAMP[3], 3D\n"
    "LOOP\n"
    "LOOP IN[0]\n"
    "REP IN[0].xxxx\n"
    "ENDLOOP\n"
    "ENDREP\n"
    "PUSHA ADDR[0]\n"
    "POPA ADDR[0]\n"
    "CEIL TEMP[0], IN[0]\n"
    "I2F TEMP[0], IN[0]\n"
    "NOT TEMP[0], IN[0]\n"
    "TRUNC TEMP[0], IN[0]\n"
    "SHL TEMP[0], IN[0], IN[1]\n"
    "SHR TEMP[0], IN[0], IN[1]\n"
    "AND TEMP[0], IN[0], IN[1]\n"
    "OR TEMP[0], IN[0], IN[1]\n"
    "MOD TEMP[0], IN[0], IN[1]\n"
    "XOR TEMP[0], IN[0], IN[1]\n"
    "SAD TEMP[0], IN[0], IN[1], IN[2]\n"
    "TXF TEMP[0], IN[0], IN[1]\n"
    "TXQ TEMP[0], IN[0], IN[1]\n"
    "EMIT\n"
    "ENDPRIM\n"
    "NOISE1 TEMP[0], IN[0]\n"
    "NOISE2 TEMP[0], IN[0]\n"
    "NOISE3 TEMP[0], IN[0]\n"
    "NOISE4 TEMP[0], IN[0]\n"
    "NOP\n"
    "IF IN[0].xxxx\n"
    "BGNLOOP2\n"
    "BRK\n"
    "CONT\n"
    "ENDLOOP2\n"
    "ELSE\n"
    "ENDIF\n"
    "CAL label 5\n"
    "RET\n"
    "BGNSUB target 5\n"
    "RET\n"
    "ENDSUB\n";

// Every source and destination modifier and every extension field, in canonical text.
const char* kEveryModifier =
    "VERT\n"
    "DCL IN[0..3]\n"
    "DCL TEMP[0..3]\n"
    "DCL ADDR[0..1]\n"
    "DCL CONST[0..7]\n"
    "DCL OUT[0..1]\n"
    "MOV_SAT TEMP[0], IN[0]\n"
    "MOV_SSAT TEMP[0], IN[0]\n"
    "MOV TEMP[0].none, IN[0]\n"
    "MOV TEMP[0].xw, -IN[0].yzwx\n"
    "MOV TEMP[0], |IN[0]|\n"
    "MOV TEMP[0], -|IN[0]|\n"
    "MOV TEMP[0], |-IN[0]|\n"
    "MOV TEMP[0], neg(IN[0])\n"
    "MOV TEMP[0], mod(IN[0])\n"
    "MOV TEMP[0], comp(IN[0])\n"
    "MOV TEMP[0], bias(IN[0])\n"
    "MOV TEMP[0], x2(IN[0])\n"
    "MOV TEMP[0], neg(x2(comp(IN[0])))\n"
    "MOV TEMP[0], -|x2(bias(comp(-IN[0].wwww{0,1,-x,-y})))|/z\n"
    "MOV TEMP[0], IN[0]{x,y,z,w}\n"
    "MOV TEMP[0], IN[0]/w\n"
    "MOV TEMP[0], IN[0]{1,0,x,y}/x\n"
    "MOV TEMP[0], CONST[ADDR[0].x + 3]\n"
    "MOV TEMP[0], CONST[ADDR[1].y - 2]\n"
    "MOV TEMP[0], CONST[-ADDR[0].wzyx]\n"
    "MOV TEMP[0], CONST[TEMP[1].z]\n"
    "MOV TEMP[0], IN[1][2]\n"
    "MOV TEMP[0], IN[1][ADDR[0].x + 4]\n"
    "MOV TEMP[0], CONST[ADDR[0].x][ADDR[1].y - 1]\n"
    "MOV OUT[0] (GT0.xyzw), IN[0]\n"
    "MOV OUT[0] (EQ1.xyww) (d2), IN[0]\n"
    "MOV OUT[0] (LT0.xyzw) (x4), IN[0]\n"
    "MOV OUT[0] (UN1.wwww) (x8), IN[0]\n"
    "MOV OUT[0] (GE0.xyzw) (d4), IN[0]\n"
    "MOV OUT[0] (LE0.xyzw) (d8), IN[0]\n"
    "MOV OUT[0] (NE0.xyzw) (x2), IN[0]\n"
    "MOV OUT[0] (FL0.xyzw), IN[0]\n"
    "MOV OUT[0] (TR0.xyzw) (x1), IN[0]\n"
    "MOV NULL[0], IN[0] update CC1\n"
    "MOV TEMP[0], IN[0] precision F16\n"
    "MOV TEMP[0], IN[0] precision X12 update CC0 when NE1.wzyx\n"
    "MOV TEMP[0], IN[0] precision F32 cond FL0.xyzw\n"
    "MOV TEMP[0], IN[0] ccdst 1\n"
    "MOV TEMP[0], IN[0] nv\n"
    "MOV TEMP[0], IN[0] label 0\n"
    "MOV TEMP[0], IN[0], 2D\n"
    "ADD TEMP[0], IN[0], IN[1] target 3\n"
    "NOP texture CUBE\n"
    "NOP nv label 0 texture SHADOW1D\n"
    "MOV TEMP[0], IN[0], SHADOW2D\n"
    "MOV TEMP[0], IN[0], UNKNOWN\n"
    "NOP texture SHADOWRECT\n";

TEST(Asm, EveryOpcodeIsCovered) {
  const ParseResult r = parse(test::assemble_ok(kEveryOpcode));
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " " << r.message;
  std::set<int> seen;
  for (const Instruction& in : r.program.insns) seen.insert(static_cast<int>(in.opcode));
  for (int v = 0; v <= 106; ++v) EXPECT_TRUE(seen.count(v)) << "opcode " << v << " missing";
}

void round_trip(const char* text) {
  const AsmOutput a = assemble(text);
  ASSERT_TRUE(a.ok) << a.error.to_string();
  const DisasmOutput d = disassemble(a.tokens);
  ASSERT_TRUE(d.ok) << d.message;
  EXPECT_EQ(d.text, std::string(text));  // the directed texts are written canonically
  const AsmOutput b = assemble(d.text);
  ASSERT_TRUE(b.ok) << b.error.to_string();
  EXPECT_EQ(b.tokens, a.tokens);
}

TEST(Asm, RoundTripEveryOpcode) { round_trip(kEveryOpcode); }
TEST(Asm, RoundTripEveryModifier) { round_trip(kEveryModifier); }

TEST(Asm, RoundTripGeometryProcessor) {
  round_trip("GEOM\nDCL IN[0..1]\nDCL OUT[0]\nMOV OUT[0], IN[1]\nEMIT\nENDPRIM\n");
}

TEST(Asm, CanonicalDisassembly) {
  // Non-canonical spellings disassemble to the canonical ones.
  const DisasmOutput e = disassemble(test::assemble_ok(
      "FRAG\nDCL IN[0..0]\nDCL TEMP[0]\nMOV TEMP[0].xyzw (GT0), IN[0].y  ; comment\n"
      "MOV_SAT TEMP[0], IN[0].xyzw\n  7: frc TEMP[0], in[0]\nSWZ TEMP[0], IN[0], 0, 1, x, -w\n"
      "IMM FLT32 { 1.0, 0x3F000000, -2.50, 3e38 }\n"));
  ASSERT_TRUE(e.ok) << e.message;
  EXPECT_EQ(e.text,
            "FRAG\nDCL IN[0]\nDCL TEMP[0]\nMOV TEMP[0] (GT0.xyzw), IN[0].yyyy\n"
            "MOV_SAT TEMP[0], IN[0]\nFRC TEMP[0], IN[0]\nMOV TEMP[0], IN[0]{0,1,x,-w}\n"
            "IMM FLT32 { 1, 0.5, -2.5, 3e+38 }\n");
}

// ---- errors ------------------------------------------------------------------------------------
void expect_asm_error(const std::string& text, uint32_t line, uint32_t column, const char* what) {
  const AsmOutput a = assemble(text);
  ASSERT_FALSE(a.ok) << text;
  EXPECT_EQ(a.error.line, line) << a.error.to_string();
  EXPECT_EQ(a.error.column, column) << a.error.to_string();
  EXPECT_NE(a.error.message.find(what), std::string::npos) << a.error.to_string();
}

TEST(Asm, ErrorsCarryLineAndColumn) {
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0] TEMP[0]\n", 3, 13, "separated by ','");
  expect_asm_error("FRAG\nFOO TEMP[0]\n", 2, 1, "unknown opcode");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0].xq, TEMP[0]\n", 3, 13, "write mask");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0].xy\n", 3, 22, "1 or 4 letters");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0]{x,y}\n", 3, 25, "expected ','");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0], BOGUS[0]\n", 3, 14, "register file");
  expect_asm_error("FRAG\nVERT\n", 2, 1, "processor line");
  expect_asm_error("FRAG\nIMM FLT32 { 1, two }\n", 2, 16, "bad value");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0], comp(x2(TEMP[0]))\n", 3, 19, "nest");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0] label 5 label 6\n", 3, 30, "second label");
}

TEST(Asm, ParseErrorsAreReportedAtTheirLine) {
  // The assembled stream is parsed; the error is reported at the line of the item (column 0).
  expect_asm_error("FRAG\nDCL TEMP[0]\n\nMOV TEMP[1], TEMP[0]\n", 4, 0, "UNDECLARED");
  expect_asm_error("VERT\nDCL TEMP[0]\nKIL TEMP[0]\n", 3, 0, "PROCESSOR_OPCODE");
  expect_asm_error("FRAG\nDCL TEMP[0]\nIF TEMP[0].x\n", 3, 0, "NESTING");
  expect_asm_error("FRAG\nDCL TEMP[0]\nMAD TEMP[0], TEMP[0], TEMP[0]\n", 3, 0, "OPERAND_COUNT");
  expect_asm_error("FRAG\nIMM FLT32 { 1, 2, 3 }\n", 2, 0, "SIZE_MISMATCH");
}

TEST(Asm, UnvalidatedAssemblyBuildsMalformedStreams) {
  AsmOptions opt;
  opt.validate = false;
  const AsmOutput a = assemble("VERT\nDCL TEMP[0]\nKIL TEMP[0]\n", opt);
  ASSERT_TRUE(a.ok);
  const ParseResult r = parse(a.tokens);
  EXPECT_EQ(r.error, Error::PROCESSOR_OPCODE);
  EXPECT_EQ(r.error_index, 5u);
}

TEST(Asm, DisassemblyOfAMalformedStreamReportsTheParseError) {
  const DisasmOutput d = disassemble(std::vector<uint32_t>{0x00000101, 0x00000102, 0x00000000, 0x0004D012});
  EXPECT_FALSE(d.ok);
  EXPECT_EQ(d.error, Error::NESTING);
  EXPECT_EQ(d.error_index, 3u);
}

// ---- token words -------------------------------------------------------------------------------
TEST(Asm, TokenWords) {
  const WordsOutput w = parse_token_words("0x00000101 F02  # header\n\n  0 # processor\n0XABCDEF12\n");
  ASSERT_TRUE(w.ok) << w.error.to_string();
  EXPECT_EQ(w.tokens, (std::vector<uint32_t>{0x101, 0xF02, 0, 0xABCDEF12}));
  EXPECT_EQ(format_token_words(w.tokens), "00000101\n00000f02\n00000000\nabcdef12\n");
  const WordsOutput bad = parse_token_words("101\n  12345678 1G\n");
  EXPECT_FALSE(bad.ok);
  EXPECT_EQ(bad.error.line, 2u);
  EXPECT_EQ(bad.error.column, 12u);
  EXPECT_FALSE(parse_token_words("123456789").ok);  // more than 8 digits
}

}  // namespace
}  // namespace shaderhw::tgsi
