// ATTILA assembler and disassembler (one instruction per line). The syntax is the seed's
// (docs/attila.md, appendix "the seed page") with the mnemonic spellings and examples of
// docs/attila.md; golden/attila/ASM.md gives the full grammar and every decision.
//
// Contract
// * disassemble(d) of a legal Decoded prints the line that assemble() turns back into exactly
//   encode(d), the canonical encoding (docs/attila.md 7.3). So for any legal word w:
//   assemble(disassemble(decode(w))) == encode(decode(w)), and == w when w is canonical.
//   One exception (ASM.md, D-PRED): decode() keeps pred_inv/pred_reg when pred_en = 0; they have
//   no effect and no syntax, and the assembler writes 0 there.
// * The worked examples print exactly as docs/attila.md prints them (7.1, 7.2).
// * assemble() rejects, with the column and the offending token in the message, anything that
//   would not give a legal canonical instruction.
#pragma once

#include <string>
#include <string_view>

#include "attila/decode.h"
#include "common/asm_result.h"

namespace shaderhw::attila {

// One instruction in assembly syntax. An illegal Decoded prints ".illegal ; <reason>".
std::string disassemble(const Decoded& d);

// Decodes and prints `w`. An illegal word prints ".illegal 0x<q0> 0x<q1> ; <reason>" (qword
// form of format_words), with the opcode number in the reason when the opcode is invalid.
std::string disassemble(const Instruction& w, const DecodeConfig& cfg = {});

// The assembler's result (golden/common/asm_result.h, shared by every ISA).
using AsmResult = shaderhw::AsmResult<Instruction>;

// Assembles one line into its canonical encoding. `cfg` sets the IN register limit (16, or 48 in
// micro-triangle mode). On failure the error reads "column N: <what> '<token>'" (column
// 1-based). A line holding no instruction (blank or comment only) is an error too; test it first
// with is_blank().
AsmResult assemble(std::string_view line, const DecodeConfig& cfg = {});

// True when the line has no instruction: only whitespace and/or a comment (';' or '#').
bool is_blank(std::string_view line);

// Instruction words as text. Accepted forms (comments after ';' or '#' ignored):
//  * one token of 32 hex digits: the 128-bit value, most significant digit first (qword 1, then
//    qword 0), optional "0x" prefix, optional '_' or '\'' between digits;
//  * two tokens (qword 0 first, as docs/attila.md writes them), each 1-16 hex digits with optional "0x"
//    and '_'/'\'' separators, separated by whitespace, ',' or ':'.
AsmResult parse_words(std::string_view line);

// "0x<q0> 0x<q1>": qword 0 first, 16 upper-case hex digits each (the notation of docs/attila.md).
std::string format_words(const Instruction& w);

}  // namespace shaderhw::attila
