// PowerVR Rogue USC bitwise ALU, one instance, one group (docs/rogue.md 1.10, 5, 7.8, 14.6):
// the data path of a bitwise group from the decoded record (rogue_decoder's comp_* outputs, see
// rtl/rogue/README.md "Ports") and the instance's S0..S5 as read.
//
//   phase 0 (slot BW0): bit-mask unit   FT0, FT1 <- S0, S1 or the immediate   (rogue_bw_bitmask)
//                       shift1 unit     FT2 <- S2, S1                          (rogue_bw_shift1)
//                       count unit      FT3 <- S2 or FT2 (CSRC)                (rogue_bw_count)
//   phase 1 (slot BW1): logical unit    FT4 <- FT1, FT2, S3                    (rogue_bw_logic)
//   phase 2 (slot BW2): shift2 unit     FT5 <- FT4, S4 (FT0/FT3 sign position, P0 for CPS)
//                       test            P0  <- FT5 or FT3 is zero / not zero (TSRC, TZ/TNZ)
//   W0 = FT5, W1 = FT3.
//
// Absent phases (docs/rogue.md 1.10, 14): without phase 0, FT0..FT3 are 0 (D28, as the golden
// model's feedthroughs of an absent phase); without phase 1 (or with its bypass) FT4 = FT1;
// without phase 2 FT5 = FT4 [INF], so W0 carries the last phase's main output (FT4, or FT1 when
// only phase 0 is present, as the public immediate moves do).
//
// Each unit is chosen by the operation the decoder found for it (comp_op_i / comp_op_valid_i,
// rogue_pkg::op_e); the operands' options come from the component's fields (CSRC, MSKA, MSKB,
// TSRC, the immediate). The PH0 marker, the reserved bit of phase 1 and TOP/TSRC without a test
// carry no meaning here (D2, D9). The group's condition, the destination map and the group's
// legality are the caller's: this module computes what the instance would write (w0_o, w1_o,
// p0_o with p0_we_o) and every feedthrough (ft_o). p0_o is p0_i when the group has no test.
// Combinational.
module rogue_bitwise_alu (
  // The group record as rogue_decoder gives it (rtl/rogue/README.md "Ports"): per slot s of rogue_pkg::slot_e
  input  logic [rogue_pkg::NUM_SLOTS-1:0]                                   comp_present_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::LAYOUT_BITS-1:0]            comp_layout_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::VARIANT_BITS-1:0]           comp_variant_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::COMP_FIELD_BITS-1:0]        comp_fields_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0] comp_op_i,
  input  logic [rogue_pkg::NUM_SLOTS*rogue_pkg::MAX_UNITS-1:0]              comp_op_valid_i,
  input  logic [6*32-1:0]  s_i,      // S0..S5 of this instance as read (S_k at [32k +: 32])
  input  logic             p0_i,     // the instance's P0 before the group (CPS reads it)
  output logic [31:0]      w0_o,     // FT5 (or per 1.10 without phase 2)
  output logic [31:0]      w1_o,     // FT3
  output logic             p0_o,
  output logic             p0_we_o,  // the phase-2 test writes P0
  output logic [6*32-1:0]  ft_o      // FT0..FT5 (FT_k at [32k +: 32]), for the trace and backend records
);
  localparam int unsigned W   = rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned OB  = rogue_pkg::OP_BITS;
  localparam int unsigned MU  = rogue_pkg::MAX_UNITS;
  localparam int unsigned SB0 = 32'(rogue_pkg::SLOT_BW0);
  localparam int unsigned SB1 = 32'(rogue_pkg::SLOT_BW1);
  localparam int unsigned SB2 = 32'(rogue_pkg::SLOT_BW2);

  // ---- The three components: presence, fields, the operation of each unit ----------------------
  logic          ph0, ph1, ph2;
  logic [W-1:0]  f0, f1, f2;
  logic [OB-1:0] bm_op, sh1_op, cnt_op, lop_op, sh2_op, tst_op;
  logic          bm_v, sh1_v, cnt_v, lop_v, sh2_v, tst_v;

  assign ph0 = comp_present_i[SB0];
  assign ph1 = comp_present_i[SB1];
  assign ph2 = comp_present_i[SB2];
  assign f0  = comp_fields_i[SB0*W +: W];
  assign f1  = comp_fields_i[SB1*W +: W];
  assign f2  = comp_fields_i[SB2*W +: W];

  // BW_P0 units: 0 bit-mask, 1 shift1, 2 count; BW_P1: 0 logical; BW_P2: 0 shift2, 1 test.
  assign bm_op  = comp_op_i[(SB0*MU + 0)*OB +: OB];
  assign sh1_op = comp_op_i[(SB0*MU + 1)*OB +: OB];
  assign cnt_op = comp_op_i[(SB0*MU + 2)*OB +: OB];
  assign lop_op = comp_op_i[(SB1*MU + 0)*OB +: OB];
  assign sh2_op = comp_op_i[(SB2*MU + 0)*OB +: OB];
  assign tst_op = comp_op_i[(SB2*MU + 1)*OB +: OB];
  assign bm_v   = ph0 && comp_op_valid_i[SB0*MU + 0];
  assign sh1_v  = ph0 && comp_op_valid_i[SB0*MU + 1];
  assign cnt_v  = ph0 && comp_op_valid_i[SB0*MU + 2];
  assign lop_v  = ph1 && comp_op_valid_i[SB1*MU + 0];
  assign sh2_v  = ph2 && comp_op_valid_i[SB2*MU + 0];
  assign tst_v  = ph2 && comp_op_valid_i[SB2*MU + 1];

  logic        csrc, mska, mskb, tsrc;
  logic [31:0] imm;
  assign csrc = f0[rogue_pkg::BW_P0_CSRC_OFF];
  assign imm  = f0[rogue_pkg::BW_P0_IMM_OFF +: rogue_pkg::BW_P0_IMM_WIDTH];
  assign mska = f1[rogue_pkg::BW_P1_MSKA_OFF];
  assign mskb = f1[rogue_pkg::BW_P1_MSKB_OFF];
  assign tsrc = f2[rogue_pkg::BW_P2_TSRC_OFF];

  logic [31:0] s0, s1, s2, s3, s4;
  assign s0 = s_i[0*32 +: 32];
  assign s1 = s_i[1*32 +: 32];
  assign s2 = s_i[2*32 +: 32];
  assign s3 = s_i[3*32 +: 32];
  assign s4 = s_i[4*32 +: 32];

  // ---- Phase 0 ---------------------------------------------------------------------------------
  logic [31:0] bm_ft0, bm_ft1, sh1_ft2, cnt_ft3;
  logic [31:0] ft0, ft1, ft2, ft3, ft4, ft5;

  rogue_bw_bitmask u_bitmask (
    .op_i      (bm_op),
    .op_valid_i(bm_v),
    .s0_i      (s0),
    .s1_i      (s1),
    .imm_i     (imm),
    .ft0_o     (bm_ft0),
    .ft1_o     (bm_ft1)
  );

  rogue_bw_shift1 u_shift1 (
    .op_i      (sh1_op),
    .op_valid_i(sh1_v),
    .s1_i      (s1),
    .s2_i      (s2),
    .ft2_o     (sh1_ft2)
  );

  rogue_bw_count u_count (
    .op_i      (cnt_op),
    .op_valid_i(cnt_v),
    .csrc_i    (csrc),
    .s2_i      (s2),
    .ft2_i     (sh1_ft2),
    .ft3_o     (cnt_ft3)
  );

  // A feedthrough of an absent phase 0 reads 0 (D28).
  assign ft0 = ph0 ? bm_ft0  : '0;
  assign ft1 = ph0 ? bm_ft1  : '0;
  assign ft2 = ph0 ? sh1_ft2 : '0;
  assign ft3 = ph0 ? cnt_ft3 : '0;

  // ---- Phase 1 (absent: FT4 = FT1, the logical unit's bypass) -----------------------------------
  rogue_bw_logic u_logic (
    .op_i      (lop_op),
    .op_valid_i(lop_v),
    .mska_i    (mska),
    .mskb_i    (mskb),
    .ft1_i     (ft1),
    .ft2_i     (ft2),
    .s3_i      (s3),
    .ft4_o     (ft4)
  );

  // ---- Phase 2 (absent: FT5 = FT4) -------------------------------------------------------------
  rogue_bw_shift2 u_shift2 (
    .op_i      (sh2_op),
    .op_valid_i(sh2_v),
    .ft4_i     (ft4),
    .s4_i      (s4),
    .mtb_sign_i(ft0[4:0]),
    .ftb_sign_i(ft3[4:0]),
    .p0_i      (p0_i),
    .ft5_o     (ft5)
  );

  // The test: TZ / TNZ of FT5 or FT3 (TSRC), only when PWEN gave the test unit an operation.
  logic [31:0] tested;
  logic        is_zero;
  assign tested  = tsrc ? ft3 : ft5;
  assign is_zero = ~|tested;
  assign p0_we_o = tst_v;
  assign p0_o    = !tst_v ? p0_i
                 : (tst_op == OB'(rogue_pkg::OP_TNZ)) ? !is_zero : is_zero;

  assign w0_o = ft5;
  assign w1_o = ft3;
  assign ft_o = {ft5, ft4, ft3, ft2, ft1, ft0};

  // Only the bitwise slots' fields, operations and S0..S4 are read; the layout and form of a
  // bitwise slot are implied by the slot (the immediate's form by the bit-mask operation), S5 is
  // not a bitwise operand.
  logic unused_record;
  assign unused_record = ^{comp_layout_i, comp_variant_i, comp_fields_i, comp_op_i, comp_op_valid_i,
                           comp_present_i, s_i[5*32 +: 32]};

endmodule
