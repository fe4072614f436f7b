// R500 flow control: one FC instruction (TYPE = FC) evaluated combinationally, flow-control
// state in, next state out: the contract of golden/r500/fc.h (docs/r500.md 8; P13, P17, P24,
// P36, P37; G9, G12-G17, G23, G24).
//
// State (8.1): PC (9 bits); per pixel active and the branch counter bcnt (8-bit signed, G12);
// the loop stack as two stacks of depth 8 (iteration counters; aL values), and the address stack
// of depth 8 (P17, G15). A stack is a flat vector, entry i (0 = bottom) at [i*W +: W], and a
// depth 0..8; entries at or above the depth are don't-care and are passed through unchanged
// unless a push writes one. aL (al_o) is the top of the aL stack, 0 when it is empty.
//
// One instruction (8.2), in this order; killed pixels take part in no step (G9):
//  1. B_ELSE: active -> inactive with bcnt 0; inactive with bcnt 0 -> active.
//  2. bool = bool_const[BOOL_ADDR]; for an active pixel want = JUMP_FUNC[alu_result*4 +
//     predicate*2 + bool], predicate from RGB_PRED_SEL/INV (NONE 0, RGBA bit R, P13);
//     considered = active and not (IGNORE_UNCOVERED and uncovered).
//  3. take = JUMP_ANY ? some considered pixel wants : every considered pixel wants.
//  4. opcode (8.3, P17, P37): LOOP/REP: KR = 0 forces the jump, else when not taken push KR
//     (and KG on the aL stack for LOOP); ENDLOOP/ENDREP: with no counter, fall through
//     (underflow, G14); else decrement the top counter (ENDLOOP also adds KB of its own INT_ADDR
//     to the top aL, mod 256), do not take at 0, and pop (ENDLOOP: both entries) when not
//     taken; BREAKLOOP/BREAKREP: pop counter (and aL) when taken; JUMP, CONTINUE: nothing.
//  5. B_OP1 if taken else B_OP0: INCR: pixels inactive before this step bcnt + 1 (saturating at
//     127), active pixels whose want differs from take -> inactive, bcnt 0; DECR: inactive pixels
//     bcnt - B_POP_CNT, below 0 -> active with bcnt 0.
//  6. taken: PUSH pushes PC+1 and goes to the jump target, POP to the popped address, NONE to
//     the target (JUMP_ADDR + OFFSET_ADDR unless JUMP_GLOBAL, mod 512); else PC+1 (mod 512).
// Stack faults (G13): a push onto a full stack is lost (overflow_o), a pop of an empty stack
// gives 0 (underflow_o); ENDLOOP stepping an empty aL stack is an underflow too, taken or not.
// beyond_mode_o (G17): with full_fc_en_i = 0, a loop opcode, CONTINUE, A_OP PUSH/POP or a pixel
// (killed ones included) with bcnt >= 4 after the instruction; with full flow control, such a
// bcnt >= 32. The instruction runs as in full mode either way (P24).
// An illegal instruction (reserved A_OP/B_OP/predicate select, P22), or one that is not FC,
// gives illegal_o and only PC+1; take_o, want_o, considered_o and the flags are then 0.
module r500_fc #(
  parameter int unsigned Pixels = 4
) (
  input  logic [191:0]        instr_i,
  // state in
  input  logic [8:0]          pc_i,
  input  logic [Pixels-1:0]   active_i,
  input  logic [Pixels*8-1:0] bcnt_i,
  input  logic [63:0]         loop_count_i,
  input  logic [3:0]          loop_count_depth_i,
  input  logic [63:0]         loop_al_i,
  input  logic [3:0]          loop_al_depth_i,
  input  logic [71:0]         addr_i,
  input  logic [3:0]          addr_depth_i,
  // static registers (3.8)
  input  logic [31:0]         bool_const_i,     // US_FC_BOOL_CONST
  input  logic [32*24-1:0]    int_const_i,      // US_FC_INT_CONST_i[23:0] at [i*24 +: 24]
  input  logic [8:0]          code_offset_i,    // US_CODE_OFFSET.OFFSET_ADDR
  input  logic                full_fc_en_i,     // US_FC_CTRL.FULL_FC_EN
  // per pixel inputs owned by the ISS
  input  logic [Pixels-1:0]   alu_result_i,
  input  logic [Pixels*4-1:0] pred_i,           // bit 0 R .. 3 A
  input  logic [Pixels-1:0]   covered_i,
  input  logic [Pixels-1:0]   killed_i,
  // next state
  output logic                illegal_o,
  output logic [8:0]          pc_o,
  output logic [Pixels-1:0]   active_o,
  output logic [Pixels*8-1:0] bcnt_o,
  output logic [63:0]         loop_count_o,
  output logic [3:0]          loop_count_depth_o,
  output logic [63:0]         loop_al_o,
  output logic [3:0]          loop_al_depth_o,
  output logic [71:0]         addr_o,
  output logic [3:0]          addr_depth_o,
  output logic [7:0]          al_o,
  output logic                take_o,
  output logic [Pixels-1:0]   want_o,
  output logic [Pixels-1:0]   considered_o,
  output logic                overflow_o,
  output logic                underflow_o,
  output logic                beyond_mode_o
);

  localparam int unsigned Depth = r500_pkg::LIMIT_LOOP_STACK_DEPTH;  // = the address stack's
  localparam logic [3:0]  Full  = 4'(Depth);

  // ---------------------------------------------------------------------------------------------
  // Decode (the FC fields; the decoder's legality)
  // ---------------------------------------------------------------------------------------------
  logic       illegal;
  logic [1:0] itype;
  logic [2:0] rgb_pred_sel;
  logic       rgb_pred_inv;
  logic [2:0] op;
  logic       b_else, jump_any, ignore_uncovered, jump_global;
  logic [1:0] a_op, b_op0, b_op1;
  logic [7:0] jump_func;
  logic [4:0] b_pop_cnt, bool_addr, int_addr;
  logic [8:0] jump_addr;

  // Outputs of the decoder this unit does not read.
  logic [2:0]   u_check, u_apred_sel, u_rgb_wmask, u_rgb_omask, u_tex_inst;
  logic [191:0] u_reserved;
  logic         u_b1_0, u_b1_1, u_b1_2, u_b1_3, u_b1_4, u_b1_5, u_b1_6, u_b1_7, u_b1_8, u_b1_9,
                u_b1_10, u_b1_11, u_b1_12, u_b1_13, u_b1_14, u_b1_15, u_b1_16, u_b1_17, u_b1_18,
                u_b1_19, u_b1_20, u_b1_21;
  logic [1:0]   u_alu_op, u_rgb_srcp, u_a_srcp, u_rgb_target, u_a_target;
  logic [3:0]   u_stat, u_rgb_op, u_a_op, u_tex_id;
  logic [23:0]  u_rgb_addr, u_a_addr;
  logic [2:0]   u_rgb_const, u_rgb_rel, u_a_const, u_a_rel, u_rgb_omod, u_a_omod;
  logic [5:0]   u_rgb_sel, u_rgb_mod, u_a_sel, u_a_mod;
  logic [26:0]  u_rgb_swiz;
  logic [8:0]   u_a_swiz;
  logic [6:0]   u_rgb_addrd, u_a_addrd, u_tsrc, u_tdst, u_tdx, u_tdy;
  logic [7:0]   u_tsrc_swiz, u_tdst_swiz, u_tdx_swiz, u_tdy_swiz;

  r500_decoder u_dec (
    .instr_i                (instr_i),
    .illegal_o              (illegal),
    .illegal_check_o        (u_check),
    .reserved_o             (u_reserved),
    .type_o                 (itype),
    .tex_sem_wait_o         (u_b1_0),
    .rgb_pred_sel_o         (rgb_pred_sel),
    .rgb_pred_inv_o         (rgb_pred_inv),
    .write_inactive_o       (u_b1_1),
    .last_o                 (u_b1_2),
    .nop_o                  (u_b1_3),
    .alu_wait_o             (u_b1_4),
    .rgb_wmask_o            (u_rgb_wmask),
    .alpha_wmask_o          (u_b1_5),
    .rgb_omask_o            (u_rgb_omask),
    .alpha_omask_o          (u_b1_6),
    .rgb_clamp_o            (u_b1_7),
    .alpha_clamp_o          (u_b1_8),
    .alu_result_sel_o       (u_b1_9),
    .alpha_pred_inv_o       (u_b1_10),
    .alu_result_op_o        (u_alu_op),
    .alpha_pred_sel_o       (u_apred_sel),
    .stat_we_o              (u_stat),
    .rgb_src_addr_o         (u_rgb_addr),
    .rgb_src_const_o        (u_rgb_const),
    .rgb_src_rel_o          (u_rgb_rel),
    .rgb_srcp_op_o          (u_rgb_srcp),
    .alpha_src_addr_o       (u_a_addr),
    .alpha_src_const_o      (u_a_const),
    .alpha_src_rel_o        (u_a_rel),
    .alpha_srcp_op_o        (u_a_srcp),
    .rgb_op_o               (u_rgb_op),
    .alpha_op_o             (u_a_op),
    .rgb_sel_o              (u_rgb_sel),
    .rgb_swiz_o             (u_rgb_swiz),
    .rgb_mod_o              (u_rgb_mod),
    .alpha_sel_o            (u_a_sel),
    .alpha_swiz_o           (u_a_swiz),
    .alpha_mod_o            (u_a_mod),
    .rgb_omod_o             (u_rgb_omod),
    .alpha_omod_o           (u_a_omod),
    .rgb_target_o           (u_rgb_target),
    .alpha_target_o         (u_a_target),
    .alu_wmask_o            (u_b1_11),
    .w_omask_o              (u_b1_12),
    .rgb_addrd_o            (u_rgb_addrd),
    .rgb_addrd_rel_o        (u_b1_13),
    .alpha_addrd_o          (u_a_addrd),
    .alpha_addrd_rel_o      (u_b1_14),
    .tex_inst_o             (u_tex_inst),
    .tex_id_o               (u_tex_id),
    .tex_sem_acquire_o      (u_b1_15),
    .tex_ignore_uncovered_o (u_b1_16),
    .tex_unscaled_o         (u_b1_17),
    .tex_src_addr_o         (u_tsrc),
    .tex_src_rel_o          (u_b1_18),
    .tex_src_swiz_o         (u_tsrc_swiz),
    .tex_dst_addr_o         (u_tdst),
    .tex_dst_rel_o          (u_b1_19),
    .tex_dst_swiz_o         (u_tdst_swiz),
    .tex_dx_addr_o          (u_tdx),
    .tex_dx_rel_o           (u_b1_20),
    .tex_dx_swiz_o          (u_tdx_swiz),
    .tex_dy_addr_o          (u_tdy),
    .tex_dy_rel_o           (u_b1_21),
    .tex_dy_swiz_o          (u_tdy_swiz),
    .fc_op_o                (op),
    .fc_b_else_o            (b_else),
    .fc_jump_any_o          (jump_any),
    .fc_a_op_o              (a_op),
    .fc_jump_func_o         (jump_func),
    .fc_b_pop_cnt_o         (b_pop_cnt),
    .fc_b_op0_o             (b_op0),
    .fc_b_op1_o             (b_op1),
    .fc_ignore_uncovered_o  (ignore_uncovered),
    .fc_bool_addr_o         (bool_addr),
    .fc_int_addr_o          (int_addr),
    .fc_jump_addr_o         (jump_addr),
    .fc_jump_global_o       (jump_global)
  );
  logic unused_dec;
  assign unused_dec = ^{u_check, u_apred_sel, u_rgb_wmask, u_rgb_omask, u_tex_inst, u_reserved,
                        u_b1_0, u_b1_1, u_b1_2, u_b1_3, u_b1_4, u_b1_5, u_b1_6, u_b1_7, u_b1_8,
                        u_b1_9, u_b1_10, u_b1_11, u_b1_12, u_b1_13, u_b1_14, u_b1_15, u_b1_16,
                        u_b1_17, u_b1_18, u_b1_19, u_b1_20, u_b1_21, u_alu_op, u_rgb_srcp, u_a_srcp, u_rgb_target,
                        u_a_target, u_stat, u_rgb_op, u_a_op, u_tex_id, u_rgb_addr, u_a_addr,
                        u_rgb_const, u_rgb_rel, u_a_const, u_a_rel, u_rgb_omod, u_a_omod,
                        u_rgb_sel, u_rgb_mod, u_a_sel, u_a_mod, u_rgb_swiz, u_a_swiz,
                        u_rgb_addrd, u_a_addrd, u_tsrc, u_tdst, u_tdx, u_tdy, u_tsrc_swiz,
                        u_tdst_swiz, u_tdx_swiz, u_tdy_swiz};

  logic legal;
  assign legal = ~illegal & (itype == r500_pkg::TYPE_FC);

  // Integer constant of INT_ADDR: KR [7:0], KG [15:8], KB [23:16].
  logic [23:0] kint;
  logic [7:0]  kr, kg, kb;
  assign kint = int_const_i[int_addr*24 +: 24];
  assign {kb, kg, kr} = kint;

  logic [8:0] pc_next, target;
  assign pc_next = pc_i + 9'd1;
  assign target  = jump_global ? jump_addr : (jump_addr + code_offset_i);

  // ---------------------------------------------------------------------------------------------
  // Steps 1-3 (per pixel)
  // ---------------------------------------------------------------------------------------------
  logic [Pixels-1:0] act1, want, cons;
  logic              bool_v;
  assign bool_v = bool_const_i[bool_addr];
  for (genvar p = 0; p < Pixels; p++) begin : gen_wish
    logic [3:0] pr;
    logic       predicate;
    assign pr = pred_i[p*4 +: 4];
    always_comb begin
      unique case (rgb_pred_sel)
        r500_pkg::PRED_SEL_RGBA,
        r500_pkg::PRED_SEL_RRRR: predicate = pr[0] ^ rgb_pred_inv;
        r500_pkg::PRED_SEL_GGGG: predicate = pr[1] ^ rgb_pred_inv;
        r500_pkg::PRED_SEL_BBBB: predicate = pr[2] ^ rgb_pred_inv;
        r500_pkg::PRED_SEL_AAAA: predicate = pr[3] ^ rgb_pred_inv;
        default:                 predicate = 1'b0;  // NONE (INV ignored, P13)
      endcase
    end
    // Activity after the else swap (step 1).
    assign act1[p] = killed_i[p] ? active_i[p]
                                 : (b_else ? (~active_i[p] & (bcnt_i[p*8 +: 8] == 8'd0))
                                           : active_i[p]);
    assign want[p] = legal & ~killed_i[p] & act1[p] &
                     jump_func[{alu_result_i[p], predicate, bool_v}];
    assign cons[p] = legal & ~killed_i[p] & act1[p] & ~(ignore_uncovered & ~covered_i[p]);
  end

  logic take0;
  assign take0 = jump_any ? |(want & cons) : &(want | ~cons);

  // ---------------------------------------------------------------------------------------------
  // Steps 4-6 (opcode, branch state, next PC) with the stacks
  // ---------------------------------------------------------------------------------------------
  logic [Pixels-1:0]   act_n;
  logic [Pixels*8-1:0] bcnt_n;
  logic [63:0]         cnt_n, al_n;
  logic [71:0]         adr_n;
  logic [3:0]          cnt_d, al_d, adr_d;
  logic [8:0]          pc_n;
  logic                take, ovf, unf;
  logic [1:0]          bop;
  logic [7:0]          cnt_top;
  logic [8:0]          popped;
  logic signed [9:0]   bsum;

  always_comb begin
    act_n  = active_i;
    bcnt_n = bcnt_i;
    cnt_n  = loop_count_i;
    cnt_d  = loop_count_depth_i;
    al_n   = loop_al_i;
    al_d   = loop_al_depth_i;
    adr_n  = addr_i;
    adr_d  = addr_depth_i;
    take   = take0;
    ovf    = 1'b0;
    unf    = 1'b0;
    pc_n   = pc_next;
    bop    = r500_pkg::B_OP_NONE;
    cnt_top = 8'd0;
    popped = 9'd0;
    bsum   = 10'sd0;

    if (legal) begin
      // Step 1: else swap (non-killed pixels).
      for (int p = 0; p < Pixels; p++) begin
        if (!killed_i[p] && b_else) begin
          if (active_i[p]) begin
            act_n[p]        = 1'b0;
            bcnt_n[p*8 +: 8] = 8'd0;
          end else if (bcnt_i[p*8 +: 8] == 8'd0) begin
            act_n[p] = 1'b1;
          end
        end
      end

      // Step 4: the opcode.
      unique case (op)
        r500_pkg::FC_OP_LOOP, r500_pkg::FC_OP_REP: begin
          if (kr == 8'd0) begin
            take = 1'b1;
          end else if (!take) begin
            if (cnt_d == Full) begin
              ovf = 1'b1;
            end else begin
              for (int i = 0; i < 8; i++) begin
                if (4'(i) == cnt_d) cnt_n[i*8 +: 8] = kr;
              end
              cnt_d = cnt_d + 4'd1;
            end
            if (op == r500_pkg::FC_OP_LOOP) begin
              if (al_d == Full) begin
                ovf = 1'b1;
              end else begin
                for (int i = 0; i < 8; i++) begin
                  if (4'(i) == al_d) al_n[i*8 +: 8] = kg;
                end
                al_d = al_d + 4'd1;
              end
            end
          end
        end
        r500_pkg::FC_OP_ENDLOOP, r500_pkg::FC_OP_ENDREP: begin
          if (cnt_d == 4'd0) begin
            take = 1'b0;  // no counter: fall through (G14)
            unf  = 1'b1;
          end else begin
            for (int i = 0; i < 8; i++) begin
              if (4'(i) == cnt_d - 4'd1) cnt_top = cnt_n[i*8 +: 8] - 8'd1;
            end
            for (int i = 0; i < 8; i++) begin
              if (4'(i) == cnt_d - 4'd1) cnt_n[i*8 +: 8] = cnt_top;
            end
            if (cnt_top == 8'd0) take = 1'b0;
            // The aL step needs a top entry: an empty aL stack is an underflow, jump or not.
            if (op == r500_pkg::FC_OP_ENDLOOP) begin
              if (al_d == 4'd0) unf = 1'b1;
              for (int i = 0; i < 8; i++) begin
                if (4'(i) == al_d - 4'd1) al_n[i*8 +: 8] = al_n[i*8 +: 8] + kb;
              end
            end
            if (!take) begin
              cnt_d = cnt_d - 4'd1;
              if (op == r500_pkg::FC_OP_ENDLOOP) begin
                if (al_d == 4'd0) unf = 1'b1;
                else al_d = al_d - 4'd1;
              end
            end
          end
        end
        r500_pkg::FC_OP_BREAKLOOP, r500_pkg::FC_OP_BREAKREP: begin
          if (take) begin
            if (cnt_d == 4'd0) unf = 1'b1;
            else cnt_d = cnt_d - 4'd1;
            if (op == r500_pkg::FC_OP_BREAKLOOP) begin
              if (al_d == 4'd0) unf = 1'b1;
              else al_d = al_d - 4'd1;
            end
          end
        end
        default: ;  // JUMP, CONTINUE (P17)
      endcase

      // Step 5: branch state.
      bop = take ? b_op1 : b_op0;
      for (int p = 0; p < Pixels; p++) begin
        if (!killed_i[p]) begin
          if (bop == r500_pkg::B_OP_INCR) begin
            if (!act_n[p]) begin
              if (bcnt_n[p*8 +: 8] != 8'd127) bcnt_n[p*8 +: 8] = bcnt_n[p*8 +: 8] + 8'd1;
            end else if (want[p] != take) begin
              act_n[p]         = 1'b0;
              bcnt_n[p*8 +: 8] = 8'd0;
            end
          end else if (bop == r500_pkg::B_OP_DECR) begin
            if (!act_n[p]) begin
              bsum = $signed({bcnt_n[p*8 + 7], bcnt_n[p*8 + 7], bcnt_n[p*8 +: 8]}) -
                     $signed({5'd0, b_pop_cnt});
              if (bsum < 10'sd0) begin
                act_n[p]         = 1'b1;
                bcnt_n[p*8 +: 8] = 8'd0;
              end else begin
                bcnt_n[p*8 +: 8] = bsum[7:0];
              end
            end
          end
        end
      end

      // Step 6: next PC.
      if (take) begin
        if (a_op == r500_pkg::A_OP_PUSH) begin
          if (adr_d == Full) begin
            ovf = 1'b1;
          end else begin
            for (int i = 0; i < 8; i++) begin
              if (4'(i) == adr_d) adr_n[i*9 +: 9] = pc_next;
            end
            adr_d = adr_d + 4'd1;
          end
          pc_n = target;
        end else if (a_op == r500_pkg::A_OP_POP) begin
          if (adr_d == 4'd0) begin
            unf    = 1'b1;
            popped = 9'd0;
          end else begin
            for (int i = 0; i < 8; i++) begin
              if (4'(i) == adr_d - 4'd1) popped = adr_n[i*9 +: 9];
            end
            adr_d = adr_d - 4'd1;
          end
          pc_n = popped;
        end else begin
          pc_n = target;
        end
      end
    end
  end

  // aL after the instruction: the top of the aL stack, 0 when empty.
  logic [7:0] al_top;
  always_comb begin
    al_top = 8'd0;
    for (int i = 0; i < 8; i++) begin
      if (4'(i) == al_d - 4'd1) al_top = al_n[i*8 +: 8];
    end
  end

  // Partial-mode and nesting report (G17): the branch counters after the instruction, those of
  // killed pixels (frozen, G9) included.
  logic deep4, deep32;
  always_comb begin
    deep4  = 1'b0;
    deep32 = 1'b0;
    for (int p = 0; p < Pixels; p++) begin
      if (!bcnt_n[p*8 + 7]) begin
        if (bcnt_n[p*8 +: 8] >= 8'd4) deep4 = 1'b1;
        if (bcnt_n[p*8 +: 8] >= 8'd32) deep32 = 1'b1;
      end
    end
  end
  logic partial_ops;
  assign partial_ops = (op != r500_pkg::FC_OP_JUMP) | (a_op != r500_pkg::A_OP_NONE);

  assign illegal_o          = ~legal;
  assign pc_o               = pc_n;
  assign active_o           = act_n;
  assign bcnt_o             = bcnt_n;
  assign loop_count_o       = cnt_n;
  assign loop_count_depth_o = cnt_d;
  assign loop_al_o          = al_n;
  assign loop_al_depth_o    = al_d;
  assign addr_o             = adr_n;
  assign addr_depth_o       = adr_d;
  assign al_o               = (al_d == 4'd0) ? 8'd0 : al_top;
  assign take_o             = legal & take;
  assign want_o             = want;
  assign considered_o       = cons;
  assign overflow_o         = ovf;
  assign underflow_o        = unf;
  assign beyond_mode_o      = legal & (full_fc_en_i ? deep32 : (partial_ops | deep4));

endmodule
