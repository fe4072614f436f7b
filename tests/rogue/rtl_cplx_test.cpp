// The Rogue complex unit in RTL (rtl/rogue/rogue_cplx.sv; docs/rogue.md 3.4, 3.6, 7.2, 14.2,
// D56-D60) against the golden model, bit for bit: W0, W1, P0 and their write enables.
//
// Every form the unit executes is written in the listing syntax (docs/rogue.md 10) and assembled
// (golden/rogue/asm.h), then decoded: the unit gets the decoded component's operation, layout and
// field vector packed at the generated offsets (test::comp_field_words, as the RTL decoder's
// comp_fields_o holds it), so the field packing is tested too. The expected values come from
// golden execute() of the same decoded group on a quad whose registers hold the operands (r1 is
// S0, r2 is S3): W0 and W1 are read back from their destination registers; P0 from two instances
// that start with P0 = 0 and P0 = 1 (equal afterwards: P0 was written with that value; different:
// not written). W1's write enable is expected for the ops that write W1 directly (FRED, 1.9).
//
// Forms: every M_CPLX op (FRCP, FRSQ, FSQRT, FLOG, FEXP, FLOGCN, GCMP, GEXP, FSINC, FARCTANC) x
// S0 modifiers (none, abs, neg, abs+neg) x source form (F32, F16 half 0, F16 half 1) x result form
// (F32, DF16); FRED x PART x ITER 0..7 x TYPE x PWEN x modifiers. Operands: (a) every form crossed
// with an edge list (zeros, subnormals, +-1, limits, infinities, quiet and signalling NaNs with
// payloads, each op's thresholds; for the F16 forms pairs of binary16 edge halves); (b) random
// operand sets (default 10^5, ROGUE_CPLX_VECTORS to raise it, seed ROGUE_CPLX_SEED, printed).
// The unit is driven through its handshake with random input bubbles and random out_ready
// back-pressure; held results must not change, and every op must finish within a cycle bound.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

// Verilator's headers are not -Wextra clean (unused parameters).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>
#pragma GCC diagnostic pop

#include "Vrogue_cplx.h"
#include "fp/fp.h"
#include "rogue/asm.h"
#include "rogue/execute.h"
#include "rogue/semantics.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;

// ---- random numbers (splitmix64) ----------------------------------------------------------------
using Rng = test::SplitMix;  // tests/rogue/test_util.h
using test::env_u64;

// ---- the forms ----------------------------------------------------------------------------------
struct Form {
  std::string text;  // the group's listing
  Group g;
  const Component* c = nullptr;
  std::vector<uint32_t> fields;  // packed field vector
  bool red = false;
  bool sf16 = false;
};

// The group of `text`, decoded; fails the test when it does not assemble or is illegal.
bool make_form(const std::string& text, Form& f) {
  const AsmResult r = assemble_group(text);
  if (!r.ok) {
    ADD_FAILURE() << text << ": " << r.error;
    return false;
  }
  f.text = text;
  f.g = decode_group(r.word.data(), r.word.size(), 0);
  if (f.g.illegal) {
    ADD_FAILURE() << text << ": " << test::reason(f.g) << " " << f.g.detail;
    return false;
  }
  return true;
}

const std::vector<Form>& forms() {
  static const std::vector<Form> all = [] {
    std::vector<Form> v;
    const Op cplx[] = {Op::FRCP, Op::FRSQ, Op::FSQRT, Op::FLOG, Op::FEXP,
                       Op::FLOGCN, Op::GCMP, Op::GEXP, Op::FSINC, Op::FARCTANC};
    const char* const src_form[] = {"", ".f16.e0", ".f16.e1"};
    for (Op op : cplx)
      for (int src = 0; src < 3; ++src)
        for (int df16 = 0; df16 < 2; ++df16)
          for (int mods = 0; mods < 4; ++mods) {
            std::string t = "s0=r1, s3=r2; " + std::string(gen::OPS[static_cast<int>(op)].asm_name) + " w0" +
                            (df16 ? ".f16.e0.e1" : "") + (op == Op::FSINC ? ", p0" : "") + ", s0" + src_form[src] +
                            (mods & 1 ? ".abs" : "") + (mods & 2 ? ".neg" : "") + "; w0=r5";
            Form f;
            if (!make_form(t, f)) continue;
            f.sf16 = src != 0;
            v.push_back(std::move(f));
          }
    for (int part = 0; part < 2; ++part)
      for (int iter = 0; iter < 8; ++iter)
        for (int type = 0; type < 2; ++type)
          for (int pwen = 0; pwen < 2; ++pwen)
            for (int mods = 0; mods < 4; ++mods) {
              std::string t = std::string("s0=r1, s3=r2; fred.") + (type ? "cos" : "sin") + (part ? ".partb" : "") +
                              " w0, w1, " + (pwen ? "p0" : "_") + ", " + std::to_string(iter) + ", s0" +
                              (mods & 2 ? ".neg" : "") + (mods & 1 ? ".abs" : "") + ", " +
                              (part || iter ? "s3" : "_") + "; w0=r5, w1=r6";
              Form f;
              if (!make_form(t, f)) continue;
              f.red = true;
              v.push_back(std::move(f));
            }
    for (Form& f : v) {
      f.c = &f.g.comp(Slot::P0);
      f.fields = test::comp_field_words(*f.c);
    }
    return v;
  }();
  return all;
}

// ---- expected values from golden execute() -------------------------------------------------------
struct Out {
  uint32_t w0 = 0, w1 = 0;
  bool w1_we = false, p0 = false, p0_we = false;
  bool operator==(const Out& o) const {
    return w0 == o.w0 && w1_we == o.w1_we && (!w1_we || w1 == o.w1) && p0_we == o.p0_we && (!p0_we || p0 == o.p0);
  }
};

std::string show(const Out& o) {
  char b[96];
  std::snprintf(b, sizeof b, "w0 %08X w1 %08X%s p0 %d%s", o.w0, o.w1, o.w1_we ? "" : " (no write)", o.p0,
                o.p0_we ? "" : " (no write)");
  return b;
}

Out golden(const Form& f, uint32_t s0, uint32_t s3) {
  static Quad q;  // reused: the constructor allocates every bank
  for (int i = 0; i < 2; ++i) {
    Instance& in = q.in[i];
    in.bank[1][1] = s0;
    in.bank[1][2] = s3;
    in.bank[1][5] = in.bank[1][6] = 0xDEADBEEFu;
    in.p0 = i == 1;
    in.pe = true;
  }
  const ExecStatus st = execute(f.g, q);
  EXPECT_TRUE(st.ok) << f.text << ": " << st.error;
  Out o;
  o.w0 = q.in[0].bank[1][5];
  o.w1_we = f.red;  // FRED writes W1 directly (1.9, 3.6); the complex ops write only W0
  o.w1 = f.red ? q.in[0].bank[1][6] : 0;
  o.p0_we = q.in[0].p0 == q.in[1].p0;
  o.p0 = o.p0_we && q.in[0].p0;
  EXPECT_EQ(q.in[0].bank[1][5], q.in[1].bank[1][5]);
  return o;
}

// ---- the RTL driver -----------------------------------------------------------------------------
struct Vec {
  int form;
  uint32_t s[6];  // S0..S5 (S0 and S3 are the operands; the others are junk the unit must ignore)
};

struct RunStats {
  uint64_t vectors = 0, mismatches = 0, cycles = 0, max_latency = 0;
  std::map<std::string, std::pair<uint64_t, uint64_t>> latency;  // op name -> (shortest, longest)
  std::string protocol;  // first protocol problem
  std::vector<std::string> first;  // the first mismatches
};

class CplxDriver {
 public:
  CplxDriver() : ctx_(new VerilatedContext), m_(new Vrogue_cplx(ctx_.get())) {
    m_->clk_i = 0;
    m_->rst_ni = 0;
    m_->in_valid_i = 0;
    m_->out_ready_i = 0;
    m_->eval();
    tick();
    tick();
    m_->rst_ni = 1;
    m_->eval();
  }

  // Runs `vecs` in order with input bubbles (probability `bubble` per cycle) and out_ready low with
  // probability `stall`; `expect[i]` is vector i's golden output.
  RunStats run(const std::vector<Vec>& vecs, const std::vector<Out>& expect, double bubble, double stall,
               uint64_t seed) {
    RunStats st;
    Rng rng(seed);
    const std::vector<Form>& fs = forms();
    size_t next_in = 0, next_out = 0;
    uint64_t accepted_at = 0, idle = 0;
    bool held = false;
    Out held_out;
    constexpr uint64_t kMaxLatency = 400;  // FARCTANC above 1 is the longest (~110 cycles)
    while (next_out < vecs.size()) {
      // Inputs of this cycle.
      const bool offer = next_in < vecs.size() && !rng.chance(bubble);
      m_->in_valid_i = offer;
      if (offer) {
        const Vec& v = vecs[next_in];
        const Form& f = fs[v.form];
        m_->op_i = static_cast<uint8_t>(f.c->op[0]);
        m_->layout_i = static_cast<uint8_t>(f.c->layout);
        for (size_t k = 0; k < f.fields.size(); ++k) m_->fields_i[k] = f.fields[k];
        for (int k = 0; k < 6; ++k) m_->s_i[k] = v.s[k];
      } else {
        // Junk on the inputs while in_valid_i is low.
        m_->op_i = static_cast<uint8_t>(rng.u32());
        for (int k = 0; k < 6; ++k) m_->s_i[k] = rng.u32();
      }
      m_->out_ready_i = !rng.chance(stall);
      m_->eval();
      // Handshake before the edge.
      const bool accept = offer && m_->in_ready_o;
      Out rtl;
      rtl.w0 = m_->w0_o;
      rtl.w1 = m_->w1_o;
      rtl.w1_we = m_->w1_we_o;
      rtl.p0 = m_->p0_o;
      rtl.p0_we = m_->p0_we_o;
      if (m_->out_valid_o) {
        if (next_out >= next_in && st.protocol.empty()) st.protocol = "out_valid_o with no op in flight";
        if (held && !(rtl == held_out && rtl.w1 == held_out.w1 && rtl.p0 == held_out.p0) && st.protocol.empty())
          st.protocol = "held result changed";
        if (m_->out_ready_i) {
          if (next_out < next_in) {
            const uint64_t lat = st.cycles - accepted_at;
            st.max_latency = lat > st.max_latency ? lat : st.max_latency;
            const std::string name = gen::OPS[fs[vecs[next_out].form].c->op[0]].name;
            auto it = st.latency.emplace(name, std::make_pair(lat, lat)).first;
            it->second.first = lat < it->second.first ? lat : it->second.first;
            it->second.second = lat > it->second.second ? lat : it->second.second;
            if (!(rtl == expect[next_out])) {
              ++st.mismatches;
              if (st.first.size() < 10) {
                const Vec& v = vecs[next_out];
                char b[80];
                std::snprintf(b, sizeof b, " with S0 %08X S3 %08X: ", v.s[0], v.s[3]);
                st.first.push_back(fs[v.form].text + b + "RTL " + show(rtl) + ", golden " + show(expect[next_out]));
              }
            }
            ++st.vectors;
            ++next_out;
          }
          held = false;
        } else {
          held = true;
          held_out = rtl;
        }
      }
      if (accept) {
        if (next_in != next_out && st.protocol.empty()) st.protocol = "accepted a second op while busy";
        ++next_in;
        accepted_at = st.cycles;
      }
      tick();
      ++st.cycles;
      idle = (next_in > next_out && st.cycles - accepted_at > kMaxLatency) ? idle + 1 : 0;
      if (idle) {
        if (st.protocol.empty()) st.protocol = "no result within " + std::to_string(kMaxLatency) + " cycles";
        break;
      }
    }
    return st;
  }

 private:
  void tick() {
    m_->clk_i = 1;
    m_->eval();
    m_->clk_i = 0;
    m_->eval();
  }

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vrogue_cplx> m_;
};

// Runs and reports; returns the stats for the caller's assertions.
RunStats run_and_report(const char* what, const std::vector<Vec>& vecs, uint64_t seed, double bubble, double stall) {
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<Out> expect;
  expect.reserve(vecs.size());
  for (const Vec& v : vecs) expect.push_back(golden(forms()[v.form], v.s[0], v.s[3]));
  CplxDriver d;
  const RunStats st = d.run(vecs, expect, bubble, stall, seed);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("[ rogue_cplx ] %s: %llu vectors, %llu mismatches, %llu cycles (longest op %llu), %.1f s, seed %llu\n",
              what, static_cast<unsigned long long>(st.vectors), static_cast<unsigned long long>(st.mismatches),
              static_cast<unsigned long long>(st.cycles), static_cast<unsigned long long>(st.max_latency), secs,
              static_cast<unsigned long long>(seed));
  for (const std::string& m : st.first) std::printf("  mismatch: %s\n", m.c_str());
  std::printf("  cycles from acceptance to the result taken, per op (shortest..longest):");
  for (const auto& [name, mm] : st.latency)
    std::printf(" %s %llu..%llu", name.c_str(), static_cast<unsigned long long>(mm.first),
                static_cast<unsigned long long>(mm.second));
  std::printf("\n");
  return st;
}

// ---- operands -----------------------------------------------------------------------------------
// binary32 edges: zeros, subnormals, normals' limits, +-1, infinities, NaNs (quiet, signalling,
// both signs, payloads), integer extremes, and the thresholds of the ops (D57-D60).
const std::vector<uint32_t>& edges32() {
  static const std::vector<uint32_t> e = [] {
    const uint32_t pos[] = {
        0x00000000u, 0x00000001u, 0x007FFFFFu, 0x00800000u, 0x00800001u, 0x3F800000u, 0x3F7FFFFFu, 0x3F800001u,
        0x7F7FFFFFu, 0x7F800000u, 0x7FC00000u, 0x7FC00001u, 0x7FFFFFFFu, 0x7F800001u, 0x7FA00000u, 0x3F000000u,
        0x40000000u, 0x40800000u, 0x3E800000u,
        0x3B4D2E1Cu, 0x3B4D2E1Bu, 0x3B4D2E1Du,  // GCMP threshold sc136 and its neighbours
        0x3D25AEE6u, 0x3D25AEE5u, 0x3D25AEE7u,  // GEXP threshold sc156
        0x337FFFFFu, 0x33800000u, 0x33800001u,  // FSINC: exponent field 102 / 103
        0x39BFFFFFu, 0x39C00000u, 0x39C00001u,  // FARCTANC 1.0 threshold
        0x3FC90FDBu, 0x40490FDBu, 0x40C90FDBu, 0x3F490FDBu, 0x4096CBE4u,  // pi/2, pi, 2pi, pi/4, 3pi/2
        0x4B800000u, 0x4BFFFFFFu, 0x4C000000u, 0x4C000001u, 0x4CFFFFFFu, 0x4D000000u,  // FRED n near 2^24..2^26
        0x4B18967Fu, 0x4E6E6B28u,  // 9999999, 1e9
        0x42FE0000u, 0x43000000u, 0x43010000u, 0xC3150000u,  // FEXP 127, 128, 129 (and -149)
        0x41800000u, 0x477FE000u, 0x477FF000u, 0x477FEFFFu, 0x33800000u, 0x33000000u,  // F16 limits as results
        0x387FC000u, 0x38800000u,  // F16 subnormal max / normal min
        0x3F3504F3u, 0x5F800000u, 0x1F800000u,  // 1/sqrt2, 2^64, 2^-64
    };
    std::vector<uint32_t> v;
    for (uint32_t p : pos) {
      v.push_back(p);
      v.push_back(p | 0x80000000u);
    }
    v.push_back(0x80000001u);
    return v;
  }();
  return e;
}

// binary16 edges for the SF16 forms: zeros, subnormals, +-1, the largest normal, infinities, NaNs.
const std::vector<uint16_t>& edges16() {
  static const std::vector<uint16_t> e = [] {
    const uint16_t pos[] = {0x0000, 0x0001, 0x03FF, 0x0400, 0x3C00, 0x3BFF, 0x3C01, 0x7BFF, 0x7C00,
                            0x7E00, 0x7E01, 0x7C01, 0x7D00, 0x3800, 0x4000, 0x1A6A, 0x2A0D, 0x3E48};
    std::vector<uint16_t> v;
    for (uint16_t p : pos) {
      v.push_back(p);
      v.push_back(static_cast<uint16_t>(p | 0x8000));
    }
    return v;
  }();
  return e;
}

// A random operand: edges, random bits, or a float of random sign with an exponent near 1.
uint32_t rand32(Rng& r) {
  switch (r.below(8)) {
    case 0: return edges32()[r.below(static_cast<uint32_t>(edges32().size()))];
    case 1:
    case 2: return r.u32();
    case 3: {  // an edge plus or minus a few ulps
      const uint32_t e = edges32()[r.below(static_cast<uint32_t>(edges32().size()))];
      return e + r.below(9) - 4;
    }
    default: {  // exponent field 90..170: subnormal-free values around 1, big FRED arguments
      const uint32_t ex = 90 + r.below(81);
      return (r.u32() & 0x80000000u) | ex << 23 | (r.u32() & 0x7FFFFFu);
    }
  }
}

uint16_t rand16(Rng& r) {
  if (r.chance(0.25)) return edges16()[r.below(static_cast<uint32_t>(edges16().size()))];
  if (r.chance(0.3)) return static_cast<uint16_t>(r.u32());
  return static_cast<uint16_t>((r.u32() & 0x8000u) | (8 + r.below(17)) << 10 | (r.u32() & 0x3FFu));
}

Vec vec(int form, uint32_t s0, uint32_t s3, Rng& r) {
  Vec v{form, {s0, r.u32(), r.u32(), s3, r.u32(), r.u32()}};
  return v;
}

// ---- tests --------------------------------------------------------------------------------------
// The listings mean what the test intends: the component is the op, its layout, and the fields
// (F16 forms, modifiers, FRED's part, iteration, type, PWEN); the packed vector reads them back.
TEST(RtlCplx, FormsDecodeAndPack) {
  const std::vector<Form>& fs = forms();
  EXPECT_EQ(fs.size(), 10u * 3 * 2 * 4 + 2u * 8 * 2 * 2 * 4);
  for (const Form& f : fs) {
    ASSERT_TRUE(f.c->present) << f.text;
    const int lay = f.c->layout;
    EXPECT_EQ(lay, f.red ? L::M_RED::LAYOUT_ID : L::M_CPLX::LAYOUT_ID) << f.text;
    const gen::Layout& l = gen::LAYOUTS[lay];
    for (int k = 0; k < l.nfields; ++k) {  // unpack the vector again
      const unsigned off = gen::FIELD_OFFSET[l.field0 + k], width = gen::FIELDS[l.field0 + k].width;
      uint32_t v = 0;
      for (unsigned b = 0; b < width; ++b) v |= ((f.fields[(off + b) / 32] >> ((off + b) % 32)) & 1u) << b;
      EXPECT_EQ(v, f.c->f[k]) << f.text << " field " << gen::FIELDS[l.field0 + k].name;
    }
    if (!f.red) {
      EXPECT_EQ(f.c->get(L::M_CPLX::SF16) != 0, f.sf16) << f.text;
    }
  }
  // A few fields by hand (docs/rogue.md 3.6, 7.2): the last FRED form is cos, part B, ITER 7, PWEN,
  // .neg.abs; form 23 (FRCP, half 1, DF16, .abs.neg) has SF16, SSEL, DF16, S0ABS, S0NEG set.
  const Form& red = fs.back();
  EXPECT_EQ(red.c->get(L::M_RED::PART), 1u);
  EXPECT_EQ(red.c->get(L::M_RED::ITER), 7u);
  EXPECT_EQ(red.c->get(L::M_RED::TYPE), 1u);
  EXPECT_EQ(red.c->get(L::M_RED::PWEN), 1u);
  EXPECT_EQ(red.c->get(L::M_RED::S0NEG) + red.c->get(L::M_RED::S0ABS), 2u);
  const Form& rcp = fs[23];
  EXPECT_EQ(rcp.c->operation(), Op::FRCP);
  for (uint8_t fld : {L::M_CPLX::SF16, L::M_CPLX::SSEL, L::M_CPLX::DF16, L::M_CPLX::S0ABS, L::M_CPLX::S0NEG})
    EXPECT_EQ(rcp.c->get(fld), 1u) << rcp.text;
}

// (a) Every form x every edge operand (F16 source forms: pairs of binary16 edges in the two halves;
// FRED: S3 from the edge list too, and the part-A result of S0, as a program would pass it).
TEST(RtlCplx, EdgeOperandsEveryForm) {
  const std::vector<Form>& fs = forms();
  const std::vector<uint32_t>& e32 = edges32();
  const std::vector<uint16_t>& e16 = edges16();
  Rng r(12345);
  std::vector<Vec> vecs;
  for (int fi = 0; fi < static_cast<int>(fs.size()); ++fi) {
    const Form& f = fs[fi];
    if (f.sf16) {
      for (size_t i = 0; i < e16.size(); ++i)  // each edge in each half, the other half another edge
        vecs.push_back(vec(fi, static_cast<uint32_t>(e16[i]) << 16 | e16[(i * 7 + 3) % e16.size()], 0, r));
      for (size_t i = 0; i < e16.size(); ++i)
        vecs.push_back(vec(fi, static_cast<uint32_t>(e16[(i * 5 + 1) % e16.size()]) << 16 | e16[i], 0, r));
    } else if (f.red) {
      for (size_t i = 0; i < e32.size(); ++i) {
        const uint32_t s0 = e32[i];
        vecs.push_back(vec(fi, s0, e32[(i * 13 + fi) % e32.size()], r));
        vecs.push_back(vec(fi, s0, sem::FRED(false, 0, false, s0, 0).w1, r));
      }
    } else {
      for (uint32_t s0 : e32) vecs.push_back(vec(fi, s0, r.u32(), r));
    }
  }
  // Half of the vectors with the handshake stressed, half back to back.
  std::vector<Vec> a, b;
  for (size_t i = 0; i < vecs.size(); ++i) (i % 2 ? b : a).push_back(vecs[i]);
  for (int k = 0; k < 2; ++k) {
    const RunStats st = run_and_report(k ? "edges, back to back" : "edges, bubbles and back-pressure", k ? b : a,
                                       7 + k, k ? 0.0 : 0.3, k ? 0.0 : 0.4);
    EXPECT_EQ(st.vectors, (k ? b : a).size());
    EXPECT_EQ(st.mismatches, 0u);
    EXPECT_EQ(st.protocol, "");
  }
}

// (b) Random forms and operands (ROGUE_CPLX_VECTORS, default 10^5; ROGUE_CPLX_SEED).
TEST(RtlCplx, RandomOperands) {
  const uint64_t n = env_u64("ROGUE_CPLX_VECTORS", 100000);
  const uint64_t seed = env_u64("ROGUE_CPLX_SEED", 0x5EEDC0DEull);
  const std::vector<Form>& fs = forms();
  Rng r(seed);
  const uint64_t chunk = 200000;  // bounded memory for long runs
  for (uint64_t done = 0; done < n;) {
    const uint64_t m = n - done < chunk ? n - done : chunk;
    std::vector<Vec> vecs;
    vecs.reserve(m);
    for (uint64_t i = 0; i < m; ++i) {
      const int fi = static_cast<int>(r.below(static_cast<uint32_t>(fs.size())));
      const Form& f = fs[fi];
      uint32_t s0 = f.sf16 ? static_cast<uint32_t>(rand16(r)) << 16 | rand16(r) : rand32(r);
      uint32_t s3 = rand32(r);
      if (f.red && r.chance(0.5)) {  // S3 = the previous step's data, as in the seed's sequence
        const uint32_t a = s0;
        s3 = sem::FRED(false, 0, false, a, 0).w1;
      }
      vecs.push_back(vec(fi, s0, s3, r));
    }
    const std::string what = "random, operand seed " + std::to_string(seed) + ", vectors " + std::to_string(done) +
                             ".." + std::to_string(done + m - 1) + ", handshake";
    const RunStats st = run_and_report(what.c_str(), vecs, seed + done, 0.2, 0.3);
    EXPECT_EQ(st.vectors, m);
    EXPECT_EQ(st.mismatches, 0u);
    EXPECT_EQ(st.protocol, "");
    if (st.mismatches || !st.protocol.empty()) break;
    done += m;
  }
}

}  // namespace
}  // namespace shaderhw::rogue
