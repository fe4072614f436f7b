// One layout of the encoding table (docs/rogue.md 15) applied to the first bytes of a
// component: every form (variant) of the layout in parallel, the first whose condition holds
// chosen (docs/rogue.md 1.11, "Reading a component"), its packed field vector, which of the
// layout's operations match, and the slot-independent checks of docs/rogue.md 9: project-defined
// fields and codes, reserved codes in field order, constraints in table order. The per-unit choice
// of the operation and the slot-dependent checks are rogue_comp_dec's.
//
// Everything comes from the generated package: the form's bit positions (VAR_BITPOS), conditions
// (rogue_alt_eval), fields (FLD_*), operations (OP_*) and constraints (CON_*). The C++ twin is
// read_layout and the slot-independent part of check_component in golden/rogue/decode.cpp.
module rogue_layout_dec #(
  parameter int unsigned Layout = 0
) (
  // The component's bytes, byte k at [8k+7:8k]; bytes past the group's end read 0 (D8).
  input  logic [8*rogue_pkg::LIMIT_OP_MAX_BYTES-1:0] win_i,
  output logic                                  var_found_o,
  output logic [rogue_pkg::VARIANT_BITS-1:0]    var_o,
  output logic [rogue_pkg::VAR_BYTES_W-1:0]     bytes_o,
  output logic [rogue_pkg::COMP_FIELD_BITS-1:0] fields_o,
  output logic [rogue_pkg::COMP_MAX_FIELDS-1:0] inb_o,
  // Bit per operation of the table: it belongs to this layout and its match holds.
  output logic [rogue_pkg::NUM_OPS-1:0]         op_match_o,
  // Checks on the chosen form's fields.
  output logic                                  pd_hit_o,
  output logic                                  rsv_hit_o,
  output logic [rogue_pkg::REASON_BITS-1:0]     rsv_reason_o,
  output logic                                  con_hit_o,
  output logic [rogue_pkg::REASON_BITS-1:0]     con_reason_o
);
  localparam int unsigned W  = rogue_pkg::COMP_FIELD_BITS;
  localparam int unsigned RB = rogue_pkg::REASON_BITS;
  localparam int unsigned LB = rogue_pkg::LAYOUT_BITS;
  localparam int unsigned PW = $clog2(8 * rogue_pkg::LIMIT_OP_MAX_BYTES);  // a bit's position

  // The layout's entries (entry widths of the tables first).
  localparam int unsigned FwW = rogue_pkg::LAY_FW_W;
  localparam int unsigned F0W = rogue_pkg::LAY_FIELD0_W;
  localparam int unsigned NfW = rogue_pkg::LAY_NFIELDS_W;
  localparam int unsigned V0W = rogue_pkg::LAY_VAR0_W;
  localparam int unsigned NvW = rogue_pkg::LAY_NVAR_W;
  localparam int unsigned K0W = rogue_pkg::LAY_CON0_W;
  localparam int unsigned NkW = rogue_pkg::LAY_NCON_W;
  localparam int unsigned FW  = 32'(rogue_pkg::LAY_FW[Layout*FwW +: FwW]);
  localparam int unsigned F0  = 32'(rogue_pkg::LAY_FIELD0[Layout*F0W +: F0W]);
  localparam int unsigned NF  = 32'(rogue_pkg::LAY_NFIELDS[Layout*NfW +: NfW]);
  localparam int unsigned V0  = 32'(rogue_pkg::LAY_VAR0[Layout*V0W +: V0W]);
  localparam int unsigned NV  = 32'(rogue_pkg::LAY_NVAR[Layout*NvW +: NvW]);
  localparam int unsigned K0  = 32'(rogue_pkg::LAY_CON0[Layout*K0W +: K0W]);
  localparam int unsigned NK  = 32'(rogue_pkg::LAY_NCON[Layout*NkW +: NkW]);

  // ---- Every form: its packed vector and whether its condition holds ----------------------------
  localparam int unsigned BpW = rogue_pkg::VAR_BP0_W;
  localparam int unsigned CdW = rogue_pkg::VAR_BITPOS_W;
  localparam int unsigned A0W = rogue_pkg::VAR_ALT0_W;
  localparam int unsigned NaW = rogue_pkg::VAR_NALT_W;
  localparam int unsigned ByW = rogue_pkg::VAR_BYTES_W;
  localparam int unsigned IbW = rogue_pkg::VAR_INB_W;
  logic [NV*W-1:0] fv_all;
  logic [NV-1:0]   when_ok;
  for (genvar v = 0; v < NV; v++) begin : gen_var
    localparam int unsigned Var = V0 + v;
    localparam int unsigned BP0 = 32'(rogue_pkg::VAR_BP0[Var*BpW +: BpW]);
    logic [W-1:0] fv;
    for (genvar b = 0; b < W; b++) begin : gen_bit
      if (b < FW) begin : gen_field_bit
        // Below BITPOS_ZERO: bit byte*8+bit of the component; BITPOS_ZERO / BITPOS_ONE: an implied
        // bit.
        localparam logic [CdW-1:0] Code = rogue_pkg::VAR_BITPOS[(BP0+b)*CdW +: CdW];
        if (32'(Code) < rogue_pkg::BITPOS_ZERO) begin : gen_from_byte
          assign fv[b] = win_i[Code[PW-1:0]];
        end else begin : gen_const
          assign fv[b] = 32'(Code) == rogue_pkg::BITPOS_ONE;
        end
      end else begin : gen_pad
        assign fv[b] = 1'b0;
      end
    end
    rogue_alt_eval #(
      .Alt0(32'(rogue_pkg::VAR_ALT0[Var*A0W +: A0W])),
      .NAlt(32'(rogue_pkg::VAR_NALT[Var*NaW +: NaW]))
    ) u_when (
      .fields_i(fv),
      .holds_o (when_ok[v])
    );
    assign fv_all[v*W +: W] = fv;
  end

  // The first form whose condition holds.
  always_comb begin
    var_found_o = 1'b0;
    var_o       = '0;
    fields_o    = '0;
    bytes_o     = '0;
    inb_o       = '0;
    for (int v = NV - 1; v >= 0; v--) begin
      if (when_ok[v]) begin
        var_found_o = 1'b1;
        var_o       = rogue_pkg::VARIANT_BITS'(v);
        fields_o    = fv_all[v*W +: W];
        bytes_o     = rogue_pkg::VAR_BYTES[(V0+v)*ByW +: ByW];
        inb_o       = rogue_pkg::VAR_INB[(V0+v)*IbW +: IbW];
      end
    end
  end

  // ---- Operations: which of this layout's operations match --------------------------------------
  localparam int unsigned OaW = rogue_pkg::OP_ALT0_W;
  localparam int unsigned OnW = rogue_pkg::OP_NALT_W;
  for (genvar o = 0; o < rogue_pkg::NUM_OPS; o++) begin : gen_op
    if (32'(rogue_pkg::OP_LAYOUT[o*LB +: LB]) == Layout) begin : gen_mine
      rogue_alt_eval #(
        .Alt0(32'(rogue_pkg::OP_ALT0[o*OaW +: OaW])),
        .NAlt(32'(rogue_pkg::OP_NALT[o*OnW +: OnW]))
      ) u_match (
        .fields_i(fields_o),
        .holds_o (op_match_o[o])
      );
    end else begin : gen_other
      assign op_match_o[o] = 1'b0;
    end
  end

  // ---- Fields: project-defined values and reserved codes ----------------------------------------
  // The enumerations are at most 5 bits wide (docs/rogue.md 15), so a code indexes a 32-bit mask.
  // The first field with a reserved code (in field order) gives the reason: the lowest set bit of
  // rsv_vec, then each reason bit as the OR of the reasons' bits under that one-hot bit.
  localparam int unsigned FoW = rogue_pkg::FLD_OFF_W;
  localparam int unsigned FwdW = rogue_pkg::FLD_WIDTH_W;
  localparam int unsigned PcW = rogue_pkg::FLD_PD_CODES_W;
  localparam int unsigned RcW = rogue_pkg::FLD_RSV_CODES_W;
  localparam int unsigned FrW = rogue_pkg::FLD_REASON_W;
  logic [NF:0]          pd_vec, rsv_vec, rsv_first;
  logic [RB*(NF+1)-1:0] reason_planes;  // plane r: bit k = bit r of field k's reason
  assign pd_vec[NF]  = 1'b0;
  assign rsv_vec[NF] = 1'b0;
  for (genvar k = 0; k < NF; k++) begin : gen_field
    localparam int unsigned   F      = F0 + k;
    localparam int unsigned   Off    = 32'(rogue_pkg::FLD_OFF[F*FoW +: FoW]);
    localparam int unsigned   Wd     = 32'(rogue_pkg::FLD_WIDTH[F*FwdW +: FwdW]);
    localparam logic [31:0]   Pdc    = rogue_pkg::FLD_PD_CODES[F*PcW +: PcW];
    localparam logic [31:0]   Rsv    = rogue_pkg::FLD_RSV_CODES[F*RcW +: RcW];
    localparam logic [RB-1:0] Reason = rogue_pkg::FLD_REASON[F*FrW +: FrW];
    logic pd_field;
    assign pd_field = rogue_pkg::FLD_PD[F] & (|fields_o[Off +: Wd]);
    if (Pdc != 32'd0 || Rsv != 32'd0) begin : gen_enum
      logic [4:0] code;
      assign code       = 5'(fields_o[Off +: Wd]);
      assign pd_vec[k]  = pd_field | Pdc[code];
      assign rsv_vec[k] = Rsv[code];
    end else begin : gen_plain
      assign pd_vec[k]  = pd_field;
      assign rsv_vec[k] = 1'b0;
    end
    for (genvar r = 0; r < RB; r++) begin : gen_reason_bit
      assign reason_planes[r*(NF+1) + k] = Reason[r];
    end
  end
  for (genvar r = 0; r < RB; r++) begin : gen_reason
    assign reason_planes[r*(NF+1) + NF] = 1'b0;
    assign rsv_reason_o[r] = |(rsv_first & reason_planes[r*(NF+1) +: NF+1]);
  end
  assign rsv_first = rsv_vec & ~(rsv_vec - 1'b1);
  assign pd_hit_o  = |pd_vec;
  assign rsv_hit_o = |rsv_vec;

  // ---- Constraints, in table order (the first violated one gives the reason) --------------------
  localparam int unsigned CwW = rogue_pkg::CON_WHEN_ALT0_W;
  localparam int unsigned CnW = rogue_pkg::CON_WHEN_NALT_W;
  localparam int unsigned CqW = rogue_pkg::CON_REQ_ALT_W;
  localparam int unsigned CrW = rogue_pkg::CON_REASON_W;
  logic [NK:0]          con_bad;
  logic [(NK+1)*RB-1:0] con_reason;
  assign con_bad[NK]             = 1'b0;
  assign con_reason[NK*RB +: RB] = '0;
  for (genvar k = 0; k < NK; k++) begin : gen_con
    localparam int unsigned C = K0 + k;
    logic when_k, req_k;
    rogue_alt_eval #(
      .Alt0(32'(rogue_pkg::CON_WHEN_ALT0[C*CwW +: CwW])),
      .NAlt(32'(rogue_pkg::CON_WHEN_NALT[C*CnW +: CnW]))
    ) u_when (
      .fields_i(fields_o),
      .holds_o (when_k)
    );
    rogue_alt_eval #(
      .Alt0(32'(rogue_pkg::CON_REQ_ALT[C*CqW +: CqW])),
      .NAlt(1)
    ) u_require (
      .fields_i(fields_o),
      .holds_o (req_k)
    );
    assign con_bad[k]             = when_k & ~req_k;
    assign con_reason[k*RB +: RB] = rogue_pkg::CON_REASON[C*CrW +: CrW];
  end
  if (NK > 0) begin : gen_con_first
    always_comb begin
      con_hit_o    = 1'b0;
      con_reason_o = '0;
      for (int k = 0; k < NK; k++) begin
        if (con_bad[k] && !con_hit_o) begin
          con_hit_o    = 1'b1;
          con_reason_o = con_reason[k*RB +: RB];
        end
      end
    end
  end else begin : gen_no_con
    assign con_hit_o    = 1'b0;
    assign con_reason_o = '0;
    logic unused_con;
    assign unused_con = ^{con_bad, con_reason};
  end

  // Layouts without fields (control ops without bytes) read nothing.
  logic unused_win;
  assign unused_win = ^win_i;

endmodule
