// One float phase of one instance of the Rogue main ALU (docs/rogue.md 3.2-3.4, 7.4, 14.1,
// 14.2): FADD, FMUL, FMAD, MBYP and the quad derivatives FDSX/FDSY/FDSXF/FDSYF on the shared
// fused multiply-add unit, with the source modifiers (floor, then abs, then neg) and .sat.
// Phase 0 feeds it S0..S2, phase 1 S3..S5, the pack slot of phase 2 IS3 and FTE (FADD_P2 /
// FMUL_P2). .lp is computed at full precision (D29); FMAD rounds once (D41); subnormals are kept
// (D42) and every NaN an operation produces is 0x7FC00000 (D43).
//
// The result leaves NumPipeRegs registers later (register k loads on reg_en_i[k], the enables of
// the caller's pipe_ctrl): the FMA's own cuts, and the bypass path in lock-step beside it.
module rogue_fp_phase #(
  parameter int unsigned NumPipeRegs = 1,
  parameter int unsigned Lane        = 0   // the instance's place in the quad (0 TL .. 3 BR)
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,
  input  logic [NumPipeRegs:0]   reg_en_i,
  // 0 ADD, 1 MUL, 2 FMA, 3 MBYP, 4 DSX, 5 DSY, 6 DSXF, 7 DSYF
  input  logic [2:0]             mode_i,
  input  logic                   a_flr_i, a_abs_i, a_neg_i,  // first source (MBYP/derivatives: every quad source)
  input  logic                   b_abs_i, b_neg_i,
  input  logic                   c_flr_i, c_abs_i, c_neg_i,
  input  logic                   sat_i,
  input  logic [31:0]            a_i, b_i, c_i,
  input  logic [4*32-1:0]        quad_a_i,   // the first source of every instance (derivatives)
  output logic [31:0]            result_o
);

  localparam logic [2:0] ModeAdd = 3'd0, ModeMul = 3'd1, ModeFma = 3'd2, ModeByp = 3'd3;
  localparam logic [2:0] ModeDsy = 3'd5, ModeDsxf = 3'd6, ModeDsyf = 3'd7;  // 4: FDSX

  // ---- .flr (round toward -inf; NaN keeps its bits, 14.1) on the one operand that has it ----
  logic        flr_on_c;
  logic [31:0] flr_in, flr_out, flr_res;
  logic [4:0]  unused_flr_status;
  assign flr_on_c = (mode_i == ModeFma);
  assign flr_in   = flr_on_c ? c_i : a_i;

  fp_floor #(.NumPipeRegs(0)) u_floor (
    .clk_i,
    .rst_ni,
    .reg_en_i        (reg_en_i[0]),
    .op_i            (fp_pkg::OP_RINT),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b1),
    .a_i             (flr_in),
    .result_o        (flr_res),
    .status_o        (unused_flr_status)
  );
  // fp_floor quiets a NaN; the modifier keeps a NaN's bits exactly.
  assign flr_out = ((flr_in[30:23] == 8'hFF) && (flr_in[22:0] != '0)) ? flr_in : flr_res;

  function automatic logic [31:0] sign_mod(input logic [31:0] x, input logic abs_bit, input logic neg_bit);
    sign_mod     = x;
    sign_mod[31] = (x[31] & ~abs_bit) ^ neg_bit;
  endfunction

  logic [31:0] a_mod, b_mod, c_mod;
  assign a_mod = sign_mod((a_flr_i && !flr_on_c) ? flr_out : a_i, a_abs_i, a_neg_i);
  assign b_mod = sign_mod(b_i, b_abs_i, b_neg_i);
  assign c_mod = sign_mod((c_flr_i && flr_on_c) ? flr_out : c_i, c_abs_i, c_neg_i);

  // ---- Derivatives (14.2): later - earlier of two instances' first sources ----
  logic [1:0] later, earlier;
  always_comb begin
    unique case (mode_i)
      ModeDsy:  begin later = 2'd2; earlier = 2'd0; end
      ModeDsxf: begin
        later   = (Lane < 2) ? 2'd1 : 2'd3;
        earlier = (Lane < 2) ? 2'd0 : 2'd2;
      end
      ModeDsyf: begin
        later   = ((Lane & 1) == 0) ? 2'd2 : 2'd3;
        earlier = ((Lane & 1) == 0) ? 2'd0 : 2'd1;
      end
      default:  begin later = 2'd1; earlier = 2'd0; end  // FDSX (4)
    endcase
  end

  logic            is_deriv;
  fp_pkg::fp_op_e  fma_op;
  logic [31:0]     fma_a, fma_b, fma_c;
  assign is_deriv = mode_i[2];
  always_comb begin
    fma_a = a_mod;
    fma_b = b_mod;
    fma_c = c_mod;
    unique case (mode_i)
      ModeMul: fma_op = fp_pkg::OP_MUL;
      ModeFma: fma_op = fp_pkg::OP_FMA;
      ModeAdd, ModeByp: fma_op = fp_pkg::OP_ADD;
      default: begin
        fma_op = fp_pkg::OP_SUB;
        fma_a  = sign_mod(quad_a_i[later*32 +: 32], a_abs_i, a_neg_i);
        fma_b  = sign_mod(quad_a_i[earlier*32 +: 32], a_abs_i, a_neg_i);
      end
    endcase
  end

  logic [31:0] fma_res;
  logic [4:0]  unused_fma_status;
  fp_fma #(
    .ExpBits     (8),
    .ManBits     (23),
    .NumPipeRegs (NumPipeRegs)
  ) u_fma (
    .clk_i,
    .rst_ni,
    .reg_en_i,
    .op_i            (fma_op),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (fma_a),
    .b_i             (fma_b),
    .c_i             (fma_c),
    .result_o        (fma_res),
    .status_o        (unused_fma_status)
  );

  // The bypass value and what the output needs travel beside the FMA.
  logic [31:0] byp_q;
  logic        byp_sel_q, sat_q;
  pipe_delay #(.Width(34), .Stages(NumPipeRegs)) u_side (
    .clk_i,
    .reg_en_i,
    .d_i ({a_mod, (mode_i == ModeByp), sat_i & ~is_deriv & (mode_i != ModeByp)}),
    .q_o ({byp_q, byp_sel_q, sat_q})
  );

  // .sat: [+0, 1]; NaN, negatives and -0 give +0 (D44).
  logic [31:0] raw;
  assign raw = byp_sel_q ? byp_q : fma_res;
  always_comb begin
    result_o = raw;
    if (sat_q) begin
      if (raw[31] || ((raw[30:23] == 8'hFF) && (raw[22:0] != '0))) result_o = '0;
      else if (raw[30:0] > 31'h3F80_0000) result_o = 32'h3F80_0000;
    end
  end

endmodule
