// TGSI execution engine: iterative int32 remainder for MOD (docs/tgsi.md 8.7, D20, G26) in the
// compact configuration. One quotient bit per cycle (restoring division of the magnitudes), 32
// cycles: the result has the sign of a (C's %); a divisor of 0 gives 0, and so does
// -2^31 % -1 (its magnitude remainder is 0 anyway). A combinational 32-bit `%` is a 32-stage
// array of subtractors (Yosys: 32 chained 64-bit subtractions), the largest and deepest logic
// of the lane; the fast configuration keeps it (tgsi_engine_lane, Compact = 0).
//
// Protocol: start_i for one cycle with a_i, b_i (taken only when idle); done_o is high for one
// cycle, 32 cycles later, with res_o.
module tgsi_engine_imod
(
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        start_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic        done_o,
  output logic [31:0] res_o
);
  logic        busy_q, neg_q, zero_q;
  logic [5:0]  cnt_q;
  logic [31:0] num_q, den_q, rem_q;

  // One restoring step: the next dividend bit into the partial remainder, subtract when it fits.
  // The remainder stays below the divisor (at most 2^31), so {rem, bit} fits 32 bits.
  logic [31:0] shifted, rem_d;
  logic [32:0] diff;
  assign shifted = {rem_q[30:0], num_q[31]};
  assign diff    = {1'b0, shifted} - {1'b0, den_q};
  assign rem_d   = diff[32] ? shifted : diff[31:0];

  assign done_o = busy_q && (cnt_q == 6'd32);
  assign res_o  = zero_q ? 32'h0 : (neg_q ? 32'(-rem_q) : rem_q);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      neg_q  <= 1'b0;
      zero_q <= 1'b0;
      cnt_q  <= '0;
      num_q  <= '0;
      den_q  <= '0;
      rem_q  <= '0;
    end else if (!busy_q) begin
      if (start_i) begin
        busy_q <= 1'b1;
        neg_q  <= a_i[31];
        zero_q <= (b_i == 32'h0);
        cnt_q  <= '0;
        num_q  <= a_i[31] ? 32'(-a_i) : a_i;
        den_q  <= b_i[31] ? 32'(-b_i) : b_i;
        rem_q  <= '0;
      end
    end else if (cnt_q == 6'd32) begin
      busy_q <= 1'b0;
    end else begin
      cnt_q <= cnt_q + 6'd1;
      num_q <= {num_q[30:0], 1'b0};
      rem_q <= rem_d;
    end
  end

endmodule
