// floor(x) of FRC (docs/r500.md 6.7 item 6): an exact round toward -inf of the flushed value,
// on the shared floor unit fp_floor (its FLOOR operation, combinational). NaN gives the
// canonical NaN, infinities and zeros are returned unchanged, a subnormal is a zero.
module r500_floor (
  input  logic [31:0] x_i,
  output logic [31:0] y_o
);

  logic [0:0] no_en;
  logic [4:0] unused_status;
  assign no_en = 1'b0;

  fp_floor #(.NumPipeRegs(0)) u_floor (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (no_en),
    .op_i            (fp_pkg::OP_RINT),
    .ftz_i           (1'b1),
    .nan_propagate_i (1'b0),
    .a_i             (x_i),
    .result_o        (y_o),
    .status_o        (unused_status)
  );

endmodule
