// The angle of a sine/cosine table entry: t = f32(k) * pi/32 rounded to nearest even, k = A[5:0]
// (execute.h P16: the argument of FSIN_TABLE.u6 / FCOS_TABLE.u6 and the result of
// FSINCOS_OFFSET.u6). The 6-bit integer times the significand 0xC90FDB of pi/32 (0x3DC90FDB) is
// exact in 30 bits; it is normalised and rounded once to 24 bits. Combinational.
module valhall_fp_angle (
  input  logic [5:0]  k_i,
  output logic [31:0] t_o
);

  logic [29:0] prod, norm;
  logic [4:0]  lz;
  logic [24:0] rounded;
  logic        round_up;
  always_comb begin
    prod = 30'(k_i) * 30'h00C9_0FDB;
    lz   = 5'd0;
    for (int i = 0; i < 30; i++) begin
      if (prod[i]) lz = 5'(29 - i);
    end
    norm = prod;
    for (int l = 4; l >= 0; l--) begin
      if (lz[l]) norm = norm << (1 << l);
    end
    round_up = norm[5] & ((|norm[4:0]) | norm[6]);
    rounded  = {1'b0, norm[29:6]} + 25'(round_up);
    // pi/32 = 0xC90FDB * 2^-27: the leading one at bit 29 - lz has exponent (29 - lz) - 27,
    // biased 129 - lz (130 - lz when the rounding carries out)
    if (prod == '0) begin
      t_o = '0;
    end else if (rounded[24]) begin
      t_o = {1'b0, 8'(8'd130 - {3'd0, lz}), 23'd0};
    end else begin
      t_o = {1'b0, 8'(8'd129 - {3'd0, lz}), rounded[22:0]};
    end
  end

  logic unused;
  assign unused = rounded[23];  // the hidden bit

endmodule
