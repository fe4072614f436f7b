#include "fpu/fpu_gen.h"

namespace shaderhw::fpu {
namespace {

struct FmtBits {
  unsigned exp_bits, man_bits;
  uint32_t sign() const { return 1u << (exp_bits + man_bits); }
  uint32_t exp_mask() const { return ((1u << exp_bits) - 1) << man_bits; }
  uint32_t man_mask() const { return (1u << man_bits) - 1; }
  uint32_t all() const { return (sign() << 1) - 1; }
};

FmtBits bits_of(fp::Format f) { return f == fp::Format::F16 ? FmtBits{5, 10} : FmtBits{8, 23}; }

uint32_t random_float(Rng& rng, fp::Format f) {
  const FmtBits fb = bits_of(f);
  const uint32_t sign = rng.below(2) ? fb.sign() : 0;
  const uint32_t emax = (1u << fb.exp_bits) - 1;
  const uint32_t man = rng.next32() & fb.man_mask();
  // Mantissas with long runs of ones or zeros hit rounding carries and ties.
  const uint32_t man_edge = rng.below(2) ? (fb.man_mask() >> rng.below(fb.man_bits))
                                         : (fb.man_mask() << rng.below(fb.man_bits)) & fb.man_mask();
  switch (rng.below(16)) {
    case 0: return sign;                                                   // zero
    case 1: return sign | (man ? man : 1);                                 // subnormal
    case 2: return sign | (rng.below(2) ? 1 : fb.man_mask());              // min/max subnormal
    case 3: return sign | (1u << fb.man_bits) | (rng.below(2) ? 0 : man);  // min normal binade
    case 4: return sign | ((emax - 1) << fb.man_bits) | (rng.below(2) ? fb.man_mask() : man);
    case 5: return sign | fb.exp_mask();                                   // infinity
    case 6: {                                                              // NaN, q or s
      uint32_t payload = man & (fb.man_mask() >> 1);
      if (rng.below(2)) return sign | fb.exp_mask() | (1u << (fb.man_bits - 1)) | payload;
      return sign | fb.exp_mask() | (payload ? payload : 1);
    }
    case 7: {                                                              // small integers, 1.0 etc
      const uint32_t bias = (1u << (fb.exp_bits - 1)) - 1;
      const uint32_t e = bias + rng.below(fb.man_bits + 2);
      return sign | (e << fb.man_bits) | (man_edge & ~(fb.man_mask() >> rng.below(fb.man_bits + 1)));
    }
    case 8: case 9: {                                                      // edge mantissas
      const uint32_t e = rng.below(emax);
      return sign | (e << fb.man_bits) | man_edge;
    }
    case 10: case 11: {                                                    // near 1.0 and halves
      const uint32_t bias = (1u << (fb.exp_bits - 1)) - 1;
      const uint32_t e = bias - 2 + rng.below(5);
      return sign | (e << fb.man_bits) | man_edge;
    }
    default: return rng.next32() & fb.all();                               // any pattern
  }
}

uint32_t random_int(Rng& rng) {
  const uint32_t r = rng.next32();
  switch (rng.below(10)) {
    case 0: return 0;
    case 1: return rng.below(64) - 32;                                     // small
    case 2: return (1u << rng.below(32)) + (rng.below(3) - 1);             // 2^k - 1 .. 2^k + 1
    case 3: return 0x80000000u + (rng.below(256) - 128);                   // near INT_MIN / 2^31
    case 4: return 0xFFFFFFFFu - rng.below(256);                           // near UINT_MAX / -1
    case 5: return (r >> rng.below(32));                                   // random magnitude
    case 6: return -(r >> rng.below(32));
    case 7: return (0x00FFFFFFu + rng.below(8)) << rng.below(8);           // around 2^24
    default: return r;
  }
}

// Float operand for a float -> integer conversion: half the time near an integer or a
// boundary of the integer range, where rounding decides validity.
uint32_t random_float_for_int(Rng& rng, fp::Format f) {
  if (rng.below(2)) return random_float(rng, f);
  const FmtBits fb = bits_of(f);
  const uint32_t bias = (1u << (fb.exp_bits - 1)) - 1;
  const uint32_t emax = (1u << fb.exp_bits) - 2;
  uint32_t e = bias - 2 + rng.below(36);  // 0.25 .. 2^33
  if (e > emax) e = emax;
  const uint32_t sign = rng.below(2) ? fb.sign() : 0;
  uint32_t man = rng.next32() & fb.man_mask();
  if (rng.below(2)) man = rng.below(2) ? (fb.man_mask() >> rng.below(fb.man_bits)) : 0;
  return sign | (e << fb.man_bits) | man;
}

uint32_t flip_sign(fp::Format f, uint32_t x) { return x ^ bits_of(f).sign(); }

}  // namespace

unsigned float_class(fp::Format f, uint32_t x) {
  const FmtBits fb = bits_of(f);
  const uint32_t e = x & fb.exp_mask(), m = x & fb.man_mask();
  if (e == 0) return m == 0 ? 0 : 1;
  if (e != fb.exp_mask()) return 2;
  if (m == 0) return 3;
  return (m >> (fb.man_bits - 1)) ? 4 : 5;
}

unsigned int_class(uint32_t x) { return x == 0 ? 0 : (x >> 31) ? 2 : 1; }

const char* float_class_name(unsigned c) {
  static const char* const kNames[] = {"zero", "sub", "norm", "inf", "qnan", "snan"};
  return kNames[c];
}
const char* int_class_name(unsigned c) {
  static const char* const kNames[] = {"zero", "pos", "neg"};
  return kNames[c];
}

Operation random_operation(Rng& rng, const std::vector<const OpInfo*>& ops) {
  Operation o;
  if (ops.empty()) {
    size_t n;
    const OpInfo* table = op_table(n);
    o.op = &table[rng.below(static_cast<uint32_t>(n))];
  } else {
    o.op = ops[rng.below(static_cast<uint32_t>(ops.size()))];
  }
  const OpInfo& op = *o.op;
  o.rm = static_cast<fp::Round>(rng.below(5));
  o.ftz = rng.below(8) == 0;
  o.nan_propagate = rng.below(4) == 0;
  o.exact = op.kind == Kind::RoundInt && rng.below(2);
  switch (op.kind) {
    case Kind::IntToFloat: o.a = random_int(rng); break;
    case Kind::FloatToInt:
    case Kind::RoundInt: o.a = random_float_for_int(rng, op.src); break;
    default:
      o.a = random_float(rng, op.src);
      o.b = random_float(rng, op.src);
      o.c = random_float(rng, op.src);
      break;
  }
  // Related operands: equal values for compares, cancellation for sums and fused sums.
  const unsigned relate = rng.below(8);
  if (op.num_operands >= 2 && relate == 0) {
    o.b = rng.below(2) ? o.a : flip_sign(op.src, o.a);
  } else if (op.num_operands >= 2 && relate == 1) {
    o.b = flip_sign(op.src, o.a) ^ (rng.below(2) ? 1u : (1u << rng.below(4)));
  } else if (op.num_operands == 3 && relate <= 3) {
    // c close to -(a*b): massive cancellation in the fused sum.
    fp::Config cfg;
    cfg.rm = static_cast<fp::Round>(rng.below(5));
    uint32_t p = fp::mul(op.src, o.a, o.b, cfg).bits;
    o.c = flip_sign(op.src, p) ^ (relate == 2 ? 0u : rng.below(4));
  }
  return o;
}

}  // namespace shaderhw::fpu
