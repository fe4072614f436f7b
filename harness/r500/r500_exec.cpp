#include "r500/r500_exec.h"

#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "Vr500_core.h"
#include "core/progress.h"
#include "core/text_input.h"
#include "core/text_tool.h"
#include "core/vector_text.h"
#include "r500/asm.h"
#include "r500/r500_lockstep.h"
#include "r500/r500_vectors.h"

namespace shaderhw::r500 {

namespace {

using Tokens = std::vector<std::string_view>;

// The step limit of a program file run from given or random inputs (a random program carries
// its own).
constexpr uint64_t kDefaultMaxSteps = 1000000;
constexpr uint64_t kRandomStateMaxSteps = 100000;

std::string hx(uint32_t v) {
  char b[12];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

// A program with the defaults of a file run.
RandomProgram file_program(const std::vector<Instruction>& code) {
  RandomProgram p;
  p.code = code;
  p.cfg = IssConfig{};
  p.cfg.end_addr = static_cast<uint16_t>(code.size() - 1);
  p.cfg.max_steps = kDefaultMaxSteps;
  return p;
}

// The pixel outputs of an ended run, in hex: what each pixel wrote to the render targets and W.
std::string outputs_text(const Iss& iss) {
  std::string s;
  for (int q = 0; q < kPixels; ++q) {
    const IssPixel& x = iss.px[q];
    s += "  px" + std::to_string(q) + (x.killed ? " (killed)" : "") + ":";
    bool any = false;
    for (int t = 0; t < kTargets; ++t) {
      if (!x.out_written[t]) continue;
      any = true;
      s += "  out" + std::to_string(t) + "." + channels_text(x.out_written[t]);
      for (int c = 0; c < 4; ++c) {
        if (x.out_written[t] >> c & 1) s += " " + hx(x.out[t].c[c]);
      }
    }
    if (x.w_written) {
      any = true;
      s += "  w " + hx(x.w);
    }
    if (!any) s += "  (no output written)";
    s += "\n";
  }
  return s;
}

const char* status_text(IssStatus s) { return lockstep::status_name(s); }

}  // namespace

// ---- files -----------------------------------------------------------------------------------

std::vector<Instruction> read_program(const std::string& path) {
  std::vector<Instruction> code;
  for_each_text_line(path, [&](const std::string& name, size_t n, const std::string& line) {
    const AsmResult w = parse_words(line);
    if (!w.ok) throw InputError(name, n, "bad instruction words: " + w.error);
    if (code.size() == static_cast<size_t>(kInstructions)) {
      throw InputError(name, n, "more than " + std::to_string(kInstructions) + " instructions");
    }
    code.push_back(w.word);
  });
  if (code.empty()) throw InputError(path, 0, "no instructions");
  return code;
}

void read_inputs(const std::string& path, RandomProgram& p) {
  LineReader r(path, LineReader::kHashWord);
  Tokens t;
  if (!r.next(t)) r.fail("empty inputs file");
  if (t.size() != 3 || t[0] != "shaderhw-inputs" || t[1] != "1" || t[2] != "r500") {
    r.fail("bad header: expected 'shaderhw-inputs 1 r500'");
  }
  IssConfig& cfg = p.cfg;
  while (r.next(t)) {
    const std::string_view k = t[0];
    if (k == "start" || k == "end" || k == "offset") {
      want_fields(r, t, 2, "start|end|offset <0..511>");
      const uint16_t v = static_cast<uint16_t>(parse_small(r, t[1], kInstructions, "address"));
      (k == "start" ? cfg.start_addr : k == "end" ? cfg.end_addr : cfg.fc.code_offset) = v;
    } else if (k == "max_steps") {
      want_fields(r, t, 2, "max_steps <n>");
      cfg.max_steps = parse_value(r, t[1], 64);
    } else if (k == "zero_times_anything") {
      want_fields(r, t, 1, "zero_times_anything");
      cfg.exec.zero_times_anything = true;
    } else if (k == "partial_fc") {
      want_fields(r, t, 1, "partial_fc");
      cfg.fc.full_fc_en = false;
    } else if (k == "bool") {
      want_fields(r, t, 2, "bool <US_FC_BOOL_CONST, 32 bits>");
      cfg.fc.bool_const = static_cast<uint32_t>(parse_value(r, t[1], 32));
    } else if (k == "int") {
      want_fields(r, t, 5, "int <0..31> <KR 0..255> <KG 0..255> <KB 0..255>");
      const uint64_t i = parse_small(r, t[1], 32, "integer constant");
      cfg.fc.int_const[i] = static_cast<uint32_t>(parse_small(r, t[2], 256, "KR") |
                                                  parse_small(r, t[3], 256, "KG") << 8 |
                                                  parse_small(r, t[4], 256, "KB") << 16);
    } else if (k == "const") {
      want_fields(r, t, 6, "const <0..255> r g b a");
      p.consts[parse_small(r, t[1], kConsts, "constant")] = parse_vec(r, t, 2);
    } else if (k == "temp") {
      want_fields(r, t, 7, "temp <pixels> <0..127> r g b a");
      const uint64_t i = parse_small(r, t[2], kTemps, "temporary");
      const Vec4 v = parse_vec(r, t, 3);
      for (int q : lane_list(r, t[1], kPixels)) p.temps[q][i] = v;
    } else if (k == "pred") {
      want_fields(r, t, 3, "pred <pixels> <channels set>");
      const uint8_t m = parse_channels(r, t[2]);
      for (int q : lane_list(r, t[1], kPixels)) p.pred[q] = m;
    } else if (k == "alu_result") {
      want_fields(r, t, 3, "alu_result <pixels> 0|1");
      const bool b = parse_small(r, t[2], 2, "ALU result") != 0;
      for (int q : lane_list(r, t[1], kPixels)) p.alu_result[q] = b;
    } else if (k == "covered" || k == "killed") {
      want_fields(r, t, 2, "covered|killed <pixel mask 0..15>");
      const uint64_t m = parse_small(r, t[1], 16, "pixel mask");
      for (int q = 0; q < kPixels; ++q) (k == "covered" ? p.covered : p.killed)[q] = m >> q & 1;
    } else {
      r.fail("unknown line " + quote(k) +
             " (start end offset max_steps zero_times_anything partial_fc bool int const temp "
             "pred alu_result covered killed)");
    }
  }
}

std::string format_inputs(const RandomProgram& p) {
  std::ostringstream os;
  const IssConfig& cfg = p.cfg;
  os << "shaderhw-inputs 1 r500\n"
     << "start " << cfg.start_addr << "\nend " << cfg.end_addr << "\noffset " << cfg.fc.code_offset
     << "\nmax_steps " << cfg.max_steps << "\n";
  if (cfg.exec.zero_times_anything) os << "zero_times_anything\n";
  if (!cfg.fc.full_fc_en) os << "partial_fc\n";
  os << "bool " << hx(cfg.fc.bool_const) << "\n";
  for (int i = 0; i < 32; ++i) {
    const uint32_t k = cfg.fc.int_const[i];
    if (k)
      os << "int " << i << " " << (k & 0xFF) << " " << (k >> 8 & 0xFF) << " " << (k >> 16 & 0xFF)
         << "\n";
  }
  for (int i = 0; i < kConsts; ++i) {
    const Vec4& v = p.consts[i];
    if (v != Vec4{})
      os << "const " << i << " " << hx(v.c[0]) << " " << hx(v.c[1]) << " " << hx(v.c[2]) << " "
         << hx(v.c[3]) << "\n";
  }
  for (int i = 0; i < kTemps; ++i) {
    for (int q = 0; q < kPixels; ++q) {
      const Vec4& v = p.temps[q][i];
      if (v != Vec4{})
        os << "temp " << q << " " << i << " " << hx(v.c[0]) << " " << hx(v.c[1]) << " "
           << hx(v.c[2]) << " " << hx(v.c[3]) << "\n";
    }
  }
  unsigned covered = 0, killed = 0;
  for (int q = 0; q < kPixels; ++q) {
    if (p.pred[q]) os << "pred " << q << " " << channels_text(p.pred[q]) << "\n";
    if (p.alu_result[q]) os << "alu_result " << q << " 1\n";
    covered |= unsigned{p.covered[q]} << q;
    killed |= unsigned{p.killed[q]} << q;
  }
  os << "covered " << covered << "\nkilled " << killed << "\n";
  return os.str();
}

// ---- gen --programs --------------------------------------------------------------------------

namespace {

std::string program_text(const RandomProgram& p, const std::string& title) {
  std::string s = "# " + title + " (shaderhw exec --isa r500 FILE --inputs FILE.inputs)\n";
  for (const Instruction& w : p.code) s += format_words(w) + "   ; " + disassemble(w) + "\n";
  return s;
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path);
  f << text;
  f.flush();
  if (!f) throw InputError(path, 0, "cannot write file");
}

}  // namespace

int gen_programs(const GenOptions& opt) {
  if (!opt.ops.empty()) throw InputError("--op", 0, "--programs takes no --op");
  if (opt.output == "-")
    throw InputError("-o", 0, "--programs writes files: give a file or directory");
  const bool dir = opt.programs > 1;
  if (dir) {
    ::mkdir(opt.output.c_str(), 0777);  // may exist already
    struct stat st;
    if (::stat(opt.output.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
      throw InputError(opt.output, 0,
                       "not a directory (--programs N > 1 writes one file per program)");
    }
  }
  for (uint64_t k = 0; k < opt.programs; ++k) {
    const RandomProgram p = random_program(opt.seed, k);
    char name[32];
    std::snprintf(name, sizeof name, "program_%05llu.txt", static_cast<unsigned long long>(k));
    const std::string path = dir ? opt.output + "/" + name : opt.output;
    write_text(path, program_text(p, "random_program(seed " + std::to_string(opt.seed) +
                                         ", index " + std::to_string(k) + ")"));
    write_text(path + ".inputs", format_inputs(p));
  }
  return 0;
}

// ---- exec ------------------------------------------------------------------------------------

int exec_programs(const ExecOptions& opt) {
  std::vector<RandomProgram> fixed;  // the program file's runs (all but --programs)
  std::vector<Instruction> code;
  uint64_t runs = opt.programs;
  if (!opt.programs) {
    code = read_program(opt.program);
    if (opt.random) {
      runs = opt.random;
    } else {
      RandomProgram p = file_program(code);
      if (!opt.inputs.empty()) read_inputs(opt.inputs, p);
      fixed.push_back(p);
      runs = 1;
    }
  }
  const std::string what = opt.programs ? "random programs" : opt.program;
  std::printf("shaderhw exec --isa r500: %s, %llu run%s, seed %llu\n", what.c_str(),
              static_cast<unsigned long long>(runs), runs == 1 ? "" : "s",
              static_cast<unsigned long long>(opt.seed));
  std::fflush(stdout);
  LockStep<Vr500_core> ls;
  Progress progress("r500 exec", runs);
  uint64_t failed = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (uint64_t k = 0; k < runs; ++k) {
    RandomProgram p;
    std::string name;
    if (opt.programs) {
      p = random_program(opt.seed, k);
      name =
          "random_program(seed " + std::to_string(opt.seed) + ", index " + std::to_string(k) + ")";
    } else if (opt.random) {
      // A random initial state of the random programs' generator, around the file's code.
      const RandomProgram state = random_program(opt.seed, k);
      p = file_program(code);
      for (int i = 0; i < kConsts; ++i) p.consts[i] = state.consts[i];
      for (int q = 0; q < kPixels; ++q) {
        for (int i = 0; i < kTemps; ++i) p.temps[q][i] = state.temps[q][i];
        p.pred[q] = state.pred[q];
        p.alu_result[q] = state.alu_result[q];
        p.covered[q] = state.covered[q];
        p.killed[q] = state.killed[q];
      }
      p.cfg.fc.bool_const = state.cfg.fc.bool_const;
      for (int i = 0; i < 32; ++i) p.cfg.fc.int_const[i] = state.cfg.fc.int_const[i];
      p.cfg.exec = state.cfg.exec;
      p.cfg.max_steps = kRandomStateMaxSteps;
      name = opt.program + " state " + std::to_string(k);
    } else {
      p = fixed[0];
      name = opt.program;
    }
    const bool ok = ls.check(p, name, mix64(opt.seed ^ (k * 0x9E3779B97F4A7C15ull)));
    if (!ok) {
      ++failed;
      if (failed <= opt.max_printed) std::printf("MISMATCH %s", ls.report().c_str());
    }
    if (!opt.quiet && !opt.programs) {
      const IssResult& res = ls.result();
      std::printf("%s: %s after %llu instructions (last PC %u)%s\n", name.c_str(),
                  status_text(res.status), static_cast<unsigned long long>(res.steps), res.last_pc,
                  ok ? "" : ", MISMATCH");
      std::printf("%s", outputs_text(ls.golden()).c_str());
    }
    progress.update(k + 1);
  }
  progress.finish();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const lockstep::Stats& s = ls.stats();
  std::printf(
      "instructions executed %llu in %llu core cycles (%.2f per instruction); ended %llu, "
      "step limit %llu, stack fault %llu\n",
      static_cast<unsigned long long>(s.steps), static_cast<unsigned long long>(s.cycles),
      s.steps ? double(s.cycles) / double(s.steps) : 0.0,
      static_cast<unsigned long long>(s.status[0]), static_cast<unsigned long long>(s.status[1]),
      static_cast<unsigned long long>(s.status[2]));
  std::printf(
      "executed ALU %llu OUT %llu FC %llu TEX %llu (illegal %llu); FC ops:",
      static_cast<unsigned long long>(s.by_type[0]), static_cast<unsigned long long>(s.by_type[1]),
      static_cast<unsigned long long>(s.by_type[2]), static_cast<unsigned long long>(s.by_type[3]),
      static_cast<unsigned long long>(s.illegal));
  for (int op = 0; op < 8; ++op) {
    std::printf(" %s %llu", gen::FC_OP_INFO[op].mnemonic,
                static_cast<unsigned long long>(s.fc_ops[op]));
  }
  std::printf("; texture requests %llu, kills %llu\n",
              static_cast<unsigned long long>(s.tex_requests),
              static_cast<unsigned long long>(s.kills));
  if (failed > opt.max_printed) {
    std::printf("(%llu more mismatches not printed)\n",
                static_cast<unsigned long long>(failed - opt.max_printed));
  }
  std::printf("r500 exec: %.2f s, %.0f instructions/s\n", secs,
              secs > 0 ? double(s.steps) / secs : 0.0);
  std::printf("%llu passed, %llu failed\n", static_cast<unsigned long long>(runs - failed),
              static_cast<unsigned long long>(failed));
  return failed ? 1 : 0;
}

}  // namespace shaderhw::r500
