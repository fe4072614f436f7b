// Rogue bitwise ALU, phase 0 shift1 unit (docs/rogue.md 5.1, 14.6): FT2 from S2 and S1.
//   SHFL    bit 2i of FT2 = bit i of S2, bit 2i+1 = bit i of S1 (i < 16)
//   REV     FT2 = S2 bit-reversed
//   LSL_S1  FT2 = S2 << (S1 mod 32)
//   BYP_S1  FT2 = S2 (also without a valid operation)
// Combinational.
module rogue_bw_shift1 (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,        // rogue_pkg::op_e of the shift1 unit
  input  logic                          op_valid_i,
  input  logic [31:0]                   s1_i,
  input  logic [31:0]                   s2_i,
  output logic [31:0]                   ft2_o
);
  localparam int unsigned OB = rogue_pkg::OP_BITS;

  logic [31:0] shuffled, reversed, shifted;

  always_comb begin
    for (int i = 0; i < 16; i++) begin
      shuffled[2*i]   = s2_i[i];
      shuffled[2*i+1] = s1_i[i];
    end
    for (int i = 0; i < 32; i++) begin
      reversed[i] = s2_i[31-i];
    end
  end
  assign shifted = s2_i << s1_i[4:0];

  always_comb begin
    ft2_o = s2_i;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_SHFL):   ft2_o = shuffled;
        OB'(rogue_pkg::OP_REV):    ft2_o = reversed;
        OB'(rogue_pkg::OP_LSL_S1): ft2_o = shifted;
        default: ;  // BYP_S1
      endcase
    end
  end

endmodule
