// Lint/read check of the generated r500_pkg (tests/r500, label quick): Verilator 5.006 reports
// "No top level module" on a file holding only a package, so this module reads a few of its
// fields and tables with run-time indices, the way a decoder will.
module r500_pkg_lint_top (
  input  logic [31:0] word0_i,
  input  logic [31:0] word5_i,
  output logic        rgb_op_illegal_o,
  output logic        uses_c_o,
  output logic [2:0]  rgb_unit_o,
  output logic [31:0] inline_o,
  output logic        pred_reserved_o,
  output logic        word_unused_o,
  output logic        other_bits_o
);
  logic [3:0] rgb_op;
  logic [2:0] pred_sel;
  logic [1:0] inst_type;
  assign rgb_op    = word5_i[r500_pkg::ALU_RGBA_INST_RGB_OP_LSB +: r500_pkg::ALU_RGBA_INST_RGB_OP_WIDTH];
  assign pred_sel  = word0_i[r500_pkg::CMN_RGB_PRED_SEL_LSB +: r500_pkg::CMN_RGB_PRED_SEL_WIDTH];
  assign inst_type = word0_i[r500_pkg::CMN_TYPE_LSB +: r500_pkg::CMN_TYPE_WIDTH];

  assign rgb_op_illegal_o = r500_pkg::CHECK_RGB_OP_TYPES[inst_type] & r500_pkg::CHECK_RGB_OP_RESERVED[rgb_op];
  assign uses_c_o         = r500_pkg::RGB_OP_USES_C[rgb_op];
  assign rgb_unit_o       = r500_pkg::RGB_OP_UNIT[rgb_op*r500_pkg::RGB_OP_UNIT_BITS +: r500_pkg::RGB_OP_UNIT_BITS];
  assign inline_o         = r500_pkg::INLINE_F32[word5_i[10:4]*32 +: 32];
  assign pred_reserved_o  = r500_pkg::PRED_SEL_RESERVED[pred_sel];
  assign word_unused_o    = r500_pkg::TYPE_FC_UNUSED_WORDS[word0_i[31:29]] | (r500_pkg::TYPE_TEX_UNUSED_WORDS[1] & word0_i[28]);
  assign other_bits_o     = ^{word0_i[27:6], word0_i[2], word5_i[31:11]};  // keeps lint quiet
endmodule
