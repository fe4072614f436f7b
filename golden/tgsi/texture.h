// Gallium TGSI golden model: texture requests and the project's default texture function
// (docs/tgsi.md 8.8, 14), which a future harness shares with the RTL testbench.
//
// The executor evaluates a texture instruction's operands (with every source modifier,
// including the projective ExtDivide of docs/tgsi.md 9.4 step 8) and calls the caller's texture
// function once per active lane, in lane order; the four returned components go through the
// destination path like any result.
#pragma once

#include <cstdint>

#include "tgsi_tables.h"

namespace shaderhw::tgsi {

struct TexRequest {
  gen::Opcode opcode = gen::Opcode::TEX;  // TEX, TXB, TXL or TXD
  gen::Texture target = gen::Texture::T2D;
  uint8_t unit = 0;          // Index of the SAMPLER operand
  uint8_t lane = 0;          // 0..3 (docs/tgsi.md 11.1)
  uint32_t coord[4] = {};    // the evaluated coordinate operand (TXB: w = bias, TXL: w = LOD)
  uint32_t ddx[4] = {};      // TXD: the evaluated second operand
  uint32_t ddy[4] = {};      // TXD: the evaluated third operand
};

using TextureFn = void (*)(void* ctx, const TexRequest& request, uint32_t texel[4]);

// docs/tgsi.md 14: a hash of the words that matter for the request (opcode, target and unit;
// the coordinate components the target uses; TXB/TXL: coord.w; TXD: the used components of ddx
// and ddy), each texel component a 16-bit fraction k / 65536 (exact in binary32, in [0, 1)).
void default_texture(void* ctx, const TexRequest& request, uint32_t texel[4]);

}  // namespace shaderhw::tgsi
