// UNPCK .scale of an integer element (docs/rogue.md 14.4, D52, D53): sign * m / (2^p - 1) as a
// binary32 correctly rounded to nearest even, m at most 2^p - 1 (a larger m gives +-1: the most
// negative signed code, "at least -1").
//
// No divider: for 0 < m < 2^p - 1 the binary expansion of m / (2^p - 1) is the p-bit pattern of m
// repeated forever (0.mmm...), never terminating (m / (2^p - 1) is not a dyadic rational). The
// significand is therefore the pattern from its leading one, the round bit the next pattern bit
// and the sticky bit always 1 (no ties). The pattern is built for each period p the formats use
// (U: w; S, O: w - 1; SOGL: w, with m = |2c + 1|).
module rogue_pack_ratio (
  input  logic        sign_i,
  input  logic [23:0] num_i,     // m
  input  logic [4:0]  period_i,  // p: one of 1, 2, 5, 6, 7, 8, 9, 10, 11, 15, 16, 24
  output logic [31:0] result_o
);

  localparam int unsigned NumPeriods = 12;
  localparam int unsigned PatBits    = 48;  // 24 significand bits + a round bit after <= 23 shifts

  function automatic int unsigned period_at(input int unsigned k);
    unique case (k)
      0:       period_at = 1;
      1:       period_at = 2;
      2:       period_at = 5;
      3:       period_at = 6;
      4:       period_at = 7;
      5:       period_at = 8;
      6:       period_at = 9;
      7:       period_at = 10;
      8:       period_at = 11;
      9:       period_at = 15;
      10:      period_at = 16;
      default: period_at = 24;
    endcase
  endfunction

  // pattern k (bits [k*PatBits +: PatBits]): m's p low bits repeated from the top (its bit
  // PatBits-1 = m[p-1]), p = period_at(k)
  logic [NumPeriods*PatBits-1:0] pattern;
  for (genvar k = 0; k < NumPeriods; k++) begin : gen_period
    localparam int unsigned P = period_at(k);
    for (genvar i = 0; i < PatBits; i++) begin : gen_bit
      assign pattern[k*PatBits + PatBits-1-i] = num_i[P - 1 - (i % P)];
    end
  end

  logic [PatBits-1:0] pat;
  logic [23:0]        mask_p;  // 2^p - 1
  always_comb begin
    pat = '0;
    for (int k = 0; k < NumPeriods; k++) begin
      if (32'(period_i) == period_at(k)) pat = pattern[k*PatBits +: PatBits];
    end
    for (int i = 0; i < 24; i++) mask_p[i] = i < 32'(period_i);
  end

  // Normalisation: the pattern's leading zeros are m's leading zeros within p bits (< p).
  logic [4:0]         lz;
  logic               lz_empty;
  logic [PatBits-1:0] pat_norm;

  fp_lzc #(.Width(24)) u_lzc (
    .in_i    (pat[PatBits-1 -: 24]),
    .cnt_o   (lz),
    .empty_o (lz_empty)
  );

  always_comb begin
    pat_norm = pat;
    for (int l = 0; l < 5; l++) begin
      if (lz[l]) pat_norm = pat_norm << (1 << l);
    end
  end

  // m / (2^p - 1) is in [2^-(lz+1), 2^-lz): biased exponent 126 - lz.
  logic [30:0] abs_value, abs_rounded;
  logic        unused_round_sign, unused_round_zero;

  assign abs_value = {8'd126 - {3'd0, lz}, pat_norm[PatBits-2 -: 23]};

  fp_round #(.AbsWidth(31)) u_round (
    .abs_value_i             (abs_value),
    .sign_i                  (sign_i),
    .round_sticky_i          ({pat_norm[PatBits-25], 1'b1}),
    .rnd_mode_i              (fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (abs_rounded),
    .sign_o                  (unused_round_sign),
    .exact_zero_o            (unused_round_zero)
  );

  logic is_zero, at_least_one;
  assign is_zero      = num_i == 24'd0;
  assign at_least_one = (num_i & ~mask_p) != 24'd0 || (num_i & mask_p) == mask_p;

  always_comb begin
    if (is_zero)           result_o = 32'd0;
    else if (at_least_one) result_o = {sign_i, 31'h3F80_0000};
    else                   result_o = {sign_i, abs_rounded};
  end

  // Unused by design: the LZC's empty flag (m = 0 is handled apart), the pattern's bits below
  // the round bit (the sticky is known to be 1), fp_round's sign and zero outputs.
  logic unused_signals;
  assign unused_signals = ^{lz_empty, pat_norm[PatBits-26:0], pat_norm[PatBits-1],
                            unused_round_sign, unused_round_zero};

endmodule
