// Types of the Rogue main-ALU group data path (rogue_alu, docs/rogue.md 1.9, 1.10, 14): the
// group-level controls decoded once from the decoder's record and carried through the pipeline
// beside the data, and the per-instance values between its two halves.
package rogue_alu_pkg;

  // What the pack slot of phase 2 holds (docs/rogue.md 7.4, 3.5).
  localparam logic [1:0] P2K_NONE = 2'd0;  // no pack-slot op: FT2 = 0 (D28)
  localparam logic [1:0] P2K_PCK  = 2'd1;  // PCK: FT2 = pack(IS3)
  localparam logic [1:0] P2K_FP   = 2'd2;  // FADD_P2 / FMUL_P2: FT2 = IS3 op FTE
  localparam logic [1:0] P2K_CVT  = 2'd3;  // CONVERTTOF64: FT2 = high word, FT0 = low word (D40)

  // Controls of the back half (phase 2, TST, IS1..IS5, MOV/MOVC, writes), shared by the quad.
  typedef struct packed {
    logic                   bitwise;     // bitwise group: W0/W1/P0 come from rogue_bitwise_alu
    logic                   w0p, w1p;    // destination present (header W0P/W1P)
    logic [1:0]             rpt;         // execution index of a repeated group (D68)
    logic [1:0]             p2_kind;     // P2K_*
    logic                   p2_fop;      // FADD_P2 0, FMUL_P2 1
    logic                   p2_sat, p2_s0neg, p2_s0abs, p2_s1abs;
    logic [4:0]             pck_format;
    logic                   pck_scale, pck_rtz;
    logic [1:0]             cvt_fmt;     // CONVERTTOF64 FMT (7.4)
    logic                   tst_present;
    logic [7:0]             tst_op;      // rogue_pkg::op_e (OP_BITS = 8, checked in rogue_alu)
    logic [2:0]             tst_type;
    logic [1:0]             tst_elem;
    logic                   tst_pwen;
    logic                   mov_present;
    logic                   mov_always;  // MOV (AW = 1); MOVC otherwise
    logic [1:0]             movw0, movw1;
    logic [3:0]             maskw0;
    logic                   is1, is2;    // ISS selectors (1.6)
    logic [1:0]             is3, is4, is5;
  } back_ctrl_t;

  // One instance after the front half (sources, IS0/FTE, phase 0 and phase 1).
  typedef struct packed {
    logic                   en;          // the condition (CC, PE) enables the instance (1.2)
    logic                   p0_in;       // P0 before the group
    logic [31:0]            s2;          // IS3 code 10 reads S2 (D7)
    logic [31:0]            fte;         // IS0, or the upper word of a 64-bit integer op
    logic                   carry;       // carry-out of the P0 integer op, for TSTC (D32)
    logic [6*32-1:0]        ft;          // FTk at [k*32 +: 32]; main: FT0, FT1 (FT2 filled later); bitwise: FT0..FT5
    logic                   w0_direct, w1_direct;  // the P0 op wrote W0 / W1 itself (D38)
    logic [31:0]            w0, w1;      // those direct values
    logic                   p0_we;       // the P0 op or the bitwise test wrote P0
    logic                   p0;
  } lane_mid_t;

endpackage
