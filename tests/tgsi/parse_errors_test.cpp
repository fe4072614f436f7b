// One test per parser error code of docs/tgsi.md 13.1: a minimal malformed stream, the expected
// code and the expected token index (both typed from the document), plus the order of checks of
// 13.2, the permissive mode and the non-fatal remarks of 13.3. Most streams are the worked
// stream of docs/tgsi.md 17 item 1 with one or two tokens changed by hand.
#include <gtest/gtest.h>

#include "test_util.h"
#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

// 13.1 stream of the supplement (token index: meaning):
//  0 VERSION  1 HEADER(HS 2, BS 15)  2 PROCESSOR FRAGMENT  3 DCL IN Size 3 interp
//  4 RANGE 1..1  5 PERSPECTIVE  6 DCL OUT  7 RANGE 0..0  8 IMM Size 5  9-12 floats
// 13 MAD Size 5  14 DST OUT[0]  15 SRC IN[1]  16 SRC IMM[0].xxxy  17 SRC -IN[1].zyxw
std::vector<uint32_t> base() {
  return {0x00000101, 0x00000F02, 0x00000000, 0x00102030, 0x00010001, 0x00000002,
          0x00003020, 0x00000000, 0x00000051, 0x3F000000, 0x3E800000, 0x40000000,
          0x3F800000, 0x03410052, 0x000000F3, 0x00008E42, 0x00000407, 0x00009C62};
}

void expect_error(const std::vector<uint32_t>& s, Error e, uint32_t index) {
  const ParseResult r = parse(s);
  EXPECT_EQ(error_name(r.error), std::string(error_name(e))) << r.message;
  EXPECT_EQ(r.error_index, index) << r.message;
}

TEST(ParseErrors, BaseStreamIsLegal) { expect_error(base(), Error::OK, 0); }

TEST(ParseErrors, Version) {
  auto s = base();
  s[0] = 0x00000102;  // major 2
  expect_error(s, Error::VERSION, 0);
  s[0] = 0x00000100;  // major 0 (G20)
  expect_error(s, Error::VERSION, 0);
}

TEST(ParseErrors, HeaderSizeZeroAndBodySizeZero) {
  auto s = base();
  s[1] = 0x00000F00;  // HeaderSize 0
  expect_error(s, Error::HEADER, 1);
  expect_error({0x00000101, 0x00000002, 0x00000000}, Error::HEADER, 1);  // BodySize 0 (G7)
}

TEST(ParseErrors, Truncated) {
  auto s = base();
  s.pop_back();  // the third source of MAD is missing: needed at index 17, the stream has 17
  expect_error(s, Error::TRUNCATED, 17);
  expect_error({}, Error::TRUNCATED, 0);
  expect_error({0x00000101}, Error::TRUNCATED, 1);
  expect_error({0x00000101, 0x00000F02}, Error::TRUNCATED, 2);  // PROCESSOR missing
}

TEST(ParseErrors, Trailing) {
  auto s = base();
  s.push_back(0);  // after the body, which ends before 1 + 2 + 15 = 18
  expect_error(s, Error::TRAILING, 18);
}

TEST(ParseErrors, UnknownTokenType) {
  auto s = base();
  s[6] = 0x00003023;  // the OUT declaration with Type 3
  expect_error(s, Error::UNKNOWN_TOKEN, 6);
}

TEST(ParseErrors, PermissiveModeSkipsUnknownTokens) {
  auto s = base();
  s[6] = 0x00003023;  // skipped with its Size 2 (tokens 6, 7): OUT is then undeclared
  ParseOptions opt;
  opt.strict = false;
  const ParseResult r = parse(s, opt);
  EXPECT_EQ(r.error, Error::UNDECLARED);
  EXPECT_EQ(r.error_index, 14u);  // the DST_REGISTER OUT[0]
  EXPECT_EQ(r.skipped_tokens, 2u);
}

TEST(ParseErrors, SizeOverrun) {
  auto s = base();
  s[13] = 0x03410062;  // MAD Size 6: 13 + 6 > 18
  expect_error(s, Error::SIZE_OVERRUN, 13);
  s[13] = 0x03410002;  // Size 0
  expect_error(s, Error::SIZE_OVERRUN, 13);
  s = base();
  s[8] = 0x000000B1;  // IMMEDIATE Size 11: 8 + 11 > 18
  expect_error(s, Error::SIZE_OVERRUN, 8);
}

TEST(ParseErrors, SizeMismatch) {
  auto s = base();
  s[3] = 0x00102020;  // declaration with Interpolate but Size 2
  expect_error(s, Error::SIZE_MISMATCH, 3);
  s = base();
  s[13] = 0x03410042;  // MAD Size 4: the third source is needed at 17, past the Size
  expect_error(s, Error::SIZE_MISMATCH, 13);
  s = base();
  s[13] = 0x03410062;  // MAD Size 6 with one extra token in the body: parts take 5
  s.push_back(0x00000000);
  s[1] = 0x00001002;  // BodySize 16
  expect_error(s, Error::SIZE_MISMATCH, 13);
  s = base();
  s[8] = 0x00000041;  // IMMEDIATE Size 4: 3 values, not a multiple of 4 (D35)
  expect_error(s, Error::SIZE_MISMATCH, 8);
}

TEST(ParseErrors, UnknownExtensionType) {
  auto s = base();
  s[15] = 0x80008E42;                      // SRC IN[1] with Extended
  s.insert(s.begin() + 16, 0x00000002);    // source extension type 2: undefined
  s[13] = 0x03410062;                      // MAD Size 6
  s[1] = 0x00001002;                       // BodySize 16
  expect_error(s, Error::UNKNOWN_EXTENSION, 16);
  s = base();
  s[6] = 0x80003020;  // DECLARATION with Extended (none exist)
  expect_error(s, Error::UNKNOWN_EXTENSION, 6);
}

TEST(ParseErrors, DuplicateExtension) {
  auto s = base();
  s[15] = 0x80008E42;
  s.insert(s.begin() + 16, {0x85032100, 0x05032100});  // two SWZ extensions
  s[13] = 0x03410072;                                   // MAD Size 7
  s[1] = 0x00001102;                                    // BodySize 17
  expect_error(s, Error::DUPLICATE_EXTENSION, 17);
}

TEST(ParseErrors, ExtensionChainNeverEnds) {
  auto s = base();
  s[17] = 0x80009C62;  // the last source says Extended but the instruction ends there
  expect_error(s, Error::EXTENSION_CHAIN, 17);
}

TEST(ParseErrors, BadOpcode) {
  auto s = base();
  s[13] = 0x0346B052;  // opcode 107
  expect_error(s, Error::BAD_OPCODE, 13);
}

TEST(ParseErrors, OperandCount) {
  auto s = base();
  s[13] = 0x02410052;  // MAD with 2 sources
  expect_error(s, Error::OPERAND_COUNT, 13);
}

TEST(ParseErrors, ReservedValues) {
  auto s = base();
  s[2] = 0x00000003;  // processor 3
  expect_error(s, Error::RESERVED_VALUE, 2);
  s = base();
  s[13] = 0x03710052;  // Saturate 3 (D33)
  expect_error(s, Error::RESERVED_VALUE, 13);
  s = base();
  s[16] = 0x00000409;  // source file 9
  expect_error(s, Error::RESERVED_VALUE, 16);
  s = base();
  s[5] = 0x00000003;  // interpolation 3
  expect_error(s, Error::RESERVED_VALUE, 5);
  s = base();
  s[15] = 0x80008E42;  // SWZ extension with ExtDivide ZERO (D4)
  s.insert(s.begin() + 16, 0x04032100);
  s[13] = 0x03410062;
  s[1] = 0x00001002;
  expect_error(s, Error::RESERVED_VALUE, 16);
}

TEST(ParseErrors, ReservedConditionCodeIndex) {
  auto s = base();
  s[13] = 0x83410062;                    // MAD Size 6, Extended
  s.insert(s.begin() + 14, 0x0E470200);  // NV: CondDstIndex 2 (CC0, CC1 only: D33)
  s[1] = 0x00001002;
  expect_error(s, Error::RESERVED_VALUE, 14);
}

TEST(ParseErrors, Addressing) {
  auto s = base();
  s[14] = 0x000001F3;  // destination with Indirect (D34)
  expect_error(s, Error::ADDRESSING, 14);
}

TEST(ParseErrors, NestedIndirection) {
  // DCL TEMP[0]; MOV TEMP[0], TEMP[TEMP[0].x] whose indirect operand has Indirect set.
  const std::vector<uint32_t> s = {0x00000101, 0x00000602, 0x00000000, 0x00004020, 0x00000000,
                                   0x01401042, 0x000000F4, 0x00002E44, 0x00002004};
  expect_error(s, Error::ADDRESSING, 8);
}

TEST(ParseErrors, OperandFile) {
  auto s = base();
  s[16] = 0x00000400;  // a source from FILE_NULL
  expect_error(s, Error::OPERAND_FILE, 16);
  s = base();
  s[14] = 0x000000F1;  // a CONSTANT destination
  expect_error(s, Error::OPERAND_FILE, 14);
}

TEST(ParseErrors, Undeclared) {
  auto s = base();
  s[15] = 0x00010E42;  // IN[2]: only IN[1] is declared
  expect_error(s, Error::UNDECLARED, 15);
}

TEST(ParseErrors, ImmediateUndefined) {
  auto s = base();
  s[16] = 0x00008407;  // IMM[1]: the stream defines one vector; reported at the body end
  expect_error(s, Error::IMMEDIATE_UNDEFINED, 18);
}

TEST(ParseErrors, Declaration) {
  auto s = base();
  s[4] = 0x00010002;  // range 2..1
  expect_error(s, Error::DECLARATION, 4);
  s = base();
  s[6] = 0x00000020;  // declaration of FILE_NULL
  expect_error(s, Error::DECLARATION, 6);
}

TEST(ParseErrors, Limit) {
  auto s = base();
  s[4] = 0x00200001;  // IN[1..32]: 32 inputs are implemented (0..31)
  expect_error(s, Error::LIMIT, 4);
}

TEST(ParseErrors, Nesting) {
  // ENDIF without IF.
  expect_error({0x00000101, 0x00000102, 0x00000000, 0x0004D012}, Error::NESTING, 3);
  // BGNLOOP2 never closed: reported at the end of the body (1 + 2 + 1 = 4).
  expect_error({0x00000101, 0x00000102, 0x00000000, 0x00062012}, Error::NESTING, 4);
  // BRK outside a loop.
  expect_error({0x00000101, 0x00000102, 0x00000000, 0x00048012}, Error::NESTING, 3);
}

TEST(ParseErrors, Label) {
  // CAL without a label.
  expect_error({0x00000101, 0x00000102, 0x00000000, 0x0003E012}, Error::LABEL, 3);
  // CAL label 42, never declared: reported at the end of the body (1 + 2 + 3 = 6).
  expect_error({0x00000101, 0x00000302, 0x00000000, 0x8003E022, 0x000002A1, 0x0003F012},
               Error::LABEL, 6);
  // BGNSUB declaring label 0.
  expect_error({0x00000101, 0x00000302, 0x00000000, 0x80063022, 0x10000001, 0x00065012},
               Error::LABEL, 4);
}

TEST(ParseErrors, TextureTarget) {
  // The 13.3 stream with the TEX instruction's texture extension removed.
  const std::vector<uint32_t> s = {
      0x00000101, 0x00001B02, 0x00000000, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
      0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
      0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x02434052, 0x000000F4,
      0x80008E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44, 0x00010E42,
      0x0003F012, 0x00065012};
  expect_error(s, Error::TEXTURE_TARGET, 19);
}

TEST(ParseErrors, ProcessorOpcode) {
  // The 13.3 stream declared as a vertex program: KIL (token 14) is fragment-only (D39).
  std::vector<uint32_t> s = {
      0x00000101, 0x00001C02, 0x00000001, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
      0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
      0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x82434062, 0x00000022,
      0x000000F4, 0x80008E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44,
      0x00010E42, 0x0003F012, 0x00065012};
  expect_error(s, Error::PROCESSOR_OPCODE, 14);
}

// Every code of 13.1 has a test above (the table has exactly these 24 codes).
TEST(ParseErrors, EveryCodeIsCovered) { EXPECT_EQ(gen::ERROR_COUNT, 24u); }

// ---- 13.2: order of the checks -------------------------------------------------------------
TEST(ParseErrors, OperandErrorBeforeTextureTarget) {
  // The TextureTarget stream with the coordinate operand made undeclared (IN[3]): the operand
  // (token 21) is checked during the walk, the missing target when the walk is complete.
  std::vector<uint32_t> s = {
      0x00000101, 0x00001B02, 0x00000000, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
      0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
      0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x02434052, 0x000000F4,
      0x80018E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44, 0x00010E42,
      0x0003F012, 0x00065012};
  expect_error(s, Error::UNDECLARED, 21);
}

TEST(ParseErrors, FirstErrorInStreamOrder) {
  auto s = base();
  s[16] = 0x00000400;  // OPERAND_FILE at 16
  s[15] = 0x00010E42;  // UNDECLARED at 15: earlier, reported
  expect_error(s, Error::UNDECLARED, 15);
}

TEST(ParseErrors, NestingBeforeImmediateAtTheEnd) {
  // IF IMM[0].x never closed and IMM[0] never defined: NESTING, then IMMEDIATE_UNDEFINED.
  expect_error({0x00000101, 0x00000202, 0x00000000, 0x01049022, 0x00000007}, Error::NESTING, 5);
}

// ---- 6.2: extension tokens in any order -------------------------------------------------------
TEST(ParseErrors, ExtensionsInAnyOrder) {
  // The base stream's MAD with instruction extensions TEXTURE (2D) then NV (default content), and
  // on its second source MOD (Absolute) before SWZ (identity): the writer's order is the reverse.
  auto s = base();
  s[13] = 0x83410092;                                  // MAD Size 9, Extended
  s.insert(s.begin() + 14, {0x80000022, 0x0E470000});  // TEXTURE 2D (Extended), NV
  s[17] = 0x80000E42 | 0x8000;                         // SRC IN[1] (was token 15), Extended
  s.insert(s.begin() + 18, {0x80000081, 0x05032100});  // MOD Absolute (Extended), SWZ
  s[1] = 0x00001302;                                   // BodySize 19
  const ParseResult r = parse(s);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " at " << r.error_index << ": " << r.message;
  const Instruction& in = r.program.insns[0];
  EXPECT_TRUE(in.has_texture);
  EXPECT_EQ(in.texture, Texture::T2D);
  EXPECT_TRUE(in.has_nv);
  EXPECT_TRUE(in.src[0].has_mod);
  EXPECT_TRUE(in.src[0].mod.absolute);
  EXPECT_TRUE(in.src[0].has_swz);
  EXPECT_EQ(in.size, 9);
}

// ---- mutated streams: the parser stops cleanly; what it accepts is consistent ------------------
// A property test, not an expected-value test: for 30000 deterministic mutations of the worked
// streams (bits flipped, tokens dropped, repeated or inserted, sizes corrupted) parse() returns
// (no crash, no hang) with an error index inside the stream or at its end, and every accepted
// stream is rebuilt by the writer into a stream with the same records, whose disassembly
// reassembles to exactly that stream.
uint64_t splitmix(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

TEST(ParseErrors, MutatedStreamsAreHandled) {
  const std::vector<std::vector<uint32_t>> seeds = {
      base(),
      {0x00000101, 0x00002002, 0x00000001, 0x00002020, 0x00010000, 0x00013020, 0x00000003,
       0x00004020, 0x00010000, 0x00006020, 0x00000000, 0x00001020, 0x00070000, 0x01400032,
       0x00000016, 0x00008552, 0x01401042, 0x000000F4, 0x00012E41, 0x00000006, 0x82408062,
       0x1E470000, 0x000004F4, 0x00000E44, 0x80000E42, 0x00000181, 0x01401052, 0x800000F3,
       0x8000E400, 0x00000011, 0x00000E44, 0x01401042, 0x000004F3, 0x80008E44, 0x05830540},
      {0x00000101, 0x00001C02, 0x00000000, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
       0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
       0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x82434062, 0x00000022,
       0x000000F4, 0x80008E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44,
       0x00010E42, 0x0003F012, 0x00065012}};
  uint64_t rng = 1;
  unsigned accepted = 0, reassembled = 0, codes_seen = 0;
  bool seen[32] = {};
  for (int i = 0; i < 30000; ++i) {
    std::vector<uint32_t> s = seeds[i % seeds.size()];
    const int edits = 1 + static_cast<int>(splitmix(rng) % 3);
    for (int e = 0; e < edits && !s.empty(); ++e) {
      const size_t at = splitmix(rng) % s.size();
      switch (splitmix(rng) % 6) {
        case 0: s[at] ^= 1u << (splitmix(rng) % 32); break;           // flip a bit
        case 1: s.erase(s.begin() + static_cast<long>(at)); break;    // drop a token
        case 2: s.insert(s.begin() + static_cast<long>(at), s[at]); break;  // repeat a token
        case 3: s[at] = (s[at] & ~0xFF0u) | ((splitmix(rng) & 0xFF) << 4); break;  // a Size
        case 4: s.insert(s.begin() + static_cast<long>(at), static_cast<uint32_t>(splitmix(rng))); break;
        default: s[at] ^= 1u << (4 + splitmix(rng) % 8); break;       // a Size/low field bit
      }
    }
    const ParseResult r = parse(s);
    ASSERT_LE(r.error_index, s.size()) << i;
    const auto code = static_cast<unsigned>(r.error);
    ASSERT_LT(code, gen::ERROR_COUNT);
    if (!seen[code]) ++codes_seen;
    seen[code] = true;
    if (!r.ok()) continue;
    ++accepted;
    const std::vector<uint32_t> rebuilt = build(r.program);
    const ParseResult r2 = parse(rebuilt);
    ASSERT_TRUE(r2.ok()) << i << " " << r2.message;
    EXPECT_EQ(r2.program.insns.size(), r.program.insns.size()) << i;
    for (size_t k = 0; k < r.program.insns.size() && k < r2.program.insns.size(); ++k) {
      Instruction a = r.program.insns[k], b = r2.program.insns[k];
      a.token_index = b.token_index = 0;  // positions move when padding tokens are dropped
      a.size = b.size = 0;
      EXPECT_EQ(a, b) << i;
    }
    const CompileResult c = compile(r.program);  // and it runs without crashing or hanging
    if (c.ok()) {
      Machine m;
      ExecOptions opt;
      opt.max_steps = 20000;
      const ExecResult e = execute(c.program, m, opt);
      EXPECT_LE(e.steps, 20000u) << i;
    }
    const DisasmOutput d = disassemble(rebuilt);
    ASSERT_TRUE(d.ok) << i;
    // The text has no spelling for another minor version or HeaderSize (ASM.md "Round trip").
    if (r.program.header.minor != 1 || r.program.header.header_size != 2) continue;
    ++reassembled;
    const AsmOutput a = assemble(d.text);
    ASSERT_TRUE(a.ok) << i << " " << a.error.to_string() << "\n" << d.text;
    EXPECT_EQ(a.tokens, rebuilt) << i << "\n" << d.text;
  }
  EXPECT_GT(accepted, 100u);      // the mutations keep some streams legal...
  EXPECT_GT(reassembled, 100u);
  EXPECT_GE(codes_seen, 15u);     // ...and reach most error codes
}

// ---- 13.3: non-fatal remarks ---------------------------------------------------------------
TEST(ParseErrors, PaddingIsOnlyARemark) {
  auto s = base();
  s[13] |= 0x70000000u;  // INSTRUCTION pad[30:28]
  s[0] |= 0x00010000u;   // VERSION pad
  const ParseResult r = parse(s);
  EXPECT_TRUE(r.ok()) << r.message;
  EXPECT_GE(r.lint.size(), 2u);
}

TEST(ParseErrors, HeaderSizeOneDefaultsToFragment) {
  // HeaderSize 1 (no PROCESSOR token, D31): DCL TEMP[0]; KIL TEMP[0] is legal (fragment).
  const std::vector<uint32_t> s = {0x00000101, 0x00000401, 0x00004020, 0x00000000,
                                   0x01027022, 0x00000E44};
  const ParseResult r = parse(s);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " " << r.message;
  EXPECT_EQ(r.program.header.processor, Processor::FRAGMENT);
  EXPECT_EQ(r.program.insns.size(), 1u);
}

TEST(ParseErrors, ExtraHeaderTokensAreSkipped) {
  // HeaderSize 3: one unknown header token after PROCESSOR.
  const std::vector<uint32_t> s = {0x00000101, 0x00000103, 0x00000000, 0xDEADBEEF, 0x0006A012};
  const ParseResult r = parse(s);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " " << r.message;
  ASSERT_EQ(r.program.insns.size(), 1u);
  EXPECT_EQ(r.program.insns[0].opcode, Opcode::NOP);
  EXPECT_EQ(r.program.insns[0].token_index, 4u);
}

TEST(ParseErrors, NewerMinorParsesButDoesNotExecute) {
  auto s = base();
  s[0] = 0x00000201;  // version 1.2
  const ParseResult r = parse(s);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(compile(r.program).status, ExecStatus::NOT_EXECUTABLE);
}

}  // namespace
}  // namespace shaderhw::tgsi
