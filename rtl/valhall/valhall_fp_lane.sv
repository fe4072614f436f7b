// Valhall floating-point lane unit: one lane of the FMA/CVT/SFU float instructions of
// golden/valhall/execute.h (the contract; rtl/valhall/README.md "Floating-point lane unit"
// lists the instructions, the sub-units and what each instruction uses).
//
// Structure (one instruction per lane per cycle, so units are shared between instructions):
//   stage 0 (before register 1): operand read (lane selection, FTZ flush, abs, neg), the
//     per-instruction control, the inputs of the pipelined shared units, and the results of
//     the short operations (compares, CSEL, min/max, FPCLASS, FREXP, LDEXP, CUBE*, FRSQ,
//     FSINCOS_OFFSET), which travel in a delay line beside the units.
//   shared units, NumPipeRegs registers each (their own cut points): the binary32 FMA (fp_fma
//     in a 10/25-bit internal format, truncating, see below), two binary16 FMAs (v2f16 lanes),
//     two fp_cvt (lane 0 / lane 1), the binary32 divider and two binary16 dividers (fp_div),
//     and fp_sfu.
//   output (after the last register): select, rounding of the binary32 FMA result (fp_rnd_pack,
//     with the FMA_RSCALE scale), 16-bit saturation of V2F16_TO_V2S16/V2U16, result flush, clamp.
// Latency: NumPipeRegs (0..4, the range of fp_fma).
//
// binary32 FMA: FADD, FADD_IMM, FADD_LSCALE, FMA and FMA_RSCALE* need (a*b + c) 2^d with one
// rounding, which fp_fma cannot scale. The operands are converted exactly into a format with
// 10 exponent and 25 mantissa bits (every binary32 is normal there, every exact product/sum of
// binary32 values is in range), fp_fma computes a*b + c there rounding toward zero, and the
// truncated 26-bit significand plus the inexact flag (a sticky bit) are scaled by 2^d and
// rounded once to binary32 in the instruction's mode by fp_rnd_pack: truncation with a sticky
// bit two bits below the target precision keeps all the information a later rounding needs.
// The sign of an exact zero sum (x - x) is fixed up for round-down (fp_fma gives +0 in RTZ).
//
// FTZ: ftz_i is execute.h's FtzMode (0 Preserve, 1 Flush32: binary32 only, 2 Flush32And16,
// 3 Abrupt = Flush32And16 by P3).
module valhall_fp_lane #(
  parameter int unsigned NumPipeRegs = 3
) (
  input  logic                                  clk_i,
  input  logic                                  rst_ni,
  input  logic [NumPipeRegs:0]                  reg_en_i,
  input  logic [63:0]                           instr_i,
  input  logic [valhall_pkg::INS_BITS-1:0]      ins_i,
  input  logic [valhall_pkg::NUM_MODS*4-1:0]    mod_i,
  input  logic [valhall_pkg::NUM_IMMS*32-1:0]   imm_i,
  input  logic [valhall_pkg::MAX_SRCS*4-1:0]    src_swizzle_i,
  input  logic [valhall_pkg::MAX_SRCS-1:0]      src_neg_i,
  input  logic [valhall_pkg::MAX_SRCS-1:0]      src_abs_i,
  input  logic [valhall_pkg::MAX_SRCS*64-1:0]   src_i,
  input  logic [1:0]                             ftz_i,
  output logic [63:0]                           result_o,
  output logic                                  flag_o
);

  // ===============================================================================================
  // Instruction fields
  // ===============================================================================================
  logic [1:0]  rm_field, clamp_field, result_type;
  logic [2:0]  cond_field;
  logic        and_field, sqrt_field, log_field;
  logic [31:0] imm_const;
  assign rm_field    = mod_i[valhall_pkg::MOD_ID_ROUND_MODE*4 +: 2];
  assign clamp_field = mod_i[valhall_pkg::MOD_ID_CLAMP*4 +: 2];
  assign result_type = mod_i[valhall_pkg::MOD_ID_RESULT_TYPE*4 +: 2];
  assign cond_field  = mod_i[valhall_pkg::MOD_ID_CONDITION*4 +: 3];
  assign and_field   = mod_i[valhall_pkg::MOD_ID_AND*4];
  assign sqrt_field  = mod_i[valhall_pkg::MOD_ID_SQRT*4];
  assign log_field   = mod_i[valhall_pkg::MOD_ID_LOG*4];
  assign imm_const   = imm_i[valhall_pkg::IMM_ID_CONSTANT*32 +: 32];

  // Valhall round mode (0 rte, 1 rtp, 2 rtn, 3 rtz) -> fp_pkg.
  fp_pkg::roundmode_e rm;
  always_comb begin
    unique case (rm_field)
      2'd1:    rm = fp_pkg::RUP;
      2'd2:    rm = fp_pkg::RDN;
      2'd3:    rm = fp_pkg::RTZ;
      default: rm = fp_pkg::RNE;
    endcase
  end

  // ===============================================================================================
  // Per-instruction control
  // ===============================================================================================
  // Output selection.
  localparam logic [2:0] SelComb  = 3'd0;  // stage-0 result (delay line)
  localparam logic [2:0] SelFma32 = 3'd1;
  localparam logic [2:0] SelFma16 = 3'd2;
  localparam logic [2:0] SelCvt   = 3'd3;
  localparam logic [2:0] SelDiv32 = 3'd4;
  localparam logic [2:0] SelDiv16 = 3'd5;
  localparam logic [2:0] SelSfu   = 3'd6;
  // Post-processing of the fp_cvt results.
  localparam logic [1:0] CvtWord  = 2'd0;  // lane 0's 32-bit result
  localparam logic [1:0] CvtHalf  = 2'd1;  // {lane 1, lane 0} 16-bit results
  localparam logic [1:0] CvtSatS  = 2'd2;  // int32 results saturated to int16
  localparam logic [1:0] CvtSatU  = 2'd3;  // uint32 results saturated to uint16
  // Stage-0 results (comb_sel).
  localparam logic [3:0] CombMinMax32 = 4'd0;
  localparam logic [3:0] CombMinMax16 = 4'd1;
  localparam logic [3:0] CombFcmp32   = 4'd2;
  localparam logic [3:0] CombFcmp16   = 4'd3;
  localparam logic [3:0] CombCsel32   = 4'd4;
  localparam logic [3:0] CombCsel16   = 4'd5;
  localparam logic [3:0] CombClass32  = 4'd6;
  localparam logic [3:0] CombClass16  = 4'd7;
  localparam logic [3:0] CombFrexp    = 4'd8;
  localparam logic [3:0] CombLdexp    = 4'd9;
  localparam logic [3:0] CombRsq      = 4'd10;
  localparam logic [3:0] CombCube     = 4'd11;
  localparam logic [3:0] CombOffset   = 4'd12;

  logic [2:0]  out_sel;
  logic        res_v2, res_flush, flush_en, swz_identity;
  logic [3:0]  comb_sel;
  // sub-selections
  logic        is_f16_op;     // FPCLASS/FREXP/LDEXP/RSQ: the v2f16 / .f16 form
  logic        frexp_exp;     // FREXPE (else FREXPM)
  logic        minmax_max, cubeface1, cube_tsel, cube_sel;  // cube_sel: SSEL/TSEL, else FACE2
  logic        imm_operand;   // FADD_IMM: b is the constant
  // FMA units
  fp_pkg::fp_op_e fma_op;
  logic        fma_use_rm;
  logic [1:0]  rscale_kind;   // 0 none, 1 plain, 2 _N, 3 _LEFT
  logic        rscale_16;
  // conversion units
  fp_pkg::fp_op_e  cvt_op;
  fp_pkg::fp_fmt_e cvt_src_fmt, cvt_dst_fmt;
  logic [1:0]  cvt_mode;
  logic [2:0]  cvt_in;        // operand selection, see below
  // dividers / SFU
  logic        div_atan;
  fp_pkg::sfu_op_e sfu_op;
  logic [1:0]  sfu_in;        // 0 A (f32 view), 1 t (u6 angle), 2 k/16, 3 FEXP argument

  always_comb begin
    out_sel      = SelComb;
    res_v2       = 1'b0;
    res_flush    = 1'b0;
    flush_en     = 1'b1;
    swz_identity = 1'b0;
    comb_sel     = CombMinMax32;
    is_f16_op    = 1'b0;
    frexp_exp    = 1'b0;
    minmax_max   = 1'b0;
    cubeface1    = 1'b0;
    cube_tsel    = 1'b0;
    cube_sel     = 1'b0;
    imm_operand  = 1'b0;
    fma_op       = fp_pkg::OP_ADD;
    fma_use_rm   = 1'b0;
    rscale_kind  = 2'd0;
    rscale_16    = 1'b0;
    cvt_op       = fp_pkg::OP_F2F;
    cvt_src_fmt  = fp_pkg::FP32;
    cvt_dst_fmt  = fp_pkg::FP32;
    cvt_mode     = CvtWord;
    cvt_in       = 3'd0;
    div_atan     = 1'b0;
    sfu_op       = fp_pkg::SFU_LG2;
    sfu_in       = 2'd0;
    unique case (ins_i)
      // ---- binary32 FMA ----
      valhall_pkg::INS_FADD_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; imm_operand = 1'b1;
      end
      valhall_pkg::INS_FADD_LSCALE_F32: begin
        out_sel = SelFma32; res_flush = 1'b1;
      end
      valhall_pkg::INS_FMA_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA; fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FMA_RSCALE_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA; rscale_kind = 2'd1;
      end
      valhall_pkg::INS_FMA_RSCALE_N_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA; rscale_kind = 2'd2;
      end
      valhall_pkg::INS_FMA_RSCALE_LEFT_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA; rscale_kind = 2'd3;
      end
      valhall_pkg::INS_FMA_RSCALE_SCALE16_F32: begin
        out_sel = SelFma32; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA; rscale_kind = 2'd1;
        rscale_16 = 1'b1;
      end
      // ---- binary16 FMAs ----
      valhall_pkg::INS_FADD_V2F16: begin
        out_sel = SelFma16; res_v2 = 1'b1; res_flush = 1'b1; fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_V2F16: begin
        out_sel = SelFma16; res_v2 = 1'b1; res_flush = 1'b1; imm_operand = 1'b1;
        swz_identity = 1'b1;
      end
      valhall_pkg::INS_FMA_V2F16: begin
        out_sel = SelFma16; res_v2 = 1'b1; res_flush = 1'b1; fma_op = fp_pkg::OP_FMA;
        fma_use_rm = 1'b1;
      end
      // ---- min/max, compares, selects ----
      valhall_pkg::INS_FMIN_F32: begin
        comb_sel = CombMinMax32; res_flush = 1'b1;
      end
      valhall_pkg::INS_FMAX_F32: begin
        comb_sel = CombMinMax32; res_flush = 1'b1; minmax_max = 1'b1;
      end
      valhall_pkg::INS_FMIN_V2F16: begin
        comb_sel = CombMinMax16; res_v2 = 1'b1; res_flush = 1'b1;
      end
      valhall_pkg::INS_FMAX_V2F16: begin
        comb_sel = CombMinMax16; res_v2 = 1'b1; res_flush = 1'b1; minmax_max = 1'b1;
      end
      valhall_pkg::INS_CUBEFACE1: begin
        comb_sel = CombMinMax32; res_flush = 1'b1; minmax_max = 1'b1; cubeface1 = 1'b1;
      end
      valhall_pkg::INS_FCMP_F32:   comb_sel = CombFcmp32;
      valhall_pkg::INS_FCMP_V2F16: comb_sel = CombFcmp16;
      valhall_pkg::INS_CSEL_F32:   comb_sel = CombCsel32;
      valhall_pkg::INS_CSEL_V2F16: begin
        comb_sel = CombCsel16; swz_identity = 1'b1;
      end
      valhall_pkg::INS_DISCARD_F32: comb_sel = CombFcmp32;
      // ---- cube maps ----
      valhall_pkg::INS_CUBEFACE2: begin
        comb_sel = CombCube;
      end
      valhall_pkg::INS_CUBE_SSEL: begin
        comb_sel = CombCube; cube_sel = 1'b1; flush_en = 1'b0;
      end
      valhall_pkg::INS_CUBE_TSEL: begin
        comb_sel = CombCube; cube_sel = 1'b1; cube_tsel = 1'b1; flush_en = 1'b0;
      end
      // ---- classification, frexp, ldexp ----
      valhall_pkg::INS_FPCLASS_F32: begin
        comb_sel = CombClass32; flush_en = 1'b0;
      end
      valhall_pkg::INS_FPCLASS_F16: begin
        comb_sel = CombClass16; flush_en = 1'b0;
      end
      valhall_pkg::INS_FREXPM_F32:   comb_sel = CombFrexp;
      valhall_pkg::INS_FREXPE_F32: begin
        comb_sel = CombFrexp; frexp_exp = 1'b1;
      end
      valhall_pkg::INS_FREXPM_V2F16: begin
        comb_sel = CombFrexp; is_f16_op = 1'b1;
      end
      valhall_pkg::INS_FREXPE_V2F16: begin
        comb_sel = CombFrexp; is_f16_op = 1'b1; frexp_exp = 1'b1;
      end
      valhall_pkg::INS_LDEXP_F32: begin
        comb_sel = CombLdexp; res_flush = 1'b1;
      end
      valhall_pkg::INS_LDEXP_V2F16: begin
        comb_sel = CombLdexp; res_flush = 1'b1; res_v2 = 1'b1; is_f16_op = 1'b1;
      end
      // ---- reciprocal square root, reciprocal, division ----
      valhall_pkg::INS_FRSQ_F32, valhall_pkg::INS_FRSQ_APPROX_F32: begin
        comb_sel = CombRsq; res_flush = 1'b1;
      end
      valhall_pkg::INS_FRSQ_F16: begin
        comb_sel = CombRsq; res_flush = 1'b1; res_v2 = 1'b1; is_f16_op = 1'b1;
      end
      valhall_pkg::INS_FRCP_F32, valhall_pkg::INS_FRCP_APPROX_F32: begin
        out_sel = SelDiv32; res_flush = 1'b1;
      end
      valhall_pkg::INS_FATAN_ASSIST_F32: begin
        out_sel = SelDiv32; res_flush = 1'b1; div_atan = 1'b1;
      end
      valhall_pkg::INS_FRCP_F16: begin
        out_sel = SelDiv16; res_flush = 1'b1; res_v2 = 1'b1;
      end
      // ---- SFU ----
      valhall_pkg::INS_FLOGD_F32, valhall_pkg::INS_FLOG_TABLE_F32: begin
        out_sel = SelSfu; res_flush = 1'b1; sfu_op = fp_pkg::SFU_LG2;
      end
      valhall_pkg::INS_FSIN_TABLE_U6: begin
        out_sel = SelSfu; res_flush = 1'b1; sfu_op = fp_pkg::SFU_SIN; sfu_in = 2'd1;
      end
      valhall_pkg::INS_FCOS_TABLE_U6: begin
        out_sel = SelSfu; res_flush = 1'b1; sfu_op = fp_pkg::SFU_COS; sfu_in = 2'd1;
      end
      valhall_pkg::INS_FSINCOS_OFFSET_U6: comb_sel = CombOffset;
      valhall_pkg::INS_FEXP_TABLE_U4: begin
        out_sel = SelSfu; res_flush = 1'b1; sfu_op = fp_pkg::SFU_EX2; sfu_in = 2'd2;
      end
      valhall_pkg::INS_FEXP_F32: begin
        out_sel = SelSfu; res_flush = 1'b1; sfu_op = fp_pkg::SFU_EX2; sfu_in = 2'd3;
      end
      // ---- conversions (cvt_in: 0 A f32 view, 1 A f16 lanes, 2 integer widen of A,
      //      3 A 16-bit lane 0 extended, 4 A byte extended, 5 16-bit lanes of WIDEN16,
      //      6 16-bit lanes of HALFSWZ8, 7 A and B f32 views) ----
      valhall_pkg::INS_F16_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2F; cvt_src_fmt = fp_pkg::FP16; cvt_in = 3'd1;
      end
      valhall_pkg::INS_F16_TO_S32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2I; cvt_src_fmt = fp_pkg::FP16; cvt_in = 3'd1;
      end
      valhall_pkg::INS_F16_TO_U32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2U; cvt_src_fmt = fp_pkg::FP16; cvt_in = 3'd1;
      end
      valhall_pkg::INS_F32_TO_S32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2I;
      end
      valhall_pkg::INS_F32_TO_U32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2U;
      end
      valhall_pkg::INS_FROUND_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_RINT; res_flush = 1'b1;
      end
      valhall_pkg::INS_FROUND_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_RINT; cvt_src_fmt = fp_pkg::FP16;
        cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd1; cvt_mode = CvtHalf; res_v2 = 1'b1;
        res_flush = 1'b1;
      end
      valhall_pkg::INS_S32_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_I2F; cvt_in = 3'd2;
      end
      valhall_pkg::INS_U32_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_U2F; cvt_in = 3'd2;
      end
      valhall_pkg::INS_S16_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_I2F; cvt_in = 3'd3;
      end
      valhall_pkg::INS_U16_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_U2F; cvt_in = 3'd3;
      end
      valhall_pkg::INS_S8_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_I2F; cvt_in = 3'd4;
      end
      valhall_pkg::INS_U8_TO_F32: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_U2F; cvt_in = 3'd4;
      end
      valhall_pkg::INS_V2S16_TO_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_I2F; cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd5;
        cvt_mode = CvtHalf; res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2U16_TO_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_U2F; cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd5;
        cvt_mode = CvtHalf; res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2S8_TO_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_I2F; cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd6;
        cvt_mode = CvtHalf; res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2U8_TO_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_U2F; cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd6;
        cvt_mode = CvtHalf; res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2F16_TO_V2S16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2I; cvt_src_fmt = fp_pkg::FP16; cvt_in = 3'd1;
        cvt_mode = CvtSatS;
      end
      valhall_pkg::INS_V2F16_TO_V2U16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2U; cvt_src_fmt = fp_pkg::FP16; cvt_in = 3'd1;
        cvt_mode = CvtSatU;
      end
      valhall_pkg::INS_V2F32_TO_V2F16: begin
        out_sel = SelCvt; cvt_op = fp_pkg::OP_F2F; cvt_dst_fmt = fp_pkg::FP16; cvt_in = 3'd7;
        cvt_mode = CvtHalf; res_v2 = 1'b1; res_flush = 1'b1;
      end
      default: ;
    endcase
  end

  logic ftz32, ftz16;
  assign ftz32 = (ftz_i != 2'd0) & flush_en;
  assign ftz16 = ftz_i[1] & flush_en;

  // ===============================================================================================
  // Operand read (execute.h "Operand read order": lane selection, flush, abs, neg)
  // ===============================================================================================
  // (flat vectors throughout: Yosys 0.23 turns unpacked arrays into memories)
  logic [31:0] raw0, raw1, raw2, raw3;
  assign raw0 = src_i[0*64 +: 32];
  assign raw1 = src_i[1*64 +: 32];
  assign raw2 = src_i[2*64 +: 32];
  assign raw3 = src_i[3*64 +: 32];

  // binary32 view of sources 0..2 (Widen: 0 the f32, 1/2 half 0/1 converted exactly; the
  // half is flushed by the binary16 rule before widening).
  logic [95:0] x32_flat;
  for (genvar k = 0; k < 3; k++) begin : g_x32
    logic [1:0]  widen;
    logic [31:0] word_raw;
    logic [15:0] half, half_flushed;
    logic [31:0] widened, word, word_flushed;
    assign word_raw = src_i[k*64 +: 32];
    assign widen = src_swizzle_i[k*4 +: 2];
    assign half  = widen[1] ? word_raw[31:16] : word_raw[15:0];
    assign half_flushed = (ftz16 && half[14:10] == '0) ? {half[15], 15'd0} : half;
    valhall_fp_upcvt #(.SrcExpBits(5), .SrcManBits(10), .DstExpBits(8), .DstManBits(23))
      u_widen (.a_i(half_flushed), .result_o(widened));
    assign word_flushed = (ftz32 && word_raw[30:23] == '0) ? {word_raw[31], 31'd0} : word_raw;
    assign word = (widen == 2'd1 || widen == 2'd2) ? widened : word_flushed;
    assign x32_flat[k*32 +: 32] = {(word[31] & ~src_abs_i[k]) ^ src_neg_i[k], word[30:0]};
  end
  logic [31:0] xa, xb, xc;  // sources 0..2, binary32 view
  assign {xc, xb, xa} = x32_flat;

  // binary16 lanes of sources 0..2 (2-bit swizzle: lane j <- half v[j]; identity for 16-bit
  // sources without a swizzle field), flushed, abs, neg.
  logic [95:0] h16_flat;  // source k lane j at [(2k+j)*16 +: 16]
  for (genvar k = 0; k < 3; k++) begin : g_h16
    for (genvar j = 0; j < 2; j++) begin : g_lane
      logic        pick_hi;
      logic [15:0] half, half_flushed;
      assign pick_hi = (swz_identity != 1'b0) ? (j == 1) : src_swizzle_i[k*4 + j];
      assign half    = pick_hi ? src_i[k*64+16 +: 16] : src_i[k*64 +: 16];
      assign half_flushed = (ftz16 && half[14:10] == '0) ? {half[15], 15'd0} : half;
      assign h16_flat[(2*k+j)*16 +: 16] =
          {(half_flushed[15] & ~src_abs_i[k]) ^ src_neg_i[k], half_flushed[14:0]};
    end
  end
  logic [31:0] ha, hb, hc;  // sources 0..2 as {lane 1, lane 0} binary16 lanes
  assign {hc, hb, ha} = h16_flat;

  // Integer lane selections of source 0 for the conversions (execute.h "Lane selection").
  logic        cvt_signed;
  assign cvt_signed = (cvt_op == fp_pkg::OP_I2F);
  logic [3:0]  swz0;
  assign swz0 = src_swizzle_i[3:0];

  function automatic logic [31:0] ext16(input logic [15:0] v, input logic s);
    ext16 = {{16{s & v[15]}}, v};
  endfunction
  function automatic logic [15:0] ext8(input logic [7:0] v, input logic s);
    ext8 = {{8{s & v[7]}}, v};
  endfunction


  logic [31:0] int_widen32;   // Swizzles (32-bit)
  always_comb begin
    unique case (swz0)
      4'd2:    int_widen32 = ext16(raw0[15:0], cvt_signed);
      4'd3:    int_widen32 = ext16(raw0[31:16], cvt_signed);
      4'd4:    int_widen32 = {{24{cvt_signed & raw0[7]}}, raw0[7:0]};
      4'd5:    int_widen32 = {{24{cvt_signed & raw0[15]}}, raw0[15:8]};
      4'd6:    int_widen32 = {{24{cvt_signed & raw0[23]}}, raw0[23:16]};
      4'd7:    int_widen32 = {{24{cvt_signed & raw0[31]}}, raw0[31:24]};
      default: int_widen32 = raw0;
    endcase
  end

  logic [15:0] int_half0;     // 16-bit lane 0 of a 2-bit swizzle
  logic [7:0]  int_byte;      // Lane (8-bit)
  assign int_half0 = swz0[0] ? raw0[31:16] : raw0[15:0];
  assign int_byte  = raw0[8*swz0[1:0] +: 8];

  // WIDEN16 lanes: 0-3 halves, 4-13 byte pairs (lane 0 byte, lane 1 byte), extended.
  logic [15:0] int16_lane0, int16_lane1;
  logic [1:0]  b0, b1;
  always_comb begin
    b0 = 2'd0;
    b1 = 2'd0;
    unique case (swz0)
      4'd4:    begin b0 = 2'd0; b1 = 2'd0; end
      4'd5:    begin b0 = 2'd2; b1 = 2'd0; end
      4'd6:    begin b0 = 2'd0; b1 = 2'd2; end
      4'd7:    begin b0 = 2'd2; b1 = 2'd2; end
      4'd8:    begin b0 = 2'd1; b1 = 2'd1; end
      4'd9:    begin b0 = 2'd3; b1 = 2'd1; end
      4'd10:   begin b0 = 2'd1; b1 = 2'd3; end
      4'd11:   begin b0 = 2'd3; b1 = 2'd3; end
      4'd12:   begin b0 = 2'd0; b1 = 2'd1; end
      4'd13:   begin b0 = 2'd2; b1 = 2'd3; end
      default: ;
    endcase
    if (swz0 < 4'd4) begin
      int16_lane0 = swz0[0] ? raw0[31:16] : raw0[15:0];
      int16_lane1 = swz0[1] ? raw0[31:16] : raw0[15:0];
    end else begin
      int16_lane0 = ext8(raw0[8*b0 +: 8], cvt_signed);
      int16_lane1 = ext8(raw0[8*b1 +: 8], cvt_signed);
    end
  end

  // HALFSWZ8 lanes: lane 0 <- byte v[1:0], lane 1 <- byte v[3:2].
  logic [15:0] int8_lane0, int8_lane1;
  assign int8_lane0 = ext8(raw0[8*swz0[1:0] +: 8], cvt_signed);
  assign int8_lane1 = ext8(raw0[8*swz0[3:2] +: 8], cvt_signed);

  // ===============================================================================================
  // binary32 FMA (internal 10/25-bit format, truncating; see the header)
  // ===============================================================================================
  localparam int unsigned WExp = 10;
  localparam int unsigned WMan = 25;

  logic [31:0] imm_flushed;
  assign imm_flushed = (ftz32 && imm_const[30:23] == '0) ? {imm_const[31], 31'd0} : imm_const;

  logic [31:0] fa32, fb32, fc32;
  logic        a_zero32, b_zero32;
  assign a_zero32 = xa[30:0] == '0;
  assign b_zero32 = xb[30:0] == '0;
  always_comb begin
    fa32 = xa;
    fb32 = imm_operand ? imm_flushed : xb;
    fc32 = xc;
    // FMA_RSCALE_N: a zero factor makes the product a zero of sign sA^sB whatever the other
    // factor; _LEFT: the product is A. Both written as A' * 1.0.
    if ((rscale_kind == 2'd2) && (a_zero32 || b_zero32)) begin
      fa32 = {xa[31] ^ xb[31], 31'd0};
      fb32 = 32'h3F80_0000;
    end else if ((rscale_kind == 2'd3) && (a_zero32 || b_zero32)) begin
      fb32 = 32'h3F80_0000;
    end
  end

  logic [WExp+WMan:0] wa, wb, wc;
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_a (.a_i(fa32), .result_o(wa));
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_b (.a_i(fb32), .result_o(wb));
  valhall_fp_upcvt #(.SrcExpBits(8), .SrcManBits(23), .DstExpBits(WExp), .DstManBits(WMan))
    u_wide_c (.a_i(fc32), .result_o(wc));

  // Scale 2^d (FMA_RSCALE), saturated to +-1023 (any larger scale over/underflows anyway).
  logic [31:0] scale_raw;
  logic [10:0] scale_sat;
  assign scale_raw = (rscale_kind == 2'd0) ? 32'd0 :
                     rscale_16 ? {{16{raw3[15]}}, raw3[15:0]} : raw3;
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
  assign zero_opposite = (fma_op == fp_pkg::OP_FMA) ? (fa32[31] ^ fb32[31] ^ fc32[31])
                                                    : (fa32[31] ^ fb32[31]);
  fp_pkg::roundmode_e fma_rm;
  assign fma_rm = fma_use_rm ? rm : fp_pkg::RNE;

  logic [WExp+WMan:0] wide_result;
  logic [4:0]         wide_status;
  fp_fma #(.ExpBits(WExp), .ManBits(WMan), .NumPipeRegs(NumPipeRegs)) u_fma32 (
    .clk_i,
    .rst_ni,
    .reg_en_i,
    .op_i            (fma_op),
    .rnd_mode_i      (fp_pkg::RTZ),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (wa),
    .b_i             (wb),
    .c_i             (wc),
    .result_o        (wide_result),
    .status_o        (wide_status)
  );

  // ===============================================================================================
  // binary16 FMAs (v2f16 lanes)
  // ===============================================================================================
  logic [31:0] fma16_result;
  for (genvar j = 0; j < 2; j++) begin : g_fma16
    logic [15:0] imm_half, b16;
    logic [4:0]  unused_status16;
    assign imm_half = imm_const[16*j +: 16];
    assign b16 = imm_operand ? ((ftz16 && imm_half[14:10] == '0) ? {imm_half[15], 15'd0}
                                                                  : imm_half)
                             : hb[16*j +: 16];
    fp_fma #(.ExpBits(5), .ManBits(10), .NumPipeRegs(NumPipeRegs)) u_fma16 (
      .clk_i,
      .rst_ni,
      .reg_en_i,
      .op_i            (fma_op),
      .rnd_mode_i      (fma_rm),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .a_i             (ha[16*j +: 16]),
      .b_i             (b16),
      .c_i             (hc[16*j +: 16]),
      .result_o        (fma16_result[16*j +: 16]),
      .status_o        (unused_status16)
    );
  end

  // ===============================================================================================
  // Conversions: fp_cvt for lane 0 (every conversion) and lane 1 (the v2 forms)
  // ===============================================================================================
  logic [63:0] cvt_a;
  always_comb begin
    unique case (cvt_in)
      3'd1: begin
        cvt_a[31:0] = {16'd0, ha[15:0]};
        cvt_a[63:32] = {16'd0, ha[31:16]};
      end
      3'd2: begin
        cvt_a[31:0] = int_widen32;
        cvt_a[63:32] = '0;
      end
      3'd3: begin
        cvt_a[31:0] = ext16(int_half0, cvt_signed);
        cvt_a[63:32] = '0;
      end
      3'd4: begin
        cvt_a[31:0] = {{24{cvt_signed & int_byte[7]}}, int_byte};
        cvt_a[63:32] = '0;
      end
      3'd5: begin
        cvt_a[31:0] = ext16(int16_lane0, cvt_signed);
        cvt_a[63:32] = ext16(int16_lane1, cvt_signed);
      end
      3'd6: begin
        cvt_a[31:0] = ext16(int8_lane0, cvt_signed);
        cvt_a[63:32] = ext16(int8_lane1, cvt_signed);
      end
      3'd7: begin
        cvt_a[31:0] = xa;
        cvt_a[63:32] = xb;
      end
      default: begin
        cvt_a[31:0] = xa;
        cvt_a[63:32] = '0;
      end
    endcase
  end

  logic [63:0] cvt_result;
  for (genvar j = 0; j < 2; j++) begin : g_cvt
    logic [4:0] unused_status_cvt;
    fp_cvt #(.NumPipeRegs(NumPipeRegs)) u_cvt (
      .clk_i,
      .rst_ni,
      .reg_en_i,
      .op_i            (cvt_op),
      .src_fmt_i       (cvt_src_fmt),
      .dst_fmt_i       (cvt_dst_fmt),
      .rnd_mode_i      (rm),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .rint_exact_i    (1'b0),
      .a_i             (cvt_a[32*j +: 32]),
      .result_o        (cvt_result[32*j +: 32]),
      .status_o        (unused_status_cvt)
    );
  end

  // ===============================================================================================
  // Division (FRCP = 1/A, FATAN_ASSIST = A/B, RNE) and the SFU
  // ===============================================================================================
  logic [31:0] div32_result;
  logic [4:0]  unused_status_div32;
  fp_div #(.ExpBits(8), .ManBits(23), .NumPipeRegs(NumPipeRegs)) u_div32 (
    .clk_i,
    .rst_ni,
    .reg_en_i,
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (div_atan ? xa : 32'h3F80_0000),
    .b_i             (div_atan ? xb : xa),
    .result_o        (div32_result),
    .status_o        (unused_status_div32)
  );

  logic [31:0] div16_result;
  for (genvar j = 0; j < 2; j++) begin : g_div16
    logic [4:0] unused_status_div16;
    fp_div #(.ExpBits(5), .ManBits(10), .NumPipeRegs(NumPipeRegs)) u_div16 (
      .clk_i,
      .rst_ni,
      .reg_en_i,
      .rnd_mode_i      (fp_pkg::RNE),
      .ftz_i           (1'b0),
      .nan_propagate_i (1'b0),
      .a_i             (16'h3C00),
      .b_i             (ha[16*j +: 16]),
      .result_o        (div16_result[16*j +: 16]),
      .status_o        (unused_status_div16)
    );
  end

  // t = f32(A[5:0]) * pi/32 rounded to nearest even (FSIN/FCOS_TABLE argument,
  // FSINCOS_OFFSET result): the 6-bit integer times the significand 0xC90FDB of 0x3DC90FDB.
  logic [31:0] angle_t;
  logic [29:0] t_prod, t_norm;
  logic [4:0]  t_lz;
  logic [24:0] t_rounded;
  logic        t_round_up;
  always_comb begin
    t_prod = 30'(raw0[5:0]) * 30'h00C9_0FDB;
    t_lz   = 5'd0;
    for (int i = 0; i < 30; i++) begin
      if (t_prod[i]) t_lz = 5'(29 - i);
    end
    t_norm = t_prod;
    for (int l = 4; l >= 0; l--) begin
      if (t_lz[l]) t_norm = t_norm << (1 << l);
    end
    t_round_up = t_norm[5] & ((|t_norm[4:0]) | t_norm[6]);
    t_rounded  = {1'b0, t_norm[29:6]} + 25'(t_round_up);
    if (t_prod == '0) begin
      angle_t = '0;
    end else if (t_rounded[24]) begin
      angle_t = {1'b0, 8'(8'd130 - {3'd0, t_lz}), 23'd0};
    end else begin
      angle_t = {1'b0, 8'(8'd129 - {3'd0, t_lz}), t_rounded[22:0]};
    end
  end

  // k/16 for FEXP_TABLE (exact).
  logic [31:0] sixteenth;
  logic [3:0] six_k;
  always_comb begin
    six_k = raw0[3:0];
    sixteenth = '0;
    for (int n = 0; n < 4; n++) begin
      if (six_k[n]) begin
        sixteenth = {1'b0, 8'(123 + n), 23'(({19'd0, six_k} << (23 - n)) & 23'h7F_FFFF)};
      end
    end
  end

  // FEXP: x = i2f(A as int32, RNE) * 2^-24, unless B is NaN, infinite or |B| >= 128 (then B).
  logic [31:0] fexp_arg;
  logic [31:0] fx_mag, fx_norm;
  logic [4:0]  fx_lz;
  logic [24:0] fx_rounded;
  logic        fx_round_up;
  logic [31:0] fx_x;
  always_comb begin
    fx_mag = raw0[31] ? (32'd0 - raw0) : raw0;
    fx_lz  = 5'd0;
    for (int i = 0; i < 32; i++) begin
      if (fx_mag[i]) fx_lz = 5'(31 - i);
    end
    fx_norm = fx_mag;
    for (int l = 4; l >= 0; l--) begin
      if (fx_lz[l]) fx_norm = fx_norm << (1 << l);
    end
    fx_round_up = fx_norm[7] & ((|fx_norm[6:0]) | fx_norm[8]);
    fx_rounded  = {1'b0, fx_norm[31:8]} + 25'(fx_round_up);
    // leading one at bit 31-fx_lz: exponent (31-fx_lz) + 127 - 24
    if (fx_mag == '0) begin
      fx_x = '0;
    end else if (fx_rounded[24]) begin
      fx_x = {raw0[31], 8'(8'd135 - {3'd0, fx_lz}), 23'd0};
    end else begin
      fx_x = {raw0[31], 8'(8'd134 - {3'd0, fx_lz}), fx_rounded[22:0]};
    end
    fexp_arg = (xb[30:0] >= 31'h4300_0000) ? xb : fx_x;
  end

  logic [31:0] sfu_a;
  always_comb begin
    unique case (sfu_in)
      2'd1:    sfu_a = angle_t;
      2'd2:    sfu_a = sixteenth;
      2'd3:    sfu_a = fexp_arg;
      default: sfu_a = xa;
    endcase
  end

  logic [31:0] sfu_result;
  fp_sfu #(.NumPipeRegs(NumPipeRegs)) u_sfu (
    .clk_i,
    .rst_ni,
    .reg_en_i,
    .op_i            (sfu_op),
    .nan_propagate_i (1'b0),
    .a_i             (sfu_a),
    .b_i             (32'd0),
    .result_o        (sfu_result)
  );

  // ===============================================================================================
  // Stage-0 operations
  // ===============================================================================================
  // Min/max (fp_cmp, minNum/maxNum with -0 < +0); CUBEFACE1 chains two maxima of |X|, |Y|, |Z|.
  logic [31:0] mm_a, mm_b, mm32_first, mm32_second, mm32_result;
  logic [4:0]  unused_status_mm1, unused_status_mm2;
  fp_pkg::fp_op_e mm_op;
  assign mm_op = minmax_max ? fp_pkg::OP_MAX : fp_pkg::OP_MIN;
  assign mm_a  = cubeface1 ? {1'b0, xa[30:0]} : xa;
  assign mm_b  = cubeface1 ? {1'b0, xb[30:0]} : xb;
  fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0)) u_minmax32 (
    .clk_i,
    .rst_ni,
    .reg_en_i              (reg_en_i[0]),
    .op_i                  (mm_op),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b1),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (mm_a),
    .b_i                   (mm_b),
    .result_o              (mm32_first),
    .status_o              (unused_status_mm1)
  );
  fp_cmp #(.ExpBits(8), .ManBits(23), .NumPipeRegs(0)) u_max_cube (
    .clk_i,
    .rst_ni,
    .reg_en_i              (reg_en_i[0]),
    .op_i                  (fp_pkg::OP_MAX),
    .cmp_cond_i            (fp_pkg::CMP_EQ),
    .cmp_unordered_i       (1'b0),
    .minmax_zero_ordered_i (1'b1),
    .ftz_i                 (1'b0),
    .nan_propagate_i       (1'b0),
    .a_i                   (mm32_first),
    .b_i                   ({1'b0, xc[30:0]}),
    .result_o              (mm32_second),
    .status_o              (unused_status_mm2)
  );
  assign mm32_result = cubeface1 ? mm32_second : mm32_first;

  logic [31:0] mm16_result;
  for (genvar j = 0; j < 2; j++) begin : g_minmax16
    logic [4:0] unused_status_mm16;
    fp_cmp #(.ExpBits(5), .ManBits(10), .NumPipeRegs(0)) u_minmax16 (
      .clk_i,
      .rst_ni,
      .reg_en_i              (reg_en_i[0]),
      .op_i                  (mm_op),
      .cmp_cond_i            (fp_pkg::CMP_EQ),
      .cmp_unordered_i       (1'b0),
      .minmax_zero_ordered_i (1'b1),
      .ftz_i                 (1'b0),
      .nan_propagate_i       (1'b0),
      .a_i                   (ha[16*j +: 16]),
      .b_i                   (hb[16*j +: 16]),
      .result_o              (mm16_result[16*j +: 16]),
      .status_o              (unused_status_mm16)
    );
  end

  // Compare conditions (FCMP, CSEL, DISCARD).
  logic cond32;
  logic [1:0] cond16;
  valhall_fp_cond #(.ExpBits(8), .ManBits(23)) u_cond32 (
    .a_i(xa), .b_i(xb), .cond_i(cond_field), .result_o(cond32));
  for (genvar j = 0; j < 2; j++) begin : g_cond16
    valhall_fp_cond #(.ExpBits(5), .ManBits(10)) u_cond16 (
      .a_i(ha[16*j +: 16]), .b_i(hb[16*j +: 16]), .cond_i(cond_field), .result_o(cond16[j]));
  end

  logic [31:0] fcmp32_value;
  logic [31:0] fcmp16_value;
  logic fcmp32_c;
  always_comb begin
    fcmp32_c = and_field ? (cond32 & (raw2 != '0)) : (cond32 | (raw2 != '0));
    unique case (result_type)
      2'd1:    fcmp32_value = fcmp32_c ? 32'h3F80_0000 : 32'd0;
      2'd2:    fcmp32_value = {32{fcmp32_c}};
      default: fcmp32_value = {31'd0, fcmp32_c};
    endcase
  end
  for (genvar j = 0; j < 2; j++) begin : g_fcmp16
    logic c, c_nonzero;
    assign c_nonzero = raw2[16*j +: 16] != '0;
    assign c = and_field ? (cond16[j] & c_nonzero) : (cond16[j] | c_nonzero);
    always_comb begin
      unique case (result_type)
        2'd1:    fcmp16_value[16*j +: 16] = c ? 16'h3C00 : 16'd0;
        2'd2:    fcmp16_value[16*j +: 16] = {16{c}};
        default: fcmp16_value[16*j +: 16] = {15'd0, c};
      endcase
    end
  end

  // FPCLASS (P18): one-hot class, RISC-V FCLASS order; never flushed (flush_en = 0).
  function automatic logic [9:0] fclass(input logic sign, input logic exp_zero,
                                        input logic exp_ones, input logic man_zero,
                                        input logic quiet_bit);
    fclass = (exp_ones && !man_zero) ? (quiet_bit ? 10'h200 : 10'h100) :
             exp_ones                ? (sign ? 10'h001 : 10'h080) :
             (exp_zero && man_zero)  ? (sign ? 10'h008 : 10'h010) :
             exp_zero                ? (sign ? 10'h004 : 10'h020) :
                                       (sign ? 10'h002 : 10'h040);
  endfunction

  logic [9:0]  class32;
  logic [19:0] class16;
  assign class32 = fclass(xa[31], xa[30:23] == '0, xa[30:23] == '1,
                          xa[22:0] == '0, xa[22]);
  for (genvar j = 0; j < 2; j++) begin : g_class16
    logic [15:0] h;
    assign h = ha[16*j +: 16];
    assign class16[10*j +: 10] = fclass(h[15], h[14:10] == '0, h[14:10] == '1, h[9:0] == '0, h[9]);
  end

  // FREXP (f32 and two f16 lanes), LDEXP, FRSQ.
  logic [31:0] frexp32_m, frexp32_e, ldexp32_r, rsq32_r;
  logic [31:0] frexp16_m, ldexp16_r, rsq16_r;
  logic [63:0] frexp16_e;
  valhall_fp_frexp #(.ExpBits(8), .ManBits(23)) u_frexp32 (
    .a_i(xa), .sqrt_i(sqrt_field), .log_i(log_field), .m_o(frexp32_m), .e_o(frexp32_e));
  valhall_fp_ldexp #(.ExpBits(8), .ManBits(23)) u_ldexp32 (
    .a_i(xa), .n_i(raw1), .rnd_mode_i(rm), .result_o(ldexp32_r));
  valhall_fp_rsq #(.ExpBits(8), .ManBits(23)) u_rsq32 (.a_i(xa), .result_o(rsq32_r));
  for (genvar j = 0; j < 2; j++) begin : g_lane16
    valhall_fp_frexp #(.ExpBits(5), .ManBits(10)) u_frexp16 (
      .a_i(ha[16*j +: 16]), .sqrt_i(sqrt_field), .log_i(log_field), .m_o(frexp16_m[16*j +: 16]),
      .e_o(frexp16_e[32*j +: 32]));
    valhall_fp_ldexp #(.ExpBits(5), .ManBits(10)) u_ldexp16 (
      .a_i(ha[16*j +: 16]), .n_i(ext16(raw1[16*j +: 16], 1'b1)), .rnd_mode_i(rm),
      .result_o(ldexp16_r[16*j +: 16]));
    valhall_fp_rsq #(.ExpBits(5), .ManBits(10)) u_rsq16 (.a_i(ha[16*j +: 16]), .result_o(rsq16_r[16*j +: 16]));
  end

  // CUBEFACE2 and CUBE_SSEL/TSEL (P20).
  logic [31:0] cube_value;
  logic cube_nan_x, cube_nan_y, cube_nan_z, cube_z_ge_x, cube_z_ge_y, cube_y_ge_x;
  logic [2:0] cube_face;
  logic       cube_neg;
  always_comb begin
    cube_nan_x  = xa[30:0] > 31'h7F80_0000;
    cube_nan_y  = xb[30:0] > 31'h7F80_0000;
    cube_nan_z  = xc[30:0] > 31'h7F80_0000;
    cube_z_ge_x = ~cube_nan_z & ~cube_nan_x & (xc[30:0] >= xa[30:0]);
    cube_z_ge_y = ~cube_nan_z & ~cube_nan_y & (xc[30:0] >= xb[30:0]);
    cube_y_ge_x = ~cube_nan_y & ~cube_nan_x & (xb[30:0] >= xa[30:0]);
    cube_face   = raw2[2:0];
    cube_neg    = cube_face[0];
    cube_value = '0;
    if (!cube_sel) begin
      if (cube_z_ge_x && cube_z_ge_y) begin
        cube_value = {29'd0, 2'd2, xc[31]};
      end else if (cube_y_ge_x) begin
        cube_value = {29'd0, 2'd1, xb[31]};
      end else begin
        cube_value = {29'd0, 2'd0, xa[31]};
      end
    end else if (!cube_tsel) begin
      // CUBE_SSEL(Z, X, cube_face): A = Z, B = X.
      if (cube_face[2]) begin
        cube_value = cube_neg ? {~xb[31], xb[30:0]} : xb;
      end else if (cube_face[1]) begin
        cube_value = xb;
      end else begin
        cube_value = cube_neg ? xa : {~xa[31], xa[30:0]};
      end
    end else begin
      // CUBE_TSEL(Y, Z, cube_face): A = Y, B = Z.
      if (cube_face[1] && !cube_face[2]) begin
        cube_value = cube_neg ? {~xb[31], xb[30:0]} : xb;
      end else begin
        cube_value = {~xa[31], xa[30:0]};
      end
    end
  end

  // Stage-0 result.
  logic [31:0] comb_result;
  always_comb begin
    unique case (comb_sel)
      CombMinMax16: comb_result = {mm16_result[31:16], mm16_result[15:0]};
      CombFcmp32:   comb_result = fcmp32_value;
      CombFcmp16:   comb_result = {fcmp16_value[31:16], fcmp16_value[15:0]};
      CombCsel32:   comb_result = cond32 ? raw2 : raw3;
      CombCsel16:   comb_result = {cond16[1] ? raw2[31:16] : raw3[31:16],
                                   cond16[0] ? raw2[15:0] : raw3[15:0]};
      CombClass32:  comb_result = {22'd0, class32};
      CombClass16:  comb_result = {6'd0, class16[19:10], 6'd0, class16[9:0]};
      CombFrexp: begin
        if (is_f16_op) begin
          comb_result = frexp_exp ? {frexp16_e[47:32], frexp16_e[15:0]}
                                  : {frexp16_m[31:16], frexp16_m[15:0]};
        end else begin
          comb_result = frexp_exp ? frexp32_e : frexp32_m;
        end
      end
      CombLdexp:    comb_result = is_f16_op ? {ldexp16_r[31:16], ldexp16_r[15:0]} : ldexp32_r;
      CombRsq:      comb_result = is_f16_op ? {rsq16_r[31:16], rsq16_r[15:0]} : rsq32_r;
      CombCube:     comb_result = cube_value;
      CombOffset:   comb_result = angle_t;
      default:      comb_result = mm32_result;
    endcase
  end

  // ===============================================================================================
  // Delay line: control and stage-0 results
  // ===============================================================================================
  localparam int unsigned SideWidth = 3 + 1 + 1 + 2 + 2 + 3 + 11 + 1 + 32 + 1;
  logic [SideWidth-1:0] side_d, side_q;
  assign side_d = {out_sel, res_v2, res_flush, clamp_field, cvt_mode, fma_rm, scale_sat,
                   zero_opposite, comb_result, cond32};

  pipe_delay #(.Width(SideWidth), .Stages(NumPipeRegs)) u_side (
    .clk_i,
    .reg_en_i,
    .d_i (side_d),
    .q_o (side_q)
  );

  logic [2:0]  out_sel_q;
  logic        res_v2_q, res_flush_q, zero_opposite_q, discard_q;
  logic [1:0]  clamp_q, cvt_mode_q;
  logic [2:0]  fma_rm_q;
  logic [10:0] scale_q;
  logic [31:0] comb_result_q;
  assign {out_sel_q, res_v2_q, res_flush_q, clamp_q, cvt_mode_q, fma_rm_q, scale_q,
          zero_opposite_q, comb_result_q, discard_q} = side_q;

  // ===============================================================================================
  // Output stage
  // ===============================================================================================
  // binary32 FMA: scale and round the truncated internal result.
  fp_pkg::roundmode_e fma_rm_out;
  always_comb begin
    unique case (fma_rm_q)
      3'd1:    fma_rm_out = fp_pkg::RTZ;
      3'd2:    fma_rm_out = fp_pkg::RDN;
      3'd3:    fma_rm_out = fp_pkg::RUP;
      default: fma_rm_out = fp_pkg::RNE;
    endcase
  end

  logic              w_sign;
  logic [WExp-1:0]   w_exp;
  logic [WMan-1:0]   w_man;
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

  logic [31:0] fma32_rounded, fma32_out;
  logic [4:0]  unused_status_pack;
  fp_rnd_pack #(.ExpBits(8), .ManBits(23)) u_fma32_pack (
    .sign_i     (w_sign),
    .exp_i      (w_exp_sat),
    .sig_i      ({1'b1, w_man}),
    .sticky_i   (wide_status[fp_pkg::FLAG_NX]),
    .rnd_mode_i (fma_rm_out),
    .ftz_i      (1'b0),
    .result_o   (fma32_rounded),
    .status_o   (unused_status_pack)
  );

  always_comb begin
    if (w_exp == '1) begin
      fma32_out = (w_man != '0) ? 32'h7FC0_0000 : {w_sign, 8'hFF, 23'd0};
    end else if (w_exp == '0) begin
      fma32_out = {zero_opposite_q ? (fma_rm_out == fp_pkg::RDN) : w_sign, 31'd0};
    end else begin
      fma32_out = fma32_rounded;
    end
  end

  // Conversions: 16-bit saturation of the v2 float-to-integer forms.
  logic [31:0] cvt_out;
  function automatic logic [15:0] sat_s16(input logic [31:0] v);
    sat_s16 = ($signed(v) > 32'sd32767)  ? 16'h7FFF :
              ($signed(v) < -32'sd32768) ? 16'h8000 : v[15:0];
  endfunction
  function automatic logic [15:0] sat_u16(input logic [31:0] v);
    sat_u16 = (v > 32'd65535) ? 16'hFFFF : v[15:0];
  endfunction
  always_comb begin
    unique case (cvt_mode_q)
      CvtHalf: cvt_out = {cvt_result[47:32], cvt_result[15:0]};
      CvtSatS: cvt_out = {sat_s16(cvt_result[63:32]), sat_s16(cvt_result[31:0])};
      CvtSatU: cvt_out = {sat_u16(cvt_result[63:32]), sat_u16(cvt_result[31:0])};
      default: cvt_out = cvt_result[31:0];
    endcase
  end

  logic [31:0] selected;
  always_comb begin
    unique case (out_sel_q)
      SelFma32: selected = fma32_out;
      SelFma16: selected = {fma16_result[31:16], fma16_result[15:0]};
      SelCvt:   selected = cvt_out;
      SelDiv32: selected = div32_result;
      SelDiv16: selected = {div16_result[31:16], div16_result[15:0]};
      SelSfu:   selected = sfu_result;
      default:  selected = comb_result_q;
    endcase
  end

  // Result flush (subnormal after rounding -> zero of the same sign), then the clamp.
  logic [1:0]  ftz_q;
  logic        ftz_res;
  logic [31:0] flushed;
  assign ftz_res = res_v2_q ? ftz_q[1] : (ftz_q != 2'd0);  // binary16 results: Flush32And16 up
  always_comb begin
    flushed = selected;
    if (res_flush_q && ftz_res) begin
      if (res_v2_q) begin
        if (selected[30:26] == '0) flushed[30:16] = '0;
        if (selected[14:10] == '0) flushed[14:0] = '0;
      end else if (selected[30:23] == '0) begin
        flushed[30:0] = '0;
      end
    end
  end

  logic [31:0] clamped32;
  logic [31:0] clamped16;
  valhall_fp_clamp #(.ExpBits(8), .ManBits(23)) u_clamp32 (
    .x_i(flushed), .clamp_i(clamp_q), .result_o(clamped32));
  for (genvar j = 0; j < 2; j++) begin : g_clamp16
    valhall_fp_clamp #(.ExpBits(5), .ManBits(10)) u_clamp16 (
      .x_i(flushed[16*j +: 16]), .clamp_i(clamp_q), .result_o(clamped16[16*j +: 16]));
  end

  assign result_o = {32'd0, res_v2_q ? {clamped16[31:16], clamped16[15:0]} : clamped32};
  assign flag_o   = discard_q;

  // ftz travels with the instruction.
  pipe_delay #(.Width(2), .Stages(NumPipeRegs)) u_ftz (
    .clk_i,
    .reg_en_i,
    .d_i (ftz_i),
    .q_o (ftz_q)
  );

  logic unused;
  assign unused = ^{instr_i, imm_i, src_swizzle_i, t_rounded[23], fx_rounded[23], src_i[255:224], src_i[191:160], src_i[127:96], src_i[63:32],
                    src_swizzle_i[15:12], src_neg_i[3], src_abs_i[3], wide_status[4:1],
                    unused_status_div32, unused_status_mm1, unused_status_mm2,
                    unused_status_pack, frexp16_e[31:16], frexp16_e[63:48]};

endmodule
