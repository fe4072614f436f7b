// TGSI execution engine: the micro-programs of the ALU opcodes (docs/tgsi.md 8.1-8.7, 8.11).
//
// Every ALU opcode is a short sequence of scalar micro-operations (tgsi_engine_pkg::uop_e) that
// all lanes execute together on their own tgsi_engine_lane. Operands are evaluated source
// components (K_SRC), four scratch registers (K_TMP), the result components (K_RES) and a few
// constants (K_CONST). Two modes:
//   per-component (percomp_o): the program runs once per component c enabled by the write mask;
//     comp CUR means c. Component-wise opcodes (MOVE, ARITH, SELECT, SET, ADDRESS, INTEGER,
//     DERIV).
//   whole (percomp_o = 0): the program runs once and writes the result components itself; with
//     repl_o the engine then copies result x to y, z and w (the replicating opcodes of 8.3, 8.4).
// Each formula is written step by step in the document's order of operations (every step one
// rounding, sums left to right), so the program is the formula.
module tgsi_engine_ucode
(
  input  logic [7:0]            opcode_i,
  input  logic [4:0]            step_i,
  output logic                  known_o,    // the opcode has a micro-program
  output logic                  percomp_o,  // run once per enabled component
  output logic                  repl_o,     // copy result x to y, z, w at the end
  output logic [tgsi_engine_pkg::UinstBits-1:0] uinst_o  // {last, uop, dst, a, b, c}
);
  // Package names used below (Yosys 0.23 reads no import inside a module).
  localparam int unsigned OpdBits = tgsi_engine_pkg::OpdBits;
  localparam tgsi_engine_pkg::opd_kind_e K_SRC = tgsi_engine_pkg::K_SRC;
  localparam logic [1:0] LN_OWN = tgsi_engine_pkg::LN_OWN;
  localparam tgsi_engine_pkg::opd_kind_e K_TMP = tgsi_engine_pkg::K_TMP;
  localparam tgsi_engine_pkg::opd_kind_e K_RES = tgsi_engine_pkg::K_RES;
  localparam tgsi_engine_pkg::opd_kind_e K_CONST = tgsi_engine_pkg::K_CONST;
  localparam int unsigned UinstBits = tgsi_engine_pkg::UinstBits;
  localparam logic [2:0] CUR = tgsi_engine_pkg::CUR;
  localparam tgsi_engine_pkg::uop_e U_MOV = tgsi_engine_pkg::U_MOV;
  localparam tgsi_engine_pkg::uop_e U_ABS = tgsi_engine_pkg::U_ABS;
  localparam tgsi_engine_pkg::uop_e U_NEG = tgsi_engine_pkg::U_NEG;
  localparam tgsi_engine_pkg::uop_e U_ADD = tgsi_engine_pkg::U_ADD;
  localparam tgsi_engine_pkg::uop_e U_SUB = tgsi_engine_pkg::U_SUB;
  localparam tgsi_engine_pkg::uop_e U_MUL = tgsi_engine_pkg::U_MUL;
  localparam tgsi_engine_pkg::uop_e U_DIV = tgsi_engine_pkg::U_DIV;
  localparam tgsi_engine_pkg::uop_e U_LT = tgsi_engine_pkg::U_LT;
  localparam tgsi_engine_pkg::uop_e U_SEL = tgsi_engine_pkg::U_SEL;
  localparam tgsi_engine_pkg::uop_e U_FLOOR = tgsi_engine_pkg::U_FLOOR;
  localparam tgsi_engine_pkg::uop_e U_CEIL = tgsi_engine_pkg::U_CEIL;
  localparam tgsi_engine_pkg::uop_e U_TRUNC = tgsi_engine_pkg::U_TRUNC;
  localparam logic [2:0] KC_HALF = tgsi_engine_pkg::KC_HALF;
  localparam logic [2:0] KC_ZERO = tgsi_engine_pkg::KC_ZERO;
  localparam tgsi_engine_pkg::uop_e U_LE = tgsi_engine_pkg::U_LE;
  localparam logic [2:0] KC_M1 = tgsi_engine_pkg::KC_M1;
  localparam logic [2:0] KC_ONE = tgsi_engine_pkg::KC_ONE;
  localparam tgsi_engine_pkg::uop_e U_EQ = tgsi_engine_pkg::U_EQ;
  localparam tgsi_engine_pkg::uop_e U_F2I = tgsi_engine_pkg::U_F2I;
  localparam tgsi_engine_pkg::uop_e U_I2F = tgsi_engine_pkg::U_I2F;
  localparam tgsi_engine_pkg::uop_e U_NOT = tgsi_engine_pkg::U_NOT;
  localparam tgsi_engine_pkg::uop_e U_AND = tgsi_engine_pkg::U_AND;
  localparam tgsi_engine_pkg::uop_e U_OR = tgsi_engine_pkg::U_OR;
  localparam tgsi_engine_pkg::uop_e U_XOR = tgsi_engine_pkg::U_XOR;
  localparam tgsi_engine_pkg::uop_e U_SHL = tgsi_engine_pkg::U_SHL;
  localparam tgsi_engine_pkg::uop_e U_SHR = tgsi_engine_pkg::U_SHR;
  localparam tgsi_engine_pkg::uop_e U_MOD = tgsi_engine_pkg::U_MOD;
  localparam tgsi_engine_pkg::uop_e U_SAD = tgsi_engine_pkg::U_SAD;
  localparam logic [1:0] LN_1 = tgsi_engine_pkg::LN_1;
  localparam logic [1:0] LN_0 = tgsi_engine_pkg::LN_0;
  localparam logic [1:0] LN_2 = tgsi_engine_pkg::LN_2;
  localparam tgsi_engine_pkg::uop_e U_SQRT = tgsi_engine_pkg::U_SQRT;
  localparam tgsi_engine_pkg::uop_e U_RCC = tgsi_engine_pkg::U_RCC;
  localparam tgsi_engine_pkg::uop_e U_EX2 = tgsi_engine_pkg::U_EX2;
  localparam tgsi_engine_pkg::uop_e U_LG2 = tgsi_engine_pkg::U_LG2;
  localparam tgsi_engine_pkg::uop_e U_SIN = tgsi_engine_pkg::U_SIN;
  localparam tgsi_engine_pkg::uop_e U_COS = tgsi_engine_pkg::U_COS;
  localparam tgsi_engine_pkg::uop_e U_POW = tgsi_engine_pkg::U_POW;
  localparam logic [2:0] KC_M128 = tgsi_engine_pkg::KC_M128;
  localparam logic [2:0] KC_128 = tgsi_engine_pkg::KC_128;
  localparam tgsi_pkg::opcode_e OPCODE_MOV = tgsi_pkg::OPCODE_MOV;
  localparam tgsi_pkg::opcode_e OPCODE_ABS = tgsi_pkg::OPCODE_ABS;
  localparam tgsi_pkg::opcode_e OPCODE_NEGATE = tgsi_pkg::OPCODE_NEGATE;
  localparam tgsi_pkg::opcode_e OPCODE_ADD = tgsi_pkg::OPCODE_ADD;
  localparam tgsi_pkg::opcode_e OPCODE_SUB = tgsi_pkg::OPCODE_SUB;
  localparam tgsi_pkg::opcode_e OPCODE_MUL = tgsi_pkg::OPCODE_MUL;
  localparam tgsi_pkg::opcode_e OPCODE_DIV = tgsi_pkg::OPCODE_DIV;
  localparam tgsi_pkg::opcode_e OPCODE_MAD = tgsi_pkg::OPCODE_MAD;
  localparam tgsi_pkg::opcode_e OPCODE_LRP = tgsi_pkg::OPCODE_LRP;
  localparam tgsi_pkg::opcode_e OPCODE_MIN = tgsi_pkg::OPCODE_MIN;
  localparam tgsi_pkg::opcode_e OPCODE_MAX = tgsi_pkg::OPCODE_MAX;
  localparam tgsi_pkg::opcode_e OPCODE_CLAMP = tgsi_pkg::OPCODE_CLAMP;
  localparam tgsi_pkg::opcode_e OPCODE_FLR = tgsi_pkg::OPCODE_FLR;
  localparam tgsi_pkg::opcode_e OPCODE_CEIL = tgsi_pkg::OPCODE_CEIL;
  localparam tgsi_pkg::opcode_e OPCODE_TRUNC = tgsi_pkg::OPCODE_TRUNC;
  localparam tgsi_pkg::opcode_e OPCODE_FRC = tgsi_pkg::OPCODE_FRC;
  localparam tgsi_pkg::opcode_e OPCODE_ROUND = tgsi_pkg::OPCODE_ROUND;
  localparam tgsi_pkg::opcode_e OPCODE_CMP = tgsi_pkg::OPCODE_CMP;
  localparam tgsi_pkg::opcode_e OPCODE_CND = tgsi_pkg::OPCODE_CND;
  localparam tgsi_pkg::opcode_e OPCODE_CND0 = tgsi_pkg::OPCODE_CND0;
  localparam tgsi_pkg::opcode_e OPCODE_SSG = tgsi_pkg::OPCODE_SSG;
  localparam tgsi_pkg::opcode_e OPCODE_SLT = tgsi_pkg::OPCODE_SLT;
  localparam tgsi_pkg::opcode_e OPCODE_SGE = tgsi_pkg::OPCODE_SGE;
  localparam tgsi_pkg::opcode_e OPCODE_SGT = tgsi_pkg::OPCODE_SGT;
  localparam tgsi_pkg::opcode_e OPCODE_SLE = tgsi_pkg::OPCODE_SLE;
  localparam tgsi_pkg::opcode_e OPCODE_SEQ = tgsi_pkg::OPCODE_SEQ;
  localparam tgsi_pkg::opcode_e OPCODE_SNE = tgsi_pkg::OPCODE_SNE;
  localparam tgsi_pkg::opcode_e OPCODE_SFL = tgsi_pkg::OPCODE_SFL;
  localparam tgsi_pkg::opcode_e OPCODE_STR = tgsi_pkg::OPCODE_STR;
  localparam tgsi_pkg::opcode_e OPCODE_ARL = tgsi_pkg::OPCODE_ARL;
  localparam tgsi_pkg::opcode_e OPCODE_ARR = tgsi_pkg::OPCODE_ARR;
  localparam tgsi_pkg::opcode_e OPCODE_I2F = tgsi_pkg::OPCODE_I2F;
  localparam tgsi_pkg::opcode_e OPCODE_NOT = tgsi_pkg::OPCODE_NOT;
  localparam tgsi_pkg::opcode_e OPCODE_AND = tgsi_pkg::OPCODE_AND;
  localparam tgsi_pkg::opcode_e OPCODE_OR = tgsi_pkg::OPCODE_OR;
  localparam tgsi_pkg::opcode_e OPCODE_XOR = tgsi_pkg::OPCODE_XOR;
  localparam tgsi_pkg::opcode_e OPCODE_SHL = tgsi_pkg::OPCODE_SHL;
  localparam tgsi_pkg::opcode_e OPCODE_SHR = tgsi_pkg::OPCODE_SHR;
  localparam tgsi_pkg::opcode_e OPCODE_MOD = tgsi_pkg::OPCODE_MOD;
  localparam tgsi_pkg::opcode_e OPCODE_SAD = tgsi_pkg::OPCODE_SAD;
  localparam tgsi_pkg::opcode_e OPCODE_DDX = tgsi_pkg::OPCODE_DDX;
  localparam tgsi_pkg::opcode_e OPCODE_DDY = tgsi_pkg::OPCODE_DDY;
  localparam tgsi_pkg::opcode_e OPCODE_RCP = tgsi_pkg::OPCODE_RCP;
  localparam tgsi_pkg::opcode_e OPCODE_RSQ = tgsi_pkg::OPCODE_RSQ;
  localparam tgsi_pkg::opcode_e OPCODE_RCC = tgsi_pkg::OPCODE_RCC;
  localparam tgsi_pkg::opcode_e OPCODE_EX2 = tgsi_pkg::OPCODE_EX2;
  localparam tgsi_pkg::opcode_e OPCODE_LG2 = tgsi_pkg::OPCODE_LG2;
  localparam tgsi_pkg::opcode_e OPCODE_SIN = tgsi_pkg::OPCODE_SIN;
  localparam tgsi_pkg::opcode_e OPCODE_COS = tgsi_pkg::OPCODE_COS;
  localparam tgsi_pkg::opcode_e OPCODE_POW = tgsi_pkg::OPCODE_POW;
  localparam tgsi_pkg::opcode_e OPCODE_DP2 = tgsi_pkg::OPCODE_DP2;
  localparam tgsi_pkg::opcode_e OPCODE_DP3 = tgsi_pkg::OPCODE_DP3;
  localparam tgsi_pkg::opcode_e OPCODE_DP4 = tgsi_pkg::OPCODE_DP4;
  localparam tgsi_pkg::opcode_e OPCODE_DPH = tgsi_pkg::OPCODE_DPH;
  localparam tgsi_pkg::opcode_e OPCODE_DP2A = tgsi_pkg::OPCODE_DP2A;
  localparam tgsi_pkg::opcode_e OPCODE_XPD = tgsi_pkg::OPCODE_XPD;
  localparam tgsi_pkg::opcode_e OPCODE_DST = tgsi_pkg::OPCODE_DST;
  localparam tgsi_pkg::opcode_e OPCODE_NRM = tgsi_pkg::OPCODE_NRM;
  localparam tgsi_pkg::opcode_e OPCODE_RFL = tgsi_pkg::OPCODE_RFL;
  localparam tgsi_pkg::opcode_e OPCODE_X2D = tgsi_pkg::OPCODE_X2D;
  localparam tgsi_pkg::opcode_e OPCODE_LIT = tgsi_pkg::OPCODE_LIT;
  localparam tgsi_pkg::opcode_e OPCODE_EXP = tgsi_pkg::OPCODE_EXP;
  localparam tgsi_pkg::opcode_e OPCODE_LOG = tgsi_pkg::OPCODE_LOG;
  localparam tgsi_pkg::opcode_e OPCODE_SCS = tgsi_pkg::OPCODE_SCS;

  // Operand encoders: {kind[1:0], s[1:0], comp[2:0], lane[1:0]}.
  function automatic logic [OpdBits-1:0] S(input logic [1:0] s, input logic [2:0] comp);
    S = {K_SRC, s, comp, LN_OWN};
  endfunction
  function automatic logic [OpdBits-1:0] SL(input logic [1:0] s, input logic [2:0] comp,
                                           input logic [1:0] lane);
    SL = {K_SRC, s, comp, lane};
  endfunction
  function automatic logic [OpdBits-1:0] T(input logic [2:0] i);
    T = {K_TMP, 2'd0, i, LN_OWN};
  endfunction
  function automatic logic [OpdBits-1:0] R(input logic [2:0] i);
    R = {K_RES, 2'd0, i, LN_OWN};
  endfunction
  function automatic logic [OpdBits-1:0] K(input logic [2:0] i);
    K = {K_CONST, 2'd0, i, LN_OWN};
  endfunction
  localparam logic [OpdBits-1:0] NONE = '0;

  // A micro-instruction writing scratch i / result i; L = the last of the program.
  function automatic logic [UinstBits-1:0] UT(input tgsi_engine_pkg::uop_e op, input logic [2:0] i,
      input logic [OpdBits-1:0] a, input logic [OpdBits-1:0] b, input logic [OpdBits-1:0] c);
    UT = {1'b0, op, K_TMP, i, a, b, c};
  endfunction
  function automatic logic [UinstBits-1:0] UR(input tgsi_engine_pkg::uop_e op, input logic [2:0] i,
      input logic [OpdBits-1:0] a, input logic [OpdBits-1:0] b, input logic [OpdBits-1:0] c);
    UR = {1'b0, op, K_RES, i, a, b, c};
  endfunction
  function automatic logic [UinstBits-1:0] L(input logic [UinstBits-1:0] u);
    L = u | {1'b1, {(UinstBits-1){1'b0}}};
  endfunction

  // Shorthands of the per-component operands.
  localparam logic [OpdBits-1:0] A = {K_SRC, 2'd0, CUR, LN_OWN};
  localparam logic [OpdBits-1:0] B = {K_SRC, 2'd1, CUR, LN_OWN};
  localparam logic [OpdBits-1:0] C = {K_SRC, 2'd2, CUR, LN_OWN};

  always_comb begin
    known_o   = 1'b1;
    percomp_o = 1'b1;
    repl_o    = 1'b0;
    uinst_o   = L(UR(U_MOV, CUR, A, NONE, NONE));
    unique case (opcode_i)
      // ---- 8.1 moves and component-wise arithmetic ----
      OPCODE_MOV:    uinst_o = L(UR(U_MOV, CUR, A, NONE, NONE));
      OPCODE_ABS:    uinst_o = L(UR(U_ABS, CUR, A, NONE, NONE));
      OPCODE_NEGATE: uinst_o = L(UR(U_NEG, CUR, A, NONE, NONE));
      OPCODE_ADD:    uinst_o = L(UR(U_ADD, CUR, A, B, NONE));
      OPCODE_SUB:    uinst_o = L(UR(U_SUB, CUR, A, B, NONE));
      OPCODE_MUL:    uinst_o = L(UR(U_MUL, CUR, A, B, NONE));
      OPCODE_DIV:    uinst_o = L(UR(U_DIV, CUR, A, B, NONE));
      OPCODE_MAD:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_MUL, 3'd0, A, B, NONE);
          default: uinst_o = L(UR(U_ADD, CUR, T(0), C, NONE));
        endcase
      OPCODE_LRP:  // (a * (b - c)) + c
        unique case (step_i)
          5'd0:    uinst_o = UT(U_SUB, 3'd0, B, C, NONE);
          5'd1:    uinst_o = UT(U_MUL, 3'd0, A, T(0), NONE);
          default: uinst_o = L(UR(U_ADD, CUR, T(0), C, NONE));
        endcase
      OPCODE_MIN:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, A, B, NONE);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), A, B));
        endcase
      OPCODE_MAX:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, B, A, NONE);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), A, B));
        endcase
      OPCODE_CLAMP:  // (a < b) ? b : ((a > c) ? c : a)
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, A, B, NONE);
          5'd1:    uinst_o = UT(U_LT, 3'd1, C, A, NONE);
          5'd2:    uinst_o = UT(U_SEL, 3'd1, T(1), C, A);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), B, T(1)));
        endcase
      OPCODE_FLR:    uinst_o = L(UR(U_FLOOR, CUR, A, NONE, NONE));
      OPCODE_CEIL:   uinst_o = L(UR(U_CEIL, CUR, A, NONE, NONE));
      OPCODE_TRUNC:  uinst_o = L(UR(U_TRUNC, CUR, A, NONE, NONE));
      OPCODE_FRC:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_FLOOR, 3'd0, A, NONE, NONE);
          default: uinst_o = L(UR(U_SUB, CUR, A, T(0), NONE));
        endcase
      OPCODE_ROUND:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_ADD, 3'd0, A, K(KC_HALF), NONE);
          default: uinst_o = L(UR(U_FLOOR, CUR, T(0), NONE, NONE));
        endcase
      OPCODE_CMP:  // (a < 0) ? b : c
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, A, K(KC_ZERO), NONE);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), B, C));
        endcase
      OPCODE_CND:  // (c > 0.5) ? a : b
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, K(KC_HALF), C, NONE);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), A, B));
        endcase
      OPCODE_CND0:  // (c >= 0) ? a : b
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LE, 3'd0, K(KC_ZERO), C, NONE);
          default: uinst_o = L(UR(U_SEL, CUR, T(0), A, B));
        endcase
      OPCODE_SSG:  // (a > 0) ? 1 : ((a < 0) ? -1 : 0)
        unique case (step_i)
          5'd0:    uinst_o = UT(U_LT, 3'd0, K(KC_ZERO), A, NONE);
          5'd1:    uinst_o = UT(U_LT, 3'd1, A, K(KC_ZERO), NONE);
          5'd2:    uinst_o = UT(U_SEL, 3'd1, T(1), K(KC_M1), K(KC_ZERO));
          default: uinst_o = L(UR(U_SEL, CUR, T(0), K(KC_ONE), T(1)));
        endcase
      // ---- 8.2 set-on-compare ----
      OPCODE_SLT, OPCODE_SGE, OPCODE_SGT, OPCODE_SLE, OPCODE_SEQ, OPCODE_SNE:
        unique case (step_i)
          5'd0:
            unique case (opcode_i)
              OPCODE_SLT: uinst_o = UT(U_LT, 3'd0, A, B, NONE);
              OPCODE_SGE: uinst_o = UT(U_LE, 3'd0, B, A, NONE);
              OPCODE_SGT: uinst_o = UT(U_LT, 3'd0, B, A, NONE);
              OPCODE_SLE: uinst_o = UT(U_LE, 3'd0, A, B, NONE);
              default:    uinst_o = UT(U_EQ, 3'd0, A, B, NONE);  // SEQ, SNE
            endcase
          default:
            if (opcode_i == OPCODE_SNE) uinst_o = L(UR(U_SEL, CUR, T(0), K(KC_ZERO), K(KC_ONE)));
            else                        uinst_o = L(UR(U_SEL, CUR, T(0), K(KC_ONE), K(KC_ZERO)));
        endcase
      OPCODE_SFL:    uinst_o = L(UR(U_MOV, CUR, K(KC_ZERO), NONE, NONE));
      OPCODE_STR:    uinst_o = L(UR(U_MOV, CUR, K(KC_ONE), NONE, NONE));
      // ---- 8.6 address ----
      OPCODE_ARL:    uinst_o = L(UR(U_F2I, CUR, A, NONE, NONE));
      OPCODE_ARR:
        unique case (step_i)
          5'd0:    uinst_o = UT(U_ADD, 3'd0, A, K(KC_HALF), NONE);
          default: uinst_o = L(UR(U_F2I, CUR, T(0), NONE, NONE));
        endcase
      // ---- 8.7 integer ----
      OPCODE_I2F:    uinst_o = L(UR(U_I2F, CUR, A, NONE, NONE));
      OPCODE_NOT:    uinst_o = L(UR(U_NOT, CUR, A, NONE, NONE));
      OPCODE_AND:    uinst_o = L(UR(U_AND, CUR, A, B, NONE));
      OPCODE_OR:     uinst_o = L(UR(U_OR, CUR, A, B, NONE));
      OPCODE_XOR:    uinst_o = L(UR(U_XOR, CUR, A, B, NONE));
      OPCODE_SHL:    uinst_o = L(UR(U_SHL, CUR, A, B, NONE));
      OPCODE_SHR:    uinst_o = L(UR(U_SHR, CUR, A, B, NONE));
      OPCODE_MOD:    uinst_o = L(UR(U_MOD, CUR, A, B, NONE));
      OPCODE_SAD:    uinst_o = L(UR(U_SAD, CUR, A, B, C));
      // ---- 11.1 derivatives: the same value in every lane ----
      OPCODE_DDX:    uinst_o = L(UR(U_SUB, CUR, SL(2'd0, CUR, LN_1), SL(2'd0, CUR, LN_0), NONE));
      OPCODE_DDY:    uinst_o = L(UR(U_SUB, CUR, SL(2'd0, CUR, LN_2), SL(2'd0, CUR, LN_0), NONE));
      // ---- 8.4 scalar, replicated ----
      OPCODE_RCP: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_DIV, 3'd0, K(KC_ONE), S(2'd0, 3'd0), NONE));
      end
      OPCODE_RSQ: begin  // 1 / sqrt(|a.x|), two roundings (D9)
        percomp_o = 1'b0; repl_o = 1'b1;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_ABS, 3'd0, S(2'd0, 3'd0), NONE, NONE);
          5'd1:    uinst_o = UT(U_SQRT, 3'd0, T(0), NONE, NONE);
          default: uinst_o = L(UR(U_DIV, 3'd0, K(KC_ONE), T(0), NONE));
        endcase
      end
      OPCODE_RCC: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_DIV, 3'd0, K(KC_ONE), S(2'd0, 3'd0), NONE);
          default: uinst_o = L(UR(U_RCC, 3'd0, T(0), NONE, NONE));
        endcase
      end
      OPCODE_EX2: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_EX2, 3'd0, S(2'd0, 3'd0), NONE, NONE));
      end
      OPCODE_LG2: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_LG2, 3'd0, S(2'd0, 3'd0), NONE, NONE));
      end
      OPCODE_SIN: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_SIN, 3'd0, S(2'd0, 3'd0), NONE, NONE));
      end
      OPCODE_COS: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_COS, 3'd0, S(2'd0, 3'd0), NONE, NONE));
      end
      OPCODE_POW: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        uinst_o = L(UR(U_POW, 3'd0, S(2'd0, 3'd0), S(2'd1, 3'd0), NONE));
      end
      // ---- 8.3 dot products (replicated) ----
      OPCODE_DP2, OPCODE_DP3, OPCODE_DP4, OPCODE_DPH, OPCODE_DP2A: begin
        percomp_o = 1'b0; repl_o = 1'b1;
        unique case (step_i)
          5'd0: uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd0), S(2'd1, 3'd0), NONE);
          5'd1: uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd1), S(2'd1, 3'd1), NONE);
          5'd2:
            if (opcode_i == OPCODE_DP2) uinst_o = L(UR(U_ADD, 3'd0, T(0), T(1), NONE));
            else                        uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd3:
            if (opcode_i == OPCODE_DP2A) uinst_o = L(UR(U_ADD, 3'd0, T(0), S(2'd2, 3'd0), NONE));
            else uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd2), S(2'd1, 3'd2), NONE);
          5'd4:
            if (opcode_i == OPCODE_DP3) uinst_o = L(UR(U_ADD, 3'd0, T(0), T(1), NONE));
            else                        uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd5:
            if (opcode_i == OPCODE_DPH) uinst_o = L(UR(U_ADD, 3'd0, T(0), S(2'd1, 3'd3), NONE));
            else uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd3), S(2'd1, 3'd3), NONE);
          default: uinst_o = L(UR(U_ADD, 3'd0, T(0), T(1), NONE));  // DP4
        endcase
      end
      // ---- 8.3 vector operations ----
      OPCODE_XPD: begin
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd1), S(2'd1, 3'd2), NONE);
          5'd1:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd2), S(2'd1, 3'd1), NONE);
          5'd2:    uinst_o = UR(U_SUB, 3'd0, T(0), T(1), NONE);
          5'd3:    uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd2), S(2'd1, 3'd0), NONE);
          5'd4:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd0), S(2'd1, 3'd2), NONE);
          5'd5:    uinst_o = UR(U_SUB, 3'd1, T(0), T(1), NONE);
          5'd6:    uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd0), S(2'd1, 3'd1), NONE);
          5'd7:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd1), S(2'd1, 3'd0), NONE);
          5'd8:    uinst_o = UR(U_SUB, 3'd2, T(0), T(1), NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      OPCODE_DST: begin
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UR(U_MOV, 3'd0, K(KC_ONE), NONE, NONE);
          5'd1:    uinst_o = UR(U_MUL, 3'd1, S(2'd0, 3'd1), S(2'd1, 3'd1), NONE);
          5'd2:    uinst_o = UR(U_MOV, 3'd2, S(2'd0, 3'd2), NONE, NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, S(2'd1, 3'd3), NONE, NONE));
        endcase
      end
      OPCODE_NRM: begin  // t = sqrt((x*x + y*y) + z*z); a.c / t; w = 1
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd0), S(2'd0, 3'd0), NONE);
          5'd1:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd1), S(2'd0, 3'd1), NONE);
          5'd2:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd3:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd2), S(2'd0, 3'd2), NONE);
          5'd4:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd5:    uinst_o = UT(U_SQRT, 3'd0, T(0), NONE, NONE);
          5'd6:    uinst_o = UR(U_DIV, 3'd0, S(2'd0, 3'd0), T(0), NONE);
          5'd7:    uinst_o = UR(U_DIV, 3'd1, S(2'd0, 3'd1), T(0), NONE);
          5'd8:    uinst_o = UR(U_DIV, 3'd2, S(2'd0, 3'd2), T(0), NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      OPCODE_RFL: begin  // n = a.a (xyz); m = a.b (xyz); k = (m + m) / n; a.c * k - b.c; w = 1
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_MUL, 3'd0, S(2'd0, 3'd0), S(2'd0, 3'd0), NONE);
          5'd1:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd1), S(2'd0, 3'd1), NONE);
          5'd2:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd3:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd2), S(2'd0, 3'd2), NONE);
          5'd4:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);                  // n
          5'd5:    uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd0), S(2'd1, 3'd0), NONE);
          5'd6:    uinst_o = UT(U_MUL, 3'd2, S(2'd0, 3'd1), S(2'd1, 3'd1), NONE);
          5'd7:    uinst_o = UT(U_ADD, 3'd1, T(1), T(2), NONE);
          5'd8:    uinst_o = UT(U_MUL, 3'd2, S(2'd0, 3'd2), S(2'd1, 3'd2), NONE);
          5'd9:    uinst_o = UT(U_ADD, 3'd1, T(1), T(2), NONE);                  // m
          5'd10:   uinst_o = UT(U_ADD, 3'd1, T(1), T(1), NONE);                  // m + m
          5'd11:   uinst_o = UT(U_DIV, 3'd0, T(1), T(0), NONE);                  // k
          5'd12:   uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd0), T(0), NONE);
          5'd13:   uinst_o = UR(U_SUB, 3'd0, T(1), S(2'd1, 3'd0), NONE);
          5'd14:   uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd1), T(0), NONE);
          5'd15:   uinst_o = UR(U_SUB, 3'd1, T(1), S(2'd1, 3'd1), NONE);
          5'd16:   uinst_o = UT(U_MUL, 3'd1, S(2'd0, 3'd2), T(0), NONE);
          5'd17:   uinst_o = UR(U_SUB, 3'd2, T(1), S(2'd1, 3'd2), NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      // x = (b.x*c.x + b.y*c.y) + a.x; y = (b.x*c.z + b.y*c.w) + a.y; z = x; w = y
      OPCODE_X2D: begin
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_MUL, 3'd0, S(2'd1, 3'd0), S(2'd2, 3'd0), NONE);
          5'd1:    uinst_o = UT(U_MUL, 3'd1, S(2'd1, 3'd1), S(2'd2, 3'd1), NONE);
          5'd2:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd3:    uinst_o = UR(U_ADD, 3'd0, T(0), S(2'd0, 3'd0), NONE);
          5'd4:    uinst_o = UT(U_MUL, 3'd0, S(2'd1, 3'd0), S(2'd2, 3'd2), NONE);
          5'd5:    uinst_o = UT(U_MUL, 3'd1, S(2'd1, 3'd1), S(2'd2, 3'd3), NONE);
          5'd6:    uinst_o = UT(U_ADD, 3'd0, T(0), T(1), NONE);
          5'd7:    uinst_o = UR(U_ADD, 3'd1, T(0), S(2'd0, 3'd1), NONE);
          5'd8:    uinst_o = UR(U_MOV, 3'd2, R(0), NONE, NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, R(1), NONE, NONE));
        endcase
      end
      // ---- 8.5 multi-result scalar operations ----
      OPCODE_LIT: begin
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UR(U_MOV, 3'd0, K(KC_ONE), NONE, NONE);
          5'd1:    uinst_o = UT(U_LT, 3'd0, K(KC_ZERO), S(2'd0, 3'd0), NONE);     // a.x > 0
          5'd2:    uinst_o = UR(U_SEL, 3'd1, T(0), S(2'd0, 3'd0), K(KC_ZERO));    // max(a.x, 0)
          5'd3:    uinst_o = UT(U_LT, 3'd1, K(KC_ZERO), S(2'd0, 3'd1), NONE);
          5'd4:    uinst_o = UT(U_SEL, 3'd1, T(1), S(2'd0, 3'd1), K(KC_ZERO));    // max(a.y, 0)
          5'd5:    uinst_o = UT(U_LT, 3'd2, S(2'd0, 3'd3), K(KC_M128), NONE);     // a.w < -128
          5'd6:    uinst_o = UT(U_LT, 3'd3, K(KC_128), S(2'd0, 3'd3), NONE);      // a.w > 128
          5'd7:    uinst_o = UT(U_SEL, 3'd3, T(3), K(KC_128), S(2'd0, 3'd3));
          5'd8:    uinst_o = UT(U_SEL, 3'd2, T(2), K(KC_M128), T(3));             // clamp(a.w)
          5'd9:    uinst_o = UT(U_POW, 3'd1, T(1), T(2), NONE);
          5'd10:   uinst_o = UR(U_SEL, 3'd2, T(0), T(1), K(KC_ZERO));
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      OPCODE_EXP: begin  // f = floor(a.x); x = EX2(f); y = a.x - f; z = EX2(a.x); w = 1
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_FLOOR, 3'd0, S(2'd0, 3'd0), NONE, NONE);
          5'd1:    uinst_o = UR(U_EX2, 3'd0, T(0), NONE, NONE);
          5'd2:    uinst_o = UR(U_SUB, 3'd1, S(2'd0, 3'd0), T(0), NONE);
          5'd3:    uinst_o = UR(U_EX2, 3'd2, S(2'd0, 3'd0), NONE, NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      OPCODE_LOG: begin  // z' = LG2(|a.x|); f = floor(z'); x = f; y = |a.x| / EX2(f); z = z'; w = 1
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UT(U_ABS, 3'd0, S(2'd0, 3'd0), NONE, NONE);
          5'd1:    uinst_o = UR(U_LG2, 3'd2, T(0), NONE, NONE);
          5'd2:    uinst_o = UR(U_FLOOR, 3'd0, R(2), NONE, NONE);
          5'd3:    uinst_o = UT(U_EX2, 3'd1, R(0), NONE, NONE);
          5'd4:    uinst_o = UR(U_DIV, 3'd1, T(0), T(1), NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      OPCODE_SCS: begin
        percomp_o = 1'b0;
        unique case (step_i)
          5'd0:    uinst_o = UR(U_COS, 3'd0, S(2'd0, 3'd0), NONE, NONE);
          5'd1:    uinst_o = UR(U_SIN, 3'd1, S(2'd0, 3'd0), NONE, NONE);
          5'd2:    uinst_o = UR(U_MOV, 3'd2, K(KC_ZERO), NONE, NONE);
          default: uinst_o = L(UR(U_MOV, 3'd3, K(KC_ONE), NONE, NONE));
        endcase
      end
      default: known_o = 1'b0;
    endcase
  end

endmodule
