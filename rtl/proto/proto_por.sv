// Power-on reset without a reset pin: a counter that starts at 0 because every ECP5 flip-flop
// is 0 after configuration (the global set/reset loads each register's reset value, 0 here, as
// configuration ends; Verilator starts registers at 0 as well). rst_no stays low for
// 2^(Bits-1) + 1 cycles, then rises synchronously and stays high.
module proto_por #(
  parameter int unsigned Bits = 4
) (
  input  logic clk_i,
  output logic rst_no
);

  logic [Bits-1:0] cnt_q;
  logic            rst_nq;

  // No reset by design: this is the reset. Both registers rely on the configuration's zeros.
  always_ff @(posedge clk_i) begin
    if (!cnt_q[Bits-1]) cnt_q <= cnt_q + 1'b1;
    rst_nq <= cnt_q[Bits-1];
  end

  assign rst_no = rst_nq;

endmodule
