// shaderhw golden special-function unit: the bit-exact twin of rtl/common/fp_sfu.sv (sfu.h).
//
// =============================================================================================
// Algorithm (fixed point, integer arithmetic only; every product fits in 64 bits)
// =============================================================================================
// Notation: Qa.b is an integer holding value * 2^b; ">>" on signed values is a floor shift.
// The final conversion to binary32 is PACK(sign, mag, q): the value mag * 2^q (mag an exact
// 64-bit integer) rounded once to nearest-even with subnormals and overflow to infinity (the
// library's own round-and-pack); mag = 0 gives +0.
//
// EX2 core, input X = floor(x * 2^32) as a signed integer (Q8.32, |x| < 256):
//   n = X >> 32, F = X mod 2^32 (f = F/2^32 in [0,1)), j = F[31:26], r = F[25:0] (< 2^-6).
//   2^f = 2^(j/64) * 2^r.  2^r - 1 = r*(a1 + r*(a2 + r*a3)) (Taylor, a_k = ln2^k/k!, Q0.38):
//   h = a3; h = a2 + (r*h >> 32); h = a1 + (r*h >> 32); p = r*h >> 34          (p: Q0.36)
//   Y = (T2[j] >> 4) + ((T2[j] >> 27) * p >> 13)                                (Y: Q1.56)
//   result = PACK(+, Y, n - 56). Integer x: F = 0, Y = 2^56 exactly, so 2^n is exact.
// EX2(x): |x| >= 256: +inf or +0 by sign; else X = floor(x * 2^32) (exact shift; for x < 0
//   the bits shifted out round toward -inf) and the core.
// LG2 of a positive finite x = 2^e * m, m = M/2^23 in [1,2) (subnormals normalised):
//   i = M[22:16] (7 bits), R_i = K_i/512 a 9-bit reciprocal of the middle of m's segment,
//   except K_0 = 512 (R = 1) and K_127 = 256 (R = 1/2) so that x near 1 (from above: i = 0,
//   e = 0; from below: i = 127, e = -1) reduces without cancellation.
//   Z = M*K_i - 2^32 = z * 2^32 exactly (|z| < 2^-7).  log2(1+z) = z*q(z),
//   q(z) = (1/ln2)*(1 - z/2 + z^2/3 - z^3/4), coefficients c_k in Q1.36:
//   h = c3; h = c_k + (Z*h >> 32) for k = 2, 1, 0; Pz = Z*h = z*q(z) * 2^68 (exact product).
//   Near 1 (i = 0, e = 0 or i = 127, e = -1): result = PACK(sign, |Pz|, -68) (relative
//   precision kept for tiny logs). Otherwise L = e*2^54 + T_i + (Pz >> 14) (Q9.54, T_i =
//   -log2(R_i)), result = PACK(sign, |L|, -54). x = 2^e gives z = 0, L = e*2^54: exact.
// POW(x, y), general case (x positive finite, y finite nonzero): L as in LG2 (the near-1 form
//   or the Q9.54 form), normalised by its leading-zero count and cut to its top 40 bits L40
//   (value L40 * 2^eL); y = My * 2^Ey with My normalised to 24 bits (subnormal y too).
//   Pm = L40 * My (< 2^64, >= 2^62), value y*log2(x) = +-Pm * 2^(eL+Ey). With sh = eL+Ey+32:
//   |y*log2 x| >= 256 (sh >= -23 when Pm[63], sh >= -22 otherwise) gives +inf or +0 by sign;
//   else X = floor(+-Pm * 2^sh) (shift right by -sh, toward -inf) into the EX2 core.
// SIN/COS of a finite x, |x| >= 2^-12 (smaller: sin x = x, cos x = 1, the correctly rounded
//   values): x = M * 2^E (M 24 bits, E = ef - 150 in [-35, 104]). Reduction in turns, exact
//   to 2^-63: K194 = floor(2^194 / (2 pi)) (192 bits); W = (K194 >> (104 - E)) mod 2^90 (the
//   bits of 1/(2 pi) that matter for this exponent) split in 30-bit limbs W2:W1:W0;
//   t = (M*W0 >> 26) + (M*W1 << 4) + ((M*W2 mod 2^30) << 34) mod 2^64 = frac(|x|/(2 pi))*2^64.
//   Quadrant qd = (t + 2^61) >> 62 mod 4, u = t - qd*2^62 (signed, |u| <= 2^61, i.e. 1/8 turn);
//   v = 8u/2^64 in [-1, 1] is the angle in units of pi/4. k = qd (+1 for COS) mod 4; odd k:
//   cos(pi/4 v), even k: sin(pi/4 v); k >= 2 negates.  U = |u|, V = U >> 30 (Q1.31),
//   s = V*V >> 31 (v^2, Q0.31); Horner in s, Q1.30, coefficients (pi/4)^m/m! (Taylor):
//   sin: m = 1,3,..,11; cos: m = 0,2,..,10.  h = c5; h = c_k + (h*s >> 31), k = 4..0.
//   cos: PACK(sign, h, -30); sin: PACK(sign, U32*h, -59-lz) with U32 = top 32 bits of U
//   after its lz leading zeros (relative precision kept for small angles); U = 0 gives +0.
//   SIN's sign also takes x's sign (sin is odd, cos even).
//   Outside [-pi, pi] the same reduction applies: it is exact to 2^-63 turns for every finite
//   binary32 (no error growth with |x|).
//
// Constants: closed-form integer rules (no stored numbers). The RTL (fp_sfu_pkg.sv) evaluates
// the same rules with the same integer operations at elaboration, so both sides hold the same
// bits by construction; the MPFR test measures the end-to-end error.
//   LN2_124 = sum_{k=1..124} floor(2^(124-k) / k)            (ln 2 * 2^124, series of ln 2)
//   LN2_64 = LN2_124 >> 60, LN2_72 = LN2_124 >> 52
//   c_k = (-1)^k floor(2^100 / (LN2_64 * (k+1))), k = 0..3    (Q1.36)
//   K_i = 512 (i = 0), 256 (i = 127), else floor((2^18 + d) / (2d)) with d = 257 + 2i
//   T_i = 0 (K = 512), 2^54 (K = 256), else floor(2 A_i 2^54 / LN2_72) where A_i is the
//         atanh series of a/b, a = 512-K, b = 512+K, at 2^72 (ln(512/K) = 2 atanh(a/b)):
//         p = floor(2^72 a / b), n = 0; while p != 0: A += floor(p/(2n+1)); p = floor(p a^2/b^2)
//   L2 = LN2_64^2 >> 64, L3 = L2*LN2_64 >> 64; a1 = LN2_64 >> 26, a2 = L2 >> 27,
//         a3 = floor(L3 / 6) >> 26                              (Q0.38)
//   SQ_1 = isqrt(2^121), SQ_b = isqrt(SQ_(b-1) << 60) for b = 2..6 (2^(2^-b) * 2^60);
//         T2[j] = 2^60 times SQ_b for each set bit j[6-b], each product >> 60  (Q1.60)
//   PI_256 = 16 atan(1/5) - 4 atan(1/239) (Machin) at 2^256, each atan(1/n) the series
//         p = floor(2^256/n), k = 0; while p != 0: A +-= floor(p/(2k+1)); p = floor(p/n^2)
//   K194 = floor(2^450 / (2 PI_256))  (restoring division, 194 quotient bits)
//   PI4 = PI_256 >> 194 (pi/4, Q0.64); P_0 = 2^64, P_m = P_(m-1)*PI4 >> 64 (P_1 = PI4);
//         sin c_k = (-1)^k floor(P_(2k+1) / (2k+1)!) >> 34, cos c_k = (-1)^k floor(P_2k/(2k)!) >> 34
//
// Special cases (sfu.h; DECISIONS marked):
//   NaN operand: the operand quieted if cfg.nan_propagate, else cfg.canon_nan32. Invalid
//   (lg2(x<0), sin/cos(+-inf), pow(x<0, y)) gives cfg.canon_nan32. cfg.rm and cfg.ftz are
//   ignored (the unit rounds to nearest and keeps subnormals).
//   ex2: +inf -> +inf, -inf -> +0, +-0 -> 1, x >= 128 -> +inf (via overflow), x <= -150 -> +0
//   (2^-150 is the tie below the smallest subnormal: it rounds to even, +0).
//   lg2: +-0 -> -inf, x < 0 (incl. -inf) -> NaN, +inf -> +inf, 1 -> +0.
//   sin/cos: +-inf -> NaN; sin(+-0) = +-0.
//   pow, in this order: y = +-0 -> 1 (even for NaN x); x = +1 -> 1 (even for NaN y, as C99);
//   NaN x or y -> NaN (x first); DECISION: x < 0 (-0 is +0) -> canonical NaN (LIT never
//   passes one); x = +-0: y > 0 -> +0, y < 0 -> +inf; x = +inf: y > 0 -> +inf, y < 0 -> +0;
//   y = +inf: x > 1 -> +inf, x < 1 -> +0; y = -inf: x > 1 -> +0, x < 1 -> +inf.
#include "fp/sfu.h"

#include <cstdint>

#include "fp/fp_internal.h"

namespace shaderhw::fp::sfu {
namespace {

__extension__ typedef unsigned __int128 u128;

// ---- a small fixed-width unsigned integer for the two constants wider than 128 bits --------
struct Big {
  static constexpr int kWords = 12;  // 384 bits
  uint32_t w[kWords] = {};

  static Big pow2(int k) {
    Big b;
    b.w[k / 32] = 1u << (k % 32);
    return b;
  }
  bool is_zero() const {
    for (uint32_t x : w) {
      if (x) return false;
    }
    return true;
  }
  Big div_small(uint32_t d) const {  // floor(*this / d)
    Big q;
    uint64_t rem = 0;
    for (int i = kWords - 1; i >= 0; --i) {
      const uint64_t cur = (rem << 32) | w[i];
      q.w[i] = static_cast<uint32_t>(cur / d);
      rem = cur % d;
    }
    return q;
  }
  Big add(const Big& o) const {
    Big r;
    uint64_t c = 0;
    for (int i = 0; i < kWords; ++i) {
      const uint64_t s = uint64_t{w[i]} + o.w[i] + c;
      r.w[i] = static_cast<uint32_t>(s);
      c = s >> 32;
    }
    return r;
  }
  Big sub(const Big& o) const {  // *this >= o
    Big r;
    int64_t br = 0;
    for (int i = 0; i < kWords; ++i) {
      int64_t s = int64_t{w[i]} - o.w[i] - br;
      br = s < 0;
      if (s < 0) s += int64_t{1} << 32;
      r.w[i] = static_cast<uint32_t>(s);
    }
    return r;
  }
  Big shl(int k) const {  // k < 32
    Big r;
    for (int i = kWords - 1; i >= 0; --i) {
      r.w[i] = (w[i] << k) | ((k && i) ? (w[i - 1] >> (32 - k)) : 0u);
    }
    return r;
  }
  bool ge(const Big& o) const {
    for (int i = kWords - 1; i >= 0; --i) {
      if (w[i] != o.w[i]) return w[i] > o.w[i];
    }
    return true;
  }
  bool bit(int k) const { return (w[k / 32] >> (k % 32)) & 1u; }
  // Bits [lo, lo+n) as an integer (n <= 128).
  u128 bits(int lo, int n) const {
    u128 r = 0;
    for (int i = n - 1; i >= 0; --i) r = (r << 1) | (bit(lo + i) ? 1u : 0u);
    return r;
  }
};

// atan(1/n) * 2^256 by its series (see the rule above).
Big atan_inv(uint32_t n) {
  Big p = Big::pow2(256).div_small(n);
  Big acc;
  for (uint32_t k = 0; !p.is_zero(); ++k) {
    const Big term = p.div_small(2 * k + 1);
    acc = (k % 2 == 0) ? acc.add(term) : acc.sub(term);
    p = p.div_small(n * n);
  }
  return acc;
}

u128 isqrt128(u128 v) {
  u128 r = 0;
  for (int b = 63; b >= 0; --b) {
    const u128 t = r | (u128{1} << b);
    if (t * t <= v) r = t;
  }
  return r;
}

struct Tables {
  uint16_t lg2_k[128];
  uint64_t lg2_t[128];  // Q1.54
  int64_t lg2_c[4];     // Q1.36
  uint64_t ex2_t[64];   // Q1.60
  uint64_t ex2_a[4];    // a1..a3 (index 1..3), Q0.38
  u128 k_window[140];   // (K194 >> s) mod 2^90
  int64_t sin_c[6];     // Q1.30
  int64_t cos_c[6];

  Tables() {
    u128 ln2_124 = 0;
    for (int k = 1; k <= 124; ++k) ln2_124 += (u128{1} << (124 - k)) / static_cast<unsigned>(k);
    const uint64_t ln2_64 = static_cast<uint64_t>(ln2_124 >> 60);
    const u128 ln2_72 = ln2_124 >> 52;

    for (int k = 0; k < 4; ++k) {
      const int64_t mag = static_cast<int64_t>((u128{1} << 100) / (u128{ln2_64} * (k + 1)));
      lg2_c[k] = (k & 1) ? -mag : mag;
    }
    for (int i = 0; i < 128; ++i) {
      const uint32_t d = 257 + 2 * i;
      const uint32_t kk = i == 0 ? 512 : i == 127 ? 256 : ((1u << 18) + d) / (2 * d);
      lg2_k[i] = static_cast<uint16_t>(kk);
      if (kk == 512) {
        lg2_t[i] = 0;
      } else if (kk == 256) {
        lg2_t[i] = uint64_t{1} << 54;
      } else {
        const u128 a = 512 - kk, b = 512 + kk;
        u128 p = (u128{1} << 72) * a / b;
        u128 acc = 0;
        for (unsigned n = 0; p != 0; ++n) {
          acc += p / (2 * n + 1);
          p = p * a * a / (b * b);
        }
        lg2_t[i] = static_cast<uint64_t>((acc << 55) / ln2_72);
      }
    }

    const uint64_t l2 = static_cast<uint64_t>((u128{ln2_64} * ln2_64) >> 64);
    const uint64_t l3 = static_cast<uint64_t>((u128{l2} * ln2_64) >> 64);
    ex2_a[0] = 0;
    ex2_a[1] = ln2_64 >> 26;
    ex2_a[2] = l2 >> 27;
    ex2_a[3] = (l3 / 6) >> 26;

    u128 sq[7];
    sq[1] = isqrt128(u128{1} << 121);
    for (int b = 2; b <= 6; ++b) sq[b] = isqrt128(sq[b - 1] << 60);
    for (int j = 0; j < 64; ++j) {
      u128 t = u128{1} << 60;
      for (int b = 1; b <= 6; ++b) {
        if ((j >> (6 - b)) & 1) t = (t * sq[b]) >> 60;
      }
      ex2_t[j] = static_cast<uint64_t>(t);
    }

    const Big pi = atan_inv(5).shl(4).sub(atan_inv(239).shl(2));
    const Big d = pi.shl(1);
    Big r = Big::pow2(256), q;
    for (int i = 0; i < 194; ++i) {
      r = r.shl(1);
      q = q.shl(1);
      if (r.ge(d)) {
        r = r.sub(d);
        q.w[0] |= 1;
      }
    }
    for (int s = 0; s < 140; ++s) k_window[s] = q.bits(s, 90);

    const uint64_t pi4 = static_cast<uint64_t>(pi.bits(194, 64));
    u128 pw[12];
    pw[0] = u128{1} << 64;
    pw[1] = pi4;
    for (int m = 2; m < 12; ++m) pw[m] = (pw[m - 1] * pi4) >> 64;
    uint64_t fact = 1;
    for (int m = 0; m < 12; ++m) {
      if (m > 0) fact *= static_cast<uint64_t>(m);
      const int64_t c = static_cast<int64_t>((pw[m] / fact) >> 34);
      const int64_t sc = ((m / 2) & 1) ? -c : c;
      if (m & 1) sin_c[m / 2] = sc; else cos_c[m / 2] = sc;
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

constexpr uint32_t kOne = 0x3F800000u;
constexpr uint32_t kInf = 0x7F800000u;
constexpr uint32_t kNegInf = 0xFF800000u;

inline bool isnan32(uint32_t x) { return (x & 0x7FFFFFFFu) > kInf; }
inline bool isinf32(uint32_t x) { return (x & 0x7FFFFFFFu) == kInf; }
inline bool iszero32(uint32_t x) { return (x & 0x7FFFFFFFu) == 0; }
inline uint32_t nan_of(uint32_t x, const Config& c) {
  return c.nan_propagate ? (x | 0x00400000u) : c.canon_nan32;
}

// mag * 2^q rounded to nearest-even (subnormals, overflow to +-inf); mag = 0 gives +0.
uint32_t pack(bool sign, uint64_t mag, int q) {
  if (mag == 0) return 0;
  const int lz = __builtin_clzll(mag);
  return internal::round_pack32(sign, q + 63 - lz, mag << lz, Config{}).bits;
}

inline int64_t asr(int64_t v, int n) { return v >> n; }  // floor shift (GCC: arithmetic)

uint32_t ex2_core(int64_t x_fix) {
  const Tables& t = tables();
  const int n = static_cast<int>(asr(x_fix, 32));
  const uint32_t f = static_cast<uint32_t>(x_fix);
  const uint32_t j = f >> 26;
  const uint64_t r = f & 0x3FFFFFFu;
  uint64_t h = t.ex2_a[3];
  h = t.ex2_a[2] + ((r * h) >> 32);
  h = t.ex2_a[1] + ((r * h) >> 32);
  const uint64_t p = (r * h) >> 34;
  const uint64_t tj = t.ex2_t[j];
  const uint64_t y = (tj >> 4) + (((tj >> 27) * p) >> 13);
  return pack(false, y, n - 56);
}

// floor(+-mag * 2^-rs) for rs >= 0.
inline int64_t shift_floor(bool neg, uint64_t mag, int rs) {
  uint64_t kept;
  bool sticky;
  if (rs >= 64) {
    kept = 0;
    sticky = mag != 0;
  } else {
    kept = mag >> rs;
    sticky = rs > 0 && (mag & ((uint64_t{1} << rs) - 1)) != 0;
  }
  return neg ? -static_cast<int64_t>(kept + (sticky ? 1 : 0)) : static_cast<int64_t>(kept);
}

// log2 of a positive finite nonzero x as +-mag * 2^q.
struct Log {
  bool sign;
  uint64_t mag;
  int q;
};
Log lg2_fixed(uint32_t x) {
  const Tables& t = tables();
  const uint32_t ef = (x >> 23) & 0xFF;
  uint32_t m = x & 0x7FFFFFu;
  int e;
  if (ef == 0) {
    e = -126;
    while (!(m & 0x800000u)) {
      m <<= 1;
      --e;
    }
  } else {
    m |= 0x800000u;
    e = static_cast<int>(ef) - 127;
  }
  const uint32_t i = (m >> 16) & 127;
  const int64_t z = static_cast<int64_t>(uint64_t{m} * t.lg2_k[i]) - (int64_t{1} << 32);
  int64_t h = t.lg2_c[3];
  for (int k = 2; k >= 0; --k) h = t.lg2_c[k] + asr(z * h, 32);
  const int64_t pz = z * h;
  const bool near1 = (i == 0 && e == 0) || (i == 127 && e == -1);
  if (near1) {
    return Log{pz < 0, pz < 0 ? 0 - static_cast<uint64_t>(pz) : static_cast<uint64_t>(pz), -68};
  }
  const int64_t l = e * (int64_t{1} << 54) + static_cast<int64_t>(t.lg2_t[i]) + asr(pz, 14);
  return Log{l < 0, l < 0 ? 0 - static_cast<uint64_t>(l) : static_cast<uint64_t>(l), -54};
}

uint32_t sincos(uint32_t x, bool is_cos, const Config& cfg) {
  if (isnan32(x)) return nan_of(x, cfg);
  if (isinf32(x)) return cfg.canon_nan32;
  const uint32_t ef = (x >> 23) & 0xFF;
  if (ef < 115) return is_cos ? kOne : x;  // |x| < 2^-12
  const Tables& t = tables();
  const uint64_t m = (x & 0x7FFFFFu) | 0x800000u;
  const u128 w = t.k_window[254 - ef];
  const uint64_t w0 = static_cast<uint64_t>(w) & 0x3FFFFFFFu;
  const uint64_t w1 = static_cast<uint64_t>(w >> 30) & 0x3FFFFFFFu;
  const uint64_t w2 = static_cast<uint64_t>(w >> 60) & 0x3FFFFFFFu;
  const uint64_t turns = ((m * w0) >> 26) + ((m * w1) << 4) + (((m * w2) & 0x3FFFFFFFu) << 34);
  const uint32_t qd = static_cast<uint32_t>((turns + (uint64_t{1} << 61)) >> 62) & 3;
  const int64_t u = static_cast<int64_t>(turns - (uint64_t{qd} << 62));
  const uint64_t um = u < 0 ? 0 - static_cast<uint64_t>(u) : static_cast<uint64_t>(u);
  const uint64_t v = um >> 30;
  const int64_t s = static_cast<int64_t>((v * v) >> 31);
  const uint32_t k = (qd + (is_cos ? 1 : 0)) & 3;
  const bool use_cos = k & 1;
  const int64_t* c = use_cos ? t.cos_c : t.sin_c;
  int64_t h = c[5];
  for (int i = 4; i >= 0; --i) h = c[i] + asr(h * s, 31);
  // k >= 2 negates; sin is odd in x (its reduction used |x|) and, on the sin branch, in u.
  bool sign = ((k >> 1) != 0) != (!is_cos && (x >> 31) != 0);
  uint32_t bits;
  if (use_cos) {
    bits = pack(sign, static_cast<uint64_t>(h), -30);
  } else {
    sign ^= u < 0;
    if (um == 0) {
      bits = 0;
    } else {
      const int lz = __builtin_clzll(um);
      const uint64_t u32 = (um << lz) >> 32;
      bits = pack(sign, u32 * static_cast<uint64_t>(h), -59 - lz);
    }
  }
  return bits;
}

}  // namespace

uint32_t ex2(uint32_t x, const Config& cfg) {
  if (isnan32(x)) return nan_of(x, cfg);
  const bool neg = (x >> 31) != 0;
  const uint32_t ef = (x >> 23) & 0xFF;
  if (ef >= 135) return neg ? 0u : kInf;  // |x| >= 256 (and +-inf)
  const uint64_t m = ef ? ((x & 0x7FFFFFu) | 0x800000u) : (x & 0x7FFFFFu);
  const int sh = static_cast<int>(ef ? ef : 1) - 118;  // x * 2^32 = m * 2^sh
  if (sh >= 0) {
    const int64_t v = static_cast<int64_t>(m << sh);
    return ex2_core(neg ? -v : v);
  }
  return ex2_core(shift_floor(neg, m, -sh));
}

uint32_t lg2(uint32_t x, const Config& cfg) {
  if (isnan32(x)) return nan_of(x, cfg);
  if (iszero32(x)) return kNegInf;
  if (x >> 31) return cfg.canon_nan32;
  if (x == kInf) return kInf;
  const Log l = lg2_fixed(x);
  return pack(l.sign, l.mag, l.q);
}

uint32_t sin(uint32_t x, const Config& cfg) { return sincos(x, false, cfg); }
uint32_t cos(uint32_t x, const Config& cfg) { return sincos(x, true, cfg); }

uint32_t pow(uint32_t x, uint32_t y, const Config& cfg) {
  if (iszero32(y)) return kOne;
  if (x == kOne) return kOne;
  if (isnan32(x)) return nan_of(x, cfg);
  if (isnan32(y)) return nan_of(y, cfg);
  if ((x >> 31) && !iszero32(x)) return cfg.canon_nan32;
  x &= 0x7FFFFFFFu;
  const bool yneg = (y >> 31) != 0;
  if (x == 0) return yneg ? kInf : 0u;
  if (x == kInf) return yneg ? 0u : kInf;
  if (isinf32(y)) return ((x > kOne) != yneg) ? kInf : 0u;
  const Log l = lg2_fixed(x);
  const int lz = __builtin_clzll(l.mag);
  const uint64_t l40 = (l.mag << lz) >> 24;
  const int el = l.q + 24 - lz;
  const uint32_t yef = (y >> 23) & 0xFF;
  uint64_t my = y & 0x7FFFFFu;
  int ey;
  if (yef == 0) {
    ey = -149;
    while (!(my & 0x800000u)) {
      my <<= 1;
      --ey;
    }
  } else {
    my |= 0x800000u;
    ey = static_cast<int>(yef) - 150;
  }
  const uint64_t pm = l40 * my;
  const bool neg = l.sign != yneg;
  const int sh = el + ey + 32;
  const bool top = (pm >> 63) != 0;
  if (sh >= (top ? -23 : -22)) return neg ? 0u : kInf;  // |y log2 x| >= 256
  return ex2_core(shift_floor(neg, pm, -sh));
}

uint32_t eval(Op op, uint32_t a, uint32_t b, const Config& cfg) {
  switch (op) {
    case Op::EX2: return ex2(a, cfg);
    case Op::LG2: return lg2(a, cfg);
    case Op::SIN: return sin(a, cfg);
    case Op::COS: return cos(a, cfg);
    case Op::POW: return pow(a, b, cfg);
  }
  return cfg.canon_nan32;
}

}  // namespace shaderhw::fp::sfu
