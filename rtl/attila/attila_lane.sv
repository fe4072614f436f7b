// The datapath of one ATTILA lane (thread): every arithmetic unit an instruction may need, in a
// fixed-latency pipeline that every instruction crosses the same way, and the lane's outputs
// (golden/attila/execute.h is the contract; rtl/attila/README.md, "Micro-architecture", draws
// the stages). The instruction-level control is decoded once by attila_ctrl (one instance for
// all lanes) and arrives here as named choices at each pipeline point (attila_ctrl_pkg); the
// lane never looks at the opcode. It carries its own per-lane bits (gate, sample, boolean
// result).
//
// Pipeline points (register k loads on reg_en_i[k]; point P is the output of register P):
//   0    operands read (attila_pipeline), registered here by register 1
//   P1   multipliers (fp_fma OP_MUL), floor/convert (fp_cvt), compares (fp_cmp), integer ALU,
//        fixed-point multiply-add; dividers (fp_div) and the special-function unit (fp_sfu)
//        start here too, in parallel
//   PM   = P1 + MulRegs: adder operands
//   PV   = PM + SelReg: selections (MIN/MAX/SGE/SLT/CMP/DST/LIT/FLR/ARL...), fixed point to
//        float, kill tests, predicate
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
  parameter int unsigned AccW       = 1 + 32 + 2 * FxFracBits,
  // 0: unrolled dividers, square root and SFU (fixed latency, one instruction per cycle);
  // 1: one iterative divider/square root and one sequenced SFU, run while stage 1 holds
  // (rtl/attila/README.md "Configurations").
  parameter int unsigned Compact    = 0,
  // 1: one more register in front of the value selections (point PV = PM + 1, see there);
  // needs AddRegs >= 1 (the value waits for the adder anyway).
  parameter int unsigned SelReg     = 0
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
  input  logic                  kill_index_i,  // the kill names index_i's sample (KLS)...
  input  logic [3:0]            index_i,       // ... op2's sample index
  // Compact configuration: the stage-1 hold of the iterative units (unused when Compact = 0).
  input  logic                  stage1_valid_i,  // register stage 1 holds an instruction
  output logic                  hold_o,          // stage 1 must hold: iterative work not done
  // Instruction control at the later points (attila_ctrl's ports of the same names; an illegal
  // instruction is a NOP). One-hot vectors are indexed by the attila_ctrl_pkg enum.
  input  logic                                 cvt_int_p1_i,
  input  logic [attila_ctrl_pkg::NUM_CMP-1:0]  cmp_p1_i,
  input  logic                                 int_mul_p1_i,
  input  logic [attila_ctrl_pkg::NUM_FX-1:0]   fx_p1_i,
  input  logic [attila_ctrl_pkg::NUM_DIV-1:0]  div_p1_i,
  input  fp_pkg::sfu_op_e                      sfu_p1_i,
  input  logic                                 sfu_pow_p1_i,
  input  logic [2:0]                           iter_p1_i,  // {SFU, square root, division} needed
  input  logic [attila_ctrl_pkg::NUM_VAL-1:0]  val_pm_i,
  input  logic                                 add_x_prod_pm_i,
  input  logic                                 add_y_b_pm_i,
  input  logic                                 add_y_c_pm_i,
  input  logic                                 add_y_prod_pm_i,
  input  logic                                 add_sub_pm_i,
  input  logic                                 dp_w_b_pm_i,
  input  logic [attila_ctrl_pkg::NUM_KILL-1:0] kill_pm_i,
  input  logic [attila_ctrl_pkg::NUM_PRED-1:0] pred_pm_i,
  input  logic                                 invert_pm_i,
  input  logic [3:0]                           wmask_pm_i,
  input  logic                                 sum_pa1_i,
  input  logic                                 exp_y_pa1_i,
  input  logic                                 dp3_pa2_i,
  input  logic                                 dp4_pa3_i,
  input  logic [attila_ctrl_pkg::NUM_PATH-1:0] path_pe_i,
  input  logic [3:0]                           wmask_pe_i,  // register (or accumulator) enables
  input  logic                                 acc_pe_i,    // the enables are the accumulator's
  input  logic                                 pred_pe_i,   // the predicate is written
  input  logic                                 sat_pe_i,
  input  logic [attila_ctrl_pkg::NUM_EFF-1:0]  eff_pe_i,
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

  // The values each selection reaches by its default (no select line of their own), and the
  // paths that end before PE.
  logic unused_ctrl;
  assign unused_ctrl = ^{cmp_p1_i[attila_ctrl_pkg::CMP_LT], fx_p1_i[attila_ctrl_pkg::FX_MUL],
                         div_p1_i[attila_ctrl_pkg::DIV_RCP], path_pe_i[attila_ctrl_pkg::PATH_VAL], path_pe_i[attila_ctrl_pkg::PATH_SUM],
                         path_pe_i[attila_ctrl_pkg::PATH_DP3], path_pe_i[attila_ctrl_pkg::PATH_DP4],
                         eff_pe_i[attila_ctrl_pkg::EFF_NONE]};

  // =============================================================================================
  // Point 0 -> P1: operand registers, and the per-lane control carried to PE.
  // =============================================================================================
  logic [127:0]      a_p1, b_p1, c_p1;
  logic [4*AccW-1:0] acc_p1;

  pipe_delay #(.Width(3 * 128 + 4 * AccW), .Stages(1)) u_operands (
    .clk_i, .reg_en_i(reg_en_i[1:0]), .d_i({a_i, b_i, c_i, acc_i}),
    .q_o({a_p1, b_p1, c_p1, acc_p1}));

  // The sample a kill or a Z export applies to: KLS names it (op2's index), the others use the
  // lane's current sample.
  logic       gate_pe, bool_pm;
  logic [3:0] sample, sample_pe;

  assign sample = kill_index_i ? index_i : sample_i;
  pipe_delay #(.Width(5), .Stages(PE)) u_lane_ctrl (
    .clk_i, .reg_en_i(reg_en_i[PE:0]), .d_i({gate_i, sample}), .q_o({gate_pe, sample_pe}));
  pipe_delay #(.Width(1), .Stages(PM)) u_bool (
    .clk_i, .reg_en_i(reg_en_i[PM:0]), .d_i(bool_i), .q_o(bool_pm));

  // =============================================================================================
  // P1: units fed by the operands
  // =============================================================================================
  // The comparator asks a < b, b < a (swapped), a < 0 or a == b.
  logic cmp_swap_p1, cmp_zero_p1;
  assign cmp_swap_p1 = cmp_p1_i[attila_ctrl_pkg::CMP_GT];
  assign cmp_zero_p1 = cmp_p1_i[attila_ctrl_pkg::CMP_LTZ];

  fp_pkg::fp_op_e     cvt_op_p1;
  fp_pkg::cmp_cond_e  cmp_cond_p1;
  assign cvt_op_p1   = cvt_int_p1_i ? fp_pkg::OP_F2I : fp_pkg::OP_RINT;
  assign cmp_cond_p1 = cmp_p1_i[attila_ctrl_pkg::CMP_EQ] ? fp_pkg::CMP_EQ : fp_pkg::CMP_LT;

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
    // A dedicated multiplier (fp_fma Kind 2): no addend path.
    fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(MulRegs), .Kind(2), .CanonNaN(CanonNaN))
    u_mul (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PM:P1]), .op_i(fp_pkg::OP_MUL),
      .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
      .a_i(a), .b_i(b), .c_i(32'd0), .result_o(prod_pm[32*c +: 32]),
      .status_o(unused_mul_status));

    // floor (round toward -inf) for FLR, FRC, EXP; floor to int32 for ARL.
    logic [4:0] cvt_status;
    // fp_floor: fp_cvt's OP_RINT and OP_F2I in RDN only, bit for bit.
    fp_floor #(.NumPipeRegs(MulRegs), .CanonNaN32(CanonNaN)) u_floor (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PM:P1]), .op_i(cvt_op_p1), .ftz_i(1'b0),
      .nan_propagate_i(1'b1), .a_i(a), .result_o(cvt_pm[32*c +: 32]), .status_o(cvt_status));
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
    assign int_result = int_mul_p1_i ? (a * b) : (a + b);
    pipe_delay #(.Width(32), .Stages(MulRegs)) u_int_delay (
      .clk_i, .reg_en_i(reg_en_i[PM:P1]), .d_i(int_result), .q_o(int_pm[32*c +: 32]));

    // Fixed point: the sum (or product) of this component, to PM.
    attila_fx_mac #(.FxFracBits(FxFracBits), .AccW(AccW), .NumPipeRegs(MulRegs)) u_fx (
      .clk_i, .reg_en_i(reg_en_i[PM:P1]), .a_i(a), .b_i(b), .c_i(cx),
      .acc_i(acc_p1[AccW*c +: AccW]), .add_c_i(fx_p1_i[attila_ctrl_pkg::FX_MAD_C]),
      .add_acc_i(fx_p1_i[attila_ctrl_pkg::FX_MAD_ACC]), .sum_o(fx_pm[AccW*c +: AccW]));
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

  // Dividend and divisor of quotient c (component c's divider in the fast configuration).
  logic [95:0] num_p1, den_p1;
  for (genvar c = 0; c < 3; c++) begin : gen_div_operands
    always_comb begin
      if (div_p1_i[attila_ctrl_pkg::DIV_TXP]) begin
        num_p1[32*c +: 32] = a_p1[32*c +: 32];
        den_p1[32*c +: 32] = a_p1[127:96];
      end else if (div_p1_i[attila_ctrl_pkg::DIV_LOG]) begin
        num_p1[32*c +: 32] = s_p1;
        den_p1[32*c +: 32] = log_pow_p1;
      end else begin
        num_p1[32*c +: 32] = One;
        den_p1[32*c +: 32] = div_p1_i[attila_ctrl_pkg::DIV_RSQ] ? rsq_den_p1 : s_p1;
      end
    end
  end

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
  // pow is LIT's only use of the SFU.
  assign sfu_a_p1 = sfu_pow_p1_i ? lit_y_p1 : s_p1;

  // ---- The division/square-root and SFU results, at the point each becomes available --------
  // quot_* (96): quotients 0..2; sqrt_*: RSQ's root of quotient 0; sfu_*: the SFU's result.
  logic [95:0] quot_pe;
  logic [31:0] sqrt_pe, sfu_pe;

  if (Compact == 0) begin : g_unrolled
    // Three fp_div, one fp_sqrt after divider 0, one fp_sfu: a fixed latency, one per cycle.
    logic unused_compact;
    assign unused_compact = ^{stage1_valid_i, iter_p1_i};
    assign hold_o = 1'b0;

    logic [95:0] quot_pd;
    for (genvar c = 0; c < 3; c++) begin : gen_div
      logic [4:0] unused_div_status;
      fp_div #(.ExpBits(8), .ManBits(23), .NumPipeRegs(DivRegs), .CanonNaN(CanonNaN)) u_div (
        .clk_i, .rst_ni, .reg_en_i(reg_en_i[PD:P1]), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
        .nan_propagate_i(1'b1), .a_i(num_p1[32*c +: 32]), .b_i(den_p1[32*c +: 32]),
        .result_o(quot_pd[32*c +: 32]), .status_o(unused_div_status));
    end

    logic [31:0] sqrt_pq;
    logic [4:0]  unused_sqrt_status;
    fp_sqrt #(.ExpBits(8), .ManBits(23), .NumPipeRegs(SqrtRegs), .CanonNaN(CanonNaN)) u_sqrt (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PQ:PD]), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
      .nan_propagate_i(1'b1), .a_i(quot_pd[31:0]), .result_o(sqrt_pq),
      .status_o(unused_sqrt_status));

    logic [31:0] sfu_ps;
    fp_sfu #(.NumPipeRegs(SfuRegs), .CanonNaN32(CanonNaN)) u_sfu (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PS:P1]), .op_i(sfu_p1_i), .nan_propagate_i(1'b1),
      .a_i(sfu_a_p1), .b_i(lit_w_p1), .result_o(sfu_ps));

    pipe_delay #(.Width(96), .Stages(PE - PD)) u_quot_pe (
      .clk_i, .reg_en_i(reg_en_i[PE:PD]), .d_i(quot_pd), .q_o(quot_pe));
    pipe_delay #(.Width(32), .Stages(PE - PQ)) u_sqrt_pe (
      .clk_i, .reg_en_i(reg_en_i[PE:PQ]), .d_i(sqrt_pq), .q_o(sqrt_pe));
    pipe_delay #(.Width(32), .Stages(PE - PS)) u_sfu_pe (
      .clk_i, .reg_en_i(reg_en_i[PE:PS]), .d_i(sfu_ps), .q_o(sfu_pe));
  end else begin : g_iterative
    // One fp_divsqrt_iter and one fp_sfu_iter, started while the instruction sits in stage 1,
    // which holds until every result it needs is in the registers below (only for a live lane:
    // a lane whose gate is closed outputs nothing). The division unit runs a short job list:
    // the quotients (TXP: x/w, y/w, z/w; RCP, RSQ: 1/s into 0; LOG: into 1), then RSQ's root
    // of quotient 0. The SFU runs beside it.
    logic need_div, need_sqrt, need_sfu, gate_p1;
    assign {need_sfu, need_sqrt, need_div} = iter_p1_i;
    pipe_delay #(.Width(1), .Stages(1)) u_gate_p1 (
      .clk_i, .reg_en_i(reg_en_i[1:0]), .d_i(gate_i), .q_o(gate_p1));

    logic       live;        // stage 1 holds a live lane's instruction
    logic [2:0] num_divs, num_jobs;
    assign live     = stage1_valid_i & gate_p1;
    assign num_divs = ~need_div ? 3'd0 : (div_p1_i[attila_ctrl_pkg::DIV_TXP] ? 3'd3 : 3'd1);
    assign num_jobs = num_divs + {2'd0, need_sqrt};

    // Job state of the instruction in stage 1; cleared when an instruction enters stage 1.
    logic [2:0]  job_q, cur_q;     // next job to start; the job in flight
    logic        busy_q;           // a job is in flight
    logic        sfu_started_q, sfu_done_q;
    logic [95:0] quot_q;
    logic [31:0] sqrt_q, sfu_q;

    logic        div_in_valid, div_in_ready, div_out_valid;
    logic [1:0]  div_op;
    logic [31:0] div_a, div_b, div_result;
    logic [4:0]  unused_div_status;
    logic [1:0]  slot;             // quotient slot of a division job
    assign slot         = div_p1_i[attila_ctrl_pkg::DIV_LOG] ? 2'd1 : job_q[1:0];
    assign div_in_valid = live & ~busy_q & (job_q < num_jobs);
    assign div_op       = (job_q < num_divs) ? 2'd0 : 2'd1;  // DIV, then SQRT
    assign div_a        = (job_q < num_divs) ? num_p1[32*slot +: 32] : quot_q[31:0];
    assign div_b        = den_p1[32*slot +: 32];

    fp_divsqrt_iter #(.CanonNaN32(CanonNaN)) u_divsqrt (
      .clk_i, .rst_ni, .in_valid_i(div_in_valid), .in_ready_o(div_in_ready), .op_i(div_op),
      .fmt_i(1'b0), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
      .a_i(div_a), .b_i(div_b), .out_valid_o(div_out_valid), .out_ready_i(1'b1),
      .result_o(div_result), .status_o(unused_div_status));

    logic        sfu_in_valid, sfu_in_ready, sfu_out_valid;
    logic [31:0] sfu_result;
    assign sfu_in_valid = live & need_sfu & ~sfu_started_q;
    fp_sfu_iter #(.CanonNaN32(CanonNaN)) u_sfu (
      .clk_i, .rst_ni, .in_valid_i(sfu_in_valid), .in_ready_o(sfu_in_ready), .op_i(sfu_p1_i),
      .nan_propagate_i(1'b1), .a_i(sfu_a_p1), .b_i(lit_w_p1), .out_valid_o(sfu_out_valid),
      .out_ready_i(1'b1), .result_o(sfu_result));

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        job_q         <= 3'd0;
        cur_q         <= 3'd0;
        busy_q        <= 1'b0;
        sfu_started_q <= 1'b0;
        sfu_done_q    <= 1'b0;
      end else if (reg_en_i[1]) begin
        job_q         <= 3'd0;
        busy_q        <= 1'b0;
        sfu_started_q <= 1'b0;
        sfu_done_q    <= 1'b0;
      end else begin
        if (div_in_valid && div_in_ready) begin
          job_q  <= job_q + 3'd1;
          cur_q  <= job_q;
          busy_q <= 1'b1;
        end else if (div_out_valid) begin
          busy_q <= 1'b0;
        end
        if (sfu_in_valid && sfu_in_ready) sfu_started_q <= 1'b1;
        if (sfu_out_valid) sfu_done_q <= 1'b1;
      end
    end
    // Results: data registers, no reset (the hold guards them).
    logic [1:0] cur_slot;
    assign cur_slot = div_p1_i[attila_ctrl_pkg::DIV_LOG] ? 2'd1 : cur_q[1:0];
    always_ff @(posedge clk_i) begin
      if (div_out_valid) begin
        if (cur_q < num_divs) begin
          quot_q[32*cur_slot +: 32] <= div_result;
        end else begin
          sqrt_q <= div_result;
        end
      end
      if (sfu_out_valid) sfu_q <= sfu_result;
    end

    logic div_done, sfu_done;
    assign div_done = (job_q >= num_jobs) & ~busy_q;
    assign sfu_done = ~need_sfu | sfu_done_q;
    assign hold_o   = live & ~(div_done & sfu_done);

    pipe_delay #(.Width(96 + 32 + 32), .Stages(PE - P1)) u_iter_pe (
      .clk_i, .reg_en_i(reg_en_i[PE:P1]), .d_i({quot_q, sqrt_q, sfu_q}),
      .q_o({quot_pe, sqrt_pe, sfu_pe}));
  end

  // =============================================================================================
  // PM: selections and adder operands
  // =============================================================================================
  logic [127:0] a_pm, b_pm, c_pm;
  logic [31:0]  log_lg_pm;

  pipe_delay #(.Width(3 * 128 + 32), .Stages(MulRegs)) u_operands_pm (
    .clk_i, .reg_en_i(reg_en_i[PM:P1]), .d_i({a_p1, b_p1, c_p1, log_lg_p1}),
    .q_o({a_pm, b_pm, c_pm, log_lg_pm}));

  // PV = PM + SelReg: the value selections (MIN/MAX/SGE/SLT/CMP/DST/LIT/FLR/ARL/FX...), the kill
  // tests and the predicate. With SelReg = 1 their inputs are registered once more (u_sel_reg),
  // so that the multiplier's rounding, the fixed point to float conversion and the floor do not
  // share a cycle with the selection (on the ECP5 that path was 25.1 ns in the compact
  // pipeline); the value then takes AddRegs - SelReg registers to PA1, where the adder's sum
  // (which starts at PM) joins it.
  localparam int unsigned PV = PM + SelReg;
  logic [127:0]      a_pv, b_pv, c_pv, prod_pv, cvt_pv, int_pv;
  logic [3:0]        cvt_nv_pv, cmp_pv, wmask_pv;
  logic [4*AccW-1:0] fx_pv;
  logic [31:0]       log_lg_pv;
  logic              bool_pv, invert_pv;
  logic [attila_ctrl_pkg::NUM_VAL-1:0]  val_pv_i;
  logic [attila_ctrl_pkg::NUM_KILL-1:0] kill_pv_i;
  logic [attila_ctrl_pkg::NUM_PRED-1:0] pred_pv_i;
  pipe_delay #(.Width(6 * 128 + 3 * 4 + 4 * AccW + 32 + 2 + attila_ctrl_pkg::NUM_VAL +
                      attila_ctrl_pkg::NUM_KILL + attila_ctrl_pkg::NUM_PRED),
               .Stages(SelReg)) u_sel_reg (
    .clk_i, .reg_en_i(reg_en_i[PV:PM]),
    .d_i({a_pm, b_pm, c_pm, prod_pm, cvt_pm, int_pm, cvt_nv_pm, cmp_pm, wmask_pm_i, fx_pm,
          log_lg_pm, bool_pm, invert_pm_i, val_pm_i, kill_pm_i, pred_pm_i}),
    .q_o({a_pv, b_pv, c_pv, prod_pv, cvt_pv, int_pv, cvt_nv_pv, cmp_pv, wmask_pv, fx_pv,
          log_lg_pv, bool_pv, invert_pv, val_pv_i, kill_pv_i, pred_pv_i}));

  // The selections' default values (no select line of their own).
  logic unused_sel_default;
  assign unused_sel_default = ^{val_pv_i[attila_ctrl_pkg::VAL_A],
                                kill_pv_i[attila_ctrl_pkg::KILL_NONE],
                                pred_pv_i[attila_ctrl_pkg::PRED_NONE]};

  logic [31:0] exp2_floor_pv;
  attila_exp2_floor u_exp2_floor (.f_i(cvt_pv[31:0]), .result_o(exp2_floor_pv));

  logic [127:0] val_pv, sum_pa1;
  logic [3:0]   neg_pv;       // component of the (unsaturated) value is < 0, for CMPKIL
  logic [3:0]   a_neg_pv;     // component of a is < 0, for KIL/KLS

  for (genvar c = 0; c < 4; c++) begin : gen_pv
    logic [31:0] a, b, cx, p, f, fx_float, val;
    assign a = a_pv[32*c +: 32];
    assign b = b_pv[32*c +: 32];
    assign cx = c_pv[32*c +: 32];
    assign p = prod_pv[32*c +: 32];
    assign f = cvt_pv[32*c +: 32];

    attila_fx_to_float #(.FxFracBits(FxFracBits)) u_fx_float (
      .neg_i(fx_pv[AccW*c + AccW-1]), .mag_i(fx_pv[AccW*c +: AccW-1]), .f_o(fx_float));

    // The value by now; adder, DP, divider and SFU results replace it later (path).
    always_comb begin
      unique case (1'b1)
        val_pv_i[attila_ctrl_pkg::VAL_PROD]:   val = p;
        val_pv_i[attila_ctrl_pkg::VAL_MINMAX]: val = cmp_pv[c] ? a : b;  // MIN a<b, MAX b<a
        val_pv_i[attila_ctrl_pkg::VAL_SGE]:    val = cmp_pv[c] ? 32'd0 : One;
        val_pv_i[attila_ctrl_pkg::VAL_SLT]:    val = cmp_pv[c] ? One : 32'd0;
        val_pv_i[attila_ctrl_pkg::VAL_SEL_BC]: val = cmp_pv[c] ? b : cx;  // a < 0 ? b : c
        val_pv_i[attila_ctrl_pkg::VAL_FLOOR]:  val = f;
        val_pv_i[attila_ctrl_pkg::VAL_ARL]:    val = cvt_nv_pv[c] ? IntMin : f;  // NV: NaN, inf...
        val_pv_i[attila_ctrl_pkg::VAL_INT]:    val = int_pv[32*c +: 32];
        val_pv_i[attila_ctrl_pkg::VAL_FX]:     val = fx_float;
        val_pv_i[attila_ctrl_pkg::VAL_DST]: begin                // (1, a.y*b.y, a.z, b.w)
          unique case (c)
            0:       val = One;
            1:       val = p;
            2:       val = a;
            default: val = b;
          endcase
        end
        val_pv_i[attila_ctrl_pkg::VAL_LIT]: begin                // (1, x', z later, 1)
          unique case (c)
            0, 3:    val = One;
            1:       val = (a_neg_pv[0]) ? 32'd0 : a_pv[31:0];
            default: val = 32'd0;
          endcase
        end
        val_pv_i[attila_ctrl_pkg::VAL_EXP]:    val = (c == 0) ? exp2_floor_pv : One;
        val_pv_i[attila_ctrl_pkg::VAL_LOG]:    val = (c == 0) ? log_lg_pv : One;
        default:                               val = a;  // VAL_A: MOV, KIL, ZXP, TEX...
      endcase
    end
    assign val_pv[32*c +: 32] = val;

    assign neg_pv[c]   = val[31] & (|val[30:0]) & ~((val[30:23] == 8'hFF) & (|val[22:0]));
    assign a_neg_pv[c] = a[31] & (|a[30:0]) & ~((a[30:23] == 8'hFF) & (|a[22:0]));
  end

  for (genvar c = 0; c < 4; c++) begin : gen_pm
    logic [31:0] a, b, cx, p, f, add_x, add_y, add_y_signed;
    logic        y_is_nan;
    assign a = a_pm[32*c +: 32];
    assign b = b_pm[32*c +: 32];
    assign cx = c_pm[32*c +: 32];
    assign p = prod_pm[32*c +: 32];
    assign f = cvt_pm[32*c +: 32];

    // Adder: ADD a+b, MAD p+c, FRC/EXP.y a-floor(a), DDX/DDY a-b, DP p.x+p.y (component 0).
    always_comb begin
      if (add_x_prod_pm_i) begin
        add_x = p;
      end else begin
        add_x = a;
      end
      if (add_y_b_pm_i) begin
        add_y = b;
      end else if (add_y_c_pm_i) begin
        add_y = cx;
      end else if (add_y_prod_pm_i) begin
        add_y = prod_pm[63:32];
      end else begin
        add_y = f;
      end
    end
    // x - y as x + (-y): the same IEEE result, NaN included (a NaN y passes unchanged and is
    // returned quieted), and the adders keep a constant operation.
    assign y_is_nan     = (add_y[30:23] == 8'hFF) & (|add_y[22:0]);
    assign add_y_signed = (add_sub_pm_i & ~y_is_nan) ? {~add_y[31], add_y[30:0]} : add_y;

    logic [4:0] unused_add_status;
    fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .Kind(1), .CanonNaN(CanonNaN))
    u_add (
      .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA1:PM]), .op_i(fp_pkg::OP_ADD),
      .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
      .a_i(add_x), .b_i(add_y_signed), .c_i(32'd0), .result_o(sum_pa1[32*c +: 32]),
      .status_o(unused_add_status));
  end

  // Flags that only the end needs: a kill test, the predicate value, LIT's x' > 0.
  logic kill_pv, pred_val_pv, pred_pv, lit_pos_pv;
  logic signed [31:0] int_a_pv, int_b_pv;

  // KIL/KLS: any component of the V read < 0; CMPKIL: any masked component of the result < 0.
  assign kill_pv = (kill_pv_i[attila_ctrl_pkg::KILL_READ] & (|a_neg_pv)) |
                   (kill_pv_i[attila_ctrl_pkg::KILL_RESULT] &
                    (|(neg_pv & {wmask_pv[0], wmask_pv[1], wmask_pv[2], wmask_pv[3]})));
  assign int_a_pv = a_pv[31:0];
  assign int_b_pv = b_pv[31:0];
  always_comb begin
    unique case (1'b1)
      pred_pv_i[attila_ctrl_pkg::PRED_CMP]:  pred_val_pv = cmp_pv[0];
      pred_pv_i[attila_ctrl_pkg::PRED_IEQ]:  pred_val_pv = int_a_pv == int_b_pv;
      pred_pv_i[attila_ctrl_pkg::PRED_IGT]:  pred_val_pv = int_a_pv > int_b_pv;
      pred_pv_i[attila_ctrl_pkg::PRED_ILT]:  pred_val_pv = int_a_pv < int_b_pv;
      pred_pv_i[attila_ctrl_pkg::PRED_BOOL]: pred_val_pv = bool_pv;
      default:                               pred_val_pv = 1'b0;
    endcase
  end
  assign pred_pv = pred_val_pv ^ invert_pv;  // D3
  // x' = v.x < 0 ? 0 : v.x is > 0 exactly when v.x is a positive non-zero number.
  assign lit_pos_pv = ~a_pv[31] & (|a_pv[30:0]) &
                      ~((a_pv[30:23] == 8'hFF) & (|a_pv[22:0]));

  logic       kill_pe, pred_pe, lit_pos_pe;
  logic [4*AccW-1:0] fx_pe;
  pipe_delay #(.Width(3 + 4 * AccW), .Stages(PE - PV)) u_flags_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PV]), .d_i({kill_pv, pred_pv, lit_pos_pv, fx_pv}),
    .q_o({kill_pe, pred_pe, lit_pos_pe, fx_pe}));

  // =============================================================================================
  // PA1, PA2, PA3: adder results and the DP chain ((x+y)+z)+w | +b.w
  // =============================================================================================
  logic [127:0] val_pa1;
  logic [31:0]  dp_z_pa1, dp_w_pa2;
  logic [31:0]  dp_w_pm;
  assign dp_w_pm = dp_w_b_pm_i ? b_pm[127:96] : prod_pm[127:96];

  logic [31:0] dp_w_pa1;
  pipe_delay #(.Width(128), .Stages(AddRegs - SelReg)) u_val_to_pa1 (
    .clk_i, .reg_en_i(reg_en_i[PA1:PV]), .d_i(val_pv), .q_o(val_pa1));
  pipe_delay #(.Width(64), .Stages(AddRegs)) u_to_pa1 (
    .clk_i, .reg_en_i(reg_en_i[PA1:PM]), .d_i({prod_pm[95:64], dp_w_pm}),
    .q_o({dp_z_pa1, dp_w_pa1}));

  logic [127:0] val_a1;
  always_comb begin
    val_a1 = val_pa1;
    if (sum_pa1_i) begin
      val_a1 = sum_pa1;
    end else if (exp_y_pa1_i) begin
      val_a1[63:32] = sum_pa1[63:32];  // EXP.y = s - floor(s)
    end
  end

  logic [31:0] dp_sum2_pa2;
  logic [4:0]  unused_dp2_status;
  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .Kind(1), .CanonNaN(CanonNaN))
  u_dp_add2 (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA2:PA1]), .op_i(fp_pkg::OP_ADD),
    .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
    .a_i(sum_pa1[31:0]), .b_i(dp_z_pa1), .c_i(32'd0), .result_o(dp_sum2_pa2),
    .status_o(unused_dp2_status));

  logic [127:0] val_pa2;
  pipe_delay #(.Width(128 + 32), .Stages(AddRegs)) u_to_pa2 (
    .clk_i, .reg_en_i(reg_en_i[PA2:PA1]), .d_i({val_a1, dp_w_pa1}), .q_o({val_pa2, dp_w_pa2}));

  logic [127:0] val_a2;
  assign val_a2 = dp3_pa2_i ? {4{dp_sum2_pa2}} : val_pa2;

  logic [31:0] dp_sum3_pa3;
  logic [4:0]  unused_dp3_status;
  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(AddRegs), .Kind(1), .CanonNaN(CanonNaN))
  u_dp_add3 (
    .clk_i, .rst_ni, .reg_en_i(reg_en_i[PA3:PA2]), .op_i(fp_pkg::OP_ADD),
    .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0), .nan_propagate_i(1'b1),
    .a_i(dp_sum2_pa2), .b_i(dp_w_pa2), .c_i(32'd0), .result_o(dp_sum3_pa3),
    .status_o(unused_dp3_status));

  logic [127:0] val_pa3, val_a3;
  pipe_delay #(.Width(128), .Stages(AddRegs)) u_to_pa3 (
    .clk_i, .reg_en_i(reg_en_i[PA3:PA2]), .d_i(val_a2), .q_o(val_pa3));

  assign val_a3 = dp4_pa3_i ? {4{dp_sum3_pa3}} : val_pa3;

  // =============================================================================================
  // PE: merge with the divider, square-root and SFU results; saturate, mask, gate
  // =============================================================================================
  logic [127:0] val_pe_in;

  pipe_delay #(.Width(128), .Stages(PE - PA3)) u_val_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PA3]), .d_i(val_a3), .q_o(val_pe_in));

  logic [127:0] val_pe;
  always_comb begin
    val_pe = val_pe_in;
    unique case (1'b1)
      path_pe_i[attila_ctrl_pkg::PATH_RCP]: val_pe = {4{quot_pe[31:0]}};
      path_pe_i[attila_ctrl_pkg::PATH_RSQ]: val_pe = {4{sqrt_pe}};
      path_pe_i[attila_ctrl_pkg::PATH_SFU]: val_pe = {4{sfu_pe}};
      path_pe_i[attila_ctrl_pkg::PATH_TXP]: val_pe[95:0] = quot_pe;  // w unchanged
      path_pe_i[attila_ctrl_pkg::PATH_LOG]: begin
        val_pe[63:32] = quot_pe[63:32];
        val_pe[95:64] = sfu_pe;
      end
      path_pe_i[attila_ctrl_pkg::PATH_EXP]: val_pe[95:64] = sfu_pe;
      path_pe_i[attila_ctrl_pkg::PATH_LIT]: val_pe[95:64] = lit_pos_pe ? sfu_pe : 32'd0;
      default: ;
    endcase
  end

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

  // The write enables of attila_ctrl (mask, all four for ARL, or none) go to the registers or
  // to the accumulator; the kill test is false for every opcode that does not kill.
  assign res_we_d   = (gate_pe & ~acc_pe_i) ? wmask_pe_i : 4'h0;
  assign acc_we_d   = (gate_pe & acc_pe_i) ? wmask_pe_i : 4'h0;
  assign pred_we_d  = gate_pe & pred_pe_i;
  assign pred_val_d = pred_we_d & pred_pe;
  assign kill_d     = (gate_pe & kill_pe) ? (16'd1 << sample_pe) : 16'd0;
  always_comb begin
    zexp_en_d   = 4'h0;
    zexp_base_d = 4'h0;
    if (gate_pe && eff_pe_i[attila_ctrl_pkg::EFF_ZEXP]) begin
      zexp_en_d = 4'b0001;
    end else if (gate_pe && eff_pe_i[attila_ctrl_pkg::EFF_ZEXP4]) begin
      // PROJECT DECISION (execute.h): samples past 15 are dropped.
      zexp_en_d   = {~zxs_last[4], (zxs_last <= 5'd16), (zxs_last <= 5'd17), 1'b1};
      zexp_base_d = sample_pe;
    end
  end
  assign chs_d    = gate_pe & eff_pe_i[attila_ctrl_pkg::EFF_CHS];
  assign tex_en_d = gate_pe & (eff_pe_i[attila_ctrl_pkg::EFF_TEX] |
                               eff_pe_i[attila_ctrl_pkg::EFF_TEX_W] |
                               eff_pe_i[attila_ctrl_pkg::EFF_TEX_X]);
  always_comb begin
    tex_param_d = 32'd0;
    if (gate_pe) begin
      unique case (1'b1)
        eff_pe_i[attila_ctrl_pkg::EFF_TEX_W]: tex_param_d = val_pe[127:96];  // TXB bias, TXL lod
        eff_pe_i[attila_ctrl_pkg::EFF_TEX_X]: tex_param_d = val_pe[31:0];    // LDA: index bits
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
