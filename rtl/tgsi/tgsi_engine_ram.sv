// TGSI execution engine, compact configuration: one memory of Depth words of Width bits with one
// synchronous write port and one synchronous read port with a read enable (read data the cycle
// after an enabled read; held while the read is not enabled): the shape of an FPGA block RAM in
// simple dual-port mode (ECP5 DP16KD). No reset: the contents are what was written. A read of
// the word written in the same cycle returns the old word here; the engine never uses such a
// read (rtl/tgsi/README.md, "Configurations").
//   Block = 1: the synthesis attribute ram_style "block" asks Yosys for block RAM (it would pick
//              LUT RAM for small memories, which the post-route simulation does not model);
//   Block = 0: ram_style "logic": flip-flops (a memory of a few words).
module tgsi_engine_ram #(
  parameter int unsigned Width = 32,
  parameter int unsigned Depth = 32,
  parameter bit          Block = 1'b1,
  localparam int unsigned AddrBits = (Depth > 1) ? $clog2(Depth) : 1
) (
  input  logic                clk_i,
  input  logic                we_i,
  input  logic [AddrBits-1:0] waddr_i,
  input  logic [Width-1:0]    wdata_i,
  input  logic                re_i,
  input  logic [AddrBits-1:0] raddr_i,
  output logic [Width-1:0]    rdata_o
);
  if (Block) begin : g_block
    (* ram_style = "block" *) logic [Width-1:0] mem_q [Depth];
    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end
    always_ff @(posedge clk_i) begin
      if (re_i) rdata_o <= mem_q[raddr_i];
    end
  end else begin : g_logic
    (* ram_style = "logic" *) logic [Width-1:0] mem_q [Depth];
    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end
    always_ff @(posedge clk_i) begin
      if (re_i) rdata_o <= mem_q[raddr_i];
    end
  end

endmodule
