// Constants of the special-function unit (fp_sfu), computed at elaboration by closed-form
// integer rules: series and exact integer operations, no stored numbers. golden/fp/sfu.cpp
// evaluates the same rules with the same operations (its header comment lists them), so RTL
// and golden hold identical bits by construction; tests/golden_fp/test_sfu_mpfr.cpp measures
// how good the resulting approximations are.
//
// Every function below is evaluated once, by the tools, into a localparam. They use only what
// both tools (Yosys 0.23 and Verilator 5) evaluate as constant functions: static variables,
// for loops with constant bounds, unsigned vectors up to 320 bits.
//
// Tables are packed vectors (entry i at [i*W +: W]); a variable part-select of a constant is
// a plain multiplexer, and unpacked arrays would become memories in Yosys.
package fp_sfu_pkg;

  // ---- widths of the table entries ---------------------------------------------------------
  localparam int unsigned Lg2KBits  = 10;  // K_i in 256..512 (R_i = K_i/512)
  localparam int unsigned Lg2TBits  = 55;  // -log2(R_i), Q1.54
  localparam int unsigned Lg2CBits  = 38;  // log2(1+z)/z coefficients, signed Q1.36
  localparam int unsigned Ex2TBits  = 61;  // 2^(j/64), Q1.60
  localparam int unsigned Ex2ABits  = 38;  // ln2^k/k!, Q0.38
  localparam int unsigned TrigCBits = 32;  // (pi/4)^m/m!, signed Q1.30
  localparam int unsigned RedWBits  = 90;  // window of 1/(2 pi) used by the reduction
  localparam int unsigned K194Bits  = 192; // floor(2^194/(2 pi)) < 2^192

  // ---- ln 2 --------------------------------------------------------------------------------
  // LN2_124 = sum_{k=1..124} floor(2^(124-k)/k) (the series ln 2 = sum 1/(k 2^k)).
  function logic [127:0] ln2_124();
    logic [127:0] acc;
    acc = '0;
    for (int k = 1; k <= 124; k++) begin
      acc = acc + ((128'd1 << (124 - k)) / {96'd0, k});
    end
    ln2_124 = acc;
  endfunction

  localparam logic [127:0] Ln2Q124 = ln2_124();
  localparam logic [63:0]  Ln2Q64  = Ln2Q124[123:60];
  localparam logic [127:0] Ln2Q72  = {52'd0, Ln2Q124[127:52]};

  // ---- LG2 ---------------------------------------------------------------------------------
  // c_k = (-1)^k floor(2^100 / (LN2_64 (k+1))), k = 0..3, two's complement Q1.36.
  function logic [4*Lg2CBits-1:0] lg2_coeffs();
    logic [4*Lg2CBits-1:0] tab;
    logic [127:0]          mag;
    tab = '0;
    for (int k = 0; k < 4; k++) begin
      mag = (128'd1 << 100) / ({64'd0, Ln2Q64} * {96'd0, k + 1});
      tab[k*Lg2CBits +: Lg2CBits] = Lg2CBits'((k % 2 == 1) ? -mag : mag);
    end
    lg2_coeffs = tab;
  endfunction

  // K_i: 512 (i = 0), 256 (i = 127), else floor((2^18 + d)/(2d)), d = 257 + 2i.
  function logic [Lg2KBits-1:0] lg2_k(input int i);
    logic [31:0] d;
    d = 32'd257 + 32'(2 * i);
    if (i == 0) begin
      lg2_k = Lg2KBits'(512);
    end else if (i == 127) begin
      lg2_k = Lg2KBits'(256);
    end else begin
      lg2_k = Lg2KBits'(((32'd1 << 18) + d) / (32'd2 * d));
    end
  endfunction

  function logic [128*Lg2KBits-1:0] lg2_k_table();
    logic [128*Lg2KBits-1:0] tab;
    tab = '0;
    for (int i = 0; i < 128; i++) begin
      tab[i*Lg2KBits +: Lg2KBits] = lg2_k(i);
    end
    lg2_k_table = tab;
  endfunction

  // T_i = -log2(K_i/512): 0, 2^54 for the powers of two, else floor(2 A 2^54 / LN2_72) with A
  // the atanh series of a/b at 2^72 (a = 512-K, b = 512+K; ln(512/K) = 2 atanh(a/b)).
  function logic [128*Lg2TBits-1:0] lg2_t_table();
    logic [128*Lg2TBits-1:0] tab;
    logic [127:0]            a, b, p, acc, kk;
    logic [Lg2TBits-1:0]     t;
    tab = '0;
    for (int i = 0; i < 128; i++) begin
      kk = {118'd0, lg2_k(i)};
      if (kk == 128'd512) begin
        t = '0;
      end else if (kk == 128'd256) begin
        t = Lg2TBits'(1) << 54;
      end else begin
        a   = 128'd512 - kk;
        b   = 128'd512 + kk;
        p   = ((128'd1 << 72) * a) / b;
        acc = '0;
        for (int n = 0; n < 64; n++) begin
          if (p != '0) begin
            acc = acc + p / {96'd0, 2 * n + 1};
            p   = (p * a * a) / (b * b);
          end
        end
        t = Lg2TBits'((acc << 55) / Ln2Q72);
      end
      tab[i*Lg2TBits +: Lg2TBits] = t;
    end
    lg2_t_table = tab;
  endfunction

  localparam logic [4*Lg2CBits-1:0]   Lg2Coeffs = lg2_coeffs();
  localparam logic [128*Lg2KBits-1:0] Lg2KTable = lg2_k_table();
  localparam logic [128*Lg2TBits-1:0] Lg2TTable = lg2_t_table();

  // ---- EX2 ---------------------------------------------------------------------------------
  // a1 = LN2_64 >> 26, a2 = (LN2_64^2 >> 64) >> 27, a3 = floor(L3/6) >> 26, L3 = ln2^3 (Q0.64).
  function logic [3*Ex2ABits-1:0] ex2_coeffs();
    logic [127:0] l2, l3;
    l2 = ({64'd0, Ln2Q64} * {64'd0, Ln2Q64}) >> 64;
    l3 = (l2 * {64'd0, Ln2Q64}) >> 64;
    ex2_coeffs = {Ex2ABits'((l3 / 128'd6) >> 26), Ex2ABits'(l2 >> 27), Ex2ABits'(Ln2Q64 >> 26)};
  endfunction

  function logic [127:0] isqrt128(input logic [127:0] v);
    logic [127:0] r, t;
    r = '0;
    for (int b = 63; b >= 0; b--) begin
      t = r | (128'd1 << b);
      if (t * t <= v) r = t;
    end
    isqrt128 = r;
  endfunction

  // SQ_1 = isqrt(2^121), SQ_b = isqrt(SQ_(b-1) << 60); T2[j] = 2^60 times SQ_b for each set
  // bit j[6-b], each product shifted right by 60.
  function logic [64*Ex2TBits-1:0] ex2_t_table();
    logic [64*Ex2TBits-1:0] tab;
    logic [7*128-1:0]       sq;
    logic [127:0]           t;
    sq = '0;
    sq[1*128 +: 128] = isqrt128(128'd1 << 121);
    for (int b = 2; b <= 6; b++) begin
      sq[b*128 +: 128] = isqrt128(sq[(b-1)*128 +: 128] << 60);
    end
    tab = '0;
    for (int j = 0; j < 64; j++) begin
      t = 128'd1 << 60;
      for (int b = 1; b <= 6; b++) begin
        if (((j >> (6 - b)) & 1) == 1) t = (t * sq[b*128 +: 128]) >> 60;
      end
      tab[j*Ex2TBits +: Ex2TBits] = t[Ex2TBits-1:0];
    end
    ex2_t_table = tab;
  endfunction

  localparam logic [3*Ex2ABits-1:0]  Ex2Coeffs = ex2_coeffs();  // {a3, a2, a1}
  localparam logic [64*Ex2TBits-1:0] Ex2TTable = ex2_t_table();

  // ---- SIN/COS -----------------------------------------------------------------------------
  // atan(1/n) * 2^256 by its series.
  function logic [319:0] atan_inv(input int n);
    logic [319:0] p, acc, term, nn;
    nn  = {288'd0, 32'(n)};
    p   = (320'd1 << 256) / nn;
    acc = '0;
    for (int k = 0; k < 128; k++) begin
      if (p != '0) begin
        term = p / {288'd0, 32'(2 * k + 1)};
        if (k % 2 == 0) acc = acc + term;
        else            acc = acc - term;
        p = p / (nn * nn);
      end
    end
    atan_inv = acc;
  endfunction

  // PI_256 = 16 atan(1/5) - 4 atan(1/239) (Machin).
  function logic [319:0] pi_256();
    pi_256 = (atan_inv(5) << 4) - (atan_inv(239) << 2);
  endfunction

  localparam logic [319:0] Pi256 = pi_256();

  // K194 = floor(2^450 / (2 PI_256)) by restoring division (194 quotient bits).
  function logic [K194Bits-1:0] k194();
    logic [319:0] r, d, q;
    d = Pi256 << 1;
    r = 320'd1 << 256;
    q = '0;
    for (int i = 0; i < 194; i++) begin
      r = r << 1;
      q = q << 1;
      if (r >= d) begin
        r = r - d;
        q = q | 320'd1;
      end
    end
    k194 = q[K194Bits-1:0];
  endfunction

  // PI4 = PI_256 >> 194 (pi/4, Q0.64); P_m = P_(m-1) PI4 >> 64; coefficient m is
  // floor(P_m / m!) >> 34 with the sign (-1)^(m div 2). Odd m: sin, even m: cos.
  function logic [12*TrigCBits-1:0] trig_coeffs();
    logic [12*TrigCBits-1:0] tab;
    logic [127:0]            pi4, pw, fact, c;
    pi4  = {64'd0, Pi256[257:194]};
    pw   = 128'd1 << 64;
    fact = 128'd1;
    tab  = '0;
    for (int m = 0; m < 12; m++) begin
      if (m == 1) begin
        pw = pi4;
      end else if (m > 1) begin
        pw = (pw * pi4) >> 64;
      end
      if (m > 0) fact = fact * {96'd0, 32'(m)};
      c = (pw / fact) >> 34;
      tab[m*TrigCBits +: TrigCBits] = TrigCBits'((((m / 2) % 2) == 1) ? -c : c);
    end
    trig_coeffs = tab;
  endfunction

  localparam logic [K194Bits-1:0]       K194       = k194();
  localparam logic [12*TrigCBits-1:0]   TrigCoeffs = trig_coeffs();  // entry m = order m

endpackage
