// The scaled binary32 FMA of the Valhall floating-point lane: (a*b + c) * 2^d with ONE rounding
// in the instruction's round mode (FADD, FADD_IMM, FADD_LSCALE, FMA, FMA_RSCALE*; execute.h P5),
// which fp_fma alone cannot do (it has no scale).
//
// The operands are converted exactly into a format with 10 exponent and 25 mantissa bits
// (every binary32 is normal there and every exact a*b + c of binary32 values is in range);
// fp_fma computes a*b + c there rounding toward zero, so its 26-bit significand plus the inexact
// flag (a sticky bit two bits below binary32 precision) keep everything a later rounding needs;
// fp_rnd_pack then adds d (saturated) to the exponent and rounds once to binary32 (subnormal
// results included). The sign of an exact zero sum of opposite-signed terms is +0, or -0 in
// round-down (fp_fma gives +0 when truncating).
// FMA_RSCALE_N: a zero factor makes the product a zero of sign sA^sB whatever the other factor;
// _LEFT: the product is A. Both are computed as A' * 1.0.
//
// Latency NumPipeRegs (fp_fma's cut points; the rounding controls travel in a pipe_delay beside
// it); the output rounding follows the last register. One operation per cycle.
// From 4 registers on, the last one is PackReg: between the truncated internal result (with
// its scaled exponent) and the binary32 rounding, so that the two roundings are not one cycle
// (on the ECP5 they were the compact Valhall pipeline's 37.9 ns path); from 5 on, the first one
// is InputReg: between the operand fix-ups and conversions and fp_fma, so that they are not one
// cycle with the multiplier (30.2 ns on the ECP5). fp_fma keeps the rest (at most 4).
module valhall_fp_fma32 #(
  parameter int unsigned NumPipeRegs = 3
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic [NumPipeRegs:0]    reg_en_i,
  input  fp_pkg::fp_op_e          op_i,          // OP_ADD (a + b) or OP_FMA
  input  fp_pkg::roundmode_e      rnd_mode_i,
  input  logic [31:0]             a_i,
  input  logic [31:0]             b_i,
  input  logic [31:0]             c_i,
  input  valhall_fp_pkg::rscale_e rscale_i,
  input  logic                    rscale16_i,    // d = sext(d_i[15:0])
  input  logic [31:0]             d_i,           // the scale (FMA_RSCALE*), else ignored
  output logic [31:0]             result_o
);


  localparam int unsigned WExp = 10;
  localparam int unsigned WMan = 25;
  localparam int unsigned PackReg  = (NumPipeRegs >= 4) ? 1 : 0;
  localparam int unsigned InputReg = (NumPipeRegs >= 5) ? 1 : 0;
  localparam int unsigned FmaRegs  = NumPipeRegs - PackReg - InputReg;
  localparam int unsigned FmaEnd   = InputReg + FmaRegs;  // fp_fma's last register

  // ---------------------------------------------------------------------------------------------
  // Operands and scale (stage 0)
  // ---------------------------------------------------------------------------------------------
  logic [31:0] fa, fb, fc;
  logic        a_zero, b_zero;
  assign a_zero = a_i[30:0] == '0;
  assign b_zero = b_i[30:0] == '0;
  always_comb begin
    fa = a_i;
    fb = b_i;
    fc = c_i;
    if ((rscale_i == valhall_fp_pkg::RSCALE_N) && (a_zero || b_zero)) begin
      fa = {a_i[31] ^ b_i[31], 31'd0};
      fb = 32'h3F80_0000;
    end else if ((rscale_i == valhall_fp_pkg::RSCALE_LEFT) && (a_zero || b_zero)) begin
      fb = 32'h3F80_0000;
    end
  end

  logic [WExp+WMan:0] wa, wb, wc;
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_a (.a_i(fa), .result_o(wa));
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_b (.a_i(fb), .result_o(wb));
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_c (.a_i(fc), .result_o(wc));

  // Scale 2^d (FMA_RSCALE), saturated to +-1023 (any larger scale over/underflows anyway).
  logic [31:0] scale_raw;
  logic [10:0] scale_sat;
  assign scale_raw = (rscale_i == valhall_fp_pkg::RSCALE_NONE) ? 32'd0 :
                     rscale16_i ? {{16{d_i[15]}}, d_i[15:0]} : d_i;
  always_comb begin
    if ($signed(scale_raw) > 32'sd1023) begin
      scale_sat = 11'sd1023;
    end else if ($signed(scale_raw) < -32'sd1023) begin
      scale_sat = -11'sd1023;
    end else begin
      scale_sat = scale_raw[10:0];
    end
  end

  // An exact zero sum of terms of opposite signs is +0, or -0 when rounding down.
  logic zero_opposite;
  assign zero_opposite = (op_i == fp_pkg::OP_FMA) ? (fa[31] ^ fb[31] ^ fc[31])
                                                  : (fa[31] ^ fb[31]);

  // ---------------------------------------------------------------------------------------------
  // InputReg, when present: the converted operands and the rounding controls
  // ---------------------------------------------------------------------------------------------
  localparam int unsigned CtrlWidth = 3 + 11 + 1;
  localparam int unsigned OpW       = 4;  // fp_pkg::fp_op_e (Yosys reads no $bits of a type)
  localparam int unsigned InW       = OpW + 3 * (WExp + WMan + 1) + CtrlWidth;
  logic [OpW-1:0]       op_bits_r;
  logic [WExp+WMan:0]   wa_r, wb_r, wc_r;
  logic [CtrlWidth-1:0] ctrl_r;
  pipe_delay #(.Width(InW), .Stages(InputReg)) u_input_reg (
    .clk_i,
    .reg_en_i (reg_en_i[InputReg:0]),
    .d_i      ({op_i, wa, wb, wc, rnd_mode_i, scale_sat, zero_opposite}),
    .q_o      ({op_bits_r, wa_r, wb_r, wc_r, ctrl_r})
  );
  fp_pkg::fp_op_e op_r;
  assign op_r = fp_pkg::fp_op_e'(op_bits_r);

  // ---------------------------------------------------------------------------------------------
  // fp_fma in the internal format (truncating), the rounding controls beside it
  // ---------------------------------------------------------------------------------------------
  logic [WExp+WMan:0] wide_result;
  logic [4:0]         wide_status;
  fp_fma #(.ExpBits(WExp), .ManBits(WMan), .NumPipeRegs(FmaRegs)) u_fma (
    .clk_i,
    .rst_ni,
    .reg_en_i        (reg_en_i[FmaEnd:InputReg]),
    .op_i            (op_r),
    .rnd_mode_i      (fp_pkg::RTZ),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (wa_r),
    .b_i             (wb_r),
    .c_i             (wc_r),
    .result_o        (wide_result),
    .status_o        (wide_status)
  );

  logic [2:0]  rm_q;
  logic [10:0] scale_q;
  logic        zero_opposite_q;
  pipe_delay #(.Width(CtrlWidth), .Stages(FmaRegs)) u_ctrl_delay (
    .clk_i,
    .reg_en_i (reg_en_i[FmaEnd:InputReg]),
    .d_i (ctrl_r),
    .q_o ({rm_q, scale_q, zero_opposite_q})
  );

  // ---------------------------------------------------------------------------------------------
  // Output: scale the truncated internal result (then PackReg, when present) and round it once
  // ---------------------------------------------------------------------------------------------
  logic            w_sign;
  logic [WExp-1:0] w_exp;
  logic [WMan-1:0] w_man;
  assign {w_sign, w_exp, w_man} = wide_result;

  logic [11:0] w_exp_scaled;
  logic [9:0]  w_exp_sat;
  // internal bias 511, binary32 bias 127
  assign w_exp_scaled = {2'b00, w_exp} - 12'd384 + {scale_q[10], scale_q};
  always_comb begin
    if ($signed(w_exp_scaled) > 12'sd400) begin
      w_exp_sat = 10'sd400;
    end else if ($signed(w_exp_scaled) < -12'sd400) begin
      w_exp_sat = -10'sd400;
    end else begin
      w_exp_sat = w_exp_scaled[9:0];
    end
  end

  // What the rounding reads: the special cases (all-ones exponent: NaN or infinity; zero
  // exponent: an exact zero) decided before the register.
  localparam int unsigned PackW = 1 + 10 + WMan + 1 + 3 + 1 + 1 + 1;
  logic            p_sign, p_sticky, p_special, p_nan, p_zero_opposite;
  logic [9:0]      p_exp;
  logic [WMan-1:0] p_man;
  logic [2:0]      p_rm;
  pipe_delay #(.Width(PackW), .Stages(PackReg)) u_pack_reg (
    .clk_i,
    .reg_en_i (reg_en_i[NumPipeRegs -: PackReg + 1]),
    .d_i ({w_sign, w_exp_sat, w_man, wide_status[fp_pkg::FLAG_NX], rm_q,
           (w_exp == '1) || (w_exp == '0), w_exp == '1, zero_opposite_q}),
    .q_o ({p_sign, p_exp, p_man, p_sticky, p_rm, p_special, p_nan, p_zero_opposite})
  );

  fp_pkg::roundmode_e rm_out;
  fp_rnd_mode_decode u_rm_decode (
    .bits_i    (p_rm),
    .rnd_mode_o(rm_out)
  );

  logic [31:0] rounded;
  logic [4:0]  unused_status_pack;
  fp_rnd_pack #(.ExpBits(8), .ManBits(23)) u_pack (
    .sign_i     (p_sign),
    .exp_i      (p_exp),
    .sig_i      ({1'b1, p_man}),
    .sticky_i   (p_sticky),
    .rnd_mode_i (rm_out),
    .ftz_i      (1'b0),
    .result_o   (rounded),
    .status_o   (unused_status_pack)
  );

  always_comb begin
    if (!p_special) begin
      result_o = rounded;
    end else if (p_nan) begin
      result_o = (p_man != '0) ? 32'h7FC0_0000 : {p_sign, 8'hFF, 23'd0};
    end else begin
      result_o = {p_zero_opposite ? (rm_out == fp_pkg::RDN) : p_sign, 31'd0};
    end
  end

  logic unused;
  assign unused = ^{wide_status[4:1], unused_status_pack};

endmodule
