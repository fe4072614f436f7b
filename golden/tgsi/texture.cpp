// TGSI golden model: the default texture function (texture.h; docs/tgsi.md 14).
#include "tgsi/texture.h"

namespace shaderhw::tgsi {
namespace {

uint32_t fmix32(uint32_t h) {  // MurmurHash3 finalizer
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  return h;
}

// The binary32 pattern of m / 65536 for 0 <= m < 65536 (exact).
uint32_t fraction16(uint32_t m) {
  if (m == 0) return 0;
  const int e = 31 - __builtin_clz(m);  // m in [2^e, 2^(e+1))
  return (static_cast<uint32_t>(127 + e - 16) << 23) | ((m << (23 - e)) & 0x007FFFFFu);
}

}  // namespace

void default_texture(void*, const TexRequest& r, uint32_t texel[4]) {
  uint32_t h = 2166136261u;  // FNV-1a offset basis, word-wise
  auto mix = [&h](uint32_t w) { h = (h ^ w) * 16777619u; };
  mix(static_cast<uint32_t>(r.opcode) | static_cast<uint32_t>(r.target) << 8 |
      static_cast<uint32_t>(r.unit) << 16);
  const unsigned n = gen::TEXTURE_COORDS[static_cast<uint8_t>(r.target)];
  for (unsigned c = 0; c < n; ++c) mix(r.coord[c]);
  if (r.opcode == gen::Opcode::TXB || r.opcode == gen::Opcode::TXL) mix(r.coord[3]);
  if (r.opcode == gen::Opcode::TXD) {
    for (unsigned c = 0; c < n; ++c) mix(r.ddx[c]);
    for (unsigned c = 0; c < n; ++c) mix(r.ddy[c]);
  }
  for (uint32_t k = 0; k < 4; ++k) texel[k] = fraction16(fmix32(h + k * 0x9E3779B9u) >> 16);
}

}  // namespace shaderhw::tgsi
