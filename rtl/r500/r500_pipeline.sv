// R500 fragment shader (US) execution pipeline: one ALU, OUT or TEX instruction executed on
// Lanes pixels (quads of four: TL, TR, BL, BR at lanes 4q..4q+3), the transaction of
// golden/r500/execute.h (its header is the contract; section numbers are docs/r500.md's, P<n>
// and G<n> its decisions). Ports and latency: rtl/r500/README.md.
//
//   stage A  r500_decoder; per pixel the operand vectors (r500_src, inline constants), the quad's
//            src0 for MDH/MDV, the lane's presubtract and arguments (r500_lane); the write,
//            predicate, output and ALU-result enables (6.2-6.6, G7-G9); the TEX request, swizzles
//            and TEXKILL (r500_tex); destination addresses after aL (P3)
//   CutArg   (NumPipeRegs >= 3)
//   stage B  products, floors, selections, SIN/COS reduction          (r500_rgb_unit,
//   CutMul   (NumPipeRegs >= 1)                                        r500_alpha_unit)
//   stage C  adders, SFU, RCP, RSQ; DP/SOP couplings (5.3)
//   CutRaw   (NumPipeRegs >= 2)
//   stage D  OMOD, clamp, compares, gating, zeroing (r500_result)
//   NumPipeRegs - 3 output registers (NumPipeRegs > 3)
// Everything stage D needs from stage A (decoded fields, enables, the TEX results) travels in
// pipe_delay lines on the same enables. Handshake and tag: rtl/common/pipe_ctrl.sv (bubbles
// collapse, out_valid_o never depends on out_ready_i). Latency NumPipeRegs cycles from the input
// handshake to out_valid_o; one instruction per cycle.
//
// Pixel datapaths (r500_lane, r500_pred_en, r500_tex, r500_result): LaneUnits of them; when
// fewer than Lanes, they are time-shared (lane_pass_ctrl): an instruction enters the stages
// Lanes / LaneUnits times, pass s computing pixels s*LaneUnits .. s*LaneUnits + LaneUnits - 1 from
// the same inputs (the decoder and the operand selection of every pixel run each pass), and
// leaves as one record after its last pass.
// Compact (1; rtl/r500/README.md "Configurations"): one pixel datapath (LaneUnits 1) without
// SFU, divider or RSQ; one fp_sfu_iter and one fp_divsqrt_iter (r500_alpha_iter) serve it at
// stage C, which holds (pipe_ctrl hold_i) a pass whose alpha op is EX2, LN2, SIN, COS, RCP or
// RSQ until its result is in a register. Same results; other instructions one per
// Lanes / LaneUnits cycles.
//
// Every output whose enable is 0 is 0; an illegal instruction (P22) has illegal_o = 1, its type
// in type_o and every other output 0; an FC instruction has type_o = FC and no effect (fc.h
// executes it: r500_fc). The timing fields (NOP, ALU_WAIT, TEX_SEM_WAIT, LAST) have no effect
// here: one instruction is executed as if every earlier write were visible (P16, P39).
//
// Per-pixel vectors are flat, pixel p at [p*W +: W]; a register value is 128 bits {a, b, g, r}.
module r500_pipeline #(
  parameter int unsigned Lanes       = 4,   // a multiple of 4 (quads)
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned TagWidth    = 16,
  parameter int unsigned Compact     = 0,   // 1: shared iterative SFU and divider
  // Pixel datapaths; divides Lanes, and is a multiple of 4 or divides 4 (a group of up to four
  // shares one r500_alpha_iter in the compact configuration).
  parameter int unsigned LaneUnits   = (Compact != 0) ? 1 : Lanes
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  in_valid_i,
  output logic                  in_ready_o,
  input  logic [TagWidth-1:0]   in_tag_i,
  input  logic [191:0]          instr_i,              // W0 at [31:0] .. W5 at [191:160]
  input  logic [7:0]            al_i,                 // the loop register aL
  input  logic                  zero_times_anything_i,  // US_CONFIG bit 1 (6.7 item 4)
  input  logic [Lanes*288-1:0]  rgb_slot_i,           // per pixel, RGB slot n: {b, g, r} at n*96
  input  logic [Lanes*96-1:0]   alpha_slot_i,         // per pixel, alpha slot n: a at n*32
  input  logic [Lanes*128-1:0]  tex_src_i,
  input  logic [Lanes*128-1:0]  tex_dx_i,
  input  logic [Lanes*128-1:0]  tex_dy_i,
  input  logic [Lanes*4-1:0]    pred_i,               // per pixel: bit 0 R .. 3 A
  input  logic [Lanes-1:0]      active_i,
  input  logic [Lanes-1:0]      killed_i,
  input  logic [Lanes-1:0]      covered_i,
  output logic                  out_valid_o,
  input  logic                  out_ready_i,
  output logic [TagWidth-1:0]   out_tag_o,
  output logic                  illegal_o,
  output logic [1:0]            type_o,
  output logic [6:0]            rgb_addr_o,
  output logic [6:0]            alpha_addr_o,
  output logic [1:0]            rgb_target_o,
  output logic [1:0]            alpha_target_o,
  output logic                  tex_valid_o,
  output logic [2:0]            tex_op_o,
  output logic [3:0]            tex_unit_o,
  output logic                  tex_unscaled_o,
  output logic                  tex_sem_acquire_o,
  output logic [6:0]            tex_dst_addr_o,
  output logic [7:0]            tex_dst_swiz_o,       // destination r, g, b, a at [c*2 +: 2]
  output logic [Lanes*128-1:0]  result_o,
  output logic [Lanes*3-1:0]    rgb_we_o,
  output logic [Lanes-1:0]      alpha_we_o,
  output logic [Lanes*128-1:0]  temp_o,
  output logic [Lanes*4-1:0]    out_we_o,
  output logic [Lanes*128-1:0]  out_o,
  output logic [Lanes-1:0]      w_we_o,
  output logic [Lanes*32-1:0]   w_o,
  output logic [Lanes*4-1:0]    pred_we_o,
  output logic [Lanes*4-1:0]    pred_o,
  output logic [Lanes-1:0]      alu_result_we_o,
  output logic [Lanes-1:0]      alu_result_o,
  output logic [Lanes-1:0]      tex_issue_o,
  output logic [Lanes*128-1:0]  tex_coord_o,
  output logic [Lanes*128-1:0]  tex_dx_o,
  output logic [Lanes*128-1:0]  tex_dy_o,
  output logic [Lanes*4-1:0]    tex_we_o,
  output logic [Lanes-1:0]      kill_o
);

  if ((Lanes == 0) || (Lanes % 4 != 0)) begin : gen_bad_lanes
    $error("r500_pipeline: Lanes must be a non-zero multiple of 4");
  end
  if ((LaneUnits == 0) || (Lanes % LaneUnits != 0) ||
      ((LaneUnits % 4 != 0) && (4 % LaneUnits != 0))) begin : gen_bad_units
    $error("r500_pipeline: LaneUnits must divide Lanes and be a multiple or a divisor of 4");
  end

  // ---------------------------------------------------------------------------------------------
  // Cuts (rtl/r500/README.md "Pipeline"): which exist, and the index of their enable
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned HasMul = (NumPipeRegs >= 1) ? 1 : 0;
  localparam int unsigned HasRaw = (NumPipeRegs >= 2) ? 1 : 0;
  localparam int unsigned HasArg = (NumPipeRegs >= 3) ? 1 : 0;
  localparam int unsigned IdxArg = 1;
  localparam int unsigned IdxMul = HasArg + 1;
  localparam int unsigned IdxRaw = HasArg + HasMul + 1;
  localparam int unsigned NumCuts = HasArg + HasMul + HasRaw;  // registers before stage D
  localparam int unsigned NumOut  = NumPipeRegs - NumCuts;     // registers after stage D
  localparam int unsigned IdxC    = HasArg + HasMul;           // pipe_ctrl stage of stage C
  // Passes over the pixels; the compact configuration's shared units: one r500_alpha_iter per
  // group of IterPix lane units.
  localparam int unsigned Passes   = Lanes / LaneUnits;
  localparam int unsigned PassIdxW = (Passes > 1) ? $clog2(Passes) : 1;
  localparam int unsigned IterPix  = (LaneUnits < 4) ? LaneUnits : 4;
  localparam int unsigned IterUnits = LaneUnits / IterPix;

  logic [NumPipeRegs:0] reg_en, stage_valid, hold;
  logic [IterUnits-1:0] iter_hold;  // Compact: a group's shared units still work at stage C
  always_comb begin
    hold       = '0;
    hold[IdxC] = |iter_hold;
  end
  logic                inner_valid, inner_ready, inner_out_valid, inner_out_ready;
  logic [PassIdxW-1:0] pass_in, pass_out;
  logic [TagWidth-1:0] tag_out;
  pipe_ctrl #(.Depth(NumPipeRegs), .SideWidth(TagWidth + PassIdxW)) u_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i    (inner_valid),
    .in_ready_o    (inner_ready),
    .side_i        ({in_tag_i, pass_in}),
    .out_valid_o   (inner_out_valid),
    .out_ready_i   (inner_out_ready),
    .side_o        ({tag_out, pass_out}),
    .reg_en_o      (reg_en),
    .hold_i        (hold),
    .stage_valid_o (stage_valid)
  );
  // Every pass carries the instruction's tag; the record leaves with its last pass.
  assign out_tag_o = tag_out;

  // ---------------------------------------------------------------------------------------------
  // Stage A: decode
  // ---------------------------------------------------------------------------------------------
  logic         illegal;
  logic [2:0]   illegal_check;
  logic [191:0] reserved;
  logic [1:0]   itype;
  logic         tex_sem_wait, write_inactive, last, nop, alu_wait;
  logic [2:0]   rgb_pred_sel, alpha_pred_sel, rgb_wmask, rgb_omask;
  logic         rgb_pred_inv, alpha_pred_inv, alpha_wmask, alpha_omask;
  logic         rgb_clamp, alpha_clamp, alu_result_sel;
  logic [1:0]   alu_result_op;
  logic [3:0]   stat_we;
  logic [23:0]  rgb_src_addr, alpha_src_addr;
  logic [2:0]   rgb_src_const, rgb_src_rel, alpha_src_const, alpha_src_rel;
  logic [1:0]   rgb_srcp_op, alpha_srcp_op;
  logic [3:0]   rgb_op, alpha_op;
  logic [5:0]   rgb_sel, rgb_mod, alpha_sel, alpha_mod;
  logic [26:0]  rgb_swiz;
  logic [8:0]   alpha_swiz;
  logic [2:0]   rgb_omod, alpha_omod;
  logic [1:0]   rgb_target, alpha_target;
  logic         alu_wmask, w_omask;
  logic [6:0]   rgb_addrd, alpha_addrd;
  logic         rgb_addrd_rel, alpha_addrd_rel;
  logic [2:0]   tex_inst;
  logic [3:0]   tex_id;
  logic         tex_sem_acquire, tex_ignore_uncovered, tex_unscaled;
  logic [6:0]   tex_src_addr, tex_dst_addr, tex_dx_addr, tex_dy_addr;
  logic         tex_src_rel, tex_dst_rel, tex_dx_rel, tex_dy_rel;
  logic [7:0]   tex_src_swiz, tex_dst_swiz, tex_dx_swiz, tex_dy_swiz;
  logic [2:0]   fc_op;
  logic         fc_b_else, fc_jump_any, fc_ignore_uncovered, fc_jump_global;
  logic [1:0]   fc_a_op, fc_b_op0, fc_b_op1;
  logic [7:0]   fc_jump_func;
  logic [4:0]   fc_b_pop_cnt, fc_bool_addr, fc_int_addr;
  logic [8:0]   fc_jump_addr;

  r500_decoder u_dec (
    .instr_i                (instr_i),
    .illegal_o              (illegal),
    .illegal_check_o        (illegal_check),
    .reserved_o             (reserved),
    .type_o                 (itype),
    .tex_sem_wait_o         (tex_sem_wait),
    .rgb_pred_sel_o         (rgb_pred_sel),
    .rgb_pred_inv_o         (rgb_pred_inv),
    .write_inactive_o       (write_inactive),
    .last_o                 (last),
    .nop_o                  (nop),
    .alu_wait_o             (alu_wait),
    .rgb_wmask_o            (rgb_wmask),
    .alpha_wmask_o          (alpha_wmask),
    .rgb_omask_o            (rgb_omask),
    .alpha_omask_o          (alpha_omask),
    .rgb_clamp_o            (rgb_clamp),
    .alpha_clamp_o          (alpha_clamp),
    .alu_result_sel_o       (alu_result_sel),
    .alpha_pred_inv_o       (alpha_pred_inv),
    .alu_result_op_o        (alu_result_op),
    .alpha_pred_sel_o       (alpha_pred_sel),
    .stat_we_o              (stat_we),
    .rgb_src_addr_o         (rgb_src_addr),
    .rgb_src_const_o        (rgb_src_const),
    .rgb_src_rel_o          (rgb_src_rel),
    .rgb_srcp_op_o          (rgb_srcp_op),
    .alpha_src_addr_o       (alpha_src_addr),
    .alpha_src_const_o      (alpha_src_const),
    .alpha_src_rel_o        (alpha_src_rel),
    .alpha_srcp_op_o        (alpha_srcp_op),
    .rgb_op_o               (rgb_op),
    .alpha_op_o             (alpha_op),
    .rgb_sel_o              (rgb_sel),
    .rgb_swiz_o             (rgb_swiz),
    .rgb_mod_o              (rgb_mod),
    .alpha_sel_o            (alpha_sel),
    .alpha_swiz_o           (alpha_swiz),
    .alpha_mod_o            (alpha_mod),
    .rgb_omod_o             (rgb_omod),
    .alpha_omod_o           (alpha_omod),
    .rgb_target_o           (rgb_target),
    .alpha_target_o         (alpha_target),
    .alu_wmask_o            (alu_wmask),
    .w_omask_o              (w_omask),
    .rgb_addrd_o            (rgb_addrd),
    .rgb_addrd_rel_o        (rgb_addrd_rel),
    .alpha_addrd_o          (alpha_addrd),
    .alpha_addrd_rel_o      (alpha_addrd_rel),
    .tex_inst_o             (tex_inst),
    .tex_id_o               (tex_id),
    .tex_sem_acquire_o      (tex_sem_acquire),
    .tex_ignore_uncovered_o (tex_ignore_uncovered),
    .tex_unscaled_o         (tex_unscaled),
    .tex_src_addr_o         (tex_src_addr),
    .tex_src_rel_o          (tex_src_rel),
    .tex_src_swiz_o         (tex_src_swiz),
    .tex_dst_addr_o         (tex_dst_addr),
    .tex_dst_rel_o          (tex_dst_rel),
    .tex_dst_swiz_o         (tex_dst_swiz),
    .tex_dx_addr_o          (tex_dx_addr),
    .tex_dx_rel_o           (tex_dx_rel),
    .tex_dx_swiz_o          (tex_dx_swiz),
    .tex_dy_addr_o          (tex_dy_addr),
    .tex_dy_rel_o           (tex_dy_rel),
    .tex_dy_swiz_o          (tex_dy_swiz),
    .fc_op_o                (fc_op),
    .fc_b_else_o            (fc_b_else),
    .fc_jump_any_o          (fc_jump_any),
    .fc_a_op_o              (fc_a_op),
    .fc_jump_func_o         (fc_jump_func),
    .fc_b_pop_cnt_o         (fc_b_pop_cnt),
    .fc_b_op0_o             (fc_b_op0),
    .fc_b_op1_o             (fc_b_op1),
    .fc_ignore_uncovered_o  (fc_ignore_uncovered),
    .fc_bool_addr_o         (fc_bool_addr),
    .fc_int_addr_o          (fc_int_addr),
    .fc_jump_addr_o         (fc_jump_addr),
    .fc_jump_global_o       (fc_jump_global)
  );
  // Fields with no effect on an ALU/OUT/TEX instruction (timing, statistics, P21, P25, P39),
  // fields of FC instructions (r500_fc executes them), source addresses the harness resolves
  // (golden/r500/execute.h slot_location(), tex_location()), and aL[7] (temporary addresses
  // wrap modulo 128, P3).
  logic unused_dec;
  assign unused_dec = ^{illegal_check, reserved, tex_sem_wait, last, nop, alu_wait, stat_we,
                        al_i[7], rgb_src_rel, alpha_src_rel, tex_src_addr, tex_src_rel, tex_dx_addr,
                        tex_dx_rel, tex_dy_addr, tex_dy_rel, fc_op, fc_b_else, fc_jump_any,
                        fc_ignore_uncovered, fc_jump_global, fc_a_op, fc_b_op0, fc_b_op1,
                        fc_jump_func, fc_b_pop_cnt, fc_bool_addr, fc_int_addr, fc_jump_addr};

  logic legal, is_alu, is_out, is_aluout, is_tex, is_fetch;
  assign legal     = ~illegal;
  assign is_alu    = legal & (itype == r500_pkg::TYPE_ALU);
  assign is_out    = legal & (itype == r500_pkg::TYPE_OUT);
  assign is_aluout = is_alu | is_out;
  assign is_tex    = legal & (itype == r500_pkg::TYPE_TEX);
  assign is_fetch  = is_tex & (r500_pkg::TEX_OP_UNIT[tex_inst*r500_pkg::TEX_OP_UNIT_BITS +:
                                                      r500_pkg::TEX_OP_UNIT_BITS] ==
                               r500_pkg::TEX_OP_UNIT_FETCH);

  // Instruction-level outputs (execute.h ExecOut), 0 where they do not apply.
  localparam int unsigned InstW = 1 + 2 + 7 + 7 + 2 + 2 + 1 + 3 + 4 + 1 + 1 + 7 + 8;
  logic [InstW-1:0] inst_a, inst_d;
  logic [6:0]       rgb_dst, alpha_dst, tex_dst;
  assign rgb_dst   = rgb_addrd + (rgb_addrd_rel ? al_i[6:0] : 7'd0);      // mod 128 (P3)
  assign alpha_dst = alpha_addrd + (alpha_addrd_rel ? al_i[6:0] : 7'd0);
  assign tex_dst   = tex_dst_addr + (tex_dst_rel ? al_i[6:0] : 7'd0);
  assign inst_a = {illegal,
                   itype,
                   is_aluout ? rgb_dst : 7'd0,
                   is_aluout ? alpha_dst : 7'd0,
                   is_out ? rgb_target : 2'd0,
                   is_out ? alpha_target : 2'd0,
                   is_fetch,
                   is_fetch ? tex_inst : 3'd0,
                   is_fetch ? tex_id : 4'd0,
                   is_fetch & tex_unscaled,
                   is_fetch & tex_sem_acquire,
                   is_fetch ? tex_dst : 7'd0,
                   is_fetch ? tex_dst_swiz : 8'd0};

  // The alpha opcode the lanes execute. Compact: that of ALU/OUT only (else MAD), so that an
  // illegal, FC or TEX instruction never waits for the shared units (its results are 0 anyway).
  logic [3:0] lane_alpha_op;
  assign lane_alpha_op = ((Compact != 0) && !is_aluout) ? r500_pkg::ALPHA_OP_MAD : alpha_op;

  // What stage D needs of the instruction.
  localparam int unsigned CtlW = 1 + 3 + 3 + 1 + 1 + 2 + 2 + 1 + 2;
  logic [CtlW-1:0] ctl_a, ctl_d;
  logic            valid_d, rgb_clamp_d, alpha_clamp_d, alu_sel_d;
  logic [2:0]      rgb_omod_d, alpha_omod_d;
  logic [1:0]      rgb_cmp_d, alpha_cmp_d, alu_op_d;
  assign ctl_a = {is_aluout, rgb_omod, alpha_omod, rgb_clamp, alpha_clamp, rgb_target,
                  alpha_target, alu_result_sel, alu_result_op};

  // ---------------------------------------------------------------------------------------------
  // Stage A: per pixel operands, enables, TEX
  // ---------------------------------------------------------------------------------------------
  logic [Lanes*384-1:0] src;  // pixel p: src0, src1, src2 at [p*384 +: 384]
  for (genvar p = 0; p < Lanes; p++) begin : gen_src
    r500_src u_src (
      .rgb_addr_i    (rgb_src_addr),
      .rgb_const_i   (rgb_src_const),
      .alpha_addr_i  (alpha_src_addr),
      .alpha_const_i (alpha_src_const),
      .rgb_slot_i    (rgb_slot_i[p*288 +: 288]),
      .alpha_slot_i  (alpha_slot_i[p*96 +: 96]),
      .src_o         (src[p*384 +: 384])
    );
  end

  // Per lane unit, what travels to stage D: enables {w, out[3:0], alu, pred[3:0], temp[3:0]} and
  // the TEX results {kill, we[3:0], dy, dx, coord, issue}.
  localparam int unsigned PixW = 14 + 1 + 4 + 3*128 + 1;
  logic [LaneUnits*PixW-1:0] pix_a, pix_d;
  logic [LaneUnits*128-1:0]  rgb_raw_d;  // unit u: {alpha, b, g, r} raw at stage D
  // Stage C jobs of the shared units (Compact) and their results, unit u at [u*W +: W].
  logic [LaneUnits-1:0]      iter_sfu, iter_div, iter_rsq;
  logic [LaneUnits*2-1:0]    iter_sfu_op;
  logic [LaneUnits*32-1:0]   iter_a, iter_res;

  for (genvar u = 0; u < LaneUnits; u++) begin : gen_pixel
    // The pixel this unit computes in the entering pass, and the first pixel of its quad.
    int unsigned p, q0;
    assign p  = 32'(pass_in) * LaneUnits + u;
    assign q0 = p & ~32'd3;
    logic [383:0] src_p;
    logic [127:0] tl_src0, tr_src0, bl_src0;
    assign src_p   = src[p*384 +: 384];
    assign tl_src0 = src[q0*384 +: 128];
    assign tr_src0 = src[(q0 + 1)*384 +: 128];
    assign bl_src0 = src[(q0 + 2)*384 +: 128];

    r500_lane #(
      .NumPipeRegs (NumPipeRegs),
      .HasArg      (HasArg),
      .IdxArg      (IdxArg),
      .HasMul      (HasMul),
      .IdxMul      (IdxMul),
      .HasRaw      (HasRaw),
      .IdxRaw      (IdxRaw),
      .Compact     (Compact)
    ) u_lane (
      .clk_i,
      .reg_en_i        (reg_en),
      .rgb_op_i        (rgb_op),
      .alpha_op_i      (lane_alpha_op),
      .ztae_i          (zero_times_anything_i),
      .rgb_srcp_op_i   (rgb_srcp_op),
      .alpha_srcp_op_i (alpha_srcp_op),
      .rgb_sel_i       (rgb_sel),
      .rgb_swiz_i      (rgb_swiz),
      .rgb_mod_i       (rgb_mod),
      .alpha_sel_i     (alpha_sel),
      .alpha_swiz_i    (alpha_swiz),
      .alpha_mod_i     (alpha_mod),
      .src_i           (src_p),
      .tl_src0_i       (tl_src0),
      .tr_src0_i       (tr_src0),
      .bl_src0_i       (bl_src0),
      .iter_sfu_o      (iter_sfu[u]),
      .iter_div_o      (iter_div[u]),
      .iter_rsq_o      (iter_rsq[u]),
      .iter_sfu_op_o   (iter_sfu_op[u*2 +: 2]),
      .iter_a_o        (iter_a[u*32 +: 32]),
      .iter_res_i      (iter_res[u*32 +: 32]),
      .rgb_raw_o       (rgb_raw_d[u*128 +: 96]),
      .alpha_raw_o     (rgb_raw_d[u*128 + 96 +: 32])
    );

    logic [3:0] pen;
    r500_pred_en u_pen (
      .pred_i      (pred_i[p*4 +: 4]),
      .rgb_sel_i   (rgb_pred_sel),
      .rgb_inv_i   (rgb_pred_inv),
      .alpha_sel_i (alpha_pred_sel),
      .alpha_inv_i (alpha_pred_inv),
      .en_o        (pen)
    );

    // The pixel gate (6.2, G9) and the enables of ALU/OUT instructions (6.2-6.6, G7, G8).
    logic       gate, alu_en, w_en;
    logic [3:0] temp_en, pred_en, out_en, wmask, omask;
    assign wmask   = {alpha_wmask, rgb_wmask};
    assign omask   = {alpha_omask, rgb_omask};
    assign gate    = ~killed_i[p] & (active_i[p] | write_inactive);
    assign temp_en = wmask & pen & {4{gate & is_aluout}};
    assign pred_en = omask & pen & {4{gate & is_alu}};
    assign out_en  = omask & pen & {4{gate & is_out}};
    assign w_en    = w_omask & pen[3] & gate & is_out;
    assign alu_en  = alu_wmask & active_i[p] & ~killed_i[p] & is_alu;

    logic         issue, kill;
    logic [127:0] coord, dx, dy;
    logic [3:0]   twe;
    r500_tex u_tex (
      .tex_en_i           (is_tex),
      .inst_i             (tex_inst),
      .ignore_uncovered_i (tex_ignore_uncovered),
      .src_swiz_i         (tex_src_swiz),
      .dx_swiz_i          (tex_dx_swiz),
      .dy_swiz_i          (tex_dy_swiz),
      .write_inactive_i   (write_inactive),
      .wmask_i            (wmask),
      .pred_en_i          (pen),
      .active_i           (active_i[p]),
      .killed_i           (killed_i[p]),
      .covered_i          (covered_i[p]),
      .src_i              (tex_src_i[p*128 +: 128]),
      .dx_i               (tex_dx_i[p*128 +: 128]),
      .dy_i               (tex_dy_i[p*128 +: 128]),
      .issue_o            (issue),
      .coord_o            (coord),
      .dx_o               (dx),
      .dy_o               (dy),
      .we_o               (twe),
      .kill_o             (kill)
    );

    assign pix_a[u*PixW +: PixW] = {w_en, out_en, alu_en, pred_en, temp_en,
                                    kill, twe, dy, dx, coord, issue};
  end

  // ---------------------------------------------------------------------------------------------
  // Compact: the shared SFU and divider of each group of lane units, holding stage C while they
  // work
  // ---------------------------------------------------------------------------------------------
  if (Compact != 0) begin : gen_shared
    for (genvar g = 0; g < IterUnits; g++) begin : gen_group
      r500_alpha_iter #(.Pixels(IterPix)) u_iter (
        .clk_i,
        .rst_ni,
        .valid_i  (stage_valid[IdxC]),
        .load_i   (reg_en[IdxC]),
        .sfu_i    (iter_sfu[g*IterPix +: IterPix]),
        .div_i    (iter_div[g*IterPix +: IterPix]),
        .rsq_i    (iter_rsq[g*IterPix +: IterPix]),
        .sfu_op_i (iter_sfu_op[g*2*IterPix +: 2*IterPix]),
        .a_i      (iter_a[g*32*IterPix +: 32*IterPix]),
        .hold_o   (iter_hold[g]),
        .res_o    (iter_res[g*32*IterPix +: 32*IterPix])
      );
    end
    logic unused_stage_valid;
    assign unused_stage_valid = ^stage_valid;
  end else begin : gen_no_shared
    // The lanes' own units compute everything: no hold, no shared results.
    assign iter_hold = '0;
    assign iter_res  = '0;
    logic unused_iter;
    assign unused_iter = ^{stage_valid, iter_sfu, iter_div, iter_rsq, iter_sfu_op, iter_a};
  end

  // ---------------------------------------------------------------------------------------------
  // Side data to stage D: the NumCuts registers the datapath has before it
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned SideW = InstW + CtlW + LaneUnits*PixW;
  logic [SideW-1:0] side_a, side_d;
  assign side_a = {inst_a, ctl_a, pix_a};
  pipe_delay #(.Width(SideW), .Stages(NumCuts)) u_side (
    .clk_i,
    .reg_en_i (reg_en[NumCuts:0]),
    .d_i      (side_a),
    .q_o      (side_d)
  );
  assign {inst_d, ctl_d, pix_d} = side_d;
  assign {valid_d, rgb_omod_d, alpha_omod_d, rgb_clamp_d, alpha_clamp_d, rgb_cmp_d, alpha_cmp_d,
          alu_sel_d, alu_op_d} = ctl_d;

  // ---------------------------------------------------------------------------------------------
  // Stage D: result path and effects
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned OutPixW = 128 + 3 + 1 + 128 + 4 + 128 + 1 + 32 + 4 + 4 + 1 + 1
                                    + 1 + 3*128 + 4 + 1;
  logic [LaneUnits*OutPixW-1:0] opix_d;
  for (genvar u = 0; u < LaneUnits; u++) begin : gen_result
    logic [PixW-1:0] px;
    logic            w_en, alu_en, kill, issue;
    logic [3:0]      out_en, pred_en, temp_en, twe;
    logic [127:0]    coord, dx, dy;
    assign px = pix_d[u*PixW +: PixW];
    assign {w_en, out_en, alu_en, pred_en, temp_en, kill, twe, dy, dx, coord, issue} = px;

    logic [127:0] result, temp, outv;
    logic [2:0]   rgb_we;
    logic         alpha_we, alu_we, alu_res, w_we;
    logic [3:0]   pred_we, pred, out_we;
    logic [31:0]  w;
    r500_result u_result (
      .valid_i         (valid_d),
      .rgb_raw_i       (rgb_raw_d[u*128 +: 96]),
      .alpha_raw_i     (rgb_raw_d[u*128 + 96 +: 32]),
      .rgb_omod_i      (rgb_omod_d),
      .alpha_omod_i    (alpha_omod_d),
      .rgb_clamp_i     (rgb_clamp_d),
      .alpha_clamp_i   (alpha_clamp_d),
      .rgb_cmp_i       (rgb_cmp_d),
      .alpha_cmp_i     (alpha_cmp_d),
      .alu_sel_i       (alu_sel_d),
      .alu_op_i        (alu_op_d),
      .temp_en_i       (temp_en),
      .pred_en_i       (pred_en),
      .alu_en_i        (alu_en),
      .out_en_i        (out_en),
      .w_en_i          (w_en),
      .result_o        (result),
      .rgb_we_o        (rgb_we),
      .alpha_we_o      (alpha_we),
      .temp_o          (temp),
      .pred_we_o       (pred_we),
      .pred_o          (pred),
      .alu_result_we_o (alu_we),
      .alu_result_o    (alu_res),
      .out_we_o        (out_we),
      .out_o           (outv),
      .w_we_o          (w_we),
      .w_o             (w)
    );
    assign opix_d[u*OutPixW +: OutPixW] = {result, rgb_we, alpha_we, temp, out_we, outv, w_we, w,
                                           pred_we, pred, alu_we, alu_res, issue, coord, dx, dy,
                                           twe, kill};
  end

  // ---------------------------------------------------------------------------------------------
  // Output registers (NumPipeRegs > 3)
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned OutW = InstW + LaneUnits*OutPixW;
  logic [OutW-1:0] out_d, out_q;
  assign out_d = {inst_d, opix_d};
  if (NumOut != 0) begin : gen_out_regs
    logic [NumOut:0] out_en;
    assign out_en = {reg_en[NumPipeRegs:NumCuts+1], 1'b0};
    pipe_delay #(.Width(OutW), .Stages(NumOut)) u_out (
      .clk_i,
      .reg_en_i (out_en),
      .d_i      (out_d),
      .q_o      (out_q)
    );
  end else begin : gen_out_wire
    assign out_q = out_d;
  end

  // ---------------------------------------------------------------------------------------------
  // Passes: each pass's unit outputs collected into one record (the instruction-level part is
  // the same in every pass; the last pass's is taken)
  // ---------------------------------------------------------------------------------------------
  logic [Passes*OutW-1:0] pass_out_q;
  lane_pass_ctrl #(.Passes(Passes), .PassW(OutW)) u_passes (
    .clk_i, .rst_ni, .in_valid_i, .in_ready_o,
    .inner_valid_o(inner_valid), .inner_ready_i(inner_ready), .pass_o(pass_in),
    .inner_out_valid_i(inner_out_valid), .inner_out_ready_o(inner_out_ready),
    .inner_out_pass_i(pass_out), .inner_out_i(out_q),
    .out_valid_o, .out_ready_i, .out_o(pass_out_q));

  logic [Lanes*OutPixW-1:0] opix_q;
  for (genvar s = 0; s < Passes; s++) begin : gen_pass_out
    assign opix_q[s*LaneUnits*OutPixW +: LaneUnits*OutPixW] =
        pass_out_q[s*OutW +: LaneUnits*OutPixW];
    if (s + 1 < Passes) begin : gen_inst_unused
      logic unused_inst;
      assign unused_inst = ^pass_out_q[s*OutW + LaneUnits*OutPixW +: InstW];
    end
  end
  assign {illegal_o, type_o, rgb_addr_o, alpha_addr_o, rgb_target_o, alpha_target_o, tex_valid_o,
          tex_op_o, tex_unit_o, tex_unscaled_o, tex_sem_acquire_o, tex_dst_addr_o,
          tex_dst_swiz_o} = pass_out_q[(Passes-1)*OutW + LaneUnits*OutPixW +: InstW];

  for (genvar p = 0; p < Lanes; p++) begin : gen_out
    assign {result_o[p*128 +: 128], rgb_we_o[p*3 +: 3], alpha_we_o[p], temp_o[p*128 +: 128],
            out_we_o[p*4 +: 4], out_o[p*128 +: 128], w_we_o[p], w_o[p*32 +: 32],
            pred_we_o[p*4 +: 4], pred_o[p*4 +: 4], alu_result_we_o[p], alu_result_o[p],
            tex_issue_o[p], tex_coord_o[p*128 +: 128], tex_dx_o[p*128 +: 128],
            tex_dy_o[p*128 +: 128], tex_we_o[p*4 +: 4], kill_o[p]} =
        opix_q[p*OutPixW +: OutPixW];
  end

endmodule
