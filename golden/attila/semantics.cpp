// ATTILA golden model: what each opcode computes, one function per opcode (docs/attila.md table 2, 5.3-5.11,
// execute.h). Every function works on one lane; saturate, mask, gate and zeroing are applied by
// execute.cpp afterwards, so each function states only the opcode's own arithmetic.
#include "attila/semantics.h"

#include <array>

#include "fp/fp.h"
#include "fp/sfu.h"

namespace shaderhw::attila::sem {
namespace {

using fp::Format;

// execute.h: RNE, subnormals kept, NaN operands propagate quieted, invalid -> 0x7FC00000 (D13).
constexpr fp::Config kFp{fp::Round::RNE, false, true, 0x7FC00000u, 0x7E00u};
constexpr Format F32 = Format::F32;
constexpr uint32_t kZero = 0x00000000u, kOne = 0x3F800000u;
constexpr uint32_t kPosInf = 0x7F800000u, kNegInf = 0xFF800000u;

uint32_t add(uint32_t a, uint32_t b) { return fp::add(F32, a, b, kFp).bits; }
uint32_t sub(uint32_t a, uint32_t b) { return fp::sub(F32, a, b, kFp).bits; }
uint32_t mul(uint32_t a, uint32_t b) { return fp::mul(F32, a, b, kFp).bits; }
uint32_t div(uint32_t a, uint32_t b) { return fp::div(F32, a, b, kFp).bits; }
uint32_t sqrt(uint32_t a) { return fp::sqrt(F32, a, kFp).bits; }
uint32_t floor(uint32_t a) {
  fp::Config c = kFp;
  c.rm = fp::Round::RDN;
  return fp::rint(F32, a, false, c).bits;
}
// Quiet IEEE a < b (any NaN -> false; -0 == +0). The flags are not architectural here.
bool lt(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::LT, false, kFp).bits; }
bool eq(uint32_t a, uint32_t b) { return fp::cmp(F32, a, b, fp::CmpCond::EQ, false, kFp).bits; }
bool is_nan(uint32_t a) { return fp::is_nan(F32, a); }
uint32_t quiet(uint32_t a) { return a | fp::quiet_bit(F32); }

uint32_t scalar(const Vec4& v) { return v.c[3]; }  // S/Si read: swizzle bits 1:0 = W slot (E31)
void replicate(Lane& l, uint32_t x) { l.r.c[0] = l.r.c[1] = l.r.c[2] = l.r.c[3] = x; }

// 2^t for t = floor(...) (an integer, +-inf or NaN), exact: EXP.x, and the divisor of LOG.y.
uint32_t pow2_exact(uint32_t t) {
  if (is_nan(t)) return quiet(t);
  if (t == kPosInf) return kPosInf;
  if (t == kNegInf) return kZero;
  fp::Config c = kFp;
  c.rm = fp::Round::RTZ;
  const int32_t n = static_cast<int32_t>(fp::f2i(F32, t, c).bits);  // saturates out of range
  if (n >= 128) return kPosInf;
  if (n < -149) return kZero;
  if (n >= -126) return static_cast<uint32_t>(n + 127) << 23;
  return 1u << (n + 149);  // subnormal
}

// floor(log2 x) as a float: the binary exponent of a finite x > 0 (subnormals included).
// log2(+-0) = -inf, log2(x < 0) = invalid (canonical NaN), log2(+inf) = +inf, NaN quieted.
uint32_t floor_log2(uint32_t x) {
  if (is_nan(x)) return quiet(x);
  if (fp::is_zero(F32, x)) return kNegInf;
  if (x & 0x80000000u) return kFp.canon_nan32;
  if (x == kPosInf) return kPosInf;
  int e = static_cast<int>(x >> 23) - 127;
  if ((x >> 23) == 0) {  // subnormal: value = frac * 2^-149
    e = -149;
    for (uint32_t f = x; f > 1; f >>= 1) ++e;
  }
  return fp::i2f(F32, static_cast<uint32_t>(e), kFp).bits;
}

// ---- float vector operations (V reads, F4) ----
void exec_ADD(Op&, Lane& l) { for (int i = 0; i < 4; ++i) l.r.c[i] = add(l.a.c[i], l.b.c[i]); }
void exec_MUL(Op&, Lane& l) { for (int i = 0; i < 4; ++i) l.r.c[i] = mul(l.a.c[i], l.b.c[i]); }
void exec_MAD(Op&, Lane& l) {  // two roundings, never fused (6.2)
  for (int i = 0; i < 4; ++i) l.r.c[i] = add(mul(l.a.c[i], l.b.c[i]), l.c.c[i]);
}
void exec_MIN(Op&, Lane& l) {  // the 2nd operand on NaN or equal (6.3)
  for (int i = 0; i < 4; ++i) l.r.c[i] = lt(l.a.c[i], l.b.c[i]) ? l.a.c[i] : l.b.c[i];
}
void exec_MAX(Op&, Lane& l) {
  for (int i = 0; i < 4; ++i) l.r.c[i] = lt(l.b.c[i], l.a.c[i]) ? l.a.c[i] : l.b.c[i];
}
void exec_SGE(Op&, Lane& l) {
  for (int i = 0; i < 4; ++i) l.r.c[i] = lt(l.a.c[i], l.b.c[i]) ? kZero : kOne;
}
void exec_SLT(Op&, Lane& l) {
  for (int i = 0; i < 4; ++i) l.r.c[i] = lt(l.a.c[i], l.b.c[i]) ? kOne : kZero;
}
void exec_CMP(Op&, Lane& l) {
  for (int i = 0; i < 4; ++i) l.r.c[i] = lt(l.a.c[i], kZero) ? l.b.c[i] : l.c.c[i];
}
void exec_CMPKIL(Op& o, Lane& l) {  // E23: masked components of the unsaturated result
  exec_CMP(o, l);
  bool kill = false;
  for (int i = 0; i < 4; ++i) kill |= ((o.d.mask >> (3 - i)) & 1) && lt(l.r.c[i], kZero);
  if (kill) l.out->kill = static_cast<uint16_t>(1u << (l.in->sample & 15));
}
void exec_MOV(Op&, Lane& l) { l.r = l.a; }
void exec_FLR(Op&, Lane& l) {  // D1
  for (int i = 0; i < 4; ++i) l.r.c[i] = floor(l.a.c[i]);
}
void exec_FRC(Op&, Lane& l) {  // one IEEE subtraction: FRC(-tiny) = 1.0 (6.3)
  for (int i = 0; i < 4; ++i) l.r.c[i] = sub(l.a.c[i], floor(l.a.c[i]));
}
// E11: ((x*x' + y*y') + z*z') [+ w*w' | + w'], every product and sum rounded, result replicated.
uint32_t dp3(const Lane& l) {
  return add(add(mul(l.a.c[0], l.b.c[0]), mul(l.a.c[1], l.b.c[1])), mul(l.a.c[2], l.b.c[2]));
}
void exec_DP3(Op&, Lane& l) { replicate(l, dp3(l)); }
void exec_DP4(Op&, Lane& l) { replicate(l, add(dp3(l), mul(l.a.c[3], l.b.c[3]))); }
void exec_DPH(Op&, Lane& l) { replicate(l, add(dp3(l), l.b.c[3])); }
void exec_DST(Op&, Lane& l) {  // E12
  l.r = Vec4{{kOne, mul(l.a.c[1], l.b.c[1]), l.a.c[2], l.b.c[3]}};
}
void exec_LIT(Op&, Lane& l) {  // 5.3
  const uint32_t x = lt(l.a.c[0], kZero) ? kZero : l.a.c[0];
  const uint32_t y = lt(l.a.c[1], kZero) ? kZero : l.a.c[1];
  constexpr uint32_t kPos128 = 0x43000000u, kNeg128 = 0xC3000000u;
  uint32_t w = l.a.c[3];
  if (is_nan(w) || lt(kPos128, w)) {
    w = kPos128;
  } else if (lt(w, kNeg128)) {
    w = kNeg128;
  }
  const uint32_t z = lt(kZero, x) ? fp::sfu::pow(y, w, kFp) : kZero;
  l.r = Vec4{{kOne, x, z, kOne}};
}

// ---- scalar functions (S read; F4r or special) ----
void exec_RCP(Op&, Lane& l) { replicate(l, div(kOne, scalar(l.a))); }
void exec_RSQ(Op&, Lane& l) {  // s < 0 ? -s : s keeps -0, so RSQ(-0) = sqrt(-inf) = NaN (5.4)
  const uint32_t s = scalar(l.a);
  replicate(l, sqrt(div(kOne, lt(s, kZero) ? s ^ 0x80000000u : s)));
}
void exec_EX2(Op&, Lane& l) { replicate(l, fp::sfu::ex2(scalar(l.a), kFp)); }
void exec_LG2(Op&, Lane& l) { replicate(l, fp::sfu::lg2(scalar(l.a), kFp)); }
void exec_SIN(Op&, Lane& l) { replicate(l, fp::sfu::sin(scalar(l.a), kFp)); }
void exec_COS(Op&, Lane& l) { replicate(l, fp::sfu::cos(scalar(l.a), kFp)); }
void exec_EXP(Op&, Lane& l) {  // E14: (2^floor(s), s - floor(s), 2^s, 1)
  const uint32_t s = scalar(l.a), fl = floor(s);
  l.r = Vec4{{pow2_exact(fl), sub(s, fl), fp::sfu::ex2(s, kFp), kOne}};
}
void exec_LOG(Op&, Lane& l) {  // E15: (floor(log2|s|), s / 2^floor(log2 s), log2 s, 1)
  const uint32_t s = scalar(l.a);
  l.r = Vec4{{floor_log2(s & 0x7FFFFFFFu), div(s, pow2_exact(floor_log2(s))),
              fp::sfu::lg2(s, kFp), kOne}};
}

// ---- integer operations (Vi reads, I4) ----
void exec_ADDI(Op&, Lane& l) { for (int i = 0; i < 4; ++i) l.r.c[i] = l.a.c[i] + l.b.c[i]; }
void exec_MULI(Op&, Lane& l) { for (int i = 0; i < 4; ++i) l.r.c[i] = l.a.c[i] * l.b.c[i]; }
void exec_ARL(Op&, Lane& l) {  // float V read; floor to int32, invalid -> 0x80000000 (5.5)
  fp::Config c = kFp;
  c.rm = fp::Round::RDN;
  for (int i = 0; i < 4; ++i) {
    const fp::Result r = fp::f2i(F32, l.a.c[i], c);  // NaN, inf, out of range raise NV
    l.r.c[i] = (r.flags & fp::flag::NV) ? 0x80000000u : r.bits;
  }
}

// ---- predicate results (S/Si/B reads; XOR invert applied by the epilogue, D3) ----
void exec_SETPEQ(Op&, Lane& l) { l.p = eq(scalar(l.a), scalar(l.b)); }
void exec_SETPGT(Op&, Lane& l) { l.p = lt(scalar(l.b), scalar(l.a)); }
void exec_SETPLT(Op&, Lane& l) { l.p = lt(scalar(l.a), scalar(l.b)); }
int32_t si(const Vec4& v) { return static_cast<int32_t>(scalar(v)); }
void exec_STPEQI(Op&, Lane& l) { l.p = si(l.a) == si(l.b); }
void exec_STPGTI(Op&, Lane& l) { l.p = si(l.a) > si(l.b); }
void exec_STPLTI(Op&, Lane& l) { l.p = si(l.a) < si(l.b); }  // D2 (the simulator computes ==)
void exec_ANDP(Op&, Lane& l) { l.p = l.ba && l.bb; }

// ---- fragment effects (5.7) ----
bool any_negative(const Vec4& v) {
  return lt(v.c[0], kZero) || lt(v.c[1], kZero) || lt(v.c[2], kZero) || lt(v.c[3], kZero);
}
void exec_KIL(Op&, Lane& l) {
  if (any_negative(l.a)) l.out->kill = static_cast<uint16_t>(1u << (l.in->sample & 15));
}
void exec_KLS(Op& o, Lane& l) {
  if (any_negative(l.a)) l.out->kill = static_cast<uint16_t>(1u << (o.d.op2_index & 15));
}
void exec_ZXP(Op&, Lane& l) {
  l.out->zexp_en = 1;
  l.out->zexp[0] = l.a.c[0];
}
void exec_ZXS(Op&, Lane& l) {  // D12: samples cur..cur+3; past 15 dropped (execute.h)
  const unsigned cur = l.in->sample & 15;
  l.out->zexp_base = static_cast<uint8_t>(cur);
  for (unsigned i = 0; i < 4 && cur + i < 16; ++i) {
    l.out->zexp_en |= static_cast<uint8_t>(1u << i);
    l.out->zexp[i] = l.a.c[i];
  }
}
void exec_CHS(Op&, Lane& l) { l.out->chs = true; }

// ---- texture and attribute requests (5.9) ----
void request(Lane& l, const Vec4& coord, uint32_t param) {
  l.out->tex_en = true;
  l.out->tex_coord = coord;
  l.out->tex_param = param;
}
void exec_TEX(Op&, Lane& l) { request(l, l.a, 0); }
void exec_TXB(Op&, Lane& l) { request(l, l.a, l.a.c[3]); }
void exec_TXL(Op&, Lane& l) { request(l, l.a, l.a.c[3]); }
void exec_TXP(Op&, Lane& l) {  // E22: x, y, z divided by w; w unchanged
  const uint32_t w = l.a.c[3];
  request(l, Vec4{{div(l.a.c[0], w), div(l.a.c[1], w), div(l.a.c[2], w), w}}, 0);
}
void exec_LDA(Op&, Lane& l) { request(l, l.a, l.a.c[0]); }

// ---- fixed point (5.10, D10) ----
void exec_FXMUL(Op& o, Lane& l) {
  const int f = o.frac_bits;
  for (int i = 0; i < 4; ++i)
    l.acc[i] = fx_mul(fx_from_float(l.a.c[i], f), fx_from_float(l.b.c[i], f), f);
}
void exec_FXMAD2(Op& o, Lane& l) {
  const int f = o.frac_bits;
  for (int i = 0; i < 4; ++i) {
    FxValue c = fx_from_float(l.c.c[i], f);
    c.mag <<= f;  // 16.F -> 32.2F
    l.acc[i] = fx_add(fx_mul(fx_from_float(l.a.c[i], f), fx_from_float(l.b.c[i], f), f), c, f);
  }
}
void exec_FXMAD(Op& o, Lane& l) {  // op3 is decoded but unused: the accumulator stands in
  const int f = o.frac_bits;
  for (int i = 0; i < 4; ++i) {
    const FxValue p = fx_mul(fx_from_float(l.a.c[i], f), fx_from_float(l.b.c[i], f), f);
    l.r.c[i] = fx_to_float(fx_add(p, l.in->acc[i], f), f);
  }
}

// ---- derivatives (5.8): quad lanes 0 = (x, y), 1 = (x+1, y), 2 = (x, y+1), 3 = (x+1, y+1) ----
void exec_DDX(Op& o, Lane& l) {
  const Lane* row = &o.lane[(l.index & ~3) + (l.index & 2)];  // lanes 0,1 or 2,3
  for (int i = 0; i < 4; ++i) l.r.c[i] = sub(row[1].a.c[i], row[0].a.c[i]);
}
void exec_DDY(Op& o, Lane& l) {
  const Lane* col = &o.lane[(l.index & ~3) + (l.index & 1)];  // lanes 0,2 or 1,3
  for (int i = 0; i < 4; ++i) l.r.c[i] = sub(col[2].a.c[i], col[0].a.c[i]);
}

// ---- flow ----
void exec_JMP(Op&, Lane& l) { l.p = l.ba; }
void exec_NOP(Op&, Lane&) {}
void exec_END(Op&, Lane&) {}  // the end output comes from the decoder (D15)

// One semantic function per opcode. How each one reads and writes comes from the generated
// table (gen::OPCODES: read_kind, reads, write_kind), not from this list.
struct Entry {
  Opcode op;
  Fn fn;
};

constexpr Entry kEntries[] = {
    {Opcode::NOP, exec_NOP},
    {Opcode::ADD, exec_ADD},
    {Opcode::ADDI, exec_ADDI},
    {Opcode::ARL, exec_ARL},
    {Opcode::ANDP, exec_ANDP},
    {Opcode::COS, exec_COS},
    {Opcode::DP3, exec_DP3},
    {Opcode::DP4, exec_DP4},
    {Opcode::DPH, exec_DPH},
    {Opcode::DST, exec_DST},
    {Opcode::EX2, exec_EX2},
    {Opcode::EXP, exec_EXP},
    {Opcode::FLR, exec_FLR},
    {Opcode::FRC, exec_FRC},
    {Opcode::LG2, exec_LG2},
    {Opcode::LIT, exec_LIT},
    {Opcode::LOG, exec_LOG},
    {Opcode::MAD, exec_MAD},
    {Opcode::MAX, exec_MAX},
    {Opcode::MIN, exec_MIN},
    {Opcode::MOV, exec_MOV},
    {Opcode::MUL, exec_MUL},
    {Opcode::MULI, exec_MULI},
    {Opcode::RCP, exec_RCP},
    {Opcode::RSQ, exec_RSQ},
    {Opcode::SETPEQ, exec_SETPEQ},
    {Opcode::SETPGT, exec_SETPGT},
    {Opcode::SGE, exec_SGE},
    {Opcode::SETPLT, exec_SETPLT},
    {Opcode::SIN, exec_SIN},
    {Opcode::STPEQI, exec_STPEQI},
    {Opcode::SLT, exec_SLT},
    {Opcode::STPGTI, exec_STPGTI},
    {Opcode::STPLTI, exec_STPLTI},
    {Opcode::TXL, exec_TXL},
    {Opcode::TEX, exec_TEX},
    {Opcode::TXB, exec_TXB},
    {Opcode::TXP, exec_TXP},
    {Opcode::KIL, exec_KIL},
    {Opcode::KLS, exec_KLS},
    {Opcode::ZXP, exec_ZXP},
    {Opcode::ZXS, exec_ZXS},
    {Opcode::CMP, exec_CMP},
    {Opcode::CMPKIL, exec_CMPKIL},
    {Opcode::CHS, exec_CHS},
    {Opcode::LDA, exec_LDA},
    {Opcode::FXMUL, exec_FXMUL},
    {Opcode::FXMAD, exec_FXMAD},
    {Opcode::FXMAD2, exec_FXMAD2},
    {Opcode::DDX, exec_DDX},
    {Opcode::DDY, exec_DDY},
    {Opcode::JMP, exec_JMP},
    {Opcode::END, exec_END},
};
static_assert(sizeof(kEntries) / sizeof(kEntries[0]) == gen::NUM_OPCODES,
              "one semantic entry per opcode of the table");

std::array<Semantics, 256> build_table() {
  std::array<Semantics, 256> t{};
  for (const Entry& e : kEntries) {
    const gen::OpcodeInfo* i = gen::opcode_info(static_cast<uint8_t>(e.op));
    t[static_cast<uint8_t>(e.op)] = Semantics{e.fn, i->read_kind, i->reads, i->write_kind};
  }
  return t;
}

}  // namespace

const Semantics& semantics(uint32_t number) {
  static const std::array<Semantics, 256> table = build_table();
  static const Semantics none{};
  return number < 256 ? table[number] : none;
}

unsigned semantics_entries(uint32_t number) {
  unsigned n = 0;
  for (const Entry& e : kEntries) n += static_cast<uint32_t>(e.op) == number;
  return n;
}

}  // namespace shaderhw::attila::sem
