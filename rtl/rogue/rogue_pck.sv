// PCK in the pack slot of phase 2 (layout P2_PCK; docs/rogue.md 3.5, 14.4): FT2 = IS3 packed into
// element elem_i of FORMAT, every other bit 0 (D51; elem_i is 0, or execution k of a repeated
// group, D68). Combinational, one instance.
//
//   F32, F32MASK        IS3, a NaN canonical (D55)
//   U32, S32            float -> integer, nearest even or toward zero (.roundzero), NaN -> 0,
//                       saturated (the shared fp_cvt: OP_F2U / OP_F2I)
//   COVERAGEMASK        IS3's bits; CONST0: 0; CONST1: 1.0 (D55)
//   element formats     the element's code at its bits (rogue_pack_elem), 0 when the format has
//                       no element elem_i:
//     integer kinds     rogue_pack_int (D52, D53)
//     binary16          fp_cvt OP_F2F to binary16, nearest even or toward zero
//     F11, F10          fp_cvt OP_F2F to binary16 toward zero, then rogue_pack_small_float (D54)
//   the unassigned codes: ok_o = 0 (not a format of the op), result 0.
// SCALE only affects the integer kinds; RTZ every rounding.
module rogue_pck (
  input  logic [4:0]  format_i,   // FORMAT field (3.5 codes)
  input  logic        scale_i,    // SCALE
  input  logic        rtz_i,      // RTZ (.roundzero)
  input  logic [1:0]  elem_i,     // the element to pack into: 0, or execution k of a repeated group (D68)
  input  logic [31:0] x_i,        // IS3
  output logic [31:0] result_o,
  output logic        ok_o        // 0: not a format of the op (sem::PCK's ok = false)
);

  // ---- the element ----------------------------------------------------------------------------
  logic       layout, present;
  logic [4:0] lo, width;
  rogue_pack_pkg::elem_kind_e kind;

  rogue_pack_elem u_elem (
    .format_i,
    .elem_i       ({1'b0, elem_i}),
    .wrap_pairs_i (1'b0),
    .layout_o     (layout),
    .present_o    (present),
    .lo_o         (lo),
    .width_o      (width),
    .kind_o       (kind)
  );

  logic is_u32, is_s32, small_float;
  assign is_u32      = format_i == rogue_pkg::PACKFMT_U32;
  assign is_s32      = format_i == rogue_pkg::PACKFMT_S32;
  assign small_float = kind == rogue_pack_pkg::KIND_F11 || kind == rogue_pack_pkg::KIND_F10;

  // ---- float conversions: U32, S32 and the binary16 grid of the float elements ----------------
  fp_pkg::fp_op_e     cvt_op;
  fp_pkg::roundmode_e cvt_rnd;
  logic [31:0]        cvt_result;
  logic [4:0]         cvt_status;

  assign cvt_op  = is_u32 ? fp_pkg::OP_F2U : is_s32 ? fp_pkg::OP_F2I : fp_pkg::OP_F2F;
  assign cvt_rnd = (rtz_i || (layout && small_float)) ? fp_pkg::RTZ : fp_pkg::RNE;

  fp_cvt #(.NumPipeRegs(0)) u_cvt (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (cvt_op),
    .src_fmt_i       (fp_pkg::FP32),
    .dst_fmt_i       (fp_pkg::FP16),
    .rnd_mode_i      (cvt_rnd),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .rint_exact_i    (1'b0),
    .a_i             (x_i),
    .result_o        (cvt_result),
    .status_o        (cvt_status)
  );

  // ---- element codes ----------------------------------------------------------------------------
  logic [23:0] int_code;
  logic [10:0] small_code;

  rogue_pack_int u_int (
    .x_i     (x_i),
    .kind_i  (kind),
    .width_i (width),
    .scale_i (scale_i),
    .rtz_i   (rtz_i),
    .code_o  (int_code)
  );

  rogue_pack_small_float u_small (
    .f16_i     (cvt_result[15:0]),
    .inexact_i (cvt_status[fp_pkg::FLAG_NX]),
    .man6_i    (kind == rogue_pack_pkg::KIND_F11),
    .rtz_i     (rtz_i),
    .code_o    (small_code)
  );

  logic [31:0] code, placed;
  always_comb begin
    unique case (kind)
      rogue_pack_pkg::KIND_F16:           code = {16'd0, cvt_result[15:0]};
      rogue_pack_pkg::KIND_F11, rogue_pack_pkg::KIND_F10: code = {21'd0, small_code};
      default:            code = {8'd0, int_code};
    endcase
    // code << lo as constant steps
    placed = code;
    for (int l = 0; l < 5; l++) begin
      if (lo[l]) placed = placed << (1 << l);
    end
  end

  // ---- result ---------------------------------------------------------------------------------
  logic x_is_nan;
  assign x_is_nan = x_i[30:23] == 8'hFF && x_i[22:0] != 23'd0;

  always_comb begin
    ok_o     = 1'b1;
    result_o = 32'd0;
    unique case (format_i)
      rogue_pkg::PACKFMT_F32, rogue_pkg::PACKFMT_F32MASK: result_o = x_is_nan ? 32'h7FC0_0000 : x_i;
      rogue_pkg::PACKFMT_U32, rogue_pkg::PACKFMT_S32:     result_o = cvt_result;
      rogue_pkg::PACKFMT_COVERAGEMASK:         result_o = x_i;
      rogue_pkg::PACKFMT_CONST0:               result_o = 32'd0;
      rogue_pkg::PACKFMT_CONST1:               result_o = 32'h3F80_0000;
      default: begin
        ok_o     = layout;
        result_o = (layout && present) ? placed : 32'd0;
      end
    endcase
  end

  // Unused by design: the conversion flags other than inexact (the pack formats have no flags).
  logic unused_signals;
  assign unused_signals = ^{cvt_status[4:1]};

endmodule
