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

// How the sources of an opcode are read (docs/attila.md table 2, column Read).
enum class Read : uint8_t {
  None,   // no source
  Float,  // V/S: float modifiers (sign-bit operations)
  Int,    // Vi/Si: integer modifiers (two's complement, D4)
  Bool,   // B: predicate, constant != 0 or immediate boolean
};

// What the epilogue does with the lane's result (docs/attila.md table 2, column Result; 5.2).
enum class Result : uint8_t {
  None,    // side effects only (written to Lane::out by the function)
  Float,   // Lane::r through saturate (if sat) and mask
  Int,     // Lane::r through mask, never saturated
  IntAll,  // Lane::r to all four components, mask and sat ignored (ARL, E19)
  Pred,    // Lane::p XOR invert, to P[res_reg]
  Acc,     // Lane::acc through mask, never saturated
  Jump,    // Lane::p is the lane's condition; taken = AND over the active lanes
};

using Fn = void (*)(Op&, Lane&);

struct Semantics {
  Fn fn = nullptr;  // nullptr only for numbers that are not opcodes
  Read read = Read::None;
  Result result = Result::None;
};

// Entry of opcode number `number` (0..255); fn == nullptr when it is not an opcode.
const Semantics& semantics(uint32_t number);

}  // namespace shaderhw::attila::sem
