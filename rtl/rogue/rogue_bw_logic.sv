// Rogue bitwise ALU, phase 1 logical unit (docs/rogue.md 5.2, 14.6):
//   FT4 = (MSKA ? FT1 & FT2 : FT2) LOP (MSKB ? ~FT1 & S3 : S3)
// with LOP one of OR, AND, XOR and their complements NOR, NAND, XNOR; BYP_LOGIC (and no valid
// operation) gives FT4 = FT1, whatever the mask bits. Combinational.
module rogue_bw_logic (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,        // rogue_pkg::op_e of the logical unit
  input  logic                          op_valid_i,
  input  logic                          mska_i,      // apply FT1 to FT2
  input  logic                          mskb_i,      // apply ~FT1 to S3
  input  logic [31:0]                   ft1_i,
  input  logic [31:0]                   ft2_i,
  input  logic [31:0]                   s3_i,
  output logic [31:0]                   ft4_o
);
  localparam int unsigned OB = rogue_pkg::OP_BITS;

  logic [31:0] a, b;

  assign a = mska_i ? ft1_i & ft2_i : ft2_i;
  assign b = mskb_i ? ~ft1_i & s3_i : s3_i;

  always_comb begin
    ft4_o = ft1_i;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_OR):   ft4_o = a | b;
        OB'(rogue_pkg::OP_AND):  ft4_o = a & b;
        OB'(rogue_pkg::OP_XOR):  ft4_o = a ^ b;
        OB'(rogue_pkg::OP_NOR):  ft4_o = ~(a | b);
        OB'(rogue_pkg::OP_NAND): ft4_o = ~(a & b);
        OB'(rogue_pkg::OP_XNOR): ft4_o = ~(a ^ b);
        default: ;  // BYP_LOGIC
      endcase
    end
  end

endmodule
