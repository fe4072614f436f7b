// Host link of the prototype: frames from a UART in, frames out (rtl/proto/README.md "Link
// protocol"), and a valid/ready port pair to the design under test.
//
//   host frame:  Sync, command, length (2 bytes LE), payload (length bytes), CRC-8
//   EXEC:        payload = InBits packed LSB first into ceil(InBits/8) bytes. Once the frame
//                checks, in_valid_o holds until in_ready_i; then the next EXEC may land.
//   IDENTIFY:    answered with the identity frame (IdentWord, InBits, OutBits).
//   results:     when the DUT offers out_valid_i and the transmitter is free, out_bits_i is
//                loaded into the reply register and sent as a RESULT frame. out_ready_o is low
//                for the whole time a reply is being sent: real back-pressure on the DUT.
//   errors:      a bad CRC, an unknown command, a wrong length, an EXEC arriving while the
//                previous one still waits for the DUT, a frame that stops half way (no byte
//                for TimeoutCycles) and a missing stop bit each produce one ERROR frame with a
//                code byte; the parser then hunts for the next Sync. One error waits at a time:
//                a second error before the first has been sent is not reported.
//
// Receiving and sending are independent: an EXEC can arrive while a reply is going out.
module proto_link #(
  parameter int unsigned ClkHz         = 25_000_000,
  parameter int unsigned Baud          = 1_000_000,
  parameter int unsigned TimeoutCycles = ClkHz / 10,
  parameter int unsigned InBits        = 8,
  parameter int unsigned OutBits       = 8,
  // Identity bytes 0..5 (byte 0 in bits [7:0]): version, isa, lanes, config, compact, 0.
  parameter logic [47:0] IdentWord     = 48'd0
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic               uart_rx_i,
  output logic               uart_tx_o,
  // To the design under test
  output logic               in_valid_o,
  input  logic               in_ready_i,
  output logic [InBits-1:0]  in_bits_o,
  input  logic               out_valid_i,
  output logic               out_ready_o,
  input  logic [OutBits-1:0] out_bits_i,
  // For the board's LEDs
  output logic               rx_busy_o,     // a frame is being received
  output logic               tx_busy_o,     // a frame is being sent
  output logic               error_seen_o,  // some error frame was sent since reset
  output logic [3:0]         results_o      // RESULT frames sent, modulo 16
);

  localparam int unsigned InBytes   = (InBits + 7) / 8;
  localparam int unsigned OutBytes  = (OutBits + 7) / 8;
  // The reply register also carries the identity and error payloads.
  localparam int unsigned ReplyBytes = OutBytes > proto_pkg::IdentBytes ? OutBytes
                                                                        : proto_pkg::IdentBytes;
  localparam int unsigned ToW       = $clog2(TimeoutCycles + 1);

  // ---- UART -------------------------------------------------------------------------------
  logic       rx_valid, rx_frame_err;
  logic [7:0] rx_data;
  logic       tx_valid, tx_ready;
  logic [7:0] tx_data;

  proto_uart_rx #(.ClkHz(ClkHz), .Baud(Baud)) u_rx (
    .clk_i, .rst_ni, .rx_i(uart_rx_i), .valid_o(rx_valid), .data_o(rx_data),
    .frame_err_o(rx_frame_err));

  proto_uart_tx #(.ClkHz(ClkHz), .Baud(Baud)) u_tx (
    .clk_i, .rst_ni, .valid_i(tx_valid), .ready_o(tx_ready), .data_i(tx_data),
    .tx_o(uart_tx_o));

  // ---- Receive: frame parser ----------------------------------------------------------------
  typedef enum logic [2:0] {
    RxSync    = 3'd0,
    RxCmd     = 3'd1,
    RxLenLo   = 3'd2,
    RxLenHi   = 3'd3,
    RxPayload = 3'd4,
    RxCrc     = 3'd5
  } rx_state_e;

  rx_state_e          rx_state_q, rx_state_d;
  logic [7:0]         rx_cmd_q, rx_cmd_d;
  logic [15:0]        rx_len_q, rx_len_d;
  logic [15:0]        rx_left_q, rx_left_d;     // payload bytes still to come
  logic [7:0]         rx_crc_q, rx_crc_d, rx_crc_next;
  logic               rx_store_q, rx_store_d;   // this EXEC's payload goes to the input register
  logic [ToW-1:0]     rx_idle_q, rx_idle_d;     // cycles since the last byte of this frame
  logic [InBytes*8-1:0] in_shift_q;
  logic               in_full_q, in_full_d;
  logic               ident_pend_q, ident_pend_d;
  logic               err_pend_q, err_pend_d;
  logic [7:0]         err_code_q, err_code_d;
  logic               in_shift_en;
  logic               raise_err;
  logic [7:0]         raise_code;
  logic               err_taken;                 // the transmitter starts the error frame
  logic               ident_taken;               // the transmitter starts the identity frame

  proto_crc8 u_rx_crc (.crc_i(rx_crc_q), .byte_i(rx_data), .crc_o(rx_crc_next));

  always_comb begin
    rx_state_d   = rx_state_q;
    rx_cmd_d     = rx_cmd_q;
    rx_len_d     = rx_len_q;
    rx_left_d    = rx_left_q;
    rx_crc_d     = rx_crc_q;
    rx_store_d   = rx_store_q;
    rx_idle_d    = rx_idle_q;
    in_full_d    = in_full_q;
    ident_pend_d = ident_pend_q;
    in_shift_en  = 1'b0;
    raise_err    = 1'b0;
    raise_code   = proto_pkg::ErrChecksum;

    if (in_valid_o && in_ready_i) in_full_d = 1'b0;
    if (ident_taken) ident_pend_d = 1'b0;

    if (rx_frame_err) begin
      raise_err  = 1'b1;
      raise_code = proto_pkg::ErrFraming;
      rx_state_d = RxSync;
    end else if (rx_valid) begin
      rx_idle_d = '0;
      rx_crc_d  = rx_crc_next;
      unique case (rx_state_q)
        RxSync: begin
          rx_crc_d = '0;
          if (rx_data == proto_pkg::Sync) rx_state_d = RxCmd;
        end
        RxCmd: begin
          rx_cmd_d   = rx_data;
          rx_state_d = RxLenLo;
        end
        RxLenLo: begin
          rx_len_d[7:0] = rx_data;
          rx_state_d    = RxLenHi;
        end
        RxLenHi: begin
          rx_len_d[15:8] = rx_data;
          rx_left_d      = {rx_data, rx_len_q[7:0]};
          // The input register may take the payload only if it is free now: it must not
          // change under a request the DUT has not accepted yet.
          rx_store_d     = rx_cmd_q == proto_pkg::CmdExec &&
                           {rx_data, rx_len_q[7:0]} == 16'(InBytes) && !in_full_d;
          rx_state_d     = {rx_data, rx_len_q[7:0]} == 16'd0 ? RxCrc : RxPayload;
        end
        RxPayload: begin
          in_shift_en = rx_store_q;
          rx_left_d   = rx_left_q - 1'b1;
          if (rx_left_q == 16'd1) rx_state_d = RxCrc;
        end
        RxCrc: begin
          rx_state_d = RxSync;
          raise_err  = 1'b1;
          if (rx_data != rx_crc_q) begin
            raise_code = proto_pkg::ErrChecksum;
          end else if (rx_cmd_q == proto_pkg::CmdExec) begin
            if (rx_len_q != 16'(InBytes)) begin
              raise_code = proto_pkg::ErrLength;
            end else if (!rx_store_q) begin
              raise_code = proto_pkg::ErrOverrun;
            end else begin
              raise_err = 1'b0;
              in_full_d = 1'b1;
            end
          end else if (rx_cmd_q == proto_pkg::CmdIdentify) begin
            if (rx_len_q != 16'd0) begin
              raise_code = proto_pkg::ErrLength;
            end else begin
              raise_err    = 1'b0;
              ident_pend_d = 1'b1;
            end
          end else begin
            raise_code = proto_pkg::ErrCommand;
          end
        end
        default: rx_state_d = RxSync;
      endcase
    end else if (rx_state_q != RxSync) begin
      if (rx_idle_q == ToW'(TimeoutCycles)) begin
        raise_err  = 1'b1;
        raise_code = proto_pkg::ErrTimeout;
        rx_state_d = RxSync;
        rx_idle_d  = '0;
      end else begin
        rx_idle_d = rx_idle_q + 1'b1;
      end
    end
  end

  // One pending error; the first one wins until it has been sent.
  always_comb begin
    err_pend_d = err_pend_q;
    err_code_d = err_code_q;
    if (err_taken) err_pend_d = 1'b0;
    if (raise_err && !err_pend_q) begin
      err_pend_d = 1'b1;
      err_code_d = raise_code;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rx_state_q   <= RxSync;
      rx_cmd_q     <= '0;
      rx_len_q     <= '0;
      rx_left_q    <= '0;
      rx_crc_q     <= '0;
      rx_store_q   <= 1'b0;
      rx_idle_q    <= '0;
      in_full_q    <= 1'b0;
      ident_pend_q <= 1'b0;
      err_pend_q   <= 1'b0;
      err_code_q   <= '0;
    end else begin
      rx_state_q   <= rx_state_d;
      rx_cmd_q     <= rx_cmd_d;
      rx_len_q     <= rx_len_d;
      rx_left_q    <= rx_left_d;
      rx_crc_q     <= rx_crc_d;
      rx_store_q   <= rx_store_d;
      rx_idle_q    <= rx_idle_d;
      in_full_q    <= in_full_d;
      ident_pend_q <= ident_pend_d;
      err_pend_q   <= err_pend_d;
      err_code_q   <= err_code_d;
    end
  end

  // The payload shifts in from the top: after InBytes bytes the first one sits at bit 0.
  // A datapath register: no reset needed (in_valid_o guards it).
  logic [InBytes*8+7:0] in_shift_next;
  logic                 unused_shift_out;
  assign in_shift_next    = {rx_data, in_shift_q};
  assign unused_shift_out = ^in_shift_next[7:0];   // the byte shifted out at the bottom
  always_ff @(posedge clk_i) begin
    if (in_shift_en) in_shift_q <= in_shift_next[InBytes*8+7:8];
  end

  assign in_valid_o = in_full_q;
  assign in_bits_o  = in_shift_q[InBits-1:0];

  // ---- Transmit: frame serializer -----------------------------------------------------------
  typedef enum logic [2:0] {
    TxIdle    = 3'd0,
    TxSync    = 3'd1,
    TxCmd     = 3'd2,
    TxLenLo   = 3'd3,
    TxLenHi   = 3'd4,
    TxPayload = 3'd5,
    TxCrc     = 3'd6
  } tx_state_e;

  tx_state_e             tx_state_q, tx_state_d;
  logic [7:0]            tx_cmd_q, tx_cmd_d;
  logic [15:0]           tx_len_q, tx_len_d;
  logic [15:0]           tx_left_q, tx_left_d;
  logic [7:0]            tx_crc_q, tx_crc_d, tx_crc_next;
  logic [ReplyBytes*8-1:0] reply_q, reply_d;
  logic [3:0]            results_q, results_d;
  logic                  error_seen_q, error_seen_d;
  logic [proto_pkg::IdentBytes*8-1:0] ident_bytes;

  assign ident_bytes = {32'(OutBits), 32'(InBits), IdentWord};

  // The DUT may hand over a result only when nothing else is going out or waiting to.
  assign out_ready_o = tx_state_q == TxIdle && !err_pend_q && !ident_pend_q;
  assign err_taken   = tx_state_q == TxIdle && err_pend_q;
  assign ident_taken = tx_state_q == TxIdle && !err_pend_q && ident_pend_q;

  proto_crc8 u_tx_crc (.crc_i(tx_crc_q), .byte_i(tx_data), .crc_o(tx_crc_next));

  always_comb begin
    unique case (tx_state_q)
      TxSync:    tx_data = proto_pkg::Sync;
      TxCmd:     tx_data = tx_cmd_q;
      TxLenLo:   tx_data = tx_len_q[7:0];
      TxLenHi:   tx_data = tx_len_q[15:8];
      TxPayload: tx_data = reply_q[7:0];
      TxCrc:     tx_data = tx_crc_q;
      default:   tx_data = proto_pkg::Sync;
    endcase
  end
  assign tx_valid = tx_state_q != TxIdle;

  always_comb begin
    tx_state_d   = tx_state_q;
    tx_cmd_d     = tx_cmd_q;
    tx_len_d     = tx_len_q;
    tx_left_d    = tx_left_q;
    tx_crc_d     = tx_crc_q;
    reply_d      = reply_q;
    results_d    = results_q;
    error_seen_d = error_seen_q;
    unique case (tx_state_q)
      TxIdle: begin
        tx_crc_d = '0;
        if (err_pend_q) begin
          tx_state_d   = TxSync;
          tx_cmd_d     = proto_pkg::RspError;
          tx_len_d     = 16'd1;
          reply_d      = (ReplyBytes*8)'(err_code_q);
          error_seen_d = 1'b1;
        end else if (ident_pend_q) begin
          tx_state_d = TxSync;
          tx_cmd_d   = proto_pkg::RspIdentity;
          tx_len_d   = 16'(proto_pkg::IdentBytes);
          reply_d    = (ReplyBytes*8)'(ident_bytes);
        end else if (out_valid_i) begin
          tx_state_d = TxSync;
          tx_cmd_d   = proto_pkg::RspResult;
          tx_len_d   = 16'(OutBytes);
          reply_d    = (ReplyBytes*8)'(out_bits_i);
          results_d  = results_q + 1'b1;
        end
      end
      TxSync: if (tx_ready) tx_state_d = TxCmd;
      TxCmd: begin
        if (tx_ready) begin
          tx_crc_d   = tx_crc_next;
          tx_state_d = TxLenLo;
        end
      end
      TxLenLo: begin
        if (tx_ready) begin
          tx_crc_d   = tx_crc_next;
          tx_state_d = TxLenHi;
        end
      end
      TxLenHi: begin
        if (tx_ready) begin
          tx_crc_d   = tx_crc_next;
          tx_left_d  = tx_len_q;
          tx_state_d = tx_len_q == 16'd0 ? TxCrc : TxPayload;
        end
      end
      TxPayload: begin
        if (tx_ready) begin
          tx_crc_d   = tx_crc_next;
          reply_d    = reply_q >> 8;
          tx_left_d  = tx_left_q - 1'b1;
          if (tx_left_q == 16'd1) tx_state_d = TxCrc;
        end
      end
      TxCrc: if (tx_ready) tx_state_d = TxIdle;
      default: tx_state_d = TxIdle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      tx_state_q   <= TxIdle;
      tx_cmd_q     <= '0;
      tx_len_q     <= '0;
      tx_left_q    <= '0;
      tx_crc_q     <= '0;
      results_q    <= '0;
      error_seen_q <= 1'b0;
    end else begin
      tx_state_q   <= tx_state_d;
      tx_cmd_q     <= tx_cmd_d;
      tx_len_q     <= tx_len_d;
      tx_left_q    <= tx_left_d;
      tx_crc_q     <= tx_crc_d;
      results_q    <= results_d;
      error_seen_q <= error_seen_d;
    end
  end

  // Datapath register: no reset (only read in TxPayload, after a load).
  always_ff @(posedge clk_i) begin
    reply_q <= reply_d;
  end

  assign rx_busy_o    = rx_state_q != RxSync || in_full_q;
  assign tx_busy_o    = tx_state_q != TxIdle;
  assign error_seen_o = error_seen_q;
  assign results_o    = results_q;

endmodule
