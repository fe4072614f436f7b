// Rogue golden model: one function per ALU instruction (semantics.h; docs/rogue.md 14).
#include "rogue/semantics.h"

#include "fp/fp.h"
#include "fp/fpext.h"
#include "fp/sfu.h"

namespace shaderhw::rogue::sem {
namespace {

using fp::Format;

// Round to nearest even, subnormals kept, every NaN canonical (D42, D43).
const fp::Config& cfg() {
  static const fp::Config c{};
  return c;
}

bool is_nan(uint32_t x) { return fp::is_nan(Format::F32, x); }

}  // namespace

// ---- 14.1 ----
uint32_t src_mod(uint32_t x, bool flr, bool abs, bool neg) {
  if (flr) {
    fp::Config c;
    c.rm = fp::Round::RDN;
    // NaN, infinities and zeros keep their bits (the seed's .FLR text).
    if (!is_nan(x)) x = fp::rint(Format::F32, x, false, c).bits;
  }
  if (abs) x &= 0x7FFFFFFFu;
  if (neg) x ^= 0x80000000u;
  return x;
}

uint32_t sat(uint32_t x) {
  if (is_nan(x) || (x & 0x80000000u)) return 0;  // NaN, negatives and -0 -> +0
  return x > kOne ? kOne : x;                      // positive patterns order like their values
}

// ---- 14.2 ----
uint32_t FADD(uint32_t a, uint32_t b) { return fp::add(Format::F32, a, b, cfg()).bits; }
uint32_t FMUL(uint32_t a, uint32_t b) { return fp::mul(Format::F32, a, b, cfg()).bits; }
uint32_t FMAD(uint32_t a, uint32_t b, uint32_t c) { return fp::fma(Format::F32, a, b, c, cfg()).bits; }
uint32_t FRCP(uint32_t x) { return fp::div(Format::F32, kOne, x, cfg()).bits; }
uint32_t FRSQ(uint32_t x) { return fp::rsqrt(Format::F32, x, cfg()).bits; }
uint32_t FSQRT(uint32_t x) { return fp::sqrt(Format::F32, x, cfg()).bits; }
uint32_t FLOG(uint32_t x) { return fp::sfu::lg2(x, cfg()); }
uint32_t FEXP(uint32_t x) { return fp::sfu::ex2(x, cfg()); }
uint32_t FDS(uint32_t later, uint32_t earlier) { return fp::sub(Format::F32, later, earlier, cfg()).bits; }

// ---- 14.3 ----
namespace {

// Operand of an integer or F16 test: the element, extended to 64 bits (signed types sign-extended).
int64_t int_operand(gen::Tsttype t, uint32_t elem, uint32_t x) {
  using T = gen::Tsttype;
  switch (t) {
    case T::U8: return (x >> (8 * (elem & 3))) & 0xFFu;
    case T::S8: return static_cast<int8_t>((x >> (8 * (elem & 3))) & 0xFFu);
    case T::U16: return (x >> (16 * (elem & 1))) & 0xFFFFu;
    case T::S16: return static_cast<int16_t>((x >> (16 * (elem & 1))) & 0xFFFFu);
    case T::U32: return x;
    default: return static_cast<int32_t>(x);  // S32
  }
}

// Float relation: -1 less, 0 equal, 1 greater, 2 unordered.
int fcmp(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return 2;
  if (fp::cmp(Format::F32, a, b, fp::CmpCond::EQ, false, cfg()).bits) return 0;
  return fp::cmp(Format::F32, a, b, fp::CmpCond::LT, false, cfg()).bits ? -1 : 1;
}

}  // namespace

bool TST(gen::Op op, gen::Tsttype type, uint32_t elem, uint32_t a, uint32_t b, bool carry) {
  using O = gen::Op;
  if (op == O::TSTC) return carry;
  const bool one = op == O::TSTZ || op == O::TSTGZ || op == O::TSTGEZ;
  int rel;  // relation of a to b (or to 0 for the one-operand tests)
  bool b_nan = false, a_nan = false;
  if (type == gen::Tsttype::F32 || type == gen::Tsttype::F16) {
    if (type == gen::Tsttype::F16) {  // the half, converted exactly (7.7)
      a = fp::f2f(Format::F16, Format::F32, (a >> (16 * (elem & 1))) & 0xFFFFu, cfg()).bits;
      b = fp::f2f(Format::F16, Format::F32, (b >> (16 * (elem & 1))) & 0xFFFFu, cfg()).bits;
    }
    if (one) b = 0;
    a_nan = is_nan(a), b_nan = is_nan(b);
    rel = fcmp(a, b);
  } else {
    const int64_t x = int_operand(type, elem, a), y = one ? 0 : int_operand(type, elem, b);
    rel = x < y ? -1 : x == y ? 0 : 1;
  }
  switch (op) {
    case O::TSTZ: case O::TSTE: return rel == 0;
    case O::TSTGZ: case O::TSTG: return rel == 1;
    case O::TSTGEZ: case O::TSTGE: return rel == 1 || rel == 0;
    case O::TSTNE: return rel != 0;
    case O::TSTL: return rel == -1;
    case O::TSTLE: return rel == -1 || rel == 0;
    case O::TSTMIN: return rel == -1 || (b_nan && !a_nan);
    case O::TSTMAX: return rel == 1 || rel == 0 || (b_nan && !a_nan);
    default: return false;
  }
}

// ---- 14.5 ----
uint32_t int_mod(uint32_t x, bool abs, bool neg) {
  if (abs && (x & 0x80000000u)) x = 0u - x;
  if (neg) x = 0u - x;
  return x;
}

Int64Result INT32_64(uint32_t op, bool sgn, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t is0, bool cin) {
  // Every sum is formed on 64-bit two's complement patterns; the carry is bit 64 of that unsigned
  // sum (D32). Signed forms sign-extend their 32-bit operands, unsigned ones zero-extend them.
  using u128 = unsigned __int128;
  auto ext64 = [&](uint32_t x) -> uint64_t {
    return sgn ? static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(x))) : x;
  };
  auto prod64 = [&]() -> uint64_t {
    return sgn ? static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(s0)) * static_cast<int32_t>(s1))
               : static_cast<uint64_t>(s0) * s1;
  };
  const uint64_t pair = (static_cast<uint64_t>(s1) << 32) | s0;
  const uint64_t high_pair = (static_cast<uint64_t>(is0) << 32) | s2;
  u128 sum = 0;
  Int64Result r;
  switch (op) {
    case 0: sum = static_cast<u128>(pair) + ext64(s2) + (cin ? 1 : 0); break;                // ADD6432
    case 1: sum = static_cast<u128>(pair) + high_pair + (cin ? 1 : 0); break;                // ADD64
    case 2: sum = static_cast<u128>(prod64()) + ext64(s2) + (cin ? 1 : 0); break;            // MADD32
    default: sum = static_cast<u128>(prod64()) + high_pair + (cin ? 1 : 0); break;           // MADD64
  }
  r.lo = static_cast<uint32_t>(sum);
  r.hi = static_cast<uint32_t>(sum >> 32);
  r.carry = op != 2 && ((sum >> 64) & 1) != 0;
  r.drives_fte = op != 2;  // the 64-bit ops drive FTE (1.9); MADD32 leaves it to IS0
  return r;
}

uint32_t INT8_16(uint32_t op, bool sgn, bool w16, bool sat_bit, int64_t a, int64_t b, int64_t c) {
  const int n = w16 ? 16 : 8;
  int64_t v = op == 0 ? a + b : op == 1 ? a * b : a * b + c;
  if (sat_bit) {
    const int64_t lo = sgn ? -(int64_t{1} << (n - 1)) : 0, hi = sgn ? (int64_t{1} << (n - 1)) - 1 : (int64_t{1} << n) - 1;
    v = v < lo ? lo : v > hi ? hi : v;
  }
  const uint32_t m = (1u << n) - 1u;
  uint32_t r = static_cast<uint32_t>(v) & m;  // the result at operand width (wraps without SAT)
  if (sgn && (r >> (n - 1) & 1u)) r |= ~m;     // then extended to 32 bits (7.6)
  return r;
}

// ---- 14.6 ----
void MSK(uint32_t s0, uint32_t s1, uint32_t& ft0, uint32_t& ft1) {
  const uint32_t w = s0 & 63u, pos = s1 & 63u;
  const uint32_t m = w >= 32 ? 0xFFFFFFFFu : (1u << w) - 1u;
  ft1 = pos >= 32 ? 0 : m << pos;
  ft0 = (w + pos - 1u) & 63u;
}
uint32_t SHFL(uint32_t s2, uint32_t s1) {
  uint32_t r = 0;
  for (int i = 0; i < 16; ++i) r |= ((s2 >> i) & 1u) << (2 * i) | ((s1 >> i) & 1u) << (2 * i + 1);
  return r;
}
uint32_t REV(uint32_t s2) {
  uint32_t r = 0;
  for (int i = 0; i < 32; ++i) r |= ((s2 >> i) & 1u) << (31 - i);
  return r;
}
uint32_t LSL(uint32_t x, uint32_t n) { return x << (n & 31u); }
uint32_t SHR(uint32_t x, uint32_t n) { return x >> (n & 31u); }
uint32_t ROL(uint32_t x, uint32_t n) {
  n &= 31u;
  return n ? (x << n) | (x >> (32 - n)) : x;
}
uint32_t ASR(uint32_t x, uint32_t n, uint32_t sb) {
  sb &= 31u;
  n &= 31u;
  const int32_t top = static_cast<int32_t>(x << (31 - sb));  // the sign bit moved to bit 31
  const uint32_t shift = 31 - sb + n;
  return static_cast<uint32_t>(top >> (shift > 31 ? 31 : shift));
}
uint32_t CPS(uint32_t ft4, uint32_t s4, bool p0) { return (s4 & ~ft4) | (p0 ? ft4 : 0u); }
uint32_t CBS(uint32_t x) {
  uint32_t c = 0;
  for (; x; x &= x - 1) ++c;
  return c;
}
uint32_t FTB(uint32_t x) {
  uint32_t c = 0;
  while (c < 32 && (x >> c)) ++c;
  return c - 1u;  // 0xFFFFFFFF for x = 0
}
uint32_t FTB_SHI(uint32_t x) { return FTB(x ^ ((x & 0x80000000u) ? 0xFFFFFFFFu : 0u)); }
uint32_t FTB_MSB(uint32_t x) { return x ? 31u - FTB(x) : 0xFFFFFFFFu; }
uint32_t LOGIC(uint32_t lop, uint32_t a, uint32_t b) {
  switch (lop) {
    case 0: return a | b;
    case 1: return a & b;
    case 2: return a ^ b;
    case 4: return ~(a | b);
    case 5: return ~(a & b);
    case 6: return ~(a ^ b);
    default: return 0;
  }
}

}  // namespace shaderhw::rogue::sem
