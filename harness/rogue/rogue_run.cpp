// `shaderhw run/gen/bench --isa rogue` without Verilator: register file, golden expectation,
// vector files, comparison, coverage (rogue_run.h).
#include "rogue_run.h"

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <map>
#include <memory>
#include <sstream>
#include <unordered_map>

#include "core/field_diff.h"
#include "core/rng.h"
#include "core/text_input.h"
#include "core/vector_text.h"
#include "rogue/asm.h"
#include "rogue/disasm.h"
#include "rogue/execute.h"
#include "rogue_gen.h"

namespace shaderhw::rogue::run {
namespace {

namespace L = gen::lay;

// ---- Scope of the RTL (rtl/rogue/README.md "Main ALU": unsupported_o) --------------------------
// F64 groups, CONVERTFROMF64 and CONVERTTOF64 execute (rogue_f64, rogue_cvt_*), control groups in
// the core's rogue_cnd; GTA does not (its semantics are outside the model, docs/rogue.md 14.7).
std::string out_of_scope(const Group& g) {
  if (g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_GTA::LAYOUT_ID) return "GTA";
  return {};
}

bool is_cnd(const Group& g) { return g.alu == AluType::CONTROL && g.hdr(L::HDR::CTRLOP) == 3; }  // 6.2
bool is_savl(const Group& g) { return g.alu == AluType::CONTROL && g.hdr(L::HDR::CTRLOP) == 2; }
uint32_t cndinst(const Group& g) { return g.comp(Slot::CTRL).get(L::C_CND::CNDINST); }

bool cond_enabled(const Instance& in, uint8_t cc) {  // 1.2
  switch (cc) {
    case 0: return in.pe;
    case 1: return in.pe && in.p0;
    case 2: return true;
    default: return in.pe && !in.p0;
  }
}

RegRef advance(RegRef r, uint32_t k) {  // D68, as golden execute() advances references
  if (r.bank >= 1 && r.bank <= 5) r.index = static_cast<uint16_t>(r.index + k);
  else if (r.bank >= 6) r.index = static_cast<uint16_t>(r.index + (k << 3));
  return r;
}

struct Refs {  // execution k's register references (D68: UNPCK's S0 and PCK's W stay)
  bool unpck = false, pck = false;
  explicit Refs(const Group& g) {
    unpck = g.has(Slot::P0) && g.comp(Slot::P0).layout == L::M_UNPCK::LAYOUT_ID;
    pck = g.has(Slot::P2PCK) && g.comp(Slot::P2PCK).layout == L::P2_PCK::LAYOUT_ID;
  }
  RegRef src(const Group& g, int s, uint32_t k) const { return (unpck && s == 0) ? g.src[s] : advance(g.src[s], k); }
  RegRef dst(const Group& g, int w, uint32_t k) const { return pck ? g.w[w] : advance(g.w[w], k); }
};

// Register names (disasm's reg_name) back to references: banks 0..7, every index.
const std::unordered_map<std::string, RegRef>& reg_names() {
  static const std::unordered_map<std::string, RegRef> map = [] {
    std::unordered_map<std::string, RegRef> m;
    for (uint8_t b = 0; b < 8; ++b)
      for (uint32_t i = 0; i < (b == 0 ? gen::SPECIAL_SIZE : 2048u); ++i) {
        const RegRef r{b, static_cast<uint16_t>(i)};
        m.emplace(reg_name(r), r);
      }
    return m;
  }();
  return map;
}

bool is_constant(const RegRef& r) { return r.bank == 0 && r.index < gen::SPECIAL_SIZE && gen::SPECIAL_KIND[r.index] == 1; }

std::string hex8(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

}  // namespace

// ---- Register file and golden ----------------------------------------------------------------
Expected prepare(Txn& t) {
  Expected e;
  e.record = decode_group(t.bytes.data(), t.len, 0, DecodeOptions{t.pd});
  const Group& g = e.record;
  e.link = t.link;  // unchanged unless a group executes that sets it
  for (int x = 0; x < kCoreMaxExec; ++x)
    for (int l = 0; l < kCoreLanes; ++l) {
      for (int s = 0; s < 6; ++s) t.s[x][l][s] = 0;
      t.p0[x][l] = t.pe[x][l] = false;
    }
  if (g.illegal) return e;
  e.nexec = g.hdr(L::HDR::RPT) + 1;
  e.skip_reason = out_of_scope(g);
  // A quad is large (five banks of 2048 words per instance: 160 KB). Allocating three per group
  // and freeing them cost a third of a run's time in page faults (2026-11-28: 88 faults per
  // group); they are made once per thread and reset by copying a fresh one.
  struct Quads { Quad fresh, q0, before, after; };
  static thread_local const std::unique_ptr<Quads> quads = std::make_unique<Quads>();
  Quad& q0 = quads->q0;
  q0 = quads->fresh;
  q0.link = t.link;
  for (int l = 0; l < kCoreLanes; ++l) {
    q0.in[l].p0 = t.p0_init[l];
    q0.in[l].pe = t.pe_init[l];
  }
  for (const RegInit& r : t.regs)
    for (int l = 0; l < kCoreLanes; ++l) write_reg(q0.in[l], r.r, r.v[l]);
  const Refs refs(g);
  // State before execution k: golden's executions 0..k-1 (the group cut to k executions).
  auto run_first = [&](uint32_t k, Quad& q, ExecStatus* st) {
    q = q0;
    if (k == 0) return;
    Group gk = g;
    gk.comp(Slot::HDR).f[L::HDR::RPT] = k - 1;
    const ExecStatus s = execute(gk, q);
    if (st) *st = s;
  };
  Quad* before = &quads->before;
  Quad* after = &quads->after;
  run_first(0, *before, nullptr);
  for (uint32_t k = 0; k < e.nexec; ++k) {
    ExecStatus st;
    run_first(k + 1, *after, &st);
    if (!st.ok && e.skip_reason.empty()) e.skip_reason = "golden does not execute it: " + st.error;
    CoreExecOut& o = e.exec[k];
    for (int l = 0; l < kCoreLanes; ++l) {
      const Instance& b = before->in[l];
      const Instance& a = after->in[l];
      for (int s = 0; s < 6; ++s) t.s[k][l][s] = read_reg(b, refs.src(g, s, k));
      t.p0[k][l] = b.p0;
      t.pe[k][l] = b.pe;
      // CND* run on every instance whatever CC and PE (D65) and write W0 there, but CNDSETL.A
      // writes nothing (D66); the other control ops but SAVL write nothing (D61).
      const bool cnd = is_cnd(g);
      const bool en = cnd || cond_enabled(b, g.cc());
      const bool writes = cnd ? cndinst(g) != 7 : (g.alu != AluType::CONTROL || is_savl(g));
      e.enabled[k][l] = en;
      for (int w = 0; w < 2; ++w) {
        o.w_we[l][w] = en && writes && g.w_present[w];
        o.w[l][w] = o.w_we[l][w] ? read_reg(a, refs.dst(g, w, k)) : 0;
      }
      o.p0[l] = a.p0;
      o.pe[l] = a.pe;
    }
    std::swap(before, after);
  }
  e.link = before->link;  // after the last execution
  e.skip = !e.skip_reason.empty();
  if (e.skip) {
    for (CoreExecOut& o : e.exec) o = CoreExecOut{};
    e.link = t.link;  // nothing executes
  }
  return e;
}

std::vector<int> select_ops(const std::vector<std::string>& names) {
  const std::vector<int> ops = resolve_names(
      names, static_cast<int>(gen::NUM_OPS), [](int k) { return gen::OPS[k].name; }, "--op",
      "Rogue operation");
  for (int op : ops) {
    if (gen::OPS[op].slots == 1u << static_cast<unsigned>(Slot::BE))
      throw InputError("--op", 0, std::string(gen::OPS[op].name) +
                                      " is a backend op: the random generator makes no backend "
                                      "ops (use a vector file)");
  }
  return ops;
}

// ---- Fields set in the bytes after assembly (what the listing cannot write) -------------------
namespace {
const Slot kAluSlots[] = {Slot::P0,  Slot::P1,  Slot::P2MOV, Slot::P2TST, Slot::P2PCK,
                          Slot::BW0, Slot::BW1, Slot::BW2,   Slot::F64};
int encoded_bits(const gen::VarField& vf) {  // bits of a field in a variant's bytes
  int bits = 0;
  for (int p = 0; p < vf.npieces; ++p) bits += gen::PIECES[vf.piece0 + p].msb - gen::PIECES[vf.piece0 + p].lsb + 1;
  return bits;
}
bool modifier_field(const std::string& n) {
  for (const char* k : {"NEG", "ABS", "FLR", "SAT", "LP", "PWEN", "ELEM", "CIN", "SSEL", "F16", "RTZ", "SCALE", "MSKA",
                        "MSKB", "CSRC", "TSRC", "TOP", "SGN"})
    if (n.find(k) != std::string::npos) return true;
  return false;
}

// Replaces the group's bytes by `b` when they decode to a legal group that differs from it (and,
// with same_ops, has the same operations). Returns whether it did.
bool adopt_bytes(GenGroup& gg, const std::vector<uint8_t>& b, bool same_ops) {
  if (b == gg.bytes) return false;
  const Group g2 = decode_group(b.data(), b.size(), 0);
  if (g2.illegal || (same_ops && ops_of(g2) != ops_of(gg.group))) return false;
  gg.bytes = b;
  gg.group = g2;
  return true;
}

// One modifier field of a phase op that is 0 and encoded in the component's bytes (the fields of
// the modifier bins) gets a random nonzero value; the change is kept when the group still
// decodes, legal, to the same ops. Returns whether it was kept.
bool set_unlisted_modifier(GroupGen& gen, GenGroup& gg) {
  struct Candidate { int slot, field; };
  std::vector<Candidate> cands;
  for (Slot s : kAluSlots) {
    const Component& c = gg.group.comp(s);
    if (!c.present || !c.has_op() || c.layout < 0) continue;
    const gen::Layout& l = gen::LAYOUTS[c.layout];
    for (int f = 0; f < l.nfields; ++f) {
      const gen::FieldInfo& fi = gen::FIELDS[l.field0 + f];
      if (fi.width <= 3 && modifier_field(fi.name) && c.in_bytes[f] && c.f[f] == 0)
        cands.push_back({static_cast<int>(s), f});
    }
  }
  if (cands.empty()) return false;
  const Candidate pick = cands[gen.below(static_cast<uint32_t>(cands.size()))];
  const Component& c = gg.group.c[pick.slot];
  const gen::Variant& var = gen::VARIANTS[gen::LAYOUTS[c.layout].variant0 + c.variant];
  const gen::VarField& vf = gen::VAR_FIELDS[var.vfield0 + pick.field];
  const int bits = std::min(encoded_bits(vf), static_cast<int>(gen::FIELDS[gen::LAYOUTS[c.layout].field0 + pick.field].width));
  if (bits <= 0) return false;
  uint32_t v = 1 + gen.below((1u << bits) - 1u);
  std::vector<uint8_t> b = gg.bytes;
  for (int p = vf.npieces - 1; p >= 0; --p) {  // the last piece holds the lowest bits
    const gen::Piece& pc = gen::PIECES[vf.piece0 + p];
    const unsigned w = pc.msb - pc.lsb + 1u;
    const uint8_t mask = static_cast<uint8_t>(((1u << w) - 1u) << pc.lsb);
    uint8_t& byte = b[c.offset + pc.byte];
    byte = static_cast<uint8_t>((byte & ~mask) | ((v << pc.lsb) & mask));
    v >>= w;
  }
  return adopt_bytes(gg, b, /*same_ops=*/true);
}
}  // namespace

void random_input(uint64_t seed, uint64_t index, Txn& t, const std::vector<int>& ops) {
  Rng rng(seed, /*stream=*/0x50C0E, index);
  GenOptions opt;
  opt.control = 0.1;
  GroupGen gen(rng.next(), opt);
  GenGroup gg = gen.next();
  // --op: the same generator draws on (the item stays a function of seed and index) until the
  // group holds a selected op. The rarest ops (an F64 op: about 1 group in 160) need a few
  // hundred draws; the bound only stops a selection the generator cannot meet.
  constexpr uint64_t kMaxDraws = 1000000;
  auto selected = [&](const Group& g) {
    for (const auto& so : ops_of(g))
      if (std::find(ops.begin(), ops.end(), so.second) != ops.end()) return true;
    return false;
  };
  while (!ops.empty() && !selected(gg.group)) {
    if (gen.drawn() >= kMaxDraws) {
      std::string list;
      for (int op : ops) list += std::string(list.empty() ? "" : ", ") + gen::OPS[op].name;
      throw InputError("--op", 0, "no random group held " + list + " in " +
                                      std::to_string(kMaxDraws) + " draws");
    }
    gg = gen.next();
  }
  t = Txn{};
  t.text = gg.text;
  // A CND op's PCND and ADJUST where its listing has no place for them (10.3: written 0 by the
  // assembler): half the time any value (ADJUST 3 is reserved, D27), given as bytes.
  if (is_cnd(gg.group) && gen.chance(0.5)) {
    const Component& c = gg.group.comp(Slot::CTRL);
    std::vector<uint8_t> b = gg.bytes;
    b[c.offset] = static_cast<uint8_t>((b[c.offset] & 0x87) | gen.below(3) << 5 | gen.below(4) << 3);
    if (adopt_bytes(gg, b, /*same_ops=*/false)) t.text.clear();
  }
  // Modifier fields the listing has no word for (a modifier of a source the op does not read,
  // the sum-of-products element selects 2..3): in one group in four, one of them is set in the
  // bytes (the listing no longer matches them and is dropped).
  if (gen.chance(0.25) && set_unlisted_modifier(gen, gg)) t.text.clear();
  t.len = static_cast<uint8_t>(gg.bytes.size());
  for (size_t b = 0; b < gg.bytes.size() && b < t.bytes.size(); ++b) t.bytes[b] = gg.bytes[b];
  const Group& g = gg.group;
  for (int l = 0; l < kCoreLanes; ++l) {
    t.p0_init[l] = gen.chance(0.5);
    t.pe_init[l] = gen.chance(0.8);
  }
  // Control groups: one in ten with no instance enabled (CNDSETL.B without a first instance, D66;
  // CNDLT leaving the loop; SAVL writing nothing).
  if (g.alu == AluType::CONTROL && gen.chance(0.1))
    for (bool& pe : t.pe_init) pe = false;
  // The link address: small, or any word.
  t.link = gen.chance(0.5) ? gen.below(64) : gen.value();
  // CND sources are mask counts (D64): mostly 0, 1, 2, 3 and the top of the range, so that every
  // branch of the ops is taken; S2 (CNDSM, CNDSETL) often the same on several instances.
  const bool cnd = is_cnd(g);
  const uint32_t shared_s2 = gen.below(4);
  auto count_value = [&](int s) -> uint32_t {
    if (s == 2 && gen.chance(0.5)) return shared_s2;
    switch (gen.below(4)) {
      case 0: case 1: return gen.below(4);
      case 2: return 0u - gen.below(3);
      default: return gen.value();
    }
  };
  // Everything the executions read and the old contents of what they write.
  const Refs refs(g);
  const uint32_t reps = g.hdr(L::HDR::RPT) + 1;
  auto add = [&](const RegRef& r, int s) {
    if (is_constant(r)) return;
    RegInit ri;
    ri.r = r;
    for (int l = 0; l < kCoreLanes; ++l) ri.v[l] = (cnd && s >= 0) ? count_value(s) : gen.value();
    t.regs.push_back(ri);
  };
  for (uint32_t k = 0; k < reps; ++k) {
    for (int s = 0; s < 6; ++s) add(refs.src(g, s, k), s);
    for (int w = 0; w < 2; ++w)
      if (g.w_present[w]) add(refs.dst(g, w, k), -1);
  }
}

// ---- Report groups ------------------------------------------------------------------------------
std::vector<std::string> groups() { return {"main", "bitwise", "control", "out of scope", "(illegal)"}; }
size_t group(const Item& it) {
  const Group& g = it.expected.record;
  if (g.illegal) return 4;
  if (it.expected.skip) return 3;
  if (g.alu == AluType::CONTROL) return 2;
  return g.alu == AluType::BITWISE ? 1 : 0;
}

// ---- Comparison ------------------------------------------------------------------------------
namespace {
void diff_record(const Group& a, const Group& b, FieldDiff& d) {
  d("record.length", a.length, b.length, 2);
  d("record.next", a.next, b.next, 2);
  d("record.offset", a.offset, b.offset, 2);
  d("record.consumed", a.consumed, b.consumed, 2);
  d("record.illegal", a.illegal, b.illegal, 1);
  d("record.reason", static_cast<uint32_t>(a.reason), static_cast<uint32_t>(b.reason), 1);
  d("record.alu", static_cast<uint32_t>(a.alu), static_cast<uint32_t>(b.alu), 1);
  for (unsigned s = 0; s < gen::NUM_SLOTS; ++s) {
    const Component& x = a.c[s];
    const Component& y = b.c[s];
    const std::string n = std::string("record.") + gen::SLOT_NAMES[s];
    d(n + ".present", x.present, y.present, 1);
    if (!x.present || !y.present) continue;
    d(n + ".layout", static_cast<uint16_t>(x.layout), static_cast<uint16_t>(y.layout), 2);
    if (x.layout != y.layout || x.layout < 0 || x.layout >= static_cast<int>(gen::NUM_LAYOUTS)) continue;
    d(n + ".form", static_cast<uint8_t>(x.variant), static_cast<uint8_t>(y.variant), 1);
    d(n + ".offset", x.offset, y.offset, 2);
    d(n + ".size", x.size, y.size, 2);
    const gen::Layout& lay = gen::LAYOUTS[x.layout];
    for (int k = 0; k < lay.nfields && k < kMaxFields; ++k) {
      const std::string f = n + "." + gen::FIELDS[lay.field0 + k].name;
      d(f, x.f[k], y.f[k], 4);
      d(f + ".in_bytes", x.in_bytes[k], y.in_bytes[k], 1);
    }
    for (int u = 0; u < kMaxUnits; ++u)
      d(n + ".op" + std::to_string(u), static_cast<uint16_t>(x.op[u]), static_cast<uint16_t>(y.op[u]), 4);
  }
  for (int k = 0; k < 6; ++k) {
    d("record.S" + std::to_string(k) + ".bank", a.src[k].bank, b.src[k].bank, 1);
    d("record.S" + std::to_string(k) + ".index", a.src[k].index, b.src[k].index, 3);
  }
  d("record.nsrc_lo", a.nsrc_lo, b.nsrc_lo, 1);
  d("record.nsrc_hi", a.nsrc_hi, b.nsrc_hi, 1);
  d("record.is0", a.is0, b.is0, 1);
  for (int w = 0; w < 2; ++w) {
    const std::string n = "record.W" + std::to_string(w);
    d(n + ".present", a.w_present[w], b.w_present[w], 1);
    if (!a.w_present[w] || !b.w_present[w]) continue;
    d(n + ".bank", a.w[w].bank, b.w[w].bank, 1);
    d(n + ".index", a.w[w].index, b.w[w].index, 3);
  }
}
}  // namespace

namespace {
// Skipped groups by reason, for the report's note (one run at a time; reset by RogueCoverage).
std::map<std::string, uint64_t>& skip_counts() {
  static std::map<std::string, uint64_t> m;
  return m;
}
}  // namespace

Verdict compare(const Item& it, const CoreResp& r, std::string& diff) {
  const Expected& e = it.expected;
  FieldDiff d;
  diff_record(e.record, r.record, d);
  d("executions", e.nexec, r.nexec, 1);
  const uint32_t n = std::min<uint32_t>(e.nexec, kCoreMaxExec);
  for (uint32_t k = 0; k < n; ++k) {
    const CoreExecOut& x = e.exec[k];
    const CoreExecOut& y = r.exec[k];
    const std::string ex = "exec" + std::to_string(k) + ".";
    d(ex + "unsupported", e.skip, y.unsupported, 1);
    for (int l = 0; l < kCoreLanes; ++l) {
      const std::string in = ex + "i" + std::to_string(l) + ".";
      for (int w = 0; w < 2; ++w) {
        d(in + "W" + std::to_string(w) + "_we", x.w_we[l][w], y.w_we[l][w], 1);
        if (x.w_we[l][w]) d(in + "W" + std::to_string(w), x.w[l][w], y.w[l][w], 8);
      }
      if (e.skip) {
        d(in + "P0_we", 0, y.p0_we[l], 1);
        d(in + "PE_we", 0, y.pe_we[l], 1);
      } else {
        // rogue_alu's p0_o is the value a P0 writer produced even where the condition disabled
        // the write, so P0 after the execution is p0_o where p0_we_o, else P0 before it.
        const bool before = it.txn.p0[k][l];
        d(in + "P0 after", x.p0[l], y.p0_we[l] ? y.p0[l] : before, 1);
        if (y.p0_we[l] && !e.enabled[k][l]) d(in + "P0_we (instance not enabled)", 0, 1, 1);
        if (x.p0[l] != before && !y.p0_we[l]) d(in + "P0_we (P0 changed)", 1, 0, 1);
        // PE after the execution, raw (pe_o is PE before where not written); only CND* write it.
        const bool pe_before = it.txn.pe[k][l];
        d(in + "PE after", x.pe[l], y.pe[l], 1);
        if (x.pe[l] != pe_before && !y.pe_we[l]) d(in + "PE_we (PE changed)", 1, 0, 1);
        if (y.pe_we[l] && !is_cnd(e.record)) d(in + "PE_we (not a CND op)", 0, 1, 1);
      }
    }
  }
  // The link address after the group, raw.
  d("link after", e.link, r.link, 8);
  if (e.link != it.txn.link && !r.link_we) d("link_we (link changed)", 1, 0, 1);
  diff = d.str();
  if (!diff.empty()) {
    diff = "  differences:\n" + diff;
    return Verdict::Fail;
  }
  if (e.skip) ++skip_counts()[e.skip_reason];
  return e.skip ? Verdict::Skip : Verdict::Pass;
}

std::string describe(const Item& it) {
  std::ostringstream os;
  const Txn& t = it.txn;
  os << (it.expected.record.illegal ? std::string("(illegal group) ") : listing_line(it.expected.record)) << "\n";
  if (!t.text.empty()) os << "  listing: " << t.text << "\n";
  os << "  bytes:";
  for (int b = 0; b < t.len; ++b) {
    char x[4];
    std::snprintf(x, sizeof x, " %02X", t.bytes[b]);
    os << x;
  }
  os << "\n";
  if (it.expected.skip) os << "  out of scope: " << it.expected.skip_reason << "\n";
  for (uint32_t k = 0; k < it.expected.nexec && k < static_cast<uint32_t>(kCoreMaxExec); ++k)
    for (int l = 0; l < kCoreLanes; ++l) {
      os << "  exec " << k << " instance " << l << ": P0 " << t.p0[k][l] << " PE " << t.pe[k][l] << " S0..S5";
      for (int s = 0; s < 6; ++s) os << " " << hex8(t.s[k][l][s]);
      os << "\n";
    }
  os << "  link " << hex8(t.link) << "\n";
  return os.str();
}

// ---- Vector files ------------------------------------------------------------------------------
std::string format_header() { return vector_file_header("rogue"); }

std::string format_item(const Item& it) {
  std::ostringstream os;
  const Txn& t = it.txn;
  if (!t.text.empty()) {
    os << "asm " << t.text << "\n";
  } else {
    os << "insn";
    for (int b = 0; b < t.len; ++b) {
      char x[4];
      std::snprintf(x, sizeof x, " %02X", t.bytes[b]);
      os << x;
    }
    os << "\n";
  }
  if (!t.pd) os << "nopd\n";
  LaneLineWriter lines(os, kCoreLanes);
  for (const RegInit& r : t.regs)
    lines("reg " + reg_name(r.r), [&](int l, std::string& s) { s = hex8(r.v[l]); return true; });
  lines("p0", [&](int l, std::string& s) { s = t.p0_init[l] ? "1" : "0"; return true; });
  lines("pe", [&](int l, std::string& s) { s = t.pe_init[l] ? "1" : "0"; return true; });
  if (t.link) os << "link " << hex8(t.link) << "\n";
  const Expected& e = it.expected;
  const bool control = e.record.alu == AluType::CONTROL;
  if (e.skip) os << "expect skip  # " << e.skip_reason << "\n";
  for (uint32_t k = 0; k < e.nexec && !e.skip; ++k) {
    const CoreExecOut& o = e.exec[k];
    for (int w = 0; w < 2; ++w)
      lines("expect w" + std::to_string(w) + " " + std::to_string(k), [&](int l, std::string& s) {
        s = hex8(o.w[l][w]);
        return o.w_we[l][w];
      });
    lines("expect p0 " + std::to_string(k), [&](int l, std::string& s) { s = o.p0[l] ? "1" : "0"; return true; });
    if (control)
      lines("expect pe " + std::to_string(k), [&](int l, std::string& s) { s = o.pe[l] ? "1" : "0"; return true; });
  }
  if (!e.skip && (control || e.link != t.link)) os << "expect link " << hex8(e.link) << "\n";
  return os.str();
}

namespace {
AsmResult parse_bytes(const std::string& text) {
  AsmResult a;
  std::string err;
  a.ok = parse_hex(text, a.word, err);
  a.error = err;
  if (a.ok && a.word.size() > static_cast<size_t>(kCoreMaxBytes)) {
    a.ok = false;
    a.error = "more than " + std::to_string(kCoreMaxBytes) + " bytes (one group)";
  }
  return a;
}

void read_vector(VectorBlocks& blocks, const NoConfig&, Item& item) {
  const LineReader& r = blocks.reader();
  Txn& t = item.txn;
  const std::vector<uint8_t> bytes = blocks.instruction(parse_bytes, [](const std::string& s) { return assemble_group(s); });
  if (blocks.tokens()[0] == "asm") t.text = blocks.instruction_text();
  if (bytes.size() > static_cast<size_t>(kCoreMaxBytes)) r.fail("the group is longer than 32 bytes");
  t.len = static_cast<uint8_t>(bytes.size());
  for (size_t b = 0; b < bytes.size(); ++b) t.bytes[b] = bytes[b];
  Expected file;  // what the file expects (not named: not written, P0 0, PE and link unchanged)
  bool any_expect = false, link_named = false;
  bool pe_named[kCoreMaxExec][kCoreLanes] = {};
  while (blocks.next_line()) {
    const std::vector<std::string_view>& tk = blocks.tokens();
    const std::string key(tk[0]);
    if (key == "nopd") {
      want_fields(r, tk, 1, "nopd");
      t.pd = false;
    } else if (key == "reg") {
      want_fields(r, tk, 4, "reg <register> <lanes> <value>");
      const auto& names = reg_names();
      const auto f = names.find(std::string(tk[1]));
      if (f == names.end()) r.fail("unknown register " + quote(tk[1]));
      RegInit ri;
      ri.r = f->second;
      const uint32_t v = static_cast<uint32_t>(parse_value(r, tk[3], 32));
      // A register named again for other lanes keeps its earlier lanes.
      RegInit* cur = nullptr;
      if (!t.regs.empty() && t.regs.back().r == ri.r) cur = &t.regs.back();
      if (!cur) {
        t.regs.push_back(ri);
        cur = &t.regs.back();
      }
      for (int l : lane_list(r, tk[2], kCoreLanes)) cur->v[l] = v;
    } else if (key == "link") {
      want_fields(r, tk, 2, "link <value>");
      t.link = static_cast<uint32_t>(parse_value(r, tk[1], 32));
    } else if (key == "p0" || key == "pe") {
      want_fields(r, tk, 3, key == "p0" ? "p0 <lanes> 0|1" : "pe <lanes> 0|1");
      const bool v = parse_small(r, tk[2], 2, key.c_str()) != 0;
      for (int l : lane_list(r, tk[1], kCoreLanes)) (key == "p0" ? t.p0_init[l] : t.pe_init[l]) = v;
    } else if (key == "expect") {
      if (tk.size() < 2) r.fail("expected 'expect <what> ...'");
      any_expect = true;
      if (tk[1] == "skip") {
        want_fields(r, tk, 2, "expect skip");
        file.skip = true;
      } else if (tk[1] == "w0" || tk[1] == "w1") {
        want_fields(r, tk, 5, "expect w0|w1 <execution> <lanes> <value>");
        const int w = tk[1] == "w1";
        const uint64_t k = parse_small(r, tk[2], kCoreMaxExec, "execution");
        const uint32_t v = static_cast<uint32_t>(parse_value(r, tk[4], 32));
        for (int l : lane_list(r, tk[3], kCoreLanes)) {
          file.exec[k].w_we[l][w] = true;
          file.exec[k].w[l][w] = v;
        }
      } else if (tk[1] == "p0") {
        want_fields(r, tk, 5, "expect p0 <execution> <lanes> 0|1");
        const uint64_t k = parse_small(r, tk[2], kCoreMaxExec, "execution");
        const bool v = parse_small(r, tk[4], 2, "P0") != 0;
        for (int l : lane_list(r, tk[3], kCoreLanes)) file.exec[k].p0[l] = v;
      } else if (tk[1] == "pe") {
        want_fields(r, tk, 5, "expect pe <execution> <lanes> 0|1");
        const uint64_t k = parse_small(r, tk[2], kCoreMaxExec, "execution");
        const bool v = parse_small(r, tk[4], 2, "PE") != 0;
        for (int l : lane_list(r, tk[3], kCoreLanes)) {
          file.exec[k].pe[l] = v;
          pe_named[k][l] = true;
        }
      } else if (tk[1] == "link") {
        want_fields(r, tk, 3, "expect link <value>");
        file.link = static_cast<uint32_t>(parse_value(r, tk[2], 32));
        link_named = true;
      } else {
        r.fail("unknown expectation " + quote(tk[1]) + " (known: skip w0 w1 p0 pe link)");
      }
    } else {
      r.fail("unknown line " + quote(tk[0]) + " (known: reg p0 pe link nopd expect)");
    }
  }
  (void)any_expect;
  // The register file plays the executions through golden (the RTL's inputs); the record and the
  // number of executions are golden's decode; the results expected are the file's.
  const Expected g = prepare(t);
  file.record = g.record;
  file.nexec = g.nexec;
  for (int k = 0; k < kCoreMaxExec; ++k)
    for (int l = 0; l < kCoreLanes; ++l) {
      file.enabled[k][l] = g.enabled[k][l];
      if (!pe_named[k][l]) file.exec[k].pe[l] = t.pe[k][l];  // not named: unchanged
    }
  if (!link_named) file.link = t.link;  // not named: unchanged
  if (file.skip) file.skip_reason = g.skip ? g.skip_reason : "the file says so";
  for (uint32_t k = g.nexec; k < static_cast<uint32_t>(kCoreMaxExec); ++k)
    if (file.exec[k].w_we[0][0] || file.exec[k].w_we[1][0] || file.exec[k].w_we[2][0] || file.exec[k].w_we[3][0] ||
        file.exec[k].w_we[0][1] || file.exec[k].w_we[1][1] || file.exec[k].w_we[2][1] || file.exec[k].w_we[3][1])
      r.fail("an expectation for execution " + std::to_string(k) + ", but the group has " + std::to_string(g.nexec));
  item.expected = file;
}

struct FileSource : MultiLineVectorFile<Item, NoConfig> {
  explicit FileSource(const std::string& path)
      : MultiLineVectorFile<Item, NoConfig>(path, "rogue", LineReader::kHashWord, no_header_lines<NoConfig>,
                                            read_vector) {}
};
}  // namespace

struct VectorFile::Impl {
  FileSource src;
  explicit Impl(const std::string& p) : src(p) {}
};
VectorFile::VectorFile(const std::string& path) : impl_(new Impl(path)) {}
VectorFile::~VectorFile() { delete impl_; }
bool VectorFile::next(Item& item) { return impl_->src.next(item); }
void VectorFile::rewind() { impl_->src.rewind(); }
const std::string& VectorFile::name() const { return impl_->src.name(); }

// ---- Coverage ---------------------------------------------------------------------------------
namespace {
bool out_of_scope_layout(int lay) {  // GTA only
  return lay == L::P2_GTA::LAYOUT_ID;
}
// Whether the alternatives ALTS (one of each condition list that applies; nullptr: no condition)
// can hold together with field F = V: every field they name keeps a value all of them allow.
bool alts_meet(std::initializer_list<const gen::Alt*> alts, int f, uint32_t v) {
  std::map<int, uint64_t> allowed;
  allowed[f] = v < 64 ? uint64_t{1} << v : 0;
  for (const gen::Alt* x : alts) {
    if (!x) continue;
    for (int c = 0; c < x->ncond; ++c) {
      const gen::Cond& cond = gen::CONDS[x->cond0 + c];
      auto it = allowed.find(cond.field);
      if (it == allowed.end()) allowed[cond.field] = cond.values;
      else it->second &= cond.values;
    }
  }
  for (const auto& fv : allowed)
    if (fv.second == 0) return false;
  return true;
}
// Calls fn on each alternative of a condition list (nullptr once for an empty list) until it
// returns true.
template <class Fn>
bool any_alt(uint16_t alt0, uint8_t nalt, Fn fn) {
  if (nalt == 0) return fn(static_cast<const gen::Alt*>(nullptr));
  for (int a = 0; a < nalt; ++a)
    if (fn(&gen::ALTS[alt0 + a])) return true;
  return false;
}
// Whether field F (index within the op's layout) can hold V in a group whose component decodes as
// the op: some variant of the layout encodes V (its pieces have the bits, or it implies V), and
// the variant's condition, the layout's byte-0 select and the op's match can all hold with F = V.
// Each of these excludes values: the V..Y operands of the sum-of-products layout exist only in
// its MAD variant (F16SOP has none), CONVERTFROMF64's select fixes S2NEG at 0, and a field in a
// match, such as SGN of UMUL8 against IMUL8, names a different op with other values. A value no
// group can reach gets no modifier bin.
bool modifier_value_encodable(const gen::OpInfo& oi, int f, uint32_t v) {
  const gen::Layout& l = gen::LAYOUTS[oi.layout];
  for (int k = 0; k < l.nvariants; ++k) {
    const gen::Variant& var = gen::VARIANTS[l.variant0 + k];
    const gen::VarField& vf = gen::VAR_FIELDS[var.vfield0 + f];
    const int bits = encoded_bits(vf);
    if (!(vf.npieces > 0 ? (bits >= 32 || v < (1u << bits)) : v == vf.implied)) continue;
    const bool reachable = any_alt(var.alt0, var.nalt, [&](const gen::Alt* va) {
      return any_alt(l.select_alt0, l.select_nalt, [&](const gen::Alt* sa) {
        return any_alt(oi.alt0, oi.nalt, [&](const gen::Alt* oa) { return alts_meet({va, sa, oa}, f, v); });
      });
    });
    if (reachable) return true;
  }
  return false;
}
std::string iss_name(const gen::FieldInfo& fi, uint32_t v) {
  if (fi.enum_id < 0) return std::string(fi.name) + "=" + std::to_string(v);
  const gen::EnumInfo& ei = gen::ENUMS[fi.enum_id];
  const char* nm = ei.asm_names && v < (1u << ei.width) ? ei.asm_names[v] : nullptr;
  return nm ? std::string(fi.name) + "=" + nm : std::string();
}
}  // namespace

RogueCoverage::RogueCoverage() {
  skip_counts().clear();
  for (int op = 0; op < static_cast<int>(gen::NUM_OPS); ++op) {
    const gen::OpInfo& oi = gen::OPS[op];
    if (out_of_scope_layout(oi.layout)) continue;
    for (Slot s : kAluSlots)
      if (oi.slots >> static_cast<int>(s) & 1) {
        ops_.add_bin(std::string(oi.name) + "@" + gen::SLOT_NAMES[static_cast<int>(s)]);
        op_bins_.emplace_back(op, static_cast<int>(s));
      }
  }
  for (int lay : {static_cast<int>(L::MAPLO::LAYOUT_ID), static_cast<int>(L::MAPHI::LAYOUT_ID)}) {
    const gen::Layout& l = gen::LAYOUTS[lay];
    for (int v = 0; v < l.nvariants; ++v) maps_.add(std::string(l.name) + "." + gen::VARIANTS[l.variant0 + v].name);
  }
  maps_.add("no MAPHI");
  {
    const gen::Layout& l = gen::LAYOUTS[L::ISS::LAYOUT_ID];
    for (int f = 0; f < l.nfields; ++f) {
      const gen::FieldInfo& fi = gen::FIELDS[l.field0 + f];
      for (uint32_t v = 0; v < (1u << fi.width); ++v) {
        const std::string nm = iss_name(fi, v);
        if (!nm.empty()) iss_.add(nm);
      }
    }
    for (int v = 0; v < 6; ++v) iss_.add(std::string("IS0=") + gen::IS0MUX_ASM[v]);
  }
  for (const auto& [op, slot] : op_bins_) {
    (void)slot;
    const gen::OpInfo& oi = gen::OPS[op];
    const gen::Layout& l = gen::LAYOUTS[oi.layout];
    for (int f = 0; f < l.nfields; ++f) {
      const gen::FieldInfo& fi = gen::FIELDS[l.field0 + f];
      if (fi.width > 3 || !modifier_field(fi.name)) continue;
      for (uint32_t v = 1; v < (1u << fi.width); ++v)
        if (modifier_value_encodable(oi, f, v))
          mods_.add(std::string(oi.name) + "." + fi.name + "=" + std::to_string(v));
    }
  }
  for (int k = 0; k < 4; ++k) misc_.add("RPT=" + std::to_string(k));
  for (int c = 0; c < 4; ++c) misc_.add(std::string("CC=") + gen::CC_NAMES[c]);
  misc_.add("W0 written");
  misc_.add("W1 written");
  // Control groups: every control op; CND ops x PCND and x ADJUST (0..2, D27); CND outcomes.
  for (int op = 0; op < static_cast<int>(gen::NUM_OPS); ++op) {
    const gen::OpInfo& oi = gen::OPS[op];
    if (!(oi.slots >> static_cast<int>(Slot::CTRL) & 1)) continue;
    ctrl_.add(oi.name);
    if (oi.layout != L::C_CND::LAYOUT_ID) continue;
    for (int p = 0; p < 4; ++p) ctrl_.add(std::string(oi.name) + " PCND=" + std::to_string(p));
    for (int a = 0; a < 3; ++a) ctrl_.add(std::string(oi.name) + " ADJUST=" + std::to_string(a));
  }
  for (const char* n : {"CND: PE set on an instance", "CND: PE cleared on an instance", "CNDLT: loop left (P0 0)",
                        "CNDLT: loop goes on (P0 1)", "CNDSETL.B: link set", "CNDSETL.B: no instance with PE",
                        "SAVL: W0 written", "link set by BRL/BAL"})
    ctrl_.add(n);
}

void RogueCoverage::sample(const Item& it) {
  const Group& g = it.expected.record;
  if (g.illegal) return;
  for (size_t b = 0; b < op_bins_.size(); ++b) {
    const auto [op, slot] = op_bins_[b];
    const Component& c = g.c[slot];
    if (!c.present) continue;
    bool hit = false;
    for (int u = 0; u < kMaxUnits; ++u) hit = hit || c.op[u] == op;
    if (!hit) continue;
    ops_.hit(b);
    const gen::Layout& l = gen::LAYOUTS[gen::OPS[op].layout];
    if (c.layout != gen::OPS[op].layout) continue;
    for (int f = 0; f < l.nfields; ++f) {
      const gen::FieldInfo& fi = gen::FIELDS[l.field0 + f];
      if (fi.width <= 3 && c.f[f] != 0 && modifier_field(fi.name))
        mods_.hit(std::string(gen::OPS[op].name) + "." + fi.name + "=" + std::to_string(c.f[f]));
    }
  }
  for (Slot s : {Slot::MAPLO, Slot::MAPHI}) {
    const Component& c = g.comp(s);
    if (c.present && c.layout >= 0 && c.variant >= 0)
      maps_.hit(std::string(gen::LAYOUTS[c.layout].name) + "." + gen::VARIANTS[gen::LAYOUTS[c.layout].variant0 + c.variant].name);
  }
  if (!g.has(Slot::MAPHI)) maps_.hit("no MAPHI");
  if (g.has(Slot::ISS)) {
    const Component& c = g.comp(Slot::ISS);
    const gen::Layout& l = gen::LAYOUTS[L::ISS::LAYOUT_ID];
    for (int f = 0; f < l.nfields; ++f) iss_.hit(iss_name(gen::FIELDS[l.field0 + f], c.f[f]));
  }
  if (g.has(Slot::MAPLO) && g.is0 < 6) iss_.hit(std::string("IS0=") + gen::IS0MUX_ASM[g.is0]);
  misc_.hit("RPT=" + std::to_string(g.hdr(L::HDR::RPT)));
  misc_.hit(std::string("CC=") + gen::CC_NAMES[g.cc() & 3]);
  for (uint32_t k = 0; k < it.expected.nexec && k < static_cast<uint32_t>(kCoreMaxExec); ++k)
    for (int l = 0; l < kCoreLanes; ++l)
      for (int w = 0; w < 2; ++w)
        if (it.expected.exec[k].w_we[l][w]) misc_.hit(w ? "W1 written" : "W0 written");
  if (g.alu != AluType::CONTROL || !g.has(Slot::CTRL) || it.expected.skip) return;
  const Component& c = g.comp(Slot::CTRL);
  if (!c.has_op(0)) return;
  const std::string name = gen::OPS[c.op[0]].name;
  ctrl_.hit(name);
  const CoreExecOut& o = it.expected.exec[0];
  if (is_cnd(g)) {
    ctrl_.hit(name + " PCND=" + std::to_string(c.get(L::C_CND::PCND)));
    ctrl_.hit(name + " ADJUST=" + std::to_string(c.get(L::C_CND::ADJUST)));
    for (int l = 0; l < kCoreLanes; ++l) {
      if (o.pe[l] && !it.txn.pe[0][l]) ctrl_.hit("CND: PE set on an instance");
      if (!o.pe[l] && it.txn.pe[0][l]) ctrl_.hit("CND: PE cleared on an instance");
    }
    if (cndinst(g) == 3) ctrl_.hit(o.p0[0] ? "CNDLT: loop goes on (P0 1)" : "CNDLT: loop left (P0 0)");
    if (cndinst(g) == 5) {
      const bool any = it.txn.pe[0][0] || it.txn.pe[0][1] || it.txn.pe[0][2] || it.txn.pe[0][3];
      ctrl_.hit(any ? "CNDSETL.B: link set" : "CNDSETL.B: no instance with PE");
    }
  }
  if (is_savl(g) && (o.w_we[0][0] || o.w_we[1][0] || o.w_we[2][0] || o.w_we[3][0])) ctrl_.hit("SAVL: W0 written");
  if (c.op[0] == static_cast<int>(Op::BRL) || c.op[0] == static_cast<int>(Op::BAL)) ctrl_.hit("link set by BRL/BAL");
}

void RogueCoverage::report(Report& r) const {
  r.note(ops_.summary("coverage (ALU op x slot): bins", 30));
  r.note(maps_.cov.summary("coverage (source-map forms): bins", 10));
  r.note(iss_.cov.summary("coverage (ISS selections, IS0 mux): bins", 10));
  r.note(mods_.cov.summary("coverage (modifiers per op): bins", 20));
  r.note(misc_.cov.summary("coverage (repeats, conditions, writes): bins", 10));
  r.note(ctrl_.cov.summary("coverage (control ops, CND PCND/ADJUST, CND outcomes): bins", 20));
  uint64_t n = 0;
  std::string why;
  for (const auto& [reason, c] : skip_counts()) {
    n += c;
    why += (why.empty() ? "" : ", ") + reason + " " + std::to_string(c);
  }
  if (n)
    r.note("skipped " + std::to_string(n) + " groups out of the RTL's scope (record checked, unsupported_o "
           "raised, nothing written; not passed): " + why);
}

}  // namespace shaderhw::rogue::run
