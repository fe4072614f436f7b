// The field-by-field comparison of two R500 ExecOut values (golden/r500/execute.h): what the
// harness scoreboard and the RTL tests of tests/r500 print for a mismatch.
#pragma once
#include <string>

#include "r500/execute.h"

namespace shaderhw::r500 {

// Every field where `actual` differs from `expected`, one "    <field>  expected 0x..  actual
// 0x.." line each, in the order of ExecOut ("" when equal: every bit compared).
std::string diff_outputs(const ExecOut& expected, const ExecOut& actual);

}  // namespace shaderhw::r500
