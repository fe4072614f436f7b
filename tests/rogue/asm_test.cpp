// The assembler (golden/rogue/asm.h) against the listing of docs/rogue.md 10: the bytes of every
// real binary and worked example come back from their listing lines; a listing line of every
// layout assembles to a legal group that lists as the same line; mutated legal groups reach a
// listing fixpoint; bad input is rejected with a reason.
#include <gtest/gtest.h>

#include <random>

#include "corpus.h"
#include "rogue/asm.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using test::bytes;
using test::reason;

std::vector<uint8_t> asm_ok(const std::string& line) {
  const AsmResult r = assemble_line(line);
  EXPECT_TRUE(r.ok) << line << "\n  " << r.error;
  return r.word;
}

// docs/rogue.md 11 and 12: listing -> bytes gives back exactly the document's bytes (their
// reserved bits are 0 and their padding follows 1.8).
TEST(AsmRoundTrip, DocumentBytes) {
  const char* kBytes[] = {
      "58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF", "04 80 EE 00 F2 FF FF FF", "04 80 6A FF F2 FF FF FF",
      "25 02 87 81 04 00 00 00 84 04", "67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02", "04 81 60 00 0A 01 00 00",
      "89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF", "56 20 F1 85 02 80 81 D0 C4 08 00 FF",
      "68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF", "28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF",
      "47 42 D0 3F D8 01 84 61 80 42 08 00 00 45", "67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B",
      "56 56 C4 FA 10 87 87 41 42 10 83 46"};
  for (const char* h : kBytes) {
    const std::vector<uint8_t> b = bytes(h);
    const Group g = decode_group(b.data(), b.size(), 0);
    ASSERT_FALSE(g.illegal) << h;
    const std::string line = listing_line(g);
    EXPECT_EQ(asm_ok(line), b) << line;
  }
}

// One listing line per layout (and then some), in the form the disassembler prints: each
// assembles to a legal group that lists as exactly the same line.
TEST(AsmRoundTrip, EveryLayoutInCanonicalForm) {
  for (const char* l : test::kLayoutLines) {
    const AsmResult r = assemble_group(l);
    EXPECT_TRUE(r.ok) << l << "\n  " << r.error;
    if (!r.ok) continue;
    const Group g = decode_group(r.word.data(), r.word.size(), 0);
    EXPECT_FALSE(g.illegal) << l << "\n  " << reason(g) << ": " << g.detail;
    EXPECT_EQ(disasm(g), l);
  }
}

// A listing that is not canonical still assembles to the bytes the canonical one gives.
TEST(AsmRoundTrip, OptionalPartsDefault) {
  EXPECT_EQ(asm_ok("0000: 6 mbyp ft0, s0"), bytes("23 00 87 00 00 00"));  // maps and ISS of zeros
  const AsmResult r = assemble_group("nop", 8);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.word, bytes("04 80 6E 00 F2 FF FF FF"));
}

// Decoded legal groups, listed, assembled, decoded and listed again give the same listing, even when
// their reserved bits are set (the listing does not show them, so the bytes may differ there).
TEST(AsmRoundTrip, ListingFixpointOnMutatedGroups) {
  const char* kLegal[] = {"58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF", "25 02 87 81 04 00 00 00 84 04",
                          "67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02",
                          "89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF",
                          "56 20 F1 85 02 80 81 D0 C4 08 00 FF", "47 42 D0 3F D8 01 84 61 80 42 08 00 00 45",
                          "67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B", "56 56 C4 FA 10 87 87 41 42 10 83 46",
                          "04 81 60 00 0A 01 00 00", "28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF"};
  int checked = 0;
  for (const char* h : kLegal) {
    const std::vector<uint8_t> base = bytes(h);
    for (size_t byte = 0; byte < base.size(); ++byte)
      for (int bit = 0; bit < 8; ++bit)
        for (int bit2 = -1; bit2 < 8; bit2 += 3) {
          std::vector<uint8_t> b = base;
          b[byte] ^= static_cast<uint8_t>(1u << bit);
          if (bit2 >= 0) b[(byte * 7 + 3) % b.size()] ^= static_cast<uint8_t>(1u << bit2);
          const Group g = decode_group(b.data(), b.size(), 0);
          if (g.illegal) continue;
          const std::string line = listing_line(g);
          const AsmResult r = assemble_line(line);
          ASSERT_TRUE(r.ok) << line << "\n  " << r.error;
          const Group g2 = decode_group(r.word.data(), r.word.size(), 0);
          ASSERT_FALSE(g2.illegal) << line << "\n  " << reason(g2) << ": " << g2.detail;
          ASSERT_EQ(listing_line(g2), line);
          ++checked;
        }
  }
  EXPECT_GT(checked, 300);
}

// The same fixpoint on every single bit flip, and one double flip per bit, of the document's groups
// and of one group per layout (tests/rogue/corpus.h) that is still one legal group: every layout's
// forms, including longer forms than an encoder picks (listed with `.form<name>`).
TEST(AsmRoundTrip, ListingFixpointOnEveryLayoutMutated) {
  std::vector<std::vector<uint8_t>> seeds;
  for (const char* h : test::kDocumentGroups) seeds.push_back(bytes(h));
  for (const char* l : test::kLayoutLines) {
    const AsmResult r = assemble_group(l);
    ASSERT_TRUE(r.ok) << l << ": " << r.error;
    seeds.push_back(r.word);
  }
  int checked = 0, failed = 0;
  for (const auto& base : seeds)
    for (size_t k = 0; k < base.size() * 8; ++k)
      for (int twice = 0; twice < 2; ++twice) {
        std::vector<uint8_t> b = base;
        b[k / 8] ^= static_cast<uint8_t>(1u << (k % 8));
        if (twice) b[(k * 5 + 1) % b.size()] ^= static_cast<uint8_t>(1u << (k % 7));
        const Group g = decode_group(b.data(), b.size(), 0);
        if (g.illegal || g.length != b.size()) continue;
        const std::string line = listing_line(g);
        const AsmResult r = assemble_line(line);
        ++checked;
        if (!r.ok) {
          ADD_FAILURE() << line << "\n  " << r.error;
        } else {
          const Group g2 = decode_group(r.word.data(), r.word.size(), 0);
          if (g2.illegal || listing_line(g2) == line) continue;
          ADD_FAILURE() << line << "\n  assembles to a group that lists as\n" << listing_line(g2);
        }
        if (++failed >= 20) return;
      }
  std::printf("listing fixpoint on %d mutated legal groups\n", checked);
  EXPECT_GT(checked, 3000);
}

TEST(AsmErrors, AreRejectedWithAReason) {
  const struct {
    const char* text;
    const char* what;
  } kBad[] = {
      {"frob ft0, s0", "unknown op 'frob'"},
      {"mbyp ft2, s0", "'ft2' is not ft0 or ft1"},
      {"mbyp ft0, s3", "expected 's0', got 's3'"},
      {"fadd.hot ft0, s0, s1", "unknown modifier '.hot'"},
      {"s0=q7; mbyp ft0, s0", "'q7' is not a register"},
      {"mbyp ft0, s0; mbyp ft0, s0", "two ops for one unit of M_MOVE"},
      {"mbyp ft0, s0; fadd ft0, s0, s1", "two ops for slot P0"},
      {"mbyp ft0, s0; nop", "ops of different ALU types"},
      {"mbyp ft1, s3", "no OPORG has this combination"},
      {"s0=r1", "a group needs an op"},
      {"nop; w0=r1", "C_NOP writes no register"},
      {"s0=r1; nop", "this group has no source maps"},
      {"ld s3, drc0, 17, s0", "count '17' is not 1..16"},
      {"br 266", "a relative branch offset is +N or -N"},
      {"w0=r1, w0=r2; mbyp ft0, s0", "w0 declared twice"},
  };
  for (const auto& b : kBad) {
    const AsmResult r = assemble_group(b.text);
    EXPECT_FALSE(r.ok) << b.text;
    EXPECT_NE(r.error.find(b.what), std::string::npos) << b.text << "\n  got: " << r.error;
  }
  EXPECT_FALSE(assemble_line("zz: 4 nop").ok);
  EXPECT_FALSE(assemble_line("0000: nop").ok);
  const AsmResult big = assemble_group("nop", 34);
  EXPECT_FALSE(big.ok);
  EXPECT_NE(big.error.find("at most 32"), std::string::npos) << big.error;
}

TEST(AsmListing, LinesCommentsAndErrorsByLine) {
  const AsmResult r = assemble_listing(
      "# a program\n"
      "0000: 16 end olchk s0=sh0, s3=sc0; mov w0, fte; w0=o0\n"
      "\n"
      "0010: 8 end nop  # terminator\n");
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.word, bytes("58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF 04 80 EE 00 F2 FF FF FF"));
  const AsmResult bad = assemble_listing("0000: 8 end nop\n0008: 8 frob\n");
  EXPECT_FALSE(bad.ok);
  EXPECT_EQ(bad.error.rfind("line 2: ", 0), 0u) << bad.error;
}

}  // namespace
}  // namespace shaderhw::rogue
