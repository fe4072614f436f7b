// The angle of a sine/cosine table entry: t = f32(k) * pi/32 rounded to nearest even, k = A[5:0]
// (execute.h P16: the argument of FSIN_TABLE.u6 / FCOS_TABLE.u6 and the result of
// FSINCOS_OFFSET.u6). Combinational.
//
// k has 64 values, so the hardware is a table of the 64 angles, computed at elaboration by
// angle_of(): the 6-bit integer times the significand 0xC90FDB of pi/32 (0x3DC90FDB) is exact in
// 30 bits; it is normalised and rounded once to 24 bits. (The same computation built as logic -
// a 6 x 24-bit multiplier and a normaliser - took 844 generic cells with Yosys 0.23, the table
// 294; Yosys `sat` proves the two equal for every k.)
module valhall_fp_angle (
  input  logic [5:0]  k_i,
  output logic [31:0] t_o
);

  function automatic logic [31:0] angle_of(input logic [5:0] k);
    logic [29:0] prod, norm;
    logic [4:0]  lz;
    logic [23:0] rounded;
    logic        round_up;
    prod = 30'(k) * 30'h00C9_0FDB;
    lz   = 5'd0;
    for (int i = 0; i < 30; i++) begin
      if (prod[i]) lz = 5'(29 - i);
    end
    norm = prod;
    for (int l = 4; l >= 0; l--) begin
      if (lz[l]) norm = norm << (1 << l);
    end
    round_up = norm[5] & ((|norm[4:0]) | norm[6]);
    // norm[29] is set (prod != 0), so the 24-bit sum keeps its top bit unless the rounding
    // carries out of it (1.11..1 + ulp wraps to 0)
    rounded  = norm[29:6] + 24'(round_up);
    // pi/32 = 0xC90FDB * 2^-27: the leading one at bit 29 - lz has exponent (29 - lz) - 27,
    // biased 129 - lz, 130 - lz when the rounding carries out
    if (prod == '0) begin
      angle_of = '0;
    end else if (!rounded[23]) begin
      angle_of = {1'b0, 8'(8'd130 - {3'd0, lz}), 23'd0};
    end else begin
      angle_of = {1'b0, 8'(8'd129 - {3'd0, lz}), rounded[22:0]};
    end
  endfunction

  function automatic logic [64*32-1:0] angle_table();
    angle_table = '0;
    for (int k = 0; k < 64; k++) begin
      angle_table[k*32 +: 32] = angle_of(6'(k));
    end
  endfunction

  localparam logic [64*32-1:0] AngleTable = angle_table();

  assign t_o = AngleTable[k_i*32 +: 32];

endmodule
