// Random legal Rogue groups and register contents (rogue_gen.h).
#include "rogue_gen.h"

#include <cstdio>

#include "rogue/asm.h"

namespace shaderhw::rogue {
namespace {

std::string mod(bool on, const char* name) { return on ? std::string(".") + name : std::string(); }

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + v[i];
  return s;
}

// Pack formats of 3.5 (PCK: every code; UNPCK: not COVERAGEMASK, CONST0, CONST1).
const uint32_t kPackFormats[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 30, 31};
bool unpack_format(uint32_t f) { return f != 16 && f != 30 && f != 31; }
// The formats whose one UNPCK bit means .roundzero (D13).
bool rtz_format(uint32_t f) { return f == 6 || f == 7 || f == 12 || f == 14 || f == 15 || f == 20 || f == 21; }

}  // namespace

GroupGen::GroupGen(uint64_t seed, GenOptions opt) : state_(seed ^ 0x9E3779B97F4A7C15ull), opt_(opt) {}

uint64_t GroupGen::u64() {  // splitmix64
  uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint32_t GroupGen::value() {
  static const uint32_t kF32Edges[] = {
      0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000,
      0x3F800000, 0xBF800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
      0x7FC00001, 0xFFE12345, 0x7F800001, 0xFF800123, 0x7FBFFFFF, 0x3F000000, 0x3F7FFFFF, 0x3F800001,
      0x40000000, 0x4B000000, 0x4B7FFFFF, 0xCB000001, 0x3EFFFFFF, 0xBF000000, 0x4F000000, 0xCF000000,
      0x4F800000, 0x34000000, 0x00400000};
  static const uint32_t kInts[] = {0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x0000FFFF, 0x00008000, 0x00007FFF,
                                   0x000000FF, 0x00000080, 0x0000007F, 0x00010000, 0xFFFF0000, 0x7FFF8000,
                                   0x80007FFF, 0xFF7F80FF, 0x00000001, 0x00000000};
  static const uint16_t kF16Edges[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x3BFF,
                                       0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7D00, 0x7C01, 0x3800};
  auto half = [&]() -> uint32_t {
    if (chance(0.4)) return kF16Edges[below(sizeof kF16Edges / sizeof kF16Edges[0])];
    return (below(2) << 15) | ((8 + below(16)) << 10) | below(1024);
  };
  switch (below(10)) {
    case 0: case 1: return kF32Edges[below(sizeof kF32Edges / sizeof kF32Edges[0])];
    case 2: case 3:  // floats of modest size: sums cancel, products stay finite
      return (below(2) << 31) | ((120 + below(16)) << 23) | below(1u << 23);
    case 4:  // [0, 1] and around, for .sat
      return (chance(0.2) ? 0x80000000u : 0u) | ((100 + below(28)) << 23) | below(1u << 23);
    case 5: return chance(0.5) ? below(32) : static_cast<uint32_t>(static_cast<int32_t>(below(33)) - 16);
    case 6: return kInts[below(sizeof kInts / sizeof kInts[0])];
    case 7: return static_cast<uint32_t>(u64());
    case 8: return half() << 16 | half();
    default: {  // any float, subnormals and huge exponents included
      const uint32_t e = chance(0.3) ? (chance(0.5) ? below(4) : 250 + below(6)) : below(256);
      return (below(2) << 31) | (e << 23) | below(1u << 23);
    }
  }
}

std::string GroupGen::constant() {
  // Integer constants 0..31, float constants 64..95 and 128..158 (docs/rogue.md 2.5).
  const uint32_t k = below(3) == 0 ? below(32) : below(2) ? 64 + below(32) : 128 + below(31);
  return "sc" + std::to_string(k);
}

std::string GroupGen::reg_a() {
  const uint32_t idx = chance(0.7) ? below(32) : chance(0.8) ? below(240) : below(1000);
  switch (below(8)) {
    case 0: return "vi" + std::to_string(idx % 240);
    case 1: return "cf" + std::to_string(idx % 240);
    case 2: return "sh" + std::to_string(idx);
    case 3: return "cfa" + std::to_string(idx % 240);
    case 4: return constant();
    default: return "r" + std::to_string(idx % 240);
  }
}

std::string GroupGen::reg_b() {
  const uint32_t idx = chance(0.7) ? below(32) : below(240);
  switch (below(6)) {
    case 0: return "vi" + std::to_string(idx);
    case 1: return "cf" + std::to_string(idx);
    case 2: return constant();
    default: return "r" + std::to_string(idx);
  }
}

std::string GroupGen::reg_dst() {
  const uint32_t idx = chance(0.7) ? below(32) : below(236);
  switch (below(6)) {
    case 0: return "vi" + std::to_string(idx);
    case 1: return "sh" + std::to_string(idx);
    case 2: return "cf" + std::to_string(idx);
    default: return "r" + std::to_string(idx);
  }
}

// ---- Main-ALU groups -------------------------------------------------------------------------------
std::string GroupGen::draw_main() {
  std::vector<std::string> ops;
  std::string ft_p0_name = "ft0";
  bool has_tst = false, tst_is1 = false, tst_is2 = false, pck_is3 = false;
  bool p1_src = false, w1_natural = false, exclusive = false;
  const uint32_t iss1 = below(2), iss2 = below(2), iss3 = below(4), iss4 = below(4), iss5 = below(4);
  static const char* kFt[] = {"ft0", "ft1", "ft2", "fte"};
  static const char* kIs3[] = {"ft0", "ft1", "s2", "fte"};

  auto float_phase = [&](bool p1) -> std::string {
    const std::string ft = p1 ? "ft1" : "ft0";
    const std::string a = p1 ? "s3" : "s0", b = p1 ? "s4" : "s1", c = p1 ? "s5" : "s2";
    switch (below(9)) {
      case 0: case 1: case 2: {  // FADD / FMUL
        return std::string(below(2) ? "fmul" : "fadd") + mod(chance(0.2), "lp") + mod(chance(0.25), "sat") + " " + ft +
               ", " + a + mod(chance(0.25), "abs") + mod(chance(0.25), "neg") + mod(chance(0.2), "flr") + ", " + b +
               mod(chance(0.25), "abs");
      }
      case 3: case 4: case 5:
        return "fmad" + mod(chance(0.2), "lp") + mod(chance(0.25), "sat") + " " + ft + ", " + a + mod(chance(0.2), "abs") +
               mod(chance(0.25), "neg") + ", " + b + mod(chance(0.2), "abs") + mod(chance(0.25), "neg") + ", " + c +
               mod(chance(0.2), "abs") + mod(chance(0.25), "neg") + mod(chance(0.2), "flr");
      case 6: case 7:
        return "mbyp " + ft + ", " + a + mod(chance(0.25), "neg") + mod(chance(0.25), "abs");
      default: {
        static const char* kDs[] = {"fdsx", "fdsy", "fdsxf", "fdsyf"};
        return std::string(kDs[below(4)]) + " " + ft + ", " + a + mod(chance(0.25), "neg") + mod(chance(0.25), "abs");
      }
    }
  };

  auto p0_only = [&]() -> std::string {
    switch (below(4)) {
      case 0: {  // INT8_16
        static const char* kOp[] = {"add", "mul", "mad"};
        const uint32_t op = below(3);
        const bool w16 = below(2), sgn = below(2);
        const uint32_t ne = w16 ? 2 : 4;
        std::string s = std::string(sgn ? "i" : "u") + kOp[op] + (w16 ? "16" : "8") + mod(chance(0.3), "sat") + " ft0, s0" +
                        mod(chance(0.2), "neg") + mod(chance(0.2), "abs") + ".e" + std::to_string(below(ne)) + ", s1" +
                        mod(chance(0.2), "abs") + ".e" + std::to_string(below(ne));
        if (op == 2) s += ", s2" + mod(chance(0.2), "neg") + mod(chance(0.2), "abs") + ".e" + std::to_string(below(2));
        return s;
      }
      case 1: {  // INT32_64
        static const char* kOp[] = {"uadd6432", "sadd6432", "add64", "umadd32", "smadd32", "umadd64", "smadd64"};
        const uint32_t k = below(7);
        std::string s = std::string(kOp[k]) + " ft0, s0" + mod(chance(0.15), "neg") + mod(chance(0.15), "abs") + ", s1" +
                        mod(chance(0.15), "neg") + mod(chance(0.15), "abs") + ", s2" + mod(chance(0.15), "neg") +
                        mod(chance(0.15), "abs");
        if (k == 2 || k == 5 || k == 6) s += ", is0";
        return s + (chance(0.3) ? ", p0" : ", _");
      }
      case 2: {  // UNPCK
        uint32_t f;
        do f = kPackFormats[below(sizeof kPackFormats / sizeof kPackFormats[0])]; while (!unpack_format(f));
        std::string s = std::string("unpck.") + gen::PACKFMT_ASM[f];
        if (chance(0.4)) s += rtz_format(f) ? ".roundzero" : ".scale";
        return s + " ft0, s0.e" + std::to_string(below(4));
      }
      default:
        if (chance(0.15)) {
          static const char* kF[] = {"f32", "s32", "u32"};
          return std::string("convertfromf64.") + kF[below(3)] + " ft0, s0, s2";
        }
        return float_phase(false);
    }
  };

  if (chance(opt_.exclusive)) {
    exclusive = true;
    const uint32_t kind = below(opt_.out_of_scope ? 10 : 9);
    if (kind < 5) {  // complex ops
      static const char* kCplx[] = {"frcp", "frsq", "fsqrt", "flog", "fexp", "flogcn", "gcmp", "gexp", "fsinc", "farctanc"};
      const uint32_t k = below(10);
      std::string s = std::string(kCplx[k]) + " w0" + (chance(0.15) ? ".f16.e0.e1" : "");
      if (k == 8) s += ", p0";
      s += ", s0";
      if (chance(0.15)) s += below(2) ? ".f16.e1" : ".f16.e0";
      ops.push_back(s + mod(chance(0.2), "abs") + mod(chance(0.2), "neg"));
    } else if (kind < 7) {  // FRED
      const bool partb = below(2);
      const uint32_t iter = below(8);
      ops.push_back(std::string("fred.") + (below(2) ? "cos" : "sin") + (partb ? ".partb" : "") + " w0, w1, " +
                    (chance(0.5) ? "p0" : "_") + ", " + std::to_string(iter) + ", s0" + mod(chance(0.2), "neg") +
                    mod(chance(0.2), "abs") + ", " + ((partb || iter) ? "s3" : "_"));
      w1_natural = true;
    } else if (kind < 9) {  // sum-of-products (7.3)
      const uint32_t var = below(4);
      const bool u8 = var >= 2, mad = var & 1;
      auto prod = [&]() {
        const uint32_t src = below(7);
        return std::string(src == 6 ? "0" : "s" + std::to_string(src)) + ".e" + std::to_string(below(u8 ? 4 : 2)) +
               mod(chance(0.2), "neg") + mod(chance(0.2), "abs") + mod(chance(0.15), "flr");
      };
      auto factor = [&]() {
        const uint32_t src = below(8);
        return std::string(src == 6 ? "0" : src == 7 ? "z" : "s" + std::to_string(src)) + ".e" +
               std::to_string(below(u8 ? 4 : 2)) + mod(chance(0.2), "oneminus") + mod(chance(0.2), "abs") +
               mod(chance(0.2), "clamp");
      };
      static const char* kSopOp[] = {"add", "sub", "min", "max", "rsub"};
      static const char* kName[] = {"sop", "sop.mad", "sop.u8", "sop.u8mad"};
      std::string s = std::string(kName[var]) + mod(chance(0.2), "zabs") + mod(chance(0.2), "zclamp") +
                      mod(u8 && chance(0.4), "u8out") + " ";
      std::vector<std::string> p;
      if (mad) {
        for (int e = 0; e < 4; ++e) p.push_back(std::string(e < 2 ? "w0" : "w1") + ".e" + std::to_string(e & 1) + mod(chance(0.3), "clamp"));
        for (int t = 0; t < 4; ++t) {
          p.push_back(prod());
          p.push_back(factor());
          p.push_back(prod());
        }
      } else {
        static const char* kJ[] = {"j", "a", "b"};
        static const char* kK[] = {"k", "c", "d"};
        const uint32_t rfmt = below(3);
        const std::string j = kJ[below(3)], k = kK[below(3)];
        if (rfmt == 2) p = {"w0.f32." + j, "w1.f32." + k};
        else p = {std::string("w0.") + (rfmt ? "hi." : "lo.") + j, std::string("w0.") + (rfmt ? "lo." : "hi.") + k};
        p.push_back(prod());
        p.push_back(factor());
        p.push_back(kSopOp[below(5)]);
        p.push_back(prod());
        p.push_back(factor());
        p.push_back(prod());
        p.push_back(factor());
        p.push_back(kSopOp[below(5)]);
        p.push_back(prod());
        p.push_back(factor());
        w1_natural = rfmt == 2;
      }
      s += join(p, ", ");
      if (var != 1 && chance(0.4)) {
        static const char* kMov[] = {"sopmov w1, s3", "", "sopmov.u8 w1, s3", "sopu8madmov w1, s0"};
        s += std::string("; ") + kMov[var];
        w1_natural = true;
      }
      if (mad) w1_natural = true;
      ops.push_back(s);
    } else {  // GTA, alone in phase 2
      ops.push_back(std::string("gta") + mod(chance(0.3), "array") + " w0, w1, " + (chance(0.5) ? "p0" : "_") +
                    ", s3, s0, s1, s4, s5");
      w1_natural = true;
    }
  } else {
    // OPORG (1.2): P0, P2, P0+P1, P0+P2, P0+P1+P2 (no backend op).
    static const uint8_t kOrg[][3] = {{1, 0, 0}, {0, 0, 1}, {1, 1, 0}, {1, 0, 1}, {1, 1, 1}};
    const uint8_t* org = kOrg[below(5)];
    if (org[0]) ops.push_back(chance(0.45) ? p0_only() : float_phase(false));
    if (org[1]) {
      ops.push_back(float_phase(true));
      p1_src = true;
    }
    if (org[2]) {
      bool mov = false, tst = false, pck = false;
      while (!mov && !tst && !pck) mov = chance(0.6), tst = chance(0.6), pck = chance(0.5);
      if (pck) {
        const uint32_t k = below(10);
        if (k < 5) {
          const uint32_t f = kPackFormats[below(sizeof kPackFormats / sizeof kPackFormats[0])];
          ops.push_back(std::string("pck.") + gen::PACKFMT_ASM[f] + mod(chance(0.4), "scale") + mod(chance(0.3), "roundzero") +
                        " ft2, " + kIs3[iss3]);
        } else if (k < 9) {
          ops.push_back(std::string(below(2) ? "fmul" : "fadd") + mod(chance(0.2), "lp") + mod(chance(0.25), "sat") + " ft2, " +
                        kIs3[iss3] + mod(chance(0.25), "abs") + mod(chance(0.25), "neg") + ", fte" + mod(chance(0.25), "abs"));
        } else {
          static const char* kF[] = {"f32", "s32", "u32"};
          ops.push_back(std::string("converttof64.") + kF[below(3)] + " ft0, ft2, " + kIs3[iss3]);
        }
        pck_is3 = true;
      }
      if (tst) {
        static const char* kTst[] = {"tstz", "tstgz", "tstgez", "tstc", "tste", "tstg",
                                     "tstge", "tstne", "tstl", "tstle", "tstmin", "tstmax"};
        static const char* kType[] = {"f32", "u16", "s16", "u8", "s8", "u32", "s32", "f16"};
        const uint32_t op = below(12), type = below(8);
        const bool narrow8 = type == 3 || type == 4, narrow16 = type == 1 || type == 2 || type == 7;
        std::string s = std::string(kTst[op]) + "." + kType[type];
        if (narrow8) s += ".e" + std::to_string(below(4));
        else if (narrow16) s += ".e" + std::to_string(below(2));
        s += std::string(" ftt, ") + (chance(0.4) ? "p0" : "_");
        tst_is1 = op != 3;
        tst_is2 = op != 3 && op > 2;
        if (tst_is1) s += std::string(", ") + (iss1 ? "fte" : "ft0");
        if (tst_is2) s += std::string(", ") + (iss2 ? "fte" : "ft1");
        ops.push_back(s);
        has_tst = true;
      }
      if (mov) {
        static const char* kLanes[] = {".e0", ".e1", ".e2", ".e3"};
        std::string mask;
        if (chance(0.4)) {
          const uint32_t mk = below(16);
          if (mk == 0) mask = ".none";
          else if (mk != 15)
            for (int e = 0; e < 4; ++e)
              if (mk >> e & 1) mask += kLanes[e];
        }
        if (has_tst && chance(0.6)) {
          ops.push_back("movc w0" + mask + ", w1, ftt, " + kFt[below(4)] + ", " + kFt[below(4)]);
        } else {
          std::string s = "mov w0" + mask + ", " + kFt[below(4)];
          if (chance(0.1)) s += std::string(", ") + kFt[1 + below(3)];
          ops.push_back(s);
        }
      }
    }
  }
  (void)ft_p0_name;
  (void)p1_src;
  (void)w1_natural;

  std::vector<std::string> el;
  // Flags: condition, repeat (10.3 item 1).
  std::string flags;
  if (chance(opt_.cond)) {
    static const char* kCc[] = {"if (p0)", "(ignorepe)", "if (!p0)"};
    flags = kCc[below(3)];
  }
  if (chance(opt_.repeat)) flags += std::string(flags.empty() ? "" : " ") + "rpt" + std::to_string(2 + below(3));
  // Sources.
  std::vector<std::string> decl;
  const uint32_t nlo = 1 + below(3), nhi = below(4);
  decl.push_back("s0=" + reg_a());
  if (nlo > 1) decl.push_back("s1=" + reg_b());
  if (nlo > 2) decl.push_back("s2=" + reg_a());
  if (chance(0.4)) {
    static const char* kMux[] = {"s3", "s4", "s5", "s1", "s2"};
    decl.push_back(std::string("is0=") + kMux[below(5)]);
  }
  if (nhi > 0) decl.push_back("s3=" + reg_a());
  if (nhi > 1) decl.push_back("s4=" + reg_b());
  if (nhi > 2) decl.push_back("s5=" + reg_b());
  el.push_back(join(decl, ", "));
  for (const auto& o : ops) el.push_back(o);
  // ISS selectors no op shows.
  std::vector<std::string> iss;
  if (!exclusive || chance(0.2)) {
    if (iss1 && !tst_is1) iss.push_back("is1=fte");
    if (iss2 && !tst_is2) iss.push_back("is2=fte");
    if (iss3 && !pck_is3) iss.push_back(std::string("is3=") + kIs3[iss3]);
    if (iss4) iss.push_back(std::string("is4=") + kFt[iss4]);
    if (iss5) iss.push_back(std::string("is5=") + kFt[iss5]);
  }
  if (!iss.empty()) el.push_back(join(iss, ", "));
  // Destinations (distinct registers).
  std::vector<std::string> dst;
  const bool w0 = chance(0.85), w1 = chance(0.55);
  std::string d0 = reg_dst(), d1 = reg_dst();
  while (d1 == d0) d1 = reg_dst();
  if (w0) dst.push_back("w0=" + d0);
  if (w1) dst.push_back("w1=" + d1);
  if (!dst.empty()) el.push_back(join(dst, ", "));
  const std::string body = join(el, "; ");
  return flags.empty() ? body : flags + " " + body;
}

// ---- F64 groups (7.11) -----------------------------------------------------------------------------
std::string GroupGen::draw_f64() {
  static const char* kOp[] = {"f64mul", "f64add", "f64mad", "f64div", "f64rcp", "f64sqrt", "f64rsq", "f64byp"};
  const uint32_t op = below(8);
  const bool two = op <= 3, three = op == 2;  // B = S4:S1; C = S5:S2
  std::string flags;
  if (chance(opt_.cond)) {
    static const char* kCc[] = {"if (p0)", "(ignorepe)", "if (!p0)"};
    flags = kCc[below(3)];
  }
  if (chance(opt_.repeat)) flags += std::string(flags.empty() ? "" : " ") + "rpt" + std::to_string(2 + below(3));
  std::vector<std::string> decl{"s0=" + reg_a()};
  if (two) decl.push_back("s1=" + reg_b());
  if (three) decl.push_back("s2=" + reg_a());
  decl.push_back("s3=" + reg_a());
  if (two) decl.push_back("s4=" + reg_b());
  if (three) decl.push_back("s5=" + reg_b());
  std::string s = std::string(kOp[op]) + " w0, w1, s0, s3";
  if (two) s += ", s1, s4";
  if (three) s += ", s2, s5";
  std::vector<std::string> el{join(decl, ", "), s};
  std::vector<std::string> dst;
  std::string d0 = reg_dst(), d1 = reg_dst();
  while (d1 == d0) d1 = reg_dst();
  const uint32_t w = chance(0.8) ? 3 : 1 + below(2);  // normally both words (7.11)
  if (w & 1) dst.push_back("w0=" + d0);
  if (w & 2) dst.push_back("w1=" + d1);
  el.push_back(join(dst, ", "));
  const std::string body = join(el, "; ");
  return flags.empty() ? body : flags + " " + body;
}

// ---- Bitwise groups (5) ----------------------------------------------------------------------------
std::string GroupGen::draw_bitwise() {
  uint32_t phases = 0;
  while (!phases) phases = below(8);
  std::vector<std::string> el;
  std::string flags;
  if (chance(opt_.cond)) {
    static const char* kCc[] = {"if (p0)", "(ignorepe)", "if (!p0)"};
    flags = kCc[below(3)];
  }
  if (chance(opt_.repeat)) flags += std::string(flags.empty() ? "" : " ") + "rpt" + std::to_string(2 + below(3));
  std::vector<std::string> decl{"s0=" + reg_a(), "s1=" + reg_b(), "s2=" + reg_a(), "s3=" + reg_a(), "s4=" + reg_b()};
  const uint32_t ndecl = 1 + below(5);
  decl.resize(ndecl);
  el.push_back(join(decl, ", "));
  if (phases & 1) {
    std::string bm;
    char imm[24];
    switch (below(4)) {
      case 0: bm = "msk ft0, ft1, s0, s1"; break;
      case 1:
        std::snprintf(imm, sizeof imm, "0x%04X", below(0x10000));
        bm = std::string("byp ft0, ft1, s0, ") + imm;
        break;
      case 2:
        std::snprintf(imm, sizeof imm, "0x%08X", static_cast<uint32_t>(u64()));
        bm = std::string("byp ft0, ft1, s0, ") + imm;
        break;
      default: bm = "byp ft0, ft1, s0, s1"; break;
    }
    static const char* kSh1[] = {"byp ft2, s2", "shfl ft2, s2, s1", "rev ft2, s2", "lsl ft2, s2, s1"};
    std::string cnt;
    switch (below(5)) {
      case 0: cnt = std::string("cbs ft3, ") + (below(2) ? "ft2" : "s2"); break;
      case 1: cnt = std::string("ftb ft3, ") + (below(2) ? "ft2" : "s2"); break;
      case 2: cnt = std::string("byp ft3, ") + (below(2) ? "ft2" : "s2"); break;
      case 3: cnt = "ftb_shi ft3, s2"; break;
      default: cnt = "ftb_msb ft3, ft2"; break;
    }
    el.push_back(bm + "; " + kSh1[below(4)] + "; " + cnt);
  }
  if (phases & 2) {
    static const char* kLop[] = {"or", "and", "xor", "nor", "nand", "xnor", "byp"};
    const uint32_t k = below(7);
    if (k == 6 && chance(0.5)) el.push_back("byp ft4, ft1");
    else
      el.push_back(std::string(kLop[k]) + " ft4, " + (chance(0.4) ? "ft1" : "_") + ", ft2, " +
                   (chance(0.4) ? "ft1.invert" : "_") + ", s3");
  }
  if (phases & 4) {
    static const char* kSh2[] = {"lsl", "shr", "rol", "cps", "asr.twb", "asr.pwb", "asr.mtb", "asr.ftb"};
    const uint32_t k = below(8);
    std::string s = k == 3 ? "cps ft5, p0, ft4, s4" : std::string(kSh2[k]) + " ft5, ft4, s4";
    if (chance(0.5)) s += std::string("; ") + (below(2) ? "tnz" : "tz") + " p0, " + (below(2) ? "ft3" : "ft5");
    el.push_back(s);
  }
  std::vector<std::string> dst;
  std::string d0 = reg_dst(), d1 = reg_dst();
  while (d1 == d0) d1 = reg_dst();
  if (chance(0.85)) dst.push_back("w0=" + d0);
  if (chance(0.6)) dst.push_back("w1=" + d1);
  if (!dst.empty()) el.push_back(join(dst, ", "));
  const std::string body = join(el, "; ");
  return flags.empty() ? body : flags + " " + body;
}

// ---- Control groups (docs/rogue.md 6, listing 10.3) ---------------------------------------------
std::string GroupGen::draw_control() {
  static const char* kCc[] = {"if (p0)", "(ignorepe)", "if (!p0)"};
  const std::string cond = chance(opt_.cond) ? std::string(kCc[below(3)]) + " " : std::string();
  const std::string p = std::to_string(below(4)), a = std::to_string(below(3));
  if (below(3) != 0) {  // CND*: S0 (and S2), the upper map with S3 = sc0 as public code has it
    const std::string s0 = reg_a(), s2 = reg_a(), w = "; w0=" + reg_dst();
    const std::string one = "s0=" + s0 + ", s3=sc0; ";
    const std::string two = "s0=" + s0 + ", s1=sc0, s2=" + s2 + ", s3=sc0; ";
    switch (below(8)) {
      case 0: return cond + one + "cndst " + p + ", w0, s0, " + a + w;
      case 1: return cond + one + "cndef " + p + ", w0, s0, " + a + w;
      case 2: return cond + two + "cndsm " + p + ", w0, s0, s2" + w;
      case 3: return cond + one + "cndlt " + p + ", w0, p0, s0, " + a + w;
      case 4: return cond + one + "cndend w0, s0, " + a + w;
      case 5: return cond + two + "cndsetl.b w0, s0, s2" + w;
      case 6: return cond + two + "cndsetl.a w0, s0, s2" + w;
      default: return cond + one + "cndlpc w0, s0" + w;
    }
  }
  char off[24];
  std::snprintf(off, sizeof off, "%+d", (static_cast<int>(below(2048)) - 1024) * 2);
  char abs[24];
  std::snprintf(abs, sizeof abs, "0x%X", below(0x10000) * 2);
  static const char* kBp[] = {"", ".allinst", ".anyinst"};
  const std::string bp = kBp[below(3)];
  switch (below(14)) {
    case 0: case 1: return cond + "savl w0; w0=" + reg_dst();
    case 2: return cond + "br" + bp + " " + off;
    case 3: return cond + "brl" + bp + " " + off;
    case 4: return cond + "ba" + bp + " " + abs;
    case 5: return cond + "bal" + bp + " " + abs;
    case 6: return cond + "lapc";
    case 7: return cond + (chance(0.5) ? "end nop" : "nop");
    case 8: return cond + "wdf drc" + std::to_string(below(2));
    case 9: return cond + "wop";
    case 10: return cond + "mutex.lock " + std::to_string(below(16));
    case 11: return "bpret";
    case 12: return cond + "sbo.shared " + std::to_string(below(256));
    default:
      return cond + (chance(0.5) ? "itrsmp2d.pixel.fcnorm.schedwdf r0, 1, drc0, cf4, sh4, sh0, 4, _, cf0"
                                 : "ditr.sample.sat.schedswap r3, drc1, cf12, 16, 2, cf4.idx1");
  }
}

std::vector<std::pair<const char*, int>> ops_of(const Group& g) {
  static const char* kSlot[gen::NUM_SLOTS] = {"HDR", "P0", "P1", "P2", "P2", "P2", "BE", "BW0", "BW1",
                                              "BW2", "CTRL", "F64", "", "", "", "", ""};
  std::vector<std::pair<const char*, int>> out;
  for (int s = 1; s < static_cast<int>(gen::NUM_SLOTS); ++s) {
    const Component& c = g.c[s];
    if (!c.present || !kSlot[s][0]) continue;
    for (int u = 0; u < kMaxUnits; ++u)
      if (c.has_op(u)) out.emplace_back(kSlot[s], c.op[u]);
  }
  return out;
}

void GroupGen::count(const Group& g) {
  for (const auto& [slot, op] : ops_of(g)) ++coverage_[std::string(gen::OPS[op].name) + "@" + slot];
}

GenGroup GroupGen::next() {
  for (;;) {
    ++drawn_;
    GenGroup r;
    if (opt_.control > 0 && chance(opt_.control)) r.text = draw_control();
    else r.text = chance(opt_.bitwise) ? draw_bitwise() : chance(opt_.f64) ? draw_f64() : draw_main();
    const AsmResult a = assemble_group(r.text);
    if (!a.ok) {
      ++refused_;
      continue;
    }
    r.bytes = a.word;
    r.group = decode_group(r.bytes.data(), r.bytes.size(), 0);
    if (r.group.illegal) {
      ++refused_;
      continue;
    }
    count(r.group);
    return r;
  }
}

}  // namespace shaderhw::rogue
