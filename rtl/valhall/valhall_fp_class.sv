// FPCLASS (execute.h P18): the one-hot class of a binary32 / binary16 value in the RISC-V FCLASS
// order: bit 0 -inf, 1 negative normal, 2 negative subnormal, 3 -0, 4 +0, 5 positive subnormal,
// 6 positive normal, 7 +inf, 8 signalling NaN, 9 quiet NaN. Never flushed. Combinational.
module valhall_fp_class #(
  parameter int unsigned ExpBits = 8,
  parameter int unsigned ManBits = 23
) (
  input  logic [ExpBits+ManBits:0] a_i,
  output logic [9:0]               class_o
);
  localparam int unsigned MagBits = ExpBits + ManBits;

  logic sign, exp_zero, exp_ones, man_zero, quiet;
  assign sign     = a_i[MagBits];
  assign exp_zero = a_i[MagBits-1:ManBits] == '0;
  assign exp_ones = a_i[MagBits-1:ManBits] == '1;
  assign man_zero = a_i[ManBits-1:0] == '0;
  assign quiet    = a_i[ManBits-1];

  assign class_o = (exp_ones && !man_zero) ? (quiet ? 10'h200 : 10'h100) :
                   exp_ones                ? (sign ? 10'h001 : 10'h080) :
                   (exp_zero && man_zero)  ? (sign ? 10'h008 : 10'h010) :
                   exp_zero                ? (sign ? 10'h004 : 10'h020) :
                                             (sign ? 10'h002 : 10'h040);
endmodule
