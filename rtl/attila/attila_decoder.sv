// ATTILA instruction decoder: one 128-bit instruction (qword 0 = memory bytes 0-7, qword 1 =
// bytes 8-15) to decoded fields plus legality. Purely combinational.
//
// Written from docs/attila.md (3.1-3.8, D6-D8, D14, D15, D17). Every field position,
// opcode number, per-opcode usage flag, bank rule and register limit comes from the generated
// package attila_pkg (source: rtl/attila/attila_isa.json); nothing here restates them.
//
// Output conventions (the same as the golden decoder golden/attila/decode.h, so the two compare
// field by field):
// * a field the opcode does not use is 0 (docs/attila.md 3.5, 7.3); unused and reserved bits are ignored,
//   never illegal (D17);
// * srcN_kind_o / res_kind_o use the codes of the golden SrcKind / ResKind enums (below);
// * for a boolean operand (ANDP, JMP) that names a predicate register, srcN_bank_o is 0 and
//   srcN_reg_o is the predicate number; for an immediate boolean only srcN_neg_o (the value) is set;
// * for the op2 immediate, src2_bank_o = IMM, src2_neg_o/src2_abs_o are the modifiers, imm_o the
//   value; JMP also returns its offset in imm_o;
// * rel_* are non-zero only when rel_en = 1 and some used source is a constant (PARAM/PARAM2);
//   rel_off_o is the 9-bit offset sign-extended to 16 bits (E7);
// * illegal_o: invalid opcode (E2), a bank code not allowed where it is used (3.4, E29), or a
//   register index past the end of its file (D8; IN has 48 registers when micro_triangle_i).
//   The other outputs are meaningful only when illegal_o = 0.
module attila_decoder (
  input  logic [attila_pkg::WORD0_BITS-1:0]        qword0_i,
  input  logic [attila_pkg::WORD1_BITS-1:0]        qword1_i,
  input  logic                                     micro_triangle_i,
  output logic [attila_pkg::Q0_OPCODE_WIDTH-1:0]   opcode_o,
  output logic                                     end_o,
  output logic                                     wait_o,
  output logic                                     pred_en_o,
  output logic                                     pred_inv_o,
  output logic [attila_pkg::Q0_PRED_REG_WIDTH-1:0] pred_reg_o,
  output logic [2:0]                               src1_kind_o,
  output logic [attila_pkg::Q0_OP1_BANK_WIDTH-1:0] src1_bank_o,
  output logic [attila_pkg::Q1R_OP1_REG_WIDTH-1:0] src1_reg_o,
  output logic [attila_pkg::Q1R_OP1_SWZ_WIDTH-1:0] src1_swz_o,
  output logic                                     src1_neg_o,
  output logic                                     src1_abs_o,
  output logic [2:0]                               src2_kind_o,
  output logic [attila_pkg::Q0_OP2_BANK_WIDTH-1:0] src2_bank_o,
  output logic [attila_pkg::Q1R_OP2_REG_WIDTH-1:0] src2_reg_o,
  output logic [attila_pkg::Q1R_OP2_SWZ_WIDTH-1:0] src2_swz_o,
  output logic                                     src2_neg_o,
  output logic                                     src2_abs_o,
  output logic [2:0]                               src3_kind_o,
  output logic [attila_pkg::Q0_OP3_BANK_WIDTH-1:0] src3_bank_o,
  output logic [attila_pkg::Q1R_OP3_REG_WIDTH-1:0] src3_reg_o,
  output logic [attila_pkg::Q1R_OP3_SWZ_WIDTH-1:0] src3_swz_o,
  output logic                                     src3_neg_o,
  output logic                                     src3_abs_o,
  output logic [attila_pkg::Q1I_IMM32_WIDTH-1:0]   imm_o,
  output logic [attila_pkg::Q1R_OP2_REG_WIDTH-1:0] op2_index_o,
  output logic [1:0]                               res_kind_o,
  output logic [attila_pkg::Q0_RES_BANK_WIDTH-1:0] res_bank_o,
  output logic [attila_pkg::Q1R_RES_REG_WIDTH-1:0] res_reg_o,
  output logic [attila_pkg::Q0_MASK_WIDTH-1:0]     mask_o,
  output logic                                     sat_o,
  output logic                                     invert_o,
  output logic                                     rel_en_o,
  output logic [attila_pkg::Q0_REL_AREG_WIDTH-1:0] rel_areg_o,
  output logic [attila_pkg::Q0_REL_COMP_WIDTH-1:0] rel_comp_o,
  output logic [15:0]                              rel_off_o,
  output logic                                     illegal_o
);

  // Result kinds (golden ResKind); operand kinds are attila_operand's.
  typedef enum logic [1:0] {
    ResNone = 2'd0,
    ResReg  = 2'd1,
    ResPred = 2'd2
  } res_kind_e;

  // Register-file limits at register-index width (index >= limit is illegal, D8).
  localparam int unsigned RegW = attila_pkg::Q1R_OP1_REG_WIDTH;
  localparam logic [RegW-1:0] LimPred    = RegW'(attila_pkg::LIMIT_PRED);
  localparam logic [RegW-1:0] LimSampler = RegW'(attila_pkg::LIMIT_SAMPLER);
  localparam logic [RegW-1:0] LimSample  = RegW'(attila_pkg::LIMIT_SAMPLE);
  localparam int unsigned AregW = attila_pkg::Q0_REL_AREG_WIDTH;
  localparam logic [AregW-1:0] LimAreg   = AregW'(attila_pkg::LIMIT_ADDR);
  localparam int unsigned OffW = attila_pkg::Q0_REL_OFF_WIDTH;

  // ---------------------------------------------------------------------------------------------
  // Raw fields (docs/attila.md 3.1-3.3). op1 and the result register sit at the same place in both qword-1
  // forms, so the register-form positions are used for them.
  // ---------------------------------------------------------------------------------------------
  logic [attila_pkg::Q0_OPCODE_WIDTH-1:0]   opcode;
  logic [attila_pkg::Q0_PRED_REG_WIDTH-1:0] pred_reg;
  logic [2:0] op1_bank, op2_bank, op3_bank, res_bank;
  logic op1_neg, op1_abs, op2_neg, op2_abs, op3_neg, op3_abs;
  logic [RegW-1:0] op1_reg, op2_reg, op3_reg, res_reg;
  logic [attila_pkg::Q1R_OP1_SWZ_WIDTH-1:0] op1_swz, op2_swz, op3_swz;
  logic [attila_pkg::Q1I_IMM32_WIDTH-1:0]   imm32;
  logic [AregW-1:0]                         rel_areg;
  logic [attila_pkg::Q0_REL_COMP_WIDTH-1:0] rel_comp;
  logic [OffW-1:0]                          rel_off;

  assign opcode   = qword0_i[attila_pkg::Q0_OPCODE_LSB   +: attila_pkg::Q0_OPCODE_WIDTH];
  assign pred_reg = qword0_i[attila_pkg::Q0_PRED_REG_LSB +: attila_pkg::Q0_PRED_REG_WIDTH];
  assign op1_bank = qword0_i[attila_pkg::Q0_OP1_BANK_LSB +: attila_pkg::Q0_OP1_BANK_WIDTH];
  assign op1_neg  = qword0_i[attila_pkg::Q0_OP1_NEG_LSB];
  assign op1_abs  = qword0_i[attila_pkg::Q0_OP1_ABS_LSB];
  assign op2_bank = qword0_i[attila_pkg::Q0_OP2_BANK_LSB +: attila_pkg::Q0_OP2_BANK_WIDTH];
  assign op2_neg  = qword0_i[attila_pkg::Q0_OP2_NEG_LSB];
  assign op2_abs  = qword0_i[attila_pkg::Q0_OP2_ABS_LSB];
  assign op3_bank = qword0_i[attila_pkg::Q0_OP3_BANK_LSB +: attila_pkg::Q0_OP3_BANK_WIDTH];
  assign op3_neg  = qword0_i[attila_pkg::Q0_OP3_NEG_LSB];
  assign op3_abs  = qword0_i[attila_pkg::Q0_OP3_ABS_LSB];
  assign res_bank = qword0_i[attila_pkg::Q0_RES_BANK_LSB +: attila_pkg::Q0_RES_BANK_WIDTH];
  assign rel_areg = qword0_i[attila_pkg::Q0_REL_AREG_LSB +: attila_pkg::Q0_REL_AREG_WIDTH];
  assign rel_comp = qword0_i[attila_pkg::Q0_REL_COMP_LSB +: attila_pkg::Q0_REL_COMP_WIDTH];
  assign rel_off  = qword0_i[attila_pkg::Q0_REL_OFF_LSB  +: attila_pkg::Q0_REL_OFF_WIDTH];

  assign op1_reg  = qword1_i[attila_pkg::Q1R_OP1_REG_LSB +: attila_pkg::Q1R_OP1_REG_WIDTH];
  assign op1_swz  = qword1_i[attila_pkg::Q1R_OP1_SWZ_LSB +: attila_pkg::Q1R_OP1_SWZ_WIDTH];
  assign res_reg  = qword1_i[attila_pkg::Q1R_RES_REG_LSB +: attila_pkg::Q1R_RES_REG_WIDTH];
  assign op2_reg  = qword1_i[attila_pkg::Q1R_OP2_REG_LSB +: attila_pkg::Q1R_OP2_REG_WIDTH];
  assign op2_swz  = qword1_i[attila_pkg::Q1R_OP2_SWZ_LSB +: attila_pkg::Q1R_OP2_SWZ_WIDTH];
  assign op3_reg  = qword1_i[attila_pkg::Q1R_OP3_REG_LSB +: attila_pkg::Q1R_OP3_REG_WIDTH];
  assign op3_swz  = qword1_i[attila_pkg::Q1R_OP3_SWZ_LSB +: attila_pkg::Q1R_OP3_SWZ_WIDTH];
  assign imm32    = qword1_i[attila_pkg::Q1I_IMM32_LSB   +: attila_pkg::Q1I_IMM32_WIDTH];

  // ---------------------------------------------------------------------------------------------
  // Per-opcode flags (docs/attila.md 3.5), looked up in the generated opcode-indexed vectors.
  // ---------------------------------------------------------------------------------------------
  logic valid, uses_pred, uses_op1, uses_op2, uses_op3, uses_bool, uses_imm_ok, uses_imm_form;
  logic uses_op2_index, uses_res, uses_res_pred, uses_sat, uses_invert, uses_mask;
  logic is_sampler_index, is_sample_index;

  assign valid            = attila_pkg::OPC_VALID[opcode];
  assign uses_pred        = attila_pkg::OPC_USES_PRED[opcode];
  assign uses_op1         = attila_pkg::OPC_USES_OP1[opcode];
  assign uses_op2         = attila_pkg::OPC_USES_OP2[opcode];
  assign uses_op3         = attila_pkg::OPC_USES_OP3[opcode];
  assign uses_bool        = attila_pkg::OPC_USES_BOOL_SRC[opcode];
  assign uses_imm_ok      = attila_pkg::OPC_USES_IMM_OK[opcode];
  assign uses_imm_form    = attila_pkg::OPC_USES_IMM_FORM[opcode];
  assign uses_op2_index   = attila_pkg::OPC_USES_OP2_INDEX[opcode];
  assign uses_res         = attila_pkg::OPC_USES_RES[opcode];
  assign uses_res_pred    = attila_pkg::OPC_USES_RES_PRED[opcode];
  assign uses_sat         = attila_pkg::OPC_USES_SAT[opcode];
  assign uses_invert      = attila_pkg::OPC_USES_INVERT[opcode];
  assign uses_mask        = attila_pkg::OPC_USES_MASK[opcode];
  assign is_sampler_index = attila_pkg::OPC_OP2_INDEX_SAMPLER[opcode];
  assign is_sample_index  = attila_pkg::OPC_OP2_INDEX_SAMPLE[opcode];

  // ---------------------------------------------------------------------------------------------
  // Bank properties (docs/attila.md 3.4) and register ranges (D8). Constant banks are never range-checked
  // (D6); banks that cannot be read or written are rejected before their range matters.
  // ---------------------------------------------------------------------------------------------
  logic res_writable, res_past_end;

  assign res_writable = attila_pkg::BANK_AS_RESULT[res_bank];

  attila_reg_range #(.RegW(RegW)) u_res_range (
    .bank_i(res_bank), .reg_i(res_reg), .micro_triangle_i, .past_end_o(res_past_end));

  // ---------------------------------------------------------------------------------------------
  // Operands: one attila_operand each (the rules are there); op2 alone has an immediate form,
  // on IMM_OK opcodes (E29).
  // ---------------------------------------------------------------------------------------------
  logic op1_bad, op2_bad, op3_bad;
  logic op2_is_imm;

  assign op2_is_imm = uses_imm_ok & (op2_bank == attila_pkg::BANK_IMM);

  localparam int unsigned SwzW = attila_pkg::Q1R_OP1_SWZ_WIDTH;
  logic op1_const_reg, op2_const_reg, op3_const_reg;

  attila_operand #(.RegW(RegW), .SwzW(SwzW)) u_op1 (
    .used_i(uses_op1), .bool_i(uses_bool), .imm_i(1'b0), .micro_triangle_i,
    .bank_i(op1_bank), .reg_i(op1_reg), .swz_i(op1_swz), .neg_i(op1_neg), .abs_i(op1_abs),
    .kind_o(src1_kind_o), .bank_o(src1_bank_o), .reg_o(src1_reg_o), .swz_o(src1_swz_o),
    .neg_o(src1_neg_o), .abs_o(src1_abs_o), .const_reg_o(op1_const_reg), .bad_o(op1_bad));
  attila_operand #(.RegW(RegW), .SwzW(SwzW)) u_op2 (
    .used_i(uses_op2), .bool_i(uses_bool), .imm_i(op2_is_imm), .micro_triangle_i,
    .bank_i(op2_bank), .reg_i(op2_reg), .swz_i(op2_swz), .neg_i(op2_neg), .abs_i(op2_abs),
    .kind_o(src2_kind_o), .bank_o(src2_bank_o), .reg_o(src2_reg_o), .swz_o(src2_swz_o),
    .neg_o(src2_neg_o), .abs_o(src2_abs_o), .const_reg_o(op2_const_reg), .bad_o(op2_bad));
  attila_operand #(.RegW(RegW), .SwzW(SwzW)) u_op3 (
    .used_i(uses_op3), .bool_i(uses_bool), .imm_i(1'b0), .micro_triangle_i,
    .bank_i(op3_bank), .reg_i(op3_reg), .swz_i(op3_swz), .neg_i(op3_neg), .abs_i(op3_abs),
    .kind_o(src3_kind_o), .bank_o(src3_bank_o), .reg_o(src3_reg_o), .swz_o(src3_swz_o),
    .neg_o(src3_neg_o), .abs_o(src3_abs_o), .const_reg_o(op3_const_reg), .bad_o(op3_bad));

  // ---------------------------------------------------------------------------------------------
  // Result, index operand, modifiers and relative addressing.
  // ---------------------------------------------------------------------------------------------
  logic res_bad, index_bad, rel_bad, has_const;

  always_comb begin
    res_kind_o = ResNone;
    res_bank_o = '0;
    res_reg_o  = '0;
    res_bad    = 1'b0;
    if (uses_res) begin
      res_kind_o = ResReg;
      res_bank_o = res_bank;
      res_reg_o  = res_reg;
      res_bad    = ~res_writable | res_past_end;
    end else if (uses_res_pred) begin
      // Predicate destination (SETP*, STP*I, ANDP): res_bank is ignored.
      res_kind_o = ResPred;
      res_reg_o  = res_reg;
      res_bad    = res_reg >= LimPred;
    end
  end

  always_comb begin
    op2_index_o = '0;
    index_bad   = 1'b0;
    if (uses_op2_index) begin
      // Sampler / sample numbers are range-checked (D8); the LDA attribute index is not.
      op2_index_o = op2_reg;
      index_bad   = (is_sampler_index & (op2_reg >= LimSampler)) |
                    (is_sample_index & (op2_reg >= LimSample));
    end
  end

  // Relative addressing applies to constant operands only (docs/attila.md 3.7, D6, D7).
  assign has_const = op1_const_reg | op2_const_reg | op3_const_reg;

  always_comb begin
    rel_en_o   = 1'b0;
    rel_areg_o = '0;
    rel_comp_o = '0;
    rel_off_o  = '0;
    rel_bad    = 1'b0;
    if (has_const & qword0_i[attila_pkg::Q0_REL_EN_LSB]) begin
      rel_en_o   = 1'b1;
      rel_areg_o = rel_areg;
      rel_comp_o = rel_comp;
      rel_off_o  = {{(16 - OffW){rel_off[OffW-1]}}, rel_off};  // E7: signed
      rel_bad    = rel_areg >= LimAreg;
    end
  end

  always_comb begin
    imm_o = '0;
    if (uses_imm_form | (uses_op2 & ~uses_bool & op2_is_imm)) begin
      imm_o = imm32;  // op2 immediate, or the JMP offset (E28)
    end
  end

  always_comb begin
    pred_en_o  = 1'b0;
    pred_inv_o = 1'b0;
    pred_reg_o = '0;
    // pred_inv/pred_reg have no effect without pred_en (docs/attila.md 5.2): decoded as 0 then (7.3).
    if (uses_pred && qword0_i[attila_pkg::Q0_PRED_EN_LSB]) begin  // not JMP (D14)
      pred_en_o  = 1'b1;
      pred_inv_o = qword0_i[attila_pkg::Q0_PRED_INV_LSB];
      pred_reg_o = pred_reg;
    end
  end

  assign opcode_o = valid ? opcode : '0;
  // D15: the END opcode always terminates.
  assign end_o    = valid & (qword0_i[attila_pkg::Q0_END_LSB] | (opcode == attila_pkg::OP_END));
  assign wait_o   = valid & qword0_i[attila_pkg::Q0_WAIT_LSB];
  assign sat_o    = uses_sat & qword0_i[attila_pkg::Q0_SAT_LSB];
  assign invert_o = uses_invert & qword0_i[attila_pkg::Q0_SAT_LSB];  // E9, D3
  assign mask_o   = uses_mask ? qword0_i[attila_pkg::Q0_MASK_LSB +: attila_pkg::Q0_MASK_WIDTH] : '0;

  assign illegal_o = ~valid | op1_bad | op2_bad | op3_bad | res_bad | index_bad | rel_bad;

endmodule
