// Rogue bitwise ALU, phase 2 shift2 unit (docs/rogue.md 5.3, 14.6): FT5 from FT4 and S4, amounts
// modulo 32.
//   LSL_S2, SHR, ROL   FT4 shifted left, right (logical) or rotated left by S4 mod 32
//   CPS                (S4 & ~FT4) | (P0 ? FT4 : 0), P0 of the instance before the group
//   ASR_TWB/PWB/MTB/FTB  sign bit sb = 31, 15, FT0 & 31, FT3 & 31: FT4 moved up so that bit sb
//                      is bit 31, then shifted right arithmetically by 31 - sb + (S4 mod 32),
//                      at most 31
// Without a valid operation FT5 = FT4. Combinational.
//
// One left rotator serves every shift: a left shift by n is the rotation by n with the n low
// bits cleared; a right shift by n is the rotation by 32 - n with the n high bits replaced by the
// fill (0 for SHR, the sign for ASR). The ASR of docs/rogue.md 14.6 equals FT4 sign-extended
// from bit sb, then shifted right arithmetically by n: when n > sb both give sign bits only.
module rogue_bw_shift2 (
  input  logic [rogue_pkg::OP_BITS-1:0] op_i,        // rogue_pkg::op_e of the shift2 unit
  input  logic                          op_valid_i,
  input  logic [31:0]                   ft4_i,
  input  logic [31:0]                   s4_i,
  input  logic [4:0]                    mtb_sign_i,  // ASR_MTB's sign position: FT0 & 31
  input  logic [4:0]                    ftb_sign_i,  // ASR_FTB's sign position: FT3 & 31
  input  logic                          p0_i,        // CPS
  output logic [31:0]                   ft5_o
);
  localparam int unsigned OB = rogue_pkg::OP_BITS;

  logic        is_asr, is_right, sign;
  logic [4:0]  amount, sign_bit, rot_amount;
  logic [31:0] above_sign, extended, rot_in, rotated, low_n, high_n, shifted;

  assign amount = s4_i[4:0];

  always_comb begin
    is_asr   = 1'b0;
    is_right = 1'b0;
    sign_bit = 5'd31;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_SHR): is_right = 1'b1;
        OB'(rogue_pkg::OP_ASR_TWB): begin
          is_asr   = 1'b1;
          is_right = 1'b1;
        end
        OB'(rogue_pkg::OP_ASR_PWB): begin
          is_asr   = 1'b1;
          is_right = 1'b1;
          sign_bit = 5'd15;
        end
        OB'(rogue_pkg::OP_ASR_MTB): begin
          is_asr   = 1'b1;
          is_right = 1'b1;
          sign_bit = mtb_sign_i;
        end
        OB'(rogue_pkg::OP_ASR_FTB): begin
          is_asr   = 1'b1;
          is_right = 1'b1;
          sign_bit = ftb_sign_i;
        end
        default: ;  // LSL_S2, ROL, CPS
      endcase
    end
  end

  // FT4 sign-extended from bit sb; the masks of the n low and the n high bits.
  always_comb begin
    for (int i = 0; i < 32; i++) begin
      above_sign[i] = 5'(i) > sign_bit;
      low_n[i]      = 5'(i) < amount;
      high_n[31-i]  = 5'(i) < amount;  // the low mask reversed
    end
  end
  assign sign     = ft4_i[sign_bit];
  assign extended = sign ? ft4_i | above_sign : ft4_i & ~above_sign;

  // The rotator: five stages of constant rotations.
  assign rot_in     = is_asr ? extended : ft4_i;
  assign rot_amount = is_right ? 5'd0 - amount : amount;
  always_comb begin
    rotated = rot_in;
    for (int b = 0; b < 5; b++) begin
      if (rot_amount[b]) rotated = (rotated << (1 << b)) | (rotated >> (32 - (1 << b)));
    end
  end
  assign shifted = is_right ? (rotated & ~high_n) | ((is_asr && sign) ? high_n : '0)
                            : rotated & ~low_n;

  always_comb begin
    ft5_o = ft4_i;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_ROL): ft5_o = rotated;
        OB'(rogue_pkg::OP_CPS): ft5_o = (s4_i & ~ft4_i) | (p0_i ? ft4_i : '0);
        OB'(rogue_pkg::OP_LSL_S2), OB'(rogue_pkg::OP_SHR), OB'(rogue_pkg::OP_ASR_TWB),
        OB'(rogue_pkg::OP_ASR_PWB), OB'(rogue_pkg::OP_ASR_MTB), OB'(rogue_pkg::OP_ASR_FTB):
          ft5_o = shifted;
        default: ;
      endcase
    end
  end

endmodule
