// Leading-zero counter: number of zeros above the most significant set bit of in_i.
// empty_o flags an all-zero input (cnt_o is then Width-1, and must not be used).
module fp_lzc #(
  parameter int unsigned Width    = 32,
  parameter int unsigned CntWidth = (Width > 1) ? $clog2(Width) : 1
) (
  input  logic [Width-1:0]    in_i,
  output logic [CntWidth-1:0] cnt_o,
  output logic                empty_o
);

  // Scan from the LSB upward so the last hit is the most significant set bit; synthesis
  // flattens this into a priority tree.
  always_comb begin
    cnt_o = CntWidth'(Width - 1);
    for (int unsigned i = 0; i < Width; i++) begin
      if (in_i[i]) cnt_o = CntWidth'(Width - 1 - i);
    end
  end

  assign empty_o = ~|in_i;

endmodule
