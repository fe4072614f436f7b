// Helpers shared by the Rogue golden-model tests (tests/rogue): bytes typed as hex, short names
// for the decoded record's fields, and a component's fields as the RTL decoder's packed vector.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
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

// A component's fields as the RTL decoder's packed field vector (rogue_decoder comp_fields_o of its
// slot; rogue_pkg <LAYOUT>_<FIELD>_OFF): field k of the layout at gen::FIELD_OFFSET[field0 + k],
// gen::FIELDS[field0 + k].width bits, in 32-bit words (word 0 = bits 31:0), the order of a
// Verilator wide port. What an RTL unit that takes `fields_i` is driven with.
inline std::vector<uint32_t> pack_fields(const Component& c) {
  std::vector<uint32_t> w((gen::COMP_FIELD_BITS + 31) / 32, 0u);
  const gen::Layout& lay = gen::LAYOUTS[c.layout];
  for (int k = 0; k < lay.nfields; ++k) {
    const unsigned off = gen::FIELD_OFFSET[lay.field0 + k], width = gen::FIELDS[lay.field0 + k].width;
    for (unsigned b = 0; b < width; ++b)
      if ((c.f[k] >> b) & 1u) w[(off + b) / 32] |= 1u << ((off + b) % 32);
  }
  return w;
}

// A component's packed field vector as the RTL decoder's comp_fields_o holds it for one slot
// (rogue_pkg::<LAYOUT>_<FIELD>_OFF): field k of the layout at bit gen::FIELD_OFFSET[field0 + k],
// its width bits, every other bit 0. Words of 32 bits, bit 0 of word 0 first (Verilator's wide
// port order), ceil(COMP_FIELD_BITS / 32) of them.
inline std::vector<uint32_t> comp_field_words(const Component& c) { return pack_fields(c); }  // the same vector

}  // namespace shaderhw::rogue::test
