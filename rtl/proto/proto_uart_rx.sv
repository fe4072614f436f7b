// UART receiver, 8N1, LSB first. The line is synchronized by two registers, a start bit is
// confirmed at its middle, and each data bit and the stop bit are sampled at their middles.
// ClkHz / Baud cycles per bit (an integer; at least 4).
module proto_uart_rx #(
  parameter int unsigned ClkHz = 25_000_000,
  parameter int unsigned Baud  = 1_000_000
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       rx_i,
  output logic       valid_o,      // one cycle: data_o holds a byte with a good stop bit
  output logic [7:0] data_o,
  output logic       frame_err_o   // one cycle: the stop bit was 0 (the byte is dropped)
);

  localparam int unsigned Div  = ClkHz / Baud;
  localparam int unsigned CntW = $clog2(Div + 1);

  typedef enum logic [1:0] {
    Idle  = 2'd0,
    Start = 2'd1,
    Data  = 2'd2,
    Stop  = 2'd3
  } state_e;

  state_e          state_q, state_d;
  logic [CntW-1:0] cnt_q, cnt_d;
  logic [2:0]      bit_q, bit_d;
  logic [7:0]      shift_q, shift_d;
  logic [1:0]      sync_q;
  logic            rx;

  // Two registers against metastability; the line idles high.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) sync_q <= 2'b11;
    else         sync_q <= {sync_q[0], rx_i};
  end
  assign rx = sync_q[1];

  always_comb begin
    state_d     = state_q;
    cnt_d       = cnt_q;
    bit_d       = bit_q;
    shift_d     = shift_q;
    valid_o     = 1'b0;
    frame_err_o = 1'b0;
    unique case (state_q)
      Idle: begin
        if (!rx) begin
          state_d = Start;
          cnt_d   = CntW'(Div / 2 - 1);
        end
      end
      Start: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else if (rx) begin
          state_d = Idle;            // a glitch, not a start bit
        end else begin
          state_d = Data;
          cnt_d   = CntW'(Div - 1);
          bit_d   = '0;
        end
      end
      Data: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else begin
          shift_d = {rx, shift_q[7:1]};
          cnt_d   = CntW'(Div - 1);
          bit_d   = bit_q + 1'b1;
          if (bit_q == 3'd7) state_d = Stop;
        end
      end
      Stop: begin
        if (cnt_q != '0) begin
          cnt_d = cnt_q - 1'b1;
        end else begin
          state_d     = Idle;
          valid_o     = rx;
          frame_err_o = !rx;
        end
      end
      default: state_d = Idle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= Idle;
      cnt_q   <= '0;
      bit_q   <= '0;
      shift_q <= '0;
    end else begin
      state_q <= state_d;
      cnt_q   <= cnt_d;
      bit_q   <= bit_d;
      shift_q <= shift_d;
    end
  end

  assign data_o = shift_q;

endmodule
