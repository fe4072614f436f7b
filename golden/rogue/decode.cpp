// Rogue golden group decoder (decode.h; docs/rogue.md 1.11 and 9). Layouts come from the generated
// rogue_tables.h; this file is the group procedure and the group-level checks.
#include "rogue/decode.h"

#include <cstdio>
#include <cstring>

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;

constexpr bool fits_fields() {
  for (const gen::Layout& l : gen::LAYOUTS)
    if (l.nfields > kMaxFields || l.nunits > kMaxUnits) return false;
  return true;
}
static_assert(fits_fields(), "a layout has more fields or units than decode.h allows");

std::string hex2(unsigned v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%02X", v & 0xFF);
  return b;
}

// Value of a field from the pieces of a variant field (docs/rogue.md 15).
uint32_t extract(const gen::VarField& vf, const uint8_t* bytes) {
  uint32_t v = 0;
  for (int k = 0; k < vf.npieces; ++k) {
    const gen::Piece& p = gen::PIECES[vf.piece0 + k];
    const unsigned w = p.msb - p.lsb + 1u;
    v = (v << w) | ((bytes[p.byte] >> p.lsb) & ((1u << w) - 1u));
  }
  return v;
}

bool alt_holds(const gen::Alt& a, const uint32_t* f) {
  for (int k = 0; k < a.ncond; ++k) {
    const gen::Cond& c = gen::CONDS[a.cond0 + k];
    if (f[c.field] >= 64 || !((c.values >> f[c.field]) & 1u)) return false;
  }
  return true;
}

bool any_alt(uint16_t alt0, uint8_t nalt, const uint32_t* f) {
  for (int k = 0; k < nalt; ++k)
    if (alt_holds(gen::ALTS[alt0 + k], f)) return true;
  return false;
}

const char* slot_name(Slot s) { return gen::SLOT_NAMES[static_cast<int>(s)]; }

// The group being decoded: the bytes of the group (LENGTH*2 of them), the read position, and the
// record.
class Parser {
 public:
  Parser(const uint8_t* g, uint32_t glen, const DecodeOptions& opt, Group& grp)
      : g_(g), glen_(glen), opt_(opt), grp_(grp) {}

  uint32_t pos() const { return pos_; }
  uint8_t peek() const { return pos_ < glen_ ? g_[pos_] : 0; }

  bool fail(Reason r, std::string detail) {
    if (!grp_.illegal) {
      grp_.illegal = true;
      grp_.reason = r;
      grp_.detail = std::move(detail);
    }
    return false;
  }

  // Reads the component of `layout` into slot `slot` at the current position. `is_map`: a
  // mandatory map, ISS or destination (MISSING_MAP when the group ends where it must start).
  bool read(Slot slot, int layout, bool is_map) {
    Component& c = grp_.comp(slot);
    const gen::Layout& lay = gen::LAYOUTS[layout];
    const uint32_t avail = glen_ > pos_ ? glen_ - pos_ : 0;
    if (avail == 0 && (is_map || !zero_length(layout)))
      return fail(is_map ? Reason::MISSING_MAP : Reason::LENGTH_OVERRUN,
                  std::string(slot_name(slot)) + " starts at the end of the group");
    const Reason r = read_layout(layout, g_ + pos_, avail, c);
    c.offset = static_cast<uint8_t>(pos_);
    if (r == Reason::RESERVED_OP)
      return fail(r, std::string(slot_name(slot)) + ": no form of " + lay.name + " matches, byte 0 = " +
                         hex2(g_[pos_]));
    if (r == Reason::LENGTH_OVERRUN)
      return fail(r, std::string(slot_name(slot)) + ": " + lay.name + " form " + c.variant_name() + " needs " +
                         std::to_string(c.size) + " bytes, " + std::to_string(avail) + " left");
    c.present = true;
    pos_ += c.size;
    std::string detail;
    const Reason cr = check_component(slot, c, opt_, detail);
    if (cr != Reason::NONE) return fail(cr, std::string(slot_name(slot)) + ": " + detail);
    return true;
  }

  // An op of an op slot: the layout comes from byte 0.
  bool read_op(Slot slot) {
    if (pos_ >= glen_)
      return fail(Reason::LENGTH_OVERRUN, std::string(slot_name(slot)) + " op starts at the end of the group");
    const uint8_t b0 = g_[pos_];
    const int layout = gen::SLOT_LAYOUT[static_cast<int>(slot)][b0];
    if (layout < 0) {
      // The byte would start an op of another slot of the same ALU: name that.
      for (Slot other : sibling_slots(slot)) {
        const int l2 = gen::SLOT_LAYOUT[static_cast<int>(other)][b0];
        if (l2 >= 0)
          return fail(Reason::OP_NOT_IN_SLOT, std::string(slot_name(slot)) + ": byte 0 = " + hex2(b0) + " is " +
                                                  gen::LAYOUTS[l2].name + ", an op of slot " + slot_name(other));
      }
      return fail(Reason::RESERVED_OP, std::string(slot_name(slot)) + ": no op has byte 0 = " + hex2(b0));
    }
    return read(slot, layout, false);
  }

  bool read_fixed(Slot slot) { return read(slot, gen::SLOT_FIXED_LAYOUT[static_cast<int>(slot)], true); }

 private:
  static bool zero_length(int layout) {
    const gen::Layout& lay = gen::LAYOUTS[layout];
    return lay.nvariants == 1 && gen::VARIANTS[lay.variant0].bytes == 0;
  }
  static std::vector<Slot> sibling_slots(Slot s) {
    switch (s) {
      case Slot::P0: case Slot::P1: return {Slot::P0, Slot::P1, Slot::P2PCK};
      case Slot::BW0: case Slot::BW1: case Slot::BW2: return {Slot::BW0, Slot::BW1, Slot::BW2};
      default: return {};
    }
  }

  const uint8_t* g_;
  uint32_t glen_;
  const DecodeOptions& opt_;
  Group& grp_;
  uint32_t pos_ = 0;
};

// Every op present in the group, for the group-level checks.
std::vector<std::pair<Slot, int>> ops_of(const Group& g) {
  std::vector<std::pair<Slot, int>> out;
  for (int s = 0; s < static_cast<int>(gen::NUM_SLOTS); ++s) {
    const Component& c = g.c[s];
    if (!c.present) continue;
    const Slot slot = static_cast<Slot>(s);
    if (slot == Slot::HDR || slot == Slot::MAPLO || slot == Slot::MAPHI || slot == Slot::ISS ||
        slot == Slot::DST1 || slot == Slot::DST2)
      continue;
    for (int u = 0; u < kMaxUnits; ++u)
      if (c.op[u] >= 0) out.push_back({slot, c.op[u]});
  }
  return out;
}

void fill_sources(Group& g) {
  static_assert(L::MAPLO::A_BANK == L::MAPHI::A_BANK && L::MAPLO::A_IDX == L::MAPHI::A_IDX &&
                    L::MAPLO::B_BANK == L::MAPHI::B_BANK && L::MAPLO::B_IDX == L::MAPHI::B_IDX &&
                    L::MAPLO::C_BANK == L::MAPHI::C_BANK && L::MAPLO::C_IDX == L::MAPHI::C_IDX,
                "the two maps number their reference fields alike");
  const uint8_t bank[3] = {L::MAPLO::A_BANK, L::MAPLO::B_BANK, L::MAPLO::C_BANK};
  const uint8_t idx[3] = {L::MAPLO::A_IDX, L::MAPLO::B_IDX, L::MAPLO::C_IDX};
  const Slot maps[2] = {Slot::MAPLO, Slot::MAPHI};
  uint8_t* counts[2] = {&g.nsrc_lo, &g.nsrc_hi};
  for (int m = 0; m < 2; ++m) {
    const Component& c = g.comp(maps[m]);
    if (!c.present) continue;
    uint8_t n = 0;
    for (int k = 0; k < 3; ++k) {
      g.src[m * 3 + k] = RegRef{static_cast<uint8_t>(c.get(bank[k])), static_cast<uint16_t>(c.get(idx[k]))};
      if (c.in_bytes[idx[k]]) n = static_cast<uint8_t>(k + 1);
    }
    *counts[m] = n;
  }
  if (g.has(Slot::MAPLO)) g.is0 = static_cast<uint8_t>(g.comp(Slot::MAPLO).get(L::MAPLO::MUX));
}

void fill_dests(Group& g) {
  if (g.has(Slot::DST2)) {
    const Component& d = g.comp(Slot::DST2);
    g.w_present[0] = g.w_present[1] = true;
    g.w[0] = RegRef{static_cast<uint8_t>(d.get(L::DST2::W0_BANK)), static_cast<uint16_t>(d.get(L::DST2::W0_IDX))};
    g.w[1] = RegRef{static_cast<uint8_t>(d.get(L::DST2::W1_BANK)), static_cast<uint16_t>(d.get(L::DST2::W1_IDX))};
  } else if (g.has(Slot::DST1)) {
    const Component& d = g.comp(Slot::DST1);
    const int k = g.hdr(L::HDR::W0P) ? 0 : 1;
    g.w_present[k] = true;
    g.w[k] = RegRef{static_cast<uint8_t>(d.get(L::DST1::BANK)), static_cast<uint16_t>(d.get(L::DST1::IDX))};
  }
}

// The destination map that W0P/W1P announce, if any (docs/rogue.md 1.7).
bool read_dest(Parser& p, const Group& g) {
  const bool w0p = g.hdr(L::HDR::W0P) != 0, w1p = g.hdr(L::HDR::W1P) != 0;
  if (w0p && w1p) return p.read_fixed(Slot::DST2);
  if (w0p || w1p) return p.read_fixed(Slot::DST1);
  return true;
}

// Main-ALU group (docs/rogue.md 1.4): BE, then P2 ops (MOV/MOVC, TST, pack slot; P2END ends the
// sequence, the pack slot always does), P1, P0, both maps, ISS, destination. `da` receives the
// offset DA must hold: the P1 op, else the P0 op, else the lower map.
bool parse_main(Parser& p, Group& g, uint32_t& da) {
  const uint8_t phases = gen::OPORG_PHASES[g.hdr(L::HDR::OPORG)];
  if ((phases & 8) && !p.read_op(Slot::BE)) return false;
  if (phases & 4) {
    int last = -1;  // 0 MOV, 1 TST, 2 pack slot
    for (;;) {
      if (p.pos() >= g.length) return p.fail(Reason::LENGTH_OVERRUN, "a P2 op starts at the end of the group");
      const uint8_t main_op = static_cast<uint8_t>(p.peek() >> 5);
      const int stage = main_op == 6 ? 0 : main_op == 7 ? 1 : 2;
      const Slot slot = stage == 0 ? Slot::P2MOV : stage == 1 ? Slot::P2TST : Slot::P2PCK;
      if (stage <= last)
        return p.fail(Reason::P2_ORDER, std::string(gen::SLOT_NAMES[static_cast<int>(slot)]) +
                                            " op after a later or equal P2 op, byte 0 = " + hex2(p.peek()));
      last = stage;
      if (!p.read_op(slot)) return false;
      if (stage == 2) break;
      const Component& c = g.comp(slot);
      const uint32_t p2end = stage == 0 ? c.get(L::P2_MOV::P2END) : c.get(L::P2_TST::P2END);
      if (p2end) break;
    }
  }
  da = p.pos();
  if ((phases & 2) && !p.read_op(Slot::P1)) return false;
  if ((phases & 1) && !p.read_op(Slot::P0)) return false;
  if (!(phases & 3)) da = p.pos();
  return p.read_fixed(Slot::MAPLO) && p.read_fixed(Slot::MAPHI) && p.read_fixed(Slot::ISS) && read_dest(p, g);
}

// Bitwise group (docs/rogue.md 5): P2, P1, P0 as OPCNT says, both maps, destination. DA = the
// lower map.
bool parse_bitwise(Parser& p, Group& g, uint32_t& da) {
  const uint32_t opcnt = g.hdr(L::HDR::OPCNT);
  if ((opcnt & 4) && !p.read_op(Slot::BW2)) return false;
  if ((opcnt & 2) && !p.read_op(Slot::BW1)) return false;
  if ((opcnt & 1) && !p.read_op(Slot::BW0)) return false;
  da = p.pos();
  return p.read_fixed(Slot::MAPLO) && p.read_fixed(Slot::MAPHI) && read_dest(p, g);
}

// Control group (docs/rogue.md 6): the op of CTRLOP, the maps when the op has sources, the W0
// destination of CND and SAVL. DA = 0 without maps and destination, else the first map.
bool parse_control(Parser& p, Group& g, uint32_t& da) {
  const int layout = gen::CTRLOP_LAYOUT[g.hdr(L::HDR::CTRLOP)];
  if (layout < 0)  // reserved codes are caught by the header's checks; kept for safety
    return p.fail(Reason::RESERVED_CTRLOP, "CTRLOP " + std::to_string(g.hdr(L::HDR::CTRLOP)));
  if (!p.read(Slot::CTRL, layout, false)) return false;
  const gen::Layout& lay = gen::LAYOUTS[layout];
  const bool w0p = g.hdr(L::HDR::W0P) != 0, w1p = g.hdr(L::HDR::W1P) != 0;
  const bool want_w0 = lay.dest == gen::Dest::W0;
  if (w0p != want_w0 || w1p)
    return p.fail(Reason::CTRL_WRITE, std::string(lay.name) + (want_w0 ? " writes W0 only (W0P=1, W1P=0)"
                                                                        : " writes no register (W0P=W1P=0)"));
  da = (lay.maps || want_w0) ? p.pos() : 0;
  if (lay.maps && !(p.read_fixed(Slot::MAPLO) && p.read_fixed(Slot::MAPHI))) return false;
  return read_dest(p, g);
}

// F64 group (docs/rogue.md 7.11): one op byte, both maps, destination. DA = the lower map.
bool parse_f64(Parser& p, Group& g, uint32_t& da) {
  if (!p.read_op(Slot::F64)) return false;
  da = p.pos();
  return p.read_fixed(Slot::MAPLO) && p.read_fixed(Slot::MAPHI) && read_dest(p, g);
}

// Group-level checks after a complete parse (docs/rogue.md 9): MOVC needs a TST; an op that must
// be alone is alone.
bool group_checks(Parser& p, const Group& g) {
  const auto ops = ops_of(g);
  if (g.has(Slot::P2MOV) && g.comp(Slot::P2MOV).operation() == Op::MOVC && !g.has(Slot::P2TST))
    return p.fail(Reason::MOVC_NO_TEST, "MOVC without a TST in the group");
  for (const auto& [slot, o] : ops) {
    (void)slot;
    if (gen::OPS[o].alone && ops.size() > 1) {
      // The MOV part of a sum-of-products op shares its op bytes: not another op.
      bool other = false;
      for (const auto& [s2, o2] : ops)
        if (o2 != o && gen::OPS[o2].layout != gen::OPS[o].layout) other = true;
      if (other) return p.fail(Reason::EXCLUSIVE_OP, std::string(gen::OPS[o].name) + " must be the only op of its group");
    }
  }
  return true;
}

}  // namespace

const char* Component::variant_name() const {
  if (layout < 0 || variant < 0) return "";
  return gen::VARIANTS[gen::LAYOUTS[layout].variant0 + variant].name;
}

uint8_t Group::cc() const {
  return static_cast<uint8_t>((hdr(gen::lay::HDR::CC1) << 1) | hdr(gen::lay::HDR::CC0));
}

int field_index(int layout, const char* name) {
  const gen::Layout& lay = gen::LAYOUTS[layout];
  for (int k = 0; k < lay.nfields; ++k)
    if (std::strcmp(gen::FIELDS[lay.field0 + k].name, name) == 0) return k;
  return -1;
}

Reason read_layout(int layout, const uint8_t* bytes, size_t avail, Component& out) {
  const gen::Layout& lay = gen::LAYOUTS[layout];
  out = Component{};
  out.layout = static_cast<int16_t>(layout);
  uint8_t buf[gen::LIMIT_OP_MAX_BYTES] = {};
  for (size_t k = 0; k < sizeof buf && k < avail; ++k) buf[k] = bytes[k];
  uint32_t f[kMaxFields];
  for (int v = 0; v < lay.nvariants; ++v) {
    const gen::Variant& var = gen::VARIANTS[lay.variant0 + v];
    for (int k = 0; k < lay.nfields; ++k) {
      const gen::VarField& vf = gen::VAR_FIELDS[var.vfield0 + k];
      f[k] = vf.npieces ? extract(vf, buf) : vf.implied;
    }
    if (!any_alt(var.alt0, var.nalt, f)) continue;
    out.variant = static_cast<int8_t>(v);
    out.size = var.bytes;
    for (int k = 0; k < lay.nfields; ++k) {
      out.f[k] = f[k];
      out.in_bytes[k] = gen::VAR_FIELDS[var.vfield0 + k].npieces != 0;
    }
    return var.bytes > avail ? Reason::LENGTH_OVERRUN : Reason::NONE;
  }
  return Reason::RESERVED_OP;
}

Reason check_component(Slot slot, Component& c, const DecodeOptions& opt, std::string& detail) {
  const gen::Layout& lay = gen::LAYOUTS[c.layout];
  const uint32_t* f = c.f.data();
  // 1. The operation of each unit.
  for (int u = 0; u < lay.nunits; ++u) {
    int found = -1;
    for (unsigned o = 0; o < gen::NUM_OPS; ++o) {
      const gen::OpInfo& op = gen::OPS[o];
      if (op.layout == c.layout && op.unit == u && any_alt(op.alt0, op.nalt, f)) {
        found = static_cast<int>(o);
        break;
      }
    }
    if (found < 0) {
      if (gen::UNITS[lay.unit0 + u].optional) continue;
      detail = std::string(lay.name) + ": no " + gen::UNITS[lay.unit0 + u].name + " operation matches the fields";
      return Reason::RESERVED_OP;
    }
    const gen::OpInfo& op = gen::OPS[found];
    if (!((op.slots >> static_cast<int>(slot)) & 1u)) {
      detail = std::string(op.name) + " is not allowed in slot " + slot_name(slot);
      return Reason::OP_NOT_IN_SLOT;
    }
    if (op.pd && !opt.pd) {
      detail = std::string(op.name) + " is a project-defined encoding";
      return Reason::PD_DISABLED;
    }
    c.op[u] = static_cast<int16_t>(found);
  }
  // 2. Project-defined fields and enum codes.
  if (!opt.pd) {
    for (int k = 0; k < lay.nfields; ++k) {
      const gen::FieldInfo& fi = gen::FIELDS[lay.field0 + k];
      const bool pd_field = (fi.flags & gen::FIELD_PD) && f[k] != 0;
      const bool pd_code = fi.enum_id >= 0 && f[k] < 32 && ((gen::ENUMS[fi.enum_id].pd >> f[k]) & 1u);
      if (pd_field || pd_code) {
        detail = std::string(lay.name) + "." + fi.name + " = " + std::to_string(f[k]) + " is project-defined";
        return Reason::PD_DISABLED;
      }
    }
  }
  // 3. Reserved enum codes, in field order.
  for (int k = 0; k < lay.nfields; ++k) {
    const gen::FieldInfo& fi = gen::FIELDS[lay.field0 + k];
    if (fi.enum_id < 0 || (fi.flags & gen::FIELD_RESERVED)) continue;
    if (f[k] < 32 && ((gen::ENUMS[fi.enum_id].reserved >> f[k]) & 1u)) {
      detail = std::string(lay.name) + "." + fi.name + " = " + std::to_string(f[k]) + " is reserved";
      return static_cast<Reason>(fi.reason);
    }
  }
  // 4. Constraints, in table order.
  for (int k = 0; k < lay.nconstraints; ++k) {
    const gen::Constraint& con = gen::CONSTRAINTS[lay.constraint0 + k];
    if (any_alt(con.when_alt0, con.when_nalt, f) && !alt_holds(gen::ALTS[con.require_alt], f)) {
      detail = std::string(lay.name) + ": " + con.meaning;
      return static_cast<Reason>(con.reason);
    }
  }
  return Reason::NONE;
}

}  // namespace shaderhw::rogue

namespace shaderhw::rogue {

Group decode_group(const uint8_t* data, size_t size, size_t offset, const DecodeOptions& opt) {
  Group g;
  g.offset = static_cast<uint32_t>(offset);
  const size_t left = offset < size ? size - offset : 0;
  if (left < 2) {
    g.length = static_cast<uint32_t>(left);
    g.next = static_cast<uint32_t>(offset + left);
    g.illegal = true;
    g.reason = Reason::TRUNCATED;
    g.detail = "the stream ends inside the header";
    return g;
  }
  const uint8_t* gp = data + offset;
  const uint32_t units = gp[0] & 0xFu;
  g.length = 2u * (units ? units : 16u);
  g.next = static_cast<uint32_t>(offset + g.length);
  if (left < g.length) {
    g.illegal = true;
    g.reason = Reason::TRUNCATED;
    g.detail = "LENGTH says " + std::to_string(g.length) + " bytes, the stream holds " + std::to_string(left);
    g.length = static_cast<uint32_t>(left);
    g.next = static_cast<uint32_t>(offset + left);
    return g;
  }
  Parser p(gp, g.length, opt, g);
  if (!p.read_fixed(Slot::HDR)) {
    // A header that runs past LENGTH is an overrun, not a missing map.
    if (g.reason == Reason::MISSING_MAP) g.reason = Reason::LENGTH_OVERRUN;
    g.consumed = p.pos();
    return g;
  }
  g.alu = static_cast<AluType>(g.hdr(L::HDR::ALUTYPE));
  uint32_t da = 0;
  bool ok = false;
  switch (g.alu) {
    case AluType::MAIN: ok = parse_main(p, g, da); break;
    case AluType::BITWISE: ok = parse_bitwise(p, g, da); break;
    case AluType::CONTROL: ok = parse_control(p, g, da); break;
    case AluType::F64: ok = parse_f64(p, g, da); break;
  }
  g.consumed = p.pos();
  fill_sources(g);
  fill_dests(g);
  if (!ok) return g;
  if (!group_checks(p, g)) return g;
  if (g.hdr(L::HDR::DA) != da)
    p.fail(Reason::DA_MISMATCH, "DA = " + std::to_string(g.hdr(L::HDR::DA)) + ", the layout gives " + std::to_string(da));
  return g;
}

std::vector<Group> decode_stream(const std::vector<uint8_t>& bytes, const DecodeOptions& opt) {
  std::vector<Group> out;
  size_t off = 0;
  while (off < bytes.size()) {
    out.push_back(decode_group(bytes.data(), bytes.size(), off, opt));
    if (out.back().reason == Reason::TRUNCATED) break;
    off = out.back().next;
  }
  return out;
}

}  // namespace shaderhw::rogue
