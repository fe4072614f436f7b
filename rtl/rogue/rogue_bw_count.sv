// Rogue bitwise ALU, phase 0 count unit (docs/rogue.md 5.1, 7.8, 14.6): FT3 from the count
// source, S2 or FT2 (CSRC).
//   CBS      population count
//   FTB      index of the top set bit, 0xFFFFFFFF when none
//   FTB_SHI  FTB of the source XOR its sign bit replicated (top bit that differs from the sign)
//   FTB_MSB  leading zeros (31 - FTB), 0xFFFFFFFF when none
//   BYP_CNT  FT3 = the source (also without a valid operation)
// The three find-top-bit forms share one leading-zero counter (rtl/common fp_lzc): the index of
// the top set bit is 31 - zeros, i.e. the zero count inverted. Combinational.
module rogue_bw_count (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,        // rogue_pkg::op_e of the count unit
  input  logic                          op_valid_i,
  input  logic                          csrc_i,      // count source: 0 S2, 1 FT2
  input  logic [31:0]                   s2_i,
  input  logic [31:0]                   ft2_i,
  output logic [31:0]                   ft3_o
);
  localparam int unsigned OB = rogue_pkg::OP_BITS;

  logic [31:0] src, lzc_in;
  logic [4:0]  zeros;
  logic        none_set, is_shi;
  logic [5:0]  popcount;

  assign src    = csrc_i ? ft2_i : s2_i;
  assign is_shi = op_valid_i && op_i == OB'(rogue_pkg::OP_FTB_SHI);
  assign lzc_in = is_shi ? src ^ {32{src[31]}} : src;

  fp_lzc #(.Width(32)) u_lzc (
    .in_i   (lzc_in),
    .cnt_o  (zeros),
    .empty_o(none_set)
  );

  always_comb begin
    popcount = '0;
    for (int i = 0; i < 32; i++) begin
      popcount = popcount + {5'd0, src[i]};
    end
  end

  always_comb begin
    ft3_o = src;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_CBS): ft3_o = {26'd0, popcount};
        OB'(rogue_pkg::OP_FTB), OB'(rogue_pkg::OP_FTB_SHI):
          ft3_o = none_set ? '1 : {27'd0, ~zeros};
        OB'(rogue_pkg::OP_FTB_MSB): ft3_o = none_set ? '1 : {27'd0, zeros};
        default: ;  // BYP_CNT
      endcase
    end
  end

endmodule
