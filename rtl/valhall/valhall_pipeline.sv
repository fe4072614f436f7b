// Valhall execution pipeline: one instruction word executed on Lanes lanes, the transaction of
// golden/valhall/execute.h (its header is the contract, P1-P27; ports in rtl/valhall/README.md
// "Execution pipeline").
//
// Decode (combinational): valhall_decoder's two parts, valhall_ins_match and
// valhall_decode_fields; immediate-table sources resolved (2.4) and 32-bit operands cut to 32
// bits. In the compact configuration a register follows each part (MatchReg, DecodeReg; one
// pipe_ctrl of that depth), one cycle of latency each; without them decode is part of stage 0.
// Stage 0 (combinational, before register 1): per lane the stage-0 part of
// valhall_int_lane and valhall_fp_lane; the cross-lane work of CLPER/WMASK (P21: the subgroup
// is the quad, lanes 4q..4q+3); the message record and the per-lane enables (P25, P26).
// Registers 1..NumPipeRegs: inside the lane units (their own cut points) and, for everything
// else, pipe_delay lines loaded by the same enables of pipe_ctrl.
// Output (after the lanes' last register): integer or float result, write-mask merge (5.0),
// zeroing of every output whose enable is 0; then ResultReg (compact), one more register.
// Which lane's result is used, and which outputs an instruction drives, follow its execution
// class (valhall_pkg INS_EXEC_UNIT, INS_OUT).
module valhall_pipeline #(
  parameter int unsigned Lanes       = 4,
  // Configuration (rtl/valhall/README.md "Configurations"): 0 = fast (one lane unit per lane,
  // one instruction per cycle), 1 = compact (one lane unit time-shared over the group).
  parameter int unsigned Compact     = 0,
  // Compact adds the lanes' operand register (OperandReg below) in front of the units' five
  // (fp_fma's cuts, and in front of and behind them the FMAs' InputReg and PackReg,
  // valhall_fp_fma32) and the floating-point lane's SelectReg behind them.
  parameter int unsigned NumPipeRegs = (Compact != 0) ? 7 : 3,
  parameter int unsigned TagWidth    = 16,
  parameter int unsigned LaneUnits   = (Compact != 0) ? 1 : Lanes,  // physical lanes, divides Lanes
  // A register between the decoder (with the immediate-table resolution of the sources) and the
  // lanes: on the ECP5 the decoder and a lane's stage 0 in one cycle made an 84 ns path.
  parameter int unsigned DecodeReg   = (Compact != 0) ? 1 : 0,
  // A register between instruction identification (valhall_ins_match) and the rest of the
  // decoder (valhall_decode_fields) with the source resolution: on the ECP5 the whole decoder in
  // one cycle was the compact pipeline's 45.8 ns path (about 40 LUT levels).
  parameter int unsigned MatchReg    = (Compact != 0) ? 1 : 0,
  // Register 1 right after the floating-point lane's control word and operand read
  // (valhall_fp_lane OperandReg): on the ECP5 the operand read and the binary32 multiplier in
  // one cycle were a 43 ns path. The integer lane has it too, after its control decode and
  // lane selection (valhall_int_lane OperandReg). NumPipeRegs must then be at least 2.
  parameter int unsigned OperandReg  = (Compact != 0) ? 1 : 0,
  // A register after the lanes' write-mask merge: on the ECP5 a lane's last stage, the merge
  // and the output were one cycle (its end, 11 ns, was on the compact pipeline's critical path).
  parameter int unsigned ResultReg   = (Compact != 0) ? 1 : 0,
  // The floating-point lane's last register after the selection of its units' results
  // (valhall_fp_lane SelectReg): on the ECP5 the binary32 FMA's rounding, the selection and the
  // merge were one 30.5 ns cycle. The integer lane's result takes the same number of registers.
  parameter int unsigned SelectReg   = (Compact != 0) ? 1 : 0
) (
  input  logic                                        clk_i,
  input  logic                                        rst_ni,
  input  logic                                        in_valid_i,
  output logic                                        in_ready_o,
  input  logic [TagWidth-1:0]                         in_tag_i,
  input  logic [63:0]                                 instr_i,
  input  logic [63:0]                                 pc_i,
  input  logic [1:0]                                  ftz_i,
  input  logic [Lanes-1:0]                            active_i,
  input  logic [Lanes*valhall_pkg::MAX_SRCS*64-1:0]   src_i,
  input  logic [Lanes*64-1:0]                         dest_old_i,
  input  logic [Lanes*8*32-1:0]                       staging_i,
  output logic                                        out_valid_o,
  input  logic                                        out_ready_i,
  output logic [TagWidth-1:0]                         out_tag_o,
  output logic                                        illegal_o,
  output logic [valhall_pkg::INS_BITS-1:0]            ins_o,
  output logic [3:0]                                  flow_o,
  output logic [5:0]                                  dest_reg_o,
  output logic [Lanes*2-1:0]                          we_o,
  output logic [Lanes*64-1:0]                         value_o,
  output logic [Lanes-1:0]                            branch_taken_o,
  output logic [Lanes*64-1:0]                         branch_target_o,
  output logic [Lanes-1:0]                            discard_o,
  output logic                                        msg_valid_o,
  output logic [2:0]                                  msg_unit_o,
  output logic [valhall_pkg::MAX_STAGING*6-1:0]       msg_sr_reg_o,
  output logic [valhall_pkg::MAX_STAGING*4-1:0]       msg_sr_count_o,
  output logic [valhall_pkg::MAX_STAGING*2-1:0]       msg_sr_flags_o,
  output logic [valhall_pkg::MAX_STAGING-1:0]         msg_sr_read_o,
  output logic [valhall_pkg::MAX_STAGING-1:0]         msg_sr_write_o,
  output logic [valhall_pkg::NUM_MODS*4-1:0]          msg_mod_o,
  output logic [valhall_pkg::NUM_IMMS*32-1:0]         msg_imm_o,
  output logic [valhall_pkg::MAX_SRCS*4-1:0]          msg_src_sel_o,
  output logic [Lanes-1:0]                            msg_en_o,
  output logic [Lanes*valhall_pkg::MAX_SRCS*64-1:0]   msg_src_o,
  output logic [Lanes*8*32-1:0]                       msg_data_o
);

  localparam int unsigned MaxSrcs    = valhall_pkg::MAX_SRCS;
  localparam int unsigned MaxStaging = valhall_pkg::MAX_STAGING;
  localparam int unsigned NumMods    = valhall_pkg::NUM_MODS;
  localparam int unsigned NumImms    = valhall_pkg::NUM_IMMS;
  localparam int unsigned InsBits    = valhall_pkg::INS_BITS;
  localparam int unsigned StagingRegs = 8;  // execute.h kMaxStagingData

  // ---------------------------------------------------------------------------------------------
  // Handshake
  // ---------------------------------------------------------------------------------------------
  // Lane units: unit u serves logical lane pass*LaneUnits + u (all lanes at once when fast);
  // lane_pass_ctrl (below) hands each instruction to pipe_ctrl once per pass.
  localparam int unsigned Passes   = Lanes / LaneUnits;
  localparam int unsigned PassIdxW = (Passes > 1) ? $clog2(Passes) : 1;
  logic [PassIdxW-1:0]  pass_in, pass_out;
  logic                 inner_valid, inner_ready, inner_out_valid, inner_out_ready;
  localparam int unsigned ExecRegs = NumPipeRegs + ResultReg;  // pipe_ctrl's registers
  logic [ExecRegs:0]    reg_en, hold, stage_valid;
  logic [LaneUnits-1:0] unit_hold;  // compact: the unit's iterative work holds the input
  // Only stage OperandReg can hold: the compact fp lane's iterative units work on its operands.
  always_comb begin
    hold             = '0;
    hold[OperandReg] = |unit_hold;
  end
  logic unused_stage_valid;
  assign unused_stage_valid = ^stage_valid[ExecRegs:1];
  pipe_ctrl #(.Depth(ExecRegs), .SideWidth(TagWidth + PassIdxW)) u_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i  (inner_valid),
    .in_ready_o  (inner_ready),
    .side_i      ({tag, pass_in}),
    .out_valid_o (inner_out_valid),
    .out_ready_i (inner_out_ready),
    .side_o      ({out_tag_o, pass_out}),
    .reg_en_o    (reg_en),
    .hold_i      (hold),
    .stage_valid_o (stage_valid)
  );

  // ---------------------------------------------------------------------------------------------
  // Decode (dec0_*: the decoder's outputs; dec_* and the other names below the decode register
  // are what the stages after it read)
  // ---------------------------------------------------------------------------------------------
  logic                                   dec0_ins_valid, dec0_illegal, dec0_has_dest;
  logic [InsBits-1:0]                     dec0_ins;
  logic [3:0]                             dec0_illegal_code;
  logic [valhall_pkg::FLOW_WIDTH-1:0]     dec0_flow;
  logic [valhall_pkg::FAU_PAGE_WIDTH-1:0] dec0_fau_page;
  logic [5:0]                             dec0_dest;
  logic [1:0]                             dec0_dest_mask;
  logic [MaxSrcs*3-1:0]                   dec0_src_class;
  logic [MaxSrcs*6-1:0]                   dec0_src_index;
  logic [MaxSrcs-1:0]                     dec0_src_word, dec0_src_discard, dec0_src_neg;
  logic [MaxSrcs-1:0]                     dec0_src_abs, dec0_src_invert;
  logic [MaxSrcs*4-1:0]                   dec0_src_swizzle;
  logic [MaxStaging*6-1:0]                dec0_sr_reg;
  logic [MaxStaging*4-1:0]                dec0_sr_count;
  logic [MaxStaging*2-1:0]                dec0_sr_flags;
  logic [NumMods*4-1:0]                   dec0_mod;
  logic [NumImms*32-1:0]                  dec0_imm;

  // Identification (valhall_ins_match), then, behind the match register (MatchReg), the rest
  // of the decoder (valhall_decode_fields) on the registered word: together valhall_decoder.
  logic                                   match0_primary_known, match0_ins_valid;
  logic [InsBits-1:0]                     match0_ins;
  logic [8:0]                             unused_secondary;
  valhall_ins_match u_match (
    .instr_i,
    .primary_known_o (match0_primary_known),
    .secondary_o     (unused_secondary),
    .ins_valid_o     (match0_ins_valid),
    .ins_o           (match0_ins)
  );

  // Handshake of the decode section: MatchReg + DecodeReg register stages (none: combinational).
  localparam int unsigned DecStages = MatchReg + DecodeReg;
  logic                                   core_valid, core_ready;
  logic [TagWidth-1:0]                    tag;
  logic [DecStages:0]                     dec_reg_en, dec_stage_valid;
  pipe_ctrl #(.Depth(DecStages), .SideWidth(TagWidth)) u_dec_ctrl (
    .clk_i,
    .rst_ni,
    .in_valid_i    (in_valid_i),
    .in_ready_o    (in_ready_o),
    .side_i        (in_tag_i),
    .out_valid_o   (core_valid),
    .out_ready_i   (core_ready),
    .side_o        (tag),
    .reg_en_o      (dec_reg_en),
    .hold_i        ({(DecStages + 1){1'b0}}),
    .stage_valid_o (dec_stage_valid)
  );
  logic unused_dec_valid;
  assign unused_dec_valid = ^dec_stage_valid;

  // Match register (MatchReg): the identification and every input of the transaction.
  logic [63:0]                 instr_m, pc_m;
  logic [1:0]                  ftz_m;
  logic [Lanes-1:0]            active_m;
  logic [Lanes*MaxSrcs*64-1:0] src_m;
  logic [Lanes*64-1:0]         dest_old_m;
  logic [Lanes*8*32-1:0]       staging_m;
  logic                        primary_known_m, ins_valid_m;
  logic [InsBits-1:0]          ins_m;
  localparam int unsigned MatchW = 64 + 64 + 2 + Lanes + Lanes*MaxSrcs*64 + Lanes*64 +
                                   Lanes*8*32 + 2 + InsBits;
  pipe_delay #(.Width(MatchW), .Stages(MatchReg)) u_match_reg (
    .clk_i, .reg_en_i(dec_reg_en[MatchReg:0]),
    .d_i({instr_i, pc_i, ftz_i, active_i, src_i, dest_old_i, staging_i, match0_primary_known,
          match0_ins_valid, match0_ins}),
    .q_o({instr_m, pc_m, ftz_m, active_m, src_m, dest_old_m, staging_m, primary_known_m,
          ins_valid_m, ins_m}));

  assign dec0_ins_valid = ins_valid_m;
  assign dec0_ins       = ins_m;
  valhall_decode_fields u_dec (
    .instr_i         (instr_m),
    .primary_known_i (primary_known_m),
    .ins_valid_i     (ins_valid_m),
    .ins_i           (ins_m),
    .illegal_o      (dec0_illegal),
    .illegal_code_o (dec0_illegal_code),
    .flow_o         (dec0_flow),
    .fau_page_o     (dec0_fau_page),
    .has_dest_o     (dec0_has_dest),
    .dest_o         (dec0_dest),
    .dest_mask_o    (dec0_dest_mask),
    .src_class_o    (dec0_src_class),
    .src_index_o    (dec0_src_index),
    .src_word_o     (dec0_src_word),
    .src_discard_o  (dec0_src_discard),
    .src_swizzle_o  (dec0_src_swizzle),
    .src_neg_o      (dec0_src_neg),
    .src_abs_o      (dec0_src_abs),
    .src_invert_o   (dec0_src_invert),
    .sr_reg_o       (dec0_sr_reg),
    .sr_count_o     (dec0_sr_count),
    .sr_flags_o     (dec0_sr_flags),
    .mod_o          (dec0_mod),
    .imm_o          (dec0_imm)
  );
  // Fields only the decoder's own checks need.
  logic unused_dec;
  assign unused_dec = ^{unused_secondary, dec0_illegal_code, dec0_fau_page, dec0_src_word,
                        dec0_src_discard};

  logic legal0;
  logic [InsBits-1:0] ins0;
  assign legal0 = dec0_ins_valid & ~dec0_illegal;
  assign ins0   = legal0 ? dec0_ins : '0;

  // ---------------------------------------------------------------------------------------------
  // Sources: immediate table resolved (2.4, zero-extended), 32-bit operands cut to 32 bits
  // (execute.h: bits 63:32 are read only for 64-bit operands), absent sources 0.
  // ---------------------------------------------------------------------------------------------
  // Read at the identified instruction and gated by its identification only, not by the
  // validity verdict (legal0): that verdict is the end of the decoder's longest path, and every
  // output of an illegal instruction is zeroed after the decode register anyway (legal).
  logic [MaxSrcs-1:0] src_is64;
  logic [MaxSrcs*3-1:0] src_cls;
  for (genvar k = 0; k < MaxSrcs; k++) begin : gen_src_info
    logic [2:0] size_log2;
    valhall_ins_table #(
      .RowBits(MaxSrcs*3), .Offset(k*3), .Width(3), .Table(valhall_pkg::SRC_SIZE_LOG2)
    ) u_size (
      .ins_i   (ins_m),
      .value_o (size_log2)
    );
    assign src_is64[k] = size_log2 == 3'd6;
    assign src_cls[k*3 +: 3] = ins_valid_m ? dec0_src_class[k*3 +: 3] : 3'd0;
  end

  logic [Lanes*MaxSrcs*64-1:0] src_res0;
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      for (int k = 0; k < MaxSrcs; k++) begin
        unique case (src_cls[k*3 +: 3])
          3'd0: src_res0[(l*MaxSrcs + k)*64 +: 64] = 64'd0;
          3'd3: src_res0[(l*MaxSrcs + k)*64 +: 64] =
                    {32'd0, valhall_pkg::IMM_LUT[dec0_src_index[k*6 +: 5]*32 +: 32]};
          default: src_res0[(l*MaxSrcs + k)*64 +: 64] =
                    src_is64[k] ? src_m[(l*MaxSrcs + k)*64 +: 64]
                                : {32'd0, src_m[(l*MaxSrcs + k)*64 +: 32]};
        endcase
      end
    end
  end


  // ---------------------------------------------------------------------------------------------
  // Decode register (DecodeReg): everything later stages read, held until the lanes accept it
  // ---------------------------------------------------------------------------------------------
  logic [63:0]                            instr, pc;
  logic [1:0]                             ftz;
  logic [Lanes-1:0]                       active_in;
  logic [Lanes*MaxSrcs*64-1:0]            src_res;
  logic [Lanes*64-1:0]                    dest_old;
  logic [Lanes*8*32-1:0]                  staging;
  logic                                   legal, dec_has_dest;
  logic [InsBits-1:0]                     ins;
  logic [valhall_pkg::FLOW_WIDTH-1:0]     dec_flow;
  logic [5:0]                             dec_dest;
  logic [1:0]                             dec_dest_mask;
  logic [MaxSrcs-1:0]                     dec_src_neg, dec_src_abs, dec_src_invert;
  logic [MaxSrcs*4-1:0]                   dec_src_swizzle;
  logic [MaxStaging*6-1:0]                dec_sr_reg;
  logic [MaxStaging*4-1:0]                dec_sr_count;
  logic [MaxStaging*2-1:0]                dec_sr_flags;
  logic [NumMods*4-1:0]                   dec_mod;
  logic [NumImms*32-1:0]                  dec_imm;
  localparam int unsigned DecW = 64 + 64 + 2 + Lanes + Lanes*MaxSrcs*64 + Lanes*64 + Lanes*8*32
                                 + 2 + InsBits + valhall_pkg::FLOW_WIDTH + 6 + 2 + 3*MaxSrcs
                                 + MaxSrcs*4 + MaxStaging*12 + NumMods*4 + NumImms*32;
  logic [DecW-1:0] dec_d, dec_q;
  assign dec_d = {instr_m, pc_m, ftz_m, active_m, src_res0, dest_old_m, staging_m,
                  legal0, dec0_has_dest, ins0, dec0_flow, dec0_dest, dec0_dest_mask, dec0_src_neg,
                  dec0_src_abs, dec0_src_invert, dec0_src_swizzle, dec0_sr_reg, dec0_sr_count,
                  dec0_sr_flags, dec0_mod, dec0_imm};
  assign {instr, pc, ftz, active_in, src_res, dest_old, staging, legal, dec_has_dest, ins,
          dec_flow, dec_dest, dec_dest_mask, dec_src_neg, dec_src_abs, dec_src_invert,
          dec_src_swizzle, dec_sr_reg, dec_sr_count, dec_sr_flags, dec_mod, dec_imm} = dec_q;
  pipe_delay #(.Width(DecW), .Stages(DecodeReg)) u_dec_reg (
    .clk_i, .reg_en_i(dec_reg_en[DecStages:MatchReg]), .d_i(dec_d), .q_o(dec_q));

  // Per-instruction facts: the XML unit (message records) and the execution class
  // (rtl/valhall/exec_classes.json, valhall_pkg INS_EXEC_UNIT / INS_OUT): which lane executes
  // the instruction and what it writes. Each class fact is a column over the instructions built
  // at elaboration and read at ins (a NumIns-to-1 selection, as in valhall_decoder: Yosys turns
  // a multi-bit table read at ins*W into a wide shifter).
  localparam int unsigned NumIns = valhall_pkg::NUM_INS;

  // Bit i: entry i of a table of `bits`-bit entries (INS_EXEC_UNIT: 2, INS_OUT: 3) is value.
  localparam int unsigned ClassTblW = NumIns * 3;
  function automatic logic [NumIns-1:0] column_eq(input logic [ClassTblW-1:0] tbl,
                                                  input int unsigned bits,
                                                  input logic [2:0] value);
    column_eq = '0;
    for (int unsigned i = 0; i < NumIns; i++) begin
      column_eq[i] = (3'(tbl >> (i*bits)) & 3'((1 << bits) - 1)) == value;
    end
  endfunction

  localparam logic [ClassTblW-1:0] ExecUnitTbl = ClassTblW'(valhall_pkg::INS_EXEC_UNIT);
  localparam logic [ClassTblW-1:0] OutTbl      = ClassTblW'(valhall_pkg::INS_OUT);
  localparam logic [NumIns-1:0] ColFp      = column_eq(ExecUnitTbl, 2, 3'(valhall_pkg::EXEC_FP));
  localparam logic [NumIns-1:0] ColMsg     = column_eq(ExecUnitTbl, 2, 3'(valhall_pkg::EXEC_MSG));
  localparam logic [NumIns-1:0] ColReg64   = column_eq(OutTbl, 3, valhall_pkg::OUT_REG64);
  localparam logic [NumIns-1:0] ColReg32   = column_eq(OutTbl, 3, valhall_pkg::OUT_REG32);
  localparam logic [NumIns-1:0] ColReg     = ColReg32 | ColReg64;
  localparam logic [NumIns-1:0] ColBranch  = column_eq(OutTbl, 3, valhall_pkg::OUT_BRANCH);
  localparam logic [NumIns-1:0] ColDiscard = column_eq(OutTbl, 3, valhall_pkg::OUT_DISCARD);

  logic [2:0] unit;
  logic       is_msg, has_dest, writes_reg, result64, is_float, is_branch, is_discard;
  valhall_ins_table #(.RowBits(3), .Width(3), .Table(valhall_pkg::INS_UNIT)) u_unit (
    .ins_i   (ins),
    .value_o (unit)
  );
  assign is_msg     = legal & ColMsg[ins];
  assign is_float   = ColFp[ins];
  assign has_dest   = legal & dec_has_dest;
  assign writes_reg = legal & ColReg[ins];
  assign result64   = ColReg64[ins];
  assign is_branch  = legal & ColBranch[ins];
  assign is_discard = legal & ColDiscard[ins];

  // Write mask (5.0): M selects the halves the write replaces.
  logic [31:0] wmask;
  assign wmask = {{16{dec_dest_mask[1]}}, {16{dec_dest_mask[0]}}};

  // ---------------------------------------------------------------------------------------------
  // Message record (instruction level)
  // ---------------------------------------------------------------------------------------------
  logic [MaxStaging-1:0] sr_read, sr_write, sr_read_tbl, sr_write_tbl;
  logic [3:0]            read_count;
  valhall_ins_table #(.RowBits(MaxStaging), .Width(MaxStaging), .Table(valhall_pkg::SR_READ))
      u_sr_read (
    .ins_i   (ins),
    .value_o (sr_read_tbl)
  );
  valhall_ins_table #(.RowBits(MaxStaging), .Width(MaxStaging), .Table(valhall_pkg::SR_WRITE))
      u_sr_write (
    .ins_i   (ins),
    .value_o (sr_write_tbl)
  );
  always_comb begin
    read_count = 4'd0;
    for (int j = MaxStaging - 1; j >= 0; j--) begin
      sr_read[j]  = is_msg & sr_read_tbl[j];
      sr_write[j] = is_msg & sr_write_tbl[j];
      if (sr_read[j]) read_count = dec_sr_count[j*4 +: 4];
    end
  end

  // Signed immediates (only `offset` is signed in the ISA) sign-extended to 32 bits.
  logic [NumImms*32-1:0] imm_sx;
  logic [5:0]            offset_width;
  logic [31:0]           offset_raw;
  valhall_ins_table #(.RowBits(6), .Width(6), .Table(valhall_pkg::IMM_OFFSET_WIDTH))
      u_offset_width (
    .ins_i   (ins),
    .value_o (offset_width)
  );
  assign offset_raw   = dec_imm[valhall_pkg::IMM_ID_OFFSET*32 +: 32];
  logic offset_sign;  // the field's top bit
  assign offset_sign = 1'(offset_raw >> (offset_width - 6'd1));
  always_comb begin
    imm_sx = dec_imm;
    if (valhall_pkg::IMM_OFFSET_SIGNED[ins] && offset_width != 6'd0 && offset_width < 6'd32 &&
        offset_sign) begin
      imm_sx[valhall_pkg::IMM_ID_OFFSET*32 +: 32] = offset_raw | (32'hFFFF_FFFF << offset_width);
    end
  end

  // Instruction-level outputs, computed in stage 0 and delayed.
  localparam int unsigned InsW = 1 + InsBits + 4 + 6 + 1 + 3 + MaxStaging*(6 + 4 + 2 + 1 + 1)
                                 + NumMods*4 + NumImms*32 + MaxSrcs*4;
  logic [InsW-1:0] ins_d, ins_q;
  assign ins_d = {
    ~legal,
    ins,
    legal ? dec_flow : 4'd0,
    has_dest ? dec_dest : 6'd0,
    is_msg,
    is_msg ? unit : 3'd0,
    is_msg ? dec_sr_reg : '0,
    is_msg ? dec_sr_count : '0,
    is_msg ? dec_sr_flags : '0,
    sr_read,
    sr_write,
    is_msg ? dec_mod : '0,
    is_msg ? imm_sx : '0,
    is_msg ? dec_src_swizzle : '0
  };
  pipe_delay #(.Width(InsW), .Stages(ExecRegs)) u_ins_delay (
    .clk_i,
    .reg_en_i (reg_en),
    .d_i      (ins_d),
    .q_o      (ins_q)
  );
  assign {illegal_o, ins_o, flow_o, dest_reg_o, msg_valid_o, msg_unit_o, msg_sr_reg_o,
          msg_sr_count_o, msg_sr_flags_o, msg_sr_read_o, msg_sr_write_o, msg_mod_o, msg_imm_o,
          msg_src_sel_o} = ins_q;

  // ---------------------------------------------------------------------------------------------
  // Cross-lane (P21): CLPER and WMASK within each quad.
  // What they read (the quad's first sources and active bits for the logical lane each unit
  // serves, the pass, the modifiers) crosses the lanes' operand register (OperandReg) beside the
  // lane's own operands, and the result is formed after it from the integer lane's registered B:
  // in stage 0, the lane selection by the pass, B's widen, the index arithmetic and the quad
  // selection into the operand register were one cycle (on the ECP5 the compact pipeline's
  // 26.2 ns path, 83% routing).
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned XlaneW = 2 + 2 + 4 + 1 + PassIdxW + LaneUnits * (4 + 4 * 64);
  logic [XlaneW-1:0] xlane_d, xlane_q;
  logic [LaneUnits*4-1:0]    quad_active_0, quad_active;
  logic [LaneUnits*256-1:0]  quad_src_0, quad_src;  // per unit: lanes qb..qb+3, first source
  int unsigned li0, qb0;
  always_comb begin
    li0           = 0;
    qb0           = 0;
    quad_active_0 = '0;
    quad_src_0    = '0;
    for (int u = 0; u < LaneUnits; u++) begin
      li0 = 32'(pass_in) * LaneUnits + 32'(u);
      qb0 = li0 - li0 % 4;
      for (int t = 0; t < 4; t++) begin
        quad_active_0[u*4 + t]         = active_in[qb0 + t];
        quad_src_0[(u*4 + t)*64 +: 64] = src_res[((qb0 + t)*MaxSrcs)*64 +: 64];
      end
    end
  end
  assign xlane_d = {dec_mod[valhall_pkg::MOD_ID_SUBGROUP_SIZE*4 +: 2],
                    dec_mod[valhall_pkg::MOD_ID_LANE_OPERATION*4 +: 2],
                    dec_mod[valhall_pkg::MOD_ID_INACTIVE_RESULT*4 +: 4],
                    ins == valhall_pkg::INS_WMASK, pass_in, quad_active_0, quad_src_0};
  pipe_delay #(.Width(XlaneW), .Stages(OperandReg)) u_xlane_reg (
    .clk_i,
    .reg_en_i (reg_en[OperandReg:0]),
    .d_i      (xlane_d),
    .q_o      (xlane_q)
  );

  logic [1:0]  subgroup_size, lane_op;
  logic [3:0]  inactive_sel;
  logic [31:0] inactive_value;
  logic        is_wmask;
  logic [PassIdxW-1:0] xlane_pass;
  assign {subgroup_size, lane_op, inactive_sel, is_wmask, xlane_pass, quad_active, quad_src} =
      xlane_q;
  always_comb begin
    unique case (inactive_sel)
      4'd1:    inactive_value = 32'hFFFF_FFFF;
      4'd2:    inactive_value = 32'h0000_0001;
      4'd3:    inactive_value = 32'h0001_0001;
      4'd4:    inactive_value = 32'h8000_0000;
      4'd5:    inactive_value = 32'h7FFF_FFFF;
      4'd6:    inactive_value = 32'h8000_8000;
      4'd7:    inactive_value = 32'h7FFF_7FFF;
      4'd8:    inactive_value = 32'h8080_8080;
      4'd9:    inactive_value = 32'h7F7F_7F7F;
      4'd10:   inactive_value = 32'h3F80_0000;
      4'd11:   inactive_value = 32'h3C00_3C00;
      4'd12:   inactive_value = 32'hFF80_0000;
      4'd13:   inactive_value = 32'h7F80_0000;
      4'd14:   inactive_value = 32'hFC00_FC00;
      4'd15:   inactive_value = 32'h7C00_7C00;
      default: inactive_value = 32'h0000_0000;
    endcase
  end

  // Per lane unit, for the logical lane it serves (index local_l in its quad).
  logic [LaneUnits*4-1:0]  clper_b;  // per unit: B after its widen, bits 3:0 (from the int lane)
  logic [LaneUnits*64-1:0] xlane;
  logic [4:0]  n_mask;  // subgroup size - 1
  logic [3:0]  local_l, base, j;
  logic [4:0]  s;
  logic [15:0] wm;
  int unsigned li;
  always_comb begin
    n_mask  = (5'd2 << subgroup_size) - 5'd1;
    xlane   = '0;
    local_l = 4'd0;
    base    = 4'd0;
    j       = 4'd0;
    s       = 5'd0;
    wm      = 16'd0;
    li      = 0;
    for (int u = 0; u < LaneUnits; u++) begin
      li      = 32'(xlane_pass) * LaneUnits + 32'(u);
      local_l = 4'(li % 4);
      base    = local_l & ~n_mask[3:0];
      unique case (lane_op)
        valhall_pkg::LANE_OPERATION_XOR:        j = (local_l - base) ^ clper_b[u*4 +: 4];
        valhall_pkg::LANE_OPERATION_ACCUMULATE: j = (local_l - base) + clper_b[u*4 +: 4];
        valhall_pkg::LANE_OPERATION_SHIFT:      j = (local_l - base) - clper_b[u*4 +: 4];
        default:                                j = clper_b[u*4 +: 4];
      endcase
      s = {1'b0, base} + {1'b0, j & n_mask[3:0]};
      if (is_wmask) begin
        wm = 16'd0;
        for (int t = 0; t < 4; t++) begin
          if (4'(t) >= base && 5'(t) <= 5'(base) + n_mask && quad_active[u*4 + t] &&
              quad_src[(u*4 + t)*64 +: 32] != 32'd0) begin
            wm[4'(t) - base] = 1'b1;
          end
        end
        xlane[u*64 +: 64] = {48'd0, wm};
      end else if (s >= 5'd4) begin
        xlane[u*64 +: 64] = {32'd0, inactive_value};
      end else if (!quad_active[u*4 + 32'(s)]) begin
        xlane[u*64 +: 64] = {32'd0, inactive_value};
      end else begin
        xlane[u*64 +: 64] = quad_src[(u*4 + 32'(s))*64 +: 64];
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Lanes
  // ---------------------------------------------------------------------------------------------
  // One lane's outputs (lane_out_*): we, value, branch_taken, branch_target, discard, msg_en,
  // msg_src, msg_data.
  localparam int unsigned LaneOutW = 2 + 64 + 1 + 64 + 1 + 1 + MaxSrcs*64 + StagingRegs*32;
  logic [LaneUnits*LaneOutW-1:0] unit_merged, unit_out;
  logic [NumPipeRegs:0]          lane_en;  // the lanes' registers; ResultReg follows them
  assign lane_en = reg_en[NumPipeRegs:0];
  logic [Lanes*LaneOutW-1:0]     lane_out;

  for (genvar u = 0; u < LaneUnits; u++) begin : gen_lane
    int unsigned l;  // the logical lane this unit serves now
    assign l = 32'(pass_in) * LaneUnits + u;
    logic [MaxSrcs*64-1:0] lane_src;
    assign lane_src = src_res[l*MaxSrcs*64 +: MaxSrcs*64];
    logic active, we0, we1, msg_en;
    assign active = active_in[l];
    assign we0    = writes_reg & active;
    assign we1    = we0 & result64;
    assign msg_en = is_msg & active;

    logic [63:0] int_result, fp_result;
    logic        int_flag, fp_flag;
    valhall_int_lane #(.NumPipeRegs(NumPipeRegs), .OperandReg(OperandReg)) u_int (
      .clk_i,
      .rst_ni,
      .reg_en_i      (lane_en),
      .instr_i       (instr),
      .ins_i         (ins),
      .mod_i         (dec_mod),
      .imm_i         (dec_imm),
      .src_swizzle_i (dec_src_swizzle),
      .src_invert_i  (dec_src_invert),
      .src_i         (lane_src),
      .pc_i          (pc),
      .xlane_i       (xlane[u*64 +: 64]),
      .clper_b_o     (clper_b[u*4 +: 4]),
      .result_o      (int_result),
      .flag_o        (int_flag)
    );
    valhall_fp_lane #(.NumPipeRegs(NumPipeRegs), .Compact(Compact), .OperandReg(OperandReg),
                      .SelectReg(SelectReg)) u_fp (
      .clk_i,
      .rst_ni,
      .reg_en_i      (lane_en),
      .instr_i       (instr),
      .ins_i         (ins),
      .mod_i         (dec_mod),
      .imm_i         (dec_imm),
      .src_swizzle_i (dec_src_swizzle),
      .src_neg_i     (dec_src_neg),
      .src_abs_i     (dec_src_abs),
      .src_i         (lane_src),
      .ftz_i         (ftz),
      .valid_i       (stage_valid[OperandReg]),
      .hold_o        (unit_hold[u]),
      .result_o      (fp_result),
      .flag_o        (fp_flag)
    );

    // Lane-level control and message data, delayed to the output.
    logic [StagingRegs*32-1:0] data;
    always_comb begin
      for (int i = 0; i < StagingRegs; i++) begin
        data[i*32 +: 32] = (msg_en && 4'(i) < read_count)
                           ? staging[(l*StagingRegs + i)*32 +: 32] : 32'd0;
      end
    end
    localparam int unsigned LaneW = 2 + 1 + 1 + 1 + 1 + 32 + 64 + MaxSrcs*64 + StagingRegs*32;
    logic [LaneW-1:0] lane_d, lane_q;
    assign lane_d = {we1, we0, is_float, is_branch & active, is_discard & active, msg_en,
                     wmask, dest_old[l*64 +: 64], msg_en ? lane_src : '0, data};
    pipe_delay #(.Width(LaneW), .Stages(NumPipeRegs)) u_lane_delay (
      .clk_i,
      .reg_en_i (lane_en),
      .d_i      (lane_d),
      .q_o      (lane_q)
    );
    logic        we1_q, we0_q, float_q, branch_q, discard_q, msg_en_q;
    logic [31:0] wmask_q;
    logic [63:0] old_q, result;
    logic [MaxSrcs*64-1:0]     msg_src_q;
    logic [StagingRegs*32-1:0] msg_data_q;
    assign {we1_q, we0_q, float_q, branch_q, discard_q, msg_en_q, wmask_q, old_q, msg_src_q,
            msg_data_q} = lane_q;
    assign result = float_q ? fp_result : int_result;

    logic [63:0] value;
    assign value[31:0]  = we0_q ? ((old_q[31:0] & ~wmask_q) | (result[31:0] & wmask_q)) : 32'd0;
    assign value[63:32] = we1_q ? ((old_q[63:32] & ~wmask_q) | (result[63:32] & wmask_q)) : 32'd0;
    assign unit_merged[u*LaneOutW +: LaneOutW] = {
        we1_q, we0_q, value, branch_q & int_flag, (branch_q & int_flag) ? int_result : 64'd0,
        discard_q & fp_flag, msg_en_q, msg_src_q, msg_data_q};
  end

  pipe_delay #(.Width(LaneUnits * LaneOutW), .Stages(ResultReg)) u_result_reg (
    .clk_i,
    .reg_en_i (reg_en[ExecRegs -: ResultReg + 1]),
    .d_i      (unit_merged),
    .q_o      (unit_out)
  );

  lane_pass_ctrl #(.Passes(Passes), .PassW(LaneUnits * LaneOutW)) u_passes (
    .clk_i, .rst_ni, .in_valid_i(core_valid), .in_ready_o(core_ready),
    .inner_valid_o(inner_valid), .inner_ready_i(inner_ready), .pass_o(pass_in),
    .inner_out_valid_i(inner_out_valid), .inner_out_ready_o(inner_out_ready),
    .inner_out_pass_i(pass_out), .inner_out_i(unit_out),
    .out_valid_o, .out_ready_i, .out_o(lane_out));

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane_out
    assign {we_o[l*2 +: 2], value_o[l*64 +: 64], branch_taken_o[l], branch_target_o[l*64 +: 64],
            discard_o[l], msg_en_o[l], msg_src_o[l*MaxSrcs*64 +: MaxSrcs*64],
            msg_data_o[l*StagingRegs*32 +: StagingRegs*32]} = lane_out[l*LaneOutW +: LaneOutW];
  end

endmodule
