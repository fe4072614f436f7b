// Lint/read check of the generated tgsi_pkg (tests/tgsi, label quick): Verilator 5.006 reports
// "No top level module" on a file holding only a package, so this module reads fields and tables
// of the package with run-time indices, the way the future streaming decoder will.
module tgsi_pkg_lint_top (
  input  logic [31:0] tok_i,
  input  logic [3:0]  cc_flag_onehot_i,
  output logic        op_valid_o,
  output logic [1:0]  num_dst_o,
  output logic        src_count_ok_o,
  output logic [1:0]  op_class_o,
  output logic [4:0]  exec_o,
  output logic        sfu_o,
  output logic [3:0]  flow_o,
  output logic        cc_pass_o,
  output logic        file_defined_o,
  output logic [31:0] factor_o,
  output logic [2:0]  coords_o,
  output logic        pad_set_o,
  output logic [15:0] index_o,
  output logic        is_nv_default_o,
  output logic [4:0]  err_o
);
  logic [7:0] opcode;
  logic [3:0] num_src;
  logic [3:0] cc_mask;
  logic [3:0] file;
  logic [3:0] modulate;
  logic [7:0] texture;
  assign opcode   = tok_i[tgsi_pkg::INSTRUCTION_OPCODE_LSB +: tgsi_pkg::INSTRUCTION_OPCODE_WIDTH];
  assign num_src  = tok_i[tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_LSB +: tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_WIDTH];
  assign cc_mask  = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_LSB +: tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_WIDTH];
  assign file     = tok_i[tgsi_pkg::SRC_REGISTER_FILE_LSB +: tgsi_pkg::SRC_REGISTER_FILE_WIDTH];
  assign modulate = tok_i[tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_LSB +: tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_WIDTH];
  assign texture  = tok_i[tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_LSB +: tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH];

  assign op_valid_o      = tgsi_pkg::OPCODE_VALID[opcode];
  assign num_dst_o       = tgsi_pkg::OPCODE_NUM_DST[opcode*2 +: 2];
  assign src_count_ok_o  = (num_src <= 4'd4) &&
                           tgsi_pkg::OPCODE_SRC_ALLOWED[opcode*tgsi_pkg::OPCODE_SRC_ALLOWED_BITS + 32'(num_src[2:0])];
  assign op_class_o      = tgsi_pkg::OPCODE_CLASS[opcode*tgsi_pkg::OPCODE_CLASS_BITS +: 2];
  assign exec_o          = tgsi_pkg::OPCODE_EXEC[opcode*tgsi_pkg::OPCODE_EXEC_BITS +: 5];
  assign sfu_o           = tgsi_pkg::OPCODE_UNITS[opcode*tgsi_pkg::OPCODE_UNITS_BITS + tgsi_pkg::UNIT_SFU];
  assign flow_o          = tgsi_pkg::OPCODE_FLOW[opcode*tgsi_pkg::OPCODE_FLOW_BITS +: 4];
  assign cc_pass_o       = |(tgsi_pkg::CC_PASS[cc_mask*4 +: 4] & cc_flag_onehot_i);
  assign file_defined_o  = tgsi_pkg::FILE_DEFINED[file];
  assign factor_o        = tgsi_pkg::MODULATE_FACTOR[modulate*32 +: 32];
  assign coords_o        = tgsi_pkg::TEXTURE_COORDS[texture*3 +: 3];
  assign pad_set_o       = |(tok_i & tgsi_pkg::INSTRUCTION_PAD_MASK);
  assign index_o         = tok_i[tgsi_pkg::SRC_REGISTER_INDEX_LSB +: tgsi_pkg::SRC_REGISTER_INDEX_WIDTH];
  assign is_nv_default_o = (tok_i & ~32'h80000000) == tgsi_pkg::INSTRUCTION_EXT_NV_DEFAULT;
  assign err_o           = (tok_i[31:24] == 8'hFF) ? tgsi_pkg::ERR_TRUNCATED :
                           (tgsi_pkg::OPCODE_SAMPLER_SRC[opcode*3 +: 3] == 3'd7) ? tgsi_pkg::ERR_OK :
                                                                               tgsi_pkg::ERR_LABEL;
endmodule
