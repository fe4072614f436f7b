// The random TGSI program generator (harness/tgsi/tgsi_program_gen.h) against the golden model.
//
// Every check looks at what the golden model makes of the generator's output, never at the
// generator's own idea of it: legality is the golden parser's verdict (docs/tgsi.md 13) and the
// writer's and the text form's round trips; execution is the golden interpreter's status; the
// coverage is counted from the records parse() decodes, and the sets it must reach are computed
// from the generated tables (rtl/tgsi/tgsi_isa.json) or, where the table has no list, from the
// rules of docs/tgsi.md cited next to them. Nothing expected is copied from generator output.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "tgsi/asm.h"
#include "tgsi/build.h"
#include "tgsi/exec.h"
#include "tgsi/parse.h"
#include "tgsi/tgsi_program_gen.h"

namespace shaderhw::tgsi {
namespace {

using gen::FlowRole;
using gen::OpClass;

constexpr uint64_t kSeed = 0x54475349'20150601ull;
constexpr int kPrograms = 5000;
constexpr size_t kInstructionLimit = 32;  // the brief: programs of up to 32 instructions
constexpr int kReportFailures = 3;        // full listings printed, then only counted

template <class E>
uint8_t u8(E e) {
  return static_cast<uint8_t>(e);
}
const gen::OpcodeInfo& info_of(Opcode op) { return gen::OPCODE_INFO[u8(op)]; }

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Generates the sample and parses every program; `visit` sees each accepted one.
void for_each_program(const std::function<void(const RandomProgram&, const Program&)>& visit) {
  for (int i = 0; i < kPrograms; ++i) {
    const RandomProgram rp = random_program(kSeed, i);
    const ParseResult pr = parse(rp.tokens);
    ASSERT_TRUE(pr.ok()) << "index " << i << ": " << error_name(pr.error) << " at token "
                         << pr.error_index << ": " << pr.message << "\n"
                         << rp.listing();
    visit(rp, pr.program);
  }
}

// ---- counting -------------------------------------------------------------------------------

using Counts = std::map<std::string, long>;

// Prints `title` and the count of every expected key (and of the other keys with one of the
// expected prefixes), then fails for each expected key that never occurred.
void expect_all(const Counts& counts, const std::vector<std::string>& expected, const char* title) {
  std::printf("%s\n", title);
  for (const std::string& k : expected) {
    const auto it = counts.find(k);
    const long n = it == counts.end() ? 0 : it->second;
    std::printf("  %-40s %8ld\n", k.c_str(), n);
    EXPECT_GT(n, 0) << title << ": " << k << " never generated";
  }
}

void print_counts(const Counts& counts, const char* title) {
  std::printf("%s\n", title);
  for (const auto& [k, n] : counts) std::printf("  %-40s %8ld\n", k.c_str(), n);
}

std::string name_of(Opcode op) { return info_of(op).mnemonic; }
std::string file_text(File f) { return gen::FILE_TEXT[u8(f)]; }

// Files a value can be read from (6.3, G9): every defined file but NULL and SAMPLER.
std::vector<File> value_files() {
  std::vector<File> v;
  for (unsigned f = 0; f < gen::FILE_COUNT; ++f)
    if (gen::FILE_DEFINED[f] && f != u8(File::NUL) && f != u8(File::SAMPLER))
      v.push_back(static_cast<File>(f));
  return v;
}

// Presence of an extension of each type of the table (4.1) in a decoded record. A type the
// table gains without a record flag here fails the test.
bool has_insn_ext(const Instruction& in, gen::InsnExtType t) {
  switch (t) {
    case gen::InsnExtType::NV:
      return in.has_nv;
    case gen::InsnExtType::LABEL:
      return in.has_label;
    case gen::InsnExtType::TEXTURE:
      return in.has_texture;
  }
  ADD_FAILURE() << "no record flag for instruction extension type " << int(u8(t));
  return false;
}
bool has_src_ext(const SrcOperand& s, gen::SrcExtType t) {
  switch (t) {
    case gen::SrcExtType::SWZ:
      return s.has_swz;
    case gen::SrcExtType::MOD:
      return s.has_mod;
  }
  ADD_FAILURE() << "no record flag for source extension type " << int(u8(t));
  return false;
}
bool has_dst_ext(const DstOperand& d, gen::DstExtType t) {
  switch (t) {
    case gen::DstExtType::CONDCODE:
      return d.has_condcode;
    case gen::DstExtType::MODULATE:
      return d.has_modulate;
  }
  ADD_FAILURE() << "no record flag for destination extension type " << int(u8(t));
  return false;
}

bool is_sampler_operand(const Instruction& in, int k) {
  return info_of(in.opcode).sampler_src == k;
}

// Everything the coverage tests count, over the whole sample (computed once per process).
struct Coverage {
  Counts opcodes, src, dst, ext, texture, flow, depth, decl, values;
  long programs = 0, instructions = 0, decode_only = 0, two_dimensional = 0;
  long reads = 0, reads_of_results = 0, reads_of_inputs = 0, reads_unwritten = 0;
};

void count_source(Coverage& c, const SrcOperand& s) {
  const bool identity =
      s.swizzle[0] == 0 && s.swizzle[1] == 1 && s.swizzle[2] == 2 && s.swizzle[3] == 3;
  if (!identity) ++c.src["swizzle (not xyzw)"];
  if (s.negate) ++c.src["negate (SRC_REGISTER)"];
  if (s.has_swz) {
    for (int k = 0; k < 4; ++k) {
      ++c.src[std::string("swz select ") + gen::EXTSWIZZLE_TEXT[s.swz.ext_swizzle[k]]];
      if (s.swz.negate >> k & 1) ++c.src[std::string("swz negate ") + "xyzw"[k]];
    }
    ++c.src[std::string("swz divide ") + gen::EXTSWIZZLE_NAMES[s.swz.ext_divide]];
  }
  if (s.has_mod) {
    if (s.mod.complement) ++c.src["mod complement"];
    if (s.mod.bias) ++c.src["mod bias"];
    if (s.mod.scale2x) ++c.src["mod scale2x"];
    if (s.mod.absolute) ++c.src["mod absolute"];
    if (s.mod.negate) ++c.src["mod negate"];
    if (!s.mod.complement && !s.mod.bias && !s.mod.scale2x && !s.mod.absolute && !s.mod.negate)
      ++c.src["mod (no flag)"];
  }
  if (s.indirect) {
    ++c.src["indirect base " + file_text(s.file)];
    ++c.src["indirect via " + file_text(s.ind.file)];
  }
  for (unsigned t = 0; t < gen::SRC_EXT_TYPE_COUNT; ++t)
    if (gen::SRC_EXT_TYPE_DEFINED[t] && has_src_ext(s, static_cast<gen::SrcExtType>(t)))
      ++c.ext[std::string("src ") + gen::SRC_EXT_TYPE_NAMES[t]];
}

void count_destination(Coverage& c, const Instruction& in) {
  const DstOperand& d = in.dst;
  ++c.dst["file " + file_text(d.file)];
  ++c.dst["write mask " + std::to_string(d.write_mask)];
  ++c.dst[std::string("saturate ") + gen::SAT_NAMES[u8(in.saturate)]];
  if (d.has_modulate) ++c.dst[std::string("modulate ") + gen::MODULATE_NAMES[u8(d.modulate)]];
  if (d.has_condcode) {
    ++c.dst[std::string("condcode test ") + gen::CC_NAMES[u8(d.condcode.cond_mask)]];
    ++c.dst["condcode CC" + std::to_string(d.condcode.cond_src_index)];
  }
  for (unsigned t = 0; t < gen::DST_EXT_TYPE_COUNT; ++t)
    if (gen::DST_EXT_TYPE_DEFINED[t] && has_dst_ext(d, static_cast<gen::DstExtType>(t)))
      ++c.ext[std::string("dst ") + gen::DST_EXT_TYPE_NAMES[t]];
}

void count_nv(Coverage& c, const Instruction& in) {
  if (!in.has_nv) return;
  const NvExt& n = in.nv;
  ++c.dst[std::string("nv precision ") + gen::PRECISION_NAMES[u8(n.precision)]];
  if (n.cond_dst_update) {
    ++c.dst["nv update CC" + std::to_string(n.cond_dst_index)];
    if (in.num_dst && in.dst.file == File::NUL) ++c.dst["nv update from a NULL destination"];
  }
  if (n.cond_flow_enable) {
    ++c.dst[std::string("nv test ") + gen::CC_NAMES[u8(n.cond_mask)]];
    ++c.dst["nv test CC" + std::to_string(n.cond_flow_index)];
    ++c.flow["conditional " + name_of(in.opcode)];
  }
}

// Reads of the values of earlier instructions, inputs, constants and immediates (the flow of
// values), in program order.
void count_value_flow(Coverage& c, const Program& p) {
  std::map<std::pair<int, int>, bool> written;
  for (const Instruction& in : p.insns) {
    for (int k = 0; k < in.num_src; ++k) {
      if (is_sampler_operand(in, k)) continue;
      const SrcOperand& s = in.src[k];
      ++c.reads;
      if (s.file == File::INPUT || s.file == File::CONSTANT || s.file == File::IMMEDIATE)
        ++c.reads_of_inputs;
      else if (written.count({u8(s.file), s.index}) || s.indirect)
        ++c.reads_of_results;
      else
        ++c.reads_unwritten;
    }
    if (in.num_dst && in.dst.file != File::NUL && in.dst.write_mask)
      written[{u8(in.dst.file), in.dst.index}] = true;
  }
}

// Structure of 11.7 from the table's flow roles: depth of IF + loop nesting, where BRK/CONT,
// CAL and RET sit.
void count_flow(Coverage& c, const Program& p) {
  std::vector<FlowRole> open;  // IF (or ELSE) and BGNLOOP
  bool in_sub = false;
  int max_depth = 0, subs = 0;
  for (const Instruction& in : p.insns) {
    const FlowRole role = info_of(in.opcode).flow;
    const bool in_loop = std::find(open.begin(), open.end(), FlowRole::BGNLOOP) != open.end();
    switch (role) {
      case FlowRole::IF:
      case FlowRole::BGNLOOP:
        if (role == FlowRole::BGNLOOP && in_loop) ++c.flow["loop inside a loop"];
        if (role == FlowRole::BGNLOOP && in_sub) ++c.flow["loop inside a subroutine"];
        if (role == FlowRole::IF && in_loop) ++c.flow["IF inside a loop"];
        if (role == FlowRole::BGNLOOP && !open.empty() && open.back() != FlowRole::BGNLOOP)
          ++c.flow["loop inside an IF"];
        open.push_back(role);
        max_depth = std::max(max_depth, static_cast<int>(open.size()));
        break;
      case FlowRole::ELSE:
        open.back() = FlowRole::ELSE;
        break;
      case FlowRole::ENDIF:
      case FlowRole::ENDLOOP:
        open.pop_back();
        break;
      case FlowRole::IN_LOOP:
        if (!open.empty() && open.back() != FlowRole::BGNLOOP)
          ++c.flow[name_of(in.opcode) + " under an IF of the loop"];
        else
          ++c.flow[name_of(in.opcode) + " at the loop's level"];
        break;
      case FlowRole::BGNSUB:
        in_sub = true;
        ++subs;
        break;
      case FlowRole::ENDSUB:
        in_sub = false;
        break;
      case FlowRole::CALL:
        if (in_sub) ++c.flow["CAL from a subroutine"];
        if (in_loop) ++c.flow["CAL inside a loop"];
        break;
      case FlowRole::RET:
        ++c.flow[in_sub ? "RET in a subroutine" : "RET in main"];
        break;
      case FlowRole::NONE:
        break;
    }
  }
  ++c.depth["max IF+loop depth " + std::to_string(max_depth)];
  ++c.depth["subroutines " + std::to_string(subs)];
}

void count_declarations(Coverage& c, const Program& p) {
  ++c.decl[std::string("processor ") + gen::PROCESSOR_NAMES[u8(p.header.processor)]];
  for (const Declaration& d : p.decls) {
    ++c.decl["declare " + file_text(d.file)];
    ++c.decl[std::string("form ") + gen::DECLARE_NAMES[u8(d.declare)]];
    if (d.has_interpolation)
      ++c.decl[std::string("interpolation ") + gen::INTERPOLATE_NAMES[u8(d.interpolation)]];
  }
  const uint32_t first_insn = p.insns.empty() ? UINT32_MAX : p.insns.front().token_index;
  for (const Immediate& m : p.imms)
    ++c.decl[m.token_index < first_insn ? "immediate before the instructions"
                                        : "immediate after an instruction"];
  if (p.imms.size() > 1) ++c.decl["several IMMEDIATE tokens"];
}

// Classes of binary32 values (docs/tgsi.md 12).
std::string value_class(uint32_t b) {
  const uint32_t exp = b >> 23 & 0xFF, man = b & 0x7FFFFF;
  const bool neg = b >> 31;
  if (exp == 0xFF) return man ? "NaN" : neg ? "-inf" : "+inf";
  if (exp == 0) return man ? "subnormal" : neg ? "-0" : "+0";
  if ((b & 0x7FFFFFFF) == 0x3F800000) return neg ? "-1" : "+1";
  if (exp >= 127 - 7 && exp <= 127 + 8) return "ordinary normal (2^-7..2^9)";
  return exp > 127 ? "normal, huge" : "normal, tiny";
}

void count_values(Coverage& c, const RandomProgram& rp) {
  for (const QuadVec& r : rp.inputs)
    for (const auto& comp : r.v)
      for (uint32_t v : comp) ++c.values[value_class(v)];
  for (const Vec4& r : rp.constants)
    for (uint32_t v : r.c) ++c.values[value_class(v)];
}

const Coverage& coverage() {
  static const Coverage c = [] {
    Coverage c;
    const auto t0 = std::chrono::steady_clock::now();
    for_each_program([&](const RandomProgram& rp, const Program& p) {
      ++c.programs;
      c.instructions += static_cast<long>(p.insns.size());
      for (const Instruction& in : p.insns) {
        const gen::OpcodeInfo& info = info_of(in.opcode);
        ++c.opcodes[name_of(in.opcode)];
        if (info.cls == OpClass::R) ++c.decode_only;
        for (int k = 0; k < in.num_src; ++k) {
          if (in.src[k].dimension) ++c.two_dimensional;
          if (!is_sampler_operand(in, k)) count_source(c, in.src[k]);
        }
        if (in.num_dst) count_destination(c, in);
        count_nv(c, in);
        for (unsigned t = 0; t < gen::INSN_EXT_TYPE_COUNT; ++t)
          if (gen::INSN_EXT_TYPE_DEFINED[t] && has_insn_ext(in, static_cast<gen::InsnExtType>(t)))
            ++c.ext[std::string("instruction ") + gen::INSN_EXT_TYPE_NAMES[t]];
        if (info.cls == OpClass::T) {
          ++c.texture[name_of(in.opcode) + " " + gen::TEXTURE_NAMES[u8(in.texture)]];
          if (in.src[0].has_swz && in.src[0].swz.ext_divide == u8(gen::Extswizzle::W))
            ++c.texture["projective coordinates (ExtDivide W)"];
        } else if (in.has_texture) {
          ++c.texture["TEXTURE token on a non-texture opcode"];
        }
        if (info.exec == gen::ExecClass::KILL)
          ++c.texture[in.num_src                            ? "KIL with a source"
                      : in.has_nv && in.nv.cond_flow_enable ? "KIL without source, NV test"
                                                            : "KIL without source, unconditional"];
        if (in.has_label) {
          const bool declares_sub = info.flow == FlowRole::BGNSUB && in.label.target;
          const bool calls = info.flow == FlowRole::CALL;
          if (in.label.target && !declares_sub) ++c.flow["label declared on another instruction"];
          if (!in.label.target && in.label.label && !calls)
            ++c.flow["label referenced by another instruction"];
          if (!in.label.target && !in.label.label) ++c.flow["LABEL token with label 0"];
        }
      }
      count_value_flow(c, p);
      count_flow(c, p);
      count_declarations(c, p);
      count_values(c, rp);
    });
    std::printf("coverage sample: %ld programs, %ld instructions (%.1f per program), %.2f s\n",
                c.programs, c.instructions, double(c.instructions) / std::max(1L, c.programs),
                seconds_since(t0));
    return c;
  }();
  return c;
}

// ---- determinism ------------------------------------------------------------------------------

bool same_inputs(const RandomProgram& a, const RandomProgram& b) {
  if (a.inputs.size() != b.inputs.size() || a.constants.size() != b.constants.size()) return false;
  for (size_t i = 0; i < a.inputs.size(); ++i)
    if (a.inputs[i] != b.inputs[i]) return false;
  for (size_t i = 0; i < a.constants.size(); ++i)
    if (a.constants[i] != b.constants[i]) return false;
  return true;
}

TEST(Determinism, SameSeedAndIndexGiveTheSameProgram) {
  for (uint64_t i = 0; i < 300; ++i) {
    const RandomProgram a = random_program(kSeed, i);
    const RandomProgram b = random_program(kSeed, i);
    ASSERT_EQ(a.tokens, b.tokens) << "index " << i;
    ASSERT_TRUE(same_inputs(a, b)) << "index " << i;
    ASSERT_EQ(a.max_steps, b.max_steps);
    ASSERT_EQ(a.listing(), b.listing());
  }
  // Independent of what was generated before: index 299 alone, then after index 7.
  const RandomProgram late = random_program(kSeed, 299);
  random_program(kSeed, 7);
  EXPECT_EQ(random_program(kSeed, 299).tokens, late.tokens);
}

TEST(Determinism, DifferentIndicesAndSeedsDiffer) {
  for (uint64_t i = 0; i < 300; ++i) {
    const RandomProgram a = random_program(kSeed, i);
    const RandomProgram next = random_program(kSeed, i + 1);
    const RandomProgram other_seed = random_program(kSeed + 1, i);
    EXPECT_NE(a.tokens, next.tokens) << "index " << i;
    EXPECT_FALSE(same_inputs(a, next)) << "index " << i;
    EXPECT_NE(a.tokens, other_seed.tokens) << "index " << i;
  }
}

// ---- legality (docs/tgsi.md 13, 19; golden/tgsi/ASM.md "Round trip") --------------------------

TEST(Legality, ParserWriterAndTextRoundTrips) {
  const auto t0 = std::chrono::steady_clock::now();
  int failures = 0;
  size_t max_insns = 0, max_tokens = 0;
  for (int i = 0; i < kPrograms && failures < kReportFailures; ++i) {
    const RandomProgram rp = random_program(kSeed, i);
    auto fail = [&](const std::string& what) {
      ADD_FAILURE() << "index " << i << ": " << what << "\n" << rp.listing();
      ++failures;
    };
    const ParseResult pr = parse(rp.tokens);
    if (!pr.ok()) {
      fail(std::string("parse: ") + error_name(pr.error) + " at token " +
           std::to_string(pr.error_index) + ": " + pr.message);
      continue;
    }
    if (!pr.lint.empty()) fail("remark: " + pr.lint.front().message);  // 13.3: none expected
    const Program& p = pr.program;
    if (p.header.major != 1 || p.header.minor != 1 || p.header.header_size != 2)
      fail("header is not the writer's (3.1, D31)");
    if (p.insns.empty() || p.insns.size() > kInstructionLimit)
      fail(std::to_string(p.insns.size()) + " instructions");
    if (p != rp.program) fail("the parsed records differ from the generator's records");
    if (build(p) != rp.tokens) fail("build(parse(tokens)) differs from the tokens");
    const DisasmOutput d = disassemble(rp.tokens);
    if (!d.ok) {
      fail("disassemble: " + d.message);
      continue;
    }
    const AsmOutput a = assemble(d.text);
    if (!a.ok)
      fail("assemble(disassemble): " + a.error.to_string() + "\n" + d.text);
    else if (a.tokens != rp.tokens)
      fail("assemble(disassemble) differs\n" + d.text);
    const AsmOutput l = assemble(rp.listing());  // the listing is valid text form too
    if (!l.ok || l.tokens != rp.tokens) fail("the listing does not reassemble to the tokens");
    max_insns = std::max(max_insns, p.insns.size());
    max_tokens = std::max(max_tokens, rp.tokens.size());
  }
  std::printf("legality: %d programs, longest %zu instructions / %zu tokens, %.2f s\n", kPrograms,
              max_insns, max_tokens, seconds_since(t0));
  EXPECT_EQ(max_insns, kInstructionLimit) << "the longest programs should use the whole budget";
}

// ---- execution (docs/tgsi.md 11.8, exec.h) -----------------------------------------------------

TEST(Execution, RunsToTheEnd) {
  const auto t0 = std::chrono::steady_clock::now();
  std::map<ExecStatus, long> status;
  int failures = 0;
  uint64_t steps = 0, max_steps = 0;
  long killed = 0, warned = 0, iterated = 0, outputs = 0;
  for (int i = 0; i < kPrograms; ++i) {
    const RandomProgram rp = random_program(kSeed, i);
    const ParseResult pr = parse(rp.tokens);
    ASSERT_TRUE(pr.ok()) << "index " << i << "\n" << rp.listing();
    const CompileResult cr = compile(pr.program);
    Machine m;
    rp.setup(m);
    for (size_t k = 0; k < rp.inputs.size(); ++k) ASSERT_EQ(m.in[k], rp.inputs[k]);
    std::vector<RegWrite> trace;
    ExecOptions opt = rp.options();
    opt.trace = &trace;
    ExecResult r;
    if (cr.ok())
      r = execute(cr.program, m, opt);
    else
      r.status = cr.status;
    ++status[r.status];
    if (r.status != ExecStatus::OK && r.status != ExecStatus::STEP_LIMIT &&
        failures++ < kReportFailures)
      ADD_FAILURE() << "index " << i << ": " << status_name(r.status) << " "
                    << (cr.ok() ? r.message : cr.message) << "\n"
                    << rp.listing();
    steps += r.steps;
    max_steps = std::max(max_steps, r.steps);
    killed += r.kill != 0;
    warned += r.warnings != 0;
    // An instruction that wrote at two different steps ran twice: a loop iterated (or a
    // subroutine was called twice).
    std::map<uint32_t, uint64_t> first_step;
    bool again = false;
    for (const RegWrite& w : trace) {
      const auto [it, fresh] = first_step.emplace(w.pc, w.step);
      again |= !fresh && it->second != w.step;
    }
    iterated += again;
    bool wrote_output = false;
    for (uint16_t w : m.out_written) wrote_output |= w != 0;
    outputs += wrote_output;
  }
  std::printf("execution: %d programs in %.2f s; statuses:", kPrograms, seconds_since(t0));
  for (const auto& [s, n] : status) std::printf(" %s %ld", status_name(s), n);
  std::printf(
      "\n  steps: mean %.1f, max %llu; programs with killed lanes %ld, with out-of-range "
      "indirect reads %ld, with an instruction run twice %ld, writing outputs %ld\n",
      double(steps) / kPrograms, static_cast<unsigned long long>(max_steps), killed, warned,
      iterated, outputs);
  const long step_limit = status.count(ExecStatus::STEP_LIMIT) ? status[ExecStatus::STEP_LIMIT] : 0;
  EXPECT_LT(step_limit * 100, 2L * kPrograms) << "STEP_LIMIT in 2% of the programs or more";
  EXPECT_EQ(status[ExecStatus::OK] + step_limit, kPrograms);
  EXPECT_GT(killed, 0);
  EXPECT_GT(iterated, kPrograms / 10);
  EXPECT_GT(outputs, kPrograms / 2);
}

// ---- coverage ---------------------------------------------------------------------------------

TEST(Coverage, EveryExecutableOpcodeAndNoOther) {
  const Coverage& c = coverage();
  std::vector<std::string> expected;  // 7.1, 7.3: classes A, F and T; class R never (D26)
  for (unsigned v = 0; v < gen::OPCODE_COUNT; ++v)
    if (gen::OPCODE_INFO[v].valid && gen::OPCODE_INFO[v].cls != OpClass::R)
      expected.push_back(gen::OPCODE_INFO[v].mnemonic);
  expect_all(c.opcodes, expected, "opcodes (classes A, F, T of the table)");
  EXPECT_EQ(c.opcodes.size(), expected.size()) << "an opcode outside classes A, F, T";
  EXPECT_EQ(c.decode_only, 0) << "decode-only opcodes are never executed (D26)";
  EXPECT_EQ(c.two_dimensional, 0) << "two-dimensional operands are not executed (D13)";
}

TEST(Coverage, SourceModifiers) {
  const Coverage& c = coverage();
  std::vector<std::string> expected = {"swizzle (not xyzw)", "negate (SRC_REGISTER)",
                                       "mod complement",     "mod bias",
                                       "mod scale2x",        "mod absolute",
                                       "mod negate",         "mod (no flag)"};  // 9.4 steps 1-7
  for (unsigned e = 0; e < gen::EXTSWIZZLE_COUNT; ++e) {
    if (!gen::EXTSWIZZLE_DEFINED[e]) continue;
    expected.push_back(std::string("swz select ") + gen::EXTSWIZZLE_TEXT[e]);
    if (e != u8(gen::Extswizzle::ZERO))  // ExtDivide ZERO is illegal (D4)
      expected.push_back(std::string("swz divide ") + gen::EXTSWIZZLE_NAMES[e]);
  }
  for (char comp : std::string("xyzw")) expected.push_back(std::string("swz negate ") + comp);
  for (File f : value_files()) {  // 9.2, G9
    expected.push_back("indirect base " + file_text(f));
    expected.push_back("indirect via " + file_text(f));
  }
  expect_all(c.src, expected, "source modifiers (docs/tgsi.md 9)");
}

TEST(Coverage, DestinationForms) {
  const Coverage& c = coverage();
  std::vector<std::string> expected;
  for (File f : {File::NUL, File::OUTPUT, File::TEMPORARY, File::ADDRESS})  // G9
    expected.push_back("file " + file_text(f));
  for (int m = 0; m < 16; ++m) expected.push_back("write mask " + std::to_string(m));  // 5.12
  for (unsigned s = 0; s < gen::SAT_COUNT; ++s)
    if (gen::SAT_DEFINED[s]) expected.push_back(std::string("saturate ") + gen::SAT_NAMES[s]);
  for (unsigned m = 0; m < gen::MODULATE_COUNT; ++m)
    if (gen::MODULATE_DEFINED[m])
      expected.push_back(std::string("modulate ") + gen::MODULATE_NAMES[m]);
  for (unsigned k = 0; k < gen::CC_COUNT; ++k) {
    if (!gen::CC_DEFINED[k]) continue;
    expected.push_back(std::string("condcode test ") + gen::CC_NAMES[k]);
    expected.push_back(std::string("nv test ") + gen::CC_NAMES[k]);
  }
  for (unsigned k = 0; k < gen::LIMIT_CC; ++k) {
    expected.push_back("condcode CC" + std::to_string(k));
    expected.push_back("nv update CC" + std::to_string(k));
    expected.push_back("nv test CC" + std::to_string(k));
  }
  for (unsigned k = 0; k < gen::PRECISION_COUNT; ++k)
    if (gen::PRECISION_DEFINED[k])
      expected.push_back(std::string("nv precision ") + gen::PRECISION_NAMES[k]);
  expected.push_back("nv update from a NULL destination");  // 10.1 step 6
  expect_all(c.dst, expected, "destination forms (docs/tgsi.md 10)");
}

TEST(Coverage, EveryExtensionTokenType) {
  const Coverage& c = coverage();
  std::vector<std::string> expected;  // 4.1: the extension types of each position
  for (unsigned t = 0; t < gen::INSN_EXT_TYPE_COUNT; ++t)
    if (gen::INSN_EXT_TYPE_DEFINED[t])
      expected.push_back(std::string("instruction ") + gen::INSN_EXT_TYPE_NAMES[t]);
  for (unsigned t = 0; t < gen::SRC_EXT_TYPE_COUNT; ++t)
    if (gen::SRC_EXT_TYPE_DEFINED[t])
      expected.push_back(std::string("src ") + gen::SRC_EXT_TYPE_NAMES[t]);
  for (unsigned t = 0; t < gen::DST_EXT_TYPE_COUNT; ++t)
    if (gen::DST_EXT_TYPE_DEFINED[t])
      expected.push_back(std::string("dst ") + gen::DST_EXT_TYPE_NAMES[t]);
  expect_all(c.ext, expected, "extension tokens (docs/tgsi.md 4.1)");
}

TEST(Coverage, TextureTargetsAndKil) {
  const Coverage& c = coverage();
  std::vector<std::string> expected;
  for (unsigned op = 0; op < gen::OPCODE_COUNT; ++op) {
    if (!gen::OPCODE_INFO[op].valid || gen::OPCODE_INFO[op].cls != OpClass::T) continue;
    for (unsigned t = 0; t < gen::TEXTURE_COUNT; ++t)  // every target with coordinates (5.10, D38)
      if (gen::TEXTURE_DEFINED[t] && gen::TEXTURE_COORDS[t] > 0)
        expected.push_back(std::string(gen::OPCODE_INFO[op].mnemonic) + " " +
                           gen::TEXTURE_NAMES[t]);
  }
  expected.push_back("projective coordinates (ExtDivide W)");  // 8.8
  expected.push_back("KIL with a source");                     // 8.9, D24
  expected.push_back("KIL without source, NV test");
  expected.push_back("KIL without source, unconditional");
  expect_all(c.texture, expected, "texture opcodes and targets, KIL forms (docs/tgsi.md 8.8, 8.9)");
  const auto it = c.texture.find("TEXTURE token on a non-texture opcode");
  std::printf("  %-40s %8ld\n", "TEXTURE token on a non-texture opcode",
              it == c.texture.end() ? 0L : it->second);
}

TEST(Coverage, FlowControlAndNesting) {
  const Coverage& c = coverage();
  std::vector<std::string> expected = {"IF inside a loop",
                                       "loop inside an IF",
                                       "loop inside a loop",
                                       "loop inside a subroutine",
                                       "CAL from a subroutine",
                                       "CAL inside a loop",
                                       "RET in a subroutine",
                                       "RET in main",
                                       "label declared on another instruction",
                                       "label referenced by another instruction",
                                       "LABEL token with label 0"};  // 11.3-11.7, G12
  for (unsigned op = 0; op < gen::OPCODE_COUNT; ++op) {
    const gen::OpcodeInfo& i = gen::OPCODE_INFO[op];
    if (!i.valid || i.cls == OpClass::R) continue;
    // Conditional CAL, RET, BRK, CONT (D7); BRK and CONT plain under an IF and at loop level.
    if (i.flow == FlowRole::CALL || i.flow == FlowRole::RET || i.flow == FlowRole::IN_LOOP)
      expected.push_back(std::string("conditional ") + i.mnemonic);
    if (i.flow == FlowRole::IN_LOOP) {
      expected.push_back(std::string(i.mnemonic) + " under an IF of the loop");
      expected.push_back(std::string(i.mnemonic) + " at the loop's level");
    }
  }
  expect_all(c.flow, expected, "flow control (docs/tgsi.md 11)");
  std::vector<std::string> depths;
  for (int d = 1; d <= 3; ++d) depths.push_back("max IF+loop depth " + std::to_string(d));
  for (int s = 1; s <= 3; ++s) depths.push_back("subroutines " + std::to_string(s));
  expect_all(c.depth, depths, "programs by nesting depth and by subroutines");
  print_counts(c.depth, "  (all)");
}

TEST(Coverage, DeclarationsImmediatesProcessors) {
  const Coverage& c = coverage();
  std::vector<std::string> expected;
  for (unsigned f = 0; f < gen::FILE_COUNT; ++f)  // 6.4: NULL and IMMEDIATE cannot be declared
    if (gen::FILE_DEFINED[f] && f != u8(File::NUL) && f != u8(File::IMMEDIATE))
      expected.push_back("declare " + file_text(static_cast<File>(f)));
  for (unsigned k = 0; k < gen::DECLARE_COUNT; ++k)
    if (gen::DECLARE_DEFINED[k]) expected.push_back(std::string("form ") + gen::DECLARE_NAMES[k]);
  for (unsigned k = 0; k < gen::INTERPOLATE_COUNT; ++k)
    if (gen::INTERPOLATE_DEFINED[k])
      expected.push_back(std::string("interpolation ") + gen::INTERPOLATE_NAMES[k]);
  for (unsigned k = 0; k < gen::PROCESSOR_COUNT; ++k)
    if (gen::PROCESSOR_DEFINED[k])
      expected.push_back(std::string("processor ") + gen::PROCESSOR_NAMES[k]);
  expected.push_back("immediate before the instructions");  // 6.5: may also follow its use
  expected.push_back("immediate after an instruction");
  expected.push_back("several IMMEDIATE tokens");
  expect_all(c.decl, expected, "declarations, immediates, processors (docs/tgsi.md 3.3, 6.4, 6.5)");
}

TEST(Coverage, InputValueClasses) {
  const Coverage& c = coverage();
  // docs/tgsi.md 12.2: the special operands; "mostly ordinary values" means most of them.
  const std::vector<std::string> expected = {"+0",
                                             "-0",
                                             "+inf",
                                             "-inf",
                                             "NaN",
                                             "subnormal",
                                             "+1",
                                             "-1",
                                             "normal, huge",
                                             "normal, tiny",
                                             "ordinary normal (2^-7..2^9)"};
  expect_all(c.values, expected, "IN and CONST values by class");
  long all = 0;
  for (const auto& [k, n] : c.values) all += n;
  auto count = [&](const char* k) { return c.values.count(k) ? c.values.at(k) : 0L; };
  const long ordinary =
      count("ordinary normal (2^-7..2^9)") + count("+0") + count("+1") + count("-1");
  const long special = all - ordinary - count("-0");
  std::printf("  ordinary share %.3f, special share %.3f\n", double(ordinary) / all,
              double(special) / all);
  EXPECT_GT(ordinary * 10, all * 6) << "inputs should be mostly ordinary values";
  EXPECT_GT(special * 20, all) << "special values should be mixed in (at least 5%)";
}

TEST(ValueFlow, OperandsReadEarlierResultsInputsAndConstants) {
  const Coverage& c = coverage();
  std::printf(
      "source reads: %ld; of earlier results %.3f, of IN/CONST/IMM %.3f, of registers not "
      "written yet %.3f\n",
      c.reads, double(c.reads_of_results) / c.reads, double(c.reads_of_inputs) / c.reads,
      double(c.reads_unwritten) / c.reads);
  EXPECT_GT(c.reads_of_results * 10, c.reads * 3) << "results should feed later instructions";
  EXPECT_LT(c.reads_unwritten * 10, c.reads) << "most reads should see a defined value";
}

}  // namespace
}  // namespace shaderhw::tgsi
