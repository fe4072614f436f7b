// Time-sharing of a pipeline's physical lanes over a group of logical lanes (the compact
// pipeline configurations): Lanes = Units * Passes logical lanes run on Units lane units in
// Passes passes, pass p serving lanes p*Units .. p*Units+Units-1.
//
// Issue side: an instruction offered on in_valid_i is handed to the inner pipeline (pipe_ctrl)
// Passes times; pass_o numbers the pass that enters now, and the instruction is accepted from
// the producer (in_ready_o) with the last pass. The producer keeps offering the same
// instruction until it is accepted (the valid/ready rule), so each pass reads the same inputs;
// an offer withdrawn between passes resumes at the next pass.
// Output side: the inner pipeline is in order, so the passes of one instruction leave it one
// after the other. Passes 0..Passes-2 are stored as they arrive (always accepted: the slots were
// emptied when the previous instruction's last pass was presented) and the last pass is
// presented together with them as one record: out_valid_o is the inner pipeline's registered
// valid of the last pass, never dependent on out_ready_i.
module lane_pass_ctrl #(
  parameter int unsigned Passes   = 4,
  parameter int unsigned PassW    = 1,  // bits of one pass's lane outputs (all units)
  parameter int unsigned PassIdxW = (Passes > 1) ? $clog2(Passes) : 1
) (
  input  logic                     clk_i,
  input  logic                     rst_ni,
  // Producer
  input  logic                     in_valid_i,
  output logic                     in_ready_o,
  // Inner pipeline, input side
  output logic                     inner_valid_o,
  input  logic                     inner_ready_i,
  output logic [PassIdxW-1:0]      pass_o,
  // Inner pipeline, output side: the leaving item's pass (carried in its side channel) and
  // its lane outputs
  input  logic                     inner_out_valid_i,
  output logic                     inner_out_ready_o,
  input  logic [PassIdxW-1:0]      inner_out_pass_i,
  input  logic [PassW-1:0]         inner_out_i,
  // Consumer: pass p's outputs at [p*PassW +: PassW]
  output logic                     out_valid_o,
  input  logic                     out_ready_i,
  output logic [Passes*PassW-1:0]  out_o
);

  if (Passes == 1) begin : gen_direct
    assign inner_valid_o     = in_valid_i;
    assign in_ready_o        = inner_ready_i;
    assign pass_o            = '0;
    assign out_valid_o       = inner_out_valid_i;
    assign inner_out_ready_o = out_ready_i;
    assign out_o             = inner_out_i;
    // One pass: no state, and the pass index is always 0.
    logic unused_single;
    assign unused_single = ^{clk_i, rst_ni, inner_out_pass_i};
  end else begin : gen_passes
    localparam logic [PassIdxW-1:0] LastPass = PassIdxW'(Passes - 1);

    logic [PassIdxW-1:0] pass_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        pass_q <= '0;
      end else if (in_valid_i && inner_ready_i) begin
        pass_q <= (pass_q == LastPass) ? '0 : pass_q + PassIdxW'(1);
      end
    end
    assign inner_valid_o = in_valid_i;
    assign in_ready_o    = inner_ready_i & (pass_q == LastPass);
    assign pass_o        = pass_q;

    logic out_last;
    assign out_last          = inner_out_pass_i == LastPass;
    assign out_valid_o       = inner_out_valid_i & out_last;
    assign inner_out_ready_o = ~out_last | out_ready_i;

    // Slots of passes 0..Passes-2: data registers, no reset (out_valid_o guards them).
    for (genvar p = 0; p < Passes - 1; p++) begin : gen_slot
      logic [PassW-1:0] slot_q;
      always_ff @(posedge clk_i) begin
        if (inner_out_valid_i && inner_out_pass_i == PassIdxW'(p)) begin
          slot_q <= inner_out_i;
        end
      end
      assign out_o[p*PassW +: PassW] = slot_q;
    end
    assign out_o[(Passes-1)*PassW +: PassW] = inner_out_i;
  end

endmodule
