// shaderhw golden IEEE-754 library: correctly rounded division and square root (fp.h).
//
// Exact integer arithmetic, then fp.cpp's one round-and-pack routine (fp_internal.h):
//   div : both significands normalised to P bits (P = 24 or 11), the quotient of
//         (ma << (P+2)) / mb has P+2 or P+3 bits (at least one bit below the round bit) and the
//         remainder, when nonzero, is jammed into its last bit as the sticky bit.
//   sqrt: the significand normalised and its exponent made even; the integer square root of
//         (m << 2k) has at least P+2 bits and a nonzero remainder becomes the sticky bit.
// A value whose sticky bit is jammed below at least two exact bits below the result's last bit
// rounds exactly like the infinitely precise value, in every mode and in the subnormal range
// (round_pack shifts with sticky again there).
#include <cstdint>

#include "fp/fp.h"
#include "fp/fp_internal.h"

namespace shaderhw::fp {
namespace {

struct Fmt {
  Format f;
  int p;      // precision incl. hidden bit
  int bias;
  int emin;   // exponent of the smallest normal
};
constexpr Fmt kF32{Format::F32, 24, 127, -126};
constexpr Fmt kF16{Format::F16, 11, 15, -14};

inline const Fmt& fmt_of(Format f) { return f == Format::F32 ? kF32 : kF16; }

Result pack(const Fmt& F, bool sign, int e, uint64_t sig, const Config& c) {
  return F.f == Format::F32 ? internal::round_pack32(sign, e, sig, c)
                            : internal::round_pack16(sign, e, sig, c);
}

// Finite nonzero operand: value = m * 2^q with m normalised to exactly P bits.
struct Norm {
  uint64_t m;
  int q;
};
inline Norm normalise(const Fmt& F, uint32_t x) {
  const uint32_t e = (x & exp_mask(F.f)) >> (F.p - 1);
  uint64_t m = x & frac_mask(F.f);
  int q;
  if (e == 0) {
    q = F.emin - (F.p - 1);
    while (!(m >> (F.p - 1))) {  // subnormal: shift the leading one up to the hidden bit
      m <<= 1;
      --q;
    }
  } else {
    m |= uint64_t{1} << (F.p - 1);
    q = static_cast<int>(e) - F.bias - (F.p - 1);
  }
  return Norm{m, q};
}

inline uint32_t flush_in(Format f, uint32_t x, bool ftz) {
  x &= bit_mask(f);
  if (ftz && is_subnormal(f, x)) return x & sign_bit(f);
  return x;
}

inline Result nan_out(Format f, const Config& c, uint8_t flags, uint32_t a, uint32_t b,
                      int n) {
  if (c.nan_propagate) {
    if (is_nan(f, a)) return Result{(a & bit_mask(f)) | quiet_bit(f), flags};
    if (n > 1 && is_nan(f, b)) return Result{(b & bit_mask(f)) | quiet_bit(f), flags};
  }
  return Result{canonical_nan(f, c), flags};
}

// value = (-1)^sign * m * 2^q for an exact integer m (> 0) plus a sticky bit below it.
inline Result pack_int(const Fmt& F, bool sign, int q, uint64_t m, bool sticky,
                       const Config& c) {
  const int lz = __builtin_clzll(m);
  return pack(F, sign, q + 63 - lz, (m << lz) | (sticky ? 1u : 0u), c);
}

// Integer square root: floor(sqrt(v)) and whether it is inexact.
inline uint64_t isqrt(uint64_t v, bool* inexact) {
  uint64_t r = 0;
  for (int b = 31; b >= 0; --b) {
    const uint64_t t = r | (uint64_t{1} << b);
    if (t * t <= v) r = t;
  }
  *inexact = r * r != v;
  return r;
}

Result div_t(const Fmt& F, uint32_t a, uint32_t b, const Config& c) {
  const Format f = F.f;
  a &= bit_mask(f);
  b &= bit_mask(f);
  if (is_nan(f, a) || is_nan(f, b)) {
    const uint8_t fl = (is_snan(f, a) || is_snan(f, b)) ? flag::NV : 0;
    return nan_out(f, c, fl, a, b, 2);
  }
  a = flush_in(f, a, c.ftz);
  b = flush_in(f, b, c.ftz);
  const bool s = sign_of(f, a) != sign_of(f, b);
  const uint32_t sbit = s ? sign_bit(f) : 0u;
  if (is_inf(f, a)) {
    if (is_inf(f, b)) return Result{canonical_nan(f, c), flag::NV};
    return Result{sbit | pos_inf(f), 0};
  }
  if (is_inf(f, b)) return Result{sbit, 0};
  if (is_zero(f, b)) {
    if (is_zero(f, a)) return Result{canonical_nan(f, c), flag::NV};
    return Result{sbit | pos_inf(f), flag::DZ};
  }
  if (is_zero(f, a)) return Result{sbit, 0};
  const Norm na = normalise(F, a);
  const Norm nb = normalise(F, b);
  const int extra = F.p + 2;
  const uint64_t num = na.m << extra;  // < 2^(2P+2) <= 2^50
  const uint64_t quo = num / nb.m;     // P+2 or P+3 bits
  const bool sticky = num % nb.m != 0;
  return pack_int(F, s, na.q - nb.q - extra, quo, sticky, c);
}

Result sqrt_t(const Fmt& F, uint32_t a, const Config& c) {
  const Format f = F.f;
  a &= bit_mask(f);
  if (is_nan(f, a)) return nan_out(f, c, is_snan(f, a) ? flag::NV : 0, a, 0, 1);
  a = flush_in(f, a, c.ftz);
  if (is_zero(f, a)) return Result{a, 0};
  if (sign_of(f, a)) return Result{canonical_nan(f, c), flag::NV};
  if (is_inf(f, a)) return Result{a, 0};
  Norm n = normalise(F, a);
  if (n.q & 1) {  // make the exponent even: sqrt(m * 2^q) = sqrt(m) * 2^(q/2)
    n.m <<= 1;
    n.q -= 1;
  }
  // 2^(P-1) <= m < 2^(P+1): with k = floor((P+4)/2) the root of m * 2^(2k) lies in
  // [2^((P-1)/2 + k), 2^((P+1)/2 + k)), so it has at least P+2 bits (26 of 27 for binary32,
  // 13 for binary16) and m << 2k stays below 2^53.
  const int k = (F.p + 4) / 2;
  bool inexact;
  const uint64_t r = isqrt(n.m << (2 * k), &inexact);
  return pack_int(F, false, n.q / 2 - k, r, inexact, c);
}

}  // namespace

Result div(Format f, uint32_t a, uint32_t b, const Config& c) { return div_t(fmt_of(f), a, b, c); }
Result sqrt(Format f, uint32_t a, const Config& c) { return sqrt_t(fmt_of(f), a, c); }

}  // namespace shaderhw::fp
