// Presubtract vector srcp of one pixel (docs/r500.md 4.4, 6.7 item 1): per channel, from src0
// and src1 before any swizzle; R,G,B use the RGB SRCP_OP (W1), A the alpha one (W2):
//   0 NEG2: rn(1 - rn(2*s0))   1 SUB: rn(s1 - s0)   2 ADD: rn(s1 + s0)   3 INV: rn(1 - s0)
// with subnormal inputs and results flushed and canonical NaNs (r500_fadd). 2*s0 needs no
// multiplier: after the flush it is the exponent plus one, an infinity past the largest
// exponent, and a NaN stays a NaN (the subtraction makes it the canonical one). Combinational.
module r500_presub (
  input  logic [127:0] src0_i,
  input  logic [127:0] src1_i,
  input  logic [1:0]   rgb_op_i,    // r500_pkg::srcp_op_e
  input  logic [1:0]   alpha_op_i,
  output logic [127:0] srcp_o
);

  localparam logic [31:0] One = r500_pkg::F32_ONE;

  for (genvar c = 0; c < 4; c++) begin : gen_chan
    logic [1:0]  op;
    logic [31:0] s0, s1, dbl, lhs, rhs;
    logic [7:0]  e;
    assign op = (c == 3) ? alpha_op_i : rgb_op_i;
    assign s0 = src0_i[c*32 +: 32];
    assign s1 = src1_i[c*32 +: 32];
    assign e  = s0[30:23];
    always_comb begin
      if (e == 8'd0) begin
        dbl = {s0[31], 31'd0};                     // zero, or a flushed subnormal
      end else if (e == 8'hFF) begin
        dbl = s0;                                  // infinity or NaN
      end else if (e == 8'hFE) begin
        dbl = {s0[31], 8'hFF, 23'd0};              // overflow
      end else begin
        dbl = {s0[31], e + 8'd1, s0[22:0]};
      end
    end
    always_comb begin
      unique case (op)
        r500_pkg::SRCP_OP_NEG2: begin lhs = One; rhs = {~dbl[31], dbl[30:0]}; end
        r500_pkg::SRCP_OP_SUB:  begin lhs = s1;  rhs = {~s0[31], s0[30:0]};   end
        r500_pkg::SRCP_OP_ADD:  begin lhs = s1;  rhs = s0;                    end
        default:                begin lhs = One; rhs = {~s0[31], s0[30:0]};   end  // INV
      endcase
    end
    r500_fadd u_add (.a_i(lhs), .b_i(rhs), .s_o(srcp_o[c*32 +: 32]));
  end

endmodule
