// UNPCK (layout M_UNPCK; docs/rogue.md 3.5, 14.4): element elem_i of the source converted to
// binary32. Combinational, one instance.
//
//   F32, F32MASK        the bits (D55)
//   U32, S32            integer -> float, nearest even or toward zero with SCALE_RTZ (D13), the
//                       shared fp_cvt (OP_U2F / OP_I2F)
//   element formats     element elem_i (rogue_pack_elem; a two-element format reads E2/E3 as
//                       E0/E1, a missing element (E3 of 11:11:10) reads +0, D51):
//     integer kinds     exactly (fp_cvt OP_I2F of the signed value), or with .scale divided by the
//                       element's maximum, correctly rounded (rogue_pack_ratio; D52, D53)
//     binary16, F11, F10  exactly: fp_cvt OP_F2F from binary16 (F11/F10 are binary16 with
//                       fewer mantissa bits and no sign, so they are widened into it first)
//   COVERAGEMASK, CONST0, CONST1 and the unassigned codes: ok_o = 0, result 0.
// SCALE_RTZ is .roundzero for U32, S32 and the float formats, .scale for the others (D13).
//
// ElemBits: elem_i's width. 2 holds the ELEM field; a repeated group's execution k unpacks
// ELEM + k (D68), up to 6, which needs 3 (U565U565 has elements E4, E5; the 4-element formats
// read +0 there).
module rogue_unpck #(
  parameter int unsigned ElemBits = 2
) (
  input  logic [4:0]          format_i,
  input  logic [ElemBits-1:0] elem_i,
  input  logic                scale_rtz_i,
  input  logic [31:0]         x_i,
  output logic [31:0]         result_o,
  output logic                ok_o
);

  if (ElemBits < 2 || ElemBits > 3) begin : g_bad_elem_bits
    $error("rogue_unpck: ElemBits must be 2 or 3");
  end

  // ---- the element ----------------------------------------------------------------------------
  logic       layout, present;
  logic [4:0] lo, width;
  rogue_pack_pkg::elem_kind_e kind;

  rogue_pack_elem u_elem (
    .format_i,
    .elem_i       (3'(elem_i)),
    .wrap_pairs_i (1'b1),
    .layout_o     (layout),
    .present_o    (present),
    .lo_o         (lo),
    .width_o      (width),
    .kind_o       (kind)
  );

  logic is_u32, is_s32, float_kind, scale;
  assign is_u32     = format_i == rogue_pkg::PACKFMT_U32;
  assign is_s32     = format_i == rogue_pkg::PACKFMT_S32;
  assign float_kind = kind == rogue_pack_pkg::KIND_F16 || kind == rogue_pack_pkg::KIND_F11 || kind == rogue_pack_pkg::KIND_F10;
  // D13: .scale except for the float formats (the 2-bit integer of 2F10F10F10 included)
  assign scale      = scale_rtz_i && format_i != rogue_pkg::PACKFMT_F16F16 && format_i != rogue_pkg::PACKFMT_F111110 &&
                      format_i != rogue_pkg::PACKFMT_F101010;

  // ---- the element's bits -----------------------------------------------------------------------
  logic [31:0] shifted;
  logic [23:0] mask_w, raw;
  always_comb begin
    shifted = x_i;
    for (int l = 0; l < 5; l++) begin
      if (lo[l]) shifted = shifted >> (1 << l);
    end
    for (int i = 0; i < 24; i++) mask_w[i] = i < 32'(width);
  end
  assign raw = shifted[23:0] & mask_w;

  // Integer value: O subtracts 2^(w-1) (its top bit inverted, then read as signed), S and SOGL
  // are two's complement, U is the code.
  logic [23:0] top_bit, t;
  logic        negative;
  logic [31:0] value;      // the element's integer value, 32-bit two's complement

  assign top_bit  = mask_w & ~(mask_w >> 1);
  assign t        = (kind == rogue_pack_pkg::KIND_O) ? raw ^ top_bit : raw;
  assign negative = kind != rogue_pack_pkg::KIND_U && (t & top_bit) != 24'd0;
  assign value    = {{8{negative}}, t | (negative ? ~mask_w : 24'd0)};

  // .scale: |value| / (2^(w-1) - 1) for S and O, |2 value + 1| / (2^w - 1) for SOGL, value /
  // (2^w - 1) for U.
  logic [31:0] numerator, num_abs;
  logic [4:0]  period;
  logic [31:0] ratio;

  assign numerator = (kind == rogue_pack_pkg::KIND_SOGL) ? {value[30:0], 1'b1} : value;
  assign num_abs   = numerator[31] ? -numerator : numerator;
  assign period    = (kind == rogue_pack_pkg::KIND_S || kind == rogue_pack_pkg::KIND_O) ? width - 5'd1 : width;

  rogue_pack_ratio u_ratio (
    .sign_i   (numerator[31]),
    .num_i    (num_abs[23:0]),
    .period_i (period),
    .result_o (ratio)
  );

  // ---- conversions: U32, S32, integer elements without .scale, float elements ----------------
  // F11 (e5 m6) and F10 (e5 m5) are binary16 {0, e, m, zeros}: same exponent field and bias.
  logic [15:0]        f16_form;
  fp_pkg::fp_op_e     cvt_op;
  logic [31:0]        cvt_a, cvt_result;
  logic [4:0]         cvt_status;

  always_comb begin
    unique case (kind)
      rogue_pack_pkg::KIND_F11: f16_form = {1'b0, raw[10:0], 4'd0};
      rogue_pack_pkg::KIND_F10: f16_form = {1'b0, raw[9:0], 5'd0};
      default:  f16_form = raw[15:0];
    endcase
    if (is_u32) begin
      cvt_op = fp_pkg::OP_U2F;
      cvt_a  = x_i;
    end else if (is_s32) begin
      cvt_op = fp_pkg::OP_I2F;
      cvt_a  = x_i;
    end else if (float_kind) begin
      cvt_op = fp_pkg::OP_F2F;
      cvt_a  = {16'd0, f16_form};
    end else begin
      cvt_op = fp_pkg::OP_I2F;  // |value| < 2^24: exact
      cvt_a  = value;
    end
  end

  fp_cvt #(.NumPipeRegs(0)) u_cvt (
    .clk_i           (1'b0),
    .rst_ni          (1'b1),
    .reg_en_i        (1'b0),
    .op_i            (cvt_op),
    .src_fmt_i       (fp_pkg::FP16),
    .dst_fmt_i       (fp_pkg::FP32),
    .rnd_mode_i      (scale_rtz_i ? fp_pkg::RTZ : fp_pkg::RNE),
    .ftz_i           (1'b0),
    .nan_propagate_i (1'b0),
    .rint_exact_i    (1'b0),
    .a_i             (cvt_a),
    .result_o        (cvt_result),
    .status_o        (cvt_status)
  );

  // ---- result ---------------------------------------------------------------------------------
  always_comb begin
    ok_o     = 1'b1;
    result_o = 32'd0;
    unique case (format_i)
      rogue_pkg::PACKFMT_F32, rogue_pkg::PACKFMT_F32MASK: result_o = x_i;
      rogue_pkg::PACKFMT_U32, rogue_pkg::PACKFMT_S32:     result_o = cvt_result;
      default: begin
        ok_o = layout;
        if (layout && present) result_o = (!float_kind && scale) ? ratio : cvt_result;
      end
    endcase
  end

  // Unused by design: the conversion flags (UNPCK has none), the element field above bit 23
  // (elements are at most 24 bits), num_abs above the 24-bit numerator range.
  logic unused_signals;
  assign unused_signals = ^{cvt_status, shifted[31:24], num_abs[31:24]};

endmodule
