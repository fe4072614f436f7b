// The control of the ATTILA pipeline, decoded once from the opcode at point 0 and carried down
// the pipe beside the instruction (pipe_delay, on the same register enables as the lanes), so
// that the lanes never compare opcodes: each lane point reads the named choices of
// attila_ctrl_pkg. One instance serves every lane. What the pipeline reads at point 0 itself
// (operand reads, quad routing, side channel) and the illegal -> NOP substitution are
// attila_ctrl_p0's, decoded in front of the decode register; op_i is its op_o.
//
// Two sources (as in attila_ctrl_p0), kept apart on purpose:
// * the execution class of the opcode, generated from rtl/attila/attila_isa.json into attila_pkg
//   (write kind, unit; the read kind and scalar read are point 0's): where the result goes,
//   which unit executes it, and the effects that follow from the unit (kill test, Z export,
//   sample counter, adder result, predicate source);
// * the choices that are the opcode's own semantics (which comparison MAX makes, which SFU
//   function EXP uses, which component a result replaces...), in the one `case` below. They are
//   written from docs/attila.md independently of the golden model's semantics.cpp.
//
// Points (attila_lane has the same): P1 = 1, PM = P1 + MulRegs, PA1..PA3 = PM + k*AddRegs, PE.
// Each choice travels binary-coded, and only as far as the last point that reads it; there it is
// handed to the lanes one-hot (a vector indexed by the enum) or as the single select lines the
// lane needs. Measured with Yosys 0.23 on one attila_lane (units as black boxes): with the 4-bit
// enums decoded at its multiplexers it took 7,029 ECP5 LUT4 and 4,313 iCE40 LUT4, with select
// lines 4,757 and 4,080.
module attila_ctrl #(
  parameter int unsigned MulRegs = 2,
  parameter int unsigned AddRegs = 2,
  parameter int unsigned PE      = 1 + MulRegs + 3 * AddRegs
) (
  input  logic                          clk_i,
  input  logic [PE:0]                   reg_en_i,
  // Point 0: the instruction (attila_ctrl_p0's opcode: NOP for an illegal instruction).
  input  logic [7:0]                    op_i,
  input  logic [3:0]                    mask_i,
  input  logic                          sat_i,
  input  logic                          invert_i,
  // P1 (one-hot vectors are indexed by the attila_ctrl_pkg enum of the same name)
  output logic                          cvt_int_p1_o,   // floor to int32 (ARL), else to float
  output logic [attila_ctrl_pkg::NUM_CMP-1:0] cmp_p1_o,
  output logic                          int_mul_p1_o,   // int32 a * b (MULI), else a + b
  output logic [attila_ctrl_pkg::NUM_FX-1:0]  fx_p1_o,
  output logic [attila_ctrl_pkg::NUM_DIV-1:0] div_p1_o,
  output fp_pkg::sfu_op_e               sfu_p1_o,
  output logic                          sfu_pow_p1_o,   // the SFU computes LIT's pow
  // The results the instruction takes from the SFU, the square root and the dividers: the
  // compact configuration runs only these iterative units (bit 2 SFU, 1 root, 0 division).
  output logic [2:0]                    iter_p1_o,
  // PM
  output logic [attila_ctrl_pkg::NUM_VAL-1:0]  val_pm_o,
  output logic                          add_x_prod_pm_o,  // adder x = the product (MAD, DP*)
  output logic                          add_y_b_pm_o,     // adder y = b (ADD, DDX, DDY)
  output logic                          add_y_c_pm_o,     // adder y = c (MAD)
  output logic                          add_y_prod_pm_o,  // adder y = product y (DP*)
  output logic                          add_sub_pm_o,     // adder negates y (FRC, EXP, DDX, DDY)
  output logic                          dp_w_b_pm_o,      // the last DP term is b.w (DPH)
  output logic [attila_ctrl_pkg::NUM_KILL-1:0] kill_pm_o,
  output logic [attila_ctrl_pkg::NUM_PRED-1:0] pred_pm_o,
  output logic                          invert_pm_o,
  output logic [3:0]                    wmask_pm_o,     // see wmask_pe_o
  // PA1, PA2, PA3: the adder chain's results
  output logic                          sum_pa1_o,      // the value is the adders' (PATH_SUM)
  output logic                          exp_y_pa1_o,    // y is the adder's (PATH_EXP)
  output logic                          dp3_pa2_o,      // PATH_DP3
  output logic                          dp4_pa3_o,      // PATH_DP4
  // PE: the merge, writes (before the predicate gate) and effects.
  output logic [attila_ctrl_pkg::NUM_PATH-1:0] path_pe_o,
  output logic [3:0]                    wmask_pe_o,     // register or accumulator write enables
  output logic                          acc_pe_o,       // ... of the accumulator
  output logic                          pred_pe_o,      // the predicate P[res_reg] is written
  output logic                          sat_pe_o,
  output logic [attila_ctrl_pkg::NUM_EFF-1:0]  eff_pe_o
);

  localparam int unsigned NumCmp  = attila_ctrl_pkg::NUM_CMP;
  localparam int unsigned NumFx   = attila_ctrl_pkg::NUM_FX;
  localparam int unsigned NumDiv  = attila_ctrl_pkg::NUM_DIV;
  localparam int unsigned NumVal  = attila_ctrl_pkg::NUM_VAL;
  localparam int unsigned NumKill = attila_ctrl_pkg::NUM_KILL;
  localparam int unsigned NumPred = attila_ctrl_pkg::NUM_PRED;
  localparam int unsigned NumPath = attila_ctrl_pkg::NUM_PATH;
  localparam int unsigned NumEff  = attila_ctrl_pkg::NUM_EFF;

  localparam int unsigned P1  = 1;
  localparam int unsigned PM  = P1 + MulRegs;
  localparam int unsigned PA1 = PM + AddRegs;
  localparam int unsigned PA2 = PA1 + AddRegs;
  localparam int unsigned PA3 = PA2 + AddRegs;

  // =============================================================================================
  // Execution class (generated table)
  // =============================================================================================
  // (The read kind and the scalar read are attila_ctrl_p0's: only point 0 reads them.)
  logic [attila_pkg::WRITE_KIND_BITS-1:0] write_kind;
  logic [attila_pkg::UNIT_BITS-1:0]       unit;

  assign write_kind = attila_pkg::OPC_WRITE_KIND[op_i*attila_pkg::WRITE_KIND_BITS +:
                                                 attila_pkg::WRITE_KIND_BITS];
  assign unit       = attila_pkg::OPC_UNIT[op_i*attila_pkg::UNIT_BITS +: attila_pkg::UNIT_BITS];

  // Writes: registers through the mask (all four for INT_ALL, E19), the accumulator through the
  // mask, or the predicate.
  logic [3:0] wmask;
  logic       acc, pred_we;
  always_comb begin
    unique case (write_kind)
      attila_pkg::WRITE_FLOAT, attila_pkg::WRITE_INT, attila_pkg::WRITE_ACC: wmask = mask_i;
      attila_pkg::WRITE_INT_ALL:                                             wmask = 4'hF;
      default:                                                               wmask = 4'h0;
    endcase
  end
  assign acc     = write_kind == attila_pkg::WRITE_ACC;
  assign pred_we = write_kind == attila_pkg::WRITE_PRED;

  // =============================================================================================
  // The opcode's own choices
  // =============================================================================================
  logic                   cvt_int, int_mul;
  attila_ctrl_pkg::cmp_e  cmp;
  attila_ctrl_pkg::fx_e   fx;
  attila_ctrl_pkg::div_e  div;
  fp_pkg::sfu_op_e        sfu;
  attila_ctrl_pkg::val_e  val;
  attila_ctrl_pkg::add_e  add;
  attila_ctrl_pkg::kill_e kill;
  attila_ctrl_pkg::pred_e pred;
  attila_ctrl_pkg::path_e path;
  attila_ctrl_pkg::eff_e  eff;

  always_comb begin
    // What follows from the unit; the case refines it.
    cvt_int    = 1'b0;
    int_mul    = 1'b0;
    cmp        = attila_ctrl_pkg::CMP_LT;
    fx         = attila_ctrl_pkg::FX_MUL;
    div        = attila_ctrl_pkg::DIV_RCP;
    sfu        = fp_pkg::SFU_EX2;
    val        = attila_ctrl_pkg::VAL_A;
    add        = attila_ctrl_pkg::ADD_FLOOR;
    kill       = (unit == attila_pkg::UNIT_KILL) ? attila_ctrl_pkg::KILL_READ
                                                 : attila_ctrl_pkg::KILL_NONE;
    pred       = attila_ctrl_pkg::PRED_NONE;
    if (pred_we) begin
      if (unit == attila_pkg::UNIT_CMP) begin
        pred = attila_ctrl_pkg::PRED_CMP;
      end else if (unit == attila_pkg::UNIT_BOOL) begin
        pred = attila_ctrl_pkg::PRED_BOOL;
      end
    end
    path       = attila_ctrl_pkg::PATH_VAL;
    eff        = attila_ctrl_pkg::EFF_NONE;
    unique case (unit)
      attila_pkg::UNIT_ADD, attila_pkg::UNIT_QUAD: path = attila_ctrl_pkg::PATH_SUM;
      attila_pkg::UNIT_DIV:    path = attila_ctrl_pkg::PATH_RCP;  // 1 / s
      attila_pkg::UNIT_SQRT: begin                                // 1 / s, then the square root
        div  = attila_ctrl_pkg::DIV_RSQ;
        path = attila_ctrl_pkg::PATH_RSQ;
      end
      attila_pkg::UNIT_SFU:    path = attila_ctrl_pkg::PATH_SFU;  // EXP, LOG, LIT: below
      attila_pkg::UNIT_TEX:    eff  = attila_ctrl_pkg::EFF_TEX;
      attila_pkg::UNIT_ZEXP:   eff  = attila_ctrl_pkg::EFF_ZEXP;
      attila_pkg::UNIT_SAMPLE: eff  = attila_ctrl_pkg::EFF_CHS;
      default: ;
    endcase

    unique case (op_i)
      // Comparator and selections (docs/attila.md 6.3: the 2nd operand on NaN or equal).
      attila_pkg::OP_MIN:    val = attila_ctrl_pkg::VAL_MINMAX;
      attila_pkg::OP_MAX: begin
        cmp = attila_ctrl_pkg::CMP_GT;
        val = attila_ctrl_pkg::VAL_MINMAX;
      end
      attila_pkg::OP_SGE:    val = attila_ctrl_pkg::VAL_SGE;
      attila_pkg::OP_SLT:    val = attila_ctrl_pkg::VAL_SLT;
      attila_pkg::OP_CMP: begin
        cmp = attila_ctrl_pkg::CMP_LTZ;
        val = attila_ctrl_pkg::VAL_SEL_BC;
      end
      attila_pkg::OP_CMPKIL: begin                          // E23
        cmp  = attila_ctrl_pkg::CMP_LTZ;
        val  = attila_ctrl_pkg::VAL_SEL_BC;
        kill = attila_ctrl_pkg::KILL_RESULT;
      end
      attila_pkg::OP_SETPEQ: cmp = attila_ctrl_pkg::CMP_EQ;
      attila_pkg::OP_SETPGT: cmp = attila_ctrl_pkg::CMP_GT;
      // Multipliers, adders, dot products.
      attila_pkg::OP_MUL:    val = attila_ctrl_pkg::VAL_PROD;
      attila_pkg::OP_DST:    val = attila_ctrl_pkg::VAL_DST;  // E12
      attila_pkg::OP_ADD:    add = attila_ctrl_pkg::ADD_AB;
      attila_pkg::OP_MAD:    add = attila_ctrl_pkg::ADD_MAD;  // two roundings (6.2)
      attila_pkg::OP_DDX, attila_pkg::OP_DDY: add = attila_ctrl_pkg::ADD_SUB;  // partners: p0
      attila_pkg::OP_DP3: begin                             // E11
        add  = attila_ctrl_pkg::ADD_DP;
        path = attila_ctrl_pkg::PATH_DP3;
      end
      attila_pkg::OP_DP4: begin
        add  = attila_ctrl_pkg::ADD_DP;
        path = attila_ctrl_pkg::PATH_DP4;
      end
      attila_pkg::OP_DPH: begin
        add  = attila_ctrl_pkg::ADD_DPH;
        path = attila_ctrl_pkg::PATH_DP4;
      end
      // Floor converters (FRC: the adder's default a - floor(a)).
      attila_pkg::OP_FLR:    val = attila_ctrl_pkg::VAL_FLOOR;  // D1
      attila_pkg::OP_ARL: begin                                 // 5.5
        cvt_int = 1'b1;
        val     = attila_ctrl_pkg::VAL_ARL;
      end
      // Integer ALU and compares.
      attila_pkg::OP_ADDI:   val = attila_ctrl_pkg::VAL_INT;
      attila_pkg::OP_MULI: begin
        int_mul = 1'b1;
        val     = attila_ctrl_pkg::VAL_INT;
      end
      attila_pkg::OP_STPEQI: pred = attila_ctrl_pkg::PRED_IEQ;
      attila_pkg::OP_STPGTI: pred = attila_ctrl_pkg::PRED_IGT;
      attila_pkg::OP_STPLTI: pred = attila_ctrl_pkg::PRED_ILT;  // D2
      // Fixed point (5.10).
      attila_pkg::OP_FXMAD: begin
        fx  = attila_ctrl_pkg::FX_MAD_ACC;
        val = attila_ctrl_pkg::VAL_FX;
      end
      attila_pkg::OP_FXMAD2: fx = attila_ctrl_pkg::FX_MAD_C;
      // Dividers, square root, special-function unit (E13, E14, E15, 5.3, 5.4).
      // (RCP, RSQ and EX2 are the units' choices.)
      attila_pkg::OP_LG2:    sfu = fp_pkg::SFU_LG2;
      attila_pkg::OP_SIN:    sfu = fp_pkg::SFU_SIN;
      attila_pkg::OP_COS:    sfu = fp_pkg::SFU_COS;
      attila_pkg::OP_EXP: begin
        val  = attila_ctrl_pkg::VAL_EXP;
        path = attila_ctrl_pkg::PATH_EXP;
      end
      attila_pkg::OP_LOG: begin
        div  = attila_ctrl_pkg::DIV_LOG;
        sfu  = fp_pkg::SFU_LG2;
        val  = attila_ctrl_pkg::VAL_LOG;
        path = attila_ctrl_pkg::PATH_LOG;
      end
      attila_pkg::OP_LIT: begin
        sfu  = fp_pkg::SFU_POW;
        val  = attila_ctrl_pkg::VAL_LIT;
        path = attila_ctrl_pkg::PATH_LIT;
      end
      // Texture and attribute requests (5.9): the parameter; TXP divides first (E22).
      attila_pkg::OP_TXB, attila_pkg::OP_TXL: eff = attila_ctrl_pkg::EFF_TEX_W;
      attila_pkg::OP_LDA:    eff = attila_ctrl_pkg::EFF_TEX_X;
      attila_pkg::OP_TXP: begin
        div  = attila_ctrl_pkg::DIV_TXP;
        path = attila_ctrl_pkg::PATH_TXP;
      end
      // Fragment effects (5.7; KLS's sample is attila_ctrl_p0's).
      attila_pkg::OP_ZXS:    eff = attila_ctrl_pkg::EFF_ZEXP4;  // D12
      default: ;  // the unit's: MOV, FRC, RCP, RSQ, EX2, SETPLT, FXMUL, TEX, KIL, KLS, ZXP, CHS...
    endcase
  end

  // =============================================================================================
  // Down the pipe
  // =============================================================================================
  // P1
  // (The *_q signals are the choices at their point, by name in a waveform.)
  attila_ctrl_pkg::cmp_e cmp_q;
  attila_ctrl_pkg::fx_e  fx_q;
  attila_ctrl_pkg::div_e div_q;
  fp_pkg::sfu_op_e       sfu_q;
  // The result paths that read the quotients, the root or the SFU at PE.
  logic [2:0] iter;
  assign iter[0] = (path == attila_ctrl_pkg::PATH_RCP) | (path == attila_ctrl_pkg::PATH_RSQ) |
                   (path == attila_ctrl_pkg::PATH_TXP) | (path == attila_ctrl_pkg::PATH_LOG);
  assign iter[1] = path == attila_ctrl_pkg::PATH_RSQ;
  assign iter[2] = (path == attila_ctrl_pkg::PATH_SFU) | (path == attila_ctrl_pkg::PATH_EXP) |
                   (path == attila_ctrl_pkg::PATH_LOG) | (path == attila_ctrl_pkg::PATH_LIT);
  pipe_delay #(.Width(14), .Stages(P1)) u_p1 (
    .clk_i, .reg_en_i(reg_en_i[P1:0]), .d_i({cvt_int, cmp, int_mul, fx, div, sfu, iter}),
    .q_o({cvt_int_p1_o, cmp_q, int_mul_p1_o, fx_q, div_q, sfu_q, iter_p1_o}));
  assign cmp_p1_o     = NumCmp'(1) << cmp_q;
  assign fx_p1_o      = NumFx'(1) << fx_q;
  assign div_p1_o     = NumDiv'(1) << div_q;
  assign sfu_p1_o     = sfu_q;
  assign sfu_pow_p1_o = sfu_q == fp_pkg::SFU_POW;

  // PM
  attila_ctrl_pkg::val_e  val_q;
  attila_ctrl_pkg::add_e  add_q;
  attila_ctrl_pkg::kill_e kill_q;
  attila_ctrl_pkg::pred_e pred_q;
  pipe_delay #(.Width(13), .Stages(PM)) u_pm (
    .clk_i, .reg_en_i(reg_en_i[PM:0]), .d_i({val, add, kill, pred, invert_i}),
    .q_o({val_q, add_q, kill_q, pred_q, invert_pm_o}));
  assign val_pm_o        = NumVal'(1) << val_q;
  assign kill_pm_o       = NumKill'(1) << kill_q;
  assign pred_pm_o       = NumPred'(1) << pred_q;
  assign add_x_prod_pm_o = (add_q == attila_ctrl_pkg::ADD_MAD) |
                           (add_q == attila_ctrl_pkg::ADD_DP) | (add_q == attila_ctrl_pkg::ADD_DPH);
  assign add_y_b_pm_o    = (add_q == attila_ctrl_pkg::ADD_AB) | (add_q == attila_ctrl_pkg::ADD_SUB);
  assign add_y_c_pm_o    = add_q == attila_ctrl_pkg::ADD_MAD;
  assign add_y_prod_pm_o = (add_q == attila_ctrl_pkg::ADD_DP) | (add_q == attila_ctrl_pkg::ADD_DPH);
  assign add_sub_pm_o    = (add_q == attila_ctrl_pkg::ADD_FLOOR) |
                           (add_q == attila_ctrl_pkg::ADD_SUB);
  assign dp_w_b_pm_o     = add_q == attila_ctrl_pkg::ADD_DPH;

  // The result path, read at PA1, PA2, PA3 and PE.
  attila_ctrl_pkg::path_e path_pa1, path_pa2, path_pa3, path_pe;
  pipe_delay #(.Width(4), .Stages(PA1)) u_path_pa1 (
    .clk_i, .reg_en_i(reg_en_i[PA1:0]), .d_i(path), .q_o(path_pa1));
  pipe_delay #(.Width(4), .Stages(AddRegs)) u_path_pa2 (
    .clk_i, .reg_en_i(reg_en_i[PA2:PA1]), .d_i(path_pa1), .q_o(path_pa2));
  pipe_delay #(.Width(4), .Stages(AddRegs)) u_path_pa3 (
    .clk_i, .reg_en_i(reg_en_i[PA3:PA2]), .d_i(path_pa2), .q_o(path_pa3));
  pipe_delay #(.Width(4), .Stages(PE - PA3)) u_path_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PA3]), .d_i(path_pa3), .q_o(path_pe));
  assign sum_pa1_o   = path_pa1 == attila_ctrl_pkg::PATH_SUM;
  assign exp_y_pa1_o = path_pa1 == attila_ctrl_pkg::PATH_EXP;
  assign dp3_pa2_o   = path_pa2 == attila_ctrl_pkg::PATH_DP3;
  assign dp4_pa3_o   = path_pa3 == attila_ctrl_pkg::PATH_DP4;
  assign path_pe_o   = NumPath'(1) << path_pe;

  // Writes and effects, read at PE (the write mask also at PM, for CMPKIL).
  logic                  acc_pm, pred_we_pm, sat_pm;
  attila_ctrl_pkg::eff_e eff_pm, eff_pe;
  pipe_delay #(.Width(10), .Stages(PM)) u_end_pm (
    .clk_i, .reg_en_i(reg_en_i[PM:0]), .d_i({wmask, acc, pred_we, sat_i, eff}),
    .q_o({wmask_pm_o, acc_pm, pred_we_pm, sat_pm, eff_pm}));
  pipe_delay #(.Width(10), .Stages(PE - PM)) u_end_pe (
    .clk_i, .reg_en_i(reg_en_i[PE:PM]), .d_i({wmask_pm_o, acc_pm, pred_we_pm, sat_pm, eff_pm}),
    .q_o({wmask_pe_o, acc_pe_o, pred_pe_o, sat_pe_o, eff_pe}));
  assign eff_pe_o = NumEff'(1) << eff_pe;

endmodule
