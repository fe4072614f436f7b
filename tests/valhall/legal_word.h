// A legal word of every instruction of the generated table, for the golden tests that walk all
// instructions (execute_test.cpp, exec_class_test.cpp): destination r2 (both halves), sources
// r8, r10, ..., staging registers r20, and every lane selection and enum modifier at its enum's
// default, else its first listed value.
#pragma once

#include <cstdint>

#include "valhall/decode.h"

namespace shaderhw::valhall::test_words {

// The default of an enum, else its first listed value.
inline uint8_t legal_value(const gen::EnumInfo& e) {
  unsigned v = e.default_value >= 0 ? static_cast<unsigned>(e.default_value) : 0;
  while (!e.valid(v)) ++v;
  return static_cast<uint8_t>(v);
}

// The word of instruction i (index into gen::INSTRUCTIONS).
inline uint64_t legal_word(unsigned i) {
  const gen::InsInfo& info = gen::INSTRUCTIONS[i];
  Decoded d;
  d.ins = static_cast<int16_t>(i);
  d.name = info.name;
  d.primary = info.primary;
  d.secondary = info.secondary;
  d.has_dest = info.dest;
  d.dest = 2;
  d.dest_mask = 3;
  for (unsigned k = 0; k < info.num_srcs; ++k) {
    d.src[k].cls = SrcClass::Reg;
    d.src[k].index = static_cast<uint8_t>(8 + 2 * k);
    if (info.src[k].sel != gen::SelKind::NONE) {
      d.src[k].swizzle =
          legal_value(gen::enum_info(gen::SEL_KIND_ENUM[static_cast<unsigned>(info.src[k].sel)]));
    }
  }
  for (unsigned m = 0; m < info.num_mods; ++m) {
    const gen::ModInfo& mi = info.mods[m];
    if (mi.is_enum) d.set(mi.id, legal_value(gen::enum_info(mi.enum_id)));
  }
  for (unsigned s = 0; s < info.num_staging; ++s) d.sr[s].reg = 20;
  return encode(d);
}

}  // namespace shaderhw::valhall::test_words
