#include "valhall/valhall_vectors.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "core/field_diff.h"
#include "core/rng.h"
#include "valhall/asm.h"
#include "valhall/valhall_gen.h"

namespace shaderhw::valhall {

constexpr const char* kFormatTag = "shaderhw-vectors";
constexpr unsigned kFormatVersion = 1;
const char* const kFtzNames[] = {"preserve", "flush32", "flush32_16", "abrupt"};

const char* ftz_name(FtzMode m) { return kFtzNames[static_cast<unsigned>(m) & 3]; }

// ---- random ---------------------------------------------------------------------------------

Item random_item(uint64_t seed, uint64_t index, const std::vector<int>& ins) {
  Rng rng(seed, kStreamTxn, index);
  Item item;
  static_cast<ExecIn&>(item.txn) = random_exec_in(rng, ins, item.txn.cfg);
  item.expected = execute(item.txn, item.txn.cfg);
  item.origin = index;
  return item;
}

RandomSource::RandomSource(uint64_t seed, uint64_t begin, uint64_t end, std::vector<int> ins)
    : seed_(seed), begin_(begin), next_(begin), end_(end), ins_(std::move(ins)) {}

bool RandomSource::next(Item& item) {
  if (next_ == end_) return false;
  item = random_item(seed_, next_++, ins_);
  return true;
}

// ---- parsing helpers -------------------------------------------------------------------------

namespace {

std::string tok(std::string_view t) { return std::string(t); }

// A value of up to 64 bits: 0x<hex>, <unsigned decimal>, f:<decimal float> (binary32 bits),
// i:<signed decimal> (32-bit two's complement), l:<signed decimal> (64-bit two's complement).
uint64_t parse_value(const LineReader& r, std::string_view t) {
  if (t.size() > 2 && t[1] == ':' && (t[0] == 'f' || t[0] == 'i' || t[0] == 'l')) {
    const std::string s(t.substr(2));
    char* end = nullptr;
    if (t[0] == 'f') {
      const float f = std::strtof(s.c_str(), &end);
      if (end == s.c_str() || *end) r.fail("bad float '" + tok(t) + "'");
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return u;
    }
    errno = 0;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (end == s.c_str() || *end || errno) r.fail("bad integer '" + tok(t) + "'");
    if (t[0] == 'i') {
      if (v < INT32_MIN || v > INT32_MAX) r.fail("integer '" + tok(t) + "' exceeds 32 bits");
      return static_cast<uint32_t>(static_cast<int32_t>(v));
    }
    return static_cast<uint64_t>(v);
  }
  if (!t.empty() && t.find_first_not_of("0123456789") == std::string_view::npos) {
    if (t.size() > 20) r.fail("value '" + tok(t) + "' exceeds 64 bits");
    return parse_dec(r, t, "value");
  }
  if (t.size() < 3 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X')) {
    r.fail("bad value '" + tok(t) + "': expected 0x<hex>, <decimal>, f:<float>, i:<int32> or l:<int64>");
  }
  return parse_hex(r, t, 16, "value");
}

uint32_t parse_value32(const LineReader& r, std::string_view t) {
  const uint64_t v = parse_value(r, t);
  if (v >> 32) r.fail("value '" + tok(t) + "' exceeds 32 bits");
  return static_cast<uint32_t>(v);
}

// Lanes: '*' (all) or a comma-separated list of lane numbers.
uint32_t parse_lanes(const LineReader& r, std::string_view t) {
  if (t == "*") return (1u << kLanes) - 1;
  uint32_t mask = 0;
  size_t i = 0;
  while (i <= t.size()) {
    const size_t comma = t.find(',', i);
    const std::string_view one = t.substr(i, comma == std::string_view::npos ? t.size() - i : comma - i);
    if (one.size() != 1 || one[0] < '0' || one[0] >= '0' + kLanes) {
      r.fail("bad lane list '" + tok(t) + "': expected '*' or lane numbers 0.." +
             std::to_string(kLanes - 1) + " separated by commas");
    }
    mask |= 1u << (one[0] - '0');
    if (comma == std::string_view::npos) break;
    i = comma + 1;
  }
  return mask;
}

uint64_t parse_small(const LineReader& r, std::string_view t, uint64_t limit, const char* what) {
  const uint64_t v = (t.size() > 2 && t[1] == 'x') ? parse_hex(r, t, 16, what) : parse_dec(r, t, what);
  if (v >= limit) r.fail(std::string(what) + " '" + tok(t) + "' out of range (< " + std::to_string(limit) + ")");
  return v;
}

void want(const LineReader& r, const std::vector<std::string_view>& t, size_t n, const char* form) {
  if (t.size() != n) r.fail("expected '" + std::string(form) + "' (" + std::to_string(n) + " fields)");
}

// Rest of the line from token i on, as written.
std::string rest(const std::vector<std::string_view>& t, size_t i) {
  const char* b = t[i].data();
  const char* e = t.back().data() + t.back().size();
  return std::string(b, e - b);
}

int parse_ins_name(const LineReader& r, std::string_view t) {
  const int i = find_instruction(tok(t));
  if (i < 0) r.fail("unknown instruction '" + tok(t) + "'");
  return i;
}

}  // namespace

// ---- vector files ----------------------------------------------------------------------------

VectorFileSource::VectorFileSource(std::string path) : path_(std::move(path)) { rewind(); }

void VectorFileSource::rewind() {
  reader_ = std::make_unique<LineReader>(path_, LineReader::kHashWord);
  LineReader& r = *reader_;
  if (!r.next(tokens_)) r.fail("empty file: expected header 'shaderhw-vectors 1 valhall'");
  if (tokens_.size() != 3 || tokens_[0] != kFormatTag || tokens_[2] != "valhall") {
    r.fail("bad header: expected 'shaderhw-vectors 1 valhall'");
  }
  if (parse_dec(r, tokens_[1], "format version") != kFormatVersion) {
    r.fail("unsupported format version " + tok(tokens_[1]) + " (this build reads version 1)");
  }
  have_tokens_ = r.next(tokens_);
}

bool VectorFileSource::next(Item& item) {
  LineReader& r = *reader_;
  if (!have_tokens_) return false;
  item = Item{};
  item.origin = r.line();
  ExecIn& in = item.txn;
  if (tokens_[0] == "insn") {
    if (tokens_.size() < 2) r.fail("expected 'insn <16 hex digits>' or 'insn <8 bytes>'");
    const AsmResult w = parse_words(rest(tokens_, 1));
    if (!w.ok) r.fail("bad instruction word: " + w.error);
    in.word = w.word;
  } else if (tokens_[0] == "asm") {
    if (tokens_.size() < 2) r.fail("expected 'asm <instruction>'");
    const AsmResult a = assemble(rest(tokens_, 1));
    if (!a.ok) r.fail("cannot assemble: " + a.error);
    in.word = a.word;
  } else {
    r.fail("expected a vector to start with 'insn' or 'asm', got '" + tok(tokens_[0]) + "'");
  }
  ExecOut& e = item.expected;
  have_tokens_ = false;
  while (r.next(tokens_)) {
    const std::string_view k = tokens_[0];
    if (k == "insn" || k == "asm") {
      have_tokens_ = true;
      break;
    }
    if (k == "pc") {
      want(r, tokens_, 2, "pc <value>");
      in.pc = parse_value(r, tokens_[1]);
    } else if (k == "ftz") {
      want(r, tokens_, 2, "ftz preserve|flush32|flush32_16|abrupt");
      int m = -1;
      for (int i = 0; i < 4; ++i) {
        if (tokens_[1] == kFtzNames[i]) m = i;
      }
      if (m < 0) r.fail("unknown ftz mode '" + tok(tokens_[1]) + "' (preserve flush32 flush32_16 abrupt)");
      item.txn.cfg.ftz = static_cast<FtzMode>(m);
    } else if (k == "active") {
      want(r, tokens_, 2, "active <lane mask 0..15>");
      const uint64_t m = parse_small(r, tokens_[1], 1u << kLanes, "active mask");
      for (int l = 0; l < kLanes; ++l) in.lane[l].active = (m >> l) & 1;
    } else if (k.size() == 4 && k.substr(0, 3) == "src" && k[3] >= '0' && k[3] < '0' + int{gen::MAX_SRCS}) {
      want(r, tokens_, 3, "srcK <lanes> <value>");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      const uint64_t v = parse_value(r, tokens_[2]);
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) in.lane[l].src[k[3] - '0'] = v;
      }
    } else if (k == "old") {
      want(r, tokens_, 3, "old <lanes> <value>");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      const uint64_t v = parse_value(r, tokens_[2]);
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) in.lane[l].dest_old = v;
      }
    } else if (k == "staging") {
      if (tokens_.size() < 3 || tokens_.size() > 2 + kMaxStagingData) {
        r.fail("expected 'staging <lanes> v0 [v1 .. v7]'");
      }
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      for (int l = 0; l < kLanes; ++l) {
        for (size_t i = 2; i < tokens_.size() && (lanes >> l & 1); ++i) {
          in.lane[l].staging[i - 2] = parse_value32(r, tokens_[i]);
        }
      }
    } else if (k == "expect") {
      if (tokens_.size() < 2) r.fail("expected 'expect <what> ...'");
      const std::string_view w = tokens_[1];
      if (w == "illegal") {
        want(r, tokens_, 2, "expect illegal");
        e.illegal = true;
      } else if (w == "ins") {
        want(r, tokens_, 3, "expect ins <instruction name>");
        e.ins = static_cast<uint16_t>(parse_ins_name(r, tokens_[2]));
      } else if (w == "flow") {
        want(r, tokens_, 3, "expect flow <0..15>");
        e.flow = static_cast<uint8_t>(parse_small(r, tokens_[2], 16, "flow"));
      } else if (w == "dest") {
        want(r, tokens_, 3, "expect dest <register>");
        e.dest_reg = static_cast<uint8_t>(parse_small(r, tokens_[2], 64, "register"));
      } else if (w == "msg") {
        want(r, tokens_, 3, "expect msg <unit>");
        int u = -1;
        for (int i = 0; i < 8; ++i) {
          if (tokens_[2] == gen::UNIT_NAMES[i]) u = i;
        }
        if (u < 0) r.fail("unknown unit '" + tok(tokens_[2]) + "'");
        e.msg.valid = true;
        e.msg.unit = static_cast<gen::Unit>(u);
      } else if (w == "sr") {
        want(r, tokens_, 8, "expect sr <i> <reg> <count> <read 0|1> <write 0|1> <flags>");
        MsgStaging& s = e.msg.sr[parse_small(r, tokens_[2], gen::MAX_STAGING, "staging operand")];
        s.reg = static_cast<uint8_t>(parse_small(r, tokens_[3], 64, "register"));
        s.count = static_cast<uint8_t>(parse_small(r, tokens_[4], 256, "count"));
        s.read = parse_small(r, tokens_[5], 2, "read") != 0;
        s.write = parse_small(r, tokens_[6], 2, "write") != 0;
        s.flags = static_cast<uint8_t>(parse_small(r, tokens_[7], 4, "flags"));
      } else if (w == "mod") {
        want(r, tokens_, 4, "expect mod <i> <value>");
        e.msg.mod[parse_small(r, tokens_[2], gen::MAX_MODS, "modifier")] =
            static_cast<uint8_t>(parse_small(r, tokens_[3], 256, "modifier value"));
      } else if (w == "imm") {
        want(r, tokens_, 4, "expect imm <i> <value>");
        e.msg.imm[parse_small(r, tokens_[2], gen::MAX_IMMS, "immediate")] =
            static_cast<int64_t>(parse_value(r, tokens_[3]));
      } else if (w == "sel") {
        want(r, tokens_, 4, "expect sel <k> <value>");
        e.msg.src_sel[parse_small(r, tokens_[2], gen::MAX_SRCS, "source")] =
            static_cast<uint8_t>(parse_small(r, tokens_[3], 256, "selection"));
      } else {
        // Per-lane effects.
        if (tokens_.size() < 3) r.fail("expected 'expect " + tok(w) + " <lanes> ...'");
        const uint32_t lanes = parse_lanes(r, tokens_[2]);
        for (int l = 0; l < kLanes; ++l) {
          if (!(lanes >> l & 1)) continue;
          LaneOut& o = e.lane[l];
          if (w == "write") {
            if (tokens_.size() != 5 && tokens_.size() != 6) {
              r.fail("expected 'expect write <lanes> <we 1..3> <value0> [<value1>]'");
            }
            o.we = static_cast<uint8_t>(parse_small(r, tokens_[3], 4, "write enable"));
            o.value[0] = parse_value32(r, tokens_[4]);
            if (tokens_.size() == 6) o.value[1] = parse_value32(r, tokens_[5]);
          } else if (w == "branch") {
            want(r, tokens_, 4, "expect branch <lanes> <target>");
            o.branch_taken = true;
            o.branch_target = parse_value(r, tokens_[3]);
          } else if (w == "discard") {
            want(r, tokens_, 3, "expect discard <lanes>");
            o.discard = true;
          } else if (w == "send") {
            want(r, tokens_, 3, "expect send <lanes>");
            o.msg_en = true;
          } else if (w == "msgsrc") {
            want(r, tokens_, 5, "expect msgsrc <lanes> <k> <value>");
            o.msg_src[parse_small(r, tokens_[3], gen::MAX_SRCS, "source")] = parse_value(r, tokens_[4]);
          } else if (w == "msgdata") {
            if (tokens_.size() < 4 || tokens_.size() > 3 + kMaxStagingData) {
              r.fail("expected 'expect msgdata <lanes> v0 [v1 .. v7]'");
            }
            for (size_t i = 3; i < tokens_.size(); ++i) o.msg_data[i - 3] = parse_value32(r, tokens_[i]);
          } else {
            r.fail("unknown expectation '" + tok(w) + "'");
          }
        }
      }
    } else {
      r.fail("unknown line '" + tok(k) + "'");
    }
  }
  return true;
}

std::vector<Item> read_vector_file(const std::string& path) {
  VectorFileSource src(path);
  std::vector<Item> items;
  Item it;
  while (src.next(it)) items.push_back(it);
  return items;
}

// ---- formatting ------------------------------------------------------------------------------

namespace {

std::string hx(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return buf;
}

// One line per distinct lane text: "key * text" when all lanes agree, else "key l text".
void lane_lines(std::ostringstream& os, const std::string& key, const std::string (&text)[kLanes],
                const bool (&present)[kLanes]) {
  bool all = true;
  for (int l = 0; l < kLanes; ++l) all = all && present[l] && text[l] == text[0];
  if (all) {
    os << key << " * " << text[0] << "\n";
    return;
  }
  for (int l = 0; l < kLanes; ++l) {
    if (present[l]) os << key << " " << l << " " << text[l] << "\n";
  }
}

}  // namespace

std::string format_header() {
  return std::string(kFormatTag) + " " + std::to_string(kFormatVersion) + " valhall\n";
}

std::string format_item(const Item& item) {
  std::ostringstream os;
  const ExecIn& in = item.txn;
  char w[20];
  std::snprintf(w, sizeof w, "%016llX", static_cast<unsigned long long>(in.word));
  os << "insn " << w << "   # " << disassemble(in.word) << "\n";
  if (item.txn.cfg.ftz != FtzMode::Preserve) os << "ftz " << ftz_name(item.txn.cfg.ftz) << "\n";
  if (in.pc) os << "pc " << hx(in.pc) << "\n";
  uint32_t active = 0;
  for (int l = 0; l < kLanes; ++l) active |= static_cast<uint32_t>(in.lane[l].active) << l;
  if (active != (1u << kLanes) - 1) os << "active " << active << "\n";
  std::string text[kLanes];
  bool present[kLanes];
  auto emit = [&](const std::string& key, auto&& fill) {
    for (int l = 0; l < kLanes; ++l) present[l] = fill(l, text[l]);
    lane_lines(os, key, text, present);
  };
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    emit("src" + std::to_string(k), [&](int l, std::string& t) {
      t = hx(in.lane[l].src[k]);
      return in.lane[l].src[k] != 0;
    });
  }
  emit("old", [&](int l, std::string& t) {
    t = hx(in.lane[l].dest_old);
    return in.lane[l].dest_old != 0;
  });
  emit("staging", [&](int l, std::string& t) {
    int n = kMaxStagingData;
    while (n > 0 && in.lane[l].staging[n - 1] == 0) --n;
    t.clear();
    for (int i = 0; i < n; ++i) t += (i ? " " : "") + hx(in.lane[l].staging[i]);
    return n > 0;
  });

  const ExecOut& e = item.expected;
  if (e.illegal) os << "expect illegal\n";
  if (e.ins) os << "expect ins " << gen::INSTRUCTIONS[e.ins].name << "\n";
  if (e.flow) os << "expect flow " << int(e.flow) << "\n";
  if (e.dest_reg) os << "expect dest " << int(e.dest_reg) << "\n";
  const Message& m = e.msg;
  if (m.valid) {
    os << "expect msg " << gen::UNIT_NAMES[static_cast<unsigned>(m.unit)] << "\n";
    for (unsigned i = 0; i < gen::MAX_STAGING; ++i) {
      const MsgStaging& s = m.sr[i];
      if (s.reg || s.count || s.read || s.write || s.flags) {
        os << "expect sr " << i << " " << int(s.reg) << " " << int(s.count) << " " << int(s.read)
           << " " << int(s.write) << " " << int(s.flags) << "\n";
      }
    }
    for (unsigned i = 0; i < gen::MAX_MODS; ++i) {
      if (m.mod[i]) os << "expect mod " << i << " " << int(m.mod[i]) << "\n";
    }
    for (unsigned i = 0; i < gen::MAX_IMMS; ++i) {
      if (m.imm[i]) os << "expect imm " << i << " " << hx(static_cast<uint64_t>(m.imm[i])) << "\n";
    }
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      if (m.src_sel[k]) os << "expect sel " << k << " " << int(m.src_sel[k]) << "\n";
    }
  }
  emit("expect write", [&](int l, std::string& t) {
    const LaneOut& o = e.lane[l];
    t = std::to_string(o.we) + " " + hx(o.value[0]) + (o.value[1] ? " " + hx(o.value[1]) : "");
    return o.we != 0 || o.value[0] != 0 || o.value[1] != 0;
  });
  emit("expect branch", [&](int l, std::string& t) {
    t = hx(e.lane[l].branch_target);
    return e.lane[l].branch_taken || e.lane[l].branch_target != 0;
  });
  emit("expect discard", [&](int l, std::string& t) { t.clear(); return e.lane[l].discard; });
  emit("expect send", [&](int l, std::string& t) { t.clear(); return e.lane[l].msg_en; });
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    emit("expect msgsrc", [&](int l, std::string& t) {
      t = std::to_string(k) + " " + hx(e.lane[l].msg_src[k]);
      return e.lane[l].msg_src[k] != 0;
    });
  }
  emit("expect msgdata", [&](int l, std::string& t) {
    int n = kMaxStagingData;
    while (n > 0 && e.lane[l].msg_data[n - 1] == 0) --n;
    t.clear();
    for (int i = 0; i < n; ++i) t += (i ? " " : "") + hx(e.lane[l].msg_data[i]);
    return n > 0;
  });
  return os.str();
}

// ---- comparison ------------------------------------------------------------------------------

std::string diff_outputs(const ExecOut& x, const ExecOut& y) {
  std::ostringstream os;
  auto field = [&](const std::string& name, uint64_t a, uint64_t b, int digits) {
    append_field_diff(os, name, a, b, digits);
  };
  field("illegal", x.illegal, y.illegal, 1);
  if (x.ins != y.ins) {
    os << "    ins                    expected " << gen::INSTRUCTIONS[x.ins % gen::NUM_INS].name
       << " (" << x.ins << ")  actual " << gen::INSTRUCTIONS[y.ins % gen::NUM_INS].name << " ("
       << y.ins << ")\n";
  }
  field("flow", x.flow, y.flow, 1);
  field("dest_reg", x.dest_reg, y.dest_reg, 2);
  const Message& a = x.msg;
  const Message& b = y.msg;
  field("msg.valid", a.valid, b.valid, 1);
  field("msg.unit", static_cast<int>(a.unit), static_cast<int>(b.unit), 1);
  for (unsigned i = 0; i < gen::MAX_STAGING; ++i) {
    const std::string p = "msg.sr[" + std::to_string(i) + "].";
    field(p + "reg", a.sr[i].reg, b.sr[i].reg, 2);
    field(p + "count", a.sr[i].count, b.sr[i].count, 2);
    field(p + "read", a.sr[i].read, b.sr[i].read, 1);
    field(p + "write", a.sr[i].write, b.sr[i].write, 1);
    field(p + "flags", a.sr[i].flags, b.sr[i].flags, 1);
  }
  for (unsigned i = 0; i < gen::MAX_MODS; ++i) field("msg.mod[" + std::to_string(i) + "]", a.mod[i], b.mod[i], 2);
  for (unsigned i = 0; i < gen::MAX_IMMS; ++i) {
    field("msg.imm[" + std::to_string(i) + "]", static_cast<uint64_t>(a.imm[i]),
          static_cast<uint64_t>(b.imm[i]), 16);
  }
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    field("msg.src_sel[" + std::to_string(k) + "]", a.src_sel[k], b.src_sel[k], 2);
  }
  for (int l = 0; l < kLanes; ++l) {
    const LaneOut& p = x.lane[l];
    const LaneOut& q = y.lane[l];
    const std::string n = "lane" + std::to_string(l) + ".";
    field(n + "we", p.we, q.we, 1);
    field(n + "value[0]", p.value[0], q.value[0], 8);
    field(n + "value[1]", p.value[1], q.value[1], 8);
    field(n + "branch_taken", p.branch_taken, q.branch_taken, 1);
    field(n + "branch_target", p.branch_target, q.branch_target, 16);
    field(n + "discard", p.discard, q.discard, 1);
    field(n + "msg_en", p.msg_en, q.msg_en, 1);
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      field(n + "msg_src[" + std::to_string(k) + "]", p.msg_src[k], q.msg_src[k], 16);
    }
    for (int i = 0; i < kMaxStagingData; ++i) {
      field(n + "msg_data[" + std::to_string(i) + "]", p.msg_data[i], q.msg_data[i], 8);
    }
  }
  return os.str();
}

std::string describe_inputs(const Item& item) {
  const ExecIn& in = item.txn;
  const Decoded d = decode(in.word);
  std::ostringstream os;
  char w[20];
  std::snprintf(w, sizeof w, "%016llX", static_cast<unsigned long long>(in.word));
  os << "    insn " << w << "  " << disassemble(d) << "   pc " << hx(in.pc) << "  ftz "
     << ftz_name(item.txn.cfg.ftz) << "\n";
  const unsigned nsrc = d.info() ? d.info()->num_srcs : 0;
  for (int l = 0; l < kLanes; ++l) {
    const LaneIn& li = in.lane[l];
    os << "    lane" << l << (li.active ? "" : " (inactive)") << ":";
    for (unsigned k = 0; k < nsrc; ++k) os << "  src" << k << " " << hx(li.src[k]);
    if (li.dest_old) os << "  old " << hx(li.dest_old);
    os << "\n";
  }
  return os.str();
}

}  // namespace shaderhw::valhall
