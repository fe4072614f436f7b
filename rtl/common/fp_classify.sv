// Classification of one IEEE-754 value of the given format (the sign does not matter, so only
// the magnitude bits come in).
module fp_classify #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits-1:0] magnitude_i,
  output logic                     is_zero_o,
  output logic                     is_subnormal_o,
  output logic                     is_normal_o,
  output logic                     is_inf_o,
  output logic                     is_nan_o,
  output logic                     is_signalling_o,
  output logic                     is_quiet_o
);

  logic [ExpBits-1:0] exponent;
  logic [ManBits-1:0] mantissa;
  logic exp_all_ones, exp_all_zeros, man_zero;

  assign exponent      = magnitude_i[ExpBits+ManBits-1:ManBits];
  assign mantissa      = magnitude_i[ManBits-1:0];
  assign exp_all_ones  = &exponent;
  assign exp_all_zeros = ~|exponent;
  assign man_zero      = ~|mantissa;

  assign is_zero_o       = exp_all_zeros & man_zero;
  assign is_subnormal_o  = exp_all_zeros & ~man_zero;
  assign is_normal_o     = ~exp_all_zeros & ~exp_all_ones;
  assign is_inf_o        = exp_all_ones & man_zero;
  assign is_nan_o        = exp_all_ones & ~man_zero;
  // The quiet bit is the mantissa MSB (IEEE-754-2008 6.2.1 recommended encoding).
  assign is_signalling_o = is_nan_o & ~mantissa[ManBits-1];
  assign is_quiet_o      = is_nan_o & mantissa[ManBits-1];

endmodule
