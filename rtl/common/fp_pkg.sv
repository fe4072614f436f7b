// Shared IEEE-754 definitions for every FP unit in rtl/common.
// Kept to the SystemVerilog subset that both Verilator 5 and Yosys 0.23 read:
// enums and localparams only (no functions with automatic variables, no structs).
package fp_pkg;

  // Floating-point formats the units can be elaborated for.
  typedef enum logic [0:0] {
    FP32 = 1'b0,
    FP16 = 1'b1
  } fp_fmt_e;

  // Rounding modes, numbered as in RISC-V frm (and TestFloat's -rnear_even .. -rnear_maxMag order
  // differs; the harness maps names, never numbers).
  typedef enum logic [2:0] {
    RNE = 3'd0,  // round to nearest, ties to even
    RTZ = 3'd1,  // toward zero
    RDN = 3'd2,  // toward -inf
    RUP = 3'd3,  // toward +inf
    RMM = 3'd4   // round to nearest, ties away from zero
  } roundmode_e;

  // Operations of the FP core. Each unit implements a group; fpu_top dispatches on this.
  typedef enum logic [3:0] {
    OP_ADD  = 4'd0,   // a + b                       (addmul group, fp_fma)
    OP_SUB  = 4'd1,   // a - b
    OP_MUL  = 4'd2,   // a * b
    OP_FMA  = 4'd3,   // a * b + c, one rounding
    OP_CMP  = 4'd4,   // compare, condition in cmp_cond   (fp_cmp)
    OP_MIN  = 4'd5,   // minNum, zero ordering in minmax_zero_ordered
    OP_MAX  = 4'd6,   // maxNum
    OP_F2F  = 4'd7,   // float -> float (src_fmt -> dst_fmt)  (fp_cvt)
    OP_F2I  = 4'd8,   // float -> int32
    OP_F2U  = 4'd9,   // float -> uint32
    OP_I2F  = 4'd10,  // int32 -> float
    OP_U2F  = 4'd11,  // uint32 -> float
    OP_RINT = 4'd12   // round to integral value in the same format
  } fp_op_e;

  // Operations of the special-function unit (fp_sfu; golden/fp/sfu.h, Op).
  typedef enum logic [2:0] {
    SFU_EX2 = 3'd0,  // 2^a
    SFU_LG2 = 3'd1,  // log2(a)
    SFU_SIN = 3'd2,  // sin(a), radians
    SFU_COS = 3'd3,  // cos(a), radians
    SFU_POW = 3'd4   // a^b
  } sfu_op_e;

  // Compare conditions. lt/le are signalling (invalid on any NaN), eq is quiet (invalid on sNaN).
  typedef enum logic [1:0] {
    CMP_EQ = 2'd0,
    CMP_LT = 2'd1,
    CMP_LE = 2'd2
  } cmp_cond_e;

  // Exception flag bit positions, identical to Berkeley SoftFloat/TestFloat flag values.
  localparam int unsigned FLAG_NX = 0;  // inexact
  localparam int unsigned FLAG_UF = 1;  // underflow
  localparam int unsigned FLAG_OF = 2;  // overflow
  localparam int unsigned FLAG_DZ = 3;  // divide by zero (infinite)
  localparam int unsigned FLAG_NV = 4;  // invalid

  // Default canonical quiet NaNs (overridable by the units' parameters).
  localparam logic [31:0] CANON_NAN32 = 32'h7FC0_0000;
  localparam logic [15:0] CANON_NAN16 = 16'h7E00;

endpackage
