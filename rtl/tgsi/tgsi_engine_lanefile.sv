// TGSI execution engine: a per-lane register file (INPUT, OUTPUT, TEMPORARY or ADDRESS;
// docs/tgsi.md 5.1, 11.8): Regs registers of four components, each component one 32-bit word
// per lane.
//   - clear_i: every word reads 0 (the start of a run, G6); has priority over the writes.
//   - quad write: a whole register (all components and lanes) at once (loading INPUT).
//   - component write: component wr_comp_i of register wr_index_i, the lanes of wr_en_i.
//   - per-lane read: lane l reads component rd_comp_i of register rd_index_i[l] (indirect
//     addressing gives every lane its own index; the caller checks the range).
//   - debug read: a whole register, word (c * Lanes + l) = component c of lane l.
// Compact = 0: register-based storage, reads combinational (rd_en_i, dbg_en_i unused).
// Compact = 1: 4 x Lanes banks (component c, lane l) of Regs words, each one tgsi_engine_ram
//   (block RAM; flip-flops when Regs < 8), and one read per cycle for every bank: with rd_en_i,
//   bank (c, l) reads register rd_index_i[l] (all four components of each lane's register);
//   else, with dbg_en_i, register dbg_index_i. The words read stay on the outputs until the next
//   enabled read: rd_data_o is component rd_comp_i (combinational select) of them, dbg_data_o all
//   of them; both are 0 for a word not written since the last clear (valid bits in flip-flops,
//   read with the words).
//   ClearSweep = 1 (compact, block RAM banks): no valid bits; clear_i, and the reset, start a
//   sweep that writes zeros to one row of every bank per cycle, Regs cycles, while busy_o is
//   high; the caller neither writes nor reads the file then (the engine waits before its first
//   fetch). The valid bits of 16 banks cost about 4,000 LUT4 per file on the ECP5 (2026-11-28).
module tgsi_engine_lanefile #(
  parameter int unsigned Regs       = 32,
  parameter int unsigned Lanes      = 4,
  parameter int unsigned Compact    = 0,
  parameter bit          ClearSweep = 1'b0,
  localparam int unsigned IdxBits = (Regs > 1) ? $clog2(Regs) : 1
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       clear_i,
  input  logic                       quad_we_i,
  input  logic [IdxBits-1:0]         quad_index_i,
  input  logic [4*Lanes*32-1:0]      quad_data_i,
  input  logic [Lanes-1:0]           wr_en_i,
  input  logic [IdxBits-1:0]         wr_index_i,
  input  logic [1:0]                 wr_comp_i,
  input  logic [Lanes*32-1:0]        wr_data_i,
  input  logic [Lanes*IdxBits-1:0]   rd_index_i,
  input  logic [1:0]                 rd_comp_i,
  output logic [Lanes*32-1:0]        rd_data_o,
  input  logic                       rd_en_i,
  input  logic                       dbg_en_i,
  input  logic [IdxBits-1:0]         dbg_index_i,
  output logic [4*Lanes*32-1:0]      dbg_data_o,
  output logic                       busy_o        // ClearSweep: clearing
);
  localparam int unsigned Words = Regs * 4 * Lanes;
  localparam int unsigned WBits = $clog2(Words);
  localparam int unsigned Banks = 4 * Lanes;      // component c, lane l: bank c * Lanes + l
  localparam int unsigned Rows  = 1 << IdxBits;

  // A word reads as 0 until written after the last clear, so clear takes one cycle. The valid
  // bits are one vector per bank (component c, lane l: bank c * Lanes + l), indexed by register:
  // the same bits as a flat vector at (index * 4 + comp) * Lanes + l, but there every write and
  // read had a computed position into Regs * 4 * Lanes bits, which Yosys builds as shifters that
  // wide (about 8k LUT4 per file on the ECP5). vld_rd / vld_dbg: bank b's bit of the register its
  // lane reads (rd_index_i) / of dbg_index_i.
  localparam bit Sweep = (Compact != 0) && ClearSweep && (Regs >= 8);
  logic [Banks-1:0] vld_rd, vld_dbg;

  if (Sweep) begin : g_no_vld
    assign vld_rd  = '1;
    assign vld_dbg = '1;
  end else begin : g_vld
    for (genvar c = 0; c < 4; c++) begin : g_vld_comp
      for (genvar l = 0; l < Lanes; l++) begin : g_vld_lane
        logic [Rows-1:0] vld_q;  // rows past Regs: never written (the caller checks ranges)
        always_ff @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            vld_q <= '0;
          end else if (clear_i) begin
            vld_q <= '0;
          end else begin
            if (quad_we_i) vld_q[quad_index_i] <= 1'b1;
            if (wr_en_i[l] && wr_comp_i == 2'(c)) vld_q[wr_index_i] <= 1'b1;
          end
        end
        assign vld_rd[c*Lanes+l]  = vld_q[rd_index_i[l*IdxBits +: IdxBits]];
        assign vld_dbg[c*Lanes+l] = vld_q[dbg_index_i];
      end
    end
  end

  if (Compact == 0) begin : g_regs
    logic [31:0] mem_q [Words];

    always_ff @(posedge clk_i) begin
      if (quad_we_i) begin
        for (int unsigned w = 0; w < 4 * Lanes; w++)
          mem_q[32'(quad_index_i) * 4 * Lanes + w] <= quad_data_i[w*32 +: 32];
      end
      for (int unsigned l = 0; l < Lanes; l++) begin
        if (wr_en_i[l])
          mem_q[(32'(wr_index_i) * 4 + 32'(wr_comp_i)) * Lanes + l] <= wr_data_i[l*32 +: 32];
      end
    end

    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
      begin
        logic [WBits-1:0] w;
        w = WBits'((32'(rd_index_i[l*IdxBits +: IdxBits]) * 4 + 32'(rd_comp_i)) * Lanes + l);
        rd_data_o[l*32 +: 32] = vld_rd[32'(rd_comp_i)*Lanes + l] ? mem_q[w] : 32'h0;
      end
      for (int unsigned w = 0; w < 4 * Lanes; w++) begin
        logic [WBits-1:0] x;
        x = WBits'(32'(dbg_index_i) * 4 * Lanes + w);
        dbg_data_o[w*32 +: 32] = vld_dbg[w] ? mem_q[x] : 32'h0;
      end
    end

    logic unused_en;
    assign unused_en = ^{rd_en_i, dbg_en_i};
    assign busy_o = 1'b0;
  end else begin : g_banks
    logic                re;
    logic [IdxBits-1:0]  raddr [Lanes];
    logic [31:0]         q     [4*Lanes];  // word c*Lanes+l, as read
    logic [4*Lanes-1:0]  vq_q;             // its valid bit, as read

    // The clearing sweep (Sweep): row swp_row_q of every bank gets zeros while swp_q.
    logic               swp_q;
    logic [IdxBits-1:0] swp_row_q;
    if (Sweep) begin : g_sweep
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          swp_q     <= 1'b1;
          swp_row_q <= '0;
        end else if (clear_i) begin
          swp_q     <= 1'b1;
          swp_row_q <= '0;
        end else if (swp_q) begin
          if (32'(swp_row_q) == Regs - 1) swp_q <= 1'b0;
          swp_row_q <= swp_row_q + 1'b1;
        end
      end
    end else begin : g_no_sweep
      assign swp_q     = 1'b0;
      assign swp_row_q = '0;
    end
    assign busy_o = swp_q;

    assign re = rd_en_i || dbg_en_i;
    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
        raddr[l] = rd_en_i ? rd_index_i[l*IdxBits +: IdxBits] : dbg_index_i;
    end

    for (genvar c = 0; c < 4; c++) begin : g_comp
      for (genvar l = 0; l < Lanes; l++) begin : g_lane
        logic              we;
        logic [IdxBits-1:0] waddr;
        logic [31:0]       wdata;
        assign we    = swp_q || quad_we_i || (wr_en_i[l] && wr_comp_i == 2'(c));
        assign waddr = swp_q ? swp_row_q : (quad_we_i ? quad_index_i : wr_index_i);
        assign wdata = swp_q ? 32'h0 :
                       (quad_we_i ? quad_data_i[(c*Lanes+l)*32 +: 32] : wr_data_i[l*32 +: 32]);
        tgsi_engine_ram #(.Width(32), .Depth(Regs), .Block(Regs >= 8)) u_bank (
          .clk_i,
          .we_i    (we),
          .waddr_i (waddr),
          .wdata_i (wdata),
          .re_i    (re),
          .raddr_i (raddr[l]),
          .rdata_o (q[c*Lanes+l])
        );
      end
    end

    if (Sweep) begin : g_vq_none
      assign vq_q = '1;
      logic unused_vld;
      assign unused_vld = ^{vld_rd, vld_dbg};
    end else begin : g_vq
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          vq_q <= '0;
        end else if (re) begin
          vq_q <= rd_en_i ? vld_rd : vld_dbg;  // the bits of raddr
        end
      end
    end

    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
        rd_data_o[l*32 +: 32] = vq_q[32'(rd_comp_i)*Lanes + l] ? q[32'(rd_comp_i)*Lanes + l]
                                                                : 32'h0;
      for (int unsigned w = 0; w < 4 * Lanes; w++)
        dbg_data_o[w*32 +: 32] = vq_q[w] ? q[w] : 32'h0;
    end
  end

endmodule
