// A delay line of NumPipeRegs registers, register k loaded by reg_en_i[k]: carries the control
// and the results computed in stage 0 beside the pipelined shared units, so that every value
// reaches the output in the same cycle as the units' results (NumPipeRegs = 0: a wire).
// The stages are one packed vector (an unpacked array would become a Yosys memory).
module valhall_fp_delay #(
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
    // stage k (register k+1) at [k*Width +: Width]
    logic [NumPipeRegs*Width-1:0] stages_q;
    for (genvar k = 0; k < NumPipeRegs; k++) begin : g_stage
      logic [Width-1:0] stage_in;
      if (k == 0) begin : g_first
        assign stage_in = d_i;
      end else begin : g_next
        assign stage_in = stages_q[(k-1)*Width +: Width];
      end
      always_ff @(posedge clk_i) begin
        if (reg_en_i[k+1]) stages_q[k*Width +: Width] <= stage_in;
      end
    end
    assign q_o = stages_q[(NumPipeRegs-1)*Width +: Width];
  end
endmodule
