// INT8_16 of the Rogue main ALU, phase 0 (docs/rogue.md 3.7, 7.6, 14.5): ADD, MUL or MAD of one
// 8- or 16-bit element of S0, S1 and S2, signed or unsigned. The elements are zero- or
// sign-extended, take their modifiers (.abs, then .neg), the result is formed exactly, saturated
// to the operand width with SAT (else wrapped to it), then zero- or sign-extended to 32 bits.
// Combinational.
module rogue_int_int8_16 (
  input  logic [1:0]  op_i,      // 0 ADD, 1 MUL, 2 MAD
  input  logic        sgn_i,
  input  logic        w16_i,
  input  logic        sat_i,
  input  logic [1:0]  s0ch_i, s1ch_i,
  input  logic        s2ch_i,
  input  logic        s0abs_i, s0neg_i, s1abs_i, s2abs_i, s2neg_i,
  input  logic [31:0] s0_i, s1_i, s2_i,
  output logic [31:0] result_o
);

  // An element, extended to 18 signed bits (room for |-2^15| and for 2^16 - 1 negated).
  function automatic logic signed [17:0] element(input logic [31:0] x, input logic [1:0] e,
                                                 input logic w16, input logic sgn,
                                                 input logic abs_bit, input logic neg_bit);
    logic [15:0]         h;
    logic [7:0]          b;
    logic signed [17:0]  v;
    h = e[0] ? x[31:16] : x[15:0];
    b = x[8*e +: 8];
    if (w16) v = sgn ? 18'(signed'(h)) : 18'(h);
    else     v = sgn ? 18'(signed'(b)) : 18'(b);
    if (abs_bit && v < 0) v = -v;
    if (neg_bit) v = -v;
    element = v;
  endfunction

  logic signed [17:0] a, b, c;
  logic signed [37:0] v, lo, hi;
  logic [15:0]        narrow;

  assign a = element(s0_i, s0ch_i, w16_i, sgn_i, s0abs_i, s0neg_i);
  assign b = element(s1_i, s1ch_i, w16_i, sgn_i, s1abs_i, 1'b0);
  assign c = element(s2_i, {1'b0, s2ch_i}, w16_i, sgn_i, s2abs_i, s2neg_i);

  always_comb begin
    unique case (op_i)
      2'd0:    v = 38'(a) + 38'(b);
      2'd1:    v = 38'(a) * 38'(b);
      default: v = 38'(a) * 38'(b) + 38'(c);
    endcase
    // Saturation limits at the operand width n: signed -2^(n-1)..2^(n-1)-1, unsigned 0..2^n-1.
    if (w16_i) begin
      lo = sgn_i ? -38'sd32768 : 38'sd0;
      hi = sgn_i ? 38'sd32767 : 38'sd65535;
    end else begin
      lo = sgn_i ? -38'sd128 : 38'sd0;
      hi = sgn_i ? 38'sd127 : 38'sd255;
    end
    if (sat_i) begin
      if (v < lo) v = lo;
      else if (v > hi) v = hi;
    end
    narrow = v[15:0];
    if (w16_i) result_o = {{16{sgn_i & narrow[15]}}, narrow};
    else       result_o = {{24{sgn_i & narrow[7]}}, narrow[7:0]};
  end

endmodule
