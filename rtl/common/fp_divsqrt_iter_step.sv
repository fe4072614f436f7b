// One radix-2 restoring step of fp_divsqrt_iter, either a division step or a square-root step,
// on one subtractor (the operands are selected before it):
//   division:    rem_in = 2 rem,                 subtrahend = divisor
//   square root: rem_in = 4 rem + (next two radicand bits), subtrahend = 4 root + 1
// The new bit (quotient or root) is 1 when the subtrahend fits; the remainder is then the
// difference, else rem_in unchanged (restoring). Callers keep rem below 2^(RemBits-2) (root)
// or below the divisor (division), so rem_in never overflows RemBits.
module fp_divsqrt_iter_step #(
  parameter int unsigned RemBits = 30,
  parameter int unsigned DivBits = 26
) (
  input  logic               is_root_i,     // 1: square-root step, 0: division step
  input  logic [RemBits-1:0] rem_i,
  input  logic [1:0]         pair_i,     // root: the next two radicand bits
  input  logic [DivBits-1:0] divisor_i,  // division: the divisor
  input  logic [RemBits-3:0] partial_root_i,  // root: the root so far
  output logic               bit_o,
  output logic [RemBits-1:0] rem_o
);

  logic [RemBits-1:0] rem_in, subtrahend;
  logic [RemBits:0]   diff;

  assign rem_in     = is_root_i ? {rem_i[RemBits-3:0], pair_i} : {rem_i[RemBits-2:0], 1'b0};
  assign subtrahend = is_root_i ? {partial_root_i, 2'b01} : RemBits'(divisor_i);
  assign diff       = {1'b0, rem_in} - {1'b0, subtrahend};
  assign bit_o      = ~diff[RemBits];
  assign rem_o      = bit_o ? diff[RemBits-1:0] : rem_in;

  // Division steps drop rem_i's top bit (it is zero: rem < divisor < 2^(RemBits-1)); root
  // steps drop two (rem <= 2 root < 2^(RemBits-2)).
  logic unused_rem_top;
  assign unused_rem_top = rem_i[RemBits-1];

endmodule
