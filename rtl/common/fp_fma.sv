// IEEE-754-2008 fused multiply-add of one format (binary32 or binary16), which also performs
// ADD (a*1.0 + b), SUB (a*1.0 + (-b)) and MUL (a*b + signed zero) with a single rounding.
//
// Datapath (P = ManBits+1 significand bits, W = 3P+4 bits of sum field):
//   stage 0: unpack/classify operands and flush subnormal inputs (ftz) (fp_unpack), decide
//            special results (NaN, infinity, invalid; fp_nan_result), exponent arithmetic,
//            addend shift amount and the sticky bit of addend bits shifted out, and the P x P
//            significand multiplier.
//   stage 1: align the addend to the product in a W-bit field and add/subtract; for a negative
//            difference the reversed difference (computed in parallel) is taken, so the sum is
//            a magnitude.
//   stage 2: leading-zero count of the sum, normalization shift (limited so that results below
//            the normal range come out subnormal), extraction of mantissa, round and sticky bits.
//   stage 3: rounding, overflow, tininess after rounding, ftz of subnormal results and packing
//            (fp_rnd_aligned, shared with fp_rnd_pack), special-result override.
// Field layout: the product's unit bit (weight 2^0 of a value in [1,4)) sits at field bit 2P;
// the addend starts at the top (its unit bit at field bit 3P+3) and is shifted right by
// P+3-(exp_addend-exp_product). The P+3 bits of headroom leave two guard bits between an addend
// that dominates and the product, so the product then only affects round/sticky bits.
//
// Pipeline cut points, in datapath order (registers loaded by reg_en_i[k], k counting the
// enabled cuts from the input; Yosys does not retime, so each one splits a real chain):
//   CutMul   after the multiplier (stage 0 | stage 1)                          NumPipeRegs >= 1
//   CutAlign after the addend alignment shift, before the adder (inside stage 1) NumPipeRegs >= 4
//   CutSum   after the addition (stage 1 | stage 2)                            NumPipeRegs >= 2
//   CutNorm  after the normalization shift, before rounding (stage 2 | stage 3) NumPipeRegs >= 3
// With three cuts the multiplier (stage 0) and the shift+add (stage 1) are the longest paths
// and about equal on iCE40 HX; the fourth cut splits stage 1, which helps where the fabric adds
// rather than multiplies slowly (UltraPlus with DSPs), but the multiplier stage then bounds it.
// Every input that later stages need (rounding mode, ftz, the special-result flags) travels in
// the same registers as the data, so operations in flight never mix. Naming: x_d enters a cut,
// x_sN is the value in stage N (the cut's register output, or the same wire when the cut is
// not used at this depth); stage 1b is the part of stage 1 after CutAlign.
//
// Kind makes an instance a dedicated unit when a pipeline only ever sends it one kind of
// operation: hierarchical synthesis cannot propagate a constant op_i into the unit, so a
// parameter removes what that kind never uses. Results and flags are bit for bit those of the
// general unit (Kind 0) for the kind's operations; ports, cut points and latency are the same,
// so the instances are drop-ins for each other.
//   Kind 0 (KindAny): ADD, SUB, MUL, FMA selected by op_i.
//   Kind 1 (KindAdd): ADD or SUB only; op_i only tells SUB (OP_SUB) from ADD (any other value),
//                     c_i is unused. No multiplier: the product a*1.0 is a itself.
//   Kind 2 (KindMul): MUL only; op_i and c_i are unused. No addend alignment shifter and no
//                     adder: the addend is zero, so the sum is the product (the special-result
//                     bits above it do not overlap it).
// No assertion checks op_i: a dedicated unit computes its own operation whatever op_i says.
module fp_fma #(
  parameter int unsigned ExpBits     = 8,
  parameter int unsigned ManBits     = 23,
  parameter int unsigned NumPipeRegs = 3,   // 0 (combinational) .. 4
  parameter int unsigned Kind        = 0,   // 0 KindAny, 1 KindAdd, 2 KindMul (see above)
  parameter logic [ExpBits+ManBits:0] CanonNaN = {1'b0, {ExpBits{1'b1}}, 1'b1, {(ManBits-1){1'b0}}}
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,      // datapath regs need no reset; unused
  input  logic [NumPipeRegs:0]         reg_en_i,    // [k] loads pipeline register k (k>=1)
  input  fp_pkg::fp_op_e               op_i,        // OP_ADD, OP_SUB, OP_MUL, OP_FMA
  input  fp_pkg::roundmode_e           rnd_mode_i,
  input  logic                         ftz_i,
  input  logic                         nan_propagate_i,
  input  logic [ExpBits+ManBits:0]     a_i,
  input  logic [ExpBits+ManBits:0]     b_i,
  input  logic [ExpBits+ManBits:0]     c_i,
  output logic [ExpBits+ManBits:0]     result_o,
  output logic [4:0]                   status_o     // IEEE flags, bit positions from fp_pkg
);

  // ---------------------------------------------------------------------------------------------
  // Widths and constants
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned MagBits    = ExpBits + ManBits;
  localparam int unsigned Precision  = ManBits + 1;
  localparam int unsigned ProdWidth  = 2 * Precision;
  localparam int unsigned SumWidth   = 3 * Precision + 4;
  // Shift amounts and leading-zero counts range over 0..SumWidth.
  localparam int unsigned ShiftWidth = $clog2(SumWidth + 1);
  // Signed internal exponents: two more bits than the format covers every intermediate value
  // (product of two maximal exponents, and the normalization of a product of subnormals).
  localparam int unsigned ExpWidth   = ExpBits + 2;
  localparam int unsigned Bias       = (1 << (ExpBits - 1)) - 1;

  localparam int unsigned KindAny = 0;
  localparam int unsigned KindAdd = 1;
  localparam int unsigned KindMul = 2;

  // ---------------------------------------------------------------------------------------------
  // Cut points per depth (see the header comment) and the reg_en_i index each one uses. Each cut
  // is a pipe_delay of En stages fed the slice reg_en_i[Idx -: En + 1]: its register (bit 1 of
  // the slice) loads on reg_en_i[Idx]; with En = 0 it is a wire and the slice is reg_en_i[0].
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned EnMul    = (NumPipeRegs >= 1) ? 1 : 0;
  localparam int unsigned EnAlign  = (NumPipeRegs >= 4) ? 1 : 0;
  localparam int unsigned EnSum    = (NumPipeRegs >= 2) ? 1 : 0;
  localparam int unsigned EnNorm   = (NumPipeRegs >= 3) ? 1 : 0;
  localparam int unsigned IdxMul   = EnMul;
  localparam int unsigned IdxAlign = (EnAlign != 0) ? EnMul + EnAlign : 0;
  localparam int unsigned IdxSum   = (EnSum   != 0) ? EnMul + EnAlign + EnSum : 0;
  localparam int unsigned IdxNorm  = (EnNorm  != 0) ? EnMul + EnAlign + EnSum + EnNorm : 0;

  // =============================================================================================
  // Stage 0: operand decode, special cases, exponents, multiplier
  // =============================================================================================
  // Classification, flush-to-zero of subnormal inputs (a zero of the same sign), significands
  // with the hidden bit and exponents with subnormals at 1 (their true scale).
  logic                 a_zero, a_flush, a_is_inf, a_is_nan, a_is_snan;
  logic                 b_zero, b_flush, b_is_inf, b_is_nan, b_is_snan;
  logic                 c_zero, c_flush, c_is_inf, c_is_nan, c_is_snan;
  logic [Precision-1:0] a_sig, b_sig, c_sig;
  logic [ExpBits-1:0]   a_exp, b_exp, c_exp;

  fp_unpack #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(3)) u_unpack (
    .values_i     ({c_i, b_i, a_i}),
    .ftz_i        (ftz_i),
    .is_zero_o    ({c_zero, b_zero, a_zero}),
    .is_flushed_o ({c_flush, b_flush, a_flush}),
    .is_inf_o     ({c_is_inf, b_is_inf, a_is_inf}),
    .is_nan_o     ({c_is_nan, b_is_nan, a_is_nan}),
    .is_snan_o    ({c_is_snan, b_is_snan, a_is_snan}),
    .sig_o        ({c_sig, b_sig, a_sig}),
    .exp_o        ({c_exp, b_exp, a_exp})
  );
  logic unused_flush;
  assign unused_flush = a_flush ^ b_flush ^ c_flush;

  // The operation the datapath computes: op_i in the general unit, a constant (or the ADD/SUB
  // choice) in a dedicated one, from which synthesis folds the unused operand paths away.
  fp_pkg::fp_op_e op;
  if (Kind == KindAdd) begin : g_op_add
    assign op = (op_i == fp_pkg::OP_SUB) ? fp_pkg::OP_SUB : fp_pkg::OP_ADD;
  end else if (Kind == KindMul) begin : g_op_mul
    assign op = fp_pkg::OP_MUL;
    logic unused_op;
    assign unused_op = ^{op_i, c_i};
  end else begin : g_op_any
    if (Kind != KindAny) begin : g_bad_kind
      $error("fp_fma: Kind must be 0 (any), 1 (add) or 2 (mul)");
    end
    assign op = op_i;
  end

  // Operation mapping onto x*y + z. x is always a.
  logic                 reads_c;
  logic                 y_sign, y_zero, y_inf, y_nan;
  logic [Precision-1:0] y_sig;
  logic [ExpBits-1:0]   y_exp;
  logic                 z_sign, z_zero, z_inf;
  logic [Precision-1:0] z_sig;
  logic [ExpBits-1:0]   z_exp;

  always_comb begin
    // Default: OP_FMA, a*b + c.
    reads_c = 1'b1;
    y_sign  = b_i[MagBits];
    y_zero  = b_zero;
    y_inf   = b_is_inf;
    y_nan   = b_is_nan;
    y_sig   = b_sig;
    y_exp   = b_exp;
    z_sign  = c_i[MagBits];
    z_zero  = c_zero;
    z_inf   = c_is_inf;
    z_sig   = c_sig;
    z_exp   = c_exp;
    unique case (op)
      fp_pkg::OP_ADD, fp_pkg::OP_SUB: begin
        // a*1.0 + (+-b): the product is a exactly.
        reads_c = 1'b0;
        y_sign  = 1'b0;
        y_zero  = 1'b0;
        y_inf   = 1'b0;
        y_nan   = 1'b0;
        y_sig   = {1'b1, {ManBits{1'b0}}};
        y_exp   = ExpBits'(Bias);
        z_sign  = b_i[MagBits] ^ (op == fp_pkg::OP_SUB);
        z_zero  = b_zero;
        z_inf   = b_is_inf;
        z_sig   = b_sig;
        z_exp   = b_exp;
      end
      fp_pkg::OP_MUL: begin
        // a*b + zero. The zero is -0 (+0 in RDN) so that an exact zero product keeps its IEEE
        // sign in every rounding mode; any other product is not changed by it.
        reads_c = 1'b0;
        z_sign  = (rnd_mode_i != fp_pkg::RDN);
        z_zero  = 1'b1;
        z_inf   = 1'b0;
        z_sig   = '0;
        z_exp   = ExpBits'(1);
      end
      fp_pkg::OP_FMA: ;
      default: ;
    endcase
  end

  // ---- Special results: NaN, infinity, invalid ----
  logic prod_sign, eff_sub;
  logic prod_zero, any_nan, any_snan, inf_times_zero, prod_inf, inf_minus_inf;
  logic result_nan, special_d, special_nv_d, special_sign_d;
  logic [ManBits-1:0] special_man_d;

  assign prod_sign = a_i[MagBits] ^ y_sign;
  assign eff_sub   = prod_sign ^ z_sign;
  assign prod_zero = a_zero | y_zero;

  assign any_nan  = a_is_nan | b_is_nan | (reads_c & c_is_nan);
  assign any_snan = a_is_snan | b_is_snan | (reads_c & c_is_snan);
  assign inf_times_zero = (a_is_inf & y_zero) | (a_zero & y_inf);
  assign prod_inf       = (a_is_inf | y_inf) & ~prod_zero & ~a_is_nan & ~y_nan;
  assign inf_minus_inf  = prod_inf & z_inf & eff_sub;
  assign result_nan     = any_nan | inf_times_zero | inf_minus_inf;
  assign special_d      = result_nan | prod_inf | z_inf;
  // inf*0 is invalid even when the addend is a quiet NaN (as Berkeley SoftFloat does).
  assign special_nv_d   = any_snan | inf_times_zero | inf_minus_inf;

  logic [MagBits:0] nan_result;
  fp_nan_result #(.ExpBits(ExpBits), .ManBits(ManBits), .NumOps(3), .CanonNaN(CanonNaN)) u_nan (
    .nan_propagate_i (nan_propagate_i),
    .ops_i           ({c_i, b_i, a_i}),
    .is_nan_i        ({reads_c & c_is_nan, b_is_nan, a_is_nan}),
    .result_o        (nan_result)
  );

  always_comb begin
    // Infinity: the product's sign when the product is infinite, else the addend's.
    special_sign_d = prod_inf ? prod_sign : z_sign;
    special_man_d  = '0;
    if (result_nan) begin
      special_sign_d = nan_result[MagBits];
      special_man_d  = nan_result[ManBits-1:0];
    end
  end

  logic unused_nan_exp;
  assign unused_nan_exp = ^nan_result[MagBits-1:ManBits];

  // ---- Exponents and addend alignment ----
  // Product exponent (biased), and distance of the addend above it. Modular ExpWidth-bit
  // arithmetic, compared as signed.
  logic [ExpWidth-1:0]   prod_exp, exp_diff, tent_exp_d;
  logic                  addend_dominates, addend_vanishes;
  logic [ShiftWidth-1:0] addend_shamt_d;

  // A dedicated adder's product exponent is a's (y_exp is the bias): written out, because an
  // adder with a constant operand stays a carry chain after synthesis.
  if (Kind == KindAdd) begin : g_prod_exp_add
    assign prod_exp = ExpWidth'(a_exp);
    logic unused_y_exp;
    assign unused_y_exp = ^y_exp;
  end else begin : g_prod_exp_mul
    assign prod_exp = ExpWidth'(a_exp) + ExpWidth'(y_exp) - ExpWidth'(Bias);
  end
  assign exp_diff = ExpWidth'(z_exp) - prod_exp;

  // A zero product lets the addend through unshifted; an addend P+3 or more binades above the
  // product also sits at the top (the product then only affects round/sticky bits). A zero
  // addend, or one more than 2P+1 binades below, is shifted entirely into the sticky bit.
  assign addend_dominates = prod_zero | ($signed(exp_diff) >= $signed(ExpWidth'(Precision + 3)));
  assign addend_vanishes  = z_zero |
                            ($signed(exp_diff) < -$signed(ExpWidth'(2 * Precision + 1)));

  // A special result (NaN or infinity) needs no arithmetic, so its sign and mantissa ride
  // through the datapath instead of through registers of their own: the addend becomes
  // {1, special mantissa} at the top of the field, effectively added (its bits stay apart from
  // the product's), and the leading one at field bit SumWidth-1 makes the normalization deliver
  // the special mantissa unchanged; the product's sign becomes the special sign. Stage 3 then
  // only substitutes the all-ones exponent and the invalid flag.
  logic                 addend_top;
  logic [Precision-1:0] addend_sig_d;
  logic                 prod_sign_d, eff_sub_d;
  assign addend_top   = addend_dominates | special_d;
  assign addend_sig_d = special_d ? {1'b1, special_man_d} : z_sig;
  assign prod_sign_d  = special_d ? special_sign_d : prod_sign;
  assign eff_sub_d    = eff_sub & ~special_d;

  always_comb begin
    if (addend_top) begin
      addend_shamt_d = '0;
    end else if (addend_vanishes) begin
      addend_shamt_d = ShiftWidth'(SumWidth);
    end else begin
      addend_shamt_d = ShiftWidth'(ExpWidth'(Precision + 3) - exp_diff);
    end
  end

  // Exponent of field bit 2P (the product's unit bit).
  assign tent_exp_d = addend_top ? ExpWidth'(z_exp) - ExpWidth'(Precision + 3) : prod_exp;

  // Sticky of the addend bits that the alignment shifts below field bit 0: addend bit i lands
  // at field bit SumWidth-Precision+i-shamt, so some set bit is lost iff the lowest one lies
  // below shamt-(SumWidth-Precision). The trailing-zero count runs beside the exponent logic,
  // so only a small comparison follows the shift amount.
  logic [Precision-1:0]  z_sig_reversed;
  logic [ShiftWidth-1:0] z_trailing_zeros, sticky_threshold;
  logic                  z_sig_zero, addend_sticky_d;

  always_comb begin
    for (int unsigned i = 0; i < Precision; i++) begin
      z_sig_reversed[i] = z_sig[Precision-1-i];
    end
  end

  fp_lzc_tree #(.Width(Precision), .CntWidth(ShiftWidth)) u_addend_tzc (
    .in_i    (z_sig_reversed),
    .cnt_o   (z_trailing_zeros),
    .empty_o (z_sig_zero)
  );

  assign sticky_threshold = z_trailing_zeros + ShiftWidth'(SumWidth - Precision);
  if (Kind == KindMul) begin : g_sticky_mul
    // The addend is zero: no bit is shifted out.
    assign addend_sticky_d = 1'b0;
    logic unused_sticky;
    assign unused_sticky = ^{z_sig_zero, sticky_threshold};
  end else begin : g_sticky_add
    assign addend_sticky_d = ~z_sig_zero & (sticky_threshold < addend_shamt_d);
  end

  // ---- Multiplier: a plain product so that synthesis maps it to DSP blocks ----
  // A dedicated adder multiplies by 1.0 (y_sig = 2^ManBits): the product is a_sig shifted.
  logic [ProdWidth-1:0] product_d;
  if (Kind == KindAdd) begin : g_product_add
    assign product_d = {1'b0, a_sig, {ManBits{1'b0}}};
    logic unused_y_sig;
    assign unused_y_sig = ^y_sig;
  end else begin : g_product_mul
    assign product_d = a_sig * y_sig;
  end

  // ---- Values carried by every cut: rounding mode, ftz, special result and its flag ----
  localparam int unsigned CtrlWidth = 3 + 1 + 2;
  logic [CtrlWidth-1:0] ctrl_s0;
  assign ctrl_s0 = {rnd_mode_i, ftz_i, special_d, special_nv_d};

  // =============================================================================================
  // CutMul
  // =============================================================================================
  localparam int unsigned MulRegWidth = CtrlWidth + ProdWidth + Precision + ShiftWidth + 1 +
                                        ExpWidth + 2;
  logic [MulRegWidth-1:0] mul_reg_d, mul_reg_q;
  logic [CtrlWidth-1:0]   ctrl_s1;
  logic [ProdWidth-1:0]   product_s1;
  logic [Precision-1:0]   addend_sig_s1;
  logic [ShiftWidth-1:0]  addend_shamt_s1;
  logic                   addend_sticky_s1;
  logic [ExpWidth-1:0]    tent_exp_s1;
  logic                   prod_sign_s1, eff_sub_s1;

  assign mul_reg_d = {ctrl_s0, product_d, addend_sig_d, addend_shamt_d, addend_sticky_d,
                      tent_exp_d, prod_sign_d, eff_sub_d};

  pipe_delay #(.Width(MulRegWidth), .Stages(EnMul)) u_cut_mul (
    .clk_i,
    .reg_en_i (reg_en_i[IdxMul -: EnMul + 1]),
    .d_i      (mul_reg_d),
    .q_o      (mul_reg_q)
  );

  assign {ctrl_s1, product_s1, addend_sig_s1, addend_shamt_s1, addend_sticky_s1, tent_exp_s1,
          prod_sign_s1, eff_sub_s1} = mul_reg_q;

  // =============================================================================================
  // Stage 1: alignment and addition
  // =============================================================================================
  logic [SumWidth-1:0] addend_field, product_field;
  logic [SumWidth:0]   sum_raw, sum_mag_d;
  logic                sum_negative, sum_sign_d, sub_carry_in;

  if (Kind == KindMul) begin : g_align_mul
    // The addend is zero: shifted to the top (shift 0) its significand is zero unless it
    // carries a special result, and shifted out (shift SumWidth) it is zero. So the field is
    // the significand at the top, unshifted.
    assign addend_field = {addend_sig_s1, {(SumWidth - Precision){1'b0}}};
    logic unused_shamt;
    assign unused_shamt = ^addend_shamt_s1;
  end else begin : g_align_shift
    // Logarithmic shifter, small steps first: the addend's nonzero span then grows gradually,
    // which keeps the early levels narrow.
    always_comb begin
      addend_field = {addend_sig_s1, {(SumWidth - Precision){1'b0}}};
      for (int l = 0; l < ShiftWidth; l++) begin
        if (addend_shamt_s1[l]) addend_field = addend_field >> (1 << l);
      end
    end
  end

  // =============================================================================================
  // CutAlign
  // =============================================================================================
  localparam int unsigned AlignRegWidth = CtrlWidth + ProdWidth + SumWidth + 1 + ExpWidth + 2;
  logic [AlignRegWidth-1:0] align_reg_d, align_reg_q;
  logic [CtrlWidth-1:0]     ctrl_s1b;
  logic [ProdWidth-1:0]     product_s1b;
  logic [SumWidth-1:0]      addend_field_s1b;
  logic                     addend_sticky_s1b;
  logic [ExpWidth-1:0]      tent_exp_s1b;
  logic                     prod_sign_s1b, eff_sub_s1b;

  assign align_reg_d = {ctrl_s1, product_s1, addend_field, addend_sticky_s1, tent_exp_s1,
                        prod_sign_s1, eff_sub_s1};

  pipe_delay #(.Width(AlignRegWidth), .Stages(EnAlign)) u_cut_align (
    .clk_i,
    .reg_en_i (reg_en_i[IdxAlign -: EnAlign + 1]),
    .d_i      (align_reg_d),
    .q_o      (align_reg_q)
  );

  assign {ctrl_s1b, product_s1b, addend_field_s1b, addend_sticky_s1b, tent_exp_s1b, prod_sign_s1b,
          eff_sub_s1b} = align_reg_q;

  assign product_field = {{(Precision + 2){1'b0}}, product_s1b, 2'b00};

  // Effective subtraction adds the inverted addend; the +1 of the two's complement is left out
  // when addend bits were shifted out, which accounts for their borrow (the sticky bit stays set
  // and the truncated difference is exact). A negative product-minus-addend can only happen
  // without sticky bits; its magnitude, addend minus product, is computed in parallel rather
  // than by negating afterwards, so that only one carry chain lies on the path.
  logic [SumWidth:0] diff_reversed;
  if (Kind == KindMul) begin : g_sum_mul
    // The addend field is nonzero only for a special result, which is never an effective
    // subtraction and lies above the product's bits (field bits 2P+1..2): the sum is an OR.
    // An effective subtraction of the zero addend, with no sticky bits, gives the product too.
    assign sub_carry_in  = 1'b0;
    assign sum_raw       = {1'b0, product_field | addend_field_s1b};
    assign diff_reversed = '0;
    assign sum_negative  = 1'b0;
    logic unused_sum_ctrl;
    assign unused_sum_ctrl = ^{eff_sub_s1b, addend_sticky_s1b, sub_carry_in, diff_reversed};
  end else begin : g_sum_add
    assign sub_carry_in  = eff_sub_s1b & ~addend_sticky_s1b;
    assign sum_raw       = {1'b0, product_field} +
                           ({1'b0, addend_field_s1b} ^ {(SumWidth + 1){eff_sub_s1b}}) +
                           (SumWidth + 1)'(sub_carry_in);
    assign diff_reversed = {1'b0, addend_field_s1b} - {1'b0, product_field};
    assign sum_negative  = eff_sub_s1b & sum_raw[SumWidth];
  end
  assign sum_mag_d     = sum_negative ? diff_reversed : sum_raw;
  assign sum_sign_d    = prod_sign_s1b ^ sum_negative;

  // =============================================================================================
  // CutSum
  // =============================================================================================
  localparam int unsigned SumRegWidth = CtrlWidth + SumWidth + 1 + 1 + ExpWidth + 2;
  logic [SumRegWidth-1:0] sum_reg_d, sum_reg_q;
  logic [CtrlWidth-1:0]   ctrl_s2;
  logic [SumWidth:0]      sum_mag_s2;
  logic                   sticky_s2, sum_sign_s2, eff_sub_s2;
  logic [ExpWidth-1:0]    tent_exp_s2;

  assign sum_reg_d = {ctrl_s1b, sum_mag_d, addend_sticky_s1b, tent_exp_s1b, sum_sign_d,
                      eff_sub_s1b};

  pipe_delay #(.Width(SumRegWidth), .Stages(EnSum)) u_cut_sum (
    .clk_i,
    .reg_en_i (reg_en_i[IdxSum -: EnSum + 1]),
    .d_i      (sum_reg_d),
    .q_o      (sum_reg_q)
  );

  assign {ctrl_s2, sum_mag_s2, sticky_s2, tent_exp_s2, sum_sign_s2, eff_sub_s2} = sum_reg_q;

  // =============================================================================================
  // Stage 2a: leading-zero count and shift amount
  // =============================================================================================
  logic [ShiftWidth-1:0] lzc_cnt;
  logic                  sum_zero;

  fp_lzc_tree #(.Width(SumWidth + 1), .CntWidth(ShiftWidth)) u_lzc (
    .in_i    (sum_mag_s2),
    .cnt_o   (lzc_cnt),
    .empty_o (sum_zero)
  );

  // Field bit k weighs 2^(tent_exp + k - 2P) (biased), so a leading one at field bit
  // SumWidth-lzc has the biased exponent sub_shift+1-lzc, with sub_shift = tent_exp + P + 3 the
  // shift that puts the bit of weight 2^emin at the hidden-bit position. The result is normal
  // iff lzc <= sub_shift; otherwise it is subnormal and shifted by sub_shift only (by nothing
  // if sub_shift < 0: the whole sum then lies below the round bit and only sticky remains).
  // So the shift is min(lzc, clamp(sub_shift, 0, SumWidth)); the clamp runs beside the count.
  logic [ExpWidth-1:0]   sub_shift;
  logic [ExpBits:0]      lead_exp;
  logic [ShiftWidth-1:0] sub_shift_clamped;
  logic                  result_normal;
  logic [ShiftWidth-1:0] norm_shamt_d;
  logic [ExpBits:0]      norm_exp_d;

  assign sub_shift = tent_exp_s2 + ExpWidth'(Precision + 3);
  assign lead_exp  = (ExpBits + 1)'(sub_shift + ExpWidth'(1) - ExpWidth'(lzc_cnt));

  always_comb begin
    if ($signed(sub_shift) < 0) begin
      sub_shift_clamped = '0;
    end else if ($signed(sub_shift) > $signed(ExpWidth'(SumWidth))) begin
      sub_shift_clamped = ShiftWidth'(SumWidth);
    end else begin
      sub_shift_clamped = sub_shift[ShiftWidth-1:0];
    end
  end

  assign result_normal = (lzc_cnt <= sub_shift_clamped) & ~sum_zero;
  assign norm_shamt_d  = (lzc_cnt <= sub_shift_clamped) ? lzc_cnt : sub_shift_clamped;
  // Exact zero and subnormal results get exponent field 0.
  assign norm_exp_d    = result_normal ? lead_exp : '0;

  // =============================================================================================
  // Stage 2b: normalization shift
  // =============================================================================================
  logic [ManBits-1:0] norm_man_d;
  logic               round_bit_d, round2_bit_d, sticky_rest_d;

  // Only the top of the shifted sum is kept: hidden bit at SumWidth, then the mantissa, the
  // round bit and a second round bit (needed to detect tininess after rounding).
  localparam int unsigned KeptBits   = ManBits + 3;
  localparam int unsigned StickyBits = SumWidth + 1 - KeptBits;

  logic [SumWidth:0]       sum_norm;
  logic [StickyBits-1:0]   norm_sticky_mask;

  // Logarithmic shifter, large steps first: only the kept top bits are needed, and working
  // back from them the late (small-step) levels stay narrow.
  always_comb begin
    sum_norm = sum_mag_s2;
    for (int l = ShiftWidth - 1; l >= 0; l--) begin
      if (norm_shamt_d[l]) sum_norm = sum_norm << (1 << l);
    end
  end
  assign norm_man_d    = sum_norm[SumWidth-1 -: ManBits];
  assign round_bit_d   = sum_norm[SumWidth-ManBits-1];
  assign round2_bit_d  = sum_norm[SumWidth-ManBits-2];

  // The bits shifted below the kept ones form the sticky bit. Instead of shifting the whole sum,
  // sum bit j is masked in when j + shift < StickyBits; the mask (a thermometer code written as
  // a shifted constant, which maps to plain logic rather than comparators) decodes from the
  // shift amount beside the shifter, which saves the lower half of the shifter.
  assign norm_sticky_mask = {StickyBits{1'b1}} >> norm_shamt_d;
  assign sticky_rest_d = |(sum_mag_s2[StickyBits-1:0] & norm_sticky_mask) | sticky_s2;

  logic unused_norm_bits;
  assign unused_norm_bits = ^{sum_norm[SumWidth], sum_norm[StickyBits-1:0]};

  // =============================================================================================
  // CutNorm
  // =============================================================================================
  localparam int unsigned NormRegWidth = CtrlWidth + ExpBits + 1 + ManBits + 3 + 2;
  logic [NormRegWidth-1:0] norm_reg_d, norm_reg_q;
  logic [CtrlWidth-1:0]    ctrl_s3;
  logic [ExpBits:0]        norm_exp_s3;
  logic [ManBits-1:0]      norm_man_s3;
  logic                    round_bit_s3, round2_bit_s3, sticky_rest_s3, sum_sign_s3, eff_sub_s3;

  assign norm_reg_d = {ctrl_s2, norm_exp_d, norm_man_d, round_bit_d, round2_bit_d,
                       sticky_rest_d, sum_sign_s2, eff_sub_s2};

  pipe_delay #(.Width(NormRegWidth), .Stages(EnNorm)) u_cut_norm (
    .clk_i,
    .reg_en_i (reg_en_i[IdxNorm -: EnNorm + 1]),
    .d_i      (norm_reg_d),
    .q_o      (norm_reg_q)
  );

  assign {ctrl_s3, norm_exp_s3, norm_man_s3, round_bit_s3, round2_bit_s3, sticky_rest_s3,
          sum_sign_s3, eff_sub_s3} = norm_reg_q;

  // =============================================================================================
  // Stage 3: rounding, exceptions, packing
  // =============================================================================================
  logic [2:0]         rnd_bits;
  logic               ftz_s3, special_s3, special_nv_s3;
  assign {rnd_bits, ftz_s3, special_s3, special_nv_s3} = ctrl_s3;

  fp_pkg::roundmode_e rnd_mode_s3;
  fp_rnd_mode_decode u_rnd_mode_decode (
    .bits_i     (rnd_bits),
    .rnd_mode_o (rnd_mode_s3)
  );

  logic [MagBits:0] rounded_result;
  logic [4:0]       rounded_status;

  fp_rnd_aligned #(.ExpBits(ExpBits), .ManBits(ManBits)) u_rnd_aligned (
    .sign_i       (sum_sign_s3),
    .eff_sub_i    (eff_sub_s3),
    .exp_i        (norm_exp_s3),
    .man_i        (norm_man_s3),
    .round_bit_i  (round_bit_s3),
    .round2_bit_i (round2_bit_s3),
    .sticky_i     (sticky_rest_s3),
    .rnd_mode_i   (rnd_mode_s3),
    .ftz_i        (ftz_s3),
    .result_o     (rounded_result),
    .status_o     (rounded_status)
  );

  always_comb begin
    result_o = rounded_result;
    status_o = rounded_status;
    if (special_s3) begin
      // The special sign and mantissa came through the datapath unrounded (see stage 0);
      // specials have an all-ones exponent and their only possible flag is invalid.
      result_o = {sum_sign_s3, {ExpBits{1'b1}}, norm_man_s3};
      status_o = '0;
      status_o[fp_pkg::FLAG_NV] = special_nv_s3;
    end
  end

  // Unused inputs: the datapath registers have no reset; reg_en_i[0] is the input handshake.
  logic unused_rst_en;
  assign unused_rst_en = rst_ni ^ reg_en_i[0];

endmodule
