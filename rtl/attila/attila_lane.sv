// The datapath of one ATTILA lane (thread): every arithmetic unit an instruction may need, in a
// fixed-latency pipeline that every instruction crosses the same way, and the lane's outputs
// (golden/attila/execute.h is the contract; rtl/attila/README.md, "Micro-architecture", draws
// the stages). The instruction-level control comes from attila_pipeline at each pipeline point;
// the lane carries its own per-lane bits (gate, sample, boolean result).
//
// Pipeline points (register k loads on reg_en_i[k]; point P is the output of register P):
//   0    operands read (attila_pipeline), registered here by register 1
//   P1   multipliers (fp_fma OP_MUL), floor/convert (fp_cvt), compares (fp_cmp), integer ALU,
//        fixed-point multiply-add; dividers (fp_div) and the special-function unit (fp_sfu)
//        start here too, in parallel
//   PM   = P1 + MulRegs: selections (MIN/MAX/SGE/SLT/CMP/DST/LIT/FLR/ARL...), fixed point to
//        float, adder operands
//   PA1  = PM + AddRegs: adders (ADD, MAD's add, FRC/EXP.y, DDX/DDY, the first DP sum)
//   PA2, PA3: the second and third sums of DP3/DP4/DPH (two more adders, left to right)
//   PD   = P1 + DivRegs, PQ = PD + SqrtRegs (RSQ's sqrt of the quotient), PS = P1 + SfuRegs
//   PE   = Depth - 1 >= all of them: merge, saturate, mask, predicate gate
//   Depth: the output register.
module attila_lane #(
  parameter int unsigned FxFracBits = 8,
  parameter int unsigned MulRegs    = 2,
  parameter int unsigned AddRegs    = 2,
  parameter int unsigned DivRegs    = 4,
  parameter int unsigned SqrtRegs   = 4,
  parameter int unsigned SfuRegs    = 4,
  // attila_pipeline computes it from the unit depths; the default suits the defaults above.
  parameter int unsigned Depth      = 2 + MulRegs + 3 * AddRegs,
  parameter logic [31:0] CanonNaN   = 32'h7FC0_0000,
  parameter int unsigned AccW       = 1 + 32 + 2 * FxFracBits
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic [Depth:0]        reg_en_i,
  // Point 0: the lane's operands and per-lane control.
  input  logic [127:0]          a_i,         // op1 read (DDX/DDY: the subtraction's minuend)
  input  logic [127:0]          b_i,         // op2 read (DDX/DDY: the subtrahend)
  input  logic [127:0]          c_i,         // op3 read
  input  logic [4*AccW-1:0]     acc_i,
  input  logic                  gate_i,      // predicate gate passed (active lane)
  input  logic [3:0]            sample_i,
  input  logic                  bool_i,      // ANDP: a && b (before the invert bit)
  // Instruction control at the later points (opcode is NOP for an illegal instruction).
  input  logic [7:0]            op_p1_i,
  input  logic [7:0]            op_pm_i,
  input  logic [3:0]            mask_pm_i,
  input  logic [7:0]            op_pa1_i,
  input  logic [7:0]            op_pa2_i,
  input  logic [7:0]            op_pa3_i,
  input  logic [7:0]            op_pe_i,
  input  logic [3:0]            mask_pe_i,
  input  logic                  sat_pe_i,
  input  logic                  invert_pe_i,
  input  logic [3:0]            index_pe_i,  // KLS: the sample to kill
  // Outputs (registered; the ports of attila_pipeline for this lane).
  output logic [3:0]            res_we_o,
  output logic [127:0]          res_o,
  output logic                  pred_we_o,
  output logic                  pred_val_o,
  output logic [3:0]            acc_we_o,
  output logic [4*AccW-1:0]     acc_o,
  output logic [15:0]           kill_o,
  output logic [3:0]            zexp_en_o,
  output logic [3:0]            zexp_base_o,
  output logic [127:0]          zexp_o,
  output logic                  chs_o,
  output logic                  tex_en_o,
  output logic [127:0]          tex_coord_o,
  output logic [31:0]           tex_param_o
);

  localparam int unsigned P1  = 1;
  localparam int unsigned PM  = P1 + MulRegs;
  localparam int unsigned PA1 = PM + AddRegs;
  localparam int unsigned PA2 = PA1 + AddRegs;
  localparam int unsigned PA3 = PA2 + AddRegs;
  localparam int unsigned PD  = P1 + DivRegs;
  localparam int unsigned PQ  = PD + SqrtRegs;
  localparam int unsigned PS  = P1 + SfuRegs;
  localparam int unsigned PE  = Depth - 1;

  localparam logic [31:0] One     = 32'h3F80_0000;
  localparam logic [31:0] Plus128 = 32'h4300_0000;
  localparam logic [31:0] IntMin  = 32'h8000_0000;

  // =============================================================================================
  // Point 0 -> P1: operand registers, and the per-lane control carried to PE.
  // =============================================================================================
  logic [127:0]      a_p1, b_p1, c_p1;
  logic [4*AccW-1:0] acc_p1;

  pipe_delay #(.Width(3 * 128 + 4 * AccW), .Stages(1)) u_operands (
    .clk_i, .reg_en_i(reg_en_i[1:0]), .d_i({a_i, b_i, c_i, acc_i}),
    .q_o({a_p1, b_p1, c_p1, acc_p1}));

  logic       gate_pe, bool_pe;
  logic [3:0] sample_pe;

  pipe_delay #(.Width(6), .Stages(PE)) u_lane_ctrl (
    .clk_i, .reg_en_i(reg_en_i[PE:0]), .d_i({gate_i, bool_i, sample_i}),
    .q_o({gate_pe, bool_pe, sample_pe}));

  // =============================================================================================
  // P1: units fed by the operands
  // =============================================================================================
  logic is_arl_p1, is_setpeq_p1, cmp_swap_p1, cmp_zero_p1, is_muli_p1;
  logic fx_add_c_p1, fx_add_acc_p1;
  logic is_rsq_p1, is_txp_p1, is_log_p1, is_lit_p1;

  assign is_arl_p1     = op_p1_i == attila_pkg::OP_ARL;
  assign is_setpeq_p1  = op_p1_i == attila_pkg::OP_SETPEQ;
  // MAX and SETPGT ask b < a; CMP and CMPKIL ask a < 0; the rest ask a < b (or a == b).
  assign cmp_swap_p1   = (op_p1_i == attila_pkg::OP_MAX) | (op_p1_i == attila_pkg::OP_SETPGT);
  assign cmp_zero_p1   = (op_p1_i == attila_pkg::OP_CMP) | (op_p1_i == attila_pkg::OP_CMPKIL);
  assign is_muli_p1    = op_p1_i == attila_pkg::OP_MULI;
  assign fx_add_c_p1   = op_p1_i == attila_pkg::OP_FXMAD2;
  assign fx_add_acc_p1 = op_p1_i == attila_pkg::OP_FXMAD;
  assign is_rsq_p1     = op_p1_i == attila_pkg::OP_RSQ;
  assign is_txp_p1     = op_p1_i == attila_pkg::OP_TXP;
  assign is_log_p1     = op_p1_i == attila_pkg::OP_LOG;
  assign is_lit_p1     = op_p1_i == attila_pkg::OP_LIT;

  fp_pkg::fp_op_e     cvt_op_p1;
  fp_pkg::cmp_cond_e  cmp_cond_p1;
  assign cvt_op_p1   = is_arl_p1 ? fp_pkg::OP_F2I : fp_pkg::OP_RINT;
  assign cmp_cond_p1 = is_setpeq_p1 ? fp_pkg::CMP_EQ : fp_pkg::CMP_LT;

  logic [127:0]      prod_pm, cvt_pm, int_pm;
  logic [3:0]        cvt_nv_pm, cmp_pm;
  logic [4*AccW-1:0] fx_pm;

  for (genvar c = 0; c < 4; c++) begin : gen_p1
    logic [31:0] a, b, cx, cmp_a, cmp_b;
    assign a  = a_p1[32*c +: 32];
    assign b  = b_p1[32*c +: 32];
    assign cx = c_p1[32*c +: 32];

    // Products of MUL, MAD, DP3/DP4/DPH and DST.y, rounded once each.
    logic [4:0] unused_mul_status;
    fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(MulRegs), .CanonNaN(CanonNaN)) u_mul (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PM:P1]), .op_i(fp_pkg::OP_MUL),
      .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
      .a_i(a), .b_i(b), .c_i(32'd0), .result_o(prod_pm[32*c +: 32]),
      .status_o(unused_mul_status));

    // floor (round toward -inf) for FLR, FRC, EXP; floor to int32 for ARL.
    logic [4:0] cvt_status;
    fp_cvt #(.NumPipeRegs(MulRegs), .CanonNaN32(CanonNaN)) u_floor (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PM:P1]), .op_i(cvt_op_p1),
      .src_fmt_i(fp_pkg::FP32), .dst_fmt_i(fp_pkg::FP32), .rnd_mode_i(fp_pkg::RDN),
      .ftz_i(1'b0), .nan_propagate_i(1'b1), .rint_exact_i(1'b0), .a_i(a),
      .result_o(cvt_pm[32*c +: 32]), .status_o(cvt_status));
    assign cvt_nv_pm[c] = cvt_status[fp_pkg::FLAG_NV];

    // a < b (MIN, SGE, SLT, SETPLT), b < a (MAX, SETPGT), a < 0 (CMP, CMPKIL), a == b (SETPEQ);
    // quiet of NaN: false.
    assign cmp_a = cmp_swap_p1 ? b : a;
    assign cmp_b = cmp_zero_p1 ? 32'd0 : (cmp_swap_p1 ? a : b);
    logic [31:0] cmp_result;
    logic [4:0]  unused_cmp_status;
    fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(MulRegs), .CanonNaN(CanonNaN)) u_cmp (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PM:P1]), .op_i(fp_pkg::OP_CMP),
      .cmp_cond_i(cmp_cond_p1), .cmp_unordered_i(1'b0), .minmax_zero_ordered_i(1'b0),
      .ftz_i(1'b0), .nan_propagate_i(1'b1), .a_i(cmp_a), .b_i(cmp_b),
      .result_o(cmp_result), .status_o(unused_cmp_status));
    assign cmp_pm[c] = cmp_result[0];
    logic unused_cmp_bits;
    assign unused_cmp_bits = ^cmp_result[31:1];

    // ADDI / MULI, mod 2^32.
    logic [31:0] int_result;
    assign int_result = is_muli_p1 ? (a * b) : (a + b);
    pipe_delay #(.Width(32), .Stages(MulRegs)) u_int_delay (
      .clk_i, .reg_en_i(reg_en_i[PM:P1]), .d_i(int_result), .q_o(int_pm[32*c +: 32]));

    // Fixed point: the sum (or product) of this component, to PM.
    logic [AccW-1:0] fx_sum;
    attila_fx_mac #(.FxFracBits(FxFracBits), .AccW(AccW)) u_fx (
      .a_i(a), .b_i(b), .c_i(cx), .acc_i(acc_p1[AccW*c +: AccW]), .add_c_i(fx_add_c_p1),
      .add_acc_i(fx_add_acc_p1), .sum_o(fx_sum));
    pipe_delay #(.Width(AccW), .Stages(MulRegs)) u_fx_delay (
      .clk_i, .reg_en_i(reg_en_i[PM:P1]), .d_i(fx_sum), .q_o(fx_pm[AccW*c +: AccW]));
  end

  // ---- Division (RCP, RSQ, TXP's x/w y/w z/w, LOG.y), then RSQ's square root ----------------
  // Scalar opcodes see their scalar in every component, so slot 0 (x) serves RCP and RSQ and
  // slot 1 (y) serves LOG.y.
  logic [31:0] s_p1, log_lg_p1, log_pow_p1, rsq_den_p1;
  logic        s_is_nan_p1, s_lt_zero_p1;

  assign s_p1         = a_p1[31:0];
  assign s_is_nan_p1  = (s_p1[30:23] == 8'hFF) & (|s_p1[22:0]);
  assign s_lt_zero_p1 = s_p1[31] & (|s_p1[30:0]) & ~s_is_nan_p1;
  // RSQ divides by s < 0 ? -s : s, so -0 stays -0 (and RSQ(-0) = sqrt(-inf) = NaN).
  assign rsq_den_p1   = s_lt_zero_p1 ? {1'b0, s_p1[30:0]} : s_p1;

  attila_log2_floor #(.CanonNaN(CanonNaN)) u_log2_floor (
    .s_i(s_p1), .lg_o(log_lg_p1), .pow_o(log_pow_p1));

  logic [95:0] quot_pd;
  for (genvar c = 0; c < 3; c++) begin : gen_div
    logic [31:0] num, den;
    always_comb begin
      if (is_txp_p1) begin
        num = a_p1[32*c +: 32];
        den = a_p1[127:96];
      end else if (is_log_p1) begin
        num = s_p1;
        den = log_pow_p1;
      end else begin
        num = One;
        den = is_rsq_p1 ? rsq_den_p1 : s_p1;
      end
    end
    logic [4:0] unused_div_status;
    fp_div #(.ExpBits(8), .ManBits(23), .NumPipeRegs(DivRegs), .CanonNaN(CanonNaN)) u_div (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PD:P1]), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
      .nan_propagate_i(1'b1), .a_i(num), .b_i(den), .result_o(quot_pd[32*c +: 32]),
      .status_o(unused_div_status));
  end

  logic [31:0] sqrt_pq;
  logic [4:0]  unused_sqrt_status;
  fp_sqrt #(.ExpBits(8), .ManBits(23), .NumPipeRegs(SqrtRegs), .CanonNaN(CanonNaN)) u_sqrt (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PQ:PD]), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
    .nan_propagate_i(1'b1), .a_i(quot_pd[31:0]), .result_o(sqrt_pq),
    .status_o(unused_sqrt_status));

  // ---- Special-function unit: EX2/EXP.z, LG2/LOG.z, SIN, COS, LIT's pow(y', w') --------------
  // LIT (docs/attila.md 5.3): y' = v.y < 0 ? 0 : v.y; w' = v.w clamped to [-128, 128], NaN -> +128.
  logic [31:0] lit_y_p1, lit_w_p1, sfu_a_p1;
  logic        lit_y_lt_zero, lit_w_nan, lit_w_big;

  assign lit_y_lt_zero = a_p1[63] & (|a_p1[62:32]) &
                         ~((a_p1[62:55] == 8'hFF) & (|a_p1[54:32]));
  assign lit_y_p1      = lit_y_lt_zero ? 32'd0 : a_p1[63:32];
  assign lit_w_nan     = (a_p1[126:119] == 8'hFF) & (|a_p1[118:96]);
  assign lit_w_big     = a_p1[126:96] > Plus128[30:0];
  always_comb begin
    if (lit_w_nan) begin
      lit_w_p1 = Plus128;
    end else if (lit_w_big) begin
      lit_w_p1 = {a_p1[127], Plus128[30:0]};
    end else begin
      lit_w_p1 = a_p1[127:96];
    end
  end
  assign sfu_a_p1 = is_lit_p1 ? lit_y_p1 : s_p1;

  fp_pkg::sfu_op_e sfu_op_p1;
  always_comb begin
    unique case (op_p1_i)
      attila_pkg::OP_LG2, attila_pkg::OP_LOG: sfu_op_p1 = fp_pkg::SFU_LG2;
      attila_pkg::OP_SIN:                     sfu_op_p1 = fp_pkg::SFU_SIN;
      attila_pkg::OP_COS:                     sfu_op_p1 = fp_pkg::SFU_COS;
      attila_pkg::OP_LIT:                     sfu_op_p1 = fp_pkg::SFU_POW;
      default:                                sfu_op_p1 = fp_pkg::SFU_EX2;  // EX2, EXP
    endcase
  end

  logic [31:0] sfu_ps;
  fp_sfu #(.NumPipeRegs(SfuRegs), .CanonNaN32(CanonNaN)) u_sfu (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PS:P1]), .op_i(sfu_op_p1), .nan_propagate_i(1'b1),
    .a_i(sfu_a_p1), .b_i(lit_w_p1), .result_o(sfu_ps));

  // =============================================================================================
  // PM: selections and adder operands
  // =============================================================================================
  logic [127:0] a_pm, b_pm, c_pm;
  logic [31:0]  log_lg_pm;

  pipe_delay #(.Width(3 * 128 + 32), .Stages(MulRegs)) u_operands_pm (
    .clk_i, .reg_en_i(reg_en_i[PM:P1]), .d_i({a_p1, b_p1, c_p1, log_lg_p1}),
    .q_o({a_pm, b_pm, c_pm, log_lg_pm}));

  logic [31:0] exp2_floor_pm;
  attila_exp2_floor u_exp2_floor (.f_i(cvt_pm[31:0]), .result_o(exp2_floor_pm));

  logic is_mad_pm, is_dp_pm, is_sub_pm, is_add_pm;
  assign is_mad_pm = op_pm_i == attila_pkg::OP_MAD;
  assign is_dp_pm  = (op_pm_i == attila_pkg::OP_DP3) | (op_pm_i == attila_pkg::OP_DP4) |
                     (op_pm_i == attila_pkg::OP_DPH);
  assign is_sub_pm = (op_pm_i == attila_pkg::OP_FRC) | (op_pm_i == attila_pkg::OP_EXP) |
                     (op_pm_i == attila_pkg::OP_DDX) | (op_pm_i == attila_pkg::OP_DDY);
  assign is_add_pm = (op_pm_i == attila_pkg::OP_ADD) | (op_pm_i == attila_pkg::OP_DDX) |
                     (op_pm_i == attila_pkg::OP_DDY);

  logic [127:0] val_pm, sum_pa1;
  logic [3:0]   neg_pm;       // component of the (unsaturated) value is < 0, for CMPKIL
  logic [3:0]   a_neg_pm;     // component of a is < 0, for KIL/KLS

  for (genvar c = 0; c < 4; c++) begin : gen_pm
    logic [31:0] a, b, cx, p, f, fx_float, val, add_x, add_y, add_y_signed;
    logic        y_is_nan;
    assign a = a_pm[32*c +: 32];
    assign b = b_pm[32*c +: 32];
    assign cx = c_pm[32*c +: 32];
    assign p = prod_pm[32*c +: 32];
    assign f = cvt_pm[32*c +: 32];

    attila_fx_to_float #(.FxFracBits(FxFracBits)) u_fx_float (
      .neg_i(fx_pm[AccW*c + AccW-1]), .mag_i(fx_pm[AccW*c +: AccW-1]), .f_o(fx_float));

    // The value each opcode has by now; adder, DP, divider and SFU results replace it later.
    always_comb begin
      unique case (op_pm_i)
        attila_pkg::OP_MUL:    val = p;
        attila_pkg::OP_MIN:    val = cmp_pm[c] ? a : b;            // a < b ? a : b
        attila_pkg::OP_MAX:    val = cmp_pm[c] ? a : b;            // b < a ? a : b
        attila_pkg::OP_SGE:    val = cmp_pm[c] ? 32'd0 : One;
        attila_pkg::OP_SLT:    val = cmp_pm[c] ? One : 32'd0;
        attila_pkg::OP_CMP,
        attila_pkg::OP_CMPKIL: val = cmp_pm[c] ? b : cx;           // a < 0 ? b : c
        attila_pkg::OP_FLR:    val = f;
        attila_pkg::OP_ARL:    val = cvt_nv_pm[c] ? IntMin : f;    // NaN, inf, out of range
        attila_pkg::OP_ADDI,
        attila_pkg::OP_MULI:   val = int_pm[32*c +: 32];
        attila_pkg::OP_FXMAD:  val = fx_float;
        attila_pkg::OP_DST: begin                                  // (1, a.y*b.y, a.z, b.w)
          unique case (c)
            0:       val = One;
            1:       val = p;
            2:       val = a;
            default: val = b;
          endcase
        end
        attila_pkg::OP_LIT: begin                                  // (1, x', z later, 1)
          unique case (c)
            0, 3:    val = One;
            1:       val = (a_neg_pm[0]) ? 32'd0 : a_pm[31:0];
            default: val = 32'd0;
          endcase
        end
        attila_pkg::OP_EXP:    val = (c == 0) ? exp2_floor_pm : One;
        attila_pkg::OP_LOG:    val = (c == 0) ? log_lg_pm : One;
        default:               val = a;  // MOV, KIL, KLS, ZXP, ZXS, TEX family
      endcase
    end
    assign val_pm[32*c +: 32] = val;

    assign neg_pm[c]   = val[31] & (|val[30:0]) & ~((val[30:23] == 8'hFF) & (|val[22:0]));
    assign a_neg_pm[c] = a[31] & (|a[30:0]) & ~((a[30:23] == 8'hFF) & (|a[22:0]));

    // Adder: ADD a+b, MAD p+c, FRC/EXP.y a-floor(a), DDX/DDY a-b, DP p.x+p.y (component 0).
    always_comb begin
      if (is_mad_pm || is_dp_pm) begin
        add_x = p;
      end else begin
        add_x = a;
      end
      if (is_add_pm) begin
        add_y = b;
      end else if (is_mad_pm) begin
        add_y = cx;
      end else if (is_dp_pm) begin
        add_y = prod_pm[63:32];
      end else begin
        add_y = f;
      end
    end
    // x - y as x + (-y): the same IEEE result, NaN included (a NaN y passes unchanged and is
    // returned quieted), and the adders keep a constant operation.
    assign y_is_nan     = (add_y[30:23] == 8'hFF) & (|add_y[22:0]);
    assign add_y_signed = (is_sub_pm & ~y_is_nan) ? {~add_y[31], add_y[30:0]} : add_y;

    logic [4:0] unused_add_status;
    fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .CanonNaN(CanonNaN)) u_add (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA1:PM]), .op_i(fp_pkg::OP_ADD),
      .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
      .a_i(add_x), .b_i(add_y_signed), .c_i(32'd0), .result_o(sum_pa1[32*c +: 32]),
      .status_o(unused_add_status));
  end

  // Flags that only the end needs: a kill test, the predicate value, LIT's x' > 0.
  logic is_kil_pm, is_cmpkil_pm, kill_pm, pred_pm, lit_pos_pm;
  logic signed [31:0] int_a_pm, int_b_pm;

  assign is_kil_pm    = (op_pm_i == attila_pkg::OP_KIL) | (op_pm_i == attila_pkg::OP_KLS);
  assign is_cmpkil_pm = op_pm_i == attila_pkg::OP_CMPKIL;
  // KIL/KLS: any component of the V read < 0; CMPKIL: any masked component of the result < 0.
  assign kill_pm = (is_kil_pm & (|a_neg_pm)) |
                   (is_cmpkil_pm & (|(neg_pm & {mask_pm_i[0], mask_pm_i[1], mask_pm_i[2],
                                                mask_pm_i[3]})));
  assign int_a_pm = a_pm[31:0];
  assign int_b_pm = b_pm[31:0];
  always_comb begin
    unique case (op_pm_i)
      attila_pkg::OP_SETPEQ,
      attila_pkg::OP_SETPGT,
      attila_pkg::OP_SETPLT: pred_pm = cmp_pm[0];
      attila_pkg::OP_STPEQI: pred_pm = int_a_pm == int_b_pm;
      attila_pkg::OP_STPGTI: pred_pm = int_a_pm > int_b_pm;
      attila_pkg::OP_STPLTI: pred_pm = int_a_pm < int_b_pm;
      default:               pred_pm = 1'b0;  // ANDP: bool_i
    endcase
  end
  // x' = v.x < 0 ? 0 : v.x is > 0 exactly when v.x is a positive non-zero number.
  assign lit_pos_pm = ~a_pm[31] & (|a_pm[30:0]) &
                      ~((a_pm[30:23] == 8'hFF) & (|a_pm[22:0]));

  logic       kill_pe, pred_pe, lit_pos_pe;
  logic [4*AccW-1:0] fx_pe;
  pipe_delay #(.Width(3 + 4 * AccW), .Stages(PE - PM)) u_flags_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PM]), .d_i({kill_pm, pred_pm, lit_pos_pm, fx_pm}),
    .q_o({kill_pe, pred_pe, lit_pos_pe, fx_pe}));

  // =============================================================================================
  // PA1, PA2, PA3: adder results and the DP chain ((x+y)+z)+w | +b.w
  // =============================================================================================
  logic [127:0] val_pa1;
  logic [31:0]  dp_z_pa1, dp_w_pa2;
  logic [31:0]  dp_w_pm;
  assign dp_w_pm = (op_pm_i == attila_pkg::OP_DPH) ? b_pm[127:96] : prod_pm[127:96];

  logic [31:0] dp_w_pa1;
  pipe_delay #(.Width(128 + 64), .Stages(AddRegs)) u_to_pa1 (
    .clk_i, .reg_en_i(reg_en_i[PA1:PM]), .d_i({val_pm, prod_pm[95:64], dp_w_pm}),
    .q_o({val_pa1, dp_z_pa1, dp_w_pa1}));

  logic is_sum_pa1, is_exp_pa1;
  assign is_sum_pa1 = (op_pa1_i == attila_pkg::OP_ADD) | (op_pa1_i == attila_pkg::OP_MAD) |
                      (op_pa1_i == attila_pkg::OP_FRC) | (op_pa1_i == attila_pkg::OP_DDX) |
                      (op_pa1_i == attila_pkg::OP_DDY);
  assign is_exp_pa1 = op_pa1_i == attila_pkg::OP_EXP;

  logic [127:0] val_a1;
  always_comb begin
    val_a1 = val_pa1;
    if (is_sum_pa1) begin
      val_a1 = sum_pa1;
    end else if (is_exp_pa1) begin
      val_a1[63:32] = sum_pa1[63:32];  // EXP.y = s - floor(s)
    end
  end

  logic [31:0] dp_sum2_pa2;
  logic [4:0]  unused_dp2_status;
  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .CanonNaN(CanonNaN)) u_dp_add2 (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA2:PA1]), .op_i(fp_pkg::OP_ADD),
    .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
    .a_i(sum_pa1[31:0]), .b_i(dp_z_pa1), .c_i(32'd0), .result_o(dp_sum2_pa2),
    .status_o(unused_dp2_status));

  logic [127:0] val_pa2;
  pipe_delay #(.Width(128 + 32), .Stages(AddRegs)) u_to_pa2 (
    .clk_i, .reg_en_i(reg_en_i[PA2:PA1]), .d_i({val_a1, dp_w_pa1}), .q_o({val_pa2, dp_w_pa2}));

  logic [127:0] val_a2;
  assign val_a2 = (op_pa2_i == attila_pkg::OP_DP3) ? {4{dp_sum2_pa2}} : val_pa2;

  logic [31:0] dp_sum3_pa3;
  logic [4:0]  unused_dp3_status;
  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .CanonNaN(CanonNaN)) u_dp_add3 (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA3:PA2]), .op_i(fp_pkg::OP_ADD),
    .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
    .a_i(dp_sum2_pa2), .b_i(dp_w_pa2), .c_i(32'd0), .result_o(dp_sum3_pa3),
    .status_o(unused_dp3_status));

  logic [127:0] val_pa3, val_a3;
  pipe_delay #(.Width(128), .Stages(AddRegs)) u_to_pa3 (
    .clk_i, .reg_en_i(reg_en_i[PA3:PA2]), .d_i(val_a2), .q_o(val_pa3));

  assign val_a3 = ((op_pa3_i == attila_pkg::OP_DP4) | (op_pa3_i == attila_pkg::OP_DPH)) ?
                  {4{dp_sum3_pa3}} : val_pa3;

  // =============================================================================================
  // PE: merge with the divider, square-root and SFU results; saturate, mask, gate
  // =============================================================================================
  logic [127:0] val_pe_in;
  logic [95:0]  quot_pe;
  logic [31:0]  sqrt_pe, sfu_pe;

  pipe_delay #(.Width(128), .Stages(PE - PA3)) u_val_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PA3]), .d_i(val_a3), .q_o(val_pe_in));
  pipe_delay #(.Width(96), .Stages(PE - PD)) u_quot_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PD]), .d_i(quot_pd), .q_o(quot_pe));
  pipe_delay #(.Width(32), .Stages(PE - PQ)) u_sqrt_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PQ]), .d_i(sqrt_pq), .q_o(sqrt_pe));
  pipe_delay #(.Width(32), .Stages(PE - PS)) u_sfu_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PS]), .d_i(sfu_ps), .q_o(sfu_pe));

  logic [127:0] val_pe;
  always_comb begin
    val_pe = val_pe_in;
    unique case (op_pe_i)
      attila_pkg::OP_RCP:                     val_pe = {4{quot_pe[31:0]}};
      attila_pkg::OP_RSQ:                     val_pe = {4{sqrt_pe}};
      attila_pkg::OP_EX2, attila_pkg::OP_LG2,
      attila_pkg::OP_SIN, attila_pkg::OP_COS: val_pe = {4{sfu_pe}};
      attila_pkg::OP_TXP:                     val_pe[95:0] = quot_pe;  // w unchanged
      attila_pkg::OP_LOG: begin
        val_pe[63:32] = quot_pe[63:32];
        val_pe[95:64] = sfu_pe;
      end
      attila_pkg::OP_EXP:                     val_pe[95:64] = sfu_pe;
      attila_pkg::OP_LIT:                     val_pe[95:64] = lit_pos_pe ? sfu_pe : 32'd0;
      default: ;
    endcase
  end

  // Which effects the opcode has (golden/attila/execute.h, "Results", "Opcodes").
  logic writes_res, is_arl, is_pred, writes_acc, is_kill, is_kls, is_zxp, is_zxs, is_tex;
  always_comb begin
    writes_res = 1'b0;
    is_pred    = 1'b0;
    writes_acc = 1'b0;
    is_tex     = 1'b0;
    unique case (op_pe_i)
      attila_pkg::OP_ADD, attila_pkg::OP_ADDI, attila_pkg::OP_ARL, attila_pkg::OP_COS,
      attila_pkg::OP_DP3, attila_pkg::OP_DP4, attila_pkg::OP_DPH, attila_pkg::OP_DST,
      attila_pkg::OP_EX2, attila_pkg::OP_EXP, attila_pkg::OP_FLR, attila_pkg::OP_FRC,
      attila_pkg::OP_LG2, attila_pkg::OP_LIT, attila_pkg::OP_LOG, attila_pkg::OP_MAD,
      attila_pkg::OP_MAX, attila_pkg::OP_MIN, attila_pkg::OP_MOV, attila_pkg::OP_MUL,
      attila_pkg::OP_MULI, attila_pkg::OP_RCP, attila_pkg::OP_RSQ, attila_pkg::OP_SGE,
      attila_pkg::OP_SIN, attila_pkg::OP_SLT, attila_pkg::OP_CMP, attila_pkg::OP_CMPKIL,
      attila_pkg::OP_FXMAD, attila_pkg::OP_DDX, attila_pkg::OP_DDY:
        writes_res = 1'b1;
      attila_pkg::OP_ANDP, attila_pkg::OP_SETPEQ, attila_pkg::OP_SETPGT, attila_pkg::OP_SETPLT,
      attila_pkg::OP_STPEQI, attila_pkg::OP_STPGTI, attila_pkg::OP_STPLTI:
        is_pred = 1'b1;
      attila_pkg::OP_FXMUL, attila_pkg::OP_FXMAD2:
        writes_acc = 1'b1;
      attila_pkg::OP_TEX, attila_pkg::OP_TXB, attila_pkg::OP_TXL, attila_pkg::OP_TXP,
      attila_pkg::OP_LDA:
        is_tex = 1'b1;
      default: ;
    endcase
  end
  assign is_arl  = op_pe_i == attila_pkg::OP_ARL;
  assign is_kill = (op_pe_i == attila_pkg::OP_KIL) | (op_pe_i == attila_pkg::OP_KLS) |
                   (op_pe_i == attila_pkg::OP_CMPKIL);
  assign is_kls  = op_pe_i == attila_pkg::OP_KLS;
  assign is_zxp  = op_pe_i == attila_pkg::OP_ZXP;
  assign is_zxs  = op_pe_i == attila_pkg::OP_ZXS;

  logic [3:0]        res_we_d, acc_we_d, zexp_en_d, zexp_base_d;
  logic [127:0]      res_d, zexp_d, tex_coord_d;
  logic [4*AccW-1:0] acc_d;
  logic [15:0]       kill_d;
  logic              pred_we_d, pred_val_d, chs_d, tex_en_d;
  logic [31:0]       tex_param_d;
  logic [4:0]        zxs_last;  // sample + 3, for dropping ZXS samples past 15

  assign zxs_last = {1'b0, sample_pe} + 5'd3;

  // The saturation of docs/attila.md 6.3 (E32), on float register results only (integer results are not
  // saturated; the decoder already gives sat = 0 for ADDI, MULI and ARL).
  for (genvar c = 0; c < 4; c++) begin : gen_pe
    logic [31:0] v, sat;
    logic        v_nan;
    assign v     = val_pe[32*c +: 32];
    assign v_nan = (v[30:23] == 8'hFF) & (|v[22:0]);
    always_comb begin
      if (v_nan) begin
        sat = One;
      end else if (v == 32'h8000_0000) begin
        sat = v;                           // -0 stays -0
      end else if (v[31]) begin
        sat = 32'd0;
      end else if (v[30:0] > One[30:0]) begin
        sat = One;                         // x > 1, +inf
      end else begin
        sat = v;
      end
    end
    // Enables use the mask convention (bit 3 = x); zexp enables are per value (bit i = i).
    assign res_d[32*c +: 32] = res_we_d[3-c] ? (sat_pe_i ? sat : v) : 32'd0;
    assign acc_d[AccW*c +: AccW] = acc_we_d[3-c] ? fx_pe[AccW*c +: AccW] : '0;
    assign zexp_d[32*c +: 32] = zexp_en_d[c] ? v : 32'd0;
    assign tex_coord_d[32*c +: 32] = tex_en_d ? v : 32'd0;
  end

  assign res_we_d   = (gate_pe & writes_res) ? (is_arl ? 4'hF : mask_pe_i) : 4'h0;
  assign pred_we_d  = gate_pe & is_pred;
  // ANDP's value is bool_i; the compares' are pred_pe (0 for ANDP).
  assign pred_val_d = pred_we_d & ((pred_pe | (bool_pe & (op_pe_i == attila_pkg::OP_ANDP))) ^
                                   invert_pe_i);
  assign acc_we_d   = (gate_pe & writes_acc) ? mask_pe_i : 4'h0;
  assign kill_d     = (gate_pe & is_kill & kill_pe) ? (16'd1 << (is_kls ? index_pe_i : sample_pe))
                                                    : 16'd0;
  always_comb begin
    zexp_en_d   = 4'h0;
    zexp_base_d = 4'h0;
    if (gate_pe && is_zxp) begin
      zexp_en_d = 4'b0001;
    end else if (gate_pe && is_zxs) begin
      // PROJECT DECISION (execute.h): samples past 15 are dropped.
      zexp_en_d   = {~zxs_last[4], (zxs_last <= 5'd16), (zxs_last <= 5'd17), 1'b1};
      zexp_base_d = sample_pe;
    end
  end
  assign chs_d       = gate_pe & (op_pe_i == attila_pkg::OP_CHS);
  assign tex_en_d    = gate_pe & is_tex;
  always_comb begin
    tex_param_d = 32'd0;
    if (tex_en_d) begin
      unique case (op_pe_i)
        attila_pkg::OP_TXB, attila_pkg::OP_TXL: tex_param_d = val_pe[127:96];  // bias / lod
        attila_pkg::OP_LDA:                     tex_param_d = val_pe[31:0];     // index bits
        default: ;
      endcase
    end
  end

  // ---- Output register ------------------------------------------------------------------------
  localparam int unsigned OutW = 4 + 128 + 2 + 4 + 4 * AccW + 16 + 4 + 4 + 128 + 2 + 128 + 32;
  pipe_delay #(.Width(OutW), .Stages(1)) u_out (
    .clk_i, .reg_en_i(reg_en_i[Depth:PE]),
    .d_i({res_we_d, res_d, pred_we_d, pred_val_d, acc_we_d, acc_d, kill_d, zexp_en_d,
          zexp_base_d, zexp_d, chs_d, tex_en_d, tex_coord_d, tex_param_d}),
    .q_o({res_we_o, res_o, pred_we_o, pred_val_o, acc_we_o, acc_o, kill_o, zexp_en_o,
          zexp_base_o, zexp_o, chs_o, tex_en_o, tex_coord_o, tex_param_o}));

endmodule
