// R500 golden execution model: operand path, unit sequencing, result path, gates and writes of
// one ALU/OUT/TEX instruction (contract: execute.h; docs/r500.md 4, 5.3, 6, 7). What each opcode
// computes is in semantics.cpp, the numbers in numeric.cpp.
#include "r500/execute.h"

#include "r500/numeric.h"
#include "r500/semantics.h"

namespace shaderhw::r500 {
namespace {

constexpr int kAlpha = 3;  // channel index of A

// Swizzle code -> value (4.5; code 7 reads +0.0: P4).
uint32_t swizzle(const Vec4& v, Swiz s) {
  switch (s) {
    case Swiz::R: return v.c[0];
    case Swiz::G: return v.c[1];
    case Swiz::B: return v.c[2];
    case Swiz::A: return v.c[3];
    case Swiz::ZERO: return num::kZero;
    case Swiz::HALF: return num::kHalf;
    case Swiz::ONE: return num::kOne;
    case Swiz::UNUSED: return num::kZero;
  }
  return num::kZero;
}

// Value of one slot's register for a pixel: an inline constant is made here (P1, P2).
Vec4 slot_value(const SourceSlot& s, uint8_t aL, const Vec4& supplied) {
  const SlotLocation loc = slot_location(s, aL);
  if (loc.kind != SlotKind::INLINE) return supplied;
  const uint32_t v = inline_constant(static_cast<uint8_t>(loc.index));
  return Vec4{{v, v, v, v}};
}

// 4.3, 4.4, 4.5, 4.6: operand vectors, presubtract, then the six arguments.
void read_operands(const AluFields& f, const PixelIn& in, uint8_t aL, sem::Pixel& p) {
  for (int n = 0; n < 3; ++n) {
    const Vec4 rgb = slot_value(f.rgb_src[n], aL, in.rgb_slot[n]);
    const Vec4 alpha = slot_value(f.alpha_src[n], aL, in.alpha_slot[n]);
    p.src[n] = Vec4{{rgb.c[0], rgb.c[1], rgb.c[2], alpha.c[kAlpha]}};
  }
  for (int c = 0; c < 3; ++c)
    p.src[3].c[c] = num::presubtract(f.rgb_srcp_op, p.src[0].c[c], p.src[1].c[c]);
  p.src[3].c[kAlpha] = num::presubtract(f.alpha_srcp_op, p.src[0].c[kAlpha], p.src[1].c[kAlpha]);
  for (int k = 0; k < 3; ++k) {
    const Arg& ra = f.rgb_arg[k];
    for (int c = 0; c < 3; ++c)
      p.rgb_arg[k][c] = sem::apply_mod(ra.mod, swizzle(p.src[static_cast<int>(ra.sel)], ra.swiz[c]));
    const Arg& aa = f.alpha_arg[k];
    p.alpha_arg[k] = sem::apply_mod(aa.mod, swizzle(p.src[static_cast<int>(aa.sel)], aa.swiz[0]));
  }
}

// 5.3: the RGB unit first (alpha DP reads its dot), then alpha, then SOP (reads alpha).
void run_units(sem::Quad& q) {
  const sem::RgbFn rgb = sem::rgb_function(q.d.alu.rgb_op);
  const sem::AlphaFn alpha = sem::alpha_function(q.d.alu.alpha_op);
  const bool sop = q.d.alu.rgb() == RgbOp::SOP;
  for (sem::Pixel& p : q.px)
    if (!sop) rgb(q, p);
  for (sem::Pixel& p : q.px) alpha(q, p);
  for (sem::Pixel& p : q.px)
    if (sop) rgb(q, p);
}

// 6.2 with G9: killed pixels are never written, WRITE_INACTIVE opens inactive ones.
bool write_gate(const CommonFields& c, const PixelIn& in) {
  return !in.killed && (in.active || c.write_inactive);
}

uint8_t channel_enables(const CommonFields& c, uint8_t pred) {
  uint8_t en = 0;
  for (int ch = 0; ch < 4; ++ch) en |= static_cast<uint8_t>(predicate_enable(c, ch, pred) << ch);
  return en;
}

void write_alu_effects(const Decoded& d, const PixelIn& in, PixelOut& o) {
  const CommonFields& c = d.cmn;
  const AluFields& f = d.alu;
  const uint8_t en = write_gate(c, in) ? channel_enables(c, in.pred) : 0;
  const uint8_t wmask = static_cast<uint8_t>(c.rgb_wmask | (c.alpha_wmask << 3));
  const uint8_t omask = static_cast<uint8_t>(c.rgb_omask | (c.alpha_omask << 3));
  o.rgb_we = wmask & en & 7;
  o.alpha_we = (wmask & en) >> 3;
  for (int ch = 0; ch < 4; ++ch)
    o.temp.c[ch] = ((wmask & en) >> ch) & 1 ? o.result.c[ch] : 0;
  if (c.type == InstType::OUT) {  // 6.3: OMASK selects outputs; ALU_WMASK ignored (P14)
    o.out_we = omask & en;
    for (int ch = 0; ch < 4; ++ch) o.out.c[ch] = (o.out_we >> ch) & 1 ? o.result.c[ch] : 0;
    o.w_we = f.w_omask && ((en >> kAlpha) & 1);
    o.w = o.w_we ? o.result.c[kAlpha] : 0;
    return;
  }
  // 6.4: OMASK selects predicate bits, compared with their unit's TARGET code (P12).
  o.pred_we = omask & en;
  for (int ch = 0; ch < 4; ++ch) {
    const Cmp cmp = static_cast<Cmp>(ch == kAlpha ? f.alpha_target : f.rgb_target);
    if ((o.pred_we >> ch) & 1)
      o.pred |= static_cast<uint8_t>(num::compare_with_zero(o.result.c[ch], cmp) << ch);
  }
  // 6.6: active pixels only, no predication (P14, G7); W_OMASK has no effect in ALU (G8).
  if (f.alu_wmask && in.active && !in.killed) {
    o.alu_result_we = true;
    const uint32_t v = c.alu_result_alpha ? o.result.c[kAlpha] : o.result.c[0];
    o.alu_result = num::compare_with_zero(v, c.alu_result_op);
  }
}

void execute_alu(const Decoded& d, const ExecIn& in, const ExecConfig& cfg, ExecOut& out) {
  const AluFields& f = d.alu;
  sem::Quad q{d, cfg, {}};
  for (int p = 0; p < kPixels; ++p) read_operands(f, in.px[p], in.aL, q.px[p]);
  run_units(q);
  out.rgb_addr = temp_address(f.rgb_addrd, f.rgb_addrd_rel, in.aL);
  out.alpha_addr = temp_address(f.alpha_addrd, f.alpha_addrd_rel, in.aL);
  if (d.cmn.type == InstType::OUT) {
    out.rgb_target = f.rgb_target;
    out.alpha_target = f.alpha_target;
  }
  for (int p = 0; p < kPixels; ++p) {
    PixelOut& o = out.px[p];
    for (int ch = 0; ch < 3; ++ch)  // 6.1: OMOD then clamp (P6)
      o.result.c[ch] = num::result_path(f.rgb_omod, d.cmn.rgb_clamp, q.px[p].rgb[ch]);
    o.result.c[kAlpha] = num::result_path(f.alpha_omod, d.cmn.alpha_clamp, q.px[p].alpha);
    write_alu_effects(d, in.px[p], o);
  }
}

Vec4 tex_swizzle(const Vec4& v, const TexReg& r) {
  Vec4 o;
  for (int i = 0; i < 4; ++i) o.c[i] = v.c[static_cast<int>(r.swiz[i])];
  return o;
}

void execute_tex(const Decoded& d, const ExecIn& in, ExecOut& out) {
  const TexFields& t = d.tex;
  const CommonFields& c = d.cmn;
  const gen::TexOpInfo& info = gen::TEX_OP_INFO[t.inst];
  const sem::TexFn fn = sem::tex_function(t.inst);
  const bool fetch_op = info.unit == gen::TexOpUnit::FETCH;
  const bool gradients = (info.args & (gen::TEX_OP_ARG_DX | gen::TEX_OP_ARG_DY)) != 0;
  if (fetch_op) {
    out.tex_valid = true;
    out.tex_op = t.op();
    out.tex_unit = t.tex_id;
    out.tex_unscaled = t.unscaled;
    out.tex_sem_acquire = t.sem_acquire;
    out.tex_dst_addr = tex_location(t.dst, in.aL);
    for (int i = 0; i < 4; ++i) out.tex_dst_swiz[i] = static_cast<uint8_t>(t.dst.swiz[i]);
  }
  const uint8_t wmask = static_cast<uint8_t>(c.rgb_wmask | (c.alpha_wmask << 3));
  for (int p = 0; p < kPixels; ++p) {
    const PixelIn& pi = in.px[p];
    PixelOut& o = out.px[p];
    const Vec4 coord = tex_swizzle(pi.tex_src, t.src);
    sem::TexAction act;
    fn(coord, act);
    o.kill = act.kill && !pi.killed && pi.active;  // G10
    const bool issue = act.fetch && write_gate(c, pi) && !(t.ignore_uncovered && !pi.covered);
    if (!issue) continue;  // G11
    o.tex_issue = true;
    o.tex_coord = coord;
    if (gradients) {
      o.tex_dx = tex_swizzle(pi.tex_dx, t.dx);
      o.tex_dy = tex_swizzle(pi.tex_dy, t.dy);
    }
    o.tex_we = wmask & channel_enables(c, pi.pred);
  }
}

}  // namespace

uint8_t temp_address(uint8_t addr, bool rel, uint8_t aL) {
  return static_cast<uint8_t>((addr + (rel ? aL : 0)) % gen::LIMIT_TEMPS);
}

SlotLocation slot_location(const SourceSlot& s, uint8_t aL) {
  if (s.konst)
    return {SlotKind::CONST, static_cast<uint16_t>((s.addr + (s.rel ? aL : 0)) % gen::LIMIT_CONSTS)};
  if (s.addr & 0x80) return {SlotKind::INLINE, static_cast<uint16_t>(s.addr & 0x7F)};  // REL ignored
  return {SlotKind::TEMP, temp_address(s.addr & 0x7F, s.rel, aL)};
}

bool predicate_enable(const CommonFields& c, int channel, uint8_t pred) {
  const bool alpha = channel == kAlpha;
  const PredSel sel = alpha ? c.alpha_pred_sel : c.rgb_pred_sel;
  const bool inv = alpha ? c.alpha_pred_inv : c.rgb_pred_inv;
  int bit;
  switch (sel) {
    case PredSel::RGBA: bit = alpha ? kAlpha : channel; break;
    case PredSel::RRRR: bit = 0; break;
    case PredSel::GGGG: bit = 1; break;
    case PredSel::BBBB: bit = 2; break;
    case PredSel::AAAA: bit = kAlpha; break;
    default: return true;  // NONE (INV has no effect), reserved codes treated as NONE (6.5)
  }
  return (((pred >> bit) & 1) != 0) != inv;
}

Vec4 swizzle_texel(const Vec4& texel, const uint8_t dst_swiz[4]) {
  Vec4 o;
  for (int i = 0; i < 4; ++i) o.c[i] = texel.c[dst_swiz[i] & 3];
  return o;
}

bool PixelOut::operator==(const PixelOut& o) const {
  return result == o.result && rgb_we == o.rgb_we && alpha_we == o.alpha_we && temp == o.temp &&
         out_we == o.out_we && out == o.out && w_we == o.w_we && w == o.w &&
         pred_we == o.pred_we && pred == o.pred && alu_result_we == o.alu_result_we &&
         alu_result == o.alu_result && tex_issue == o.tex_issue && tex_coord == o.tex_coord &&
         tex_dx == o.tex_dx && tex_dy == o.tex_dy && tex_we == o.tex_we && kill == o.kill;
}

bool ExecOut::operator==(const ExecOut& o) const {
  for (int i = 0; i < 4; ++i)
    if (tex_dst_swiz[i] != o.tex_dst_swiz[i]) return false;
  for (int p = 0; p < kPixels; ++p)
    if (!(px[p] == o.px[p])) return false;
  return illegal == o.illegal && type == o.type && rgb_addr == o.rgb_addr &&
         alpha_addr == o.alpha_addr && rgb_target == o.rgb_target &&
         alpha_target == o.alpha_target && tex_valid == o.tex_valid && tex_op == o.tex_op &&
         tex_unit == o.tex_unit && tex_unscaled == o.tex_unscaled &&
         tex_sem_acquire == o.tex_sem_acquire && tex_dst_addr == o.tex_dst_addr;
}

ExecOut execute(const ExecIn& in, const ExecConfig& cfg) {
  ExecOut out;
  const Decoded d = decode(in.instr);
  out.type = d.cmn.type;
  if (d.illegal) {  // no effect at all (P22)
    out.illegal = true;
    out.illegal_reason = d.illegal_reason;
    return out;
  }
  switch (d.cmn.type) {
    case InstType::ALU:
    case InstType::OUT: execute_alu(d, in, cfg, out); break;
    case InstType::TEX: execute_tex(d, in, out); break;
    case InstType::FC: break;  // fc.h
  }
  return out;
}

}  // namespace shaderhw::r500
