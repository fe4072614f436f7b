// Rogue assembler (asm.h; syntax: docs/rogue.md 10). Each op element is parsed into the field
// values of its layout; the component encoder (pick_variant/write_component) chooses the form and
// places the bits from the generated tables; the group code orders the components, computes DA,
// LENGTH and the padding (docs/rogue.md 1.2-1.8).
#include "rogue/asm.h"

#include <array>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <map>
#include <stdexcept>

namespace shaderhw::rogue {

// ---- The component encoder (shared with the disassembler's form notes) ---------------------------

namespace {

namespace L = gen::lay;

// Fields a form's conditions test and that neither the layout's select nor an operation's match
// fixes: the encoder sets them to whatever the chosen form needs.
void free_selectors(int layout, const int16_t* ops, bool* free_sel) {
  const gen::Layout& lay = gen::LAYOUTS[layout];
  bool constrained[kMaxFields] = {};
  auto mark = [&](uint16_t alt0, uint8_t nalt) {
    for (int a = 0; a < nalt; ++a) {
      const gen::Alt& alt = gen::ALTS[alt0 + a];
      for (int k = 0; k < alt.ncond; ++k) constrained[gen::CONDS[alt.cond0 + k].field] = true;
    }
  };
  mark(lay.select_alt0, lay.select_nalt);
  for (int u = 0; u < kMaxUnits; ++u)
    if (ops && ops[u] >= 0) mark(gen::OPS[ops[u]].alt0, gen::OPS[ops[u]].nalt);
  for (int k = 0; k < kMaxFields; ++k) free_sel[k] = false;
  for (int v = 0; v < lay.nvariants; ++v) {
    const gen::Variant& var = gen::VARIANTS[lay.variant0 + v];
    for (int a = 0; a < var.nalt; ++a) {
      const gen::Alt& alt = gen::ALTS[var.alt0 + a];
      for (int k = 0; k < alt.ncond; ++k) {
        const uint8_t fld = gen::CONDS[alt.cond0 + k].field;
        if (!constrained[fld]) free_sel[fld] = true;
      }
    }
  }
}

unsigned piece_bits(const gen::VarField& vf) {
  unsigned w = 0;
  for (int p = 0; p < vf.npieces; ++p) w += gen::PIECES[vf.piece0 + p].msb - gen::PIECES[vf.piece0 + p].lsb + 1u;
  return w;
}

// The first alternative of a form's condition that the non-free fields satisfy, or -1.
int satisfiable_alt(const gen::Variant& var, const uint32_t* f, const bool* free_sel) {
  for (int a = 0; a < var.nalt; ++a) {
    const gen::Alt& alt = gen::ALTS[var.alt0 + a];
    bool ok = true;
    for (int k = 0; k < alt.ncond && ok; ++k) {
      const gen::Cond& c = gen::CONDS[alt.cond0 + k];
      if (!free_sel[c.field]) ok = f[c.field] < 64 && ((c.values >> f[c.field]) & 1u);
    }
    if (ok) return a;
  }
  return -1;
}

}  // namespace

int pick_variant(int layout, const int16_t* ops, const uint32_t* f, int min_refs, int forced) {
  const gen::Layout& lay = gen::LAYOUTS[layout];
  bool free_sel[kMaxFields];
  free_selectors(layout, ops, free_sel);
  const int b_idx = min_refs >= 2 ? field_index(layout, "B_IDX") : -1;
  const int c_idx = min_refs >= 3 ? field_index(layout, "C_IDX") : -1;
  int best = -1;
  for (int v = 0; v < lay.nvariants; ++v) {
    if (forced >= 0 && v != forced) continue;
    const gen::Variant& var = gen::VARIANTS[lay.variant0 + v];
    if (satisfiable_alt(var, f, free_sel) < 0) continue;
    bool fits = true;
    for (int k = 0; k < lay.nfields && fits; ++k) {
      if (free_sel[k]) continue;
      const gen::VarField& vf = gen::VAR_FIELDS[var.vfield0 + k];
      if (vf.npieces == 0)
        fits = f[k] == vf.implied;
      else
        fits = piece_bits(vf) >= 32 || f[k] < (1u << piece_bits(vf));
    }
    if (b_idx >= 0 && gen::VAR_FIELDS[var.vfield0 + b_idx].npieces == 0) fits = false;
    if (c_idx >= 0 && gen::VAR_FIELDS[var.vfield0 + c_idx].npieces == 0) fits = false;
    if (fits && (best < 0 || var.bytes < gen::VARIANTS[lay.variant0 + best].bytes)) best = v;
  }
  return best;
}

void write_component(int layout, int variant, const int16_t* ops, uint32_t* f, std::vector<uint8_t>& out) {
  const gen::Layout& lay = gen::LAYOUTS[layout];
  const gen::Variant& var = gen::VARIANTS[lay.variant0 + variant];
  bool free_sel[kMaxFields];
  free_selectors(layout, ops, free_sel);
  const int a = satisfiable_alt(var, f, free_sel);
  if (a >= 0) {
    const gen::Alt& alt = gen::ALTS[var.alt0 + a];
    for (int k = 0; k < alt.ncond; ++k) {
      const gen::Cond& c = gen::CONDS[alt.cond0 + k];
      if (free_sel[c.field] && !(f[c.field] < 64 && ((c.values >> f[c.field]) & 1u))) {
        uint32_t v = 0;
        while (!((c.values >> v) & 1u)) ++v;
        f[c.field] = v;
      }
    }
  }
  const size_t base = out.size();
  out.resize(base + var.bytes, 0);
  for (int k = 0; k < lay.nfields; ++k) {
    const gen::VarField& vf = gen::VAR_FIELDS[var.vfield0 + k];
    unsigned left = piece_bits(vf);
    for (int p = 0; p < vf.npieces; ++p) {
      const gen::Piece& pc = gen::PIECES[vf.piece0 + p];
      const unsigned w = pc.msb - pc.lsb + 1u;
      left -= w;
      const uint32_t bits = (f[k] >> left) & ((1u << w) - 1u);
      out[base + pc.byte] = static_cast<uint8_t>(out[base + pc.byte] | (bits << pc.lsb));
    }
  }
}

bool encode_component(int layout, const uint32_t* f_in, const int16_t* ops, int min_refs, int forced,
                      std::vector<uint8_t>& out, std::string& error) {
  uint32_t f[kMaxFields];
  std::memcpy(f, f_in, sizeof f);
  const int v = pick_variant(layout, ops, f, min_refs, forced);
  if (v < 0) {
    error = std::string("no form of ") + gen::LAYOUTS[layout].name + " holds these values";
    return false;
  }
  write_component(layout, v, ops, f, out);
  return true;
}

// ---- Parsing ---------------------------------------------------------------------------------------

namespace {

struct AsmError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
[[noreturn]] void fail(const std::string& what) { throw AsmError(what); }

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

std::vector<std::string> split(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  size_t a = 0;
  for (;;) {
    const size_t b = s.find(sep, a);
    out.push_back(trim(s.substr(a, b == std::string::npos ? std::string::npos : b - a)));
    if (b == std::string::npos) break;
    a = b + sep.size();
  }
  return out;
}

// "s0.abs.neg" -> base "s0", modifiers {abs, neg}.
struct Tok {
  std::string base;
  std::vector<std::string> mods;
  std::string text;
  bool take(const char* m) {
    for (size_t k = 0; k < mods.size(); ++k)
      if (mods[k] == m) {
        mods.erase(mods.begin() + static_cast<long>(k));
        return true;
      }
    return false;
  }
  // Takes an element select ".eN" (N < limit), -1 when absent.
  int take_elem(int limit = 4) {
    for (size_t k = 0; k < mods.size(); ++k)
      if (mods[k].size() == 2 && mods[k][0] == 'e' && mods[k][1] >= '0' && mods[k][1] < '0' + limit) {
        const int e = mods[k][1] - '0';
        mods.erase(mods.begin() + static_cast<long>(k));
        return e;
      }
    return -1;
  }
  void done() const {
    if (!mods.empty()) fail("unknown modifier '." + mods.front() + "' in '" + text + "'");
  }
};

Tok tok(const std::string& s) {
  Tok t;
  t.text = s;
  const std::vector<std::string> parts = split(s, ".");
  t.base = parts[0];
  t.mods.assign(parts.begin() + 1, parts.end());
  return t;
}

uint32_t number(const std::string& s) {
  if (s.empty()) fail("missing number");
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 0);
  if (*end || v < 0 || v > 0xFFFFFFFFll) fail("'" + s + "' is not a number");
  return static_cast<uint32_t>(v);
}

int enum_code(int enum_id, const std::string& name) {
  const gen::EnumInfo& e = gen::ENUMS[enum_id];
  for (int v = 0; v < (1 << e.width); ++v)
    if (e.asm_names[v] && name == e.asm_names[v]) return v;
  return -1;
}

// Takes the first modifier that is a code of the enumeration; `dflt` when none is.
uint32_t take_enum(Tok& t, int enum_id, int dflt) {
  for (size_t k = 0; k < t.mods.size(); ++k) {
    const int v = enum_code(enum_id, t.mods[k]);
    if (v >= 0) {
      t.mods.erase(t.mods.begin() + static_cast<long>(k));
      return static_cast<uint32_t>(v);
    }
  }
  if (dflt < 0) fail(std::string("'") + t.text + "' needs a ." + gen::ENUMS[enum_id].name + " code");
  return static_cast<uint32_t>(dflt);
}

uint32_t enum_arg(int enum_id, const std::string& s) {
  const int v = enum_code(enum_id, s);
  if (v < 0) fail("'" + s + "' is not a " + std::string(gen::ENUMS[enum_id].name) + " code");
  return static_cast<uint32_t>(v);
}

void expect(const std::string& got, const std::string& want) {
  if (got != want) fail("expected '" + want + "', got '" + got + "'");
}

bool parse_reg(const std::string& s, RegRef& r) {
  // The decimal number that fills `t` from position n.
  auto num_at = [](const std::string& t, size_t n, uint32_t& v) {
    if (t.size() <= n || t.size() - n > 5) return false;
    for (size_t k = n; k < t.size(); ++k)
      if (!std::isdigit(static_cast<unsigned char>(t[k]))) return false;
    v = static_cast<uint32_t>(std::strtoul(t.c_str() + n, nullptr, 10));
    return true;
  };
  auto num_after = [&](size_t n, uint32_t& v) { return num_at(s, n, v); };
  uint32_t v = 0;
  if (s == "idx0" || s == "idx1") {
    r = RegRef{static_cast<uint8_t>(s == "idx0" ? 6 : 7), 5};
    return true;
  }
  const size_t br = s.find('[');
  if (br != std::string::npos) {  // <sub-bank><k>[idxN]
    const std::string inner = s.substr(br + 1), head = s.substr(0, br);
    if (inner != "idx0]" && inner != "idx1]") return false;
    for (int sub = 0; sub < 8; ++sub) {
      const std::string pre = gen::SUBBANK_ASM[sub];
      // The longest prefix wins (cfa before cf).
      if (head.compare(0, pre.size(), pre) == 0 && num_at(head, pre.size(), v) &&
          !(pre == "cf" && head.compare(0, 3, "cfa") == 0) && v < 256) {
        r = RegRef{static_cast<uint8_t>(inner == "idx0]" ? 6 : 7), static_cast<uint16_t>(v << 3 | sub)};
        return true;
      }
    }
    return false;
  }
  static const struct {
    const char* pre;
    uint8_t bank;
  } kBanks[] = {{"cfa", 5}, {"cf", 3}, {"vi", 2}, {"sh", 4}, {"sc", 0}, {"sr", 0}, {"r", 1}};
  for (const auto& b : kBanks)
    if (s.compare(0, std::strlen(b.pre), b.pre) == 0 && num_after(std::strlen(b.pre), v) && v < 2048) {
      r = RegRef{b.bank, static_cast<uint16_t>(v)};
      return true;
    }
  for (const char* pre : {"o", "i"})
    if (s.compare(0, 1, pre) == 0 && num_after(1, v))
      for (unsigned k = 0; k < gen::SPECIAL_SIZE; ++k)
        if (gen::SPECIAL_KIND[k] == 2 && gen::SPECIAL_ASM[k] && std::strcmp(gen::SPECIAL_ASM[k], pre) == 0 &&
            gen::SPECIAL_NUM[k] == v) {
          r = RegRef{0, static_cast<uint16_t>(k)};
          return true;
        }
  return false;
}

RegRef reg_arg(const std::string& s) {
  RegRef r;
  if (!parse_reg(s, r)) fail("'" + s + "' is not a register");
  return r;
}

// ---- The group being assembled ---------------------------------------------------------------------

struct Spec {
  bool present = false;
  int layout = -1;
  std::array<uint32_t, kMaxFields> f{};
  std::array<int16_t, kMaxUnits> ops{{-1, -1, -1}};
  int forced = -1;
  void put(uint8_t k, uint32_t v) { f[k] = v; }
};

struct Ctx {
  std::array<Spec, gen::NUM_SLOTS> s;
  uint8_t cc = 0;
  bool end = false, atom = false, ext = false, olchk = false, miscctl = false;
  uint32_t rpt = 0;
  bool src_set[6] = {};
  RegRef src[6];
  int is0 = -1;
  int iss[6] = {-1, -1, -1, -1, -1, -1};  // IS1..IS5 by index
  bool w_set[2] = {};
  RegRef w[2];
  std::string form_lo, form_hi, form_dst;

  Spec& slot(Slot sl, int layout) {
    Spec& sp = s[static_cast<int>(sl)];
    if (sp.present && sp.layout != layout)
      fail(std::string("two ops for slot ") + gen::SLOT_NAMES[static_cast<int>(sl)]);
    if (!sp.present) {
      sp.present = true;
      sp.layout = layout;
    }
    return sp;
  }
  void set_iss(int k, int v) {
    if (iss[k] >= 0 && iss[k] != v) fail("is" + std::to_string(k) + " selected twice with different values");
    iss[k] = v;
  }
};

int op_index(const char* name) {
  for (unsigned o = 0; o < gen::NUM_OPS; ++o)
    if (std::strcmp(gen::OPS[o].name, name) == 0) return static_cast<int>(o);
  fail(std::string("no operation ") + name);
}

// Puts the operation into unit `unit` of the spec and the fields its match and the layout's select
// fix (the first value each allows, unless a parsed value already satisfies it).
void bind_op(Spec& sp, int op, int unit = -1) {
  const gen::OpInfo& o = gen::OPS[op];
  int16_t& slot_op = sp.ops[unit < 0 ? o.unit : unit];
  if (slot_op >= 0) fail(std::string("two ops for one unit of ") + gen::LAYOUTS[sp.layout].name);
  slot_op = static_cast<int16_t>(op);
  auto apply = [&](const gen::Alt& alt) {
    for (int k = 0; k < alt.ncond; ++k) {
      const gen::Cond& c = gen::CONDS[alt.cond0 + k];
      if (!((c.values >> sp.f[c.field]) & 1u)) {
        uint32_t v = 0;
        while (!((c.values >> v) & 1u)) ++v;
        sp.f[c.field] = v;
      }
    }
  };
  apply(gen::ALTS[o.alt0]);
  const gen::Layout& lay = gen::LAYOUTS[sp.layout];
  // The select alternative that agrees with the match (INT32_64 has two).
  for (int a = 0; a < lay.select_nalt; ++a) {
    const gen::Alt& alt = gen::ALTS[lay.select_alt0 + a];
    bool agrees = true;
    for (int k = 0; k < alt.ncond; ++k) {
      const gen::Cond& c = gen::CONDS[alt.cond0 + k];
      const gen::Alt& m = gen::ALTS[o.alt0];
      for (int j = 0; j < m.ncond; ++j)
        if (gen::CONDS[m.cond0 + j].field == c.field && !(gen::CONDS[m.cond0 + j].values & c.values)) agrees = false;
    }
    if (agrees) {
      apply(alt);
      break;
    }
  }
}

const char* const kUvswOps[8] = {"write", "emit", "cut", "emitcut", "endtask", "emitendtask", "writeemitendtask",
                                 nullptr};

uint32_t drc_arg(const std::string& s) {
  if (s == "drc0") return 0;
  if (s == "drc1") return 1;
  fail("'" + s + "' is not drc0 or drc1");
}
uint32_t count16_arg(const std::string& s) {
  const uint32_t v = number(s);
  if (v < 1 || v > 16) fail("count '" + s + "' is not 1..16");
  return v & 15;
}
uint32_t srcsel_arg(const std::string& s) { return enum_arg(gen::ENUM_SRCSEL, s); }

// ---- One op element ----------------------------------------------------------------------------------

struct Element {
  std::string mnem;
  std::vector<std::string> args;
};

Element element(const std::string& text) {
  Element e;
  const size_t sp = text.find(' ');
  e.mnem = text.substr(0, sp);
  if (sp != std::string::npos) e.args = split(text.substr(sp + 1), ", ");
  return e;
}

void nargs(const Element& e, size_t lo, size_t hi) {
  if (e.args.size() < lo || e.args.size() > hi)
    fail("'" + e.mnem + "' takes " + std::to_string(lo) + (lo == hi ? "" : ".." + std::to_string(hi)) +
         " operands, has " + std::to_string(e.args.size()));
}

// The main-ALU slot of an op from its result: ft0 P0, ft1 P1.
Slot ft_slot(const std::string& ft) {
  if (ft == "ft0") return Slot::P0;
  if (ft == "ft1") return Slot::P1;
  fail("'" + ft + "' is not ft0 or ft1");
}
void expect_src(const std::string& got, Slot slot, int k) {
  expect(got, "s" + std::to_string((slot == Slot::P1 ? 3 : 0) + k));
}

// Splits "fmad.lp.sat" into the operation (longest asm name that is a prefix at a '.') and the rest.
struct Cands {
  std::vector<int> ops;
  Tok rest;
};
Cands candidates(const std::string& mnem) {
  Cands c;
  size_t best = 0;
  for (unsigned o = 0; o < gen::NUM_OPS; ++o) {
    const std::string a = gen::OPS[o].asm_name;
    bool hit = mnem == a || (mnem.size() > a.size() && mnem.compare(0, a.size(), a) == 0 && mnem[a.size()] == '.');
    // smp1d/smp2d/smp3d and itrsmp1d..3d carry the dimension in the mnemonic.
    if ((a == "smp" || a == "itrsmp") && mnem.compare(0, a.size(), a) == 0 && mnem.size() >= a.size() + 2 &&
        std::isdigit(static_cast<unsigned char>(mnem[a.size()])))
      hit = true;
    if (!hit || a.size() < best) continue;
    if (a.size() > best) c.ops.clear();
    best = a.size();
    c.ops.push_back(static_cast<int>(o));
  }
  if (c.ops.empty()) fail("unknown op '" + mnem + "'");
  std::string rest = mnem.substr(best);
  if (!rest.empty() && rest[0] != '.') rest = "." + rest;  // the dimension of smp/itrsmp
  c.rest = tok("x" + rest);
  c.rest.text = mnem;
  return c;
}

void sop_operand(Spec& sp, int layout, char name, bool prod, const std::string& text) {
  Tok t = tok(text);
  char fld[16];
  auto put = [&](const char* suffix, uint32_t v) {
    std::snprintf(fld, sizeof fld, "%c_%s", name, suffix);
    const int k = field_index(layout, fld);
    if (k < 0) fail(std::string("no SOP operand ") + name);
    sp.put(static_cast<uint8_t>(k), v);
  };
  put("SRC", enum_arg(gen::ENUM_SOPSRC, t.base));
  const int e = t.take_elem();
  put("ELEM", e < 0 ? 0 : static_cast<uint32_t>(e));
  put("M1", t.take(prod ? "neg" : "oneminus"));
  put("ABS", t.take("abs"));
  put("M2", t.take(prod ? "flr" : "clamp"));
  t.done();
}

void parse_op(Ctx& cx, const std::string& text) {
  const Element e = element(text);
  Cands cd = candidates(e.mnem);
  Tok m = cd.rest;
  const gen::OpInfo& first = gen::OPS[cd.ops[0]];
  const std::string a0 = e.args.empty() ? "" : e.args[0];
  auto arg = [&](size_t k) { return k < e.args.size() ? e.args[k] : std::string(); };
  // Form note (docs/rogue.md 10.3): ".form<name>".
  int forced = -1;
  std::string form_name;
  for (size_t k = 0; k < m.mods.size(); ++k)
    if (m.mods[k].compare(0, 4, "form") == 0) {
      form_name = m.mods[k].substr(4);
      m.mods.erase(m.mods.begin() + static_cast<long>(k));
      break;
    }
  auto force = [&](Spec& sp) {
    if (form_name.empty()) return;
    const gen::Layout& lay = gen::LAYOUTS[sp.layout];
    for (int v = 0; v < lay.nvariants; ++v)
      if (form_name == gen::VARIANTS[lay.variant0 + v].name) forced = v;
    if (forced < 0) fail("no form '" + form_name + "' of " + lay.name);
    sp.forced = forced;
  };
  const int layout = first.layout;
  namespace G = gen;

  // Main ALU: FADD/FMUL (P0/P1 or the pack slot).
  if (layout == L::M_FADDMUL::LAYOUT_ID || layout == L::P2_FADDMUL::LAYOUT_ID) {
    const bool mul = first.cls == G::ExecUnit::FMUL;
    nargs(e, 3, 3);
    if (a0 == "ft2") {
      Spec& sp = cx.slot(Slot::P2PCK, L::P2_FADDMUL::LAYOUT_ID);
      namespace F = L::P2_FADDMUL;
      sp.put(F::LP, m.take("lp"));
      sp.put(F::SAT, m.take("sat"));
      Tok x = tok(arg(1)), y = tok(arg(2));
      cx.set_iss(3, enum_arg(G::ENUM_IS3SEL, x.base));
      sp.put(F::S0ABS, x.take("abs"));
      sp.put(F::S0NEG, x.take("neg"));
      expect(y.base, "fte");
      sp.put(F::S1ABS, y.take("abs"));
      x.done(), y.done(), m.done();
      bind_op(sp, op_index(mul ? "FMUL_P2" : "FADD_P2"));
      force(sp);
      return;
    }
    const Slot sl = ft_slot(a0);
    Spec& sp = cx.slot(sl, L::M_FADDMUL::LAYOUT_ID);
    namespace F = L::M_FADDMUL;
    sp.put(F::LP, m.take("lp"));
    sp.put(F::SAT, m.take("sat"));
    Tok x = tok(arg(1)), y = tok(arg(2));
    expect_src(x.base, sl, 0);
    expect_src(y.base, sl, 1);
    sp.put(F::S0ABS, x.take("abs"));
    sp.put(F::S0NEG, x.take("neg"));
    sp.put(F::S0FLR, x.take("flr"));
    sp.put(F::S1ABS, y.take("abs"));
    x.done(), y.done(), m.done();
    bind_op(sp, op_index(mul ? "FMUL" : "FADD"));
    force(sp);
    return;
  }
  if (layout == L::M_FMAD::LAYOUT_ID) {
    nargs(e, 4, 4);
    const Slot sl = ft_slot(a0);
    Spec& sp = cx.slot(sl, layout);
    namespace F = L::M_FMAD;
    sp.put(F::LP, m.take("lp"));
    sp.put(F::SAT, m.take("sat"));
    Tok x = tok(arg(1)), y = tok(arg(2)), z = tok(arg(3));
    expect_src(x.base, sl, 0), expect_src(y.base, sl, 1), expect_src(z.base, sl, 2);
    sp.put(F::S0ABS, x.take("abs")), sp.put(F::S0NEG, x.take("neg"));
    sp.put(F::S1ABS, y.take("abs")), sp.put(F::S1NEG, y.take("neg"));
    sp.put(F::S2ABS, z.take("abs")), sp.put(F::S2NEG, z.take("neg")), sp.put(F::S2FLR, z.take("flr"));
    x.done(), y.done(), z.done(), m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::M_CPLX::LAYOUT_ID) {
    const bool sinc = cd.ops[0] == op_index("FSINC");
    nargs(e, sinc ? 3 : 2, sinc ? 3 : 2);
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_CPLX;
    Tok w = tok(a0);
    expect(w.base, "w0");
    if (w.take("f16")) {
      if (w.take_elem() != 0 || w.take_elem() != 1) fail("a binary16 result is written .f16.e0.e1");
      sp.put(F::DF16, 1);
    }
    w.done();
    if (sinc) expect(arg(1), "p0");
    Tok x = tok(arg(sinc ? 2 : 1));
    expect(x.base, "s0");
    if (x.take("f16")) {
      const int el = x.take_elem(2);
      if (el < 0) fail("a binary16 source names its half, .f16.e0 or .f16.e1");
      sp.put(F::SF16, 1), sp.put(F::SSEL, static_cast<uint32_t>(el));
    }
    sp.put(F::S0ABS, x.take("abs")), sp.put(F::S0NEG, x.take("neg"));
    x.done(), m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::M_MOVE::LAYOUT_ID) {
    nargs(e, 2, 2);
    const Slot sl = ft_slot(a0);
    Spec& sp = cx.slot(sl, layout);
    namespace F = L::M_MOVE;
    Tok x = tok(arg(1));
    expect_src(x.base, sl, 0);
    sp.put(F::S0NEG, x.take("neg")), sp.put(F::S0ABS, x.take("abs"));
    x.done(), m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::M_UNPCK::LAYOUT_ID) {
    nargs(e, 2, 2);
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_UNPCK;
    sp.put(F::FORMAT, take_enum(m, G::ENUM_PACKFMT, -1));
    sp.put(F::SCALE_RTZ, m.take("scale") | m.take("roundzero"));
    expect(a0, "ft0");
    Tok x = tok(arg(1));
    expect(x.base, "s0");
    const int el = x.take_elem();
    sp.put(F::ELEM, el < 0 ? 0 : static_cast<uint32_t>(el));
    x.done(), m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::M_RED::LAYOUT_ID) {
    nargs(e, 6, 6);
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_RED;
    if (m.take("cos")) sp.put(F::TYPE, 1);
    else if (!m.take("sin")) fail("fred needs .sin or .cos");
    sp.put(F::PART, m.take("partb"));
    expect(a0, "w0"), expect(arg(1), "w1");
    sp.put(F::PWEN, arg(2) == "p0");
    if (arg(2) != "p0") expect(arg(2), "_");
    const uint32_t iter = number(arg(3));
    if (iter > 7) fail("iteration count is 0..7");
    sp.put(F::ITER, iter);
    Tok x = tok(arg(4));
    expect(x.base, "s0");
    sp.put(F::S0NEG, x.take("neg")), sp.put(F::S0ABS, x.take("abs"));
    x.done(), m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::M_SOP::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_SOP;
    const gen::OpInfo& o = first;
    if (o.unit == 1) {  // the MOV part: sopmov w1, s3 / sopu8madmov w1, s0
      nargs(e, 2, 2);
      expect(a0, "w1");
      sp.put(F::MOVW1, 1);
      m.done();
      bind_op(sp, cd.ops[0], 1);
      return;
    }
    sp.put(F::ZABS, m.take("zabs")), sp.put(F::ZCLAMP, m.take("zclamp")), sp.put(F::U8OUT, m.take("u8out"));
    m.done();
    bind_op(sp, cd.ops[0], 0);
    const bool mad = sp.f[F::VAR] & 1;
    size_t k = 0;
    if (mad) {
      nargs(e, 16, 18);
      uint32_t clamp = 0;
      const char* outs[4] = {"w0.e0", "w0.e1", "w1.e0", "w1.e1"};
      for (int j = 0; j < 4; ++j, ++k) {
        Tok t = tok(arg(k));
        const bool cl = t.take("clamp");
        expect(t.text.substr(0, 5), outs[j]);
        if (t.text != std::string(outs[j]) + (cl ? ".clamp" : "")) fail("bad result operand '" + t.text + "'");
        clamp |= cl ? 1u << j : 0u;
      }
      sp.put(F::CLAMP, clamp);
      for (const char* t : {"AEV", "CGX", "BFW", "DHY"}) {
        sop_operand(sp, layout, t[0], true, arg(k++));
        sop_operand(sp, layout, t[1], false, arg(k++));
        sop_operand(sp, layout, t[2], true, arg(k++));
      }
      for (; k < e.args.size(); ++k) {
        for (const std::string& kv : split(e.args[k], " ")) {
          const size_t eq = kv.find('=');
          if (eq == std::string::npos) fail("bad SOP extra '" + kv + "'");
          const std::string key = kv.substr(0, eq), val = kv.substr(eq + 1);
          if (key == "jop") sp.put(F::JOP, enum_arg(G::ENUM_SOPOP, val));
          else if (key == "kop") sp.put(F::KOP, enum_arg(G::ENUM_SOPOP, val));
          else if (key == "jsel") sp.put(F::JSEL, number(val));
          else if (key == "ksel") sp.put(F::KSEL, number(val));
          else fail("bad SOP extra '" + kv + "'");
        }
      }
      return;
    }
    nargs(e, 12, 12);
    Tok j = tok(arg(0)), kk = tok(arg(1));
    if (j.base == "w0" && kk.base == "w1") {
      sp.put(F::RFMT, 2);
      if (!j.take("f32") || !kk.take("f32")) fail("F32 results are w0.f32.<j> and w1.f32.<k>");
    } else {
      expect(j.base, "w0"), expect(kk.base, "w0");
      const bool jhi = j.take("hi");
      if (!jhi && !j.take("lo")) fail("the j result is w0.lo.<sel> or w0.hi.<sel>");
      if (!kk.take(jhi ? "lo" : "hi")) fail("the k result takes the other half");
      sp.put(F::RFMT, jhi ? 1 : 0);
    }
    if (j.mods.size() != 1 || kk.mods.size() != 1) fail("result selects are j/a/b and k/c/d");
    sp.put(F::JSEL, enum_arg(G::ENUM_SOPJSEL, j.mods[0]));
    sp.put(F::KSEL, enum_arg(G::ENUM_SOPKSEL, kk.mods[0]));
    sop_operand(sp, layout, 'A', true, arg(2));
    sop_operand(sp, layout, 'E', false, arg(3));
    sp.put(F::JOP, enum_arg(G::ENUM_SOPOP, arg(4)));
    sop_operand(sp, layout, 'B', true, arg(5));
    sop_operand(sp, layout, 'F', false, arg(6));
    sop_operand(sp, layout, 'C', true, arg(7));
    sop_operand(sp, layout, 'G', false, arg(8));
    sp.put(F::KOP, enum_arg(G::ENUM_SOPOP, arg(9)));
    sop_operand(sp, layout, 'D', true, arg(10));
    sop_operand(sp, layout, 'H', false, arg(11));
    return;
  }
  if (layout == L::M_INT8_16::LAYOUT_ID) {
    nargs(e, 3, 4);
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_INT8_16;
    sp.put(F::SAT, m.take("sat"));
    expect(a0, "ft0");
    Tok x = tok(arg(1)), y = tok(arg(2));
    expect(x.base, "s0"), expect(y.base, "s1");
    sp.put(F::S0NEG, x.take("neg")), sp.put(F::S0ABS, x.take("abs"));
    int el = x.take_elem();
    sp.put(F::S0CH, el < 0 ? 0 : static_cast<uint32_t>(el));
    sp.put(F::S1ABS, y.take("abs"));
    el = y.take_elem();
    sp.put(F::S1CH, el < 0 ? 0 : static_cast<uint32_t>(el));
    if (e.args.size() == 4) {
      Tok z = tok(arg(3));
      if (z.base != "s2" && z.base != "_") fail("the third source is s2");
      sp.put(F::S2NEG, z.take("neg")), sp.put(F::S2ABS, z.take("abs"));
      el = z.take_elem(2);
      sp.put(F::S2CH, el < 0 ? 0 : static_cast<uint32_t>(el));
      z.done();
    }
    sp.put(F::EXT1, sp.f[F::S0CH] || sp.f[F::S1CH]);
    x.done(), y.done(), m.done();
    bind_op(sp, cd.ops[0]);
    sp.put(F::EXT0, sp.f[F::EXT1] || sp.f[F::SAT] || sp.f[F::S0NEG] || sp.f[F::S0ABS] || sp.f[F::S1ABS] ||
                        sp.f[F::S2NEG] || sp.f[F::S2ABS] || sp.f[F::S2CH]);
    force(sp);
    return;
  }
  if (layout == L::M_INT32_64::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::P0, layout);
    namespace F = L::M_INT32_64;
    bind_op(sp, cd.ops[0]);
    const bool wide = sp.f[F::OP] == 1 || sp.f[F::OP] == 3;
    nargs(e, wide ? 6 : 5, wide ? 6 : 5);
    expect(a0, "ft0");
    Tok x = tok(arg(1)), y = tok(arg(2)), z = tok(arg(3));
    expect(x.base, "s0"), expect(y.base, "s1"), expect(z.base, "s2");
    sp.put(F::S0NEG, x.take("neg")), sp.put(F::S0ABS, x.take("abs"));
    sp.put(F::S1NEG, y.take("neg")), sp.put(F::S1ABS, y.take("abs"));
    sp.put(F::S2NEG, z.take("neg")), sp.put(F::S2ABS, z.take("abs"));
    if (wide) expect(arg(4), "is0");
    const std::string cin = arg(wide ? 5 : 4);
    if (cin != "p0") expect(cin, "_");
    sp.put(F::CIN, cin == "p0");
    x.done(), y.done(), z.done(), m.done();
    force(sp);
    return;
  }
  if (layout == L::M_CVTFROMF64::LAYOUT_ID) {
    nargs(e, 3, 3);
    Spec& sp = cx.slot(Slot::P0, layout);
    sp.put(L::M_CVTFROMF64::FMT, take_enum(m, G::ENUM_CVTFMT, -1));
    expect(a0, "ft0"), expect(arg(1), "s0"), expect(arg(2), "s2");
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::P2_MOV::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::P2MOV, layout);
    namespace F = L::P2_MOV;
    const bool movc = cd.ops[0] == op_index("MOVC");
    Tok w = tok(a0);
    expect(w.base, "w0");
    uint32_t mask = 0;
    if (w.take("none")) {
      mask = 0;
    } else {
      for (int el; (el = w.take_elem()) >= 0;) mask |= 1u << el;
      if (!mask) mask = 15;
    }
    w.done();
    sp.put(F::MASKW0, mask);
    if (movc) {
      nargs(e, 5, 5);
      expect(arg(1), "w1"), expect(arg(2), "ftt");
      sp.put(F::MOVW0, enum_arg(G::ENUM_FTSEL, arg(3)));
      sp.put(F::MOVW1, enum_arg(G::ENUM_FTSEL, arg(4)));
    } else {
      nargs(e, 2, 3);
      sp.put(F::MOVW0, enum_arg(G::ENUM_FTSEL, arg(1)));
      if (e.args.size() == 3) sp.put(F::MOVW1, enum_arg(G::ENUM_FTSEL, arg(2)));
    }
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::P2_TST::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::P2TST, layout);
    namespace F = L::P2_TST;
    sp.put(F::TYPE, take_enum(m, G::ENUM_TSTTYPE, 0));
    const int el = m.take_elem();
    sp.put(F::ELEM, el < 0 ? 0 : static_cast<uint32_t>(el));
    m.done();
    const gen::OpInfo& o = first;
    const size_t n = 2 + ((o.reads & G::OPND_IS1) ? 1 : 0) + ((o.reads & G::OPND_IS2) ? 1 : 0);
    nargs(e, n, n);
    expect(a0, "ftt");
    if (arg(1) != "p0") expect(arg(1), "_");
    sp.put(F::PWEN, arg(1) == "p0");
    if (o.reads & G::OPND_IS1) cx.set_iss(1, static_cast<int>(enum_arg(G::ENUM_IS1SEL, arg(2))));
    if (o.reads & G::OPND_IS2) cx.set_iss(2, static_cast<int>(enum_arg(G::ENUM_IS2SEL, arg(3))));
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::P2_PCK::LAYOUT_ID) {
    nargs(e, 2, 2);
    Spec& sp = cx.slot(Slot::P2PCK, layout);
    namespace F = L::P2_PCK;
    sp.put(F::FORMAT, take_enum(m, G::ENUM_PACKFMT, -1));
    sp.put(F::SCALE, m.take("scale")), sp.put(F::RTZ, m.take("roundzero"));
    m.done();
    expect(a0, "ft2");
    cx.set_iss(3, static_cast<int>(enum_arg(G::ENUM_IS3SEL, arg(1))));
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::P2_CVT::LAYOUT_ID) {
    nargs(e, 3, 3);
    Spec& sp = cx.slot(Slot::P2PCK, layout);
    sp.put(L::P2_CVT::FMT, take_enum(m, G::ENUM_CVTFMT, -1));
    m.done();
    expect(a0, "ft0"), expect(arg(1), "ft2");
    cx.set_iss(3, static_cast<int>(enum_arg(G::ENUM_IS3SEL, arg(2))));
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::P2_GTA::LAYOUT_ID) {
    nargs(e, 8, 8);
    Spec& sp = cx.slot(Slot::P2PCK, layout);
    sp.put(L::P2_GTA::ARRAY, m.take("array"));
    m.done();
    expect(a0, "w0"), expect(arg(1), "w1");
    if (arg(2) != "p0") expect(arg(2), "_");
    sp.put(L::P2_GTA::PWEN, arg(2) == "p0");
    const char* rest[5] = {"s3", "s0", "s1", "s4", "s5"};
    for (int k = 0; k < 5; ++k) expect(arg(3 + k), rest[k]);
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }

  // Backend ops.
  if (layout == L::BE_UVSW_WI::LAYOUT_ID || layout == L::BE_UVSW_WR::LAYOUT_ID || layout == L::BE_UVSW_C::LAYOUT_ID) {
    int op = -1;
    for (int k = 0; k < 8; ++k)
      if (kUvswOps[k] && m.take(kUvswOps[k])) op = k;
    if (op < 0) fail("uvsw needs its op (.write, .emit, ...)");
    if (op == 0 || op == 6) {
      nargs(e, 2, 2);
      RegRef dummy;
      const bool reg = arg(1).size() == 2 && arg(1)[0] == 's' && !parse_reg(arg(1), dummy);
      const int lay = reg ? L::BE_UVSW_WR::LAYOUT_ID : L::BE_UVSW_WI::LAYOUT_ID;
      Spec& sp = cx.slot(Slot::BE, lay);
      if (a0 != "w0") expect(a0, "w1");
      if (reg) {
        sp.put(L::BE_UVSW_WR::UVSW_OP, static_cast<uint32_t>(op)), sp.put(L::BE_UVSW_WR::DSEL, a0 == "w1");
        sp.put(L::BE_UVSW_WR::SRC, srcsel_arg(arg(1)));
        bind_op(sp, op_index("UVSW_WRITE_REG"));
      } else {
        const uint32_t addr = number(arg(1));
        if (addr > 255) fail("a vertex-output address is 0..255");
        sp.put(L::BE_UVSW_WI::UVSW_OP, static_cast<uint32_t>(op)), sp.put(L::BE_UVSW_WI::DSEL, a0 == "w1");
        sp.put(L::BE_UVSW_WI::ADDR, addr);
        bind_op(sp, op_index("UVSW_WRITE_IMM"));
      }
      m.done();
      return;
    }
    nargs(e, 0, 1);
    Spec& sp = cx.slot(Slot::BE, L::BE_UVSW_C::LAYOUT_ID);
    namespace F = L::BE_UVSW_C;
    sp.put(F::UVSW_OP, static_cast<uint32_t>(op));
    sp.put(F::DSEL, m.take("w1"));
    if (!e.args.empty()) {
      const uint32_t st = number(a0);
      if (st > 3) fail("a stream id is 0..3");
      sp.put(F::IMM, 1), sp.put(F::STREAM, st);
    }
    m.done();
    bind_op(sp, op_index("UVSW_CTRL"));
    force(sp);
    return;
  }
  if (layout == L::BE_MSK::LAYOUT_ID) {
    nargs(e, 0, 1);
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_MSK;
    sp.put(F::MODE, take_enum(m, G::ENUM_MSKMODE, -1));
    if (!e.args.empty()) sp.put(F::SM, 1), sp.put(F::SRC, srcsel_arg(a0));
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_PHAS_R::LAYOUT_ID || layout == L::BE_PHAS_I::LAYOUT_ID) {
    nargs(e, 2, 3);
    const bool imm = e.args.size() == 3;
    Spec& sp = cx.slot(Slot::BE, imm ? L::BE_PHAS_I::LAYOUT_ID : L::BE_PHAS_R::LAYOUT_ID);
    sp.put(L::BE_PHAS_R::END, m.take("end"));
    sp.put(L::BE_PHAS_R::EXEADDR, srcsel_arg(a0));
    if (imm) {
      sp.put(L::BE_PHAS_I::RATE, enum_arg(G::ENUM_RATE, arg(1)));
      const uint32_t t = number(arg(2));
      if (t % 4 || t > 252) fail("the common-temporary count is a multiple of 4, at most 252");
      sp.put(L::BE_PHAS_I::TEMPS, t / 4);
      bind_op(sp, op_index("PHAS_IMM"));
    } else {
      sp.put(L::BE_PHAS_R::PARAM, srcsel_arg(arg(1)));
      bind_op(sp, op_index("PHAS_REG"));
    }
    m.done();
    force(sp);
    return;
  }
  if (layout == L::BE_SETL::LAYOUT_ID) {
    nargs(e, 1, 1);
    Spec& sp = cx.slot(Slot::BE, layout);
    if (a0 != "w0") expect(a0, "w1");
    sp.put(L::BE_SETL::RESSEL, a0 == "w1");
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_VISTEST::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_VISTEST;
    sp.put(F::IFB, m.take("ifb"));
    if (cd.ops[0] == op_index("ATST")) {
      nargs(e, 4, 4);
      if (a0 != "p0") expect(a0, "_");
      sp.put(F::PWEN, a0 == "p0");
      expect(arg(1), "s0"), expect(arg(2), "s1"), expect(arg(3), "s2");
    } else {
      nargs(e, 1, 1);
      sp.put(F::PWEN, m.take("pwen"));
      expect(a0, "w0");
    }
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_FITR::LAYOUT_ID) {
    const bool p = cd.ops[0] == op_index("FITRP");
    nargs(e, p ? 5 : 4, p ? 5 : 4);
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_FITR;
    sp.put(F::MODE, take_enum(m, G::ENUM_ITRMODE, -1));
    sp.put(F::SAT, m.take("sat"));
    expect(a0, "s3");
    sp.put(F::DRC, drc_arg(arg(1)));
    expect(arg(2), "s0");
    if (p) expect(arg(3), "s2");
    sp.put(F::COUNT, count16_arg(arg(p ? 4 : 3)));
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_EMIT::LAYOUT_ID) {
    nargs(e, 2, 2);
    Spec& sp = cx.slot(Slot::BE, layout);
    sp.put(L::BE_EMIT::FREEP, m.take("freep"));
    expect(a0, "s0"), expect(arg(1), "s2");
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_IDF::LAYOUT_ID) {
    nargs(e, 2, 2);
    Spec& sp = cx.slot(Slot::BE, layout);
    sp.put(L::BE_IDF::DRC, drc_arg(a0));
    sp.put(L::BE_IDF::ADDR, srcsel_arg(arg(1)));
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_LD::LAYOUT_ID) {
    nargs(e, 4, 4);
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_LD;
    sp.put(F::CACHE, take_enum(m, G::ENUM_CACHE_LD, 0));
    sp.put(F::SLC, take_enum(m, G::ENUM_SLC, 0));
    expect(a0, "s3");
    sp.put(F::DRC, drc_arg(arg(1)));
    const bool reg = !arg(2).empty() && arg(2)[0] == 's';
    sp.put(F::NOTIMMBL, reg);
    sp.put(F::BURST, reg ? srcsel_arg(arg(2)) : count16_arg(arg(2)));
    sp.put(F::EXT, !reg || sp.f[F::SLC] != 0);
    sp.put(F::ADDR, srcsel_arg(arg(3)));
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_ST::LAYOUT_ID) {
    nargs(e, 6, 6);
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_ST;
    const bool tiled = m.take("tiled");
    sp.put(F::CACHE, take_enum(m, G::ENUM_CACHE_ST, 0));
    sp.put(F::SLC, take_enum(m, G::ENUM_SLC, 0));
    sp.put(F::DATA, srcsel_arg(a0));
    sp.put(F::DSIZE, enum_arg(G::ENUM_DSIZE, arg(1)));
    sp.put(F::DRC, drc_arg(arg(2)));
    const bool reg = !arg(3).empty() && arg(3)[0] == 's';
    sp.put(F::IMMBL, !reg);
    sp.put(F::BURST, reg ? srcsel_arg(arg(3)) : count16_arg(arg(3)));
    sp.put(F::ADDR, srcsel_arg(arg(4)));
    const bool ext = arg(5) != "_";
    sp.put(F::EXT, ext);
    sp.put(F::NOTTILED, !tiled);
    sp.put(F::MASK, ext ? srcsel_arg(arg(5)) : 7);
    if (!ext && (tiled || sp.f[F::SLC])) fail("a tiled store or an SLC mode needs the coverage-mask operand");
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_SMP::LAYOUT_ID) {
    nargs(e, 7, 7);
    Spec& sp = cx.slot(Slot::BE, layout);
    namespace F = L::BE_SMP;
    sp.put(F::DIM, take_enum(m, G::ENUM_DIM, -1));
    const struct {
      const char* mod;
      uint8_t field;
    } kFlags[] = {{"fcnorm", F::FCNORM},   {"proj", F::PROJ},         {"nncoords", F::NNCOORDS},
                  {"pplod", F::PPLOD},     {"tao", F::TAO},           {"soo", F::SOO},
                  {"sno", F::SNO},         {"wrt", F::WRT},           {"array", F::ARRAY},
                  {"integer", F::INTEGER}, {"comparison", F::COMPARISON}, {"schedswap", F::SCHEDSWAP},
                  {"direct", F::DIRECT},   {"f16", F::F16},           {"f16in", F::F16IN}};
    for (const auto& fl : kFlags) sp.put(fl.field, m.take(fl.mod));
    sp.put(F::LODM, take_enum(m, G::ENUM_LODM, 0));
    sp.put(F::SBMODE, take_enum(m, G::ENUM_SBMODE, 0));
    sp.put(F::SLC, take_enum(m, G::ENUM_SLC, 0));
    sp.put(F::CACHE, take_enum(m, sp.f[F::WRT] ? G::ENUM_CACHE_ST : G::ENUM_CACHE_LD, 0));
    sp.put(F::DRC, drc_arg(a0));
    expect(arg(1), "s0"), expect(arg(2), "s1"), expect(arg(3), "s2");
    if (arg(4) != "_") expect(arg(4), "s3");
    if ((arg(4) == "s3") != (sp.f[F::LODM] != 0)) fail("s3 is read exactly when the LOD mode is not normal");
    expect(arg(5), "s4");
    const uint32_t chan = number(arg(6));
    if (chan < 1 || chan > 4) fail("channels are 1..4");
    sp.put(F::CHAN, chan - 1);
    const bool b4 = sp.f[F::DIRECT] || sp.f[F::F16IN] || sp.f[F::COMPARISON] || sp.f[F::INTEGER] || sp.f[F::ARRAY];
    const bool b3 = b4 || sp.f[F::SLC] || sp.f[F::F16] || sp.f[F::SCHEDSWAP] || sp.f[F::CACHE] || sp.f[F::WRT];
    const bool b2 = b3 || sp.f[F::PPLOD] || sp.f[F::PROJ] || sp.f[F::SBMODE] || sp.f[F::NNCOORDS] || sp.f[F::SNO] ||
                    sp.f[F::SOO] || sp.f[F::TAO];
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    const int v = sp.forced >= 0 ? sp.forced : b4 ? 3 : b3 ? 2 : b2 ? 1 : 0;
    sp.put(F::EXTA, v >= 1), sp.put(F::EXTB, v >= 2), sp.put(F::EXTC, v >= 3);
    return;
  }
  if (layout == L::BE_ATOMIC::LAYOUT_ID) {
    nargs(e, 3, 3);
    Spec& sp = cx.slot(Slot::BE, layout);
    sp.put(L::BE_ATOMIC::AOP, take_enum(m, G::ENUM_ATOMOP, -1));
    sp.put(L::BE_ATOMIC::DEST, srcsel_arg(a0));
    sp.put(L::BE_ATOMIC::DRC, drc_arg(arg(1)));
    sp.put(L::BE_ATOMIC::DATA, srcsel_arg(arg(2)));
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }
  if (layout == L::BE_TESSW::LAYOUT_ID) {
    nargs(e, 2, 2);
    Spec& sp = cx.slot(Slot::BE, layout);
    if (!m.take("write")) fail("tessw has only .write");
    if (a0 != "w0") expect(a0, "w1");
    sp.put(L::BE_TESSW::DSEL, a0 == "w1");
    const uint32_t addr = number(arg(1));
    if (addr > 255) fail("a tessellator address is 0..255");
    sp.put(L::BE_TESSW::ADDR, addr);
    m.done();
    bind_op(sp, cd.ops[0]);
    force(sp);
    return;
  }

  // Bitwise ops: the unit comes from the result operand.
  if (layout == L::BW_P0::LAYOUT_ID || layout == L::BW_P1::LAYOUT_ID || layout == L::BW_P2::LAYOUT_ID) {
    m.done();
    if (a0 == "ft0") {  // bit-mask unit: byp/msk ft0, ft1, s0, s1|imm
      nargs(e, 4, 4);
      Spec& sp = cx.slot(Slot::BW0, L::BW_P0::LAYOUT_ID);
      expect(arg(1), "ft1"), expect(arg(2), "s0");
      if (arg(3) == "s1") {
        bind_op(sp, op_index(e.mnem == "msk" ? "MSK" : "BYP_BM"), 0);
      } else {
        if (e.mnem != "byp") fail("an immediate goes with byp");
        const std::string h = arg(3);
        if (h.size() != 6 && h.size() != 10) fail("an immediate is 0x + 4 (16-bit) or 8 (32-bit) hex digits");
        sp.put(L::BW_P0::IMM, number(h));
        bind_op(sp, op_index(h.size() == 6 ? "BYP_IMM16" : "BYP_IMM32"), 0);
      }
      sp.put(L::BW_P0::PH0, 1);
      return;
    }
    if (a0 == "ft2") {  // shift1 unit
      Spec& sp = cx.slot(Slot::BW0, L::BW_P0::LAYOUT_ID);
      const std::string n = e.mnem;
      const char* name = n == "byp" ? "BYP_S1" : n == "shfl" ? "SHFL" : n == "rev" ? "REV" : n == "lsl" ? "LSL_S1" : nullptr;
      if (!name) fail("'" + n + "' has no shift1 form");
      const bool two = n == "shfl" || n == "lsl";
      nargs(e, two ? 3 : 2, two ? 3 : 2);
      expect(arg(1), "s2");
      if (two) expect(arg(2), "s1");
      bind_op(sp, op_index(name), 1);
      sp.put(L::BW_P0::PH0, 1);
      return;
    }
    if (a0 == "ft3") {  // count unit
      nargs(e, 2, 2);
      Spec& sp = cx.slot(Slot::BW0, L::BW_P0::LAYOUT_ID);
      const std::string n = e.mnem;
      const char* name = n == "cbs" ? "CBS" : n == "ftb" ? "FTB" : n == "byp" ? "BYP_CNT" : n == "ftb_shi" ? "FTB_SHI"
                         : n == "ftb_msb" ? "FTB_MSB" : nullptr;
      if (!name) fail("'" + n + "' has no count form");
      if (arg(1) != "s2") expect(arg(1), "ft2");
      sp.put(L::BW_P0::CSRC, arg(1) == "ft2");
      bind_op(sp, op_index(name), 2);
      sp.put(L::BW_P0::PH0, 1);
      return;
    }
    if (a0 == "ft4") {  // logical unit
      Spec& sp = cx.slot(Slot::BW1, L::BW_P1::LAYOUT_ID);
      if (e.mnem == "byp" && e.args.size() == 2) {
        expect(arg(1), "ft1");
      } else {
        nargs(e, 5, 5);
        if (arg(1) != "_") expect(arg(1), "ft1");
        expect(arg(2), "ft2");
        if (arg(3) != "_") expect(arg(3), "ft1.invert");
        expect(arg(4), "s3");
        sp.put(L::BW_P1::MSKA, arg(1) == "ft1"), sp.put(L::BW_P1::MSKB, arg(3) != "_");
      }
      const std::string n = e.mnem;
      bind_op(sp, n == "byp" ? op_index("BYP_LOGIC") : cd.ops[0]);
      return;
    }
    if (a0 == "ft5") {  // shift2 unit
      Spec& sp = cx.slot(Slot::BW2, L::BW_P2::LAYOUT_ID);
      int op = -1;
      for (int o : cd.ops)
        if (gen::OPS[o].layout == L::BW_P2::LAYOUT_ID && gen::OPS[o].unit == 0) op = o;
      if (op < 0) fail("'" + e.mnem + "' has no shift2 form");
      if (op == op_index("CPS")) {
        nargs(e, 4, 4);
        expect(arg(1), "p0"), expect(arg(2), "ft4"), expect(arg(3), "s4");
      } else {
        nargs(e, 3, 3);
        expect(arg(1), "ft4"), expect(arg(2), "s4");
      }
      bind_op(sp, op, 0);
      return;
    }
    if (a0 == "p0") {  // test unit
      nargs(e, 2, 2);
      Spec& sp = cx.slot(Slot::BW2, L::BW_P2::LAYOUT_ID);
      if (arg(1) != "ft5") expect(arg(1), "ft3");
      sp.put(L::BW_P2::TSRC, arg(1) == "ft3");
      bind_op(sp, cd.ops[0], 1);
      return;
    }
    fail("bitwise op '" + text + "' has an unknown result");
  }

  // Control ops.
  if (gen::LAYOUTS[layout].ctrlop >= 0) {
    Spec& sp = cx.slot(Slot::CTRL, layout);
    const std::string name = gen::OPS[cd.ops[0]].name;
    if (layout == L::C_BRANCH::LAYOUT_ID) {
      nargs(e, 1, 1);
      namespace F = L::C_BRANCH;
      sp.put(F::BPRED, take_enum(m, G::ENUM_BPRED, 0));
      uint32_t bytes;
      if (gen::OPS[cd.ops[0]].name[1] == 'A') {
        bytes = number(a0);
      } else {
        if (a0.empty() || (a0[0] != '+' && a0[0] != '-')) fail("a relative branch offset is +N or -N");
        const uint32_t mag = number(a0.substr(1));
        bytes = a0[0] == '-' ? 0u - mag : mag;
      }
      if (bytes & 1) fail("a branch offset is even");
      sp.put(F::OFFSET, bytes >> 1);
    } else if (layout == L::C_CND::LAYOUT_ID) {
      namespace F = L::C_CND;
      const Op op = static_cast<Op>(cd.ops[0]);
      size_t k = 0;
      if (op == Op::CNDST || op == Op::CNDEF || op == Op::CNDSM || op == Op::CNDLT)
        sp.put(F::PCND, enum_arg(G::ENUM_PCND, arg(k++)));
      expect(arg(k++), "w0");
      if (op == Op::CNDLT) expect(arg(k++), "p0");
      expect(arg(k++), "s0");
      if (op == Op::CNDSM || op == Op::CNDSETL_A || op == Op::CNDSETL_B) expect(arg(k++), "s2");
      if (op == Op::CNDST || op == Op::CNDEF || op == Op::CNDLT || op == Op::CNDEND) sp.put(F::ADJUST, number(arg(k++)));
      nargs(e, k, k);
    } else if (layout == L::C_MUTEX::LAYOUT_ID) {
      nargs(e, 1, 1);
      sp.put(L::C_MUTEX::MOP, take_enum(m, G::ENUM_MUTEXOP, -1));
      const uint32_t id = number(a0);
      if (id > 15) fail("a mutex id is 0..15");
      sp.put(L::C_MUTEX::ID, id);
    } else if (layout == L::C_SBO::LAYOUT_ID) {
      nargs(e, 1, 1);
      if (m.take("shared")) sp.put(L::C_SBO::TARGET, 1);
      else if (!m.take("coeff")) fail("sbo needs .coeff or .shared");
      const uint32_t off = number(a0);
      if (off > 255) fail("a base offset is 0..255");
      sp.put(L::C_SBO::OFFSET, off);
    } else if (layout == L::C_ITRSMP::LAYOUT_ID || layout == L::C_DITR::LAYOUT_ID) {
      const bool itr = layout == L::C_ITRSMP::LAYOUT_ID;
      auto coeff = [&](const std::string& s, uint8_t off_field, uint8_t idx_field) {
        Tok t = tok(s);
        if (t.base.compare(0, 2, "cf") != 0) fail("'" + s + "' is not a coefficient");
        const uint32_t v = number(t.base.substr(2));
        if (v % 4 || v > 252) fail("a coefficient offset is a multiple of 4, at most 252");
        sp.put(off_field, v / 4);
        sp.put(idx_field, take_enum(t, G::ENUM_IDXCTL, 0));
        t.done();
      };
      auto dest = [&](const std::string& s, uint8_t field) {
        if (s.empty() || s[0] != 'r') fail("'" + s + "' is not a temporary");
        const uint32_t v = number(s.substr(1));
        if (v > 255) fail("the destination is r0..r255");
        sp.put(field, v);
      };
      if (itr) {
        namespace F = L::C_ITRSMP;
        nargs(e, 9, 9);
        sp.put(F::DIM, take_enum(m, G::ENUM_DIM, -1));
        sp.put(F::MODE, take_enum(m, G::ENUM_ITRMODE, -1));
        sp.put(F::SAT, m.take("sat")), sp.put(F::PROJ, m.take("proj")), sp.put(F::FCNORM, m.take("fcnorm"));
        sp.put(F::NNCOORDS, m.take("nncoords")), sp.put(F::COMPARISON, m.take("comparison"));
        sp.put(F::F16, m.take("f16"));
        sp.put(F::SCHED, take_enum(m, G::ENUM_SCHED, 0));
        dest(a0, F::DEST);
        sp.put(F::PERSP, enum_arg(G::ENUM_PERSP, arg(1)));
        sp.put(F::DRC, drc_arg(arg(2)));
        coeff(arg(3), F::COEFF, F::COEFFIDX);
        for (int k = 0; k < 2; ++k) {
          const std::string s = arg(4 + k);
          if (s.compare(0, 2, "sh") != 0) fail("'" + s + "' is not a shared state register");
          const uint32_t v = number(s.substr(2));
          if (v % 4 || v > 252) fail("a state offset is a multiple of 4, at most 252");
          sp.put(k ? F::SMPSTATE : F::TEXSTATE, v / 4);
        }
        const uint32_t chan = number(arg(6));
        if (chan < 1 || chan > 4) fail("channels are 1..4");
        sp.put(F::CHAN, chan - 1);
        if (arg(7) != "_") {
          const uint32_t cnt = number(arg(7));
          if (cnt > 15) fail("count is 0..15");
          sp.put(F::COUNT, cnt);
        }
        coeff(arg(8), F::WCOEFF, F::WCOEFFIDX);
        force(sp);
        const bool b7 = sp.f[F::MODE] >= 2 || sp.f[F::COEFFIDX] || sp.f[F::WCOEFFIDX];
        const bool b6 = b7 || arg(7) != "_" || sp.f[F::COMPARISON];
        const int v = sp.forced >= 0 ? sp.forced : b7 ? 2 : b6 ? 1 : 0;
        sp.put(F::EXT5, v >= 1), sp.put(F::EXT6, v >= 2);
      } else {
        namespace F = L::C_DITR;
        nargs(e, 6, 6);
        sp.put(F::MODE, take_enum(m, G::ENUM_ITRMODE, -1));
        sp.put(F::SAT, m.take("sat")), sp.put(F::F16, m.take("f16"));
        sp.put(F::SCHED, take_enum(m, G::ENUM_SCHED, 0));
        dest(a0, F::DEST);
        sp.put(F::DRC, drc_arg(arg(1)));
        coeff(arg(2), F::COEFF, F::COEFFIDX);
        sp.put(F::COUNT, count16_arg(arg(3)));
        sp.put(F::PERSP, enum_arg(G::ENUM_PERSP, arg(4)));
        coeff(arg(5), F::WCOEFF, F::WCOEFFIDX);
      }
    } else if (name == "WDF") {
      nargs(e, 1, 1);
      cx.miscctl = drc_arg(a0) != 0;
    } else if (name == "SAVL") {
      nargs(e, 1, 1);
      expect(a0, "w0");
    } else {
      nargs(e, 0, 0);
    }
    m.done();
    bind_op(sp, cd.ops[0]);
    return;
  }
  if (layout == L::F64_OP::LAYOUT_ID) {
    Spec& sp = cx.slot(Slot::F64, layout);
    const gen::OpInfo& o = first;
    const size_t n = 4 + ((o.reads & G::OPND_S1) ? 2 : 0) + ((o.reads & G::OPND_S2) ? 2 : 0);
    nargs(e, n, n);
    const char* want[8] = {"w0", "w1", "s0", "s3", "s1", "s4", "s2", "s5"};
    for (size_t k = 0; k < n; ++k) expect(arg(k), want[k]);
    m.done();
    bind_op(sp, cd.ops[0]);
    return;
  }
  fail("op '" + e.mnem + "' cannot be assembled");
}

// ---- Declarations ----------------------------------------------------------------------------------

bool is_decl(const std::string& el) {
  const size_t eq = el.find('='), sp = el.find(' ');
  return eq != std::string::npos && (sp == std::string::npos || eq < sp);
}

void parse_decls(Ctx& cx, const std::string& el) {
  for (const std::string& d : split(el, ", ")) {
    const size_t eq = d.find('=');
    if (eq == std::string::npos) fail("'" + d + "' is not a declaration");
    const std::string k = d.substr(0, eq), v = d.substr(eq + 1);
    if (k.size() == 2 && k[0] == 's' && k[1] >= '0' && k[1] <= '5') {
      const int n = k[1] - '0';
      if (cx.src_set[n]) fail(k + " declared twice");
      cx.src_set[n] = true;
      cx.src[n] = reg_arg(v);
    } else if (k == "is0") {
      cx.is0 = static_cast<int>(enum_arg(gen::ENUM_IS0MUX, v));
    } else if (k.size() == 3 && k[0] == 'i' && k[1] == 's' && k[2] >= '1' && k[2] <= '5') {
      const int n = k[2] - '0';
      const int id = n == 1 ? gen::ENUM_IS1SEL : n == 2 ? gen::ENUM_IS2SEL : n == 3 ? gen::ENUM_IS3SEL : gen::ENUM_FTSEL;
      cx.set_iss(n, static_cast<int>(enum_arg(id, v)));
    } else if (k == "w0" || k == "w1") {
      const int n = k[1] - '0';
      if (cx.w_set[n]) fail(k + " declared twice");
      cx.w_set[n] = true;
      cx.w[n] = reg_arg(v);
    } else if (k == "lo") {
      cx.form_lo = v;
    } else if (k == "hi") {
      cx.form_hi = v;
    } else if (k == "dst") {
      cx.form_dst = v;
    } else {
      fail("unknown declaration '" + d + "'");
    }
  }
}

int variant_named(int layout, const std::string& name) {
  if (name.empty()) return -1;
  const gen::Layout& lay = gen::LAYOUTS[layout];
  for (int v = 0; v < lay.nvariants; ++v)
    if (name == gen::VARIANTS[lay.variant0 + v].name) return v;
  fail("no form '" + name + "' of " + lay.name);
}

void emit(const Spec& sp, int min_refs, std::vector<uint8_t>& out) {
  std::string err;
  if (!encode_component(sp.layout, sp.f.data(), sp.ops.data(), min_refs, sp.forced, out, err)) fail(err);
}

std::vector<uint8_t> assemble_text(const std::string& text, unsigned length) {
  Ctx cx;
  std::string rest = trim(text);
  // Condition and group flags (docs/rogue.md 10.3, item 1).
  for (const auto& [pre, cc] : {std::pair<const char*, uint8_t>{"if (p0) ", 1}, {"if (!p0) ", 3}, {"(ignorepe) ", 2},
                                {"if (p0)", 1}, {"if (!p0)", 3}, {"(ignorepe)", 2}})
    if (rest.compare(0, std::strlen(pre), pre) == 0) {
      cx.cc = cc;
      rest = trim(rest.substr(std::strlen(pre)));
      break;
    }
  for (;;) {
    const size_t sp = rest.find_first_of(" ;");
    const std::string w = rest.substr(0, sp);
    bool flag = true;
    if (w == "end") cx.end = true;
    else if (w == "atom") cx.atom = true;
    else if (w == "ext") cx.ext = true;
    else if (w == "olchk") cx.olchk = true;
    else if (w == "miscctl") cx.miscctl = true;
    else if (w == "rpt2" || w == "rpt3" || w == "rpt4") cx.rpt = static_cast<uint32_t>(w[3] - '1');
    else flag = false;
    if (!flag) break;
    // "end nop": a flag followed by an op. A lone word that is a flag but meant as an op does not
    // exist (no op is called end, atom, ...).
    rest = sp == std::string::npos ? std::string() : trim(rest.substr(sp));
    if (!rest.empty() && rest[0] == ';') rest = trim(rest.substr(1));
  }
  if (!rest.empty())
    for (const std::string& el : split(rest, "; ")) {
      if (el.empty()) fail("empty element");
      try {
        if (is_decl(el)) parse_decls(cx, el);
        else parse_op(cx, el);
      } catch (const AsmError& e) {
        fail("'" + el + "': " + e.what());
      }
    }

  // The ALU type from the ops.
  auto has = [&](Slot s) { return cx.s[static_cast<int>(s)].present; };
  AluType alu = AluType::MAIN;
  if (has(Slot::BW0) || has(Slot::BW1) || has(Slot::BW2)) alu = AluType::BITWISE;
  if (has(Slot::CTRL)) alu = AluType::CONTROL;
  if (has(Slot::F64)) alu = AluType::F64;
  const bool main_ops = has(Slot::P0) || has(Slot::P1) || has(Slot::P2MOV) || has(Slot::P2TST) || has(Slot::P2PCK) ||
                        has(Slot::BE);
  const int kinds = main_ops + (alu == AluType::BITWISE) + has(Slot::CTRL) + has(Slot::F64);
  if (kinds != 1) fail(kinds ? "ops of different ALU types in one group" : "a group needs an op");

  Spec hdr;
  hdr.present = true;
  hdr.layout = gen::SLOT_FIXED_LAYOUT[static_cast<int>(Slot::HDR)];
  namespace H = L::HDR;
  hdr.put(H::CC0, cx.cc & 1u);
  hdr.put(H::CC1, cx.cc >> 1);
  hdr.put(H::OLCHK, cx.olchk);
  hdr.put(H::W0P, cx.w_set[0]);
  hdr.put(H::W1P, cx.w_set[1]);
  hdr.put(H::ALUTYPE, static_cast<uint32_t>(alu));
  std::vector<uint8_t> ops;  // the op area
  uint32_t da_from_ops = 0;  // DA relative to the end of the header
  bool da_zero = false;      // a control group without maps and destination: DA = 0
  bool maps = true, iss = false;
  if (alu == AluType::CONTROL) {
    const Spec& c = cx.s[static_cast<int>(Slot::CTRL)];
    const gen::Layout& lay = gen::LAYOUTS[c.layout];
    hdr.put(H::CTRLOP, static_cast<uint32_t>(lay.ctrlop));
    const Op op = static_cast<Op>(c.ops[0]);
    if (op == Op::NOP) hdr.put(H::MISCCTL, cx.end);
    else if (cx.end) fail("end is a flag of NOP in a control group");
    if (op == Op::WDF || cx.miscctl) hdr.put(H::MISCCTL, cx.miscctl);
    if (cx.atom || cx.rpt || cx.ext) fail("control groups have no atom, rpt or ext");
    emit(c, 0, ops);
    maps = lay.maps;
    const bool dest = lay.dest == gen::Dest::W0;
    if (dest != cx.w_set[0] || cx.w_set[1]) fail(std::string(lay.name) + (dest ? " writes w0" : " writes no register"));
    da_from_ops = static_cast<uint32_t>(ops.size());
    da_zero = !maps && !dest;
  } else {
    hdr.put(H::END, cx.end);
    hdr.put(H::ATOM, cx.atom);
    hdr.put(H::RPT, cx.rpt);
    if (cx.miscctl) fail("miscctl is a flag of control groups");
    if (alu == AluType::BITWISE) {
      hdr.put(H::OPCNT, (has(Slot::BW0) ? 1u : 0u) | (has(Slot::BW1) ? 2u : 0u) | (has(Slot::BW2) ? 4u : 0u));
      for (Slot s : {Slot::BW2, Slot::BW1, Slot::BW0})
        if (has(s)) emit(cx.s[static_cast<int>(s)], 0, ops);
      da_from_ops = static_cast<uint32_t>(ops.size());
    } else if (alu == AluType::F64) {
      emit(cx.s[static_cast<int>(Slot::F64)], 0, ops);
      da_from_ops = static_cast<uint32_t>(ops.size());
    } else {
      iss = true;
      const bool p2 = has(Slot::P2MOV) || has(Slot::P2TST) || has(Slot::P2PCK);
      const uint8_t want = (has(Slot::P0) ? 1 : 0) | (has(Slot::P1) ? 2 : 0) | (p2 ? 4 : 0) | (has(Slot::BE) ? 8 : 0);
      int oporg = -1;
      for (int k = 0; k < 8; ++k)
        if (gen::OPORG_PHASES[k] == want) oporg = k;
      if (oporg < 0) fail("no OPORG has this combination of phases");
      hdr.put(H::OPORG, static_cast<uint32_t>(oporg));
      if (has(Slot::BE)) emit(cx.s[static_cast<int>(Slot::BE)], 0, ops);
      // P2END on the last of MOV/TST when no pack-slot op follows.
      Spec& mov = cx.s[static_cast<int>(Slot::P2MOV)];
      Spec& tst = cx.s[static_cast<int>(Slot::P2TST)];
      if (has(Slot::P2MOV)) mov.put(L::P2_MOV::P2END, !has(Slot::P2TST) && !has(Slot::P2PCK));
      if (has(Slot::P2TST)) tst.put(L::P2_TST::P2END, !has(Slot::P2PCK));
      for (Slot s : {Slot::P2MOV, Slot::P2TST, Slot::P2PCK})
        if (has(s)) emit(cx.s[static_cast<int>(s)], 0, ops);
      da_from_ops = static_cast<uint32_t>(ops.size());
      for (Slot s : {Slot::P1, Slot::P0})
        if (has(s)) emit(cx.s[static_cast<int>(s)], 0, ops);
      if (!(want & 3)) da_from_ops = static_cast<uint32_t>(ops.size());
    }
  }
  // Header form: brief when it can be (docs/rogue.md 1.2).
  const bool brief = alu == AluType::MAIN && !cx.ext && !cx.end && !cx.atom && !cx.rpt && cx.cc < 2;
  hdr.put(H::EXT, !brief);
  const int hdr_variant = variant_named(hdr.layout, brief ? "BRIEF" : alu == AluType::MAIN ? "MAIN"
                                                                 : alu == AluType::BITWISE ? "BITWISE"
                                                                 : alu == AluType::F64 ? "F64" : "CTRL");
  const uint32_t hdr_bytes = brief ? 2 : 3;

  std::vector<uint8_t> tail;  // maps, ISS, destination
  if (maps) {
    if (alu == AluType::CONTROL && !has(Slot::CTRL)) fail("internal");
    for (int m = 0; m < 2; ++m) {
      Spec mp;
      mp.present = true;
      mp.layout = gen::SLOT_FIXED_LAYOUT[static_cast<int>(m ? Slot::MAPHI : Slot::MAPLO)];
      int n = 0;
      for (int k = 0; k < 3; ++k) {
        if (!cx.src_set[m * 3 + k]) continue;
        n = k + 1;
        const RegRef& r = cx.src[m * 3 + k];
        const uint8_t bank[3] = {L::MAPLO::A_BANK, L::MAPLO::B_BANK, L::MAPLO::C_BANK};
        const uint8_t idx[3] = {L::MAPLO::A_IDX, L::MAPLO::B_IDX, L::MAPLO::C_IDX};
        mp.put(bank[k], r.bank);
        mp.put(idx[k], r.index);
      }
      for (int k = 0; k < n; ++k)
        if (!cx.src_set[m * 3 + k]) fail("s" + std::to_string(m * 3 + k) + " must be declared before s" + std::to_string(m * 3 + n - 1));
      if (m == 0 && cx.is0 > 0) mp.put(L::MAPLO::MUX, static_cast<uint32_t>(cx.is0));
      mp.forced = variant_named(mp.layout, m ? cx.form_hi : cx.form_lo);
      emit(mp, n, tail);
    }
  } else {
    for (int k = 0; k < 6; ++k)
      if (cx.src_set[k]) fail("this group has no source maps");
    if (cx.is0 > 0) fail("this group has no source maps");
  }
  if (iss) {
    Spec is;
    is.present = true;
    is.layout = gen::SLOT_FIXED_LAYOUT[static_cast<int>(Slot::ISS)];
    const uint8_t f[6] = {0, L::ISS::IS1, L::ISS::IS2, L::ISS::IS3, L::ISS::IS4, L::ISS::IS5};
    for (int k = 1; k <= 5; ++k)
      if (cx.iss[k] > 0) is.put(f[k], static_cast<uint32_t>(cx.iss[k]));
    emit(is, 0, tail);
  } else {
    for (int k = 1; k <= 5; ++k)
      if (cx.iss[k] >= 0) fail("only main-ALU groups have internal selectors");
  }
  if (cx.w_set[0] || cx.w_set[1]) {
    Spec d;
    d.present = true;
    if (cx.w_set[0] && cx.w_set[1]) {
      d.layout = gen::SLOT_FIXED_LAYOUT[static_cast<int>(Slot::DST2)];
      d.put(L::DST2::W0_BANK, cx.w[0].bank), d.put(L::DST2::W0_IDX, cx.w[0].index);
      d.put(L::DST2::W1_BANK, cx.w[1].bank), d.put(L::DST2::W1_IDX, cx.w[1].index);
    } else {
      d.layout = gen::SLOT_FIXED_LAYOUT[static_cast<int>(Slot::DST1)];
      const RegRef& r = cx.w[cx.w_set[0] ? 0 : 1];
      d.put(L::DST1::BANK, r.bank), d.put(L::DST1::IDX, r.index);
    }
    d.forced = variant_named(d.layout, cx.form_dst);
    emit(d, 0, tail);
  }

  // Length and padding (docs/rogue.md 1.8).
  const uint32_t n = hdr_bytes + static_cast<uint32_t>(ops.size() + tail.size());
  const uint32_t padded = n + (n & 1u);
  const uint32_t total = length ? length : padded;
  if (total > 32) fail("the group needs " + std::to_string(total) + " bytes, at most 32");
  if (total < padded) fail("the group needs " + std::to_string(padded) + " bytes, the listing says " + std::to_string(total));
  if (total & 1u) fail("a group length is even");
  hdr.put(H::LENGTH, (total / 2) & 15u);
  hdr.put(H::DA, da_zero ? 0 : da_from_ops + hdr_bytes);
  if (hdr.f[H::DA] > 15) fail("the decode-assist offset exceeds 15");
  hdr.forced = hdr_variant;
  std::vector<uint8_t> out;
  emit(hdr, 0, out);
  out.insert(out.end(), ops.begin(), ops.end());
  out.insert(out.end(), tail.begin(), tail.end());
  if (n & 1u) out.push_back(static_cast<uint8_t>(gen::PAD_WORD));
  if (total > padded) {
    const uint32_t a = total - padded;
    out.push_back(static_cast<uint8_t>(gen::PAD_ALIGN_BASE | (a / 2)));
    out.insert(out.end(), a - 1, static_cast<uint8_t>(gen::PAD_WORD));
  }
  return out;
}

}  // namespace

AsmResult assemble_group(const std::string& text, unsigned length) {
  try {
    return AsmResult::success(assemble_text(text, length));
  } catch (const AsmError& e) {
    return AsmResult::failure(e.what());
  }
}

AsmResult assemble_line(const std::string& line) {
  const std::string t = trim(line);
  const size_t colon = t.find(':');
  if (colon == std::string::npos || colon == 0) return AsmResult::failure("expected '<offset>: <length> <assembly>'");
  for (size_t k = 0; k < colon; ++k)
    if (!std::isxdigit(static_cast<unsigned char>(t[k]))) return AsmResult::failure("the offset is not hex");
  const std::string rest = trim(t.substr(colon + 1));
  size_t k = 0;
  while (k < rest.size() && std::isdigit(static_cast<unsigned char>(rest[k]))) ++k;
  if (k == 0) return AsmResult::failure("missing group length");
  const unsigned len = static_cast<unsigned>(std::strtoul(rest.c_str(), nullptr, 10));
  return assemble_group(rest.substr(k), len);
}

AsmResult assemble_listing(const std::string& text) {
  std::vector<uint8_t> out;
  int lineno = 0;
  size_t a = 0;
  while (a <= text.size()) {
    size_t b = text.find('\n', a);
    if (b == std::string::npos) b = text.size();
    std::string line = text.substr(a, b - a);
    ++lineno;
    a = b + 1;
    const size_t hash = line.find('#');
    if (hash != std::string::npos) line = line.substr(0, hash);
    if (trim(line).empty()) {
      if (b == text.size()) break;
      continue;
    }
    const AsmResult r = assemble_line(line);
    if (!r.ok) return AsmResult::failure("line " + std::to_string(lineno) + ": " + r.error);
    out.insert(out.end(), r.word.begin(), r.word.end());
    if (b == text.size()) break;
  }
  return AsmResult::success(out);
}

}  // namespace shaderhw::rogue
