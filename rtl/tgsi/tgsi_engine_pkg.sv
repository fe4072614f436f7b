// TGSI execution engine: types shared by tgsi_engine and its submodules (rtl/tgsi/README.md,
// section "Execution engine"). Section numbers refer to docs/tgsi.md.
package tgsi_engine_pkg;

  // End status of a run (docs/tgsi.md 11.8; the golden model's ExecStatus where they overlap).
  typedef enum logic [2:0] {
    ST_OK         = 3'd0,  // ran past the last instruction, or a top-level RET/ENDSUB (11.6)
    ST_STEP_LIMIT = 3'd1,  // max_steps instructions visited (G24)
    ST_LOOP_LIMIT = 3'd2,  // a loop completed 65536 iterations and still had active lanes (G23)
    ST_CALL_DEPTH = 3'd3,  // a CAL beyond 32 nested calls (G11)
    ST_UNIMPL     = 3'd4,  // an instruction this engine does not execute (class R, 2D operand)
    ST_BAD_LABEL  = 3'd5   // CAL to a label no loaded instruction declares (not after parse())
  } status_e;

  // Micro-operations of one lane's scalar unit (tgsi_engine_lane).
  typedef enum logic [4:0] {
    U_MOV   = 5'd0,   // a
    U_ABS   = 5'd1,   // a with the sign bit cleared
    U_NEG   = 5'd2,   // a with the sign bit flipped
    U_SEL   = 5'd3,   // a[0] ? b : c
    U_ADD   = 5'd4,   // a + b                 (fp_fma)
    U_SUB   = 5'd5,   // a - b                 (fp_fma)
    U_MUL   = 5'd6,   // a * b                 (fp_fma)
    U_LT    = 5'd7,   // a < b  -> 1 / 0       (fp_cmp)
    U_LE    = 5'd8,   // a <= b -> 1 / 0       (fp_cmp)
    U_EQ    = 5'd9,   // a == b -> 1 / 0       (fp_cmp)
    U_FLOOR = 5'd10,  // round to integral toward -inf (fp_cvt RINT)
    U_CEIL  = 5'd11,  // toward +inf           (fp_cvt RINT)
    U_TRUNC = 5'd12,  // toward zero           (fp_cvt RINT)
    U_F2I   = 5'd13,  // int32(floor(a)), saturating, NaN 0 (fp_cvt F2I, RDN)
    U_I2F   = 5'd14,  // float(int32 a), RNE   (fp_cvt I2F)
    U_DIV   = 5'd15,  // a / b                 (fp_divsqrt_iter)
    U_SQRT  = 5'd16,  // sqrt(a)               (fp_divsqrt_iter)
    U_EX2   = 5'd17,  // 2^a                   (fp_sfu_iter)
    U_LG2   = 5'd18,  // log2(a)               (fp_sfu_iter)
    U_SIN   = 5'd19,  // sin(a)                (fp_sfu_iter)
    U_COS   = 5'd20,  // cos(a)                (fp_sfu_iter)
    U_POW   = 5'd21,  // a^b (12.3)            (fp_sfu_iter)
    U_RCC   = 5'd22,  // magnitude of a clamped into [2^-64, 2^64], sign kept, NaN kept
    U_NOT   = 5'd23,  // ~a
    U_AND   = 5'd24,  // a & b
    U_OR    = 5'd25,  // a | b
    U_XOR   = 5'd26,  // a ^ b
    U_SHL   = 5'd27,  // a << (b & 31)
    U_SHR   = 5'd28,  // int32 a >>> (b & 31)
    U_MOD   = 5'd29,  // int32 a % b, 0 for b == 0 and for -2^31 % -1 (D20, G26)
    U_SAD   = 5'd30   // |a - b| (uint32) + c, modulo 2^32
  } uop_e;

  // Operand and destination kinds of a micro-instruction.
  typedef enum logic [1:0] {
    K_SRC   = 2'd0,  // evaluated source operand s, component comp (comp 4: the current one)
    K_TMP   = 2'd1,  // scratch register comp (0..3)
    K_RES   = 2'd2,  // result component comp (comp 4: the current one)
    K_CONST = 2'd3   // constant number comp (kc_* below)
  } opd_kind_e;

  // Constants (K_CONST, field comp).
  localparam logic [2:0] KC_ZERO = 3'd0;   // +0.0
  localparam logic [2:0] KC_ONE  = 3'd1;   // 1.0
  localparam logic [2:0] KC_HALF = 3'd2;   // 0.5
  localparam logic [2:0] KC_M1   = 3'd3;   // -1.0
  localparam logic [2:0] KC_128  = 3'd4;   // 128.0
  localparam logic [2:0] KC_M128 = 3'd5;   // -128.0
  localparam logic [2:0] KC_TWO  = 3'd6;   // 2.0

  localparam logic [2:0] CUR = 3'd4;       // comp: the component being computed

  // Lane selection of a source operand (derivatives read fixed lanes).
  localparam logic [1:0] LN_OWN = 2'd0;
  localparam logic [1:0] LN_0   = 2'd1;
  localparam logic [1:0] LN_1   = 2'd2;
  localparam logic [1:0] LN_2   = 2'd3;

  // One operand: 9 bits {kind, s, comp, lane}.
  localparam int unsigned OpdBits = 9;

  // One micro-instruction: {last, uop, dst (kind, comp), a, b, c}.
  localparam int unsigned UinstBits = 1 + 5 + 5 + 3 * OpdBits;

  // One instruction of the program memory: the fields of the decoder's INSN record
  // (rtl/tgsi/README.md, tgsi_decoder ports; flat source vectors, entry k at [k*W +: W]) that
  // execution uses.
  typedef struct packed {
    logic [7:0]  opcode;
    logic [1:0]  saturate;
    logic        has_dst;
    logic [2:0]  num_src;
    logic        nv_valid;
    logic [3:0]  nv_cond_dst_index;
    logic [3:0]  nv_cond_flow_index;
    logic [3:0]  nv_cond_mask;
    logic [7:0]  nv_cond_swizzle;
    logic        nv_cond_dst_update;
    logic        nv_cond_flow_enable;
    logic        label_valid;
    logic [23:0] label;
    logic        label_target;
    logic [7:0]  texture;
    logic [3:0]  dst_file;
    logic [3:0]  dst_write_mask;
    logic [15:0] dst_index;
    logic        dst_cc_valid;
    logic [3:0]  dst_cc_mask;
    logic [7:0]  dst_cc_swizzle;
    logic [3:0]  dst_cc_src_index;
    logic        dst_mod_valid;
    logic [3:0]  dst_modulate;
    logic [15:0] src_file;
    logic [31:0] src_swizzle;
    logic [3:0]  src_negate;
    logic [63:0] src_index;
    logic [3:0]  src_swz_valid;
    logic [63:0] src_ext_swizzle;
    logic [15:0] src_swz_negate;
    logic [15:0] src_ext_divide;
    logic [3:0]  src_mod_valid;
    logic [19:0] src_mod;        // entry k: {Negate, Absolute, Scale2X, Bias, Complement}
    logic [3:0]  src_indirect;
    logic [15:0] src_ind_file;
    logic [31:0] src_ind_swizzle;
    logic [63:0] src_ind_index;
    logic [3:0]  src_dimension;
  } insn_t;

  // Sequencer states (tgsi_engine).
  typedef enum logic [4:0] {
    S_IDLE, S_FETCH, S_LATCH, S_DISPATCH,
    S_SRC_BEGIN, S_SRC_IND, S_SRC_SEL, S_SRC_COMP, S_SRC_BIAS, S_SRC_X2, S_SRC_FIN, S_SRC_DSAVE,
    S_SRC_DIV, S_SRC_NEXT,
    S_OP, S_OP_REPL, S_TEX_REQ, S_TEX_RSP,
    S_DST_TEST, S_DST_MOD, S_DST_SAT, S_DST_WR,
    S_IF_CMP, S_KIL_CMP, S_CTRL, S_NEXT, S_DONE
  } state_e;

endpackage
