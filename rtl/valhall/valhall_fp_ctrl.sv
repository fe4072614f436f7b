// Control decode of the Valhall floating-point lane (valhall_fp_lane): the instruction index and
// its modifiers to a control word of named signals (types in valhall_fp_pkg). Purely
// combinational, stage 0.
//
// Which instructions the lane executes is their execution class (valhall_pkg::INS_EXEC_UNIT,
// read by valhall_pipeline); what each of them computes (which unit, which operation, which
// operands, which result post-processing) is the case below, written per instruction like the
// golden semantics. (Taking the operand facts from the class, SRC_OPD, was measured with Yosys
// 0.23 at 1,298 instead of 343 generic cells for this module: the class defines them for every
// instruction, where this case leaves the others at the defaults; rtl/valhall/README.md.)
// Outputs for instructions the lane does not execute are defined but meaningless.
module valhall_fp_ctrl (
  input  logic [valhall_pkg::INS_BITS-1:0]    ins_i,
  input  logic [valhall_pkg::NUM_MODS*4-1:0]  mod_i,
  // modifier fields
  output fp_pkg::roundmode_e                  rm_o,           // W[31:30] round mode (RNE if none)
  output logic [1:0]                          clamp_o,        // W[33:32]
  output logic [2:0]                          cond_o,         // compare condition
  output logic                                and_o,          // FCMP .and
  output logic [1:0]                          result_type_o,  // FCMP result type
  output logic                                sqrt_o,         // FREXP .sqrt
  output logic                                log_o,          // FREXP .log
  // result
  output valhall_fp_pkg::out_sel_e            out_sel_o,
  output valhall_fp_pkg::comb_sel_e           comb_sel_o,
  output logic                                res_v2_o,       // result is two binary16 lanes
  output logic                                res_flush_o,    // float result: FTZ applies
  output logic                                flush_en_o,     // float operands: FTZ applies
  // operands
  output logic                                swz_identity_o, // 16-bit sources without swizzle
  output logic                                imm_operand_o,  // FADD_IMM: B is the constant
  output logic                                f16_form_o,     // the .v2f16/.f16 form of FREXP,
                                                              // LDEXP, FRSQ
  // stage-0 operations
  output logic                                frexp_exp_o,    // FREXPE (else FREXPM)
  output logic                                minmax_max_o,   // FMAX (else FMIN)
  output logic                                cubeface1_o,    // CUBEFACE1: chained maxima
  output logic                                cube_sel_o,     // CUBE_SSEL/TSEL (else CUBEFACE2)
  output logic                                cube_tsel_o,    // CUBE_TSEL
  // FMA units
  output fp_pkg::fp_op_e                      fma_op_o,
  output fp_pkg::roundmode_e                  fma_rm_o,       // rm_o, or RNE for the forms
                                                              // without a round mode
  output valhall_fp_pkg::rscale_e             rscale_o,
  output logic                                rscale16_o,     // scale = sext(D[15:0])
  // conversion units
  output fp_pkg::fp_op_e                      cvt_op_o,
  output fp_pkg::fp_fmt_e                     cvt_src_fmt_o,
  output fp_pkg::fp_fmt_e                     cvt_dst_fmt_o,
  output valhall_fp_pkg::cvt_in_e             cvt_in_o,
  output logic                                cvt_signed_o,   // integer operand is signed
  output valhall_fp_pkg::cvt_mode_e           cvt_mode_o,
  // dividers, SFU
  output logic                                div_atan_o,     // A/B (else 1/A)
  output fp_pkg::sfu_op_e                     sfu_op_o,
  output valhall_fp_pkg::sfu_in_e             sfu_in_o
);

  // ---------------------------------------------------------------------------------------------
  // Modifier fields
  // ---------------------------------------------------------------------------------------------
  logic [1:0] rm_field;
  assign rm_field      = mod_i[valhall_pkg::MOD_ID_ROUND_MODE*4 +: 2];
  assign clamp_o       = mod_i[valhall_pkg::MOD_ID_CLAMP*4 +: 2];
  assign result_type_o = mod_i[valhall_pkg::MOD_ID_RESULT_TYPE*4 +: 2];
  assign cond_o        = mod_i[valhall_pkg::MOD_ID_CONDITION*4 +: 3];
  assign and_o         = mod_i[valhall_pkg::MOD_ID_AND*4];
  assign sqrt_o        = mod_i[valhall_pkg::MOD_ID_SQRT*4];
  assign log_o         = mod_i[valhall_pkg::MOD_ID_LOG*4];

  // Valhall round mode (0 rte, 1 rtp, 2 rtn, 3 rtz) -> fp_pkg.
  always_comb begin
    unique case (rm_field)
      2'd1:    rm_o = fp_pkg::RUP;
      2'd2:    rm_o = fp_pkg::RDN;
      2'd3:    rm_o = fp_pkg::RTZ;
      default: rm_o = fp_pkg::RNE;
    endcase
  end

  // ---------------------------------------------------------------------------------------------
  // What the instruction computes
  // ---------------------------------------------------------------------------------------------
  logic fma_use_rm;
  assign fma_rm_o     = fma_use_rm ? rm_o : fp_pkg::RNE;
  assign cvt_signed_o = cvt_op_o == fp_pkg::OP_I2F;

  always_comb begin
    out_sel_o      = valhall_fp_pkg::OUT_SEL_COMB;
    comb_sel_o     = valhall_fp_pkg::COMB_MINMAX32;
    res_v2_o       = 1'b0;
    res_flush_o    = 1'b0;
    flush_en_o     = 1'b1;
    swz_identity_o = 1'b0;
    imm_operand_o  = 1'b0;
    f16_form_o     = 1'b0;
    frexp_exp_o    = 1'b0;
    minmax_max_o   = 1'b0;
    cubeface1_o    = 1'b0;
    cube_sel_o     = 1'b0;
    cube_tsel_o    = 1'b0;
    fma_op_o       = fp_pkg::OP_ADD;
    fma_use_rm     = 1'b0;
    rscale_o       = valhall_fp_pkg::RSCALE_NONE;
    rscale16_o     = 1'b0;
    cvt_op_o       = fp_pkg::OP_F2F;
    cvt_src_fmt_o  = fp_pkg::FP32;
    cvt_dst_fmt_o  = fp_pkg::FP32;
    cvt_in_o       = valhall_fp_pkg::CVT_IN_F32;
    cvt_mode_o     = valhall_fp_pkg::CVT_WORD;
    div_atan_o     = 1'b0;
    sfu_op_o       = fp_pkg::SFU_LG2;
    sfu_in_o       = valhall_fp_pkg::SFU_IN_A;
    unique case (ins_i)
      // ---- binary32 FMA ----
      valhall_pkg::INS_FADD_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; imm_operand_o = 1'b1;
      end
      valhall_pkg::INS_FADD_LSCALE_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FMA_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_op_o = fp_pkg::OP_FMA;
        fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FMA_RSCALE_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_op_o = fp_pkg::OP_FMA;
        rscale_o = valhall_fp_pkg::RSCALE_PLAIN;
      end
      valhall_pkg::INS_FMA_RSCALE_N_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_op_o = fp_pkg::OP_FMA;
        rscale_o = valhall_fp_pkg::RSCALE_N;
      end
      valhall_pkg::INS_FMA_RSCALE_LEFT_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_op_o = fp_pkg::OP_FMA;
        rscale_o = valhall_fp_pkg::RSCALE_LEFT;
      end
      valhall_pkg::INS_FMA_RSCALE_SCALE16_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA32; res_flush_o = 1'b1; fma_op_o = fp_pkg::OP_FMA;
        rscale_o = valhall_fp_pkg::RSCALE_PLAIN; rscale16_o = 1'b1;
      end
      // ---- binary16 FMAs ----
      valhall_pkg::INS_FADD_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA16; res_v2_o = 1'b1; res_flush_o = 1'b1;
        fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA16; res_v2_o = 1'b1; res_flush_o = 1'b1;
        imm_operand_o = 1'b1;
        swz_identity_o = 1'b1;
      end
      valhall_pkg::INS_FMA_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_FMA16; res_v2_o = 1'b1; res_flush_o = 1'b1;
        fma_op_o = fp_pkg::OP_FMA; fma_use_rm = 1'b1;
      end
      // ---- min/max, compares, selects ----
      valhall_pkg::INS_FMIN_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_MINMAX32; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FMAX_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_MINMAX32; res_flush_o = 1'b1; minmax_max_o = 1'b1;
      end
      valhall_pkg::INS_FMIN_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_MINMAX16; res_v2_o = 1'b1; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FMAX_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_MINMAX16; res_v2_o = 1'b1; res_flush_o = 1'b1;
        minmax_max_o = 1'b1;
      end
      valhall_pkg::INS_CUBEFACE1: begin
        comb_sel_o = valhall_fp_pkg::COMB_MINMAX32; res_flush_o = 1'b1; minmax_max_o = 1'b1;
        cubeface1_o = 1'b1;
      end
      valhall_pkg::INS_FCMP_F32:   comb_sel_o = valhall_fp_pkg::COMB_FCMP32;
      valhall_pkg::INS_FCMP_V2F16: comb_sel_o = valhall_fp_pkg::COMB_FCMP16;
      valhall_pkg::INS_CSEL_F32:   comb_sel_o = valhall_fp_pkg::COMB_CSEL32;
      valhall_pkg::INS_CSEL_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_CSEL16; swz_identity_o = 1'b1;
      end
      valhall_pkg::INS_DISCARD_F32: comb_sel_o = valhall_fp_pkg::COMB_FCMP32;
      // ---- cube maps ----
      valhall_pkg::INS_CUBEFACE2: comb_sel_o = valhall_fp_pkg::COMB_CUBE;
      valhall_pkg::INS_CUBE_SSEL: begin
        comb_sel_o = valhall_fp_pkg::COMB_CUBE; cube_sel_o = 1'b1; flush_en_o = 1'b0;
      end
      valhall_pkg::INS_CUBE_TSEL: begin
        comb_sel_o = valhall_fp_pkg::COMB_CUBE; cube_sel_o = 1'b1; cube_tsel_o = 1'b1;
        flush_en_o = 1'b0;
      end
      // ---- classification, frexp, ldexp ----
      valhall_pkg::INS_FPCLASS_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_CLASS32; flush_en_o = 1'b0;
      end
      valhall_pkg::INS_FPCLASS_F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_CLASS16; flush_en_o = 1'b0;
      end
      valhall_pkg::INS_FREXPM_F32: comb_sel_o = valhall_fp_pkg::COMB_FREXP;
      valhall_pkg::INS_FREXPE_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_FREXP; frexp_exp_o = 1'b1;
      end
      valhall_pkg::INS_FREXPM_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_FREXP; f16_form_o = 1'b1;
      end
      valhall_pkg::INS_FREXPE_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_FREXP; f16_form_o = 1'b1; frexp_exp_o = 1'b1;
      end
      valhall_pkg::INS_LDEXP_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_LDEXP; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_LDEXP_V2F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_LDEXP; res_flush_o = 1'b1; res_v2_o = 1'b1;
        f16_form_o = 1'b1;
      end
      // ---- reciprocal square root, reciprocal, division ----
      valhall_pkg::INS_FRSQ_F32, valhall_pkg::INS_FRSQ_APPROX_F32: begin
        comb_sel_o = valhall_fp_pkg::COMB_RSQ; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FRSQ_F16: begin
        comb_sel_o = valhall_fp_pkg::COMB_RSQ; res_flush_o = 1'b1; res_v2_o = 1'b1;
        f16_form_o = 1'b1;
      end
      valhall_pkg::INS_FRCP_F32, valhall_pkg::INS_FRCP_APPROX_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_DIV32; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FATAN_ASSIST_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_DIV32; res_flush_o = 1'b1; div_atan_o = 1'b1;
      end
      valhall_pkg::INS_FRCP_F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_DIV16; res_flush_o = 1'b1; res_v2_o = 1'b1;
      end
      // ---- SFU ----
      valhall_pkg::INS_FLOGD_F32, valhall_pkg::INS_FLOG_TABLE_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_SFU; res_flush_o = 1'b1; sfu_op_o = fp_pkg::SFU_LG2;
      end
      valhall_pkg::INS_FSIN_TABLE_U6: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_SFU; res_flush_o = 1'b1; sfu_op_o = fp_pkg::SFU_SIN;
        sfu_in_o = valhall_fp_pkg::SFU_IN_ANGLE;
      end
      valhall_pkg::INS_FCOS_TABLE_U6: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_SFU; res_flush_o = 1'b1; sfu_op_o = fp_pkg::SFU_COS;
        sfu_in_o = valhall_fp_pkg::SFU_IN_ANGLE;
      end
      valhall_pkg::INS_FSINCOS_OFFSET_U6: comb_sel_o = valhall_fp_pkg::COMB_OFFSET;
      valhall_pkg::INS_FEXP_TABLE_U4: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_SFU; res_flush_o = 1'b1; sfu_op_o = fp_pkg::SFU_EX2;
        sfu_in_o = valhall_fp_pkg::SFU_IN_SIXTEENTH;
      end
      valhall_pkg::INS_FEXP_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_SFU; res_flush_o = 1'b1; sfu_op_o = fp_pkg::SFU_EX2;
        sfu_in_o = valhall_fp_pkg::SFU_IN_FEXP;
      end
      // ---- conversions ----
      valhall_pkg::INS_F16_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2F;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F16_TO_S32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2I;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F16_TO_U32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2U;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F32_TO_S32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2I;
      end
      valhall_pkg::INS_F32_TO_U32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2U;
      end
      valhall_pkg::INS_FROUND_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_RINT; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_FROUND_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_RINT;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_dst_fmt_o = fp_pkg::FP16;
        cvt_in_o = valhall_fp_pkg::CVT_IN_F16; cvt_mode_o = valhall_fp_pkg::CVT_HALF;
        res_v2_o = 1'b1; res_flush_o = 1'b1;
      end
      valhall_pkg::INS_S32_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_I2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT32;
      end
      valhall_pkg::INS_U32_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_U2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT32;
      end
      valhall_pkg::INS_S16_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_I2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT16;
      end
      valhall_pkg::INS_U16_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_U2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT16;
      end
      valhall_pkg::INS_S8_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_I2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT8;
      end
      valhall_pkg::INS_U8_TO_F32: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_U2F;
        cvt_in_o = valhall_fp_pkg::CVT_IN_INT8;
      end
      valhall_pkg::INS_V2S16_TO_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_I2F;
        cvt_dst_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_V2INT16;
        cvt_mode_o = valhall_fp_pkg::CVT_HALF; res_v2_o = 1'b1;
      end
      valhall_pkg::INS_V2U16_TO_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_U2F;
        cvt_dst_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_V2INT16;
        cvt_mode_o = valhall_fp_pkg::CVT_HALF; res_v2_o = 1'b1;
      end
      valhall_pkg::INS_V2S8_TO_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_I2F;
        cvt_dst_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_V2INT8;
        cvt_mode_o = valhall_fp_pkg::CVT_HALF; res_v2_o = 1'b1;
      end
      valhall_pkg::INS_V2U8_TO_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_U2F;
        cvt_dst_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_V2INT8;
        cvt_mode_o = valhall_fp_pkg::CVT_HALF; res_v2_o = 1'b1;
      end
      valhall_pkg::INS_V2F16_TO_V2S16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2I;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F16;
        cvt_mode_o = valhall_fp_pkg::CVT_SAT_S;
      end
      valhall_pkg::INS_V2F16_TO_V2U16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2U;
        cvt_src_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F16;
        cvt_mode_o = valhall_fp_pkg::CVT_SAT_U;
      end
      valhall_pkg::INS_V2F32_TO_V2F16: begin
        out_sel_o = valhall_fp_pkg::OUT_SEL_CVT; cvt_op_o = fp_pkg::OP_F2F;
        cvt_dst_fmt_o = fp_pkg::FP16; cvt_in_o = valhall_fp_pkg::CVT_IN_F32X2;
        cvt_mode_o = valhall_fp_pkg::CVT_HALF; res_v2_o = 1'b1; res_flush_o = 1'b1;
      end
      default: ;
    endcase
  end

endmodule
