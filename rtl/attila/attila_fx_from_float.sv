// binary32 -> ATTILA fixed point 16.F, sign-magnitude (golden/attila/execute.h "Fixed point";
// docs/attila.md 5.10, D10), F = FxFracBits:
//   NaN -> +0; -0 -> (negative, 0); |x| >= 2^24 or inf -> magnitude 32767.0 with the sign;
//   else the magnitude truncated toward zero to F fraction bits, integer part mod 2^16.
// |x| * 2^F = sig * 2^(F + e - 150) (e = biased exponent, 1 for subnormals), so for e <= 150
// the magnitude is {sig, F zeros} shifted right by 150 - e: one shifter of 24+F bits.
module attila_fx_from_float #(
  parameter int unsigned FxFracBits = 8
) (
  input  logic [31:0]              f_i,
  output logic                     neg_o,
  output logic [15+FxFracBits:0]   mag_o
);

  localparam int unsigned MagW  = 16 + FxFracBits;
  localparam int unsigned WideW = 24 + FxFracBits;

  logic [7:0]       exp_field, exp_eff, rshift;
  logic             is_nan, is_big;
  logic [WideW-1:0] scaled, shifted;

  assign exp_field = f_i[30:23];
  assign is_nan    = (exp_field == 8'hFF) & (|f_i[22:0]);
  assign is_big    = (exp_field >= 8'd151) & ~is_nan;  // |x| >= 2^24, or inf
  assign exp_eff   = (exp_field == 8'd0) ? 8'd1 : exp_field;
  assign rshift    = 8'd150 - exp_eff;                 // used only when exp_eff <= 150
  assign scaled    = {exp_field != 8'd0, f_i[22:0], {FxFracBits{1'b0}}};
  assign shifted   = scaled >> rshift;

  // Integer bits above 2^16 wrap (D10).
  logic unused_wrapped;
  assign unused_wrapped = ^shifted[WideW-1:MagW];

  always_comb begin
    if (is_nan) begin
      mag_o = '0;
    end else if (is_big) begin
      mag_o = {16'd32767, {FxFracBits{1'b0}}};
    end else begin
      mag_o = shifted[MagW-1:0];
    end
  end

  assign neg_o = f_i[31] & ~is_nan;

endmodule
