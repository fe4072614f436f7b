// Gallium TGSI streaming token decoder (docs/tgsi.md 3-6, 13; rtl/tgsi/README.md).
//
// One 32-bit token per cycle in (valid/ready), decoded records out (valid/ready). A stream starts
// with a command giving its length in tokens (start_len_i) and the parser mode (start_strict_i,
// D30); then exactly start_len_i tokens follow. The decoder walks them as docs/tgsi.md 6 says:
// VERSION, HEADER, PROCESSOR and further header tokens, then the body one sized token at a time,
// inside an instruction its extension chain, destination and sources with their extension chains,
// indirect operands and DIMENSION tokens. Every check of docs/tgsi.md 13 is made when the token
// it concerns is consumed, in the order of 13.2, so the first error is the golden parser's
// (golden/tgsi/parse.cpp): same code, same token index. Checks that need no token (a part needed
// past Size, a chain running past Size, the stream ending early, the end of the body) are made
// in the state that would consume the next token, before it is needed.
//
// Records (rec_kind_o, tgsi_decoder_pkg::rec_kind_e): HEADER once the header is complete; DECL,
// IMM (head) + IMM_DATA (one per four values), INSN when the record is complete and checked; one
// END per stream, carrying ERR_OK or the first error with its token index. After END the
// remaining tokens of the stream (if the error came before the last one) are consumed and
// dropped; the decoder then takes the next start command. Every stream ends in END: the walk
// only waits for tokens the length promises, and every state that needs a token first checks
// that one is left.
//
// Back-pressure: a token (or an error without a token) is taken only when the record register
// is free or being read this cycle (out_free), because any token may complete a record; so
// tok_ready_o depends combinationally on rec_ready_i (not on tok_valid_i). rec_valid_o is a
// register output. Throughput: one token per cycle while rec_ready_i is high.
module tgsi_decoder #(
  // Distinct label values a stream may use (declared or referenced): the RTL's only limit that
  // the golden parser does not have; one more is error LIMIT at its LABEL token (README.md).
  parameter int unsigned LabelSlots = 32
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  // Stream command: accepted in the idle state, before the stream's tokens.
  input  logic        start_valid_i,
  output logic        start_ready_o,
  input  logic [31:0] start_len_i,     // tokens in the stream (0: empty stream)
  input  logic        start_strict_i,  // 1: strict (default, D30); 0: skip undefined body tokens
  // Tokens.
  input  logic        tok_valid_i,
  output logic        tok_ready_o,
  input  logic [31:0] tok_i,
  // Records.
  output logic        rec_valid_o,
  input  logic        rec_ready_i,
  output logic [2:0]  rec_kind_o,      // tgsi_decoder_pkg::rec_kind_e
  output logic [31:0] rec_index_o,     // token index of the record (END: of the error; HEADER: 0)
  output logic [4:0]  end_error_o,     // END: tgsi_pkg::error_e
  // HEADER (docs/tgsi.md 3)
  output logic [tgsi_pkg::VERSION_MAJOR_WIDTH-1:0]        hdr_major_o,
  output logic [tgsi_pkg::VERSION_MINOR_WIDTH-1:0]        hdr_minor_o,
  output logic [tgsi_pkg::HEADER_HEADER_SIZE_WIDTH-1:0]   hdr_header_size_o,
  output logic [tgsi_pkg::HEADER_BODY_SIZE_WIDTH-1:0]     hdr_body_size_o,
  output logic [tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH-1:0]  hdr_processor_o,
  // DECL (docs/tgsi.md 6.4): first/last for RANGE (else 0), mask for MASK (else 0),
  // interp CONSTANT when there is no interpolation token.
  output logic [tgsi_pkg::DECLARATION_FILE_WIDTH-1:0]     decl_file_o,
  output logic [tgsi_pkg::DECLARATION_DECLARE_WIDTH-1:0]  decl_declare_o,
  output logic [tgsi_pkg::DECLARATION_RANGE_FIRST_WIDTH-1:0] decl_first_o,
  output logic [tgsi_pkg::DECLARATION_RANGE_LAST_WIDTH-1:0]  decl_last_o,
  output logic [tgsi_pkg::DECLARATION_MASK_MASK_WIDTH-1:0]   decl_mask_o,
  output logic                                            decl_has_interp_o,
  output logic [tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_WIDTH-1:0] decl_interp_o,
  // IMM (docs/tgsi.md 6.5): the IMMEDIATE token; imm_count_o data tokens follow as IMM_DATA
  output logic [tgsi_pkg::IMMEDIATE_DATA_TYPE_WIDTH-1:0]  imm_data_type_o,
  output logic [tgsi_pkg::IMMEDIATE_SIZE_WIDTH-1:0]       imm_count_o,
  // IMM_DATA: IMMEDIATE[imm_vec_o] = imm_value_o (x in [31:0] .. w in [127:96])
  output logic [7:0]                                      imm_vec_o,
  output logic [4*tgsi_pkg::IMMEDIATE_FLOAT32_FLOAT_WIDTH-1:0] imm_value_o,
  // INSN (docs/tgsi.md 6.2): the INSTRUCTION token
  output logic [tgsi_pkg::INSTRUCTION_SIZE_WIDTH-1:0]     insn_size_o,
  output logic [tgsi_pkg::INSTRUCTION_OPCODE_WIDTH-1:0]   insn_opcode_o,
  output logic [tgsi_pkg::INSTRUCTION_SATURATE_WIDTH-1:0] insn_saturate_o,
  output logic [tgsi_pkg::INSTRUCTION_NUM_DST_REGS_WIDTH-1:0] insn_num_dst_o,
  output logic [tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_WIDTH-1:0] insn_num_src_o,
  // INSTRUCTION_EXT_NV (swizzle {w, z, y, x}, 2 bits each)
  output logic                                            nv_valid_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_NV_PRECISION_WIDTH-1:0] nv_precision_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_INDEX_WIDTH-1:0] nv_cond_dst_index_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_INDEX_WIDTH-1:0] nv_cond_flow_index_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_WIDTH-1:0] nv_cond_mask_o,
  output logic [4*tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_X_WIDTH-1:0] nv_cond_swizzle_o,
  output logic                                            nv_cond_dst_update_o,
  output logic                                            nv_cond_flow_enable_o,
  // INSTRUCTION_EXT_LABEL, INSTRUCTION_EXT_TEXTURE
  output logic                                            label_valid_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH-1:0] label_o,
  output logic                                            label_target_o,
  output logic                                            texture_valid_o,
  output logic [tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH-1:0] texture_o,
  // DST_REGISTER and its extensions (meaningful when insn_num_dst_o is 1)
  output logic [tgsi_pkg::DST_REGISTER_FILE_WIDTH-1:0]    dst_file_o,
  output logic [tgsi_pkg::DST_REGISTER_WRITE_MASK_WIDTH-1:0] dst_write_mask_o,
  output logic [tgsi_pkg::DST_REGISTER_INDEX_WIDTH-1:0]   dst_index_o,
  output logic                                            dst_condcode_valid_o,
  output logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_MASK_WIDTH-1:0] dst_cc_mask_o,
  output logic [4*tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_X_WIDTH-1:0] dst_cc_swizzle_o,
  output logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX_WIDTH-1:0] dst_cc_src_index_o,
  output logic                                            dst_modulate_valid_o,
  output logic [tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_WIDTH-1:0] dst_modulate_o,
  // Sources k = 0..3, entry k of each flat vector (packing: tgsi_src_rec.sv); the first
  // insn_num_src_o are meaningful.
  output logic [4*tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  src_file_o,
  output logic [16*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] src_swizzle_o,
  output logic [3:0]                                      src_negate_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] src_index_o,
  output logic [3:0]                                      src_swz_valid_o,
  output logic [16*tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_WIDTH-1:0] src_ext_swizzle_o,
  output logic [15:0]                                     src_swz_negate_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH-1:0] src_ext_divide_o,
  output logic [3:0]                                      src_mod_valid_o,
  output logic [19:0]                                     src_mod_o,
  output logic [3:0]                                      src_indirect_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  src_ind_file_o,
  output logic [16*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] src_ind_swizzle_o,
  output logic [3:0]                                      src_ind_negate_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] src_ind_index_o,
  output logic [3:0]                                      src_dimension_o,
  output logic [3:0]                                      src_dim_indirect_o,
  output logic [4*tgsi_pkg::DIMENSION_INDEX_WIDTH-1:0]    src_dim_index_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  src_dim_ind_file_o,
  output logic [16*tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH-1:0] src_dim_ind_swizzle_o,
  output logic [3:0]                                      src_dim_ind_negate_o,
  output logic [4*tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] src_dim_ind_index_o,
  // A stream is being decoded or drained.
  output logic        busy_o
);

  // ---------------------------------------------------------------------------------------------
  // Widths
  // ---------------------------------------------------------------------------------------------
  // Token positions: the body ends before 1 + HeaderSize + BodySize < 2^(BodySize bits + 1).
  localparam int unsigned IdxW    = tgsi_pkg::HEADER_BODY_SIZE_WIDTH + 1;
  localparam int unsigned SizeW   = tgsi_pkg::DECLARATION_SIZE_WIDTH;
  localparam int unsigned FileW   = tgsi_pkg::SRC_REGISTER_FILE_WIDTH;
  localparam int unsigned ExtTW   = tgsi_pkg::INSTRUCTION_EXT_NV_TYPE_WIDTH;
  localparam int unsigned OpW     = tgsi_pkg::INSTRUCTION_OPCODE_WIDTH;
  localparam int unsigned SrcAW   = tgsi_pkg::OPCODE_SRC_ALLOWED_BITS;
  localparam int unsigned FSizeW  = tgsi_pkg::FILE_SIZE_BITS;
  localparam int unsigned RangeW  = tgsi_pkg::FILE_INDEX_BITS;
  localparam int unsigned InsnCW  = $clog2(tgsi_pkg::LIMIT_INSTRUCTIONS + 1);
  localparam int unsigned ImmCW   = $clog2(tgsi_pkg::LIMIT_IMMEDIATE + 1);
  localparam int unsigned IndexW  = tgsi_pkg::SRC_REGISTER_INDEX_WIDTH;
  localparam int unsigned ValW    = tgsi_pkg::IMMEDIATE_FLOAT32_FLOAT_WIDTH;
  localparam int unsigned MaskW   = tgsi_pkg::DECLARATION_MASK_MASK_WIDTH;
  localparam int unsigned NSrc    = tgsi_pkg::LIMIT_MAX_SRC;
  localparam int unsigned NExt    = 1 << ExtTW;
  localparam logic [tgsi_pkg::VERSION_MAJOR_WIDTH-1:0] Major =
      tgsi_pkg::VERSION_1_1[tgsi_pkg::VERSION_MAJOR_LSB +: tgsi_pkg::VERSION_MAJOR_WIDTH];

  // ---------------------------------------------------------------------------------------------
  // Fields of the current token under every layout it may have (docs/tgsi.md 4.2)
  // ---------------------------------------------------------------------------------------------
  // VERSION, HEADER, PROCESSOR
  logic [tgsi_pkg::VERSION_MAJOR_WIDTH-1:0]       t_major;
  logic [tgsi_pkg::VERSION_MINOR_WIDTH-1:0]       t_minor;
  logic [tgsi_pkg::HEADER_HEADER_SIZE_WIDTH-1:0]  t_hsize;
  logic [tgsi_pkg::HEADER_BODY_SIZE_WIDTH-1:0]    t_bsize;
  logic [tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH-1:0] t_proc;
  assign t_major = tok_i[tgsi_pkg::VERSION_MAJOR_LSB +: tgsi_pkg::VERSION_MAJOR_WIDTH];
  assign t_minor = tok_i[tgsi_pkg::VERSION_MINOR_LSB +: tgsi_pkg::VERSION_MINOR_WIDTH];
  assign t_hsize = tok_i[tgsi_pkg::HEADER_HEADER_SIZE_LSB +: tgsi_pkg::HEADER_HEADER_SIZE_WIDTH];
  assign t_bsize = tok_i[tgsi_pkg::HEADER_BODY_SIZE_LSB +: tgsi_pkg::HEADER_BODY_SIZE_WIDTH];
  assign t_proc  = tok_i[tgsi_pkg::PROCESSOR_PROCESSOR_LSB +: tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH];

  // Sized tokens: Type and Size sit where DECLARATION has them in every sized token.
  logic [tgsi_pkg::DECLARATION_TYPE_WIDTH-1:0] t_type;
  logic [SizeW-1:0]                            t_size;
  assign t_type = tok_i[tgsi_pkg::DECLARATION_TYPE_LSB +: tgsi_pkg::DECLARATION_TYPE_WIDTH];
  assign t_size = tok_i[tgsi_pkg::DECLARATION_SIZE_LSB +: SizeW];

  // DECLARATION and the tokens after it
  logic [tgsi_pkg::DECLARATION_FILE_WIDTH-1:0]    t_dcl_file;
  logic [tgsi_pkg::DECLARATION_DECLARE_WIDTH-1:0] t_dcl_declare;
  logic                                           t_dcl_interp, t_dcl_ext;
  logic [tgsi_pkg::DECLARATION_RANGE_FIRST_WIDTH-1:0] t_first;
  logic [tgsi_pkg::DECLARATION_RANGE_LAST_WIDTH-1:0]  t_last;
  logic [MaskW-1:0]                                   t_mask;
  logic [tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_WIDTH-1:0] t_interp;
  assign t_dcl_file    = tok_i[tgsi_pkg::DECLARATION_FILE_LSB +: tgsi_pkg::DECLARATION_FILE_WIDTH];
  assign t_dcl_declare = tok_i[tgsi_pkg::DECLARATION_DECLARE_LSB +:
                               tgsi_pkg::DECLARATION_DECLARE_WIDTH];
  assign t_dcl_interp  = tok_i[tgsi_pkg::DECLARATION_INTERPOLATE_LSB];
  assign t_dcl_ext     = tok_i[tgsi_pkg::DECLARATION_EXTENDED_LSB];
  assign t_first       = tok_i[tgsi_pkg::DECLARATION_RANGE_FIRST_LSB +:
                               tgsi_pkg::DECLARATION_RANGE_FIRST_WIDTH];
  assign t_last        = tok_i[tgsi_pkg::DECLARATION_RANGE_LAST_LSB +:
                               tgsi_pkg::DECLARATION_RANGE_LAST_WIDTH];
  assign t_mask        = tok_i[tgsi_pkg::DECLARATION_MASK_MASK_LSB +: MaskW];
  assign t_interp      = tok_i[tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_LSB +:
                               tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_WIDTH];

  // IMMEDIATE
  logic [tgsi_pkg::IMMEDIATE_DATA_TYPE_WIDTH-1:0] t_imm_type;
  logic                                           t_imm_ext;
  assign t_imm_type = tok_i[tgsi_pkg::IMMEDIATE_DATA_TYPE_LSB +: tgsi_pkg::IMMEDIATE_DATA_TYPE_WIDTH];
  assign t_imm_ext  = tok_i[tgsi_pkg::IMMEDIATE_EXTENDED_LSB];

  // INSTRUCTION
  logic [OpW-1:0]                                      t_op;
  logic [tgsi_pkg::INSTRUCTION_SATURATE_WIDTH-1:0]     t_sat;
  logic [tgsi_pkg::INSTRUCTION_NUM_DST_REGS_WIDTH-1:0] t_ndst;
  logic [tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_WIDTH-1:0] t_nsrc;
  logic                                                t_ins_ext;
  assign t_op      = tok_i[tgsi_pkg::INSTRUCTION_OPCODE_LSB +: OpW];
  assign t_sat     = tok_i[tgsi_pkg::INSTRUCTION_SATURATE_LSB +: tgsi_pkg::INSTRUCTION_SATURATE_WIDTH];
  assign t_ndst    = tok_i[tgsi_pkg::INSTRUCTION_NUM_DST_REGS_LSB +:
                           tgsi_pkg::INSTRUCTION_NUM_DST_REGS_WIDTH];
  assign t_nsrc    = tok_i[tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_LSB +:
                           tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_WIDTH];
  assign t_ins_ext = tok_i[tgsi_pkg::INSTRUCTION_EXTENDED_LSB];

  // Properties of the current token's opcode (section 7, generated tables).
  localparam int unsigned NOps = tgsi_pkg::OPCODE_COUNT;
  logic                                                op_valid, op_frag_only;
  logic [tgsi_pkg::OPCODE_NUM_DST_BITS-1:0]           op_ndst;
  logic [SrcAW-1:0]                                    op_src_allowed;
  logic [tgsi_pkg::OPCODE_CLASS_BITS-1:0]              op_class;
  logic [tgsi_pkg::OPCODE_FLOW_BITS-1:0]               op_flow;
  logic [tgsi_pkg::OPCODE_SAMPLER_SRC_BITS-1:0]       op_sampler;
  tgsi_table_lookup #(.W(1), .N(NOps), .Entries(tgsi_pkg::OPCODE_VALID)) u_op_valid (
    .idx_i(t_op), .val_o(op_valid));
  tgsi_table_lookup #(.W(1), .N(NOps), .Entries(tgsi_pkg::OPCODE_FRAGMENT_ONLY)) u_op_frag (
    .idx_i(t_op), .val_o(op_frag_only));
  tgsi_table_lookup #(.W(tgsi_pkg::OPCODE_NUM_DST_BITS), .N(NOps),
                      .Entries(tgsi_pkg::OPCODE_NUM_DST)) u_op_ndst (
    .idx_i(t_op), .val_o(op_ndst));
  tgsi_table_lookup #(.W(SrcAW), .N(NOps), .Entries(tgsi_pkg::OPCODE_SRC_ALLOWED)) u_op_nsrc (
    .idx_i(t_op), .val_o(op_src_allowed));
  tgsi_table_lookup #(.W(tgsi_pkg::OPCODE_CLASS_BITS), .N(NOps),
                      .Entries(tgsi_pkg::OPCODE_CLASS)) u_op_class (
    .idx_i(t_op), .val_o(op_class));
  tgsi_table_lookup #(.W(tgsi_pkg::OPCODE_FLOW_BITS), .N(NOps),
                      .Entries(tgsi_pkg::OPCODE_FLOW)) u_op_flow (
    .idx_i(t_op), .val_o(op_flow));
  tgsi_table_lookup #(.W(tgsi_pkg::OPCODE_SAMPLER_SRC_BITS), .N(NOps),
                      .Entries(tgsi_pkg::OPCODE_SAMPLER_SRC)) u_op_sampler (
    .idx_i(t_op), .val_o(op_sampler));

  // Extension tokens: Type and Extended sit at the same place in all of them (4.2).
  logic [ExtTW-1:0] t_ext_type;
  logic             t_ext_more;
  assign t_ext_type = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_TYPE_LSB +: ExtTW];
  assign t_ext_more = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_EXTENDED_LSB];

  // INSTRUCTION_EXT_NV
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_PRECISION_WIDTH-1:0]        t_nv_prec;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_INDEX_WIDTH-1:0]   t_nv_cdi;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_INDEX_WIDTH-1:0]  t_nv_cfi;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_WIDTH-1:0]        t_nv_mask;
  logic [4*tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_X_WIDTH-1:0] t_nv_swz;
  localparam int unsigned NvSwW = tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_X_WIDTH;
  assign t_nv_prec = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_PRECISION_LSB +:
                           tgsi_pkg::INSTRUCTION_EXT_NV_PRECISION_WIDTH];
  assign t_nv_cdi  = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_INDEX_LSB +:
                           tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_INDEX_WIDTH];
  assign t_nv_cfi  = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_INDEX_LSB +:
                           tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_INDEX_WIDTH];
  assign t_nv_mask = tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_LSB +:
                           tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_WIDTH];
  assign t_nv_swz  = {tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_W_LSB +: NvSwW],
                      tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_Z_LSB +: NvSwW],
                      tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_Y_LSB +: NvSwW],
                      tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_SWIZZLE_X_LSB +: NvSwW]};

  // INSTRUCTION_EXT_LABEL, INSTRUCTION_EXT_TEXTURE
  logic [tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH-1:0]     t_label;
  logic                                                       t_label_tgt;
  logic [tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH-1:0] t_tex;
  assign t_label     = tok_i[tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_LSB +:
                             tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH];
  assign t_label_tgt = tok_i[tgsi_pkg::INSTRUCTION_EXT_LABEL_TARGET_LSB];
  assign t_tex       = tok_i[tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_LSB +:
                             tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH];

  // DST_REGISTER
  logic [FileW-1:0]                                     t_dst_file;
  logic [tgsi_pkg::DST_REGISTER_WRITE_MASK_WIDTH-1:0]   t_dst_wmask;
  logic [IndexW-1:0]                                    t_dst_index;
  logic                                                 t_dst_ind, t_dst_dim, t_dst_ext;
  assign t_dst_file  = tok_i[tgsi_pkg::DST_REGISTER_FILE_LSB +: FileW];
  assign t_dst_wmask = tok_i[tgsi_pkg::DST_REGISTER_WRITE_MASK_LSB +:
                             tgsi_pkg::DST_REGISTER_WRITE_MASK_WIDTH];
  assign t_dst_index = tok_i[tgsi_pkg::DST_REGISTER_INDEX_LSB +: IndexW];
  assign t_dst_ind   = tok_i[tgsi_pkg::DST_REGISTER_INDIRECT_LSB];
  assign t_dst_dim   = tok_i[tgsi_pkg::DST_REGISTER_DIMENSION_LSB];
  assign t_dst_ext   = tok_i[tgsi_pkg::DST_REGISTER_EXTENDED_LSB];

  // DST_REGISTER_EXT_CONDCODE, DST_REGISTER_EXT_MODULATE
  localparam int unsigned CcSwW = tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_X_WIDTH;
  logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_MASK_WIDTH-1:0]      t_cc_mask;
  logic [4*CcSwW-1:0]                                                  t_cc_swz;
  logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX_WIDTH-1:0] t_cc_src;
  logic [tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_WIDTH-1:0]       t_modulate;
  assign t_cc_mask  = tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_MASK_LSB +:
                            tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_MASK_WIDTH];
  assign t_cc_swz   = {tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_W_LSB +: CcSwW],
                       tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Z_LSB +: CcSwW],
                       tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Y_LSB +: CcSwW],
                       tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_X_LSB +: CcSwW]};
  assign t_cc_src   = tok_i[tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX_LSB +:
                            tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX_WIDTH];
  assign t_modulate = tok_i[tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_LSB +:
                            tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_WIDTH];

  // SRC_REGISTER (also the layout of indirect operands)
  logic [FileW-1:0]  t_src_file;
  logic [IndexW-1:0] t_src_index;
  logic              t_src_ind, t_src_dim, t_src_ext;
  assign t_src_file  = tok_i[tgsi_pkg::SRC_REGISTER_FILE_LSB +: FileW];
  assign t_src_index = tok_i[tgsi_pkg::SRC_REGISTER_INDEX_LSB +: IndexW];
  assign t_src_ind   = tok_i[tgsi_pkg::SRC_REGISTER_INDIRECT_LSB];
  assign t_src_dim   = tok_i[tgsi_pkg::SRC_REGISTER_DIMENSION_LSB];
  assign t_src_ext   = tok_i[tgsi_pkg::SRC_REGISTER_EXTENDED_LSB];

  // SRC_REGISTER_EXT_SWZ: every selector and ExtDivide defined, ExtDivide not ZERO (D4, D33)
  localparam int unsigned SelW = tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_WIDTH;
  logic [SelW-1:0] t_swz_x, t_swz_y, t_swz_z, t_swz_w;
  logic [tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH-1:0] t_swz_div;
  assign t_swz_x   = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_LSB +: SelW];
  assign t_swz_y   = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Y_LSB +: SelW];
  assign t_swz_z   = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Z_LSB +: SelW];
  assign t_swz_w   = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_W_LSB +: SelW];
  assign t_swz_div = tok_i[tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_LSB +:
                           tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH];
  logic t_swz_bad;
  assign t_swz_bad = !tgsi_pkg::EXTSWIZZLE_DEFINED[t_swz_x] || !tgsi_pkg::EXTSWIZZLE_DEFINED[t_swz_y] ||
                     !tgsi_pkg::EXTSWIZZLE_DEFINED[t_swz_z] || !tgsi_pkg::EXTSWIZZLE_DEFINED[t_swz_w] ||
                     !tgsi_pkg::EXTSWIZZLE_DEFINED[t_swz_div] ||
                     t_swz_div == SelW'(tgsi_pkg::EXTSWIZZLE_ZERO);

  // DIMENSION
  logic t_dim_dim, t_dim_ext;
  assign t_dim_dim = tok_i[tgsi_pkg::DIMENSION_DIMENSION_LSB];
  assign t_dim_ext = tok_i[tgsi_pkg::DIMENSION_EXTENDED_LSB];
  logic t_dim_ind;
  assign t_dim_ind = tok_i[tgsi_pkg::DIMENSION_INDIRECT_LSB];

  // IMMEDIATE: its data tokens
  logic [SizeW-1:0] t_imm_count;
  assign t_imm_count = t_size - SizeW'(1);

  // ---------------------------------------------------------------------------------------------
  // State of the walk
  // ---------------------------------------------------------------------------------------------
  tgsi_decoder_pkg::state_e state_q, state_d;
  logic [31:0]       rem_q, rem_d;              // tokens of the stream not yet consumed
  logic [IdxW-1:0]   cnt_q, cnt_d;              // index of the next token
  logic              strict_q;
  logic [IdxW-1:0]   body_end_q;                // 1 + HeaderSize + BodySize
  logic [IdxW-1:0]   rec_start_q, rec_end_q;    // the sized token being walked, its index + Size
  logic [InsnCW-1:0] insn_cnt_q;                // instructions completed
  logic [ImmCW-1:0]  imm_vec_q;                 // immediate vectors completed
  logic [1:0]        imm_j_q;                   // next value within the vector
  // IMMEDIATE references, checked at the end of the body (G10): a negative index, the largest.
  logic              imm_neg_q, imm_any_q;
  logic [IndexW-2:0] imm_max_q;
  // Instruction being walked: its opcode's sampler operand, texture class, CAL role; the
  // current source and its Indirect/Dimension bits; extension types seen on the current token.
  logic [tgsi_pkg::OPCODE_SAMPLER_SRC_BITS-1:0] op_sampler_q;
  logic              op_tex_q, op_call_q;
  logic [1:0]        si_q, si_d;
  logic              cur_ind_q, cur_dim_q;
  logic [NExt-1:0]   seen_q;

  // Records (outputs); the fields are loaded by the token that carries them (strobes below).
  logic              rec_valid_q;
  tgsi_decoder_pkg::rec_kind_e rec_kind_q;
  logic [IdxW-1:0]   rec_index_q;
  tgsi_pkg::error_e  end_error_q;
  logic [tgsi_pkg::VERSION_MAJOR_WIDTH-1:0]       hdr_major_q;
  logic [tgsi_pkg::VERSION_MINOR_WIDTH-1:0]       hdr_minor_q;
  logic [tgsi_pkg::HEADER_HEADER_SIZE_WIDTH-1:0]  hdr_hsize_q;
  logic [tgsi_pkg::HEADER_BODY_SIZE_WIDTH-1:0]    hdr_bsize_q;
  logic [tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH-1:0] hdr_proc_q;
  logic [tgsi_pkg::DECLARATION_FILE_WIDTH-1:0]    decl_file_q;
  logic [tgsi_pkg::DECLARATION_DECLARE_WIDTH-1:0] decl_declare_q;
  logic [tgsi_pkg::DECLARATION_RANGE_FIRST_WIDTH-1:0] decl_first_q;
  logic [tgsi_pkg::DECLARATION_RANGE_LAST_WIDTH-1:0]  decl_last_q;
  logic [MaskW-1:0]                               decl_mask_q;
  logic                                           decl_has_interp_q;
  logic [tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_WIDTH-1:0] decl_interp_q;
  logic [tgsi_pkg::IMMEDIATE_DATA_TYPE_WIDTH-1:0] imm_type_q;
  logic [SizeW-1:0]                               imm_count_q;
  logic [7:0]                                     imm_vec_out_q;
  logic [4*ValW-1:0]                              imm_value_q;
  logic [SizeW-1:0]                               insn_size_q;
  logic [OpW-1:0]                                 insn_op_q;
  logic [tgsi_pkg::INSTRUCTION_SATURATE_WIDTH-1:0]     insn_sat_q;
  logic [tgsi_pkg::INSTRUCTION_NUM_DST_REGS_WIDTH-1:0] insn_ndst_q;
  logic [tgsi_pkg::INSTRUCTION_NUM_SRC_REGS_WIDTH-1:0] insn_nsrc_q;
  logic                                           nv_valid_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_PRECISION_WIDTH-1:0]        nv_prec_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_INDEX_WIDTH-1:0]   nv_cdi_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_INDEX_WIDTH-1:0]  nv_cfi_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_NV_COND_MASK_WIDTH-1:0]        nv_mask_q;
  logic [4*NvSwW-1:0]                                             nv_swz_q;
  logic                                           nv_upd_q, nv_fen_q;
  logic                                           label_valid_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH-1:0] label_q;
  logic                                           label_tgt_q;
  logic                                           tex_valid_q;
  logic [tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH-1:0] tex_q;
  logic [FileW-1:0]                               dst_file_q;
  logic [tgsi_pkg::DST_REGISTER_WRITE_MASK_WIDTH-1:0] dst_wmask_q;
  logic [IndexW-1:0]                              dst_index_q;
  logic                                           cc_valid_q;
  logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_MASK_WIDTH-1:0] cc_mask_q;
  logic [4*CcSwW-1:0]                             cc_swz_q;
  logic [tgsi_pkg::DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX_WIDTH-1:0] cc_src_q;
  logic                                           modu_valid_q;
  logic [tgsi_pkg::DST_REGISTER_EXT_MODULATE_MODULATE_WIDTH-1:0] modu_q;

  // ---------------------------------------------------------------------------------------------
  // Token handshake and the checks that need no token
  // ---------------------------------------------------------------------------------------------
  logic out_free;  // the record register is free, or its record is taken this cycle
  assign out_free = !rec_valid_q || rec_ready_i;

  logic             needs_tok, pre_err, fire;
  tgsi_pkg::error_e pre_code;
  logic [IdxW-1:0]  pre_idx;
  always_comb begin
    needs_tok = 1'b1;
    pre_err   = 1'b0;
    pre_code  = tgsi_pkg::ERR_OK;
    pre_idx   = cnt_q;
    unique case (state_q)
      tgsi_decoder_pkg::S_IDLE, tgsi_decoder_pkg::S_END_BODY: begin
        needs_tok = 1'b0;
      end
      tgsi_decoder_pkg::S_DRAIN: begin
        needs_tok = rem_q != '0;
      end
      tgsi_decoder_pkg::S_DST, tgsi_decoder_pkg::S_SRC, tgsi_decoder_pkg::S_SIND,
      tgsi_decoder_pkg::S_DIM, tgsi_decoder_pkg::S_DIND: begin
        // An operand token needed past the instruction's Size (6.2).
        if (cnt_q == rec_end_q) begin
          pre_err  = 1'b1;
          pre_code = tgsi_pkg::ERR_SIZE_MISMATCH;
          pre_idx  = rec_start_q;
        end
      end
      tgsi_decoder_pkg::S_IEXT, tgsi_decoder_pkg::S_DEXT, tgsi_decoder_pkg::S_SEXT: begin
        // Extended set on the previous token, but the instruction ends: the chain never ends.
        if (cnt_q == rec_end_q) begin
          pre_err  = 1'b1;
          pre_code = tgsi_pkg::ERR_EXTENSION_CHAIN;
          pre_idx  = cnt_q - IdxW'(1);
        end
      end
      default: begin
      end
    endcase
    // The stream ends before a token the walk needs.
    if (needs_tok && !pre_err && state_q != tgsi_decoder_pkg::S_DRAIN && rem_q == '0) begin
      pre_err  = 1'b1;
      pre_code = tgsi_pkg::ERR_TRUNCATED;
      pre_idx  = cnt_q;
    end
  end

  assign tok_ready_o = needs_tok && !pre_err && (state_q == tgsi_decoder_pkg::S_DRAIN || out_free);
  assign fire        = tok_ready_o && tok_valid_i;

  // ---------------------------------------------------------------------------------------------
  // The token consumed this cycle, by kind: each loads the record fields it carries.
  // ---------------------------------------------------------------------------------------------
  logic is_decl, is_imm, is_insn;  // kind of the current sized token
  assign is_decl = t_type == tgsi_pkg::DECLARATION_TYPE_WIDTH'(tgsi_pkg::TOKEN_TYPE_DECLARATION);
  assign is_imm  = t_type == tgsi_pkg::DECLARATION_TYPE_WIDTH'(tgsi_pkg::TOKEN_TYPE_IMMEDIATE);
  assign is_insn = t_type == tgsi_pkg::DECLARATION_TYPE_WIDTH'(tgsi_pkg::TOKEN_TYPE_INSTRUCTION);
  logic ext_nv, ext_label, ext_tex, ext_cc;  // type of the current extension token
  assign ext_nv    = t_ext_type == ExtTW'(tgsi_pkg::INSN_EXT_TYPE_NV);
  assign ext_label = t_ext_type == ExtTW'(tgsi_pkg::INSN_EXT_TYPE_LABEL);
  assign ext_tex   = t_ext_type == ExtTW'(tgsi_pkg::INSN_EXT_TYPE_TEXTURE);
  assign ext_cc    = t_ext_type == ExtTW'(tgsi_pkg::DST_EXT_TYPE_CONDCODE);

  logic decl_range;  // the declaration being read has the RANGE form
  assign decl_range = decl_declare_q ==
                      tgsi_pkg::DECLARATION_DECLARE_WIDTH'(tgsi_pkg::DECLARE_RANGE);

  logic is_sampler;  // the current source is the opcode's sampler operand
  assign is_sampler = 32'(si_q) == 32'(op_sampler_q);

  logic tk_version, tk_header, tk_proc, tk_body, tk_decl, tk_imm, tk_insn, tk_range, tk_mask,
        tk_interp, tk_value, tk_nv, tk_label, tk_tex, tk_dst, tk_cc, tk_modulate;
  assign tk_version  = fire && state_q == tgsi_decoder_pkg::S_VERSION;
  assign tk_header   = fire && state_q == tgsi_decoder_pkg::S_HEADER;
  assign tk_proc     = fire && state_q == tgsi_decoder_pkg::S_PROC;
  assign tk_body     = fire && state_q == tgsi_decoder_pkg::S_BODY;
  assign tk_decl     = tk_body && is_decl;
  assign tk_imm      = tk_body && is_imm;
  assign tk_insn     = tk_body && is_insn;
  assign tk_range    = fire && state_q == tgsi_decoder_pkg::S_DECL_RM && decl_range;
  assign tk_mask     = fire && state_q == tgsi_decoder_pkg::S_DECL_RM && !decl_range;
  assign tk_interp   = fire && state_q == tgsi_decoder_pkg::S_DECL_INT;
  assign tk_value    = fire && state_q == tgsi_decoder_pkg::S_IMM_DATA;
  assign tk_nv       = fire && state_q == tgsi_decoder_pkg::S_IEXT && ext_nv;
  assign tk_label    = fire && state_q == tgsi_decoder_pkg::S_IEXT && ext_label;
  assign tk_tex      = fire && state_q == tgsi_decoder_pkg::S_IEXT && ext_tex;
  assign tk_dst      = fire && state_q == tgsi_decoder_pkg::S_DST;
  assign tk_cc       = fire && state_q == tgsi_decoder_pkg::S_DEXT && ext_cc;
  assign tk_modulate = fire && state_q == tgsi_decoder_pkg::S_DEXT && !ext_cc;

  // The instruction as it stands after the current token (for the checks at the end of its walk,
  // which may be made by its last token, the INSTRUCTION token itself included).
  logic [IdxW-1:0] cur_start, cur_end;
  logic            cur_tex, cur_call, cur_tex_valid, cur_label_valid, cur_label_tgt;
  logic [tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH-1:0] cur_texture;
  logic [tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH-1:0]     cur_label;
  assign cur_start       = state_q == tgsi_decoder_pkg::S_BODY ? cnt_q : rec_start_q;
  assign cur_end         = state_q == tgsi_decoder_pkg::S_BODY ? cnt_q + IdxW'(t_size) : rec_end_q;
  assign cur_tex         = state_q == tgsi_decoder_pkg::S_BODY ?
                           op_class == tgsi_pkg::OPCODE_CLASS_BITS'(tgsi_pkg::CLASS_T) : op_tex_q;
  assign cur_call        = state_q == tgsi_decoder_pkg::S_BODY ?
                           op_flow == tgsi_pkg::OPCODE_FLOW_BITS'(tgsi_pkg::FLOW_CALL) : op_call_q;
  assign cur_tex_valid   = state_q != tgsi_decoder_pkg::S_BODY && (tex_valid_q || tk_tex);
  assign cur_texture     = tk_tex ? t_tex : tex_q;
  assign cur_label_valid = state_q != tgsi_decoder_pkg::S_BODY && (label_valid_q || tk_label);
  assign cur_label       = tk_label ? t_label : label_q;
  assign cur_label_tgt   = tk_label ? t_label_tgt : label_tgt_q;

  // ---------------------------------------------------------------------------------------------
  // Declared registers, labels, nesting
  // ---------------------------------------------------------------------------------------------
  logic clear;  // start of a stream
  logic decl_set;
  logic lk_declared;
  logic [FileW-1:0]  lk_file;
  logic [IndexW-1:0] lk_index;
  assign lk_file  = state_q == tgsi_decoder_pkg::S_DST ? t_dst_file : t_src_file;
  assign lk_index = state_q == tgsi_decoder_pkg::S_DST ? t_dst_index : t_src_index;

  tgsi_decl_regs u_decl (
    .clk_i,
    .rst_ni,
    .clear_i       (clear),
    .set_i         (decl_set),
    .set_file_i    (decl_file_q),
    .set_range_i   (decl_range),
    .set_first_i   (t_first[RangeW-1:0]),
    .set_last_i    (t_last[RangeW-1:0]),
    .set_mask_i    (t_mask),
    .lk_file_i     (lk_file),
    .lk_index_i    (lk_index),
    .lk_declared_o (lk_declared)
  );

  logic lbl_op, lbl_dup, lbl_full, lbl_undeclared;
  tgsi_label_table #(.Slots(LabelSlots)) u_labels (
    .clk_i,
    .rst_ni,
    .clear_i      (clear),
    .op_i         (lbl_op),
    .op_declare_i (t_label_tgt),
    .label_i      (t_label),
    .dup_o        (lbl_dup),
    .full_o       (lbl_full),
    .undeclared_o (lbl_undeclared)
  );

  logic nest_commit, nest_bad, nest_open;
  tgsi_nest u_nest (
    .clk_i,
    .rst_ni,
    .clear_i  (clear),
    .role_i   (op_flow),
    .commit_i (nest_commit),
    .bad_o    (nest_bad),
    .open_o   (nest_open)
  );

  // Size of the declared file, for the LIMIT checks of the RANGE/MASK token.
  logic [FSizeW-1:0] decl_fsize;
  tgsi_table_lookup #(.W(FSizeW), .N(1 << FileW), .Entries(tgsi_pkg::FILE_SIZE)) u_fsize (
    .idx_i(decl_file_q), .val_o(decl_fsize));
  logic             mask_over;  // a MASK bit beyond the file
  logic [MaskW-1:0] mask_inside;
  assign mask_inside = 32'(decl_fsize) >= MaskW ? {MaskW{1'b1}}
                                                : ~({MaskW{1'b1}} << decl_fsize);
  assign mask_over   = |(t_mask & ~mask_inside);

  // An IMMEDIATE reference is checked at the end of the body (docs/tgsi.md 6.3, G10).
  logic imm_bad;
  assign imm_bad = imm_neg_q || (imm_any_q && 32'(imm_max_q) >= 32'(imm_vec_q));

  // ---------------------------------------------------------------------------------------------
  // The walk: the checks of the consumed token (docs/tgsi.md 13.2) and the next state
  // ---------------------------------------------------------------------------------------------
  logic             err, emit, walk_done, imm_ref, more_src;
  tgsi_pkg::error_e err_code;
  logic [IdxW-1:0]  err_idx, emit_idx;
  tgsi_decoder_pkg::rec_kind_e emit_kind;
  logic [IdxW-1:0]  next_pos;   // index after the current token
  tgsi_decoder_pkg::state_e after_rec;  // state after a record that ends with the current token
  tgsi_decoder_pkg::state_e first_operand;  // the first part after the instruction extensions
  assign next_pos      = cnt_q + IdxW'(1);
  assign after_rec     = next_pos == body_end_q ? tgsi_decoder_pkg::S_END_BODY
                                                : tgsi_decoder_pkg::S_BODY;
  assign more_src      = 32'(si_q) + 1 < 32'(insn_nsrc_q);
  assign first_operand = insn_ndst_q != '0 ? tgsi_decoder_pkg::S_DST : tgsi_decoder_pkg::S_SRC;

  always_comb begin
    state_d       = state_q;
    si_d          = si_q;
    start_ready_o = 1'b0;
    clear         = 1'b0;
    err           = 1'b0;
    err_code      = tgsi_pkg::ERR_OK;
    err_idx       = cnt_q;
    emit          = 1'b0;
    emit_kind     = tgsi_decoder_pkg::REC_END;
    emit_idx      = '0;
    walk_done     = 1'b0;
    imm_ref       = 1'b0;

    if (pre_err && out_free) begin
      err      = 1'b1;
      err_code = pre_code;
      err_idx  = pre_idx;
    end

    unique case (state_q)
      // ---- no stream -----------------------------------------------------------------------
      tgsi_decoder_pkg::S_IDLE: begin
        start_ready_o = 1'b1;
        if (start_valid_i) begin
          clear   = 1'b1;
          state_d = tgsi_decoder_pkg::S_VERSION;
        end
      end

      // ---- header (docs/tgsi.md 3) --------------------------------------------------------
      tgsi_decoder_pkg::S_VERSION: begin
        if (fire) begin
          state_d = tgsi_decoder_pkg::S_HEADER;
          if (t_major != Major) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_VERSION;
          end
        end
      end
      tgsi_decoder_pkg::S_HEADER: begin
        if (fire) begin
          if (t_hsize == '0 || t_bsize == '0) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_HEADER;
          end else if (t_hsize == tgsi_pkg::HEADER_HEADER_SIZE_WIDTH'(1)) begin
            // No PROCESSOR token: a fragment program (D31).
            emit      = 1'b1;
            emit_kind = tgsi_decoder_pkg::REC_HEADER;
            state_d   = tgsi_decoder_pkg::S_BODY;
          end else begin
            state_d = tgsi_decoder_pkg::S_PROC;
          end
        end
      end
      tgsi_decoder_pkg::S_PROC: begin
        if (fire) begin
          if (!tgsi_pkg::PROCESSOR_DEFINED[t_proc]) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else if (hdr_hsize_q == tgsi_pkg::HEADER_HEADER_SIZE_WIDTH'(2)) begin
            emit      = 1'b1;
            emit_kind = tgsi_decoder_pkg::REC_HEADER;
            state_d   = tgsi_decoder_pkg::S_BODY;
          end else begin
            state_d = tgsi_decoder_pkg::S_HDR_SKIP;
          end
        end
      end
      tgsi_decoder_pkg::S_HDR_SKIP: begin
        // Header tokens after PROCESSOR are skipped (D31).
        if (fire && cnt_q == IdxW'(hdr_hsize_q)) begin
          emit      = 1'b1;
          emit_kind = tgsi_decoder_pkg::REC_HEADER;
          state_d   = tgsi_decoder_pkg::S_BODY;
        end
      end

      // ---- a sized token (docs/tgsi.md 6.1) ----------------------------------------------------
      tgsi_decoder_pkg::S_BODY: begin
        if (fire) begin
          err = 1'b1;
          if (is_decl) begin
            // docs/tgsi.md 6.4, checks in the order of 13.2
            state_d = tgsi_decoder_pkg::S_DECL_RM;
            if (t_size == '0 || cur_end > body_end_q) begin
              err_code = tgsi_pkg::ERR_SIZE_OVERRUN;
            end else if (!tgsi_pkg::FILE_DEFINED[t_dcl_file]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else if (t_dcl_file == FileW'(tgsi_pkg::FILE_NULL) ||
                         t_dcl_file == FileW'(tgsi_pkg::FILE_IMMEDIATE)) begin
              err_code = tgsi_pkg::ERR_DECLARATION;
            end else if (!tgsi_pkg::DECLARE_DEFINED[t_dcl_declare]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else if (t_dcl_ext) begin
              err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
            end else if (t_size != (t_dcl_interp ? SizeW'(3) : SizeW'(2))) begin
              err_code = tgsi_pkg::ERR_SIZE_MISMATCH;
            end else begin
              err = 1'b0;
            end
          end else if (is_imm) begin
            // docs/tgsi.md 6.5
            if (t_size == '0 || cur_end > body_end_q) begin
              err_code = tgsi_pkg::ERR_SIZE_OVERRUN;
            end else if (!tgsi_pkg::IMM_DEFINED[t_imm_type]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else if (t_imm_ext) begin
              err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
            end else if (t_imm_count[1:0] != 2'd0) begin
              err_code = tgsi_pkg::ERR_SIZE_MISMATCH;
            end else if (32'(imm_vec_q) + 32'(t_imm_count[SizeW-1:2]) > tgsi_pkg::LIMIT_IMMEDIATE) begin
              err_code = tgsi_pkg::ERR_LIMIT;
            end else begin
              err       = 1'b0;
              emit      = 1'b1;
              emit_kind = tgsi_decoder_pkg::REC_IMM;
              emit_idx  = cnt_q;
              state_d   = t_imm_count == '0 ? after_rec : tgsi_decoder_pkg::S_IMM_DATA;
            end
          end else if (is_insn) begin
            // docs/tgsi.md 6.2, checks in the order of 13.2
            si_d = '0;
            if (t_size == '0 || cur_end > body_end_q) begin
              err_code = tgsi_pkg::ERR_SIZE_OVERRUN;
            end else if (32'(insn_cnt_q) >= tgsi_pkg::LIMIT_INSTRUCTIONS) begin
              err_code = tgsi_pkg::ERR_LIMIT;
            end else if (!op_valid) begin
              err_code = tgsi_pkg::ERR_BAD_OPCODE;
            end else if (!tgsi_pkg::SAT_DEFINED[t_sat]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else if (t_ndst != op_ndst || 32'(t_nsrc) > tgsi_pkg::LIMIT_MAX_SRC ||
                         !op_src_allowed[t_nsrc[2:0]]) begin
              err_code = tgsi_pkg::ERR_OPERAND_COUNT;
            end else if (op_frag_only && hdr_proc_q !=
                         tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH'(tgsi_pkg::PROCESSOR_FRAGMENT)) begin
              err_code = tgsi_pkg::ERR_PROCESSOR_OPCODE;
            end else if (nest_bad) begin
              err_code = tgsi_pkg::ERR_NESTING;
            end else begin
              err = 1'b0;
              if (t_ins_ext) begin
                state_d = tgsi_decoder_pkg::S_IEXT;
              end else if (t_ndst != '0) begin
                state_d = tgsi_decoder_pkg::S_DST;
              end else if (t_nsrc != '0) begin
                state_d = tgsi_decoder_pkg::S_SRC;
              end else begin
                walk_done = 1'b1;
              end
            end
          end else begin
            // Undefined body token type (4.1): an error in strict mode, skipped otherwise (D30).
            if (strict_q) begin
              err_code = tgsi_pkg::ERR_UNKNOWN_TOKEN;
            end else if (t_size == '0 || cur_end > body_end_q) begin
              err_code = tgsi_pkg::ERR_SIZE_OVERRUN;
            end else begin
              err     = 1'b0;
              state_d = t_size == SizeW'(1) ? after_rec : tgsi_decoder_pkg::S_SKIP;
            end
          end
        end
      end

      tgsi_decoder_pkg::S_SKIP: begin
        if (fire && next_pos == rec_end_q) begin
          state_d = after_rec;
        end
      end

      // ---- the tokens after a DECLARATION (docs/tgsi.md 6.4) ---------------------------------
      tgsi_decoder_pkg::S_DECL_RM: begin
        if (fire) begin
          if (decl_range && t_first > t_last) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_DECLARATION;
          end else if (decl_range ? 32'(t_last) >= 32'(decl_fsize) : mask_over) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_LIMIT;
          end else if (decl_has_interp_q) begin
            state_d = tgsi_decoder_pkg::S_DECL_INT;
          end else begin
            emit      = 1'b1;
            emit_kind = tgsi_decoder_pkg::REC_DECL;
            emit_idx  = rec_start_q;
            state_d   = after_rec;
          end
        end
      end
      tgsi_decoder_pkg::S_DECL_INT: begin
        if (fire) begin
          if (!tgsi_pkg::INTERPOLATE_DEFINED[t_interp]) begin
            err      = 1'b1;
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else begin
            emit      = 1'b1;
            emit_kind = tgsi_decoder_pkg::REC_DECL;
            emit_idx  = rec_start_q;
            state_d   = after_rec;
          end
        end
      end

      // ---- immediate data (docs/tgsi.md 6.5): one IMM_DATA record per four values ------------
      tgsi_decoder_pkg::S_IMM_DATA: begin
        if (fire) begin
          if (imm_j_q == 2'd3) begin
            emit      = 1'b1;
            emit_kind = tgsi_decoder_pkg::REC_IMM_DATA;
            emit_idx  = rec_start_q;
          end
          if (next_pos == rec_end_q) begin
            state_d = after_rec;
          end
        end
      end

      // ---- instruction extensions (docs/tgsi.md 6.2 step 2) -----------------------------------
      tgsi_decoder_pkg::S_IEXT: begin
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::INSN_EXT_TYPE_DEFINED[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
          end else if (seen_q[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_DUPLICATE_EXTENSION;
          end else if (ext_nv) begin
            // fields in token order: Precision, the two CC indices, CondMask (13.2)
            if (!tgsi_pkg::PRECISION_DEFINED[t_nv_prec] ||
                32'(t_nv_cdi) >= tgsi_pkg::LIMIT_CC || 32'(t_nv_cfi) >= tgsi_pkg::LIMIT_CC ||
                !tgsi_pkg::CC_DEFINED[t_nv_mask]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else begin
              err = 1'b0;
            end
          end else if (ext_label) begin
            // 11.7: label 0 declared, a label declared twice; then the table's own limit.
            if (t_label_tgt && (t_label == '0 || lbl_dup)) begin
              err_code = tgsi_pkg::ERR_LABEL;
            end else if ((t_label_tgt || t_label != '0) && lbl_full) begin
              err_code = tgsi_pkg::ERR_LIMIT;
            end else begin
              err = 1'b0;
            end
          end else begin
            if (!tgsi_pkg::TEXTURE_DEFINED[t_tex]) begin
              err_code = tgsi_pkg::ERR_RESERVED_VALUE;
            end else begin
              err = 1'b0;
            end
          end
          if (t_ext_more) begin
            state_d = tgsi_decoder_pkg::S_IEXT;
          end else if (insn_ndst_q != '0 || insn_nsrc_q != '0) begin
            state_d = first_operand;
          end else begin
            walk_done = 1'b1;
          end
        end
      end

      // ---- destination (docs/tgsi.md 6.2 step 3, 6.3) ------------------------------------------
      tgsi_decoder_pkg::S_DST: begin
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::FILE_DEFINED[t_dst_file]) begin
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else if (t_dst_ind || t_dst_dim) begin
            err_code = tgsi_pkg::ERR_ADDRESSING;
          end else if (!(t_dst_file == FileW'(tgsi_pkg::FILE_NULL) ||
                         t_dst_file == FileW'(tgsi_pkg::FILE_OUTPUT) ||
                         t_dst_file == FileW'(tgsi_pkg::FILE_TEMPORARY) ||
                         t_dst_file == FileW'(tgsi_pkg::FILE_ADDRESS))) begin
            err_code = tgsi_pkg::ERR_OPERAND_FILE;
          end else if (t_dst_file != FileW'(tgsi_pkg::FILE_NULL) && !lk_declared) begin
            err_code = tgsi_pkg::ERR_UNDECLARED;
          end else begin
            err = 1'b0;
          end
          if (t_dst_ext) begin
            state_d = tgsi_decoder_pkg::S_DEXT;
          end else if (insn_nsrc_q != '0) begin
            state_d = tgsi_decoder_pkg::S_SRC;
          end else begin
            walk_done = 1'b1;
          end
        end
      end
      tgsi_decoder_pkg::S_DEXT: begin
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::DST_EXT_TYPE_DEFINED[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
          end else if (seen_q[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_DUPLICATE_EXTENSION;
          end else if (ext_cc ? !tgsi_pkg::CC_DEFINED[t_cc_mask] ||
                                32'(t_cc_src) >= tgsi_pkg::LIMIT_CC
                              : !tgsi_pkg::MODULATE_DEFINED[t_modulate]) begin
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else begin
            err = 1'b0;
          end
          if (t_ext_more) begin
            state_d = tgsi_decoder_pkg::S_DEXT;
          end else if (insn_nsrc_q != '0) begin
            state_d = tgsi_decoder_pkg::S_SRC;
          end else begin
            walk_done = 1'b1;
          end
        end
      end

      // ---- sources (docs/tgsi.md 6.2 step 4, 6.3) ----------------------------------------------
      tgsi_decoder_pkg::S_SRC: begin
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::FILE_DEFINED[t_src_file]) begin
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else if (is_sampler && t_src_file != FileW'(tgsi_pkg::FILE_SAMPLER)) begin
            err_code = tgsi_pkg::ERR_OPERAND_FILE;
          end else if (is_sampler && (t_src_ind || t_src_dim)) begin
            err_code = tgsi_pkg::ERR_ADDRESSING;
          end else if (!is_sampler && (t_src_file == FileW'(tgsi_pkg::FILE_NULL) ||
                                       t_src_file == FileW'(tgsi_pkg::FILE_SAMPLER))) begin
            err_code = tgsi_pkg::ERR_OPERAND_FILE;
          end else if (t_src_ind || t_src_dim) begin
            err = 1'b0;  // the base index of an indirect or 2-D operand is not checked
          end else if (t_src_file == FileW'(tgsi_pkg::FILE_IMMEDIATE)) begin
            err     = 1'b0;
            imm_ref = 1'b1;
          end else if (!lk_declared) begin
            err_code = tgsi_pkg::ERR_UNDECLARED;
          end else begin
            err = 1'b0;
          end
          // 1. the extension chain, 2. the indirect operand, 3. the DIMENSION (6.3)
          if (t_src_ext) begin
            state_d = tgsi_decoder_pkg::S_SEXT;
          end else if (t_src_ind) begin
            state_d = tgsi_decoder_pkg::S_SIND;
          end else if (t_src_dim) begin
            state_d = tgsi_decoder_pkg::S_DIM;
          end else if (more_src) begin
            state_d = tgsi_decoder_pkg::S_SRC;
            si_d    = si_q + 2'd1;
          end else begin
            walk_done = 1'b1;
          end
        end
      end
      tgsi_decoder_pkg::S_SEXT: begin
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::SRC_EXT_TYPE_DEFINED[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
          end else if (seen_q[t_ext_type]) begin
            err_code = tgsi_pkg::ERR_DUPLICATE_EXTENSION;
          end else if (t_ext_type == ExtTW'(tgsi_pkg::SRC_EXT_TYPE_SWZ) && t_swz_bad) begin
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else begin
            err = 1'b0;
          end
          if (t_ext_more) begin
            state_d = tgsi_decoder_pkg::S_SEXT;
          end else if (cur_ind_q) begin
            state_d = tgsi_decoder_pkg::S_SIND;
          end else if (cur_dim_q) begin
            state_d = tgsi_decoder_pkg::S_DIM;
          end else if (more_src) begin
            state_d = tgsi_decoder_pkg::S_SRC;
            si_d    = si_q + 2'd1;
          end else begin
            walk_done = 1'b1;
          end
        end
      end
      tgsi_decoder_pkg::S_SIND, tgsi_decoder_pkg::S_DIND: begin
        // An indirect operand (9.2): no nesting (D34), a file holding values (G9).
        if (fire) begin
          err = 1'b1;
          if (!tgsi_pkg::FILE_DEFINED[t_src_file]) begin
            err_code = tgsi_pkg::ERR_RESERVED_VALUE;
          end else if (t_src_ind || t_src_dim || t_src_ext) begin
            err_code = tgsi_pkg::ERR_ADDRESSING;
          end else if (t_src_file == FileW'(tgsi_pkg::FILE_NULL) ||
                       t_src_file == FileW'(tgsi_pkg::FILE_SAMPLER)) begin
            err_code = tgsi_pkg::ERR_OPERAND_FILE;
          end else if (t_src_file == FileW'(tgsi_pkg::FILE_IMMEDIATE)) begin
            err     = 1'b0;
            imm_ref = 1'b1;
          end else if (!lk_declared) begin
            err_code = tgsi_pkg::ERR_UNDECLARED;
          end else begin
            err = 1'b0;
          end
          if (state_q == tgsi_decoder_pkg::S_SIND && cur_dim_q) begin
            state_d = tgsi_decoder_pkg::S_DIM;
          end else if (more_src) begin
            state_d = tgsi_decoder_pkg::S_SRC;
            si_d    = si_q + 2'd1;
          end else begin
            walk_done = 1'b1;
          end
        end
      end
      tgsi_decoder_pkg::S_DIM: begin
        if (fire) begin
          err = 1'b1;
          if (t_dim_dim) begin
            err_code = tgsi_pkg::ERR_ADDRESSING;
          end else if (t_dim_ext) begin
            err_code = tgsi_pkg::ERR_UNKNOWN_EXTENSION;
          end else begin
            err = 1'b0;
          end
          if (t_dim_ind) begin
            state_d = tgsi_decoder_pkg::S_DIND;
          end else if (more_src) begin
            state_d = tgsi_decoder_pkg::S_SRC;
            si_d    = si_q + 2'd1;
          end else begin
            walk_done = 1'b1;
          end
        end
      end

      // ---- end of the body (docs/tgsi.md 13.2): no token -------------------------------------
      tgsi_decoder_pkg::S_END_BODY: begin
        if (out_free) begin
          err      = 1'b1;
          err_idx  = body_end_q;
          err_code = tgsi_pkg::ERR_OK;
          if (nest_open) begin
            err_code = tgsi_pkg::ERR_NESTING;
          end else if (imm_bad) begin
            err_code = tgsi_pkg::ERR_IMMEDIATE_UNDEFINED;
          end else if (lbl_undeclared) begin
            err_code = tgsi_pkg::ERR_LABEL;
          end else if (rem_q != '0) begin
            err_code = tgsi_pkg::ERR_TRAILING;
          end else begin
            // Accepted: END with ERR_OK and index 0 (the record path below).
            err_idx = '0;
          end
        end
      end

      tgsi_decoder_pkg::S_DRAIN: begin
        if (rem_q == '0 || (fire && rem_q == 32'd1)) begin
          state_d = tgsi_decoder_pkg::S_IDLE;
        end
      end

      default: begin
        state_d = tgsi_decoder_pkg::S_IDLE;
      end
    endcase

    // The walk of an instruction is complete (docs/tgsi.md 13.2): tokens left over, texture
    // target, CAL label reference, in this order; then the record.
    if (walk_done && !err) begin
      err     = 1'b1;
      err_idx = cur_start;
      if (next_pos != cur_end) begin
        err_code = tgsi_pkg::ERR_SIZE_MISMATCH;
      end else if (cur_tex && !(cur_tex_valid && cur_texture !=
                   tgsi_pkg::INSTRUCTION_EXT_TEXTURE_TEXTURE_WIDTH'(tgsi_pkg::TEXTURE_UNKNOWN))) begin
        err_code = tgsi_pkg::ERR_TEXTURE_TARGET;
      end else if (cur_call && !(cur_label_valid && !cur_label_tgt && cur_label != '0)) begin
        err_code = tgsi_pkg::ERR_LABEL;
      end else begin
        err       = 1'b0;
        emit      = 1'b1;
        emit_kind = tgsi_decoder_pkg::REC_INSN;
        emit_idx  = cur_start;
        state_d   = after_rec;
      end
    end

    // The first error (or the verdict OK) ends the stream: END with its code and index; the rest
    // of the stream, if any, is drained.
    if (err) begin
      emit      = 1'b1;
      emit_kind = tgsi_decoder_pkg::REC_END;
      emit_idx  = err_idx;
      state_d   = rem_d != '0 ? tgsi_decoder_pkg::S_DRAIN : tgsi_decoder_pkg::S_IDLE;
    end
  end

  assign rem_d       = fire ? rem_q - 32'd1 : rem_q;
  assign cnt_d       = fire && state_q != tgsi_decoder_pkg::S_DRAIN ? next_pos : cnt_q;
  assign decl_set    = fire && !err && state_q == tgsi_decoder_pkg::S_DECL_RM;
  assign lbl_op      = tk_label && !err && (t_label_tgt || t_label != '0);
  assign nest_commit = tk_insn && !err;

  // ---------------------------------------------------------------------------------------------
  // Registers
  // ---------------------------------------------------------------------------------------------
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q     <= tgsi_decoder_pkg::S_IDLE;
      rem_q       <= '0;
      cnt_q       <= '0;
      strict_q    <= 1'b1;
      insn_cnt_q  <= '0;
      imm_vec_q   <= '0;
      imm_j_q     <= '0;
      imm_neg_q   <= 1'b0;
      imm_any_q   <= 1'b0;
      imm_max_q   <= '0;
      rec_valid_q <= 1'b0;
    end else begin
      state_q     <= state_d;
      rec_valid_q <= (rec_valid_q && !rec_ready_i) || emit;
      if (clear) begin
        // A new stream: its length and mode; nothing counted yet.
        rem_q      <= start_len_i;
        cnt_q      <= '0;
        strict_q   <= start_strict_i;
        insn_cnt_q <= '0;
        imm_vec_q  <= '0;
        imm_neg_q  <= 1'b0;
        imm_any_q  <= 1'b0;
        imm_max_q  <= '0;
      end else begin
        rem_q <= rem_d;
        cnt_q <= cnt_d;
        if (emit && emit_kind == tgsi_decoder_pkg::REC_INSN) begin
          insn_cnt_q <= insn_cnt_q + InsnCW'(1);
        end
        if (emit && emit_kind == tgsi_decoder_pkg::REC_IMM_DATA) begin
          imm_vec_q <= imm_vec_q + ImmCW'(1);
        end
        // The IMMEDIATE index of an operand (direct, or of an indirect operand), for the end.
        if (imm_ref && !err) begin
          if (t_src_index[IndexW-1]) begin
            imm_neg_q <= 1'b1;
          end else begin
            imm_any_q <= 1'b1;
            if (t_src_index[IndexW-2:0] > imm_max_q) begin
              imm_max_q <= t_src_index[IndexW-2:0];
            end
          end
        end
      end
      if (tk_imm) begin
        imm_j_q <= '0;
      end else if (tk_value) begin
        imm_j_q <= imm_j_q + 2'd1;
      end
    end
  end

  // The walk's context and the record fields: loaded by the token that carries them; no reset
  // (the state and rec_valid_q guard them).
  always_ff @(posedge clk_i) begin
    si_q <= si_d;
    if (emit) begin
      rec_kind_q  <= emit_kind;
      rec_index_q <= emit_idx;
      end_error_q <= err ? err_code : tgsi_pkg::ERR_OK;
    end
    if (tk_version) begin
      hdr_major_q <= t_major;
      hdr_minor_q <= t_minor;
    end
    if (tk_header) begin
      hdr_hsize_q <= t_hsize;
      hdr_bsize_q <= t_bsize;
      hdr_proc_q  <= tgsi_pkg::PROCESSOR_PROCESSOR_WIDTH'(tgsi_pkg::PROCESSOR_FRAGMENT);
      body_end_q  <= IdxW'(1) + IdxW'(t_hsize) + IdxW'(t_bsize);
    end
    if (tk_proc) begin
      hdr_proc_q <= t_proc;
    end
    if (tk_body) begin
      rec_start_q <= cur_start;
      rec_end_q   <= cur_end;
    end
    if (tk_decl) begin
      decl_file_q       <= t_dcl_file;
      decl_declare_q    <= t_dcl_declare;
      decl_has_interp_q <= t_dcl_interp;
      decl_first_q      <= '0;
      decl_last_q       <= '0;
      decl_mask_q       <= '0;
      decl_interp_q     <= tgsi_pkg::DECLARATION_INTERPOLATION_INTERPOLATE_WIDTH'(
                               tgsi_pkg::INTERPOLATE_CONSTANT);
    end
    if (tk_range) begin
      decl_first_q <= t_first;
      decl_last_q  <= t_last;
    end
    if (tk_mask) begin
      decl_mask_q <= t_mask;
    end
    if (tk_interp) begin
      decl_interp_q <= t_interp;
    end
    if (tk_imm) begin
      imm_type_q  <= t_imm_type;
      imm_count_q <= t_imm_count;
    end
    if (tk_value) begin
      for (int c = 0; c < 4; c++) begin
        if (imm_j_q == 2'(c)) begin
          imm_value_q[c*ValW +: ValW] <= tok_i;
        end
      end
      imm_vec_out_q <= imm_vec_q[7:0];
    end
    if (tk_insn) begin
      insn_size_q   <= t_size;
      insn_op_q     <= t_op;
      insn_sat_q    <= t_sat;
      insn_ndst_q   <= t_ndst;
      insn_nsrc_q   <= t_nsrc;
      op_sampler_q  <= op_sampler;
      op_tex_q      <= cur_tex;
      op_call_q     <= cur_call;
    end
    // Extension types seen on the current token: cleared by the token that may be extended.
    if (tk_insn || tk_dst || (fire && state_q == tgsi_decoder_pkg::S_SRC)) begin
      seen_q <= '0;
    end else if (fire) begin
      seen_q <= seen_q | (NExt'(1) << t_ext_type);
    end
    if (fire && state_q == tgsi_decoder_pkg::S_SRC) begin
      cur_ind_q <= t_src_ind;
      cur_dim_q <= t_src_dim;
    end
    if (tk_insn || tk_nv) begin
      nv_valid_q <= tk_nv;
    end
    if (tk_nv) begin
      nv_prec_q <= t_nv_prec;
      nv_cdi_q  <= t_nv_cdi;
      nv_cfi_q  <= t_nv_cfi;
      nv_mask_q <= t_nv_mask;
      nv_swz_q  <= t_nv_swz;
      nv_upd_q  <= tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_DST_UPDATE_LSB];
      nv_fen_q  <= tok_i[tgsi_pkg::INSTRUCTION_EXT_NV_COND_FLOW_ENABLE_LSB];
    end
    if (tk_insn || tk_label) begin
      label_valid_q <= tk_label;
    end
    if (tk_label) begin
      label_q     <= t_label;
      label_tgt_q <= t_label_tgt;
    end
    if (tk_insn || tk_tex) begin
      tex_valid_q <= tk_tex;
    end
    if (tk_tex) begin
      tex_q <= t_tex;
    end
    if (tk_dst) begin
      dst_file_q   <= t_dst_file;
      dst_wmask_q  <= t_dst_wmask;
      dst_index_q  <= t_dst_index;
    end
    if (tk_dst || tk_cc) begin
      cc_valid_q <= tk_cc;
    end
    if (tk_cc) begin
      cc_mask_q <= t_cc_mask;
      cc_swz_q  <= t_cc_swz;
      cc_src_q  <= t_cc_src;
    end
    if (tk_dst || tk_modulate) begin
      modu_valid_q <= tk_modulate;
    end
    if (tk_modulate) begin
      modu_q <= t_modulate;
    end
  end

  // Sources: each part loads its fields into the record of source si_q.
  logic [NSrc-1:0] src_sel;
  logic            tk_src, tk_sext, tk_sind, tk_dim, tk_dind;
  assign src_sel = NSrc'(1) << si_q;
  assign tk_src  = fire && state_q == tgsi_decoder_pkg::S_SRC;
  assign tk_sext = fire && state_q == tgsi_decoder_pkg::S_SEXT;
  assign tk_sind = fire && state_q == tgsi_decoder_pkg::S_SIND;
  assign tk_dim  = fire && state_q == tgsi_decoder_pkg::S_DIM;
  assign tk_dind = fire && state_q == tgsi_decoder_pkg::S_DIND;

  for (genvar k = 0; k < NSrc; k++) begin : gen_src
    localparam int unsigned FW  = FileW;
    localparam int unsigned SW  = 4 * tgsi_pkg::SRC_REGISTER_SWIZZLE_X_WIDTH;
    localparam int unsigned XW  = 4 * tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X_WIDTH;
    localparam int unsigned DvW = tgsi_pkg::SRC_REGISTER_EXT_SWZ_EXT_DIVIDE_WIDTH;
    localparam int unsigned DiW = tgsi_pkg::DIMENSION_INDEX_WIDTH;
    tgsi_src_rec u_src (
      .clk_i,
      .tok_i,
      .we_reg_i          (tk_src && src_sel[k]),
      .we_ext_i          (tk_sext && src_sel[k]),
      .we_ind_i          (tk_sind && src_sel[k]),
      .we_dim_i          (tk_dim && src_sel[k]),
      .we_dind_i         (tk_dind && src_sel[k]),
      .file_o            (src_file_o[k*FW +: FW]),
      .swizzle_o         (src_swizzle_o[k*SW +: SW]),
      .negate_o          (src_negate_o[k]),
      .index_o           (src_index_o[k*IndexW +: IndexW]),
      .has_swz_o         (src_swz_valid_o[k]),
      .ext_swizzle_o     (src_ext_swizzle_o[k*XW +: XW]),
      .swz_negate_o      (src_swz_negate_o[k*4 +: 4]),
      .ext_divide_o      (src_ext_divide_o[k*DvW +: DvW]),
      .has_mod_o         (src_mod_valid_o[k]),
      .mod_o             (src_mod_o[k*5 +: 5]),
      .indirect_o        (src_indirect_o[k]),
      .ind_file_o        (src_ind_file_o[k*FW +: FW]),
      .ind_swizzle_o     (src_ind_swizzle_o[k*SW +: SW]),
      .ind_negate_o      (src_ind_negate_o[k]),
      .ind_index_o       (src_ind_index_o[k*IndexW +: IndexW]),
      .dimension_o       (src_dimension_o[k]),
      .dim_indirect_o    (src_dim_indirect_o[k]),
      .dim_index_o       (src_dim_index_o[k*DiW +: DiW]),
      .dim_ind_file_o    (src_dim_ind_file_o[k*FW +: FW]),
      .dim_ind_swizzle_o (src_dim_ind_swizzle_o[k*SW +: SW]),
      .dim_ind_negate_o  (src_dim_ind_negate_o[k]),
      .dim_ind_index_o   (src_dim_ind_index_o[k*IndexW +: IndexW])
    );
  end

  // ---------------------------------------------------------------------------------------------
  // Outputs
  // ---------------------------------------------------------------------------------------------
  assign busy_o               = state_q != tgsi_decoder_pkg::S_IDLE;
  assign rec_valid_o          = rec_valid_q;
  assign rec_kind_o           = rec_kind_q;
  assign rec_index_o          = 32'(rec_index_q);
  assign end_error_o          = end_error_q;
  assign hdr_major_o          = hdr_major_q;
  assign hdr_minor_o          = hdr_minor_q;
  assign hdr_header_size_o    = hdr_hsize_q;
  assign hdr_body_size_o      = hdr_bsize_q;
  assign hdr_processor_o      = hdr_proc_q;
  assign decl_file_o          = decl_file_q;
  assign decl_declare_o       = decl_declare_q;
  assign decl_first_o         = decl_first_q;
  assign decl_last_o          = decl_last_q;
  assign decl_mask_o          = decl_mask_q;
  assign decl_has_interp_o    = decl_has_interp_q;
  assign decl_interp_o        = decl_interp_q;
  assign imm_data_type_o      = imm_type_q;
  assign imm_count_o          = imm_count_q;
  assign imm_vec_o            = imm_vec_out_q;
  assign imm_value_o          = imm_value_q;
  assign insn_size_o          = insn_size_q;
  assign insn_opcode_o        = insn_op_q;
  assign insn_saturate_o      = insn_sat_q;
  assign insn_num_dst_o       = insn_ndst_q;
  assign insn_num_src_o       = insn_nsrc_q;
  assign nv_valid_o           = nv_valid_q;
  assign nv_precision_o       = nv_prec_q;
  assign nv_cond_dst_index_o  = nv_cdi_q;
  assign nv_cond_flow_index_o = nv_cfi_q;
  assign nv_cond_mask_o       = nv_mask_q;
  assign nv_cond_swizzle_o    = nv_swz_q;
  assign nv_cond_dst_update_o = nv_upd_q;
  assign nv_cond_flow_enable_o = nv_fen_q;
  assign label_valid_o        = label_valid_q;
  assign label_o              = label_q;
  assign label_target_o       = label_tgt_q;
  assign texture_valid_o      = tex_valid_q;
  assign texture_o            = tex_q;
  assign dst_file_o           = dst_file_q;
  assign dst_write_mask_o     = dst_wmask_q;
  assign dst_index_o          = dst_index_q;
  assign dst_condcode_valid_o = cc_valid_q;
  assign dst_cc_mask_o        = cc_mask_q;
  assign dst_cc_swizzle_o     = cc_swz_q;
  assign dst_cc_src_index_o   = cc_src_q;
  assign dst_modulate_valid_o = modu_valid_q;
  assign dst_modulate_o       = modu_q;

endmodule
