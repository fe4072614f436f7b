// ATTILA assembler/disassembler. Grammar and decisions: golden/attila/ASM.md. Which operands an
// opcode has comes from the generated table (OpcodeInfo::uses), so the syntax follows the same
// single source of truth as decode.h.
#include "attila/asm.h"

#include <cctype>
#include <charconv>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <vector>

namespace shaderhw::attila {
namespace {

using namespace gen;

constexpr char kComp[4] = {'x', 'y', 'z', 'w'};

// Component code of a swizzle/mask letter (E6: x=0 ... w=3), or -1.
int comp_code(char c) {
  switch (c) {
    case 'x':
      return 0;
    case 'y':
      return 1;
    case 'z':
      return 2;
    case 'w':
      return 3;
    default:
      return -1;
  }
}

uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

bool is_scalar_read(const OpcodeInfo& oi) {
  // docs/attila.md 2 "Read" column: S/Si are the SCALAR class and the compare-to-predicate opcodes.
  return oi.op_class == OpClass::SCALAR ||
         (oi.op_class == OpClass::PREDICATE && !(oi.uses & USES_BOOL_SRC));
}

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::string hex32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08" PRIX32, v);
  return b;
}

// ---- printing -----------------------------------------------------------------------------

// Identity is omitted on vector reads (the simulator does so); a broadcast prints one letter.
// Scalar and boolean reads use bits 1:0 only (E31): a non-broadcast swizzle there prints all four
// letters, identity included, so the listing shows that `.xyzw` selects w.
std::string swizzle_suffix(uint8_t swz, bool scalar) {
  const unsigned x = swz >> 6, y = (swz >> 4) & 3, z = (swz >> 2) & 3, w = swz & 3;
  if (x == y && y == z && z == w) return std::string(".") + kComp[w];
  if (!scalar && swz == SWZ_IDENTITY) return "";
  return std::string(".") + kComp[x] + kComp[y] + kComp[z] + kComp[w];
}

std::string mask_suffix(uint8_t mask) {
  if (mask == MASK_ALL) return "";
  if (mask == 0) return ".none";
  std::string s = ".";
  for (int lane = 0; lane < 4; ++lane) {
    if (mask & (8 >> lane)) s += kComp[lane];
  }
  return s;
}

char bank_letter(Bank b) {
  switch (b) {
    case Bank::IN:
      return 'i';
    case Bank::OUT:
      return 'o';
    case Bank::PARAM:
    case Bank::PARAM2:
      return 'c';
    case Bank::TEMP:
      return 'r';
    case Bank::ADDR:
      return 'a';
    default:
      return '?';
  }
}

std::string rel_suffix(const Decoded& d) {
  std::string s = "[a" + std::to_string(d.rel_areg) + "." + kComp[d.rel_comp & 3];
  if (d.rel_off > 0) s += "+" + std::to_string(d.rel_off);
  if (d.rel_off < 0) s += std::to_string(d.rel_off);
  return s + "]";
}

std::string reg_name(const Decoded& d, const Source& s) {
  const bool is_const = s.bank == Bank::PARAM || s.bank == Bank::PARAM2;
  const unsigned index = s.index + (s.bank == Bank::PARAM2 ? PARAM2_BASE : 0);
  std::string r = bank_letter(s.bank) + std::to_string(index);
  if (is_const && d.rel_en) r += rel_suffix(d);
  return r;
}

// The sign of a float immediate is printed as the op2_neg flag (docs/attila.md 7.2), so the value itself is
// printed only when non-negative; a set sign bit, Inf and NaN print as raw bits.
std::string float_imm(uint32_t u) {
  const bool special = (u >> 31) != 0 || ((u >> 23) & 0xFF) == 0xFF;
  if (special) return hex32(u);
  const float f = bits_float(u);
  char b[64];
  auto r = std::to_chars(b, b + sizeof b, f, std::chars_format::fixed, 6);  // "%f"
  float back = 0;
  std::from_chars(b, r.ptr, back);
  if (float_bits(back) == u) return std::string(b, r.ptr);
  r = std::to_chars(b, b + sizeof b, f);  // shortest text that reads back bit-exactly
  return std::string(b, r.ptr);
}

std::string int_imm(uint32_t u) { return u < 0x80000000u ? std::to_string(u) : hex32(u); }

std::string source_text(const Decoded& d, const OpcodeInfo& oi, const Source& s) {
  switch (s.kind) {
    case SrcKind::Pred:
      return std::string(s.negate ? "!" : "") + "p" + std::to_string(s.index);
    case SrcKind::BoolImm:
      return s.negate ? "true" : "false";
    case SrcKind::Reg:
      if (oi.uses & USES_BOOL_SRC) {
        return std::string(s.negate ? "!" : "") + reg_name(d, s) + swizzle_suffix(s.swizzle, true);
      }
      break;
    case SrcKind::Imm:
    case SrcKind::None:
      break;
  }
  std::string v = s.kind == SrcKind::Imm
                      ? (oi.integer ? int_imm(d.imm) : float_imm(d.imm))
                      : reg_name(d, s) + swizzle_suffix(s.swizzle, is_scalar_read(oi));
  if (s.absolute) v = "|" + v + "|";
  return s.negate ? "-" + v : v;
}

// ---- parsing ------------------------------------------------------------------------------

struct RelSpec {
  bool on = false;
  uint8_t areg = 0, comp = 0;
  int16_t off = 0;
  bool operator==(const RelSpec& o) const {
    return on == o.on && areg == o.areg && comp == o.comp && off == o.off;
  }
};

struct Mnemonic {
  const char* name;
  Opcode opcode;
};
// The seed's spellings that docs/attila.md replaces (E3), still accepted on input.
constexpr Mnemonic kAliases[] = {
    {"jump", Opcode::JMP},
    {"setpeqi", Opcode::STPEQI},
    {"setpgti", Opcode::STPGTI},
    {"setplti", Opcode::STPLTI},
};

const OpcodeInfo* find_mnemonic(const std::string& m) {
  for (const OpcodeInfo& oi : OPCODES) {
    if (lower(oi.mnemonic) == m) return &oi;
  }
  for (const Mnemonic& a : kAliases) {
    if (m == a.name) return &info(a.opcode);
  }
  return nullptr;
}

size_t comment_start(std::string_view line) {
  const size_t p = line.find_first_of(";#");
  return p == std::string_view::npos ? line.size() : p;
}

class Parser {
 public:
  Parser(std::string_view original, const DecodeConfig& cfg)
      : orig_(original.substr(0, comment_start(original))), s_(lower(orig_)), cfg_(cfg) {}

  bool run(Instruction* out);
  const std::string& error() const { return error_; }

 private:
  // Records "column N: what 'token'" and returns false. The token is the word at pos, or the
  // text [pos, end) when end is given.
  bool fail_at(size_t pos, const std::string& what, size_t end = 0) {
    if (error_.empty()) {
      error_ = "column " + std::to_string(pos + 1) + ": " + what;
      const std::string tok = end > pos ? std::string(orig_.substr(pos, end - pos)) : token_at(pos);
      error_ += tok.empty() ? " (end of line)" : " '" + tok + "'";
    }
    return false;
  }
  std::string token_at(size_t pos) const {
    while (pos < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos]))) ++pos;
    if (pos >= s_.size()) return "";
    size_t e = pos;
    auto word = [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    };
    if (word(s_[pos]) || s_[pos] == '@') {
      ++e;
      while (e < s_.size() && word(s_[e])) ++e;
    } else {
      e = pos + 1;
    }
    return std::string(orig_.substr(pos, e - pos));
  }

  void ws() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[pos_]; }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  bool is_digit() const { return std::isdigit(static_cast<unsigned char>(peek())) != 0; }
  bool is_alpha() const { return std::isalpha(static_cast<unsigned char>(peek())) != 0; }
  std::string word() {
    const size_t b = pos_;
    while (!at_end() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) ++pos_;
    return s_.substr(b, pos_ - b);
  }

  bool parse_decimal(uint64_t limit, uint64_t* v, const char* what);
  bool parse_hex(unsigned max_digits, uint32_t* v);
  bool parse_pred_prefix(Decoded& d);
  bool parse_swizzle(uint8_t* swz);
  bool parse_mask(uint8_t* mask);
  bool parse_rel(RelSpec* rel);
  bool parse_result_reg(const OpcodeInfo& oi, Decoded& d);
  bool parse_result_pred(Decoded& d);
  bool parse_const_or_reg(Source& s, RelSpec* rel, bool boolean);
  bool parse_source(const OpcodeInfo& oi, int i, Decoded& d, RelSpec* rel);
  bool parse_bool_source(int i, Decoded& d, RelSpec* rel);
  bool parse_immediate(const OpcodeInfo& oi, uint32_t* v);
  bool parse_index(const OpcodeInfo& oi, Decoded& d);
  bool parse_offset(Decoded& d);
  bool parse_flags(Decoded& d);

  std::string_view orig_;
  std::string s_;
  const DecodeConfig& cfg_;
  size_t pos_ = 0;
  std::string error_;
  std::string mnemonic_;
};

bool Parser::parse_decimal(uint64_t limit, uint64_t* v, const char* what) {
  const size_t b = pos_;
  if (!is_digit()) return fail_at(b, std::string("expected ") + what);
  uint64_t x = 0;
  while (is_digit()) {
    x = x * 10 + static_cast<uint64_t>(peek() - '0');
    if (x > limit)
      return fail_at(b, std::string(what) + " out of range (max " + std::to_string(limit) + ")");
    ++pos_;
  }
  if (is_alpha() || peek() == '_') return fail_at(b, std::string("malformed ") + what);
  *v = x;
  return true;
}

// Hex digits after "0x" (already consumed), 1..max_digits of them.
bool Parser::parse_hex(unsigned max_digits, uint32_t* v) {
  const size_t b = pos_ - 2;
  uint32_t x = 0;
  unsigned n = 0;
  while (std::isxdigit(static_cast<unsigned char>(peek()))) {
    if (++n > max_digits) return fail_at(b, "hex value wider than 32 bits");
    const char c = peek();
    x = x << 4 | static_cast<uint32_t>(c <= '9' ? c - '0' : c - 'a' + 10);
    ++pos_;
  }
  if (n == 0) return fail_at(b, "expected hex digits after 0x");
  if (peek() == '.' || peek() == 'p')
    return fail_at(b,
                   "hex-float literals are not accepted (write raw bits 0xXXXXXXXX or a decimal)");
  if (is_alpha() || peek() == '_') return fail_at(b, "malformed hex value");
  *v = x;
  return true;
}

bool Parser::parse_pred_prefix(Decoded& d) {
  ++pos_;  // '('
  ws();
  d.pred_inv = accept('!');
  ws();
  if (!accept('p')) return fail_at(pos_, "expected predicate register p0-p31 in '(...)'");
  uint64_t n;
  if (!parse_decimal(LIMIT_PRED - 1, &n, "predicate register number")) return false;
  ws();
  if (!accept(')')) return fail_at(pos_, "expected ')' closing the predicate");
  d.pred_en = true;
  d.pred_reg = static_cast<uint8_t>(n);
  return true;
}

// ".x" (broadcast) or ".xyzw" (four components); '.' already seen.
bool Parser::parse_swizzle(uint8_t* swz) {
  const size_t b = pos_;
  ++pos_;
  const std::string w = word();
  uint8_t code[4];
  for (size_t k = 0; k < w.size(); ++k) {
    const int c = comp_code(w[k]);
    if (c < 0 || k >= 4) return fail_at(b, "bad swizzle (1 or 4 of x, y, z, w)");
    code[k] = static_cast<uint8_t>(c);
  }
  if (w.size() == 1) {
    *swz = static_cast<uint8_t>(code[0] * 0x55);
  } else if (w.size() == 4) {
    *swz = static_cast<uint8_t>(code[0] << 6 | code[1] << 4 | code[2] << 2 | code[3]);
  } else {
    return fail_at(b, "bad swizzle (1 or 4 of x, y, z, w)");
  }
  return true;
}

// ".xzw" (components in xyzw order, each at most once) or ".none"; '.' already seen.
bool Parser::parse_mask(uint8_t* mask) {
  const size_t b = pos_;
  ++pos_;
  const std::string w = word();
  if (w == "none") {
    *mask = 0;
    return true;
  }
  int last = -1;
  uint8_t m = 0;
  for (char c : w) {
    const int lane = comp_code(c);
    if (lane <= last) return fail_at(b, "bad write mask (x, y, z, w in this order, or .none)");
    last = lane;
    m |= static_cast<uint8_t>(8 >> lane);
  }
  if (w.empty()) return fail_at(b, "bad write mask (x, y, z, w in this order, or .none)");
  *mask = m;
  return true;
}

// "[aN.c]", "[aN.c+k]", "[aN.c-k]"; '[' not yet consumed.
bool Parser::parse_rel(RelSpec* rel) {
  ++pos_;
  ws();
  const size_t apos = pos_;
  if (!accept('a')) return fail_at(pos_, "expected address register a0 or a1 in '[...]'");
  uint64_t n;
  if (!parse_decimal(9, &n, "address register number")) return false;
  if (n >= LIMIT_ADDR) return fail_at(apos, "address register out of range (a0, a1; D8)", pos_);
  if (!accept('.'))
    return fail_at(pos_, "expected '.x', '.y', '.z' or '.w' after the address register");
  const int comp = comp_code(peek());
  if (comp < 0) return fail_at(pos_, "expected component x, y, z or w");
  ++pos_;
  rel->on = true;
  rel->areg = static_cast<uint8_t>(n);
  rel->comp = static_cast<uint8_t>(comp);
  rel->off = 0;
  ws();
  if (peek() == '+' || peek() == '-') {
    const bool minus = s_[pos_++] == '-';
    ws();
    uint64_t k;
    const size_t kpos = pos_;
    if (!parse_decimal(minus ? 256 : 255, &k, "relative offset")) {
      error_.clear();
      return fail_at(kpos, "relative offset must be -256..+255 (9-bit signed, E7)");
    }
    rel->off = static_cast<int16_t>(minus ? -static_cast<int>(k) : static_cast<int>(k));
    ws();
  }
  if (!accept(']')) return fail_at(pos_, "expected ']' closing the relative address");
  return true;
}

bool Parser::parse_result_reg(const OpcodeInfo& oi, Decoded& d) {
  const size_t b = pos_;
  if (peek() == '-' || peek() == '|' || peek() == '!')
    return fail_at(b, "modifiers are not allowed on a result");
  const char c = peek();
  Bank bank;
  switch (c) {
    case 'o':
      bank = Bank::OUT;
      break;
    case 'r':
      bank = Bank::TEMP;
      break;
    case 'a':
      bank = Bank::ADDR;
      break;
    case 'i':
      return fail_at(b, "bank IN cannot be written (docs/attila.md 3.4)");
    case 'c':
      return fail_at(b, "constants cannot be written (docs/attila.md 3.4)");
    case 'p':
      return fail_at(b, "this opcode writes a register, not a predicate");
    default:
      return fail_at(b, "expected a result register (o, r or a)");
  }
  ++pos_;
  uint64_t n;
  const uint32_t limit = BANKS[static_cast<unsigned>(bank)].limit;
  if (!parse_decimal(999, &n, "register number")) return false;
  if (n >= limit) return fail_at(b, "register index past the end of its bank (D8)");
  d.res_kind = ResKind::Reg;
  d.res_bank = bank;
  d.res_reg = static_cast<uint8_t>(n);
  d.mask = (oi.uses & USES_MASK) ? MASK_ALL : 0;
  if (peek() == '[') return fail_at(pos_, "relative addressing applies only to constant operands");
  if (peek() == '.') {
    if (!(oi.uses & USES_MASK))
      return fail_at(pos_, "'" + mnemonic_ + "' has no write mask (it writes all lanes; E19)");
    if (!parse_mask(&d.mask)) return false;
  }
  return true;
}

bool Parser::parse_result_pred(Decoded& d) {
  const size_t b = pos_;
  d.invert = accept('!');
  ws();
  if (!accept('p')) return fail_at(b, "expected a predicate result [!]p0-p31");
  uint64_t n;
  if (!parse_decimal(LIMIT_PRED - 1, &n, "predicate register number")) return false;
  if (peek() == '.') return fail_at(pos_, "a predicate result has no write mask");
  d.res_kind = ResKind::Pred;
  d.res_reg = static_cast<uint8_t>(n);
  return true;
}

// A register operand "<bank><n>[rel][.swizzle]" at pos_. Boolean operands take only constants.
bool Parser::parse_const_or_reg(Source& s, RelSpec* rel, bool boolean) {
  const size_t b = pos_;
  if (boolean && peek() != 'c') return fail_at(b, "expected a predicate, a constant or true/false");
  Bank bank;
  switch (peek()) {
    case 'i':
      bank = Bank::IN;
      break;
    case 'c':
      bank = Bank::PARAM;
      break;
    case 'r':
      bank = Bank::TEMP;
      break;
    case 'a':
      bank = Bank::ADDR;
      break;
    case 'o':
      return fail_at(b, "bank OUT cannot be read (docs/attila.md 3.4)");
    case 'p':
      return fail_at(b, "predicate registers are operands only of andp and jmp");
    default:
      return fail_at(b, "expected a source operand");
  }
  ++pos_;
  uint64_t n;
  if (!parse_decimal(9999, &n, "register number")) return false;
  if (bank == Bank::PARAM) {
    if (n >= LIMIT_CONST) return fail_at(b, "constant index past c511 (docs/attila.md 4)");
    if (n >= PARAM2_BASE) {  // docs/attila.md 3.4: PARAM2 holds constants 256-511
      bank = Bank::PARAM2;
      n -= PARAM2_BASE;
    }
  } else {
    const uint32_t limit = bank == Bank::IN && cfg_.micro_triangle
                               ? LIMIT_IN_MICRO_TRIANGLE
                               : BANKS[static_cast<unsigned>(bank)].limit;
    if (n >= limit) return fail_at(b, "register index past the end of its bank (D8)");
  }
  s.kind = SrcKind::Reg;
  s.bank = bank;
  s.index = static_cast<uint8_t>(n);
  s.swizzle = SWZ_IDENTITY;
  *rel = RelSpec{};
  if (peek() == '[') {
    if (bank != Bank::PARAM && bank != Bank::PARAM2)
      return fail_at(pos_, "relative addressing applies only to constant operands");
    if (!parse_rel(rel)) return false;
  }
  if (peek() == '.' && !parse_swizzle(&s.swizzle)) return false;
  return true;
}

bool Parser::parse_immediate(const OpcodeInfo& oi, uint32_t* v) {
  const size_t b = pos_;
  if (peek() == '0' && pos_ + 1 < s_.size() && s_[pos_ + 1] == 'x') {
    pos_ += 2;
    return parse_hex(8, v);  // raw bits, float or integer
  }
  if (oi.integer) {
    if (!is_digit()) return fail_at(b, "expected an integer immediate");
    uint64_t n;
    if (!parse_decimal(0xFFFFFFFFull, &n, "integer immediate")) return false;
    if (peek() == '.') return fail_at(b, "integer opcode takes an integer immediate");
    *v = static_cast<uint32_t>(n);
    return true;
  }
  // Decimal float: digits [. digits] [e [+-] digits], or . digits [...]
  size_t e = pos_;
  auto digits = [&] {
    const size_t s0 = e;
    while (e < s_.size() && std::isdigit(static_cast<unsigned char>(s_[e]))) ++e;
    return e - s0;
  };
  size_t mant = digits();
  if (e < s_.size() && s_[e] == '.') {
    ++e;
    mant += digits();
  }
  if (mant == 0) return fail_at(b, "expected a source operand");
  const bool nonzero_digit = s_.find_first_of("123456789", b) < e;
  if (e < s_.size() && s_[e] == 'e') {
    ++e;
    if (e < s_.size() && (s_[e] == '+' || s_[e] == '-')) ++e;
    if (digits() == 0) return fail_at(b, "malformed float immediate");
  }
  if (e < s_.size() &&
      (std::isalnum(static_cast<unsigned char>(s_[e])) || s_[e] == '_' || s_[e] == '.'))
    return fail_at(b, "malformed float immediate", e + 1);
  float f = 0;
  const auto r = std::from_chars(s_.data() + b, s_.data() + e, f);
  if (r.ec == std::errc::result_out_of_range || std::isinf(f)) {
    double wide = 0;  // tells overflow from underflow
    const bool wide_ok = std::from_chars(s_.data() + b, s_.data() + e, wide).ec == std::errc{};
    const bool under = wide_ok ? wide < 1.0 : s_.substr(b, e - b).find("e-") != std::string::npos;
    return fail_at(
        b, under ? "float immediate underflows to zero" : "float immediate overflows binary32", e);
  }
  if (r.ptr != s_.data() + e) return fail_at(b, "malformed float immediate", e);
  if (f == 0 && nonzero_digit) return fail_at(b, "float immediate underflows to zero", e);
  pos_ = e;
  *v = float_bits(f);
  return true;
}

bool Parser::parse_source(const OpcodeInfo& oi, int i, Decoded& d, RelSpec* rel) {
  Source& s = d.src[i];
  s.negate = accept('-');
  ws();
  s.absolute = accept('|');
  ws();
  if (is_alpha()) {
    const bool neg = s.negate, abs = s.absolute;
    if (!parse_const_or_reg(s, rel, false)) return false;
    s.negate = neg;
    s.absolute = abs;
  } else if (is_digit() || peek() == '.') {
    if (!(i == 1 && (oi.uses & USES_IMM_OK)))
      return fail_at(pos_, i == 1 ? "'" + mnemonic_ + "' takes no immediate (docs/attila.md 2, E29)"
                                  : std::string("an immediate is allowed only as source 2 (E29)"));
    s.kind = SrcKind::Imm;
    s.bank = Bank::IMM;
    if (!parse_immediate(oi, &d.imm)) return false;
  } else if (peek() == '!') {
    return fail_at(pos_, "'!' applies to predicates; use '-' to negate");
  } else {
    return fail_at(pos_, "expected a source operand");
  }
  ws();
  if (s.absolute && !accept('|')) return fail_at(pos_, "expected '|' closing the absolute value");
  return true;
}

bool Parser::parse_bool_source(int i, Decoded& d, RelSpec* rel) {
  Source& s = d.src[i];
  const size_t b = pos_;
  const bool inv = accept('!');
  ws();
  if (peek() == '-' || peek() == '|')
    return fail_at(pos_, "a boolean operand takes '!' only (no '-' or '|')");
  if (peek() == 't' || peek() == 'f') {
    const size_t wpos = pos_;
    const std::string w = word();
    if (w != "true" && w != "false") {
      pos_ = wpos;
      return fail_at(wpos, "expected a predicate, a constant or true/false");
    }
    if (inv) return fail_at(b, "write the immediate boolean without '!'");
    s.kind = SrcKind::BoolImm;
    s.negate = w == "true";  // docs/attila.md 3.5: op_abs = 1 selects the immediate, its value is op_neg
    return true;
  }
  if (peek() == 'p') {
    ++pos_;
    uint64_t n;
    if (!parse_decimal(LIMIT_PRED - 1, &n, "predicate register number")) return false;
    if (peek() == '.' || peek() == '[') return fail_at(pos_, "a predicate operand has no suffix");
    s.kind = SrcKind::Pred;
    s.index = static_cast<uint8_t>(n);
    s.negate = inv;
    return true;
  }
  if (!parse_const_or_reg(s, rel, true)) return false;
  s.negate = inv;
  return true;
}

bool Parser::parse_index(const OpcodeInfo& oi, Decoded& d) {
  const char* what = oi.op2_index == IndexKind::SAMPLER  ? "sampler index"
                     : oi.op2_index == IndexKind::SAMPLE ? "sample index"
                                                         : "attribute index";
  const uint64_t limit = oi.op2_index_limit ? oi.op2_index_limit - 1 : 255;
  uint64_t n;
  if (!parse_decimal(limit, &n, what)) return false;
  d.op2_index = static_cast<uint8_t>(n);
  return true;
}

bool Parser::parse_offset(Decoded& d) {
  bool minus = false;
  if (peek() == '+' || peek() == '-') minus = s_[pos_++] == '-';
  uint64_t n;
  if (!parse_decimal(minus ? 0x80000000ull : 0x7FFFFFFFull, &n, "jump offset")) return false;
  d.imm = static_cast<uint32_t>(minus ? 0u - static_cast<uint32_t>(n) : static_cast<uint32_t>(n));
  return true;
}

bool Parser::parse_flags(Decoded& d) {
  bool end = false, wait = false;
  for (ws(); accept('@'); ws()) {
    const size_t b = pos_ - 1;
    const std::string w = word();
    bool& flag = w == "end" ? end : wait;
    if (w != "end" && w != "wait") return fail_at(b, "unknown flag (@end, @wait)");
    if (flag) return fail_at(b, "repeated flag");
    flag = true;
  }
  if (!at_end()) return fail_at(pos_, "unexpected text after the instruction");
  d.end = end || d.opcode == Opcode::END;  // D15
  d.wait = wait;
  return true;
}

bool Parser::run(Instruction* out) {
  Decoded d;
  ws();
  if (at_end()) return fail_at(pos_, "empty line: no instruction");
  if (peek() == '(') {
    if (!parse_pred_prefix(d)) return false;
    ws();
  }
  const size_t mpos = pos_;
  std::string m = word();
  if (m.empty()) return fail_at(mpos, "expected a mnemonic");
  bool sat = false;
  const OpcodeInfo* oi = find_mnemonic(m);
  if (oi == nullptr && m.size() > 4 && m.compare(m.size() - 4, 4, "_sat") == 0) {
    oi = find_mnemonic(m.substr(0, m.size() - 4));
    sat = oi != nullptr;
  }
  if (oi == nullptr) return fail_at(mpos, "unknown mnemonic");
  mnemonic_ = lower(oi->mnemonic);
  const uint32_t uses = oi->uses;
  d.opcode = oi->opcode;
  if (sat && !(uses & USES_SAT)) {
    return fail_at(mpos, "'" + mnemonic_ + "' has no saturate (bit 35 " +
                             ((uses & USES_INVERT) ? "inverts its result: write '!p<n>')"
                                                   : "is ignored by it)"));
  }
  d.saturate = sat;
  if (d.pred_en && !(uses & USES_PRED)) return fail_at(0, "jmp cannot be predicated (D14)");
  if (!(uses & USES_PRED)) d.pred_inv = false;

  // The operand list, in order, from the opcode's field usage.
  enum class Kind { ResReg, ResPred, Src0, Src1, Src2, Index, Offset };
  std::vector<Kind> kinds;
  if (uses & USES_RES) kinds.push_back(Kind::ResReg);
  if (uses & USES_RES_PRED) kinds.push_back(Kind::ResPred);
  if (uses & USES_OP1) kinds.push_back(Kind::Src0);
  if (uses & USES_OP2) kinds.push_back(Kind::Src1);
  if (uses & USES_OP3) kinds.push_back(Kind::Src2);
  if (uses & USES_OP2_INDEX) kinds.push_back(Kind::Index);
  if (uses & USES_IMM_FORM) kinds.push_back(Kind::Offset);

  RelSpec rel[3];
  size_t src_pos[3] = {0, 0, 0};
  const bool boolean = (uses & USES_BOOL_SRC) != 0;
  for (size_t k = 0; k < kinds.size(); ++k) {
    ws();
    if (k > 0 && at_end()) {
      return fail_at(pos_, "'" + mnemonic_ + "' expects " + std::to_string(kinds.size()) +
                               " operands, missing operand " + std::to_string(k + 1));
    }
    if (k > 0 && !accept(',')) {
      return fail_at(pos_, "'" + mnemonic_ + "' expects " + std::to_string(kinds.size()) +
                               " operands, expected ',' before operand " + std::to_string(k + 1));
    }
    ws();
    if (at_end() || peek() == '@' || peek() == ',') {
      return fail_at(pos_, "'" + mnemonic_ + "' expects " + std::to_string(kinds.size()) +
                               " operands, missing operand " + std::to_string(k + 1));
    }
    bool ok = true;
    switch (kinds[k]) {
      case Kind::ResReg:
        ok = parse_result_reg(*oi, d);
        break;
      case Kind::ResPred:
        ok = parse_result_pred(d);
        break;
      case Kind::Src0:
      case Kind::Src1:
      case Kind::Src2: {
        const int i = static_cast<int>(kinds[k]) - static_cast<int>(Kind::Src0);
        src_pos[i] = pos_;
        ok = boolean ? parse_bool_source(i, d, &rel[i]) : parse_source(*oi, i, d, &rel[i]);
        break;
      }
      case Kind::Index:
        ok = parse_index(*oi, d);
        break;
      case Kind::Offset:
        ok = parse_offset(d);
        break;
    }
    if (!ok) return false;
  }
  ws();
  if (peek() == ',') {
    return fail_at(pos_, "'" + mnemonic_ + "' expects " + std::to_string(kinds.size()) +
                             " operands, found more");
  }
  if (kinds.empty() && !at_end() && peek() != '@')
    return fail_at(pos_, "'" + mnemonic_ + "' takes no operands");
  if (!parse_flags(d)) return false;

  // One set of relative fields serves every constant operand (docs/attila.md 3.7), so all must agree.
  std::optional<RelSpec> shared;
  for (int i = 0; i < 3; ++i) {
    const Source& s = d.src[i];
    if (s.kind != SrcKind::Reg || (s.bank != Bank::PARAM && s.bank != Bank::PARAM2)) continue;
    if (!shared) {
      shared = rel[i];
    } else if (!(*shared == rel[i])) {
      return fail_at(src_pos[i],
                     "relative addressing covers every constant operand (docs/attila.md 3.7): all constant "
                     "operands must carry the same [aN.c+k]");
    }
  }
  if (shared && shared->on) {
    d.rel_en = true;
    d.rel_areg = shared->areg;
    d.rel_comp = shared->comp;
    d.rel_off = shared->off;
  }

  const Instruction w = encode(d);
  const Decoded back = decode(w, cfg_);
  if (back.illegal) return fail_at(0, std::string("illegal instruction: ") + back.illegal_reason);
  if (back != d) return fail_at(0, "internal error: the encoding does not decode back");
  *out = w;
  return true;
}

// Parses one word token of hex digits (optional 0x; '_' or '\'' allowed between digits).
bool hex_token(std::string_view t, size_t col, unsigned max_digits, std::vector<uint8_t>* nib,
               std::string* err) {
  const std::string_view all = t;
  if (t.size() >= 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) t.remove_prefix(2);
  nib->clear();
  bool ok = !t.empty();
  for (size_t k = 0; ok && k < t.size(); ++k) {
    const char c = t[k];
    if (c == '_' || c == '\'') {
      ok = k > 0 && k + 1 < t.size();
    } else if (std::isxdigit(static_cast<unsigned char>(c))) {
      const int v = std::isdigit(static_cast<unsigned char>(c))
                        ? c - '0'
                        : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
      nib->push_back(static_cast<uint8_t>(v));
    } else {
      ok = false;
    }
  }
  if (!ok || nib->size() > max_digits) {
    if (err) {
      *err = "column " + std::to_string(col + 1) + ": expected 1-" + std::to_string(max_digits) +
             " hex digits '" + std::string(all) + "'";
    }
    return false;
  }
  return true;
}

uint64_t nibbles_value(const std::vector<uint8_t>& n, size_t from, size_t to) {
  uint64_t v = 0;
  for (size_t k = from; k < to; ++k) v = v << 4 | n[k];
  return v;
}

}  // namespace

std::string disassemble(const Decoded& d) {
  if (d.illegal) return std::string(".illegal ; ") + (d.illegal_reason ? d.illegal_reason : "?");
  const OpcodeInfo& oi = info(d.opcode);
  std::string t;
  if (d.pred_en)
    t = std::string("(") + (d.pred_inv ? "!" : "") + "p" + std::to_string(d.pred_reg) + ") ";
  t += lower(oi.mnemonic);
  if (d.saturate) t += "_sat";
  std::vector<std::string> ops;
  if (d.res_kind == ResKind::Reg) {
    ops.push_back(bank_letter(d.res_bank) + std::to_string(d.res_reg) +
                  ((oi.uses & USES_MASK) ? mask_suffix(d.mask) : ""));
  } else if (d.res_kind == ResKind::Pred) {
    ops.push_back(std::string(d.invert ? "!" : "") + "p" + std::to_string(d.res_reg));
  }
  for (const Source& s : d.src) {
    if (s.kind != SrcKind::None) ops.push_back(source_text(d, oi, s));
  }
  if (oi.uses & USES_OP2_INDEX) ops.push_back(std::to_string(d.op2_index));
  if (oi.uses & USES_IMM_FORM) ops.push_back(std::to_string(d.jump_offset()));
  for (size_t k = 0; k < ops.size(); ++k) t += (k == 0 ? " " : ", ") + ops[k];
  if (d.end && d.opcode != Opcode::END) t += " @end";
  if (d.wait) t += " @wait";
  return t;
}

std::string disassemble(const Instruction& w, const DecodeConfig& cfg) {
  const Decoded d = decode(w, cfg);
  if (!d.illegal) return disassemble(d);
  std::string why = d.illegal_reason ? d.illegal_reason : "?";
  const unsigned opc = static_cast<unsigned>(w.q0 & 0xFF);
  if (opcode_info(opc) == nullptr) {
    char b[96];
    std::snprintf(b, sizeof b, "invalid opcode 0x%02X (E2: 0x05, 0x06, 0x1A and 0x38-0xFF)", opc);
    why = b;
  }
  return ".illegal " + format_words(w) + " ; " + why;
}

bool is_blank(std::string_view line) {
  for (char c : line.substr(0, comment_start(line))) {
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

AsmResult assemble(std::string_view line, const DecodeConfig& cfg) {
  Parser p(line, cfg);
  Instruction w;
  if (p.run(&w)) return AsmResult::success(w);
  return AsmResult::failure(p.error());
}

AsmResult parse_words(std::string_view line) {
  std::string error;
  const std::string_view body = line.substr(0, comment_start(line));
  std::vector<std::pair<std::string_view, size_t>> tokens;  // token, column
  for (size_t k = 0; k < body.size();) {
    const char c = body[k];
    if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == ':') {
      ++k;
      continue;
    }
    size_t e = k;
    while (e < body.size() && !std::isspace(static_cast<unsigned char>(body[e])) &&
           body[e] != ',' && body[e] != ':')
      ++e;
    tokens.emplace_back(body.substr(k, e - k), k);
    k = e;
  }
  std::vector<uint8_t> nib;
  if (tokens.size() == 1) {
    if (!hex_token(tokens[0].first, tokens[0].second, 32, &nib, &error)) {
      return AsmResult::failure(error);
    }
    if (nib.size() != 32) {
      return AsmResult::failure("column " + std::to_string(tokens[0].second + 1) +
                                ": one token must hold exactly 32 hex digits (qword 1 then qword "
                                "0) '" + std::string(tokens[0].first) + "'");
    }
    Instruction w;
    w.q1 = nibbles_value(nib, 0, 16);
    w.q0 = nibbles_value(nib, 16, 32);
    return AsmResult::success(w);
  }
  if (tokens.size() == 2) {
    Instruction w;
    if (!hex_token(tokens[0].first, tokens[0].second, 16, &nib, &error)) {
      return AsmResult::failure(error);
    }
    w.q0 = nibbles_value(nib, 0, nib.size());
    if (!hex_token(tokens[1].first, tokens[1].second, 16, &nib, &error)) {
      return AsmResult::failure(error);
    }
    w.q1 = nibbles_value(nib, 0, nib.size());
    return AsmResult::success(w);
  }
  return AsmResult::failure(
      tokens.empty() ? "column 1: no instruction words (end of line)"
                     : "column " + std::to_string(tokens[2 < tokens.size() ? 2 : 0].second + 1) +
                           ": expected 32 hex digits or two qwords, found " +
                           std::to_string(tokens.size()) + " tokens");
}

std::string format_words(const Instruction& w) {
  char b[48];
  std::snprintf(b, sizeof b, "0x%016" PRIX64 " 0x%016" PRIX64, w.q0, w.q1);
  return b;
}

}  // namespace shaderhw::attila
