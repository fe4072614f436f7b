// shaderhw with --isa tgsi (harness/tgsi): asm/disasm round trips on the programs the generator
// makes; exec of a directed program whose OUT lines are worked by hand from docs/tgsi.md, with an
// inputs file, in text form (with and without --text) and as tokens; errors naming file:line for
// malformed token, text, inputs and vector files; random runs with and without back-pressure, and
// their waveform (--trace); the directed vector files, and one of them with an altered expected
// output failing on exactly that program and output and writing the waveform of the failure
// (--trace-on-fail).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../harness/test_util.h"  // run_shaderhw (tests/tgsi/test_util.h is another file)

namespace shaderhw::test {
namespace {

std::vector<std::string> nonblank_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) out.push_back(line);
  }
  return out;
}

// The token words of a program file written by `gen --programs` (one per line, '#' comments).
std::vector<std::string> token_words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const size_t h = line.find('#');
    std::istringstream ws(line.substr(0, h));
    std::string w;
    while (ws >> w) out.push_back(w);
  }
  return out;
}

// An FST file as GTKWave's writer makes it (fstapi.c): a header block first, type FST_BL_HDR (0),
// its length 329 as a big-endian 64-bit word, start and end time, then the endianness test value
// e as a native double.
::testing::AssertionResult is_fst(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  unsigned char h[33] = {};
  if (!f.read(reinterpret_cast<char*>(h), sizeof h))
    return ::testing::AssertionFailure() << path << ": missing or shorter than an FST header";
  uint64_t length = 0;
  for (int i = 1; i <= 8; ++i) length = length << 8 | h[i];
  double e;
  std::memcpy(&e, h + 25, sizeof e);
  if (h[0] != 0 || length != 329 || std::fabs(e - M_E) > 1e-12)
    return ::testing::AssertionFailure() << path << ": not an FST header";
  return ::testing::AssertionSuccess();
}

// Every program of the generator (a sample of seeds and indices) through disasm and asm back to
// its tokens, from a file and from standard input.
TEST(TgsiCli, AsmDisasmRoundTripOfGeneratedPrograms) {
  const std::string dir = temp_path("tgsi_rt");
  ASSERT_EQ(run_shaderhw("gen --isa tgsi --programs 60 --seed 9 -o " + dir).exit_code, 0);
  for (int k = 0; k < 60; ++k) {
    char name[32];
    std::snprintf(name, sizeof name, "/program_%05d.txt", k);
    const std::string prog = dir + name;
    const std::vector<std::string> tokens = token_words(read_file(prog));
    ASSERT_GT(tokens.size(), 3u) << prog;
    const std::string text = temp_path("tgsi_rt.txt");
    const CmdResult d = run_shaderhw("disasm --isa tgsi " + prog + " -o " + text);
    ASSERT_EQ(d.exit_code, 0) << prog << "\n" << d.output;
    const CmdResult a = run_shaderhw("asm --isa tgsi " + text);
    ASSERT_EQ(a.exit_code, 0) << prog << "\n" << a.output;
    EXPECT_EQ(nonblank_lines(a.output), tokens) << prog;
    // Standard input: the whole text at once, no empty lines.
    const CmdResult s = run_shaderhw("disasm --isa tgsi - < " + prog);
    ASSERT_EQ(s.exit_code, 0) << s.output;
    EXPECT_EQ(nonblank_lines(s.output), nonblank_lines(read_file(text))) << prog;
    EXPECT_EQ(nonblank_lines(s.output).size(),
              static_cast<size_t>(std::count(s.output.begin(), s.output.end(), '\n')))
        << "no empty lines from standard input\n" << s.output;
  }
}

// asm: one 8-digit token per line; a text with an error names its file and line.
TEST(TgsiCli, AsmPrintsOneTokenPerLineAndNamesBadLines) {
  const std::string src = temp_path("tgsi_asm.txt");
  // docs/tgsi.md 3: VERSION 1.1 = 0x00000101; HEADER HeaderSize 2, BodySize 1 = 0x00000102;
  // PROCESSOR FRAGMENT = 0; then the one token of NOP.
  write_file(src, "; a comment\nFRAG\nNOP\n");
  const CmdResult r = run_shaderhw("asm --isa tgsi " + src);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> lines = nonblank_lines(r.output);
  ASSERT_EQ(lines.size(), 4u) << r.output;
  for (const std::string& l : lines) EXPECT_EQ(l.size(), 8u) << r.output;
  EXPECT_EQ(lines[0], "00000101");
  EXPECT_EQ(lines[1], "00000102");
  EXPECT_EQ(lines[2], "00000000");
  const std::string bad = temp_path("tgsi_asm_bad.txt");
  write_file(bad, "FRAG\nDCL IN[0]\n\nFROB TEMP[0], IN[0]\n");
  const CmdResult e = run_shaderhw("asm --isa tgsi " + bad);
  EXPECT_EQ(e.exit_code, 2) << e.output;
  EXPECT_NE(e.output.find(bad + ":4"), std::string::npos) << e.output;
}

// A directed program, its outputs worked by hand from docs/tgsi.md:
//   TEMP[0] = IN[0] * CONST[0].x + IN[1]     (MAD, 8.1; two roundings, all exact here)
//   OUT[0].x = DP3(TEMP[0], IN[1])           (8.3: (t.x*i.x + t.y*i.y) + t.z*i.z)
//   OUT[0].yzw = -TEMP[0]                    (9.4 step 2, write mask 10.1)
//   OUT[1] = SLT(IN[0], IN[1])               (8.2)
// with IN[0] = (1, 2, 3, 4) in every pixel, CONST[0].x = 2, and IN[1] per pixel: p0 (0, 0, 0, 0),
// p1 (1, 1, 1, 1), p2 (-1, 2, 0.5, 8), p3 not given (0). So TEMP[0] is p0 (2, 4, 6, 8),
// p1 (3, 5, 7, 9), p2 (1, 6, 6.5, 16), p3 (2, 4, 6, 8); DP3 is p0 0, p1 3 + 5 + 7 = 15,
// p2 (-1 + 12) + 3.25 = 14.25, p3 0; SLT is 1.0 only in p2.w (4 < 8).
constexpr const char* kDirected =
    "# docs/tgsi.md 8.1-8.3, 9.4, 10.1\n"
    "FRAG\n"
    "DCL IN[0..1]\n"
    "DCL CONST[0]\n"
    "DCL OUT[0..1]\n"
    "DCL TEMP[0]\n"
    "MAD TEMP[0], IN[0], CONST[0].xxxx, IN[1]\n"
    "DP3 OUT[0].x, TEMP[0], IN[1]\n"
    "MOV OUT[0].yzw, -TEMP[0]\n"
    "SLT OUT[1], IN[0], IN[1]\n";
constexpr const char* kDirectedInputs =
    "# IN[1] p3 is not given: 0\n"
    "IN[0] * 3f800000 40000000 40400000 40800000\n"
    "IN[1] p0 00000000 00000000 00000000 00000000\n"
    "IN[1] p1 3f800000 3f800000 3f800000 3f800000\n"
    "IN[1] p2 f:-1 f:2 f:0.5 f:8\n"
    "CONST[0] 40000000 00000000 00000000 00000000\n";
const char* const kDirectedOut[] = {
    "OUT[0] p0 00000000 c0800000 c0c00000 c1000000",
    "OUT[0] p1 41700000 c0a00000 c0e00000 c1100000",
    "OUT[0] p2 41640000 c0c00000 c0d00000 c1800000",
    "OUT[0] p3 00000000 c0800000 c0c00000 c1000000",
    "OUT[1] p0 00000000 00000000 00000000 00000000",
    "OUT[1] p1 00000000 00000000 00000000 00000000",
    "OUT[1] p2 00000000 00000000 00000000 3f800000",
    "OUT[1] p3 00000000 00000000 00000000 00000000",
};

void expect_directed_outputs(const CmdResult& r) {
  EXPECT_EQ(r.exit_code, 0) << r.output;
  for (const char* line : kDirectedOut)
    EXPECT_NE(r.output.find(std::string("\n") + line + "\n"), std::string::npos)
        << line << "\n" << r.output;
  EXPECT_NE(r.output.find("1 passed, 0 failed"), std::string::npos) << r.output;
}

TEST(TgsiCli, ExecDirectedProgramTextAndTokensWithInputsFile) {
  const std::string prog = temp_path("tgsi_directed.txt");
  const std::string inputs = temp_path("tgsi_directed.inputs");
  write_file(prog, kDirected);
  write_file(inputs, kDirectedInputs);
  expect_directed_outputs(run_shaderhw("exec --isa tgsi " + prog + " --inputs " + inputs));
  // The same program as token words (asm's output) gives the same lines.
  const std::string tokens = temp_path("tgsi_directed.tok");
  const CmdResult a = run_shaderhw("asm --isa tgsi " + prog + " -o " + tokens);
  ASSERT_EQ(a.exit_code, 0) << a.output;
  expect_directed_outputs(run_shaderhw("exec --isa tgsi " + tokens + " --inputs " + inputs));
  // Without inputs every register is 0: every output is then +0 except -TEMP[0] = -0.
  const CmdResult z = run_shaderhw("exec --isa tgsi " + tokens);
  EXPECT_EQ(z.exit_code, 0) << z.output;
  EXPECT_NE(z.output.find("OUT[0] p3 00000000 80000000 80000000 80000000"), std::string::npos)
      << z.output;
  // Random initial states of the same program, RTL against golden.
  const CmdResult rnd = run_shaderhw("exec --isa tgsi " + tokens + " --random 20 --seed 4 -q");
  EXPECT_NE(rnd.output.find("20 passed, 0 failed"), std::string::npos) << rnd.output;
}

// exec --text: the text form of a program gives the lines its tokens give; a text with a syntax
// error stops with file:line (exit 2), a token file is not taken for text, and --text belongs to
// a single TGSI program.
TEST(TgsiCli, ExecTextFormMatchesTokensAndNamesBadLines) {
  const std::string prog = temp_path("tgsi_text.txt");
  const std::string inputs = temp_path("tgsi_text.inputs");
  const std::string tokens = temp_path("tgsi_text.tok");
  write_file(prog, kDirected);
  write_file(inputs, kDirectedInputs);
  ASSERT_EQ(run_shaderhw("asm --isa tgsi " + prog + " -o " + tokens).exit_code, 0);
  const auto out_lines = [](const std::string& output) {
    std::vector<std::string> lines;
    for (const std::string& l : nonblank_lines(output))
      if (l.rfind("OUT[", 0) == 0) lines.push_back(l);
    return lines;
  };
  const CmdResult t = run_shaderhw("exec --isa tgsi " + prog + " --text --inputs " + inputs);
  const CmdResult h = run_shaderhw("exec --isa tgsi " + tokens + " --inputs " + inputs);
  expect_directed_outputs(t);
  expect_directed_outputs(h);
  EXPECT_EQ(out_lines(t.output).size(), std::size(kDirectedOut)) << t.output;
  EXPECT_EQ(out_lines(t.output), out_lines(h.output));

  const std::string bad = temp_path("tgsi_text_bad.txt");
  write_file(bad, "FRAG\n# a comment\nDCL IN[0]\nDCL OUT[0]\nMOV OUT[0] IN[0]\n");
  const CmdResult e = run_shaderhw("exec --isa tgsi " + bad + " --text");
  EXPECT_EQ(e.exit_code, 2) << e.output;
  EXPECT_NE(e.output.find(bad + ":5:"), std::string::npos) << e.output;
  EXPECT_EQ(e.output.find("passed,"), std::string::npos) << e.output;

  const CmdResult w = run_shaderhw("exec --isa tgsi " + tokens + " --text");
  EXPECT_EQ(w.exit_code, 2) << w.output;
  EXPECT_NE(w.output.find(tokens + ":1:"), std::string::npos) << w.output;
  EXPECT_NE(w.output.find("text form"), std::string::npos) << w.output;

  const CmdResult p = run_shaderhw("exec --isa tgsi --programs 2 --text");
  EXPECT_EQ(p.exit_code, 2) << p.output;
  EXPECT_NE(p.output.find("--text"), std::string::npos) << p.output;
  const CmdResult r5 = run_shaderhw("exec --isa r500 " + tokens + " --text");
  EXPECT_EQ(r5.exit_code, 2) << r5.output;
  EXPECT_NE(r5.output.find("--text applies to --isa tgsi"), std::string::npos) << r5.output;
}

TEST(TgsiCli, ExecRandomProgramsAgree) {
  const CmdResult r = run_shaderhw("exec --isa tgsi --programs 40 --seed 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("40 passed, 0 failed"), std::string::npos) << r.output;
}

TEST(TgsiCli, GeneratedProgramReplaysThroughExec) {
  const std::string prog = temp_path("tgsi_prog.txt");
  ASSERT_EQ(run_shaderhw("gen --isa tgsi --programs 1 --seed 21 -o " + prog).exit_code, 0);
  ASSERT_TRUE(file_nonempty(prog + ".inputs"));
  const CmdResult r = run_shaderhw("exec --isa tgsi " + prog + " --inputs " + prog + ".inputs");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find(" p3 "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 passed, 0 failed"), std::string::npos) << r.output;
}

// Malformed token, program and inputs files stop exec with file:line and exit 2.
TEST(TgsiCli, ExecBadInputNamesFileAndLine) {
  const struct {
    const char* name;
    const char* program;
    const char* inputs;  // nullptr: none
    const char* bad;     // "program" or "inputs": the file the error names
    int line;
    const char* message;
  } cases[] = {
      {"bad_word", "00000101\n00001002\n# comment\n00000000 0xZZ\n", nullptr, "program", 4,
       "bad token word"},
      {"truncated", "00000101\n00001003\n00000000\n", nullptr, "program", 3, "TRUNCATED"},
      {"bad_text", "FRAG\nDCL IN[0]\nADD TEMP[0], IN[0], IN[0]\n", nullptr, "program", 3,
       "UNDECLARED"},
      {"inputs_fields", kDirected, "# c\nIN[0] * 1 2 3 4\nCONST[0] 1 2 3\n", "inputs", 3,
       "CONST[i] x y z w"},
      {"inputs_pixel", kDirected, "IN[1] p4 1 2 3 4\n", "inputs", 1, "bad pixel"},
      {"inputs_value", kDirected, "\nIN[0] * 1 2 3 fred\n", "inputs", 2, "bad value"},
      {"inputs_register", kDirected, "IN[32] * 1 2 3 4\n", "inputs", 1, "outside IN[0..31]"},
      {"inputs_twice", kDirected, "IN[0] * 1 2 3 4\nIN[0] p2 1 2 3 4\n", "inputs", 2,
       "given twice"},
      {"inputs_key", kDirected, "OUT[0] * 1 2 3 4\n", "inputs", 1, "unknown line"},
  };
  for (const auto& c : cases) {
    const std::string prog = temp_path(std::string("tgsi_bad_") + c.name + ".prog");
    const std::string inputs = temp_path(std::string("tgsi_bad_") + c.name + ".inputs");
    write_file(prog, c.program);
    std::string args = "exec --isa tgsi " + prog;
    if (c.inputs) {
      write_file(inputs, c.inputs);
      args += " --inputs " + inputs;
    }
    const CmdResult r = run_shaderhw(args);
    const std::string file = std::string(c.bad) == "program" ? prog : inputs;
    EXPECT_EQ(r.exit_code, 2) << c.name << "\n" << r.output;
    EXPECT_NE(r.output.find(file + ":" + std::to_string(c.line) + ":"), std::string::npos)
        << c.name << "\n" << r.output;
    EXPECT_NE(r.output.find(c.message), std::string::npos) << c.name << "\n" << r.output;
    EXPECT_EQ(r.output.find("passed,"), std::string::npos) << "no silent pass: " << c.name;
  }
}

TEST(TgsiCli, DisasmOfAMalformedTokenFileNamesFileAndLine) {
  const std::string words = temp_path("tgsi_bad_words.tok");
  write_file(words, "00000101\n00001002\n00000000 ZZ\n");
  const CmdResult r = run_shaderhw("disasm --isa tgsi " + words);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(words + ":3:"), std::string::npos) << r.output;
}

TEST(TgsiCli, RandomRunsWithAndWithoutBackpressure) {
  for (const char* bp : {"", " --backpressure 0.4"}) {
    const CmdResult r = run_shaderhw(std::string("run --isa tgsi --random 120 --seed 5") + bp);
    EXPECT_TRUE(all_passed(r, 120)) << bp;
    EXPECT_NE(r.output.find("opcodes covered"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("IF+loop nesting depth"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("extension tokens"), std::string::npos) << r.output;
  }
  // The cap applies to TGSI's share of --isa all only (what keeps `run --isa all --random
  // 1000000` short); --isa tgsi alone runs every program it is asked for.
  const CmdResult c = run_shaderhw("run --isa tgsi --random 12 --seed 2 --tgsi-max-programs 7");
  EXPECT_TRUE(all_passed(c, 12));
  EXPECT_EQ(c.output.find("capped"), std::string::npos) << c.output;
  const CmdResult all = run_shaderhw("run --isa all --random 12 --seed 2 --tgsi-max-programs 7");
  EXPECT_EQ(all.exit_code, 0) << all.output;
  EXPECT_NE(all.output.find("--isa all: --random 12 capped at 7 programs"), std::string::npos)
      << all.output;
  // --trace-on-fail costs nothing when all passes: no waveform; --trace writes the whole run.
  const std::string fst = temp_path("tgsi.fst");
  std::remove(fst.c_str());
  const CmdResult t = run_shaderhw("run --isa tgsi --random 5 --seed 2 --trace-on-fail " + fst);
  EXPECT_TRUE(all_passed(t, 5));
  EXPECT_EQ(t.output.find("waveform"), std::string::npos) << t.output;
  EXPECT_FALSE(file_nonempty(fst));
  const CmdResult w = run_shaderhw("run --isa tgsi --random 3 --seed 2 --backpressure 0.3 --trace " + fst);
  EXPECT_TRUE(all_passed(w, 3));
  EXPECT_NE(w.output.find("waveform of the whole run: " + fst), std::string::npos) << w.output;
  EXPECT_TRUE(is_fst(fst));
}

TEST(TgsiCli, GeneratedVectorFileReplays) {
  const std::string vec = temp_path("tgsi_gen.vec");
  ASSERT_EQ(run_shaderhw("gen --isa tgsi --random 40 --seed 6 -o " + vec).exit_code, 0);
  EXPECT_TRUE(all_passed(run_shaderhw("run --isa tgsi --vectors " + vec + " --backpressure 0.3"), 40));
}

// The directed vector files of testvectors/tgsi pass; one of them with one expected output value
// altered fails on exactly that program, naming its line and the output, and writes the waveform
// of that program (the acceptance line).
TEST(TgsiCli, AlteredExpectedOutputFailsNamingProgramAndOutput) {
  const std::string dir = std::string(SHADERHW_SOURCE_DIR) + "/testvectors/tgsi/";
  for (const char* group : {"arith", "modifiers", "flow", "integer"}) {
    const CmdResult r = run_shaderhw("run --isa tgsi --vectors " + dir + group + ".vec");
    EXPECT_EQ(r.exit_code, 0) << group << "\n" << r.output;
  }
  std::string text = read_file(dir + "arith.vec");
  const std::string line = "expect OUT[3] p2 41100000 41900000 41d80000 42100000";
  const size_t at = text.find(line);
  ASSERT_NE(at, std::string::npos);
  text[at + line.size() - 10] = '1';  // 41d80000 -> 41d80001 (z of OUT[3] in pixel 2)
  const size_t start = text.rfind("\nprogram ", at);
  ASSERT_NE(start, std::string::npos);
  size_t program_line = 2;
  for (size_t i = 0; i < start; ++i) program_line += text[i] == '\n';
  const std::string bad = temp_path("tgsi_arith_altered.vec");
  write_file(bad, text);
  const std::string fst = temp_path("tgsi_fail.fst");
  std::remove(fst.c_str());
  const CmdResult r = run_shaderhw("run --isa tgsi --vectors " + bad + " --trace-on-fail " + fst);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  unsigned long long p = 0, f = 0, s = 0;
  ASSERT_TRUE(closing_line(r.output, p, f, s)) << r.output;
  EXPECT_EQ(f, 1u);
  EXPECT_GE(p, 2u);
  EXPECT_NE(r.output.find("MISMATCH " + bad + ":" + std::to_string(program_line) + " "),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("program add_sub_mul_mad"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("first difference: OUT[3] p2: the file expects 41100000 41900000 "
                          "41d80001 42100000, RTL 41100000 41900000 41d80000 42100000"),
            std::string::npos)
      << r.output;
  // The waveform of the failing program, re-run alone with the cycles of the run.
  EXPECT_NE(r.output.find("waveform of the first mismatch: " + fst + " (cycles "),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find(": program add_sub_mul_mad (8.1"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("did not fail the same way"), std::string::npos) << r.output;
  EXPECT_TRUE(is_fst(fst));
}

TEST(TgsiCli, MalformedVectorFilesNameFileAndLine) {
  const struct {
    const char* name;
    const char* text;
    int line;
    const char* message;
  } cases[] = {
      {"header", "shaderhw-vectors 1 r500\n", 1, "bad header"},
      {"no_program", "shaderhw-vectors 1 tgsi\nasm FRAG\n", 2, "program <name>"},
      {"bad_asm", "shaderhw-vectors 1 tgsi\nprogram p\nasm FRAG\nasm FROB\n", 4, "cannot assemble"},
      {"bad_expect",
       "shaderhw-vectors 1 tgsi\nprogram p\nasm FRAG\nasm DCL OUT[0]\n\nexpect OUT[0] * 1 2 3\n", 6,
       "expect OUT[i]"},
      {"unknown_key", "shaderhw-vectors 1 tgsi\nprogram p\nasm FRAG\nTEMP[0] * 1 2 3 4\n", 4,
       "unknown line"},
      {"empty", "shaderhw-vectors 1 tgsi\n# nothing\n", 2, "no vectors"},
  };
  for (const auto& c : cases) expect_vector_file_rejected("tgsi", c.name, c.text, c.line, c.message);
}

}  // namespace
}  // namespace shaderhw::test
