// Valhall golden decoder/encoder. See decode.h for the contract; rules cite docs/valhall.md.
#include "valhall/decode.h"

#include <cstring>

namespace shaderhw::valhall {
namespace {

using namespace gen;

constexpr uint64_t field(uint64_t w, unsigned lsb, unsigned width) {
  return (w >> lsb) & ((uint64_t{1} << width) - 1);
}

void put(uint64_t& w, unsigned lsb, unsigned width, uint64_t v) {
  const uint64_t mask = ((uint64_t{1} << width) - 1) << lsb;
  w = (w & ~mask) | ((v << lsb) & mask);
}

constexpr unsigned idx(Mod m) { return static_cast<unsigned>(m); }

uint16_t secondary_of(uint64_t w, const InsInfo& c) {
  uint16_t v = static_cast<uint16_t>(field(w, c.sec_lsb, c.sec_width));
  if (c.sec_has_hi) v |= static_cast<uint16_t>(field(w, 32, 1) << 8);  // 1.5 shift family
  return v;
}

// First failing Level-1 check wins (decode.h lists the order).
void fail(Decoded& d, Illegal code, const char* field_name) {
  if (d.illegal) return;
  d.illegal = true;
  d.code = code;
  d.illegal_reason = ILLEGAL_TEXT[static_cast<unsigned>(code)];
  d.illegal_field = field_name;
}

constexpr const char* kSrcNames[MAX_SRCS] = {"src0", "src1", "src2", "src3"};

Source decode_source(uint8_t s) {
  Source x;
  switch (s >> 6) {  // 2.1
    case 0:
    case 1:
      x.cls = SrcClass::Reg;
      x.index = s & 0x3F;
      x.discard = (s >> 6) == 1;
      break;
    case 2:
      x.cls = SrcClass::Uniform;
      x.index = s & 0x3F;
      break;
    default:
      if (s & 0x20) {
        x.cls = SrcClass::Special;  // 2.5: s = 0xE0 + 2*i + w
        x.index = (s >> 1) & 0xF;
        x.word = s & 1;
      } else {
        x.cls = SrcClass::Imm;
        x.index = s & 0x1F;
      }
      break;
  }
  return x;
}

bool is_fau(const Source& s) { return s.cls == SrcClass::Uniform || s.cls == SrcClass::Special; }

// Level-2 checks (4.3) that need the whole decoded instruction.
uint32_t level2(uint64_t w, const InsInfo& c, const Decoded& d) {
  uint32_t s = 0;
  if (w & ~c.used_mask) s |= kUnusedBits;
  bool has_fau = false;
  for (unsigned k = 0; k < c.num_srcs; ++k) has_fau |= is_fau(d.src[k]);
  if (!has_fau && field(w, FAU_PAGE_LSB, FAU_PAGE_WIDTH)) s |= kUnusedBits;  // 1.1: page 0
  if (c.placeholder && field(w, 46, 2) != 3 && field(w, 46, 2) != 0) s |= kPlaceholderMask;
  // 2.6: FAU words (uniform, LUT, special; a word used twice counts once).
  uint16_t words[MAX_SRCS];
  unsigned nwords = 0, nspecial = 0, special_entry = 0;
  int fau_slot = -1;
  bool two_slots = false;
  for (unsigned k = 0; k < c.num_srcs; ++k) {
    const Source& x = d.src[k];
    if (x.cls != SrcClass::Uniform && x.cls != SrcClass::Imm && x.cls != SrcClass::Special)
      continue;
    const uint16_t id = static_cast<uint16_t>(x.cls == SrcClass::Imm ? 0x100 | x.byte()
                                                                     : x.byte());
    bool seen = false;
    for (unsigned j = 0; j < nwords; ++j) seen |= words[j] == id;
    if (!seen) words[nwords++] = id;
    if (x.cls == SrcClass::Imm) continue;
    const int slot = x.byte() >> 1;  // bytes must agree in bits 7:1
    if (fau_slot >= 0 && slot != fau_slot) two_slots = true;
    fau_slot = slot;
    if (x.cls == SrcClass::Special && (nspecial == 0 || x.index != special_entry)) {
      ++nspecial;
      special_entry = x.index;
    }
  }
  const bool alu = c.unit == Unit::FMA || c.unit == Unit::CVT || c.unit == Unit::SFU;
  if (nwords > 2 || (alu && two_slots) || nspecial > 1) s |= kFauRules;
  // Odd registers for 64-bit operands and multi-register staging groups.
  for (unsigned k = 0; k < c.num_srcs; ++k) {
    if (c.src[k].size == 64 && d.src[k].cls == SrcClass::Reg && (d.src[k].index & 1))
      s |= kOddRegister;
  }
  if (c.dest && c.type_bits == 64 && (d.dest & 1)) s |= kOddRegister;
  for (unsigned k = 0; k < c.num_staging; ++k) {
    if (d.sr[k].count > 1 && (d.sr[k].reg & 1)) s |= kOddRegister;
    const StagingInfo& si = c.staging[k];
    // 1.4: an empty operand (ATOM1 without a return value) is written 0x40 by Mesa's compiler
    // and 0x80 by its assembler; both are accepted silently.
    const bool atom1_empty = d.sr[k].count == 0 && d.sr[k].reg == 0 &&
                             (d.sr[k].flags == 1 || d.sr[k].flags == 2);
    if (si.has_flags && d.sr[k].flags != si.flags && !atom1_empty) s |= kStagingFlags;
  }
  // Integer compares (condition on sources that are neither float nor absneg).
  if (d.has_mod(Mod::CONDITION) && c.num_srcs > 0 && !c.src[0].is_float &&
      d.get(Mod::CONDITION) >= 6)
    s |= kIntCondition;
  if (c.compare_check != CompareCheck::NONE && c.compare_check != CompareCheck::FCMP_BIT25 &&
      c.type_bits == 8) {
    const uint8_t rt = d.get(Mod::RESULT_TYPE);
    if (rt == 1 || rt == 3) s |= kV4ResultType;
  }
  return s;
}

}  // namespace

uint8_t Source::byte() const {
  switch (cls) {
    case SrcClass::Reg:
      return static_cast<uint8_t>((discard ? 0x40 : 0x00) | (index & 0x3F));
    case SrcClass::Uniform:
      return static_cast<uint8_t>(0x80 | (index & 0x3F));
    case SrcClass::Imm:
      return static_cast<uint8_t>(0xC0 | (index & 0x1F));
    case SrcClass::Special:
      return static_cast<uint8_t>(0xE0 | ((index & 0xF) << 1) | (word & 1));
    case SrcClass::None:
      break;
  }
  return 0;
}

bool Decoded::has_mod(Mod m) const {
  const InsInfo* c = info();
  if (!c) return false;
  for (unsigned k = 0; k < c->num_mods; ++k)
    if (c->mods[k].id == m) return true;
  return false;
}

bool Decoded::has_imm(Imm i) const {
  const InsInfo* c = info();
  if (!c) return false;
  for (unsigned k = 0; k < c->num_imms; ++k)
    if (c->imms[k].id == i) return true;
  return false;
}

int64_t Decoded::imm_value(Imm i) const {
  const uint32_t raw = imm_raw(i);
  const InsInfo* c = info();
  if (!c) return raw;
  for (unsigned k = 0; k < c->num_imms; ++k) {
    const ImmInfo& m = c->imms[k];
    if (m.id != i || !m.is_signed) continue;
    const int64_t sign = int64_t{1} << (m.width - 1);
    return (static_cast<int64_t>(raw) ^ sign) - sign;
  }
  return raw;
}

std::string Decoded::reason() const {
  if (!illegal) return "";
  std::string r = illegal_reason ? illegal_reason : "illegal";
  if (illegal_field) r += std::string(" [") + illegal_field + "]";
  return r;
}

bool Decoded::operator==(const Decoded& o) const {
  auto same_str = [](const char* a, const char* b) {
    return a == b || (a && b && std::strcmp(a, b) == 0);
  };
  return ins == o.ins && primary == o.primary && secondary == o.secondary && flow == o.flow &&
         fau_page == o.fau_page && has_dest == o.has_dest && dest == o.dest &&
         dest_mask == o.dest_mask && src == o.src && sr == o.sr && mod == o.mod && imm == o.imm &&
         illegal == o.illegal && code == o.code && same_str(illegal_field, o.illegal_field);
}

Decoded decode(uint64_t w) {
  Decoded d;
  d.primary = static_cast<uint16_t>(field(w, PRIMARY_LSB, PRIMARY_WIDTH));
  if (field(w, RESERVED_LSB, 1)) fail(d, Illegal::RESERVED_BIT63, "W[63]");  // 4.3 item 1

  // 4.1 steps 3-4: primary opcode, then the secondary opcode among its instructions.
  const unsigned first = PRIMARY_FIRST[d.primary], count = PRIMARY_COUNT[d.primary];
  if (count == 0) {
    fail(d, Illegal::PRIMARY, "primary opcode");
    return d;
  }
  const InsInfo* c = nullptr;
  for (unsigned k = 0; k < count && !c; ++k) {
    const InsInfo& cand = INSTRUCTIONS[BY_PRIMARY[first + k]];
    if (!cand.has_sec || secondary_of(w, cand) == cand.secondary) {
      c = &cand;
      d.ins = static_cast<int16_t>(BY_PRIMARY[first + k]);
    }
  }
  if (!c) {
    d.secondary = secondary_of(w, INSTRUCTIONS[BY_PRIMARY[first]]);
    fail(d, Illegal::SECONDARY, "secondary opcode");
    return d;
  }
  d.name = c->name;
  d.secondary = c->has_sec ? c->secondary : 0;

  d.flow = static_cast<uint8_t>(field(w, FLOW_LSB, FLOW_WIDTH));
  if (!enum_info(EnumId::FLOW).valid(d.flow)) fail(d, Illegal::FLOW, "flow");  // 4.3 item 3

  // Sources (2.1, 3.1) and their lane-selection fields (3.2).
  bool uses_page = false;
  for (unsigned k = 0; k < c->num_srcs; ++k) {
    const SrcInfo& si = c->src[k];
    Source& x = d.src[k];
    x = decode_source(static_cast<uint8_t>(field(w, 8u * si.slot, 8)));
    uses_page |= is_fau(x);
    if (si.sel != SelKind::NONE) {
      x.swizzle = static_cast<uint8_t>(field(w, si.sel_lsb, si.sel_width));
      if (!enum_info(SEL_KIND_ENUM[static_cast<unsigned>(si.sel)]).valid(x.swizzle))
        fail(d, Illegal::SOURCE_SELECT, kSrcNames[k]);  // 4.3 item 4
    }
    if (si.absneg) {
      x.neg = field(w, si.neg_bit, 1);
      x.abs = field(w, si.abs_bit, 1);
    }
    if (si.has_not) x.invert = field(w, si.not_bit, 1);
  }
  if (uses_page) d.fau_page = static_cast<uint8_t>(field(w, FAU_PAGE_LSB, FAU_PAGE_WIDTH));

  // Modifiers (3.4) and immediates (1.7).
  for (unsigned k = 0; k < c->num_mods; ++k) {
    const ModInfo& m = c->mods[k];
    const uint8_t v = static_cast<uint8_t>(field(w, m.lsb, m.width));
    d.mod[idx(m.id)] = v;
    if (m.is_enum && !enum_info(m.enum_id).valid(v))
      fail(d, Illegal::MODIFIER, MOD_NAMES[idx(m.id)]);  // 4.3 item 4
  }
  for (unsigned k = 0; k < c->num_imms; ++k) {
    const ImmInfo& m = c->imms[k];
    d.imm[static_cast<unsigned>(m.id)] = static_cast<uint32_t>(field(w, m.lsb, m.width));
  }

  // Byte 5: destination (1.3), placeholder (1.3) or staging registers (1.4).
  if (c->dest) {
    d.has_dest = true;
    d.dest = static_cast<uint8_t>(field(w, DEST_REG_LSB, DEST_REG_WIDTH));
    d.dest_mask = static_cast<uint8_t>(field(w, DEST_MASK_LSB, DEST_MASK_WIDTH));
    if (d.dest_mask == 0) fail(d, Illegal::WRITE_MASK, "destination write mask");  // item 5
  } else if (c->placeholder && field(w, DEST_MASK_LSB, DEST_MASK_WIDTH) == 0) {
    fail(d, Illegal::WRITE_MASK, "placeholder write mask");
  }
  for (unsigned k = 0; k < c->num_staging; ++k) {
    const StagingInfo& si = c->staging[k];
    Staging& s = d.sr[k];
    s.reg = static_cast<uint8_t>(field(w, si.lsb, 6));
    s.count = static_cast<uint8_t>(d.mod[idx(si.count_mod)] + si.count_bias);
    if (si.has_flags) s.flags = static_cast<uint8_t>(field(w, STAGING_FLAGS_LSB, 2));
  }

  // 4.3 item 6: special FAU values exist on pages 0, 1 and 3 only, and not every entry.
  for (unsigned k = 0; k < c->num_srcs; ++k) {
    const Source& x = d.src[k];
    if (x.cls == SrcClass::Special && special_fau_name(d.fau_page, x.index) == nullptr)
      fail(d, Illegal::SPECIAL_FAU, kSrcNames[k]);
  }

  // 4.3 item 7: compare combinations left undefined.
  switch (c->compare_check) {
    case CompareCheck::AND_SEQ:
      if (field(w, 24, 2) == 3) fail(d, Illegal::COMPARE, "and+seq");
      break;
    case CompareCheck::NO_SEQ:
      if (field(w, 25, 1)) fail(d, Illegal::COMPARE, "seq");
      break;
    case CompareCheck::FCMP_BIT25:
      if (field(w, 25, 1)) fail(d, Illegal::COMPARE, "W[25]");
      break;
    case CompareCheck::NONE:
      break;
  }
  d.suspicious = level2(w, *c, d);
  return d;
}

uint64_t encode(const Decoded& d) {
  if (d.ins < 0 || static_cast<unsigned>(d.ins) >= NUM_INS) return 0;
  const InsInfo& c = INSTRUCTIONS[static_cast<unsigned>(d.ins)];
  uint64_t w = 0;
  put(w, FLOW_LSB, FLOW_WIDTH, d.flow);
  put(w, PRIMARY_LSB, PRIMARY_WIDTH,
      c.has_alt_primary && d.primary == c.alt_primary ? c.alt_primary : c.primary);
  if (c.has_sec) {
    put(w, c.sec_lsb, c.sec_width, c.secondary & 0xFF);
    if (c.sec_has_hi) put(w, 32, 1, c.secondary >> 8);
  }
  if (c.dest) {
    put(w, DEST_REG_LSB, DEST_REG_WIDTH, d.dest);
    put(w, DEST_MASK_LSB, DEST_MASK_WIDTH, d.dest_mask);
  } else if (c.placeholder) {
    put(w, DEST_REG_LSB, 8, PLACEHOLDER_BYTE);  // BRANCHZI.absolute overwrites bit 40 below
  }
  for (unsigned k = 0; k < c.num_staging; ++k) {
    put(w, c.staging[k].lsb, 6, d.sr[k].reg);
    if (c.staging[k].has_flags) put(w, STAGING_FLAGS_LSB, 2, d.sr[k].flags);
  }
  bool uses_page = false;
  for (unsigned k = 0; k < c.num_srcs; ++k) {
    const SrcInfo& si = c.src[k];
    const Source& x = d.src[k];
    put(w, 8u * si.slot, 8, x.byte());
    uses_page |= is_fau(x);
    if (si.sel != SelKind::NONE) put(w, si.sel_lsb, si.sel_width, x.swizzle);
    if (si.absneg) {
      put(w, si.neg_bit, 1, x.neg);
      put(w, si.abs_bit, 1, x.abs);
    }
    if (si.has_not) put(w, si.not_bit, 1, x.invert);
  }
  if (uses_page) put(w, FAU_PAGE_LSB, FAU_PAGE_WIDTH, d.fau_page);
  for (unsigned k = 0; k < c.num_mods; ++k)
    put(w, c.mods[k].lsb, c.mods[k].width, d.mod[idx(c.mods[k].id)]);
  for (unsigned k = 0; k < c.num_imms; ++k)
    put(w, c.imms[k].lsb, c.imms[k].width, d.imm[static_cast<unsigned>(c.imms[k].id)]);
  return w;
}

uint64_t word_from_bytes(const uint8_t bytes[8]) {
  uint64_t w = 0;
  for (int k = 7; k >= 0; --k) w = (w << 8) | bytes[k];
  return w;
}

int find_instruction(const std::string& name) {
  for (unsigned i = 0; i < NUM_INS; ++i)
    if (name == INSTRUCTIONS[i].name) return static_cast<int>(i);
  return -1;
}

const char* special_fau_name(unsigned page, unsigned entry) {
  if (page > 3 || entry > 15 || SPECIAL_FAU_NAMES[page] == nullptr) return nullptr;
  return SPECIAL_FAU_NAMES[page][entry];
}

}  // namespace shaderhw::valhall
