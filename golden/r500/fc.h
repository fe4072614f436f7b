// R500 golden model of one flow-control (TYPE = FC) instruction: flow-control state in, next
// state out (docs/r500.md 8; P13, P17, P24; G12-G17).
//
// State (8.1): PC (9 bits); per pixel `active` and the branch counter `bcnt` (8-bit signed,
// G12); the loop stack, kept as two stacks of depth 8 (counters, and aL values: REP/ENDREP/
// BREAKREP touch only the first, G15); the address stack of depth 8 (P17). aL is the top of the
// aL stack, 0 when it is empty (P3, 8.1). Per pixel inputs owned by the ISS: alu_result,
// predicate bits, covered, killed. A killed pixel takes part in nothing and its state is frozen
// (G9).
//
// One instruction (8.2), in this order:
//  1. B_ELSE: active pixels -> inactive with bcnt 0; inactive pixels with bcnt 0 -> active.
//  2. bool = US_FC_BOOL_CONST[BOOL_ADDR]; for every active pixel want = JUMP_FUNC bit
//     (alu_result << 2 | predicate << 1 | bool), predicate from RGB_PRED_SEL/INV (NONE -> 0,
//     RGBA -> pred R, P13); considered = active pixels, minus uncovered ones if IGNORE_UNCOVERED.
//  3. take = JUMP_ANY ? any considered pixel wants (false if none)
//                     : every considered pixel wants (true if none).
//  4. the opcode's function (semantics.cpp, 8.3): LOOP/REP take when KR = 0, else (not taken)
//     push KR (and KG as aL for LOOP); ENDLOOP/ENDREP decrement the top counter (ENDLOOP also adds
//     KB of its own INT_ADDR to the top aL, mod 256), do not take at counter 0, and pop whenever
//     they do not take; BREAKLOOP/BREAKREP pop when taken; JUMP/CONTINUE nothing (P17).
//  5. branch-state op B_OP1 if taken else B_OP0: INCR: pixels inactive before this step bcnt += 1
//     (saturating at 127, G12), active pixels whose want differs from take -> inactive, bcnt 0;
//     DECR: inactive pixels bcnt -= B_POP_CNT, below 0 -> active with bcnt 0.
//  6. taken: A_OP PUSH pushes PC+1 and goes to the jump target, POP goes to the popped address,
//     NONE to the jump target = JUMP_ADDR (+ OFFSET_ADDR unless JUMP_GLOBAL, mod 512); not taken:
//     PC+1 (mod 512).
// Stack faults (G13): a push onto a full stack is lost, a pop of an empty stack yields 0; both
//   are reported (overflow/underflow) and the ISS stops. An ENDLOOP/ENDREP with no counter falls
//   through (G14).
// Partial flow control (FULL_FC_EN = 0) is not modelled (P24): the instruction runs as in full
//   mode and `beyond_mode` reports what partial mode cannot do (loop or address-stack ops, nesting
//   deeper than 4); it also reports nesting deeper than 32 in full mode (G17).
// An illegal instruction (reserved A_OP/B_OP/predicate select) does nothing but PC+1 (P22).
#pragma once

#include <cstdint>

#include "r500/decode.h"

namespace shaderhw::r500 {

constexpr int kFcPixels = 4;
constexpr int kLoopDepth = static_cast<int>(gen::LIMIT_LOOP_STACK_DEPTH);
constexpr int kAddrDepth = static_cast<int>(gen::LIMIT_ADDR_STACK_DEPTH);
constexpr uint16_t kPcMask = static_cast<uint16_t>(gen::LIMIT_INSTRUCTIONS - 1);

// Static flow-control registers (3.8).
struct FcConfig {
  uint32_t bool_const = 0;       // US_FC_BOOL_CONST
  uint32_t int_const[32] = {};   // US_FC_INT_CONST_i: KR [7:0], KG [15:8], KB [23:16] signed
  uint16_t code_offset = 0;      // US_CODE_OFFSET.OFFSET_ADDR
  bool full_fc_en = true;        // US_FC_CTRL.FULL_FC_EN
};

// A bounded stack (the loop and address stacks of 8.1).
template <class T, int N>
struct Stack {
  T v[N] = {};
  int depth = 0;
  bool empty() const { return depth == 0; }
  T top_or_zero() const { return depth ? v[depth - 1] : T{}; }
  T* top() { return depth ? &v[depth - 1] : nullptr; }
  bool push(T x) {  // false: the stack is full and x is lost (G13)
    if (depth == N) return false;
    v[depth++] = x;
    return true;
  }
  bool pop(T* x) {  // false: the stack is empty and *x = 0 (G13)
    *x = depth ? v[depth - 1] : T{};
    if (depth == 0) return false;
    --depth;
    return true;
  }
  bool operator==(const Stack& o) const {
    if (depth != o.depth) return false;
    for (int i = 0; i < depth; ++i)
      if (v[i] != o.v[i]) return false;
    return true;
  }
};

struct FcPixel {
  bool active = true;
  int8_t bcnt = 0;  // meaningful for inactive pixels
  bool operator==(const FcPixel& o) const { return active == o.active && bcnt == o.bcnt; }
};

struct FcState {
  uint16_t pc = 0;
  FcPixel px[kFcPixels];
  Stack<uint8_t, kLoopDepth> loop_count;  // iteration counters
  Stack<uint8_t, kLoopDepth> loop_al;     // aL values (LOOP/ENDLOOP/BREAKLOOP only)
  Stack<uint16_t, kAddrDepth> addr;       // return addresses (A_OP PUSH/POP)
  uint8_t aL() const { return loop_al.top_or_zero(); }
  uint8_t active_mask() const;  // bit p: pixel p active
  bool operator==(const FcState& o) const;
};

struct FcPixelIn {
  bool alu_result = false;
  uint8_t pred = 0;  // bit 0 R .. 3 A
  bool covered = true;
  bool killed = false;
};

struct FcIn {
  Instruction instr;
  FcState state;
  FcPixelIn px[kFcPixels];
};

struct FcOut {
  bool illegal = false;  // also for an instruction that is not TYPE = FC
  const char* illegal_reason = nullptr;
  FcState next;
  bool take = false;        // jump taken (after step 4)
  uint8_t want = 0;         // bit p: pixel p wants to jump (step 2)
  uint8_t considered = 0;   // bit p: pixel p took part in the decision (step 2)
  bool overflow = false;    // a push was lost (G13)
  bool underflow = false;   // a pop found its stack empty (G13)
  bool beyond_mode = false; // partial-mode or nesting limits exceeded (G17)
};

FcOut execute_fc(const FcIn& in, const FcConfig& cfg = {});

// The predicate input of JUMP_FUNC for one pixel (6.5, P13).
bool fc_predicate(const CommonFields& c, uint8_t pred);

// Jump target of a non-POP jump: JUMP_ADDR, + OFFSET_ADDR unless JUMP_GLOBAL, mod 512.
uint16_t fc_jump_target(const FcFields& f, const FcConfig& cfg);

}  // namespace shaderhw::r500
