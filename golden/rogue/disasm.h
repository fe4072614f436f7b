// PowerVR Rogue USC disassembler: decoded groups (decode.h) -> one listing line per group in the
// syntax of docs/rogue.md 10, and the hex input format of `shaderhw disasm --isa rogue`.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "rogue/decode.h"

namespace shaderhw::rogue {

// The assembly of a decoded group (without offset and length): "illegal <REASON>: <detail>" for
// an illegal group.
std::string disasm(const Group& g);

// The listing line: "<offset, hex>: <length in bytes> <assembly>" (docs/rogue.md 10).
std::string listing_line(const Group& g);

// A register reference as the listing writes it (docs/rogue.md 10.2): r5, vi1, sh4, sc143, o0,
// i1, sr44, r3[idx0], idx1.
std::string reg_name(const RegRef& r);

// The hex input format (docs/rogue.md 10.1): pairs of hex digits, whitespace and line breaks
// ignored, '#' to the end of the line a comment. Returns false with `error` naming the line and
// column of the first bad character (or an odd digit count).
bool parse_hex(const std::string& text, std::vector<uint8_t>& bytes, std::string& error);

// The same, with the line of every byte (the line of its first digit, from 1) and the position of
// an error apart from its message, for tools that report "file:line" (harness/rogue).
struct HexError {
  uint32_t line = 0, column = 0;
  std::string message;
};
bool parse_hex(const std::string& text, std::vector<uint8_t>& bytes, std::vector<uint32_t>& byte_lines,
               HexError& error);

// Lists every group of `bytes`; returns the number of illegal groups.
int disasm_stream(const std::vector<uint8_t>& bytes, std::ostream& out, const DecodeOptions& opt = {});

}  // namespace shaderhw::rogue
