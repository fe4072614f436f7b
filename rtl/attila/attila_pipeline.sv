// ATTILA execution pipeline: one instruction per cycle for a group of Lanes threads, from the
// 128-bit instruction and the values it reads to every architectural effect it has.
//
// Contract: golden/attila/execute.h (header comment: semantics and project decisions) and
// rtl/attila/README.md ("Execution pipeline": ports and packing; "Micro-architecture": stages).
// Written from those and docs/attila.md, not from the golden implementation.
//
// Structure:
//   point 0   attila_decoder; attila_ctrl_p0 (the executed opcode and the choices point 0
//             reads); attila_ctrl decodes the opcode once (its execution class from the
//             generated table, and its own choices) into the control word that travels down the
//             pipe; operand reads (attila_src_read: swizzle, abs, neg, immediates, scalar reads),
//             DDX/DDY quad routing, boolean reads (ANDP, JMP), predicate gate, constant indices
//             (relative addressing), JMP. Everything that only the output needs travels in
//             pipe_ctrl's side channel.
//   (DecodeReg: the outputs of attila_decoder and attila_ctrl_p0 and the inputs the later
//             points read are registered behind a one-deep pipe_ctrl; the rest of point 0 then
//             starts from that register.)
//   1..Depth  attila_lane per lane (the units and the result logic, reading the control word at
//             each point), output registers.
// pipe_ctrl gives valid/ready with a fixed latency of Depth cycles: one instruction per cycle,
// in order, nothing dropped or duplicated under back-pressure; out_valid_o never depends on
// out_ready_i.
module attila_pipeline #(
  parameter int unsigned Lanes      = 4,    // threads per group, a multiple of 4 (quads)
  parameter int unsigned FxFracBits = 8,    // F of the fixed-point unit (D10), 1..16
  parameter int unsigned TagWidth   = 16,
  parameter int unsigned AccW       = 1 + 32 + 2 * FxFracBits,
  // Configuration (rtl/attila/README.md "Configurations"): 0 = fast (one lane unit per lane,
  // one instruction per cycle), 1 = compact (one lane unit time-shared over the group).
  parameter int unsigned Compact    = 0,
  parameter int unsigned LaneUnits  = (Compact != 0) ? 1 : Lanes,  // physical lanes, divides Lanes
  // A register between the decoder (with attila_ctrl_p0) and everything after it (attila_ctrl,
  // operand reads, lanes): on the ECP5 the decoder, the control decode, the operand read with
  // its integer negation and the DDX/DDY routing in one cycle were the compact pipeline's 27 ns
  // path (36.9 MHz); with the point-0 control decode behind it, that decode and the rest
  // were 26.2 ns (38.2 MHz), so attila_ctrl_p0 sits in front.
  parameter int unsigned DecodeReg  = (Compact != 0) ? 1 : 0,
  // A skid buffer at the output (skid_buf): out_ready_i no longer runs combinationally through
  // the ready chain into the decode register's enable (on the ECP5 that chain, from the
  // wrapper's out_ready_i, was the compact pipeline's 27.6 ns path with placer seed 2).
  parameter int unsigned OutSkid    = (Compact != 0) ? 1 : 0
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  // Request
  input  logic                      in_valid_i,
  output logic                      in_ready_o,
  input  logic [TagWidth-1:0]       tag_i,
  input  logic [63:0]               qword0_i,
  input  logic [63:0]               qword1_i,
  input  logic [31:0]               pc_i,
  input  logic                      micro_triangle_i,
  input  logic [Lanes-1:0]          active_i,
  input  logic [Lanes*3*128-1:0]    src_i,
  input  logic [Lanes*32-1:0]       pred_i,
  input  logic [Lanes*256-1:0]      addr_i,
  input  logic [Lanes*4*AccW-1:0]   acc_i,
  input  logic [Lanes*4-1:0]        sample_i,
  // Response
  output logic                      out_valid_o,
  input  logic                      out_ready_i,
  output logic [TagWidth-1:0]       tag_o,
  output logic                      illegal_o,
  output logic                      end_o,
  output logic                      wait_o,
  output logic [7:0]                opcode_o,
  output logic [2:0]                res_bank_o,
  output logic [7:0]                res_reg_o,
  output logic                      tex_valid_o,
  output logic [7:0]                tex_unit_o,
  output logic [3:0]                tex_mask_o,
  output logic                      tex_sat_o,
  output logic                      jmp_valid_o,
  output logic                      jmp_taken_o,
  output logic [31:0]               jmp_target_o,
  output logic [Lanes*4-1:0]        res_we_o,
  output logic [Lanes*128-1:0]      res_o,
  output logic [Lanes-1:0]          pred_we_o,
  output logic [Lanes-1:0]          pred_val_o,
  output logic [Lanes*4-1:0]        acc_we_o,
  output logic [Lanes*4*AccW-1:0]   acc_o,
  output logic [Lanes*16-1:0]       kill_o,
  output logic [Lanes*4-1:0]        zexp_en_o,
  output logic [Lanes*4-1:0]        zexp_base_o,
  output logic [Lanes*128-1:0]      zexp_o,
  output logic [Lanes-1:0]          chs_o,
  output logic [Lanes-1:0]          tex_en_o,
  output logic [Lanes*128-1:0]      tex_coord_o,
  output logic [Lanes*32-1:0]       tex_param_o,
  output logic [Lanes*3*9-1:0]      const_index_o
);

  // ---- Unit depths (pipeline registers inside each unit) and the points they define ----------
  // See attila_lane for the points. The adder chain is the longest path: divider+sqrt and the
  // SFU run beside it and wait at PE. Compact (the FPGA configuration) adds each unit's third
  // cut (CutNorm, before rounding): with two, a multiplier's normalization and rounding, the PM
  // selection and the next adder's alignment made one 38 ns path on the ECP5.
  localparam int unsigned MulRegs  = (Compact != 0) ? 3 : 2;
  localparam int unsigned AddRegs  = (Compact != 0) ? 3 : 2;
  // Compact: a register in front of the value selections (attila_lane PV), which shared a cycle
  // with the multiplier's rounding (25.1 ns on the ECP5 with placer seed 3).
  localparam int unsigned SelReg   = (Compact != 0) ? 1 : 0;
  localparam int unsigned DivRegs  = 4;
  localparam int unsigned SqrtRegs = 4;
  localparam int unsigned SfuRegs  = 3;
  localparam int unsigned P1  = 1;
  localparam int unsigned PM  = P1 + MulRegs;
  localparam int unsigned PA1 = PM + AddRegs;
  localparam int unsigned PA2 = PA1 + AddRegs;
  localparam int unsigned PA3 = PA2 + AddRegs;
  localparam int unsigned PQ  = P1 + DivRegs + SqrtRegs;
  localparam int unsigned PS  = P1 + SfuRegs;
  localparam int unsigned PE  = (PA3 >= PQ && PA3 >= PS) ? PA3 : ((PQ >= PS) ? PQ : PS);
  localparam int unsigned Depth = PE + 1;   // latency in cycles

  localparam logic [31:0] CanonNaN = 32'h7FC0_0000;  // D13

  // =============================================================================================
  // Decode
  // =============================================================================================
  // dec0_*: the decoder's outputs (and attila_ctrl_p0's); dec_*: the same after the decode
  // register (or wires).
  logic [7:0]  dec0_opcode;
  logic        dec0_end, dec0_wait, dec0_pred_en, dec0_pred_inv;
  logic [4:0]  dec0_pred_reg;
  // Source k (0..2 = op1..op3) at [w*k +: w] of each vector.
  logic [8:0]  dec0_kind, dec0_bank;
  logic [23:0] dec0_reg, dec0_swz;
  logic [2:0]  dec0_neg, dec0_abs;
  logic [31:0] dec0_imm;
  logic [7:0]  dec0_op2_index;
  logic [1:0]  dec0_res_kind;
  logic [2:0]  dec0_res_bank;
  logic [7:0]  dec0_res_reg;
  logic [3:0]  dec0_mask;
  logic        dec0_sat, dec0_invert, dec0_rel_en;
  logic [1:0]  dec0_rel_areg, dec0_rel_comp;
  logic [15:0] dec0_rel_off;
  logic        dec0_illegal;

  logic [7:0]  dec_opcode;
  logic        dec_end, dec_wait, dec_pred_en, dec_pred_inv;
  logic [4:0]  dec_pred_reg;
  // Source k (0..2 = op1..op3) at [w*k +: w] of each vector.
  logic [8:0]  dec_kind, dec_bank;
  logic [23:0] dec_reg, dec_swz;
  logic [2:0]  dec_neg, dec_abs;
  logic [31:0] dec_imm;
  logic [7:0]  dec_op2_index;
  logic [1:0]  dec_res_kind;
  logic [2:0]  dec_res_bank;
  logic [7:0]  dec_res_reg;
  logic [3:0]  dec_mask;
  logic        dec_sat, dec_invert, dec_rel_en;
  logic [1:0]  dec_rel_areg, dec_rel_comp;
  logic [15:0] dec_rel_off;
  logic        dec_illegal;

  attila_decoder u_decoder (
    .qword0_i, .qword1_i, .micro_triangle_i,
    .opcode_o(dec0_opcode), .end_o(dec0_end), .wait_o(dec0_wait), .pred_en_o(dec0_pred_en),
    .pred_inv_o(dec0_pred_inv), .pred_reg_o(dec0_pred_reg),
    .src1_kind_o(dec0_kind[2:0]), .src1_bank_o(dec0_bank[2:0]), .src1_reg_o(dec0_reg[7:0]),
    .src1_swz_o(dec0_swz[7:0]), .src1_neg_o(dec0_neg[0]), .src1_abs_o(dec0_abs[0]),
    .src2_kind_o(dec0_kind[5:3]), .src2_bank_o(dec0_bank[5:3]), .src2_reg_o(dec0_reg[15:8]),
    .src2_swz_o(dec0_swz[15:8]), .src2_neg_o(dec0_neg[1]), .src2_abs_o(dec0_abs[1]),
    .src3_kind_o(dec0_kind[8:6]), .src3_bank_o(dec0_bank[8:6]), .src3_reg_o(dec0_reg[23:16]),
    .src3_swz_o(dec0_swz[23:16]), .src3_neg_o(dec0_neg[2]), .src3_abs_o(dec0_abs[2]),
    .imm_o(dec0_imm), .op2_index_o(dec0_op2_index), .res_kind_o(dec0_res_kind),
    .res_bank_o(dec0_res_bank), .res_reg_o(dec0_res_reg), .mask_o(dec0_mask), .sat_o(dec0_sat),
    .invert_o(dec0_invert), .rel_en_o(dec0_rel_en), .rel_areg_o(dec0_rel_areg),
    .rel_comp_o(dec0_rel_comp), .rel_off_o(dec0_rel_off), .illegal_o(dec0_illegal));

  // Point-0 control, before the decode register (attila_ctrl_p0's port names without the
  // suffix): the operand reads behind the register start from flip-flops.
  logic [7:0] dec0_op;
  logic       dec0_scalar, dec0_int, dec0_ddx, dec0_ddy, dec0_tex, dec0_jmp, dec0_kill_index;
  attila_ctrl_p0 u_ctrl_p0 (
    .opcode_i(dec0_opcode), .illegal_i(dec0_illegal), .op_o(dec0_op), .scalar_o(dec0_scalar),
    .int_read_o(dec0_int), .quad_x_o(dec0_ddx), .quad_y_o(dec0_ddy), .tex_o(dec0_tex),
    .jmp_o(dec0_jmp), .kill_index_o(dec0_kill_index));

  // The opcode the lanes execute (NOP for an illegal instruction, which then has no effect) and
  // its point-0 choices.
  logic [7:0] op;
  logic       is_scalar, is_int, is_ddx, is_ddy, is_tex, is_jmp, kill_index;

  // ---- Decode register (DecodeReg) -----------------------------------------------------------
  // The decoder's and attila_ctrl_p0's outputs and every input the later points read, held
  // until lane_pass_ctrl accepts the instruction (it reads them once per pass).
  logic                      core_valid, core_ready;
  logic [TagWidth-1:0]       tag;
  logic [31:0]               pc;
  logic [Lanes-1:0]          active;
  logic [Lanes*3*128-1:0]    src_in;
  logic [Lanes*32-1:0]       pred_in;
  logic [Lanes*256-1:0]      addr_in;
  logic [Lanes*4*AccW-1:0]   acc_in;
  logic [Lanes*4-1:0]        sample_in;
  localparam int unsigned DecFieldsW = 8 + 7 + 8 + 1 + 1 + 1 + 1 + 5 + 9 + 9 + 24 + 24 + 3 + 3 +
                                       32 + 8 + 2 + 3 + 8 + 4 + 1 + 1 + 1 + 2 + 2 + 16 + 1;
  localparam int unsigned DecW = DecFieldsW + 32 + Lanes * (1 + 3 * 128 + 32 + 256 + 4 * AccW + 4);
  logic [DecW-1:0] dec_d, dec_q;
  assign dec_d = {dec0_op, dec0_scalar, dec0_int, dec0_ddx, dec0_ddy, dec0_tex, dec0_jmp,
                  dec0_kill_index, dec0_opcode, dec0_end, dec0_wait, dec0_pred_en, dec0_pred_inv,
                  dec0_pred_reg, dec0_kind, dec0_bank, dec0_reg, dec0_swz, dec0_neg, dec0_abs,
                  dec0_imm, dec0_op2_index, dec0_res_kind, dec0_res_bank, dec0_res_reg, dec0_mask,
                  dec0_sat, dec0_invert, dec0_rel_en, dec0_rel_areg, dec0_rel_comp, dec0_rel_off,
                  dec0_illegal, pc_i, active_i, src_i, pred_i, addr_i, acc_i, sample_i};
  assign {op, is_scalar, is_int, is_ddx, is_ddy, is_tex, is_jmp, kill_index, dec_opcode, dec_end,
          dec_wait, dec_pred_en, dec_pred_inv, dec_pred_reg, dec_kind, dec_bank, dec_reg, dec_swz,
          dec_neg, dec_abs, dec_imm, dec_op2_index, dec_res_kind, dec_res_bank, dec_res_reg,
          dec_mask, dec_sat, dec_invert, dec_rel_en, dec_rel_areg, dec_rel_comp, dec_rel_off,
          dec_illegal, pc, active, src_in, pred_in, addr_in, acc_in, sample_in} = dec_q;
  if (DecodeReg != 0) begin : gen_decode_reg
    logic [1:0] dec_reg_en, dec_stage_valid;
    pipe_ctrl #(.Depth(1), .SideWidth(TagWidth)) u_dec_ctrl (
      .clk_i, .rst_ni, .in_valid_i, .in_ready_o, .side_i(tag_i), .out_valid_o(core_valid),
      .out_ready_i(core_ready), .side_o(tag), .reg_en_o(dec_reg_en), .hold_i(2'b00),
      .stage_valid_o(dec_stage_valid));
    logic unused_dec_valid;
    assign unused_dec_valid = ^dec_stage_valid;
    pipe_delay #(.Width(DecW), .Stages(1)) u_dec_reg (
      .clk_i, .reg_en_i(dec_reg_en), .d_i(dec_d), .q_o(dec_q));
  end else begin : gen_decode_comb
    assign core_valid = in_valid_i;
    assign in_ready_o = core_ready;
    assign tag        = tag_i;
    assign dec_q      = dec_d;
  end


  // The result kind follows from the opcode; rel_areg is 0 or 1 when legal (D8); the offset
  // counts mod 512. The decoded opcode is for the waveform (an illegal one's field); the lanes
  // execute op (synthesis drops its register).
  logic unused_dec;
  assign unused_dec = ^{dec_opcode, dec_res_kind, dec_rel_areg[1], dec_rel_off[15:9]};

  // Operand kinds of attila_operand (golden SrcKind).
  typedef enum logic [2:0] {
    SrcNone    = 3'd0,
    SrcReg     = 3'd1,
    SrcImm     = 3'd2,
    SrcPred    = 3'd3,
    SrcBoolImm = 3'd4
  } src_kind_e;

  // =============================================================================================
  // Control: decoded once here, carried down the pipe beside the instruction
  // =============================================================================================
  logic [Depth:0] reg_en, stage_valid;
  // Only stage 1 can hold (the compact lanes' iterative units); the other valid bits are unused.
  logic unused_stage_valid;
  assign unused_stage_valid = ^{stage_valid[Depth:2], stage_valid[0]};

  // The names of attila_ctrl's ports, without the suffix (one-hot vectors are indexed by the
  // attila_ctrl_pkg enum of the same name).
  logic                                 cvt_int_p1, int_mul_p1, sfu_pow_p1;
  logic [2:0]                           iter_p1;
  logic [attila_ctrl_pkg::NUM_CMP-1:0]  cmp_p1;
  logic [attila_ctrl_pkg::NUM_FX-1:0]   fx_p1;
  logic [attila_ctrl_pkg::NUM_DIV-1:0]  div_p1;
  fp_pkg::sfu_op_e                      sfu_p1;
  logic [attila_ctrl_pkg::NUM_VAL-1:0]  val_pm;
  logic add_x_prod_pm, add_y_b_pm, add_y_c_pm, add_y_prod_pm, add_sub_pm, dp_w_b_pm;
  logic [attila_ctrl_pkg::NUM_KILL-1:0] kill_pm;
  logic [attila_ctrl_pkg::NUM_PRED-1:0] pred_pm;
  logic                                 invert_pm, sum_pa1, exp_y_pa1, dp3_pa2, dp4_pa3;
  logic [attila_ctrl_pkg::NUM_PATH-1:0] path_pe;
  logic [attila_ctrl_pkg::NUM_EFF-1:0]  eff_pe;
  logic [3:0]                           wmask_pm, wmask_pe;
  logic                                 acc_pe, pred_pe, sat_pe;

  attila_ctrl #(.MulRegs(MulRegs), .AddRegs(AddRegs), .PE(PE)) u_ctrl (
    .clk_i, .reg_en_i(reg_en[PE:0]), .op_i(op), .mask_i(dec_mask), .sat_i(dec_sat),
    .invert_i(dec_invert),
    .cvt_int_p1_o(cvt_int_p1), .cmp_p1_o(cmp_p1), .int_mul_p1_o(int_mul_p1), .fx_p1_o(fx_p1),
    .div_p1_o(div_p1), .sfu_p1_o(sfu_p1), .sfu_pow_p1_o(sfu_pow_p1), .iter_p1_o(iter_p1),
    .val_pm_o(val_pm), .add_x_prod_pm_o(add_x_prod_pm), .add_y_b_pm_o(add_y_b_pm),
    .add_y_c_pm_o(add_y_c_pm), .add_y_prod_pm_o(add_y_prod_pm), .add_sub_pm_o(add_sub_pm),
    .dp_w_b_pm_o(dp_w_b_pm), .kill_pm_o(kill_pm), .pred_pm_o(pred_pm),
    .invert_pm_o(invert_pm), .wmask_pm_o(wmask_pm),
    .sum_pa1_o(sum_pa1), .exp_y_pa1_o(exp_y_pa1), .dp3_pa2_o(dp3_pa2), .dp4_pa3_o(dp4_pa3),
    .path_pe_o(path_pe), .wmask_pe_o(wmask_pe), .acc_pe_o(acc_pe), .pred_pe_o(pred_pe),
    .sat_pe_o(sat_pe), .eff_pe_o(eff_pe));

  // =============================================================================================
  // Per lane, point 0: operand reads, boolean reads, gate, constant indices
  // =============================================================================================
  logic [Lanes*128-1:0] op1_read;   // every lane's op1 read, for the DDX/DDY quad routing
  logic [Lanes-1:0]     jmp_cond;
  logic [Lanes*27-1:0]  const_index;

  for (genvar l = 0; l < Lanes; l++) begin : gen_read
    // Source k at [128*k +: 128].
    logic [383:0] src, value;
    logic [31:0]  pred;
    logic [1:0]   bool_val;

    assign pred = pred_in[32*l +: 32];
    assign src  = src_in[384*l +: 384];

    for (genvar k = 0; k < 3; k++) begin : gen_src
      logic [2:0] kind, bank;
      assign kind = dec_kind[3*k +: 3];
      assign bank = dec_bank[3*k +: 3];

      attila_src_read u_read (
        .reg_i(src[128*k +: 128]), .imm_i(dec_imm), .use_imm_i(kind == SrcImm),
        .swz_i(dec_swz[8*k +: 8]), .scalar_i(is_scalar), .int_i(is_int), .neg_i(dec_neg[k]),
        .abs_i(dec_abs[k]), .value_o(value[128*k +: 128]));

      // Constant index (3.7, D6): PARAM reg, PARAM2 reg + 256, plus A[areg].comp + offset
      // with rel_en; mod 512.
      logic       is_const;
      logic [8:0] base, rel;
      assign is_const = ~dec_illegal & (kind == SrcReg) &
                        ((bank == attila_pkg::BANK_PARAM) | (bank == attila_pkg::BANK_PARAM2));
      assign base = {bank == attila_pkg::BANK_PARAM2, dec_reg[8*k +: 8]};
      assign rel  = dec_rel_en ? (addr_in[256*l + 128*dec_rel_areg[0] + 32*dec_rel_comp +: 9] +
                                  dec_rel_off[8:0]) : 9'd0;
      assign const_index[27*l + 9*k +: 9] = is_const ? (base + rel) : 9'd0;
    end

    // Boolean reads (B) of op1 and op2 (ANDP, JMP): abs = 1 is the immediate neg; otherwise a
    // constant is (selected raw component != 0), a predicate is P[reg]; then NOT if neg.
    for (genvar k = 0; k < 2; k++) begin : gen_bool
      logic [2:0] kind;
      logic       raw;
      assign kind = dec_kind[3*k +: 3];
      always_comb begin
        unique case (kind)
          SrcReg:  raw = |src[128*k + 32*dec_swz[8*k +: 2] +: 32];
          SrcPred: raw = pred[dec_reg[8*k +: 5]];
          default: raw = 1'b0;
        endcase
      end
      assign bool_val[k] = (kind == SrcBoolImm) ? dec_neg[k] : (raw ^ dec_neg[k]);
    end
    assign jmp_cond[l] = bool_val[0];

    assign op1_read[128*l +: 128] = value[127:0];
  end

  // =============================================================================================
  // Lane inputs at point 0, for every logical lane
  // =============================================================================================
  localparam int unsigned Passes   = Lanes / LaneUnits;
  localparam int unsigned PassIdxW = (Passes > 1) ? $clog2(Passes) : 1;
  // One lane's inputs: a, b, c, acc, gate, sample, bool.
  localparam int unsigned LaneInW  = 3 * 128 + 4 * AccW + 1 + 4 + 1;
  logic [Lanes*LaneInW-1:0] lane_in;

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane_in
    // Quad partners (docs/attila.md 5.8): DDX lanes 0,1 get v1 - v0 and 2,3 get v3 - v2; DDY
    // lanes 0,2 get v2 - v0 and 1,3 get v3 - v1. Every lane of the quad reads, passing or not.
    localparam int unsigned Quad   = l - l % 4;
    localparam int unsigned DdxLo  = Quad + (l % 4 & 2);
    localparam int unsigned DdyLo  = Quad + (l % 4 & 1);

    logic [127:0] a, b;
    always_comb begin
      if (is_ddx) begin
        a = op1_read[128*(DdxLo+1) +: 128];
        b = op1_read[128*DdxLo +: 128];
      end else if (is_ddy) begin
        a = op1_read[128*(DdyLo+2) +: 128];
        b = op1_read[128*DdyLo +: 128];
      end else begin
        a = gen_read[l].value[127:0];
        b = gen_read[l].value[255:128];
      end
    end

    // Predicate gate (5.2, D5): the lane is live and the predicate (if any) passes.
    logic gate;
    assign gate = active[l] &
                  (~dec_pred_en | (pred_in[32*l + dec_pred_reg] ^ dec_pred_inv));

    assign lane_in[LaneInW*l +: LaneInW] = {
      a, b, gen_read[l].value[383:256], acc_in[4*AccW*l +: 4*AccW], gate, sample_in[4*l +: 4],
      gen_read[l].bool_val[0] & gen_read[l].bool_val[1]};
  end

  // =============================================================================================
  // Lane units: unit u serves logical lane pass*LaneUnits + u (all lanes at once when fast)
  // =============================================================================================
  logic [PassIdxW-1:0] pass_in, pass_out;
  logic                inner_valid, inner_ready, inner_out_valid, inner_out_ready;

  // One lane's outputs, in this order (lane_out_*): res_we, res, pred_we, pred_val, acc_we, acc,
  // kill, zexp_en, zexp_base, zexp, chs, tex_en, tex_coord, tex_param.
  localparam int unsigned LaneOutW = 4 + 128 + 1 + 1 + 4 + 4 * AccW + 16 + 4 + 4 + 128 + 1 + 1 +
                                     128 + 32;
  logic [LaneUnits*LaneOutW-1:0] unit_out;
  logic [LaneUnits-1:0]          unit_hold;  // compact: the unit's iterative work holds stage 1
  logic [Lanes*LaneOutW-1:0]     lane_out;

  for (genvar u = 0; u < LaneUnits; u++) begin : gen_lane
    logic [127:0]      a, b, c;
    logic [4*AccW-1:0] acc;
    logic              gate, bool_val;
    logic [3:0]        sample;
    logic [3:0]        res_we, acc_we, zexp_en, zexp_base;
    logic [127:0]      res, zexp, tex_coord;
    logic              pred_we, pred_val, chs, tex_en;
    logic [4*AccW-1:0] acc_out;
    logic [15:0]       kill;
    logic [31:0]       tex_param;
    assign {a, b, c, acc, gate, sample, bool_val} =
        lane_in[LaneInW*(32'(pass_in)*LaneUnits + u) +: LaneInW];

    attila_lane #(
      .FxFracBits(FxFracBits), .MulRegs(MulRegs), .AddRegs(AddRegs), .DivRegs(DivRegs),
      .SqrtRegs(SqrtRegs), .SfuRegs(SfuRegs), .Depth(Depth), .CanonNaN(CanonNaN), .AccW(AccW),
      .Compact(Compact), .SelReg(SelReg)
    ) u_lane (
      .clk_i, .rst_ni, .reg_en_i(reg_en),
      .a_i(a), .b_i(b), .c_i(c), .acc_i(acc),
      .gate_i(gate), .sample_i(sample), .bool_i(bool_val),
      .kill_index_i(kill_index), .index_i(dec_op2_index[3:0]),
      .stage1_valid_i(stage_valid[1]), .hold_o(unit_hold[u]), .iter_p1_i(iter_p1),
      .cvt_int_p1_i(cvt_int_p1), .cmp_p1_i(cmp_p1), .int_mul_p1_i(int_mul_p1), .fx_p1_i(fx_p1),
      .div_p1_i(div_p1), .sfu_p1_i(sfu_p1), .sfu_pow_p1_i(sfu_pow_p1),
      .val_pm_i(val_pm), .add_x_prod_pm_i(add_x_prod_pm), .add_y_b_pm_i(add_y_b_pm),
      .add_y_c_pm_i(add_y_c_pm), .add_y_prod_pm_i(add_y_prod_pm), .add_sub_pm_i(add_sub_pm),
      .dp_w_b_pm_i(dp_w_b_pm), .kill_pm_i(kill_pm), .pred_pm_i(pred_pm),
      .invert_pm_i(invert_pm), .wmask_pm_i(wmask_pm),
      .sum_pa1_i(sum_pa1), .exp_y_pa1_i(exp_y_pa1), .dp3_pa2_i(dp3_pa2), .dp4_pa3_i(dp4_pa3),
      .path_pe_i(path_pe), .wmask_pe_i(wmask_pe), .acc_pe_i(acc_pe), .pred_pe_i(pred_pe),
      .sat_pe_i(sat_pe), .eff_pe_i(eff_pe),
      .res_we_o(res_we), .res_o(res), .pred_we_o(pred_we), .pred_val_o(pred_val),
      .acc_we_o(acc_we), .acc_o(acc_out), .kill_o(kill), .zexp_en_o(zexp_en),
      .zexp_base_o(zexp_base), .zexp_o(zexp), .chs_o(chs), .tex_en_o(tex_en),
      .tex_coord_o(tex_coord), .tex_param_o(tex_param));
    assign unit_out[LaneOutW*u +: LaneOutW] = {res_we, res, pred_we, pred_val, acc_we, acc_out,
        kill, zexp_en, zexp_base, zexp, chs, tex_en, tex_coord, tex_param};
  end

  logic                      passes_valid, passes_ready;
  logic [Lanes*LaneOutW-1:0] passes_out;
  lane_pass_ctrl #(.Passes(Passes), .PassW(LaneUnits * LaneOutW)) u_passes (
    .clk_i, .rst_ni, .in_valid_i(core_valid), .in_ready_o(core_ready),
    .inner_valid_o(inner_valid), .inner_ready_i(inner_ready), .pass_o(pass_in),
    .inner_out_valid_i(inner_out_valid), .inner_out_ready_o(inner_out_ready),
    .inner_out_pass_i(pass_out), .inner_out_i(unit_out),
    .out_valid_o(passes_valid), .out_ready_i(passes_ready), .out_o(passes_out));

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane_out
    assign {res_we_o[4*l +: 4], res_o[128*l +: 128], pred_we_o[l], pred_val_o[l],
            acc_we_o[4*l +: 4], acc_o[4*AccW*l +: 4*AccW], kill_o[16*l +: 16],
            zexp_en_o[4*l +: 4], zexp_base_o[4*l +: 4], zexp_o[128*l +: 128], chs_o[l],
            tex_en_o[l], tex_coord_o[128*l +: 128], tex_param_o[32*l +: 32]} =
        lane_out[LaneOutW*l +: LaneOutW];
  end

  // =============================================================================================
  // Instruction-level results (side channel: registered with the instruction to the output)
  // =============================================================================================
  // JMP (E28, D14): taken when the condition holds on every active lane (PROJECT DECISION: no
  // active lane -> not taken); target pc + imm32 or pc + 1.
  logic        jmp_taken;
  logic [31:0] jmp_target;
  assign jmp_taken  = is_jmp & (|active) & (&(jmp_cond | ~active));
  assign jmp_target = is_jmp ? (pc + (jmp_taken ? dec_imm : 32'd1)) : 32'd0;

  localparam int unsigned SideW = TagWidth + 1 + 1 + 1 + 8 + 3 + 8 + 1 + 8 + 4 + 1 + 1 + 1 + 32 +
                                  Lanes * 27 + PassIdxW;
  logic [SideW-1:0] side_in, side_out;

  assign side_in = {tag, dec_illegal, ~dec_illegal & dec_end, ~dec_illegal & dec_wait, op,
                    dec_illegal ? 3'd0 : dec_res_bank, dec_illegal ? 8'd0 : dec_res_reg,
                    is_tex, is_tex ? dec_op2_index : 8'd0, is_tex ? dec_mask : 4'd0,
                    is_tex & dec_sat, is_jmp, jmp_taken, jmp_target, const_index, pass_in};

  pipe_ctrl #(.Depth(Depth), .SideWidth(SideW)) u_pipe_ctrl (
    .clk_i, .rst_ni, .in_valid_i(inner_valid), .in_ready_o(inner_ready), .side_i(side_in),
    .out_valid_o(inner_out_valid), .out_ready_i(inner_out_ready), .side_o(side_out),
    .reg_en_o(reg_en), .hold_i({{(Depth-1){1'b0}}, |unit_hold, 1'b0}),
    .stage_valid_o(stage_valid));

  assign pass_out = side_out[PassIdxW-1:0];

  // ---- Output skid buffer (OutSkid) ------------------------------------------------------------
  // The instruction's record (side channel and lanes) leaves through a skid buffer, so that
  // out_ready_i does not reach the ready chain (lane_pass_ctrl, pipe_ctrl, the decode register's
  // enable) combinationally; no latency is added.
  localparam int unsigned RecordW = SideW - PassIdxW + Lanes * LaneOutW;
  logic [RecordW-1:0] record, record_out;
  assign record = {side_out[SideW-1:PassIdxW], passes_out};
  if (OutSkid != 0) begin : gen_out_skid
    skid_buf #(.Width(RecordW)) u_out_skid (
      .clk_i, .rst_ni, .in_valid_i(passes_valid), .in_ready_o(passes_ready), .in_data_i(record),
      .out_valid_o, .out_ready_i, .out_data_o(record_out));
  end else begin : gen_out_direct
    assign out_valid_o  = passes_valid;
    assign passes_ready = out_ready_i;
    assign record_out   = record;
  end

  logic [Lanes*27-1:0] const_index_out;
  assign {tag_o, illegal_o, end_o, wait_o, opcode_o, res_bank_o, res_reg_o, tex_valid_o,
          tex_unit_o, tex_mask_o, tex_sat_o, jmp_valid_o, jmp_taken_o, jmp_target_o,
          const_index_out, lane_out} = record_out;
  assign const_index_o = const_index_out;

endmodule
