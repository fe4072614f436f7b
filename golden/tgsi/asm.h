// Gallium TGSI golden model: the text form. assemble() turns the project's dump syntax
// (golden/tgsi/ASM.md) into a token stream, disassemble() turns a stream back into the same text.
//
// Contract
// * For every stream s that assemble() produces: assemble(disassemble(s)) == s, token for token.
//   For any stream parse() accepts, the disassembly reassembles to the canonical equivalent
//   (writer order of extension tokens, zero padding, HeaderSize 2): ASM.md "Round trip".
// * assemble() validates its output with parse() unless told not to (tests build malformed
//   streams that way); a parse error is reported at the line of the item holding the token.
// * Errors carry the 1-based line and column: "line L, column C: <what>".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tgsi/parse.h"
#include "tgsi/program.h"

namespace shaderhw::tgsi {

struct AsmError {
  uint32_t line = 0;    // 1-based; 0 when the error is not tied to a line
  uint32_t column = 0;  // 1-based; 0 when the whole line (or item) is meant
  std::string message;
  std::string to_string() const;
};

struct AsmOptions {
  bool validate = true;  // parse() the result and report its first error
};

struct AsmOutput {
  bool ok = false;
  std::vector<uint32_t> tokens;
  Program program;  // the records (token_index filled in)
  AsmError error;
};

AsmOutput assemble(std::string_view text, const AsmOptions& opt = {});

// The text of a parsed program: the processor line, then one line per declaration, immediate
// and instruction in stream order. Ends with a newline.
std::string disassemble(const Program& p);

struct DisasmOutput {
  bool ok = false;
  std::string text;
  Error error = Error::OK;  // parse() error when !ok
  uint32_t error_index = 0;
  std::string message;
};
DisasmOutput disassemble(const std::vector<uint32_t>& tokens);

// Single items (no newline).
std::string disassemble(const Declaration& d);
std::string disassemble(const Immediate& m);
std::string disassemble(const Instruction& in);

// Token files: 32-bit hex words (1-8 digits, optional 0x) separated by white space, '#' comments
// to the end of the line. format_token_words() writes one 8-digit lower-case word per line.
struct WordsOutput {
  bool ok = false;
  std::vector<uint32_t> tokens;
  AsmError error;
};
WordsOutput parse_token_words(std::string_view text);
std::string format_token_words(const std::vector<uint32_t>& tokens);

}  // namespace shaderhw::tgsi
