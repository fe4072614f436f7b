// Random TGSI programs (contract: tgsi_program_gen.h). Section numbers refer to docs/tgsi.md.
#include "tgsi/tgsi_program_gen.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <set>

#include "core/rng.h"
#include "tgsi/asm.h"
#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

using gen::ExecClass;
using gen::FlowRole;
using gen::OpClass;
using gen::OpcodeInfo;

template <class E>
constexpr uint8_t u8(E e) {
  return static_cast<uint8_t>(e);
}
constexpr const OpcodeInfo& info_of(Opcode op) { return gen::OPCODE_INFO[u8(op)]; }

// ---- the register plan -----------------------------------------------------------------------

// TEMP[0..23] hold values; TEMP[24..31] are loop counters, one per loop, written only by the
// loop's own header so that every loop ends (see loop_statement()).
constexpr int kDataTemps = 24;
constexpr int kCounterTemps = kTemps - kDataTemps;
constexpr int kMaxNesting = 4;          // IF + loop depth opened (the parser allows 32, 11.7)
constexpr uint64_t kMaxSteps = 100000;  // safety net only: loops run at most 8 iterations

// IMM[control] = (0.25, 0.5, 1, 2): the loop step (x) and the counter start values.
constexpr std::array<uint32_t, 4> kControl = {0x3E800000u, 0x3F000000u, 0x3F800000u, 0x40000000u};
constexpr uint8_t kStepComponent = 0;

// The opcodes the loop header is made of: their meaning matters, so they are named.
static_assert(info_of(Opcode::BRK).flow == FlowRole::IN_LOOP, "BRK leaves a loop (11.4)");
static_assert(info_of(Opcode::SUB).num_dst == 1 && info_of(Opcode::SUB).src_allowed == 0x4);
static_assert(info_of(Opcode::MOV).num_dst == 1 && info_of(Opcode::MOV).src_allowed == 0x2);
static_assert(info_of(Opcode::SLT).num_dst == 1 && info_of(Opcode::SLT).src_allowed == 0x4);

// ---- opcodes, from the encoding table (7.1) --------------------------------------------------

constexpr int kRoles = static_cast<int>(FlowRole::RET) + 1;

struct OpcodeTable {
  std::vector<Opcode> straight;  // classes A and T without a flow role: one instruction each
  std::vector<Opcode> set;       // execution class SET (8.2): conditions of IFs
  std::vector<Opcode> in_loop;   // role IN_LOOP (BRK, CONT)
  std::vector<Opcode> ret;       // role RET
  Opcode role[kRoles] = {};      // the opcode of each structural role (IF, ELSE, ..., CALL)
  bool has_role[kRoles] = {};
  Opcode of(FlowRole r) const { return role[static_cast<int>(r)]; }
};

const OpcodeTable& opcodes() {
  static const OpcodeTable t = [] {
    OpcodeTable t;
    for (unsigned v = 0; v < gen::OPCODE_COUNT; ++v) {
      const OpcodeInfo& i = gen::OPCODE_INFO[v];
      if (!i.valid || i.cls == OpClass::R) continue;  // decode-only: never executed (D26)
      const auto op = static_cast<Opcode>(v);
      const int role = static_cast<int>(i.flow);
      if (i.flow == FlowRole::NONE) {
        if (i.cls != OpClass::F) t.straight.push_back(op);  // an F opcode without a role: unknown
        if (i.exec == ExecClass::SET) t.set.push_back(op);
      } else if (i.flow == FlowRole::IN_LOOP) {
        t.in_loop.push_back(op);
      } else if (i.flow == FlowRole::RET) {
        t.ret.push_back(op);
      } else if (!t.has_role[role]) {
        t.role[role] = op;
        t.has_role[role] = true;
      }
    }
    return t;
  }();
  return t;
}

// Defined codes of an enumeration of the table (5), optionally without some.
template <size_t N>
std::vector<uint8_t> defined(const bool (&def)[N], std::initializer_list<uint8_t> except = {}) {
  std::vector<uint8_t> v;
  for (size_t k = 0; k < N; ++k)
    if (def[k] && std::find(except.begin(), except.end(), k) == except.end())
      v.push_back(static_cast<uint8_t>(k));
  return v;
}

// ---- values (12) -----------------------------------------------------------------------------

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

// Ordinary values: small integers, or finite numbers of moderate magnitude.
uint32_t ordinary_value(Rng& r) {
  if (r.below(10) < 4) return bits_of(static_cast<float>(static_cast<int>(r.below(17)) - 8));
  const uint32_t sign = r.below(2) << 31;
  const uint32_t exp = 127 - 6 + r.below(14);  // 2^-6 .. 2^7
  return sign | exp << 23 | (r.next32() & 0x7FFFFFu);
}

// The classes of 12.1/12.2 that make results special.
uint32_t special_value(Rng& r) {
  const uint32_t sign = r.below(2) << 31;
  switch (r.below(13)) {
    case 0:
      return sign;  // +-0
    case 1:
      return sign | 0x7F800000u;  // +-inf
    case 2:
      return gen::F32_CANONICAL_NAN;  // the default NaN
    case 3:
      return sign | 0x7F800000u | (1 + r.below(0x7FFFFF));  // NaN, any payload, sNaN too
    case 4:
      return sign | (1 + r.below(0x7FFFFF));  // subnormal
    case 5:
      return sign | gen::F32_ONE;  // +-1
    case 6:
      return sign | (0xF0 + r.below(15)) << 23 | (r.next32() & 0x7FFFFFu);  // huge
    case 7:
      return sign | (1 + r.below(16)) << 23 | (r.next32() & 0x7FFFFFu);  // tiny normal
    case 8:
      return bits_of(static_cast<float>(static_cast<int>(r.below(9)) - 4) + 0.5f);  // ROUND
    case 9:
      return sign | (127 - 20 + r.below(41)) << 23;  // 2^k: LG2 exact
    case 10:
      return 0x80000000u | (100 + r.below(10)) << 23 | (r.next32() & 0x7FFFFFu);  // FRC -tiny
    case 11: {  // the bounds of 12.2-12.3: 0.49999997, -0.5, -150, 128, -128, -4
      static constexpr uint32_t kEdges[] = {0x3EFFFFFFu, 0xBF000000u, 0xC3160000u,
                                            0x43000000u, 0xC3000000u, 0xC0800000u};
      return kEdges[r.below(6)];
    }
    default:
      return r.next32();  // any bit pattern (integer opcodes read raw words, 8.7)
  }
}

uint32_t random_value(Rng& r) { return r.below(4) ? ordinary_value(r) : special_value(r); }

// ---- the builder -------------------------------------------------------------------------------

struct Reg {
  File file;
  int16_t index;
};

// Where the builder stands: nesting of 11.7 and the subroutine it is in.
struct Scope {
  int depth = 0;        // IF + loop nesting
  int loops = 0;        // loops open in this subroutine (BRK and CONT need one, 11.7)
  int ifs_in_loop = 0;  // IFs opened inside the innermost loop
  int sub = -1;         // -1: main; s: subroutine s (calls go to later subroutines only)
};

class Builder {
 public:
  Builder(Rng& r, RandomProgram& p) : r_(r), p_(p) {}

  void build() {
    choose_processor();
    plan_registers();
    make_immediates();
    make_inputs();
    make_code();
    make_declarations();
    lay_out();
  }

 private:
  unsigned u(unsigned n) { return r_.below(n); }
  bool chance(double p) { return r_.chance(p); }
  template <class T>
  T pick(const std::vector<T>& v) {
    return v[u(static_cast<unsigned>(v.size()))];
  }

  // ---- processor, registers, immediates, inputs ----

  void choose_processor() {
    const auto procs = defined(gen::PROCESSOR_DEFINED);
    processor_ = chance(0.85) ? Processor::FRAGMENT : static_cast<Processor>(pick(procs));
    for (Opcode op : opcodes().straight)
      if (!info_of(op).fragment_only || processor_ == Processor::FRAGMENT)
        straight_.push_back(op);  // D39
  }

  // `count` distinct registers below `limit`, in increasing order.
  std::vector<int> distinct(unsigned count, unsigned limit) {
    std::vector<int> all(limit);
    for (unsigned k = 0; k < limit; ++k) all[k] = static_cast<int>(k);
    for (unsigned k = 0; k < count; ++k) std::swap(all[k], all[k + u(limit - k)]);
    all.resize(count);
    std::sort(all.begin(), all.end());
    return all;
  }

  void declare(File f, const std::vector<int>& regs) {
    for (int i : regs) declared_[u8(f)].set(i);
  }

  void plan_registers() {
    in_ = distinct(1 + u(8), 12);
    out_ = distinct(1 + u(4), 8);
    for (unsigned k = 0, n = 1 + u(16); k < n; ++k) const_.push_back(static_cast<int>(k));
    if (chance(0.2)) {  // a block high in the file (only the RANGE form reaches it, 6.4)
      const int base = 32 + static_cast<int>(u(kConstants - 36));
      for (int k = 0, n = 1 + static_cast<int>(u(4)); k < n; ++k) const_.push_back(base + k);
    }
    samplers_ = distinct(1 + u(4), gen::LIMIT_SAMPLER);
    data_temps_ = 4 + static_cast<int>(u(kDataTemps - 3));
    std::vector<int> temps;
    for (int k = 0; k < data_temps_; ++k) temps.push_back(k);
    for (int k = kDataTemps; k < kTemps; ++k) temps.push_back(k);
    std::vector<int> addrs;
    for (int k = 0; k < kAddrs; ++k) addrs.push_back(k);
    declare(File::INPUT, in_);
    declare(File::OUTPUT, out_);
    declare(File::CONSTANT, const_);
    declare(File::SAMPLER, samplers_);
    declare(File::TEMPORARY, temps);
    declare(File::ADDRESS, addrs);
  }

  // Random vectors, small integers (for ARL/ARR and indirect offsets, 9.2), sometimes integer
  // bit patterns (shift counts and masks, 8.7), and the control vector of the loops.
  void make_immediates() {
    const int randoms = 1 + static_cast<int>(u(4));
    for (int k = 0; k < randoms; ++k) {
      std::array<uint32_t, 4> v;
      for (uint32_t& c : v) c = random_value(r_);
      imm_.push_back(v);
    }
    if (chance(0.3)) {
      std::array<uint32_t, 4> ints = {u(40), 0xFFFFFFFFu, 0x80000000u, r_.next32() & 0xFFFF};
      for (int k = 3; k > 0; --k) std::swap(ints[k], ints[u(k + 1)]);
      imm_.push_back(ints);
    }
    std::array<uint32_t, 4> small;
    for (uint32_t& c : small) c = bits_of(static_cast<float>(static_cast<int>(u(6)) - 1));
    small_imm_ = static_cast<int>(u(imm_count() + 1));
    imm_.insert(imm_.begin() + small_imm_, small);
    control_imm_ = static_cast<int>(u(imm_count() + 1));
    imm_.insert(imm_.begin() + control_imm_, kControl);
    if (control_imm_ <= small_imm_) ++small_imm_;
  }

  void make_inputs() {
    p_.inputs.assign(in_.back() + 1, QuadVec{});
    for (QuadVec& reg : p_.inputs) {
      for (int c = 0; c < 4; ++c) {
        const bool uniform = chance(0.25);  // same value in every lane: comparisons agree
        const uint32_t v = random_value(r_);
        for (int l = 0; l < kLanes; ++l) reg.v[c][l] = uniform ? v : random_value(r_);
      }
    }
    p_.constants.assign(const_.back() + 1, Vec4{});
    for (Vec4& reg : p_.constants)
      for (uint32_t& c : reg.c) c = random_value(r_);
  }

  // ---- operands ----

  void random_swizzle(uint8_t (&s)[4]) {
    const unsigned k = u(10);
    if (k < 5) return;  // identity
    if (k < 7) {
      const uint8_t c = static_cast<uint8_t>(u(4));
      for (uint8_t& x : s) x = c;
      return;
    }
    for (uint8_t& x : s) x = static_cast<uint8_t>(u(4));
  }

  // A condition test of 5.7 (NV or CONDCODE fields).
  void random_test(Cc& mask, uint8_t& index, uint8_t (&swizzle)[4]) {
    mask = static_cast<Cc>(pick(cc_masks_));
    index = static_cast<uint8_t>(u(gen::LIMIT_CC));
    random_swizzle(swizzle);
  }

  // A register to read: written earlier (values flow), or an input, constant or immediate; every
  // direct index is declared (6.3).
  Reg value_register() {
    const unsigned k = u(100);
    if (k < 50 && !written_.empty()) {
      const unsigned recent = std::min<unsigned>(static_cast<unsigned>(written_.size()), 6);
      return written_[written_.size() - 1 - u(recent)];
    }
    if (k < 72) return {File::INPUT, static_cast<int16_t>(pick(in_))};
    if (k < 84) return {File::CONSTANT, static_cast<int16_t>(pick(const_))};
    if (k < 94) return {File::IMMEDIATE, static_cast<int16_t>(u(imm_count()))};
    if (k < 97) {  // any temporary, a loop counter or one not written yet (reads 0, G6)
      const int t = chance(0.5) ? kDataTemps + static_cast<int>(u(kCounterTemps))
                                : static_cast<int>(u(data_temps_));
      return {File::TEMPORARY, static_cast<int16_t>(t)};
    }
    if (k < 99) return {File::OUTPUT, static_cast<int16_t>(pick(out_))};
    return {File::ADDRESS, static_cast<int16_t>(u(kAddrs))};
  }

  // 9.2: base index near a declared one, the offset from ADDR (mostly) or a float register.
  void make_indirect(SrcOperand& s) {
    s.indirect = true;
    s.index = static_cast<int16_t>(s.index + static_cast<int>(u(5)) - 2);
    IndirectOperand& r = s.ind;
    if (chance(0.75)) {
      r.file = File::ADDRESS;
      r.index = static_cast<int16_t>(u(kAddrs));
    } else if (chance(0.5)) {
      r.file = File::IMMEDIATE;
      r.index = static_cast<int16_t>(small_imm_);
    } else {
      const Reg v = value_register();
      r.file = v.file;
      r.index = v.index;
    }
    r.swizzle[0] = static_cast<uint8_t>(u(4));
    if (chance(0.2))  // Y/Z/W are kept but not used (9.2); the writer of the era wrote 0
      for (int c = 1; c < 4; ++c) r.swizzle[c] = static_cast<uint8_t>(u(4));
    r.negate = chance(0.1);
  }

  // 9.4: SWZ with components, ZERO and ONE, negations and the divide (never ZERO, D4).
  void add_swz(SrcOperand& s) {
    s.has_swz = true;
    for (uint8_t& e : s.swz.ext_swizzle)
      e = chance(0.7) ? static_cast<uint8_t>(u(4)) : pick(ext_constants_);
    s.swz.negate = chance(0.5) ? static_cast<uint8_t>(u(16)) : 0;
    if (chance(0.2)) s.swz.ext_divide = pick(ext_divides_);
  }

  void add_mod(SrcOperand& s) {
    s.has_mod = true;  // all five flags may be 0: a MOD token with no effect
    s.mod.complement = chance(0.3);
    s.mod.bias = chance(0.3);
    s.mod.scale2x = chance(0.3);
    s.mod.absolute = chance(0.35);
    s.mod.negate = chance(0.35);
  }

  SrcOperand value_src() {
    SrcOperand s;
    const Reg reg = value_register();
    s.file = reg.file;
    s.index = reg.index;
    random_swizzle(s.swizzle);
    s.negate = chance(0.15);
    if (chance(0.2)) add_swz(s);
    if (chance(0.15)) add_mod(s);
    if (chance(0.07)) make_indirect(s);
    return s;
  }

  // Reads component c of a register, replicated (the condition of an IF, 11.3).
  SrcOperand component(Reg reg, uint8_t c) {
    SrcOperand s;
    s.file = reg.file;
    s.index = reg.index;
    for (uint8_t& x : s.swizzle) x = c;
    return s;
  }

  SrcOperand immediate(int imm, uint8_t c) { return component({File::IMMEDIATE, int16_t(imm)}, c); }

  SrcOperand sampler_src() {
    SrcOperand s;  // SAMPLER, direct, no modifiers (6.3)
    s.file = File::SAMPLER;
    s.index = static_cast<int16_t>(pick(samplers_));
    return s;
  }

  // Small values for ARL/ARR so that indirect offsets mostly stay inside the files.
  SrcOperand address_src() {
    if (chance(0.5)) return value_src();
    SrcOperand s = chance(0.7) ? immediate(small_imm_, 0) : immediate(control_imm_, 0);
    random_swizzle(s.swizzle);
    s.negate = chance(0.1);
    return s;
  }

  void note_written(const DstOperand& d) {
    if (d.write_mask == 0) return;
    if (d.file == File::TEMPORARY && d.index < kDataTemps) {
      written_.push_back({d.file, d.index});
      temp_written_.set(d.index);
    } else if (d.file == File::OUTPUT) {
      written_.push_back({d.file, d.index});
    }
  }

  int16_t data_temp() {
    // A fresh one when there is one (new values), otherwise any (overwrites).
    std::vector<int> fresh;
    for (int t = 0; t < data_temps_; ++t)
      if (!temp_written_.test(t)) fresh.push_back(t);
    if (!fresh.empty() && chance(0.6)) return static_cast<int16_t>(pick(fresh));
    return static_cast<int16_t>(u(data_temps_));
  }

  // 10, G9: TEMP, OUT, NULL or ADDR (address results mostly go to ADDR, G13).
  DstOperand random_dst(bool address_result) {
    DstOperand d;
    const unsigned k = u(100);
    if ((address_result && k < 85) || k < 2) {
      d.file = File::ADDRESS;
      d.index = static_cast<int16_t>(u(kAddrs));
    } else if (k < 70) {
      d.file = File::TEMPORARY;
      d.index = data_temp();
    } else if (k < 91) {
      d.file = File::OUTPUT;
      d.index = static_cast<int16_t>(pick(out_));
    } else {
      d.file = File::NUL;
      d.index = static_cast<int16_t>(chance(0.75) ? 0 : u(4));  // not checked for NULL (6.3)
    }
    const unsigned m = u(100);
    d.write_mask = m < 40 ? 0xF : m < 97 ? static_cast<uint8_t>(1 + u(15)) : 0;  // 5.12, G14
    if (chance(0.1)) {
      d.has_condcode = true;
      random_test(d.condcode.cond_mask, d.condcode.cond_src_index, d.condcode.cond_swizzle);
    }
    if (chance(0.08)) {
      d.has_modulate = true;
      d.modulate = static_cast<Modulate>(pick(modulates_));
    }
    return d;
  }

  // ---- instruction extensions ----

  // NV (4.2, 10): precision, CC update, CC test (D7). `force_update` for NULL destinations.
  void maybe_nv(Instruction& in, bool force_update) {
    if (!force_update && !chance(0.25)) return;
    NvExt& n = in.nv;
    in.has_nv = true;
    n.precision = static_cast<Precision>(pick(precisions_));
    if (force_update || chance(0.6)) {
      n.cond_dst_update = true;
      n.cond_dst_index = static_cast<uint8_t>(u(gen::LIMIT_CC));
    } else if (chance(0.2)) {
      n.cond_dst_index = static_cast<uint8_t>(u(gen::LIMIT_CC));  // carried, no update
    }
    if (chance(0.3)) {
      n.cond_flow_enable = true;
      random_test(n.cond_mask, n.cond_flow_index, n.cond_swizzle);
    } else if (chance(0.15)) {
      random_test(n.cond_mask, n.cond_flow_index, n.cond_swizzle);  // fields without the test
    }
  }

  // An NV test on IF, ELSE, ENDIF, the loop delimiters, BGNSUB, ENDSUB: no effect (G8).
  void maybe_inert_nv(Instruction& in) {
    if (!chance(0.08)) return;
    in.has_nv = true;
    in.nv.precision = static_cast<Precision>(pick(precisions_));
    in.nv.cond_flow_enable = chance(0.5);
    random_test(in.nv.cond_mask, in.nv.cond_flow_index, in.nv.cond_swizzle);
  }

  // A condition test on CAL, RET, BRK, CONT or KIL: the lanes for which it passes (D7, G8).
  void conditional(Instruction& in) {
    in.has_nv = true;
    in.nv.cond_flow_enable = true;
    random_test(in.nv.cond_mask, in.nv.cond_flow_index, in.nv.cond_swizzle);
  }

  uint32_t fresh_label() {
    for (;;) {
      const uint32_t l = chance(0.5) ? 1 + u(200) : 1 + u(0xFFFFFE);  // 24 bits, 0 = none (11.7)
      if (labels_.insert(l).second) return l;
    }
  }

  // LABEL on any instruction but CAL (which has its reference) and BGNSUB (its declaration):
  // declared, a reference to a label that is declared somewhere, or Label 0 (G12).
  void maybe_label(Instruction& in) {
    if (!chance(0.06)) return;
    in.has_label = true;
    const unsigned k = u(10);
    if (k < 4 || labels_.empty()) {
      in.label = {fresh_label(), true};
    } else if (k < 8) {
      in.label = {pick(std::vector<uint32_t>(labels_.begin(), labels_.end())), false};
    } else {
      in.label = {0, false};  // the default LABEL token: "no label"
    }
  }

  // ---- instructions ----

  // Opcode and operand counts from the table (7.1, D25); KIL takes 0 or 1 source.
  Instruction bare(Opcode op) {
    const OpcodeInfo& i = info_of(op);
    Instruction in;
    in.opcode = op;
    in.num_dst = i.num_dst;
    std::vector<uint8_t> counts;
    for (uint8_t n = 0; n <= kMaxSrc; ++n)
      if (i.src_allowed >> n & 1) counts.push_back(n);
    in.num_src = pick(counts);
    return in;
  }

  // The last instruction of main, in most programs: a result written to an output, so that
  // the outputs hold something (10.1: no CONDCODE or NV test in the way).
  Instruction output_instruction() {
    std::vector<Opcode> ops;
    for (Opcode op : straight_)
      if (info_of(op).num_dst == 1 && info_of(op).exec != ExecClass::ADDRESS) ops.push_back(op);
    Instruction in = straight_instruction(pick(ops));
    in.dst.file = File::OUTPUT;
    in.dst.index = static_cast<int16_t>(pick(out_));
    in.dst.has_condcode = false;
    if (in.dst.write_mask == 0 || chance(0.5)) in.dst.write_mask = 0xF;
    in.nv.cond_flow_enable = false;
    return in;
  }

  Instruction straight_instruction(Opcode op) {
    const OpcodeInfo& i = info_of(op);
    Instruction in = bare(op);
    for (int k = 0; k < in.num_src; ++k) {
      if (k == i.sampler_src)
        in.src[k] = sampler_src();
      else if (i.exec == ExecClass::ADDRESS)
        in.src[k] = address_src();
      else
        in.src[k] = value_src();
    }
    if (i.cls == OpClass::T) {  // a target is required (D38); ExtDivide W: projective (8.8)
      in.has_texture = true;
      in.texture = static_cast<Texture>(pick(targets_));
      if (chance(0.25)) {
        in.src[0].has_swz = true;
        in.src[0].swz.ext_divide = u8(gen::Extswizzle::W);
      }
    } else if (chance(0.01)) {
      in.has_texture = true;  // accepted on any opcode, unused by execution
      in.texture = static_cast<Texture>(pick(all_targets_));
    }
    bool null_dst = false;
    if (in.num_dst) {
      in.dst = random_dst(i.exec == ExecClass::ADDRESS);
      null_dst = in.dst.file == File::NUL;
      const unsigned s = u(100);
      in.saturate = s < 70 ? Sat::NONE : static_cast<Sat>(pick(saturates_));
    }
    maybe_nv(in, null_dst && chance(0.8));
    if (i.exec == ExecClass::KILL && in.num_src == 0 && chance(0.7)) conditional(in);  // 8.9
    maybe_label(in);
    return in;
  }

  void emit(const Instruction& in) {
    code_.push_back(in);
    if (in.num_dst) note_written(in.dst);
  }

  // A structural instruction of `role` (IF's source filled in by the caller).
  Instruction structural(FlowRole role) {
    Instruction in = bare(opcodes().of(role));
    maybe_inert_nv(in);
    maybe_label(in);
    return in;
  }

  // ---- statements: each emits between 1 and `budget` instructions ----

  void block(const Scope& sc, int budget) {
    while (budget > 0) {
      const size_t before = code_.size();
      statement(sc, budget);
      budget -= static_cast<int>(code_.size() - before);
    }
  }

  // One statement, its kind drawn by weight among the kinds the scope and the budget allow.
  void statement(const Scope& sc, int budget) {
    enum Kind { kIf, kLoop, kInLoop, kCall, kRet, kStraight };
    const bool can_nest = sc.depth < kMaxNesting;
    const struct {
      Kind kind;
      unsigned weight;
      bool allowed;
    } kinds[] = {
        {kIf, nest_weight_ * 16, budget >= 3 && can_nest},
        {kLoop, nest_weight_ * 12, budget >= 6 && can_nest && counters_ < kCounterTemps},
        {kInLoop, 8, sc.loops > 0},
        {kCall, 6, nsubs_ > sc.sub + 1},
        {kRet, 2, sc.sub >= 0 || sc.depth > 0},  // in main only inside a block (ret_statement)
        {kStraight, 56, true},
    };
    unsigned total = 0;
    for (const auto& k : kinds) total += k.allowed ? k.weight : 0;
    unsigned x = u(total);
    Kind kind = kStraight;
    for (const auto& k : kinds) {
      if (!k.allowed) continue;
      if (x < k.weight) {
        kind = k.kind;
        break;
      }
      x -= k.weight;
    }
    // A block's size: random, or in deeply nesting programs often all the budget allows.
    auto size = [&](int least, int most) {
      most = std::min(budget, most);
      return nest_weight_ > 1 && chance(0.6) ? most : least + static_cast<int>(u(most - least + 1));
    };
    switch (kind) {
      case kIf:
        if_statement(sc, size(3, 14));
        break;
      case kLoop:
        loop_statement(sc, size(6, 20));
        break;
      case kInLoop:
        in_loop_statement(sc);
        break;
      case kCall:
        call_statement(sc);
        break;
      case kRet:
        ret_statement();
        break;
      case kStraight:
        emit(straight_instruction(pick(straight_)));
        break;
    }
  }

  // IF [ELSE] ENDIF (11.3); half of the conditions from a set-on-compare result (0 or 1 per
  // lane: the lanes diverge), the others any source (a float compare, D21).
  void if_statement(const Scope& sc, int size) {
    const bool set_cond = size >= 4 && chance(0.5);
    int bodies = size - 2 - (set_cond ? 1 : 0);
    const bool has_else = bodies >= 3 && chance(0.5);
    if (has_else) --bodies;
    const int then_size = has_else ? 1 + static_cast<int>(u(bodies - 1)) : bodies;
    Instruction head = structural(FlowRole::IF);
    head.src[0] = set_cond ? set_condition() : value_src();
    emit(head);
    Scope inner = sc;
    ++inner.depth;
    if (sc.loops) ++inner.ifs_in_loop;
    block(inner, then_size);
    if (has_else) {
      emit(structural(FlowRole::ELSE));
      block(inner, bodies - then_size);
    }
    emit(structural(FlowRole::ENDIF));
  }

  SrcOperand set_condition() {
    Instruction in = straight_instruction(pick(opcodes().set));
    in.dst = DstOperand{};
    in.dst.file = File::TEMPORARY;
    in.dst.index = data_temp();
    const uint8_t c = static_cast<uint8_t>(u(4));
    in.dst.write_mask = static_cast<uint8_t>(1u << c | (chance(0.5) ? u(16) : 0));
    in.saturate = Sat::NONE;
    in.has_nv = false;
    emit(in);
    SrcOperand s = component({File::TEMPORARY, in.dst.index}, c);
    s.negate = chance(0.2);
    return s;
  }

  // A loop that ends (11.4): the counter TEMP[24 + n] of this loop alone gets a value in [0, 2]
  // just before BGNLOOP2; every iteration starts by subtracting 0.25 and breaking the lanes whose
  // counter is used up, so no lane runs more than 8 iterations, whatever BRK, CONT, CAL or RET
  // the body holds (CONT only skips the rest of one iteration, after the decrement).
  void loop_statement(const Scope& sc, int size) {
    const int16_t counter = static_cast<int16_t>(kDataTemps + counters_++);
    const bool if_exit = size >= 9 && chance(0.3);
    emit(counter_init(counter));
    emit(structural(FlowRole::BGNLOOP));
    Scope inner = sc;
    ++inner.depth;
    ++inner.loops;
    inner.ifs_in_loop = 0;
    const int header = if_exit ? exit_under_if(counter) : exit_on_cc(counter);
    block(inner, size - 3 - header);
    emit(structural(FlowRole::ENDLOOP));
  }

  Instruction counter_op(Opcode op, int16_t counter, uint8_t mask) {
    Instruction in = bare(op);
    in.dst.file = File::TEMPORARY;
    in.dst.index = counter;
    in.dst.write_mask = mask;
    return in;
  }

  // MOV_SAT counter.x, <any source> (saturate maps NaN to +0, D15: 0 to 3 iterations of the
  // body, per lane) or MOV counter.x, IMM[control].y/z/w (0.5, 1, 2: 1, 3 or 7 iterations).
  Instruction counter_init(int16_t counter) {
    Instruction in = counter_op(Opcode::MOV, counter, 0x1);
    if (chance(0.5)) {
      in.saturate = Sat::ZERO_ONE;
      in.src[0] = value_src();
    } else {
      in.src[0] = immediate(control_imm_, static_cast<uint8_t>(1 + u(3)));
    }
    return in;
  }

  // SUB counter.x, counter.x, 0.25 (update CCk); BRK when LEk.xxxx — 2 instructions.
  int exit_on_cc(int16_t counter) {
    Instruction dec = counter_op(Opcode::SUB, counter, 0x1);
    dec.src[0] = component({File::TEMPORARY, counter}, 0);
    dec.src[1] = immediate(control_imm_, kStepComponent);
    const uint8_t cc = static_cast<uint8_t>(u(gen::LIMIT_CC));
    dec.has_nv = true;
    dec.nv.cond_dst_update = true;
    dec.nv.cond_dst_index = cc;
    emit(dec);
    Instruction brk = bare(Opcode::BRK);
    brk.has_nv = true;
    brk.nv.cond_flow_enable = true;
    brk.nv.cond_flow_index = cc;
    brk.nv.cond_mask = Cc::LE;
    for (uint8_t& s : brk.nv.cond_swizzle) s = 0;
    emit(brk);
    return 2;
  }

  // SUB counter.x, counter.x, 0.25; SLT counter.y, counter.x, 0.25; IF counter.y; BRK; ENDIF.
  int exit_under_if(int16_t counter) {
    Instruction dec = counter_op(Opcode::SUB, counter, 0x1);
    dec.src[0] = component({File::TEMPORARY, counter}, 0);
    dec.src[1] = immediate(control_imm_, kStepComponent);
    emit(dec);
    Instruction last = counter_op(Opcode::SLT, counter, 0x2);
    last.src[0] = component({File::TEMPORARY, counter}, 0);
    last.src[1] = immediate(control_imm_, kStepComponent);
    emit(last);
    Instruction head = structural(FlowRole::IF);
    head.src[0] = component({File::TEMPORARY, counter}, 1);
    emit(head);
    emit(bare(Opcode::BRK));
    emit(structural(FlowRole::ENDIF));
    return 5;
  }

  // BRK or CONT: plain under an IF of the loop, mostly conditional at the loop's own level.
  void in_loop_statement(const Scope& sc) {
    Instruction in = bare(pick(opcodes().in_loop));
    if (chance(sc.ifs_in_loop ? 0.4 : 0.85)) conditional(in);
    maybe_label(in);
    emit(in);
  }

  // CAL of a later subroutine (no recursion, so calls nest at most 3 deep, 11.5).
  void call_statement(const Scope& sc) {
    const int s = sc.sub + 1 + static_cast<int>(u(nsubs_ - sc.sub - 1));
    Instruction in = bare(opcodes().of(FlowRole::CALL));
    in.has_label = true;
    in.label = {sub_label_[s], false};
    if (chance(0.3)) conditional(in);
    emit(in);
  }

  // RET (11.5), half of them conditional. statement() puts one in main only inside an IF or a
  // loop, so that it ends some lanes early rather than the whole program (11.6).
  void ret_statement() {
    Instruction in = bare(pick(opcodes().ret));
    if (chance(0.5)) conditional(in);
    maybe_label(in);
    emit(in);
  }

  // ---- the program ----

  void make_code() {
    cc_masks_ = defined(gen::CC_DEFINED);
    precisions_ = defined(gen::PRECISION_DEFINED);
    modulates_ = defined(gen::MODULATE_DEFINED);
    saturates_ = defined(gen::SAT_DEFINED, {u8(Sat::NONE)});
    ext_constants_ =
        defined(gen::EXTSWIZZLE_DEFINED, {u8(gen::Extswizzle::X), u8(gen::Extswizzle::Y),
                                          u8(gen::Extswizzle::Z), u8(gen::Extswizzle::W)});
    ext_divides_ = defined(gen::EXTSWIZZLE_DEFINED,
                           {u8(gen::Extswizzle::ZERO), u8(gen::Extswizzle::ONE)});  // D4
    all_targets_ = defined(gen::TEXTURE_DEFINED);
    for (uint8_t t : all_targets_)
      if (gen::TEXTURE_COORDS[t] > 0) targets_.push_back(t);  // not UNKNOWN (D38)

    const int length = chance(0.6) ? 20 + static_cast<int>(u(13)) : 4 + static_cast<int>(u(16));
    std::vector<int> sub_size;
    if (length >= 10 && chance(0.45))
      for (int s = 0, n = 1 + static_cast<int>(u(3)); s < n; ++s)
        sub_size.push_back(1 + static_cast<int>(u(6)));
    auto overhead = [&] {  // the top-level RET, then BGNSUB body ENDSUB per subroutine
      int n = sub_size.empty() ? 0 : 1;
      for (int s : sub_size) n += 2 + s;
      return n;
    };
    while (!sub_size.empty() && length - overhead() < 3) sub_size.pop_back();
    nsubs_ = static_cast<int>(sub_size.size());
    for (int s = 0; s < nsubs_; ++s) sub_label_.push_back(fresh_label());

    nest_weight_ = chance(0.25) ? 4 : 1;  // a quarter of the programs nest deeply
    const bool output_last = chance(0.7);
    block(Scope{}, length - overhead() - (output_last ? 1 : 0));
    if (output_last) emit(output_instruction());
    if (nsubs_ == 0) return;
    Instruction end = bare(pick(opcodes().ret));  // subroutines follow a top-level RET (11.6)
    maybe_label(end);
    emit(end);
    for (int s = 0; s < nsubs_; ++s) {
      Instruction begin = bare(opcodes().of(FlowRole::BGNSUB));
      begin.has_label = true;
      begin.label = {sub_label_[s], true};
      maybe_inert_nv(begin);
      emit(begin);
      Scope sc;
      sc.sub = s;
      block(sc, sub_size[s]);
      emit(structural(FlowRole::ENDSUB));
    }
  }

  // 6.4: the declared sets as RANGE and MASK declarations, sometimes split or overlapping, in
  // random order; fragment inputs with an interpolation mode.
  void make_declarations() {
    std::vector<Declaration>& decls = p_.program.decls;
    const auto interpolations = defined(gen::INTERPOLATE_DEFINED);
    for (unsigned f = 0; f < gen::FILE_COUNT; ++f) {
      const auto file = static_cast<File>(f);
      if (!gen::FILE_DEFINED[f] || file == File::NUL || file == File::IMMEDIATE) continue;
      const std::bitset<256>& set = declared_[f];
      std::vector<Declaration> mine;
      uint32_t mask = 0;
      for (int i = 0; i < 256;) {
        if (!set.test(i)) {
          ++i;
          continue;
        }
        int j = i;
        while (j + 1 < 256 && set.test(j + 1)) ++j;
        if (j < 32 && chance(0.3)) {
          for (int k = i; k <= j; ++k) mask |= 1u << k;
        } else if (j > i && chance(0.3)) {  // two pieces, overlapping or not
          const int cut = i + static_cast<int>(u(j - i));
          mine.push_back(range(file, i, cut));
          mine.push_back(range(file, cut + (chance(0.7) ? 1 : 0), j));
        } else {
          mine.push_back(range(file, i, j));
        }
        i = j + 1;
      }
      if (mask) {
        Declaration d;
        d.file = file;
        d.declare = Declare::MASK;
        d.mask = mask;
        mine.push_back(d);
      }
      if (file == File::INPUT && processor_ == Processor::FRAGMENT)
        for (Declaration& d : mine)
          if (chance(0.75)) {
            d.has_interpolation = true;
            d.interpolation = static_cast<Interpolate>(pick(interpolations));
          }
      decls.insert(decls.end(), mine.begin(), mine.end());
    }
    for (size_t k = decls.size(); k > 1; --k) std::swap(decls[k - 1], decls[u(k)]);
  }

  static Declaration range(File f, int first, int last) {
    Declaration d;
    d.file = f;
    d.declare = Declare::RANGE;
    d.first = static_cast<uint16_t>(first);
    d.last = static_cast<uint16_t>(last);
    return d;
  }

  // Token indices (2: 0 = VERSION): declarations, then the instructions with the IMMEDIATE
  // tokens among them (a contiguous slice of the vectors each, in order, 6.5).
  void lay_out() {
    Program& p = p_.program;
    p.header.processor = processor_;
    p.header.header_size = 2;  // the writer's HeaderSize (D31)
    const int n = static_cast<int>(code_.size());
    const int groups = 1 + static_cast<int>(u(std::min<unsigned>(3, imm_.size())));
    std::vector<int> cuts = {0};
    for (int g = 1; g < groups; ++g) cuts.push_back(1 + static_cast<int>(u(imm_.size() - 1)));
    cuts.push_back(static_cast<int>(imm_.size()));
    std::sort(cuts.begin(), cuts.end());
    std::vector<int> where;  // position of each group: before instruction k (n: after the last)
    for (int g = 0; g < groups; ++g) {
      const unsigned k = u(100);
      where.push_back(k < 60 ? 0 : k < 75 ? n : static_cast<int>(u(n + 1)));
    }
    std::sort(where.begin(), where.end());
    uint32_t t = 1 + p.header.header_size;
    for (Declaration& d : p.decls) {
      d.token_index = t;
      t += static_cast<uint32_t>(encode(d).size());
    }
    int g = 0;
    for (int i = 0; i <= n; ++i) {
      for (; g < groups && where[g] == i; ++g) {
        if (cuts[g] == cuts[g + 1]) continue;  // an empty slice: no token
        Immediate m;
        m.token_index = t;
        for (int v = cuts[g]; v < cuts[g + 1]; ++v)
          m.values.insert(m.values.end(), imm_[v].begin(), imm_[v].end());
        t += static_cast<uint32_t>(encode(m).size());
        p.imms.push_back(std::move(m));
      }
      if (i == n) break;
      Instruction& in = code_[i];
      in.token_index = t;
      in.size = static_cast<uint8_t>(encode(in).size());
      t += in.size;
      p.insns.push_back(in);
    }
    p.header.body_size = t - (1 + p.header.header_size);
    p_.tokens = tgsi::build(p);
    p_.max_steps = kMaxSteps;
  }

  unsigned imm_count() const { return static_cast<unsigned>(imm_.size()); }

  Rng& r_;
  RandomProgram& p_;
  Processor processor_ = Processor::FRAGMENT;
  std::vector<Opcode> straight_;  // the straight-line opcodes this processor allows
  std::bitset<256> declared_[gen::FILE_COUNT];
  std::vector<int> in_, out_, const_, samplers_;
  int data_temps_ = 0;
  std::vector<std::array<uint32_t, 4>> imm_;
  int control_imm_ = 0, small_imm_ = 0;
  std::vector<uint8_t> cc_masks_, precisions_, modulates_, saturates_, ext_constants_, ext_divides_,
      targets_, all_targets_;
  std::vector<Instruction> code_;
  std::vector<Reg> written_;
  std::bitset<kDataTemps> temp_written_;
  int counters_ = 0;
  unsigned nest_weight_ = 1;  // weight factor of IF and loop statements
  int nsubs_ = 0;
  std::vector<uint32_t> sub_label_;
  std::set<uint32_t> labels_;
};

std::string word(uint32_t w) {
  float f;
  std::memcpy(&f, &w, sizeof f);
  char b[48];
  std::snprintf(b, sizeof b, "0x%08X (%.9g)", w, static_cast<double>(f));
  return b;
}

}  // namespace

RandomProgram random_program(uint64_t seed, uint64_t index) {
  Rng r(seed, kStreamTgsiProgram, index);
  RandomProgram p;
  p.seed = seed;
  p.index = index;
  Builder(r, p).build();
  return p;
}

void RandomProgram::setup(Machine& m) const {
  m.reset();
  for (QuadVec& reg : m.in) reg = QuadVec{};
  for (Vec4& reg : m.constant) reg = Vec4{};
  for (size_t i = 0; i < inputs.size() && i < static_cast<size_t>(kInputs); ++i)
    m.in[i] = inputs[i];
  for (size_t i = 0; i < constants.size() && i < static_cast<size_t>(kConstants); ++i)
    m.constant[i] = constants[i];
}

ExecOptions RandomProgram::options() const {
  ExecOptions o;
  o.max_steps = max_steps;
  return o;
}

std::string RandomProgram::listing() const {
  char b[160];
  std::snprintf(b, sizeof b,
                "; TGSI random program: seed 0x%016" PRIX64 " index %" PRIu64
                ", %zu instructions, max_steps %" PRIu64 "\n",
                seed, index, program.insns.size(), max_steps);
  std::string s = b;
  s += std::string(gen::PROCESSOR_TEXT[u8(program.header.processor)]) + "\n";
  const Program& p = program;
  size_t d = 0, m = 0, i = 0;
  for (;;) {  // stream order, as disassemble(Program) prints it, instructions numbered
    const uint64_t kd = d < p.decls.size() ? p.decls[d].token_index : UINT64_MAX;
    const uint64_t km = m < p.imms.size() ? p.imms[m].token_index : UINT64_MAX;
    const uint64_t ki = i < p.insns.size() ? p.insns[i].token_index : UINT64_MAX;
    if (d < p.decls.size() && kd <= km && kd <= ki) {
      s += disassemble(p.decls[d++]);
    } else if (m < p.imms.size() && km <= ki) {
      s += disassemble(p.imms[m++]);
    } else if (i < p.insns.size()) {
      std::snprintf(b, sizeof b, "%2zu: ", i);
      s += b + disassemble(p.insns[i++]);
    } else {
      break;
    }
    s += "\n";
  }
  for (size_t k = 0; k < inputs.size(); ++k)
    for (int l = 0; l < kLanes; ++l) {
      std::snprintf(b, sizeof b, "; IN[%zu] lane %d:", k, l);
      s += b;
      for (int c = 0; c < 4; ++c) s += " " + word(inputs[k].v[c][l]);
      s += "\n";
    }
  for (size_t k = 0; k < constants.size(); ++k) {
    std::snprintf(b, sizeof b, "; CONST[%zu]:", k);
    s += b;
    for (int c = 0; c < 4; ++c) s += " " + word(constants[k].c[c]);
    s += "\n";
  }
  return s;
}

}  // namespace shaderhw::tgsi
