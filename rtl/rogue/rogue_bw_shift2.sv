// Rogue bitwise ALU, phase 2 shift2 unit (docs/rogue.md 5.3, 14.6): FT5 from FT4 and S4, amounts
// modulo 32.
//   LSL_S2, SHR, ROL   FT4 shifted left, right (logical) or rotated left by S4 mod 32
//   CPS                (S4 & ~FT4) | (P0 ? FT4 : 0), P0 of the instance before the group
//   ASR_TWB/PWB/MTB/FTB  sign bit sb = 31, 15, FT0 & 31, FT3 & 31: FT4 moved up so that bit sb
//                      is bit 31, then shifted right arithmetically by 31 - sb + (S4 mod 32),
//                      at most 31
// Without a valid operation FT5 = FT4. Combinational.
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

  logic [4:0]  amount, sign_bit, lift;
  logic [5:0]  asr_sum;
  logic [4:0]  asr_amount;
  logic [31:0] lifted, asr_result, rotated;

  assign amount = s4_i[4:0];

  always_comb begin
    sign_bit = 5'd31;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_ASR_PWB): sign_bit = 5'd15;
        OB'(rogue_pkg::OP_ASR_MTB): sign_bit = mtb_sign_i;
        OB'(rogue_pkg::OP_ASR_FTB): sign_bit = ftb_sign_i;
        default: ;  // ASR_TWB (and the ops that do not use it)
      endcase
    end
  end

  // 31 - sb is sb inverted in five bits; the total right shift saturates at 31 (every bit a copy
  // of the sign).
  assign lift       = ~sign_bit;
  assign lifted     = ft4_i << lift;
  assign asr_sum    = {1'b0, lift} + {1'b0, amount};
  assign asr_amount = asr_sum[5] ? 5'd31 : asr_sum[4:0];
  assign asr_result = $signed(lifted) >>> asr_amount;
  // A right shift by 32 (amount 0) gives 0: the rotation is then FT4 itself.
  assign rotated    = (ft4_i << amount) | (ft4_i >> (6'd32 - {1'b0, amount}));

  always_comb begin
    ft5_o = ft4_i;
    if (op_valid_i) begin
      unique case (op_i)
        OB'(rogue_pkg::OP_LSL_S2): ft5_o = ft4_i << amount;
        OB'(rogue_pkg::OP_SHR):    ft5_o = ft4_i >> amount;
        OB'(rogue_pkg::OP_ROL):    ft5_o = rotated;
        OB'(rogue_pkg::OP_CPS):    ft5_o = (s4_i & ~ft4_i) | (p0_i ? ft4_i : '0);
        OB'(rogue_pkg::OP_ASR_TWB), OB'(rogue_pkg::OP_ASR_PWB), OB'(rogue_pkg::OP_ASR_MTB),
        OB'(rogue_pkg::OP_ASR_FTB): ft5_o = asr_result;
        default: ;
      endcase
    end
  end

endmodule
