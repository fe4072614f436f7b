// Rogue golden model: the group data path (execute.h; docs/rogue.md 1.9, 1.10, 14).
#include "rogue/execute.h"

#include "fp/fp.h"
#include "rogue/semantics.h"

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;
using gen::Op;

struct Unsupported {
  std::string what;
};

// The special-bank index of pixel output On (O0..O3 at 32.., O4..O7 at 164..).
int pixout_index(uint32_t n) { return n < 4 ? 32 + static_cast<int>(n) : n < 8 ? 160 + static_cast<int>(n) : -1; }

// The storage a reference names: a pointer into the instance, or nullptr (reads 0, writes lost).
const uint32_t* locate(const Instance& in, const RegRef& r, bool& constant) {
  constant = false;
  uint32_t idx = r.index;
  uint8_t bank = r.bank;
  if (bank >= 6) {  // indexed: sub-bank [2:0], offset [10:3] + IDXn (2.3)
    const uint32_t sub = idx & 7u, k = (idx >> 3) + in.idx[bank - 6];
    switch (sub) {
      case 0: bank = 1; break;
      case 1: bank = 2; break;
      case 2: bank = 3; break;
      case 3: bank = 4; break;
      case 6: bank = 5; break;
      case 5: return (idx >> 3) == 0 ? &in.idx[bank - 6] : nullptr;  // the index register itself
      case 7: {
        const int s = pixout_index(k);
        return s < 0 ? nullptr : &in.special[s];
      }
      default: return nullptr;  // dynamic constants are not modelled
    }
    idx = k;
  }
  if (bank == 0) {
    if (idx >= gen::SPECIAL_SIZE) return nullptr;
    constant = gen::SPECIAL_KIND[idx] == 1;
    return &in.special[idx];
  }
  return idx < in.bank[bank].size() ? &in.bank[bank][idx] : nullptr;
}

}  // namespace

Instance::Instance() {
  for (int b = 1; b <= 5; ++b) bank[b].assign(2048, 0);
  for (unsigned k = 0; k < gen::SPECIAL_SIZE; ++k)
    if (gen::SPECIAL_KIND[k] == 1) special[k] = gen::SC_VALUE[k];
}

uint32_t read_reg(const Instance& in, const RegRef& r) {
  bool c;
  const uint32_t* p = locate(in, r, c);
  return p ? *p : 0u;
}

void write_reg(Instance& in, const RegRef& r, uint32_t v) {
  bool c;
  uint32_t* p = const_cast<uint32_t*>(locate(in, r, c));
  if (p && !c) *p = v;  // constants ignore writes
}

namespace {

// What one instance computes in one group.
struct Lane {
  uint32_t s[6] = {};
  uint32_t ft[6] = {};   // main: FT0, FT1, FT2; bitwise: FT0..FT5
  uint32_t fte = 0;
  bool ftt = false, carry = false;
  uint32_t w[2] = {0, 0};
  bool p0 = false, p0_written = false;
};

bool enabled(const Instance& in, uint8_t cc) {
  switch (cc) {
    case 0: return in.pe;
    case 1: return in.pe && in.p0;
    case 2: return true;
    default: return in.pe && !in.p0;
  }
}

// ---- Main ALU (1.9) ----
uint32_t sel_is0(const Lane& l, uint8_t mux) {
  static const int kPort[6] = {0, 3, 4, 5, 1, 2};  // IS0MUX codes: S0, S3, S4, S5, S1, S2
  return l.s[kPort[mux]];
}

// P0 or P1 op of the FADD/FMUL, FMAD and MBYP/derivative layouts; `base` 0 (S0..S2) or 3 (S3..S5).
uint32_t phase_float(const Component& c, const Lane& l, int base, const std::array<Lane, kQuad>& lanes, int lane) {
  if (c.layout == L::M_FADDMUL::LAYOUT_ID) {
    namespace F = L::M_FADDMUL;
    const uint32_t a = sem::src_mod(l.s[base], c.get(F::S0FLR), c.get(F::S0ABS), c.get(F::S0NEG));
    const uint32_t b = sem::src_mod(l.s[base + 1], false, c.get(F::S1ABS), false);
    const uint32_t r = c.get(F::FOP) ? sem::FMUL(a, b) : sem::FADD(a, b);
    return c.get(F::SAT) ? sem::sat(r) : r;
  }
  if (c.layout == L::M_FMAD::LAYOUT_ID) {
    namespace F = L::M_FMAD;
    const uint32_t a = sem::src_mod(l.s[base], false, c.get(F::S0ABS), c.get(F::S0NEG));
    const uint32_t b = sem::src_mod(l.s[base + 1], false, c.get(F::S1ABS), c.get(F::S1NEG));
    const uint32_t d = sem::src_mod(l.s[base + 2], c.get(F::S2FLR), c.get(F::S2ABS), c.get(F::S2NEG));
    const uint32_t r = sem::FMAD(a, b, d);
    return c.get(F::SAT) ? sem::sat(r) : r;
  }
  // M_MOVE: MBYP moves bits with the sign modifiers; the derivatives subtract quad pixels.
  namespace F = L::M_MOVE;
  auto src = [&](int k) { return sem::src_mod(lanes[k].s[base], false, c.get(F::S0ABS), c.get(F::S0NEG)); };
  switch (c.operation()) {
    case Op::MBYP: return src(lane);
    case Op::FDSX: return sem::FDS(src(1), src(0));
    case Op::FDSY: return sem::FDS(src(2), src(0));
    case Op::FDSXF: return lane < 2 ? sem::FDS(src(1), src(0)) : sem::FDS(src(3), src(2));
    default: return (lane & 1) == 0 ? sem::FDS(src(2), src(0)) : sem::FDS(src(3), src(1));  // FDSYF
  }
}

void complex_op(const Component& c, Lane& l) {
  namespace F = L::M_CPLX;
  uint32_t x = l.s[0];
  if (c.get(F::SF16))
    x = fp::f2f(fp::Format::F16, fp::Format::F32, (x >> (16 * c.get(F::SSEL))) & 0xFFFFu, fp::Config{}).bits;
  x = sem::src_mod(x, false, c.get(F::S0ABS), c.get(F::S0NEG));
  uint32_t r;
  switch (c.operation()) {
    case Op::FRCP: r = sem::FRCP(x); break;
    case Op::FRSQ: r = sem::FRSQ(x); break;
    case Op::FSQRT: r = sem::FSQRT(x); break;
    case Op::FLOG: r = sem::FLOG(x); break;
    case Op::FEXP: r = sem::FEXP(x); break;
    default: throw Unsupported{std::string(gen::OPS[c.op[0]].name) + " is not executed yet (docs/rogue.md 14.7)"};
  }
  if (c.get(F::DF16)) {
    const uint32_t h = fp::f2f(fp::Format::F32, fp::Format::F16, r, fp::Config{}).bits & 0xFFFFu;
    r = h << 16 | h;
  }
  l.w[0] = r;
}

int64_t element(uint32_t x, bool w16, uint32_t e, bool sgn) {
  if (w16) {
    const uint32_t h = (x >> (16 * (e & 1))) & 0xFFFFu;
    return sgn ? static_cast<int16_t>(h) : static_cast<int64_t>(h);
  }
  const uint32_t b = (x >> (8 * (e & 3))) & 0xFFu;
  return sgn ? static_cast<int8_t>(b) : static_cast<int64_t>(b);
}

void p0_op(const Component& c, Lane& l, const std::array<Lane, kQuad>& lanes, int lane) {
  const int lay = c.layout;
  if (lay == L::M_FADDMUL::LAYOUT_ID || lay == L::M_FMAD::LAYOUT_ID || lay == L::M_MOVE::LAYOUT_ID) {
    l.ft[0] = phase_float(c, l, 0, lanes, lane);
  } else if (lay == L::M_CPLX::LAYOUT_ID) {
    complex_op(c, l);
  } else if (lay == L::M_UNPCK::LAYOUT_ID) {
    namespace F = L::M_UNPCK;
    bool ok;
    l.ft[0] = sem::UNPCK(static_cast<gen::Packfmt>(c.get(F::FORMAT)), c.get(F::ELEM), c.get(F::SCALE_RTZ), l.s[0], ok);
    if (!ok) throw Unsupported{std::string("UNPCK.") + gen::PACKFMT_ASM[c.get(F::FORMAT)] + " is not executed yet"};
  } else if (lay == L::M_INT8_16::LAYOUT_ID) {
    namespace F = L::M_INT8_16;
    const bool sgn = c.get(F::SGN), w16 = c.get(F::W16);
    auto mod = [&](int64_t v, bool abs, bool neg) {
      if (abs && v < 0) v = -v;
      return neg ? -v : v;
    };
    const int64_t a = mod(element(l.s[0], w16, c.get(F::S0CH), sgn), c.get(F::S0ABS), c.get(F::S0NEG));
    const int64_t b = mod(element(l.s[1], w16, c.get(F::S1CH), sgn), c.get(F::S1ABS), false);
    const int64_t d = mod(element(l.s[2], w16, c.get(F::S2CH), sgn), c.get(F::S2ABS), c.get(F::S2NEG));
    l.ft[0] = sem::INT8_16(c.get(F::OP), sgn, w16, c.get(F::SAT), a, b, d);
  } else if (lay == L::M_INT32_64::LAYOUT_ID) {
    namespace F = L::M_INT32_64;
    const uint32_t s0 = sem::int_mod(l.s[0], c.get(F::S0ABS), c.get(F::S0NEG));
    const uint32_t s1 = sem::int_mod(l.s[1], c.get(F::S1ABS), c.get(F::S1NEG));
    const uint32_t s2 = sem::int_mod(l.s[2], c.get(F::S2ABS), c.get(F::S2NEG));
    const sem::Int64Result r =
        sem::INT32_64(c.get(F::OP), c.get(F::SGN), s0, s1, s2, l.fte, c.get(F::CIN) && l.p0);
    l.ft[0] = r.lo;
    if (r.drives_fte) l.fte = r.hi;
    l.carry = r.carry;
  } else {
    throw Unsupported{std::string(gen::OPS[c.op[0]].name) + " is not executed yet (docs/rogue.md 14.7)"};
  }
}

void main_lane(const Group& g, Lane& l, const std::array<Lane, kQuad>& lanes, int lane, bool p0_in) {
  l.p0 = p0_in;
  l.fte = sel_is0(l, g.is0);
  if (g.has(Slot::P0)) p0_op(g.comp(Slot::P0), l, lanes, lane);
  if (g.has(Slot::P1)) l.ft[1] = phase_float(g.comp(Slot::P1), l, 3, lanes, lane);
  const Component& iss = g.comp(Slot::ISS);
  const uint32_t is3_code = iss.get(L::ISS::IS3);
  const uint32_t is3 = is3_code == 0 ? l.ft[0] : is3_code == 1 ? l.ft[1] : is3_code == 2 ? l.s[2] : l.fte;
  if (g.has(Slot::P2PCK)) {
    const Component& c = g.comp(Slot::P2PCK);
    if (c.layout == L::P2_PCK::LAYOUT_ID) {
      namespace F = L::P2_PCK;
      bool ok;
      l.ft[2] = sem::PCK(static_cast<gen::Packfmt>(c.get(F::FORMAT)), c.get(F::SCALE), c.get(F::RTZ), is3, ok);
      if (!ok) throw Unsupported{std::string("PCK.") + gen::PACKFMT_ASM[c.get(F::FORMAT)] + " is not executed yet"};
    } else if (c.layout == L::P2_FADDMUL::LAYOUT_ID) {
      namespace F = L::P2_FADDMUL;
      const uint32_t a = sem::src_mod(is3, false, c.get(F::S0ABS), c.get(F::S0NEG));
      const uint32_t b = sem::src_mod(l.fte, false, c.get(F::S1ABS), false);
      const uint32_t r = c.get(F::FOP) ? sem::FMUL(a, b) : sem::FADD(a, b);
      l.ft[2] = c.get(F::SAT) ? sem::sat(r) : r;
    } else {
      throw Unsupported{std::string(gen::OPS[c.op[0]].name) + " is not executed yet (docs/rogue.md 14.7)"};
    }
  }
  if (g.has(Slot::P2TST)) {
    const Component& c = g.comp(Slot::P2TST);
    namespace F = L::P2_TST;
    const uint32_t a = iss.get(L::ISS::IS1) ? l.fte : l.ft[0];
    const uint32_t b = iss.get(L::ISS::IS2) ? l.fte : l.ft[1];
    l.ftt = sem::TST(c.operation(), static_cast<gen::Tsttype>(c.get(F::TYPE)), c.get(F::ELEM), a, b, l.carry);
    if (c.get(F::PWEN)) l.p0 = l.ftt, l.p0_written = true;
  }
  auto ftsel = [&](uint32_t code) { return code == 0 ? l.ft[0] : code == 1 ? l.ft[1] : code == 2 ? l.ft[2] : l.fte; };
  const bool direct = g.has(Slot::P0) && gen::OPS[g.comp(Slot::P0).op[0]].alone;  // complex ops wrote W0 (D38)
  if (!direct) l.w[0] = ftsel(iss.get(L::ISS::IS4));
  l.w[1] = ftsel(iss.get(L::ISS::IS5));
  if (g.has(Slot::P2MOV)) {
    const Component& c = g.comp(Slot::P2MOV);
    namespace F = L::P2_MOV;
    if (c.operation() == Op::MOV || l.ftt) {
      uint32_t m = 0;
      for (int e = 0; e < 4; ++e)
        if (c.get(F::MASKW0) >> e & 1u) m |= 0xFFu << (8 * e);
      l.w[0] = (l.w[0] & ~m) | (ftsel(c.get(F::MOVW0)) & m);
      if (c.operation() == Op::MOVC) l.w[1] = ftsel(c.get(F::MOVW1));
    }
  }
}

// ---- Bitwise ALU (1.10) ----
void bitwise_lane(const Group& g, Lane& l, bool p0_in) {
  l.p0 = p0_in;
  uint32_t* ft = l.ft;
  if (g.has(Slot::BW0)) {
    const Component& c = g.comp(Slot::BW0);
    namespace F = L::BW_P0;
    switch (c.operation(0)) {
      case Op::MSK: sem::MSK(l.s[0], l.s[1], ft[0], ft[1]); break;
      case Op::BYP_IMM16: case Op::BYP_IMM32: ft[0] = l.s[0], ft[1] = c.get(F::IMM); break;
      default: ft[0] = l.s[0], ft[1] = l.s[1]; break;
    }
    switch (c.operation(1)) {
      case Op::SHFL: ft[2] = sem::SHFL(l.s[2], l.s[1]); break;
      case Op::REV: ft[2] = sem::REV(l.s[2]); break;
      case Op::LSL_S1: ft[2] = sem::LSL(l.s[2], l.s[1]); break;
      default: ft[2] = l.s[2]; break;
    }
    const uint32_t src = c.get(F::CSRC) ? ft[2] : l.s[2];
    switch (c.operation(2)) {
      case Op::CBS: ft[3] = sem::CBS(src); break;
      case Op::FTB: ft[3] = sem::FTB(src); break;
      case Op::FTB_SHI: ft[3] = sem::FTB_SHI(src); break;
      case Op::FTB_MSB: ft[3] = sem::FTB_MSB(src); break;
      default: ft[3] = src; break;
    }
  }
  if (g.has(Slot::BW1) && g.comp(Slot::BW1).operation() != Op::BYP_LOGIC) {
    const Component& c = g.comp(Slot::BW1);
    namespace F = L::BW_P1;
    const uint32_t a = c.get(F::MSKA) ? (ft[1] & ft[2]) : ft[2];
    const uint32_t b = c.get(F::MSKB) ? (~ft[1] & l.s[3]) : l.s[3];
    ft[4] = sem::LOGIC(c.get(F::LOP), a, b);
  } else {
    ft[4] = ft[1];  // phase 1 absent or its bypass
  }
  if (g.has(Slot::BW2)) {
    const Component& c = g.comp(Slot::BW2);
    namespace F = L::BW_P2;
    const uint32_t n = l.s[4];
    switch (c.operation(0)) {
      case Op::LSL_S2: ft[5] = sem::LSL(ft[4], n); break;
      case Op::SHR: ft[5] = sem::SHR(ft[4], n); break;
      case Op::ROL: ft[5] = sem::ROL(ft[4], n); break;
      case Op::CPS: ft[5] = sem::CPS(ft[4], n, p0_in); break;
      case Op::ASR_TWB: ft[5] = sem::ASR(ft[4], n, 31); break;
      case Op::ASR_PWB: ft[5] = sem::ASR(ft[4], n, 15); break;
      case Op::ASR_MTB: ft[5] = sem::ASR(ft[4], n, ft[0]); break;
      default: ft[5] = sem::ASR(ft[4], n, ft[3]); break;  // ASR_FTB
    }
    if (c.has_op(1)) {
      const uint32_t t = c.get(F::TSRC) ? ft[3] : ft[5];
      l.p0 = c.get(F::TOP) ? t != 0 : t == 0;
      l.p0_written = true;
    }
  } else {
    ft[5] = ft[4];  // [INF], 1.10
  }
  l.w[0] = ft[5];
  l.w[1] = ft[3];
}

}  // namespace

ExecStatus execute(const Group& g, Quad& q) {
  ExecStatus st;
  if (g.illegal) return {false, "the group is illegal"};
  if (g.alu == AluType::CONTROL || g.alu == AluType::F64)
    return {false, "control and F64 groups are not executed yet (docs/rogue.md 14.7)"};
  if (g.hdr(L::HDR::RPT)) return {false, "repeated groups (RPT > 1) are not executed yet (docs/rogue.md 14.7)"};
  if (g.has(Slot::BE)) return {false, "backend ops are not executed (docs/rogue.md 14.7)"};
  std::array<Lane, kQuad> lanes{};
  // Every source of every instance is read before anything is written.
  for (int i = 0; i < kQuad; ++i)
    for (int k = 0; k < 6; ++k) lanes[i].s[k] = read_reg(q.in[i], g.src[k]);
  try {
    for (int i = 0; i < kQuad; ++i) {
      if (g.alu == AluType::MAIN) main_lane(g, lanes[i], lanes, i, q.in[i].p0);
      else bitwise_lane(g, lanes[i], q.in[i].p0);
    }
  } catch (const Unsupported& u) {
    return {false, u.what};
  }
  for (int i = 0; i < kQuad; ++i) {
    if (!enabled(q.in[i], g.cc())) continue;
    const Lane& l = lanes[i];
    for (int k = 0; k < 2; ++k)
      if (g.w_present[k]) write_reg(q.in[i], g.w[k], l.w[k]);
    if (l.p0_written) q.in[i].p0 = l.p0;
  }
  return st;
}

}  // namespace shaderhw::rogue
