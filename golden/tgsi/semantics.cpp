// TGSI golden model: what each opcode does, one small function per opcode (Spike-like), found
// by the mnemonic of the generated opcode table (docs/tgsi.md 8, 11). A renamed or added
// executable opcode without a function here fails tests/tgsi (exec_test "EveryExecutableOpcode").
//
// ALU functions see the evaluated sources of all four lanes (Quad: src[k].v[component][lane])
// and fill res for the components in `mask` (the write mask); exec.cpp applies the destination
// path. Replicating opcodes compute one value per lane from component x (after swizzle) and
// write it to every enabled component. Numbers: numeric.h (docs/tgsi.md 12).
#include <cstring>

#include "tgsi/exec_internal.h"
#include "tgsi/numeric.h"

namespace shaderhw::tgsi::detail {
namespace {

using namespace num;
constexpr int X = 0, Y = 1, Z = 2, W = 3;

// Component-wise: res.c = f(c, lane) for the enabled components.
template <class F>
void each(Quad& q, F f) {
  for (int c = 0; c < 4; ++c) {
    if (!(q.mask >> c & 1)) continue;
    for (int l = 0; l < 4; ++l) q.res.v[c][l] = f(c, l);
  }
}
// Replicated: one value per lane, to every enabled component (8.3, 8.4).
template <class F>
void replicate(Quad& q, F f) {
  if (!q.mask) return;
  for (int l = 0; l < 4; ++l) {
    const uint32_t v = f(l);
    for (int c = 0; c < 4; ++c) q.res.v[c][l] = v;
  }
}
#define A(c) q.src[0].v[c][l]
#define B(c) q.src[1].v[c][l]
#define C(c) q.src[2].v[c][l]

// ---- 8.1 moves and component-wise arithmetic ----
void MOV(Quad& q) { each(q, [&](int c, int l) { return A(c); }); }
void ABS(Quad& q) { each(q, [&](int c, int l) { return A(c) & ~kSign; }); }
void NEGATE(Quad& q) { each(q, [&](int c, int l) { return A(c) ^ kSign; }); }  // D37
void ADD(Quad& q) { each(q, [&](int c, int l) { return add(A(c), B(c)); }); }
void SUB(Quad& q) { each(q, [&](int c, int l) { return sub(A(c), B(c)); }); }
void MUL(Quad& q) { each(q, [&](int c, int l) { return mul(A(c), B(c)); }); }
void MAD(Quad& q) { each(q, [&](int c, int l) { return add(mul(A(c), B(c)), C(c)); }); }
void LRP(Quad& q) {  // a*(b-c) + c, the interpreter's order
  each(q, [&](int c, int l) { return add(mul(A(c), sub(B(c), C(c))), C(c)); });
}
uint32_t min2(uint32_t a, uint32_t b) { return lt(a, b) ? a : b; }  // D14
uint32_t max2(uint32_t a, uint32_t b) { return gt(a, b) ? a : b; }
void MIN(Quad& q) { each(q, [&](int c, int l) { return min2(A(c), B(c)); }); }
void MAX(Quad& q) { each(q, [&](int c, int l) { return max2(A(c), B(c)); }); }
uint32_t clamp3(uint32_t a, uint32_t lo, uint32_t hi) { return lt(a, lo) ? lo : (gt(a, hi) ? hi : a); }
void CLAMP(Quad& q) { each(q, [&](int c, int l) { return clamp3(A(c), B(c), C(c)); }); }
void FLR(Quad& q) { each(q, [&](int c, int l) { return floor(A(c)); }); }
void CEIL(Quad& q) { each(q, [&](int c, int l) { return ceil(A(c)); }); }
void TRUNC(Quad& q) { each(q, [&](int c, int l) { return trunc(A(c)); }); }  // D37
void FRC(Quad& q) { each(q, [&](int c, int l) { return sub(A(c), floor(A(c))); }); }
void ROUND(Quad& q) { each(q, [&](int c, int l) { return floor(add(A(c), kHalf)); }); }
void CMP(Quad& q) { each(q, [&](int c, int l) { return lt(A(c), kZero) ? B(c) : C(c); }); }
void CND(Quad& q) { each(q, [&](int c, int l) { return gt(C(c), kHalf) ? A(c) : B(c); }); }
void CND0(Quad& q) { each(q, [&](int c, int l) { return ge(C(c), kZero) ? A(c) : B(c); }); }
void SSG(Quad& q) {
  each(q, [&](int c, int l) { return gt(A(c), kZero) ? kOne : (lt(A(c), kZero) ? kMinusOne : kZero); });
}

// ---- 8.2 set-on-compare ----
uint32_t set(bool b) { return b ? kOne : kZero; }
void SLT(Quad& q) { each(q, [&](int c, int l) { return set(lt(A(c), B(c))); }); }
void SGE(Quad& q) { each(q, [&](int c, int l) { return set(ge(A(c), B(c))); }); }
void SGT(Quad& q) { each(q, [&](int c, int l) { return set(gt(A(c), B(c))); }); }
void SLE(Quad& q) { each(q, [&](int c, int l) { return set(le(A(c), B(c))); }); }
void SEQ(Quad& q) { each(q, [&](int c, int l) { return set(eq(A(c), B(c))); }); }
void SNE(Quad& q) { each(q, [&](int c, int l) { return set(ne(A(c), B(c))); }); }
void SFL(Quad& q) { each(q, [&](int, int) { return kZero; }); }
void STR(Quad& q) { each(q, [&](int, int) { return kOne; }); }

// ---- 8.3 dot products and vector operations (sums left to right, every step rounded) ----
uint32_t dot2(const Quad& q, int l) { return add(mul(A(X), B(X)), mul(A(Y), B(Y))); }
uint32_t dot3(const Quad& q, int l) { return add(dot2(q, l), mul(A(Z), B(Z))); }
void DP2(Quad& q) { replicate(q, [&](int l) { return dot2(q, l); }); }
void DP3(Quad& q) { replicate(q, [&](int l) { return dot3(q, l); }); }
void DP4(Quad& q) { replicate(q, [&](int l) { return add(dot3(q, l), mul(A(W), B(W))); }); }
void DPH(Quad& q) { replicate(q, [&](int l) { return add(dot3(q, l), B(W)); }); }
void DP2A(Quad& q) { replicate(q, [&](int l) { return add(dot2(q, l), C(X)); }); }
void XPD(Quad& q) {
  each(q, [&](int c, int l) {
    switch (c) {
      case X: return sub(mul(A(Y), B(Z)), mul(A(Z), B(Y)));
      case Y: return sub(mul(A(Z), B(X)), mul(A(X), B(Z)));
      case Z: return sub(mul(A(X), B(Y)), mul(A(Y), B(X)));
      default: return kOne;
    }
  });
}
void DST(Quad& q) {
  each(q, [&](int c, int l) {
    switch (c) {
      case X: return kOne;
      case Y: return mul(A(Y), B(Y));
      case Z: return A(Z);
      default: return B(W);
    }
  });
}
void NRM(Quad& q) {  // IEEE sqrt and division (D37)
  for (int l = 0; l < 4; ++l) {
    const uint32_t t = sqrt(add(add(mul(A(X), A(X)), mul(A(Y), A(Y))), mul(A(Z), A(Z))));
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = c == W ? kOne : div(A(c), t);
  }
}
void RFL(Quad& q) {
  for (int l = 0; l < 4; ++l) {
    const uint32_t n = add(add(mul(A(X), A(X)), mul(A(Y), A(Y))), mul(A(Z), A(Z)));
    const uint32_t m = dot3(q, l);
    const uint32_t k = div(add(m, m), n);
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = c == W ? kOne : sub(mul(A(c), k), B(c));
  }
}
void X2D(Quad& q) {
  for (int l = 0; l < 4; ++l) {
    const uint32_t x = add(add(mul(B(X), C(X)), mul(B(Y), C(Y))), A(X));
    const uint32_t y = add(add(mul(B(X), C(Z)), mul(B(Y), C(W))), A(Y));
    const uint32_t r[4] = {x, y, x, y};
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = r[c];
  }
}
void DIV(Quad& q) { each(q, [&](int c, int l) { return div(A(c), B(c)); }); }  // D19

// ---- 8.4 scalar (replicating) operations ----
void RCP(Quad& q) { replicate(q, [&](int l) { return div(kOne, A(X)); }); }
void RSQ(Quad& q) { replicate(q, [&](int l) { return div(kOne, sqrt(A(X) & ~kSign)); }); }  // D9
void RCC(Quad& q) {
  replicate(q, [&](int l) {
    const uint32_t r = div(kOne, A(X));
    if (is_nan(r)) return r;
    const uint32_t mag = r & ~kSign;
    if (lt(mag, gen::F32_RCC_MIN)) return (r & kSign) | gen::F32_RCC_MIN;
    if (gt(mag, gen::F32_RCC_MAX)) return (r & kSign) | gen::F32_RCC_MAX;
    return r;
  });
}
void EX2(Quad& q) { replicate(q, [&](int l) { return ex2(A(X)); }); }
void LG2(Quad& q) { replicate(q, [&](int l) { return lg2(A(X)); }); }
void POW(Quad& q) { replicate(q, [&](int l) { return pow(A(X), B(X)); }); }
void COS(Quad& q) { replicate(q, [&](int l) { return cos(A(X)); }); }
void SIN(Quad& q) { replicate(q, [&](int l) { return sin(A(X)); }); }

// ---- 8.5 multi-result scalar operations ----
void LIT(Quad& q) {
  for (int l = 0; l < 4; ++l) {
    const uint32_t y = max2(A(X), kZero);
    uint32_t z = kZero;
    if (gt(A(X), kZero))  // 0^0 = 1 comes from pow(x, +-0) = 1 (D37)
      z = pow(max2(A(Y), kZero), clamp3(A(W), gen::F32_MINUS_128, gen::F32_128));
    const uint32_t r[4] = {kOne, y, z, kOne};
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = r[c];
  }
}
void EXP(Quad& q) {  // through the EX2 unit (D37)
  for (int l = 0; l < 4; ++l) {
    const uint32_t f = floor(A(X));
    const uint32_t r[4] = {ex2(f), sub(A(X), f), ex2(A(X)), kOne};
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = r[c];
  }
}
void LOG(Quad& q) {  // through the LG2 and EX2 units (D37)
  for (int l = 0; l < 4; ++l) {
    const uint32_t a = A(X) & ~kSign;
    const uint32_t z = lg2(a);
    const uint32_t f = floor(z);
    const uint32_t r[4] = {f, div(a, ex2(f)), z, kOne};
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = r[c];
  }
}
void SCS(Quad& q) {
  for (int l = 0; l < 4; ++l) {
    const uint32_t r[4] = {(q.mask & 1) ? cos(A(X)) : kZero, (q.mask & 2) ? sin(A(X)) : kZero,
                           kZero, kOne};
    for (int c = 0; c < 4; ++c)
      if (q.mask >> c & 1) q.res.v[c][l] = r[c];
  }
}

// ---- 11.1 derivatives: coarse, one value per quad (lanes 0 BL, 1 BR, 2 TL, 3 TR) ----
void DDX(Quad& q) {
  each(q, [&](int c, int) { return sub(q.src[0].v[c][1], q.src[0].v[c][0]); });
}
void DDY(Quad& q) {
  each(q, [&](int c, int) { return sub(q.src[0].v[c][2], q.src[0].v[c][0]); });
}

// ---- 8.6 address registers ----
uint32_t bits_of(int32_t v) { return static_cast<uint32_t>(v); }
void ARL(Quad& q) { each(q, [&](int c, int l) { return bits_of(floor_to_int(A(c))); }); }  // D10
void ARR(Quad& q) {
  each(q, [&](int c, int l) { return bits_of(floor_to_int(add(A(c), kHalf))); });  // D37
}

// ---- 8.7 integer and bit operations (raw words) ----
int32_t s32(uint32_t v) { return static_cast<int32_t>(v); }
void I2F(Quad& q) { each(q, [&](int c, int l) { return int_to_float(s32(A(c))); }); }
void NOT(Quad& q) { each(q, [&](int c, int l) { return ~A(c); }); }
void AND(Quad& q) { each(q, [&](int c, int l) { return A(c) & B(c); }); }
void OR(Quad& q) { each(q, [&](int c, int l) { return A(c) | B(c); }); }
void XOR(Quad& q) { each(q, [&](int c, int l) { return A(c) ^ B(c); }); }
void SHL(Quad& q) { each(q, [&](int c, int l) { return A(c) << (B(c) & 31); }); }  // D20
void SHR(Quad& q) {  // arithmetic shift of int32 (D20)
  each(q, [&](int c, int l) {
    const uint32_t a = A(c), n = B(c) & 31;
    return (a >> n) | ((a & kSign) && n ? ~(~0u >> n) : 0u);
  });
}
void MOD(Quad& q) {  // C remainder, sign of a; by 0 (and INT_MIN % -1) 0 (D20)
  each(q, [&](int c, int l) {
    const int32_t a = s32(A(c)), b = s32(B(c));
    if (b == 0 || b == -1) return 0u;
    return static_cast<uint32_t>(a % b);
  });
}
void SAD(Quad& q) {  // |a - b| + c on uint32, modulo 2^32 (D20)
  each(q, [&](int c, int l) { return (A(c) > B(c) ? A(c) - B(c) : B(c) - A(c)) + C(c); });
}

#undef A
#undef B
#undef C

// ---- the generic ALU instruction: read every source, compute, write (D36) ----
void exec_alu(Ctx& x, const Op& op) {
  Quad q;
  q.mask = op.has_dst ? op.dst.write_mask : 0;
  if (!q.mask) return;  // nothing to compute or write (a write mask of 0 updates no CC either)
  for (int k = 0; k < op.num_src; ++k) eval_src(x, op.src[k], q.src[k]);
  op.alu(q);
  write_dst(x, op, q.res);
}

// ---- 8.9 KIL ----
void exec_KIL(Ctx& x, const Op& op) {
  const uint8_t lanes = x.active & flow_pass_lanes(x, op);  // G8
  if (op.num_src == 0) {  // the NV form: the condition test, or unconditional (D24)
    x.m.kill |= lanes;
    return;
  }
  QV a;
  eval_src(x, op.src[0], a);
  for (int l = 0; l < 4; ++l) {
    if (!(lanes >> l & 1)) continue;
    for (int c = 0; c < 4; ++c)  // all four evaluated components (D24); -0 and NaN do not kill
      if (lt(a.v[c][l], kZero)) x.m.kill |= static_cast<uint8_t>(1u << l);
  }
}

// ---- 8.8 texture opcodes ----
void exec_texture(Ctx& x, const Op& op) {
  if (!op.dst.write_mask) return;
  QV src[kMaxSrc];
  for (int k = 0; k < op.num_src; ++k)
    if (k != op.sampler_src) eval_src(x, op.src[k], src[k]);
  Quad q;
  q.res = QV{};
  for (int l = 0; l < 4; ++l) {
    if (!(x.active >> l & 1)) continue;
    TexRequest r;
    r.opcode = op.opcode;
    r.target = op.texture;
    r.unit = op.sampler;
    r.lane = static_cast<uint8_t>(l);
    for (int c = 0; c < 4; ++c) r.coord[c] = src[0].v[c][l];
    if (op.opcode == Opcode::TXD) {
      for (int c = 0; c < 4; ++c) {
        r.ddx[c] = src[1].v[c][l];
        r.ddy[c] = src[2].v[c][l];
      }
    }
    uint32_t texel[4];
    x.opt.texture(x.opt.texture_ctx, r, texel);
    for (int c = 0; c < 4; ++c) q.res.v[c][l] = texel[c];
  }
  write_dst(x, op, q.res);
}

void exec_NOP(Ctx&, const Op&) {}

// ---- 11.3 IF / ELSE / ENDIF ----
void exec_IF(Ctx& x, const Op& op) {
  QV a;
  eval_src(x, op.src[0], a);
  x.cond_stack[x.cond_depth++] = x.cond_mask;
  for (int l = 0; l < 4; ++l)  // float compare: -0.0 is false, NaN is true (D21)
    if (!ne(a.v[X][l], kZero)) x.cond_mask &= static_cast<uint8_t>(~(1u << l));
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
    x.stop = true;
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

// ---- registration by mnemonic ----
struct AluEntry {
  const char* mnemonic;
  AluFn fn;
};
struct CtlEntry {
  const char* mnemonic;
  ExecFn fn;
};

constexpr AluEntry kAlu[] = {
    {"ARL", ARL},     {"MOV", MOV},     {"LIT", LIT},     {"RCP", RCP},     {"RSQ", RSQ},
    {"EXP", EXP},     {"LOG", LOG},     {"MUL", MUL},     {"ADD", ADD},     {"DP3", DP3},
    {"DP4", DP4},     {"DST", DST},     {"MIN", MIN},     {"MAX", MAX},     {"SLT", SLT},
    {"SGE", SGE},     {"MAD", MAD},     {"SUB", SUB},     {"LRP", LRP},     {"CND", CND},
    {"CND0", CND0},   {"DP2A", DP2A},   {"NEGATE", NEGATE}, {"FRC", FRC},   {"CLAMP", CLAMP},
    {"FLR", FLR},     {"ROUND", ROUND}, {"EX2", EX2},     {"LG2", LG2},     {"POW", POW},
    {"XPD", XPD},     {"ABS", ABS},     {"RCC", RCC},     {"DPH", DPH},     {"COS", COS},
    {"DDX", DDX},     {"DDY", DDY},     {"RFL", RFL},     {"SEQ", SEQ},     {"SFL", SFL},
    {"SGT", SGT},     {"SIN", SIN},     {"SLE", SLE},     {"SNE", SNE},     {"STR", STR},
    {"X2D", X2D},     {"ARR", ARR},     {"SSG", SSG},     {"CMP", CMP},     {"SCS", SCS},
    {"NRM", NRM},     {"DIV", DIV},     {"DP2", DP2},     {"CEIL", CEIL},   {"I2F", I2F},
    {"NOT", NOT},     {"TRUNC", TRUNC}, {"SHL", SHL},     {"SHR", SHR},     {"AND", AND},
    {"OR", OR},       {"MOD", MOD},     {"XOR", XOR},     {"SAD", SAD},
};
constexpr CtlEntry kCtl[] = {
    {"KIL", exec_KIL},           {"TEX", exec_texture},       {"TXB", exec_texture},
    {"TXL", exec_texture},       {"TXD", exec_texture},       {"NOP", exec_NOP},
    {"IF", exec_IF},             {"ELSE", exec_ELSE},         {"ENDIF", exec_ENDIF},
    {"BGNLOOP2", exec_BGNLOOP2}, {"ENDLOOP2", exec_ENDLOOP2}, {"BRK", exec_BRK},
    {"CONT", exec_CONT},         {"CAL", exec_CAL},           {"RET", exec_RET},
    {"BGNSUB", exec_BGNSUB},     {"ENDSUB", exec_ENDSUB},
};

bool same(const char* a, const char* b) { return a && b && std::strcmp(a, b) == 0; }

}  // namespace

ExecFn exec_function(Opcode op, AluFn* alu) {
  const gen::OpcodeInfo& info = gen::OPCODE_INFO[static_cast<uint8_t>(op)];
  *alu = nullptr;
  if (!info.valid || info.cls == gen::OpClass::R) return nullptr;
  for (const AluEntry& e : kAlu) {
    if (same(e.mnemonic, info.mnemonic)) {
      *alu = e.fn;
      return exec_alu;
    }
  }
  for (const CtlEntry& e : kCtl)
    if (same(e.mnemonic, info.mnemonic)) return e.fn;
  return nullptr;
}

unsigned entries(uint8_t opcode) {
  const gen::OpcodeInfo& info = gen::OPCODE_INFO[opcode];
  if (!info.valid) return 0;
  unsigned n = 0;
  for (const AluEntry& e : kAlu) n += same(e.mnemonic, info.mnemonic);
  for (const CtlEntry& e : kCtl) n += same(e.mnemonic, info.mnemonic);
  return n;
}

}  // namespace shaderhw::tgsi::detail
