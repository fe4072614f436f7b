// The control word of the ATTILA pipeline: what attila_ctrl decodes once from the opcode and
// carries down the pipe, and what attila_lane reads at each pipeline point instead of the
// opcode. Each enum is one choice of one point (rtl/attila/README.md, "Micro-architecture").
// The execution classes these choices refine (read kind, write kind, unit) are generated from
// rtl/attila/attila_isa.json into attila_pkg. Opcodes that do not use a unit leave its choice at
// the first value; its result is then never selected.
//
// The pipe carries each choice binary-coded (fewest registers); at the point that reads it,
// attila_ctrl hands it to the lanes one-hot (bit v of NAME = "the choice is value v", NUM_<X>
// bits), so that each lane's wide selections are and-or trees of ready-made select lines.
package attila_ctrl_pkg;

  localparam int unsigned NUM_CMP  = 4;
  localparam int unsigned NUM_DIV  = 4;
  localparam int unsigned NUM_FX   = 3;
  localparam int unsigned NUM_VAL  = 14;
  localparam int unsigned NUM_KILL = 3;
  localparam int unsigned NUM_PRED = 6;
  localparam int unsigned NUM_PATH = 11;
  localparam int unsigned NUM_EFF  = 7;

  // ---- P1: the operation of the units fed by the operands ------------------------------------

  // The comparator's question (fp_cmp, quiet: false on NaN).
  typedef enum logic [1:0] {
    CMP_LT  = 2'd0,  // a < b   (MIN, SGE, SLT, SETPLT)
    CMP_GT  = 2'd1,  // b < a   (MAX, SETPGT)
    CMP_LTZ = 2'd2,  // a < 0   (CMP, CMPKIL)
    CMP_EQ  = 2'd3   // a == b  (SETPEQ)
  } cmp_e;

  // The dividers' operands (components 0..2).
  typedef enum logic [1:0] {
    DIV_RCP = 2'd0,  // 1 / s
    DIV_RSQ = 2'd1,  // 1 / (s < 0 ? -s : s), then the square root (docs/attila.md 5.4)
    DIV_TXP = 2'd2,  // x/w, y/w, z/w (E22)
    DIV_LOG = 2'd3   // s / 2^floor(log2 s) (E15; component 1 is the one used)
  } div_e;

  // The fixed-point multiply-add (attila_fx_mac).
  typedef enum logic [1:0] {
    FX_MUL     = 2'd0,  // a * b       (FXMUL)
    FX_MAD_C   = 2'd1,  // a * b + c   (FXMAD2)
    FX_MAD_ACC = 2'd2   // a * b + acc (FXMAD)
  } fx_e;

  // ---- PM: selections and the adders' operands ------------------------------------------------

  // The value of a component at PM (the adder chain, dividers and SFU may replace it later).
  typedef enum logic [3:0] {
    VAL_A      = 4'd0,   // the op1 read
    VAL_PROD   = 4'd1,   // a * b
    VAL_MINMAX = 4'd2,   // cmp ? a : b  (MIN: a < b; MAX: b < a)
    VAL_SGE    = 4'd3,   // cmp ? 0 : 1
    VAL_SLT    = 4'd4,   // cmp ? 1 : 0
    VAL_SEL_BC = 4'd5,   // cmp ? b : c  (CMP, CMPKIL: a < 0)
    VAL_FLOOR  = 4'd6,   // floor(a)
    VAL_ARL    = 4'd7,   // floor(a) to int32, invalid -> 0x80000000
    VAL_INT    = 4'd8,   // a + b or a * b, int32
    VAL_FX     = 4'd9,   // the fixed-point sum to float
    VAL_DST    = 4'd10,  // (1, a.y*b.y, a.z, b.w) (E12)
    VAL_LIT    = 4'd11,  // (1, x', -, 1) (docs/attila.md 5.3)
    VAL_EXP    = 4'd12,  // (2^floor(s), -, -, 1) (E14)
    VAL_LOG    = 4'd13   // (floor(log2|s|), -, -, 1) (E15)
  } val_e;

  // The adders' operands (x + y; a subtraction adds the negated y).
  typedef enum logic [2:0] {
    ADD_FLOOR = 3'd0,  // a - floor(a)             (FRC, EXP.y)
    ADD_AB    = 3'd1,  // a + b                    (ADD)
    ADD_SUB   = 3'd2,  // a - b                    (DDX, DDY: the quad partners' reads)
    ADD_MAD   = 3'd3,  // a*b + c                  (MAD)
    ADD_DP    = 3'd4,  // a.x*b.x + a.y*b.y, then + a.z*b.z, then + a.w*b.w  (DP3, DP4)
    ADD_DPH   = 3'd5   // the same, the last term b.w                        (DPH)
  } add_e;

  // The kill test.
  typedef enum logic [1:0] {
    KILL_NONE   = 2'd0,
    KILL_READ   = 2'd1,  // any component of the V read < 0 (KIL, KLS)
    KILL_RESULT = 2'd2   // any masked component of the result < 0 (CMPKIL, E23)
  } kill_e;

  // The predicate value, before the invert bit (D3).
  typedef enum logic [2:0] {
    PRED_NONE = 3'd0,
    PRED_CMP  = 3'd1,  // the comparator (SETPEQ, SETPGT, SETPLT)
    PRED_IEQ  = 3'd2,  // int32 a == b (STPEQI)
    PRED_IGT  = 3'd3,  // int32 a > b  (STPGTI)
    PRED_ILT  = 3'd4,  // int32 a < b  (STPLTI, D2)
    PRED_BOOL = 3'd5   // op1 AND op2, boolean reads (ANDP)
  } pred_e;

  // ---- PA1 ... PE: which unit's result replaces the value, and where -------------------------
  typedef enum logic [3:0] {
    PATH_VAL  = 4'd0,   // the value of PM
    PATH_SUM  = 4'd1,   // PA1: the adders              (ADD, MAD, FRC, DDX, DDY)
    PATH_DP3  = 4'd2,   // PA2: (x + y) + z, replicated (DP3)
    PATH_DP4  = 4'd3,   // PA3: ((x + y) + z) + w       (DP4, DPH)
    PATH_EXP  = 4'd4,   // PA1: y = the adder; PE: z = the SFU (EXP)
    PATH_LOG  = 4'd5,   // PE: y = quotient 1, z = the SFU (LOG)
    PATH_LIT  = 4'd6,   // PE: z = x' > 0 ? the SFU : 0 (LIT)
    PATH_RCP  = 4'd7,   // PE: quotient 0, replicated   (RCP)
    PATH_RSQ  = 4'd8,   // PE: the square root, replicated (RSQ)
    PATH_SFU  = 4'd9,   // PE: the SFU, replicated      (EX2, LG2, SIN, COS)
    PATH_TXP  = 4'd10   // PE: x, y, z = quotients 0..2 (TXP)
  } path_e;

  // ---- PE: the effects besides register, predicate and accumulator writes -------------------
  // (Kills need no code here: the kill test is false for every other opcode.)
  typedef enum logic [2:0] {
    EFF_NONE   = 3'd0,
    EFF_ZEXP   = 3'd1,  // Z export of value 0 to the sample (ZXP)
    EFF_ZEXP4  = 3'd2,  // Z export of values 0..3 to samples sample..sample+3 (ZXS, D12)
    EFF_CHS    = 3'd3,  // the sample counter advances (CHS)
    EFF_TEX    = 3'd4,  // texture request, no parameter (TEX, TXP)
    EFF_TEX_W  = 3'd5,  // texture request, parameter v.w (TXB bias, TXL lod)
    EFF_TEX_X  = 3'd6   // attribute request, parameter v.x (LDA)
  } eff_e;

endpackage : attila_ctrl_pkg
