// Control-word types of the Valhall floating-point lane (valhall_fp_lane): what
// valhall_fp_ctrl decodes from the instruction and the lane's datapath reads. Enums only
// (Verilator 5.006 and Yosys 0.23: no structs, no assignment patterns).
package valhall_fp_pkg;

  // Which unit's result leaves the lane (selected after the last register).
  typedef enum logic [2:0] {
    OUT_SEL_COMB  = 3'd0,  // the stage-0 result (comb_sel_e), carried in the delay line
    OUT_SEL_FMA32 = 3'd1,  // binary32 FMA (scaled, rounded at the output)
    OUT_SEL_FMA16 = 3'd2,  // two binary16 FMAs
    OUT_SEL_CVT   = 3'd3,  // fp_cvt lanes, post-processed by cvt_mode_e
    OUT_SEL_DIV32 = 3'd4,  // binary32 divider
    OUT_SEL_DIV16 = 3'd5,  // two binary16 dividers
    OUT_SEL_SFU   = 3'd6   // fp_sfu
  } out_sel_e;

  // Which stage-0 operation gives the result when out_sel_e is OUT_SEL_COMB.
  typedef enum logic [3:0] {
    COMB_MINMAX32 = 4'd0,   // FMIN/FMAX.f32, CUBEFACE1 (chained maxima)
    COMB_MINMAX16 = 4'd1,   // FMIN/FMAX.v2f16
    COMB_FCMP32   = 4'd2,   // FCMP.f32 (and DISCARD.f32, whose flag is the condition)
    COMB_FCMP16   = 4'd3,   // FCMP.v2f16
    COMB_CSEL32   = 4'd4,   // CSEL.f32
    COMB_CSEL16   = 4'd5,   // CSEL.v2f16
    COMB_CLASS32  = 4'd6,   // FPCLASS.f32
    COMB_CLASS16  = 4'd7,   // FPCLASS.f16
    COMB_FREXP    = 4'd8,   // FREXPM/FREXPE
    COMB_LDEXP    = 4'd9,   // LDEXP
    COMB_RSQ      = 4'd10,  // FRSQ(_APPROX)
    COMB_CUBE     = 4'd11,  // CUBEFACE2, CUBE_SSEL/TSEL
    COMB_OFFSET   = 4'd12   // FSINCOS_OFFSET (the angle t)
  } comb_sel_e;

  // Post-processing of the two fp_cvt results.
  typedef enum logic [1:0] {
    CVT_WORD  = 2'd0,  // lane 0's 32-bit result
    CVT_HALF  = 2'd1,  // {lane 1, lane 0} 16-bit results
    CVT_SAT_S = 2'd2,  // int32 results saturated to int16
    CVT_SAT_U = 2'd3   // uint32 results saturated to uint16
  } cvt_mode_e;

  // Operand of the two fp_cvt lanes (lane 0 / lane 1).
  typedef enum logic [2:0] {
    CVT_IN_F32     = 3'd0,  // A, binary32 view / 0
    CVT_IN_F16     = 3'd1,  // A's binary16 lanes 0 / 1
    CVT_IN_INT32   = 3'd2,  // A through its Swizzles (32-bit) widen / 0
    CVT_IN_INT16   = 3'd3,  // lane 0 of A's 16-bit swizzle, extended / 0
    CVT_IN_INT8    = 3'd4,  // A's Lane (8-bit) byte, extended / 0
    CVT_IN_V2INT16 = 3'd5,  // A's 16-bit lanes (Swizzles 16-bit widen), extended
    CVT_IN_V2INT8  = 3'd6,  // A's bytes of the Half-swizzles (8-bit) field, extended
    CVT_IN_F32X2   = 3'd7   // A / B, binary32 views
  } cvt_in_e;

  // Argument of fp_sfu.
  typedef enum logic [1:0] {
    SFU_IN_A         = 2'd0,  // A, binary32 view (FLOGD, FLOG_TABLE)
    SFU_IN_ANGLE     = 2'd1,  // t = A[5:0] * pi/32 (FSIN/FCOS_TABLE)
    SFU_IN_SIXTEENTH = 2'd2,  // A[3:0] / 16 (FEXP_TABLE)
    SFU_IN_FEXP      = 2'd3   // the FEXP argument
  } sfu_in_e;

  // Zero-product rule of the binary32 FMA (FMA_RSCALE forms, execute.h P5).
  typedef enum logic [1:0] {
    RSCALE_NONE  = 2'd0,  // no scale (FADD, FADD_IMM, FADD_LSCALE, FMA)
    RSCALE_PLAIN = 2'd1,  // FMA_RSCALE, FMA_RSCALE_SCALE16: IEEE products
    RSCALE_N     = 2'd2,  // _N: a zero factor gives a zero product of sign sA^sB
    RSCALE_LEFT  = 2'd3   // _LEFT: a zero factor gives the product A
  } rscale_e;

endpackage : valhall_fp_pkg
