// Operand generators of the special-function unit tests (rtl_sfu_test.cpp: fp_sfu,
// rtl_sfu_iter_test.cpp: fp_sfu_iter), so that both units see the same biased distribution.
#pragma once
#include <cstdint>
#include <cstring>

#include "common.h"  // tests/golden_fp: Rng, Gen
#include "fp/sfu.h"

namespace sfut {

namespace fp = shaderhw::fp;
using gfpt::Gen;
using gfpt::Rng;

// Operands per op, biased to where the algorithm has branches: around each special-case
// threshold, near 1 for LG2/POW, integers for EX2, near multiples of pi/2 for SIN/COS, every
// exponent (window of the reduction), subnormals, NaNs with payloads, infinities.
inline uint32_t sfu_operand(Rng& r, Gen& g, fp::sfu::Op op) {
  const auto& F = g.F();
  auto exp_in = [&](int lo, int hi) { return F.make(0, static_cast<uint32_t>(r.range(lo, hi)), g.mant()); };
  uint32_t x;
  switch (r.below(10)) {
    case 0: x = r.u32(); break;
    case 1: x = g.any(); break;
    case 2: x = g.with_sign(g.special()); break;
    case 3: x = F.make(0, 0, g.mant() | 1); break;  // subnormal
    default:
      switch (op) {
        case fp::sfu::Op::EX2:
          x = r.coin() ? exp_in(100, 136)
                       : g.nudge(F.make(0, static_cast<uint32_t>(127 + r.range(0, 7)), 0) |
                                     (r.u32() & 0x007F0000u), r.range(-3, 3));
          break;
        case fp::sfu::Op::LG2:
        case fp::sfu::Op::POW:
          x = r.coin() ? g.nudge(0x3F800000u, r.range(-70000, 70000)) : exp_in(1, 254);
          break;
        default:
          x = r.coin() ? exp_in(110, 135) : exp_in(114, 254);
          if (r.chance(1, 4)) {
            const float k = static_cast<float>(r.range(-1000, 1000)) * 1.57079637f;
            std::memcpy(&x, &k, 4);
            x = g.nudge(x, r.range(-4, 4));
          }
          break;
      }
      break;
  }
  return g.with_sign(x & 0x7FFFFFFFu) | (x & 0x80000000u & (r.coin() ? ~0u : 0u));
}

// A POW exponent y with |y| <= 128 (LIT's clamp).
inline uint32_t small_exponent(Rng& r, Gen& g) {
  const uint32_t y = r.chance(1, 8) ? 0x43000000u  // 128
                                    : g.F().make(0, static_cast<uint32_t>(r.range(90, 133)), g.mant());
  return g.with_sign(y);
}

}  // namespace sfut
