// EXP's x component, 2^floor(s), exactly (golden/attila/execute.h; docs/attila.md 5.4, E14), from
// f = floor(s) as fp_cvt's round-to-integral gives it (an integral float, +-0, +-inf or a quiet
// NaN): 2^n for n in -126..127, the subnormal 2^n for n in -149..-127, +inf for n >= 128, +0 for
// n <= -150 or -inf, 1.0 for +-0; a NaN passes through quieted.
module attila_exp2_floor (
  input  logic [31:0] f_i,
  output logic [31:0] result_o
);

  localparam logic [31:0] One    = 32'h3F80_0000;
  localparam logic [31:0] PosInf = 32'h7F80_0000;

  logic [7:0]  exp_field;
  logic        is_nan, is_inf, is_zero, is_huge;
  logic [23:0] int_wide;
  logic [7:0]  n;          // |f| when it is below 256
  logic [7:0]  sub_pos;    // bit of a subnormal result: 149 - n

  assign exp_field = f_i[30:23];
  assign is_nan    = (exp_field == 8'hFF) & (|f_i[22:0]);
  assign is_inf    = (exp_field == 8'hFF) & ~(|f_i[22:0]);
  assign is_zero   = f_i[30:0] == 31'd0;
  assign is_huge   = exp_field >= 8'd135;                  // |f| >= 256 (or inf/NaN)
  // A non-zero integral |f| < 256 has exponent field 127..134: n = sig >> (150 - exp_field).
  assign int_wide  = {1'b1, f_i[22:0]} >> (8'd150 - exp_field);
  assign n         = int_wide[7:0];
  assign sub_pos   = 8'd149 - n;

  // n < 256 and sub_pos <= 22 wherever they are used.
  logic unused_bits;
  assign unused_bits = ^{int_wide[23:8], sub_pos[7:5]};

  always_comb begin
    if (is_nan) begin
      result_o = f_i | 32'h0040_0000;
    end else if (is_zero) begin
      result_o = One;
    end else if (is_inf || is_huge) begin
      result_o = f_i[31] ? 32'd0 : PosInf;
    end else if (!f_i[31]) begin
      result_o = (n >= 8'd128) ? PosInf : {1'b0, n + 8'd127, 23'd0};
    end else if (n <= 8'd126) begin
      result_o = {1'b0, 8'd127 - n, 23'd0};
    end else if (n <= 8'd149) begin
      result_o = {9'd0, 23'd1 << sub_pos[4:0]};
    end else begin
      result_o = 32'd0;
    end
  end

endmodule
