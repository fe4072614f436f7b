// R500 harness pieces: the golden model against the directed vectors of testvectors/r500
// (expected values worked out by hand from docs/r500.md; the RTL runs the same files through the
// directed.r500.* CTests), every RGB, alpha, TEX and FC opcode appears in them, and the vector
// format writes and reads back random transactions exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "r500/asm.h"
#include "r500/r500_vectors.h"

namespace shaderhw::r500 {
namespace {

const char* const kFiles[] = {"rgb_ops", "alpha_ops", "presub_args", "omod_clamp",
                              "predicate", "output",   "texture",     "flow_illegal"};

std::string path_of(const char* name) {
  return std::string(SHADERHW_SOURCE_DIR) + "/testvectors/r500/" + name + ".vec";
}

// Every input of a transaction: instruction words, aL, multiplier mode and each pixel's inputs.
bool same_inputs(const Txn& a, const Txn& b) {
  if (a.instr != b.instr || a.aL != b.aL || a.cfg.zero_times_anything != b.cfg.zero_times_anything) {
    return false;
  }
  for (int p = 0; p < kPixels; ++p) {
    const PixelIn& x = a.px[p];
    const PixelIn& y = b.px[p];
    for (int n = 0; n < 3; ++n) {
      if (x.rgb_slot[n] != y.rgb_slot[n] || x.alpha_slot[n] != y.alpha_slot[n]) return false;
    }
    if (x.tex_src != y.tex_src || x.tex_dx != y.tex_dx || x.tex_dy != y.tex_dy) return false;
    if (x.pred != y.pred || x.active != y.active || x.killed != y.killed ||
        x.covered != y.covered) {
      return false;
    }
  }
  return true;
}

template <class Info, size_t N>
std::string missing_of(const Info (&table)[N], const std::set<int>& seen, const char* unit) {
  std::string missing;
  for (size_t i = 0; i < N; ++i) {
    if (table[i].valid && !seen.count(static_cast<int>(i))) {
      missing += std::string(" ") + unit + "." + table[i].mnemonic;
    }
  }
  return missing;
}

TEST(R500Directed, GoldenMatchesEveryVector) {
  std::set<int> rgb, alpha, tex, fc;
  unsigned n = 0, illegal = 0;
  for (const char* f : kFiles) {
    const std::vector<Item> items = read_vector_file(path_of(f));
    EXPECT_GE(items.size(), 10u) << f;
    for (const Item& item : items) {
      const ExecOut out = execute(item.txn, item.txn.cfg);
      EXPECT_EQ(diff_outputs(item.expected, out), "")
          << path_of(f) << ":" << item.origin << "\n"
          << disassemble(item.txn.instr) << "\n"
          << describe_inputs(item.txn, item.txn.cfg);
      ++n;
      const Decoded d = decode(item.txn.instr);
      if (d.illegal) {
        ++illegal;
        continue;
      }
      switch (d.cmn.type) {
        case InstType::ALU:
        case InstType::OUT:
          rgb.insert(d.alu.rgb_op);
          alpha.insert(d.alu.alpha_op);
          break;
        case InstType::TEX:
          tex.insert(d.tex.inst);
          break;
        case InstType::FC:
          fc.insert(d.fc.op);
          break;
      }
    }
  }
  EXPECT_GE(n, 130u);
  EXPECT_GE(illegal, 10u);
  const std::string missing = missing_of(gen::RGB_OP_INFO, rgb, "rgb") +
                              missing_of(gen::ALPHA_OP_INFO, alpha, "alpha") +
                              missing_of(gen::TEX_OP_INFO, tex, "tex") +
                              missing_of(gen::FC_OP_INFO, fc, "fc");
  EXPECT_EQ(missing, "") << "every RGB, alpha, TEX and FC opcode has a directed vector";
}

// Random transactions (unread inputs stripped, as `gen` writes them) written with format_item()
// read back with the same instruction, inputs and expected outputs.
TEST(R500VectorFormat, FormatParsesBack) {
  const std::string path = ::testing::TempDir() + "shaderhw_r500_roundtrip.vec";
  std::vector<Item> items;
  {
    std::ofstream f(path);
    f << format_header();
    for (uint64_t i = 0; i < 2000; ++i) {
      Item item;
      random_input(3, i, OpSelection{}, item);
      strip_unread_inputs(item.txn);
      item.expected = execute(item.txn, item.txn.cfg);
      items.push_back(item);
      f << format_item(item);
    }
  }
  const std::vector<Item> back = read_vector_file(path);
  ASSERT_EQ(back.size(), items.size());
  for (size_t i = 0; i < items.size(); ++i) {
    EXPECT_TRUE(same_inputs(items[i].txn, back[i].txn))
        << "item " << i << "\n" << format_item(items[i]) << "--- read back ---\n"
        << format_item(back[i]);
    EXPECT_EQ(diff_outputs(items[i].expected, back[i].expected), "")
        << "item " << i << "\n" << format_item(items[i]);
  }
}

}  // namespace
}  // namespace shaderhw::r500
