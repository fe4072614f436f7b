// The interpreter's fast path against its reference path (ExecOptions::reference; exec.h,
// golden/tgsi/lanes.h, docs/tgsi.md 12.5): the same programs on the same inputs must give the same
// end status, steps, kill mask, warnings, the same register and condition-code writes in the same
// order (the trace), and the same final registers. The reference reads every source and writes
// every destination component through the general per-lane code and computes every number with
// golden/fp; the fast path reads registers in place, writes whole components, and computes four
// lanes at a time with the host's binary32 arithmetic when no operand lane is a NaN.
//
// * Random programs of harness/tgsi/tgsi_program_gen.h (every executable opcode, every source and
//   destination modifier, nested flow control with divergent lanes, special input values: NaNs
//   with payloads, infinities, subnormals, signed zeros): each run three times, reference with a
//   trace, fast with a trace (the out-of-line destination writer), fast without a trace (the
//   inline writer the speed figure measures); TGSI_FASTPATH_PROGRAMS overrides the count.
// * Every ALU opcode alone, with random write masks, saturation, modulate, source modifiers and
//   operands whose lanes mix special values (a NaN in one lane only sends the whole operation
//   down the lane-by-lane fallback; its neighbours must not notice).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/rng.h"
#include "test_util.h"
#include "tgsi/exec.h"
#include "tgsi/parse.h"
#include "tgsi/tgsi_program_gen.h"

namespace shaderhw::tgsi {
namespace {

constexpr uint64_t kSeed = 0xFA57'0000'0000'0019ull;

// FNV-1a over 32-bit words (a figure printed per run, so that two builds can be compared by eye).
struct Hash {
  uint64_t h = 0xCBF29CE484222325ull;
  void add(uint64_t w) {
    for (int i = 0; i < 8; ++i) {
      h ^= (w >> (8 * i)) & 0xFF;
      h *= 0x100000001B3ull;
    }
  }
};

// The final state of a machine, compared as a whole; a description of the first difference.
std::string machine_difference(const Machine& a, const Machine& b) {
  char buf[200];
  const auto regs = [&](const char* name, const QuadVec* x, const QuadVec* y, int n) -> std::string {
    for (int i = 0; i < n; ++i)
      for (int c = 0; c < 4; ++c)
        for (int l = 0; l < 4; ++l)
          if (x[i].v[c][l] != y[i].v[c][l]) {
            std::snprintf(buf, sizeof buf, "%s[%d].%c lane %d: 0x%08X (reference) vs 0x%08X (fast)",
                          name, i, "xyzw"[c], l, x[i].v[c][l], y[i].v[c][l]);
            return buf;
          }
    return "";
  };
  std::string d = regs("OUT", a.out, b.out, kOutputs);
  if (d.empty()) d = regs("TEMP", a.temp, b.temp, kTemps);
  if (d.empty()) d = regs("ADDR", a.addr, b.addr, kAddrs);
  if (!d.empty()) return d;
  for (int i = 0; i < kCcRegs; ++i)
    for (int c = 0; c < 4; ++c)
      for (int l = 0; l < 4; ++l)
        if (a.cc[i][c][l] != b.cc[i][c][l]) {
          std::snprintf(buf, sizeof buf, "CC%d.%c lane %d: %u vs %u", i, "xyzw"[c], l,
                        a.cc[i][c][l], b.cc[i][c][l]);
          return buf;
        }
  if (a.kill != b.kill) return "kill mask";
  for (int i = 0; i < kOutputs; ++i)
    if (a.out_written[i] != b.out_written[i]) {
      std::snprintf(buf, sizeof buf, "out_written[%d]: 0x%04X vs 0x%04X", i, a.out_written[i],
                    b.out_written[i]);
      return buf;
    }
  return "";
}

std::string result_difference(const ExecResult& a, const ExecResult& b) {
  if (a.status != b.status)
    return std::string("status ") + status_name(a.status) + " vs " + status_name(b.status);
  if (a.steps != b.steps) return "steps";
  if (a.pc != b.pc) return "pc";
  if (a.kill != b.kill) return "kill";
  if (a.warnings != b.warnings) return "warnings";
  if (a.message != b.message) return "message '" + a.message + "' vs '" + b.message + "'";
  return "";
}

std::string trace_difference(const std::vector<RegWrite>& a, const std::vector<RegWrite>& b) {
  for (size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (a[i] != b[i]) return "write " + std::to_string(i) + ": " + to_string(a[i]) + " (reference) vs " + to_string(b[i]) + " (fast)";
  if (a.size() != b.size())
    return "writes: " + std::to_string(a.size()) + " (reference) vs " + std::to_string(b.size()) + " (fast)";
  return "";
}

struct PathRun {
  Machine m;
  ExecResult r;
  std::vector<RegWrite> trace;
  std::vector<std::string> warnings;
};

// Runs `p` from the state `start` (inputs, constants, presets).
void run(const CompiledProgram& p, const Machine& start, ExecOptions opt, bool reference,
         bool traced, PathRun& out) {
  out.m = start;
  out.trace.clear();
  out.warnings.clear();
  opt.reference = reference;
  opt.trace = traced ? &out.trace : nullptr;
  opt.warnings = &out.warnings;
  out.r = execute(p, out.m, opt);
}

// Reference, fast traced and fast untraced runs of one program: "" when they agree.
std::string compare_paths(const CompiledProgram& p, const Machine& start, const ExecOptions& opt,
                          PathRun& ref, PathRun& fast, PathRun& plain) {
  run(p, start, opt, true, true, ref);
  run(p, start, opt, false, true, fast);
  run(p, start, opt, false, false, plain);
  std::string d = result_difference(ref.r, fast.r);
  if (d.empty()) d = trace_difference(ref.trace, fast.trace);
  if (d.empty()) d = machine_difference(ref.m, fast.m);
  if (d.empty() && ref.warnings != fast.warnings) d = "warning texts";
  if (!d.empty()) return "fast traced: " + d;
  d = result_difference(ref.r, plain.r);
  if (d.empty()) d = machine_difference(ref.m, plain.m);
  if (d.empty() && ref.warnings != plain.warnings) d = "warning texts";
  if (!d.empty()) return "fast untraced: " + d;
  return "";
}

int programs_to_run() {
  if (const char* e = std::getenv("TGSI_FASTPATH_PROGRAMS")) return std::atoi(e);
  return 20000;
}

TEST(FastPath, RandomProgramsGiveTheReferenceWrites) {
  const int n = programs_to_run();
  const auto t0 = std::chrono::steady_clock::now();
  Hash hash;
  uint64_t writes = 0, steps = 0;
  int compared = 0, failures = 0;
  auto ref = std::make_unique<PathRun>(), fast = std::make_unique<PathRun>(), plain = std::make_unique<PathRun>();
  auto start = std::make_unique<Machine>();
  for (int i = 0; i < n; ++i) {
    const RandomProgram rp = random_program(kSeed, i);
    const ParseResult pr = parse(rp.tokens);
    ASSERT_TRUE(pr.ok()) << "index " << i << "\n" << rp.listing();
    const CompileResult cr = compile(pr.program);
    if (!cr.ok()) continue;
    start->reset();
    rp.setup(*start);
    const std::string d = compare_paths(cr.program, *start, rp.options(), *ref, *fast, *plain);
    if (!d.empty() && failures++ < 3) ADD_FAILURE() << "index " << i << ": " << d << "\n" << rp.listing();
    ++compared;
    steps += ref->r.steps;
    writes += ref->trace.size();
    for (const RegWrite& w : ref->trace) {
      hash.add(w.step << 32 | w.pc);
      hash.add(uint64_t{w.file} << 48 | uint64_t(uint16_t(w.index)) << 32 | w.lane << 8 | w.comp);
      hash.add(w.bits);
    }
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("fast path vs reference: %d programs (seed %016llx), %llu steps, %llu register and "
              "CC writes, hash %016llx, %d disagreeing, %.1f s\n",
              compared, static_cast<unsigned long long>(kSeed),
              static_cast<unsigned long long>(steps), static_cast<unsigned long long>(writes),
              static_cast<unsigned long long>(hash.h), failures, s);
  EXPECT_EQ(failures, 0);
  EXPECT_GT(compared, n * 9 / 10);
  EXPECT_GT(writes, uint64_t(compared) * 50);  // the comparison saw real work
}

// ---- every ALU opcode alone --------------------------------------------------------------------

using Rand = shaderhw::Rng;  // harness/core/rng.h

// A value: mostly ordinary numbers (so that most operations take the host path), sometimes a
// special one.
uint32_t value(Rand& r) {
  const uint32_t sign = r.below(2) << 31;
  switch (r.below(16)) {
    case 0: return sign;                                          // +-0
    case 1: return sign | (1 + r.below(0x7FFFFF));               // subnormal
    case 2: return sign | 0x7F800000u;                            // +-inf
    case 3: return sign | 0x7FC00000u | r.below(0x400000);       // quiet NaN with payload
    case 4: return sign | 0x7F800000u | (1 + r.below(0x3FFFFF));  // signalling NaN
    case 5: return sign | (0x7F7FFFFFu - r.below(64));            // the largest finite values
    case 6: return static_cast<uint32_t>(r.next());               // any bits
    case 7: return test::bits(static_cast<float>(static_cast<int>(r.below(9)) - 4) * 0.5f);
    default: return sign | ((110 + r.below(36)) << 23) | r.below(0x800000);  // ordinary
  }
}

std::string source(Rand& r, int k) {
  static const char* swz[] = {"", "", ".xxxx", ".wzyx", ".yzwx", ".zzxy"};
  std::string s = "IN[" + std::to_string(k) + "]" + swz[r.below(6)];
  switch (r.below(8)) {
    case 0: return "-" + s;
    case 1: return "|" + s + "|";
    case 2: return "-|" + s + "|";
    case 3: return "comp(" + s + ")";
    default: return s;
  }
}

TEST(FastPath, EveryAluOpcodeOnSpecialValues) {
  static const char* masks[] = {"", "", "", ".x", ".xy", ".yzw", ".w", ".xz"};
  static const char* sats[] = {"", "", "_SAT", "_SSAT"};
  static const char* mods[] = {"", "", "", " (x2)", " (d4)"};
  Rand r{0x5EED};
  auto ref = std::make_unique<PathRun>(), fast = std::make_unique<PathRun>(), plain = std::make_unique<PathRun>();
  int opcodes = 0, programs = 0;
  for (unsigned v = 0; v < gen::OPCODE_COUNT; ++v) {
    const gen::OpcodeInfo& info = gen::OPCODE_INFO[v];
    if (!info.valid || info.cls != gen::OpClass::A || info.num_dst != 1) continue;
    int nsrc = 0;
    for (int k = 0; k < 4; ++k)
      if (info.src_allowed >> k & 1) nsrc = k;
    ++opcodes;
    for (int it = 0; it < 40; ++it) {
      std::string text = std::string(info.mnemonic) + sats[r.below(4)] + " TEMP[0]" +
                         masks[r.below(8)] + mods[r.below(5)];
      for (int k = 0; k < nsrc; ++k) text += ", " + source(r, k);
      const CompiledProgram p = test::compile_ok(test::frag(text + "\n"));
      Machine start;
      for (int rep = 0; rep < 8; ++rep) {
        for (int k = 0; k < 3; ++k)
          for (int c = 0; c < 4; ++c)
            for (int l = 0; l < 4; ++l) start.in[k].v[c][l] = value(r);
        for (int c = 0; c < 4; ++c)
          for (int l = 0; l < 4; ++l) start.temp[0].v[c][l] = value(r);  // unwritten parts stay
        const std::string d = compare_paths(p, start, ExecOptions{}, *ref, *fast, *plain);
        ASSERT_EQ(d, "") << text;
        ++programs;
      }
    }
  }
  std::printf("%d ALU opcodes, %d runs compared\n", opcodes, programs);
  EXPECT_GE(opcodes, 60);
}

}  // namespace
}  // namespace shaderhw::tgsi
