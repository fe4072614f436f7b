// Rounding, exception flags and packing of a finite result already aligned to the destination
// grid: the last step of fp_fma, and of fp_rnd_pack (which aligns subnormals first for fp_div,
// fp_sqrt and fp_sfu).
//
//   exp_i, man_i: the biased exponent and mantissa truncated to the destination precision; exp_i
//   is 0 for a subnormal (or zero) result, and may reach the all-ones exponent or above
//   (overflow). round_bit_i is the first bit below man_i, round2_bit_i the one below it (the
//   round bit of the rounding with an unbounded exponent range, which decides tininess after
//   rounding), sticky_i the OR of all lower bits.
//
// Flags as golden/fp/fp.h: NX, UF (tiny after rounding and inexact), OF (with NX); under ftz a
// subnormal result becomes a signed zero with UF|NX. DZ and NV are never raised here. An exact
// zero from an effective subtraction gets its sign from the rounding mode (fp_round).
module fp_rnd_aligned #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic                     sign_i,
  input  logic                     eff_sub_i,
  input  logic [ExpBits:0]         exp_i,
  input  logic [ManBits-1:0]       man_i,
  input  logic                     round_bit_i,
  input  logic                     round2_bit_i,
  input  logic                     sticky_i,
  input  fp_pkg::roundmode_e       rnd_mode_i,
  input  logic                     ftz_i,
  output logic [ExpBits+ManBits:0] result_o,
  output logic [4:0]               status_o
);

  localparam int unsigned MagBits  = ExpBits + ManBits;
  localparam int unsigned AbsWidth = ExpBits + 1 + ManBits;
  localparam int unsigned MaxExp   = (1 << ExpBits) - 1;

  logic [AbsWidth-1:0] abs_rounded;
  logic                rounded_sign, rounded_zero, inexact;

  assign inexact = round_bit_i | round2_bit_i | sticky_i;

  fp_round #(.AbsWidth(AbsWidth)) u_round (
    .abs_value_i             ({exp_i, man_i}),
    .sign_i                  (sign_i),
    .round_sticky_i          ({round_bit_i, round2_bit_i | sticky_i}),
    .rnd_mode_i              (rnd_mode_i),
    .effective_subtraction_i (eff_sub_i),
    .abs_rounded_o           (abs_rounded),
    .sign_o                  (rounded_sign),
    .exact_zero_o            (rounded_zero)
  );

  logic unused_rounded_zero;
  assign unused_rounded_zero = rounded_zero;

  logic [ExpBits:0]   rounded_exp;
  logic [ManBits-1:0] rounded_man;
  logic               overflow, tiny, underflow, flush_result;
  logic               unbounded_round_up, overflow_to_inf;

  assign rounded_exp = abs_rounded[AbsWidth-1:ManBits];
  assign rounded_man = abs_rounded[ManBits-1:0];
  assign overflow    = rounded_exp >= (ExpBits + 1)'(MaxExp);

  // Tininess after rounding: a subnormal-range value is tiny unless rounding it to P bits with
  // an unbounded exponent (one bit finer than the subnormal grid: the round bit is its last
  // bit, round2 its round bit) reaches 2^emin, which needs an all-ones mantissa and round bit.
  always_comb begin
    unique case (rnd_mode_i)
      fp_pkg::RNE: unbounded_round_up = round2_bit_i;  // a tie rounds up since round bit is 1
      fp_pkg::RTZ: unbounded_round_up = 1'b0;
      fp_pkg::RDN: unbounded_round_up = (round2_bit_i | sticky_i) & sign_i;
      fp_pkg::RUP: unbounded_round_up = (round2_bit_i | sticky_i) & ~sign_i;
      fp_pkg::RMM: unbounded_round_up = round2_bit_i;
      default:     unbounded_round_up = 1'b0;
    endcase
  end
  assign tiny      = (exp_i == '0) & ~(&man_i & round_bit_i & unbounded_round_up);
  assign underflow = tiny & inexact;

  // Overflow goes to infinity unless the rounding direction points toward zero (then to the
  // largest finite value).
  always_comb begin
    unique case (rnd_mode_i)
      fp_pkg::RTZ: overflow_to_inf = 1'b0;
      fp_pkg::RDN: overflow_to_inf = sign_i;
      fp_pkg::RUP: overflow_to_inf = ~sign_i;
      default:     overflow_to_inf = 1'b1;
    endcase
  end

  // ftz: a subnormal result becomes a zero of the same sign, which is tiny and inexact.
  assign flush_result = ftz_i & (rounded_exp == '0) & (rounded_man != '0);

  always_comb begin
    result_o = {rounded_sign, rounded_exp[ExpBits-1:0], rounded_man};
    status_o = '0;
    status_o[fp_pkg::FLAG_NX] = inexact | overflow | flush_result;
    status_o[fp_pkg::FLAG_UF] = underflow | flush_result;
    status_o[fp_pkg::FLAG_OF] = overflow;
    if (overflow) begin
      result_o = overflow_to_inf ? {sign_i, {ExpBits{1'b1}}, {ManBits{1'b0}}}
                                 : {sign_i, {(ExpBits - 1){1'b1}}, 1'b0, {ManBits{1'b1}}};
    end else if (flush_result) begin
      result_o = {rounded_sign, {MagBits{1'b0}}};
    end
  end

endmodule
