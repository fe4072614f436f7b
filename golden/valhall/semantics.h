// Valhall golden model, internal: the meaning of each instruction of the FMA, CVT and SFU units,
// one small function per instruction (Spike-like), found through a table indexed by the
// instruction index (gen::Ins). execute.cpp reads the sources, calls the function for every
// lane, then applies the write mask, the lane gating and the zeroing of disabled outputs once
// for all instructions, as the instruction's execution class (gen::InsInfo::exec) says;
// message instructions have no entry (execute.cpp builds their record).
// Contract: execute.h. Helpers shared by semantics_*.cpp are declared here.
#pragma once

#include <array>
#include <cstdint>

#include "fp/fp.h"
#include "valhall/execute.h"

namespace shaderhw::valhall::sem {

// Working state of one instruction on the quad.
struct Ctx {
  const Decoded& d;
  const gen::InsInfo& info;
  const ExecConfig& cfg;
  uint64_t pc = 0;
  bool active[kLanes] = {};
  uint64_t src[kLanes][gen::MAX_SRCS] = {};  // sources as read (immediates resolved)
  uint64_t res[kLanes] = {};                 // result: 32 bits, or 64 for 64-bit results
  bool flag[kLanes] = {};                    // branch taken / discard
  uint64_t target[kLanes] = {};              // branch target
};

// What an instruction writes and which unit executes it are its execution class
// (gen::InsInfo::exec, generated from rtl/valhall/exec_classes.json); execute.cpp reads it
// there, so the table below holds only the functions.

using Fn = void (*)(Ctx&, int lane);

struct Semantics {
  Fn fn = nullptr;          // nullptr: message instruction (or not executed here)
  uint8_t registrations = 0;  // set() calls for the instruction (tested: exactly one)
  bool in_float = false;      // registered by add_float (else add_integer)
};
using Table = std::array<Semantics, gen::NUM_INS>;

// The table, built once from the registration functions of semantics_*.cpp.
const Table& table();
void add_float(Table&);    // semantics_float.cpp: float arithmetic, conversions, SFU, compares
void add_integer(Table&);  // semantics_int.cpp: integer, bit, shift, select, cross-lane, control

// Registers the function of instruction i (one call per instruction; a second call is counted,
// and the test of the execution classes fails).
inline void set(Table& t, gen::Ins i, Fn fn) {
  Semantics& s = t[static_cast<unsigned>(i)];
  s.fn = fn;
  ++s.registrations;
}

// ---- operand helpers (semantics.cpp) ----
bool ftz32(const Ctx&);
bool ftz16(const Ctx&);
fp::Round round_mode(const Ctx&);  // W[31:30] (0 rte -> RNE ...), RNE when absent
fp::Config fpcfg(fp::Round rm = fp::Round::RNE);  // canonical NaN, no ftz (flushing is explicit)

// Subnormal -> signed zero when `on` (f16 in bits 15:0).
uint32_t flush(fp::Format f, uint32_t x, bool on);
// The float-format flush of execute.h applied to an operand / result of format f.
uint32_t flush_in(const Ctx& c, fp::Format f, uint32_t x);

// Integer lane selection of source k (execute.h "Lane selection fields"): the packed operand
// after its widen/swizzle/lane field, halves and bytes extended per `sign`. 32-bit result for
// 32-bit and smaller sources, 64-bit for 64-bit sources. Fields without integer meaning
// (LANES8, COMBINE, float WIDEN) leave the value unchanged.
uint64_t sel(const Ctx& c, int lane, int k, bool sign);
// f32 operand of source k: widen (f16 half -> f32, flushed by the f16 rule first), flush (f32),
// abs, neg.
uint32_t f32_src(const Ctx& c, int lane, int k);
// Two f16 lanes of source k (packed, lane 0 in 15:0): swizzle, flush (f16), abs, neg per lane.
uint32_t f16x2_src(const Ctx& c, int lane, int k);
// abs/neg of source k applied to the sign bit at `sign_bit` (bit operations).
uint32_t absneg(const Ctx& c, int k, uint32_t x, uint32_t sign_bit);

// Clamp W[33:32] of a result in format f (execute.h "Clamp").
uint32_t clamp(const Ctx& c, fp::Format f, uint32_t x);

// Float conditions W[34:32] (execute.h "Compares") on operands already flushed.
bool fcond(fp::Format f, unsigned cond, uint32_t a, uint32_t b);
// Integer conditions on lane values already extended to 64 bits with the opcode's signedness.
bool icond(unsigned cond, int64_t a, int64_t b, bool is_signed);

// Lane helpers: lane i of a packed value with `bits`-wide lanes (bits = 8, 16, 32, 64).
inline uint64_t lane_of(uint64_t v, int bits, int i) {
  return bits == 64 ? v : (v >> (bits * i)) & ((uint64_t{1} << bits) - 1);
}
inline int64_t sext(uint64_t v, int bits) {
  return bits == 64 ? static_cast<int64_t>(v)
                    : static_cast<int64_t>(v << (64 - bits)) >> (64 - bits);
}
inline uint64_t lane_mask(int bits) {
  return bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}
inline int lanes_of(int bits) { return bits >= 32 ? 1 : 32 / bits; }

}  // namespace shaderhw::valhall::sem
