// A U8 result of the sum-of-products op (docs/rogue.md 7.3, D67): round(clamp(h, 0, 1) * 255),
// nearest even.
//
// The clamped h is at most 1 and a multiple of 2^-24 (binary16's smallest subnormal), so
// X = h * 2^24 is an integer of at most 25 bits and X * 255 = (X << 8) - X is exact; the byte is
// its integer part above bit 24, rounded with the bits below (fp_round).
module rogue_sop_f16_to_u8 (
  input  logic [15:0] h_i,
  output logic [7:0]  result_o
);

  logic [15:0] h;
  rogue_sop_clamp01 u_clamp (
    .x_i      (h_i),
    .result_o (h)
  );

  // h = {hidden, mantissa} * 2^(e - 25), e the biased exponent with subnormals at 1 (e <= 15):
  // X = {hidden, mantissa} << (e - 1).
  logic [3:0]  shift;
  logic [24:0] x_fixed;
  logic [32:0] x_times_255;

  assign shift = (h[14:10] == 5'd0) ? 4'd0 : h[13:10] - 4'd1;

  always_comb begin
    x_fixed = {14'd0, h[14:10] != 5'd0, h[9:0]};
    for (int l = 0; l < 4; l++) begin
      if (shift[l]) x_fixed = x_fixed << (1 << l);
    end
  end

  assign x_times_255 = {x_fixed, 8'd0} - {8'd0, x_fixed};

  logic [8:0] rounded;
  logic       unused_round_sign, unused_round_zero;

  fp_round #(.AbsWidth(9)) u_round (
    .abs_value_i             (x_times_255[32:24]),
    .sign_i                  (1'b0),
    .round_sticky_i          ({x_times_255[23], x_times_255[22:0] != 23'd0}),
    .rnd_mode_i              (fp_pkg::RNE),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (rounded),
    .sign_o                  (unused_round_sign),
    .exact_zero_o            (unused_round_zero)
  );

  assign result_o = rounded[7:0];  // at most 255: h * 255 <= 255

  logic unused_signals;
  assign unused_signals = ^{rounded[8], h[15], unused_round_sign, unused_round_zero};

endmodule
