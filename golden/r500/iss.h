// R500 fragment shader instruction-set simulator: runs a whole program over one quad
// (docs/r500.md 8.4, 10, 14).
//
// State: instruction memory (512 slots), the constant file (256 vec4), per pixel 128
// temporaries, the predicate bits, the ALU result, the covered and killed bits, four render-target
// outputs and the depth output; the flow-control state of fc.h. Texture lookups return
// texture_sample() of the request (docs/r500.md 13), a deterministic function the harness can
// use as well.
//
// Sequencing (8.4, 10; P16, G22): execution starts at START_ADDR + OFFSET_ADDR (mod 512) with
// every pixel active (a pixel that starts killed stays killed) and empty stacks, runs one
// instruction at a time strictly in order, every write visible to the next instruction whatever
// NOP, ALU_WAIT, TEX_SEM_WAIT, TEX_SEM_ACQUIRE and LAST say, and stops after the instruction at
// END_ADDR + OFFSET_ADDR. Non-FC instructions go to PC+1; FC instructions to fc.h's next PC.
// TEX: the texel of each issued request is written through the destination swizzle and tex_we;
// TEXKILL kills for good. A stack fault (G13) or the step limit stops the run with that status.
// Reads of one instruction see the state before its writes (4.3); RGB and alpha writes are
// disjoint channels, so the order of applying them does not matter.
#pragma once

#include <cstdint>
#include <vector>

#include "r500/execute.h"
#include "r500/fc.h"

namespace shaderhw::r500 {

constexpr int kInstructions = static_cast<int>(gen::LIMIT_INSTRUCTIONS);
constexpr int kTemps = static_cast<int>(gen::LIMIT_TEMPS);
constexpr int kConsts = static_cast<int>(gen::LIMIT_CONSTS);
constexpr int kTargets = static_cast<int>(gen::LIMIT_RENDER_TARGETS);

// A texture request as the sampler sees it (docs/r500.md 13).
struct TexRequest {
  TexOp op = TexOp::LD;
  uint8_t unit = 0;
  bool unscaled = false;
  Vec4 coord;  // S, T, R, Q as read
  Vec4 dx, dy; // DXDY only
};

// The request of pixel `p` of an executed TEX instruction (valid when out.px[p].tex_issue).
inline TexRequest tex_request(const ExecOut& out, int p) {
  return TexRequest{out.tex_op, out.tex_unit, out.tex_unscaled, out.px[p].tex_coord,
                    out.px[p].tex_dx, out.px[p].tex_dy};
}

// docs/r500.md 13: FNV-style chaining of the request words through the MurmurHash3 finalizer;
// each texel channel is a 16-bit fraction v / 65536, exact in binary32. Coordinates the opcode
// does not use (TEX_OP args of the table) count as 0.
Vec4 texture_sample(const TexRequest& r);

struct IssConfig {
  ExecConfig exec;
  FcConfig fc;
  uint16_t start_addr = 0;  // US_CODE_ADDR.START_ADDR (relative to fc.code_offset)
  uint16_t end_addr = 0;    // US_CODE_ADDR.END_ADDR (relative to fc.code_offset)
  uint64_t max_steps = 1000000;
};

struct IssPixel {
  Vec4 temp[kTemps];
  uint8_t pred = 0;           // bit 0 R .. 3 A
  bool alu_result = false;
  bool covered = true;
  bool killed = false;
  Vec4 out[kTargets];         // render targets A..D
  uint8_t out_written[kTargets] = {0, 0, 0, 0};  // channels written, bit 0 R .. 3 A
  uint32_t w = 0;             // depth output
  bool w_written = false;
};

enum class IssStatus : uint8_t { ENDED, STEP_LIMIT, STACK_FAULT };

struct IssResult {
  IssStatus status = IssStatus::ENDED;
  uint64_t steps = 0;          // instructions executed
  uint16_t last_pc = 0;        // address of the last instruction executed
  uint64_t illegal_count = 0;  // illegal instructions met (executed as no-ops, P22)
};

class Iss {
 public:
  Instruction imem[kInstructions];
  Vec4 consts[kConsts];
  IssPixel px[kPixels];
  FcState fc;  // after run(): the final flow-control state

  // Copies `program` into imem starting at slot `at` (mod 512).
  void load(const std::vector<Instruction>& program, uint16_t at = 0);

  IssResult run(const IssConfig& cfg);

  // Executes the instruction at fc.pc (one step of run()); returns false on a stack fault.
  bool step(const IssConfig& cfg, IssResult& res);

  // What the instruction reads in the current state: the execute.h transaction (the registers
  // its slots name, per pixel) and the fc.h input. A lock step with the RTL core computes the
  // expected effects of the next step from these.
  ExecIn gather(const Instruction& in) const;
  FcIn fc_input(const Instruction& in) const;

 private:
  void apply(const ExecOut& out);
};

}  // namespace shaderhw::r500
