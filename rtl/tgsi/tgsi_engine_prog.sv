// TGSI execution engine: the program memory and the label table.
//   - Program memory: Depth instructions (tgsi_engine_pkg::insn_t, the decoder's INSN record),
//     one write port, one read port with a registered output (a block RAM's read: the data of
//     rd_addr_i is on rd_data_o the next cycle; the engine never reads the word it writes in
//     the same cycle: it writes only while idle).
//   - Label table (docs/tgsi.md 11.7): every loaded instruction with a LABEL extension whose
//     Target bit is set declares its label at its address; LabelSlots declarations at most (the
//     decoder's limit, README). A CAL looks its label up combinationally (lookup_found_o).
//     clear_i empties the table (the engine clears it on the first program write after a run).
module tgsi_engine_prog
#(
  parameter int unsigned Depth      = 1024,
  parameter int unsigned LabelSlots = 32,
  localparam int unsigned AddrBits  = $clog2(Depth)
) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                clear_i,
  input  logic                we_i,
  input  logic [AddrBits-1:0] wr_addr_i,
  input  tgsi_engine_pkg::insn_t wr_data_i,
  input  logic [AddrBits-1:0] rd_addr_i,
  output tgsi_engine_pkg::insn_t rd_data_o,
  input  logic [23:0]         lookup_label_i,
  output logic                lookup_found_o,
  output logic [AddrBits-1:0] lookup_addr_o
);
  localparam int unsigned SlotBits = $clog2(LabelSlots + 1);
  localparam int unsigned SlotIdx  = (LabelSlots > 1) ? $clog2(LabelSlots) : 1;

  // The words as plain vectors: Yosys (0.23 and 0.70) reads an unpacked array of a packed struct
  // type (`insn_t mem_q [Depth]`) as one struct-wide register written bit by bit, silently
  // (synth/README.md, "Tool faults"); Verilator reads both forms alike.
  localparam int unsigned InsnBits = $bits(wr_data_i);
  logic [InsnBits-1:0] mem_q [Depth];

  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[wr_addr_i] <= wr_data_i;
  end
  always_ff @(posedge clk_i) begin
    rd_data_o <= mem_q[rd_addr_i];
  end

  logic [23:0]         lbl_q  [LabelSlots];
  logic [AddrBits-1:0] addr_q [LabelSlots];
  logic [SlotBits-1:0] used_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      used_q <= '0;
    end else if (clear_i) begin
      used_q <= '0;
    end else if (we_i && wr_data_i.label_valid && wr_data_i.label_target &&
                 32'(used_q) < LabelSlots) begin
      used_q <= used_q + 1'b1;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!clear_i && we_i && wr_data_i.label_valid && wr_data_i.label_target &&
        32'(used_q) < LabelSlots) begin
      lbl_q[SlotIdx'(used_q)]  <= wr_data_i.label;
      addr_q[SlotIdx'(used_q)] <= wr_addr_i;
    end
  end

  always_comb begin
    lookup_found_o = 1'b0;
    lookup_addr_o  = '0;
    for (int unsigned k = 0; k < LabelSlots; k++) begin
      if (k < 32'(used_q) && lbl_q[k] == lookup_label_i && !lookup_found_o) begin
        lookup_found_o = 1'b1;
        lookup_addr_o  = addr_q[k];
      end
    end
  end

endmodule
