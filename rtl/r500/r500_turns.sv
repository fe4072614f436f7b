// SIN/COS argument reduction in turns (docs/r500.md G2), exact, before the product by 2 pi and
// the shared SFU (fp_sfu):
//   x = A flushed (a subnormal is a zero); t = x - rint(x) (nearest even; exact, |t| <= 0.5);
//   SIN: if |t| > 0.25 then t := sign(t) * 0.5 - t; the SFU computes sin(rn(t * 2pi)).
//   COS: m = |t|; m <= 0.125: cos(rn(m * 2pi)); else sin(rn((0.25 - m) * 2pi)).
// An exact zero difference is +0 (x - rint(x) rounds to nearest), except for x = +-0 itself,
// which is passed as it is (sin(+-0) = +-0). Infinities and NaNs are passed unchanged: the SFU
// returns the canonical NaN for both.
// |x| < 0.125 (biased exponent < 124) needs no arithmetic: rint(x) = 0, t = x, and no fold
// applies. Otherwise every value involved is a multiple of 2^-26 below 1, so the work is done on
// a 27-bit fixed-point integer T (units of 2^-26), and the result is converted back exactly.
// Outputs: t_o (binary32) and sfu_cos_o (1: the SFU's COS, 0: its SIN).
module r500_turns (
  input  logic [31:0] x_i,
  input  logic        is_cos_i,
  output logic [31:0] t_o,
  output logic        sfu_cos_o
);

  localparam logic [26:0] Half    = 27'd1 << 25;
  localparam logic [26:0] Quarter = 27'd1 << 24;
  localparam logic [26:0] Eighth  = 27'd1 << 23;
  localparam logic [26:0] Unit    = 27'd1 << 26;

  logic       sx;
  logic [7:0] e;
  logic       special, is_small, integral;
  assign sx       = x_i[31];
  assign e        = x_i[30:23];
  assign special  = e == 8'hFF;
  assign is_small    = e < 8'd124;
  assign integral = e >= 8'd150;

  // x in fixed point, units 2^-26, bits 26..0 (the integer part's parity and the fraction).
  logic [23:0] sig;
  logic [7:0]  sh;     // e - 124, 0..25 where used
  logic [26:0] xfix;
  assign sig = {1'b1, x_i[22:0]};
  assign sh  = e - 8'd124;
  always_comb begin
    xfix = {3'd0, sig};
    for (int k = 0; k < 5; k++) begin
      if (sh[k]) xfix = xfix << (1 << k);
    end
  end

  // t = x - rint(x): sign and magnitude in units of 2^-26.
  logic [26:0] frac, tmag;
  logic        up, tneg;
  assign frac = {1'b0, xfix[25:0]};
  assign up   = (frac > Half) | ((frac == Half) & xfix[26]);
  always_comb begin
    if (integral) begin
      tmag = 27'd0;
      tneg = 1'b0;
    end else if (up) begin
      tmag = Unit - frac;
      tneg = ~sx;
    end else begin
      tmag = frac;
      tneg = sx;
    end
  end

  // Folds.
  logic [26:0] rmag, cdiff;
  logic        rneg, rcos;
  assign cdiff = Quarter - tmag;  // COS: 0.25 - m (two's complement)
  always_comb begin
    rcos = 1'b0;
    if (!is_cos_i) begin
      if (tmag > Quarter) begin
        rmag = Half - tmag;
        rneg = tneg;
      end else begin
        rmag = tmag;
        rneg = tneg;
      end
    end else if (tmag <= Eighth) begin
      rmag = tmag;
      rneg = 1'b0;
      rcos = 1'b1;
    end else begin
      rneg = cdiff[26];
      rmag = cdiff[26] ? (27'd0 - cdiff) : cdiff;
    end
  end

  // Back to binary32 (exact): leading one of rmag (at most bit 25) to bit 25.
  logic [4:0]  lz;
  logic [26:0] norm;
  always_comb begin
    lz = 5'd0;
    for (int b = 0; b <= 25; b++) begin
      if (rmag[b]) lz = 5'(25 - b);
    end
    norm = rmag;
    for (int k = 0; k < 5; k++) begin
      if (lz[k]) norm = norm << (1 << k);
    end
  end
  logic [31:0] fixed_t;
  logic [7:0]  fexp;
  assign fexp    = 8'd126 - 8'(lz);  // 2^(25 - lz - 26) biased: 25 - lz + 101
  assign fixed_t = (rmag == 27'd0) ? 32'd0 : {rneg & (rmag != 27'd0), fexp, norm[24:2]};

  always_comb begin
    if (special) begin
      t_o       = x_i;
      sfu_cos_o = is_cos_i;
    end else if (is_small) begin
      // x flushed: a subnormal is a zero of its sign; COS takes |x|.
      t_o       = {sx & ~is_cos_i, (e == 8'd0) ? 31'd0 : x_i[30:0]};
      sfu_cos_o = is_cos_i;
    end else begin
      t_o       = fixed_t;
      sfu_cos_o = rcos;
    end
  end

  logic unused_norm;
  assign unused_norm = ^{norm[26:25], norm[1:0], sh[7:5]};

endmodule
