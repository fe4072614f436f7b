// PCK into a small unsigned float element (docs/rogue.md D54): F11 (5 exponent bits, bias 15,
// 6 mantissa bits) or F10 (5 mantissa bits), rounded to nearest even or toward zero.
//
// The small floats have binary16's exponent range and fewer mantissa bits, so the binary16 grid
// is finer everywhere: IS3 converted to binary16 toward zero (the shared fp_cvt, in rogue_pck)
// plus its inexact flag holds everything the second rounding needs (truncation keeps the value's
// position on the coarser grid, and the flag is the sticky of what lies below binary16). A value
// of 2^16 or more truncates to binary16's largest finite, which rounds on to +inf (nearest) or
// stays the small float's largest finite (toward zero), as D54 asks.
// Special values (D54): NaN -> exponent 31 with the top mantissa bit; negatives, -0 and -inf
// -> +0; +inf -> +inf.
module rogue_pack_small_float (
  input  logic [15:0] f16_i,      // IS3 rounded toward zero to binary16
  input  logic        inexact_i,  // that conversion dropped nonzero bits
  input  logic        man6_i,     // 1: F11, 0: F10
  input  logic        rtz_i,
  output logic [10:0] code_o      // F11 in [10:0], F10 in [9:0] (bit 10 zero)
);

  logic       sign, is_nan, is_inf;
  logic [4:0] exp_field;
  logic [9:0] man;

  assign sign      = f16_i[15];
  assign exp_field = f16_i[14:10];
  assign man       = f16_i[9:0];
  assign is_nan    = exp_field == 5'h1F && man != 10'd0;
  assign is_inf    = exp_field == 5'h1F && man == 10'd0;

  // {exponent, kept mantissa} with round and sticky: a carry out of the mantissa moves into
  // the exponent (subnormal -> normal, largest finite -> infinity), as in every IEEE rounding.
  logic [10:0] trunc, rounded;
  logic [1:0]  round_sticky;
  logic        unused_round_sign, unused_round_zero;

  assign trunc        = man6_i ? {exp_field, man[9:4]} : {1'b0, exp_field, man[9:5]};
  assign round_sticky = man6_i ? {man[3], (man[2:0] != 3'd0) || inexact_i} :
                                 {man[4], (man[3:0] != 4'd0) || inexact_i};

  fp_round #(.AbsWidth(11)) u_round (
    .abs_value_i             (trunc),
    .sign_i                  (1'b0),
    .round_sticky_i          (round_sticky),
    .rnd_mode_i              (rtz_i ? fp_pkg::RTZ : fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (rounded),
    .sign_o                  (unused_round_sign),
    .exact_zero_o            (unused_round_zero)
  );

  always_comb begin
    if (is_nan)      code_o = man6_i ? 11'h7E0 : 11'h3F0;
    else if (sign)   code_o = 11'd0;
    else if (is_inf) code_o = man6_i ? 11'h7C0 : 11'h3E0;
    else             code_o = rounded;
  end

  logic unused_signals;
  assign unused_signals = ^{unused_round_sign, unused_round_zero};

endmodule
