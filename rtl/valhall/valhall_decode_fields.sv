// The Valhall decoder after instruction identification: the per-instruction tables read at the
// matched index, the fields at instruction-dependent positions, the source operands, the staging
// operands and the Level-1 validity checks (docs/valhall.md 1-4; the outputs are
// valhall_decoder's, which describes them). Purely combinational. valhall_decoder is
// valhall_ins_match followed by this module; the compact pipeline puts a register between the
// two (valhall_pipeline MatchReg).
module valhall_decode_fields (
  input  logic [63:0]                                  instr_i,
  // valhall_ins_match's verdict on instr_i
  input  logic                                         primary_known_i,
  input  logic                                         ins_valid_i,
  input  logic [valhall_pkg::INS_BITS-1:0]             ins_i,
  output logic                                         illegal_o,
  output logic [3:0]                                   illegal_code_o,
  output logic [valhall_pkg::FLOW_WIDTH-1:0]           flow_o,
  output logic [valhall_pkg::FAU_PAGE_WIDTH-1:0]       fau_page_o,
  output logic                                         has_dest_o,
  output logic [valhall_pkg::DEST_REG_WIDTH-1:0]       dest_o,
  output logic [valhall_pkg::DEST_MASK_WIDTH-1:0]      dest_mask_o,
  output logic [valhall_pkg::MAX_SRCS*3-1:0]           src_class_o,
  output logic [valhall_pkg::MAX_SRCS*6-1:0]           src_index_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_word_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_discard_o,
  output logic [valhall_pkg::MAX_SRCS*4-1:0]           src_swizzle_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_neg_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_abs_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_invert_o,
  output logic [valhall_pkg::MAX_STAGING*6-1:0]        sr_reg_o,
  output logic [valhall_pkg::MAX_STAGING*4-1:0]        sr_count_o,
  output logic [valhall_pkg::MAX_STAGING*2-1:0]        sr_flags_o,
  output logic [valhall_pkg::NUM_MODS*4-1:0]           mod_o,
  output logic [valhall_pkg::NUM_IMMS*32-1:0]          imm_o
);

  localparam int unsigned MaxSrcs    = valhall_pkg::MAX_SRCS;
  localparam int unsigned MaxStaging = valhall_pkg::MAX_STAGING;
  localparam int unsigned NumMods    = valhall_pkg::NUM_MODS;
  localparam int unsigned NumImms    = valhall_pkg::NUM_IMMS;

  // ---------------------------------------------------------------------------------------------
  // Fixed fields (1.1, 1.3).
  // ---------------------------------------------------------------------------------------------
  logic                                   reserved;
  logic [valhall_pkg::FLOW_WIDTH-1:0]     flow;
  logic [valhall_pkg::FAU_PAGE_WIDTH-1:0] fau_page;
  logic [valhall_pkg::DEST_REG_WIDTH-1:0] byte5_reg;
  logic [valhall_pkg::DEST_MASK_WIDTH-1:0] byte5_mask;

  assign reserved   = instr_i[valhall_pkg::RESERVED_LSB];
  assign flow       = instr_i[valhall_pkg::FLOW_LSB +: valhall_pkg::FLOW_WIDTH];
  assign fau_page   = instr_i[valhall_pkg::FAU_PAGE_LSB +: valhall_pkg::FAU_PAGE_WIDTH];
  assign byte5_reg  = instr_i[valhall_pkg::DEST_REG_LSB +: valhall_pkg::DEST_REG_WIDTH];
  assign byte5_mask = instr_i[valhall_pkg::DEST_MASK_LSB +: valhall_pkg::DEST_MASK_WIDTH];

  logic primary_known, ins_valid;
  logic [valhall_pkg::INS_BITS-1:0] ins;
  assign primary_known = primary_known_i;
  assign ins_valid     = ins_valid_i;
  assign ins           = ins_i;

  // Per-instruction table entries are read at ins through valhall_ins_table (a column per bit,
  // a NumIns-to-1 selection: small for Yosys, one bit-select for Verilator).
  logic       ins_dest, ins_placeholder;
  logic [1:0] compare_check;

  assign ins_dest        = ins_valid & valhall_pkg::INS_DEST[ins];
  assign ins_placeholder = ins_valid & valhall_pkg::INS_PLACEHOLDER[ins];
  logic [1:0] compare_check_tbl;
  valhall_ins_table #(.RowBits(2), .Width(2), .Table(valhall_pkg::INS_COMPARE_CHECK))
      u_compare_check (
    .ins_i   (ins),
    .value_o (compare_check_tbl)
  );
  assign compare_check   = ins_valid ? compare_check_tbl : 2'd0;

  // ---------------------------------------------------------------------------------------------
  // Fields at instruction-dependent positions.
  // ---------------------------------------------------------------------------------------------
  logic [NumMods-1:0]      mod_present;
  logic [MaxSrcs*4-1:0]    sel_value;
  logic [MaxStaging*6-1:0] sr_reg;
  logic [NumImms-1:0]      unused_imm_present;
  logic [MaxSrcs-1:0]      unused_sel_present;
  logic [MaxStaging-1:0]   unused_sr_present;

  valhall_fields #(
    .FirstField(valhall_pkg::FLD_MOD_BASE),
    .NumFields (NumMods),
    .FieldW    (4)
  ) u_mods (
    .instr_i,
    .ins_valid_i(ins_valid),
    .ins_i      (ins),
    .value_o    (mod_o),
    .present_o  (mod_present)
  );

  valhall_fields #(
    .FirstField(valhall_pkg::FLD_IMM_BASE),
    .NumFields (NumImms),
    .FieldW    (32)
  ) u_imms (
    .instr_i,
    .ins_valid_i(ins_valid),
    .ins_i      (ins),
    .value_o    (imm_o),
    .present_o  (unused_imm_present)
  );

  // Lane-selection fields: whether a source has one is also in SRC_SEL_KIND (read below).
  valhall_fields #(
    .FirstField(valhall_pkg::FLD_SEL_BASE),
    .NumFields (MaxSrcs),
    .FieldW    (4)
  ) u_sels (
    .instr_i,
    .ins_valid_i(ins_valid),
    .ins_i      (ins),
    .value_o    (sel_value),
    .present_o  (unused_sel_present)
  );

  // Staging registers: whether an operand exists is also in SR_PRESENT (read below).
  valhall_fields #(
    .FirstField(valhall_pkg::FLD_SR_BASE),
    .NumFields (MaxStaging),
    .FieldW    (6)
  ) u_srs (
    .instr_i,
    .ins_valid_i(ins_valid),
    .ins_i      (ins),
    .value_o    (sr_reg),
    .present_o  (unused_sr_present)
  );

  // 4.3 item 4: a reserved value in an enum-typed modifier.
  logic [NumMods-1:0] mod_bad;
  for (genvar m = 0; m < NumMods; m++) begin : gen_mod_check
    localparam logic [15:0] Valid = valhall_pkg::MOD_ENUM_VALID[m*16 +: 16];
    assign mod_bad[m] = mod_present[m] & ~Valid[mod_o[m*4 +: 4]];
  end

  // ---------------------------------------------------------------------------------------------
  // Sources (2, 3.1, 3.2).
  // ---------------------------------------------------------------------------------------------
  logic [MaxSrcs-1:0] src_fau, src_sel_bad, src_special_bad;

  for (genvar k = 0; k < MaxSrcs; k++) begin : gen_src
    logic       present_tbl, present, absneg, has_not;
    logic [1:0] slot;
    logic [3:0] sel_kind;

    valhall_ins_table #(.RowBits(MaxSrcs), .Offset(k), .Table(valhall_pkg::SRC_PRESENT))
        u_present (.ins_i(ins), .value_o(present_tbl));
    valhall_ins_table #(.RowBits(MaxSrcs), .Offset(k), .Table(valhall_pkg::SRC_ABSNEG))
        u_absneg (.ins_i(ins), .value_o(absneg));
    valhall_ins_table #(.RowBits(MaxSrcs), .Offset(k), .Table(valhall_pkg::SRC_NOT))
        u_not (.ins_i(ins), .value_o(has_not));
    valhall_ins_table #(
      .RowBits(MaxSrcs*2), .Offset(k*2), .Width(2), .Table(valhall_pkg::SRC_SLOT)
    ) u_slot (.ins_i(ins), .value_o(slot));
    valhall_ins_table #(
      .RowBits(MaxSrcs*4), .Offset(k*4), .Width(4), .Table(valhall_pkg::SRC_SEL_KIND)
    ) u_sel_kind (.ins_i(ins), .value_o(sel_kind));
    assign present = ins_valid & present_tbl;

    valhall_src u_src (
      .instr_i,
      .present_i    (present),
      .slot_i       (slot),
      .absneg_i     (absneg),
      .not_i        (has_not),
      .sel_kind_i   (sel_kind),
      .sel_i        (sel_value[k*4 +: 4]),
      .class_o      (src_class_o[k*3 +: 3]),
      .index_o      (src_index_o[k*6 +: 6]),
      .word_o       (src_word_o[k]),
      .discard_o    (src_discard_o[k]),
      .swizzle_o    (src_swizzle_o[k*4 +: 4]),
      .neg_o        (src_neg_o[k]),
      .abs_o        (src_abs_o[k]),
      .invert_o     (src_invert_o[k]),
      .fau_o        (src_fau[k]),
      .sel_bad_o    (src_sel_bad[k]),
      .special_bad_o(src_special_bad[k])
    );
  end

  // 2.3: the page belongs to the instruction only when a source reads it.
  assign fau_page_o = (|src_fau) ? fau_page : '0;

  // ---------------------------------------------------------------------------------------------
  // Flow, destination, staging operands (1.3, 1.4, 1.6).
  // ---------------------------------------------------------------------------------------------
  assign flow_o      = ins_valid ? flow : '0;
  assign has_dest_o  = ins_dest;
  assign dest_o      = ins_dest ? byte5_reg : '0;
  assign dest_mask_o = ins_dest ? byte5_mask : '0;

  for (genvar k = 0; k < MaxStaging; k++) begin : gen_sr
    logic       present, has_flags, count_is_write;
    logic [3:0] write_count, count;

    logic present_tbl;
    valhall_ins_table #(.RowBits(MaxStaging), .Offset(k), .Table(valhall_pkg::SR_PRESENT))
        u_present (.ins_i(ins), .value_o(present_tbl));
    valhall_ins_table #(.RowBits(MaxStaging), .Offset(k), .Table(valhall_pkg::SR_HAS_FLAGS))
        u_has_flags (.ins_i(ins), .value_o(has_flags));
    valhall_ins_table #(
      .RowBits(MaxStaging), .Offset(k), .Table(valhall_pkg::SR_COUNT_IS_WRITE)
    ) u_count_is_write (.ins_i(ins), .value_o(count_is_write));
    assign present = ins_valid & present_tbl;
    // 1.4: sr_write_count holds the number of written registers minus 1.
    assign write_count = mod_o[valhall_pkg::MOD_ID_STAGING_REGISTER_WRITE_COUNT*4 +: 4] + 4'd1;
    assign count       = count_is_write ? write_count
                                        : mod_o[valhall_pkg::MOD_ID_STAGING_REGISTER_COUNT*4 +: 4];

    assign sr_reg_o[k*6 +: 6]   = sr_reg[k*6 +: 6];
    assign sr_count_o[k*4 +: 4] = present ? count : 4'd0;
    assign sr_flags_o[k*2 +: 2] = (present & has_flags)
                                  ? instr_i[valhall_pkg::STAGING_FLAGS_LSB +: 2] : 2'd0;
  end

  // ---------------------------------------------------------------------------------------------
  // Level-1 validity (4.3), first failing check first.
  // ---------------------------------------------------------------------------------------------
  logic flow_bad, mask_bad, compare_bad;

  assign flow_bad = ins_valid & ~valhall_pkg::FLOW_VALID[flow];
  assign mask_bad = (ins_dest | ins_placeholder) & (byte5_mask == 2'b00);

  // 4.3 item 7 (the rules of compare_check_e).
  always_comb begin
    unique case (compare_check)
      valhall_pkg::CMPCHK_AND_SEQ:    compare_bad = instr_i[25:24] == 2'b11;
      valhall_pkg::CMPCHK_NO_SEQ,
      valhall_pkg::CMPCHK_FCMP_BIT25: compare_bad = instr_i[25];
      default:                        compare_bad = 1'b0;
    endcase
  end

  always_comb begin
    if (reserved) begin
      illegal_code_o = valhall_pkg::ILLEGAL_RESERVED_BIT63;
    end else if (!primary_known) begin
      illegal_code_o = valhall_pkg::ILLEGAL_PRIMARY;
    end else if (!ins_valid) begin
      illegal_code_o = valhall_pkg::ILLEGAL_SECONDARY;
    end else if (flow_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_FLOW;
    end else if (|src_sel_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_SOURCE_SELECT;
    end else if (|mod_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_MODIFIER;
    end else if (mask_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_WRITE_MASK;
    end else if (|src_special_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_SPECIAL_FAU;
    end else if (compare_bad) begin
      illegal_code_o = valhall_pkg::ILLEGAL_COMPARE;
    end else begin
      illegal_code_o = valhall_pkg::ILLEGAL_NONE;
    end
  end

  assign illegal_o = illegal_code_o != valhall_pkg::ILLEGAL_NONE;

  // Presence of these fields is read from the per-source / per-staging tables instead.
  logic unused_present;
  assign unused_present = ^{unused_imm_present, unused_sel_present, unused_sr_present};

endmodule
