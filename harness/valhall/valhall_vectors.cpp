#include "valhall/valhall_vectors.h"

#include <cstdio>
#include <sstream>

#include "core/field_diff.h"
#include "core/rng.h"
#include "core/vector_text.h"
#include "valhall/asm.h"
#include "valhall/valhall_gen.h"

namespace shaderhw::valhall {

const char* const kFtzNames[] = {"preserve", "flush32", "flush32_16", "abrupt"};

const char* ftz_name(FtzMode m) { return kFtzNames[static_cast<unsigned>(m) & 3]; }

// ---- random ---------------------------------------------------------------------------------

void random_input(uint64_t seed, uint64_t index, const std::vector<int>& ins, Item& item) {
  Rng rng(seed, kStreamTxn, index);
  static_cast<ExecIn&>(item.txn) = random_exec_in(rng, ins, item.txn.cfg);
  item.origin = index;
}

Item random_item(uint64_t seed, uint64_t index, const std::vector<int>& ins) {
  Item item;
  random_input(seed, index, ins, item);
  item.expected = execute(item.txn, item.txn.cfg);
  return item;
}

// ---- parsing helpers -------------------------------------------------------------------------

namespace {

uint64_t parse_value(const LineReader& r, std::string_view t) {
  return shaderhw::parse_value(r, t, 64);
}
uint32_t parse_value32(const LineReader& r, std::string_view t) {
  return static_cast<uint32_t>(shaderhw::parse_value(r, t, 32));
}

int parse_ins_name(const LineReader& r, std::string_view t) {
  const int i = find_instruction(std::string(t));
  if (i < 0) r.fail("unknown instruction " + quote(t));
  return i;
}

}  // namespace

// ---- vector files ----------------------------------------------------------------------------

namespace {

using Tokens = std::vector<std::string_view>;

// `expect` keys of the whole instruction (harness/README.md, Valhall vector files).
const ExpectKey<ExecOut> kWholeKeys[] = {
    {"illegal", 2, "expect illegal",
     [](const LineReader&, const Tokens&, ExecOut& e) { e.illegal = true; }},
    {"ins", 3, "expect ins <instruction name>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.ins = static_cast<uint16_t>(parse_ins_name(r, t[2]));
     }},
    {"flow", 3, "expect flow <0..15>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.flow, r, t[2], 16, "flow");
     }},
    {"dest", 3, "expect dest <register>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.dest_reg, r, t[2], 64, "register");
     }},
    {"msg", 3, "expect msg <unit>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       int u = -1;
       for (int i = 0; i < 8; ++i) {
         if (t[2] == gen::UNIT_NAMES[i]) u = i;
       }
       if (u < 0) r.fail("unknown unit " + quote(t[2]));
       e.msg.valid = true;
       e.msg.unit = static_cast<gen::Unit>(u);
     }},
    {"sr", 8, "expect sr <i> <reg> <count> <read 0|1> <write 0|1> <flags>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       MsgStaging& s = e.msg.sr[parse_small(r, t[2], gen::MAX_STAGING, "staging operand")];
       parse_small_into(&s.reg, r, t[3], 64, "register");
       parse_small_into(&s.count, r, t[4], 256, "count");
       s.read = parse_small(r, t[5], 2, "read") != 0;
       s.write = parse_small(r, t[6], 2, "write") != 0;
       parse_small_into(&s.flags, r, t[7], 4, "flags");
     }},
    {"mod", 4, "expect mod <i> <value>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.msg.mod[parse_small(r, t[2], gen::MAX_MODS, "modifier")], r, t[3], 256,
                        "modifier value");
     }},
    {"imm", 4, "expect imm <i> <value>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.msg.imm[parse_small(r, t[2], gen::MAX_IMMS, "immediate")] =
           static_cast<int64_t>(parse_value(r, t[3]));
     }},
    {"sel", 4, "expect sel <k> <value>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.msg.src_sel[parse_small(r, t[2], gen::MAX_SRCS, "source")], r, t[3], 256,
                        "selection");
     }},
};

// `expect <key> <lanes> ...` keys: what each listed lane does.
const ExpectKey<LaneOut> kLaneKeys[] = {
    {"write", 0, "expect write <lanes> <we 1..3> <value0> [<value1>]",
     [](const LineReader& r, const Tokens& t, LaneOut& o) {
       if (t.size() != 5 && t.size() != 6) {
         r.fail("expected 'expect write <lanes> <we 1..3> <value0> [<value1>]'");
       }
       parse_small_into(&o.we, r, t[3], 4, "write enable");
       o.value[0] = parse_value32(r, t[4]);
       if (t.size() == 6) o.value[1] = parse_value32(r, t[5]);
     }},
    {"branch", 4, "expect branch <lanes> <target>",
     [](const LineReader& r, const Tokens& t, LaneOut& o) {
       o.branch_taken = true;
       o.branch_target = parse_value(r, t[3]);
     }},
    {"discard", 3, "expect discard <lanes>",
     [](const LineReader&, const Tokens&, LaneOut& o) { o.discard = true; }},
    {"send", 3, "expect send <lanes>",
     [](const LineReader&, const Tokens&, LaneOut& o) { o.msg_en = true; }},
    {"msgsrc", 5, "expect msgsrc <lanes> <k> <value>",
     [](const LineReader& r, const Tokens& t, LaneOut& o) {
       o.msg_src[parse_small(r, t[3], gen::MAX_SRCS, "source")] = parse_value(r, t[4]);
     }},
    {"msgdata", 0, "expect msgdata <lanes> v0 [v1 .. v7]",
     [](const LineReader& r, const Tokens& t, LaneOut& o) {
       if (t.size() < 4 || t.size() > 3 + kMaxStagingData) {
         r.fail("expected 'expect msgdata <lanes> v0 [v1 .. v7]'");
       }
       for (size_t i = 3; i < t.size(); ++i) o.msg_data[i - 3] = parse_value32(r, t[i]);
     }},
};

void read_vector(VectorBlocks& blocks, const NoConfig&, Item& item) {
  const LineReader& r = blocks.reader();
  const std::vector<std::string_view>& line = blocks.tokens();
  ExecIn& in = item.txn;
  in.word = blocks.instruction(parse_words, assemble);
  ExecOut& e = item.expected;
  while (blocks.next_line()) {
    if (blocks.pc_line(&in.pc)) continue;
    const std::string_view k = line[0];
    if (k == "ftz") {
      want_fields(r, line, 2, "ftz preserve|flush32|flush32_16|abrupt");
      int m = -1;
      for (int i = 0; i < 4; ++i) {
        if (line[1] == kFtzNames[i]) m = i;
      }
      if (m < 0) r.fail("unknown ftz mode " + quote(line[1]) + " (preserve flush32 flush32_16 abrupt)");
      item.txn.cfg.ftz = static_cast<FtzMode>(m);
    } else if (k == "active") {
      want_fields(r, line, 2, "active <lane mask 0..15>");
      const uint64_t m = parse_small(r, line[1], 1u << kLanes, "active mask");
      for (int l = 0; l < kLanes; ++l) in.lane[l].active = (m >> l) & 1;
    } else if (k.size() == 4 && k.substr(0, 3) == "src" && k[3] >= '0' && k[3] < '0' + int{gen::MAX_SRCS}) {
      want_fields(r, line, 3, "srcK <lanes> <value>");
      const uint64_t v = parse_value(r, line[2]);
      for (int l : lane_list(r, line[1], kLanes)) in.lane[l].src[k[3] - '0'] = v;
    } else if (k == "old") {
      want_fields(r, line, 3, "old <lanes> <value>");
      const uint64_t v = parse_value(r, line[2]);
      for (int l : lane_list(r, line[1], kLanes)) in.lane[l].dest_old = v;
    } else if (k == "staging") {
      if (line.size() < 3 || line.size() > 2 + kMaxStagingData) {
        r.fail("expected 'staging <lanes> v0 [v1 .. v7]'");
      }
      for (int l : lane_list(r, line[1], kLanes)) {
        for (size_t i = 2; i < line.size(); ++i) {
          in.lane[l].staging[i - 2] = parse_value32(r, line[i]);
        }
      }
    } else if (k == "expect") {
      read_expect(r, line, kWholeKeys, e, kLaneKeys, kLanes,
                  [&](int l) -> LaneOut& { return e.lane[l]; });
    } else {
      r.fail("unknown line " + quote(k));
    }
  }
}


}  // namespace

VectorFileSource::VectorFileSource(std::string path)
    : MultiLineVectorFile(std::move(path), "valhall", LineReader::kHashWord,
                          no_header_lines<NoConfig>, read_vector) {}

std::vector<Item> read_vector_file(const std::string& path) {
  return VectorFileSource(path).read_all();
}

// ---- formatting ------------------------------------------------------------------------------

namespace {

std::string hx(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace

std::string format_header() {
  return vector_file_header("valhall");
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
  LaneLineWriter emit(os, kLanes);
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
  FieldDiff field;
  field("illegal", x.illegal, y.illegal, 1);
  if (x.ins != y.ins) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-22s expected %s (%u)  actual %s (%u)", "ins",
                  gen::INSTRUCTIONS[x.ins % gen::NUM_INS].name, unsigned{x.ins},
                  gen::INSTRUCTIONS[y.ins % gen::NUM_INS].name, unsigned{y.ins});
    field.line(buf);
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
  return field.str();
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
