// One value read of an ATTILA source operand for one lane (golden/attila/execute.h, "Source
// read"; docs/attila.md 5.1, E31, D4): swizzle, then abs, then negate.
// * Vector read: lane X takes component swz[7:6], Y swz[5:4], Z swz[3:2], W swz[1:0] (E6).
// * Scalar read (scalar_i): every component takes component swz[1:0] (E31), so the scalar is
//   replicated and each component's unit sees it.
// * Immediate (imm_i): imm32 replicated to 4 components; the modifiers still apply (3.3).
// * Float modifiers are bit operations (payloads survive); integer ones (int_i: ADDI, MULI,
//   STP*I) are two's complement: -x wraps, |INT_MIN| = INT_MIN (D4).
// Component c sits at bits [32c +: 32], c = 0..3 = x..w, as in the register ports.
module attila_src_read (
  input  logic [127:0] reg_i,     // raw contents of the register the source names
  input  logic [31:0]  imm_i,
  input  logic         use_imm_i,
  input  logic [7:0]   swz_i,
  input  logic         scalar_i,
  input  logic         int_i,
  input  logic         neg_i,
  input  logic         abs_i,
  output logic [127:0] value_o
);

  for (genvar c = 0; c < 4; c++) begin : gen_comp
    logic [1:0]  sel;
    logic [31:0] raw, absolute, value;
    assign sel = scalar_i ? swz_i[1:0] : swz_i[7-2*c -: 2];
    assign raw = use_imm_i ? imm_i : reg_i[32*sel +: 32];
    always_comb begin
      if (int_i) begin
        absolute = (abs_i & raw[31]) ? (~raw + 32'd1) : raw;
        value    = neg_i ? (~absolute + 32'd1) : absolute;
      end else begin
        absolute = {raw[31] & ~abs_i, raw[30:0]};
        value    = {absolute[31] ^ neg_i, absolute[30:0]};
      end
    end
    assign value_o[32*c +: 32] = value;
  end

endmodule
