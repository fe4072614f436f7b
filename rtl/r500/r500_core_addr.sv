// Register addresses of one read beat of the R500 shader core (rtl/r500/r500_core.sv). The core
// gathers an instruction's operands in three beats, k = 0, 1, 2, each one read of the
// temporaries (an RGB bank and an alpha bank with addresses of their own) and one of the
// constants (likewise):
//   ALU/OUT: beat k reads RGB source slot k (R, G, B) and alpha source slot k (A), each from
//            the temporaries or the constants as slot_location() of golden/r500/execute.h
//            says (4.1): a temporary ADDR[6:0] (+ aL mod 128, P3) or a constant ADDR (+ aL mod
//            256). An inline-constant slot reads some temporary: the pipeline makes the value
//            itself (P2) and ignores what it gets.
//   TEX:     beat 0 reads the source temporary, 1 the dX and 2 the dY temporary (all four
//            channels, tex_location(): + aL mod 128); dX and dY are 0 unless DXDY (3.6), so
//            other opcodes read temporary 0 there, which the pipeline ignores.
// FC instructions read nothing. Purely combinational.
module r500_core_addr (
  input  logic [191:0] instr_i,
  input  logic [7:0]   al_i,
  input  logic [1:0]   beat_i,            // 0..2 (3 reads as 0)
  output logic [1:0]   type_o,            // the instruction's TYPE (3.1)
  output logic [6:0]   temp_rgb_addr_o,   // temporary banks R, G, B
  output logic [6:0]   temp_alpha_addr_o, // temporary bank A
  output logic [7:0]   const_rgb_addr_o,  // constant bank R, G, B
  output logic [7:0]   const_alpha_addr_o,// constant bank A
  output logic         rgb_const_o,       // R, G, B of this beat come from the constants
  output logic         alpha_const_o      // A of this beat comes from the constants
);

  logic [1:0]  itype;
  logic [23:0] rgb_addr, alpha_addr;
  logic [2:0]  rgb_const, rgb_rel, alpha_const, alpha_rel;
  logic [6:0]  tex_src_addr, tex_dx_addr, tex_dy_addr;
  logic        tex_src_rel, tex_dx_rel, tex_dy_rel;

  // Outputs of the decoder the address path does not need.
  logic         u_illegal;
  logic [2:0]   u_check, u_rgb_pred_sel, u_alpha_pred_sel, u_rgb_wmask, u_rgb_omask, u_tex_inst;
  logic [2:0]   u_rgb_omod, u_alpha_omod, u_fc_op;
  logic [191:0] u_reserved;
  logic         u_b0, u_b1, u_b2, u_b3, u_b4, u_b5, u_b6, u_b7, u_b8, u_b9, u_b10, u_b11, u_b12,
                u_b13, u_b14, u_b15, u_b16, u_b17, u_b18, u_b19, u_b20, u_b21, u_b22, u_b23;
  logic [1:0]   u_alu_op, u_rgb_srcp, u_alpha_srcp, u_rgb_target, u_alpha_target, u_a_op,
                u_b_op0, u_b_op1;
  logic [3:0]   u_stat, u_rgb_op, u_alpha_op, u_tex_id;
  logic [5:0]   u_rgb_sel, u_rgb_mod, u_alpha_sel, u_alpha_mod;
  logic [26:0]  u_rgb_swiz;
  logic [8:0]   u_alpha_swiz, u_jump_addr;
  logic [6:0]   u_rgb_addrd, u_alpha_addrd, u_tex_dst;
  logic [7:0]   u_src_swiz, u_dst_swiz, u_dx_swiz, u_dy_swiz, u_jump_func;
  logic [4:0]   u_pop_cnt, u_bool_addr, u_int_addr;

  r500_decoder u_dec (
    .instr_i                (instr_i),
    .illegal_o              (u_illegal),
    .illegal_check_o        (u_check),
    .reserved_o             (u_reserved),
    .type_o                 (itype),
    .tex_sem_wait_o         (u_b0),
    .rgb_pred_sel_o         (u_rgb_pred_sel),
    .rgb_pred_inv_o         (u_b1),
    .write_inactive_o       (u_b2),
    .last_o                 (u_b3),
    .nop_o                  (u_b4),
    .alu_wait_o             (u_b5),
    .rgb_wmask_o            (u_rgb_wmask),
    .alpha_wmask_o          (u_b6),
    .rgb_omask_o            (u_rgb_omask),
    .alpha_omask_o          (u_b7),
    .rgb_clamp_o            (u_b8),
    .alpha_clamp_o          (u_b9),
    .alu_result_sel_o       (u_b10),
    .alpha_pred_inv_o       (u_b11),
    .alu_result_op_o        (u_alu_op),
    .alpha_pred_sel_o       (u_alpha_pred_sel),
    .stat_we_o              (u_stat),
    .rgb_src_addr_o         (rgb_addr),
    .rgb_src_const_o        (rgb_const),
    .rgb_src_rel_o          (rgb_rel),
    .rgb_srcp_op_o          (u_rgb_srcp),
    .alpha_src_addr_o       (alpha_addr),
    .alpha_src_const_o      (alpha_const),
    .alpha_src_rel_o        (alpha_rel),
    .alpha_srcp_op_o        (u_alpha_srcp),
    .rgb_op_o               (u_rgb_op),
    .alpha_op_o             (u_alpha_op),
    .rgb_sel_o              (u_rgb_sel),
    .rgb_swiz_o             (u_rgb_swiz),
    .rgb_mod_o              (u_rgb_mod),
    .alpha_sel_o            (u_alpha_sel),
    .alpha_swiz_o           (u_alpha_swiz),
    .alpha_mod_o            (u_alpha_mod),
    .rgb_omod_o             (u_rgb_omod),
    .alpha_omod_o           (u_alpha_omod),
    .rgb_target_o           (u_rgb_target),
    .alpha_target_o         (u_alpha_target),
    .alu_wmask_o            (u_b12),
    .w_omask_o              (u_b13),
    .rgb_addrd_o            (u_rgb_addrd),
    .rgb_addrd_rel_o        (u_b14),
    .alpha_addrd_o          (u_alpha_addrd),
    .alpha_addrd_rel_o      (u_b15),
    .tex_inst_o             (u_tex_inst),
    .tex_id_o               (u_tex_id),
    .tex_sem_acquire_o      (u_b16),
    .tex_ignore_uncovered_o (u_b17),
    .tex_unscaled_o         (u_b18),
    .tex_src_addr_o         (tex_src_addr),
    .tex_src_rel_o          (tex_src_rel),
    .tex_src_swiz_o         (u_src_swiz),
    .tex_dst_addr_o         (u_tex_dst),
    .tex_dst_rel_o          (u_b19),
    .tex_dst_swiz_o         (u_dst_swiz),
    .tex_dx_addr_o          (tex_dx_addr),
    .tex_dx_rel_o           (tex_dx_rel),
    .tex_dx_swiz_o          (u_dx_swiz),
    .tex_dy_addr_o          (tex_dy_addr),
    .tex_dy_rel_o           (tex_dy_rel),
    .tex_dy_swiz_o          (u_dy_swiz),
    .fc_op_o                (u_fc_op),
    .fc_b_else_o            (u_b20),
    .fc_jump_any_o          (u_b21),
    .fc_a_op_o              (u_a_op),
    .fc_jump_func_o         (u_jump_func),
    .fc_b_pop_cnt_o         (u_pop_cnt),
    .fc_b_op0_o             (u_b_op0),
    .fc_b_op1_o             (u_b_op1),
    .fc_ignore_uncovered_o  (u_b22),
    .fc_bool_addr_o         (u_bool_addr),
    .fc_int_addr_o          (u_int_addr),
    .fc_jump_addr_o         (u_jump_addr),
    .fc_jump_global_o       (u_b23)
  );
  // Everything but the source addresses: the pipeline and the FC unit decode for themselves.
  logic unused_dec;
  assign unused_dec = ^{u_illegal, u_check, u_rgb_pred_sel, u_alpha_pred_sel, u_rgb_wmask,
                        u_rgb_omask, u_tex_inst, u_rgb_omod, u_alpha_omod, u_fc_op, u_reserved,
                        u_b0, u_b1, u_b2, u_b3, u_b4, u_b5, u_b6, u_b7, u_b8, u_b9, u_b10, u_b11,
                        u_b12, u_b13, u_b14, u_b15, u_b16, u_b17, u_b18, u_b19, u_b20, u_b21,
                        u_b22, u_b23, u_alu_op, u_rgb_srcp, u_alpha_srcp, u_rgb_target,
                        u_alpha_target, u_a_op, u_b_op0, u_b_op1, u_stat, u_rgb_op, u_alpha_op,
                        u_tex_id, u_rgb_sel, u_rgb_mod, u_alpha_sel, u_alpha_mod, u_rgb_swiz,
                        u_alpha_swiz, u_jump_addr, u_rgb_addrd, u_alpha_addrd, u_tex_dst,
                        u_src_swiz, u_dst_swiz, u_dx_swiz, u_dy_swiz, u_jump_func, u_pop_cnt,
                        u_bool_addr, u_int_addr};

  // The slot (ALU/OUT) or texture operand (TEX) of this beat.
  logic [7:0] rgb_slot, alpha_slot;
  logic       rgb_slot_const, rgb_slot_rel, alpha_slot_const, alpha_slot_rel;
  logic [6:0] tex_addr;
  logic       tex_rel;
  always_comb begin
    unique case (beat_i)
      2'd1: begin
        rgb_slot         = rgb_addr[8 +: 8];
        rgb_slot_const   = rgb_const[1];
        rgb_slot_rel     = rgb_rel[1];
        alpha_slot       = alpha_addr[8 +: 8];
        alpha_slot_const = alpha_const[1];
        alpha_slot_rel   = alpha_rel[1];
        tex_addr         = tex_dx_addr;
        tex_rel          = tex_dx_rel;
      end
      2'd2: begin
        rgb_slot         = rgb_addr[16 +: 8];
        rgb_slot_const   = rgb_const[2];
        rgb_slot_rel     = rgb_rel[2];
        alpha_slot       = alpha_addr[16 +: 8];
        alpha_slot_const = alpha_const[2];
        alpha_slot_rel   = alpha_rel[2];
        tex_addr         = tex_dy_addr;
        tex_rel          = tex_dy_rel;
      end
      default: begin
        rgb_slot         = rgb_addr[0 +: 8];
        rgb_slot_const   = rgb_const[0];
        rgb_slot_rel     = rgb_rel[0];
        alpha_slot       = alpha_addr[0 +: 8];
        alpha_slot_const = alpha_const[0];
        alpha_slot_rel   = alpha_rel[0];
        tex_addr         = tex_src_addr;
        tex_rel          = tex_src_rel;
      end
    endcase
  end

  logic is_tex;
  assign is_tex = itype == r500_pkg::TYPE_TEX;

  logic [6:0] tex_temp;
  assign tex_temp = tex_addr + (tex_rel ? al_i[6:0] : 7'd0);  // mod 128 (P3)

  assign type_o             = itype;
  assign temp_rgb_addr_o    = is_tex ? tex_temp : rgb_slot[6:0] + (rgb_slot_rel ? al_i[6:0] : 7'd0);
  assign temp_alpha_addr_o  = is_tex ? tex_temp
                                     : alpha_slot[6:0] + (alpha_slot_rel ? al_i[6:0] : 7'd0);
  assign const_rgb_addr_o   = rgb_slot + (rgb_slot_rel ? al_i : 8'd0);      // mod 256 (P3)
  assign const_alpha_addr_o = alpha_slot + (alpha_slot_rel ? al_i : 8'd0);
  assign rgb_const_o        = ~is_tex & rgb_slot_const;
  assign alpha_const_o      = ~is_tex & alpha_slot_const;

endmodule
