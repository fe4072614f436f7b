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
  // What the instruction computes: a table over the instructions
  // ---------------------------------------------------------------------------------------------
  // The entry of each instruction is written below per instruction, like the golden semantics,
  // as a constant function; the table of all entries is built at elaboration and read by
  // column selection (valhall_ins_table), so every control bit is one function of the
  // instruction index. Written as a case over the index in always_comb, Yosys/ABC shared terms
  // between the bits and with the integer lane's decode: 25 LUT levels on the ECP5, the compact
  // pipeline's critical path (synth/README.md).
  // Entry layout, most significant first (CtrlW bits): out_sel 3, comb_sel 4, res_v2, res_flush,
  // flush_en, swz_identity, imm_operand, f16_form, frexp_exp, minmax_max, cubeface1, cube_sel,
  // cube_tsel, fma_op 4, fma_use_rm, rscale 2, rscale16, cvt_op 4, cvt_src_fmt, cvt_dst_fmt,
  // cvt_in 3, cvt_mode 2, div_atan, sfu_op 3, sfu_in 2.
  localparam int unsigned CtrlW = 43;

  function automatic logic [CtrlW-1:0] entry(input logic [valhall_pkg::INS_BITS-1:0] ins);
    valhall_fp_pkg::out_sel_e  e_out_sel;
    valhall_fp_pkg::comb_sel_e e_comb_sel;
    logic                      e_res_v2, e_res_flush, e_flush_en, e_swz_identity, e_imm_operand;
    logic                      e_f16_form;
    logic                      e_frexp_exp, e_minmax_max, e_cubeface1, e_cube_sel, e_cube_tsel;
    fp_pkg::fp_op_e            e_fma_op;
    logic                      e_fma_use_rm;
    valhall_fp_pkg::rscale_e   e_rscale;
    logic                      e_rscale16;
    fp_pkg::fp_op_e            e_cvt_op;
    fp_pkg::fp_fmt_e           e_cvt_src_fmt, e_cvt_dst_fmt;
    valhall_fp_pkg::cvt_in_e   e_cvt_in;
    valhall_fp_pkg::cvt_mode_e e_cvt_mode;
    logic                      e_div_atan;
    fp_pkg::sfu_op_e           e_sfu_op;
    valhall_fp_pkg::sfu_in_e   e_sfu_in;
    e_out_sel      = valhall_fp_pkg::OUT_SEL_COMB;
    e_comb_sel     = valhall_fp_pkg::COMB_MINMAX32;
    e_res_v2       = 1'b0;
    e_res_flush    = 1'b0;
    e_flush_en     = 1'b1;
    e_swz_identity = 1'b0;
    e_imm_operand  = 1'b0;
    e_f16_form     = 1'b0;
    e_frexp_exp    = 1'b0;
    e_minmax_max   = 1'b0;
    e_cubeface1    = 1'b0;
    e_cube_sel     = 1'b0;
    e_cube_tsel    = 1'b0;
    e_fma_op       = fp_pkg::OP_ADD;
    e_fma_use_rm   = 1'b0;
    e_rscale       = valhall_fp_pkg::RSCALE_NONE;
    e_rscale16     = 1'b0;
    e_cvt_op       = fp_pkg::OP_F2F;
    e_cvt_src_fmt  = fp_pkg::FP32;
    e_cvt_dst_fmt  = fp_pkg::FP32;
    e_cvt_in       = valhall_fp_pkg::CVT_IN_F32;
    e_cvt_mode     = valhall_fp_pkg::CVT_WORD;
    e_div_atan     = 1'b0;
    e_sfu_op       = fp_pkg::SFU_LG2;
    e_sfu_in       = valhall_fp_pkg::SFU_IN_A;
    unique case (ins)
      // ---- binary32 FMA ----
      valhall_pkg::INS_FADD_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_imm_operand = 1'b1;
      end
      valhall_pkg::INS_FADD_LSCALE_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FMA_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_op = fp_pkg::OP_FMA;
        e_fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FMA_RSCALE_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_op = fp_pkg::OP_FMA;
        e_rscale = valhall_fp_pkg::RSCALE_PLAIN;
      end
      valhall_pkg::INS_FMA_RSCALE_N_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_op = fp_pkg::OP_FMA;
        e_rscale = valhall_fp_pkg::RSCALE_N;
      end
      valhall_pkg::INS_FMA_RSCALE_LEFT_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_op = fp_pkg::OP_FMA;
        e_rscale = valhall_fp_pkg::RSCALE_LEFT;
      end
      valhall_pkg::INS_FMA_RSCALE_SCALE16_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA32; e_res_flush = 1'b1; e_fma_op = fp_pkg::OP_FMA;
        e_rscale = valhall_fp_pkg::RSCALE_PLAIN; e_rscale16 = 1'b1;
      end
      // ---- binary16 FMAs ----
      valhall_pkg::INS_FADD_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA16; e_res_v2 = 1'b1; e_res_flush = 1'b1;
        e_fma_use_rm = 1'b1;
      end
      valhall_pkg::INS_FADD_IMM_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA16; e_res_v2 = 1'b1; e_res_flush = 1'b1;
        e_imm_operand = 1'b1;
        e_swz_identity = 1'b1;
      end
      valhall_pkg::INS_FMA_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_FMA16; e_res_v2 = 1'b1; e_res_flush = 1'b1;
        e_fma_op = fp_pkg::OP_FMA; e_fma_use_rm = 1'b1;
      end
      // ---- min/max, compares, selects ----
      valhall_pkg::INS_FMIN_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_MINMAX32; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FMAX_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_MINMAX32; e_res_flush = 1'b1; e_minmax_max = 1'b1;
      end
      valhall_pkg::INS_FMIN_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_MINMAX16; e_res_v2 = 1'b1; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FMAX_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_MINMAX16; e_res_v2 = 1'b1; e_res_flush = 1'b1;
        e_minmax_max = 1'b1;
      end
      valhall_pkg::INS_CUBEFACE1: begin
        e_comb_sel = valhall_fp_pkg::COMB_MINMAX32; e_res_flush = 1'b1; e_minmax_max = 1'b1;
        e_cubeface1 = 1'b1;
      end
      valhall_pkg::INS_FCMP_F32:   e_comb_sel = valhall_fp_pkg::COMB_FCMP32;
      valhall_pkg::INS_FCMP_V2F16: e_comb_sel = valhall_fp_pkg::COMB_FCMP16;
      valhall_pkg::INS_CSEL_F32:   e_comb_sel = valhall_fp_pkg::COMB_CSEL32;
      valhall_pkg::INS_CSEL_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_CSEL16; e_swz_identity = 1'b1;
      end
      valhall_pkg::INS_DISCARD_F32: e_comb_sel = valhall_fp_pkg::COMB_FCMP32;
      // ---- cube maps ----
      valhall_pkg::INS_CUBEFACE2: e_comb_sel = valhall_fp_pkg::COMB_CUBE;
      valhall_pkg::INS_CUBE_SSEL: begin
        e_comb_sel = valhall_fp_pkg::COMB_CUBE; e_cube_sel = 1'b1; e_flush_en = 1'b0;
      end
      valhall_pkg::INS_CUBE_TSEL: begin
        e_comb_sel = valhall_fp_pkg::COMB_CUBE; e_cube_sel = 1'b1; e_cube_tsel = 1'b1;
        e_flush_en = 1'b0;
      end
      // ---- classification, frexp, ldexp ----
      valhall_pkg::INS_FPCLASS_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_CLASS32; e_flush_en = 1'b0;
      end
      valhall_pkg::INS_FPCLASS_F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_CLASS16; e_flush_en = 1'b0;
      end
      valhall_pkg::INS_FREXPM_F32: e_comb_sel = valhall_fp_pkg::COMB_FREXP;
      valhall_pkg::INS_FREXPE_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_FREXP; e_frexp_exp = 1'b1;
      end
      valhall_pkg::INS_FREXPM_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_FREXP; e_f16_form = 1'b1;
      end
      valhall_pkg::INS_FREXPE_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_FREXP; e_f16_form = 1'b1; e_frexp_exp = 1'b1;
      end
      valhall_pkg::INS_LDEXP_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_LDEXP; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_LDEXP_V2F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_LDEXP; e_res_flush = 1'b1; e_res_v2 = 1'b1;
        e_f16_form = 1'b1;
      end
      // ---- reciprocal square root, reciprocal, division ----
      valhall_pkg::INS_FRSQ_F32, valhall_pkg::INS_FRSQ_APPROX_F32: begin
        e_comb_sel = valhall_fp_pkg::COMB_RSQ; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FRSQ_F16: begin
        e_comb_sel = valhall_fp_pkg::COMB_RSQ; e_res_flush = 1'b1; e_res_v2 = 1'b1;
        e_f16_form = 1'b1;
      end
      valhall_pkg::INS_FRCP_F32, valhall_pkg::INS_FRCP_APPROX_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_DIV32; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FATAN_ASSIST_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_DIV32; e_res_flush = 1'b1; e_div_atan = 1'b1;
      end
      valhall_pkg::INS_FRCP_F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_DIV16; e_res_flush = 1'b1; e_res_v2 = 1'b1;
      end
      // ---- SFU ----
      valhall_pkg::INS_FLOGD_F32, valhall_pkg::INS_FLOG_TABLE_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_SFU; e_res_flush = 1'b1; e_sfu_op = fp_pkg::SFU_LG2;
      end
      valhall_pkg::INS_FSIN_TABLE_U6: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_SFU; e_res_flush = 1'b1; e_sfu_op = fp_pkg::SFU_SIN;
        e_sfu_in = valhall_fp_pkg::SFU_IN_ANGLE;
      end
      valhall_pkg::INS_FCOS_TABLE_U6: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_SFU; e_res_flush = 1'b1; e_sfu_op = fp_pkg::SFU_COS;
        e_sfu_in = valhall_fp_pkg::SFU_IN_ANGLE;
      end
      valhall_pkg::INS_FSINCOS_OFFSET_U6: e_comb_sel = valhall_fp_pkg::COMB_OFFSET;
      valhall_pkg::INS_FEXP_TABLE_U4: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_SFU; e_res_flush = 1'b1; e_sfu_op = fp_pkg::SFU_EX2;
        e_sfu_in = valhall_fp_pkg::SFU_IN_SIXTEENTH;
      end
      valhall_pkg::INS_FEXP_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_SFU; e_res_flush = 1'b1; e_sfu_op = fp_pkg::SFU_EX2;
        e_sfu_in = valhall_fp_pkg::SFU_IN_FEXP;
      end
      // ---- conversions ----
      valhall_pkg::INS_F16_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2F;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F16_TO_S32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2I;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F16_TO_U32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2U;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F16;
      end
      valhall_pkg::INS_F32_TO_S32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2I;
      end
      valhall_pkg::INS_F32_TO_U32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2U;
      end
      valhall_pkg::INS_FROUND_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_RINT; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_FROUND_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_RINT;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_dst_fmt = fp_pkg::FP16;
        e_cvt_in = valhall_fp_pkg::CVT_IN_F16; e_cvt_mode = valhall_fp_pkg::CVT_HALF;
        e_res_v2 = 1'b1; e_res_flush = 1'b1;
      end
      valhall_pkg::INS_S32_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_I2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT32;
      end
      valhall_pkg::INS_U32_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_U2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT32;
      end
      valhall_pkg::INS_S16_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_I2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT16;
      end
      valhall_pkg::INS_U16_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_U2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT16;
      end
      valhall_pkg::INS_S8_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_I2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT8;
      end
      valhall_pkg::INS_U8_TO_F32: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_U2F;
        e_cvt_in = valhall_fp_pkg::CVT_IN_INT8;
      end
      valhall_pkg::INS_V2S16_TO_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_I2F;
        e_cvt_dst_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_V2INT16;
        e_cvt_mode = valhall_fp_pkg::CVT_HALF; e_res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2U16_TO_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_U2F;
        e_cvt_dst_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_V2INT16;
        e_cvt_mode = valhall_fp_pkg::CVT_HALF; e_res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2S8_TO_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_I2F;
        e_cvt_dst_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_V2INT8;
        e_cvt_mode = valhall_fp_pkg::CVT_HALF; e_res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2U8_TO_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_U2F;
        e_cvt_dst_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_V2INT8;
        e_cvt_mode = valhall_fp_pkg::CVT_HALF; e_res_v2 = 1'b1;
      end
      valhall_pkg::INS_V2F16_TO_V2S16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2I;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F16;
        e_cvt_mode = valhall_fp_pkg::CVT_SAT_S;
      end
      valhall_pkg::INS_V2F16_TO_V2U16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2U;
        e_cvt_src_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F16;
        e_cvt_mode = valhall_fp_pkg::CVT_SAT_U;
      end
      valhall_pkg::INS_V2F32_TO_V2F16: begin
        e_out_sel = valhall_fp_pkg::OUT_SEL_CVT; e_cvt_op = fp_pkg::OP_F2F;
        e_cvt_dst_fmt = fp_pkg::FP16; e_cvt_in = valhall_fp_pkg::CVT_IN_F32X2;
        e_cvt_mode = valhall_fp_pkg::CVT_HALF; e_res_v2 = 1'b1; e_res_flush = 1'b1;
      end
      default: ;
    endcase
    entry = {e_out_sel, e_comb_sel, e_res_v2, e_res_flush, e_flush_en, e_swz_identity,
             e_imm_operand, e_f16_form, e_frexp_exp, e_minmax_max, e_cubeface1, e_cube_sel,
             e_cube_tsel, e_fma_op, e_fma_use_rm, e_rscale, e_rscale16, e_cvt_op, e_cvt_src_fmt,
             e_cvt_dst_fmt, e_cvt_in, e_cvt_mode, e_div_atan, e_sfu_op, e_sfu_in};
  endfunction

  localparam int unsigned NumIns = valhall_pkg::NUM_INS;
  function automatic logic [NumIns*CtrlW-1:0] build_table();
    logic [NumIns*CtrlW-1:0] tbl;
    for (int unsigned i = 0; i < NumIns; i++)
      tbl[i*CtrlW +: CtrlW] = entry(valhall_pkg::INS_BITS'(i));
    build_table = tbl;
  endfunction
  localparam logic [NumIns*CtrlW-1:0] CtrlTable = build_table();

  logic [CtrlW-1:0] ctrl;
  valhall_ins_table #(.RowBits(CtrlW), .Width(CtrlW), .Table(CtrlTable)) u_table (
    .ins_i,
    .value_o (ctrl)
  );

  logic [2:0] out_sel_bits, cvt_in_bits, sfu_op_bits;
  logic [3:0] comb_sel_bits, fma_op_bits, cvt_op_bits;
  logic [1:0] rscale_bits, cvt_mode_bits, sfu_in_bits;
  logic       cvt_src_fmt_bit, cvt_dst_fmt_bit, fma_use_rm;
  assign {out_sel_bits, comb_sel_bits, res_v2_o, res_flush_o, flush_en_o, swz_identity_o,
          imm_operand_o, f16_form_o, frexp_exp_o, minmax_max_o, cubeface1_o, cube_sel_o,
          cube_tsel_o, fma_op_bits, fma_use_rm, rscale_bits, rscale16_o, cvt_op_bits,
          cvt_src_fmt_bit, cvt_dst_fmt_bit, cvt_in_bits, cvt_mode_bits, div_atan_o, sfu_op_bits,
          sfu_in_bits} = ctrl;
  assign out_sel_o     = valhall_fp_pkg::out_sel_e'(out_sel_bits);
  assign comb_sel_o    = valhall_fp_pkg::comb_sel_e'(comb_sel_bits);
  assign fma_op_o      = fp_pkg::fp_op_e'(fma_op_bits);
  assign rscale_o      = valhall_fp_pkg::rscale_e'(rscale_bits);
  assign cvt_op_o      = fp_pkg::fp_op_e'(cvt_op_bits);
  assign cvt_src_fmt_o = fp_pkg::fp_fmt_e'(cvt_src_fmt_bit);
  assign cvt_dst_fmt_o = fp_pkg::fp_fmt_e'(cvt_dst_fmt_bit);
  assign cvt_in_o      = valhall_fp_pkg::cvt_in_e'(cvt_in_bits);
  assign cvt_mode_o    = valhall_fp_pkg::cvt_mode_e'(cvt_mode_bits);
  assign sfu_op_o      = fp_pkg::sfu_op_e'(sfu_op_bits);
  assign sfu_in_o      = valhall_fp_pkg::sfu_in_e'(sfu_in_bits);
  assign fma_rm_o      = fma_use_rm ? rm_o : fp_pkg::RNE;
  assign cvt_signed_o  = cvt_op_o == fp_pkg::OP_I2F;

endmodule
