// Thermometer and one-hot decode of a Width-bit value v over the 2^Width positions i:
// ge_o[i] = (i >= v), eq_o[i] = (i == v). Used to declare a register range First..Last in one
// cycle (tgsi_decl_regs). Two levels of small decoders instead of 2^Width full comparisons: with
// i = {ih, il} and v = {vh, vl}, i >= v exactly when ih > vh, or ih == vh and il >= vl; so each
// group of positions with the same ih is all ones, all zeros, or the low-half thermometer.
module tgsi_thermo #(
  parameter int unsigned Width = 8
) (
  input  logic [Width-1:0]        val_i,
  output logic [(1 << Width)-1:0] ge_o,
  output logic [(1 << Width)-1:0] eq_o
);

  localparam int unsigned LoW = Width / 2;
  localparam int unsigned HiW = Width - LoW;
  localparam int unsigned NHi = 1 << HiW;
  localparam int unsigned NLo = 1 << LoW;

  logic [HiW-1:0] vh;
  logic [NHi-1:0] gt_hi, eq_hi;
  logic [NLo-1:0] ge_lo, eq_lo;

  assign vh    = val_i[Width-1 -: HiW];
  assign eq_hi = NHi'(1) << vh;
  assign gt_hi = {NHi{1'b1}} << vh << 1;

  if (LoW == 0) begin : gen_one_level
    assign ge_lo = 1'b1;
    assign eq_lo = 1'b1;
  end else begin : gen_two_levels
    logic [LoW-1:0] vl;
    assign vl    = val_i[LoW-1:0];
    assign eq_lo = NLo'(1) << vl;
    assign ge_lo = {NLo{1'b1}} << vl;
  end

  for (genvar h = 0; h < NHi; h++) begin : gen_group
    assign ge_o[h*NLo +: NLo] = {NLo{gt_hi[h]}} | ({NLo{eq_hi[h]}} & ge_lo);
    assign eq_o[h*NLo +: NLo] = {NLo{eq_hi[h]}} & eq_lo;
  end

endmodule
