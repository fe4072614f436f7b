// ATTILA golden execution model: operand reads, predicate gate, saturate, mask, output zeroing and
// the fixed-point helpers. What each opcode computes is in semantics.cpp. Contract: execute.h.
#include "attila/execute.h"

#include "attila/semantics.h"

namespace shaderhw::attila {
namespace {

bool is_const(Bank b) { return b == Bank::PARAM || b == Bank::PARAM2; }

// 5.1 step 2 (V/Vi read) with the op2 immediate replicated first (3.3).
Vec4 read_vector(const Source& s, const Vec4& reg, uint32_t imm, bool integer) {
  Vec4 v;
  if (s.kind != SrcKind::Reg && s.kind != SrcKind::Imm) return v;
  for (int i = 0; i < 4; ++i) {
    uint32_t x = s.kind == SrcKind::Imm ? imm : reg.c[(s.swizzle >> (6 - 2 * i)) & 3];
    if (integer) {  // D4: exact two's complement, |INT_MIN| = INT_MIN; negate wraps
      if (s.absolute && (x & 0x80000000u)) x = 0u - x;
      if (s.negate) x = 0u - x;
    } else {  // sign-bit operations: NaN payloads survive
      if (s.absolute) x &= 0x7FFFFFFFu;
      if (s.negate) x ^= 0x80000000u;
    }
    v.c[i] = x;
  }
  return v;
}

// 5.1 step 4 (B read): immediate, constant component swz[1:0] != 0 as raw bits, or predicate.
bool read_bool(const Source& s, const Vec4& reg, uint32_t pred) {
  bool v = false;
  switch (s.kind) {
    case SrcKind::BoolImm:
      return s.negate;  // the value itself, not inverted
    case SrcKind::Pred:
      v = (pred >> (s.index & 31)) & 1;
      break;
    case SrcKind::Reg:
      v = reg.c[s.swizzle & 3] != 0;
      break;
    default:
      return false;
  }
  return v != s.negate;
}

// E32: NaN -> +1.0, -0 kept, x < 0 -> +0, x > 1 (and +inf) -> +1.0.
uint32_t saturate(uint32_t x) {
  constexpr uint32_t kOne = 0x3F800000u;
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return kOne;
  if (x == 0x80000000u) return x;
  if (x & 0x80000000u) return 0;
  return x > kOne ? kOne : x;
}

int clamp_frac_bits(int f) { return f < 1 ? 1 : f > 16 ? 16 : f; }

uint64_t acc_mask(int frac_bits) {
  const int w = 32 + 2 * frac_bits;
  return w >= 64 ? ~uint64_t{0} : (uint64_t{1} << w) - 1;
}

}  // namespace

SourceLocation source_location(const Decoded& d, int k, const Vec4 addr[2]) {
  SourceLocation loc;
  if (d.illegal || k < 0 || k > 2 || d.src[k].kind != SrcKind::Reg) return loc;
  const Source& s = d.src[k];
  loc.valid = true;
  if (!is_const(s.bank)) {
    loc.bank = s.bank;
    loc.index = s.index;
    return loc;
  }
  // 3.7, D6: (A + sext(off) + reg (+256)) mod 512; 2^32 is a multiple of 512, so the wrap of the
  // 32-bit sum does not change the result.
  uint32_t idx = s.index + (s.bank == Bank::PARAM2 ? gen::PARAM2_BASE : 0u);
  if (d.rel_en) {
    idx += addr[d.rel_areg & 1].c[d.rel_comp & 3] +
           static_cast<uint32_t>(static_cast<int32_t>(d.rel_off));
  }
  loc.bank = Bank::PARAM;
  loc.index = static_cast<uint16_t>(idx % gen::LIMIT_CONST);
  return loc;
}

ExecOut execute(const ExecIn& in, const ExecConfig& cfg) {
  ExecOut out;
  DecodeConfig dcfg;
  dcfg.micro_triangle = cfg.micro_triangle;
  const Decoded d = decode(in.instr, dcfg);
  const sem::Semantics& sm = sem::semantics(static_cast<uint32_t>(d.opcode));
  if (d.illegal || sm.fn == nullptr) {  // no effect at all
    out.illegal = true;
    return out;
  }
  const gen::OpClass cls = info(d.opcode).op_class;
  out.end = d.end;
  out.wait = d.wait;
  out.opcode = d.opcode;
  out.res_bank = d.res_bank;  // the decoder zeroes the fields an opcode does not use
  out.res_reg = d.res_reg;
  if (cls == gen::OpClass::TEXTURE) {
    out.tex_valid = true;
    out.tex_unit = d.op2_index;
    out.tex_mask = d.mask;
    out.tex_sat = d.saturate;
  }

  sem::Op op{d, cfg, clamp_frac_bits(cfg.fx_frac_bits), {}};
  bool pass[kLanes];
  // Every lane reads its sources first (DDX/DDY need the whole quad, active or not: 5.8).
  for (int l = 0; l < kLanes; ++l) {
    const LaneIn& li = in.lane[l];
    sem::Lane& x = op.lane[l];
    x.index = l;
    x.in = &li;
    x.out = &out.lane[l];
    for (int k = 0; k < 3; ++k) {
      const SourceLocation loc = source_location(d, k, li.addr);
      if (loc.valid && loc.bank == Bank::PARAM) x.out->const_index[k] = loc.index;
    }
    Vec4* v[3] = {&x.a, &x.b, &x.c};
    if (sm.read_kind == gen::ReadKind::FLOAT || sm.read_kind == gen::ReadKind::INT) {
      for (int k = 0; k < sm.reads; ++k)
        *v[k] = read_vector(d.src[k], li.src[k], d.imm, sm.read_kind == gen::ReadKind::INT);
    }
    if (sm.read_kind == gen::ReadKind::BOOL) {
      x.ba = read_bool(d.src[0], li.src[0], li.pred);
      x.bb = read_bool(d.src[1], li.src[1], li.pred);
    }
    // 5.2, D5 (JMP: pred_en is 0 from the decoder, D14).
    pass[l] = li.active && (!d.pred_en || (((li.pred >> d.pred_reg) & 1) != d.pred_inv));
  }

  for (sem::Lane& x : op.lane) sm.fn(op, x);

  bool all_true = true, any_active = false;
  for (int l = 0; l < kLanes; ++l) {
    sem::Lane& x = op.lane[l];
    LaneOut& o = out.lane[l];
    switch (sm.write_kind) {
      case gen::WriteKind::FLOAT:
      case gen::WriteKind::INT:
      case gen::WriteKind::INT_ALL: {
        const bool sat = sm.write_kind == gen::WriteKind::FLOAT && d.saturate;
        o.res_we = sm.write_kind == gen::WriteKind::INT_ALL ? 0xF : d.mask;
        for (int i = 0; i < 4; ++i) {
          const bool we = (o.res_we >> (3 - i)) & 1;
          o.res.c[i] = !we ? 0 : sat ? saturate(x.r.c[i]) : x.r.c[i];
        }
        break;
      }
      case gen::WriteKind::PRED:
        o.pred_we = true;
        o.pred_val = x.p != d.invert;  // D3
        break;
      case gen::WriteKind::ACC:
        o.acc_we = d.mask;
        for (int i = 0; i < 4; ++i) o.acc[i] = ((d.mask >> (3 - i)) & 1) ? x.acc[i] : FxValue{};
        break;
      case gen::WriteKind::JUMP:
        if (in.lane[l].active) {
          any_active = true;
          all_true = all_true && x.p;
        }
        break;
      case gen::WriteKind::NONE:
        break;
    }
    if (!pass[l]) {  // D5: no effect at all; the constant index is where it read, not an effect
      LaneOut gated;
      for (int k = 0; k < 3; ++k) gated.const_index[k] = o.const_index[k];
      o = gated;
    }
  }
  if (sm.write_kind == gen::WriteKind::JUMP) {  // E28, D14; no active lane: not taken (execute.h)
    out.jmp_valid = true;
    out.jmp_taken = any_active && all_true;
    out.jmp_target = out.jmp_taken ? in.pc + d.imm : in.pc + 1u;
  }
  return out;
}

// ---- fixed point (5.10, D10) ----

FxValue fx_from_float(uint32_t f, int frac_bits) {
  const int fb = clamp_frac_bits(frac_bits);
  const bool neg = (f >> 31) != 0;
  const uint32_t e = (f >> 23) & 0xFF, frac = f & 0x7FFFFFu;
  if (e == 0xFF && frac != 0) return FxValue{};                         // NaN -> +0
  if (e >= 127 + 24) return FxValue{neg, uint64_t{32767} << fb};        // |x| >= 2^24, inf
  if (e == 0) return FxValue{neg, 0};                                   // zero, subnormal
  // |x| = m * 2^(e-150); keep floor(|x| * 2^F), then the integer part mod 2^16.
  const uint64_t m = frac | 0x800000u;
  const int shift = static_cast<int>(e) - 150 + fb;  // <= F: the product stays below 2^40
  uint64_t mag = shift >= 0 ? m << shift : (-shift >= 64 ? 0 : m >> -shift);
  mag &= (uint64_t{1} << (16 + fb)) - 1;
  return FxValue{neg, mag};
}

FxValue fx_mul(const FxValue& a, const FxValue& b, int frac_bits) {
  return FxValue{a.neg != b.neg, (a.mag * b.mag) & acc_mask(clamp_frac_bits(frac_bits))};
}

FxValue fx_add(const FxValue& a, const FxValue& b, int frac_bits) {
  const uint64_t mask = acc_mask(clamp_frac_bits(frac_bits));
  if (a.neg == b.neg) return FxValue{a.neg, (a.mag + b.mag) & mask};
  if (a.mag == b.mag) return FxValue{};  // PROJECT DECISION (execute.h): +0
  return a.mag > b.mag ? FxValue{a.neg, a.mag - b.mag} : FxValue{b.neg, b.mag - a.mag};
}

uint32_t fx_to_float(const FxValue& v, int frac_bits) {
  const int fb = clamp_frac_bits(frac_bits);
  const uint32_t sign = v.neg ? 0x80000000u : 0;
  if (v.mag == 0) return sign;
  int msb = 63;
  while (!((v.mag >> msb) & 1)) --msb;
  // value = mag * 2^-2F, in [2^-2F, 2^32): always a normal binary32, never overflows.
  int exp = msb - 2 * fb;
  uint64_t m;
  if (msb <= 23) {
    m = v.mag << (23 - msb);
  } else {
    const int sh = msb - 23;
    m = v.mag >> sh;
    const uint64_t rem = v.mag & ((uint64_t{1} << sh) - 1), half = uint64_t{1} << (sh - 1);
    if (rem > half || (rem == half && (m & 1))) ++m;  // RNE
    if (m >> 24) {
      m >>= 1;
      ++exp;
    }
  }
  return sign | static_cast<uint32_t>(exp + 127) << 23 | static_cast<uint32_t>(m & 0x7FFFFFu);
}

}  // namespace shaderhw::attila
