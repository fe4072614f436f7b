// TGSI execution engine: the scalar unit of one lane. Executes one micro-operation
// (tgsi_engine_pkg::uop_e) at a time on binary32 / int32 words, with the shared units of
// rtl/common for every floating-point operation (docs/tgsi.md 12.1: RNE, subnormals kept, NaN
// operands propagated quieted, created NaN 0x7FC00000):
//   fp_fma   (combinational, NumPipeRegs 0)  ADD, SUB, MUL
//   fp_cmp   (combinational)                 LT, LE, EQ (IEEE, a NaN operand gives false)
//   fp_cvt   (combinational)                 FLOOR/CEIL/TRUNC (RINT in RDN/RUP/RTZ), F2I (RDN),
//                                            I2F (RNE)
//   fp_divsqrt_iter                          DIV, SQRT (16 / 15 cycles, specials 1)
//   fp_sfu_iter                              EX2, LG2, SIN, COS, POW (2..37 cycles)
// The moves, selections, the RCC clamp and the integer operations are plain logic, but for MOD
// in the compact configuration (Compact = 1): tgsi_engine_imod, 32 cycles, instead of a
// combinational 32-bit remainder.
//
// Protocol: start_i for one cycle with the operands; done_o rises in the same cycle for a
// single-cycle operation, or when the iterative unit delivers (its result is taken at once:
// the units are idle again for the next start). uop_i must stay unchanged until done_o; res_o
// is valid while done_o is high.
module tgsi_engine_lane
#(
  parameter int unsigned Compact = 0  // 1: MOD on the iterative tgsi_engine_imod
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        start_i,
  input  logic [4:0]  uop_i,      // tgsi_engine_pkg::uop_e
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic        done_o,
  output logic [31:0] res_o
);
  // Package names used below (Yosys 0.23 reads no import inside a module).
  localparam tgsi_engine_pkg::uop_e U_SUB = tgsi_engine_pkg::U_SUB;
  localparam tgsi_engine_pkg::uop_e U_MUL = tgsi_engine_pkg::U_MUL;
  localparam tgsi_engine_pkg::uop_e U_LE = tgsi_engine_pkg::U_LE;
  localparam tgsi_engine_pkg::uop_e U_EQ = tgsi_engine_pkg::U_EQ;
  localparam tgsi_engine_pkg::uop_e U_CEIL = tgsi_engine_pkg::U_CEIL;
  localparam tgsi_engine_pkg::uop_e U_TRUNC = tgsi_engine_pkg::U_TRUNC;
  localparam tgsi_engine_pkg::uop_e U_F2I = tgsi_engine_pkg::U_F2I;
  localparam tgsi_engine_pkg::uop_e U_I2F = tgsi_engine_pkg::U_I2F;
  localparam tgsi_engine_pkg::uop_e U_DIV = tgsi_engine_pkg::U_DIV;
  localparam tgsi_engine_pkg::uop_e U_SQRT = tgsi_engine_pkg::U_SQRT;
  localparam tgsi_engine_pkg::uop_e U_EX2 = tgsi_engine_pkg::U_EX2;
  localparam tgsi_engine_pkg::uop_e U_LG2 = tgsi_engine_pkg::U_LG2;
  localparam tgsi_engine_pkg::uop_e U_SIN = tgsi_engine_pkg::U_SIN;
  localparam tgsi_engine_pkg::uop_e U_COS = tgsi_engine_pkg::U_COS;
  localparam tgsi_engine_pkg::uop_e U_POW = tgsi_engine_pkg::U_POW;
  localparam tgsi_engine_pkg::uop_e U_MOV = tgsi_engine_pkg::U_MOV;
  localparam tgsi_engine_pkg::uop_e U_ABS = tgsi_engine_pkg::U_ABS;
  localparam tgsi_engine_pkg::uop_e U_NEG = tgsi_engine_pkg::U_NEG;
  localparam tgsi_engine_pkg::uop_e U_SEL = tgsi_engine_pkg::U_SEL;
  localparam tgsi_engine_pkg::uop_e U_ADD = tgsi_engine_pkg::U_ADD;
  localparam tgsi_engine_pkg::uop_e U_LT = tgsi_engine_pkg::U_LT;
  localparam tgsi_engine_pkg::uop_e U_FLOOR = tgsi_engine_pkg::U_FLOOR;
  localparam tgsi_engine_pkg::uop_e U_RCC = tgsi_engine_pkg::U_RCC;
  localparam tgsi_engine_pkg::uop_e U_NOT = tgsi_engine_pkg::U_NOT;
  localparam tgsi_engine_pkg::uop_e U_AND = tgsi_engine_pkg::U_AND;
  localparam tgsi_engine_pkg::uop_e U_OR = tgsi_engine_pkg::U_OR;
  localparam tgsi_engine_pkg::uop_e U_XOR = tgsi_engine_pkg::U_XOR;
  localparam tgsi_engine_pkg::uop_e U_SHL = tgsi_engine_pkg::U_SHL;
  localparam tgsi_engine_pkg::uop_e U_SHR = tgsi_engine_pkg::U_SHR;
  localparam tgsi_engine_pkg::uop_e U_MOD = tgsi_engine_pkg::U_MOD;
  localparam tgsi_engine_pkg::uop_e U_SAD = tgsi_engine_pkg::U_SAD;

  localparam logic [31:0] CanonNaN = tgsi_pkg::F32_CANONICAL_NAN;
  localparam logic [31:0] RccMin   = tgsi_pkg::F32_RCC_MIN;  // 2^-64
  localparam logic [31:0] RccMax   = tgsi_pkg::F32_RCC_MAX;  // 2^64

  // ---- fp_fma: ADD, SUB, MUL ----
  fp_pkg::fp_op_e      fma_op;
  logic [31:0] fma_res;
  logic [4:0]  fma_status;
  always_comb begin
    unique case (uop_i)
      U_SUB:   fma_op = fp_pkg::OP_SUB;
      U_MUL:   fma_op = fp_pkg::OP_MUL;
      default: fma_op = fp_pkg::OP_ADD;
    endcase
  end
  fp_fma #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0), .Kind(0), .CanonNaN(CanonNaN)) u_fma (
    .clk_i, .rst_ni,
    .reg_en_i        (1'b0),
    .op_i            (fma_op),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b1),
    .a_i, .b_i,
    .c_i             (32'h0),
    .result_o        (fma_res),
    .status_o        (fma_status)
  );

  // ---- fp_cmp: LT, LE, EQ ----
  fp_pkg::cmp_cond_e   cmp_cond;
  logic [31:0] cmp_res;
  logic [4:0]  cmp_status;
  always_comb begin
    unique case (uop_i)
      U_LE:    cmp_cond = fp_pkg::CMP_LE;
      U_EQ:    cmp_cond = fp_pkg::CMP_EQ;
      default: cmp_cond = fp_pkg::CMP_LT;
    endcase
  end
  fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0), .CanonNaN(CanonNaN)) u_cmp (
    .clk_i, .rst_ni,
    .reg_en_i              (1'b0),
    .op_i                  (fp_pkg::OP_CMP),
    .cmp_cond_i            (cmp_cond),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b0),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b1),
    .a_i, .b_i,
    .result_o              (cmp_res),
    .status_o              (cmp_status)
  );

  // ---- fp_cvt: round to integral, float -> int32 (floor), int32 -> float ----
  fp_pkg::fp_op_e      cvt_op;
  fp_pkg::roundmode_e  cvt_rm;
  logic [31:0] cvt_res;
  logic [4:0]  cvt_status;
  always_comb begin
    cvt_op = fp_pkg::OP_RINT;
    cvt_rm = fp_pkg::RDN;
    unique case (uop_i)
      U_CEIL:  cvt_rm = fp_pkg::RUP;
      U_TRUNC: cvt_rm = fp_pkg::RTZ;
      U_F2I:   cvt_op = fp_pkg::OP_F2I;
      U_I2F: begin
        cvt_op = fp_pkg::OP_I2F;
        cvt_rm = fp_pkg::RNE;
      end
      default: ;
    endcase
  end
  fp_cvt #(.NumPipeRegs(0), .CanonNaN32(CanonNaN)) u_cvt (
    .clk_i, .rst_ni,
    .reg_en_i        (1'b0),
    .op_i            (cvt_op),
    .src_fmt_i       (fp_pkg::FP32),
    .dst_fmt_i       (fp_pkg::FP32),
    .rnd_mode_i      (cvt_rm),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b1),
    .rint_exact_i    (1'b0),
    .a_i,
    .result_o        (cvt_res),
    .status_o        (cvt_status)
  );

  // ---- fp_divsqrt_iter: DIV, SQRT ----
  logic        is_ds, ds_in_ready, ds_out_valid;
  logic [31:0] ds_res;
  logic [4:0]  ds_status;
  assign is_ds = (uop_i == U_DIV) || (uop_i == U_SQRT);
  fp_divsqrt_iter #(.CanonNaN32(CanonNaN)) u_divsqrt (
    .clk_i, .rst_ni,
    .in_valid_i      (start_i && is_ds),
    .in_ready_o      (ds_in_ready),
    .op_i            ((uop_i == U_SQRT) ? 2'd1 : 2'd0),
    .fmt_i           (1'b0),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b1),
    .a_i, .b_i,
    .out_valid_o     (ds_out_valid),
    .out_ready_i     (1'b1),
    .result_o        (ds_res),
    .status_o        (ds_status)
  );

  // ---- fp_sfu_iter: EX2, LG2, SIN, COS, POW ----
  logic        is_sfu, sfu_in_ready, sfu_out_valid;
  fp_pkg::sfu_op_e     sfu_op;
  logic [31:0] sfu_res;
  assign is_sfu = (uop_i == U_EX2) || (uop_i == U_LG2) || (uop_i == U_SIN) ||
                  (uop_i == U_COS) || (uop_i == U_POW);
  always_comb begin
    unique case (uop_i)
      U_LG2:   sfu_op = fp_pkg::SFU_LG2;
      U_SIN:   sfu_op = fp_pkg::SFU_SIN;
      U_COS:   sfu_op = fp_pkg::SFU_COS;
      U_POW:   sfu_op = fp_pkg::SFU_POW;
      default: sfu_op = fp_pkg::SFU_EX2;
    endcase
  end
  fp_sfu_iter #(.CanonNaN32(CanonNaN)) u_sfu (
    .clk_i, .rst_ni,
    .in_valid_i      (start_i && is_sfu),
    .in_ready_o      (sfu_in_ready),
    .op_i            (sfu_op),
    .nan_propagate_i (1'b1),
    .a_i, .b_i,
    .out_valid_o     (sfu_out_valid),
    .out_ready_i     (1'b1),
    .result_o        (sfu_res)
  );

  // ---- integer operations (docs/tgsi.md 8.7) ----
  // MOD: int32 remainder with the sign of a (C); by 0 -> 0; -2^31 % -1 -> 0 (D20, G26).
  logic [31:0] mod_res, sad_diff, rcc_res;
  logic        mod_done;
  if (Compact == 0) begin : g_mod_comb
    always_comb begin
      if (b_i == 32'h0 || (a_i == 32'h8000_0000 && b_i == 32'hFFFF_FFFF)) mod_res = 32'h0;
      else mod_res = 32'($signed(a_i) % $signed(b_i));
    end
    assign mod_done = start_i;
  end else begin : g_mod_iter
    tgsi_engine_imod u_imod (
      .clk_i, .rst_ni,
      .start_i (start_i && (uop_i == U_MOD)),
      .a_i, .b_i,
      .done_o  (mod_done),
      .res_o   (mod_res)
    );
  end
  always_comb begin
    sad_diff = (a_i > b_i) ? (a_i - b_i) : (b_i - a_i);
    // RCC (D37): magnitude clamped into [2^-64, 2^64]; the magnitude bits of non-NaN binary32
    // values order like the values.
    if ((a_i[30:0] > 31'h7F80_0000)) rcc_res = a_i;
    else if (a_i[30:0] < RccMin[30:0]) rcc_res = {a_i[31], RccMin[30:0]};
    else if (a_i[30:0] > RccMax[30:0]) rcc_res = {a_i[31], RccMax[30:0]};
    else rcc_res = a_i;
  end

  always_comb begin
    done_o = start_i;
    res_o  = a_i;
    unique case (uop_i)
      U_MOV:   res_o = a_i;
      U_ABS:   res_o = {1'b0, a_i[30:0]};
      U_NEG:   res_o = {~a_i[31], a_i[30:0]};
      U_SEL:   res_o = a_i[0] ? b_i : c_i;
      U_ADD, U_SUB, U_MUL: res_o = fma_res;
      U_LT, U_LE, U_EQ:    res_o = {31'h0, cmp_res[0]};
      U_FLOOR, U_CEIL, U_TRUNC, U_F2I, U_I2F: res_o = cvt_res;
      U_DIV, U_SQRT: begin
        done_o = ds_out_valid;
        res_o  = ds_res;
      end
      U_EX2, U_LG2, U_SIN, U_COS, U_POW: begin
        done_o = sfu_out_valid;
        res_o  = sfu_res;
      end
      U_RCC:   res_o = rcc_res;
      U_NOT:   res_o = ~a_i;
      U_AND:   res_o = a_i & b_i;
      U_OR:    res_o = a_i | b_i;
      U_XOR:   res_o = a_i ^ b_i;
      U_SHL:   res_o = a_i << b_i[4:0];
      U_SHR:   res_o = 32'($signed(a_i) >>> b_i[4:0]);
      U_MOD: begin
        done_o = mod_done;
        res_o  = mod_res;
      end
      U_SAD:   res_o = sad_diff + c_i;
      default: ;
    endcase
  end

  // Flags and the units' ready outputs are not needed: the sequencer keeps uop_i stable until
  // done_o and starts an operation only when every unit is idle.
  logic unused;
  assign unused = ^{fma_status, cmp_status, cmp_res[31:1], cvt_status, ds_status, ds_in_ready,
                    sfu_in_ready};

endmodule
