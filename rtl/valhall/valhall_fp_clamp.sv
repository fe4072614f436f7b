// Result clamp W[33:32] (execute.h "Clamp"), per lane, with the FMIN/FMAX rules and the
// lane's format: 1 max(x, +0); 2 min(max(x, -1), +1); 3 min(max(x, +0), +1). So a NaN gives
// +0 / -1 / +0 and -0 gives +0 / -0 / +0.
module valhall_fp_clamp #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] x_i,
  input  logic [1:0]               clamp_i,
  output logic [ExpBits+ManBits:0] result_o
);
  localparam int unsigned MagBits = ExpBits + ManBits;
  localparam logic [MagBits-1:0] OneMag = {1'b0, {(ExpBits - 1){1'b1}}, {ManBits{1'b0}}};

  logic is_nan, neg, above_one;
  assign is_nan    = (x_i[MagBits-1:ManBits] == '1) & (x_i[ManBits-1:0] != '0);
  assign neg       = x_i[MagBits];
  assign above_one = x_i[MagBits-1:0] > OneMag;   // magnitude > 1 (not NaN)

  always_comb begin
    result_o = x_i;
    unique case (clamp_i)
      2'd1: if (is_nan || neg) result_o = '0;
      2'd2: begin
        if (is_nan || (neg && above_one)) begin
          result_o = {1'b1, OneMag};
        end else if (above_one) begin
          result_o = {1'b0, OneMag};
        end
      end
      2'd3: begin
        if (is_nan || neg) begin
          result_o = '0;
        end else if (above_one) begin
          result_o = {1'b0, OneMag};
        end
      end
      default: ;
    endcase
  end
endmodule
