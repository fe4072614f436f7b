// Rounding and packing of a finite nonzero result given as a normalised significand with its
// biased exponent: the last stage of fp_div, fp_sqrt and fp_sfu. It aligns a subnormal result
// to the destination grid; fp_rnd_aligned (shared with fp_fma) then rounds and packs.
//
//   value = sig_i * 2^(exp_i - Bias - (SigBits-1)) plus, when sticky_i is set, something
//   strictly between 0 and one unit of sig_i's last bit. sig_i[SigBits-1] must be 1.
//   SigBits = ManBits+3: hidden bit, mantissa, round bit, a second round bit (the round bit of
//   the rounding with an unbounded exponent range, which decides tininess after rounding).
//
// exp_i below 1 means a subnormal (or smaller) result: the significand is shifted right by
// 1 - exp_i with sticky, then rounded on the subnormal grid; exp_i at or above the all-ones
// exponent, or a rounding carry into it, is an overflow. Flags as fp_rnd_aligned.
module fp_rnd_pack #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic                     sign_i,
  input  logic [ExpBits+1:0]       exp_i,       // signed, two's complement
  input  logic [ManBits+2:0]       sig_i,
  input  logic                     sticky_i,
  input  fp_pkg::roundmode_e       rnd_mode_i,
  input  logic                     ftz_i,
  output logic [ExpBits+ManBits:0] result_o,
  output logic [4:0]               status_o
);

  localparam int unsigned SigBits    = ManBits + 3;
  localparam int unsigned ExpWidth   = ExpBits + 2;
  // Shifting by SigBits+1 or more leaves only sticky; the amount is clamped to that.
  localparam int unsigned ShiftWidth = $clog2(SigBits + 2);

  // ---- subnormal alignment -----------------------------------------------------------------
  logic                  subnormal;
  logic [ExpWidth-1:0]   sub_shift_full;
  logic [ShiftWidth-1:0] sub_shift;
  logic [SigBits-1:0]    shifted;
  logic                  lost;

  assign subnormal      = $signed(exp_i) < $signed(ExpWidth'(1));
  assign sub_shift_full = ExpWidth'(1) - exp_i;
  always_comb begin
    if (!subnormal) begin
      sub_shift = '0;
    end else if (sub_shift_full > ExpWidth'(SigBits + 1)) begin
      sub_shift = ShiftWidth'(SigBits + 1);
    end else begin
      sub_shift = sub_shift_full[ShiftWidth-1:0];
    end
  end
  fp_shr_sticky #(.Width(SigBits), .ShiftWidth(ShiftWidth)) u_shr_sub (
    .value_i  (sig_i),
    .shift_i  (sub_shift),
    .value_o  (shifted),
    .sticky_o (lost)
  );

  logic [ExpBits:0]   norm_exp;
  logic [ManBits-1:0] norm_man;
  logic               round_bit, round2_bit, sticky_rest;

  // A normal result's exponent fits ExpBits+1 bits (exp_i < 2^(ExpBits+1)).
  assign norm_exp    = subnormal ? '0 : exp_i[ExpBits:0];
  assign norm_man    = shifted[SigBits-2 -: ManBits];
  assign round_bit   = shifted[1];
  assign round2_bit  = shifted[0];
  assign sticky_rest = sticky_i | lost;

  logic unused_exp_sign;
  assign unused_exp_sign = exp_i[ExpBits+1];
  logic unused_hidden;
  assign unused_hidden = shifted[SigBits-1];

  // ---- rounding, flags and packing (shared with fp_fma) -------------------------------------
  fp_rnd_aligned #(.ExpBits(ExpBits), .ManBits(ManBits)) u_rnd_aligned (
    .sign_i       (sign_i),
    .eff_sub_i    (1'b0),
    .exp_i        (norm_exp),
    .man_i        (norm_man),
    .round_bit_i  (round_bit),
    .round2_bit_i (round2_bit),
    .sticky_i     (sticky_rest),
    .rnd_mode_i   (rnd_mode_i),
    .ftz_i        (ftz_i),
    .result_o     (result_o),
    .status_o     (status_o)
  );

endmodule
