// Valhall instruction identification (docs/valhall.md 4.1 steps 3-4): the primary opcode
// W[56:48] names its secondary opcode field (1.5, the same field for every instruction of that
// primary opcode); the instruction is the one whose primary opcode, or alternative primary opcode
// (the v4s8 erratum, 6.1), equals W[56:48] and whose secondary value, if it has one, equals the
// field. Purely combinational.
//
// Opcode numbers and field positions come from the generated package (INS_PRIMARY, INS_SEC_*,
// PRI_KNOWN, PRI_SEC_FIELD, SEC_FIELD_*). Every instruction has its own comparator (the generator
// guarantees that at most one matches); the index is encoded from the one-hot match vector.
module valhall_ins_match (
  input  logic [63:0]                      instr_i,
  output logic                             primary_known_o,  // W[56:48] is listed (4.2)
  // Value of the primary opcode's secondary field (shift family: W[32] << 8 | W[25:24]); 0 when
  // the primary opcode has none or is not listed.
  output logic [8:0]                       secondary_o,
  output logic                             ins_valid_o,      // an instruction matched
  output logic [valhall_pkg::INS_BITS-1:0] ins_o             // its index (ins_e), 0 when none
);

  localparam int unsigned NumIns       = valhall_pkg::NUM_INS;
  localparam int unsigned NumSecFields = valhall_pkg::NUM_SEC_FIELDS;
  localparam int unsigned InsBits      = valhall_pkg::INS_BITS;
  localparam int unsigned NumPrimary   = 1 << valhall_pkg::PRIMARY_WIDTH;
  localparam int unsigned SecHiBit     = 32;  // 1.5: bit 8 of the shift family's value

  logic [valhall_pkg::PRIMARY_WIDTH-1:0] primary;

  assign primary         = instr_i[valhall_pkg::PRIMARY_LSB +: valhall_pkg::PRIMARY_WIDTH];
  assign primary_known_o = valhall_pkg::PRI_KNOWN[primary];

  // Every secondary field at its fixed position, enabled when the primary opcode reads it (at
  // most one is).
  logic [NumSecFields*9-1:0] sec_values;
  for (genvar f = 0; f < NumSecFields; f++) begin : g_sec_field
    localparam int unsigned Lsb   = 32'(valhall_pkg::SEC_FIELD_LSB[f*6 +: 6]);
    localparam int unsigned Width = 32'(valhall_pkg::SEC_FIELD_WIDTH[f*3 +: 3]);
    localparam logic [NumPrimary-1:0] Pri = valhall_pkg::SEC_FIELD_PRI[f*NumPrimary +: NumPrimary];
    logic used;
    assign used = Pri[primary];
    for (genvar b = 0; b < 8; b++) begin : g_bit
      if (b < Width) begin : g_in
        assign sec_values[f*9 + b] = used & instr_i[Lsb + b];
      end else begin : g_out
        assign sec_values[f*9 + b] = 1'b0;
      end
    end
    if (valhall_pkg::SEC_FIELD_HI[f]) begin : g_hi
      assign sec_values[f*9 + 8] = used & instr_i[SecHiBit];
    end else begin : g_no_hi
      assign sec_values[f*9 + 8] = 1'b0;
    end
  end

  always_comb begin
    secondary_o = '0;
    for (int unsigned f = 0; f < NumSecFields; f++) begin
      secondary_o |= sec_values[f*9 +: 9];
    end
  end

  // One comparator per instruction.
  logic [NumIns-1:0] hit;
  for (genvar i = 0; i < NumIns; i++) begin : g_ins
    localparam logic [8:0] Primary = valhall_pkg::INS_PRIMARY[i*9 +: 9];
    localparam logic [8:0] Alt     = valhall_pkg::INS_ALT_PRIMARY[i*9 +: 9];
    localparam logic [8:0] Sec     = valhall_pkg::INS_SEC_VALUE[i*9 +: 9];
    localparam bit         HasAlt  = valhall_pkg::INS_HAS_ALT_PRIMARY[i];
    localparam bit         HasSec  = valhall_pkg::INS_HAS_SEC[i];
    logic primary_hit, sec_hit;
    assign primary_hit = (primary == Primary) | (HasAlt & (primary == Alt));
    assign sec_hit     = ~HasSec | (secondary_o == Sec);
    assign hit[i]      = primary_hit & sec_hit;
  end

  assign ins_valid_o = |hit;

  // Bit b of the index: OR of the hits of the instructions whose index has bit b set.
  function automatic logic [NumIns-1:0] index_bit_mask(input int unsigned b);
    index_bit_mask = '0;
    for (int unsigned i = 0; i < NumIns; i++) begin
      index_bit_mask[i] = ((i >> b) & 1) != 0;
    end
  endfunction

  for (genvar b = 0; b < InsBits; b++) begin : g_index
    localparam logic [NumIns-1:0] Mask = index_bit_mask(b);
    assign ins_o[b] = |(hit & Mask);
  end

endmodule
