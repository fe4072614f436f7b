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

  // The operation once, as a base function and a final inversion, so that each bit is a few
  // gates on a, b and these four controls.
  typedef enum logic [1:0] {
    FnOr,
    FnAnd,
    FnXor
  } base_fn_e;

  base_fn_e    base_fn;
  logic        invert, bypass;
  logic [31:0] a, b, base;

  always_comb begin
    base_fn = FnOr;
    invert  = 1'b0;
    bypass  = 1'b1;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_OR):   bypass = 1'b0;
        OB'(rogue_pkg::OP_AND):  {bypass, base_fn} = {1'b0, FnAnd};
        OB'(rogue_pkg::OP_XOR):  {bypass, base_fn} = {1'b0, FnXor};
        OB'(rogue_pkg::OP_NOR):  {bypass, invert} = 2'b01;
        OB'(rogue_pkg::OP_NAND): {bypass, invert, base_fn} = {2'b01, FnAnd};
        OB'(rogue_pkg::OP_XNOR): {bypass, invert, base_fn} = {2'b01, FnXor};
        default: ;  // BYP_LOGIC
      endcase
    end
  end

  assign a = mska_i ? ft1_i & ft2_i : ft2_i;
  assign b = mskb_i ? ~ft1_i & s3_i : s3_i;

  always_comb begin
    unique case (base_fn)
      FnAnd:   base = a & b;
      FnXor:   base = a ^ b;
      default: base = a | b;
    endcase
  end

  assign ft4_o = bypass ? ft1_i : base ^ {32{invert}};

endmodule
