// One argument of an ALU unit (docs/r500.md 4.5, 4.6): SEL picks src0, src1, src2 or srcp, each
// of the Channels swizzle codes picks a channel of it (0 R, 1 G, 2 B, 3 A) or a constant (4 0.0,
// 5 0.5, 6 1.0, 7 0.0: P4), then the modifier acts on the sign bit only (P27): NEG flips it, ABS
// clears it, NAB sets it. RGB arguments have Channels = 3 (swizzles {b, g, r}), alpha ones 1.
module r500_arg #(
  parameter int unsigned Channels = 3
) (
  input  logic [127:0]           src0_i,
  input  logic [127:0]           src1_i,
  input  logic [127:0]           src2_i,
  input  logic [127:0]           srcp_i,
  input  logic [1:0]             sel_i,    // r500_pkg::sel_e
  input  logic [3*Channels-1:0]  swiz_i,   // r500_pkg::swiz_e per channel
  input  logic [1:0]             mod_i,    // r500_pkg::mod_e
  output logic [32*Channels-1:0] value_o
);

  logic [127:0] vec;
  always_comb begin
    unique case (sel_i)
      r500_pkg::SEL_SRC0: vec = src0_i;
      r500_pkg::SEL_SRC1: vec = src1_i;
      r500_pkg::SEL_SRC2: vec = src2_i;
      default:            vec = srcp_i;
    endcase
  end

  for (genvar c = 0; c < Channels; c++) begin : gen_chan
    logic [31:0] v;
    always_comb begin
      unique case (swiz_i[c*3 +: 3])
        r500_pkg::SWIZ_R:    v = vec[31:0];
        r500_pkg::SWIZ_G:    v = vec[63:32];
        r500_pkg::SWIZ_B:    v = vec[95:64];
        r500_pkg::SWIZ_A:    v = vec[127:96];
        r500_pkg::SWIZ_HALF: v = r500_pkg::F32_HALF;
        r500_pkg::SWIZ_ONE:  v = r500_pkg::F32_ONE;
        default:             v = r500_pkg::F32_ZERO;  // ZERO and UNUSED (P4)
      endcase
    end
    r500_mod u_mod (.x_i(v), .mod_i(mod_i), .y_o(value_o[c*32 +: 32]));
  end

endmodule
