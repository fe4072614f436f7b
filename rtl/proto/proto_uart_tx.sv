// UART transmitter, 8N1, LSB first: ClkHz / Baud cycles per bit (an integer). ready_o is high
// when a byte may be handed over (valid_o/ready_o handshake); the line idles high.
module proto_uart_tx #(
  parameter int unsigned ClkHz = 25_000_000,
  parameter int unsigned Baud  = 1_000_000
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       valid_i,
  output logic       ready_o,
  input  logic [7:0] data_i,
  output logic       tx_o
);

  localparam int unsigned Div  = ClkHz / Baud;
  localparam int unsigned CntW = $clog2(Div + 1);

  logic            busy_q;
  logic [9:0]      shift_q;   // stop bit, data, start bit; bit 0 is on the line
  logic [3:0]      bits_q;    // bits still to send after the current one
  logic [CntW-1:0] cnt_q;

  assign ready_o = !busy_q;
  assign tx_o    = busy_q ? shift_q[0] : 1'b1;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      shift_q <= '1;
      bits_q  <= '0;
      cnt_q   <= '0;
    end else if (!busy_q) begin
      if (valid_i) begin
        busy_q  <= 1'b1;
        shift_q <= {1'b1, data_i, 1'b0};
        bits_q  <= 4'd9;
        cnt_q   <= CntW'(Div - 1);
      end
    end else if (cnt_q != '0) begin
      cnt_q <= cnt_q - 1'b1;
    end else if (bits_q != '0) begin
      shift_q <= {1'b1, shift_q[9:1]};
      bits_q  <= bits_q - 1'b1;
      cnt_q   <= CntW'(Div - 1);
    end else begin
      busy_q <= 1'b0;
    end
  end

endmodule
