// Lint/read check of the generated rogue_pkg (tests/rogue, label quick): Verilator 5.006 reports
// "No top level module" on a file holding only a package, so this module reads a few of its
// tables with run-time indices, the way the group decoder will: the layout of an op byte in a slot,
// a field of a form through its bit-position vector, an enum's reserved mask, a special constant.
module rogue_pkg_lint_top (
  input  logic [7:0]  b0_i,
  input  logic [15:0] op_i,       // bytes 0 (bits 7:0) and 1 (bits 15:8) of an FMAD op
  input  logic [7:0]  sc_index_i,
  output logic [rogue_pkg::LAYOUT_BITS-1:0] p0_layout_o,
  output logic [rogue_pkg::LAYOUT_BITS-1:0] pck_layout_o,
  output logic        s2abs_o,
  output logic        mux_reserved_o,
  output logic [31:0] sc_value_o,
  output logic        sc_valid_o,
  output logic        has_p1_o
);
  assign p0_layout_o  = rogue_pkg::SLOT_P0_LAYOUT[b0_i*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS];
  assign pck_layout_o = rogue_pkg::SLOT_P2PCK_LAYOUT[b0_i*rogue_pkg::LAYOUT_BITS +: rogue_pkg::LAYOUT_BITS];
  // FMAD two-byte form, S2ABS: one bit, its position byte*8+bit (below 16 here) in the vector's only byte.
  assign s2abs_o        = op_i[rogue_pkg::M_FMAD_V2_S2ABS_BITS[3:0]];
  assign mux_reserved_o = rogue_pkg::IS0MUX_RESERVED[b0_i[2:0]];
  assign sc_value_o     = rogue_pkg::SC_VALUE[sc_index_i*32 +: 32];
  assign sc_valid_o     = sc_index_i < 8'd240 ? rogue_pkg::SC_VALID[sc_index_i] : 1'b0;
  assign has_p1_o       = rogue_pkg::OPORG_HAS_P1[b0_i[6:4]];
endmodule
