// Rogue golden model: execution of one decoded group on a quad of instances (docs/rogue.md 14):
// main-ALU and bitwise groups read S0..S5, IS0/FTE, the phase ops, IS1..IS5, the test and the move
// unit, W0/W1, the destination writes and P0 (the data path of docs/rogue.md 1.9 and 1.10); F64
// groups (14.8); control groups (14.9); repeated groups (D68). The per-instruction arithmetic is
// semantics.h.
//
// Control groups: CND* and SAVL execute (mask counts, PE, P0); the other control ops and every
// backend op are returned as records (ExecStatus::control / ::backend) for the harness to check
// (D61): their effects (branches, memory, iterators, texture unit) are outside the ALU model; the
// link address they use is kept with the quad (D69). Not executed (ExecStatus::ok = false with the
// reason): GTA (docs/rogue.md 14.7).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rogue/decode.h"

namespace shaderhw::rogue {

constexpr int kQuad = 4;  // instances of a quad: 0 TL, 1 TR, 2 BL, 3 BR (derivatives, 14.2)

// The registers one instance sees (docs/rogue.md 2). Shared and coefficient registers belong to
// a whole task in hardware; here each instance has its copy, which tests keep equal.
struct Instance {
  std::array<std::vector<uint32_t>, 6> bank;  // by bank code 1..5: r, vi, cf, sh, cfa (2048 each)
  std::array<uint32_t, gen::SPECIAL_SIZE> special{};  // constants preloaded; the rest writable, 0
  uint32_t idx[2] = {0, 0};
  bool p0 = false;
  bool pe = true;
  Instance();
};

struct Quad {
  std::array<Instance, kQuad> in;
  uint32_t link = 0;  // the link address (16-bit units): SAVL reads it, CNDSETL.B sets it (14.9)
};

// A backend or control op as executed on the quad: its decoded fields and what it saw.
struct OpRecord {
  bool present = false;
  Op op = Op::NOP;
  Component comp;                  // the op's component (fields, variant)
  std::array<bool, kQuad> active{};  // instances the group's condition enabled (CC, PE)
  std::array<std::array<uint32_t, 6>, kQuad> s{};  // S0..S5 as read
  std::array<std::array<uint32_t, 2>, kQuad> w{};  // W0, W1 after the ALU (backend ops read them)
  int64_t target = 0;              // branches: the target byte address (relative: group + offset)
  bool end = false;                // NOP with MISCCTL: end of program
  uint32_t drc = 0;                // WDF: the data return counter (MISCCTL)
};

struct ExecStatus {
  bool ok = true;
  std::string error;  // what is not executed (the quad is then unchanged)
  OpRecord backend;   // the backend op of a main-ALU group
  OpRecord control;   // the op of a control group
  bool end = false;   // the group ends the program (header END, or NOP with MISCCTL)
};

// Register access through a map reference: banks 1..5 directly, the special bank (constants are
// read-only), and the indexed banks 110/111 through IDX0/IDX1 (docs/rogue.md 2.3).
uint32_t read_reg(const Instance& in, const RegRef& r);
void write_reg(Instance& in, const RegRef& r, uint32_t v);

// Executes a legal decoded group on every instance its condition enables (1.2 CC, PE; CND* on every
// instance, D65).
ExecStatus execute(const Group& g, Quad& q);

}  // namespace shaderhw::rogue
