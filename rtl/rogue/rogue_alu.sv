// Rogue USC main-ALU and bitwise group data path on a quad of instances (docs/rogue.md 1.9, 1.10,
// 14 steps 1-4): executes one decoded group, the record rogue_decoder outputs, on Lanes = 4
// instances (0 TL, 1 TR, 2 BL, 3 BR). The caller read the registers: S0..S5 of every instance
// come in as values, W0/W1 and P0 go out with their write enables. Ports, protocol and the
// decisions taken: rtl/rogue/README.md, section "Main ALU".
//
// Structure: per instance a front half (rogue_alu_front: IS0/FTE, phase 0 and phase 1 on the
// shared FMA, integer, unpack, sum-of-products and bitwise units) and a back half
// (rogue_alu_back: the pack slot, TST, IS1..IS5, MOV/MOVC, the writes), NumPipeRegs registers in
// all, split between the two halves' FMAs. One pipe_ctrl drives every register (valid/ready,
// bubbles collapse, in order, the tag beside the data). The complex ops (and FRED) run before
// the group enters the pipeline, on one multi-cycle rogue_cplx per instance; the input is held
// (pipe_ctrl hold_i[0]) until every instance's result is back. An F64 group (7.11) runs the same
// way on rogue_f64 (one sequenced binary64 unit set for the quad) and enters the pipeline with
// its results as direct W0/W1 values. CONVERTFROMF64 (P0) and CONVERTTOF64 (pack slot) are
// combinational units of the two halves.
//
// Out of scope (unsupported_o = 1, no write enabled): control groups and GTA, and what a helper
// unit reports it cannot form.
module rogue_alu
#(
  parameter int unsigned Lanes       = 4,
  parameter int unsigned NumPipeRegs = 2,  // registers from the input to the output (0: combinational)
  parameter int unsigned TagWidth    = 8
) (
  input  logic                                    clk_i,
  input  logic                                    rst_ni,
  input  logic                                    in_valid_i,
  output logic                                    in_ready_o,
  input  logic [TagWidth-1:0]                     tag_i,
  // The decoder's record (rogue_decoder's grp_alu_o, comp_*_o and is0_o)
  input  logic [1:0]                              grp_alu_i,
  input  logic [rogue_pkg::NUM_SLOTS-1:0]                    comp_present_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::LAYOUT_BITS-1:0]        comp_layout_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VARIANT_BITS-1:0]       comp_variant_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_FIELD_BITS-1:0]    comp_fields_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0]  comp_op_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS-1:0]          comp_op_valid_i,
  input  logic [2:0]                              is0_i,
  input  logic [1:0]                              rpt_idx_i,  // execution k of a repeated group (D68)
  // Per instance: S0..S5 (instance l, source k at [(l*6+k)*32 +: 32]), P0 and PE
  input  logic [Lanes*6*32-1:0]                   s_i,
  input  logic [Lanes-1:0]                        p0_i,
  input  logic [Lanes-1:0]                        pe_i,
  // Results, in order
  output logic                                    out_valid_o,
  input  logic                                    out_ready_i,
  output logic [TagWidth-1:0]                     tag_o,
  output logic [Lanes*2-1:0]                      w_we_o,     // [2l]: W0 of instance l, [2l+1]: W1
  output logic [Lanes*32-1:0]                     w0_o,
  output logic [Lanes*32-1:0]                     w1_o,
  output logic [Lanes-1:0]                        p0_we_o,
  output logic [Lanes-1:0]                        p0_o,       // the value P0 takes where p0_we_o is 1 (elsewhere: not P0)
  output logic [Lanes*6*32-1:0]                   ft_o,       // trace: main FT0, FT1, FT2 (0, 0, 0); bitwise FT0..FT5
  output logic [Lanes*32-1:0]                     fte_o,
  output logic [Lanes-1:0]                        ftt_o,
  output logic                                    unsupported_o
);

  localparam int unsigned CFB   = rogue_pkg::COMP_FIELD_BITS;
  // rogue_alu_pkg holds an op code in 8 bits (Yosys 0.23 reads no package name in a package).
  if (rogue_pkg::OP_BITS != 8) begin : gen_op_bits_check
    $error("rogue_alu_pkg assumes rogue_pkg::OP_BITS == 8");
  end
  localparam int unsigned RegsA = (NumPipeRegs + 1) / 2;  // front half (phase 0/1 FMAs)
  localparam int unsigned RegsB = NumPipeRegs / 2;        // back half (pack-slot FMA)

  // ---------------------------------------------------------------------------------------------
  // Group-level decode of the record
  // ---------------------------------------------------------------------------------------------
  function automatic logic [CFB-1:0] fields(input logic [4:0] s);
    fields = comp_fields_i[32'(s)*CFB +: CFB];
  endfunction
  function automatic logic [rogue_pkg::LAYOUT_BITS-1:0] layout(input logic [4:0] s);
    layout = comp_layout_i[32'(s)*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS];
  endfunction
  function automatic logic [rogue_pkg::OP_BITS-1:0] op0(input logic [4:0] s);
    op0 = comp_op_i[32'(s)*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS +: rogue_pkg::OP_BITS];
  endfunction

  logic [CFB-1:0] hdr_f, iss_f, mov_f, tst_f, pck_f;
  assign hdr_f = fields(rogue_pkg::SLOT_HDR);
  assign iss_f = fields(rogue_pkg::SLOT_ISS);
  assign mov_f = fields(rogue_pkg::SLOT_P2MOV);
  assign tst_f = fields(rogue_pkg::SLOT_P2TST);
  assign pck_f = fields(rogue_pkg::SLOT_P2PCK);

  logic is_main, is_bitwise, is_f64, has_p0, has_pck, is_cplx, unsupported_in;
  assign is_main    = (grp_alu_i == 2'(rogue_pkg::ALUTYPE_MAIN));
  assign is_bitwise = (grp_alu_i == 2'(rogue_pkg::ALUTYPE_BITWISE));
  assign is_f64     = (grp_alu_i == 2'(rogue_pkg::ALUTYPE_F64));
  assign has_p0     = is_main & comp_present_i[rogue_pkg::SLOT_P0];
  assign has_pck    = is_main & comp_present_i[rogue_pkg::SLOT_P2PCK];
  assign is_cplx    = has_p0 & ((layout(rogue_pkg::SLOT_P0) == rogue_pkg::L_M_CPLX) | (layout(rogue_pkg::SLOT_P0) == rogue_pkg::L_M_RED));
  assign unsupported_in = (!is_main && !is_bitwise && !is_f64)
                        | (has_pck & (layout(rogue_pkg::SLOT_P2PCK) == rogue_pkg::L_P2_GTA));

  rogue_alu_pkg::back_ctrl_t ctrl;
  always_comb begin
    ctrl             = '0;
    ctrl.bitwise     = is_bitwise;
    ctrl.w0p         = hdr_f[rogue_pkg::HDR_W0P_OFF] & ~unsupported_in;
    ctrl.w1p         = hdr_f[rogue_pkg::HDR_W1P_OFF] & ~unsupported_in;
    ctrl.rpt         = rpt_idx_i;
    if (has_pck && layout(rogue_pkg::SLOT_P2PCK) == rogue_pkg::L_P2_PCK) begin
      ctrl.p2_kind    = rogue_alu_pkg::P2K_PCK;
      ctrl.pck_format = pck_f[rogue_pkg::P2_PCK_FORMAT_OFF +: 5];
      ctrl.pck_scale  = pck_f[rogue_pkg::P2_PCK_SCALE_OFF];
      ctrl.pck_rtz    = pck_f[rogue_pkg::P2_PCK_RTZ_OFF];
    end else if (has_pck && layout(rogue_pkg::SLOT_P2PCK) == rogue_pkg::L_P2_CVT) begin
      ctrl.p2_kind = rogue_alu_pkg::P2K_CVT;
      ctrl.cvt_fmt = pck_f[rogue_pkg::P2_CVT_FMT_OFF +: 2];
    end else if (has_pck && layout(rogue_pkg::SLOT_P2PCK) == rogue_pkg::L_P2_FADDMUL) begin
      ctrl.p2_kind  = rogue_alu_pkg::P2K_FP;
      ctrl.p2_fop   = (op0(rogue_pkg::SLOT_P2PCK) == rogue_pkg::OP_FMUL_P2);
      ctrl.p2_sat   = pck_f[rogue_pkg::P2_FADDMUL_SAT_OFF];
      ctrl.p2_s0neg = pck_f[rogue_pkg::P2_FADDMUL_S0NEG_OFF];
      ctrl.p2_s0abs = pck_f[rogue_pkg::P2_FADDMUL_S0ABS_OFF];
      ctrl.p2_s1abs = pck_f[rogue_pkg::P2_FADDMUL_S1ABS_OFF];
    end
    ctrl.tst_present = is_main & comp_present_i[rogue_pkg::SLOT_P2TST];
    ctrl.tst_op      = op0(rogue_pkg::SLOT_P2TST);
    ctrl.tst_type    = tst_f[rogue_pkg::P2_TST_TYPE_OFF +: 3];
    ctrl.tst_elem    = tst_f[rogue_pkg::P2_TST_ELEM_OFF +: 2];
    ctrl.tst_pwen    = tst_f[rogue_pkg::P2_TST_PWEN_OFF];
    ctrl.mov_present = is_main & comp_present_i[rogue_pkg::SLOT_P2MOV];
    ctrl.mov_always  = (op0(rogue_pkg::SLOT_P2MOV) == rogue_pkg::OP_MOV);
    ctrl.movw0       = mov_f[rogue_pkg::P2_MOV_MOVW0_OFF +: 2];
    ctrl.movw1       = mov_f[rogue_pkg::P2_MOV_MOVW1_OFF +: 2];
    ctrl.maskw0      = mov_f[rogue_pkg::P2_MOV_MASKW0_OFF +: 4];
    ctrl.is1         = iss_f[rogue_pkg::ISS_IS1_OFF];
    ctrl.is2         = iss_f[rogue_pkg::ISS_IS2_OFF];
    ctrl.is3         = iss_f[rogue_pkg::ISS_IS3_OFF +: 2];
    ctrl.is4         = iss_f[rogue_pkg::ISS_IS4_OFF +: 2];
    ctrl.is5         = iss_f[rogue_pkg::ISS_IS5_OFF +: 2];
  end

  // The condition {CC1, CC0} (1.2): 00 PE, 01 PE and P0, 10 always, 11 PE and not P0.
  logic [1:0]       cc;
  logic [Lanes-1:0] lane_en;
  assign cc = {hdr_f[rogue_pkg::HDR_CC1_OFF], hdr_f[rogue_pkg::HDR_CC0_OFF]};
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      unique case (cc)
        2'd0:    lane_en[l] = pe_i[l];
        2'd1:    lane_en[l] = pe_i[l] & p0_i[l];
        2'd2:    lane_en[l] = 1'b1;
        default: lane_en[l] = pe_i[l] & ~p0_i[l];
      endcase
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Pipeline control; a complex group holds the input until its results are back
  // ---------------------------------------------------------------------------------------------
  logic [NumPipeRegs:0] reg_en, stage_valid, hold;
  logic                 cplx_wait, f64_wait;
  logic                 unsupported_q;
  logic [TagWidth-1:0]  tag_q;

  assign hold = {{NumPipeRegs{1'b0}}, cplx_wait | f64_wait};

  pipe_ctrl #(.Depth(NumPipeRegs), .SideWidth(TagWidth + 1)) u_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i,
    .in_ready_o,
    .side_i        ({tag_i, unsupported_in}),
    .out_valid_o,
    .out_ready_i,
    .side_o        ({tag_q, unsupported_q}),
    .reg_en_o      (reg_en),
    .hold_i        (hold),
    .stage_valid_o (stage_valid)
  );

  logic accept;
  assign accept = in_valid_i & in_ready_o;

  // One complex unit per instance: the four work in parallel, so a complex group costs one
  // unit latency, not four (a shared unit would serialise the quad behind one iterative core).
  logic [Lanes-1:0] cplx_in_ready, cplx_out_valid, cplx_issued_q, cplx_got_q;
  logic [Lanes-1:0] cplx_w1_we, cplx_p0, cplx_p0_we;
  logic [Lanes*32-1:0] cplx_w0, cplx_w1;
  logic [Lanes-1:0] res_w1_we_q, res_p0_q, res_p0_we_q;
  logic [Lanes*32-1:0] res_w0_q, res_w1_q;

  assign cplx_wait = in_valid_i & is_cplx & ~(&cplx_got_q);

  for (genvar l = 0; l < Lanes; l++) begin : gen_cplx
    rogue_cplx u_cplx (
      .clk_i,
      .rst_ni,
      .in_valid_i  (in_valid_i & is_cplx & ~cplx_issued_q[l]),
      .in_ready_o  (cplx_in_ready[l]),
      .op_i        (comp_op_i[32'(rogue_pkg::SLOT_P0)*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS +: rogue_pkg::OP_BITS]),
      .layout_i    (layout(rogue_pkg::SLOT_P0)),
      .fields_i    (fields(rogue_pkg::SLOT_P0)),
      .s_i         (s_i[l*6*32 +: 6*32]),
      .out_valid_o (cplx_out_valid[l]),
      .out_ready_i (~cplx_got_q[l]),
      .w0_o        (cplx_w0[l*32 +: 32]),
      .w1_o        (cplx_w1[l*32 +: 32]),
      .w1_we_o     (cplx_w1_we[l]),
      .p0_o        (cplx_p0[l]),
      .p0_we_o     (cplx_p0_we[l])
    );

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        cplx_issued_q[l] <= 1'b0;
        cplx_got_q[l]    <= 1'b0;
      end else if (accept) begin
        cplx_issued_q[l] <= 1'b0;
        cplx_got_q[l]    <= 1'b0;
      end else begin
        if (in_valid_i && is_cplx && !cplx_issued_q[l] && cplx_in_ready[l]) cplx_issued_q[l] <= 1'b1;
        if (cplx_out_valid[l] && !cplx_got_q[l]) cplx_got_q[l] <= 1'b1;
      end
    end

    // The results wait here until the group enters the pipeline (no reset: cplx_got_q guards).
    always_ff @(posedge clk_i) begin
      if (cplx_out_valid[l] && !cplx_got_q[l]) begin
        res_w0_q[l*32 +: 32] <= cplx_w0[l*32 +: 32];
        res_w1_q[l*32 +: 32] <= cplx_w1[l*32 +: 32];
        res_w1_we_q[l] <= cplx_w1_we[l];
        res_p0_q[l]    <= cplx_p0[l];
        res_p0_we_q[l] <= cplx_p0_we[l];
      end
    end
  end

  // The F64 group (7.11): one sequenced unit for the quad (its binary64 FMA, divider and square
  // root are large; the instances take turns). The group waits at the input until the results
  // are back, then takes them into the pipeline as direct W0/W1 values.
  logic                f64_in_ready, f64_out_valid;
  logic [Lanes*64-1:0] f64_res;
  logic [CFB-1:0]      f64_f;
  assign f64_f    = fields(rogue_pkg::SLOT_F64);
  assign f64_wait = in_valid_i & is_f64 & ~f64_out_valid;

  rogue_f64 #(.Lanes(Lanes)) u_f64 (
    .clk_i,
    .rst_ni,
    .in_valid_i  (in_valid_i & is_f64),
    .in_ready_o  (f64_in_ready),
    .op_i        (f64_f[rogue_pkg::F64_OP_F64OP_OFF +: 3]),
    .s_i,
    .out_valid_o (f64_out_valid),
    .out_ready_i (accept),
    .result_o    (f64_res)
  );

  // ---------------------------------------------------------------------------------------------
  // The instances
  // ---------------------------------------------------------------------------------------------
  // The controls of the back half travel beside the front half.
  rogue_alu_pkg::back_ctrl_t ctrl_mid;
  pipe_delay #(.Width($bits(ctrl)), .Stages(RegsA)) u_ctrl_delay (
    .clk_i,
    .reg_en_i (reg_en[RegsA:0]),
    .d_i      (ctrl),
    .q_o      (ctrl_mid)
  );

  // The group in the back half's input moves on (the previous PCK of a repeated group, D68).
  logic back_advance;
  if (RegsB > 0) begin : gen_adv_reg
    assign back_advance = reg_en[RegsA + 1];
  end else begin : gen_adv_out
    assign back_advance = out_valid_o & out_ready_i;
  end

  logic [4*32-1:0]        quad_s0, quad_s3;
  logic [Lanes-1:0]       front_unsupported, back_unsupported;
  for (genvar q = 0; q < 4; q++) begin : gen_quad
    assign quad_s0[q*32 +: 32] = s_i[((q % Lanes)*6 + 0)*32 +: 32];
    assign quad_s3[q*32 +: 32] = s_i[((q % Lanes)*6 + 3)*32 +: 32];
  end

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    rogue_alu_pkg::lane_mid_t        mid;
    logic [6*32-1:0]  ft;

    rogue_alu_front #(.NumPipeRegs(RegsA), .Lane(l)) u_front (
      .clk_i,
      .rst_ni,
      .reg_en_i        (reg_en[RegsA:0]),
      .bitwise_i       (is_bitwise),
      .comp_present_i,
      .comp_layout_i,
      .comp_variant_i,
      .comp_fields_i,
      .comp_op_i,
      .comp_op_valid_i,
      .is0_i,
      .rpt_i           (rpt_idx_i),
      .en_i            (lane_en[l]),
      .p0_i            (p0_i[l]),
      .s_i             (s_i[l*6*32 +: 6*32]),
      .quad_s0_i       (quad_s0),
      .quad_s3_i       (quad_s3),
      .cplx_i          (is_cplx),
      .cplx_w0_i       (res_w0_q[l*32 +: 32]),
      .cplx_w1_i       (res_w1_q[l*32 +: 32]),
      .cplx_w1_we_i    (res_w1_we_q[l]),
      .cplx_p0_i       (res_p0_q[l]),
      .cplx_p0_we_i    (res_p0_we_q[l]),
      .f64_i           (is_f64),
      .f64_res_i       (f64_res[l*64 +: 64]),
      .mid_o           (mid),
      .unsupported_o   (front_unsupported[l])
    );

    logic [1:0] w_we;
    logic       p0_we;
    rogue_alu_back #(.NumPipeRegs(RegsB), .Lane(l)) u_back (
      .clk_i,
      .rst_ni,
      .reg_en_i      (reg_en[NumPipeRegs:RegsA]),
      .advance_i     (back_advance),
      .ctrl_i        (ctrl_mid),
      .mid_i         (mid),
      .w_we_o        (w_we),
      .w0_o          (w0_o[l*32 +: 32]),
      .w1_o          (w1_o[l*32 +: 32]),
      .p0_we_o       (p0_we),
      .p0_o          (p0_o[l]),
      .ft_o          (ft),
      .fte_o         (fte_o[l*32 +: 32]),
      .ftt_o         (ftt_o[l]),
      .unsupported_o (back_unsupported[l])
    );
    assign ft_o[l*6*32 +: 6*32] = ft;
    assign w_we_o[2*l +: 2]     = unsupported_o ? 2'b00 : w_we;
    assign p0_we_o[l]           = ~unsupported_o & p0_we;
  end

  // A unit's "cannot form" flag is found in its half: the front's travels with the group.
  logic front_unsupported_q;
  pipe_delay #(.Width(1), .Stages(NumPipeRegs)) u_unsup_delay (
    .clk_i,
    .reg_en_i (reg_en),
    .d_i      (|front_unsupported),
    .q_o      (front_unsupported_q)
  );

  assign tag_o         = tag_q;
  assign unsupported_o = unsupported_q | front_unsupported_q | (|back_unsupported);

  logic unused;
  assign unused = ^{stage_valid, cplx_in_ready, f64_in_ready, hdr_f, iss_f, mov_f, tst_f, pck_f, f64_f};

endmodule
