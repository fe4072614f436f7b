// Helpers shared by the R500 golden-model tests (tests/r500): binary32 bit patterns of values
// typed in the tests, and instructions written in the assembly syntax of golden/r500/ASM.md (the
// assembler itself is checked against hand-worked words in asm_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "r500/asm.h"
#include "r500/execute.h"

namespace shaderhw::r500::test {

// The binary32 bit pattern of a value typed in a test (exactly representable values only).
inline uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

inline Vec4 vec(float r, float g, float b, float a) { return Vec4{{bits(r), bits(g), bits(b), bits(a)}}; }
inline Vec4 raw(uint32_t r, uint32_t g, uint32_t b, uint32_t a) { return Vec4{{r, g, b, a}}; }

inline Instruction instr(const std::string& line) {
  const AsmResult r = assemble(line);
  EXPECT_TRUE(r.ok) << line << ": " << r.error;
  return r.word;
}

constexpr uint32_t kPosInf = 0x7F800000u, kNegInf = 0xFF800000u, kNaN = 0x7FC00000u;
constexpr uint32_t kNegZero = 0x80000000u;

}  // namespace shaderhw::r500::test
