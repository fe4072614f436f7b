// R500 golden model: what each opcode computes, one function per opcode of each unit
// (docs/r500.md 5, 7, 8.3; semantics.h). The functions are found by the mnemonics of the
// generated opcode tables, so a renamed or added opcode without a function fails the tests.
// Numbers: numeric.h (docs/r500.md 6.7). OMOD/clamp, gates and writes: execute.cpp.
#include "r500/semantics.h"

#include <array>
#include <cstring>

#include "r500/numeric.h"

namespace shaderhw::r500::sem {
namespace {

constexpr int kTL = 0, kTR = 1, kBL = 2;  // quad order (1, P15)
constexpr int kR = 0, kG = 1, kB = 2;

bool zero_times(const Quad& q) { return q.cfg.zero_times_anything; }
uint32_t mul(const Quad& q, uint32_t a, uint32_t b) { return num::mul(a, b, zero_times(q)); }
uint32_t mad(const Quad& q, uint32_t a, uint32_t b, uint32_t c) {
  return num::mad(a, b, c, zero_times(q));
}

void broadcast(Pixel& p, uint32_t v) { p.rgb[kR] = p.rgb[kG] = p.rgb[kB] = v; }

// Argument k (0 A, 1 B, 2 C) of the RGB unit, channel c.
uint32_t A(const Pixel& p, int c) { return p.rgb_arg[0][c]; }
uint32_t B(const Pixel& p, int c) { return p.rgb_arg[1][c]; }
uint32_t C(const Pixel& p, int c) { return p.rgb_arg[2][c]; }

// 5.4: A and C of MDH/MDV are src0 of two quad pixels in natural channel order, with the MOD of
// A and C; SEL and swizzle are ignored.
uint32_t quad_src0(const Quad& q, int pixel, int channel, Mod mod) {
  return apply_mod(mod, q.px[pixel].src[0].c[channel]);
}

// ---- RGB unit (5.1, 5.3, 5.4, 5.6) ----
void rgb_MAD(const Quad& q, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = mad(q, A(p, c), B(p, c), C(p, c));
}
uint32_t dot2(const Quad& q, const Pixel& p) {  // rn(rn(p0) + rn(p1)), left to right
  return num::add(mul(q, A(p, kR), B(p, kR)), mul(q, A(p, kG), B(p, kG)));
}
uint32_t dot3(const Quad& q, const Pixel& p) {
  return num::add(dot2(q, p), mul(q, A(p, kB), B(p, kB)));
}
void rgb_DP3(const Quad& q, Pixel& p) { broadcast(p, dot3(q, p)); }
void rgb_DP4(const Quad& q, Pixel& p) {  // fourth product: the alpha unit's A and B (P9)
  broadcast(p, num::add(dot3(q, p), mul(q, p.alpha_arg[0], p.alpha_arg[1])));
}
void rgb_D2A(const Quad& q, Pixel& p) { broadcast(p, num::add(dot2(q, p), C(p, kB))); }  // P11
void rgb_MIN(const Quad&, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = num::less(A(p, c), B(p, c)) ? A(p, c) : B(p, c);
}
void rgb_MAX(const Quad&, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = num::less(B(p, c), A(p, c)) ? A(p, c) : B(p, c);
}
void rgb_CND(const Quad&, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = num::less(num::kHalf, C(p, c)) ? A(p, c) : B(p, c);
}
void rgb_CMP(const Quad&, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = num::less_equal(num::kZero, C(p, c)) ? A(p, c) : B(p, c);
}
void rgb_FRC(const Quad&, Pixel& p) {
  for (int c = 0; c < 3; ++c) p.rgb[c] = num::frc(A(p, c));
}
void rgb_SOP(const Quad&, Pixel& p) { broadcast(p, p.alpha); }  // runs after the alpha unit (P10)
void rgb_derivative(const Quad& q, Pixel& p, int other) {
  const AluFields& f = q.d.alu;
  for (int c = 0; c < 3; ++c) {
    p.rgb[c] = mad(q, quad_src0(q, kTL, c, f.rgb_arg[0].mod), B(p, c),
                   quad_src0(q, other, c, f.rgb_arg[2].mod));
  }
}
void rgb_MDH(const Quad& q, Pixel& p) { rgb_derivative(q, p, kTR); }
void rgb_MDV(const Quad& q, Pixel& p) { rgb_derivative(q, p, kBL); }

// ---- alpha unit (5.2, 5.3, 5.5, 5.6) ----
uint32_t a_(const Pixel& p) { return p.alpha_arg[0]; }
uint32_t b_(const Pixel& p) { return p.alpha_arg[1]; }
uint32_t c_(const Pixel& p) { return p.alpha_arg[2]; }

void alpha_MAD(const Quad& q, Pixel& p) { p.alpha = mad(q, a_(p), b_(p), c_(p)); }
void alpha_DP(const Quad& q, Pixel& p) {  // the RGB dot before its OMOD/clamp, else +0.0 (P9, P10)
  const bool dot = gen::RGB_OP_INFO[q.d.alu.rgb_op].unit == gen::RgbOpUnit::DOT;
  p.alpha = dot ? p.rgb[kR] : num::kZero;
}
void alpha_MIN(const Quad&, Pixel& p) { p.alpha = num::less(a_(p), b_(p)) ? a_(p) : b_(p); }
void alpha_MAX(const Quad&, Pixel& p) { p.alpha = num::less(b_(p), a_(p)) ? a_(p) : b_(p); }
void alpha_CND(const Quad&, Pixel& p) { p.alpha = num::less(num::kHalf, c_(p)) ? a_(p) : b_(p); }
void alpha_CMP(const Quad&, Pixel& p) {
  p.alpha = num::less_equal(num::kZero, c_(p)) ? a_(p) : b_(p);
}
void alpha_FRC(const Quad&, Pixel& p) { p.alpha = num::frc(a_(p)); }
void alpha_EX2(const Quad&, Pixel& p) { p.alpha = num::ex2(a_(p)); }
void alpha_LN2(const Quad&, Pixel& p) { p.alpha = num::ln2(a_(p)); }
void alpha_RCP(const Quad&, Pixel& p) { p.alpha = num::rcp(a_(p)); }
void alpha_RSQ(const Quad&, Pixel& p) { p.alpha = num::rsq(a_(p)); }  // no implicit abs (P8)
void alpha_SIN(const Quad&, Pixel& p) { p.alpha = num::sin_turns(a_(p)); }
void alpha_COS(const Quad&, Pixel& p) { p.alpha = num::cos_turns(a_(p)); }
void alpha_derivative(const Quad& q, Pixel& p, int other) {
  const AluFields& f = q.d.alu;
  p.alpha = mad(q, quad_src0(q, kTL, 3, f.alpha_arg[0].mod), b_(p),
                quad_src0(q, other, 3, f.alpha_arg[2].mod));
}
void alpha_MDH(const Quad& q, Pixel& p) { alpha_derivative(q, p, kTR); }
void alpha_MDV(const Quad& q, Pixel& p) { alpha_derivative(q, p, kBL); }

// ---- texture unit (7) ----
void tex_NOP(const Vec4&, TexAction&) {}
void tex_fetch(const Vec4&, TexAction& a) { a.fetch = true; }
// -0 counts as negative, NaN does not (P18); a negative subnormal is a -0 (6.7 item 2).
bool negative(uint32_t x) { return (x & num::kSign) && !((x & 0x7FFFFFFFu) > 0x7F800000u); }
void tex_KIL(const Vec4& v, TexAction& a) {
  a.kill = negative(v.c[0]) || negative(v.c[1]) || negative(v.c[2]) || negative(v.c[3]);
}
void tex_LD(const Vec4& v, TexAction& a) { tex_fetch(v, a); }
void tex_PROJ(const Vec4& v, TexAction& a) { tex_fetch(v, a); }  // the sampler divides (G20)
void tex_LODBIAS(const Vec4& v, TexAction& a) { tex_fetch(v, a); }
void tex_LOD(const Vec4& v, TexAction& a) { tex_fetch(v, a); }
void tex_DXDY(const Vec4& v, TexAction& a) { tex_fetch(v, a); }

// ---- flow control, step 4 of 8.2 (8.3, P17, G13-G15) ----
uint32_t int_const(const FcStep& s) { return s.cfg.int_const[s.f.int_addr & 31]; }

void push(FcStep& s, Stack<uint8_t, kLoopDepth>& st, uint8_t v) {
  if (!st.push(v)) s.overflow = true;
}
void pop(FcStep& s, Stack<uint8_t, kLoopDepth>& st) {
  uint8_t dropped;
  if (!st.pop(&dropped)) s.underflow = true;
}

void loop_begin(FcStep& s, bool with_al) {
  const uint32_t k = int_const(s);
  const uint8_t kr = k & 0xFF, kg = (k >> 8) & 0xFF;
  if (kr == 0) s.take = true;  // no iteration: always jumps, pushes nothing
  if (s.take) return;
  push(s, s.state.loop_count, kr);
  if (with_al) push(s, s.state.loop_al, kg);
}

void loop_end(FcStep& s, bool with_al) {
  uint8_t* count = s.state.loop_count.top();
  if (count == nullptr) {  // no loop to end: fall through (G14)
    s.underflow = true;
    s.take = false;
    return;
  }
  --*count;
  if (with_al) {
    const uint8_t kb = (int_const(s) >> 16) & 0xFF;  // signed 8 bits: adding mod 256 (P19, P3)
    if (uint8_t* al = s.state.loop_al.top()) {
      *al = static_cast<uint8_t>(*al + kb);
    } else {
      s.underflow = true;
    }
  }
  if (*count == 0) s.take = false;
  if (s.take) return;
  pop(s, s.state.loop_count);
  if (with_al) pop(s, s.state.loop_al);
}

void loop_break(FcStep& s, bool with_al) {
  if (!s.take) return;
  pop(s, s.state.loop_count);
  if (with_al) pop(s, s.state.loop_al);
}

void fc_JUMP(FcStep&) {}
void fc_LOOP(FcStep& s) { loop_begin(s, true); }
void fc_ENDLOOP(FcStep& s) { loop_end(s, true); }
void fc_REP(FcStep& s) { loop_begin(s, false); }
void fc_ENDREP(FcStep& s) { loop_end(s, false); }
void fc_BREAKLOOP(FcStep& s) { loop_break(s, true); }
void fc_BREAKREP(FcStep& s) { loop_break(s, false); }
void fc_CONTINUE(FcStep&) {}  // treated as JUMP (P17)

// ---- registration by mnemonic ----
template <class Fn>
struct Entry {
  const char* mnemonic;
  Fn fn;
};

constexpr Entry<RgbFn> kRgb[] = {
    {"MAD", rgb_MAD}, {"DP3", rgb_DP3}, {"DP4", rgb_DP4}, {"D2A", rgb_D2A},
    {"MIN", rgb_MIN}, {"MAX", rgb_MAX}, {"CND", rgb_CND}, {"CMP", rgb_CMP},
    {"FRC", rgb_FRC}, {"SOP", rgb_SOP}, {"MDH", rgb_MDH}, {"MDV", rgb_MDV},
};
constexpr Entry<AlphaFn> kAlpha[] = {
    {"MAD", alpha_MAD}, {"DP", alpha_DP},   {"MIN", alpha_MIN}, {"MAX", alpha_MAX},
    {"CND", alpha_CND}, {"CMP", alpha_CMP}, {"FRC", alpha_FRC}, {"EX2", alpha_EX2},
    {"LN2", alpha_LN2}, {"RCP", alpha_RCP}, {"RSQ", alpha_RSQ}, {"SIN", alpha_SIN},
    {"COS", alpha_COS}, {"MDH", alpha_MDH}, {"MDV", alpha_MDV},
};
constexpr Entry<TexFn> kTex[] = {
    {"NOP", tex_NOP},         {"LD", tex_LD},   {"KIL", tex_KIL},   {"PROJ", tex_PROJ},
    {"LODBIAS", tex_LODBIAS}, {"LOD", tex_LOD}, {"DXDY", tex_DXDY},
};
constexpr Entry<FcFn> kFc[] = {
    {"JUMP", fc_JUMP},           {"LOOP", fc_LOOP},         {"ENDLOOP", fc_ENDLOOP},
    {"REP", fc_REP},             {"ENDREP", fc_ENDREP},     {"BREAKLOOP", fc_BREAKLOOP},
    {"BREAKREP", fc_BREAKREP},   {"CONTINUE", fc_CONTINUE},
};

bool same(const char* a, const char* b) { return a && b && std::strcmp(a, b) == 0; }

template <class Fn, size_t N, class Info, size_t M>
unsigned count_entries(const Entry<Fn> (&entries)[N], const Info (&info)[M], uint32_t value) {
  unsigned n = 0;
  if (value >= M || !info[value].valid) return 0;
  for (const Entry<Fn>& e : entries) n += same(e.mnemonic, info[value].mnemonic);
  return n;
}

// Table entry value -> function, by mnemonic; nullptr for reserved codes.
template <class Fn, size_t N, class Info, size_t M>
std::array<Fn, M> by_value(const Entry<Fn> (&entries)[N], const Info (&info)[M]) {
  std::array<Fn, M> t{};
  for (size_t v = 0; v < M; ++v) {
    if (!info[v].valid) continue;
    for (const Entry<Fn>& e : entries)
      if (same(e.mnemonic, info[v].mnemonic)) t[v] = e.fn;
  }
  return t;
}

template <class Fn, size_t M>
Fn lookup(const std::array<Fn, M>& t, uint32_t value) {
  return value < M ? t[value] : nullptr;
}

}  // namespace

uint32_t apply_mod(Mod mod, uint32_t x) {
  switch (mod) {
    case Mod::NOP: return x;
    case Mod::NEG: return x ^ num::kSign;
    case Mod::ABS: return x & ~num::kSign;
    case Mod::NAB: return x | num::kSign;
  }
  return x;
}

RgbFn rgb_function(uint32_t v) {
  static const auto t = by_value(kRgb, gen::RGB_OP_INFO);
  return lookup(t, v);
}
AlphaFn alpha_function(uint32_t v) {
  static const auto t = by_value(kAlpha, gen::ALPHA_OP_INFO);
  return lookup(t, v);
}
TexFn tex_function(uint32_t v) {
  static const auto t = by_value(kTex, gen::TEX_OP_INFO);
  return lookup(t, v);
}
FcFn fc_function(uint32_t v) {
  static const auto t = by_value(kFc, gen::FC_OP_INFO);
  return lookup(t, v);
}

unsigned rgb_entries(uint32_t v) { return count_entries(kRgb, gen::RGB_OP_INFO, v); }
unsigned alpha_entries(uint32_t v) { return count_entries(kAlpha, gen::ALPHA_OP_INFO, v); }
unsigned tex_entries(uint32_t v) { return count_entries(kTex, gen::TEX_OP_INFO, v); }
unsigned fc_entries(uint32_t v) { return count_entries(kFc, gen::FC_OP_INFO, v); }

}  // namespace shaderhw::r500::sem
