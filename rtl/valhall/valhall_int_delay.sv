// A delay line of NumPipeRegs registers, register k loaded by reg_en_i[k] (pipe_ctrl's enables):
// carries values computed in stage 0 of the execution pipeline to its output, in step with the
// pipelined lane units (NumPipeRegs = 0: a wire). One packed vector per stage (an unpacked
// array would become a Yosys memory).
module valhall_int_delay #(
  parameter int unsigned Width       = 1,
  parameter int unsigned NumPipeRegs = 3
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  logic [Width-1:0]     d_i,
  output logic [Width-1:0]     q_o
);
  logic unused_en0;
  assign unused_en0 = reg_en_i[0];

  if (NumPipeRegs == 0) begin : g_wire
    assign q_o = d_i;
    logic unused_clk;
    assign unused_clk = clk_i;
  end else begin : g_regs
    for (genvar k = 1; k <= NumPipeRegs; k++) begin : g_stage
      logic [Width-1:0] stage_d, stage_q;
      if (k == 1) begin : g_first
        assign stage_d = d_i;
      end else begin : g_next
        assign stage_d = g_stage[k-1].stage_q;
      end
      // No reset: the valid bits of pipe_ctrl guard the data.
      always_ff @(posedge clk_i) begin
        if (reg_en_i[k]) stage_q <= stage_d;
      end
    end
    assign q_o = g_stage[NumPipeRegs].stage_q;
  end
endmodule
