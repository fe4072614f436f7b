// Reads one entry of a per-instruction table of the generated package valhall_pkg at a run-time
// instruction index: the tables are row-major, so instruction i's entry is bits
// i*RowBits + Offset .. i*RowBits + Offset + Width - 1 of Table. Purely combinational.
//
// Each bit of the entry is a column over the instructions, fixed at elaboration, and the read
// is a NumIns-to-1 selection of that column by ins_i. Written as Table[ins_i*RowBits + ...],
// Yosys builds a multiplier and a wide shifter instead (on the ECP5 a MULT18X18D on the
// decoder's critical path). An index past the last instruction reads as don't-care.
module valhall_ins_table #(
  parameter int unsigned                             RowBits = 1,
  parameter int unsigned                             Offset  = 0,
  parameter int unsigned                             Width   = 1,
  parameter logic [valhall_pkg::NUM_INS*RowBits-1:0] Table   = '0
) (
  input  logic [valhall_pkg::INS_BITS-1:0] ins_i,
  output logic [Width-1:0]                 value_o
);

  localparam int unsigned NumIns = valhall_pkg::NUM_INS;

  function automatic logic [NumIns-1:0] column(input logic [NumIns*RowBits-1:0] tbl,
                                               input int unsigned bit_index);
    column = '0;
    for (int unsigned i = 0; i < NumIns; i++) begin
      column[i] = tbl[i*RowBits + bit_index];
    end
  endfunction

  for (genvar b = 0; b < Width; b++) begin : gen_bit
    localparam logic [NumIns-1:0] Column = column(Table, Offset + b);
    assign value_o[b] = Column[ins_i];
  end

endmodule
