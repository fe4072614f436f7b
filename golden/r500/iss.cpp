// R500 instruction-set simulator (contract: iss.h; docs/r500.md 8.4, 10, 13, 14).
#include "r500/iss.h"

#include <cstddef>

namespace shaderhw::r500 {
namespace {

// MurmurHash3's 32-bit finalizer (a public-domain bit mixer), docs/r500.md 13.
uint32_t fmix32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x85EBCA6Bu;
  x ^= x >> 13;
  x *= 0xC2B2AE35u;
  x ^= x >> 16;
  return x;
}

// v / 65536 for a 16-bit v, built as binary32 bits (exact).
uint32_t unit_fraction(uint32_t v) {
  if (v == 0) return 0;
  int msb = 15;
  while (!((v >> msb) & 1)) --msb;
  const uint32_t exponent = static_cast<uint32_t>(msb - 16 + 127);
  return exponent << 23 | ((v << (23 - msb)) & 0x7FFFFFu);
}

uint32_t used(const gen::TexOpInfo& info, uint32_t arg, uint32_t v) {
  return (info.args & arg) ? v : 0;
}

}  // namespace

Vec4 texture_sample(const TexRequest& r) {
  const gen::TexOpInfo& info = gen::TEX_OP_INFO[static_cast<uint8_t>(r.op) & 7];
  const bool grads = (info.args & gen::TEX_OP_ARG_DX) != 0;
  const uint32_t words[] = {
      static_cast<uint32_t>(r.op), r.unit, r.unscaled ? 1u : 0u,
      used(info, gen::TEX_OP_ARG_S, r.coord.c[0]), used(info, gen::TEX_OP_ARG_T, r.coord.c[1]),
      used(info, gen::TEX_OP_ARG_R, r.coord.c[2]), used(info, gen::TEX_OP_ARG_Q, r.coord.c[3]),
      grads ? r.dx.c[0] : 0, grads ? r.dx.c[1] : 0, grads ? r.dx.c[2] : 0, grads ? r.dx.c[3] : 0,
      grads ? r.dy.c[0] : 0, grads ? r.dy.c[1] : 0, grads ? r.dy.c[2] : 0, grads ? r.dy.c[3] : 0};
  uint32_t h = 0x811C9DC5u;
  for (uint32_t w : words) h = fmix32(h ^ w);
  Vec4 texel;
  for (uint32_t c = 0; c < 4; ++c) texel.c[c] = unit_fraction(fmix32(h ^ (c + 1)) >> 16);
  return texel;
}

void Iss::load(const std::vector<Instruction>& program, uint16_t at) {
  for (size_t i = 0; i < program.size() && i < static_cast<size_t>(kInstructions); ++i)
    imem[(at + i) & kPcMask] = program[i];
}

// The registers the instruction names, per pixel (the harness does the same from slot_location).
ExecIn Iss::gather(const Instruction& instr) const {
  ExecIn in;
  in.instr = instr;
  in.aL = fc.aL();
  const Decoded d = decode(instr);
  auto read = [&](const IssPixel& x, const SourceSlot& s) {
    const SlotLocation loc = slot_location(s, in.aL);
    if (loc.kind == SlotKind::TEMP) return x.temp[loc.index];
    if (loc.kind == SlotKind::CONST) return consts[loc.index];
    return Vec4{};  // inline: made by execute()
  };
  for (int p = 0; p < kPixels; ++p) {
    const IssPixel& x = px[p];
    PixelIn& pi = in.px[p];
    for (int n = 0; n < 3; ++n) {
      pi.rgb_slot[n] = read(x, d.alu.rgb_src[n]);
      pi.alpha_slot[n] = read(x, d.alu.alpha_src[n]);
    }
    pi.tex_src = x.temp[tex_location(d.tex.src, in.aL)];
    pi.tex_dx = x.temp[tex_location(d.tex.dx, in.aL)];
    pi.tex_dy = x.temp[tex_location(d.tex.dy, in.aL)];
    pi.pred = x.pred;
    pi.active = fc.px[p].active;
    pi.killed = x.killed;
    pi.covered = x.covered;
  }
  return in;
}

void Iss::apply(const ExecOut& out) {
  for (int p = 0; p < kPixels; ++p) {
    const PixelOut& o = out.px[p];
    IssPixel& x = px[p];
    for (int c = 0; c < 3; ++c)
      if ((o.rgb_we >> c) & 1) x.temp[out.rgb_addr].c[c] = o.temp.c[c];
    if (o.alpha_we) x.temp[out.alpha_addr].c[3] = o.temp.c[3];
    for (int c = 0; c < 4; ++c) {
      if (!((o.out_we >> c) & 1)) continue;
      const uint8_t target = c == 3 ? out.alpha_target : out.rgb_target;
      x.out[target].c[c] = o.out.c[c];
      x.out_written[target] |= static_cast<uint8_t>(1u << c);
    }
    if (o.w_we) {
      x.w = o.w;
      x.w_written = true;
    }
    x.pred = static_cast<uint8_t>((x.pred & ~o.pred_we) | o.pred);
    if (o.alu_result_we) x.alu_result = o.alu_result;
    if (o.kill) x.killed = true;
    if (o.tex_issue) {
      const Vec4 v = swizzle_texel(texture_sample(tex_request(out, p)), out.tex_dst_swiz);
      for (int c = 0; c < 4; ++c)
        if ((o.tex_we >> c) & 1) x.temp[out.tex_dst_addr].c[c] = v.c[c];
    }
  }
}

FcIn Iss::fc_input(const Instruction& instr) const {
  FcIn in;
  in.instr = instr;
  in.state = fc;
  for (int p = 0; p < kPixels; ++p) {
    in.px[p].alu_result = px[p].alu_result;
    in.px[p].pred = px[p].pred;
    in.px[p].covered = px[p].covered;
    in.px[p].killed = px[p].killed;
  }
  return in;
}

bool Iss::step(const IssConfig& cfg, IssResult& res) {
  const uint16_t pc = fc.pc;
  const Instruction& instr = imem[pc];
  res.last_pc = pc;
  ++res.steps;
  if (decode(instr).cmn.type == InstType::FC) {
    const FcOut o = execute_fc(fc_input(instr), cfg.fc);
    res.illegal_count += o.illegal;
    fc = o.next;
    return !(o.overflow || o.underflow);
  }
  const ExecOut o = execute(gather(instr), cfg.exec);
  res.illegal_count += o.illegal;
  apply(o);
  fc.pc = static_cast<uint16_t>((pc + 1) & kPcMask);
  return true;
}

IssResult Iss::run(const IssConfig& cfg) {
  IssResult res;
  fc = FcState{};
  fc.pc = static_cast<uint16_t>((cfg.start_addr + cfg.fc.code_offset) & kPcMask);
  const uint16_t end = static_cast<uint16_t>((cfg.end_addr + cfg.fc.code_offset) & kPcMask);
  while (res.steps < cfg.max_steps) {
    const uint16_t pc = fc.pc;
    if (!step(cfg, res)) {
      res.status = IssStatus::STACK_FAULT;
      return res;
    }
    if (pc == end) {
      res.status = IssStatus::ENDED;
      return res;
    }
  }
  res.status = IssStatus::STEP_LIMIT;
  return res;
}

}  // namespace shaderhw::r500
