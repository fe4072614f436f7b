// Helpers shared by the Rogue golden-model tests (tests/rogue): bytes typed as hex, short names
// for the decoded record's fields, and a component's fields as the RTL decoder's packed vector.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "rogue/decode.h"
#include "rogue/disasm.h"

namespace shaderhw::rogue::test {

namespace L = gen::lay;

// Bytes from hex text (docs/rogue.md 10.1); the '|' separators the document uses between the
// components of a group are dropped first.
inline std::vector<uint8_t> bytes(std::string text) {
  for (char& ch : text)
    if (ch == '|') ch = ' ';
  std::vector<uint8_t> b;
  std::string err;
  EXPECT_TRUE(parse_hex(text, b, err)) << text << ": " << err;
  return b;
}

// The group at offset 0 of `text`.
inline Group dec(const std::string& text, const DecodeOptions& opt = {}) {
  const std::vector<uint8_t> b = bytes(text);
  return decode_group(b.data(), b.size(), 0, opt);
}

inline std::string reason(const Group& g) { return gen::REASON_NAMES[static_cast<int>(g.reason)]; }

inline std::string op_name(const Component& c, int unit = 0) {
  return c.has_op(unit) ? gen::OPS[c.op[unit]].name : "(none)";
}

inline RegRef reg(uint8_t bank, uint16_t index) { return RegRef{bank, index}; }

// A component's packed field vector as the RTL decoder's comp_fields_o holds it for one slot
// (rogue_pkg::<LAYOUT>_<FIELD>_OFF): field k of the layout at bit gen::FIELD_OFFSET[field0 + k],
// its width bits, every other bit 0. Words of 32 bits, bit 0 of word 0 first (Verilator's wide
// port order), ceil(COMP_FIELD_BITS / 32) of them.
inline std::vector<uint32_t> comp_field_words(const Component& c) {
  std::vector<uint32_t> w((gen::COMP_FIELD_BITS + 31) / 32, 0);
  const gen::Layout& lay = gen::LAYOUTS[c.layout];
  for (int k = 0; k < lay.nfields; ++k) {
    const unsigned off = gen::FIELD_OFFSET[lay.field0 + k], width = gen::FIELDS[lay.field0 + k].width;
    for (unsigned b = 0; b < width; ++b)
      if ((c.f[k] >> b) & 1u) w[(off + b) / 32] |= 1u << ((off + b) % 32);
  }
  return w;
}

// The Rogue RTL unit tests' random numbers (SplitMix64) and their environment knobs.
struct SplitMix {
  uint64_t s;
  explicit SplitMix(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t u32() { return static_cast<uint32_t>(next()); }
  uint32_t below(uint32_t n) { return n ? static_cast<uint32_t>(next() % n) : 0; }
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }
};

// An unsigned environment variable (decimal, or 0x hex), or dflt when unset or empty.
inline uint64_t env_u64(const char* name, uint64_t dflt) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 0) : dflt;
}

}  // namespace shaderhw::rogue::test
