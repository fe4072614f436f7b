// Output modifier and clamp of one channel (docs/r500.md 6.1; P6, G4, G6):
//   OMOD 0 (x1): the identity (no flush, no NaN canonicalisation, G4);
//   OMOD 1..6 (x2, x4, x8, /2, /4, /8): rn(x * 2^k) of the numeric model (6.7): a subnormal input
//     is a zero, a NaN gives the canonical NaN, an overflow an infinity, a result whose rounded
//     value is subnormal is flushed to a zero of its sign;
//   then, if clamp_i: sat(v) = v > 0 ? min(v, 1.0) : +0 (compares with subnormals as zero, G6:
//     NaN, -0, negatives and positive subnormals give +0; above 1, +inf included, gives 1.0);
//   OMOD 7: neither modifier nor clamp, whatever the opcode (P6).
// The scaling is exact except below the normal range: there x * 2^-k (k <= 3, exponent e - k
// <= 0) is rounded to the subnormal grid, which reaches 2^-126 (a normal number, kept) only
// for e - k = 0 with an all-ones mantissa (the tie rounds to the even 2^-126); every other case
// is subnormal or zero and flushed.
module r500_omod_clamp (
  input  logic [31:0] x_i,
  input  logic [2:0]  omod_i,   // r500_pkg::omod_e
  input  logic        clamp_i,
  output logic [31:0] y_o
);

  logic       s;
  logic [7:0] e;
  logic [22:0] m;
  assign {s, e, m} = x_i;

  // Signed exponent change.
  logic signed [9:0] k;
  always_comb begin
    unique case (omod_i)
      r500_pkg::OMOD_X2: k = 10'sd1;
      r500_pkg::OMOD_X4: k = 10'sd2;
      r500_pkg::OMOD_X8: k = 10'sd3;
      r500_pkg::OMOD_D2: k = -10'sd1;
      r500_pkg::OMOD_D4: k = -10'sd2;
      r500_pkg::OMOD_D8: k = -10'sd3;
      default:           k = 10'sd0;
    endcase
  end

  logic signed [9:0] ek;
  assign ek = $signed({2'b00, e}) + k;

  logic [31:0] scaled;
  always_comb begin
    if (e == 8'hFF) begin
      scaled = (m != 23'd0) ? r500_pkg::F32_CANONICAL_NAN : x_i;
    end else if (e == 8'd0) begin
      scaled = {s, 31'd0};
    end else if (ek >= 10'sd255) begin
      scaled = {s, 8'hFF, 23'd0};
    end else if (ek >= 10'sd1) begin
      scaled = {s, ek[7:0], m};
    end else if ((ek == 10'sd0) && (m == 23'h7FFFFF)) begin
      scaled = {s, 8'd1, 23'd0};
    end else begin
      scaled = {s, 31'd0};
    end
  end

  logic        off, scale;
  logic [31:0] v;
  assign off   = omod_i == r500_pkg::OMOD_OFF;
  assign scale = (omod_i != r500_pkg::OMOD_X1) & ~off;
  assign v     = scale ? scaled : x_i;

  // sat(v): v > 0 (a number, not a zero or subnormal, sign clear), then min(v, 1.0).
  logic v_nan, v_pos, v_ge_one;
  assign v_nan    = (v[30:23] == 8'hFF) & (v[22:0] != 23'd0);
  assign v_pos    = ~v_nan & ~v[31] & (v[30:23] != 8'd0);
  assign v_ge_one = v[30:0] >= r500_pkg::F32_ONE[30:0];
  logic [31:0] sat;
  assign sat = !v_pos ? 32'd0 : (v_ge_one ? r500_pkg::F32_ONE : v);

  assign y_o = (clamp_i & ~off) ? sat : v;

endmodule
