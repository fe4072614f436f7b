// INT32_64 of the Rogue main ALU, phase 0 (docs/rogue.md 3.8, 14.5, D32): UADD6432/SADD6432,
// ADD64, UMADD32/SMADD32, UMADD64/SMADD64. The operands arrive with their modifiers applied
// (two's complement .abs, then .neg). Unsigned forms zero-extend and signed forms sign-extend the
// 32-bit operands; every sum is formed on 64-bit patterns plus the carry-in (CIN and P0). FT0 is
// bits 31:0; the 64-bit forms also give bits 63:32 (they drive FTE, 1.9) and the carry-out
// bit 64 of the unsigned sum that TSTC reads; MADD32 drives neither. Combinational.
module rogue_int_int32_64 (
  input  logic [1:0]  op_i,     // 0 ADD6432, 1 ADD64, 2 MADD32, 3 MADD64
  input  logic        sgn_i,
  input  logic        cin_i,    // CIN and P0
  input  logic [31:0] s0_i, s1_i, s2_i,
  input  logic [31:0] is0_i,    // upper word of the ADD64 / MADD64 addend
  output logic [31:0] lo_o,
  output logic [31:0] hi_o,
  output logic        carry_o,
  output logic        drives_fte_o
);

  logic [63:0] s2_ext, pair, high_pair, prod, first, second;
  logic [64:0] sum;
  logic signed [65:0] sprod;

  assign s2_ext    = sgn_i ? {{32{s2_i[31]}}, s2_i} : {32'd0, s2_i};
  assign pair      = {s1_i, s0_i};
  assign high_pair = {is0_i, s2_i};
  // One 33 x 33 signed multiplier serves both signednesses (the operands extended by one bit).
  assign sprod     = 66'($signed({sgn_i & s0_i[31], s0_i}) * $signed({sgn_i & s1_i[31], s1_i}));
  assign prod      = sprod[63:0];
  // The product of two 33-bit operands needs 66 bits; the sum keeps its 64-bit pattern.
  logic unused_prod_top;
  assign unused_prod_top = ^sprod[65:64];

  always_comb begin
    unique case (op_i)
      2'd0:    begin first = pair; second = s2_ext;    end
      2'd1:    begin first = pair; second = high_pair; end
      2'd2:    begin first = prod; second = s2_ext;    end
      default: begin first = prod; second = high_pair; end
    endcase
  end

  assign sum          = {1'b0, first} + {1'b0, second} + 65'(cin_i);
  assign lo_o         = sum[31:0];
  assign hi_o         = sum[63:32];
  assign drives_fte_o = (op_i != 2'd2);
  assign carry_o      = drives_fte_o & sum[64];

endmodule
