// Exhaustive binary16 unary operations against the MPFR oracle (label long: all 65536 inputs;
// label quick: every 13th input plus all boundary inputs), under four Configs
// (ftz x nan_propagate, with a non-default canonical NaN when propagating):
//   f16->f32, f16->i32 and f16->u32 (5 modes), rint (5 modes x exact/inexact).
// f32->f16 is checked on a large structured sample: every sign x exponent in the range that
// matters for binary16 (2^-26 .. 2^17 and the extremes) x all 1024 top-mantissa values x 16
// patterns of the 13 discarded bits (ties, tie +- 1, all ones, random), in all 5 modes.
#include <vector>

#include "oracle.h"

namespace gfpt {
namespace {

// Inputs: all 65536 (long) or a stride-13 sample plus the first/last 64 values of every binade
// boundary (quick).
std::vector<uint32_t> f16_inputs() {
  std::vector<uint32_t> v;
  if (is_long()) {
    for (uint32_t x = 0; x < 65536; ++x) v.push_back(x);
    return v;
  }
  for (uint32_t x = 0; x < 65536; x += 13) v.push_back(x);
  for (uint32_t e = 0; e < 32; ++e) {
    for (uint32_t d = 0; d < 16; ++d) {
      for (uint32_t s = 0; s < 2; ++s) {
        v.push_back((s << 15) | (e << 10) | d);
        v.push_back((s << 15) | (e << 10) | (0x3FFu - d));
      }
    }
  }
  return v;
}

// A sweep: one(o, ck, a, c) for every input of f16_inputs() under the four config variants of
// every mode, with one oracle and one checker for the whole test.
template <class Case>
void sweep(Case&& one) {
  Oracle o;
  Checker ck(current_test_name(), 0);
  const auto in = f16_inputs();
  for (Round rm : kRounds) {
    for (int k = 0; k < 4; ++k) {
      const Config c = config_variant(k, rm);
      for (uint32_t a : in) one(o, ck, a, c);
    }
  }
}

TEST(F16Exhaustive, ToF32) {
  sweep([](Oracle& o, Checker& ck, uint32_t a, const Config& c) {
    const Result got = fp::f2f(Format::F16, Format::F32, a, c);
    const Result exp = o.f2f(Format::F16, Format::F32, a, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("f2f_f16_f32", {a}, c), got, exp);
  });
}

TEST(F16Exhaustive, ToI32U32) {
  sweep([](Oracle& o, Checker& ck, uint32_t a, const Config& c) {
    Result got = fp::f2i(Format::F16, a, c), exp = o.f2int(Format::F16, a, false, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("f2i_f16", {a}, c), got, exp);
    got = fp::f2u(Format::F16, a, c), exp = o.f2int(Format::F16, a, true, c);
    if (!ck.check(got, exp)) ck.report(op_ctx("f2u_f16", {a}, c), got, exp);
  });
}

TEST(F16Exhaustive, RoundToIntegral) {
  sweep([](Oracle& o, Checker& ck, uint32_t a, const Config& c) {
    for (bool exact : {false, true}) {
      const Result got = fp::rint(Format::F16, a, exact, c);
      const Result exp = o.rint(Format::F16, a, exact, c);
      if (!ck.check(got, exp)) ck.report(op_ctx(exact ? "rint_exact" : "rint", {a}, c), got, exp);
    }
  });
}

TEST(F16Exhaustive, F32ToF16Sample) {
  Oracle o;
  Checker ck(current_test_name(), 0x1234);
  Rng r(0x1234);
  // Exponent fields: binary16 underflow .. overflow region (2^-26 .. 2^17), plus extremes.
  std::vector<uint32_t> exps;
  for (uint32_t e = 127 - 26; e <= 127 + 17; ++e) exps.push_back(e);
  for (uint32_t e : {0u, 1u, 2u, 50u, 200u, 254u, 255u}) exps.push_back(e);
  const uint32_t mstep = is_long() ? 1 : 7;  // top 10 mantissa bits: all (long) or a sample
  for (Round rm : kRounds) {
    const Config c0 = config_variant(0, rm), c1 = config_variant(3, rm);
    for (uint32_t s = 0; s < 2; ++s) {
      for (uint32_t e : exps) {
        for (uint32_t top = 0; top < 1024; top += mstep) {
          for (int pat = 0; pat < 16; ++pat) {
            uint32_t low;
            switch (pat) {
              case 0: low = 0; break;
              case 1: low = 1; break;
              case 2: low = 0x0FFF; break;
              case 3: low = 0x1000; break;
              case 4: low = 0x1001; break;
              case 5: low = 0x1FFF; break;
              case 6: low = 0x0800; break;
              case 7: low = 0x1800; break;
              default: low = r.u32() & 0x1FFF; break;
            }
            const uint32_t a = (s << 31) | (e << 23) | (top << 13) | low;
            const Config& c = (pat & 1) ? c1 : c0;
            const Result got = fp::f2f(Format::F32, Format::F16, a, c);
            const Result exp = o.f2f(Format::F32, Format::F16, a, c);
            if (!ck.check(got, exp)) ck.report(op_ctx("f2f_f32_f16", {a}, c), got, exp);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace gfpt
