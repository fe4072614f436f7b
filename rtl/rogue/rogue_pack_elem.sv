// The element table of the pack formats (docs/rogue.md 3.5 codes, 14.4 layouts): for a FORMAT
// and an element number, whether the format is a list of elements at all, whether the element
// exists, and its position, width and kind. Elements go from bit 0 upwards.
//
// U32, S32, F32, F32MASK, COVERAGEMASK, CONST0, CONST1 and the unassigned codes are whole-word
// (or no) formats: layout_o = 0, and rogue_pck / rogue_unpck handle them themselves.
// wrap_pairs_i (UNPCK, D51): a two-element format reads element E2/E3 (any even/odd number) as
// E0/E1.
module rogue_pack_elem (
  input  logic [4:0]                 format_i,
  input  logic [2:0]                 elem_i,
  input  logic                       wrap_pairs_i,
  output logic                       layout_o,   // the format is a list of elements
  output logic                       present_o,  // the element exists (elem < number of elements)
  output logic [4:0]                 lo_o,       // its lowest bit
  output logic [4:0]                 width_o,    // its width w (2..24)
  output rogue_pack_pkg::elem_kind_e kind_o
);

  logic [2:0] count;  // number of elements of the format (0: no element list)
  logic [2:0] elem;   // the element read, after the pair wrap

  always_comb begin
    unique case (format_i)
      rogue_pkg::PACKFMT_U8888, rogue_pkg::PACKFMT_S8888, rogue_pkg::PACKFMT_O8888, rogue_pkg::PACKFMT_S8888OGL:                  count = 3'd4;
      rogue_pkg::PACKFMT_U1616, rogue_pkg::PACKFMT_S1616, rogue_pkg::PACKFMT_O1616, rogue_pkg::PACKFMT_S1616OGL, rogue_pkg::PACKFMT_F16F16:  count = 3'd2;
      rogue_pkg::PACKFMT_U1010102, rogue_pkg::PACKFMT_S1010102, rogue_pkg::PACKFMT_F101010:                            count = 3'd4;
      rogue_pkg::PACKFMT_U111110, rogue_pkg::PACKFMT_S111110, rogue_pkg::PACKFMT_F111110:                              count = 3'd3;
      rogue_pkg::PACKFMT_U565U565:                                                               count = 3'd6;
      rogue_pkg::PACKFMT_D24S8, rogue_pkg::PACKFMT_S8D24:                                                   count = 3'd2;
      default:                                                                        count = 3'd0;
    endcase
  end

  assign layout_o  = count != 3'd0;
  assign elem      = (wrap_pairs_i && count == 3'd2) ? {2'b00, elem_i[0]} : elem_i;
  assign present_o = elem < count;

  always_comb begin
    lo_o    = 5'd0;
    width_o = 5'd8;
    kind_o  = rogue_pack_pkg::KIND_U;
    unique case (format_i)
      // four bytes
      rogue_pkg::PACKFMT_U8888, rogue_pkg::PACKFMT_S8888, rogue_pkg::PACKFMT_O8888, rogue_pkg::PACKFMT_S8888OGL: begin
        lo_o    = {elem[1:0], 3'b000};
        width_o = 5'd8;
        unique case (format_i)
          rogue_pkg::PACKFMT_U8888: kind_o = rogue_pack_pkg::KIND_U;
          rogue_pkg::PACKFMT_S8888: kind_o = rogue_pack_pkg::KIND_S;
          rogue_pkg::PACKFMT_O8888: kind_o = rogue_pack_pkg::KIND_O;
          default:       kind_o = rogue_pack_pkg::KIND_SOGL;
        endcase
      end
      // two halves
      rogue_pkg::PACKFMT_U1616, rogue_pkg::PACKFMT_S1616, rogue_pkg::PACKFMT_O1616, rogue_pkg::PACKFMT_S1616OGL, rogue_pkg::PACKFMT_F16F16: begin
        lo_o    = {elem[0], 4'b0000};
        width_o = 5'd16;
        unique case (format_i)
          rogue_pkg::PACKFMT_U1616:    kind_o = rogue_pack_pkg::KIND_U;
          rogue_pkg::PACKFMT_S1616:    kind_o = rogue_pack_pkg::KIND_S;
          rogue_pkg::PACKFMT_O1616:    kind_o = rogue_pack_pkg::KIND_O;
          rogue_pkg::PACKFMT_S1616OGL: kind_o = rogue_pack_pkg::KIND_SOGL;
          default:          kind_o = rogue_pack_pkg::KIND_F16;
        endcase
      end
      // 10:10:10:2; the 2-bit element is an unsigned integer in 2F10F10F10 too (D54)
      rogue_pkg::PACKFMT_U1010102, rogue_pkg::PACKFMT_S1010102, rogue_pkg::PACKFMT_F101010: begin
        unique case (elem[1:0])
          2'd0:    lo_o = 5'd0;
          2'd1:    lo_o = 5'd10;
          2'd2:    lo_o = 5'd20;
          default: lo_o = 5'd30;
        endcase
        width_o = (elem[1:0] == 2'd3) ? 5'd2 : 5'd10;
        if (format_i == rogue_pkg::PACKFMT_F101010) kind_o = (elem[1:0] == 2'd3) ? rogue_pack_pkg::KIND_U : rogue_pack_pkg::KIND_F10;
        else                             kind_o = (format_i == rogue_pkg::PACKFMT_U1010102) ? rogue_pack_pkg::KIND_U : rogue_pack_pkg::KIND_S;
      end
      // 11:11:10
      rogue_pkg::PACKFMT_U111110, rogue_pkg::PACKFMT_S111110, rogue_pkg::PACKFMT_F111110: begin
        unique case (elem[1:0])
          2'd0:    lo_o = 5'd0;
          2'd1:    lo_o = 5'd11;
          default: lo_o = 5'd22;
        endcase
        width_o = (elem[1:0] == 2'd2) ? 5'd10 : 5'd11;
        if (format_i == rogue_pkg::PACKFMT_F111110) kind_o = (elem[1:0] == 2'd2) ? rogue_pack_pkg::KIND_F10 : rogue_pack_pkg::KIND_F11;
        else                             kind_o = (format_i == rogue_pkg::PACKFMT_U111110) ? rogue_pack_pkg::KIND_U : rogue_pack_pkg::KIND_S;
      end
      // 5:6:5 twice
      rogue_pkg::PACKFMT_U565U565: begin
        unique case (elem)
          3'd0:    begin lo_o = 5'd0;  width_o = 5'd5; end
          3'd1:    begin lo_o = 5'd5;  width_o = 5'd6; end
          3'd2:    begin lo_o = 5'd11; width_o = 5'd5; end
          3'd3:    begin lo_o = 5'd16; width_o = 5'd5; end
          3'd4:    begin lo_o = 5'd21; width_o = 5'd6; end
          default: begin lo_o = 5'd27; width_o = 5'd5; end
        endcase
      end
      // depth 24 and stencil 8, in both orders (unsigned)
      rogue_pkg::PACKFMT_D24S8: begin
        lo_o    = elem[0] ? 5'd24 : 5'd0;
        width_o = elem[0] ? 5'd8 : 5'd24;
      end
      rogue_pkg::PACKFMT_S8D24: begin
        lo_o    = elem[0] ? 5'd8 : 5'd0;
        width_o = elem[0] ? 5'd24 : 5'd8;
      end
      default: ;
    endcase
  end

endmodule
