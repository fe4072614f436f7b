// The j/k combination of the sum-of-products op (docs/rogue.md 7.3 JOP/KOP, D67) of two binary16
// products p and q, rounded to nearest even: 0 add p + q, 1 sub p - q, 2 min, 3 max (minNum /
// maxNum with -0 < +0, the shared fp_cmp), 4 rsub q - p (the reserved codes 5..7 act as rsub, as
// the golden model's default does).
module rogue_sop_combine (
  input  logic [2:0]  op_i,
  input  logic [15:0] p_i,
  input  logic [15:0] q_i,
  output logic [15:0] result_o
);

  logic        rsub, minmax;
  logic [15:0] sum, extremum;
  logic [4:0]  sum_status, cmp_status;

  assign rsub   = op_i[2];
  assign minmax = op_i[2:1] == 2'b01;

  fp_fma #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0), .Kind(1)) u_add (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (op_i == 3'd0 ? fp_pkg::OP_ADD : fp_pkg::OP_SUB),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (rsub ? q_i : p_i),
    .b_i             (rsub ? p_i : q_i),
    .c_i             (16'h0000),
    .result_o        (sum),
    .status_o        (sum_status)
  );

  fp_cmp #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0)) u_minmax (
    .clk_i                 (1'b0),
    .rst_ni                (1'b1),
    .reg_en_i              (1'b0),
    .op_i                  (op_i[0] ? fp_pkg::OP_MAX : fp_pkg::OP_MIN),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b1),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (p_i),
    .b_i                   (q_i),
    .result_o              (extremum),
    .status_o              (cmp_status)
  );

  assign result_o = minmax ? extremum : sum;

  logic unused_signals;
  assign unused_signals = ^{sum_status, cmp_status};

endmodule
