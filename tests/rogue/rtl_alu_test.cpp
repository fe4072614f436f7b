// The RTL main-ALU group data path (rtl/rogue/rogue_alu.sv, verilated as Vrogue_alu with
// NumPipeRegs 2 and Vrogue_alu_p0 with 0) against the golden execution
// (golden/rogue/execute.h), which is the reference. Every group comes from the random legal group
// generator (harness/rogue/rogue_gen.h), is decoded by the golden decoder and executed by golden
// execute() on a quad whose registers the group reads (and the destinations' old contents) were
// just filled with constrained-random values, with random P0 and PE per instance. The RTL gets the
// decoder's record (packed from the golden record) and the S0..S5 values golden read_reg gives on
// the quad before the execution; the test compares per instance the W0/W1 write enables (the
// condition, 1.2), the written values (the destination registers golden wrote) and P0 after the
// group. A repeated group (RPT, D68) runs its executions one after the other through the RTL, each
// reading the registers the RTL's earlier executions wrote, and the final destinations and P0 are
// compared. The RTL is driven as a stream with random producer bubbles and consumer
// back-pressure; results must leave in order (the tag) and within a cycle bound.
//
// Groups the RTL does not execute are counted apart, never as passes: out of scope (GTA and
// control groups: the RTL must raise unsupported_o and enable no write). An in-scope group on
// which the RTL raises unsupported_o is a mismatch. F64 groups (7.11) and the conversions
// CONVERTFROMF64 / CONVERTTOF64 are in scope: their binary64 operands come from a binary64 edge
// and random generator (f64_value below) rather than from independent 32-bit words.
//
// Directed groups: the worked examples of docs/rogue.md 11.1 and 11.3, with values typed from the
// document; every F64 op and both conversions on binary64 / 32-bit edge operands.
//
// Environment: ROGUE_ALU_SEED (default 1), ROGUE_ALU_GROUPS (random groups per model, default
// 50000). A mismatch prints the seed, the group number, its listing line, the instance and the
// field.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vrogue_alu.h"
#include "Vrogue_alu_p0.h"
#pragma GCC diagnostic pop
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"
#include "rogue/execute.h"
#include "record_pack.h"
#include "rogue_gen.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;

using test::env_u64;

// ---- Verilator ports of any width -----------------------------------------------------------------
template <class P>
void port_clear(P& port) {
  if constexpr (std::is_integral_v<P>) {
    port = 0;
  } else {
    for (size_t k = 0; k < sizeof(port) / sizeof(uint32_t); ++k) port[k] = 0;
  }
}
template <class P>
void port_set(P& port, unsigned lsb, unsigned width, uint64_t v) {
  for (unsigned b = 0; b < width; ++b) {
    const bool on = (v >> b) & 1;
    const unsigned bit = lsb + b;
    if constexpr (std::is_integral_v<P>) {
      using U = std::make_unsigned_t<P>;
      if (on) port = static_cast<P>(static_cast<U>(port) | (U{1} << bit));
      else port = static_cast<P>(static_cast<U>(port) & ~(U{1} << bit));
    } else {
      if (on) port[bit / 32] |= 1u << (bit % 32);
      else port[bit / 32] &= ~(1u << (bit % 32));
    }
  }
}
using rtl::port_get;  // rogue_record_ports.h

// ---- The record: golden Group -> rogue_decoder's record vectors (tests/rogue/record_pack.h), plus
// the ALU type and the IS0 mux, which rogue_decoder gives on grp_alu_o and is0_o.
struct Record {
  rtl::PackedRecord packed;
  uint32_t alu = 0, is0 = 0;
};

Record pack_record(const Group& g) {
  Record r;
  r.packed = rtl::pack_record(g);
  r.alu = static_cast<uint32_t>(g.alu);
  r.is0 = g.is0;
  return r;
}

// ---- One execution offered to the RTL and what came out ------------------------------------------
struct Outputs {
  bool w_we[kQuad][2] = {};
  uint32_t w[kQuad][2] = {};
  bool p0_we[kQuad] = {}, p0[kQuad] = {};
  bool unsupported = false;
};

struct Item {
  const Record* rec = nullptr;
  uint32_t s[kQuad][6] = {};
  bool p0[kQuad] = {}, pe[kQuad] = {};
  uint32_t rpt = 0;
  uint32_t tag = 0;
  std::function<void(const Outputs&)> done;
};

struct DriveStats {
  uint64_t cycles = 0, items = 0;
  std::string protocol;  // first protocol problem
};

// Streams items through one model with random bubbles and back-pressure.
template <class Model>
class AluDriver {
 public:
  AluDriver(VerilatedContext* ctx, uint64_t seed, double bubble, double backpressure)
      : m_(new Model(ctx)), rng_(seed), bubble_(bubble), backpressure_(backpressure) {
    m_->clk_i = 0;
    m_->rst_ni = 0;
    m_->in_valid_i = 0;
    m_->out_ready_i = 0;
    m_->eval();
    m_->rst_ni = 1;
    m_->eval();
  }

  void push(Item it) {
    it.tag = next_tag_++ & 0xFF;
    pending_.push_back(std::move(it));
  }

  // Runs until every pushed item has come out (or the cycle bound: a hang).
  bool drain(DriveStats& st) {
    uint64_t bound = 200 + 64 * (pending_.size() + inflight_.size());
    while (!pending_.empty() || !inflight_.empty()) {
      if (bound-- == 0) {
        if (st.protocol.empty()) st.protocol = "hang: results did not come out within the cycle bound";
        pending_.clear();
        inflight_.clear();
        return false;
      }
      step(st);
    }
    return true;
  }

 private:
  uint64_t rnd() {
    uint64_t z = (rng_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  bool chance(double p) { return static_cast<double>(rnd() >> 11) * (1.0 / 9007199254740992.0) < p; }

  void apply(const Item& it) {
    const Record& r = *it.rec;
    m_->grp_alu_i = r.alu;
    rtl::drive_record(*m_, r.packed);
    m_->is0_i = r.is0;
    m_->rpt_idx_i = it.rpt;
    m_->tag_i = it.tag;
    uint32_t p0 = 0, pe = 0;
    for (int l = 0; l < kQuad; ++l) {
      for (int k = 0; k < 6; ++k) port_set(m_->s_i, (l * 6 + k) * 32, 32, it.s[l][k]);
      p0 |= it.p0[l] << l;
      pe |= it.pe[l] << l;
    }
    m_->p0_i = p0;
    m_->pe_i = pe;
  }

  void step(DriveStats& st) {
    // Producer: a new item is offered unless a bubble; an offered one stays until taken.
    if (!offering_ && !pending_.empty() && !chance(bubble_)) {
      apply(pending_.front());
      offering_ = true;
    }
    m_->in_valid_i = offering_;
    m_->out_ready_i = !chance(backpressure_);
    m_->clk_i = 0;
    m_->eval();
    const bool in_fire = m_->in_valid_i && m_->in_ready_o;
    const bool out_fire = m_->out_valid_o && m_->out_ready_i;
    // The item taken this cycle joins the in-flight queue first: without pipeline registers it
    // comes out in the same cycle.
    if (in_fire) {
      inflight_.push_back(std::move(pending_.front()));
      pending_.pop_front();
      offering_ = false;
    }
    if (out_fire) {
      if (inflight_.empty()) {
        if (st.protocol.empty()) st.protocol = "a result came out with no group in flight";
      } else {
        Item it = std::move(inflight_.front());
        inflight_.pop_front();
        if (m_->tag_o != it.tag && st.protocol.empty())
          st.protocol = "result out of order: tag " + std::to_string(m_->tag_o) + ", expected " + std::to_string(it.tag);
        Outputs o;
        for (int l = 0; l < kQuad; ++l) {
          for (int k = 0; k < 2; ++k) {
            o.w_we[l][k] = (m_->w_we_o >> (2 * l + k)) & 1;
            o.w[l][k] = static_cast<uint32_t>(port_get(k ? m_->w1_o : m_->w0_o, l * 32, 32));
          }
          o.p0_we[l] = (m_->p0_we_o >> l) & 1;
          o.p0[l] = (m_->p0_o >> l) & 1;
        }
        o.unsupported = m_->unsupported_o;
        ++st.items;
        if (it.done) it.done(o);
      }
    }
    m_->clk_i = 1;
    m_->eval();
    ++st.cycles;
  }

  std::unique_ptr<Model> m_;
  uint64_t rng_;
  double bubble_, backpressure_;
  bool offering_ = false;
  uint32_t next_tag_ = 0;
  std::deque<Item> pending_, inflight_;
};

// ---- Classification ---------------------------------------------------------------------------------
bool out_of_scope(const Group& g) {
  if (g.alu == AluType::CONTROL) return true;
  return g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_GTA::LAYOUT_ID;
}
bool is_cvt_from(const Group& g) {
  return g.alu == AluType::MAIN && g.has(Slot::P0) && g.comp(Slot::P0).layout == L::M_CVTFROMF64::LAYOUT_ID;
}
bool is_cvt_to(const Group& g) {
  return g.alu == AluType::MAIN && g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_CVT::LAYOUT_ID;
}

// ---- binary64 operands -------------------------------------------------------------------------
// Edges: zeros, subnormal limits, the smallest and largest normals, one and its neighbours,
// infinities, quiet and signalling NaNs of both signs with payloads, S32/U32 limits and the
// half-integers around them (CONVERTFROMF64's ties and saturation), binary32 limits and ties
// (the largest float, the tie above it, the smallest subnormal, half of it, 1.5 of half of it),
// values that cancel or round at a tie in sums and products.
const uint64_t kEdges64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x8000000000000001ull,
    0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull, 0x0010000000000000ull, 0x8010000000000000ull,
    0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull,
    0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FF0000000000000ull, 0xFFF0000000000000ull,
    0x7FF8000000000000ull, 0xFFF8000000000000ull, 0x7FF8000000000123ull, 0x7FF0000000000001ull,
    0xFFF4000000000000ull, 0x4000000000000000ull, 0x3FE0000000000000ull, 0xBFE0000000000000ull,
    0x3FF8000000000000ull, 0x4004000000000000ull, 0xC004000000000000ull, 0x400C000000000000ull,
    0x41DFFFFFFFC00000ull, 0x41DFFFFFFFE00000ull, 0x41E0000000000000ull, 0xC1E0000000000000ull,
    0xC1E0000000100000ull, 0xC1E0000000200000ull, 0x41EFFFFFFFE00000ull, 0x41EFFFFFFFF00000ull,
    0x41F0000000000000ull, 0x43E0000000000000ull, 0x47EFFFFFE0000000ull, 0x47EFFFFFF0000000ull,
    0xC7EFFFFFF0000000ull, 0x36A0000000000000ull, 0x3690000000000000ull, 0x3698000000000000ull,
    0x380FFFFFF0000000ull, 0x3FF0000010000000ull, 0x3FF0000030000000ull, 0x3FF0000000000003ull,
    0x3CA0000000000000ull, 0x3CB0000000000000ull, 0x7FE0000000000000ull, 0x0008000000000000ull,
    0x5FF0000000000000ull, 0x1FF0000000000000ull, 0x3FD5555555555555ull, 0x4010000000000000ull};
constexpr uint32_t kNumEdges64 = sizeof(kEdges64) / sizeof(kEdges64[0]);

uint64_t bits64(double v) {
  uint64_t x;
  std::memcpy(&x, &v, 8);
  return x;
}
double dbl(uint64_t x) {
  double v;
  std::memcpy(&v, &x, 8);
  return v;
}

// A constrained-random binary64 value; `slot` 1 (B) and 2 (C) sometimes depend on the earlier
// operands (p[0] = A, p[1] = B): B cancelling A, C = -(A B) (a fused MAD's cancellation).
uint64_t f64_value(GroupGen& gen, int slot, const uint64_t* p) {
  if (slot == 1 && gen.chance(0.1)) return (p[0] ^ 0x8000000000000000ull) + static_cast<uint64_t>(static_cast<int64_t>(gen.below(5)) - 2);
  if (slot == 2 && gen.chance(0.15)) {
    const double r = -(dbl(p[0]) * dbl(p[1]));
    return bits64(r) + (gen.chance(0.5) ? 0 : static_cast<uint64_t>(static_cast<int64_t>(gen.below(5)) - 2));
  }
  const uint64_t man = gen.u64() & 0x000FFFFFFFFFFFFFull, sign = static_cast<uint64_t>(gen.below(2)) << 63;
  switch (gen.below(10)) {
    case 0: case 1: case 2: return kEdges64[gen.below(kNumEdges64)];
    case 3: return kEdges64[gen.below(kNumEdges64)] + static_cast<uint64_t>(static_cast<int64_t>(gen.below(5)) - 2);  // neighbours
    case 4: case 5: return sign | static_cast<uint64_t>(1003 + gen.below(40)) << 52 | man;  // modest
    case 6: {  // the ends of the range: subnormals, products and quotients that under/overflow
      const uint64_t e = gen.chance(0.5) ? gen.below(60) : 2046 - gen.below(60);
      return sign | e << 52 | man;
    }
    case 7: {  // integers and half-integers, around the S32/U32 limits as well
      static const double kBase[] = {0.0, 1.0, 2.0, 3.0, 2147483647.0, 2147483648.0, 4294967295.0, 4294967296.0, 12345.0};
      static const double kFrac[] = {0.0, 0.5, 0.25, 0.75, 0.5, 1.0};
      const double v = kBase[gen.below(9)] + kFrac[gen.below(6)];
      return bits64(gen.chance(0.5) ? -v : v);
    }
    case 8: {  // a binary32 value (normal or subnormal) plus half its ulp (a tie) or a bit more/less
      const uint64_t e = gen.chance(0.3) ? 874 + gen.below(30) : 896 + gen.below(254);  // 2^-149 .. 2^127
      const uint64_t f32man = man & ~((1ull << 29) - 1);
      const uint64_t tie = (e >= 897 ? 1ull << 28 : 1ull << (28 + 897 - e));
      const int64_t d = static_cast<int64_t>(gen.below(3)) - 1;
      return sign | e << 52 | ((f32man + tie + static_cast<uint64_t>(d)) & 0x000FFFFFFFFFFFFFull);
    }
    default: return gen.u64();
  }
}

bool cond_enabled(const Instance& in, uint8_t cc) {  // 1.2, restated for the enable check
  switch (cc) {
    case 0: return in.pe;
    case 1: return in.pe && in.p0;
    case 2: return true;
    default: return in.pe && !in.p0;
  }
}

RegRef advance(RegRef r, uint32_t k) {  // D68, as golden execute() advances references
  if (r.bank >= 1 && r.bank <= 5) r.index = static_cast<uint16_t>(r.index + k);
  else if (r.bank >= 6) r.index = static_cast<uint16_t>(r.index + (k << 3));
  return r;
}

// ---- The random comparison ---------------------------------------------------------------------
struct Figures {
  uint64_t groups = 0, compared = 0, executions = 0, mismatches = 0, out_of_scope = 0;
  uint64_t f64 = 0, cvt_from = 0, cvt_to = 0;  // of the compared groups
  std::vector<std::string> first;  // first mismatch reports
};

// Where the groups and the register contents come from: the random generator, or directed lists.
struct Source {
  std::function<bool(uint64_t n, Group& g)> group;                 // group n (false: no more)
  std::function<uint32_t(uint64_t n, int lane, int slot)> value;  // slot 0..5 S0..S5, 6/7 the old W0/W1
  bool all_enabled = false;                                       // PE = 1 on every instance
};

template <class Model>
void run_groups(const char* model_name, uint64_t seed, uint64_t count, double bubble, double bp, Figures& f,
                DriveStats& st, const Source& src) {
  VerilatedContext ctx;
  AluDriver<Model> drv(&ctx, seed * 7 + 3, bubble, bp);
  GroupGen gen(seed);  // P0 and PE
  Quad qg, qr;  // golden; the RTL's view for repeated groups
  std::deque<Record> records;
  auto report = [&](uint64_t n, const Group& g, const std::string& what) {
    ++f.mismatches;
    if (f.first.size() < 12) {
      std::ostringstream os;
      os << model_name << " seed " << seed << " group " << n << ": " << listing_line(g) << "\n    " << what;
      f.first.push_back(os.str());
    }
  };
  Group g;
  for (uint64_t n = 0; n < count && src.group(n, g); ++n) {
    ++f.groups;
    const uint32_t reps = g.hdr(L::HDR::RPT) + 1;
    const bool unpck = g.has(Slot::P0) && g.comp(Slot::P0).layout == L::M_UNPCK::LAYOUT_ID;
    const bool pck = g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_PCK::LAYOUT_ID;
    auto src_ref = [&](int s, uint32_t k) { return (unpck && s == 0) ? g.src[s] : advance(g.src[s], k); };
    auto dst_ref = [&](int w, uint32_t k) { return pck ? g.w[w] : advance(g.w[w], k); };
    // Fresh contents for everything the group reads and writes, P0 and PE; the same in both quads.
    for (int i = 0; i < kQuad; ++i) {
      qg.in[i].p0 = gen.chance(0.5);
      qg.in[i].pe = src.all_enabled || gen.chance(0.8);
      for (uint32_t k = 0; k < reps; ++k) {
        for (int s = 0; s < 6; ++s) write_reg(qg.in[i], src_ref(s, k), src.value(n, i, s));
        for (int w = 0; w < 2; ++w)
          if (g.w_present[w]) write_reg(qg.in[i], dst_ref(w, k), src.value(n, i, 6 + w));
      }
    }
    const bool scope_out = out_of_scope(g);
    records.push_back(pack_record(g));
    if (records.size() > 4096) records.pop_front();
    const Record* rec = &records.back();

    if (reps == 1) {
      Item it;
      it.rec = rec;
      for (int i = 0; i < kQuad; ++i) {
        for (int s = 0; s < 6; ++s) it.s[i][s] = read_reg(qg.in[i], g.src[s]);
        it.p0[i] = qg.in[i].p0;
        it.pe[i] = qg.in[i].pe;
      }
      bool en[kQuad];
      for (int i = 0; i < kQuad; ++i) en[i] = cond_enabled(qg.in[i], g.cc());
      const ExecStatus es = execute(g, qg);
      // Expected per instance: enables by the condition; values and P0 from the golden quad.
      struct Exp {
        bool we[kQuad][2];
        uint32_t w[kQuad][2];
        bool p0[kQuad];
      } e{};
      for (int i = 0; i < kQuad; ++i) {
        for (int k = 0; k < 2; ++k) {
          e.we[i][k] = en[i] && g.w_present[k];
          e.w[i][k] = read_reg(qg.in[i], g.w[k]);
        }
        e.p0[i] = qg.in[i].p0;
      }
      const bool in_p0[kQuad] = {it.p0[0], it.p0[1], it.p0[2], it.p0[3]};
      const bool golden_ok = es.ok;
      it.done = [&, n, g, e, in_p0, scope_out, golden_ok](const Outputs& o) {
        ++f.executions;
        if (scope_out || !golden_ok) {
          ++f.out_of_scope;
          bool any_we = false;
          for (int i = 0; i < kQuad; ++i) any_we = any_we || o.w_we[i][0] || o.w_we[i][1] || o.p0_we[i];
          if (!o.unsupported || any_we) report(n, g, "out-of-scope group: unsupported_o must be 1 with no write enabled");
          return;
        }
        if (o.unsupported) return report(n, g, "unsupported_o on an in-scope group");
        ++f.compared;
        f.f64 += g.alu == AluType::F64;
        f.cvt_from += is_cvt_from(g);
        f.cvt_to += is_cvt_to(g);
        for (int i = 0; i < kQuad; ++i) {
          for (int k = 0; k < 2; ++k) {
            char b[160];
            if (o.w_we[i][k] != e.we[i][k]) {
              std::snprintf(b, sizeof b, "instance %d W%d write enable: RTL %d, expected %d", i, k, o.w_we[i][k], e.we[i][k]);
              return report(n, g, b);
            }
            if (e.we[i][k] && o.w[i][k] != e.w[i][k]) {
              std::snprintf(b, sizeof b, "instance %d W%d: RTL 0x%08X, golden 0x%08X", i, k, o.w[i][k], e.w[i][k]);
              return report(n, g, b);
            }
          }
          const bool p0 = o.p0_we[i] ? o.p0[i] : in_p0[i];
          if (p0 != e.p0[i]) {
            char b[120];
            std::snprintf(b, sizeof b, "instance %d P0 after the group: RTL %d (we %d), golden %d", i, p0, o.p0_we[i], e.p0[i]);
            return report(n, g, b);
          }
        }
      };
      drv.push(std::move(it));
      if (n % 64 == 63) drv.drain(st);  // bounded queues; the pipeline still sees streams
      continue;
    }

    // Repeated group: the executions in order through the RTL, each reading what the RTL wrote.
    drv.drain(st);
    for (int i = 0; i < kQuad; ++i) {
      qr.in[i].p0 = qg.in[i].p0;
      qr.in[i].pe = qg.in[i].pe;
      for (uint32_t k = 0; k < reps; ++k) {
        for (int s = 0; s < 6; ++s) write_reg(qr.in[i], src_ref(s, k), read_reg(qg.in[i], src_ref(s, k)));
        for (int w = 0; w < 2; ++w)
          if (g.w_present[w]) write_reg(qr.in[i], dst_ref(w, k), read_reg(qg.in[i], dst_ref(w, k)));
      }
    }
    const ExecStatus es = execute(g, qg);
    bool unsupported = false, we_bad = false;
    for (uint32_t k = 0; k < reps; ++k) {
      Item it;
      it.rec = rec;
      it.rpt = k;
      for (int i = 0; i < kQuad; ++i) {
        for (int s = 0; s < 6; ++s) it.s[i][s] = read_reg(qr.in[i], src_ref(s, k));
        it.p0[i] = qr.in[i].p0;
        it.pe[i] = qr.in[i].pe;
      }
      // The condition of execution k reads P0 as the executions before it left it.
      bool en[kQuad];
      for (int i = 0; i < kQuad; ++i) en[i] = cond_enabled(qr.in[i], g.cc());
      it.done = [&, k, en](const Outputs& o) {
        ++f.executions;
        unsupported = unsupported || o.unsupported;
        for (int i = 0; i < kQuad; ++i) {
          for (int w = 0; w < 2; ++w) {
            if (o.w_we[i][w] != (en[i] && g.w_present[w])) we_bad = true;
            if (o.w_we[i][w]) write_reg(qr.in[i], dst_ref(w, k), o.w[i][w]);
          }
          if (o.p0_we[i]) qr.in[i].p0 = o.p0[i];
        }
      };
      drv.push(std::move(it));
      drv.drain(st);
    }
    if (scope_out || !es.ok) {
      ++f.out_of_scope;
      if (!unsupported) report(n, g, "out-of-scope repeated group: unsupported_o must be 1");
      continue;
    }
    if (unsupported) {
      report(n, g, "repeated group: unsupported_o on an in-scope group");
      continue;
    }
    ++f.compared;
    f.f64 += g.alu == AluType::F64;
    f.cvt_from += is_cvt_from(g);
    f.cvt_to += is_cvt_to(g);
    if (we_bad) {
      report(n, g, "repeated group: a write enable differs from the condition");
      continue;
    }
    bool bad = false;
    for (int i = 0; i < kQuad && !bad; ++i) {
      for (uint32_t k = 0; k < reps && !bad; ++k)
        for (int w = 0; w < 2 && !bad; ++w) {
          if (!g.w_present[w]) continue;
          const uint32_t a = read_reg(qr.in[i], dst_ref(w, k)), b = read_reg(qg.in[i], dst_ref(w, k));
          if (a != b) {
            char t[160];
            std::snprintf(t, sizeof t, "repeated group, instance %d, W%d of execution %u (%s): RTL 0x%08X, golden 0x%08X", i,
                          w, k, reg_name(dst_ref(w, k)).c_str(), a, b);
            report(n, g, t);
            bad = true;
          }
        }
      if (!bad && qr.in[i].p0 != qg.in[i].p0) {
        char t[120];
        std::snprintf(t, sizeof t, "repeated group, instance %d: P0 RTL %d, golden %d", i, qr.in[i].p0, qg.in[i].p0);
        report(n, g, t);
        bad = true;
      }
    }
  }
  drv.drain(st);
}

template <class Model>
void random_run(const char* model_name, uint64_t seed, uint64_t count, double bubble, double bp, Figures& f,
                DriveStats& st) {
  GroupGen gen(seed * 3 + 1);
  Source src;
  Group cur;
  uint64_t pair[3] = {0, 0, 0};
  src.group = [&](uint64_t, Group& g) {
    g = gen.next().group;
    cur = g;
    return true;
  };
  // S0..S5 come in order per instance and execution: F64 groups get binary64 pairs (A = S3:S0,
  // B = S4:S1, C = S5:S2), CONVERTFROMF64 mostly a binary64 S2:S0.
  src.value = [&](uint64_t, int, int slot) -> uint32_t {
    if (cur.alu == AluType::F64 && slot < 6) {
      if (slot < 3) {
        pair[slot] = f64_value(gen, slot, pair);
        return static_cast<uint32_t>(pair[slot]);
      }
      return static_cast<uint32_t>(pair[slot - 3] >> 32);
    }
    if (is_cvt_from(cur) && (slot == 0 || slot == 2)) {
      if (slot == 0) pair[0] = gen.chance(0.85) ? f64_value(gen, 0, pair) : (static_cast<uint64_t>(gen.value()) << 32 | gen.value());
      return static_cast<uint32_t>(slot == 0 ? pair[0] : pair[0] >> 32);
    }
    return gen.value();
  };
  run_groups<Model>(model_name, seed, count, bubble, bp, f, st, src);
}

void print_figures(const char* name, uint64_t seed, const Figures& f, const DriveStats& st, double secs) {
  std::printf("%s: seed %llu, %llu groups (%llu executions, %llu cycles): %llu compared (%llu F64 groups, "
              "%llu CONVERTFROMF64, %llu CONVERTTOF64), %llu mismatches; "
              "%llu out of scope (unsupported_o checked); %.1f s\n",
              name, static_cast<unsigned long long>(seed), static_cast<unsigned long long>(f.groups),
              static_cast<unsigned long long>(f.executions), static_cast<unsigned long long>(st.cycles),
              static_cast<unsigned long long>(f.compared), static_cast<unsigned long long>(f.f64),
              static_cast<unsigned long long>(f.cvt_from), static_cast<unsigned long long>(f.cvt_to),
              static_cast<unsigned long long>(f.mismatches),
              static_cast<unsigned long long>(f.out_of_scope), secs);
  for (const std::string& s : f.first) std::printf("  MISMATCH %s\n", s.c_str());
}

template <class Model>
void random_test(const char* name, uint64_t seed_offset) {
  const uint64_t seed = env_u64("ROGUE_ALU_SEED", 1) + seed_offset;
  const uint64_t count = env_u64("ROGUE_ALU_GROUPS", 50000);
  const auto t0 = std::chrono::steady_clock::now();
  Figures f;
  DriveStats st;
  // A third without bubbles or back-pressure, the rest with both.
  random_run<Model>(name, seed, count / 3, 0.0, 0.0, f, st);
  random_run<Model>(name, seed + 1000, count - count / 3, 0.25, 0.3, f, st);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  print_figures(name, seed, f, st, secs);
  EXPECT_TRUE(st.protocol.empty()) << st.protocol;
  EXPECT_EQ(f.mismatches, 0u);
  EXPECT_GT(f.compared, f.groups / 3) << "too few groups compared";
}

TEST(RtlAlu, RandomGroupsPipe2) { random_test<Vrogue_alu>("Vrogue_alu (NumPipeRegs 2)", 0); }
TEST(RtlAlu, RandomGroupsPipe0) { random_test<Vrogue_alu_p0>("Vrogue_alu_p0 (NumPipeRegs 0)", 100); }

// ---- Directed: edge operands crossed with every op and modifier of rogue_alu's own units -------
// Float edges (zeros, subnormal limits, one, the largest normal, infinities, quiet and signalling
// NaNs of both signs with payloads, values that cancel or round), integer extremes and binary16
// pairs. Two-operand templates see every ordered pair of edges; three-operand ones a third edge
// that walks with them.
const uint32_t kEdges[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000,
    0x3F800000, 0xBF800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
    0x7FC12345, 0xFFE00001, 0x7F800001, 0xFFA00000, 0x3F000000, 0xBEFFFFFF, 0x3F7FFFFF, 0x3F800001,
    0x4B000000, 0xCB7FFFFF, 0x3FC00000, 0xC0200000, 0x33800000, 0x0C800000, 0x7EFFFFFF, 0x00000080,
    0x0000007F, 0x000000FF, 0x00007FFF, 0x00008000, 0x0000FFFF, 0x7FFFFFFF, 0xFFFFFFFF, 0x3C00BC00,
    0x7C00FC00, 0x7E007D00, 0x03FF8001, 0x80FF7F01};
constexpr uint32_t kNumEdges = sizeof(kEdges) / sizeof(kEdges[0]);

std::vector<std::string> directed_templates() {
  std::vector<std::string> t;
  const std::string decl = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6";
  const char* yn[] = {"", ".abs"};
  // FADD / FMUL in P0 and P1, every modifier combination (P1 mirrors P0's modifiers).
  for (const char* op : {"fadd", "fmul"})
    for (int m = 0; m < 64; ++m) {
      const std::string mods = std::string(m & 1 ? ".lp" : "") + (m & 2 ? ".sat" : "");
      const std::string a = std::string(m & 4 ? ".abs" : "") + (m & 8 ? ".neg" : "") + (m & 16 ? ".flr" : "");
      t.push_back(decl + "; " + op + mods + " ft0, s0" + a + ", s1" + yn[m >> 5 & 1] + "; " + op + mods + " ft1, s3" + a +
                  ", s4" + yn[m >> 5 & 1] + "; is4=ft0, is5=ft1; w0=r10, w1=r11");
    }
  // FMAD: every modifier of every source, with and without .sat.
  for (int m = 0; m < 256; ++m) {
    const std::string mods = m & 1 ? ".sat" : "";
    const std::string a = std::string(m & 2 ? ".abs" : "") + (m & 4 ? ".neg" : "");
    const std::string b = std::string(m & 8 ? ".abs" : "") + (m & 16 ? ".neg" : "");
    const std::string c = std::string(m & 32 ? ".abs" : "") + (m & 64 ? ".neg" : "") + (m & 128 ? ".flr" : "");
    t.push_back(decl + "; fmad" + mods + " ft0, s0" + a + ", s1" + b + ", s2" + c + "; fmad.lp" + mods + " ft1, s3" + a +
                ", s4" + b + ", s5" + c + "; is4=ft0, is5=ft1; w0=r10, w1=r11");
  }
  // MBYP and the derivatives, P0 and P1, sign modifiers.
  for (const char* op : {"mbyp", "fdsx", "fdsy", "fdsxf", "fdsyf"})
    for (int m = 0; m < 4; ++m) {
      const std::string a = std::string(m & 1 ? ".neg" : "") + (m & 2 ? ".abs" : "");
      t.push_back(decl + "; " + op + " ft0, s0" + a + "; " + op + " ft1, s3" + a + "; is4=ft0, is5=ft1; w0=r10, w1=r11");
    }
  // INT8_16: every op, SAT, elements and modifiers.
  for (const char* sg : {"u", "i"})
    for (const char* op : {"add", "mul", "mad"})
      for (const char* w : {"8", "16"})
        for (int m = 0; m < 16; ++m) {
          const bool w16 = w[0] == '1';
          const std::string e0 = ".e" + std::to_string(w16 ? m & 1 : m & 3), e1 = ".e" + std::to_string(w16 ? (m >> 1) & 1 : (m >> 2) & 3);
          std::string g = decl + "; " + sg + op + w + (m & 8 ? ".sat" : "") + " ft0, s0" + (m & 4 ? ".neg" : "") +
                          (m & 2 ? ".abs" : "") + e0 + ", s1" + (m & 1 ? ".abs" : "") + e1;
          if (op[1] == 'a' && op[2] == 'd' && op[0] == 'm') g += std::string(", s2") + (m & 2 ? ".neg" : "") + (m & 4 ? ".abs" : "") + ".e" + std::to_string(m & 1);
          t.push_back(g + "; is4=ft0; w0=r10");
        }
  // INT32_64: every op, carry-in, modifiers; W1 shows FTE (upper word or IS0), TSTC the carry.
  for (const char* op : {"uadd6432", "sadd6432", "add64", "umadd32", "smadd32", "umadd64", "smadd64"})
    for (int m = 0; m < 16; ++m) {
      const bool hi = std::string(op) == "add64" || std::string(op).find("madd64") != std::string::npos;
      const std::string a = m & 1 ? ".neg" : "", b = m & 2 ? ".abs" : "", c = m & 4 ? ".neg.abs" : "";
      t.push_back("s0=r1, s1=r2, s2=r3, is0=s3, s3=r4; " + std::string(op) + " ft0, s0" + a + ", s1" + b + ", s2" + c +
                  (hi ? ", is0" : "") + (m & 8 ? ", p0" : ", _") + "; tstc.u32 ftt, p0; is4=ft0, is5=fte; w0=r10, w1=r11");
    }
  // TST: every op on every type and element, with and without PWEN; MOVC shows FTT.
  const char* types[] = {"f32", "u16", "s16", "u8", "s8", "u32", "s32", "f16"};
  for (const char* op : {"tstz", "tstgz", "tstgez", "tste", "tstg", "tstge", "tstne", "tstl", "tstle", "tstmin", "tstmax"})
    for (int ty = 0; ty < 8; ++ty)
      for (int e = 0; e < ((ty == 3 || ty == 4) ? 4 : (ty == 1 || ty == 2 || ty == 7) ? 2 : 1); ++e) {
        const bool one = op[3] == 'z' || (op[3] == 'g' && op[4] == 'z') || (op[3] == 'g' && op[4] == 'e' && op[5] == 'z');
        std::string s = decl + "; mbyp ft0, s0; mbyp ft1, s3; " + op + "." + types[ty];
        if (ty == 1 || ty == 2 || ty == 3 || ty == 4 || ty == 7) s += ".e" + std::to_string(e);
        s += std::string(" ftt, ") + ((e + ty) & 1 ? "p0" : "_") + ", ft0" + (one ? "" : ", ft1");
        t.push_back(s + "; movc w0, w1, ftt, ft1, ft0; w0=r10, w1=r11");
      }
  // FADD_P2 / FMUL_P2 (IS3 = FT0 or FTE), every modifier.
  for (const char* op : {"fadd", "fmul"})
    for (int m = 0; m < 32; ++m)
      t.push_back("s0=r1, is0=s3, s3=r4; mbyp ft0, s0; " + std::string(op) + (m & 1 ? ".sat" : "") + (m & 16 ? ".lp" : "") +
                  " ft2, " + (m & 16 ? "fte" : "ft0") + (m & 2 ? ".abs" : "") + (m & 4 ? ".neg" : "") + ", fte" +
                  (m & 8 ? ".abs" : "") + "; is4=ft2; w0=r10");
  // MOV / MOVC byte lanes and every source.
  for (int mk = 0; mk < 16; ++mk) {
    std::string lanes;
    for (int e = 0; e < 4; ++e)
      if (mk >> e & 1) lanes += ".e" + std::to_string(e);
    if (mk == 0) lanes = ".none";
    if (mk == 15) lanes = "";
    const char* ft[] = {"ft0", "ft1", "ft2", "fte"};
    t.push_back("s0=r1, is0=s4, s3=r4, s4=r5; mbyp ft0, s0; mbyp ft1, s3; fadd ft2, ft0, fte; mov w0" + lanes + ", " +
                ft[mk & 3] + "; is4=" + ft[(mk >> 2) & 3] + ", is5=fte; w0=r10, w1=r11");
    t.push_back("s0=r1, is0=s4, s3=r4, s4=r5; mbyp ft0, s0; mbyp ft1, s3; fmul ft2, ft1, fte; tstg.u32 ftt, _, ft0, ft1; movc w0" +
                lanes + ", w1, ftt, " + ft[mk & 3] + ", " + ft[(mk >> 2) & 3] + "; is4=fte, is5=ft2; w0=r10, w1=r11");
  }
  return t;
}

TEST(RtlAlu, DirectedEdges) {
  const std::vector<std::string> tpl = directed_templates();
  std::vector<Group> groups;
  for (const std::string& t : tpl) {
    const AsmResult a = assemble_group(t);
    ASSERT_TRUE(a.ok) << t << ": " << a.error;
    groups.push_back(decode_group(a.word.data(), a.word.size(), 0));
    ASSERT_FALSE(groups.back().illegal) << t;
  }
  // Every ordered pair of edges over the four instances of ceil(N^2 / 4) executions per template.
  const uint64_t per = (kNumEdges * kNumEdges + 3) / 4;
  Source src;
  src.group = [&](uint64_t n, Group& g) {
    if (n / per >= groups.size()) return false;
    g = groups[n / per];
    return true;
  };
  src.value = [&](uint64_t n, int lane, int slot) -> uint32_t {
    const uint64_t p = (n % per) * 4 + static_cast<uint64_t>(lane);
    const uint32_t a = kEdges[p % kNumEdges], b = kEdges[(p / kNumEdges) % kNumEdges];
    const uint32_t c = kEdges[(p * 7 + n / per) % kNumEdges];
    switch (slot) {
      case 0: case 3: return a;
      case 1: case 4: return b;
      case 2: case 5: return c;
      default: return 0xDEADBEEF;
    }
  };
  src.all_enabled = true;
  const auto t0 = std::chrono::steady_clock::now();
  Figures f;
  DriveStats st;
  run_groups<Vrogue_alu>("Vrogue_alu directed", 17, per * groups.size(), 0.1, 0.2, f, st, src);
  print_figures("Vrogue_alu directed edges", 17, f, st,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  std::printf("  %zu templates x %llu executions (%u edge values)\n", groups.size(), static_cast<unsigned long long>(per), kNumEdges);
  EXPECT_TRUE(st.protocol.empty()) << st.protocol;
  EXPECT_EQ(f.mismatches, 0u);
  EXPECT_EQ(f.compared, f.groups);
}

// ---- Directed: every F64 op and both conversions on edge operands ------------------------------
// F64 ops: every ordered pair (A, B) of kEdges64 over the four instances, C a third edge walking
// with them. CONVERTFROMF64 (every FMT) on every edge as S2:S0; CONVERTTOF64 (every FMT, IS3 from
// FT0 = S0 and from S2) on every 32-bit edge, with the D40 checks: W0 = IS4 = the converted low
// word, W1 = FT2, and a TST on FT0 that must still see the P0 result (MOVC shows FTT).
TEST(RtlAlu, DirectedF64Edges) {
  const std::string decl = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6";
  std::vector<std::string> f64_tpl, cvt_tpl;
  for (const char* op : {"f64mul", "f64add", "f64div"}) f64_tpl.push_back(decl + "; " + op + " w0, w1, s0, s3, s1, s4; w0=r10, w1=r11");
  f64_tpl.push_back(decl + "; f64mad w0, w1, s0, s3, s1, s4, s2, s5; w0=r10, w1=r11");
  for (const char* op : {"f64rcp", "f64sqrt", "f64rsq", "f64byp"}) f64_tpl.push_back(decl + "; " + op + " w0, w1, s0, s3; w0=r10, w1=r11");
  for (const char* fmt : {"f32", "s32", "u32"}) {
    cvt_tpl.push_back(decl + "; convertfromf64." + fmt + " ft0, s0, s2; mbyp ft1, s3; is5=ft1; w0=r10, w1=r11");
    cvt_tpl.push_back(decl + "; mbyp ft0, s0; converttof64." + fmt + " ft0, ft2, ft0; is5=ft2; w0=r10, w1=r11");
    cvt_tpl.push_back(decl + "; mbyp ft0, s0; mbyp ft1, s3; converttof64." + fmt +
                      " ft0, ft2, s2; tste.u32 ftt, _, ft0, ft1; movc w0.e0.e1, w1, ftt, ft2, ft0; w0=r10, w1=r11");
  }
  std::vector<Group> groups;
  std::vector<bool> is_f64;
  for (const auto* list : {&f64_tpl, &cvt_tpl})
    for (const std::string& t : *list) {
      const AsmResult a = assemble_group(t);
      ASSERT_TRUE(a.ok) << t << ": " << a.error;
      groups.push_back(decode_group(a.word.data(), a.word.size(), 0));
      ASSERT_FALSE(groups.back().illegal) << t;
      is_f64.push_back(list == &f64_tpl);
    }
  const uint64_t per_f64 = (kNumEdges64 * kNumEdges64 + 3) / 4;
  const uint64_t per_cvt = (kNumEdges64 + kNumEdges + 3) / 4 * 4;  // every edge on every instance
  std::vector<uint64_t> start{0};
  for (size_t k = 0; k < groups.size(); ++k) start.push_back(start.back() + (is_f64[k] ? per_f64 : per_cvt));
  auto which = [&](uint64_t n) {
    size_t k = 0;
    while (k + 1 < start.size() && start[k + 1] <= n) ++k;
    return k;
  };
  Source src;
  src.group = [&](uint64_t n, Group& g) {
    const size_t k = which(n);
    if (k >= groups.size()) return false;
    g = groups[k];
    return true;
  };
  src.value = [&](uint64_t n, int lane, int slot) -> uint32_t {
    const size_t k = which(n);
    const uint64_t j = n - start[k];
    uint64_t a, b, c;
    if (is_f64[k]) {
      const uint64_t p = j * 4 + static_cast<uint64_t>(lane);
      a = kEdges64[p % kNumEdges64];
      b = kEdges64[(p / kNumEdges64) % kNumEdges64];
      c = kEdges64[(p * 7 + k) % kNumEdges64];
    } else {
      // instance `lane` of execution j takes edge (j + lane * per_cvt / 4) of the joint list
      const uint64_t e = (j + static_cast<uint64_t>(lane) * (per_cvt / 4)) % (kNumEdges64 + kNumEdges);
      const uint32_t w = e < kNumEdges64 ? static_cast<uint32_t>(kEdges64[e] >> 32) : kEdges[e - kNumEdges64];
      a = e < kNumEdges64 ? kEdges64[e] : (static_cast<uint64_t>(w) << 32 | w);  // S2:S0 (CONVERTFROMF64)
      b = static_cast<uint64_t>(kEdges[(e * 5 + 1) % kNumEdges]) << 32 | w;       // S0 / S2 (CONVERTTOF64 IS3)
      c = b;
      switch (slot) {
        case 0: return static_cast<uint32_t>(groups[k].has(Slot::P2PCK) ? w : a);
        case 2: return static_cast<uint32_t>(groups[k].has(Slot::P2PCK) ? w : a >> 32);
        case 3: return kEdges[(e * 3 + 2) % kNumEdges];
        default: return static_cast<uint32_t>(c >> 32);
      }
    }
    switch (slot) {
      case 0: return static_cast<uint32_t>(a);
      case 1: return static_cast<uint32_t>(b);
      case 2: return static_cast<uint32_t>(c);
      case 3: return static_cast<uint32_t>(a >> 32);
      case 4: return static_cast<uint32_t>(b >> 32);
      case 5: return static_cast<uint32_t>(c >> 32);
      default: return 0xDEADBEEF;
    }
  };
  src.all_enabled = true;
  const auto t0 = std::chrono::steady_clock::now();
  Figures f;
  DriveStats st;
  run_groups<Vrogue_alu>("Vrogue_alu directed F64", 23, start.back(), 0.1, 0.2, f, st, src);
  print_figures("Vrogue_alu directed F64 edges", 23, f, st,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  std::printf("  %zu F64 templates x %llu executions (%u binary64 edges), %zu conversion templates x %llu\n",
              f64_tpl.size(), static_cast<unsigned long long>(per_f64), kNumEdges64, cvt_tpl.size(),
              static_cast<unsigned long long>(per_cvt));
  EXPECT_TRUE(st.protocol.empty()) << st.protocol;
  EXPECT_EQ(f.mismatches, 0u);
  EXPECT_EQ(f.compared, f.groups);
  EXPECT_EQ(f.f64, f64_tpl.size() * per_f64);
}

// The generator's coverage: every main-ALU op in every slot it may occupy comes up.
TEST(RtlAlu, GeneratorCoverage) {
  GroupGen gen(env_u64("ROGUE_ALU_SEED", 1));
  for (int n = 0; n < 20000; ++n) gen.next();
  std::printf("generator: %llu groups drawn, %llu refused by the assembler/decoder and drawn again\n",
              static_cast<unsigned long long>(gen.drawn()), static_cast<unsigned long long>(gen.refused()));
  std::string line;
  for (const auto& [op, c] : gen.coverage()) {
    line += op + "=" + std::to_string(c) + " ";
    if (line.size() > 100) {
      std::printf("  %s\n", line.c_str());
      line.clear();
    }
  }
  if (!line.empty()) std::printf("  %s\n", line.c_str());
  const char* must[] = {"FADD@P0", "FMUL@P0", "FMAD@P0", "MBYP@P0", "FDSX@P0", "FDSY@P0", "FDSXF@P0", "FDSYF@P0",
                        "FADD@P1", "FMUL@P1", "FMAD@P1", "MBYP@P1", "FDSX@P1", "FDSYF@P1", "UADD8@P0", "IMAD16@P0",
                        "UMUL16@P0", "UADD6432@P0", "SADD6432@P0", "ADD64@P0", "UMADD32@P0", "SMADD32@P0",
                        "UMADD64@P0", "SMADD64@P0", "UNPCK@P0", "FRCP@P0", "FSINC@P0", "FRED@P0", "F16SOP@P0",
                        "MOV@P2", "MOVC@P2", "PCK@P2", "FADD_P2@P2", "FMUL_P2@P2", "TSTZ@P2", "TSTC@P2",
                        "TSTMIN@P2", "TSTMAX@P2", "TSTLE@P2", "MSK@BW0", "SHFL@BW0", "CPS@BW2", "TNZ@BW2",
                        "CONVERTFROMF64@P0", "CONVERTTOF64@P2", "F64MUL@F64", "F64ADD@F64", "F64MAD@F64",
                        "F64DIV@F64", "F64RCP@F64", "F64SQRT@F64", "F64RSQ@F64", "F64BYP@F64"};
  for (const char* k : must) EXPECT_GT(gen.coverage().count(k) ? gen.coverage().at(k) : 0, 0u) << k;
}

// ---- Directed: the worked examples of docs/rogue.md 11.1 and 11.3 -------------------------------
struct Directed {
  std::vector<uint8_t> bytes;
  std::vector<std::pair<RegRef, uint32_t>> regs;  // register contents before the group (every instance)
  std::vector<std::pair<int, uint32_t>> expect;   // W0/W1 value expected on every instance (from the doc)
};

RegRef reg(uint8_t bank, uint16_t idx) { return RegRef{bank, idx}; }

void run_directed(const Directed& d) {
  const Group g = decode_group(d.bytes.data(), d.bytes.size(), 0);
  ASSERT_FALSE(g.illegal) << listing_line(g);
  Quad q;
  for (int i = 0; i < kQuad; ++i)
    for (const auto& [r, v] : d.regs) write_reg(q.in[i], r, v);
  const Record rec = pack_record(g);
  Item it;
  it.rec = &rec;
  for (int i = 0; i < kQuad; ++i) {
    for (int s = 0; s < 6; ++s) it.s[i][s] = read_reg(q.in[i], g.src[s]);
    it.pe[i] = true;
  }
  Quad qg = q;
  ASSERT_TRUE(execute(g, qg).ok);
  bool seen = false;
  it.done = [&](const Outputs& o) {
    seen = true;
    EXPECT_FALSE(o.unsupported);
    for (int i = 0; i < kQuad; ++i)
      for (const auto& [w, v] : d.expect) {
        EXPECT_TRUE(o.w_we[i][w]) << "instance " << i << " W" << w;
        EXPECT_EQ(o.w[i][w], v) << listing_line(g) << ": instance " << i << " W" << w;     // the document
        EXPECT_EQ(read_reg(qg.in[i], g.w[w]), v) << "golden, instance " << i << " W" << w;  // golden agrees
      }
  };
  VerilatedContext ctx;
  AluDriver<Vrogue_alu> drv(&ctx, 5, 0.0, 0.0);
  DriveStats st;
  drv.push(std::move(it));
  EXPECT_TRUE(drv.drain(st)) << st.protocol;
  EXPECT_TRUE(seen);
}

TEST(RtlAlu, WorkedExample11_1) {
  // s0=sh4, s1=r1, s2=r2: fmad ft0, s0.neg, s1, s2.abs; mov w0, ft0; w0=r5. With sh4 = 2.0,
  // r1 = 3.0, r2 = -1.0: -(2) * 3 + |-1| = -5.0 (0xC0A00000), exact.
  run_directed({{0x47, 0x42, 0xD0, 0x3F, 0xD8, 0x01, 0x84, 0x61, 0x80, 0x42, 0x08, 0x00, 0x00, 0x45},
                {{reg(4, 4), 0x40000000}, {reg(1, 1), 0x40400000}, {reg(1, 2), 0xBF800000}},
                {{0, 0xC0A00000}}});
}

TEST(RtlAlu, WorkedExample11_3) {
  const std::vector<uint8_t> b = {0x56, 0x56, 0xC4, 0xFA, 0x10, 0x87, 0x87, 0x41, 0x42, 0x10, 0x83, 0x46};
  // r1 = 2.0, r2 = 3.0: FTT false, W0 = IS4 = FT1 = 3.0, W1 = IS5 = FT0 = 2.0.
  run_directed({b, {{reg(1, 1), 0x40000000}, {reg(1, 2), 0x40400000}}, {{0, 0x40400000}, {1, 0x40000000}}});
  // r1 = 5.0: FTT true, W0 = FT0 = 5.0, W1 = FT1 = 3.0.
  run_directed({b, {{reg(1, 1), 0x40A00000}, {reg(1, 2), 0x40400000}}, {{0, 0x40A00000}, {1, 0x40400000}}});
}

}  // namespace
}  // namespace shaderhw::rogue
