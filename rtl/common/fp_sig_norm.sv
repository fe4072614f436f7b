// Normalisation of a significand: shifts the leading one to the top and returns the shift
// (leading-zero count); zero_o flags an all-zero input (norm_o is then zero, shift_o has no
// meaning). Shared by fp_div, fp_sqrt and fp_sfu. TreeLzc selects fp_lzc_tree (logarithmic
// depth, for wide vectors) instead of fp_lzc. The shift is a logarithmic shifter of constant
// steps: a variable `<<` would be a $shl cell, which Yosys' resource sharing handles badly in
// large units (see README.md).
module fp_sig_norm #(
  parameter int unsigned Width    = 24,
  parameter int unsigned CntWidth = $clog2(Width),
  parameter int unsigned TreeLzc  = 0
) (
  input  logic [Width-1:0]    sig_i,
  output logic [Width-1:0]    norm_o,
  output logic [CntWidth-1:0] shift_o,
  output logic                zero_o
);

  if (TreeLzc != 0) begin : gen_tree
    fp_lzc_tree #(.Width(Width), .CntWidth(CntWidth)) u_lzc (
      .in_i    (sig_i),
      .cnt_o   (shift_o),
      .empty_o (zero_o)
    );
  end else begin : gen_flat
    fp_lzc #(.Width(Width), .CntWidth(CntWidth)) u_lzc (
      .in_i    (sig_i),
      .cnt_o   (shift_o),
      .empty_o (zero_o)
    );
  end

  always_comb begin
    norm_o = sig_i;
    for (int l = 0; l < CntWidth; l++) begin
      if (shift_o[l]) norm_o = norm_o << (1 << l);
    end
  end

endmodule
