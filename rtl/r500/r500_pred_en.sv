// Predicate enables of one pixel's four channels (docs/r500.md 6.5, P34): R, G, B from
// RGB_PRED_SEL/INV (NONE 1, RGBA the channel's own bit, RRRR/GGGG/BBBB/AAAA that bit), A from
// ALPHA_PRED_SEL/INV (NONE 1, RGBA and AAAA bit A, RRRR/GGGG/BBBB that bit); the INV bit inverts
// unless the select is NONE. Reserved selects (6, 7) make the instruction illegal (P22) and act
// as NONE here. en_o bit c: channel c (0 R .. 3 A); pred_i bit 0 R .. 3 A.
module r500_pred_en (
  input  logic [3:0] pred_i,
  input  logic [2:0] rgb_sel_i,    // r500_pkg::pred_sel_e
  input  logic       rgb_inv_i,
  input  logic [2:0] alpha_sel_i,
  input  logic       alpha_inv_i,
  output logic [3:0] en_o
);

  for (genvar c = 0; c < 3; c++) begin : gen_rgb
    always_comb begin
      unique case (rgb_sel_i)
        r500_pkg::PRED_SEL_RGBA: en_o[c] = pred_i[c] ^ rgb_inv_i;
        r500_pkg::PRED_SEL_RRRR: en_o[c] = pred_i[0] ^ rgb_inv_i;
        r500_pkg::PRED_SEL_GGGG: en_o[c] = pred_i[1] ^ rgb_inv_i;
        r500_pkg::PRED_SEL_BBBB: en_o[c] = pred_i[2] ^ rgb_inv_i;
        r500_pkg::PRED_SEL_AAAA: en_o[c] = pred_i[3] ^ rgb_inv_i;
        default:                 en_o[c] = 1'b1;  // NONE (and the reserved 6, 7)
      endcase
    end
  end

  always_comb begin
    unique case (alpha_sel_i)
      r500_pkg::PRED_SEL_RGBA,
      r500_pkg::PRED_SEL_AAAA: en_o[3] = pred_i[3] ^ alpha_inv_i;
      r500_pkg::PRED_SEL_RRRR: en_o[3] = pred_i[0] ^ alpha_inv_i;
      r500_pkg::PRED_SEL_GGGG: en_o[3] = pred_i[1] ^ alpha_inv_i;
      r500_pkg::PRED_SEL_BBBB: en_o[3] = pred_i[2] ^ alpha_inv_i;
      default:                 en_o[3] = 1'b1;
    endcase
  end

endmodule
