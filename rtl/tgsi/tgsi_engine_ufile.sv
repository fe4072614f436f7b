// TGSI execution engine: a lane-uniform register file (CONSTANT or IMMEDIATE; docs/tgsi.md 5.1,
// 11.8): Regs vec4 registers, one for the whole quad, written a register at a time (x in
// [31:0] .. w in [127:96], the decoder's IMM_DATA layout) and read by every lane at its own index
// (indirect addressing; the caller checks the range). Reads are combinational.
module tgsi_engine_ufile #(
  parameter int unsigned Regs  = 256,
  parameter int unsigned Lanes = 4,
  localparam int unsigned IdxBits = $clog2(Regs)
) (
  input  logic                     clk_i,
  input  logic                     we_i,
  input  logic [IdxBits-1:0]       wr_index_i,
  input  logic [127:0]             wr_data_i,
  input  logic [Lanes*IdxBits-1:0] rd_index_i,
  input  logic [1:0]               rd_comp_i,
  output logic [Lanes*32-1:0]      rd_data_o
);
  logic [127:0] mem_q [Regs];

  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[wr_index_i] <= wr_data_i;
  end

  always_comb begin
    for (int unsigned l = 0; l < Lanes; l++)
      rd_data_o[l*32 +: 32] = mem_q[rd_index_i[l*IdxBits +: IdxBits]][32'(rd_comp_i)*32 +: 32];
  end

endmodule
