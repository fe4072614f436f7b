// Valhall instruction decoder: one 64-bit instruction word (byte k in memory = instr_i[8k+7:8k])
// to its decoded fields and the Level-1 validity verdict. Purely combinational.
//
// Written from docs/valhall.md (sections 1-4: word layout, source encoding,
// decode procedure 4.1, validity checks 4.3). Opcode numbers and field positions come from the
// generated package valhall_pkg (rtl/gen/gen_valhall_tables.py, from valhall-ISA.xml and
// xml_overrides.json); nothing here restates them.
//
// Structure: valhall_ins_match identifies the instruction (index ins, 4.1); valhall_decode_fields
// does the rest: the per-instruction tables are read at ins; valhall_fields reads the fields whose position depends on the
// instruction (modifiers, immediates, lane-selection fields, staging registers) at fixed
// positions; one valhall_src per source slot decodes the operand bytes.
//
// Outputs (the same form as the golden decoder golden/valhall/decode.h, so the two compare field
// by field; a field the instruction does not use is 0):
// * ins_valid_o / ins_o: instruction identified and its index (ins_e); primary_o = W[56:48];
//   secondary_o: the value of the primary opcode's secondary field, 0 when it has none.
// * illegal_o / illegal_code_o (illegal_e): the FIRST failing Level-1 check of 4.3 in the order
//   W[63], primary opcode, secondary opcode, flow, source lane selections, modifiers, write mask,
//   special FAU, compare combination. When W[63] is set the rest is still decoded; an unknown
//   primary or secondary opcode leaves everything else 0.
// * flow_o; fau_page_o = W[58:57] when some source is a uniform or special value, else 0;
//   has_dest_o, dest_o, dest_mask_o.
// * Source k (XML order) at [k*W +: W] of src_*_o: class (0 none, 1 register, 2 uniform,
//   3 immediate table, 4 special), index, word, discard, swizzle (value of its lane-selection
//   field), neg, abs, invert.
// * Staging operand k (XML <sr> order): first register, register count (count modifier, + 1 for
//   a write count), flags W[47:46] when the operand carries flags.
// * mod_o[m*4 +: 4]: modifier m (numbered as gen::Mod, MOD_ID_*); imm_o[j*32 +: 32]: immediate j
//   (gen::Imm, IMM_ID_*), raw field value.
// The Level-2 "suspicious" conditions of 4.3 are not computed here.
module valhall_decoder (
  input  logic [63:0]                                  instr_i,
  output logic                                         ins_valid_o,
  output logic [valhall_pkg::INS_BITS-1:0]             ins_o,
  output logic [valhall_pkg::PRIMARY_WIDTH-1:0]        primary_o,
  output logic [8:0]                                   secondary_o,
  output logic                                         illegal_o,
  output logic [3:0]                                   illegal_code_o,
  output logic [valhall_pkg::FLOW_WIDTH-1:0]           flow_o,
  output logic [valhall_pkg::FAU_PAGE_WIDTH-1:0]       fau_page_o,
  output logic                                         has_dest_o,
  output logic [valhall_pkg::DEST_REG_WIDTH-1:0]       dest_o,
  output logic [valhall_pkg::DEST_MASK_WIDTH-1:0]      dest_mask_o,
  output logic [valhall_pkg::MAX_SRCS*3-1:0]           src_class_o,
  output logic [valhall_pkg::MAX_SRCS*6-1:0]           src_index_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_word_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_discard_o,
  output logic [valhall_pkg::MAX_SRCS*4-1:0]           src_swizzle_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_neg_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_abs_o,
  output logic [valhall_pkg::MAX_SRCS-1:0]             src_invert_o,
  output logic [valhall_pkg::MAX_STAGING*6-1:0]        sr_reg_o,
  output logic [valhall_pkg::MAX_STAGING*4-1:0]        sr_count_o,
  output logic [valhall_pkg::MAX_STAGING*2-1:0]        sr_flags_o,
  output logic [valhall_pkg::NUM_MODS*4-1:0]           mod_o,
  output logic [valhall_pkg::NUM_IMMS*32-1:0]          imm_o
);

  // ---------------------------------------------------------------------------------------------
  // Identification (4.1), then everything that depends on the instruction.
  // ---------------------------------------------------------------------------------------------
  logic primary_known;

  assign primary_o = instr_i[valhall_pkg::PRIMARY_LSB +: valhall_pkg::PRIMARY_WIDTH];

  valhall_ins_match u_match (
    .instr_i,
    .primary_known_o(primary_known),
    .secondary_o,
    .ins_valid_o,
    .ins_o
  );

  valhall_decode_fields u_fields (
    .instr_i,
    .primary_known_i(primary_known),
    .ins_valid_i    (ins_valid_o),
    .ins_i          (ins_o),
    .illegal_o,
    .illegal_code_o,
    .flow_o,
    .fau_page_o,
    .has_dest_o,
    .dest_o,
    .dest_mask_o,
    .src_class_o,
    .src_index_o,
    .src_word_o,
    .src_discard_o,
    .src_swizzle_o,
    .src_neg_o,
    .src_abs_o,
    .src_invert_o,
    .sr_reg_o,
    .sr_count_o,
    .sr_flags_o,
    .mod_o,
    .imm_o
  );

endmodule
