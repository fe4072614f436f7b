#include "r500/r500_diff.h"

#include "core/field_diff.h"

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

}  // namespace shaderhw::r500
