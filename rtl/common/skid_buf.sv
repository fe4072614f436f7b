// Skid buffer: a valid/ready stage whose in_ready_o is a register, so the consumer's ready does
// not reach back combinationally into the producer (in a pipeline, through pipe_ctrl's ready
// chain into every stage's enable: a long path on an FPGA). No latency is added: while the
// skid register is empty the input passes straight through; an item offered while the consumer
// is not ready is taken into the skid register and presented from there, and the input is not
// ready again until it has left. Throughput stays one item per cycle while out_ready_i is high.
// out_valid_o depends on in_valid_i and the skid register only, never on out_ready_i, and an
// item held under back-pressure stays unchanged.
module skid_buf #(
  parameter int unsigned Width = 1
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             in_valid_i,
  output logic             in_ready_o,
  input  logic [Width-1:0] in_data_i,
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [Width-1:0] out_data_o
);

  logic             skid_valid_q;
  logic [Width-1:0] skid_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      skid_valid_q <= 1'b0;
    end else if (out_ready_i) begin
      skid_valid_q <= 1'b0;
    end else if (in_valid_i) begin
      skid_valid_q <= 1'b1;  // held by the consumer: the item (new or skidded) stays here
    end
  end

  // Data needs no reset (skid_valid_q guards it); it loads whenever it is empty.
  always_ff @(posedge clk_i) begin
    if (!skid_valid_q) skid_q <= in_data_i;
  end

  assign in_ready_o  = ~skid_valid_q;
  assign out_valid_o = in_valid_i | skid_valid_q;
  assign out_data_o  = skid_valid_q ? skid_q : in_data_i;

endmodule
