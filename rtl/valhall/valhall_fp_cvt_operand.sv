// Operand of the Valhall floating-point lane's two fp_cvt units (lane 0 at [31:0], lane 1 at
// [63:32]), chosen by cvt_in_i (valhall_fp_pkg::cvt_in_e): the binary32 views of A (and B), the
// binary16 lanes of A, or A's integer lane selections (execute.h "Lane selection fields"):
// Swizzles (32-bit), lane 0 of a 16-bit swizzle, Lane (8-bit), the 16-bit lanes of a
// Swizzles (16-bit) widen (halves, or byte pairs b00 b20 b02 b22 b11 b31 b13 b33 b01 b23) and
// of a Half-swizzles (8-bit) field, extended to 32 bits per signed_i. Combinational.
module valhall_fp_cvt_operand (
  input  logic [31:0]             a_raw_i,    // source A as read
  input  logic [3:0]              swizzle_i,  // A's lane-selection field
  input  logic                    signed_i,   // the integer operand is signed
  input  valhall_fp_pkg::cvt_in_e cvt_in_i,
  input  logic [31:0]             xa_i,       // binary32 view of A
  input  logic [31:0]             xb_i,       // binary32 view of B
  input  logic [31:0]             ha_i,       // binary16 lanes of A
  output logic [63:0]             a_o
);


  function automatic logic [31:0] ext16(input logic [15:0] v, input logic s);
    ext16 = {{16{s & v[15]}}, v};
  endfunction
  function automatic logic [15:0] ext8(input logic [7:0] v, input logic s);
    ext8 = {{8{s & v[7]}}, v};
  endfunction

  logic [31:0] raw;
  logic [3:0]  swz;
  assign raw = a_raw_i;
  assign swz = swizzle_i;

  logic [31:0] widen32;  // Swizzles (32-bit)
  always_comb begin
    unique case (swz)
      4'd2:    widen32 = ext16(raw[15:0], signed_i);
      4'd3:    widen32 = ext16(raw[31:16], signed_i);
      4'd4:    widen32 = {{24{signed_i & raw[7]}}, raw[7:0]};
      4'd5:    widen32 = {{24{signed_i & raw[15]}}, raw[15:8]};
      4'd6:    widen32 = {{24{signed_i & raw[23]}}, raw[23:16]};
      4'd7:    widen32 = {{24{signed_i & raw[31]}}, raw[31:24]};
      default: widen32 = raw;
    endcase
  end

  logic [15:0] half0;  // 16-bit lane 0 of a 2-bit swizzle
  logic [7:0]  byte8;  // Lane (8-bit)
  assign half0 = swz[0] ? raw[31:16] : raw[15:0];
  assign byte8 = raw[8*swz[1:0] +: 8];

  // Swizzles (16-bit) widen: 0-3 halves, 4-13 byte pairs (lane 0 byte, lane 1 byte), extended.
  logic [15:0] int16_lane0, int16_lane1;
  logic [1:0]  b0, b1;
  always_comb begin
    b0 = 2'd0;
    b1 = 2'd0;
    unique case (swz)
      4'd4:    begin b0 = 2'd0; b1 = 2'd0; end
      4'd5:    begin b0 = 2'd2; b1 = 2'd0; end
      4'd6:    begin b0 = 2'd0; b1 = 2'd2; end
      4'd7:    begin b0 = 2'd2; b1 = 2'd2; end
      4'd8:    begin b0 = 2'd1; b1 = 2'd1; end
      4'd9:    begin b0 = 2'd3; b1 = 2'd1; end
      4'd10:   begin b0 = 2'd1; b1 = 2'd3; end
      4'd11:   begin b0 = 2'd3; b1 = 2'd3; end
      4'd12:   begin b0 = 2'd0; b1 = 2'd1; end
      4'd13:   begin b0 = 2'd2; b1 = 2'd3; end
      default: ;
    endcase
    if (swz < 4'd4) begin
      int16_lane0 = swz[0] ? raw[31:16] : raw[15:0];
      int16_lane1 = swz[1] ? raw[31:16] : raw[15:0];
    end else begin
      int16_lane0 = ext8(raw[8*b0 +: 8], signed_i);
      int16_lane1 = ext8(raw[8*b1 +: 8], signed_i);
    end
  end

  // Half-swizzles (8-bit): lane 0 <- byte v[1:0], lane 1 <- byte v[3:2].
  logic [15:0] int8_lane0, int8_lane1;
  assign int8_lane0 = ext8(raw[8*swz[1:0] +: 8], signed_i);
  assign int8_lane1 = ext8(raw[8*swz[3:2] +: 8], signed_i);

  always_comb begin
    unique case (cvt_in_i)
      valhall_fp_pkg::CVT_IN_F16: begin
        a_o[31:0]  = {16'd0, ha_i[15:0]};
        a_o[63:32] = {16'd0, ha_i[31:16]};
      end
      valhall_fp_pkg::CVT_IN_INT32: begin
        a_o[31:0]  = widen32;
        a_o[63:32] = '0;
      end
      valhall_fp_pkg::CVT_IN_INT16: begin
        a_o[31:0]  = ext16(half0, signed_i);
        a_o[63:32] = '0;
      end
      valhall_fp_pkg::CVT_IN_INT8: begin
        a_o[31:0]  = {{24{signed_i & byte8[7]}}, byte8};
        a_o[63:32] = '0;
      end
      valhall_fp_pkg::CVT_IN_V2INT16: begin
        a_o[31:0]  = ext16(int16_lane0, signed_i);
        a_o[63:32] = ext16(int16_lane1, signed_i);
      end
      valhall_fp_pkg::CVT_IN_V2INT8: begin
        a_o[31:0]  = ext16(int8_lane0, signed_i);
        a_o[63:32] = ext16(int8_lane1, signed_i);
      end
      valhall_fp_pkg::CVT_IN_F32X2: begin
        a_o[31:0]  = xa_i;
        a_o[63:32] = xb_i;
      end
      default: begin  // CVT_IN_F32
        a_o[31:0]  = xa_i;
        a_o[63:32] = '0;
      end
    endcase
  end

endmodule
