// The IEEE floating-point core as one pipelined unit: the top of the cvfpu-like hierarchy
// top -> operation group (add/mul/fma, compare, convert) -> format slice (binary32, binary16).
// Every slice shares one pipe_ctrl, so all operations have the same latency (NumPipeRegs
// cycles), leave in the order they entered, and carry their tag with them.
module fpu_top #(
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned TagWidth    = 16,
  parameter logic [31:0] CanonNaN32  = 32'h7FC0_0000,
  parameter logic [15:0] CanonNaN16  = 16'h7E00
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  // Request
  input  logic                    in_valid_i,
  output logic                    in_ready_o,
  input  fp_pkg::fp_op_e          op_i,
  input  fp_pkg::fp_fmt_e         src_fmt_i,   // format of arithmetic, compare and float sources
  input  fp_pkg::fp_fmt_e         dst_fmt_i,   // destination format of conversions to float
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
  // Response
  output logic                    out_valid_o,
  input  logic                    out_ready_i,
  output logic [31:0]             result_o,
  output logic [4:0]              status_o,
  output logic [TagWidth-1:0]     tag_o
);

  // Which slice produced the result; travels with the operation. (Plain constants rather than
  // an enum: Yosys 0.23 cannot cast to a user type.)
  localparam logic [2:0] SelFma32 = 3'd0;
  localparam logic [2:0] SelFma16 = 3'd1;
  localparam logic [2:0] SelCmp32 = 3'd2;
  localparam logic [2:0] SelCmp16 = 3'd3;
  localparam logic [2:0] SelCvt   = 3'd4;

  logic [2:0] in_sel, out_sel;

  always_comb begin
    unique case (op_i)
      fp_pkg::OP_ADD, fp_pkg::OP_SUB, fp_pkg::OP_MUL, fp_pkg::OP_FMA:
        in_sel = (src_fmt_i == fp_pkg::FP16) ? SelFma16 : SelFma32;
      fp_pkg::OP_CMP, fp_pkg::OP_MIN, fp_pkg::OP_MAX:
        in_sel = (src_fmt_i == fp_pkg::FP16) ? SelCmp16 : SelCmp32;
      default:
        in_sel = SelCvt;
    endcase
  end

  logic [NumPipeRegs:0] reg_en, unused_stage_valid;  // no multi-cycle unit: nothing holds
  logic [TagWidth+2:0]  side_out;

  pipe_ctrl #(
    .Depth     (NumPipeRegs),
    .SideWidth (TagWidth + 3)
  ) u_pipe_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i,
    .in_ready_o,
    .side_i      ({tag_i, in_sel}),
    .out_valid_o,
    .out_ready_i,
    .side_o      (side_out),
    .reg_en_o    (reg_en),
    .hold_i      ('0),
    .stage_valid_o (unused_stage_valid)
  );

  assign tag_o   = side_out[TagWidth+2:3];
  assign out_sel = side_out[2:0];

  logic [31:0] fma32_result, cmp32_result, cvt_result;
  logic [15:0] fma16_result, cmp16_result;
  logic [4:0]  fma32_status, fma16_status, cmp32_status, cmp16_status, cvt_status;

  fp_fma #(
    .ExpBits(8), .ManBits(23), .NumPipeRegs(NumPipeRegs), .CanonNaN(CanonNaN32)
  ) u_fma32 (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .rnd_mode_i, .ftz_i, .nan_propagate_i,
    .a_i(a_i), .b_i(b_i), .c_i(c_i), .result_o(fma32_result), .status_o(fma32_status)
  );

  fp_fma #(
    .ExpBits(5), .ManBits(10), .NumPipeRegs(NumPipeRegs), .CanonNaN(CanonNaN16)
  ) u_fma16 (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .rnd_mode_i, .ftz_i, .nan_propagate_i,
    .a_i(a_i[15:0]), .b_i(b_i[15:0]), .c_i(c_i[15:0]),
    .result_o(fma16_result), .status_o(fma16_status)
  );

  fp_cmp #(
    .ExpBits(8), .ManBits(23), .NumPipeRegs(NumPipeRegs), .CanonNaN(CanonNaN32)
  ) u_cmp32 (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .cmp_cond_i, .cmp_unordered_i,
    .minmax_zero_ordered_i, .ftz_i, .nan_propagate_i,
    .a_i(a_i), .b_i(b_i), .result_o(cmp32_result), .status_o(cmp32_status)
  );

  fp_cmp #(
    .ExpBits(5), .ManBits(10), .NumPipeRegs(NumPipeRegs), .CanonNaN(CanonNaN16)
  ) u_cmp16 (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .cmp_cond_i, .cmp_unordered_i,
    .minmax_zero_ordered_i, .ftz_i, .nan_propagate_i,
    .a_i(a_i[15:0]), .b_i(b_i[15:0]), .result_o(cmp16_result), .status_o(cmp16_status)
  );

  fp_cvt #(
    .NumPipeRegs(NumPipeRegs), .CanonNaN32(CanonNaN32), .CanonNaN16(CanonNaN16)
  ) u_cvt (
    .clk_i, .rst_ni, .reg_en_i(reg_en), .op_i, .src_fmt_i, .dst_fmt_i, .rnd_mode_i, .ftz_i,
    .nan_propagate_i, .rint_exact_i, .a_i(a_i), .result_o(cvt_result), .status_o(cvt_status)
  );

  always_comb begin
    unique case (out_sel)
      SelFma32: begin result_o = fma32_result;          status_o = fma32_status; end
      SelFma16: begin result_o = {16'h0, fma16_result}; status_o = fma16_status; end
      SelCmp32: begin result_o = cmp32_result;          status_o = cmp32_status; end
      SelCmp16: begin result_o = {16'h0, cmp16_result}; status_o = cmp16_status; end
      default:   begin result_o = cvt_result;            status_o = cvt_status;   end
    endcase
  end

endmodule
