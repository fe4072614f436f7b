// Unpack of the magnitude of one float operand into its class and, for finite nonzero values, the significand
// with the leading one at bit ManBits (subnormals normalised) and the unbiased exponent of
// that bit. Shared by LDEXP and FREXP.
module valhall_fp_norm #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23,
  parameter int unsigned EW      = ExpBits + 2   // width of the signed exponent output
) (
  input  logic [ExpBits+ManBits-1:0] mag_i,
  output logic                     is_zero_o,
  output logic                     is_inf_o,
  output logic                     is_nan_o,
  output logic [ManBits:0]         sig_o,
  output logic [EW-1:0]            exp_o
);
  localparam int unsigned Bias = (1 << (ExpBits - 1)) - 1;
  localparam int unsigned CntW = $clog2(ManBits + 1);

  logic [ExpBits-1:0] exp_f;
  logic [ManBits-1:0] man_f;
  assign exp_f = mag_i[ExpBits+ManBits-1:ManBits];
  assign man_f = mag_i[ManBits-1:0];

  logic is_sub;
  assign is_zero_o = (exp_f == '0) & (man_f == '0);
  assign is_sub    = (exp_f == '0) & (man_f != '0);
  assign is_inf_o  = (exp_f == '1) & (man_f == '0);
  assign is_nan_o  = (exp_f == '1) & (man_f != '0);

  logic [CntW-1:0] lz;
  logic            unused_empty;
  fp_lzc #(.Width(ManBits + 1), .CntWidth(CntW)) u_lzc (
    .in_i    ({1'b0, man_f}),
    .cnt_o   (lz),
    .empty_o (unused_empty)
  );

  always_comb begin
    if (is_sub) begin
      sig_o = {1'b0, man_f};
      for (int l = CntW - 1; l >= 0; l--) begin
        if (lz[l]) sig_o = sig_o << (1 << l);
      end
      // man 2^(1-Bias-ManBits) = (sig / 2^ManBits) 2^(1-Bias-lz)
      exp_o = EW'(1) - EW'(Bias) - EW'(lz);
    end else begin
      sig_o = {1'b1, man_f};
      exp_o = EW'(exp_f) - EW'(Bias);
    end
  end

  logic unused;
  assign unused = unused_empty;
endmodule
