// Valhall assembler / disassembler. Syntax: asm.h; positions: the generated tables.
#include "valhall/asm.h"

#include <cctype>
#include <cstdio>
#include <vector>

namespace shaderhw::valhall {
namespace {

using namespace gen;

std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%llX", static_cast<unsigned long long>(v));
  return b;
}

// ".value" of an enum field, "" for the enum's default (Mesa prints defaults as nothing).
std::string value_suffix(EnumId e, unsigned v) {
  const EnumInfo& ei = enum_info(e);
  if (ei.default_value >= 0 && v == static_cast<unsigned>(ei.default_value)) return "";
  if (ei.valid(v)) return std::string(".") + ei.values[v];
  return ".reserved" + std::to_string(v);
}

EnumId sel_enum(SelKind k) { return SEL_KIND_ENUM[static_cast<unsigned>(k)]; }

std::string source_text(const Decoded& d, const InsInfo& c, unsigned k) {
  const Source& x = d.src[k];
  const SrcInfo& si = c.src[k];
  std::string s;
  switch (x.cls) {
    case SrcClass::Reg:
      s = (x.discard ? "^r" : "r") + std::to_string(x.index);
      break;
    case SrcClass::Uniform:
      s = "u" + std::to_string(d.fau_page * 64u + x.index);
      break;
    case SrcClass::Imm:
      s = hex(IMM_LUT[x.index & 0x1F]);
      break;
    case SrcClass::Special: {
      const char* n = special_fau_name(d.fau_page, x.index);
      s = std::string(n ? n : "reserved") + ".w" + std::to_string(x.word);
      break;
    }
    case SrcClass::None:
      s = "?";
      break;
  }
  if (si.absneg && x.neg) s += ".neg";
  if (si.absneg && x.abs) s += ".abs";
  if (si.sel != SelKind::NONE) s += value_suffix(sel_enum(si.sel), x.swizzle);
  if (si.has_not && x.invert) s += ".not";
  return s;
}

// ---- assembler helpers --------------------------------------------------------------------
std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (;;) {
    const size_t p = s.find(sep, start);
    out.push_back(s.substr(start, p == std::string::npos ? std::string::npos : p - start));
    if (p == std::string::npos) return out;
    start = p + 1;
  }
}

// Decimal or 0x-hexadecimal integer with an optional minus sign; whole string.
bool parse_int(const std::string& t, int64_t& out) {
  size_t i = 0;
  bool negative = false;
  if (i < t.size() && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
  int base = 10;
  if (t.size() - i > 2 && t[i] == '0' && (t[i + 1] == 'x' || t[i + 1] == 'X')) {
    base = 16;
    i += 2;
  }
  if (i >= t.size() || t.size() - i > 16) return false;
  uint64_t v = 0;
  for (; i < t.size(); ++i) {
    const char ch = static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
    int digit;
    if (ch >= '0' && ch <= '9') digit = ch - '0';
    else if (base == 16 && ch >= 'a' && ch <= 'f') digit = ch - 'a' + 10;
    else return false;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(digit);
  }
  if (v > (uint64_t{1} << 40)) return false;
  out = negative ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  return true;
}

// "rN" with N in 0..max.
bool parse_reg(const std::string& t, unsigned max, unsigned& out) {
  if (t.size() < 2 || t.size() > 4 || t[0] != 'r') return false;
  unsigned v = 0;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) return false;
    v = v * 10 + static_cast<unsigned>(t[i] - '0');
  }
  if (v > max) return false;
  out = v;
  return true;
}

// Later Mesa renamed some instructions without changing their bits (docs/valhall.md 6.2).
struct Alias {
  const char* later;
  const char* ours;
  const char* extra_modifier;
};
constexpr Alias kAliases[] = {
    {"ICMP_OR", "ICMP", nullptr},          {"ICMP_AND", "ICMP", "and"},
    {"ICMP_MULTI", "ICMP", "seq"},         {"FCMP_OR", "FCMP", nullptr},
    {"FCMP_AND", "FCMP", "and"},           {"LD_PKA", "LD_BUFFER", nullptr},
    {"IDPADD", "IDP", nullptr},            {"CUBEFACE2_V9", "CUBEFACE2", nullptr},
    {"ARSHIFT_AND", "RSHIFT_AND", "signed"}, {"ARSHIFT_OR", "RSHIFT_OR", "signed"},
    {"ARSHIFT_XOR", "RSHIFT_XOR", "signed"},
};

class Assembler {
 public:
  explicit Assembler(const std::string& line) : line_(trim(line)) {}

  AsmResult run() {
    AsmResult r;
    if (!parse()) {
      r.error = error_;
      return r;
    }
    r.word = encode(d_);
    const Decoded back = decode(r.word);
    if (back.illegal) {
      r.error = "'" + head_ + "': the encoding is illegal: " + back.reason();
      return r;
    }
    r.ok = true;
    return r;
  }

 private:
  bool fail(const std::string& msg) {
    if (error_.empty()) error_ = msg;
    return false;
  }

  bool parse() {
    if (line_.empty()) return fail("empty line");
    size_t sp = 0;
    while (sp < line_.size() && !std::isspace(static_cast<unsigned char>(line_[sp]))) ++sp;
    head_ = line_.substr(0, sp);
    const std::string rest = trim(line_.substr(sp));
    std::vector<std::string> ops;
    if (!rest.empty()) {
      for (const std::string& o : split(rest, ',')) {
        ops.push_back(trim(o));
        if (ops.back().empty()) return fail("empty operand in '" + rest + "'");
      }
    }
    return mnemonic() && operands(ops);
  }

  bool mnemonic() {
    std::string head = head_;
    std::vector<std::string> extra;
    for (const Alias& a : kAliases) {
      const std::string later = a.later;
      if (head == later || head.compare(0, later.size() + 1, later + ".") == 0) {
        head = a.ours + head.substr(later.size());
        if (a.extra_modifier) extra.push_back(a.extra_modifier);
        break;
      }
    }
    int best = -1;
    size_t best_len = 0;
    for (unsigned i = 0; i < NUM_INS; ++i) {
      const std::string n = INSTRUCTIONS[i].name;
      if ((head == n || (head.size() > n.size() && head.compare(0, n.size(), n) == 0 &&
                         head[n.size()] == '.')) &&
          n.size() > best_len) {
        best = static_cast<int>(i);
        best_len = n.size();
      }
    }
    if (best < 0) return fail("unknown mnemonic '" + head_ + "'");
    c_ = &INSTRUCTIONS[best];
    d_.ins = static_cast<int16_t>(best);
    d_.name = c_->name;
    d_.primary = c_->primary;
    d_.secondary = c_->has_sec ? c_->secondary : 0;
    std::vector<std::string> toks;
    if (head.size() > best_len) toks = split(head.substr(best_len + 1), '.');
    for (const std::string& e : extra) toks.push_back(e);
    for (const std::string& t : toks)
      if (t.empty()) return fail("empty modifier in '" + head_ + "'");

    std::vector<bool> given(c_->num_mods, false);
    bool flow_given = false;
    for (size_t t = 0; t < toks.size();) {
      if (t + 1 < toks.size() && assign_modifier(toks[t] + "." + toks[t + 1], given)) {
        t += 2;
        continue;
      }
      if (assign_modifier(toks[t], given)) {
        ++t;
        continue;
      }
      const EnumInfo& flow = enum_info(EnumId::FLOW);
      bool is_flow = false;
      for (unsigned v = 0; v < flow.count && !is_flow; ++v) {
        if (flow.values[v] && toks[t] == flow.values[v]) {
          if (flow_given) return fail("second flow modifier '" + toks[t] + "' in '" + head_ + "'");
          d_.flow = static_cast<uint8_t>(v);
          flow_given = is_flow = true;
        }
      }
      if (!is_flow)
        return fail("unknown or repeated modifier '" + toks[t] + "' for " + c_->name + " in '" +
                    head_ + "'");
      ++t;
    }
    for (unsigned k = 0; k < c_->num_mods; ++k) {
      const ModInfo& m = c_->mods[k];
      if (given[k] || !m.printed || !m.is_enum) continue;
      const EnumInfo& ei = enum_info(m.enum_id);
      if (ei.default_value < 0)
        return fail("'" + head_ + "': missing modifier " +
                    MOD_NAMES[static_cast<unsigned>(m.id)] + " (" + ei.name + ")");
      d_.set(m.id, static_cast<uint8_t>(ei.default_value));
    }
    return true;
  }

  // Gives the first not-yet-given modifier that accepts `tok` its value.
  bool assign_modifier(const std::string& tok, std::vector<bool>& given) {
    for (unsigned k = 0; k < c_->num_mods; ++k) {
      const ModInfo& m = c_->mods[k];
      if (given[k] || !m.printed) continue;
      if (!m.is_enum) {
        if (tok == MOD_NAMES[static_cast<unsigned>(m.id)]) {
          d_.set(m.id, 1);
          given[k] = true;
          return true;
        }
        continue;
      }
      const EnumInfo& ei = enum_info(m.enum_id);
      for (unsigned v = 0; v < ei.count && v < (1u << m.width); ++v) {
        if (ei.values[v] && tok == ei.values[v]) {
          d_.set(m.id, static_cast<uint8_t>(v));
          given[k] = true;
          return true;
        }
      }
    }
    return false;
  }

  bool operands(const std::vector<std::string>& ops) {
    const size_t expected =
        (c_->dest ? 1u : 0u) + c_->num_staging + c_->num_srcs + c_->num_imms;
    if (ops.size() != expected)
      return fail(std::string(c_->name) + " takes " + std::to_string(expected) +
                  " operands, got " + std::to_string(ops.size()) + " in '" + line_ + "'");
    size_t o = 0;
    if (c_->dest && !dest(ops[o++])) return false;
    for (unsigned k = 0; k < c_->num_staging; ++k)
      if (!staging(k, ops[o++])) return false;
    for (unsigned k = 0; k < c_->num_srcs; ++k)
      if (!source(k, ops[o++])) return false;
    for (unsigned k = 0; k < c_->num_imms; ++k)
      if (!immediate(k, ops[o++])) return false;
    d_.fau_page = static_cast<uint8_t>(page_ < 0 ? 0 : page_);
    return true;
  }

  bool dest(const std::string& tok) {
    const std::vector<std::string> parts = split(tok, '.');
    unsigned r;
    if (parts.size() > 2 || !parse_reg(parts[0], 63, r))
      return fail("bad destination '" + tok + "' (expected rN, rN.h0 or rN.h1)");
    d_.has_dest = true;
    d_.dest = static_cast<uint8_t>(r);
    d_.dest_mask = 3;
    if (parts.size() == 2) {
      if (parts[1] == "h0") d_.dest_mask = 1;
      else if (parts[1] == "h1") d_.dest_mask = 2;
      else return fail("bad destination suffix '" + parts[1] + "' in '" + tok + "'");
    }
    return true;
  }

  bool staging(unsigned k, const std::string& tok) {
    const StagingInfo& si = c_->staging[k];
    if (tok.empty() || tok[0] != '@')
      return fail("expected a staging operand '@r..' for " + std::string(c_->name) + ", got '" +
                  tok + "'");
    std::vector<unsigned> regs;
    if (tok.size() > 1) {
      for (const std::string& p : split(tok.substr(1), ':')) {
        unsigned r;
        if (!parse_reg(p, regs.empty() ? 63 : 255, r))
          return fail("bad staging register '" + p + "' in '" + tok + "'");
        if (!regs.empty() && r != regs.back() + 1)
          return fail("staging registers must be consecutive: '" + tok + "'");
        regs.push_back(r);
      }
    }
    const unsigned lo = si.count_bias, hi = 7u + si.count_bias;
    if (regs.size() < lo || regs.size() > hi)
      return fail("staging operand '" + tok + "' must have " + std::to_string(lo) + " to " +
                  std::to_string(hi) + " registers");
    const uint8_t count = static_cast<uint8_t>(regs.size() - si.count_bias);
    for (unsigned j = 0; j < k; ++j) {
      if (c_->staging[j].count_mod == si.count_mod && d_.get(si.count_mod) != count)
        return fail("staging operands of " + std::string(c_->name) +
                    " share one count; '" + tok + "' disagrees");
    }
    d_.set(si.count_mod, count);
    d_.sr[k].reg = static_cast<uint8_t>(regs.empty() ? 0 : regs[0]);
    d_.sr[k].count = static_cast<uint8_t>(regs.size());
    d_.sr[k].flags = si.has_flags ? si.flags : 0;
    return true;
  }

  bool set_page(int page, const std::string& tok) {
    if (page_ >= 0 && page_ != page)
      return fail("FAU page conflict: '" + tok + "' is on page " + std::to_string(page) +
                  ", an earlier source on page " + std::to_string(page_) +
                  " (one page per instruction, 2.3)");
    page_ = page;
    return true;
  }

  bool source(unsigned k, const std::string& tok) {
    const SrcInfo& si = c_->src[k];
    Source& x = d_.src[k];
    std::vector<std::string> parts = split(tok, '.');
    const std::string base = parts[0];
    size_t next = 1;
    unsigned r;
    int64_t v;
    if (base.size() > 1 && base[0] == '^') {
      if (!parse_reg(base.substr(1), 63, r))
        return fail("bad register '" + base + "' in '" + tok + "'");
      x.cls = SrcClass::Reg;
      x.index = static_cast<uint8_t>(r);
      x.discard = true;
    } else if (parse_reg(base, 63, r)) {
      x.cls = SrcClass::Reg;
      x.index = static_cast<uint8_t>(r);
    } else if (base.size() > 1 && base[0] == 'u' && parse_int(base.substr(1), v) &&
               std::isdigit(static_cast<unsigned char>(base[1]))) {
      if (v > 255) return fail("uniform '" + base + "' is beyond u255 (4 pages, 2.3)");
      x.cls = SrcClass::Uniform;
      x.index = static_cast<uint8_t>(v & 63);
      if (!set_page(static_cast<int>(v >> 6), tok)) return false;
    } else if (base.size() > 2 && base[0] == '0' && (base[1] == 'x' || base[1] == 'X')) {
      if (!parse_int(base, v) || v > 0xFFFFFFFFll)
        return fail("bad immediate '" + base + "' in '" + tok + "'");
      int entry = -1;
      for (int e = 31; e >= 0; --e)
        if (IMM_LUT[e] == static_cast<uint32_t>(v)) entry = e;  // first entry (Mesa)
      if (entry < 0)
        return fail("immediate '" + base + "' is not in the immediate table (2.4)");
      x.cls = SrcClass::Imm;
      x.index = static_cast<uint8_t>(entry);
    } else {
      int page = -1, entry = -1;
      for (int p = 0; p < 4 && page < 0; ++p)
        for (int e = 0; e < 16 && page < 0; ++e)
          if (special_fau_name(p, e) && base == special_fau_name(p, e)) {
            page = p;
            entry = e;
          }
      if (page < 0) return fail("unknown source operand '" + tok + "'");
      if (parts.size() < 2 || (parts[1] != "w0" && parts[1] != "w1"))
        return fail("special value '" + tok + "' needs .w0 or .w1");
      x.cls = SrcClass::Special;
      x.index = static_cast<uint8_t>(entry);
      x.word = parts[1] == "w1";
      next = 2;
      if (!set_page(page, tok)) return false;
    }
    bool sel_given = false;
    for (size_t i = next; i < parts.size(); ++i) {
      const std::string& s = parts[i];
      if (si.absneg && s == "neg" && !x.neg) {
        x.neg = true;
      } else if (si.absneg && s == "abs" && !x.abs) {
        x.abs = true;
      } else if (si.has_not && s == "not" && !x.invert) {
        x.invert = true;
      } else if (si.sel != SelKind::NONE && !sel_given && lookup_sel(si, s, x.swizzle)) {
        sel_given = true;
      } else {
        return fail("unknown or repeated suffix '." + s + "' on source '" + tok + "' of " +
                    c_->name);
      }
    }
    if (si.sel != SelKind::NONE && !sel_given) {
      const EnumInfo& ei = enum_info(sel_enum(si.sel));
      if (ei.default_value < 0)
        return fail("source '" + tok + "' of " + c_->name + " needs a lane selection (" +
                    ei.name + ")");
      x.swizzle = static_cast<uint8_t>(ei.default_value);
    }
    return true;
  }

  static bool lookup_sel(const SrcInfo& si, const std::string& s, uint8_t& out) {
    const EnumInfo& ei = enum_info(sel_enum(si.sel));
    for (unsigned v = 0; v < ei.count && v < (1u << si.sel_width); ++v) {
      if (ei.values[v] && s == ei.values[v]) {
        out = static_cast<uint8_t>(v);
        return true;
      }
    }
    return false;
  }

  bool immediate(unsigned k, const std::string& tok) {
    const ImmInfo& m = c_->imms[k];
    const std::string name = IMM_NAMES[static_cast<unsigned>(m.id)];
    std::string text;
    if (name == "constant") {
      if (tok.empty() || tok[0] != '#')
        return fail("expected '#value' for the constant of " + std::string(c_->name) +
                    ", got '" + tok + "'");
      text = tok.substr(1);
    } else {
      if (tok.compare(0, name.size() + 1, name + ":") != 0)
        return fail("expected '" + name + ":value' for " + std::string(c_->name) + ", got '" +
                    tok + "'");
      text = tok.substr(name.size() + 1);
    }
    int64_t v;
    if (!parse_int(text, v)) return fail("bad immediate value '" + tok + "'");
    const int64_t lo = m.is_signed ? -(int64_t{1} << (m.width - 1)) : 0;
    const int64_t hi =
        m.is_signed ? (int64_t{1} << (m.width - 1)) - 1 : (int64_t{1} << m.width) - 1;
    if (v < lo || v > hi)
      return fail("immediate '" + tok + "' is outside " + std::to_string(lo) + ".." +
                  std::to_string(hi));
    d_.imm[static_cast<unsigned>(m.id)] =
        static_cast<uint32_t>(static_cast<uint64_t>(v) & ((uint64_t{1} << m.width) - 1));
    return true;
  }

  std::string line_, head_, error_;
  const InsInfo* c_ = nullptr;
  Decoded d_;
  int page_ = -1;
};

}  // namespace

std::string disassemble(const Decoded& d) {
  const InsInfo* c = d.info();
  if (!c) return "<illegal: " + d.reason() + ">";
  std::string out = c->name;
  for (unsigned k = 0; k < c->num_mods; ++k) {
    const ModInfo& m = c->mods[k];
    if (!m.printed) continue;
    const uint8_t v = d.get(m.id);
    if (!m.is_enum) {
      if (v) out += std::string(".") + MOD_NAMES[static_cast<unsigned>(m.id)];
    } else {
      out += value_suffix(m.enum_id, v);
    }
  }
  out += value_suffix(EnumId::FLOW, d.flow);
  std::vector<std::string> ops;
  if (c->dest) {
    // Mesa prints .h0 for mask 01 and .h1 for any other partial mask.
    ops.push_back("r" + std::to_string(d.dest) +
                  (d.dest_mask == 3 ? "" : d.dest_mask == 1 ? ".h0" : ".h1"));
  }
  for (unsigned k = 0; k < c->num_staging; ++k) {
    std::string s = "@";
    for (unsigned j = 0; j < d.sr[k].count; ++j)
      s += (j ? ":r" : "r") + std::to_string(d.sr[k].reg + j);
    ops.push_back(s);
  }
  for (unsigned k = 0; k < c->num_srcs; ++k) ops.push_back(source_text(d, *c, k));
  for (unsigned k = 0; k < c->num_imms; ++k) {
    const ImmInfo& m = c->imms[k];
    const std::string name = IMM_NAMES[static_cast<unsigned>(m.id)];
    if (name == "constant")
      ops.push_back("#" + hex(d.imm_raw(m.id)));
    else if (m.is_signed)
      ops.push_back(name + ":" + std::to_string(d.imm_value(m.id)));
    else
      ops.push_back(name + ":" + hex(d.imm_raw(m.id)));
  }
  for (size_t k = 0; k < ops.size(); ++k) out += (k ? ", " : " ") + ops[k];
  return out;
}

AsmResult assemble(const std::string& line) { return Assembler(line).run(); }

AsmResult parse_words(const std::string& text) {
  AsmResult r;
  const std::string t = trim(text);
  std::vector<std::string> toks;
  std::string cur;
  for (char ch : t) {
    if (std::isspace(static_cast<unsigned char>(ch))) {
      if (!cur.empty()) toks.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) toks.push_back(cur);
  auto hex_digits = [](const std::string& s) {
    for (char ch : s)
      if (!std::isxdigit(static_cast<unsigned char>(ch))) return false;
    return !s.empty();
  };
  if (toks.size() == 1) {
    std::string s = toks[0];
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s = s.substr(2);
    if (s.size() != 16 || !hex_digits(s)) {
      r.error = "expected 16 hex digits or 8 bytes, got '" + toks[0] + "'";
      return r;
    }
    r.word = std::stoull(s, nullptr, 16);
    r.ok = true;
    return r;
  }
  if (toks.size() != 8) {
    r.error = "expected 8 bytes (byte 0 first), got " + std::to_string(toks.size()) +
              " tokens in '" + t + "'";
    return r;
  }
  uint8_t bytes[8];
  for (int k = 0; k < 8; ++k) {
    if (toks[k].size() > 2 || !hex_digits(toks[k])) {
      r.error = "bad byte '" + toks[k] + "' (byte " + std::to_string(k) + ")";
      return r;
    }
    bytes[k] = static_cast<uint8_t>(std::stoul(toks[k], nullptr, 16));
  }
  r.word = word_from_bytes(bytes);
  r.ok = true;
  return r;
}

std::string format_bytes(uint64_t word) {
  std::string s;
  char b[4];
  for (int k = 0; k < 8; ++k) {
    std::snprintf(b, sizeof b, "%02x", static_cast<unsigned>((word >> (8 * k)) & 0xFF));
    s += (k ? " " : "") + std::string(b);
  }
  return s;
}

}  // namespace shaderhw::valhall
