// The rounding mode travels through pipeline registers as plain bits (Yosys 0.23 reads no cast
// to an enum type); this turns the bits back into fp_pkg::roundmode_e. Unused codes read as RNE.
module fp_rnd_mode_decode (
  input  logic [2:0]         bits_i,
  output fp_pkg::roundmode_e rnd_mode_o
);

  always_comb begin
    unique case (bits_i)
      3'd1:    rnd_mode_o = fp_pkg::RTZ;
      3'd2:    rnd_mode_o = fp_pkg::RDN;
      3'd3:    rnd_mode_o = fp_pkg::RUP;
      3'd4:    rnd_mode_o = fp_pkg::RMM;
      default: rnd_mode_o = fp_pkg::RNE;
    endcase
  end

endmodule
