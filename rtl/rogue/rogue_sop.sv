// The F16 sum-of-products op (layout M_SOP with its optional MOV part; docs/rogue.md 7.3, 14.10,
// D67): W0 and W1 from S0..S5 of one instance. Combinational, one instance.
//
// op_i is the operation of unit 0 (OP_F16SOP, OP_F16SOP_MAD, OP_F16SOP_U8, OP_F16SOP_U8MAD); the MOV
// part (SOPMOV, SOPMOV_U8, SOPU8MADMOV, unit 1 of the same component) is the MOVW1 field of
// fields_i, so it needs no port of its own.
//
// Four binary16 lanes (rogue_sop_group), one per result of the MAD variants:
//   lane 0: a, e, v    lane 1: c, g, x    lane 2: b, f, w    lane 3: d, h, y
//   SOP variants:  lane k = p * f;  j = JOP(lane 0, lane 2) = JOP(a e, b f),
//                  k = KOP(lane 1, lane 3) = KOP(c g, d h)  (rogue_sop_combine);
//                  RFMT 00: W0 = {KSEL value, JSEL value}, 01: {JSEL, KSEL}, 10: W0 = F32(j),
//                  W1 = F32(k) (exact); JSEL picks j, a or b, KSEL k, c or d (a..d after their
//                  modifiers); SOP.U8 with U8OUT writes each value as round(clamp(x) 255) in
//                  the low byte of its half. W1 = 0 unless RFMT 10.
//   MAD variants:  lane k = fma(p, f, q), clamped to [+0, 1] when CLAMP[k]: F16 W0 = {lane 1,
//                  lane 0}, W1 = {lane 3, lane 2}; U8MAD W0 = the four lanes as U8 (E0 = lane 0),
//                  W1 = 0.
//   MOVW1 (the MOV part, last): W1 = S3 (U8MAD: S0); SOP.MAD (F16) has none.
// Operands (rogue_sop_fetch): F16 variants read binary16 halves, U8 variants bytes as b / 255;
// Z = min(S1, 1 - S0) on binary32 (minNum, equal zeros give S1), rounded to binary16, then ZABS,
// ZCLAMP. Arithmetic is the shared fp_fma / fp_cmp / fp_cvt, every step rounded to nearest even.
module rogue_sop (
  input  logic [rogue_pkg::OP_BITS-1:0]          op_i,      // rogue_pkg::OP_F16SOP* (unit 0 of the component)
  input  logic [rogue_pkg::COMP_FIELD_BITS-1:0]  fields_i,  // the M_SOP component's packed field vector (rogue_decoder comp_fields_o)
  input  logic [6*32-1:0]                        s_i,       // S0..S5 of the instance (S_k at [32k +: 32])
  output logic [31:0]                            w0_o,
  output logic [31:0]                            w1_o
);

  // ---- variant and fields -----------------------------------------------------------------------
  logic mad, u8;
  assign mad = op_i == rogue_pkg::OP_F16SOP_MAD || op_i == rogue_pkg::OP_F16SOP_U8MAD;
  assign u8  = op_i == rogue_pkg::OP_F16SOP_U8 || op_i == rogue_pkg::OP_F16SOP_U8MAD;

  logic [2:0] jop, kop;
  logic [1:0] jsel, ksel, rfmt;
  logic [3:0] clamp;
  logic       zabs, zclamp, movw1, u8out;

  assign jop    = fields_i[rogue_pkg::M_SOP_JOP_OFF +: rogue_pkg::M_SOP_JOP_WIDTH];
  assign kop    = fields_i[rogue_pkg::M_SOP_KOP_OFF +: rogue_pkg::M_SOP_KOP_WIDTH];
  assign jsel   = fields_i[rogue_pkg::M_SOP_JSEL_OFF +: rogue_pkg::M_SOP_JSEL_WIDTH];
  assign ksel   = fields_i[rogue_pkg::M_SOP_KSEL_OFF +: rogue_pkg::M_SOP_KSEL_WIDTH];
  assign rfmt   = fields_i[rogue_pkg::M_SOP_RFMT_OFF +: rogue_pkg::M_SOP_RFMT_WIDTH];
  assign clamp  = fields_i[rogue_pkg::M_SOP_CLAMP_OFF +: rogue_pkg::M_SOP_CLAMP_WIDTH];
  assign zabs   = fields_i[rogue_pkg::M_SOP_ZABS_OFF];
  assign zclamp = fields_i[rogue_pkg::M_SOP_ZCLAMP_OFF];
  assign movw1  = fields_i[rogue_pkg::M_SOP_MOVW1_OFF];
  assign u8out  = fields_i[rogue_pkg::M_SOP_U8OUT_OFF];

  // Operand descriptors, lane by lane (p, f, q): SRC, ELEM and the modifiers {M1, ABS, M2}.
  // (flat vectors, lane k at [3k +: 3] / [2k +: 2])
  logic [11:0] p_src, f_src, q_src;
  logic [7:0]  p_elem, f_elem, q_elem;
  logic [11:0] p_mod, f_mod, q_mod;

`define ROGUE_SOP_OPERAND(lane, role, name) \
  assign role``_src[3*lane +: 3]  = fields_i[rogue_pkg::M_SOP_``name``_SRC_OFF +: rogue_pkg::M_SOP_``name``_SRC_WIDTH]; \
  assign role``_elem[2*lane +: 2] = fields_i[rogue_pkg::M_SOP_``name``_ELEM_OFF +: rogue_pkg::M_SOP_``name``_ELEM_WIDTH]; \
  assign role``_mod[3*lane +: 3]  = {fields_i[rogue_pkg::M_SOP_``name``_M1_OFF], fields_i[rogue_pkg::M_SOP_``name``_ABS_OFF], \
                              fields_i[rogue_pkg::M_SOP_``name``_M2_OFF]};

  `ROGUE_SOP_OPERAND(0, p, A)
  `ROGUE_SOP_OPERAND(0, f, E)
  `ROGUE_SOP_OPERAND(0, q, V)
  `ROGUE_SOP_OPERAND(1, p, C)
  `ROGUE_SOP_OPERAND(1, f, G)
  `ROGUE_SOP_OPERAND(1, q, X)
  `ROGUE_SOP_OPERAND(2, p, B)
  `ROGUE_SOP_OPERAND(2, f, F)
  `ROGUE_SOP_OPERAND(2, q, W)
  `ROGUE_SOP_OPERAND(3, p, D)
  `ROGUE_SOP_OPERAND(3, f, H)
  `ROGUE_SOP_OPERAND(3, q, Y)

`undef ROGUE_SOP_OPERAND

  // ---- Z = min(S1, 1 - S0), binary32, then binary16, ZABS, ZCLAMP -------------------------------
  logic [31:0] s0, s1, s3, one_minus_s0, z32, z16_wide;
  logic [15:0] z_abs, z_clamped, z;
  logic [4:0]  z_sub_status, z_min_status, z_cvt_status;

  assign s0 = s_i[31:0];
  assign s1 = s_i[63:32];
  assign s3 = s_i[127:96];

  fp_fma #(.NumPipeRegs(0), .Kind(1)) u_z_sub (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (fp_pkg::OP_SUB),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (32'h3F80_0000),
    .b_i             (s0),
    .c_i             (32'd0),
    .result_o        (one_minus_s0),
    .status_o        (z_sub_status)
  );

  fp_cmp #(.NumPipeRegs(0)) u_z_min (
    .clk_i                 (1'b0),
    .rst_ni                (1'b1),
    .reg_en_i              (1'b0),
    .op_i                  (fp_pkg::OP_MIN),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b0),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (s1),
    .b_i                   (one_minus_s0),
    .result_o              (z32),
    .status_o              (z_min_status)
  );

  fp_cvt #(.NumPipeRegs(0)) u_z_cvt (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (fp_pkg::OP_F2F),
    .src_fmt_i       (fp_pkg::FP32),
    .dst_fmt_i       (fp_pkg::FP16),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .rint_exact_i    (1'b0),
    .a_i             (z32),
    .result_o        (z16_wide),
    .status_o        (z_cvt_status)
  );

  assign z_abs = {z16_wide[15] & ~zabs, z16_wide[14:0]};
  rogue_sop_clamp01 u_z_clamp (.x_i(z_abs), .result_o(z_clamped));
  assign z = zclamp ? z_clamped : z_abs;

  // ---- the four lanes ----------------------------------------------------------------------------
  // (flat vectors, lane k at [16k +: 16])
  logic [63:0] p_value, f_value, q_value, p_modified, lane, lane_clamped, lane_result;

  for (genvar k = 0; k < 4; k++) begin : gen_lane
    rogue_sop_fetch u_fetch_p (
      .s_i, .z_i(z), .u8_i(u8), .src_i(p_src[3*k +: 3]), .elem_i(p_elem[2*k +: 2]), .value_o(p_value[16*k +: 16]));
    rogue_sop_fetch u_fetch_f (
      .s_i, .z_i(z), .u8_i(u8), .src_i(f_src[3*k +: 3]), .elem_i(f_elem[2*k +: 2]), .value_o(f_value[16*k +: 16]));
    rogue_sop_fetch u_fetch_q (
      .s_i, .z_i(z), .u8_i(u8), .src_i(q_src[3*k +: 3]), .elem_i(q_elem[2*k +: 2]), .value_o(q_value[16*k +: 16]));

    rogue_sop_group u_group (
      .mad_i    (mad),
      .p_i      (p_value[16*k +: 16]),
      .p_mod_i  (p_mod[3*k +: 3]),
      .f_i      (f_value[16*k +: 16]),
      .f_mod_i  (f_mod[3*k +: 3]),
      .q_i      (q_value[16*k +: 16]),
      .q_mod_i  (q_mod[3*k +: 3]),
      .p_o      (p_modified[16*k +: 16]),
      .result_o (lane[16*k +: 16])
    );

    rogue_sop_clamp01 u_lane_clamp (.x_i(lane[16*k +: 16]), .result_o(lane_clamped[16*k +: 16]));
    assign lane_result[16*k +: 16] = (mad && clamp[k]) ? lane_clamped[16*k +: 16] : lane[16*k +: 16];
  end

  // ---- SOP variants: j, k and the selected values ------------------------------------------------
  logic [15:0] j_value, k_value, j_sel, k_sel;

  rogue_sop_combine u_j (.op_i(jop), .p_i(lane[15:0]), .q_i(lane[47:32]), .result_o(j_value));
  rogue_sop_combine u_k (.op_i(kop), .p_i(lane[31:16]), .q_i(lane[63:48]), .result_o(k_value));

  always_comb begin
    unique case (jsel)
      2'd0:    j_sel = j_value;
      2'd1:    j_sel = p_modified[15:0];  // a
      default: j_sel = p_modified[47:32];  // b
    endcase
    unique case (ksel)
      2'd0:    k_sel = k_value;
      2'd1:    k_sel = p_modified[31:16];  // c
      default: k_sel = p_modified[63:48];  // d
    endcase
  end

  // ---- U8 results: SOP.U8 U8OUT (j, k values) and U8MAD (the four lanes) -------------------------
  logic [63:0] u8_in;   // lane k at [16k +: 16]
  logic [31:0] u8_out;  // byte k at [8k +: 8]

  assign u8_in[15:0] = mad ? lane_result[15:0] : j_sel;
  assign u8_in[31:16] = mad ? lane_result[31:16] : k_sel;
  assign u8_in[47:32] = lane_result[47:32];
  assign u8_in[63:48] = lane_result[63:48];

  for (genvar k = 0; k < 4; k++) begin : gen_u8
    rogue_sop_f16_to_u8 u_to_u8 (.h_i(u8_in[16*k +: 16]), .result_o(u8_out[8*k +: 8]));
  end

  // ---- RFMT 10: j and k as binary32 (exact) -----------------------------------------------------
  logic [31:0] j_f32, k_f32;
  logic [4:0]  j_cvt_status, k_cvt_status;

  fp_cvt #(.NumPipeRegs(0)) u_j_f32 (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b0), .op_i(fp_pkg::OP_F2F),
    .src_fmt_i(fp_pkg::FP16), .dst_fmt_i(fp_pkg::FP32), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
    .nan_propagate_i(1'b0), .rint_exact_i(1'b0), .a_i({16'd0, j_value}), .result_o(j_f32),
    .status_o(j_cvt_status));
  fp_cvt #(.NumPipeRegs(0)) u_k_f32 (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b0), .op_i(fp_pkg::OP_F2F),
    .src_fmt_i(fp_pkg::FP16), .dst_fmt_i(fp_pkg::FP32), .rnd_mode_i(fp_pkg::RNE), .ftz_i(1'b0),
    .nan_propagate_i(1'b0), .rint_exact_i(1'b0), .a_i({16'd0, k_value}), .result_o(k_f32),
    .status_o(k_cvt_status));

  // ---- W0, W1 -----------------------------------------------------------------------------------
  logic [15:0] j_half, k_half;
  assign j_half = (u8 && u8out) ? {8'd0, u8_out[7:0]} : j_sel;
  assign k_half = (u8 && u8out) ? {8'd0, u8_out[15:8]} : k_sel;

  always_comb begin
    if (mad && u8) begin
      w0_o = u8_out;
      w1_o = movw1 ? s0 : 32'd0;
    end else if (mad) begin
      w0_o = lane_result[31:0];
      w1_o = lane_result[63:32];
    end else begin
      if (rfmt == 2'd2) begin
        w0_o = j_f32;
        w1_o = k_f32;
      end else begin
        w0_o = (rfmt == 2'd0) ? {k_half, j_half} : {j_half, k_half};
        w1_o = 32'd0;
      end
      if (movw1) w1_o = s3;
    end
  end

  // Unused by design: the IEEE flags (the op has none), the binary16 conversion's upper half,
  // the fields that select the layout and operation (op_i tells the variant) or are reserved.
  logic unused_signals;
  assign unused_signals = ^{z_sub_status, z_min_status, z_cvt_status, z16_wide[31:16],
                            j_cvt_status, k_cvt_status,
                            fields_i[rogue_pkg::M_SOP_MAIN_OP_OFF +: rogue_pkg::M_SOP_MAIN_OP_WIDTH],
                            fields_i[rogue_pkg::M_SOP_EXT0_OFF +: rogue_pkg::M_SOP_EXT0_WIDTH],
                            fields_i[rogue_pkg::M_SOP_SNGL_OP_OFF +: rogue_pkg::M_SOP_SNGL_OP_WIDTH],
                            fields_i[rogue_pkg::M_SOP_VAR_OFF +: rogue_pkg::M_SOP_VAR_WIDTH],
                            fields_i[rogue_pkg::M_SOP_RSVD_B3_OFF +: rogue_pkg::M_SOP_RSVD_B3_WIDTH],
                            fields_i[rogue_pkg::M_SOP_RSVD_CLAMP_OFF +: rogue_pkg::M_SOP_RSVD_CLAMP_WIDTH],
                            fields_i[rogue_pkg::M_SOP_RSVD_RFMT_OFF +: rogue_pkg::M_SOP_RSVD_RFMT_WIDTH]};

endmodule
