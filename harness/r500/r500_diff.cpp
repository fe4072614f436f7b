#include "r500/r500_diff.h"

#include <cstdio>
#include <sstream>

#include "core/field_diff.h"
#include "r500/asm.h"

namespace shaderhw::r500 {

std::string diff_outputs(const ExecOut& x, const ExecOut& y) {
  FieldDiff field;
  auto vec = [&](const std::string& n, const Vec4& a, const Vec4& b) {
    for (int c = 0; c < 4; ++c) field(n + "." + "rgba"[c], a.c[c], b.c[c], 8);
  };
  field("illegal", x.illegal, y.illegal, 1);
  field("type", static_cast<unsigned>(x.type), static_cast<unsigned>(y.type), 1);
  field("rgb_addr", x.rgb_addr, y.rgb_addr, 2);
  field("alpha_addr", x.alpha_addr, y.alpha_addr, 2);
  field("rgb_target", x.rgb_target, y.rgb_target, 1);
  field("alpha_target", x.alpha_target, y.alpha_target, 1);
  field("tex_valid", x.tex_valid, y.tex_valid, 1);
  field("tex_op", static_cast<unsigned>(x.tex_op), static_cast<unsigned>(y.tex_op), 1);
  field("tex_unit", x.tex_unit, y.tex_unit, 1);
  field("tex_unscaled", x.tex_unscaled, y.tex_unscaled, 1);
  field("tex_sem_acquire", x.tex_sem_acquire, y.tex_sem_acquire, 1);
  field("tex_dst_addr", x.tex_dst_addr, y.tex_dst_addr, 2);
  for (int c = 0; c < 4; ++c) {
    field("tex_dst_swiz[" + std::to_string(c) + "]", x.tex_dst_swiz[c], y.tex_dst_swiz[c], 1);
  }
  for (int p = 0; p < kPixels; ++p) {
    const PixelOut& a = x.px[p];
    const PixelOut& b = y.px[p];
    const std::string s = "px" + std::to_string(p) + ".";
    vec(s + "result", a.result, b.result);
    field(s + "rgb_we", a.rgb_we, b.rgb_we, 1);
    field(s + "alpha_we", a.alpha_we, b.alpha_we, 1);
    vec(s + "temp", a.temp, b.temp);
    field(s + "out_we", a.out_we, b.out_we, 1);
    vec(s + "out", a.out, b.out);
    field(s + "w_we", a.w_we, b.w_we, 1);
    field(s + "w", a.w, b.w, 8);
    field(s + "pred_we", a.pred_we, b.pred_we, 1);
    field(s + "pred", a.pred, b.pred, 1);
    field(s + "alu_result_we", a.alu_result_we, b.alu_result_we, 1);
    field(s + "alu_result", a.alu_result, b.alu_result, 1);
    field(s + "tex_issue", a.tex_issue, b.tex_issue, 1);
    vec(s + "tex_coord", a.tex_coord, b.tex_coord);
    vec(s + "tex_dx", a.tex_dx, b.tex_dx);
    vec(s + "tex_dy", a.tex_dy, b.tex_dy);
    field(s + "tex_we", a.tex_we, b.tex_we, 1);
    field(s + "kill", a.kill, b.kill, 1);
  }
  return field.str();
}

namespace {

std::string hx(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%X", v);
  return buf;
}

}  // namespace

std::string channels_text(unsigned mask) {
  std::string s;
  for (int c = 0; c < 4; ++c) {
    if (mask >> c & 1) s += "rgba"[c];
  }
  return s.empty() ? "-" : s;
}

std::string vec_text(const Vec4& v) {
  return hx(v.c[0]) + " " + hx(v.c[1]) + " " + hx(v.c[2]) + " " + hx(v.c[3]);
}

std::string describe_inputs(const ExecIn& in, const ExecConfig& cfg) {
  std::ostringstream os;
  os << "    insn " << format_words(in.instr) << "\n    aL " << int(in.aL)
     << "  zero_times_anything " << int(cfg.zero_times_anything) << "\n";
  for (int p = 0; p < kPixels; ++p) {
    const PixelIn& x = in.px[p];
    os << "    px" << p << ": pred " << channels_text(x.pred) << (x.active ? "" : " inactive")
       << (x.killed ? " killed" : "") << (x.covered ? "" : " uncovered") << "\n";
    for (int n = 0; n < 3; ++n) {
      os << "      rgb" << n << " " << hx(x.rgb_slot[n].c[0]) << " " << hx(x.rgb_slot[n].c[1])
         << " " << hx(x.rgb_slot[n].c[2]) << "  alpha" << n << " " << hx(x.alpha_slot[n].c[3])
         << "\n";
    }
    os << "      texsrc " << vec_text(x.tex_src) << "  texdx " << vec_text(x.tex_dx) << "  texdy "
       << vec_text(x.tex_dy) << "\n";
  }
  return os.str();
}

}  // namespace shaderhw::r500
