// Valhall integer lane unit: one lane of every instruction whose execution class is `int`
// (rtl/valhall/exec_classes.json; valhall_pipeline takes this lane's result for them): integer
// add/sub/hadd/mul with saturation in 32, 2x16, 4x8 and 64-bit lanes, IADD_IMM, shift/logic,
// MUX, CSEL (integer), ICMP, CLZ/POPCOUNT/BITREV/IABS, MKVEC, IDP, SHADDX/SEG_ADD, IMULD,
// integer conversions, MOV, NOT_OLD, BRANCHZ/BRANCHZI. CLPER and WMASK read other lanes: the
// pipeline top computes them and hands the lane's result in on xlane_i.
//
// Stage 0: the control decode and the operand lane selection (3.2); with OperandReg, register 1
// here; then the multiplier, the 64-bit adder, IDP's sum and the branch targets; the cut
// register (register 1, or 2 with OperandReg, when NumPipeRegs allows); then the operation's
// selection and saturation, and the result travels through the remaining registers (pipe_delay)
// so that it leaves in step with valhall_fp_lane. Arithmetic is at most 64 bits wide: 8/16-bit lanes use 34-bit
// exact sums, 32-bit products use one 64-bit multiplier (signed int32 x int32 and
// uint32 x uint32 both fit), 64-bit saturation uses carry/overflow detection.
module valhall_int_lane #(
  parameter int unsigned NumPipeRegs = 3,
  // 1: register 1 follows the control decode and the operand lane selection (compact; see
  // "Operand register" below); NumPipeRegs must then be at least 1.
  parameter int unsigned OperandReg  = 0
) (
  input  logic                                  clk_i,
  input  logic                                  rst_ni,
  input  logic [NumPipeRegs:0]                  reg_en_i,
  input  logic [63:0]                           instr_i,
  input  logic [valhall_pkg::INS_BITS-1:0]      ins_i,
  input  logic [valhall_pkg::NUM_MODS*4-1:0]    mod_i,
  input  logic [valhall_pkg::NUM_IMMS*32-1:0]   imm_i,
  input  logic [valhall_pkg::MAX_SRCS*4-1:0]    src_swizzle_i,
  input  logic [valhall_pkg::MAX_SRCS-1:0]      src_invert_i,
  input  logic [valhall_pkg::MAX_SRCS*64-1:0]   src_i,    // resolved as for valhall_fp_lane
  input  logic [63:0]                           pc_i,
  // CLPER / WMASK result of this lane, in the stage after the operand register (stage 0
  // without OperandReg), formed from clper_b_o of the same stage
  input  logic [63:0]                           xlane_i,
  output logic [3:0]                            clper_b_o,  // B after its widen, bits 3:0
  output logic [63:0]                           result_o,   // after NumPipeRegs registers
  output logic                                  flag_o      // branch taken
);

  localparam int unsigned MaxSrcs = valhall_pkg::MAX_SRCS;

  // Lane widths.
  typedef enum logic [1:0] {
    Lw32 = 2'd0,
    Lw16 = 2'd1,
    Lw8  = 2'd2,
    Lw64 = 2'd3
  } lane_width_e;

  // Operations.
  typedef enum logic [4:0] {
    OpNone    = 5'd0,
    OpMov     = 5'd1,
    OpAdd     = 5'd2,   // IADD / ISUB / HADD (sub, half)
    OpMul     = 5'd3,
    OpImuld   = 5'd4,
    OpAddImm  = 5'd5,
    OpShift   = 5'd6,
    OpMux     = 5'd7,
    OpCsel    = 5'd8,
    OpIcmp    = 5'd9,
    OpClz     = 5'd10,
    OpPopc    = 5'd11,
    OpBitrev  = 5'd12,
    OpIabs    = 5'd13,
    OpMkvec16 = 5'd14,
    OpMkvec8  = 5'd15,
    OpIdp     = 5'd16,
    OpShaddx  = 5'd17,
    OpSegAdd  = 5'd18,
    OpExt     = 5'd19,  // S8/U8/S16/U16 to 32, V2S8/V2U8 to V2*16
    OpNotOld  = 5'd20,
    OpXlane   = 5'd21,
    OpBranchz = 5'd22,
    OpBranchi = 5'd23
  } op_e;

  logic unused_rst;
  assign unused_rst = rst_ni;
  // Fields of the word and inputs the integer instructions do not read.
  logic unused_inputs;
  assign unused_inputs = ^{instr_i, imm_i, src_swizzle_i[15:12], src_invert_i[3],
                           src_invert_i[1:0]};

  // ---------------------------------------------------------------------------------------------
  // Per-instruction control
  // ---------------------------------------------------------------------------------------------
  // Operation, lane width and signedness per instruction, written like the golden semantics.
  // (Lane width and signedness from A's operand kind in the class, valhall_pkg::SRC_OPD, were
  // measured with Yosys 0.23 at 46,248 instead of 45,760 generic cells for this module: the
  // class defines a kind for every instruction, where this case leaves the instructions the lane
  // does not execute at its defaults; rtl/valhall/README.md.)
  op_e         op_0;
  lane_width_e lw_0;
  logic        sx_0;        // operands sign-extended / signed semantics
  logic        sub_0, half_0, shift_right_0;
  logic [1:0]  logic_op_0;  // 0 and, 1 or, 2 xor

  // The table of these per-instruction entries is built at elaboration and read by column
  // selection (valhall_ins_table): each control bit is one function of the instruction index.
  // As a case over the index in always_comb, Yosys/ABC shared its terms with the fp lane's
  // control decode, 25 LUT levels on the ECP5 (synth/README.md). Entry: op 5, lw 2, sx, sub,
  // half, shift_right, logic_op 2.
  localparam int unsigned CtrlW = 13;
  function automatic logic [CtrlW-1:0] entry(input logic [valhall_pkg::INS_BITS-1:0] ins);
    op_e         e_op;
    lane_width_e e_lw;
    logic        e_sx, e_sub, e_half, e_shift_right;
    logic [1:0]  e_logic_op;
    e_op          = OpNone;
    e_lw          = Lw32;
    e_sx          = 1'b0;
    e_sub         = 1'b0;
    e_half        = 1'b0;
    e_shift_right = 1'b0;
    e_logic_op    = 2'd0;
    unique case (ins)
      valhall_pkg::INS_MOV_I32:    e_op = OpMov;
      valhall_pkg::INS_NOT_OLD_I32: e_op = OpNotOld;
      valhall_pkg::INS_NOT_OLD_I64: begin e_op = OpNotOld; e_lw = Lw64; end
      valhall_pkg::INS_IADD_U32:   e_op = OpAdd;
      valhall_pkg::INS_IADD_V2U16: begin e_op = OpAdd; e_lw = Lw16; end
      valhall_pkg::INS_IADD_V4U8:  begin e_op = OpAdd; e_lw = Lw8; end
      valhall_pkg::INS_IADD_S32:   begin e_op = OpAdd; e_sx = 1'b1; end
      valhall_pkg::INS_IADD_V2S16: begin e_op = OpAdd; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_IADD_V4S8:  begin e_op = OpAdd; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_IADD_U64:   begin e_op = OpAdd; e_lw = Lw64; end
      valhall_pkg::INS_IADD_S64:   begin e_op = OpAdd; e_lw = Lw64; e_sx = 1'b1; end
      valhall_pkg::INS_ISUB_U32:   begin e_op = OpAdd; e_sub = 1'b1; end
      valhall_pkg::INS_ISUB_V2U16: begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw16; end
      valhall_pkg::INS_ISUB_V4U8:  begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw8; end
      valhall_pkg::INS_ISUB_S32:   begin e_op = OpAdd; e_sub = 1'b1; e_sx = 1'b1; end
      valhall_pkg::INS_ISUB_V2S16: begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_ISUB_V4S8:  begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_ISUB_U64:   begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw64; end
      valhall_pkg::INS_ISUB_S64:   begin e_op = OpAdd; e_sub = 1'b1; e_lw = Lw64; e_sx = 1'b1; end
      valhall_pkg::INS_HADD_U32:   begin e_op = OpAdd; e_half = 1'b1; end
      valhall_pkg::INS_HADD_V2U16: begin e_op = OpAdd; e_half = 1'b1; e_lw = Lw16; end
      valhall_pkg::INS_HADD_V4U8:  begin e_op = OpAdd; e_half = 1'b1; e_lw = Lw8; end
      valhall_pkg::INS_HADD_S32:   begin e_op = OpAdd; e_half = 1'b1; e_sx = 1'b1; end
      valhall_pkg::INS_HADD_V2S16: begin e_op = OpAdd; e_half = 1'b1; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_HADD_V4S8:  begin e_op = OpAdd; e_half = 1'b1; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_IMUL_I32:   e_op = OpMul;
      valhall_pkg::INS_IMUL_V2I16: begin e_op = OpMul; e_lw = Lw16; end
      valhall_pkg::INS_IMUL_V4I8:  begin e_op = OpMul; e_lw = Lw8; end
      valhall_pkg::INS_IMUL_S32:   begin e_op = OpMul; e_sx = 1'b1; end
      valhall_pkg::INS_IMUL_V2S16: begin e_op = OpMul; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_IMUL_V4S8:  begin e_op = OpMul; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_IMULD_U64:  begin e_op = OpImuld; e_lw = Lw64; end
      valhall_pkg::INS_IADD_IMM_I32:   e_op = OpAddImm;
      valhall_pkg::INS_IADD_IMM_V2I16: begin e_op = OpAddImm; e_lw = Lw16; end
      valhall_pkg::INS_IADD_IMM_V4I8:  begin e_op = OpAddImm; e_lw = Lw8; end
      valhall_pkg::INS_LSHIFT_AND_I32:   begin e_op = OpShift; end
      valhall_pkg::INS_LSHIFT_AND_V2I16: begin e_op = OpShift; e_lw = Lw16; end
      valhall_pkg::INS_LSHIFT_AND_V4I8:  begin e_op = OpShift; e_lw = Lw8; end
      valhall_pkg::INS_LSHIFT_AND_I64:   begin e_op = OpShift; e_lw = Lw64; end
      valhall_pkg::INS_RSHIFT_AND_I32:   begin e_op = OpShift; e_shift_right = 1'b1; end
      valhall_pkg::INS_RSHIFT_AND_V2I16: begin e_op = OpShift; e_shift_right = 1'b1; e_lw = Lw16; end
      valhall_pkg::INS_RSHIFT_AND_V4I8:  begin e_op = OpShift; e_shift_right = 1'b1; e_lw = Lw8; end
      valhall_pkg::INS_RSHIFT_AND_I64:   begin e_op = OpShift; e_shift_right = 1'b1; e_lw = Lw64; end
      valhall_pkg::INS_LSHIFT_OR_I32:    begin e_op = OpShift; e_logic_op = 2'd1; end
      valhall_pkg::INS_LSHIFT_OR_V2I16:  begin e_op = OpShift; e_logic_op = 2'd1; e_lw = Lw16; end
      valhall_pkg::INS_LSHIFT_OR_V4I8:   begin e_op = OpShift; e_logic_op = 2'd1; e_lw = Lw8; end
      valhall_pkg::INS_LSHIFT_OR_I64:    begin e_op = OpShift; e_logic_op = 2'd1; e_lw = Lw64; end
      valhall_pkg::INS_RSHIFT_OR_I32: begin
        e_op = OpShift; e_logic_op = 2'd1; e_shift_right = 1'b1;
      end
      valhall_pkg::INS_RSHIFT_OR_V2I16: begin
        e_op = OpShift; e_logic_op = 2'd1; e_shift_right = 1'b1; e_lw = Lw16;
      end
      valhall_pkg::INS_RSHIFT_OR_V4I8: begin
        e_op = OpShift; e_logic_op = 2'd1; e_shift_right = 1'b1; e_lw = Lw8;
      end
      valhall_pkg::INS_RSHIFT_OR_I64: begin
        e_op = OpShift; e_logic_op = 2'd1; e_shift_right = 1'b1; e_lw = Lw64;
      end
      valhall_pkg::INS_LSHIFT_XOR_I32:   begin e_op = OpShift; e_logic_op = 2'd2; end
      valhall_pkg::INS_LSHIFT_XOR_V2I16: begin e_op = OpShift; e_logic_op = 2'd2; e_lw = Lw16; end
      valhall_pkg::INS_LSHIFT_XOR_V4I8:  begin e_op = OpShift; e_logic_op = 2'd2; e_lw = Lw8; end
      valhall_pkg::INS_LSHIFT_XOR_I64:   begin e_op = OpShift; e_logic_op = 2'd2; e_lw = Lw64; end
      valhall_pkg::INS_RSHIFT_XOR_I32: begin
        e_op = OpShift; e_logic_op = 2'd2; e_shift_right = 1'b1;
      end
      valhall_pkg::INS_RSHIFT_XOR_V2I16: begin
        e_op = OpShift; e_logic_op = 2'd2; e_shift_right = 1'b1; e_lw = Lw16;
      end
      valhall_pkg::INS_RSHIFT_XOR_V4I8: begin
        e_op = OpShift; e_logic_op = 2'd2; e_shift_right = 1'b1; e_lw = Lw8;
      end
      valhall_pkg::INS_RSHIFT_XOR_I64: begin
        e_op = OpShift; e_logic_op = 2'd2; e_shift_right = 1'b1; e_lw = Lw64;
      end
      valhall_pkg::INS_MUX_I32:    e_op = OpMux;
      valhall_pkg::INS_MUX_V2I16:  begin e_op = OpMux; e_lw = Lw16; end
      valhall_pkg::INS_MUX_V4I8:   begin e_op = OpMux; e_lw = Lw8; end
      valhall_pkg::INS_CSEL_U32:   e_op = OpCsel;
      valhall_pkg::INS_CSEL_V2U16: begin e_op = OpCsel; e_lw = Lw16; end
      valhall_pkg::INS_CSEL_S32:   begin e_op = OpCsel; e_sx = 1'b1; end
      valhall_pkg::INS_CSEL_V2S16: begin e_op = OpCsel; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_ICMP_U32:   e_op = OpIcmp;
      valhall_pkg::INS_ICMP_V2U16: begin e_op = OpIcmp; e_lw = Lw16; end
      valhall_pkg::INS_ICMP_V4U8:  begin e_op = OpIcmp; e_lw = Lw8; end
      valhall_pkg::INS_ICMP_S32:   begin e_op = OpIcmp; e_sx = 1'b1; end
      valhall_pkg::INS_ICMP_V2S16: begin e_op = OpIcmp; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_ICMP_V4S8:  begin e_op = OpIcmp; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_CLZ_U32:    e_op = OpClz;
      valhall_pkg::INS_CLZ_V2U16:  begin e_op = OpClz; e_lw = Lw16; end
      valhall_pkg::INS_CLZ_V4U8:   begin e_op = OpClz; e_lw = Lw8; end
      valhall_pkg::INS_POPCOUNT_I32: e_op = OpPopc;
      valhall_pkg::INS_BITREV_I32: e_op = OpBitrev;
      valhall_pkg::INS_IABS_S32:   begin e_op = OpIabs; e_sx = 1'b1; end
      valhall_pkg::INS_IABS_V2S16: begin e_op = OpIabs; e_lw = Lw16; e_sx = 1'b1; end
      valhall_pkg::INS_IABS_V4S8:  begin e_op = OpIabs; e_lw = Lw8; e_sx = 1'b1; end
      valhall_pkg::INS_MKVEC_V2I16: e_op = OpMkvec16;
      valhall_pkg::INS_MKVEC_V2I8: e_op = OpMkvec8;
      valhall_pkg::INS_IDP_V4S8:   begin e_op = OpIdp; e_sx = 1'b1; end
      valhall_pkg::INS_IDP_V4U8:   e_op = OpIdp;
      valhall_pkg::INS_SHADDX_U64: begin e_op = OpShaddx; e_lw = Lw64; end
      valhall_pkg::INS_SHADDX_S64: begin e_op = OpShaddx; e_lw = Lw64; e_sx = 1'b1; end
      valhall_pkg::INS_SEG_ADD_U64: begin e_op = OpSegAdd; e_lw = Lw64; end
      valhall_pkg::INS_S16_TO_S32: begin e_op = OpExt; e_sx = 1'b1; end
      valhall_pkg::INS_U16_TO_U32: e_op = OpExt;
      valhall_pkg::INS_S8_TO_S32:  begin e_op = OpExt; e_sx = 1'b1; end
      valhall_pkg::INS_U8_TO_U32:  e_op = OpExt;
      valhall_pkg::INS_V2S8_TO_V2S16: begin e_op = OpExt; e_sx = 1'b1; end
      valhall_pkg::INS_V2U8_TO_V2U16: e_op = OpExt;
      valhall_pkg::INS_CLPER_I32, valhall_pkg::INS_CLPER_V2U16, valhall_pkg::INS_CLPER_V4U8,
      valhall_pkg::INS_CLPER_S32, valhall_pkg::INS_CLPER_V2S16, valhall_pkg::INS_CLPER_V4S8,
      valhall_pkg::INS_CLPER_U64, valhall_pkg::INS_CLPER_S64, valhall_pkg::INS_WMASK:
        e_op = OpXlane;
      valhall_pkg::INS_BRANCHZ:    e_op = OpBranchz;
      valhall_pkg::INS_BRANCHZI:   e_op = OpBranchi;
      default:                     e_op = OpNone;
    endcase
    entry = {e_op, e_lw, e_sx, e_sub, e_half, e_shift_right, e_logic_op};
  endfunction

  localparam int unsigned NumIns = valhall_pkg::NUM_INS;
  function automatic logic [NumIns*CtrlW-1:0] build_table();
    logic [NumIns*CtrlW-1:0] tbl;
    for (int unsigned i = 0; i < NumIns; i++)
      tbl[i*CtrlW +: CtrlW] = entry(valhall_pkg::INS_BITS'(i));
    build_table = tbl;
  endfunction
  localparam logic [NumIns*CtrlW-1:0] CtrlTable = build_table();

  logic [CtrlW-1:0] ctrl_0;
  valhall_ins_table #(.RowBits(CtrlW), .Width(CtrlW), .Table(CtrlTable)) u_ctrl_table (
    .ins_i,
    .value_o (ctrl_0)
  );
  logic [4:0] op_bits_0;
  logic [1:0] lw_bits_0;
  logic       sx_tbl_0;
  assign {op_bits_0, lw_bits_0, sx_tbl_0, sub_0, half_0, shift_right_0, logic_op_0} = ctrl_0;
  assign op_0 = op_e'(op_bits_0);
  assign lw_0 = lane_width_e'(lw_bits_0);
  // The shift group extends its widened A by .signed (5.5).
  assign sx_0 = op_0 == OpShift ? mod_i[valhall_pkg::MOD_ID_SIGNED*4] : sx_tbl_0;

  logic       saturate_0, rhadd_0, not_result_0, and_mode_0, seq_mode_0, seg_neg_0, preserve_null_0, eq_mode_0;
  logic       absolute_0;
  logic [1:0] mux_mode_0, result_type_0;
  logic [2:0] cond_0;
  logic [31:0] imm_constant_0;
  logic [2:0] shaddx_shift_0;
  assign saturate_0      = mod_i[valhall_pkg::MOD_ID_SATURATE*4];
  assign rhadd_0         = mod_i[valhall_pkg::MOD_ID_RHADD*4];
  assign not_result_0    = mod_i[valhall_pkg::MOD_ID_NOT_RESULT*4];
  assign and_mode_0      = mod_i[valhall_pkg::MOD_ID_AND*4];
  assign seq_mode_0      = mod_i[valhall_pkg::MOD_ID_SEQ*4];
  assign seg_neg_0       = mod_i[valhall_pkg::MOD_ID_NEG*4];
  assign preserve_null_0 = mod_i[valhall_pkg::MOD_ID_PRESERVE_NULL*4];
  assign eq_mode_0       = mod_i[valhall_pkg::MOD_ID_EQ*4];
  assign absolute_0      = mod_i[valhall_pkg::MOD_ID_ABSOLUTE*4];
  assign mux_mode_0      = mod_i[valhall_pkg::MOD_ID_MUX*4 +: 2];
  assign result_type_0   = mod_i[valhall_pkg::MOD_ID_RESULT_TYPE*4 +: 2];
  assign cond_0          = mod_i[valhall_pkg::MOD_ID_CONDITION*4 +: 3];
  assign imm_constant_0  = imm_i[valhall_pkg::IMM_ID_CONSTANT*32 +: 32];
  assign shaddx_shift_0  = imm_i[valhall_pkg::IMM_ID_SHIFT*32 +: 3];

  // BRANCHZ offset (signed, in instructions): the decoder gives the raw field.
  logic [31:0] offset_raw;
  logic [5:0]  offset_width;
  logic [63:0] offset_sx_0;
  assign offset_raw   = imm_i[valhall_pkg::IMM_ID_OFFSET*32 +: 32];
  valhall_ins_table #(.RowBits(6), .Width(6), .Table(valhall_pkg::IMM_OFFSET_WIDTH))
      u_offset_width (
    .ins_i,
    .value_o (offset_width)
  );
  logic offset_sign;  // the field's top bit
  assign offset_sign = 1'(offset_raw >> (offset_width - 6'd1));
  always_comb begin
    offset_sx_0 = {32'd0, offset_raw};
    if (offset_width != 6'd0 && offset_width < 6'd32 && offset_sign) begin
      offset_sx_0 = {32'hFFFF_FFFF, offset_raw | (32'hFFFF_FFFF << offset_width)};
    end else if (offset_width == 6'd32 && offset_raw[31]) begin
      offset_sx_0 = {32'hFFFF_FFFF, offset_raw};
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Operand lane selection (3.2)
  // ---------------------------------------------------------------------------------------------
  function automatic logic [15:0] ext8to16(input logic [7:0] v, input logic s);
    ext8to16 = {{8{s & v[7]}}, v};
  endfunction
  function automatic logic [63:0] ext8to64(input logic [7:0] v, input logic s);
    ext8to64 = {{56{s & v[7]}}, v};
  endfunction
  function automatic logic [63:0] ext16to64(input logic [15:0] v, input logic s);
    ext16to64 = {{48{s & v[15]}}, v};
  endfunction

  // Byte b (0..3) of the low word.
  function automatic logic [7:0] byte_of(input logic [63:0] x, input logic [1:0] b);
    byte_of = x[b*8 +: 8];
  endfunction

  // Bytes (lane 0, lane 1) of the 16-bit widen values 4..13 (3.2 b).
  function automatic logic [3:0] widen16_bytes(input logic [3:0] v);
    unique case (v)
      4'd4:    widen16_bytes = {2'd0, 2'd0};
      4'd5:    widen16_bytes = {2'd0, 2'd2};
      4'd6:    widen16_bytes = {2'd2, 2'd0};
      4'd7:    widen16_bytes = {2'd2, 2'd2};
      4'd8:    widen16_bytes = {2'd1, 2'd1};
      4'd9:    widen16_bytes = {2'd1, 2'd3};
      4'd10:   widen16_bytes = {2'd3, 2'd1};
      4'd11:   widen16_bytes = {2'd3, 2'd3};
      4'd12:   widen16_bytes = {2'd1, 2'd0};
      4'd13:   widen16_bytes = {2'd3, 2'd2};
      default: widen16_bytes = 4'd0;
    endcase
  endfunction
  // Bytes of lanes 3..0 of the 8-bit swizzles (3.2 c): {lane3, lane2, lane1, lane0}.
  function automatic logic [7:0] swz8_bytes(input logic [3:0] v);
    unique case (v)
      4'd0:    swz8_bytes = {2'd3, 2'd2, 2'd1, 2'd0};
      4'd1:    swz8_bytes = {2'd0, 2'd1, 2'd2, 2'd3};
      4'd2:    swz8_bytes = {2'd1, 2'd0, 2'd1, 2'd0};
      4'd3:    swz8_bytes = {2'd3, 2'd2, 2'd3, 2'd2};
      4'd4:    swz8_bytes = {2'd0, 2'd0, 2'd0, 2'd0};
      4'd5:    swz8_bytes = {2'd1, 2'd1, 2'd1, 2'd1};
      4'd6:    swz8_bytes = {2'd2, 2'd2, 2'd2, 2'd2};
      4'd7:    swz8_bytes = {2'd3, 2'd3, 2'd3, 2'd3};
      4'd8:    swz8_bytes = {2'd1, 2'd0, 2'd3, 2'd2};
      4'd9:    swz8_bytes = {2'd2, 2'd3, 2'd0, 2'd1};
      4'd10:   swz8_bytes = {2'd1, 2'd1, 2'd0, 2'd0};
      4'd11:   swz8_bytes = {2'd3, 2'd3, 2'd2, 2'd2};
      default: swz8_bytes = {2'd3, 2'd2, 2'd1, 2'd0};
    endcase
  endfunction
  // Bytes (Y, X) of the shift-amount selection (3.2 f).
  function automatic logic [3:0] lanes8_bytes(input logic [3:0] v);
    unique case (v)
      4'd4:    lanes8_bytes = {2'd0, 2'd0};
      4'd5:    lanes8_bytes = {2'd1, 2'd1};
      4'd6:    lanes8_bytes = {2'd2, 2'd2};
      4'd7:    lanes8_bytes = {2'd3, 2'd3};
      4'd10:   lanes8_bytes = {2'd1, 2'd0};
      4'd11:   lanes8_bytes = {2'd3, 2'd2};
      default: lanes8_bytes = {2'd2, 2'd0};  // 0: b02
    endcase
  endfunction

  // The operand as the operation sees it: 16-bit lanes in 31:0 (lane 0 low), 8-bit lanes in
  // 31:0, 32-bit values in 31:0, 64-bit values whole; LANES8 gives {byte Y, byte X} in 15:0.
  function automatic logic [63:0] select_lanes(input logic [3:0] kind, input logic [3:0] v,
                                               input logic [63:0] x, input logic s);
    logic [3:0] pair;
    logic [7:0] quad;
    select_lanes = x;
    unique case (kind)
      valhall_pkg::SEL_SWZ16: select_lanes = {32'd0, x[v[1]*16 +: 16], x[v[0]*16 +: 16]};
      valhall_pkg::SEL_WIDEN16: begin
        if (v < 4'd4) begin
          select_lanes = {32'd0, x[v[1]*16 +: 16], x[v[0]*16 +: 16]};
        end else begin
          pair = widen16_bytes(v);
          select_lanes = {32'd0, ext8to16(byte_of(x, pair[3:2]), s),
                          ext8to16(byte_of(x, pair[1:0]), s)};
        end
      end
      valhall_pkg::SEL_WIDEN8: begin
        quad = swz8_bytes(v);
        select_lanes = {32'd0, byte_of(x, quad[7:6]), byte_of(x, quad[5:4]),
                        byte_of(x, quad[3:2]), byte_of(x, quad[1:0])};
      end
      valhall_pkg::SEL_WIDEN32, valhall_pkg::SEL_WIDEN64: begin
        if (v == 4'd2 || v == 4'd3) begin
          select_lanes = ext16to64(x[v[0]*16 +: 16], s);
        end else if (v >= 4'd4 && v <= 4'd7) begin
          select_lanes = ext8to64(byte_of(x, v[1:0]), s);
        end else if (v == 4'd8) begin
          select_lanes = {{32{s & x[31]}}, x[31:0]};
        end else begin
          select_lanes = x;
        end
        if (kind == valhall_pkg::SEL_WIDEN32) select_lanes[63:32] = 32'd0;
      end
      valhall_pkg::SEL_LANES8: begin
        pair = lanes8_bytes(v);
        select_lanes = {48'd0, byte_of(x, pair[3:2]), byte_of(x, pair[1:0])};
      end
      valhall_pkg::SEL_HALFSWZ8: begin
        select_lanes = {32'd0, ext8to16(byte_of(x, v[3:2]), s), ext8to16(byte_of(x, v[1:0]), s)};
      end
      valhall_pkg::SEL_LANE8:  select_lanes = ext8to64(byte_of(x, v[1:0]), s) & 64'hFFFF_FFFF;
      valhall_pkg::SEL_LANE16: select_lanes = ext16to64(x[v[0]*16 +: 16], s) & 64'hFFFF_FFFF;
      valhall_pkg::SEL_COMBINE: begin
        unique case (v[2:0])
          3'd1:    select_lanes = {48'd0, x[15:0]};
          3'd2:    select_lanes = {48'd0, x[31:16]};
          3'd3:    select_lanes = {48'd0, x[15:0] & x[31:16]};
          3'd4:    select_lanes = {63'd0, x[0]};
          default: select_lanes = {32'd0, x[31:0]};
        endcase
      end
      default: select_lanes = x;
    endcase
  endfunction

  logic [63:0] a_0, b_0, c_0, d_0;
  logic [3:0]  kind_a, kind_b, kind_c;
  valhall_ins_table #(
    .RowBits(MaxSrcs*4), .Offset(0), .Width(12), .Table(valhall_pkg::SRC_SEL_KIND)
  ) u_sel_kind (
    .ins_i,
    .value_o ({kind_c, kind_b, kind_a})
  );
  logic b_sx;
  // SEG_ADD zero-extends B whatever the type (P8); everything else follows the type.
  assign b_sx = sx_0 & (op_0 != OpSegAdd);
  assign a_0 = select_lanes(kind_a, src_swizzle_i[0 +: 4], src_i[0 +: 64], sx_0);
  assign b_0 = select_lanes(kind_b, src_swizzle_i[4 +: 4], src_i[64 +: 64], b_sx);
  // C of the shift group carries .not.
  assign c_0 = select_lanes(kind_c, src_swizzle_i[8 +: 4], src_i[128 +: 64], sx_0) ^
               {64{src_invert_i[2]}};
  assign d_0 = src_i[192 +: 64];


  // ---------------------------------------------------------------------------------------------
  // Operand register (OperandReg: register 1): the control and the selected operands (names
  // without _0 from here on), so that the control decode and the lane selection do not share a
  // cycle with the multiplier and the adders.
  // ---------------------------------------------------------------------------------------------
  op_e         op;
  lane_width_e lw;
  logic        sx, sub, half, shift_right;
  logic [1:0]  logic_op;
  logic        saturate, rhadd, not_result, and_mode, seq_mode, seg_neg, preserve_null, eq_mode;
  logic        absolute, a_swz16;
  logic [1:0]  mux_mode, result_type;
  logic [2:0]  cond;
  logic [31:0] imm_constant;
  logic [2:0]  shaddx_shift;
  logic [63:0] offset_sx, a, b, c, d, pc, xlane;
  logic [4:0]  op_bits;
  logic [1:0]  lw_bits;
  localparam int unsigned OpRegW = 5 + 2 + 4 + 2 + 8 + 2 + 2 + 2 + 3 + 32 + 3 + 6 * 64;
  pipe_delay #(.Width(OpRegW), .Stages(OperandReg)) u_operand_reg (
    .clk_i,
    .reg_en_i (reg_en_i[OperandReg:0]),
    .d_i      ({op_0, lw_0, sx_0, sub_0, half_0, shift_right_0, logic_op_0, saturate_0, rhadd_0,
                not_result_0, and_mode_0, seq_mode_0, seg_neg_0, preserve_null_0, eq_mode_0,
                absolute_0, kind_a == valhall_pkg::SEL_SWZ16, mux_mode_0, result_type_0, cond_0,
                imm_constant_0, shaddx_shift_0, offset_sx_0, a_0, b_0, c_0, d_0, pc_i}),
    .q_o      ({op_bits, lw_bits, sx, sub, half, shift_right, logic_op, saturate, rhadd,
                not_result, and_mode, seq_mode, seg_neg, preserve_null, eq_mode, absolute, a_swz16,
                mux_mode, result_type, cond, imm_constant, shaddx_shift, offset_sx, a, b, c, d, pc})
  );

  // CLPER's lane index input: B after its widen (lane 0 for vectors), after the operand
  // register; the pipeline forms the cross-lane result from it in the same stage (xlane_i).
  assign clper_b_o = b[3:0];
  assign xlane     = xlane_i;
  assign op = op_e'(op_bits);
  assign lw = lane_width_e'(lw_bits);

  // ---------------------------------------------------------------------------------------------
  // Lane helpers on 34-bit exact values
  // ---------------------------------------------------------------------------------------------
  function automatic logic [33:0] ext_lane(input logic [31:0] v, input int unsigned w,
                                           input logic s);
    logic [33:0] mask;
    mask = (34'd1 << w) - 34'd1;
    ext_lane = {2'd0, v} & mask;
    if (s && v[w-1]) ext_lane = ext_lane | ~mask;
  endfunction

  // IADD / ISUB / HADD of one lane of w bits (exact, then saturate / halve).
  function automatic logic [31:0] addsub_lane(input logic [31:0] x, input logic [31:0] y,
                                              input int unsigned w, input logic s,
                                              input logic is_sub, input logic is_half,
                                              input logic rnd, input logic sat);
    logic [33:0] xe, ye, r, smax, smin, umax;
    xe = ext_lane(x, w, s);
    ye = ext_lane(y, w, s);
    if (is_sub) r = xe - ye;
    else        r = xe + ye + {33'd0, is_half & rnd};
    smax = (34'd1 << (w - 1)) - 34'd1;
    smin = ~smax;
    umax = (34'd1 << w) - 34'd1;
    if (is_half) begin
      r = {r[33], r[33:1]};
    end else if (sat) begin
      if (s) begin
        if ($signed(r) > $signed(smax)) r = smax;
        else if ($signed(r) < $signed(smin)) r = smin;
      end else begin
        if (r[33]) r = 34'd0;
        else if (r > umax) r = umax;
      end
    end
    addsub_lane = r[31:0] & umax[31:0];
  endfunction

  // IMUL of one lane of w bits (8 or 16): the exact product (lane_prod, before the cut) fits
  // 2w bits, signed when s; mul_lane saturates it (after the cut).
  function automatic logic [33:0] lane_prod(input logic [31:0] x, input logic [31:0] y,
                                            input int unsigned w, input logic s);
    lane_prod = ext_lane(x, w, s) * ext_lane(y, w, s);
  endfunction
  function automatic logic [31:0] mul_lane(input logic [31:0] p, input int unsigned w,
                                           input logic s, input logic sat);
    logic [33:0] r, smax, smin, umax;
    r = ext_lane(p, 2 * w, s);
    smax = (34'd1 << (w - 1)) - 34'd1;
    smin = ~smax;
    umax = (34'd1 << w) - 34'd1;
    if (sat) begin
      if (s) begin
        if ($signed(r) > $signed(smax)) r = smax;
        else if ($signed(r) < $signed(smin)) r = smin;
      end else if (r > umax) begin
        r = umax;
      end
    end
    mul_lane = r[31:0] & umax[31:0];
  endfunction

  // Integer condition (5.4) of one lane.
  function automatic logic icond(input logic [33:0] x, input logic [33:0] y, input logic [2:0] cc);
    logic lt, eq;
    lt = $signed(x) < $signed(y);
    eq = x == y;
    unique case (cc)
      valhall_pkg::CONDITION_EQ:   icond = eq;
      valhall_pkg::CONDITION_GT:   icond = !lt && !eq;
      valhall_pkg::CONDITION_GE:   icond = !lt;
      valhall_pkg::CONDITION_NE:   icond = !eq;
      valhall_pkg::CONDITION_LT:   icond = lt;
      valhall_pkg::CONDITION_LE:   icond = lt || eq;
      valhall_pkg::CONDITION_GTLT: icond = !eq;
      default:                     icond = 1'b1;  // total
    endcase
  endfunction

  // ICMP of one lane: compare, combine with C, encode the result type.
  function automatic logic [31:0] icmp_lane(input logic [31:0] x, input logic [31:0] y,
                                            input logic [31:0] z, input int unsigned w,
                                            input logic s, input logic [2:0] cc,
                                            input logic and_m, input logic seq_m,
                                            input logic [1:0] rt);
    logic [33:0] xe, ye, ze;
    logic [31:0] mask;
    logic        r, cz, lt, eq;
    xe = ext_lane(x, w, s);
    ye = ext_lane(y, w, s);
    ze = ext_lane(z, w, 1'b0);
    mask = 32'((34'd1 << w) - 34'd1);
    cz = ze != 34'd0;
    lt = $signed(xe) < $signed(ye);
    eq = xe == ye;
    if (seq_m) begin
      unique case (cc)
        valhall_pkg::CONDITION_EQ:   r = eq && cz;
        valhall_pkg::CONDITION_NE,
        valhall_pkg::CONDITION_GTLT: r = !eq || cz;
        valhall_pkg::CONDITION_GT,
        valhall_pkg::CONDITION_GE:   r = (!lt && !eq) || (eq && cz);
        valhall_pkg::CONDITION_LT,
        valhall_pkg::CONDITION_LE:   r = lt || (eq && cz);
        default:                     r = 1'b1;
      endcase
    end else begin
      r = icond(xe, ye, cc);
      r = and_m ? (r && cz) : (r || cz);
    end
    icmp_lane = 32'd0;
    if (r) begin
      unique case (rt)
        valhall_pkg::RESULT_TYPE_F1:
          icmp_lane = (w == 32) ? 32'h3F80_0000 : (w == 16) ? 32'h0000_3C00 : 32'd1;
        valhall_pkg::RESULT_TYPE_M1: icmp_lane = mask;
        default:                     icmp_lane = 32'd1;
      endcase
    end
  endfunction

  // CSEL of one lane.
  function automatic logic [31:0] csel_lane(input logic [31:0] x, input logic [31:0] y,
                                            input logic [31:0] t, input logic [31:0] f,
                                            input int unsigned w, input logic s,
                                            input logic [2:0] cc);
    logic [31:0] mask;
    mask = 32'((34'd1 << w) - 34'd1);
    csel_lane = (icond(ext_lane(x, w, s), ext_lane(y, w, s), cc) ? t : f) & mask;
  endfunction

  // MUX of one lane (5.4).
  function automatic logic [31:0] mux_lane(input logic [31:0] x, input logic [31:0] y,
                                           input logic [31:0] z, input int unsigned w,
                                           input logic [1:0] mode);
    logic [31:0] mask, sign;
    logic        pick_a;
    mask = 32'((34'd1 << w) - 34'd1);
    sign = 32'd1 << (w - 1);
    unique case (mode)
      valhall_pkg::MUX_NEG:      pick_a = (z & sign) != 32'd0;
      valhall_pkg::MUX_INT_ZERO: pick_a = (z & mask) == 32'd0;
      valhall_pkg::MUX_FP_ZERO:  pick_a = (z & mask & ~sign) == 32'd0;
      default:                   pick_a = 1'b0;
    endcase
    if (mode == valhall_pkg::MUX_BIT) mux_lane = ((x & z) | (y & ~z)) & mask;
    else                              mux_lane = (pick_a ? x : y) & mask;
  endfunction

  // A 64-bit exact result as a 32-bit one: the low word, or with saturation the value clamped to
  // the int32 (signed) or uint32 range (IMUL.i32/.s32 and IDP).
  function automatic logic [63:0] result32(input logic [63:0] v, input logic s,
                                           input logic sat);
    result32 = {32'd0, v[31:0]};
    if (sat) begin
      if (s) begin
        if ($signed(v) > 64'sh7FFF_FFFF) result32 = 64'h7FFF_FFFF;
        else if ($signed(v) < -64'sh8000_0000) result32 = 64'h8000_0000;
      end else if (v[63:32] != 32'd0) begin
        result32 = 64'hFFFF_FFFF;
      end
    end
  endfunction

  function automatic logic [5:0] clz32(input logic [31:0] v);
    clz32 = 6'd32;
    for (int i = 0; i < 32; i++) begin
      if (v[i]) clz32 = 6'(31 - i);
    end
  endfunction

  // Shift then logic of one lane of w bits (5.5); n = shift byte taken modulo w (P9).
  function automatic logic [63:0] shift_lane(input logic [63:0] x, input logic [5:0] n6,
                                             input logic [63:0] z, input int unsigned w,
                                             input logic right, input logic s,
                                             input logic [1:0] lop, input logic inv);
    logic [63:0] mask, sh, r;
    logic [5:0]  n;
    mask = (w == 64) ? 64'hFFFF_FFFF_FFFF_FFFF : ((64'd1 << w) - 64'd1);
    n = n6 & 6'(w - 1);  // modulo the lane width (P9)
    x = x & mask;
    if (!right) begin
      sh = x << n;
    end else if (s && x[w-1]) begin
      sh = (x >> n) | ~(mask >> n);
    end else begin
      sh = x >> n;
    end
    unique case (lop)
      2'd1:    r = sh | z;
      2'd2:    r = sh ^ z;
      default: r = sh & z;
    endcase
    if (inv) r = ~r;
    shift_lane = r & mask;
  endfunction

  // ---------------------------------------------------------------------------------------------
  // The operation
  // ---------------------------------------------------------------------------------------------
  // 32-bit multiplier shared by IMUL.i32/.s32 and IMULD (both products fit 64 bits): 33 x 33
  // signed (the operands sign- or zero-extended by one bit), so that it is no wider than needed.
  logic signed [32:0] mul_a, mul_b;
  logic signed [65:0] mul_full;
  logic [63:0]        prod64;
  assign mul_a    = {sx & a[31], a[31:0]};
  assign mul_b    = {sx & b[31], b[31:0]};
  assign mul_full = mul_a * mul_b;
  assign prod64   = mul_full[63:0];
  logic unused_mul_top;  // the exact product's top bits: IMULD keeps 64
  assign unused_mul_top = ^mul_full[65:64];

  // IMUL's 16- and 8-bit lane products, exact (32 and 16 bits); their saturation follows the cut
  // (with it after the cut, the small multipliers were the compact pipeline's 33.7 ns path).
  logic [63:0] prod16, prod8;
  always_comb begin
    for (int i = 0; i < 2; i++) begin
      prod16[i*32 +: 32] = 32'(lane_prod({16'd0, a[i*16 +: 16]}, {16'd0, b[i*16 +: 16]}, 16, sx));
    end
    for (int i = 0; i < 4; i++) begin
      prod8[i*16 +: 16] = 16'(lane_prod({24'd0, a[i*8 +: 8]}, {24'd0, b[i*8 +: 8]}, 8, sx));
    end
  end

  // 64-bit add/sub (IADD/ISUB .u64/.s64, SHADDX, SEG_ADD).
  logic [63:0] add_b, sum64;
  logic        carry64;
  always_comb begin
    unique case (op)
      OpShaddx: add_b = b << shaddx_shift;
      default:  add_b = b;
    endcase
  end
  logic sub64;
  assign sub64 = (op == OpAdd && sub) || (op == OpSegAdd && seg_neg);
  assign {carry64, sum64} = sub64 ? {1'b0, a} - {1'b0, add_b} : {1'b0, a} + {1'b0, add_b};

  // IDP: four byte products plus C, exact in 34 bits.
  logic [33:0] idp_sum;
  always_comb begin
    idp_sum = ext_lane(c[31:0], 32, sx);
    for (int i = 0; i < 4; i++) begin
      idp_sum = idp_sum + ext_lane({24'd0, a[i*8 +: 8]}, 8, sx) *
                          ext_lane({24'd0, b[i*8 +: 8]}, 8, sx);
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Stage-0/1 cut (register 1 when NumPipeRegs >= 1): the lane selection, the multiplier, the
  // 64-bit adder, IDP's sum and the branch targets before it; the operation's selection and
  // saturation after it (names _1), so that neither half is the pipeline's critical path (on
  // the ECP5 the whole operation in one cycle was part of an 84 ns path).
  // ---------------------------------------------------------------------------------------------
  logic [63:0] branchz_target, branchi_target;
  assign branchz_target = pc + ((offset_sx + 64'd1) << 3);
  assign branchi_target = absolute ? {32'd0, b[31:0]} : pc + 64'd8 + {{32{b[31]}}, b[31:0]};

  localparam int unsigned CutRegs = (NumPipeRegs >= OperandReg + 1) ? 1 : 0;
  localparam int unsigned CutEnd  = OperandReg + CutRegs;  // the cut register's index
  // op, lw, 12 flags, mux_mode/result_type/cond/logic_op, imm_constant, carry64, a..d, sum64,
  // prod64, prod16, prod8, idp_sum, xlane, the two branch targets.
  localparam int unsigned CutW = 5 + 2 + 12 + 9 + 32 + 1 + 4 * 64 + 64 + 3 * 64 + 34 + 64 + 2 * 64;
  logic [CutW-1:0] cut_d, cut_q;
  op_e         op_1;
  lane_width_e lw_1;
  logic        sx_1, sub_1, half_1, rhadd_1, saturate_1, not_result_1, and_mode_1, seq_mode_1;
  logic        preserve_null_1, eq_mode_1, shift_right_1, a_swz16_1, carry64_1;
  logic [1:0]  mux_mode_1, result_type_1, logic_op_1;
  logic [2:0]  cond_1;
  logic [31:0] imm_constant_1;
  logic [63:0] a_1, b_1, c_1, d_1, sum64_1, prod64_1, prod16_1, prod8_1, xlane_1, branchz_target_1;
  logic [63:0] branchi_target_1;
  logic [33:0] idp_sum_1;
  assign cut_d = {op, lw, sx, sub, half, rhadd, saturate, not_result, and_mode, seq_mode,
                  preserve_null, eq_mode, shift_right, a_swz16,
                  mux_mode, result_type, cond, logic_op, imm_constant, carry64, a, b, c, d, sum64,
                  prod64, prod16, prod8, idp_sum, xlane, branchz_target, branchi_target};
  pipe_delay #(.Width(CutW), .Stages(CutRegs)) u_cut (
    .clk_i,
    .reg_en_i (reg_en_i[CutEnd:OperandReg]),
    .d_i      (cut_d),
    .q_o      (cut_q)
  );
  logic [4:0] op_bits_1;
  logic [1:0] lw_bits_1;
  assign {op_bits_1, lw_bits_1, sx_1, sub_1, half_1, rhadd_1, saturate_1, not_result_1,
          and_mode_1, seq_mode_1, preserve_null_1, eq_mode_1, shift_right_1, a_swz16_1,
          mux_mode_1, result_type_1, cond_1, logic_op_1, imm_constant_1, carry64_1, a_1, b_1, c_1,
          d_1, sum64_1, prod64_1, prod16_1, prod8_1, idp_sum_1, xlane_1, branchz_target_1,
          branchi_target_1} = cut_q;
  assign op_1 = op_e'(op_bits_1);
  assign lw_1 = lane_width_e'(lw_bits_1);

  logic [63:0] res;
  logic        taken;
  always_comb begin
    res   = 64'd0;
    taken = 1'b0;
    unique case (op_1)
      OpMov:    res = {32'd0, a_1[31:0]};
      OpNotOld: res = (lw_1 == Lw64) ? ~a_1 : {32'd0, ~a_1[31:0]};
      OpAdd: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = 16'(addsub_lane({16'd0, a_1[i*16 +: 16]}, {16'd0, b_1[i*16 +: 16]}, 16,
                                            sx_1, sub_1, half_1, rhadd_1, saturate_1));
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) begin
              res[i*8 +: 8] = 8'(addsub_lane({24'd0, a_1[i*8 +: 8]}, {24'd0, b_1[i*8 +: 8]}, 8,
                                          sx_1, sub_1, half_1, rhadd_1, saturate_1));
            end
          end
          Lw64: begin
            res = sum64_1;
            if (saturate_1) begin
              if (sx_1) begin
                // signed overflow: operands (b_1 negated for sub_1) of one sign, result the other
                if ((a_1[63] == (b_1[63] ^ sub_1)) && (sum64_1[63] != a_1[63])) begin
                  res = a_1[63] ? 64'h8000_0000_0000_0000 : 64'h7FFF_FFFF_FFFF_FFFF;
                end
              end else if (carry64_1) begin
                res = sub_1 ? 64'd0 : 64'hFFFF_FFFF_FFFF_FFFF;
              end
            end
          end
          default: res = {32'd0, addsub_lane(a_1[31:0], b_1[31:0], 32, sx_1, sub_1, half_1, rhadd_1,
                                             saturate_1)};
        endcase
      end
      OpMul: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = 16'(mul_lane(prod16_1[i*32 +: 32], 16, sx_1, saturate_1));
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) begin
              res[i*8 +: 8] = 8'(mul_lane({16'd0, prod8_1[i*16 +: 16]}, 8, sx_1, saturate_1));
            end
          end
          default: res = result32(prod64_1, sx_1, saturate_1);
        endcase
      end
      OpImuld: res = prod64_1;
      OpAddImm: begin
        unique case (lw_1)
          Lw16: res = {32'd0, a_1[31:16] + imm_constant_1[31:16], a_1[15:0] + imm_constant_1[15:0]};
          Lw8: begin
            for (int i = 0; i < 4; i++) res[i*8 +: 8] = a_1[i*8 +: 8] + imm_constant_1[i*8 +: 8];
          end
          default: res = {32'd0, a_1[31:0] + imm_constant_1};
        endcase
      end
      OpShift: begin
        unique case (lw_1)
          Lw16: begin
            res[15:0]  = 16'(shift_lane({48'd0, a_1[15:0]}, b_1[5:0], {48'd0, c_1[15:0]}, 16,
                                    shift_right_1, sx_1, logic_op_1, not_result_1));
            res[31:16] = 16'(shift_lane({48'd0, a_1[31:16]}, b_1[13:8], {48'd0, c_1[31:16]}, 16,
                                    shift_right_1, sx_1, logic_op_1, not_result_1));
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) begin
              res[i*8 +: 8] = 8'(shift_lane({56'd0, a_1[i*8 +: 8]}, b_1[5:0], {56'd0, c_1[i*8 +: 8]}, 8,
                                         shift_right_1, sx_1, logic_op_1, not_result_1));
            end
          end
          Lw64: res = shift_lane(a_1, b_1[5:0], c_1, 64, shift_right_1, sx_1, logic_op_1, not_result_1);
          default: res = shift_lane({32'd0, a_1[31:0]}, b_1[5:0], {32'd0, c_1[31:0]}, 32,
                                    shift_right_1, sx_1, logic_op_1, not_result_1);
        endcase
      end
      OpMux: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = 16'(mux_lane({16'd0, a_1[i*16 +: 16]}, {16'd0, b_1[i*16 +: 16]},
                                         {16'd0, c_1[i*16 +: 16]}, 16, mux_mode_1));
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) begin
              res[i*8 +: 8] = 8'(mux_lane({24'd0, a_1[i*8 +: 8]}, {24'd0, b_1[i*8 +: 8]},
                                       {24'd0, c_1[i*8 +: 8]}, 8, mux_mode_1));
            end
          end
          default: res = {32'd0, mux_lane(a_1[31:0], b_1[31:0], c_1[31:0], 32, mux_mode_1)};
        endcase
      end
      OpCsel: begin
        if (lw_1 == Lw16) begin
          for (int i = 0; i < 2; i++) begin
            res[i*16 +: 16] = 16'(csel_lane({16'd0, a_1[i*16 +: 16]}, {16'd0, b_1[i*16 +: 16]},
                                        {16'd0, c_1[i*16 +: 16]}, {16'd0, d_1[i*16 +: 16]}, 16, sx_1,
                                        cond_1));
          end
        end else begin
          res = {32'd0, csel_lane(a_1[31:0], b_1[31:0], c_1[31:0], d_1[31:0], 32, sx_1, cond_1)};
        end
      end
      OpIcmp: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = 16'(icmp_lane({16'd0, a_1[i*16 +: 16]}, {16'd0, b_1[i*16 +: 16]},
                                          {16'd0, c_1[i*16 +: 16]}, 16, sx_1, cond_1, and_mode_1,
                                          1'b0, result_type_1));
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) begin
              res[i*8 +: 8] = 8'(icmp_lane({24'd0, a_1[i*8 +: 8]}, {24'd0, b_1[i*8 +: 8]},
                                        {24'd0, c_1[i*8 +: 8]}, 8, sx_1, cond_1, and_mode_1, 1'b0,
                                        result_type_1));
            end
          end
          default: res = {32'd0, icmp_lane(a_1[31:0], b_1[31:0], c_1[31:0], 32, sx_1, cond_1, and_mode_1,
                                           seq_mode_1, result_type_1)};
        endcase
      end
      OpClz: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = 16'(clz32({a_1[i*16 +: 16], 16'hFFFF}));
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) res[i*8 +: 8] = 8'(clz32({a_1[i*8 +: 8], 24'hFF_FFFF}));
          end
          default: res = {58'd0, clz32(a_1[31:0])};
        endcase
      end
      OpPopc: res = {58'd0, 6'($countones(a_1[31:0]))};
      OpBitrev: begin
        for (int i = 0; i < 32; i++) res[i] = a_1[31 - i];
      end
      OpIabs: begin
        unique case (lw_1)
          Lw16: begin
            for (int i = 0; i < 2; i++) begin
              res[i*16 +: 16] = a_1[i*16 + 15] ? 16'(-a_1[i*16 +: 16]) : a_1[i*16 +: 16];
            end
          end
          Lw8: begin
            for (int i = 0; i < 4; i++) res[i*8 +: 8] = a_1[i*8 + 7] ? 8'(-a_1[i*8 +: 8]) : a_1[i*8 +: 8];
          end
          default: res = {32'd0, a_1[31] ? 32'(-a_1[31:0]) : a_1[31:0]};
        endcase
      end
      OpMkvec16: res = {32'd0, b_1[15:0], a_1[15:0]};
      OpMkvec8:  res = {32'd0, c_1[15:0], b_1[7:0], a_1[7:0]};
      // The 34-bit exact sum extended as its signedness says, so result32's range test holds.
      OpIdp: res = result32({{30{sx_1 & idp_sum_1[33]}}, idp_sum_1}, sx_1, saturate_1);
      OpShaddx: res = sum64_1;
      OpSegAdd: res = (preserve_null_1 && b_1 == 64'd0) ? 64'd0 : sum64_1;
      // 16 -> 32 reads lane 0 of its 2-bit swizzle; 8 -> 32 and 8 -> 16 are extended by
      // their lane-selection fields already.
      OpExt: res = a_swz16_1 ? ext16to64(a_1[15:0], sx_1) & 64'hFFFF_FFFF : {32'd0, a_1[31:0]};
      OpXlane: res = xlane_1;
      OpBranchz: begin
        taken = eq_mode_1 ? (a_1[31:0] == 32'd0) : (a_1[31:0] != 32'd0);
        res   = branchz_target_1;
      end
      OpBranchi: begin
        taken = eq_mode_1 ? (a_1[31:0] == 32'd0) : (a_1[31:0] != 32'd0);
        res   = branchi_target_1;
      end
      default: res = 64'd0;
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Pipeline registers
  // ---------------------------------------------------------------------------------------------
  pipe_delay #(.Width(65), .Stages(NumPipeRegs - CutEnd)) u_delay (
    .clk_i,
    .reg_en_i (reg_en_i[NumPipeRegs:CutEnd]),
    .d_i      ({taken, res}),
    .q_o      ({flag_o, result_o})
  );

endmodule
