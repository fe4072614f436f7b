// One optional pipeline register of an unrolled digit recurrence (fp_div, fp_sqrt): the one
// after stage 0 (After = 0) or the one after recurrence step After-1 (After = 1..Steps).
// Cut rule: register 1 follows stage 0 (NumPipeRegs >= 1); registers 2..N split the Steps steps
// into N = NumPipeRegs groups of nearly equal size, register j+1 following step
// floor(j Steps / N) - 1 for j = 1..N-1. Where no register exists this is a wire.
module fp_recur_cut #(
  parameter int unsigned Width       = 1,
  parameter int unsigned NumPipeRegs = 4,
  parameter int unsigned Steps       = 27,
  parameter int unsigned After       = 0
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,   // [k] loads pipeline register k (k>=1)
  input  logic [Width-1:0]     d_i,
  output logic [Width-1:0]     q_o
);

  localparam int unsigned Groups = (NumPipeRegs > 1) ? NumPipeRegs : 1;

  // Register index after `after` (0 when no register follows it).
  function automatic int unsigned cut_idx(input int unsigned after);
    cut_idx = 0;
    if (after == 0) begin
      cut_idx = (NumPipeRegs >= 1) ? 1 : 0;
    end else begin
      for (int unsigned j = 1; j < Groups; j++) begin
        if ((j * Steps) / Groups == after) cut_idx = j + 1;
      end
    end
  endfunction

  localparam int unsigned CutIdx = cut_idx(After);
  localparam int unsigned NumRegs = (CutIdx != 0) ? 1 : 0;

  // The register (bit 1 of the slice) loads on reg_en_i[CutIdx]; with no register the slice is
  // reg_en_i[0] and the pipe_delay is a wire.
  pipe_delay #(.Width(Width), .Stages(NumRegs)) u_reg (
    .clk_i,
    .reg_en_i (reg_en_i[CutIdx -: NumRegs + 1]),
    .d_i,
    .q_o
  );

  // Only reg_en_i[CutIdx] is used here.
  logic unused_en;
  assign unused_en = ^reg_en_i;

endmodule
