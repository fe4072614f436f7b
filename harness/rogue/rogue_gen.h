// Random legal PowerVR Rogue instruction groups and register contents (docs/rogue.md 1, 3, 5, 7):
// the generator behind the RTL ALU tests (tests/rogue/rtl_alu_test.cpp) and, later,
// `shaderhw gen/run --isa rogue`.
//
// Contract
// * GroupGen::next() draws a group as listing text (docs/rogue.md 10: ports plus declarations) and
//   assembles it with golden/rogue/asm.h (assemble_group), then decodes the bytes with the golden
//   decoder. What the assembler refuses or the decoder finds illegal (e.g. a group over 32 bytes)
//   is counted in refused() and drawn again, so next() always returns a legal group whose listing
//   assembles to its bytes.
// * Main-ALU groups: every op in every phase it may occupy (P0, P1, the phase-2 move, test and pack
//   units), every source-map reference kind and IS0 mux, co-issue combinations of OPORG, every ISS
//   selection, the source modifiers, .sat/.lp, destinations W0/W1, conditions (CC) and repeats
//   (RPT); the ops that must be alone (complex ops, FRED, sum-of-products, GTA) alone;
//   CONVERTFROMF64 (P0) and CONVERTTOF64 (pack slot). F64 groups (7.11): every F64 op with its
//   register pairs, conditions, repeats and destinations. Bitwise groups: every phase-0/1/2 op
//   and phase combination. Control groups (GenOptions::control, 0 by default so that the ALU
//   tests' streams stay as they were): every CND op (the PCND and ADJUST operands its listing
//   has), SAVL, branches with and without LINK, LAPC, NOP, WDF, WOP, MUTEX, BPRET, SBO, ITRSMP,
//   DITR, with conditions. No backend ops.
// * Reproducible from the seed (a fixed engine and no library distributions).
// * Registers: value() gives constrained-random contents: float edge values (zeros, subnormal
//   limits, one, the largest normal, infinities, quiet and signalling NaNs of both signs with
//   payloads), floats in modest ranges (so sums cancel), values in [0, 1], integers (small,
//   extremes, random words), binary16 pairs.
// * coverage(): per operation and slot (e.g. "FMAD@P1"), how many groups of next() held it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "rogue/decode.h"

namespace shaderhw::rogue {

struct GenOptions {
  double bitwise = 0.15;   // share of bitwise groups
  double exclusive = 0.12; // share of main groups with an op that must be alone (complex, FRED, SOP, GTA)
  double repeat = 0.08;    // share of groups with RPT > 0
  double cond = 0.5;       // share of groups with a condition (CC != 00)
  double f64 = 0.05;       // share of F64 groups (docs/rogue.md 7.11) among the non-bitwise groups
  bool out_of_scope = true;  // also GTA (the one op the RTL does not execute)
  double control = 0.0;      // share of control groups (CND* about two thirds of them)
};

struct GenGroup {
  std::string text;            // the listing (assembly of one group)
  std::vector<uint8_t> bytes;  // assembled
  Group group;                 // decoded (legal)
};

// The operations of a decoded group, as (slot name, op index into gen::OPS) pairs: the phase
// slots P0, P1, P2 (move, test and pack units), BE, BW0..BW2, CTRL and F64; the header and the
// maps have none.
std::vector<std::pair<const char*, int>> ops_of(const Group& g);

class GroupGen {
 public:
  explicit GroupGen(uint64_t seed, GenOptions opt = {});

  GenGroup next();
  uint64_t refused() const { return refused_; }
  uint64_t drawn() const { return drawn_; }
  const std::map<std::string, uint64_t>& coverage() const { return coverage_; }

  // A constrained-random 32-bit register value.
  uint32_t value();
  // The generator's engine, for callers that want more reproducible draws from the same seed.
  uint64_t u64();
  uint32_t below(uint32_t n) { return static_cast<uint32_t>(u64() % n); }
  bool chance(double p) { return static_cast<double>(u64() >> 11) * (1.0 / 9007199254740992.0) < p; }

 private:
  std::string draw_main();
  std::string draw_bitwise();
  std::string draw_control();
  std::string draw_f64();
  std::string reg_a();      // S0/S3/S2: 3-bit bank, 11-bit index
  std::string reg_b();      // S1/S4/S5: 2-bit bank, 8-bit index
  std::string reg_dst();
  std::string constant();
  void count(const Group& g);

  uint64_t state_;
  GenOptions opt_;
  uint64_t refused_ = 0, drawn_ = 0;
  std::map<std::string, uint64_t> coverage_;
};

}  // namespace shaderhw::rogue
