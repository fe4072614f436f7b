#include "attila/attila_vectors.h"

#include <cstdio>
#include <sstream>

#include "attila/asm.h"
#include "attila/attila_gen.h"
#include "core/field_diff.h"
#include "core/vector_text.h"

namespace shaderhw::attila {

// ---- parsing helpers -------------------------------------------------------------------------

namespace {

// A 32-bit value (core/vector_text.h): hex bits, decimal, f:<float>, i:<int32>.
uint32_t parse_value(const LineReader& r, std::string_view t) {
  return static_cast<uint32_t>(shaderhw::parse_value(r, t, 32));
}

FxValue parse_fx(const LineReader& r, std::string_view t, int frac_bits) {
  if (t.size() < 2 || (t[0] != '+' && t[0] != '-')) {
    r.fail("bad fixed-point value " + quote(t) + ": expected +<hex magnitude> or -<hex magnitude>");
  }
  FxValue v;
  v.neg = t[0] == '-';
  v.mag = parse_hex(r, t.substr(1), 16, "fixed-point magnitude");
  const unsigned bits = 32 + 2 * frac_bits;
  if (bits < 64 && (v.mag >> bits) != 0) {
    r.fail("fixed-point magnitude " + quote(t) + " exceeds " + std::to_string(bits) + " bits");
  }
  return v;
}

Bank parse_bank(const LineReader& r, std::string_view t) {
  for (int b = 0; b < 8; ++b) {
    if (t == gen::BANKS[b].name) return static_cast<Bank>(b);
  }
  r.fail("unknown bank " + quote(t) + " (IN OUT PARAM TEMP ADDR PARAM2)");
}

void parse_vec4(const LineReader& r, const std::vector<std::string_view>& t, size_t first, Vec4& v) {
  for (int c = 0; c < 4; ++c) v.c[c] = parse_value(r, t[first + c]);
}

}  // namespace

// ---- vector files ----------------------------------------------------------------------------

namespace {

// Header lines: `fx F` and `micro_triangle 0|1`.
void read_header_line(const LineReader& r, const std::vector<std::string_view>& t, ExecConfig& cfg) {
  if (t[0] == "fx") {
    want_fields(r, t, 2, "fx F");
    cfg.fx_frac_bits = static_cast<int>(parse_small(r, t[1], 17, "fx"));
    if (cfg.fx_frac_bits < 1) r.fail("fx must be 1..16");
  } else if (t[0] == "micro_triangle") {
    want_fields(r, t, 2, "micro_triangle 0|1");
    cfg.micro_triangle = parse_small(r, t[1], 2, "micro_triangle") != 0;
  } else {
    r.fail("expected a vector to start with 'insn' or 'asm', got " + quote(t[0]));
  }
}

using Tokens = std::vector<std::string_view>;

// `expect` keys of the whole instruction (harness/README.md, ATTILA vector files).
const ExpectKey<ExecOut> kWholeKeys[] = {
    {"op", 3, "expect op <mnemonic>",
     [](const LineReader&, const Tokens& t, ExecOut& e) {
       e.opcode = resolve_opcodes({std::string(t[2])}).front();
     }},
    {"dest", 4, "expect dest <bank> <register>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.res_bank = parse_bank(r, t[2]);
       parse_small_into(&e.res_reg, r, t[3], 256, "register");
     }},
    {"end", 2, "expect end", [](const LineReader&, const Tokens&, ExecOut& e) { e.end = true; }},
    {"wait", 2, "expect wait", [](const LineReader&, const Tokens&, ExecOut& e) { e.wait = true; }},
    {"illegal", 2, "expect illegal",
     [](const LineReader&, const Tokens&, ExecOut& e) { e.illegal = true; }},
    {"texreq", 5, "expect texreq <unit> <mask> <sat>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.tex_valid = true;
       parse_small_into(&e.tex_unit, r, t[2], 256, "unit");
       parse_small_into(&e.tex_mask, r, t[3], 16, "mask");
       e.tex_sat = parse_small(r, t[4], 2, "sat") != 0;
     }},
    {"jmp", 4, "expect jmp <taken 0|1> <target>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.jmp_valid = true;
       e.jmp_taken = parse_small(r, t[2], 2, "taken") != 0;
       e.jmp_target = parse_value(r, t[3]);
     }},
};

// One lane of an `expect <key> <lanes> ...` line, with the fixed-point format its values use.
struct LaneExpect {
  LaneOut& o;
  int fx_frac_bits;
};

const ExpectKey<LaneExpect> kLaneKeys[] = {
    {"res", 8, "expect res <lanes> <write mask> x y z w",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       parse_small_into(&x.o.res_we, r, t[3], 16, "write mask");
       parse_vec4(r, t, 4, x.o.res);
     }},
    {"pred", 4, "expect pred <lanes> <0|1>",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       x.o.pred_we = true;
       x.o.pred_val = parse_small(r, t[3], 2, "predicate value") != 0;
     }},
    {"acc", 8, "expect acc <lanes> <write mask> x y z w",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       parse_small_into(&x.o.acc_we, r, t[3], 16, "write mask");
       for (int c = 0; c < 4; ++c) x.o.acc[c] = parse_fx(r, t[4 + c], x.fx_frac_bits);
     }},
    {"kill", 4, "expect kill <lanes> <16-bit sample mask>",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       parse_small_into(&x.o.kill, r, t[3], 0x10000, "kill mask");
     }},
    {"zexp", 9, "expect zexp <lanes> <base> <enables> v0 v1 v2 v3",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       parse_small_into(&x.o.zexp_base, r, t[3], 16, "base sample");
       parse_small_into(&x.o.zexp_en, r, t[4], 16, "enables");
       for (int c = 0; c < 4; ++c) x.o.zexp[c] = parse_value(r, t[5 + c]);
     }},
    {"chs", 3, "expect chs <lanes>",
     [](const LineReader&, const Tokens&, LaneExpect& x) { x.o.chs = true; }},
    {"tex", 8, "expect tex <lanes> x y z w <param>",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       x.o.tex_en = true;
       parse_vec4(r, t, 3, x.o.tex_coord);
       x.o.tex_param = parse_value(r, t[7]);
     }},
    {"const", 5, "expect const <lanes> <source 1..3> <index>",
     [](const LineReader& r, const Tokens& t, LaneExpect& x) {
       const uint32_t s = parse_small(r, t[3], 4, "source");
       if (s == 0) r.fail("source must be 1..3");
       parse_small_into(&x.o.const_index[s - 1], r, t[4], 512, "constant index");
     }},
};

void read_vector(VectorBlocks& blocks, const ExecConfig& cfg, Item& item) {
  const LineReader& r = blocks.reader();
  const std::vector<std::string_view>& line = blocks.tokens();
  // The first line of a vector names the instruction.
  item.txn.instr = blocks.instruction(parse_words, [&](const std::string& text) {
    return assemble(text, DecodeConfig{cfg.micro_triangle});
  });
  ExecOut& e = item.expected;
  ExecIn& in = item.txn;
  while (blocks.next_line()) {
    if (blocks.pc_line(&in.pc)) continue;
    const std::string_view k = line[0];
    if (k == "src1" || k == "src2" || k == "src3") {
      want_fields(r, line, 6, "srcN <lanes> x y z w");
      for (int l : lane_list(r, line[1], kLanes)) parse_vec4(r, line, 2, in.lane[l].src[k[3] - '1']);
    } else if (k == "pred") {
      want_fields(r, line, 3, "pred <lanes> <32-bit mask>");
      for (int l : lane_list(r, line[1], kLanes)) in.lane[l].pred = parse_value(r, line[2]);
    } else if (k == "a0" || k == "a1") {
      want_fields(r, line, 6, "aN <lanes> x y z w");
      for (int l : lane_list(r, line[1], kLanes)) parse_vec4(r, line, 2, in.lane[l].addr[k[1] - '0']);
    } else if (k == "acc") {
      want_fields(r, line, 6, "acc <lanes> x y z w (each +hex or -hex)");
      for (int l : lane_list(r, line[1], kLanes)) {
        for (int c = 0; c < 4; ++c) {
          in.lane[l].acc[c] = parse_fx(r, line[2 + c], cfg.fx_frac_bits);
        }
      }
    } else if (k == "sample") {
      want_fields(r, line, 3, "sample <lanes> <0..15>");
      const uint32_t s = parse_small(r, line[2], 16, "sample");
      for (int l : lane_list(r, line[1], kLanes)) in.lane[l].sample = static_cast<uint8_t>(s);
    } else if (k == "active") {
      want_fields(r, line, 2, "active <lane mask>");
      const uint32_t m = parse_small(r, line[1], 1u << kLanes, "active mask");
      for (int l = 0; l < kLanes; ++l) in.lane[l].active = (m >> l) & 1;
    } else if (k == "expect") {
      read_expect(r, line, kWholeKeys, e, kLaneKeys, kLanes,
                  [&](int l) { return LaneExpect{e.lane[l], cfg.fx_frac_bits}; });
    } else {
      r.fail("unknown line " + quote(k) +
             " (insn asm pc src1 src2 src3 pred a0 a1 acc sample active expect)");
    }
  }
}

}  // namespace

VectorFileSource::VectorFileSource(std::string path)
    : MultiLineVectorFile(std::move(path), "attila", LineReader::kHashAnywhere, read_header_line,
                          read_vector) {}

// ---- writing ---------------------------------------------------------------------------------

namespace {

std::string h32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", v);
  return b;
}
std::string h64(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%016llx", static_cast<unsigned long long>(v));
  return b;
}
std::string fx(const FxValue& v) {
  char b[24];
  std::snprintf(b, sizeof b, "%c%llx", v.neg ? '-' : '+', static_cast<unsigned long long>(v.mag));
  return b;
}
std::string vec(const Vec4& v) {
  return h32(v.c[0]) + " " + h32(v.c[1]) + " " + h32(v.c[2]) + " " + h32(v.c[3]);
}
bool zero(const Vec4& v) { return v == Vec4{}; }

}  // namespace

std::string format_header(const ExecConfig& cfg) {
  std::string s = vector_file_header("attila");
  if (cfg.fx_frac_bits != 8) s += "fx " + std::to_string(cfg.fx_frac_bits) + "\n";
  if (cfg.micro_triangle) s += "micro_triangle 1\n";
  return s;
}

std::string format_item(const Item& item, const ExecConfig& cfg) {
  std::ostringstream os;
  const ExecIn& in = item.txn;
  const Decoded d = decode(in.instr, DecodeConfig{cfg.micro_triangle});
  os << "insn " << h64(in.instr.q0) << " " << h64(in.instr.q1) << "   # " << disassemble(d) << "\n";
  if (in.pc) os << "pc " << h32(in.pc) << "\n";
  LaneLineWriter emit(os, kLanes);
  for (int k = 0; k < 3; ++k) {
    emit("src" + std::to_string(k + 1), [&](int l, std::string& t) {
      t = vec(in.lane[l].src[k]);
      return !zero(in.lane[l].src[k]);
    });
  }
  emit("pred", [&](int l, std::string& t) { t = h32(in.lane[l].pred); return in.lane[l].pred != 0; });
  for (int r = 0; r < 2; ++r) {
    emit("a" + std::to_string(r), [&](int l, std::string& t) {
      t = vec(in.lane[l].addr[r]);
      return !zero(in.lane[l].addr[r]);
    });
  }
  emit("acc", [&](int l, std::string& t) {
    const FxValue* a = in.lane[l].acc;
    t = fx(a[0]) + " " + fx(a[1]) + " " + fx(a[2]) + " " + fx(a[3]);
    return a[0] != FxValue{} || a[1] != FxValue{} || a[2] != FxValue{} || a[3] != FxValue{};
  });
  emit("sample", [&](int l, std::string& t) {
    t = std::to_string(in.lane[l].sample);
    return in.lane[l].sample != 0;
  });
  uint32_t active = 0;
  for (int l = 0; l < kLanes; ++l) active |= static_cast<uint32_t>(in.lane[l].active) << l;
  if (active != (1u << kLanes) - 1) os << "active " << active << "\n";

  const ExecOut& e = item.expected;
  if (e.illegal) os << "expect illegal\n";
  if (e.opcode != Opcode::NOP) os << "expect op " << attila::info(e.opcode).mnemonic << "\n";
  if (e.res_bank != Bank::IN || e.res_reg) {
    os << "expect dest " << gen::BANKS[static_cast<int>(e.res_bank)].name << " " << int(e.res_reg) << "\n";
  }
  if (e.end) os << "expect end\n";
  if (e.wait) os << "expect wait\n";
  if (e.tex_valid) {
    os << "expect texreq " << int(e.tex_unit) << " " << int(e.tex_mask) << " " << int(e.tex_sat) << "\n";
  }
  if (e.jmp_valid) os << "expect jmp " << int(e.jmp_taken) << " " << h32(e.jmp_target) << "\n";
  emit("expect res", [&](int l, std::string& t) {
    t = std::to_string(e.lane[l].res_we) + " " + vec(e.lane[l].res);
    return e.lane[l].res_we != 0 || !zero(e.lane[l].res);
  });
  emit("expect pred", [&](int l, std::string& t) {
    t = std::to_string(e.lane[l].pred_val);
    return e.lane[l].pred_we;
  });
  emit("expect acc", [&](int l, std::string& t) {
    const FxValue* a = e.lane[l].acc;
    t = std::to_string(e.lane[l].acc_we) + " " + fx(a[0]) + " " + fx(a[1]) + " " + fx(a[2]) + " " + fx(a[3]);
    return e.lane[l].acc_we != 0;
  });
  emit("expect kill", [&](int l, std::string& t) {
    t = std::to_string(e.lane[l].kill);
    return e.lane[l].kill != 0;
  });
  emit("expect zexp", [&](int l, std::string& t) {
    const LaneOut& o = e.lane[l];
    t = std::to_string(o.zexp_base) + " " + std::to_string(o.zexp_en) + " " + h32(o.zexp[0]) + " " +
        h32(o.zexp[1]) + " " + h32(o.zexp[2]) + " " + h32(o.zexp[3]);
    return o.zexp_en != 0;
  });
  emit("expect chs", [&](int l, std::string& t) { t.clear(); return e.lane[l].chs; });
  emit("expect tex", [&](int l, std::string& t) {
    t = vec(e.lane[l].tex_coord) + " " + h32(e.lane[l].tex_param);
    return e.lane[l].tex_en;
  });
  for (int k = 0; k < 3; ++k) {
    emit("expect const", [&](int l, std::string& t) {
      t = std::to_string(k + 1) + " " + std::to_string(e.lane[l].const_index[k]);
      return e.lane[l].const_index[k] != 0;
    });
  }
  return os.str();
}

// ---- comparison ------------------------------------------------------------------------------

std::string diff_outputs(const ExecOut& x, const ExecOut& y) {
  FieldDiff field;
  field("illegal", x.illegal, y.illegal, 1);
  field("end", x.end, y.end, 1);
  field("wait", x.wait, y.wait, 1);
  field("opcode", static_cast<int>(x.opcode), static_cast<int>(y.opcode), 2);
  field("res_bank", static_cast<int>(x.res_bank), static_cast<int>(y.res_bank), 1);
  field("res_reg", x.res_reg, y.res_reg, 2);
  field("tex_valid", x.tex_valid, y.tex_valid, 1);
  field("tex_unit", x.tex_unit, y.tex_unit, 2);
  field("tex_mask", x.tex_mask, y.tex_mask, 1);
  field("tex_sat", x.tex_sat, y.tex_sat, 1);
  field("jmp_valid", x.jmp_valid, y.jmp_valid, 1);
  field("jmp_taken", x.jmp_taken, y.jmp_taken, 1);
  field("jmp_target", x.jmp_target, y.jmp_target, 8);
  static const char* comp = "xyzw";
  for (int l = 0; l < kLanes; ++l) {
    const LaneOut& a = x.lane[l];
    const LaneOut& b = y.lane[l];
    const std::string p = "lane" + std::to_string(l) + ".";
    field(p + "res_we", a.res_we, b.res_we, 1);
    for (int c = 0; c < 4; ++c) field(p + "res." + comp[c], a.res.c[c], b.res.c[c], 8);
    field(p + "pred_we", a.pred_we, b.pred_we, 1);
    field(p + "pred_val", a.pred_val, b.pred_val, 1);
    field(p + "acc_we", a.acc_we, b.acc_we, 1);
    for (int c = 0; c < 4; ++c) {
      field(p + "acc." + comp[c] + ".neg", a.acc[c].neg, b.acc[c].neg, 1);
      field(p + "acc." + comp[c] + ".mag", a.acc[c].mag, b.acc[c].mag, 16);
    }
    field(p + "kill", a.kill, b.kill, 4);
    field(p + "zexp_en", a.zexp_en, b.zexp_en, 1);
    field(p + "zexp_base", a.zexp_base, b.zexp_base, 1);
    for (int c = 0; c < 4; ++c) field(p + "zexp[" + std::to_string(c) + "]", a.zexp[c], b.zexp[c], 8);
    field(p + "chs", a.chs, b.chs, 1);
    field(p + "tex_en", a.tex_en, b.tex_en, 1);
    for (int c = 0; c < 4; ++c) field(p + "tex_coord." + comp[c], a.tex_coord.c[c], b.tex_coord.c[c], 8);
    field(p + "tex_param", a.tex_param, b.tex_param, 8);
    for (int k = 0; k < 3; ++k) {
      field(p + "const_index[" + std::to_string(k + 1) + "]", a.const_index[k], b.const_index[k], 3);
    }
  }
  return field.str();
}

std::string describe_inputs(const ExecIn& in, const ExecConfig& cfg) {
  const Decoded d = decode(in.instr, DecodeConfig{cfg.micro_triangle});
  std::ostringstream os;
  os << "    insn " << h64(in.instr.q0) << " " << h64(in.instr.q1) << "  " << disassemble(d)
     << "   pc " << h32(in.pc) << "\n";
  for (int l = 0; l < kLanes; ++l) {
    const LaneIn& li = in.lane[l];
    os << "    lane" << l << (li.active ? "" : " (inactive)") << ": pred " << h32(li.pred);
    for (int k = 0; k < 3; ++k) {
      const SourceLocation loc = source_location(d, k, li.addr);
      if (loc.valid) os << "  src" << k + 1 << " " << vec(li.src[k]);
    }
    if (d.rel_en) os << "  a0 " << vec(li.addr[0]) << "  a1 " << vec(li.addr[1]);
    if (d.opcode == Opcode::FXMAD || d.opcode == Opcode::FXMAD2) {
      os << "  acc " << fx(li.acc[0]) << " " << fx(li.acc[1]) << " " << fx(li.acc[2]) << " " << fx(li.acc[3]);
    }
    os << "  sample " << int(li.sample) << "\n";
  }
  return os.str();
}

}  // namespace shaderhw::attila
