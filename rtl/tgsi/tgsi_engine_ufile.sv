// TGSI execution engine: a lane-uniform register file (CONSTANT or IMMEDIATE; docs/tgsi.md 5.1,
// 11.8): Regs vec4 registers, one for the whole quad, written a register at a time (x in
// [31:0] .. w in [127:96], the decoder's IMM_DATA layout) and read by every lane at its own index
// (indirect addressing; the caller checks the range).
// Compact = 0: register-based storage, reads combinational (rd_en_i unused).
// Compact = 1: one copy per lane, each in four banks (one per component) of Regs words, each a
//   tgsi_engine_ram (block RAM): a write goes to every copy; with rd_en_i, lane l's copy reads
//   register rd_index_i[l] (all four components). The words read stay on the outputs until the
//   next enabled read; rd_data_o is component rd_comp_i (combinational select) of them.
module tgsi_engine_ufile #(
  parameter int unsigned Regs    = 256,
  parameter int unsigned Lanes   = 4,
  parameter int unsigned Compact = 0,
  localparam int unsigned IdxBits = $clog2(Regs)
) (
  input  logic                     clk_i,
  input  logic                     we_i,
  input  logic [IdxBits-1:0]       wr_index_i,
  input  logic [127:0]             wr_data_i,
  input  logic                     rd_en_i,
  input  logic [Lanes*IdxBits-1:0] rd_index_i,
  input  logic [1:0]               rd_comp_i,
  output logic [Lanes*32-1:0]      rd_data_o
);
  if (Compact == 0) begin : g_regs
    logic [127:0] mem_q [Regs];

    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[wr_index_i] <= wr_data_i;
    end

    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
        rd_data_o[l*32 +: 32] = mem_q[rd_index_i[l*IdxBits +: IdxBits]][32'(rd_comp_i)*32 +: 32];
    end

    logic unused_en;
    assign unused_en = rd_en_i;
  end else begin : g_banks
    logic [31:0] q [4*Lanes];  // word c*Lanes+l, as read

    for (genvar c = 0; c < 4; c++) begin : g_comp
      for (genvar l = 0; l < Lanes; l++) begin : g_lane
        tgsi_engine_ram #(.Width(32), .Depth(Regs), .Block(1'b1)) u_bank (
          .clk_i,
          .we_i    (we_i),
          .waddr_i (wr_index_i),
          .wdata_i (wr_data_i[c*32 +: 32]),
          .re_i    (rd_en_i),
          .raddr_i (rd_index_i[l*IdxBits +: IdxBits]),
          .rdata_o (q[c*Lanes+l])
        );
      end
    end

    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
        rd_data_o[l*32 +: 32] = q[32'(rd_comp_i)*Lanes + l];
    end
  end

endmodule
