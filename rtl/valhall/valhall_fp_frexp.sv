// FREXPM / FREXPE (execute.h P19): x = m 2^e with |m| in [0.5, 1) and the sign of x; .sqrt
// makes e even (m doubled when e is odd), .log (wins over .sqrt) doubles m when |m| < 0.75.
// +-0 and +-inf give m = x, e = 0; a NaN gives the canonical NaN and e = 0. Subnormals are
// exact (the input is already flushed where FTZ applies).
module valhall_fp_frexp #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] a_i,
  input  logic                     sqrt_i,
  input  logic                     log_i,
  output logic [ExpBits+ManBits:0] m_o,
  output logic [31:0]              e_o
);
  localparam int unsigned Bias = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned EW   = ExpBits + 2;

  logic             is_zero, is_inf, is_nan;
  logic [ManBits:0] sig;
  logic [EW-1:0]    exp_unb;
  valhall_fp_norm #(.ExpBits(ExpBits), .ManBits(ManBits), .EW(EW)) u_norm (
    .mag_i     (a_i[ExpBits+ManBits-1:0]),
    .is_zero_o (is_zero),
    .is_inf_o  (is_inf),
    .is_nan_o  (is_nan),
    .sig_o     (sig),
    .exp_o     (exp_unb)
  );

  logic [EW-1:0] e_frexp;
  logic          twice;  // m <- 2m, e <- e-1
  assign e_frexp = exp_unb + EW'(1);
  assign twice   = log_i ? ~sig[ManBits-1] : (sqrt_i & e_frexp[0]);

  always_comb begin
    if (is_nan) begin
      m_o = {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits - 1){1'b0}}};
      e_o = '0;
    end else if (is_zero || is_inf) begin
      m_o = a_i;
      e_o = '0;
    end else begin
      m_o = {a_i[ExpBits+ManBits], twice ? ExpBits'(Bias) : ExpBits'(Bias - 1),
             sig[ManBits-1:0]};
      e_o = 32'($signed(twice ? e_frexp - EW'(1) : e_frexp));
    end
  end
endmodule
