// TGSI golden model, internal: the pre-decoded instruction (Op), the execution context (Ctx)
// and the pieces semantics.cpp needs from exec.cpp (source evaluation, destination write, lane
// masks). One small function per opcode lives in semantics.cpp (Spike-like), found by the
// opcode's mnemonic in the generated table.
//
// Two paths run the same semantics (docs/tgsi.md 12.5): the fast one (FastPath: sources read in
// place, destination writes of whole components, four lanes at a time on the host's binary32
// arithmetic, lanes.h F4) and the reference (RefPath, ExecOptions::reference: every source and
// every destination component through the general per-lane code, every number through
// golden/fp, lanes.h R4). compile() stores both functions of each instruction in its Op.
#pragma once

#include <cstdint>
#include <cstring>

#include "tgsi/exec.h"
#include "tgsi/lanes.h"

namespace shaderhw::tgsi::detail {

// How the fast path reads a source operand (compile(); the reference reads every operand through
// eval_src_general).
enum class SrcKind : uint8_t {
  GENERAL,       // indirect, a 0/1 selector, an arithmetic modifier, a divide, or outside its file
  LANES,         // a per-lane register read unchanged: the register itself
  LANES_COPY,    // a per-lane register, swizzled, no sign operation
  LANES_SIGNED,  // a per-lane register, swizzled, with sign operations
  UNIFORM,       // a lane-uniform register (CONSTANT, IMMEDIATE), swizzled: broadcast
  UNIFORM_SIGNED,  // the same with sign operations
};

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
  bool identity = true;      // simple, selectors x y z w and no sign operation
  SrcKind kind = SrcKind::GENERAL;
  uint32_t offset = 0;       // not GENERAL: index * the file's register stride (words)
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
  bool writable = false;     // TEMP, OUT or ADDR and an index inside the file (else nothing stored)
  uint32_t offset = 0;       // writable: index * 16 (words)
  uint16_t written = 0;      // OUTPUT: the out_written bits of the write mask with every lane
};

struct Ctx;
struct Op;
using ExecFn = void (*)(Ctx&, const Op&);

// A working register of the quad: v[component][lane]. Unlike QuadVec it is not zeroed when
// created (no cost per instruction); every user writes what it reads.
struct QV {
  uint32_t v[4][4];
};

// The operand values of one ALU instruction on the quad, and its result. src[k] points to 16
// words, [component * 4 + lane]: the register itself when the operand reads it unchanged
// (Src::identity; nothing is written before every source is read, D36), else tmp[k].
struct Quad {
  const uint32_t* src[kMaxSrc];
  QV tmp[kMaxSrc];
  QV res;
  uint8_t mask;  // components the destination needs (write mask)
};
using AluFn = void (*)(Quad&);

// How the fast path writes the destination (compile(); the reference always takes GENERAL).
enum class WriteKind : uint8_t {
  PLAIN,    // no modulate, saturation, condition test or CC update
  MASKED,   // modulate and/or saturation, no condition test and no CC update
  GENERAL,  // a condition test or a CC update
};

struct Op {
  ExecFn fn = nullptr;     // the fast path
  ExecFn ref = nullptr;    // the reference path (ExecOptions::reference)
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
  WriteKind write = WriteKind::PLAIN;
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
struct FileView {  // 16 bytes, no default values: Ctx() sets every entry once per run
  uint32_t* base;
  int count;
  uint8_t reg_stride, comp_stride, lane_stride;
};

struct Ctx {
  Machine& m;
  const CompiledProgram& prog;
  const ExecOptions& opt;
  // By gen::File value (Ctx(): from m and prog). The 8 defined files only (a record with another
  // value reads nothing: locate() refuses it, compile() gives its operands the general path).
  static constexpr unsigned kFiles = 8;
  FileView files[kFiles];
  uint32_t pc = 0;
  uint32_t next_pc = 0;
  uint64_t steps = 0;
  uint8_t cond_mask = 0xF, loop_mask = 0xF, cont_mask = 0xF, func_mask = 0xF;
  uint8_t active = 0xF;
  bool whole = true;  // every lane active and no trace: the inline plain write applies
  bool stop = false;
  ExecStatus status = ExecStatus::OK;
  std::string message;
  uint32_t warnings = 0;
  uint16_t cond_depth = 0, loop_depth = 0, call_depth = 0;
  uint8_t cond_stack[kNest];
  LoopFrame loop_stack[kNest];
  CallFrame call_stack[kCallDepth];

  Ctx(Machine& mm, const CompiledProgram& p, const ExecOptions& o);
  void update_active() {
    active = cond_mask & loop_mask & cont_mask & func_mask;
    whole = active == 0xF && !opt.trace;
  }
  // Ends the run after this instruction (pc stays on it).
  void halt() {
    stop = true;
    next_pc = UINT32_MAX;
  }
  void fail(ExecStatus s, std::string why) {
    halt();
    status = s;
    message = std::move(why);
  }
};

// exec.cpp: the general source path (any operand, per lane; S: num::HostScalar on the fast
// path, num::LibScalar on the reference) and the destination paths.
template <class S>
void eval_src_general(Ctx& x, const Src& s, QV& out);
template <class S>
void write_dst_general(Ctx& x, const Op& op, const QV& r);
void write_dst_masked(Ctx& x, const Op& op, const QV& r);

// A source operand's value on the quad (docs/tgsi.md 9.4), 16 words [component * 4 + lane]: the
// register itself when read unchanged, else `tmp` filled here. Inline for the common case
// (`simple`: a direct register inside its file, selectors and sign bits only), the rest in
// exec.cpp.
SHADERHW_TGSI_LANES_INLINE const uint32_t* eval_src(Ctx& x, const Src& s, QV& tmp) {
  using V = num::F4;  // four lanes at a time (bit operations only)
  const uint32_t* base = x.files[s.file & (Ctx::kFiles - 1)].base + s.offset;
  switch (s.kind) {
    case SrcKind::LANES:
      return base;
    case SrcKind::LANES_COPY:
      for (int c = 0; c < 4; ++c) V::load(base + s.sel[c] * 4).store(tmp.v[c]);
      return &tmp.v[0][0];
    case SrcKind::LANES_SIGNED:
      for (int c = 0; c < 4; ++c)
        (((V::load(base + s.sel[c] * 4) ^ V(s.pre[c])) & V(s.keep)) ^ V(s.post)).store(tmp.v[c]);
      return &tmp.v[0][0];
    case SrcKind::UNIFORM:
      for (int c = 0; c < 4; ++c) V(base[s.sel[c]]).store(tmp.v[c]);
      return &tmp.v[0][0];
    case SrcKind::UNIFORM_SIGNED:
      for (int c = 0; c < 4; ++c) V(((base[s.sel[c]] ^ s.pre[c]) & s.keep) ^ s.post).store(tmp.v[c]);
      return &tmp.v[0][0];
    case SrcKind::GENERAL:
      break;
  }
  eval_src_general<num::HostScalar>(x, s, tmp);
  return &tmp.v[0][0];
}

// The destination path (docs/tgsi.md 10.1) of the fast path. Inline for the common case: a
// plain write of whole components (every lane active, no trace); the others out of line.
SHADERHW_TGSI_LANES_INLINE void write_dst(Ctx& x, const Op& op, const QV& r) {
  if (op.write != WriteKind::PLAIN || !x.whole) {
    if (op.write == WriteKind::GENERAL)
      write_dst_general<num::HostScalar>(x, op, r);
    else
      write_dst_masked(x, op, r);
    return;
  }
  const Dst& d = op.dst;
  if (!d.writable) return;  // FILE_NULL: nothing stored
  uint32_t* reg = x.files[d.file & (Ctx::kFiles - 1)].base + d.offset;
  if (d.write_mask == 0xF) {
    std::memcpy(reg, r.v, sizeof r.v);
  } else {
#pragma GCC unroll 4
    for (int c = 0; c < 4; ++c)
      if (d.write_mask >> c & 1) std::memcpy(reg + c * 4, r.v[c], sizeof r.v[c]);
  }
  if (d.written) x.m.out_written[d.index] |= d.written;
}

// The two paths, as the per-opcode functions of semantics.cpp see them.
struct FastPath {
  using V = num::F4;
  SHADERHW_TGSI_LANES_INLINE static const uint32_t* src(Ctx& x, const Src& s, QV& tmp) {
    return eval_src(x, s, tmp);
  }
  SHADERHW_TGSI_LANES_INLINE static void write(Ctx& x, const Op& op, const QV& r) {
    write_dst(x, op, r);
  }
};
struct RefPath {
  using V = num::R4;
  static const uint32_t* src(Ctx& x, const Src& s, QV& tmp) {
    eval_src_general<num::LibScalar>(x, s, tmp);
    return &tmp.v[0][0];
  }
  static void write(Ctx& x, const Op& op, const QV& r) {
    write_dst_general<num::LibScalar>(x, op, r);
  }
};

// Lanes (bit per lane) for which the NV condition test passes for at least one of the four
// swizzled components (flow control and KIL, 11.5); all lanes when the op has no test.
uint8_t flow_pass_lanes(const Ctx& x, const Op& op);

// semantics.cpp: the functions of an opcode, fast path and reference in *ref (nullptr for
// decode-only and undefined opcodes) and the number of functions registered under its mnemonic
// (tests: one per executable opcode).
ExecFn exec_function(Opcode op, ExecFn* ref);
unsigned entries(uint8_t opcode);

}  // namespace shaderhw::tgsi::detail
