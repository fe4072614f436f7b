// Rogue bitwise ALU, phase 0 bit-mask unit (docs/rogue.md 5.1, 14.6): FT0 and FT1 from S0, S1 or
// the op's immediate.
//   MSK        width w = S0 & 63, position p = S1 & 63: FT1 = ((1 << w) - 1) << p, all ones for
//              w >= 32 and 0 for p >= 32; FT0 = (w + p - 1) & 63
//   BYP_IMM16/32  FT0 = S0, FT1 = the immediate (the decoder's IMM field, zero-extended)
//   BYP_BM     FT0 = S0, FT1 = S1 (also without a valid operation)
// Combinational.
module rogue_bw_bitmask (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,        // rogue_pkg::op_e of the bit-mask unit
  input  logic                          op_valid_i,
  input  logic [31:0]                   s0_i,
  input  logic [31:0]                   s1_i,
  input  logic [31:0]                   imm_i,
  output logic [31:0]                   ft0_o,
  output logic [31:0]                   ft1_o
);
  localparam int unsigned OB = rogue_pkg::OP_BITS;

  logic [5:0]  width, pos, msk_top;
  logic [6:0]  field_end;
  logic [31:0] msk_field;

  assign width = s0_i[5:0];
  assign pos   = s1_i[5:0];
  // Bit i of ((1 << w) - 1) << p (w >= 32: all ones; p >= 32: nothing) is set when
  // p <= i < p + w: two comparisons with a constant per bit instead of two shifters.
  assign field_end = {1'b0, pos} + {1'b0, width};
  always_comb begin
    for (int i = 0; i < 32; i++) begin
      msk_field[i] = ({1'b0, pos} <= 7'(i)) && (7'(i) < field_end);
    end
  end
  // Top bit of the field, modulo 64 (w = p = 0 gives 63).
  assign msk_top = width + pos - 6'd1;

  always_comb begin
    ft0_o = s0_i;
    ft1_o = s1_i;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_MSK): begin
          ft0_o = {26'd0, msk_top};
          ft1_o = msk_field;
        end
        OB'(rogue_pkg::OP_BYP_IMM16), OB'(rogue_pkg::OP_BYP_IMM32): ft1_o = imm_i;
        default: ;  // BYP_BM
      endcase
    end
  end

endmodule
