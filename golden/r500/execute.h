// R500 fragment shader (US) golden execution model: one ALU, OUT or TEX instruction executed on a
// quad of four pixels, from the values it reads to every effect it has. Flow-control
// instructions are executed by fc.h; whole programs by iss.h.
//
// This header is the transaction contract shared by the golden model, the RTL pipeline and the
// harness. It is written from docs/r500.md; the section numbers below refer to it, P<n> are the
// project decisions of its section 12 and G<n> the golden-model decisions of section 12.2.
//
// ---------------------------------------------------------------------------------------------
// Transaction
// ---------------------------------------------------------------------------------------------
// In: the six words, the loop register aL, the US_CONFIG multiplier mode, and per pixel (quad
//   order TL, TR, BL, BR):
//   * rgb_slot[n] / alpha_slot[n] (ALU/OUT): the raw contents of the register that RGB / alpha
//     source slot n names, read where slot_location() says (a temporary or a constant, with aL
//     added when REL). Ignored for inline-constant slots, whose value execute() makes itself;
//   * tex_src / tex_dx / tex_dy (TEX): the temporaries at tex_location() (dx, dy: DXDY only);
//   * pred (bit 0 R, 1 G, 2 B, 3 A), active (flow control), killed (TEXKILL earlier), covered.
// Out: decoded-level facts and, per pixel, every effect with its enable. A value whose enable is
//   0 is 0, so both models compare every bit. An illegal instruction has no effect: illegal = 1,
//   its decoded type kept, every effect 0 (P22). An FC instruction gives type = FC and no
//   effect (fc.h runs it).
//
// ---------------------------------------------------------------------------------------------
// ALU / OUT semantics (4, 5, 6)
// ---------------------------------------------------------------------------------------------
// Operands (4.1-4.3): srcN.rgb = RGB slot N's register .rgb, srcN.a = alpha slot N's register .a;
//   an inline-constant slot supplies its value to r,g,b (RGB slot) or a (alpha slot) (P1, P2).
// Presubtract (4.4): srcp.rgb from the RGB SRCP_OP on src0/src1 .rgb, srcp.a from the alpha one.
// Arguments (4.5, 4.6): SEL picks src0/src1/src2/srcp, the swizzle picks a channel or 0.0, 0.5,
//   1.0 (code 7 = 0.0, P4), then NEG/ABS/NAB act on the sign bit only.
// Opcodes: one function each in semantics.cpp (5.1, 5.2, 5.5, 5.6): MAD rn(rn(A*B)+C); DP3/DP4/
//   D2A left-to-right sums of rounded products, broadcast to r,g,b (P11); DP4's fourth product is
//   alpha A * alpha B whatever the alpha op (P9); MIN/MAX/CND/CMP select bits unchanged, NaN
//   compares false (MIN/MAX give B, CND/CMP give B); FRC a - floor(a), at most 0x3F7FFFFF (G5);
//   EX2/LN2/SIN/COS on the shared SFU, RCP/RSQ correctly rounded (G1, G2); MDH/MDV: A = TL.src0,
//   C = TR.src0 (MDH) / BL.src0 (MDV) in natural channel order with the MOD of A/C, B the pixel's
//   own argument (5.4, P15); alpha DP = the RGB dot value before the RGB OMOD/clamp, +0.0 when the
//   RGB op is not DP3/DP4/D2A (P9, P10); SOP = the alpha op's value before the alpha OMOD/clamp
//   (P9, P10). Numbers: numeric.h (6.7, P5).
// Result (6.1): OMOD then clamp per unit (P6); OMOD = 7: no modifier and no clamp for every op.
//   `result` below is that value for every pixel, whatever the gates.
// Write enable of pixel p, channel c (6.2, 6.5; G9):
//   gate(p) = !killed(p) && (active(p) || WRITE_INACTIVE)
//   pred_en(p, c) from RGB_PRED_SEL/INV (c = r,g,b) or ALPHA_PRED_SEL/INV (c = a) on pred(p)
//   temporaries: WMASK[c] && pred_en && gate, to RGB_ADDRD / ALPHA_ADDRD (+aL mod 128 if REL).
//   ALU (TYPE 0): predicate bit c = compare(result.c, 0.0, TARGET of its unit) where OMASK[c]
//     && pred_en && gate (6.4, P12). ALU result (ALU_WMASK = 1): compare(ALU_RESULT_SEL ? result.a
//     : result.r, 0.0, ALU_RESULT_OP) for pixels with active && !killed, no predication (6.6,
//     P14, G7). W_OMASK ignored (G8).
//   OUT (TYPE 1): output channel c of render target TARGET (RGB TARGET for r,g,b, alpha TARGET for
//     a) where OMASK[c] && pred_en && gate; depth W = result.a where W_OMASK && pred_en(a) &&
//     gate; ALU_WMASK and predicate updates ignored (6.3, P14, G8).
//
// ---------------------------------------------------------------------------------------------
// TEX semantics (7; G10, G11, G20)
// ---------------------------------------------------------------------------------------------
// Coordinates (S,T,R,Q) = src temporary channels SRC_S/T/R/Q_SWIZ, no modifier; DXDY also reads
//   dX and dY the same way from the DXDY word. The request carries them as read (PROJ's division
//   and the meaning of Q belong to the sampler: G20).
// issue(p) = !killed && (active || WRITE_INACTIVE) && !(IGNORE_UNCOVERED && !covered), for the
//   fetching ops (LD, PROJ, LODBIAS, LOD, DXDY). tex_we(p) = {ALPHA_WMASK, RGB_WMASK} & pred_en,
//   when issue(p) (else 0). The ISS (or the harness) writes destination channel c =
//   texel[DST_c_SWIZ] into temporary tex_dst_addr where tex_we bit c (texture_sample(): iss.h).
// TEXKILL (mnemonic KIL): kill(p) when !killed && active && any of S,T,R,Q is negative, -0
//   included, NaN not (P18); predication and WRITE_INACTIVE do not apply (G10). NOP: nothing.
// ---------------------------------------------------------------------------------------------
#pragma once

#include <cstdint>

#include "r500/decode.h"

namespace shaderhw::r500 {

constexpr int kPixels = 4;  // one quad: 0 TL, 1 TR, 2 BL, 3 BR

// One register: channels r, g, b, a as raw binary32 patterns.
struct Vec4 {
  uint32_t c[4] = {0, 0, 0, 0};
  bool operator==(const Vec4& o) const {
    return c[0] == o.c[0] && c[1] == o.c[1] && c[2] == o.c[2] && c[3] == o.c[3];
  }
  bool operator!=(const Vec4& o) const { return !(*this == o); }
};

struct ExecConfig {
  bool zero_times_anything = false;  // US_CONFIG.ZERO_TIMES_ANYTHING_EQUALS_ZERO (3.8, 6.7)
};

// Where a source slot reads (4.1).
enum class SlotKind : uint8_t { TEMP, CONST, INLINE };
struct SlotLocation {
  SlotKind kind = SlotKind::TEMP;
  uint16_t index = 0;  // TEMP 0..127, CONST 0..255 (aL added, wrapped: P3), INLINE code 0..127
};
SlotLocation slot_location(const SourceSlot& s, uint8_t aL);

// A 7-bit temporary address with optional + aL, wrapped modulo 128 (P3).
uint8_t temp_address(uint8_t addr, bool rel, uint8_t aL);

// Temporary read by a texture operand (src, dx, dy).
inline uint8_t tex_location(const TexReg& r, uint8_t aL) { return temp_address(r.addr, r.rel, aL); }

struct PixelIn {
  Vec4 rgb_slot[3];
  Vec4 alpha_slot[3];
  Vec4 tex_src, tex_dx, tex_dy;
  uint8_t pred = 0;  // bit 0 R, 1 G, 2 B, 3 A
  bool active = true;
  bool killed = false;
  bool covered = true;
};

struct ExecIn {
  Instruction instr;
  uint8_t aL = 0;
  PixelIn px[kPixels];
};

struct PixelOut {
  Vec4 result;              // ALU/OUT: r,g,b,a after OMOD/clamp (not gated; 0 for TEX)
  uint8_t rgb_we = 0;       // temporary writes: bit 0 R, 1 G, 2 B -> ExecOut::rgb_addr
  bool alpha_we = false;    //                   channel A        -> ExecOut::alpha_addr
  Vec4 temp;                // r,g,b for rgb_we, a for alpha_we (0 where not enabled)
  uint8_t out_we = 0;       // OUT: bit 0 R, 1 G, 2 B (render target rgb_target), 3 A (alpha_target)
  Vec4 out;                 // (0 where not enabled)
  bool w_we = false;        // OUT: depth output
  uint32_t w = 0;
  uint8_t pred_we = 0;      // ALU: predicate bits written, bit 0 R .. 3 A
  uint8_t pred = 0;         // their new values (0 where not written)
  bool alu_result_we = false;
  bool alu_result = false;
  bool tex_issue = false;   // TEX fetch request issued for this pixel
  Vec4 tex_coord;           // S, T, R, Q as read (0 unless tex_issue); Q is PROJ's divisor,
                            // LODBIAS's bias, LOD's level

  Vec4 tex_dx, tex_dy;      // DXDY gradients (0 unless tex_issue and DXDY)
  uint8_t tex_we = 0;       // destination channels to write, bit 0 R .. 3 A (0 unless tex_issue)
  bool kill = false;        // TEXKILL killed this pixel
  bool operator==(const PixelOut& o) const;
};

struct ExecOut {
  bool illegal = false;
  const char* illegal_reason = nullptr;
  InstType type = InstType::ALU;
  uint8_t rgb_addr = 0;      // ALU/OUT destination temporaries after aL (0 for other types)
  uint8_t alpha_addr = 0;
  uint8_t rgb_target = 0;    // OUT: render targets (0 for other types)
  uint8_t alpha_target = 0;
  // TEX request record (tex_valid for the fetching ops LD, PROJ, LODBIAS, LOD, DXDY)
  bool tex_valid = false;
  TexOp tex_op = TexOp::NOP;
  uint8_t tex_unit = 0;
  bool tex_unscaled = false;
  bool tex_sem_acquire = false;
  uint8_t tex_dst_addr = 0;            // after aL
  uint8_t tex_dst_swiz[4] = {0, 0, 0, 0};  // texel channel for destination r, g, b, a
  PixelOut px[kPixels];
  bool operator==(const ExecOut& o) const;
  bool operator!=(const ExecOut& o) const { return !(*this == o); }
};

ExecOut execute(const ExecIn& in, const ExecConfig& cfg = {});

// Predicate enable of channel c (0..3 = r,g,b,a) for a pixel's predicate bits (6.5).
bool predicate_enable(const CommonFields& c, int channel, uint8_t pred);

// The value a destination channel receives from a texel (7): texel[swiz].
Vec4 swizzle_texel(const Vec4& texel, const uint8_t dst_swiz[4]);

}  // namespace shaderhw::r500
