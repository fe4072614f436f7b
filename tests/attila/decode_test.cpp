// Tests of the ATTILA golden decoder/encoder against docs/attila.md.
//
// Expected values (opcode list, worked examples, bit positions in the Raw builder) are typed from
// docs/attila.md, not taken from the generated table or the decoder, so these tests also check
// rtl/attila/attila_isa.json. Only the random round-trip generator reads the generated table, to
// know which fields each opcode uses.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "attila/decode.h"

namespace shaderhw::attila {
namespace {

constexpr uint64_t kSeed = 0xA771A5EEDull;  // fixed: every run is reproducible
constexpr int kRandomCount = 100000;

// Bank codes, docs/attila.md 3.4.
enum : unsigned { IN = 0, OUT = 1, PARAM = 2, TEMP = 3, ADDR = 4, PARAM2 = 5, IMM = 6, RSV7 = 7 };

// Raw instruction builder with bit positions typed from docs/attila.md 3.1-3.3.
struct Raw {
  uint64_t q0 = 0, q1 = 0;
  explicit Raw(unsigned opcode) : q0(opcode) {}
  Raw& src(int n, unsigned bank, unsigned reg, unsigned swz = 0x1B) {
    static const unsigned bank_lsb[3] = {17, 22, 27}, reg_lsb[3] = {0, 24, 40},
                          swz_lsb[3] = {8, 32, 48};
    q0 |= uint64_t{bank} << bank_lsb[n - 1];
    q1 |= uint64_t{reg} << reg_lsb[n - 1] | uint64_t{swz} << swz_lsb[n - 1];
    return *this;
  }
  Raw& neg(int n) { q0 |= uint64_t{1} << (n == 1 ? 20 : n == 2 ? 25 : 30); return *this; }
  Raw& abs(int n) { q0 |= uint64_t{1} << (n == 1 ? 21 : n == 2 ? 26 : 31); return *this; }
  Raw& op2reg(unsigned reg) { q1 |= uint64_t{reg} << 24; return *this; }
  Raw& res(unsigned bank, unsigned reg, unsigned mask = 0xF) {
    q0 |= uint64_t{bank} << 32 | uint64_t{mask} << 36;
    q1 |= uint64_t{reg} << 16;
    return *this;
  }
  Raw& rel(unsigned areg, unsigned comp, int off) {
    q0 |= uint64_t{1} << 40 | uint64_t{areg} << 41 | uint64_t{comp} << 43 |
          uint64_t(off & 0x1FF) << 45;
    return *this;
  }
  Raw& imm(uint32_t v) { q1 = (q1 & 0xFFFFFFFFull) | uint64_t{v} << 32; return *this; }
  Raw& sat() { q0 |= uint64_t{1} << 35; return *this; }
  Raw& pred(unsigned reg, bool inv) {
    q0 |= uint64_t{1} << 10 | uint64_t{inv} << 11 | uint64_t{reg} << 12;
    return *this;
  }
  Decoded dec(bool micro_triangle = false) const {
    DecodeConfig cfg;
    cfg.micro_triangle = micro_triangle;
    return decode(q0, q1, cfg);
  }
};

std::string describe(const Decoded& d) {
  std::ostringstream s;
  s << std::hex << "op=0x" << unsigned(d.opcode) << " end=" << d.end << " wait=" << d.wait
    << " pred=" << d.pred_en << d.pred_inv << ":" << unsigned(d.pred_reg);
  for (int i = 0; i < 3; ++i) {
    const Source& x = d.src[i];
    s << " src" << i << "{k" << unsigned(x.kind) << " b" << unsigned(x.bank) << " i"
      << unsigned(x.index) << " s" << unsigned(x.swizzle) << " n" << x.negate << " a"
      << x.absolute << "}";
  }
  s << " imm=0x" << d.imm << " idx=" << unsigned(d.op2_index) << " res{k"
    << unsigned(d.res_kind) << " b" << unsigned(d.res_bank) << " r" << unsigned(d.res_reg)
    << "} mask=" << unsigned(d.mask) << " sat=" << d.saturate << " inv=" << d.invert
    << " rel=" << d.rel_en << ":" << unsigned(d.rel_areg) << "." << unsigned(d.rel_comp) << "+"
    << std::dec << d.rel_off << " illegal=" << d.illegal << " "
    << (d.illegal_reason ? d.illegal_reason : "");
  return s.str();
}

void expect_legal(const Decoded& d, const char* what) {
  EXPECT_FALSE(d.illegal) << what << ": " << describe(d);
}
void expect_illegal(const Decoded& d, const char* what) {
  EXPECT_TRUE(d.illegal) << what << ": " << describe(d);
  if (d.illegal) {
    ASSERT_NE(d.illegal_reason, nullptr) << what;
    EXPECT_GT(std::string(d.illegal_reason).size(), 0u) << what;
  }
}

// ---- docs/attila.md 2: the authoritative opcode table ---------------------------------------
struct NotesOpcode {
  unsigned number;
  const char* mnemonic;
  unsigned sources;  // "1+sampler" / "1+sample" / "1+attribute" count 2; FXMAD 3; JMP 1
};
const std::vector<NotesOpcode> kNotesOpcodes = {
    {0x00, "NOP", 0},    {0x01, "ADD", 2},    {0x02, "ADDI", 2},   {0x03, "ARL", 1},
    {0x04, "ANDP", 2},   {0x07, "COS", 1},    {0x08, "DP3", 2},    {0x09, "DP4", 2},
    {0x0A, "DPH", 2},    {0x0B, "DST", 2},    {0x0C, "EX2", 1},    {0x0D, "EXP", 1},
    {0x0E, "FLR", 1},    {0x0F, "FRC", 1},    {0x10, "LG2", 1},    {0x11, "LIT", 1},
    {0x12, "LOG", 1},    {0x13, "MAD", 3},    {0x14, "MAX", 2},    {0x15, "MIN", 2},
    {0x16, "MOV", 1},    {0x17, "MUL", 2},    {0x18, "MULI", 2},   {0x19, "RCP", 1},
    {0x1B, "RSQ", 1},    {0x1C, "SETPEQ", 2}, {0x1D, "SETPGT", 2}, {0x1E, "SGE", 2},
    {0x1F, "SETPLT", 2}, {0x20, "SIN", 1},    {0x21, "STPEQI", 2}, {0x22, "SLT", 2},
    {0x23, "STPGTI", 2}, {0x24, "STPLTI", 2}, {0x25, "TXL", 2},    {0x26, "TEX", 2},
    {0x27, "TXB", 2},    {0x28, "TXP", 2},    {0x29, "KIL", 1},    {0x2A, "KLS", 2},
    {0x2B, "ZXP", 1},    {0x2C, "ZXS", 2},    {0x2D, "CMP", 3},    {0x2E, "CMPKIL", 3},
    {0x2F, "CHS", 0},    {0x30, "LDA", 2},    {0x31, "FXMUL", 2},  {0x32, "FXMAD", 3},
    {0x33, "FXMAD2", 3}, {0x34, "DDX", 1},    {0x35, "DDY", 1},    {0x36, "JMP", 1},
    {0x37, "END", 0},
};

TEST(AttilaTable, MatchesNotesOpcodeTable) {
  ASSERT_EQ(kNotesOpcodes.size(), 53u);
  ASSERT_EQ(gen::NUM_OPCODES, 53u);
  std::set<unsigned> valid;
  for (const NotesOpcode& n : kNotesOpcodes) {
    valid.insert(n.number);
    const OpcodeInfo* oi = gen::opcode_info(n.number);
    ASSERT_NE(oi, nullptr) << n.mnemonic;
    EXPECT_STREQ(oi->mnemonic, n.mnemonic);
    EXPECT_EQ(unsigned(oi->opcode), n.number) << n.mnemonic;
    EXPECT_EQ(oi->num_sources, n.sources) << n.mnemonic;
  }
  for (unsigned v = 0; v < 256; ++v) {
    if (!valid.count(v)) {
      EXPECT_EQ(gen::opcode_info(v), nullptr) << "opcode 0x" << std::hex << v;
    }
  }
}

TEST(AttilaTable, ImmediateAndIntegerSetsMatchNotes) {
  // docs/attila.md 2: exactly these 19 accept the immediate form; exactly these 6 are integer-typed.
  const std::set<std::string> imm = {"ADD",    "DP3",    "DP4",    "DPH",    "DST",
                                     "MAX",    "MIN",    "MUL",    "SGE",    "SLT",
                                     "FXMUL",  "SETPEQ", "SETPGT", "SETPLT", "ADDI",
                                     "MULI",   "STPEQI", "STPGTI", "STPLTI"};
  const std::set<std::string> integer = {"ARL", "ADDI", "MULI", "STPEQI", "STPGTI", "STPLTI"};
  ASSERT_EQ(imm.size(), 19u);
  for (const OpcodeInfo& oi : gen::OPCODES) {
    EXPECT_EQ((oi.uses & gen::USES_IMM_OK) != 0, imm.count(oi.mnemonic) == 1) << oi.mnemonic;
    EXPECT_EQ(oi.integer, integer.count(oi.mnemonic) == 1) << oi.mnemonic;
  }
}

// ---- docs/attila.md 7.1 ---------------------------------------------------------------------
TEST(AttilaWorkedExample, Mad71) {
  // (!p5) mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|
  const uint64_t q0 = 0x000000BBC0965C13ull, q1 = 0x008703551104E402ull;
  const Decoded d = decode(q0, q1);
  ASSERT_FALSE(d.illegal) << describe(d);
  EXPECT_EQ(d.opcode, Opcode::MAD);
  EXPECT_FALSE(d.end);
  EXPECT_FALSE(d.wait);
  EXPECT_TRUE(d.pred_en);
  EXPECT_TRUE(d.pred_inv);
  EXPECT_EQ(d.pred_reg, 5);
  // op1 = -r2.wzyx
  EXPECT_EQ(d.src[0].kind, SrcKind::Reg);
  EXPECT_EQ(d.src[0].bank, Bank::TEMP);
  EXPECT_EQ(d.src[0].index, 2);
  EXPECT_EQ(d.src[0].swizzle, 0xE4);
  EXPECT_TRUE(d.src[0].negate);
  EXPECT_FALSE(d.src[0].absolute);
  // op2 = c17.y
  EXPECT_EQ(d.src[1].kind, SrcKind::Reg);
  EXPECT_EQ(d.src[1].bank, Bank::PARAM);
  EXPECT_EQ(d.src[1].index, 17);
  EXPECT_EQ(d.src[1].swizzle, 0x55);
  EXPECT_FALSE(d.src[1].negate);
  EXPECT_FALSE(d.src[1].absolute);
  // op3 = -|i3.zxyw|
  EXPECT_EQ(d.src[2].kind, SrcKind::Reg);
  EXPECT_EQ(d.src[2].bank, Bank::IN);
  EXPECT_EQ(d.src[2].index, 3);
  EXPECT_EQ(d.src[2].swizzle, 0x87);
  EXPECT_TRUE(d.src[2].negate);
  EXPECT_TRUE(d.src[2].absolute);
  // r4.xzw, _sat
  EXPECT_EQ(d.res_kind, ResKind::Reg);
  EXPECT_EQ(d.res_bank, Bank::TEMP);
  EXPECT_EQ(d.res_reg, 4);
  EXPECT_TRUE(d.saturate);
  EXPECT_FALSE(d.invert);
  EXPECT_EQ(d.mask, 0xB);
  EXPECT_FALSE(d.rel_en);
  EXPECT_EQ(d.rel_areg, 0);
  EXPECT_EQ(d.rel_comp, 0);
  EXPECT_EQ(d.rel_off, 0);
  // The example is canonical, so the encoder reproduces it bit for bit.
  const Instruction e = encode(d);
  EXPECT_EQ(e.q0, q0);
  EXPECT_EQ(e.q1, q1);
}

// ---- docs/attila.md 7.2 ---------------------------------------------------------------------
TEST(AttilaWorkedExample, AddImmediate72) {
  // add o1.yz, |r6.wzyx|, -1.5
  const uint64_t q0 = 0x0000006103A60001ull, q1 = 0x3FC000000001E406ull;
  const Decoded d = decode(q0, q1);
  ASSERT_FALSE(d.illegal) << describe(d);
  EXPECT_EQ(d.opcode, Opcode::ADD);
  EXPECT_FALSE(d.end);
  EXPECT_FALSE(d.wait);
  EXPECT_FALSE(d.pred_en);
  EXPECT_FALSE(d.pred_inv);
  EXPECT_EQ(d.pred_reg, 0);
  EXPECT_EQ(d.src[0].kind, SrcKind::Reg);
  EXPECT_EQ(d.src[0].bank, Bank::TEMP);
  EXPECT_EQ(d.src[0].index, 6);
  EXPECT_EQ(d.src[0].swizzle, 0xE4);
  EXPECT_FALSE(d.src[0].negate);
  EXPECT_TRUE(d.src[0].absolute);
  EXPECT_EQ(d.src[1].kind, SrcKind::Imm);
  EXPECT_EQ(d.src[1].bank, Bank::IMM);
  EXPECT_TRUE(d.src[1].negate);
  EXPECT_FALSE(d.src[1].absolute);
  EXPECT_EQ(d.imm, 0x3FC00000u);
  EXPECT_EQ(d.src[2].kind, SrcKind::None);  // op3 unused
  EXPECT_EQ(d.res_kind, ResKind::Reg);
  EXPECT_EQ(d.res_bank, Bank::OUT);
  EXPECT_EQ(d.res_reg, 1);
  EXPECT_FALSE(d.saturate);
  EXPECT_EQ(d.mask, 0x6);
  EXPECT_FALSE(d.rel_en);
  const Instruction e = encode(d);
  EXPECT_EQ(e.q0, q0);
  EXPECT_EQ(e.q1, q1);
  // The equivalent encoding (docs/attila.md 7.2): imm 0xBFC00000 with op2_neg = 0.
  const Decoded alt = decode(q0 & ~(uint64_t{1} << 25), (q1 & 0xFFFFFFFFull) | 0xBFC00000ull << 32);
  ASSERT_FALSE(alt.illegal);
  EXPECT_FALSE(alt.src[1].negate);
  EXPECT_EQ(alt.imm, 0xBFC00000u);
}

// ---- every opcode / invalid opcodes ---------------------------------------------------------
TEST(AttilaDecode, EveryOpcodeDecodesToItself) {
  for (const NotesOpcode& n : kNotesOpcodes) {
    // Minimal legal form: sources in IN r0 (banks 0), result TEMP r0 (ignored where unused).
    const Decoded d = Raw(n.number).res(TEMP, 0).dec();
    expect_legal(d, n.mnemonic);
    EXPECT_EQ(unsigned(d.opcode), n.number) << n.mnemonic;
    EXPECT_EQ(info(d.opcode).mnemonic, std::string(n.mnemonic));
    EXPECT_EQ(decode(encode(d)), d) << n.mnemonic;
  }
}

TEST(AttilaDecode, InvalidOpcodesRejected) {
  std::vector<unsigned> bad = {0x05, 0x06, 0x1A};  // E2
  for (unsigned v = 0x38; v <= 0xFF; ++v) bad.push_back(v);
  for (unsigned v : bad) {
    const Decoded d = Raw(v).res(TEMP, 0).dec();
    expect_illegal(d, "invalid opcode");
  }
  EXPECT_EQ(bad.size(), 3u + 200u);
}

// ---- banks (docs/attila.md 3.4, 3.8, E29) ---------------------------------------------------
TEST(AttilaDecode, ReservedAndMisplacedBanksRejected) {
  expect_illegal(Raw(0x01).src(1, RSV7, 0).src(2, TEMP, 0).res(TEMP, 0).dec(), "ADD op1 bank 7");
  expect_illegal(Raw(0x01).src(1, TEMP, 0).src(2, RSV7, 0).res(TEMP, 0).dec(), "ADD op2 bank 7");
  expect_illegal(Raw(0x13).src(3, RSV7, 0).res(TEMP, 0).dec(), "MAD op3 bank 7");
  expect_illegal(Raw(0x16).src(1, TEMP, 0).res(RSV7, 0).dec(), "MOV result bank 7");
  expect_illegal(Raw(0x16).src(1, OUT, 0).res(TEMP, 0).dec(), "MOV op1 OUT");
  expect_illegal(Raw(0x01).src(2, OUT, 0).res(TEMP, 0).dec(), "ADD op2 OUT");
  expect_illegal(Raw(0x16).src(1, IMM, 0).res(TEMP, 0).dec(), "MOV op1 IMM");
  expect_illegal(Raw(0x01).src(1, IMM, 0).res(TEMP, 0).dec(), "ADD op1 IMM");
  expect_illegal(Raw(0x13).src(2, IMM, 0).res(TEMP, 0).dec(), "MAD op2 IMM");
  expect_illegal(Raw(0x13).src(3, IMM, 0).res(TEMP, 0).dec(), "MAD op3 IMM");
  expect_illegal(Raw(0x16).res(IN, 0).dec(), "MOV result IN");
  expect_illegal(Raw(0x16).res(PARAM, 0).dec(), "MOV result PARAM");
  expect_illegal(Raw(0x16).res(PARAM2, 0).dec(), "MOV result PARAM2");
  expect_illegal(Raw(0x16).res(IMM, 0).dec(), "MOV result IMM");
  // FXMUL/FXMAD2 check their result fields although the accumulator is written (3.5).
  expect_illegal(Raw(0x31).res(IN, 0).dec(), "FXMUL result IN");
  expect_illegal(Raw(0x33).res(PARAM, 0).dec(), "FXMAD2 result PARAM");
  // FXMAD checks op3 although it does not use it (3.5).
  expect_illegal(Raw(0x32).src(3, RSV7, 0).res(TEMP, 0).dec(), "FXMAD op3 bank 7");
  // Legal counterparts.
  expect_legal(Raw(0x16).src(1, PARAM2, 255).res(ADDR, 1).dec(), "MOV a1, c511");
  expect_legal(Raw(0x18).src(2, IMM, 0).imm(0xFFFFFFFF).res(TEMP, 0).dec(), "MULI imm");
  expect_legal(Raw(0x31).src(2, IMM, 0).res(TEMP, 0).dec(), "FXMUL imm");
}

// ---- register-file limits (D8) --------------------------------------------------------------
TEST(AttilaDecode, RegisterLimitsD8) {
  // TEMP: 32
  expect_legal(Raw(0x16).src(1, TEMP, 31).res(TEMP, 31).dec(), "TEMP 31");
  expect_illegal(Raw(0x16).src(1, TEMP, 32).res(TEMP, 0).dec(), "TEMP 32 source");
  expect_illegal(Raw(0x16).src(1, TEMP, 0).res(TEMP, 32).dec(), "TEMP 32 result");
  expect_illegal(Raw(0x13).src(3, TEMP, 32).res(TEMP, 0).dec(), "TEMP 32 as op3");
  expect_illegal(Raw(0x01).src(2, TEMP, 32).res(TEMP, 0).dec(), "TEMP 32 as op2");
  // IN: 16, or 48 in micro-triangle mode
  expect_legal(Raw(0x16).src(1, IN, 15).res(TEMP, 0).dec(), "IN 15");
  expect_illegal(Raw(0x16).src(1, IN, 16).res(TEMP, 0).dec(), "IN 16");
  expect_legal(Raw(0x16).src(1, IN, 47).res(TEMP, 0).dec(true), "IN 47 micro-triangle");
  expect_illegal(Raw(0x16).src(1, IN, 48).res(TEMP, 0).dec(true), "IN 48 micro-triangle");
  // OUT: 16 (result only)
  expect_legal(Raw(0x16).res(OUT, 15).dec(), "OUT 15");
  expect_illegal(Raw(0x16).res(OUT, 16).dec(), "OUT 16");
  // ADDR: 2, as operand, result and rel_areg
  expect_legal(Raw(0x16).src(1, ADDR, 1).res(ADDR, 1).dec(), "ADDR 1");
  expect_illegal(Raw(0x16).src(1, ADDR, 2).res(TEMP, 0).dec(), "ADDR 2 source");
  expect_illegal(Raw(0x03).src(1, TEMP, 0).res(ADDR, 2).dec(), "ARL a2");
  expect_legal(Raw(0x16).src(1, PARAM, 0).rel(1, 3, -256).res(TEMP, 0).dec(), "rel a1.w");
  expect_illegal(Raw(0x16).src(1, PARAM, 0).rel(2, 0, 0).res(TEMP, 0).dec(), "rel a2");
  expect_illegal(Raw(0x16).src(1, PARAM2, 0).rel(3, 0, 0).res(TEMP, 0).dec(), "rel a3");
  // Predicates: 32 (results of SETP*/ANDP, operands of ANDP/JMP)
  expect_legal(Raw(0x1C).res(TEMP, 31).dec(), "SETPEQ p31");
  expect_illegal(Raw(0x1C).res(TEMP, 32).dec(), "SETPEQ p32");
  expect_illegal(Raw(0x04).res(TEMP, 32).dec(), "ANDP p32 result");
  expect_legal(Raw(0x04).src(1, TEMP, 31).src(2, IN, 31).res(TEMP, 0).dec(), "ANDP p31, p31");
  expect_illegal(Raw(0x04).src(1, TEMP, 32).res(TEMP, 0).dec(), "ANDP op1 p32");
  expect_illegal(Raw(0x04).src(2, TEMP, 32).res(TEMP, 0).dec(), "ANDP op2 p32");
  expect_legal(Raw(0x36).src(1, TEMP, 31).dec(), "JMP p31");
  expect_illegal(Raw(0x36).src(1, TEMP, 32).dec(), "JMP p32");
  // Samplers and samples: 16
  expect_legal(Raw(0x26).src(1, TEMP, 0).op2reg(15).res(TEMP, 0).dec(), "TEX sampler 15");
  expect_illegal(Raw(0x26).src(1, TEMP, 0).op2reg(16).res(TEMP, 0).dec(), "TEX sampler 16");
  expect_illegal(Raw(0x28).src(1, TEMP, 0).op2reg(255).res(TEMP, 0).dec(), "TXP sampler 255");
  expect_legal(Raw(0x2A).src(1, TEMP, 0).op2reg(15).dec(), "KLS sample 15");
  expect_illegal(Raw(0x2A).src(1, TEMP, 0).op2reg(16).dec(), "KLS sample 16");
  // Constants: never illegal (D6, D8), including relative addressing.
  expect_legal(Raw(0x16).src(1, PARAM2, 255).rel(0, 0, 255).res(TEMP, 0).dec(), "c511 rel");
}

// ---- fields an opcode does not use are ignored (3.5, 3.8, D12, D14, D17) --------------------
TEST(AttilaDecode, UnusedFieldsIgnored) {
  const Raw mov = Raw(0x16).src(1, TEMP, 1).res(TEMP, 2);
  const Decoded clean = mov.dec();
  ASSERT_FALSE(clean.illegal);
  Raw dirty = mov;
  dirty.src(2, RSV7, 255).src(3, RSV7, 255);          // unused operands, bank 7 included
  dirty.q0 |= uint64_t{0x3FF} << 54;                    // reserved q0 63:54
  dirty.q1 |= uint64_t{0xFF} << 56;                     // reserved q1 63:56
  dirty.q0 |= uint64_t{0x1FFF} << 41;                   // rel fields with rel_en = 0
  EXPECT_EQ(dirty.dec(), clean);
  // rel_en without a constant operand: nothing to relocate, even with rel_areg = 3.
  const Decoded r = Raw(0x16).src(1, TEMP, 1).rel(3, 1, 7).res(TEMP, 2).dec();
  EXPECT_EQ(r, clean);
  // ARL: mask and sat ignored (E19).
  const Decoded arl = Raw(0x03).src(1, TEMP, 0).res(ADDR, 0, 0x3).sat().dec();
  expect_legal(arl, "ARL");
  EXPECT_EQ(arl.mask, 0);
  EXPECT_FALSE(arl.saturate);
  // KIL: result fields not checked; ZXS: sample operand unused (D12).
  expect_legal(Raw(0x29).src(1, TEMP, 0).res(RSV7, 255).dec(), "KIL res bank 7");
  expect_legal(Raw(0x2C).src(1, TEMP, 0).op2reg(200).res(IN, 200).dec(), "ZXS op2 200");
  // TEX: op2 bank ignored (it holds the sampler number only).
  expect_legal(Raw(0x26).src(1, TEMP, 0).src(2, RSV7, 3).res(TEMP, 0).dec(), "TEX op2 bank 7");
  // NOP/END/CHS: only opcode, end, wait and predicate fields.
  expect_legal(Raw(0x2F).src(1, RSV7, 255).res(RSV7, 255).dec(), "CHS garbage");
  // ANDP: any non-constant bank code, even 7, names a predicate (3.5).
  const Decoded andp = Raw(0x04).src(1, RSV7, 3).src(2, PARAM2, 9, 0x02).neg(2).res(OUT, 7).sat().dec();
  expect_legal(andp, "ANDP");
  EXPECT_EQ(andp.src[0].kind, SrcKind::Pred);
  EXPECT_EQ(andp.src[0].index, 3);
  EXPECT_EQ(andp.src[1].kind, SrcKind::Reg);
  EXPECT_EQ(andp.src[1].bank, Bank::PARAM2);
  EXPECT_EQ(andp.src[1].swizzle, 0x02);
  EXPECT_TRUE(andp.src[1].negate);
  EXPECT_EQ(andp.res_kind, ResKind::Pred);
  EXPECT_EQ(andp.res_reg, 7);
  EXPECT_TRUE(andp.invert);
  EXPECT_FALSE(andp.saturate);
  // Boolean immediate: abs = 1, value = neg (E8 for op2).
  const Decoded bimm = Raw(0x04).abs(1).neg(1).abs(2).src(2, TEMP, 200).dec();
  expect_legal(bimm, "ANDP true, false");
  EXPECT_EQ(bimm.src[0].kind, SrcKind::BoolImm);
  EXPECT_TRUE(bimm.src[0].negate);
  EXPECT_EQ(bimm.src[1].kind, SrcKind::BoolImm);
  EXPECT_FALSE(bimm.src[1].negate);
  // JMP: predicate fields ignored (D14), offset is signed (E28).
  const Decoded jmp = Raw(0x36).src(1, PARAM, 4, 0xFF).pred(3, true).imm(0xFFFFFFFE).res(RSV7, 9).dec();
  expect_legal(jmp, "JMP");
  EXPECT_FALSE(jmp.pred_en);
  EXPECT_EQ(jmp.jump_offset(), -2);
  EXPECT_EQ(jmp.src[0].kind, SrcKind::Reg);
  EXPECT_EQ(jmp.res_kind, ResKind::None);
  // END always terminates (D15).
  EXPECT_TRUE(Raw(0x37).dec().end);
  // SETP*: bit 35 inverts (D3), mask and res_bank ignored.
  const Decoded setp = Raw(0x24).src(2, IMM, 0).imm(5).res(RSV7, 1, 0x5).sat().dec();
  expect_legal(setp, "STPLTI imm");
  EXPECT_TRUE(setp.invert);
  EXPECT_EQ(setp.mask, 0);
  EXPECT_EQ(setp.src[1].kind, SrcKind::Imm);
  EXPECT_EQ(setp.imm, 5u);
}

TEST(AttilaDecode, EachModifierBitAtItsNotesPosition) {
  // One bit at a time, so that swapped neg/abs (or operand) positions in the table show up.
  for (int n = 1; n <= 3; ++n) {
    for (int which = 0; which < 2; ++which) {
      Raw r = Raw(0x13).src(1, TEMP, 1, 0x01).src(2, TEMP, 2, 0x02).src(3, TEMP, 3, 0x03).res(TEMP, 0);
      if (which == 0) r.neg(n); else r.abs(n);
      const Decoded d = r.dec();
      ASSERT_FALSE(d.illegal) << describe(d);
      for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(d.src[i].index, i + 1);
        EXPECT_EQ(d.src[i].swizzle, i + 1);
        EXPECT_EQ(d.src[i].negate, which == 0 && i == n - 1) << "op" << n;
        EXPECT_EQ(d.src[i].absolute, which == 1 && i == n - 1) << "op" << n;
      }
      EXPECT_EQ(encode(d), (Instruction{r.q0, r.q1}));
    }
  }
}

TEST(AttilaDecode, RelativeOffsetIsSigned) {  // E7
  for (int off : {-256, -1, 0, 1, 255}) {
    const Decoded d = Raw(0x16).src(1, PARAM, 0).rel(1, 2, off).res(TEMP, 0).dec();
    ASSERT_FALSE(d.illegal);
    EXPECT_TRUE(d.rel_en);
    EXPECT_EQ(d.rel_areg, 1);
    EXPECT_EQ(d.rel_comp, 2);
    EXPECT_EQ(d.rel_off, off);
  }
}

// ---- random round trips ---------------------------------------------------------------------
Bank pick(std::mt19937_64& rng, std::initializer_list<Bank> banks) {
  return *(banks.begin() + rng() % banks.size());
}

// A random legal, canonical Decoded built field by field from the opcode's uses flags.
Decoded random_legal(std::mt19937_64& rng) {
  auto coin = [&] { return (rng() & 1) != 0; };
  auto below = [&](uint32_t n) { return static_cast<uint32_t>(rng() % n); };
  const OpcodeInfo& oi = gen::OPCODES[below(gen::NUM_OPCODES)];
  const uint32_t uses = oi.uses;
  Decoded d;
  d.opcode = oi.opcode;
  d.end = d.opcode == Opcode::END || coin();
  d.wait = coin();
  if ((uses & gen::USES_PRED) && coin()) {  // pred_inv/pred_reg are 0 without pred_en (canonical)
    d.pred_en = true;
    d.pred_inv = coin();
    d.pred_reg = below(32);
  }
  const uint32_t op_flag[3] = {gen::USES_OP1, gen::USES_OP2, gen::USES_OP3};
  for (int i = 0; i < 3; ++i) {
    if (!(uses & op_flag[i])) continue;
    Source& s = d.src[i];
    if (uses & gen::USES_BOOL_SRC) {
      switch (below(3)) {
        case 0: s.kind = SrcKind::BoolImm; s.negate = coin(); break;
        case 1: s.kind = SrcKind::Pred; s.index = below(32); s.negate = coin(); break;
        default:
          s.kind = SrcKind::Reg;
          s.bank = pick(rng, {Bank::PARAM, Bank::PARAM2});
          s.index = below(256);
          s.swizzle = below(256);
          s.negate = coin();
      }
      continue;
    }
    s.negate = coin();
    s.absolute = coin();
    if (i == 1 && (uses & gen::USES_IMM_OK) && coin()) {
      s.kind = SrcKind::Imm;
      s.bank = Bank::IMM;
      d.imm = static_cast<uint32_t>(rng());
      continue;
    }
    s.kind = SrcKind::Reg;
    s.bank = pick(rng, {Bank::IN, Bank::PARAM, Bank::TEMP, Bank::ADDR, Bank::PARAM2});
    const uint32_t limit[8] = {16, 0, 256, 32, 2, 256, 0, 0};
    s.index = below(limit[unsigned(s.bank)]);
    s.swizzle = below(256);
  }
  if (uses & gen::USES_OP2_INDEX) d.op2_index = below(oi.op2_index_limit ? oi.op2_index_limit : 256);
  if (uses & gen::USES_IMM_FORM) d.imm = static_cast<uint32_t>(rng());
  if (uses & gen::USES_RES) {
    d.res_kind = ResKind::Reg;
    d.res_bank = pick(rng, {Bank::OUT, Bank::TEMP, Bank::ADDR});
    d.res_reg = below(d.res_bank == Bank::ADDR ? 2 : d.res_bank == Bank::OUT ? 16 : 32);
  } else if (uses & gen::USES_RES_PRED) {
    d.res_kind = ResKind::Pred;
    d.res_reg = below(32);
  }
  if (uses & gen::USES_SAT) d.saturate = coin();
  if (uses & gen::USES_INVERT) d.invert = coin();
  if (uses & gen::USES_MASK) d.mask = below(16);
  bool has_const = false;
  for (const Source& s : d.src)
    has_const |= s.kind == SrcKind::Reg && (s.bank == Bank::PARAM || s.bank == Bank::PARAM2);
  if (has_const && coin()) {
    d.rel_en = true;
    d.rel_areg = below(2);
    d.rel_comp = below(4);
    d.rel_off = static_cast<int16_t>(int(below(512)) - 256);
  }
  return d;
}

TEST(AttilaRoundTrip, RandomLegalInstructions) {
  std::mt19937_64 rng(kSeed);
  std::set<unsigned> opcodes_seen;
  for (int n = 0; n < kRandomCount; ++n) {
    const Decoded d = random_legal(rng);
    opcodes_seen.insert(unsigned(d.opcode));
    const Instruction e = encode(d);
    const Decoded back = decode(e);
    ASSERT_EQ(back, d) << "seed 0x" << std::hex << kSeed << std::dec << " index " << n
                       << "\n  built:   " << describe(d) << "\n  decoded: " << describe(back);
  }
  EXPECT_EQ(opcodes_seen.size(), gen::NUM_OPCODES);
}

TEST(AttilaRoundTrip, RandomWordsNeverCrash) {
  std::mt19937_64 rng(kSeed + 1);
  int legal = 0, illegal = 0;
  for (int n = 0; n < kRandomCount; ++n) {
    uint64_t q0 = rng(), q1 = rng();
    // Half the words get a valid opcode byte; otherwise almost all would stop at the opcode.
    if (n & 1) q0 = (q0 & ~uint64_t{0xFF}) | unsigned(gen::OPCODES[rng() % gen::NUM_OPCODES].opcode);
    const Decoded d = decode(q0, q1, DecodeConfig{(n & 2) != 0});
    if (d.illegal) {
      ++illegal;
      ASSERT_NE(d.illegal_reason, nullptr) << "index " << n;
      ASSERT_GT(std::string(d.illegal_reason).size(), 0u) << "index " << n;
      continue;
    }
    ++legal;
    ASSERT_EQ(d.illegal_reason, nullptr) << "index " << n;
    const Instruction e = encode(d);
    const Decoded back = decode(e, DecodeConfig{(n & 2) != 0});
    ASSERT_EQ(back, d) << "seed 0x" << std::hex << kSeed + 1 << std::dec << " index " << n
                       << " q0=0x" << std::hex << q0 << " q1=0x" << q1 << "\n  decoded:   "
                       << describe(d) << "\n  re-decoded: " << describe(back);
    ASSERT_EQ(encode(back), e) << "index " << n;  // canonical encoding is a fixed point
  }
  EXPECT_GT(legal, kRandomCount / 100);  // both outcomes are exercised
  EXPECT_GT(illegal, kRandomCount / 2);
}

}  // namespace
}  // namespace shaderhw::attila

namespace shaderhw::attila {
namespace {
// pred_inv and pred_reg have no effect without pred_en (docs/attila.md 5.2): ignored and decoded as 0.
TEST(AttilaDecode, PredicateFieldsIgnoredWithoutPredEnable) {
  const uint64_t q0 = 0x0000006103A60001ull, q1 = 0x3FC000000001E406ull;  // docs/attila.md 7.2
  const uint64_t junk = (1ull << 11) | (7ull << 12);                      // pred_inv, pred_reg 7
  const Decoded plain = decode(q0, q1);
  const Decoded noisy = decode(q0 | junk, q1);
  ASSERT_FALSE(noisy.illegal);
  EXPECT_EQ(noisy, plain);
  EXPECT_FALSE(noisy.pred_inv);
  EXPECT_EQ(noisy.pred_reg, 0);
  const Decoded predicated = decode(q0 | junk | (1ull << 10), q1);
  EXPECT_TRUE(predicated.pred_en);
  EXPECT_TRUE(predicated.pred_inv);
  EXPECT_EQ(predicated.pred_reg, 7);
}
}  // namespace
}  // namespace shaderhw::attila
