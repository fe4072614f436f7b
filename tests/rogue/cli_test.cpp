// shaderhw with --isa rogue (harness/rogue): disasm of every real binary of docs/rogue.md 12 and the
// worked examples of 11 through the binary, from files (one group per line, or the bytes cut
// anywhere: still one listing line per group) and from standard input; asm -> disasm round trips
// on the document's groups, one group per layout and generated groups (mutations of those that are
// still legal); --no-pd; an illegal group gives exit 1 and the listing goes on; bad input gives
// exit 2 naming file:line; --help explains the format; run/gen/bench work and `run --isa all`
// runs rogue. Expected listings are typed from docs/rogue.md
// 10-12, or are the golden disassembler's (golden/rogue/disasm.h), which
// tests/rogue/disasm_test.cpp checks against the document.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "../harness/test_util.h"  // run_shaderhw, temp_path, write_file, read_file
#include "corpus.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"

namespace shaderhw::test {
namespace {

std::vector<std::string> all_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

std::vector<uint8_t> bytes_of(const std::string& hex) {
  std::vector<uint8_t> b;
  std::string err;
  EXPECT_TRUE(rogue::parse_hex(hex, b, err)) << err;
  return b;
}

// The golden listing of a byte stream, one line per group.
std::vector<std::string> golden_listing(const std::vector<uint8_t>& b) {
  std::vector<std::string> out;
  for (const rogue::Group& g : rogue::decode_stream(b)) out.push_back(rogue::listing_line(g));
  return out;
}

// The assembly part of a listing line ("<offset>: <length> <assembly>").
std::string assembly_of(const std::string& line) {
  const size_t colon = line.find(": ");
  const size_t space = line.find(' ', colon + 2);
  return space == std::string::npos ? std::string() : line.substr(space + 1);
}

// T1..T10 of docs/rogue.md 12.
std::vector<std::string> real_binaries() {
  return std::vector<std::string>(std::begin(rogue::test::kDocumentGroups),
                                  std::begin(rogue::test::kDocumentGroups) + 10);
}

// Every real binary, one per line of a file: one listing line each, at the offsets their LENGTHs
// give (docs/rogue.md 12: 16, 8, 8, 10, 14, 8, 18, 12, 16, 16 bytes), all legal, exit 0; the text
// after "<offset>: <length> " is the golden listing; T6 lists as docs/rogue.md 10.2 writes it.
TEST(RogueCli, DisasmEveryRealBinary) {
  const std::string file = temp_path("rogue_real.hex");
  std::string text = "# docs/rogue.md 12, T1..T10\n";
  std::vector<uint8_t> all;
  for (const std::string& h : real_binaries()) {
    text += h + "\n";
    const std::vector<uint8_t> b = bytes_of(h);
    all.insert(all.end(), b.begin(), b.end());
  }
  write_file(file, text);
  const CmdResult r = run_shaderhw("disasm --isa rogue " + file);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> lines = all_lines(r.output);
  ASSERT_EQ(lines.size(), 10u) << r.output;
  const char* kPrefix[] = {"0000: 16 ", "0010: 8 ", "0018: 8 ", "0020: 10 ", "002a: 14 ",
                           "0038: 8 ",  "0040: 18 ", "0052: 12 ", "005e: 16 ", "006e: 16 "};
  const std::vector<std::string> gold = golden_listing(all);
  ASSERT_EQ(gold.size(), 10u);
  for (size_t k = 0; k < 10; ++k) {
    EXPECT_EQ(lines[k].rfind(kPrefix[k], 0), 0u) << lines[k];
    EXPECT_EQ(lines[k], gold[k]);
    EXPECT_EQ(lines[k].find("illegal"), std::string::npos) << lines[k];
  }
  EXPECT_EQ(assembly_of(lines[5]), "if (p0) br +266");
  // Each binary alone: one line at offset 0.
  for (const std::string& h : real_binaries()) {
    write_file(file, h + "\n");
    const CmdResult one = run_shaderhw("disasm --isa rogue " + file);
    ASSERT_EQ(one.exit_code, 0) << h << "\n" << one.output;
    ASSERT_EQ(all_lines(one.output).size(), 1u) << one.output;
    EXPECT_EQ(all_lines(one.output)[0], golden_listing(bytes_of(h))[0]);
  }
}

// The document's groups as one stream cut at arbitrary places (seven bytes a line, each line with
// a comment): exactly the golden listing, one line per group, from a file and from standard input.
TEST(RogueCli, DisasmGroupsSpanningLinesAndStandardInput) {
  std::vector<uint8_t> all;
  for (const char* h : rogue::test::kDocumentGroups) {
    const std::vector<uint8_t> b = bytes_of(h);
    all.insert(all.end(), b.begin(), b.end());
  }
  std::string text;
  char t[4];
  for (size_t k = 0; k < all.size(); ++k) {
    std::snprintf(t, sizeof t, "%02x", all[k]);
    text += t;
    text += (k % 7 == 6) ? "  # seven bytes\n" : " ";
  }
  text += "\n";
  const std::string file = temp_path("rogue_cut.hex");
  write_file(file, text);
  const CmdResult r = run_shaderhw("disasm --isa rogue " + file);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(all_lines(r.output), golden_listing(all));
  EXPECT_EQ(all_lines(r.output).size(), 13u);
  const CmdResult s = run_shaderhw("disasm --isa rogue - < " + file);
  ASSERT_EQ(s.exit_code, 0) << s.output;
  EXPECT_EQ(all_lines(s.output), golden_listing(all));
}

// docs/rogue.md 11: the listing of the first worked example as the document writes it, and for all
// three: disasm -> asm gives the document's bytes back, and asm -> disasm the listing back.
TEST(RogueCli, AsmDisasmRoundTripOfTheWorkedExamples) {
  const std::string hex_file = temp_path("rogue_ex.hex"), asm_file = temp_path("rogue_ex.s");
  std::string text;
  std::vector<std::string> expect_bytes;
  for (size_t k = 10; k < 13; ++k) {
    text += std::string(rogue::test::kDocumentGroups[k]) + "\n";
    std::vector<uint8_t> b = bytes_of(rogue::test::kDocumentGroups[k]);
    std::string h;
    char t[4];
    for (size_t i = 0; i < b.size(); ++i) {
      std::snprintf(t, sizeof t, "%02X", b[i]);
      h += (i ? " " : "") + std::string(t);
    }
    expect_bytes.push_back(h);
  }
  write_file(hex_file, text);
  const CmdResult d = run_shaderhw("disasm --isa rogue " + hex_file + " -o " + asm_file);
  ASSERT_EQ(d.exit_code, 0) << d.output;
  const std::vector<std::string> listing = all_lines(read_file(asm_file));
  ASSERT_EQ(listing.size(), 3u);
  EXPECT_EQ(listing[0],
            "0000: 14 s0=sh4, s1=r1, s2=r2, s3=sc0; fmad ft0, s0.neg, s1, s2.abs; mov w0, ft0; w0=r5");
  const CmdResult a = run_shaderhw("asm --isa rogue " + asm_file);
  ASSERT_EQ(a.exit_code, 0) << a.output;
  EXPECT_EQ(all_lines(a.output), expect_bytes);
  const std::string back = temp_path("rogue_ex_back.hex");
  write_file(back, a.output);
  const CmdResult d2 = run_shaderhw("disasm --isa rogue " + back);
  ASSERT_EQ(d2.exit_code, 0) << d2.output;
  EXPECT_EQ(all_lines(d2.output), listing);
}

// One assembled group per layout (tests/rogue/corpus.h) through asm and disasm: the assembly comes
// back unchanged.
TEST(RogueCli, AsmDisasmRoundTripOfEveryLayout) {
  const std::string src = temp_path("rogue_layouts.s"), hex = temp_path("rogue_layouts.hex");
  std::string text = "# one group per layout\n";
  std::vector<std::string> lines;
  for (const char* l : rogue::test::kLayoutLines) {
    text += std::string(l) + "\n";
    lines.push_back(l);
  }
  write_file(src, text);
  const CmdResult a = run_shaderhw("asm --isa rogue " + src + " -o " + hex);
  ASSERT_EQ(a.exit_code, 0) << a.output;
  EXPECT_EQ(all_lines(read_file(hex)).size(), lines.size());
  const CmdResult d = run_shaderhw("disasm --isa rogue " + hex);
  ASSERT_EQ(d.exit_code, 0) << d.output;
  const std::vector<std::string> out = all_lines(d.output);
  ASSERT_EQ(out.size(), lines.size()) << d.output;
  for (size_t k = 0; k < lines.size(); ++k) EXPECT_EQ(assembly_of(out[k]), lines[k]) << out[k];
}

// Generated groups: every single and double bit flip of the document's groups and of one group per
// layout that is still one legal group (up to 3000 of them), one per line of a file. disasm gives
// the golden listing; asm of that listing gives, line for line, the golden assembler's bytes; and
// disasm of those bytes gives the same listing again (the listing is a fixpoint; bytes may differ
// only in reserved bits, which the listing does not show).
TEST(RogueCli, AsmDisasmRoundTripOfGeneratedGroups) {
  std::vector<std::vector<uint8_t>> seeds;
  for (const char* h : rogue::test::kDocumentGroups) seeds.push_back(bytes_of(h));
  for (const char* l : rogue::test::kLayoutLines) {
    const rogue::AsmResult a = rogue::assemble_group(l);
    ASSERT_TRUE(a.ok) << l << ": " << a.error;
    seeds.push_back(a.word);
  }
  std::string hex_text;
  std::vector<std::string> want_listing;
  uint32_t offset = 0;
  char t[4];
  for (const auto& base : seeds) {
    for (size_t k = 0; k < base.size() * 8 && want_listing.size() < 3000; ++k) {
      std::vector<uint8_t> b = base;
      b[k / 8] ^= static_cast<uint8_t>(1u << (k % 8));
      if (k % 3 == 0) b[(k * 5 + 1) % b.size()] ^= static_cast<uint8_t>(1u << (k % 7));
      const rogue::Group g = rogue::decode_group(b.data(), b.size(), 0);
      if (g.illegal || g.length != b.size()) continue;
      for (size_t i = 0; i < b.size(); ++i) {
        std::snprintf(t, sizeof t, "%02x", b[i]);
        hex_text += (i ? " " : "") + std::string(t);
      }
      hex_text += "\n";
      rogue::Group at = g;
      at.offset = offset;
      at.next = offset + g.length;
      offset += g.length;
      want_listing.push_back(rogue::listing_line(at));
    }
  }
  ASSERT_GT(want_listing.size(), 1000u);
  const std::string hex = temp_path("rogue_gen.hex"), src = temp_path("rogue_gen.s"),
                    back = temp_path("rogue_gen_back.hex");
  write_file(hex, hex_text);
  const CmdResult d = run_shaderhw("disasm --isa rogue " + hex + " -o " + src);
  ASSERT_EQ(d.exit_code, 0) << d.output;
  const std::vector<std::string> listing = all_lines(read_file(src));
  ASSERT_EQ(listing, want_listing);
  const CmdResult a = run_shaderhw("asm --isa rogue " + src + " -o " + back);
  ASSERT_EQ(a.exit_code, 0) << a.output;
  const std::vector<std::string> asm_lines = all_lines(read_file(back));
  ASSERT_EQ(asm_lines.size(), listing.size());
  for (size_t k = 0; k < listing.size(); ++k) {
    const rogue::AsmResult r = rogue::assemble_line(listing[k]);
    ASSERT_TRUE(r.ok) << listing[k] << ": " << r.error;
    std::string h;
    for (size_t i = 0; i < r.word.size(); ++i) {
      std::snprintf(t, sizeof t, "%02X", r.word[i]);
      h += (i ? " " : "") + std::string(t);
    }
    ASSERT_EQ(asm_lines[k], h) << listing[k];
  }
  const CmdResult d2 = run_shaderhw("disasm --isa rogue " + back);
  ASSERT_EQ(d2.exit_code, 0) << d2.output;
  const std::vector<std::string> again = all_lines(d2.output);
  ASSERT_EQ(again.size(), listing.size());
  for (size_t k = 0; k < listing.size(); ++k) EXPECT_EQ(again[k], listing[k]) << "group " << k << ": " << asm_lines[k];
  std::printf("rogue CLI round trip: %zu generated groups\n", listing.size());
}

// --no-pd (docs/rogue.md D3): a project-defined operation lists as illegal PD_DISABLED (exit 1) and
// asm refuses it (exit 2, file:line); public groups are unaffected.
TEST(RogueCli, NoPdOption) {
  const std::string hex = temp_path("rogue_pd.hex"), src = temp_path("rogue_pd.s");
  write_file(hex, "24 02 91 11 00 00 00 45\n04 80 EE 00 F2 FF FF FF\n");  // FSQRT (PD, 7.2); T2
  const CmdResult on = run_shaderhw("disasm --isa rogue " + hex);
  EXPECT_EQ(on.exit_code, 0) << on.output;
  const CmdResult off = run_shaderhw("disasm --isa rogue --no-pd " + hex);
  EXPECT_EQ(off.exit_code, 1) << off.output;
  const std::vector<std::string> lines = all_lines(off.output);
  ASSERT_EQ(lines.size(), 2u) << off.output;
  EXPECT_EQ(lines[0].rfind("0000: 8 illegal PD_DISABLED", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1], all_lines(on.output)[1]);
  write_file(src, "nop\ns0=r1, s3=sc0; fsqrt w0, s0.abs; w0=r5\n");
  EXPECT_EQ(run_shaderhw("asm --isa rogue " + src).exit_code, 0);
  const CmdResult a = run_shaderhw("asm --isa rogue --no-pd " + src);
  EXPECT_EQ(a.exit_code, 2) << a.output;
  EXPECT_NE(a.output.find(src + ":2:"), std::string::npos) << a.output;
  const CmdResult other = run_shaderhw("disasm --isa r500 --no-pd " + hex);
  EXPECT_EQ(other.exit_code, 2) << "--no-pd belongs to rogue: " << other.output;
}

// --help explains the input and output of both tools for rogue, and the option.
TEST(RogueCli, HelpExplainsTheFormat) {
  for (const char* cmd : {"disasm --help", "asm --help"}) {
    const CmdResult h = run_shaderhw(cmd);
    EXPECT_EQ(h.exit_code, 0) << h.output;
    EXPECT_NE(h.output.find("rogue: disasm reads the whole input as bytes"), std::string::npos) << h.output;
    EXPECT_NE(h.output.find("--no-pd"), std::string::npos) << h.output;
  }
}

// An illegal group prints `illegal <REASON>: <detail>` and makes the exit status 1; the listing
// goes on at the next group (docs/rogue.md 10.2); a stream that ends inside a group ends with a
// TRUNCATED line.
TEST(RogueCli, IllegalGroupExitOneAndListingGoesOn) {
  const std::string file = temp_path("rogue_illegal.hex");
  write_file(file,
             "04 80 EE 00 F2 FF FF FF\n"   // T2, legal
             "44 10 D0 3D 00 00 00 FF\n"   // MOVC without TST (docs/rogue.md 9)
             "25 02 87 81 04 00 00 00 84 04\n"  // T4, legal
             "04 80 EE\n");                // truncated
  const CmdResult r = run_shaderhw("disasm --isa rogue " + file);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  const std::vector<std::string> lines = all_lines(r.output);
  ASSERT_EQ(lines.size(), 4u) << r.output;
  EXPECT_EQ(lines[0].find("illegal"), std::string::npos);
  EXPECT_EQ(lines[1].rfind("0008: 8 illegal MOVC_NO_TEST: ", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2].rfind("0010: 10 ", 0), 0u) << lines[2];
  EXPECT_EQ(lines[2].find("illegal"), std::string::npos) << lines[2];
  EXPECT_EQ(lines[3].rfind("001a: 3 illegal TRUNCATED: ", 0), 0u) << lines[3];
}

// Bad input: exit 2, the message names the file and the line.
TEST(RogueCli, BadInputNamesFileAndLine) {
  const std::string hex = temp_path("rogue_bad.hex");
  write_file(hex, "# fine\n04 80 EE 00\nF2 FF FF FG\n");
  const CmdResult d = run_shaderhw("disasm --isa rogue " + hex);
  EXPECT_EQ(d.exit_code, 2) << d.output;
  EXPECT_NE(d.output.find(hex + ":3:"), std::string::npos) << d.output;
  EXPECT_NE(d.output.find("not a hex digit"), std::string::npos) << d.output;
  write_file(hex, "04 80 EE 00 F2 FF FF F\n");
  const CmdResult odd = run_shaderhw("disasm --isa rogue " + hex);
  EXPECT_EQ(odd.exit_code, 2) << odd.output;
  EXPECT_NE(odd.output.find(hex + ":1:"), std::string::npos) << odd.output;
  const std::string src = temp_path("rogue_bad.s");
  write_file(src, "nop\nfmad ft0, s0, s1\n");
  const CmdResult a = run_shaderhw("asm --isa rogue " + src);
  EXPECT_EQ(a.exit_code, 2) << a.output;
  EXPECT_NE(a.output.find(src + ":2:"), std::string::npos) << a.output;
  const CmdResult missing = run_shaderhw("disasm --isa rogue " + temp_path("rogue_no_such_file"));
  EXPECT_EQ(missing.exit_code, 2) << missing.output;
}

// run, gen and bench work through shaderhw (issue 16): a small random run passes, gen writes a
// Rogue vector file that run replays, bench prints its table; `run --isa all` runs rogue too.
TEST(RogueCli, RunGenBench) {
  const CmdResult r = run_shaderhw("run --isa rogue --random 10 --seed 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find(" 0 failed"), std::string::npos) << r.output;
  const std::string vec = temp_path("rogue_gen10.vec");
  const CmdResult g = run_shaderhw("gen --isa rogue --random 10 --seed 3 -o " + vec);
  EXPECT_EQ(g.exit_code, 0) << g.output;
  const CmdResult v = run_shaderhw("run --isa rogue --vectors " + vec);
  EXPECT_EQ(v.exit_code, 0) << v.output;
  const CmdResult b = run_shaderhw("bench --isa rogue --count 10");
  EXPECT_EQ(b.exit_code, 0) << b.output;
  EXPECT_NE(b.output.find("golden groups/s"), std::string::npos) << b.output;
  const CmdResult all = run_shaderhw("run --isa all --random 3 --seed 4");
  EXPECT_EQ(all.exit_code, 0) << all.output;
  EXPECT_NE(all.output.find("=== rogue ==="), std::string::npos) << all.output;
}

}  // namespace
}  // namespace shaderhw::test
