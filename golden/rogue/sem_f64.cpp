// Rogue golden model: the F64 group (ALUTYPE 01) and the conversions to and from F64
// (semantics.h; docs/rogue.md 7.4, 7.5, 7.11, 14.8, decisions D62-D63). golden/fp has no binary64
// format; binary64 is computed with the host's IEEE double operations (x86-64 SSE2 or any IEEE
// host: +, -, *, /, sqrt and std::fma are correctly rounded to nearest even, subnormals kept; the
// build does not use -ffast-math), and every NaN a binary64 op produces is the canonical
// 0x7FF8000000000000 (D62).
#include <cmath>
#include <cstring>

#include "fp/fp.h"
#include "rogue/semantics.h"

namespace shaderhw::rogue::sem {
namespace {

double d(uint64_t x) {
  double v;
  std::memcpy(&v, &x, 8);
  return v;
}
uint64_t b(double v) {
  if (std::isnan(v)) return kNaN64;
  uint64_t x;
  std::memcpy(&x, &v, 8);
  return x;
}

}  // namespace

uint64_t F64MUL(uint64_t a, uint64_t c) { return b(d(a) * d(c)); }
uint64_t F64ADD(uint64_t a, uint64_t c) { return b(d(a) + d(c)); }
uint64_t F64MAD(uint64_t a, uint64_t c, uint64_t e) { return b(std::fma(d(a), d(c), d(e))); }
uint64_t F64DIV(uint64_t a, uint64_t c) { return b(d(a) / d(c)); }
uint64_t F64RCP(uint64_t a) { return b(1.0 / d(a)); }
uint64_t F64SQRT(uint64_t a) { return b(std::sqrt(d(a))); }
uint64_t F64RSQ(uint64_t a) { return b(1.0 / std::sqrt(d(a))); }  // two roundings (D63)
uint64_t F64BYP(uint64_t a) { return a; }

uint64_t CONVERTTOF64(uint32_t fmt, uint32_t x) {  // exact in every format
  switch (fmt) {
    case 0: {
      float f;
      std::memcpy(&f, &x, 4);
      return b(static_cast<double>(f));
    }
    case 1: return b(static_cast<double>(static_cast<int32_t>(x)));
    default: return b(static_cast<double>(x));
  }
}

uint32_t CONVERTFROMF64(uint32_t fmt, uint64_t x) {  // to nearest even (D63)
  const double v = d(x);
  if (fmt == 0) {
    if (std::isnan(v)) return kNaN;
    const float f = static_cast<float>(v);  // one rounding, nearest even, subnormals kept
    uint32_t r;
    std::memcpy(&r, &f, 4);
    return r;
  }
  if (std::isnan(v)) return 0;
  const double lo = fmt == 1 ? -2147483648.0 : 0.0, hi = fmt == 1 ? 2147483647.0 : 4294967295.0;
  double n = std::nearbyint(v);
  n = n < lo ? lo : n > hi ? hi : n;
  return fmt == 1 ? static_cast<uint32_t>(static_cast<int32_t>(n)) : static_cast<uint32_t>(n);
}

}  // namespace shaderhw::rogue::sem
