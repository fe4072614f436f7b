// One component of the ATTILA fixed-point unit (FXMUL, FXMAD, FXMAD2; golden/attila/execute.h
// "Fixed point", docs/attila.md 5.10, D10): the float sources become 16.F, their product is exact in
// 32.2F, and one sign-magnitude addition follows:
//   FXMUL  (no addend): a*b;   FXMAD2 (add_c_i): a*b + c (c as 16.F scaled to 32.2F);
//   FXMAD (add_acc_i): a*b + ACC (the float conversion of the sum happens later).
// Sum: equal signs add magnitudes mod 2^(32+2F); different signs subtract, the larger
// magnitude's sign wins, and equal magnitudes give +0 (PROJECT DECISION of execute.h).
// The operand at acc_i / sum_o is {neg, magnitude[AccW-2:0]}, as on the pipeline ports.
module attila_fx_mac #(
  parameter int unsigned FxFracBits = 8,
  parameter int unsigned AccW       = 1 + 32 + 2 * FxFracBits
) (
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

  logic            a_neg, b_neg, c_neg;
  logic [SrcW-1:0] a_mag, b_mag, c_mag;

  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_a (.f_i(a_i), .neg_o(a_neg), .mag_o(a_mag));
  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_b (.f_i(b_i), .neg_o(b_neg), .mag_o(b_mag));
  attila_fx_from_float #(.FxFracBits(FxFracBits)) u_cvt_c (.f_i(c_i), .neg_o(c_neg), .mag_o(c_mag));

  logic            prod_neg, add_neg;
  logic [MagW-1:0] prod_mag, add_mag;

  assign prod_neg = a_neg ^ b_neg;
  assign prod_mag = MagW'(a_mag) * MagW'(b_mag);

  always_comb begin
    if (add_acc_i) begin
      add_neg = acc_i[AccW-1];
      add_mag = acc_i[MagW-1:0];
    end else begin
      add_neg = c_neg;
      add_mag = MagW'({c_mag, {FxFracBits{1'b0}}});
    end
  end

  logic            prod_larger, add_larger;
  logic [MagW-1:0] mag_sum, prod_minus_add, add_minus_prod;

  assign prod_larger    = prod_mag > add_mag;
  assign add_larger     = add_mag > prod_mag;
  assign mag_sum        = prod_mag + add_mag;
  assign prod_minus_add = prod_mag - add_mag;
  assign add_minus_prod = add_mag - prod_mag;

  always_comb begin
    if (!add_c_i && !add_acc_i) begin
      sum_o = {prod_neg, prod_mag};
    end else if (prod_neg == add_neg) begin
      sum_o = {prod_neg, mag_sum};
    end else if (prod_larger) begin
      sum_o = {prod_neg, prod_minus_add};
    end else if (add_larger) begin
      sum_o = {add_neg, add_minus_prod};
    end else begin
      sum_o = '0;
    end
  end

endmodule
