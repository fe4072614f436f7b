// The RTL control unit (rtl/rogue/rogue_cnd.sv, verilated as Vrogue_cnd) against the golden model,
// which is the reference: a CND or SAVL group is assembled from listing text (golden/rogue/asm.h),
// its CND op byte is then rewritten with the CNDINST, PCND and ADJUST under test (the listing has
// no place for PCND/ADJUST on some ops, docs/rogue.md 10.3) and its header with a CC, the bytes are
// decoded by the golden decoder and executed by golden execute() on a quad (S0 in r1, S2 in r2, the
// destination r9 holding an old value, P0, PE and the link address per case). The RTL gets the
// record's fields, the S0/S2 values golden read, P0, PE and the link. Compared, raw: per instance
// W0's write enable (CND* but CNDSETL.A: every instance, D65; SAVL: the instances CC and PE enable;
// CNDSETL.A: none) and value (against r9 after golden; where not written r9 must be unchanged), PE
// after the group and its write enable (CND* but CNDSETL.A), P0 and its write enable (CNDLT), the
// link address after the group and its write enable (CNDSETL.B with an instance with PE = 1).
//
// Cases: every CNDINST x every PCND x ADJUST 0..2 x all 256 P0/PE patterns x six rotations of the
// mask counts {0, 1, 2, 3, 0xFFFFFFFE, 0xFFFFFFFF} and S2 values over the instances (the CC cycles,
// ignored by CND, D65); SAVL under every CC and P0/PE pattern with links 0, 0x1234 and 0xFFFFFFFF;
// random quads (ROGUE_CND_QUADS, default 200000; ROGUE_CND_SEED, default 1). Expected values are
// never taken from the RTL.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vrogue_cnd.h"
#pragma GCC diagnostic pop
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"
#include "rogue/execute.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;
using test::env_u64;
using Rng = test::SplitMix;

std::string hex32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

// The listing templates; the op byte is rewritten afterwards.
const char* kCndText = "s0=r1, s1=sc0, s2=r2, s3=sc0; cndsm 0, w0, s0, s2; w0=r9";
const char* kSavlText = "savl w0; w0=r9";

struct Case {
  uint32_t cndinst = 0, pcnd = 0, adjust = 0, cc = 0;
  bool savl = false;
  uint32_t s0[4] = {}, s2[4] = {};
  bool p0[4] = {}, pe[4] = {};
  uint32_t link = 0, old_w0 = 0xDEAD0000u;
};

// The group of a case: the template's bytes with CC and the CND op byte rewritten.
Group group_of(const Case& c, std::vector<uint8_t>& bytes) {
  static const std::vector<uint8_t> cnd = assemble_group(kCndText).word;
  static const std::vector<uint8_t> savl = assemble_group(kSavlText).word;
  bytes = c.savl ? savl : cnd;
  Group g0 = decode_group(bytes.data(), bytes.size(), 0);
  bytes[1] = static_cast<uint8_t>((bytes[1] & 0xFE) | (c.cc & 1));
  bytes[2] = static_cast<uint8_t>((bytes[2] & 0xFE) | (c.cc >> 1));
  if (!c.savl) {
    const int off = g0.comp(Slot::CTRL).offset;
    bytes[off] = static_cast<uint8_t>(c.adjust << 5 | c.pcnd << 3 | c.cndinst);
  }
  return decode_group(bytes.data(), bytes.size(), 0);
}

struct Rtl {
  std::unique_ptr<VerilatedContext> ctx = std::make_unique<VerilatedContext>();
  std::unique_ptr<Vrogue_cnd> m = std::make_unique<Vrogue_cnd>(ctx.get());
};

std::string describe(const Case& c, const Group& g) {
  std::ostringstream os;
  os << listing_line(g) << "  (CNDINST " << c.cndinst << " PCND " << c.pcnd << " ADJUST " << c.adjust << " CC "
     << c.cc << ", link " << hex32(c.link) << ")\n";
  for (int l = 0; l < 4; ++l)
    os << "  instance " << l << ": S0 " << hex32(c.s0[l]) << " S2 " << hex32(c.s2[l]) << " P0 " << c.p0[l] << " PE "
       << c.pe[l] << "\n";
  return os.str();
}

uint64_t g_checked = 0;

// Runs one case on golden and the RTL; returns false (after reporting) on a mismatch.
bool check(Rtl& rtl, const Case& c) {
  std::vector<uint8_t> bytes;
  const Group g = group_of(c, bytes);
  if (g.illegal) {
    ADD_FAILURE() << "test bug: illegal group " << describe(c, g);
    return false;
  }
  // One quad for every case (a Quad holds 40,960 words): only r1, r2, r9, P0, PE and the link are
  // used, and they are all set here.
  static Quad q;
  q.link = c.link;
  for (int l = 0; l < kQuad; ++l) {
    q.in[l].bank[1][1] = c.s0[l];
    q.in[l].bank[1][2] = c.s2[l];
    q.in[l].bank[1][9] = c.old_w0 + l;
    q.in[l].p0 = c.p0[l];
    q.in[l].pe = c.pe[l];
  }
  uint32_t s0[4], s2[4];
  for (int l = 0; l < kQuad; ++l) {
    s0[l] = read_reg(q.in[l], g.src[0]);
    s2[l] = read_reg(q.in[l], g.src[2]);
  }
  const ExecStatus st = execute(g, q);
  if (!st.ok) {
    ADD_FAILURE() << "golden did not execute: " << st.error << "\n" << describe(c, g);
    return false;
  }

  // The RTL, driven from the record's fields.
  Vrogue_cnd& m = *rtl.m;
  const Component& ctrl = g.comp(Slot::CTRL);
  const uint32_t ctrlop = g.hdr(L::HDR::CTRLOP);
  m.cnd_i = ctrlop == 3;
  m.savl_i = ctrlop == 2;
  m.cndinst_i = m.cnd_i ? ctrl.get(L::C_CND::CNDINST) : 0;
  m.pcnd_i = m.cnd_i ? ctrl.get(L::C_CND::PCND) : 0;
  m.adjust_i = m.cnd_i ? ctrl.get(L::C_CND::ADJUST) : 0;
  m.cc_i = g.cc();
  m.w0p_i = g.w_present[0];
  uint32_t p0 = 0, pe = 0;
  for (int l = 0; l < kQuad; ++l) {
    m.s0_i[l] = s0[l];
    m.s2_i[l] = s2[l];
    p0 |= static_cast<uint32_t>(c.p0[l]) << l;
    pe |= static_cast<uint32_t>(c.pe[l]) << l;
  }
  m.p0_i = p0;
  m.pe_i = pe;
  m.link_i = c.link;
  m.eval();
  ++g_checked;

  // Expected enables, from docs/rogue.md 14.9 and D65/D66 (not from the RTL).
  const bool cnd = !c.savl, setl_a = cnd && c.cndinst == 7;
  std::ostringstream d;
  for (int l = 0; l < kQuad; ++l) {
    bool en = true;
    switch (c.cc) {
      case 0: en = c.pe[l]; break;
      case 1: en = c.pe[l] && c.p0[l]; break;
      case 2: en = true; break;
      default: en = c.pe[l] && !c.p0[l]; break;
    }
    const bool w_we = cnd ? !setl_a : en;
    const bool rtl_we = (m.w0_we_o >> l) & 1;
    const uint32_t gold = read_reg(q.in[l], g.w[0]);
    if (rtl_we != w_we) d << "  instance " << l << ": W0 write enable golden " << w_we << " RTL " << rtl_we << "\n";
    if (!w_we && gold != c.old_w0 + static_cast<uint32_t>(l))
      d << "  instance " << l << ": golden wrote W0 (" << hex32(gold) << ") where the document says it does not\n";
    if (w_we && rtl_we && m.w0_o[l] != gold)
      d << "  instance " << l << ": W0 golden " << hex32(gold) << " RTL " << hex32(m.w0_o[l]) << "\n";
    const bool pe_we = cnd && !setl_a, rtl_pe_we = (m.pe_we_o >> l) & 1, rtl_pe = (m.pe_o >> l) & 1;
    if (pe_we != rtl_pe_we) d << "  instance " << l << ": PE write enable golden " << pe_we << " RTL " << rtl_pe_we << "\n";
    if (rtl_pe != q.in[l].pe) d << "  instance " << l << ": PE after golden " << q.in[l].pe << " RTL " << rtl_pe << "\n";
    const bool p0_we = cnd && c.cndinst == 3, rtl_p0_we = (m.p0_we_o >> l) & 1, rtl_p0 = (m.p0_o >> l) & 1;
    if (p0_we != rtl_p0_we) d << "  instance " << l << ": P0 write enable golden " << p0_we << " RTL " << rtl_p0_we << "\n";
    if (rtl_p0 != q.in[l].p0) d << "  instance " << l << ": P0 after golden " << q.in[l].p0 << " RTL " << rtl_p0 << "\n";
  }
  const bool any_pe = c.pe[0] || c.pe[1] || c.pe[2] || c.pe[3];
  const bool link_we = cnd && c.cndinst == 5 && any_pe;
  if (static_cast<bool>(m.link_we_o) != link_we) d << "  link write enable golden " << link_we << " RTL " << int(m.link_we_o) << "\n";
  if (m.link_o != q.link) d << "  link golden " << hex32(q.link) << " RTL " << hex32(m.link_o) << "\n";
  if (!d.str().empty()) {
    ADD_FAILURE() << describe(c, g) << d.str();
    return false;
  }
  return true;
}

const uint32_t kCounts[] = {0, 1, 2, 3, 0xFFFFFFFEu, 0xFFFFFFFFu};
const uint32_t kS2[] = {0, 5, 0xFFFFFFFFu, 5, 1, 0};

TEST(RtlCnd, EveryOpPcndAdjustOnDirectedQuads) {
  Rtl rtl;
  uint64_t fails = 0, n = 0;
  for (uint32_t inst = 0; inst < 8; ++inst)
    for (uint32_t pcnd = 0; pcnd < 4; ++pcnd)
      for (uint32_t adj = 0; adj < 3; ++adj)
        for (uint32_t pat = 0; pat < 256; ++pat)
          for (uint32_t rot = 0; rot < 6; ++rot) {
            Case c;
            c.cndinst = inst;
            c.pcnd = pcnd;
            c.adjust = adj;
            c.cc = (pat + rot) & 3;
            for (int l = 0; l < 4; ++l) {
              c.p0[l] = (pat >> l) & 1;
              c.pe[l] = (pat >> (4 + l)) & 1;
              c.s0[l] = kCounts[(rot + l * (1 + (pat & 1))) % 6];
              c.s2[l] = kS2[(rot + 5 * l) % 6];
            }
            c.link = 0x1000u + rot;
            ++n;
            if (!check(rtl, c) && ++fails >= 20) FAIL() << "stopping after 20 mismatches";
          }
  std::printf("directed CND cases: %llu (8 ops x 4 PCND x 3 ADJUST x 256 P0/PE x 6 count rotations)\n",
              static_cast<unsigned long long>(n));
  EXPECT_EQ(fails, 0u);
}

TEST(RtlCnd, SavlEveryConditionAndPattern) {
  Rtl rtl;
  uint64_t fails = 0, n = 0;
  for (uint32_t cc = 0; cc < 4; ++cc)
    for (uint32_t pat = 0; pat < 256; ++pat)
      for (uint32_t link : {0u, 0x1234u, 0xFFFFFFFFu}) {
        Case c;
        c.savl = true;
        c.cc = cc;
        c.link = link;
        for (int l = 0; l < 4; ++l) {
          c.p0[l] = (pat >> l) & 1;
          c.pe[l] = (pat >> (4 + l)) & 1;
        }
        ++n;
        if (!check(rtl, c) && ++fails >= 20) FAIL() << "stopping after 20 mismatches";
      }
  std::printf("SAVL cases: %llu\n", static_cast<unsigned long long>(n));
  EXPECT_EQ(fails, 0u);
}

TEST(RtlCnd, RandomQuads) {
  Rtl rtl;
  const uint64_t seed = env_u64("ROGUE_CND_SEED", 1), count = env_u64("ROGUE_CND_QUADS", 200000);
  Rng rng(seed);
  auto value = [&]() -> uint32_t {
    switch (rng.below(4)) {
      case 0: return rng.below(4);
      case 1: return static_cast<uint32_t>(-static_cast<int32_t>(rng.below(4)));
      case 2: return rng.below(64);
      default: return rng.u32();
    }
  };
  uint64_t fails = 0;
  for (uint64_t i = 0; i < count; ++i) {
    Case c;
    c.savl = rng.chance(0.1);
    c.cndinst = rng.below(8);
    c.pcnd = rng.below(4);
    c.adjust = rng.below(3);
    c.cc = rng.below(4);
    c.link = rng.chance(0.5) ? rng.u32() : rng.below(16);
    c.old_w0 = rng.u32() & ~3u;
    const uint32_t shared_s2 = value();
    for (int l = 0; l < 4; ++l) {
      c.s0[l] = value();
      c.s2[l] = rng.chance(0.5) ? shared_s2 : value();
      c.p0[l] = rng.chance(0.5);
      c.pe[l] = rng.chance(0.6);
    }
    if (!check(rtl, c) && ++fails >= 20) FAIL() << "seed " << seed << ": stopping after 20 mismatches";
  }
  std::printf("random quads: %llu (seed %llu)\n", static_cast<unsigned long long>(count),
              static_cast<unsigned long long>(seed));
  EXPECT_EQ(fails, 0u);
}

// Golden's own CND ops agree with the document's worked cases (docs/rogue.md 6.2, 14.9; values
// worked by hand from the seed's pseudo-code), so the comparison above is against the right thing.
TEST(RtlCnd, HandWorkedCases) {
  Rtl rtl;
  // CNDST, PCND P0, ADJUST 1: instance 0 (P0, S0 0) starts: W0 0, PE 1; instance 1 (no P0, S0 0):
  // W0 1, PE 0; instance 2 (S0 0xFFFFFFFF): W0 wraps to 0, PE 0.
  Case c;
  c.cndinst = 0;
  c.pcnd = 1;
  c.adjust = 1;
  const uint32_t s0[4] = {0, 0, 0xFFFFFFFFu, 5};
  for (int l = 0; l < 4; ++l) c.s0[l] = s0[l];
  c.p0[0] = true;
  c.pe[0] = c.pe[1] = true;
  EXPECT_TRUE(check(rtl, c));
  Vrogue_cnd& m = *rtl.m;
  EXPECT_EQ(m.w0_o[0], 0u);
  EXPECT_EQ(m.w0_o[1], 1u);
  EXPECT_EQ(m.w0_o[2], 0u);
  EXPECT_EQ(m.w0_o[3], 6u);
  EXPECT_EQ(m.pe_o, 0x1u);
  // CNDSETL.B: first PE instance is 1 (S2 20): link 20; instance 0 (S0 0, S2 10): W0 1, PE 0;
  // instance 2 (S0 0, S2 20): W0 0, PE 1; instance 3 (S0 3): 3, PE 0.
  Case b;
  b.cndinst = 5;
  const uint32_t b0[4] = {0, 0, 0, 3}, b2[4] = {10, 20, 20, 20};
  for (int l = 0; l < 4; ++l) b.s0[l] = b0[l], b.s2[l] = b2[l];
  b.pe[1] = b.pe[2] = true;
  b.link = 7;
  EXPECT_TRUE(check(rtl, b));
  EXPECT_EQ(m.link_o, 20u);
  EXPECT_EQ(m.w0_o[0], 1u);
  EXPECT_EQ(m.w0_o[1], 0u);
  EXPECT_EQ(m.w0_o[2], 0u);
  EXPECT_EQ(m.w0_o[3], 3u);
  EXPECT_EQ(m.pe_o, 0x6u);
}

}  // namespace
}  // namespace shaderhw::rogue
