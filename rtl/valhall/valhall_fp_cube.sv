// Cube-map helpers (execute.h P20) on the binary32 views of sources A, B, C:
// * CUBEFACE2 (sel_i = 0): face of the major axis in the GL order 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z,
//   5 -Z: Z if |Z| >= |X| and |Z| >= |Y|, else Y if |Y| >= |X|, else X (a NaN compares false);
//   face = 2*axis + sign bit of that coordinate. A = X, B = Y, C = Z.
// * CUBE_SSEL (sel_i = 1, tsel_i = 0), A = Z, B = X, C = face: X axis -> (neg ? +Z : -Z), Y axis
//   -> +X, Z axis -> (neg ? -X : +X).
// * CUBE_TSEL (sel_i = 1, tsel_i = 1), A = Y, B = Z, C = face: Y axis -> (neg ? -Z : +Z),
//   otherwise -Y.
// A, B, C are binary32 views (abs/neg applied); for SSEL/TSEL, f = C[2:0], axis = f[2] ? Z : f[1] ? Y : X, negative = f[0]; "+V" is the
// source after its abs/neg, "-V" that with the sign bit flipped (no flush, no rounding).
// Combinational.
module valhall_fp_cube (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,     // CUBEFACE2: Z
  input  logic [2:0]  face_i,  // CUBE_SSEL/TSEL: C[2:0] as read
  input  logic        sel_i,   // CUBE_SSEL/TSEL, else CUBEFACE2
  input  logic        tsel_i,  // CUBE_TSEL
  output logic [31:0] result_o
);

  logic nan_a, nan_b, nan_c, c_ge_a, c_ge_b, b_ge_a;
  logic [2:0] face;
  logic       neg;
  always_comb begin
    nan_a  = a_i[30:0] > 31'h7F80_0000;
    nan_b  = b_i[30:0] > 31'h7F80_0000;
    nan_c  = c_i[30:0] > 31'h7F80_0000;
    c_ge_a = ~nan_c & ~nan_a & (c_i[30:0] >= a_i[30:0]);
    c_ge_b = ~nan_c & ~nan_b & (c_i[30:0] >= b_i[30:0]);
    b_ge_a = ~nan_b & ~nan_a & (b_i[30:0] >= a_i[30:0]);
    face   = face_i;
    neg    = face[0];
    result_o = '0;
    if (!sel_i) begin
      if (c_ge_a && c_ge_b) begin
        result_o = {29'd0, 2'd2, c_i[31]};
      end else if (b_ge_a) begin
        result_o = {29'd0, 2'd1, b_i[31]};
      end else begin
        result_o = {29'd0, 2'd0, a_i[31]};
      end
    end else if (!tsel_i) begin
      // CUBE_SSEL(Z, X, face)
      if (face[2]) begin
        result_o = neg ? {~b_i[31], b_i[30:0]} : b_i;
      end else if (face[1]) begin
        result_o = b_i;
      end else begin
        result_o = neg ? a_i : {~a_i[31], a_i[30:0]};
      end
    end else begin
      // CUBE_TSEL(Y, Z, face)
      if (face[1] && !face[2]) begin
        result_o = neg ? {~b_i[31], b_i[30:0]} : b_i;
      end else begin
        result_o = {~a_i[31], a_i[30:0]};
      end
    end
  end

endmodule
