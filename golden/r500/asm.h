// R500 fragment shader assembler and disassembler: one instruction per line, the syntax of
// golden/r500/ASM.md (a line names the type, then the RGB and alpha opcodes of ALU/OUT, the
// texture opcode of TEX or the flow-control opcode of FC, then key=value tokens).
//
// Contract
// * disassemble() prints every field of the instruction's type that is not 0, plus the operands
//   an opcode reads even when 0, and the ignored (reserved) bits when they are not 0. So for every
//   legal word w: assemble(disassemble(w)) == w, bit for bit (ASM.md "Round trip").
// * An illegal word prints "illegal ; <reason> ; <the six words>" and does not assemble.
// * assemble() rejects anything else with "column N: <what> '<token>'" (column 1-based).
#pragma once

#include <string>
#include <string_view>

#include "common/asm_result.h"
#include "r500/decode.h"

namespace shaderhw::r500 {

std::string disassemble(const Decoded& d);
std::string disassemble(const Instruction& w);

using AsmResult = shaderhw::AsmResult<Instruction>;

AsmResult assemble(std::string_view line);

// True when the line holds no instruction: only whitespace and/or a ';' comment.
bool is_blank(std::string_view line);

// The six words as text: "00187800 C0141400 ..." (8 upper-case hex digits each, word 0 first).
std::string format_words(const Instruction& w);

// Reads six words: 1-8 hex digits each with optional "0x", separated by whitespace or ',';
// a label "W0".."W5" before a word is allowed (docs/r500.md 11 writes them so); ';' comments.
AsmResult parse_words(std::string_view line);

}  // namespace shaderhw::r500
