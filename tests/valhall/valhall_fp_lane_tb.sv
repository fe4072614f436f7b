// Test-only wrapper of the Valhall floating-point lane unit: the RTL decoder feeds
// valhall_fp_lane, and immediate-table sources are resolved here (execute.h "Source values":
// entry s[4:0] of the table, zero-extended) the way the execution pipeline's top does it.
// Verilated as Vvalhall_fp_lane_tb by tests/valhall/CMakeLists.txt for rtl_fp_lane_test.cpp.
module valhall_fp_lane_tb #(
  parameter int unsigned NumPipeRegs = 3
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  logic [63:0]          instr_i,
  input  logic [255:0]         src_i,      // source k (XML order) at [k*64 +: 64], as read
  input  logic [1:0]           ftz_i,      // FtzMode
  output logic                 ins_valid_o,
  output logic                 illegal_o,
  output logic [63:0]          result_o,
  output logic                 flag_o
);
  logic [valhall_pkg::INS_BITS-1:0]      ins;
  logic [valhall_pkg::MAX_SRCS*3-1:0]    src_class;
  logic [valhall_pkg::MAX_SRCS*6-1:0]    src_index;
  logic [valhall_pkg::MAX_SRCS*4-1:0]    src_swizzle;
  logic [valhall_pkg::MAX_SRCS-1:0]      src_neg, src_abs;
  logic [valhall_pkg::NUM_MODS*4-1:0]    mods;
  logic [valhall_pkg::NUM_IMMS*32-1:0]   imms;

  // Decoder outputs the lane does not use.
  logic [valhall_pkg::PRIMARY_WIDTH-1:0]   unused_primary;
  logic [8:0]                              unused_secondary;
  logic [3:0]                              unused_illegal_code;
  logic [valhall_pkg::FLOW_WIDTH-1:0]      unused_flow;
  logic [valhall_pkg::FAU_PAGE_WIDTH-1:0]  unused_fau_page;
  logic                                    unused_has_dest;
  logic [valhall_pkg::DEST_REG_WIDTH-1:0]  unused_dest;
  logic [valhall_pkg::DEST_MASK_WIDTH-1:0] unused_dest_mask;
  logic [valhall_pkg::MAX_SRCS-1:0]        unused_src_word, unused_src_discard, unused_src_invert;
  logic [valhall_pkg::MAX_STAGING*6-1:0]   unused_sr_reg;
  logic [valhall_pkg::MAX_STAGING*4-1:0]   unused_sr_count;
  logic [valhall_pkg::MAX_STAGING*2-1:0]   unused_sr_flags;

  valhall_decoder u_decoder (
    .instr_i        (instr_i),
    .ins_valid_o    (ins_valid_o),
    .ins_o          (ins),
    .primary_o      (unused_primary),
    .secondary_o    (unused_secondary),
    .illegal_o      (illegal_o),
    .illegal_code_o (unused_illegal_code),
    .flow_o         (unused_flow),
    .fau_page_o     (unused_fau_page),
    .has_dest_o     (unused_has_dest),
    .dest_o         (unused_dest),
    .dest_mask_o    (unused_dest_mask),
    .src_class_o    (src_class),
    .src_index_o    (src_index),
    .src_word_o     (unused_src_word),
    .src_discard_o  (unused_src_discard),
    .src_swizzle_o  (src_swizzle),
    .src_neg_o      (src_neg),
    .src_abs_o      (src_abs),
    .src_invert_o   (unused_src_invert),
    .sr_reg_o       (unused_sr_reg),
    .sr_count_o     (unused_sr_count),
    .sr_flags_o     (unused_sr_flags),
    .mod_o          (mods),
    .imm_o          (imms)
  );

  logic [255:0] src_resolved;
  for (genvar k = 0; k < 4; k++) begin : gen_src
    logic [4:0] entry;
    assign entry = src_index[k*6 +: 5];
    assign src_resolved[k*64 +: 64] = (src_class[k*3 +: 3] == 3'd3)
        ? {32'd0, valhall_pkg::IMM_LUT[32*entry +: 32]} : src_i[k*64 +: 64];
  end

  valhall_fp_lane #(.NumPipeRegs(NumPipeRegs)) u_lane (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .reg_en_i      (reg_en_i),
    .instr_i       (instr_i),
    .ins_i         (ins),
    .mod_i         (mods),
    .imm_i         (imms),
    .src_swizzle_i (src_swizzle),
    .src_neg_i     (src_neg),
    .src_abs_i     (src_abs),
    .src_i         (src_resolved),
    .ftz_i         (ftz_i),
    .valid_i       (1'b1),         // fast configuration: nothing holds
    .hold_o        (unused_hold),
    .result_o      (result_o),
    .flag_o        (flag_o)
  );

  logic unused, unused_hold;
  assign unused = ^{unused_hold, unused_primary, unused_secondary, unused_illegal_code, unused_flow,
                    unused_fau_page, unused_has_dest, unused_dest, unused_dest_mask,
                    unused_src_word, unused_src_discard, unused_src_invert, unused_sr_reg,
                    unused_sr_count, unused_sr_flags, src_index[23], src_index[17],
                    src_index[11], src_index[5]};
endmodule
