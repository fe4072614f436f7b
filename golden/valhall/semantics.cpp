// Valhall golden model: operand helpers shared by semantics_*.cpp and the dispatch table
// (semantics.h). Rules: execute.h ("Common rules"); section numbers refer to docs/valhall.md.
#include "valhall/semantics.h"

namespace shaderhw::valhall::sem {
namespace {

using fp::Format;
using gen::SelKind;

// Swizzles (16-bit) values 4-13 (3.2 b): (lane 0 byte, lane 1 byte).
constexpr uint8_t kSwz16Bytes[10][2] = {{0, 0}, {2, 0}, {0, 2}, {2, 2}, {1, 1},
                                        {3, 1}, {1, 3}, {3, 3}, {0, 1}, {2, 3}};
// Swizzles (8-bit) values 0-11 (3.2 c): bytes of lanes 0..3.
constexpr uint8_t kSwz8[12][4] = {{0, 1, 2, 3}, {3, 2, 1, 0}, {0, 1, 0, 1}, {2, 3, 2, 3},
                                  {0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3},
                                  {2, 3, 0, 1}, {1, 0, 3, 2}, {0, 0, 1, 1}, {2, 2, 3, 3}};

}  // namespace

bool ftz32(const Ctx& c) { return c.cfg.ftz != FtzMode::Preserve; }
bool ftz16(const Ctx& c) {
  return c.cfg.ftz == FtzMode::Flush32And16 || c.cfg.ftz == FtzMode::Abrupt;  // P3
}

fp::Round round_mode(const Ctx& c) {
  static constexpr fp::Round kMap[4] = {fp::Round::RNE, fp::Round::RUP, fp::Round::RDN,
                                        fp::Round::RTZ};  // 3.4: rte rtp rtn rtz
  return kMap[c.d.get(gen::Mod::ROUND_MODE) & 3];
}

fp::Config fpcfg(fp::Round rm) {
  fp::Config cfg;
  cfg.rm = rm;
  cfg.ftz = false;            // flushing is explicit (flush_in / flush), per format
  cfg.nan_propagate = false;  // 5.0: canonical NaN, no propagation
  cfg.canon_nan32 = 0x7FC00000u;
  cfg.canon_nan16 = 0x7E00u;
  return cfg;
}

uint32_t flush(Format f, uint32_t x, bool on) {
  if (on && fp::is_subnormal(f, x)) return x & fp::sign_bit(f);
  return x;
}

uint32_t flush_in(const Ctx& c, Format f, uint32_t x) {
  return flush(f, x, f == Format::F32 ? ftz32(c) : ftz16(c));
}

uint64_t sel(const Ctx& c, int lane, int k, bool sign) {
  const gen::SrcInfo& si = c.info.src[k];
  const bool wide = si.size == 64;
  const uint64_t v = wide ? c.src[lane][k] : c.src[lane][k] & 0xFFFFFFFFu;
  const unsigned s = c.d.src[k].swizzle;
  auto half = [&](unsigned h) -> uint64_t { return (v >> (16 * h)) & 0xFFFFu; };
  auto byte = [&](unsigned b) -> uint64_t { return (v >> (8 * b)) & 0xFFu; };
  auto ext = [&](uint64_t x, int from, int to) -> uint64_t {
    return (sign ? static_cast<uint64_t>(sext(x, from)) : x) & lane_mask(to);
  };
  switch (si.sel) {
    case SelKind::SWZ16:
      return half(s & 1) | half((s >> 1) & 1) << 16;
    case SelKind::WIDEN16:
      if (s < 4) return half(s & 1) | half((s >> 1) & 1) << 16;
      return ext(byte(kSwz16Bytes[s - 4][0]), 8, 16) |
             ext(byte(kSwz16Bytes[s - 4][1]), 8, 16) << 16;
    case SelKind::WIDEN8: {
      uint64_t r = 0;
      for (int i = 0; i < 4; ++i) r |= byte(kSwz8[s][i]) << (8 * i);
      return r;
    }
    case SelKind::WIDEN32:
    case SelKind::WIDEN64: {
      const int to = si.sel == SelKind::WIDEN64 ? 64 : 32;
      if (s == 2 || s == 3) return ext(half(s - 2), 16, to);
      if (s >= 4 && s <= 7) return ext(byte(s - 4), 8, to);
      if (s == 8) return ext(v & 0xFFFFFFFFu, 32, to);  // w0 (64-bit enum only)
      return v;
    }
    case SelKind::HALFSWZ8:
      return ext(byte(s & 3), 8, 16) | ext(byte((s >> 2) & 3), 8, 16) << 16;
    case SelKind::LANE8:
      return ext(byte(s & 3), 8, 32);
    case SelKind::LANE16:
      return ext(half(s & 1), 16, 32);
    default:  // NONE, float WIDEN, LANES8, COMBINE: read by the instruction itself
      return v;
  }
}

uint32_t absneg(const Ctx& c, int k, uint32_t x, uint32_t sign_bit) {
  const Source& s = c.d.src[k];
  if (s.abs) x &= ~sign_bit;
  if (s.neg) x ^= sign_bit;
  return x;
}

uint32_t f32_src(const Ctx& c, int lane, int k) {
  const gen::SrcInfo& si = c.info.src[k];
  uint32_t v = static_cast<uint32_t>(c.src[lane][k]);
  const unsigned s = c.d.src[k].swizzle;
  if (si.sel == SelKind::WIDEN && s != 0) {  // 3.2 a: f16 half -> f32, exact (NaN canonical)
    const uint32_t h = flush_in(c, Format::F16, (v >> (16 * (s - 1))) & 0xFFFFu);
    v = fp::f2f(Format::F16, Format::F32, h, fpcfg()).bits;
  }
  v = flush_in(c, Format::F32, v);
  return absneg(c, k, v, 0x80000000u);
}

uint32_t f16x2_src(const Ctx& c, int lane, int k) {
  const gen::SrcInfo& si = c.info.src[k];
  uint32_t v = static_cast<uint32_t>(c.src[lane][k]);
  if (si.sel == SelKind::SWZ16) v = static_cast<uint32_t>(sel(c, lane, k, false));
  const uint32_t lo = flush_in(c, Format::F16, v & 0xFFFFu);
  const uint32_t hi = flush_in(c, Format::F16, v >> 16);
  return absneg(c, k, lo | hi << 16, 0x80008000u);
}

uint32_t clamp(const Ctx& c, Format f, uint32_t x) {
  const fp::Config cfg = fpcfg();
  const uint32_t zero = 0, one = f == Format::F32 ? 0x3F800000u : 0x3C00u;
  const uint32_t minus_one = one | fp::sign_bit(f);
  switch (c.d.get(gen::Mod::CLAMP)) {
    case 1:  // clamp_0_inf
      return fp::max(f, x, zero, true, cfg).bits;
    case 2:  // clamp_m1_1
      return fp::min(f, fp::max(f, x, minus_one, true, cfg).bits, one, true, cfg).bits;
    case 3:  // clamp_0_1
      return fp::min(f, fp::max(f, x, zero, true, cfg).bits, one, true, cfg).bits;
    default:
      return x;
  }
}

bool fcond(Format f, unsigned cond, uint32_t a, uint32_t b) {
  const fp::Config cfg = fpcfg();
  auto eq = [&] { return fp::cmp(f, a, b, fp::CmpCond::EQ, false, cfg).bits != 0; };
  auto lt = [&](uint32_t x, uint32_t y) {
    return fp::cmp(f, x, y, fp::CmpCond::LT, false, cfg).bits != 0;
  };
  auto le = [&](uint32_t x, uint32_t y) {
    return fp::cmp(f, x, y, fp::CmpCond::LE, false, cfg).bits != 0;
  };
  switch (cond & 7) {
    case 0: return eq();                     // eq (ordered)
    case 1: return lt(b, a);                 // gt
    case 2: return le(b, a);                 // ge
    case 3: return !eq();                    // ne: unordered or not equal
    case 4: return lt(a, b);                 // lt
    case 5: return le(a, b);                 // le
    case 6: return lt(a, b) || lt(b, a);     // gtlt: ordered and not equal
    default: return !fp::is_nan(f, a) && !fp::is_nan(f, b);  // total: ordered (P13)
  }
}

bool icond(unsigned cond, int64_t a, int64_t b, bool is_signed) {
  const uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  const bool lt = is_signed ? a < b : ua < ub;
  const bool eq = ua == ub;
  switch (cond & 7) {
    case 0: return eq;
    case 1: return !lt && !eq;
    case 2: return !lt;
    case 3: return !eq;
    case 4: return lt;
    case 5: return lt || eq;
    case 6: return !eq;   // gtlt = ne (P13)
    default: return true;  // total (P13)
  }
}

const Table& table() {
  static const Table t = [] {
    Table x{};
    add_float(x);
    add_integer(x);
    return x;
  }();
  return t;
}

}  // namespace shaderhw::valhall::sem
