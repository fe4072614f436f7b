// Floor of a binary32 value, to a float (FLOOR) or to int32 (FLOOR_INT): the two fp_cvt
// operations a pipeline needs when it only floors, in a unit a fraction of fp_cvt's size.
//   op_i == OP_F2I: FLOOR_INT = fp_cvt OP_F2I with RDN (golden fp::f2i(F32, a, rm=RDN)): NaN ->
//                   0, out of range or infinite -> INT32_MIN / INT32_MAX, these with NV only;
//                   NX when a had a fraction.
//   any other op:   FLOOR = fp_cvt OP_RINT with RDN and rint_exact 0 (golden fp::rint(F32, a,
//                   exact=false, rm=RDN)): integral, zero and infinite values unchanged, NaN per
//                   the NaN policy (NV for a signalling one); never NX.
// Ports, parameters and the registers are fp_cvt's (without the format, rounding-mode and
// rint_exact inputs), so an fp_cvt instance fed only OP_RINT/OP_F2I in RDN can be replaced:
//   NumPipeRegs = 1: cut B (before the adder)
//   NumPipeRegs = 2: cut A (after the decode) and cut B
//   NumPipeRegs > 2: A, B, and NumPipeRegs-2 registers on the output
// Register k loads on reg_en_i[k]; data registers need no reset (pipe_ctrl's valid bits guard
// them).
//
// One adder serves every case. With E the unbiased exponent:
//   float, 0 <= E <= 22: {exp, mantissa with the fraction bits cleared} + (negative and
//     inexact ? the unit bit 2^(23-E) : 0); a carry out of the mantissa increments the exponent
//     (-1.5 -> -2.0). E >= 23 (also infinities): nothing to clear, a itself.
//   float, |a| < 1: +-0, or -1.0 (0 + 1.0's bits) for a negative non-zero a.
//   int: K = floor(|a|) by a right shift (0 for |a| < 1); a negative a gives
//     -(K + inexact) = ~K + ~inexact, as ~K plus a carry-in.
//   NaN and invalid results are the adder's first operand, with nothing added.
module fp_floor #(
  parameter int unsigned NumPipeRegs = 3,
  parameter logic [31:0] CanonNaN32  = 32'h7FC00000
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic [NumPipeRegs:0] reg_en_i,
  input  fp_pkg::fp_op_e       op_i,            // OP_F2I: FLOOR_INT; otherwise FLOOR (OP_RINT)
  input  logic                 ftz_i,
  input  logic                 nan_propagate_i,
  input  logic [31:0]          a_i,
  output logic [31:0]          result_o,
  output logic [4:0]           status_o
);

  // Registers at each cut and the reg_en_i index of the cut's last register, as in fp_cvt.
  localparam int unsigned NumRegA    = (NumPipeRegs >= 2) ? 1 : 0;
  localparam int unsigned NumRegB    = (NumPipeRegs >= 1) ? 1 : 0;
  localparam int unsigned NumOutRegs = (NumPipeRegs > 2) ? NumPipeRegs - 2 : 0;
  localparam int unsigned LastRegA   = NumRegA;
  localparam int unsigned LastRegB   = NumRegA + NumRegB;
  localparam int unsigned LastOutReg = (NumOutRegs != 0) ? NumPipeRegs : 0;

  localparam logic [31:0] IntMin  = 32'h8000_0000;
  localparam logic [31:0] IntMax  = 32'h7FFF_FFFF;
  localparam logic [30:0] OneBits = 31'h3F80_0000;  // 1.0 without its sign

  // =============================================================================================
  // Decode: class, flush to zero, exponent ranges
  // =============================================================================================
  logic is_zero, is_subnormal, is_normal, is_inf, is_nan, is_snan, is_qnan;

  fp_classify #(
    .ExpBits (8),
    .ManBits (23)
  ) u_classify (
    .magnitude_i     (a_i[30:0]),
    .is_zero_o       (is_zero),
    .is_subnormal_o  (is_subnormal),
    .is_normal_o     (is_normal),
    .is_inf_o        (is_inf),
    .is_nan_o        (is_nan),
    .is_signalling_o (is_snan),
    .is_quiet_o      (is_qnan)
  );

  logic       in_sign;
  logic [7:0] in_exp;
  logic [7:0] in_exp_unbiased;
  logic       in_zero;         // zero, or a subnormal flushed by ftz
  logic       in_small;        // |a| < 1 (exponent field below the bias), zero included
  logic       in_integral;     // E >= 23: no fraction bits (infinities and NaNs included)
  logic       in_int_invalid;  // out of int32 range (infinities included)

  assign in_sign         = a_i[31];
  assign in_exp          = a_i[30:23];
  assign in_exp_unbiased = in_exp - 8'd127;
  assign in_zero         = is_zero | (ftz_i & is_subnormal);
  assign in_small        = in_exp < 8'd127;
  assign in_integral     = in_exp >= 8'd150;
  // 2^31 or more; only -2^31 itself fits.
  assign in_int_invalid  = (in_exp >= 8'd158) &
                           ~((in_exp == 8'd158) & (a_i[22:0] == 23'd0) & in_sign);

  // {sign, mantissa, E mod 32, small, integral, int_invalid, zero, nan, snan, to_int,
  //  nan_propagate}; the exponent field too (the float result keeps it).
  localparam int unsigned StageAWidth = 1 + 8 + 23 + 5 + 8;
  logic [StageAWidth-1:0] stage_a_d, stage_a_q;

  assign stage_a_d = {in_sign, in_exp, a_i[22:0], in_exp_unbiased[4:0], in_small, in_integral,
                      in_int_invalid, in_zero, is_nan, is_snan, op_i == fp_pkg::OP_F2I,
                      nan_propagate_i};

  pipe_delay #(.Width(StageAWidth), .Stages(NumRegA)) u_reg_a (
    .clk_i,
    .reg_en_i (reg_en_i[LastRegA -: NumRegA + 1]),
    .d_i      (stage_a_d),
    .q_o      (stage_a_q)
  );

  // =============================================================================================
  // Fraction bits, integer magnitude, the adder's operands and the flags
  // =============================================================================================
  logic        a_sign;
  logic [7:0]  a_exp;
  logic [22:0] a_man;
  logic [4:0]  a_shift;   // E mod 32: the unbiased exponent wherever it is used
  logic        a_small, a_integral, a_int_invalid, a_zero, a_nan, a_snan, a_to_int, a_nan_prop;

  assign {a_sign, a_exp, a_man, a_shift, a_small, a_integral, a_int_invalid, a_zero, a_nan,
          a_snan, a_to_int, a_nan_prop} = stage_a_q;

  // The mantissa bits below the binary point (0 <= E <= 22), a thermometer mask.
  logic [22:0] frac_mask;
  logic        inexact;
  assign frac_mask = (a_small | a_integral) ? '0 : (23'h7F_FFFF >> a_shift);
  assign inexact   = a_small ? ~a_zero : |(a_man & frac_mask);

  // Integer magnitude floor(|a|) for 0 <= E <= 31: the significand with its leading one at bit
  // 31, shifted right by 31 - E (= ~E on five bits).
  logic [31:0] int_mag;
  assign int_mag = a_small ? '0 : ({1'b1, a_man, 8'd0} >> ~a_shift);

  logic [31:0] add_a_d;
  logic        inc_unit_d, inc_one_d, carry_in_d, nv_d, nx_d;

  always_comb begin
    if (a_to_int) begin
      if (a_nan) begin
        add_a_d = '0;
      end else if (a_int_invalid) begin
        add_a_d = a_sign ? IntMin : IntMax;
      end else begin
        add_a_d = int_mag ^ {32{a_sign}};
      end
    end else if (a_nan) begin
      add_a_d = a_nan_prop ? {a_sign, 8'hFF, 1'b1, a_man[21:0]} : CanonNaN32;
    end else if (a_small) begin
      add_a_d = {a_sign, 31'd0};
    end else begin
      add_a_d = {a_sign, a_exp, a_man & ~frac_mask};
    end
  end

  logic int_valid, float_number;
  assign int_valid    = a_to_int & ~a_nan & ~a_int_invalid;
  assign float_number = ~a_to_int & ~a_nan;

  assign inc_unit_d = float_number & ~a_small & a_sign & inexact;
  assign inc_one_d  = float_number & a_small & a_sign & inexact;
  assign carry_in_d = int_valid & a_sign & ~inexact;
  assign nv_d       = a_nan ? (a_to_int | a_snan) : (a_to_int & a_int_invalid);
  assign nx_d       = int_valid & inexact;

  localparam int unsigned StageBWidth = 32 + 5 + 5;
  logic [StageBWidth-1:0] stage_b_d, stage_b_q;

  assign stage_b_d = {add_a_d, a_shift, inc_unit_d, inc_one_d, carry_in_d, nv_d, nx_d};

  pipe_delay #(.Width(StageBWidth), .Stages(NumRegB)) u_reg_b (
    .clk_i,
    .reg_en_i (reg_en_i[LastRegB -: NumRegB + 1]),
    .d_i      (stage_b_d),
    .q_o      (stage_b_q)
  );

  // =============================================================================================
  // The adder
  // =============================================================================================
  logic [31:0] b_add_a;
  logic [4:0]  b_shift;
  logic        b_inc_unit, b_inc_one, b_carry_in, b_nv, b_nx;

  assign {b_add_a, b_shift, b_inc_unit, b_inc_one, b_carry_in, b_nv, b_nx} = stage_b_q;

  // The second operand: the unit bit 2^(23-E) (bits 23..1, as 0 <= E <= 22), the bits of 1.0,
  // or nothing; bit 0 is free for the integer carry-in.
  logic [31:0] add_b;
  always_comb begin
    add_b = '0;
    if (b_inc_one) begin
      add_b = {1'b0, OneBits};
    end else if (b_inc_unit) begin
      add_b = {8'd0, 24'h80_0000 >> b_shift};
    end
    add_b[0] = b_carry_in;
  end

  logic [31:0] result_d;
  logic [4:0]  status_d;

  assign result_d = b_add_a + add_b;

  always_comb begin
    status_d                  = '0;
    status_d[fp_pkg::FLAG_NV] = b_nv;
    status_d[fp_pkg::FLAG_NX] = b_nx;
  end

  // =============================================================================================
  // Output registers (NumPipeRegs > 2)
  // =============================================================================================
  pipe_delay #(.Width(37), .Stages(NumOutRegs)) u_out_regs (
    .clk_i,
    .reg_en_i (reg_en_i[LastOutReg -: NumOutRegs + 1]),
    .d_i      ({result_d, status_d}),
    .q_o      ({result_o, status_o})
  );

  // Unused by design: the class outputs the unit does not need, the exponent bits above E mod
  // 32 (the ranges are decided on the field), and the reset (no reset on data).
  logic unused_signals;
  assign unused_signals = ^{rst_ni, is_normal, is_inf, is_qnan, in_exp_unbiased[7:5]};

endmodule
