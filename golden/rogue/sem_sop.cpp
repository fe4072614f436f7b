// Rogue golden model: the F16 sum-of-products op (layout M_SOP; semantics.h; docs/rogue.md 7.3,
// 14.10, decision D67). Binary16 arithmetic of golden/fp, every step rounded to nearest even.
#include "fp/fp.h"
#include "rogue/semantics.h"

namespace shaderhw::rogue::sem {
namespace {

using fp::Format;
constexpr uint32_t kOne16 = 0x3C00u;

const fp::Config& cfg() {
  static const fp::Config c{};
  return c;
}
bool nan16(uint32_t x) { return fp::is_nan(Format::F16, x); }

uint32_t clamp01_16(uint32_t x) {  // [+0, 1]; NaN, negatives and -0 give +0 (as .sat, D44)
  if (nan16(x) || (x & 0x8000u)) return 0;
  return x > kOne16 ? kOne16 : x;
}

// Binary16 value of operand descriptor `d`: F16 variants a half of a register, U8 variants a
// byte read as an unsigned normalised value (b / 255, rounded once to binary16).
uint32_t fetch(const SopOperand& d, bool u8, const uint32_t s[6], uint32_t z) {
  if (d.src == 6) return 0;
  if (d.src == 7) return z;
  const uint32_t reg = s[d.src];
  if (!u8) return (reg >> (16 * (d.elem & 1u))) & 0xFFFFu;
  const uint32_t byte = (reg >> (8 * (d.elem & 3u))) & 0xFFu;
  return fp::div(Format::F16, fp::u2f(Format::F16, byte, cfg()).bits, fp::u2f(Format::F16, 255, cfg()).bits, cfg()).bits;
}

// Product operand (a..d, v..y): floor, abs, neg. Factor operand (e..h): abs, 1 - x, clamp.
uint32_t product_operand(const SopOperand& d, uint32_t x) {
  if (d.m2 && !nan16(x)) {
    fp::Config c;
    c.rm = fp::Round::RDN;
    x = fp::rint(Format::F16, x, false, c).bits;
  }
  if (d.abs) x &= 0x7FFFu;
  if (d.m1) x ^= 0x8000u;
  return x;
}
uint32_t factor_operand(const SopOperand& d, uint32_t x) {
  if (d.abs) x &= 0x7FFFu;
  if (d.m1) x = fp::sub(Format::F16, kOne16, x, cfg()).bits;
  if (d.m2) x = clamp01_16(x);
  return x;
}

uint32_t combine(uint32_t op, uint32_t p, uint32_t q) {
  switch (op) {
    case 0: return fp::add(Format::F16, p, q, cfg()).bits;
    case 1: return fp::sub(Format::F16, p, q, cfg()).bits;
    case 2: return fp::min(Format::F16, p, q, true, cfg()).bits;
    case 3: return fp::max(Format::F16, p, q, true, cfg()).bits;
    default: return fp::sub(Format::F16, q, p, cfg()).bits;  // rsub
  }
}

uint32_t to_u8(uint32_t h) {  // round(clamp(x, 0, 1) * 255), nearest even; the product is exact
  const uint32_t f = fp::f2f(Format::F16, Format::F32, clamp01_16(h), cfg()).bits;
  return fp::f2u(Format::F32, fp::mul(Format::F32, f, 0x437F0000u, cfg()).bits, cfg()).bits;
}
uint32_t to_f32(uint32_t h) { return fp::f2f(Format::F16, Format::F32, h, cfg()).bits; }

}  // namespace

SopResult SOP(const SopParams& p, const uint32_t s[6]) {
  const bool u8 = p.var >= 2, mad = p.var == 1 || p.var == 3;
  // Z = min(S1, 1 - S0) on the binary32 registers, then binary16, then ZABS and ZCLAMP.
  uint32_t z32 = fp::min(Format::F32, s[1], fp::sub(Format::F32, kOne, s[0], cfg()).bits, false, cfg()).bits;
  uint32_t z = fp::f2f(Format::F32, Format::F16, z32, cfg()).bits & 0xFFFFu;
  if (p.zabs) z &= 0x7FFFu;
  if (p.zclamp) z = clamp01_16(z);
  uint32_t v[12];
  for (int i = 0; i < (mad ? 12 : 8); ++i) v[i] = fetch(p.opd[i], u8, s, z);
  auto mul16 = [](uint32_t a, uint32_t b) { return fp::mul(Format::F16, a, b, cfg()).bits; };
  SopResult r;
  if (mad) {
    // Descriptor order a, e, v, c, g, x, b, f, w, d, h, y: W0.e0 = a e + v, W0.e1 = c g + x,
    // W1.e0 = b f + w, W1.e1 = d h + y (the seed's format line), one rounding each.
    uint32_t res[4];
    for (int k = 0; k < 4; ++k) {
      const SopOperand* d = &p.opd[3 * k];
      const uint32_t a = product_operand(d[0], v[3 * k]), e = factor_operand(d[1], v[3 * k + 1]);
      const uint32_t c = product_operand(d[2], v[3 * k + 2]);
      res[k] = fp::fma(Format::F16, a, e, c, cfg()).bits;
      if (p.clamp >> k & 1u) res[k] = clamp01_16(res[k]);
    }
    if (u8) {
      r.w0 = to_u8(res[0]) | to_u8(res[1]) << 8 | to_u8(res[2]) << 16 | to_u8(res[3]) << 24;
      r.w1 = p.movw1 ? s[0] : 0;
    } else {
      r.w0 = res[1] << 16 | res[0];
      r.w1 = res[3] << 16 | res[2];
    }
    return r;
  }
  // Descriptor order a, e, b, f, c, g, d, h.
  const uint32_t a = product_operand(p.opd[0], v[0]), e = factor_operand(p.opd[1], v[1]);
  const uint32_t b = product_operand(p.opd[2], v[2]), f = factor_operand(p.opd[3], v[3]);
  const uint32_t c = product_operand(p.opd[4], v[4]), g = factor_operand(p.opd[5], v[5]);
  const uint32_t d = product_operand(p.opd[6], v[6]), h = factor_operand(p.opd[7], v[7]);
  const uint32_t j = combine(p.jop, mul16(a, e), mul16(b, f));
  const uint32_t k = combine(p.kop, mul16(c, g), mul16(d, h));
  if (p.rfmt == 2) {
    r.w0 = to_f32(j);
    r.w1 = to_f32(k);
  } else {
    uint32_t jv = p.jsel == 0 ? j : p.jsel == 1 ? a : b;
    uint32_t kv = p.ksel == 0 ? k : p.ksel == 1 ? c : d;
    if (u8 && p.u8out) jv = to_u8(jv), kv = to_u8(kv);  // the byte in the half's low bits
    r.w0 = p.rfmt == 0 ? (kv << 16 | jv) : (jv << 16 | kv);
    r.w1 = 0;
  }
  if (p.movw1) r.w1 = s[3];  // the SOPMOV part, applied last
  return r;
}

}  // namespace shaderhw::rogue::sem
