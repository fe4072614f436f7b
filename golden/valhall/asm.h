// Valhall assembler / disassembler in Mesa's syntax (docs/valhall.md 1.8, 7).
//
// Line syntax, as Mesa's Valhall disassembler prints it:
//   MNEMONIC[.modifier...][.flow] [operand, operand, ...]
// * Modifiers follow the XML order of the instruction; flags print their name when set; enum
//   modifiers print their value name unless it is the enum's default (e.g. no ".rte", ".none").
//   Staging register counts are not modifiers: they are the length of the staging operand.
// * Operands: destination (rN, rN.h0, rN.h1) or staging operands (@rA:rA+1:..., "@" when
//   empty, XML <sr> order), then sources in XML order, then immediates in XML order
//   (name:value, signed decimal or unsigned 0x%X; the 32-bit constant as #0x%X).
// * Source: rN (^rN = last use), uN (uniform word, N = page*64 + index), 0x%X (value of an
//   immediate-table entry, printf %X: no leading zeros), or a special FAU value with its word
//   (lane_id.w0). Then .neg, .abs, the lane-selection value (unless default), .not.
// assemble() accepts the modifiers and source suffixes in any order, hexadecimal immediates with
// or without leading zeros, and a few later-Mesa mnemonics (see golden/valhall/README.md). It
// writes the canonical encoding: the first table entry of an immediate value, the canonical
// staging flags, 0xC0 in byte 5 of instructions without destination or staging.
#pragma once

#include <cstdint>
#include <string>

#include "common/asm_result.h"
#include "valhall/decode.h"

namespace shaderhw::valhall {

std::string disassemble(const Decoded& d);
inline std::string disassemble(uint64_t word) { return disassemble(decode(word)); }

// The assembler's result (golden/common/asm_result.h, shared by every ISA); the error names the
// offending token.
using AsmResult = shaderhw::AsmResult<uint64_t>;

AsmResult assemble(const std::string& line);

// "0123456789ABCDEF" (the word, most significant digit first, optional 0x) or
// "03 47 00 00 90 c5 a4 00" (8 bytes in memory order, byte 0 first).
AsmResult parse_words(const std::string& text);

// The word as 8 bytes in memory order, lower-case hex: "03 47 00 00 90 c5 a4 00".
std::string format_bytes(uint64_t word);

}  // namespace shaderhw::valhall
