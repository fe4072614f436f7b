// The ATTILA opcode table and the golden semantics agree one to one: every opcode of the
// generated table (rtl/attila/attila_isa.json) has exactly one semantic function in
// golden/attila/semantics.cpp and one execution class in the table, and no number that is not an
// opcode has a semantic function. The execution classes are then spot-checked against facts
// typed here from docs/attila.md (table 2's Read and Result columns, D4, E19, E28), not from the
// table.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "attila/decode.h"
#include "attila/semantics.h"

namespace shaderhw::attila {
namespace {

using gen::ReadKind;
using gen::Unit;
using gen::WriteKind;

TEST(Table, EveryOpcodeHasOneSemanticsEntryAndNothingElseHasOne) {
  unsigned opcodes = 0, entries = 0;
  for (uint32_t n = 0; n < 256; ++n) {
    const gen::OpcodeInfo* i = gen::opcode_info(n);
    const unsigned e = sem::semantics_entries(n);
    entries += e;
    if (i != nullptr) {
      ++opcodes;
      EXPECT_EQ(e, 1u) << i->mnemonic << " (0x" << std::hex << n << ")";
      EXPECT_NE(sem::semantics(n).fn, nullptr) << i->mnemonic;
    } else {
      EXPECT_EQ(e, 0u) << "semantics for 0x" << std::hex << n << ", not an opcode";
      EXPECT_EQ(sem::semantics(n).fn, nullptr) << "0x" << std::hex << n;
    }
  }
  EXPECT_EQ(opcodes, gen::NUM_OPCODES);
  EXPECT_EQ(entries, gen::NUM_OPCODES);  // no entry outside the opcodes
  EXPECT_EQ(sem::semantics(256).fn, nullptr);
}

TEST(Table, EveryOpcodeHasOneExecutionClass) {
  std::set<unsigned> numbers;
  std::set<std::string> names;
  for (const gen::OpcodeInfo& i : gen::OPCODES) {
    const unsigned n = static_cast<unsigned>(i.opcode);
    EXPECT_TRUE(numbers.insert(n).second) << "opcode 0x" << std::hex << n << " listed twice";
    EXPECT_TRUE(names.insert(i.mnemonic).second) << i.mnemonic << " listed twice";
    EXPECT_EQ(gen::opcode_info(n), &i) << i.mnemonic;
    // One value of each execution-class list.
    EXPECT_LT(static_cast<unsigned>(i.read_kind), gen::NUM_READ_KINDS) << i.mnemonic;
    EXPECT_LT(static_cast<unsigned>(i.write_kind), gen::NUM_WRITE_KINDS) << i.mnemonic;
    EXPECT_LT(static_cast<unsigned>(i.unit), gen::NUM_UNITS) << i.mnemonic;
    EXPECT_LE(i.reads, i.num_sources) << i.mnemonic;
    EXPECT_EQ(i.read_kind == ReadKind::NONE, i.reads == 0) << i.mnemonic;
    if (i.scalar) {
      EXPECT_TRUE(i.read_kind == ReadKind::FLOAT || i.read_kind == ReadKind::INT) << i.mnemonic;
    }
    // The golden model executes it with the table's class.
    const sem::Semantics& s = sem::semantics(n);
    EXPECT_EQ(s.read_kind, i.read_kind) << i.mnemonic;
    EXPECT_EQ(s.reads, i.reads) << i.mnemonic;
    EXPECT_EQ(s.write_kind, i.write_kind) << i.mnemonic;
  }
  EXPECT_EQ(numbers.size(), gen::NUM_OPCODES);
}

// The set of mnemonics whose table entry satisfies `pred`.
template <typename Pred>
std::set<std::string> where(Pred pred) {
  std::set<std::string> s;
  for (const gen::OpcodeInfo& i : gen::OPCODES) {
    if (pred(i)) s.insert(i.mnemonic);
  }
  return s;
}

using Names = std::set<std::string>;

TEST(Table, ReadKindsFollowTheNotes) {
  // Table 2, Read column: S and Si are scalar reads (E31); Vi and Si integer reads (D4); B
  // boolean reads (D7); "-" no read.
  EXPECT_EQ(where([](const auto& i) { return i.scalar; }),
            (Names{"COS", "EX2", "EXP", "LG2", "LOG", "RCP", "RSQ", "SIN", "SETPEQ", "SETPGT",
                   "SETPLT", "STPEQI", "STPGTI", "STPLTI"}));
  EXPECT_EQ(where([](const auto& i) { return i.read_kind == ReadKind::INT; }),
            (Names{"ADDI", "MULI", "STPEQI", "STPGTI", "STPLTI"}));
  EXPECT_EQ(where([](const auto& i) { return i.read_kind == ReadKind::BOOL; }),
            (Names{"ANDP", "JMP"}));
  EXPECT_EQ(where([](const auto& i) { return i.read_kind == ReadKind::NONE; }),
            (Names{"NOP", "CHS", "END"}));
  // Three-operand reads; FXMAD encodes op3 but reads the accumulator instead (E18); the texture
  // requests, KLS and ZXS read op1 only (op2 is an index, or unused: D12).
  EXPECT_EQ(where([](const auto& i) { return i.reads == 3; }),
            (Names{"MAD", "CMP", "CMPKIL", "FXMAD2"}));
  for (const char* m : {"FXMAD", "TEX", "TXB", "TXL", "TXP", "LDA", "KLS", "ZXS"}) {
    const gen::OpcodeInfo* i = nullptr;
    for (const gen::OpcodeInfo& x : gen::OPCODES) {
      if (std::string(x.mnemonic) == m) i = &x;
    }
    ASSERT_NE(i, nullptr) << m;
    EXPECT_EQ(i->reads, std::string(m) == "FXMAD" ? 2 : 1) << m;
  }
}

TEST(Table, WriteKindsFollowTheNotes) {
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::INT_ALL; }),
            (Names{"ARL"}));  // E19
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::INT; }),
            (Names{"ADDI", "MULI"}));
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::PRED; }),
            (Names{"ANDP", "SETPEQ", "SETPGT", "SETPLT", "STPEQI", "STPGTI", "STPLTI"}));
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::ACC; }),
            (Names{"FXMUL", "FXMAD2"}));
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::JUMP; }),
            (Names{"JMP"}));  // E28
  // Texture results arrive later (deferred); fragment effects and flow write nothing.
  EXPECT_EQ(where([](const auto& i) { return i.write_kind == WriteKind::NONE; }),
            (Names{"NOP", "END", "TEX", "TXB", "TXL", "TXP", "LDA", "KIL", "KLS", "ZXP", "ZXS",
                   "CHS"}));
}

TEST(Table, UnitsOfTheRequestsAndEffects) {
  EXPECT_EQ(where([](const auto& i) { return i.unit == Unit::TEX; }),
            (Names{"TEX", "TXB", "TXL", "TXP", "LDA"}));
  EXPECT_EQ(where([](const auto& i) { return i.unit == Unit::QUAD; }), (Names{"DDX", "DDY"}));
  EXPECT_EQ(where([](const auto& i) { return i.unit == Unit::KILL; }),
            (Names{"KIL", "KLS", "CMPKIL"}));
  EXPECT_EQ(where([](const auto& i) { return i.unit == Unit::ZEXP; }), (Names{"ZXP", "ZXS"}));
  EXPECT_EQ(where([](const auto& i) { return i.unit == Unit::SAMPLE; }), (Names{"CHS"}));
}

}  // namespace
}  // namespace shaderhw::attila
