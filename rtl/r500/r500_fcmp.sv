// IEEE comparison of two binary32 values as the R500 numeric model makes it (docs/r500.md 5.6,
// 6.7 item 2): a subnormal compares as a zero of its sign, -0 == +0, and every comparison with
// a NaN is false (unord_o = 1). Combinational.
module r500_fcmp (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic        lt_o,     // a < b
  output logic        eq_o,     // a == b
  output logic        unord_o   // a or b is a NaN
);

  logic a_nan, b_nan, a_zero, b_zero;
  assign a_nan  = (a_i[30:23] == 8'hFF) & (a_i[22:0] != 23'd0);
  assign b_nan  = (b_i[30:23] == 8'hFF) & (b_i[22:0] != 23'd0);
  assign a_zero = a_i[30:23] == 8'd0;  // zero or subnormal
  assign b_zero = b_i[30:23] == 8'd0;

  logic [30:0] a_mag, b_mag;
  assign a_mag = a_zero ? 31'd0 : a_i[30:0];
  assign b_mag = b_zero ? 31'd0 : b_i[30:0];

  logic same;  // equal as numbers (both zero, or the same sign and magnitude)
  assign same    = (a_zero & b_zero) | ((a_i[31] == b_i[31]) & (a_mag == b_mag));
  assign unord_o = a_nan | b_nan;
  assign eq_o    = ~unord_o & same;
  always_comb begin
    if (unord_o || same) begin
      lt_o = 1'b0;
    end else if (a_i[31] != b_i[31]) begin
      lt_o = a_i[31];                  // different signs, not both zero: the negative one
    end else if (a_i[31]) begin
      lt_o = a_mag > b_mag;            // both negative
    end else begin
      lt_o = a_mag < b_mag;            // both positive
    end
  end

endmodule
