// Decoding of one source operand (op1, op2 or op3), the same for all three: kind, bank, register,
// swizzle and modifiers as the golden decoder reports them, and whether it makes the instruction
// illegal. Boolean operands (ANDP, JMP; docs/attila.md 3.5, D7): abs = 1 is an immediate whose value is
// neg; a constant bank is a constant register; every other bank code names a predicate. Value
// operands: the op2 immediate when imm_i (E29), else a readable bank in range (3.4, D8).
module attila_operand #(
  parameter int unsigned RegW = 8,
  parameter int unsigned SwzW = 8
) (
  input  logic            used_i,      // the opcode reads this operand
  input  logic            bool_i,      // the opcode's operands are booleans
  input  logic            imm_i,       // op2 only: this is the immediate form
  input  logic            micro_triangle_i,
  input  logic [2:0]      bank_i,
  input  logic [RegW-1:0] reg_i,
  input  logic [SwzW-1:0] swz_i,
  input  logic            neg_i,
  input  logic            abs_i,
  output logic [2:0]      kind_o,      // golden SrcKind
  output logic [2:0]      bank_o,
  output logic [RegW-1:0] reg_o,
  output logic [SwzW-1:0] swz_o,
  output logic            neg_o,
  output logic            abs_o,
  output logic            const_reg_o, // a constant register is read (relative addressing applies)
  output logic            bad_o
);

  // Operand kinds, numbered as the golden SrcKind.
  typedef enum logic [2:0] {
    SrcNone    = 3'd0,  // operand not used by the opcode
    SrcReg     = 3'd1,  // register (boolean operands: a constant)
    SrcImm     = 3'd2,  // op2 immediate (imm_o of the decoder)
    SrcPred    = 3'd3,  // boolean operand: predicate register
    SrcBoolImm = 3'd4   // boolean operand: immediate, value = neg
  } src_kind_e;
  localparam logic [RegW-1:0] LimPred = RegW'(attila_pkg::LIMIT_PRED);

  logic readable, is_const, past_end;

  assign readable = attila_pkg::BANK_AS_SOURCE[bank_i];
  assign is_const = (bank_i == attila_pkg::BANK_PARAM) | (bank_i == attila_pkg::BANK_PARAM2);

  attila_reg_range #(.RegW(RegW)) u_range (
    .bank_i, .reg_i, .micro_triangle_i, .past_end_o(past_end));

  always_comb begin
    kind_o = SrcNone;
    bank_o = '0;
    reg_o  = '0;
    swz_o  = '0;
    neg_o  = 1'b0;
    abs_o  = 1'b0;
    bad_o  = 1'b0;
    if (used_i) begin
      neg_o = neg_i;
      if (bool_i) begin
        if (abs_i) begin
          kind_o = SrcBoolImm;
        end else if (is_const) begin
          kind_o = SrcReg;
          bank_o = bank_i;
          reg_o  = reg_i;
          swz_o  = swz_i;
        end else begin
          kind_o = SrcPred;
          reg_o  = reg_i;
          bad_o  = reg_i >= LimPred;
        end
      end else if (imm_i) begin
        // Immediate form of qword 1 (docs/attila.md 3.3): the modifiers apply, the swizzle has no effect.
        kind_o = SrcImm;
        bank_o = bank_i;
        abs_o  = abs_i;
      end else begin
        kind_o = SrcReg;
        bank_o = bank_i;
        reg_o  = reg_i;
        swz_o  = swz_i;
        abs_o  = abs_i;
        bad_o  = ~readable | past_end;
      end
    end
  end

  assign const_reg_o = (kind_o == SrcReg) & is_const;

endmodule
