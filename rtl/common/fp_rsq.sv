// Correctly rounded reciprocal square root (RNE) of one format, combinational (execute.h FRSQ:
// rsq(+0) = +inf, rsq(-0) = -inf, rsq(x < 0 or -inf) = NaN, rsq(+inf) = +0, NaN -> canonical).
// The input is already flushed when FTZ applies; results are always normal (|e| halves).
//
// x = M 2^(E-(P-1)) with E even and M in [2^(P-1), 2^(P+1)) (M doubled when the exponent is odd),
// so 1/sqrt(x) = 2^(-E/2) sqrt(2^(P-1)/M) with the root in (1/2, 1]. The P+2 bits needed for
// rounding are y = floor(sqrt(2^(3P+3)/M)), computed exactly in integers as
// isqrt(floor(2^(3P+3)/M)) (floor(sqrt(floor(z))) = floor(sqrt(z))); the result is inexact
// unless both the division and the square root leave no remainder. Two restoring loops
// (2P+5 quotient bits, P+3 root bits, branch-free steps), every value below 64 bits;
// fp_rnd_pack rounds.
module fp_rsq #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] a_i,
  output logic [ExpBits+ManBits:0] result_o
);
  localparam int unsigned P      = ManBits + 1;
  localparam int unsigned Bias   = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned QBits  = 2 * P + 6;  // quotient width, even for the root loop
  localparam int unsigned RBits  = QBits / 2;  // root width
  localparam int unsigned CntW   = $clog2(ManBits + 1);
  localparam int unsigned EW     = ExpBits + 2;  // signed exponent arithmetic

  logic               sign;
  logic [ExpBits-1:0] exp_f;
  logic [ManBits-1:0] man_f;
  assign {sign, exp_f, man_f} = a_i;

  logic is_zero, is_sub, is_inf, is_nan;
  assign is_zero = (exp_f == '0) & (man_f == '0);
  assign is_sub  = (exp_f == '0) & (man_f != '0);
  assign is_inf  = (exp_f == '1) & (man_f == '0);
  assign is_nan  = (exp_f == '1) & (man_f != '0);

  // Normalised significand (leading one at bit P-1) and unbiased exponent of it.
  logic [CntW-1:0] lz;
  logic            unused_empty;
  fp_lzc #(.Width(ManBits + 1), .CntWidth(CntW)) u_lzc (
    .in_i    ({1'b0, man_f}),
    .cnt_o   (lz),
    .empty_o (unused_empty)
  );
  logic [P-1:0]  sig;
  logic [EW-1:0] exp_unb;
  always_comb begin
    if (is_sub) begin
      sig = {1'b0, man_f};
      for (int l = CntW - 1; l >= 0; l--) begin
        if (lz[l]) sig = sig << (1 << l);
      end
      // value man 2^(1-Bias-ManBits) = (sig / 2^ManBits) 2^(1-Bias-lz)
      exp_unb = EW'(1) - EW'(Bias) - EW'(lz);
    end else begin
      sig     = {1'b1, man_f};
      exp_unb = EW'(exp_f) - EW'(Bias);
    end
  end

  // Make the exponent even.
  logic [P:0]    m_even;
  logic [EW-1:0] e_even;
  assign m_even = exp_unb[0] ? {sig, 1'b0} : {1'b0, sig};
  assign e_even = exp_unb[0] ? exp_unb - EW'(1) : exp_unb;

  // q = floor(2^(3P+3) / m_even): the quotient's bits above 2P+4 are zero, so the restoring
  // division starts from the partial remainder 2^(P-2).
  logic [QBits-1:0] q;
  logic [P+2:0]     div_rem;
  logic [P+3:0]     div_diff;
  always_comb begin
    div_rem  = (P + 3)'(1) << (P - 2);
    q        = '0;
    div_diff = '0;
    // Branch-free steps (a conditional select per step) simulate fastest.
    for (int i = 0; i < 2 * P + 5; i++) begin
      div_rem  = div_rem << 1;
      div_diff = {1'b0, div_rem} - {3'b000, m_even};
      q        = {q[QBits-2:0], ~div_diff[P+3]};
      div_rem  = div_diff[P+3] ? div_rem : div_diff[P+2:0];
    end
  end

  // y = isqrt(q), restoring, two bits of q per step.
  logic [RBits-1:0] y;
  logic [RBits+1:0] sq_rem, trial;
  logic [RBits+2:0] sq_diff;
  always_comb begin
    sq_rem  = '0;
    y       = '0;
    trial   = '0;
    sq_diff = '0;
    for (int i = RBits - 1; i >= 0; i--) begin
      sq_rem  = {sq_rem[RBits-1:0], q[2*i+1 -: 2]};
      trial   = {y, 2'b01};
      sq_diff = {1'b0, sq_rem} - {1'b0, trial};
      y       = {y[RBits-2:0], ~sq_diff[RBits+2]};
      sq_rem  = sq_diff[RBits+2] ? sq_rem : sq_diff[RBits+1:0];
    end
  end

  // y lies in (2^(P+1), 2^(P+2)]; y = 2^(P+2) only for an exact power of four.
  logic               exact_one;
  logic [P+1:0]       rnd_sig;
  logic [EW-1:0]      rnd_exp;
  logic               sticky;
  assign exact_one = y[P+2];
  assign rnd_sig   = exact_one ? {1'b1, {(P + 1){1'b0}}} : y[P+1:0];
  assign rnd_exp   = (exact_one ? EW'(Bias) : EW'(Bias) - EW'(1)) -
                     {e_even[EW-1], e_even[EW-1:1]};
  assign sticky    = (div_rem != '0) | (sq_rem != '0);

  logic [ExpBits+ManBits:0] packed_result;
  logic [4:0]               unused_status;
  fp_rnd_pack #(.ExpBits(ExpBits), .ManBits(ManBits)) u_pack (
    .sign_i     (1'b0),
    .exp_i      (rnd_exp),
    .sig_i      (rnd_sig),
    .sticky_i   (sticky),
    .rnd_mode_i (fp_pkg::RNE),
    .ftz_i      (1'b0),
    .result_o   (packed_result),
    .status_o   (unused_status)
  );

  localparam logic [ExpBits+ManBits:0] CanonNaN = {1'b0, {ExpBits{1'b1}}, 1'b1,
                                                   {(ManBits - 1){1'b0}}};
  always_comb begin
    if (is_nan || (sign && !is_zero)) begin
      result_o = CanonNaN;
    end else if (is_zero) begin
      result_o = {sign, {ExpBits{1'b1}}, {ManBits{1'b0}}};
    end else if (is_inf) begin
      result_o = '0;
    end else begin
      result_o = packed_result;
    end
  end

  logic unused;
  assign unused = unused_empty;
endmodule
