// Valhall golden model: integer arithmetic (5.2), integer conversions (5.3), integer compares and
// selects (5.4), shift/logic (5.5), bit counting (5.6), cross-lane operations and control flow
// (5.8), one function per instruction (templates instantiated per lane width and signedness).
// Rules: execute.h; helpers: semantics.h. P-numbers are the PROJECT DECISIONS of execute.h.
#include <cstdint>

#include "valhall/semantics.h"

namespace shaderhw::valhall::sem {
namespace {

using gen::Imm;
using gen::Ins;
using gen::Mod;
using i128 = __int128;

uint64_t raw(const Ctx& c, int l, int k) {
  return c.info.src[k].size == 64 ? c.src[l][k] : c.src[l][k] & 0xFFFFFFFFu;
}

// Lane i of a packed value as an exact integer (sign- or zero-extended).
i128 lane(uint64_t v, int bits, int i, bool s) {
  const uint64_t x = lane_of(v, bits, i);
  return s ? i128{sext(x, bits)} : i128{x};
}
// The exact value v as a lane: clamped to the lane's signed/unsigned range when `sat`, else
// the low `bits` bits.
uint64_t to_lane(i128 v, int bits, bool s, bool sat) {
  if (sat) {
    const i128 lo = s ? -(i128{1} << (bits - 1)) : i128{0};
    const i128 hi = s ? (i128{1} << (bits - 1)) - 1 : (i128{1} << bits) - 1;
    v = v < lo ? lo : v > hi ? hi : v;
  }
  return static_cast<uint64_t>(v) & lane_mask(bits);
}
// Applies f(lane a, lane b) -> exact value to every lane.
template <int B, class F>
uint64_t lanewise(uint64_t a, uint64_t b, bool s, bool sat, F f) {
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i)
    r |= to_lane(f(lane(a, B, i, s), lane(b, B, i, s)), B, s, sat) << (B * i);
  return r;
}

// ---- 5.2 integer arithmetic ----
template <int B, bool S>
void exec_IADD(Ctx& c, int l) {
  c.res[l] = lanewise<B>(sel(c, l, 0, S), sel(c, l, 1, S), S, c.d.get(Mod::SATURATE),
                         [](i128 a, i128 b) { return a + b; });
}
template <int B, bool S>
void exec_ISUB(Ctx& c, int l) {
  c.res[l] = lanewise<B>(sel(c, l, 0, S), sel(c, l, 1, S), S, c.d.get(Mod::SATURATE),
                         [](i128 a, i128 b) { return a - b; });
}
template <int B, bool S>  // S: IMUL.s* (signed widening and saturation), else IMUL.i* (P7)
void exec_IMUL(Ctx& c, int l) {
  c.res[l] = lanewise<B>(sel(c, l, 0, S), sel(c, l, 1, S), S, c.d.get(Mod::SATURATE),
                         [](i128 a, i128 b) { return a * b; });
}
template <int B, bool S>
void exec_HADD(Ctx& c, int l) {  // floor((a + b [+ 1]) / 2), exact
  const i128 round = c.d.get(Mod::RHADD) ? 1 : 0;
  c.res[l] = lanewise<B>(sel(c, l, 0, S), sel(c, l, 1, S), S, false,
                         [&](i128 a, i128 b) { return (a + b + round) >> 1; });
}
void exec_IMULD_U64(Ctx& c, int l) {
  c.res[l] = (sel(c, l, 0, false) & 0xFFFFFFFFu) * (sel(c, l, 1, false) & 0xFFFFFFFFu);
}
template <int B>
void exec_IADD_IMM(Ctx& c, int l) {
  c.res[l] = lanewise<B>(raw(c, l, 0), c.d.imm_raw(Imm::CONSTANT), false, false,
                         [](i128 a, i128 b) { return a + b; });
}
template <bool S>
void exec_SHADDX(Ctx& c, int l) {
  c.res[l] = raw(c, l, 0) + (sel(c, l, 1, S) << c.d.imm_raw(Imm::SHIFT));
}
void exec_SEG_ADD(Ctx& c, int l) {  // P8
  const uint64_t a = raw(c, l, 0), b = sel(c, l, 1, false);
  uint64_t r = c.d.get(Mod::NEG) ? a - b : a + b;
  if (c.d.get(Mod::PRESERVE_NULL) && b == 0) r = 0;
  c.res[l] = r;
}
template <bool S>
void exec_IDP(Ctx& c, int l) {
  const uint64_t a = raw(c, l, 0), b = raw(c, l, 1);
  i128 sum = S ? i128{static_cast<int32_t>(raw(c, l, 2))} : i128{raw(c, l, 2)};
  for (int i = 0; i < 4; ++i) sum += lane(a, 8, i, S) * lane(b, 8, i, S);
  c.res[l] = to_lane(sum, 32, S, c.d.get(Mod::SATURATE) != 0);
}
template <int B>
void exec_IABS(Ctx& c, int l) {  // |MIN| = MIN
  uint64_t r = 0;
  const uint64_t a = sel(c, l, 0, true);
  for (int i = 0; i < lanes_of(B); ++i) {
    const i128 v = lane(a, B, i, true);
    r |= to_lane(v < 0 ? -v : v, B, true, false) << (B * i);
  }
  c.res[l] = r;
}
void exec_MOV(Ctx& c, int l) { c.res[l] = raw(c, l, 0); }
void exec_NOT_OLD_I32(Ctx& c, int l) { c.res[l] = ~raw(c, l, 0) & 0xFFFFFFFFu; }
void exec_NOT_OLD_I64(Ctx& c, int l) { c.res[l] = ~raw(c, l, 0); }
void exec_MKVEC_V2I16(Ctx& c, int l) {  // lane 0 of each swizzle
  c.res[l] = (sel(c, l, 0, false) & 0xFFFFu) | (sel(c, l, 1, false) & 0xFFFFu) << 16;
}
void exec_MKVEC_V2I8(Ctx& c, int l) {
  c.res[l] = (sel(c, l, 0, false) & 0xFFu) | (sel(c, l, 1, false) & 0xFFu) << 8 |
             (raw(c, l, 2) & 0xFFFFu) << 16;
}

// ---- 5.3 integer conversions: the selected lane(s), extended by sel() ----
void exec_S8_TO_S32(Ctx& c, int l) { c.res[l] = sel(c, l, 0, true); }
void exec_U8_TO_U32(Ctx& c, int l) { c.res[l] = sel(c, l, 0, false); }
void exec_S16_TO_S32(Ctx& c, int l) {  // lane 0 of the 16-bit swizzle
  c.res[l] = static_cast<uint64_t>(sext(sel(c, l, 0, false) & 0xFFFFu, 16)) & 0xFFFFFFFFu;
}
void exec_U16_TO_U32(Ctx& c, int l) { c.res[l] = sel(c, l, 0, false) & 0xFFFFu; }
void exec_V2S8_TO_V2S16(Ctx& c, int l) { c.res[l] = sel(c, l, 0, true); }
void exec_V2U8_TO_V2U16(Ctx& c, int l) { c.res[l] = sel(c, l, 0, false); }

// ---- 5.6 bit counting ----
template <int B>
void exec_CLZ(Ctx& c, int l) {
  const uint64_t a = sel(c, l, 0, false);
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i) {
    const uint64_t x = lane_of(a, B, i);
    uint64_t zeros = 0;
    for (int bit = B - 1; bit >= 0 && !((x >> bit) & 1); --bit) ++zeros;  // CLZ(0) = B
    r |= zeros << (B * i);
  }
  c.res[l] = r;
}
void exec_POPCOUNT(Ctx& c, int l) {
  c.res[l] = static_cast<uint64_t>(__builtin_popcount(static_cast<uint32_t>(raw(c, l, 0))));
}
void exec_BITREV(Ctx& c, int l) {
  const uint32_t a = static_cast<uint32_t>(raw(c, l, 0));
  uint32_t r = 0;
  for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1u) << (31 - i);
  c.res[l] = r;
}

// ---- 5.5 shift / logic ----
// Lanes (8-bit) field -> (byte X, byte Y) of B (3.2 f); reserved values never execute.
constexpr uint8_t kLanes8[16][2] = {{0, 2}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 1},
                                    {2, 2}, {3, 3}, {0, 0}, {0, 0}, {0, 1}, {2, 3},
                                    {0, 0}, {0, 0}, {0, 0}, {0, 0}};
enum LogicOp { kAnd = 0, kOr = 1, kXor = 2 };

template <int B, int Op, bool Left>
void exec_SHIFT(Ctx& c, int l) {
  const bool arith = !Left && c.d.get(Mod::SIGNED);
  const uint64_t a = sel(c, l, 0, arith);  // P: widened halves/bytes sign-extended iff .signed
  const uint32_t amounts = static_cast<uint32_t>(raw(c, l, 1));
  const uint8_t* xy = kLanes8[c.d.src[1].swizzle & 15];
  uint64_t cc = raw(c, l, 2);
  if (c.d.src[2].invert) cc = ~cc;
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i) {
    const unsigned byte = (B == 16 && i == 1) ? xy[1] : xy[0];  // P10
    const unsigned n = ((amounts >> (8 * byte)) & 0xFFu) % B;   // P9
    const uint64_t av = lane_of(a, B, i);
    uint64_t sh;
    if (Left)
      sh = av << n;
    else if (arith)
      sh = static_cast<uint64_t>(sext(av, B) >> n);
    else
      sh = av >> n;
    sh &= lane_mask(B);
    const uint64_t cv = lane_of(cc, B, i);
    uint64_t v = Op == kAnd ? (sh & cv) : Op == kOr ? (sh | cv) : (sh ^ cv);
    if (c.d.get(Mod::NOT_RESULT)) v = ~v;
    r |= (v & lane_mask(B)) << (B * i);
  }
  c.res[l] = r;
}

// ---- 5.4 integer compares and selects ----
template <int B>
void exec_MUX(Ctx& c, int l) {
  const uint64_t a = sel(c, l, 0, false), b = sel(c, l, 1, false), m = sel(c, l, 2, false);
  const unsigned mode = c.d.get(Mod::MUX);
  if (mode == 3) {  // bit
    c.res[l] = ((a & m) | (b & ~m)) & 0xFFFFFFFFu;
    return;
  }
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i) {
    const uint64_t x = lane_of(m, B, i), sign = uint64_t{1} << (B - 1);
    const bool pick_a = mode == 0 ? (x & sign) != 0            // neg
                        : mode == 1 ? x == 0                    // int_zero
                                    : (x & ~sign) == 0;         // fp_zero (P12)
    r |= lane_of(pick_a ? a : b, B, i) << (B * i);
  }
  c.res[l] = r;
}
uint64_t result_bits(const Ctx& c, int bits, bool r) {  // result type W[31:30]
  if (!r) return 0;
  switch (c.d.get(Mod::RESULT_TYPE)) {
    case 1: return bits == 32 ? 0x3F800000u : bits == 16 ? 0x3C00u : 1u;  // f1 (P15)
    case 2: return lane_mask(bits);                                        // m1
    default: return 1u;                                                    // i1, u1 (P14)
  }
}
template <int B, bool S>
void exec_ICMP(Ctx& c, int l) {
  const uint64_t a = sel(c, l, 0, S), b = sel(c, l, 1, S), cc = raw(c, l, 2);
  const unsigned cond = c.d.get(Mod::CONDITION);
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i) {
    const int64_t av = static_cast<int64_t>(lane(a, B, i, S));
    const int64_t bv = static_cast<int64_t>(lane(b, B, i, S));
    const bool cl = lane_of(cc, B, i) != 0;
    bool v;
    if (c.d.get(Mod::SEQ)) {  // P14: 64-bit chaining, C = low-word result
      const bool eq = av == bv;
      switch (cond & 7) {
        case 0: v = eq && cl; break;
        case 3: case 6: v = !eq || cl; break;
        case 1: case 2: v = icond(1, av, bv, S) || (eq && cl); break;
        case 4: case 5: v = icond(4, av, bv, S) || (eq && cl); break;
        default: v = true; break;
      }
    } else {
      v = icond(cond, av, bv, S);
      v = c.d.get(Mod::AND) ? (v && cl) : (v || cl);
    }
    r |= result_bits(c, B, v) << (B * i);
  }
  c.res[l] = r;
}
template <int B, bool S>
void exec_CSEL(Ctx& c, int l) {
  const uint64_t a = raw(c, l, 0), b = raw(c, l, 1), x = raw(c, l, 2), y = raw(c, l, 3);
  const unsigned cond = c.d.get(Mod::CONDITION);
  uint64_t r = 0;
  for (int i = 0; i < lanes_of(B); ++i) {
    const bool v = icond(cond, static_cast<int64_t>(lane(a, B, i, S)),
                         static_cast<int64_t>(lane(b, B, i, S)), S);
    r |= lane_of(v ? x : y, B, i) << (B * i);
  }
  c.res[l] = r;
}

// ---- cross-lane (P21): the subgroup is the quad ----
constexpr uint32_t kInactive[16] = {0x00000000, 0xFFFFFFFF, 0x00000001, 0x00010001,
                                    0x80000000, 0x7FFFFFFF, 0x80008000, 0x7FFF7FFF,
                                    0x80808080, 0x7F7F7F7F, 0x3F800000, 0x3C003C00,
                                    0xFF800000, 0x7F800000, 0xFC00FC00, 0x7C007C00};
unsigned subgroup(const Ctx& c) { return 2u << (c.d.get(Mod::SUBGROUP_SIZE) & 3); }

template <int B, bool S>
void exec_CLPER(Ctx& c, int l) {
  const unsigned n = subgroup(c), base = static_cast<unsigned>(l) & ~(n - 1);
  const uint64_t bv = sel(c, l, 1, S);
  const uint32_t b = B >= 32 ? static_cast<uint32_t>(bv) : static_cast<uint32_t>(lane_of(bv, B, 0));
  const uint32_t rel = static_cast<uint32_t>(l) - base;
  uint32_t j;
  switch (c.d.get(Mod::LANE_OPERATION)) {
    case 1: j = rel ^ b; break;  // xor
    case 2: j = rel + b; break;  // accumulate
    case 3: j = rel - b; break;  // shift
    default: j = b; break;       // none
  }
  const unsigned s = base + j % n;
  if (s >= static_cast<unsigned>(kLanes) || !c.active[s])
    c.res[l] = kInactive[c.d.get(Mod::INACTIVE_RESULT) & 15];
  else
    c.res[l] = raw(c, static_cast<int>(s), 0);
}
void exec_WMASK(Ctx& c, int l) {
  const unsigned n = subgroup(c), base = static_cast<unsigned>(l) & ~(n - 1);
  uint64_t m = 0;
  for (unsigned s = base; s < base + n && s < static_cast<unsigned>(kLanes); ++s)
    if (c.active[s] && raw(c, static_cast<int>(s), 0) != 0) m |= uint64_t{1} << (s - base);
  c.res[l] = m;
}

// ---- control (5.8) ----
void exec_NOP(Ctx&, int) {}
bool branch_test(const Ctx& c, int l) {  // A through combine (P22), then eq / ne
  const uint32_t a = static_cast<uint32_t>(raw(c, l, 0));
  uint32_t v;
  switch (c.d.src[0].swizzle) {
    case 1: v = a & 0xFFFFu; break;
    case 2: v = a >> 16; break;
    case 3: v = (a & 0xFFFFu) & (a >> 16); break;
    case 4: v = a & 1u; break;
    default: v = a; break;
  }
  return c.d.get(Mod::EQ) ? v == 0 : v != 0;
}
void exec_BRANCHZ(Ctx& c, int l) {
  c.flag[l] = branch_test(c, l);
  c.target[l] = c.pc + 8 * static_cast<uint64_t>(c.d.imm_value(Imm::OFFSET) + 1);
}
void exec_BRANCHZI(Ctx& c, int l) {  // P23
  const uint32_t b = static_cast<uint32_t>(raw(c, l, 1));
  c.flag[l] = branch_test(c, l);
  c.target[l] = c.d.get(Mod::ABSOLUTE) ? uint64_t{b}
                                       : c.pc + 8 + static_cast<uint64_t>(int64_t{static_cast<int32_t>(b)});
}

}  // namespace

void add_integer(Table& t) {
  set(t, Ins::IADD_U32, exec_IADD<32, false>);
  set(t, Ins::IADD_V2U16, exec_IADD<16, false>);
  set(t, Ins::IADD_V4U8, exec_IADD<8, false>);
  set(t, Ins::IADD_S32, exec_IADD<32, true>);
  set(t, Ins::IADD_V2S16, exec_IADD<16, true>);
  set(t, Ins::IADD_V4S8, exec_IADD<8, true>);
  set(t, Ins::IADD_U64, exec_IADD<64, false>);
  set(t, Ins::IADD_S64, exec_IADD<64, true>);
  set(t, Ins::ISUB_U32, exec_ISUB<32, false>);
  set(t, Ins::ISUB_V2U16, exec_ISUB<16, false>);
  set(t, Ins::ISUB_V4U8, exec_ISUB<8, false>);
  set(t, Ins::ISUB_S32, exec_ISUB<32, true>);
  set(t, Ins::ISUB_V2S16, exec_ISUB<16, true>);
  set(t, Ins::ISUB_V4S8, exec_ISUB<8, true>);
  set(t, Ins::ISUB_U64, exec_ISUB<64, false>);
  set(t, Ins::ISUB_S64, exec_ISUB<64, true>);
  set(t, Ins::IMUL_I32, exec_IMUL<32, false>);
  set(t, Ins::IMUL_V2I16, exec_IMUL<16, false>);
  set(t, Ins::IMUL_V4I8, exec_IMUL<8, false>);
  set(t, Ins::IMUL_S32, exec_IMUL<32, true>);
  set(t, Ins::IMUL_V2S16, exec_IMUL<16, true>);
  set(t, Ins::IMUL_V4S8, exec_IMUL<8, true>);
  set(t, Ins::IMULD_U64, exec_IMULD_U64);
  set(t, Ins::HADD_U32, exec_HADD<32, false>);
  set(t, Ins::HADD_V2U16, exec_HADD<16, false>);
  set(t, Ins::HADD_V4U8, exec_HADD<8, false>);
  set(t, Ins::HADD_S32, exec_HADD<32, true>);
  set(t, Ins::HADD_V2S16, exec_HADD<16, true>);
  set(t, Ins::HADD_V4S8, exec_HADD<8, true>);
  set(t, Ins::IADD_IMM_I32, exec_IADD_IMM<32>);
  set(t, Ins::IADD_IMM_V2I16, exec_IADD_IMM<16>);
  set(t, Ins::IADD_IMM_V4I8, exec_IADD_IMM<8>);
  set(t, Ins::SHADDX_U64, exec_SHADDX<false>);
  set(t, Ins::SHADDX_S64, exec_SHADDX<true>);
  set(t, Ins::SEG_ADD_U64, exec_SEG_ADD);
  set(t, Ins::IDP_V4S8, exec_IDP<true>);
  set(t, Ins::IDP_V4U8, exec_IDP<false>);
  set(t, Ins::IABS_S32, exec_IABS<32>);
  set(t, Ins::IABS_V2S16, exec_IABS<16>);
  set(t, Ins::IABS_V4S8, exec_IABS<8>);
  set(t, Ins::MOV_I32, exec_MOV);
  set(t, Ins::NOT_OLD_I32, exec_NOT_OLD_I32);
  set(t, Ins::NOT_OLD_I64, exec_NOT_OLD_I64);
  set(t, Ins::MKVEC_V2I16, exec_MKVEC_V2I16);
  set(t, Ins::MKVEC_V2I8, exec_MKVEC_V2I8);

  set(t, Ins::S8_TO_S32, exec_S8_TO_S32);
  set(t, Ins::U8_TO_U32, exec_U8_TO_U32);
  set(t, Ins::S16_TO_S32, exec_S16_TO_S32);
  set(t, Ins::U16_TO_U32, exec_U16_TO_U32);
  set(t, Ins::V2S8_TO_V2S16, exec_V2S8_TO_V2S16);
  set(t, Ins::V2U8_TO_V2U16, exec_V2U8_TO_V2U16);

  set(t, Ins::CLZ_U32, exec_CLZ<32>);
  set(t, Ins::CLZ_V2U16, exec_CLZ<16>);
  set(t, Ins::CLZ_V4U8, exec_CLZ<8>);
  set(t, Ins::POPCOUNT_I32, exec_POPCOUNT);
  set(t, Ins::BITREV_I32, exec_BITREV);

  set(t, Ins::LSHIFT_AND_I32, exec_SHIFT<32, kAnd, true>);
  set(t, Ins::LSHIFT_AND_V2I16, exec_SHIFT<16, kAnd, true>);
  set(t, Ins::LSHIFT_AND_V4I8, exec_SHIFT<8, kAnd, true>);
  set(t, Ins::LSHIFT_AND_I64, exec_SHIFT<64, kAnd, true>);
  set(t, Ins::RSHIFT_AND_I32, exec_SHIFT<32, kAnd, false>);
  set(t, Ins::RSHIFT_AND_V2I16, exec_SHIFT<16, kAnd, false>);
  set(t, Ins::RSHIFT_AND_V4I8, exec_SHIFT<8, kAnd, false>);
  set(t, Ins::RSHIFT_AND_I64, exec_SHIFT<64, kAnd, false>);
  set(t, Ins::LSHIFT_OR_I32, exec_SHIFT<32, kOr, true>);
  set(t, Ins::LSHIFT_OR_V2I16, exec_SHIFT<16, kOr, true>);
  set(t, Ins::LSHIFT_OR_V4I8, exec_SHIFT<8, kOr, true>);
  set(t, Ins::LSHIFT_OR_I64, exec_SHIFT<64, kOr, true>);
  set(t, Ins::RSHIFT_OR_I32, exec_SHIFT<32, kOr, false>);
  set(t, Ins::RSHIFT_OR_V2I16, exec_SHIFT<16, kOr, false>);
  set(t, Ins::RSHIFT_OR_V4I8, exec_SHIFT<8, kOr, false>);
  set(t, Ins::RSHIFT_OR_I64, exec_SHIFT<64, kOr, false>);
  set(t, Ins::LSHIFT_XOR_I32, exec_SHIFT<32, kXor, true>);
  set(t, Ins::LSHIFT_XOR_V2I16, exec_SHIFT<16, kXor, true>);
  set(t, Ins::LSHIFT_XOR_V4I8, exec_SHIFT<8, kXor, true>);
  set(t, Ins::LSHIFT_XOR_I64, exec_SHIFT<64, kXor, true>);
  set(t, Ins::RSHIFT_XOR_I32, exec_SHIFT<32, kXor, false>);
  set(t, Ins::RSHIFT_XOR_V2I16, exec_SHIFT<16, kXor, false>);
  set(t, Ins::RSHIFT_XOR_V4I8, exec_SHIFT<8, kXor, false>);
  set(t, Ins::RSHIFT_XOR_I64, exec_SHIFT<64, kXor, false>);

  set(t, Ins::MUX_I32, exec_MUX<32>);
  set(t, Ins::MUX_V2I16, exec_MUX<16>);
  set(t, Ins::MUX_V4I8, exec_MUX<8>);
  set(t, Ins::ICMP_U32, exec_ICMP<32, false>);
  set(t, Ins::ICMP_V2U16, exec_ICMP<16, false>);
  set(t, Ins::ICMP_V4U8, exec_ICMP<8, false>);
  set(t, Ins::ICMP_S32, exec_ICMP<32, true>);
  set(t, Ins::ICMP_V2S16, exec_ICMP<16, true>);
  set(t, Ins::ICMP_V4S8, exec_ICMP<8, true>);
  set(t, Ins::CSEL_U32, exec_CSEL<32, false>);
  set(t, Ins::CSEL_V2U16, exec_CSEL<16, false>);
  set(t, Ins::CSEL_S32, exec_CSEL<32, true>);
  set(t, Ins::CSEL_V2S16, exec_CSEL<16, true>);

  set(t, Ins::CLPER_I32, exec_CLPER<32, false>);
  set(t, Ins::CLPER_V2U16, exec_CLPER<16, false>);
  set(t, Ins::CLPER_V4U8, exec_CLPER<8, false>);
  set(t, Ins::CLPER_S32, exec_CLPER<32, true>);
  set(t, Ins::CLPER_V2S16, exec_CLPER<16, true>);
  set(t, Ins::CLPER_V4S8, exec_CLPER<8, true>);
  set(t, Ins::CLPER_U64, exec_CLPER<64, false>);
  set(t, Ins::CLPER_S64, exec_CLPER<64, true>);
  set(t, Ins::WMASK, exec_WMASK);

  set(t, Ins::NOP, exec_NOP);
  set(t, Ins::BRANCHZ, exec_BRANCHZ);
  set(t, Ins::BRANCHZI, exec_BRANCHZI);
}

}  // namespace shaderhw::valhall::sem
