// ATTILA fixed point 32.2F (sign-magnitude) -> binary32 with one round-to-nearest-even
// (golden/attila/execute.h "Fixed point", D10): (-1)^neg * mag / 2^(2F); a zero magnitude gives
// a signed zero. The leading one of mag at bit p is worth 2^(p - 2F), so the biased exponent is
// p - 2F + 127 = 158 - (leading zeros), 95..158: never subnormal, never overflowing.
module attila_fx_to_float #(
  parameter int unsigned FxFracBits = 8
) (
  input  logic                        neg_i,
  input  logic [31+2*FxFracBits:0]    mag_i,
  output logic [31:0]                 f_o
);

  localparam int unsigned MagW = 32 + 2 * FxFracBits;

  logic [6:0]      lead_zeros;
  logic            is_zero;
  logic [MagW-1:0] norm;
  logic [7:0]      exp_field;
  logic [30:0]     truncated, rounded;
  logic [1:0]      round_sticky;

  fp_lzc_tree #(.Width(MagW), .CntWidth(7)) u_lzc (
    .in_i    (mag_i),
    .cnt_o   (lead_zeros),
    .empty_o (is_zero)
  );

  assign norm         = mag_i << lead_zeros;
  assign exp_field    = 8'd158 - {1'b0, lead_zeros};
  assign truncated    = {exp_field, norm[MagW-2 -: 23]};
  assign round_sticky = {norm[MagW-25], |norm[MagW-26:0]};

  logic unused_sign, unused_exact_zero;
  fp_round #(.AbsWidth(31)) u_round (
    .abs_value_i             (truncated),
    .sign_i                  (neg_i),
    .round_sticky_i          (round_sticky),
    .rnd_mode_i              (fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (rounded),
    .sign_o                  (unused_sign),
    .exact_zero_o            (unused_exact_zero)
  );

  assign f_o = is_zero ? {neg_i, 31'd0} : {neg_i, rounded};

endmodule
