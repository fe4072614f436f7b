// CONVERTFROMF64 (docs/rogue.md 7.5, 14.8, D63): an IEEE binary64 value converted to nearest
// even. FMT 00 binary32: subnormals kept, overflow to infinity, any NaN gives 0x7FC00000 (D43);
// 01 S32, 10 U32 (11, reserved, as U32, as the golden model does; the decoder rejects it): the
// integer nearest (ties to even), saturated to the format's range, NaN gives 0. Combinational.
//
// binary32: the significand's top 26 bits (hidden bit, 23 mantissa bits, two round bits) and the
// OR of the other 27 go to fp_rnd_pack (binary32), which aligns a subnormal result, rounds and
// packs; the exponent is clamped to a range where the clamp changes nothing (below -200 the
// value is far under half the smallest subnormal and rounds to zero; at 255 it overflows).
// Integers: the significand is shifted right (fp_shr_sticky) so that bit 0 is the first bit
// below the units, rounded to nearest even, then saturated.
module rogue_cvt_from_f64
#(
  parameter logic [31:0] CanonNaN32 = 32'h7FC0_0000
) (
  input  logic [1:0]  fmt_i,
  input  logic [63:0] x_i,
  output logic [31:0] result_o
);

  logic        sign, is_nan, is_inf, is_zero_exp;
  logic [10:0] exp;
  logic [51:0] man;
  assign sign        = x_i[63];
  assign exp         = x_i[62:52];
  assign man         = x_i[51:0];
  assign is_nan      = (exp == '1) & (man != '0);
  assign is_inf      = (exp == '1) & (man == '0);
  assign is_zero_exp = (exp == '0);  // zero or subnormal: |x| < 2^-1022

  // ---- binary32 ----
  // Biased binary32 exponent of the leading one: exp - 1023 + 127 = exp - 896.
  logic signed [12:0] e32_full;
  logic [9:0]         e32;
  assign e32_full = $signed({2'b00, exp}) - 13'sd896;
  always_comb begin
    if (e32_full < -13'sd200)     e32 = 10'(-200);
    else if (e32_full > 13'sd300) e32 = 10'd300;
    else                          e32 = e32_full[9:0];
  end

  logic [31:0] packed32;
  logic [4:0]  st32;
  fp_rnd_pack #(.ExpBits(8), .ManBits(23)) u_pack32 (
    .sign_i     (sign),
    .exp_i      (e32),
    .sig_i      ({1'b1, man[51:27]}),
    .sticky_i   (man[26:0] != '0),
    .rnd_mode_i (fp_pkg::RNE),
    .ftz_i      (1'b0),
    .result_o   (packed32),
    .status_o   (st32)
  );

  logic [31:0] to_f32;
  always_comb begin
    if (is_nan)           to_f32 = CanonNaN32;
    else if (is_inf)      to_f32 = {sign, 8'hFF, 23'd0};
    else if (is_zero_exp) to_f32 = {sign, 31'd0};  // a binary64 subnormal rounds to +-0
    else                  to_f32 = packed32;
  end

  // ---- S32 / U32 ----
  // |x| = 1.man 2^E, E = exp - 1023. E >= 32: beyond every limit. E <= -2: |x| < 1/2, rounds to 0.
  // For -1 <= E <= 31 the significand {1, man} (53 bits, 52 fraction bits) shifted right by
  // 51 - E (20..52) has the integer part in bits 33:1 and the round bit in bit 0.
  logic        big, tiny;
  logic [5:0]  shamt;
  logic [52:0] shifted;
  logic        sticky;
  assign big   = (exp >= 11'd1055);
  assign tiny  = (exp < 11'd1022);
  assign shamt = 6'(11'd1074 - exp);  // 51 - (exp - 1023)
  fp_shr_sticky #(.Width(53), .ShiftWidth(6)) u_shr (
    .value_i  ({1'b1, man}),
    .shift_i  (shamt),
    .value_o  (shifted),
    .sticky_o (sticky)
  );

  logic [32:0] int_part, mag;  // at most 2^32
  logic        round_up;
  assign int_part = shifted[33:1];
  assign round_up = shifted[0] & (sticky | int_part[0]);
  assign mag      = int_part + 33'(round_up);

  logic [31:0] to_int;
  always_comb begin
    if (is_nan) begin
      to_int = '0;
    end else if (fmt_i == 2'd1) begin  // S32
      if (tiny || is_zero_exp)                 to_int = '0;
      else if (!sign && (big || is_inf || mag > 33'h0_7FFF_FFFF)) to_int = 32'h7FFF_FFFF;
      else if (sign && (big || is_inf || mag > 33'h0_8000_0000))  to_int = 32'h8000_0000;
      else                                     to_int = sign ? -mag[31:0] : mag[31:0];
    end else begin  // U32
      if (tiny || is_zero_exp || sign)         to_int = '0;
      else if (big || is_inf || mag[32])       to_int = 32'hFFFF_FFFF;
      else                                     to_int = mag[31:0];
    end
  end

  assign result_o = (fmt_i == 2'd0) ? to_f32 : to_int;

  logic unused;
  assign unused = ^{st32, shifted[52:34], e32_full[12:10]};

endmodule
