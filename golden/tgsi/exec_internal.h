// TGSI golden model, internal: the pre-decoded instruction (Op), the execution context (Ctx)
// and the pieces semantics.cpp needs from exec.cpp (source evaluation, destination write, lane
// masks). One small function per opcode lives in semantics.cpp (Spike-like), found by the
// opcode's mnemonic in the generated table.
#pragma once

#include <cstdint>
#include <cstring>

#include "tgsi/exec.h"

namespace shaderhw::tgsi::detail {

// One source operand, pre-decoded (docs/tgsi.md 9).
struct Src {
  uint8_t file = 0;         // gen::File
  int16_t index = 0;
  uint8_t sel[4] = {0, 1, 2, 3};  // per component: 0..3 register component
                                  // (Swizzle[ExtSwizzle]), 4 = +0.0, 5 = +1.0
  // Sign-only path: v = ((v ^ pre[c]) & keep) ^ post, valid when !arith.
  uint32_t pre[4] = {0, 0, 0, 0};  // pre-negation (SRC.Negate xor SWZ.Negate_c)
  uint32_t keep = 0xFFFFFFFFu;     // ~sign when Absolute
  uint32_t post = 0;               // sign when MOD.Negate
  bool sign_ops = false;           // some pre/keep/post is not the identity
  bool complement = false, bias = false, scale2x = false;
  bool arith = false;        // complement, bias or scale2x present
  uint8_t divide = 4;        // ExtDivide component 0..3, 4 = none
  bool indirect = false;
  uint8_t ind_file = 0;
  int16_t ind_index = 0;
  uint8_t ind_comp = 0;      // SwizzleX of the indirect operand
  bool simple = true;        // direct, no constants, no arithmetic modifier, no divide
};

// The destination, pre-decoded (docs/tgsi.md 10).
struct Dst {
  uint8_t file = 0;
  int16_t index = 0;
  uint8_t write_mask = 0;
  uint32_t modulate = 0;     // factor bits, 0 = none
  bool cc_test = false;      // DST_REGISTER_EXT_CONDCODE present
  uint8_t cc_index = 0;
  uint8_t cc_pass = 0xF;     // bit per gen::CcFlag
  uint8_t cc_swz[4] = {0, 1, 2, 3};
};

struct Ctx;
struct Op;
using ExecFn = void (*)(Ctx&, const Op&);

// A working register of the quad: v[component][lane]. Unlike QuadVec it is not zeroed when
// created (no cost per instruction); every user writes what it reads.
struct QV {
  uint32_t v[4][4];
};

// The operand values of one ALU instruction on the quad, and its result.
struct Quad {
  QV src[kMaxSrc];
  QV res;
  uint8_t mask;  // components the destination needs (write mask)
};
using AluFn = void (*)(Quad&);

struct Op {
  ExecFn fn = nullptr;
  AluFn alu = nullptr;     // ALU opcodes: the per-opcode function
  Opcode opcode = Opcode::NOP;
  uint8_t num_src = 0;
  Src src[kMaxSrc];
  bool has_dst = false;
  Dst dst;
  Sat sat = Sat::NONE;
  bool flow_test = false;  // INSTRUCTION_EXT_NV.CondFlowEnable
  uint8_t flow_cc = 0;
  uint8_t flow_pass = 0xF;
  uint8_t flow_swz[4] = {0, 1, 2, 3};
  bool cc_update = false;  // INSTRUCTION_EXT_NV.CondDstUpdate
  uint8_t cc_update_index = 0;
  bool plain_write = true;  // no modulate, saturate, test or CC update
  uint32_t target = 0;      // CAL: instruction index declaring the label
  Texture texture = Texture::UNKNOWN;
  uint8_t sampler = 0;
  int8_t sampler_src = -1;
};

// Capacities: IF/loop nesting inside one subroutine times the call levels (D27, 11.8).
constexpr int kCallDepth = static_cast<int>(gen::LIMIT_CALL_DEPTH);
constexpr int kNest = static_cast<int>(gen::LIMIT_NESTING) * (kCallDepth + 1);

struct LoopFrame {
  uint8_t loop_mask, cont_mask;
  uint32_t begin;        // instruction index of BGNLOOP2
  uint32_t iterations;
};
struct CallFrame {
  uint32_t ret;
  uint8_t cond_mask, loop_mask, cont_mask, func_mask;
  uint16_t cond_depth, loop_depth;
};

// Where the registers of a file live during a run: register i at base + i * reg_stride, its
// component c at + c * comp_stride, lane l at + l * lane_stride (0: a lane-uniform file); `count`
// registers (0: a file that is not read, NULL and SAMPLER).
struct FileView {
  uint32_t* base = nullptr;
  int count = 0;
  unsigned reg_stride = 0, comp_stride = 0, lane_stride = 0;
};

struct Ctx {
  Machine& m;
  const CompiledProgram& prog;
  const ExecOptions& opt;
  FileView files[16];  // by gen::File value (Ctx(): from m and prog)
  uint32_t pc = 0;
  uint32_t next_pc = 0;
  uint64_t steps = 0;
  uint8_t cond_mask = 0xF, loop_mask = 0xF, cont_mask = 0xF, func_mask = 0xF;
  uint8_t active = 0xF;
  bool stop = false;
  ExecStatus status = ExecStatus::OK;
  std::string message;
  uint32_t warnings = 0;
  uint16_t cond_depth = 0, loop_depth = 0, call_depth = 0;
  uint8_t cond_stack[kNest];
  LoopFrame loop_stack[kNest];
  CallFrame call_stack[kCallDepth];

  Ctx(Machine& mm, const CompiledProgram& p, const ExecOptions& o);
  void update_active() { active = cond_mask & loop_mask & cont_mask & func_mask; }
  void fail(ExecStatus s, std::string why) {
    stop = true;
    status = s;
    message = std::move(why);
  }
};

// exec.cpp: operand evaluation, destination write, condition tests.
void eval_src_general(Ctx& x, const Src& s, QV& out);
void write_dst(Ctx& x, const Op& op, const QV& r);

// A source operand's value on the quad (docs/tgsi.md 9.4). Inline for the common case (`simple`:
// a direct register inside its file, selectors and sign bits only), the rest in exec.cpp.
inline void eval_src(Ctx& x, const Src& s, QV& out) {
  const FileView& f = x.files[s.file & 15];
  if (!s.simple || static_cast<unsigned>(s.index) >= static_cast<unsigned>(f.count)) {
    eval_src_general(x, s, out);
    return;
  }
  const uint32_t* base = f.base + s.index * f.reg_stride;
  if (f.lane_stride) {  // a per-lane file: the four lanes of a component are contiguous
    for (int c = 0; c < 4; ++c) {
      const uint32_t* p = base + s.sel[c] * 4;
      if (!s.sign_ops) {
        std::memcpy(out.v[c], p, sizeof out.v[c]);
        continue;
      }
      const uint32_t pre = s.pre[c], keep = s.keep, post = s.post;
      for (int l = 0; l < 4; ++l) out.v[c][l] = ((p[l] ^ pre) & keep) ^ post;
    }
  } else {  // a lane-uniform file
    for (int c = 0; c < 4; ++c) {
      const uint32_t v = ((base[s.sel[c]] ^ s.pre[c]) & s.keep) ^ s.post;
      out.v[c][0] = out.v[c][1] = out.v[c][2] = out.v[c][3] = v;
    }
  }
}

// Lanes (bit per lane) for which the NV condition test passes for at least one of the four
// swizzled components (flow control and KIL, 11.5); all lanes when the op has no test.
uint8_t flow_pass_lanes(const Ctx& x, const Op& op);

// semantics.cpp: the function of an opcode (nullptr for decode-only and undefined opcodes) and
// the number of functions registered under its mnemonic (tests: one per executable opcode).
ExecFn exec_function(Opcode op, AluFn* alu);
unsigned entries(uint8_t opcode);

}  // namespace shaderhw::tgsi::detail
