// Simulation model of the ECP5 slice's LUT5 mux (PFUMX): C0 selects ALUT (1) or BLUT (0).
module PFUMX (
  input  logic ALUT,
  input  logic BLUT,
  input  logic C0,
  output logic Z
);
  assign Z = C0 ? ALUT : BLUT;
endmodule
