// Types of the TGSI streaming token decoder (rtl/tgsi/README.md): the record kinds on its output
// and the states of its walk. Everything about the token encoding (field positions, enumerations,
// opcode properties, error codes, limits) comes from the generated tgsi_pkg (tgsi_isa.json), not
// from here: this package only names the decoder's own interface and states.
package tgsi_decoder_pkg;

  // Kind of the record on rec_*_o (rtl/tgsi/README.md "Records").
  typedef enum logic [2:0] {
    REC_HEADER   = 3'd0,  // VERSION, HEADER (and PROCESSOR): hdr_*_o
    REC_DECL     = 3'd1,  // a declaration: decl_*_o
    REC_IMM      = 3'd2,  // an IMMEDIATE token: imm_data_type_o, imm_count_o data tokens follow
    REC_IMM_DATA = 3'd3,  // four data tokens of the immediate: imm_value_o, IMMEDIATE[imm_vec_o]
    REC_INSN     = 3'd4,  // an instruction with every part: insn_*_o, nv_*_o, label_*_o, dst_*_o, src_*_o
    REC_END      = 3'd5   // end of the stream: end_error_o (ERR_OK: accepted), rec_index_o
  } rec_kind_e;

  // Walk of the token stream (docs/tgsi.md 6): the token each state consumes.
  typedef enum logic [4:0] {
    S_IDLE     = 5'd0,   // no stream: waiting for a start command
    S_VERSION  = 5'd1,   // token 0
    S_HEADER   = 5'd2,   // token 1
    S_PROC     = 5'd3,   // token 2 (HeaderSize >= 2)
    S_HDR_SKIP = 5'd4,   // header tokens 3..HeaderSize
    S_BODY     = 5'd5,   // a sized token (DECLARATION, IMMEDIATE, INSTRUCTION, undefined type)
    S_DECL_RM  = 5'd6,   // DECLARATION_RANGE or DECLARATION_MASK
    S_DECL_INT = 5'd7,   // DECLARATION_INTERPOLATION
    S_IMM_DATA = 5'd8,   // IMMEDIATE_FLOAT32 data tokens
    S_SKIP     = 5'd9,   // permissive mode: the tokens of an undefined body token type
    S_IEXT     = 5'd10,  // an instruction extension
    S_DST      = 5'd11,  // DST_REGISTER
    S_DEXT     = 5'd12,  // a destination extension
    S_SRC      = 5'd13,  // SRC_REGISTER of source si_q
    S_SEXT     = 5'd14,  // a source extension
    S_SIND     = 5'd15,  // the indirect operand of the source
    S_DIM      = 5'd16,  // the DIMENSION token of the source
    S_DIND     = 5'd17,  // the indirect operand of the DIMENSION
    S_END_BODY = 5'd18,  // end-of-body checks (no token)
    S_DRAIN    = 5'd19   // verdict given: the rest of the stream is consumed and dropped
  } state_e;

  // Entries of the flow-control nesting stack (docs/tgsi.md 11.7).
  typedef enum logic [1:0] {
    NEST_IF   = 2'd0,  // IF, before its ELSE
    NEST_ELSE = 2'd1,  // IF after its ELSE
    NEST_LOOP = 2'd2   // BGNLOOP2
  } nest_e;

endpackage : tgsi_decoder_pkg
