// shaderhw golden IEEE-754 library, extension (fpext.h): rsqrt, ldexp, fma_scale.
//
// Same method as divsqrt.cpp: exact integer arithmetic, then fp.cpp's one round-and-pack routine
// (fp_internal.h) with a sticky bit below at least two exact bits under the result's last bit.
//   rsqrt: x = m * 2^q with q made even; r = floor(2^40 / sqrt(m)) found bit by bit with the
//          exact test r*r*m <= 2^80 (128-bit); r has at least P+2 bits and the inexactness
//          (r*r*m != 2^80) becomes the sticky bit.
//   ldexp: the operand's exact significand re-packed with its exponent moved by n.
//   fma_scale: the exact product (<= 48 bits) and addend aligned in 128 bits; when their
//          exponents differ by more than 78 the smaller term is below one unit 29 bits under
//          the larger term's last bit and is replaced by a sticky unit of its sign (the rounding
//          of the sum is unchanged, as for a sticky bit). The exponent then moves by n.
#include "fp/fpext.h"

#include "fp/fp_internal.h"

namespace shaderhw::fp {
namespace {

using u128 = unsigned __int128;

struct Fmt {
  Format f;
  int p;     // precision incl. hidden bit
  int bias;
  int emin;  // exponent of the smallest normal
};
constexpr Fmt kF32{Format::F32, 24, 127, -126};
constexpr Fmt kF16{Format::F16, 11, 15, -14};
inline const Fmt& fmt_of(Format f) { return f == Format::F32 ? kF32 : kF16; }

Result pack(const Fmt& F, bool sign, int e, uint64_t sig, const Config& c) {
  return F.f == Format::F32 ? internal::round_pack32(sign, e, sig, c)
                            : internal::round_pack16(sign, e, sig, c);
}

// Finite nonzero operand: value = m * 2^q, m normalised to exactly P bits.
struct Norm {
  uint64_t m;
  int q;
};
Norm normalise(const Fmt& F, uint32_t x) {
  const uint32_t e = (x & exp_mask(F.f)) >> (F.p - 1);
  uint64_t m = x & frac_mask(F.f);
  int q;
  if (e == 0) {
    q = F.emin - (F.p - 1);
    while (!(m >> (F.p - 1))) {
      m <<= 1;
      --q;
    }
  } else {
    m |= uint64_t{1} << (F.p - 1);
    q = static_cast<int>(e) - F.bias - (F.p - 1);
  }
  return Norm{m, q};
}

uint32_t flush_in(Format f, uint32_t x, bool ftz) {
  x &= bit_mask(f);
  if (ftz && is_subnormal(f, x)) return x & sign_bit(f);
  return x;
}

uint32_t quiet(Format f, uint32_t x) { return (x & bit_mask(f)) | quiet_bit(f); }

// NaN result of an operation on up to three operands (fp.h rules).
Result nan_of(Format f, const Config& c, uint8_t flags, int n, uint32_t a, uint32_t b = 0,
              uint32_t cc = 0) {
  const uint32_t ops[3] = {a, b, cc};
  for (int i = 0; i < n; ++i)
    if (is_snan(f, ops[i])) flags |= flag::NV;
  if (c.nan_propagate)
    for (int i = 0; i < n; ++i)
      if (is_nan(f, ops[i])) return Result{quiet(f, ops[i]), flags};
  return Result{canonical_nan(f, c), flags};
}

// n limited so that exponent arithmetic cannot overflow; beyond +-4096 every finite value
// overflows or underflows the same way.
int clamp_scale(int32_t n) { return n > 4096 ? 4096 : n < -4096 ? -4096 : static_cast<int>(n); }

int msb128(u128 x) {
  const uint64_t hi = static_cast<uint64_t>(x >> 64);
  if (hi) return 127 - __builtin_clzll(hi);
  return 63 - __builtin_clzll(static_cast<uint64_t>(x));
}

}  // namespace

Result rsqrt(Format f, uint32_t a, const Config& c) {
  const Fmt& F = fmt_of(f);
  const uint32_t x = flush_in(f, a, c.ftz);
  if (is_nan(f, x)) return nan_of(f, c, 0, 1, x);
  const bool sign = sign_of(f, x);
  if (is_zero(f, x)) return Result{(sign ? sign_bit(f) : 0u) | pos_inf(f), flag::DZ};
  if (sign) return Result{canonical_nan(f, c), flag::NV};
  if (is_inf(f, x)) return Result{0, 0};
  Norm n = normalise(F, x);
  if (n.q & 1) {  // make the exponent even: value = m * 2^q, q even
    n.m <<= 1;
    n.q -= 1;
  }
  constexpr int K = 40;
  const u128 target = u128{1} << (2 * K);
  uint64_t r = 0;
  for (int bit = K; bit >= 0; --bit) {
    const uint64_t t = r | (uint64_t{1} << bit);
    if (u128{t} * t * n.m <= target) r = t;
  }
  const bool exact = u128{r} * r * n.m == target;
  // 1/sqrt(m * 2^q) = r * 2^(-K - q/2) (+ less than one unit of r).
  const int s = __builtin_clzll(r);
  uint64_t sig = r << s;
  if (!exact) sig |= 1;  // r has <= 41 bits, so bit 0 is free
  return pack(F, false, -K - n.q / 2 + 63 - s, sig, c);
}

Result ldexp(Format f, uint32_t a, int32_t n, const Config& c) {
  const Fmt& F = fmt_of(f);
  const uint32_t x = flush_in(f, a, c.ftz);
  if (is_nan(f, x)) return nan_of(f, c, 0, 1, x);
  if (is_zero(f, x) || is_inf(f, x)) return Result{x, 0};
  const Norm v = normalise(F, x);
  // value = m * 2^q = sig * 2^(e - 63) with sig = m << (64 - P), e = q + P - 1.
  return pack(F, sign_of(f, x), v.q + F.p - 1 + clamp_scale(n), v.m << (64 - F.p), c);
}

Result fma_scale(Format f, uint32_t a, uint32_t b, uint32_t cc, int32_t n, ZeroProduct zp,
                 const Config& c) {
  const Fmt& F = fmt_of(f);
  a = flush_in(f, a, c.ftz);
  b = flush_in(f, b, c.ftz);
  cc = flush_in(f, cc, c.ftz);
  const bool sa = sign_of(f, a), sb = sign_of(f, b), sc = sign_of(f, cc);
  const bool zero_factor = is_zero(f, a) || is_zero(f, b);

  // The product as a class: 0 zero, 1 finite (pm * 2^pq), 2 inf, 3 NaN (pn = invalid).
  enum { kZ, kF, kI, kN } pcls;
  bool ps = sa != sb, invalid = false;
  uint64_t pm = 0;
  int pq = 0;
  if (zp == ZeroProduct::PRODUCT_ZERO && zero_factor) {
    pcls = kZ;
  } else if (zp == ZeroProduct::PRODUCT_LEFT && zero_factor) {
    ps = sa;
    if (is_nan(f, a)) {
      pcls = kN;
    } else if (is_inf(f, a)) {
      pcls = kI;
    } else if (is_zero(f, a)) {
      pcls = kZ;
    } else {
      const Norm v = normalise(F, a);
      pcls = kF;
      pm = v.m;
      pq = v.q;
    }
  } else if (is_nan(f, a) || is_nan(f, b)) {
    pcls = kN;
  } else if (is_inf(f, a) || is_inf(f, b)) {
    pcls = zero_factor ? kN : kI;
    invalid = zero_factor;
  } else if (zero_factor) {
    pcls = kZ;
  } else {
    const Norm va = normalise(F, a), vb = normalise(F, b);
    pcls = kF;
    pm = va.m * vb.m;
    pq = va.q + vb.q;
  }

  if (invalid) return nan_of(f, c, flag::NV, 3, a, b, cc);
  if (pcls == kN || is_nan(f, cc)) return nan_of(f, c, 0, 3, a, b, cc);
  if (pcls == kI) {
    if (is_inf(f, cc) && sc != ps) return nan_of(f, c, flag::NV, 3, a, b, cc);
    return Result{(ps ? sign_bit(f) : 0u) | pos_inf(f), 0};
  }
  if (is_inf(f, cc)) return Result{cc, 0};
  const bool czero = is_zero(f, cc);
  if (pcls == kZ && czero) {  // exact zero sum: fp::add's sign rule
    const bool s = ps == sc ? ps : c.rm == Round::RDN;
    return Result{s ? sign_bit(f) : 0u, 0};
  }

  // Exact signed sum S * 2^qs of the finite terms (one of them may be zero).
  __int128 S;
  int qs;
  uint64_t cm = 0;
  int cq = 0;
  if (!czero) {
    const Norm v = normalise(F, cc);
    cm = v.m;
    cq = v.q;
  }
  if (pcls == kZ) {
    S = sc ? -static_cast<__int128>(cm) : static_cast<__int128>(cm);
    qs = cq;
  } else if (czero) {
    S = ps ? -static_cast<__int128>(pm) : static_cast<__int128>(pm);
    qs = pq;
  } else {
    // hi = the term with the larger exponent.
    const bool p_hi = pq >= cq;
    const uint64_t mh = p_hi ? pm : cm, ml = p_hi ? cm : pm;
    const bool sh = p_hi ? ps : sc, sl = p_hi ? sc : ps;
    const int qh = p_hi ? pq : cq, ql = p_hi ? cq : pq;
    const int gap = qh - ql;
    __int128 H, L;
    if (gap <= 78) {
      H = static_cast<__int128>(mh) << gap;
      L = static_cast<__int128>(ml);
      qs = ql;
    } else {  // the small term is below one unit of (mh << 29): a sticky unit
      H = static_cast<__int128>(mh) << 29;
      L = 1;
      qs = qh - 29;
    }
    S = (sh ? -H : H) + (sl ? -L : L);
  }
  if (S == 0) {  // exact cancellation
    return Result{c.rm == Round::RDN ? sign_bit(f) : 0u, 0};
  }
  const bool sign = S < 0;
  const u128 mag = sign ? static_cast<u128>(-S) : static_cast<u128>(S);
  const int msb = msb128(mag);
  uint64_t sig;
  if (msb > 63) {
    const int sh = msb - 63;
    sig = static_cast<uint64_t>(mag >> sh) | ((mag & ((u128{1} << sh) - 1)) != 0);
  } else {
    sig = static_cast<uint64_t>(mag) << (63 - msb);
  }
  return pack(F, sign, qs + msb + clamp_scale(n), sig, c);
}

}  // namespace shaderhw::fp
