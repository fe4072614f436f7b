// One fp_fma slice (ADD, SUB, MUL, FMA of one format) in its own pipeline, with the port list of
// fpu_top so that the same harness adapter drives it. It exists to measure and synthesize the
// fused multiply-add unit on its own; the other operations of fpu_top are not implemented here.
module fpu_fma_top #(
  parameter int unsigned ExpBits     = 8,
  parameter int unsigned ManBits     = 23,
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned TagWidth    = 16
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic                    in_valid_i,
  output logic                    in_ready_o,
  input  fp_pkg::fp_op_e          op_i,
  input  fp_pkg::fp_fmt_e         src_fmt_i,
  input  fp_pkg::fp_fmt_e         dst_fmt_i,
  input  fp_pkg::roundmode_e      rnd_mode_i,
  input  logic                    ftz_i,
  input  logic                    nan_propagate_i,
  input  fp_pkg::cmp_cond_e       cmp_cond_i,
  input  logic                    cmp_unordered_i,
  input  logic                    minmax_zero_ordered_i,
  input  logic                    rint_exact_i,
  input  logic [31:0]             a_i,
  input  logic [31:0]             b_i,
  input  logic [31:0]             c_i,
  input  logic [TagWidth-1:0]     tag_i,
  output logic                    out_valid_o,
  input  logic                    out_ready_i,
  output logic [31:0]             result_o,
  output logic [4:0]              status_o,
  output logic [TagWidth-1:0]     tag_o
);

  localparam int unsigned Width = ExpBits + ManBits + 1;

  logic [NumPipeRegs:0] reg_en, unused_stage_valid;  // no multi-cycle unit: nothing holds
  logic [Width-1:0]     result;

  pipe_ctrl #(
    .Depth     (NumPipeRegs),
    .SideWidth (TagWidth)
  ) u_pipe_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i,
    .in_ready_o,
    .side_i      (tag_i),
    .out_valid_o,
    .out_ready_i,
    .side_o      (tag_o),
    .reg_en_o    (reg_en),
    .hold_i      ('0),
    .stage_valid_o (unused_stage_valid)
  );

  fp_fma #(
    .ExpBits(ExpBits), .ManBits(ManBits), .NumPipeRegs(NumPipeRegs)
  ) u_fma (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .rnd_mode_i, .ftz_i, .nan_propagate_i,
    .a_i(a_i[Width-1:0]), .b_i(b_i[Width-1:0]), .c_i(c_i[Width-1:0]),
    .result_o(result), .status_o
  );

  assign result_o = 32'(result);

  // Ports kept only for the common port list of the FP core.
  logic unused_ports;
  assign unused_ports = ^{src_fmt_i, dst_fmt_i, cmp_cond_i, cmp_unordered_i,
                          minmax_zero_ordered_i, rint_exact_i, a_i, b_i, c_i};

endmodule
