// R500 flow-control unit (rtl/r500/r500_fc.sv, verilated as Vr500_fc, combinational) against the
// golden model of one FC instruction (golden/r500/fc.h, execute_fc() as the oracle): the next
// state (PC, per-pixel active and bcnt, the two loop stacks and the address stack with their
// depths, aL), take, want, considered, the stack faults and the partial-mode report, bit for bit.
//
// Instructions: FC words with every field random over its legal values (every opcode, A_OP,
// B_OP0/1, JUMP_FUNC, B_ELSE, JUMP_ANY, IGNORE_UNCOVERED, predicate selects), one in 16 with a
// reserved value (illegal) and one in 32 of another type (illegal for fc.h). States: random PC,
// random stack depths 0..8 with random entries (empty and full stacks often), random per-pixel
// activity, with the branch counters of the states flow control reaches (active: 0; inactive:
// 0..127, small values often); random alu_result, predicate, covered and killed bits; random
// static registers (KR = 0 often, code offset, FULL_FC_EN). Plus the driver patterns of
// docs/r500.md 8.3 and the worked example 11.5. LongRtlFc (label long): 10^7 random states.
// A mismatch prints the instruction (words and golden disassembly), the state and every
// differing field.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "Vr500_fc.h"
#include "port_bits.h"
#include "r500/asm.h"
#include "r500/decode.h"
#include "r500/fc.h"

namespace shaderhw::r500 {
namespace {

using namespace port_bits;
constexpr int P = kFcPixels;

struct Diff {
  std::string name;
  uint64_t expected, got;
};

class FcDut {
 public:
  FcDut() : m_(&ctx_, "dut") {}

  FcOut eval(const FcIn& in, const FcConfig& cfg) {
    for (int i = 0; i < kWords; ++i) m_.instr_i[i] = in.instr.w[i];
    const FcState& s = in.state;
    m_.pc_i = s.pc;
    uint32_t active = 0, bcnt = 0, alu = 0, pred = 0, covered = 0, killed = 0;
    for (int p = 0; p < P; ++p) {
      active |= static_cast<uint32_t>(s.px[p].active) << p;
      bcnt |= static_cast<uint32_t>(static_cast<uint8_t>(s.px[p].bcnt)) << (8 * p);
      alu |= static_cast<uint32_t>(in.px[p].alu_result) << p;
      pred |= (in.px[p].pred & 0xFu) << (4 * p);
      covered |= static_cast<uint32_t>(in.px[p].covered) << p;
      killed |= static_cast<uint32_t>(in.px[p].killed) << p;
    }
    m_.active_i = active;
    m_.bcnt_i = bcnt;
    m_.alu_result_i = alu;
    m_.pred_i = pred;
    m_.covered_i = covered;
    m_.killed_i = killed;
    uint64_t cnt = 0, al = 0;
    for (int i = 0; i < kLoopDepth; ++i) {
      cnt |= static_cast<uint64_t>(s.loop_count.v[i]) << (8 * i);
      al |= static_cast<uint64_t>(s.loop_al.v[i]) << (8 * i);
    }
    m_.loop_count_i = cnt;
    m_.loop_count_depth_i = s.loop_count.depth;
    m_.loop_al_i = al;
    m_.loop_al_depth_i = s.loop_al.depth;
    for (int i = 0; i < kAddrDepth; ++i) put(m_.addr_i, 9 * i, 9, s.addr.v[i]);
    m_.addr_depth_i = s.addr.depth;
    m_.bool_const_i = cfg.bool_const;
    for (int i = 0; i < 32; ++i) put(m_.int_const_i, 24 * i, 24, cfg.int_const[i] & 0xFFFFFF);
    m_.code_offset_i = cfg.code_offset;
    m_.full_fc_en_i = cfg.full_fc_en;
    m_.eval();

    FcOut o;
    o.illegal = m_.illegal_o;
    FcState& n = o.next;
    n.pc = m_.pc_o;
    for (int p = 0; p < P; ++p) {
      n.px[p].active = (m_.active_o >> p) & 1;
      n.px[p].bcnt = static_cast<int8_t>((m_.bcnt_o >> (8 * p)) & 0xFF);
    }
    for (int i = 0; i < kLoopDepth; ++i) {
      n.loop_count.v[i] = static_cast<uint8_t>(m_.loop_count_o >> (8 * i));
      n.loop_al.v[i] = static_cast<uint8_t>(m_.loop_al_o >> (8 * i));
    }
    n.loop_count.depth = m_.loop_count_depth_o;
    n.loop_al.depth = m_.loop_al_depth_o;
    for (int i = 0; i < kAddrDepth; ++i) n.addr.v[i] = static_cast<uint16_t>(get(m_.addr_o, 9 * i, 9));
    n.addr.depth = m_.addr_depth_o;
    o.take = m_.take_o;
    o.want = m_.want_o;
    o.considered = m_.considered_o;
    o.overflow = m_.overflow_o;
    o.underflow = m_.underflow_o;
    o.beyond_mode = m_.beyond_mode_o;
    al_ = m_.al_o;
    return o;
  }
  uint8_t al() const { return al_; }

 private:
  VerilatedContext ctx_;
  Vr500_fc m_;
  uint8_t al_ = 0;
};

std::vector<Diff> compare(const FcOut& e, const FcOut& g, uint8_t rtl_al) {
  std::vector<Diff> d;
  auto chk = [&](const std::string& n, uint64_t a, uint64_t b) {
    if (a != b) d.push_back({n, a, b});
  };
  chk("illegal", e.illegal, g.illegal);
  chk("take", e.take, g.take);
  chk("want", e.want, g.want);
  chk("considered", e.considered, g.considered);
  chk("overflow", e.overflow, g.overflow);
  chk("underflow", e.underflow, g.underflow);
  chk("beyond_mode", e.beyond_mode, g.beyond_mode);
  const FcState& a = e.next;
  const FcState& b = g.next;
  chk("pc", a.pc, b.pc);
  for (int p = 0; p < P; ++p) {
    chk("px" + std::to_string(p) + ".active", a.px[p].active, b.px[p].active);
    chk("px" + std::to_string(p) + ".bcnt", static_cast<uint8_t>(a.px[p].bcnt),
        static_cast<uint8_t>(b.px[p].bcnt));
  }
  chk("loop_count.depth", a.loop_count.depth, b.loop_count.depth);
  for (int i = 0; i < a.loop_count.depth && i < kLoopDepth; ++i) {
    chk("loop_count[" + std::to_string(i) + "]", a.loop_count.v[i], b.loop_count.v[i]);
  }
  chk("loop_al.depth", a.loop_al.depth, b.loop_al.depth);
  for (int i = 0; i < a.loop_al.depth && i < kLoopDepth; ++i) {
    chk("loop_al[" + std::to_string(i) + "]", a.loop_al.v[i], b.loop_al.v[i]);
  }
  chk("addr.depth", a.addr.depth, b.addr.depth);
  for (int i = 0; i < a.addr.depth && i < kAddrDepth; ++i) {
    chk("addr[" + std::to_string(i) + "]", a.addr.v[i], b.addr.v[i]);
  }
  chk("aL", a.aL(), rtl_al);
  return d;
}

std::string describe(const FcIn& in, const FcConfig& cfg) {
  char buf[200];
  std::string s = format_words(in.instr) + "\n    " + disassemble(in.instr);
  const FcState& st = in.state;
  std::snprintf(buf, sizeof buf, "\n    pc %u  bool_const 0x%08X  code_offset %u  full_fc_en %d",
                st.pc, cfg.bool_const, cfg.code_offset, cfg.full_fc_en);
  s += buf;
  const Decoded d = decode(in.instr);
  std::snprintf(buf, sizeof buf, "  int_const[%u] 0x%06X", d.fc.int_addr,
                cfg.int_const[d.fc.int_addr] & 0xFFFFFF);
  s += buf;
  for (int p = 0; p < P; ++p) {
    std::snprintf(buf, sizeof buf,
                  "\n    px%d active %d bcnt %d alu_result %d pred 0x%X covered %d killed %d", p,
                  st.px[p].active, st.px[p].bcnt, in.px[p].alu_result, in.px[p].pred,
                  in.px[p].covered, in.px[p].killed);
    s += buf;
  }
  auto stack = [&](const char* n, const auto& stk) {
    s += std::string("\n    ") + n + " (depth " + std::to_string(stk.depth) + "):";
    for (int i = 0; i < stk.depth; ++i) s += " " + std::to_string(stk.v[i]);
  };
  stack("loop_count", st.loop_count);
  stack("loop_al", st.loop_al);
  stack("addr", st.addr);
  return s;
}

class Gen {
 public:
  explicit Gen(uint64_t seed) : r_(seed) {}
  unsigned u(unsigned n) { return static_cast<unsigned>(r_() % n); }

  Instruction instruction() {
    if (u(32) == 0) {  // another type: illegal for fc.h
      Instruction w;
      for (auto& x : w.w) x = static_cast<uint32_t>(r_());
      if (gen::CMN_TYPE.get(w.w) == static_cast<unsigned>(InstType::FC)) w.w[0] ^= 1;
      return w;
    }
    Decoded d;
    d.cmn.type = InstType::FC;
    d.cmn.rgb_pred_sel = static_cast<PredSel>(u(6));
    d.cmn.rgb_pred_inv = u(2);
    d.cmn.alpha_pred_sel = static_cast<PredSel>(u(8));  // no effect on FC (G16)
    d.cmn.alu_wait = u(2);
    d.cmn.nop = u(2);
    FcFields& f = d.fc;
    f.op = u(8);
    f.b_else = u(4) == 0;
    f.jump_any = u(2);
    f.a_op = static_cast<AOp>(u(4) == 0 ? u(3) : 0);
    static const uint8_t kFuncs[] = {0x00, 0xFF, 0x0F, 0xF0, 0xAA, 0xCC, 0x55, 0x33};
    f.jump_func = u(2) ? kFuncs[u(8)] : u(256);
    f.b_pop_cnt = u(2) ? u(3) : u(32);
    f.b_op0 = static_cast<BOp>(u(3));
    f.b_op1 = static_cast<BOp>(u(3));
    f.ignore_uncovered = u(2);
    f.bool_addr = u(32);
    f.int_addr = u(32);
    f.jump_addr = u(512);
    f.jump_global = u(2);
    Instruction w = encode(d);
    if (u(16) == 0) {  // a reserved A_OP, B_OP0, B_OP1 or RGB_PRED_SEL
      switch (u(4)) {
        case 0: gen::FC_INST_A_OP.set(w.w, 3); break;
        case 1: gen::FC_INST_B_OP0.set(w.w, 3); break;
        case 2: gen::FC_INST_B_OP1.set(w.w, 3); break;
        default: gen::CMN_RGB_PRED_SEL.set(w.w, 6 + u(2)); break;
      }
    }
    return w;
  }

  template <class Stk, class T>
  void stack(Stk& s, T mask) {
    const unsigned k = u(8);
    s.depth = k == 0 ? 0 : k == 1 ? kLoopDepth : static_cast<int>(u(kLoopDepth + 1));
    for (auto& v : s.v) v = static_cast<T>(u(4) == 0 ? u(3) : r_()) & mask;
  }

  void transaction(FcIn& in, FcConfig& cfg) {
    in = FcIn{};
    in.instr = instruction();
    FcState& s = in.state;
    s.pc = static_cast<uint16_t>(u(8) == 0 ? 511 : u(512));
    for (int p = 0; p < P; ++p) {
      s.px[p].active = u(3) != 0;
      s.px[p].bcnt = s.px[p].active ? 0 : static_cast<int8_t>(u(2) ? u(5) : u(128));
      in.px[p].alu_result = u(2);
      in.px[p].pred = static_cast<uint8_t>(u(16));
      in.px[p].covered = u(4) != 0;
      in.px[p].killed = u(10) == 0;
    }
    stack(s.loop_count, static_cast<uint8_t>(0xFF));
    stack(s.loop_al, static_cast<uint8_t>(0xFF));
    stack(s.addr, static_cast<uint16_t>(0x1FF));
    cfg = FcConfig{};
    cfg.bool_const = static_cast<uint32_t>(r_());
    for (auto& k : cfg.int_const) {
      k = static_cast<uint32_t>(r_()) & 0xFFFFFF;
      if (u(4) == 0) k &= ~0xFFu;  // KR = 0
      else if (u(4) == 0) k = (k & ~0xFFu) | 1;  // KR = 1
    }
    cfg.code_offset = static_cast<uint16_t>(u(2) ? 0 : u(512));
    cfg.full_fc_en = u(4) != 0;
  }

 private:
  std::mt19937_64 r_;
};

void report(int& printed, const FcIn& in, const FcConfig& cfg, const std::vector<Diff>& diffs) {
  if (printed >= 10) return;
  ++printed;
  std::string msg = "mismatch: " + describe(in, cfg);
  for (const Diff& f : diffs) {
    char buf[200];
    std::snprintf(buf, sizeof buf, "\n    %-22s expected 0x%" PRIX64 " got 0x%" PRIX64,
                  f.name.c_str(), f.expected, f.got);
    msg += buf;
  }
  ADD_FAILURE() << msg;
}

void random_states(uint64_t count, uint64_t seed) {
  std::printf("r500 flow control vs golden: %" PRIu64 " instructions, seed 0x%" PRIx64 "\n", count,
              seed);
  FcDut dut;
  Gen g(seed);
  uint64_t seen[8] = {}, bad[8] = {}, illegal = 0, bad_illegal = 0, taken = 0, faults = 0,
           beyond = 0, failures = 0;
  int printed = 0;
  for (uint64_t i = 0; i < count; ++i) {
    FcIn in;
    FcConfig cfg;
    g.transaction(in, cfg);
    const FcOut exp = execute_fc(in, cfg);
    const FcOut got = dut.eval(in, cfg);
    const std::vector<Diff> diffs = compare(exp, got, dut.al());
    const Decoded d = decode(in.instr);
    const bool legal = !exp.illegal;
    if (legal) ++seen[d.fc.op];
    else ++illegal;
    taken += exp.take;
    faults += exp.overflow || exp.underflow;
    beyond += exp.beyond_mode;
    if (!diffs.empty()) {
      ++failures;
      if (legal) ++bad[d.fc.op];
      else ++bad_illegal;
      report(printed, in, cfg, diffs);
    }
  }
  std::printf("  %" PRIu64 " checked (%" PRIu64 " illegal, %" PRIu64 " taken, %" PRIu64
              " with a stack fault, %" PRIu64 " beyond mode); %" PRIu64 " mismatches\n  by opcode "
              "(checked/mismatched):",
              count, illegal, taken, faults, beyond, failures);
  for (int op = 0; op < 8; ++op) {
    std::printf(" %s %" PRIu64 "/%" PRIu64, gen::FC_OP_INFO[op].mnemonic, seen[op], bad[op]);
  }
  std::printf(" illegal %" PRIu64 "/%" PRIu64 "\n", illegal, bad_illegal);
  EXPECT_EQ(failures, 0u);
  for (int op = 0; op < 8; ++op) EXPECT_GE(seen[op], 1000u) << gen::FC_OP_INFO[op].mnemonic;
}

TEST(RtlFc, RandomStates) { random_states(200000, 0xFC0500); }
TEST(LongRtlFc, RandomStates) { random_states(10000000, 0xFC0502); }

// The driver patterns of docs/r500.md 8.3 run as a program: IF/ELSE/ENDIF with divergent
// conditions, a loop with aL, a BRK and a call/return, one instruction at a time, the RTL's next
// state fed back as the next instruction's state and compared with golden at every step.
TEST(RtlFc, DriverPatterns) {
  FcDut dut;
  FcConfig cfg;
  cfg.int_const[0] = 3 | (10u << 8) | (0xFEu << 16);  // KR 3, KG 10, KB -2
  cfg.int_const[1] = 0;                                // KR 0
  auto fc = [](const std::string& line) {
    const AsmResult r = assemble(line);
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
    return r.word;
  };
  const std::vector<Instruction> prog = {
      fc("FC JUMP alu_wait func=0x0F b_op0=incr b_op1=incr ignore_uncovered addr=3"),
      fc("FC JUMP alu_wait else func=0x00 b_op1=decr pop_cnt=1 addr=4"),
      fc("FC JUMP alu_wait func=0x00 any b_op0=decr pop_cnt=1 addr=4"),
      fc("FC LOOP alu_wait func=0x00 ignore_uncovered addr=6"),
      fc("FC ENDLOOP alu_wait func=0xFF any ignore_uncovered addr=4"),
      fc("FC BREAKLOOP alu_wait func=0xFF b_op1=decr addr=7"),
      fc("FC JUMP alu_wait func=0xFF a_op=push addr=100"),
      fc("FC JUMP alu_wait func=0xFF a_op=pop addr=0"),
      fc("FC REP alu_wait func=0x00 int=1 addr=9"),
      fc("FC CONTINUE alu_wait func=0xF0 b_op1=decr pop_cnt=1 addr=9")};
  std::mt19937_64 r(0xFC0501);
  int printed = 0;
  uint64_t steps = 0, failures = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    FcIn in;
    for (int p = 0; p < P; ++p) {
      in.px[p].alu_result = r() & 1;
      in.px[p].covered = r() % 4 != 0;
      in.px[p].pred = r() & 15;
    }
    for (int k = 0; k < 24; ++k) {
      in.instr = prog[r() % prog.size()];
      const FcOut exp = execute_fc(in, cfg);
      const FcOut got = dut.eval(in, cfg);
      const std::vector<Diff> diffs = compare(exp, got, dut.al());
      ++steps;
      if (!diffs.empty()) {
        ++failures;
        report(printed, in, cfg, diffs);
        break;
      }
      in.state = got.next;
      for (int p = 0; p < P; ++p) in.px[p].alu_result = r() & 1;
    }
  }
  std::printf("  driver patterns: %" PRIu64 " steps, %" PRIu64 " mismatches\n", steps, failures);
  EXPECT_EQ(failures, 0u);
}

// docs/r500.md 11.5: IF without ELSE, its three worked outcomes.
TEST(RtlFc, WorkedExample) {
  FcDut dut;
  FcIn in;
  const uint32_t w[6] = {0x00000402, 0, 0x12000F00, 0x00070000, 0, 0};
  for (int i = 0; i < 6; ++i) in.instr.w[i] = w[i];
  in.state.pc = 2;
  const bool alu[3][4] = {{1, 1, 1, 1}, {1, 0, 1, 0}, {0, 0, 0, 0}};
  for (const auto& a : alu) {
    for (int p = 0; p < P; ++p) in.px[p].alu_result = a[p];
    const FcOut exp = execute_fc(in, {});
    const FcOut got = dut.eval(in, {});
    const std::vector<Diff> diffs = compare(exp, got, dut.al());
    EXPECT_TRUE(diffs.empty()) << describe(in, {}) << (diffs.empty() ? "" : ": " + diffs[0].name);
  }
  for (int p = 0; p < P; ++p) in.px[p].alu_result = alu[1][p];
  const FcOut got = dut.eval(in, {});
  EXPECT_FALSE(got.take);
  EXPECT_EQ(got.next.pc, 3);
  EXPECT_EQ(got.next.active_mask(), 0x5);
  for (int p = 0; p < P; ++p) in.px[p].alu_result = false;
  EXPECT_EQ(dut.eval(in, {}).next.pc, 7);
}

}  // namespace
}  // namespace shaderhw::r500
