// FCMP result of one lane (execute.h "Compares"): the float condition combined with the lane
// of C read as "lane != 0" (c OR (C != 0), or with .and c AND (C != 0)), then encoded by the
// result type W[31:30]: i1/u1 -> 1, f1 -> 1.0 of the lane's format (One), m1 -> all ones;
// false -> 0. Combinational.
module valhall_fp_cmp_result #(
  parameter int unsigned       Width = 32,
  parameter logic [Width-1:0]  One   = 32'h3F80_0000
) (
  input  logic             cond_i,         // the float condition (valhall_fp_cond)
  input  logic [Width-1:0] c_i,            // the lane of C as read
  input  logic             and_i,          // .and
  input  logic [1:0]       result_type_i,  // W[31:30]
  output logic [Width-1:0] result_o
);

  logic r;
  assign r = and_i ? (cond_i & (c_i != '0)) : (cond_i | (c_i != '0));
  always_comb begin
    unique case (result_type_i)
      2'd1:    result_o = r ? One : '0;
      2'd2:    result_o = {Width{r}};
      default: result_o = {{(Width-1){1'b0}}, r};
    endcase
  end

endmodule
