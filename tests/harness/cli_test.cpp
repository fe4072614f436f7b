// The shaderhw command line: exit codes, closing line, bad input with file and line, shards,
// trace-on-fail, TestFloat input, JUnit, post-synthesis netlist.
#include <gtest/gtest.h>

#include "test_util.h"

namespace shaderhw::test {
namespace {

TEST(Cli, HelpForEveryCommand) {
  for (const char* cmd : {"run", "gen", "bench", "exec", "fpu"}) {
    const CmdResult r = run_shaderhw(std::string(cmd) + " --help");
    EXPECT_EQ(r.exit_code, 0) << cmd;
    EXPECT_NE(r.output.find("usage: shaderhw"), std::string::npos) << r.output;
  }
  EXPECT_NE(run_shaderhw("fpu --help").output.find("f32_mulAdd"), std::string::npos);
}

TEST(Cli, BadUsageExitsTwo) {
  EXPECT_EQ(run_shaderhw("").exit_code, 2);
  EXPECT_EQ(run_shaderhw("frobnicate").exit_code, 2);
  EXPECT_EQ(run_shaderhw("run --isa nosuch --random 10").exit_code, 2);
  EXPECT_EQ(run_shaderhw("run --isa fpu").exit_code, 2);  // neither --random nor --vectors
  EXPECT_EQ(run_shaderhw("run --isa fpu --random 10 --shard 3/3").exit_code, 2);
  EXPECT_EQ(run_shaderhw("run --isa fpu --random 10 --op f99_add").exit_code, 2);
  EXPECT_EQ(run_shaderhw("fpu --op f32_add --rounding near").exit_code, 2);
  EXPECT_EQ(run_shaderhw("run --isa fpu --vectors /nonexistent/file.vec").exit_code, 2);
}

TEST(Cli, RandomRunPassesAndPrintsClosingLine) {
  const CmdResult r = run_shaderhw("run --isa fpu --random 20000 --seed 7 --backpressure 0.2");
  EXPECT_TRUE(all_passed(r, 20000));
  EXPECT_NE(r.output.find("operations covered"), std::string::npos);
}

TEST(Cli, ShardsAddUpToTheWholeRun) {
  unsigned long long total = 0, p, f, s;
  for (int i = 0; i < 3; ++i) {
    const CmdResult r =
        run_shaderhw("run --isa fpu --random 10001 --seed 3 --shard " + std::to_string(i) + "/3");
    ASSERT_EQ(r.exit_code, 0) << r.output;
    ASSERT_TRUE(closing_line(r.output, p, f, s));
    total += p;
  }
  EXPECT_EQ(total, 10001u);
}

TEST(Cli, GeneratedFileReplaysAndAlteredValueFailsOnItsLine) {
  const std::string vec = temp_path("gen.vec");
  ASSERT_EQ(run_shaderhw("gen --isa fpu --random 500 --seed 11 -o " + vec).exit_code, 0);
  EXPECT_TRUE(all_passed(run_shaderhw("run --isa fpu --vectors " + vec), 500));
  unsigned long long p = 0, f = 0, s = 0;

  // Alter the expected result of the vector on line 100 (flip its lowest result bit).
  std::string text = read_file(vec);
  size_t pos = 0;
  for (int line = 1; line < 100; ++line) pos = text.find('\n', pos) + 1;
  const size_t eol = text.find('\n', pos);
  std::string line = text.substr(pos, eol - pos);
  const size_t flags_sp = line.rfind(' ');
  const size_t result_end = flags_sp - 1;
  char& c = line[result_end];
  c = (c == '0') ? '1' : (c == '1' ? '0' : (c == 'f' ? 'e' : static_cast<char>(c ^ 1)));
  text.replace(pos, eol - pos, line);
  const std::string bad = temp_path("gen_bad.vec");
  write_file(bad, text);
  const std::string fst = temp_path("fail.fst");
  std::remove(fst.c_str());
  const CmdResult r = run_shaderhw("run --isa fpu --vectors " + bad + " --trace-on-fail " + fst);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  ASSERT_TRUE(closing_line(r.output, p, f, s));
  EXPECT_EQ(f, 1u);
  EXPECT_EQ(p, 499u);
  EXPECT_NE(r.output.find(bad + ":100 "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("waveform of the first mismatch: " + fst), std::string::npos) << r.output;
  EXPECT_TRUE(file_nonempty(fst));
}

struct BadFile {
  const char* name;
  const char* text;
  const char* where;    // expected "file:line" suffix
  const char* message;  // expected part of the message
};

TEST(Cli, MalformedVectorFilesNameFileAndLine) {
  const BadFile cases[] = {
      {"empty", "", ":0", "empty vector file"},
      {"comments_only", "# nothing\n\n", ":2", "empty vector file"},
      {"bad_header", "shaderhw-vectors 1\n", ":1", "bad header"},
      {"wrong_isa", "shaderhw-vectors 1 gpu9000\n", ":1", "not 'fpu'"},
      {"version", "shaderhw-vectors 7 fpu\n", ":1", "unsupported format version"},
      {"no_vectors", "shaderhw-vectors 1 fpu\n# only a comment\n", ":2", "no vectors"},
      {"bad_hex", "shaderhw-vectors 1 fpu\nf32_add rne - 3f800000 3f800000 40000000 00\n"
                  "f32_add rne - 3f8g0000 3f800000 40000000 00\n", ":3", "not hex"},
      {"too_wide", "shaderhw-vectors 1 fpu\nf16_add rne - 3c000 3c00 4000 00\n", ":2", "hex digits"},
      {"truncated", "shaderhw-vectors 1 fpu\nf32_mulAdd rne - 3f800000 3f800000\n", ":2", "needs 8 fields"},
      {"extra_field", "shaderhw-vectors 1 fpu\nf32_add rne - 1 2 3 00 00\n", ":2", "needs 7 fields"},
      {"unknown_op", "shaderhw-vectors 1 fpu\n\nf32_frob rne - 1 2 3 00\n", ":3", "unknown operation"},
      {"bad_rm", "shaderhw-vectors 1 fpu\nf32_add near - 1 2 3 00\n", ":2", "bad rounding mode"},
      {"bad_mod", "shaderhw-vectors 1 fpu\nf32_add rne daz 1 2 3 00\n", ":2", "unknown modifier"},
      {"bad_flags", "shaderhw-vectors 1 fpu\nf32_add rne - 1 2 3 3f\n", ":2", "flags above"},
  };
  for (const auto& c : cases) {
    const std::string path = temp_path(std::string("bad_") + c.name + ".vec");
    write_file(path, c.text);
    const CmdResult r = run_shaderhw("run --isa fpu --vectors " + path);
    EXPECT_EQ(r.exit_code, 2) << c.name << "\n" << r.output;
    const std::string want = path + std::string(c.where);
    if (std::string(c.where) != ":0") {
      EXPECT_NE(r.output.find(want + ":"), std::string::npos) << c.name << "\n" << r.output;
    }
    EXPECT_NE(r.output.find(c.message), std::string::npos) << c.name << "\n" << r.output;
    EXPECT_EQ(r.output.find("passed,"), std::string::npos) << "no silent pass: " << c.name;
  }
}

// TestFloat format (testfloat_gen output). Expected values here are worked by hand from
// IEEE-754, independently of both the golden model and the RTL.
TEST(Cli, TestFloatInput) {
  const std::string add = temp_path("tf_add.txt");
  write_file(add,
             "3F800000 3F800000 40000000 00\n"   // 1 + 1 = 2
             "7F800000 FF800000 7FC00000 10\n"   // inf - inf = NaN, invalid (any NaN passes)
             "00000001 80000001 00000000 00\n"   // min subnormal + -min subnormal = +0 (RNE)
             "7F7FFFFF 7F7FFFFF 7F800000 05\n"   // max + max overflows to inf, OF|NX
             "3F800000 33800000 3F800000 01\n"   // 1 + 2^-24 ties to even: 1, inexact
             "3F800000 33800001 3F800001 01\n");  // 1 + just above half ulp rounds up
  CmdResult r = run_shaderhw("fpu --op f32_add --rounding rne --flags --vectors " + add);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  unsigned long long p = 0, f = 1, s = 1;
  ASSERT_TRUE(closing_line(r.output, p, f, s));
  EXPECT_EQ(p, 6u);
  EXPECT_EQ(f, 0u);

  // Same operands, rounding down: min subnormal - min subnormal is -0 in RDN.
  const std::string rdn = temp_path("tf_add_rdn.txt");
  write_file(rdn, "00000001 80000001 80000000 00\n3F800000 33800001 3F800000 01\n");
  r = run_shaderhw("fpu --op f32_add --rounding rdn --vectors " + rdn);
  EXPECT_EQ(r.exit_code, 0) << r.output;

  // Conversions: invalid cases are skipped, never compared.
  const std::string cvt = temp_path("tf_cvt.txt");
  write_file(cvt,
             "4F000000 80000000 10\n"   // 2^31 does not fit int32: invalid, skipped
             "CF000000 80000000 00\n"   // -2^31 fits
             "3FC00000 00000002 01\n"   // 1.5 -> 2 (ties to even), inexact
             "40200000 00000002 01\n"   // 2.5 -> 2
             "7FC00000 7FFFFFFF 10\n");  // NaN: invalid, skipped
  r = run_shaderhw("fpu --op f32_to_i32 --rounding rne --vectors " + cvt);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  ASSERT_TRUE(closing_line(r.output, p, f, s));
  EXPECT_EQ(p, 3u);
  EXPECT_EQ(s, 2u);

  // A wrong expected value fails with exit 1 and names the line.
  const std::string wrong = temp_path("tf_wrong.txt");
  write_file(wrong, "3F800000 3F800000 40000000 00\n3F800000 40000000 40400001 00\n");
  r = run_shaderhw("fpu --op f32_add --rounding rne --vectors " + wrong);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find(wrong + ":2 "), std::string::npos) << r.output;

  // Bad input: exit 2 with file and line.
  const std::string bad = temp_path("tf_bad.txt");
  write_file(bad, "3F800000 3F800000 40000000 00\n3F800000 40000000\n");
  r = run_shaderhw("fpu --op f32_add --vectors " + bad);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(bad + ":2:"), std::string::npos) << r.output;
}

// A run that checks nothing proves nothing: an empty shard, or a TestFloat file whose every case
// is skipped, fails (exit 1) instead of passing.
TEST(Cli, RunThatChecksNothingFails) {
  CmdResult r = run_shaderhw("run --isa fpu --random 2 --shard 0/4");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("nothing was checked"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("0 passed, 1 failed"), std::string::npos) << r.output;

  const std::string cvt = temp_path("tf_all_invalid.txt");
  write_file(cvt, "4F000000 80000000 10\n7FC00000 7FFFFFFF 10\n");
  r = run_shaderhw("fpu --op f32_to_i32 --rounding rne --vectors " + cvt);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("every item was skipped"), std::string::npos) << r.output;
}

// Coverage counts what was exercised: an instruction whose lanes are all inactive runs (its
// instruction-level outputs are checked) but covers nothing.
TEST(Cli, InactiveInstructionsAreNotCovered) {
  const std::string valhall = temp_path("inactive_valhall.vec");
  write_file(valhall, "shaderhw-vectors 1 valhall\nasm FADD.f32 r1, r2, r3\nactive 0\n"
                      "src0 * f:1\nsrc1 * f:2\nexpect ins FADD.f32\nexpect dest 1\n");
  CmdResult r = run_shaderhw("run --isa valhall --vectors " + valhall);
  EXPECT_TRUE(all_passed(r, 1));
  EXPECT_NE(r.output.find("instructions covered 0/"), std::string::npos) << r.output;
  write_file(valhall, "shaderhw-vectors 1 valhall\nasm FADD.f32 r1, r2, r3\nactive 4\n"
                      "src0 * f:1\nsrc1 * f:2\nexpect ins FADD.f32\nexpect dest 1\n"
                      "expect write 2 1 0x40400000\n");
  r = run_shaderhw("run --isa valhall --vectors " + valhall);
  EXPECT_TRUE(all_passed(r, 1));
  EXPECT_NE(r.output.find("instructions covered 1/"), std::string::npos) << r.output;

  const std::string attila = temp_path("inactive_attila.vec");
  write_file(attila, "shaderhw-vectors 1 attila\nasm add r0, r1, r2\nactive 0\n"
                     "expect op ADD\nexpect dest TEMP 0\n");
  r = run_shaderhw("run --isa attila --vectors " + attila);
  EXPECT_TRUE(all_passed(r, 1));
  EXPECT_NE(r.output.find("opcodes covered 0/53"), std::string::npos) << r.output;
}

// Options an ISA adds (core/isa.h) belong to it: another ISA, or a vector file, rejects them.
TEST(Cli, IsaOptionsBelongToTheirIsa) {
  const CmdResult help = run_shaderhw("run --help");
  EXPECT_NE(help.output.find("attila options"), std::string::npos) << help.output;
  EXPECT_NE(help.output.find("--fx-frac-bits"), std::string::npos) << help.output;
  CmdResult r = run_shaderhw("run --isa fpu --random 10 --fx-frac-bits 16");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("--fx-frac-bits applies to --isa attila"), std::string::npos) << r.output;
  r = run_shaderhw("run --isa valhall --random 10 --micro-triangle");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  r = run_shaderhw("run --isa attila --vectors " + std::string(SHADERHW_SOURCE_DIR) +
                   "/testvectors/attila/simd4.vec --fx-frac-bits 16");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("vector file's header"), std::string::npos) << r.output;
  r = run_shaderhw("disasm --isa valhall --micro-triangle -i /dev/null");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  // The top-level help lists every registered ISA and the commands ISAs add.
  r = run_shaderhw("--help");
  for (const char* isa : {"fpu", "attila", "valhall", "r500"}) {
    EXPECT_NE(r.output.find(std::string("  ") + isa + " "), std::string::npos) << r.output;
  }
  EXPECT_NE(r.output.find("TestFloat"), std::string::npos) << r.output;
}

TEST(Cli, JunitReport) {
  const std::string xml = temp_path("report.xml");
  std::remove(xml.c_str());
  const CmdResult r = run_shaderhw("run --isa fpu --random 2000 --junit " + xml);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  const std::string text = read_file(xml);
  EXPECT_NE(text.find("<testsuite name=\"fpu\""), std::string::npos) << text;
  EXPECT_NE(text.find("failures=\"0\""), std::string::npos) << text;
  EXPECT_NE(text.find("name=\"f32_mulAdd\""), std::string::npos) << text;
}

}  // namespace
}  // namespace shaderhw::test
