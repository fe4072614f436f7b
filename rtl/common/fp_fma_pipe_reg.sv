// One optional pipeline register of fp_fma. With Enable set it is a plain register that loads
// when en_i is high; otherwise it is a wire. This lets fp_fma describe every possible cut point
// once and switch them on per pipeline depth. Datapath registers need no reset: the valid bits
// of pipe_ctrl guard them.
module fp_fma_pipe_reg #(
  parameter int unsigned Width  = 1,
  parameter int unsigned Enable = 1
) (
  input  logic             clk_i,
  input  logic             en_i,
  input  logic [Width-1:0] d_i,
  output logic [Width-1:0] q_o
);

  if (Enable != 0) begin : gen_reg
    always_ff @(posedge clk_i) begin
      if (en_i) begin
        q_o <= d_i;
      end
    end
  end else begin : gen_wire
    assign q_o = d_i;
    // A disabled cut has no register, so the clock and its load enable are not needed.
    logic unused_clk_en;
    assign unused_clk_en = clk_i ^ en_i;
  end

endmodule
