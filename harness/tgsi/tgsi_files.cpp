#include "tgsi/tgsi_files.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>

#include "core/vector_text.h"
#include "tgsi/asm.h"

namespace shaderhw::tgsi {

namespace {

using Tokens = std::vector<std::string_view>;

bool hex_digit(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// A token word: 1-8 hex digits, optional 0x.
bool token_word(std::string_view w, uint32_t& v) {
  if (w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X')) w.remove_prefix(2);
  if (w.empty() || w.size() > 8) return false;
  v = 0;
  for (char c : w) {
    if (!hex_digit(c)) return false;
    v = v << 4 | static_cast<uint32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return true;
}

// The lines of `text` (without their newline).
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t b = 0;
  while (b < text.size()) {
    size_t e = text.find('\n', b);
    if (e == std::string_view::npos) e = text.size();
    std::string_view l = text.substr(b, e - b);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.push_back(l);
    b = e + 1;
  }
  return lines;
}

const char* const kStatusNames[] = {"OK", "STEP_LIMIT", "LOOP_LIMIT", "CALL_DEPTH"};
const ExecStatus kStatuses[] = {ExecStatus::OK, ExecStatus::STEP_LIMIT, ExecStatus::LOOP_LIMIT,
                                ExecStatus::CALL_DEPTH};

// `FILE[i]` with i below `limit`; false when the token is not of that file at all.
bool reg_token(const LineReader& r, std::string_view t, std::string_view file, int limit,
               int& index) {
  if (t.size() < file.size() + 3 || t.substr(0, file.size()) != file || t[file.size()] != '[')
    return false;
  if (t.back() != ']') r.fail("bad register " + quote(t) + ": expected " + std::string(file) + "[i]");
  const std::string_view digits = t.substr(file.size() + 1, t.size() - file.size() - 2);
  if (digits.empty() || digits.size() > 4)
    r.fail("bad register " + quote(t) + ": expected " + std::string(file) + "[0.." +
           std::to_string(limit - 1) + "]");
  int v = 0;
  for (char c : digits) {
    if (c < '0' || c > '9')
      r.fail("bad register " + quote(t) + ": expected " + std::string(file) + "[0.." +
             std::to_string(limit - 1) + "]");
    v = v * 10 + (c - '0');
  }
  if (v >= limit)
    r.fail("register " + quote(t) + " outside " + std::string(file) + "[0.." +
           std::to_string(limit - 1) + "]");
  index = v;
  return true;
}

// `p0`..`p3` or `*`: the pixel mask.
unsigned pixels(const LineReader& r, std::string_view t) {
  if (t == "*") return 0xF;
  if (t.size() == 2 && t[0] == 'p' && t[1] >= '0' && t[1] <= '3') return 1u << (t[1] - '0');
  r.fail("bad pixel " + quote(t) + ": expected p0, p1, p2, p3 or *");
}

// A 32-bit value: 1-8 hex digits (optional 0x), or f:<decimal float>, i:<signed decimal>.
uint32_t value(const LineReader& r, std::string_view t) {
  if (t.size() > 2 && (t.substr(0, 2) == "f:" || t.substr(0, 2) == "i:"))
    return static_cast<uint32_t>(parse_value(r, t, 32));
  uint32_t v;
  if (!token_word(t, v))
    r.fail("bad value " + quote(t) + ": expected 1 to 8 hex digits, f:<float> or i:<integer>");
  return v;
}

// What an inputs file (or the inputs of a vector) has set, to refuse a register given twice.
struct Seen {
  std::map<int, unsigned> in;  // register -> pixels given
  std::map<int, size_t> konst;
  bool max_steps = false;
};

// An input line into `c`: true when the line is one (max_steps, IN[i], CONST[i]).
bool input_line(const LineReader& r, const Tokens& t, Case& c, Seen& seen) {
  int index;
  if (t[0] == "max_steps") {
    want_fields(r, t, 2, "max_steps <1..4294967295>");
    const uint64_t n = parse_dec(r, t[1], "max_steps");
    if (n == 0 || n > 0xFFFFFFFFull) r.fail("max_steps " + quote(t[1]) + " outside 1..4294967295");
    if (seen.max_steps) r.fail("max_steps given twice");
    seen.max_steps = true;
    c.max_steps = n;
    return true;
  }
  if (reg_token(r, t[0], "IN", kInputs, index)) {
    want_fields(r, t, 6, "IN[i] <p0..p3|*> x y z w");
    const unsigned px = pixels(r, t[1]);
    if (seen.in[index] & px) r.fail(std::string(t[0]) + " " + std::string(t[1]) + ": given twice");
    seen.in[index] |= px;
    if (c.inputs.size() <= static_cast<size_t>(index)) c.inputs.resize(index + 1);
    for (int k = 0; k < 4; ++k) {
      const uint32_t v = value(r, t[2 + k]);
      for (int l = 0; l < kLanes; ++l)
        if (px >> l & 1) c.inputs[index].v[k][l] = v;
    }
    return true;
  }
  if (reg_token(r, t[0], "CONST", kConstants, index)) {
    want_fields(r, t, 5, "CONST[i] x y z w (one value for all pixels)");
    if (seen.konst.count(index)) r.fail(std::string(t[0]) + ": given twice");
    seen.konst[index] = r.line();
    if (c.constants.size() <= static_cast<size_t>(index)) c.constants.resize(index + 1);
    for (int k = 0; k < 4; ++k) c.constants[index].c[k] = value(r, t[1 + k]);
    return true;
  }
  return false;
}

const char* kInputKeys = "max_steps, IN[i] <pixel> x y z w, CONST[i] x y z w";

// A line per pixel, or one `*` line when the four pixels agree; nothing for a zero register
// unless `always`.
void quad_lines(std::ostringstream& os, const std::string& key, const QuadVec& q, bool always) {
  bool same = true, zero = true;
  for (int c = 0; c < 4; ++c)
    for (int l = 0; l < kLanes; ++l) {
      same = same && q.v[c][l] == q.v[c][0];
      zero = zero && q.v[c][l] == 0;
    }
  if (zero && !always) return;
  for (int l = 0; l < kLanes; ++l) {
    if (same && l > 0) break;
    os << key << (same ? " *" : " p" + std::to_string(l));
    for (int c = 0; c < 4; ++c) os << " " << hex8(q.v[c][l]);
    os << "\n";
  }
}

void vec_line(std::ostringstream& os, int index, const Vec4& v) {
  if (v == Vec4{}) return;
  os << "CONST[" << index << "]";
  for (uint32_t c : v.c) os << " " << hex8(c);
  os << "\n";
}

}  // namespace

bool status_of_name(std::string_view name, ExecStatus& s) {
  for (size_t i = 0; i < 4; ++i)
    if (name == kStatusNames[i]) {
      s = kStatuses[i];
      return true;
    }
  return false;
}

std::string read_whole(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  std::ifstream f(path, std::ios::binary);
  if (!f) throw InputError(path, 0, "cannot open file");
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

TokenWords read_token_words(const std::string& name, std::string_view text, size_t first_line) {
  TokenWords w;
  const std::vector<std::string_view> lines = split_lines(text);
  for (size_t n = 0; n < lines.size(); ++n) {
    std::string_view l = lines[n];
    if (const size_t h = l.find('#'); h != std::string_view::npos) l = l.substr(0, h);
    size_t i = 0;
    while (i < l.size()) {
      while (i < l.size() && (l[i] == ' ' || l[i] == '\t' || l[i] == '\r' || l[i] == ',')) ++i;
      const size_t b = i;
      while (i < l.size() && l[i] != ' ' && l[i] != '\t' && l[i] != '\r' && l[i] != ',') ++i;
      if (i == b) continue;
      uint32_t v;
      const std::string_view word = l.substr(b, i - b);
      if (!token_word(word, v))
        throw InputError(name, first_line + n,
                         "column " + std::to_string(b + 1) + ": bad token word " + quote(word) +
                             ": expected 1 to 8 hex digits (optional 0x)");
      w.tokens.push_back(v);
      w.line.push_back(first_line + n);
    }
  }
  return w;
}

Program parse_or_fail(const std::string& name, const TokenWords& w) {
  if (w.tokens.empty()) throw InputError(name, 0, "no tokens");
  const ParseResult pr = parse(w.tokens);
  if (pr.ok()) return pr.program;
  const size_t at = pr.error_index < w.line.size() ? w.line[pr.error_index] : w.line.back();
  throw InputError(name, at,
                   std::string("the stream does not parse: ") + error_name(pr.error) +
                       " at token " + std::to_string(pr.error_index) +
                       (pr.error_index >= w.tokens.size() ? " (the end of the stream)" : "") +
                       (pr.message.empty() ? "" : ": " + pr.message));
}

ProgramFile read_program_file(const std::string& path, bool text_only) {
  const std::string name = path == "-" ? "<stdin>" : path;
  const std::string text = read_whole(path);
  ProgramFile pf;
  // Token words, when every word of the file is one.
  bool words = true, first_hex = false, any = false;
  for (std::string_view l : split_lines(text)) {
    if (const size_t h = l.find('#'); h != std::string_view::npos) l = l.substr(0, h);
    std::istringstream ws{std::string(l)};
    std::string word;
    while (ws >> word) {
      uint32_t v;
      const bool ok = token_word(word, v);
      if (!any) first_hex = ok;
      any = true;
      words = words && ok;
    }
  }
  if (!any) throw InputError(name, 0, "no program: the file holds no tokens and no text");
  const auto as_words = [&] {
    const TokenWords w = read_token_words(name, text);
    pf.program = parse_or_fail(name, w);
    pf.tokens = w.tokens;
    return pf;
  };
  if (words && !text_only) return as_words();
  const AsmOutput a = assemble(text);
  if (!a.ok && first_hex && !text_only) return as_words();  // a token file with a bad word: say so
  if (!a.ok) {
    throw InputError(name, a.error.line,
                     (a.error.column ? "column " + std::to_string(a.error.column) + ": " : "") +
                         a.error.message + " (text form, golden/tgsi/ASM.md)");
  }
  pf.text_form = true;
  pf.tokens = a.tokens;
  const ParseResult pr = parse(a.tokens);
  if (!pr.ok()) throw InputError(name, 0, std::string("assembled stream does not parse: ") + pr.message);
  pf.program = pr.program;
  return pf;
}

void read_inputs_file(const std::string& path, Case& c) {
  LineReader r(path, LineReader::kHashAnywhere);
  Tokens t;
  Seen seen;
  while (r.next(t)) {
    if (!input_line(r, t, c, seen))
      r.fail("unknown line " + quote(t[0]) + " (an inputs file has lines " + kInputKeys + ")");
  }
}

std::string format_inputs(const Case& c) {
  std::ostringstream os;
  os << "max_steps " << c.max_steps << "\n";
  for (size_t i = 0; i < c.inputs.size(); ++i)
    quad_lines(os, "IN[" + std::to_string(i) + "]", c.inputs[i], false);
  for (size_t i = 0; i < c.constants.size(); ++i) vec_line(os, static_cast<int>(i), c.constants[i]);
  return os.str();
}

uint32_t declared_outputs(const Program& p) {
  uint32_t m = 0;
  for (const Declaration& d : p.decls) {
    if (d.file != File::OUTPUT) continue;
    if (d.declare == Declare::MASK) {
      m |= d.mask;
    } else {
      for (unsigned i = d.first; i <= d.last && i < static_cast<unsigned>(kOutputs); ++i)
        m |= 1u << i;
    }
  }
  return m;
}

std::string out_lines(const Program& p, const QuadVec* out) {
  std::string s;
  const uint32_t decl = declared_outputs(p);
  for (int i = 0; i < kOutputs; ++i) {
    if (!(decl >> i & 1)) continue;
    for (int l = 0; l < kLanes; ++l) {
      s += "OUT[" + std::to_string(i) + "] p" + std::to_string(l);
      for (int c = 0; c < 4; ++c) s += " " + hex8(out[i].v[c][l]);
      s += "\n";
    }
  }
  return s;
}

std::string case_listing(const Case& c) {
  std::string s = "program " + c.name + ": " + std::to_string(c.program.insns.size()) +
                  " instructions, max_steps " + std::to_string(c.max_steps) + "\n";
  const Program& p = c.program;
  s += std::string("      ") + gen::PROCESSOR_TEXT[static_cast<uint8_t>(p.header.processor)] + "\n";
  size_t d = 0, m = 0, i = 0;
  char b[32];
  for (;;) {  // stream order, instructions numbered (the assembler ignores the numbers)
    const uint64_t kd = d < p.decls.size() ? p.decls[d].token_index : UINT64_MAX;
    const uint64_t km = m < p.imms.size() ? p.imms[m].token_index : UINT64_MAX;
    const uint64_t ki = i < p.insns.size() ? p.insns[i].token_index : UINT64_MAX;
    if (d < p.decls.size() && kd <= km && kd <= ki) {
      s += "      " + disassemble(p.decls[d++]);
    } else if (m < p.imms.size() && km <= ki) {
      s += "      " + disassemble(p.imms[m++]);
    } else if (i < p.insns.size()) {
      std::snprintf(b, sizeof b, "  %2zu: ", i);
      s += b + disassemble(p.insns[i++]);
    } else {
      break;
    }
    s += "\n";
  }
  std::ostringstream os;
  os << "  inputs (an inputs file):\n";
  std::istringstream in(format_inputs(c));
  std::string line;
  while (std::getline(in, line)) os << "    " << line << "\n";
  return s + os.str();
}

// ---- vector files ------------------------------------------------------------------------------

namespace {

// One vector while it is read.
struct Pending {
  Item item;
  Seen seen;
  std::string asm_text;
  std::vector<size_t> asm_lines;  // file line of each asm line
  TokenWords words;
  bool has_asm = false, has_tokens = false;
  std::map<int, unsigned> expect_out;
  bool expect_kill = false, expect_status = false;
};

void finish_vector(const std::string& name, Pending& v, std::vector<Item>& items) {
  Case& c = v.item.txn;
  if (!v.has_asm && !v.has_tokens)
    throw InputError(name, v.item.expected.line, "program without 'asm' or 'tokens' lines");
  if (v.has_asm) {
    const AsmOutput a = assemble(v.asm_text);
    if (!a.ok) {
      const size_t at = a.error.line >= 1 && a.error.line <= v.asm_lines.size()
                            ? v.asm_lines[a.error.line - 1]
                            : v.item.expected.line;
      throw InputError(name, at,
                       "cannot assemble: " +
                           (a.error.column ? "column " + std::to_string(a.error.column) + ": "
                                           : std::string()) +
                           a.error.message);
    }
    c.tokens = a.tokens;
    const ParseResult pr = parse(c.tokens);
    if (!pr.ok()) throw InputError(name, v.item.expected.line, "assembled stream does not parse");
    c.program = pr.program;
  } else {
    c.program = parse_or_fail(name, v.words);
    c.tokens = v.words.tokens;
  }
  v.item.origin = v.item.expected.line;
  items.push_back(std::move(v.item));
}

}  // namespace

std::vector<Item> read_vector_file(const std::string& path) {
  LineReader r(path, LineReader::kHashAnywhere);
  Tokens t;
  if (!r.next(t)) r.fail("empty file");
  if (t.size() != 3 || t[0] != "shaderhw-vectors" || t[1] != "1" || t[2] != "tgsi")
    r.fail("bad header: expected 'shaderhw-vectors 1 tgsi'");
  std::vector<Item> items;
  std::unique_ptr<Pending> v;
  while (r.next(t)) {
    if (t[0] == "program") {
      if (v) finish_vector(r.file(), *v, items);
      if (t.size() < 2) r.fail("expected 'program <name>'");
      v = std::make_unique<Pending>();
      v->item.txn.name = rest_of_line(t, 1);
      v->item.expected.present = true;
      v->item.expected.line = r.line();
      continue;
    }
    if (!v) r.fail("expected a vector to start with 'program <name>', got " + quote(t[0]));
    Case& c = v->item.txn;
    FileExpect& e = v->item.expected;
    if (t[0] == "asm") {
      if (v->has_tokens) r.fail("a program is given by 'asm' lines or 'tokens' lines, not both");
      v->has_asm = true;
      v->asm_text += (t.size() > 1 ? rest_of_line(t, 1) : std::string()) + "\n";
      v->asm_lines.push_back(r.line());
    } else if (t[0] == "tokens") {
      if (v->has_asm) r.fail("a program is given by 'asm' lines or 'tokens' lines, not both");
      if (t.size() < 2) r.fail("expected 'tokens <word>...'");
      v->has_tokens = true;
      const TokenWords w = read_token_words(r.file(), rest_of_line(t, 1), r.line());
      v->words.tokens.insert(v->words.tokens.end(), w.tokens.begin(), w.tokens.end());
      v->words.line.insert(v->words.line.end(), w.line.begin(), w.line.end());
    } else if (t[0] == "expect") {
      if (t.size() < 2) r.fail("expected 'expect OUT[i] <pixel> x y z w | kill <mask> | status <name>'");
      int index;
      if (reg_token(r, t[1], "OUT", kOutputs, index)) {
        want_fields(r, t, 7, "expect OUT[i] <p0..p3|*> x y z w");
        const unsigned px = pixels(r, t[2]);
        if (v->expect_out[index] & px)
          r.fail("expect " + std::string(t[1]) + " " + std::string(t[2]) + ": given twice");
        v->expect_out[index] |= px;
        for (int k = 0; k < 4; ++k) {
          const uint32_t val = value(r, t[3 + k]);
          for (int l = 0; l < kLanes; ++l)
            if (px >> l & 1) e.out[index].v[k][l] = val;
        }
      } else if (t[1] == "kill") {
        want_fields(r, t, 3, "expect kill <lane mask 0..15>");
        if (v->expect_kill) r.fail("expect kill given twice");
        v->expect_kill = true;
        e.kill = static_cast<uint8_t>(parse_small(r, t[2], 16, "kill mask"));
      } else if (t[1] == "status") {
        want_fields(r, t, 3, "expect status OK|STEP_LIMIT|LOOP_LIMIT|CALL_DEPTH");
        if (v->expect_status) r.fail("expect status given twice");
        v->expect_status = true;
        if (!status_of_name(t[2], e.status))
          r.fail("unknown status " + quote(t[2]) + " (OK STEP_LIMIT LOOP_LIMIT CALL_DEPTH)");
      } else {
        r.fail("unknown expectation " + quote(t[1]) + " (known: OUT[i] kill status)");
      }
    } else if (!input_line(r, t, c, v->seen)) {
      r.fail("unknown line " + quote(t[0]) + " (program, asm, tokens, " + kInputKeys +
             ", expect)");
    }
  }
  if (v) finish_vector(r.file(), *v, items);
  if (items.empty()) throw InputError(r.file(), r.line(), "no vectors: nothing to check");
  return items;
}

std::string format_vector(const Item& item) {
  const Case& c = item.txn;
  std::ostringstream os;
  os << "program " << c.name << "\n";
  const std::string text = disassemble(c.program);
  const AsmOutput back = assemble(text);
  if (back.ok && back.tokens == c.tokens) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) os << "asm " << line << "\n";
  } else {  // a stream the text form does not reproduce token for token
    for (size_t i = 0; i < c.tokens.size(); i += 8) {
      os << "tokens";
      for (size_t k = i; k < c.tokens.size() && k < i + 8; ++k) os << " " << hex8(c.tokens[k]);
      os << "\n";
    }
  }
  os << format_inputs(c);
  const GoldenRun& g = item.gold;
  if (g.executable) {
    const uint32_t decl = declared_outputs(c.program);
    for (int i = 0; i < kOutputs; ++i)
      quad_lines(os, "expect OUT[" + std::to_string(i) + "]", g.end.out[i], decl >> i & 1);
    if (g.end.kill) os << "expect kill " << int{g.end.kill} << "\n";
    if (g.result.status != ExecStatus::OK)
      os << "expect status " << status_name(g.result.status) << "\n";
  } else {
    os << "# not executable by the golden model: " << g.refusal << "\n";
  }
  os << "\n";
  return os.str();
}

}  // namespace shaderhw::tgsi
