// Valhall constrained-random transactions: legal instruction words over every instruction (the
// FMA/CVT/SFU units weighted so each executing instruction appears often; messages and branches
// too) with random modifiers, lane selections, clamps, round modes and source classes
// (registers, uniforms, immediate table, special FAU values), and lane values drawn from
// special-value classes (+-0, +-inf, NaNs with payloads, f32/f16 subnormals, 1.0, conversion
// halfway values, integer extremes, 0x7F/0x80 bytes, shift amounts near the width), random
// active masks and flush-to-zero modes.
#pragma once
#include <string>
#include <vector>

#include "core/rng.h"
#include "valhall/execute.h"

namespace shaderhw::valhall {

// Stream of the random transactions (Rng(seed, kStreamTxn, index)).
constexpr uint64_t kStreamTxn = 0x7A11;

// True for the instructions the execution pipeline computes (units FMA, CVT, SFU); the others
// are messages (a record, no register write).
bool executes(int ins);
// Every executing instruction, in table order (the coverage denominator).
const std::vector<int>& executing_instructions();
// Instructions named on the command line (table names such as FADD.f32, any case); empty =
// every instruction. Throws InputError for an unknown name.
std::vector<int> resolve_instructions(const std::vector<std::string>& names);

// A random legal, canonical word (encode(decode(w)) == w and assemble(disassemble(w)) == w) of
// an instruction drawn from `ins` (weighted as above when empty).
uint64_t random_word(Rng& rng, const std::vector<int>& ins);
// A whole transaction: word (without `ins`, one in 16 an arbitrary 64-bit word), pc, per-lane
// sources shaped for the operand types where the instruction reads them and random junk
// everywhere else (unread sources, high words of 32-bit operands, old destination, staging
// data), active mask; and a random flush-to-zero mode in `cfg`.
ExecIn random_exec_in(Rng& rng, const std::vector<int>& ins, ExecConfig& cfg);
// Zeroes the inputs the instruction does not read (absent or immediate sources, high words of
// 32-bit operands, staging data of non-messages), so that a vector file holds what matters.
void strip_unread_inputs(ExecIn& in);

}  // namespace shaderhw::valhall
