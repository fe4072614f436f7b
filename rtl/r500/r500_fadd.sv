// One addition of the R500 numeric model (docs/r500.md 6.7 items 1-3): rn(a + b) in binary32,
// subnormal inputs and results flushed, canonical NaN. Combinational: the shared adder fp_fma
// (Kind 1) without registers. Subtraction is a + (-b), the sign bit of b flipped by the caller.
module r500_fadd (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] s_o
);

  logic [0:0]  no_en;
  logic [31:0] zero_c;
  logic [4:0]  unused_status;
  assign no_en  = 1'b0;
  assign zero_c = 32'd0;

  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0), .Kind(1)) u_add (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (no_en),
    .op_i            (fp_pkg::OP_ADD),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b1),
    .nan_propagate_i (1'b0),
    .a_i             (a_i),
    .b_i             (b_i),
    .c_i             (zero_c),
    .result_o        (s_o),
    .status_o        (unused_status)
  );

endmodule
