// Binary16 clamp to [+0, 1] of the sum-of-products op (docs/rogue.md 7.3, D67): NaN, negatives and
// -0 give +0 (as .sat, D44), values above 1 give 1.0. A non-negative binary16 orders as its bits.
module rogue_sop_clamp01 (
  input  logic [15:0] x_i,
  output logic [15:0] result_o
);

  logic is_nan;
  assign is_nan = x_i[14:10] == 5'h1F && x_i[9:0] != 10'd0;

  always_comb begin
    if (is_nan || x_i[15])    result_o = 16'h0000;
    else if (x_i > 16'h3C00)  result_o = 16'h3C00;
    else                      result_o = x_i;
  end

endmodule
