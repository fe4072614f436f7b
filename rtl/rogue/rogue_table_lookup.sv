// Entry idx_i of a constant table of N entries of W bits, stored flat as rogue_pkg writes its
// tables (entry i in Entries[i*W +: W]). Read as W bit-planes of N bits, each indexed by idx_i:
// the same logic as Entries[idx_i*W +: W], in the form Yosys maps quickly (a multiply-and-shift
// index into a long flat vector is slow to synthesize).
module rogue_table_lookup #(
  parameter int unsigned    W       = 1,
  parameter int unsigned    N       = 256,
  parameter logic [N*W-1:0] Entries = '0
) (
  input  logic [$clog2(N)-1:0] idx_i,
  output logic [W-1:0]         val_o
);

  for (genvar j = 0; j < W; j++) begin : gen_plane
    logic [N-1:0] plane;  // bit j of every entry
    for (genvar i = 0; i < N; i++) begin : gen_entry
      assign plane[i] = Entries[i*W + j];
    end
    assign val_o[j] = plane[idx_i];
  end

endmodule
