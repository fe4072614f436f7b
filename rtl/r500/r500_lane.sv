// The ALU datapath of one pixel (docs/r500.md 4, 5), from its operand vectors to the raw results
// of both units after the co-issue couplings (5.3), before the output modifier and clamp:
//
//   stage A  presubtract srcp (r500_presub), the six arguments (r500_arg: select, swizzle,
//            modifier), MDH/MDV: A and C of the unit replaced by src0 of the quad's TL pixel and of
//            its TR (MDH) or BL (MDV) pixel, in natural channel order, with the modifiers of A and
//            C (5.4, P15)
//   CutArg
//   stage B, CutMul, stage C   r500_rgb_unit and r500_alpha_unit (their own cut CutMul)
//            couplings (P9, P10, P11): alpha DP = the RGB dot value (before the RGB OMOD/clamp)
//            when the RGB op is DP3/DP4/D2A, else +0; SOP = the alpha raw value in R, G, B
//   CutRaw
// Cuts exist as the pipeline's NumPipeRegs decides (Has*/Idx*: present, reg_en index).
// Compact: the alpha unit's SFU/RCP/RSQ job of this pixel leaves at stage C on iter_*_o for the
// shared units (r500_alpha_iter) and its result returns on iter_res_i (0 / unused when
// Compact = 0).
// The DP4 fourth product takes the alpha arguments A and B as their SEL/SWIZ/MOD give them, also
// when the alpha op is MDH/MDV, whose A is the quad's TL value (P9: "whatever the alpha op").
module r500_lane #(
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned HasArg      = 1,
  parameter int unsigned IdxArg      = 1,
  parameter int unsigned HasMul      = 1,
  parameter int unsigned IdxMul      = 2,
  parameter int unsigned HasRaw      = 1,
  parameter int unsigned IdxRaw      = 3,
  parameter int unsigned Compact     = 0
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,
  // stage A
  input  logic [3:0]           rgb_op_i,
  input  logic [3:0]           alpha_op_i,
  input  logic                 ztae_i,
  input  logic [1:0]           rgb_srcp_op_i,
  input  logic [1:0]           alpha_srcp_op_i,
  input  logic [5:0]           rgb_sel_i,     // A, B, C at [k*2 +: 2]
  input  logic [26:0]          rgb_swiz_i,    // A, B, C at [k*9 +: 9]
  input  logic [5:0]           rgb_mod_i,
  input  logic [5:0]           alpha_sel_i,
  input  logic [8:0]           alpha_swiz_i,  // A, B, C at [k*3 +: 3]
  input  logic [5:0]           alpha_mod_i,
  input  logic [383:0]         src_i,         // src0, src1, src2 of this pixel
  input  logic [127:0]         tl_src0_i,     // src0 of the quad's TL, TR, BL pixels
  input  logic [127:0]         tr_src0_i,
  input  logic [127:0]         bl_src0_i,
  // stage C: the shared iterative units' job (Compact; r500_alpha_unit)
  output logic                 iter_sfu_o,
  output logic                 iter_div_o,
  output logic                 iter_rsq_o,
  output logic [1:0]           iter_sfu_op_o,
  output logic [31:0]          iter_a_o,
  input  logic [31:0]          iter_res_i,
  // stage D (after CutRaw)
  output logic [95:0]          rgb_raw_o,
  output logic [31:0]          alpha_raw_o
);

  // ---------------------------------------------------------------------------------------------
  // Stage A
  // ---------------------------------------------------------------------------------------------
  logic [127:0] src0, src1, src2, srcp;
  assign {src2, src1, src0} = src_i;
  r500_presub u_presub (.src0_i(src0), .src1_i(src1), .rgb_op_i(rgb_srcp_op_i),
                        .alpha_op_i(alpha_srcp_op_i), .srcp_o(srcp));

  logic [287:0] rgb_arg;    // A, B, C at [k*96 +: 96]
  logic [95:0]  alpha_arg;  // A, B, C at [k*32 +: 32]
  for (genvar k = 0; k < 3; k++) begin : gen_args
    r500_arg #(.Channels(3)) u_rgb (
      .src0_i(src0), .src1_i(src1), .src2_i(src2), .srcp_i(srcp),
      .sel_i(rgb_sel_i[k*2 +: 2]), .swiz_i(rgb_swiz_i[k*9 +: 9]), .mod_i(rgb_mod_i[k*2 +: 2]),
      .value_o(rgb_arg[k*96 +: 96]));
    r500_arg #(.Channels(1)) u_alpha (
      .src0_i(src0), .src1_i(src1), .src2_i(src2), .srcp_i(srcp),
      .sel_i(alpha_sel_i[k*2 +: 2]), .swiz_i(alpha_swiz_i[k*3 +: 3]),
      .mod_i(alpha_mod_i[k*2 +: 2]), .value_o(alpha_arg[k*32 +: 32]));
  end

  // MDH/MDV (5.4): quad operands with the modifiers of A and C.
  logic         rgb_quad, alpha_quad, rgb_mdh, alpha_mdh;
  logic [127:0] rgb_other, alpha_other;
  assign rgb_quad    = r500_pkg::RGB_OP_PROP_QUAD[rgb_op_i];
  assign alpha_quad  = r500_pkg::ALPHA_OP_PROP_QUAD[alpha_op_i];
  assign rgb_mdh     = rgb_op_i == r500_pkg::RGB_OP_MDH;
  assign alpha_mdh   = alpha_op_i == r500_pkg::ALPHA_OP_MDH;
  assign rgb_other   = rgb_mdh ? tr_src0_i : bl_src0_i;
  assign alpha_other = alpha_mdh ? tr_src0_i : bl_src0_i;

  logic [95:0] rgb_qa, rgb_qc;
  logic [31:0] alpha_qa, alpha_qc;
  for (genvar c = 0; c < 3; c++) begin : gen_quad
    r500_mod u_qa (.x_i(tl_src0_i[c*32 +: 32]), .mod_i(rgb_mod_i[1:0]), .y_o(rgb_qa[c*32 +: 32]));
    r500_mod u_qc (.x_i(rgb_other[c*32 +: 32]), .mod_i(rgb_mod_i[5:4]), .y_o(rgb_qc[c*32 +: 32]));
  end
  r500_mod u_aqa (.x_i(tl_src0_i[127:96]), .mod_i(alpha_mod_i[1:0]), .y_o(alpha_qa));
  r500_mod u_aqc (.x_i(alpha_other[127:96]), .mod_i(alpha_mod_i[5:4]), .y_o(alpha_qc));

  logic [95:0] rgb_a, rgb_c;
  logic [31:0] alpha_a, alpha_c;
  assign rgb_a   = rgb_quad ? rgb_qa : rgb_arg[95:0];
  assign rgb_c   = rgb_quad ? rgb_qc : rgb_arg[287:192];
  assign alpha_a = alpha_quad ? alpha_qa : alpha_arg[31:0];
  assign alpha_c = alpha_quad ? alpha_qc : alpha_arg[95:64];

  // ---------------------------------------------------------------------------------------------
  // Cut CutArg
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned ArgW = 4 + 4 + 1 + 3*96 + 5*32;
  logic [ArgW-1:0] arg_d, arg_q;
  logic [3:0]      rgb_op_b, alpha_op_b;
  logic            ztae_b;
  logic [95:0]     rgb_a_b, rgb_b_b, rgb_c_b;
  logic [31:0]     alpha_a_b, alpha_b_b, alpha_c_b, dp4_a_b, dp4_b_b;
  assign arg_d = {rgb_op_i, alpha_op_i, ztae_i, rgb_a, rgb_arg[191:96], rgb_c,
                  alpha_a, alpha_arg[63:32], alpha_c, alpha_arg[31:0], alpha_arg[63:32]};
  r500_cut #(.Width(ArgW), .NumPipeRegs(NumPipeRegs), .Present(HasArg), .Index(IdxArg)) u_cut_arg (
    .clk_i, .reg_en_i, .d_i(arg_d), .q_o(arg_q));
  assign {rgb_op_b, alpha_op_b, ztae_b, rgb_a_b, rgb_b_b, rgb_c_b,
          alpha_a_b, alpha_b_b, alpha_c_b, dp4_a_b, dp4_b_b} = arg_q;

  // ---------------------------------------------------------------------------------------------
  // Stages B and C: the units (cut CutMul inside)
  // ---------------------------------------------------------------------------------------------
  logic [95:0] rgb_unit_raw;
  logic [31:0] dot, alpha_unit_raw;
  logic        is_dot;
  r500_rgb_unit #(.NumPipeRegs(NumPipeRegs), .HasMul(HasMul), .IdxMul(IdxMul)) u_rgb (
    .clk_i, .reg_en_i,
    .op_i(rgb_op_b), .ztae_i(ztae_b), .a_i(rgb_a_b), .b_i(rgb_b_b), .c_i(rgb_c_b),
    .alpha_a_i(dp4_a_b), .alpha_b_i(dp4_b_b),
    .raw_o(rgb_unit_raw), .dot_o(dot), .is_dot_o(is_dot));
  r500_alpha_unit #(.NumPipeRegs(NumPipeRegs), .HasMul(HasMul), .IdxMul(IdxMul),
                    .Compact(Compact)) u_alpha (
    .clk_i, .reg_en_i,
    .op_i(alpha_op_b), .ztae_i(ztae_b), .a_i(alpha_a_b), .b_i(alpha_b_b), .c_i(alpha_c_b),
    .raw_o(alpha_unit_raw), .iter_sfu_o, .iter_div_o, .iter_rsq_o, .iter_sfu_op_o, .iter_a_o,
    .iter_res_i);

  // The opcodes, carried over CutMul for the couplings.
  logic [7:0] ops_c;
  r500_cut #(.Width(8), .NumPipeRegs(NumPipeRegs), .Present(HasMul), .Index(IdxMul)) u_cut_ops (
    .clk_i, .reg_en_i, .d_i({rgb_op_b, alpha_op_b}), .q_o(ops_c));

  logic [31:0] alpha_raw;
  logic [95:0] rgb_raw;
  assign alpha_raw = (ops_c[3:0] == r500_pkg::ALPHA_OP_DP) ? (is_dot ? dot : 32'd0)
                                                            : alpha_unit_raw;
  assign rgb_raw   = (ops_c[7:4] == r500_pkg::RGB_OP_SOP) ? {3{alpha_raw}} : rgb_unit_raw;

  // ---------------------------------------------------------------------------------------------
  // Cut CutRaw
  // ---------------------------------------------------------------------------------------------
  r500_cut #(.Width(128), .NumPipeRegs(NumPipeRegs), .Present(HasRaw), .Index(IdxRaw)) u_cut_raw (
    .clk_i, .reg_en_i, .d_i({alpha_raw, rgb_raw}), .q_o({alpha_raw_o, rgb_raw_o}));

  logic unused_src0_a;
  assign unused_src0_a = ^{rgb_other[127:96], alpha_other[95:0]};

endmodule
