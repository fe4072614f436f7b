// Execution classes of the Valhall table (rtl/valhall/exec_classes.json -> gen::InsInfo::exec)
// against the golden semantics table (golden/valhall/semantics.h) and the XML facts the class
// must agree with. CTest valhall.exec_class.* (label quick).
//
// 1. exec_classes.json names every instruction of the table exactly once and nothing else
//    (scanned here as text, independently of the generator's JSON reader).
// 2. Every instruction has one well-formed class: a unit, a result kind and one operand kind per
//    XML source (NONE past the last source), consistent with the XML unit and destination.
// 3. Every instruction the class sends to a lane (int or fp) has exactly one semantics function,
//    registered by the golden file of that lane (semantics_int.cpp / semantics_float.cpp);
//    every message instruction has none.
// 4. execute() writes what the class says: reg32 one word, reg64 two, message a record, the
//    others no register.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "valhall/decode.h"
#include "valhall/execute.h"
#include "valhall/semantics.h"

#include "legal_word.h"

#ifndef VALHALL_EXEC_CLASSES_JSON
#error "VALHALL_EXEC_CLASSES_JSON (path of rtl/valhall/exec_classes.json) must be defined"
#endif

namespace shaderhw::valhall {
namespace {

bool is_message_unit(gen::Unit u) {  // 4.2: V, LS, T, VT, NONE send messages
  return u != gen::Unit::FMA && u != gen::Unit::CVT && u != gen::Unit::SFU;
}

bool is_64bit(gen::Opd k) {
  return k == gen::Opd::U64 || k == gen::Opd::S64 || k == gen::Opd::I64 || k == gen::Opd::B64;
}

TEST(ValhallExecClass, JsonNamesEveryInstructionOnce) {
  std::ifstream f(VALHALL_EXEC_CLASSES_JSON);
  ASSERT_TRUE(f) << "cannot read " << VALHALL_EXEC_CLASSES_JSON;
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string text = ss.str();
  // Every key that looks like an instruction name ("FADD.f32": ...).
  const std::regex key(R"re("([A-Z0-9_]+(?:\.[a-z0-9]+)?)"\s*:)re");
  int keys = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), key); it != std::sregex_iterator();
       ++it) {
    ++keys;
    const std::string name = (*it)[1];
    int found = -1;
    for (unsigned i = 0; i < gen::NUM_INS; ++i)
      if (name == gen::INSTRUCTIONS[i].name) found = static_cast<int>(i);
    EXPECT_GE(found, 0) << "exec_classes.json: entry '" << name << "' is not an instruction";
  }
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    const std::string name = gen::INSTRUCTIONS[i].name;
    int count = 0;
    for (std::string::size_type p = text.find('"' + name + '"'); p != std::string::npos;
         p = text.find('"' + name + '"', p + 1))
      ++count;
    EXPECT_EQ(count, 1) << "exec_classes.json: '" << name << "' appears " << count << " times";
  }
  EXPECT_EQ(keys, static_cast<int>(gen::NUM_INS));
}

TEST(ValhallExecClass, EveryInstructionHasOneWellFormedClass) {
  int units[3] = {0, 0, 0};
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    const gen::InsInfo& info = gen::INSTRUCTIONS[i];
    const gen::ExecClass& c = info.exec;
    const unsigned u = static_cast<unsigned>(c.unit), o = static_cast<unsigned>(c.out);
    ASSERT_LT(u, 3u) << info.name;
    ASSERT_LE(o, static_cast<unsigned>(gen::Out::MESSAGE)) << info.name;
    ++units[u];
    // The unit and the result kind agree with the XML.
    EXPECT_EQ(c.unit == gen::ExecUnit::MSG, is_message_unit(info.unit)) << info.name;
    EXPECT_EQ(c.out == gen::Out::MESSAGE, c.unit == gen::ExecUnit::MSG) << info.name;
    EXPECT_EQ(c.out == gen::Out::REG32 || c.out == gen::Out::REG64, info.dest) << info.name;
    // One operand kind per source, none past the last source; 64-bit kinds for 64-bit sources.
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      if (k < info.num_srcs) {
        EXPECT_NE(c.src[k], gen::Opd::NONE) << info.name << " source " << k;
        EXPECT_EQ(is_64bit(c.src[k]), info.src[k].size == 64) << info.name << " source " << k;
      } else {
        EXPECT_EQ(c.src[k], gen::Opd::NONE) << info.name << " source " << k;
      }
    }
  }
  std::printf("[ classes  ] %d int, %d fp, %d msg\n", units[0], units[1], units[2]);
  EXPECT_EQ(units[0] + units[1] + units[2], static_cast<int>(gen::NUM_INS));
}

TEST(ValhallExecClass, LaneInstructionsHaveExactlyOneSemanticsEntry) {
  const sem::Table& t = sem::table();
  int with_fn = 0;
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    const gen::InsInfo& info = gen::INSTRUCTIONS[i];
    const sem::Semantics& s = t[i];
    switch (info.exec.unit) {
      case gen::ExecUnit::INT:
      case gen::ExecUnit::FP:
        EXPECT_NE(s.fn, nullptr) << info.name << ": no semantics function";
        EXPECT_EQ(s.registrations, 1) << info.name << ": registered " << int{s.registrations}
                                      << " times";
        EXPECT_EQ(s.in_float, info.exec.unit == gen::ExecUnit::FP)
            << info.name << ": registered by the other lane's semantics file";
        ++with_fn;
        break;
      case gen::ExecUnit::MSG:
        EXPECT_EQ(s.fn, nullptr) << info.name << ": a message instruction has a function";
        EXPECT_EQ(s.registrations, 0) << info.name;
        break;
    }
  }
  std::printf("[ semantics] %d functions for the lane instructions\n", with_fn);
}

TEST(ValhallExecClass, ExecuteWritesWhatTheClassSays) {
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    const gen::InsInfo& info = gen::INSTRUCTIONS[i];
    ExecIn in;
    in.word = test_words::legal_word(i);
    ASSERT_FALSE(decode(in.word).illegal) << info.name;
    const ExecOut o = execute(in);
    ASSERT_FALSE(o.illegal) << info.name;
    const uint8_t we = o.lane[0].we;
    switch (info.exec.out) {
      case gen::Out::REG32: EXPECT_EQ(we, 1) << info.name; break;
      case gen::Out::REG64: EXPECT_EQ(we, 3) << info.name; break;
      case gen::Out::MESSAGE:
        EXPECT_EQ(we, 0) << info.name;
        EXPECT_TRUE(o.msg.valid) << info.name;
        break;
      default:  // none, branch, discard
        EXPECT_EQ(we, 0) << info.name;
        EXPECT_FALSE(o.msg.valid) << info.name;
        break;
    }
  }
}

}  // namespace
}  // namespace shaderhw::valhall
