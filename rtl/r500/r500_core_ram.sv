// One memory of the R500 shader core (rtl/r500/r500_core.sv): Depth words of Width bits, one
// synchronous write port and one synchronous read port (read data the cycle after the address),
// the shape of an FPGA block RAM in simple dual-port mode. No reset: the contents are what the
// load port wrote. A read of the address written in the same cycle returns the old word; the
// core never relies on either order (it does not read and write one memory in the same cycle).
module r500_core_ram #(
  parameter int unsigned Width     = 32,
  parameter int unsigned Depth     = 128,
  parameter int unsigned AddrWidth = 7    // $clog2(Depth)
) (
  input  logic                 clk_i,
  input  logic                 we_i,
  input  logic [AddrWidth-1:0] waddr_i,
  input  logic [Width-1:0]     wdata_i,
  input  logic [AddrWidth-1:0] raddr_i,
  output logic [Width-1:0]     rdata_o
);

  logic [Width-1:0] mem_q [Depth];

  always_ff @(posedge clk_i) begin
    if (we_i) begin
      mem_q[waddr_i] <= wdata_i;
    end
  end

  always_ff @(posedge clk_i) begin
    rdata_o <= mem_q[raddr_i];
  end

endmodule
