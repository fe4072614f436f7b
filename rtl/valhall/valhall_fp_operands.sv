// Operand read of the Valhall floating-point lane (execute.h "Operand read order": lane
// selection, flush, abs, neg) for sources A, B, C:
// * x_o[k*32 +: 32]: the binary32 view of source k. Widen 0: the f32; 1/2: half 0/1 read as
//   binary16 (flushed by the binary16 rule first) and converted exactly (valhall_fp_upcvt).
// * h_o[k*32 +: 32]: the two binary16 lanes of source k, lane j at [16j +: 16] from half v[j]
//   of its 2-bit swizzle (identity for 16-bit sources without one, swz_identity_i).
// Flush: a subnormal of the flushed format becomes a zero of the same sign (ftz32_i, ftz16_i);
// then abs clears and neg flips the sign bit. Combinational.
module valhall_fp_operands (
  input  logic [3*32-1:0] src_i,          // sources 0..2 as read, 32 bits each
  input  logic [3*4-1:0]  swizzle_i,      // their lane-selection fields (decoder)
  input  logic [2:0]      abs_i,
  input  logic [2:0]      neg_i,
  input  logic            ftz32_i,
  input  logic            ftz16_i,
  input  logic            swz_identity_i,
  output logic [3*32-1:0] x_o,
  output logic [3*32-1:0] h_o
);

  for (genvar k = 0; k < 3; k++) begin : gen_x32
    logic [1:0]  widen;
    logic [31:0] word_raw;
    logic [15:0] half, half_flushed;
    logic [31:0] widened, word, word_flushed;
    assign word_raw = src_i[k*32 +: 32];
    assign widen = swizzle_i[k*4 +: 2];
    assign half  = widen[1] ? word_raw[31:16] : word_raw[15:0];
    assign half_flushed = (ftz16_i && half[14:10] == '0) ? {half[15], 15'd0} : half;
    valhall_fp_upcvt #(.SrcExpBits(5), .SrcManBits(10), .DstExpBits(8), .DstManBits(23))
      u_widen (.a_i(half_flushed), .result_o(widened));
    assign word_flushed = (ftz32_i && word_raw[30:23] == '0) ? {word_raw[31], 31'd0} : word_raw;
    assign word = (widen == 2'd1 || widen == 2'd2) ? widened : word_flushed;
    assign x_o[k*32 +: 32] = {(word[31] & ~abs_i[k]) ^ neg_i[k], word[30:0]};
  end

  for (genvar k = 0; k < 3; k++) begin : gen_h16
    for (genvar j = 0; j < 2; j++) begin : gen_lane
      logic        pick_hi;
      logic [15:0] half, half_flushed;
      assign pick_hi = (swz_identity_i != 1'b0) ? (j == 1) : swizzle_i[k*4 + j];
      assign half    = pick_hi ? src_i[k*32+16 +: 16] : src_i[k*32 +: 16];
      assign half_flushed = (ftz16_i && half[14:10] == '0) ? {half[15], 15'd0} : half;
      assign h_o[k*32 + j*16 +: 16] =
          {(half_flushed[15] & ~abs_i[k]) ^ neg_i[k], half_flushed[14:0]};
    end
  end

  logic unused;
  assign unused = ^{swizzle_i[11:10], swizzle_i[7:6], swizzle_i[3:2]};

endmodule
