// TGSI golden model: what each opcode does, one small function per opcode (Spike-like), found
// by the mnemonic of the generated opcode table (docs/tgsi.md 8, 11). A renamed or added
// executable opcode without a function here fails tests/tgsi (exec_test "EveryExecutableOpcode").
//
// ALU functions see the evaluated sources of all four lanes (Quad: src[k], 16 words
// [component * 4 + lane]) and fill res for the components in `mask` (the write mask); exec.cpp
// applies the destination path. They are written on the four lanes of a component at once
// (A(c): component c of source 0 in every lane, a value of type V, lanes.h): V = num::F4 makes
// the fast path, V = num::R4 the reference (golden/fp lane by lane); the text of the semantics
// is the same for both. Replicating opcodes compute one value per lane from component x (after
// swizzle) and write it to every enabled component. Numbers: numeric.h (docs/tgsi.md 12).
#include <cstring>

#include "tgsi/exec_internal.h"
#include "tgsi/numeric.h"

namespace shaderhw::tgsi::detail {
namespace {

using namespace num;
constexpr int X = 0, Y = 1, Z = 2, W = 3;

// Component-wise: res.c = f(c) (four lanes) for the enabled components.
template <class V, class F>
void each(Quad& q, F f) {
#pragma GCC unroll 4
  for (int c = 0; c < 4; ++c)
    if (q.mask >> c & 1) V(f(c)).store(q.res.v[c]);
}
// Replicated: one value per lane, to every enabled component (8.3, 8.4).
template <class V, class F>
void replicate(Quad& q, F f) {
  if (!q.mask) return;
  const V r = f();
  for (int c = 0; c < 4; ++c) r.store(q.res.v[c]);
}
// Multi-result: r[c] for the enabled components (8.3, 8.5).
template <class V>
void results(Quad& q, const V (&r)[4]) {
  for (int c = 0; c < 4; ++c)
    if (q.mask >> c & 1) r[c].store(q.res.v[c]);
}
// Integer and bit operations on raw words, lane by lane (the same on both paths).
template <class F>
void each_word(Quad& q, F f) {
  for (int c = 0; c < 4; ++c) {
    if (!(q.mask >> c & 1)) continue;
    for (int l = 0; l < 4; ++l) q.res.v[c][l] = f(q.src[0][c * 4 + l], q.src[1][c * 4 + l]);
  }
}
#define A(c) V::load(q.src[0] + 4 * (c))
#define B(c) V::load(q.src[1] + 4 * (c))
#define C(c) V::load(q.src[2] + 4 * (c))

// ---- 8.1 moves and component-wise arithmetic ----
template <class V> void MOV(Quad& q) { each<V>(q, [&](int c) { return A(c); }); }
template <class V> void ABS(Quad& q) { each<V>(q, [&](int c) { return A(c) & ~kSign; }); }
template <class V> void NEGATE(Quad& q) { each<V>(q, [&](int c) { return A(c) ^ kSign; }); }  // D37
template <class V> void ADD(Quad& q) { each<V>(q, [&](int c) { return add(A(c), B(c)); }); }
template <class V> void SUB(Quad& q) { each<V>(q, [&](int c) { return sub(A(c), B(c)); }); }
template <class V> void MUL(Quad& q) { each<V>(q, [&](int c) { return mul(A(c), B(c)); }); }
template <class V> void MAD(Quad& q) { each<V>(q, [&](int c) { return add(mul(A(c), B(c)), C(c)); }); }
template <class V> void LRP(Quad& q) {  // a*(b-c) + c, the interpreter's order
  each<V>(q, [&](int c) { return add(mul(A(c), sub(B(c), C(c))), C(c)); });
}
template <class V> V min2(V a, V b) { return select(lt(a, b), a, b); }  // D14
template <class V> V max2(V a, V b) { return select(gt(a, b), a, b); }
template <class V> V clamp3(V a, V lo, V hi) { return select(lt(a, lo), lo, select(gt(a, hi), hi, a)); }
template <class V> void MIN(Quad& q) { each<V>(q, [&](int c) { return min2(A(c), B(c)); }); }
template <class V> void MAX(Quad& q) { each<V>(q, [&](int c) { return max2(A(c), B(c)); }); }
template <class V> void CLAMP(Quad& q) { each<V>(q, [&](int c) { return clamp3(A(c), B(c), C(c)); }); }
template <class V> void FLR(Quad& q) { each<V>(q, [&](int c) { return floor(A(c)); }); }
template <class V> void CEIL(Quad& q) { each<V>(q, [&](int c) { return each_lane(A(c), num::ceil); }); }
template <class V> void TRUNC(Quad& q) { each<V>(q, [&](int c) { return each_lane(A(c), num::trunc); }); }  // D37
template <class V> void FRC(Quad& q) { each<V>(q, [&](int c) { return sub(A(c), floor(A(c))); }); }
template <class V> void ROUND(Quad& q) { each<V>(q, [&](int c) { return floor(add(A(c), kHalf)); }); }
template <class V> void CMP(Quad& q) { each<V>(q, [&](int c) { return select(lt(A(c), kZero), B(c), C(c)); }); }
template <class V> void CND(Quad& q) { each<V>(q, [&](int c) { return select(gt(C(c), kHalf), A(c), B(c)); }); }
template <class V> void CND0(Quad& q) { each<V>(q, [&](int c) { return select(ge(C(c), kZero), A(c), B(c)); }); }
template <class V> void SSG(Quad& q) {
  each<V>(q, [&](int c) {
    return select(gt(A(c), kZero), kOne, select(lt(A(c), kZero), kMinusOne, kZero));
  });
}

// ---- 8.2 set-on-compare ----
template <class V> V set(V b) { return select(b, kOne, kZero); }
template <class V> void SLT(Quad& q) { each<V>(q, [&](int c) { return set(lt(A(c), B(c))); }); }
template <class V> void SGE(Quad& q) { each<V>(q, [&](int c) { return set(ge(A(c), B(c))); }); }
template <class V> void SGT(Quad& q) { each<V>(q, [&](int c) { return set(gt(A(c), B(c))); }); }
template <class V> void SLE(Quad& q) { each<V>(q, [&](int c) { return set(le(A(c), B(c))); }); }
template <class V> void SEQ(Quad& q) { each<V>(q, [&](int c) { return set(eq(A(c), B(c))); }); }
template <class V> void SNE(Quad& q) { each<V>(q, [&](int c) { return set(ne(A(c), B(c))); }); }
template <class V> void SFL(Quad& q) { each<V>(q, [&](int) { return V(kZero); }); }
template <class V> void STR(Quad& q) { each<V>(q, [&](int) { return V(kOne); }); }

// ---- 8.3 dot products and vector operations (sums left to right, every step rounded) ----
template <class V> V dot2(const Quad& q) { return add(mul(A(X), B(X)), mul(A(Y), B(Y))); }
template <class V> V dot3(const Quad& q) { return add(dot2<V>(q), mul(A(Z), B(Z))); }
template <class V> void DP2(Quad& q) { replicate<V>(q, [&] { return dot2<V>(q); }); }
template <class V> void DP3(Quad& q) { replicate<V>(q, [&] { return dot3<V>(q); }); }
template <class V> void DP4(Quad& q) { replicate<V>(q, [&] { return add(dot3<V>(q), mul(A(W), B(W))); }); }
template <class V> void DPH(Quad& q) { replicate<V>(q, [&] { return add(dot3<V>(q), B(W)); }); }
template <class V> void DP2A(Quad& q) { replicate<V>(q, [&] { return add(dot2<V>(q), C(X)); }); }
template <class V> void XPD(Quad& q) {
  each<V>(q, [&](int c) -> V {
    switch (c) {
      case X: return sub(mul(A(Y), B(Z)), mul(A(Z), B(Y)));
      case Y: return sub(mul(A(Z), B(X)), mul(A(X), B(Z)));
      case Z: return sub(mul(A(X), B(Y)), mul(A(Y), B(X)));
      default: return kOne;
    }
  });
}
template <class V> void DST(Quad& q) {
  each<V>(q, [&](int c) -> V {
    switch (c) {
      case X: return kOne;
      case Y: return mul(A(Y), B(Y));
      case Z: return A(Z);
      default: return B(W);
    }
  });
}
template <class V> V length2(const Quad& q) {  // x*x + y*y + z*z of source 0
  return add(add(mul(A(X), A(X)), mul(A(Y), A(Y))), mul(A(Z), A(Z)));
}
template <class V> void NRM(Quad& q) {  // IEEE sqrt and division (D37)
  const V t = sqrt(length2<V>(q));
  each<V>(q, [&](int c) -> V { return c == W ? V(kOne) : div(A(c), t); });
}
template <class V> void RFL(Quad& q) {
  const V n = length2<V>(q);
  const V m = dot3<V>(q);
  const V k = div(add(m, m), n);
  each<V>(q, [&](int c) -> V { return c == W ? V(kOne) : sub(mul(A(c), k), B(c)); });
}
template <class V> void X2D(Quad& q) {
  const V x = add(add(mul(B(X), C(X)), mul(B(Y), C(Y))), A(X));
  const V y = add(add(mul(B(X), C(Z)), mul(B(Y), C(W))), A(Y));
  results<V>(q, {x, y, x, y});
}
template <class V> void DIV(Quad& q) { each<V>(q, [&](int c) { return div(A(c), B(c)); }); }  // D19

// ---- 8.4 scalar (replicating) operations ----
template <class V> void RCP(Quad& q) { replicate<V>(q, [&] { return div(kOne, A(X)); }); }
template <class V> void RSQ(Quad& q) {  // D9
  replicate<V>(q, [&] { return div(kOne, sqrt(A(X) & ~kSign)); });
}
template <class V> void RCC(Quad& q) {  // a NaN passes (no comparison holds)
  replicate<V>(q, [&] {
    const V r = div(kOne, A(X));
    const V sign = r & kSign, mag = r & ~kSign;
    return select(lt(mag, gen::F32_RCC_MIN), sign | gen::F32_RCC_MIN,
                  select(gt(mag, gen::F32_RCC_MAX), sign | gen::F32_RCC_MAX, r));
  });
}
template <class V> void EX2(Quad& q) { replicate<V>(q, [&] { return each_lane(A(X), num::ex2); }); }
template <class V> void LG2(Quad& q) { replicate<V>(q, [&] { return each_lane(A(X), num::lg2); }); }
template <class V> void POW(Quad& q) { replicate<V>(q, [&] { return each_lane(A(X), B(X), num::pow); }); }
template <class V> void COS(Quad& q) { replicate<V>(q, [&] { return each_lane(A(X), num::cos); }); }
template <class V> void SIN(Quad& q) { replicate<V>(q, [&] { return each_lane(A(X), num::sin); }); }

// ---- 8.5 multi-result scalar operations ----
template <class V> void LIT(Quad& q) {
  const V y = max2(A(X), V(kZero));
  // 0^0 = 1 comes from pow(x, +-0) = 1 (D37); z is 0 where x <= 0 (or NaN)
  const V p = each_lane(max2(A(Y), V(kZero)), clamp3(A(W), V(gen::F32_MINUS_128), V(gen::F32_128)), num::pow);
  const V z = select(gt(A(X), kZero), p, kZero);
  results<V>(q, {kOne, y, z, kOne});
}
template <class V> void EXP(Quad& q) {  // through the EX2 unit (D37)
  const V f = floor(A(X));
  results<V>(q, {each_lane(f, num::ex2), sub(A(X), f), each_lane(A(X), num::ex2), kOne});
}
template <class V> void LOG(Quad& q) {  // through the LG2 and EX2 units (D37)
  const V a = A(X) & ~kSign;
  const V z = each_lane(a, num::lg2);
  const V f = floor(z);
  results<V>(q, {f, div(a, each_lane(f, num::ex2)), z, kOne});
}
template <class V> void SCS(Quad& q) {
  results<V>(q, {(q.mask & 1) ? each_lane(A(X), num::cos) : V(kZero),
                 (q.mask & 2) ? each_lane(A(X), num::sin) : V(kZero), kZero, kOne});
}

// ---- 11.1 derivatives: coarse, one value per quad (lanes 0 BL, 1 BR, 2 TL, 3 TR) ----
template <class V> void DDX(Quad& q) {
  each<V>(q, [&](int c) { return sub(V(q.src[0][c * 4 + 1]), V(q.src[0][c * 4 + 0])); });
}
template <class V> void DDY(Quad& q) {
  each<V>(q, [&](int c) { return sub(V(q.src[0][c * 4 + 2]), V(q.src[0][c * 4 + 0])); });
}

// ---- 8.6 address registers ----
template <class V> uint32_t floor_int_bits(uint32_t a) {  // D10
  return static_cast<uint32_t>(V::Scalar::floor_to_int(a));
}
template <class V> void ARL(Quad& q) { each<V>(q, [&](int c) { return each_lane(A(c), floor_int_bits<V>); }); }
template <class V> void ARR(Quad& q) {  // D37
  each<V>(q, [&](int c) { return each_lane(add(A(c), kHalf), floor_int_bits<V>); });
}

// ---- 8.7 integer and bit operations (raw words) ----
int32_t s32(uint32_t v) { return static_cast<int32_t>(v); }
uint32_t i2f(uint32_t a) { return int_to_float(s32(a)); }
template <class V> void I2F(Quad& q) { each<V>(q, [&](int c) { return each_lane(A(c), i2f); }); }
template <class V> void NOT(Quad& q) { each<V>(q, [&](int c) { return ~A(c); }); }
template <class V> void AND(Quad& q) { each<V>(q, [&](int c) { return A(c) & B(c); }); }
template <class V> void OR(Quad& q) { each<V>(q, [&](int c) { return A(c) | B(c); }); }
template <class V> void XOR(Quad& q) { each<V>(q, [&](int c) { return A(c) ^ B(c); }); }
template <class V> void SHL(Quad& q) {  // D20
  each_word(q, [](uint32_t a, uint32_t b) { return a << (b & 31); });
}
template <class V> void SHR(Quad& q) {  // arithmetic shift of int32 (D20)
  each_word(q, [](uint32_t a, uint32_t b) {
    const uint32_t n = b & 31;
    return (a >> n) | ((a & kSign) && n ? ~(~0u >> n) : 0u);
  });
}
template <class V> void MOD(Quad& q) {  // C remainder, sign of a; by 0 (and INT_MIN % -1) 0 (D20)
  each_word(q, [](uint32_t a, uint32_t b) {
    if (s32(b) == 0 || s32(b) == -1) return 0u;
    return static_cast<uint32_t>(s32(a) % s32(b));
  });
}
template <class V> void SAD(Quad& q) {  // |a - b| + c on uint32, modulo 2^32 (D20)
  for (int c = 0; c < 4; ++c) {
    if (!(q.mask >> c & 1)) continue;
    for (int l = 0; l < 4; ++l) {
      const uint32_t a = q.src[0][c * 4 + l], b = q.src[1][c * 4 + l];
      q.res.v[c][l] = (a > b ? a - b : b - a) + q.src[2][c * 4 + l];
    }
  }
}

#undef A
#undef B
#undef C

// ---- the generic ALU instruction: read every source, compute, write (D36) ----
// One function per opcode and path: the opcode's function is inlined into it.
template <class P, void (*F)(Quad&)>
[[gnu::flatten]] void exec_alu(Ctx& x, const Op& op) {
  Quad q;
  q.mask = op.has_dst ? op.dst.write_mask : 0;
  if (!q.mask) return;  // nothing to compute or write (a write mask of 0 updates no CC either)
  // Operands the opcode does not have (parse() checked the counts) read as zeros.
  static constexpr uint32_t kNone[16] = {};
  for (const uint32_t*& p : q.src) p = kNone;
#pragma GCC unroll 4
  for (int k = 0; k < op.num_src; ++k) q.src[k] = P::src(x, op.src[k], q.tmp[k]);
  F(q);
  P::write(x, op, q.res);
}

// ---- 8.9 KIL ----
template <class P>
void exec_KIL(Ctx& x, const Op& op) {
  using V = typename P::V;
  const uint8_t lanes = x.active & flow_pass_lanes(x, op);  // G8
  if (op.num_src == 0) {  // the NV form: the condition test, or unconditional (D24)
    x.m.kill |= lanes;
    return;
  }
  QV tmp;
  const uint32_t* a = P::src(x, op.src[0], tmp);
  uint8_t negative = 0;  // all four evaluated components (D24); -0 and NaN do not kill
  for (int c = 0; c < 4; ++c) negative |= lt(V::load(a + 4 * c), V(kZero)).lanes();
  x.m.kill |= static_cast<uint8_t>(negative & lanes);
}

// ---- 8.8 texture opcodes ----
template <class P>
void exec_texture(Ctx& x, const Op& op) {
  if (!op.dst.write_mask) return;
  QV tmp[kMaxSrc];
  const uint32_t* src[kMaxSrc] = {};
  for (int k = 0; k < op.num_src; ++k)
    if (k != op.sampler_src) src[k] = P::src(x, op.src[k], tmp[k]);
  QV res = QV{};
  for (int l = 0; l < 4; ++l) {
    if (!(x.active >> l & 1)) continue;
    TexRequest r;
    r.opcode = op.opcode;
    r.target = op.texture;
    r.unit = op.sampler;
    r.lane = static_cast<uint8_t>(l);
    for (int c = 0; c < 4; ++c) r.coord[c] = src[0][c * 4 + l];
    if (op.opcode == Opcode::TXD) {
      for (int c = 0; c < 4; ++c) {
        r.ddx[c] = src[1][c * 4 + l];
        r.ddy[c] = src[2][c * 4 + l];
      }
    }
    uint32_t texel[4];
    x.opt.texture(x.opt.texture_ctx, r, texel);
    for (int c = 0; c < 4; ++c) res.v[c][l] = texel[c];
  }
  P::write(x, op, res);
}

void exec_NOP(Ctx&, const Op&) {}

// ---- 11.3 IF / ELSE / ENDIF ----
template <class P>
void exec_IF(Ctx& x, const Op& op) {
  using V = typename P::V;
  QV tmp;
  const uint32_t* a = P::src(x, op.src[0], tmp);
  x.cond_stack[x.cond_depth++] = x.cond_mask;
  // float compare: -0.0 is false, NaN is true (D21)
  x.cond_mask &= ne(V::load(a + 4 * X), V(kZero)).lanes();
  x.update_active();
}
void exec_ELSE(Ctx& x, const Op&) {
  x.cond_mask = static_cast<uint8_t>(~x.cond_mask & x.cond_stack[x.cond_depth - 1] & 0xF);
  x.update_active();
}
void exec_ENDIF(Ctx& x, const Op&) {
  x.cond_mask = x.cond_stack[--x.cond_depth];
  x.update_active();
}

// ---- 11.4 loops ----
void exec_BGNLOOP2(Ctx& x, const Op&) {
  x.loop_stack[x.loop_depth++] = LoopFrame{x.loop_mask, x.cont_mask, x.pc, 0};
}
void exec_BRK(Ctx& x, const Op& op) {
  x.loop_mask &= static_cast<uint8_t>(~(x.active & flow_pass_lanes(x, op)));
  x.update_active();
}
void exec_CONT(Ctx& x, const Op& op) {
  x.cont_mask &= static_cast<uint8_t>(~(x.active & flow_pass_lanes(x, op)));
  x.update_active();
}
void exec_ENDLOOP2(Ctx& x, const Op&) {
  LoopFrame& f = x.loop_stack[x.loop_depth - 1];
  x.cont_mask = f.cont_mask;  // CONT lasts for the rest of one iteration
  x.update_active();
  if (x.active) {
    if (++f.iterations >= gen::LIMIT_LOOP_ITERATIONS) {
      x.fail(ExecStatus::LOOP_LIMIT, "loop at instruction " + std::to_string(f.begin) + " ran " +
                                         std::to_string(gen::LIMIT_LOOP_ITERATIONS) +
                                         " iterations (D23)");
      return;
    }
    x.next_pc = f.begin + 1;
    return;
  }
  x.loop_mask = f.loop_mask;
  x.cont_mask = f.cont_mask;
  --x.loop_depth;
  x.update_active();
}

// ---- 11.5 subroutines ----
void exec_CAL(Ctx& x, const Op& op) {
  const uint8_t lanes = x.active & flow_pass_lanes(x, op);
  if (!lanes) return;
  if (x.call_depth >= kCallDepth) {
    x.fail(ExecStatus::CALL_DEPTH, "more than " + std::to_string(kCallDepth) + " nested calls");
    return;
  }
  x.call_stack[x.call_depth++] = CallFrame{x.pc + 1, x.cond_mask, x.loop_mask, x.cont_mask,
                                           x.func_mask, x.cond_depth, x.loop_depth};
  x.func_mask &= lanes;  // only the calling lanes run the subroutine (G4)
  x.update_active();
  x.next_pc = op.target;
}
void do_return(Ctx& x, uint8_t lanes) {
  x.func_mask &= static_cast<uint8_t>(~lanes);
  x.update_active();
  if (x.func_mask) return;  // some lanes have not returned yet: keep going (G3)
  if (x.call_depth == 0) {  // returning from the top level: end of program (11.6)
    x.halt();
    return;
  }
  const CallFrame& f = x.call_stack[--x.call_depth];
  x.cond_mask = f.cond_mask;
  x.loop_mask = f.loop_mask;
  x.cont_mask = f.cont_mask;
  x.func_mask = f.func_mask;
  x.cond_depth = f.cond_depth;  // G5
  x.loop_depth = f.loop_depth;
  x.update_active();
  x.next_pc = f.ret;
}
void exec_RET(Ctx& x, const Op& op) { do_return(x, x.active & flow_pass_lanes(x, op)); }
void exec_BGNSUB(Ctx&, const Op&) {}
void exec_ENDSUB(Ctx& x, const Op&) { do_return(x, x.active); }  // acts as RET (D22)

// ---- registration by mnemonic: the fast function and the reference of each opcode ----
struct Entry {
  const char* mnemonic;
  ExecFn fast, ref;
};
#define ALU(name) {#name, exec_alu<FastPath, name<F4>>, exec_alu<RefPath, name<R4>>}
#define CTL(name, fn) {name, fn<FastPath>, fn<RefPath>}
#define CTL1(name, fn) {name, fn, fn}  // the same on both paths (masks only, no number)

const Entry kEntries[] = {
    ALU(ARL),  ALU(MOV),   ALU(LIT),  ALU(RCP),    ALU(RSQ),   ALU(EXP),  ALU(LOG),  ALU(MUL),
    ALU(ADD),  ALU(DP3),   ALU(DP4),  ALU(DST),    ALU(MIN),   ALU(MAX),  ALU(SLT),  ALU(SGE),
    ALU(MAD),  ALU(SUB),   ALU(LRP),  ALU(CND),    ALU(CND0),  ALU(DP2A), ALU(NEGATE), ALU(FRC),
    ALU(CLAMP), ALU(FLR),  ALU(ROUND), ALU(EX2),   ALU(LG2),   ALU(POW),  ALU(XPD),  ALU(ABS),
    ALU(RCC),  ALU(DPH),   ALU(COS),  ALU(DDX),    ALU(DDY),   ALU(RFL),  ALU(SEQ),  ALU(SFL),
    ALU(SGT),  ALU(SIN),   ALU(SLE),  ALU(SNE),    ALU(STR),   ALU(X2D),  ALU(ARR),  ALU(SSG),
    ALU(CMP),  ALU(SCS),   ALU(NRM),  ALU(DIV),    ALU(DP2),   ALU(CEIL), ALU(I2F),  ALU(NOT),
    ALU(TRUNC), ALU(SHL),  ALU(SHR),  ALU(AND),    ALU(OR),    ALU(MOD),  ALU(XOR),  ALU(SAD),
    CTL("KIL", exec_KIL),         CTL("TEX", exec_texture),     CTL("TXB", exec_texture),
    CTL("TXL", exec_texture),     CTL("TXD", exec_texture),     CTL1("NOP", exec_NOP),
    CTL("IF", exec_IF),           CTL1("ELSE", exec_ELSE),      CTL1("ENDIF", exec_ENDIF),
    CTL1("BGNLOOP2", exec_BGNLOOP2), CTL1("ENDLOOP2", exec_ENDLOOP2), CTL1("BRK", exec_BRK),
    CTL1("CONT", exec_CONT),      CTL1("CAL", exec_CAL),        CTL1("RET", exec_RET),
    CTL1("BGNSUB", exec_BGNSUB),  CTL1("ENDSUB", exec_ENDSUB),
};
#undef ALU
#undef CTL
#undef CTL1

bool same(const char* a, const char* b) { return a && b && std::strcmp(a, b) == 0; }

}  // namespace

ExecFn exec_function(Opcode op, ExecFn* ref) {
  const gen::OpcodeInfo& info = gen::OPCODE_INFO[static_cast<uint8_t>(op)];
  *ref = nullptr;
  if (!info.valid || info.cls == gen::OpClass::R) return nullptr;
  for (const Entry& e : kEntries) {
    if (same(e.mnemonic, info.mnemonic)) {
      *ref = e.ref;
      return e.fast;
    }
  }
  return nullptr;
}

unsigned entries(uint8_t opcode) {
  const gen::OpcodeInfo& info = gen::OPCODE_INFO[opcode];
  if (!info.valid) return 0;
  unsigned n = 0;
  for (const Entry& e : kEntries) n += same(e.mnemonic, info.mnemonic);
  return n;
}

}  // namespace shaderhw::tgsi::detail
