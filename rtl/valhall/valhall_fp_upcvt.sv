// Exact conversion of a float to a format with at least as many exponent and mantissa bits
// (binary16 -> binary32 for the widen lane selection, binary32 -> the 10/25-bit internal
// format of the binary32 FMA). Subnormal sources are normalised (they are normal in the wider
// format); a NaN becomes the destination's canonical quiet NaN (execute.h: "a NaN half becomes
// the canonical f32 NaN"); zeros and infinities keep their sign. No flush here: callers flush
// the source first where FTZ applies.
module valhall_fp_upcvt #(
  parameter int unsigned SrcExpBits = 5,
  parameter int unsigned SrcManBits = 10,
  parameter int unsigned DstExpBits = 8,
  parameter int unsigned DstManBits = 23
) (
  input  logic [SrcExpBits+SrcManBits:0] a_i,
  output logic [DstExpBits+DstManBits:0] result_o
);
  localparam int unsigned SrcBias = (1 << (SrcExpBits - 1)) - 1;
  localparam int unsigned DstBias = (1 << (DstExpBits - 1)) - 1;
  localparam int unsigned CntW    = $clog2(SrcManBits);

  logic                  sign;
  logic [SrcExpBits-1:0] exp_src;
  logic [SrcManBits-1:0] man_src;
  assign {sign, exp_src, man_src} = a_i;

  // Leading-zero count of the mantissa, for subnormal sources.
  logic [CntW-1:0] lz;
  logic            man_zero;
  fp_lzc #(.Width(SrcManBits), .CntWidth(CntW)) u_lzc (
    .in_i    (man_src),
    .cnt_o   (lz),
    .empty_o (man_zero)
  );

  // Subnormal: the leading one sits at bit SrcManBits-1-lz, i.e. value 1.x * 2^(1-Bias-1-lz).
  logic [SrcManBits-1:0] man_norm;
  logic [DstExpBits-1:0] exp_sub, exp_norm;
  always_comb begin
    man_norm = man_src;
    for (int l = CntW - 1; l >= 0; l--) begin
      if (lz[l]) man_norm = man_norm << (1 << l);
    end
    man_norm = man_norm << 1;  // drop the leading one (it becomes the hidden bit)
  end
  assign exp_sub  = DstExpBits'(DstBias - SrcBias) - DstExpBits'(lz);
  assign exp_norm = DstExpBits'(exp_src) + DstExpBits'(DstBias - SrcBias);

  always_comb begin
    if (exp_src == {SrcExpBits{1'b1}}) begin
      if (man_zero) begin
        result_o = {sign, {DstExpBits{1'b1}}, {DstManBits{1'b0}}};
      end else begin
        result_o = {1'b0, {DstExpBits{1'b1}}, 1'b1, {(DstManBits-1){1'b0}}};
      end
    end else if (exp_src == '0) begin
      if (man_zero) begin
        result_o = {sign, {(DstExpBits+DstManBits){1'b0}}};
      end else begin
        result_o = {sign, exp_sub, man_norm, {(DstManBits-SrcManBits){1'b0}}};
      end
    end else begin
      result_o = {sign, exp_norm, man_src, {(DstManBits-SrcManBits){1'b0}}};
    end
  end
endmodule
