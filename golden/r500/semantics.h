// R500 golden model, internal: what each opcode computes, one small function per opcode of each
// unit (RGB, alpha, texture, flow control), found by its mnemonic in the generated opcode tables
// (Spike-like). execute.cpp reads operands, calls the functions and applies OMOD/clamp, gates and
// writes; fc.cpp runs the generic jump of docs/r500.md 8.2 around the flow-control functions.
#pragma once

#include <cstdint>

#include "r500/execute.h"
#include "r500/fc.h"

namespace shaderhw::r500::sem {

// Working state of one pixel while one ALU/OUT instruction executes.
struct Pixel {
  Vec4 src[4];              // src0, src1, src2, srcp (4.3, 4.4)
  uint32_t rgb_arg[3][3];   // RGB arguments A, B, C; channels r, g, b (swizzled, modified)
  uint32_t alpha_arg[3];    // alpha arguments A, B, C
  uint32_t rgb[3];          // RGB unit value before OMOD/clamp
  uint32_t alpha;           // alpha unit value before OMOD/clamp
};

struct Quad {
  const Decoded& d;
  const ExecConfig& cfg;
  Pixel px[kPixels];
};

using RgbFn = void (*)(const Quad&, Pixel&);
using AlphaFn = void (*)(const Quad&, Pixel&);

// What a texture opcode does for one pixel with its coordinates S, T, R, Q.
struct TexAction {
  bool fetch = false;
  bool kill = false;
};
using TexFn = void (*)(const Vec4& coord, TexAction&);

// Step 4 of docs/r500.md 8.2 for one FC instruction: adjusts `take` and the loop stacks.
struct FcStep {
  const FcFields& f;
  const FcConfig& cfg;
  FcState& state;
  bool take;
  bool overflow = false;
  bool underflow = false;
};
using FcFn = void (*)(FcStep&);

// The function of an opcode, nullptr for reserved codes.
RgbFn rgb_function(uint32_t rgb_op);
AlphaFn alpha_function(uint32_t alpha_op);
TexFn tex_function(uint32_t tex_op);
FcFn fc_function(uint32_t fc_op);

// How many functions semantics.cpp registers under the mnemonic of table entry `value` (tests:
// exactly one per opcode, none for reserved codes).
unsigned rgb_entries(uint32_t value);
unsigned alpha_entries(uint32_t value);
unsigned tex_entries(uint32_t value);
unsigned fc_entries(uint32_t value);

// Modifier of one argument (4.6): sign-bit operation.
uint32_t apply_mod(Mod mod, uint32_t x);

}  // namespace shaderhw::r500::sem
