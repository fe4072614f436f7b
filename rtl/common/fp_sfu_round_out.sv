// Last step of the special-function unit: the value mag * 2^q, given as mag normalised
// (norm_i, its leading-zero count lzc_i, zero_i when mag = 0), rounded once to nearest-even
// into binary32 (fp_rnd_pack: subnormals, overflow to infinity); mag = 0 gives +0, and a
// special result overrides everything. Shared by fp_sfu and fp_sfu_iter.
module fp_sfu_round_out (
  input  logic              special_i,
  input  logic [31:0]       special_bits_i,
  input  logic              sign_i,
  input  logic signed [9:0] q_i,
  input  logic [63:0]       norm_i,
  input  logic [5:0]        lzc_i,
  input  logic              zero_i,
  output logic [31:0]       result_o
);

  // Biased exponent of the leading bit: q + 63 - lzc + 127.
  logic [9:0] pk_exp;
  assign pk_exp = q_i + 10'sd190 - $signed({4'd0, lzc_i});

  logic [31:0] packed_result;
  logic [4:0]  packed_status;
  fp_rnd_pack #(.ExpBits(8), .ManBits(23)) u_pack (
    .sign_i     (sign_i),
    .exp_i      (pk_exp),
    .sig_i      (norm_i[63:38]),
    .sticky_i   (|norm_i[37:0]),
    .rnd_mode_i (fp_pkg::RNE),
    .ftz_i      (1'b0),
    .result_o   (packed_result),
    .status_o   (packed_status)
  );

  logic unused_status;
  assign unused_status = ^packed_status;

  always_comb begin
    if (special_i) begin
      result_o = special_bits_i;
    end else if (zero_i) begin
      result_o = 32'h0;
    end else begin
      result_o = packed_result;
    end
  end

endmodule
