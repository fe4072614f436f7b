// ULX3S link check without a pipeline: the host link (proto_link) with a one-register echo as
// the design under test (the RESULT payload is the EXEC payload, Width bits). The first
// bitstream to load on a new board, and the small design synth/proto/build.sh is proven on.
// Identity: isa 0 (loopback), config = Width / 8.
module proto_loopback_top #(
  parameter int unsigned ClkHz         = 25_000_000,
  parameter int unsigned Baud          = 1_000_000,
  parameter int unsigned TimeoutCycles = ClkHz / 10,
  parameter int unsigned Width         = 64
) (
  input  logic       clk_25mhz,
  input  logic       ftdi_txd,   // host -> FPGA
  output logic       ftdi_rxd,   // FPGA -> host
  output logic [7:0] led
);

  localparam logic [47:0] IdentWord = {8'd0, 8'd0, 8'(Width / 8), 8'd1, 8'd0,
                                       proto_pkg::ProtocolVersion};

  logic rst_n;
  proto_por u_por (.clk_i(clk_25mhz), .rst_no(rst_n));

  logic             in_valid, in_ready, out_ready;
  logic [Width-1:0] in_bits;
  logic             full_q;
  logic [Width-1:0] data_q;
  logic             rx_busy, tx_busy, error_seen;
  logic [3:0]       results;

  proto_link #(
    .ClkHz(ClkHz), .Baud(Baud), .TimeoutCycles(TimeoutCycles),
    .InBits(Width), .OutBits(Width), .IdentWord(IdentWord)
  ) u_link (
    .clk_i(clk_25mhz), .rst_ni(rst_n), .uart_rx_i(ftdi_txd), .uart_tx_o(ftdi_rxd),
    .in_valid_o(in_valid), .in_ready_i(in_ready), .in_bits_o(in_bits),
    .out_valid_i(full_q), .out_ready_o(out_ready), .out_bits_i(data_q),
    .rx_busy_o(rx_busy), .tx_busy_o(tx_busy), .error_seen_o(error_seen), .results_o(results));

  // A one-entry buffer: takes a request when empty or when its value leaves this cycle.
  assign in_ready = !full_q || out_ready;

  always_ff @(posedge clk_25mhz or negedge rst_n) begin
    if (!rst_n) begin
      full_q <= 1'b0;
    end else if (in_valid && in_ready) begin
      full_q <= 1'b1;
    end else if (out_ready) begin
      full_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_25mhz) begin
    if (in_valid && in_ready) data_q <= in_bits;
  end

  assign led = {results, error_seen, tx_busy, rx_busy, 1'b1};

endmodule
