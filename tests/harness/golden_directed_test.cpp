// The golden model against the directed vectors, whose expected values were worked out by hand
// from IEEE-754 and the documented decisions (testvectors/fpu/directed.vec). The RTL is checked
// against the same file by the directed.fpu CTest.
#include <gtest/gtest.h>

#include "fpu/fpu_vectors.h"

namespace shaderhw::fpu {
namespace {

TEST(GoldenDirected, EveryVectorMatches) {
  VectorFileSource src(std::string(SHADERHW_SOURCE_DIR) + "/testvectors/fpu/directed.vec");
  Item item;
  unsigned n = 0;
  while (src.next(item)) {
    const fp::Result r = golden(item.txn);
    EXPECT_EQ(r.bits, item.expected) << "line " << item.origin << ": " << format_vector(item);
    EXPECT_EQ(r.flags, item.expected_flags) << "line " << item.origin << ": " << format_vector(item);
    ++n;
  }
  EXPECT_GE(n, 70u);
}

// gen writes what the reader reads back.
TEST(VectorFormat, FormatParsesBack) {
  std::vector<Item> items;
  for (uint64_t i = 0; i < 2000; ++i) items.push_back(random_item(3, i, {}));
  const std::string path = ::testing::TempDir() + "shaderhw_roundtrip.vec";
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fprintf(f, "%s %u fpu\n", kFormatTag, kFormatVersion);
    for (const Item& it : items) std::fprintf(f, "%s\n", format_vector(it).c_str());
    std::fclose(f);
  }
  VectorFileSource back(path);
  Item b;
  unsigned n = 0;
  for (const Item& a : items) {
    ASSERT_TRUE(back.next(b));
    EXPECT_EQ(a.txn.op, b.txn.op);
    EXPECT_EQ(a.txn.rm, b.txn.rm);
    EXPECT_EQ(a.txn.ftz, b.txn.ftz);
    EXPECT_EQ(a.txn.nan_propagate, b.txn.nan_propagate);
    EXPECT_EQ(a.txn.exact, b.txn.exact);
    EXPECT_EQ(a.txn.a, b.txn.a);
    if (a.txn.op->num_operands > 1) {
      EXPECT_EQ(a.txn.b, b.txn.b);
    }
    if (a.txn.op->num_operands > 2) {
      EXPECT_EQ(a.txn.c, b.txn.c);
    }
    EXPECT_EQ(a.expected, b.expected);
    EXPECT_EQ(a.expected_flags, b.expected_flags);
    ++n;
  }
  EXPECT_FALSE(back.next(b));
  EXPECT_EQ(n, 2000u);
}

}  // namespace
}  // namespace shaderhw::fpu
