// R500 assembler/disassembler (asm.h; the syntax and its decisions: ASM.md). Names of opcodes and
// enumeration values come from the generated tables (r500_tables.h).
#include "r500/asm.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

namespace shaderhw::r500 {
namespace {

using Types = unsigned;  // bit per InstType value
constexpr Types bit(InstType t) { return 1u << static_cast<unsigned>(t); }
constexpr Types kAluOut = bit(InstType::ALU) | bit(InstType::OUT);
constexpr Types kAll = kAluOut | bit(InstType::TEX) | bit(InstType::FC);

constexpr char kChannels[] = "rgba";          // write/output masks, texture swizzles
constexpr char kSwizLetters[] = "rgba0h1_";   // ALU swizzle codes 0..7 (ASM.md)

std::string lower(std::string_view s) {
  std::string o(s);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

std::string hex(uint32_t v, int digits) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*X", digits, v);
  return buf;
}

// Decimal or 0x-hex unsigned number, at most `max`.
bool parse_uint(const std::string& s, uint32_t max, uint32_t* out) {
  if (s.empty()) return false;
  const bool is_hex = s.size() > 2 && s[0] == '0' && s[1] == 'x';
  const std::string digits = is_hex ? s.substr(2) : s;
  if (digits.empty() || digits.size() > 10) return false;
  for (char c : digits)
    if (!(is_hex ? std::isxdigit(static_cast<unsigned char>(c)) : std::isdigit(static_cast<unsigned char>(c))))
      return false;
  const unsigned long long v = std::strtoull(digits.c_str(), nullptr, is_hex ? 16 : 10);
  if (v > max) return false;
  *out = static_cast<uint32_t>(v);
  return true;
}

// Enumeration value by its lower-case name, or by its number (reserved codes have no name).
template <size_t N>
bool parse_enum(const std::string& s, const char* const (&names)[N], uint32_t* out) {
  for (size_t i = 0; i < N; ++i)
    if (names[i] && lower(names[i]) == s) return *out = static_cast<uint32_t>(i), true;
  return parse_uint(s, N - 1, out);
}
template <size_t N>
std::string enum_text(const char* const (&names)[N], unsigned v) {
  return v < N && names[v] ? lower(names[v]) : std::to_string(v);
}

std::string mask_text(unsigned m) {
  std::string s;
  for (int i = 0; i < 4; ++i)
    if ((m >> i) & 1) s += kChannels[i];
  return s;
}
bool parse_mask(const std::string& s, unsigned* m) {
  *m = 0;
  if (s.empty()) return false;
  for (char c : s) {
    const char* p = std::strchr(kChannels, c);
    if (c == 0 || !p || ((*m >> (p - kChannels)) & 1)) return false;
    *m |= 1u << (p - kChannels);
  }
  return true;
}

// ---- registers and operands ----
std::string rel_text(bool rel) { return rel ? "+aL" : ""; }

// Strips a trailing "+al" (relative addressing; the line is lower-cased before parsing).
bool strip_rel(std::string* s) {
  if (s->size() > 3 && s->compare(s->size() - 3, 3, "+al") == 0) {
    s->resize(s->size() - 3);
    return true;
  }
  return false;
}

std::string inline_text(unsigned code) {
  const uint32_t bits = inline_constant(static_cast<uint8_t>(code));
  float f;
  std::memcpy(&f, &bits, sizeof f);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(f));  // every code is exact here
  return buf;
}
bool parse_inline(const std::string& s, unsigned* code) {
  if (s.empty() || !(std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '.')) return false;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) return false;
  for (unsigned c = 0; c < gen::LIMIT_INLINE_CODES; ++c) {
    float f;
    const uint32_t bits = inline_constant(static_cast<uint8_t>(c));
    std::memcpy(&f, &bits, sizeof f);
    if (static_cast<double>(f) == v) return *code = c, true;
  }
  return false;
}

std::string slot_text(const SourceSlot& s) {
  std::string t;
  if (s.konst) {
    t = "c" + std::to_string(s.addr);
  } else if (s.addr & 0x80) {
    t = "#" + inline_text(s.addr & 0x7F);
  } else {
    t = "t" + std::to_string(s.addr);
  }
  return t + rel_text(s.rel);
}
bool parse_slot(std::string s, SourceSlot* out) {
  SourceSlot slot;
  slot.rel = strip_rel(&s);
  if (s.size() < 2) return false;
  uint32_t n;
  unsigned code;
  if (s[0] == 'c' && parse_uint(s.substr(1), 255, &n)) {
    slot.konst = true;
    slot.addr = static_cast<uint8_t>(n);
  } else if (s[0] == 't' && parse_uint(s.substr(1), 127, &n)) {
    slot.addr = static_cast<uint8_t>(n);
  } else if (s[0] == '#' && parse_inline(s.substr(1), &code)) {
    slot.addr = static_cast<uint8_t>(0x80 | code);
  } else {
    return false;
  }
  *out = slot;
  return true;
}

std::string slots_text(const SourceSlot (&s)[3]) {
  return slot_text(s[0]) + "," + slot_text(s[1]) + "," + slot_text(s[2]);
}
bool parse_slots(const std::string& v, SourceSlot (&s)[3]) {
  size_t a = v.find(','), b = a == std::string::npos ? a : v.find(',', a + 1);
  if (b == std::string::npos || v.find(',', b + 1) != std::string::npos) return false;
  return parse_slot(v.substr(0, a), &s[0]) && parse_slot(v.substr(a + 1, b - a - 1), &s[1]) &&
         parse_slot(v.substr(b + 1), &s[2]);
}

std::string temp_text(uint8_t addr, bool rel) { return "t" + std::to_string(addr) + rel_text(rel); }
bool parse_temp(std::string s, uint8_t* addr, bool* rel) {
  *rel = strip_rel(&s);
  uint32_t n;
  if (s.size() < 2 || s[0] != 't' || !parse_uint(s.substr(1), 127, &n)) return false;
  *addr = static_cast<uint8_t>(n);
  return true;
}

const char* const kSelNames[] = {"src0", "src1", "src2", "srcp"};

std::string arg_text(const Arg& a, int channels) {
  std::string s = std::string(kSelNames[static_cast<int>(a.sel)]) + ".";
  for (int c = 0; c < channels; ++c) s += kSwizLetters[static_cast<int>(a.swiz[c])];
  switch (a.mod) {
    case Mod::NOP: return s;
    case Mod::NEG: return "-" + s;
    case Mod::ABS: return "|" + s + "|";
    case Mod::NAB: return "-|" + s + "|";
  }
  return s;
}
bool parse_arg(std::string s, int channels, Arg* out) {
  Arg a;
  bool neg = false, abs = false;
  if (!s.empty() && s[0] == '-') {
    neg = true;
    s.erase(0, 1);
  }
  if (s.size() >= 2 && s.front() == '|' && s.back() == '|') {
    abs = true;
    s = s.substr(1, s.size() - 2);
  }
  a.mod = abs ? (neg ? Mod::NAB : Mod::ABS) : (neg ? Mod::NEG : Mod::NOP);
  const size_t dot = s.find('.');
  if (dot == std::string::npos || s.size() - dot - 1 != static_cast<size_t>(channels)) return false;
  const std::string sel = s.substr(0, dot);
  int k = 0;
  while (k < 4 && sel != kSelNames[k]) ++k;
  if (k == 4) return false;
  a.sel = static_cast<Sel>(k);
  for (int c = 0; c < channels; ++c) {
    const char* p = std::strchr(kSwizLetters, s[dot + 1 + c]);
    if (!p || !*p) return false;
    a.swiz[c] = static_cast<Swiz>(p - kSwizLetters);
  }
  *out = a;
  return true;
}

std::string tex_reg_text(const TexReg& r) {
  std::string s = temp_text(r.addr, r.rel) + ".";
  for (int i = 0; i < 4; ++i) s += kChannels[static_cast<int>(r.swiz[i])];
  return s;
}
bool parse_tex_reg(const std::string& v, TexReg* out) {
  const size_t dot = v.rfind('.');
  if (dot == std::string::npos || v.size() - dot - 1 != 4) return false;
  TexReg r;
  if (!parse_temp(v.substr(0, dot), &r.addr, &r.rel)) return false;
  for (int i = 0; i < 4; ++i) {
    const char* p = std::strchr(kChannels, v[dot + 1 + i]);
    if (!p || !*p) return false;
    r.swiz[i] = static_cast<Swiz2>(p - kChannels);
  }
  *out = r;
  return true;
}

std::string pred_text(PredSel sel, bool inv) {
  return (inv ? "!" : "") + enum_text(gen::PRED_SEL_NAMES, static_cast<unsigned>(sel));
}
bool parse_pred(std::string v, PredSel* sel, bool* inv) {
  *inv = !v.empty() && v[0] == '!';
  if (*inv) v.erase(0, 1);
  uint32_t n;
  if (!parse_enum(v, gen::PRED_SEL_NAMES, &n)) return false;
  *sel = static_cast<PredSel>(n);
  return true;
}

// ---- the keys of the line (ASM.md "Tokens"), in printing order ----
struct Key {
  const char* name;
  Types types;
  bool flag;  // no value: present = 1
  std::function<bool(const std::string&, Decoded&)> parse;   // flags get ""
  std::function<std::string(const Decoded&)> print;          // "" = not printed
};

template <class T>
bool set_uint(const std::string& v, uint32_t max, T* field) {
  uint32_t n;
  if (!parse_uint(v, max, &n)) return false;
  *field = static_cast<T>(n);
  return true;
}
template <class E, size_t N>
bool set_enum(const std::string& v, const char* const (&names)[N], E* field) {
  uint32_t n;
  if (!parse_enum(v, names, &n)) return false;
  *field = static_cast<E>(n);
  return true;
}
template <class E, size_t N>
std::string named_or_empty(const char* const (&names)[N], E v) {
  return static_cast<unsigned>(v) ? enum_text(names, static_cast<unsigned>(v)) : "";
}
std::string flag_text(bool b) { return b ? "1" : ""; }
std::string number_or_empty(unsigned v) { return v ? std::to_string(v) : ""; }

// Which arguments a unit's opcode reads: printed even when 0 (RGB DP4 reads alpha A and B).
bool rgb_reads(const Decoded& d, uint32_t arg) { return (gen::RGB_OP_INFO[d.alu.rgb_op].args & arg) != 0; }
bool alpha_reads(const Decoded& d, int k) {
  static const uint32_t own[3] = {gen::ALPHA_OP_ARG_A, gen::ALPHA_OP_ARG_B, gen::ALPHA_OP_ARG_C};
  static const uint32_t by_rgb[3] = {gen::RGB_OP_ARG_ALPHA_A, gen::RGB_OP_ARG_ALPHA_B, 0};
  return (gen::ALPHA_OP_INFO[d.alu.alpha_op].args & own[k]) || rgb_reads(d, by_rgb[k]);
}
bool uses_srcp(const Decoded& d) {
  for (int k = 0; k < 3; ++k)
    if (d.alu.rgb_arg[k].sel == Sel::SRCP || d.alu.alpha_arg[k].sel == Sel::SRCP) return true;
  return false;
}

Key rgb_arg_key(const char* name, int k, uint32_t arg) {
  return {name, kAluOut, false,
          [k](const std::string& v, Decoded& d) { return parse_arg(v, 3, &d.alu.rgb_arg[k]); },
          [k, arg](const Decoded& d) {
            const Arg& a = d.alu.rgb_arg[k];
            return rgb_reads(d, arg) || !(a == Arg{}) ? arg_text(a, 3) : "";
          }};
}
Key alpha_arg_key(const char* name, int k) {
  return {name, kAluOut, false,
          [k](const std::string& v, Decoded& d) { return parse_arg(v, 1, &d.alu.alpha_arg[k]); },
          [k](const Decoded& d) {
            const Arg& a = d.alu.alpha_arg[k];
            return alpha_reads(d, k) || !(a == Arg{}) ? arg_text(a, 1) : "";
          }};
}
Key srcp_key(const char* name, SrcpOp AluFields::*field) {
  return {name, kAluOut, false,
          [field](const std::string& v, Decoded& d) {
            return set_enum(v, gen::SRCP_OP_NAMES, &(d.alu.*field));
          },
          [field](const Decoded& d) {
            const SrcpOp op = d.alu.*field;
            return op != SrcpOp::NEG2 || uses_srcp(d)
                       ? enum_text(gen::SRCP_OP_NAMES, static_cast<unsigned>(op)) : "";
          }};
}
Key omod_key(const char* name, Omod AluFields::*field) {
  return {name, kAluOut, false,
          [field](const std::string& v, Decoded& d) {
            return set_enum(v, gen::OMOD_NAMES, &(d.alu.*field));
          },
          [field](const Decoded& d) { return named_or_empty(gen::OMOD_NAMES, d.alu.*field); }};
}
// TARGET: a render target in OUT, a predicate compare code in ALU (6.3, 6.4).
Key target_key(const char* name, InstType type, uint8_t AluFields::*field, bool rgb) {
  return {name, bit(type), false,
          [field, type](const std::string& v, Decoded& d) {
            if (type == InstType::OUT) return set_uint(v, 3, &(d.alu.*field));
            return set_enum(v, gen::CMP_NAMES, &(d.alu.*field));
          },
          [field, type, rgb](const Decoded& d) {
            const uint8_t t = d.alu.*field;
            const bool written = rgb ? d.cmn.rgb_omask != 0 : d.cmn.alpha_omask;
            if (!t && !written) return std::string();
            return type == InstType::OUT ? std::to_string(t) : enum_text(gen::CMP_NAMES, t);
          }};
}
Key tex_flag(const char* name, bool TexFields::*field) {
  return {name, bit(InstType::TEX), true,
          [field](const std::string&, Decoded& d) { return (d.tex.*field = true); },
          [field](const Decoded& d) { return flag_text(d.tex.*field); }};
}
Key fc_flag(const char* name, bool FcFields::*field) {
  return {name, bit(InstType::FC), true,
          [field](const std::string&, Decoded& d) { return (d.fc.*field = true); },
          [field](const Decoded& d) { return flag_text(d.fc.*field); }};
}
Key cmn_flag(const char* name, bool CommonFields::*field) {
  return {name, kAll, true,
          [field](const std::string&, Decoded& d) { return (d.cmn.*field = true); },
          [field](const Decoded& d) { return flag_text(d.cmn.*field); }};
}
Key fc_uint(const char* name, uint32_t max, uint8_t FcFields::*field) {
  return {name, bit(InstType::FC), false,
          [max, field](const std::string& v, Decoded& d) { return set_uint(v, max, &(d.fc.*field)); },
          [field](const Decoded& d) { return number_or_empty(d.fc.*field); }};
}
Key fc_bop(const char* name, BOp FcFields::*field) {
  return {name, bit(InstType::FC), false,
          [field](const std::string& v, Decoded& d) {
            return set_enum(v, gen::B_OP_NAMES, &(d.fc.*field));
          },
          [field](const Decoded& d) { return named_or_empty(gen::B_OP_NAMES, d.fc.*field); }};
}
Key reserved_key(const char* name, int w) {
  return {name, kAll, false,
          [w](const std::string& v, Decoded& d) {
            return parse_uint(v, 0xFFFFFFFFu, &d.reserved_bits[w]) && d.reserved_bits[w] != 0;
          },
          [w](const Decoded& d) { return d.reserved_bits[w] ? "0x" + hex(d.reserved_bits[w], 8) : ""; }};
}

const std::vector<Key>& keys() {
  static const std::vector<Key> k = {
      // word 0 (3.1)
      cmn_flag("sem_wait", &CommonFields::tex_sem_wait),
      {"pred_rgb", kAll, false,
       [](const std::string& v, Decoded& d) { return parse_pred(v, &d.cmn.rgb_pred_sel, &d.cmn.rgb_pred_inv); },
       [](const Decoded& d) {
         return d.cmn.rgb_pred_sel != PredSel::NONE || d.cmn.rgb_pred_inv
                    ? pred_text(d.cmn.rgb_pred_sel, d.cmn.rgb_pred_inv) : "";
       }},
      {"pred_a", kAll, false,
       [](const std::string& v, Decoded& d) { return parse_pred(v, &d.cmn.alpha_pred_sel, &d.cmn.alpha_pred_inv); },
       [](const Decoded& d) {
         return d.cmn.alpha_pred_sel != PredSel::NONE || d.cmn.alpha_pred_inv
                    ? pred_text(d.cmn.alpha_pred_sel, d.cmn.alpha_pred_inv) : "";
       }},
      cmn_flag("write_inactive", &CommonFields::write_inactive),
      cmn_flag("last", &CommonFields::last),
      cmn_flag("nop", &CommonFields::nop),
      cmn_flag("alu_wait", &CommonFields::alu_wait),
      {"wmask", kAll, false,
       [](const std::string& v, Decoded& d) {
         unsigned m;
         if (!parse_mask(v, &m)) return false;
         d.cmn.rgb_wmask = m & 7;
         d.cmn.alpha_wmask = (m >> 3) & 1;
         return true;
       },
       [](const Decoded& d) { return mask_text(d.cmn.rgb_wmask | (d.cmn.alpha_wmask << 3)); }},
      {"omask", kAll, false,
       [](const std::string& v, Decoded& d) {
         unsigned m;
         if (!parse_mask(v, &m)) return false;
         d.cmn.rgb_omask = m & 7;
         d.cmn.alpha_omask = (m >> 3) & 1;
         return true;
       },
       [](const Decoded& d) { return mask_text(d.cmn.rgb_omask | (d.cmn.alpha_omask << 3)); }},
      cmn_flag("clamp_rgb", &CommonFields::rgb_clamp),
      cmn_flag("clamp_a", &CommonFields::alpha_clamp),
      {"alu_sel", kAll, false,
       [](const std::string& v, Decoded& d) {
         if (v != "a" && v != "r") return false;
         d.cmn.alu_result_alpha = v == "a";
         return true;
       },
       [](const Decoded& d) { return d.cmn.alu_result_alpha ? std::string("a") : std::string(); }},
      {"alu_op", kAll, false,
       [](const std::string& v, Decoded& d) { return set_enum(v, gen::CMP_NAMES, &d.cmn.alu_result_op); },
       [](const Decoded& d) { return named_or_empty(gen::CMP_NAMES, d.cmn.alu_result_op); }},
      {"stat", kAll, false,
       [](const std::string& v, Decoded& d) { return set_uint(v, 15, &d.cmn.stat_we); },
       [](const Decoded& d) { return d.cmn.stat_we ? "0x" + hex(d.cmn.stat_we, 1) : ""; }},
      // ALU / OUT (3.2-3.5)
      {"rgb_dst", kAluOut, false,
       [](const std::string& v, Decoded& d) { return parse_temp(v, &d.alu.rgb_addrd, &d.alu.rgb_addrd_rel); },
       [](const Decoded& d) { return temp_text(d.alu.rgb_addrd, d.alu.rgb_addrd_rel); }},
      {"a_dst", kAluOut, false,
       [](const std::string& v, Decoded& d) { return parse_temp(v, &d.alu.alpha_addrd, &d.alu.alpha_addrd_rel); },
       [](const Decoded& d) { return temp_text(d.alu.alpha_addrd, d.alu.alpha_addrd_rel); }},
      {"rgb_src", kAluOut, false,
       [](const std::string& v, Decoded& d) { return parse_slots(v, d.alu.rgb_src); },
       [](const Decoded& d) { return slots_text(d.alu.rgb_src); }},
      {"a_src", kAluOut, false,
       [](const std::string& v, Decoded& d) { return parse_slots(v, d.alu.alpha_src); },
       [](const Decoded& d) { return slots_text(d.alu.alpha_src); }},
      srcp_key("rgb_srcp", &AluFields::rgb_srcp_op),
      srcp_key("a_srcp", &AluFields::alpha_srcp_op),
      rgb_arg_key("rgb_a", 0, gen::RGB_OP_ARG_A),
      rgb_arg_key("rgb_b", 1, gen::RGB_OP_ARG_B),
      rgb_arg_key("rgb_c", 2, gen::RGB_OP_ARG_C),
      alpha_arg_key("a_a", 0),
      alpha_arg_key("a_b", 1),
      alpha_arg_key("a_c", 2),
      omod_key("rgb_omod", &AluFields::rgb_omod),
      omod_key("a_omod", &AluFields::alpha_omod),
      target_key("rgb_pcmp", InstType::ALU, &AluFields::rgb_target, true),
      target_key("a_pcmp", InstType::ALU, &AluFields::alpha_target, false),
      target_key("rgb_rt", InstType::OUT, &AluFields::rgb_target, true),
      target_key("a_rt", InstType::OUT, &AluFields::alpha_target, false),
      {"w_omask", kAluOut, true, [](const std::string&, Decoded& d) { return (d.alu.w_omask = true); },
       [](const Decoded& d) { return flag_text(d.alu.w_omask); }},
      {"alu_result", kAluOut, true, [](const std::string&, Decoded& d) { return (d.alu.alu_wmask = true); },
       [](const Decoded& d) { return flag_text(d.alu.alu_wmask); }},
      // TEX (3.6)
      {"id", bit(InstType::TEX), false,
       [](const std::string& v, Decoded& d) { return set_uint(v, 15, &d.tex.tex_id); },
       [](const Decoded& d) { return std::to_string(d.tex.tex_id); }},
      {"src", bit(InstType::TEX), false,
       [](const std::string& v, Decoded& d) { return parse_tex_reg(v, &d.tex.src); },
       [](const Decoded& d) { return tex_reg_text(d.tex.src); }},
      {"dst", bit(InstType::TEX), false,
       [](const std::string& v, Decoded& d) { return parse_tex_reg(v, &d.tex.dst); },
       [](const Decoded& d) { return tex_reg_text(d.tex.dst); }},
      {"dx", bit(InstType::TEX), false,
       [](const std::string& v, Decoded& d) { return d.tex.op() == TexOp::DXDY && parse_tex_reg(v, &d.tex.dx); },
       [](const Decoded& d) { return d.tex.op() == TexOp::DXDY ? tex_reg_text(d.tex.dx) : ""; }},
      {"dy", bit(InstType::TEX), false,
       [](const std::string& v, Decoded& d) { return d.tex.op() == TexOp::DXDY && parse_tex_reg(v, &d.tex.dy); },
       [](const Decoded& d) { return d.tex.op() == TexOp::DXDY ? tex_reg_text(d.tex.dy) : ""; }},
      tex_flag("acquire", &TexFields::sem_acquire),
      tex_flag("ignore_uncovered", &TexFields::ignore_uncovered),
      tex_flag("unscaled", &TexFields::unscaled),
      // FC (3.7)
      {"func", bit(InstType::FC), false,
       [](const std::string& v, Decoded& d) { return set_uint(v, 255, &d.fc.jump_func); },
       [](const Decoded& d) { return "0x" + hex(d.fc.jump_func, 2); }},
      {"addr", bit(InstType::FC), false,
       [](const std::string& v, Decoded& d) { return set_uint(v, 511, &d.fc.jump_addr); },
       [](const Decoded& d) { return std::to_string(d.fc.jump_addr); }},
      fc_flag("global", &FcFields::jump_global),
      fc_flag("any", &FcFields::jump_any),
      fc_flag("else", &FcFields::b_else),
      {"a_op", bit(InstType::FC), false,
       [](const std::string& v, Decoded& d) { return set_enum(v, gen::A_OP_NAMES, &d.fc.a_op); },
       [](const Decoded& d) { return named_or_empty(gen::A_OP_NAMES, d.fc.a_op); }},
      fc_bop("b_op0", &FcFields::b_op0),
      fc_bop("b_op1", &FcFields::b_op1),
      fc_uint("pop_cnt", 31, &FcFields::b_pop_cnt),
      fc_uint("bool", 31, &FcFields::bool_addr),
      fc_uint("int", 31, &FcFields::int_addr),
      fc_flag("ignore_uncovered", &FcFields::ignore_uncovered),
      // bits no field uses (G19)
      reserved_key("rsvd0", 0), reserved_key("rsvd1", 1), reserved_key("rsvd2", 2),
      reserved_key("rsvd3", 3), reserved_key("rsvd4", 4), reserved_key("rsvd5", 5),
  };
  return k;
}

// ---- tokenizer ----
struct Token {
  size_t column;  // 1-based
  std::string text;
};

std::vector<Token> tokens(std::string_view line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    const char c = line[i];
    if (c == ';') break;
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    const size_t start = i;
    while (i < line.size() && line[i] != ';' && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    out.push_back({start + 1, std::string(line.substr(start, i - start))});
  }
  return out;
}

AsmResult error(const Token& t, const char* what) {
  return AsmResult::failure("column " + std::to_string(t.column) + ": " + what + " '" + t.text + "'");
}

template <class Info, size_t N>
bool find_mnemonic(const std::string& s, const Info (&info)[N], uint8_t* out) {
  for (size_t v = 0; v < N; ++v)
    if (info[v].valid && lower(info[v].mnemonic) == s) return *out = static_cast<uint8_t>(v), true;
  return false;
}

}  // namespace

std::string format_words(const Instruction& w) {
  std::string s;
  for (int i = 0; i < kWords; ++i) s += (i ? " " : "") + hex(w.w[i], 8);
  return s;
}

std::string disassemble(const Decoded& d) {
  if (d.illegal) return std::string("illegal ; ") + d.illegal_reason;
  const unsigned type = static_cast<unsigned>(d.cmn.type);
  std::string s = gen::TYPE_NAMES[type];
  switch (d.cmn.type) {
    case InstType::ALU:
    case InstType::OUT:
      s += std::string(" ") + gen::RGB_OP_INFO[d.alu.rgb_op].mnemonic + " " +
           gen::ALPHA_OP_INFO[d.alu.alpha_op].mnemonic;
      break;
    case InstType::TEX: s += std::string(" ") + gen::TEX_OP_INFO[d.tex.inst].mnemonic; break;
    case InstType::FC: s += std::string(" ") + gen::FC_OP_INFO[d.fc.op].mnemonic; break;
  }
  for (const Key& k : keys()) {
    if (!((k.types >> type) & 1)) continue;
    const std::string v = k.print(d);
    if (v.empty()) continue;
    s += std::string(" ") + k.name + (k.flag ? "" : "=" + v);
  }
  return s;
}

std::string disassemble(const Instruction& w) {
  const Decoded d = decode(w);
  return d.illegal ? disassemble(d) + " ; " + format_words(w) : disassemble(d);
}

bool is_blank(std::string_view line) { return tokens(line).empty(); }

AsmResult assemble(std::string_view line) {
  std::vector<Token> t = tokens(line);
  if (t.empty()) return AsmResult::failure("no instruction");
  for (Token& x : t) x.text = lower(x.text);
  Decoded d;
  size_t next = 1;
  uint32_t type;
  if (!parse_enum(t[0].text, gen::TYPE_NAMES, &type) || !gen::TYPE_NAMES[type] ||
      lower(gen::TYPE_NAMES[type]) != t[0].text)
    return error(t[0], "unknown instruction type");
  d.cmn.type = static_cast<InstType>(type);
  const int heads = d.is_alu_or_out() ? 2 : 1;
  if (t.size() < static_cast<size_t>(1 + heads)) return AsmResult::failure("missing opcode");
  bool ok = true;
  switch (d.cmn.type) {
    case InstType::ALU:
    case InstType::OUT:
      if (!find_mnemonic(t[1].text, gen::RGB_OP_INFO, &d.alu.rgb_op)) return error(t[1], "unknown RGB opcode");
      ok = find_mnemonic(t[2].text, gen::ALPHA_OP_INFO, &d.alu.alpha_op);
      if (!ok) return error(t[2], "unknown alpha opcode");
      break;
    case InstType::TEX: ok = find_mnemonic(t[1].text, gen::TEX_OP_INFO, &d.tex.inst); break;
    case InstType::FC: ok = find_mnemonic(t[1].text, gen::FC_OP_INFO, &d.fc.op); break;
  }
  if (!ok) return error(t[1], "unknown opcode");
  next += heads;
  std::vector<std::string> seen;
  for (; next < t.size(); ++next) {
    const Token& tok = t[next];
    const size_t eq = tok.text.find('=');
    const std::string name = tok.text.substr(0, eq);
    const Key* key = nullptr;
    for (const Key& k : keys())
      if (name == k.name && ((k.types >> type) & 1)) key = &k;
    if (!key) return error(tok, "unknown key for this type");
    for (const std::string& s : seen)
      if (s == name) return error(tok, "duplicate key");
    seen.push_back(name);
    if (key->flag != (eq == std::string::npos)) return error(tok, key->flag ? "flag takes no value" : "missing value");
    if (!key->parse(key->flag ? std::string() : tok.text.substr(eq + 1), d)) return error(tok, "bad value");
  }
  // Reserved bits must lie where no field is (G19).
  Decoded plain = d;
  for (uint32_t& r : plain.reserved_bits) r = 0;
  const Instruction fields_only = encode(plain);
  for (int w = 0; w < kWords; ++w)
    if (d.reserved_bits[w] & ~ignored_mask(fields_only, w))
      return AsmResult::failure("rsvd" + std::to_string(w) + " sets bits that belong to fields");
  const Instruction word = encode(d);
  const Decoded check = decode(word);
  if (check.illegal) return AsmResult::failure(std::string("illegal instruction: ") + check.illegal_reason);
  return AsmResult::success(word);
}

AsmResult parse_words(std::string_view line) {
  std::string s(line.substr(0, std::min(line.find(';'), line.size())));
  for (char& c : s)
    if (c == ',') c = ' ';
  std::vector<Token> t = tokens(s);
  Instruction w;
  int n = 0;
  for (size_t i = 0; i < t.size(); ++i) {
    std::string x = lower(t[i].text);
    if (x.size() == 2 && x[0] == 'w' && x[1] == static_cast<char>('0' + n)) continue;  // label
    if (n == kWords) return error(t[i], "more than six words");
    if (x.compare(0, 2, "0x") == 0) x.erase(0, 2);
    uint32_t v;
    if (x.empty() || x.size() > 8 || !parse_uint("0x" + x, 0xFFFFFFFFu, &v)) return error(t[i], "bad word");
    w.w[n++] = v;
  }
  if (n != kWords) return AsmResult::failure("expected six words, found " + std::to_string(n));
  return AsmResult::success(w);
}

}  // namespace shaderhw::r500
