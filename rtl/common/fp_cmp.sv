// Compare, minimum and maximum of two IEEE-754 values of one format (ExpBits/ManBits).
// The whole operation is a few comparators and muxes, so it is computed in the first stage and
// the result is then only carried through the NumPipeRegs registers to match the pipeline depth.
//
// OP_CMP: EQ is quiet (invalid only on sNaN), LT/LE are signalling (invalid on any NaN). A NaN
//         operand makes the result cmp_unordered_i. The 0/1 result is in bit 0.
// OP_MIN/OP_MAX: IEEE 754-2019 minimumNumber/maximumNumber NaN rules (as RISC-V F): one NaN
//         returns the other operand, two NaNs return a NaN. minmax_zero_ordered_i orders
//         -0 < +0; otherwise equal zeros return operand a.
// ftz_i replaces subnormal operands by zero of the same sign before anything else.
module fp_cmp #(
  parameter int unsigned ExpBits     = 8,
  parameter int unsigned ManBits     = 23,
  parameter int unsigned NumPipeRegs = 3,
  parameter logic [ExpBits+ManBits:0] CanonNaN =
      {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits-1){1'b0}}}
) (
  input  logic                      clk_i,
  input  logic                      rst_ni,
  input  logic [NumPipeRegs:0]      reg_en_i,
  input  fp_pkg::fp_op_e            op_i,
  input  fp_pkg::cmp_cond_e         cmp_cond_i,
  input  logic                      cmp_unordered_i,
  input  logic                      minmax_zero_ordered_i,
  input  logic                      ftz_i,
  input  logic                      nan_propagate_i,
  input  logic [ExpBits+ManBits:0]  a_i,
  input  logic [ExpBits+ManBits:0]  b_i,
  output logic [ExpBits+ManBits:0]  result_o,
  output logic [4:0]                status_o
);

  localparam int unsigned Width = ExpBits + ManBits + 1;

  // ---------------------------------------------------------------------------------------------
  // Classification and flush-to-zero
  // ---------------------------------------------------------------------------------------------
  logic                     a_zero, a_flush, a_is_inf, a_is_nan, a_is_snan;
  logic                     b_zero, b_flush, b_is_inf, b_is_nan, b_is_snan;
  logic [ManBits:0]         a_sig, b_sig;
  logic [ExpBits-1:0]       a_exp, b_exp;

  fp_unpack #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(2)) u_unpack (
    .values_i     ({b_i, a_i}),
    .ftz_i        (ftz_i),
    .is_zero_o    ({b_zero, a_zero}),
    .is_flushed_o ({b_flush, a_flush}),
    .is_inf_o     ({b_is_inf, a_is_inf}),
    .is_nan_o     ({b_is_nan, a_is_nan}),
    .is_snan_o    ({b_is_snan, a_is_snan}),
    .sig_o        ({b_sig, a_sig}),
    .exp_o        ({b_exp, a_exp})
  );

  logic [Width-1:0] a_value, b_value;  // operands after flush-to-zero

  assign a_value = a_flush ? {a_i[Width-1], {(Width-1){1'b0}}} : a_i;
  assign b_value = b_flush ? {b_i[Width-1], {(Width-1){1'b0}}} : b_i;

  // ---------------------------------------------------------------------------------------------
  // Ordering of two non-NaN values (sign-magnitude encoding: compare magnitudes, mind the sign)
  // ---------------------------------------------------------------------------------------------
  logic a_sign, b_sign;
  logic both_zero, magnitude_lt, magnitude_eq;
  logic a_lt_b, a_eq_b;

  assign a_sign       = a_value[Width-1];
  assign b_sign       = b_value[Width-1];
  assign both_zero    = a_zero & b_zero;
  assign magnitude_lt = a_value[Width-2:0] < b_value[Width-2:0];
  assign magnitude_eq = a_value[Width-2:0] == b_value[Width-2:0];

  always_comb begin
    a_lt_b = 1'b0;
    if (both_zero) begin
      a_lt_b = 1'b0;  // -0 == +0
    end else if (a_sign != b_sign) begin
      a_lt_b = a_sign;
    end else if (!a_sign) begin
      a_lt_b = magnitude_lt;
    end else begin
      a_lt_b = ~magnitude_lt & ~magnitude_eq;  // both negative: larger magnitude is smaller
    end
  end

  assign a_eq_b = both_zero | ((a_sign == b_sign) & magnitude_eq);

  // ---------------------------------------------------------------------------------------------
  // Operation
  // ---------------------------------------------------------------------------------------------
  logic any_nan, any_snan;
  logic relation_holds;
  logic [Width-1:0] nan_result;
  logic [Width-1:0] smaller_value, larger_value;

  assign any_nan  = a_is_nan | b_is_nan;
  assign any_snan = a_is_snan | b_is_snan;

  always_comb begin
    unique case (cmp_cond_i)
      fp_pkg::CMP_EQ: relation_holds = a_eq_b;
      fp_pkg::CMP_LT: relation_holds = a_lt_b;
      fp_pkg::CMP_LE: relation_holds = a_lt_b | a_eq_b;
      default:        relation_holds = 1'b0;
    endcase
  end

  // Only reached when both operands are NaN, so the first NaN operand is a.
  assign nan_result = nan_propagate_i ? (a_i | Width'(1 << (ManBits - 1))) : CanonNaN;

  // Zeros: with ordering -0 < +0 the sign decides; otherwise (and for equal values) keep a.
  always_comb begin
    if (both_zero) begin
      if (minmax_zero_ordered_i && (a_sign != b_sign)) begin
        smaller_value = a_sign ? a_value : b_value;
        larger_value  = a_sign ? b_value : a_value;
      end else begin
        smaller_value = a_value;
        larger_value  = a_value;
      end
    end else if (a_lt_b) begin
      smaller_value = a_value;
      larger_value  = b_value;
    end else if (a_eq_b) begin
      smaller_value = a_value;
      larger_value  = a_value;
    end else begin
      smaller_value = b_value;
      larger_value  = a_value;
    end
  end

  logic [Width-1:0] result_d;
  logic [4:0]       status_d;

  always_comb begin
    result_d = '0;
    status_d = '0;
    unique case (op_i)
      fp_pkg::OP_CMP: begin
        result_d[0] = any_nan ? cmp_unordered_i : relation_holds;
        // EQ is a quiet comparison, LT/LE are signalling.
        status_d[fp_pkg::FLAG_NV] = (cmp_cond_i == fp_pkg::CMP_EQ) ? any_snan : any_nan;
      end
      fp_pkg::OP_MIN, fp_pkg::OP_MAX: begin
        if (a_is_nan && b_is_nan) begin
          result_d = nan_result;
        end else if (a_is_nan) begin
          result_d = b_value;
        end else if (b_is_nan) begin
          result_d = a_value;
        end else begin
          result_d = (op_i == fp_pkg::OP_MIN) ? smaller_value : larger_value;
        end
        status_d[fp_pkg::FLAG_NV] = any_snan;
      end
      default: begin
        result_d = '0;
        status_d = '0;
      end
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Pipeline: NumPipeRegs plain registers carrying {result, status}; register k loads on
  // reg_en_i[k].
  // ---------------------------------------------------------------------------------------------
  pipe_delay #(.Width(Width + 5), .Stages(NumPipeRegs)) u_out_regs (
    .clk_i,
    .reg_en_i,
    .d_i      ({result_d, status_d}),
    .q_o      ({result_o, status_o})
  );

  // Not every unpacked output is needed; the data registers have no reset.
  logic unused_signals;
  assign unused_signals = ^{rst_ni, a_is_inf, a_sig, a_exp, b_is_inf, b_sig, b_exp};

endmodule
