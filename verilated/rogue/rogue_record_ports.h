// The decoded-group record of the Rogue RTL as ports: its geometry (the widths of rogue_pkg's
// LAYOUT_BITS, VARIANT_BITS, OP_BITS, MAX_UNITS, COMP_FIELD_BITS, COMP_MAX_FIELDS, from the C++
// twin of the same table) and the reader that turns the grp_*/comp_*/src_*/w_* outputs of
// rogue_decoder, or of rogue_core which passes them on, into a golden Group (golden/rogue/
// decode.h, `detail` left empty). Layout: rtl/rogue/rogue_decoder.sv and rtl/rogue/README.md
// "Ports"; tests/rogue/record_pack.h writes the same layout from a Group. One copy for the decoder
// adapter (rogue_decoder_dut.h), the core adapter (rogue_core_dut.h) and the record packer.
#pragma once

#include <cstdint>
#include <type_traits>

#include "rogue/decode.h"

namespace shaderhw::rogue::rtl {

namespace record_detail {
constexpr unsigned bits_for(unsigned n) {  // bits to hold 0..n
  unsigned b = 0;
  while ((1u << b) <= n) ++b;
  return b;
}
constexpr unsigned max_variants() {
  unsigned m = 0;
  for (const gen::Layout& l : gen::LAYOUTS) m = l.nvariants > m ? l.nvariants : m;
  return m;
}
constexpr unsigned max_fields() {
  unsigned m = 0;
  for (const gen::Layout& l : gen::LAYOUTS) m = l.nfields > m ? l.nfields : m;
  return m;
}
}  // namespace record_detail

// Widths of the record's entries, from the same table as the SV package.
struct RecordGeometry {
  static constexpr unsigned kSlots = gen::NUM_SLOTS;
  static constexpr unsigned kLayoutBits = record_detail::bits_for(gen::NUM_LAYOUTS);
  static constexpr unsigned kVariantBits = record_detail::bits_for(record_detail::max_variants() - 1);
  static constexpr unsigned kOpBits = record_detail::bits_for(gen::NUM_OPS);
  static constexpr unsigned kMaxUnits = ::shaderhw::rogue::kMaxUnits;
  static constexpr unsigned kFieldBits = gen::COMP_FIELD_BITS;
  static constexpr unsigned kMaxFields = record_detail::max_fields();
  static constexpr unsigned kOffsetBits = 5;
  static constexpr unsigned kSizeBits = 5;
};

// Bits [lsb, lsb + width) of a Verilator port of any width (width <= 64), a word at a time.
template <class P>
inline uint64_t port_get(const P& port, unsigned lsb, unsigned width) {
  const uint64_t mask = width >= 64 ? ~0ull : ((1ull << width) - 1);
  if constexpr (std::is_integral_v<P>) {
    return (static_cast<uint64_t>(port) >> lsb) & mask;
  } else {
    const unsigned w = lsb / 32, s = lsb % 32;
    uint64_t v = static_cast<uint64_t>(port[w]) >> s;
    unsigned have = 32 - s;
    for (unsigned k = 1; have < width && have < 64; ++k) {
      v |= static_cast<uint64_t>(port[w + k]) << have;
      have += 32;
    }
    return v & mask;
  }
}

// The record on model m's output ports as a golden Group (docs/rogue.md 1.11).
template <class M>
Group read_record_ports(const M& m) {
  using G = RecordGeometry;
  auto field_width = [](unsigned layout, unsigned field) {
    return static_cast<unsigned>(gen::FIELDS[gen::LAYOUTS[layout].field0 + field].width);
  };
  Group g;
  g.offset = m.grp_offset_o;
  g.length = m.grp_length_o;
  g.next = m.grp_next_o;
  g.consumed = m.grp_consumed_o;
  g.illegal = m.grp_illegal_o;
  g.reason = static_cast<Reason>(m.grp_reason_o);
  g.alu = static_cast<AluType>(m.grp_alu_o);
  for (unsigned s = 0; s < gen::NUM_SLOTS; ++s) {
    Component& c = g.c[s];
    c.present = (port_get(m.comp_present_o, s, 1) != 0);
    if (!c.present) continue;
    c.layout = static_cast<int16_t>(port_get(m.comp_layout_o, s * G::kLayoutBits, G::kLayoutBits));
    c.variant = static_cast<int8_t>(port_get(m.comp_variant_o, s * G::kVariantBits, G::kVariantBits));
    c.offset = static_cast<uint8_t>(port_get(m.comp_offset_o, s * G::kOffsetBits, G::kOffsetBits));
    c.size = static_cast<uint8_t>(port_get(m.comp_size_o, s * G::kSizeBits, G::kSizeBits));
    if (c.layout < 0 || c.layout >= static_cast<int>(gen::NUM_LAYOUTS)) continue;
    const gen::Layout& lay = gen::LAYOUTS[c.layout];
    for (int k = 0; k < lay.nfields && k < kMaxFields; ++k) {
      const gen::FieldInfo& fi = gen::FIELDS[lay.field0 + k];
      c.f[k] = static_cast<uint32_t>(
          port_get(m.comp_fields_o, s * G::kFieldBits + gen::FIELD_OFFSET[lay.field0 + k], fi.width));
      c.in_bytes[k] = port_get(m.comp_inb_o, s * G::kMaxFields + k, 1) != 0;
    }
    for (unsigned u = 0; u < G::kMaxUnits; ++u) {
      const bool v = port_get(m.comp_op_valid_o, s * G::kMaxUnits + u, 1) != 0;
      c.op[u] = v ? static_cast<int16_t>(port_get(m.comp_op_o, (s * G::kMaxUnits + u) * G::kOpBits, G::kOpBits))
                  : -1;
    }
  }
  // S0..S5 and W0/W1: bank and index as wide as the lower map's A and the single destination's
  // fields (rogue_decoder.sv).
  namespace L = gen::lay;
  const unsigned sb = field_width(L::MAPLO::LAYOUT_ID, L::MAPLO::A_BANK);
  const unsigned si = field_width(L::MAPLO::LAYOUT_ID, L::MAPLO::A_IDX);
  const unsigned db = field_width(L::DST1::LAYOUT_ID, L::DST1::BANK);
  const unsigned di = field_width(L::DST1::LAYOUT_ID, L::DST1::IDX);
  for (unsigned k = 0; k < 6; ++k) {
    g.src[k].bank = static_cast<uint8_t>(port_get(m.src_bank_o, k * sb, sb));
    g.src[k].index = static_cast<uint16_t>(port_get(m.src_idx_o, k * si, si));
  }
  g.nsrc_lo = m.nsrc_lo_o;
  g.nsrc_hi = m.nsrc_hi_o;
  g.is0 = m.is0_o;
  for (unsigned k = 0; k < 2; ++k) {
    g.w_present[k] = ((m.w_present_o >> k) & 1) != 0;
    g.w[k].bank = static_cast<uint8_t>(port_get(m.w_bank_o, k * db, db));
    g.w[k].index = static_cast<uint16_t>(port_get(m.w_idx_o, k * di, di));
  }
  return g;
}

}  // namespace shaderhw::rogue::rtl
