// Iterative division, square root and reciprocal square root, shared by binary32 and binary16:
// the compact configuration's one-per-quad unit (the unrolled fp_div/fp_sqrt are the full-rate
// ones). Correctly rounded in all five modes with the flags, ftz and NaN rules of golden/fp:
// DIV = fp::div, SQRT = fp::sqrt, RSQRT = fp::rsqrt (fpext.h), bit for bit.
//
// Radix 4 as two radix-2 restoring steps per cycle: two fp_divsqrt_iter_step instances in a
// row, each one 31-bit subtractor and a mux, used for both recurrences (P = 24 or 11):
//   DIV   q = floor(ma 2^(P+2) / mb): the divisor is mb 4 (binary32) or mb 2 (binary16) and the
//         dividend ma enters as the first partial remainder, so 28 steps (binary16: 14) give q
//         (binary32 with a leading zero: even step counts, no half-used cycle); a nonzero
//         remainder is sticky.
//   SQRT  R = floor(sqrt(m 2^(P+3+odd))) (the exponent made even), P+2 root bits: 26 steps
//         (binary16: 14, the first on a leading zero pair).
//   RSQRT y = isqrt(floor(2^(3P+3) / M)) as in fp_rsq (M the significand with the
//         exponent made even): a division pass (2P+6 steps from the partial remainder 2^(P-3),
//         the quotient collected in the radicand register; its last cycle clears the remainder),
//         then a root pass (P+3 steps, 28 for binary32 with a leading zero pair) on the same two
//         steps. The root's remainder alone is the sticky bit: floor(2^(3P+3) / M) is a perfect
//         square only when the division is exact too (checked for every M of both formats by
//         the test RsqrtDivisionRemainderImplied), so the division's remainder adds nothing.
// The result (two fp_rnd_pack, one per format) is registered in the rounding cycle.
//
// Cycles (the accepting cycle is 0; out_valid_o rises in cycle L; the next operation can be
// accepted L+1 cycles after the previous one at the earliest, one cycle after the result left):
//   op     format    iterations   L
//   DIV    binary32  14           16
//   DIV    binary16   7            9
//   SQRT   binary32  13           15
//   SQRT   binary16   7            9
//   RSQRT  binary32  27 + 14      43
//   RSQRT  binary16  14 + 7       23
//   special results (NaN, inf, zero, invalid, divide by zero): L = 1.
// One operation in flight; in_ready_o is high only when idle (nothing in flight, no result
// held); out_valid_o comes from a register and never depends on out_ready_i.
module fp_divsqrt_iter #(
  parameter logic [31:0] CanonNaN32 = 32'h7FC0_0000,
  parameter logic [15:0] CanonNaN16 = 16'h7E00
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic               in_valid_i,
  output logic               in_ready_o,        // high when idle (no op in flight, no result held)
  input  logic [1:0]         op_i,              // 0 DIV a/b, 1 SQRT a, 2 RSQRT a (1/sqrt(a)); 3 reserved (treat as DIV)
  input  logic               fmt_i,             // 0 binary32, 1 binary16 (value in bits 15:0; upper bits ignored)
  input  fp_pkg::roundmode_e rnd_mode_i,
  input  logic               ftz_i,
  input  logic               nan_propagate_i,
  input  logic [31:0]        a_i,
  input  logic [31:0]        b_i,
  output logic               out_valid_o,       // result held until out_ready_i
  input  logic               out_ready_i,
  output logic [31:0]        result_o,          // binary16 results zero-extended
  output logic [4:0]         status_o           // IEEE flags, fp_pkg bit positions
);

  // Widths of the shared datapath, set by binary32 (binary16 uses the low bits).
  localparam int unsigned RemBits  = 30;  // partial remainder: root rem_in < 8 y + 4 <= 2^29 + 4
  localparam int unsigned RootBits = RemBits - 2;  // root register: 28 root steps at most
  localparam int unsigned DivBits  = 26;  // divisor: 4 mb < 2^26
  localparam int unsigned RadBits  = 56;  // radicand / quotient register: 28 root steps x 2
  localparam int unsigned ExpWidth = 10;  // signed exponents (binary32: fp_rnd_pack's width)
  localparam int unsigned CntWidth = 5;

  typedef enum logic [2:0] {
    StIdle   = 3'd0,
    StDiv    = 3'd1,  // division steps (DIV, and RSQRT's first pass)
    StRoot   = 3'd2,  // square-root steps (SQRT, and RSQRT's second pass)
    StRound  = 3'd3,  // rounding and packing into the result register
    StDone   = 3'd4   // result held until out_ready_i
  } state_e;

  // =============================================================================================
  // Accepting cycle: classification, special results, normalisation, initial state
  // =============================================================================================
  logic [1:0]  zero32, flush32, inf32, nan32, snan32;
  logic [47:0] sig32;
  logic [15:0] exp32;
  fp_unpack #(.ExpBits(8), .ManBits(23), .NumOps(2)) u_unpack32 (
    .values_i     ({b_i, a_i}),
    .ftz_i        (ftz_i),
    .is_zero_o    (zero32),
    .is_flushed_o (flush32),
    .is_inf_o     (inf32),
    .is_nan_o     (nan32),
    .is_snan_o    (snan32),
    .sig_o        (sig32),
    .exp_o        (exp32)
  );

  logic [31:0] values16;
  assign values16 = {b_i[15:0], a_i[15:0]};
  logic [1:0]  zero16, flush16, inf16, nan16, snan16;
  logic [21:0] sig16;
  logic [9:0]  exp16;
  fp_unpack #(.ExpBits(5), .ManBits(10), .NumOps(2)) u_unpack16 (
    .values_i     (values16),
    .ftz_i        (ftz_i),
    .is_zero_o    (zero16),
    .is_flushed_o (flush16),
    .is_inf_o     (inf16),
    .is_nan_o     (nan16),
    .is_snan_o    (snan16),
    .sig_o        (sig16),
    .exp_o        (exp16)
  );
  logic unused_flush;
  assign unused_flush = ^{flush32, flush16};

  logic op_sqrt, op_rsqrt, op_div;
  assign op_sqrt  = op_i == 2'd1;
  assign op_rsqrt = op_i == 2'd2;
  assign op_div   = ~op_sqrt & ~op_rsqrt;

  // The operands of the selected format.
  logic       a_zero, a_inf, a_nan, a_snan, a_sign;
  logic       b_zero, b_inf, b_nan, b_snan, b_sign;
  assign a_zero = fmt_i ? zero16[0] : zero32[0];
  assign a_inf  = fmt_i ? inf16[0]  : inf32[0];
  assign a_nan  = fmt_i ? nan16[0]  : nan32[0];
  assign a_snan = fmt_i ? snan16[0] : snan32[0];
  assign a_sign = fmt_i ? a_i[15]   : a_i[31];
  assign b_zero = fmt_i ? zero16[1] : zero32[1];
  assign b_inf  = fmt_i ? inf16[1]  : inf32[1];
  assign b_nan  = fmt_i ? nan16[1]  : nan32[1];
  assign b_snan = fmt_i ? snan16[1] : snan32[1];
  assign b_sign = fmt_i ? b_i[15]   : b_i[31];

  // ---- special results ----
  // Only DIV reads b: a NaN b must not become a SQRT/RSQRT result under nan_propagate.
  logic [31:0] nan_res32;
  logic [15:0] nan_res16;
  logic [1:0]  nan_ops32, nan_ops16;
  assign nan_ops32 = {nan32[1] & op_div, nan32[0]};
  assign nan_ops16 = {nan16[1] & op_div, nan16[0]};
  fp_nan_result #(.ExpBits(8), .ManBits(23), .NumOps(2), .CanonNaN(CanonNaN32)) u_nan32 (
    .nan_propagate_i (nan_propagate_i),
    .ops_i           ({b_i, a_i}),
    .is_nan_i        (nan_ops32),
    .result_o        (nan_res32)
  );
  fp_nan_result #(.ExpBits(5), .ManBits(10), .NumOps(2), .CanonNaN(CanonNaN16)) u_nan16 (
    .nan_propagate_i (nan_propagate_i),
    .ops_i           (values16),
    .is_nan_i        (nan_ops16),
    .result_o        (nan_res16)
  );

  logic any_nan, any_snan, invalid, div_by_zero, res_nan, res_inf, res_zero, res_sign;
  logic special;
  always_comb begin
    any_nan  = a_nan | (op_div & b_nan);
    any_snan = a_snan | (op_div & b_snan);
    res_sign = op_div ? a_sign ^ b_sign : a_sign;
    if (op_div) begin
      invalid     = ~any_nan & ((a_inf & b_inf) | (a_zero & b_zero));
      div_by_zero = ~any_nan & b_zero & ~a_zero & ~a_inf;
      res_nan     = any_nan | invalid;
      res_inf     = ~res_nan & (a_inf | div_by_zero);
      res_zero    = ~res_nan & ~res_inf & (b_inf | a_zero);
    end else if (op_sqrt) begin
      // sqrt(+-0) = +-0, sqrt(+inf) = +inf, negative (also -inf) invalid.
      invalid     = ~a_nan & a_sign & ~a_zero;
      div_by_zero = 1'b0;
      res_nan     = a_nan | invalid;
      res_inf     = ~res_nan & a_inf;
      res_zero    = ~res_nan & a_zero;
    end else begin
      // rsqrt(+-0) = +-inf with DZ, rsqrt(+inf) = +0, negative (also -inf) invalid.
      invalid     = ~a_nan & a_sign & ~a_zero;
      div_by_zero = ~a_nan & a_zero;
      res_nan     = a_nan | invalid;
      res_inf     = div_by_zero;
      res_zero    = ~res_nan & a_inf;
    end
    special = res_nan | res_inf | res_zero;
  end

  logic [31:0] special_bits;
  logic [4:0]  special_flags;
  always_comb begin
    if (res_nan) begin
      special_bits = fmt_i ? {16'h0000, nan_res16} : nan_res32;
    end else if (res_inf) begin
      special_bits = fmt_i ? {16'h0000, res_sign, 5'h1F, 10'h000} : {res_sign, 8'hFF, 23'h0};
    end else begin
      special_bits = fmt_i ? {16'h0000, res_sign, 15'h0000} : {res_sign, 31'h0};
    end
    special_flags = '0;
    special_flags[fp_pkg::FLAG_NV] = res_nan & (any_snan | invalid);
    special_flags[fp_pkg::FLAG_DZ] = div_by_zero;
  end

  // ---- normalisation: binary16 significands sit at the top of the binary32 field ----
  logic [23:0] a_sig, b_sig, a_norm, b_norm;
  logic [4:0]  a_lzc, b_lzc;
  logic        a_sig_zero, b_sig_zero;
  assign a_sig = fmt_i ? {sig16[10:0], 13'h0} : sig32[23:0];
  assign b_sig = fmt_i ? {sig16[21:11], 13'h0} : sig32[47:24];
  fp_sig_norm #(.Width(24), .CntWidth(5)) u_norm_a (
    .sig_i   (a_sig),
    .norm_o  (a_norm),
    .shift_o (a_lzc),
    .zero_o  (a_sig_zero)
  );
  fp_sig_norm #(.Width(24), .CntWidth(5)) u_norm_b (
    .sig_i   (b_sig),
    .norm_o  (b_norm),
    .shift_o (b_lzc),
    .zero_o  (b_sig_zero)
  );
  // A zero significand is a zero operand: a special result.
  logic unused_sig_zero;
  assign unused_sig_zero = a_sig_zero ^ b_sig_zero;

  // Significands as P-bit integers (leading one at bit P-1).
  logic [23:0] ma, mb;
  assign ma = fmt_i ? {13'h0, a_norm[23:13]} : a_norm;
  assign mb = fmt_i ? {13'h0, b_norm[23:13]} : b_norm;

  // Unbiased exponents of the leading bits.
  logic [ExpWidth-1:0] bias, a_exp, b_exp, ea, eb, ea_even, ea_half;
  logic                ea_odd;
  assign bias    = fmt_i ? ExpWidth'(15) : ExpWidth'(127);
  assign a_exp   = fmt_i ? ExpWidth'(exp16[4:0]) : ExpWidth'(exp32[7:0]);
  assign b_exp   = fmt_i ? ExpWidth'(exp16[9:5]) : ExpWidth'(exp32[15:8]);
  assign ea      = a_exp - ExpWidth'(a_lzc) - bias;
  assign eb      = b_exp - ExpWidth'(b_lzc) - bias;
  assign ea_odd  = ea[0];
  assign ea_even = ea - ExpWidth'(ea_odd);
  assign ea_half = {ea_even[ExpWidth-1], ea_even[ExpWidth-1:1]};

  // SQRT/RSQRT: the significand doubled when the exponent is odd, in [2^(P-1), 2^(P+1)).
  logic [24:0] m_even;
  assign m_even = ea_odd ? {ma, 1'b0} : {1'b0, ma};

  // Initial state of the recurrence.
  logic [RemBits-1:0]  rem_init;
  logic [DivBits-1:0]  div_init;
  logic [RadBits-1:0]  rad_init;
  logic [ExpWidth-1:0] exp_init;
  logic [CntWidth-1:0] cnt_init;
  always_comb begin
    if (op_div) begin
      rem_init = RemBits'(ma);
      div_init = fmt_i ? {1'b0, mb, 1'b0} : {mb, 2'b00};
      rad_init = '0;
      // Biased exponent of the quotient when ma >= mb (one less otherwise).
      exp_init = ea - eb + bias;
      cnt_init = fmt_i ? CntWidth'(6) : CntWidth'(13);
    end else if (op_sqrt) begin
      rem_init = '0;
      div_init = '0;
      // The radicand m_even 2^(P+3) below the first pair read (binary16: one zero pair above).
      rad_init = fmt_i ? RadBits'({m_even[11:0], 14'h0}) : {m_even, 31'h0};
      exp_init = ea_half + bias;
      cnt_init = fmt_i ? CntWidth'(6) : CntWidth'(12);
    end else begin
      // 2^(3P+3) / M with 2P+6 steps: the first partial remainder is 2^(P-3).
      rem_init = fmt_i ? RemBits'(1 << 8) : RemBits'(1 << 21);
      div_init = DivBits'(m_even);
      rad_init = '0;
      // Biased exponent when y < 2^(P+2) (one more for the exact power of four).
      exp_init = bias - ExpWidth'(1) - ea_half;
      cnt_init = fmt_i ? CntWidth'(13) : CntWidth'(26);
    end
  end

  // =============================================================================================
  // Registers
  // =============================================================================================
  state_e              state_q, state_d;
  logic                out_valid_q, in_ready_q;
  logic [RemBits-1:0]  rem_q, rem_d;
  logic [DivBits-1:0]  div_q, div_d;
  logic [RadBits-1:0]  rad_q, rad_d;
  logic [RootBits-1:0] root_q, root_d;
  logic [CntWidth-1:0] cnt_q, cnt_d;
  logic [ExpWidth-1:0] exp_q, exp_d;
  logic                fmt_q, fmt_d, is_div_q, is_div_d, is_rsqrt_q, is_rsqrt_d;
  logic                sign_q, sign_d, ftz_q, ftz_d;
  logic [2:0]          rnd_q, rnd_d;
  logic [31:0]         result_q, result_d;
  logic [4:0]          status_q, status_d;

  // ---- two steps per cycle ----
  logic               in_root;
  logic [1:0]         pair_a, pair_b;
  logic               bit_a, bit_b;
  logic [RemBits-1:0] rem_a, rem_b;
  assign in_root = state_q == StRoot;
  // The next radicand pairs: binary32 reads from the top, binary16 from bit 27 down.
  assign pair_a  = fmt_q ? rad_q[27:26] : rad_q[55:54];
  assign pair_b  = fmt_q ? rad_q[25:24] : rad_q[53:52];

  fp_divsqrt_iter_step #(.RemBits(RemBits), .DivBits(DivBits)) u_step_a (
    .is_root_i      (in_root),
    .rem_i          (rem_q),
    .pair_i         (pair_a),
    .divisor_i      (div_q),
    .partial_root_i (root_q),
    .bit_o          (bit_a),
    .rem_o          (rem_a)
  );
  logic [RootBits-1:0] root_a;
  assign root_a = {root_q[RootBits-2:0], bit_a};
  fp_divsqrt_iter_step #(.RemBits(RemBits), .DivBits(DivBits)) u_step_b (
    .is_root_i      (in_root),
    .rem_i          (rem_a),
    .pair_i         (pair_b),
    .divisor_i      (div_q),
    .partial_root_i (root_a),
    .bit_o          (bit_b),
    .rem_o          (rem_b)
  );

  // ---- rounding (StRound) ----
  // DIV: q = rad_q[P+2:0] has P+3 bits when ma >= mb, else P+2. Roots: P+2 bits in root_q,
  // except RSQRT of a power of four, y = 2^(P+2) exactly.
  logic                quo_top, root_top, round_sticky;
  logic [25:0]         round_sig32;
  logic [12:0]         round_sig16;
  logic [ExpWidth-1:0] round_exp;
  assign quo_top  = fmt_q ? rad_q[13] : rad_q[26];
  assign root_top = fmt_q ? root_q[13] : root_q[26];
  always_comb begin
    if (is_div_q) begin
      round_sig32 = rad_q[26] ? rad_q[26:1] : rad_q[25:0];
      round_sig16 = rad_q[13] ? rad_q[13:1] : rad_q[12:0];
      round_exp   = quo_top ? exp_q : exp_q - ExpWidth'(1);
    end else begin
      round_sig32 = root_q[26] ? {1'b1, 25'h0} : root_q[25:0];
      round_sig16 = root_q[13] ? {1'b1, 12'h0} : root_q[12:0];
      round_exp   = exp_q + ExpWidth'(root_top);
    end
  end
  assign round_sticky = (rem_q != '0) | (is_div_q & quo_top & rad_q[0]);

  fp_pkg::roundmode_e rnd_mode_q;
  fp_rnd_mode_decode u_rnd_mode_decode (
    .bits_i     (rnd_q),
    .rnd_mode_o (rnd_mode_q)
  );

  logic [31:0] packed32;
  logic [15:0] packed16;
  logic [4:0]  status32, status16;
  logic [6:0]  round_exp16;
  assign round_exp16 = round_exp[6:0];  // binary16 exponents stay within [-25, 55]
  fp_rnd_pack #(.ExpBits(8), .ManBits(23)) u_pack32 (
    .sign_i     (sign_q),
    .exp_i      (round_exp),
    .sig_i      (round_sig32),
    .sticky_i   (round_sticky),
    .rnd_mode_i (rnd_mode_q),
    .ftz_i      (ftz_q),
    .result_o   (packed32),
    .status_o   (status32)
  );
  fp_rnd_pack #(.ExpBits(5), .ManBits(10)) u_pack16 (
    .sign_i     (sign_q),
    .exp_i      (round_exp16),
    .sig_i      (round_sig16),
    .sticky_i   (round_sticky),
    .rnd_mode_i (rnd_mode_q),
    .ftz_i      (ftz_q),
    .result_o   (packed16),
    .status_o   (status16)
  );
  logic unused_round;
  assign unused_round = ^{round_exp[ExpWidth-1:7], root_q[RootBits-1:27], rad_q[RadBits-1:27]};

  // ---- next state ----
  always_comb begin
    state_d    = state_q;
    rem_d      = rem_q;
    div_d      = div_q;
    rad_d      = rad_q;
    root_d     = root_q;
    cnt_d      = cnt_q;
    exp_d      = exp_q;
    fmt_d      = fmt_q;
    is_div_d   = is_div_q;
    is_rsqrt_d = is_rsqrt_q;
    sign_d     = sign_q;
    ftz_d      = ftz_q;
    rnd_d      = rnd_q;
    result_d   = result_q;
    status_d   = status_q;
    unique case (state_q)
      StIdle: begin
        if (in_valid_i) begin
          rem_d      = rem_init;
          div_d      = div_init;
          rad_d      = rad_init;
          root_d     = '0;
          cnt_d      = cnt_init;
          exp_d      = exp_init;
          fmt_d      = fmt_i;
          is_div_d   = op_div;
          is_rsqrt_d = op_rsqrt;
          sign_d     = op_div & (a_sign ^ b_sign);
          ftz_d      = ftz_i;
          rnd_d      = rnd_mode_i;
          result_d   = special_bits;
          status_d   = special_flags;
          if (special) begin
            state_d = StDone;
          end else if (op_sqrt) begin
            state_d = StRoot;
          end else begin
            state_d = StDiv;
          end
        end
      end
      StDiv: begin
        rem_d = rem_b;
        rad_d = {rad_q[RadBits-3:0], bit_a, bit_b};
        cnt_d = cnt_q - CntWidth'(1);
        if (cnt_q == '0) begin
          if (is_rsqrt_q) begin
            // The root pass starts from a zero remainder (see the header on the sticky bit).
            rem_d   = '0;
            cnt_d   = fmt_q ? CntWidth'(6) : CntWidth'(13);
            state_d = StRoot;
          end else begin
            state_d = StRound;
          end
        end
      end
      StRoot: begin
        rem_d  = rem_b;
        rad_d  = {rad_q[RadBits-5:0], 4'h0};
        root_d = {root_q[RootBits-3:0], bit_a, bit_b};
        cnt_d  = cnt_q - CntWidth'(1);
        if (cnt_q == '0) begin
          state_d = StRound;
        end
      end
      StRound: begin
        result_d = fmt_q ? {16'h0000, packed16} : packed32;
        status_d = fmt_q ? status16 : status32;
        state_d  = StDone;
      end
      StDone: begin
        if (out_ready_i) begin
          state_d = StIdle;
        end
      end
      default: begin
        state_d = StIdle;
      end
    endcase
  end

  // Control state is reset; the datapath registers are not (state_q guards them).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q     <= StIdle;
      out_valid_q <= 1'b0;
      in_ready_q  <= 1'b1;
    end else begin
      state_q     <= state_d;
      out_valid_q <= state_d == StDone;
      in_ready_q  <= state_d == StIdle;
    end
  end

  always_ff @(posedge clk_i) begin
    rem_q      <= rem_d;
    div_q      <= div_d;
    rad_q      <= rad_d;
    root_q     <= root_d;
    cnt_q      <= cnt_d;
    exp_q      <= exp_d;
    fmt_q      <= fmt_d;
    is_div_q   <= is_div_d;
    is_rsqrt_q <= is_rsqrt_d;
    sign_q     <= sign_d;
    ftz_q      <= ftz_d;
    rnd_q      <= rnd_d;
    result_q   <= result_d;
    status_q   <= status_d;
  end

  assign in_ready_o  = in_ready_q;
  assign out_valid_o = out_valid_q;
  assign result_o    = result_q;
  assign status_o    = status_q;

endmodule
