// One operand descriptor of the sum-of-products op (docs/rogue.md 7.3, D67) to its binary16 value,
// before the operand's modifiers: SRC 0..5 reads S0..S5 (F16 variants: the half ELEM[0]; U8
// variants: byte ELEM, as b / 255), 6 the constant +0, 7 the Z term (already a binary16 with
// ZABS/ZCLAMP applied; its ELEM is not used).
module rogue_sop_fetch (
  input  logic [6*32-1:0] s_i,     // S0..S5 (S_k at [32k +: 32])
  input  logic [15:0]     z_i,
  input  logic            u8_i,
  input  logic [2:0]      src_i,
  input  logic [1:0]      elem_i,
  output logic [15:0]     value_o
);

  logic [31:0] reg_value;
  logic [7:0]  byte_value;
  logic [15:0] half_value, u8_value;

  always_comb begin
    reg_value = 32'd0;
    for (int k = 0; k < 6; k++) begin
      if (32'(src_i) == k) reg_value = s_i[32*k +: 32];
    end
  end

  assign half_value = elem_i[0] ? reg_value[31:16] : reg_value[15:0];

  always_comb begin
    unique case (elem_i)
      2'd0:    byte_value = reg_value[7:0];
      2'd1:    byte_value = reg_value[15:8];
      2'd2:    byte_value = reg_value[23:16];
      default: byte_value = reg_value[31:24];
    endcase
  end

  rogue_sop_u8_to_f16 u_u8 (
    .byte_i   (byte_value),
    .result_o (u8_value)
  );

  always_comb begin
    if (src_i == 3'd7)      value_o = z_i;
    else if (src_i == 3'd6) value_o = 16'h0000;
    else                    value_o = u8_i ? u8_value : half_value;
  end

endmodule
