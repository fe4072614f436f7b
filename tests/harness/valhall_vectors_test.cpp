// Valhall harness pieces: the golden model against the directed vectors of testvectors/valhall
// (expected values worked out by hand from golden/valhall/execute.h; the RTL runs the same files
// through the directed.valhall.* CTests), every executing instruction appears in them, the
// generator makes legal words that round-trip through the disassembler and assembler, gen's text
// reads back, and malformed input is rejected with file:line.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>

#include "test_util.h"
#include "valhall/asm.h"
#include "valhall/valhall_gen.h"
#include "valhall/valhall_vectors.h"

namespace shaderhw::valhall {
namespace {

const char* const kFiles[] = {"int_arith", "saturate", "shift_logic", "bits",  "select",
                              "compare",   "fadd_fma", "minmax_clamp", "convert", "round",
                              "sfu",       "branch",   "crosslane",   "message",
                              "modifiers"};

std::string path_of(const char* name) {
  return std::string(SHADERHW_SOURCE_DIR) + "/testvectors/valhall/" + name + ".vec";
}

bool same_item(const Item& a, const Item& b) {
  if (a.txn.word != b.txn.word || a.txn.pc != b.txn.pc || a.txn.cfg.ftz != b.txn.cfg.ftz) return false;
  for (int l = 0; l < kLanes; ++l) {
    const LaneIn& x = a.txn.lane[l];
    const LaneIn& y = b.txn.lane[l];
    if (x.active != y.active || x.dest_old != y.dest_old) return false;
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      if (x.src[k] != y.src[k]) return false;
    }
    for (int i = 0; i < kMaxStagingData; ++i) {
      if (x.staging[i] != y.staging[i]) return false;
    }
  }
  return diff_outputs(a.expected, b.expected).empty();
}

TEST(ValhallDirected, GoldenMatchesEveryVector) {
  std::map<int, unsigned> seen;
  unsigned n = 0;
  for (const char* f : kFiles) {
    VectorFileSource src(path_of(f));
    Item item;
    while (src.next(item)) {
      const ExecOut out = execute(item.txn, item.txn.cfg);
      const std::string diff = diff_outputs(item.expected, out);
      EXPECT_EQ(diff, "") << src.name() << ":" << item.origin << "\n" << describe_inputs(item);
      const Decoded d = decode(item.txn.word);
      if (!d.illegal) ++seen[d.ins];
      ++n;
    }
  }
  EXPECT_GE(n, 150u);
  std::string missing;
  for (int ins : executing_instructions()) {
    if (!seen.count(ins)) missing += std::string(" ") + gen::INSTRUCTIONS[ins].name;
  }
  EXPECT_EQ(missing, "") << "every executing instruction (FMA/CVT/SFU) has a directed vector";
  EXPECT_EQ(executing_instructions().size(), 171u);
}

// Every generated word is legal and canonical, and asm(disasm(w)) == w,
// disasm(asm(disasm(w))) == disasm(w).
TEST(ValhallGen, WordsRoundTripThroughAssembly) {
  std::set<int> ins_seen;
  for (uint64_t i = 0; i < 10000; ++i) {
    Rng rng(5, kStreamTxn, i);
    const uint64_t w = random_word(rng, {});
    const Decoded d = decode(w);
    ASSERT_FALSE(d.illegal) << std::hex << w << " " << d.reason();
    ASSERT_EQ(encode(d), w);
    const std::string text = disassemble(d);
    const AsmResult a = assemble(text);
    ASSERT_TRUE(a.ok) << text << ": " << a.error;
    EXPECT_EQ(a.word, w) << text;
    EXPECT_EQ(disassemble(a.word), text);
    ins_seen.insert(d.ins);
  }
  EXPECT_EQ(ins_seen.size(), static_cast<size_t>(gen::NUM_INS)) << "10^4 words cover every instruction";
}

// The random transactions put every executing instruction, partial active masks and every ftz
// mode in a sample the size of regress.valhall.sample.
TEST(ValhallGen, SampleCoversExecutingInstructions) {
  std::map<int, unsigned> count;
  unsigned partial = 0, ftz[4] = {};
  for (uint64_t i = 0; i < 20000; ++i) {
    const Item it = random_item(7, i, {});
    if (executes(it.expected.ins) && !it.expected.illegal) ++count[it.expected.ins];
    bool p = false;
    for (const LaneIn& l : it.txn.lane) p |= !l.active;
    partial += p;
    ++ftz[static_cast<unsigned>(it.txn.cfg.ftz)];
  }
  for (int ins : executing_instructions()) {
    EXPECT_GE(count[ins], 30u) << gen::INSTRUCTIONS[ins].name;
  }
  EXPECT_GT(partial, 2000u);
  for (unsigned f : ftz) EXPECT_GT(f, 1000u);
}

// Random runs drive junk into what an instruction does not read, and one word in 16 is an
// arbitrary 64-bit word, so that an RTL reading the wrong operand or mis-decoding an odd word
// fails (vector files from gen hold 0 there instead).
TEST(ValhallGen, RandomItemsCarryJunkAndArbitraryWords) {
  unsigned junk = 0, arbitrary = 0;
  const unsigned n = 20000;
  for (uint64_t i = 0; i < n; ++i) {
    const Item it = random_item(9, i, {});
    Item stripped = it;
    strip_unread_inputs(stripped.txn);
    junk += !same_item(it, stripped);
    const Decoded d = decode(it.txn.word);
    arbitrary += d.illegal || encode(d) != it.txn.word;
  }
  EXPECT_GT(junk, n * 9 / 10) << "items whose unread inputs are not all zero";
  EXPECT_GT(arbitrary, n * 5 / 100);
  EXPECT_LT(arbitrary, n * 8 / 100);
  // With --op the words are the named instructions' only.
  for (uint64_t i = 0; i < 2000; ++i) {
    const Item it = random_item(9, i, {find_instruction("FADD.f32")});
    EXPECT_EQ(it.expected.ins, find_instruction("FADD.f32"));
    EXPECT_FALSE(it.expected.illegal);
  }
}

TEST(ValhallVectorFormat, FormatParsesBack) {
  const std::string path = ::testing::TempDir() + "shaderhw_valhall_roundtrip.vec";
  std::vector<Item> items;
  {
    std::ofstream f(path);
    f << format_header();
    for (uint64_t i = 0; i < 2000; ++i) {
      items.push_back(random_item(3, i, {}));
      f << format_item(items.back());
    }
  }
  const std::vector<Item> back = read_vector_file(path);
  ASSERT_EQ(back.size(), items.size());
  for (size_t i = 0; i < items.size(); ++i) {
    // Random items carry junk in their unread inputs: the format holds every input.
    EXPECT_TRUE(same_item(items[i], back[i])) << "item " << i << "\n" << format_item(items[i])
                                              << "--- read back ---\n" << format_item(back[i]);
  }
}

// Stripping the unread inputs (what gen leaves out of a vector file) does not change what the
// golden model computes, on words with every input random.
TEST(ValhallGen, StrippedInputsDoNotMatter) {
  for (uint64_t i = 0; i < 5000; ++i) {
    Rng rng(11, kStreamTxn, i);
    ExecIn in;
    in.word = random_word(rng, {});
    in.pc = rng.next() & ~7ull;
    for (LaneIn& l : in.lane) {
      for (uint64_t& s : l.src) s = rng.next();
      l.dest_old = rng.next();
      for (uint32_t& s : l.staging) s = rng.next32();
      l.active = rng.below(4) != 0;
    }
    const ExecConfig cfg{static_cast<FtzMode>(rng.below(4))};
    const ExecOut full = execute(in, cfg);
    strip_unread_inputs(in);
    EXPECT_EQ(diff_outputs(full, execute(in, cfg)), "") << disassemble(in.word);
  }
}

TEST(ValhallVectorFormat, ErrorsNameFileAndLine) {
  const struct {
    const char* text;
    const char* message;
  } cases[] = {
      {"", ": empty file"},  // no line to name
      {"shaderhw-vectors 1 attila\n", ":1: bad header"},
      {"shaderhw-vectors 1 valhall\nsrc0 * 1\n", ":2: expected a vector to start"},
      {"shaderhw-vectors 1 valhall\nasm FADD.f32 r1, r2, r3\nsrc0 * 0xZZ\n", ":3:"},
      {"shaderhw-vectors 1 valhall\nasm FADD.f32 r1, r2\n", ":2: cannot assemble"},
      {"shaderhw-vectors 1 valhall\ninsn 0123\n", ":2: bad instruction word"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nexpect write 5 1 0\n", ":3: bad lane list"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nexpect ins NOPE\n", ":3: unknown instruction"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nftz sometimes\n", ":3: unknown ftz mode"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 * i:99999999999\n", ":3:"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nexpect frobnicate *\n", ":3: unknown expectation"},
      // A file that checks nothing is an error, not a pass.
      {"shaderhw-vectors 1 valhall\n", ":1: the file has a header but no vectors"},
      {"shaderhw-vectors 1 valhall\n# none\n\n", ":3: the file has a header but no vectors"},
      // Values that do not fit are rejected, not truncated or saturated.
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 * f:1e999\n", ":3: float 'f:1e999' is out of"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 * i:2147483648\n", ":3: integer 'i:2147483648' is outside"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 * l:99999999999999999999\n", ":3: integer"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 * 18446744073709551616\n", ":3: value"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nstaging * 0x100000000\n", ":3: bad value"},
      {"shaderhw-vectors 1 valhall\nasm NOP\nsrc0 1,2, 0\n", ":3: bad lane list"},
  };
  int i = 0;
  for (const auto& c : cases) {
    const std::string path = ::testing::TempDir() + "shaderhw_valhall_bad" + std::to_string(i++) + ".vec";
    std::ofstream(path) << c.text;
    try {
      read_vector_file(path);
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(path + c.message), std::string::npos)
          << e.what() << " (wanted " << c.message << ")";
    }
  }
}

// The CLI text tools: disasm of words and bytes, asm back, errors with file:line.
TEST(ValhallCli, DisasmAsm) {
  using test::run_shaderhw;
  const std::string words = test::temp_path("valhall_words.txt");
  const std::string text = test::temp_path("valhall_asm.txt");
  // FADD.f32 r1, r2, r3 assembled, then given as the word and as its bytes.
  const AsmResult a = assemble("FADD.f32 r1, r2, r3");
  ASSERT_TRUE(a.ok) << a.error;
  char hex[20];
  std::snprintf(hex, sizeof hex, "%016llX", static_cast<unsigned long long>(a.word));
  test::write_file(words, std::string("# comment\n\n") + hex + "\n" + format_bytes(a.word) + "\n");
  const auto d = run_shaderhw("disasm --isa valhall " + words);
  EXPECT_EQ(d.exit_code, 0) << d.output;
  EXPECT_EQ(d.output, "FADD.f32 r1, r2, r3\nFADD.f32 r1, r2, r3\n");
  test::write_file(text, "FADD.f32 r1, r2, r3\n; comment\nNOP\n");
  const auto s = run_shaderhw("asm --isa valhall " + text);
  EXPECT_EQ(s.exit_code, 0) << s.output;
  char two[40];
  std::snprintf(two, sizeof two, "%016llX\n%016llX\n", static_cast<unsigned long long>(a.word),
                static_cast<unsigned long long>(assemble("NOP").word));
  EXPECT_EQ(s.output, two);
  test::write_file(text, "NOP\nFADD.f32 r1, r2\n");
  const auto bad = run_shaderhw("asm --isa valhall " + text);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find(text + ":2:"), std::string::npos) << bad.output;
  test::write_file(words, "0123\n");
  const auto badw = run_shaderhw("disasm --isa valhall " + words);
  EXPECT_EQ(badw.exit_code, 2);
  EXPECT_NE(badw.output.find(words + ":1:"), std::string::npos) << badw.output;
  test::write_file(words, "1 2 3 4 5 6 7 8\n");
  const auto one_digit = run_shaderhw("disasm --isa valhall " + words);
  EXPECT_EQ(one_digit.exit_code, 2) << one_digit.output;
}

TEST(ValhallCli, GenWritesReadableVectors) {
  const std::string out = test::temp_path("valhall_gen.vec");
  const auto g = test::run_shaderhw("gen --isa valhall --random 300 --seed 9 -o " + out);
  ASSERT_EQ(g.exit_code, 0) << g.output;
  const std::vector<Item> items = read_vector_file(out);
  ASSERT_EQ(items.size(), 300u);
  for (const Item& it : items) {
    EXPECT_EQ(diff_outputs(it.expected, execute(it.txn, it.txn.cfg)), "") << format_item(it);
  }
  const auto again = test::run_shaderhw("gen --isa valhall --random 300 --seed 9 -o -");
  EXPECT_EQ(again.output, test::read_file(out)) << "the same seed gives the same file";
}

}  // namespace
}  // namespace shaderhw::valhall
