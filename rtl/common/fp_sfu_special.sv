// Special results of the special-function unit (golden/fp/sfu.cpp, "Special cases"): NaN
// operands, infinities, zeros, EX2 out of range, tiny SIN/COS arguments, POW's special pairs.
// special_o says the operation's result is special_bits_o and needs no arithmetic. The checks
// run in the golden model's order. Shared by fp_sfu (pipelined) and fp_sfu_iter (sequenced).
module fp_sfu_special #(
  parameter logic [31:0] CanonNaN32 = 32'h7FC0_0000
) (
  input  fp_pkg::sfu_op_e op_i,
  input  logic            nan_propagate_i,
  input  logic [31:0]     a_i,
  input  logic [31:0]     b_i,
  output logic            special_o,
  output logic [31:0]     special_bits_o
);

  localparam logic [31:0] One    = 32'h3F80_0000;
  localparam logic [31:0] PosInf = 32'h7F80_0000;
  localparam logic [31:0] NegInf = 32'hFF80_0000;

  logic       a_sign, b_sign;
  logic [7:0] a_exp, b_exp;
  logic [22:0] a_frac, b_frac;
  assign {a_sign, a_exp, a_frac} = a_i;
  assign {b_sign, b_exp, b_frac} = b_i;

  logic a_nan, a_inf, a_zero, b_nan, b_inf, b_zero;
  assign a_nan  = (a_exp == 8'hFF) & (a_frac != '0);
  assign a_inf  = (a_exp == 8'hFF) & (a_frac == '0);
  assign a_zero = (a_exp == 8'h00) & (a_frac == '0);
  assign b_nan  = (b_exp == 8'hFF) & (b_frac != '0);
  assign b_inf  = (b_exp == 8'hFF) & (b_frac == '0);
  assign b_zero = (b_exp == 8'h00) & (b_frac == '0);

  logic [31:0] a_nan_result, b_nan_result;
  assign a_nan_result = nan_propagate_i ? (a_i | 32'h0040_0000) : CanonNaN32;
  assign b_nan_result = nan_propagate_i ? (b_i | 32'h0040_0000) : CanonNaN32;

  logic is_ex2, is_lg2, is_sin, is_cos, is_pow;
  assign is_ex2 = op_i == fp_pkg::SFU_EX2;
  assign is_lg2 = op_i == fp_pkg::SFU_LG2;
  assign is_sin = op_i == fp_pkg::SFU_SIN;
  assign is_cos = op_i == fp_pkg::SFU_COS;
  assign is_pow = op_i == fp_pkg::SFU_POW;

  always_comb begin
    special_o      = 1'b1;
    special_bits_o = CanonNaN32;
    unique case (1'b1)
      is_ex2: begin
        if (a_nan) special_bits_o = a_nan_result;
        else if (a_exp >= 8'd135) special_bits_o = a_sign ? 32'h0 : PosInf;  // |x| >= 256
        else special_o = 1'b0;
      end
      is_lg2: begin
        if (a_nan) special_bits_o = a_nan_result;
        else if (a_zero) special_bits_o = NegInf;
        else if (a_sign) special_bits_o = CanonNaN32;
        else if (a_inf) special_bits_o = PosInf;
        else special_o = 1'b0;
      end
      is_sin, is_cos: begin
        if (a_nan) special_bits_o = a_nan_result;
        else if (a_inf) special_bits_o = CanonNaN32;
        else if (a_exp < 8'd115) special_bits_o = is_cos ? One : a_i;  // |x| < 2^-12
        else special_o = 1'b0;
      end
      is_pow: begin
        if (b_zero) special_bits_o = One;
        else if (a_i == One) special_bits_o = One;
        else if (a_nan) special_bits_o = a_nan_result;
        else if (b_nan) special_bits_o = b_nan_result;
        else if (a_sign & ~a_zero) special_bits_o = CanonNaN32;
        else if (a_zero) special_bits_o = b_sign ? PosInf : 32'h0;
        else if (a_inf) special_bits_o = b_sign ? 32'h0 : PosInf;
        else if (b_inf) special_bits_o = ((a_i[30:0] > One[30:0]) != b_sign) ? PosInf : 32'h0;
        else special_o = 1'b0;
      end
      default: ;
    endcase
  end

endmodule
