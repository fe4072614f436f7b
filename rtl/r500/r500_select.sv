// The selections of both units on one channel (docs/r500.md 5.6, P29): the chosen argument's
// bits pass unchanged (NaN payloads, -0, subnormals); comparisons are IEEE with subnormals as
// zero (r500_fcmp), so a NaN makes every condition false and B is chosen.
//   kind 0 MIN: A < B ? A : B       1 MAX: A > B ? A : B
//   kind 2 CND: C > 0.5 ? A : B     3 CMP: C >= 0.0 ? A : B
module r500_select (
  input  logic [1:0]  kind_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic [31:0] y_o
);

  localparam logic [31:0] Half = r500_pkg::F32_HALF;
  localparam logic [31:0] Zero = r500_pkg::F32_ZERO;

  // One comparator: x < y with (x, y) = (A, B) MIN, (B, A) MAX, (0.5, C) CND; CMP: C >= 0 is
  // the negation of C < 0 for a number (c_lt with (C, 0)).
  logic [31:0] x, y;
  logic        lt, eq, unord;
  always_comb begin
    unique case (kind_i)
      2'd0:    begin x = a_i;  y = b_i;  end
      2'd1:    begin x = b_i;  y = a_i;  end
      2'd2:    begin x = Half; y = c_i;  end
      default: begin x = c_i;  y = Zero; end
    endcase
  end
  r500_fcmp u_cmp (.a_i(x), .b_i(y), .lt_o(lt), .eq_o(eq), .unord_o(unord));

  logic take_a;
  assign take_a = (kind_i == 2'd3) ? (~unord & ~lt) : lt;
  assign y_o    = take_a ? a_i : b_i;

  logic unused_eq;
  assign unused_eq = eq;

endmodule
