// PowerVR Rogue USC instruction-group decoder (docs/rogue.md 1.11 in hardware; ports and protocol
// in rtl/rogue/README.md).
//
// A byte stream in (InBytes bytes per beat, valid/ready, in_last_i ends a stream), one decoded
// group record out per instruction group (valid/ready). rogue_group_buffer cuts the stream into
// groups by LENGTH (step 7: the next group starts at offset + LENGTH*2 whatever the group holds);
// the engine here walks one group a component per cycle in the order of docs/rogue.md 1.4 and
// 1.11: the header (brief or full form), the op area in emission order (main ALU: backend, the
// phase-2 sequence move -> test -> pack slot ended by P2END or the pack slot, P1, P0; bitwise:
// phase 2, 1, 0 as OPCNT says; control: the op CTRLOP names; F64: its op byte), the lower and
// upper source maps, the ISS byte, the destination map (dual or single form), then the group
// checks (MOVC_NO_TEST, EXCLUSIVE_OP, DA_MISMATCH). Each component is read by rogue_comp_dec,
// which applies the encoding table's layouts (every field position, form condition, operation
// match, constraint and reserved code comes from the generated rogue_pkg). Decoding stops at the
// first problem with the reason of docs/rogue.md 9, in the golden decoder's order
// (golden/rogue/decode.cpp); the components read before it stay in the record.
//
// Record (valid while grp_valid_o, unchanged until taken): the group's stream offset, length,
// next offset, bytes parsed (consumed), legality and reason, ALU type; per slot of rogue_pkg
// (slot_e) whether the component is present, its layout, form, offset, size, packed field vector
// (rogue_pkg::<L>_<F>_OFF), which fields are in its bytes, and the operation of each unit; and,
// derived from the maps, S0..S5, the IS0 mux, the reference counts and the W0/W1 destinations.
// Registers of the special bank and pixel outputs are plain references here (bank, index).
//
// Timing: one component per cycle (a group takes 2 to 12 cycles after its last byte arrived);
// the buffer takes the next group's bytes meanwhile. in_ready_o and grp_valid_o are register
// functions.
module rogue_decoder #(
  parameter int unsigned InBytes = 1,
  localparam int unsigned CntW   = $clog2(InBytes + 1)
) (
  input  logic                                       clk_i,
  input  logic                                       rst_ni,
  // Project-defined encodings accepted (docs/rogue.md 7, D3); 0: they are PD_DISABLED.
  input  logic                                       pd_en_i,
  // Byte stream: in_count_i bytes of in_data_i are valid (from byte 0, memory order).
  input  logic                                       in_valid_i,
  output logic                                       in_ready_o,
  input  logic [8*InBytes-1:0]                       in_data_i,
  input  logic [CntW-1:0]                            in_count_i,
  input  logic                                       in_last_i,
  // Group records.
  output logic                                       grp_valid_o,
  input  logic                                       grp_ready_i,
  output logic [31:0]                                grp_offset_o,
  output logic [5:0]                                 grp_length_o,
  output logic [31:0]                                grp_next_o,
  output logic [5:0]                                 grp_consumed_o,
  output logic                                       grp_illegal_o,
  output logic [rogue_pkg::REASON_BITS-1:0]          grp_reason_o,
  output logic [1:0]                                 grp_alu_o,       // rogue_pkg::alutype_e
  // Components, entry s of each vector for slot s (rogue_pkg::slot_e).
  output logic [rogue_pkg::NUM_SLOTS-1:0]            comp_present_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::LAYOUT_BITS-1:0]     comp_layout_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VARIANT_BITS-1:0]    comp_variant_o,
  output logic [rogue_pkg::NUM_SLOTS*5-1:0]                          comp_offset_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VAR_BYTES_W-1:0]     comp_size_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_FIELD_BITS-1:0] comp_fields_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_MAX_FIELDS-1:0] comp_inb_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0] comp_op_o,
  output logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS-1:0]       comp_op_valid_o,
  // Derived from the source maps (S0..S5: bank, index) and the destination map (W0, W1).
  output logic [6*rogue_pkg::MAPLO_A_BANK_WIDTH-1:0] src_bank_o,
  output logic [6*rogue_pkg::MAPLO_A_IDX_WIDTH-1:0]  src_idx_o,
  output logic [1:0]                                 nsrc_lo_o,
  output logic [1:0]                                 nsrc_hi_o,
  output logic [rogue_pkg::MAPLO_MUX_WIDTH-1:0]      is0_o,
  output logic [1:0]                                 w_present_o,
  output logic [2*rogue_pkg::DST1_BANK_WIDTH-1:0]    w_bank_o,
  output logic [2*rogue_pkg::DST1_IDX_WIDTH-1:0]     w_idx_o,
  // Bytes held or a group being decoded.
  output logic                                       busy_o
);
  localparam int unsigned NS = rogue_pkg::NUM_SLOTS;
  localparam int unsigned LB = rogue_pkg::LAYOUT_BITS;
  localparam int unsigned VB = rogue_pkg::VARIANT_BITS;
  localparam int unsigned SB = rogue_pkg::VAR_BYTES_W;
  localparam int unsigned W  = rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned NB = rogue_pkg::COMP_MAX_FIELDS;
  localparam int unsigned UB = rogue_pkg::MAX_UNITS * rogue_pkg::OP_BITS;
  localparam int unsigned MU = rogue_pkg::MAX_UNITS;
  localparam int unsigned OB = rogue_pkg::OP_BITS;
  localparam int unsigned RB = rogue_pkg::REASON_BITS;
  localparam int unsigned BW = rogue_pkg::MAPLO_A_BANK_WIDTH;
  localparam int unsigned IW = rogue_pkg::MAPLO_A_IDX_WIDTH;
  localparam int unsigned GB = rogue_pkg::LIMIT_GROUP_MAX_BYTES;  // bytes of the longest group
  localparam int unsigned OpB = rogue_pkg::LIMIT_OP_MAX_BYTES;    // bytes of the longest component
  localparam int unsigned SlW = $clog2(NS);
  localparam logic [LB-1:0] LNone = rogue_pkg::LAYOUT_NONE;

  // Reasons (docs/rogue.md 9).
  localparam logic [RB-1:0] RNone       = RB'(rogue_pkg::REASON_NONE);
  localparam logic [RB-1:0] RTruncated  = RB'(rogue_pkg::REASON_TRUNCATED);
  localparam logic [RB-1:0] RCtrlop     = RB'(rogue_pkg::REASON_RESERVED_CTRLOP);
  localparam logic [RB-1:0] RReservedOp = RB'(rogue_pkg::REASON_RESERVED_OP);
  localparam logic [RB-1:0] RNotInSlot  = RB'(rogue_pkg::REASON_OP_NOT_IN_SLOT);
  localparam logic [RB-1:0] RP2Order    = RB'(rogue_pkg::REASON_P2_ORDER);
  localparam logic [RB-1:0] RMovc       = RB'(rogue_pkg::REASON_MOVC_NO_TEST);
  localparam logic [RB-1:0] RExclusive  = RB'(rogue_pkg::REASON_EXCLUSIVE_OP);
  localparam logic [RB-1:0] RCtrlWrite  = RB'(rogue_pkg::REASON_CTRL_WRITE);
  localparam logic [RB-1:0] RMissingMap = RB'(rogue_pkg::REASON_MISSING_MAP);
  localparam logic [RB-1:0] ROverrun    = RB'(rogue_pkg::REASON_LENGTH_OVERRUN);
  localparam logic [RB-1:0] RDa         = RB'(rogue_pkg::REASON_DA_MISMATCH);

  typedef enum logic [4:0] {
    StIdle, StHdr, StBe, StP2, StP1, StP0, StBw2, StBw1, StBw0, StCtrl, StF64,
    StMapLo, StMapHi, StIss, StDst, StCheck, StDone
  } state_e;

  // ---- Groups from the byte stream ------------------------------------------------------------
  logic         buf_valid, buf_ready, buf_trunc, buf_busy;
  logic [8*GB-1:0] buf_bytes;
  logic [5:0]   buf_len;
  logic [31:0]  buf_offset;
  rogue_group_buffer #(.InBytes(InBytes)) u_buffer (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (in_valid_i),
    .in_ready_o  (in_ready_o),
    .in_data_i   (in_data_i),
    .in_count_i  (in_count_i),
    .in_last_i   (in_last_i),
    .grp_valid_o (buf_valid),
    .grp_ready_i (buf_ready),
    .grp_bytes_o (buf_bytes),
    .grp_len_o   (buf_len),
    .grp_trunc_o (buf_trunc),
    .grp_offset_o(buf_offset),
    .busy_o      (buf_busy)
  );

  // ---- Engine state ---------------------------------------------------------------------------
  state_e        state_q, state_d;
  logic [8*GB-1:0] g_q;            // the group's bytes (those past glen_q are not the group's)
  logic [5:0]    glen_q;
  logic [31:0]   goff_q;
  logic [5:0]    pos_q, pos_d;     // next byte to parse
  logic [5:0]    da_q, da_d;       // the offset DA must hold (docs/rogue.md 1.3)
  logic          p2any_q, p2any_d; // a phase-2 op has been read
  logic [1:0]    p2last_q, p2last_d;  // its unit: 0 move, 1 test, 2 pack slot
  logic [RB-1:0] reason_q, reason_d;
  logic [1:0]    alu_q, alu_d;

  // Records, by slot.
  logic [NS-1:0]    rec_present_q;
  logic [NS*LB-1:0] rec_layout_q;
  logic [NS*VB-1:0] rec_variant_q;
  logic [NS*5-1:0]  rec_offset_q;
  logic [NS*SB-1:0] rec_size_q;
  logic [NS*W-1:0]  rec_fields_q;
  logic [NS*NB-1:0] rec_inb_q;
  logic [NS*UB-1:0] rec_op_q;
  logic [NS*MU-1:0] rec_opv_q;

  // ---- The component at pos_q ---------------------------------------------------------------
  // Its first bytes (as many as the longest component has); bytes past the group's end read 0 (D8).
  logic [8*OpB-1:0] win;
  logic [5:0]   avail;
  logic [7:0]   b0;
  always_comb begin
    logic [5:0] idx;
    win = '0;
    for (int i = 0; i < OpB; i++) begin
      idx = pos_q + 6'(i);
      if (idx < glen_q) win[i*8 +: 8] = g_q[32'(idx[$clog2(GB)-1:0])*8 +: 8];
    end
  end
  assign avail = glen_q - pos_q;
  assign b0    = win[7:0];

  // The header as recorded (states after StHdr).
  logic [W-1:0] hdr_q;
  assign hdr_q = rec_fields_q[32'(rogue_pkg::SLOT_HDR)*W +: W];
  logic [rogue_pkg::HDR_CTRLOP_WIDTH-1:0] ctrlop_q;
  logic                                   w0p_q, w1p_q;
  logic [rogue_pkg::HDR_DA_WIDTH-1:0]     da_field_q;
  assign ctrlop_q   = hdr_q[rogue_pkg::HDR_CTRLOP_OFF +: rogue_pkg::HDR_CTRLOP_WIDTH];
  assign w0p_q      = hdr_q[rogue_pkg::HDR_W0P_OFF];
  assign w1p_q      = hdr_q[rogue_pkg::HDR_W1P_OFF];
  assign da_field_q = hdr_q[rogue_pkg::HDR_DA_OFF +: rogue_pkg::HDR_DA_WIDTH];

  // Layout of each op slot for byte 0 (docs/rogue.md 1.4; the slots' byte-0 selects).
  logic [LB-1:0] lay_p0, lay_p1, lay_mov, lay_tst, lay_pck, lay_be, lay_bw0, lay_bw1, lay_bw2;
  logic [LB-1:0] lay_f64, lay_ctrl;
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_P0_LAYOUT)) u_lay_p0 (
    .idx_i(b0), .val_o(lay_p0));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_P1_LAYOUT)) u_lay_p1 (
    .idx_i(b0), .val_o(lay_p1));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_P2MOV_LAYOUT)) u_lay_mov (
    .idx_i(b0), .val_o(lay_mov));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_P2TST_LAYOUT)) u_lay_tst (
    .idx_i(b0), .val_o(lay_tst));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_P2PCK_LAYOUT)) u_lay_pck (
    .idx_i(b0), .val_o(lay_pck));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_BE_LAYOUT)) u_lay_be (
    .idx_i(b0), .val_o(lay_be));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_BW0_LAYOUT)) u_lay_bw0 (
    .idx_i(b0), .val_o(lay_bw0));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_BW1_LAYOUT)) u_lay_bw1 (
    .idx_i(b0), .val_o(lay_bw1));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_BW2_LAYOUT)) u_lay_bw2 (
    .idx_i(b0), .val_o(lay_bw2));
  rogue_table_lookup #(.W(LB), .N(256), .Entries(rogue_pkg::SLOT_F64_LAYOUT)) u_lay_f64 (
    .idx_i(b0), .val_o(lay_f64));
  rogue_table_lookup #(.W(LB), .N(16), .Entries(rogue_pkg::CTRLOP_LAYOUT)) u_lay_ctrl (
    .idx_i(ctrlop_q), .val_o(lay_ctrl));

  // A byte that has no layout in its slot but one in another slot of the same ALU is
  // OP_NOT_IN_SLOT (D36), else RESERVED_OP.
  logic main_sibling, bw_sibling;
  assign main_sibling = lay_p0 != LNone || lay_p1 != LNone || lay_pck != LNone;
  assign bw_sibling   = lay_bw0 != LNone || lay_bw1 != LNone || lay_bw2 != LNone;

  // The phase-2 unit of the op at pos_q (docs/rogue.md 1.4): the move unit when the move slot's
  // select claims byte 0 (MAIN_OP 110), the test unit when the test slot's does (111), else the
  // pack slot.
  logic [1:0] p2stage;
  assign p2stage = lay_mov != LNone ? 2'd0 : lay_tst != LNone ? 2'd1 : 2'd2;

  // What the current state reads: slot, layout, and a problem found before reading.
  logic [SlW-1:0] cur_slot;
  logic [LB-1:0] cur_lay;
  logic [RB-1:0] pre_reason;
  always_comb begin
    logic [LB-1:0] op_lay;
    logic          sibling, op_slot;
    cur_slot   = SlW'(rogue_pkg::SLOT_HDR);
    cur_lay    = LNone;
    pre_reason = RNone;
    op_lay     = LNone;
    sibling    = 1'b0;
    op_slot    = 1'b0;
    unique case (state_q)
      StHdr: begin
        cur_slot = SlW'(rogue_pkg::SLOT_HDR);
        cur_lay  = rogue_pkg::L_HDR;
      end
      StBe: begin
        cur_slot = SlW'(rogue_pkg::SLOT_BE);
        op_lay   = lay_be;
        op_slot  = 1'b1;
      end
      StP2: begin
        op_slot = 1'b1;
        if (p2stage == 2'd0) begin
          cur_slot = SlW'(rogue_pkg::SLOT_P2MOV);
          op_lay   = lay_mov;
        end else if (p2stage == 2'd1) begin
          cur_slot = SlW'(rogue_pkg::SLOT_P2TST);
          op_lay   = lay_tst;
        end else begin
          cur_slot = SlW'(rogue_pkg::SLOT_P2PCK);
          op_lay   = lay_pck;
        end
      end
      StP1: begin
        cur_slot = SlW'(rogue_pkg::SLOT_P1);
        op_lay   = lay_p1;
        sibling  = main_sibling;
        op_slot  = 1'b1;
      end
      StP0: begin
        cur_slot = SlW'(rogue_pkg::SLOT_P0);
        op_lay   = lay_p0;
        sibling  = main_sibling;
        op_slot  = 1'b1;
      end
      StBw2: begin
        cur_slot = SlW'(rogue_pkg::SLOT_BW2);
        op_lay   = lay_bw2;
        sibling  = bw_sibling;
        op_slot  = 1'b1;
      end
      StBw1: begin
        cur_slot = SlW'(rogue_pkg::SLOT_BW1);
        op_lay   = lay_bw1;
        sibling  = bw_sibling;
        op_slot  = 1'b1;
      end
      StBw0: begin
        cur_slot = SlW'(rogue_pkg::SLOT_BW0);
        op_lay   = lay_bw0;
        sibling  = bw_sibling;
        op_slot  = 1'b1;
      end
      StF64: begin
        cur_slot = SlW'(rogue_pkg::SLOT_F64);
        op_lay   = lay_f64;
        op_slot  = 1'b1;
      end
      StCtrl: begin
        cur_slot = SlW'(rogue_pkg::SLOT_CTRL);
        cur_lay  = lay_ctrl;
        if (lay_ctrl == LNone) begin
          pre_reason = RCtrlop;
        end else if (avail == 6'd0 && !rogue_pkg::LAY_ZERO[lay_ctrl]) begin
          pre_reason = ROverrun;
        end
      end
      StMapLo: begin
        cur_slot = SlW'(rogue_pkg::SLOT_MAPLO);
        cur_lay  = rogue_pkg::L_MAPLO;
      end
      StMapHi: begin
        cur_slot = SlW'(rogue_pkg::SLOT_MAPHI);
        cur_lay  = rogue_pkg::L_MAPHI;
      end
      StIss: begin
        cur_slot = SlW'(rogue_pkg::SLOT_ISS);
        cur_lay  = rogue_pkg::L_ISS;
      end
      StDst: begin
        cur_slot = (w0p_q && w1p_q) ? SlW'(rogue_pkg::SLOT_DST2) : SlW'(rogue_pkg::SLOT_DST1);
        cur_lay  = (w0p_q && w1p_q) ? rogue_pkg::L_DST2 : rogue_pkg::L_DST1;
      end
      default: ;
    endcase
    // An op: it must start inside the group, and its byte 0 must select a layout of the slot.
    if (op_slot) begin
      cur_lay = op_lay;
      if (pos_q >= glen_q) begin
        pre_reason = ROverrun;
      end else if (state_q == StP2 && p2any_q && p2stage <= p2last_q) begin
        pre_reason = RP2Order;
      end else if (op_lay == LNone) begin
        pre_reason = sibling ? RNotInSlot : RReservedOp;
      end
    end
    // A header, map, ISS byte or destination map that would start at the end of the group.
    if ((state_q == StHdr || state_q == StMapLo || state_q == StMapHi || state_q == StIss ||
         state_q == StDst) && avail == 6'd0) begin
      pre_reason = state_q == StHdr ? ROverrun : RMissingMap;
    end
  end

  logic                  c_present;
  logic [RB-1:0]         c_reason;
  logic [VB-1:0]         c_var;
  logic [SB-1:0]         c_size;
  logic [W-1:0]          c_fields;
  logic [NB-1:0]         c_inb;
  logic [UB-1:0]         c_op;
  logic [MU-1:0]  c_opv;
  rogue_comp_dec u_comp (
    .win_i     (win),
    .lay_i     (cur_lay),
    .slot_i    (cur_slot),
    .avail_i   (avail),
    .pd_en_i   (pd_en_i),
    .present_o (c_present),
    .reason_o  (c_reason),
    .var_o     (c_var),
    .size_o    (c_size),
    .fields_o  (c_fields),
    .inb_o     (c_inb),
    .op_o      (c_op),
    .op_valid_o(c_opv)
  );

  // ---- The group procedure --------------------------------------------------------------------
  // Header fields for the transitions: the component just read in StHdr, the record after.
  logic [W-1:0] hdr_now;
  assign hdr_now = state_q == StHdr ? c_fields : hdr_q;
  logic [rogue_pkg::HDR_ALUTYPE_WIDTH-1:0] alu_now;
  logic [rogue_pkg::HDR_OPORG_WIDTH-1:0]   oporg_now;
  logic [rogue_pkg::HDR_OPCNT_WIDTH-1:0]   opcnt_now;
  logic                                    w0p_now, w1p_now;
  assign alu_now   = hdr_now[rogue_pkg::HDR_ALUTYPE_OFF +: rogue_pkg::HDR_ALUTYPE_WIDTH];
  assign oporg_now = hdr_now[rogue_pkg::HDR_OPORG_OFF +: rogue_pkg::HDR_OPORG_WIDTH];
  assign opcnt_now = hdr_now[rogue_pkg::HDR_OPCNT_OFF +: rogue_pkg::HDR_OPCNT_WIDTH];
  assign w0p_now   = hdr_now[rogue_pkg::HDR_W0P_OFF];
  assign w1p_now   = hdr_now[rogue_pkg::HDR_W1P_OFF];
  logic has_be, has_p2, has_p1, has_p0;
  assign has_be = rogue_pkg::OPORG_HAS_BE[oporg_now];
  assign has_p2 = rogue_pkg::OPORG_HAS_P2[oporg_now];
  assign has_p1 = rogue_pkg::OPORG_HAS_P1[oporg_now];
  assign has_p0 = rogue_pkg::OPORG_HAS_P0[oporg_now];
  logic is_main, is_bitwise, is_control;
  assign is_main    = alu_now == rogue_pkg::ALUTYPE_MAIN;
  assign is_bitwise = alu_now == rogue_pkg::ALUTYPE_BITWISE;
  assign is_control = alu_now == rogue_pkg::ALUTYPE_CONTROL;

  // The state after each part (docs/rogue.md 1.1, 1.4): OPCNT bit k announces bitwise phase k.
  state_e after_p2, after_be, main_first, after_bw2, after_bw1, bw_first, after_maphi;
  state_e dst_or_check;
  assign after_p2     = has_p1 ? StP1 : has_p0 ? StP0 : StMapLo;
  assign after_be     = has_p2 ? StP2 : after_p2;
  assign main_first   = has_be ? StBe : after_be;
  assign after_bw1    = opcnt_now[0] ? StBw0 : StMapLo;
  assign after_bw2    = opcnt_now[1] ? StBw1 : after_bw1;
  assign bw_first     = opcnt_now[2] ? StBw2 : after_bw2;
  assign dst_or_check = (w0p_now || w1p_now) ? StDst : StCheck;
  assign after_maphi  = is_main ? StIss : dst_or_check;

  // P2END of the phase-2 op just read (move and test units; the pack slot always ends phase 2).
  logic p2_end;
  assign p2_end = p2stage == 2'd2 ||
                  (p2stage == 2'd0 && c_fields[rogue_pkg::P2_MOV_P2END_OFF]) ||
                  (p2stage == 2'd1 && c_fields[rogue_pkg::P2_TST_P2END_OFF]);

  // Group checks (docs/rogue.md 9, after the last component).
  localparam int unsigned SMov = 32'(rogue_pkg::SLOT_P2MOV);
  localparam int unsigned STst = 32'(rogue_pkg::SLOT_P2TST);
  logic movc_no_test, exclusive;
  assign movc_no_test = rec_present_q[SMov] && rec_opv_q[SMov*MU] &&
                        rec_op_q[SMov*UB +: OB] == OB'(rogue_pkg::OP_MOVC) && !rec_present_q[STst];
  // An op that must be alone (D10) beside an op of another layout.
  always_comb begin
    logic [NS-1:0] any_op, alone;
    exclusive = 1'b0;
    for (int s = 0; s < NS; s++) begin
      any_op[s] = rec_present_q[s] && (|rec_opv_q[s*MU +: MU]);
      alone[s]  = 1'b0;
      for (int u = 0; u < MU; u++) begin
        if (rec_present_q[s] && rec_opv_q[s*MU + u] &&
            rogue_pkg::OP_ALONE[rec_op_q[s*UB + u*OB +: OB]]) begin
          alone[s] = 1'b1;
        end
      end
    end
    for (int s = 0; s < NS; s++) begin
      for (int t = 0; t < NS; t++) begin
        if (s != t && alone[s] && any_op[t] &&
            rec_layout_q[s*LB +: LB] != rec_layout_q[t*LB +: LB]) begin
          exclusive = 1'b1;
        end
      end
    end
  end

  logic take_group, write_rec;
  assign take_group = buf_valid && (state_q == StIdle || (state_q == StDone && grp_ready_i));
  assign buf_ready  = take_group;
  assign write_rec  = state_q != StIdle && state_q != StCheck && state_q != StDone &&
                      pre_reason == RNone && c_present;

  always_comb begin
    logic [RB-1:0] fail;
    logic [5:0]    pos_next;
    state_d  = state_q;
    pos_d    = pos_q;
    da_d     = da_q;
    p2any_d  = p2any_q;
    p2last_d = p2last_q;
    reason_d = reason_q;
    alu_d    = alu_q;
    pos_next = pos_q + (write_rec ? 6'(c_size) : 6'd0);
    fail     = pre_reason != RNone ? pre_reason : c_reason;
    unique case (state_q)
      StIdle, StDone: begin
        if (take_group) begin
          state_d  = buf_trunc ? StDone : StHdr;
          pos_d    = '0;
          da_d     = '0;
          p2any_d  = 1'b0;
          p2last_d = '0;
          reason_d = buf_trunc ? RTruncated : RNone;
          alu_d    = '0;
        end else if (state_q == StDone && grp_ready_i) begin
          state_d = StIdle;
        end
      end
      StCheck: begin
        state_d = StDone;
        if (movc_no_test) begin
          reason_d = RMovc;
        end else if (exclusive) begin
          reason_d = RExclusive;
        end else if (6'(da_field_q) != da_q) begin
          reason_d = RDa;
        end
      end
      default: begin
        // A component state: stop at the first problem, else move past the component.
        pos_d = pos_next;
        if (fail != RNone) begin
          state_d  = StDone;
          reason_d = fail;
        end else begin
          unique case (state_q)
            StHdr: begin
              alu_d   = alu_now;
              state_d = is_main ? main_first : is_bitwise ? bw_first : is_control ? StCtrl : StF64;
            end
            StBe: state_d = after_be;
            StP2: begin
              p2any_d  = 1'b1;
              p2last_d = p2stage;
              state_d  = p2_end ? after_p2 : StP2;
            end
            StP1: state_d = has_p0 ? StP0 : StMapLo;
            StP0: state_d = StMapLo;
            StBw2: state_d = after_bw2;
            StBw1: state_d = after_bw1;
            StBw0: state_d = StMapLo;
            StF64: state_d = StMapLo;
            StCtrl: begin
              // CND and SAVL write W0 only, every other control op nothing (D25).
              if (w0p_q != rogue_pkg::LAY_DEST_W0[cur_lay] || w1p_q) begin
                state_d  = StDone;
                reason_d = RCtrlWrite;
              end else begin
                state_d = rogue_pkg::LAY_MAPS[cur_lay] ? StMapLo : dst_or_check;
                da_d    = (rogue_pkg::LAY_MAPS[cur_lay] || rogue_pkg::LAY_DEST_W0[cur_lay]) ?
                          pos_next : 6'd0;
              end
            end
            StMapLo: state_d = StMapHi;
            StMapHi: state_d = after_maphi;
            StIss: state_d = dst_or_check;
            StDst: state_d = StCheck;
            default: state_d = StDone;
          endcase
          // DA: the offset after the backend and phase-2 ops (main), after the ops (bitwise, F64).
          if ((state_q == StHdr || state_q == StBe || state_q == StP2 || state_q == StBw2 ||
               state_q == StBw1 || state_q == StBw0 || state_q == StF64) &&
              (state_d == StP1 || state_d == StP0 || state_d == StMapLo)) begin
            da_d = pos_next;
          end
        end
      end
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q  <= StIdle;
      g_q      <= '0;
      glen_q   <= '0;
      goff_q   <= '0;
      pos_q    <= '0;
      da_q     <= '0;
      p2any_q  <= 1'b0;
      p2last_q <= '0;
      reason_q <= '0;
      alu_q    <= '0;
    end else begin
      state_q  <= state_d;
      pos_q    <= pos_d;
      da_q     <= da_d;
      p2any_q  <= p2any_d;
      p2last_q <= p2last_d;
      reason_q <= reason_d;
      alu_q    <= alu_d;
      if (take_group) begin
        g_q    <= buf_bytes;
        glen_q <= buf_len;
        goff_q <= buf_offset;
      end
    end
  end

  // Records: cleared when a group is taken, a slot written when its component is read.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rec_present_q <= '0;
      rec_layout_q  <= '0;
      rec_variant_q <= '0;
      rec_offset_q  <= '0;
      rec_size_q    <= '0;
      rec_fields_q  <= '0;
      rec_inb_q     <= '0;
      rec_op_q      <= '0;
      rec_opv_q     <= '0;
    end else if (take_group) begin
      rec_present_q <= '0;
      rec_layout_q  <= '0;
      rec_variant_q <= '0;
      rec_offset_q  <= '0;
      rec_size_q    <= '0;
      rec_fields_q  <= '0;
      rec_inb_q     <= '0;
      rec_op_q      <= '0;
      rec_opv_q     <= '0;
    end else if (write_rec) begin
      for (int s = 0; s < NS; s++) begin
        if (32'(cur_slot) == s) begin
          rec_present_q[s]                         <= 1'b1;
          rec_layout_q[s*LB +: LB]                 <= cur_lay;
          rec_variant_q[s*VB +: VB]                <= c_var;
          rec_offset_q[s*5 +: 5]                   <= pos_q[4:0];
          rec_size_q[s*SB +: SB]                   <= c_size;
          rec_fields_q[s*W +: W]                   <= c_fields;
          rec_inb_q[s*NB +: NB]                    <= c_inb;
          rec_op_q[s*UB +: UB]                     <= c_op;
          rec_opv_q[s*MU +: MU]      <= c_opv;
        end
      end
    end
  end

  // ---- Outputs --------------------------------------------------------------------------------
  assign grp_valid_o     = state_q == StDone;
  assign grp_offset_o    = goff_q;
  assign grp_length_o    = glen_q;
  assign grp_next_o      = goff_q + 32'(glen_q);
  assign grp_consumed_o  = pos_q;
  assign grp_illegal_o   = reason_q != RNone;
  assign grp_reason_o    = reason_q;
  assign grp_alu_o       = alu_q;
  assign comp_present_o  = rec_present_q;
  assign comp_layout_o   = rec_layout_q;
  assign comp_variant_o  = rec_variant_q;
  assign comp_offset_o   = rec_offset_q;
  assign comp_size_o     = rec_size_q;
  assign comp_fields_o   = rec_fields_q;
  assign comp_inb_o      = rec_inb_q;
  assign comp_op_o       = rec_op_q;
  assign comp_op_valid_o = rec_opv_q;
  assign busy_o          = buf_busy || state_q != StIdle;

  // S0..S5 from the maps as encoded (unused references: bank 0 index 0), the number of references
  // each map holds (its last reference whose index is in the form's bytes), the IS0 mux.
  localparam int unsigned SLo = 32'(rogue_pkg::SLOT_MAPLO);
  localparam int unsigned SHi = 32'(rogue_pkg::SLOT_MAPHI);
  logic [W-1:0]  lo, hi;
  logic [NB-1:0] lo_inb, hi_inb;
  assign lo     = rec_fields_q[SLo*W +: W];
  assign hi     = rec_fields_q[SHi*W +: W];
  assign lo_inb = rec_inb_q[SLo*NB +: NB];
  assign hi_inb = rec_inb_q[SHi*NB +: NB];
  assign src_bank_o = {BW'(hi[rogue_pkg::MAPHI_C_BANK_OFF +: rogue_pkg::MAPHI_C_BANK_WIDTH]),
                       BW'(hi[rogue_pkg::MAPHI_B_BANK_OFF +: rogue_pkg::MAPHI_B_BANK_WIDTH]),
                       BW'(hi[rogue_pkg::MAPHI_A_BANK_OFF +: rogue_pkg::MAPHI_A_BANK_WIDTH]),
                       BW'(lo[rogue_pkg::MAPLO_C_BANK_OFF +: rogue_pkg::MAPLO_C_BANK_WIDTH]),
                       BW'(lo[rogue_pkg::MAPLO_B_BANK_OFF +: rogue_pkg::MAPLO_B_BANK_WIDTH]),
                       BW'(lo[rogue_pkg::MAPLO_A_BANK_OFF +: rogue_pkg::MAPLO_A_BANK_WIDTH])};
  assign src_idx_o  = {IW'(hi[rogue_pkg::MAPHI_C_IDX_OFF +: rogue_pkg::MAPHI_C_IDX_WIDTH]),
                       IW'(hi[rogue_pkg::MAPHI_B_IDX_OFF +: rogue_pkg::MAPHI_B_IDX_WIDTH]),
                       IW'(hi[rogue_pkg::MAPHI_A_IDX_OFF +: rogue_pkg::MAPHI_A_IDX_WIDTH]),
                       IW'(lo[rogue_pkg::MAPLO_C_IDX_OFF +: rogue_pkg::MAPLO_C_IDX_WIDTH]),
                       IW'(lo[rogue_pkg::MAPLO_B_IDX_OFF +: rogue_pkg::MAPLO_B_IDX_WIDTH]),
                       IW'(lo[rogue_pkg::MAPLO_A_IDX_OFF +: rogue_pkg::MAPLO_A_IDX_WIDTH])};
  assign nsrc_lo_o = !rec_present_q[SLo]                ? 2'd0 :
                     lo_inb[rogue_pkg::MAPLO_C_IDX_IDX] ? 2'd3 :
                     lo_inb[rogue_pkg::MAPLO_B_IDX_IDX] ? 2'd2 :
                     lo_inb[rogue_pkg::MAPLO_A_IDX_IDX] ? 2'd1 : 2'd0;
  assign nsrc_hi_o = !rec_present_q[SHi]                ? 2'd0 :
                     hi_inb[rogue_pkg::MAPHI_C_IDX_IDX] ? 2'd3 :
                     hi_inb[rogue_pkg::MAPHI_B_IDX_IDX] ? 2'd2 :
                     hi_inb[rogue_pkg::MAPHI_A_IDX_IDX] ? 2'd1 : 2'd0;
  assign is0_o     = rec_present_q[SLo] ?
                     lo[rogue_pkg::MAPLO_MUX_OFF +: rogue_pkg::MAPLO_MUX_WIDTH] : '0;

  // W0/W1: the dual form names both, the single form the one W0P/W1P announce (D37).
  localparam int unsigned SD1 = 32'(rogue_pkg::SLOT_DST1);
  localparam int unsigned SD2 = 32'(rogue_pkg::SLOT_DST2);
  localparam int unsigned DBW = rogue_pkg::DST1_BANK_WIDTH;
  localparam int unsigned DIW = rogue_pkg::DST1_IDX_WIDTH;
  logic [W-1:0] d1, d2;
  assign d1 = rec_fields_q[SD1*W +: W];
  assign d2 = rec_fields_q[SD2*W +: W];
  always_comb begin
    w_present_o = '0;
    w_bank_o    = '0;
    w_idx_o     = '0;
    if (rec_present_q[SD2]) begin
      w_present_o = 2'b11;
      w_bank_o    = {DBW'(d2[rogue_pkg::DST2_W1_BANK_OFF +: rogue_pkg::DST2_W1_BANK_WIDTH]),
                     DBW'(d2[rogue_pkg::DST2_W0_BANK_OFF +: rogue_pkg::DST2_W0_BANK_WIDTH])};
      w_idx_o     = {DIW'(d2[rogue_pkg::DST2_W1_IDX_OFF +: rogue_pkg::DST2_W1_IDX_WIDTH]),
                     DIW'(d2[rogue_pkg::DST2_W0_IDX_OFF +: rogue_pkg::DST2_W0_IDX_WIDTH])};
    end else if (rec_present_q[SD1]) begin
      if (w0p_q) begin
        w_present_o    = 2'b01;
        w_bank_o[0 +: DBW] = d1[rogue_pkg::DST1_BANK_OFF +: DBW];
        w_idx_o[0 +: DIW]  = d1[rogue_pkg::DST1_IDX_OFF +: DIW];
      end else begin
        w_present_o      = 2'b10;
        w_bank_o[DBW +: DBW] = d1[rogue_pkg::DST1_BANK_OFF +: DBW];
        w_idx_o[DIW +: DIW]  = d1[rogue_pkg::DST1_IDX_OFF +: DIW];
      end
    end
  end

  // The maps' and destinations' other fields (form selectors, reserved bits) are only recorded.
  logic unused_fields;
  assign unused_fields = ^{lo, hi, d1, d2};

endmodule
