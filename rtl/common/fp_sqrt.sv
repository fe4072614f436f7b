// IEEE-754-2008 square root of one format (binary32 or binary16), correctly rounded in all
// five modes, with the flags and NaN/ftz rules of golden/fp/fp.h (sqrt).
//
// Datapath (P = ManBits+1):
//   stage 0: classify, ftz of the input, special results (NaN, +-0, +inf, negative: invalid),
//            normalisation of a subnormal significand (leading-zero count). With the leading
//            bit's unbiased exponent e made even (the significand doubled when e is odd), the
//            radicand N = m * 2^(P+3+odd) (2P+4 bits, m the P-bit significand) has the root
//            R = floor(sqrt(N)) in [2^(P+1), 2^(P+2)): exactly P+2 bits, i.e. the result's
//            significand with a round bit and a second round bit.
//   recurrence: P+2 unrolled steps of the radix-2 restoring square root (two radicand bits per
//            step, one (P+5)-bit subtraction and a mux); a nonzero final remainder is sticky.
//   pack:    fp_rnd_pack (the result is always normal: it only rounds) and the special-result
//            override.
//
// Pipeline cut points (reg_en_i[k] loads register k):
//   k = 1         after stage 0                                      NumPipeRegs >= 1
//   k = 2..N      inside the recurrence: the P+2 steps are split into N groups of nearly equal
//                 size (cut after step floor(j (P+2) / N), j = 1..N-1); the last group also
//                 packs.                                             NumPipeRegs = N <= P+2
module fp_sqrt #(
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
  output logic [ExpBits+ManBits:0] result_o,
  output logic [4:0]               status_o
);

  localparam int unsigned MagBits   = ExpBits + ManBits;
  localparam int unsigned Precision = ManBits + 1;
  localparam int unsigned Steps     = Precision + 2;
  localparam int unsigned RadBits   = 2 * Steps;        // radicand width
  localparam int unsigned RemBits   = Precision + 5;    // partial remainder width
  localparam int unsigned ExpWidth  = ExpBits + 2;
  localparam int unsigned Bias      = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned LzcWidth  = $clog2(Precision);

  // =============================================================================================
  // Stage 0
  // =============================================================================================
  logic                 a_zero, a_flush, a_is_inf, a_is_nan, a_is_snan, a_neg;
  logic [Precision-1:0] a_sig;
  logic [ExpBits-1:0]   a_exp;

  fp_unpack #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(1)) u_unpack (
    .values_i     (a_i),
    .ftz_i        (ftz_i),
    .is_zero_o    (a_zero),
    .is_flushed_o (a_flush),
    .is_inf_o     (a_is_inf),
    .is_nan_o     (a_is_nan),
    .is_snan_o    (a_is_snan),
    .sig_o        (a_sig),
    .exp_o        (a_exp)
  );
  logic unused_flush;
  assign unused_flush = a_flush;
  assign a_neg = a_i[MagBits];

  logic invalid, special_d;
  logic [MagBits:0]   special_bits_d;
  logic [4:0]         special_flags_d;
  logic [MagBits:0]   nan_result;

  fp_nan_result #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(1), .CanonNaN(CanonNaN)) u_nan (
    .nan_propagate_i (nan_propagate_i),
    .ops_i           (a_i),
    .is_nan_i        (a_is_nan),
    .result_o        (nan_result)
  );

  assign invalid   = ~a_is_nan & a_neg & ~a_zero;
  assign special_d = a_is_nan | invalid | a_zero | a_is_inf;

  always_comb begin
    special_flags_d = '0;
    if (a_is_nan | invalid) begin
      special_bits_d = nan_result;  // invalid: a is no NaN, so the canonical NaN
      special_flags_d[fp_pkg::FLAG_NV] = a_is_snan | invalid;
    end else if (a_zero) begin
      special_bits_d = {a_neg, {MagBits{1'b0}}};        // sqrt(+-0) = +-0
    end else begin
      special_bits_d = {1'b0, {ExpBits{1'b1}}, {ManBits{1'b0}}};  // +inf
    end
  end

  logic [Precision-1:0] a_norm;
  logic [LzcWidth-1:0]  a_lzc;
  logic                 a_sig_zero;
  fp_sig_norm #(.Width(Precision), .CntWidth(LzcWidth)) u_norm_a (
    .sig_i   (a_sig),
    .norm_o  (a_norm),
    .shift_o (a_lzc),
    .zero_o  (a_sig_zero)
  );
  // A zero significand is a zero operand: a special result.
  logic unused_sig_zero;
  assign unused_sig_zero = a_sig_zero;

  // Unbiased exponent of the leading bit, made even; the result's biased exponent is half of
  // it plus the bias.
  logic [ExpWidth-1:0] exp_unbiased, exp_even, exp_d;
  logic                exp_odd;
  assign exp_unbiased = ExpWidth'(a_exp) - ExpWidth'(a_lzc) - ExpWidth'(Bias);
  assign exp_odd      = exp_unbiased[0];
  assign exp_even     = exp_unbiased - ExpWidth'(exp_odd);
  assign exp_d        = {exp_even[ExpWidth-1], exp_even[ExpWidth-1:1]} + ExpWidth'(Bias);

  logic [RadBits-1:0] radicand_d;
  assign radicand_d = exp_odd ? {a_norm, {(Precision + 4){1'b0}}}
                              : {1'b0, a_norm, {(Precision + 3){1'b0}}};

  // =============================================================================================
  // Cut 1. Control: {rnd_mode, ftz, exp, special, special_bits, special_flags}
  // =============================================================================================
  localparam int unsigned CtrlWidth = 3 + 1 + ExpWidth + 1 + (MagBits + 1) + 5;
  localparam int unsigned StepWidth = CtrlWidth + RadBits + RemBits + Steps;

  logic [CtrlWidth-1:0] ctrl_d;
  assign ctrl_d = {rnd_mode_i, ftz_i, exp_d, special_d, special_bits_d, special_flags_d};

  logic [StepWidth-1:0] stage0_d, stage0_q;
  assign stage0_d = {ctrl_d, radicand_d, {RemBits{1'b0}}, {Steps{1'b0}}};

  fp_recur_cut #(
    .Width(StepWidth), .NumPipeRegs(NumPipeRegs), .Steps(Steps), .After(0)
  ) u_cut_decode (
    .clk_i,
    .reg_en_i,
    .d_i (stage0_d),
    .q_o (stage0_q)
  );

  // =============================================================================================
  // Recurrence: step s brings in radicand bits [RadBits-1-2s -: 2] and decides root bit
  // Steps-1-s. The radicand is shifted left by two each step so the next pair is on top.
  // =============================================================================================
  for (genvar s = 0; s < Steps; s++) begin : gen_step
    logic [StepWidth-1:0] in, out_d, out_q;
    if (s == 0) begin : gen_first
      assign in = stage0_q;
    end else begin : gen_next
      assign in = gen_step[s-1].out_q;
    end

    logic [CtrlWidth-1:0] ctrl;
    logic [RadBits-1:0]   radicand;
    logic [RemBits-1:0]   rem, rem_in, trial, rem_sub, rem_next;
    logic [Steps-1:0]     root;
    logic                 fits;
    assign {ctrl, radicand, rem, root} = in;

    // Partial root so far = root >> (Steps-s); trial = 4*partial + 1.
    assign rem_in  = {rem[RemBits-3:0], radicand[RadBits-1 -: 2]};
    assign trial   = RemBits'({root >> (Steps - s), 2'b01});
    assign rem_sub = rem_in - trial;
    assign fits    = rem_in >= trial;
    assign rem_next = fits ? rem_sub : rem_in;

    logic [Steps-1:0] root_next;
    always_comb begin
      root_next = root;
      root_next[Steps-1-s] = fits;
    end
    assign out_d = {ctrl, radicand << 2, rem_next, root_next};

    logic unused_rem_top;
    assign unused_rem_top = ^rem[RemBits-1:RemBits-2];

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
  logic [RadBits-1:0]   radicand_f;
  logic [RemBits-1:0]   rem_f;
  logic [Steps-1:0]     root_f;
  assign {ctrl_f, radicand_f, rem_f, root_f} = gen_step[Steps-1].out_q;

  logic [2:0]          rnd_bits_f;
  logic                ftz_f, special_f;
  logic [ExpWidth-1:0] exp_f;
  logic [MagBits:0]    special_bits_f;
  logic [4:0]          special_flags_f;
  assign {rnd_bits_f, ftz_f, exp_f, special_f, special_bits_f, special_flags_f} = ctrl_f;

  logic unused_radicand;
  assign unused_radicand = ^radicand_f;

  fp_pkg::roundmode_e rnd_mode_f;
  fp_rnd_mode_decode u_rnd_mode_decode (
    .bits_i     (rnd_bits_f),
    .rnd_mode_o (rnd_mode_f)
  );

  logic [MagBits:0] packed_result;
  logic [4:0]       packed_status;
  logic             sticky_f;
  // A named wire: a port connected to an expression with '0 makes Yosys re-derive this module.
  assign sticky_f = rem_f != '0;

  fp_rnd_pack #(.ExpBits(ExpBits), .ManBits(ManBits)) u_pack (
    .sign_i     (1'b0),
    .exp_i      (exp_f),
    .sig_i      (root_f),
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
