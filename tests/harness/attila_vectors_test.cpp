// ATTILA vector files: the golden model against the directed vectors of testvectors/attila (their
// expected values were worked out by hand from docs/attila.md; the RTL runs the same files through
// the directed.attila.* CTests), every opcode appears in them, gen's output reads back, and
// malformed files are rejected with file:line.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <set>

#include "attila/attila_gen.h"
#include "attila/attila_vectors.h"

namespace shaderhw::attila {
namespace {

const char* const kFiles[] = {"simd4", "scalar", "predicate", "fragment", "texture", "fixed",
                              "fixed16", "flow"};

std::string path_of(const char* name) {
  return std::string(SHADERHW_SOURCE_DIR) + "/testvectors/attila/" + name + ".vec";
}

TEST(AttilaDirected, GoldenMatchesEveryVector) {
  std::set<Opcode> seen;
  unsigned n = 0;
  for (const char* f : kFiles) {
    VectorFileSource src(path_of(f));
    Item item;
    while (src.next(item)) {
      const ExecOut out = execute(item.txn, src.config());
      const std::string diff = diff_outputs(item.expected, out);
      EXPECT_EQ(diff, "") << src.name() << ":" << item.origin << "\n"
                          << describe_inputs(item.txn, src.config());
      if (!out.illegal) seen.insert(out.opcode);
      ++n;
    }
  }
  EXPECT_GE(n, 80u);
  EXPECT_EQ(seen.size(), all_opcodes().size()) << "every opcode has a directed vector";
}

// gen's text reads back to the same transactions and expected values.
TEST(AttilaVectorFormat, FormatParsesBack) {
  const ExecConfig cfg;
  const std::string path = ::testing::TempDir() + "shaderhw_attila_roundtrip.vec";
  std::vector<Item> items;
  {
    std::ofstream f(path);
    f << format_header(cfg);
    for (uint64_t i = 0; i < 3000; ++i) {
      Rng rng(5, kStreamTxn, i);
      Item it;
      it.txn = random_exec_in(rng, {}, cfg);
      strip_unread_inputs(it.txn, cfg);
      it.expected = execute(it.txn, cfg);
      f << format_item(it, cfg);
      items.push_back(it);
    }
  }
  VectorFileSource back(path);
  Item b;
  size_t i = 0;
  while (back.next(b)) {
    ASSERT_LT(i, items.size());
    const Item& a = items[i++];
    EXPECT_EQ(a.txn.instr, b.txn.instr) << "vector " << i;
    EXPECT_EQ(diff_outputs(a.expected, b.expected), "") << "vector " << i;
    // The inputs read back: executing them gives the written expectation.
    EXPECT_EQ(diff_outputs(a.expected, execute(b.txn, back.config())), "") << "vector " << i;
  }
  EXPECT_EQ(i, items.size());
}

// Stripping unread inputs does not change what an instruction does.
TEST(AttilaVectorFormat, StrippingKeepsTheResult) {
  const ExecConfig cfg;
  for (uint64_t i = 0; i < 20000; ++i) {
    Rng rng(9, kStreamTxn, i);
    ExecIn in = random_exec_in(rng, {}, cfg);
    const ExecOut full = execute(in, cfg);
    strip_unread_inputs(in, cfg);
    ASSERT_EQ(diff_outputs(full, execute(in, cfg)), "") << "index " << i;
  }
}

std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

void expect_error(const std::string& text, const std::string& line_tag, const std::string& what) {
  const std::string path = write_temp("shaderhw_attila_bad.vec", text);
  try {
    VectorFileSource src(path);
    Item it;
    while (src.next(it)) {
    }
    ADD_FAILURE() << "accepted: " << text;
  } catch (const InputError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find(path + line_tag), std::string::npos) << msg;
    EXPECT_NE(msg.find(what), std::string::npos) << msg;
  }
}

TEST(AttilaVectorFormat, MalformedFilesNameFileAndLine) {
  const std::string h = "shaderhw-vectors 1 attila\n";
  expect_error("", "", "empty file");
  expect_error("shaderhw-vectors 1 fpu\n", ":1:", "bad header");
  expect_error("shaderhw-vectors 2 attila\n", ":1:", "unsupported format version");
  expect_error(h + "src1 * 0 0 0 0\n", ":2:", "expected a vector to start");
  expect_error(h + "asm add r0, r1\n", ":2:", "cannot assemble");
  expect_error(h + "insn 0x1 0x0\nsrc1 * 0 0 0\n", ":3:", "fields");
  expect_error(h + "insn 0x1 0x0\nsrc1 7 0 0 0 0\n", ":3:", "bad lane list");
  expect_error(h + "insn 0x1 0x0\nsrc1 * 0 0 0 zz\n", ":3:", "bad value");
  expect_error(h + "insn 0x1 0x0\nexpect res * 16 0 0 0 0\n", ":3:", "out of range");
  expect_error(h + "insn 0x1 0x0\nexpect color * 1\n", ":3:", "unknown expectation");
  expect_error(h + "insn 0x1 0x0\nbogus 1\n", ":3:", "unknown line");
  expect_error(h + "insn 0x1 0x0\nacc * +1 +2 3 +4\n", ":3:", "bad fixed-point value");
  expect_error(h + "fx 8\ninsn 0x1 0x0\nacc * +1000000000000 0 0 0\n", ":4:", "exceeds 48 bits");
  expect_error(h + "fx 17\n", ":2:", "out of range");
  // A file that checks nothing is an error, not a pass.
  expect_error(h, ":1:", "no vectors");
  expect_error(h + "fx 16\n# nothing\n", ":3:", "no vectors");
  // Values that do not fit are rejected, not truncated or saturated.
  expect_error(h + "insn 0x1 0x0\nsrc1 * f:1e999 0 0 0\n", ":3:", "out of the binary32 range");
  expect_error(h + "insn 0x1 0x0\nsrc1 * f:1e-999 0 0 0\n", ":3:", "underflows to zero");
  expect_error(h + "insn 0x1 0x0\nsrc1 * i:2147483648 0 0 0\n", ":3:", "outside the 32-bit range");
  expect_error(h + "insn 0x1 0x0\nsrc1 * i:-2147483649 0 0 0\n", ":3:", "outside the 32-bit range");
  expect_error(h + "insn 0x1 0x0\nsrc1 * 4294967296 0 0 0\n", ":3:", "exceeds 32 bits");
  expect_error(h + "insn 0x1 0x0\nsrc1 * 0x100000000 0 0 0\n", ":3:", "hex digits");
  expect_error(h + "insn 0x1 0x0\nsrc1 0,1, 0 0 0 0\n", ":3:", "bad lane list");
  expect_error(h + "insn 0x1 0x0\nsrc1 0,0 0 0 0 0\n", ":3:", "bad lane list");
  // A runaway token is cut in the message.
  const std::string long_token(500, 'q');
  expect_error(h + "insn 0x1 0x0\n" + long_token + " 1\n", ":3:", std::string(80, 'q') + "...'");
}

TEST(AttilaVectorFormat, ErrorMessagesCutLongTokens) {
  const std::string path = write_temp("shaderhw_attila_long.vec",
                                      "shaderhw-vectors 1 attila\ninsn 0x1 0x0\n" +
                                          std::string(500, 'q') + " 1\n");
  try {
    VectorFileSource src(path);
    Item it;
    while (src.next(it)) {
    }
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    const std::string msg = e.what();
    EXPECT_EQ(msg.find(std::string(81, 'q')), std::string::npos) << msg;
    EXPECT_LT(msg.size(), 300u) << msg;
  }
}

}  // namespace
}  // namespace shaderhw::attila
