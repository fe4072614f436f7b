// Operand vectors src0, src1, src2 of one pixel (docs/r500.md 4.1-4.3): srcN.r,g,b are channels
// R,G,B of the register RGB slot N reads, srcN.a is channel A of the register alpha slot N
// reads. A slot with CONST = 0 and ADDR[7] = 1 is an inline constant (4.2, P1): its binary32
// value (r500_pkg::INLINE_F32) replaces the register, in R,G,B for an RGB slot and in A for an
// alpha slot (P2); REL has no effect on it. Other slots take the register contents the harness
// read where golden/r500/execute.h slot_location() says (temporary or constant, + aL).
// Vectors are 128 bits {a, b, g, r}; vector N at src_o[N*128 +: 128].
module r500_src (
  input  logic [23:0]  rgb_addr_i,     // ADDR of RGB slot N at [N*8 +: 8]
  input  logic [2:0]   rgb_const_i,
  input  logic [23:0]  alpha_addr_i,
  input  logic [2:0]   alpha_const_i,
  input  logic [287:0] rgb_slot_i,     // slot N: {b, g, r} at [N*96 +: 96]
  input  logic [95:0]  alpha_slot_i,   // slot N: a at [N*32 +: 32]
  output logic [383:0] src_o
);

  for (genvar n = 0; n < 3; n++) begin : gen_slot
    logic        rgb_inline, alpha_inline;
    logic [31:0] rgb_imm, alpha_imm;
    logic [95:0] rgb;
    logic [31:0] alpha;
    assign rgb_inline   = ~rgb_const_i[n] & rgb_addr_i[n*8 + 7];
    assign alpha_inline = ~alpha_const_i[n] & alpha_addr_i[n*8 + 7];
    assign rgb_imm      = r500_pkg::INLINE_F32[rgb_addr_i[n*8 +: 7]*32 +: 32];
    assign alpha_imm    = r500_pkg::INLINE_F32[alpha_addr_i[n*8 +: 7]*32 +: 32];
    assign rgb          = rgb_inline ? {3{rgb_imm}} : rgb_slot_i[n*96 +: 96];
    assign alpha        = alpha_inline ? alpha_imm : alpha_slot_i[n*32 +: 32];
    assign src_o[n*128 +: 128] = {alpha, rgb};
  end

endmodule
