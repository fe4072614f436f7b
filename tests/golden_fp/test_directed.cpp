// Directed cases written by hand from the contract in fp.h (expected values worked out on
// paper, independent of both the library and the oracles), plus a few algebraic invariants.
#include <mpfr.h>

#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

using namespace fp::flag;
constexpr Format F32 = Format::F32;
constexpr Format F16 = Format::F16;
constexpr Round RNE = Round::RNE, RTZ = Round::RTZ, RDN = Round::RDN, RUP = Round::RUP,
                RMM = Round::RMM;

Config C(Round rm, bool ftz = false, bool prop = false) {
  Config c;
  c.rm = rm;
  c.ftz = ftz;
  c.nan_propagate = prop;
  return c;
}

struct Case {
  const char* what;
  Result got;
  uint32_t bits;
  uint8_t flags;
};

void run(const std::vector<Case>& cases) {
  Checker ck(current_test_name(), 0);
  for (const Case& c : cases) {
    const Result exp{c.bits, c.flags};
    if (!ck.check(c.got, exp)) ck.report(c.what, c.got, exp);
  }
}

TEST(Directed, AddSub) {
  run({
      {"1 + 2^-24 RNE (tie, even)", fp::add(F32, 0x3F800000, 0x33800000, C(RNE)), 0x3F800000, NX},
      {"1 + 2^-24 RMM", fp::add(F32, 0x3F800000, 0x33800000, C(RMM)), 0x3F800001, NX},
      {"1 + 2^-24 RUP", fp::add(F32, 0x3F800000, 0x33800000, C(RUP)), 0x3F800001, NX},
      {"1 + 2^-24 RTZ", fp::add(F32, 0x3F800000, 0x33800000, C(RTZ)), 0x3F800000, NX},
      {"1 + 2^-24 RDN", fp::add(F32, 0x3F800000, 0x33800000, C(RDN)), 0x3F800000, NX},
      {"(1+ulp) + 2^-24 RNE (tie, odd)", fp::add(F32, 0x3F800001, 0x33800000, C(RNE)), 0x3F800002, NX},
      {"-1 - 2^-24 RDN", fp::add(F32, 0xBF800000, 0xB3800000, C(RDN)), 0xBF800001, NX},
      {"-1 - 2^-24 RUP", fp::add(F32, 0xBF800000, 0xB3800000, C(RUP)), 0xBF800000, NX},
      {"x - x RNE", fp::sub(F32, 0x40490FDB, 0x40490FDB, C(RNE)), 0x00000000, 0},
      {"x - x RDN", fp::sub(F32, 0x40490FDB, 0x40490FDB, C(RDN)), 0x80000000, 0},
      {"x + (-x) RMM", fp::add(F32, 0x40490FDB, 0xC0490FDB, C(RMM)), 0x00000000, 0},
      {"-0 + -0", fp::add(F32, 0x80000000, 0x80000000, C(RNE)), 0x80000000, 0},
      {"+0 + -0 RNE", fp::add(F32, 0x00000000, 0x80000000, C(RNE)), 0x00000000, 0},
      {"+0 + -0 RDN", fp::add(F32, 0x00000000, 0x80000000, C(RDN)), 0x80000000, 0},
      {"-0 - +0 RUP", fp::sub(F32, 0x80000000, 0x00000000, C(RUP)), 0x80000000, 0},
      {"inf - inf", fp::add(F32, 0x7F800000, 0xFF800000, C(RNE)), 0x7FC00000, NV},
      {"inf - inf prop (no NaN operand)", fp::sub(F32, 0x7F800000, 0x7F800000, C(RNE, false, true)), 0x7FC00000, NV},
      {"max + max RNE", fp::add(F32, 0x7F7FFFFF, 0x7F7FFFFF, C(RNE)), 0x7F800000, OF | NX},
      {"max + max RTZ", fp::add(F32, 0x7F7FFFFF, 0x7F7FFFFF, C(RTZ)), 0x7F7FFFFF, OF | NX},
      {"-max - max RUP", fp::add(F32, 0xFF7FFFFF, 0xFF7FFFFF, C(RUP)), 0xFF7FFFFF, OF | NX},
      {"-max - max RDN", fp::add(F32, 0xFF7FFFFF, 0xFF7FFFFF, C(RDN)), 0xFF800000, OF | NX},
      {"min normal - min sub: exact subnormal, no UF", fp::sub(F32, 0x00800000, 0x00000001, C(RNE)), 0x007FFFFF, 0},
      {"same, ftz: flushed result", fp::sub(F32, 0x00800000, 0x00000001, C(RNE, true)), 0x00800000, 0},
      {"min normal - max sub ftz: result subnormal -> 0", fp::sub(F32, 0x00800001, 0x00800000, C(RNE, true)), 0x00000000, UF | NX},
      {"sub ftz input flush", fp::add(F32, 0x00000001, 0x80000000, C(RNE, true)), 0x00000000, 0},
      {"sNaN + 1", fp::add(F32, 0x7F800001, 0x3F800000, C(RNE)), 0x7FC00000, NV},
      {"1 + sNaN prop", fp::add(F32, 0x3F800000, 0x7F800001, C(RNE, false, true)), 0x7FC00001, NV},
      {"qNaN + sNaN prop: first NaN", fp::add(F32, 0xFFC00005, 0x7F800001, C(RNE, false, true)), 0xFFC00005, NV},
      {"1 - qNaN prop: b unflipped", fp::sub(F32, 0x3F800000, 0xFFC00001, C(RNE, false, true)), 0xFFC00001, 0},
      {"f16 1 + 2^-11 RNE", fp::add(F16, 0x3C00, 0x1000, C(RNE)), 0x3C00, NX},
      {"f16 1 + 2^-11 RMM", fp::add(F16, 0x3C00, 0x1000, C(RMM)), 0x3C01, NX},
      {"f16 65504 + 16 RNE", fp::add(F16, 0x7BFF, 0x4C00, C(RNE)), 0x7C00, OF | NX},
      {"f16 65504 + 8 RNE (below half ulp)", fp::add(F16, 0x7BFF, 0x4800, C(RNE)), 0x7BFF, NX},
      {"f16 qNaN canonical", fp::add(F16, 0x7C01, 0x3C00, C(RNE)), 0x7E00, NV},
      {"f16 prop payload", fp::add(F16, 0x3C00, 0xFC01, C(RNE, false, true)), 0xFE01, NV},
  });
}

TEST(Directed, MulFma) {
  run({
      {"max * 2 RNE", fp::mul(F32, 0x7F7FFFFF, 0x40000000, C(RNE)), 0x7F800000, OF | NX},
      {"max * 2 RTZ", fp::mul(F32, 0x7F7FFFFF, 0x40000000, C(RTZ)), 0x7F7FFFFF, OF | NX},
      {"max * 2 RDN", fp::mul(F32, 0x7F7FFFFF, 0x40000000, C(RDN)), 0x7F7FFFFF, OF | NX},
      {"max * 2 RUP", fp::mul(F32, 0x7F7FFFFF, 0x40000000, C(RUP)), 0x7F800000, OF | NX},
      {"max * 2 RMM", fp::mul(F32, 0x7F7FFFFF, 0x40000000, C(RMM)), 0x7F800000, OF | NX},
      {"-max * 2 RDN", fp::mul(F32, 0xFF7FFFFF, 0x40000000, C(RDN)), 0xFF800000, OF | NX},
      {"-max * 2 RUP", fp::mul(F32, 0xFF7FFFFF, 0x40000000, C(RUP)), 0xFF7FFFFF, OF | NX},
      {"minnorm * 0.5 exact subnormal", fp::mul(F32, 0x00800000, 0x3F000000, C(RNE)), 0x00400000, 0},
      {"minnorm * 0.5 ftz", fp::mul(F32, 0x00800000, 0x3F000000, C(RNE, true)), 0x00000000, UF | NX},
      {"-minnorm * 0.5 ftz keeps sign", fp::mul(F32, 0x80800000, 0x3F000000, C(RNE, true)), 0x80000000, UF | NX},
      {"minsub * 0.5 RNE (tie to 0)", fp::mul(F32, 0x00000001, 0x3F000000, C(RNE)), 0x00000000, UF | NX},
      {"minsub * 0.5 RMM", fp::mul(F32, 0x00000001, 0x3F000000, C(RMM)), 0x00000001, UF | NX},
      {"minsub * 0.75 RNE", fp::mul(F32, 0x00000001, 0x3F400000, C(RNE)), 0x00000001, UF | NX},
      {"minsub * minsub RUP", fp::mul(F32, 0x00000001, 0x00000001, C(RUP)), 0x00000001, UF | NX},
      {"-minsub * minsub RUP", fp::mul(F32, 0x80000001, 0x00000001, C(RUP)), 0x80000000, UF | NX},
      {"(1-2^-24)*2^-126: rounds up to minnorm, tiny", fp::mul(F32, 0x3F7FFFFF, 0x00800000, C(RNE)), 0x00800000, UF | NX},
      {"0 * inf", fp::mul(F32, 0x00000000, 0xFF800000, C(RNE)), 0x7FC00000, NV},
      {"subnormal * inf ftz = 0*inf", fp::mul(F32, 0x00000001, 0x7F800000, C(RNE, true)), 0x7FC00000, NV},
      {"-0 * 5", fp::mul(F32, 0x80000000, 0x40A00000, C(RNE)), 0x80000000, 0},
      // tininess AFTER rounding: 2^-126 - 2^-151 rounds (unbounded, 24 bits) to 2^-126
      {"fma tiny-after-rounding RNE: no UF", fp::fma(F32, 0x3F7FFFFF, 0x00400000, 0x00400000, C(RNE)), 0x00800000, NX},
      {"fma same RUP: no UF", fp::fma(F32, 0x3F7FFFFF, 0x00400000, 0x00400000, C(RUP)), 0x00800000, NX},
      {"fma same RTZ: UF", fp::fma(F32, 0x3F7FFFFF, 0x00400000, 0x00400000, C(RTZ)), 0x007FFFFF, UF | NX},
      {"fma same RNE ftz: result normal, kept", fp::fma(F32, 0x3F7FFFFF, 0x00400000, 0x00400000, C(RNE, true)), 0x00000000, 0},
      {"fma single rounding", fp::fma(F32, 0x3F800800, 0x3F800800, 0xBF801000, C(RNE)), 0x33800000, 0},
      {"fma 1*1-1 RNE", fp::fma(F32, 0x3F800000, 0x3F800000, 0xBF800000, C(RNE)), 0x00000000, 0},
      {"fma 1*1-1 RDN", fp::fma(F32, 0x3F800000, 0x3F800000, 0xBF800000, C(RDN)), 0x80000000, 0},
      {"fma -0*1 + -0", fp::fma(F32, 0x80000000, 0x3F800000, 0x80000000, C(RNE)), 0x80000000, 0},
      {"fma -0*1 + +0 RNE", fp::fma(F32, 0x80000000, 0x3F800000, 0x00000000, C(RNE)), 0x00000000, 0},
      {"fma -0*1 + +0 RDN", fp::fma(F32, 0x80000000, 0x3F800000, 0x00000000, C(RDN)), 0x80000000, 0},
      {"fma 0*2 + x = x", fp::fma(F32, 0x00000000, 0x40000000, 0x00000001, C(RNE)), 0x00000001, 0},
      {"fma inf*0 + qNaN", fp::fma(F32, 0x7F800000, 0x00000000, 0x7FC00001, C(RNE)), 0x7FC00000, NV},
      {"fma inf*0 + qNaN prop", fp::fma(F32, 0x7F800000, 0x00000000, 0x7FC00001, C(RNE, false, true)), 0x7FC00001, NV},
      {"fma inf*0 + 1", fp::fma(F32, 0x00000000, 0xFF800000, 0x3F800000, C(RNE, false, true)), 0x7FC00000, NV},
      {"fma inf*2 - inf", fp::fma(F32, 0x7F800000, 0x40000000, 0xFF800000, C(RNE)), 0x7FC00000, NV},
      {"fma inf*-2 - inf", fp::fma(F32, 0x7F800000, 0xC0000000, 0xFF800000, C(RNE)), 0xFF800000, 0},
      {"fma 2*3 + inf", fp::fma(F32, 0x40000000, 0x40400000, 0x7F800000, C(RNE)), 0x7F800000, 0},
      {"fma qNaN*0 + inf: no NV", fp::fma(F32, 0x7FC00000, 0x00000000, 0x7F800000, C(RNE)), 0x7FC00000, 0},
      {"fma 1*1 + sNaN prop", fp::fma(F32, 0x3F800000, 0x3F800000, 0xFF800003, C(RNE, false, true)), 0xFFC00003, NV},
      {"fma qNaN b first", fp::fma(F32, 0x3F800000, 0x7FC00002, 0x7F800003, C(RNE, false, true)), 0x7FC00002, NV},
      {"fma max*max - inf", fp::fma(F32, 0x7F7FFFFF, 0x7F7FFFFF, 0xFF800000, C(RNE)), 0xFF800000, 0},
      {"fma max*2 - max (no intermediate overflow)", fp::fma(F32, 0x7F7FFFFF, 0x40000000, 0xFF7FFFFF, C(RNE)), 0x7F7FFFFF, 0},
      {"f16 fma (1+2^-10)^2-(1+2^-9) = 2^-20 exact subnormal", fp::fma(F16, 0x3C01, 0x3C01, 0xBC02, C(RNE)), 0x0010, 0},
      {"f16 mul underflow tie", fp::mul(F16, 0x0001, 0x3800, C(RNE)), 0x0000, UF | NX},
      {"f16 mul max*2 RTZ", fp::mul(F16, 0x7BFF, 0x4000, C(RTZ)), 0x7BFF, OF | NX},
  });
}

TEST(Directed, Conversions) {
  run({
      {"f2i 2147483520", fp::f2i(F32, 0x4EFFFFFF, C(RNE)), 0x7FFFFF80, 0},
      {"f2i 2^31", fp::f2i(F32, 0x4F000000, C(RNE)), 0x7FFFFFFF, NV},
      {"f2i -2^31", fp::f2i(F32, 0xCF000000, C(RNE)), 0x80000000, 0},
      {"f2i -2^31-256", fp::f2i(F32, 0xCF000001, C(RNE)), 0x80000000, NV},
      {"f2i NaN", fp::f2i(F32, 0x7FC00000, C(RNE)), 0x00000000, NV},
      {"f2i -inf", fp::f2i(F32, 0xFF800000, C(RNE)), 0x80000000, NV},
      {"f2i +inf", fp::f2i(F32, 0x7F800000, C(RNE)), 0x7FFFFFFF, NV},
      {"f2i 2.5 RNE", fp::f2i(F32, 0x40200000, C(RNE)), 2, NX},
      {"f2i 2.5 RMM", fp::f2i(F32, 0x40200000, C(RMM)), 3, NX},
      {"f2i -2.5 RDN", fp::f2i(F32, 0xC0200000, C(RDN)), 0xFFFFFFFD, NX},
      {"f2i -2.5 RUP", fp::f2i(F32, 0xC0200000, C(RUP)), 0xFFFFFFFE, NX},
      {"f2i minsub RUP", fp::f2i(F32, 0x00000001, C(RUP)), 1, NX},
      {"f2i minsub RUP ftz", fp::f2i(F32, 0x00000001, C(RUP, true)), 0, 0},
      {"f2i -0", fp::f2i(F32, 0x80000000, C(RNE)), 0, 0},
      {"f2u -0.3 RTZ", fp::f2u(F32, 0xBE99999A, C(RTZ)), 0, NX},
      {"f2u -0.3 RDN", fp::f2u(F32, 0xBE99999A, C(RDN)), 0, NV},
      {"f2u -1", fp::f2u(F32, 0xBF800000, C(RNE)), 0, NV},
      {"f2u -0", fp::f2u(F32, 0x80000000, C(RNE)), 0, 0},
      {"f2u -0.5 RNE", fp::f2u(F32, 0xBF000000, C(RNE)), 0, NX},
      {"f2u -0.5 RMM", fp::f2u(F32, 0xBF000000, C(RMM)), 0, NV},
      {"f2u 4294967040", fp::f2u(F32, 0x4F7FFFFF, C(RNE)), 0xFFFFFF00, 0},
      {"f2u 2^32", fp::f2u(F32, 0x4F800000, C(RNE)), 0xFFFFFFFF, NV},
      {"f2u -inf", fp::f2u(F32, 0xFF800000, C(RNE)), 0, NV},
      {"f2u sNaN", fp::f2u(F32, 0xFF800001, C(RNE)), 0, NV},
      {"f16 f2i 65504", fp::f2i(F16, 0x7BFF, C(RNE)), 65504, 0},
      {"f16 f2i -inf", fp::f2i(F16, 0xFC00, C(RNE)), 0x80000000, NV},
      {"f16 f2u 0.5 RUP", fp::f2u(F16, 0x3800, C(RUP)), 1, NX},
      {"i2f INT_MAX RNE", fp::i2f(F32, 0x7FFFFFFF, C(RNE)), 0x4F000000, NX},
      {"i2f INT_MAX RTZ", fp::i2f(F32, 0x7FFFFFFF, C(RTZ)), 0x4EFFFFFF, NX},
      {"i2f INT_MIN", fp::i2f(F32, 0x80000000, C(RNE)), 0xCF000000, 0},
      {"i2f 2^24+1 RNE", fp::i2f(F32, 16777217, C(RNE)), 0x4B800000, NX},
      {"i2f 2^24+1 RMM", fp::i2f(F32, 16777217, C(RMM)), 0x4B800001, NX},
      {"i2f -(2^24+1) RDN", fp::i2f(F32, 0u - 16777217u, C(RDN)), 0xCB800001, NX},
      {"i2f 0", fp::i2f(F32, 0, C(RDN)), 0x00000000, 0},
      {"u2f UINT_MAX RNE", fp::u2f(F32, 0xFFFFFFFF, C(RNE)), 0x4F800000, NX},
      {"u2f UINT_MAX f16 RTZ", fp::u2f(F16, 0xFFFFFFFF, C(RTZ)), 0x7BFF, OF | NX},
      {"i2f f16 65504", fp::i2f(F16, 65504, C(RNE)), 0x7BFF, 0},
      {"i2f f16 65519 RNE", fp::i2f(F16, 65519, C(RNE)), 0x7BFF, NX},
      {"i2f f16 65520 RNE", fp::i2f(F16, 65520, C(RNE)), 0x7C00, OF | NX},
      {"i2f f16 65520 RTZ (no OF)", fp::i2f(F16, 65520, C(RTZ)), 0x7BFF, NX},
      {"i2f f16 65536 RTZ", fp::i2f(F16, 65536, C(RTZ)), 0x7BFF, OF | NX},
      {"i2f f16 INT_MIN RNE", fp::i2f(F16, 0x80000000, C(RNE)), 0xFC00, OF | NX},
      {"i2f f16 INT_MIN RUP", fp::i2f(F16, 0x80000000, C(RUP)), 0xFBFF, OF | NX},
      {"i2f f16 2049 RNE", fp::i2f(F16, 2049, C(RNE)), 0x6800, NX},
      {"f2f 65520 -> f16", fp::f2f(F32, F16, 0x477FF000, C(RNE)), 0x7C00, OF | NX},
      {"f2f 2^-25 -> f16 (tie to 0)", fp::f2f(F32, F16, 0x33000000, C(RNE)), 0x0000, UF | NX},
      {"f2f 2^-25+ -> f16", fp::f2f(F32, F16, 0x33000001, C(RNE)), 0x0001, UF | NX},
      {"f2f 2^-24 -> f16 exact subnormal", fp::f2f(F32, F16, 0x33800000, C(RNE)), 0x0001, 0},
      {"f2f 2^-24 -> f16 ftz", fp::f2f(F32, F16, 0x33800000, C(RNE, true)), 0x0000, UF | NX},
      {"f2f f32 subnormal -> f16 ftz (input flush)", fp::f2f(F32, F16, 0x80000001, C(RUP, true)), 0x8000, 0},
      {"f2f f32 subnormal -> f16 RUP", fp::f2f(F32, F16, 0x00000001, C(RUP)), 0x0001, UF | NX},
      {"f2f f16 minsub -> f32", fp::f2f(F16, F32, 0x0001, C(RNE)), 0x33800000, 0},
      {"f2f f16 minsub -> f32 ftz", fp::f2f(F16, F32, 0x8001, C(RNE, true)), 0x80000000, 0},
      {"f2f f16 max -> f32", fp::f2f(F16, F32, 0x7BFF, C(RNE)), 0x477FE000, 0},
      {"f2f f16 sNaN -> f32", fp::f2f(F16, F32, 0x7C01, C(RNE)), 0x7FC00000, NV},
      {"f2f f16 sNaN -> f32 prop", fp::f2f(F16, F32, 0x7C01, C(RNE, false, true)), 0x7FC02000, NV},
      {"f2f f32 sNaN -> f16 prop", fp::f2f(F32, F16, 0xFF800001, C(RNE, false, true)), 0xFE00, NV},
      {"f2f f32 qNaN -> f16 prop payload", fp::f2f(F32, F16, 0x7FC12345, C(RNE, false, true)), 0x7E09, 0},
      {"f2f -inf", fp::f2f(F32, F16, 0xFF800000, C(RNE)), 0xFC00, 0},
  });
}

TEST(Directed, RintCmpMinMax) {
  constexpr auto EQ = fp::CmpCond::EQ, LT = fp::CmpCond::LT, LE = fp::CmpCond::LE;
  run({
      {"rint -0.4 RNE", fp::rint(F32, 0xBECCCCCD, false, C(RNE)), 0x80000000, 0},
      {"rint -0.4 RNE exact", fp::rint(F32, 0xBECCCCCD, true, C(RNE)), 0x80000000, NX},
      {"rint 2.5 RNE", fp::rint(F32, 0x40200000, true, C(RNE)), 0x40000000, NX},
      {"rint 2.5 RMM", fp::rint(F32, 0x40200000, true, C(RMM)), 0x40400000, NX},
      {"rint -2.5 RUP", fp::rint(F32, 0xC0200000, true, C(RUP)), 0xC0000000, NX},
      {"rint 8388609", fp::rint(F32, 0x4B000001, true, C(RNE)), 0x4B000001, 0},
      {"rint 8388607.5 RNE", fp::rint(F32, 0x4AFFFFFF, true, C(RNE)), 0x4B000000, NX},
      {"rint minsub RUP", fp::rint(F32, 0x00000001, true, C(RUP)), 0x3F800000, NX},
      {"rint minsub RUP ftz", fp::rint(F32, 0x00000001, true, C(RUP, true)), 0x00000000, 0},
      {"rint -minsub RDN", fp::rint(F32, 0x80000001, false, C(RDN)), 0xBF800000, 0},
      {"rint sNaN", fp::rint(F32, 0x7F800001, false, C(RNE)), 0x7FC00000, NV},
      {"rint sNaN prop", fp::rint(F32, 0x7F800001, false, C(RNE, false, true)), 0x7FC00001, NV},
      {"rint -inf", fp::rint(F32, 0xFF800000, true, C(RNE)), 0xFF800000, 0},
      {"rint f16 0.5 RMM", fp::rint(F16, 0x3800, true, C(RMM)), 0x3C00, NX},
      {"rint f16 1023.5 RNE", fp::rint(F16, 0x63FF, true, C(RNE)), 0x6400, NX},
      {"cmp qNaN EQ", fp::cmp(F32, 0x7FC00000, 0x3F800000, EQ, false, C(RNE)), 0, 0},
      {"cmp qNaN EQ unordered", fp::cmp(F32, 0x7FC00000, 0x3F800000, EQ, true, C(RNE)), 1, 0},
      {"cmp sNaN EQ", fp::cmp(F32, 0x7F800001, 0x3F800000, EQ, false, C(RNE)), 0, NV},
      {"cmp qNaN LT", fp::cmp(F32, 0x3F800000, 0x7FC00000, LT, false, C(RNE)), 0, NV},
      {"cmp qNaN LE unordered", fp::cmp(F32, 0x3F800000, 0x7FC00000, LE, true, C(RNE)), 1, NV},
      {"cmp -0 EQ +0", fp::cmp(F32, 0x80000000, 0x00000000, EQ, false, C(RNE)), 1, 0},
      {"cmp -0 LT +0", fp::cmp(F32, 0x80000000, 0x00000000, LT, false, C(RNE)), 0, 0},
      {"cmp -0 LE +0", fp::cmp(F32, 0x80000000, 0x00000000, LE, false, C(RNE)), 1, 0},
      {"cmp -1 LT -0.5", fp::cmp(F32, 0xBF800000, 0xBF000000, LT, false, C(RNE)), 1, 0},
      {"cmp sub EQ 0 ftz", fp::cmp(F32, 0x00000001, 0x80000000, EQ, false, C(RNE, true)), 1, 0},
      {"cmp sub LT sub2 ftz", fp::cmp(F32, 0x00000001, 0x00000002, LT, false, C(RNE, true)), 0, 0},
      {"cmp f16 -inf LT max", fp::cmp(F16, 0xFC00, 0x7BFF, LT, false, C(RNE)), 1, 0},
      {"min -0,+0 zo", fp::min(F32, 0x00000000, 0x80000000, true, C(RNE)), 0x80000000, 0},
      {"max -0,+0 zo", fp::max(F32, 0x80000000, 0x00000000, true, C(RNE)), 0x00000000, 0},
      {"min +0,-0 !zo -> a", fp::min(F32, 0x00000000, 0x80000000, false, C(RNE)), 0x00000000, 0},
      {"max -0,+0 !zo -> a", fp::max(F32, 0x80000000, 0x00000000, false, C(RNE)), 0x80000000, 0},
      {"min qNaN,1", fp::min(F32, 0x7FC00000, 0x3F800000, true, C(RNE)), 0x3F800000, 0},
      {"max 1,sNaN", fp::max(F32, 0x3F800000, 0x7F800001, true, C(RNE)), 0x3F800000, NV},
      {"min qNaN,qNaN", fp::min(F32, 0xFFC00001, 0x7FC00002, true, C(RNE)), 0x7FC00000, 0},
      {"min qNaN,sNaN prop", fp::min(F32, 0xFFC00001, 0x7F800002, true, C(RNE, false, true)), 0xFFC00001, NV},
      {"min sNaN,qNaN prop", fp::min(F32, 0x7F800002, 0xFFC00001, true, C(RNE, false, true)), 0x7FC00002, NV},
      {"min -1,1", fp::min(F32, 0x3F800000, 0xBF800000, false, C(RNE)), 0xBF800000, 0},
      {"max -1,1", fp::max(F32, 0x3F800000, 0xBF800000, false, C(RNE)), 0x3F800000, 0},
      {"min -inf,NaN", fp::min(F32, 0xFF800000, 0x7FC00000, false, C(RNE)), 0xFF800000, 0},
      {"min ftz returns flushed", fp::min(F32, 0x80000001, 0x00000001, true, C(RNE, true)), 0x80000000, 0},
      {"max ftz returns flushed", fp::max(F32, 0x00000005, 0x80000000, true, C(RNE, true)), 0x00000000, 0},
      {"max sub vs 0 no ftz", fp::max(F32, 0x00000005, 0x80000000, true, C(RNE)), 0x00000005, 0},
      {"f16 min", fp::min(F16, 0x3C00, 0xBC00, false, C(RNE)), 0xBC00, 0},
      {"f16 max NaN,NaN", fp::max(F16, 0x7C01, 0x7E00, false, C(RNE)), 0x7E00, NV},
  });
}

// Invariants: sub(a,b) == add(a,-b) when no operand is a NaN; add commutes (when at most one
// NaN or no propagation); mul commutes; fma(a,b,0)... checked on random operands.
TEST(Directed, Invariants) {
  const uint64_t seed = seed_for(current_test_name());
  Rng r(seed);
  Checker ck(current_test_name(), seed);
  const uint64_t n = n_cases(200000, 2000000);
  for (uint64_t i = 0; i < n; ++i) {
    const Format f = r.coin() ? F32 : F16;
    const Fmt& F = info(f);
    Gen g(F, r);
    const Config c = random_config(r, kRounds[r.below(5)]);
    const uint32_t a = g.any(), b = g.add_partner(a);
    if (!F.isnan(a) && !F.isnan(b)) {
      const Result s = fp::sub(f, a, b, c), t = fp::add(f, a, b ^ F.sign, c);
      if (!ck.check(s, t)) ck.report("sub vs add " + Checker::hex(a) + "," + Checker::hex(b), s, t);
      const Result u = fp::add(f, b, a, c), v = fp::add(f, a, b, c);
      if (!ck.check(u, v)) ck.report("add commutes " + Checker::hex(a) + "," + Checker::hex(b), u, v);
      const Result w = fp::mul(f, b, a, c), x = fp::mul(f, a, b, c);
      if (!ck.check(w, x)) ck.report("mul commutes " + Checker::hex(a) + "," + Checker::hex(b), w, x);
    }
    // fma(a, 1, c) == add(a, c) and fma(a, b, -0) == mul(a, b) (RDN: fma(a,b,+0)) for non-NaN
    if (!F.isnan(a) && !F.isnan(b)) {
      const uint32_t one = F.make(0, static_cast<uint32_t>(F.bias), 0);
      const Result p = fp::fma(f, a, one, b, c), q = fp::add(f, a, b, c);
      if (!ck.check(p, q)) ck.report("fma(a,1,b) vs add " + Checker::hex(a) + "," + Checker::hex(b), p, q);
      const uint32_t z = c.rm == RDN ? 0u : F.sign;
      const Result m1 = fp::fma(f, a, b, z, c), m2 = fp::mul(f, a, b, c);
      if (!ck.check(m1, m2)) ck.report("fma(a,b,-0) vs mul " + Checker::hex(a) + "," + Checker::hex(b), m1, m2);
    }
  }
}

// binary16 operands ignore bits 31..16; binary16 results have them zero.
TEST(Directed, F16UpperBitsIgnored) {
  const uint64_t seed = seed_for(current_test_name());
  Rng r(seed);
  Gen g(info(F16), r);
  Checker ck(current_test_name(), seed);
  const uint64_t n = n_cases(50000, 500000);
  for (uint64_t i = 0; i < n; ++i) {
    const Config c = random_config(r, kRounds[r.below(5)]);
    const uint32_t a = g.any(), b = g.any(), d = g.any();
    const uint32_t ga = a | (r.u32() << 16), gb = b | (r.u32() << 16), gd = d | (r.u32() << 16);
    const auto cond = static_cast<fp::CmpCond>(r.below(3));
    const bool flag1 = r.coin();
    const Result pairs[][2] = {
        {fp::add(F16, ga, gb, c), fp::add(F16, a, b, c)},
        {fp::sub(F16, ga, gb, c), fp::sub(F16, a, b, c)},
        {fp::mul(F16, ga, gb, c), fp::mul(F16, a, b, c)},
        {fp::fma(F16, ga, gb, gd, c), fp::fma(F16, a, b, d, c)},
        {fp::cmp(F16, ga, gb, cond, flag1, c), fp::cmp(F16, a, b, cond, flag1, c)},
        {fp::min(F16, ga, gb, flag1, c), fp::min(F16, a, b, flag1, c)},
        {fp::max(F16, ga, gb, flag1, c), fp::max(F16, a, b, flag1, c)},
        {fp::f2f(F16, F32, ga, c), fp::f2f(F16, F32, a, c)},
        {fp::f2i(F16, ga, c), fp::f2i(F16, a, c)},
        {fp::f2u(F16, ga, c), fp::f2u(F16, a, c)},
        {fp::rint(F16, ga, flag1, c), fp::rint(F16, a, flag1, c)},
    };
    for (const auto& p : pairs) {
      if (!ck.check(p[0], p[1])) ck.report("f16 op with garbage upper bits " + Checker::hex(ga), p[0], p[1]);
    }
    // every binary16 result fits in 16 bits
    const Result outs[] = {fp::add(F16, ga, gb, c), fp::mul(F16, ga, gb, c), fp::fma(F16, ga, gb, gd, c),
                           fp::min(F16, ga, gb, flag1, c), fp::rint(F16, ga, flag1, c),
                           fp::f2f(F32, F16, r.u32(), c), fp::i2f(F16, r.u32(), c), fp::u2f(F16, r.u32(), c)};
    for (const Result& o : outs) {
      const Result trimmed{o.bits & 0xFFFFu, o.flags};
      if (!ck.check(o, trimmed)) ck.report("f16 result has upper bits", o, trimmed);
    }
  }
}

// The oracle's rint of a zero result relies on the contract; confirm MPFR agrees on the sign.
TEST(Directed, MpfrRintKeepsSign) {
  mpfr_t x, y;
  mpfr_init2(x, 24);
  mpfr_init2(y, 24);
  mpfr_set_d(x, -0.4, MPFR_RNDN);
  mpfr_rint(y, x, MPFR_RNDN);
  EXPECT_TRUE(mpfr_zero_p(y) && mpfr_signbit(y));
  mpfr_round(y, x);
  EXPECT_TRUE(mpfr_zero_p(y) && mpfr_signbit(y));
  mpfr_clear(x);
  mpfr_clear(y);
}

}  // namespace
}  // namespace gfpt
