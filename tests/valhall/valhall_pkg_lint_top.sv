// Lint/read check of the generated valhall_pkg (tests/valhall, label quick): Verilator 5.006
// reports "No top level module" on a file holding only a package, so this module reads a few
// of its tables with a run-time instruction index, the way a decoder will.
module valhall_pkg_lint_top (
  input  logic [valhall_pkg::INS_BITS-1:0] ins_i,
  input  logic [63:0]                      word_i,
  output logic [8:0]                       primary_o,
  output logic                             unused_bits_o,
  output logic [31:0]                      lut_o,
  output logic                             flow_ok_o
);
  assign primary_o     = valhall_pkg::INS_PRIMARY[ins_i*9 +: 9];
  assign unused_bits_o = |(word_i & ~valhall_pkg::INS_USED_MASK[ins_i*64 +: 64]);
  assign lut_o         = valhall_pkg::IMM_LUT[word_i[4:0]*32 +: 32];
  assign flow_ok_o     = valhall_pkg::FLOW_VALID[word_i[62:59]];
endmodule
