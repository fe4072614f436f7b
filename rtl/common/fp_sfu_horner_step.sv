// One Horner step of fp_sfu's fixed-point polynomials: h_o = c_i + ((x_i * h_i) >>> Shift),
// kept to Width bits (the Horner values are bounded, so the dropped upper bits only repeat the
// sign). x_i comes sign- or zero-extended to 64 bits; the product's low 64 bits are exact.
// LG2 (Shift 32, Z) and SIN/COS (Shift 31, v^2) share it.
module fp_sfu_horner_step #(
  parameter int unsigned Width = 38,
  parameter int unsigned Shift = 32
) (
  input  logic signed [63:0]      x_i,
  input  logic signed [Width-1:0] h_i,
  input  logic signed [Width-1:0] c_i,
  output logic signed [Width-1:0] h_o
);

  // Signed product and floor shift on wires of their own: inside a wider expression with an
  // unsigned operand, >>> would silently become a logical shift.
  logic signed [63:0] prod, shifted;
  assign prod    = x_i * 64'(h_i);
  assign shifted = prod >>> Shift;
  assign h_o     = c_i + shifted[Width-1:0];

  logic unused_shifted;
  assign unused_shifted = ^shifted[63:Width];

endmodule
