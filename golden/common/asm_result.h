// The one result type of every ISA's assembler entry points (assemble, parse_words): the word on
// success, or the reason on failure. `Word` is the ISA's instruction word (uint64_t for Valhall,
// the 128-bit attila::Instruction for ATTILA).
#pragma once

#include <string>

namespace shaderhw {

template <class Word>
struct AsmResult {
  bool ok = false;
  Word word{};        // the encoding when ok; value-initialized otherwise
  std::string error;  // when !ok: "column N: <what> '<token>'" or a whole-line reason

  static AsmResult success(const Word& w) { return {true, w, {}}; }
  static AsmResult failure(std::string why) { return {false, Word{}, std::move(why)}; }
};

}  // namespace shaderhw
