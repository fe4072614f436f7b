// Rogue golden model: PCK and UNPCK in every format (semantics.h; docs/rogue.md 14.4, D51-D54).
//
// A format is a list of elements (bit position, width, kind). UNPCK reads element ELEM of S0 and
// converts it to binary32; PCK converts the binary32 IS3 into element 0 of the format, the other
// bits 0 (D51). Integer kinds convert as integers, or with SCALE as normalised values (D52);
// the OGL signed kinds use OpenGL's old (2c + 1) / (2^w - 1) rule (D53); the small unsigned floats
// (11 and 10 bits) round like IEEE formats with 5 exponent bits and no sign (D54).
#include "rogue/semantics.h"

#include <cmath>

#include "fp/fp.h"

namespace shaderhw::rogue::sem {
namespace {

using fp::Format;
using P = gen::Packfmt;

enum class Kind : uint8_t { U, S, O, SOGL, F16, F11, F10 };
struct Elem {
  uint8_t lo, width;
  Kind kind;
};
struct Layout {
  int n = 0;
  Elem e[6];
};

Layout layout_of(P f) {
  auto rep = [](int n, int w, Kind k) {
    Layout l;
    l.n = n;
    for (int i = 0; i < n; ++i) l.e[i] = Elem{static_cast<uint8_t>(i * w), static_cast<uint8_t>(w), k};
    return l;
  };
  switch (f) {
    case P::U8888: return rep(4, 8, Kind::U);
    case P::S8888: return rep(4, 8, Kind::S);
    case P::O8888: return rep(4, 8, Kind::O);
    case P::S8888OGL: return rep(4, 8, Kind::SOGL);
    case P::U1616: return rep(2, 16, Kind::U);
    case P::S1616: return rep(2, 16, Kind::S);
    case P::O1616: return rep(2, 16, Kind::O);
    case P::S1616OGL: return rep(2, 16, Kind::SOGL);
    case P::F16F16: return rep(2, 16, Kind::F16);
    case P::U1010102: case P::S1010102: {
      const Kind k = f == P::U1010102 ? Kind::U : Kind::S;
      return Layout{4, {{0, 10, k}, {10, 10, k}, {20, 10, k}, {30, 2, k}}};
    }
    case P::U111110: case P::S111110: {
      const Kind k = f == P::U111110 ? Kind::U : Kind::S;
      return Layout{3, {{0, 11, k}, {11, 11, k}, {22, 10, k}}};
    }
    case P::F111110: return Layout{3, {{0, 11, Kind::F11}, {11, 11, Kind::F11}, {22, 10, Kind::F10}}};
    case P::F101010: return Layout{4, {{0, 10, Kind::F10}, {10, 10, Kind::F10}, {20, 10, Kind::F10}, {30, 2, Kind::U}}};
    case P::U565U565:
      return Layout{6, {{0, 5, Kind::U}, {5, 6, Kind::U}, {11, 5, Kind::U}, {16, 5, Kind::U}, {21, 6, Kind::U}, {27, 5, Kind::U}}};
    case P::D24S8: return Layout{2, {{0, 24, Kind::U}, {24, 8, Kind::U}}};
    case P::S8D24: return Layout{2, {{0, 8, Kind::U}, {8, 24, Kind::U}}};
    default: return Layout{};
  }
}

const fp::Config& rne() {
  static const fp::Config c{};
  return c;
}
fp::Config mode(bool rtz) {
  fp::Config c;
  c.rm = rtz ? fp::Round::RTZ : fp::Round::RNE;
  return c;
}

bool is_nan(uint32_t x) { return fp::is_nan(Format::F32, x); }
double as_double(uint32_t x) {  // exact
  float f;
  __builtin_memcpy(&f, &x, 4);
  return f;
}
uint32_t bits_of(float f) {
  uint32_t x;
  __builtin_memcpy(&x, &f, 4);
  return x;
}

// Rounds a double that holds an exact value (at most 53 significant bits) to an integer: to nearest
// even, or toward zero. Host double arithmetic is only used where it is exact.
double round_int(double v, bool rtz) { return rtz ? std::trunc(v) : std::nearbyint(v); }

// ---- small unsigned floats: 5 exponent bits (bias 15), m mantissa bits, no sign (D54) ----
uint32_t to_small_float(uint32_t x, int m, bool rtz) {
  const uint32_t inf = 0x1Fu << m;
  if (is_nan(x)) return inf | (1u << (m - 1));
  if (x & 0x80000000u) return 0;  // negatives, -0 and -inf give +0
  if (x == 0x7F800000u) return inf;
  if (x == 0) return 0;
  int ex = static_cast<int>((x >> 23) & 0xFFu);
  uint64_t sig = x & 0x7FFFFFu;
  if (ex == 0) ex = 1;
  else sig |= 0x800000u;
  // value = sig * 2^(ex - 150); top bit exponent:
  int top = 31 - __builtin_clz(static_cast<uint32_t>(sig));
  int unb = ex - 150 + top;
  int et = unb < -14 ? -14 : unb;       // exponent of the target's leading place
  int shift = (et - m) - (ex - 150);    // quantum 2^(et - m)
  uint64_t q;
  if (shift <= 0) {
    q = sig << (-shift);
  } else if (shift >= 40) {
    q = 0;  // far below half the quantum: rounds to 0 (nearest or toward zero)
  } else {
    q = sig >> shift;
    const uint64_t rem = sig & ((uint64_t{1} << shift) - 1), half = uint64_t{1} << (shift - 1);
    if (!rtz && (rem > half || (rem == half && (q & 1)))) ++q;
  }
  if (q >> (m + 1)) q >>= 1, ++et;  // rounding carried into a new binade
  if (et > 15) return rtz ? inf - 1 : inf;
  if (q < (1u << m)) return static_cast<uint32_t>(q);  // subnormal or zero
  return (static_cast<uint32_t>(et + 14) << m) + static_cast<uint32_t>(q);
}

uint32_t from_small_float(uint32_t v, int m) {
  const uint32_t e = v >> m, f = v & ((1u << m) - 1);
  if (e == 31) return f ? kNaN : 0x7F800000u;
  const double val = e == 0 ? std::ldexp(static_cast<double>(f), -14 - m)
                            : std::ldexp(static_cast<double>((1u << m) | f), static_cast<int>(e) - 15 - m);
  return bits_of(static_cast<float>(val));  // exact: at most 7 significant bits, in range
}

// ---- integer elements ----
int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

// round((t - 1) / 2) to an integer, nearest even or toward zero, exactly: t = x (2^w - 1) is exact
// in binary64 (at most 24 + 16 significant bits), t - 1 is not when |t| < 2^-13 (a tiny negative
// x would then give the tie -1/2, where (t - 1) / 2 is just below it: -1). So t - 1 = n + f with
// the integer n = floor(t) - 1 and the fraction f = t - floor(t) in [0, 1), both exact, and
// (t - 1) / 2 = q + r with q = floor(n / 2) and r = (n mod 2 + f) / 2 in [0, 1).
int64_t round_ogl(double t, bool rtz) {
  const double t_floor = std::floor(t);
  const bool frac = t != t_floor;
  const int64_t n = static_cast<int64_t>(t_floor) - 1;
  int64_t q = n >= 0 ? n / 2 : -((1 - n) / 2);  // floor(n / 2)
  const bool odd = n != 2 * q;                   // r >= 1/2
  if (rtz) {
    if (q < 0 && (odd || frac)) ++q;  // a negative value with a fraction: toward zero is up
  } else if (odd && (frac || (q & 1))) {
    ++q;  // r > 1/2, or the tie r = 1/2 with q odd
  }
  return q;
}

// PCK of a binary32 into an integer element of width w (the code, before the offset of O kinds).
int64_t pack_int(uint32_t x, Kind k, int w, bool scale, bool rtz) {
  const bool sgn = k != Kind::U;
  const int64_t lo = sgn ? -(int64_t{1} << (w - 1)) : 0;
  const int64_t hi = sgn ? (int64_t{1} << (w - 1)) - 1 : (int64_t{1} << w) - 1;
  if (is_nan(x)) return 0;
  double v = as_double(x);
  if (scale) {
    if (k == Kind::U) {
      v = v < 0 ? 0 : v > 1 ? 1 : v;
      v = v * static_cast<double>(hi);  // exact: 24-bit significand times a <= 24-bit integer
    } else if (k == Kind::SOGL) {
      v = v < -1 ? -1 : v > 1 ? 1 : v;
      return clamp64(round_ogl(v * static_cast<double>((int64_t{1} << w) - 1), rtz), lo, hi);
    } else {
      v = v < -1 ? -1 : v > 1 ? 1 : v;
      v = v * static_cast<double>(hi);
    }
  }
  if (std::isinf(v)) return v < 0 ? lo : hi;
  if (std::fabs(v) >= 0x1p40) return v < 0 ? lo : hi;
  return clamp64(static_cast<int64_t>(round_int(v, rtz)), lo, hi);
}

uint32_t unpack_int(uint32_t raw, Kind k, int w, bool scale) {
  const uint32_t mask = w == 32 ? 0xFFFFFFFFu : (1u << w) - 1;
  raw &= mask;
  int64_t v = raw;
  if (k == Kind::S || k == Kind::SOGL) v = (raw >> (w - 1)) & 1u ? static_cast<int64_t>(raw) - (int64_t{1} << w) : raw;
  if (k == Kind::O) v = static_cast<int64_t>(raw) - (int64_t{1} << (w - 1));
  const uint32_t f = fp::i2f(Format::F32, static_cast<uint32_t>(static_cast<int32_t>(v)), rne()).bits;  // exact (w <= 24)
  if (!scale) return f;
  if (k == Kind::U) return fp::div(Format::F32, f, fp::u2f(Format::F32, mask, rne()).bits, rne()).bits;
  if (k == Kind::SOGL) {  // (2c + 1) / (2^w - 1)
    const uint32_t num = fp::i2f(Format::F32, static_cast<uint32_t>(static_cast<int32_t>(2 * v + 1)), rne()).bits;
    return fp::div(Format::F32, num, fp::u2f(Format::F32, mask, rne()).bits, rne()).bits;
  }
  const uint32_t max = (1u << (w - 1)) - 1;  // S and O: c / (2^(w-1) - 1), at least -1
  if (v < -static_cast<int64_t>(max)) return 0xBF800000u;
  return fp::div(Format::F32, f, fp::u2f(Format::F32, max, rne()).bits, rne()).bits;
}

}  // namespace

uint32_t PCK(gen::Packfmt fmt, bool scale, bool rtz, uint32_t x, bool& ok) {
  return PCK_ELEM(fmt, 0, scale, rtz, x, ok);
}

uint32_t PCK_ELEM(gen::Packfmt fmt, uint32_t elem, bool scale, bool rtz, uint32_t x, bool& ok) {
  ok = true;
  switch (fmt) {
    case P::F32: case P::F32MASK: return is_nan(x) ? kNaN : x;  // D55: F32MASK packs as F32
    case P::U32: return fp::f2u(Format::F32, x, mode(rtz)).bits;
    case P::S32: return fp::f2i(Format::F32, x, mode(rtz)).bits;
    case P::COVERAGEMASK: return x;  // D55: the mask bits pass unchanged
    case P::CONST0: return 0;
    case P::CONST1: return kOne;     // D55: the float 1.0
    default: break;
  }
  const Layout l = layout_of(fmt);
  if (l.n == 0) {
    ok = false;
    return 0;
  }
  if (elem >= static_cast<uint32_t>(l.n)) return 0;
  const Elem e = l.e[elem];
  uint32_t code;
  switch (e.kind) {
    case Kind::F16: code = fp::f2f(Format::F32, Format::F16, x, mode(rtz)).bits & 0xFFFFu; break;
    case Kind::F11: code = to_small_float(x, 6, rtz); break;
    case Kind::F10: code = to_small_float(x, 5, rtz); break;
    default: {
      int64_t c = pack_int(x, e.kind, e.width, scale, rtz);
      if (e.kind == Kind::O) c += int64_t{1} << (e.width - 1);
      code = static_cast<uint32_t>(c) & ((1u << e.width) - 1);
    }
  }
  return code << e.lo;
}

uint32_t UNPCK(gen::Packfmt fmt, uint32_t elem, bool scale_rtz, uint32_t x, bool& ok) {
  ok = true;
  switch (fmt) {
    case P::F32: case P::F32MASK: return x;  // the bits (D55)
    case P::U32: return fp::u2f(Format::F32, x, mode(scale_rtz)).bits;
    case P::S32: return fp::i2f(Format::F32, x, mode(scale_rtz)).bits;
    default: break;
  }
  const Layout l = layout_of(fmt);
  if (l.n == 0) {
    ok = false;
    return 0;
  }
  // D13: the bit means .roundzero for the float formats (exact here) and .scale for the others.
  const bool scale = scale_rtz && fmt != P::F16F16 && fmt != P::F111110 && fmt != P::F101010;
  if (l.n == 2) elem &= 1u;  // two-element formats: E2/E3 read as E0/E1
  if (elem >= static_cast<uint32_t>(l.n)) return 0;  // E3 of the 11:11:10 formats reads +0 (D51)
  const Elem e = l.e[elem];
  const uint32_t raw = (x >> e.lo) & ((1u << e.width) - 1);
  switch (e.kind) {
    case Kind::F16: return fp::f2f(Format::F16, Format::F32, raw, rne()).bits;
    case Kind::F11: return from_small_float(raw, 6);
    case Kind::F10: return from_small_float(raw, 5);
    default: return unpack_int(raw, e.kind, e.width, scale);
  }
}

}  // namespace shaderhw::rogue::sem
