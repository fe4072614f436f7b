// Input modifier (docs/r500.md 4.6, P27): a sign-bit operation on any value, zeros and NaNs
// included: 0 none, 1 NEG (flip), 2 ABS (clear), 3 NAB (set).
module r500_mod (
  input  logic [31:0] x_i,
  input  logic [1:0]  mod_i,  // r500_pkg::mod_e
  output logic [31:0] y_o
);

  always_comb begin
    unique case (mod_i)
      r500_pkg::MOD_NOP: y_o = x_i;
      r500_pkg::MOD_NEG: y_o = {~x_i[31], x_i[30:0]};
      r500_pkg::MOD_ABS: y_o = {1'b0, x_i[30:0]};
      default:           y_o = {1'b1, x_i[30:0]};  // MOD_NAB
    endcase
  end

endmodule
