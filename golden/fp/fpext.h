// shaderhw golden IEEE-754 library, extension: operations some ISAs need beyond fp.h, written
// with the same rules (exact integer arithmetic, then fp.cpp's one round-and-pack routine, so
// rounding, flags, ftz and NaN results behave exactly as fp.h describes).
//
// rsqrt(a)      correctly rounded 1/sqrt(a) with cfg.rm. rsqrt(+0) = +inf and rsqrt(-0) = -inf
//               (DZ), rsqrt(+inf) = +0, rsqrt(x < 0) and rsqrt(-inf) invalid (NV, NaN). NaN
//               operands as fp.h (canonical, or a quieted under nan_propagate).
// ldexp(a, n)   a * 2^n rounded once with cfg.rm (only a subnormal or overflowing result is
//               inexact). +-0 and +-inf are returned unchanged, NaN as fp.h. n is any int32.
// fma_scale(a, b, c, n) = (a*b + c) * 2^n with ONE rounding (cfg.rm). Special cases as fp::fma
//               (inf*0 invalid whatever c is, inf + -inf invalid); an exact zero sum has the
//               sign fp::fma gives it; zeros and infinities are then returned unscaled.
//               zero_product: PRODUCT_ZERO makes a*b a zero of sign sa^sb when a or b is +-0
//               (even against inf or NaN); PRODUCT_LEFT makes a*b equal a when a or b is +-0.
// ftz (cfg.ftz) flushes subnormal inputs and results as in fp.h.
#pragma once
#include <cstdint>

#include "fp/fp.h"

namespace shaderhw::fp {

enum class ZeroProduct : uint8_t { IEEE = 0, PRODUCT_ZERO = 1, PRODUCT_LEFT = 2 };

Result rsqrt(Format, uint32_t a, const Config&);
Result ldexp(Format, uint32_t a, int32_t n, const Config&);
Result fma_scale(Format, uint32_t a, uint32_t b, uint32_t c, int32_t n, ZeroProduct,
                 const Config&);

}  // namespace shaderhw::fp
