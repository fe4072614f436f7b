// Decoding of one Valhall source operand: the operand byte of its slot (docs/valhall.md 1.8,
// 2.1), the per-source modifiers (3.1) and the two validity checks that concern a source
// (4.3 items 4 and 6). Purely combinational; every output is 0 when present_i = 0.
//
// Classes (2.1), numbered as the golden SrcClass (golden/valhall/decode.h):
//   s[7:6] = 00/01 register s[5:0] (01 = last use), 10 uniform s[5:0] of the FAU page,
//   s[7:5] = 110 immediate-table entry s[4:0], 111 special FAU value s[4:1], word s[0].
module valhall_src (
  input  logic [63:0] instr_i,
  input  logic        present_i,      // the instruction has this source
  input  logic [1:0]  slot_i,         // operand byte W[8*slot +: 8] (1.8)
  input  logic        absneg_i,       // has .neg / .abs
  input  logic        not_i,          // has .not
  input  logic [3:0]  sel_kind_i,     // kind of its lane-selection field (sel_kind_e)
  input  logic [3:0]  sel_i,          // value of that field (0 when it has none)
  output logic [2:0]  class_o,
  output logic [5:0]  index_o,        // register, uniform word, table entry or special entry
  output logic        word_o,         // special: .w1
  output logic        discard_o,      // register: last use
  output logic [3:0]  swizzle_o,
  output logic        neg_o,
  output logic        abs_o,
  output logic        invert_o,
  output logic        fau_o,          // uniform or special: reads the FAU page (2.3)
  output logic        sel_bad_o,      // reserved lane-selection value (4.3 item 4)
  output logic        special_bad_o   // special value on page 2 or a reserved entry (4.3 item 6)
);

  localparam logic [2:0] ClassNone    = 3'd0;
  localparam logic [2:0] ClassReg     = 3'd1;
  localparam logic [2:0] ClassUniform = 3'd2;
  localparam logic [2:0] ClassImm     = 3'd3;
  localparam logic [2:0] ClassSpecial = 3'd4;

  localparam int unsigned NotBit = 35;  // 3.1: .not of source C

  logic [7:0] s;
  logic [1:0] fau_page;

  assign s        = instr_i[{1'b0, slot_i, 3'b000} +: 8];
  assign fau_page = instr_i[valhall_pkg::FAU_PAGE_LSB +: valhall_pkg::FAU_PAGE_WIDTH];

  always_comb begin
    class_o   = ClassNone;
    index_o   = '0;
    word_o    = 1'b0;
    discard_o = 1'b0;
    if (present_i) begin
      unique case (s[7:6])
        2'b00, 2'b01: begin
          class_o   = ClassReg;
          index_o   = s[5:0];
          discard_o = s[6];
        end
        2'b10: begin
          class_o = ClassUniform;
          index_o = s[5:0];
        end
        default: begin
          if (s[5]) begin
            class_o = ClassSpecial;
            index_o = {2'b00, s[4:1]};
            word_o  = s[0];
          end else begin
            class_o = ClassImm;
            index_o = {1'b0, s[4:0]};
          end
        end
      endcase
    end
  end

  assign fau_o = (class_o == ClassUniform) | (class_o == ClassSpecial);

  // 2.5: entry index_o of page fau_page exists (page 2 has none).
  assign special_bad_o = (class_o == ClassSpecial) &
                         ~valhall_pkg::FAU_SPECIAL_VALID[{fau_page, index_o[3:0]}];

  // 3.1: neg at bit 38 - 2*slot, abs at 39 - 2*slot (slots 0-2; slot 3 has no modifiers).
  always_comb begin
    neg_o = 1'b0;
    abs_o = 1'b0;
    if (present_i & absneg_i) begin
      unique case (slot_i)
        2'd0: {abs_o, neg_o} = instr_i[39:38];
        2'd1: {abs_o, neg_o} = instr_i[37:36];
        2'd2: {abs_o, neg_o} = instr_i[35:34];
        default: ;
      endcase
    end
  end

  assign invert_o  = present_i & not_i & instr_i[NotBit];
  assign swizzle_o = present_i ? sel_i : 4'd0;

  // 3.2 / 4.3 item 4: the enum each kind of lane-selection field reads.
  logic [15:0] sel_valid;
  always_comb begin
    unique case (sel_kind_i)
      valhall_pkg::SEL_WIDEN:    sel_valid = valhall_pkg::WIDEN_VALID;
      valhall_pkg::SEL_SWZ16,
      valhall_pkg::SEL_WIDEN16:  sel_valid = valhall_pkg::SWIZZLES_16_BIT_VALID;
      valhall_pkg::SEL_WIDEN8:   sel_valid = valhall_pkg::SWIZZLES_8_BIT_VALID;
      valhall_pkg::SEL_WIDEN32:  sel_valid = valhall_pkg::SWIZZLES_32_BIT_VALID;
      valhall_pkg::SEL_WIDEN64:  sel_valid = valhall_pkg::SWIZZLES_64_BIT_VALID;
      valhall_pkg::SEL_LANES8:   sel_valid = valhall_pkg::LANES_8_BIT_VALID;
      valhall_pkg::SEL_HALFSWZ8: sel_valid = valhall_pkg::HALF_SWIZZLES_8_BIT_VALID;
      valhall_pkg::SEL_LANE8:    sel_valid = valhall_pkg::LANE_8_BIT_VALID;
      valhall_pkg::SEL_LANE16:   sel_valid = valhall_pkg::LANE_16_BIT_VALID;
      valhall_pkg::SEL_COMBINE:  sel_valid = valhall_pkg::COMBINE_VALID;
      default:                   sel_valid = '1;  // SEL_NONE: no field
    endcase
  end

  assign sel_bad_o = present_i & ~sel_valid[sel_i];

endmodule
