// Reads a group of Valhall fields whose position depends on the instruction (modifiers,
// immediates, lane-selection fields, staging registers): fields FirstField ..
// FirstField + NumFields - 1 of the generated package's field list (FLD_*). Purely combinational.
//
// A field has at most FLD_MAX_POS positions over the whole instruction set (POS_*). Each position
// is a fixed slice of the word, enabled when the identified instruction is one that reads the
// field there, so no field is read through a run-time shifter. A field the instruction does not
// have reads as 0 (golden decode.h: unused fields are 0); values are zero-extended to FieldW.
module valhall_fields #(
  parameter int unsigned FirstField = 0,
  parameter int unsigned NumFields  = 1,
  parameter int unsigned FieldW     = 4
) (
  input  logic [63:0]                      instr_i,
  input  logic                             ins_valid_i,
  input  logic [valhall_pkg::INS_BITS-1:0] ins_i,
  output logic [NumFields*FieldW-1:0]      value_o,
  output logic [NumFields-1:0]             present_o   // the instruction has field f
);

  localparam int unsigned NumIns = valhall_pkg::NUM_INS;
  localparam int unsigned MaxPos = valhall_pkg::FLD_MAX_POS;

  for (genvar f = 0; f < NumFields; f++) begin : gen_field
    localparam int unsigned First = 32'(valhall_pkg::FLD_POS_FIRST[(FirstField + f)*8 +: 8]);
    localparam int unsigned Count = 32'(valhall_pkg::FLD_POS_COUNT[(FirstField + f)*3 +: 3]);

    logic [MaxPos-1:0]        at;     // the field is at position j in this instruction
    logic [MaxPos*FieldW-1:0] slices; // position j's slice when the field is there, else 0

    for (genvar j = 0; j < MaxPos; j++) begin : gen_pos
      if (j < Count) begin : gen_used
        localparam int unsigned          Pos   = First + j;
        localparam int unsigned          Lsb   = 32'(valhall_pkg::POS_LSB[Pos*6 +: 6]);
        localparam int unsigned          Width = 32'(valhall_pkg::POS_WIDTH[Pos*6 +: 6]);
        localparam logic [NumIns-1:0]    Ins   = valhall_pkg::POS_INS[Pos*NumIns +: NumIns];
        assign at[j] = ins_valid_i & Ins[ins_i];
        for (genvar b = 0; b < FieldW; b++) begin : gen_bit
          if (b < Width) begin : gen_in
            assign slices[j*FieldW + b] = at[j] & instr_i[Lsb + b];
          end else begin : gen_out
            assign slices[j*FieldW + b] = 1'b0;
          end
        end
      end else begin : gen_none
        assign at[j]                      = 1'b0;
        assign slices[j*FieldW +: FieldW] = '0;
      end
    end

    // At most one position is enabled, so the slices combine by OR.
    logic [FieldW-1:0] value;
    always_comb begin
      value = '0;
      for (int unsigned j = 0; j < MaxPos; j++) begin
        value |= slices[j*FieldW +: FieldW];
      end
    end

    assign value_o[f*FieldW +: FieldW] = value;
    assign present_o[f]                = |at;
  end

endmodule
