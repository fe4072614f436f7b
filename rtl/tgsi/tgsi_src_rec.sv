// The record fields of one source operand of the instruction being decoded (golden/tgsi/program.h
// SrcOperand): each token of the operand loads its fields when the decoder consumes it
// (docs/tgsi.md 6.2 step 4). The decoder has checked the token; fields are stored as read.
// has_swz_o / has_mod_o are cleared by the SRC_REGISTER token; fields of parts the operand does
// not have keep stale values (the record says which parts are present).
//
// Packing: swizzles {w, z, y, x} 2 bits each (x in [1:0]); ext_swizzle_o {w, z, y, x} 4 bits each;
// swz_negate_o bit c = NegateX..W; mod_o {Negate, Absolute, Scale2X, Bias, Complement} (bit 0
// Complement).
module tgsi_src_rec (
  input  logic        clk_i,
  input  logic [31:0] tok_i,
  input  logic        we_reg_i,   // SRC_REGISTER
  input  logic        we_ext_i,   // SRC_REGISTER_EXT_SWZ or _MOD (by its Type)
  input  logic        we_ind_i,   // the indirect operand
  input  logic        we_dim_i,   // DIMENSION
  input  logic        we_dind_i,  // the indirect operand of the DIMENSION
  output logic [tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  file_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] swizzle_o,
  output logic                                          negate_o,
  output logic [tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] index_o,
  output logic                                          has_swz_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_WIDTH-1:0] ext_swizzle_o,
  output logic [3:0]                                    swz_negate_o,
  output logic [tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH-1:0] ext_divide_o,
  output logic                                          has_mod_o,
  output logic [4:0]                                    mod_o,
  output logic                                          indirect_o,
  output logic [tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  ind_file_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] ind_swizzle_o,
  output logic                                          ind_negate_o,
  output logic [tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] ind_index_o,
  output logic                                          dimension_o,
  output logic                                          dim_indirect_o,
  output logic [tgsi_pkg::DIMENSION_INDEX_WIDTH-1:0]    dim_index_o,
  output logic [tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  dim_ind_file_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] dim_ind_swizzle_o,
  output logic                                          dim_ind_negate_o,
  output logic [tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] dim_ind_index_o
);

  localparam int unsigned TypeW = tgsi_pkg::SRC_REGISTER_EXT_SWZ_TYPE_WIDTH;
  localparam int unsigned SelW  = tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_WIDTH;
  localparam int unsigned SwzW  = tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH;

  // Fields of the token read as SRC_REGISTER (the operand itself and indirect operands).
  logic [tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  t_file;
  logic [4*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] t_swizzle;
  logic                                          t_negate;
  logic [tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] t_index;
  assign t_file    = tok_i[tgsi_pkg::SRC_REGISTER_FILE_LSB +: tgsi_pkg::SRC_REGISTER_FILE_WIDTH];
  assign t_swizzle = {tok_i[tgsi_pkg::SRC_REGISTER_SWIZZLE_W_LSB +: SwzW],
                      tok_i[tgsi_pkg::SRC_REGISTER_SWIZZLE_Z_LSB +: SwzW],
                      tok_i[tgsi_pkg::SRC_REGISTER_SWIZZLE_Y_LSB +: SwzW],
                      tok_i[tgsi_pkg::SRC_REGISTER_SWIZZLE_X_LSB +: SwzW]};
  assign t_negate  = tok_i[tgsi_pkg::SRC_REGISTER_NEGATE_LSB];
  assign t_index   = tok_i[tgsi_pkg::SRC_REGISTER_INDEX_LSB +: tgsi_pkg::SRC_REGISTER_INDEX_WIDTH];

  logic is_swz;
  assign is_swz = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_TYPE_LSB +: TypeW] ==
                  TypeW'(tgsi_pkg::SRC_EXT_TYPE_SWZ);

  always_ff @(posedge clk_i) begin
    if (we_reg_i) begin
      file_o      <= t_file;
      swizzle_o   <= t_swizzle;
      negate_o    <= t_negate;
      index_o     <= t_index;
      indirect_o  <= tok_i[tgsi_pkg::SRC_REGISTER_INDIRECT_LSB];
      dimension_o <= tok_i[tgsi_pkg::SRC_REGISTER_DIMENSION_LSB];
      has_swz_o   <= 1'b0;
      has_mod_o   <= 1'b0;
    end
    if (we_ext_i && is_swz) begin
      has_swz_o     <= 1'b1;
      ext_swizzle_o <= {tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_W_LSB +: SelW],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Z_LSB +: SelW],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Y_LSB +: SelW],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_LSB +: SelW]};
      swz_negate_o  <= {tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_NEGATE_W_LSB],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_NEGATE_Z_LSB],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_NEGATE_Y_LSB],
                        tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_NEGATE_X_LSB]};
      ext_divide_o  <= tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_LSB +:
                             tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH];
    end
    if (we_ext_i && !is_swz) begin
      has_mod_o <= 1'b1;
      mod_o     <= {tok_i[tgsi_pkg::SRC_REGISTER_EXT_MOD_NEGATE_LSB],
                    tok_i[tgsi_pkg::SRC_REGISTER_EXT_MOD_ABSOLUTE_LSB],
                    tok_i[tgsi_pkg::SRC_REGISTER_EXT_MOD_SCALE_2X_LSB],
                    tok_i[tgsi_pkg::SRC_REGISTER_EXT_MOD_BIAS_LSB],
                    tok_i[tgsi_pkg::SRC_REGISTER_EXT_MOD_COMPLEMENT_LSB]};
    end
    if (we_ind_i) begin
      ind_file_o    <= t_file;
      ind_swizzle_o <= t_swizzle;
      ind_negate_o  <= t_negate;
      ind_index_o   <= t_index;
    end
    if (we_dim_i) begin
      dim_indirect_o <= tok_i[tgsi_pkg::DIMENSION_INDIRECT_LSB];
      dim_index_o    <= tok_i[tgsi_pkg::DIMENSION_INDEX_LSB +: tgsi_pkg::DIMENSION_INDEX_WIDTH];
    end
    if (we_dind_i) begin
      dim_ind_file_o    <= t_file;
      dim_ind_swizzle_o <= t_swizzle;
      dim_ind_negate_o  <= t_negate;
      dim_ind_index_o   <= t_index;
    end
  end

endmodule
