// Valhall golden model: float arithmetic (5.1), conversions (5.3), float compares and selects
// (5.4), the special-function unit and its helpers (5.7), one function per instruction.
// Operand and result rules (flush, abs/neg, clamp, canonical NaN): execute.h; helpers:
// semantics.h. P-numbers are the PROJECT DECISIONS of execute.h.
#include <cstdint>

#include "fp/fp.h"
#include "fp/fpext.h"
#include "fp/sfu.h"
#include "valhall/semantics.h"

namespace shaderhw::valhall::sem {
namespace {

using fp::Format;
using gen::Ins;
using gen::Mod;
constexpr Format F32 = Format::F32, F16 = Format::F16;
constexpr uint32_t kOne32 = 0x3F800000u, kOne16 = 0x3C00u;

uint32_t raw32(const Ctx& c, int l, int k) { return static_cast<uint32_t>(c.src[l][k]); }
uint32_t lo16(uint32_t v) { return v & 0xFFFFu; }
uint32_t hi16(uint32_t v) { return v >> 16; }
uint32_t pack16(uint32_t lo, uint32_t hi) { return (lo & 0xFFFFu) | (hi & 0xFFFFu) << 16; }

// Result epilogue of a float operation: flush (result format), then clamp (execute.h).
uint32_t fin32(const Ctx& c, uint32_t r) { return clamp(c, F32, flush_in(c, F32, r)); }
uint32_t fin16(const Ctx& c, uint32_t r) { return clamp(c, F16, flush_in(c, F16, r)); }

// Applies a per-lane f16 operation to the two lanes of packed operands.
template <class Op>
uint32_t each16(uint32_t a, uint32_t b, Op op) {
  return pack16(op(lo16(a), lo16(b)), op(hi16(a), hi16(b)));
}

// ---- 5.1 float arithmetic ----
void exec_FADD_F32(Ctx& c, int l) {
  const uint32_t a = f32_src(c, l, 0), b = f32_src(c, l, 1);
  c.res[l] = fin32(c, fp::add(F32, a, b, fpcfg(round_mode(c))).bits);
}
void exec_FADD_V2F16(Ctx& c, int l) {
  const fp::Config cfg = fpcfg(round_mode(c));
  c.res[l] = each16(f16x2_src(c, l, 0), f16x2_src(c, l, 1), [&](uint32_t a, uint32_t b) {
    return fin16(c, fp::add(F16, a, b, cfg).bits);
  });
}
void exec_FADD_IMM_F32(Ctx& c, int l) {  // no modifiers, RNE, no clamp field
  const uint32_t a = flush_in(c, F32, raw32(c, l, 0));
  const uint32_t k = flush_in(c, F32, static_cast<uint32_t>(c.d.imm_raw(gen::Imm::CONSTANT)));
  c.res[l] = fin32(c, fp::add(F32, a, k, fpcfg()).bits);
}
void exec_FADD_IMM_V2F16(Ctx& c, int l) {
  const uint32_t k = static_cast<uint32_t>(c.d.imm_raw(gen::Imm::CONSTANT));
  c.res[l] = each16(raw32(c, l, 0), k, [&](uint32_t a, uint32_t b) {
    return fin16(c, fp::add(F16, flush_in(c, F16, a), flush_in(c, F16, b), fpcfg()).bits);
  });
}
void exec_FMA_F32(Ctx& c, int l) {
  const uint32_t a = f32_src(c, l, 0), b = f32_src(c, l, 1), d = f32_src(c, l, 2);
  c.res[l] = fin32(c, fp::fma(F32, a, b, d, fpcfg(round_mode(c))).bits);
}
void exec_FMA_V2F16(Ctx& c, int l) {
  const fp::Config cfg = fpcfg(round_mode(c));
  const uint32_t a = f16x2_src(c, l, 0), b = f16x2_src(c, l, 1), d = f16x2_src(c, l, 2);
  c.res[l] = pack16(fin16(c, fp::fma(F16, lo16(a), lo16(b), lo16(d), cfg).bits),
                    fin16(c, fp::fma(F16, hi16(a), hi16(b), hi16(d), cfg).bits));
}
void exec_FMIN_F32(Ctx& c, int l) {
  c.res[l] = fin32(c, fp::min(F32, f32_src(c, l, 0), f32_src(c, l, 1), true, fpcfg()).bits);
}
void exec_FMAX_F32(Ctx& c, int l) {
  c.res[l] = fin32(c, fp::max(F32, f32_src(c, l, 0), f32_src(c, l, 1), true, fpcfg()).bits);
}
void exec_FMIN_V2F16(Ctx& c, int l) {
  c.res[l] = each16(f16x2_src(c, l, 0), f16x2_src(c, l, 1), [&](uint32_t a, uint32_t b) {
    return fin16(c, fp::min(F16, a, b, true, fpcfg()).bits);
  });
}
void exec_FMAX_V2F16(Ctx& c, int l) {
  c.res[l] = each16(f16x2_src(c, l, 0), f16x2_src(c, l, 1), [&](uint32_t a, uint32_t b) {
    return fin16(c, fp::max(F16, a, b, true, fpcfg()).bits);
  });
}
void exec_V2F32_TO_V2F16(Ctx& c, int l) {  // lane 0 <- f16(A), lane 1 <- f16(B)
  const fp::Config cfg = fpcfg(round_mode(c));
  const uint32_t a = f32_src(c, l, 0), b = f32_src(c, l, 1);
  c.res[l] = pack16(fin16(c, fp::f2f(F32, F16, a, cfg).bits),
                    fin16(c, fp::f2f(F32, F16, b, cfg).bits));
}
void exec_LDEXP_F32(Ctx& c, int l) {  // P4
  const int32_t n = static_cast<int32_t>(raw32(c, l, 1));
  c.res[l] = fin32(c, fp::ldexp(F32, f32_src(c, l, 0), n, fpcfg(round_mode(c))).bits);
}
void exec_LDEXP_V2F16(Ctx& c, int l) {  // P4: lane i scaled by sext(B half i)
  const fp::Config cfg = fpcfg(round_mode(c));
  const uint32_t a = f16x2_src(c, l, 0), b = raw32(c, l, 1);
  const int32_t n0 = static_cast<int16_t>(lo16(b)), n1 = static_cast<int16_t>(hi16(b));
  c.res[l] = pack16(fin16(c, fp::ldexp(F16, lo16(a), n0, cfg).bits),
                    fin16(c, fp::ldexp(F16, hi16(a), n1, cfg).bits));
}
void rscale(Ctx& c, int l, fp::ZeroProduct zp, bool scale16) {  // P5
  const uint32_t a = f32_src(c, l, 0), b = f32_src(c, l, 1), d = f32_src(c, l, 2);
  const uint32_t s = raw32(c, l, 3);
  const int32_t n = scale16 ? static_cast<int16_t>(lo16(s)) : static_cast<int32_t>(s);
  c.res[l] = fin32(c, fp::fma_scale(F32, a, b, d, n, zp, fpcfg()).bits);
}
void exec_FMA_RSCALE(Ctx& c, int l) { rscale(c, l, fp::ZeroProduct::IEEE, false); }
void exec_FMA_RSCALE_N(Ctx& c, int l) { rscale(c, l, fp::ZeroProduct::PRODUCT_ZERO, false); }
void exec_FMA_RSCALE_LEFT(Ctx& c, int l) { rscale(c, l, fp::ZeroProduct::PRODUCT_LEFT, false); }
void exec_FMA_RSCALE_SCALE16(Ctx& c, int l) { rscale(c, l, fp::ZeroProduct::IEEE, true); }
void exec_FADD_LSCALE(Ctx& c, int l) {  // P6
  c.res[l] = fin32(c, fp::add(F32, f32_src(c, l, 0), f32_src(c, l, 1), fpcfg()).bits);
}

// ---- 5.3 conversions ----
// int -> float. The integer operand comes through sel() (widen / lane / swizzle fields).
void exec_S32_TO_F32(Ctx& c, int l) {
  const uint32_t v = static_cast<uint32_t>(sel(c, l, 0, true));
  c.res[l] = flush_in(c, F32, fp::i2f(F32, v, fpcfg(round_mode(c))).bits);
}
void exec_U32_TO_F32(Ctx& c, int l) {
  const uint32_t v = static_cast<uint32_t>(sel(c, l, 0, false));
  c.res[l] = flush_in(c, F32, fp::u2f(F32, v, fpcfg(round_mode(c))).bits);
}
void i2f16x2(Ctx& c, int l, bool s, fp::Round rm) {  // two 16-bit integer lanes -> f16
  const uint32_t v = static_cast<uint32_t>(sel(c, l, 0, s));
  auto cvt = [&](uint32_t x) {
    const fp::Config cfg = fpcfg(rm);
    return s ? fp::i2f(F16, static_cast<uint32_t>(static_cast<int16_t>(x)), cfg).bits
             : fp::u2f(F16, x, cfg).bits;
  };
  c.res[l] = pack16(cvt(lo16(v)), cvt(hi16(v)));
}
void exec_V2S16_TO_V2F16(Ctx& c, int l) { i2f16x2(c, l, true, round_mode(c)); }
void exec_V2U16_TO_V2F16(Ctx& c, int l) { i2f16x2(c, l, false, round_mode(c)); }
void exec_V2S8_TO_V2F16(Ctx& c, int l) { i2f16x2(c, l, true, fp::Round::RNE); }   // exact
void exec_V2U8_TO_V2F16(Ctx& c, int l) { i2f16x2(c, l, false, fp::Round::RNE); }  // exact
void exec_S16_TO_F32(Ctx& c, int l) {  // lane 0 of the swizzle, exact
  const int32_t v = static_cast<int16_t>(lo16(static_cast<uint32_t>(sel(c, l, 0, true))));
  c.res[l] = fp::i2f(F32, static_cast<uint32_t>(v), fpcfg()).bits;
}
void exec_U16_TO_F32(Ctx& c, int l) {
  c.res[l] = fp::u2f(F32, lo16(static_cast<uint32_t>(sel(c, l, 0, false))), fpcfg()).bits;
}
void exec_S8_TO_F32(Ctx& c, int l) {  // the byte, sign-extended by sel(), exact
  c.res[l] = fp::i2f(F32, static_cast<uint32_t>(sel(c, l, 0, true)), fpcfg()).bits;
}
void exec_U8_TO_F32(Ctx& c, int l) {
  c.res[l] = fp::u2f(F32, static_cast<uint32_t>(sel(c, l, 0, false)), fpcfg()).bits;
}
// float -> int (fp::f2i/f2u: NaN -> 0, saturating, negative -> 0 for unsigned).
void exec_F32_TO_S32(Ctx& c, int l) {
  c.res[l] = fp::f2i(F32, f32_src(c, l, 0), fpcfg(round_mode(c))).bits;
}
void exec_F32_TO_U32(Ctx& c, int l) {
  c.res[l] = fp::f2u(F32, f32_src(c, l, 0), fpcfg(round_mode(c))).bits;
}
void exec_F16_TO_S32(Ctx& c, int l) {  // lane 0 of the swizzle
  c.res[l] = fp::f2i(F16, lo16(f16x2_src(c, l, 0)), fpcfg(round_mode(c))).bits;
}
void exec_F16_TO_U32(Ctx& c, int l) {
  c.res[l] = fp::f2u(F16, lo16(f16x2_src(c, l, 0)), fpcfg(round_mode(c))).bits;
}
void exec_V2F16_TO_V2S16(Ctx& c, int l) {  // saturate to int16
  const fp::Config cfg = fpcfg(round_mode(c));
  auto cvt = [&](uint32_t x) {
    int32_t v = static_cast<int32_t>(fp::f2i(F16, x, cfg).bits);
    v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    return static_cast<uint32_t>(v);
  };
  const uint32_t a = f16x2_src(c, l, 0);
  c.res[l] = pack16(cvt(lo16(a)), cvt(hi16(a)));
}
void exec_V2F16_TO_V2U16(Ctx& c, int l) {  // saturate to uint16
  const fp::Config cfg = fpcfg(round_mode(c));
  auto cvt = [&](uint32_t x) {
    const uint32_t v = fp::f2u(F16, x, cfg).bits;
    return v > 65535u ? 65535u : v;
  };
  const uint32_t a = f16x2_src(c, l, 0);
  c.res[l] = pack16(cvt(lo16(a)), cvt(hi16(a)));
}
void exec_F16_TO_F32(Ctx& c, int l) {  // exact; the lane field selects the half
  uint32_t h = (raw32(c, l, 0) >> (16 * (c.d.src[0].swizzle & 1))) & 0xFFFFu;
  h = absneg(c, 0, flush_in(c, F16, h), 0x8000u);
  c.res[l] = fp::f2f(F16, F32, h, fpcfg()).bits;
}
void exec_FROUND_F32(Ctx& c, int l) {
  c.res[l] = flush_in(c, F32, fp::rint(F32, f32_src(c, l, 0), false, fpcfg(round_mode(c))).bits);
}
void exec_FROUND_V2F16(Ctx& c, int l) {
  const fp::Config cfg = fpcfg(round_mode(c));
  const uint32_t a = f16x2_src(c, l, 0);
  c.res[l] = pack16(flush_in(c, F16, fp::rint(F16, lo16(a), false, cfg).bits),
                    flush_in(c, F16, fp::rint(F16, hi16(a), false, cfg).bits));
}

// ---- 5.4 float compares and selects ----
bool combine(const Ctx& c, bool r, uint64_t c_lane) {  // C read as "lane != 0" (5.4 [P])
  return c.d.get(Mod::AND) ? (r && c_lane != 0) : (r || c_lane != 0);
}
uint32_t result_bits(const Ctx& c, int bits, bool r) {  // result type W[31:30]
  if (!r) return 0;
  switch (c.d.get(Mod::RESULT_TYPE)) {
    case 1: return bits == 32 ? kOne32 : bits == 16 ? kOne16 : 1u;  // f1 (P15 for 8-bit)
    case 2: return static_cast<uint32_t>(lane_mask(bits));           // m1
    default: return 1u;                                               // i1, u1 (P14)
  }
}
void exec_FCMP_F32(Ctx& c, int l) {
  const bool r = fcond(F32, c.d.get(Mod::CONDITION), f32_src(c, l, 0), f32_src(c, l, 1));
  c.res[l] = result_bits(c, 32, combine(c, r, raw32(c, l, 2)));
}
void exec_FCMP_V2F16(Ctx& c, int l) {
  const uint32_t a = f16x2_src(c, l, 0), b = f16x2_src(c, l, 1), cc = raw32(c, l, 2);
  const unsigned cond = c.d.get(Mod::CONDITION);
  const bool r0 = combine(c, fcond(F16, cond, lo16(a), lo16(b)), lo16(cc));
  const bool r1 = combine(c, fcond(F16, cond, hi16(a), hi16(b)), hi16(cc));
  c.res[l] = pack16(result_bits(c, 16, r0), result_bits(c, 16, r1));
}
void exec_CSEL_F32(Ctx& c, int l) {  // C/D returned unchanged
  const uint32_t a = flush_in(c, F32, raw32(c, l, 0)), b = flush_in(c, F32, raw32(c, l, 1));
  c.res[l] = fcond(F32, c.d.get(Mod::CONDITION), a, b) ? raw32(c, l, 2) : raw32(c, l, 3);
}
void exec_CSEL_V2F16(Ctx& c, int l) {
  const uint32_t a = raw32(c, l, 0), b = raw32(c, l, 1), x = raw32(c, l, 2), y = raw32(c, l, 3);
  const unsigned cond = c.d.get(Mod::CONDITION);
  auto pick = [&](int h) {
    const uint32_t av = flush_in(c, F16, (a >> (16 * h)) & 0xFFFFu);
    const uint32_t bv = flush_in(c, F16, (b >> (16 * h)) & 0xFFFFu);
    return ((fcond(F16, cond, av, bv) ? x : y) >> (16 * h)) & 0xFFFFu;
  };
  c.res[l] = pack16(pick(0), pick(1));
}
void exec_DISCARD_F32(Ctx& c, int l) {
  c.flag[l] = fcond(F32, c.d.get(Mod::CONDITION), f32_src(c, l, 0), f32_src(c, l, 1));
}

// ---- 5.7 special-function unit and helpers (P16-P20) ----
void exec_FRCP_F32(Ctx& c, int l) {
  c.res[l] = flush_in(c, F32, fp::div(F32, kOne32, f32_src(c, l, 0), fpcfg()).bits);
}
void exec_FRSQ_F32(Ctx& c, int l) {
  c.res[l] = flush_in(c, F32, fp::rsqrt(F32, f32_src(c, l, 0), fpcfg()).bits);
}
void exec_FRCP_F16(Ctx& c, int l) {  // P17: both lanes
  const uint32_t a = f16x2_src(c, l, 0);
  auto f = [&](uint32_t x) { return flush_in(c, F16, fp::div(F16, kOne16, x, fpcfg()).bits); };
  c.res[l] = pack16(f(lo16(a)), f(hi16(a)));
}
void exec_FRSQ_F16(Ctx& c, int l) {
  const uint32_t a = f16x2_src(c, l, 0);
  auto f = [&](uint32_t x) { return flush_in(c, F16, fp::rsqrt(F16, x, fpcfg()).bits); };
  c.res[l] = pack16(f(lo16(a)), f(hi16(a)));
}
void exec_FLOG(Ctx& c, int l) {  // FLOGD.f32, FLOG_TABLE.f32 (P16)
  c.res[l] = flush_in(c, F32, fp::sfu::lg2(f32_src(c, l, 0), fpcfg()));
}
// t = f32(k) * pi/32 (RNE): the angle of table entry k (P16).
uint32_t table_angle(uint32_t k) {
  constexpr uint32_t kPiOver32 = 0x3DC90FDBu;
  return fp::mul(F32, fp::u2f(F32, k & 63u, fpcfg()).bits, kPiOver32, fpcfg()).bits;
}
void exec_FSIN_TABLE(Ctx& c, int l) {
  c.res[l] = flush_in(c, F32, fp::sfu::sin(table_angle(raw32(c, l, 0)), fpcfg()));
}
void exec_FCOS_TABLE(Ctx& c, int l) {
  c.res[l] = flush_in(c, F32, fp::sfu::cos(table_angle(raw32(c, l, 0)), fpcfg()));
}
void exec_FSINCOS_OFFSET(Ctx& c, int l) { c.res[l] = table_angle(raw32(c, l, 0)); }
void exec_FEXP_TABLE(Ctx& c, int l) {  // 2^(k/16), k/16 exact
  const uint32_t x = fp::ldexp(F32, fp::u2f(F32, raw32(c, l, 0) & 15u, fpcfg()).bits, -4,
                               fpcfg()).bits;
  c.res[l] = flush_in(c, F32, fp::sfu::ex2(x, fpcfg()));
}
void exec_FEXP(Ctx& c, int l) {  // A = 8:24 fixed point, B = the float argument
  const uint32_t b = f32_src(c, l, 1);
  uint32_t r;
  if (fp::is_nan(F32, b)) {
    r = fpcfg().canon_nan32;
  } else if (fp::is_inf(F32, b) || (b & 0x7FFFFFFFu) >= 0x43000000u) {  // |B| >= 128
    r = fp::sfu::ex2(b, fpcfg());
  } else {
    const uint32_t x = fp::i2f(F32, raw32(c, l, 0), fpcfg()).bits;
    r = fp::sfu::ex2(fp::ldexp(F32, x, -24, fpcfg()).bits, fpcfg());
  }
  c.res[l] = fin32(c, r);
}
void exec_FATAN_ASSIST(Ctx& c, int l) {
  const uint32_t a = flush_in(c, F32, raw32(c, l, 0)), b = flush_in(c, F32, raw32(c, l, 1));
  c.res[l] = flush_in(c, F32, fp::div(F32, a, b, fpcfg()).bits);
}
// P18: RISC-V FCLASS order.
uint32_t fpclass(Format f, uint32_t x) {
  const bool neg = fp::sign_of(f, x);
  if (fp::is_nan(f, x)) return fp::is_snan(f, x) ? 1u << 8 : 1u << 9;
  if (fp::is_inf(f, x)) return neg ? 1u << 0 : 1u << 7;
  if (fp::is_zero(f, x)) return neg ? 1u << 3 : 1u << 4;
  if (fp::is_subnormal(f, x)) return neg ? 1u << 2 : 1u << 5;
  return neg ? 1u << 1 : 1u << 6;
}
void exec_FPCLASS_F32(Ctx& c, int l) {  // never flushed
  uint32_t v = raw32(c, l, 0);
  const unsigned s = c.d.src[0].swizzle;
  if (s != 0) v = fp::f2f(F16, F32, (v >> (16 * (s - 1))) & 0xFFFFu, fpcfg()).bits;
  c.res[l] = fpclass(F32, absneg(c, 0, v, 0x80000000u));
}
void exec_FPCLASS_F16(Ctx& c, int l) {
  const uint32_t v = absneg(c, 0, static_cast<uint32_t>(sel(c, l, 0, false)), 0x80008000u);
  c.res[l] = pack16(fpclass(F16, lo16(v)), fpclass(F16, hi16(v)));
}

// P19: x = m * 2^e, |m| in [0.5, 1), then the .sqrt / .log adjustments.
struct Frexp {
  uint32_t m;  // in the source format
  int32_t e;
};
Frexp frexp(const Ctx& c, Format f, uint32_t x) {
  if (fp::is_nan(f, x)) return {fp::canonical_nan(f, fpcfg()), 0};
  if (fp::is_zero(f, x) || fp::is_inf(f, x)) return {x, 0};
  const int p = f == F32 ? 24 : 11, bias = f == F32 ? 127 : 15;
  const uint32_t sign = x & fp::sign_bit(f);
  uint32_t ef = (x & fp::exp_mask(f)) >> (p - 1);
  uint32_t m = x & fp::frac_mask(f);
  int q;  // value = m * 2^q with m normalised to p bits
  if (ef == 0) {
    q = 1 - bias - (p - 1);
    while (!(m >> (p - 1))) {
      m <<= 1;
      --q;
    }
  } else {
    m |= 1u << (p - 1);
    q = static_cast<int>(ef) - bias - (p - 1);
  }
  int32_t e = q + p;          // |x| = (m / 2^p) * 2^e, m / 2^p in [0.5, 1)
  uint32_t mexp = bias - 1;   // biased exponent of [0.5, 1)
  const bool log = c.d.get(Mod::LOG) != 0, sqrt = c.d.get(Mod::SQRT) != 0;
  const bool twice = log ? m < (3u << (p - 2)) : sqrt ? (e & 1) != 0 : false;  // 0.75 * 2^p
  if (twice) {
    ++mexp;
    --e;
  }
  return {sign | mexp << (p - 1) | (m & fp::frac_mask(f)), e};
}
void exec_FREXPM_F32(Ctx& c, int l) { c.res[l] = frexp(c, F32, f32_src(c, l, 0)).m; }
void exec_FREXPE_F32(Ctx& c, int l) {
  c.res[l] = static_cast<uint32_t>(frexp(c, F32, f32_src(c, l, 0)).e);
}
void exec_FREXPM_V2F16(Ctx& c, int l) {
  const uint32_t a = f16x2_src(c, l, 0);
  c.res[l] = pack16(frexp(c, F16, lo16(a)).m, frexp(c, F16, hi16(a)).m);
}
void exec_FREXPE_V2F16(Ctx& c, int l) {
  const uint32_t a = f16x2_src(c, l, 0);
  c.res[l] = pack16(static_cast<uint32_t>(frexp(c, F16, lo16(a)).e),
                    static_cast<uint32_t>(frexp(c, F16, hi16(a)).e));
}

// Cube maps (P20).
void exec_CUBEFACE1(Ctx& c, int l) {
  const fp::Config cfg = fpcfg();
  const uint32_t x = f32_src(c, l, 0) & 0x7FFFFFFFu, y = f32_src(c, l, 1) & 0x7FFFFFFFu;
  const uint32_t z = f32_src(c, l, 2) & 0x7FFFFFFFu;
  c.res[l] = fp::max(F32, fp::max(F32, x, y, true, cfg).bits, z, true, cfg).bits;
}
void exec_CUBEFACE2(Ctx& c, int l) {
  const uint32_t x = f32_src(c, l, 0), y = f32_src(c, l, 1), z = f32_src(c, l, 2);
  auto ge = [](uint32_t a, uint32_t b) {  // quiet |a| >= |b|, NaN -> false
    return fcond(F32, 2, a & 0x7FFFFFFFu, b & 0x7FFFFFFFu);
  };
  uint32_t face;
  if (ge(z, x) && ge(z, y))
    face = 4 + (z >> 31);
  else if (ge(y, x))
    face = 2 + (y >> 31);
  else
    face = x >> 31;
  c.res[l] = face;
}
void exec_CUBE_SSEL(Ctx& c, int l) {  // A = Z, B = X
  const uint32_t z = absneg(c, 0, raw32(c, l, 0), 0x80000000u);
  const uint32_t x = absneg(c, 1, raw32(c, l, 1), 0x80000000u);
  const uint32_t f = raw32(c, l, 2) & 7u;
  const bool neg = f & 1;
  if (f & 4) c.res[l] = neg ? x ^ 0x80000000u : x;       // Z axis: -X / +X
  else if (f & 2) c.res[l] = x;                           // Y axis: +X
  else c.res[l] = neg ? z : z ^ 0x80000000u;              // X axis: +Z / -Z
}
void exec_CUBE_TSEL(Ctx& c, int l) {  // A = Y, B = Z
  const uint32_t y = absneg(c, 0, raw32(c, l, 0), 0x80000000u);
  const uint32_t z = absneg(c, 1, raw32(c, l, 1), 0x80000000u);
  const uint32_t f = raw32(c, l, 2) & 7u;
  const bool neg = f & 1;
  if ((f & 4) == 0 && (f & 2)) c.res[l] = neg ? z ^ 0x80000000u : z;  // Y axis: -Z / +Z
  else c.res[l] = y ^ 0x80000000u;                                    // X, Z axis: -Y
}

}  // namespace

void add_float(Table& t) {
  set(t, Ins::FADD_F32, exec_FADD_F32);
  set(t, Ins::FADD_V2F16, exec_FADD_V2F16);
  set(t, Ins::FADD_IMM_F32, exec_FADD_IMM_F32);
  set(t, Ins::FADD_IMM_V2F16, exec_FADD_IMM_V2F16);
  set(t, Ins::FMA_F32, exec_FMA_F32);
  set(t, Ins::FMA_V2F16, exec_FMA_V2F16);
  set(t, Ins::FMIN_F32, exec_FMIN_F32);
  set(t, Ins::FMIN_V2F16, exec_FMIN_V2F16);
  set(t, Ins::FMAX_F32, exec_FMAX_F32);
  set(t, Ins::FMAX_V2F16, exec_FMAX_V2F16);
  set(t, Ins::V2F32_TO_V2F16, exec_V2F32_TO_V2F16);
  set(t, Ins::LDEXP_F32, exec_LDEXP_F32);
  set(t, Ins::LDEXP_V2F16, exec_LDEXP_V2F16);
  set(t, Ins::FMA_RSCALE_F32, exec_FMA_RSCALE);
  set(t, Ins::FMA_RSCALE_N_F32, exec_FMA_RSCALE_N);
  set(t, Ins::FMA_RSCALE_LEFT_F32, exec_FMA_RSCALE_LEFT);
  set(t, Ins::FMA_RSCALE_SCALE16_F32, exec_FMA_RSCALE_SCALE16);
  set(t, Ins::FADD_LSCALE_F32, exec_FADD_LSCALE);

  set(t, Ins::S32_TO_F32, exec_S32_TO_F32);
  set(t, Ins::U32_TO_F32, exec_U32_TO_F32);
  set(t, Ins::V2S16_TO_V2F16, exec_V2S16_TO_V2F16);
  set(t, Ins::V2U16_TO_V2F16, exec_V2U16_TO_V2F16);
  set(t, Ins::V2S8_TO_V2F16, exec_V2S8_TO_V2F16);
  set(t, Ins::V2U8_TO_V2F16, exec_V2U8_TO_V2F16);
  set(t, Ins::S16_TO_F32, exec_S16_TO_F32);
  set(t, Ins::U16_TO_F32, exec_U16_TO_F32);
  set(t, Ins::S8_TO_F32, exec_S8_TO_F32);
  set(t, Ins::U8_TO_F32, exec_U8_TO_F32);
  set(t, Ins::F32_TO_S32, exec_F32_TO_S32);
  set(t, Ins::F32_TO_U32, exec_F32_TO_U32);
  set(t, Ins::F16_TO_S32, exec_F16_TO_S32);
  set(t, Ins::F16_TO_U32, exec_F16_TO_U32);
  set(t, Ins::V2F16_TO_V2S16, exec_V2F16_TO_V2S16);
  set(t, Ins::V2F16_TO_V2U16, exec_V2F16_TO_V2U16);
  set(t, Ins::F16_TO_F32, exec_F16_TO_F32);
  set(t, Ins::FROUND_F32, exec_FROUND_F32);
  set(t, Ins::FROUND_V2F16, exec_FROUND_V2F16);

  set(t, Ins::FCMP_F32, exec_FCMP_F32);
  set(t, Ins::FCMP_V2F16, exec_FCMP_V2F16);
  set(t, Ins::CSEL_F32, exec_CSEL_F32);
  set(t, Ins::CSEL_V2F16, exec_CSEL_V2F16);
  set(t, Ins::DISCARD_F32, exec_DISCARD_F32);

  set(t, Ins::FRCP_F32, exec_FRCP_F32);
  set(t, Ins::FRCP_F16, exec_FRCP_F16);
  set(t, Ins::FRSQ_F32, exec_FRSQ_F32);
  set(t, Ins::FRSQ_F16, exec_FRSQ_F16);
  set(t, Ins::FRCP_APPROX_F32, exec_FRCP_F32);
  set(t, Ins::FRSQ_APPROX_F32, exec_FRSQ_F32);
  set(t, Ins::FLOGD_F32, exec_FLOG);
  set(t, Ins::FLOG_TABLE_F32, exec_FLOG);
  set(t, Ins::FSIN_TABLE_U6, exec_FSIN_TABLE);
  set(t, Ins::FCOS_TABLE_U6, exec_FCOS_TABLE);
  set(t, Ins::FSINCOS_OFFSET_U6, exec_FSINCOS_OFFSET);
  set(t, Ins::FEXP_TABLE_U4, exec_FEXP_TABLE);
  set(t, Ins::FEXP_F32, exec_FEXP);
  set(t, Ins::FATAN_ASSIST_F32, exec_FATAN_ASSIST);
  set(t, Ins::FPCLASS_F32, exec_FPCLASS_F32);
  set(t, Ins::FPCLASS_F16, exec_FPCLASS_F16);
  set(t, Ins::FREXPM_F32, exec_FREXPM_F32);
  set(t, Ins::FREXPM_V2F16, exec_FREXPM_V2F16);
  set(t, Ins::FREXPE_F32, exec_FREXPE_F32);
  set(t, Ins::FREXPE_V2F16, exec_FREXPE_V2F16);
  set(t, Ins::CUBEFACE1, exec_CUBEFACE1);
  set(t, Ins::CUBEFACE2, exec_CUBEFACE2);
  set(t, Ins::CUBE_SSEL, exec_CUBE_SSEL);
  set(t, Ins::CUBE_TSEL, exec_CUBE_TSEL);
}

}  // namespace shaderhw::valhall::sem
