// Line reading and hex parsing shared by every vector format.
#include <gtest/gtest.h>

#include "core/text_input.h"
#include "test_util.h"

namespace shaderhw {
namespace {

TEST(TextInput, CommentsAndBlankLinesAreSkippedLineNumbersKept) {
  const std::string path = test::temp_path("lines.txt");
  test::write_file(path, "# header comment\n\n  a b  # trailing\n\t\nc\td\r\n");
  LineReader r(path);
  std::vector<std::string_view> t;
  ASSERT_TRUE(r.next(t));
  EXPECT_EQ(r.line(), 3u);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0], "a");
  EXPECT_EQ(t[1], "b");
  ASSERT_TRUE(r.next(t));
  EXPECT_EQ(r.line(), 5u);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[1], "d");
  EXPECT_FALSE(r.next(t));
}

TEST(TextInput, HexParsing) {
  const std::string path = test::temp_path("hex.txt");
  test::write_file(path, "x\n");
  LineReader r(path);
  std::vector<std::string_view> t;
  ASSERT_TRUE(r.next(t));
  EXPECT_EQ(parse_hex(r, "7FC00000", 8, "v"), 0x7FC00000u);
  EXPECT_EQ(parse_hex(r, "0x1f", 2, "v"), 0x1Fu);
  EXPECT_EQ(parse_hex(r, "aBcD", 4, "v"), 0xABCDu);
  EXPECT_THROW(parse_hex(r, "123456789", 8, "v"), InputError);
  EXPECT_THROW(parse_hex(r, "12g4", 8, "v"), InputError);
  EXPECT_THROW(parse_hex(r, "", 8, "v"), InputError);
  EXPECT_THROW(parse_hex(r, "0x", 8, "v"), InputError);
  try {
    parse_hex(r, "zz", 8, "operand");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 1u);
    EXPECT_NE(std::string(e.what()).find(path + ":1: bad operand 'zz'"), std::string::npos)
        << e.what();
  }
}

TEST(TextInput, MissingFileIsAnError) {
  EXPECT_THROW(LineReader("/nonexistent/shaderhw.vec"), InputError);
}

}  // namespace
}  // namespace shaderhw
