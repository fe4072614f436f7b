// ATTILA golden model, internal: the meaning of each opcode (Spike-like: one small function per
// opcode, found through a table indexed by the opcode number). execute.cpp reads the sources,
// calls the function for every lane, then applies saturate, mask, the predicate gate and the
// zeroing of disabled outputs, once for all opcodes (execute.h has the contract).
#pragma once

#include <cstdint>

#include "attila/execute.h"

namespace shaderhw::attila::sem {

// Working state of one lane while one instruction executes.
struct Lane {
  int index = 0;              // lane number in the group (quad = lanes 4k..4k+3)
  Vec4 a, b, c;               // V/Vi reads of op1..op3; an S/Si read is component 3 (E31)
  bool ba = false, bb = false;  // boolean reads of op1, op2 (ANDP, JMP)
  Vec4 r;                     // register result before saturate and mask
  bool p = false;             // predicate result before the invert bit; JMP: the condition
  FxValue acc[4];             // accumulator result before the mask
  const LaneIn* in = nullptr;
  LaneOut* out = nullptr;     // kill/zexp/chs/tex effects are written here, gated afterwards
};

struct Op {
  const Decoded& d;
  const ExecConfig& cfg;
  int frac_bits;              // F of the fixed-point unit, 1..16
  Lane lane[kLanes];
};

using Fn = void (*)(Op&, Lane&);

// What execute.cpp needs of an opcode: its function, and its execution class from the generated
// table (rtl/attila/attila_isa.json: read_kind, reads, write_kind), never restated here.
//   read_kind: FLOAT/INT read op1..op<reads> as vectors with float or integer modifiers (D4)
//     into Lane::a..c (an S/Si read is component 3 of it, E31); BOOL reads op1, op2 as
//     booleans into Lane::ba, Lane::bb; NONE reads nothing.
//   write_kind: what the epilogue does with the lane's result: FLOAT Lane::r through saturate
//     (if sat) and mask; INT Lane::r through the mask; INT_ALL Lane::r to all four components,
//     mask and sat ignored (ARL, E19); PRED Lane::p XOR invert to P[res_reg]; ACC Lane::acc
//     through the mask; JUMP Lane::p is the lane's condition; NONE effects only (written to
//     Lane::out by the function).
struct Semantics {
  Fn fn = nullptr;  // nullptr only for numbers that are not opcodes
  gen::ReadKind read_kind = gen::ReadKind::NONE;
  uint8_t reads = 0;
  gen::WriteKind write_kind = gen::WriteKind::NONE;
};

// Entry of opcode number `number` (0..255); fn == nullptr when it is not an opcode.
const Semantics& semantics(uint32_t number);

// How many semantic functions semantics.cpp lists for opcode number `number` (the test that
// every opcode of the table has exactly one, and nothing else has any).
unsigned semantics_entries(uint32_t number);

}  // namespace shaderhw::attila::sem
