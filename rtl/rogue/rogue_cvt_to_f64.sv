// CONVERTTOF64 (docs/rogue.md 7.4, 14.8, D63): a 32-bit value converted exactly to IEEE binary64.
// FMT 00 binary32 (zeros, subnormals, infinities kept; any NaN gives the canonical
// 0x7FF8000000000000), 01 S32, 10 U32 (11, reserved, reads as U32 as the golden model does; the
// decoder rejects it). Every input is representable, so there is no rounding: one normalisation
// (fp_sig_norm) places the leading one of a binary32 subnormal or of an integer. Combinational.
module rogue_cvt_to_f64
#(
  parameter logic [63:0] CanonNaN = 64'h7FF8_0000_0000_0000
) (
  input  logic [1:0]  fmt_i,
  input  logic [31:0] x_i,
  output logic [63:0] result_o
);

  // ---- binary32 ----
  logic       f_sign, f_zero, f_sub, f_inf, f_nan;
  logic [7:0] f_exp;
  logic [22:0] f_man;
  assign f_sign = x_i[31];
  assign f_exp  = x_i[30:23];
  assign f_man  = x_i[22:0];
  assign f_zero = (f_exp == '0) & (f_man == '0);
  assign f_sub  = (f_exp == '0) & (f_man != '0);
  assign f_inf  = (f_exp == '1) & (f_man == '0);
  assign f_nan  = (f_exp == '1) & (f_man != '0);

  // A subnormal m 2^-149 with its leading one at bit p = 23 - lzc of {0, m}: 2^(p-149) 1.f,
  // biased binary64 exponent p - 149 + 1023 = 897 - lzc.
  logic [23:0] sub_norm;
  logic [4:0]  sub_lzc;
  logic        sub_empty;
  fp_sig_norm #(.Width(24), .CntWidth(5)) u_norm_sub (
    .sig_i   ({1'b0, f_man}),
    .norm_o  (sub_norm),
    .shift_o (sub_lzc),
    .zero_o  (sub_empty)
  );

  logic [63:0] from_f32;
  always_comb begin
    if (f_nan) begin
      from_f32 = CanonNaN;
    end else if (f_inf) begin
      from_f32 = {f_sign, 11'h7FF, 52'd0};
    end else if (f_zero) begin
      from_f32 = {f_sign, 63'd0};
    end else if (f_sub) begin
      from_f32 = {f_sign, 11'd897 - 11'(sub_lzc), sub_norm[22:0], 29'd0};
    end else begin
      from_f32 = {f_sign, 11'(f_exp) + 11'd896, f_man, 29'd0};
    end
  end

  // ---- S32 / U32: |x| with its leading one at bit 31 - lzc: biased exponent 1054 - lzc ----
  logic        i_sign;
  logic [31:0] i_mag, i_norm;
  logic [4:0]  i_lzc;
  logic        i_zero;
  assign i_sign = (fmt_i == 2'd1) & x_i[31];
  assign i_mag  = i_sign ? -x_i : x_i;  // -INT32_MIN = 2^31 as an unsigned magnitude
  fp_sig_norm #(.Width(32), .CntWidth(5)) u_norm_int (
    .sig_i   (i_mag),
    .norm_o  (i_norm),
    .shift_o (i_lzc),
    .zero_o  (i_zero)
  );

  logic [63:0] from_int;
  assign from_int = i_zero ? 64'd0 : {i_sign, 11'd1054 - 11'(i_lzc), i_norm[30:0], 21'd0};

  assign result_o = (fmt_i == 2'd0) ? from_f32 : from_int;

  logic unused;
  assign unused = ^{sub_norm[23], sub_empty, i_norm[31]};

endmodule
