// Tests of the R500 golden decoder/encoder against docs/r500.md sections 2, 3, 4.2 and 10.
//
// Bit positions, reserved values and inline-constant values are typed here from docs/r500.md,
// not taken from the generated table, so these tests also check rtl/r500/r500_isa.json. Only the
// random round trips use the decoder itself to find legal words.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>

#include "r500/decode.h"

namespace shaderhw::r500 {
namespace {

constexpr uint64_t kSeed = 0x5005EED;  // fixed: every run is reproducible
constexpr int kRandomCount = 100000;

// Raw words with fields placed at positions typed from docs/r500.md 3.
struct Raw {
  Instruction i;
  explicit Raw(unsigned type) { i.w[0] = type; }
  Raw& set(int word, int msb, int lsb, uint32_t v) {
    const uint32_t mask = (msb - lsb == 31) ? ~0u : ((1u << (msb - lsb + 1)) - 1u);
    i.w[word] = (i.w[word] & ~(mask << lsb)) | ((v & mask) << lsb);
    return *this;
  }
  Decoded dec() const { return decode(i); }
};
constexpr unsigned ALU = 0, OUT = 1, FC = 2, TEX = 3;

TEST(Decode, CommonWordFields) {
  // 3.1, one field at a time.
  EXPECT_EQ(Raw(TEX).dec().cmn.type, InstType::TEX);
  EXPECT_TRUE(Raw(ALU).set(0, 2, 2, 1).dec().cmn.tex_sem_wait);
  EXPECT_EQ(Raw(ALU).set(0, 5, 3, 4).dec().cmn.rgb_pred_sel, PredSel::BBBB);
  EXPECT_TRUE(Raw(ALU).set(0, 6, 6, 1).dec().cmn.rgb_pred_inv);
  EXPECT_TRUE(Raw(ALU).set(0, 7, 7, 1).dec().cmn.write_inactive);
  EXPECT_TRUE(Raw(ALU).set(0, 8, 8, 1).dec().cmn.last);
  EXPECT_TRUE(Raw(ALU).set(0, 9, 9, 1).dec().cmn.nop);
  EXPECT_TRUE(Raw(ALU).set(0, 10, 10, 1).dec().cmn.alu_wait);
  EXPECT_EQ(Raw(ALU).set(0, 13, 11, 5).dec().cmn.rgb_wmask, 5);
  EXPECT_TRUE(Raw(ALU).set(0, 14, 14, 1).dec().cmn.alpha_wmask);
  EXPECT_EQ(Raw(ALU).set(0, 17, 15, 6).dec().cmn.rgb_omask, 6);
  EXPECT_TRUE(Raw(ALU).set(0, 18, 18, 1).dec().cmn.alpha_omask);
  EXPECT_TRUE(Raw(ALU).set(0, 19, 19, 1).dec().cmn.rgb_clamp);
  EXPECT_TRUE(Raw(ALU).set(0, 20, 20, 1).dec().cmn.alpha_clamp);
  EXPECT_TRUE(Raw(ALU).set(0, 21, 21, 1).dec().cmn.alu_result_alpha);
  EXPECT_TRUE(Raw(ALU).set(0, 22, 22, 1).dec().cmn.alpha_pred_inv);
  EXPECT_EQ(Raw(ALU).set(0, 24, 23, 2).dec().cmn.alu_result_op, Cmp::GE);
  EXPECT_EQ(Raw(ALU).set(0, 27, 25, 3).dec().cmn.alpha_pred_sel, PredSel::GGGG);
  EXPECT_EQ(Raw(ALU).set(0, 31, 28, 9).dec().cmn.stat_we, 9);
}

TEST(Decode, AluSourceWords) {
  // 3.2: words 1 and 2 share one layout.
  for (int word : {1, 2}) {
    const Decoded d = Raw(OUT)
                          .set(word, 7, 0, 0x81).set(word, 8, 8, 0).set(word, 9, 9, 1)
                          .set(word, 17, 10, 0xFE).set(word, 18, 18, 1).set(word, 19, 19, 0)
                          .set(word, 27, 20, 0x12).set(word, 28, 28, 0).set(word, 29, 29, 1)
                          .set(word, 31, 30, 2)
                          .dec();
    const SourceSlot* s = word == 1 ? d.alu.rgb_src : d.alu.alpha_src;
    EXPECT_EQ(s[0].addr, 0x81);
    EXPECT_FALSE(s[0].konst);
    EXPECT_TRUE(s[0].rel);
    EXPECT_EQ(s[1].addr, 0xFE);
    EXPECT_TRUE(s[1].konst);
    EXPECT_FALSE(s[1].rel);
    EXPECT_EQ(s[2].addr, 0x12);
    EXPECT_TRUE(s[2].rel);
    EXPECT_EQ(word == 1 ? d.alu.rgb_srcp_op : d.alu.alpha_srcp_op, SrcpOp::ADD);
  }
}

TEST(Decode, AluInstructionWords) {
  // 3.3: word 3.
  Decoded d = Raw(ALU)
                  .set(3, 1, 0, 3).set(3, 4, 2, 1).set(3, 7, 5, 2).set(3, 10, 8, 7)
                  .set(3, 12, 11, 3).set(3, 14, 13, 2).set(3, 17, 15, 4).set(3, 20, 18, 5)
                  .set(3, 23, 21, 6).set(3, 25, 24, 1).set(3, 28, 26, 4).set(3, 30, 29, 3)
                  .set(3, 31, 31, 1)
                  .dec();
  EXPECT_EQ(d.alu.rgb_arg[0].sel, Sel::SRCP);
  EXPECT_EQ(d.alu.rgb_arg[0].swiz[0], Swiz::G);
  EXPECT_EQ(d.alu.rgb_arg[0].swiz[1], Swiz::B);
  EXPECT_EQ(d.alu.rgb_arg[0].swiz[2], Swiz::UNUSED);
  EXPECT_EQ(d.alu.rgb_arg[0].mod, Mod::NAB);
  EXPECT_EQ(d.alu.rgb_arg[1].sel, Sel::SRC2);
  EXPECT_EQ(d.alu.rgb_arg[1].swiz[0], Swiz::ZERO);
  EXPECT_EQ(d.alu.rgb_arg[1].swiz[1], Swiz::HALF);
  EXPECT_EQ(d.alu.rgb_arg[1].swiz[2], Swiz::ONE);
  EXPECT_EQ(d.alu.rgb_arg[1].mod, Mod::NEG);
  EXPECT_EQ(d.alu.rgb_omod, Omod::D2);
  EXPECT_EQ(d.alu.rgb_target, 3);
  EXPECT_TRUE(d.alu.alu_wmask);
  // 3.4: word 4.
  d = Raw(ALU)
          .set(4, 3, 0, 13).set(4, 10, 4, 100).set(4, 11, 11, 1).set(4, 13, 12, 1)
          .set(4, 16, 14, 3).set(4, 18, 17, 2).set(4, 20, 19, 3).set(4, 23, 21, 6)
          .set(4, 25, 24, 1).set(4, 28, 26, 7).set(4, 30, 29, 2).set(4, 31, 31, 1)
          .dec();
  EXPECT_EQ(d.alu.alpha(), AlphaOp::COS);
  EXPECT_EQ(d.alu.alpha_addrd, 100);
  EXPECT_TRUE(d.alu.alpha_addrd_rel);
  EXPECT_EQ(d.alu.alpha_arg[0].sel, Sel::SRC1);
  EXPECT_EQ(d.alu.alpha_arg[0].swiz[0], Swiz::A);
  EXPECT_EQ(d.alu.alpha_arg[0].mod, Mod::ABS);
  EXPECT_EQ(d.alu.alpha_arg[1].sel, Sel::SRCP);
  EXPECT_EQ(d.alu.alpha_arg[1].swiz[0], Swiz::ONE);
  EXPECT_EQ(d.alu.alpha_arg[1].mod, Mod::NEG);
  EXPECT_EQ(d.alu.alpha_omod, Omod::OFF);
  EXPECT_EQ(d.alu.alpha_target, 2);
  EXPECT_TRUE(d.alu.w_omask);
  // 3.5: word 5 holds the RGB opcode, its destination and both C arguments.
  d = Raw(ALU)
          .set(5, 3, 0, 12).set(5, 10, 4, 127).set(5, 11, 11, 1).set(5, 13, 12, 2)
          .set(5, 16, 14, 1).set(5, 19, 17, 2).set(5, 22, 20, 3).set(5, 24, 23, 1)
          .set(5, 26, 25, 3).set(5, 29, 27, 5).set(5, 31, 30, 2)
          .dec();
  EXPECT_EQ(d.alu.rgb(), RgbOp::MDV);
  EXPECT_EQ(d.alu.rgb_addrd, 127);
  EXPECT_TRUE(d.alu.rgb_addrd_rel);
  EXPECT_EQ(d.alu.rgb_arg[2].sel, Sel::SRC2);
  EXPECT_EQ(d.alu.rgb_arg[2].swiz[0], Swiz::G);
  EXPECT_EQ(d.alu.rgb_arg[2].swiz[1], Swiz::B);
  EXPECT_EQ(d.alu.rgb_arg[2].swiz[2], Swiz::A);
  EXPECT_EQ(d.alu.rgb_arg[2].mod, Mod::NEG);
  EXPECT_EQ(d.alu.alpha_arg[2].sel, Sel::SRCP);
  EXPECT_EQ(d.alu.alpha_arg[2].swiz[0], Swiz::HALF);
  EXPECT_EQ(d.alu.alpha_arg[2].mod, Mod::ABS);
  // ALU/OUT words have no reserved bits (3.2-3.5): all ones decodes without ignored bits.
  Raw all(ALU);
  for (int w = 1; w < 6; ++w) all.set(w, 31, 0, 0xFFFFFFFFu);
  all.set(5, 3, 0, 0).set(4, 3, 0, 0);  // legal opcodes
  const Decoded a = all.dec();
  EXPECT_FALSE(a.illegal);
  EXPECT_FALSE(a.reserved_nonzero());
}

TEST(Decode, TextureWords) {
  // 3.6: word 1 fields and reserved bits [15:0], [21:20], [31:28].
  Decoded d = Raw(TEX)
                  .set(1, 19, 16, 11).set(1, 24, 22, 4).set(1, 25, 25, 1).set(1, 26, 26, 1)
                  .set(1, 27, 27, 1)
                  .dec();
  EXPECT_EQ(d.tex.tex_id, 11);
  EXPECT_EQ(d.tex.op(), TexOp::LODBIAS);
  EXPECT_TRUE(d.tex.sem_acquire);
  EXPECT_TRUE(d.tex.ignore_uncovered);
  EXPECT_TRUE(d.tex.unscaled);
  EXPECT_FALSE(d.reserved_nonzero());
  const Decoded r = Raw(TEX).set(1, 15, 0, 0xBEEF).set(1, 21, 20, 3).set(1, 31, 28, 0xA).dec();
  EXPECT_FALSE(r.illegal);
  EXPECT_EQ(r.reserved_bits[1], 0xA030BEEFu);
  EXPECT_EQ(r.tex, Raw(TEX).dec().tex);
  // word 2
  d = Raw(TEX)
          .set(2, 6, 0, 99).set(2, 7, 7, 1).set(2, 9, 8, 3).set(2, 11, 10, 2).set(2, 13, 12, 1)
          .set(2, 15, 14, 0).set(2, 22, 16, 77).set(2, 23, 23, 1).set(2, 25, 24, 1)
          .set(2, 27, 26, 2).set(2, 29, 28, 3).set(2, 31, 30, 0)
          .dec();
  EXPECT_EQ(d.tex.src.addr, 99);
  EXPECT_TRUE(d.tex.src.rel);
  EXPECT_EQ(d.tex.src.swiz[0], Swiz2::A);
  EXPECT_EQ(d.tex.src.swiz[1], Swiz2::B);
  EXPECT_EQ(d.tex.src.swiz[2], Swiz2::G);
  EXPECT_EQ(d.tex.src.swiz[3], Swiz2::R);
  EXPECT_EQ(d.tex.dst.addr, 77);
  EXPECT_TRUE(d.tex.dst.rel);
  EXPECT_EQ(d.tex.dst.swiz[0], Swiz2::G);
  EXPECT_EQ(d.tex.dst.swiz[1], Swiz2::B);
  EXPECT_EQ(d.tex.dst.swiz[2], Swiz2::A);
  EXPECT_EQ(d.tex.dst.swiz[3], Swiz2::R);
}

TEST(Decode, DxdyWordOnlyForDxdy) {
  // 3.6: word 3 is meaningful for INST = DXDY (6) only; DY_ADDR_REL is bit 23 (P20).
  Raw r(TEX);
  r.set(3, 6, 0, 5).set(3, 7, 7, 1).set(3, 9, 8, 1).set(3, 15, 14, 2).set(3, 22, 16, 9)
      .set(3, 23, 23, 1).set(3, 25, 24, 3).set(3, 31, 30, 1);
  const Decoded ld = Raw(r).set(1, 24, 22, 1).dec();
  EXPECT_EQ(ld.tex.dx, TexReg{});
  EXPECT_EQ(ld.tex.dy, TexReg{});
  EXPECT_EQ(ld.reserved_bits[3], r.i.w[3]);  // ignored as a whole
  const Decoded dxdy = Raw(r).set(1, 24, 22, 6).dec();
  EXPECT_EQ(dxdy.reserved_bits[3], 0u);
  EXPECT_EQ(dxdy.tex.dx.addr, 5);
  EXPECT_TRUE(dxdy.tex.dx.rel);
  EXPECT_EQ(dxdy.tex.dx.swiz[0], Swiz2::G);
  EXPECT_EQ(dxdy.tex.dx.swiz[3], Swiz2::B);
  EXPECT_EQ(dxdy.tex.dy.addr, 9);
  EXPECT_TRUE(dxdy.tex.dy.rel);
  EXPECT_EQ(dxdy.tex.dy.swiz[0], Swiz2::A);
  EXPECT_EQ(dxdy.tex.dy.swiz[3], Swiz2::G);
  EXPECT_FALSE(Raw(TEX).set(1, 24, 22, 6).set(3, 17, 17, 1).dec().tex.dy.rel);  // not bit 17
}

TEST(Decode, FlowControlWords) {
  // 3.7: words 2 and 3.
  const Decoded d = Raw(FC)
                        .set(2, 2, 0, 5).set(2, 4, 4, 1).set(2, 5, 5, 1).set(2, 7, 6, 2)
                        .set(2, 15, 8, 0xC3).set(2, 20, 16, 17).set(2, 25, 24, 1)
                        .set(2, 27, 26, 2).set(2, 28, 28, 1)
                        .set(3, 4, 0, 30).set(3, 12, 8, 21).set(3, 24, 16, 400).set(3, 31, 31, 1)
                        .dec();
  EXPECT_EQ(d.fc.fc_op(), FcOp::BREAKLOOP);
  EXPECT_TRUE(d.fc.b_else);
  EXPECT_TRUE(d.fc.jump_any);
  EXPECT_EQ(d.fc.a_op, AOp::PUSH);
  EXPECT_EQ(d.fc.jump_func, 0xC3);
  EXPECT_EQ(d.fc.b_pop_cnt, 17);
  EXPECT_EQ(d.fc.b_op0, BOp::DECR);
  EXPECT_EQ(d.fc.b_op1, BOp::INCR);
  EXPECT_TRUE(d.fc.ignore_uncovered);
  EXPECT_EQ(d.fc.bool_addr, 30);
  EXPECT_EQ(d.fc.int_addr, 21);
  EXPECT_EQ(d.fc.jump_addr, 400);
  EXPECT_TRUE(d.fc.jump_global);
  EXPECT_FALSE(d.reserved_nonzero());
  // Reserved bits of words 2 ([3], [23:21], [31:29]) and 3 ([7:5], [15:13], [30:25]) and the
  // unused words 1, 4, 5 (2): ignored, reported, never illegal.
  Raw r(FC);
  r.set(1, 31, 0, 0x11111111).set(4, 31, 0, 0x44444444).set(5, 31, 0, 0x55555555)
      .set(2, 3, 3, 1).set(2, 23, 21, 7).set(2, 31, 29, 7)
      .set(3, 7, 5, 7).set(3, 15, 13, 7).set(3, 30, 25, 0x3F);
  const Decoded x = r.dec();
  EXPECT_FALSE(x.illegal);
  EXPECT_EQ(x.reserved_bits[1], 0x11111111u);
  EXPECT_EQ(x.reserved_bits[2], 0xE0E00008u);
  EXPECT_EQ(x.reserved_bits[3], 0x7E00E0E0u);
  EXPECT_EQ(x.reserved_bits[4], 0x44444444u);
  EXPECT_EQ(x.reserved_bits[5], 0x55555555u);
  EXPECT_EQ(x.fc, Raw(FC).dec().fc);
}

TEST(Decode, TexUnusedWords) {
  const Decoded d = Raw(TEX).set(4, 31, 0, 0xDEADBEEF).set(5, 31, 0, 1).dec();
  EXPECT_FALSE(d.illegal);
  EXPECT_EQ(d.reserved_bits[4], 0xDEADBEEFu);
  EXPECT_EQ(d.reserved_bits[5], 1u);
}

TEST(Decode, ReservedOpcodesAreIllegal) {
  // 5.1: RGB 6, 13-15; 5.2: alpha 4; both in ALU and OUT.
  const std::set<unsigned> rgb_reserved = {6, 13, 14, 15};
  for (unsigned type : {ALU, OUT}) {
    for (unsigned op = 0; op < 16; ++op) {
      const Decoded d = Raw(type).set(5, 3, 0, op).dec();
      EXPECT_EQ(d.illegal, rgb_reserved.count(op) == 1) << "RGB_OP " << op;
      if (d.illegal) {
        EXPECT_STREQ(d.illegal_reason, "reserved RGB opcode");
      }
      const Decoded a = Raw(type).set(4, 3, 0, op).dec();
      EXPECT_EQ(a.illegal, op == 4) << "ALPHA_OP " << op;
      if (a.illegal) {
        EXPECT_STREQ(a.illegal_reason, "reserved alpha opcode");
      }
    }
  }
  // 7: TEX INST 7; the same word-5 value in a TEX instruction is an ignored word.
  for (unsigned op = 0; op < 8; ++op)
    EXPECT_EQ(Raw(TEX).set(1, 24, 22, op).dec().illegal, op == 7) << op;
  EXPECT_FALSE(Raw(TEX).set(5, 3, 0, 6).dec().illegal);
  // 8.3: all eight FC opcodes exist.
  for (unsigned op = 0; op < 8; ++op) EXPECT_FALSE(Raw(FC).set(2, 2, 0, op).dec().illegal);
}

TEST(Decode, ReservedFieldValuesAreIllegal) {
  // 6.5: PRED_SEL 6, 7 (P22); RGB_PRED_SEL for every type, ALPHA_PRED_SEL not for FC (G16).
  for (unsigned type : {ALU, OUT, FC, TEX}) {
    for (unsigned sel = 0; sel < 8; ++sel) {
      EXPECT_EQ(Raw(type).set(0, 5, 3, sel).dec().illegal, sel >= 6) << type << " " << sel;
      EXPECT_EQ(Raw(type).set(0, 27, 25, sel).dec().illegal, sel >= 6 && type != FC)
          << type << " " << sel;
    }
  }
  // 8.2: A_OP 3, B_OP0 3, B_OP1 3.
  EXPECT_STREQ(Raw(FC).set(2, 7, 6, 3).dec().illegal_reason, "reserved A_OP");
  EXPECT_STREQ(Raw(FC).set(2, 25, 24, 3).dec().illegal_reason, "reserved B_OP0");
  EXPECT_STREQ(Raw(FC).set(2, 27, 26, 3).dec().illegal_reason, "reserved B_OP1");
  // The same bits of an ALU word are ordinary fields.
  EXPECT_FALSE(Raw(ALU).set(2, 7, 6, 3).set(2, 27, 24, 0xF).dec().illegal);
  // Reporting order: opcode before predicate select.
  EXPECT_STREQ(Raw(ALU).set(5, 3, 0, 6).set(0, 5, 3, 7).dec().illegal_reason,
               "reserved RGB opcode");
}

TEST(Decode, InlineConstants) {
  // 4.2 table.
  const struct {
    uint8_t code;
    uint32_t bits;
  } table[] = {{0x00, 0x00000000u}, {0x01, 0x3B000000u} /* 2^-9 */,
               {0x07, 0x3C600000u} /* 0.013671875 */, {0x08, 0x3C800000u} /* 2^-6 */,
               {0x30, 0x3F000000u} /* 0.5 */, {0x38, 0x3F800000u} /* 1.0 */,
               {0x3D, 0x3FD00000u} /* 1.625 */, {0x40, 0x40000000u} /* 2.0 */,
               {0x7F, 0x43F00000u} /* 480.0 */};
  for (const auto& t : table) EXPECT_EQ(inline_constant(t.code), t.bits) << unsigned(t.code);
  // E >= 1: bits = ((E + 120) << 23) | (M << 20); E = 0: M * 2^-9.
  for (unsigned e = 1; e < 16; ++e)
    for (unsigned m = 0; m < 8; ++m)
      EXPECT_EQ(inline_constant(static_cast<uint8_t>(e << 3 | m)), (e + 120) << 23 | m << 20);
  EXPECT_EQ(inline_constant(2), 0x3B800000u);  // 2^-8
  EXPECT_EQ(inline_constant(3), 0x3BC00000u);  // 3 * 2^-9
}

// Random words: encode(decode(w)) == w for every word (ignored bits are kept, G19), and for
// legal ones decode(encode(d)) == d.
TEST(Decode, RandomRoundTrip) {
  std::mt19937_64 rng(kSeed);
  int legal = 0;
  for (int n = 0; n < kRandomCount; ++n) {
    Instruction w;
    for (uint32_t& x : w.w) x = static_cast<uint32_t>(rng());
    const Decoded d = decode(w);
    ASSERT_EQ(encode(d), w) << n;
    if (d.illegal) continue;
    ++legal;
    ASSERT_EQ(decode(encode(d)), d) << n;
  }
  EXPECT_GT(legal, kRandomCount / 3);
}

// A decoded value with every field set: re-encoding gives the same fields.
TEST(Decode, EncodeFromFields) {
  Decoded d;
  d.cmn.type = InstType::FC;
  d.fc.op = 2;
  d.fc.jump_addr = 257;
  d.fc.jump_func = 0xF0;
  d.fc.b_op1 = BOp::DECR;
  d.fc.b_pop_cnt = 3;
  const Instruction w = encode(d);
  EXPECT_EQ(w.w[0], 2u);
  EXPECT_EQ(w.w[2], 0x0403F002u);  // OP 2, JUMP_FUNC 0xF0 <<8, POP_CNT 3 <<16, B_OP1 1 <<26
  EXPECT_EQ(w.w[3], 257u << 16);
  EXPECT_EQ(decode(w), d);
}

}  // namespace
}  // namespace shaderhw::r500
