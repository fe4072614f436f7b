#include "r500/r500_vectors.h"

#include <cstdio>
#include <sstream>

#include "core/rng.h"
#include "r500/asm.h"

namespace shaderhw::r500 {

// ---- random ---------------------------------------------------------------------------------

void random_input(uint64_t seed, uint64_t index, const OpSelection& sel, Item& item) {
  Rng rng(seed, kStreamTxn, index);
  random_txn(rng, sel, item.txn, item.txn.cfg);
  item.origin = index;
}

namespace {

using Tokens = std::vector<std::string_view>;
constexpr int P = kPixels;
const auto& kTypeNames = gen::TYPE_NAMES;

// ---- parsing helpers -------------------------------------------------------------------------

uint32_t value32(const LineReader& r, std::string_view t) {
  return static_cast<uint32_t>(parse_value(r, t, 32));
}

template <class E, size_t N>
E parse_name(const LineReader& r, std::string_view t, const char* const (&names)[N],
             const char* what) {
  for (size_t i = 0; i < N; ++i) {
    if (names[i] && t.size() == std::string_view(names[i]).size()) {
      bool same = true;
      for (size_t k = 0; k < t.size(); ++k) {
        same &= std::toupper(static_cast<unsigned char>(t[k])) == names[i][k];
      }
      if (same) return static_cast<E>(i);
    }
  }
  std::string known;
  for (const char* n : names) {
    if (n) known += std::string(" ") + n;
  }
  r.fail(std::string("unknown ") + what + " " + quote(t) + " (known:" + known + ")");
}

TexOp parse_tex_op(const LineReader& r, std::string_view t) {
  const char* names[8];
  for (int i = 0; i < 8; ++i) names[i] = gen::TEX_OP_INFO[i].mnemonic;
  return parse_name<TexOp>(r, t, names, "texture opcode");
}

// ---- expectations ----------------------------------------------------------------------------

const ExpectKey<ExecOut> kWholeKeys[] = {
    {"illegal", 2, "expect illegal",
     [](const LineReader&, const Tokens&, ExecOut& e) { e.illegal = true; }},
    {"type", 3, "expect type ALU|OUT|FC|TEX",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.type = parse_name<InstType>(r, t[2], kTypeNames, "type");
     }},
    {"addr", 4, "expect addr <rgb temporary> <alpha temporary>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.rgb_addr, r, t[2], 128, "temporary");
       parse_small_into(&e.alpha_addr, r, t[3], 128, "temporary");
     }},
    {"target", 4, "expect target <rgb render target> <alpha render target>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       parse_small_into(&e.rgb_target, r, t[2], 4, "render target");
       parse_small_into(&e.alpha_target, r, t[3], 4, "render target");
     }},
    {"tex", 8, "expect tex <op> <unit> <dst temporary> <dst swizzle> <unscaled 0|1> <acquire 0|1>",
     [](const LineReader& r, const Tokens& t, ExecOut& e) {
       e.tex_valid = true;
       e.tex_op = parse_tex_op(r, t[2]);
       parse_small_into(&e.tex_unit, r, t[3], 16, "texture unit");
       parse_small_into(&e.tex_dst_addr, r, t[4], 128, "temporary");
       // The destination swizzle: four letters of rgba (texel channel of dst r, g, b, a).
       if (t[5].size() != 4) r.fail("bad swizzle " + quote(t[5]) + ": expected four of r g b a");
       for (int c = 0; c < 4; ++c) {
         const size_t k = std::string_view("rgba").find(t[5][c]);
         if (k == std::string_view::npos)
           r.fail("bad swizzle " + quote(t[5]) + ": expected four of r g b a");
         e.tex_dst_swiz[c] = static_cast<uint8_t>(k);
       }
       e.tex_unscaled = parse_small(r, t[6], 2, "unscaled") != 0;
       e.tex_sem_acquire = parse_small(r, t[7], 2, "acquire") != 0;
     }},
};

const ExpectKey<PixelOut> kPixelKeys[] = {
    {"result", 7, "expect result <pixels> r g b a",
     [](const LineReader& r, const Tokens& t, PixelOut& o) { o.result = parse_vec(r, t, 3); }},
    {"temp", 8, "expect temp <pixels> <channels written> r g b a",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       const uint8_t m = parse_channels(r, t[3]);
       o.rgb_we = m & 7;
       o.alpha_we = m >> 3 & 1;
       o.temp = parse_vec(r, t, 4);
     }},
    {"out", 8, "expect out <pixels> <channels written> r g b a",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       o.out_we = parse_channels(r, t[3]);
       o.out = parse_vec(r, t, 4);
     }},
    {"w", 4, "expect w <pixels> <depth value>",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       o.w_we = true;
       o.w = value32(r, t[3]);
     }},
    {"pred", 5, "expect pred <pixels> <channels written> <channels set>",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       o.pred_we = parse_channels(r, t[3]);
       o.pred = parse_channels(r, t[4]);
     }},
    {"aluresult", 4, "expect aluresult <pixels> 0|1",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       o.alu_result_we = true;
       o.alu_result = parse_small(r, t[3], 2, "ALU result") != 0;
     }},
    {"texreq", 8, "expect texreq <pixels> <channels written> s t r q",
     [](const LineReader& r, const Tokens& t, PixelOut& o) {
       o.tex_issue = true;
       o.tex_we = parse_channels(r, t[3]);
       o.tex_coord = parse_vec(r, t, 4);
     }},
    {"texdx", 7, "expect texdx <pixels> x y z w",
     [](const LineReader& r, const Tokens& t, PixelOut& o) { o.tex_dx = parse_vec(r, t, 3); }},
    {"texdy", 7, "expect texdy <pixels> x y z w",
     [](const LineReader& r, const Tokens& t, PixelOut& o) { o.tex_dy = parse_vec(r, t, 3); }},
    {"kill", 3, "expect kill <pixels>",
     [](const LineReader&, const Tokens&, PixelOut& o) { o.kill = true; }},
};

void read_vector(VectorBlocks& blocks, const NoConfig&, Item& item) {
  const LineReader& r = blocks.reader();
  const Tokens& line = blocks.tokens();
  Txn& in = item.txn;
  in.instr = blocks.instruction(parse_words, assemble);
  ExecOut& e = item.expected;
  while (blocks.next_line()) {
    const std::string_view k = line[0];
    auto mask_line = [&](const char* form, auto set) {
      want_fields(r, line, 2, form);
      const uint64_t m = parse_small(r, line[1], 1u << P, "pixel mask");
      for (int p = 0; p < P; ++p) set(in.px[p], (m >> p & 1) != 0);
    };
    if (k == "al") {
      want_fields(r, line, 2, "al <0..255>");
      parse_small_into(&in.aL, r, line[1], 256, "aL");
    } else if (k == "zero_times_anything") {
      want_fields(r, line, 1, "zero_times_anything");
      in.cfg.zero_times_anything = true;
    } else if (k == "active") {
      mask_line("active <pixel mask 0..15>", [](PixelIn& x, bool b) { x.active = b; });
    } else if (k == "killed") {
      mask_line("killed <pixel mask 0..15>", [](PixelIn& x, bool b) { x.killed = b; });
    } else if (k == "covered") {
      mask_line("covered <pixel mask 0..15>", [](PixelIn& x, bool b) { x.covered = b; });
    } else if (k == "pred") {
      want_fields(r, line, 3, "pred <pixels> <channels set>");
      const uint8_t m = parse_channels(r, line[2]);
      for (int p : lane_list(r, line[1], P)) in.px[p].pred = m;
    } else if (k.size() == 4 && k.substr(0, 3) == "rgb" && k[3] >= '0' && k[3] <= '2') {
      want_fields(r, line, 5, "rgbN <pixels> r g b");
      for (int p : lane_list(r, line[1], P)) {
        for (int c = 0; c < 3; ++c) in.px[p].rgb_slot[k[3] - '0'].c[c] = value32(r, line[2 + c]);
      }
    } else if (k.size() == 6 && k.substr(0, 5) == "alpha" && k[5] >= '0' && k[5] <= '2') {
      want_fields(r, line, 3, "alphaN <pixels> a");
      for (int p : lane_list(r, line[1], P))
        in.px[p].alpha_slot[k[5] - '0'].c[3] = value32(r, line[2]);
    } else if (k == "texsrc" || k == "texdx" || k == "texdy") {
      want_fields(r, line, 6, "texsrc|texdx|texdy <pixels> x y z w");
      const Vec4 v = parse_vec(r, line, 2);
      for (int p : lane_list(r, line[1], P)) {
        (k == "texsrc" ? in.px[p].tex_src : k == "texdx" ? in.px[p].tex_dx : in.px[p].tex_dy) = v;
      }
    } else if (k == "expect") {
      read_expect(r, line, kWholeKeys, e, kPixelKeys, P,
                  [&](int p) -> PixelOut& { return e.px[p]; });
    } else {
      r.fail("unknown line " + quote(k) +
             " (inputs: al zero_times_anything active killed covered pred rgb0..2 alpha0..2 "
             "texsrc texdx texdy; expect ...)");
    }
  }
}

std::string hx(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%X", v);
  return buf;
}
bool nonzero(const Vec4& v) { return v != Vec4{}; }

}  // namespace

// ---- value text shared with the program inputs (r500_exec.cpp) --------------------------------

uint8_t parse_channels(const LineReader& r, std::string_view t) {
  if (t == "-") return 0;
  static const char kC[] = "rgba";
  uint8_t mask = 0;
  int next = 0;
  for (char ch : t) {
    int c = next;
    while (c < 4 && kC[c] != ch) ++c;
    if (c == 4) {
      r.fail("bad channel list " + quote(t) + ": expected letters of 'rgba' in that order, or '-'");
    }
    mask |= static_cast<uint8_t>(1u << c);
    next = c + 1;
  }
  return mask;
}

Vec4 parse_vec(const LineReader& r, const Tokens& t, size_t first) {
  Vec4 v;
  for (int c = 0; c < 4; ++c) v.c[c] = value32(r, t[first + c]);
  return v;
}

VectorFileSource::VectorFileSource(std::string path)
    : MultiLineVectorFile(std::move(path), "r500", LineReader::kHashWord, no_header_lines<NoConfig>,
                          read_vector) {}

std::vector<Item> read_vector_file(const std::string& path) {
  return VectorFileSource(path).read_all();
}

// ---- formatting ------------------------------------------------------------------------------

std::string format_header() { return vector_file_header("r500"); }

std::string format_item(const Item& item) {
  std::ostringstream os;
  const Txn& in = item.txn;
  const Decoded d = decode(in.instr);
  std::string text = disassemble(d);
  os << "insn " << format_words(in.instr) << "\n# " << text << "\n";
  if (in.aL) os << "al " << int(in.aL) << "\n";
  if (in.cfg.zero_times_anything) os << "zero_times_anything\n";
  unsigned active = 0, killed = 0, covered = 0;
  for (int p = 0; p < P; ++p) {
    active |= unsigned{in.px[p].active} << p;
    killed |= unsigned{in.px[p].killed} << p;
    covered |= unsigned{in.px[p].covered} << p;
  }
  if (active != 15) os << "active " << active << "\n";
  if (killed) os << "killed " << killed << "\n";
  if (covered != 15) os << "covered " << covered << "\n";
  LaneLineWriter emit(os, P);
  emit("pred", [&](int p, std::string& t) {
    t = channels_text(in.px[p].pred);
    return in.px[p].pred != 0;
  });
  for (int n = 0; n < 3; ++n) {
    emit("rgb" + std::to_string(n), [&](int p, std::string& t) {
      const Vec4& v = in.px[p].rgb_slot[n];
      t = hx(v.c[0]) + " " + hx(v.c[1]) + " " + hx(v.c[2]);
      return v.c[0] || v.c[1] || v.c[2];
    });
    emit("alpha" + std::to_string(n), [&](int p, std::string& t) {
      t = hx(in.px[p].alpha_slot[n].c[3]);
      return in.px[p].alpha_slot[n].c[3] != 0;
    });
  }
  emit("texsrc", [&](int p, std::string& t) {
    t = vec_text(in.px[p].tex_src);
    return nonzero(in.px[p].tex_src);
  });
  emit("texdx", [&](int p, std::string& t) {
    t = vec_text(in.px[p].tex_dx);
    return nonzero(in.px[p].tex_dx);
  });
  emit("texdy", [&](int p, std::string& t) {
    t = vec_text(in.px[p].tex_dy);
    return nonzero(in.px[p].tex_dy);
  });

  const ExecOut& e = item.expected;
  if (e.illegal) os << "expect illegal\n";
  if (e.type != InstType::ALU) os << "expect type " << kTypeNames[static_cast<int>(e.type)] << "\n";
  if (e.rgb_addr || e.alpha_addr)
    os << "expect addr " << int(e.rgb_addr) << " " << int(e.alpha_addr) << "\n";
  if (e.rgb_target || e.alpha_target) {
    os << "expect target " << int(e.rgb_target) << " " << int(e.alpha_target) << "\n";
  }
  if (e.tex_valid) {
    os << "expect tex " << gen::TEX_OP_INFO[static_cast<int>(e.tex_op) & 7].mnemonic << " "
       << int(e.tex_unit) << " " << int(e.tex_dst_addr) << " ";
    for (int c = 0; c < 4; ++c) os << "rgba"[e.tex_dst_swiz[c] & 3];
    os << " " << int(e.tex_unscaled) << " " << int(e.tex_sem_acquire) << "\n";
  }
  emit("expect result", [&](int p, std::string& t) {
    t = vec_text(e.px[p].result);
    return nonzero(e.px[p].result);
  });
  emit("expect temp", [&](int p, std::string& t) {
    const PixelOut& o = e.px[p];
    t = channels_text(o.rgb_we | (unsigned{o.alpha_we} << 3)) + " " + vec_text(o.temp);
    return o.rgb_we || o.alpha_we || nonzero(o.temp);
  });
  emit("expect out", [&](int p, std::string& t) {
    const PixelOut& o = e.px[p];
    t = channels_text(o.out_we) + " " + vec_text(o.out);
    return o.out_we || nonzero(o.out);
  });
  emit("expect w", [&](int p, std::string& t) {
    t = hx(e.px[p].w);
    return e.px[p].w_we;
  });
  emit("expect pred", [&](int p, std::string& t) {
    t = channels_text(e.px[p].pred_we) + " " + channels_text(e.px[p].pred);
    return e.px[p].pred_we || e.px[p].pred;
  });
  emit("expect aluresult", [&](int p, std::string& t) {
    t = e.px[p].alu_result ? "1" : "0";
    return e.px[p].alu_result_we;
  });
  emit("expect texreq", [&](int p, std::string& t) {
    const PixelOut& o = e.px[p];
    t = channels_text(o.tex_we) + " " + vec_text(o.tex_coord);
    return o.tex_issue;
  });
  emit("expect texdx", [&](int p, std::string& t) {
    t = vec_text(e.px[p].tex_dx);
    return nonzero(e.px[p].tex_dx);
  });
  emit("expect texdy", [&](int p, std::string& t) {
    t = vec_text(e.px[p].tex_dy);
    return nonzero(e.px[p].tex_dy);
  });
  emit("expect kill", [&](int p, std::string& t) {
    t.clear();
    return e.px[p].kill;
  });
  return os.str();
}

}  // namespace shaderhw::r500
