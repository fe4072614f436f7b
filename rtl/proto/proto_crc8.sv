// CRC-8 (polynomial x^8 + x^2 + x + 1 = 0x07, initial value 0, no reflection, no final xor:
// the "CRC-8/SMBUS" parameters) of one more byte: crc_o = crc8 of (bytes so far, byte_i), when
// crc_i is the CRC of the bytes so far. Check value: "123456789" gives 0xF4.
module proto_crc8 (
  input  logic [7:0] crc_i,
  input  logic [7:0] byte_i,
  output logic [7:0] crc_o
);

  always_comb begin
    crc_o = crc_i ^ byte_i;
    for (int i = 0; i < 8; i++) begin
      crc_o = crc_o[7] ? ({crc_o[6:0], 1'b0} ^ 8'h07) : {crc_o[6:0], 1'b0};
    end
  end

endmodule
