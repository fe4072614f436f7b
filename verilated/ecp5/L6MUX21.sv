// Simulation model of the ECP5 LUT6+ mux between slices (L6MUX21): SD selects D1 (1) or D0 (0).
module L6MUX21 (
  input  logic D0,
  input  logic D1,
  input  logic SD,
  output logic Z
);
  assign Z = SD ? D1 : D0;
endmodule
