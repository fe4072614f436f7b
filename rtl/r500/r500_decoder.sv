// R500 fragment shader (US) instruction decoder: the six 32-bit words of one instruction in,
// every field of its type out (docs/r500.md 2, 3), with the legality checks of docs/r500.md 10
// (P22) and the ignored bits (P23, G19). Purely combinational.
//
// Field positions, enumerations, reserved codes and the checks come from the generated package
// r500_pkg (rtl/r500/r500_isa.json); only the word that carries each layout (the table of
// docs/r500.md 2) is written here.
//
// Contract (the golden decoder's, golden/r500/decode.h):
// * fields of the instruction's type are returned raw (as encoded, used or not); fields of the
//   other types are 0; TEX dx/dy only for INST = DXDY (3.6);
// * reserved_o: the bits no field of the type uses (reserved bits, the type's unused words, W3
//   of a TEX instruction other than DXDY), as read; never illegal (P23);
// * illegal_o: a reserved RGB/alpha/texture opcode, RGB_PRED_SEL 6/7, ALPHA_PRED_SEL 6/7 (not
//   on FC, G16), A_OP 3, B_OP0 3, B_OP1 3; illegal_check_o is the index of the first failing
//   check in the table's reporting order (0 RGB_OP, 1 ALPHA_OP, 2 TEX_OP, 3 RGB_PRED_SEL,
//   4 ALPHA_PRED_SEL, 5 A_OP, 6 B_OP0, 7 B_OP1), 0 when legal.
//
// Multi-entry outputs are flat vectors, entry k at [k*W +: W]: source slots k = 0..2; arguments
// k = 0 A, 1 B, 2 C; an RGB argument's swizzle is 9 bits {blue, green, red}; TEX swizzles are
// 8 bits {Q/A, R/B, T/G, S/R} (2 bits each).
module r500_decoder (
  input  logic [191:0] instr_i,
  output logic         illegal_o,
  output logic [2:0]   illegal_check_o,
  output logic [191:0] reserved_o,
  // W0 US_CMN_INST (3.1), every type
  output logic [1:0]   type_o,
  output logic         tex_sem_wait_o,
  output logic [2:0]   rgb_pred_sel_o,
  output logic         rgb_pred_inv_o,
  output logic         write_inactive_o,
  output logic         last_o,
  output logic         nop_o,
  output logic         alu_wait_o,
  output logic [2:0]   rgb_wmask_o,
  output logic         alpha_wmask_o,
  output logic [2:0]   rgb_omask_o,
  output logic         alpha_omask_o,
  output logic         rgb_clamp_o,
  output logic         alpha_clamp_o,
  output logic         alu_result_sel_o,
  output logic         alpha_pred_inv_o,
  output logic [1:0]   alu_result_op_o,
  output logic [2:0]   alpha_pred_sel_o,
  output logic [3:0]   stat_we_o,
  // W1..W5 of ALU and OUT (3.2-3.5)
  output logic [23:0]  rgb_src_addr_o,
  output logic [2:0]   rgb_src_const_o,
  output logic [2:0]   rgb_src_rel_o,
  output logic [1:0]   rgb_srcp_op_o,
  output logic [23:0]  alpha_src_addr_o,
  output logic [2:0]   alpha_src_const_o,
  output logic [2:0]   alpha_src_rel_o,
  output logic [1:0]   alpha_srcp_op_o,
  output logic [3:0]   rgb_op_o,
  output logic [3:0]   alpha_op_o,
  output logic [5:0]   rgb_sel_o,
  output logic [26:0]  rgb_swiz_o,
  output logic [5:0]   rgb_mod_o,
  output logic [5:0]   alpha_sel_o,
  output logic [8:0]   alpha_swiz_o,
  output logic [5:0]   alpha_mod_o,
  output logic [2:0]   rgb_omod_o,
  output logic [2:0]   alpha_omod_o,
  output logic [1:0]   rgb_target_o,
  output logic [1:0]   alpha_target_o,
  output logic         alu_wmask_o,
  output logic         w_omask_o,
  output logic [6:0]   rgb_addrd_o,
  output logic         rgb_addrd_rel_o,
  output logic [6:0]   alpha_addrd_o,
  output logic         alpha_addrd_rel_o,
  // W1..W3 of TEX (3.6)
  output logic [2:0]   tex_inst_o,
  output logic [3:0]   tex_id_o,
  output logic         tex_sem_acquire_o,
  output logic         tex_ignore_uncovered_o,
  output logic         tex_unscaled_o,
  output logic [6:0]   tex_src_addr_o,
  output logic         tex_src_rel_o,
  output logic [7:0]   tex_src_swiz_o,
  output logic [6:0]   tex_dst_addr_o,
  output logic         tex_dst_rel_o,
  output logic [7:0]   tex_dst_swiz_o,
  output logic [6:0]   tex_dx_addr_o,
  output logic         tex_dx_rel_o,
  output logic [7:0]   tex_dx_swiz_o,
  output logic [6:0]   tex_dy_addr_o,
  output logic         tex_dy_rel_o,
  output logic [7:0]   tex_dy_swiz_o,
  // W2, W3 of FC (3.7)
  output logic [2:0]   fc_op_o,
  output logic         fc_b_else_o,
  output logic         fc_jump_any_o,
  output logic [1:0]   fc_a_op_o,
  output logic [7:0]   fc_jump_func_o,
  output logic [4:0]   fc_b_pop_cnt_o,
  output logic [1:0]   fc_b_op0_o,
  output logic [1:0]   fc_b_op1_o,
  output logic         fc_ignore_uncovered_o,
  output logic [4:0]   fc_bool_addr_o,
  output logic [4:0]   fc_int_addr_o,
  output logic [8:0]   fc_jump_addr_o,
  output logic         fc_jump_global_o
);

  // The word of each layout (docs/r500.md 2).
  logic [31:0] w0, w1, w2, w3, w4, w5;
  assign {w5, w4, w3, w2, w1, w0} = instr_i;

  logic [1:0] itype;
  logic       is_alu, is_fc, is_tex;
  assign itype  = w0[r500_pkg::CMN_TYPE_LSB +: r500_pkg::CMN_TYPE_WIDTH];
  assign is_alu = r500_pkg::ALU_RGB_ADDR_TYPES[itype];  // ALU and OUT share W1..W5
  assign is_fc  = r500_pkg::FC_INST_TYPES[itype];
  assign is_tex = r500_pkg::TEX_INST_TYPES[itype];

  // ---------------------------------------------------------------------------------------------
  // W0, every type
  // ---------------------------------------------------------------------------------------------
  assign type_o           = itype;
  assign tex_sem_wait_o   = w0[r500_pkg::CMN_TEX_SEM_WAIT_LSB];
  assign rgb_pred_sel_o   = w0[r500_pkg::CMN_RGB_PRED_SEL_LSB +: r500_pkg::CMN_RGB_PRED_SEL_WIDTH];
  assign rgb_pred_inv_o   = w0[r500_pkg::CMN_RGB_PRED_INV_LSB];
  assign write_inactive_o = w0[r500_pkg::CMN_WRITE_INACTIVE_LSB];
  assign last_o           = w0[r500_pkg::CMN_LAST_LSB];
  assign nop_o            = w0[r500_pkg::CMN_NOP_LSB];
  assign alu_wait_o       = w0[r500_pkg::CMN_ALU_WAIT_LSB];
  assign rgb_wmask_o      = w0[r500_pkg::CMN_RGB_WMASK_LSB +: r500_pkg::CMN_RGB_WMASK_WIDTH];
  assign alpha_wmask_o    = w0[r500_pkg::CMN_ALPHA_WMASK_LSB];
  assign rgb_omask_o      = w0[r500_pkg::CMN_RGB_OMASK_LSB +: r500_pkg::CMN_RGB_OMASK_WIDTH];
  assign alpha_omask_o    = w0[r500_pkg::CMN_ALPHA_OMASK_LSB];
  assign rgb_clamp_o      = w0[r500_pkg::CMN_RGB_CLAMP_LSB];
  assign alpha_clamp_o    = w0[r500_pkg::CMN_ALPHA_CLAMP_LSB];
  assign alu_result_sel_o = w0[r500_pkg::CMN_ALU_RESULT_SEL_LSB];
  assign alpha_pred_inv_o = w0[r500_pkg::CMN_ALPHA_PRED_INV_LSB];
  assign alu_result_op_o  = w0[r500_pkg::CMN_ALU_RESULT_OP_LSB +: r500_pkg::CMN_ALU_RESULT_OP_WIDTH];
  assign alpha_pred_sel_o = w0[r500_pkg::CMN_ALPHA_PRED_SEL_LSB +:
                               r500_pkg::CMN_ALPHA_PRED_SEL_WIDTH];
  assign stat_we_o        = w0[r500_pkg::CMN_STAT_WE_LSB +: r500_pkg::CMN_STAT_WE_WIDTH];

  // ---------------------------------------------------------------------------------------------
  // ALU and OUT: W1 (RGB slots), W2 (alpha slots), W3 (RGB A/B), W4 (alpha), W5 (RGB op, C)
  // ---------------------------------------------------------------------------------------------
  logic [31:0] a1, a2, a3, a4, a5;  // the words, 0 unless ALU/OUT
  assign a1 = is_alu ? w1 : 32'd0;
  assign a2 = is_alu ? w2 : 32'd0;
  assign a3 = is_alu ? w3 : 32'd0;
  assign a4 = is_alu ? w4 : 32'd0;
  assign a5 = is_alu ? w5 : 32'd0;

  // The two address words have one layout (3.2); the ALPHA_ADDR names are used for W2.
  assign rgb_src_addr_o = {a1[r500_pkg::ALU_RGB_ADDR_ADDR2_LSB +: r500_pkg::ALU_RGB_ADDR_ADDR2_WIDTH],
                           a1[r500_pkg::ALU_RGB_ADDR_ADDR1_LSB +: r500_pkg::ALU_RGB_ADDR_ADDR1_WIDTH],
                           a1[r500_pkg::ALU_RGB_ADDR_ADDR0_LSB +: r500_pkg::ALU_RGB_ADDR_ADDR0_WIDTH]};
  assign rgb_src_const_o = {a1[r500_pkg::ALU_RGB_ADDR_ADDR2_CONST_LSB],
                            a1[r500_pkg::ALU_RGB_ADDR_ADDR1_CONST_LSB],
                            a1[r500_pkg::ALU_RGB_ADDR_ADDR0_CONST_LSB]};
  assign rgb_src_rel_o   = {a1[r500_pkg::ALU_RGB_ADDR_ADDR2_REL_LSB],
                            a1[r500_pkg::ALU_RGB_ADDR_ADDR1_REL_LSB],
                            a1[r500_pkg::ALU_RGB_ADDR_ADDR0_REL_LSB]};
  assign rgb_srcp_op_o   = a1[r500_pkg::ALU_RGB_ADDR_SRCP_OP_LSB +: r500_pkg::ALU_RGB_ADDR_SRCP_OP_WIDTH];
  assign alpha_src_addr_o =
      {a2[r500_pkg::ALU_ALPHA_ADDR_ADDR2_LSB +: r500_pkg::ALU_ALPHA_ADDR_ADDR2_WIDTH],
       a2[r500_pkg::ALU_ALPHA_ADDR_ADDR1_LSB +: r500_pkg::ALU_ALPHA_ADDR_ADDR1_WIDTH],
       a2[r500_pkg::ALU_ALPHA_ADDR_ADDR0_LSB +: r500_pkg::ALU_ALPHA_ADDR_ADDR0_WIDTH]};
  assign alpha_src_const_o = {a2[r500_pkg::ALU_ALPHA_ADDR_ADDR2_CONST_LSB],
                              a2[r500_pkg::ALU_ALPHA_ADDR_ADDR1_CONST_LSB],
                              a2[r500_pkg::ALU_ALPHA_ADDR_ADDR0_CONST_LSB]};
  assign alpha_src_rel_o   = {a2[r500_pkg::ALU_ALPHA_ADDR_ADDR2_REL_LSB],
                              a2[r500_pkg::ALU_ALPHA_ADDR_ADDR1_REL_LSB],
                              a2[r500_pkg::ALU_ALPHA_ADDR_ADDR0_REL_LSB]};
  assign alpha_srcp_op_o   = a2[r500_pkg::ALU_ALPHA_ADDR_SRCP_OP_LSB +:
                                r500_pkg::ALU_ALPHA_ADDR_SRCP_OP_WIDTH];

  // RGB arguments: A and B in W3, C in W5.
  assign rgb_sel_o = {a5[r500_pkg::ALU_RGBA_INST_RGB_SEL_C_LSB +: r500_pkg::ALU_RGBA_INST_RGB_SEL_C_WIDTH],
                      a3[r500_pkg::ALU_RGB_INST_RGB_SEL_B_LSB +: r500_pkg::ALU_RGB_INST_RGB_SEL_B_WIDTH],
                      a3[r500_pkg::ALU_RGB_INST_RGB_SEL_A_LSB +: r500_pkg::ALU_RGB_INST_RGB_SEL_A_WIDTH]};
  assign rgb_swiz_o =
      {a5[r500_pkg::ALU_RGBA_INST_BLUE_SWIZ_C_LSB +: r500_pkg::ALU_RGBA_INST_BLUE_SWIZ_C_WIDTH],
       a5[r500_pkg::ALU_RGBA_INST_GREEN_SWIZ_C_LSB +: r500_pkg::ALU_RGBA_INST_GREEN_SWIZ_C_WIDTH],
       a5[r500_pkg::ALU_RGBA_INST_RED_SWIZ_C_LSB +: r500_pkg::ALU_RGBA_INST_RED_SWIZ_C_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_BLUE_SWIZ_B_LSB +: r500_pkg::ALU_RGB_INST_BLUE_SWIZ_B_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_GREEN_SWIZ_B_LSB +: r500_pkg::ALU_RGB_INST_GREEN_SWIZ_B_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_RED_SWIZ_B_LSB +: r500_pkg::ALU_RGB_INST_RED_SWIZ_B_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_BLUE_SWIZ_A_LSB +: r500_pkg::ALU_RGB_INST_BLUE_SWIZ_A_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_GREEN_SWIZ_A_LSB +: r500_pkg::ALU_RGB_INST_GREEN_SWIZ_A_WIDTH],
       a3[r500_pkg::ALU_RGB_INST_RED_SWIZ_A_LSB +: r500_pkg::ALU_RGB_INST_RED_SWIZ_A_WIDTH]};
  assign rgb_mod_o = {a5[r500_pkg::ALU_RGBA_INST_RGB_MOD_C_LSB +: r500_pkg::ALU_RGBA_INST_RGB_MOD_C_WIDTH],
                      a3[r500_pkg::ALU_RGB_INST_RGB_MOD_B_LSB +: r500_pkg::ALU_RGB_INST_RGB_MOD_B_WIDTH],
                      a3[r500_pkg::ALU_RGB_INST_RGB_MOD_A_LSB +: r500_pkg::ALU_RGB_INST_RGB_MOD_A_WIDTH]};

  // Alpha arguments: A and B in W4, C in W5.
  assign alpha_sel_o =
      {a5[r500_pkg::ALU_RGBA_INST_ALPHA_SEL_C_LSB +: r500_pkg::ALU_RGBA_INST_ALPHA_SEL_C_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_SEL_B_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_SEL_B_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_SEL_A_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_SEL_A_WIDTH]};
  assign alpha_swiz_o =
      {a5[r500_pkg::ALU_RGBA_INST_ALPHA_SWIZ_C_LSB +: r500_pkg::ALU_RGBA_INST_ALPHA_SWIZ_C_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_SWIZ_B_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_SWIZ_B_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_SWIZ_A_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_SWIZ_A_WIDTH]};
  assign alpha_mod_o =
      {a5[r500_pkg::ALU_RGBA_INST_ALPHA_MOD_C_LSB +: r500_pkg::ALU_RGBA_INST_ALPHA_MOD_C_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_MOD_B_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_MOD_B_WIDTH],
       a4[r500_pkg::ALU_ALPHA_INST_ALPHA_MOD_A_LSB +: r500_pkg::ALU_ALPHA_INST_ALPHA_MOD_A_WIDTH]};

  assign rgb_op_o          = a5[r500_pkg::ALU_RGBA_INST_RGB_OP_LSB +: r500_pkg::ALU_RGBA_INST_RGB_OP_WIDTH];
  assign alpha_op_o        = a4[r500_pkg::ALU_ALPHA_INST_ALPHA_OP_LSB +:
                                r500_pkg::ALU_ALPHA_INST_ALPHA_OP_WIDTH];
  assign rgb_omod_o        = a3[r500_pkg::ALU_RGB_INST_OMOD_LSB +: r500_pkg::ALU_RGB_INST_OMOD_WIDTH];
  assign alpha_omod_o      = a4[r500_pkg::ALU_ALPHA_INST_OMOD_LSB +: r500_pkg::ALU_ALPHA_INST_OMOD_WIDTH];
  assign rgb_target_o      = a3[r500_pkg::ALU_RGB_INST_TARGET_LSB +: r500_pkg::ALU_RGB_INST_TARGET_WIDTH];
  assign alpha_target_o    = a4[r500_pkg::ALU_ALPHA_INST_TARGET_LSB +:
                                r500_pkg::ALU_ALPHA_INST_TARGET_WIDTH];
  assign alu_wmask_o       = a3[r500_pkg::ALU_RGB_INST_ALU_WMASK_LSB];
  assign w_omask_o         = a4[r500_pkg::ALU_ALPHA_INST_W_OMASK_LSB];
  assign rgb_addrd_o       = a5[r500_pkg::ALU_RGBA_INST_RGB_ADDRD_LSB +:
                                r500_pkg::ALU_RGBA_INST_RGB_ADDRD_WIDTH];
  assign rgb_addrd_rel_o   = a5[r500_pkg::ALU_RGBA_INST_RGB_ADDRD_REL_LSB];
  assign alpha_addrd_o     = a4[r500_pkg::ALU_ALPHA_INST_ALPHA_ADDRD_LSB +:
                                r500_pkg::ALU_ALPHA_INST_ALPHA_ADDRD_WIDTH];
  assign alpha_addrd_rel_o = a4[r500_pkg::ALU_ALPHA_INST_ALPHA_ADDRD_REL_LSB];

  // ---------------------------------------------------------------------------------------------
  // TEX: W1 US_TEX_INST, W2 US_TEX_ADDR, W3 US_TEX_ADDR_DXDY (DXDY only)
  // ---------------------------------------------------------------------------------------------
  logic [31:0] t1, t2, t3;
  logic [2:0]  inst_raw;
  logic        dxdy;
  assign t1       = is_tex ? w1 : 32'd0;
  assign t2       = is_tex ? w2 : 32'd0;
  assign inst_raw = t1[r500_pkg::TEX_INST_INST_LSB +: r500_pkg::TEX_INST_INST_WIDTH];
  assign dxdy     = is_tex & r500_pkg::TEX_ADDR_DXDY_WHEN[inst_raw];
  assign t3       = dxdy ? w3 : 32'd0;

  assign tex_inst_o             = inst_raw;
  assign tex_id_o               = t1[r500_pkg::TEX_INST_TEX_ID_LSB +: r500_pkg::TEX_INST_TEX_ID_WIDTH];
  assign tex_sem_acquire_o      = t1[r500_pkg::TEX_INST_TEX_SEM_ACQUIRE_LSB];
  assign tex_ignore_uncovered_o = t1[r500_pkg::TEX_INST_IGNORE_UNCOVERED_LSB];
  assign tex_unscaled_o         = t1[r500_pkg::TEX_INST_UNSCALED_LSB];
  assign tex_src_addr_o = t2[r500_pkg::TEX_ADDR_SRC_ADDR_LSB +: r500_pkg::TEX_ADDR_SRC_ADDR_WIDTH];
  assign tex_src_rel_o  = t2[r500_pkg::TEX_ADDR_SRC_ADDR_REL_LSB];
  assign tex_src_swiz_o = {t2[r500_pkg::TEX_ADDR_SRC_Q_SWIZ_LSB +: r500_pkg::TEX_ADDR_SRC_Q_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_SRC_R_SWIZ_LSB +: r500_pkg::TEX_ADDR_SRC_R_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_SRC_T_SWIZ_LSB +: r500_pkg::TEX_ADDR_SRC_T_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_SRC_S_SWIZ_LSB +: r500_pkg::TEX_ADDR_SRC_S_SWIZ_WIDTH]};
  assign tex_dst_addr_o = t2[r500_pkg::TEX_ADDR_DST_ADDR_LSB +: r500_pkg::TEX_ADDR_DST_ADDR_WIDTH];
  assign tex_dst_rel_o  = t2[r500_pkg::TEX_ADDR_DST_ADDR_REL_LSB];
  assign tex_dst_swiz_o = {t2[r500_pkg::TEX_ADDR_DST_A_SWIZ_LSB +: r500_pkg::TEX_ADDR_DST_A_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_DST_B_SWIZ_LSB +: r500_pkg::TEX_ADDR_DST_B_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_DST_G_SWIZ_LSB +: r500_pkg::TEX_ADDR_DST_G_SWIZ_WIDTH],
                           t2[r500_pkg::TEX_ADDR_DST_R_SWIZ_LSB +: r500_pkg::TEX_ADDR_DST_R_SWIZ_WIDTH]};
  assign tex_dx_addr_o = t3[r500_pkg::TEX_ADDR_DXDY_DX_ADDR_LSB +: r500_pkg::TEX_ADDR_DXDY_DX_ADDR_WIDTH];
  assign tex_dx_rel_o  = t3[r500_pkg::TEX_ADDR_DXDY_DX_ADDR_REL_LSB];
  assign tex_dx_swiz_o =
      {t3[r500_pkg::TEX_ADDR_DXDY_DX_Q_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DX_Q_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DX_R_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DX_R_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DX_T_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DX_T_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DX_S_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DX_S_SWIZ_WIDTH]};
  assign tex_dy_addr_o = t3[r500_pkg::TEX_ADDR_DXDY_DY_ADDR_LSB +: r500_pkg::TEX_ADDR_DXDY_DY_ADDR_WIDTH];
  assign tex_dy_rel_o  = t3[r500_pkg::TEX_ADDR_DXDY_DY_ADDR_REL_LSB];
  assign tex_dy_swiz_o =
      {t3[r500_pkg::TEX_ADDR_DXDY_DY_Q_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DY_Q_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DY_R_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DY_R_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DY_T_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DY_T_SWIZ_WIDTH],
       t3[r500_pkg::TEX_ADDR_DXDY_DY_S_SWIZ_LSB +: r500_pkg::TEX_ADDR_DXDY_DY_S_SWIZ_WIDTH]};

  // ---------------------------------------------------------------------------------------------
  // FC: W2 US_FC_INST, W3 US_FC_ADDR
  // ---------------------------------------------------------------------------------------------
  logic [31:0] f2, f3;
  assign f2 = is_fc ? w2 : 32'd0;
  assign f3 = is_fc ? w3 : 32'd0;

  assign fc_op_o               = f2[r500_pkg::FC_INST_OP_LSB +: r500_pkg::FC_INST_OP_WIDTH];
  assign fc_b_else_o           = f2[r500_pkg::FC_INST_B_ELSE_LSB];
  assign fc_jump_any_o         = f2[r500_pkg::FC_INST_JUMP_ANY_LSB];
  assign fc_a_op_o             = f2[r500_pkg::FC_INST_A_OP_LSB +: r500_pkg::FC_INST_A_OP_WIDTH];
  assign fc_jump_func_o        = f2[r500_pkg::FC_INST_JUMP_FUNC_LSB +: r500_pkg::FC_INST_JUMP_FUNC_WIDTH];
  assign fc_b_pop_cnt_o        = f2[r500_pkg::FC_INST_B_POP_CNT_LSB +: r500_pkg::FC_INST_B_POP_CNT_WIDTH];
  assign fc_b_op0_o            = f2[r500_pkg::FC_INST_B_OP0_LSB +: r500_pkg::FC_INST_B_OP0_WIDTH];
  assign fc_b_op1_o            = f2[r500_pkg::FC_INST_B_OP1_LSB +: r500_pkg::FC_INST_B_OP1_WIDTH];
  assign fc_ignore_uncovered_o = f2[r500_pkg::FC_INST_IGNORE_UNCOVERED_LSB];
  assign fc_bool_addr_o        = f3[r500_pkg::FC_ADDR_BOOL_ADDR_LSB +: r500_pkg::FC_ADDR_BOOL_ADDR_WIDTH];
  assign fc_int_addr_o         = f3[r500_pkg::FC_ADDR_INT_ADDR_LSB +: r500_pkg::FC_ADDR_INT_ADDR_WIDTH];
  assign fc_jump_addr_o        = f3[r500_pkg::FC_ADDR_JUMP_ADDR_LSB +: r500_pkg::FC_ADDR_JUMP_ADDR_WIDTH];
  assign fc_jump_global_o      = f3[r500_pkg::FC_ADDR_JUMP_GLOBAL_LSB];

  // ---------------------------------------------------------------------------------------------
  // Ignored bits (docs/r500.md 0, 2, 3.6; P23, G19)
  // ---------------------------------------------------------------------------------------------
  logic [5:0] unused_words;
  always_comb begin
    unique case (itype)
      r500_pkg::TYPE_FC:  unused_words = r500_pkg::TYPE_FC_UNUSED_WORDS;
      r500_pkg::TYPE_TEX: unused_words = r500_pkg::TYPE_TEX_UNUSED_WORDS |
                                         {2'b00, ~dxdy, 3'b000};
      r500_pkg::TYPE_OUT: unused_words = r500_pkg::TYPE_OUT_UNUSED_WORDS;
      default:            unused_words = r500_pkg::TYPE_ALU_UNUSED_WORDS;
    endcase
  end
  // Reserved bits inside the words a type uses (the masks are 0 for words without such bits).
  logic [31:0] rsvd1, rsvd2, rsvd3, rsvd4, rsvd5;
  always_comb begin
    rsvd1 = 32'd0;
    rsvd2 = 32'd0;
    rsvd3 = 32'd0;
    rsvd4 = 32'd0;
    rsvd5 = 32'd0;
    if (is_alu) begin
      rsvd1 = r500_pkg::ALU_RGB_ADDR_RSVD_MASK;
      rsvd2 = r500_pkg::ALU_ALPHA_ADDR_RSVD_MASK;
      rsvd3 = r500_pkg::ALU_RGB_INST_RSVD_MASK;
      rsvd4 = r500_pkg::ALU_ALPHA_INST_RSVD_MASK;
      rsvd5 = r500_pkg::ALU_RGBA_INST_RSVD_MASK;
    end else if (is_fc) begin
      rsvd2 = r500_pkg::FC_INST_RSVD_MASK;
      rsvd3 = r500_pkg::FC_ADDR_RSVD_MASK;
    end else begin
      rsvd1 = r500_pkg::TEX_INST_RSVD_MASK;
      rsvd2 = r500_pkg::TEX_ADDR_RSVD_MASK;
      rsvd3 = r500_pkg::TEX_ADDR_DXDY_RSVD_MASK;
    end
  end
  assign reserved_o = {w5 & ({32{unused_words[5]}} | rsvd5),
                       w4 & ({32{unused_words[4]}} | rsvd4),
                       w3 & ({32{unused_words[3]}} | rsvd3),
                       w2 & ({32{unused_words[2]}} | rsvd2),
                       w1 & ({32{unused_words[1]}} | rsvd1),
                       w0 & ({32{unused_words[0]}} | r500_pkg::CMN_RSVD_MASK)};

  // ---------------------------------------------------------------------------------------------
  // Legality (docs/r500.md 10, P22), checks in the table's reporting order
  // ---------------------------------------------------------------------------------------------
  logic [7:0] fail;
  assign fail[0] = r500_pkg::CHECK_RGB_OP_TYPES[itype] &
                   r500_pkg::CHECK_RGB_OP_RESERVED[w5[r500_pkg::ALU_RGBA_INST_RGB_OP_LSB +:
                                                      r500_pkg::ALU_RGBA_INST_RGB_OP_WIDTH]];
  assign fail[1] = r500_pkg::CHECK_ALPHA_OP_TYPES[itype] &
                   r500_pkg::CHECK_ALPHA_OP_RESERVED[w4[r500_pkg::ALU_ALPHA_INST_ALPHA_OP_LSB +:
                                                        r500_pkg::ALU_ALPHA_INST_ALPHA_OP_WIDTH]];
  assign fail[2] = r500_pkg::CHECK_TEX_OP_TYPES[itype] & r500_pkg::CHECK_TEX_OP_RESERVED[inst_raw];
  assign fail[3] = r500_pkg::CHECK_RGB_PRED_SEL_TYPES[itype] &
                   r500_pkg::CHECK_RGB_PRED_SEL_RESERVED[rgb_pred_sel_o];
  assign fail[4] = r500_pkg::CHECK_ALPHA_PRED_SEL_TYPES[itype] &
                   r500_pkg::CHECK_ALPHA_PRED_SEL_RESERVED[alpha_pred_sel_o];
  assign fail[5] = r500_pkg::CHECK_A_OP_TYPES[itype] & r500_pkg::CHECK_A_OP_RESERVED[fc_a_op_o];
  assign fail[6] = r500_pkg::CHECK_B_OP0_TYPES[itype] & r500_pkg::CHECK_B_OP0_RESERVED[fc_b_op0_o];
  assign fail[7] = r500_pkg::CHECK_B_OP1_TYPES[itype] & r500_pkg::CHECK_B_OP1_RESERVED[fc_b_op1_o];

  assign illegal_o = |fail;
  always_comb begin
    illegal_check_o = 3'd0;
    for (int k = 7; k >= 0; k--) begin
      if (fail[k]) illegal_check_o = 3'(k);
    end
  end

endmodule
