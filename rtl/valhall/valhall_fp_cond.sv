// Float condition of a compare (execute.h "Compares"): eq gt ge ne lt le gtlt total, with
// -0 == +0; eq/gt/ge/lt/le are ordered (false if a NaN), ne = unordered or !=, gtlt = ordered
// and !=, total = ordered. Operands are already flushed where FTZ applies.
module valhall_fp_cond #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] a_i,
  input  logic [ExpBits+ManBits:0] b_i,
  input  logic [2:0]               cond_i,   // valhall_pkg condition_e
  output logic                     result_o
);
  localparam int unsigned MagBits = ExpBits + ManBits;

  logic a_nan, b_nan, ordered, both_zero, mag_lt, mag_eq, eq, lt, gt;
  assign a_nan     = (a_i[MagBits-1:ManBits] == '1) & (a_i[ManBits-1:0] != '0);
  assign b_nan     = (b_i[MagBits-1:ManBits] == '1) & (b_i[ManBits-1:0] != '0);
  assign ordered   = ~a_nan & ~b_nan;
  assign both_zero = (a_i[MagBits-1:0] == '0) & (b_i[MagBits-1:0] == '0);
  assign mag_lt    = a_i[MagBits-1:0] < b_i[MagBits-1:0];
  assign mag_eq    = a_i[MagBits-1:0] == b_i[MagBits-1:0];
  assign eq        = ordered & (both_zero | (mag_eq & (a_i[MagBits] == b_i[MagBits])));

  always_comb begin
    if (a_i[MagBits] != b_i[MagBits]) begin
      lt = a_i[MagBits];           // negative < positive (zeros handled by eq)
    end else if (a_i[MagBits]) begin
      lt = ~mag_lt & ~mag_eq;      // both negative: larger magnitude is smaller
    end else begin
      lt = mag_lt;
    end
  end
  logic a_lt_b, a_gt_b;
  assign a_lt_b = ordered & ~eq & lt;
  assign a_gt_b = ordered & ~eq & ~lt;

  always_comb begin
    unique case (cond_i)
      3'd0:    result_o = eq;
      3'd1:    result_o = a_gt_b;
      3'd2:    result_o = a_gt_b | eq;
      3'd3:    result_o = ~eq;
      3'd4:    result_o = a_lt_b;
      3'd5:    result_o = a_lt_b | eq;
      3'd6:    result_o = ordered & ~eq;
      default: result_o = ordered;
    endcase
  end
  assign gt = a_gt_b;
  logic unused;
  assign unused = gt;
endmodule
