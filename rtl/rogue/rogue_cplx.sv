// Rogue complex unit: the main-ALU ops that write W0 directly (docs/rogue.md 1.9, 3.4, 3.6, 7.2,
// 14.2; decisions D56-D60) for ONE instance: FRCP, FRSQ, FSQRT, FLOG, FEXP, FLOGCN, GCMP, GEXP,
// FSINC (W0 and P0), FARCTANC and FRED (W0, W1, P0 with PWEN), with the M_CPLX F16 forms (7.2:
// SF16/SSEL convert a half of S0 first, DF16 rounds the result to binary16 in both halves of W0)
// and the S0 modifiers .abs then .neg (14.1; the complex layouts have no .flr).
//
// The ops are rare and large (D10: each is the only op of its group), so the unit is a sequencer:
// one op at a time runs its fixed sequence of correctly rounded binary32 steps (the sequences of
// D56-D60) on ONE shared unit of each kind of rtl/common:
//   fp_fma          add, sub, mul, fma (one rounding)                 fixed latency FmaRegs
//   fp_cvt          f16 -> f32 (SF16), f32 -> f16 (DF16), rint and f2i in RNE (FRED's n, q)
//                                                                     fixed latency CvtRegs
//   fp_divsqrt_iter division (FRCP = 1/x, FSINC, FARCTANC's 1/|x|), sqrt, rsqrt   handshake
//   fp_sfu_iter     lg2, ex2, sin, pow                                             handshake
// all with round to nearest even, subnormals kept and canonical NaNs (14.1, D42, D43). Comparisons
// against the positive constants of GCMP/GEXP/FSINC/FARCTANC are integer compares of the bits.
//
// Sequencing: every step is an ISSUE cycle, which loads the operand registers a_q/b_q/c_q and the
// unit's operation from the state and the data registers (so the units see registered operands),
// then RUN cycles until the unit's result is ready; the result lands in acc_q and the state moves
// to the step named at issue. States without a unit operation only move data (one cycle each).
//
// Interfaces: in_ready_o only when idle; in_valid_i & in_ready_o accepts op_i, layout_i, the
// packed fields (rogue_pkg::<LAYOUT>_<FIELD>_OFF) and S0 (all ops) and S3 (FRED). out_valid_o is
// a register; the outputs are held until out_ready_i, and the unit is idle again the next cycle.
// Complex ops and FRED are P0-only (3.1), so there is no phase input: FRED reads S0 and S3.
// An op_i outside the list gives W0 = +0 and no W1/P0 write (the integration never sends one).
module rogue_cplx (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  input  logic                                   in_valid_i,
  output logic                                   in_ready_o,
  input  logic [rogue_pkg::OP_BITS-1:0]          op_i,
  input  logic [rogue_pkg::LAYOUT_BITS-1:0]      layout_i,
  input  logic [rogue_pkg::COMP_FIELD_BITS-1:0]  fields_i,
  input  logic [6*32-1:0]                        s_i,
  output logic                                   out_valid_o,
  input  logic                                   out_ready_i,
  output logic [31:0]                            w0_o,
  output logic [31:0]                            w1_o,
  output logic                                   w1_we_o,
  output logic                                   p0_o,
  output logic                                   p0_we_o
);
  // Latencies of the fixed-latency units (their reg_en_i is tied high: they run freely, and the
  // sequencer holds their operands for the whole RUN phase).
  localparam int unsigned FmaRegs = 3;
  localparam int unsigned CvtRegs = 2;
  localparam logic [1:0]  FmaLat  = FmaRegs[1:0];
  localparam logic [1:0]  CvtLat  = CvtRegs[1:0];

  // ---- constants (docs/rogue.md 2.5, D57-D60) -----------------------------------------------
  localparam logic [31:0] One       = 32'h3F80_0000;
  localparam logic [31:0] CanonNaN  = 32'h7FC0_0000;  // D43
  localparam logic [31:0] SrgbLin   = 32'h3B4D_2E1C;  // sc136: 0.0031308
  localparam logic [31:0] K1292     = 32'h414E_B852;  // sc137: 12.92
  localparam logic [31:0] Inv24     = 32'h3ED5_5555;  // sc138: 1/2.4
  localparam logic [31:0] K1055     = 32'h3F87_0A3D;  // sc139: 1.055
  localparam logic [31:0] K0055     = 32'h3D61_47AE;  // sc140: 0.055
  localparam logic [31:0] SrgbEnc   = 32'h3D25_AEE6;  // sc156: 0.04045
  localparam logic [31:0] Inv1292   = 32'h3D9E_8391;  // sc157: 1/12.92
  localparam logic [31:0] Inv1055   = 32'h3F72_A76F;  // sc158: 1/1.055 (the table's value, D4)
  localparam logic [31:0] K24       = 32'h4019_999A;  // rn(2.4) (D57)
  localparam logic [31:0] PiHalf    = 32'h3FC9_0FDB;  // rn(pi/2) = C1 of FRED
  localparam logic [31:0] TwoOverPi = 32'h3F22_F983;  // rn(2/pi)
  localparam logic [31:0] RedC2     = 32'hB33B_BD2E;  // pi/2 = C1 + C2 + C3 (D60)
  localparam logic [31:0] RedC3     = 32'hA6F7_2CED;
  localparam logic [31:0] AtanTiny  = 32'h39C0_0000;  // |x| below it: FARCTANC = 1.0 (D59)

  // FARCTANC's polynomial P(t) = sum c_k t^k, k = 0..10 (D59: binary32 coefficients of the
  // Chebyshev interpolation of atan(sqrt t)/sqrt t, the constant term 1).
  function automatic logic [31:0] atan_coeff(input logic [3:0] k);
    unique case (k)
      4'd0:    atan_coeff = 32'h3F80_0000;
      4'd1:    atan_coeff = 32'hBEAA_AAA7;
      4'd2:    atan_coeff = 32'h3E4C_CBA4;
      4'd3:    atan_coeff = 32'hBE12_366E;
      4'd4:    atan_coeff = 32'h3DE2_51DE;
      4'd5:    atan_coeff = 32'hBDB3_EAEE;
      4'd6:    atan_coeff = 32'h3D88_EA21;
      4'd7:    atan_coeff = 32'hBD33_EE47;
      4'd8:    atan_coeff = 32'h3CB3_82C7;
      4'd9:    atan_coeff = 32'hBBE6_6188;
      default: atan_coeff = 32'h3A8A_9F6B;  // c10
    endcase
  endfunction

  // FRED's term k of pi/2 (k = 1..3; past C3 no term is applied).
  function automatic logic [31:0] red_term(input logic [3:0] k);
    unique case (k)
      4'd1:    red_term = PiHalf;
      4'd2:    red_term = RedC2;
      default: red_term = RedC3;
    endcase
  endfunction

  // ---- units and states ---------------------------------------------------------------------
  typedef enum logic [1:0] {
    UnitFma,
    UnitCvt,
    UnitDsq,   // fp_divsqrt_iter
    UnitSfu    // fp_sfu_iter
  } unit_e;

  typedef enum logic [4:0] {
    StIdle,
    StCvtIn,      // SF16: the chosen half to binary32
    StStart,      // S0 modifiers; the op's first step or its special result
    StGcmpFma,    // GCMP: 1.055 pow - 0.055
    StGexpMul,    // GEXP: (x + 0.055) / 1.055
    StGexpPow,    // GEXP: pow(., 2.4)
    StSincSin,    // FSINC: sin(x rn(pi/2))
    StSincDiv,    // FSINC: / x
    StAtanR,      // FARCTANC |x| > 1: r = 1/|x|, then r*r
    StAtanT,      // FARCTANC: t = x^2 or r^2; the first Horner step
    StAtanHorner, // FARCTANC: Horner steps down to c0
    StAtanSub,    // FARCTANC |x| > 1: rn(pi/2) - r P
    StAtanMul,    // FARCTANC |x| > 1: (.) r
    StRedRint,    // FRED: n = rint(s0 rn(2/pi))
    StRedN,       // FRED: the iteration's term on S0 or S3
    StRedR,       // FRED: r; the next term for P0
    StRedP,       // FRED: P0 = the next term changes r
    StRedFold,    // FRED part B: n mod 4 (f2i) when n is a finite integer below 2^25
    StRedQ,       // FRED part B: q = (n + TYPE) mod 4
    StRedX0,      // FRED part B: x = r rn(2/pi)
    StRedX,       // FRED part B: X from x and q
    StPost,       // DF16: round to binary16
    StDf16,       // DF16: both halves of W0
    StOut         // result held
  } state_e;

  // ---- registers ----------------------------------------------------------------------------
  state_e                          state_q, state_d;
  state_e                          next_q, next_d;      // state after the running unit op
  logic                            run_q, run_d;        // a unit op is in flight
  logic                            started_q, started_d;  // the iterative unit took it
  logic [1:0]                      cnt_q, cnt_d;        // RUN cycles left (fixed-latency units)
  unit_e                           unit_q, unit_d;
  fp_pkg::fp_op_e                  fma_op_q, fma_op_d;
  fp_pkg::fp_op_e                  cvt_op_q, cvt_op_d;
  fp_pkg::fp_fmt_e                 cvt_src_q, cvt_src_d, cvt_dst_q, cvt_dst_d;
  logic [1:0]                      dsq_op_q, dsq_op_d;
  fp_pkg::sfu_op_e                 sfu_op_q, sfu_op_d;
  logic [31:0]                     a_q, a_d, b_q, b_d, c_q, c_d;

  logic [rogue_pkg::OP_BITS-1:0]   op_q, op_d;
  logic                            red_q, red_d;        // FRED (layout M_RED)
  logic                            sf16_q, sf16_d, ssel_q, ssel_d, df16_q, df16_d;
  logic                            neg_q, neg_d, abs_q, abs_d;
  logic                            part_b_q, part_b_d, cos_q, cos_d, pwen_q, pwen_d;
  logic [2:0]                      iter_q, iter_d;
  logic [31:0]                     acc_q, acc_d;        // the last unit result (or a loaded value)
  logic [31:0]                     x_q, x_d;            // the modified operand
  logic [31:0]                     s3_q, s3_d;          // FRED: S3 (the previous data)
  logic [31:0]                     n_q, n_d;            // FRED: n
  logic [31:0]                     r_q, r_d;            // FRED: r (W1); FARCTANC: 1/|x|
  logic [31:0]                     t_q, t_d;            // FARCTANC: x^2 or r^2
  logic [3:0]                      k_q, k_d;            // FARCTANC: Horner index; FRED: term
  logic                            big_q, big_d;        // FARCTANC: |x| > 1
  logic [1:0]                      quad_q, quad_d;      // FRED: q
  logic                            p0_q, p0_d;
  logic [31:0]                     w0_q, w0_d;

  // ---- the shared units ---------------------------------------------------------------------
  logic [31:0] fma_res, cvt_res, dsq_res, sfu_res;
  logic [4:0]  unused_fma_status, unused_cvt_status, unused_dsq_status;
  logic        dsq_in_valid, dsq_in_ready, dsq_out_valid, dsq_out_ready;
  logic        sfu_in_valid, sfu_in_ready, sfu_out_valid, sfu_out_ready;

  fp_fma #(
    .ExpBits    (8),
    .ManBits    (23),
    .NumPipeRegs(FmaRegs),
    .Kind       (0)
  ) u_fma (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .reg_en_i       ({(FmaRegs + 1){1'b1}}),
    .op_i           (fma_op_q),
    .rnd_mode_i     (fp_pkg::RNE),
    .ftz_i          (1'b0),
    .nan_propagate_i(1'b0),
    .a_i            (a_q),
    .b_i            (b_q),
    .c_i            (c_q),
    .result_o       (fma_res),
    .status_o       (unused_fma_status)
  );

  fp_cvt #(
    .NumPipeRegs(CvtRegs)
  ) u_cvt (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .reg_en_i       ({(CvtRegs + 1){1'b1}}),
    .op_i           (cvt_op_q),
    .src_fmt_i      (cvt_src_q),
    .dst_fmt_i      (cvt_dst_q),
    .rnd_mode_i     (fp_pkg::RNE),
    .ftz_i          (1'b0),
    .nan_propagate_i(1'b0),
    .rint_exact_i   (1'b0),
    .a_i            (a_q),
    .result_o       (cvt_res),
    .status_o       (unused_cvt_status)
  );

  fp_divsqrt_iter u_dsq (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .in_valid_i     (dsq_in_valid),
    .in_ready_o     (dsq_in_ready),
    .op_i           (dsq_op_q),
    .fmt_i          (1'b0),
    .rnd_mode_i     (fp_pkg::RNE),
    .ftz_i          (1'b0),
    .nan_propagate_i(1'b0),
    .a_i            (a_q),
    .b_i            (b_q),
    .out_valid_o    (dsq_out_valid),
    .out_ready_i    (dsq_out_ready),
    .result_o       (dsq_res),
    .status_o       (unused_dsq_status)
  );

  fp_sfu_iter u_sfu (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .in_valid_i     (sfu_in_valid),
    .in_ready_o     (sfu_in_ready),
    .op_i           (sfu_op_q),
    .nan_propagate_i(1'b0),
    .a_i            (a_q),
    .b_i            (b_q),
    .out_valid_o    (sfu_out_valid),
    .out_ready_i    (sfu_out_ready),
    .result_o       (sfu_res)
  );

  // The iterative units get one in_valid pulse per op (they are idle whenever the sequencer
  // issues: every result is taken the cycle it appears).
  assign dsq_in_valid  = run_q && unit_q == UnitDsq && !started_q;
  assign sfu_in_valid  = run_q && unit_q == UnitSfu && !started_q;
  assign dsq_out_ready = run_q && unit_q == UnitDsq;
  assign sfu_out_ready = run_q && unit_q == UnitSfu;

  logic        unit_done;
  logic [31:0] unit_res;
  always_comb begin
    unique case (unit_q)
      UnitFma: begin unit_done = cnt_q == 2'd0; unit_res = fma_res; end
      UnitCvt: begin unit_done = cnt_q == 2'd0; unit_res = cvt_res; end
      UnitDsq: begin unit_done = dsq_out_valid; unit_res = dsq_res; end
      default: begin unit_done = sfu_out_valid; unit_res = sfu_res; end
    endcase
  end

  // ---- operand tests (bit compares; NaNs are excluded before they are used) ---------------------
  function automatic logic is_nan(input logic [30:0] mag);  // |v| of v
    is_nan = mag[30:23] == 8'hFF && mag[22:0] != 23'd0;
  endfunction
  function automatic logic is_inf(input logic [30:0] mag);
    is_inf = mag == 31'h7F80_0000;
  endfunction
  // v <= c for a non-NaN v and a positive finite c (|c| given): negatives (-0, -inf too) are below.
  function automatic logic le_pos(input logic [31:0] v, input logic [30:0] c_mag);
    le_pos = v[31] || v[30:0] <= c_mag;
  endfunction

  // The operand after the source modifiers: .abs, then .neg (14.1).
  logic [31:0] x_mod, x_abs;
  assign x_mod = {(acc_q[31] & ~abs_q) ^ neg_q, acc_q[30:0]};
  assign x_abs = {1'b0, x_mod[30:0]};

  // FRED's term for this iteration (D60): part A ITER 0: C1 on S0; part A ITER i: C(i+1) on S3;
  // part B ITER i: C(i+2) on S3. k_q holds it from StRedRint on.
  logic [3:0] red_k;
  assign red_k = part_b_q ? {1'b0, iter_q} + 4'd2 : (iter_q == 3'd0 ? 4'd1 : {1'b0, iter_q} + 4'd1);

  // FRED part B: |x| for the fold (NaN kept).
  logic [31:0] red_ax;
  assign red_ax = is_nan(acc_q[30:0]) ? acc_q : {1'b0, acc_q[30:0]};

  // ---- the sequencer ------------------------------------------------------------------------
  // The ISSUE request of the current state.
  logic            issue;
  unit_e           iss_unit;
  fp_pkg::fp_op_e  iss_fma_op, iss_cvt_op;
  fp_pkg::fp_fmt_e iss_src, iss_dst;
  logic [1:0]      iss_dsq_op;
  fp_pkg::sfu_op_e iss_sfu_op;
  logic [31:0]     iss_a, iss_b, iss_c;
  state_e          iss_next;

  always_comb begin
    state_d = state_q;  next_d = next_q;  run_d = run_q;  started_d = started_q;  cnt_d = cnt_q;
    unit_d = unit_q;  fma_op_d = fma_op_q;  cvt_op_d = cvt_op_q;  cvt_src_d = cvt_src_q;
    cvt_dst_d = cvt_dst_q;  dsq_op_d = dsq_op_q;  sfu_op_d = sfu_op_q;
    a_d = a_q;  b_d = b_q;  c_d = c_q;
    op_d = op_q;  red_d = red_q;  sf16_d = sf16_q;  ssel_d = ssel_q;  df16_d = df16_q;
    neg_d = neg_q;  abs_d = abs_q;  part_b_d = part_b_q;  cos_d = cos_q;  pwen_d = pwen_q;
    iter_d = iter_q;  acc_d = acc_q;  x_d = x_q;  s3_d = s3_q;  n_d = n_q;  r_d = r_q;  t_d = t_q;
    k_d = k_q;  big_d = big_q;  quad_d = quad_q;  p0_d = p0_q;  w0_d = w0_q;

    issue = 1'b0;  iss_unit = UnitFma;  iss_fma_op = fp_pkg::OP_MUL;  iss_cvt_op = fp_pkg::OP_F2F;
    iss_src = fp_pkg::FP32;  iss_dst = fp_pkg::FP32;  iss_dsq_op = 2'd0;
    iss_sfu_op = fp_pkg::SFU_EX2;  iss_a = acc_q;  iss_b = '0;  iss_c = '0;  iss_next = StPost;

    if (run_q) begin
      if (dsq_in_valid && dsq_in_ready) started_d = 1'b1;
      if (sfu_in_valid && sfu_in_ready) started_d = 1'b1;
      if (cnt_q != 2'd0) cnt_d = cnt_q - 2'd1;
      if (unit_done) begin
        acc_d   = unit_res;
        run_d   = 1'b0;
        state_d = next_q;
      end
    end else begin
      unique case (state_q)
        StIdle: begin
          if (in_valid_i) begin
            op_d   = op_i;
            red_d  = layout_i == rogue_pkg::L_M_RED;
            acc_d  = s_i[0 +: 32];
            s3_d   = s_i[3 * 32 +: 32];
            p0_d   = 1'b0;
            if (layout_i == rogue_pkg::L_M_RED) begin
              sf16_d   = 1'b0;
              ssel_d   = 1'b0;
              df16_d   = 1'b0;
              neg_d    = fields_i[rogue_pkg::M_RED_S0NEG_OFF];
              abs_d    = fields_i[rogue_pkg::M_RED_S0ABS_OFF];
              part_b_d = fields_i[rogue_pkg::M_RED_PART_OFF];
              iter_d   = fields_i[rogue_pkg::M_RED_ITER_OFF +: rogue_pkg::M_RED_ITER_WIDTH];
              cos_d    = fields_i[rogue_pkg::M_RED_TYPE_OFF];
              pwen_d   = fields_i[rogue_pkg::M_RED_PWEN_OFF];
            end else begin
              sf16_d   = fields_i[rogue_pkg::M_CPLX_SF16_OFF];
              ssel_d   = fields_i[rogue_pkg::M_CPLX_SSEL_OFF];
              df16_d   = fields_i[rogue_pkg::M_CPLX_DF16_OFF];
              neg_d    = fields_i[rogue_pkg::M_CPLX_S0NEG_OFF];
              abs_d    = fields_i[rogue_pkg::M_CPLX_S0ABS_OFF];
              part_b_d = 1'b0;
              iter_d   = 3'd0;
              cos_d    = 1'b0;
              pwen_d   = 1'b0;
            end
            state_d = StCvtIn;
          end
        end

        StCvtIn: begin  // SF16 (7.2): the half, exactly to binary32
          if (sf16_q) begin
            issue      = 1'b1;
            iss_unit   = UnitCvt;
            iss_cvt_op = fp_pkg::OP_F2F;
            iss_src    = fp_pkg::FP16;
            iss_dst    = fp_pkg::FP32;
            iss_a      = {16'd0, ssel_q ? acc_q[31:16] : acc_q[15:0]};
            iss_next   = StStart;
          end else begin
            state_d = StStart;
          end
        end

        StStart: begin
          x_d = x_mod;
          if (red_q) begin  // FRED: n = rint(s0 rn(2/pi)) (D60)
            issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = x_mod;  iss_b = TwoOverPi;
            iss_next = StRedRint;
          end else begin
            unique case (op_q)
              rogue_pkg::OP_FRCP: begin
                issue = 1'b1;  iss_unit = UnitDsq;  iss_dsq_op = 2'd0;  iss_a = One;  iss_b = x_mod;
              end
              rogue_pkg::OP_FRSQ: begin
                issue = 1'b1;  iss_unit = UnitDsq;  iss_dsq_op = 2'd2;  iss_a = x_mod;
              end
              rogue_pkg::OP_FSQRT: begin
                issue = 1'b1;  iss_unit = UnitDsq;  iss_dsq_op = 2'd1;  iss_a = x_mod;
              end
              rogue_pkg::OP_FLOG: begin
                issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_LG2;  iss_a = x_mod;
              end
              rogue_pkg::OP_FEXP: begin
                issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_EX2;  iss_a = x_mod;
              end
              rogue_pkg::OP_FLOGCN: begin  // log2 |x| (D56)
                issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_LG2;  iss_a = x_abs;
              end
              rogue_pkg::OP_GCMP: begin  // D57
                if (is_nan(x_mod[30:0])) begin
                  acc_d = CanonNaN;  state_d = StPost;
                end else if (le_pos(x_mod, SrgbLin[30:0])) begin
                  issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = x_mod;  iss_b = K1292;
                end else begin
                  issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_POW;
                  iss_a = x_mod;  iss_b = Inv24;  iss_next = StGcmpFma;
                end
              end
              rogue_pkg::OP_GEXP: begin  // D57
                if (is_nan(x_mod[30:0])) begin
                  acc_d = CanonNaN;  state_d = StPost;
                end else if (le_pos(x_mod, SrgbEnc[30:0])) begin
                  issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = x_mod;  iss_b = Inv1292;
                end else begin
                  issue = 1'b1;  iss_fma_op = fp_pkg::OP_ADD;  iss_a = x_mod;  iss_b = K0055;
                  iss_next = StGexpMul;
                end
              end
              rogue_pkg::OP_FSINC: begin  // D58: P0 = 1 unless x is NaN or infinite
                if (is_nan(x_mod[30:0]) || is_inf(x_mod[30:0])) begin
                  acc_d = CanonNaN;  p0_d = 1'b0;  state_d = StPost;
                end else if (x_mod[30:23] < 8'd103) begin
                  acc_d = PiHalf;  p0_d = 1'b1;  state_d = StPost;
                end else begin
                  p0_d  = 1'b1;
                  issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = x_mod;  iss_b = PiHalf;
                  iss_next = StSincSin;
                end
              end
              rogue_pkg::OP_FARCTANC: begin  // D59 (atan(x)/x is even: |x| from here on)
                big_d = !le_pos(x_abs, One[30:0]);
                if (is_nan(x_mod[30:0])) begin
                  acc_d = CanonNaN;  state_d = StPost;
                end else if (x_abs < AtanTiny) begin
                  acc_d = One;  state_d = StPost;
                end else if (le_pos(x_abs, One[30:0])) begin
                  issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = x_abs;  iss_b = x_abs;
                  iss_next = StAtanT;
                end else begin
                  issue = 1'b1;  iss_unit = UnitDsq;  iss_dsq_op = 2'd0;  iss_a = One;  iss_b = x_abs;
                  iss_next = StAtanR;
                end
              end
              default: begin
                acc_d = '0;  state_d = StPost;
              end
            endcase
          end
        end

        StGcmpFma: begin  // fma(sc139, pow, -sc140)
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_FMA;  iss_a = K1055;  iss_b = acc_q;
          iss_c = {1'b1, K0055[30:0]};
        end
        StGexpMul: begin
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = acc_q;  iss_b = Inv1055;
          iss_next = StGexpPow;
        end
        StGexpPow: begin
          issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_POW;  iss_a = acc_q;
          iss_b = K24;
        end

        StSincSin: begin
          issue = 1'b1;  iss_unit = UnitSfu;  iss_sfu_op = fp_pkg::SFU_SIN;  iss_a = acc_q;
          iss_next = StSincDiv;
        end
        StSincDiv: begin
          issue = 1'b1;  iss_unit = UnitDsq;  iss_dsq_op = 2'd0;  iss_a = acc_q;  iss_b = x_q;
        end

        StAtanR: begin
          r_d   = acc_q;
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = acc_q;  iss_b = acc_q;
          iss_next = StAtanT;
        end
        StAtanT: begin  // Horner from c10: p = fma(c10, t, c9)
          t_d   = acc_q;
          k_d   = 4'd9;
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_FMA;  iss_a = atan_coeff(4'd10);  iss_b = acc_q;
          iss_c = atan_coeff(4'd9);  iss_next = StAtanHorner;
        end
        StAtanHorner: begin  // acc = p down to c_k
          if (k_q != 4'd0) begin
            k_d   = k_q - 4'd1;
            issue = 1'b1;  iss_fma_op = fp_pkg::OP_FMA;  iss_a = acc_q;  iss_b = t_q;
            iss_c = atan_coeff(k_q - 4'd1);  iss_next = StAtanHorner;
          end else if (big_q) begin  // (rn(pi/2) - r P(r^2)) r
            issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = r_q;  iss_b = acc_q;
            iss_next = StAtanSub;
          end else begin
            state_d = StPost;
          end
        end
        StAtanSub: begin
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_SUB;  iss_a = PiHalf;  iss_b = acc_q;
          iss_next = StAtanMul;
        end
        StAtanMul: begin
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = acc_q;  iss_b = r_q;
        end

        StRedRint: begin
          k_d   = red_k;
          issue = 1'b1;  iss_unit = UnitCvt;  iss_cvt_op = fp_pkg::OP_RINT;  iss_a = acc_q;
          iss_next = StRedN;
        end
        StRedN: begin  // r = fma(-n, Ck, S0 or S3); past C3 the data is unchanged
          n_d = acc_q;
          if (k_q <= 4'd3) begin
            issue = 1'b1;  iss_fma_op = fp_pkg::OP_FMA;  iss_a = {~acc_q[31], acc_q[30:0]};
            iss_b = red_term(k_q);
            iss_c = (!part_b_q && iter_q == 3'd0) ? x_q : s3_q;
            iss_next = StRedR;
          end else begin
            acc_d   = s3_q;  // part A ITER >= 3 or part B ITER >= 2 read S3
            state_d = StRedR;
          end
        end
        StRedR: begin  // W1 = r; P0 = a further term would change it
          r_d = acc_q;
          if (k_q <= 4'd2) begin
            issue = 1'b1;  iss_fma_op = fp_pkg::OP_FMA;  iss_a = {~n_q[31], n_q[30:0]};
            iss_b = red_term(k_q + 4'd1);  iss_c = acc_q;  iss_next = StRedP;
          end else begin
            p0_d    = 1'b0;
            state_d = StRedFold;
          end
        end
        StRedP: begin
          p0_d    = acc_q != r_q;
          state_d = StRedFold;
        end
        StRedFold: begin
          if (!part_b_q) begin  // part A: W0 = W1 = r
            w0_d    = r_q;
            state_d = StOut;
          end else if (!is_nan(n_q[30:0]) && !is_inf(n_q[30:0]) && n_q[30:23] < 8'd152) begin
            // |n| < 2^25 (larger integers are multiples of 4): n mod 4 from its int32 value
            issue = 1'b1;  iss_unit = UnitCvt;  iss_cvt_op = fp_pkg::OP_F2I;  iss_a = n_q;
            iss_next = StRedQ;
          end else begin
            quad_d  = {1'b0, cos_q};
            state_d = StRedX0;
          end
        end
        StRedQ: begin
          quad_d  = acc_q[1:0] + {1'b0, cos_q};
          state_d = StRedX0;
        end
        StRedX0: begin
          issue = 1'b1;  iss_fma_op = fp_pkg::OP_MUL;  iss_a = r_q;  iss_b = TwoOverPi;
          iss_next = StRedX;
        end
        StRedX: begin  // X = x, 1 - |x|, -x, |x| - 1 for q = 0..3
          unique case (quad_q)
            2'd0: state_d = StPost;
            2'd1: begin
              issue = 1'b1;  iss_fma_op = fp_pkg::OP_SUB;  iss_a = One;  iss_b = red_ax;
            end
            2'd2: begin
              acc_d   = is_nan(acc_q[30:0]) ? acc_q : {~acc_q[31], acc_q[30:0]};
              state_d = StPost;
            end
            default: begin
              issue = 1'b1;  iss_fma_op = fp_pkg::OP_SUB;  iss_a = red_ax;  iss_b = One;
            end
          endcase
        end

        StPost: begin  // DF16 (7.2): round to binary16, both halves of W0
          if (df16_q) begin
            issue = 1'b1;  iss_unit = UnitCvt;  iss_cvt_op = fp_pkg::OP_F2F;
            iss_src = fp_pkg::FP32;  iss_dst = fp_pkg::FP16;  iss_a = acc_q;  iss_next = StDf16;
          end else begin
            w0_d    = acc_q;
            state_d = StOut;
          end
        end
        StDf16: begin
          w0_d    = {acc_q[15:0], acc_q[15:0]};
          state_d = StOut;
        end

        StOut: begin
          if (out_ready_i) state_d = StIdle;
        end

        default: state_d = StIdle;
      endcase
    end

    if (issue) begin
      run_d     = 1'b1;
      started_d = 1'b0;
      unit_d    = iss_unit;
      fma_op_d  = iss_fma_op;
      cvt_op_d  = iss_cvt_op;
      cvt_src_d = iss_src;
      cvt_dst_d = iss_dst;
      dsq_op_d  = iss_dsq_op;
      sfu_op_d  = iss_sfu_op;
      a_d       = iss_a;
      b_d       = iss_b;
      c_d       = iss_c;
      next_d    = iss_next;
      cnt_d     = iss_unit == UnitCvt ? CvtLat : FmaLat;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q   <= StIdle;
      run_q     <= 1'b0;
      started_q <= 1'b0;
    end else begin
      state_q   <= state_d;
      run_q     <= run_d;
      started_q <= started_d;
    end
  end

  // Data and operand registers: no reset (state_q and run_q guard them).
  always_ff @(posedge clk_i) begin
    next_q   <= next_d;    cnt_q     <= cnt_d;      unit_q    <= unit_d;
    fma_op_q <= fma_op_d;  cvt_op_q  <= cvt_op_d;   cvt_src_q <= cvt_src_d;
    cvt_dst_q <= cvt_dst_d; dsq_op_q <= dsq_op_d;   sfu_op_q  <= sfu_op_d;
    a_q      <= a_d;       b_q       <= b_d;        c_q       <= c_d;
    op_q     <= op_d;      red_q     <= red_d;      sf16_q    <= sf16_d;
    ssel_q   <= ssel_d;    df16_q    <= df16_d;     neg_q     <= neg_d;
    abs_q    <= abs_d;     part_b_q  <= part_b_d;   cos_q     <= cos_d;
    pwen_q   <= pwen_d;    iter_q    <= iter_d;     acc_q     <= acc_d;
    x_q      <= x_d;       s3_q      <= s3_d;       n_q       <= n_d;
    r_q      <= r_d;       t_q       <= t_d;        k_q       <= k_d;
    big_q    <= big_d;     quad_q    <= quad_d;     p0_q      <= p0_d;
    w0_q     <= w0_d;
  end

  // ---- outputs ------------------------------------------------------------------------------
  assign in_ready_o  = state_q == StIdle;
  assign out_valid_o = state_q == StOut;
  assign w0_o        = w0_q;
  assign w1_we_o     = red_q;
  assign w1_o        = red_q ? r_q : '0;
  assign p0_we_o     = red_q ? pwen_q : op_q == rogue_pkg::OP_FSINC;
  assign p0_o        = p0_we_o & p0_q;

  // Fields the unit does not need (the layout's opcode bits, ALT/GAMMAOP already in op_i, the
  // reserved bit, the bits of wider layouts), S1, S2, S4, S5 and the units' flags.
  logic unused;
  assign unused = ^{fields_i, s_i[32 +: 64], s_i[4 * 32 +: 64], unused_fma_status,
                    unused_cvt_status, unused_dsq_status};
endmodule
