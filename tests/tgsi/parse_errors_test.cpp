// One test per parser error code of docs/tgsi.md 13.1: a minimal malformed stream, the expected
// code and the expected token index (both typed from the document), plus the order of checks of
// 13.2, the permissive mode and the non-fatal remarks of 13.3. Most streams are the worked
// stream of docs/tgsi.md 17 item 1 with one or two tokens changed by hand.
#include <gtest/gtest.h>

#include "streams.h"
#include "test_util.h"
#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

// The malformed streams and their expected codes and indices are in streams.h (shared with the
// RTL decoder's test): a group per check of 13.1 / 13.2.
std::vector<uint32_t> base() { return streams::kWorked1; }

void expect_error(const std::vector<uint32_t>& s, Error e, uint32_t index, bool strict = true,
                  const std::string& name = "") {
  ParseOptions opt;
  opt.strict = strict;
  const ParseResult r = parse(s, opt);
  EXPECT_EQ(error_name(r.error), std::string(error_name(e))) << name << ": " << r.message;
  EXPECT_EQ(r.error_index, index) << name << ": " << r.message;
}

void expect_group(const std::string& group) {
  const auto cases = streams::error_cases(group);
  ASSERT_FALSE(cases.empty()) << group;
  for (const auto& c : cases) expect_error(c.tokens, c.error, c.index, c.strict, c.name);
}

TEST(ParseErrors, BaseStreamIsLegal) { expect_group("Legal"); }
TEST(ParseErrors, Version) { expect_group("Version"); }
TEST(ParseErrors, HeaderSizeZeroAndBodySizeZero) { expect_group("Header"); }
TEST(ParseErrors, Truncated) { expect_group("Truncated"); }
TEST(ParseErrors, Trailing) { expect_group("Trailing"); }
TEST(ParseErrors, UnknownTokenType) { expect_group("UnknownToken"); }

TEST(ParseErrors, PermissiveModeSkipsUnknownTokens) {
  expect_group("Permissive");
  const auto c = streams::error_cases("Permissive").at(0);
  ParseOptions opt;
  opt.strict = false;
  EXPECT_EQ(parse(c.tokens, opt).skipped_tokens, 2u);  // the OUT declaration, Size 2
}

TEST(ParseErrors, SizeOverrun) { expect_group("SizeOverrun"); }
TEST(ParseErrors, SizeMismatch) { expect_group("SizeMismatch"); }
TEST(ParseErrors, UnknownExtensionType) { expect_group("UnknownExtension"); }
TEST(ParseErrors, DuplicateExtension) { expect_group("DuplicateExtension"); }
TEST(ParseErrors, ExtensionChainNeverEnds) { expect_group("ExtensionChain"); }
TEST(ParseErrors, BadOpcode) { expect_group("BadOpcode"); }
TEST(ParseErrors, OperandCount) { expect_group("OperandCount"); }
TEST(ParseErrors, ReservedValues) { expect_group("ReservedValue"); }
TEST(ParseErrors, Addressing) { expect_group("Addressing"); }
TEST(ParseErrors, OperandFile) { expect_group("OperandFile"); }
TEST(ParseErrors, Undeclared) { expect_group("Undeclared"); }
TEST(ParseErrors, ImmediateUndefined) { expect_group("ImmediateUndefined"); }
TEST(ParseErrors, Declaration) { expect_group("Declaration"); }
TEST(ParseErrors, Limit) { expect_group("Limit"); }
TEST(ParseErrors, Nesting) { expect_group("Nesting"); }
TEST(ParseErrors, Label) { expect_group("Label"); }
TEST(ParseErrors, TextureTarget) { expect_group("TextureTarget"); }
TEST(ParseErrors, ProcessorOpcode) { expect_group("ProcessorOpcode"); }

// Every code of 13.1 has a stream above (the table has exactly these 24 codes).
TEST(ParseErrors, EveryCodeIsCovered) {
  EXPECT_EQ(gen::ERROR_COUNT, 24u);
  bool seen[32] = {};
  for (const auto& c : streams::error_cases()) seen[static_cast<unsigned>(c.error)] = true;
  for (unsigned e = 0; e < gen::ERROR_COUNT; ++e) EXPECT_TRUE(seen[e]) << error_name(Error(e));
}

// ---- 13.2: order of the checks -------------------------------------------------------------
// The TextureTarget stream with an undeclared coordinate operand; two errors in one instruction;
// NESTING before IMMEDIATE_UNDEFINED at the end of the body.
TEST(ParseErrors, OrderOfChecks) { expect_group("Order"); }

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
  const std::vector<std::vector<uint32_t>> seeds = {streams::kWorked1, streams::kWorked2,
                                                     streams::kWorked3};
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
