// Back half of one instance of the Rogue main-ALU data path (docs/rogue.md 1.9 steps 2-4, 14):
// the pack slot of phase 2 (FT2 from IS3: PCK, FADD_P2 / FMUL_P2 of 7.4 on the shared FMA, or
// CONVERTTOF64 of 7.4, whose low word replaces FT0 for IS4/IS5/MOVC, D40),
// the test unit (FTT from IS1 and IS2, and P0 with PWEN), W0 = IS4 and W1 = IS5, the move unit
// (MOV / MOVC byte lanes), the ops that wrote W0/W1/P0 directly (D38), and the write enables of
// the destinations and P0 (the condition, 1.2). A repeated group's PCK packs element k over the
// result of the executions before it (D68): the previous FT2 is kept here.
module rogue_alu_back
#(
  parameter int unsigned NumPipeRegs = 1,
  parameter int unsigned Lane        = 0
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic [NumPipeRegs:0]  reg_en_i,
  input  logic                  advance_i,  // the group at this half's input moves on
  input  rogue_alu_pkg::back_ctrl_t            ctrl_i,
  input  rogue_alu_pkg::lane_mid_t             mid_i,
  output logic [1:0]            w_we_o,
  output logic [31:0]           w0_o,
  output logic [31:0]           w1_o,
  output logic                  p0_we_o,
  output logic                  p0_o,
  output logic [6*32-1:0]       ft_o,
  output logic [31:0]           fte_o,
  output logic                  ftt_o,
  output logic                  unsupported_o  // the PCK format cannot be formed
);

  // ---- IS3 (1.6): FT0, FT1, S2 (D7), FTE ----
  logic [31:0] is3;
  always_comb begin
    unique case (ctrl_i.is3)
      2'd0:    is3 = mid_i.ft[0 +: 32];
      2'd1:    is3 = mid_i.ft[32 +: 32];
      2'd2:    is3 = mid_i.s2;
      default: is3 = mid_i.fte;
    endcase
  end

  // ---- FADD_P2 / FMUL_P2: FT2 = IS3 op FTE, IS3 with .neg/.abs, FTE with .abs (7.4) ----
  logic [31:0] p2_fp_res;
  rogue_fp_phase #(.NumPipeRegs(NumPipeRegs), .Lane(Lane)) u_p2 (
    .clk_i, .rst_ni, .reg_en_i,
    .mode_i  (ctrl_i.p2_fop ? 3'd1 : 3'd0),
    .a_flr_i (1'b0), .a_abs_i (ctrl_i.p2_s0abs), .a_neg_i (ctrl_i.p2_s0neg),
    .b_abs_i (ctrl_i.p2_s1abs), .b_neg_i (1'b0),
    .c_flr_i (1'b0), .c_abs_i (1'b0), .c_neg_i (1'b0),
    .sat_i   (ctrl_i.p2_sat),
    .a_i     (is3),
    .b_i     (mid_i.fte),
    .c_i     ('0),
    .quad_a_i ('0),
    .result_o (p2_fp_res)
  );

  // ---- PCK (3.5, 14.4, D51, D68): element rpt of the format, over the previous executions ----
  logic [31:0] pck_res, pck_acc_q, pck_val;
  logic        pck_ok;
  rogue_pck u_pck (
    .format_i (ctrl_i.pck_format),
    .scale_i  (ctrl_i.pck_scale),
    .rtz_i    (ctrl_i.pck_rtz),
    .elem_i   (ctrl_i.rpt),
    .x_i      (is3),
    .result_o (pck_res),
    .ok_o     (pck_ok)
  );
  assign pck_val = pck_res | ((ctrl_i.rpt != 2'd0) ? pck_acc_q : '0);
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pck_acc_q <= '0;
    end else if (advance_i) begin
      pck_acc_q <= pck_val;
    end
  end

  // ---- CONVERTTOF64 (7.4, D40): IS3 to binary64, low word -> FT0, high word -> FT2 ----
  logic [63:0] cvt_res;
  rogue_cvt_to_f64 u_cvt (
    .fmt_i    (ctrl_i.cvt_fmt),
    .x_i      (is3),
    .result_o (cvt_res)
  );

  // ---- NumPipeRegs registers beside the FMA ----
  rogue_alu_pkg::back_ctrl_t  ctrl_q;
  rogue_alu_pkg::lane_mid_t   mid_q;
  logic [31:0] pck_q;
  logic        pck_bad_q;
  logic [63:0] cvt_q;
  pipe_delay #(.Width($bits(ctrl_i) + $bits(mid_i) + 33 + 64), .Stages(NumPipeRegs)) u_side (
    .clk_i,
    .reg_en_i,
    .d_i ({ctrl_i, mid_i, pck_val, (ctrl_i.p2_kind == rogue_alu_pkg::P2K_PCK) & ~pck_ok, cvt_res}),
    .q_o ({ctrl_q, mid_q, pck_q, pck_bad_q, cvt_q})
  );

  logic [31:0] ft2;
  always_comb begin
    unique case (ctrl_q.p2_kind)
      rogue_alu_pkg::P2K_PCK: ft2 = pck_q;
      rogue_alu_pkg::P2K_FP:  ft2 = p2_fp_res;
      rogue_alu_pkg::P2K_CVT: ft2 = cvt_q[63:32];
      default: ft2 = '0;
    endcase
  end

  // ---- TST (3.10, 14.3): IS1 = FT0 or FTE, IS2 = FT1 or FTE ----
  logic ftt_raw, ftt;
  rogue_tst u_tst (
    .op_i    (ctrl_q.tst_op),
    .type_i  (ctrl_q.tst_type),
    .elem_i  (ctrl_q.tst_elem),
    .a_i     (ctrl_q.is1 ? mid_q.fte : mid_q.ft[0 +: 32]),
    .b_i     (ctrl_q.is2 ? mid_q.fte : mid_q.ft[32 +: 32]),
    .carry_i (mid_q.carry),
    .ftt_o   (ftt_raw)
  );
  assign ftt = ctrl_q.tst_present & ftt_raw;  // absent: 0 (D28)

  // ---- W0 = IS4, W1 = IS5, the direct writers (D38), then MOV / MOVC (1.9) ----
  function automatic logic [31:0] ftsel(input logic [1:0] code, input logic [31:0] ft0, input logic [31:0] ft1,
                                        input logic [31:0] ft2v, input logic [31:0] fte);
    unique case (code)
      2'd0:    ftsel = ft0;
      2'd1:    ftsel = ft1;
      2'd2:    ftsel = ft2v;
      default: ftsel = fte;
    endcase
  endfunction

  // FT0 as IS4, IS5 and MOVC see it: CONVERTTOF64's low word replaces the P0 result (D40).
  logic [31:0] ft0_sel;
  assign ft0_sel = (ctrl_q.p2_kind == rogue_alu_pkg::P2K_CVT) ? cvt_q[31:0] : mid_q.ft[0 +: 32];

  logic [31:0] mask, mov_w0;
  logic        p0_written;
  always_comb begin
    for (int e = 0; e < 4; e++) mask[8*e +: 8] = {8{ctrl_q.maskw0[e]}};
    w0_o = mid_q.w0_direct ? mid_q.w0 : ftsel(ctrl_q.is4, ft0_sel, mid_q.ft[32 +: 32], ft2, mid_q.fte);
    w1_o = mid_q.w1_direct ? mid_q.w1 : ftsel(ctrl_q.is5, ft0_sel, mid_q.ft[32 +: 32], ft2, mid_q.fte);
    mov_w0 = ftsel(ctrl_q.movw0, ft0_sel, mid_q.ft[32 +: 32], ft2, mid_q.fte);
    if (ctrl_q.mov_present && (ctrl_q.mov_always || ftt)) begin
      w0_o = (w0_o & ~mask) | (mov_w0 & mask);
      if (!ctrl_q.mov_always) w1_o = ftsel(ctrl_q.movw1, ft0_sel, mid_q.ft[32 +: 32], ft2, mid_q.fte);
    end
  end

  // ---- Writes of the instances the condition enables (1.2, 14 step 4) ----
  assign p0_written = (ctrl_q.tst_present & ctrl_q.tst_pwen) | mid_q.p0_we;
  assign p0_o       = (ctrl_q.tst_present & ctrl_q.tst_pwen) ? ftt : mid_q.p0_we ? mid_q.p0 : mid_q.p0_in;
  assign p0_we_o    = mid_q.en & p0_written;
  assign w_we_o     = {mid_q.en & ctrl_q.w1p, mid_q.en & ctrl_q.w0p};

  always_comb begin
    ft_o = mid_q.ft;
    if (!ctrl_q.bitwise) begin
      ft_o[0 +: 32]  = ft0_sel;
      ft_o[64 +: 32] = ft2;
    end
  end
  assign fte_o         = mid_q.fte;
  assign ftt_o         = ftt;
  assign unsupported_o = pck_bad_q;

  // Part of the carried controls is only used before the registers (phase 2's own fields).
  logic unused;
  assign unused = ^{ctrl_q, mid_q};

endmodule
