// The arguments of the two exp instructions (execute.h, SFU):
// * FEXP_TABLE.u4: k/16 with k = A[3:0], exact (table_arg_o).
// * FEXP.f32: x = i2f(A as int32, RNE) * 2^-24 (A is 8:24 fixed point), unless B is NaN,
//   infinite or |B| >= 128: then B itself (fexp_arg_o). B is the binary32 view of source B
//   (flushed, abs/neg applied); NaN and infinity pass to fp_sfu, which returns what ex2 gives.
// Combinational.
module valhall_fp_exp_arg (
  input  logic [31:0] a_i,         // source A as read
  input  logic [31:0] b_i,         // source B, binary32 view
  output logic [31:0] table_arg_o,
  output logic [31:0] fexp_arg_o
);

  // k/16: the leading one of k at bit n gives exponent 123 + n.
  logic [3:0] k;
  assign k = a_i[3:0];
  always_comb begin
    table_arg_o = '0;
    for (int n = 0; n < 4; n++) begin
      if (k[n]) begin
        table_arg_o = {1'b0, 8'(123 + n), 23'(({19'd0, k} << (23 - n)) & 23'h7F_FFFF)};
      end
    end
  end

  // i2f(A) * 2^-24 in one rounding (RNE): magnitude, normalise, round to 24 bits.
  logic [31:0] mag, norm;
  logic [4:0]  lz;
  logic [24:0] rounded;
  logic        round_up;
  logic [31:0] x;
  always_comb begin
    mag = a_i[31] ? (32'd0 - a_i) : a_i;
    lz  = 5'd0;
    for (int i = 0; i < 32; i++) begin
      if (mag[i]) lz = 5'(31 - i);
    end
    norm = mag;
    for (int l = 4; l >= 0; l--) begin
      if (lz[l]) norm = norm << (1 << l);
    end
    round_up = norm[7] & ((|norm[6:0]) | norm[8]);
    rounded  = {1'b0, norm[31:8]} + 25'(round_up);
    // leading one at bit 31 - lz: exponent (31 - lz) + 127 - 24
    if (mag == '0) begin
      x = '0;
    end else if (rounded[24]) begin
      x = {a_i[31], 8'(8'd135 - {3'd0, lz}), 23'd0};
    end else begin
      x = {a_i[31], 8'(8'd134 - {3'd0, lz}), rounded[22:0]};
    end
    fexp_arg_o = (b_i[30:0] >= 31'h4300_0000) ? b_i : x;
  end

  logic unused;
  assign unused = rounded[23];  // the hidden bit

endmodule
