// The phase-2 test unit of the Rogue main ALU (docs/rogue.md 3.10, 7.7, 14.3): FTT from IS1 (a)
// and IS2 (b) under the test's TYPE and ELEM. F32: binary32 relation with -0 = +0 and every
// ordered relation with a NaN false (TSTNE true). F16: the ELEM half of both operands; binary16 to
// binary32 is exact and keeps order and NaN-ness, so the halves are compared directly.
// U8/S8/U16/S16: the ELEM element zero- or sign-extended; U32/S32 the whole word. TSTZ, TSTGZ and
// TSTGEZ compare a with zero; TSTC is the carry-out of the P0 integer op (D32); TSTMIN/TSTMAX as
// 7.7. Combinational.
module rogue_tst (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,
  input  logic [2:0]     type_i,   // rogue_pkg::tsttype_e
  input  logic [1:0]     elem_i,
  input  logic [31:0]    a_i,
  input  logic [31:0]    b_i,
  input  logic           carry_i,
  output logic           ftt_o
);

  logic one_operand;
  assign one_operand = (op_i == rogue_pkg::OP_TSTZ) || (op_i == rogue_pkg::OP_TSTGZ) || (op_i == rogue_pkg::OP_TSTGEZ);

  // Float operands as 32-bit patterns: F16 halves are placed so that NaN, zero and ordering are
  // judged on their own fields.
  logic        is_float, is_f16;
  logic [31:0] fa, fb;
  logic        a_nan, b_nan, a_zero, b_zero;
  logic [31:0] ka, kb;   // order-preserving unsigned keys (-0 taken as +0)
  logic        f_lt, f_eq;

  assign is_f16   = (type_i == 3'(rogue_pkg::TSTTYPE_F16));
  assign is_float = is_f16 || (type_i == 3'(rogue_pkg::TSTTYPE_F32));

  function automatic logic [31:0] order_key(input logic [31:0] x, input logic zero);
    if (zero) order_key = 32'h8000_0000;
    else      order_key = x[31] ? ~x : {1'b1, x[30:0]};
  endfunction

  always_comb begin
    if (is_f16) begin
      // A half in the top bits keeps its sign, exponent and mantissa order.
      fa = {(elem_i[0] ? a_i[31:16] : a_i[15:0]), 16'h0000};
      fb = {(elem_i[0] ? b_i[31:16] : b_i[15:0]), 16'h0000};
      a_nan  = (fa[30:26] == 5'h1F) && (fa[25:16] != '0);
      b_nan  = (fb[30:26] == 5'h1F) && (fb[25:16] != '0);
    end else begin
      fa = a_i;
      fb = b_i;
      a_nan  = (fa[30:23] == 8'hFF) && (fa[22:0] != '0);
      b_nan  = (fb[30:23] == 8'hFF) && (fb[22:0] != '0);
    end
    if (one_operand) begin
      fb    = '0;
      b_nan = 1'b0;
    end
    a_zero = (fa[30:0] == '0);
    b_zero = (fb[30:0] == '0);
    ka     = order_key(fa, a_zero);
    kb     = order_key(fb, b_zero);
    f_eq   = !a_nan && !b_nan && (ka == kb);
    f_lt   = !a_nan && !b_nan && (ka < kb);
  end

  // Integer operands: the element, extended to 33 signed bits.
  function automatic logic signed [32:0] int_operand(input logic [2:0] t, input logic [1:0] e,
                                                       input logic [31:0] x);
    logic [7:0]  b8;
    logic [15:0] h;
    b8 = x[8*e +: 8];
    h  = e[0] ? x[31:16] : x[15:0];
    unique case (t)
      3'(rogue_pkg::TSTTYPE_U8):  int_operand = 33'(b8);
      3'(rogue_pkg::TSTTYPE_S8):  int_operand = 33'(signed'(b8));
      3'(rogue_pkg::TSTTYPE_U16): int_operand = 33'(h);
      3'(rogue_pkg::TSTTYPE_S16): int_operand = 33'(signed'(h));
      3'(rogue_pkg::TSTTYPE_U32): int_operand = 33'(x);
      default:         int_operand = 33'(signed'(x));
    endcase
  endfunction

  logic signed [32:0] ia, ib;
  logic               i_lt, i_eq;
  assign ia   = int_operand(type_i, elem_i, a_i);
  assign ib   = one_operand ? 33'sd0 : int_operand(type_i, elem_i, b_i);
  assign i_lt = ia < ib;
  assign i_eq = ia == ib;

  logic lt, eq, gt, unord, b_only_nan;
  assign lt         = is_float ? f_lt : i_lt;
  assign eq         = is_float ? f_eq : i_eq;
  assign unord      = is_float && (a_nan || b_nan);
  assign gt         = !lt && !eq && !unord;
  assign b_only_nan = is_float && b_nan && !a_nan;

  always_comb begin
    unique case (op_i)
      rogue_pkg::OP_TSTC:             ftt_o = carry_i;
      rogue_pkg::OP_TSTZ, rogue_pkg::OP_TSTE:    ftt_o = eq;
      rogue_pkg::OP_TSTGZ, rogue_pkg::OP_TSTG:   ftt_o = gt;
      rogue_pkg::OP_TSTGEZ, rogue_pkg::OP_TSTGE: ftt_o = gt | eq;
      rogue_pkg::OP_TSTNE:            ftt_o = !eq;
      rogue_pkg::OP_TSTL:             ftt_o = lt;
      rogue_pkg::OP_TSTLE:            ftt_o = lt | eq;
      rogue_pkg::OP_TSTMIN:           ftt_o = lt | b_only_nan;
      rogue_pkg::OP_TSTMAX:           ftt_o = gt | eq | b_only_nan;
      default:             ftt_o = 1'b0;
    endcase
  end

endmodule
