// PowerVR Rogue USC golden group decoder: a byte stream -> one record per instruction group
// (header, the ops of each phase with their fields and operations, S0..S5, IS0 mux, ISS, W0/W1
// destinations, next-group offset) with legality and a reason code.
//
// Written from docs/rogue.md (sections 1, 2 and 9). Every layout (field pieces, variants, implied
// values, byte-0 selects, constraints, operations) comes from the generated rogue_tables.h
// (source: rtl/rogue/rogue_isa.json); this file holds the group procedure of docs/rogue.md 1.11:
// which component comes next, when the group ends, and the group-level checks.
//
// Contract
// * Decoding stops at the first problem; `illegal` is set with the reason of docs/rogue.md 9 and a
//   human-readable `detail`. Components decoded before the problem stay in the record, later
//   ones are absent. The group's length (LENGTH*2) is known as soon as the header's first byte is,
//   so decoding goes on at the next group whatever the problem, except TRUNCATED.
// * Field values are raw: every field of the component's layout, as encoded (reserved fields
//   included), or the variant's implied value when its bytes are absent (docs/rogue.md 15).
// * Bytes past the end of the group are never read as the group's: a component is chosen from its
//   bytes with bytes past the group's end read as 0, and if the chosen form runs past the end the
//   group is illegal (LENGTH_OVERRUN, or MISSING_MAP when the component would start at the end).
#pragma once

#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "rogue_tables.h"

namespace shaderhw::rogue {

using gen::Op;
using gen::Reason;
using gen::Slot;

// The widest layout (the F16 sum-of-products op) has fewer fields than this.
constexpr int kMaxFields = 96;
constexpr int kMaxUnits = 3;

// One decoded component: the header, an op, a source map, the ISS byte or a destination map.
struct Component {
  bool present = false;
  int16_t layout = -1;   // index into gen::LAYOUTS
  int8_t variant = -1;   // index within the layout's variants
  uint8_t offset = 0;    // first byte, counted from the start of the group
  uint8_t size = 0;      // bytes
  std::array<uint32_t, kMaxFields> f{};  // field values, by the layout's field index
  std::bitset<kMaxFields> in_bytes;      // the field is encoded in this variant (else implied)
  std::array<int16_t, kMaxUnits> op{{-1, -1, -1}};  // the operation of each unit (-1: none)

  uint32_t get(uint8_t field) const { return f[field]; }
  Op operation(int unit = 0) const { return static_cast<Op>(op[unit]); }
  bool has_op(int unit = 0) const { return op[unit] >= 0; }
  const char* variant_name() const;
};

// A register reference of a source or destination map (docs/rogue.md 2).
struct RegRef {
  uint8_t bank = 0;    // gen::Bank
  uint16_t index = 0;  // 11 bits at most
  bool operator==(const RegRef& o) const { return bank == o.bank && index == o.index; }
};

enum class AluType : uint8_t { MAIN = 0, F64 = 1, BITWISE = 2, CONTROL = 3 };

struct Group {
  uint32_t offset = 0;  // byte offset of the group in the stream
  uint32_t length = 0;  // LENGTH*2 (0 when the stream ended inside the header)
  bool illegal = false;
  Reason reason = Reason::NONE;
  std::string detail;   // what was wrong, for listings

  AluType alu = AluType::MAIN;
  // Components by gen::Slot (HDR, P0 ... DST2); absent ones have present == false.
  std::array<Component, gen::NUM_SLOTS> c{};

  // Derived from the maps (valid once the maps are decoded).
  uint8_t nsrc_lo = 0, nsrc_hi = 0;  // references the lower/upper map holds (0..3)
  RegRef src[6];                     // S0..S5 as encoded (unused ones: bank 0 index 0)
  uint8_t is0 = 0;                   // lower-map mux (gen::Is0mux)
  bool w_present[2] = {false, false};
  RegRef w[2];                       // W0, W1 destinations

  uint32_t consumed = 0;  // bytes parsed before the padding
  uint32_t next = 0;      // offset of the next group (offset + length)

  const Component& comp(Slot s) const { return c[static_cast<int>(s)]; }
  Component& comp(Slot s) { return c[static_cast<int>(s)]; }
  bool has(Slot s) const { return comp(s).present; }
  // Header fields by name (gen::lay::HDR::*).
  uint32_t hdr(uint8_t field) const { return comp(Slot::HDR).get(field); }
  uint8_t cc() const;  // {CC1, CC0}
};

struct DecodeOptions {
  bool pd = true;  // project-defined encodings (docs/rogue.md 7) accepted; off: PD_DISABLED
};

// Decodes the group that starts at `offset` of `data[0..size)`.
Group decode_group(const uint8_t* data, size_t size, size_t offset, const DecodeOptions& opt = {});

// Decodes a whole stream, group after group, up to its end (or a TRUNCATED group).
std::vector<Group> decode_stream(const std::vector<uint8_t>& bytes, const DecodeOptions& opt = {});

// Decodes one component of `layout` from `bytes` (avail of them belong to the group; the rest read
// as 0). Returns Reason::NONE, RESERVED_OP (no variant), LENGTH_OVERRUN (the variant is longer
// than avail). Fields and variant are filled; operations and checks are not. Exposed for tests and
// for the encoder's round trips.
Reason read_layout(int layout, const uint8_t* bytes, size_t avail, Component& out);

// The layout's checks on a decoded component (operations per unit, project-defined encodings,
// reserved enum codes, constraints): Reason::NONE or the first problem, with `detail` set.
Reason check_component(Slot slot, Component& c, const DecodeOptions& opt, std::string& detail);

// Field index of `name` in `layout`, or -1.
int field_index(int layout, const char* name);

}  // namespace shaderhw::rogue
