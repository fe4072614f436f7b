// One component of the ATTILA fixed-point unit (FXMUL, FXMAD, FXMAD2; golden/attila/execute.h
// "Fixed point", docs/attila.md 5.10, D10): the float sources become 16.F, their product is exact in
// 32.2F, and one sign-magnitude addition follows:
//   FXMUL  (no addend): a*b;   FXMAD2 (add_c_i): a*b + c (c as 16.F scaled to 32.2F);
//   FXMAD (add_acc_i): a*b + ACC (the float conversion of the sum happens later).
// Sum: equal signs add magnitudes mod 2^(32+2F); different signs subtract, the larger
// magnitude's sign wins, and equal magnitudes give +0 (PROJECT DECISION of execute.h).
// The operand at acc_i / sum_o is {neg, magnitude[AccW-2:0]}, as on the pipeline ports.
// NumPipeRegs registers (reg_en_i[k], k = 1..NumPipeRegs, as pipe_delay): with 3 or more the
// unit is cut convert | multiply | add (the compact configuration's 40 MHz target: the three
// in one cycle were its critical path), with 2 convert and multiply | add, with 1 or 0 the
// registers follow the whole unit. Registers beyond the cuts follow the sum.
module attila_fx_mac #(
  parameter int unsigned FxFracBits  = 8,
  parameter int unsigned AccW        = 1 + 32 + 2 * FxFracBits,
  parameter int unsigned NumPipeRegs = 2
) (
  input  logic                  clk_i,
  input  logic [NumPipeRegs:0]  reg_en_i,
  input  logic [31:0]     a_i,
  input  logic [31:0]     b_i,
  input  logic [31:0]     c_i,
  input  logic [AccW-1:0] acc_i,
  input  logic            add_c_i,
  input  logic            add_acc_i,
  output logic [AccW-1:0] sum_o
);

  localparam int unsigned SrcW = 16 + FxFracBits;
  localparam int unsigned MagW = AccW - 1;          // 32 + 2F
  // Registers after the conversion, after the product, and after the sum.
  localparam int unsigned CvtRegs  = (NumPipeRegs >= 3) ? 1 : 0;
  localparam int unsigned ProdRegs = (NumPipeRegs >= 2) ? 1 : 0;
  localparam int unsigned SumRegs  = NumPipeRegs - CvtRegs - ProdRegs;

  logic            a_neg, b_neg, c_neg;
  logic [SrcW-1:0] a_mag, b_mag, c_mag;

  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_a (.f_i(a_i), .neg_o(a_neg), .mag_o(a_mag));
  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_b (.f_i(b_i), .neg_o(b_neg), .mag_o(b_mag));
  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_c (.f_i(c_i), .neg_o(c_neg), .mag_o(c_mag));

  // The addend (c in 32.2F, or ACC) is chosen before the first cut; it only waits for the product.
  logic            add_neg, add_any;
  logic [MagW-1:0] add_mag;

  always_comb begin
    if (add_acc_i) begin
      add_neg = acc_i[AccW-1];
      add_mag = acc_i[MagW-1:0];
    end else begin
      add_neg = c_neg;
      add_mag = MagW'({c_mag, {FxFracBits{1'b0}}});
    end
  end
  assign add_any = add_c_i | add_acc_i;

  // ---- cut 1: after the conversion ----
  logic            a_neg_m, b_neg_m, add_neg_m, add_any_m;
  logic [SrcW-1:0] a_mag_m, b_mag_m;
  logic [MagW-1:0] add_mag_m;
  pipe_delay #(.Width(4 + 2 * SrcW + MagW), .Stages(CvtRegs)) u_cut_cvt (
    .clk_i, .reg_en_i(reg_en_i[CvtRegs:0]),
    .d_i({a_neg, b_neg, add_neg, add_any, a_mag, b_mag, add_mag}),
    .q_o({a_neg_m, b_neg_m, add_neg_m, add_any_m, a_mag_m, b_mag_m, add_mag_m}));

  logic            prod_neg_m;
  logic [MagW-1:0] prod_mag_m;
  assign prod_neg_m = a_neg_m ^ b_neg_m;
  assign prod_mag_m = MagW'(a_mag_m) * MagW'(b_mag_m);

  // ---- cut 2: after the product ----
  logic            prod_neg, add_neg_s, add_any_s;
  logic [MagW-1:0] prod_mag, add_mag_s;
  pipe_delay #(.Width(3 + 2 * MagW), .Stages(ProdRegs)) u_cut_prod (
    .clk_i, .reg_en_i(reg_en_i[CvtRegs+ProdRegs -: ProdRegs+1]),
    .d_i({prod_neg_m, add_neg_m, add_any_m, prod_mag_m, add_mag_m}),
    .q_o({prod_neg, add_neg_s, add_any_s, prod_mag, add_mag_s}));

  logic            prod_larger, add_larger;
  logic [MagW-1:0] mag_sum, prod_minus_add, add_minus_prod;

  logic [AccW-1:0] sum;

  assign prod_larger    = prod_mag > add_mag_s;
  assign add_larger     = add_mag_s > prod_mag;
  assign mag_sum        = prod_mag + add_mag_s;
  assign prod_minus_add = prod_mag - add_mag_s;
  assign add_minus_prod = add_mag_s - prod_mag;

  always_comb begin
    if (!add_any_s) begin
      sum = {prod_neg, prod_mag};
    end else if (prod_neg == add_neg_s) begin
      sum = {prod_neg, mag_sum};
    end else if (prod_larger) begin
      sum = {prod_neg, prod_minus_add};
    end else if (add_larger) begin
      sum = {add_neg_s, add_minus_prod};
    end else begin
      sum = '0;
    end
  end

  // ---- the remaining registers ----
  pipe_delay #(.Width(AccW), .Stages(SumRegs)) u_cut_sum (
    .clk_i, .reg_en_i(reg_en_i[NumPipeRegs -: SumRegs+1]), .d_i(sum), .q_o(sum_o));

endmodule
