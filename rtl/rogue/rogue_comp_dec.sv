// One component of a group (header, op, source map, ISS byte or destination map; docs/rogue.md
// 1.11, "Reading a component"): every layout of the encoding table decoded in parallel
// (rogue_layout_dec), the one the group procedure names (lay_i) chosen, then the component's
// checks in the order of docs/rogue.md 9: its form (RESERVED_OP when none matches,
// LENGTH_OVERRUN when it runs past the group), then per unit the operation (RESERVED_OP,
// OP_NOT_IN_SLOT, PD_DISABLED), project-defined fields and codes (PD_DISABLED), reserved codes in
// field order, constraints in table order. Combinational.
//
// present_o: a form matched and fits (the group procedure records the component and moves past
// it even when a later check fails, as golden/rogue/decode.cpp does). op_valid_o: the units whose
// operation passed its checks (the units after a failing one stay invalid).
module rogue_comp_dec (
  input  logic [8*rogue_pkg::LIMIT_OP_MAX_BYTES-1:0]          win_i,
  input  logic [rogue_pkg::LAYOUT_BITS-1:0]                   lay_i,
  input  logic [$clog2(rogue_pkg::NUM_SLOTS)-1:0]             slot_i,   // rogue_pkg::slot_e
  input  logic [5:0]                                          avail_i,  // bytes left in the group
  input  logic                                                pd_en_i,
  output logic                                                present_o,
  output logic [rogue_pkg::REASON_BITS-1:0]                   reason_o,
  output logic [rogue_pkg::VARIANT_BITS-1:0]                  var_o,
  output logic [rogue_pkg::VAR_BYTES_W-1:0]                   size_o,
  output logic [rogue_pkg::COMP_FIELD_BITS-1:0]               fields_o,
  output logic [rogue_pkg::COMP_MAX_FIELDS-1:0]               inb_o,
  output logic [rogue_pkg::MAX_UNITS*rogue_pkg::OP_BITS-1:0]  op_o,
  output logic [rogue_pkg::MAX_UNITS-1:0]                     op_valid_o
);
  localparam int unsigned NL = rogue_pkg::NUM_LAYOUTS;
  localparam int unsigned W  = rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned NB = rogue_pkg::COMP_MAX_FIELDS;
  localparam int unsigned VB = rogue_pkg::VARIANT_BITS;
  localparam int unsigned SB = rogue_pkg::VAR_BYTES_W;
  localparam int unsigned UB = rogue_pkg::MAX_UNITS * rogue_pkg::OP_BITS;
  localparam int unsigned RB = rogue_pkg::REASON_BITS;
  localparam int unsigned OB = rogue_pkg::OP_BITS;
  localparam int unsigned OuW = rogue_pkg::OP_UNIT_W;

  // ---- Every layout ---------------------------------------------------------------------------
  logic [NL-1:0]      l_found, l_pd, l_rsv, l_con;
  logic [NL*VB-1:0]   l_var;
  logic [NL*SB-1:0]   l_bytes;
  logic [NL*W-1:0]    l_fields;
  logic [NL*NB-1:0]   l_inb;
  logic [NL*rogue_pkg::NUM_OPS-1:0] l_opm;
  logic [NL*RB-1:0]   l_rsv_reason, l_con_reason;
  for (genvar l = 0; l < NL; l++) begin : gen_layout
    rogue_layout_dec #(.Layout(l)) u_layout (
      .win_i       (win_i),
      .var_found_o (l_found[l]),
      .var_o       (l_var[l*VB +: VB]),
      .bytes_o     (l_bytes[l*SB +: SB]),
      .fields_o    (l_fields[l*W +: W]),
      .inb_o       (l_inb[l*NB +: NB]),
      .op_match_o  (l_opm[l*rogue_pkg::NUM_OPS +: rogue_pkg::NUM_OPS]),
      .pd_hit_o    (l_pd[l]),
      .rsv_hit_o   (l_rsv[l]),
      .rsv_reason_o(l_rsv_reason[l*RB +: RB]),
      .con_hit_o   (l_con[l]),
      .con_reason_o(l_con_reason[l*RB +: RB])
    );
  end

  // ---- The named layout -----------------------------------------------------------------------
  logic                  found, pd_hit, rsv_hit, con_hit;
  logic [rogue_pkg::NUM_OPS-1:0]    opm;
  logic [RB-1:0]         rsv_reason, con_reason;
  logic [1:0]            nunits;
  logic [rogue_pkg::LAY_UNIT0_W-1:0] unit0;
  logic                  lay_ok;
  assign lay_ok = 32'(lay_i) < NL;
  always_comb begin
    found      = 1'b0;
    pd_hit     = 1'b0;
    rsv_hit    = 1'b0;
    con_hit    = 1'b0;
    var_o      = '0;
    size_o     = '0;
    fields_o   = '0;
    inb_o      = '0;
    opm        = '0;
    rsv_reason = '0;
    con_reason = '0;
    nunits     = '0;
    unit0      = '0;
    if (lay_ok) begin
      found      = l_found[lay_i];
      pd_hit     = l_pd[lay_i];
      rsv_hit    = l_rsv[lay_i];
      con_hit    = l_con[lay_i];
      var_o      = l_var[lay_i*VB +: VB];
      size_o     = l_bytes[lay_i*SB +: SB];
      fields_o   = l_fields[lay_i*W +: W];
      inb_o      = l_inb[lay_i*NB +: NB];
      opm        = l_opm[lay_i*rogue_pkg::NUM_OPS +: rogue_pkg::NUM_OPS];
      rsv_reason = l_rsv_reason[lay_i*RB +: RB];
      con_reason = l_con_reason[lay_i*RB +: RB];
      nunits     = rogue_pkg::LAY_NUNITS[lay_i*rogue_pkg::LAY_NUNITS_W +: rogue_pkg::LAY_NUNITS_W];
      unit0      = rogue_pkg::LAY_UNIT0[lay_i*rogue_pkg::LAY_UNIT0_W +: rogue_pkg::LAY_UNIT0_W];
    end
  end

  // ---- The operation of each unit: the first match in table order ------------------------------
  // Per unit, the matching operations of that unit (a constant mask of the operations whose
  // OP_UNIT is u), the lowest one (one-hot), and its number bit by bit through constant planes.
  logic [rogue_pkg::MAX_UNITS-1:0] ufound;
  logic [UB-1:0]        uop;
  for (genvar u = 0; u < rogue_pkg::MAX_UNITS; u++) begin : gen_unit
    logic [rogue_pkg::NUM_OPS-1:0]    unit_mask, cand, first;
    logic [OB*rogue_pkg::NUM_OPS-1:0] id_planes;  // plane b: bit o = bit b of o
    for (genvar o = 0; o < rogue_pkg::NUM_OPS; o++) begin : gen_op
      assign unit_mask[o] = 32'(rogue_pkg::OP_UNIT[o*OuW +: OuW]) == u;
      for (genvar b = 0; b < OB; b++) begin : gen_id_bit
        assign id_planes[b*rogue_pkg::NUM_OPS + o] = ((o >> b) & 1) != 0;
      end
    end
    assign cand      = opm & unit_mask;
    assign first     = cand & ~(cand - 1'b1);
    assign ufound[u] = |cand;
    for (genvar b = 0; b < OB; b++) begin : gen_id
      assign uop[u*OB + b] = |(first & id_planes[b*rogue_pkg::NUM_OPS +: rogue_pkg::NUM_OPS]);
    end
  end

  // ---- Checks, in the order of docs/rogue.md 9 ------------------------------------------------
  always_comb begin
    logic stop;
    logic [OB-1:0] op;
    op         = '0;
    present_o  = 1'b0;
    reason_o   = RB'(rogue_pkg::REASON_NONE);
    op_o       = uop;
    op_valid_o = '0;
    stop       = 1'b0;
    if (!found) begin
      reason_o = RB'(rogue_pkg::REASON_RESERVED_OP);
    end else if (6'(size_o) > avail_i) begin
      reason_o = RB'(rogue_pkg::REASON_LENGTH_OVERRUN);
    end else begin
      present_o = 1'b1;
      for (int u = 0; u < rogue_pkg::MAX_UNITS; u++) begin
        op = uop[u*OB +: OB];
        if (!stop && u < 32'(nunits)) begin
          if (!ufound[u]) begin
            if (!rogue_pkg::UNIT_OPTIONAL[32'(unit0) + u]) begin
              reason_o = RB'(rogue_pkg::REASON_RESERVED_OP);
              stop     = 1'b1;
            end
          end else if (!rogue_pkg::OP_SLOTS[32'(op)*rogue_pkg::OP_SLOTS_W + 32'(slot_i)]) begin
            reason_o = RB'(rogue_pkg::REASON_OP_NOT_IN_SLOT);
            stop     = 1'b1;
          end else if (rogue_pkg::OP_PD[op] && !pd_en_i) begin
            reason_o = RB'(rogue_pkg::REASON_PD_DISABLED);
            stop     = 1'b1;
          end else begin
            op_valid_o[u] = 1'b1;
          end
        end
      end
      if (!stop) begin
        if (!pd_en_i && pd_hit) begin
          reason_o = RB'(rogue_pkg::REASON_PD_DISABLED);
        end else if (rsv_hit) begin
          reason_o = rsv_reason;
        end else if (con_hit) begin
          reason_o = con_reason;
        end
      end
    end
  end

endmodule
