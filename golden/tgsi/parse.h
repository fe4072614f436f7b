// Gallium TGSI golden model: the token-stream parser (docs/tgsi.md 3-6, 13).
//
// parse() walks a stream of 32-bit tokens exactly as docs/tgsi.md 6 says: VERSION, HEADER (and
// PROCESSOR and any further header tokens), then the body, one sized token at a time; inside an
// instruction the Extended chains, the operands, their indirect operands and DIMENSION tokens,
// checking that the walk uses exactly INSTRUCTION.Size tokens. It stops at the first error, in
// the order in which a streaming decoder meets them (docs/tgsi.md 13.2), and reports the error
// code (docs/tgsi.md 13.1, generated gen::Error) and the token index (0 = the VERSION token).
//
// On success `program` holds every record; on failure it holds the records completed before
// the error. Non-fatal remarks (non-zero padding, a newer minor version, a HeaderSize other than
// 2, ...) go to `lint` and never change the result.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tgsi/program.h"

namespace shaderhw::tgsi {

using gen::Error;

struct ParseOptions {
  // Strict (the default, D30): an undefined body token type is error UNKNOWN_TOKEN. Permissive:
  // it is skipped by its Size, as the seed document allows (docs/tgsi.md 4.1).
  bool strict = true;
};

struct Lint {
  uint32_t index;  // token index
  std::string message;
};

struct ParseResult {
  Error error = Error::OK;
  uint32_t error_index = 0;  // token index the error is reported at (docs/tgsi.md 13.1)
  std::string message;       // detail for humans (not compared)
  Program program;
  std::vector<Lint> lint;
  uint32_t skipped_tokens = 0;  // permissive mode: tokens of undefined types skipped
  bool ok() const { return error == Error::OK; }
};

ParseResult parse(const uint32_t* tokens, size_t count, const ParseOptions& opt = {});
inline ParseResult parse(const std::vector<uint32_t>& tokens, const ParseOptions& opt = {}) {
  return parse(tokens.data(), tokens.size(), opt);
}

const char* error_name(Error);

// Implemented size of a register file (docs/tgsi.md 11.8; 0 for FILE_NULL).
uint32_t file_size(File);

}  // namespace shaderhw::tgsi
