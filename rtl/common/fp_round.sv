// Rounding of a truncated magnitude. abs_value_i is the {exponent, mantissa} bit string of the
// result truncated to the destination precision; round_sticky_i holds the first dropped bit
// (round) and the OR of all bits below it (sticky). Because exponent and mantissa sit side by
// side, a carry out of the mantissa increments the exponent, which is exactly IEEE behaviour
// (including subnormal -> normal and max-finite -> infinity; the caller handles overflow).
module fp_round #(
  parameter int unsigned AbsWidth = 31
) (
  input  logic [AbsWidth-1:0]  abs_value_i,
  input  logic                 sign_i,
  input  logic [1:0]           round_sticky_i,
  input  fp_pkg::roundmode_e   rnd_mode_i,
  // Set when the exact result is a zero produced by adding values of opposite sign: IEEE then
  // fixes its sign by the rounding mode instead of sign_i.
  input  logic                 effective_subtraction_i,
  output logic [AbsWidth-1:0]  abs_rounded_o,
  output logic                 sign_o,
  output logic                 exact_zero_o
);

  logic round_up;
  logic inexact;

  assign inexact = |round_sticky_i;

  always_comb begin
    unique case (rnd_mode_i)
      fp_pkg::RNE: round_up = round_sticky_i[1] & (round_sticky_i[0] | abs_value_i[0]);
      fp_pkg::RTZ: round_up = 1'b0;
      fp_pkg::RDN: round_up = inexact & sign_i;
      fp_pkg::RUP: round_up = inexact & ~sign_i;
      fp_pkg::RMM: round_up = round_sticky_i[1];
      default:     round_up = 1'b0;
    endcase
  end

  assign abs_rounded_o = abs_value_i + AbsWidth'(round_up);
  assign exact_zero_o  = (abs_value_i == '0) & ~inexact;
  assign sign_o = (exact_zero_o & effective_subtraction_i) ? (rnd_mode_i == fp_pkg::RDN) : sign_i;

endmodule
