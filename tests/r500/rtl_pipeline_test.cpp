// R500 execution pipeline (rtl/r500/r500_pipeline.sv, verilated as Vr500_pipeline at NumPipeRegs
// 3, Vr500_pipeline_p0 and Vr500_pipeline_p5, and the compact configuration (shared iterative
// SFU and divider, variable latency) as Vr500_pipeline_compact; Lanes = 4) against the golden
// execution model
// (golden/r500/execute.h, execute() as the oracle), bit for bit on every ExecOut field.
//
// Transactions: the harness's random R500 transactions (harness/r500/r500_gen.h: legal ALU, OUT,
// TEX and FC instructions built field by field, every RGB and alpha opcode uniformly so every
// co-issue pairing of 5.3 occurs, one in 32 a uniformly random six-word instruction; operands
// from special classes; random aL, zero-times-anything, predicate, active, killed and covered
// bits per pixel). Driven through the valid/ready ports with random input bubbles and output back-pressure; the
// tag order is checked. Every RGB and alpha opcode must be checked at least 1000 times in every
// run. RtlPipeline (label quick): 10^5 transactions at NumPipeRegs 3, 3*10^4 at 0, at 5 and
// compact; LongRtlPipeline (label long): 2*10^6 at 3 and 2*10^6 compact.
// A mismatch prints the instruction (words and golden disassembly), the inputs and every
// differing field.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <string>

#include "Vr500_pipeline.h"
#include "Vr500_pipeline_compact.h"
#include "Vr500_pipeline_p0.h"
#include "Vr500_pipeline_p5.h"
#include "r500/asm.h"
#include "r500/decode.h"
#include "r500/execute.h"
#include "r500/r500_diff.h"
#include "r500/r500_gen.h"
#include "r500_dut.h"

namespace shaderhw::r500 {
namespace {

constexpr int P = kPixels;

std::string describe(const Txn& in) {
  return format_words(in.instr) + "\n    " + disassemble(in.instr) + "\n" +
         describe_inputs(in, in.cfg);
}

struct Pending {
  Txn in;
  ExecOut expected;
  uint32_t tag;
};

// cycles_per_item bounds the run (a stalled pipeline fails instead of hanging): the compact
// configuration spends up to ~180 cycles on one RSQ.
template <class Model>
void run(const char* name, uint64_t count, uint64_t seed, bool require_opcodes,
         uint64_t cycles_per_item = 16) {
  std::printf("r500 pipeline (%s) vs golden: %" PRIu64 " transactions, seed 0x%" PRIx64 "\n",
              name, count, seed);
  R500Dut<Model> dut;
  Rng g(seed);
  std::deque<Pending> queue;
  uint64_t issued = 0, checked = 0, failures = 0;
  uint64_t by_type[4] = {}, illegal = 0;
  uint64_t rgb_seen[16] = {}, alpha_seen[16] = {}, tex_seen[8] = {};
  uint64_t rgb_bad[16] = {}, alpha_bad[16] = {}, tex_bad[8] = {}, other_bad = 0;
  int printed = 0;
  bool have_next = false;
  Pending next;
  const uint64_t max_cycles = count * cycles_per_item + 1000;
  while (checked < count && dut.cycle() < max_cycles) {
    if (!have_next && issued < count) {
      random_txn(g, OpSelection{}, next.in, next.in.cfg);
      next.expected = execute(next.in, next.in.cfg);
      next.tag = static_cast<uint32_t>(issued) & 0xFFFF;
      have_next = true;
    }
    const bool offer = have_next && g.next() % 6 != 0;
    if (offer) dut.drive(next.in, next.tag);
    else dut.idle();
    const bool ready_out = g.next() % 4 != 0;
    dut.set_out_ready(ready_out);
    dut.settle();
    const bool accepted = offer && dut.in_ready();
    const bool delivered = dut.out_valid() && ready_out;
    // (Queued first: at NumPipeRegs 0 an item leaves in the cycle it is accepted.)
    if (accepted) {
      queue.push_back(next);
      have_next = false;
      ++issued;
    }
    if (delivered) {
      ASSERT_FALSE(queue.empty()) << "output with nothing in flight at cycle " << dut.cycle();
      const Pending p = queue.front();
      queue.pop_front();
      ASSERT_EQ(dut.m().out_tag_o, p.tag) << "tag out of order at cycle " << dut.cycle();
      ++checked;
      const Decoded d = decode(p.in.instr);
      const unsigned type = static_cast<unsigned>(d.cmn.type);
      const bool aluout = !d.illegal && d.is_alu_or_out();
      const bool tex = !d.illegal && d.cmn.type == InstType::TEX;
      if (d.illegal) ++illegal;
      else ++by_type[type];
      if (aluout) {
        ++rgb_seen[d.alu.rgb_op];
        ++alpha_seen[d.alu.alpha_op];
      }
      if (tex) ++tex_seen[d.tex.inst];
      const std::string diffs = diff_outputs(p.expected, dut.read().out);
      if (!diffs.empty()) {
        ++failures;
        if (aluout) {
          ++rgb_bad[d.alu.rgb_op];
          ++alpha_bad[d.alu.alpha_op];
        } else if (tex) {
          ++tex_bad[d.tex.inst];
        } else {
          ++other_bad;
        }
        if (printed < 8) {
          ++printed;
          ADD_FAILURE() << "mismatch: " << describe(p.in) << "\n" << diffs;
        }
      }
    }
    dut.tick();
  }
  EXPECT_EQ(checked, count) << "pipeline stalled (cycles " << dut.cycle() << ")";
  // Quiet after the last item.
  dut.idle();
  dut.set_out_ready(true);
  for (int i = 0; i < 8; ++i) {
    dut.settle();
    EXPECT_FALSE(dut.out_valid()) << "output after the last item";
    dut.tick();
  }
  std::printf("  %" PRIu64 " checked in %" PRIu64 " cycles: ALU %" PRIu64 ", OUT %" PRIu64
              ", FC %" PRIu64 ", TEX %" PRIu64 ", illegal %" PRIu64 "; %" PRIu64 " mismatches\n",
              checked, dut.cycle(), by_type[0], by_type[1], by_type[2], by_type[3], illegal,
              failures);
  std::printf("  RGB ops (checked/mismatched):");
  for (int i = 0; i < 16; ++i) {
    if (gen::RGB_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::RGB_OP_INFO[i].mnemonic, rgb_seen[i], rgb_bad[i]);
    }
  }
  std::printf("\n  alpha ops:");
  for (int i = 0; i < 16; ++i) {
    if (gen::ALPHA_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::ALPHA_OP_INFO[i].mnemonic, alpha_seen[i],
                  alpha_bad[i]);
    }
  }
  std::printf("\n  TEX ops:");
  for (int i = 0; i < 8; ++i) {
    if (gen::TEX_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::TEX_OP_INFO[i].mnemonic, tex_seen[i], tex_bad[i]);
    }
  }
  std::printf("\n  other (FC, illegal) mismatched: %" PRIu64 "\n", other_bad);
  EXPECT_EQ(failures, 0u);
  if (require_opcodes) {
    for (int i = 0; i < 16; ++i) {
      if (gen::RGB_OP_INFO[i].valid) {
        EXPECT_GE(rgb_seen[i], 1000u) << gen::RGB_OP_INFO[i].mnemonic;
      }
      if (gen::ALPHA_OP_INFO[i].valid) {
        EXPECT_GE(alpha_seen[i], 1000u) << gen::ALPHA_OP_INFO[i].mnemonic;
      }
    }
  }
}

TEST(RtlPipeline, RandomTransactions) {
  run<Vr500_pipeline>("NumPipeRegs 3", 100000, 0x5EED0500, true);
}
TEST(RtlPipeline, RandomTransactionsNoCut) {
  run<Vr500_pipeline_p0>("NumPipeRegs 0", 30000, 0x5EED0501, true);
}
TEST(RtlPipeline, RandomTransactionsDeep) {
  run<Vr500_pipeline_p5>("NumPipeRegs 5", 30000, 0x5EED0502, true);
}
TEST(RtlPipeline, RandomTransactionsCompact) {
  run<Vr500_pipeline_compact>("Compact, NumPipeRegs 3", 30000, 0x5EED0504, true, 256);
}
TEST(LongRtlPipeline, RandomTransactions) {
  run<Vr500_pipeline>("NumPipeRegs 3", 2000000, 0x5EED0503, true);
}
TEST(LongRtlPipeline, RandomTransactionsCompact) {
  run<Vr500_pipeline_compact>("Compact, NumPipeRegs 3", 2000000, 0x5EED0505, true, 256);
}

// docs/r500.md 11.1-11.4 through the pipeline, with the values of the worked examples in every
// pixel, compared with golden and with the hand-worked results.
TEST(RtlPipeline, WorkedExamples) {
  R500Dut<Vr500_pipeline> dut;
  auto one = [&](const Instruction& w, const ExecIn& base) {
    Txn in;
    static_cast<ExecIn&>(in) = base;
    in.instr = w;
    dut.drive(in, 7);
    dut.settle();
    EXPECT_TRUE(dut.in_ready());
    dut.tick();
    dut.idle();
    for (int i = 0; i < 10 && !dut.out_valid(); ++i) {
      dut.settle();
      if (dut.out_valid()) break;
      dut.tick();
    }
    dut.settle();
    EXPECT_TRUE(dut.out_valid());
    const ExecOut got = dut.read().out;
    const std::string d = diff_outputs(execute(in, in.cfg), got);
    EXPECT_TRUE(d.empty()) << describe(in) << "\n" << d;
    dut.tick();
    return got;
  };
  auto f = [](float x) {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    return b;
  };
  auto words = [](std::initializer_list<uint32_t> l) {
    Instruction w;
    int i = 0;
    for (uint32_t x : l) w.w[i++] = x;
    return w;
  };
  {  // 11.1: temp[2] = sat((1 - temp[0]) * const[5] + temp[1])
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = px.alpha_slot[0] = Vec4{{f(0.25f), f(0.5f), f(0.75f), f(0.5f)}};
      px.rgb_slot[1] = px.alpha_slot[1] = Vec4{{f(0.5f), f(0.5f), f(0.5f), f(0.5f)}};
      px.rgb_slot[2] = px.alpha_slot[2] = Vec4{{f(0.125f), f(0.25f), f(1.0f), f(0.25f)}};
    }
    const ExecOut o = one(words({0x00187800, 0xC0141400, 0xC0141400, 0x00442223, 0x0068F020,
                                 0x1C222020}), in);
    EXPECT_EQ(o.px[0].temp, (Vec4{{f(0.5f), f(0.5f), f(1.0f), f(0.5f)}}));
    EXPECT_EQ(o.rgb_addr, 2);
  }
  {  // 11.2: DP3 with an alpha RCP
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = Vec4{{f(1), f(2), f(3), 0}};
      px.rgb_slot[1] = Vec4{{f(4), f(5), f(6), 0}};
      px.alpha_slot[0] = Vec4{{0, 0, 0, f(4)}};
    }
    const ExecOut o = one(words({0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C03A,
                                 0x20490031}), in);
    EXPECT_EQ(o.px[3].temp, (Vec4{{f(32), f(32), f(32), f(0.25f)}}));
  }
  {  // 11.3: exact copy to render target 0
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = px.alpha_slot[0] = Vec4{{0x3E4CCCCD, 0xBFC00000, 0x40400000, 0x80000000}};
    }
    const ExecOut o = one(words({0x00078005, 0x08020004, 0x08020004, 0x1C440220, 0x1C60C003,
                                 0x20490005}), in);
    EXPECT_EQ(o.px[1].out, (Vec4{{0x3E4CCCCD, 0xBFC00000, 0x40400000, 0x80000000}}));
    EXPECT_EQ(o.px[1].out_we, 0xF);
  }
  {  // 11.4: TEX LD
    ExecIn in;
    for (auto& px : in.px) px.tex_src = Vec4{{f(0.25f), f(0.5f), f(0.75f), f(1)}};
    const ExecOut o = one(words({0x00007803, 0x02400000, 0xE401E400, 0, 0, 0}), in);
    EXPECT_TRUE(o.tex_valid);
    EXPECT_EQ(o.tex_dst_addr, 1);
    EXPECT_EQ(o.px[2].tex_we, 0xF);
  }
}

// The compact configuration's cycles (rtl/r500/README.md "Configurations"), no back-pressure:
// from the accepting cycle to out_valid_o, NumPipeRegs (3) for an alpha op without a shared
// unit and 3 + 4 (L + 1) with one, L the iterative unit's latency for the operand
// (fp_divsqrt_iter DIV 16, RSQRT 43; fp_sfu_iter EX2 17, LG2 20, special operands 1 / 2);
// instructions without a shared unit accepted one per cycle, also right behind a held one.
// The instruction is 11.2's (DP3, alpha op in W4[3:0]) on A = 4.0 in every pixel; every result
// is also compared with golden.
TEST(RtlPipeline, CompactCycles) {
  R500Dut<Vr500_pipeline_compact> dut;
  auto make = [](uint32_t alpha_op, uint32_t a) {
    Txn in;
    const uint32_t w[6] = {0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C030 | alpha_op,
                           0x20490031};
    for (int i = 0; i < kWords; ++i) in.instr.w[i] = w[i];
    for (auto& px : in.px) {
      px.rgb_slot[0] = Vec4{{0x3F800000, 0x40000000, 0x40400000, 0}};
      px.rgb_slot[1] = Vec4{{0x40800000, 0x40A00000, 0x40C00000, 0}};
      px.alpha_slot[0] = Vec4{{0, 0, 0, a}};
    }
    return in;
  };
  auto check = [&](const Txn& in) {
    const std::string d = diff_outputs(execute(in, in.cfg), dut.read().out);
    EXPECT_TRUE(d.empty()) << describe(in) << "\n" << d;
  };
  dut.set_out_ready(true);
  // Cycles from the first offer of an instruction to its out_valid_o. The compact configuration
  // runs the four pixels in four passes of one pixel datapath (LaneUnits 1): pass s is offered at
  // cycle s and the instruction accepted with pass 3 (lane_pass_ctrl), which leaves NumPipeRegs =
  // 3 cycles later when nothing holds. A shared-unit op holds stage C (register 2) for 1 + (L + 1)
  // cycles per pass (r500_alpha_iter, one pixel); the passes queue behind it, so the last one
  // leaves stage C, and out_valid_o rises, at 2 + 4 * (L + 2).
  auto latency = [&](uint32_t alpha_op, uint32_t a) {
    const Txn in = make(alpha_op, a);
    dut.drive(in, 1);
    int n = 0;
    for (bool accepted = false; !accepted && n < 400; ++n) {
      dut.settle();
      accepted = dut.in_ready();
      dut.tick();
    }
    dut.idle();
    for (; n < 400; ++n) {
      dut.settle();
      if (dut.out_valid()) break;
      dut.tick();
    }
    EXPECT_TRUE(dut.out_valid());
    check(in);
    dut.tick();
    return n;
  };
  auto held = [](int unit_latency) { return 2 + 4 * (unit_latency + 2); };
  constexpr uint32_t kFour = 0x40800000, kZero = 0;
  EXPECT_EQ(latency(0x0, kFour), 3 + 3);        // MAD
  EXPECT_EQ(latency(0x7, kFour), 3 + 3);        // FRC
  EXPECT_EQ(latency(0xA, kFour), held(16));     // RCP: DIV, L = 16
  EXPECT_EQ(latency(0xB, kFour), held(43));     // RSQ: RSQRT, L = 43
  EXPECT_EQ(latency(0x8, kFour), held(17));     // EX2, L = 17
  EXPECT_EQ(latency(0x9, kFour), held(20));     // LN2, L = 20
  EXPECT_EQ(latency(0xA, kZero), held(1));      // RCP(+0) = +inf, special: L = 1
  EXPECT_EQ(latency(0x9, kZero), held(2));      // LN2(+0) = -inf, special: L = 2

  // An RCP, then eight MADs offered back to back: the MADs wait only while the RCP holds
  // stage C (the stages before it fill), then leave one per four cycles (four passes), in order.
  std::deque<Txn> sent;
  int accepted = 0, delivered = 0, first_mad_out = -1, last_mad_out = -1;
  for (int cycle = 0; cycle < 200 && delivered < 9; ++cycle) {
    Txn in = make(accepted == 0 ? 0xA : 0x0, kFour);
    if (accepted < 9) dut.drive(in, accepted);
    else dut.idle();
    dut.settle();
    if (accepted < 9 && dut.in_ready()) {
      sent.push_back(in);
      ++accepted;
    }
    if (dut.out_valid()) {
      ASSERT_FALSE(sent.empty());
      EXPECT_EQ(dut.m().out_tag_o, static_cast<uint32_t>(delivered));
      check(sent.front());
      sent.pop_front();
      if (delivered == 1) first_mad_out = cycle;
      if (delivered == 8) last_mad_out = cycle;
      ++delivered;
    }
    dut.tick();
  }
  EXPECT_EQ(delivered, 9);
  EXPECT_EQ(last_mad_out - first_mad_out, 7 * 4);
}

}  // namespace
}  // namespace shaderhw::r500
