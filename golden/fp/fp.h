// shaderhw golden IEEE-754 library: bit-exact reference for binary16 / binary32 arithmetic.
//
// Written from IEEE 754-2008 (no third-party softfloat code). Every operation unpacks its
// operands to sign / exponent / integer significand, computes the exact result with integer
// arithmetic (uint64_t, with a sticky bit where bits are shifted out), and rounds it with ONE
// shared round-and-pack routine. No host floating-point arithmetic is used inside the library.
//
// ---------------------------------------------------------------------------------------------
// Semantics (project contract; the RTL must implement exactly this)
// ---------------------------------------------------------------------------------------------
// Formats: F32 = binary32 (bits in uint32_t), F16 = binary16 (bits in the low 16 bits; inputs
//   ignore the upper 16 bits, outputs have them zero).
// Rounding: RNE (nearest, ties to even), RTZ, RDN (toward -inf), RUP (toward +inf),
//   RMM (nearest, ties away from zero). Subnormals fully supported unless cfg.ftz.
// Flags (SoftFloat/TestFloat values): NX inexact, UF underflow, OF overflow, DZ (raised only by
//   div), NV invalid.
//   * Tininess is detected AFTER rounding: a nonzero result is tiny when the value rounded to
//     the destination precision with an unbounded exponent range has magnitude < 2^emin.
//     UF = tiny AND inexact (so an exact subnormal result raises nothing).
//   * OF when the value rounded with an unbounded exponent range exceeds the largest finite
//     number; OF always comes with NX. Overflow result: RNE/RMM -> inf; RTZ -> max finite;
//     RDN -> +max / -inf; RUP -> +inf / -max.
// add/sub: sub(a,b) == add(a,-b) except for NaN handling (the NaN returned under
//   nan_propagate is b itself, not -b). An exact zero sum of operands of opposite sign (or
//   x - x) is +0, or -0 in RDN; (-0)+(-0) = -0, (+0)+(+0) = +0. inf + (-inf) is invalid (NV).
// mul: inf * 0 is invalid (NV).
// fma(a,b,c) = a*b+c with a single rounding. Invalid (NV, NaN result) for inf*0 (whatever c
//   is, even a quiet NaN) and for inf*finite + opposite-signed inf. The sign of an exact zero
//   result follows the add rule applied to the exact product and c.
// NaN results:
//   * nan_propagate = false: every NaN result is the canonical NaN of the destination format
//     (cfg.canon_nan32 / cfg.canon_nan16), whatever the operands.
//   * nan_propagate = true (x86 SSE style): if any operand is a NaN, the result is the FIRST NaN
//     operand in the order a, b, c, quieted (top mantissa bit set). For f2f it is converted:
//     f32->f16 keeps the sign and the top 10 mantissa bits, f16->f32 shifts the mantissa left
//     by 13. This holds even when the operation is also invalid (e.g. fma(inf, 0, qNaN)
//     returns c quieted, with NV). An invalid operation without NaN operands (inf-inf, 0*inf)
//     gives the canonical NaN.
//   * A signalling NaN operand always raises NV (for every op, including f2f, rint, min/max,
//     and quiet compares).
// ftz = true: every subnormal input operand is replaced by a zero of the same sign before the
//   operation (no flag). After the operation, if the IEEE-rounded result (computed as usual with
//   full subnormal support) is subnormal (exponent field 0, mantissa != 0), it is replaced by a
//   zero of the same sign and UF|NX are raised. Integer inputs (i2f/u2f) are unaffected.
//   min/max return the flushed operand; compares compare flushed values; rint of a subnormal
//   returns the flushed signed zero; f2i/f2u of a subnormal give 0 without flags.
// cmp(a,b,cond,unordered): EQ is quiet (NV only for sNaN operands); LT and LE are signalling (NV
//   for any NaN operand). If either operand is a NaN the result is `unordered` (false for the
//   ordered predicates, true for the unordered ones), otherwise the relation a cond b. -0 == +0.
//   bits = 0 or 1.
// min/max (IEEE 754-2019 minimumNumber/maximumNumber NaN handling, as RISC-V F): if exactly one
//   operand is a NaN (quiet or signalling) the other operand is returned; if both are NaNs the
//   result is a NaN (canonical, or a quieted under nan_propagate); any sNaN raises NV.
//   Zeros: zero_ordered = true orders -0 < +0 (min(-0,+0) = -0, max(-0,+0) = +0);
//   zero_ordered = false treats the zeros as equal and returns the first operand a. Otherwise
//   the bits of the smaller/larger operand are returned unchanged (a when equal).
// div(a,b) = a/b, correctly rounded: x/0 for finite nonzero x is a signed infinity with DZ
//   (the only op raising DZ); 0/0 and inf/inf are invalid (NV, canonical NaN); inf/finite = signed
//   inf, finite/inf = signed zero, 0/finite nonzero = signed zero, all without flags. The sign of
//   every non-NaN result is sign(a) XOR sign(b). NaN operands, ftz and flags as for the others
//   (ftz flushes a subnormal divisor to zero first, so x/subnormal then raises DZ).
// sqrt(a), correctly rounded: sqrt(+-0) = +-0 (sqrt(-0) = -0, no flag), sqrt(+inf) = +inf,
//   sqrt(x) for x < 0 (including -inf) is invalid (NV, canonical NaN); under ftz a negative
//   subnormal is -0 first, so its root is -0. A finite positive operand never gives UF or OF.
// f2i/f2u: the value is rounded to an integer with cfg.rm; NX if inexact. NaN -> 0; too large
//   -> INT32_MAX / UINT32_MAX; too negative -> INT32_MIN / 0 (for f2u any value that rounds to
//   an integer <= -1); these invalid cases raise NV only (no NX). A negative value that rounds
//   to 0 is valid for f2u (-0.3 RTZ -> 0 with NX); -0 -> 0 without flags.
// i2f/u2f: exact integer rounded with cfg.rm (int32 -> f16 may overflow: OF|NX).
// f2f: f16->f32 is exact (sNaN -> NV); f32->f16 is rounded (OF/UF/NX as usual).
// rint(a, exact): round to an integral value in the same format with cfg.rm. NaN -> NaN per the
//   NaN policy (NV if sNaN); infinities and zeros are returned unchanged; the result keeps the
//   sign of a (-0.4 RNE -> -0). exact = true raises NX when the result differs from a;
//   exact = false never raises NX. No other flags.
// ---------------------------------------------------------------------------------------------
#pragma once
#include <cstdint>
#include <string>

namespace shaderhw::fp {

enum class Format : uint8_t { F32 = 0, F16 = 1 };  // bit patterns in uint32_t (f16 in low 16 bits)
enum class Round : uint8_t { RNE = 0, RTZ = 1, RDN = 2, RUP = 3, RMM = 4 };
namespace flag {
constexpr uint8_t NX = 1, UF = 2, OF = 4, DZ = 8, NV = 16;  // = SoftFloat/TestFloat values
}
enum class CmpCond : uint8_t { EQ = 0, LT = 1, LE = 2 };

struct Config {
  Round rm = Round::RNE;
  bool ftz = false;            // flush subnormal inputs and outputs to zero
  bool nan_propagate = false;  // false: every NaN result is the canonical NaN
  uint32_t canon_nan32 = 0x7FC00000u;
  uint16_t canon_nan16 = 0x7E00u;
};

struct Result {
  uint32_t bits;
  uint8_t flags;
};

Result add(Format, uint32_t a, uint32_t b, const Config&);
Result sub(Format, uint32_t a, uint32_t b, const Config&);
Result mul(Format, uint32_t a, uint32_t b, const Config&);
Result fma(Format, uint32_t a, uint32_t b, uint32_t c, const Config&);  // a*b+c, single rounding
Result cmp(Format, uint32_t a, uint32_t b, CmpCond, bool unordered, const Config&);  // bits 0/1
Result min(Format, uint32_t a, uint32_t b, bool zero_ordered, const Config&);
Result max(Format, uint32_t a, uint32_t b, bool zero_ordered, const Config&);
Result f2f(Format src, Format dst, uint32_t a, const Config&);
Result f2i(Format src, uint32_t a, const Config&);  // to int32 (bits = two's complement)
Result f2u(Format src, uint32_t a, const Config&);  // to uint32
Result i2f(Format dst, uint32_t a, const Config&);  // from int32
Result u2f(Format dst, uint32_t a, const Config&);  // from uint32
Result rint(Format, uint32_t a, bool exact, const Config&);  // round to integral, same format
Result div(Format, uint32_t a, uint32_t b, const Config&);   // a/b, correctly rounded
Result sqrt(Format, uint32_t a, const Config&);              // correctly rounded square root

// ---- helpers (pure bit tests, no flags) ----
constexpr int width(Format f) { return f == Format::F32 ? 32 : 16; }
constexpr uint32_t bit_mask(Format f) { return f == Format::F32 ? 0xFFFFFFFFu : 0xFFFFu; }
constexpr uint32_t sign_bit(Format f) { return f == Format::F32 ? 0x80000000u : 0x8000u; }
constexpr uint32_t exp_mask(Format f) { return f == Format::F32 ? 0x7F800000u : 0x7C00u; }
constexpr uint32_t frac_mask(Format f) { return f == Format::F32 ? 0x007FFFFFu : 0x03FFu; }
constexpr uint32_t quiet_bit(Format f) { return f == Format::F32 ? 0x00400000u : 0x0200u; }
constexpr uint32_t pos_inf(Format f) { return exp_mask(f); }
constexpr uint32_t max_finite(Format f) { return f == Format::F32 ? 0x7F7FFFFFu : 0x7BFFu; }

constexpr bool is_nan(Format f, uint32_t x) {
  return (x & exp_mask(f)) == exp_mask(f) && (x & frac_mask(f)) != 0;
}
constexpr bool is_snan(Format f, uint32_t x) { return is_nan(f, x) && !(x & quiet_bit(f)); }
constexpr bool is_qnan(Format f, uint32_t x) { return is_nan(f, x) && (x & quiet_bit(f)); }
constexpr bool is_inf(Format f, uint32_t x) {
  return (x & (exp_mask(f) | frac_mask(f))) == exp_mask(f);
}
constexpr bool is_zero(Format f, uint32_t x) { return (x & (exp_mask(f) | frac_mask(f))) == 0; }
constexpr bool is_subnormal(Format f, uint32_t x) {
  return (x & exp_mask(f)) == 0 && (x & frac_mask(f)) != 0;
}
constexpr bool is_finite(Format f, uint32_t x) { return (x & exp_mask(f)) != exp_mask(f); }
constexpr bool sign_of(Format f, uint32_t x) { return (x & sign_bit(f)) != 0; }
constexpr uint32_t canonical_nan(Format f, const Config& c) {
  return f == Format::F32 ? c.canon_nan32 : uint32_t{c.canon_nan16};
}

std::string to_string(Round);
std::string to_string(Format);
std::string to_string(CmpCond);
std::string flags_to_string(uint8_t flags);  // e.g. "NX|UF", "-" for none
// Parse "rne"/"RNE", "rtz", "rdn", "rup", "rmm"; returns false if unknown.
bool parse_round(const std::string& s, Round* out);

}  // namespace shaderhw::fp
