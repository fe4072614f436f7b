// Right shift by a variable amount that also reports whether any one bit was shifted out
// (sticky). Shared by fp_rnd_pack (subnormal alignment) and fp_sfu (EX2's and POW's fixed-point
// conversions). A logarithmic shifter of constant steps: a variable `>>` would be a $shr cell,
// which Yosys' resource sharing handles badly in large units (see README.md).
module fp_shr_sticky #(
  parameter int unsigned Width      = 64,
  parameter int unsigned ShiftWidth = 7
) (
  input  logic [Width-1:0]      value_i,
  input  logic [ShiftWidth-1:0] shift_i,
  output logic [Width-1:0]      value_o,
  output logic                  sticky_o
);

  always_comb begin
    value_o  = value_i;
    sticky_o = 1'b0;
    for (int l = 0; l < ShiftWidth; l++) begin
      if (shift_i[l]) begin
        sticky_o = sticky_o | |(value_o & ~({Width{1'b1}} << (1 << l)));
        value_o  = value_o >> (1 << l);
      end
    end
  end

endmodule
