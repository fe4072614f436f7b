// The shared transcendental and reciprocal units of the compact configuration (rtl/r500/README.md
// "Configurations"): one fp_sfu_iter (EX2, LG2, SIN, COS) and one fp_divsqrt_iter (RCP, RSQ)
// serve the Pixels pixel datapaths of their group (1 to 4: the lane units at stage C) one after
// another, on the stage-C operands their alpha units hold (r500_alpha_unit iter_*_o), while
// hold_o keeps stage C (pipe_ctrl hold_i) until the last pixel's result is in res_o's register.
//
// The same bits as the fast alpha unit's fp_sfu / fp_div / fp_rsq (docs/r500.md 6.7, G1, G2):
//   EX2, LN2, SIN, COS  fp_sfu_iter (the same algorithm as fp_sfu, bit for bit) with canonical
//                       NaNs, the result flushed here as the fast path flushes fp_sfu's
//   RCP                 DIV 1.0 / a, RNE, ftz (fp::div as fp_div with ftz: the subnormal
//                       operand is already flushed by the alpha unit, the result flushed by
//                       the unit's rounding), canonical NaN
//   RSQ                 RSQRT a = fp::rsqrt as fp_rsq: the operand already flushed, no abs
//                       (negative -> canonical NaN, -0 -> -inf), results never subnormal
// The operation is the instruction's (every pixel's flags are equal; pixel 0's decide); only
// the SIN/COS choice (r500_turns) differs per pixel. Every pixel is computed, whether or not
// its result is written: no pixel state reaches stage C, and a skipped pixel would save only
// its own L + 1 cycles.
//
// Cycles at stage C: 1 + the sum over the Pixels pixels of (L + 1), L the unit's latency for
// the pixel (fp_sfu_iter 2..25, fp_divsqrt_iter 1, 16 or 43); other instructions are not held.
module r500_alpha_iter #(
  parameter int unsigned Pixels = 4  // pixels served in turn, 1..4
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,
  input  logic                   valid_i,   // stage C holds an instruction (pipe_ctrl stage_valid_o)
  input  logic                   load_i,    // stage C takes a new instruction this cycle (its reg_en)
  input  logic [Pixels-1:0]      sfu_i,     // per pixel: EX2, LN2, SIN or COS
  input  logic [Pixels-1:0]      div_i,     // per pixel: RCP or RSQ
  input  logic [Pixels-1:0]      rsq_i,     // per pixel: RSQ
  input  logic [2*Pixels-1:0]    sfu_op_i,  // pixel p at [2p +: 2]: 0 EX2, 1 LG2, 2 SIN, 3 COS
  input  logic [32*Pixels-1:0]   a_i,       // pixel p at [32p +: 32]: the flushed operand
  output logic                   hold_o,    // stage C must keep its instruction
  output logic [32*Pixels-1:0]   res_o      // pixel p at [32p +: 32]: its result (valid once !hold_o)
);

  if ((Pixels == 0) || (Pixels > 4)) begin : gen_bad_pixels
    $error("r500_alpha_iter: Pixels must be 1 to 4");
  end

  logic need_sfu, need_div, need, is_rsq;
  assign need_sfu = sfu_i[0];
  assign need_div = div_i[0];
  assign is_rsq   = rsq_i[0];
  assign need     = need_sfu | need_div;
  if (Pixels > 1) begin : gen_unused_flags
    logic unused_flags;
    assign unused_flags = ^{sfu_i[Pixels-1:1], div_i[Pixels-1:1], rsq_i[Pixels-1:1]};
  end

  // job_q: pixels issued so far (Pixels: all); cur_q: the pixel in flight while busy_q.
  logic [2:0] job_q;
  logic [1:0] cur_q;
  logic       busy_q, all_issued;
  assign all_issued = job_q == 3'(Pixels);

  logic issue;
  assign issue  = valid_i & need & ~busy_q & ~all_issued;
  assign hold_o = valid_i & need & ~(all_issued & ~busy_q);

  logic [31:0] a_sel;
  logic [1:0]  op_sel;
  always_comb begin
    a_sel  = a_i[31:0];
    op_sel = sfu_op_i[1:0];
    for (int unsigned p = 1; p < Pixels; p++) begin
      if (job_q[1:0] == 2'(p)) begin
        a_sel  = a_i[32*p +: 32];
        op_sel = sfu_op_i[2*p +: 2];
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // The units (results taken in the cycle they appear: out_ready_i = 1)
  // ---------------------------------------------------------------------------------------------
  fp_pkg::sfu_op_e sfu_op;
  always_comb begin
    unique case (op_sel)
      2'd0:    sfu_op = fp_pkg::SFU_EX2;
      2'd1:    sfu_op = fp_pkg::SFU_LG2;
      2'd2:    sfu_op = fp_pkg::SFU_SIN;
      default: sfu_op = fp_pkg::SFU_COS;
    endcase
  end

  logic        sfu_in_valid, sfu_in_ready, sfu_out_valid;
  logic [31:0] sfu_res;
  assign sfu_in_valid = issue & need_sfu;
  fp_sfu_iter u_sfu (
    .clk_i,
    .rst_ni,
    .in_valid_i      (sfu_in_valid),
    .in_ready_o      (sfu_in_ready),
    .op_i            (sfu_op),
    .nan_propagate_i (1'b0),
    .a_i             (a_sel),
    .b_i             (32'd0),
    .out_valid_o     (sfu_out_valid),
    .out_ready_i     (1'b1),
    .result_o        (sfu_res)
  );

  logic        div_in_valid, div_in_ready, div_out_valid;
  logic [31:0] div_res;
  logic [4:0]  unused_status;
  assign div_in_valid = issue & need_div;
  fp_divsqrt_iter u_divsqrt (
    .clk_i,
    .rst_ni,
    .in_valid_i      (div_in_valid),
    .in_ready_o      (div_in_ready),
    .op_i            (is_rsq ? 2'd2 : 2'd0),
    .fmt_i           (1'b0),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b1),
    .nan_propagate_i (1'b0),
    .a_i             (is_rsq ? a_sel : r500_pkg::F32_ONE),
    .b_i             (a_sel),
    .out_valid_o     (div_out_valid),
    .out_ready_i     (1'b1),
    .result_o        (div_res),
    .status_o        (unused_status)
  );

  // ---------------------------------------------------------------------------------------------
  // Sequencing: a new instruction in stage C restarts at pixel 0
  // ---------------------------------------------------------------------------------------------
  logic accepted;
  assign accepted = (sfu_in_valid & sfu_in_ready) | (div_in_valid & div_in_ready);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      job_q  <= 3'd0;
      cur_q  <= 2'd0;
      busy_q <= 1'b0;
    end else if (load_i) begin
      job_q  <= 3'd0;
      busy_q <= 1'b0;
    end else if (accepted) begin
      job_q  <= job_q + 3'd1;
      cur_q  <= job_q[1:0];
      busy_q <= 1'b1;
    end else if (sfu_out_valid | div_out_valid) begin
      busy_q <= 1'b0;
    end
  end

  // Results: data registers, no reset (hold_o guards them). The SFU result is flushed as the
  // fast path flushes fp_sfu's (6.7 item 5, G2); the divider's is flushed by its ftz already.
  logic [31:0] sfu_flushed;
  assign sfu_flushed = (sfu_res[30:23] == 8'd0) ? {sfu_res[31], 31'd0} : sfu_res;
  logic [32*Pixels-1:0] res_q;
  always_ff @(posedge clk_i) begin
    for (int unsigned p = 0; p < Pixels; p++) begin
      if (cur_q == 2'(p)) begin
        if (sfu_out_valid) begin
          res_q[32*p +: 32] <= sfu_flushed;
        end else if (div_out_valid) begin
          res_q[32*p +: 32] <= div_res;
        end
      end
    end
  end
  assign res_o = res_q;

endmodule
