// ULX3S prototype of the ATTILA execution pipeline: the pipeline behind the UART host link
// (proto_link; protocol and port packing in rtl/proto/README.md). Pins: synth/proto/ulx3s.lpf.
//
// Frame vectors: the pipeline's ports in their declaration order, the first at bit 0
// (input: tag_i, qword0_i, ..., sample_i; output: tag_o, illegal_o, ..., const_index_o).
// harness/link/attila_ports.h lists the same fields for the host.
module attila_proto_top #(
  parameter int unsigned ClkHz         = 25_000_000,
  parameter int unsigned Baud          = 1_000_000,
  parameter int unsigned TimeoutCycles = ClkHz / 10,
  parameter int unsigned FxFracBits    = 8,
  parameter int unsigned Compact       = 1   // the pipeline's configuration (1: the FPGA one)
) (
  input  logic       clk_25mhz,
  input  logic       ftdi_txd,   // host -> FPGA
  output logic       ftdi_rxd,   // FPGA -> host
  output logic [7:0] led
);

  localparam int unsigned Lanes    = 4;
  localparam int unsigned TagWidth = 16;
  localparam int unsigned AccW     = 1 + 32 + 2 * FxFracBits;
  localparam int unsigned InBits   = TagWidth + 64 + 64 + 32 + 1 + Lanes + Lanes * 3 * 128 +
                                     Lanes * 32 + Lanes * 256 + Lanes * 4 * AccW + Lanes * 4;
  localparam int unsigned OutBits  = TagWidth + 1 + 1 + 1 + 8 + 3 + 8 + 1 + 8 + 4 + 1 + 1 + 1 +
                                     32 + Lanes * 4 + Lanes * 128 + Lanes + Lanes + Lanes * 4 +
                                     Lanes * 4 * AccW + Lanes * 16 + Lanes * 4 + Lanes * 4 +
                                     Lanes * 128 + Lanes + Lanes + Lanes * 128 + Lanes * 32 +
                                     Lanes * 3 * 9;
  // version, isa, lanes, config (F of the fixed-point unit), compact, reserved
  localparam logic [47:0] IdentWord = {8'd0, 8'(Compact), 8'(FxFracBits), 8'(Lanes),
                                       proto_pkg::IsaAttila, proto_pkg::ProtocolVersion};

  logic rst_n;
  proto_por u_por (.clk_i(clk_25mhz), .rst_no(rst_n));

  logic               in_valid, in_ready, out_valid, out_ready;
  logic [InBits-1:0]  in_bits;
  logic [OutBits-1:0] out_bits;
  logic               rx_busy, tx_busy, error_seen;
  logic [3:0]         results;

  proto_link #(
    .ClkHz(ClkHz), .Baud(Baud), .TimeoutCycles(TimeoutCycles),
    .InBits(InBits), .OutBits(OutBits), .IdentWord(IdentWord)
  ) u_link (
    .clk_i(clk_25mhz), .rst_ni(rst_n), .uart_rx_i(ftdi_txd), .uart_tx_o(ftdi_rxd),
    .in_valid_o(in_valid), .in_ready_i(in_ready), .in_bits_o(in_bits),
    .out_valid_i(out_valid), .out_ready_o(out_ready), .out_bits_i(out_bits),
    .rx_busy_o(rx_busy), .tx_busy_o(tx_busy), .error_seen_o(error_seen), .results_o(results));

  // ---- Input port image ---------------------------------------------------------------------
  logic [TagWidth-1:0]     tag_i;
  logic [63:0]             qword0_i, qword1_i;
  logic [31:0]             pc_i;
  logic                    micro_triangle_i;
  logic [Lanes-1:0]        active_i;
  logic [Lanes*3*128-1:0]  src_i;
  logic [Lanes*32-1:0]     pred_i;
  logic [Lanes*256-1:0]    addr_i;
  logic [Lanes*4*AccW-1:0] acc_i;
  logic [Lanes*4-1:0]      sample_i;

  assign {sample_i, acc_i, addr_i, pred_i, src_i, active_i, micro_triangle_i, pc_i, qword1_i,
          qword0_i, tag_i} = in_bits;

  // ---- Output port image --------------------------------------------------------------------
  logic [TagWidth-1:0]     tag_o;
  logic                    illegal_o, end_o, wait_o;
  logic [7:0]              opcode_o;
  logic [2:0]              res_bank_o;
  logic [7:0]              res_reg_o;
  logic                    tex_valid_o;
  logic [7:0]              tex_unit_o;
  logic [3:0]              tex_mask_o;
  logic                    tex_sat_o, jmp_valid_o, jmp_taken_o;
  logic [31:0]             jmp_target_o;
  logic [Lanes*4-1:0]      res_we_o;
  logic [Lanes*128-1:0]    res_o;
  logic [Lanes-1:0]        pred_we_o, pred_val_o;
  logic [Lanes*4-1:0]      acc_we_o;
  logic [Lanes*4*AccW-1:0] acc_o;
  logic [Lanes*16-1:0]     kill_o;
  logic [Lanes*4-1:0]      zexp_en_o, zexp_base_o;
  logic [Lanes*128-1:0]    zexp_o;
  logic [Lanes-1:0]        chs_o, tex_en_o;
  logic [Lanes*128-1:0]    tex_coord_o;
  logic [Lanes*32-1:0]     tex_param_o;
  logic [Lanes*3*9-1:0]    const_index_o;

  assign out_bits = {const_index_o, tex_param_o, tex_coord_o, tex_en_o, chs_o, zexp_o,
                     zexp_base_o, zexp_en_o, kill_o, acc_o, acc_we_o, pred_val_o, pred_we_o,
                     res_o, res_we_o, jmp_target_o, jmp_taken_o, jmp_valid_o, tex_sat_o,
                     tex_mask_o, tex_unit_o, tex_valid_o, res_reg_o, res_bank_o, opcode_o,
                     wait_o, end_o, illegal_o, tag_o};

  attila_pipeline #(
    .Lanes(Lanes), .FxFracBits(FxFracBits), .TagWidth(TagWidth), .Compact(Compact)
  ) u_pipeline (
    .clk_i(clk_25mhz), .rst_ni(rst_n),
    .in_valid_i(in_valid), .in_ready_o(in_ready),
    .tag_i, .qword0_i, .qword1_i, .pc_i, .micro_triangle_i, .active_i, .src_i, .pred_i,
    .addr_i, .acc_i, .sample_i,
    .out_valid_o(out_valid), .out_ready_i(out_ready),
    .tag_o, .illegal_o, .end_o, .wait_o, .opcode_o, .res_bank_o, .res_reg_o, .tex_valid_o,
    .tex_unit_o, .tex_mask_o, .tex_sat_o, .jmp_valid_o, .jmp_taken_o, .jmp_target_o, .res_we_o,
    .res_o, .pred_we_o, .pred_val_o, .acc_we_o, .acc_o, .kill_o, .zexp_en_o, .zexp_base_o,
    .zexp_o, .chs_o, .tex_en_o, .tex_coord_o, .tex_param_o, .const_index_o);

  // LEDs: 0 heartbeat (about 1.5 Hz at 25 MHz), 1 receiving/request waiting, 2 sending,
  // 3 an error frame was sent, 7..4 RESULT frames sent modulo 16.
  logic [23:0] heartbeat_q;
  always_ff @(posedge clk_25mhz or negedge rst_n) begin
    if (!rst_n) heartbeat_q <= '0;
    else        heartbeat_q <= heartbeat_q + 1'b1;
  end
  assign led = {results, error_seen, tx_busy, rx_busy, heartbeat_q[23]};

endmodule
