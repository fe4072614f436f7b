// Rounding and packing of a finite nonzero result given as a normalised significand with its
// biased exponent: the last stage of fp_div, fp_sqrt and fp_sfu (fp_fma does the same inline).
//
//   value = sig_i * 2^(exp_i - Bias - (SigBits-1)) plus, when sticky_i is set, something
//   strictly between 0 and one unit of sig_i's last bit. sig_i[SigBits-1] must be 1.
//   SigBits = ManBits+3: hidden bit, mantissa, round bit, a second round bit (the round bit of
//   the rounding with an unbounded exponent range, which decides tininess after rounding).
//
// exp_i below 1 means a subnormal (or smaller) result: the significand is shifted right by
// 1 - exp_i with sticky, then rounded on the subnormal grid; exp_i at or above the all-ones
// exponent, or a rounding carry into it, is an overflow. Flags as golden/fp/fp.h: NX, UF
// (tiny after rounding and inexact), OF (with NX); under ftz a subnormal result becomes a
// signed zero with UF|NX. DZ and NV are never raised here.
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
  localparam int unsigned MagBits    = ExpBits + ManBits;
  localparam int unsigned AbsWidth   = ExpBits + 1 + ManBits;
  localparam int unsigned MaxExp     = (1 << ExpBits) - 1;
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
  // Logarithmic shifter of constant steps, collecting the bits shifted out (a variable `>>`
  // would be a $shr cell, which Yosys' resource sharing handles badly in large units).
  always_comb begin
    shifted = sig_i;
    lost    = 1'b0;
    for (int l = 0; l < ShiftWidth; l++) begin
      if (sub_shift[l]) begin
        lost    = lost | |(shifted & ~({SigBits{1'b1}} << (1 << l)));
        shifted = shifted >> (1 << l);
      end
    end
  end

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

  // ---- rounding (as fp_fma stage 3) --------------------------------------------------------
  logic [AbsWidth-1:0] abs_rounded;
  logic                rounded_sign, rounded_zero, inexact;

  assign inexact = round_bit | round2_bit | sticky_rest;

  fp_round #(.AbsWidth(AbsWidth)) u_round (
    .abs_value_i             ({norm_exp, norm_man}),
    .sign_i                  (sign_i),
    .round_sticky_i          ({round_bit, round2_bit | sticky_rest}),
    .rnd_mode_i              (rnd_mode_i),
    .effective_subtraction_i (1'b0),
    .abs_rounded_o           (abs_rounded),
    .sign_o                  (rounded_sign),
    .exact_zero_o            (rounded_zero)
  );

  logic unused_rounded;
  assign unused_rounded = rounded_zero ^ rounded_sign;

  logic [ExpBits:0]   rounded_exp;
  logic [ManBits-1:0] rounded_man;
  logic               overflow, tiny, underflow, flush_result;
  logic               unbounded_round_up, overflow_to_inf;

  assign rounded_exp = abs_rounded[AbsWidth-1:ManBits];
  assign rounded_man = abs_rounded[ManBits-1:0];
  assign overflow    = rounded_exp >= (ExpBits + 1)'(MaxExp);

  // Tininess after rounding: only a value just below 2^emin whose P significant bits are all
  // ones can round up to 2^emin with an unbounded exponent; that rounding looks at round2.
  always_comb begin
    unique case (rnd_mode_i)
      fp_pkg::RNE: unbounded_round_up = round2_bit;
      fp_pkg::RTZ: unbounded_round_up = 1'b0;
      fp_pkg::RDN: unbounded_round_up = (round2_bit | sticky_rest) & sign_i;
      fp_pkg::RUP: unbounded_round_up = (round2_bit | sticky_rest) & ~sign_i;
      fp_pkg::RMM: unbounded_round_up = round2_bit;
      default:     unbounded_round_up = 1'b0;
    endcase
  end
  assign tiny      = (norm_exp == '0) & ~(&norm_man & round_bit & unbounded_round_up);
  assign underflow = tiny & inexact;

  always_comb begin
    unique case (rnd_mode_i)
      fp_pkg::RTZ: overflow_to_inf = 1'b0;
      fp_pkg::RDN: overflow_to_inf = sign_i;
      fp_pkg::RUP: overflow_to_inf = ~sign_i;
      default:     overflow_to_inf = 1'b1;
    endcase
  end

  assign flush_result = ftz_i & (rounded_exp == '0) & (rounded_man != '0);

  always_comb begin
    result_o = {sign_i, rounded_exp[ExpBits-1:0], rounded_man};
    status_o = '0;
    status_o[fp_pkg::FLAG_NX] = inexact | overflow | flush_result;
    status_o[fp_pkg::FLAG_UF] = underflow | flush_result;
    status_o[fp_pkg::FLAG_OF] = overflow;
    if (overflow) begin
      result_o = overflow_to_inf ? {sign_i, {ExpBits{1'b1}}, {ManBits{1'b0}}}
                                 : {sign_i, {(ExpBits - 1){1'b1}}, 1'b0, {ManBits{1'b1}}};
    end else if (flush_result) begin
      result_o = {sign_i, {MagBits{1'b0}}};
    end
  end

endmodule
