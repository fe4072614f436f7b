// NaN result of an operation (golden/fp/fp.h): with nan_propagate_i the first NaN operand,
// quieted (quiet bit set, sign and payload kept), x86-SSE style; otherwise CanonNaN.
// Shared by fp_fma, fp_div and fp_sqrt.
module fp_nan_result #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23,
  parameter int unsigned NumOps  = 2,
  parameter logic [ExpBits+ManBits:0] CanonNaN = {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits-1){1'b0}}}
) (
  input  logic                                nan_propagate_i,
  input  logic [NumOps*(ExpBits+ManBits+1)-1:0] ops_i,     // operand k at [k*Width +: Width]
  input  logic [NumOps-1:0]                   is_nan_i,  // operand k is a NaN
  output logic [ExpBits+ManBits:0]            result_o
);

  localparam int unsigned Width = ExpBits + ManBits + 1;

  always_comb begin
    result_o = CanonNaN;
    if (nan_propagate_i) begin
      // Last operand first, so that the first NaN wins.
      for (int unsigned i = 0; i < NumOps; i++) begin
        if (is_nan_i[NumOps-1-i]) begin
          result_o = ops_i[(NumOps-1-i)*Width +: Width];
          result_o[ManBits-1] = 1'b1;
        end
      end
    end
  end

endmodule
