// A U8 operand of the sum-of-products op as binary16 (docs/rogue.md 7.3, D67): b / 255, rounded
// once to nearest even.
//
// No divider: for 0 < b < 255, b / 255 = 0.bbbbbbbb bbbbbbbb... in binary (the byte repeated
// forever, never terminating), so the significand is the repeated byte from its leading one, the
// round bit the next bit, the sticky bit always 1 (no ties). b = 0 and b = 255 are exact.
module rogue_sop_u8_to_f16 (
  input  logic [7:0]  byte_i,
  output logic [15:0] result_o
);

  logic [2:0]  lz;
  logic        lz_empty;
  logic [23:0] pattern, pattern_norm;

  fp_lzc #(.Width(8)) u_lzc (
    .in_i    (byte_i),
    .cnt_o   (lz),
    .empty_o (lz_empty)
  );

  assign pattern = {byte_i, byte_i, byte_i};

  always_comb begin
    pattern_norm = pattern;
    for (int l = 0; l < 3; l++) begin
      if (lz[l]) pattern_norm = pattern_norm << (1 << l);
    end
  end

  // b / 255 is in [2^-(lz+1), 2^-lz): biased exponent 14 - lz; significand pattern_norm[23:13].
  logic [14:0] abs_rounded;
  logic        unused_round_sign, unused_round_zero;

  fp_round #(.AbsWidth(15)) u_round (
    .abs_value_i             ({5'd14 - {2'd0, lz}, pattern_norm[22:13]}),
    .sign_i                  (1'b0),
    .round_sticky_i          ({pattern_norm[12], 1'b1}),
    .rnd_mode_i              (fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (abs_rounded),
    .sign_o                  (unused_round_sign),
    .exact_zero_o            (unused_round_zero)
  );

  always_comb begin
    if (lz_empty)                result_o = 16'h0000;
    else if (byte_i == 8'hFF)    result_o = 16'h3C00;
    else                         result_o = {1'b0, abs_rounded};
  end

  logic unused_signals;
  assign unused_signals = ^{pattern_norm[23], pattern_norm[11:0], unused_round_sign,
                            unused_round_zero};

endmodule
