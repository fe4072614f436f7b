#include "valhall/valhall_gen.h"

#include <algorithm>
#include <cctype>

#include "core/text_input.h"
#include "valhall/asm.h"

namespace shaderhw::valhall {
namespace {

const gen::InsInfo& info_of(int ins) { return gen::INSTRUCTIONS[static_cast<unsigned>(ins)]; }

const std::vector<int>& message_instructions() {
  static const std::vector<int> v = [] {
    std::vector<int> r;
    for (unsigned i = 0; i < gen::NUM_INS; ++i) {
      if (!executes(static_cast<int>(i))) r.push_back(static_cast<int>(i));
    }
    return r;
  }();
  return v;
}

// A random value of an enum that is not reserved (its name is not null).
uint8_t random_enum(Rng& rng, gen::EnumId id) {
  const gen::EnumInfo& e = gen::enum_info(id);
  for (;;) {
    const uint32_t v = rng.below(e.count);
    if (e.values[v]) return static_cast<uint8_t>(v);
  }
}

template <class T>
T pick(Rng& rng, std::initializer_list<T> list) {
  return list.begin()[rng.below(static_cast<uint32_t>(list.size()))];
}

// ---- value classes -----------------------------------------------------------------------------

uint32_t random_f32(Rng& rng) {
  const uint32_t sign = rng.below(2) << 31;
  uint32_t m;
  switch (rng.below(16)) {
    case 0: m = 0; break;                                              // +-0
    case 1: m = 0x7F800000u; break;                                    // +-inf
    case 2: m = 0x7FC00000u | (rng.below(4) ? rng.next32() & 0x3FFFFF : 0); break;  // qNaN, payload
    case 3: m = 0x7F800000u | (1 + rng.below(0x3FFFFF)); break;        // sNaN, payload
    case 4: m = 1 + rng.below(0x7FFFFF); break;                        // subnormal
    case 5: m = pick(rng, {0x00800000u, 0x7F7FFFFFu, 0x00000001u, 0x007FFFFFu}); break;
    case 6: m = 0x3F800000u; break;                                    // 1.0
    case 7: {  // halfway values for float->int: k + 0.5
      const float f = static_cast<float>(rng.below(64)) + 0.5f;
      __builtin_memcpy(&m, &f, 4);
      break;
    }
    case 8:  // halfway between two f16 values (f32 -> f16 ties), or an f16 subnormal as f32
      m = rng.below(2) ? ((0x38000000u + (rng.below(0x0F000000u >> 13) << 13)) | 0x1000u)
                       : (0x33800000u + (rng.below(0x400) << 13));
      break;
    case 9:  // integer-range edges (2^31, 2^32, just below), f16 overflow edges (65504, 65520)
      m = pick(rng, {0x4F000000u, 0x4EFFFFFFu, 0x4F800000u, 0x4F7FFFFFu, 0x477FE000u, 0x477FF000u,
                     0x477FEFFFu, 0x5F000000u});
      break;
    case 10: {  // small integers
      const float f = static_cast<float>(rng.below(300));
      __builtin_memcpy(&m, &f, 4);
      break;
    }
    case 11: m = 0x3F000000u + rng.below(0x02000000u); break;          // [0.5, 4): SFU, compares
    case 12: m = (0x30000000u + rng.below(0x1E000000u)); break;        // moderate magnitudes
    default: m = rng.next32() & 0x7FFFFFFFu; break;                    // any bits
  }
  return sign | m;
}

uint16_t random_f16(Rng& rng) {
  const uint16_t sign = static_cast<uint16_t>(rng.below(2) << 15);
  uint16_t m;
  switch (rng.below(12)) {
    case 0: m = 0; break;
    case 1: m = 0x7C00; break;
    case 2: m = static_cast<uint16_t>(0x7E00 | (rng.below(2) ? rng.below(0x200) : 0)); break;
    case 3: m = static_cast<uint16_t>(0x7C00 | (1 + rng.below(0x1FF))); break;   // sNaN
    case 4: m = static_cast<uint16_t>(1 + rng.below(0x3FF)); break;              // subnormal
    case 5: m = pick<uint16_t>(rng, {0x0400, 0x7BFF, 0x0001, 0x03FF}); break;
    case 6: m = 0x3C00; break;
    case 7: m = pick<uint16_t>(rng, {0x3800, 0x3E00, 0x4100, 0x4500, 0x5A00}); break;  // k + 0.5
    case 8: m = static_cast<uint16_t>(0x3800 + rng.below(0x0800)); break;        // [0.5, 4)
    default: m = static_cast<uint16_t>(rng.below(0x7C00)); break;
  }
  return static_cast<uint16_t>(sign | m);
}

uint32_t random_byte(Rng& rng) {
  return pick(rng, {0x00u, 0x01u, 0x7Fu, 0x80u, 0xFFu, 0x07u, 0x08u, 0x0Fu, 0x10u, 0x1Fu, 0x20u,
                    rng.below(256), rng.below(256)});
}
uint32_t random_half(Rng& rng) {
  return pick(rng, {0x0000u, 0x0001u, 0x7FFFu, 0x8000u, 0xFFFFu, 0x00FFu, 0x0080u, 0x000Fu,
                    0x0010u, 0x0011u, rng.below(65536), rng.below(65536)});
}
uint32_t random_u32(Rng& rng) {
  switch (rng.below(8)) {
    case 0: return pick(rng, {0u, 1u, 0xFFFFFFFFu, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFEu});
    case 1:  // shift amounts near the lane widths, in every byte
      return pick(rng, {7u, 8u, 9u, 15u, 16u, 17u, 31u, 32u, 33u, 63u, 64u}) * 0x01010101u;
    case 2: return rng.below(64);
    case 3: return random_byte(rng) | random_byte(rng) << 8 | random_byte(rng) << 16 |
                   random_byte(rng) << 24;
    case 4: return random_half(rng) | random_half(rng) << 16;
    default: return rng.next32();
  }
}

// A 32-bit word shaped for a source of the given operand size and kind.
uint32_t random_word32(Rng& rng, const gen::SrcInfo& s) {
  if (s.is_float) {
    // f32 operands may be read through a widen (halves as f16) and f16 pairs through swizzles:
    // give both shapes.
    if (s.size == 16 || (s.sel == SelKind::WIDEN && rng.below(2))) {
      return random_f16(rng) | static_cast<uint32_t>(random_f16(rng)) << 16;
    }
    return rng.below(8) ? random_f32(rng) : random_u32(rng);
  }
  return rng.below(6) ? random_u32(rng) : random_f32(rng);
}

}  // namespace

bool executes(int ins) {
  if (ins < 0 || ins >= static_cast<int>(gen::NUM_INS)) return false;
  const gen::Unit u = info_of(ins).unit;
  return u == gen::Unit::FMA || u == gen::Unit::CVT || u == gen::Unit::SFU;
}

const std::vector<int>& executing_instructions() {
  static const std::vector<int> v = [] {
    std::vector<int> r;
    for (unsigned i = 0; i < gen::NUM_INS; ++i) {
      if (executes(static_cast<int>(i))) r.push_back(static_cast<int>(i));
    }
    return r;
  }();
  return v;
}

std::vector<int> resolve_instructions(const std::vector<std::string>& names) {
  return resolve_names(names, static_cast<int>(gen::NUM_INS),
                       [](int k) { return gen::INSTRUCTIONS[k].name; }, "--op",
                       "Valhall instruction");
}

uint64_t random_word(Rng& rng, const std::vector<int>& ins_list) {
  for (;;) {
    int ins;
    if (!ins_list.empty()) {
      ins = ins_list[rng.below(static_cast<uint32_t>(ins_list.size()))];
    } else {
      const std::vector<int>& pool = rng.below(10) ? executing_instructions() : message_instructions();
      ins = pool[rng.below(static_cast<uint32_t>(pool.size()))];
    }
    const gen::InsInfo& info = info_of(ins);
    Decoded d;
    d.ins = static_cast<int16_t>(ins);
    d.name = info.name;
    d.primary = info.primary;
    d.secondary = info.has_sec ? info.secondary : 0;
    d.flow = rng.below(3) ? 0 : random_enum(rng, gen::EnumId::FLOW);
    d.fau_page = static_cast<uint8_t>(rng.below(4));
    if (info.dest) {
      d.has_dest = true;
      d.dest = static_cast<uint8_t>(rng.below(64));
      d.dest_mask = rng.below(4) ? 3 : static_cast<uint8_t>(1 + rng.below(2));
    }
    bool fau = false;
    for (unsigned k = 0; k < info.num_srcs; ++k) {
      const gen::SrcInfo& si = info.src[k];
      Source& s = d.src[k];
      const uint32_t c = rng.below(20);
      if (c < 11) {
        s.cls = SrcClass::Reg;
        s.index = static_cast<uint8_t>(rng.below(64));
        s.discard = rng.below(4) == 0;
      } else if (c < 14) {
        s.cls = SrcClass::Uniform;
        s.index = static_cast<uint8_t>(rng.below(64));
        fau = true;
      } else if (c < 18 || d.fau_page == 2) {
        s.cls = SrcClass::Imm;
        do s.index = static_cast<uint8_t>(rng.below(32)); while (s.index == 21);  // 21 == 0: entry 0
      } else {
        s.cls = SrcClass::Special;
        const char* const* names = gen::SPECIAL_FAU_NAMES[d.fau_page];
        do s.index = static_cast<uint8_t>(rng.below(16)); while (!names[s.index]);
        s.word = static_cast<uint8_t>(rng.below(2));
        fau = true;
      }
      if (si.sel != SelKind::NONE) {
        const gen::EnumId e = gen::SEL_KIND_ENUM[static_cast<unsigned>(si.sel)];
        const int def = gen::enum_info(e).default_value;
        s.swizzle = (def >= 0 && rng.below(2)) ? static_cast<uint8_t>(def) : random_enum(rng, e);
      }
      if (si.absneg) {
        s.neg = rng.below(4) == 0;
        s.abs = rng.below(4) == 0;
      }
      if (si.has_not) s.invert = rng.below(3) == 0;
    }
    if (!fau) d.fau_page = 0;
    for (unsigned i = 0; i < info.num_staging; ++i) {
      d.sr[i].reg = static_cast<uint8_t>(rng.below(64));
      d.sr[i].flags = info.staging[i].has_flags ? info.staging[i].flags : 0;
    }
    for (unsigned i = 0; i < info.num_mods; ++i) {
      const gen::ModInfo& m = info.mods[i];
      uint8_t v;
      if (m.is_enum) {
        v = random_enum(rng, m.enum_id);
        // Clamps, round modes and the like: the default half of the time.
        const int def = gen::enum_info(m.enum_id).default_value;
        if (def >= 0 && rng.below(3) == 0) v = static_cast<uint8_t>(def);
      } else {
        v = static_cast<uint8_t>(rng.below(1u << m.width));
      }
      d.set(m.id, v);
    }
    for (unsigned i = 0; i < info.num_imms; ++i) {
      const gen::ImmInfo& m = info.imms[i];
      uint64_t v = rng.next();
      if (rng.below(4) == 0) v = pick<uint64_t>(rng, {0, 1, ~0ull, 0x3F800000, 0x3C003C00});
      const uint64_t mask = m.width >= 32 ? 0xFFFFFFFFull : ((1ull << m.width) - 1);
      d.imm[static_cast<unsigned>(m.id)] = static_cast<uint32_t>(v & mask);
    }
    uint64_t w = encode(d);
    Decoded back = decode(w);
    // An empty staging operand prints as "@": its register number does not survive assembly.
    bool empty_staging = false;
    for (unsigned i = 0; i < info.num_staging; ++i) {
      if (back.sr[i].count == 0 && d.sr[i].reg != 0) {
        d.sr[i].reg = 0;
        empty_staging = true;
      }
    }
    if (empty_staging) {
      w = encode(d);
      back = decode(w);
    }
    if (back.illegal || back.ins != d.ins || encode(back) != w) continue;
    return w;
  }
}

ExecIn random_exec_in(Rng& rng, const std::vector<int>& ins, ExecConfig& cfg) {
  ExecIn in;
  // Without --op, one word in 16 is an arbitrary 64-bit word (mostly illegal or non-canonical):
  // RTL and golden must agree on those too.
  const bool arbitrary = ins.empty() && rng.below(16) == 0;
  in.word = arbitrary ? rng.next() : random_word(rng, ins);
  const Decoded d = decode(in.word);
  cfg.ftz = rng.below(2) ? FtzMode::Preserve : static_cast<FtzMode>(1 + rng.below(3));
  in.pc = rng.below(8) ? (rng.next() & 0x0000FFFFFFFFFFF8ull)
                       : pick<uint64_t>(rng, {0, 0xFFFFFFF8ull, 0xFFFFFFFFFFFFFFF8ull});
  const bool partial = rng.below(4) == 0;
  const uint32_t active = partial ? rng.below(16) : 0xF;
  // Everything starts as junk: the contract says what an instruction does not read is ignored,
  // so an RTL that reads the wrong operand (an absent or immediate source, the high word of a
  // 32-bit operand, an unused staging register) fails. Sources it reads are then shaped.
  for (int l = 0; l < kLanes; ++l) {
    LaneIn& li = in.lane[l];
    li.active = (active >> l) & 1;
    for (uint64_t& s : li.src) s = rng.next();
    li.dest_old = rng.next();
    for (uint32_t& s : li.staging) s = rng.below(2) ? random_f32(rng) : rng.next32();
  }
  const gen::InsInfo* info = d.illegal ? nullptr : d.info();
  for (unsigned k = 0; info && k < info->num_srcs; ++k) {
    const SourceRead r = source_read(d, static_cast<int>(k));
    if (r.cls == SrcClass::None || r.cls == SrcClass::Imm) continue;
    const bool uniform = r.cls != SrcClass::Reg;  // FAU values are the same for every lane
    uint64_t shared = 0;
    for (int l = 0; l < kLanes; ++l) {
      uint64_t v;
      if (uniform && l > 0) {
        v = shared;
      } else if (k > 0 && rng.below(6) == 0) {  // related operands: equal, or sign flipped
        v = in.lane[l].src[k - 1] ^ (rng.below(2) ? 0x80000000ull : 0);
      } else {
        v = random_word32(rng, info->src[k]);
        if (r.words == 2) v |= static_cast<uint64_t>(random_word32(rng, info->src[k])) << 32;
      }
      if (l == 0) shared = v;
      // A 32-bit read keeps the junk high word: only the low word is the operand.
      in.lane[l].src[k] = r.words == 2 ? v : (in.lane[l].src[k] & ~0xFFFFFFFFull) | (v & 0xFFFFFFFFu);
    }
  }
  return in;
}

void strip_unread_inputs(ExecIn& in) {
  const Decoded d = decode(in.word);
  const gen::InsInfo* info = d.info();
  if (d.illegal || !info) {
    const uint64_t w = in.word;
    in = ExecIn{};
    in.word = w;
    return;
  }
  unsigned staging = 0;
  if (!executes(d.ins)) {
    for (unsigned i = 0; i < info->num_staging; ++i) {
      if (info->staging[i].read) staging = d.sr[i].count;
    }
  }
  const bool reads_old = info->dest && d.dest_mask != 3;
  for (LaneIn& li : in.lane) {
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      const SourceRead r = source_read(d, static_cast<int>(k));
      if (r.cls == SrcClass::None || r.cls == SrcClass::Imm) li.src[k] = 0;
      else if (r.words == 1) li.src[k] &= 0xFFFFFFFFu;
    }
    if (!reads_old) li.dest_old = 0;
    for (unsigned i = staging; i < static_cast<unsigned>(kMaxStagingData); ++i) li.staging[i] = 0;
  }
}

}  // namespace shaderhw::valhall
