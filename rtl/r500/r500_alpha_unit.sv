// The alpha (scalar) unit of one pixel (docs/r500.md 5.2, 5.5, 5.6, 6.7): from its arguments
// (after swizzle, modifier and the MDH/MDV substitution of A and C) to its raw result, before
// the DP coupling, the output modifier and the clamp.
//
// Stage B (before cut CutMul): the SIN/COS reduction in turns (r500_turns, G2); one product
// (r500_fmul): A * B for MAD, MDH, MDV (with the zero-times-anything rule) or t * rn(2 pi) for
// SIN/COS (G2); the floor of FRC; the selection; the flush of the SFU/RCP/RSQ operand.
// Stage C (after it): one adder, the shared SFU (fp_sfu: EX2, LG2, SIN, COS, combinational),
// the correctly rounded division 1/A (fp_div, RCP) and reciprocal square root (RSQ, G1):
//   MAD, MDH, MDV   rn(p + C)
//   FRC             rn(A - floor(A)), 1.0 replaced by 0x3F7FFFFF (G5)
//   EX2, LN2        the SFU on the flushed operand, result flushed (6.7 items 2, 5)
//   SIN, COS        the SFU's SIN or COS of rn(t * 2pi), result flushed (G2)
//   RCP             rn(1 / A), flushed (fp_div with ftz)
//   RSQ             rn(1 / sqrt(A)) of the flushed A (no implicit abs, P8): the shared
//                   correctly rounded combinational fp_rsq (rtl/common; its results are
//                   never subnormal)
//   MIN MAX CND CMP the selected bits (P29)
//   DP              +0 here (the lane puts the RGB unit's dot value in its place, P9, P10)
// Compact (rtl/r500/README.md "Configurations"): no SFU, divider or RSQ here; the stage-C
// operand of the SFU/RCP/RSQ ops leaves on iter_*_o for the shared iterative units
// (r500_alpha_iter), whose flushed result comes back on iter_res_i while the stage is held.
module r500_alpha_unit #(
  parameter int unsigned NumPipeRegs = 3,
  parameter int unsigned HasMul      = 1,
  parameter int unsigned IdxMul      = 1,
  parameter int unsigned Compact     = 0
) (
  input  logic                 clk_i,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  logic [3:0]           op_i,     // r500_pkg::alpha_op_e (legal opcodes only)
  input  logic                 ztae_i,
  input  logic [31:0]          a_i,
  input  logic [31:0]          b_i,
  input  logic [31:0]          c_i,
  output logic [31:0]          raw_o,    // stage C
  // stage C, Compact only (0 otherwise): the shared units' job of this pixel
  output logic                 iter_sfu_o,   // the op is EX2, LN2, SIN or COS
  output logic                 iter_div_o,   // the op is RCP or RSQ
  output logic                 iter_rsq_o,   // RSQ (else RCP)
  output logic [1:0]           iter_sfu_op_o,  // 0 EX2, 1 LG2, 2 SIN, 3 COS
  output logic [31:0]          iter_a_o,     // the flushed operand (SIN/COS: in radians)
  input  logic [31:0]          iter_res_i    // the job's result, flushed as raw_o needs it
);

  localparam int unsigned UnitBits = r500_pkg::ALPHA_OP_UNIT_BITS;

  // ---------------------------------------------------------------------------------------------
  // Stage B
  // ---------------------------------------------------------------------------------------------
  logic [UnitBits-1:0] unit;
  logic                is_trig, is_cos;
  assign unit    = r500_pkg::ALPHA_OP_UNIT[op_i*UnitBits +: UnitBits];
  assign is_trig = (op_i == r500_pkg::ALPHA_OP_SIN) | (op_i == r500_pkg::ALPHA_OP_COS);
  assign is_cos  = op_i == r500_pkg::ALPHA_OP_COS;

  logic [31:0] t, mul_a, mul_b, prod, flr, sel, a_flushed;
  logic        sfu_cos;
  r500_turns u_turns (.x_i(a_i), .is_cos_i(is_cos), .t_o(t), .sfu_cos_o(sfu_cos));
  assign mul_a = is_trig ? t : a_i;
  assign mul_b = is_trig ? r500_pkg::F32_TWO_PI : b_i;
  r500_fmul u_mul (.ztae_i(ztae_i & ~is_trig), .a_i(mul_a), .b_i(mul_b), .p_o(prod));
  r500_floor u_floor (.x_i(a_i), .y_o(flr));

  logic [1:0] sel_kind;
  always_comb begin
    unique case (op_i)
      r500_pkg::ALPHA_OP_MIN: sel_kind = 2'd0;
      r500_pkg::ALPHA_OP_MAX: sel_kind = 2'd1;
      r500_pkg::ALPHA_OP_CND: sel_kind = 2'd2;
      default:                sel_kind = 2'd3;  // CMP
    endcase
  end
  r500_select u_sel (.kind_i(sel_kind), .a_i(a_i), .b_i(b_i), .c_i(c_i), .y_o(sel));

  assign a_flushed = (a_i[30:23] == 8'd0) ? {a_i[31], 31'd0} : a_i;

  // SFU operation of the SFU opcodes, as bits through the cut (Yosys 0.23 reads no cast to an
  // enum type): 0 EX2, 1 LG2, 2 SIN, 3 COS.
  logic [1:0] sfu_op;
  always_comb begin
    unique case (op_i)
      r500_pkg::ALPHA_OP_EX2: sfu_op = 2'd0;
      r500_pkg::ALPHA_OP_LN2: sfu_op = 2'd1;
      default:                sfu_op = sfu_cos ? 2'd3 : 2'd2;
    endcase
  end

  logic        is_rsq;
  logic [31:0] u_b, v_b;
  assign is_rsq = op_i == r500_pkg::ALPHA_OP_RSQ;
  always_comb begin
    unique case (unit)
      r500_pkg::ALPHA_OP_UNIT_SELECT: begin u_b = sel;       v_b = 32'd0; end
      r500_pkg::ALPHA_OP_UNIT_FRC:    begin u_b = a_i;       v_b = {~flr[31], flr[30:0]}; end
      r500_pkg::ALPHA_OP_UNIT_SFU:    begin u_b = is_trig ? prod : a_flushed; v_b = 32'd0; end
      r500_pkg::ALPHA_OP_UNIT_RECIP:  begin u_b = a_flushed; v_b = 32'd0; end
      r500_pkg::ALPHA_OP_UNIT_DOT_COPY: begin u_b = 32'd0;   v_b = 32'd0; end
      default:                        begin u_b = prod;      v_b = c_i;   end  // MAD, DERIV
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Cut CutMul
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned CutW = UnitBits + 2 + 1 + 64;
  logic [CutW-1:0]     cut_d, cut_q;
  logic [UnitBits-1:0] unit_c;
  logic [1:0]          sfu_op_c;
  logic                rsq_c;
  logic [31:0]         u_c, v_c;
  assign cut_d = {unit, sfu_op, is_rsq, u_b, v_b};
  r500_cut #(.Width(CutW), .NumPipeRegs(NumPipeRegs), .Present(HasMul), .Index(IdxMul)) u_cut (
    .clk_i, .reg_en_i, .d_i(cut_d), .q_o(cut_q));
  assign {unit_c, sfu_op_c, rsq_c, u_c, v_c} = cut_q;

  // ---------------------------------------------------------------------------------------------
  // Stage C
  // ---------------------------------------------------------------------------------------------
  logic [31:0] sum, frc;
  r500_fadd u_add (.a_i(u_c), .b_i(v_c), .s_o(sum));
  assign frc = (sum == r500_pkg::F32_ONE) ? r500_pkg::F32_BELOW_ONE : sum;

  // The SFU, RCP and RSQ results (the fast units, or the shared iterative ones of Compact).
  logic [31:0] sfu_f, recip;
  if (Compact == 0) begin : gen_fast_units
    logic [0:0]  no_en;
    logic [31:0] zero_b, one, sfu_r, rcp, rsq;
    assign no_en  = 1'b0;
    assign zero_b = 32'd0;
    assign one    = r500_pkg::F32_ONE;

    fp_pkg::sfu_op_e sfu_op_e;
    always_comb begin
      unique case (sfu_op_c)
        2'd0:    sfu_op_e = fp_pkg::SFU_EX2;
        2'd1:    sfu_op_e = fp_pkg::SFU_LG2;
        2'd2:    sfu_op_e = fp_pkg::SFU_SIN;
        default: sfu_op_e = fp_pkg::SFU_COS;
      endcase
    end
    fp_sfu #(.NumPipeRegs(0)) u_sfu (
      .clk_i           (1'b0),
      .rst_ni          (1'b1),
      .reg_en_i        (no_en),
      .op_i            (sfu_op_e),
      .nan_propagate_i (1'b0),
      .a_i             (u_c),
      .b_i             (zero_b),
      .result_o        (sfu_r)
    );
    assign sfu_f = (sfu_r[30:23] == 8'd0) ? {sfu_r[31], 31'd0} : sfu_r;

    logic [4:0] unused_status;
    fp_div #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0)) u_div (
      .clk_i           (1'b0),
      .rst_ni          (1'b1),
      .reg_en_i        (no_en),
      .rnd_mode_i      (fp_pkg::RNE),
      .ftz_i           (1'b1),
      .nan_propagate_i (1'b0),
      .a_i             (one),
      .b_i             (u_c),
      .result_o        (rcp),
      .status_o        (unused_status)
    );
    fp_rsq #(.ExpBits(8), .ManBits(23)) u_rsq (.a_i(u_c), .result_o(rsq));
    assign recip = rsq_c ? rsq : rcp;

    assign iter_sfu_o    = 1'b0;
    assign iter_div_o    = 1'b0;
    assign iter_rsq_o    = 1'b0;
    assign iter_sfu_op_o = 2'd0;
    assign iter_a_o      = 32'd0;
    logic unused_iter_res;
    assign unused_iter_res = ^iter_res_i;
  end else begin : gen_shared_units
    assign iter_sfu_o    = unit_c == r500_pkg::ALPHA_OP_UNIT_SFU;
    assign iter_div_o    = unit_c == r500_pkg::ALPHA_OP_UNIT_RECIP;
    assign iter_rsq_o    = rsq_c;
    assign iter_sfu_op_o = sfu_op_c;
    assign iter_a_o      = u_c;
    assign sfu_f         = iter_res_i;
    assign recip         = iter_res_i;
  end

  always_comb begin
    unique case (unit_c)
      r500_pkg::ALPHA_OP_UNIT_SELECT:   raw_o = u_c;
      r500_pkg::ALPHA_OP_UNIT_FRC:      raw_o = frc;
      r500_pkg::ALPHA_OP_UNIT_SFU:      raw_o = sfu_f;
      r500_pkg::ALPHA_OP_UNIT_RECIP:    raw_o = recip;
      r500_pkg::ALPHA_OP_UNIT_DOT_COPY: raw_o = 32'd0;
      default:                          raw_o = sum;  // MAD, DERIV
    endcase
  end

endmodule
