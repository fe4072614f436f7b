// R500 fragment shader (US) core: runs a whole program over one quad, the instruction-set
// simulator of golden/r500/iss.h in hardware (docs/r500.md 8.4, 10, 14; its header's sequencing
// rules are the contract). Ports, the load/read-back spaces and the cycle counts:
// rtl/r500/README.md, "Shader core".
//
//   instruction memory  512 x 192 bits (r500_core_ram)
//   constants           256 x {R,G,B} and 256 x {A} (two banks, so that the RGB and the alpha
//                       slot of one beat read different addresses in the same cycle)
//   temporaries         per pixel and channel a 128 x 32 bank (16 banks): RGB and alpha writes,
//                       and the texel write masks, are per channel
//   state registers     per pixel: predicate bits, ALU result, killed, four render targets with
//                       their written bits, W; the flow-control state of r500_fc (PC, active,
//                       bcnt, loop and address stacks, aL)
//
// Sequencer, one instruction at a time, strictly in order (every write visible to the next
// instruction: the timing fields NOP, ALU_WAIT, TEX_SEM_*, LAST have no effect, P16, P38, P39):
//   Fetch   the instruction memory reads slot PC
//   Decode  FC: r500_fc computes the next state, which is taken at once (retire). Otherwise the
//           first operand read (r500_core_addr, beat 0)
//   Read    beats 1, 2 and the capture of beat 2: per pixel three 128-bit operands (ALU/OUT:
//           source slot k, R,G,B and A from temporaries or constants; TEX: src, dX, dY)
//   Exec    r500_pipeline (1 + NumPipeRegs cycles); its output is held (out_ready low) while
//   TexReq/ the texture port serves the issued pixels one by one: request, response, texel
//   TexResp written through the destination swizzle and tex_we into that pixel's banks
//   Retire  the pipeline's writes are applied (temporaries, predicates, ALU result, outputs,
//           W, kills), PC+1; the run stops after the END_ADDR + OFFSET_ADDR instruction, on a
//           stack fault (G13) or at the step limit (G22); an illegal instruction is a no-op
//           with PC+1 (P22)
// Every retired instruction gives one beat on the trace port, the cycle after it retired.
module r500_core #(
  parameter int unsigned NumPipeRegs = 3   // r500_pipeline depth
) (
  input  logic           clk_i,
  input  logic           rst_ni,

  // Load port, honoured while idle (busy_o = 0): one memory word per cycle.
  input  logic           load_valid_i,
  input  logic [1:0]     load_space_i,     // 0 IMEM, 1 CONST, 2 TEMP (3: ignored)
  input  logic [8:0]     load_addr_i,      // IMEM slot / CONST index / TEMP index
  input  logic [511:0]   load_data_i,      // IMEM [191:0] W5..W0; CONST [127:0] {a,b,g,r};
                                           // TEMP pixel p at [p*128 +: 128]
  // Read-back port, while idle: rd_data_o is the word at rd_space_i/rd_addr_i of the cycle before.
  input  logic [1:0]     rd_space_i,       // 0 IMEM, 1 CONST, 2 TEMP, 3 OUT (render target)
  input  logic [8:0]     rd_addr_i,
  output logic [511:0]   rd_data_o,        // forms of load_data_i; OUT: pixel p at [p*128 +: 128]

  // Configuration, held stable while busy (docs/r500.md 3.8).
  input  logic [8:0]     start_addr_i,     // US_CODE_ADDR.START_ADDR
  input  logic [8:0]     end_addr_i,       // US_CODE_ADDR.END_ADDR
  input  logic [8:0]     code_offset_i,    // US_CODE_OFFSET.OFFSET_ADDR
  input  logic [31:0]    bool_const_i,     // US_FC_BOOL_CONST
  input  logic [32*24-1:0] int_const_i,    // US_FC_INT_CONST_i[23:0] at [i*24 +: 24]
  input  logic           full_fc_en_i,     // US_FC_CTRL.FULL_FC_EN
  input  logic           zero_times_anything_i,  // US_CONFIG bit 1
  input  logic [31:0]    max_steps_i,      // step limit
  input  logic [3:0]     covered_i,        // per pixel
  input  logic [3:0]     init_killed_i,    // killed at the start (stays killed)
  input  logic [15:0]    init_pred_i,      // predicate bits at the start, pixel p at [4p +: 4]
  input  logic [3:0]     init_alu_result_i,

  // Run control.
  input  logic           start_i,          // while idle: run from START_ADDR + OFFSET_ADDR
  output logic           busy_o,
  output logic           done_o,           // one cycle, when the run has stopped
  output logic [1:0]     status_o,         // 0 ENDED, 1 STEP_LIMIT, 2 STACK_FAULT (held)
  output logic [31:0]    steps_o,          // instructions executed (held)
  output logic [8:0]     last_pc_o,        // address of the last instruction executed (held)
  output logic [31:0]    illegal_count_o,  // illegal instructions met (held)

  // Texture port: one request at a time, answered in order by one response.
  output logic           tex_req_valid_o,
  input  logic           tex_req_ready_i,
  output logic [1:0]     tex_req_pixel_o,
  output logic [2:0]     tex_req_op_o,     // TEX INST code
  output logic [3:0]     tex_req_unit_o,   // TEX_ID
  output logic           tex_req_unscaled_o,
  output logic [127:0]   tex_req_coord_o,  // {Q, R, T, S} as read (G20)
  output logic [127:0]   tex_req_dx_o,     // DXDY only, else 0
  output logic [127:0]   tex_req_dy_o,
  input  logic           tex_resp_valid_i, // accepted in any cycle after the request
  input  logic [127:0]   tex_resp_texel_i, // {a, b, g, r}

  // Trace port: one beat per executed instruction (the cycle after it retired; the state ports
  // below then show the state after it). Effects as golden/r500/execute.h ExecOut, 0 when off.
  output logic           trace_valid_o,
  output logic [8:0]     trace_pc_o,
  output logic [8:0]     trace_next_pc_o,
  output logic [1:0]     trace_type_o,
  output logic           trace_illegal_o,
  output logic [7:0]     trace_al_o,       // aL the instruction used
  output logic [6:0]     trace_rgb_addr_o,
  output logic [6:0]     trace_alpha_addr_o,
  output logic [11:0]    trace_rgb_we_o,   // pixel p at [3p +: 3]
  output logic [3:0]     trace_alpha_we_o,
  output logic [511:0]   trace_temp_o,     // pixel p at [p*128 +: 128]
  output logic [1:0]     trace_rgb_target_o,
  output logic [1:0]     trace_alpha_target_o,
  output logic [15:0]    trace_out_we_o,
  output logic [511:0]   trace_out_o,
  output logic [3:0]     trace_w_we_o,
  output logic [127:0]   trace_w_o,        // pixel p at [p*32 +: 32]
  output logic [15:0]    trace_pred_we_o,
  output logic [15:0]    trace_pred_o,
  output logic [3:0]     trace_alu_result_we_o,
  output logic [3:0]     trace_alu_result_o,
  output logic [3:0]     trace_kill_o,
  output logic [3:0]     trace_tex_issue_o,
  output logic [6:0]     trace_tex_dst_addr_o,
  output logic [15:0]    trace_tex_we_o,   // texel channels written
  output logic [511:0]   trace_tex_o,      // the values written (swizzled texel), 0 elsewhere
  output logic           trace_fc_take_o,
  output logic           trace_fc_overflow_o,
  output logic           trace_fc_underflow_o,
  output logic           trace_fc_beyond_mode_o,

  // State (after the last instruction; at the start: set from the configuration).
  output logic [15:0]    pred_o,
  output logic [3:0]     alu_result_o,
  output logic [3:0]     killed_o,
  output logic [63:0]    out_written_o,    // pixel p, target t: [(4p + t)*4 +: 4], bit c
  output logic [127:0]   w_o,
  output logic [3:0]     w_written_o,
  output logic [8:0]     pc_o,
  output logic [3:0]     active_o,
  output logic [31:0]    bcnt_o,
  output logic [63:0]    loop_count_o,
  output logic [3:0]     loop_count_depth_o,
  output logic [63:0]    loop_al_o,
  output logic [3:0]     loop_al_depth_o,
  output logic [71:0]    addr_stack_o,
  output logic [3:0]     addr_depth_o,
  output logic [7:0]     al_o
);

  localparam int unsigned P = 4;  // pixels of the quad

  localparam logic [1:0] SpaceImem  = 2'd0;
  localparam logic [1:0] SpaceConst = 2'd1;
  localparam logic [1:0] SpaceTemp  = 2'd2;
  localparam logic [1:0] SpaceOut   = 2'd3;

  localparam logic [1:0] StatusEnded      = 2'd0;
  localparam logic [1:0] StatusStepLimit  = 2'd1;
  localparam logic [1:0] StatusStackFault = 2'd2;

  typedef enum logic [2:0] {
    StIdle,
    StFetch,
    StDecode,
    StRead,
    StExec,
    StTexReq,
    StTexResp
  } state_e;

  state_e state_q, state_d;
  logic   idle;
  assign idle = state_q == StIdle;

  // ---------------------------------------------------------------------------------------------
  // Registers of the run
  // ---------------------------------------------------------------------------------------------
  logic [8:0]  pc_q, end_pc_q, last_pc_q;
  logic [31:0] steps_q, illegal_cnt_q;
  logic [1:0]  status_q;
  logic        done_q;
  // flow-control state (8.1)
  logic [P-1:0]   active_q;
  logic [P*8-1:0] bcnt_q;
  logic [63:0]    cnt_q, als_q;
  logic [3:0]     cnt_depth_q, als_depth_q, adr_depth_q;
  logic [71:0]    adr_q;
  logic [7:0]     al_q;
  // per-pixel state
  logic [P*4-1:0]       pred_q;
  logic [P-1:0]         alu_res_q, killed_q, w_written_q;
  logic [P*4*128-1:0]   out_q;        // pixel p, target t at [(4p + t)*128 +: 128]
  logic [P*4*4-1:0]     written_q;
  logic [P*32-1:0]      w_q;
  // the instruction in flight
  logic [1:0]        beat_q;          // Read: the beat whose data arrives this cycle + 1
  logic              sent_q;          // the pipeline accepted the instruction
  logic [P*3*128-1:0] opnd_q;         // pixel p, operand k at [(3p + k)*128 +: 128]
  logic [P-1:0]      tex_pend_q;      // pixels whose texture request is still to be made
  logic [1:0]        tex_pix_q;       // pixel of the outstanding request
  logic [P*128-1:0]  tex_val_q;       // texel values written (trace)
  logic [P*4-1:0]    tex_we_q;

  // ---------------------------------------------------------------------------------------------
  // Memories
  // ---------------------------------------------------------------------------------------------
  logic load_imem, load_const, load_temp;
  assign load_imem  = idle & load_valid_i & (load_space_i == SpaceImem);
  assign load_const = idle & load_valid_i & (load_space_i == SpaceConst);
  assign load_temp  = idle & load_valid_i & (load_space_i == SpaceTemp);

  logic [191:0] instr;  // the instruction at pc_q (from the cycle after Fetch on)
  r500_core_ram #(.Width(192), .Depth(512), .AddrWidth(9)) u_imem (
    .clk_i,
    .we_i    (load_imem),
    .waddr_i (load_addr_i),
    .wdata_i (load_data_i[191:0]),
    .raddr_i (idle ? rd_addr_i : pc_q),
    .rdata_o (instr)
  );

  // Addresses of the operand read beat (Decode: beat 0, Read: beat_q).
  logic [1:0] itype;
  logic [6:0] temp_rgb_raddr, temp_alpha_raddr;
  logic [7:0] const_rgb_raddr, const_alpha_raddr;
  logic       beat_rgb_const, beat_alpha_const;
  r500_core_addr u_addr (
    .instr_i            (instr),
    .al_i               (al_q),
    .beat_i             ((state_q == StRead) ? beat_q : 2'd0),
    .type_o             (itype),
    .temp_rgb_addr_o    (temp_rgb_raddr),
    .temp_alpha_addr_o  (temp_alpha_raddr),
    .const_rgb_addr_o   (const_rgb_raddr),
    .const_alpha_addr_o (const_alpha_raddr),
    .rgb_const_o        (beat_rgb_const),
    .alpha_const_o      (beat_alpha_const)
  );
  // The constant-or-temporary choice of a beat, for its data one cycle later.
  logic rgb_const_q, alpha_const_q;
  always_ff @(posedge clk_i) begin
    rgb_const_q   <= beat_rgb_const;
    alpha_const_q <= beat_alpha_const;
  end

  logic [95:0] const_rgb_rdata;
  logic [31:0] const_alpha_rdata;
  r500_core_ram #(.Width(96), .Depth(256), .AddrWidth(8)) u_const_rgb (
    .clk_i,
    .we_i    (load_const),
    .waddr_i (load_addr_i[7:0]),
    .wdata_i (load_data_i[95:0]),
    .raddr_i (idle ? rd_addr_i[7:0] : const_rgb_raddr),
    .rdata_o (const_rgb_rdata)
  );
  r500_core_ram #(.Width(32), .Depth(256), .AddrWidth(8)) u_const_alpha (
    .clk_i,
    .we_i    (load_const),
    .waddr_i (load_addr_i[7:0]),
    .wdata_i (load_data_i[127:96]),
    .raddr_i (idle ? rd_addr_i[7:0] : const_alpha_raddr),
    .rdata_o (const_alpha_rdata)
  );

  // ---------------------------------------------------------------------------------------------
  // Execution pipeline (one ALU/OUT/TEX instruction on the quad)
  // ---------------------------------------------------------------------------------------------
  logic                pipe_in_valid, pipe_in_ready, pipe_out_valid, pipe_out_ready;
  logic                p_illegal, p_tex_valid, p_tex_unscaled, p_tex_acquire, p_tag;
  logic [1:0]          p_type, p_rgb_target, p_alpha_target;
  logic [6:0]          p_rgb_addr, p_alpha_addr, p_tex_dst_addr;
  logic [2:0]          p_tex_op;
  logic [3:0]          p_tex_unit;
  logic [7:0]          p_tex_dst_swiz;
  logic [P*128-1:0]    p_result, p_temp, p_out, p_tex_coord, p_tex_dx, p_tex_dy;
  logic [P*3-1:0]      p_rgb_we;
  logic [P-1:0]        p_alpha_we, p_w_we, p_alu_we, p_alu, p_tex_issue, p_kill;
  logic [P*4-1:0]      p_out_we, p_pred_we, p_pred, p_tex_we;
  logic [P*32-1:0]     p_w;
  logic [P*288-1:0]    rgb_slot;
  logic [P*96-1:0]     alpha_slot;
  logic [P*128-1:0]    tex_src, tex_dx, tex_dy;

  for (genvar p = 0; p < P; p++) begin : gen_operands
    for (genvar k = 0; k < 3; k++) begin : gen_slot
      assign rgb_slot[p*288 + k*96 +: 96] = opnd_q[(3*p + k)*128 +: 96];
      assign alpha_slot[p*96 + k*32 +: 32] = opnd_q[(3*p + k)*128 + 96 +: 32];
    end
    assign tex_src[p*128 +: 128] = opnd_q[(3*p + 0)*128 +: 128];
    assign tex_dx[p*128 +: 128]  = opnd_q[(3*p + 1)*128 +: 128];
    assign tex_dy[p*128 +: 128]  = opnd_q[(3*p + 2)*128 +: 128];
  end

  r500_pipeline #(
    .Lanes       (P),
    .NumPipeRegs (NumPipeRegs),
    .TagWidth    (1)
  ) u_pipe (
    .clk_i,
    .rst_ni,
    .in_valid_i            (pipe_in_valid),
    .in_ready_o            (pipe_in_ready),
    .in_tag_i              (1'b0),
    .instr_i               (instr),
    .al_i                  (al_q),
    .zero_times_anything_i (zero_times_anything_i),
    .rgb_slot_i            (rgb_slot),
    .alpha_slot_i          (alpha_slot),
    .tex_src_i             (tex_src),
    .tex_dx_i              (tex_dx),
    .tex_dy_i              (tex_dy),
    .pred_i                (pred_q),
    .active_i              (active_q),
    .killed_i              (killed_q),
    .covered_i             (covered_i),
    .out_valid_o           (pipe_out_valid),
    .out_ready_i           (pipe_out_ready),
    .out_tag_o             (p_tag),
    .illegal_o             (p_illegal),
    .type_o                (p_type),
    .rgb_addr_o            (p_rgb_addr),
    .alpha_addr_o          (p_alpha_addr),
    .rgb_target_o          (p_rgb_target),
    .alpha_target_o        (p_alpha_target),
    .tex_valid_o           (p_tex_valid),
    .tex_op_o              (p_tex_op),
    .tex_unit_o            (p_tex_unit),
    .tex_unscaled_o        (p_tex_unscaled),
    .tex_sem_acquire_o     (p_tex_acquire),
    .tex_dst_addr_o        (p_tex_dst_addr),
    .tex_dst_swiz_o        (p_tex_dst_swiz),
    .result_o              (p_result),
    .rgb_we_o              (p_rgb_we),
    .alpha_we_o            (p_alpha_we),
    .temp_o                (p_temp),
    .out_we_o              (p_out_we),
    .out_o                 (p_out),
    .w_we_o                (p_w_we),
    .w_o                   (p_w),
    .pred_we_o             (p_pred_we),
    .pred_o                (p_pred),
    .alu_result_we_o       (p_alu_we),
    .alu_result_o          (p_alu),
    .tex_issue_o           (p_tex_issue),
    .tex_coord_o           (p_tex_coord),
    .tex_dx_o              (p_tex_dx),
    .tex_dy_o              (p_tex_dy),
    .tex_we_o              (p_tex_we),
    .kill_o                (p_kill)
  );
  // The unconditioned result, the tag (one instruction at a time), the request-record flag and
  // the semaphore (timing only, P39) and the type (the sequencer decodes it itself).
  logic unused_pipe;
  assign unused_pipe = ^{p_result, p_tag, p_tex_valid, p_tex_acquire, p_type};

  // ---------------------------------------------------------------------------------------------
  // Flow-control unit (one FC instruction, combinational)
  // ---------------------------------------------------------------------------------------------
  logic           fc_illegal, fc_take, fc_overflow, fc_underflow, fc_beyond;
  logic [8:0]     fc_pc;
  logic [P-1:0]   fc_active, fc_want, fc_considered;
  logic [P*8-1:0] fc_bcnt;
  logic [63:0]    fc_cnt, fc_als;
  logic [3:0]     fc_cnt_depth, fc_als_depth, fc_adr_depth;
  logic [71:0]    fc_adr;
  logic [7:0]     fc_al;
  r500_fc #(.Pixels(P)) u_fc (
    .instr_i            (instr),
    .pc_i               (pc_q),
    .active_i           (active_q),
    .bcnt_i             (bcnt_q),
    .loop_count_i       (cnt_q),
    .loop_count_depth_i (cnt_depth_q),
    .loop_al_i          (als_q),
    .loop_al_depth_i    (als_depth_q),
    .addr_i             (adr_q),
    .addr_depth_i       (adr_depth_q),
    .bool_const_i       (bool_const_i),
    .int_const_i        (int_const_i),
    .code_offset_i      (code_offset_i),
    .full_fc_en_i       (full_fc_en_i),
    .alu_result_i       (alu_res_q),
    .pred_i             (pred_q),
    .covered_i          (covered_i),
    .killed_i           (killed_q),
    .illegal_o          (fc_illegal),
    .pc_o               (fc_pc),
    .active_o           (fc_active),
    .bcnt_o             (fc_bcnt),
    .loop_count_o       (fc_cnt),
    .loop_count_depth_o (fc_cnt_depth),
    .loop_al_o          (fc_als),
    .loop_al_depth_o    (fc_als_depth),
    .addr_o             (fc_adr),
    .addr_depth_o       (fc_adr_depth),
    .al_o               (fc_al),
    .take_o             (fc_take),
    .want_o             (fc_want),
    .considered_o       (fc_considered),
    .overflow_o         (fc_overflow),
    .underflow_o        (fc_underflow),
    .beyond_mode_o      (fc_beyond)
  );
  // The decision's details are not effects of the instruction.
  logic unused_fc;
  assign unused_fc = ^{fc_want, fc_considered};

  // ---------------------------------------------------------------------------------------------
  // Sequencer
  // ---------------------------------------------------------------------------------------------
  logic is_fc;
  assign is_fc = itype == r500_pkg::TYPE_FC;

  // Texture requests: the lowest pixel still pending.
  logic [1:0] tex_pix;
  always_comb begin
    tex_pix = 2'd0;
    for (int p = P - 1; p >= 0; p--) begin
      if (tex_pend_q[p]) tex_pix = 2'(p);
    end
  end
  logic tex_req_fire, tex_resp_fire;
  assign tex_req_valid_o = (state_q == StTexReq) & (tex_pend_q != '0);
  assign tex_req_fire    = tex_req_valid_o & tex_req_ready_i;
  assign tex_resp_fire   = (state_q == StTexResp) & tex_resp_valid_i;

  // The pipeline gets the instruction once (in_valid stays up until it is accepted, and with
  // NumPipeRegs = 0 that is the cycle its output is consumed); its output is consumed at once,
  // or after the texture requests of its issued pixels.
  logic in_flight;
  assign in_flight      = (state_q == StExec) | (state_q == StTexReq) | (state_q == StTexResp);
  assign pipe_in_valid  = in_flight & ~sent_q;
  assign pipe_out_ready = ((state_q == StExec) & (p_tex_issue == '0)) |
                          ((state_q == StTexReq) & (tex_pend_q == '0));

  logic start, fc_retire, out_fire, retire;
  assign start     = idle & start_i;
  assign fc_retire = (state_q == StDecode) & is_fc;
  assign out_fire  = pipe_out_valid & pipe_out_ready;
  assign retire    = fc_retire | out_fire;

  // Stop after this instruction (iss.cpp run(): a stack fault first, then the END_ADDR
  // instruction, then the step limit).
  logic [31:0] steps_inc;
  logic        fault, at_end, at_limit, stop;
  logic [1:0]  stop_status;
  assign steps_inc = steps_q + 32'd1;
  assign fault     = fc_retire & (fc_overflow | fc_underflow);
  assign at_end    = pc_q == end_pc_q;
  assign at_limit  = steps_inc >= max_steps_i;
  assign stop      = fault | at_end | at_limit;
  assign stop_status = fault ? StatusStackFault : (at_end ? StatusEnded : StatusStepLimit);

  logic [8:0] next_pc;
  logic       illegal;
  assign next_pc = is_fc ? fc_pc : pc_q + 9'd1;
  assign illegal = fc_retire ? fc_illegal : p_illegal;

  always_comb begin
    state_d = state_q;
    unique case (state_q)
      StIdle: begin
        if (start_i) state_d = (max_steps_i == '0) ? StIdle : StFetch;
      end
      StFetch:   state_d = StDecode;
      StDecode:  state_d = is_fc ? (stop ? StIdle : StFetch) : StRead;
      StRead:    state_d = (beat_q == 2'd3) ? StExec : StRead;
      StExec: begin
        if (pipe_out_valid) begin
          if (p_tex_issue != '0) state_d = StTexReq;
          else state_d = stop ? StIdle : StFetch;
        end
      end
      StTexReq: begin
        if (tex_pend_q == '0) state_d = stop ? StIdle : StFetch;
        else if (tex_req_ready_i) state_d = StTexResp;
      end
      StTexResp: begin
        if (tex_resp_valid_i) state_d = StTexReq;
      end
      default: state_d = StIdle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q       <= StIdle;
      done_q        <= 1'b0;
      status_q      <= StatusEnded;
      steps_q       <= '0;
      illegal_cnt_q <= '0;
      last_pc_q     <= '0;
      pc_q          <= '0;
      end_pc_q      <= '0;
      beat_q        <= '0;
      sent_q        <= 1'b0;
      tex_pend_q    <= '0;
      tex_pix_q     <= '0;
    end else begin
      state_q <= state_d;
      done_q  <= (start & (max_steps_i == '0)) | (retire & stop);
      if (start) begin
        pc_q          <= start_addr_i + code_offset_i;  // mod 512 (8.4)
        end_pc_q      <= end_addr_i + code_offset_i;
        steps_q       <= '0;
        illegal_cnt_q <= '0;
        last_pc_q     <= '0;
        status_q      <= StatusStepLimit;  // max_steps 0: nothing runs
      end
      if (retire) begin
        pc_q          <= next_pc;
        steps_q       <= steps_inc;
        last_pc_q     <= pc_q;
        illegal_cnt_q <= illegal_cnt_q + {31'd0, illegal};
        if (stop) status_q <= stop_status;
      end
      if (state_q == StDecode) beat_q <= 2'd1;
      else if (state_q == StRead) beat_q <= beat_q + 2'd1;
      if (state_q == StRead) sent_q <= 1'b0;
      else if (pipe_in_valid & pipe_in_ready) sent_q <= 1'b1;
      if ((state_q == StExec) & pipe_out_valid) tex_pend_q <= p_tex_issue;
      else if (tex_resp_fire) tex_pend_q[tex_pix_q] <= 1'b0;
      if (tex_req_fire) tex_pix_q <= tex_pix;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Operand gathering: beat k's data arrives in Read with beat_q = k + 1
  // ---------------------------------------------------------------------------------------------
  logic [P*128-1:0] temp_rdata;  // pixel p: {a, b, g, r} of its banks
  logic [1:0]       capture_slot;
  assign capture_slot = beat_q - 2'd1;
  always_ff @(posedge clk_i) begin
    if (state_q == StRead) begin
      for (int p = 0; p < P; p++) begin
        for (int k = 0; k < 3; k++) begin
          if (capture_slot == 2'(k)) begin
            opnd_q[(3*p + k)*128 +: 96] <= rgb_const_q ? const_rgb_rdata
                                                       : temp_rdata[p*128 +: 96];
            opnd_q[(3*p + k)*128 + 96 +: 32] <= alpha_const_q ? const_alpha_rdata
                                                              : temp_rdata[p*128 + 96 +: 32];
          end
        end
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Temporaries: per pixel and channel one bank; writes from the load port (idle), the
  // pipeline's RGB and alpha writes (retire), and the texel of a response
  // ---------------------------------------------------------------------------------------------
  for (genvar p = 0; p < P; p++) begin : gen_temp_pixel
    // Destination channel c of the texel: texel[DST_c_SWIZ] (7).
    logic [127:0] texel;
    for (genvar c = 0; c < 4; c++) begin : gen_texel
      assign texel[c*32 +: 32] = tex_resp_texel_i[p_tex_dst_swiz[2*c +: 2]*32 +: 32];
    end
    logic tex_here;
    assign tex_here = tex_resp_fire & (tex_pix_q == 2'(p));

    for (genvar c = 0; c < 4; c++) begin : gen_bank
      logic        we;
      logic [6:0]  waddr, raddr;
      logic [31:0] wdata;
      always_comb begin
        we    = 1'b0;
        waddr = load_addr_i[6:0];
        wdata = load_data_i[p*128 + c*32 +: 32];
        if (load_temp) begin
          we = 1'b1;
        end else if (tex_here) begin
          we    = p_tex_we[p*4 + c];
          waddr = p_tex_dst_addr;
          wdata = texel[c*32 +: 32];
        end else if (out_fire) begin
          we    = (c == 3) ? p_alpha_we[p] : p_rgb_we[p*3 + c];
          waddr = (c == 3) ? p_alpha_addr : p_rgb_addr;
          wdata = p_temp[p*128 + c*32 +: 32];
        end
      end
      assign raddr = idle ? rd_addr_i[6:0] : ((c == 3) ? temp_alpha_raddr : temp_rgb_raddr);
      r500_core_ram #(.Width(32), .Depth(128), .AddrWidth(7)) u_bank (
        .clk_i,
        .we_i    (we),
        .waddr_i (waddr),
        .wdata_i (wdata),
        .raddr_i (raddr),
        .rdata_o (temp_rdata[p*128 + c*32 +: 32])
      );
    end

    // What the response wrote, for the trace.
    always_ff @(posedge clk_i) begin
      if (state_q == StDecode) begin
        tex_val_q[p*128 +: 128] <= '0;
        tex_we_q[p*4 +: 4]      <= '0;
      end else if (tex_here) begin
        for (int c = 0; c < 4; c++) begin
          tex_val_q[p*128 + c*32 +: 32] <= p_tex_we[p*4 + c] ? texel[c*32 +: 32] : 32'd0;
        end
        tex_we_q[p*4 +: 4] <= p_tex_we[p*4 +: 4];
      end
    end
  end

  // Texture request of the lowest pending pixel (the pipeline's output is held meanwhile).
  assign tex_req_pixel_o    = tex_pix;
  assign tex_req_op_o       = p_tex_op;
  assign tex_req_unit_o     = p_tex_unit;
  assign tex_req_unscaled_o = p_tex_unscaled;
  assign tex_req_coord_o    = p_tex_coord[tex_pix*128 +: 128];
  assign tex_req_dx_o       = p_tex_dx[tex_pix*128 +: 128];
  assign tex_req_dy_o       = p_tex_dy[tex_pix*128 +: 128];

  // ---------------------------------------------------------------------------------------------
  // State registers: set at the start, updated when an instruction retires
  // ---------------------------------------------------------------------------------------------
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      active_q    <= '1;
      bcnt_q      <= '0;
      cnt_q       <= '0;
      cnt_depth_q <= '0;
      als_q       <= '0;
      als_depth_q <= '0;
      adr_q       <= '0;
      adr_depth_q <= '0;
      al_q        <= '0;
      pred_q      <= '0;
      alu_res_q   <= '0;
      killed_q    <= '0;
      written_q   <= '0;
      w_written_q <= '0;
    end else if (start) begin
      // G22: every pixel active, empty stacks, aL 0; a new quad has written nothing.
      active_q    <= '1;
      bcnt_q      <= '0;
      cnt_q       <= '0;
      cnt_depth_q <= '0;
      als_q       <= '0;
      als_depth_q <= '0;
      adr_q       <= '0;
      adr_depth_q <= '0;
      al_q        <= '0;
      pred_q      <= init_pred_i;
      alu_res_q   <= init_alu_result_i;
      killed_q    <= init_killed_i;
      written_q   <= '0;
      w_written_q <= '0;
    end else if (fc_retire) begin
      active_q    <= fc_active;
      bcnt_q      <= fc_bcnt;
      cnt_q       <= fc_cnt;
      cnt_depth_q <= fc_cnt_depth;
      als_q       <= fc_als;
      als_depth_q <= fc_als_depth;
      adr_q       <= fc_adr;
      adr_depth_q <= fc_adr_depth;
      al_q        <= fc_al;
    end else if (out_fire) begin
      pred_q    <= (pred_q & ~p_pred_we) | p_pred;
      alu_res_q <= (alu_res_q & ~p_alu_we) | (p_alu & p_alu_we);
      killed_q  <= killed_q | p_kill;
      w_written_q <= w_written_q | p_w_we;
      // OUT (6.3): R, G, B to the RGB target, A to the alpha target.
      for (int p = 0; p < P; p++) begin
        for (int c = 0; c < 4; c++) begin
          for (int t = 0; t < 4; t++) begin
            if (p_out_we[p*4 + c] && (2'(t) == ((c == 3) ? p_alpha_target : p_rgb_target))) begin
              written_q[(4*p + t)*4 + c] <= 1'b1;
            end
          end
        end
      end
    end
  end

  // The values of the outputs and W (no reset: their written bits say what they hold).
  always_ff @(posedge clk_i) begin
    if (start) begin
      out_q <= '0;
      w_q   <= '0;
    end else if (out_fire) begin
      for (int p = 0; p < P; p++) begin
        if (p_w_we[p]) w_q[p*32 +: 32] <= p_w[p*32 +: 32];
        for (int c = 0; c < 4; c++) begin
          for (int t = 0; t < 4; t++) begin
            if (p_out_we[p*4 + c] && (2'(t) == ((c == 3) ? p_alpha_target : p_rgb_target))) begin
              out_q[(4*p + t)*128 + c*32 +: 32] <= p_out[p*128 + c*32 +: 32];
            end
          end
        end
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Trace port
  // ---------------------------------------------------------------------------------------------
  logic trace_valid_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) trace_valid_q <= 1'b0;
    else trace_valid_q <= retire;
  end

  // Registered at retire; the pipeline's effects are 0 for an FC instruction, FC flags 0 else.
  logic                trace_illegal_q, fc_take_q, fc_overflow_q, fc_underflow_q, fc_beyond_q;
  logic [8:0]          trace_pc_q, trace_next_pc_q;
  logic [1:0]          trace_type_q, rgb_target_q, alpha_target_q;
  logic [7:0]          trace_al_q;
  logic [6:0]          rgb_addr_q, alpha_addr_q, tex_dst_addr_q;
  logic [P*3-1:0]      rgb_we_q;
  logic [P-1:0]        alpha_we_q, w_we_q, alu_we_q, alu_q, kill_q, tex_issue_q;
  logic [P*128-1:0]    temp_q, outv_q;
  logic [P*4-1:0]      out_we_q, pred_we_q, predv_q;
  logic [P*32-1:0]     wv_q;
  always_ff @(posedge clk_i) begin
    if (retire) begin
      trace_pc_q      <= pc_q;
      trace_next_pc_q <= next_pc;
      trace_type_q    <= itype;
      trace_illegal_q <= illegal;
      trace_al_q      <= al_q;
      fc_take_q       <= fc_retire & fc_take;
      fc_overflow_q   <= fc_retire & fc_overflow;
      fc_underflow_q  <= fc_retire & fc_underflow;
      fc_beyond_q     <= fc_retire & fc_beyond;
      rgb_addr_q      <= out_fire ? p_rgb_addr : '0;
      alpha_addr_q    <= out_fire ? p_alpha_addr : '0;
      rgb_target_q    <= out_fire ? p_rgb_target : '0;
      alpha_target_q  <= out_fire ? p_alpha_target : '0;
      tex_dst_addr_q  <= out_fire ? p_tex_dst_addr : '0;
      rgb_we_q        <= out_fire ? p_rgb_we : '0;
      alpha_we_q      <= out_fire ? p_alpha_we : '0;
      temp_q          <= out_fire ? p_temp : '0;
      out_we_q        <= out_fire ? p_out_we : '0;
      outv_q          <= out_fire ? p_out : '0;
      w_we_q          <= out_fire ? p_w_we : '0;
      wv_q            <= out_fire ? p_w : '0;
      pred_we_q       <= out_fire ? p_pred_we : '0;
      predv_q         <= out_fire ? p_pred : '0;
      alu_we_q        <= out_fire ? p_alu_we : '0;
      alu_q           <= out_fire ? p_alu : '0;
      kill_q          <= out_fire ? p_kill : '0;
      tex_issue_q     <= out_fire ? p_tex_issue : '0;
    end
  end

  assign trace_valid_o          = trace_valid_q;
  assign trace_pc_o             = trace_pc_q;
  assign trace_next_pc_o        = trace_next_pc_q;
  assign trace_type_o           = trace_type_q;
  assign trace_illegal_o        = trace_illegal_q;
  assign trace_al_o             = trace_al_q;
  assign trace_rgb_addr_o       = rgb_addr_q;
  assign trace_alpha_addr_o     = alpha_addr_q;
  assign trace_rgb_we_o         = rgb_we_q;
  assign trace_alpha_we_o       = alpha_we_q;
  assign trace_temp_o           = temp_q;
  assign trace_rgb_target_o     = rgb_target_q;
  assign trace_alpha_target_o   = alpha_target_q;
  assign trace_out_we_o         = out_we_q;
  assign trace_out_o            = outv_q;
  assign trace_w_we_o           = w_we_q;
  assign trace_w_o              = wv_q;
  assign trace_pred_we_o        = pred_we_q;
  assign trace_pred_o           = predv_q;
  assign trace_alu_result_we_o  = alu_we_q;
  assign trace_alu_result_o     = alu_q;
  assign trace_kill_o           = kill_q;
  assign trace_tex_issue_o      = tex_issue_q;
  assign trace_tex_dst_addr_o   = tex_dst_addr_q;
  assign trace_tex_we_o         = tex_we_q;
  assign trace_tex_o            = tex_val_q;
  assign trace_fc_take_o        = fc_take_q;
  assign trace_fc_overflow_o    = fc_overflow_q;
  assign trace_fc_underflow_o   = fc_underflow_q;
  assign trace_fc_beyond_mode_o = fc_beyond_q;

  // ---------------------------------------------------------------------------------------------
  // Read-back, run status and state
  // ---------------------------------------------------------------------------------------------
  logic [1:0] rd_space_q;
  logic [1:0] rd_target_q;
  always_ff @(posedge clk_i) begin
    rd_space_q  <= rd_space_i;
    rd_target_q <= rd_addr_i[1:0];
  end
  always_comb begin
    unique case (rd_space_q)
      SpaceImem:  rd_data_o = {320'd0, instr};
      SpaceConst: rd_data_o = {384'd0, const_alpha_rdata, const_rgb_rdata};
      SpaceTemp:  rd_data_o = temp_rdata;
      SpaceOut: begin
        for (int p = 0; p < P; p++) begin
          rd_data_o[p*128 +: 128] = out_q[(4*p + 32'(rd_target_q))*128 +: 128];
        end
      end
      default: rd_data_o = '0;
    endcase
  end

  assign busy_o          = ~idle;
  assign done_o          = done_q;
  assign status_o        = status_q;
  assign steps_o         = steps_q;
  assign last_pc_o       = last_pc_q;
  assign illegal_count_o = illegal_cnt_q;

  assign pred_o             = pred_q;
  assign alu_result_o       = alu_res_q;
  assign killed_o           = killed_q;
  assign out_written_o      = written_q;
  assign w_o                = w_q;
  assign w_written_o        = w_written_q;
  assign pc_o               = pc_q;
  assign active_o           = active_q;
  assign bcnt_o             = bcnt_q;
  assign loop_count_o       = cnt_q;
  assign loop_count_depth_o = cnt_depth_q;
  assign loop_al_o          = als_q;
  assign loop_al_depth_o    = als_depth_q;
  assign addr_stack_o       = adr_q;
  assign addr_depth_o       = adr_depth_q;
  assign al_o               = al_q;

endmodule
