// The registers declared so far in the stream, one bit per implemented register of every
// declarable file (docs/tgsi.md 6.4, 11.8; file sizes: tgsi_pkg::FILE_SIZE): declarations of one
// file accumulate (union); a RANGE declaration sets First..Last in one cycle, a MASK declaration
// the bits of its mask. One lookup port answers whether a direct register index is declared
// (docs/tgsi.md 6.3, error UNDECLARED): index non-negative, below the file size, and declared.
//
// The caller commits a declaration only after its checks passed (First <= Last, every register
// inside the file: errors DECLARATION and LIMIT), so the low FILE_INDEX_BITS bits of First and
// Last are the whole values here. NULL and IMMEDIATE cannot be declared (error DECLARATION): they
// have no bits, and a lookup in them answers 0.
module tgsi_decl_regs (
  input  logic                                          clk_i,
  input  logic                                          rst_ni,
  // Start of a stream: nothing is declared.
  input  logic                                          clear_i,
  // Commit a declaration of set_file_i: the RANGE form (set_range_i) first..last, else the mask.
  input  logic                                          set_i,
  input  logic [tgsi_pkg::DECLARATION_FILE_WIDTH-1:0]   set_file_i,
  input  logic                                          set_range_i,
  input  logic [tgsi_pkg::FILE_INDEX_BITS-1:0]          set_first_i,
  input  logic [tgsi_pkg::FILE_INDEX_BITS-1:0]          set_last_i,
  input  logic [tgsi_pkg::DECLARATION_MASK_MASK_WIDTH-1:0] set_mask_i,
  // Lookup of a direct register index (16-bit two's complement).
  input  logic [tgsi_pkg::SRC_REGISTER_FILE_WIDTH-1:0]  lk_file_i,
  input  logic [tgsi_pkg::SRC_REGISTER_INDEX_WIDTH-1:0] lk_index_i,
  output logic                                          lk_declared_o
);

  localparam int unsigned FileW   = tgsi_pkg::DECLARATION_FILE_WIDTH;
  localparam int unsigned NFiles  = 1 << FileW;
  localparam int unsigned SizeW   = tgsi_pkg::FILE_SIZE_BITS;
  localparam int unsigned RangeW  = tgsi_pkg::FILE_INDEX_BITS;
  localparam int unsigned MaskW   = tgsi_pkg::DECLARATION_MASK_MASK_WIDTH;
  localparam int unsigned IndexW  = tgsi_pkg::SRC_REGISTER_INDEX_WIDTH;

  // First..Last over the largest file; each file takes its low bits.
  logic [(1 << RangeW)-1:0] ge_first, eq_first, ge_last, eq_last, range;
  tgsi_thermo #(.Width(RangeW)) u_first (.val_i(set_first_i), .ge_o(ge_first), .eq_o(eq_first));
  tgsi_thermo #(.Width(RangeW)) u_last (.val_i(set_last_i), .ge_o(ge_last), .eq_o(eq_last));
  assign range = ge_first & (~ge_last | eq_last);

  // One-hot equality bits are not needed for First.
  logic unused_eq_first;
  assign unused_eq_first = ^eq_first;

  logic [NFiles-1:0] hit;

  for (genvar f = 0; f < NFiles; f++) begin : gen_file
    localparam int unsigned Size = 32'(tgsi_pkg::FILE_SIZE[f*SizeW +: SizeW]);
    if (Size > 0 && 32'(f) != 32'(tgsi_pkg::FILE_IMMEDIATE)) begin : gen_regs
      localparam int unsigned IW = (Size > 1) ? $clog2(Size) : 1;
      logic [Size-1:0] decl_q, decl_d, mask_bits;
      if (Size >= MaskW) begin : gen_wide
        assign mask_bits = Size'(set_mask_i);
      end else begin : gen_narrow
        assign mask_bits = set_mask_i[Size-1:0];
      end
      always_comb begin
        decl_d = decl_q;
        if (clear_i) begin
          decl_d = '0;
        end else if (set_i && set_file_i == FileW'(f)) begin
          decl_d = decl_q | (set_range_i ? range[Size-1:0] : mask_bits);
        end
      end
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          decl_q <= '0;
        end else begin
          decl_q <= decl_d;
        end
      end
      assign hit[f] = lk_file_i == FileW'(f) && !lk_index_i[IndexW-1] &&
                      32'(lk_index_i) < Size && decl_q[lk_index_i[IW-1:0]];
    end else begin : gen_none
      assign hit[f] = 1'b0;
    end
  end

  assign lk_declared_o = |hit;

endmodule
