// The RTL bitwise ALU (rtl/rogue/rogue_bitwise_alu.sv, verilated as Vrogue_bitwise_alu) against the
// golden model, which is the reference: a bitwise group is assembled from listing text
// (golden/rogue/asm.h, syntax docs/rogue.md 10.3), decoded by the golden decoder, executed by the
// golden execute() on a quad with random register contents, and the record the RTL decoder would
// give (tests/rogue/record_pack.h) plus the S0..S5 values golden read and the instance's P0 are fed
// to the RTL, one instance at a time. Compared, raw bits, per instance: W0 and W1 against the
// registers golden wrote (both destinations are declared), P0 against golden's P0 where the group
// writes it (p0_we_o must say so exactly; without a test p0_o must be the P0 before the group),
// and FT0..FT5 (ft_o, which golden does not expose) against the data path of docs/rogue.md 1.10
// composed of the golden per-instruction functions (golden/rogue/semantics.h); that composition
// is itself checked against execute() on every vector (W0 = FT5, W1 = FT3, the test).
//
// Groups: the worked example of docs/rogue.md 11.2 with the values the document gives; directed
// groups (every op of every unit in isolation and in every combination of phase 0, the immediate
// forms, absent phases) on a cross of edge operands (shift amounts 0, 31, 32, 63, all ones, sign
// bits, ...); and random legal groups covering every op of every phase, both immediate forms,
// every mask, every test, every presence of the phases, with bits the decoder ignores (PH0 marker,
// the reserved bit of phase 1, TOP/TSRC without PWEN) set at random. Expected values are never
// taken from the RTL.
//
// Environment: ROGUE_BW_SEED (default 1), ROGUE_BW_GROUPS (random groups, default 10^5; four
// instances each). A mismatch prints the seed, the group's listing, the instance's operands and
// the first difference.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vrogue_bitwise_alu.h"
#pragma GCC diagnostic pop
#include "record_pack.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"
#include "rogue/execute.h"
#include "rogue/semantics.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;

// ---- random numbers ---------------------------------------------------------------------------
using Rng = test::SplitMix;  // tests/rogue/test_util.h
using test::env_u64;

std::string hex32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

// Edge operands: shift amounts and widths around 0, 16, 32 and 64, sign bits of both word sizes,
// all ones, alternating bits.
const std::vector<uint32_t> kEdge = {
    0x00000000, 0x00000001, 0x0000000F, 0x00000010, 0x0000001F, 0x00000020, 0x00000021,
    0x0000003F, 0x00000040, 0x00007FFF, 0x00008000, 0x0000FFFF, 0x00010000, 0x7FFFFFFF,
    0x80000000, 0x80000001, 0xFFFFFFE0, 0xFFFFFFFE, 0xFFFFFFFF, 0x55555555, 0xAAAAAAAA,
    0x12345678};

// ---- the RTL ----------------------------------------------------------------------------------
struct Out {
  uint32_t w0 = 0, w1 = 0;
  bool p0 = false, p0_we = false;
  std::array<uint32_t, 6> ft{};
};

class Alu {
 public:
  Alu() : ctx_(new VerilatedContext), m_(new Vrogue_bitwise_alu(ctx_.get())) {}
  void load(const Group& g) { rtl::drive_record(*m_, rtl::pack_record(g)); }
  Out eval(const std::array<uint32_t, 6>& s, bool p0) {
    for (int k = 0; k < 6; ++k) m_->s_i[k] = s[k];
    m_->p0_i = p0;
    m_->eval();
    Out o;
    o.w0 = m_->w0_o;
    o.w1 = m_->w1_o;
    o.p0 = m_->p0_o;
    o.p0_we = m_->p0_we_o;
    for (int k = 0; k < 6; ++k) o.ft[k] = m_->ft_o[k];
    return o;
  }
  Vrogue_bitwise_alu& model() { return *m_; }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vrogue_bitwise_alu> m_;
};

// ---- the references ---------------------------------------------------------------------------
// FT0..FT5 of docs/rogue.md 1.10 from the golden per-instruction functions (semantics.h): phase 0
// FT0..FT3 (0 without phase 0, D28), phase 1 FT4 (FT1 when absent or BYP), phase 2 FT5 (FT4 when
// absent). execute() does not expose the feedthroughs; W0 = FT5 and W1 = FT3 tie this to it.
std::array<uint32_t, 6> reference_ft(const Group& g, const std::array<uint32_t, 6>& s, bool p0) {
  std::array<uint32_t, 6> ft{};
  if (g.has(Slot::BW0)) {
    const Component& c = g.comp(Slot::BW0);
    const Op bm = c.operation(0), sh = c.operation(1), cnt = c.operation(2);
    ft[0] = s[0];
    ft[1] = bm == Op::BYP_IMM16 || bm == Op::BYP_IMM32 ? c.get(L::BW_P0::IMM) : s[1];
    if (bm == Op::MSK) sem::MSK(s[0], s[1], ft[0], ft[1]);
    ft[2] = sh == Op::SHFL ? sem::SHFL(s[2], s[1]) : sh == Op::REV ? sem::REV(s[2])
          : sh == Op::LSL_S1 ? sem::LSL(s[2], s[1]) : s[2];
    const uint32_t src = c.get(L::BW_P0::CSRC) ? ft[2] : s[2];
    ft[3] = cnt == Op::CBS ? sem::CBS(src) : cnt == Op::FTB ? sem::FTB(src) : cnt == Op::FTB_SHI ? sem::FTB_SHI(src)
          : cnt == Op::FTB_MSB ? sem::FTB_MSB(src) : src;
  }
  ft[4] = ft[1];
  if (g.has(Slot::BW1) && g.comp(Slot::BW1).operation() != Op::BYP_LOGIC) {
    const Component& c = g.comp(Slot::BW1);
    ft[4] = sem::LOGIC(c.get(L::BW_P1::LOP), c.get(L::BW_P1::MSKA) ? ft[1] & ft[2] : ft[2],
                       c.get(L::BW_P1::MSKB) ? ~ft[1] & s[3] : s[3]);
  }
  ft[5] = ft[4];
  if (g.has(Slot::BW2)) {
    switch (g.comp(Slot::BW2).operation(0)) {
      case Op::LSL_S2: ft[5] = sem::LSL(ft[4], s[4]); break;
      case Op::SHR: ft[5] = sem::SHR(ft[4], s[4]); break;
      case Op::ROL: ft[5] = sem::ROL(ft[4], s[4]); break;
      case Op::CPS: ft[5] = sem::CPS(ft[4], s[4], p0); break;
      case Op::ASR_TWB: ft[5] = sem::ASR(ft[4], s[4], 31); break;
      case Op::ASR_PWB: ft[5] = sem::ASR(ft[4], s[4], 15); break;
      case Op::ASR_MTB: ft[5] = sem::ASR(ft[4], s[4], ft[0]); break;
      default: ft[5] = sem::ASR(ft[4], s[4], ft[3]); break;
    }
  }
  return ft;
}

bool writes_p0(const Group& g) { return g.has(Slot::BW2) && g.comp(Slot::BW2).has_op(1); }

// What golden did on one instance.
struct Golden {
  std::array<uint32_t, 6> s{};
  bool p0_before = false;
  uint32_t w0 = 0, w1 = 0;
  bool p0 = false;
};

// The first difference between the RTL's outputs and golden's ("" when they agree).
std::string lane_difference(const Group& g, const Golden& gd, const Out& o) {
  std::ostringstream d;
  if (o.w0 != gd.w0) d << "W0: RTL " << hex32(o.w0) << ", golden " << hex32(gd.w0);
  else if (o.w1 != gd.w1) d << "W1: RTL " << hex32(o.w1) << ", golden " << hex32(gd.w1);
  else if (o.p0_we != writes_p0(g)) d << "p0_we: RTL " << o.p0_we << ", golden " << writes_p0(g);
  else if (o.p0 != gd.p0) d << "P0: RTL " << o.p0 << ", golden " << gd.p0;
  if (!d.str().empty()) return d.str();
  const std::array<uint32_t, 6> ft = reference_ft(g, gd.s, gd.p0_before);
  if (ft[5] != gd.w0 || ft[3] != gd.w1)  // the composition disagrees with execute(): a test bug
    return "reference FT5/FT3 " + hex32(ft[5]) + "/" + hex32(ft[3]) + " differ from golden W0/W1";
  for (int k = 0; k < 6; ++k)
    if (o.ft[k] != ft[k])
      return "FT" + std::to_string(k) + ": RTL " + hex32(o.ft[k]) + ", reference " + hex32(ft[k]);
  return "";
}

// ---- one group on a quad ----------------------------------------------------------------------
struct Stats {
  uint64_t groups = 0, vectors = 0, mismatches = 0, p0_writes = 0, mutated = 0;
  std::array<uint64_t, gen::NUM_OPS> ops{};  // groups per operation
  std::map<std::string, uint64_t> cover;     // operation per unit, operand options, phase sets
  std::string first;                      // the first mismatch, described
};

void count_coverage(const Group& g, Stats& st) {
  static const char* kUnit[3][3] = {{"bm", "shift1", "count"}, {"logic", "", ""}, {"shift2", "test", ""}};
  std::string phases;
  for (int p = 0; p < 3; ++p) {
    const Slot slot = p == 0 ? Slot::BW0 : p == 1 ? Slot::BW1 : Slot::BW2;
    if (!g.has(slot)) continue;
    phases += std::to_string(p);
    const Component& c = g.comp(slot);
    for (int u = 0; u < 3; ++u)
      if (c.has_op(u)) {
        ++st.cover[std::string(kUnit[p][u]) + " " + gen::OPS[c.op[u]].name];
        ++st.ops[c.op[u]];
      }
    if (p == 0) ++st.cover[std::string("count source ") + (c.get(L::BW_P0::CSRC) ? "FT2" : "S2")];
    if (p == 1)
      ++st.cover["logic masks " + std::to_string(c.get(L::BW_P1::MSKA)) + std::to_string(c.get(L::BW_P1::MSKB))];
    if (p == 2 && c.has_op(1)) ++st.cover[std::string("test source ") + (c.get(L::BW_P2::TSRC) ? "FT3" : "FT5")];
  }
  ++st.cover["phases " + phases];
}

// Executes `g` (legal, bitwise, CC 00, W0 and W1 declared to distinct registers) on `q` with the
// registers as they are, and compares the RTL on each instance. Returns false on a mismatch.
bool check_group(Alu& alu, const Group& g, Quad& q, Stats& st, const std::string& where) {
  std::array<Golden, kQuad> gd;
  for (int i = 0; i < kQuad; ++i) {
    for (int k = 0; k < 6; ++k) gd[i].s[k] = read_reg(q.in[i], g.src[k]);
    gd[i].p0_before = q.in[i].p0;
  }
  const ExecStatus es = execute(g, q);
  EXPECT_TRUE(es.ok) << where << ": " << es.error;
  alu.load(g);
  bool ok = true;
  for (int i = 0; i < kQuad; ++i) {
    gd[i].w0 = read_reg(q.in[i], g.w[0]);
    gd[i].w1 = read_reg(q.in[i], g.w[1]);
    gd[i].p0 = q.in[i].p0;
    const Out o = alu.eval(gd[i].s, gd[i].p0_before);
    ++st.vectors;
    st.p0_writes += writes_p0(g);
    const std::string d = lane_difference(g, gd[i], o);
    if (!d.empty()) {
      ok = false;
      if (st.mismatches++ < 5) {
        std::ostringstream m;
        m << where << ", instance " << i << ": " << listing_line(g) << "\n  S0..S5";
        for (uint32_t v : gd[i].s) m << " " << hex32(v);
        m << ", P0 " << gd[i].p0_before << "\n  " << d;
        ADD_FAILURE() << m.str();
        if (st.first.empty()) st.first = m.str();
      }
    }
  }
  ++st.groups;
  count_coverage(g, st);
  return ok;
}

Group must_decode(const std::vector<uint8_t>& b, const std::string& what) {
  const Group g = decode_group(b.data(), b.size(), 0);
  EXPECT_FALSE(g.illegal) << what << ": " << gen::REASON_NAMES[static_cast<int>(g.reason)] << " " << g.detail;
  EXPECT_EQ(g.alu, AluType::BITWISE) << what;
  EXPECT_TRUE(g.w_present[0] && g.w_present[1]) << what;
  return g;
}

Group assemble(const std::string& text) {
  const AsmResult a = assemble_group(text);
  EXPECT_TRUE(a.ok) << text << ": " << a.error;
  return must_decode(a.word, text);
}

void reset_quad(Quad& q) {
  for (Instance& in : q.in) {
    in.pe = true;
    in.p0 = false;
  }
}

// ---- the worked example (docs/rogue.md 11.2) ---------------------------------------------------
// Values typed from the document: with r4 = 0x000000F0 and r5 = 0x0000FFFF, FT2 = 0xF00,
// FT3 = 11, FT4 = 0xF00, FT5 = 0x3C0, P0 = 1, r10 = 0x3C0, r11 = 11. S0 = sc0 (0), S1 = sc4 (4),
// S2 = r4, S3 = r5, S4 = sc2 (2); FT0 = S0 and FT1 = S1 (bit-mask BYP).
TEST(RtlBitwise, WorkedExample11_2) {
  const Group g = test::dec("67 F6 40 | 29 | 41 | EC | 80 44 00 44 | C5 82 | 8A 4B");
  ASSERT_FALSE(g.illegal);
  auto q = std::make_unique<Quad>();
  for (Instance& in : q->in) {
    in.bank[1][4] = 0x000000F0;
    in.bank[1][5] = 0x0000FFFF;
    in.p0 = false;
  }
  std::array<uint32_t, 6> s{};
  for (int k = 0; k < 6; ++k) s[k] = read_reg(q->in[0], g.src[k]);
  EXPECT_EQ(s[0], 0u);
  EXPECT_EQ(s[1], 4u);
  EXPECT_EQ(s[2], 0xF0u);
  EXPECT_EQ(s[3], 0xFFFFu);
  EXPECT_EQ(s[4], 2u);
  Alu alu;
  alu.load(g);
  const Out o = alu.eval(s, false);
  const std::array<uint32_t, 6> doc = {0, 4, 0xF00, 11, 0xF00, 0x3C0};
  for (int k = 0; k < 6; ++k) EXPECT_EQ(o.ft[k], doc[k]) << "FT" << k;
  EXPECT_EQ(o.w0, 0x3C0u);
  EXPECT_EQ(o.w1, 11u);
  EXPECT_TRUE(o.p0_we);
  EXPECT_TRUE(o.p0);
  // And through golden execute() with the comparison every other test uses.
  Stats st;
  EXPECT_TRUE(check_group(alu, g, *q, st, "docs/rogue.md 11.2"));
  for (int i = 0; i < kQuad; ++i) {
    EXPECT_EQ(q->in[i].bank[1][10], 0x3C0u);
    EXPECT_EQ(q->in[i].bank[1][11], 11u);
    EXPECT_TRUE(q->in[i].p0);
  }
}

// ---- directed groups on edge operands ----------------------------------------------------------
// Runs `text` (S0..S5 declared as r1..r6, W0 = r7, W1 = r8) on every triple of edge operands
// (a, b, c) placed by `place` into S0..S5, four triples per execution (one per instance), P0
// alternating.
using Place = std::array<uint32_t, 6> (*)(uint32_t a, uint32_t b, uint32_t c);

void run_directed(Alu& alu, Quad& q, const std::string& ops, Place place, Stats& st) {
  const std::string text = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; " + ops + "; w0=r7, w1=r8";
  const Group g = assemble(text);
  if (g.illegal) return;
  const size_t n = kEdge.size();
  std::array<std::array<uint32_t, 6>, kQuad> lane{};
  int filled = 0;
  uint64_t t = 0;
  for (size_t a = 0; a < n; ++a)
    for (size_t b = 0; b < n; ++b)
      for (size_t c = 0; c < n; ++c) {
        lane[filled++] = place(kEdge[a], kEdge[b], kEdge[c]);
        if (filled < kQuad && !(a == n - 1 && b == n - 1 && c == n - 1)) continue;
        for (int i = 0; i < kQuad; ++i) {
          for (int k = 0; k < 6; ++k) q.in[i].bank[1][1 + k] = lane[i < filled ? i : 0][k];
          q.in[i].p0 = ((t + i) & 1) != 0;
        }
        ++t;
        filled = 0;
        if (!check_group(alu, g, q, st, "directed `" + ops + "`") && st.mismatches > 20) return;
      }
}

// Operand placements: the unit under test sees the triple on its inputs.
std::array<uint32_t, 6> place_p0(uint32_t a, uint32_t b, uint32_t c) { return {a, b, c, b ^ c, a, c}; }
std::array<uint32_t, 6> place_p1(uint32_t a, uint32_t b, uint32_t c) { return {c, a, b, c, a, b}; }
// Phase 2 after a bypassing phase 0: FT4 = FT1 = S1 = a, S4 = b, FT0 = S0 = c and FT3 = S2 = c
// (the ASR sign positions).
std::array<uint32_t, 6> place_p2(uint32_t a, uint32_t b, uint32_t c) { return {c, a, c, b, b, a}; }

const char* const kBm[] = {"byp ft0, ft1, s0, s1", "msk ft0, ft1, s0, s1"};
const char* const kShift1[] = {"byp ft2, s2", "shfl ft2, s2, s1", "rev ft2, s2", "lsl ft2, s2, s1"};
const char* const kCount[] = {"cbs ft3, s2",  "ftb ft3, s2",  "byp ft3, s2",     "ftb_shi ft3, s2",
                              "cbs ft3, ft2", "ftb ft3, ft2", "byp ft3, ft2", "ftb_msb ft3, ft2"};
const char* const kLop[] = {"or", "and", "xor", "nor", "nand", "xnor", "byp"};
const char* const kShift2[] = {"lsl ft5, ft4, s4", "shr ft5, ft4, s4", "rol ft5, ft4, s4", "cps ft5, p0, ft4, s4",
                               "asr.twb ft5, ft4, s4", "asr.pwb ft5, ft4, s4", "asr.mtb ft5, ft4, s4",
                               "asr.ftb ft5, ft4, s4"};
const char* const kTest[] = {"", "; tz p0, ft5", "; tnz p0, ft5", "; tz p0, ft3", "; tnz p0, ft3"};

std::string logic_op(int lop, bool mska, bool mskb) {
  if (lop == 6 && !mska && !mskb) return "byp ft4, ft1";
  return std::string(kLop[lop]) + " ft4, " + (mska ? "ft1" : "_") + ", ft2, " + (mskb ? "ft1.invert" : "_") + ", s3";
}

void report(const char* name, const Stats& st, double secs) {
  std::printf("[ %s ] %llu groups, %llu vectors (instances), %llu with a P0 write, %llu with ignored bits set: "
              "%llu mismatches, %.2f s\n",
              name, static_cast<unsigned long long>(st.groups), static_cast<unsigned long long>(st.vectors),
              static_cast<unsigned long long>(st.p0_writes), static_cast<unsigned long long>(st.mutated),
              static_cast<unsigned long long>(st.mismatches), secs);
}

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Phase 0: every bit-mask op (BYP, MSK) x every shift1 op x every count op and source, alone
// (W0 = FT1, W1 = FT3) and with phase 2 ASR.MTB (FT0 as the sign position) testing FT3, on every
// triple of edge operands on S0, S1, S2.
TEST(RtlBitwise, DirectedPhase0) {
  const auto t0 = std::chrono::steady_clock::now();
  Alu alu;
  auto q = std::make_unique<Quad>();
  reset_quad(*q);
  Stats st;
  for (const char* bm : kBm)
    for (const char* sh : kShift1)
      for (const char* cnt : kCount) {
        const std::string p0 = std::string(bm) + "; " + sh + "; " + cnt;
        run_directed(alu, *q, p0, place_p0, st);
        run_directed(alu, *q, p0 + "; asr.mtb ft5, ft4, s4; tnz p0, ft3", place_p0, st);
      }
  report("phase 0", st, since(t0));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

// Phase 1: every logical op with every mask combination after a bypassing phase 0 (FT1 = S1,
// FT2 = S2), alone and followed by phase 2 (LSL by S4 and a TNZ of FT5); and without phase 0 (FT1 =
// FT2 = 0: only S3 matters).
TEST(RtlBitwise, DirectedPhase1) {
  const auto t0 = std::chrono::steady_clock::now();
  Alu alu;
  auto q = std::make_unique<Quad>();
  reset_quad(*q);
  Stats st;
  const std::string byp0 = "byp ft0, ft1, s0, s1; byp ft2, s2; byp ft3, s2; ";
  for (int lop = 0; lop < 7; ++lop)
    for (int m = 0; m < 4; ++m) {
      const std::string p1 = logic_op(lop, m & 1, m & 2);
      run_directed(alu, *q, byp0 + p1, place_p1, st);
      run_directed(alu, *q, byp0 + p1 + "; lsl ft5, ft4, s4; tnz p0, ft5", place_p1, st);
      run_directed(alu, *q, p1 + "; shr ft5, ft4, s4; tz p0, ft5", place_p1, st);
    }
  report("phase 1", st, since(t0));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

// Phase 2: every shift2 op x every test (none, TZ/TNZ of FT5 or FT3), after a bypassing phase 0
// (FT4 = FT1 = S1, FT0 = S0, FT3 = S2: the amounts and sign positions of the edge list), after a
// phase 0 whose count unit gives FT3 (FTB) for ASR.FTB, and alone (FT4 = FT0 = FT3 = 0).
TEST(RtlBitwise, DirectedPhase2) {
  const auto t0 = std::chrono::steady_clock::now();
  Alu alu;
  auto q = std::make_unique<Quad>();
  reset_quad(*q);
  Stats st;
  for (const char* sh : kShift2)
    for (const char* tst : kTest) {
      const std::string p2 = std::string(sh) + tst;
      run_directed(alu, *q, "byp ft0, ft1, s0, s1; byp ft2, s2; byp ft3, s2; " + p2, place_p2, st);
      run_directed(alu, *q, "msk ft0, ft1, s0, s1; rev ft2, s2; ftb ft3, s2; " + p2, place_p2, st);
      run_directed(alu, *q, p2, place_p2, st);
    }
  report("phase 2", st, since(t0));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

// The immediate forms: FT1 = the 16-bit (4 hex digits) or 32-bit (8 digits) immediate, for every
// edge value, through W0 alone, masked by phase 1 (MSKA, MSKB) and shifted in phase 2.
TEST(RtlBitwise, DirectedImmediates) {
  const auto t0 = std::chrono::steady_clock::now();
  Alu alu;
  auto q = std::make_unique<Quad>();
  reset_quad(*q);
  Stats st;
  for (uint32_t v : kEdge)
    for (int wide = 0; wide < 2; ++wide) {
      char imm[16];
      std::snprintf(imm, sizeof imm, wide ? "0x%08X" : "0x%04X", wide ? v : v & 0xFFFFu);
      const std::string p0 = std::string("byp ft0, ft1, s0, ") + imm + "; lsl ft2, s2, s1; cbs ft3, ft2";
      for (const std::string& rest : {std::string(""), std::string("; xor ft4, ft1, ft2, ft1.invert, s3"),
                                      std::string("; and ft4, _, ft2, ft1.invert, s3; rol ft5, ft4, s4; tz p0, ft3")}) {
        const Group g = assemble("s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; " + p0 + rest + "; w0=r7, w1=r8");
        const Op want = wide ? Op::BYP_IMM32 : Op::BYP_IMM16;
        EXPECT_EQ(g.comp(Slot::BW0).operation(0), want) << imm;
        EXPECT_EQ(g.comp(Slot::BW0).get(L::BW_P0::IMM), wide ? v : v & 0xFFFFu) << imm;
        for (size_t k = 0; k < kEdge.size(); k += kQuad) {
          for (int i = 0; i < kQuad; ++i)
            for (int r = 1; r <= 6; ++r) q->in[i].bank[1][r] = kEdge[(k + i + 3 * r) % kEdge.size()];
          check_group(alu, g, *q, st, std::string("immediate ") + imm);
        }
      }
    }
  report("immediates", st, since(t0));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

// ---- random groups -----------------------------------------------------------------------------
const uint16_t kConstants[] = {0,  1,  2,  4,  8,  15, 16, 17, 30, 31, 64,  75,
                               89, 95, 141, 142, 143, 144, 147, 148, 149, 150};

// A register for source port k: S0, S2, S3 any bank r, vi, cf, sh, cfa (11-bit index), S1, S4,
// S5 a 2-bit bank and an 8-bit index (docs/rogue.md 1.5); or a constant.
std::string random_source(Rng& r, int k) {
  if (r.chance(0.15)) return "sc" + std::to_string(kConstants[r.below(sizeof kConstants / sizeof kConstants[0])]);
  const bool narrow = k == 1 || k == 4 || k == 5;
  static const char* kBanks[] = {"r", "vi", "cf", "sh", "cfa"};
  const char* bank = r.chance(0.6) ? "r" : kBanks[r.below(narrow ? 3 : 5)];
  const uint32_t idx = r.chance(0.5) ? r.below(16) : r.below(narrow ? 256 : 2048);
  return bank + std::to_string(idx);
}

uint32_t random_value(Rng& r) {
  switch (r.below(10)) {
    case 0: case 1: case 2: return r.u32();
    case 3: case 4: return r.below(72);                                   // amounts, widths
    case 5: case 6: return kEdge[r.below(static_cast<uint32_t>(kEdge.size()))];
    case 7: { const uint32_t b = 1u << r.below(32); return r.chance(0.5) ? b : r.chance(0.5) ? ~b : b - 1; }
    case 8: return (r.u32() & ~63u) | r.below(64);                        // amounts with high bits
    default: return r.chance(0.5) ? (r.u32() >> r.below(32)) : ~(r.u32() >> r.below(32));
  }
}

struct RandomGroup {
  std::string text;
};

RandomGroup random_group(Rng& r) {
  static const int kPhaseSets[] = {1, 2, 4, 3, 5, 6, 7, 7, 7, 7};  // bit p: phase p present
  const int phases = kPhaseSets[r.below(10)];
  std::ostringstream t;
  const int nlo = r.chance(0.75) ? 3 : 1 + static_cast<int>(r.below(2));
  const int nhi = r.chance(0.75) ? 2 + static_cast<int>(r.below(2)) : 1;
  for (int k = 0; k < nlo; ++k) t << (k ? ", " : "") << "s" << k << "=" << random_source(r, k);
  for (int k = 0; k < nhi; ++k) t << ", s" << 3 + k << "=" << random_source(r, 3 + k);
  std::vector<std::string> ops;
  if (phases & 1) {
    char imm[16];
    switch (r.below(4)) {
      case 0: ops.push_back(kBm[0]); break;
      case 1: ops.push_back(kBm[1]); break;
      case 2:
        std::snprintf(imm, sizeof imm, "0x%04X", random_value(r) & 0xFFFFu);
        ops.push_back(std::string("byp ft0, ft1, s0, ") + imm);
        break;
      default:
        std::snprintf(imm, sizeof imm, "0x%08X", random_value(r));
        ops.push_back(std::string("byp ft0, ft1, s0, ") + imm);
        break;
    }
    ops.push_back(kShift1[r.below(4)]);
    ops.push_back(kCount[r.below(8)]);
  }
  if (phases & 2) ops.push_back(logic_op(static_cast<int>(r.below(7)), r.chance(0.5), r.chance(0.5)));
  if (phases & 4) ops.push_back(std::string(kShift2[r.below(8)]) + kTest[r.chance(0.3) ? 0 : 1 + r.below(4)]);
  for (const std::string& o : ops) t << "; " << o;
  // Distinct destinations, writable banks (W0 and W1 both written).
  const uint32_t w0 = r.below(2048);
  uint32_t w1 = r.below(2048);
  if (w1 == w0) w1 = (w0 + 1) % 2048;
  static const char* kDst[] = {"r", "r", "r", "vi", "cf", "sh", "cfa"};
  const char* b0 = kDst[r.below(7)];
  const char* b1 = kDst[r.below(7)];
  t << "; w0=" << b0 << w0 << ", w1=" << b1 << w1;
  return {t.str()};
}

// Bits the decoder ignores (D2, D9): the PH0 marker (the newest compiler writes 0), the reserved
// bit of phase 1, TOP and TSRC without PWEN. Set at random in the bytes; the group stays legal and
// means the same.
bool mutate_ignored_bits(Rng& r, const Group& g, std::vector<uint8_t>& b) {
  bool changed = false;
  auto flip = [&](Slot s, uint8_t mask) {
    if (!g.has(s) || !r.chance(0.25)) return;
    b[g.comp(s).offset] ^= mask;
    changed = true;
  };
  flip(Slot::BW0, 0x80);  // PH0
  flip(Slot::BW1, 0x10);  // RSVD_B0
  if (g.has(Slot::BW2) && !g.comp(Slot::BW2).get(L::BW_P2::PWEN)) flip(Slot::BW2, static_cast<uint8_t>(0x08 | (r.below(2) << 4)));
  return changed;
}

TEST(RtlBitwise, RandomGroups) {
  const uint64_t seed = env_u64("ROGUE_BW_SEED", 1);
  const uint64_t n = env_u64("ROGUE_BW_GROUPS", 100000);
  std::printf("seed %llu (ROGUE_BW_SEED), %llu groups (ROGUE_BW_GROUPS)\n", static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(n));
  const auto t0 = std::chrono::steady_clock::now();
  Rng r(seed);
  Alu alu;
  auto q = std::make_unique<Quad>();
  reset_quad(*q);
  Stats st;
  for (uint64_t k = 0; k < n; ++k) {
    const RandomGroup rg = random_group(r);
    const AsmResult a = assemble_group(rg.text);
    ASSERT_TRUE(a.ok) << "seed " << seed << ", group " << k << ": " << rg.text << ": " << a.error;
    std::vector<uint8_t> bytes = a.word;
    Group g = must_decode(bytes, rg.text);
    ASSERT_FALSE(g.illegal) << "seed " << seed << ", group " << k;
    if (mutate_ignored_bits(r, g, bytes)) {
      const Group m = must_decode(bytes, rg.text + " (ignored bits set)");
      ASSERT_FALSE(m.illegal) << "seed " << seed << ", group " << k;
      g = m;
      ++st.mutated;
    }
    for (int i = 0; i < kQuad; ++i) {
      for (int s = 0; s < 6; ++s)
        if (g.src[s].bank >= 1 && g.src[s].bank <= 5) write_reg(q->in[i], g.src[s], random_value(r));
      q->in[i].p0 = r.chance(0.5);
    }
    check_group(alu, g, *q, st, "seed " + std::to_string(seed) + ", group " + std::to_string(k));
    if (st.mismatches > 20) break;
  }
  report("random", st, since(t0));
  for (const auto& [what, count] : st.cover) std::printf("  %-28s %llu\n", what.c_str(), static_cast<unsigned long long>(count));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
  // Every operation of every bitwise unit, every count source, mask pair, test source and every
  // set of phases occurred (not meaningful for a handful of groups).
  if (n >= 10000) {
    for (unsigned o = 0; o < gen::NUM_OPS; ++o) {
      const int lay = gen::OPS[o].layout;
      if (lay != L::BW_P0::LAYOUT_ID && lay != L::BW_P1::LAYOUT_ID && lay != L::BW_P2::LAYOUT_ID) continue;
      EXPECT_GT(st.ops[o], 0u) << gen::OPS[o].name << " never occurred";
    }
    for (const char* k : {"count source S2", "count source FT2", "logic masks 00", "logic masks 01", "logic masks 10",
                          "logic masks 11", "test source FT5", "test source FT3", "phases 0", "phases 1", "phases 2",
                          "phases 01", "phases 02", "phases 12", "phases 012"})
      EXPECT_GT(st.cover[k], 0u) << k;
    EXPECT_GT(st.mutated, 0u);
  }
}

// ---- the comparison and the record are not blind -------------------------------------------------
// A copy of golden's results with any one compared part changed is reported, and the part named.
TEST(RtlBitwise, SeesEveryKindOfDifference) {
  const Group g = assemble("s0=r1, s1=r2, s2=r3, s3=r4, s4=r5; msk ft0, ft1, s0, s1; shfl ft2, s2, s1; "
                           "ftb ft3, ft2; xor ft4, ft1, ft2, _, s3; asr.mtb ft5, ft4, s4; tnz p0, ft5; w0=r7, w1=r8");
  Golden gd;
  gd.s = {5, 3, 0x1234, 0xF0F0F0F0, 2, 0};
  const std::array<uint32_t, 6> ft = reference_ft(g, gd.s, false);
  gd.w0 = ft[5];
  gd.w1 = ft[3];
  gd.p0 = ft[5] != 0;
  Out o;
  o.w0 = gd.w0, o.w1 = gd.w1, o.p0 = gd.p0, o.p0_we = true, o.ft = ft;
  EXPECT_EQ(lane_difference(g, gd, o), "");
  const struct {
    const char* name;
    void (*change)(Out&);
  } kChanges[] = {
      {"W0", [](Out& x) { x.w0 ^= 1u << 31; }},
      {"W1", [](Out& x) { x.w1 ^= 1; }},
      {"p0_we", [](Out& x) { x.p0_we = false; }},
      {"P0", [](Out& x) { x.p0 = !x.p0; }},
      {"FT0", [](Out& x) { x.ft[0] ^= 2; }},
      {"FT1", [](Out& x) { x.ft[1] ^= 4; }},
      {"FT2", [](Out& x) { x.ft[2] ^= 8; }},
      {"FT4", [](Out& x) { x.ft[4] ^= 1u << 20; }},
  };
  for (const auto& c : kChanges) {
    Out x = o;
    c.change(x);
    EXPECT_NE(lane_difference(g, gd, x).find(c.name), std::string::npos) << c.name;
  }
}

// The record's widths and field positions (record_pack.h, from rogue_tables.h) are those of the
// SV package the RTL is built with (its localparams, read from ROGUE_PKG_SV), and the model's
// ports are as wide as the packed vectors.
TEST(RtlBitwise, RecordPackMatchesPackage) {
  std::ifstream f(ROGUE_PKG_SV);
  ASSERT_TRUE(f) << ROGUE_PKG_SV;
  std::map<std::string, unsigned> pkg;
  const std::regex re(R"(localparam int unsigned (\w+) = (\d+);)");
  for (std::string line; std::getline(f, line);) {
    std::smatch m;
    if (std::regex_search(line, m, re)) pkg[m[1]] = static_cast<unsigned>(std::stoul(m[2]));
  }
  using G = rtl::RecordGeometry;
  EXPECT_EQ(pkg.at("NUM_SLOTS"), G::kSlots);
  EXPECT_EQ(pkg.at("LAYOUT_BITS"), G::kLayoutBits);
  EXPECT_EQ(pkg.at("VARIANT_BITS"), G::kVariantBits);
  EXPECT_EQ(pkg.at("OP_BITS"), G::kOpBits);
  EXPECT_EQ(pkg.at("MAX_UNITS"), G::kMaxUnits);
  EXPECT_EQ(pkg.at("COMP_FIELD_BITS"), G::kFieldBits);
  EXPECT_EQ(pkg.at("COMP_MAX_FIELDS"), G::kMaxFields);
  EXPECT_EQ(pkg.at("VAR_BYTES_W"), G::kSizeBits);
  unsigned checked = 0;
  for (unsigned l = 0; l < gen::NUM_LAYOUTS; ++l) {
    const gen::Layout& lay = gen::LAYOUTS[l];
    for (int k = 0; k < lay.nfields; ++k) {
      const std::string name = std::string(lay.name) + "_" + gen::FIELDS[lay.field0 + k].name;
      ASSERT_TRUE(pkg.count(name + "_OFF")) << name;
      EXPECT_EQ(pkg.at(name + "_OFF"), gen::FIELD_OFFSET[lay.field0 + k]) << name;
      EXPECT_EQ(pkg.at(name + "_WIDTH"), gen::FIELDS[lay.field0 + k].width) << name;
      EXPECT_EQ(pkg.at(name + "_IDX"), static_cast<unsigned>(k)) << name;
      ++checked;
    }
  }
  EXPECT_EQ(checked, pkg.at("NUM_FIELDS"));
  Alu alu;
  auto& m = alu.model();
  const rtl::PackedRecord r;
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_present_i)>>(), r.present.w.size());
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_layout_i)>>(), r.layout.w.size());
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_variant_i)>>(), r.variant.w.size());
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_fields_i)>>(), r.fields.w.size());
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_op_i)>>(), r.op.w.size());
  EXPECT_EQ(rtl::port_words<std::remove_reference_t<decltype(m.comp_op_valid_i)>>(), r.op_valid.w.size());
}

// The packed record of the worked example 11.2, bit positions typed from the package's layout:
// slot BW2 (9) holds BW_P2 with PWEN = 1, TOP = 1, SHIFT2 = 001 (byte 0x29) and the operations SHR
// and TNZ; slot BW1 (8) AND (0x41); slot BW0 (7) the byte 0xEC; slots of the main ALU absent.
TEST(RtlBitwise, RecordPackWorkedExample) {
  const Group g = test::dec("67 F6 40 | 29 | 41 | EC | 80 44 00 44 | C5 82 | 8A 4B");
  ASSERT_FALSE(g.illegal);
  const rtl::PackedRecord r = rtl::pack_record(g);
  using G = rtl::RecordGeometry;
  const unsigned bw0 = 7, bw1 = 8, bw2 = 9;
  EXPECT_EQ(r.present.get(bw0, 3), 7u);
  EXPECT_EQ(r.present.get(1, 6), 0u);  // P0 .. BE
  EXPECT_EQ(r.layout.get(bw2 * G::kLayoutBits, G::kLayoutBits), static_cast<uint64_t>(L::BW_P2::LAYOUT_ID));
  const unsigned f2 = bw2 * G::kFieldBits;  // BW_P2: TAG [1:0], PWEN 2, TSRC 3, TOP 4, SHIFT2 [7:5]
  EXPECT_EQ(r.fields.get(f2, 8), 0b00110100u);
  for (unsigned b = 8; b < G::kFieldBits; b += 32)  // nothing else in the slot's field vector
    EXPECT_EQ(r.fields.get(f2 + b, std::min(32u, G::kFieldBits - b)), 0u) << b;
  const unsigned f1 = bw1 * G::kFieldBits;  // BW_P1: TAG [1:0] = 01, MSKB 2, RSVD 3, MSKA 4, LOP [7:5] = 001
  EXPECT_EQ(r.fields.get(f1, 8), 0b00100001u);
  const unsigned f0 = bw0 * G::kFieldBits;  // BW_P0 0xEC: PH0 1, CSRC 1, CNT 1, BMIMM 0, SHIFT1 11, CNTBYP 0, BM 0
  EXPECT_EQ(r.fields.get(f0, 8), 0b00110111u);
  auto op = [&](unsigned s, unsigned u) { return r.op.get((s * G::kMaxUnits + u) * G::kOpBits, G::kOpBits); };
  EXPECT_EQ(op(bw2, 0), static_cast<uint64_t>(Op::SHR));
  EXPECT_EQ(op(bw2, 1), static_cast<uint64_t>(Op::TNZ));
  EXPECT_EQ(op(bw2, 2), 0u);
  EXPECT_EQ(op(bw1, 0), static_cast<uint64_t>(Op::AND));
  EXPECT_EQ(op(bw0, 0), static_cast<uint64_t>(Op::BYP_BM));
  EXPECT_EQ(op(bw0, 1), static_cast<uint64_t>(Op::LSL_S1));
  EXPECT_EQ(op(bw0, 2), static_cast<uint64_t>(Op::FTB));
  EXPECT_EQ(r.op_valid.get(bw0 * G::kMaxUnits, 9), 0b011001111u);  // BW0 all three, BW1 unit 0, BW2 units 0, 1
}

}  // namespace
}  // namespace shaderhw::rogue
