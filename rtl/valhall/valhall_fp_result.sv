// Result epilogue of the Valhall floating-point lane (execute.h "Operand read order" ...
// "result flush -> clamp"): a float result that is subnormal after rounding becomes a zero of
// the same sign when its format is flushed (binary32: any FTZ mode but Preserve; binary16
// lanes: Flush32And16 and Abrupt, P3), then the clamp W[33:32] (valhall_fp_clamp) per lane of
// the result's format. Combinational.
module valhall_fp_result (
  input  logic [31:0] x_i,       // the selected result
  input  logic        v2_i,      // two binary16 lanes (else binary32)
  input  logic        flush_i,   // a float result: FTZ applies
  input  logic [1:0]  ftz_i,     // execute.h FtzMode
  input  logic [1:0]  clamp_i,
  output logic [31:0] result_o
);

  logic        ftz;
  logic [31:0] flushed;
  assign ftz = v2_i ? ftz_i[1] : (ftz_i != 2'd0);
  always_comb begin
    flushed = x_i;
    if (flush_i && ftz) begin
      if (v2_i) begin
        if (x_i[30:26] == '0) flushed[30:16] = '0;
        if (x_i[14:10] == '0) flushed[14:0] = '0;
      end else if (x_i[30:23] == '0) begin
        flushed[30:0] = '0;
      end
    end
  end

  logic [31:0] clamped32, clamped16;
  valhall_fp_clamp #(.ExpBits(8), .ManBits(23)) u_clamp32 (
    .x_i(flushed), .clamp_i(clamp_i), .result_o(clamped32));
  for (genvar j = 0; j < 2; j++) begin : gen_clamp16
    valhall_fp_clamp #(.ExpBits(5), .ManBits(10)) u_clamp16 (
      .x_i(flushed[16*j +: 16]), .clamp_i(clamp_i), .result_o(clamped16[16*j +: 16]));
  end

  assign result_o = v2_i ? clamped16 : clamped32;

endmodule
