// Element kinds of the pack formats (docs/rogue.md 14.4), shared by rogue_pck, rogue_unpck and
// their helpers (rogue_pack_elem names the kind of every element of every format).
package rogue_pack_pkg;

  typedef enum logic [2:0] {
    KIND_U    = 3'd0,  // unsigned integer (D52)
    KIND_S    = 3'd1,  // signed integer, two's complement (D52)
    KIND_O    = 3'd2,  // offset integer: the signed code + 2^(w-1) (D52)
    KIND_SOGL = 3'd3,  // signed integer with OpenGL's (2c + 1) / (2^w - 1) rule under .scale (D53)
    KIND_F16  = 3'd4,  // IEEE binary16
    KIND_F11  = 3'd5,  // unsigned float: 5 exponent bits (bias 15), 6 mantissa bits (D54)
    KIND_F10  = 3'd6   // unsigned float: 5 exponent bits (bias 15), 5 mantissa bits (D54)
  } elem_kind_e;

endpackage
