// Valid/ready control of a linear pipeline with Depth register stages, shared by every unit
// that sits in it. Units place their own datapath registers at their cut points and load them
// with reg_en_o[k] (k = 1..Depth: register k loads this cycle). Any empty stage accepts new
// work even while the output is stalled (bubbles collapse), so throughput is one operation per
// cycle when out_ready_i is high; nothing is dropped or duplicated under back-pressure.
// side_i/side_o carry the tag and anything else that must travel in lock-step with the data.
// out_valid_o comes from registers only and never depends on out_ready_i.
//
// Per-stage hold, for multi-cycle units (the compact configurations' iterative dividers and
// special-function units): while hold_i[k] is high, stage k keeps its operation (it does not
// move on; stage k+1 gets a bubble), and the stages behind it fill up and stall as they would
// behind a stalled output. hold_i[0] holds the input: the offered operation is not accepted
// (in_ready_o low) while a unit still works on its stage-0 values, which the producer keeps
// stable until acceptance. A unit derives hold_i[k] from its own state and stage_valid_o[k]
// (stage k holds an operation). With hold_i = 0 the control is exactly the plain pipeline
// above; with hold_i[Depth] = 0, out_valid_o is a register output.
module pipe_ctrl #(
  parameter int unsigned Depth     = 3,
  parameter int unsigned SideWidth = 1
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 in_valid_i,
  output logic                 in_ready_o,
  input  logic [SideWidth-1:0] side_i,
  output logic                 out_valid_o,
  input  logic                 out_ready_i,
  output logic [SideWidth-1:0] side_o,
  // reg_en_o[0] is the input handshake (in_valid_i & in_ready_o), for symmetry only.
  output logic [Depth:0]       reg_en_o,
  input  logic [Depth:0]       hold_i,
  // stage_valid_o[k]: register stage k holds an operation (stage_valid_o[0] = in_valid_i).
  output logic [Depth:0]       stage_valid_o
);

  if (Depth == 0) begin : gen_comb
    assign out_valid_o   = in_valid_i & ~hold_i[0];
    assign in_ready_o    = out_ready_i & ~hold_i[0];
    assign side_o        = side_i;
    assign reg_en_o      = in_valid_i & out_ready_i & ~hold_i[0];
    assign stage_valid_o = in_valid_i;
    // Depth 0 has no registers: the clock and reset are unused by design.
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end else begin : gen_pipe
    // valid[k] is the valid bit of stage k's register (valid[0] is the input); go[k]: stage k's
    // operation may move on (valid and not held).
    logic [Depth:0]   valid, go;
    // ready[k]: stage k can take new data this cycle (ready[Depth+1] is the consumer).
    logic [Depth+1:1] ready;

    assign valid[0] = in_valid_i;
    assign go[0]    = in_valid_i & ~hold_i[0];
    for (genvar k = 1; k <= Depth; k++) begin : gen_go
      assign go[k] = valid[k] & ~hold_i[k];
    end
    // One always_comb for the whole ready chain: per-bit assigns of one vector look circular
    // to Verilator (UNOPTFLAT). A held stage is not ready: its operation stays.
    always_comb begin
      ready[Depth+1] = out_ready_i;
      for (int k = Depth; k >= 1; k--) begin
        ready[k] = ~valid[k] | (ready[k+1] & ~hold_i[k]);
      end
    end

    for (genvar k = 1; k <= Depth; k++) begin : gen_stage
      logic valid_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          valid_q <= 1'b0;
        end else if (ready[k]) begin
          valid_q <= go[k-1];
        end
      end
      assign valid[k] = valid_q;
      // A stage loads when the stage before has an operation that moves on, and it is empty or
      // its content moves on this cycle.
      assign reg_en_o[k] = go[k-1] & ready[k];
    end

    assign reg_en_o[0]   = go[0] & ready[1];
    assign in_ready_o    = ready[1] & ~hold_i[0];
    assign out_valid_o   = go[Depth];
    assign stage_valid_o = valid;

    // Side data: a plain delay line on the same enables as the units' registers (register k
    // loads on reg_en_o[k]); no reset, stage k's valid bit guards register k.
    pipe_delay #(.Width(SideWidth), .Stages(Depth)) u_side (
      .clk_i,
      .reg_en_i (reg_en_o),
      .d_i      (side_i),
      .q_o      (side_o)
    );
  end

endmodule
