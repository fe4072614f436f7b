// shaderhw golden IEEE-754 library: implementation. See fp.h for the semantics.
//
// Internal conventions
//   A finite nonzero operand is unpacked to (sign, q, m): value = (-1)^sign * m * 2^q with an
//   integer significand m (hidden bit included for normals; m < 2^P).
//   round_pack() takes (sign, e, sig) with sig normalised to bit 63 (2^63 <= sig < 2^64), value
//   = sig * 2^(e-63), i.e. |value| in [2^e, 2^(e+1)); bit 0 of sig may be a sticky bit (OR of
//   all bits shifted out below). It is the single rounding routine used by every operation.
#include "fp/fp.h"
#include "fp/fp_internal.h"

namespace shaderhw::fp {
namespace {

// ---- format traits --------------------------------------------------------------------------
struct F32T {
  static constexpr Format fmt = Format::F32;
  static constexpr int P = 24;          // precision incl. hidden bit
  static constexpr int BIAS = 127;
  static constexpr int EMIN = -126;     // exponent of the smallest normal
  static constexpr int EMAX = 127;
  static constexpr uint32_t SIGN = 0x80000000u;
  static constexpr uint32_t EXPM = 0x7F800000u;
  static constexpr uint32_t FRAC = 0x007FFFFFu;
  static constexpr uint32_t QBIT = 0x00400000u;
  static constexpr uint32_t MAXF = 0x7F7FFFFFu;
  static constexpr uint32_t MASK = 0xFFFFFFFFu;
  static uint32_t canon(const Config& c) { return c.canon_nan32; }
};
struct F16T {
  static constexpr Format fmt = Format::F16;
  static constexpr int P = 11;
  static constexpr int BIAS = 15;
  static constexpr int EMIN = -14;
  static constexpr int EMAX = 15;
  static constexpr uint32_t SIGN = 0x8000u;
  static constexpr uint32_t EXPM = 0x7C00u;
  static constexpr uint32_t FRAC = 0x03FFu;
  static constexpr uint32_t QBIT = 0x0200u;
  static constexpr uint32_t MAXF = 0x7BFFu;
  static constexpr uint32_t MASK = 0xFFFFu;
  static uint32_t canon(const Config& c) { return c.canon_nan16; }
};

// ---- small integer helpers -------------------------------------------------------------------
inline int clz64(uint64_t x) { return __builtin_clzll(x); }  // x != 0

// Shift right, OR-ing every bit shifted out into bit 0 (sticky). n >= 0, any size.
inline uint64_t shr_jam(uint64_t x, int n) {
  if (n == 0) return x;
  if (n >= 64) return x != 0;
  return (x >> n) | ((x << (64 - n)) != 0);
}

// Rounding decision: should the kept magnitude be incremented? `lsb` = kept LSB,
// `rest` = discarded bits, `half` = weight of the first discarded bit.
inline bool round_up(Round rm, bool sign, bool lsb, uint64_t rest, uint64_t half) {
  switch (rm) {
    case Round::RNE: return rest > half || (rest == half && lsb);
    case Round::RTZ: return false;
    case Round::RDN: return sign && rest != 0;
    case Round::RUP: return !sign && rest != 0;
    case Round::RMM: return rest >= half;
  }
  return false;
}

// Unpacked operand.
enum Cls : uint8_t { kZero, kFinite, kInf, kNaN };
struct Unp {
  uint64_t m;   // integer significand (finite nonzero only)
  int q;        // value = m * 2^q
  bool sign;
  Cls cls;
};

template <class F>
inline Unp unpack(uint32_t x, bool ftz) {
  Unp u;
  u.sign = (x & F::SIGN) != 0;
  const uint32_t e = (x & F::EXPM) >> (F::P - 1);
  const uint32_t f = x & F::FRAC;
  constexpr uint32_t EALL = F::EXPM >> (F::P - 1);
  if (e == EALL) {
    u.cls = f ? kNaN : kInf;
    u.m = 0;
    u.q = 0;
  } else if (e == 0) {
    if (f == 0 || ftz) {
      u.cls = kZero;
      u.m = 0;
      u.q = 0;
    } else {
      u.cls = kFinite;
      u.m = f;
      u.q = F::EMIN - (F::P - 1);
    }
  } else {
    u.cls = kFinite;
    u.m = f | (uint64_t{1} << (F::P - 1));
    u.q = static_cast<int>(e) - F::BIAS - (F::P - 1);
  }
  return u;
}

// Operand bits after the ftz input flush (subnormal -> signed zero).
template <class F>
inline uint32_t flushed(uint32_t x, bool ftz) {
  x &= F::MASK;
  if (ftz && (x & F::EXPM) == 0) return x & F::SIGN;
  return x;
}

template <class F>
constexpr bool isnan_(uint32_t x) { return (x & F::EXPM) == F::EXPM && (x & F::FRAC) != 0; }
template <class F>
constexpr bool issnan_(uint32_t x) { return isnan_<F>(x) && !(x & F::QBIT); }

template <class F>
constexpr uint32_t inf_bits(bool s) { return (s ? F::SIGN : 0u) | F::EXPM; }
template <class F>
constexpr uint32_t zero_bits(bool s) { return s ? F::SIGN : 0u; }

// ---- THE shared round-and-pack routine --------------------------------------------------------
// Rounding increment added to the discarded bits (a carry out of them rounds the magnitude
// up): half for the nearest modes, all ones for rounding away from zero, 0 toward zero.
// RNE additionally clears the LSB on an exact tie.
template <class F>
inline uint64_t round_inc(Round rm, bool sign) {
  constexpr int SH = 64 - F::P;
  constexpr uint64_t HALF = uint64_t{1} << (SH - 1);
  constexpr uint64_t ALL = (uint64_t{1} << SH) - 1;
  switch (rm) {
    case Round::RNE: case Round::RMM: return HALF;
    case Round::RTZ: return 0;
    case Round::RDN: return sign ? ALL : 0;
    case Round::RUP: return sign ? 0 : ALL;
  }
  return HALF;
}

// sig normalised (bit 63 set), value = (-1)^sign * sig * 2^(e-63).
template <class F>
inline Result round_pack(bool sign, int e, uint64_t sig, const Config& cfg) {
  constexpr int SH = 64 - F::P;                 // number of discarded bits
  constexpr uint64_t HALF = uint64_t{1} << (SH - 1);
  constexpr uint64_t RMASK = (uint64_t{1} << SH) - 1;
  const Round rm = cfg.rm;
  const uint64_t inc = round_inc<F>(rm, sign);
  uint8_t flags = 0;
  const uint32_t sbit = sign ? F::SIGN : 0u;

  if (__builtin_expect(e > F::EMAX, 0)) goto overflow;
  {
    bool tiny = false;
    if (__builtin_expect(e < F::EMIN, 0)) {
      // Tininess after rounding: tiny unless rounding to P bits with an unbounded exponent
      // range carries the value up to 2^EMIN (all P kept bits ones and a round-up).
      tiny = !(e == F::EMIN - 1 && (sig >> SH) == (uint64_t{1} << F::P) - 1 &&
               (((sig & RMASK) + inc) >> SH) != 0);
      sig = shr_jam(sig, F::EMIN - e);
      e = F::EMIN;
    }
    const uint64_t rest = sig & RMASK;
    uint64_t m = sig >> SH;  // < 2^P (normal: >= 2^(P-1); subnormal: < 2^(P-1))
    if (rest) {
      flags = tiny ? (flag::NX | flag::UF) : flag::NX;
      m += (rest + inc) >> SH;
      if (rm == Round::RNE && rest == HALF) m &= ~uint64_t{1};
    }
    // Packing by addition: a carry out of the significand bumps the exponent field.
    if (e == F::EMAX && m == (uint64_t{1} << F::P)) goto overflow;
    uint32_t bits;
    if (__builtin_expect(m >= (uint64_t{1} << (F::P - 1)), 1))
      bits = (static_cast<uint32_t>(e + F::BIAS - 1) << (F::P - 1)) + static_cast<uint32_t>(m);
    else
      bits = static_cast<uint32_t>(m);  // subnormal or zero (e == EMIN)
    if (cfg.ftz && (bits & F::EXPM) == 0 && bits != 0) {
      return Result{sbit, static_cast<uint8_t>(flags | flag::UF | flag::NX)};
    }
    return Result{sbit | bits, flags};
  }
overflow : {
  bool to_inf;
  switch (rm) {
    case Round::RTZ: to_inf = false; break;
    case Round::RDN: to_inf = sign; break;
    case Round::RUP: to_inf = !sign; break;
    default: to_inf = true; break;
  }
  return Result{sbit | (to_inf ? F::EXPM : F::MAXF), static_cast<uint8_t>(flag::OF | flag::NX)};
}
}

// value = (-1)^sign * m * 2^q, m != 0 (any width).
template <class F>
inline Result round_pack_int(bool sign, int q, uint64_t m, const Config& cfg) {
  const int s = clz64(m);
  return round_pack<F>(sign, q + 63 - s, m << s, cfg);
}

// ---- NaN results -------------------------------------------------------------------------------
template <class F>
inline uint32_t quiet(uint32_t x) { return (x & F::MASK) | F::QBIT; }

// NaN result for an op with up to three same-format operands (some may be absent: pass n).
template <class F>
inline Result nan_result(const Config& cfg, uint8_t flags, int n, uint32_t a, uint32_t b = 0,
                         uint32_t c = 0) {
  if (cfg.nan_propagate) {
    if (isnan_<F>(a)) return Result{quiet<F>(a), flags};
    if (n > 1 && isnan_<F>(b)) return Result{quiet<F>(b), flags};
    if (n > 2 && isnan_<F>(c)) return Result{quiet<F>(c), flags};
  }
  return Result{F::canon(cfg), flags};
}

// ---- addition core ---------------------------------------------------------------------------
// Both operands finite and nonzero; ma, mb < 2^62 with at most 48 significant bits.
// Each is normalised to bit 62, the smaller-exponent one is shifted right with a sticky bit.
// Exact when the exponent difference is <= 1 (or the shifted bits are zero); otherwise the
// result needs at most a one-bit normalisation and the sticky bit lies far below the rounding
// position, so the rounding is exact.
template <class F>
inline Result add_core(bool sa, int qa, uint64_t ma, bool sb, int qb, uint64_t mb,
                       const Config& cfg) {
  int na = clz64(ma) - 1;
  int nb = clz64(mb) - 1;
  uint64_t A = ma << na;
  uint64_t B = mb << nb;
  int ea = qa - na;  // value = A * 2^ea
  int eb = qb - nb;
  if (ea < eb) {
    uint64_t t = A; A = B; B = t;
    int te = ea; ea = eb; eb = te;
    bool ts = sa; sa = sb; sb = ts;
  }
  B = shr_jam(B, ea - eb);
  uint64_t S;
  bool s = sa;
  if (sa == sb) {
    S = A + B;  // < 2^64
  } else if (A >= B) {
    S = A - B;
  } else {
    S = B - A;
    s = sb;
  }
  if (S == 0) return Result{zero_bits<F>(cfg.rm == Round::RDN), 0};
  return round_pack_int<F>(s, ea, S, cfg);
}

// ---- operations ----------------------------------------------------------------------------
// True when x (masked) is a normal number: exponent field neither 0 nor all ones.
template <class F>
inline bool is_normal_(uint32_t x) {
  constexpr uint32_t ONE = uint32_t{1} << (F::P - 1);
  return ((x & F::EXPM) - ONE) < (F::EXPM - ONE);
}
template <class F>
inline uint64_t sig_of(uint32_t x) { return (x & F::FRAC) | (uint64_t{1} << (F::P - 1)); }
template <class F>
inline int q_of(uint32_t x) {
  return static_cast<int>((x & F::EXPM) >> (F::P - 1)) - F::BIAS - (F::P - 1);
}

template <class F>
Result add_t(uint32_t a, uint32_t b, bool negb, const Config& cfg) {
  a &= F::MASK;
  b &= F::MASK;
  if (__builtin_expect(is_normal_<F>(a) && is_normal_<F>(b), 1)) {
    return add_core<F>(a & F::SIGN, q_of<F>(a), sig_of<F>(a), ((b & F::SIGN) != 0) != negb,
                       q_of<F>(b), sig_of<F>(b), cfg);
  }
  const Unp ua = unpack<F>(a, cfg.ftz);
  Unp ub = unpack<F>(b, cfg.ftz);
  if (ua.cls == kNaN || ub.cls == kNaN) {
    const uint8_t fl = (issnan_<F>(a) || issnan_<F>(b)) ? flag::NV : 0;
    return nan_result<F>(cfg, fl, 2, a, b);
  }
  ub.sign ^= negb;
  if (ua.cls == kInf) {
    if (ub.cls == kInf && ua.sign != ub.sign) return Result{F::canon(cfg), flag::NV};
    return Result{inf_bits<F>(ua.sign), 0};
  }
  if (ub.cls == kInf) return Result{inf_bits<F>(ub.sign), 0};
  if (ua.cls == kZero) {
    if (ub.cls == kZero) {
      const bool s = (ua.sign == ub.sign) ? ua.sign : (cfg.rm == Round::RDN);
      return Result{zero_bits<F>(s), 0};
    }
    return Result{flushed<F>(b, false) ^ (negb ? F::SIGN : 0u), 0};
  }
  if (ub.cls == kZero) return Result{a, 0};
  return add_core<F>(ua.sign, ua.q, ua.m, ub.sign, ub.q, ub.m, cfg);
}

template <class F>
Result mul_t(uint32_t a, uint32_t b, const Config& cfg) {
  a &= F::MASK;
  b &= F::MASK;
  if (__builtin_expect(is_normal_<F>(a) && is_normal_<F>(b), 1)) {
    return round_pack_int<F>(((a ^ b) & F::SIGN) != 0, q_of<F>(a) + q_of<F>(b),
                             sig_of<F>(a) * sig_of<F>(b), cfg);
  }
  const Unp ua = unpack<F>(a, cfg.ftz);
  const Unp ub = unpack<F>(b, cfg.ftz);
  if (ua.cls == kNaN || ub.cls == kNaN) {
    const uint8_t fl = (issnan_<F>(a) || issnan_<F>(b)) ? flag::NV : 0;
    return nan_result<F>(cfg, fl, 2, a, b);
  }
  const bool s = ua.sign ^ ub.sign;
  if (ua.cls == kInf || ub.cls == kInf) {
    if (ua.cls == kZero || ub.cls == kZero) return Result{F::canon(cfg), flag::NV};
    return Result{inf_bits<F>(s), 0};
  }
  if (ua.cls == kZero || ub.cls == kZero) return Result{zero_bits<F>(s), 0};
  return round_pack_int<F>(s, ua.q + ub.q, ua.m * ub.m, cfg);
}

template <class F>
Result fma_t(uint32_t a, uint32_t b, uint32_t c, const Config& cfg) {
  a &= F::MASK;
  b &= F::MASK;
  c &= F::MASK;
  if (__builtin_expect(is_normal_<F>(a) && is_normal_<F>(b) && is_normal_<F>(c), 1)) {
    return add_core<F>(((a ^ b) & F::SIGN) != 0, q_of<F>(a) + q_of<F>(b),
                       sig_of<F>(a) * sig_of<F>(b), (c & F::SIGN) != 0, q_of<F>(c),
                       sig_of<F>(c), cfg);
  }
  const Unp ua = unpack<F>(a, cfg.ftz);
  const Unp ub = unpack<F>(b, cfg.ftz);
  const Unp uc = unpack<F>(c, cfg.ftz);
  const bool inf_times_zero = (ua.cls == kInf && ub.cls == kZero) ||
                              (ua.cls == kZero && ub.cls == kInf);
  if (ua.cls == kNaN || ub.cls == kNaN || uc.cls == kNaN) {
    const uint8_t fl =
        (issnan_<F>(a) || issnan_<F>(b) || issnan_<F>(c) || inf_times_zero) ? flag::NV : 0;
    return nan_result<F>(cfg, fl, 3, a, b, c);
  }
  if (inf_times_zero) return Result{F::canon(cfg), flag::NV};
  const bool sp = ua.sign ^ ub.sign;
  if (ua.cls == kInf || ub.cls == kInf) {
    if (uc.cls == kInf && uc.sign != sp) return Result{F::canon(cfg), flag::NV};
    return Result{inf_bits<F>(sp), 0};
  }
  if (uc.cls == kInf) return Result{inf_bits<F>(uc.sign), 0};
  if (ua.cls == kZero || ub.cls == kZero) {
    if (uc.cls == kZero) {
      const bool s = (sp == uc.sign) ? sp : (cfg.rm == Round::RDN);
      return Result{zero_bits<F>(s), 0};
    }
    return Result{c, 0};
  }
  const uint64_t mp = ua.m * ub.m;  // exact, <= 48 bits
  const int qp = ua.q + ub.q;
  if (uc.cls == kZero) return round_pack_int<F>(sp, qp, mp, cfg);
  return add_core<F>(sp, qp, mp, uc.sign, uc.q, uc.m, cfg);
}

// Total order key for non-NaN values: -0 and +0 both map to 0.
template <class F>
inline int64_t order_key(uint32_t x) {
  const int64_t mag = x & ~F::SIGN & F::MASK;
  return (x & F::SIGN) ? -mag : mag;
}

template <class F>
Result cmp_t(uint32_t a, uint32_t b, CmpCond cond, bool unordered, const Config& cfg) {
  a = flushed<F>(a, cfg.ftz);
  b = flushed<F>(b, cfg.ftz);
  const bool na = isnan_<F>(a), nb = isnan_<F>(b);
  if (na || nb) {
    const bool signalling = cond != CmpCond::EQ;
    const bool nv = signalling || issnan_<F>(a) || issnan_<F>(b);
    return Result{unordered ? 1u : 0u, nv ? flag::NV : uint8_t{0}};
  }
  const int64_t ka = order_key<F>(a), kb = order_key<F>(b);
  bool r;
  switch (cond) {
    case CmpCond::EQ: r = ka == kb; break;
    case CmpCond::LT: r = ka < kb; break;
    default: r = ka <= kb; break;
  }
  return Result{r ? 1u : 0u, 0};
}

template <class F>
Result minmax_t(uint32_t a, uint32_t b, bool zero_ordered, bool is_max, const Config& cfg) {
  a = flushed<F>(a, cfg.ftz);
  b = flushed<F>(b, cfg.ftz);
  const bool na = isnan_<F>(a), nb = isnan_<F>(b);
  if (na || nb) {
    const uint8_t fl = (issnan_<F>(a) || issnan_<F>(b)) ? flag::NV : 0;
    if (na && nb) return nan_result<F>(cfg, fl, 2, a, b);
    return Result{na ? b : a, fl};
  }
  int64_t ka = order_key<F>(a), kb = order_key<F>(b);
  if (ka == kb) {
    if (zero_ordered && ka == 0 && a != b) {
      // -0 < +0
      const bool pick_neg = !is_max;
      const uint32_t neg = (a & F::SIGN) ? a : b;
      const uint32_t pos = (a & F::SIGN) ? b : a;
      return Result{pick_neg ? neg : pos, 0};
    }
    return Result{a, 0};
  }
  const bool a_less = ka < kb;
  return Result{(a_less != is_max) ? a : b, 0};
}

// Round a finite value m*2^q to an integer magnitude with rm. Returns false when the
// magnitude is >= 2^40 (certainly out of every int32/uint32 range). *inexact set.
inline bool round_to_int(bool sign, int q, uint64_t m, Round rm, uint64_t* out, bool* inexact) {
  if (q >= 0) {
    *inexact = false;
    if (q + (64 - clz64(m)) > 40) return false;
    *out = m << q;
    return true;
  }
  const int s = -q;
  uint64_t ip, rest, half;
  if (s >= 64) {
    ip = 0;
    rest = m;  // m < 2^24 <= half of 2^s: strictly below one half
    half = ~uint64_t{0};
  } else {
    ip = m >> s;
    rest = m & ((uint64_t{1} << s) - 1);
    half = uint64_t{1} << (s - 1);
  }
  *inexact = rest != 0;
  if (rest) ip += round_up(rm, sign, ip & 1, rest, half);
  *out = ip;
  return true;
}

template <class F>
Result f2int_t(uint32_t a, bool is_unsigned, const Config& cfg) {
  a &= F::MASK;
  const Unp u = unpack<F>(a, cfg.ftz);
  const uint32_t pos_sat = is_unsigned ? 0xFFFFFFFFu : 0x7FFFFFFFu;
  const uint32_t neg_sat = is_unsigned ? 0u : 0x80000000u;
  switch (u.cls) {
    case kNaN: return Result{0, flag::NV};
    case kInf: return Result{u.sign ? neg_sat : pos_sat, flag::NV};
    case kZero: return Result{0, 0};
    default: break;
  }
  uint64_t mag = 0;
  bool inexact;
  const bool ok = round_to_int(u.sign, u.q, u.m, cfg.rm, &mag, &inexact);
  const uint8_t nx = inexact ? flag::NX : 0;
  if (u.sign) {
    const uint64_t lim = is_unsigned ? 0 : 0x80000000u;
    if (!ok || mag > lim) return Result{neg_sat, flag::NV};
    return Result{static_cast<uint32_t>(0u - static_cast<uint32_t>(mag)), nx};
  }
  const uint64_t lim = is_unsigned ? 0xFFFFFFFFu : 0x7FFFFFFFu;
  if (!ok || mag > lim) return Result{pos_sat, flag::NV};
  return Result{static_cast<uint32_t>(mag), nx};
}

template <class F>
Result int2f_t(uint32_t a, bool is_unsigned, const Config& cfg) {
  bool sign = false;
  uint64_t mag = a;
  if (!is_unsigned && (a & 0x80000000u)) {
    sign = true;
    mag = uint64_t{0x100000000ull} - a;
  }
  if (mag == 0) return Result{0, 0};
  return round_pack_int<F>(sign, 0, mag, cfg);
}

template <class F>
Result rint_t(uint32_t a, bool exact, const Config& cfg) {
  a &= F::MASK;
  const Unp u = unpack<F>(a, cfg.ftz);
  switch (u.cls) {
    case kNaN: return nan_result<F>(cfg, issnan_<F>(a) ? flag::NV : 0, 1, a);
    case kInf: return Result{a, 0};
    case kZero: return Result{zero_bits<F>(u.sign), 0};
    default: break;
  }
  if (u.q >= 0) return Result{a, 0};  // already integral
  uint64_t mag = 0;
  bool inexact;
  round_to_int(u.sign, u.q, u.m, cfg.rm, &mag, &inexact);  // q < 0: always in range
  const uint8_t fl = (exact && inexact) ? flag::NX : 0;
  if (mag == 0) return Result{zero_bits<F>(u.sign), fl};
  // mag <= 2^(P-1): exactly representable, round_pack raises nothing.
  Result r = round_pack_int<F>(u.sign, 0, mag, cfg);
  r.flags = fl;
  return r;
}

template <class S, class D>
Result f2f_t(uint32_t a, const Config& cfg) {
  a &= S::MASK;
  const Unp u = unpack<S>(a, cfg.ftz);
  switch (u.cls) {
    case kNaN: {
      const uint8_t fl = issnan_<S>(a) ? flag::NV : 0;
      if (!cfg.nan_propagate) return Result{D::canon(cfg), fl};
      const uint32_t sgn = (a & S::SIGN) ? D::SIGN : 0u;
      uint32_t frac = a & S::FRAC;
      constexpr int d = S::P - D::P;
      frac = d >= 0 ? (frac >> d) : (frac << -d);
      return Result{sgn | D::EXPM | D::QBIT | frac, fl};
    }
    case kInf: return Result{inf_bits<D>(u.sign), 0};
    case kZero: return Result{zero_bits<D>(u.sign), 0};
    default: break;
  }
  return round_pack_int<D>(u.sign, u.q, u.m, cfg);
}

}  // namespace

// ---- public entry points ---------------------------------------------------------------------
Result add(Format f, uint32_t a, uint32_t b, const Config& c) {
  return f == Format::F32 ? add_t<F32T>(a, b, false, c) : add_t<F16T>(a, b, false, c);
}
Result sub(Format f, uint32_t a, uint32_t b, const Config& c) {
  return f == Format::F32 ? add_t<F32T>(a, b, true, c) : add_t<F16T>(a, b, true, c);
}
Result mul(Format f, uint32_t a, uint32_t b, const Config& c) {
  return f == Format::F32 ? mul_t<F32T>(a, b, c) : mul_t<F16T>(a, b, c);
}
Result fma(Format f, uint32_t a, uint32_t b, uint32_t cc, const Config& c) {
  return f == Format::F32 ? fma_t<F32T>(a, b, cc, c) : fma_t<F16T>(a, b, cc, c);
}
Result cmp(Format f, uint32_t a, uint32_t b, CmpCond cond, bool unordered, const Config& c) {
  return f == Format::F32 ? cmp_t<F32T>(a, b, cond, unordered, c)
                          : cmp_t<F16T>(a, b, cond, unordered, c);
}
Result min(Format f, uint32_t a, uint32_t b, bool zero_ordered, const Config& c) {
  return f == Format::F32 ? minmax_t<F32T>(a, b, zero_ordered, false, c)
                          : minmax_t<F16T>(a, b, zero_ordered, false, c);
}
Result max(Format f, uint32_t a, uint32_t b, bool zero_ordered, const Config& c) {
  return f == Format::F32 ? minmax_t<F32T>(a, b, zero_ordered, true, c)
                          : minmax_t<F16T>(a, b, zero_ordered, true, c);
}
Result f2f(Format src, Format dst, uint32_t a, const Config& c) {
  if (src == Format::F32) {
    return dst == Format::F32 ? f2f_t<F32T, F32T>(a, c) : f2f_t<F32T, F16T>(a, c);
  }
  return dst == Format::F32 ? f2f_t<F16T, F32T>(a, c) : f2f_t<F16T, F16T>(a, c);
}
Result f2i(Format src, uint32_t a, const Config& c) {
  return src == Format::F32 ? f2int_t<F32T>(a, false, c) : f2int_t<F16T>(a, false, c);
}
Result f2u(Format src, uint32_t a, const Config& c) {
  return src == Format::F32 ? f2int_t<F32T>(a, true, c) : f2int_t<F16T>(a, true, c);
}
Result i2f(Format dst, uint32_t a, const Config& c) {
  return dst == Format::F32 ? int2f_t<F32T>(a, false, c) : int2f_t<F16T>(a, false, c);
}
Result u2f(Format dst, uint32_t a, const Config& c) {
  return dst == Format::F32 ? int2f_t<F32T>(a, true, c) : int2f_t<F16T>(a, true, c);
}
Result rint(Format f, uint32_t a, bool exact, const Config& c) {
  return f == Format::F32 ? rint_t<F32T>(a, exact, c) : rint_t<F16T>(a, exact, c);
}

// ---- the shared rounding routine, for the other translation units (fp_internal.h) ----------
namespace internal {
Result round_pack32(bool sign, int e, uint64_t sig, const Config& c) {
  return round_pack<F32T>(sign, e, sig, c);
}
Result round_pack16(bool sign, int e, uint64_t sig, const Config& c) {
  return round_pack<F16T>(sign, e, sig, c);
}
}  // namespace internal

// ---- string helpers ----------------------------------------------------------------------------
std::string to_string(Round r) {
  switch (r) {
    case Round::RNE: return "RNE";
    case Round::RTZ: return "RTZ";
    case Round::RDN: return "RDN";
    case Round::RUP: return "RUP";
    case Round::RMM: return "RMM";
  }
  return "R?";
}
std::string to_string(Format f) { return f == Format::F32 ? "F32" : "F16"; }
std::string to_string(CmpCond c) {
  switch (c) {
    case CmpCond::EQ: return "EQ";
    case CmpCond::LT: return "LT";
    case CmpCond::LE: return "LE";
  }
  return "C?";
}
std::string flags_to_string(uint8_t flags) {
  static const char* const names[5] = {"NX", "UF", "OF", "DZ", "NV"};
  std::string s;
  for (int i = 4; i >= 0; --i) {
    if (flags & (1u << i)) {
      if (!s.empty()) s += '|';
      s += names[i];
    }
  }
  return s.empty() ? "-" : s;
}
bool parse_round(const std::string& s, Round* out) {
  std::string u;
  for (char ch : s) u += static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 32 : ch);
  static const Round all[5] = {Round::RNE, Round::RTZ, Round::RDN, Round::RUP, Round::RMM};
  for (Round r : all) {
    if (to_string(r) == u) {
      *out = r;
      return true;
    }
  }
  return false;
}

}  // namespace shaderhw::fp
