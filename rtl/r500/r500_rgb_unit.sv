// The RGB (vector) unit of one pixel (docs/r500.md 5.1, 5.3, 5.6, 6.7): from its arguments
// (after swizzle, modifier and the MDH/MDV substitution of A and C) to its raw result, before
// the SOP coupling, the output modifier and the clamp.
//
// Stage B (before cut CutMul): four products (r500_fmul: p_c = A.c * B.c for c = r,g,b, and
// DP4's p3 = alpha A * alpha B whatever the alpha op, P9), the floors of FRC (fp_floor), the
// selections (r500_select); stage C (after it): three adders (r500_fadd), shared between the
// opcodes, which never meet in one instruction:
//   MAD, MDH, MDV    c: rn(p_c + C.c)                      (6.7 item 1: no fused MAD)
//   DP3 / D2A / DP4  r: rn(p0 + p1); g: rn(r + (D2A ? C.b : p2)); b: rn(g + p3)
//                    value g (DP3, D2A) or b (DP4), broadcast to R, G, B (P11)
//   FRC              c: rn(A.c - floor(A.c)), 1.0 replaced by 0x3F7FFFFF (G5)
//   MIN MAX CND CMP  the selected bits (P29)
//   SOP              (the lane replaces the result by the alpha unit's value)
// dot_o is the dot value the alpha unit's DP copies (P10: before the RGB OMOD and clamp);
// is_dot_o says whether the opcode computes one (else alpha DP gives +0.0, P9).
// The CutMul register holds the opcode class and, per channel, the adder's two operands (the
// selected value in the first one for selections).
module r500_rgb_unit #(
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned HasMul      = 1,
  parameter int unsigned IdxMul      = 1
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  logic [3:0]           op_i,        // r500_pkg::rgb_op_e (legal opcodes only)
  input  logic                 ztae_i,
  input  logic [95:0]          a_i,         // {b, g, r}
  input  logic [95:0]          b_i,
  input  logic [95:0]          c_i,
  input  logic [31:0]          alpha_a_i,   // the alpha unit's arguments A and B (DP4)
  input  logic [31:0]          alpha_b_i,
  output logic [95:0]          raw_o,       // stage C
  output logic [31:0]          dot_o,
  output logic                 is_dot_o
);

  localparam int unsigned UnitBits = r500_pkg::RGB_OP_UNIT_BITS;

  // ---------------------------------------------------------------------------------------------
  // Stage B
  // ---------------------------------------------------------------------------------------------
  logic [UnitBits-1:0] unit;
  logic                is_d2a, is_dp4;
  assign unit   = r500_pkg::RGB_OP_UNIT[op_i*UnitBits +: UnitBits];
  assign is_d2a = op_i == r500_pkg::RGB_OP_D2A;
  assign is_dp4 = op_i == r500_pkg::RGB_OP_DP4;

  logic [1:0] sel_kind;
  always_comb begin
    unique case (op_i)
      r500_pkg::RGB_OP_MIN: sel_kind = 2'd0;
      r500_pkg::RGB_OP_MAX: sel_kind = 2'd1;
      r500_pkg::RGB_OP_CND: sel_kind = 2'd2;
      default:              sel_kind = 2'd3;  // CMP
    endcase
  end

  logic [127:0] prod;
  logic [95:0]  flr, sel;
  for (genvar c = 0; c < 3; c++) begin : gen_b
    r500_fmul u_mul (.ztae_i(ztae_i), .a_i(a_i[c*32 +: 32]), .b_i(b_i[c*32 +: 32]),
                     .p_o(prod[c*32 +: 32]));
    r500_floor u_floor (.x_i(a_i[c*32 +: 32]), .y_o(flr[c*32 +: 32]));
    r500_select u_sel (.kind_i(sel_kind), .a_i(a_i[c*32 +: 32]), .b_i(b_i[c*32 +: 32]),
                       .c_i(c_i[c*32 +: 32]), .y_o(sel[c*32 +: 32]));
  end
  r500_fmul u_mul3 (.ztae_i(ztae_i), .a_i(alpha_a_i), .b_i(alpha_b_i), .p_o(prod[127:96]));

  // Adder operands (first u, second v) per channel.
  logic [95:0] u_b, v_b;
  always_comb begin
    u_b = prod[95:0];
    v_b = c_i;
    unique case (unit)
      r500_pkg::RGB_OP_UNIT_DOT: begin
        u_b = {64'd0, prod[31:0]};
        v_b = {prod[127:96], is_d2a ? c_i[95:64] : prod[95:64], prod[63:32]};
      end
      r500_pkg::RGB_OP_UNIT_SELECT: begin
        u_b = sel;
        v_b = 96'd0;
      end
      r500_pkg::RGB_OP_UNIT_FRC: begin
        u_b = a_i;
        v_b = {~flr[95], flr[94:64], ~flr[63], flr[62:32], ~flr[31], flr[30:0]};
      end
      default: begin  // MAD, DERIV (and SOP: unused)
        u_b = prod[95:0];
        v_b = c_i;
      end
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Cut CutMul
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned CutW = UnitBits + 1 + 192;
  logic [CutW-1:0]     cut_d, cut_q;
  logic [UnitBits-1:0] unit_c;
  logic                dp4_c;
  logic [95:0]         u_c, v_c;
  assign cut_d = {unit, is_dp4, u_b, v_b};
  r500_cut #(.Width(CutW), .NumPipeRegs(NumPipeRegs), .Present(HasMul), .Index(IdxMul)) u_cut (
    .clk_i, .reg_en_i, .d_i(cut_d), .q_o(cut_q));
  assign {unit_c, dp4_c, u_c, v_c} = cut_q;

  // ---------------------------------------------------------------------------------------------
  // Stage C
  // ---------------------------------------------------------------------------------------------
  logic        dot_mode;
  logic [31:0] sum_r, sum_g, sum_b;
  logic [31:0] lhs_g, lhs_b;
  assign dot_mode = unit_c == r500_pkg::RGB_OP_UNIT_DOT;
  assign lhs_g    = dot_mode ? sum_r : u_c[63:32];
  assign lhs_b    = dot_mode ? sum_g : u_c[95:64];
  r500_fadd u_add_r (.a_i(u_c[31:0]), .b_i(v_c[31:0]), .s_o(sum_r));
  r500_fadd u_add_g (.a_i(lhs_g), .b_i(v_c[63:32]), .s_o(sum_g));
  r500_fadd u_add_b (.a_i(lhs_b), .b_i(v_c[95:64]), .s_o(sum_b));

  logic [31:0] dot;
  assign dot = dp4_c ? sum_b : sum_g;

  // FRC never returns 1.0 (G5).
  logic [95:0] sums, frc;
  assign sums = {sum_b, sum_g, sum_r};
  for (genvar c = 0; c < 3; c++) begin : gen_frc
    assign frc[c*32 +: 32] = (sums[c*32 +: 32] == r500_pkg::F32_ONE) ? r500_pkg::F32_BELOW_ONE
                                                                       : sums[c*32 +: 32];
  end

  always_comb begin
    unique case (unit_c)
      r500_pkg::RGB_OP_UNIT_DOT:    raw_o = {3{dot}};
      r500_pkg::RGB_OP_UNIT_SELECT: raw_o = u_c;
      r500_pkg::RGB_OP_UNIT_FRC:    raw_o = frc;
      default:                      raw_o = sums;  // MAD, DERIV; SOP replaced by the lane
    endcase
  end
  assign dot_o    = dot;
  assign is_dot_o = dot_mode;

endmodule
