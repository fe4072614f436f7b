// Result path and effects of one pixel for ALU and OUT instructions (docs/r500.md 6.1-6.6),
// after the last cut of the datapath, combinational:
// * result (P31): per unit OMOD then clamp (r500_omod_clamp); 0 unless a legal ALU/OUT;
// * temporaries (6.2, P32): channel c written where rgb_we/alpha_we (the write mask, predicate
//   enable and pixel gate, computed before the datapath) allow;
// * ALU (6.4, P12): predicate bit c = compare(result.c, 0.0, TARGET of its unit) where enabled;
//   ALU result (6.6, P14, G7): compare(ALU_RESULT_SEL ? result.a : result.r, 0.0,
//   ALU_RESULT_OP) where enabled;
// * OUT (6.3, P33, G8): output channel c and the depth value W = result.a where enabled.
// Every value whose enable is 0 is 0. Vectors {a, b, g, r}.
module r500_result (
  input  logic         valid_i,         // legal ALU or OUT instruction
  input  logic [95:0]  rgb_raw_i,
  input  logic [31:0]  alpha_raw_i,
  input  logic [2:0]   rgb_omod_i,
  input  logic [2:0]   alpha_omod_i,
  input  logic         rgb_clamp_i,
  input  logic         alpha_clamp_i,
  input  logic [1:0]   rgb_cmp_i,       // ALU: W3 TARGET as a compare code
  input  logic [1:0]   alpha_cmp_i,     // ALU: W4 TARGET as a compare code
  input  logic         alu_sel_i,       // ALU_RESULT_SEL
  input  logic [1:0]   alu_op_i,        // ALU_RESULT_OP
  input  logic [3:0]   temp_en_i,       // {alpha, b, g, r}
  input  logic [3:0]   pred_en_i,
  input  logic         alu_en_i,
  input  logic [3:0]   out_en_i,
  input  logic         w_en_i,
  output logic [127:0] result_o,
  output logic [2:0]   rgb_we_o,
  output logic         alpha_we_o,
  output logic [127:0] temp_o,
  output logic [3:0]   pred_we_o,
  output logic [3:0]   pred_o,
  output logic         alu_result_we_o,
  output logic         alu_result_o,
  output logic [3:0]   out_we_o,
  output logic [127:0] out_o,
  output logic         w_we_o,
  output logic [31:0]  w_o
);

  logic [127:0] res;
  for (genvar c = 0; c < 3; c++) begin : gen_rgb
    r500_omod_clamp u_oc (.x_i(rgb_raw_i[c*32 +: 32]), .omod_i(rgb_omod_i),
                          .clamp_i(rgb_clamp_i), .y_o(res[c*32 +: 32]));
  end
  r500_omod_clamp u_oc_a (.x_i(alpha_raw_i), .omod_i(alpha_omod_i), .clamp_i(alpha_clamp_i),
                          .y_o(res[127:96]));

  assign result_o = valid_i ? res : 128'd0;

  logic [3:0] cmp;
  for (genvar c = 0; c < 4; c++) begin : gen_cmp
    r500_cmp0 u_cmp (.v_i(res[c*32 +: 32]), .code_i((c == 3) ? alpha_cmp_i : rgb_cmp_i),
                     .res_o(cmp[c]));
  end
  logic alu_cmp;
  r500_cmp0 u_alu (.v_i(alu_sel_i ? res[127:96] : res[31:0]), .code_i(alu_op_i), .res_o(alu_cmp));

  logic [3:0]   temp_we, out_we;
  logic [127:0] temp_mask, out_mask;
  assign temp_we = valid_i ? temp_en_i : 4'd0;
  assign out_we  = valid_i ? out_en_i : 4'd0;
  for (genvar c = 0; c < 4; c++) begin : gen_mask
    assign temp_mask[c*32 +: 32] = {32{temp_we[c]}};
    assign out_mask[c*32 +: 32]  = {32{out_we[c]}};
  end

  assign rgb_we_o        = temp_we[2:0];
  assign alpha_we_o      = temp_we[3];
  assign temp_o          = res & temp_mask;
  assign pred_we_o       = valid_i ? pred_en_i : 4'd0;
  assign pred_o          = cmp & pred_we_o;
  assign alu_result_we_o = valid_i & alu_en_i;
  assign alu_result_o    = alu_cmp & alu_result_we_o;
  assign out_we_o        = out_we;
  assign out_o           = res & out_mask;
  assign w_we_o          = valid_i & w_en_i;
  assign w_o             = w_we_o ? res[127:96] : 32'd0;

endmodule
