// LDEXP (execute.h P4): a * 2^n exactly, rounded once in the round mode; +-0 and +-inf are
// kept, a NaN becomes the canonical NaN. The input is already flushed where FTZ applies (the
// result flush is done by the lane). The scaled exponent is saturated to the range of
// fp_rnd_pack's exponent input, beyond which the result is an overflow or only sticky anyway.
// With Regs = 1 a register (loaded on reg_en_i[1]) separates the normalisation and the scaled
// exponent from the rounding and packing: all of it in one cycle was the Valhall compact
// pipeline's 40.9 ns path on the ECP5 (four carry chains and two shifts).
module valhall_fp_ldexp #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23,
  parameter int unsigned Regs    = 0   // 0 (combinational) or 1
) (
  input  logic                     clk_i,
  input  logic [Regs:0]            reg_en_i,  // [1] loads the register (Regs = 1)
  input  logic [ExpBits+ManBits:0] a_i,
  input  logic [31:0]              n_i,       // signed exponent adjustment
  input  fp_pkg::roundmode_e       rnd_mode_i,
  output logic [ExpBits+ManBits:0] result_o   // Regs cycles after the inputs
);
  localparam int unsigned Bias = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned EW   = ExpBits + 2;

  logic          is_zero, is_inf, is_nan;
  logic [ManBits:0] sig;
  logic [EW-1:0] exp_unb;
  valhall_fp_norm #(.ExpBits(ExpBits), .ManBits(ManBits), .EW(EW)) u_norm (
    .mag_i     (a_i[ExpBits+ManBits-1:0]),
    .is_zero_o (is_zero),
    .is_inf_o  (is_inf),
    .is_nan_o  (is_nan),
    .sig_o     (sig),
    .exp_o     (exp_unb)
  );

  // Biased exponent of the scaled value, in 34 bits, saturated to +-EMax. The bounds are
  // written as bit patterns without size casts: Yosys 0.23 read the earlier `-EW'(EMax)` as
  // +EMax, so the netlist gave +inf for 1.0 * 2^INT_MIN where the RTL simulation gives +0.
  localparam logic [33:0] ExpSatHi = {{(35 - EW){1'b0}}, {(EW - 1){1'b1}}};  // EMax
  localparam logic [33:0] ExpSatLo = ~ExpSatHi + 34'd1;                      // -EMax
  logic [33:0]   exp_sum;
  logic [EW-1:0] exp_sat;
  assign exp_sum = {{(34 - EW){exp_unb[EW-1]}}, exp_unb} + 34'(Bias) + {{2{n_i[31]}}, n_i};
  always_comb begin
    if (!exp_sum[33] && exp_sum > ExpSatHi) begin
      exp_sat = ExpSatHi[EW-1:0];
    end else if (exp_sum[33] && exp_sum < ExpSatLo) begin
      exp_sat = ExpSatLo[EW-1:0];
    end else begin
      exp_sat = exp_sum[EW-1:0];
    end
  end

  // The register between the two halves (a wire when Regs = 0).
  localparam int unsigned W = ExpBits + ManBits + 1;
  logic             is_zero_r, is_inf_r, is_nan_r;
  logic [ManBits:0] sig_r;
  logic [EW-1:0]    exp_sat_r;
  logic [W-1:0]     a_r;
  logic [2:0]       rnd_mode_bits_r;
  fp_pkg::roundmode_e rnd_mode_r;
  pipe_delay #(.Width(3 + ManBits + 1 + EW + W + 3), .Stages(Regs)) u_half (
    .clk_i,
    .reg_en_i,
    .d_i ({is_zero, is_inf, is_nan, sig, exp_sat, a_i, 3'(rnd_mode_i)}),
    .q_o ({is_zero_r, is_inf_r, is_nan_r, sig_r, exp_sat_r, a_r, rnd_mode_bits_r})
  );
  assign rnd_mode_r = fp_pkg::roundmode_e'(rnd_mode_bits_r);

  logic [ExpBits+ManBits:0] packed_result;
  logic [4:0]               unused_status;
  fp_rnd_pack #(.ExpBits(ExpBits), .ManBits(ManBits)) u_pack (
    .sign_i     (a_r[ExpBits+ManBits]),
    .exp_i      (exp_sat_r),
    .sig_i      ({sig_r, 2'b00}),
    .sticky_i   (1'b0),
    .rnd_mode_i (rnd_mode_r),
    .ftz_i      (1'b0),
    .result_o   (packed_result),
    .status_o   (unused_status)
  );

  always_comb begin
    if (is_nan_r) begin
      result_o = {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits - 1){1'b0}}};
    end else if (is_zero_r || is_inf_r) begin
      result_o = a_r;
    end else begin
      result_o = packed_result;
    end
  end

  logic unused;
  assign unused = ^unused_status;
endmodule
