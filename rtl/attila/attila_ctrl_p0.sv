// The point-0 part of the ATTILA control: the opcode the pipe executes and what attila_pipeline
// reads of it before the lanes (operand reads, DDX/DDY routing, KLS's sample, the side
// channel). attila_ctrl decodes every later point from op_o.
//
// Its own module so that attila_pipeline can decode it from the decoder's outputs, in front of
// the decode register (DecodeReg), and carry the bits through that register: the operand reads
// then start from flip-flops (behind the register, this decode and the integer read's negation
// in one cycle were the compact pipeline's 26.2 ns path on the ECP5). Same sources as
// attila_ctrl: the execution class from the generated table, and the two choices that are the
// opcode's own (DDY's partners, KLS's sample).
module attila_ctrl_p0 (
  input  logic [7:0] opcode_i,      // the decoder's
  input  logic       illegal_i,
  output logic [7:0] op_o,          // executed: NOP for an illegal instruction (then no effect)
  output logic       scalar_o,      // S/Si reads: swz[1:0] replicated (E31)
  output logic       int_read_o,    // Vi/Si reads: integer modifiers (D4)
  output logic       quad_x_o,      // op1 of the horizontal partners (DDX)
  output logic       quad_y_o,      // op1 of the vertical partners (DDY)
  output logic       tex_o,         // texture/attribute request
  output logic       jmp_o,         // JMP
  output logic       kill_index_o   // the kill names op2's sample (KLS)
);

  logic [7:0] op;
  assign op   = illegal_i ? 8'd0 : opcode_i;
  assign op_o = op;

  logic [attila_pkg::READ_KIND_BITS-1:0]  read_kind;
  logic [attila_pkg::WRITE_KIND_BITS-1:0] write_kind;
  logic [attila_pkg::UNIT_BITS-1:0]       unit;

  assign read_kind  = attila_pkg::OPC_READ_KIND[op*attila_pkg::READ_KIND_BITS +:
                                                attila_pkg::READ_KIND_BITS];
  assign write_kind = attila_pkg::OPC_WRITE_KIND[op*attila_pkg::WRITE_KIND_BITS +:
                                                 attila_pkg::WRITE_KIND_BITS];
  assign unit       = attila_pkg::OPC_UNIT[op*attila_pkg::UNIT_BITS +: attila_pkg::UNIT_BITS];

  assign scalar_o     = attila_pkg::OPC_SCALAR[op];
  assign int_read_o   = read_kind == attila_pkg::READ_INT;
  assign tex_o        = unit == attila_pkg::UNIT_TEX;
  assign jmp_o        = write_kind == attila_pkg::WRITE_JUMP;
  assign quad_x_o     = (unit == attila_pkg::UNIT_QUAD) & (op != attila_pkg::OP_DDY);
  assign quad_y_o     = (unit == attila_pkg::UNIT_QUAD) & (op == attila_pkg::OP_DDY);
  assign kill_index_o = op == attila_pkg::OP_KLS;

endmodule
