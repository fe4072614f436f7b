// One of the four binary16 lanes of the sum-of-products op (docs/rogue.md 7.3, 14.10, D67): a
// product operand p (a, b, c or d), a factor operand f (e, f, g or h) and, in the MAD variants,
// an addend q (v, w, x or y). Gives p * f (SOP variants) or p * f + q with one rounding (MAD),
// nearest even, on the shared fp_fma; and p after its modifiers (the JSEL/KSEL choices a..d).
//   product operands (p, q): FLR (rogue_sop_floor16), then ABS, then NEG, on the bits;
//   factor operand f:        ABS, then ONEMINUS (1 - f, binary16, fp_fma as an adder), then
//                            CLAMP to [+0, 1].
module rogue_sop_group (
  input  logic        mad_i,
  input  logic [15:0] p_i,
  input  logic [2:0]  p_mod_i,   // {NEG (M1), ABS, FLR (M2)}
  input  logic [15:0] f_i,
  input  logic [2:0]  f_mod_i,   // {ONEMINUS (M1), ABS, CLAMP (M2)}
  input  logic [15:0] q_i,
  input  logic [2:0]  q_mod_i,   // {NEG, ABS, FLR}
  output logic [15:0] p_o,
  output logic [15:0] result_o
);

  // ---- product operands ------------------------------------------------------------------------
  logic [15:0] p_floor, q_floor, q_mod;

  rogue_sop_floor16 u_p_floor (.x_i(p_i), .result_o(p_floor));
  rogue_sop_floor16 u_q_floor (.x_i(q_i), .result_o(q_floor));

  assign p_o   = {(p_mod_i[0] ? p_floor[15] : p_i[15]) & ~p_mod_i[1] ^ p_mod_i[2],
                  p_mod_i[0] ? p_floor[14:0] : p_i[14:0]};
  assign q_mod = {(q_mod_i[0] ? q_floor[15] : q_i[15]) & ~q_mod_i[1] ^ q_mod_i[2],
                  q_mod_i[0] ? q_floor[14:0] : q_i[14:0]};

  // ---- factor operand ----------------------------------------------------------------------------
  logic [15:0] f_abs, f_oneminus, f_pre_clamp, f_clamped, f_mod;
  logic [4:0]  oneminus_status;

  assign f_abs = {f_i[15] & ~f_mod_i[1], f_i[14:0]};

  fp_fma #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0), .Kind(1)) u_oneminus (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (fp_pkg::OP_SUB),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (16'h3C00),
    .b_i             (f_abs),
    .c_i             (16'h0000),
    .result_o        (f_oneminus),
    .status_o        (oneminus_status)
  );

  assign f_pre_clamp = f_mod_i[2] ? f_oneminus : f_abs;

  rogue_sop_clamp01 u_f_clamp (.x_i(f_pre_clamp), .result_o(f_clamped));

  assign f_mod = f_mod_i[0] ? f_clamped : f_pre_clamp;

  // ---- p * f (+ q) ------------------------------------------------------------------------------
  logic [4:0] fma_status;

  fp_fma #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0), .Kind(0)) u_fma (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (mad_i ? fp_pkg::OP_FMA : fp_pkg::OP_MUL),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (p_o),
    .b_i             (f_mod),
    .c_i             (q_mod),
    .result_o        (result_o),
    .status_o        (fma_status)
  );

  // Unused by design: the IEEE flags (the op has none).
  logic unused_signals;
  assign unused_signals = ^{oneminus_status, fma_status};

endmodule
