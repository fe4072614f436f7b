// Rogue golden model: the complex ops without a public algorithm, FLOGCN, GCMP, GEXP, FSINC,
// FARCTANC and FRED (semantics.h; docs/rogue.md 14.2, decisions D56-D60). Each is a fixed
// sequence of binary32 operations of golden/fp (correctly rounded add, mul, fma, div, rint) and of
// the project's special-function unit (golden/fp/sfu.h: lg2, pow, sin), so that an RTL built from
// the same shared units computes the same bits.
#include "fp/fp.h"
#include "fp/sfu.h"
#include "rogue/semantics.h"

namespace shaderhw::rogue::sem {
namespace {

using fp::Format;

const fp::Config& cfg() {
  static const fp::Config c{};
  return c;
}
bool is_nan(uint32_t x) { return fp::is_nan(Format::F32, x); }
uint32_t add(uint32_t a, uint32_t b) { return fp::add(Format::F32, a, b, cfg()).bits; }
uint32_t sub(uint32_t a, uint32_t b) { return fp::sub(Format::F32, a, b, cfg()).bits; }
uint32_t mul(uint32_t a, uint32_t b) { return fp::mul(Format::F32, a, b, cfg()).bits; }
uint32_t fma(uint32_t a, uint32_t b, uint32_t c) { return fp::fma(Format::F32, a, b, c, cfg()).bits; }
uint32_t div(uint32_t a, uint32_t b) { return fp::div(Format::F32, a, b, cfg()).bits; }
bool le(uint32_t a, uint32_t b) { return fp::cmp(Format::F32, a, b, fp::CmpCond::LE, false, cfg()).bits != 0; }

// Special constants of docs/rogue.md 2.5 (the sRGB ones) and the other binary32 constants.
constexpr uint32_t kSrgbLin = 0x3B4D2E1Cu;    // sc136: 0.0031308
constexpr uint32_t k1292 = 0x414EB852u;       // sc137: 12.92
constexpr uint32_t kInv24 = 0x3ED55555u;      // sc138: 1/2.4
constexpr uint32_t k1055 = 0x3F870A3Du;       // sc139: 1.055
constexpr uint32_t k0055 = 0x3D6147AEu;       // sc140: 0.055
constexpr uint32_t kSrgbEnc = 0x3D25AEE6u;    // sc156: 0.04045
constexpr uint32_t kInv1292 = 0x3D9E8391u;    // sc157: 1/12.92
constexpr uint32_t kInv1055 = 0x3F72A76Fu;    // sc158: 1/1.055 (the table's value)
constexpr uint32_t k24 = 0x4019999Au;         // 2.4 = rn(2.4)
constexpr uint32_t kPiHalf = 0x3FC90FDBu;     // sc94: rn(pi/2)
constexpr uint32_t kTwoOverPi = 0x3F22F983u;  // sc129: rn(2/pi)
// pi/2 = C1 + C2 + C3 + (1.06e-23): C1 = rn(pi/2), C2 = rn(pi/2 - C1), C3 = rn(pi/2 - C1 - C2).
constexpr uint32_t kC[4] = {0, 0x3FC90FDBu, 0xB33BBD2Eu, 0xA6F72CEDu};

// atan(x)/x = P(x^2) on [0, 1], degree 10 in t = x^2: a Chebyshev interpolation of
// atan(sqrt t)/sqrt t at 11 nodes, coefficients rounded to binary32, the constant term set to 1.
constexpr uint32_t kAtanP[11] = {0x3F800000u, 0xBEAAAAA7u, 0x3E4CCBA4u, 0xBE12366Eu, 0x3DE251DEu, 0xBDB3EAEEu,
                                 0x3D88EA21u, 0xBD33EE47u, 0x3CB382C7u, 0xBBE66188u, 0x3A8A9F6Bu};
uint32_t atan_poly(uint32_t t) {  // Horner, one fused multiply-add per step
  uint32_t p = kAtanP[10];
  for (int k = 9; k >= 0; --k) p = fma(p, t, kAtanP[k]);
  return p;
}

}  // namespace

uint32_t FLOGCN(uint32_t x) { return fp::sfu::lg2(x & 0x7FFFFFFFu, cfg()); }  // log2 |x| (D56)

uint32_t GCMP(uint32_t x) {  // linear -> sRGB (D57)
  if (is_nan(x)) return kNaN;
  if (le(x, kSrgbLin)) return mul(x, k1292);
  return fma(k1055, fp::sfu::pow(x, kInv24, cfg()), k0055 | 0x80000000u);
}

uint32_t GEXP(uint32_t x) {  // sRGB -> linear (D57)
  if (is_nan(x)) return kNaN;
  if (le(x, kSrgbEnc)) return mul(x, kInv1292);
  return fp::sfu::pow(mul(add(x, k0055), kInv1055), k24, cfg());
}

SincResult FSINC(uint32_t x) {  // sin(pi/2 x) / x (D58)
  if (is_nan(x) || fp::is_inf(Format::F32, x)) return {kNaN, false};
  if (((x >> 23) & 0xFFu) < 103) return {kPiHalf, true};  // the seed: exponent < 103 gives pi/2
  return {div(fp::sfu::sin(mul(x, kPiHalf), cfg()), x), true};
}

uint32_t FARCTANC(uint32_t x) {  // atan(x) / x (D59)
  if (is_nan(x)) return kNaN;
  const uint32_t a = x & 0x7FFFFFFFu;  // atan(x)/x is even
  if (a < 0x39C00000u) return kOne;     // the seed: inputs below 0x39C00000 give 1.0
  if (le(a, kOne)) return atan_poly(mul(a, a));
  // |x| > 1: atan(a) = pi/2 - atan(1/a), so atan(a)/a = (pi/2 - r P(r^2)) r with r = 1/a.
  const uint32_t r = div(kOne, a);
  return mul(sub(kPiHalf, mul(r, atan_poly(mul(r, r)))), r);
}

RedResult FRED(bool part_b, uint32_t iter, bool cosine, uint32_t s0, uint32_t s3) {  // D60
  const uint32_t n = fp::rint(Format::F32, mul(s0, kTwoOverPi), false, cfg()).bits;  // quarter turns
  const uint32_t neg_n = n ^ 0x80000000u;
  // Term k of pi/2 applied to r: r - n Ck (one rounding); terms past C3 leave r unchanged.
  auto step = [&](uint32_t k, uint32_t r) { return k <= 3 ? fma(neg_n, kC[k], r) : r; };
  const uint32_t k = part_b ? iter + 2 : (iter == 0 ? 1 : iter + 1);
  const uint32_t r = step(k, iter == 0 && !part_b ? s0 : s3);
  RedResult out;
  out.w1 = r;
  out.p0 = k + 1 <= 3 && step(k + 1, r) != r;  // a further iteration would change the data
  if (!part_b) {
    out.w0 = r;
    return out;
  }
  // Fold to X in [-1, 1] with sin(a) = sin(pi/2 X) (cos: a quarter turn more).
  uint32_t q = cosine ? 1 : 0;
  if (!is_nan(n) && !fp::is_inf(Format::F32, n)) {
    const int ex = static_cast<int>((n >> 23) & 0xFFu) - 127;
    if (ex < 25) {  // |n| < 2^25; larger integers are multiples of 4
      const int32_t v = static_cast<int32_t>(fp::f2i(Format::F32, n, cfg()).bits);
      q += static_cast<uint32_t>(v) & 3u;
    }
  }
  // a = pi/2 (n + x), |x| <= 1/2: q = n mod 4 (+1 for cosine); sin(pi/2 (q + x)) is
  // sin(pi/2 x), cos(pi/2 x) = sin(pi/2 (1 - |x|)), -sin(pi/2 x), -cos(pi/2 x) = sin(pi/2 (|x| - 1)).
  const uint32_t x = mul(r, kTwoOverPi), ax = is_nan(x) ? x : x & 0x7FFFFFFFu;
  switch (q & 3u) {
    case 0: out.w0 = x; break;
    case 1: out.w0 = sub(kOne, ax); break;
    case 2: out.w0 = is_nan(x) ? x : x ^ 0x80000000u; break;
    default: out.w0 = sub(ax, kOne); break;
  }
  return out;
}

}  // namespace shaderhw::rogue::sem
