// What the harness scoreboard and the RTL tests of tests/r500 print for an R500 mismatch: the
// field-by-field comparison of two ExecOut values (golden/r500/execute.h) and the inputs of the
// transaction; and the text forms of channel masks and register values they share with the
// vector files.
#pragma once
#include <string>

#include "r500/execute.h"

namespace shaderhw::r500 {

// Every field where `actual` differs from `expected`, one "    <field>  expected 0x..  actual
// 0x.." line each, in the order of ExecOut ("" when equal: every bit compared).
std::string diff_outputs(const ExecOut& expected, const ExecOut& actual);

// The instruction words and every input of a transaction, one pixel per block of lines.
std::string describe_inputs(const ExecIn& in, const ExecConfig& cfg);

// A channel mask as letters of "rgba" (bit 0 r .. 3 a) in that order, "-" for none.
std::string channels_text(unsigned mask);
// A register value as four hex numbers "0x.. 0x.. 0x.. 0x.." (r g b a).
std::string vec_text(const Vec4& v);

}  // namespace shaderhw::r500
