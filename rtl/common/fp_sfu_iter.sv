// Compact special-function unit: EX2, LG2, SIN, COS and POW of binary32 with the same
// algorithm and bit-identical results as fp_sfu and golden/fp/sfu.cpp (whose header comment
// states the algorithm), sequenced over one shared datapath instead of fully pipelined:
//   - one signed 41x39 multiplier, its 80-bit product registered (prod_q); every product of
//     the algorithm (all < 2^64, operands at most 40 bits unsigned or 38 bits signed) fits it;
//   - one 64-bit adder (sum = add_a + add_b): Horner steps, the reduction's turn sum, log2's
//     L, EX2's Y, every absolute value and every floor shift's negation;
//   - one 64-bit normaliser (always on mag_q: x's and y's significands, |u|, |L|, results),
//     one 41-bit right shift with sticky (EX2's and POW's floor shifts), one window extractor
//     of 1/(2 pi) (a 30-bit limb per cycle), and the final rounding (fp_sfu_round_out).
// A small FSM steps one operation through decode, reduction products, Horner steps, the pow
// product, the EX2 core, normalisation and packing. A multiply takes three cycles: the operand
// choice (registers only, with a registered choice and registered table outputs) into the
// operand registers mul_a_q/mul_b_q, the multiplier alone into prod_q, then prod_q into the
// adder. The state that issues a multiply therefore lasts two cycles (its work is done in the
// second; mul_wait_q), so no path holds more than the multiplier, or one 64-bit carry chain
// plus a few multiplexer levels. (With the operand choice in front of the multiplier in one
// cycle, that path was the ATTILA compact pipeline's critical one on the ECP5: 25.65 ns.)
//
// Handshake: in_ready_o is high only when idle (no operation in flight and no result held);
// one operation in flight; out_valid_o is a register and holds result_o until out_ready_i.
// Cycles from the accepting cycle (in_valid_i & in_ready_o) to the first cycle with
// out_valid_o (the unit is ready again the cycle after the result is taken):
// (each is the sequence's states plus one cycle per multiply: EX2 4 multiplies, LG2 5, cosine
// 9, sine 10, POW 10, POW out of range 6)
//   special results (NaN, inf, zero, out of range, |x| < 2^-12 ...)   2
//   EX2                                                            17
//   LG2                                                            20
//   SIN/COS, angle reduced to the cosine polynomial                31
//   SIN/COS, angle reduced to the sine polynomial                  35
//   POW                                                            37
//   POW with |y log2 x| >= 256 (+inf / +0 after the log)           22
module fp_sfu_iter #(
  parameter logic [31:0] CanonNaN32 = 32'h7FC0_0000
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  input  logic            in_valid_i,
  output logic            in_ready_o,      // high when idle (no op in flight, no result held)
  input  fp_pkg::sfu_op_e op_i,            // EX2, LG2, SIN, COS, POW as fp_sfu
  input  logic            nan_propagate_i,
  input  logic [31:0]     a_i,
  input  logic [31:0]     b_i,             // POW exponent
  output logic            out_valid_o,     // result held until out_ready_i
  input  logic            out_ready_i,
  output logic [31:0]     result_o
);

  // ---------------------------------------------------------------------------------------------
  // Constants (fp_sfu_pkg)
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned KBits  = fp_sfu_pkg::Lg2KBits;
  localparam int unsigned TBits  = fp_sfu_pkg::Lg2TBits;
  localparam int unsigned CBits  = fp_sfu_pkg::Lg2CBits;
  localparam int unsigned ETBits = fp_sfu_pkg::Ex2TBits;
  localparam int unsigned EABits = fp_sfu_pkg::Ex2ABits;
  localparam int unsigned TCBits = fp_sfu_pkg::TrigCBits;

  localparam logic [4*CBits-1:0]   Lg2C  = fp_sfu_pkg::Lg2Coeffs;   // c0..c3
  localparam logic [3*EABits-1:0]  Ex2A  = fp_sfu_pkg::Ex2Coeffs;   // a1..a3
  localparam logic [12*TCBits-1:0] TrigC = fp_sfu_pkg::TrigCoeffs;  // entry m = order m

  localparam logic [31:0] PosInf = 32'h7F80_0000;

  // Which polynomial the shared Horner loop evaluates.
  localparam logic [1:0] KindLg   = 2'd0;  // q(z) of LG2 (and POW's log), Q1.36, shift 32
  localparam logic [1:0] KindTrig = 2'd1;  // sin or cos in v^2, Q1.30, shift 31 (x = 2s, 32)
  localparam logic [1:0] KindEx   = 2'd2;  // 2^r - 1 of the EX2 core, Q0.38, shift 32

  // ---------------------------------------------------------------------------------------------
  // Sequencer states (the header lists the cycle counts they add up to)
  // ---------------------------------------------------------------------------------------------
  typedef enum logic [4:0] {
    StIdle,
    StDecode,     // special results; EX2: X; LG2/POW: normalise x; SIN/COS: window offset
    StLgZMul,     // M*K_i (and load y's significand)
    StLgZ,        // Z = M*K_i - 2^32; Horner start; POW: normalised y
    StTrW0,       // M*W0
    StTrW1,       // M*W1; t = M*W0 >> 26
    StTrW2,       // M*W2; t += M*W1 << 4
    StTrW3,       // t += (M*W2 mod 2^30) << 34
    StTrU,        // quadrant, |u|
    StTrV2Mul,    // V*V
    StTrS,        // s = V^2 >> 31; Horner start
    StHornMul,    // x*h
    StHornAcc,    // h = c + (x*h >> shift), or the loop's closing product
    StTrFin,      // cosine: result candidate h; sine: normalise |u| first
    StSinMul,     // U32*h
    StSinRes,     // sine's result candidate
    StLgAbs,      // log's result candidate (sign, |L|, q)
    StPowMul,     // L40*My
    StPowX,       // X = floor(y log2 x 2^32), or +inf/+0 out of range
    StExInit,     // n, j, r of X; Horner start
    StExTMul,     // T2[j]*p
    StExY,        // Y = T2[j]/16 + ...
    StNorm,       // normalise mag_q
    StPack,       // round and pack
    StDone        // result held
  } state_e;

  state_e state_q, state_d;

  // ---------------------------------------------------------------------------------------------
  // Registers
  // ---------------------------------------------------------------------------------------------
  logic                out_valid_q;
  logic [31:0]         result_q, result_d;
  fp_pkg::sfu_op_e     op_q;
  logic                nan_prop_q;
  logic [31:0]         a_q, b_q;
  logic signed [40:0]  x_q, x_d;          // multiplicand of the Horner loop (Z, s, r), M, p
  logic [63:0]         h_q, h_d;          // Horner value, turns, L, X
  logic signed [79:0]  prod_q;
  logic [63:0]         mag_q, mag_d;      // result candidate mag * 2^q (normalised by StNorm)
  logic                sign_q, sign_d;
  logic signed [9:0]   q_q, q_d;
  logic [5:0]          lz_q, lz_d;
  logic signed [9:0]   qn_q, qn_d;        // q - lzc after StNorm (the packing's exponent)
  logic                zero_q, zero_d;
  logic                final_q, final_d;  // mag_q holds the result (else |u| or |L| to normalise)
  logic signed [9:0]   e_q, e_d;          // LG2/POW: exponent of x
  logic [6:0]          i_q, i_d;          // LG2/POW: table index
  logic [23:0]         my_q, my_d;        // POW: normalised significand of y
  logic signed [9:0]   ey_q, ey_d;        // POW: its exponent
  logic [7:0]          off_q, off_d;      // SIN/COS: bit offset of the next 30-bit window limb
  logic                uneg_q, uneg_d, use_cos_q, use_cos_d, neg_q, neg_d;
  logic signed [8:0]   n_q, n_d;          // EX2 core: integer part
  logic [5:0]          j_q, j_d;          // EX2 core: table index
  logic [2:0]          cnt_q, cnt_d;      // Horner steps left
  logic [1:0]          kind_q, kind_d;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q     <= StIdle;
      out_valid_q <= 1'b0;
    end else begin
      state_q     <= state_d;
      out_valid_q <= state_d == StDone;
    end
  end

  // Datapath registers need no reset: nothing reads them before an operation writes them.
  logic accept;
  assign accept = in_valid_i & (state_q == StIdle);

  logic signed [40:0] mul_a, mul_a_q;
  logic signed [38:0] mul_b, mul_b_q;

  // A state that issues a multiply lasts two cycles: in the first its operands go into
  // mul_a_q/mul_b_q and nothing else changes (seq_hold); in the second the product goes into
  // prod_q and the state does its work, so the next state reads the product.
  logic mul_issue, mul_wait_q, seq_hold;
  always_comb begin
    unique case (state_q)
      StLgZMul, StTrW0, StTrW1, StTrW2, StTrV2Mul, StHornMul, StSinMul, StPowMul, StExTMul:
               mul_issue = 1'b1;
      default: mul_issue = 1'b0;
    endcase
  end
  assign seq_hold = mul_issue & ~mul_wait_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mul_wait_q <= 1'b0;
    end else begin
      mul_wait_q <= seq_hold;
    end
  end

  always_ff @(posedge clk_i) begin
    if (accept) begin
      op_q       <= op_i;
      nan_prop_q <= nan_propagate_i;
      a_q        <= a_i;
      b_q        <= b_i;
    end
    mul_a_q   <= mul_a;
    mul_b_q   <= mul_b;
    prod_q    <= mul_a_q * mul_b_q;
    result_q  <= result_d;
    x_q       <= x_d;
    h_q       <= h_d;
    mag_q     <= mag_d;
    sign_q    <= sign_d;
    q_q       <= q_d;
    lz_q      <= lz_d;
    qn_q      <= qn_d;
    zero_q    <= zero_d;
    final_q   <= final_d;
    e_q       <= e_d;
    i_q       <= i_d;
    my_q      <= my_d;
    ey_q      <= ey_d;
    off_q     <= off_d;
    uneg_q    <= uneg_d;
    use_cos_q <= use_cos_d;
    neg_q     <= neg_d;
    n_q       <= n_d;
    j_q       <= j_d;
    cnt_q     <= cnt_d;
    kind_q    <= kind_d;
  end

  assign in_ready_o  = state_q == StIdle;
  assign out_valid_o = out_valid_q;
  assign result_o    = result_q;

  // ---------------------------------------------------------------------------------------------
  // Operand fields and the shared combinational pieces
  // ---------------------------------------------------------------------------------------------
  logic        a_sign;
  logic [7:0]  a_exp, b_exp;
  logic [23:0] a_sig, b_sig;
  assign a_sign = a_q[31];
  assign a_exp  = a_q[30:23];
  assign b_exp  = b_q[30:23];
  assign a_sig  = {a_exp != 8'h00, a_q[22:0]};
  assign b_sig  = {b_exp != 8'h00, b_q[22:0]};

  logic is_sin, is_cos, is_pow;
  assign is_sin = op_q == fp_pkg::SFU_SIN;
  assign is_cos = op_q == fp_pkg::SFU_COS;
  assign is_pow = op_q == fp_pkg::SFU_POW;

  logic        special;
  logic [31:0] special_bits;
  fp_sfu_special #(.CanonNaN32(CanonNaN32)) u_special (
    .op_i            (op_q),
    .nan_propagate_i (nan_prop_q),
    .a_i             (a_q),
    .b_i             (b_q),
    .special_o       (special),
    .special_bits_o  (special_bits)
  );

  // 64-bit normaliser of mag_q: x's significand (loaded at the top of mag_q when the operation
  // is accepted, normalised in StDecode), y's (loaded in StLgZMul, normalised in StLgZ), |u| for
  // the sine, |L| for POW, every result before packing.
  logic [63:0] n64_norm;
  logic [5:0]  n64_lzc;
  logic        n64_zero;
  fp_sig_norm #(.Width(64), .CntWidth(6), .TreeLzc(1)) u_norm64 (
    .sig_i   (mag_q),
    .norm_o  (n64_norm),
    .shift_o (n64_lzc),
    .zero_o  (n64_zero)
  );

  // Right shift with sticky for the floor shifts: EX2's x*2^32 (StDecode), POW's y log2 x
  // (StPowX). A result then becomes floor(+-value) = neg ? ~kept + !sticky : kept (adder).
  // 41 bits suffice: EX2 shifts a 40-bit value, and POW's shift is at least 23 when in range,
  // so its low 23 bits only feed the sticky bit and the shifter takes the 41 above them.
  logic [40:0] shr_in, shr_kept;
  logic [5:0]  shr_amt;
  logic        shr_sticky;
  fp_shr_sticky #(.Width(41), .ShiftWidth(6)) u_shr (
    .value_i  (shr_in),
    .shift_i  (shr_amt),
    .value_o  (shr_kept),
    .sticky_o (shr_sticky)
  );

  // EX2: x*2^32 = M * 2^(max(e,1) - 118): M<<16 shifted right by 134 - max(e,1) (<= 40 kept).
  // Computed from a_i and registered when the operation is accepted (off StDecode's path).
  logic [7:0] ex_rshift_full;
  logic [5:0] ex_rshift_d, ex_rshift;
  assign ex_rshift_full = 8'd134 - ((a_i[30:23] == 8'h00) ? 8'd1 : a_i[30:23]);
  assign ex_rshift_d    = (ex_rshift_full > 8'd40) ? 6'd40 : ex_rshift_full[5:0];
  always_ff @(posedge clk_i) begin
    if (accept) ex_rshift <= ex_rshift_d;
  end

  // POW: the value +-Pm * 2^sh with sh = eL + Ey + 32, eL = q + 24 - lzc. sh and the shift
  // amount are registered every cycle: q_q, lz_q and ey_q are stable from StPowMul on, so
  // StPowX reads them settled.
  logic [63:0]       pw_prod;
  logic signed [9:0] pw_sh_d, pw_sh;
  logic [9:0]        pw_rshift_full;
  logic [6:0]        pw_rshift, pw_rshift_hi_d;
  logic [5:0]        pw_rshift_hi;
  logic              pw_neg, pw_out_of_range;
  assign pw_prod         = prod_q[63:0];
  assign pw_sh_d         = q_q + 10'sd24 - $signed({4'd0, lz_q}) + ey_q + 10'sd32;
  assign pw_rshift_full  = -pw_sh_d;
  assign pw_rshift       = (pw_rshift_full > 10'd64) ? 7'd64 : pw_rshift_full[6:0];
  assign pw_rshift_hi_d  = pw_rshift - 7'd23;  // 0..41 in range
  always_ff @(posedge clk_i) begin
    pw_sh        <= pw_sh_d;
    pw_rshift_hi <= pw_rshift_hi_d[5:0];
  end
  assign pw_neg          = sign_q ^ b_q[31];
  assign pw_out_of_range = $signed(pw_sh) >= (pw_prod[63] ? -10'sd23 : -10'sd22);

  logic shr_pow;
  assign shr_pow = state_q == StPowX;
  assign shr_in  = shr_pow ? pw_prod[63:23] : {1'b0, a_sig, 16'h0000};
  assign shr_amt = shr_pow ? pw_rshift_hi : ex_rshift;

  logic        floor_neg, floor_sticky;
  logic [63:0] floor_kept;
  assign floor_neg    = shr_pow ? pw_neg : a_sign;
  assign floor_sticky = shr_sticky | (shr_pow & (pw_prod[22:0] != '0));
  assign floor_kept   = {24'd0, shr_kept[39:0]};  // in range, |X| < 2^40

  // Table look-ups, registered (the multiplier's operands then come straight from registers).
  // Each reads the index register's next value (lg_k, tr_limb: used the cycle after the index
  // is set) or its current value (lg_t, ex_t: used several cycles later). Written as loops of
  // constant selects: an index multiplied by an entry width can become a DSP multiplier.
  // Window of 1/(2 pi): the 30 bits of K194 from bit off_d (bits above 191 are zero).
  logic [fp_sfu_pkg::K194Bits-1:0] k194_shifted;
  logic [29:0]                     tr_limb_d, tr_limb_q;
  always_comb begin
    k194_shifted = fp_sfu_pkg::K194;
    for (int l = 0; l < 8; l++) begin
      if (off_d[l]) k194_shifted = k194_shifted >> (1 << l);
    end
  end
  assign tr_limb_d = k194_shifted[29:0];

  logic [KBits-1:0]  lg_k_d, lg_k_q;
  logic [TBits-1:0]  lg_t_d, lg_t;
  logic [ETBits-1:0] ex_t_d, ex_t;
  always_comb begin
    lg_k_d = '0;
    lg_t_d = '0;
    for (int k = 0; k < 128; k++) begin
      if (i_d == 7'(k)) lg_k_d = fp_sfu_pkg::Lg2KTable[k*KBits +: KBits];
      if (i_q == 7'(k)) lg_t_d = fp_sfu_pkg::Lg2TTable[k*TBits +: TBits];
    end
    ex_t_d = '0;
    for (int k = 0; k < 64; k++) begin
      if (j_q == 6'(k)) ex_t_d = fp_sfu_pkg::Ex2TTable[k*ETBits +: ETBits];
    end
  end

  always_ff @(posedge clk_i) begin
    tr_limb_q <= tr_limb_d;
    lg_k_q    <= lg_k_d;
    lg_t      <= lg_t_d;
    ex_t      <= ex_t_d;
  end

  // Near 1 the log is z q(z) itself (no cancellation).
  logic lg_near1;
  assign lg_near1 = ((i_q == 7'd0) & (e_q == 10'sd0)) | ((i_q == 7'd127) & (e_q == -10'sd1));

  // Horner coefficient k of the current polynomial, extended to 64 bits.
  logic [2:0]  coef_idx;
  logic [63:0] coef;
  logic [3:0]  trig_entry;
  assign coef_idx   = cnt_q - 3'd1;
  assign trig_entry = {coef_idx, ~use_cos_q};  // sin: order 2k+1, cos: order 2k
  always_comb begin
    coef = '0;
    for (int k = 0; k < 4; k++) begin
      if ((kind_q == KindLg) && (coef_idx == 3'(k))) begin
        coef = 64'($signed(Lg2C[k*CBits +: CBits]));
      end
    end
    for (int k = 0; k < 12; k++) begin
      if ((kind_q == KindTrig) && (trig_entry == 4'(k))) begin
        coef = 64'($signed(TrigC[k*TCBits +: TCBits]));
      end
    end
    for (int k = 0; k < 3; k++) begin
      if ((kind_q == KindEx) && (coef_idx == 3'(k))) begin
        coef = {{(64-EABits){1'b0}}, Ex2A[k*EABits +: EABits]};
      end
    end
  end

  // Products shifted as the steps need them (signed: floor shifts).
  logic signed [79:0] prod_sh32, prod_sh14;
  assign prod_sh32 = prod_q >>> 32;
  assign prod_sh14 = prod_q >>> 14;

  // SIN/COS: quadrant qd = (t + 2^61) >> 62 and u = t - qd 2^62 (only the top two bits change).
  logic [1:0] tr_quadrant, tr_k, tr_u_top;
  assign tr_quadrant = h_q[63:62] + {1'b0, h_q[61]};
  assign tr_u_top    = h_q[63:62] - tr_quadrant;
  assign tr_k        = tr_quadrant + {1'b0, is_cos};

  // The rounding of the result candidate (q - lzc already subtracted in StNorm).
  logic [31:0] packed_result;
  fp_sfu_round_out u_round_out (
    .special_i      (1'b0),
    .special_bits_i (32'h0),
    .sign_i         (sign_q),
    .q_i            (qn_q),
    .norm_i         (mag_q),
    .lzc_i          (6'd0),
    .zero_i         (zero_q),
    .result_o       (packed_result)
  );

  // ---------------------------------------------------------------------------------------------
  // Multiplier operands
  // ---------------------------------------------------------------------------------------------
  // The operand choice is registered (decoded from state_d), so the path into the multiplier
  // is a multiplexer on registers only.
  typedef enum logic [2:0] {
    MulXH,      // x * h: the Horner steps and their closing products
    MulLgK,     // M * K_i
    MulLimb,    // M * window limb
    MulV2,      // V * V
    MulSin,     // U32 * h
    MulPow,     // L40 * My
    MulExT      // T2[j] * p
  } mul_sel_e;
  mul_sel_e mul_sel_q, mul_sel_d;
  always_comb begin
    unique case (state_d)
      StLgZMul:               mul_sel_d = MulLgK;
      StTrW0, StTrW1, StTrW2: mul_sel_d = MulLimb;
      StTrV2Mul:              mul_sel_d = MulV2;
      StSinMul:               mul_sel_d = MulSin;
      StPowMul:               mul_sel_d = MulPow;
      StExTMul:               mul_sel_d = MulExT;
      default:                mul_sel_d = MulXH;
    endcase
  end
  always_ff @(posedge clk_i) begin
    mul_sel_q <= mul_sel_d;
  end

  always_comb begin
    mul_a = x_q;
    mul_b = h_q[38:0];
    unique case (mul_sel_q)
      MulLgK:  mul_b = {29'd0, lg_k_q};
      MulLimb: mul_b = {9'd0, tr_limb_q};
      MulV2: begin
        mul_a = {9'd0, mag_q[61:30]};
        mul_b = {7'd0, mag_q[61:30]};
      end
      MulSin:  mul_a = {9'd0, mag_q[63:32]};
      MulPow: begin
        mul_a = {1'b0, mag_q[63:24]};
        mul_b = {15'd0, my_q};
      end
      MulExT: begin
        mul_a = {7'd0, ex_t[60:27]};
        mul_b = {9'd0, x_q[29:0]};
      end
      default: ;
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // The adder
  // ---------------------------------------------------------------------------------------------
  logic [63:0] add_a, add_b, sum;
  logic [63:0] tr_u;
  logic        tr_uneg;
  logic [9:0]  lg_e_top;  // e*2^54 + T_i: the top ten bits (T_i <= 2^54)
  assign tr_u     = {tr_u_top, h_q[61:0]};
  assign tr_uneg  = tr_u[63];
  assign lg_e_top = e_q + {9'd0, lg_t[54]};

  always_comb begin
    add_a = '0;
    add_b = '0;
    unique case (state_q)
      StDecode, StPowX: begin
        add_a = floor_neg ? ~floor_kept : floor_kept;
        add_b = {63'd0, floor_neg & ~floor_sticky};
      end
      StTrW1:    add_b = {36'd0, prod_q[53:26]};
      StTrW2: begin
        add_a = h_q;
        add_b = {6'd0, prod_q[53:0], 4'd0};
      end
      StTrW3: begin
        add_a = h_q;
        add_b = {prod_q[29:0], 34'd0};
      end
      StTrU: begin
        add_a = tr_u ^ {64{tr_uneg}};
        add_b = {63'd0, tr_uneg};
      end
      StHornAcc: begin
        if (cnt_q != 3'd0) begin
          add_a = coef;
          add_b = prod_sh32[63:0];
        end else begin
          add_a = {lg_e_top, lg_t[53:0]};
          add_b = prod_sh14[63:0];
        end
      end
      StLgAbs: begin
        add_a = h_q ^ {64{h_q[63]}};
        add_b = {63'd0, h_q[63]};
      end
      StExY: begin
        add_a = {7'd0, ex_t[60:4]};
        add_b = {13'd0, prod_q[63:13]};
      end
      default: ;
    endcase
  end
  assign sum = add_a + add_b;

  // The Horner value kept to its format: Q1.36 and Q1.30 signed, EX2's Q0.38 unsigned.
  logic [63:0] horner_next;
  always_comb begin
    unique case (kind_q)
      KindLg:   horner_next = 64'($signed(sum[CBits-1:0]));
      KindTrig: horner_next = 64'($signed(sum[TCBits-1:0]));
      default:  horner_next = {{(64-EABits){1'b0}}, sum[EABits-1:0]};
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // Sequencer
  // ---------------------------------------------------------------------------------------------
  always_comb begin
    state_d   = state_q;
    result_d  = result_q;
    x_d       = x_q;
    h_d       = h_q;
    mag_d     = mag_q;
    sign_d    = sign_q;
    q_d       = q_q;
    lz_d      = lz_q;
    qn_d      = qn_q;
    zero_d    = zero_q;
    final_d   = final_q;
    e_d       = e_q;
    i_d       = i_q;
    my_d      = my_q;
    ey_d      = ey_q;
    off_d     = off_q;
    uneg_d    = uneg_q;
    use_cos_d = use_cos_q;
    neg_d     = neg_q;
    n_d       = n_q;
    j_d       = j_q;
    cnt_d     = cnt_q;
    kind_d    = kind_q;
    if (!seq_hold) unique case (state_q)
      StIdle: begin
        mag_d = {a_i[30:23] != 8'h00, a_i[22:0], 40'd0};  // x's significand, for StDecode
        if (in_valid_i) state_d = StDecode;
      end
      StDecode: begin
        // LG2/POW: x = 2^e M/2^23 with M normalised, i = M[22:16].
        x_d   = {17'd0, n64_norm[63:40]};
        e_d   = (a_exp == 8'h00) ? (10'sd0 - 10'sd126 - $signed({4'd0, n64_lzc}))
                                 : ($signed({2'b00, a_exp}) - 10'sd127);
        i_d   = n64_norm[62:56];
        // EX2: X = floor(x 2^32).
        h_d   = sum;
        // SIN/COS: the window starts at bit 254 - e of K194; the reduction multiplies M.
        off_d = 8'd254 - a_exp;
        if (special) begin
          result_d = special_bits;
          state_d  = StDone;
        end else begin
          unique case (op_q)
            fp_pkg::SFU_EX2: state_d = StExInit;
            fp_pkg::SFU_LG2, fp_pkg::SFU_POW: state_d = StLgZMul;
            default: begin
              x_d     = {17'd0, a_sig};
              state_d = StTrW0;
            end
          endcase
        end
      end
      // ---- LG2 and POW's log ----
      StLgZMul: begin
        mag_d   = {b_sig, 40'd0};
        state_d = StLgZ;
      end
      StLgZ: begin
        // POW: y = My 2^Ey with My normalised (subnormal y too).
        my_d    = n64_norm[63:40];
        ey_d    = (b_exp == 8'h00) ? (10'sd0 - 10'sd149 - $signed({4'd0, n64_lzc}))
                                   : ($signed({2'b00, b_exp}) - 10'sd150);
        // M*K - 2^32 lies in (-2^25, 2^25): its low 26 bits are the two's complement value.
        x_d     = 41'($signed(prod_q[25:0]));
        h_d     = 64'($signed(Lg2C[3*CBits +: CBits]));
        cnt_d   = 3'd3;
        kind_d  = KindLg;
        state_d = StHornMul;
      end
      StLgAbs: begin
        mag_d   = sum;
        sign_d  = h_q[63];
        q_d     = lg_near1 ? -10'sd68 : -10'sd54;
        final_d = ~is_pow;
        state_d = StNorm;
      end
      // ---- SIN/COS: t = frac(|x| / (2 pi)) 2^64 from three limbs of the window ----
      StTrW0: begin
        off_d   = off_q + 8'd30;
        state_d = StTrW1;
      end
      StTrW1: begin
        off_d   = off_q + 8'd30;
        h_d     = sum;
        state_d = StTrW2;
      end
      StTrW2: begin
        h_d     = sum;
        state_d = StTrW3;
      end
      StTrW3: begin
        h_d     = sum;
        state_d = StTrU;
      end
      StTrU: begin
        mag_d     = sum;  // |u| <= 2^61
        uneg_d    = tr_uneg;
        use_cos_d = tr_k[0];
        neg_d     = tr_k[1] ^ (is_sin & a_sign);
        state_d   = StTrV2Mul;
      end
      StTrS: begin
        // x = 2s: (2s h) >>> 32 is the golden (s h) >>> 31, and every kind shifts by 32.
        x_d     = {8'd0, prod_q[62:31], 1'b0};
        h_d     = use_cos_q ? 64'($signed(TrigC[10*TCBits +: TCBits]))
                            : 64'($signed(TrigC[11*TCBits +: TCBits]));
        cnt_d   = 3'd5;
        kind_d  = KindTrig;
        state_d = StHornMul;
      end
      StTrV2Mul: state_d = StTrS;
      StTrFin: begin
        // h0 is positive (>= 0.70 in Q1.30) on both branches.
        if (use_cos_q) begin
          mag_d   = {32'd0, h_q[31:0]};
          sign_d  = neg_q;
          q_d     = -10'sd30;
          final_d = 1'b1;
        end else begin
          final_d = 1'b0;  // normalise |u| first
        end
        state_d = StNorm;
      end
      StSinMul: state_d = StSinRes;
      StSinRes: begin
        mag_d   = prod_q[63:0];
        sign_d  = neg_q ^ uneg_q;
        q_d     = -10'sd59 - $signed({4'd0, lz_q});
        final_d = 1'b1;
        state_d = StNorm;
      end
      // ---- the Horner loop ----
      StHornMul: state_d = StHornAcc;
      StHornAcc: begin
        if (cnt_q != 3'd0) begin
          h_d     = horner_next;
          cnt_d   = cnt_q - 3'd1;
          state_d = ((kind_q == KindTrig) && (cnt_q == 3'd1)) ? StTrFin : StHornMul;
        end else if (kind_q == KindLg) begin
          // Pz = Z h = z q(z) 2^68; L = e 2^54 + T_i + (Pz >> 14) (Q9.54) unless near 1.
          h_d     = lg_near1 ? prod_q[63:0] : sum;
          state_d = StLgAbs;
        end else begin
          x_d     = {11'd0, prod_q[63:34]};  // p = r h >> 34 (Q0.36)
          state_d = StExTMul;
        end
      end
      // ---- POW: X = floor(y log2(x) 2^32) ----
      StPowMul: state_d = StPowX;
      StPowX: begin
        h_d = sum;
        if (pw_out_of_range) begin
          result_d = pw_neg ? 32'h0 : PosInf;  // |y log2 x| >= 256
          state_d  = StDone;
        end else begin
          state_d  = StExInit;
        end
      end
      // ---- EX2 core on X = h_q[40:0] ----
      StExInit: begin
        n_d     = h_q[40:32];
        j_d     = h_q[31:26];
        x_d     = {15'd0, h_q[25:0]};
        h_d     = {{(64-EABits){1'b0}}, Ex2A[2*EABits +: EABits]};
        cnt_d   = 3'd2;
        kind_d  = KindEx;
        state_d = StHornMul;
      end
      StExTMul: state_d = StExY;
      StExY: begin
        mag_d   = {7'd0, sum[56:0]};  // Y, Q1.56
        sign_d  = 1'b0;
        q_d     = 10'(n_q) - 10'sd56;
        final_d = 1'b1;
        state_d = StNorm;
      end
      // ---- normalise, pack, hand over ----
      StNorm: begin
        mag_d   = n64_norm;
        lz_d    = n64_lzc;
        qn_d    = q_q - $signed({4'd0, n64_lzc});
        zero_d  = n64_zero;
        state_d = final_q ? StPack : (is_pow ? StPowMul : StSinMul);
      end
      StPack: begin
        result_d = packed_result;
        state_d  = StDone;
      end
      StDone: begin
        if (out_ready_i) state_d = StIdle;
      end
      default: state_d = StIdle;
    endcase
  end

  logic unused;
  assign unused = ^{n64_norm[39:0], shr_kept[40], pw_rshift_hi_d[6], prod_sh32[79:64],
                    prod_sh14[79:64], prod_q[79:64], lg_t[54], ex_t[3:0], h_q[63:41]};

endmodule
