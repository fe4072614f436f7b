// Simulation model of the ECP5 two-bit carry cell (CCU2C), in the mode Yosys maps adders to
// (INJECT1_0 = INJECT1_1 = "NO"; synth/synth.py refuses netlists with another mode).
// Per bit k: the LUT4 F = INITk[{Dk,Ck,Bk,Ak}] is the propagate signal, the generate signal is
// G = INITk[{Bk,Ak}] (the LUT4's lowest quarter), the sum is F ^ carry-in and the carry out is
// F ? carry-in : G.
module CCU2C #(
  parameter logic [15:0] INIT0     = 16'h0000,
  parameter logic [15:0] INIT1     = 16'h0000,
  parameter string       INJECT1_0 = "YES",
  parameter string       INJECT1_1 = "YES"
) (
  input  logic CIN,
  input  logic A0,
  input  logic B0,
  input  logic C0,
  input  logic D0,
  input  logic A1,
  input  logic B1,
  input  logic C1,
  input  logic D1,
  output logic S0,
  output logic S1,
  output logic COUT
);
  logic f0, f1, g0, g1, carry0;
  assign f0     = INIT0[{D0, C0, B0, A0}];
  assign f1     = INIT1[{D1, C1, B1, A1}];
  assign g0     = INIT0[{B0, A0}];
  assign g1     = INIT1[{B1, A1}];
  assign S0     = f0 ^ CIN;
  assign carry0 = f0 ? CIN : g0;
  assign S1     = f1 ^ carry0;
  assign COUT   = f1 ? carry0 : g1;
endmodule
