// IEEE-754-2008 division a/b of one format (binary32 or binary16), correctly rounded in all
// five modes, with the flags and NaN/ftz rules of golden/fp/fp.h (div).
//
// Datapath (P = ManBits+1):
//   stage 0: classify, ftz of inputs, special results (NaN, inf, zero, invalid, divide by
//            zero), normalisation of subnormal significands (leading-zero count), exponent
//            difference.
//   recurrence: P+3 unrolled steps of radix-2 restoring division of the normalised
//            significands: q = floor(ma * 2^(P+2) / mb) (P+2 or P+3 bits) and the final
//            remainder (nonzero: sticky). Each step is one (P+1)-bit subtraction and a mux.
//   pack:    one normalisation step (q's top bit), fp_rnd_pack (subnormal shift, rounding,
//            overflow, tininess after rounding, ftz of the result), special-result override.
//
// Pipeline cut points (reg_en_i[k] loads register k, k counting from the input):
//   k = 1         after stage 0                                      NumPipeRegs >= 1
//   k = 2..N      inside the recurrence: the P+3 steps are split into N groups of nearly equal
//                 size (cut after step floor(j (P+3) / N) for j = 1..N-1); the last group
//                 also does the packing.                             NumPipeRegs = N <= P+3
// Every operation carries its divisor, exponent, sign, rounding mode, ftz and special result
// through the registers with it.
module fp_div #(
  parameter int unsigned ExpBits     = 8,
  parameter int unsigned ManBits     = 23,
  parameter int unsigned NumPipeRegs = 4,
  parameter logic [ExpBits+ManBits:0] CanonNaN = {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits-1){1'b0}}}
) (
  input  logic                     clk_i,
  input  logic                     rst_ni,      // datapath regs need no reset; unused
  input  logic [NumPipeRegs:0]     reg_en_i,    // [k] loads pipeline register k (k>=1)
  input  fp_pkg::roundmode_e       rnd_mode_i,
  input  logic                     ftz_i,
  input  logic                     nan_propagate_i,
  input  logic [ExpBits+ManBits:0] a_i,
  input  logic [ExpBits+ManBits:0] b_i,
  output logic [ExpBits+ManBits:0] result_o,
  output logic [4:0]               status_o
);

  localparam int unsigned MagBits   = ExpBits + ManBits;
  localparam int unsigned Precision = ManBits + 1;
  localparam int unsigned Steps     = Precision + 3;
  localparam int unsigned ExpWidth  = ExpBits + 2;
  localparam int unsigned Bias      = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned LzcWidth  = $clog2(Precision);

  // =============================================================================================
  // Stage 0: classification, special results, normalisation
  // =============================================================================================
  logic                 a_zero, a_flush, a_is_inf, a_is_nan, a_is_snan;
  logic                 b_zero, b_flush, b_is_inf, b_is_nan, b_is_snan;
  logic [Precision-1:0] a_sig, b_sig;
  logic [ExpBits-1:0]   a_exp, b_exp;

  fp_unpack #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(2)) u_unpack (
    .values_i     ({b_i, a_i}),
    .ftz_i        (ftz_i),
    .is_zero_o    ({b_zero, a_zero}),
    .is_flushed_o ({b_flush, a_flush}),
    .is_inf_o     ({b_is_inf, a_is_inf}),
    .is_nan_o     ({b_is_nan, a_is_nan}),
    .is_snan_o    ({b_is_snan, a_is_snan}),
    .sig_o        ({b_sig, a_sig}),
    .exp_o        ({b_exp, a_exp})
  );
  logic unused_flush;
  assign unused_flush = a_flush ^ b_flush;

  logic sign;
  assign sign = a_i[MagBits] ^ b_i[MagBits];

  // ---- special results ----
  logic any_nan, invalid, result_nan, result_inf, result_zero, div_by_zero;
  logic special_d;
  logic [MagBits:0] special_bits_d;
  logic [4:0]       special_flags_d;
  logic [MagBits:0] nan_result;

  fp_nan_result #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(2), .CanonNaN(CanonNaN)) u_nan (
    .nan_propagate_i (nan_propagate_i),
    .ops_i           ({b_i, a_i}),
    .is_nan_i        ({b_is_nan, a_is_nan}),
    .result_o        (nan_result)
  );

  assign any_nan     = a_is_nan | b_is_nan;
  assign invalid     = ~any_nan & ((a_is_inf & b_is_inf) | (a_zero & b_zero));
  assign result_nan  = any_nan | invalid;
  assign div_by_zero = ~any_nan & b_zero & ~a_zero & ~a_is_inf;
  assign result_inf  = ~result_nan & (a_is_inf | div_by_zero);
  assign result_zero = ~result_nan & ~result_inf & (b_is_inf | a_zero);
  assign special_d   = result_nan | result_inf | result_zero;

  always_comb begin
    special_bits_d  = {sign, {MagBits{1'b0}}};
    special_flags_d = '0;
    if (result_nan) begin
      special_bits_d = nan_result;
      special_flags_d[fp_pkg::FLAG_NV] = a_is_snan | b_is_snan | invalid;
    end else if (result_inf) begin
      special_bits_d = {sign, {ExpBits{1'b1}}, {ManBits{1'b0}}};
      special_flags_d[fp_pkg::FLAG_DZ] = div_by_zero;
    end
  end

  // ---- normalisation ----
  logic [Precision-1:0] a_norm_d, b_norm_d;
  logic [LzcWidth-1:0]  a_lzc, b_lzc;
  logic                 a_sig_zero, b_sig_zero;
  logic [ExpWidth-1:0]  exp_d;

  fp_sig_norm #(.Width(Precision), .CntWidth(LzcWidth)) u_norm_a (
    .sig_i   (a_sig),
    .norm_o  (a_norm_d),
    .shift_o (a_lzc),
    .zero_o  (a_sig_zero)
  );
  fp_sig_norm #(.Width(Precision), .CntWidth(LzcWidth)) u_norm_b (
    .sig_i   (b_sig),
    .norm_o  (b_norm_d),
    .shift_o (b_lzc),
    .zero_o  (b_sig_zero)
  );
  // A zero significand is a zero operand: a special result.
  logic unused_sig_zero;
  assign unused_sig_zero = a_sig_zero ^ b_sig_zero;
  // Biased exponent of the quotient when ma >= mb (else one less; decided after the steps).
  assign exp_d = ExpWidth'(a_exp) - ExpWidth'(a_lzc) - ExpWidth'(b_exp) + ExpWidth'(b_lzc) +
                 ExpWidth'(Bias);

  // =============================================================================================
  // Cut 1 (after stage 0). Control travelling with the data:
  // {rnd_mode, ftz, sign, exp, special, special_bits, special_flags}
  // =============================================================================================
  localparam int unsigned CtrlWidth = 3 + 1 + 1 + ExpWidth + 1 + (MagBits + 1) + 5;
  localparam int unsigned StepWidth = CtrlWidth + Precision + (Precision + 1) + Steps;

  logic [CtrlWidth-1:0] ctrl_d;
  assign ctrl_d = {rnd_mode_i, ftz_i, sign, exp_d, special_d, special_bits_d, special_flags_d};

  logic [StepWidth-1:0] stage0_d, stage0_q;
  // Initial partial remainder: the dividend significand; no quotient bits yet.
  assign stage0_d = {ctrl_d, b_norm_d, 1'b0, a_norm_d, {Steps{1'b0}}};

  fp_recur_cut #(
    .Width(StepWidth), .NumPipeRegs(NumPipeRegs), .Steps(Steps), .After(0)
  ) u_cut_decode (
    .clk_i,
    .reg_en_i,
    .d_i (stage0_d),
    .q_o (stage0_q)
  );

  // =============================================================================================
  // Recurrence: step s produces quotient bit Steps-1-s.
  // =============================================================================================
  for (genvar s = 0; s < Steps; s++) begin : gen_step
    logic [StepWidth-1:0] in, out_d, out_q;
    if (s == 0) begin : gen_first
      assign in = stage0_q;
    end else begin : gen_next
      assign in = gen_step[s-1].out_q;
    end

    logic [CtrlWidth-1:0] ctrl;
    logic [Precision-1:0] divisor;
    logic [Precision:0]   rem, rem_sub, rem_next;
    logic [Steps-1:0]     quo;
    logic                 fits;
    assign {ctrl, divisor, rem, quo} = in;

    assign rem_sub = rem - {1'b0, divisor};
    assign fits    = ~rem_sub[Precision];  // rem >= divisor (rem < 2 divisor)
    // The last step keeps the remainder unshifted: only its being nonzero matters.
    if (s == Steps - 1) begin : gen_last
      assign rem_next = fits ? rem_sub : rem;
    end else begin : gen_mid
      logic [Precision:0] rem_kept;
      assign rem_kept = fits ? rem_sub : rem;
      assign rem_next = {rem_kept[Precision-1:0], 1'b0};
      logic unused_rem_top;
      assign unused_rem_top = rem_kept[Precision];
    end

    logic [Steps-1:0] quo_next;
    always_comb begin
      quo_next = quo;
      quo_next[Steps-1-s] = fits;
    end
    assign out_d = {ctrl, divisor, rem_next, quo_next};

    fp_recur_cut #(
      .Width(StepWidth), .NumPipeRegs(NumPipeRegs), .Steps(Steps), .After(s + 1)
    ) u_cut (
      .clk_i,
      .reg_en_i,
      .d_i (out_d),
      .q_o (out_q)
    );
  end

  // =============================================================================================
  // Packing
  // =============================================================================================
  logic [CtrlWidth-1:0] ctrl_f;
  logic [Precision-1:0] divisor_f;
  logic [Precision:0]   rem_f;
  logic [Steps-1:0]     quo_f;
  assign {ctrl_f, divisor_f, rem_f, quo_f} = gen_step[Steps-1].out_q;

  logic [2:0]           rnd_bits_f;
  logic                 ftz_f, sign_f, special_f;
  logic [ExpWidth-1:0]  exp_f;
  logic [MagBits:0]     special_bits_f;
  logic [4:0]           special_flags_f;
  assign {rnd_bits_f, ftz_f, sign_f, exp_f, special_f, special_bits_f, special_flags_f} = ctrl_f;

  logic unused_divisor;
  assign unused_divisor = ^divisor_f;

  fp_pkg::roundmode_e rnd_mode_f;
  fp_rnd_mode_decode u_rnd_mode_decode (
    .bits_i     (rnd_bits_f),
    .rnd_mode_o (rnd_mode_f)
  );

  // q has P+3 bits when ma >= mb, else P+2: keep P+2 bits from the leading one.
  logic [Precision+1:0] sig_f;
  logic [ExpWidth-1:0]  exp_norm_f;
  logic                 sticky_f;
  always_comb begin
    if (quo_f[Steps-1]) begin
      sig_f      = quo_f[Steps-1:1];
      exp_norm_f = exp_f;
      sticky_f   = quo_f[0] | (rem_f != '0);
    end else begin
      sig_f      = quo_f[Steps-2:0];
      exp_norm_f = exp_f - ExpWidth'(1);
      sticky_f   = rem_f != '0;
    end
  end

  logic [MagBits:0] packed_result;
  logic [4:0]       packed_status;

  fp_rnd_pack #(.ExpBits(ExpBits), .ManBits(ManBits)) u_pack (
    .sign_i     (sign_f),
    .exp_i      (exp_norm_f),
    .sig_i      (sig_f),
    .sticky_i   (sticky_f),
    .rnd_mode_i (rnd_mode_f),
    .ftz_i      (ftz_f),
    .result_o   (packed_result),
    .status_o   (packed_status)
  );

  assign result_o = special_f ? special_bits_f : packed_result;
  assign status_o = special_f ? special_flags_f : packed_status;

  logic unused_rst_en;
  assign unused_rst_en = rst_ni ^ reg_en_i[0];

endmodule
