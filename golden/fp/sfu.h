// shaderhw golden special-function unit (SFU): the bit-exact twin of rtl/common/fp_sfu.sv.
//
// Every ISA of the project uses this one algorithm for its transcendentals (docs/numeric.md,
// section 2): the RTL and this model compute the same bits; tests/golden_fp/test_sfu_mpfr.cpp
// bounds the algorithm's error against MPFR, and the bounds are written in rtl/common/README.md.
//
// Formats: binary32 in, binary32 out. Rounding of the approximations is fixed by the algorithm
// (not a rounding-mode input). Subnormal inputs and outputs are handled (no flush).
// NaN policy (fp::Config): a NaN operand gives that operand quieted when cfg.nan_propagate
// (first NaN operand in order a, b), else cfg.canon_nan32; an invalid operation without NaN
// operands (lg2 of x < 0, sin/cos of inf, ...) gives cfg.canon_nan32.
//
// Functions and their contract (error bounds are the targets; the measured bounds are in the docs):
//   ex2(x) = 2^x      exact for integer x (2^n, 0 or +inf); <= 2 ulp elsewhere.
//                      ex2(-inf) = +0, ex2(+inf) = +inf, ex2(+-0) = 1.
//   lg2(x) = log2(x)  exact for x = 2^n; <= 2 ulp elsewhere. lg2(+-0) = -inf, lg2(x<0) = NaN,
//                      lg2(+inf) = +inf.
//   sin(x), cos(x)    radians; absolute error <= 2^-22 on [-pi, pi]; outside it the documented
//                      range reduction applies (see the algorithm notes). sin(+-0) = +-0,
//                      sin/cos(+-inf) = NaN.
//   pow(x, y) = x^y   for LIT's specular term: x >= +0 (a -0 is treated as +0), y finite or
//                      not; pow(x, +-0) = 1 (even for NaN x), pow(+0, y>0) = +0, pow(+0, y<0) =
//                      +inf, pow(+inf, y>0) = +inf, pow(+inf, y<0) = +0, pow(1, y) = 1; error
//                      documented (relative, for |y| <= 128).
// Correctly rounded division and square root (RCP, RSQ, TXP's projection) are fp::div and
// fp::sqrt in fp.h, not approximations.
#pragma once
#include <cstdint>

#include "fp.h"

namespace shaderhw::fp::sfu {

enum class Op : uint8_t { EX2 = 0, LG2 = 1, SIN = 2, COS = 3, POW = 4 };

uint32_t ex2(uint32_t x, const Config& cfg);
uint32_t lg2(uint32_t x, const Config& cfg);
uint32_t sin(uint32_t x, const Config& cfg);
uint32_t cos(uint32_t x, const Config& cfg);
uint32_t pow(uint32_t x, uint32_t y, const Config& cfg);

// Dispatch by Op (b is used by POW only).
uint32_t eval(Op op, uint32_t a, uint32_t b, const Config& cfg);

}  // namespace shaderhw::fp::sfu
