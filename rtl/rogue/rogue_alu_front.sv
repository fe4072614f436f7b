// Front half of one instance of the Rogue main-ALU data path (docs/rogue.md 1.9 steps 1-2, 1.10,
// 14): IS0 and FTE, the phase-0 op (FT0; a 64-bit integer op also drives FTE and the carry), the
// phase-1 op (FT1; CONVERTFROMF64 among the P0 ops), and the values of the units that write
// W0/W1/P0 directly: the complex unit and the F64 group (their results come in from rogue_alu,
// which runs them), the sum-of-products unit and the whole bitwise group (rogue_bitwise_alu). A feedthrough whose phase is absent is 0 (D28).
//
// The float phases run on rogue_fp_phase (the shared FMA) with NumPipeRegs registers; every other
// value is computed combinationally and travels in lock-step beside them (pipe_delay on the same
// enables), so mid_o is this instance's state NumPipeRegs registers after the input.
module rogue_alu_front
#(
  parameter int unsigned NumPipeRegs = 1,
  parameter int unsigned Lane        = 0
) (
  input  logic                                    clk_i,
  input  logic                                    rst_ni,
  input  logic [NumPipeRegs:0]                    reg_en_i,
  // The decoder's record (rogue_decoder outputs; rtl/rogue/README.md)
  input  logic                                    bitwise_i,    // grp_alu = BITWISE
  input  logic [rogue_pkg::NUM_SLOTS-1:0]                    comp_present_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::LAYOUT_BITS-1:0]        comp_layout_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VARIANT_BITS-1:0]       comp_variant_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_FIELD_BITS-1:0]    comp_fields_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0]  comp_op_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS-1:0]          comp_op_valid_i,
  input  logic [2:0]                              is0_i,
  input  logic [1:0]                              rpt_i,        // execution index (D68)
  // This instance
  input  logic                                    en_i,
  input  logic                                    p0_i,
  input  logic [6*32-1:0]                         s_i,
  input  logic [4*32-1:0]                         quad_s0_i,    // S0 of every instance (P0 derivatives)
  input  logic [4*32-1:0]                         quad_s3_i,    // S3 of every instance (P1 derivatives)
  // The complex unit's results for this instance (valid with a complex group at the input)
  input  logic                                    cplx_i,
  input  logic [31:0]                             cplx_w0_i, cplx_w1_i,
  input  logic                                    cplx_w1_we_i, cplx_p0_i, cplx_p0_we_i,
  // The F64 group's result for this instance (valid with an F64 group at the input)
  input  logic                                    f64_i,
  input  logic [63:0]                             f64_res_i,
  output rogue_alu_pkg::lane_mid_t                               mid_o,
  output logic                                    unsupported_o // a value this RTL cannot form
);

  localparam int unsigned CFB = rogue_pkg::COMP_FIELD_BITS;

  logic [CFB-1:0]         p0_f, p1_f;
  logic [rogue_pkg::LAYOUT_BITS-1:0] p0_lay, p1_lay;
  logic [rogue_pkg::OP_BITS-1:0]                    p0_op, p1_op;
  logic                   p0_on, p1_on;
  assign p0_on  = comp_present_i[rogue_pkg::SLOT_P0] & ~bitwise_i;
  assign p1_on  = comp_present_i[rogue_pkg::SLOT_P1] & ~bitwise_i;
  assign p0_f   = comp_fields_i[rogue_pkg::SLOT_P0*CFB +: CFB];
  assign p1_f   = comp_fields_i[rogue_pkg::SLOT_P1*CFB +: CFB];
  assign p0_lay = comp_layout_i[rogue_pkg::SLOT_P0*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS];
  assign p1_lay = comp_layout_i[rogue_pkg::SLOT_P1*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS];
  assign p0_op  = (comp_op_i[rogue_pkg::SLOT_P0*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS +: rogue_pkg::OP_BITS]);
  assign p1_op  = (comp_op_i[rogue_pkg::SLOT_P1*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS +: rogue_pkg::OP_BITS]);

  // ---- Float phase controls (3.2-3.4): {uses the FMA phase, mode, a flr/abs/neg, b abs/neg,
  //      c flr/abs/neg, sat} ----
  localparam int unsigned PcW = 1 + 3 + 3 + 2 + 3 + 1;
  function automatic logic [PcW-1:0] phase_ctrl(input logic [rogue_pkg::LAYOUT_BITS-1:0] lay, input logic [rogue_pkg::OP_BITS-1:0] op,
                                                  input logic [CFB-1:0] f);
    logic [2:0] mode;
    phase_ctrl = '0;
    mode       = 3'd0;
    if (lay == rogue_pkg::L_M_FADDMUL) begin
      mode = (op == rogue_pkg::OP_FMUL) ? 3'd1 : 3'd0;
      phase_ctrl = {1'b1, mode, f[rogue_pkg::M_FADDMUL_S0FLR_OFF], f[rogue_pkg::M_FADDMUL_S0ABS_OFF], f[rogue_pkg::M_FADDMUL_S0NEG_OFF],
              f[rogue_pkg::M_FADDMUL_S1ABS_OFF], 1'b0, 3'b000, f[rogue_pkg::M_FADDMUL_SAT_OFF]};
    end else if (lay == rogue_pkg::L_M_FMAD) begin
      phase_ctrl = {1'b1, 3'd2, 1'b0, f[rogue_pkg::M_FMAD_S0ABS_OFF], f[rogue_pkg::M_FMAD_S0NEG_OFF], f[rogue_pkg::M_FMAD_S1ABS_OFF],
              f[rogue_pkg::M_FMAD_S1NEG_OFF], f[rogue_pkg::M_FMAD_S2FLR_OFF], f[rogue_pkg::M_FMAD_S2ABS_OFF], f[rogue_pkg::M_FMAD_S2NEG_OFF],
              f[rogue_pkg::M_FMAD_SAT_OFF]};
    end else if (lay == rogue_pkg::L_M_MOVE) begin
      unique case (op)
        rogue_pkg::OP_FDSX:  mode = 3'd4;
        rogue_pkg::OP_FDSY:  mode = 3'd5;
        rogue_pkg::OP_FDSXF: mode = 3'd6;
        rogue_pkg::OP_FDSYF: mode = 3'd7;
        default:  mode = 3'd3;  // MBYP
      endcase
      phase_ctrl = {1'b1, mode, 1'b0, f[rogue_pkg::M_MOVE_S0ABS_OFF], f[rogue_pkg::M_MOVE_S0NEG_OFF], 2'b00, 3'b000, 1'b0};
    end
  endfunction

  logic [PcW-1:0] pc0, pc1;
  assign pc0 = p0_on ? phase_ctrl(p0_lay, p0_op, p0_f) : '0;
  assign pc1 = p1_on ? phase_ctrl(p1_lay, p1_op, p1_f) : '0;

  logic [31:0] fp0_res, fp1_res;
  rogue_fp_phase #(.NumPipeRegs(NumPipeRegs), .Lane(Lane)) u_phase0 (
    .clk_i, .rst_ni, .reg_en_i,
    .mode_i  (pc0[11:9]),
    .a_flr_i (pc0[8]), .a_abs_i (pc0[7]), .a_neg_i (pc0[6]),
    .b_abs_i (pc0[5]), .b_neg_i (pc0[4]),
    .c_flr_i (pc0[3]), .c_abs_i (pc0[2]), .c_neg_i (pc0[1]),
    .sat_i   (pc0[0]),
    .a_i (s_i[0 +: 32]), .b_i (s_i[32 +: 32]), .c_i (s_i[64 +: 32]),
    .quad_a_i (quad_s0_i),
    .result_o (fp0_res)
  );
  rogue_fp_phase #(.NumPipeRegs(NumPipeRegs), .Lane(Lane)) u_phase1 (
    .clk_i, .rst_ni, .reg_en_i,
    .mode_i  (pc1[11:9]),
    .a_flr_i (pc1[8]), .a_abs_i (pc1[7]), .a_neg_i (pc1[6]),
    .b_abs_i (pc1[5]), .b_neg_i (pc1[4]),
    .c_flr_i (pc1[3]), .c_abs_i (pc1[2]), .c_neg_i (pc1[1]),
    .sat_i   (pc1[0]),
    .a_i (s_i[96 +: 32]), .b_i (s_i[128 +: 32]), .c_i (s_i[160 +: 32]),
    .quad_a_i (quad_s3_i),
    .result_o (fp1_res)
  );

  // ---- IS0 (1.5): S0, S3, S4, S5, S1, S2 ----
  logic [31:0] is0_val;
  always_comb begin
    unique case (is0_i)
      3'd1:    is0_val = s_i[96 +: 32];
      3'd2:    is0_val = s_i[128 +: 32];
      3'd3:    is0_val = s_i[160 +: 32];
      3'd4:    is0_val = s_i[32 +: 32];
      3'd5:    is0_val = s_i[64 +: 32];
      default: is0_val = s_i[0 +: 32];
    endcase
  end

  // ---- INT8_16 (3.7, 7.6) ----
  logic [31:0] int8_res;
  rogue_int_int8_16 u_int8_16 (
    .op_i    (p0_f[rogue_pkg::M_INT8_16_OP_OFF +: 2]),
    .sgn_i   (p0_f[rogue_pkg::M_INT8_16_SGN_OFF]),
    .w16_i   (p0_f[rogue_pkg::M_INT8_16_W16_OFF]),
    .sat_i   (p0_f[rogue_pkg::M_INT8_16_SAT_OFF]),
    .s0ch_i  (p0_f[rogue_pkg::M_INT8_16_S0CH_OFF +: 2]),
    .s1ch_i  (p0_f[rogue_pkg::M_INT8_16_S1CH_OFF +: 2]),
    .s2ch_i  (p0_f[rogue_pkg::M_INT8_16_S2CH_OFF]),
    .s0abs_i (p0_f[rogue_pkg::M_INT8_16_S0ABS_OFF]),
    .s0neg_i (p0_f[rogue_pkg::M_INT8_16_S0NEG_OFF]),
    .s1abs_i (p0_f[rogue_pkg::M_INT8_16_S1ABS_OFF]),
    .s2abs_i (p0_f[rogue_pkg::M_INT8_16_S2ABS_OFF]),
    .s2neg_i (p0_f[rogue_pkg::M_INT8_16_S2NEG_OFF]),
    .s0_i (s_i[0 +: 32]), .s1_i (s_i[32 +: 32]), .s2_i (s_i[64 +: 32]),
    .result_o (int8_res)
  );

  // ---- INT32_64 (3.8, 14.5): two's complement .abs then .neg on the words ----
  function automatic logic [31:0] int_mod(input logic [31:0] x, input logic abs_bit, input logic neg_bit);
    logic [31:0] r;
    r       = (abs_bit && x[31]) ? -x : x;
    int_mod = neg_bit ? -r : r;
  endfunction

  logic [31:0] i64_lo, i64_hi;
  logic        i64_carry, i64_drives_fte;
  rogue_int_int32_64 u_int32_64 (
    .op_i   (p0_f[rogue_pkg::M_INT32_64_OP_OFF +: 2]),
    .sgn_i  (p0_f[rogue_pkg::M_INT32_64_SGN_OFF]),
    .cin_i  (p0_f[rogue_pkg::M_INT32_64_CIN_OFF] & p0_i),
    .s0_i   (int_mod(s_i[0 +: 32], p0_f[rogue_pkg::M_INT32_64_S0ABS_OFF], p0_f[rogue_pkg::M_INT32_64_S0NEG_OFF])),
    .s1_i   (int_mod(s_i[32 +: 32], p0_f[rogue_pkg::M_INT32_64_S1ABS_OFF], p0_f[rogue_pkg::M_INT32_64_S1NEG_OFF])),
    .s2_i   (int_mod(s_i[64 +: 32], p0_f[rogue_pkg::M_INT32_64_S2ABS_OFF], p0_f[rogue_pkg::M_INT32_64_S2NEG_OFF])),
    .is0_i  (is0_val),
    .lo_o   (i64_lo),
    .hi_o   (i64_hi),
    .carry_o      (i64_carry),
    .drives_fte_o (i64_drives_fte)
  );

  // ---- UNPCK (3.5, 14.4): element ELEM + the execution index of a repeated group (D68) ----
  // ELEM + k reaches 6, hence ElemBits 3 (U565U565's E4/E5; the other formats' rules for the
  // elements past their last are rogue_unpck's).
  logic [2:0]  unpck_elem;
  logic [31:0] unpck_val;
  logic        unpck_ok, unpck_unsupported;
  assign unpck_elem = 3'(p0_f[rogue_pkg::M_UNPCK_ELEM_OFF +: 2]) + 3'(rpt_i);
  rogue_unpck #(.ElemBits(3)) u_unpck (
    .format_i    (p0_f[rogue_pkg::M_UNPCK_FORMAT_OFF +: 5]),
    .elem_i      (unpck_elem),
    .scale_rtz_i (p0_f[rogue_pkg::M_UNPCK_SCALE_RTZ_OFF]),
    .x_i         (s_i[0 +: 32]),
    .result_o    (unpck_val),
    .ok_o        (unpck_ok)
  );
  assign unpck_unsupported = !unpck_ok;

  // ---- CONVERTFROMF64 (7.5, D63): S2:S0 to F32 / S32 / U32, nearest even ----
  logic [31:0] cvt_res;
  rogue_cvt_from_f64 u_cvt (
    .fmt_i    (p0_f[rogue_pkg::M_CVTFROMF64_FMT_OFF +: 2]),
    .x_i      ({s_i[64 +: 32], s_i[0 +: 32]}),
    .result_o (cvt_res)
  );

  // ---- Sum-of-products (7.3, 14.10): W0 and W1 directly ----
  logic [31:0] sop_w0, sop_w1;
  rogue_sop u_sop (
    .op_i     (p0_op),
    .fields_i (p0_f),
    .s_i      (s_i),
    .w0_o     (sop_w0),
    .w1_o     (sop_w1)
  );

  // ---- Bitwise group (1.10): W0 = FT5, W1 = FT3, P0 from its test ----
  logic [31:0]      bw_w0, bw_w1;
  logic             bw_p0, bw_p0_we;
  logic [6*32-1:0]  bw_ft;
  rogue_bitwise_alu u_bitwise (
    .comp_present_i  (comp_present_i),
    .comp_layout_i   (comp_layout_i),
    .comp_variant_i  (comp_variant_i),
    .comp_fields_i   (comp_fields_i),
    .comp_op_i       (comp_op_i),
    .comp_op_valid_i (comp_op_valid_i),
    .s_i             (s_i),
    .p0_i            (p0_i),
    .w0_o            (bw_w0),
    .w1_o            (bw_w1),
    .p0_o            (bw_p0),
    .p0_we_o         (bw_p0_we),
    .ft_o            (bw_ft)
  );

  // ---- Everything but the FMA results, at the input; then NumPipeRegs registers ----
  logic      p0_lay_int8, p0_lay_int32, p0_lay_unpck, p0_lay_sop, p0_lay_cvt;
  rogue_alu_pkg::lane_mid_t mid_d, mid_q;
  logic      fp0_q, fp1_q;
  assign p0_lay_int8  = p0_on && (p0_lay == rogue_pkg::L_M_INT8_16);
  assign p0_lay_int32 = p0_on && (p0_lay == rogue_pkg::L_M_INT32_64);
  assign p0_lay_unpck = p0_on && (p0_lay == rogue_pkg::L_M_UNPCK);
  assign p0_lay_sop   = p0_on && (p0_lay == rogue_pkg::L_M_SOP);
  assign p0_lay_cvt   = p0_on && (p0_lay == rogue_pkg::L_M_CVTFROMF64);

  always_comb begin
    mid_d       = '0;
    mid_d.en    = en_i;
    mid_d.p0_in = p0_i;
    mid_d.s2    = s_i[64 +: 32];
    mid_d.fte   = (p0_lay_int32 && i64_drives_fte) ? i64_hi : is0_val;
    mid_d.carry = p0_lay_int32 & i64_carry;
    if (p0_lay_int8)  mid_d.ft[0 +: 32] = int8_res;
    if (p0_lay_int32) mid_d.ft[0 +: 32] = i64_lo;
    if (p0_lay_unpck) mid_d.ft[0 +: 32] = unpck_val;
    if (p0_lay_cvt)   mid_d.ft[0 +: 32] = cvt_res;
    if (cplx_i) begin
      mid_d.w0_direct = 1'b1;
      mid_d.w0        = cplx_w0_i;
      mid_d.w1_direct = cplx_w1_we_i;
      mid_d.w1        = cplx_w1_i;
      mid_d.p0_we     = cplx_p0_we_i;
      mid_d.p0        = cplx_p0_i;
    end
    if (p0_lay_sop) begin
      mid_d.w0_direct = 1'b1;
      mid_d.w1_direct = 1'b1;
      mid_d.w0        = sop_w0;
      mid_d.w1        = sop_w1;
    end
    if (f64_i) begin  // F64 group (7.11): W0 the low, W1 the high word
      mid_d.w0_direct = 1'b1;
      mid_d.w1_direct = 1'b1;
      mid_d.w0        = f64_res_i[31:0];
      mid_d.w1        = f64_res_i[63:32];
    end
    if (bitwise_i) begin
      mid_d.ft        = bw_ft;
      mid_d.w0_direct = 1'b1;
      mid_d.w1_direct = 1'b1;
      mid_d.w0        = bw_w0;
      mid_d.w1        = bw_w1;
      mid_d.p0_we     = bw_p0_we;
      mid_d.p0        = bw_p0;
    end
  end

  pipe_delay #(.Width($bits(mid_d) + 2), .Stages(NumPipeRegs)) u_mid (
    .clk_i,
    .reg_en_i,
    .d_i ({mid_d, pc0[12], pc1[12]}),
    .q_o ({mid_q, fp0_q, fp1_q})
  );

  always_comb begin
    mid_o = mid_q;
    if (fp0_q) mid_o.ft[0 +: 32] = fp0_res;
    if (fp1_q) mid_o.ft[32 +: 32] = fp1_res;
  end

  assign unsupported_o = p0_lay_unpck & unpck_unsupported;

  logic unused;
  assign unused = ^{p0_f, p1_f, comp_variant_i, comp_op_valid_i, comp_op_i, comp_layout_i};

endmodule
