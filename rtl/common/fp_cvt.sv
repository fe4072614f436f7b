// Conversions between binary32, binary16, int32 and uint32, and round-to-integral (RINT), as
// one multi-format unit. All operations share one datapath in three steps:
//
//   1. unpack/normalise: the source (float of src_fmt_i or integer) becomes sign, unbiased
//      exponent and a 32-bit significand with its leading one at bit 31 (LZC + left shift, so
//      integers and subnormals are handled alike), plus class bits (zero/inf/NaN).
//   2. align: one right shift brings the rounding point to bit 0 (float destination: its
//      precision, or less for a subnormal result; integer and RINT: the binary point); the
//      dropped bits become round/sticky. The value to round is laid out as {exponent,
//      mantissa} so that a rounding carry propagates into the exponent (see fp_round).
//   3. round/pack: fp_round, then overflow/underflow, integer range checks, RINT re-assembly,
//      special operands (NaN/inf/zero) and the flags.
//
// Pipeline registers (register k loads on reg_en_i[k]); everything an operation needs travels
// with it:
//   NumPipeRegs = 1: cut B (after align, before the rounding adder)
//   NumPipeRegs = 2: cut A (after normalise) and cut B
//   NumPipeRegs > 2: A, B, and NumPipeRegs-2 registers on the output
// Data registers need no reset: the valid bits in pipe_ctrl guard them.
module fp_cvt #(
  parameter int unsigned NumPipeRegs = 3,
  parameter logic [31:0] CanonNaN32  = 32'h7FC00000,
  parameter logic [15:0] CanonNaN16  = 16'h7E00
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  fp_pkg::fp_op_e       op_i,
  input  fp_pkg::fp_fmt_e      src_fmt_i,
  input  fp_pkg::fp_fmt_e      dst_fmt_i,
  input  fp_pkg::roundmode_e   rnd_mode_i,
  input  logic                 ftz_i,
  input  logic                 nan_propagate_i,
  input  logic                 rint_exact_i,
  input  logic [31:0]          a_i,
  output logic [31:0]          result_o,
  output logic [4:0]           status_o
);

  // Registers at each cut (pipe_delay stages) and the reg_en_i index of the cut's last register
  // (0 where the cut has none). Each cut is a pipe_delay fed the slice reg_en_i[Last -: Num + 1],
  // so that its register k (bit k of the slice) loads on reg_en_i[Last - Num + k].
  localparam int unsigned NumRegA    = (NumPipeRegs >= 2) ? 1 : 0;
  localparam int unsigned NumRegB    = (NumPipeRegs >= 1) ? 1 : 0;
  localparam int unsigned NumOutRegs = (NumPipeRegs > 2) ? NumPipeRegs - 2 : 0;
  localparam int unsigned LastRegA   = NumRegA;
  localparam int unsigned LastRegB   = NumRegA + NumRegB;
  localparam int unsigned LastOutReg = (NumOutRegs != 0) ? NumPipeRegs : 0;

  // Operation controls that every stage needs: {op, src_fmt, dst_fmt, rnd_mode, ftz,
  // nan_propagate, rint_exact}.
  localparam int unsigned CtrlWidth = 4 + 1 + 1 + 3 + 1 + 1 + 1;

  // =============================================================================================
  // Step 1: unpack and normalise
  // =============================================================================================
  logic f32_is_zero, f32_is_subnormal, f32_is_normal, f32_is_inf, f32_is_nan, f32_is_snan;
  logic f32_is_qnan;
  logic f16_is_zero, f16_is_subnormal, f16_is_normal, f16_is_inf, f16_is_nan, f16_is_snan;
  logic f16_is_qnan;

  fp_classify #(
    .ExpBits (8),
    .ManBits (23)
  ) u_classify_f32 (
    .magnitude_i     (a_i[30:0]),
    .is_zero_o       (f32_is_zero),
    .is_subnormal_o  (f32_is_subnormal),
    .is_normal_o     (f32_is_normal),
    .is_inf_o        (f32_is_inf),
    .is_nan_o        (f32_is_nan),
    .is_signalling_o (f32_is_snan),
    .is_quiet_o      (f32_is_qnan)
  );

  fp_classify #(
    .ExpBits (5),
    .ManBits (10)
  ) u_classify_f16 (
    .magnitude_i     (a_i[14:0]),
    .is_zero_o       (f16_is_zero),
    .is_subnormal_o  (f16_is_subnormal),
    .is_normal_o     (f16_is_normal),
    .is_inf_o        (f16_is_inf),
    .is_nan_o        (f16_is_nan),
    .is_signalling_o (f16_is_snan),
    .is_quiet_o      (f16_is_qnan)
  );

  logic        in_int_src;       // I2F/U2F: the source is an integer
  logic        in_sign;
  logic [31:0] in_significand;   // value = in_significand * 2^(in_exp_top - 31)
  logic [9:0]  in_exp_top;       // two's complement exponent of bit 31 of in_significand
  logic        in_is_zero, in_is_inf, in_is_nan, in_is_snan;

  assign in_int_src = (op_i == fp_pkg::OP_I2F) | (op_i == fp_pkg::OP_U2F);

  always_comb begin
    in_sign        = 1'b0;
    in_significand = '0;
    in_exp_top     = '0;
    in_is_zero     = 1'b0;
    in_is_inf      = 1'b0;
    in_is_nan      = 1'b0;
    in_is_snan     = 1'b0;
    if (in_int_src) begin
      in_sign        = (op_i == fp_pkg::OP_I2F) & a_i[31];
      in_significand = in_sign ? (~a_i + 32'd1) : a_i;  // -(-2^31) = 2^31 fits unsigned
      in_exp_top     = 10'd31;
      in_is_zero     = ~|a_i;
    end else if (src_fmt_i == fp_pkg::FP16) begin
      in_sign        = a_i[15];
      // The hidden bit is set for every non-zero exponent field (including inf/NaN, so a NaN's
      // payload sits in bits 30:21 unshifted); subnormals have the exponent of the smallest
      // normal.
      in_significand = {~f16_is_zero & ~f16_is_subnormal, a_i[9:0], 21'd0};
      in_exp_top     = f16_is_subnormal ? -10'sd14 : ({5'd0, a_i[14:10]} - 10'd15);
      in_is_zero     = f16_is_zero;
      in_is_inf      = f16_is_inf;
      in_is_nan      = f16_is_nan;
      in_is_snan     = f16_is_snan;
      if (ftz_i && f16_is_subnormal) begin
        in_significand = '0;
        in_is_zero     = 1'b1;
      end
    end else begin
      in_sign        = a_i[31];
      in_significand = {~f32_is_zero & ~f32_is_subnormal, a_i[22:0], 8'd0};
      in_exp_top     = f32_is_subnormal ? -10'sd126 : ({2'd0, a_i[30:23]} - 10'd127);
      in_is_zero     = f32_is_zero;
      in_is_inf      = f32_is_inf;
      in_is_nan      = f32_is_nan;
      in_is_snan     = f32_is_snan;
      if (ftz_i && f32_is_subnormal) begin
        in_significand = '0;
        in_is_zero     = 1'b1;
      end
    end
  end

  // Normalise: leading one to bit 31. Only integers and subnormals actually shift.
  logic [4:0] lead_zeros;
  logic       significand_empty;

  // The tree form: a flat 32-bit priority scan was this unit's critical path on iCE40.
  fp_lzc_tree #(
    .Width    (32),
    .CntWidth (5)
  ) u_lzc (
    .in_i    (in_significand),
    .cnt_o   (lead_zeros),
    .empty_o (significand_empty)
  );

  localparam int unsigned StageAWidth = 1 + 10 + 32 + 4 + CtrlWidth;

  logic [StageAWidth-1:0] stage_a_d, stage_a_q;

  assign stage_a_d = {in_sign, in_exp_top - {5'd0, lead_zeros}, in_significand << lead_zeros,
                      in_is_zero, in_is_inf, in_is_nan, in_is_snan,
                      op_i, src_fmt_i, dst_fmt_i, rnd_mode_i, ftz_i, nan_propagate_i,
                      rint_exact_i};

  pipe_delay #(.Width(StageAWidth), .Stages(NumRegA)) u_reg_a (
    .clk_i,
    .reg_en_i (reg_en_i[LastRegA -: NumRegA + 1]),
    .d_i      (stage_a_d),
    .q_o      (stage_a_q)
  );

  // =============================================================================================
  // Step 2: align to the rounding point
  // =============================================================================================
  logic                 a_sign;
  logic [9:0]           a_exp;        // two's complement, exponent of a_mant[31]
  logic [31:0]          a_mant;       // normalised (bit 31 set) unless zero
  logic                 a_is_zero, a_is_inf, a_is_nan, a_is_snan;
  logic [CtrlWidth-1:0] a_ctrl;
  // Controls stay plain vectors inside the unit (compared against the fp_pkg constants).
  logic [3:0]           a_op;
  logic                 a_dst_fmt;
  logic [2:0]           a_rnd_mode;

  assign {a_sign, a_exp, a_mant, a_is_zero, a_is_inf, a_is_nan, a_is_snan, a_ctrl} = stage_a_q;
  assign a_op       = a_ctrl[CtrlWidth-1 -: 4];
  assign a_dst_fmt  = a_ctrl[CtrlWidth-6];
  assign a_rnd_mode = a_ctrl[CtrlWidth-7 -: 3];

  logic a_to_float;   // F2F, I2F, U2F: rounded to the float format a_dst_fmt
  logic a_dst_f16;
  logic a_below_normal;
  logic [9:0] a_exp_min;     // smallest normal exponent of the destination
  logic [9:0] a_shift_wide;  // two's complement right shift to the rounding point
  logic [5:0] a_shift;       // clamped to 0..63 (>= 33 leaves only sticky bits)
  logic [9:0] a_biased_exp;

  assign a_to_float = (a_op == fp_pkg::OP_F2F) | (a_op == fp_pkg::OP_I2F) |
                      (a_op == fp_pkg::OP_U2F);
  assign a_dst_f16  = a_dst_fmt == fp_pkg::FP16;
  assign a_exp_min  = a_dst_f16 ? -10'sd14 : -10'sd126;
  assign a_below_normal = $signed(a_exp) < $signed(a_exp_min);

  // The candidate shifts are computed side by side; only a mux and a clamp follow them.
  logic [9:0] a_subnormal_shift, a_int_shift;

  // Subnormal result: one bit less per exponent step below the smallest normal.
  assign a_subnormal_shift = (a_dst_f16 ? 10'd7 : -10'sd118) - a_exp;
  // Integer and RINT: round at the binary point.
  assign a_int_shift       = 10'd31 - a_exp;
  // Normal result: keep the precision of the destination (11 or 24 significant bits).
  assign a_biased_exp      = a_below_normal ? 10'd0 : a_exp + (a_dst_f16 ? 10'd15 : 10'd127);

  always_comb begin
    if (!a_to_float) begin
      a_shift_wide = a_int_shift;
    end else if (a_below_normal) begin
      a_shift_wide = a_subnormal_shift;
    end else begin
      a_shift_wide = a_dst_f16 ? 10'd21 : 10'd8;
    end
    if (a_shift_wide[9]) begin
      a_shift = '0;  // integer overflow (handled in step 3) or an already integral RINT value
    end else if (|a_shift_wide[8:6]) begin
      a_shift = 6'd63;
    end else begin
      a_shift = a_shift_wide[5:0];
    end
  end

  // Right shift by one more position than the kept part so the round bit falls out at bit 0.
  // The sticky bit is the OR of the significand bits below the round bit, selected by a
  // thermometer mask decoded from the shift (a shifted constant, no per-bit comparators).
  logic [32:0] a_shifted;
  logic [31:0] a_kept;
  logic        a_round_bit, a_sticky_bit;
  logic [31:0] a_sticky_mask;

  assign a_shifted     = {a_mant, 1'b0} >> a_shift;
  assign a_kept        = a_shifted[32:1];
  assign a_round_bit   = a_shifted[0];
  // Bits below the round bit: [a_shift-2:0]; a shift of 33 or more drops all 32 bits.
  assign a_sticky_mask = (a_shift[5] && (a_shift[4:0] != 5'd0)) ? '1 :
                                                                 (~(32'hFFFF_FFFF << a_shift) >> 1);
  assign a_sticky_bit  = |(a_mant & a_sticky_mask);

  // Value to round, laid out as {exponent, mantissa} for floats (fp_round's carry trick).
  logic [32:0] a_abs_value;

  always_comb begin
    if (!a_to_float) begin
      a_abs_value = {1'b0, a_kept};
    end else if (a_dst_f16) begin
      a_abs_value = {13'd0, a_biased_exp, a_kept[9:0]};
    end else begin
      a_abs_value = {a_biased_exp, a_kept[22:0]};
    end
  end

  // Tininess is detected after rounding (IEEE option, as RISC-V/SoftFloat): a value just below
  // the smallest normal is not tiny if rounding it to the full destination precision (unbounded
  // exponent) carries up to the smallest normal. That carry needs an all-ones significand.
  logic       a_top_all_ones;
  logic [1:0] a_unbounded_round_sticky;
  logic [1:0] a_unbounded_rounded;
  logic       a_unbounded_sign, a_unbounded_zero;
  logic       a_tiny;

  assign a_top_all_ones = a_dst_f16 ? &a_mant[31:21] : &a_mant[31:8];
  assign a_unbounded_round_sticky = a_dst_f16 ? {a_mant[20], |a_mant[19:0]} :
                                                {a_mant[7], |a_mant[6:0]};

  // 2'b01 stands for the all-ones significand (LSB 1); a carry into bit 1 means round-up.
  fp_round #(
    .AbsWidth (2)
  ) u_round_unbounded (
    .abs_value_i             (2'b01),
    .sign_i                  (a_sign),
    .round_sticky_i          (a_unbounded_round_sticky),
    .rnd_mode_i              (a_rnd_mode),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (a_unbounded_rounded),
    .sign_o                  (a_unbounded_sign),
    .exact_zero_o            (a_unbounded_zero)
  );

  assign a_tiny = a_below_normal &
                  ~((a_exp == a_exp_min - 10'd1) & a_top_all_ones & a_unbounded_rounded[1]);

  // Integer conversions: 2^32 or more is out of range for every mode.
  logic a_int_too_big;
  assign a_int_too_big = $signed(a_exp) > 10'sd31;

  localparam int unsigned StageBWidth = 33 + 2 + 1 + 1 + 1 + 10 + 23 + 4 + CtrlWidth;

  logic [StageBWidth-1:0] stage_b_d, stage_b_q;

  assign stage_b_d = {a_abs_value, a_round_bit, a_sticky_bit, a_sign, a_tiny, a_int_too_big,
                      a_exp, a_mant[30:8], a_is_zero, a_is_inf, a_is_nan, a_is_snan, a_ctrl};

  pipe_delay #(.Width(StageBWidth), .Stages(NumRegB)) u_reg_b (
    .clk_i,
    .reg_en_i (reg_en_i[LastRegB -: NumRegB + 1]),
    .d_i      (stage_b_d),
    .q_o      (stage_b_q)
  );

  // =============================================================================================
  // Step 3: round and pack
  // =============================================================================================
  logic [32:0]          b_abs_value;
  logic [1:0]           b_round_sticky;
  logic                 b_sign, b_tiny, b_int_too_big;
  logic [9:0]           b_exp;
  logic [22:0]          b_frac;      // a_mant[30:8]: a float's fraction (below the hidden bit)
  logic                 b_is_zero, b_is_inf, b_is_nan, b_is_snan;
  logic [CtrlWidth-1:0] b_ctrl;
  logic [3:0]           b_op;
  logic                 b_src_fmt, b_dst_fmt;
  logic [2:0]           b_rnd_mode;
  logic                 b_ftz, b_nan_propagate, b_rint_exact;

  assign {b_abs_value, b_round_sticky, b_sign, b_tiny, b_int_too_big, b_exp, b_frac,
          b_is_zero, b_is_inf, b_is_nan, b_is_snan, b_ctrl} = stage_b_q;
  assign b_op            = b_ctrl[CtrlWidth-1 -: 4];
  assign b_src_fmt       = b_ctrl[CtrlWidth-5];
  assign b_dst_fmt       = b_ctrl[CtrlWidth-6];
  assign b_rnd_mode      = b_ctrl[CtrlWidth-7 -: 3];
  assign b_ftz           = b_ctrl[2];
  assign b_nan_propagate = b_ctrl[1];
  assign b_rint_exact    = b_ctrl[0];

  logic [32:0] b_abs_rounded;
  logic        b_rounded_sign, b_exact_zero;
  logic        b_inexact, b_round_up;

  fp_round #(
    .AbsWidth (33)
  ) u_round (
    .abs_value_i             (b_abs_value),
    .sign_i                  (b_sign),
    .round_sticky_i          (b_round_sticky),
    .rnd_mode_i              (b_rnd_mode),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (b_abs_rounded),
    .sign_o                  (b_rounded_sign),
    .exact_zero_o            (b_exact_zero)
  );

  assign b_inexact  = |b_round_sticky;
  assign b_round_up = b_abs_rounded[0] ^ b_abs_value[0];  // an increment always flips bit 0

  // ---- Float result format: F2F/I2F/U2F write dst_fmt, RINT keeps src_fmt --------------------
  logic b_to_float, b_to_int, b_rint;
  logic b_res_f16;

  assign b_to_float = (b_op == fp_pkg::OP_F2F) | (b_op == fp_pkg::OP_I2F) |
                      (b_op == fp_pkg::OP_U2F);
  assign b_to_int   = (b_op == fp_pkg::OP_F2I) | (b_op == fp_pkg::OP_F2U);
  assign b_rint     = b_op == fp_pkg::OP_RINT;
  assign b_res_f16  = b_rint ? (b_src_fmt == fp_pkg::FP16) : (b_dst_fmt == fp_pkg::FP16);

  // Special float results in the result format.
  logic [31:0] b_nan_result, b_inf_result, b_zero_result, b_max_finite_result;

  always_comb begin
    if (b_res_f16) begin
      // Propagated NaN: sign and the top mantissa bits (those below the quiet bit come from
      // b_frac[21:13]; an f32 payload is truncated, an f16 one is exact), quieted.
      b_nan_result        = b_nan_propagate ? {16'd0, b_sign, 5'h1F, 1'b1, b_frac[21:13]} :
                                              {16'd0, CanonNaN16};
      b_inf_result        = {16'd0, b_sign, 5'h1F, 10'd0};
      b_zero_result       = {16'd0, b_sign, 15'd0};
      b_max_finite_result = {16'd0, b_sign, 5'h1E, 10'h3FF};
    end else begin
      // An f16 payload lands shifted left by 13 (b_frac[12:0] are zero for it).
      b_nan_result        = b_nan_propagate ? {b_sign, 8'hFF, 1'b1, b_frac[21:0]} : CanonNaN32;
      b_inf_result        = {b_sign, 8'hFF, 23'd0};
      b_zero_result       = {b_sign, 31'd0};
      b_max_finite_result = {b_sign, 8'hFE, 23'h7FFFFF};
    end
  end

  // Overflow goes to infinity unless the rounding mode points toward zero for this sign.
  logic b_overflow_to_inf;

  always_comb begin
    unique case (b_rnd_mode)
      fp_pkg::RNE, fp_pkg::RMM: b_overflow_to_inf = 1'b1;
      fp_pkg::RTZ:              b_overflow_to_inf = 1'b0;
      fp_pkg::RDN:              b_overflow_to_inf = b_sign;
      fp_pkg::RUP:              b_overflow_to_inf = ~b_sign;
      default:                  b_overflow_to_inf = 1'b1;
    endcase
  end

  // ---- Rounded float (F2F, I2F, U2F) ----------------------------------------------------------
  // Overflow and the flush test are decided from the unrounded fields plus the round-up bit, so
  // they do not wait for the rounding adder's carry chain. The rounded exponent reaches the
  // format's all-ones value when it is there already, or when one below it with an all-ones
  // mantissa that rounds up.
  logic [9:0]  b_float_exp;     // biased exponent before rounding (may exceed the format)
  logic        b_float_man_zero, b_float_man_ones;
  logic        b_float_overflow;
  logic        b_float_subnormal;  // the rounded result is subnormal (exp field 0, mantissa != 0)
  logic [31:0] b_float_value;

  always_comb begin
    if (b_res_f16) begin
      b_float_exp      = b_abs_value[19:10];
      b_float_man_zero = ~|b_abs_value[9:0];
      b_float_man_ones = &b_abs_value[9:0];
      b_float_overflow = (b_float_exp >= 10'd31) |
                         ((b_float_exp == 10'd30) & b_float_man_ones & b_round_up);
      b_float_value    = {16'd0, b_sign, b_abs_rounded[14:0]};
    end else begin
      b_float_exp      = b_abs_value[32:23];
      b_float_man_zero = ~|b_abs_value[22:0];
      b_float_man_ones = &b_abs_value[22:0];
      b_float_overflow = (b_float_exp >= 10'd255) |
                         ((b_float_exp == 10'd254) & b_float_man_ones & b_round_up);
      b_float_value    = {b_sign, b_abs_rounded[30:0]};
    end
  end

  assign b_float_subnormal = (b_float_exp == 10'd0) & ~(b_float_man_ones & b_round_up) &
                             (~b_float_man_zero | b_round_up);

  // ---- Rounded integer (F2I, F2U) --------------------------------------------------------------
  // The range checks look at the truncated magnitude and the round-up bit; the negative result
  // -(K + r) is formed as ~K + ~r, so no second carry chain follows the rounding adder.
  logic [31:0] b_int_trunc;  // truncated magnitude K
  logic        b_int_invalid;
  logic [31:0] b_int_value, b_int_saturated;

  assign b_int_trunc = b_abs_value[31:0];

  always_comb begin
    if (b_op == fp_pkg::OP_F2I) begin
      // Positive results reach 2^31 - 1, negative ones -2^31.
      if (b_sign) begin
        b_int_invalid = (b_int_trunc[31] & (|b_int_trunc[30:0])) |
                        ((b_int_trunc == 32'h8000_0000) & b_round_up);
      end else begin
        b_int_invalid = b_int_trunc[31] | ((b_int_trunc == 32'h7FFF_FFFF) & b_round_up);
      end
      b_int_value     = b_sign ? (~b_int_trunc + {31'd0, ~b_round_up}) : b_abs_rounded[31:0];
      b_int_saturated = b_sign ? 32'h8000_0000 : 32'h7FFF_FFFF;
    end else begin
      // A negative value that rounds to zero is fine (inexact only).
      b_int_invalid   = b_sign ? ((|b_int_trunc) | b_round_up) : ((&b_int_trunc) & b_round_up);
      b_int_value     = b_abs_rounded[31:0];
      b_int_saturated = b_sign ? 32'h0000_0000 : 32'hFFFF_FFFF;
    end
    b_int_invalid = b_int_invalid | b_int_too_big;
  end

  // ---- Round to integral (RINT) ----------------------------------------------------------------
  // The fraction bits of the significand are cleared in place (mask) and the round-up is added
  // at the unit position of the packed {exponent, mantissa} field, so no shift back is needed:
  // a carry out of the mantissa increments the exponent (e.g. 1.5 -> 2.0), as in fp_round.
  logic [22:0] b_keep_mask;
  logic [23:0] b_unit_bit;     // bit 23 is the hidden bit position (exponent LSB when packed)
  logic        b_exp_large;
  logic [7:0]  b_rint_biased_exp;
  logic [30:0] b_rint_f32;
  logic [14:0] b_rint_f16;
  logic [31:0] b_rint_value;

  // b_frac[i] is worth 2^(b_exp - 23 + i): integral when i >= 23 - b_exp. For 0 <= b_exp <= 31
  // the shifts give exactly that (b_exp >= 23: all kept, no unit bit); larger exponents are
  // integral anyway. Negative exponents take the |value| < 1 path below.
  assign b_exp_large = |b_exp[8:5];
  assign b_keep_mask = b_exp_large ? '1 : ~(23'h7F_FFFF >> b_exp[4:0]);
  assign b_unit_bit  = (b_exp_large | ~b_round_up) ? '0 : (24'h80_0000 >> b_exp[4:0]);

  assign b_rint_biased_exp = b_exp[7:0] + (b_res_f16 ? 8'd15 : 8'd127);
  assign b_rint_f32 = {b_rint_biased_exp, b_frac & b_keep_mask} +
                      {7'd0, b_unit_bit};
  assign b_rint_f16 = {b_rint_biased_exp[4:0], b_frac[22:13] & b_keep_mask[22:13]} +
                      {4'd0, b_unit_bit[23:13]};

  always_comb begin
    if (b_exp[9]) begin
      // |value| < 1 rounds to 0 or 1.
      b_rint_value = b_res_f16 ? {16'd0, b_sign, b_round_up ? 5'd15 : 5'd0, 10'd0} :
                                 {b_sign, b_round_up ? 8'd127 : 8'd0, 23'd0};
    end else if (b_res_f16) begin
      b_rint_value = {16'd0, b_sign, b_rint_f16};
    end else begin
      b_rint_value = {b_sign, b_rint_f32};
    end
  end

  // ---- Result and flags -------------------------------------------------------------------------
  logic [31:0] result_d;
  logic [4:0]  status_d;

  always_comb begin
    result_d = '0;
    status_d = '0;
    if (b_to_int) begin
      if (b_is_nan) begin
        result_d                  = '0;
        status_d[fp_pkg::FLAG_NV] = 1'b1;
      end else if (b_is_inf || b_int_invalid) begin
        result_d                  = b_int_saturated;
        status_d[fp_pkg::FLAG_NV] = 1'b1;
      end else if (b_is_zero) begin
        result_d = '0;
      end else begin
        result_d                  = b_int_value;
        status_d[fp_pkg::FLAG_NX] = b_inexact;
      end
    end else if (b_to_float || b_rint) begin
      if (b_is_nan) begin
        result_d                  = b_nan_result;
        status_d[fp_pkg::FLAG_NV] = b_is_snan;
      end else if (b_is_inf) begin
        result_d = b_inf_result;
      end else if (b_is_zero) begin
        result_d = b_zero_result;
      end else if (b_rint) begin
        result_d                  = b_rint_value;
        status_d[fp_pkg::FLAG_NX] = b_rint_exact & b_inexact;
      end else if (b_float_overflow) begin
        result_d                  = b_overflow_to_inf ? b_inf_result : b_max_finite_result;
        status_d[fp_pkg::FLAG_OF] = 1'b1;
        status_d[fp_pkg::FLAG_NX] = 1'b1;
      end else if (b_ftz && b_float_subnormal) begin
        // Flush a subnormal result to zero; this always counts as an inexact underflow.
        result_d                  = b_zero_result;
        status_d[fp_pkg::FLAG_UF] = 1'b1;
        status_d[fp_pkg::FLAG_NX] = 1'b1;
      end else begin
        result_d                  = b_float_value;
        status_d[fp_pkg::FLAG_UF] = b_tiny & b_inexact;
        status_d[fp_pkg::FLAG_NX] = b_inexact;
      end
    end
  end

  // =============================================================================================
  // Output registers (NumPipeRegs > 2)
  // =============================================================================================
  pipe_delay #(.Width(37), .Stages(NumOutRegs)) u_out_regs (
    .clk_i,
    .reg_en_i (reg_en_i[LastOutReg -: NumOutRegs + 1]),
    .d_i      ({result_d, status_d}),
    .q_o      ({result_o, status_o})
  );

  // Unused by design: most class outputs (the unit needs only a few), fp_round's sign/zero
  // outputs (no effective subtraction here), the LZC empty flag (zero is classified directly),
  // and the reset (no reset on data).
  logic unused_signals;
  assign unused_signals = ^{rst_ni, significand_empty,
                            f32_is_normal, f32_is_qnan, f16_is_normal, f16_is_qnan,
                            a_unbounded_rounded[0], a_unbounded_sign, a_unbounded_zero,
                            b_rounded_sign, b_exact_zero, b_abs_rounded[32]};

endmodule
