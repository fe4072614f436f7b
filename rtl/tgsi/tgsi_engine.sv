// TGSI execution engine (top): runs a decoded TGSI 1.1 program on one quad, Lanes pixels of four
// components, with the semantics of docs/tgsi.md 8-12 (section numbers below refer to it; D<n>,
// G<n> are its decisions). Structure, ports and cycle counts: rtl/tgsi/README.md, section
// "Execution engine".
//
// One instruction at a time, multi-cycle: a sequencer (state_e) walks
//   FETCH / LATCH / DISPATCH  read the instruction from the program memory (tgsi_engine_prog)
//   SRC_*                     evaluate the sources one component at a time (9.1-9.4): indirect
//                             offset, selector and pre-negation, complement, bias, x2, absolute,
//                             post-negation, then the divide; every f32 step on the lane units
//   OP, OP_REPL               the opcode's micro-program (tgsi_engine_ucode) on the lane units
//   TEX_REQ / TEX_RSP         one texture request per active lane, in lane order (8.8, 14, G16)
//   DST_*                     the destination path of 10.1 per component: tests (against the
//                             condition codes before the instruction), modulate, saturate, write,
//                             condition-code update
//   IF_CMP, KIL_CMP, CTRL     structured flow control with the four lane masks (11.2-11.6) and KIL
// Every scalar operation is issued to all lanes' tgsi_engine_lane at once (start pulse; the
// operation completes when every lane is done).
//
// Two configurations (rtl/tgsi/README.md, "Configurations"), the same results bit for bit:
//   Compact = 0 (fast)     one tgsi_engine_lane per pixel; register files, stacks as flip-flop
//                          arrays with combinational reads; dbg_value_o combinational.
//   Compact = 1 (compact)  one tgsi_engine_lane time-shared over the pixels (each scalar
//                          operation runs lane 0, 1, .. in turn); register files, constants,
//                          immediates and the IF / loop stacks in block RAM (tgsi_engine_ram:
//                          one synchronous read and one write port): a source register is read
//                          one cycle before its components are used (all four components of
//                          each lane's register at once), the stack tops are read every cycle at
//                          the stack pointer; dbg_value_o is the register dbg_file_i /
//                          dbg_index_i of the cycle before (read it while the engine is idle,
//                          done, or halted with dbg_halt_i).
module tgsi_engine
#(
  parameter int unsigned Lanes      = 4,   // pixels of the quad (derivatives read lanes 0..2)
  parameter int unsigned Compact    = 0,   // 0 fast, 1 compact (above)
  parameter int unsigned LabelSlots = 32,  // label declarations of one program (the decoder's)
  // IF and loop stack entries: 32 per subroutine level (11.7), levels = calls + 1 (G11).
  parameter int unsigned NestDepth  = tgsi_pkg::LIMIT_NESTING * (tgsi_pkg::LIMIT_CALL_DEPTH + 1)
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,

  // ---- Program load (while idle): instruction prog_addr_i, the decoder's INSN record fields
  input  logic                    prog_we_i,
  input  logic [9:0]              prog_addr_i,
  input  logic [7:0]              prog_opcode_i,
  input  logic [1:0]              prog_saturate_i,
  input  logic                    prog_has_dst_i,
  input  logic [2:0]              prog_num_src_i,
  input  logic                    prog_nv_valid_i,
  input  logic [3:0]              prog_nv_cond_dst_index_i,
  input  logic [3:0]              prog_nv_cond_flow_index_i,
  input  logic [3:0]              prog_nv_cond_mask_i,
  input  logic [7:0]              prog_nv_cond_swizzle_i,
  input  logic                    prog_nv_cond_dst_update_i,
  input  logic                    prog_nv_cond_flow_enable_i,
  input  logic                    prog_label_valid_i,
  input  logic [23:0]             prog_label_i,
  input  logic                    prog_label_target_i,
  input  logic [7:0]              prog_texture_i,
  input  logic [3:0]              prog_dst_file_i,
  input  logic [3:0]              prog_dst_write_mask_i,
  input  logic [15:0]             prog_dst_index_i,
  input  logic                    prog_dst_cc_valid_i,
  input  logic [3:0]              prog_dst_cc_mask_i,
  input  logic [7:0]              prog_dst_cc_swizzle_i,
  input  logic [3:0]              prog_dst_cc_src_index_i,
  input  logic                    prog_dst_mod_valid_i,
  input  logic [3:0]              prog_dst_modulate_i,
  input  logic [15:0]             prog_src_file_i,
  input  logic [31:0]             prog_src_swizzle_i,
  input  logic [3:0]              prog_src_negate_i,
  input  logic [63:0]             prog_src_index_i,
  input  logic [3:0]              prog_src_swz_valid_i,
  input  logic [63:0]             prog_src_ext_swizzle_i,
  input  logic [15:0]             prog_src_swz_negate_i,
  input  logic [15:0]             prog_src_ext_divide_i,
  input  logic [3:0]              prog_src_mod_valid_i,
  input  logic [19:0]             prog_src_mod_i,
  input  logic [3:0]              prog_src_indirect_i,
  input  logic [15:0]             prog_src_ind_file_i,
  input  logic [31:0]             prog_src_ind_swizzle_i,
  input  logic [63:0]             prog_src_ind_index_i,
  input  logic [3:0]              prog_src_dimension_i,
  // ---- Immediates, constants, inputs (while idle)
  input  logic                    imm_we_i,
  input  logic [7:0]              imm_index_i,
  input  logic [127:0]            imm_value_i,     // x in [31:0] .. w in [127:96]
  input  logic                    const_we_i,
  input  logic [7:0]              const_index_i,
  input  logic [127:0]            const_value_i,
  input  logic                    in_we_i,
  input  logic [4:0]              in_index_i,
  input  logic [4*Lanes*32-1:0]   in_value_i,      // word c*Lanes+l: component c of lane l
  // ---- Run command (accepted when idle or done)
  input  logic                    start_valid_i,
  output logic                    start_ready_o,
  input  logic [10:0]             start_insn_count_i,  // instructions of the program
  input  logic [8:0]              start_imm_count_i,   // IMMEDIATE vectors of the program
  input  logic [31:0]             start_max_steps_i,   // STEP_LIMIT bound (G24)
  // ---- Texture requests (8.8, 14): one per active lane, in lane order
  output logic                    tex_req_valid_o,
  input  logic                    tex_req_ready_i,
  output logic [7:0]              tex_req_opcode_o,
  output logic [7:0]              tex_req_target_o,
  output logic [7:0]              tex_req_unit_o,
  output logic [1:0]              tex_req_lane_o,
  output logic [127:0]            tex_req_coord_o,
  output logic [127:0]            tex_req_ddx_o,
  output logic [127:0]            tex_req_ddy_o,
  input  logic                    tex_rsp_valid_i,
  output logic                    tex_rsp_ready_o,
  input  logic [127:0]            tex_rsp_texel_i,
  // ---- End of the run
  output logic                    done_o,          // the run has ended (until the next start)
  output logic [2:0]              status_o,        // status_e
  output logic [31:0]             steps_o,         // instructions visited
  output logic [10:0]             pc_o,            // where execution stopped
  output logic [Lanes-1:0]        kill_o,          // kill mask, bit l = lane l
  output logic [7:0]              unimpl_opcode_o, // ST_UNIMPL: the opcode
  // ---- State read-back: a register of IN / OUT / TEMP / ADDR (fast: any time, combinational;
  // compact: the register addressed in the cycle before, while idle, done or halted), the CCs
  input  logic [3:0]              dbg_file_i,
  input  logic [4:0]              dbg_index_i,
  output logic [4*Lanes*32-1:0]   dbg_value_o,     // word c*Lanes+l
  // Halt at instruction boundaries: while dbg_halt_i is high, the engine waits before fetching
  // the next instruction (halted_o: waiting there; the previous instruction is complete).
  input  logic                    dbg_halt_i,
  output logic                    halted_o,
  output logic [2*4*Lanes*2-1:0]  cc_o             // 2 bits at ((r*4+c)*Lanes+l)*2: CC_FLAG
);
  // Package names used below (Yosys 0.23 reads no import inside a module).
  localparam tgsi_engine_pkg::state_e S_IDLE = tgsi_engine_pkg::S_IDLE;
  localparam tgsi_engine_pkg::state_e S_DONE = tgsi_engine_pkg::S_DONE;
  localparam tgsi_engine_pkg::state_e S_SRC_BEGIN = tgsi_engine_pkg::S_SRC_BEGIN;
  localparam tgsi_engine_pkg::state_e S_SRC_IND = tgsi_engine_pkg::S_SRC_IND;
  localparam tgsi_engine_pkg::state_e S_DST_WR = tgsi_engine_pkg::S_DST_WR;
  localparam tgsi_engine_pkg::state_e S_SRC_COMP = tgsi_engine_pkg::S_SRC_COMP;
  localparam tgsi_engine_pkg::state_e S_SRC_BIAS = tgsi_engine_pkg::S_SRC_BIAS;
  localparam tgsi_engine_pkg::state_e S_SRC_X2 = tgsi_engine_pkg::S_SRC_X2;
  localparam tgsi_engine_pkg::state_e S_SRC_DIV = tgsi_engine_pkg::S_SRC_DIV;
  localparam tgsi_engine_pkg::state_e S_OP = tgsi_engine_pkg::S_OP;
  localparam tgsi_engine_pkg::state_e S_DST_MOD = tgsi_engine_pkg::S_DST_MOD;
  localparam tgsi_engine_pkg::state_e S_DST_SAT = tgsi_engine_pkg::S_DST_SAT;
  localparam tgsi_engine_pkg::state_e S_IF_CMP = tgsi_engine_pkg::S_IF_CMP;
  localparam tgsi_engine_pkg::state_e S_KIL_CMP = tgsi_engine_pkg::S_KIL_CMP;
  localparam tgsi_engine_pkg::state_e S_FETCH = tgsi_engine_pkg::S_FETCH;
  localparam tgsi_engine_pkg::state_e S_LATCH = tgsi_engine_pkg::S_LATCH;
  localparam tgsi_engine_pkg::state_e S_DISPATCH = tgsi_engine_pkg::S_DISPATCH;
  localparam tgsi_engine_pkg::state_e S_CTRL = tgsi_engine_pkg::S_CTRL;
  localparam tgsi_engine_pkg::state_e S_NEXT = tgsi_engine_pkg::S_NEXT;
  localparam tgsi_engine_pkg::state_e S_SRC_SEL = tgsi_engine_pkg::S_SRC_SEL;
  localparam tgsi_engine_pkg::state_e S_SRC_FIN = tgsi_engine_pkg::S_SRC_FIN;
  localparam tgsi_engine_pkg::state_e S_SRC_DSAVE = tgsi_engine_pkg::S_SRC_DSAVE;
  localparam tgsi_engine_pkg::state_e S_SRC_NEXT = tgsi_engine_pkg::S_SRC_NEXT;
  localparam tgsi_engine_pkg::state_e S_DST_TEST = tgsi_engine_pkg::S_DST_TEST;
  localparam tgsi_engine_pkg::state_e S_OP_REPL = tgsi_engine_pkg::S_OP_REPL;
  localparam tgsi_engine_pkg::state_e S_TEX_REQ = tgsi_engine_pkg::S_TEX_REQ;
  localparam tgsi_engine_pkg::state_e S_TEX_RSP = tgsi_engine_pkg::S_TEX_RSP;
  localparam int unsigned UinstBits = tgsi_engine_pkg::UinstBits;
  localparam int unsigned OpdBits = tgsi_engine_pkg::OpdBits;
  localparam logic [2:0] KC_ONE = tgsi_engine_pkg::KC_ONE;
  localparam logic [2:0] KC_HALF = tgsi_engine_pkg::KC_HALF;
  localparam logic [2:0] KC_M1 = tgsi_engine_pkg::KC_M1;
  localparam logic [2:0] KC_128 = tgsi_engine_pkg::KC_128;
  localparam logic [2:0] KC_M128 = tgsi_engine_pkg::KC_M128;
  localparam logic [2:0] KC_TWO = tgsi_engine_pkg::KC_TWO;
  localparam logic [2:0] CUR = tgsi_engine_pkg::CUR;
  localparam logic [1:0] LN_0 = tgsi_engine_pkg::LN_0;
  localparam logic [1:0] LN_1 = tgsi_engine_pkg::LN_1;
  localparam logic [1:0] LN_2 = tgsi_engine_pkg::LN_2;
  localparam tgsi_engine_pkg::opd_kind_e K_SRC = tgsi_engine_pkg::K_SRC;
  localparam tgsi_engine_pkg::opd_kind_e K_TMP = tgsi_engine_pkg::K_TMP;
  localparam tgsi_engine_pkg::opd_kind_e K_RES = tgsi_engine_pkg::K_RES;
  localparam tgsi_engine_pkg::uop_e U_MOV = tgsi_engine_pkg::U_MOV;
  localparam tgsi_engine_pkg::uop_e U_F2I = tgsi_engine_pkg::U_F2I;
  localparam tgsi_engine_pkg::uop_e U_SUB = tgsi_engine_pkg::U_SUB;
  localparam tgsi_engine_pkg::uop_e U_MUL = tgsi_engine_pkg::U_MUL;
  localparam tgsi_engine_pkg::uop_e U_DIV = tgsi_engine_pkg::U_DIV;
  localparam tgsi_engine_pkg::uop_e U_LT = tgsi_engine_pkg::U_LT;
  localparam tgsi_engine_pkg::uop_e U_SEL = tgsi_engine_pkg::U_SEL;
  localparam tgsi_engine_pkg::uop_e U_EQ = tgsi_engine_pkg::U_EQ;
  localparam tgsi_engine_pkg::status_e ST_OK = tgsi_engine_pkg::ST_OK;
  localparam tgsi_engine_pkg::status_e ST_STEP_LIMIT = tgsi_engine_pkg::ST_STEP_LIMIT;
  localparam tgsi_engine_pkg::status_e ST_UNIMPL = tgsi_engine_pkg::ST_UNIMPL;
  localparam tgsi_engine_pkg::status_e ST_LOOP_LIMIT = tgsi_engine_pkg::ST_LOOP_LIMIT;
  localparam tgsi_engine_pkg::status_e ST_CALL_DEPTH = tgsi_engine_pkg::ST_CALL_DEPTH;
  localparam tgsi_engine_pkg::status_e ST_BAD_LABEL = tgsi_engine_pkg::ST_BAD_LABEL;
  localparam int unsigned LIMIT_CALL_DEPTH = tgsi_pkg::LIMIT_CALL_DEPTH;
  localparam int unsigned LIMIT_LOOP_ITERATIONS = tgsi_pkg::LIMIT_LOOP_ITERATIONS;
  localparam logic [511:0] OPCODE_CLASS = tgsi_pkg::OPCODE_CLASS;
  localparam logic [1023:0] OPCODE_FLOW = tgsi_pkg::OPCODE_FLOW;
  localparam logic [1279:0] OPCODE_EXEC = tgsi_pkg::OPCODE_EXEC;
  localparam logic [767:0] OPCODE_SAMPLER_SRC = tgsi_pkg::OPCODE_SAMPLER_SRC;
  localparam int unsigned LIMIT_INSTRUCTIONS = tgsi_pkg::LIMIT_INSTRUCTIONS;
  localparam tgsi_pkg::file_e FILE_CONSTANT = tgsi_pkg::FILE_CONSTANT;
  localparam int unsigned LIMIT_CONSTANT = tgsi_pkg::LIMIT_CONSTANT;
  localparam tgsi_pkg::file_e FILE_INPUT = tgsi_pkg::FILE_INPUT;
  localparam int unsigned LIMIT_INPUT = tgsi_pkg::LIMIT_INPUT;
  localparam tgsi_pkg::file_e FILE_OUTPUT = tgsi_pkg::FILE_OUTPUT;
  localparam int unsigned LIMIT_OUTPUT = tgsi_pkg::LIMIT_OUTPUT;
  localparam tgsi_pkg::file_e FILE_TEMPORARY = tgsi_pkg::FILE_TEMPORARY;
  localparam int unsigned LIMIT_TEMPORARY = tgsi_pkg::LIMIT_TEMPORARY;
  localparam tgsi_pkg::file_e FILE_ADDRESS = tgsi_pkg::FILE_ADDRESS;
  localparam int unsigned LIMIT_ADDRESS = tgsi_pkg::LIMIT_ADDRESS;
  localparam tgsi_pkg::file_e FILE_IMMEDIATE = tgsi_pkg::FILE_IMMEDIATE;
  localparam int unsigned LIMIT_IMMEDIATE = tgsi_pkg::LIMIT_IMMEDIATE;
  localparam logic [63:0] CC_PASS = tgsi_pkg::CC_PASS;
  localparam tgsi_pkg::cc_flag_e CC_FLAG_UN = tgsi_pkg::CC_FLAG_UN;
  localparam tgsi_pkg::cc_flag_e CC_FLAG_EQ = tgsi_pkg::CC_FLAG_EQ;
  localparam tgsi_pkg::cc_flag_e CC_FLAG_LT = tgsi_pkg::CC_FLAG_LT;
  localparam tgsi_pkg::cc_flag_e CC_FLAG_GT = tgsi_pkg::CC_FLAG_GT;
  localparam logic [31:0] F32_ONE = tgsi_pkg::F32_ONE;
  localparam logic [31:0] F32_HALF = tgsi_pkg::F32_HALF;
  localparam logic [31:0] F32_MINUS_ONE = tgsi_pkg::F32_MINUS_ONE;
  localparam logic [31:0] F32_128 = tgsi_pkg::F32_128;
  localparam logic [31:0] F32_MINUS_128 = tgsi_pkg::F32_MINUS_128;
  localparam logic [31:0] F32_TWO = tgsi_pkg::F32_TWO;
  localparam logic [31:0] F32_ZERO = tgsi_pkg::F32_ZERO;
  localparam tgsi_pkg::sat_e SAT_MINUS_PLUS_ONE = tgsi_pkg::SAT_MINUS_PLUS_ONE;
  localparam tgsi_pkg::modulate_e MODULATE_1X = tgsi_pkg::MODULATE_1X;
  localparam logic [511:0] MODULATE_FACTOR = tgsi_pkg::MODULATE_FACTOR;
  localparam tgsi_pkg::sat_e SAT_NONE = tgsi_pkg::SAT_NONE;
  localparam tgsi_pkg::flow_role_e FLOW_RET = tgsi_pkg::FLOW_RET;
  localparam tgsi_pkg::op_class_e CLASS_R = tgsi_pkg::CLASS_R;
  localparam tgsi_pkg::op_class_e CLASS_F = tgsi_pkg::CLASS_F;
  localparam tgsi_pkg::flow_role_e FLOW_IF = tgsi_pkg::FLOW_IF;
  localparam tgsi_pkg::exec_class_e EXEC_KILL = tgsi_pkg::EXEC_KILL;
  localparam tgsi_pkg::exec_class_e EXEC_NOP = tgsi_pkg::EXEC_NOP;
  localparam tgsi_pkg::op_class_e CLASS_A = tgsi_pkg::CLASS_A;
  localparam tgsi_pkg::flow_role_e FLOW_ENDLOOP = tgsi_pkg::FLOW_ENDLOOP;
  localparam tgsi_pkg::flow_role_e FLOW_CALL = tgsi_pkg::FLOW_CALL;
  localparam tgsi_pkg::flow_role_e FLOW_ENDSUB = tgsi_pkg::FLOW_ENDSUB;
  localparam tgsi_pkg::op_class_e CLASS_T = tgsi_pkg::CLASS_T;
  localparam tgsi_pkg::extswizzle_e EXTSWIZZLE_ZERO = tgsi_pkg::EXTSWIZZLE_ZERO;
  localparam tgsi_pkg::extswizzle_e EXTSWIZZLE_ONE = tgsi_pkg::EXTSWIZZLE_ONE;
  localparam tgsi_pkg::flow_role_e FLOW_ELSE = tgsi_pkg::FLOW_ELSE;
  localparam tgsi_pkg::flow_role_e FLOW_ENDIF = tgsi_pkg::FLOW_ENDIF;
  localparam tgsi_pkg::flow_role_e FLOW_BGNLOOP = tgsi_pkg::FLOW_BGNLOOP;
  localparam tgsi_pkg::flow_role_e FLOW_IN_LOOP = tgsi_pkg::FLOW_IN_LOOP;
  localparam tgsi_pkg::opcode_e OPCODE_BRK = tgsi_pkg::OPCODE_BRK;

  localparam int unsigned SpBits   = $clog2(NestDepth + 1);
  localparam int unsigned CallDep  = LIMIT_CALL_DEPTH;
  localparam int unsigned CspBits  = $clog2(CallDep + 1);
  localparam int unsigned CIdxBits = $clog2(CallDep);
  localparam int unsigned LoopIter = LIMIT_LOOP_ITERATIONS;
  localparam int unsigned SrcWords = 4 * 4 * Lanes;
  localparam int unsigned LstkBits = 2 * Lanes + 10 + 17;
  localparam int unsigned Units    = (Compact != 0) ? 1 : Lanes;  // tgsi_engine_lane instances
  localparam logic [Lanes-1:0] AllLanes = {Lanes{1'b1}};

  // ================================================================================ storage
  tgsi_engine_pkg::state_e state_q, state_d;
  tgsi_engine_pkg::insn_t  insn_q;
  tgsi_engine_pkg::insn_t  prog_wr, prog_rd;

  logic [10:0] pc_q, npc_q, insn_count_q;
  logic [8:0]  imm_count_q;
  logic [31:0] steps_q, max_steps_q;
  logic [2:0]  status_q;
  logic [7:0]  unimpl_q;
  logic [Lanes-1:0] cond_q, loop_q, cont_q, func_q, kill_q, kil_q;
  logic [2*4*Lanes*2-1:0] cc_q;      // flag of register r, component c, lane l: word (r*4+c)*Lanes+l

  logic [SpBits-1:0] if_sp_q;
  logic [SpBits-1:0] loop_sp_q;
  // The IF stack (CondMask) and the loop stack ({LoopMask, ContMask, pc, iterations}): their
  // storage is below (g_stk_*); the engine sees the entry on top and one write port.
  logic [Lanes-1:0]    if_top;
  logic [Lanes-1:0]    ltop_loop, ltop_cont;
  logic [9:0]          ltop_pc;
  logic [16:0]         ltop_it;
  logic                if_we, l_we;
  logic [SpBits-1:0]   l_waddr;
  logic [LstkBits-1:0] l_wdata;
  // The call stack (11.5): a frame {return pc, CondMask, LoopMask, ContMask, FuncMask, IF and
  // loop stack pointers}; its storage is below (g_cstk_*): a push port and the frame on top.
  localparam int unsigned CstkBits = 11 + 4 * Lanes + 2 * SpBits;
  logic                c_we;
  logic [CstkBits-1:0] c_wdata, c_top;
  logic [10:0]         ctop_ret;
  logic [Lanes-1:0]    ctop_cond, ctop_loop, ctop_cont, ctop_func;
  logic [SpBits-1:0]   ctop_ifsp, ctop_lsp;
  assign {ctop_ret, ctop_cond, ctop_loop, ctop_cont, ctop_func, ctop_ifsp, ctop_lsp} = c_top;
  logic [CspBits-1:0] call_sp_q;
  logic [CIdxBits-1:0] cpush, ctop;  // call stack entry pushed / on top
  assign cpush = call_sp_q[CIdxBits-1:0];
  assign ctop  = CIdxBits'(call_sp_q - 1'b1);

  // Packed words, [w*32 +: 32] (cc_q: [w*2 +: 2]), read by part-selects: a read with a fixed
  // lane selects among that lane's words only (a multiplexer of the index bits that vary); as
  // unpacked arrays, every read compared its index with every word (see srcv_we).
  logic [SrcWords*32-1:0] srcv_q;    // evaluated sources: word (s*4+c)*Lanes+l
  logic [4*Lanes*32-1:0]  tmp_q;     // scratch: word i*Lanes+l
  logic [4*Lanes*32-1:0]  res_q;     // result: word c*Lanes+l
  logic [31:0] off_q  [Lanes];       // indirect offset of the source being evaluated
  logic [31:0] dv_q   [Lanes];       // divisor of the ExtDivide step
  logic [Lanes-1:0] pass_q [4];      // destination components that pass step 4, per lane
  logic [2:0]  s_q, c_q;
  logic [4:0]  step_q;
  logic [2:0]  tl_q;                 // texture lane
  tgsi_engine_pkg::state_e      ret_q;                // state after the source phase
  logic        fresh_q;              // no program write since the last start (label table)

  // Derivatives read lanes 0..2 and the texture port's lane field has two bits.
  if (Lanes < 3 || Lanes > 4) begin : g_bad_lanes
    $error("tgsi_engine: Lanes must be 3 or 4");
  end

  logic [Lanes-1:0] active;
  assign active = cond_q & loop_q & cont_q & func_q;

  // ================================================================================ decode
  logic [7:0] op;
  logic [1:0] op_class;
  logic [3:0] op_flow;
  logic [4:0] op_exec;
  logic [2:0] op_sampler;
  assign op         = insn_q.opcode;
  assign op_class   = OPCODE_CLASS[32'(op)*2 +: 2];
  assign op_flow    = OPCODE_FLOW[32'(op)*4 +: 4];
  assign op_exec    = OPCODE_EXEC[32'(op)*5 +: 5];
  assign op_sampler = OPCODE_SAMPLER_SRC[32'(op)*3 +: 3];

  logic uc_known, uc_percomp, uc_repl;
  logic [UinstBits-1:0] uinst;
  tgsi_engine_ucode u_ucode (
    .opcode_i  (op),
    .step_i    (step_q),
    .known_o   (uc_known),
    .percomp_o (uc_percomp),
    .repl_o    (uc_repl),
    .uinst_o   (uinst)
  );
  logic            ui_last;
  logic [4:0]      ui_op;
  logic [1:0]      ui_dkind;
  logic [2:0]      ui_dcomp;
  logic [OpdBits-1:0] ui_a, ui_b, ui_c;
  assign ui_last  = uinst[37];
  assign ui_op    = uinst[36:32];
  assign ui_dkind = uinst[31:30];
  assign ui_dcomp = uinst[29:27];
  assign ui_a     = uinst[26:18];
  assign ui_b     = uinst[17:9];
  assign ui_c     = uinst[8:0];

  // Fields of the source being evaluated (s_q).
  logic [1:0]  sidx;
  logic [3:0]  s_file, s_ind_file, s_div;
  logic [7:0]  s_swz;
  logic [15:0] s_index, s_ind_index, s_ext;
  logic [3:0]  s_swz_neg;
  logic        s_neg, s_swzv, s_modv, s_ind;
  logic [4:0]  s_mod;
  logic [1:0]  s_ind_comp;
  assign sidx        = s_q[1:0];
  assign s_file      = insn_q.src_file[32'(sidx)*4 +: 4];
  assign s_swz       = insn_q.src_swizzle[32'(sidx)*8 +: 8];
  assign s_neg       = insn_q.src_negate[sidx];
  assign s_index     = insn_q.src_index[32'(sidx)*16 +: 16];
  assign s_swzv      = insn_q.src_swz_valid[sidx];
  assign s_ext       = s_swzv ? insn_q.src_ext_swizzle[32'(sidx)*16 +: 16] : 16'h3210;
  assign s_swz_neg   = s_swzv ? insn_q.src_swz_negate[32'(sidx)*4 +: 4] : 4'h0;
  assign s_div       = s_swzv ? insn_q.src_ext_divide[32'(sidx)*4 +: 4] : 4'd5;
  assign s_modv      = insn_q.src_mod_valid[sidx];
  assign s_mod       = s_modv ? insn_q.src_mod[32'(sidx)*5 +: 5] : 5'h0;
  assign s_ind       = insn_q.src_indirect[sidx];
  assign s_ind_file  = insn_q.src_ind_file[32'(sidx)*4 +: 4];
  assign s_ind_index = insn_q.src_ind_index[32'(sidx)*16 +: 16];
  assign s_ind_comp  = insn_q.src_ind_swizzle[32'(sidx)*8 +: 2];

  // Selector of component c_q (9.4 step 1): ext swizzle, then the simple swizzle.
  logic [3:0] sel_e;
  logic [1:0] sel_comp;
  assign sel_e    = s_ext[32'(c_q[1:0])*4 +: 4];
  assign sel_comp = s_swz[32'(sel_e[1:0])*2 +: 2];

  // ================================================================================ program memory
  always_comb begin
    prog_wr = '0;
    prog_wr.opcode              = prog_opcode_i;
    prog_wr.saturate            = prog_saturate_i;
    prog_wr.has_dst             = prog_has_dst_i;
    prog_wr.num_src             = prog_num_src_i;
    prog_wr.nv_valid            = prog_nv_valid_i;
    prog_wr.nv_cond_dst_index   = prog_nv_cond_dst_index_i;
    prog_wr.nv_cond_flow_index  = prog_nv_cond_flow_index_i;
    prog_wr.nv_cond_mask        = prog_nv_cond_mask_i;
    prog_wr.nv_cond_swizzle     = prog_nv_cond_swizzle_i;
    prog_wr.nv_cond_dst_update  = prog_nv_cond_dst_update_i;
    prog_wr.nv_cond_flow_enable = prog_nv_cond_flow_enable_i;
    prog_wr.label_valid         = prog_label_valid_i;
    prog_wr.label               = prog_label_i;
    prog_wr.label_target        = prog_label_target_i;
    prog_wr.texture             = prog_texture_i;
    prog_wr.dst_file            = prog_dst_file_i;
    prog_wr.dst_write_mask      = prog_dst_write_mask_i;
    prog_wr.dst_index           = prog_dst_index_i;
    prog_wr.dst_cc_valid        = prog_dst_cc_valid_i;
    prog_wr.dst_cc_mask         = prog_dst_cc_mask_i;
    prog_wr.dst_cc_swizzle      = prog_dst_cc_swizzle_i;
    prog_wr.dst_cc_src_index    = prog_dst_cc_src_index_i;
    prog_wr.dst_mod_valid       = prog_dst_mod_valid_i;
    prog_wr.dst_modulate        = prog_dst_modulate_i;
    prog_wr.src_file            = prog_src_file_i;
    prog_wr.src_swizzle         = prog_src_swizzle_i;
    prog_wr.src_negate          = prog_src_negate_i;
    prog_wr.src_index           = prog_src_index_i;
    prog_wr.src_swz_valid       = prog_src_swz_valid_i;
    prog_wr.src_ext_swizzle     = prog_src_ext_swizzle_i;
    prog_wr.src_swz_negate      = prog_src_swz_negate_i;
    prog_wr.src_ext_divide      = prog_src_ext_divide_i;
    prog_wr.src_mod_valid       = prog_src_mod_valid_i;
    prog_wr.src_mod             = prog_src_mod_i;
    prog_wr.src_indirect        = prog_src_indirect_i;
    prog_wr.src_ind_file        = prog_src_ind_file_i;
    prog_wr.src_ind_swizzle     = prog_src_ind_swizzle_i;
    prog_wr.src_ind_index       = prog_src_ind_index_i;
    prog_wr.src_dimension       = prog_src_dimension_i;
  end

  logic       idle;
  logic       lbl_found;
  logic [9:0] lbl_addr;
  assign idle = (state_q == S_IDLE) || (state_q == S_DONE);

  tgsi_engine_prog #(.Depth(LIMIT_INSTRUCTIONS), .LabelSlots(LabelSlots)) u_prog (
    .clk_i, .rst_ni,
    .clear_i        (idle && prog_we_i && fresh_q),
    .we_i           (idle && prog_we_i),
    .wr_addr_i      (prog_addr_i),
    .wr_data_i      (prog_wr),
    .rd_addr_i      (pc_q[9:0]),
    .rd_data_o      (prog_rd),
    .lookup_label_i (insn_q.label),
    .lookup_found_o (lbl_found),
    .lookup_addr_o  (lbl_addr)
  );

  // ================================================================================ register reads
  // Lane l reads file rd_file at index rd_base + rd_off[l], component rd_comp: the indirect
  // operand in SRC_BEGIN / SRC_IND, the source register otherwise. Outside the file: zeros (D12).
  logic [3:0]  rd_file;
  logic [1:0]  rd_comp;
  logic [33:0] rd_eff [Lanes];
  logic [Lanes-1:0] rd_ok;
  logic [31:0] rd_val [Lanes];
  logic [Lanes*5-1:0] rd_idx5;
  logic [Lanes*8-1:0] rd_idx8;
  logic [Lanes-1:0]   rd_idx1;
  logic [Lanes*32-1:0] in_rd, out_rd, temp_rd, addr_rd, const_rd, imm_rd;

  always_comb begin
    logic ind_phase;
    ind_phase = (state_q == S_SRC_BEGIN) || (state_q == S_SRC_IND);
    rd_file = ind_phase ? s_ind_file : s_file;
    rd_comp = ind_phase ? s_ind_comp : sel_comp;
    for (int unsigned l = 0; l < Lanes; l++) begin
      logic [33:0] size;
      rd_eff[l] = ind_phase ? 34'($signed(s_ind_index))
                            : 34'($signed(s_index)) + 34'($signed(off_q[l]));
      unique case (rd_file)
        FILE_CONSTANT:  size = 34'(LIMIT_CONSTANT);
        FILE_INPUT:     size = 34'(LIMIT_INPUT);
        FILE_OUTPUT:    size = 34'(LIMIT_OUTPUT);
        FILE_TEMPORARY: size = 34'(LIMIT_TEMPORARY);
        FILE_ADDRESS:   size = 34'(LIMIT_ADDRESS);
        FILE_IMMEDIATE: size = 34'(imm_count_q);
        default:        size = 34'd0;
      endcase
      rd_ok[l] = !rd_eff[l][33] && (rd_eff[l] < size);
      rd_idx5[l*5 +: 5] = rd_eff[l][4:0];
      rd_idx8[l*8 +: 8] = rd_eff[l][7:0];
      rd_idx1[l]        = rd_eff[l][0];
    end
  end
  always_comb begin
    for (int unsigned l = 0; l < Lanes; l++) begin
      unique case (rd_file)
        FILE_CONSTANT:  rd_val[l] = const_rd[l*32 +: 32];
        FILE_INPUT:     rd_val[l] = in_rd[l*32 +: 32];
        FILE_OUTPUT:    rd_val[l] = out_rd[l*32 +: 32];
        FILE_TEMPORARY: rd_val[l] = temp_rd[l*32 +: 32];
        FILE_ADDRESS:   rd_val[l] = addr_rd[l*32 +: 32];
        FILE_IMMEDIATE: rd_val[l] = imm_rd[l*32 +: 32];
        default:        rd_val[l] = 32'h0;
      endcase
      if (!rd_ok[l]) rd_val[l] = 32'h0;
    end
  end

  // Compact: the register files answer one cycle after the address (block RAM). A state that
  // reads a source register (S_SRC_BEGIN for an indirect operand, S_SRC_SEL) first spends one
  // cycle (rd_wait) presenting the addresses; the words read (all four components of each
  // lane's register) then stay on the files' outputs (rdy_q) while that register's components
  // are evaluated, and rd_val selects from them as in the fast configuration. In every other
  // cycle the files read the dbg register (dbg_en).
  logic rd_need, rd_wait, rd_keep, rdy_q, dbg_en;
  assign rd_need = (state_q == S_SRC_BEGIN && s_q < insn_q.num_src && s_q != op_sampler &&
                    s_ind) || (state_q == S_SRC_SEL);
  assign rd_wait = (Compact != 0) && rd_need && !rdy_q;
  assign dbg_en  = !rd_wait && !rdy_q;
  always_comb begin
    rd_keep = (state_d == state_q) ||
              (state_q == S_SRC_BEGIN && state_d == S_SRC_IND) ||
              (state_q == S_SRC_FIN && state_d == S_SRC_SEL);
    if ((state_q == S_SRC_SEL || state_q == S_SRC_COMP || state_q == S_SRC_BIAS ||
         state_q == S_SRC_X2) && (state_d == S_SRC_COMP || state_d == S_SRC_BIAS ||
                                  state_d == S_SRC_X2 || state_d == S_SRC_FIN))
      rd_keep = 1'b1;
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) rdy_q <= 1'b0;
    else         rdy_q <= (Compact != 0) && (rd_wait || (rdy_q && rd_keep));
  end

  // ================================================================================ register files
  logic              clear_regs;
  logic [Lanes-1:0]  wr_en;
  logic [Lanes*32-1:0] wr_data;
  logic [4*Lanes*32-1:0] in_dbg, out_dbg, temp_dbg, addr_dbg;
  logic wr_out, wr_temp, wr_addr;
  // Compact: OUT and TEMP clear by a sweep through their block RAM (tgsi_engine_lanefile,
  // ClearSweep) that starts with the run; the engine waits for it before its first fetch.
  logic in_busy, out_busy, temp_busy, addr_busy, files_busy;
  assign files_busy = out_busy || temp_busy;

  assign clear_regs = start_valid_i && start_ready_o;
  assign wr_out  = (state_q == S_DST_WR) && (insn_q.dst_file == FILE_OUTPUT);
  assign wr_temp = (state_q == S_DST_WR) && (insn_q.dst_file == FILE_TEMPORARY);
  assign wr_addr = (state_q == S_DST_WR) && (insn_q.dst_file == FILE_ADDRESS);
  always_comb begin
    for (int unsigned l = 0; l < Lanes; l++) begin
      wr_en[l] = pass_q[c_q[1:0]][l];
      wr_data[l*32 +: 32] = res_q[(32'(c_q[1:0])*Lanes + l) * 32 +: 32];
    end
  end

  tgsi_engine_lanefile #(.Regs(LIMIT_INPUT), .Lanes(Lanes), .Compact(Compact)) u_in (
    .clk_i, .rst_ni,
    .clear_i      (1'b0),
    .quad_we_i    (idle && in_we_i),
    .quad_index_i (in_index_i),
    .quad_data_i  (in_value_i),
    .wr_en_i      ({Lanes{1'b0}}),
    .wr_index_i   (5'd0),
    .wr_comp_i    (2'd0),
    .wr_data_i    ({Lanes*32{1'b0}}),
    .rd_index_i   (rd_idx5),
    .rd_comp_i    (rd_comp),
    .rd_data_o    (in_rd),
    .rd_en_i      (rd_wait),
    .dbg_en_i     (dbg_en),
    .dbg_index_i  (dbg_index_i),
    .dbg_data_o   (in_dbg),
    .busy_o       (in_busy)
  );
  tgsi_engine_lanefile #(.Regs(LIMIT_OUTPUT), .Lanes(Lanes), .Compact(Compact),
                         .ClearSweep(1'b1)) u_out (
    .clk_i, .rst_ni,
    .clear_i      (clear_regs),
    .quad_we_i    (1'b0),
    .quad_index_i (5'd0),
    .quad_data_i  ({4*Lanes*32{1'b0}}),
    .wr_en_i      (wr_out ? wr_en : {Lanes{1'b0}}),
    .wr_index_i   (insn_q.dst_index[4:0]),
    .wr_comp_i    (c_q[1:0]),
    .wr_data_i    (wr_data),
    .rd_index_i   (rd_idx5),
    .rd_comp_i    (rd_comp),
    .rd_data_o    (out_rd),
    .rd_en_i      (rd_wait),
    .dbg_en_i     (dbg_en),
    .dbg_index_i  (dbg_index_i),
    .dbg_data_o   (out_dbg),
    .busy_o       (out_busy)
  );
  tgsi_engine_lanefile #(.Regs(LIMIT_TEMPORARY), .Lanes(Lanes), .Compact(Compact),
                         .ClearSweep(1'b1)) u_temp (
    .clk_i, .rst_ni,
    .clear_i      (clear_regs),
    .quad_we_i    (1'b0),
    .quad_index_i (5'd0),
    .quad_data_i  ({4*Lanes*32{1'b0}}),
    .wr_en_i      (wr_temp ? wr_en : {Lanes{1'b0}}),
    .wr_index_i   (insn_q.dst_index[4:0]),
    .wr_comp_i    (c_q[1:0]),
    .wr_data_i    (wr_data),
    .rd_index_i   (rd_idx5),
    .rd_comp_i    (rd_comp),
    .rd_data_o    (temp_rd),
    .rd_en_i      (rd_wait),
    .dbg_en_i     (dbg_en),
    .dbg_index_i  (dbg_index_i),
    .dbg_data_o   (temp_dbg),
    .busy_o       (temp_busy)
  );
  tgsi_engine_lanefile #(.Regs(LIMIT_ADDRESS), .Lanes(Lanes), .Compact(Compact)) u_addr (
    .clk_i, .rst_ni,
    .clear_i      (clear_regs),
    .quad_we_i    (1'b0),
    .quad_index_i (1'b0),
    .quad_data_i  ({4*Lanes*32{1'b0}}),
    .wr_en_i      (wr_addr ? wr_en : {Lanes{1'b0}}),
    .wr_index_i   (insn_q.dst_index[0]),
    .wr_comp_i    (c_q[1:0]),
    .wr_data_i    (wr_data),
    .rd_index_i   (rd_idx1),
    .rd_comp_i    (rd_comp),
    .rd_data_o    (addr_rd),
    .rd_en_i      (rd_wait),
    .dbg_en_i     (dbg_en),
    .dbg_index_i  (dbg_index_i[0]),
    .dbg_data_o   (addr_dbg),
    .busy_o       (addr_busy)
  );
  tgsi_engine_ufile #(.Regs(LIMIT_CONSTANT), .Lanes(Lanes), .Compact(Compact)) u_const (
    .clk_i,
    .we_i       (idle && const_we_i),
    .wr_index_i (const_index_i),
    .wr_data_i  (const_value_i),
    .rd_en_i    (rd_wait),
    .rd_index_i (rd_idx8),
    .rd_comp_i  (rd_comp),
    .rd_data_o  (const_rd)
  );
  tgsi_engine_ufile #(.Regs(LIMIT_IMMEDIATE), .Lanes(Lanes), .Compact(Compact)) u_imm (
    .clk_i,
    .we_i       (idle && imm_we_i),
    .wr_index_i (imm_index_i),
    .wr_data_i  (imm_value_i),
    .rd_en_i    (rd_wait),
    .rd_index_i (rd_idx8),
    .rd_comp_i  (rd_comp),
    .rd_data_o  (imm_rd)
  );

  always_comb begin
    unique case (dbg_file_i)
      FILE_INPUT:     dbg_value_o = in_dbg;
      FILE_OUTPUT:    dbg_value_o = out_dbg;
      FILE_TEMPORARY: dbg_value_o = temp_dbg;
      FILE_ADDRESS:   dbg_value_o = addr_dbg;
      default:        dbg_value_o = '0;
    endcase
    cc_o = cc_q;
  end

  // ============================================================================ condition codes
  // Test of CC mask m on flag f (5.7).
  function automatic logic cc_pass(input logic [3:0] m, input logic [1:0] f);
    cc_pass = CC_PASS[32'(m)*4 + 32'(f)];
  endfunction
  function automatic logic [1:0] cc_class(input logic [31:0] v);  // 10.3
    if (v[30:23] == 8'hFF && v[22:0] != 23'h0) cc_class = CC_FLAG_UN;
    else if (v[30:0] == 31'h0)                 cc_class = CC_FLAG_EQ;
    else if (v[31])                            cc_class = CC_FLAG_LT;
    else                                       cc_class = CC_FLAG_GT;
  endfunction

  // Lanes where the NV condition test passes for at least one component (D7; all lanes without
  // CondFlowEnable), and the per-component tests of 10.1 step 4.
  logic [Lanes-1:0] flow_pass;
  logic [Lanes-1:0] dst_pass [4];
  always_comb begin
    logic nv_test;
    nv_test = insn_q.nv_valid && insn_q.nv_cond_flow_enable;
    for (int unsigned l = 0; l < Lanes; l++) begin
      flow_pass[l] = !nv_test;
      for (int unsigned c = 0; c < 4; c++) begin
        logic [1:0] fsw, csw;
        logic       t_nv, t_cc;
        fsw  = insn_q.nv_cond_swizzle[c*2 +: 2];
        csw  = insn_q.dst_cc_swizzle[c*2 +: 2];
        t_nv = cc_pass(insn_q.nv_cond_mask,
                       cc_q[((32'(insn_q.nv_cond_flow_index[0]) * 4 + 32'(fsw)) * Lanes + l) * 2
                            +: 2]);
        t_cc = cc_pass(insn_q.dst_cc_mask,
                       cc_q[((32'(insn_q.dst_cc_src_index[0]) * 4 + 32'(csw)) * Lanes + l) * 2
                            +: 2]);
        if (nv_test && t_nv) flow_pass[l] = 1'b1;
        dst_pass[c][l] = insn_q.dst_write_mask[c] && active[l] && (!nv_test || t_nv) &&
                         (!insn_q.dst_cc_valid || t_cc);
      end
    end
  end

  // ================================================================================ lane units
  // Units tgsi_engine_lane: fast, unit g serves lane g and all start together; compact, the one
  // unit serves lane upass_q, lanes 0, 1, .. in turn (the next starts the cycle after the last
  // is done). u_all: every lane's result is there (u_val; lres_q holds the earlier ones).
  logic              u_need;       // this state issues a scalar operation now
  logic [4:0]              u_op;
  logic [31:0]       u_a [Units];
  logic [31:0]       u_b [Units];
  logic [31:0]       u_c [Units];
  logic              issued_q;
  logic [Units-1:0]  l_done;
  logic [31:0]       lres_q [Lanes];
  logic [31:0]       l_res  [Units];
  logic [31:0]       u_val  [Lanes];
  logic              u_all;
  logic [1:0]        upass_q;      // compact: the lane the unit serves (0 in the fast one)
  logic [1:0]        ulane [Units];  // the lane unit g serves now
  always_comb begin
    for (int unsigned g = 0; g < Units; g++) ulane[g] = (Compact != 0) ? upass_q : 2'(g);
  end

  for (genvar g = 0; g < Units; g++) begin : g_lane
    tgsi_engine_lane #(.Compact(Compact)) u_lane (
      .clk_i, .rst_ni,
      .start_i (u_need && !issued_q),
      .uop_i   (u_op),
      .a_i     (u_a[g]),
      .b_i     (u_b[g]),
      .c_i     (u_c[g]),
      .done_o  (l_done[g]),
      .res_o   (l_res[g])
    );
  end

  if (Compact == 0) begin : g_upar
    logic [Lanes-1:0] ldone_q;
    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++) u_val[l] = l_done[l] ? l_res[l] : lres_q[l];
    end
    assign u_all   = u_need && ((ldone_q | l_done) == AllLanes);
    assign upass_q = 2'd0;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        issued_q <= 1'b0;
        ldone_q  <= '0;
      end else if (u_need) begin
        if (u_all) begin
          issued_q <= 1'b0;
          ldone_q  <= '0;
        end else begin
          issued_q <= 1'b1;
          ldone_q  <= ldone_q | l_done;
        end
      end
    end
    always_ff @(posedge clk_i) begin
      if (u_need)
        for (int unsigned l = 0; l < Lanes; l++) if (l_done[l]) lres_q[l] <= l_res[l];
    end
  end else begin : g_useq
    always_comb begin
      for (int unsigned l = 0; l < Lanes; l++)
        u_val[l] = (l_done[0] && 32'(upass_q) == l) ? l_res[0] : lres_q[l];
    end
    assign u_all = u_need && l_done[0] && 32'(upass_q) == Lanes - 1;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        issued_q <= 1'b0;
        upass_q  <= 2'd0;
      end else if (u_need) begin
        if (l_done[0]) begin
          issued_q <= 1'b0;
          upass_q  <= (32'(upass_q) == Lanes - 1) ? 2'd0 : upass_q + 2'd1;
        end else begin
          issued_q <= 1'b1;
        end
      end
    end
    always_ff @(posedge clk_i) begin
      if (u_need && l_done[0]) lres_q[upass_q] <= l_res[0];
    end
  end

  // Value of a micro-instruction operand in lane l.
  function automatic logic [31:0] kconst(input logic [2:0] k);
    unique case (k)
      KC_ONE:  kconst = F32_ONE;
      KC_HALF: kconst = F32_HALF;
      KC_M1:   kconst = F32_MINUS_ONE;
      KC_128:  kconst = F32_128;
      KC_M128: kconst = F32_MINUS_128;
      KC_TWO:  kconst = F32_TWO;
      default: kconst = F32_ZERO;
    endcase
  endfunction

  logic [31:0] opd_a [Units];
  logic [31:0] opd_b [Units];
  logic [31:0] opd_c [Units];
  always_comb begin
    for (int unsigned g = 0; g < Units; g++) begin
      logic [1:0] l;  // the lane unit g serves
      l = ulane[g];
      for (int unsigned k = 0; k < 3; k++) begin
        logic [OpdBits-1:0] o;
        logic [1:0] cmp2;
        logic [31:0] ln, v;
        o    = (k == 0) ? ui_a : ((k == 1) ? ui_b : ui_c);
        cmp2 = (o[4:2] == CUR) ? c_q[1:0] : o[3:2];
        unique case (o[1:0])
          LN_0:    ln = 32'd0;
          LN_1:    ln = 32'd1;
          LN_2:    ln = 32'd2;
          default: ln = 32'(l);
        endcase
        unique case (o[8:7])
          K_SRC:   v = srcv_q[((32'(o[6:5]) * 4 + 32'(cmp2)) * Lanes + ln) * 32 +: 32];
          K_TMP:   v = tmp_q[(32'(cmp2) * Lanes + 32'(l)) * 32 +: 32];
          K_RES:   v = res_q[(32'(cmp2) * Lanes + 32'(l)) * 32 +: 32];
          default: v = kconst(o[4:2]);
        endcase
        if (k == 0) opd_a[g] = v;
        else if (k == 1) opd_b[g] = v;
        else opd_c[g] = v;
      end
    end
  end

  // The scalar operation of each state.
  // cur_src: every lane's source word (cs_s, cs_c): component c_q of the source being evaluated;
  // the ExtDivide divisor in S_SRC_DSAVE; source 0 in S_IF_CMP / S_KIL_CMP (one read port).
  logic [1:0]  cs_s, cs_c;
  logic [31:0] cur_src [Lanes];
  logic [31:0] cur_res [Lanes];   // res of c_q
  logic        sat_mpo;
  assign sat_mpo = (insn_q.saturate == SAT_MINUS_PLUS_ONE);
  always_comb begin
    cs_s = sidx;
    cs_c = c_q[1:0];
    if (state_q == S_SRC_DSAVE) cs_c = s_div[1:0];
    if (state_q == S_IF_CMP) {cs_s, cs_c} = 4'h0;
    if (state_q == S_KIL_CMP) cs_s = 2'd0;
  end
  always_comb begin
    for (int unsigned l = 0; l < Lanes; l++) begin
      cur_src[l] = srcv_q[((32'(cs_s) * 4 + 32'(cs_c)) * Lanes + l) * 32 +: 32];
      cur_res[l] = res_q[(32'(c_q[1:0]) * Lanes + l) * 32 +: 32];
    end
    u_need = 1'b0;
    u_op   = U_MOV;
    for (int unsigned g = 0; g < Units; g++) begin
      u_a[g] = 32'h0;
      u_b[g] = 32'h0;
      u_c[g] = 32'h0;
    end
    unique case (state_q)
      S_SRC_IND: begin  // D11: int32(floor(v)) of a non-ADDRESS indirect operand
        u_need = 1'b1;
        u_op   = U_F2I;
        for (int unsigned g = 0; g < Units; g++) u_a[g] = rd_val[ulane[g]];
      end
      S_SRC_COMP: begin  // 9.4 step 3: 1 - v
        u_need = 1'b1;
        u_op   = U_SUB;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = F32_ONE;
          u_b[g] = cur_src[l];
        end
      end
      S_SRC_BIAS: begin  // step 4: v - 0.5
        u_need = 1'b1;
        u_op   = U_SUB;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = cur_src[l];
          u_b[g] = F32_HALF;
        end
      end
      S_SRC_X2: begin  // step 5: 2 * v
        u_need = 1'b1;
        u_op   = U_MUL;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = F32_TWO;
          u_b[g] = cur_src[l];
        end
      end
      S_SRC_DIV: begin  // step 8
        u_need = 1'b1;
        u_op   = U_DIV;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = cur_src[l];
          u_b[g] = dv_q[l];
        end
      end
      S_OP: begin
        u_need = 1'b1;
        u_op   = ui_op;
        for (int unsigned g = 0; g < Units; g++) begin
          u_a[g] = opd_a[g];
          u_b[g] = opd_b[g];
          u_c[g] = opd_c[g];
        end
      end
      S_DST_MOD: begin  // 10.1 step 2 (D5): r * factor; none for MODULATE_1X
        u_need = (c_q != 3'd4) && (pass_q[c_q[1:0]] != '0) && insn_q.dst_mod_valid &&
                 (insn_q.dst_modulate != MODULATE_1X);
        u_op   = U_MUL;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = cur_res[l];
          u_b[g] = MODULATE_FACTOR[32'(insn_q.dst_modulate) * 32 +: 32];
        end
      end
      S_DST_SAT: begin  // 10.2: t = (r > lo) ? r : lo; then (t < 1) ? t : 1
        u_need = (insn_q.saturate != SAT_NONE);
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          unique case (step_q[1:0])
            2'd0: begin
              u_op   = U_LT;
              u_a[g] = sat_mpo ? F32_MINUS_ONE : F32_ZERO;
              u_b[g] = cur_res[l];
            end
            2'd1: begin
              u_op   = U_SEL;
              u_a[g] = tmp_q[32'(l) * 32 +: 32];
              u_b[g] = cur_res[l];
              u_c[g] = sat_mpo ? F32_MINUS_ONE : F32_ZERO;
            end
            2'd2: begin
              u_op   = U_LT;
              u_a[g] = cur_res[l];
              u_b[g] = F32_ONE;
            end
            default: begin
              u_op   = U_SEL;
              u_a[g] = tmp_q[32'(l) * 32 +: 32];
              u_b[g] = cur_res[l];
              u_c[g] = F32_ONE;
            end
          endcase
        end
      end
      S_IF_CMP: begin  // 11.3: a.x != 0 (float compare, D21)
        u_need = 1'b1;
        u_op   = U_EQ;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = cur_src[l];  // x of source 0
          u_b[g] = F32_ZERO;
        end
      end
      S_KIL_CMP: begin  // 8.9: component c of source 0 < 0
        u_need = 1'b1;
        u_op   = U_LT;
        for (int unsigned g = 0; g < Units; g++) begin
          logic [1:0] l;  // the lane unit g serves
          l = ulane[g];
          u_a[g] = cur_src[l];
          u_b[g] = F32_ZERO;
        end
      end
      default: ;
    endcase
  end

  // ================================================================================ data words
  // srcv_q, tmp_q and res_q are written through one port each (one component, every lane its
  // own value) and each word from constant indices: written with run-time indices in several
  // states, they made Yosys build a comparator and a 32-bit multiplexer per word and write site,
  // most of the engine's own logic (rtl/tgsi/README.md, "Configurations"). No reset: every word
  // is written before it is read (a source before its micro-program, a result before its write).
  logic             srcv_we, res_we, tmp_we;
  logic [31:0]      srcv_wd [Lanes];
  logic [1:0]       res_wc, tmp_wc;
  logic [31:0]      sel_v [Lanes];  // 9.4 steps 1-2 of component c_q
  logic [31:0]      fin_v [Lanes];  // steps 6-7
  always_comb begin
    for (int unsigned l = 0; l < Lanes; l++) begin
      if (sel_e == EXTSWIZZLE_ZERO)     sel_v[l] = F32_ZERO;
      else if (sel_e == EXTSWIZZLE_ONE) sel_v[l] = F32_ONE;
      else                              sel_v[l] = rd_val[l];
      sel_v[l][31] = sel_v[l][31] ^ s_neg ^ s_swz_neg[c_q[1:0]];
      fin_v[l] = cur_src[l];
      if (s_mod[3]) fin_v[l][31] = 1'b0;
      if (s_mod[4]) fin_v[l][31] = ~fin_v[l][31];
    end
  end
  always_comb begin
    logic [1:0] dc;
    dc      = (ui_dcomp == CUR) ? c_q[1:0] : ui_dcomp[1:0];
    srcv_we = 1'b0;
    res_we  = 1'b0;
    tmp_we  = 1'b0;
    res_wc  = c_q[1:0];
    tmp_wc  = 2'd0;
    for (int unsigned l = 0; l < Lanes; l++) srcv_wd[l] = u_val[l];
    unique case (state_q)
      S_SRC_SEL: begin  // 9.4 steps 1-2
        srcv_we = !rd_wait;
        for (int unsigned l = 0; l < Lanes; l++) srcv_wd[l] = sel_v[l];
      end
      S_SRC_COMP, S_SRC_BIAS, S_SRC_X2, S_SRC_DIV: srcv_we = u_all;  // steps 3-5, 8
      S_SRC_FIN: begin  // steps 6-7
        srcv_we = 1'b1;
        for (int unsigned l = 0; l < Lanes; l++) srcv_wd[l] = fin_v[l];
      end
      S_OP: begin
        res_we = u_all && (ui_dkind != K_TMP);
        tmp_we = u_all && (ui_dkind == K_TMP);
        res_wc = dc;
        tmp_wc = dc;
      end
      S_DST_MOD: res_we = u_all;  // u_need: a component that passes, a factor other than 1
      S_DST_SAT: begin            // even steps: the compare into tmp 0; odd: the select
        res_we = u_all && step_q[0];
        tmp_we = u_all && !step_q[0];
      end
      default: ;
    endcase
  end

  always_ff @(posedge clk_i) begin
    for (int unsigned s = 0; s < 4; s++)
      for (int unsigned c = 0; c < 4; c++)
        for (int unsigned l = 0; l < Lanes; l++)
          if (srcv_we && 32'(sidx) == s && 32'(c_q[1:0]) == c)
            srcv_q[((s * 4 + c) * Lanes + l) * 32 +: 32] <= srcv_wd[l];
    for (int unsigned c = 0; c < 4; c++) begin
      for (int unsigned l = 0; l < Lanes; l++) begin
        if (tmp_we && 32'(tmp_wc) == c) tmp_q[(c * Lanes + l) * 32 +: 32] <= u_val[l];
        if (res_we && 32'(res_wc) == c)
          res_q[(c * Lanes + l) * 32 +: 32] <= u_val[l];
        else if (state_q == S_OP_REPL && c != 0)  // replicate x
          res_q[(c * Lanes + l) * 32 +: 32] <= res_q[l * 32 +: 32];
        else if (state_q == S_TEX_RSP && tex_rsp_valid_i && 32'(tl_q) == l)
          res_q[(c * Lanes + l) * 32 +: 32] <= tex_rsp_texel_i[c*32 +: 32];
      end
    end
    for (int unsigned l = 0; l < Lanes; l++) begin
      // The indirect offset (9.2): an ADDRESS register as it is, another file through F2I.
      if (state_q == S_SRC_BEGIN && !rd_wait && s_q < insn_q.num_src && s_q != op_sampler)
        off_q[l] <= s_ind ? rd_val[l] : 32'h0;
      else if (state_q == S_SRC_IND && u_all)
        off_q[l] <= u_val[l];
      if (state_q == S_SRC_DSAVE)  // the ExtDivide divisor (step 8)
        dv_q[l] <= cur_src[l];
    end
  end

  // ================================================================================ stacks
  // Write port: IF pushes CondMask (11.3); BGNLOOP pushes {LoopMask, ContMask, pc, 0}; ENDLOOP
  // that loops again counts the iteration in the entry on top (11.4). Each at most once per
  // instruction, so one port serves.
  always_comb begin
    if_we   = (state_q == S_IF_CMP) && u_all;
    l_we    = 1'b0;
    l_waddr = loop_sp_q;
    l_wdata = {loop_q, cont_q, pc_q[9:0], 17'd0};
    if (state_q == S_CTRL) begin
      if (op_flow == FLOW_BGNLOOP) begin
        l_we = 1'b1;
      end else if (op_flow == FLOW_ENDLOOP && (cond_q & loop_q & ltop_cont & func_q) != '0 &&
                   32'(ltop_it) + 1 < LoopIter) begin
        l_we    = 1'b1;
        l_waddr = loop_sp_q - 1'b1;
        l_wdata = {ltop_loop, ltop_cont, ltop_pc, ltop_it + 17'd1};
      end
    end
  end

  if (Compact == 0) begin : g_stk_regs
    // Flip-flop arrays, the top read combinationally.
    logic [Lanes-1:0]    if_stk_q [NestDepth];
    logic [LstkBits-1:0] lstk_q   [NestDepth];
    always_ff @(posedge clk_i) begin
      if (if_we) if_stk_q[if_sp_q] <= cond_q;
      if (l_we)  lstk_q[l_waddr] <= l_wdata;
    end
    assign if_top = if_stk_q[if_sp_q - 1'b1];
    assign {ltop_loop, ltop_cont, ltop_pc, ltop_it} = lstk_q[loop_sp_q - 1'b1];
  end else begin : g_stk_ram
    localparam int unsigned StkIdx = $clog2(NestDepth);
    // Block RAM, the entry below the stack pointer read every cycle: a push, a pop or a new
    // iteration count is visible on the top one cycle later, and the top is used only in
    // S_CTRL, at least four cycles after the instruction that moved the pointer or wrote.
    tgsi_engine_ram #(.Width(Lanes), .Depth(NestDepth), .Block(1'b1)) u_if_stk (
      .clk_i,
      .we_i    (if_we),
      .waddr_i (StkIdx'(if_sp_q)),
      .wdata_i (cond_q),
      .re_i    (1'b1),
      .raddr_i (StkIdx'(if_sp_q - 1'b1)),
      .rdata_o (if_top)
    );
    tgsi_engine_ram #(.Width(LstkBits), .Depth(NestDepth), .Block(1'b1)) u_loop_stk (
      .clk_i,
      .we_i    (l_we),
      .waddr_i (StkIdx'(l_waddr)),
      .wdata_i (l_wdata),
      .re_i    (1'b1),
      .raddr_i (StkIdx'(loop_sp_q - 1'b1)),
      .rdata_o ({ltop_loop, ltop_cont, ltop_pc, ltop_it})
    );
  end

  // CAL pushes its frame when it calls (11.5, G4, G5); RET and ENDSUB read the frame on top.
  assign c_we    = (state_q == S_CTRL) && (op_flow == FLOW_CALL) && ((active & flow_pass) != '0) &&
                   (32'(call_sp_q) < CallDep) && lbl_found;
  assign c_wdata = {pc_q + 11'd1, cond_q, loop_q, cont_q, func_q, if_sp_q, loop_sp_q};
  if (Compact == 0) begin : g_cstk_regs
    logic [CstkBits-1:0] cstk_q [CallDep];
    always_ff @(posedge clk_i) begin
      if (c_we) cstk_q[cpush] <= c_wdata;
    end
    assign c_top = cstk_q[ctop];
  end else begin : g_cstk_ram
    // Block RAM like the IF and loop stacks: the frame below the call stack pointer is read
    // every cycle; RET / ENDSUB use it in S_CTRL, at least four cycles after the CAL or return
    // that moved the pointer.
    tgsi_engine_ram #(.Width(CstkBits), .Depth(CallDep), .Block(1'b1)) u_call_stk (
      .clk_i,
      .we_i    (c_we),
      .waddr_i (cpush),
      .wdata_i (c_wdata),
      .re_i    (1'b1),
      .raddr_i (ctop),
      .rdata_o (c_top)
    );
  end

  // ================================================================================ sequencer
  // Next enabled component after c (4: none) for the per-component micro-programs.
  function automatic logic [2:0] next_comp(input logic [3:0] mask, input logic [2:0] c);
    next_comp = 3'd4;
    for (int k = 3; k >= 0; k--) begin
      if (32'(k) > 32'(c) && mask[k]) next_comp = 3'(k);
    end
  endfunction
  function automatic logic [2:0] first_comp(input logic [3:0] mask);
    first_comp = 3'd4;
    for (int k = 3; k >= 0; k--) begin
      if (mask[k]) first_comp = 3'(k);
    end
  endfunction

  logic any_2d;
  assign any_2d = |(insn_q.src_dimension & ((4'b1 << insn_q.num_src) - 4'b1));

  // Return from a call (11.5, G3): the lanes `lanes` leave; the state after it.
  logic [Lanes-1:0] ret_lanes;
  always_comb begin
    ret_lanes = active;
    if (op_flow == FLOW_RET) ret_lanes = active & flow_pass;
  end

  always_comb begin
    state_d = state_q;
    unique case (state_q)
      S_IDLE, S_DONE: if (start_valid_i) state_d = S_FETCH;
      S_FETCH: begin
        if (dbg_halt_i || files_busy)    state_d = S_FETCH;
        else if (pc_q >= insn_count_q)   state_d = S_DONE;
        else if (steps_q >= max_steps_q) state_d = S_DONE;
        else                             state_d = S_LATCH;
      end
      S_LATCH: state_d = S_DISPATCH;
      S_DISPATCH: begin
        if (op_class == CLASS_R || any_2d) state_d = S_DONE;
        else if (op_class == CLASS_F) begin
          state_d = (op_flow == FLOW_IF) ? S_SRC_BEGIN : S_CTRL;
        end else if (op_exec == EXEC_KILL) begin
          state_d = (insn_q.num_src == 3'd0) ? S_CTRL : S_SRC_BEGIN;
        end else if (op_exec == EXEC_NOP) state_d = S_NEXT;
        else if (op_class == CLASS_A && !uc_known) state_d = S_DONE;
        else if (!insn_q.has_dst || insn_q.dst_write_mask == 4'h0) state_d = S_NEXT;  // G14
        else state_d = S_SRC_BEGIN;
      end
      S_SRC_BEGIN: begin
        if (rd_wait) state_d = S_SRC_BEGIN;
        else if (s_q >= insn_q.num_src) state_d = ret_q;
        else if (s_q == op_sampler) state_d = S_SRC_BEGIN;
        else if (s_ind && s_ind_file != FILE_ADDRESS) state_d = S_SRC_IND;
        else state_d = S_SRC_SEL;
      end
      S_SRC_IND: if (u_all) state_d = S_SRC_SEL;
      S_SRC_SEL, S_SRC_COMP, S_SRC_BIAS, S_SRC_X2: begin
        if ((state_q == S_SRC_SEL && !rd_wait) || u_all) begin
          if (state_q == S_SRC_SEL && s_mod[0]) state_d = S_SRC_COMP;
          else if ((state_q == S_SRC_SEL || state_q == S_SRC_COMP) && s_mod[1])
            state_d = S_SRC_BIAS;
          else if (state_q != S_SRC_X2 && s_mod[2]) state_d = S_SRC_X2;
          else state_d = S_SRC_FIN;
        end
      end
      S_SRC_FIN: begin
        if (c_q != 3'd3)      state_d = S_SRC_SEL;
        else if (s_div < 4'd4) state_d = S_SRC_DSAVE;
        else                  state_d = S_SRC_NEXT;
      end
      S_SRC_DSAVE: state_d = S_SRC_DIV;
      S_SRC_DIV: if (u_all && c_q == 3'd3) state_d = S_SRC_NEXT;
      S_SRC_NEXT: state_d = S_SRC_BEGIN;
      S_OP: begin
        if (u_all && ui_last) begin
          if (uc_percomp) begin
            if (next_comp(insn_q.dst_write_mask, c_q) == 3'd4) state_d = S_DST_TEST;
          end else begin
            state_d = uc_repl ? S_OP_REPL : S_DST_TEST;
          end
        end
      end
      S_OP_REPL: state_d = S_DST_TEST;
      S_TEX_REQ: begin
        if (32'(tl_q) >= Lanes) state_d = S_DST_TEST;
        else if (active[tl_q[1:0]] && tex_req_ready_i) state_d = S_TEX_RSP;
      end
      S_TEX_RSP: if (tex_rsp_valid_i) state_d = S_TEX_REQ;
      S_DST_TEST: state_d = S_DST_MOD;
      S_DST_MOD: begin
        if (c_q == 3'd4) state_d = S_NEXT;
        else if (pass_q[c_q[1:0]] != '0 && (!u_need || u_all)) state_d = S_DST_SAT;
      end
      S_DST_SAT: if (!u_need || (u_all && step_q[1:0] == 2'd3)) state_d = S_DST_WR;
      S_DST_WR: state_d = S_DST_MOD;
      S_IF_CMP: if (u_all) state_d = S_NEXT;
      S_KIL_CMP: if (u_all && c_q == 3'd3) state_d = S_CTRL;
      S_CTRL: begin
        state_d = S_NEXT;
        unique case (op_flow)
          FLOW_ENDLOOP: begin
            if ((cond_q & loop_q & ltop_cont & func_q) != '0 &&
                32'(ltop_it) + 1 >= LoopIter) state_d = S_DONE;
          end
          FLOW_CALL: begin
            if ((active & flow_pass) != '0 && (32'(call_sp_q) >= CallDep || !lbl_found))
              state_d = S_DONE;
          end
          FLOW_RET, FLOW_ENDSUB: begin
            if ((func_q & ~ret_lanes) == '0 && call_sp_q == '0) state_d = S_DONE;
          end
          default: ;
        endcase
      end
      S_NEXT: state_d = S_FETCH;
      default: state_d = S_IDLE;
    endcase
  end

  // Data registers.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q      <= S_IDLE;
      pc_q         <= '0;
      npc_q        <= '0;
      insn_count_q <= '0;
      imm_count_q  <= '0;
      steps_q      <= '0;
      max_steps_q  <= '0;
      status_q     <= ST_OK;
      unimpl_q     <= '0;
      cond_q       <= '1;
      loop_q       <= '1;
      cont_q       <= '1;
      func_q       <= '1;
      kill_q       <= '0;
      kil_q        <= '0;
      if_sp_q      <= '0;
      loop_sp_q    <= '0;
      call_sp_q    <= '0;
      s_q          <= '0;
      c_q          <= '0;
      step_q       <= '0;
      tl_q         <= '0;
      ret_q        <= S_IDLE;
      fresh_q      <= 1'b1;
      insn_q       <= '0;
      cc_q         <= {2 * 4 * Lanes{CC_FLAG_EQ}};
      for (int unsigned c = 0; c < 4; c++) pass_q[c] <= '0;
    end else begin
      state_q <= state_d;
      if (idle && prog_we_i) fresh_q <= 1'b0;

      unique case (state_q)
        S_IDLE, S_DONE: begin
          if (start_valid_i) begin  // 11.8, G6: the initial state of a run
            fresh_q      <= 1'b1;
            insn_count_q <= start_insn_count_i;
            imm_count_q  <= start_imm_count_i;
            max_steps_q  <= start_max_steps_i;
            pc_q         <= '0;
            steps_q      <= '0;
            status_q     <= ST_OK;
            unimpl_q     <= '0;
            cond_q       <= '1;
            loop_q       <= '1;
            cont_q       <= '1;
            func_q       <= '1;
            kill_q       <= '0;
            if_sp_q      <= '0;
            loop_sp_q    <= '0;
            call_sp_q    <= '0;
            cc_q         <= {2 * 4 * Lanes{CC_FLAG_EQ}};
          end
        end
        S_FETCH: begin
          if (pc_q < insn_count_q && steps_q >= max_steps_q) status_q <= ST_STEP_LIMIT;
        end
        S_LATCH: insn_q <= prog_rd;
        S_DISPATCH: begin
          npc_q  <= pc_q + 11'd1;
          s_q    <= '0;
          c_q    <= '0;
          step_q <= '0;
          tl_q   <= '0;
          kil_q  <= '0;
          if (op_class == CLASS_R || any_2d || (op_class == CLASS_A && !uc_known &&
              op_exec != EXEC_KILL && op_exec != EXEC_NOP)) begin
            status_q <= ST_UNIMPL;
            unimpl_q <= op;
          end
          if (op_class == CLASS_F) ret_q <= S_IF_CMP;
          else if (op_exec == EXEC_KILL) ret_q <= S_KIL_CMP;
          else if (op_class == CLASS_T) ret_q <= S_TEX_REQ;
          else ret_q <= S_OP;
        end
        S_SRC_BEGIN: if (!rd_wait) begin
          c_q <= '0;
          if (s_q >= insn_q.num_src) begin
            // Enter the state after the sources.
            c_q    <= (ret_q == S_OP && uc_percomp) ? first_comp(insn_q.dst_write_mask)
                                                        : 3'd0;
            step_q <= '0;
            tl_q   <= '0;
          end else if (s_q == op_sampler) begin
            s_q <= s_q + 3'd1;
          end
        end
        S_SRC_FIN: c_q <= (c_q == 3'd3) ? 3'd0 : c_q + 3'd1;  // the value: srcv_we
        S_SRC_DSAVE: c_q <= '0;
        S_SRC_DIV: if (u_all) c_q <= c_q + 3'd1;
        S_SRC_NEXT: begin
          s_q <= s_q + 3'd1;
          c_q <= '0;
        end
        S_OP: begin
          if (u_all) begin  // the value: tmp_we / res_we
            if (ui_last) begin
              step_q <= '0;
              if (uc_percomp) c_q <= next_comp(insn_q.dst_write_mask, c_q);
            end else begin
              step_q <= step_q + 5'd1;
            end
          end
        end
        S_TEX_REQ: begin
          if (32'(tl_q) < Lanes && !active[tl_q[1:0]]) tl_q <= tl_q + 3'd1;
        end
        S_TEX_RSP: begin
          if (tex_rsp_valid_i) tl_q <= tl_q + 3'd1;  // the texel: res_q
        end
        S_DST_TEST: begin
          for (int unsigned c = 0; c < 4; c++) pass_q[c] <= dst_pass[c];
          c_q    <= '0;
          step_q <= '0;
        end
        S_DST_MOD: begin
          if (c_q != 3'd4 && pass_q[c_q[1:0]] == '0) c_q <= c_q + 3'd1;  // else: res_we
          step_q <= '0;
        end
        S_DST_SAT: begin
          if (u_all) step_q <= step_q + 5'd1;  // the value: tmp_we / res_we
        end
        S_DST_WR: begin  // step 5 in the register files; step 6 here
          if (insn_q.nv_valid && insn_q.nv_cond_dst_update) begin
            // Constant indices (see srcv_we): register r, component c, lane l.
            for (int unsigned r = 0; r < 2; r++)
              for (int unsigned c = 0; c < 4; c++)
                for (int unsigned l = 0; l < Lanes; l++)
                  if (32'(insn_q.nv_cond_dst_index[0]) == r && 32'(c_q[1:0]) == c &&
                      pass_q[c][l])
                    cc_q[((r * 4 + c) * Lanes + l) * 2 +: 2] <=
                        cc_class(res_q[(c * Lanes + l) * 32 +: 32]);
          end
          c_q <= c_q + 3'd1;
        end
        S_IF_CMP: begin
          if (u_all) begin  // 11.3: push CondMask, clear the lanes whose a.x is false
            if_sp_q <= if_sp_q + 1'b1;  // the entry: if_we
            for (int unsigned l = 0; l < Lanes; l++) if (u_val[l][0]) cond_q[l] <= 1'b0;
          end
        end
        S_KIL_CMP: begin
          if (u_all) begin
            for (int unsigned l = 0; l < Lanes; l++) if (u_val[l][0]) kil_q[l] <= 1'b1;
            c_q <= c_q + 3'd1;
          end
        end
        S_CTRL: begin
          if (op_exec == EXEC_KILL) begin  // 8.9, G8
            if (insn_q.num_src == 3'd0) kill_q <= kill_q | (active & flow_pass);
            else kill_q <= kill_q | (active & flow_pass & kil_q);
          end
          unique case (op_flow)
            FLOW_ELSE: cond_q <= ~cond_q & if_top;
            FLOW_ENDIF: begin
              cond_q  <= if_top;
              if_sp_q <= if_sp_q - 1'b1;
            end
            FLOW_BGNLOOP: begin  // 11.4 (the entry: l_we)
              loop_sp_q <= loop_sp_q + 1'b1;
            end
            FLOW_IN_LOOP: begin
              if (op == OPCODE_BRK) loop_q <= loop_q & ~(active & flow_pass);
              else                  cont_q <= cont_q & ~(active & flow_pass);
            end
            FLOW_ENDLOOP: begin
              cont_q <= ltop_cont;
              if ((cond_q & loop_q & ltop_cont & func_q) != '0) begin
                if (32'(ltop_it) + 1 >= LoopIter) begin
                  status_q <= ST_LOOP_LIMIT;
                  steps_q  <= steps_q + 32'd1;
                end else begin  // the iteration count: l_we
                  npc_q <= {1'b0, ltop_pc} + 11'd1;
                end
              end else begin
                loop_q    <= ltop_loop;
                loop_sp_q <= loop_sp_q - 1'b1;
              end
            end
            FLOW_CALL: begin  // 11.5, G4, G5
              if ((active & flow_pass) != '0) begin
                if (32'(call_sp_q) >= CallDep) begin
                  status_q <= ST_CALL_DEPTH;
                  steps_q  <= steps_q + 32'd1;
                end else if (!lbl_found) begin
                  status_q <= ST_BAD_LABEL;
                  steps_q  <= steps_q + 32'd1;
                end else begin  // the frame: c_we
                  call_sp_q <= call_sp_q + 1'b1;
                  func_q    <= func_q & active & flow_pass;
                  npc_q     <= {1'b0, lbl_addr};
                end
              end
            end
            FLOW_RET, FLOW_ENDSUB: begin  // 11.5, G3, D22
              if ((func_q & ~ret_lanes) != '0) begin
                func_q <= func_q & ~ret_lanes;
              end else if (call_sp_q == '0) begin
                func_q  <= '0;
                steps_q <= steps_q + 32'd1;  // the program ends here (11.6)
              end else begin
                cond_q    <= ctop_cond;
                loop_q    <= ctop_loop;
                cont_q    <= ctop_cont;
                func_q    <= ctop_func;
                if_sp_q   <= ctop_ifsp;
                loop_sp_q <= ctop_lsp;
                npc_q     <= ctop_ret;
                call_sp_q <= call_sp_q - 1'b1;
              end
            end
            default: ;
          endcase
        end
        S_NEXT: begin
          steps_q <= steps_q + 32'd1;
          pc_q    <= npc_q;
        end
        default: ;
      endcase
    end
  end

  // ================================================================================ outputs
  assign start_ready_o   = idle;
  assign done_o          = (state_q == S_DONE);
  assign halted_o        = (state_q == S_FETCH) && dbg_halt_i && !files_busy;
  assign status_o        = status_q;
  assign steps_o         = steps_q;
  assign pc_o            = pc_q;
  assign kill_o          = kill_q;
  assign unimpl_opcode_o = unimpl_q;

  // Fields kept in the record for completeness but not needed by execution.
  // The condition-code indices: the decoder rejects any but 0 and 1 (docs/tgsi.md 10.3). IN and
  // ADDR never sweep (IN is not cleared by a run; ADDR has two registers).
  logic unused_insn;
  assign unused_insn = ^{in_busy, addr_busy, insn_q.label_valid, insn_q.label_target,
                         insn_q.src_ind_swizzle, insn_q.nv_cond_flow_index[3:1],
                         insn_q.dst_cc_src_index[3:1]};

  assign tex_req_valid_o  = (state_q == S_TEX_REQ) && (32'(tl_q) < Lanes) &&
                            active[tl_q[1:0]];
  assign tex_rsp_ready_o  = (state_q == S_TEX_RSP);
  assign tex_req_opcode_o = op;
  assign tex_req_target_o = insn_q.texture;
  assign tex_req_unit_o   = insn_q.src_index[32'(op_sampler[1:0])*16 +: 8];
  assign tex_req_lane_o   = tl_q[1:0];
  always_comb begin
    for (int unsigned c = 0; c < 4; c++) begin
      tex_req_coord_o[c*32 +: 32] = srcv_q[((0 * 4 + c) * Lanes + 32'(tl_q[1:0])) * 32 +: 32];
      tex_req_ddx_o[c*32 +: 32]   = srcv_q[((1 * 4 + c) * Lanes + 32'(tl_q[1:0])) * 32 +: 32];
      tex_req_ddy_o[c*32 +: 32]   = srcv_q[((2 * 4 + c) * Lanes + 32'(tl_q[1:0])) * 32 +: 32];
    end
  end

endmodule
