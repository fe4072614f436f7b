// R500 golden model: numeric model of docs/r500.md 6.7 (numeric.h), on golden/fp.
#include "r500/numeric.h"

#include "fp/fp.h"
#include "fp/fpext.h"
#include "fp/sfu.h"

namespace shaderhw::r500::num {
namespace {

using fp::Format;
constexpr Format F32 = Format::F32;
// 6.7: RNE, flush subnormal inputs and results, every NaN result canonical.
constexpr fp::Config kFp{fp::Round::RNE, true, false, kNaN, 0x7E00u};

constexpr uint32_t kTwo = 0x40000000u;
constexpr uint32_t kQuarter = 0x3E800000u;
constexpr uint32_t kEighth = 0x3E000000u;
constexpr uint32_t kMagnitude = 0x7FFFFFFFu;

bool is_zero(uint32_t x) { return fp::is_zero(F32, x); }
bool is_nan_or_inf(uint32_t x) { return !fp::is_finite(F32, x); }

// x - round_to_nearest_integer(x) for a finite x: exact, in [-0.5, 0.5] (G2).
uint32_t turns_fraction(uint32_t x) {
  const uint32_t n = fp::rint(F32, x, false, kFp).bits;
  return sub(x, n);
}

uint32_t radians_of_turns(uint32_t t) { return fp::mul(F32, t, gen::F32_TWO_PI, kFp).bits; }
uint32_t sfu_sin(uint32_t radians) { return ftz(fp::sfu::sin(radians, kFp)); }
uint32_t sfu_cos(uint32_t radians) { return ftz(fp::sfu::cos(radians, kFp)); }

}  // namespace

uint32_t ftz(uint32_t x) { return fp::is_subnormal(F32, x) ? (x & kSign) : x; }

uint32_t add(uint32_t a, uint32_t b) { return fp::add(F32, a, b, kFp).bits; }
uint32_t sub(uint32_t a, uint32_t b) { return fp::sub(F32, a, b, kFp).bits; }

uint32_t mul(uint32_t a, uint32_t b, bool zero_times) {
  a = ftz(a);
  b = ftz(b);
  if (zero_times && (is_zero(a) || is_zero(b))) return (a ^ b) & kSign;  // 6.7 item 4, G3
  return fp::mul(F32, a, b, kFp).bits;
}

uint32_t mad(uint32_t a, uint32_t b, uint32_t c, bool zero_times) {
  return add(mul(a, b, zero_times), c);  // two roundings, never fused (6.7 item 1)
}

uint32_t presubtract(gen::SrcpOp op, uint32_t s0, uint32_t s1) {
  switch (op) {
    case gen::SrcpOp::NEG2: return sub(kOne, fp::mul(F32, kTwo, s0, kFp).bits);
    case gen::SrcpOp::SUB: return sub(s1, s0);
    case gen::SrcpOp::ADD: return add(s1, s0);
    case gen::SrcpOp::INV: return sub(kOne, s0);
  }
  return kZero;
}

uint32_t frc(uint32_t a) {
  fp::Config down = kFp;
  down.rm = fp::Round::RDN;
  const uint32_t r = sub(a, fp::rint(F32, a, false, down).bits);
  return r == kOne ? gen::F32_BELOW_ONE : r;  // -tiny rounds up to 1.0; 5.5 wants [0,1) (G5)
}

bool less(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::LT, false, kFp).bits; }
bool less_equal(uint32_t a, uint32_t b) {
  return fp::cmp(F32, a, b, fp::CmpCond::LE, false, kFp).bits;
}

bool compare_with_zero(uint32_t v, gen::Cmp cmp) {
  const bool equal = fp::cmp(F32, v, kZero, fp::CmpCond::EQ, false, kFp).bits;
  switch (cmp) {
    case gen::Cmp::EQ: return equal;
    case gen::Cmp::LT: return less(v, kZero);
    case gen::Cmp::GE: return less_equal(kZero, v);
    case gen::Cmp::NE: return !equal;  // NaN: only "!=" holds
  }
  return false;
}

uint32_t ex2(uint32_t a) { return ftz(fp::sfu::ex2(ftz(a), kFp)); }
uint32_t ln2(uint32_t a) { return ftz(fp::sfu::lg2(ftz(a), kFp)); }
uint32_t rcp(uint32_t a) { return fp::div(F32, kOne, a, kFp).bits; }
uint32_t rsq(uint32_t a) { return fp::rsqrt(F32, a, kFp).bits; }

// G2: reduce in turns exactly, fold to a quarter turn exactly, then one rounding of 2*pi*t.
uint32_t sin_turns(uint32_t a) {
  const uint32_t x = ftz(a);
  if (is_nan_or_inf(x)) return kNaN;
  if (is_zero(x)) return x;  // sin(+-0) = +-0
  uint32_t t = turns_fraction(x);
  if ((t & kMagnitude) > kQuarter) t = sub((t & kSign) | kHalf, t);  // sin(pi - y) = sin(y)
  return sfu_sin(radians_of_turns(t));
}

uint32_t cos_turns(uint32_t a) {
  const uint32_t x = ftz(a);
  if (is_nan_or_inf(x)) return kNaN;
  const uint32_t m = turns_fraction(x) & kMagnitude;  // cos is even
  if (m <= kEighth) return sfu_cos(radians_of_turns(m));
  return sfu_sin(radians_of_turns(sub(kQuarter, m)));  // cos(y) = sin(pi/2 - y), exact here
}

uint32_t output_modifier(gen::Omod omod, uint32_t x) {
  switch (omod) {
    case gen::Omod::X1:
    case gen::Omod::OFF: return x;  // identity: no flush, no NaN canonicalisation (G4)
    case gen::Omod::X2: return fp::mul(F32, x, kTwo, kFp).bits;
    case gen::Omod::X4: return fp::mul(F32, x, 0x40800000u, kFp).bits;
    case gen::Omod::X8: return fp::mul(F32, x, 0x41000000u, kFp).bits;
    case gen::Omod::D2: return fp::mul(F32, x, kHalf, kFp).bits;
    case gen::Omod::D4: return fp::mul(F32, x, kQuarter, kFp).bits;
    case gen::Omod::D8: return fp::mul(F32, x, kEighth, kFp).bits;
  }
  return x;
}

uint32_t saturate(uint32_t x) {  // 6.1: NaN, -0, negatives and subnormals give +0
  if (!less(kZero, x)) return kZero;
  return less(kOne, x) ? kOne : x;
}

uint32_t result_path(gen::Omod omod, bool clamp, uint32_t x) {
  if (omod == gen::Omod::OFF) return x;  // no modifier and no clamp (6.1 item 3)
  const uint32_t scaled = output_modifier(omod, x);
  return clamp ? saturate(scaled) : scaled;
}

}  // namespace shaderhw::r500::num
