// R500 golden decoder/encoder (decode.h; docs/r500.md 2, 3, 10). Field positions come from the
// generated r500_tables.h; this file only says which field goes where in Decoded.
#include "r500/decode.h"

namespace shaderhw::r500 {
namespace {

using gen::Field;

// Field access in both directions: decode reads, encode writes the same list of bindings, so the
// two cannot disagree.
struct Reader {
  const uint32_t* w;
  template <class T>
  void operator()(const Field& f, T& v) const { v = static_cast<T>(f.get(w)); }
  void operator()(const Field& f, bool& v) const { v = f.get(w) != 0; }
};
struct Writer {
  uint32_t* w;
  template <class T>
  void operator()(const Field& f, const T& v) const { f.set(w, static_cast<uint32_t>(v)); }
};

template <class Io, class C>
void bind_common(const Io& io, C& c) {
  io(gen::CMN_TYPE, c.type);
  io(gen::CMN_TEX_SEM_WAIT, c.tex_sem_wait);
  io(gen::CMN_RGB_PRED_SEL, c.rgb_pred_sel);
  io(gen::CMN_RGB_PRED_INV, c.rgb_pred_inv);
  io(gen::CMN_WRITE_INACTIVE, c.write_inactive);
  io(gen::CMN_LAST, c.last);
  io(gen::CMN_NOP, c.nop);
  io(gen::CMN_ALU_WAIT, c.alu_wait);
  io(gen::CMN_RGB_WMASK, c.rgb_wmask);
  io(gen::CMN_ALPHA_WMASK, c.alpha_wmask);
  io(gen::CMN_RGB_OMASK, c.rgb_omask);
  io(gen::CMN_ALPHA_OMASK, c.alpha_omask);
  io(gen::CMN_RGB_CLAMP, c.rgb_clamp);
  io(gen::CMN_ALPHA_CLAMP, c.alpha_clamp);
  io(gen::CMN_ALU_RESULT_SEL, c.alu_result_alpha);
  io(gen::CMN_ALPHA_PRED_INV, c.alpha_pred_inv);
  io(gen::CMN_ALU_RESULT_OP, c.alu_result_op);
  io(gen::CMN_ALPHA_PRED_SEL, c.alpha_pred_sel);
  io(gen::CMN_STAT_WE, c.stat_we);
}

// Words 1 and 2 share one layout (docs/r500.md 3.2).
struct AddrWord {
  Field addr[3], konst[3], rel[3], srcp;
};
constexpr AddrWord kRgbAddr{{gen::ALU_RGB_ADDR_ADDR0, gen::ALU_RGB_ADDR_ADDR1, gen::ALU_RGB_ADDR_ADDR2},
                            {gen::ALU_RGB_ADDR_ADDR0_CONST, gen::ALU_RGB_ADDR_ADDR1_CONST,
                             gen::ALU_RGB_ADDR_ADDR2_CONST},
                            {gen::ALU_RGB_ADDR_ADDR0_REL, gen::ALU_RGB_ADDR_ADDR1_REL,
                             gen::ALU_RGB_ADDR_ADDR2_REL},
                            gen::ALU_RGB_ADDR_SRCP_OP};
constexpr AddrWord kAlphaAddr{
    {gen::ALU_ALPHA_ADDR_ADDR0, gen::ALU_ALPHA_ADDR_ADDR1, gen::ALU_ALPHA_ADDR_ADDR2},
    {gen::ALU_ALPHA_ADDR_ADDR0_CONST, gen::ALU_ALPHA_ADDR_ADDR1_CONST,
     gen::ALU_ALPHA_ADDR_ADDR2_CONST},
    {gen::ALU_ALPHA_ADDR_ADDR0_REL, gen::ALU_ALPHA_ADDR_ADDR1_REL, gen::ALU_ALPHA_ADDR_ADDR2_REL},
    gen::ALU_ALPHA_ADDR_SRCP_OP};

template <class Io, class S, class P>
void bind_addr_word(const Io& io, const AddrWord& f, S* slots, P& srcp) {
  for (int n = 0; n < 3; ++n) {
    io(f.addr[n], slots[n].addr);
    io(f.konst[n], slots[n].konst);
    io(f.rel[n], slots[n].rel);
  }
  io(f.srcp, srcp);
}

// Argument fields are spread over words 3, 4 and 5 (docs/r500.md 3.3-3.5).
struct RgbArgFields {
  Field sel, swiz[3], mod;
};
constexpr RgbArgFields kRgbArg[3] = {
    {gen::ALU_RGB_INST_RGB_SEL_A,
     {gen::ALU_RGB_INST_RED_SWIZ_A, gen::ALU_RGB_INST_GREEN_SWIZ_A, gen::ALU_RGB_INST_BLUE_SWIZ_A},
     gen::ALU_RGB_INST_RGB_MOD_A},
    {gen::ALU_RGB_INST_RGB_SEL_B,
     {gen::ALU_RGB_INST_RED_SWIZ_B, gen::ALU_RGB_INST_GREEN_SWIZ_B, gen::ALU_RGB_INST_BLUE_SWIZ_B},
     gen::ALU_RGB_INST_RGB_MOD_B},
    {gen::ALU_RGBA_INST_RGB_SEL_C,
     {gen::ALU_RGBA_INST_RED_SWIZ_C, gen::ALU_RGBA_INST_GREEN_SWIZ_C,
      gen::ALU_RGBA_INST_BLUE_SWIZ_C},
     gen::ALU_RGBA_INST_RGB_MOD_C}};
struct AlphaArgFields {
  Field sel, swiz, mod;
};
constexpr AlphaArgFields kAlphaArg[3] = {
    {gen::ALU_ALPHA_INST_ALPHA_SEL_A, gen::ALU_ALPHA_INST_ALPHA_SWIZ_A, gen::ALU_ALPHA_INST_ALPHA_MOD_A},
    {gen::ALU_ALPHA_INST_ALPHA_SEL_B, gen::ALU_ALPHA_INST_ALPHA_SWIZ_B, gen::ALU_ALPHA_INST_ALPHA_MOD_B},
    {gen::ALU_RGBA_INST_ALPHA_SEL_C, gen::ALU_RGBA_INST_ALPHA_SWIZ_C, gen::ALU_RGBA_INST_ALPHA_MOD_C}};

template <class Io, class A>
void bind_alu(const Io& io, A& a) {
  bind_addr_word(io, kRgbAddr, a.rgb_src, a.rgb_srcp_op);
  bind_addr_word(io, kAlphaAddr, a.alpha_src, a.alpha_srcp_op);
  for (int k = 0; k < 3; ++k) {
    io(kRgbArg[k].sel, a.rgb_arg[k].sel);
    for (int c = 0; c < 3; ++c) io(kRgbArg[k].swiz[c], a.rgb_arg[k].swiz[c]);
    io(kRgbArg[k].mod, a.rgb_arg[k].mod);
    io(kAlphaArg[k].sel, a.alpha_arg[k].sel);
    io(kAlphaArg[k].swiz, a.alpha_arg[k].swiz[0]);
    io(kAlphaArg[k].mod, a.alpha_arg[k].mod);
  }
  io(gen::ALU_RGB_INST_OMOD, a.rgb_omod);
  io(gen::ALU_RGB_INST_TARGET, a.rgb_target);
  io(gen::ALU_RGB_INST_ALU_WMASK, a.alu_wmask);
  io(gen::ALU_ALPHA_INST_ALPHA_OP, a.alpha_op);
  io(gen::ALU_ALPHA_INST_ALPHA_ADDRD, a.alpha_addrd);
  io(gen::ALU_ALPHA_INST_ALPHA_ADDRD_REL, a.alpha_addrd_rel);
  io(gen::ALU_ALPHA_INST_OMOD, a.alpha_omod);
  io(gen::ALU_ALPHA_INST_TARGET, a.alpha_target);
  io(gen::ALU_ALPHA_INST_W_OMASK, a.w_omask);
  io(gen::ALU_RGBA_INST_RGB_OP, a.rgb_op);
  io(gen::ALU_RGBA_INST_RGB_ADDRD, a.rgb_addrd);
  io(gen::ALU_RGBA_INST_RGB_ADDRD_REL, a.rgb_addrd_rel);
}

struct TexRegFields {
  Field addr, rel, swiz[4];
};
constexpr TexRegFields kTexSrc{gen::TEX_ADDR_SRC_ADDR, gen::TEX_ADDR_SRC_ADDR_REL,
                               {gen::TEX_ADDR_SRC_S_SWIZ, gen::TEX_ADDR_SRC_T_SWIZ,
                                gen::TEX_ADDR_SRC_R_SWIZ, gen::TEX_ADDR_SRC_Q_SWIZ}};
constexpr TexRegFields kTexDst{gen::TEX_ADDR_DST_ADDR, gen::TEX_ADDR_DST_ADDR_REL,
                               {gen::TEX_ADDR_DST_R_SWIZ, gen::TEX_ADDR_DST_G_SWIZ,
                                gen::TEX_ADDR_DST_B_SWIZ, gen::TEX_ADDR_DST_A_SWIZ}};
constexpr TexRegFields kTexDx{gen::TEX_ADDR_DXDY_DX_ADDR, gen::TEX_ADDR_DXDY_DX_ADDR_REL,
                              {gen::TEX_ADDR_DXDY_DX_S_SWIZ, gen::TEX_ADDR_DXDY_DX_T_SWIZ,
                               gen::TEX_ADDR_DXDY_DX_R_SWIZ, gen::TEX_ADDR_DXDY_DX_Q_SWIZ}};
constexpr TexRegFields kTexDy{gen::TEX_ADDR_DXDY_DY_ADDR, gen::TEX_ADDR_DXDY_DY_ADDR_REL,
                              {gen::TEX_ADDR_DXDY_DY_S_SWIZ, gen::TEX_ADDR_DXDY_DY_T_SWIZ,
                               gen::TEX_ADDR_DXDY_DY_R_SWIZ, gen::TEX_ADDR_DXDY_DY_Q_SWIZ}};

template <class Io, class R>
void bind_tex_reg(const Io& io, const TexRegFields& f, R& r) {
  io(f.addr, r.addr);
  io(f.rel, r.rel);
  for (int c = 0; c < 4; ++c) io(f.swiz[c], r.swiz[c]);
}

// The DXDY word is part of the instruction only for INST = DXDY (the table's "when").
template <class Io, class T>
void bind_tex(const Io& io, T& t, bool with_dxdy) {
  io(gen::TEX_INST_TEX_ID, t.tex_id);
  io(gen::TEX_INST_INST, t.inst);
  io(gen::TEX_INST_TEX_SEM_ACQUIRE, t.sem_acquire);
  io(gen::TEX_INST_IGNORE_UNCOVERED, t.ignore_uncovered);
  io(gen::TEX_INST_UNSCALED, t.unscaled);
  bind_tex_reg(io, kTexSrc, t.src);
  bind_tex_reg(io, kTexDst, t.dst);
  if (with_dxdy) {
    bind_tex_reg(io, kTexDx, t.dx);
    bind_tex_reg(io, kTexDy, t.dy);
  }
}

template <class Io, class F>
void bind_fc(const Io& io, F& f) {
  io(gen::FC_INST_OP, f.op);
  io(gen::FC_INST_B_ELSE, f.b_else);
  io(gen::FC_INST_JUMP_ANY, f.jump_any);
  io(gen::FC_INST_A_OP, f.a_op);
  io(gen::FC_INST_JUMP_FUNC, f.jump_func);
  io(gen::FC_INST_B_POP_CNT, f.b_pop_cnt);
  io(gen::FC_INST_B_OP0, f.b_op0);
  io(gen::FC_INST_B_OP1, f.b_op1);
  io(gen::FC_INST_IGNORE_UNCOVERED, f.ignore_uncovered);
  io(gen::FC_ADDR_BOOL_ADDR, f.bool_addr);
  io(gen::FC_ADDR_INT_ADDR, f.int_addr);
  io(gen::FC_ADDR_JUMP_ADDR, f.jump_addr);
  io(gen::FC_ADDR_JUMP_GLOBAL, f.jump_global);
}

uint32_t type_of(const uint32_t* w) { return gen::CMN_TYPE.get(w); }

bool layout_applies(const gen::Layout& lay, const uint32_t* w) {
  if (!((lay.types >> type_of(w)) & 1)) return false;
  return !lay.conditional || ((lay.when_values >> lay.when_field.get(w)) & 1);
}

bool tex_has_dxdy(const uint32_t* w) {
  for (const gen::Layout& lay : gen::LAYOUTS)
    if (lay.word == 3 && layout_applies(lay, w) && lay.conditional) return true;
  return false;
}

// First failing check of the table (docs/r500.md 10, P22), or nullptr.
const char* illegal_reason(const uint32_t* w) {
  for (const gen::Check& c : gen::CHECKS) {
    if (((c.types >> type_of(w)) & 1) && ((c.reserved >> c.field.get(w)) & 1)) return c.reason;
  }
  return nullptr;
}

}  // namespace

bool CommonFields::operator==(const CommonFields& o) const {
  Instruction a, b;
  bind_common(Writer{a.w}, *this);
  bind_common(Writer{b.w}, o);
  return a.w[0] == b.w[0];
}

bool AluFields::operator==(const AluFields& o) const {
  Instruction a, b;
  bind_alu(Writer{a.w}, *this);
  bind_alu(Writer{b.w}, o);
  return a == b;
}

bool TexFields::operator==(const TexFields& o) const {
  Instruction a, b;
  bind_tex(Writer{a.w}, *this, true);
  bind_tex(Writer{b.w}, o, true);
  return a == b;
}

bool FcFields::operator==(const FcFields& o) const {
  Instruction a, b;
  bind_fc(Writer{a.w}, *this);
  bind_fc(Writer{b.w}, o);
  return a == b;
}

bool Decoded::reserved_nonzero() const {
  for (uint32_t r : reserved_bits)
    if (r) return true;
  return false;
}

bool Decoded::operator==(const Decoded& o) const {
  for (int i = 0; i < kWords; ++i)
    if (reserved_bits[i] != o.reserved_bits[i]) return false;
  return cmn == o.cmn && alu == o.alu && tex == o.tex && fc == o.fc && illegal == o.illegal;
}

uint32_t ignored_mask(const Instruction& in, int word) {
  if (word < 0 || word >= kWords) return 0;
  const uint32_t type = type_of(in.w);
  if ((gen::UNUSED_WORDS[type] >> word) & 1) return ~0u;
  for (const gen::Layout& lay : gen::LAYOUTS) {
    if (lay.word != word || !((lay.types >> type) & 1)) continue;
    return layout_applies(lay, in.w) ? lay.rsvd_mask : ~0u;
  }
  return ~0u;  // not reached: the generator checks that every word of every type is described
}

Decoded decode(const Instruction& in) {
  Decoded d;
  const uint32_t* w = in.w;
  bind_common(Reader{w}, d.cmn);
  switch (d.cmn.type) {
    case InstType::ALU:
    case InstType::OUT:
      bind_alu(Reader{w}, d.alu);
      break;
    case InstType::TEX:
      bind_tex(Reader{w}, d.tex, tex_has_dxdy(w));
      break;
    case InstType::FC:
      bind_fc(Reader{w}, d.fc);
      break;
  }
  for (int i = 0; i < kWords; ++i) d.reserved_bits[i] = w[i] & ignored_mask(in, i);
  d.illegal_reason = illegal_reason(w);
  d.illegal = d.illegal_reason != nullptr;
  return d;
}

Instruction encode(const Decoded& d) {
  Instruction in;
  uint32_t* w = in.w;
  bind_common(Writer{w}, d.cmn);
  switch (d.cmn.type) {
    case InstType::ALU:
    case InstType::OUT:
      bind_alu(Writer{w}, d.alu);
      break;
    case InstType::TEX:
      bind_tex(Writer{w}, d.tex, false);  // INST first: it decides whether word 3 is used
      if (tex_has_dxdy(w)) bind_tex(Writer{w}, d.tex, true);
      break;
    case InstType::FC:
      bind_fc(Writer{w}, d.fc);
      break;
  }
  for (int i = 0; i < kWords; ++i) w[i] |= d.reserved_bits[i] & ignored_mask(in, i);
  return in;
}

uint32_t inline_constant(uint8_t code) { return gen::INLINE_F32[code & 0x7F]; }

}  // namespace shaderhw::r500
