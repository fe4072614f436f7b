// shaderhw with --isa attila: disasm/asm on the worked encodings of docs/attila.md, generated vector files
// that replay, one altered expected value failing on exactly its vector with a trace window, and
// bad input naming file and line.
#include <gtest/gtest.h>

#include "test_util.h"

namespace shaderhw::test {
namespace {

// docs/attila.md 7.1 and 7.2: the encodings and the assembly are both written there.
constexpr const char* kWorkedWords =
    "# docs/attila.md 7.1 and 7.2\n"
    "0x000000BBC0965C13 0x008703551104E402\n"
    "0x0000006103A60001 0x3FC000000001E406\n";

TEST(AttilaCli, DisasmOfTheNotesEncodings) {
  const std::string in = temp_path("attila_words.txt");
  write_file(in, kWorkedWords);
  const CmdResult r = run_shaderhw("disasm --isa attila -i " + in);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("add o1.yz, |r6.wzyx|, -1.5"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("mad_sat r4.xzw, -r2.wzyx, c17.y, -|i3.zxyw|"), std::string::npos)
      << r.output;
}

TEST(AttilaCli, AsmDisasmRoundTripThroughTheCommandLine) {
  const std::string words = temp_path("attila_rt_words.txt");
  write_file(words, kWorkedWords);
  const std::string text = temp_path("attila_rt.s");
  ASSERT_EQ(run_shaderhw("disasm --isa attila -i " + words + " -o " + text).exit_code, 0);
  const CmdResult back = run_shaderhw("asm --isa attila -i " + text);
  ASSERT_EQ(back.exit_code, 0) << back.output;
  EXPECT_NE(back.output.find("0x0000006103A60001 0x3FC000000001E406"), std::string::npos)
      << back.output;
}

TEST(AttilaCli, AsmErrorNamesFileAndLine) {
  const std::string src = temp_path("attila_bad.s");
  write_file(src, "add r0, r1, r2\n\nfrobnicate r1, r2\n");
  const CmdResult r = run_shaderhw("asm --isa attila -i " + src);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(src + ":3"), std::string::npos) << r.output;
}

TEST(AttilaCli, GeneratedFileReplaysWithCoverage) {
  const std::string vec = temp_path("attila_gen.vec");
  ASSERT_EQ(run_shaderhw("gen --isa attila --random 400 --seed 5 -o " + vec).exit_code, 0);
  const CmdResult r = run_shaderhw("run --isa attila --vectors " + vec + " --backpressure 0.3");
  EXPECT_TRUE(all_passed(r, 400));
  EXPECT_NE(r.output.find("opcodes covered"), std::string::npos);
}

// The 7.2 vector of simd4.vec with its z result changed from 0.5 to 0.75: the run fails on that
// vector only, names the line where the vector starts, and writes the trace window.
TEST(AttilaCli, AlteredDirectedVectorFailsOnItsLineWithTrace) {
  std::string text = read_file(std::string(SHADERHW_SOURCE_DIR) + "/testvectors/attila/simd4.vec");
  const std::string good = "expect res * 6 0 f:1.5 f:0.5 0";
  const size_t at = text.find(good);
  ASSERT_NE(at, std::string::npos) << "simd4.vec no longer holds the 7.2 vector";
  text.replace(at, good.size(), "expect res * 6 0 f:1.5 f:0.75 0");
  const size_t start = text.rfind("\nasm add o1.yz", at);
  ASSERT_NE(start, std::string::npos);
  size_t line = 2;  // the line after the newline at `start`
  for (size_t i = 0; i < start; ++i) line += text[i] == '\n';
  const std::string bad = temp_path("attila_simd4_bad.vec");
  write_file(bad, text);
  const std::string fst = temp_path("attila_fail.fst");
  std::remove(fst.c_str());
  const CmdResult r = run_shaderhw("run --isa attila --vectors " + bad + " --trace-on-fail " + fst);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  unsigned long long p = 0, f = 0, s = 0;
  ASSERT_TRUE(closing_line(r.output, p, f, s)) << r.output;
  EXPECT_EQ(f, 1u);
  EXPECT_NE(r.output.find("MISMATCH " + bad + ":" + std::to_string(line) + " "), std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("lane0.res.z"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("waveform of the first mismatch: " + fst), std::string::npos) << r.output;
  EXPECT_TRUE(file_nonempty(fst));
}

TEST(AttilaCli, MalformedVectorFileNamesFileAndLine) {
  const std::string path = temp_path("attila_malformed.vec");
  write_file(path, "shaderhw-vectors 1 attila\nasm add r0, r1, r2\nsrc1 * f:1 f:2 f:x 0\n");
  const CmdResult r = run_shaderhw("run --isa attila --vectors " + path);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(path + ":3"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("passed,"), std::string::npos) << r.output;
}

}  // namespace
}  // namespace shaderhw::test
