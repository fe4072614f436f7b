// Whether a register index is past the end of its file (docs/attila.md D8; IN has 48 registers in
// micro-triangle mode). Banks without a checked range (constants, D6; immediates; reserved codes,
// which are rejected elsewhere) are never past the end.
module attila_reg_range #(
  parameter int unsigned RegW = 8
) (
  input  logic [2:0]      bank_i,
  input  logic [RegW-1:0] reg_i,
  input  logic            micro_triangle_i,
  output logic            past_end_o
);

  localparam logic [RegW-1:0] LimIn      = RegW'(attila_pkg::LIMIT_IN);
  localparam logic [RegW-1:0] LimInMicro = RegW'(attila_pkg::LIMIT_IN_MICRO_TRIANGLE);
  localparam logic [RegW-1:0] LimOut     = RegW'(attila_pkg::LIMIT_OUT);
  localparam logic [RegW-1:0] LimTemp    = RegW'(attila_pkg::LIMIT_TEMP);
  localparam logic [RegW-1:0] LimAddr    = RegW'(attila_pkg::LIMIT_ADDR);

  always_comb begin
    unique case (bank_i)
      attila_pkg::BANK_IN:   past_end_o = reg_i >= (micro_triangle_i ? LimInMicro : LimIn);
      attila_pkg::BANK_OUT:  past_end_o = reg_i >= LimOut;
      attila_pkg::BANK_TEMP: past_end_o = reg_i >= LimTemp;
      attila_pkg::BANK_ADDR: past_end_o = reg_i >= LimAddr;
      default:               past_end_o = 1'b0;
    endcase
  end

endmodule
