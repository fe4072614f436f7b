// Leading-zero count of a wide vector as a two-level tree of fp_lzc instances: 8-bit segments
// are counted in parallel, a second fp_lzc finds the first non-empty segment, and its count is
// appended. One flat priority scan over a wide vector synthesizes (Yosys) into a chain as long
// as the vector; the tree keeps the depth logarithmic. The input is padded at the bottom, which
// does not change the count. As for fp_lzc, cnt_o is meaningless when empty_o is set.
module fp_lzc_tree #(
  parameter int unsigned Width    = 77,
  parameter int unsigned CntWidth = 7
) (
  input  logic [Width-1:0]    in_i,
  output logic [CntWidth-1:0] cnt_o,
  output logic                empty_o
);

  localparam int unsigned SegBits  = 8;
  localparam int unsigned SegCnt   = 3;   // $clog2(SegBits)
  localparam int unsigned Segs     = (Width + SegBits - 1) / SegBits;
  localparam int unsigned PadWidth = Segs * SegBits;
  localparam int unsigned TopCnt   = (Segs > 1) ? $clog2(Segs) : 1;

  logic [PadWidth-1:0] padded;
  logic [4*Segs-1:0]   seg_cnt;     // one 4-bit slot per segment, segment 0 at the top
  logic [Segs-1:0]     seg_found;   // bit Segs-1-j: segment j has a one
  logic [TopCnt-1:0]   top_cnt;
  logic [3:0]          first_seg_cnt;

  if (PadWidth > Width) begin : gen_pad
    assign padded = {in_i, {(PadWidth - Width){1'b0}}};
  end else begin : gen_no_pad
    assign padded = in_i;
  end

  for (genvar j = 0; j < Segs; j++) begin : gen_seg
    logic seg_empty;
    fp_lzc #(.Width(SegBits), .CntWidth(SegCnt)) u_lzc_seg (
      .in_i    (padded[PadWidth-1-j*SegBits -: SegBits]),
      .cnt_o   (seg_cnt[4*j +: SegCnt]),
      .empty_o (seg_empty)
    );
    assign seg_cnt[4*j+3]      = 1'b0;
    assign seg_found[Segs-1-j] = ~seg_empty;
  end

  // Leading empty segments, i.e. the index of the first segment that has a one.
  fp_lzc #(.Width(Segs), .CntWidth(TopCnt)) u_lzc_top (
    .in_i    (seg_found),
    .cnt_o   (top_cnt),
    .empty_o (empty_o)
  );

  assign first_seg_cnt = seg_cnt[{top_cnt, 2'b00} +: 4];
  assign cnt_o         = CntWidth'({top_cnt, first_seg_cnt[SegCnt-1:0]});

  logic unused_seg_cnt_msb;
  assign unused_seg_cnt_msb = first_seg_cnt[3];

endmodule
