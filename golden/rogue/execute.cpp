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
  bool w0_direct = false, w1_direct = false;  // the P0 op wrote W0 / W1 itself (1.9, D38)
  uint32_t ft0_p0 = 0;                         // the P0 result before CONVERTTOF64 replaces FT0 (D40)
  uint32_t rep = 0;                            // execution number of a repeated group (D68)
  uint32_t pck_acc = 0;                        // PCK of the previous executions of a repeated group
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
    case Op::FLOGCN: r = sem::FLOGCN(x); break;
    case Op::GCMP: r = sem::GCMP(x); break;
    case Op::GEXP: r = sem::GEXP(x); break;
    case Op::FARCTANC: r = sem::FARCTANC(x); break;
    case Op::FSINC: {  // W0 and, always, P0 (2.4)
      const sem::SincResult sr = sem::FSINC(x);
      r = sr.w0;
      l.p0 = sr.p0, l.p0_written = true;
      break;
    }
    default: throw Unsupported{std::string(gen::OPS[c.op[0]].name) + " is not executed yet (docs/rogue.md 14.7)"};
  }
  if (c.get(F::DF16)) {
    const uint32_t h = fp::f2f(fp::Format::F32, fp::Format::F16, r, fp::Config{}).bits & 0xFFFFu;
    r = h << 16 | h;
  }
  l.w[0] = r;
  l.w0_direct = true;
}

void fred_op(const Component& c, Lane& l) {  // W0, W1 and, with PWEN, P0 (3.6, D60)
  namespace F = L::M_RED;
  const uint32_t s0 = sem::src_mod(l.s[0], false, c.get(F::S0ABS), c.get(F::S0NEG));
  const sem::RedResult r = sem::FRED(c.get(F::PART), c.get(F::ITER), c.get(F::TYPE), s0, l.s[3]);
  l.w[0] = r.w0, l.w[1] = r.w1;
  l.w0_direct = l.w1_direct = true;
  if (c.get(F::PWEN)) l.p0 = r.p0, l.p0_written = true;
}

void sop_op(const Component& c, Lane& l) {  // W0 and W1 (7.3, D67)
  namespace F = L::M_SOP;
  sem::SopParams p;
  p.var = c.get(F::VAR), p.jop = c.get(F::JOP), p.kop = c.get(F::KOP), p.rfmt = c.get(F::RFMT);
  p.jsel = c.get(F::JSEL), p.ksel = c.get(F::KSEL), p.clamp = c.get(F::CLAMP);
  p.zabs = c.get(F::ZABS), p.zclamp = c.get(F::ZCLAMP), p.movw1 = c.get(F::MOVW1), p.u8out = c.get(F::U8OUT);
  const bool mad = p.var == 1 || p.var == 3;
  // Field groups (SRC, ELEM, M1, ABS, M2) in descriptor order.
  static const uint8_t kSop[8] = {F::A_SRC, F::E_SRC, F::B_SRC, F::F_SRC, F::C_SRC, F::G_SRC, F::D_SRC, F::H_SRC};
  static const uint8_t kMad[12] = {F::A_SRC, F::E_SRC, F::V_SRC, F::C_SRC, F::G_SRC, F::X_SRC,
                                   F::B_SRC, F::F_SRC, F::W_SRC, F::D_SRC, F::H_SRC, F::Y_SRC};
  for (int i = 0; i < (mad ? 12 : 8); ++i) {
    const uint8_t f = mad ? kMad[i] : kSop[i];
    p.opd[i] = sem::SopOperand{c.get(f), c.get(f + 1), c.get(f + 2) != 0, c.get(f + 3) != 0, c.get(f + 4) != 0};
  }
  const sem::SopResult r = sem::SOP(p, l.s);
  l.w[0] = r.w0, l.w[1] = r.w1;
  l.w0_direct = l.w1_direct = true;
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
  } else if (lay == L::M_RED::LAYOUT_ID) {
    fred_op(c, l);
  } else if (lay == L::M_SOP::LAYOUT_ID) {
    sop_op(c, l);
  } else if (lay == L::M_CVTFROMF64::LAYOUT_ID) {
    l.ft[0] = sem::CONVERTFROMF64(c.get(L::M_CVTFROMF64::FMT), static_cast<uint64_t>(l.s[2]) << 32 | l.s[0]);
  } else if (lay == L::M_UNPCK::LAYOUT_ID) {
    namespace F = L::M_UNPCK;
    bool ok;
    l.ft[0] = sem::UNPCK(static_cast<gen::Packfmt>(c.get(F::FORMAT)), c.get(F::ELEM) + l.rep, c.get(F::SCALE_RTZ), l.s[0], ok);
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
  l.ft0_p0 = l.ft[0];
  if (g.has(Slot::P1)) l.ft[1] = phase_float(g.comp(Slot::P1), l, 3, lanes, lane);
  const Component& iss = g.comp(Slot::ISS);
  const uint32_t is3_code = iss.get(L::ISS::IS3);
  const uint32_t is3 = is3_code == 0 ? l.ft[0] : is3_code == 1 ? l.ft[1] : is3_code == 2 ? l.s[2] : l.fte;
  if (g.has(Slot::P2PCK)) {
    const Component& c = g.comp(Slot::P2PCK);
    if (c.layout == L::P2_PCK::LAYOUT_ID) {
      namespace F = L::P2_PCK;
      bool ok;
      // Execution k of a repeated group packs element k over the earlier ones (D68).
      l.ft[2] = l.pck_acc | sem::PCK_ELEM(static_cast<gen::Packfmt>(c.get(F::FORMAT)), l.rep, c.get(F::SCALE),
                                          c.get(F::RTZ), is3, ok);
      if (!ok) throw Unsupported{std::string("PCK.") + gen::PACKFMT_ASM[c.get(F::FORMAT)] + " is not executed yet"};
    } else if (c.layout == L::P2_FADDMUL::LAYOUT_ID) {
      namespace F = L::P2_FADDMUL;
      const uint32_t a = sem::src_mod(is3, false, c.get(F::S0ABS), c.get(F::S0NEG));
      const uint32_t b = sem::src_mod(l.fte, false, c.get(F::S1ABS), false);
      const uint32_t r = c.get(F::FOP) ? sem::FMUL(a, b) : sem::FADD(a, b);
      l.ft[2] = c.get(F::SAT) ? sem::sat(r) : r;
    } else if (c.layout == L::P2_CVT::LAYOUT_ID) {  // low word -> FT0 (for IS4/IS5/MOVC), high -> FT2
      const uint64_t v = sem::CONVERTTOF64(c.get(L::P2_CVT::FMT), is3);
      l.ft[0] = static_cast<uint32_t>(v);
      l.ft[2] = static_cast<uint32_t>(v >> 32);
    } else {
      throw Unsupported{std::string(gen::OPS[c.op[0]].name) + " is not executed (docs/rogue.md 14.7)"};
    }
  }
  if (g.has(Slot::P2TST)) {
    const Component& c = g.comp(Slot::P2TST);
    namespace F = L::P2_TST;
    const uint32_t a = iss.get(L::ISS::IS1) ? l.fte : l.ft0_p0;  // D40: the P0 result
    const uint32_t b = iss.get(L::ISS::IS2) ? l.fte : l.ft[1];
    l.ftt = sem::TST(c.operation(), static_cast<gen::Tsttype>(c.get(F::TYPE)), c.get(F::ELEM), a, b, l.carry);
    if (c.get(F::PWEN)) l.p0 = l.ftt, l.p0_written = true;
  }
  auto ftsel = [&](uint32_t code) { return code == 0 ? l.ft[0] : code == 1 ? l.ft[1] : code == 2 ? l.ft[2] : l.fte; };
  if (!l.w0_direct) l.w[0] = ftsel(iss.get(L::ISS::IS4));  // ops that write W0/W1 directly (D38)
  if (!l.w1_direct) l.w[1] = ftsel(iss.get(L::ISS::IS5));
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

namespace {

bool pcnd(uint32_t code, bool p0) {  // CND condition (6.2): 00 true, 01 P0, 10 false, 11 !P0
  switch (code) {
    case 0: return true;
    case 1: return p0;
    case 2: return false;
    default: return !p0;
  }
}

OpRecord record(const Component& c, const Group& g, const Quad& q, const std::array<Lane, kQuad>* lanes) {
  OpRecord r;
  r.present = true;
  r.op = c.operation();
  r.comp = c;
  for (int i = 0; i < kQuad; ++i) {
    r.active[i] = enabled(q.in[i], g.cc());
    for (int k = 0; k < 6; ++k) r.s[i][k] = read_reg(q.in[i], g.src[k]);
    if (lanes) r.w[i] = {(*lanes)[i].w[0], (*lanes)[i].w[1]};
  }
  return r;
}

// CND* (6.2, 14.9): every instance of the quad takes part, whatever CC and PE (D65).
void cnd_group(const Group& g, const Component& c, Quad& q) {
  namespace F = L::C_CND;
  const uint32_t adj = c.get(F::ADJUST), code = c.get(F::PCND);
  uint32_t s0[kQuad], s2[kQuad];
  bool cond[kQuad], any = false, have_first = false;
  uint32_t first_s2 = 0;
  for (int i = 0; i < kQuad; ++i) {
    s0[i] = read_reg(q.in[i], g.src[0]);
    s2[i] = read_reg(q.in[i], g.src[2]);
    cond[i] = pcnd(code, q.in[i].p0);
    any = any || (cond[i] && q.in[i].pe);
    if (!have_first && q.in[i].pe) have_first = true, first_s2 = s2[i];
  }
  const Op op = c.operation();
  if (op == Op::CNDSETL_A) return;  // part A changes neither W0 nor PE (D66)
  if (op == Op::CNDSETL_B && have_first) q.link = first_s2;
  for (int i = 0; i < kQuad; ++i) {
    Instance& in = q.in[i];
    sem::CndResult r;
    switch (op) {
      case Op::CNDST: r = sem::CNDST(cond[i], s0[i], adj); break;
      case Op::CNDEF: r = sem::CNDEF(cond[i], s0[i], adj); break;
      case Op::CNDSM: r = sem::CNDSM(cond[i], s0[i], s2[i]); break;
      case Op::CNDLT: r = sem::CNDLT(any, cond[i], s0[i], adj, in.p0); break;
      case Op::CNDEND: r = sem::CNDEND(s0[i], adj); break;
      case Op::CNDSETL_B: r = sem::CNDSETL_B(have_first, first_s2, s0[i], s2[i]); break;
      default: r = sem::CNDLPC(s0[i]); break;
    }
    in.pe = r.pe;
    if (g.w_present[0]) write_reg(in, g.w[0], r.w0);
  }
}

ExecStatus control_group(const Group& g, Quad& q) {
  ExecStatus st;
  const Component& c = g.comp(Slot::CTRL);
  st.control = record(c, g, q, nullptr);
  const uint32_t misc = g.hdr(L::HDR::MISCCTL);
  switch (c.operation()) {
    case Op::BA: case Op::BAL: case Op::BR: case Op::BRL: {
      const int64_t off = static_cast<int32_t>(c.get(L::C_BRANCH::OFFSET) << 1);
      st.control.target = c.get(L::C_BRANCH::ABS) ? off : static_cast<int64_t>(g.offset) + off;  // D19
      // BRL/BAL save the link: the next group's address in 16-bit units (D69).
      if (c.operation() == Op::BRL || c.operation() == Op::BAL) q.link = (g.offset + g.length) / 2;
      break;
    }
    case Op::LAPC: st.control.target = int64_t{q.link} * 2; break;  // return to the link address (D69)
    case Op::NOP: st.control.end = st.end = misc != 0; break;
    case Op::WDF: st.control.drc = misc; break;
    case Op::SAVL:  // W0 = the link address (16-bit units), on the enabled instances
      for (int i = 0; i < kQuad; ++i)
        if (st.control.active[i] && g.w_present[0]) write_reg(q.in[i], g.w[0], q.link);
      break;
    case Op::CNDST: case Op::CNDEF: case Op::CNDSM: case Op::CNDLT: case Op::CNDEND:
    case Op::CNDSETL_A: case Op::CNDSETL_B: case Op::CNDLPC:
      cnd_group(g, c, q);
      break;
    default: break;  // BPRET, WOP, MUTEX, ITRSMP, SBO, DITR: the record only
  }
  return st;
}

// F64 group (7.11): A = S3:S0, B = S4:S1, C = S5:S2; W0 the low, W1 the high word.
ExecStatus f64_group(const Group& g, Quad& q) {
  const Component& c = g.comp(Slot::F64);
  for (int i = 0; i < kQuad; ++i) {
    Instance& in = q.in[i];
    if (!enabled(in, g.cc())) continue;
    uint32_t s[6];
    for (int k = 0; k < 6; ++k) s[k] = read_reg(in, g.src[k]);
    const uint64_t a = static_cast<uint64_t>(s[3]) << 32 | s[0], b = static_cast<uint64_t>(s[4]) << 32 | s[1],
                   cc = static_cast<uint64_t>(s[5]) << 32 | s[2];
    uint64_t r;
    switch (c.operation()) {
      case Op::F64MUL: r = sem::F64MUL(a, b); break;
      case Op::F64ADD: r = sem::F64ADD(a, b); break;
      case Op::F64MAD: r = sem::F64MAD(a, b, cc); break;
      case Op::F64DIV: r = sem::F64DIV(a, b); break;
      case Op::F64RCP: r = sem::F64RCP(a); break;
      case Op::F64SQRT: r = sem::F64SQRT(a); break;
      case Op::F64RSQ: r = sem::F64RSQ(a); break;
      default: r = sem::F64BYP(a); break;
    }
    const uint32_t w[2] = {static_cast<uint32_t>(r), static_cast<uint32_t>(r >> 32)};
    for (int k = 0; k < 2; ++k)
      if (g.w_present[k]) write_reg(in, g.w[k], w[k]);
  }
  ExecStatus st;
  st.end = g.hdr(L::HDR::END) != 0;  // END applies to F64 groups as to main and bitwise ones (1.2)
  return st;
}

}  // namespace

namespace {

// One execution of a main or bitwise group (the k-th of a repeated one, with pck_acc per instance).
ExecStatus execute_once(const Group& g, Quad& q, uint32_t rep, std::array<uint32_t, kQuad>& pck_acc) {
  ExecStatus st;
  std::array<Lane, kQuad> lanes{};
  for (int i = 0; i < kQuad; ++i) {
    for (int k = 0; k < 6; ++k) lanes[i].s[k] = read_reg(q.in[i], g.src[k]);
    lanes[i].rep = rep;
    lanes[i].pck_acc = pck_acc[i];
  }
  try {
    for (int i = 0; i < kQuad; ++i) {
      if (g.alu == AluType::MAIN) main_lane(g, lanes[i], lanes, i, q.in[i].p0);
      else bitwise_lane(g, lanes[i], q.in[i].p0);
    }
  } catch (const Unsupported& u) {
    return {false, u.what, {}, {}, false};
  }
  if (g.has(Slot::BE)) {
    st.backend = record(g.comp(Slot::BE), g, q, &lanes);
    if (st.backend.op == Op::SETL)  // the link from W0/W1 of the lowest enabled instance (D69)
      for (int i = 0; i < kQuad; ++i)
        if (st.backend.active[i]) {
          q.link = lanes[i].w[g.comp(Slot::BE).get(L::BE_SETL::RESSEL)];
          break;
        }
  }
  st.end = g.hdr(L::HDR::END) != 0;
  for (int i = 0; i < kQuad; ++i) {
    pck_acc[i] = lanes[i].ft[2];
    if (!enabled(q.in[i], g.cc())) continue;
    const Lane& l = lanes[i];
    for (int k = 0; k < 2; ++k)
      if (g.w_present[k]) write_reg(q.in[i], g.w[k], l.w[k]);
    if (l.p0_written) q.in[i].p0 = l.p0;
  }
  return st;
}

// A register reference advanced by k for execution k of a repeated group (D68): the register
// banks by index, the indexed banks by their offset; the special bank stays.
RegRef advance(RegRef r, uint32_t k) {
  if (r.bank >= 1 && r.bank <= 5) r.index = static_cast<uint16_t>(r.index + k);
  else if (r.bank >= 6) r.index = static_cast<uint16_t>(r.index + (k << 3));
  return r;
}

}  // namespace

ExecStatus execute(const Group& g, Quad& q) {
  if (g.illegal) return {false, "the group is illegal", {}, {}, false};
  // Every path reads all sources of an instance (CND: of every instance) before writing any.
  if (g.alu == AluType::CONTROL) return control_group(g, q);
  const uint32_t n = g.hdr(L::HDR::RPT) + 1;  // executions
  std::array<uint32_t, kQuad> pck_acc{};
  if (n == 1) return g.alu == AluType::F64 ? f64_group(g, q) : execute_once(g, q, 0, pck_acc);
  // Repeated group (D68): execution k reads and writes registers advanced by k, in order.
  const bool unpck = g.has(Slot::P0) && g.comp(Slot::P0).layout == L::M_UNPCK::LAYOUT_ID;
  const bool pck = g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_PCK::LAYOUT_ID;
  // An op that is not executed fails in execution 0, before anything is written.
  ExecStatus st;
  for (uint32_t k = 0; k < n; ++k) {
    Group gk = g;
    for (int s = 0; s < 6; ++s)
      if (!(unpck && s == 0)) gk.src[s] = advance(g.src[s], k);  // UNPCK unpacks one source
    if (!pck)
      for (int w = 0; w < 2; ++w) gk.w[w] = advance(g.w[w], k);  // PCK builds one result
    if (g.alu == AluType::F64) {
      st = f64_group(gk, q);
      continue;
    }
    const ExecStatus one = execute_once(gk, q, k, pck_acc);
    if (!one.ok) return one;
    const bool end = st.end || one.end;
    if (k == 0 || one.backend.present) st = one;
    st.end = end;
  }
  return st;
}

}  // namespace shaderhw::rogue
