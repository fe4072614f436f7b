// compare(v, 0.0, code) of the predicate updates and the ALU result (docs/r500.md 6.4, 6.6;
// P12): 0 ==, 1 <, 2 >=, 3 !=; IEEE, so a NaN satisfies only !=; a subnormal compares as 0.
module r500_cmp0 (
  input  logic [31:0] v_i,
  input  logic [1:0]  code_i,  // r500_pkg::cmp_e
  output logic        res_o
);

  logic nan, zero, neg;
  assign nan  = (v_i[30:23] == 8'hFF) & (v_i[22:0] != 23'd0);
  assign zero = v_i[30:23] == 8'd0;
  assign neg  = v_i[31];

  always_comb begin
    unique case (code_i)
      r500_pkg::CMP_EQ: res_o = zero;
      r500_pkg::CMP_LT: res_o = ~nan & ~zero & neg;
      r500_pkg::CMP_GE: res_o = ~nan & (zero | ~neg);
      default:          res_o = ~zero;  // CMP_NE: NaN included
    endcase
  end

endmodule
