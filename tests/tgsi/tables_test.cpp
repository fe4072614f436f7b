// The tables generated from rtl/tgsi/tgsi_isa.json against the numbers of docs/tgsi.md 4-7 and
// 13, typed here from the document: a wrong entry in the JSON table fails here.
#include <gtest/gtest.h>

#include <cstring>

#include "tgsi_tables.h"

namespace shaderhw::tgsi::gen {
namespace {

TEST(Tables, OpcodeNumbers) {
  const struct {
    const char* name;
    unsigned value;
  } k[] = {{"ARL", 0},   {"MOV", 1},   {"LIT", 2},       {"MAD", 16},  {"LRP", 18},
           {"DP2A", 21}, {"FRC", 24},  {"FLR", 26},      {"EX2", 28},  {"POW", 30},
           {"XPD", 31},  {"KIL", 39},  {"TEX", 52},      {"TXD", 53},  {"X2D", 58},
           {"CAL", 62},  {"RET", 63},  {"CMP", 65},      {"TXB", 67},  {"DIV", 69},
           {"TXL", 71},  {"BRK", 72},  {"IF", 73},       {"ELSE", 76}, {"ENDIF", 77},
           {"CEIL", 82}, {"TRUNC", 85}, {"SAD", 92},     {"CONT", 95}, {"BGNLOOP2", 98},
           {"BGNSUB", 99}, {"ENDLOOP2", 100}, {"ENDSUB", 101}, {"NOISE4", 105}, {"NOP", 106}};
  for (const auto& e : k) {
    ASSERT_TRUE(OPCODE_INFO[e.value].valid) << e.name;
    EXPECT_STREQ(OPCODE_INFO[e.value].mnemonic, e.name);
  }
  unsigned valid = 0;
  for (unsigned v = 0; v < OPCODE_COUNT; ++v) valid += OPCODE_INFO[v].valid;
  EXPECT_EQ(valid, 107u);
  for (unsigned v = 107; v < 256; ++v) EXPECT_FALSE(OPCODE_INFO[v].valid) << v;
}

TEST(Tables, ClassesAndOperandCounts) {
  unsigned n[4] = {0, 0, 0, 0};
  for (unsigned v = 0; v < 107; ++v) ++n[static_cast<int>(OPCODE_INFO[v].cls)];
  EXPECT_EQ(n[static_cast<int>(OpClass::A)], 66u);
  EXPECT_EQ(n[static_cast<int>(OpClass::F)], 11u);
  EXPECT_EQ(n[static_cast<int>(OpClass::T)], 4u);
  EXPECT_EQ(n[static_cast<int>(OpClass::R)], 26u);
  EXPECT_EQ(OPCODE_INFO[53].src_allowed, 1u << 4);               // TXD: 4 sources
  EXPECT_EQ(OPCODE_INFO[53].sampler_src, 3);
  EXPECT_EQ(OPCODE_INFO[52].sampler_src, 1);
  EXPECT_EQ(OPCODE_INFO[39].src_allowed, (1u << 0) | (1u << 1));  // KIL: 0 or 1
  EXPECT_EQ(OPCODE_INFO[39].num_dst, 0);
  EXPECT_EQ(OPCODE_INFO[74].src_allowed, (1u << 0) | (1u << 1));  // LOOP: 0 or 1
  EXPECT_EQ(OPCODE_INFO[81].num_dst, 1);                          // POPA: 1 dst, 0 src
  EXPECT_EQ(OPCODE_INFO[81].src_allowed, 1u << 0);
  EXPECT_EQ(OPCODE_INFO[61].num_dst, 0);                          // BRA: 0 dst, 1 src
  EXPECT_EQ(OPCODE_INFO[61].src_allowed, 1u << 1);
  EXPECT_EQ(OPCODE_INFO[92].src_allowed, 1u << 3);                // SAD: 3
  for (unsigned v : {37u, 38u, 39u}) EXPECT_TRUE(OPCODE_INFO[v].fragment_only) << v;
  for (unsigned v : {3u, 4u, 9u, 10u, 21u, 28u, 29u, 30u, 34u, 35u, 36u, 48u, 70u})
    EXPECT_TRUE(OPCODE_INFO[v].replicate) << v;
  EXPECT_EQ(OPCODE_INFO[73].flow, FlowRole::IF);
  EXPECT_EQ(OPCODE_INFO[62].flow, FlowRole::CALL);
  EXPECT_EQ(OPCODE_INFO[72].flow, FlowRole::IN_LOOP);
}

TEST(Tables, Aliases) {
  auto alias = [](const char* n) -> int {
    for (const Alias& a : OPCODE_ALIASES)
      if (std::strcmp(a.name, n) == 0) return a.opcode;
    return -1;
  };
  EXPECT_EQ(alias("SWZ"), 1);
  EXPECT_EQ(alias("DOT3"), 9);
  EXPECT_EQ(alias("MADD"), 16);
  EXPECT_EQ(alias("LERP"), 18);
  EXPECT_EQ(alias("DOT2ADD"), 21);
  EXPECT_EQ(alias("FRAC"), 24);
  EXPECT_EQ(alias("FLOOR"), 26);
  EXPECT_EQ(alias("POWER"), 30);
  EXPECT_EQ(alias("CROSSPRODUCT"), 31);
  EXPECT_EQ(alias("INT"), 85);
  EXPECT_EQ(alias("RECIPSQRT"), 4);
}

TEST(Tables, FieldPositions) {
  EXPECT_EQ(INSTRUCTION_OPCODE.lsb, 12);
  EXPECT_EQ(INSTRUCTION_OPCODE.width, 8);
  EXPECT_EQ(INSTRUCTION_NUM_SRC_REGS.lsb, 24);
  EXPECT_EQ(INSTRUCTION_PAD_MASK, 0x70000000u);
  EXPECT_EQ(DECLARATION_INTERPOLATE.lsb, 20);
  EXPECT_EQ(DECLARATION_INTERPOLATE.width, 1);
  EXPECT_EQ(INSTRUCTION_EXT_LABEL_TARGET.lsb, 28);
  EXPECT_EQ(INSTRUCTION_EXT_LABEL_LABEL.width, 24);
  EXPECT_EQ(SRC_REGISTER_INDEX.lsb, 15);
  EXPECT_EQ(SRC_REGISTER_INDEX.width, 16);
  EXPECT_TRUE(SRC_REGISTER_INDEX.is_signed);
  EXPECT_EQ(SRC_REGISTER_INDEX.get_signed(0x7FFE8000u), -3);
  EXPECT_EQ(DST_REGISTER_INDEX.lsb, 10);
  EXPECT_EQ(DST_REGISTER_PAD_MASK, 0x7C000000u);
  EXPECT_EQ(SRC_REGISTER_EXT_SWZ_EXT_DIVIDE.lsb, 24);
  EXPECT_EQ(SRC_REGISTER_EXT_MOD_NEGATE.lsb, 8);
  EXPECT_EQ(DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX.lsb, 16);
  EXPECT_EQ(INSTRUCTION_EXT_NV_COND_FLOW_ENABLE.lsb, 29);
  EXPECT_EQ(DIMENSION_PAD_MASK, 0x00007FFCu);
  EXPECT_EQ(HEADER_BODY_SIZE.lsb, 8);
  EXPECT_EQ(HEADER_BODY_SIZE.width, 24);
}

TEST(Tables, ExtensionDefaults) {
  EXPECT_EQ(INSTRUCTION_EXT_NV_DEFAULT, 0x0E470000u);
  EXPECT_EQ(INSTRUCTION_EXT_LABEL_DEFAULT, 0x00000001u);
  EXPECT_EQ(INSTRUCTION_EXT_TEXTURE_DEFAULT, 0x00000002u);
  EXPECT_EQ(SRC_REGISTER_EXT_SWZ_DEFAULT, 0x05032100u);
  EXPECT_EQ(SRC_REGISTER_EXT_MOD_DEFAULT, 0x00000001u);
  EXPECT_EQ(DST_REGISTER_EXT_CONDCODE_DEFAULT, 0x0000E470u);
  EXPECT_EQ(DST_REGISTER_EXT_MODULATE_DEFAULT, 0x00000001u);
  EXPECT_EQ(VERSION_1_1, 0x00000101u);
}

TEST(Tables, Enumerations) {
  // 5.7 pass sets over the flags GT 0, EQ 1, LT 2, UN 3.
  const uint8_t pass[9] = {0x1, 0x2, 0x4, 0x8, 0x3, 0x6, 0xD, 0xF, 0x0};
  for (int v = 0; v < 9; ++v) EXPECT_EQ(CC_PASS[v], pass[v]) << v;
  for (int v = 9; v < 16; ++v) {
    EXPECT_FALSE(CC_DEFINED[v]);
    EXPECT_EQ(CC_PASS[v], 0);
  }
  // 5.11 factors.
  const uint32_t factor[7] = {0x3F800000u, 0x40000000u, 0x40800000u, 0x41000000u,
                              0x3F000000u, 0x3E800000u, 0x3E000000u};
  for (int v = 0; v < 7; ++v) EXPECT_EQ(MODULATE_FACTOR[v], factor[v]) << v;
  EXPECT_FALSE(MODULATE_DEFINED[7]);
  // 5.10 coordinates.
  const uint8_t coords[9] = {0, 1, 2, 3, 3, 2, 3, 3, 3};
  for (int v = 0; v < 9; ++v) EXPECT_EQ(TEXTURE_COORDS[v], coords[v]) << v;
  EXPECT_FALSE(TEXTURE_DEFINED[9]);
  EXPECT_TRUE(FILE_DEFINED[7]);
  EXPECT_FALSE(FILE_DEFINED[8]);
  EXPECT_FALSE(SAT_DEFINED[3]);
  EXPECT_FALSE(PRECISION_DEFINED[4]);
  EXPECT_TRUE(EXTSWIZZLE_DEFINED[5]);
  EXPECT_FALSE(EXTSWIZZLE_DEFINED[6]);
  EXPECT_FALSE(PROCESSOR_DEFINED[3]);
  EXPECT_FALSE(INTERPOLATE_DEFINED[3]);
  EXPECT_STREQ(FILE_TEXT[1], "CONST");
  EXPECT_STREQ(FILE_TEXT[5], "SAMP");
}

TEST(Tables, ErrorCodes) {
  const char* names[] = {"OK",
                         "VERSION",
                         "HEADER",
                         "TRUNCATED",
                         "TRAILING",
                         "UNKNOWN_TOKEN",
                         "SIZE_OVERRUN",
                         "SIZE_MISMATCH",
                         "UNKNOWN_EXTENSION",
                         "DUPLICATE_EXTENSION",
                         "EXTENSION_CHAIN",
                         "BAD_OPCODE",
                         "OPERAND_COUNT",
                         "RESERVED_VALUE",
                         "ADDRESSING",
                         "OPERAND_FILE",
                         "UNDECLARED",
                         "IMMEDIATE_UNDEFINED",
                         "DECLARATION",
                         "LIMIT",
                         "NESTING",
                         "LABEL",
                         "TEXTURE_TARGET",
                         "PROCESSOR_OPCODE"};
  ASSERT_EQ(ERROR_COUNT, sizeof names / sizeof names[0]);
  for (unsigned i = 0; i < ERROR_COUNT; ++i) EXPECT_STREQ(ERROR_NAMES[i], names[i]) << i;
}

TEST(Tables, Limits) {
  EXPECT_EQ(LIMIT_TEMPORARY, 32u);
  EXPECT_EQ(LIMIT_ADDRESS, 2u);
  EXPECT_EQ(LIMIT_IMMEDIATE, 256u);
  EXPECT_EQ(LIMIT_SAMPLER, 16u);
  EXPECT_EQ(LIMIT_CONSTANT, 256u);
  EXPECT_EQ(LIMIT_INPUT, 32u);
  EXPECT_EQ(LIMIT_OUTPUT, 32u);
  EXPECT_EQ(LIMIT_CC, 2u);
  EXPECT_EQ(LIMIT_NESTING, 32u);
  EXPECT_EQ(LIMIT_CALL_DEPTH, 32u);
  EXPECT_EQ(LIMIT_LOOP_ITERATIONS, 65536u);
  EXPECT_EQ(LIMIT_MAX_SRC, 4u);
  EXPECT_EQ(F32_RCC_MIN, 0x1F800000u);
  EXPECT_EQ(F32_RCC_MAX, 0x5F800000u);
}

}  // namespace
}  // namespace shaderhw::tgsi::gen
