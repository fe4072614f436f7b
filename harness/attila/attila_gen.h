// ATTILA constrained-random transactions: legal instructions over every opcode with random
// modifiers, and lane state (register contents, predicates, address registers, accumulator,
// sample, active mask) drawn from value classes that hit the special cases of docs/attila.md
// (+-0, +-inf, NaNs with payloads, subnormals, 1.0, values next to compare and saturate
// thresholds, integer extremes, fixed-point wrap and saturation ranges).
#pragma once
#include <string>
#include <vector>

#include "attila/execute.h"
#include "core/rng.h"

namespace shaderhw::attila {

// Stream of the random transactions (Rng(seed, kStreamTxn, index)).
constexpr uint64_t kStreamTxn = 0xA771;

// Every legal opcode (docs/attila.md table 2 plus FLR, D1), in opcode order.
const std::vector<Opcode>& all_opcodes();
// Opcodes named on the command line (mnemonics, any case); empty = all. Throws InputError.
std::vector<Opcode> resolve_opcodes(const std::vector<std::string>& names);

// One random legal instruction of an opcode drawn from `ops` (all when empty). About a quarter
// carry random bits in fields the opcode does not use (the decoder must ignore them).
Instruction random_instruction(Rng& rng, const std::vector<Opcode>& ops, const ExecConfig& cfg);
// A whole transaction: instruction plus random lane state shaped for the opcode.
ExecIn random_exec_in(Rng& rng, const std::vector<Opcode>& ops, const ExecConfig& cfg);

// True when the opcode's value operands are floats (every float opcode, and ARL, which floors a
// float to an address): the generator draws float classes for them and coverage bins them so.
bool reads_float_operands(const OpcodeInfo& info);

// Zeroes the inputs the instruction cannot read (unused sources, address registers without
// relative addressing, accumulator outside FX*, ...), so a vector file holds only what matters.
void strip_unread_inputs(ExecIn& in, const ExecConfig& cfg);

}  // namespace shaderhw::attila
