// The decoded-group record of the RTL (rtl/rogue/rogue_decoder.sv: comp_present_o, comp_layout_o,
// comp_variant_o, comp_offset_o, comp_size_o, comp_fields_o, comp_inb_o, comp_op_o,
// comp_op_valid_o; rtl/rogue/README.md "Ports") built from a golden decoded Group
// (golden/rogue/decode.h), so that a test can drive an RTL unit that takes the record (the ALUs)
// without running the RTL decoder.
//
// The layout is the one verilated/rogue/rogue_decoder_dut.h reads back into a Group (and that
// tests/rogue/rtl_decoder_test.cpp compares with the golden decoder): slot s of rogue_pkg::slot_e
// at entry s of every vector, entries of W bits at [s*W +: W]; field k of the component's layout
// at FIELD_OFFSET[field0 + k] of the slot's COMP_FIELD_BITS-wide field vector, raw values (the
// golden Component::f, reserved fields and implied values included); unit u's operation at
// [(s*MAX_UNITS + u)*OP_BITS +: OP_BITS] with its valid bit at [s*MAX_UNITS + u]. Widths come
// from the C++ twin of rogue_pkg (rogue_tables.h): LAYOUT_BITS = bits for NUM_LAYOUTS,
// VARIANT_BITS = bits for the largest form index, OP_BITS = bits for NUM_OPS, MAX_UNITS = 3,
// COMP_MAX_FIELDS = most fields of a layout, offsets and sizes 5 bits.
//
// What the decoder holds for an absent slot is all zeros, and a unit without an operation has
// operation bits 0 and valid 0: pack_record() writes the same, so for a legal group (and every
// component of an illegal one whose units all passed their checks) the vectors are bit for bit
// what rogue_decoder outputs. Nothing here depends on Verilator: drive_record() takes any model
// with the ALU's input ports (comp_*_i), set_port() any Verilator port (scalar or VlWide).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "rogue/decode.h"
#include "rogue_record_ports.h"

namespace shaderhw::rogue::rtl {

// A little-endian bit vector of 32-bit words (bit i of the vector is bit i%32 of word i/32), the
// shape of a Verilator port.
struct BitVec {
  unsigned width = 0;
  std::vector<uint32_t> w;

  explicit BitVec(unsigned bits = 0) : width(bits), w((bits + 31) / 32, 0u) {}
  // Bits [lsb, lsb + n) = v (n <= 64).
  void set(unsigned lsb, unsigned n, uint64_t v) {
    for (unsigned k = 0; k < n; ++k) {
      const unsigned b = lsb + k;
      const uint32_t bit = 1u << (b % 32);
      if ((v >> k) & 1u) w[b / 32] |= bit;
      else w[b / 32] &= ~bit;
    }
  }
  uint64_t get(unsigned lsb, unsigned n) const {
    uint64_t v = 0;
    for (unsigned k = 0; k < n; ++k) v |= static_cast<uint64_t>((w[(lsb + k) / 32] >> ((lsb + k) % 32)) & 1u) << k;
    return v;
  }
  bool operator==(const BitVec& o) const { return width == o.width && w == o.w; }
};

// RecordGeometry: rogue_record_ports.h (the reader of the same layout).

struct PackedRecord {
  using G = RecordGeometry;
  BitVec present{G::kSlots};
  BitVec layout{G::kSlots * G::kLayoutBits};
  BitVec variant{G::kSlots * G::kVariantBits};
  BitVec offset{G::kSlots * G::kOffsetBits};
  BitVec size{G::kSlots * G::kSizeBits};
  BitVec fields{G::kSlots * G::kFieldBits};
  BitVec inb{G::kSlots * G::kMaxFields};
  BitVec op{G::kSlots * G::kMaxUnits * G::kOpBits};
  BitVec op_valid{G::kSlots * G::kMaxUnits};
};

// The record of `g` as rogue_decoder outputs it.
inline PackedRecord pack_record(const Group& g) {
  using G = RecordGeometry;
  PackedRecord r;
  for (unsigned s = 0; s < G::kSlots; ++s) {
    const Component& c = g.c[s];
    if (!c.present || c.layout < 0 || c.layout >= static_cast<int>(gen::NUM_LAYOUTS)) continue;
    const gen::Layout& lay = gen::LAYOUTS[c.layout];
    r.present.set(s, 1, 1);
    r.layout.set(s * G::kLayoutBits, G::kLayoutBits, static_cast<uint64_t>(c.layout));
    r.variant.set(s * G::kVariantBits, G::kVariantBits, static_cast<uint64_t>(c.variant));
    r.offset.set(s * G::kOffsetBits, G::kOffsetBits, c.offset);
    r.size.set(s * G::kSizeBits, G::kSizeBits, c.size);
    for (int k = 0; k < lay.nfields && k < kMaxFields; ++k) {
      const unsigned fi = lay.field0 + k;
      r.fields.set(s * G::kFieldBits + gen::FIELD_OFFSET[fi], gen::FIELDS[fi].width, c.f[k]);
      r.inb.set(s * G::kMaxFields + k, 1, c.in_bytes[k]);
    }
    for (unsigned u = 0; u < G::kMaxUnits; ++u) {
      if (!c.has_op(static_cast<int>(u))) continue;
      r.op.set((s * G::kMaxUnits + u) * G::kOpBits, G::kOpBits, static_cast<uint64_t>(c.op[u]));
      r.op_valid.set(s * G::kMaxUnits + u, 1, 1);
    }
  }
  return r;
}

// A Verilator port (an integral type up to 64 bits, or a VlWide) from a bit vector of the same
// width; bits past the vector read 0.
template <class P>
inline void set_port(P& port, const BitVec& v) {
  if constexpr (std::is_integral_v<P>) {
    uint64_t x = v.w.empty() ? 0 : v.w[0];
    if (v.w.size() > 1) x |= static_cast<uint64_t>(v.w[1]) << 32;
    port = static_cast<P>(x);
  } else {
    for (size_t k = 0; k < sizeof(port) / sizeof(uint32_t); ++k) port[k] = k < v.w.size() ? v.w[k] : 0u;
  }
}

// The number of 32-bit words of a Verilator port (1 or 2 for the scalar types).
template <class P>
constexpr size_t port_words() {
  return std::is_integral_v<P> ? (sizeof(P) + 3) / 4 : sizeof(P) / sizeof(uint32_t);
}

// Drives the record inputs of an RTL unit that takes the decoder's record (comp_present_i,
// comp_layout_i, comp_variant_i, comp_fields_i, comp_op_i, comp_op_valid_i).
template <class Model>
inline void drive_record(Model& m, const PackedRecord& r) {
  set_port(m.comp_present_i, r.present);
  set_port(m.comp_layout_i, r.layout);
  set_port(m.comp_variant_i, r.variant);
  set_port(m.comp_fields_i, r.fields);
  set_port(m.comp_op_i, r.op);
  set_port(m.comp_op_valid_i, r.op_valid);
}

}  // namespace shaderhw::rogue::rtl
