// FLR of a product operand of the sum-of-products op (docs/rogue.md 7.3, D67; 14.1): binary16
// round toward -inf to an integral value. NaNs pass unchanged (the modifier skips them), so do
// infinities, zeros and values of 1024 or more (already integral); 0 < |x| < 1 gives +0 or -1.
// Otherwise the fraction bits are cleared in place, and for a negative value with a nonzero
// fraction one unit of the integer's last place is added to the {exponent, mantissa} field (a
// carry moves into the exponent, e.g. -1.5 -> -2), as fp_cvt's and fp_floor's RINT do.
module rogue_sop_floor16 (
  input  logic [15:0] x_i,
  output logic [15:0] result_o
);

  logic       sign;
  logic [4:0] exp_field;
  logic [9:0] frac_mask;  // mantissa bits below the binary point

  assign sign      = x_i[15];
  assign exp_field = x_i[14:10];

  // exponent field 15..24: 25 - exp fraction bits (10..1)
  always_comb begin
    for (int i = 0; i < 10; i++) frac_mask[i] = 32'(i) + 32'(exp_field) < 25;
  end

  logic        has_frac;
  logic [14:0] truncated, unit;

  assign has_frac  = (x_i[9:0] & frac_mask) != 10'd0;
  assign truncated = {exp_field, x_i[9:0] & ~frac_mask};
  assign unit      = {4'd0, frac_mask, 1'b1} & ~{5'd0, frac_mask};  // 2^(25 - exp) at its bit

  always_comb begin
    if (exp_field == 5'h1F || exp_field >= 5'd25 || x_i[14:0] == 15'd0) begin
      result_o = x_i;
    end else if (exp_field < 5'd15) begin
      result_o = sign ? 16'hBC00 : 16'h0000;
    end else begin
      result_o = {sign, (sign && has_frac) ? truncated + unit : truncated};
    end
  end

endmodule
