// Miters for Yosys' SAT prover (tests/common/CMakeLists.txt, CTests common.equiv.*): each module
// sets same_o when two units give the same result and flags; `sat -prove same_o 1` proves it for
// every input. Both units combinational (NumPipeRegs 0: the cuts only add registers).

// A dedicated fp_fma (Kind 1 adder, Kind 2 multiplier) against the general unit (Kind 0) on the
// dedicated unit's operations: the adder gets op_sel as op_i (OP_SUB subtracts, any other value
// adds) and the general unit the operation that stands for; the multiplier ignores op_i.
module fma_kind_miter #(
  parameter int unsigned ExpBits = 5,
  parameter int unsigned ManBits = 10,
  parameter int unsigned Kind    = 1
) (
  input  logic [3:0]               op_sel,
  input  logic [2:0]               rnd_mode_i,
  input  logic                     ftz_i,
  input  logic                     nan_propagate_i,
  input  logic [ExpBits+ManBits:0] a_i,
  input  logic [ExpBits+ManBits:0] b_i,
  input  logic [ExpBits+ManBits:0] c_i,
  output logic                     same_o
);
  logic [3:0] any_op;
  if (Kind == 1) begin : g_add
    assign any_op = (op_sel == 4'd1) ? 4'd1 : 4'd0;  // OP_SUB : OP_ADD
  end else begin : g_mul
    assign any_op = 4'd2;                             // OP_MUL
  end
  logic [ExpBits+ManBits:0] r_any, r_kind;
  logic [4:0]               s_any, s_kind;
  fp_fma #(.ExpBits(ExpBits), .ManBits(ManBits), .NumPipeRegs(0), .Kind(0)) u_any (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b1), .op_i(any_op), .rnd_mode_i, .ftz_i,
    .nan_propagate_i, .a_i, .b_i, .c_i, .result_o(r_any), .status_o(s_any));
  fp_fma #(.ExpBits(ExpBits), .ManBits(ManBits), .NumPipeRegs(0), .Kind(Kind)) u_kind (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b1), .op_i(op_sel), .rnd_mode_i, .ftz_i,
    .nan_propagate_i, .a_i, .b_i, .c_i, .result_o(r_kind), .status_o(s_kind));
  assign same_o = (r_any == r_kind) && (s_any == s_kind);
endmodule

// fp_floor against fp_cvt: OP_RINT (rint_exact 0) and OP_F2I in RDN, binary32.
module floor_cvt_miter (
  input  logic        to_int,
  input  logic        ftz_i,
  input  logic        nan_propagate_i,
  input  logic [31:0] a_i,
  output logic        same_o
);
  logic [3:0] op;
  assign op = to_int ? 4'd8 : 4'd12;  // OP_F2I : OP_RINT
  logic [31:0] r_cvt, r_floor;
  logic [4:0]  s_cvt, s_floor;
  fp_cvt #(.NumPipeRegs(0)) u_cvt (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b1), .op_i(op), .src_fmt_i(1'b0), .dst_fmt_i(1'b0),
    .rnd_mode_i(3'd2), .ftz_i, .nan_propagate_i, .rint_exact_i(1'b0), .a_i,
    .result_o(r_cvt), .status_o(s_cvt));
  fp_floor #(.NumPipeRegs(0)) u_floor (
    .clk_i(1'b0), .rst_ni(1'b1), .reg_en_i(1'b1), .op_i(op), .ftz_i, .nan_propagate_i, .a_i,
    .result_o(r_floor), .status_o(s_floor));
  assign same_o = (r_cvt == r_floor) && (s_cvt == s_floor);
endmodule
