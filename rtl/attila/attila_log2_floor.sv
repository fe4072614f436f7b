// The two exact parts of LOG (golden/attila/execute.h; docs/attila.md 5.4, E15) for the scalar s:
//   lg_o  = floor(log2|s|) as a float: the unbiased exponent of |s| (subnormals included,
//           -149..127); +-0 -> -inf, inf -> +inf, NaN -> |s| quieted (log2 of the |s| NaN);
//   pow_o = 2^floor(log2 s), the divisor of LOG's y = s / 2^floor(log2 s): 2^e for s > 0,
//           +0 for s = +-0 (log2 -> -inf), +inf for +inf, and the canonical NaN where log2 s is
//           invalid (s < 0, -inf); for a NaN s the division returns s anyway.
module attila_log2_floor #(
  parameter logic [31:0] CanonNaN = 32'h7FC0_0000
) (
  input  logic [31:0] s_i,
  output logic [31:0] lg_o,
  output logic [31:0] pow_o
);

  logic [7:0]  exp_field;
  logic        is_nan, is_inf, is_zero, is_sub;
  logic [4:0]  man_lead_zeros;   // subnormal: the leading one is at bit 22 - man_lead_zeros
  logic        unused_man_empty;
  logic [7:0]  e_mag;            // |floor(log2|s|)|, 0..149
  logic        e_neg;
  logic [2:0]  e_lead_zeros;     // of e_mag in 8 bits
  logic        e_zero;
  logic [7:0]  e_norm;
  logic [22:0] sub_lead;         // the leading one of a subnormal mantissa alone

  assign exp_field = s_i[30:23];
  assign is_nan    = (exp_field == 8'hFF) & (|s_i[22:0]);
  assign is_inf    = (exp_field == 8'hFF) & ~(|s_i[22:0]);
  assign is_zero   = s_i[30:0] == 31'd0;
  assign is_sub    = (exp_field == 8'd0) & ~is_zero;

  fp_lzc #(.Width(23), .CntWidth(5)) u_man_lzc (
    .in_i    (s_i[22:0]),
    .cnt_o   (man_lead_zeros),
    .empty_o (unused_man_empty)
  );

  // Normal: e = exp - 127; subnormal: e = (22 - lz) - 149 = -(127 + lz).
  always_comb begin
    if (is_sub) begin
      e_neg = 1'b1;
      e_mag = 8'd127 + {3'd0, man_lead_zeros};
    end else if (exp_field >= 8'd127) begin
      e_neg = 1'b0;
      e_mag = exp_field - 8'd127;
    end else begin
      e_neg = 1'b1;
      e_mag = 8'd127 - exp_field;
    end
  end

  // Small integer to float (exact: 8 significant bits at most).
  fp_lzc #(.Width(8), .CntWidth(3)) u_e_lzc (
    .in_i    (e_mag),
    .cnt_o   (e_lead_zeros),
    .empty_o (e_zero)
  );
  assign e_norm = e_mag << e_lead_zeros;
  logic unused_lead_one;
  assign unused_lead_one = e_norm[7];  // the hidden bit

  always_comb begin
    if (is_nan) begin
      lg_o = {1'b0, s_i[30:0]} | 32'h0040_0000;
    end else if (is_zero) begin
      lg_o = 32'hFF80_0000;
    end else if (is_inf) begin
      lg_o = 32'h7F80_0000;
    end else if (e_zero) begin
      lg_o = 32'd0;
    end else begin
      lg_o = {e_neg, 8'd134 - {5'd0, e_lead_zeros}, e_norm[6:0], 16'd0};
    end
  end

  assign sub_lead = 23'h40_0000 >> man_lead_zeros;

  always_comb begin
    if (is_zero) begin
      pow_o = 32'd0;
    end else if (is_nan || s_i[31]) begin
      pow_o = CanonNaN;
    end else if (is_inf) begin
      pow_o = 32'h7F80_0000;
    end else if (is_sub) begin
      pow_o = {9'd0, sub_lead};
    end else begin
      pow_o = {1'b0, exp_field, 23'd0};
    end
  end

endmodule
