#include "attila/attila_vectors.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "attila/asm.h"
#include "attila/attila_gen.h"
#include "core/field_diff.h"
#include "core/rng.h"

namespace shaderhw::attila {

constexpr const char* kFormatTag = "shaderhw-vectors";
constexpr unsigned kFormatVersion = 1;

// ---- random ---------------------------------------------------------------------------------

RandomSource::RandomSource(uint64_t seed, uint64_t begin, uint64_t end, std::vector<Opcode> ops,
                           ExecConfig cfg)
    : seed_(seed), begin_(begin), next_(begin), end_(end), ops_(std::move(ops)), cfg_(cfg) {}

bool RandomSource::next(Item& item) {
  if (next_ == end_) return false;
  Rng rng(seed_, kStreamTxn, next_);
  item.txn = random_exec_in(rng, ops_, cfg_);
  item.expected = execute(item.txn, cfg_);
  item.origin = next_++;
  return true;
}

// ---- parsing helpers -------------------------------------------------------------------------

namespace {

std::string tok(std::string_view t) { return std::string(t); }

// A 32-bit value: hex bits (0x3F800000), f:<decimal float>, i:<decimal int>.
uint32_t parse_value(const LineReader& r, std::string_view t) {
  if (t.size() > 2 && (t.substr(0, 2) == "f:" || t.substr(0, 2) == "i:")) {
    const std::string s(t.substr(2));
    char* end = nullptr;
    if (t[0] == 'f') {
      const float f = std::strtof(s.c_str(), &end);
      if (end == s.c_str() || *end) r.fail("bad float '" + tok(t) + "'");
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return u;
    }
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (end == s.c_str() || *end || v < INT32_MIN || v > UINT32_MAX) r.fail("bad integer '" + tok(t) + "'");
    return static_cast<uint32_t>(v);
  }
  if (t.find_first_not_of("0123456789") == std::string_view::npos && t.size() <= 10) {
    const uint64_t v = parse_dec(r, t, "value");  // plain decimal: an unsigned 32-bit value
    if (v > UINT32_MAX) r.fail("value '" + tok(t) + "' exceeds 32 bits");
    return static_cast<uint32_t>(v);
  }
  if (t.size() < 3 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X')) {
    r.fail("bad value '" + tok(t) + "': expected 0x<hex bits>, <decimal>, f:<float> or i:<int>");
  }
  return static_cast<uint32_t>(parse_hex(r, t, 8, "value"));
}

// Lanes: '*' (all) or a comma-separated list of lane numbers.
uint32_t parse_lanes(const LineReader& r, std::string_view t) {
  if (t == "*") return (1u << kLanes) - 1;
  uint32_t mask = 0;
  size_t i = 0;
  while (i < t.size()) {
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

FxValue parse_fx(const LineReader& r, std::string_view t, int frac_bits) {
  if (t.size() < 2 || (t[0] != '+' && t[0] != '-')) {
    r.fail("bad fixed-point value '" + tok(t) + "': expected +<hex magnitude> or -<hex magnitude>");
  }
  FxValue v;
  v.neg = t[0] == '-';
  v.mag = parse_hex(r, t.substr(1), 16, "fixed-point magnitude");
  const unsigned bits = 32 + 2 * frac_bits;
  if (bits < 64 && (v.mag >> bits) != 0) {
    r.fail("fixed-point magnitude '" + tok(t) + "' exceeds " + std::to_string(bits) + " bits");
  }
  return v;
}

uint32_t parse_small(const LineReader& r, std::string_view t, uint32_t limit, const char* what) {
  const uint64_t v = (t.size() > 2 && t[1] == 'x') ? parse_hex(r, t, 8, what) : parse_dec(r, t, what);
  if (v >= limit) r.fail(std::string(what) + " '" + tok(t) + "' out of range (< " + std::to_string(limit) + ")");
  return static_cast<uint32_t>(v);
}

void want(const LineReader& r, const std::vector<std::string_view>& t, size_t n, const char* form) {
  if (t.size() != n) r.fail("expected '" + std::string(form) + "' (" + std::to_string(n) + " fields)");
}

Bank parse_bank(const LineReader& r, std::string_view t) {
  for (int b = 0; b < 8; ++b) {
    if (t == gen::BANKS[b].name) return static_cast<Bank>(b);
  }
  r.fail("unknown bank '" + tok(t) + "' (IN OUT PARAM TEMP ADDR PARAM2)");
}

void parse_vec4(const LineReader& r, const std::vector<std::string_view>& t, size_t first, Vec4& v) {
  for (int c = 0; c < 4; ++c) v.c[c] = parse_value(r, t[first + c]);
}

}  // namespace

// ---- vector files ----------------------------------------------------------------------------

VectorFileSource::VectorFileSource(std::string path) : path_(std::move(path)) { rewind(); }

void VectorFileSource::rewind() {
  reader_ = std::make_unique<LineReader>(path_);
  have_tokens_ = false;
  cfg_ = ExecConfig{};
  read_header();
}

void VectorFileSource::read_header() {
  LineReader& r = *reader_;
  if (!r.next(tokens_)) r.fail("empty file: expected header 'shaderhw-vectors 1 attila'");
  if (tokens_.size() != 3 || tokens_[0] != kFormatTag || tokens_[2] != "attila") {
    r.fail("bad header: expected 'shaderhw-vectors 1 attila'");
  }
  if (parse_dec(r, tokens_[1], "format version") != kFormatVersion) {
    r.fail("unsupported format version " + tok(tokens_[1]) + " (this build reads version 1)");
  }
  while (r.next(tokens_)) {
    if (tokens_[0] == "fx") {
      want(r, tokens_, 2, "fx F");
      cfg_.fx_frac_bits = static_cast<int>(parse_small(r, tokens_[1], 17, "fx"));
      if (cfg_.fx_frac_bits < 1) r.fail("fx must be 1..16");
    } else if (tokens_[0] == "micro_triangle") {
      want(r, tokens_, 2, "micro_triangle 0|1");
      cfg_.micro_triangle = parse_small(r, tokens_[1], 2, "micro_triangle") != 0;
    } else {
      have_tokens_ = true;
      return;
    }
  }
}

bool VectorFileSource::next(Item& item) {
  LineReader& r = *reader_;
  if (!have_tokens_) return false;
  // The first line of a vector names the instruction.
  item = Item{};
  item.origin = r.line();
  if (tokens_[0] == "insn") {
    want(r, tokens_, 3, "insn <qword0> <qword1>");
    item.txn.instr.q0 = parse_hex(r, tokens_[1], 16, "qword 0");
    item.txn.instr.q1 = parse_hex(r, tokens_[2], 16, "qword 1");
  } else if (tokens_[0] == "asm") {
    if (tokens_.size() < 2) r.fail("expected 'asm <instruction>'");
    const char* begin = tokens_[1].data();
    const char* end = tokens_.back().data() + tokens_.back().size();
    std::string error;
    if (!assemble(std::string_view(begin, end - begin), &item.txn.instr, &error,
                  DecodeConfig{cfg_.micro_triangle})) {
      r.fail("cannot assemble: " + error);
    }
  } else {
    r.fail("expected a vector to start with 'insn' or 'asm', got '" + tok(tokens_[0]) + "'");
  }
  ExecOut& e = item.expected;
  ExecIn& in = item.txn;
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
    } else if (k == "src1" || k == "src2" || k == "src3") {
      want(r, tokens_, 6, "srcN <lanes> x y z w");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) parse_vec4(r, tokens_, 2, in.lane[l].src[k[3] - '1']);
      }
    } else if (k == "pred") {
      want(r, tokens_, 3, "pred <lanes> <32-bit mask>");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) in.lane[l].pred = parse_value(r, tokens_[2]);
      }
    } else if (k == "a0" || k == "a1") {
      want(r, tokens_, 6, "aN <lanes> x y z w");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) parse_vec4(r, tokens_, 2, in.lane[l].addr[k[1] - '0']);
      }
    } else if (k == "acc") {
      want(r, tokens_, 6, "acc <lanes> x y z w (each +hex or -hex)");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      for (int l = 0; l < kLanes; ++l) {
        for (int c = 0; c < 4 && (lanes >> l & 1); ++c) {
          in.lane[l].acc[c] = parse_fx(r, tokens_[2 + c], cfg_.fx_frac_bits);
        }
      }
    } else if (k == "sample") {
      want(r, tokens_, 3, "sample <lanes> <0..15>");
      const uint32_t lanes = parse_lanes(r, tokens_[1]);
      const uint32_t s = parse_small(r, tokens_[2], 16, "sample");
      for (int l = 0; l < kLanes; ++l) {
        if (lanes >> l & 1) in.lane[l].sample = static_cast<uint8_t>(s);
      }
    } else if (k == "active") {
      want(r, tokens_, 2, "active <lane mask>");
      const uint32_t m = parse_small(r, tokens_[1], 1u << kLanes, "active mask");
      for (int l = 0; l < kLanes; ++l) in.lane[l].active = (m >> l) & 1;
    } else if (k == "expect") {
      if (tokens_.size() < 2) r.fail("expected 'expect <what> ...'");
      const std::string_view w = tokens_[1];
      if (w == "op") {
        want(r, tokens_, 3, "expect op <mnemonic>");
        const std::vector<Opcode> ops = resolve_opcodes({tok(tokens_[2])});
        e.opcode = ops.front();
      } else if (w == "dest") {
        want(r, tokens_, 4, "expect dest <bank> <register>");
        e.res_bank = parse_bank(r, tokens_[2]);
        e.res_reg = static_cast<uint8_t>(parse_small(r, tokens_[3], 256, "register"));
      } else if (w == "end" || w == "wait" || w == "illegal") {
        want(r, tokens_, 2, "expect end|wait|illegal");
        (w == "end" ? e.end : w == "wait" ? e.wait : e.illegal) = true;
      } else if (w == "texreq") {
        want(r, tokens_, 5, "expect texreq <unit> <mask> <sat>");
        e.tex_valid = true;
        e.tex_unit = static_cast<uint8_t>(parse_small(r, tokens_[2], 256, "unit"));
        e.tex_mask = static_cast<uint8_t>(parse_small(r, tokens_[3], 16, "mask"));
        e.tex_sat = parse_small(r, tokens_[4], 2, "sat") != 0;
      } else if (w == "jmp") {
        want(r, tokens_, 4, "expect jmp <taken 0|1> <target>");
        e.jmp_valid = true;
        e.jmp_taken = parse_small(r, tokens_[2], 2, "taken") != 0;
        e.jmp_target = parse_value(r, tokens_[3]);
      } else {
        // Per-lane effects.
        if (tokens_.size() < 3) r.fail("expected 'expect " + tok(w) + " <lanes> ...'");
        const uint32_t lanes = parse_lanes(r, tokens_[2]);
        for (int l = 0; l < kLanes; ++l) {
          if (!(lanes >> l & 1)) continue;
          LaneOut& o = e.lane[l];
          if (w == "res") {
            want(r, tokens_, 8, "expect res <lanes> <write mask> x y z w");
            o.res_we = static_cast<uint8_t>(parse_small(r, tokens_[3], 16, "write mask"));
            parse_vec4(r, tokens_, 4, o.res);
          } else if (w == "pred") {
            want(r, tokens_, 4, "expect pred <lanes> <0|1>");
            o.pred_we = true;
            o.pred_val = parse_small(r, tokens_[3], 2, "predicate value") != 0;
          } else if (w == "acc") {
            want(r, tokens_, 8, "expect acc <lanes> <write mask> x y z w");
            o.acc_we = static_cast<uint8_t>(parse_small(r, tokens_[3], 16, "write mask"));
            for (int c = 0; c < 4; ++c) o.acc[c] = parse_fx(r, tokens_[4 + c], cfg_.fx_frac_bits);
          } else if (w == "kill") {
            want(r, tokens_, 4, "expect kill <lanes> <16-bit sample mask>");
            o.kill = static_cast<uint16_t>(parse_small(r, tokens_[3], 0x10000, "kill mask"));
          } else if (w == "zexp") {
            want(r, tokens_, 9, "expect zexp <lanes> <base> <enables> v0 v1 v2 v3");
            o.zexp_base = static_cast<uint8_t>(parse_small(r, tokens_[3], 16, "base sample"));
            o.zexp_en = static_cast<uint8_t>(parse_small(r, tokens_[4], 16, "enables"));
            for (int c = 0; c < 4; ++c) o.zexp[c] = parse_value(r, tokens_[5 + c]);
          } else if (w == "chs") {
            want(r, tokens_, 3, "expect chs <lanes>");
            o.chs = true;
          } else if (w == "tex") {
            want(r, tokens_, 8, "expect tex <lanes> x y z w <param>");
            o.tex_en = true;
            parse_vec4(r, tokens_, 3, o.tex_coord);
            o.tex_param = parse_value(r, tokens_[7]);
          } else if (w == "const") {
            want(r, tokens_, 5, "expect const <lanes> <source 1..3> <index>");
            const uint32_t s = parse_small(r, tokens_[3], 4, "source");
            if (s == 0) r.fail("source must be 1..3");
            o.const_index[s - 1] = static_cast<uint16_t>(parse_small(r, tokens_[4], 512, "constant index"));
          } else {
            r.fail("unknown expectation '" + tok(w) +
                   "' (op dest end wait illegal texreq jmp res pred acc kill zexp chs tex const)");
          }
        }
      }
    } else {
      r.fail("unknown line '" + tok(k) +
             "' (insn asm pc src1 src2 src3 pred a0 a1 acc sample active expect)");
    }
  }
  return true;
}

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

// Writes "key <lanes> rest" lines, merging lanes whose text is equal into '*'.
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

std::string format_header(const ExecConfig& cfg) {
  std::string s = std::string(kFormatTag) + " " + std::to_string(kFormatVersion) + " attila\n";
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
  std::string text[kLanes];
  bool present[kLanes];
  auto emit = [&](const std::string& key, auto&& fill) {
    for (int l = 0; l < kLanes; ++l) present[l] = fill(l, text[l]);
    lane_lines(os, key, text, present);
  };
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
  std::ostringstream os;
  auto field = [&](const std::string& name, uint64_t a, uint64_t b, int digits) {
    append_field_diff(os, name, a, b, digits);
  };
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
  return os.str();
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
