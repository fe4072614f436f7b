// Operand unpacking shared by fp_fma, fp_div, fp_sqrt and fp_cmp, for NumOps operands of one
// format: classification, flush-to-zero of a subnormal input (it becomes a zero of the same
// sign, without a flag), and the significand and exponent in the form the arithmetic wants.
// Operand k sits at bit k of the flag outputs and at slice k of the vectors.
module fp_unpack #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23,
  parameter int unsigned NumOps  = 1
) (
  input  logic [NumOps*(ExpBits+ManBits+1)-1:0] values_i,
  input  logic                                  ftz_i,
  output logic [NumOps-1:0]                     is_zero_o,     // zero, or flushed by ftz_i
  output logic [NumOps-1:0]                     is_flushed_o,  // subnormal flushed by ftz_i
  output logic [NumOps-1:0]                     is_inf_o,
  output logic [NumOps-1:0]                     is_nan_o,
  output logic [NumOps-1:0]                     is_snan_o,
  output logic [NumOps*(ManBits+1)-1:0]         sig_o,  // hidden bit, mantissa; 0 if flushed
  output logic [NumOps*ExpBits-1:0]             exp_o   // biased exponent, subnormals at 1
);

  localparam int unsigned Width   = ExpBits + ManBits + 1;
  localparam int unsigned MagBits = ExpBits + ManBits;

  for (genvar k = 0; k < NumOps; k++) begin : gen_op
    logic [MagBits-1:0] mag;
    logic               is_zero, is_sub, is_normal, is_quiet, exp_nonzero;
    assign mag = values_i[k*Width +: MagBits];

    fp_classify #(.ExpBits(ExpBits), .ManBits(ManBits)) u_classify (
      .magnitude_i     (mag),
      .is_zero_o       (is_zero),
      .is_subnormal_o  (is_sub),
      .is_normal_o     (is_normal),
      .is_inf_o        (is_inf_o[k]),
      .is_nan_o        (is_nan_o[k]),
      .is_signalling_o (is_snan_o[k]),
      .is_quiet_o      (is_quiet)
    );
    logic unused_class;
    assign unused_class = is_normal ^ is_quiet ^ values_i[k*Width+MagBits];

    assign is_flushed_o[k] = ftz_i & is_sub;
    assign is_zero_o[k]    = is_zero | is_flushed_o[k];
    assign exp_nonzero     = |mag[MagBits-1:ManBits];
    // Subnormals have the exponent of the smallest normal and no hidden bit.
    assign sig_o[k*(ManBits+1) +: ManBits+1] =
        is_flushed_o[k] ? '0 : {exp_nonzero, mag[ManBits-1:0]};
    assign exp_o[k*ExpBits +: ExpBits] = {mag[MagBits-1:ManBits+1], mag[ManBits] | ~exp_nonzero};
  end

endmodule
