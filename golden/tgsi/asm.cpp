// TGSI golden model: assembler and disassembler of the text form (asm.h; syntax in ASM.md).
// Names of opcodes, files and enumeration values come from the generated tables, so the text,
// the parser and the future RTL decoder agree by construction.
#include "tgsi/asm.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

using namespace gen;

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------
std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}
bool same_ci(const char* a, const std::string& b) {
  return a && *a && upper(a) == upper(b);
}

template <size_t N>
int find_ci(const char* const (&names)[N], const std::string& w) {
  for (size_t i = 0; i < N; ++i)
    if (same_ci(names[i], w)) return static_cast<int>(i);
  return -1;
}

int file_from_text(const std::string& w) {
  const int a = find_ci(FILE_TEXT, w);
  return a >= 0 ? a : find_ci(FILE_NAMES, w);
}

int opcode_from_text(const std::string& w) {
  for (unsigned v = 0; v < OPCODE_COUNT; ++v)
    if (OPCODE_INFO[v].valid && same_ci(OPCODE_INFO[v].mnemonic, w)) return static_cast<int>(v);
  for (const Alias& a : OPCODE_ALIASES)
    if (same_ci(a.name, w)) return a.opcode;
  return -1;
}

constexpr const char* kLetters = "xyzw";

// ---------------------------------------------------------------------------------------------
// Disassembler
// ---------------------------------------------------------------------------------------------
std::string swizzle_text(const uint8_t (&s)[4]) {
  std::string r;
  for (uint8_t c : s) r += kLetters[c & 3];
  return r;
}

std::string cc_test_text(Cc mask, uint8_t index, const uint8_t (&swz)[4]) {
  return std::string(CC_NAMES[static_cast<uint8_t>(mask)]) + std::to_string(index) + "." +
         swizzle_text(swz);
}

std::string indirect_text(const IndirectOperand& r, int offset) {
  std::string s = r.negate ? "-" : "";
  s += std::string(FILE_TEXT[static_cast<uint8_t>(r.file)]) + "[" + std::to_string(r.index) + "].";
  if (r.swizzle[1] == 0 && r.swizzle[2] == 0 && r.swizzle[3] == 0)
    s += kLetters[r.swizzle[0] & 3];
  else
    s += swizzle_text(r.swizzle);
  if (offset > 0) s += " + " + std::to_string(offset);
  if (offset < 0) s += " - " + std::to_string(-static_cast<long>(offset));
  return s;
}

std::string src_text(const SrcOperand& s) {
  std::string core = s.negate ? "-" : "";
  core += FILE_TEXT[static_cast<uint8_t>(s.file)];
  core += "[" + (s.indirect ? indirect_text(s.ind, s.index) : std::to_string(s.index)) + "]";
  if (s.dimension)
    core += "[" + (s.dim_indirect ? indirect_text(s.dim_ind, s.dim_index)
                                  : std::to_string(s.dim_index)) + "]";
  const bool identity = s.swizzle[0] == 0 && s.swizzle[1] == 1 && s.swizzle[2] == 2 && s.swizzle[3] == 3;
  if (!identity) core += "." + swizzle_text(s.swizzle);
  const bool divide = s.has_swz && s.swz.ext_divide != static_cast<uint8_t>(Extswizzle::ONE);
  if (s.has_swz) {
    const bool ext_identity = s.swz.ext_swizzle[0] == 0 && s.swz.ext_swizzle[1] == 1 &&
                              s.swz.ext_swizzle[2] == 2 && s.swz.ext_swizzle[3] == 3;
    if (!(ext_identity && s.swz.negate == 0 && divide)) {
      core += "{";
      for (int c = 0; c < 4; ++c) {
        if (c) core += ",";
        if (s.swz.negate >> c & 1) core += "-";
        core += EXTSWIZZLE_TEXT[s.swz.ext_swizzle[c]];
      }
      core += "}";
    }
  }
  std::string v = core;
  if (s.has_mod) {
    if (s.mod.complement) v = "comp(" + v + ")";
    if (s.mod.bias) v = "bias(" + v + ")";
    if (s.mod.scale2x) v = "x2(" + v + ")";
    if (s.mod.absolute)
      v = std::string(s.mod.negate ? "-" : "") + "|" + v + "|";
    else if (s.mod.negate)
      v = "neg(" + v + ")";
    else if (!s.mod.complement && !s.mod.bias && !s.mod.scale2x)
      v = "mod(" + v + ")";
  }
  if (divide) v += "/" + std::string(1, kLetters[s.swz.ext_divide & 3]);
  return v;
}

std::string dst_text(const DstOperand& d) {
  std::string s = std::string(FILE_TEXT[static_cast<uint8_t>(d.file)]) + "[" +
                  std::to_string(d.index) + "]";
  if (d.write_mask == 0) {
    s += ".none";
  } else if (d.write_mask != 0xF) {
    s += ".";
    for (int c = 0; c < 4; ++c)
      if (d.write_mask >> c & 1) s += kLetters[c];
  }
  if (d.has_condcode)
    s += " (" + cc_test_text(d.condcode.cond_mask, d.condcode.cond_src_index,
                             d.condcode.cond_swizzle) + ")";
  if (d.has_modulate) s += std::string(" (") + MODULATE_TEXT[static_cast<uint8_t>(d.modulate)] + ")";
  return s;
}

std::string format_float(uint32_t bits) {
  const uint32_t mag = bits & 0x7FFFFFFFu;
  if (mag >= 0x7F800000u) {  // inf, NaN: the bit pattern
    char b[16];
    std::snprintf(b, sizeof b, "0x%08X", bits);
    return b;
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  for (int prec = 1; prec <= 9; ++prec) {
    char b[48];
    std::snprintf(b, sizeof b, "%.*g", prec, static_cast<double>(f));
    float back = std::strtof(b, nullptr);
    uint32_t bb;
    std::memcpy(&bb, &back, sizeof bb);
    if (bb == bits) return b;
  }
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", bits);
  return b;
}

}  // namespace

std::string disassemble(const Declaration& d) {
  std::string s = std::string("DCL ") + FILE_TEXT[static_cast<uint8_t>(d.file)];
  if (d.declare == Declare::RANGE) {
    s += "[" + std::to_string(d.first);
    if (d.last != d.first) s += ".." + std::to_string(d.last);
    s += "]";
  } else {
    char b[24];
    std::snprintf(b, sizeof b, " mask 0x%X", d.mask);
    s += b;
  }
  if (d.has_interpolation)
    s += std::string(", ") + INTERPOLATE_NAMES[static_cast<uint8_t>(d.interpolation)];
  return s;
}

std::string disassemble(const Immediate& m) {
  std::string s = std::string("IMM ") + IMM_TEXT[static_cast<uint8_t>(m.data_type)] + " {";
  for (size_t i = 0; i < m.values.size(); ++i) s += (i ? ", " : " ") + format_float(m.values[i]);
  s += m.values.empty() ? "}" : " }";
  return s;
}

std::string disassemble(const Instruction& in) {
  const OpcodeInfo& info = OPCODE_INFO[static_cast<uint8_t>(in.opcode)];
  std::string s = info.mnemonic ? info.mnemonic : "?";
  s += SAT_TEXT[static_cast<uint8_t>(in.saturate)];
  std::vector<std::string> ops;
  if (in.num_dst) ops.push_back(dst_text(in.dst));
  for (int k = 0; k < in.num_src && k < kMaxSrc; ++k) ops.push_back(src_text(in.src[k]));
  if (in.has_texture && !ops.empty()) ops.push_back(TEXTURE_TEXT[static_cast<uint8_t>(in.texture)]);
  for (size_t k = 0; k < ops.size(); ++k) s += (k ? ", " : " ") + ops[k];
  if (in.has_nv) {
    const NvExt& n = in.nv;
    bool any = false;
    if (n.precision != Precision::DEFAULT) {
      s += std::string(" precision ") + PRECISION_TEXT[static_cast<uint8_t>(n.precision)];
      any = true;
    }
    if (n.cond_dst_update) {
      s += " update CC" + std::to_string(n.cond_dst_index);
      any = true;
    } else if (n.cond_dst_index != 0) {
      s += " ccdst " + std::to_string(n.cond_dst_index);
      any = true;
    }
    const bool id = n.cond_swizzle[0] == 0 && n.cond_swizzle[1] == 1 && n.cond_swizzle[2] == 2 &&
                    n.cond_swizzle[3] == 3;
    const std::string test = cc_test_text(n.cond_mask, n.cond_flow_index, n.cond_swizzle);
    if (n.cond_flow_enable) {
      s += " when " + test;
      any = true;
    } else if (n.cond_mask != Cc::TR || n.cond_flow_index != 0 || !id) {
      s += " cond " + test;
      any = true;
    }
    if (!any) s += " nv";
  }
  if (in.has_label) s += (in.label.target ? " target " : " label ") + std::to_string(in.label.label);
  if (in.has_texture && ops.empty())
    s += std::string(" texture ") + TEXTURE_TEXT[static_cast<uint8_t>(in.texture)];
  return s;
}

std::string disassemble(const Program& p) {
  std::string out = std::string(PROCESSOR_TEXT[static_cast<uint8_t>(p.header.processor)]) + "\n";
  size_t d = 0, m = 0, i = 0;
  for (;;) {
    const uint64_t kd = d < p.decls.size() ? p.decls[d].token_index : UINT64_MAX;
    const uint64_t km = m < p.imms.size() ? p.imms[m].token_index : UINT64_MAX;
    const uint64_t ki = i < p.insns.size() ? p.insns[i].token_index : UINT64_MAX;
    if (d < p.decls.size() && kd <= km && kd <= ki)
      out += disassemble(p.decls[d++]);
    else if (m < p.imms.size() && km <= ki)
      out += disassemble(p.imms[m++]);
    else if (i < p.insns.size())
      out += disassemble(p.insns[i++]);
    else
      break;
    out += "\n";
  }
  return out;
}

DisasmOutput disassemble(const std::vector<uint32_t>& tokens) {
  DisasmOutput r;
  const ParseResult pr = parse(tokens);
  if (!pr.ok()) {
    r.error = pr.error;
    r.error_index = pr.error_index;
    r.message = std::string(error_name(pr.error)) + " at token " + std::to_string(pr.error_index) +
                ": " + pr.message;
    return r;
  }
  r.ok = true;
  r.text = disassemble(pr.program);
  return r;
}

std::string AsmError::to_string() const {
  std::string s;
  if (line) s += "line " + std::to_string(line);
  if (line && column) s += ", column " + std::to_string(column);
  if (!s.empty()) s += ": ";
  return s + message;
}

// ---------------------------------------------------------------------------------------------
// Assembler
// ---------------------------------------------------------------------------------------------
namespace {

struct AsmFail {
  uint32_t line, column;
  std::string message;
};

class Cursor {
 public:
  Cursor(std::string_view s, uint32_t line) : s_(s), line_(line) {}

  void ws() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eof() {
    ws();
    return i_ >= s_.size();
  }
  char peek() {
    ws();
    return i_ < s_.size() ? s_[i_] : '\0';
  }
  char peek_raw(size_t ahead = 0) const {
    return i_ + ahead < s_.size() ? s_[i_ + ahead] : '\0';
  }
  bool accept(char c) {
    if (peek() != c) return false;
    ++i_;
    return true;
  }
  void expect(char c) {
    if (!accept(c)) fail(std::string("expected '") + c + "'" + found());
  }
  static bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  }
  std::string word() {
    ws();
    const size_t b = i_;
    while (i_ < s_.size() && word_char(s_[i_])) ++i_;
    return std::string(s_.substr(b, i_ - b));
  }
  std::string peek_word() {
    const size_t save = i_;
    std::string w = word();
    i_ = save;
    return w;
  }
  // True when the next word is `w` (case-insensitive) immediately followed by '('.
  bool at_function(const char* w) {
    const size_t save = i_;
    const std::string got = word();
    const bool ok = !got.empty() && same_ci(w, got) && peek_raw() == '(';
    i_ = save;
    return ok;
  }
  uint32_t column() {
    ws();
    return static_cast<uint32_t>(i_ + 1);
  }
  std::string found() {
    ws();
    if (i_ >= s_.size()) return ", found the end of the line";
    size_t e = i_;
    while (e < s_.size() && !std::isspace(static_cast<unsigned char>(s_[e])) && e - i_ < 16) ++e;
    return ", found '" + std::string(s_.substr(i_, e - i_)) + "'";
  }
  [[noreturn]] void fail(const std::string& msg) {
    ws();
    throw AsmFail{line_, static_cast<uint32_t>(i_ + 1), msg};
  }
  [[noreturn]] void fail_at(uint32_t col, const std::string& msg) { throw AsmFail{line_, col, msg}; }

  // Decimal or 0x hexadecimal integer, optionally negative.
  long long integer(const char* what) {
    ws();
    const size_t b = i_;
    bool neg = false;
    if (i_ < s_.size() && s_[i_] == '-') {
      neg = true;
      ++i_;
    }
    const std::string w = word();
    if (w.empty()) {
      i_ = b;
      fail(std::string("expected ") + what + found());
    }
    errno = 0;
    char* end = nullptr;
    const bool hex = w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X');
    const unsigned long long v = std::strtoull(w.c_str() + (hex ? 2 : 0), &end, hex ? 16 : 10);
    if (*end || errno || v > 0xFFFFFFFFull || (hex && w.size() == 2)) {
      i_ = b;
      fail(std::string("bad ") + what + " '" + w + "'");
    }
    return neg ? -static_cast<long long>(v) : static_cast<long long>(v);
  }

  size_t pos() const { return i_; }
  void set_pos(size_t p) { i_ = p; }
  std::string_view rest() const { return s_.substr(i_); }

 private:
  std::string_view s_;
  size_t i_ = 0;
  uint32_t line_;
};

long long in_range(Cursor& c, uint32_t col, long long v, long long lo, long long hi,
                   const char* what) {
  if (v < lo || v > hi)
    c.fail_at(col, std::string(what) + " " + std::to_string(v) + " outside " + std::to_string(lo) +
                       ".." + std::to_string(hi));
  return v;
}

File parse_file(Cursor& c) {
  const uint32_t col = c.column();
  const std::string w = c.word();
  const int f = file_from_text(w);
  if (f < 0) c.fail_at(col, "unknown register file '" + w + "'");
  return static_cast<File>(f);
}

// Swizzle letters after '.': 1 letter (replicated, or for an indirect operand SwizzleX with the
// others 0) or 4 letters.
void parse_swizzle(Cursor& c, uint8_t (&swz)[4], bool indirect) {
  const uint32_t col = c.column();
  const std::string w = c.word();
  if (w.size() != 1 && w.size() != 4) c.fail_at(col, "swizzle '" + w + "' must have 1 or 4 letters");
  uint8_t v[4];
  for (size_t k = 0; k < w.size(); ++k) {
    const char* p = std::strchr(kLetters, std::tolower(static_cast<unsigned char>(w[k])));
    if (!p || !*p) c.fail_at(col, "bad swizzle letter in '" + w + "'");
    v[k] = static_cast<uint8_t>(p - kLetters);
  }
  for (int k = 0; k < 4; ++k)
    swz[k] = w.size() == 4 ? v[k] : (indirect ? (k == 0 ? v[0] : 0) : v[0]);
}

// FILE[int].swz [+|- int] inside brackets (the indirect operand and the offset).
void parse_indirect(Cursor& c, IndirectOperand& r, int& offset) {
  r.negate = c.accept('-');
  r.file = parse_file(c);
  c.expect('[');
  const uint32_t col = c.column();
  r.index = static_cast<int16_t>(in_range(c, col, c.integer("register index"), -32768, 32767,
                                          "index"));
  c.expect(']');
  c.expect('.');
  parse_swizzle(c, r.swizzle, true);
  offset = 0;
  const char sign = c.peek();
  if (sign == '+' || sign == '-') {
    c.accept(sign);
    const uint32_t oc = c.column();
    const long long v = c.integer("offset");
    if (v < 0) c.fail_at(oc, "write the sign once");
    offset = static_cast<int>(in_range(c, oc, sign == '-' ? -v : v, -32768, 32767, "offset"));
  }
}

// One "[...]" index: a literal, or an indirect operand with an offset.
void parse_index(Cursor& c, bool& indirect, int16_t& index, IndirectOperand& ind) {
  c.expect('[');
  const char p = c.peek();
  const bool literal =
      std::isdigit(static_cast<unsigned char>(p)) ||
      (p == '-' && std::isdigit(static_cast<unsigned char>(c.peek_raw(1))));
  if (literal) {
    const uint32_t col = c.column();
    indirect = false;
    index = static_cast<int16_t>(in_range(c, col, c.integer("register index"), -32768, 32767,
                                          "index"));
  } else {
    indirect = true;
    int off = 0;
    parse_indirect(c, ind, off);
    index = static_cast<int16_t>(off);
  }
  c.expect(']');
}

uint8_t parse_ext_selector(Cursor& c, bool& neg) {
  neg = c.accept('-');
  const uint32_t col = c.column();
  const std::string w = c.word();
  const int v = find_ci(EXTSWIZZLE_TEXT, w);
  if (v < 0) c.fail_at(col, "bad extended swizzle selector '" + w + "' (x, y, z, w, 0 or 1)");
  return static_cast<uint8_t>(v);
}

// [-] FILE [index] [ [index] ] [.swz] [{e,e,e,e}]
void parse_base(Cursor& c, SrcOperand& s) {
  s.negate = c.accept('-');
  s.file = parse_file(c);
  parse_index(c, s.indirect, s.index, s.ind);
  if (c.peek() == '[') {
    s.dimension = true;
    parse_index(c, s.dim_indirect, s.dim_index, s.dim_ind);
  }
  if (c.accept('.')) parse_swizzle(c, s.swizzle, false);
  if (c.accept('{')) {
    s.has_swz = true;
    s.swz = SwzExt{};
    for (int k = 0; k < 4; ++k) {
      if (k) c.expect(',');
      bool neg;
      s.swz.ext_swizzle[k] = parse_ext_selector(c, neg);
      if (neg) s.swz.negate |= static_cast<uint8_t>(1u << k);
    }
    c.expect('}');
  }
}

// comp(), bias(), x2() wrapping the base, outermost first in the order x2, bias, comp.
void parse_inner(Cursor& c, SrcOperand& s, int rank) {
  static const char* const kFns[] = {"x2", "bias", "comp"};
  for (int k = 0; k < 3; ++k) {
    if (!c.at_function(kFns[k])) continue;
    const uint32_t col = c.column();
    if (k < rank)
      c.fail_at(col, "modifiers nest as x2(bias(comp(...))), each at most once");
    c.word();
    c.expect('(');
    s.has_mod = true;
    (k == 0 ? s.mod.scale2x : k == 1 ? s.mod.bias : s.mod.complement) = true;
    parse_inner(c, s, k + 1);
    c.expect(')');
    return;
  }
  if (c.at_function("neg") || c.at_function("mod"))
    c.fail("neg() and mod() must be the outermost modifier");
  parse_base(c, s);
}

SrcOperand parse_src(Cursor& c) {
  SrcOperand s;
  if (c.peek() == '-' && c.peek_raw(1) == '|') {
    c.accept('-');
    s.has_mod = true;
    s.mod.negate = true;
  }
  if (c.accept('|')) {
    s.has_mod = true;
    s.mod.absolute = true;
    parse_inner(c, s, 0);
    c.expect('|');
  } else if (c.at_function("neg") || c.at_function("mod")) {
    const bool neg = same_ci("neg", c.word());
    c.expect('(');
    s.has_mod = true;
    s.mod.negate = neg;
    const size_t before = c.pos();
    parse_inner(c, s, 0);
    if (!neg && (s.mod.complement || s.mod.bias || s.mod.scale2x)) {
      c.set_pos(before);
      c.fail("mod() marks a MOD token without flags: it wraps a plain operand");
    }
    c.expect(')');
  } else {
    parse_inner(c, s, 0);
  }
  if (c.accept('/')) {
    const uint32_t col = c.column();
    const std::string w = c.word();
    const char* p = w.size() == 1 ? std::strchr(kLetters, std::tolower(static_cast<unsigned char>(w[0]))) : nullptr;
    if (!p || !*p) c.fail_at(col, "divide by a component: x, y, z or w");
    if (!s.has_swz) {
      s.has_swz = true;
      s.swz = SwzExt{};
    }
    s.swz.ext_divide = static_cast<uint8_t>(p - kLetters);
  }
  return s;
}

// NAME<index>[.swz]: a condition test.
void parse_cc_test(Cursor& c, Cc& mask, uint8_t& index, uint8_t (&swz)[4]) {
  const uint32_t col = c.column();
  const std::string w = c.word();
  size_t split = w.size();
  while (split > 0 && std::isdigit(static_cast<unsigned char>(w[split - 1]))) --split;
  const int m = find_ci(CC_NAMES, w.substr(0, split));
  if (m < 0 || split == w.size())
    c.fail_at(col, "expected a condition test like GT0 or EQ1.xyww, found '" + w + "'");
  const long v = std::strtol(w.c_str() + split, nullptr, 10);
  if (v > 15) c.fail_at(col, "condition-code index " + std::to_string(v) + " outside 0..15");
  mask = static_cast<Cc>(m);
  index = static_cast<uint8_t>(v);
  swz[0] = 0, swz[1] = 1, swz[2] = 2, swz[3] = 3;
  if (c.accept('.')) parse_swizzle(c, swz, false);
}

DstOperand parse_dst(Cursor& c) {
  DstOperand d;
  d.file = parse_file(c);
  c.expect('[');
  const uint32_t col = c.column();
  d.index = static_cast<int16_t>(in_range(c, col, c.integer("register index"), -32768, 32767,
                                          "index"));
  c.expect(']');
  if (c.accept('.')) {
    const uint32_t mc = c.column();
    const std::string w = c.word();
    d.write_mask = 0;
    if (!same_ci("none", w)) {
      int last = -1;
      for (char ch : w) {
        const char* p = std::strchr(kLetters, std::tolower(static_cast<unsigned char>(ch)));
        const int k = p && *p ? static_cast<int>(p - kLetters) : -1;
        if (k <= last) c.fail_at(mc, "write mask '" + w + "': letters of xyzw in that order");
        d.write_mask |= static_cast<uint8_t>(1u << k);
        last = k;
      }
      if (w.empty()) c.fail_at(mc, "empty write mask");
    }
  }
  while (c.accept('(')) {
    const uint32_t mc = c.column();
    const std::string w = c.peek_word();
    const int mod = find_ci(MODULATE_TEXT, w);
    if (mod >= 0) {
      if (d.has_modulate) c.fail_at(mc, "second modulate");
      c.word();
      d.has_modulate = true;
      d.modulate = static_cast<Modulate>(mod);
    } else {
      if (d.has_condcode) c.fail_at(mc, "second condition test");
      d.has_condcode = true;
      parse_cc_test(c, d.condcode.cond_mask, d.condcode.cond_src_index, d.condcode.cond_swizzle);
    }
    c.expect(')');
  }
  return d;
}

bool is_clause(const std::string& w) {
  static const char* const kClauses[] = {"LABEL", "TARGET", "PRECISION", "UPDATE", "CCDST",
                                         "WHEN",  "COND",   "NV",        "TEXTURE"};
  for (const char* k : kClauses)
    if (same_ci(k, w)) return true;
  return false;
}

Texture parse_texture(Cursor& c) {
  const uint32_t col = c.column();
  const std::string w = c.word();
  const int t = find_ci(TEXTURE_TEXT, w);
  if (t < 0) c.fail_at(col, "unknown texture target '" + w + "'");
  return static_cast<Texture>(t);
}

Instruction parse_instruction(Cursor& c, const std::string& word, uint32_t col) {
  Instruction in;
  std::string name = upper(word);
  int op = opcode_from_text(name);
  Sat sat = Sat::NONE;
  if (op < 0) {
    for (unsigned k = 1; k < SAT_COUNT; ++k) {
      const std::string suf = SAT_TEXT[k] ? SAT_TEXT[k] : "";
      if (!suf.empty() && name.size() > suf.size() &&
          name.compare(name.size() - suf.size(), suf.size(), suf) == 0) {
        op = opcode_from_text(name.substr(0, name.size() - suf.size()));
        if (op >= 0) {
          sat = static_cast<Sat>(k);
          name = name.substr(0, name.size() - suf.size());
          break;
        }
      }
    }
  }
  if (op < 0) c.fail_at(col, "unknown opcode '" + word + "'");
  const OpcodeInfo& info = OPCODE_INFO[op];
  in.opcode = static_cast<Opcode>(op);
  in.saturate = sat;
  const bool swz_form = name == "SWZ";

  // Operands.
  if (!c.eof() && !is_clause(c.peek_word())) {
    if (swz_form) {  // SWZ dst, src, e, e, e, e (docs/tgsi.md 19)
      in.num_dst = 1;
      in.dst = parse_dst(c);
      c.expect(',');
      const uint32_t sc = c.column();
      in.src[0] = parse_src(c);
      in.num_src = 1;
      if (in.src[0].has_swz) c.fail_at(sc, "SWZ: the selectors follow the operand");
      in.src[0].has_swz = true;
      in.src[0].swz = SwzExt{};
      for (int k = 0; k < 4; ++k) {
        c.expect(',');
        bool neg;
        in.src[0].swz.ext_swizzle[k] = parse_ext_selector(c, neg);
        if (neg) in.src[0].swz.negate |= static_cast<uint8_t>(1u << k);
      }
    } else {
      for (int k = 0;; ++k) {
        const uint32_t oc = c.column();
        const std::string w = upper(c.peek_word());
        if (find_ci(TEXTURE_TEXT, w) >= 0 && c.peek() != '-' && c.peek() != '|') {
          in.has_texture = true;
          in.texture = parse_texture(c);
          if (c.peek() == ',') c.fail("the texture target is the last operand");
          break;
        }
        if (k == 0 && info.num_dst == 1) {
          in.dst = parse_dst(c);
          in.num_dst = 1;
        } else {
          if (in.num_src >= kMaxSrc) c.fail_at(oc, "more than 4 source operands");
          in.src[in.num_src++] = parse_src(c);
        }
        if (!c.accept(',')) break;
      }
    }
  }
  // Clauses.
  while (!c.eof()) {
    const uint32_t kc = c.column();
    const std::string kw = upper(c.word());
    if (kw.empty()) c.fail("unexpected text" + c.found());
    auto nv = [&]() -> NvExt& {
      if (!in.has_nv) {
        in.has_nv = true;
        in.nv = NvExt{};
      }
      return in.nv;
    };
    if (kw == "LABEL" || kw == "TARGET") {
      if (in.has_label) c.fail_at(kc, "second label");
      const uint32_t vc = c.column();
      in.has_label = true;
      in.label.target = kw == "TARGET";
      in.label.label = static_cast<uint32_t>(in_range(c, vc, c.integer("label"), 0, 0xFFFFFF, "label"));
    } else if (kw == "TEXTURE") {
      if (in.has_texture) c.fail_at(kc, "second texture target");
      in.has_texture = true;
      in.texture = parse_texture(c);
    } else if (kw == "PRECISION") {
      const uint32_t vc = c.column();
      const std::string w = c.word();
      int p = find_ci(PRECISION_TEXT, w);
      if (p < 0) p = find_ci(PRECISION_NAMES, w);
      if (p < 0) c.fail_at(vc, "unknown precision '" + w + "'");
      nv().precision = static_cast<Precision>(p);
    } else if (kw == "UPDATE") {
      const uint32_t vc = c.column();
      const std::string w = upper(c.word());
      if (w.size() < 3 || w.compare(0, 2, "CC") != 0 ||
          !std::isdigit(static_cast<unsigned char>(w[2])))
        c.fail_at(vc, "expected CC<n> after update");
      const long v = std::strtol(w.c_str() + 2, nullptr, 10);
      if (v > 15) c.fail_at(vc, "condition-code index outside 0..15");
      nv().cond_dst_update = true;
      nv().cond_dst_index = static_cast<uint8_t>(v);
    } else if (kw == "CCDST") {
      const uint32_t vc = c.column();
      nv().cond_dst_index = static_cast<uint8_t>(in_range(c, vc, c.integer("index"), 0, 15, "index"));
    } else if (kw == "WHEN" || kw == "COND") {
      NvExt& n = nv();
      parse_cc_test(c, n.cond_mask, n.cond_flow_index, n.cond_swizzle);
      n.cond_flow_enable = kw == "WHEN";
    } else if (kw == "NV") {
      nv();
    } else {
      c.fail_at(kc, "unexpected '" + kw + "' (operands are separated by ',')");
    }
  }
  return in;
}

Declaration parse_dcl(Cursor& c) {
  Declaration d;
  d.file = parse_file(c);
  if (c.accept('[')) {
    d.declare = Declare::RANGE;
    const uint32_t col = c.column();
    d.first = static_cast<uint16_t>(in_range(c, col, c.integer("register index"), 0, 65535, "index"));
    d.last = d.first;
    if (c.accept('.')) {
      c.expect('.');
      const uint32_t lc = c.column();
      d.last = static_cast<uint16_t>(in_range(c, lc, c.integer("register index"), 0, 65535, "index"));
    }
    c.expect(']');
  } else {
    const uint32_t col = c.column();
    if (!same_ci("mask", c.word())) c.fail_at(col, "expected [range] or 'mask' after the file");
    d.declare = Declare::MASK;
    const uint32_t mc = c.column();
    d.mask = static_cast<uint32_t>(in_range(c, mc, c.integer("mask"), 0, 0xFFFFFFFFll, "mask"));
  }
  bool semantic = false;
  while (c.accept(',')) {
    const uint32_t col = c.column();
    const std::string w = c.word();
    const int ip = find_ci(INTERPOLATE_NAMES, w);
    if (ip >= 0) {
      if (d.has_interpolation) c.fail_at(col, "second interpolation mode");
      d.has_interpolation = true;
      d.interpolation = static_cast<Interpolate>(ip);
      continue;
    }
    // A semantic name of later revisions (COLOR, GENERIC[3], ...): accepted and ignored, this
    // revision has no token for it (ASM.md).
    static const char* const kSemantics[] = {"POSITION", "COLOR", "BCOLOR", "FOG",
                                             "PSIZE",    "GENERIC", "NORMAL"};
    bool known = false;
    for (const char* s : kSemantics) known |= same_ci(s, w);
    if (!known || semantic) c.fail_at(col, "expected an interpolation mode, found '" + w + "'");
    semantic = true;
    if (c.accept('[')) {
      c.integer("semantic index");
      c.expect(']');
    }
  }
  if (!c.eof()) c.fail("unexpected text" + c.found());
  return d;
}

uint32_t parse_float_value(Cursor& c) {
  c.ws();
  const uint32_t col = c.column();
  const std::string_view r = c.rest();
  size_t n = 0;
  while (n < r.size() && (std::isalnum(static_cast<unsigned char>(r[n])) || r[n] == '.' ||
                          r[n] == '-' || r[n] == '+'))
    ++n;
  const std::string w(r.substr(0, n));
  if (w.empty()) c.fail("expected a value" + c.found());
  c.set_pos(c.pos() + n);
  if (w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X')) {
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(w.c_str(), &end, 16);
    if (*end || errno || v > 0xFFFFFFFFull) c.fail_at(col, "bad bit pattern '" + w + "'");
    return static_cast<uint32_t>(v);
  }
  char* end = nullptr;
  const float f = std::strtof(w.c_str(), &end);
  if (*end || w.find_first_of("0123456789") == std::string::npos ||
      std::isalpha(static_cast<unsigned char>(w[0])))
    c.fail_at(col, "bad value '" + w + "' (a decimal number or a 0x bit pattern)");
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

Immediate parse_imm(Cursor& c) {
  Immediate m;
  if (c.peek() != '{') {
    const uint32_t col = c.column();
    const std::string w = c.word();
    const int t = find_ci(IMM_TEXT, w);
    if (t < 0) c.fail_at(col, "unknown immediate type '" + w + "'");
    m.data_type = static_cast<Imm>(t);
  }
  c.expect('{');
  if (!c.accept('}')) {
    for (;;) {
      m.values.push_back(parse_float_value(c));
      if (c.accept('}')) break;
      c.expect(',');
    }
  }
  if (!c.eof()) c.fail("unexpected text" + c.found());
  return m;
}

std::string_view strip_comment(std::string_view line) {
  const size_t p = line.find_first_of(";#");
  return p == std::string_view::npos ? line : line.substr(0, p);
}

}  // namespace

AsmOutput assemble(std::string_view text, const AsmOptions& opt) {
  AsmOutput out;
  Program& p = out.program;
  p.header = Header{};
  struct Item {
    uint32_t first, end, line;
  };
  std::vector<Item> items;
  uint32_t pos = 1u + p.header.header_size;  // body starts after VERSION, HEADER, PROCESSOR
  bool seen_item = false, seen_processor = false;
  uint32_t line_no = 0;
  size_t at = 0;
  try {
    while (at <= text.size()) {
      size_t nl = text.find('\n', at);
      if (nl == std::string_view::npos) nl = text.size();
      const std::string_view line = strip_comment(text.substr(at, nl - at));
      ++line_no;
      at = nl + 1;
      Cursor c(line, line_no);
      if (c.eof()) continue;
      // An optional "N:" numbering prefix (the supplement numbers its listings so).
      {
        const size_t save = c.pos();
        const std::string w = c.word();
        if (!w.empty() && w.find_first_not_of("0123456789") == std::string::npos && c.accept(':')) {
        } else {
          c.set_pos(save);
        }
        if (c.eof()) continue;
      }
      const uint32_t col = c.column();
      const std::string w = c.word();
      const std::string uw = upper(w);
      if (w.empty()) c.fail("expected an instruction, DCL, IMM or the processor" + c.found());
      const int proc = find_ci(PROCESSOR_TEXT, uw);
      if (proc >= 0) {
        if (seen_processor || seen_item)
          c.fail_at(col, "the processor line comes once, before everything else");
        seen_processor = true;
        p.header.processor = static_cast<Processor>(proc);
        if (!c.eof()) c.fail("unexpected text" + c.found());
        continue;
      }
      seen_item = true;
      std::vector<uint32_t> toks;
      if (uw == "DCL") {
        Declaration d = parse_dcl(c);
        d.token_index = pos;
        toks = encode(d);
        p.decls.push_back(d);
      } else if (uw == "IMM") {
        Immediate m = parse_imm(c);
        m.token_index = pos;
        toks = encode(m);
        p.imms.push_back(std::move(m));
      } else {
        Instruction in = parse_instruction(c, w, col);
        in.token_index = pos;
        toks = encode(in);
        if (toks.size() > 255) c.fail_at(col, "instruction longer than 255 tokens");
        in.size = static_cast<uint8_t>(toks.size());
        p.insns.push_back(in);
      }
      items.push_back(Item{pos, pos + static_cast<uint32_t>(toks.size()), line_no});
      pos += static_cast<uint32_t>(toks.size());
      if (at > text.size()) break;
    }
  } catch (const AsmFail& f) {
    out.error = AsmError{f.line, f.column, f.message};
    return out;
  }
  p.header.body_size = pos - (1u + p.header.header_size);
  out.tokens = build(p);
  if (opt.validate) {
    const ParseResult pr = parse(out.tokens);
    if (!pr.ok()) {
      uint32_t line = items.empty() ? 0 : items.back().line;
      for (const Item& it : items)
        if (pr.error_index >= it.first && pr.error_index < it.end) line = it.line;
      out.error = AsmError{line, 0, std::string(error_name(pr.error)) + " (token " +
                                        std::to_string(pr.error_index) + "): " + pr.message};
      return out;
    }
  }
  out.ok = true;
  return out;
}

WordsOutput parse_token_words(std::string_view text) {
  WordsOutput out;
  uint32_t line_no = 0;
  size_t at = 0;
  while (at <= text.size()) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(at, nl - at);
    const size_t hash = line.find('#');
    if (hash != std::string_view::npos) line = line.substr(0, hash);
    ++line_no;
    size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      if (i >= line.size()) break;
      const size_t b = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      std::string w(line.substr(b, i - b));
      std::string digits = w;
      if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
        digits = digits.substr(2);
      bool ok = !digits.empty() && digits.size() <= 8;
      for (char ch : digits) ok = ok && std::isxdigit(static_cast<unsigned char>(ch));
      if (!ok) {
        out.error = AsmError{line_no, static_cast<uint32_t>(b + 1),
                             "expected a 32-bit hex token, found '" + w + "'"};
        return out;
      }
      out.tokens.push_back(static_cast<uint32_t>(std::strtoul(digits.c_str(), nullptr, 16)));
    }
    at = nl + 1;
  }
  out.ok = true;
  return out;
}

std::string format_token_words(const std::vector<uint32_t>& tokens) {
  std::string s;
  char b[16];
  for (uint32_t t : tokens) {
    std::snprintf(b, sizeof b, "%08x\n", t);
    s += b;
  }
  return s;
}

}  // namespace shaderhw::tgsi
