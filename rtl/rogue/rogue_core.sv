// Rogue USC group core: one instruction group per transaction, decoded by rogue_decoder and
// executed by rogue_alu (main-ALU, bitwise, F64 groups) or rogue_cnd (control groups)
// (docs/rogue.md 1.9-1.11, 14; D61, D65, D66, D68, D69). Ports, protocol and decisions:
// rtl/rogue/README.md, section "Group core".
//
// A transaction brings the group's bytes (memory order, with their count) and, for each of its
// executions (a repeated group has RPT + 1, up to 4), the S0..S5 values of the four instances and
// their P0 and PE. The register file is the caller's: it computes what each execution reads. The
// core feeds the bytes to the decoder as one stream, keeps the decoder's record offered (not
// taken) while the ALU runs the executions in order with rpt_idx_i = k, collects each execution's
// W0/W1/P0 and their enables, and offers the record and the results together. One group at a
// time: the top stays thin (a record is a few thousand bits; copying it would double that).
//
// A control group (ALUTYPE 11, one execution) does not go to rogue_alu: CND* and SAVL run in
// rogue_cnd on execution 0's values (W0, PE, CNDLT's P0, CNDSETL.B's link); BRL/BAL set the link to
// the next group's address (D69); every other control op writes nothing (its record is the
// decoder's, D61). The link address comes in with the transaction (link_i) and goes out after the
// group (link_o): control groups and a main group's backend SETL (D69) change it.
//
// Bytes past the decoder's first group are decoded and dropped (the caller gives one group).
module rogue_core #(
  parameter int unsigned NumPipeRegs = 2,  // rogue_alu's registers (0: combinational)
  parameter int unsigned TagWidth    = 8,
  localparam int unsigned Lanes      = 4,  // a quad: the derivatives need it
  localparam int unsigned MaxExec    = 4,  // RPT + 1 (D68)
  localparam int unsigned GB         = rogue_pkg::LIMIT_GROUP_MAX_BYTES
) (
  input  logic                                       clk_i,
  input  logic                                       rst_ni,
  input  logic                                       pd_en_i,  // project-defined encodings accepted (D3)
  // Transaction in
  input  logic                                       in_valid_i,
  output logic                                       in_ready_o,
  input  logic [TagWidth-1:0]                        tag_i,
  input  logic [GB*8-1:0]                            bytes_i,  // byte b at [8b +: 8]
  input  logic [5:0]                                 len_i,    // bytes given (0..GB)
  // Execution e, instance l, source k at [((e*Lanes+l)*6+k)*32 +: 32]; P0/PE bit e*Lanes+l
  input  logic [MaxExec*Lanes*6*32-1:0]              s_i,
  input  logic [MaxExec*Lanes-1:0]                   p0_i,
  input  logic [MaxExec*Lanes-1:0]                   pe_i,
  input  logic [31:0]                                link_i,   // the link address before the group (16-bit units, D69)
  // Result out
  output logic                                       out_valid_o,
  input  logic                                       out_ready_i,
  output logic [TagWidth-1:0]                        tag_o,
  // The decoder's record, as rogue_decoder gives it (rtl/rogue/README.md "Ports")
  output logic [31:0]                                grp_offset_o,
  output logic [5:0]                                 grp_length_o,
  output logic [31:0]                                grp_next_o,
  output logic [5:0]                                 grp_consumed_o,
  output logic                                       grp_illegal_o,
  output logic [rogue_pkg::REASON_BITS-1:0]          grp_reason_o,
  output logic [1:0]                                 grp_alu_o,
  output logic [rogue_pkg::NUM_SLOTS-1:0]            comp_present_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::LAYOUT_BITS-1:0]     comp_layout_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VARIANT_BITS-1:0]    comp_variant_o,
  output logic [rogue_pkg::NUM_SLOTS*5-1:0]                          comp_offset_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VAR_BYTES_W-1:0]     comp_size_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_FIELD_BITS-1:0] comp_fields_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_MAX_FIELDS-1:0] comp_inb_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0] comp_op_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS-1:0]       comp_op_valid_o,
  output logic [6*rogue_pkg::MAPLO_A_BANK_WIDTH-1:0] src_bank_o,
  output logic [6*rogue_pkg::MAPLO_A_IDX_WIDTH-1:0]  src_idx_o,
  output logic [1:0]                                 nsrc_lo_o,
  output logic [1:0]                                 nsrc_hi_o,
  output logic [rogue_pkg::MAPLO_MUX_WIDTH-1:0]      is0_o,
  output logic [1:0]                                 w_present_o,
  output logic [2*rogue_pkg::DST1_BANK_WIDTH-1:0]    w_bank_o,
  output logic [2*rogue_pkg::DST1_IDX_WIDTH-1:0]     w_idx_o,
  // Per execution e (0 for an illegal group): bit/word e*Lanes+l of instance l
  output logic [2:0]                                 nexec_o,
  output logic [MaxExec-1:0]                         unsupported_o,
  output logic [MaxExec*Lanes*2-1:0]                 w_we_o,   // [2(e*Lanes+l)]: W0, +1: W1
  output logic [MaxExec*Lanes*32-1:0]                w0_o,
  output logic [MaxExec*Lanes*32-1:0]                w1_o,
  output logic [MaxExec*Lanes-1:0]                   p0_we_o,
  output logic [MaxExec*Lanes-1:0]                   p0_o,
  output logic [MaxExec*Lanes-1:0]                   pe_we_o,  // PE written (CND*: every instance)
  output logic [MaxExec*Lanes-1:0]                   pe_o,     // PE after the execution (PE before where not written)
  // After the group
  output logic                                       link_we_o,  // the link address was written
  output logic [31:0]                                link_o      // the link after the group (link_i where not written)
);

  localparam int unsigned LW = Lanes * 6 * 32;  // S0..S5 of a quad, one execution

  typedef enum logic [2:0] {StIdle, StFeed, StDec, StExec, StOut} state_e;
  state_e state_q, state_d;

  // ---- The transaction, held until its result is taken -------------------------------------
  logic [GB*8-1:0]              bytes_q;
  logic [5:0]                   len_q, pos_q;
  logic [MaxExec*LW-1:0]        s_q;
  logic [MaxExec*Lanes-1:0]     p0_q, pe_q;
  logic [TagWidth-1:0]          tag_q;
  logic [2:0]                   nexec_q, issue_q;
  logic [MaxExec-1:0]           unsup_q;
  logic [MaxExec*Lanes*2-1:0]   w_we_q;
  logic [MaxExec*Lanes*32-1:0]  w0_q, w1_q;
  logic [MaxExec*Lanes-1:0]     p0_we_q, p0_res_q;
  logic [MaxExec*Lanes-1:0]     pe_we_q, pe_res_q;
  logic                         link_we_q;
  logic [31:0]                  link_q;

  logic        dec_in_valid, dec_in_ready, dec_last, dec_grp_valid, dec_grp_ready, dec_busy;
  logic accept;
  // Idle, and the decoder has nothing left of the previous stream (a register function).
  assign in_ready_o = (state_q == StIdle) & ~dec_busy & ~dec_grp_valid;
  assign accept     = in_valid_i & in_ready_o;

  // ---- Decoder: the bytes as one stream of 4-byte beats ------------------------------------
  logic [31:0] dec_data;
  logic [2:0]  dec_count;
  logic [5:0]  left;
  assign left         = len_q - pos_q;
  assign dec_in_valid = (state_q == StFeed);
  assign dec_data     = bytes_q[32'(pos_q)*8 +: 32];
  assign dec_count    = (left >= 6'd4) ? 3'd4 : left[2:0];
  assign dec_last     = (left <= 6'd4);
  // The record stays offered through the executions and is taken with the result; a record of a
  // second group in the bytes is taken (dropped) while idle.
  assign dec_grp_ready = ((state_q == StOut) & out_ready_i) | (state_q == StIdle);

  rogue_decoder #(.InBytes(4)) u_dec (
    .clk_i,
    .rst_ni,
    .pd_en_i,
    .in_valid_i      (dec_in_valid),
    .in_ready_o      (dec_in_ready),
    .in_data_i       (dec_data),
    .in_count_i      (dec_count),
    .in_last_i       (dec_last),
    .grp_valid_o     (dec_grp_valid),
    .grp_ready_i     (dec_grp_ready),
    .grp_offset_o,
    .grp_length_o,
    .grp_next_o,
    .grp_consumed_o,
    .grp_illegal_o,
    .grp_reason_o,
    .grp_alu_o,
    .comp_present_o,
    .comp_layout_o,
    .comp_variant_o,
    .comp_offset_o,
    .comp_size_o,
    .comp_fields_o,
    .comp_inb_o,
    .comp_op_o,
    .comp_op_valid_o,
    .src_bank_o,
    .src_idx_o,
    .nsrc_lo_o,
    .nsrc_hi_o,
    .is0_o,
    .w_present_o,
    .w_bank_o,
    .w_idx_o,
    .busy_o          (dec_busy)
  );

  // Executions of the decoded group: RPT + 1 when legal, none otherwise.
  logic [1:0] rpt;
  assign rpt = comp_fields_o[32'(rogue_pkg::SLOT_HDR)*rogue_pkg::COMP_FIELD_BITS +
                             rogue_pkg::HDR_RPT_OFF +: 2];

  // ---- ALU: execution k with the values of execution k -------------------------------------
  logic             alu_in_valid, alu_in_ready, alu_out_valid, alu_unsup;
  logic [1:0]       alu_tag;
  logic [Lanes*2-1:0]  alu_w_we;
  logic [Lanes*32-1:0] alu_w0, alu_w1;
  logic [Lanes-1:0]    alu_p0_we, alu_p0;
  logic [Lanes*6*32-1:0] unused_ft;
  logic [Lanes*32-1:0]   unused_fte;
  logic [Lanes-1:0]      unused_ftt;
  assign alu_in_valid = (state_q == StExec) & (issue_q < nexec_q);

  rogue_alu #(.Lanes(Lanes), .NumPipeRegs(NumPipeRegs), .TagWidth(2)) u_alu (
    .clk_i,
    .rst_ni,
    .in_valid_i      (alu_in_valid),
    .in_ready_o      (alu_in_ready),
    .tag_i           (issue_q[1:0]),
    .grp_alu_i       (grp_alu_o),
    .comp_present_i  (comp_present_o),
    .comp_layout_i   (comp_layout_o),
    .comp_variant_i  (comp_variant_o),
    .comp_fields_i   (comp_fields_o),
    .comp_op_i       (comp_op_o),
    .comp_op_valid_i (comp_op_valid_o),
    .is0_i           (is0_o),
    .rpt_idx_i       (issue_q[1:0]),
    .s_i             (s_q[32'(issue_q[1:0])*LW +: LW]),
    .p0_i            (p0_q[32'(issue_q[1:0])*Lanes +: Lanes]),
    .pe_i            (pe_q[32'(issue_q[1:0])*Lanes +: Lanes]),
    .out_valid_o     (alu_out_valid),
    .out_ready_i     (1'b1),
    .tag_o           (alu_tag),
    .w_we_o          (alu_w_we),
    .w0_o            (alu_w0),
    .w1_o            (alu_w1),
    .p0_we_o         (alu_p0_we),
    .p0_o            (alu_p0),
    .ft_o            (unused_ft),
    .fte_o           (unused_fte),
    .ftt_o           (unused_ftt),
    .unsupported_o   (alu_unsup)
  );

  // ---- Control groups: rogue_cnd on execution 0's values (one execution, no RPT) ------------
  localparam int unsigned HdrF  = 32'(rogue_pkg::SLOT_HDR) * rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned CtrlF = 32'(rogue_pkg::SLOT_CTRL) * rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned BeF   = 32'(rogue_pkg::SLOT_BE) * rogue_pkg::COMP_FIELD_BITS;
  logic       is_ctrl, ctrl_cnd, ctrl_savl, ctrl_link_branch;
  logic [3:0] ctrlop;
  logic [1:0] cc;
  assign is_ctrl   = (grp_alu_o == rogue_pkg::ALUTYPE_CONTROL);
  assign ctrlop    = comp_fields_o[HdrF + rogue_pkg::HDR_CTRLOP_OFF +: 4];
  assign cc        = {comp_fields_o[HdrF + rogue_pkg::HDR_CC1_OFF], comp_fields_o[HdrF + rogue_pkg::HDR_CC0_OFF]};
  assign ctrl_cnd  = is_ctrl & (ctrlop == rogue_pkg::CTRLOP_CND);
  assign ctrl_savl = is_ctrl & (ctrlop == rogue_pkg::CTRLOP_SAVL);
  // BRL, BAL: the branch op's LINK bit (6.1).
  assign ctrl_link_branch = is_ctrl & (ctrlop == rogue_pkg::CTRLOP_BRANCH) &
                            comp_fields_o[CtrlF + rogue_pkg::C_BRANCH_LINK_OFF];

  logic [Lanes*32-1:0] ctl_s0, ctl_s2, ctl_w0;
  logic [Lanes-1:0]    ctl_w0_we, ctl_pe_we, ctl_pe, ctl_p0_we, ctl_p0;
  logic                ctl_link_we;
  logic [31:0]         ctl_link;
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      ctl_s0[l*32 +: 32] = s_q[(l*6 + 0)*32 +: 32];
      ctl_s2[l*32 +: 32] = s_q[(l*6 + 2)*32 +: 32];
    end
  end

  rogue_cnd #(.Lanes(Lanes)) u_cnd (
    .cnd_i     (ctrl_cnd),
    .savl_i    (ctrl_savl),
    .cndinst_i (comp_fields_o[CtrlF + rogue_pkg::C_CND_CNDINST_OFF +: 3]),
    .pcnd_i    (comp_fields_o[CtrlF + rogue_pkg::C_CND_PCND_OFF +: 2]),
    .adjust_i  (comp_fields_o[CtrlF + rogue_pkg::C_CND_ADJUST_OFF +: 2]),
    .cc_i      (cc),
    .w0p_i     (comp_fields_o[HdrF + rogue_pkg::HDR_W0P_OFF]),
    .s0_i      (ctl_s0),
    .s2_i      (ctl_s2),
    .p0_i      (p0_q[Lanes-1:0]),
    .pe_i      (pe_q[Lanes-1:0]),
    .link_i    (link_q),
    .w0_we_o   (ctl_w0_we),
    .w0_o      (ctl_w0),
    .pe_we_o   (ctl_pe_we),
    .pe_o      (ctl_pe),
    .p0_we_o   (ctl_p0_we),
    .p0_o      (ctl_p0),
    .link_we_o (ctl_link_we),
    .link_o    (ctl_link)
  );
  logic [Lanes*2-1:0] ctl_w_we;
  always_comb begin
    for (int l = 0; l < Lanes; l++) ctl_w_we[2*l +: 2] = {1'b0, ctl_w0_we[l]};
  end
  logic ctrl_done;  // a legal control group's record is here: capture its results
  assign ctrl_done = (state_q == StDec) & dec_grp_valid & ~grp_illegal_o & is_ctrl;

  // ---- A main group's backend SETL: the link from W0/W1 (RESSEL) of the lowest enabled
  // instance of each execution that has one (D69); the last such execution wins.
  logic             be_setl, setl_ressel, setl_hit;
  logic [Lanes-1:0] exec_en;
  logic [31:0]      setl_link;
  assign be_setl     = (grp_alu_o == rogue_pkg::ALUTYPE_MAIN) & comp_present_o[rogue_pkg::SLOT_BE] &
                       (comp_layout_o[32'(rogue_pkg::SLOT_BE)*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS] ==
                        rogue_pkg::L_BE_SETL);
  assign setl_ressel = comp_fields_o[BeF + rogue_pkg::BE_SETL_RESSEL_OFF];
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      logic p0, pe;
      p0 = p0_q[32'(alu_tag)*Lanes + 32'(l)];
      pe = pe_q[32'(alu_tag)*Lanes + 32'(l)];
      unique case (cc)
        2'd0:    exec_en[l] = pe;
        2'd1:    exec_en[l] = pe & p0;
        2'd2:    exec_en[l] = 1'b1;
        default: exec_en[l] = pe & ~p0;
      endcase
    end
    setl_hit  = 1'b0;
    setl_link = '0;
    for (int l = Lanes - 1; l >= 0; l--) begin
      if (exec_en[l]) begin
        setl_hit  = 1'b1;
        setl_link = setl_ressel ? alu_w1[l*32 +: 32] : alu_w0[l*32 +: 32];
      end
    end
  end

  // The last execution's result: the group is done.
  logic last_ret;
  assign last_ret = alu_out_valid & ({1'b0, alu_tag} == nexec_q - 3'd1);

  always_comb begin
    state_d = state_q;
    unique case (state_q)
      StIdle: if (accept) state_d = StFeed;
      StFeed: if (dec_in_ready && dec_last) state_d = StDec;
      StDec:  if (dec_grp_valid) state_d = ((grp_illegal_o || is_ctrl) ? StOut : StExec);
      StExec: if (last_ret) state_d = StOut;
      StOut:  if (out_ready_i) state_d = StIdle;
      default: state_d = StIdle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q  <= StIdle;
      bytes_q  <= '0;
      len_q    <= '0;
      pos_q    <= '0;
      s_q      <= '0;
      p0_q     <= '0;
      pe_q     <= '0;
      tag_q    <= '0;
      nexec_q  <= '0;
      issue_q  <= '0;
      unsup_q  <= '0;
      w_we_q   <= '0;
      w0_q     <= '0;
      w1_q     <= '0;
      p0_we_q  <= '0;
      p0_res_q <= '0;
      pe_we_q  <= '0;
      pe_res_q <= '0;
      link_we_q <= 1'b0;
      link_q   <= '0;
    end else begin
      state_q <= state_d;
      if (accept) begin
        bytes_q  <= bytes_i;
        len_q    <= len_i;
        pos_q    <= '0;
        s_q      <= s_i;
        p0_q     <= p0_i;
        pe_q     <= pe_i;
        tag_q    <= tag_i;
        nexec_q  <= '0;
        issue_q  <= '0;
        // Executions that do not run report nothing.
        unsup_q  <= '0;
        w_we_q   <= '0;
        w0_q     <= '0;
        w1_q     <= '0;
        p0_we_q  <= '0;
        p0_res_q <= '0;
        pe_we_q  <= '0;
        pe_res_q <= pe_i;
        link_we_q <= 1'b0;
        link_q   <= link_i;
      end
      if (state_q == StFeed && dec_in_ready) pos_q <= pos_q + 6'd4;
      if (state_q == StDec && dec_grp_valid) nexec_q <= grp_illegal_o ? 3'd0 : {1'b0, rpt} + 3'd1;
      if (alu_in_valid && alu_in_ready) issue_q <= issue_q + 3'd1;
      if (state_q == StExec && alu_out_valid) begin
        unsup_q[alu_tag]                     <= alu_unsup;
        w_we_q[32'(alu_tag)*Lanes*2 +: Lanes*2] <= alu_w_we;
        w0_q[32'(alu_tag)*Lanes*32 +: Lanes*32] <= alu_w0;
        w1_q[32'(alu_tag)*Lanes*32 +: Lanes*32] <= alu_w1;
        p0_we_q[32'(alu_tag)*Lanes +: Lanes]    <= alu_p0_we;
        p0_res_q[32'(alu_tag)*Lanes +: Lanes]   <= alu_p0;
        if (be_setl && setl_hit && !alu_unsup) begin
          link_we_q <= 1'b1;
          link_q    <= setl_link;
        end
      end
      if (ctrl_done) begin
        w_we_q[Lanes*2-1:0]    <= ctl_w_we;
        w0_q[Lanes*32-1:0]     <= ctl_w0;
        p0_we_q[Lanes-1:0]     <= ctl_p0_we;
        p0_res_q[Lanes-1:0]    <= ctl_p0;
        pe_we_q[Lanes-1:0]     <= ctl_pe_we;
        pe_res_q[Lanes-1:0]    <= ctl_pe;
        if (ctl_link_we) begin
          link_we_q <= 1'b1;
          link_q    <= ctl_link;
        end else if (ctrl_link_branch) begin
          link_we_q <= 1'b1;
          link_q    <= (grp_offset_o + 32'(grp_length_o)) >> 1;  // the next group (D69)
        end
      end
    end
  end

  assign out_valid_o   = (state_q == StOut);
  assign tag_o         = tag_q;
  assign nexec_o       = nexec_q;
  assign unsupported_o = unsup_q;
  assign w_we_o        = w_we_q;
  assign w0_o          = w0_q;
  assign w1_o          = w1_q;
  assign p0_we_o       = p0_we_q;
  assign p0_o          = p0_res_q;
  assign pe_we_o       = pe_we_q;
  assign pe_o          = pe_res_q;
  assign link_we_o     = link_we_q;
  assign link_o        = link_q;

  logic unused_dec;
  assign unused_dec = ^{unused_ft, unused_fte, unused_ftt};

endmodule
