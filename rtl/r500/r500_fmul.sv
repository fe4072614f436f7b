// One product of the R500 numeric model (docs/r500.md 6.7 items 1-4): rn(a * b) in binary32,
// subnormal inputs and results flushed, canonical NaN; with ztae_i (US_CONFIG
// ZERO_TIMES_ANYTHING_EQUALS_ZERO) a factor that is zero after the flush (G3) makes the product
// a zero whose sign is the XOR of the factor signs, even against an infinity or a NaN.
// Combinational: the shared multiplier fp_fma (Kind 2) without registers.
module r500_fmul (
  input  logic        ztae_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] p_o
);

  logic [0:0]  no_en;
  logic [31:0] zero_c, prod;
  logic [4:0]  unused_status;
  assign no_en  = 1'b0;
  assign zero_c = 32'd0;

  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0), .Kind(2)) u_mul (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (no_en),
    .op_i            (fp_pkg::OP_MUL),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b1),
    .nan_propagate_i (1'b0),
    .a_i             (a_i),
    .b_i             (b_i),
    .c_i             (zero_c),
    .result_o        (prod),
    .status_o        (unused_status)
  );

  logic zero_factor;
  assign zero_factor = (a_i[30:23] == 8'd0) | (b_i[30:23] == 8'd0);
  assign p_o = (ztae_i & zero_factor) ? {a_i[31] ^ b_i[31], 31'd0} : prod;

endmodule
