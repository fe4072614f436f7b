// shaderhw with --isa r500: disasm/asm on the worked encodings of docs/r500.md 11, the asm/disasm
// round trip of every instruction the generator makes, an illegal word (exit 1), generated
// vector files that replay with coverage, one altered expected value failing on exactly its
// vector with a trace window, bad input naming file and line; and whole programs through exec.
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "test_util.h"

namespace shaderhw::test {
namespace {

// docs/r500.md 11.1 (MAD with presubtract and saturation) and 11.4 (TEX LD): words and
// assembly are both written there.
constexpr const char* kWorkedWords =
    "# docs/r500.md 11.1 and 11.4\n"
    "00187800 C0141400 C0141400 00442223 0068F020 1C222020\n"
    "W0 00007803 W1 02400000 W2 E401E400 W3 0 W4 0 W5 0\n";

TEST(R500Cli, DisasmOfTheWorkedEncodings) {
  const std::string in = temp_path("r500_words.txt");
  write_file(in, kWorkedWords);
  const CmdResult r = run_shaderhw("disasm --isa r500 -i " + in);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::istringstream lines(r.output);
  std::string first, second;
  std::getline(lines, first);
  std::getline(lines, second);
  // Type first, then the RGB and alpha opcodes (ALU/OUT) or the texture opcode (TEX).
  EXPECT_EQ(first.rfind("ALU MAD MAD", 0), 0u) << r.output;
  EXPECT_EQ(second.rfind("TEX LD", 0), 0u) << r.output;
}

TEST(R500Cli, IllegalWordPrintsIllegalAndExitsOne) {
  const std::string in = temp_path("r500_illegal.txt");
  // RGB_OP 6 is reserved (docs/r500.md 5.1): W5[3:0] of an ALU instruction.
  write_file(in, "00000000 00000000 00000000 00000000 00000000 00000006\n");
  const CmdResult r = run_shaderhw("disasm --isa r500 -i " + in);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("illegal"), std::string::npos) << r.output;
}

// Every legal instruction the generator makes goes through disasm and asm back to its words.
TEST(R500Cli, AsmDisasmRoundTripOfGeneratedInstructions) {
  const std::string vec = temp_path("r500_rt.vec");
  ASSERT_EQ(
      run_shaderhw("gen --isa r500 --random 3000 --seed 4 --op alu --op out --op tex --op fc -o " +
                   vec)
          .exit_code,
      0);
  std::istringstream in(read_file(vec));
  std::string line, words_text;
  std::vector<std::string> words;
  while (std::getline(in, line)) {
    if (line.rfind("insn ", 0) == 0) {
      words.push_back(line.substr(5));
      words_text += line.substr(5) + "\n";
    }
  }
  ASSERT_EQ(words.size(), 3000u);
  const std::string wfile = temp_path("r500_rt_words.txt");
  write_file(wfile, words_text);
  const std::string sfile = temp_path("r500_rt.s");
  const CmdResult d = run_shaderhw("disasm --isa r500 -i " + wfile + " -o " + sfile);
  ASSERT_EQ(d.exit_code, 0) << d.output;
  const CmdResult a = run_shaderhw("asm --isa r500 -i " + sfile);
  ASSERT_EQ(a.exit_code, 0) << a.output;
  std::istringstream back(a.output);
  size_t n = 0;
  while (std::getline(back, line) && n < words.size()) {
    EXPECT_EQ(line, words[n]) << "instruction " << n;
    ++n;
  }
  EXPECT_EQ(n, words.size());
}

TEST(R500Cli, AsmErrorNamesFileAndLine) {
  const std::string src = temp_path("r500_bad.s");
  write_file(src, "ALU MAD MAD\n\nALU FROB MAD\n");
  const CmdResult r = run_shaderhw("asm --isa r500 -i " + src);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(src + ":3"), std::string::npos) << r.output;
}

TEST(R500Cli, GeneratedFileReplaysWithCoverage) {
  const std::string vec = temp_path("r500_gen.vec");
  ASSERT_EQ(run_shaderhw("gen --isa r500 --random 400 --seed 5 -o " + vec).exit_code, 0);
  const CmdResult r = run_shaderhw("run --isa r500 --vectors " + vec + " --backpressure 0.3");
  EXPECT_TRUE(all_passed(r, 400));
  EXPECT_NE(r.output.find("opcodes covered"), std::string::npos) << r.output;
}

// A generated file with one expected result value changed: the run fails on that vector only,
// names the line where the vector starts, and writes the trace window.
TEST(R500Cli, AlteredExpectedValueFailsOnItsLineWithTrace) {
  const std::string vec = temp_path("r500_alter.vec");
  ASSERT_EQ(run_shaderhw("gen --isa r500 --random 300 --seed 8 --op alu -o " + vec).exit_code, 0);
  std::string text = read_file(vec);
  // The 100th `expect result` line: flip the lowest bit of its first value.
  size_t at = 0;
  for (int k = 0; k < 100; ++k) {
    at = text.find("\nexpect result ", at + 1);
    ASSERT_NE(at, std::string::npos);
  }
  const size_t value = text.find(" 0x", at + 15) + 3;  // after "expect result <pixels>"
  const size_t end = text.find_first_of(" \n", value);
  char& c = text[end - 1];
  c = static_cast<char>(c == '0' ? '1' : c == '1' ? '0' : c == 'F' ? 'E' : (c ^ 1));
  const size_t start = text.rfind("\ninsn ", at);
  ASSERT_NE(start, std::string::npos);
  size_t line = 2;  // the line after the newline at `start`
  for (size_t i = 0; i < start; ++i) line += text[i] == '\n';
  const std::string bad = temp_path("r500_alter_bad.vec");
  write_file(bad, text);
  const std::string fst = temp_path("r500_fail.fst");
  std::remove(fst.c_str());
  const CmdResult r = run_shaderhw("run --isa r500 --vectors " + bad + " --trace-on-fail " + fst);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  unsigned long long p = 0, f = 0, s = 0;
  ASSERT_TRUE(closing_line(r.output, p, f, s)) << r.output;
  EXPECT_EQ(f, 1u);
  EXPECT_EQ(p, 299u);
  EXPECT_NE(r.output.find("MISMATCH " + bad + ":" + std::to_string(line) + " "), std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find(".result."), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("waveform of the first mismatch: " + fst), std::string::npos) << r.output;
  EXPECT_TRUE(file_nonempty(fst));
}

TEST(R500Cli, MalformedVectorFilesNameFileAndLine) {
  const struct {
    const char* name;
    const char* text;
    int line;
    const char* message;
  } cases[] = {
      {"bad_value", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0 0\nrgb0 * f:1 f:2 f:x\n", 3,
       "bad float"},
      {"bad_pixels", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0 0\nalpha1 4 0x1\n", 3, "lane list"},
      {"bad_channels", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0 0\npred * ar\n", 3, "channel list"},
      {"few_words", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0\n", 2, "bad instruction word"},
      {"bad_asm", "shaderhw-vectors 1 r500\nasm ALU FROB MAD\n", 2, "cannot assemble"},
      {"bad_expect", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0 0\n\nexpect temp * rgba 1 2 3\n", 4,
       "expect temp"},
      {"unknown_key", "shaderhw-vectors 1 r500\ninsn 0 0 0 0 0 0\nsrc0 * 1\n", 3, "unknown line"},
  };
  for (const auto& c : cases) expect_vector_file_rejected("r500", c.name, c.text, c.line, c.message);
}

// Whole programs: random programs in lock step, and a generated program replayed from its files.
TEST(R500Cli, ExecRandomProgramsAgree) {
  const CmdResult r = run_shaderhw("exec --isa r500 --programs 40 --seed 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  unsigned long long p = 0, f = 0, s = 0;
  ASSERT_TRUE(closing_line(r.output, p, f, s)) << r.output;
  EXPECT_EQ(p, 40u);
  EXPECT_EQ(f, 0u);
}

TEST(R500Cli, GeneratedProgramReplaysThroughExec) {
  const std::string prog = temp_path("r500_prog.txt");
  ASSERT_EQ(run_shaderhw("gen --isa r500 --programs 1 --seed 21 -o " + prog).exit_code, 0);
  ASSERT_TRUE(file_nonempty(prog + ".inputs"));
  const CmdResult r = run_shaderhw("exec --isa r500 " + prog + " --inputs " + prog + ".inputs");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("px3"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 passed, 0 failed"), std::string::npos) << r.output;
  const CmdResult many = run_shaderhw("exec --isa r500 " + prog + " --random 5 --seed 2 -q");
  EXPECT_NE(many.output.find("5 passed, 0 failed"), std::string::npos) << many.output;
}

// docs/r500.md 11.3 (OUT: an exact copy of temporary 4 to render target 0, every channel) as a
// one-instruction program: each pixel's output is its temporary 4, bit for bit.
TEST(R500Cli, ExecPrintsEachPixelsOutputs) {
  const std::string prog = temp_path("r500_copy.txt");
  write_file(prog, "00078005 08020004 08020004 1C440220 1C60C003 20490005\n");
  const std::string in = temp_path("r500_copy.inputs");
  write_file(in,
             "shaderhw-inputs 1 r500\ntemp * 4 0x3E4CCCCD 0xBFC00000 0x40400000 0x80000000\n"
             "temp 2 4 f:1 f:2 f:3 f:4\n");
  const CmdResult r = run_shaderhw("exec --isa r500 " + prog + " --inputs " + in);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("px0:  out0.rgba 0x3E4CCCCD 0xBFC00000 0x40400000 0x80000000"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("px2:  out0.rgba 0x3F800000 0x40000000 0x40400000 0x40800000"),
            std::string::npos)
      << r.output;
}

TEST(R500Cli, ExecBadInputNamesFileAndLine) {
  const std::string prog = temp_path("r500_badprog.txt");
  write_file(prog,
             "# a comment\n00078005 08020004 08020004 1C440220 1C60C003 20490005\n0 0 0 zz 0 0\n");
  CmdResult r = run_shaderhw("exec --isa r500 " + prog);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(prog + ":3"), std::string::npos) << r.output;
  const std::string good = temp_path("r500_goodprog.txt");
  write_file(good, "00078005 08020004 08020004 1C440220 1C60C003 20490005\n");
  const std::string in = temp_path("r500_bad.inputs");
  write_file(in, "shaderhw-inputs 1 r500\nconst 3 f:1 f:2 f:3\n");
  r = run_shaderhw("exec --isa r500 " + good + " --inputs " + in);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(in + ":2"), std::string::npos) << r.output;
  EXPECT_EQ(run_shaderhw("exec --isa fpu " + good).exit_code, 2);
  EXPECT_EQ(run_shaderhw("exec --isa r500").exit_code, 2);
}

}  // namespace
}  // namespace shaderhw::test
