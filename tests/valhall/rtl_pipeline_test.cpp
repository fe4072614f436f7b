// Valhall execution pipeline (rtl/valhall/valhall_pipeline.sv, verilated as Vvalhall_pipeline,
// driven through verilated/valhall_dut.h) against the golden execution model
// (golden/valhall/execute.h, valhall::execute as the oracle).
//
// Random words aimed at a random instruction of the generated table (every instruction, so
// every executing one and every message; listed enum values in most lane-selection fields and
// modifiers), rejection-sampled through the golden decoder until legal; one word in 16 is
// uniformly random (mostly illegal: the "no effect" path). Source values are drawn from special
// classes (+-0, +-inf, NaN payloads, f32 and f16 subnormals, 1.0, INT_MIN/MAX, 0x80/0x7F bytes,
// small integers, ...) half by half; random active lanes, ftz mode, dest_old, staging data and
// pc; random input bubbles and output back-pressure. Every output field is compared, with a
// per-field message for the first failures and a per-instruction table of mismatches.
// Quick*: 2*10^4 transactions (label quick); Long*: 10^6 (label long). Fixed seeds, printed.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "Vvalhall_pipeline.h"
#include "valhall/decode.h"
#include "valhall/execute.h"
#include "valhall_dut.h"

namespace shaderhw::valhall {
namespace {

uint64_t mask(unsigned width) { return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1; }
void put(uint64_t& w, unsigned lsb, unsigned width, uint64_t v) {
  const uint64_t m = mask(width) << lsb;
  w = (w & ~m) | ((v << lsb) & m);
}

class Gen {
 public:
  explicit Gen(uint64_t seed) : rng_(seed) {}

  uint64_t word() {
    for (;;) {
      uint64_t w = rng_();
      if (rng_() % 16 == 0) return w;  // uniformly random: mostly illegal
      const gen::InsInfo& c = gen::INSTRUCTIONS[rng_() % gen::NUM_INS];
      put(w, gen::RESERVED_LSB, 1, 0);
      put(w, gen::PRIMARY_LSB, gen::PRIMARY_WIDTH,
          c.has_alt_primary && (rng_() & 1) ? c.alt_primary : c.primary);
      if (c.has_sec) {
        put(w, c.sec_lsb, c.sec_width, c.secondary & 0xFF);
        if (c.sec_has_hi) put(w, 32, 1, c.secondary >> 8);
      }
      put(w, gen::FLOW_LSB, gen::FLOW_WIDTH, listed(gen::EnumId::FLOW, 16));
      if (c.dest || c.placeholder) {
        put(w, gen::DEST_MASK_LSB, gen::DEST_MASK_WIDTH, rng_() % 2 ? 3 : 1 + rng_() % 3);
      }
      for (unsigned k = 0; k < c.num_srcs; ++k) {
        const gen::SrcInfo& s = c.src[k];
        // Mostly registers; immediates, uniforms and specials now and then.
        const unsigned r = rng_() % 8;
        uint64_t byte = rng_() & 0x3F;  // register
        if (r == 6) byte = 0xC0 | (rng_() & 0x1F);  // immediate table
        else if (r == 7) byte = 0x80 | (rng_() & 0x3F);  // uniform
        put(w, 8 * s.slot, 8, byte);
        if (s.sel != gen::SelKind::NONE && rng_() % 8 != 0) {
          put(w, s.sel_lsb, s.sel_width,
              listed(gen::SEL_KIND_ENUM[static_cast<unsigned>(s.sel)], 1u << s.sel_width));
        }
      }
      for (unsigned k = 0; k < c.num_mods; ++k) {
        const gen::ModInfo& m = c.mods[k];
        if (m.is_enum && rng_() % 8 != 0) put(w, m.lsb, m.width, listed(m.enum_id, 1u << m.width));
      }
      const Decoded d = decode(w);
      if (!d.illegal) return w;
    }
  }

  // A 32-bit value of a special class.
  uint32_t special32() {
    static const uint32_t kPool[] = {
        0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
        0x7FBFFFFF, 0x00000001, 0x807FFFFF, 0x00400000, 0x3F800000, 0xBF800000, 0x7FFFFFFF,
        0xFFFFFFFF, 0x00000080, 0x0000007F, 0x80808080, 0x7F7F7F7F, 0x00800000, 0x4B000000,
        0x3F000000, 0x42FE0000, 0x43000000, 0xC3000000, 0x00010000, 0x0000FFFF, 0x7FFF8000};
    static const uint16_t kHalf[] = {0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE01,
                                     0x0001, 0x83FF, 0x0200, 0x3C00, 0xBC00, 0x7BFF, 0x0400,
                                     0x8001, 0x7FFF, 0x0080, 0x007F, 0xFFFF, 0x5800};
    switch (rng_() % 8) {
      case 0:
      case 1: return kPool[rng_() % std::size(kPool)];
      case 2:
        return kHalf[rng_() % std::size(kHalf)] |
               static_cast<uint32_t>(kHalf[rng_() % std::size(kHalf)]) << 16;
      case 3: return static_cast<uint32_t>(rng_() % 40);  // shift amounts, lane indices
      case 4: return static_cast<uint32_t>(rng_() % 256) * 0x01010101u ^ (rng_() & 0x00FF00FF);
      default: return static_cast<uint32_t>(rng_());
    }
  }
  uint64_t value64() {
    return special32() | static_cast<uint64_t>(rng_() % 4 == 0 ? special32() : rng_()) << 32;
  }

  ExecIn transaction(ExecConfig& cfg) {
    ExecIn in;
    in.word = word();
    in.pc = rng_() % 4 == 0 ? rng_() : (rng_() & 0xFFFFFF) * 8;
    const unsigned activity = rng_() % 4;
    for (int l = 0; l < kLanes; ++l) {
      LaneIn& li = in.lane[l];
      for (auto& s : li.src) s = value64();
      li.dest_old = rng_();
      for (auto& st : li.staging) st = static_cast<uint32_t>(rng_());
      li.active = activity == 0 ? (rng_() & 1) : true;
    }
    cfg.ftz = static_cast<FtzMode>(rng_() % 4);
    return in;
  }
  uint64_t next() { return rng_(); }

 private:
  unsigned listed(gen::EnumId id, unsigned limit) {
    for (;;) {
      const unsigned v = static_cast<unsigned>(rng_() % limit);
      if (gen::enum_info(id).valid(v)) return v;
    }
  }
  std::mt19937_64 rng_;
};

// Every output field as (name, expected, got).
struct FieldDiff {
  std::string name;
  uint64_t expected, got;
};
std::vector<FieldDiff> compare(const ExecOut& e, const ExecOut& g) {
  std::vector<FieldDiff> d;
  auto chk = [&](const std::string& n, uint64_t a, uint64_t b) {
    if (a != b) d.push_back({n, a, b});
  };
  chk("illegal", e.illegal, g.illegal);
  chk("ins", e.ins, g.ins);
  chk("flow", e.flow, g.flow);
  chk("dest_reg", e.dest_reg, g.dest_reg);
  chk("msg.valid", e.msg.valid, g.msg.valid);
  chk("msg.unit", static_cast<uint64_t>(e.msg.unit), static_cast<uint64_t>(g.msg.unit));
  for (unsigned j = 0; j < gen::MAX_STAGING; ++j) {
    const std::string p = "msg.sr" + std::to_string(j) + ".";
    chk(p + "reg", e.msg.sr[j].reg, g.msg.sr[j].reg);
    chk(p + "count", e.msg.sr[j].count, g.msg.sr[j].count);
    chk(p + "read", e.msg.sr[j].read, g.msg.sr[j].read);
    chk(p + "write", e.msg.sr[j].write, g.msg.sr[j].write);
    chk(p + "flags", e.msg.sr[j].flags, g.msg.sr[j].flags);
  }
  for (unsigned i = 0; i < gen::MAX_MODS; ++i) {
    chk("msg.mod[" + std::to_string(i) + "]", e.msg.mod[i], g.msg.mod[i]);
  }
  for (unsigned i = 0; i < gen::MAX_IMMS; ++i) {
    chk("msg.imm[" + std::to_string(i) + "]", static_cast<uint64_t>(e.msg.imm[i]),
        static_cast<uint64_t>(g.msg.imm[i]));
  }
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    chk("msg.src_sel[" + std::to_string(k) + "]", e.msg.src_sel[k], g.msg.src_sel[k]);
  }
  for (int l = 0; l < kLanes; ++l) {
    const LaneOut& a = e.lane[l];
    const LaneOut& b = g.lane[l];
    const std::string p = "lane" + std::to_string(l) + ".";
    chk(p + "we", a.we, b.we);
    chk(p + "value[0]", a.value[0], b.value[0]);
    chk(p + "value[1]", a.value[1], b.value[1]);
    chk(p + "branch_taken", a.branch_taken, b.branch_taken);
    chk(p + "branch_target", a.branch_target, b.branch_target);
    chk(p + "discard", a.discard, b.discard);
    chk(p + "msg_en", a.msg_en, b.msg_en);
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      chk(p + "msg_src[" + std::to_string(k) + "]", a.msg_src[k], b.msg_src[k]);
    }
    for (int i = 0; i < kMaxStagingData; ++i) {
      chk(p + "msg_data[" + std::to_string(i) + "]", a.msg_data[i], b.msg_data[i]);
    }
  }
  return d;
}

std::string describe(const ExecIn& in, const ExecConfig& cfg) {
  char buf[256];
  const Decoded d = decode(in.word);
  std::snprintf(buf, sizeof buf, "word 0x%016" PRIx64 " (%s) pc 0x%" PRIx64 " ftz %u", in.word,
                d.illegal ? "illegal" : d.name, in.pc, static_cast<unsigned>(cfg.ftz));
  std::string s = buf;
  for (int l = 0; l < kLanes; ++l) {
    std::snprintf(buf, sizeof buf, "\n    lane %d active %d src", l, in.lane[l].active);
    s += buf;
    for (uint64_t v : in.lane[l].src) {
      std::snprintf(buf, sizeof buf, " 0x%" PRIx64, v);
      s += buf;
    }
    std::snprintf(buf, sizeof buf, " old 0x%" PRIx64, in.lane[l].dest_old);
    s += buf;
  }
  return s;
}

struct Pending {
  ExecIn in;
  ExecConfig cfg;
  ExecOut expected;
  uint32_t tag;
};

void run(uint64_t count, uint64_t seed) {
  std::printf("valhall pipeline vs golden: %" PRIu64 " transactions, seed 0x%" PRIx64 "\n", count,
              seed);
  ValhallDut<Vvalhall_pipeline> dut;
  Gen g(seed);
  std::deque<Pending> queue;
  uint64_t issued = 0, checked = 0, failures = 0, legal = 0;
  std::vector<uint64_t> seen(gen::NUM_INS, 0), bad(gen::NUM_INS, 0);
  uint64_t bad_illegal = 0;
  uint64_t bad_by_ftz[4] = {}, seen_by_ftz[4] = {};
  int printed = 0;
  bool have_next = false;
  Pending next;
  const uint64_t max_cycles = count * 8 + 1000;
  while (checked < count && dut.cycle() < max_cycles) {
    // Input side.
    if (!have_next && issued < count) {
      next.cfg = {};
      next.in = g.transaction(next.cfg);
      next.expected = execute(next.in, next.cfg);
      next.tag = static_cast<uint32_t>(issued) & ValhallDut<Vvalhall_pipeline>::kTagMask;
      have_next = true;
    }
    const bool offer = have_next && g.next() % 8 != 0;
    if (offer) {
      dut.set_config(next.cfg);
      dut.drive(next.in, next.tag);
    } else {
      dut.idle();
    }
    const bool ready_out = g.next() % 4 != 0;
    dut.set_out_ready(ready_out);
    dut.settle();
    const bool accepted = offer && dut.in_ready();
    const bool delivered = dut.out_valid() && ready_out;
    if (delivered) {
      const ValhallResp r = dut.read();
      ASSERT_FALSE(queue.empty()) << "output with nothing in flight at cycle " << dut.cycle();
      const Pending p = queue.front();
      queue.pop_front();
      ASSERT_EQ(r.tag, p.tag) << "tag out of order at cycle " << dut.cycle();
      ++checked;
      const Decoded d = decode(p.in.word);
      if (!d.illegal) {
        ++legal;
        ++seen[static_cast<unsigned>(d.ins)];
      }
      const std::vector<FieldDiff> diffs = compare(p.expected, r.out);
      ++seen_by_ftz[static_cast<unsigned>(p.cfg.ftz)];
      if (!diffs.empty()) {
        ++bad_by_ftz[static_cast<unsigned>(p.cfg.ftz)];
        if (d.illegal) ++bad_illegal;
        else ++bad[static_cast<unsigned>(d.ins)];
        ++failures;
        if (printed < 10) {
          ++printed;
          std::string msg = "mismatch: " + describe(p.in, p.cfg);
          for (const FieldDiff& f : diffs) {
            char buf[160];
            std::snprintf(buf, sizeof buf, "\n    %-22s expected 0x%" PRIx64 " got 0x%" PRIx64,
                          f.name.c_str(), f.expected, f.got);
            msg += buf;
          }
          ADD_FAILURE() << msg;
        }
      }
    }
    if (accepted) {
      queue.push_back(next);
      have_next = false;
      ++issued;
    }
    dut.tick();
  }
  EXPECT_EQ(checked, count) << "pipeline stalled (cycles " << dut.cycle() << ")";
  std::printf("  %" PRIu64 " checked (%" PRIu64 " legal), %" PRIu64 " cycles, %" PRIu64
              " failures, %" PRIu64 " illegal-word mismatches\n",
              checked, legal, dut.cycle(), failures, bad_illegal);
  std::printf("  mismatches by ftz mode (preserve, flush32, flush32and16, abrupt):");
  for (unsigned f = 0; f < 4; ++f) {
    std::printf(" %" PRIu64 "/%" PRIu64, bad_by_ftz[f], seen_by_ftz[f]);
  }
  std::printf("\n");
  unsigned unseen = 0;
  std::printf("  per-instruction mismatches (instructions with any):\n");
  for (unsigned i = 0; i < gen::NUM_INS; ++i) {
    if (!seen[i]) ++unseen;
    if (bad[i]) {
      std::printf("    %-24s %6" PRIu64 " / %6" PRIu64 "\n", gen::INSTRUCTIONS[i].name, bad[i],
                  seen[i]);
    }
  }
  std::printf("  instructions never seen: %u\n", unseen);
  EXPECT_EQ(failures, 0u);
}

TEST(Quick, RandomTransactions) { run(20000, 0x5EED0001); }
TEST(Long, RandomTransactions) { run(1000000, 0x5EED0002); }

}  // namespace
}  // namespace shaderhw::valhall
