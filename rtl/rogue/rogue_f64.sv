// The F64 group of the Rogue main ALU (docs/rogue.md 7.11, 14.8; D62, D63) on a quad of
// instances: F64MUL, F64ADD, F64MAD (one rounding), F64DIV, F64RCP, F64SQRT, F64RSQ, F64BYP on
// A = S3:S0, B = S4:S1, C = S5:S2 of every instance; the result's low word goes to W0, the high
// word to W1 (rogue_alu enables the writes with CC and PE). IEEE binary64, round to nearest even,
// subnormals kept, every NaN produced 0x7FF8000000000000; F64BYP moves the bits;
// F64RSQ = rn(1 / rn(sqrt a)) (two roundings, D63); F64RCP = rn(1 / a).
//
// A sequencer over ONE instance of each shared binary64 unit of rtl/common, used by the four
// instances one after the other: fp_fma (MUL, ADD, MAD), fp_div (DIV, RCP, RSQ's second step)
// and fp_sqrt (SQRT, RSQ's first step). Their pipeline enables are tied high, so each is a fixed
// delay of its NumPipeRegs cycles: a pass issues instance 0..3 in four consecutive cycles (the
// operands straight from s_i, which the caller holds while in_valid_i is high) and captures
// their results LAT cycles later. RSQ runs two passes (the square roots, then 1 / root).
// F64BYP needs no unit (LAT 0 pass: the operands are captured as they are issued).
//
// Handshake: in_ready_o only when idle; one group at a time; out_valid_o is a register and the
// results are held until out_ready_i (the ALU takes them when the group enters its pipeline).
module rogue_f64
#(
  parameter int unsigned Lanes   = 4,
  parameter int unsigned FmaRegs = 3,  // fp_fma cut points (0..4)
  parameter int unsigned DivRegs = 8,  // fp_div / fp_sqrt cut points (1..55)
  parameter logic [63:0] CanonNaN = 64'h7FF8_0000_0000_0000
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  in_valid_i,
  output logic                  in_ready_o,
  input  logic [2:0]            op_i,        // F64OP (7.11): 0 MUL, 1 ADD, 2 MAD, 3 DIV, 4 RCP, 5 SQRT, 6 RSQ, 7 BYP
  input  logic [Lanes*6*32-1:0] s_i,         // instance l, source k at [(l*6+k)*32 +: 32]
  output logic                  out_valid_o,
  input  logic                  out_ready_i,
  output logic [Lanes*64-1:0]   result_o     // instance l at [l*64 +: 64]
);

  localparam logic [2:0] OpMul = 3'd0, OpAdd = 3'd1, OpMad = 3'd2, OpDiv = 3'd3;
  localparam logic [2:0] OpRcp = 3'd4, OpSqrt = 3'd5, OpRsq = 3'd6;
  localparam logic [63:0] One = 64'h3FF0_0000_0000_0000;

  localparam int unsigned LaneBits = (Lanes > 1) ? $clog2(Lanes) : 1;
  localparam int unsigned MaxLat   = (FmaRegs > DivRegs) ? FmaRegs : DivRegs;
  localparam int unsigned CntBits  = $clog2(MaxLat + Lanes + 1);

  // States and units as plain constants.
  localparam logic [1:0] StIdle = 2'd0;
  localparam logic [1:0] StRun  = 2'd1;  // a pass: issue the instances, capture their results
  localparam logic [1:0] StDone = 2'd2;  // results held until out_ready_i

  // Which unit a pass uses.
  localparam logic [1:0] UnitNone = 2'd0;  // BYP: the operand itself
  localparam logic [1:0] UnitFma  = 2'd1;
  localparam logic [1:0] UnitDiv  = 2'd2;
  localparam logic [1:0] UnitSqrt = 2'd3;

  logic [1:0]             state_q;
  logic [2:0]             op_q;
  logic                   second_q;     // RSQ's second pass (1 / root)
  logic [CntBits-1:0]     cnt_q;        // cycles since the pass started
  logic [Lanes*64-1:0]    res_q;

  assign in_ready_o  = (state_q == StIdle);
  assign out_valid_o = (state_q == StDone);
  assign result_o    = res_q;

  // ---- The current pass ----
  logic [2:0] op_cur;
  logic [1:0] unit;
  logic [CntBits-1:0] lat;
  assign op_cur = (state_q == StIdle) ? op_i : op_q;
  always_comb begin
    unique case (op_cur)
      OpMul, OpAdd, OpMad: unit = UnitFma;
      OpDiv, OpRcp:        unit = UnitDiv;
      OpSqrt:              unit = UnitSqrt;
      OpRsq:               unit = second_q ? UnitDiv : UnitSqrt;
      default:             unit = UnitNone;
    endcase
    unique case (unit)
      UnitFma:           lat = CntBits'(FmaRegs);
      UnitDiv, UnitSqrt: lat = CntBits'(DivRegs);
      default:           lat = '0;
    endcase
  end

  // Issue: instance cnt (0..Lanes-1) enters the unit; capture: instance cnt - lat leaves it.
  logic                issuing, capturing, pass_last;
  logic [LaneBits-1:0] issue_lane, cap_lane;
  logic [CntBits-1:0]  cap_cnt;
  assign issuing    = (cnt_q < CntBits'(Lanes));
  assign issue_lane = LaneBits'(cnt_q);
  assign cap_cnt    = cnt_q - lat;
  assign capturing  = (state_q == StRun) && (cnt_q >= lat) && (cap_cnt < CntBits'(Lanes));
  assign cap_lane   = LaneBits'(cap_cnt);
  assign pass_last  = capturing && (cap_cnt == CntBits'(Lanes - 1));

  // ---- Operands of the issuing instance: A = S3:S0, B = S4:S1, C = S5:S2 ----
  logic [6*32-1:0] s_lane;
  logic [63:0]     a, b, c, root;
  assign s_lane = s_i[32'(issue_lane)*6*32 +: 6*32];
  assign a      = {s_lane[3*32 +: 32], s_lane[0*32 +: 32]};
  assign b      = {s_lane[4*32 +: 32], s_lane[1*32 +: 32]};
  assign c      = {s_lane[5*32 +: 32], s_lane[2*32 +: 32]};
  assign root   = res_q[32'(issue_lane)*64 +: 64];  // RSQ: the first pass's result

  // fp_fma: MUL a*b, ADD a+b, MAD a*b+c
  fp_pkg::fp_op_e fma_op;
  always_comb begin
    unique case (op_q)
      OpMul:   fma_op = fp_pkg::OP_MUL;
      OpAdd:   fma_op = fp_pkg::OP_ADD;
      default: fma_op = fp_pkg::OP_FMA;
    endcase
  end

  logic [63:0] fma_res, div_res, sqrt_res, div_a, div_b;
  logic [4:0]  fma_st, div_st, sqrt_st;

  fp_fma #(.ExpBits(11), .ManBits(52), .NumPipeRegs(FmaRegs), .Kind(0), .CanonNaN(CanonNaN)) u_fma (
    .clk_i,
    .rst_ni,
    .reg_en_i        ({(FmaRegs + 1){1'b1}}),
    .op_i            (fma_op),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (a),
    .b_i             (b),
    .c_i             (c),
    .result_o        (fma_res),
    .status_o        (fma_st)
  );

  // fp_div: DIV a/b, RCP 1/a, RSQ 1/root
  always_comb begin
    div_a = a;
    div_b = b;
    if (op_q == OpRcp) begin
      div_a = One;
      div_b = a;
    end else if (op_q == OpRsq) begin
      div_a = One;
      div_b = root;
    end
  end

  fp_div #(.ExpBits(11), .ManBits(52), .NumPipeRegs(DivRegs), .CanonNaN(CanonNaN)) u_div (
    .clk_i,
    .rst_ni,
    .reg_en_i        ({(DivRegs + 1){1'b1}}),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (div_a),
    .b_i             (div_b),
    .result_o        (div_res),
    .status_o        (div_st)
  );

  fp_sqrt #(.ExpBits(11), .ManBits(52), .NumPipeRegs(DivRegs), .CanonNaN(CanonNaN)) u_sqrt (
    .clk_i,
    .rst_ni,
    .reg_en_i        ({(DivRegs + 1){1'b1}}),
    .rnd_mode_i      (fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .a_i             (a),
    .result_o        (sqrt_res),
    .status_o        (sqrt_st)
  );

  logic [63:0] cap_val;
  always_comb begin
    unique case (unit)
      UnitFma:  cap_val = fma_res;
      UnitDiv:  cap_val = div_res;
      UnitSqrt: cap_val = sqrt_res;
      default:  cap_val = a;  // BYP (lat 0: the issuing instance is the capturing one)
    endcase
  end

  // ---- Sequencer ----
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q  <= StIdle;
      op_q     <= '0;
      second_q <= 1'b0;
      cnt_q    <= '0;
    end else begin
      unique case (state_q)
        StIdle: begin
          if (in_valid_i) begin
            state_q  <= StRun;
            op_q     <= op_i;
            second_q <= 1'b0;
            cnt_q    <= '0;
          end
        end
        StRun: begin
          cnt_q <= cnt_q + CntBits'(1);
          if (pass_last) begin
            cnt_q <= '0;
            if (op_q == OpRsq && !second_q) begin
              second_q <= 1'b1;
            end else begin
              state_q <= StDone;
            end
          end
        end
        StDone: begin
          if (out_ready_i) state_q <= StIdle;
        end
        default: state_q <= StIdle;
      endcase
    end
  end

  // The results (no reset: out_valid_o guards them).
  always_ff @(posedge clk_i) begin
    if (capturing) res_q[32'(cap_lane)*64 +: 64] <= cap_val;
  end

  logic unused;
  assign unused = ^{fma_st, div_st, sqrt_st, issuing};

endmodule
