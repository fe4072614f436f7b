// A condition of the encoding table (docs/rogue.md 15) on a packed field vector: a run of NAlt
// alternatives starting at alternative Alt0 of the generated tables (rogue_pkg::ALT_*), any of
// which holds; an alternative holds when each of its conditions (rogue_pkg::COND_*) holds, a
// condition when its field (COND_OFF, COND_WIDTH: at most 6 bits) holds one of the values of
// COND_VALUES. An alternative without conditions always holds. Pure wiring and a few gates: every
// index is a constant of the package, so nothing here restates an encoding.
//
// Used for a variant's form condition, an operation's match and a constraint's when / require
// (the C++ twin: any_alt / alt_holds in golden/rogue/decode.cpp).
module rogue_alt_eval #(
  parameter int unsigned Alt0 = 0,
  parameter int unsigned NAlt = 1
) (
  input  logic [rogue_pkg::COMP_FIELD_BITS-1:0] fields_i,
  output logic                                  holds_o
);
  // Six zero bits above the vector: a 6-bit window at any field offset stays inside.
  logic [rogue_pkg::COMP_FIELD_BITS+5:0] f;
  assign f = {6'd0, fields_i};

  // Entry widths of the tables read here.
  localparam int unsigned C0W = rogue_pkg::ALT_COND0_W;
  localparam int unsigned NCW = rogue_pkg::ALT_NCOND_W;
  localparam int unsigned OfW = rogue_pkg::COND_OFF_W;
  localparam int unsigned WdW = rogue_pkg::COND_WIDTH_W;
  localparam int unsigned VaW = rogue_pkg::COND_VALUES_W;

  logic [NAlt-1:0] alt_ok;
  for (genvar a = 0; a < NAlt; a++) begin : gen_alt
    localparam int unsigned C0 = 32'(rogue_pkg::ALT_COND0[(Alt0+a)*C0W +: C0W]);
    localparam int unsigned NC = 32'(rogue_pkg::ALT_NCOND[(Alt0+a)*NCW +: NCW]);
    // One bit per condition, and a constant 1 for an alternative without conditions.
    logic [NC:0] ok;
    assign ok[NC] = 1'b1;
    for (genvar c = 0; c < NC; c++) begin : gen_cond
      localparam int unsigned     Off  = 32'(rogue_pkg::COND_OFF[(C0+c)*OfW +: OfW]);
      localparam int unsigned     Wd   = 32'(rogue_pkg::COND_WIDTH[(C0+c)*WdW +: WdW]);
      localparam logic [VaW-1:0]  Vals = rogue_pkg::COND_VALUES[(C0+c)*VaW +: VaW];
      logic [5:0] v;
      assign v     = f[Off +: 6] & 6'((64'd1 << Wd) - 64'd1);
      assign ok[c] = Vals[v];
    end
    assign alt_ok[a] = &ok;
  end
  assign holds_o = |alt_ok;

  // Only the tested fields are read.
  logic unused_fields;
  assign unused_fields = ^f;

endmodule
