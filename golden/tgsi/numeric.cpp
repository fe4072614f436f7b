// TGSI golden model: numeric rules of docs/tgsi.md 12 (numeric.h), on golden/fp.
#include "tgsi/numeric.h"

#include "fp/fp.h"
#include "fp/sfu.h"

namespace shaderhw::tgsi::num {
namespace {

constexpr fp::Format F32 = fp::Format::F32;
// docs/tgsi.md 12.1: RNE, subnormals kept, created NaN canonical, NaN operands propagated.
constexpr fp::Config kFp{fp::Round::RNE, false, true, kNaN, 0x7E00u};
constexpr fp::Config with(fp::Round rm) { return fp::Config{rm, false, true, kNaN, 0x7E00u}; }
constexpr fp::Config kDown = with(fp::Round::RDN);
constexpr fp::Config kUp = with(fp::Round::RUP);
constexpr fp::Config kZeroward = with(fp::Round::RTZ);

}  // namespace

namespace lib {
uint32_t add(uint32_t a, uint32_t b) { return fp::add(F32, a, b, kFp).bits; }
uint32_t sub(uint32_t a, uint32_t b) { return fp::sub(F32, a, b, kFp).bits; }
uint32_t mul(uint32_t a, uint32_t b) { return fp::mul(F32, a, b, kFp).bits; }
uint32_t div(uint32_t a, uint32_t b) { return fp::div(F32, a, b, kFp).bits; }
uint32_t sqrt(uint32_t a) { return fp::sqrt(F32, a, kFp).bits; }
uint32_t floor(uint32_t a) { return fp::rint(F32, a, false, kDown).bits; }
int32_t floor_to_int(uint32_t a) { return static_cast<int32_t>(fp::f2i(F32, a, kDown).bits); }
bool lt(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::LT, false, kFp).bits; }
bool le(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::LE, false, kFp).bits; }
bool eq(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::EQ, false, kFp).bits; }
}  // namespace lib

uint32_t ceil(uint32_t a) { return fp::rint(F32, a, false, kUp).bits; }
uint32_t trunc(uint32_t a) { return fp::rint(F32, a, false, kZeroward).bits; }

uint32_t int_to_float(int32_t a) { return fp::i2f(F32, static_cast<uint32_t>(a), kFp).bits; }

uint32_t ex2(uint32_t a) { return fp::sfu::ex2(a, kFp); }
uint32_t lg2(uint32_t a) { return fp::sfu::lg2(a, kFp); }
uint32_t sin(uint32_t a) { return fp::sfu::sin(a, kFp); }
uint32_t cos(uint32_t a) { return fp::sfu::cos(a, kFp); }
// 12.3: 1 when y is +-0 or x is +1, else 2^(y * log2 x) by the unit's POW path, which forms the
// product y * log2(x) in fixed point without rounding it to binary32 (G1). x < 0 (not -0): NaN.
uint32_t pow(uint32_t x, uint32_t y) { return fp::sfu::pow(x, y, kFp); }

}  // namespace shaderhw::tgsi::num
