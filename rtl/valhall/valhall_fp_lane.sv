// Valhall floating-point lane unit: one lane of the float instructions of
// golden/valhall/execute.h (the contract; rtl/valhall/README.md "Floating-point lane unit"
// lists the instructions, the sub-units and what each instruction uses). The instructions it
// executes are those whose execution class says unit fp (rtl/valhall/exec_classes.json).
//
// Structure (one instruction per lane per cycle, so units are shared between instructions):
//   stage 0 (before register 1): valhall_fp_ctrl (the control word), valhall_fp_operands
//     (lane selection, FTZ flush, abs, neg), the inputs of the pipelined shared units, and the
//     results of the short operations (compares, CSEL, min/max, FPCLASS, FREXP, LDEXP, CUBE*,
//     FRSQ, FSINCOS_OFFSET), which travel in a delay line beside the units.
//   shared units, NumPipeRegs registers each (their own cut points): the scaled binary32 FMA
//     (valhall_fp_fma32), two binary16 FMAs (v2f16 lanes), two fp_cvt (lane 0 / lane 1), the
//     binary32 divider and two binary16 dividers (fp_div), and fp_sfu.
//   output (after the last register): select, 16-bit saturation of V2F16_TO_V2S16/V2U16,
//     result flush and clamp (valhall_fp_result).
// Latency: NumPipeRegs (0..5: fp_fma's range 0..4, and at 5 an input register in front of the
// FMAs; one more each with OperandReg and with SelectReg).
// OperandReg (compact): register 1 follows the control word and the operand read, so that they
// and a unit's first stage are not one cycle (on the ECP5 the operand read into the binary32
// multiplier was the compact pipeline's 43 ns critical path). Everything after it (the units,
// with NumPipeRegs - 1 registers, the short operations, the iterative units of Compact) reads
// the registered values; Compact's iterative work then holds stage 1 instead of the input.
//
// FTZ: ftz_i is execute.h's FtzMode (0 Preserve, 1 Flush32: binary32 only, 2 Flush32And16,
// 3 Abrupt = Flush32And16 by P3).
module valhall_fp_lane #(
  parameter int unsigned NumPipeRegs = 3,
  // 0: unrolled dividers, combinational FRSQ and the pipelined SFU, one instruction per cycle;
  // 1: one iterative divider/root (fp_divsqrt_iter) and one sequenced SFU (fp_sfu_iter), run
  // on the stage-0 operands while the input is held (rtl/valhall/README.md "Configurations").
  parameter int unsigned Compact     = 0,
  parameter int unsigned OperandReg  = 0,
  // SelectReg (compact): the last register follows the selection of the units' results, so that
  // a unit's output stage (the binary32 FMA's rounding), the selection, valhall_fp_result and
  // the pipeline's write-mask merge are not one cycle (on the ECP5 they were the compact
  // pipeline's 30.5 ns path). The units then have NumPipeRegs - SelectReg registers.
  parameter int unsigned SelectReg   = 0
) (
  input  logic                                  clk_i,
  input  logic                                  rst_ni,
  input  logic [NumPipeRegs:0]                  reg_en_i,
  input  logic [63:0]                           instr_i,
  input  logic [valhall_pkg::INS_BITS-1:0]      ins_i,
  input  logic [valhall_pkg::NUM_MODS*4-1:0]    mod_i,
  input  logic [valhall_pkg::NUM_IMMS*32-1:0]   imm_i,
  input  logic [valhall_pkg::MAX_SRCS*4-1:0]    src_swizzle_i,
  input  logic [valhall_pkg::MAX_SRCS-1:0]      src_neg_i,
  input  logic [valhall_pkg::MAX_SRCS-1:0]      src_abs_i,
  input  logic [valhall_pkg::MAX_SRCS*64-1:0]   src_i,
  input  logic [1:0]                            ftz_i,
  // Compact: stage OperandReg holds an instruction (valid_i); it must wait (hold_o) while the
  // iterative units work.
  input  logic                                  valid_i,
  output logic                                  hold_o,
  output logic [63:0]                           result_o,
  output logic                                  flag_o
);


  // ===============================================================================================
  // Control word
  // ===============================================================================================
  // The control word at stage 0 (_s0); the names without the suffix are after OperandReg.
  fp_pkg::roundmode_e rm_s0, fma_rm_s0;
  logic [1:0]         clamp_field_s0, result_type_s0;
  logic [2:0]         cond_field_s0;
  logic               and_field_s0, sqrt_field_s0, log_field_s0;
  valhall_fp_pkg::out_sel_e           out_sel_s0;
  valhall_fp_pkg::comb_sel_e          comb_sel_s0;
  logic               res_v2_s0, res_flush_s0, flush_en, swz_identity, imm_operand_s0, f16_form_s0;
  logic               frexp_exp_s0, minmax_max_s0, cubeface1_s0, cube_sel_s0, cube_tsel_s0;
  fp_pkg::fp_op_e     fma_op_s0, cvt_op_s0;
  valhall_fp_pkg::rscale_e            rscale_s0;
  logic               rscale16_s0;
  fp_pkg::fp_fmt_e    cvt_src_fmt_s0, cvt_dst_fmt_s0;
  valhall_fp_pkg::cvt_in_e            cvt_in_s0;
  logic               cvt_signed_s0;
  valhall_fp_pkg::cvt_mode_e          cvt_mode_s0;
  logic               div_atan_s0;
  fp_pkg::sfu_op_e    sfu_op_s0;
  valhall_fp_pkg::sfu_in_e            sfu_in_s0;

  valhall_fp_ctrl u_ctrl (
    .ins_i,
    .mod_i,
    .rm_o           (rm_s0),
    .clamp_o        (clamp_field_s0),
    .cond_o         (cond_field_s0),
    .and_o          (and_field_s0),
    .result_type_o  (result_type_s0),
    .sqrt_o         (sqrt_field_s0),
    .log_o          (log_field_s0),
    .out_sel_o      (out_sel_s0),
    .comb_sel_o     (comb_sel_s0),
    .res_v2_o       (res_v2_s0),
    .res_flush_o    (res_flush_s0),
    .flush_en_o     (flush_en),
    .swz_identity_o (swz_identity),
    .imm_operand_o  (imm_operand_s0),
    .f16_form_o     (f16_form_s0),
    .frexp_exp_o    (frexp_exp_s0),
    .minmax_max_o   (minmax_max_s0),
    .cubeface1_o    (cubeface1_s0),
    .cube_sel_o     (cube_sel_s0),
    .cube_tsel_o    (cube_tsel_s0),
    .fma_op_o       (fma_op_s0),
    .fma_rm_o       (fma_rm_s0),
    .rscale_o       (rscale_s0),
    .rscale16_o     (rscale16_s0),
    .cvt_op_o       (cvt_op_s0),
    .cvt_src_fmt_o  (cvt_src_fmt_s0),
    .cvt_dst_fmt_o  (cvt_dst_fmt_s0),
    .cvt_in_o       (cvt_in_s0),
    .cvt_signed_o   (cvt_signed_s0),
    .cvt_mode_o     (cvt_mode_s0),
    .div_atan_o     (div_atan_s0),
    .sfu_op_o       (sfu_op_s0),
    .sfu_in_o       (sfu_in_s0)
  );

  logic ftz32_s0, ftz16_s0;
  assign ftz32_s0 = (ftz_i != 2'd0) & flush_en;
  assign ftz16_s0 = ftz_i[1] & flush_en;

  // ===============================================================================================
  // Operand read (execute.h "Operand read order": lane selection, flush, abs, neg)
  // ===============================================================================================
  // (flat vectors throughout: Yosys 0.23 turns unpacked arrays into memories)
  logic [31:0] raw0_s0, raw1_s0, raw2_s0, raw3_s0;
  assign raw0_s0 = src_i[0*64 +: 32];
  assign raw1_s0 = src_i[1*64 +: 32];
  assign raw2_s0 = src_i[2*64 +: 32];
  assign raw3_s0 = src_i[3*64 +: 32];

  logic [31:0] xa_s0, xb_s0, xc_s0;  // sources 0..2, binary32 view
  logic [31:0] ha_s0, hb_s0, hc_s0;  // sources 0..2 as {lane 1, lane 0} binary16 lanes
  valhall_fp_operands u_operands (
    .src_i          ({raw2_s0, raw1_s0, raw0_s0}),
    .swizzle_i      (src_swizzle_i[11:0]),
    .abs_i          (src_abs_i[2:0]),
    .neg_i          (src_neg_i[2:0]),
    .ftz32_i        (ftz32_s0),
    .ftz16_i        (ftz16_s0),
    .swz_identity_i (swz_identity),
    .x_o            ({xc_s0, xb_s0, xa_s0}),
    .h_o            ({hc_s0, hb_s0, ha_s0})
  );

  // ===============================================================================================
  // Register 1 when OperandReg: the control word and the operands; the names without _s0 are
  // after it
  // ===============================================================================================
  localparam int unsigned CoreRegs = NumPipeRegs - SelectReg;   // up to the selection
  logic [CoreRegs:0] core_en;
  assign core_en = reg_en_i[CoreRegs:0];
  localparam int unsigned UnitRegs = CoreRegs - OperandReg;  // the units' registers
  logic [UnitRegs:0] unit_en;                                    // and their enables
  assign unit_en = core_en[CoreRegs:OperandReg];

  fp_pkg::roundmode_e rm, fma_rm;
  logic [1:0]         clamp_field, result_type;
  logic [2:0]         cond_field;
  logic               and_field, sqrt_field, log_field, res_v2, res_flush, imm_operand, f16_form;
  logic               frexp_exp, minmax_max, cubeface1, cube_sel, cube_tsel, rscale16, cvt_signed;
  logic               div_atan;
  valhall_fp_pkg::out_sel_e out_sel;
  valhall_fp_pkg::comb_sel_e comb_sel;
  fp_pkg::fp_op_e     fma_op, cvt_op;
  valhall_fp_pkg::rscale_e rscale;
  fp_pkg::fp_fmt_e    cvt_src_fmt, cvt_dst_fmt;
  valhall_fp_pkg::cvt_in_e cvt_in;
  valhall_fp_pkg::cvt_mode_e cvt_mode;
  fp_pkg::sfu_op_e    sfu_op;
  valhall_fp_pkg::sfu_in_e sfu_in;
  logic               ftz32, ftz16;
  logic [31:0]        xa, xb, xc, ha, hb, hc;
  logic [31:0]        raw0, raw1, raw2, raw3, imm_const;
  logic [1:0]         ftz;
  logic [3:0]         swizzle0;
  // Enum fields cross the register as bits (_bits) and are cast back.
  logic [2:0]         rm_bits, out_sel_bits, fma_rm_bits, cvt_in_bits, sfu_op_bits;
  logic [3:0]         comb_sel_bits, fma_op_bits, cvt_op_bits;
  logic [1:0]         rscale_bits, cvt_mode_bits, sfu_in_bits;
  logic [0:0]         cvt_src_fmt_bits, cvt_dst_fmt_bits;
  // The operand views (x*, h*) and everything else (control word, ftz32/16, raw0..3, the
  // constant, ftz, swizzle0) in two vectors: without a register (OperandReg 0) one vector that
  // held both the operand read's inputs and its outputs would look circular to Verilator.
  localparam int unsigned CtrlRegW = 57 + 2 + 5 * 32 + 2 + 4;  // control word: 57 bits
  logic [6*32-1:0]    view_d, view_q;
  logic [CtrlRegW-1:0] ctrl_d, ctrl_q;
  assign view_d = {xa_s0, xb_s0, xc_s0, ha_s0, hb_s0, hc_s0};
  assign ctrl_d = {rm_s0, clamp_field_s0, cond_field_s0, and_field_s0, result_type_s0,
                   sqrt_field_s0, log_field_s0, out_sel_s0, comb_sel_s0, res_v2_s0, res_flush_s0,
                   imm_operand_s0, f16_form_s0, frexp_exp_s0, minmax_max_s0, cubeface1_s0,
                   cube_sel_s0, cube_tsel_s0, fma_op_s0, fma_rm_s0, rscale_s0, rscale16_s0,
                   cvt_op_s0, cvt_src_fmt_s0, cvt_dst_fmt_s0, cvt_in_s0, cvt_signed_s0,
                   cvt_mode_s0, div_atan_s0, sfu_op_s0, sfu_in_s0, ftz32_s0, ftz16_s0, raw0_s0,
                   raw1_s0, raw2_s0, raw3_s0, imm_i[valhall_pkg::IMM_ID_CONSTANT*32 +: 32],
                   ftz_i, src_swizzle_i[3:0]};
  pipe_delay #(.Width(6 * 32), .Stages(OperandReg)) u_view_reg (
    .clk_i, .reg_en_i(core_en[OperandReg:0]), .d_i(view_d), .q_o(view_q));
  pipe_delay #(.Width(CtrlRegW), .Stages(OperandReg)) u_ctrl_reg (
    .clk_i, .reg_en_i(core_en[OperandReg:0]), .d_i(ctrl_d), .q_o(ctrl_q));
  assign {xa, xb, xc, ha, hb, hc} = view_q;
  assign {rm_bits, clamp_field, cond_field, and_field, result_type, sqrt_field, log_field,
          out_sel_bits, comb_sel_bits, res_v2, res_flush, imm_operand, f16_form, frexp_exp,
          minmax_max, cubeface1, cube_sel, cube_tsel, fma_op_bits, fma_rm_bits, rscale_bits,
          rscale16, cvt_op_bits, cvt_src_fmt_bits, cvt_dst_fmt_bits, cvt_in_bits, cvt_signed,
          cvt_mode_bits, div_atan, sfu_op_bits, sfu_in_bits, ftz32, ftz16, raw0, raw1, raw2, raw3,
          imm_const, ftz, swizzle0} = ctrl_q;
  assign rm = fp_pkg::roundmode_e'(rm_bits);
  assign out_sel = valhall_fp_pkg::out_sel_e'(out_sel_bits);
  assign comb_sel = valhall_fp_pkg::comb_sel_e'(comb_sel_bits);
  assign fma_op = fp_pkg::fp_op_e'(fma_op_bits);
  assign fma_rm = fp_pkg::roundmode_e'(fma_rm_bits);
  assign rscale = valhall_fp_pkg::rscale_e'(rscale_bits);
  assign cvt_op = fp_pkg::fp_op_e'(cvt_op_bits);
  assign cvt_src_fmt = fp_pkg::fp_fmt_e'(cvt_src_fmt_bits);
  assign cvt_dst_fmt = fp_pkg::fp_fmt_e'(cvt_dst_fmt_bits);
  assign cvt_in = valhall_fp_pkg::cvt_in_e'(cvt_in_bits);
  assign cvt_mode = valhall_fp_pkg::cvt_mode_e'(cvt_mode_bits);
  assign sfu_op = fp_pkg::sfu_op_e'(sfu_op_bits);
  assign sfu_in = valhall_fp_pkg::sfu_in_e'(sfu_in_bits);

  // FADD_IMM's constant W[39:8], flushed as a float operand.
  logic [31:0] imm_flushed32;
  assign imm_flushed32 = (ftz32 && imm_const[30:23] == '0) ? {imm_const[31], 31'd0} : imm_const;

  // ===============================================================================================
  // Shared units
  // ===============================================================================================
  // binary32 FMA with the FMA_RSCALE scale (result after UnitRegs, rounded).
  logic [31:0] fma32_out;
  valhall_fp_fma32 #(.NumPipeRegs(UnitRegs)) u_fma32 (
    .clk_i,
    .rst_ni,
    .reg_en_i   (unit_en),
    .op_i       (fma_op),
    .rnd_mode_i (fma_rm),
    .a_i        (xa),
    .b_i        (imm_operand ? imm_flushed32 : xb),
    .c_i        (xc),
    .rscale_i   (rscale),
    .rscale16_i (rscale16),
    .d_i        (raw3),
    .result_o   (fma32_out)
  );

  // binary16 FMAs (v2f16 lanes).
  logic [31:0] fma16_result;
  for (genvar j = 0; j < 2; j++) begin : gen_fma16
    logic [15:0] imm_half, b16;
    logic [4:0]  unused_status16;
    assign imm_half = imm_const[16*j +: 16];
    assign b16 = imm_operand ? ((ftz16 && imm_half[14:10] == '0) ? {imm_half[15], 15'd0}
                                                                  : imm_half)
                             : hb[16*j +: 16];
    // Beyond fp_fma's four registers, input registers (as valhall_fp_fma32's InputReg).
    localparam int unsigned InRegs = (UnitRegs > 4) ? UnitRegs - 4 : 0;
    localparam int unsigned OpW    = 4;  // fp_pkg::fp_op_e, roundmode_e (Yosys reads no $bits of
    localparam int unsigned RmW    = 3;  // a type)
    logic [OpW-1:0] op16_bits;
    logic [RmW-1:0] rm16_bits;
    logic [15:0]    a16_r, b16_r, c16_r;
    pipe_delay #(.Width(OpW + RmW + 48), .Stages(InRegs)) u_input_reg (
      .clk_i,
      .reg_en_i (unit_en[InRegs:0]),
      .d_i      ({fma_op, fma_rm, ha[16*j +: 16], b16, hc[16*j +: 16]}),
      .q_o      ({op16_bits, rm16_bits, a16_r, b16_r, c16_r})
    );
    fp_pkg::fp_op_e     op16;
    fp_pkg::roundmode_e rm16;
    assign op16 = fp_pkg::fp_op_e'(op16_bits);
    assign rm16 = fp_pkg::roundmode_e'(rm16_bits);
    fp_fma #(.ExpBits(5), .ManBits(10), .NumPipeRegs(UnitRegs - InRegs)) u_fma16 (
      .clk_i,
      .rst_ni,
      .reg_en_i        (unit_en[UnitRegs:InRegs]),
      .op_i            (op16),
      .rnd_mode_i      (rm16),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .a_i             (a16_r),
      .b_i             (b16_r),
      .c_i             (c16_r),
      .result_o        (fma16_result[16*j +: 16]),
      .status_o        (unused_status16)
    );
  end

  // Conversions: fp_cvt for lane 0 (every conversion) and lane 1 (the v2 forms).
  logic [63:0] cvt_a;
  valhall_fp_cvt_operand u_cvt_operand (
    .a_raw_i   (raw0),
    .swizzle_i (swizzle0),
    .signed_i  (cvt_signed),
    .cvt_in_i  (cvt_in),
    .xa_i      (xa),
    .xb_i      (xb),
    .ha_i      (ha),
    .a_o       (cvt_a)
  );

  logic [63:0] cvt_result;
  for (genvar j = 0; j < 2; j++) begin : gen_cvt
    logic [4:0] unused_status_cvt;
    fp_cvt #(.NumPipeRegs(UnitRegs)) u_cvt (
      .clk_i,
      .rst_ni,
      .reg_en_i   (unit_en),
      .op_i            (cvt_op),
      .src_fmt_i       (cvt_src_fmt),
      .dst_fmt_i       (cvt_dst_fmt),
      .rnd_mode_i      (rm),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .rint_exact_i    (1'b0),
      .a_i             (cvt_a[32*j +: 32]),
      .result_o        (cvt_result[32*j +: 32]),
      .status_o        (unused_status_cvt)
    );
  end

  // SFU and its arguments.
  logic [31:0] angle_t, sixteenth, fexp_arg;
  valhall_fp_angle u_angle (.k_i(raw0[5:0]), .t_o(angle_t));
  valhall_fp_exp_arg u_exp_arg (
    .a_i         (raw0),
    .b_i         (xb),
    .table_arg_o (sixteenth),
    .fexp_arg_o  (fexp_arg)
  );

  logic [31:0] sfu_a;
  always_comb begin
    unique case (sfu_in)
      valhall_fp_pkg::SFU_IN_ANGLE:     sfu_a = angle_t;
      valhall_fp_pkg::SFU_IN_SIXTEENTH: sfu_a = sixteenth;
      valhall_fp_pkg::SFU_IN_FEXP:      sfu_a = fexp_arg;
      default:          sfu_a = xa;
    endcase
  end

  // Division (FRCP = 1/A, FATAN_ASSIST = A/B, RNE), FRSQ and the SFU: results at the output
  // (div32_result, div16_result, sfu_result) and FRSQ's at stage 0 (rsq32_r, rsq16_r).
  logic [31:0] div32_result, div16_result, sfu_result, rsq32_r, rsq16_r;
  logic [4:0]  unused_status_div32;

  if (Compact == 0) begin : g_unrolled
    logic unused_compact;
    assign unused_compact = valid_i;
    assign hold_o = 1'b0;
    // Division (FRCP = 1/A, FATAN_ASSIST = A/B, RNE).
    fp_div #(.ExpBits(8), .ManBits(23), .NumPipeRegs(UnitRegs)) u_div32 (
      .clk_i,
      .rst_ni,
      .reg_en_i   (unit_en),
      .rnd_mode_i      (fp_pkg::RNE),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .a_i             (div_atan ? xa : 32'h3F80_0000),
      .b_i             (div_atan ? xb : xa),
      .result_o        (div32_result),
      .status_o        (unused_status_div32)
    );

    for (genvar j = 0; j < 2; j++) begin : gen_div16
      logic [4:0] unused_status_div16;
      fp_div #(.ExpBits(5), .ManBits(10), .NumPipeRegs(UnitRegs)) u_div16 (
        .clk_i,
        .rst_ni,
        .reg_en_i   (unit_en),
        .rnd_mode_i      (fp_pkg::RNE),
        .ftz_i           (1'b0),
        .nan_propagate_i (1'b0),
        .a_i             (16'h3C00),
        .b_i             (ha[16*j +: 16]),
        .result_o        (div16_result[16*j +: 16]),
        .status_o        (unused_status_div16)
      );
    end

    fp_sfu #(.NumPipeRegs(UnitRegs)) u_sfu (
      .clk_i,
      .rst_ni,
      .reg_en_i   (unit_en),
      .op_i            (sfu_op),
      .nan_propagate_i (1'b0),
      .a_i             (sfu_a),
      .b_i             (32'd0),
      .result_o        (sfu_result)
    );


    fp_rsq #(.ExpBits(8), .ManBits(23)) u_rsq32 (.a_i(xa), .result_o(rsq32_r));
    for (genvar j = 0; j < 2; j++) begin : gen_rsq16
      fp_rsq #(.ExpBits(5), .ManBits(10)) u_rsq16 (
        .a_i(ha[16*j +: 16]), .result_o(rsq16_r[16*j +: 16]));
    end
  end else begin : g_iterative
    // The job list of the instruction at stage 0 (at most one of these kinds): FRCP/FATAN_ASSIST
    // (one binary32 division), the v2f16 FRCP (two binary16 divisions), FRSQ (one binary32 or
    // two binary16 roots); the SFU beside it. Cleared when the input is accepted.
    logic need_div32, need_div16, need_rsq, need_sfu, half;
    assign need_div32 = out_sel == valhall_fp_pkg::OUT_SEL_DIV32;
    assign need_div16 = out_sel == valhall_fp_pkg::OUT_SEL_DIV16;
    assign need_rsq   = (out_sel == valhall_fp_pkg::OUT_SEL_COMB) &
                        (comb_sel == valhall_fp_pkg::COMB_RSQ);
    assign need_sfu   = out_sel == valhall_fp_pkg::OUT_SEL_SFU;
    assign half       = need_div16 | (need_rsq & f16_form);

    logic [1:0] num_jobs;
    assign num_jobs = (need_div32 | need_rsq | need_div16) ? (half ? 2'd2 : 2'd1) : 2'd0;

    logic [1:0]  job_q;
    logic        cur_q, busy_q, sfu_started_q, sfu_done_q;
    logic [31:0] iter_q, sfu_q;

    logic        div_in_valid, div_in_ready, div_out_valid;
    logic [31:0] div_a, div_b, div_res;
    logic [4:0]  unused_status_iter;
    assign div_in_valid = valid_i & ~busy_q & (job_q < num_jobs);
    always_comb begin
      if (need_div32) begin
        div_a = div_atan ? xa : 32'h3F80_0000;
        div_b = div_atan ? xb : xa;
      end else if (need_div16) begin
        div_a = 32'h0000_3C00;
        div_b = {16'd0, ha[16*job_q[0] +: 16]};
      end else begin
        div_a = half ? {16'd0, ha[16*job_q[0] +: 16]} : xa;
        div_b = 32'd0;
      end
    end
    fp_divsqrt_iter u_divsqrt (
      .clk_i, .rst_ni, .in_valid_i(div_in_valid), .in_ready_o(div_in_ready),
      .op_i(need_rsq ? 2'd2 : 2'd0), .fmt_i(half), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
      .nan_propagate_i(1'b0), .a_i(div_a), .b_i(div_b), .out_valid_o(div_out_valid),
      .out_ready_i(1'b1), .result_o(div_res), .status_o(unused_status_iter));

    logic        sfu_in_valid, sfu_in_ready, sfu_out_valid;
    logic [31:0] sfu_res;
    assign sfu_in_valid = valid_i & need_sfu & ~sfu_started_q;
    fp_sfu_iter u_sfu (
      .clk_i, .rst_ni, .in_valid_i(sfu_in_valid), .in_ready_o(sfu_in_ready), .op_i(sfu_op),
      .nan_propagate_i(1'b0), .a_i(sfu_a), .b_i(32'd0), .out_valid_o(sfu_out_valid),
      .out_ready_i(1'b1), .result_o(sfu_res));

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        job_q         <= 2'd0;
        cur_q         <= 1'b0;
        busy_q        <= 1'b0;
        sfu_started_q <= 1'b0;
        sfu_done_q    <= 1'b0;
      end else if (core_en[OperandReg]) begin  // a new instruction enters the stage
        job_q         <= 2'd0;
        busy_q        <= 1'b0;
        sfu_started_q <= 1'b0;
        sfu_done_q    <= 1'b0;
      end else begin
        if (div_in_valid && div_in_ready) begin
          job_q  <= job_q + 2'd1;
          cur_q  <= job_q[0];
          busy_q <= 1'b1;
        end else if (div_out_valid) begin
          busy_q <= 1'b0;
        end
        if (sfu_in_valid && sfu_in_ready) sfu_started_q <= 1'b1;
        if (sfu_out_valid) sfu_done_q <= 1'b1;
      end
    end
    // Results: data registers, no reset (the hold guards them).
    always_ff @(posedge clk_i) begin
      if (div_out_valid) begin
        if (half) begin
          iter_q[16*cur_q +: 16] <= div_res[15:0];
        end else begin
          iter_q <= div_res;
        end
      end
      if (sfu_out_valid) sfu_q <= sfu_res;
    end
    logic unused_div_res;
    assign unused_div_res = ^div_res[31:16];

    assign hold_o = valid_i & ~((job_q >= num_jobs) & ~busy_q & (~need_sfu | sfu_done_q));

    // FRSQ's result is a stage-0 value (it travels in the delay line); the others are read
    // at the output.
    assign rsq32_r = iter_q;
    assign rsq16_r = iter_q;
    logic [31:0] iter_out, sfu_out;
    pipe_delay #(.Width(64), .Stages(UnitRegs)) u_iter_out (
      .clk_i, .reg_en_i(unit_en), .d_i({iter_q, sfu_q}), .q_o({iter_out, sfu_out}));
    assign div32_result = iter_out;
    assign div16_result = iter_out;
    assign sfu_result   = sfu_out;
    assign unused_status_div32 = 5'd0;
  end

  // ===============================================================================================
  // Cut (register 1 when CoreRegs >= 1): the operations below (min/max, compare conditions,
  // class, frexp/ldexp, cube, and the FRSQ/angle results) work on registered operands, so the
  // operand read and these operations are not one cycle (on the ECP5, stage 0 of the pipeline
  // was an 84 ns path).
  // ===============================================================================================
  localparam int unsigned CutRegs = (OperandReg == 0 && CoreRegs >= 1) ? 1 : 0;
  // The stage of the short operations: 1 (after u_cut or after the operand register) or 0.
  localparam int unsigned ShortStage = OperandReg + CutRegs;
  // A register between the short operations and their selection when the pipeline has room
  // (ShortSplit; below), and the selection's stage.
  localparam int unsigned ShortSplit = (CoreRegs >= ShortStage + 3) ? 1 : 0;
  localparam int unsigned ShortMux   = ShortStage + ShortSplit;
  // xa, xb, xc, ha, hb, raw1..raw3, rsq32_r, rsq16_r, angle_t; comb_sel (4), rm (3), 2-bit
  // result_type, 3-bit cond_field and 9 single-bit fields.
  localparam int unsigned CutW = 11 * 32 + 4 + 3 + 2 + 3 + 9;
  logic [CutW-1:0] cut_d, cut_q;
  assign cut_d = {xa, xb, xc, ha, hb, raw1, raw2, raw3, rsq32_r, rsq16_r, angle_t, comb_sel, rm,
                  result_type, cond_field, minmax_max, cubeface1, and_field, sqrt_field,
                  log_field, cube_sel, cube_tsel, f16_form, frexp_exp};
  pipe_delay #(.Width(CutW), .Stages(CutRegs)) u_cut (
    .clk_i,
    .reg_en_i (core_en[CutRegs:0]),
    .d_i      (cut_d),
    .q_o      (cut_q)
  );
  logic [31:0] xa_1, xb_1, xc_1, ha_1, hb_1, raw1_1, raw2_1, raw3_1, rsq32_r_1, rsq16_r_1;
  logic [31:0] angle_t_1;
  logic [3:0]  comb_sel_bits_1;
  logic [2:0]  rm_bits_1, cond_field_1;
  logic [1:0]  result_type_1;
  logic        minmax_max_1, cubeface1_1, and_field_1, sqrt_field_1, log_field_1, cube_sel_1;
  logic        cube_tsel_1, f16_form_1, frexp_exp_1;
  assign {xa_1, xb_1, xc_1, ha_1, hb_1, raw1_1, raw2_1, raw3_1, rsq32_r_1, rsq16_r_1, angle_t_1,
          comb_sel_bits_1, rm_bits_1, result_type_1, cond_field_1, minmax_max_1, cubeface1_1,
          and_field_1, sqrt_field_1, log_field_1, cube_sel_1, cube_tsel_1, f16_form_1,
          frexp_exp_1} = cut_q;
  fp_pkg::roundmode_e        rm_1;
  assign rm_1       = fp_pkg::roundmode_e'(rm_bits_1);

  // ===============================================================================================
  // Operations without a unit of their own: after register 1 (names _1)
  // ===============================================================================================
  // Min/max (fp_cmp, minNum/maxNum with -0 < +0); CUBEFACE1 chains two maxima of |X|, |Y|, |Z|.
  // With a register after this stage (CubeSplit), the second maximum comes after it: the two
  // chained comparisons in one cycle were the compact pipeline's 39.7 ns path on the ECP5.
  localparam int unsigned CubeSplit = (CoreRegs > ShortMux) ? 1 : 0;
  logic [31:0] mm_a, mm_b, mm32_first, mm32_second, mm32_result, cube_max_a, cube_max_z;
  logic [4:0]  unused_status_mm1, unused_status_mm2;
  fp_pkg::fp_op_e mm_op;
  assign mm_op = minmax_max_1 ? fp_pkg::OP_MAX : fp_pkg::OP_MIN;
  assign mm_a  = cubeface1_1 ? {1'b0, xa_1[30:0]} : xa_1;
  assign mm_b  = cubeface1_1 ? {1'b0, xb_1[30:0]} : xb_1;
  fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0)) u_minmax32 (
    .clk_i,
    .rst_ni,
    .reg_en_i              (core_en[0]),
    .op_i                  (mm_op),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b1),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (mm_a),
    .b_i                   (mm_b),
    .result_o              (mm32_first),
    .status_o              (unused_status_mm1)
  );
  fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0)) u_max_cube (
    .clk_i,
    .rst_ni,
    .reg_en_i              (core_en[0]),
    .op_i                  (fp_pkg::OP_MAX),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b1),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (cube_max_a),
    .b_i                   (cube_max_z),
    .result_o              (mm32_second),
    .status_o              (unused_status_mm2)
  );

  logic [31:0] mm16_result;
  for (genvar j = 0; j < 2; j++) begin : gen_minmax16
    logic [4:0] unused_status_mm16;
    fp_cmp #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0)) u_minmax16 (
      .clk_i,
      .rst_ni,
      .reg_en_i              (core_en[0]),
      .op_i                  (mm_op),
      .cmp_cond_i            (fp_pkg::CMP_EQ),
      .cmp_unordered_i       (1'b0),
      .minmax_zero_ordered_i (1'b1),
      .ftz_i                 (1'b0),
      .nan_propagate_i       (1'b0),
      .a_i                   (ha_1[16*j +: 16]),
      .b_i                   (hb_1[16*j +: 16]),
      .result_o              (mm16_result[16*j +: 16]),
      .status_o              (unused_status_mm16)
    );
  end

  // Compare conditions (FCMP, CSEL, DISCARD) and the FCMP results.
  logic       cond32;
  logic [1:0] cond16;
  valhall_fp_cond #(.ExpBits(8), .ManBits(23)) u_cond32 (
    .a_i(xa_1), .b_i(xb_1), .cond_i(cond_field_1), .result_o(cond32));
  for (genvar j = 0; j < 2; j++) begin : gen_cond16
    valhall_fp_cond #(.ExpBits(5), .ManBits(10)) u_cond16 (
      .a_i(ha_1[16*j +: 16]), .b_i(hb_1[16*j +: 16]), .cond_i(cond_field_1), .result_o(cond16[j]));
  end

  logic [31:0] fcmp32_value, fcmp16_value;
  valhall_fp_cmp_result #(.Width(32), .One(32'h3F80_0000)) u_fcmp32 (
    .cond_i        (cond32),
    .c_i           (raw2_1),
    .and_i         (and_field_1),
    .result_type_i (result_type_1),
    .result_o      (fcmp32_value)
  );
  for (genvar j = 0; j < 2; j++) begin : gen_fcmp16
    valhall_fp_cmp_result #(.Width(16), .One(16'h3C00)) u_fcmp16 (
      .cond_i        (cond16[j]),
      .c_i           (raw2_1[16*j +: 16]),
      .and_i         (and_field_1),
      .result_type_i (result_type_1),
      .result_o      (fcmp16_value[16*j +: 16])
    );
  end

  // FPCLASS (P18), never flushed (flush_en = 0).
  logic [9:0]  class32;
  logic [19:0] class16;
  valhall_fp_class #(.ExpBits(8), .ManBits(23)) u_class32 (.a_i(xa_1), .class_o(class32));
  for (genvar j = 0; j < 2; j++) begin : gen_class16
    valhall_fp_class #(.ExpBits(5), .ManBits(10)) u_class16 (
      .a_i(ha_1[16*j +: 16]), .class_o(class16[10*j +: 10]));
  end

  // FREXP (f32 and two f16 lanes), LDEXP, FRSQ.
  logic [31:0] frexp32_m, frexp32_e, ldexp32_r;
  logic [31:0] frexp16_m, ldexp16_r;
  logic [63:0] frexp16_e;
  valhall_fp_frexp #(.ExpBits(8), .ManBits(23)) u_frexp32 (
    .a_i(xa_1), .sqrt_i(sqrt_field_1), .log_i(log_field_1), .m_o(frexp32_m), .e_o(frexp32_e));
  // LDEXP is two halves when ShortSplit: its rounding after the split register.
  valhall_fp_ldexp #(.ExpBits(8), .ManBits(23), .Regs(ShortSplit)) u_ldexp32 (
    .clk_i, .reg_en_i(core_en[ShortMux:ShortStage]), .a_i(xa_1), .n_i(raw1_1),
    .rnd_mode_i(rm_1), .result_o(ldexp32_r));
  for (genvar j = 0; j < 2; j++) begin : gen_lane16
    valhall_fp_frexp #(.ExpBits(5), .ManBits(10)) u_frexp16 (
      .a_i(ha_1[16*j +: 16]), .sqrt_i(sqrt_field_1), .log_i(log_field_1), .m_o(frexp16_m[16*j +: 16]),
      .e_o(frexp16_e[32*j +: 32]));
    valhall_fp_ldexp #(.ExpBits(5), .ManBits(10), .Regs(ShortSplit)) u_ldexp16 (
      .clk_i, .reg_en_i(core_en[ShortMux:ShortStage]), .a_i(ha_1[16*j +: 16]), .n_i({{16{raw1_1[16*j+15]}}, raw1_1[16*j +: 16]}), .rnd_mode_i(rm_1),
      .result_o(ldexp16_r[16*j +: 16]));
  end

  // CUBEFACE2 and CUBE_SSEL/TSEL (P20).
  logic [31:0] cube_value;
  valhall_fp_cube u_cube (
    .a_i      (xa_1),
    .b_i      (xb_1),
    .c_i      (xc_1),
    .face_i   (raw2_1[2:0]),
    .sel_i    (cube_sel_1),
    .tsel_i   (cube_tsel_1),
    .result_o (cube_value)
  );

  // The short operations' results, registered before their selection (ShortSplit) when the
  // pipeline has the registers: the units and the selection in one cycle were the compact
  // pipeline's 38.9 ns path on the ECP5. Each group is narrowed to one value first (f32 or f16
  // form, FREXP's mantissa or exponent, CSEL's choice).
  logic [31:0] csel32_value, csel16_value, frexp_value, rsq_value;
  assign csel32_value = cond32 ? raw2_1 : raw3_1;
  assign csel16_value = {cond16[1] ? raw2_1[31:16] : raw3_1[31:16],
                         cond16[0] ? raw2_1[15:0] : raw3_1[15:0]};
  always_comb begin
    if (f16_form_1) begin
      frexp_value = frexp_exp_1 ? {frexp16_e[47:32], frexp16_e[15:0]} : frexp16_m;
    end else begin
      frexp_value = frexp_exp_1 ? frexp32_e : frexp32_m;
    end
  end
  assign rsq_value   = f16_form_1 ? rsq16_r_1 : rsq32_r_1;

  localparam int unsigned ShortW     = 10 * 32 + 10 + 20 + 4 + 1 + 1 + 1 + 31;
  logic [31:0] mm32_first_s, mm16_s, fcmp32_s, fcmp16_s, csel32_s, csel16_s, frexp_s, ldexp_s;
  // LDEXP's two halves span the split register (its result is at the selection's stage).
  assign ldexp_s = f16_form_s ? ldexp16_r : ldexp32_r;
  logic [31:0] rsq_s, cube_s, angle_s;
  logic [9:0]  class32_s;
  logic [19:0] class16_s;
  logic [3:0]  comb_sel_bits_s;
  logic        cond32_s, cubeface1_s, f16_form_s;
  logic [30:0] xc_abs_s;
  pipe_delay #(.Width(ShortW), .Stages(ShortSplit)) u_short_split (
    .clk_i,
    .reg_en_i (core_en[ShortMux:ShortStage]),
    .d_i      ({mm32_first, mm16_result, fcmp32_value, fcmp16_value, csel32_value, csel16_value,
                frexp_value, rsq_value, cube_value, angle_t_1, class32, class16, comb_sel_bits_1,
                cond32, cubeface1_1, f16_form_1, xc_1[30:0]}),
    .q_o      ({mm32_first_s, mm16_s, fcmp32_s, fcmp16_s, csel32_s, csel16_s, frexp_s, rsq_s,
                cube_s, angle_s, class32_s, class16_s, comb_sel_bits_s, cond32_s, cubeface1_s,
                f16_form_s, xc_abs_s})
  );

  // The short operations' result.
  valhall_fp_pkg::comb_sel_e comb_sel_s;
  assign comb_sel_s = valhall_fp_pkg::comb_sel_e'(comb_sel_bits_s);
  logic [31:0] comb_result;
  always_comb begin
    unique case (comb_sel_s)
      valhall_fp_pkg::COMB_MINMAX16: comb_result = mm16_s;
      valhall_fp_pkg::COMB_FCMP32:   comb_result = fcmp32_s;
      valhall_fp_pkg::COMB_FCMP16:   comb_result = fcmp16_s;
      valhall_fp_pkg::COMB_CSEL32:   comb_result = csel32_s;
      valhall_fp_pkg::COMB_CSEL16:   comb_result = csel16_s;
      valhall_fp_pkg::COMB_CLASS32:  comb_result = {22'd0, class32_s};
      valhall_fp_pkg::COMB_CLASS16:  comb_result = {6'd0, class16_s[19:10], 6'd0, class16_s[9:0]};
      valhall_fp_pkg::COMB_FREXP:    comb_result = frexp_s;
      valhall_fp_pkg::COMB_LDEXP:    comb_result = ldexp_s;
      valhall_fp_pkg::COMB_RSQ:      comb_result = rsq_s;
      valhall_fp_pkg::COMB_CUBE:     comb_result = cube_s;
      valhall_fp_pkg::COMB_OFFSET:   comb_result = angle_s;
      default:       comb_result = mm32_result;
    endcase
  end

  // ===============================================================================================
  // Delay lines: control and ftz from stage 0, the operations' result from register 1 (the
  // FMA32's controls travel inside it)
  // ===============================================================================================
  logic [2:0]  out_sel_q;   // out_sel_e
  logic [1:0]  cvt_mode_q;  // cvt_mode_e
  logic        res_v2_q, res_flush_q, discard_q;
  logic [1:0]  clamp_q, ftz_q;
  logic [31:0] comb_result_q;
  localparam int unsigned SideWidth = 3 + 1 + 1 + 2 + 2 + 2;
  logic [SideWidth-1:0] side_d, side_q;
  assign side_d = {out_sel, res_v2, res_flush, clamp_field, cvt_mode, ftz};

  pipe_delay #(.Width(SideWidth), .Stages(UnitRegs)) u_side (
    .clk_i,
    .reg_en_i   (unit_en),
    .d_i (side_d),
    .q_o (side_q)
  );
  // The operations' result from their stage on; with CubeSplit, CUBEFACE1's second maximum
  // (|Z| against the first, which comb_result then holds) follows the first register.
  if (CubeSplit != 0) begin : gen_cube_split
    logic [31:0] comb_next, z_abs_next, comb_after;
    logic        cond_next, cube_next;
    pipe_delay #(.Width(66), .Stages(1)) u_comb_first (
      .clk_i,
      .reg_en_i (core_en[ShortMux+1:ShortMux]),
      .d_i      ({comb_result, cond32_s, cubeface1_s, 1'b0, xc_abs_s}),
      .q_o      ({comb_next, cond_next, cube_next, z_abs_next})
    );
    assign mm32_result = mm32_first_s;
    assign cube_max_a  = comb_next;
    assign cube_max_z  = z_abs_next;
    assign comb_after  = cube_next ? mm32_second : comb_next;
    pipe_delay #(.Width(33), .Stages(CoreRegs - ShortMux - 1)) u_comb_side (
      .clk_i,
      .reg_en_i (core_en[CoreRegs:ShortMux+1]),
      .d_i      ({comb_after, cond_next}),
      .q_o      ({comb_result_q, discard_q})
    );
  end else begin : gen_cube_chain
    assign cube_max_a  = mm32_first_s;
    assign cube_max_z  = {1'b0, xc_abs_s};
    assign mm32_result = cubeface1_s ? mm32_second : mm32_first_s;
    pipe_delay #(.Width(33), .Stages(CoreRegs - ShortMux)) u_comb_side (
      .clk_i,
      .reg_en_i (core_en[CoreRegs:ShortMux]),
      .d_i      ({comb_result, cond32_s}),
      .q_o      ({comb_result_q, discard_q})
    );
  end

  assign {out_sel_q, res_v2_q, res_flush_q, clamp_q, cvt_mode_q, ftz_q} = side_q;

  // ===============================================================================================
  // Output stage
  // ===============================================================================================
  // Conversions: 16-bit saturation of the v2 float-to-integer forms.
  function automatic logic [15:0] sat_s16(input logic [31:0] v);
    sat_s16 = ($signed(v) > 32'sd32767)  ? 16'h7FFF :
              ($signed(v) < -32'sd32768) ? 16'h8000 : v[15:0];
  endfunction
  function automatic logic [15:0] sat_u16(input logic [31:0] v);
    sat_u16 = (v > 32'd65535) ? 16'hFFFF : v[15:0];
  endfunction
  logic [31:0] cvt_out;
  always_comb begin
    unique case (cvt_mode_q)
      valhall_fp_pkg::CVT_HALF:  cvt_out = {cvt_result[47:32], cvt_result[15:0]};
      valhall_fp_pkg::CVT_SAT_S: cvt_out = {sat_s16(cvt_result[63:32]), sat_s16(cvt_result[31:0])};
      valhall_fp_pkg::CVT_SAT_U: cvt_out = {sat_u16(cvt_result[63:32]), sat_u16(cvt_result[31:0])};
      default:   cvt_out = cvt_result[31:0];
    endcase
  end

  logic [31:0] selected;
  always_comb begin
    unique case (out_sel_q)
      valhall_fp_pkg::OUT_SEL_FMA32: selected = fma32_out;
      valhall_fp_pkg::OUT_SEL_FMA16: selected = fma16_result;
      valhall_fp_pkg::OUT_SEL_CVT:   selected = cvt_out;
      valhall_fp_pkg::OUT_SEL_DIV32: selected = div32_result;
      valhall_fp_pkg::OUT_SEL_DIV16: selected = div16_result;
      valhall_fp_pkg::OUT_SEL_SFU:   selected = sfu_result;
      default:       selected = comb_result_q;
    endcase
  end

  // SelectReg: the selected value and what valhall_fp_result and the flag read.
  logic [31:0] selected_r;
  logic        res_v2_r, res_flush_r, discard_r;
  logic [1:0]  ftz_r, clamp_r;
  pipe_delay #(.Width(32 + 1 + 1 + 1 + 2 + 2), .Stages(SelectReg)) u_select_reg (
    .clk_i,
    .reg_en_i (reg_en_i[NumPipeRegs -: SelectReg + 1]),
    .d_i      ({selected, res_v2_q, res_flush_q, discard_q, ftz_q, clamp_q}),
    .q_o      ({selected_r, res_v2_r, res_flush_r, discard_r, ftz_r, clamp_r})
  );

  logic [31:0] result32;
  valhall_fp_result u_result (
    .x_i      (selected_r),
    .v2_i     (res_v2_r),
    .flush_i  (res_flush_r),
    .ftz_i    (ftz_r),
    .clamp_i  (clamp_r),
    .result_o (result32)
  );

  assign result_o = {32'd0, result32};
  assign flag_o   = discard_r;

  logic unused;
  assign unused = ^{instr_i, imm_i, src_i[255:224], src_i[191:160], src_i[127:96],
                    src_i[63:32], src_swizzle_i[15:12], src_neg_i[3], src_abs_i[3],
                    unused_status_div32, unused_status_mm1, unused_status_mm2,
                    frexp16_e[31:16], frexp16_e[63:48]};

endmodule
