// One pixel's part of a TEX instruction (docs/r500.md 7; G10, G11, G20, P18), combinational:
// * coordinates (S,T,R,Q) = channels SRC_S/T/R/Q_SWIZ of the source temporary (no modifier);
//   DXDY also swizzles dX and dY the same way;
// * a fetching op (LD, PROJ, LODBIAS, LOD, DXDY: TEX_OP_UNIT_FETCH) issues a request when
//   !killed && (active || WRITE_INACTIVE) && !(IGNORE_UNCOVERED && !covered); the request carries
//   the coordinates as read (and dX/dY for DXDY) and the channel mask {ALPHA_WMASK, RGB_WMASK} &
//   predicate enables; every field is 0 without a request;
// * TEXKILL (TEX_OP_UNIT_KILL) kills an active, not yet killed pixel when one of S,T,R,Q has its
//   sign bit set and is not a NaN (-0 and negative subnormals kill, NaN does not: P18), without
//   predication or WRITE_INACTIVE (G10).
// tex_en_i: the instruction is a legal TEX instruction.
module r500_tex (
  input  logic         tex_en_i,
  input  logic [2:0]   inst_i,          // r500_pkg::tex_op_e
  input  logic         ignore_uncovered_i,
  input  logic [7:0]   src_swiz_i,      // {Q, R, T, S}
  input  logic [7:0]   dx_swiz_i,
  input  logic [7:0]   dy_swiz_i,
  input  logic         write_inactive_i,
  input  logic [3:0]   wmask_i,         // {ALPHA_WMASK, RGB_WMASK}
  input  logic [3:0]   pred_en_i,
  input  logic         active_i,
  input  logic         killed_i,
  input  logic         covered_i,
  input  logic [127:0] src_i,           // {a, b, g, r}
  input  logic [127:0] dx_i,
  input  logic [127:0] dy_i,
  output logic         issue_o,
  output logic [127:0] coord_o,
  output logic [127:0] dx_o,
  output logic [127:0] dy_o,
  output logic [3:0]   we_o,
  output logic         kill_o
);

  localparam int unsigned UnitBits = r500_pkg::TEX_OP_UNIT_BITS;

  logic [UnitBits-1:0] unit;
  logic                fetch, kil, dxdy;
  assign unit  = r500_pkg::TEX_OP_UNIT[inst_i*UnitBits +: UnitBits];
  assign fetch = tex_en_i & (unit == r500_pkg::TEX_OP_UNIT_FETCH);
  assign kil   = tex_en_i & (unit == r500_pkg::TEX_OP_UNIT_KILL);
  assign dxdy  = r500_pkg::TEX_OP_USES_DX[inst_i];

  logic [127:0] coord, dxs, dys;
  for (genvar k = 0; k < 4; k++) begin : gen_swiz
    assign coord[k*32 +: 32] = src_i[src_swiz_i[k*2 +: 2]*32 +: 32];
    assign dxs[k*32 +: 32]   = dx_i[dx_swiz_i[k*2 +: 2]*32 +: 32];
    assign dys[k*32 +: 32]   = dy_i[dy_swiz_i[k*2 +: 2]*32 +: 32];
  end

  assign issue_o = fetch & ~killed_i & (active_i | write_inactive_i) &
                   ~(ignore_uncovered_i & ~covered_i);
  assign coord_o = issue_o ? coord : 128'd0;
  assign dx_o    = (issue_o & dxdy) ? dxs : 128'd0;
  assign dy_o    = (issue_o & dxdy) ? dys : 128'd0;
  assign we_o    = issue_o ? (wmask_i & pred_en_i) : 4'd0;

  logic [3:0] negative;
  for (genvar k = 0; k < 4; k++) begin : gen_neg
    assign negative[k] = coord[k*32 + 31] &
                         ~((coord[k*32 + 23 +: 8] == 8'hFF) & (coord[k*32 +: 23] != 23'd0));
  end
  assign kill_o = kil & active_i & ~killed_i & (|negative);

endmodule
