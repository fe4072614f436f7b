// Helpers shared by the TGSI golden-model tests (tests/tgsi): binary32 bit patterns of values
// typed in the tests, programs written in the text form of golden/tgsi/ASM.md (the assembler is
// itself checked against hand-worked tokens in asm_test.cpp and worked_streams_test.cpp), and
// register setters/getters for the quad. Expected values are always typed from docs/tgsi.md.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "tgsi/asm.h"
#include "tgsi/exec.h"
#include "tgsi/parse.h"

namespace shaderhw::tgsi::test {

inline uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
inline float flt(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

constexpr uint32_t kPosInf = 0x7F800000u, kNegInf = 0xFF800000u, kNaN = 0x7FC00000u;
constexpr uint32_t kNegZero = 0x80000000u;

// Declarations that most single-instruction tests need.
inline const char* kDecls =
    "DCL IN[0..7]\nDCL OUT[0..3]\nDCL TEMP[0..7]\nDCL CONST[0..15]\nDCL ADDR[0..1]\n";

inline std::vector<uint32_t> assemble_ok(const std::string& text) {
  const AsmOutput a = assemble(text);
  EXPECT_TRUE(a.ok) << a.error.to_string() << "\n" << text;
  return a.tokens;
}

inline CompiledProgram compile_ok(const std::string& text) {
  const std::vector<uint32_t> t = assemble_ok(text);
  const ParseResult p = parse(t);
  EXPECT_TRUE(p.ok()) << error_name(p.error) << " " << p.message;
  CompileResult c = compile(p.program);
  EXPECT_TRUE(c.ok()) << c.message;
  return std::move(c.program);
}

// A fragment program "FRAG" + kDecls + body.
inline std::string frag(const std::string& body) { return std::string("FRAG\n") + kDecls + body; }

// Every lane gets the same value.
inline void set_all(QuadVec& r, uint32_t x, uint32_t y, uint32_t z, uint32_t w) {
  const uint32_t v[4] = {x, y, z, w};
  for (int c = 0; c < 4; ++c)
    for (int l = 0; l < 4; ++l) r.v[c][l] = v[c];
}
inline void set_all(QuadVec& r, float x, float y, float z, float w) {
  set_all(r, bits(x), bits(y), bits(z), bits(w));
}
inline void set_lane(QuadVec& r, int lane, float x, float y, float z, float w) {
  r.v[0][lane] = bits(x);
  r.v[1][lane] = bits(y);
  r.v[2][lane] = bits(z);
  r.v[3][lane] = bits(w);
}
// Component c of every lane: lanes[0..3].
inline void set_comp(QuadVec& r, int c, float l0, float l1, float l2, float l3) {
  r.v[c][0] = bits(l0);
  r.v[c][1] = bits(l1);
  r.v[c][2] = bits(l2);
  r.v[c][3] = bits(l3);
}
inline void set_const(Machine& m, int i, float x, float y, float z, float w) {
  m.constant[i] = Vec4{{bits(x), bits(y), bits(z), bits(w)}};
}

struct V4 {
  uint32_t c[4];
  bool operator==(const V4& o) const {
    return c[0] == o.c[0] && c[1] == o.c[1] && c[2] == o.c[2] && c[3] == o.c[3];
  }
};
inline void PrintTo(const V4& v, std::ostream* os) {
  char b[128];
  std::snprintf(b, sizeof b, "(%08X %08X %08X %08X = %g %g %g %g)", v.c[0], v.c[1], v.c[2], v.c[3],
                flt(v.c[0]), flt(v.c[1]), flt(v.c[2]), flt(v.c[3]));
  *os << b;
}
inline V4 v4(float x, float y, float z, float w) { return V4{{bits(x), bits(y), bits(z), bits(w)}}; }
inline V4 raw4(uint32_t x, uint32_t y, uint32_t z, uint32_t w) { return V4{{x, y, z, w}}; }
inline V4 lane_of(const QuadVec& r, int lane) {
  return V4{{r.v[0][lane], r.v[1][lane], r.v[2][lane], r.v[3][lane]}};
}

// Runs `body` (a fragment program with kDecls) on `m`; expects a normal end.
inline ExecResult run(const std::string& body, Machine& m, ExecOptions opt = {}) {
  const CompiledProgram p = compile_ok(frag(body));
  const ExecResult r = execute(p, m, opt);
  EXPECT_EQ(r.status, ExecStatus::OK) << r.message;
  return r;
}

}  // namespace shaderhw::tgsi::test
