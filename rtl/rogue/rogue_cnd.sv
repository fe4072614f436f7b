// Rogue control unit: the conditional mask-count ops CND* and SAVL on a quad (docs/rogue.md 6.1,
// 6.2, 14.9; decisions D25, D27, D64, D65, D66, D69). Combinational; one control group at a time.
// Ports and behaviour: rtl/rogue/README.md, section "Control unit".
//
// CND* (cnd_i): every instance of the quad takes part, whatever CC and PE (D65). S0 is the
// instance's mask count, an unsigned 32-bit integer (D64: unsigned compares, sums modulo 2^32);
// the PCND condition is evaluated per instance on its P0 before the op (00 true, 01 P0, 10 false,
// 11 !P0). Per CNDINST (6.2), with c the condition and a ADJUST:
//   CNDST     c & S0 == 0: W0 = 0, PE = 1;          else W0 = S0 + a, PE = 0
//   CNDEF     S0 == 0: W0 = S0 + a, PE = (a == 0);  c & S0 == 1: W0 = 0, PE = 1;  else W0 = S0, PE = 0
//   CNDSM     c & S0 == 0: W0 = S2, PE = (S2 == 0); else W0 = S0, PE = (S0 == 0)
//   CNDLT     no instance with c & PE (over the quad): P0 = 0, then as CNDEND;
//             else P0 = 1 and c & S0 == 0: W0 = a, PE = 0; else W0 = S0, PE = (S0 == 0)
//   CNDEND    S0 > a: W0 = S0 - a, PE = 0;          else W0 = 0, PE = 1
//   CNDSETL.B f = S2 of the lowest instance with PE = 1; link = f (D66);
//             S0 == 0 & S2 != f: W0 = 1, PE = 0;   else W0 = S0, PE = (S0 == 0)
//             (no instance with PE = 1: link unchanged, every instance takes the else branch)
//   CNDSETL.A nothing (no W0, no PE, no link, D66)
//   CNDLPC    S0 == 0: W0 = 2, PE = 0;  S0 == 1: W0 = 0, PE = 1;  else W0 = S0, PE = 0
// W0 is written on every instance when W0P (a legal CND group has W0P = 1, D25); PE on every
// instance; P0 (CNDLT) on every instance.
//
// SAVL (savl_i): W0 = the link address (16-bit units, D69) on the instances CC and PE enable (1.2)
// when W0P; nothing else changes.
module rogue_cnd #(
  parameter int unsigned Lanes = 4
) (
  input  logic               cnd_i,       // the group is a CND op (CTRLOP 0011)
  input  logic               savl_i,      // the group is SAVL (CTRLOP 0010)
  input  logic [2:0]         cndinst_i,   // CND op byte [2:0]
  input  logic [1:0]         pcnd_i,      // CND op byte [4:3]
  input  logic [1:0]         adjust_i,    // CND op byte [6:5] (0..2; 3 is rejected by the decoder, D27)
  input  logic [1:0]         cc_i,        // {CC[1], CC[0]} of the header (SAVL only)
  input  logic               w0p_i,       // header W0P
  input  logic [Lanes*32-1:0] s0_i,       // S0 of instance l at [l*32 +: 32]
  input  logic [Lanes*32-1:0] s2_i,       // S2 of instance l
  input  logic [Lanes-1:0]   p0_i,        // P0 before the group
  input  logic [Lanes-1:0]   pe_i,        // PE before the group
  input  logic [31:0]        link_i,      // the link address before the group (16-bit units)
  output logic [Lanes-1:0]   w0_we_o,     // W0 of instance l is written
  output logic [Lanes*32-1:0] w0_o,       // the value (0 where not written)
  output logic [Lanes-1:0]   pe_we_o,     // PE of instance l is written
  output logic [Lanes-1:0]   pe_o,        // PE after the group (PE before where not written)
  output logic [Lanes-1:0]   p0_we_o,     // P0 of instance l is written (CNDLT)
  output logic [Lanes-1:0]   p0_o,        // P0 after the group (P0 before where not written)
  output logic               link_we_o,   // the link address is written (CNDSETL.B)
  output logic [31:0]        link_o       // the link after the group (link_i where not written)
);

  // CNDINST (docs/rogue.md 6.2)
  localparam logic [2:0] CndSt    = 3'b000;
  localparam logic [2:0] CndEf    = 3'b001;
  localparam logic [2:0] CndSm    = 3'b010;
  localparam logic [2:0] CndLt    = 3'b011;
  localparam logic [2:0] CndEnd   = 3'b100;
  localparam logic [2:0] CndSetlB = 3'b101;
  localparam logic [2:0] CndLpc   = 3'b110;
  localparam logic [2:0] CndSetlA = 3'b111;

  logic [31:0] adj;
  assign adj = {30'd0, adjust_i};

  // PCND per instance, on its P0 before the op (D64).
  logic [Lanes-1:0] c;
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      unique case (pcnd_i)
        2'd0:    c[l] = 1'b1;
        2'd1:    c[l] = p0_i[l];
        2'd2:    c[l] = 1'b0;
        default: c[l] = ~p0_i[l];
      endcase
    end
  end

  // CNDLT: does any running instance pass the loop test (the quad, D65)?
  logic any_pass;
  assign any_pass = |(c & pe_i);

  // CNDSETL.B: S2 of the lowest-numbered instance with PE = 1 (D66).
  logic        have_first;
  logic [31:0] first_s2;
  always_comb begin
    have_first = 1'b0;
    first_s2   = '0;
    for (int l = Lanes - 1; l >= 0; l--) begin
      if (pe_i[l]) begin
        have_first = 1'b1;
        first_s2   = s2_i[l*32 +: 32];
      end
    end
  end

  // SAVL's condition (1.2): 00 PE, 01 PE and P0, 10 always, 11 PE and not P0.
  logic [Lanes-1:0] en;
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      unique case (cc_i)
        2'd0:    en[l] = pe_i[l];
        2'd1:    en[l] = pe_i[l] & p0_i[l];
        2'd2:    en[l] = 1'b1;
        default: en[l] = pe_i[l] & ~p0_i[l];
      endcase
    end
  end

  // One instance of a CND op: the new mask count and PE.
  logic [Lanes*32-1:0] cnd_w0;
  logic [Lanes-1:0]    cnd_pe;
  always_comb begin
    for (int l = 0; l < Lanes; l++) begin
      logic [31:0] s0, s2;
      logic        s0_zero, s0_one, s0_gt_adj;
      s0        = s0_i[l*32 +: 32];
      s2        = s2_i[l*32 +: 32];
      s0_zero   = (s0 == 32'd0);
      s0_one    = (s0 == 32'd1);
      s0_gt_adj = (s0 > adj);
      // The usual else branch: keep the count, run when it is 0.
      cnd_w0[l*32 +: 32] = s0;
      cnd_pe[l]          = s0_zero;
      unique case (cndinst_i)
        CndSt: begin
          if (c[l] && s0_zero) begin
            cnd_w0[l*32 +: 32] = 32'd0;
            cnd_pe[l]          = 1'b1;
          end else begin
            cnd_w0[l*32 +: 32] = s0 + adj;
            cnd_pe[l]          = 1'b0;
          end
        end
        CndEf: begin
          if (s0_zero) begin
            cnd_w0[l*32 +: 32] = s0 + adj;
            cnd_pe[l]          = (adjust_i == 2'd0);
          end else if (c[l] && s0_one) begin
            cnd_w0[l*32 +: 32] = 32'd0;
            cnd_pe[l]          = 1'b1;
          end else begin
            cnd_pe[l]          = 1'b0;
          end
        end
        CndSm: begin
          if (c[l] && s0_zero) begin
            cnd_w0[l*32 +: 32] = s2;
            cnd_pe[l]          = (s2 == 32'd0);
          end
        end
        CndLt, CndEnd: begin
          if (cndinst_i == CndEnd || !any_pass) begin
            if (s0_gt_adj) begin
              cnd_w0[l*32 +: 32] = s0 - adj;
              cnd_pe[l]          = 1'b0;
            end else begin
              cnd_w0[l*32 +: 32] = 32'd0;
              cnd_pe[l]          = 1'b1;
            end
          end else if (c[l] && s0_zero) begin
            cnd_w0[l*32 +: 32] = adj;
            cnd_pe[l]          = 1'b0;
          end
        end
        CndSetlB: begin
          if (have_first && s0_zero && (s2 != first_s2)) begin
            cnd_w0[l*32 +: 32] = 32'd1;
            cnd_pe[l]          = 1'b0;
          end
        end
        CndLpc: begin
          if (s0_zero) begin
            cnd_w0[l*32 +: 32] = 32'd2;
            cnd_pe[l]          = 1'b0;
          end else if (s0_one) begin
            cnd_w0[l*32 +: 32] = 32'd0;
            cnd_pe[l]          = 1'b1;
          end else begin
            cnd_pe[l]          = 1'b0;
          end
        end
        default: ;  // CNDSETL.A: not written (below)
      endcase
    end
  end

  logic cnd_writes;  // every CND op but CNDSETL.A writes W0 and PE
  assign cnd_writes = cnd_i & (cndinst_i != CndSetlA);

  always_comb begin
    w0_we_o   = '0;
    w0_o      = '0;
    pe_we_o   = '0;
    pe_o      = pe_i;
    p0_we_o   = '0;
    p0_o      = p0_i;
    link_we_o = 1'b0;
    link_o    = link_i;
    if (cnd_writes) begin
      w0_we_o = {Lanes{w0p_i}};
      w0_o    = cnd_w0;
      pe_we_o = '1;
      pe_o    = cnd_pe;
      if (cndinst_i == CndLt) begin
        p0_we_o = '1;
        p0_o    = {Lanes{any_pass}};
      end
      if (cndinst_i == CndSetlB && have_first) begin
        link_we_o = 1'b1;
        link_o    = first_s2;
      end
    end else if (savl_i) begin
      w0_we_o = en & {Lanes{w0p_i}};
      for (int l = 0; l < Lanes; l++) w0_o[l*32 +: 32] = en[l] ? link_i : 32'd0;
    end
  end

endmodule
