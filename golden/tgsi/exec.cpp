// TGSI golden model: pre-decode (compile), the instruction loop, the source path and the
// destination path (exec.h; docs/tgsi.md 9, 10, 11). What each opcode computes is in
// semantics.cpp.
#include "tgsi/exec.h"

#include <cstdio>
#include <cstring>
#include <map>

#include "tgsi/exec_internal.h"
#include "tgsi/numeric.h"

namespace shaderhw::tgsi {

using namespace detail;

bool QuadVec::operator==(const QuadVec& o) const {
  for (int c = 0; c < 4; ++c)
    for (int l = 0; l < 4; ++l)
      if (v[c][l] != o.v[c][l]) return false;
  return true;
}

void Machine::reset() {
  for (QuadVec& r : out) r = QuadVec{};
  for (QuadVec& r : temp) r = QuadVec{};
  for (QuadVec& r : addr) r = QuadVec{};
  for (auto& reg : cc)
    for (auto& comp : reg)
      for (uint8_t& f : comp) f = static_cast<uint8_t>(gen::CcFlag::EQ);  // D7
  kill = 0;
  for (uint16_t& w : out_written) w = 0;
}

std::string to_string(const RegWrite& w) {
  char b[160];
  const char* f = w.file == kTraceCC ? "CC" : file_name(static_cast<File>(w.file));
  std::snprintf(b, sizeof b, "step %llu pc %u %s[%d].%c lane %u = 0x%08X",
                static_cast<unsigned long long>(w.step), w.pc, f, w.index, "xyzw"[w.comp & 3],
                w.lane, w.bits);
  return b;
}

const char* status_name(ExecStatus s) {
  switch (s) {
    case ExecStatus::OK: return "OK";
    case ExecStatus::NOT_EXECUTABLE: return "NOT_EXECUTABLE";
    case ExecStatus::UNSUPPORTED: return "UNSUPPORTED";
    case ExecStatus::STEP_LIMIT: return "STEP_LIMIT";
    case ExecStatus::LOOP_LIMIT: return "LOOP_LIMIT";
    case ExecStatus::CALL_DEPTH: return "CALL_DEPTH";
  }
  return "?";
}

size_t CompiledProgram::instructions() const { return ops.size(); }
CompiledProgram::CompiledProgram() = default;
CompiledProgram::~CompiledProgram() = default;
CompiledProgram::CompiledProgram(const CompiledProgram&) = default;
CompiledProgram& CompiledProgram::operator=(const CompiledProgram&) = default;
CompiledProgram::CompiledProgram(CompiledProgram&&) noexcept = default;
CompiledProgram& CompiledProgram::operator=(CompiledProgram&&) noexcept = default;

namespace {

constexpr uint32_t kSign = num::kSign;

template <class E>
uint8_t u8(E e) {
  return static_cast<uint8_t>(e);
}

// `imms`: the number of IMMEDIATE registers of the program.
Src compile_src(const SrcOperand& s, size_t imms) {
  Src c;
  c.file = u8(s.file);
  c.index = s.index;
  const bool has_swz = s.has_swz;
  for (int k = 0; k < 4; ++k) {
    const uint8_t e = has_swz ? s.swz.ext_swizzle[k] : static_cast<uint8_t>(k);
    c.sel[k] = e < 4 ? s.swizzle[e] : e;  // 9.4 step 1: Swizzle[ExtSwizzle[c]]
    const bool neg = s.negate != (has_swz && (s.swz.negate >> k & 1));
    c.pre[k] = neg ? kSign : 0;  // step 2
  }
  if (s.has_mod) {
    c.complement = s.mod.complement;  // steps 3-5
    c.bias = s.mod.bias;
    c.scale2x = s.mod.scale2x;
    c.keep = s.mod.absolute ? ~kSign : ~0u;  // step 6
    c.post = s.mod.negate ? kSign : 0;       // step 7
  }
  c.arith = c.complement || c.bias || c.scale2x;
  c.divide = has_swz && s.swz.ext_divide != u8(gen::Extswizzle::ONE) ? s.swz.ext_divide : 4;  // 8
  c.indirect = s.indirect;
  if (s.indirect) {
    c.ind_file = u8(s.ind.file);
    c.ind_index = s.ind.index;
    c.ind_comp = s.ind.swizzle[0];
  }
  bool consts = false;
  for (uint8_t v : c.sel) consts |= v >= 4;
  c.sign_ops = c.pre[0] | c.pre[1] | c.pre[2] | c.pre[3] | c.post | ~c.keep;
  c.simple = !c.indirect && !consts && !c.arith && c.divide == 4;
  c.identity = c.simple && !c.sign_ops && c.sel[0] == 0 && c.sel[1] == 1 && c.sel[2] == 2 &&
               c.sel[3] == 3;
  // The fast path's kind: the register files' sizes and layouts (Ctx()) are known here.
  int count = 0;
  bool lanes = true;
  switch (s.file) {
    case File::TEMPORARY: count = kTemps; break;
    case File::INPUT: count = kInputs; break;
    case File::OUTPUT: count = kOutputs; break;
    case File::ADDRESS: count = kAddrs; break;
    case File::CONSTANT: count = kConstants; lanes = false; break;
    case File::IMMEDIATE: count = static_cast<int>(imms); lanes = false; break;
    default: break;
  }
  if (c.simple && s.index >= 0 && s.index < count) {
    c.offset = static_cast<uint32_t>(s.index) * (lanes ? 16u : 4u);
    if (!lanes)
      c.kind = c.sign_ops ? SrcKind::UNIFORM_SIGNED : SrcKind::UNIFORM;
    else if (c.identity)
      c.kind = SrcKind::LANES;
    else
      c.kind = c.sign_ops ? SrcKind::LANES_SIGNED : SrcKind::LANES_COPY;
  }
  return c;
}

Dst compile_dst(const DstOperand& d) {
  Dst c;
  c.file = u8(d.file);
  c.index = d.index;
  c.write_mask = d.write_mask;
  if (d.has_modulate && d.modulate != Modulate::M1X)
    c.modulate = gen::MODULATE_FACTOR[u8(d.modulate)];
  if (d.has_condcode) {
    c.cc_test = true;
    c.cc_index = d.condcode.cond_src_index;
    c.cc_pass = gen::CC_PASS[u8(d.condcode.cond_mask)];
    for (int k = 0; k < 4; ++k) c.cc_swz[k] = d.condcode.cond_swizzle[k];
  }
  // What locate_write() finds at run time, known here: the sizes of the files are constants.
  int count = 0;
  switch (d.file) {
    case File::TEMPORARY: count = kTemps; break;
    case File::OUTPUT: count = kOutputs; break;
    case File::ADDRESS: count = kAddrs; break;
    default: break;
  }
  c.writable = d.index >= 0 && d.index < count;
  if (c.writable) c.offset = static_cast<uint32_t>(d.index) * 16u;
  if (c.writable && d.file == File::OUTPUT)
    for (int k = 0; k < 4; ++k)
      if (d.write_mask >> k & 1) c.written |= static_cast<uint16_t>(0xFu << (4 * k));
  return c;
}

// Where register `index` of `file` lives: a pointer to component 0 / lane 0, the distance
// between components and between lanes. False when outside the implemented file (D12).
bool locate(const Ctx& x, uint8_t file, int index, const uint32_t*& base, unsigned& cs,
            unsigned& ls) {
  if (file >= Ctx::kFiles) return false;
  const FileView& f = x.files[file];
  if (index < 0 || index >= f.count) return false;
  base = f.base + index * f.reg_stride;
  cs = f.comp_stride;
  ls = f.lane_stride;
  return true;
}

// The register a destination writes: TEMP, OUT, ADDR; nullptr for any other file (NULL).
uint32_t* locate_write(Ctx& x, uint8_t file, int index) {
  const File f = static_cast<File>(file);
  if (f != File::TEMPORARY && f != File::OUTPUT && f != File::ADDRESS) return nullptr;
  const FileView& v = x.files[file];
  return index >= 0 && index < v.count ? v.base + index * v.reg_stride : nullptr;
}

void warn(Ctx& x, const std::string& what) {
  ++x.warnings;
  if (x.opt.warnings) x.opt.warnings->push_back("instruction " + std::to_string(x.pc) + ": " + what);
}

// 9.2: the offset an indirect operand adds in lane l: an ADDRESS register as int32, any other
// file's value as int32(floor(v)) (D11).
template <class S>
int64_t indirect_offset(Ctx& x, const Src& s, int lane) {
  const uint32_t* base;
  unsigned cs, ls;
  if (!locate(x, s.ind_file, s.ind_index, base, cs, ls)) return 0;  // parse() checked it
  const uint32_t v = base[s.ind_comp * cs + lane * ls];
  if (static_cast<File>(s.ind_file) == File::ADDRESS) return static_cast<int32_t>(v);
  return S::floor_to_int(v);
}

}  // namespace

namespace detail {

Ctx::Ctx(Machine& mm, const CompiledProgram& p, const ExecOptions& o) : m(mm), prog(p), opt(o) {
  // Every entry is set here (files is not zeroed first: one store per field, no block clear).
  static_assert(kFiles == 8 && static_cast<int>(File::IMMEDIATE) == 7, "the defined files are 0..7");
  files[u8(File::NUL)] = FileView{nullptr, 0, 0, 0, 0};
  files[u8(File::SAMPLER)] = FileView{nullptr, 0, 0, 0, 0};
  files[u8(File::IMMEDIATE)] = FileView{nullptr, 0, 0, 0, 0};
  const auto lanes = [&](File f, QuadVec* regs, int n) {
    files[u8(f)] = FileView{&regs[0].v[0][0], n, 16, 4, 1};
  };
  lanes(File::TEMPORARY, m.temp, kTemps);
  lanes(File::INPUT, m.in, kInputs);
  lanes(File::OUTPUT, m.out, kOutputs);
  lanes(File::ADDRESS, m.addr, kAddrs);
  files[u8(File::CONSTANT)] = FileView{&m.constant[0].c[0], kConstants, 4, 1, 0};
  // IMMEDIATE is read only: nothing writes through this pointer (locate_write refuses the file).
  if (!p.imm.empty())
    files[u8(File::IMMEDIATE)] = FileView{const_cast<uint32_t*>(&p.imm[0].c[0]),
                                          static_cast<int>(p.imm.size()), 4, 1, 0};
  update_active();  // `whole` depends on the trace
}

// Any source operand, lane by lane, as docs/tgsi.md 9.2 and 9.4 say: the reference path reads
// every operand here; the fast path the ones eval_src does not do inline (indirect, with a 0/1
// selector, an arithmetic modifier or a divide). S: the scalar arithmetic (lanes.h).
template <class S>
void eval_src_general(Ctx& x, const Src& s, QV& out) {
  const uint32_t* base;
  unsigned cs, ls;
  if (s.simple && !locate(x, s.file, s.index, base, cs, ls)) {
    // a direct read outside its file: cannot happen after parse(); be safe
    warn(x, "read outside the register file");
    for (auto& comp : out.v)
      for (uint32_t& v : comp) v = 0;
    return;
  }
  for (int l = 0; l < 4; ++l) {
    int64_t index = s.index;
    if (s.indirect) index += indirect_offset<S>(x, s, l);
    bool ok = index >= INT32_MIN && index <= INT32_MAX &&
              locate(x, s.file, static_cast<int>(index), base, cs, ls);
    if (!ok) {  // D12: the register reads as 0.0 in every component, then the modifiers apply
      warn(x, std::string("indirect read of ") + file_name(static_cast<File>(s.file)) + "[" +
                  std::to_string(index) + "] outside the file, lane " + std::to_string(l));
    }
    uint32_t v4[4];
    for (int c = 0; c < 4; ++c) {
      const uint8_t sel = s.sel[c];
      uint32_t v = sel < 4 ? (ok ? base[sel * cs + l * ls] : 0u) : (sel == 4 ? num::kZero : num::kOne);
      v ^= s.pre[c];                               // 9.4 step 2
      if (s.complement) v = S::sub(num::kOne, v);  // step 3
      if (s.bias) v = S::sub(v, num::kHalf);       // step 4
      if (s.scale2x) v = S::mul(num::kTwo, v);     // step 5
      v4[c] = (v & s.keep) ^ s.post;               // steps 6, 7
    }
    if (s.divide < 4) {  // step 8: every component by the step-7 value of component `divide`
      const uint32_t d = v4[s.divide];
      for (uint32_t& v : v4) v = S::div(v, d);
    }
    for (int c = 0; c < 4; ++c) out.v[c][l] = v4[c];
  }
}
template void eval_src_general<num::HostScalar>(Ctx&, const Src&, QV&);
template void eval_src_general<num::LibScalar>(Ctx&, const Src&, QV&);

uint8_t flow_pass_lanes(const Ctx& x, const Op& op) {
  if (!op.flow_test) return 0xF;
  uint8_t lanes = 0;
  for (int l = 0; l < 4; ++l) {
    for (int c = 0; c < 4; ++c) {
      if (op.flow_pass >> x.m.cc[op.flow_cc][op.flow_swz[c]][l] & 1) {
        lanes |= 1u << l;
        break;
      }
    }
  }
  return lanes;
}

// The destination path, component by component and lane by lane, as docs/tgsi.md 10.1 says:
// every write of the reference path; on the fast path, an instruction with a condition test or
// a CC update. S: the scalar arithmetic (lanes.h).
template <class S>
void write_dst_general(Ctx& x, const Op& op, const QV& r) {
  const Dst& d = op.dst;
  const uint8_t active = x.active;
  uint32_t* reg = locate_write(x, d.file, d.index);  // nullptr: FILE_NULL (nothing stored)
  std::vector<RegWrite>* trace = x.opt.trace;
  const bool out = static_cast<File>(d.file) == File::OUTPUT;
  // 10.1 step 4: the tests see the condition codes as they were before this instruction.
  uint8_t pass[4];
  for (int c = 0; c < 4; ++c) {
    pass[c] = (d.write_mask >> c & 1) ? active : 0;
    if (!pass[c]) continue;
    for (int l = 0; l < 4; ++l) {
      bool ok = true;
      if (op.flow_test) ok = op.flow_pass >> x.m.cc[op.flow_cc][op.flow_swz[c]][l] & 1;
      if (d.cc_test) ok = ok && (d.cc_pass >> x.m.cc[d.cc_index][d.cc_swz[c]][l] & 1);
      if (!ok) pass[c] &= static_cast<uint8_t>(~(1u << l));
    }
  }
  for (int c = 0; c < 4; ++c) {
    if (!pass[c]) continue;
    for (int l = 0; l < 4; ++l) {
      if (!(pass[c] >> l & 1)) continue;
      uint32_t v = r.v[c][l];
      if (d.modulate) v = S::mul(v, d.modulate);  // step 2 (D5)
      if (op.sat == Sat::ZERO_ONE) {              // step 3 (10.2)
        const uint32_t t = S::gt(v, num::kZero) ? v : num::kZero;
        v = S::lt(t, num::kOne) ? t : num::kOne;
      } else if (op.sat == Sat::MINUS_PLUS_ONE) {
        const uint32_t t = S::gt(v, num::kMinusOne) ? v : num::kMinusOne;
        v = S::lt(t, num::kOne) ? t : num::kOne;
      }
      if (reg) {  // step 5
        reg[c * 4 + l] = v;
        if (out) x.m.out_written[d.index] |= static_cast<uint16_t>(1u << (4 * c + l));
        if (trace)
          trace->push_back(RegWrite{x.steps, x.pc, d.file, d.index, static_cast<uint8_t>(l),
                                    static_cast<uint8_t>(c), v});
      }
      if (op.cc_update) {  // step 6
        const uint8_t f = num::cc_class(v);
        x.m.cc[op.cc_update_index][c][l] = f;
        if (trace)
          trace->push_back(RegWrite{x.steps, x.pc, kTraceCC, op.cc_update_index,
                                    static_cast<uint8_t>(l), static_cast<uint8_t>(c), f});
      }
    }
  }
}
template void write_dst_general<num::HostScalar>(Ctx&, const Op&, const QV&);
template void write_dst_general<num::LibScalar>(Ctx&, const Op&, const QV&);

// The fast path's destination without condition tests or CC update (WriteKind PLAIN and
// MASKED): modulate and saturation on four lanes at a time (lanes.h F4; the same operations
// as write_dst_general's), then the active lanes of the enabled components, and the trace.
void write_dst_masked(Ctx& x, const Op& op, const QV& r) {
  using V = num::F4;
  const Dst& d = op.dst;
  const uint8_t active = x.active;
  if (!d.writable || !active) return;  // FILE_NULL, or no lane: nothing stored
  uint32_t* reg = x.files[d.file & (Ctx::kFiles - 1)].base + d.offset;
  QV w;
  for (int c = 0; c < 4; ++c) {
    if (!(d.write_mask >> c & 1)) continue;
    V v = V::load(r.v[c]);
    if (d.modulate) v = mul(v, V(d.modulate));  // step 2 (D5)
    if (op.sat == Sat::ZERO_ONE) {               // step 3 (10.2)
      const V t = select(gt(v, V(num::kZero)), v, V(num::kZero));
      v = select(lt(t, V(num::kOne)), t, V(num::kOne));
    } else if (op.sat == Sat::MINUS_PLUS_ONE) {
      const V t = select(gt(v, V(num::kMinusOne)), v, V(num::kMinusOne));
      v = select(lt(t, V(num::kOne)), t, V(num::kOne));
    }
    if (active == 0xF) {
      v.store(reg + c * 4);
    } else {
      v.store(w.v[c]);
      for (int l = 0; l < 4; ++l)
        if (active >> l & 1) reg[c * 4 + l] = w.v[c][l];
    }
  }
  if (d.written) {
    const uint16_t lanes = static_cast<uint16_t>(active * 0x1111u);  // `active` in every nibble
    x.m.out_written[d.index] |= static_cast<uint16_t>(d.written & lanes);
  }
  if (std::vector<RegWrite>* trace = x.opt.trace) {
    for (int c = 0; c < 4; ++c) {
      if (!(d.write_mask >> c & 1)) continue;
      for (int l = 0; l < 4; ++l)
        if (active >> l & 1)
          trace->push_back(RegWrite{x.steps, x.pc, d.file, d.index, static_cast<uint8_t>(l),
                                    static_cast<uint8_t>(c), reg[c * 4 + l]});
    }
  }
}

}  // namespace detail

CompileResult compile(const Program& p) {
  CompileResult r;
  auto refuse = [&](ExecStatus s, uint32_t insn, std::string why) {
    r.status = s;
    r.insn = insn;
    r.message = std::move(why);
    r.program = CompiledProgram{};
    return r;
  };
  if (p.header.major != 1 || p.header.minor > 1)
    return refuse(ExecStatus::NOT_EXECUTABLE, 0, "minor version above 1 (docs/tgsi.md 3.1)");
  CompiledProgram& cp = r.program;
  cp.processor = p.header.processor;
  for (const Immediate& m : p.imms)
    for (size_t k = 0; k + 3 < m.values.size(); k += 4)
      cp.imm.push_back(Vec4{{m.values[k], m.values[k + 1], m.values[k + 2], m.values[k + 3]}});
  std::map<uint32_t, uint32_t> labels;  // label -> instruction index declaring it
  for (size_t i = 0; i < p.insns.size(); ++i)
    if (p.insns[i].has_label && p.insns[i].label.target) labels[p.insns[i].label.label] = i;
  cp.ops.resize(p.insns.size());
  for (size_t i = 0; i < p.insns.size(); ++i) {
    const Instruction& in = p.insns[i];
    const gen::OpcodeInfo& info = gen::OPCODE_INFO[u8(in.opcode)];
    Op& op = cp.ops[i];
    op.opcode = in.opcode;
    op.fn = exec_function(in.opcode, &op.ref);
    if (!op.fn)
      return refuse(ExecStatus::UNSUPPORTED, static_cast<uint32_t>(i),
                    std::string(info.mnemonic ? info.mnemonic : "?") +
                        " is decode-only in this milestone (D26)");
    op.num_src = in.num_src;
    for (int k = 0; k < in.num_src; ++k) {
      if (in.src[k].dimension)
        return refuse(ExecStatus::UNSUPPORTED, static_cast<uint32_t>(i),
                      "two-dimensional operand (D13)");
      op.src[k] = compile_src(in.src[k], cp.imm.size());
    }
    op.has_dst = in.num_dst == 1;
    if (op.has_dst) op.dst = compile_dst(in.dst);
    op.sat = in.saturate;
    if (in.has_nv) {
      op.flow_test = in.nv.cond_flow_enable;
      op.flow_cc = in.nv.cond_flow_index;
      op.flow_pass = gen::CC_PASS[u8(in.nv.cond_mask)];
      for (int k = 0; k < 4; ++k) op.flow_swz[k] = in.nv.cond_swizzle[k];
      op.cc_update = in.nv.cond_dst_update;
      op.cc_update_index = in.nv.cond_dst_index;
    }
    if (op.dst.cc_test || op.flow_test || op.cc_update)
      op.write = WriteKind::GENERAL;
    else if (op.dst.modulate || op.sat != Sat::NONE)
      op.write = WriteKind::MASKED;
    op.texture = in.has_texture ? in.texture : Texture::UNKNOWN;
    op.sampler_src = info.sampler_src;
    if (info.sampler_src >= 0) op.sampler = static_cast<uint8_t>(in.src[info.sampler_src].index);
    if (info.flow == gen::FlowRole::CALL) {
      const auto it = labels.find(in.label.label);
      if (it == labels.end())  // parse() rejects this (LABEL); kept for hand-made records
        return refuse(ExecStatus::UNSUPPORTED, static_cast<uint32_t>(i), "undeclared label");
      op.target = it->second;
    }
  }
  return r;
}

namespace {

#if SHADERHW_TGSI_HOST_FLOAT
// The host path of numeric.h rounds to nearest even and keeps subnormals only with MXCSR's
// default modes: set them for the run (all exceptions masked), give the caller back its own.
// (The exception flags, bits 0-5, are not modes: a caller already in the default modes, the
// usual case, costs no MXCSR write, which is slow.)
class HostFpEnv {
 public:
  HostFpEnv() : saved_(_mm_getcsr()) {
    if (changed()) _mm_setcsr(kDefault);
  }
  ~HostFpEnv() {
    if (changed()) _mm_setcsr(saved_);
  }
  HostFpEnv(const HostFpEnv&) = delete;
  HostFpEnv& operator=(const HostFpEnv&) = delete;

 private:
  static constexpr unsigned kDefault = 0x1F80;  // all exceptions masked, nearest, no FTZ/DAZ
  bool changed() const { return (saved_ & ~0x3Fu) != kDefault; }
  unsigned saved_;
};
#else
struct HostFpEnv {};
#endif

// The instruction loop; kRef: the reference functions (ExecOptions::reference). An instruction
// sets x.next_pc to jump; halt() (end of program or error) sets it to UINT32_MAX, leaving x.pc
// on the instruction that stopped.
template <bool kRef>
void run(Ctx& x) {
  const Op* ops = x.prog.ops.data();
  const uint32_t n = static_cast<uint32_t>(x.prog.ops.size());
  const uint64_t max_steps = x.opt.max_steps;
  uint32_t pc = x.pc;
  uint64_t steps = x.steps;
  while (pc < n) {
    x.pc = pc;
    if (steps >= max_steps) {
      x.fail(ExecStatus::STEP_LIMIT,
             "more than " + std::to_string(max_steps) + " instructions visited");
      break;
    }
    const Op& op = ops[pc];
    x.steps = steps;
    x.next_pc = pc + 1;
    (kRef ? op.ref : op.fn)(x, op);
    ++steps;
    pc = x.next_pc;
  }
  x.steps = steps;
  if (!x.stop) x.pc = pc;
}

}  // namespace

ExecResult execute(const CompiledProgram& prog, Machine& m, const ExecOptions& opt) {
  const HostFpEnv env;
  Ctx x(m, prog, opt);
  if (opt.reference)
    run<true>(x);
  else
    run<false>(x);
  ExecResult r;
  r.status = x.status;
  r.steps = x.steps;
  r.pc = x.pc;
  r.kill = m.kill;
  r.warnings = x.warnings;
  r.message = std::move(x.message);
  return r;
}

}  // namespace shaderhw::tgsi
