// PCK of a binary32 into one integer element of w bits (docs/rogue.md 14.4, D52, D53): the code
// of kinds U, S, O and SOGL, in the low w bits of code_o.
//
//   without .scale: round(x) (nearest even, or toward zero with .roundzero), saturated to the
//                   element's range; NaN -> 0.
//   with .scale:    U: clamp(x, 0, 1) * (2^w - 1); S, O: clamp(x, -1, 1) * (2^(w-1) - 1), rounded;
//                   SOGL: round((clamp(x, -1, 1) * (2^w - 1) - 1) / 2), saturated (D53).
//   O stores the signed code + 2^(w-1) (its top bit inverted).
//
// Datapath: the magnitude sig * 2^(e - 150) (clamped to 1.0 under .scale) is multiplied by
// K = 2^q - 1 (shift and subtract; K = 1 without .scale), aligned so that T = |value| gives its
// integer part, a round bit and a sticky bit (fp_shr_sticky), rounded (fp_round) and clamped.
// SOGL halves T - 1 or T + 1: T's integer LSB becomes the round bit and its fraction the sticky.
//
// The golden model (golden/rogue/sem_pack.cpp) evaluates the SOGL formula in binary64, where
// t - 1 rounds to exactly -1 when 0 < |t| <= 2^-53 (t = x (2^w - 1), x < 0): the result is then
// the tie -1/2, rounded to 0, where the exact value would give -1. The RTL follows the golden
// model: for x < 0 with |x| (2^w - 1) <= 2^-53 the sticky bit is dropped (sogl_tiny below).
module rogue_pack_int (
  input  logic [31:0]                x_i,
  input  rogue_pack_pkg::elem_kind_e kind_i,   // KIND_U, KIND_S, KIND_O or KIND_SOGL
  input  logic [4:0]                 width_i,  // w: 2..24 (SOGL: 8 or 16)
  input  logic                       scale_i,
  input  logic                       rtz_i,
  output logic [23:0]                code_o
);

  // ---- operand ------------------------------------------------------------------------------
  logic       sign, is_nan, exp_zero;
  logic [7:0] exp_field;

  assign sign      = x_i[31];
  assign exp_field = x_i[30:23];
  assign exp_zero  = exp_field == 8'd0;
  assign is_nan    = (exp_field == 8'hFF) && (x_i[22:0] != 23'd0);

  // .scale clamps |x| to 1 (infinities included); without .scale |x| >= 2^25 saturates every
  // element (w <= 24), so the datapath only sees values below 2^25.
  logic        clamp_to_one, too_big;
  logic [23:0] sig;
  logic [7:0]  exp_eff;   // biased exponent, subnormals at 1: |x| = sig * 2^(exp_eff - 150)

  assign clamp_to_one = scale_i && exp_field >= 8'd127;
  assign too_big      = !scale_i && exp_field >= 8'd152;
  assign sig          = clamp_to_one ? 24'h80_0000 : {!exp_zero, x_i[22:0]};
  assign exp_eff      = clamp_to_one ? 8'd127 : (exp_zero ? 8'd1 : exp_field);

  // ---- times K = 2^q - 1 --------------------------------------------------------------------
  logic        signed_kind, ogl_scale;
  logic [4:0]  q;
  logic [47:0] sig_shl, product;

  assign signed_kind = kind_i != rogue_pack_pkg::KIND_U;
  assign ogl_scale   = scale_i && kind_i == rogue_pack_pkg::KIND_SOGL;
  assign q           = (kind_i == rogue_pack_pkg::KIND_S || kind_i == rogue_pack_pkg::KIND_O) ? width_i - 5'd1 : width_i;

  always_comb begin
    sig_shl = {24'd0, sig};
    for (int l = 0; l < 5; l++) begin
      if (q[l]) sig_shl = sig_shl << (1 << l);
    end
  end

  assign product = scale_i ? sig_shl - {24'd0, sig} : {24'd0, sig};

  // ---- T = |value|: integer part, round bit, sticky -----------------------------------------
  // {product, 00} >> (151 - exp_eff) = floor(2 T); exp_eff <= 151 on every path that is used.
  logic [49:0] aligned;
  logic [7:0]  align_shift;
  logic        align_sticky;
  logic [24:0] t_int;
  logic        t_round;

  assign align_shift = 8'd151 - exp_eff;

  fp_shr_sticky #(.Width(50), .ShiftWidth(8)) u_align (
    .value_i  ({product, 2'b00}),
    .shift_i  (align_shift),
    .value_o  (aligned),
    .sticky_o (align_sticky)
  );

  assign t_int   = aligned[25:1];  // below 2^25; the bits above are zero
  assign t_round = aligned[0];

  // ---- SOGL with .scale: (T - 1) / 2 for x >= 0, -(T + 1) / 2 for x < 0 ----------------------
  logic [25:0] t_pm1;          // T_int - 1 or T_int + 1
  logic        ogl_below_one;  // x >= 0, T < 1: the value is in [-1/2, 0) and gives 0 in both modes
  logic        sogl_tiny;      // x < 0, |x| (2^w - 1) <= 2^-53 (see the header)
  logic [7:0]  tiny_exp;
  logic [23:0] tiny_sig;

  assign t_pm1         = sign ? {1'b0, t_int} + 26'd1 : {1'b0, t_int} - 26'd1;
  assign ogl_below_one = !sign && t_int == 25'd0;

  // |x| (2^w - 1) <= 2^-53 <=> exponent below 127 - 53 - w, or equal with
  // sig <= floor(2^(23 + w) / (2^w - 1)): 2^-61 * 0x808080 / 2^23 (w = 8), 2^-69 * 0x800080 / 2^23
  // (w = 16), the only SOGL widths.
  assign tiny_exp  = width_i[4] ? 8'd58 : 8'd66;
  assign tiny_sig  = width_i[4] ? 24'h80_0080 : 24'h80_8080;
  assign sogl_tiny = exp_field < tiny_exp || (exp_field == tiny_exp && sig <= tiny_sig);

  // ---- rounding of the magnitude ---------------------------------------------------------------
  logic [25:0] round_in, mag;
  logic [1:0]  round_sticky;
  logic        unused_round_sign, unused_round_zero;

  always_comb begin
    if (ogl_scale) begin
      round_in     = {1'b0, t_pm1[25:1]};
      round_sticky = {t_pm1[0], (t_round | align_sticky) && !(sign && sogl_tiny)};
    end else begin
      round_in     = {1'b0, t_int};
      round_sticky = {t_round, align_sticky};
    end
  end

  fp_round #(.AbsWidth(26)) u_round (
    .abs_value_i             (round_in),
    .sign_i                  (sign),
    .round_sticky_i          (round_sticky),
    .rnd_mode_i              (rtz_i ? fp_pkg::RTZ : fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (mag),
    .sign_o                  (unused_round_sign),
    .exact_zero_o            (unused_round_zero)
  );

  // ---- saturation and the code ---------------------------------------------------------------
  logic [25:0] mask_w, mask_w1;   // 2^w - 1 and 2^(w-1) - 1
  logic        above_w, above_w1, is_half;
  logic [25:0] code;

  always_comb begin
    for (int i = 0; i < 26; i++) begin
      mask_w[i]  = i < 32'(width_i);
      mask_w1[i] = i + 1 < 32'(width_i);
    end
  end

  assign above_w  = (mag & ~mask_w) != 26'd0;    // mag > 2^w - 1
  assign above_w1 = (mag & ~mask_w1) != 26'd0;   // mag > 2^(w-1) - 1
  assign is_half  = mag == (mask_w & ~mask_w1);  // mag = 2^(w-1)

  always_comb begin
    if (is_nan) begin
      code = 26'd0;
    end else if (!signed_kind) begin
      // negative values round to <= 0 and clamp to 0; .scale clamps them to 0 first
      if (sign)                   code = 26'd0;
      else if (too_big || above_w) code = mask_w;
      else                        code = mag;
    end else if (ogl_scale && ogl_below_one) begin
      code = 26'd0;
    end else if (sign) begin
      code = (too_big || (above_w1 && !is_half)) ? (mask_w & ~mask_w1) : -mag;
    end else begin
      code = (too_big || above_w1) ? mask_w1 : mag;
    end
  end

  // O: + 2^(w-1) on a code in [-2^(w-1), 2^(w-1) - 1] is an inversion of bit w - 1.
  logic [25:0] code_offset;
  assign code_offset = (kind_i == rogue_pack_pkg::KIND_O) ? code ^ (mask_w & ~mask_w1) : code;
  assign code_o      = code_offset[23:0] & mask_w[23:0];

  // Unused by design: the bits of the aligned field above floor(2 T) (zero on every used path),
  // fp_round's sign and zero outputs, the masks' bits above bit 23 (w <= 24).
  logic unused_signals;
  assign unused_signals = ^{aligned[49:26], unused_round_sign, unused_round_zero,
                            code_offset[25:24], mask_w[25:24]};

endmodule
