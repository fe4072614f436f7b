// One optional pipeline cut of the R500 pipeline (rtl/r500/README.md "Pipeline"): with Present,
// a register of Width bits loading on reg_en_i[Index] (the enable pipe_ctrl gives cut Index);
// without, a wire. Data registers need no reset: pipe_ctrl's valid bits guard them.
module r500_cut #(
  parameter int unsigned Width       = 1,
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned Present     = 1,
  parameter int unsigned Index       = 1
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  logic [Width-1:0]     d_i,
  output logic [Width-1:0]     q_o
);

  if (Present != 0) begin : gen_reg
    logic [1:0] en;
    assign en = {reg_en_i[Index], 1'b0};
    pipe_delay #(.Width(Width), .Stages(1)) u_reg (
      .clk_i,
      .reg_en_i (en),
      .d_i,
      .q_o
    );
    logic unused_en;
    assign unused_en = ^reg_en_i;
  end else begin : gen_wire
    assign q_o = d_i;
    logic unused_clk_en;
    assign unused_clk_en = clk_i ^ (^reg_en_i);
  end

endmodule
