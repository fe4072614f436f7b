// The RTL PCK, UNPCK and F16 sum-of-products units (rtl/rogue/rogue_pck.sv, rogue_unpck.sv,
// rogue_sop.sv; rtl/rogue/README.md "Pack, unpack, sum-of-products") against the golden model, raw
// bits compared (result and ok):
//
// * PCK: every FORMAT code (the unassigned ones too) x SCALE x RTZ x element 0..3 on an edge list
//   (NaNs, infinities, zeros, subnormals, integers and half-integers at each element width's
//   limits, the scaled ties (c +- 1/2) / K, the OGL ties, the small floats' and binary16's
//   maxima, midpoints and subnormal ties, each with its neighbours one ulp away and both signs),
//   against sem::PCK_ELEM; then random words (10^6, ROGUE_PACK_RANDOM) with random flags.
// * UNPCK: every element code of every element up to 16 bits (24-bit ones: their edges and 2^16
//   random codes) with random other bits, both SCALE_RTZ values, the element's own number and the
//   wrapped E2/E3 of two-element formats; the whole-word formats and the others on edge words;
//   the ElemBits = 3 model with ELEM + k up to 7 (D68); random words; against sem::UNPCK.
// * SOP: groups assembled from listing text (golden/rogue/asm.h) with random variant, JOP/KOP,
//   RFMT, JSEL/KSEL, ZABS/ZCLAMP/U8OUT, CLAMP, MOV part and operand descriptors, decoded
//   (decode_group), executed by golden execute() on a quad with random S0..S5 (binary16 pairs
//   with edge halves, and binary32 edges for Z), compared with the RTL fed the decoded op, the
//   P0 component's fields packed as the RTL decoder's vector (test_util.h comp_field_words) and the
//   same S0..S5. A directed part crosses every JOP x KOP (and RFMT, JSEL, KSEL, modifiers) with
//   edge binary16 pairs.
// * The SOP's own conversions (b / 255, round(clamp(h) 255), binary16 floor) for every input.
//
// Seed: ROGUE_PACK_SEED (printed); counts: ROGUE_PACK_RANDOM (random words per unit, default
// 10^6), ROGUE_SOP_GROUPS (default 10^4).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>

#include "Vrogue_pck.h"
#include "Vrogue_sop.h"
#include "Vrogue_sop_f16_to_u8.h"
#include "Vrogue_sop_floor16.h"
#include "Vrogue_sop_u8_to_f16.h"
#include "Vrogue_unpck.h"
#include "Vrogue_unpck_e3.h"
#pragma GCC diagnostic pop

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "fp/fp.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/execute.h"
#include "rogue/semantics.h"
#include "corpus.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using gen::Packfmt;

// ---- run parameters and figures -----------------------------------------------------------------
uint64_t env_u64(const char* name, uint64_t def) {
  const char* v = std::getenv(name);
  return (v && *v) ? std::strtoull(v, nullptr, 0) : def;
}
uint64_t seed() {
  static const uint64_t s = env_u64("ROGUE_PACK_SEED", 0x5EED2030u);
  return s;
}

// Vectors and mismatches of one test; the first few mismatches are reported in full.
class Tally {
 public:
  explicit Tally(std::string what) : what_(std::move(what)), t0_(std::chrono::steady_clock::now()) {}
  ~Tally() {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
    std::printf("[ figures  ] %s: %llu vectors, %llu mismatches, %.2f s, seed 0x%llx\n", what_.c_str(),
                static_cast<unsigned long long>(vectors), static_cast<unsigned long long>(mismatches), s,
                static_cast<unsigned long long>(seed()));
    EXPECT_EQ(mismatches, 0u) << what_;
  }
  // Counts one comparison; `detail` is only built for reported mismatches.
  template <class F>
  void check(bool equal, F detail) {
    ++vectors;
    if (equal) return;
    if (mismatches++ < 10) ADD_FAILURE() << what_ << " (seed 0x" << std::hex << seed() << "): " << detail();
  }
  uint64_t vectors = 0, mismatches = 0;

 private:
  std::string what_;
  std::chrono::steady_clock::time_point t0_;
};

std::string hex(uint64_t v) {
  std::ostringstream o;
  o << "0x" << std::hex << v;
  return o.str();
}
uint32_t fbits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
const char* fmt_name(uint32_t f) { return gen::PACKFMT_ASM[f] ? gen::PACKFMT_ASM[f] : "(unassigned)"; }

// ---- the verilated units ---------------------------------------------------------------------
class PckRtl {
 public:
  uint32_t run(uint32_t fmt, bool scale, bool rtz, uint32_t elem, uint32_t x, bool& ok) {
    m_.format_i = fmt;
    m_.scale_i = scale;
    m_.rtz_i = rtz;
    m_.elem_i = elem;
    m_.x_i = x;
    m_.eval();
    ok = m_.ok_o;
    return m_.result_o;
  }

 private:
  VerilatedContext ctx_;
  Vrogue_pck m_{&ctx_};
};

template <class Model>
class UnpckRtl {
 public:
  uint32_t run(uint32_t fmt, uint32_t elem, bool scale_rtz, uint32_t x, bool& ok) {
    m_.format_i = fmt;
    m_.elem_i = elem;
    m_.scale_rtz_i = scale_rtz;
    m_.x_i = x;
    m_.eval();
    ok = m_.ok_o;
    return m_.result_o;
  }

 private:
  VerilatedContext ctx_;
  Model m_{&ctx_};
};

class SopRtl {
 public:
  void run(int op, const std::vector<uint32_t>& fields, const uint32_t s[6], uint32_t& w0, uint32_t& w1) {
    m_.op_i = static_cast<uint32_t>(op);
    for (size_t k = 0; k < fields.size(); ++k) m_.fields_i[k] = fields[k];
    for (int k = 0; k < 6; ++k) m_.s_i[k] = s[k];
    m_.eval();
    w0 = m_.w0_o;
    w1 = m_.w1_o;
  }

 private:
  VerilatedContext ctx_;
  Vrogue_sop m_{&ctx_};
};

// ---- PCK ------------------------------------------------------------------------------------------
void check_pck(PckRtl& rtl, Tally& t, uint32_t fmt, bool scale, bool rtz, uint32_t elem, uint32_t x) {
  bool gok = false, rok = false;
  const uint32_t g = sem::PCK_ELEM(static_cast<Packfmt>(fmt), elem, scale, rtz, x, gok);
  const uint32_t r = rtl.run(fmt, scale, rtz, elem, x, rok);
  t.check(r == g && rok == gok, [&] {
    std::ostringstream o;
    o << "PCK." << fmt_name(fmt) << (scale ? ".scale" : "") << (rtz ? ".roundzero" : "") << " element "
      << elem << " of " << hex(x) << ": RTL " << hex(r) << " ok " << rok << ", golden " << hex(g) << " ok " << gok;
    return o.str();
  });
}

// Binary32 operands at the edges of every pack element (see the file header), both signs, each
// with its neighbours one ulp away.
std::vector<uint32_t> pck_edges() {
  std::set<uint32_t> s;
  auto add_bits = [&](uint32_t b) {
    for (uint32_t d : {b, b + 1, b - 1}) {
      s.insert(d);
      s.insert(d ^ 0x80000000u);
    }
  };
  auto add = [&](double v) { add_bits(fbits(static_cast<float>(v))); };
  for (uint32_t b : {0x00000000u, 0x00000001u, 0x00000002u, 0x00400000u, 0x007FFFFFu, 0x00800000u,
                     0x3F800000u, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u, 0x7FA00000u, 0x7FBFFFFFu,
                     0x7FC00000u, 0x7FC12345u, 0x7FFFFFFFu})
    add_bits(b);
  for (double v : {0.1, 0.25, 0.3, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.5, 1.0 / 3, 2.0 / 3, 1e-10, 1e-30, 1e10,
                   1e30})
    add(v);
  for (int w : {2, 5, 6, 7, 8, 10, 11, 16, 24, 25, 31, 32}) {
    const double p = std::ldexp(1.0, w), h = std::ldexp(1.0, w - 1);
    // unscaled integer limits: round to nearest even / toward zero, then saturate
    for (double base : {p - 1, p, p + 1, h - 1, h, h + 1})
      for (double d : {-0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75}) add(base + d);
    // scaled: the codes c / K and the ties (c +- 1/2) / K, K = 2^w - 1 (U, SOGL) or 2^(w-1) - 1
    for (double k : {p - 1, h - 1}) {
      if (k < 1) continue;
      for (double c : {0.0, 1.0, 2.0, std::floor(k / 2), k - 2, k - 1, k})
        for (double d : {-0.5, 0.0, 0.5}) add((c + d) / k);
      // OGL signed (D53): (x K - 1) / 2 = c (the code) and = c + 1/2 (a tie)
      for (double c : {-(k + 1) / 2, -(k + 1) / 2 + 1, -2.0, -1.0, 0.0, 1.0, (k - 1) / 2 - 1, (k - 1) / 2})
        for (double d : {0.0, 0.5}) add((2 * (c + d) + 1) / k);
      // where the golden model's binary64 evaluation of the OGL formula loses the sticky bit
      for (double m : {0.5, 0.999, 1.0, 1.001, 2.0}) add(-std::ldexp(m, -53) / k);
    }
  }
  // binary16 (10 mantissa bits) and the small floats (6, 5; D54): maxima, the midpoint to 2^16,
  // subnormal quanta and their ties, normal-range ties, the subnormal/normal boundary
  for (int m : {5, 6, 10}) {
    const double q = std::ldexp(1.0, -14 - m);
    for (double v : {q, q / 2, 1.5 * q, 2.5 * q, 3 * q, std::ldexp(1.0, -14), std::ldexp(1.0, -14) - q / 2,
                     std::ldexp(1.0, -15), (2 - std::ldexp(1.0, -m)) * 32768, (2 - std::ldexp(1.0, -m - 1)) * 32768,
                     65536.0, 1 + std::ldexp(1.0, -m - 1), 1 + 3 * std::ldexp(1.0, -m - 1), 1 + std::ldexp(1.0, -m),
                     32768.0, 1000.0, 65000.0})
      add(v);
  }
  return {s.begin(), s.end()};
}

// A random PCK operand: any word, the .scale range, near an integer, near a scaled tie, or a
// small/large magnitude.
uint32_t random_pck_operand(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double sign = (rng() & 1) ? -1.0 : 1.0;
  switch (rng() % 6) {
    case 0:
    case 1:
      return static_cast<uint32_t>(rng());
    case 2:
      return fbits(static_cast<float>(sign * 2 * unit(rng)));
    case 3: {
      const double k = static_cast<double>(rng() % (uint64_t{1} << (rng() % 27)));
      static const double frac[] = {0.0, 0.5, -0.5, 0.25, 0.75};
      const uint32_t b = fbits(static_cast<float>(sign * (k + frac[rng() % 5])));
      return b + static_cast<uint32_t>(rng() % 3) - 1;
    }
    case 4: {
      static const int widths[] = {2, 5, 6, 7, 8, 9, 10, 11, 15, 16, 24};
      const int w = widths[rng() % 11];
      const double k = std::ldexp(1.0, w) - 1;
      const double c = std::floor(unit(rng) * k);
      const uint32_t b = fbits(static_cast<float>(sign * (c + 0.5) / k));
      return b + static_cast<uint32_t>(rng() % 3) - 1;
    }
    default:
      return fbits(static_cast<float>(sign * std::ldexp(1.0 + unit(rng), static_cast<int>(rng() % 60) - 40)));
  }
}

TEST(RtlPack, PckEveryFormatFlagElementOnEdges) {
  PckRtl rtl;
  Tally t("PCK edges");
  const std::vector<uint32_t> edges = pck_edges();
  for (uint32_t fmt = 0; fmt < 32; ++fmt)
    for (int flags = 0; flags < 4; ++flags)
      for (uint32_t elem = 0; elem < 4; ++elem)
        for (uint32_t x : edges) check_pck(rtl, t, fmt, flags & 1, flags & 2, elem, x);
  std::printf("[ figures  ] PCK edges: %zu operands x 32 formats x 4 flag sets x 4 elements\n", edges.size());
}

TEST(RtlPack, PckRandom) {
  PckRtl rtl;
  Tally t("PCK random");
  std::mt19937_64 rng(seed() ^ 0x9C);
  const uint64_t n = env_u64("ROGUE_PACK_RANDOM", 1000000);
  for (uint64_t i = 0; i < n; ++i) {
    const uint32_t x = random_pck_operand(rng);
    const uint32_t r = static_cast<uint32_t>(rng());
    check_pck(rtl, t, static_cast<uint32_t>(i % 32), r & 1, r & 2, (r >> 2) & 3, x);
  }
}

// ---- UNPCK --------------------------------------------------------------------------------------
// The elements of the pack formats (docs/rogue.md 14.4): lowest bit and width.
struct TestElem {
  unsigned lo, width;
};
std::vector<TestElem> elements(uint32_t fmt) {
  switch (static_cast<Packfmt>(fmt)) {
    case Packfmt::U8888: case Packfmt::S8888: case Packfmt::O8888: case Packfmt::S8888OGL:
      return {{0, 8}, {8, 8}, {16, 8}, {24, 8}};
    case Packfmt::U1616: case Packfmt::S1616: case Packfmt::O1616: case Packfmt::S1616OGL: case Packfmt::F16F16:
      return {{0, 16}, {16, 16}};
    case Packfmt::U1010102: case Packfmt::S1010102: case Packfmt::F101010:
      return {{0, 10}, {10, 10}, {20, 10}, {30, 2}};
    case Packfmt::U111110: case Packfmt::S111110: case Packfmt::F111110:
      return {{0, 11}, {11, 11}, {22, 10}};
    case Packfmt::U565U565:
      return {{0, 5}, {5, 6}, {11, 5}, {16, 5}, {21, 6}, {27, 5}};
    case Packfmt::D24S8:
      return {{0, 24}, {24, 8}};
    case Packfmt::S8D24:
      return {{0, 8}, {8, 24}};
    default:
      return {};
  }
}

template <class Rtl>
void check_unpck(Rtl& rtl, Tally& t, uint32_t fmt, uint32_t elem, bool scale_rtz, uint32_t x) {
  bool gok = false, rok = false;
  const uint32_t g = sem::UNPCK(static_cast<Packfmt>(fmt), elem, scale_rtz, x, gok);
  const uint32_t r = rtl.run(fmt, elem, scale_rtz, x, rok);
  t.check(r == g && rok == gok, [&] {
    std::ostringstream o;
    o << "UNPCK." << fmt_name(fmt) << (scale_rtz ? " SCALE_RTZ" : "") << " E" << elem << " of " << hex(x)
      << ": RTL " << hex(r) << " ok " << rok << ", golden " << hex(g) << " ok " << gok;
    return o.str();
  });
}

// Whole words at the integer and float edges (U32, S32, F32 and the formats without elements).
std::vector<uint32_t> unpck_word_edges() {
  std::vector<uint32_t> v = pck_edges();
  for (uint32_t b : {0x00FFFFFFu, 0x01000000u, 0x01000001u, 0x01000002u, 0x01000003u, 0x02000001u, 0x02000002u,
                     0x02000003u, 0x02000006u, 0x7FFFFFBFu, 0x7FFFFFC0u, 0x7FFFFFC1u, 0x7FFFFFFFu, 0x80000000u,
                     0x80000001u, 0x8000003Fu, 0x80000040u, 0x80000041u, 0xFEFFFFFFu, 0xFF000000u, 0xFF000001u,
                     0xFFFFFF7Fu, 0xFFFFFF80u, 0xFFFFFF81u, 0xFFFFFFFFu, 0x55555555u, 0xAAAAAAAAu})
    v.push_back(b);
  return v;
}

TEST(RtlPack, UnpckEveryElementCode) {
  UnpckRtl<Vrogue_unpck> rtl;
  Tally t("UNPCK element codes");
  std::mt19937_64 rng(seed() ^ 0x0E);
  for (uint32_t fmt = 0; fmt < 32; ++fmt) {
    const std::vector<TestElem> els = elements(fmt);
    for (uint32_t e = 0; e < els.size(); ++e) {
      const TestElem el = els[e];
      const uint32_t mask = el.width == 32 ? ~0u : (1u << el.width) - 1;
      std::vector<uint32_t> codes;
      if (el.width <= 16) {
        for (uint32_t c = 0; c <= mask; ++c) codes.push_back(c);
      } else {  // 24 bits: the ends, around the middle, 2^16 random codes
        for (uint32_t c = 0; c < 4096; ++c) {
          codes.push_back(c);
          codes.push_back(mask - c);
          codes.push_back((1u << (el.width - 1)) - 2048 + c);
        }
        for (int i = 0; i < 65536; ++i) codes.push_back(static_cast<uint32_t>(rng()) & mask);
      }
      for (uint32_t c : codes) {
        const uint32_t other = static_cast<uint32_t>(rng()) & ~(mask << el.lo);
        const uint32_t x = (c << el.lo) | other;
        for (int sr = 0; sr < 2; ++sr) {
          if (e < 4) check_unpck(rtl, t, fmt, e, sr, x);
          if (els.size() == 2) check_unpck(rtl, t, fmt, e + 2, sr, x);  // E2/E3 read as E0/E1 (D51)
        }
      }
    }
  }
  // Every format (the whole-word ones, the PCK-only and the unassigned codes too) on edge words.
  for (uint32_t fmt = 0; fmt < 32; ++fmt)
    for (uint32_t x : unpck_word_edges())
      for (uint32_t e = 0; e < 4; ++e)
        for (int sr = 0; sr < 2; ++sr) check_unpck(rtl, t, fmt, e, sr, x);
}

TEST(RtlPack, UnpckRepeatedElements) {  // ElemBits = 3: ELEM + k of a repeated group (D68)
  UnpckRtl<Vrogue_unpck_e3> rtl;
  Tally t("UNPCK ELEM + k (ElemBits 3)");
  std::mt19937_64 rng(seed() ^ 0xE3);
  std::vector<uint32_t> words = unpck_word_edges();
  for (int i = 0; i < 4000; ++i) words.push_back(static_cast<uint32_t>(rng()));
  for (uint32_t fmt = 0; fmt < 32; ++fmt)
    for (uint32_t x : words)
      for (uint32_t e = 0; e < 8; ++e)
        for (int sr = 0; sr < 2; ++sr) check_unpck(rtl, t, fmt, e, sr, x);
}

TEST(RtlPack, UnpckRandom) {
  UnpckRtl<Vrogue_unpck> rtl;
  Tally t("UNPCK random");
  std::mt19937_64 rng(seed() ^ 0x0F);
  const uint64_t n = env_u64("ROGUE_PACK_RANDOM", 1000000);
  for (uint64_t i = 0; i < n; ++i) {
    const uint32_t r = static_cast<uint32_t>(rng());
    check_unpck(rtl, t, static_cast<uint32_t>(i % 32), r & 3, (r >> 2) & 1, static_cast<uint32_t>(rng()));
  }
}

// ---- the SOP's own conversions, every input ------------------------------------------------------
constexpr fp::Format F16 = fp::Format::F16;
constexpr fp::Format F32 = fp::Format::F32;

uint32_t golden_clamp01_16(uint32_t x) {  // as sem_sop.cpp: NaN, negatives, -0 -> +0; > 1 -> 1
  if (fp::is_nan(F16, x) || (x & 0x8000u)) return 0;
  return x > 0x3C00u ? 0x3C00u : x;
}

TEST(RtlPack, SopConversionsEveryInput) {
  VerilatedContext ctx;
  Vrogue_sop_floor16 floor16{&ctx};
  Vrogue_sop_u8_to_f16 u8_to_f16{&ctx};
  Vrogue_sop_f16_to_u8 f16_to_u8{&ctx};
  Tally t("SOP conversions (floor 2^16, b/255 2^8, U8 out 2^16)");
  fp::Config rdn;
  rdn.rm = fp::Round::RDN;
  const fp::Config rne{};
  for (uint32_t x = 0; x < 0x10000u; ++x) {
    floor16.x_i = x;
    floor16.eval();
    const uint32_t g = fp::is_nan(F16, x) ? x : fp::rint(F16, x, false, rdn).bits;  // FLR skips NaNs
    t.check(floor16.result_o == g, [&] { return "floor of " + hex(x) + ": RTL " + hex(floor16.result_o) + ", golden " + hex(g); });
    f16_to_u8.h_i = x;
    f16_to_u8.eval();
    const uint32_t f = fp::f2f(F16, F32, golden_clamp01_16(x), rne).bits;
    const uint32_t u = fp::f2u(F32, fp::mul(F32, f, 0x437F0000u, rne).bits, rne).bits;
    t.check(f16_to_u8.result_o == u, [&] { return "U8 of " + hex(x) + ": RTL " + hex(f16_to_u8.result_o) + ", golden " + hex(u); });
  }
  for (uint32_t b = 0; b < 256; ++b) {
    u8_to_f16.byte_i = b;
    u8_to_f16.eval();
    const uint32_t g = fp::div(F16, fp::u2f(F16, b, rne).bits, fp::u2f(F16, 255, rne).bits, rne).bits;
    t.check(u8_to_f16.result_o == g, [&] { return "b/255 of " + hex(b) + ": RTL " + hex(u8_to_f16.result_o) + ", golden " + hex(g); });
  }
}

// ---- SOP ----------------------------------------------------------------------------------------
// Binary16 edges: zeros, subnormals, 1 and its neighbours, the largest finite, infinities, NaNs
// (quiet, signalling, both signs, payloads), halves and integers around the floor's cases.
const std::vector<uint16_t>& half_edges() {
  static const std::vector<uint16_t> v = {
      0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x83FF, 0x0400, 0x8400, 0x3C00, 0xBC00, 0x3BFF, 0xBBFF, 0x3C01,
      0xBC01, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0xFD55, 0x7FFF, 0x3800, 0xB800, 0x3E00,
      0xBE00, 0x4100, 0xC100, 0x6400, 0xE400, 0x63FF, 0xE3FF, 0x4000, 0x3555, 0xB555, 0x5BF8, 0x1400};
  return v;
}
uint16_t random_half(std::mt19937_64& rng) {
  switch (rng() % 4) {
    case 0:
      return half_edges()[rng() % half_edges().size()];
    case 1: {  // [-4, 4]
      std::uniform_real_distribution<float> d(-4.0f, 4.0f);
      return static_cast<uint16_t>(fp::f2f(F32, F16, fbits(d(rng)), fp::Config{}).bits);
    }
    default:
      return static_cast<uint16_t>(rng());
  }
}
uint32_t random_s(std::mt19937_64& rng) {
  if (rng() % 4 == 0) {  // binary32 words for Z = min(S1, 1 - S0)
    static const uint32_t f32[] = {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x3F7FFFFFu, 0x3F800001u,
                                   0x3F000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x7F800001u, 0x00000001u,
                                   0x477FF000u, 0x477FE000u, 0x33800000u, 0x33000000u, 0x4F800000u, 0x387FC000u};
    std::uniform_real_distribution<float> d(-2.0f, 2.0f);
    return (rng() & 1) ? f32[rng() % (sizeof f32 / sizeof f32[0])] : fbits(d(rng));
  }
  return static_cast<uint32_t>(random_half(rng)) << 16 | random_half(rng);
}

// One operand descriptor in listing form (docs/rogue.md 10; golden/rogue/asm.cpp): SRC, ELEM, the
// modifiers. `factor`: e..h (ONEMINUS, ABS, CLAMP; may read Z), otherwise NEG, ABS, FLR.
std::string operand_text(uint32_t src, uint32_t elem, bool m1, bool abs, bool m2, bool factor) {
  std::string s = gen::SOPSRC_ASM[src];
  s += ".e" + std::to_string(elem);
  if (m1) s += factor ? ".oneminus" : ".neg";
  if (abs) s += ".abs";
  if (m2) s += factor ? ".clamp" : ".flr";
  return s;
}
std::string random_operand(std::mt19937_64& rng, bool factor) {
  const uint32_t r = static_cast<uint32_t>(rng());
  uint32_t src = r % 8;
  if (!factor && src == 7) src = r % 6;  // Z only for e, f, g, h
  return operand_text(src, (r >> 3) & 3, (r >> 5) & 1, (r >> 6) & 1, (r >> 7) & 1, factor);
}

const char* kVarName[4] = {"sop", "sop.mad", "sop.u8", "sop.u8mad"};
const char* kJsel[3] = {"j", "a", "b"};
const char* kKsel[3] = {"k", "c", "d"};

// The listing of a random sum-of-products group (layout M_SOP, 7.3): S0..S5 = r1..r6, W0 = r7,
// W1 = r8.
std::string random_sop_group(std::mt19937_64& rng) {
  const uint32_t var = static_cast<uint32_t>(rng() % 4);
  const bool mad = var & 1, u8 = var >= 2;
  std::string s = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; ";
  s += kVarName[var];
  if (rng() & 1) s += ".zabs";
  if (rng() & 1) s += ".zclamp";
  if ((u8 && (rng() & 1)) || rng() % 8 == 0) s += ".u8out";
  s += " ";
  if (mad) {
    const char* outs[4] = {"w0.e0", "w0.e1", "w1.e0", "w1.e1"};
    for (const char* o : outs) s += std::string(o) + ((rng() & 1) ? ".clamp" : "") + ", ";
    for (int k = 0; k < 4; ++k)
      s += random_operand(rng, false) + ", " + random_operand(rng, true) + ", " + random_operand(rng, false) +
           (k < 3 ? ", " : "");
    if (rng() % 4 == 0) s += std::string(", jop=") + gen::SOPOP_ASM[rng() % 5] + " kop=" + gen::SOPOP_ASM[rng() % 5];
    if (rng() % 4 == 0) s += ", jsel=" + std::to_string(rng() % 3) + " ksel=" + std::to_string(rng() % 3);
  } else {
    const uint32_t rfmt = static_cast<uint32_t>(rng() % 3);
    const char* j = kJsel[rng() % 3];
    const char* k = kKsel[rng() % 3];
    if (rfmt == 2) s += std::string("w0.f32.") + j + ", w1.f32." + k + ", ";
    else if (rfmt == 1) s += std::string("w0.hi.") + j + ", w0.lo." + k + ", ";
    else s += std::string("w0.lo.") + j + ", w0.hi." + k + ", ";
    s += random_operand(rng, false) + ", " + random_operand(rng, true) + ", " + gen::SOPOP_ASM[rng() % 5] + ", ";
    s += random_operand(rng, false) + ", " + random_operand(rng, true) + ", ";
    s += random_operand(rng, false) + ", " + random_operand(rng, true) + ", " + gen::SOPOP_ASM[rng() % 5] + ", ";
    s += random_operand(rng, false) + ", " + random_operand(rng, true);
  }
  if (var != 1 && (rng() & 1)) s += var == 0 ? "; sopmov w1, s3" : var == 2 ? "; sopmov.u8 w1, s3" : "; sopu8madmov w1, s0";
  return s + "; w0=r7, w1=r8";
}

// Assembles and decodes `text`; false (with a test failure) when it is not a legal SOP group.
bool sop_group(const std::string& text, Group& g) {
  const AsmResult a = assemble_group(text);
  if (!a.ok) {
    ADD_FAILURE() << "assembly of '" << text << "': " << a.error;
    return false;
  }
  g = decode_group(a.word.data(), a.word.size(), 0);
  if (g.illegal || !g.has(Slot::P0) || g.comp(Slot::P0).layout != gen::lay::M_SOP::LAYOUT_ID) {
    ADD_FAILURE() << "'" << text << "' does not decode to a legal SOP group: " << test::reason(g) << " " << g.detail;
    return false;
  }
  return true;
}

// Runs the group on the quad (S0..S5 of instance i = s[i]) with golden execute() and compares W0/W1
// (registers r7, r8) of every instance with the RTL.
void check_sop(SopRtl& rtl, Tally& t, Quad& q, const Group& g, const std::string& text,
               const std::array<std::array<uint32_t, 6>, kQuad>& s) {
  const Component& c = g.comp(Slot::P0);
  const std::vector<uint32_t> fields = test::comp_field_words(c);
  for (int i = 0; i < kQuad; ++i) {
    for (int k = 0; k < 6; ++k) q.in[i].bank[1][1 + k] = s[i][k];
    q.in[i].bank[1][7] = 0xDEADBEEFu;
    q.in[i].bank[1][8] = 0xDEADBEEFu;
  }
  const ExecStatus st = execute(g, q);
  if (!st.ok) {
    t.check(false, [&] { return "golden execute() of '" + text + "': " + st.error; });
    return;
  }
  for (int i = 0; i < kQuad; ++i) {
    uint32_t w0 = 0, w1 = 0;
    rtl.run(c.op[0], fields, s[i].data(), w0, w1);
    // W0/W1 reach r7/r8 only when the destination map names them (the corpus' first SOP group
    // writes W0 alone); the register keeps its marker otherwise.
    const uint32_t g0 = q.in[i].bank[1][7], g1 = q.in[i].bank[1][8];
    const bool same = (!g.w_present[0] || w0 == g0) && (!g.w_present[1] || w1 == g1);
    t.check(same, [&] {
      std::ostringstream o;
      o << "'" << text << "' with S0..S5 =";
      for (int k = 0; k < 6; ++k) o << " " << hex(s[i][k]);
      o << ": RTL W0 " << hex(w0) << " W1 " << hex(w1) << ", golden W0 " << hex(g0) << " W1 " << hex(g1);
      return o.str();
    });
  }
}

TEST(RtlPack, SopRandomGroups) {
  SopRtl rtl;
  Tally t("SOP random groups");
  auto q = std::make_unique<Quad>();
  std::mt19937_64 rng(seed() ^ 0x50);
  const uint64_t n = env_u64("ROGUE_SOP_GROUPS", 10000);
  uint64_t groups = 0;
  for (uint64_t i = 0; i < n; ++i) {
    const std::string text = random_sop_group(rng);
    Group g;
    if (!sop_group(text, g)) continue;
    ++groups;
    for (int rep = 0; rep < 4; ++rep) {  // 16 operand sets per group
      std::array<std::array<uint32_t, 6>, kQuad> s;
      for (auto& lane : s)
        for (uint32_t& v : lane) v = random_s(rng);
      check_sop(rtl, t, *q, g, text, s);
    }
  }
  std::printf("[ figures  ] SOP random groups: %llu legal groups of %llu generated\n",
              static_cast<unsigned long long>(groups), static_cast<unsigned long long>(n));
  EXPECT_EQ(groups, n);
}

// Every JOP x KOP (with the RFMT, JSEL/KSEL, modifier and Z choices varying along), each variant,
// the MAD variants with every CLAMP pattern, and the corpus' SOP groups, on binary16 edge pairs:
// the products a e, b f, c g, d h see every pair of edge halves.
TEST(RtlPack, SopDirectedEdges) {
  SopRtl rtl;
  Tally t("SOP directed edges");
  auto q = std::make_unique<Quad>();
  std::vector<std::string> texts;
  for (const char* line : test::kLayoutLines)
    if (std::strstr(line, "; sop")) texts.push_back(line);
  EXPECT_EQ(texts.size(), 3u);
  for (uint32_t var = 0; var < 4; ++var) {
    const bool mad = var & 1;
    for (uint32_t combo = 0; combo < 25; ++combo) {
      // operands: a = s0.e0, e = s1.e0, b = s2.e0, f = s3.e0, c = s0.e1, g = s1.e1, d = s2.e1,
      // h = s3.e1 (v, w, x, y = s4/s5), with modifiers and Z from the combination number
      auto prod = [&](uint32_t src, uint32_t elem, uint32_t k) {
        const uint32_t m = (combo + k) % 8;
        return operand_text(src, elem, m & 1, m & 2, m & 4, false);
      };
      auto fact = [&](uint32_t src, uint32_t elem, uint32_t k) {
        const uint32_t m = (combo * 3 + k) % 8;
        return operand_text((combo + k) % 7 == 0 ? 7 : src, elem, m & 1, m & 2, m & 4, true);
      };
      std::string s = "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; ";
      s += kVarName[var];
      if (combo & 1) s += ".zabs";
      if (combo & 2) s += ".zclamp";
      if (var >= 2 && (combo & 4)) s += ".u8out";
      s += " ";
      if (mad) {
        const char* outs[4] = {"w0.e0", "w0.e1", "w1.e0", "w1.e1"};
        for (int k = 0; k < 4; ++k) s += std::string(outs[k]) + ((combo >> k) & 1 ? ".clamp" : "") + ", ";
        s += prod(0, 0, 0) + ", " + fact(1, 0, 1) + ", " + prod(4, 0, 2) + ", ";
        s += prod(0, 1, 3) + ", " + fact(1, 1, 4) + ", " + prod(4, 1, 5) + ", ";
        s += prod(2, 0, 6) + ", " + fact(3, 0, 7) + ", " + prod(5, 0, 8) + ", ";
        s += prod(2, 1, 9) + ", " + fact(3, 1, 10) + ", " + prod(5, 1, 11);
      } else {
        const uint32_t rfmt = combo % 3;
        const char* j = kJsel[(combo / 3) % 3];
        const char* k = kKsel[(combo / 9) % 3];
        if (rfmt == 2) s += std::string("w0.f32.") + j + ", w1.f32." + k + ", ";
        else if (rfmt == 1) s += std::string("w0.hi.") + j + ", w0.lo." + k + ", ";
        else s += std::string("w0.lo.") + j + ", w0.hi." + k + ", ";
        s += prod(0, 0, 0) + ", " + fact(1, 0, 1) + ", " + gen::SOPOP_ASM[combo % 5] + ", ";
        s += prod(2, 0, 2) + ", " + fact(3, 0, 3) + ", ";
        s += prod(0, 1, 4) + ", " + fact(1, 1, 5) + ", " + gen::SOPOP_ASM[combo / 5] + ", ";
        s += prod(2, 1, 6) + ", " + fact(3, 1, 7);
      }
      if (var != 1 && (combo & 8)) s += var == 0 ? "; sopmov w1, s3" : var == 2 ? "; sopmov.u8 w1, s3" : "; sopu8madmov w1, s0";
      texts.push_back(s + "; w0=r7, w1=r8");
    }
  }
  const std::vector<uint16_t>& e = half_edges();
  const size_t n = e.size();
  for (const std::string& text : texts) {
    Group g;
    if (!sop_group(text, g)) continue;
    std::array<std::array<uint32_t, 6>, kQuad> s;
    int lane = 0;
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j) {
        auto h = [&](size_t k) { return static_cast<uint32_t>(e[k % n]); };
        s[lane] = {h(j) << 16 | h(i), h(i) << 16 | h(j), h(i * 7 + j + 1) << 16 | h(i + j * 5 + 3),
                   h(j * 3 + i + 2) << 16 | h(i * 11 + j + 4), h(i + j) << 16 | h(i * 5), h(j * 13) << 16 | h(i + 2 * j)};
        if (++lane == kQuad) {
          check_sop(rtl, t, *q, g, text, s);
          lane = 0;
        }
      }
  }
  std::printf("[ figures  ] SOP directed edges: %zu groups x %zu edge pairs\n", texts.size(), n * n);
}

}  // namespace
}  // namespace shaderhw::rogue
