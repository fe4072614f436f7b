// Special-function unit: EX2, LG2, SIN, COS and POW of binary32, the bit-exact twin of
// golden/fp/sfu.cpp (whose header comment states the algorithm and the special cases; the
// constants come from fp_sfu_pkg, computed at elaboration by the same closed-form rules).
// Results are rounded to nearest-even; subnormal inputs and outputs are kept. No flags.
//
// Datapath (fixed point; every product fits in 64 bits):
//   S0 decode:  special results; LG2/POW: normalise x and y, table index i, Z = M*K_i - 2^32;
//               EX2: X = floor(x * 2^32); SIN/COS: reduction to turns (window of 1/(2 pi)
//               selected by the exponent, three 24x30 products), quadrant, |u|.
//   S1 poly:    LG2/POW: Horner of q(z) (3 steps) and Pz = Z*q, then L = e + T_i + p (or the
//               near-1 form); SIN/COS: s = v^2 and Horner in s (5 steps), then the sine's
//               product with the normalised |u|. Result candidate (sign, mag, q): value mag*2^q.
//   S2 pow:     POW: normalise log2 x, multiply by y, shift to X = floor(y log2 x * 2^32)
//               (or the out-of-range result +inf / +0).
//   S3 exp:     EX2 core on X: Horner of 2^r - 1 (3 steps), table 2^(j/64), Y = 2^f (Q1.56).
//   S4 pack:    leading-zero count of mag, rounding (fp_rnd_pack, RNE), special override.
// Every op passes through every stage (fixed latency); the stages an op does not need carry
// its values unchanged.
//
// Pipeline cut points, in datapath order; which ones exist depends on NumPipeRegs (0..6),
// chosen so that the longest multiplier chain between registers shrinks with each register
// (S1 has the longest chain: seven products for the sine):
//   CutDecode  after S0                                   NumPipeRegs 4, 5, 6
//   CutPolyMid inside S1 (after v^2 and two Horner steps;
//              after two of LG2's Horner steps)           NumPipeRegs 2..6
//   CutPoly    after S1                                   NumPipeRegs 1, 3, 4, 5, 6
//   CutPow     after S2                                   NumPipeRegs 2, 5, 6
//   CutExpMid  inside S3 (after the Horner steps)         NumPipeRegs 3..6
//   CutExp     after S3 (before packing)                  NumPipeRegs 6
// reg_en_i[k] loads the k-th existing cut (k = 1 nearest the input).
module fp_sfu #(
  parameter int unsigned NumPipeRegs = 3,
  parameter logic [31:0] CanonNaN32  = 32'h7FC0_0000
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,      // datapath regs need no reset; unused
  input  logic [NumPipeRegs:0] reg_en_i,    // [k] loads pipeline register k (k>=1)
  input  fp_pkg::sfu_op_e      op_i,
  input  logic                 nan_propagate_i,
  input  logic [31:0]          a_i,
  input  logic [31:0]          b_i,         // POW exponent
  output logic [31:0]          result_o
);

  // ---------------------------------------------------------------------------------------------
  // Cut points
  // ---------------------------------------------------------------------------------------------
  // Bit c of the mask enables cut c (0 CutDecode, 1 CutPolyMid, 2 CutPoly, 3 CutPow,
  // 4 CutExpMid, 5 CutExp).
  function logic [5:0] cut_mask(input int unsigned n);
    unique case (n)
      0:       cut_mask = 6'b000000;
      1:       cut_mask = 6'b000100;
      2:       cut_mask = 6'b001010;
      3:       cut_mask = 6'b010110;
      4:       cut_mask = 6'b010111;
      5:       cut_mask = 6'b011111;
      default: cut_mask = 6'b111111;
    endcase
  endfunction
  // reg_en_i index of cut c (0 when it does not exist).
  function int unsigned cut_idx(input int unsigned c);
    logic [5:0] mask;
    mask    = cut_mask(NumPipeRegs);
    cut_idx = 0;
    if (mask[c]) begin
      for (int unsigned k = 0; k <= c; k++) begin
        if (mask[k]) cut_idx = cut_idx + 1;
      end
    end
  endfunction

  localparam logic [5:0]  CutMask     = cut_mask(NumPipeRegs);
  localparam int unsigned IdxDecode   = cut_idx(0);
  localparam int unsigned IdxPolyMid  = cut_idx(1);
  localparam int unsigned IdxPoly     = cut_idx(2);
  localparam int unsigned IdxPow      = cut_idx(3);
  localparam int unsigned IdxExpMid   = cut_idx(4);
  localparam int unsigned IdxExp      = cut_idx(5);
  // Each cut is a pipe_delay of En stages (1 where the cut exists, else a wire) fed the slice
  // reg_en_i[Idx -: En + 1]: its register (bit 1 of the slice) loads on reg_en_i[Idx].
  localparam int unsigned EnDecode    = CutMask[0] ? 1 : 0;
  localparam int unsigned EnPolyMid   = CutMask[1] ? 1 : 0;
  localparam int unsigned EnPoly      = CutMask[2] ? 1 : 0;
  localparam int unsigned EnPow       = CutMask[3] ? 1 : 0;
  localparam int unsigned EnExpMid    = CutMask[4] ? 1 : 0;
  localparam int unsigned EnExp       = CutMask[5] ? 1 : 0;

  // ---------------------------------------------------------------------------------------------
  // Constants (fp_sfu_pkg)
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned KBits = fp_sfu_pkg::Lg2KBits;
  localparam int unsigned TBits = fp_sfu_pkg::Lg2TBits;
  localparam int unsigned CBits = fp_sfu_pkg::Lg2CBits;
  localparam int unsigned ETBits = fp_sfu_pkg::Ex2TBits;
  localparam int unsigned EABits = fp_sfu_pkg::Ex2ABits;
  localparam int unsigned TCBits = fp_sfu_pkg::TrigCBits;

  localparam logic signed [CBits-1:0] Lg2C0 = fp_sfu_pkg::Lg2Coeffs[0*CBits +: CBits];
  localparam logic signed [CBits-1:0] Lg2C1 = fp_sfu_pkg::Lg2Coeffs[1*CBits +: CBits];
  localparam logic signed [CBits-1:0] Lg2C2 = fp_sfu_pkg::Lg2Coeffs[2*CBits +: CBits];
  localparam logic signed [CBits-1:0] Lg2C3 = fp_sfu_pkg::Lg2Coeffs[3*CBits +: CBits];
  localparam logic [EABits-1:0] Ex2A1 = fp_sfu_pkg::Ex2Coeffs[0*EABits +: EABits];
  localparam logic [EABits-1:0] Ex2A2 = fp_sfu_pkg::Ex2Coeffs[1*EABits +: EABits];
  localparam logic [EABits-1:0] Ex2A3 = fp_sfu_pkg::Ex2Coeffs[2*EABits +: EABits];

  // Trig coefficient of order m (sin: odd m, cos: even m).
  localparam logic [12*TCBits-1:0] TrigC = fp_sfu_pkg::TrigCoeffs;

  localparam logic [31:0] PosInf = 32'h7F80_0000;

  // =============================================================================================
  // S0: decode, special results, front ends
  // =============================================================================================
  logic       a_sign, b_sign;
  logic [7:0] a_exp, b_exp;
  logic [22:0] a_frac, b_frac;
  assign {a_sign, a_exp, a_frac} = a_i;
  assign {b_sign, b_exp, b_frac} = b_i;

  logic is_sin, is_cos;
  assign is_sin = op_i == fp_pkg::SFU_SIN;
  assign is_cos = op_i == fp_pkg::SFU_COS;

  // ---- special results (golden order of the checks) ----
  logic        special_d;
  logic [31:0] special_bits_d;
  fp_sfu_special #(.CanonNaN32(CanonNaN32)) u_special (
    .op_i            (op_i),
    .nan_propagate_i (nan_propagate_i),
    .a_i             (a_i),
    .b_i             (b_i),
    .special_o       (special_d),
    .special_bits_o  (special_bits_d)
  );

  // ---- LG2/POW: x = 2^e * M/2^23 with M normalised; i, K_i, Z = M*K_i - 2^32 ----
  logic [23:0] a_sig, a_norm;
  logic [4:0]  a_lzc;
  logic        a_sig_zero;
  assign a_sig = {a_exp != 8'h00, a_frac};
  fp_sig_norm #(.Width(24), .CntWidth(5)) u_norm_a (
    .sig_i   (a_sig),
    .norm_o  (a_norm),
    .shift_o (a_lzc),
    .zero_o  (a_sig_zero)
  );

  logic signed [9:0] lg_e_d;      // unbiased exponent of the leading bit
  logic [6:0]        lg_i_d;
  logic [KBits-1:0]  lg_k;
  logic [33:0]       lg_mk;
  logic signed [25:0] lg_z_d;     // z * 2^32, |z| < 2^-7
  assign lg_e_d = (a_exp == 8'h00) ? (10'sd0 - 10'sd126 - $signed({5'd0, a_lzc}))
                                   : ($signed({2'b00, a_exp}) - 10'sd127);
  assign lg_i_d = a_norm[22:16];
  assign lg_k   = fp_sfu_pkg::Lg2KTable[lg_i_d*KBits +: KBits];
  assign lg_mk  = a_norm * lg_k;
  // M*K - 2^32 lies in (-2^25, 2^25): its low 26 bits are the two's complement value.
  assign lg_z_d = lg_mk[25:0];

  logic unused_lg;
  assign unused_lg = ^lg_mk[33:26] ^ a_sig_zero;

  // ---- POW: y = My * 2^Ey with My normalised ----
  logic [23:0] b_sig, pow_my_d;
  logic [4:0]  b_lzc;
  logic        b_sig_zero;
  logic signed [9:0] pow_ey_d;
  assign b_sig = {b_exp != 8'h00, b_frac};
  fp_sig_norm #(.Width(24), .CntWidth(5)) u_norm_b (
    .sig_i   (b_sig),
    .norm_o  (pow_my_d),
    .shift_o (b_lzc),
    .zero_o  (b_sig_zero)
  );
  logic unused_b;
  assign unused_b = b_sig_zero;
  assign pow_ey_d = (b_exp == 8'h00) ? (10'sd0 - 10'sd149 - $signed({5'd0, b_lzc}))
                                     : ($signed({2'b00, b_exp}) - 10'sd150);

  // ---- EX2: X = floor(x * 2^32) (|x| < 256). x*2^32 = M * 2^(max(e,1) - 118): M<<16 shifted
  // right by 134 - max(e,1), toward -inf for negative x. ----
  logic [7:0]  ex_rshift_full;
  logic [5:0]  ex_rshift;
  logic [39:0] ex_field, ex_kept;
  logic        ex_sticky;
  logic signed [40:0] ex_x_d;
  assign ex_rshift_full = 8'd134 - ((a_exp == 8'h00) ? 8'd1 : a_exp);
  assign ex_rshift      = (ex_rshift_full > 8'd40) ? 6'd40 : ex_rshift_full[5:0];
  assign ex_field       = {a_sig, 16'h0000};
  // Every variable shift of this unit (here, in fp_sig_norm and fp_rnd_pack) is written as a
  // logarithmic shifter of constant steps: plain `<<`/`>>` by a variable become $shl/$shr cells
  // that Yosys' resource sharing (SAT on the op-dependent activation) turns into a memory
  // blow-up on a unit this size.
  // Right shift collecting the bits shifted out (a shift by 40 or more leaves only sticky).
  fp_shr_sticky #(.Width(40), .ShiftWidth(6)) u_shr_ex (
    .value_i  (ex_field),
    .shift_i  (ex_rshift),
    .value_o  (ex_kept),
    .sticky_o (ex_sticky)
  );
  assign ex_x_d = a_sign ? -$signed({1'b0, ex_kept} + {40'd0, ex_sticky}) : $signed({1'b0, ex_kept});

  // ---- SIN/COS: t = frac(|x| / (2 pi)) * 2^64 ----
  logic [7:0]  tr_wshift;
  logic [89:0] tr_window;
  logic [29:0] tr_w0, tr_w1, tr_w2;
  logic [53:0] tr_p0, tr_p1, tr_p2;
  logic [63:0] tr_turns, tr_turns_rounded, tr_u;
  logic [1:0]  tr_quadrant, tr_k;
  logic [61:0] tr_umag_d;
  logic        tr_uneg_d, tr_use_cos_d, tr_neg_d;

  // 254 - e for e in [115, 254]; other exponents are special results (value unused).
  assign tr_wshift = 8'd254 - a_exp;
  logic [fp_sfu_pkg::K194Bits-1:0] tr_k194_shifted;
  always_comb begin
    tr_k194_shifted = fp_sfu_pkg::K194;
    for (int l = 0; l < 8; l++) begin
      if (tr_wshift[l]) tr_k194_shifted = tr_k194_shifted >> (1 << l);
    end
  end
  assign tr_window = tr_k194_shifted[89:0];
  assign {tr_w2, tr_w1, tr_w0} = tr_window;
  assign tr_p0 = a_sig * tr_w0;
  assign tr_p1 = a_sig * tr_w1;
  assign tr_p2 = a_sig * tr_w2;
  assign tr_turns = {36'd0, tr_p0[53:26]} + {6'd0, tr_p1, 4'd0} + {tr_p2[29:0], 34'd0};
  assign tr_turns_rounded = tr_turns + {3'b001, 61'd0};
  assign tr_quadrant = tr_turns_rounded[63:62];
  assign tr_u = tr_turns - {tr_quadrant, 62'd0};
  assign tr_uneg_d = tr_u[63];
  logic [63:0] tr_uabs;
  assign tr_uabs   = tr_uneg_d ? -tr_u : tr_u;  // <= 2^61
  assign tr_umag_d = tr_uabs[61:0];
  assign tr_k         = tr_quadrant + {1'b0, is_cos};
  assign tr_use_cos_d = tr_k[0];
  assign tr_neg_d     = tr_k[1] ^ (is_sin & a_sign);

  logic unused_tr;
  assign unused_tr = ^{tr_p0[25:0], tr_p2[53:30], tr_turns_rounded[61:0], tr_uabs[63:62]};

  // =============================================================================================
  // CutDecode
  // =============================================================================================
  // Op bits and the special result travel in every cut.
  localparam int unsigned HeadW = 3 + 1 + 32;
  logic [HeadW-1:0] head_d;
  assign head_d = {op_i, special_d, special_bits_d};

  localparam int unsigned DecW = HeadW + 10 + 7 + 26 + 1 + 24 + 10 + 41 + 62 + 3;
  logic [DecW-1:0] dec_d, dec_q;
  assign dec_d = {head_d, lg_e_d, lg_i_d, lg_z_d, b_sign, pow_my_d, pow_ey_d, ex_x_d,
                  tr_umag_d, tr_uneg_d, tr_use_cos_d, tr_neg_d};

  pipe_delay #(.Width(DecW), .Stages(EnDecode)) u_cut_decode (
    .clk_i,
    .reg_en_i (reg_en_i[IdxDecode -: EnDecode + 1]),
    .d_i      (dec_d),
    .q_o      (dec_q)
  );

  logic [HeadW-1:0]   head_s1;
  logic signed [9:0]  lg_e_s1;
  logic [6:0]         lg_i_s1;
  logic signed [25:0] lg_z_s1;
  logic               pow_yneg_s1;
  logic [23:0]        pow_my_s1;
  logic signed [9:0]  pow_ey_s1;
  logic signed [40:0] ex_x_s1;
  logic [61:0]        tr_umag_s1;
  logic               tr_uneg_s1, tr_use_cos_s1, tr_neg_s1;
  assign {head_s1, lg_e_s1, lg_i_s1, lg_z_s1, pow_yneg_s1, pow_my_s1, pow_ey_s1, ex_x_s1,
          tr_umag_s1, tr_uneg_s1, tr_use_cos_s1, tr_neg_s1} = dec_q;

  // =============================================================================================
  // S1a: first half of the polynomials
  // =============================================================================================
  // LG2: h = c3; h = c2 + (Z h >> 32); h = c1 + (Z h >> 32)   (Q1.36)
  logic signed [63:0]      lg_z_wide;
  logic signed [CBits-1:0] lg_h2, lg_h1_d;
  assign lg_z_wide = 64'(lg_z_s1);
  fp_sfu_horner_step #(.Width(CBits), .Shift(32)) u_lg_step3 (
    .x_i (lg_z_wide),
    .h_i (Lg2C3),
    .c_i (Lg2C2),
    .h_o (lg_h2)
  );
  fp_sfu_horner_step #(.Width(CBits), .Shift(32)) u_lg_step2 (
    .x_i (lg_z_wide),
    .h_i (lg_h2),
    .c_i (Lg2C1),
    .h_o (lg_h1_d)
  );

  // SIN/COS: v = |u| >> 30 (Q1.31), s = v^2 >> 31 (Q0.31); h = c5; h = c4 + (h s >> 31);
  // h = c3 + (h s >> 31)   (Q1.30). Coefficient k of the function is TrigC entry 2k(+1).
  logic [31:0]              tr_v;
  logic [63:0]              tr_v2;
  logic [31:0]              tr_s_d;
  logic signed [TCBits-1:0] tr_c5, tr_c4, tr_c3, tr_h4, tr_h3_d;
  logic signed [63:0]       tr_s_wide;
  assign tr_v   = tr_umag_s1[61:30];
  assign tr_v2  = tr_v * tr_v;
  assign tr_s_d = tr_v2[62:31];
  assign tr_c5  = tr_use_cos_s1 ? TrigC[10*TCBits +: TCBits] : TrigC[11*TCBits +: TCBits];
  assign tr_c4  = tr_use_cos_s1 ? TrigC[8*TCBits +: TCBits]  : TrigC[9*TCBits +: TCBits];
  assign tr_c3  = tr_use_cos_s1 ? TrigC[6*TCBits +: TCBits]  : TrigC[7*TCBits +: TCBits];
  assign tr_s_wide = $signed({32'd0, tr_s_d});
  fp_sfu_horner_step #(.Width(TCBits), .Shift(31)) u_tr_step5 (
    .x_i (tr_s_wide),
    .h_i (tr_c5),
    .c_i (tr_c4),
    .h_o (tr_h4)
  );
  fp_sfu_horner_step #(.Width(TCBits), .Shift(31)) u_tr_step4 (
    .x_i (tr_s_wide),
    .h_i (tr_h4),
    .c_i (tr_c3),
    .h_o (tr_h3_d)
  );

  logic unused_s1a;
  assign unused_s1a = tr_v2[63] ^ ^tr_v2[30:0];

  // =============================================================================================
  // CutPolyMid
  // =============================================================================================
  localparam int unsigned MidW = HeadW + 10 + 7 + 26 + CBits + 1 + 24 + 10 + 41 + 62 + 32 +
                                 TCBits + 3;
  logic [MidW-1:0] mid_d, mid_q;
  assign mid_d = {head_s1, lg_e_s1, lg_i_s1, lg_z_s1, lg_h1_d, pow_yneg_s1, pow_my_s1, pow_ey_s1,
                  ex_x_s1, tr_umag_s1, tr_s_d, tr_h3_d, tr_uneg_s1, tr_use_cos_s1, tr_neg_s1};

  pipe_delay #(.Width(MidW), .Stages(EnPolyMid)) u_cut_poly_mid (
    .clk_i,
    .reg_en_i (reg_en_i[IdxPolyMid -: EnPolyMid + 1]),
    .d_i      (mid_d),
    .q_o      (mid_q)
  );

  logic [HeadW-1:0]         head_s1b;
  logic signed [9:0]        lg_e_s1b;
  logic [6:0]               lg_i_s1b;
  logic signed [25:0]       lg_z_s1b;
  logic signed [CBits-1:0]  lg_h1_s1b;
  logic                     pow_yneg_s1b;
  logic [23:0]              pow_my_s1b;
  logic signed [9:0]        pow_ey_s1b;
  logic signed [40:0]       ex_x_s1b;
  logic [61:0]              tr_umag_s1b;
  logic [31:0]              tr_s_s1b;
  logic signed [TCBits-1:0] tr_h3_s1b;
  logic                     tr_uneg_s1b, tr_use_cos_s1b, tr_neg_s1b;
  assign {head_s1b, lg_e_s1b, lg_i_s1b, lg_z_s1b, lg_h1_s1b, pow_yneg_s1b, pow_my_s1b,
          pow_ey_s1b, ex_x_s1b, tr_umag_s1b, tr_s_s1b, tr_h3_s1b, tr_uneg_s1b, tr_use_cos_s1b,
          tr_neg_s1b} = mid_q;

  // =============================================================================================
  // S1b: second half of the polynomials, result candidates
  // =============================================================================================
  // LG2: h = c0 + (Z h1 >> 32); Pz = Z h = z q(z) 2^68.
  logic signed [63:0]      lg_z_wide_s1b, lg_pz, lg_pz_shr;
  logic signed [CBits-1:0] lg_h0;
  assign lg_z_wide_s1b = 64'(lg_z_s1b);
  fp_sfu_horner_step #(.Width(CBits), .Shift(32)) u_lg_step1 (
    .x_i (lg_z_wide_s1b),
    .h_i (lg_h1_s1b),
    .c_i (Lg2C0),
    .h_o (lg_h0)
  );
  assign lg_pz     = lg_z_wide_s1b * 64'(lg_h0);
  assign lg_pz_shr = lg_pz >>> 14;

  // Near 1 the exact product is the result; elsewhere L = e*2^54 + T_i + (Pz >> 14) (Q9.54).
  logic               lg_near1;
  logic [TBits-1:0]   lg_t;
  logic signed [63:0] lg_fixed, lg_value;
  assign lg_near1 = ((lg_i_s1b == 7'd0) & (lg_e_s1b == 10'sd0)) |
                    ((lg_i_s1b == 7'd127) & (lg_e_s1b == -10'sd1));
  assign lg_t     = fp_sfu_pkg::Lg2TTable[lg_i_s1b*TBits +: TBits];
  assign lg_fixed = $signed({lg_e_s1b, 54'd0}) + $signed({9'd0, lg_t}) + lg_pz_shr;
  assign lg_value = lg_near1 ? lg_pz : lg_fixed;

  logic [63:0]       log_mag;
  logic              log_sign;
  logic signed [9:0] log_q;
  assign log_sign = lg_value[63];
  assign log_mag  = log_sign ? -lg_value : lg_value;
  assign log_q    = lg_near1 ? -10'sd68 : -10'sd54;

  // SIN/COS: h = c2, c1, c0 steps; cos: h * 2^-30; sin: (top 32 bits of |u|) * h.
  logic signed [TCBits-1:0] tr_c2, tr_c1, tr_c0, tr_h2, tr_h1, tr_h0;
  logic signed [63:0]       tr_s_wide_s1b;
  assign tr_c2 = tr_use_cos_s1b ? TrigC[4*TCBits +: TCBits] : TrigC[5*TCBits +: TCBits];
  assign tr_c1 = tr_use_cos_s1b ? TrigC[2*TCBits +: TCBits] : TrigC[3*TCBits +: TCBits];
  assign tr_c0 = tr_use_cos_s1b ? TrigC[0*TCBits +: TCBits] : TrigC[1*TCBits +: TCBits];
  assign tr_s_wide_s1b = $signed({32'd0, tr_s_s1b});
  fp_sfu_horner_step #(.Width(TCBits), .Shift(31)) u_tr_step3 (
    .x_i (tr_s_wide_s1b),
    .h_i (tr_h3_s1b),
    .c_i (tr_c2),
    .h_o (tr_h2)
  );
  fp_sfu_horner_step #(.Width(TCBits), .Shift(31)) u_tr_step2 (
    .x_i (tr_s_wide_s1b),
    .h_i (tr_h2),
    .c_i (tr_c1),
    .h_o (tr_h1)
  );
  fp_sfu_horner_step #(.Width(TCBits), .Shift(31)) u_tr_step1 (
    .x_i (tr_s_wide_s1b),
    .h_i (tr_h1),
    .c_i (tr_c0),
    .h_o (tr_h0)
  );

  logic [5:0]  tr_lzc;
  logic        tr_u_zero;
  logic [63:0] tr_unorm;
  logic [63:0] tr_umag_wide;
  assign tr_umag_wide = {2'b00, tr_umag_s1b};
  fp_sig_norm #(.Width(64), .CntWidth(6), .TreeLzc(1)) u_norm_u (
    .sig_i   (tr_umag_wide),
    .norm_o  (tr_unorm),
    .shift_o (tr_lzc),
    .zero_o  (tr_u_zero)
  );

  // h0 is positive (>= 0.70 in Q1.30) on both branches.
  logic [63:0]       trig_mag;
  logic              trig_sign;
  logic signed [9:0] trig_q;
  always_comb begin
    if (tr_use_cos_s1b) begin
      trig_mag  = {32'd0, tr_h0};
      trig_sign = tr_neg_s1b;
      trig_q    = -10'sd30;
    end else begin
      trig_mag  = tr_unorm[63:32] * {32'd0, tr_h0};
      trig_sign = tr_neg_s1b ^ tr_uneg_s1b;
      trig_q    = -10'sd59 - $signed({4'd0, tr_lzc});
    end
  end

  logic unused_s1b;
  assign unused_s1b = tr_u_zero ^ ^tr_unorm[31:0];

  // Result candidate: the log for LG2 and POW (POW's S2 reads it), the sine/cosine otherwise.
  logic              head_trig_s1b;
  logic [63:0]       cand_mag_d;
  logic              cand_sign_d;
  logic signed [9:0] cand_q_d;
  assign head_trig_s1b = (head_s1b[HeadW-1 -: 3] == 3'(fp_pkg::SFU_SIN)) |
                         (head_s1b[HeadW-1 -: 3] == 3'(fp_pkg::SFU_COS));
  assign cand_mag_d  = head_trig_s1b ? trig_mag  : log_mag;
  assign cand_sign_d = head_trig_s1b ? trig_sign : log_sign;
  assign cand_q_d    = head_trig_s1b ? trig_q    : log_q;

  // =============================================================================================
  // CutPoly
  // =============================================================================================
  localparam int unsigned PolyW = HeadW + 64 + 1 + 10 + 1 + 24 + 10 + 41;
  logic [PolyW-1:0] poly_d, poly_q;
  assign poly_d = {head_s1b, cand_mag_d, cand_sign_d, cand_q_d, pow_yneg_s1b, pow_my_s1b,
                   pow_ey_s1b, ex_x_s1b};

  pipe_delay #(.Width(PolyW), .Stages(EnPoly)) u_cut_poly (
    .clk_i,
    .reg_en_i (reg_en_i[IdxPoly -: EnPoly + 1]),
    .d_i      (poly_d),
    .q_o      (poly_q)
  );

  logic [HeadW-1:0]   head_s2;
  logic [63:0]        cand_mag_s2;
  logic               cand_sign_s2;
  logic signed [9:0]  cand_q_s2;
  logic               pow_yneg_s2;
  logic [23:0]        pow_my_s2;
  logic signed [9:0]  pow_ey_s2;
  logic signed [40:0] ex_x_s2;
  assign {head_s2, cand_mag_s2, cand_sign_s2, cand_q_s2, pow_yneg_s2, pow_my_s2, pow_ey_s2,
          ex_x_s2} = poly_q;

  // =============================================================================================
  // S2: POW: X = floor(y log2(x) 2^32)
  // =============================================================================================
  logic [5:0]  pw_lzc;
  logic        pw_l_zero;
  logic [63:0] pw_lnorm, pw_prod;
  logic signed [9:0] pw_el, pw_sh;
  fp_sig_norm #(.Width(64), .CntWidth(6), .TreeLzc(1)) u_norm_log (
    .sig_i   (cand_mag_s2),
    .norm_o  (pw_lnorm),
    .shift_o (pw_lzc),
    .zero_o  (pw_l_zero)
  );
  assign pw_prod  = pw_lnorm[63:24] * pow_my_s2;
  assign pw_el    = cand_q_s2 + 10'sd24 - $signed({4'd0, pw_lzc});
  assign pw_sh    = pw_el + pow_ey_s2 + 10'sd32;

  logic pw_neg, pw_out_of_range;
  assign pw_neg          = cand_sign_s2 ^ pow_yneg_s2;
  assign pw_out_of_range = $signed(pw_sh) >= (pw_prod[63] ? -10'sd23 : -10'sd22);

  // Right shift by -sh (>= 23 when in range; 64 or more leaves only sticky).
  logic [9:0]  pw_rshift_full;
  logic [6:0]  pw_rshift;
  logic [63:0] pw_kept;
  logic        pw_sticky;
  logic signed [40:0] pw_x;
  assign pw_rshift_full = -pw_sh;
  assign pw_rshift      = (pw_rshift_full > 10'd64) ? 7'd64 : pw_rshift_full[6:0];
  fp_shr_sticky #(.Width(64), .ShiftWidth(7)) u_shr_pow (
    .value_i  (pw_prod),
    .shift_i  (pw_rshift),
    .value_o  (pw_kept),
    .sticky_o (pw_sticky)
  );
  // In range, |X| < 2^40: the low 41 bits hold the value.
  assign pw_x = pw_neg ? -$signed({1'b0, pw_kept[39:0]} + {40'd0, pw_sticky})
                       : $signed({1'b0, pw_kept[39:0]});

  logic unused_s2;
  assign unused_s2 = pw_l_zero ^ ^pw_lnorm[23:0] ^ ^pw_kept[63:40];

  logic              pow_op_s2;
  logic [HeadW-1:0]  head_s2b;
  logic signed [40:0] x_core_d;
  assign pow_op_s2 = head_s2[HeadW-1 -: 3] == 3'(fp_pkg::SFU_POW);
  always_comb begin
    head_s2b = head_s2;
    x_core_d = ex_x_s2;
    if (pow_op_s2) begin
      x_core_d = pw_x;
      // |y log2 x| >= 256: +inf or +0 (unless an earlier special result stands).
      if (pw_out_of_range & ~head_s2[32]) begin
        head_s2b[32:0] = {1'b1, pw_neg ? 32'h0 : PosInf};
      end
    end
  end

  // =============================================================================================
  // CutPow
  // =============================================================================================
  localparam int unsigned PowW = HeadW + 64 + 1 + 10 + 41;
  logic [PowW-1:0] pow_d, pow_q;
  assign pow_d = {head_s2b, cand_mag_s2, cand_sign_s2, cand_q_s2, x_core_d};

  pipe_delay #(.Width(PowW), .Stages(EnPow)) u_cut_pow (
    .clk_i,
    .reg_en_i (reg_en_i[IdxPow -: EnPow + 1]),
    .d_i      (pow_d),
    .q_o      (pow_q)
  );

  logic [HeadW-1:0]   head_s3;
  logic [63:0]        cand_mag_s3;
  logic               cand_sign_s3;
  logic signed [9:0]  cand_q_s3;
  logic signed [40:0] x_core_s3;
  assign {head_s3, cand_mag_s3, cand_sign_s3, cand_q_s3, x_core_s3} = pow_q;

  // =============================================================================================
  // S3a: EX2 core, polynomial 2^r - 1 = r (a1 + r (a2 + r a3))
  // =============================================================================================
  logic signed [8:0] ex_n_d;
  logic [5:0]        ex_j_d;
  logic [25:0]       ex_r;
  logic [63:0]       ex_prod3, ex_prod2, ex_prod1;
  logic [EABits-1:0] ex_h2, ex_h1;
  logic [29:0]       ex_p_d;
  assign ex_n_d   = x_core_s3[40:32];
  assign ex_j_d   = x_core_s3[31:26];
  assign ex_r     = x_core_s3[25:0];
  assign ex_prod3 = ex_r * Ex2A3;
  assign ex_h2    = Ex2A2 + EABits'(ex_prod3 >> 32);
  assign ex_prod2 = ex_r * ex_h2;
  assign ex_h1    = Ex2A1 + EABits'(ex_prod2 >> 32);
  assign ex_prod1 = ex_r * ex_h1;
  assign ex_p_d   = ex_prod1[63:34];

  logic unused_s3a;
  assign unused_s3a = ^ex_prod1[33:0];

  // =============================================================================================
  // CutExpMid
  // =============================================================================================
  localparam int unsigned ExpMidW = HeadW + 64 + 1 + 10 + 9 + 6 + 30;
  logic [ExpMidW-1:0] expmid_d, expmid_q;
  assign expmid_d = {head_s3, cand_mag_s3, cand_sign_s3, cand_q_s3, ex_n_d, ex_j_d, ex_p_d};

  pipe_delay #(.Width(ExpMidW), .Stages(EnExpMid)) u_cut_exp_mid (
    .clk_i,
    .reg_en_i (reg_en_i[IdxExpMid -: EnExpMid + 1]),
    .d_i      (expmid_d),
    .q_o      (expmid_q)
  );

  logic [HeadW-1:0]  head_s3b;
  logic [63:0]       cand_mag_s3b;
  logic              cand_sign_s3b;
  logic signed [9:0] cand_q_s3b;
  logic signed [8:0] ex_n_s3b;
  logic [5:0]        ex_j_s3b;
  logic [29:0]       ex_p_s3b;
  assign {head_s3b, cand_mag_s3b, cand_sign_s3b, cand_q_s3b, ex_n_s3b, ex_j_s3b, ex_p_s3b} =
         expmid_q;

  // =============================================================================================
  // S3b: Y = T2[j]/16 + (T2[j] >> 27) p >> 13 (Q1.56); EX2/POW take (+, Y, n - 56).
  // =============================================================================================
  logic [ETBits-1:0] ex_t;
  logic [63:0]       ex_tp;
  logic [56:0]       ex_y;
  assign ex_t  = fp_sfu_pkg::Ex2TTable[ex_j_s3b*ETBits +: ETBits];
  assign ex_tp = ex_t[60:27] * ex_p_s3b;
  assign ex_y  = ex_t[60:4] + {6'd0, ex_tp[63:13]};

  logic unused_s3b;
  assign unused_s3b = ^{ex_t[3:0], ex_tp[12:0]};

  logic              exp_op_s3b;
  logic [63:0]       res_mag_d;
  logic              res_sign_d;
  logic signed [9:0] res_q_d;
  assign exp_op_s3b = (head_s3b[HeadW-1 -: 3] == 3'(fp_pkg::SFU_EX2)) |
                      (head_s3b[HeadW-1 -: 3] == 3'(fp_pkg::SFU_POW));
  assign res_mag_d  = exp_op_s3b ? {7'd0, ex_y} : cand_mag_s3b;
  assign res_sign_d = exp_op_s3b ? 1'b0 : cand_sign_s3b;
  assign res_q_d    = exp_op_s3b ? (10'(ex_n_s3b) - 10'sd56) : cand_q_s3b;

  // =============================================================================================
  // CutExp
  // =============================================================================================
  localparam int unsigned ExpW = 33 + 64 + 1 + 10;
  logic [ExpW-1:0] exp_d, exp_q;
  assign exp_d = {head_s3b[32:0], res_mag_d, res_sign_d, res_q_d};

  pipe_delay #(.Width(ExpW), .Stages(EnExp)) u_cut_exp (
    .clk_i,
    .reg_en_i (reg_en_i[IdxExp -: EnExp + 1]),
    .d_i      (exp_d),
    .q_o      (exp_q)
  );

  logic              special_s4;
  logic [31:0]       special_bits_s4;
  logic [63:0]       res_mag_s4;
  logic              res_sign_s4;
  logic signed [9:0] res_q_s4;
  assign {special_s4, special_bits_s4, res_mag_s4, res_sign_s4, res_q_s4} = exp_q;

  logic unused_head;
  assign unused_head = ^head_s3b[HeadW-1:33];

  // =============================================================================================
  // S4: pack mag * 2^q (biased exponent of the leading bit: q + 63 - lzc + 127)
  // =============================================================================================
  logic [5:0]  pk_lzc;
  logic        pk_zero;
  logic [63:0] pk_norm;
  fp_sig_norm #(.Width(64), .CntWidth(6), .TreeLzc(1)) u_norm_pack (
    .sig_i   (res_mag_s4),
    .norm_o  (pk_norm),
    .shift_o (pk_lzc),
    .zero_o  (pk_zero)
  );

  fp_sfu_round_out u_round_out (
    .special_i      (special_s4),
    .special_bits_i (special_bits_s4),
    .sign_i         (res_sign_s4),
    .q_i            (res_q_s4),
    .norm_i         (pk_norm),
    .lzc_i          (pk_lzc),
    .zero_i         (pk_zero),
    .result_o       (result_o)
  );

  logic unused_rst_en;
  assign unused_rst_en = rst_ni ^ reg_en_i[0];

endmodule
