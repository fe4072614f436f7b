// ULX3S prototype of the Valhall execution pipeline: the pipeline behind the UART host link
// (proto_link; protocol and port packing in rtl/proto/README.md). Pins: synth/proto/ulx3s.lpf.
//
// Frame vectors: the pipeline's ports in their declaration order, the first at bit 0
// (input: in_tag_i, instr_i, ..., staging_i; output: out_tag_o, illegal_o, ..., msg_data_o).
// harness/link/valhall_ports.h lists the same fields for the host.
module valhall_proto_top #(
  parameter int unsigned ClkHz         = 25_000_000,
  parameter int unsigned Baud          = 1_000_000,
  parameter int unsigned TimeoutCycles = ClkHz / 10,
  parameter int unsigned Compact       = 1,  // the pipeline's configuration (1: the FPGA one)
  parameter int unsigned NumPipeRegs   = (Compact != 0) ? 7 : 3  // valhall_pipeline's default
) (
  input  logic       clk_25mhz,
  input  logic       ftdi_txd,   // host -> FPGA
  output logic       ftdi_rxd,   // FPGA -> host
  output logic [7:0] led
);

  localparam int unsigned Lanes      = 4;
  localparam int unsigned TagWidth   = 16;
  localparam int unsigned MaxSrcs    = valhall_pkg::MAX_SRCS;
  localparam int unsigned MaxStaging = valhall_pkg::MAX_STAGING;
  localparam int unsigned NumMods    = valhall_pkg::NUM_MODS;
  localparam int unsigned NumImms    = valhall_pkg::NUM_IMMS;
  localparam int unsigned InsBits    = valhall_pkg::INS_BITS;
  localparam int unsigned InBits     = TagWidth + 64 + 64 + 2 + Lanes + Lanes * MaxSrcs * 64 +
                                       Lanes * 64 + Lanes * 8 * 32;
  localparam int unsigned OutBits    = TagWidth + 1 + InsBits + 4 + 6 + Lanes * 2 + Lanes * 64 +
                                       Lanes + Lanes * 64 + Lanes + 1 + 3 + MaxStaging * 6 +
                                       MaxStaging * 4 + MaxStaging * 2 + MaxStaging +
                                       MaxStaging + NumMods * 4 + NumImms * 32 + MaxSrcs * 4 +
                                       Lanes + Lanes * MaxSrcs * 64 + Lanes * 8 * 32;
  // version, isa, lanes, config (pipeline registers), compact, reserved
  localparam logic [47:0] IdentWord = {8'd0, 8'(Compact), 8'(NumPipeRegs), 8'(Lanes),
                                       proto_pkg::IsaValhall, proto_pkg::ProtocolVersion};

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
  logic [TagWidth-1:0]          in_tag_i;
  logic [63:0]                  instr_i, pc_i;
  logic [1:0]                   ftz_i;
  logic [Lanes-1:0]             active_i;
  logic [Lanes*MaxSrcs*64-1:0]  src_i;
  logic [Lanes*64-1:0]          dest_old_i;
  logic [Lanes*8*32-1:0]        staging_i;

  assign {staging_i, dest_old_i, src_i, active_i, ftz_i, pc_i, instr_i, in_tag_i} = in_bits;

  // ---- Output port image --------------------------------------------------------------------
  logic [TagWidth-1:0]          out_tag_o;
  logic                         illegal_o;
  logic [InsBits-1:0]           ins_o;
  logic [3:0]                   flow_o;
  logic [5:0]                   dest_reg_o;
  logic [Lanes*2-1:0]           we_o;
  logic [Lanes*64-1:0]          value_o;
  logic [Lanes-1:0]             branch_taken_o;
  logic [Lanes*64-1:0]          branch_target_o;
  logic [Lanes-1:0]             discard_o;
  logic                         msg_valid_o;
  logic [2:0]                   msg_unit_o;
  logic [MaxStaging*6-1:0]      msg_sr_reg_o;
  logic [MaxStaging*4-1:0]      msg_sr_count_o;
  logic [MaxStaging*2-1:0]      msg_sr_flags_o;
  logic [MaxStaging-1:0]        msg_sr_read_o, msg_sr_write_o;
  logic [NumMods*4-1:0]         msg_mod_o;
  logic [NumImms*32-1:0]        msg_imm_o;
  logic [MaxSrcs*4-1:0]         msg_src_sel_o;
  logic [Lanes-1:0]             msg_en_o;
  logic [Lanes*MaxSrcs*64-1:0]  msg_src_o;
  logic [Lanes*8*32-1:0]        msg_data_o;

  assign out_bits = {msg_data_o, msg_src_o, msg_en_o, msg_src_sel_o, msg_imm_o, msg_mod_o,
                     msg_sr_write_o, msg_sr_read_o, msg_sr_flags_o, msg_sr_count_o,
                     msg_sr_reg_o, msg_unit_o, msg_valid_o, discard_o, branch_target_o,
                     branch_taken_o, value_o, we_o, dest_reg_o, flow_o, ins_o, illegal_o,
                     out_tag_o};

  valhall_pipeline #(
    .Lanes(Lanes), .NumPipeRegs(NumPipeRegs), .TagWidth(TagWidth), .Compact(Compact)
  ) u_pipeline (
    .clk_i(clk_25mhz), .rst_ni(rst_n),
    .in_valid_i(in_valid), .in_ready_o(in_ready),
    .in_tag_i, .instr_i, .pc_i, .ftz_i, .active_i, .src_i, .dest_old_i, .staging_i,
    .out_valid_o(out_valid), .out_ready_i(out_ready),
    .out_tag_o, .illegal_o, .ins_o, .flow_o, .dest_reg_o, .we_o, .value_o, .branch_taken_o,
    .branch_target_o, .discard_o, .msg_valid_o, .msg_unit_o, .msg_sr_reg_o, .msg_sr_count_o,
    .msg_sr_flags_o, .msg_sr_read_o, .msg_sr_write_o, .msg_mod_o, .msg_imm_o, .msg_src_sel_o,
    .msg_en_o, .msg_src_o, .msg_data_o);

  // LEDs: 0 heartbeat (about 1.5 Hz at 25 MHz), 1 receiving/request waiting, 2 sending,
  // 3 an error frame was sent, 7..4 RESULT frames sent modulo 16.
  logic [23:0] heartbeat_q;
  always_ff @(posedge clk_25mhz or negedge rst_n) begin
    if (!rst_n) heartbeat_q <= '0;
    else        heartbeat_q <= heartbeat_q + 1'b1;
  end
  assign led = {results, error_seen, tx_busy, rx_busy, heartbeat_q[23]};

endmodule
