// Simulation model of the ECP5 4-input look-up table (post-route simulation only; see
// verilated/ecp5/README.md). Z is bit {D,C,B,A} of INIT.
module LUT4 #(
  parameter logic [15:0] INIT = 16'h0000
) (
  input  logic A,
  input  logic B,
  input  logic C,
  input  logic D,
  output logic Z
);
  assign Z = INIT[{D, C, B, A}];
endmodule
