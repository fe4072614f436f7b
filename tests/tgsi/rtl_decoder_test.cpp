// The RTL streaming token decoder (rtl/tgsi/tgsi_decoder.sv, verilated as Vtgsi_decoder) against
// the golden parser (golden/tgsi/parse.h), which is the reference: for every stream both must
// agree on accept/reject, on the error code and token index of the first error, on the header
// and on every decoded record (declarations, immediates, instructions, field by field through
// the golden records' operator==). The RTL is driven token by token with random producer bubbles
// and random consumer back-pressure (verilated/tgsi/tgsi_decoder_dut.h), one model for many
// streams (the decoder must leave nothing behind from one stream to the next).
//
// Streams: the worked streams and the malformed streams of docs/tgsi.md (tests/tgsi/streams.h,
// whose expected codes and indices were typed from the document), directed streams at the limits
// of docs/tgsi.md 11.8, and random programs written by golden/tgsi/build.h, then mutated (bits
// flipped, tokens dropped, repeated or inserted, sizes corrupted, the stream cut or swapped).
// Nothing expected here is taken from the RTL.
//
// Environment: TGSI_FUZZ_SEED (seed of the random streams, default 1), TGSI_FUZZ_STREAMS (count of
// the long test, default 10^7). A mismatch prints the seed, the stream number, the tokens, both
// results, and writes the waveform of that stream (traced model) to tgsi_rtl_fail_<n>.fst.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vtgsi_decoder.h"
#include "Vtgsi_decoder_trace.h"
#ifdef SHADERHW_HAVE_TGSI_DECODER_NETLIST
#include "Vtgsi_decoder_netlist.h"
#endif
#pragma GCC diagnostic pop
#include "streams.h"
#include "tgsi/build.h"
#include "tgsi/parse.h"
#include "tgsi_decoder_dut.h"

#ifndef TGSI_LABEL_SLOTS
#error "TGSI_LABEL_SLOTS (the decoder's LabelSlots parameter) must be defined by the build"
#endif

namespace shaderhw::tgsi {
namespace {

using rtl::DriveOptions;
using rtl::RunResult;

// ---- random numbers ---------------------------------------------------------------------------
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return n ? static_cast<uint32_t>(next() % n) : 0; }
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[below(static_cast<uint32_t>(v.size()))];
  }
};

uint64_t env_u64(const char* name, uint64_t dflt) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 0) : dflt;
}

// ---- the RTL and the comparison -----------------------------------------------------------------
// Whether the header is complete (docs/tgsi.md 3: VERSION, HEADER, PROCESSOR and the further
// header tokens present and legal): then, and only then, the RTL emits its HEADER record.
bool header_complete(const std::vector<uint32_t>& s) {
  if (s.size() < 2) return false;
  if (gen::VERSION_MAJOR.get(s[0]) != 1) return false;
  const uint32_t hs = gen::HEADER_HEADER_SIZE.get(s[1]), bs = gen::HEADER_BODY_SIZE.get(s[1]);
  if (hs == 0 || bs == 0 || s.size() < 1 + hs) return false;
  return hs < 2 || gen::PROCESSOR_DEFINED[gen::PROCESSOR_PROCESSOR.get(s[2])];
}

std::string hex_stream(const std::vector<uint32_t>& s) {
  std::ostringstream o;
  char b[16];
  for (size_t i = 0; i < s.size(); ++i) {
    std::snprintf(b, sizeof b, "%08X", s[i]);
    o << (i % 8 ? " " : (i ? "\n  " : "  ")) << b;
  }
  return o.str();
}

std::string result_line(Error e, uint32_t index) {
  return std::string(error_name(e)) + " at " + std::to_string(index);
}

// Differences between the RTL's result and the golden parser's ("" when they agree).
std::string differences(const std::vector<uint32_t>& s, const RunResult& r, const ParseResult& g) {
  std::ostringstream o;
  if (!r.finished) o << "the decoder did not finish the stream (hang) after " << r.cycles << " cycles\n";
  if (!r.protocol.empty()) o << "protocol: " << r.protocol << "\n";
  if (r.error != g.error || r.error_index != g.error_index)
    o << "verdict: RTL " << result_line(r.error, r.error_index) << ", golden "
      << result_line(g.error, g.error_index) << " (" << g.message << ")\n";
  const bool want_header = header_complete(s);
  if (r.has_header != want_header)
    o << "header record " << (r.has_header ? "emitted" : "missing") << "\n";
  else if (r.has_header && r.header != g.program.header)
    o << "header: RTL " << to_string(r.header) << "\n     golden " << to_string(g.program.header)
      << "\n";
  auto list = [&o](const char* what, const auto& a, const auto& b) {
    if (a.size() != b.size()) o << what << ": RTL " << a.size() << ", golden " << b.size() << "\n";
    for (size_t i = 0; i < a.size() && i < b.size(); ++i)
      if (a[i] != b[i]) {
        o << what << " " << i << ":\n  RTL    " << to_string(a[i]) << "\n  golden "
          << to_string(b[i]) << "\n";
        break;
      }
  };
  list("declarations", r.decls, g.program.decls);
  list("immediates", r.imms, g.program.imms);
  list("instructions", r.insns, g.program.insns);
  return o.str();
}

// The decoder under test: one verilated model for many streams (the RTL, or its post-synthesis
// netlist with the same ports).
template <class Model>
class RtlOf {
 public:
  RtlOf() : ctx_(new VerilatedContext), drv_(ctx_.get()) {}
  RunResult run(const std::vector<uint32_t>& s, const DriveOptions& o) { return drv_.run(s, o); }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  rtl::DecoderDriver<Model> drv_;
};
using Rtl = RtlOf<Vtgsi_decoder>;

// Runs one stream on a fresh traced model and writes its waveform; returns the file name.
std::string trace_failure(const std::vector<uint32_t>& s, const DriveOptions& o, uint64_t n) {
  const std::string file = "tgsi_rtl_fail_" + std::to_string(n) + ".fst";
  VerilatedContext ctx;
  ctx.traceEverOn(true);
  VerilatedFstC fst;
  {
    rtl::DecoderDriver<Vtgsi_decoder_trace> drv(&ctx);
    drv.trace_to(&fst);
    fst.open(file.c_str());
    drv.reset();
    drv.run(s, o);
    fst.close();
  }
  return file;
}

// Compares one stream; on a mismatch returns the full report (and writes the waveform).
template <class R>
std::string check_stream(R& rtl, const std::vector<uint32_t>& s, const DriveOptions& o,
                         uint64_t n, const std::string& what, ParseResult* golden = nullptr) {
  ParseOptions po;
  po.strict = o.strict;
  ParseResult g = parse(s, po);
  const RunResult r = rtl.run(s, o);
  std::string d = differences(s, r, g);
  if (golden) *golden = std::move(g);
  if (d.empty()) return d;
  std::ostringstream rep;
  rep << what << " (stream " << n << ", " << (o.strict ? "strict" : "permissive") << ", bubbles "
      << o.bubble << ", back-pressure " << o.backpressure << ", pattern seed " << o.seed << ", "
      << s.size() << " tokens):\n"
      << hex_stream(s) << "\n"
      << d << "waveform: " << trace_failure(s, o, n);
  return rep.str();
}

// Handshake patterns: none, bubbles, back-pressure, both.
std::vector<DriveOptions> patterns(bool strict = true) {
  std::vector<DriveOptions> v;
  const double p[4][2] = {{0, 0}, {0.3, 0}, {0, 0.3}, {0.5, 0.5}};
  for (int k = 0; k < 4; ++k) {
    DriveOptions o;
    o.strict = strict;
    o.bubble = p[k][0];
    o.backpressure = p[k][1];
    o.seed = static_cast<uint64_t>(k) + 1;
    v.push_back(o);
  }
  return v;
}

// ---- random programs (golden records, written by build()) --------------------------------------
class ProgramGen {
 public:
  explicit ProgramGen(Rng& r) : r_(r) {}

  Program make() {
    p_ = Program();
    key_ = 0;
    for (auto& d : declared_) d.clear();
    nest_.clear();
    loops_ = 0;
    pending_labels_.clear();
    used_labels_.clear();
    Header& h = p_.header;
    const uint32_t pr = r_.below(20);
    h.processor = pr < 12 ? Processor::FRAGMENT : pr < 17 ? Processor::VERTEX : Processor::GEOMETRY;
    const uint32_t hs = r_.below(40);
    h.header_size = hs == 0 ? 1 : hs == 1 ? 3 : 2;
    if (h.header_size == 1) h.processor = Processor::FRAGMENT;
    h.minor = r_.chance(0.03) ? 2 : 1;
    fragment_ = h.processor == Processor::FRAGMENT;

    const int ndecl = r_.chance(0.05) ? 0 : 1 + static_cast<int>(r_.below(6));
    for (int i = 0; i < ndecl; ++i) declaration();
    // Immediates are placed among the instructions (they may follow their use, G10).
    std::vector<Immediate> imms;
    const int nimm = static_cast<int>(r_.below(3));
    imm_vectors_ = 0;
    for (int i = 0; i < nimm; ++i) {
      Immediate m;
      const uint32_t vec = r_.chance(0.03) ? 0 : 1 + r_.below(3);
      for (uint32_t k = 0; k < 4 * vec; ++k) m.values.push_back(static_cast<uint32_t>(r_.next()));
      imm_vectors_ += vec;
      imms.push_back(m);
    }
    const int ninsn = static_cast<int>(r_.below(r_.chance(0.1) ? 40 : 12));
    size_t next_imm = 0;
    for (int i = 0; i < ninsn; ++i) {
      if (next_imm < imms.size() && r_.chance(0.2)) place(imms[next_imm++]);
      if (r_.chance(0.05)) declaration();  // a late declaration
      instruction();
    }
    while (next_imm < imms.size()) place(imms[next_imm++]);
    // Close what is open, mostly; then the subroutines that CAL referenced.
    while (!nest_.empty() && !r_.chance(0.03)) {
      insn_of(nest_.back() == 'L' ? Opcode::ENDLOOP2 : Opcode::ENDIF);
      nest_.pop_back();
    }
    if (!pending_labels_.empty() && nest_.empty()) {
      insn_of(Opcode::RET);
      for (uint32_t label : pending_labels_) {
        if (r_.chance(0.02)) continue;  // never declared: LABEL at the end
        Instruction& b = insn_of(Opcode::BGNSUB);
        b.has_label = true;
        b.label.label = label;
        b.label.target = true;
        const int body = static_cast<int>(r_.below(4));
        for (int k = 0; k < body; ++k) alu_instruction();
        if (r_.chance(0.5)) insn_of(Opcode::RET);
        insn_of(Opcode::ENDSUB);
      }
    }
    return p_;
  }

 private:
  Rng& r_;
  Program p_;
  uint32_t key_ = 0;
  bool fragment_ = true;
  std::vector<int> declared_[8];
  uint32_t imm_vectors_ = 0;
  std::vector<char> nest_;  // 'I', 'E', 'L'
  int loops_ = 0;
  std::vector<uint32_t> pending_labels_, used_labels_;

  static int fsize(File f) { return static_cast<int>(file_size(f)); }

  void place(Immediate m) {
    m.token_index = key_++;
    p_.imms.push_back(std::move(m));
  }

  void declaration() {
    static const std::vector<File> files = {File::CONSTANT, File::INPUT,   File::OUTPUT,
                                            File::TEMPORARY, File::SAMPLER, File::ADDRESS};
    Declaration d;
    d.token_index = key_++;
    d.file = r_.chance(0.005) ? (r_.chance(0.5) ? File::NUL : File::IMMEDIATE) : r_.pick(files);
    const int fs = std::max(1, fsize(d.file));
    auto& dec = declared_[static_cast<int>(d.file)];
    if (!r_.chance(0.15)) {
      d.declare = Declare::RANGE;
      d.first = static_cast<uint16_t>(r_.below(std::min(fs, 24)));
      d.last = static_cast<uint16_t>(d.first + r_.below(std::min(8, fs - d.first)));
      if (r_.chance(0.005)) d.last = static_cast<uint16_t>(fs + r_.below(4));   // LIMIT
      if (r_.chance(0.003)) std::swap(d.first, d.last);                         // DECLARATION
      for (int i = d.first; i <= d.last && i < fs; ++i) dec.push_back(i);
    } else {
      d.declare = Declare::MASK;
      const int w = std::min(fs, 32);
      d.mask = static_cast<uint32_t>(r_.next()) & (w >= 32 ? ~0u : (1u << w) - 1u);
      if (w < 32 && r_.chance(0.005)) d.mask |= 1u << (w + static_cast<int>(r_.below(32 - w)));
      for (int i = 0; i < w; ++i)
        if (d.mask >> i & 1) dec.push_back(i);
    }
    if (r_.chance(0.15)) {
      d.has_interpolation = true;
      d.interpolation = static_cast<Interpolate>(r_.below(3));
    }
    p_.decls.push_back(d);
  }

  int16_t index_of(File f) {
    const auto& dec = declared_[static_cast<int>(f)];
    if (f == File::IMMEDIATE)
      return static_cast<int16_t>(r_.chance(0.995) && imm_vectors_ ? r_.below(imm_vectors_)
                                                                    : r_.below(imm_vectors_ + 2));
    if (dec.empty() || r_.chance(0.003)) return static_cast<int16_t>(r_.below(40));
    return static_cast<int16_t>(r_.pick(dec));
  }

  // A readable file with something declared (or IMMEDIATE).
  File source_file() {
    static const std::vector<File> files = {File::CONSTANT, File::INPUT, File::OUTPUT,
                                            File::TEMPORARY, File::ADDRESS, File::IMMEDIATE};
    for (int tries = 0; tries < 8; ++tries) {
      const File f = r_.pick(files);
      if (f == File::IMMEDIATE ? imm_vectors_ > 0 : !declared_[static_cast<int>(f)].empty())
        return f;
    }
    // Nothing declared yet: declare a few temporaries now (before this instruction).
    declare_range(File::TEMPORARY, 0, 3);
    return File::TEMPORARY;
  }

  void declare_range(File f, uint16_t first, uint16_t last) {
    Declaration d;
    d.token_index = key_++;
    d.file = f;
    d.first = first;
    d.last = last;
    for (int i = first; i <= last; ++i) declared_[static_cast<int>(f)].push_back(i);
    p_.decls.push_back(d);
  }

  IndirectOperand indirect() {
    IndirectOperand o;
    o.file = r_.chance(0.7) && !declared_[static_cast<int>(File::ADDRESS)].empty()
                 ? File::ADDRESS
                 : source_file();
    o.index = index_of(o.file);
    o.swizzle[0] = static_cast<uint8_t>(r_.below(4));
    if (r_.chance(0.2))
      for (int c = 1; c < 4; ++c) o.swizzle[c] = static_cast<uint8_t>(r_.below(4));
    o.negate = r_.chance(0.05);
    return o;
  }

  void source(SrcOperand& s, bool sampler) {
    if (sampler) {
      if (declared_[static_cast<int>(File::SAMPLER)].empty() && !r_.chance(0.02))
        declare_range(File::SAMPLER, 0, static_cast<uint16_t>(r_.below(4)));
      s.file = File::SAMPLER;
      s.index = index_of(File::SAMPLER);
    } else {
      s.file = source_file();
      s.index = index_of(s.file);
    }
    for (int c = 0; c < 4; ++c)
      s.swizzle[c] = static_cast<uint8_t>(r_.chance(0.6) ? c : r_.below(4));
    s.negate = r_.chance(0.15);
    if (r_.chance(0.12)) {
      s.has_swz = true;
      for (int c = 0; c < 4; ++c) s.swz.ext_swizzle[c] = static_cast<uint8_t>(r_.below(6));
      s.swz.negate = static_cast<uint8_t>(r_.below(16));
      static const std::vector<uint8_t> div = {0, 1, 2, 3, 5, 5, 5};
      s.swz.ext_divide = r_.pick(div);
    }
    if (r_.chance(0.1)) {
      s.has_mod = true;
      s.mod.complement = r_.chance(0.3);
      s.mod.bias = r_.chance(0.3);
      s.mod.scale2x = r_.chance(0.3);
      s.mod.absolute = r_.chance(0.3);
      s.mod.negate = r_.chance(0.3);
    }
    if (sampler && !r_.chance(0.1)) return;  // D34: ADDRESSING
    if (r_.chance(0.08)) {
      s.indirect = true;
      s.index = static_cast<int16_t>(static_cast<int>(r_.below(24)) - 4);
      s.ind = indirect();
    }
    if (r_.chance(0.04)) {
      s.dimension = true;
      s.dim_index = static_cast<int16_t>(static_cast<int>(r_.below(20)) - 2);
      if (r_.chance(0.3)) {
        s.dim_indirect = true;
        s.dim_ind = indirect();
      }
    }
  }

  void destination(DstOperand& d) {
    static const std::vector<File> files = {File::OUTPUT, File::TEMPORARY, File::ADDRESS,
                                            File::OUTPUT, File::TEMPORARY};
    d.file = File::NUL;
    for (int tries = 0; tries < 6; ++tries) {
      const File f = r_.pick(files);
      if (!declared_[static_cast<int>(f)].empty()) {
        d.file = f;
        break;
      }
    }
    if (r_.chance(0.05)) d.file = File::NUL;
    d.index = d.file == File::NUL ? static_cast<int16_t>(r_.below(3)) : index_of(d.file);
    d.write_mask = static_cast<uint8_t>(r_.chance(0.5) ? 0xF : r_.below(16));
    if (r_.chance(0.1)) {
      d.has_condcode = true;
      d.condcode.cond_mask = static_cast<Cc>(r_.below(9));
      for (int c = 0; c < 4; ++c) d.condcode.cond_swizzle[c] = static_cast<uint8_t>(r_.below(4));
      d.condcode.cond_src_index = static_cast<uint8_t>(r_.below(2));
    }
    if (r_.chance(0.1)) {
      d.has_modulate = true;
      d.modulate = static_cast<Modulate>(r_.below(7));
    }
  }

  uint32_t fresh_label() {
    for (;;) {
      const uint32_t l = 1 + r_.below(r_.chance(0.5) ? 50 : 0xFFFFFE);
      bool used = false;
      for (uint32_t u : used_labels_) used |= u == l;
      if (!used) {
        used_labels_.push_back(l);
        return l;
      }
    }
  }

  // Fills operands and extensions of an instruction of opcode `op`.
  Instruction& insn_of(Opcode op) {
    const gen::OpcodeInfo& info = gen::OPCODE_INFO[static_cast<uint8_t>(op)];
    Instruction in;
    in.opcode = op;
    in.num_dst = info.num_dst;
    std::vector<uint8_t> counts;
    for (uint8_t k = 0; k <= kMaxSrc; ++k)
      if (info.src_allowed >> k & 1) counts.push_back(k);
    in.num_src = r_.pick(counts);
    const uint32_t sat = r_.below(10);
    in.saturate = sat < 8 ? Sat::NONE : sat == 8 ? Sat::ZERO_ONE : Sat::MINUS_PLUS_ONE;
    if (r_.chance(0.12)) {
      in.has_nv = true;
      NvExt& n = in.nv;
      n.precision = static_cast<Precision>(r_.below(4));
      n.cond_dst_index = static_cast<uint8_t>(r_.below(2));
      n.cond_flow_index = static_cast<uint8_t>(r_.below(2));
      n.cond_mask = static_cast<Cc>(r_.below(9));
      for (int c = 0; c < 4; ++c) n.cond_swizzle[c] = static_cast<uint8_t>(r_.below(4));
      n.cond_dst_update = r_.chance(0.5);
      n.cond_flow_enable = r_.chance(0.5);
    }
    if (info.flow == gen::FlowRole::CALL) {
      if (!r_.chance(0.02)) {
        in.has_label = true;
        if (!pending_labels_.empty() && r_.chance(0.3)) {
          in.label.label = r_.pick(pending_labels_);
        } else {
          in.label.label = fresh_label();
          pending_labels_.push_back(in.label.label);
        }
      }
    } else if (r_.chance(0.04)) {
      in.has_label = true;
      in.label.target = r_.chance(0.5);
      in.label.label = in.label.target ? fresh_label()
                       : !pending_labels_.empty() ? r_.pick(pending_labels_) : 0;
    }
    if (info.cls == gen::OpClass::T ? !r_.chance(0.03) : r_.chance(0.03)) {
      in.has_texture = true;
      in.texture = static_cast<Texture>(r_.chance(0.02) ? 0 : 1 + r_.below(8));
    }
    if (in.num_dst) destination(in.dst);
    for (int k = 0; k < in.num_src; ++k) source(in.src[k], k == info.sampler_src);
    in.token_index = key_++;  // after any declaration the operands made
    p_.insns.push_back(in);
    return p_.insns.back();
  }

  void alu_instruction() {
    for (;;) {
      const uint8_t op = static_cast<uint8_t>(r_.below(gen::OPCODE_COUNT));
      const gen::OpcodeInfo& info = gen::OPCODE_INFO[op];
      if (!info.valid || info.flow != gen::FlowRole::NONE) continue;
      if (info.fragment_only && !fragment_ && !r_.chance(0.05)) continue;
      insn_of(static_cast<Opcode>(op));
      return;
    }
  }

  void instruction() {
    if (!r_.chance(0.25)) return alu_instruction();
    // Flow control, mostly consistent with the structure (11.7).
    std::vector<Opcode> ok = {Opcode::CAL, Opcode::RET};
    if (nest_.size() < 32) {
      ok.push_back(Opcode::IF);
      ok.push_back(Opcode::BGNLOOP2);
    }
    if (!nest_.empty() && nest_.back() == 'I') ok.push_back(Opcode::ELSE);
    if (!nest_.empty() && nest_.back() != 'L') ok.push_back(Opcode::ENDIF);
    if (!nest_.empty() && nest_.back() == 'L') ok.push_back(Opcode::ENDLOOP2);
    if (loops_ > 0) {
      ok.push_back(Opcode::BRK);
      ok.push_back(Opcode::CONT);
    }
    static const std::vector<Opcode> any = {Opcode::IF,  Opcode::ELSE,   Opcode::ENDIF,
                                            Opcode::BRK, Opcode::BGNSUB, Opcode::ENDSUB,
                                            Opcode::ENDLOOP2};
    const Opcode op = r_.chance(0.03) ? r_.pick(any) : r_.pick(ok);
    switch (op) {
      case Opcode::IF: nest_.push_back('I'); break;
      case Opcode::BGNLOOP2: nest_.push_back('L'), ++loops_; break;
      case Opcode::ELSE:
        if (!nest_.empty()) nest_.back() = 'E';
        break;
      case Opcode::ENDIF:
      case Opcode::ENDLOOP2:
        if (!nest_.empty()) {
          if (nest_.back() == 'L') --loops_;
          nest_.pop_back();
        }
        break;
      default: break;
    }
    insn_of(op);
  }
};

// ---- mutations ---------------------------------------------------------------------------------
std::vector<uint32_t> mutate(std::vector<uint32_t> s, Rng& r) {
  const int edits = 1 + static_cast<int>(r.below(3));
  for (int e = 0; e < edits; ++e) {
    if (s.empty()) {
      s.push_back(static_cast<uint32_t>(r.next()));
      continue;
    }
    const size_t at = r.below(static_cast<uint32_t>(s.size()));
    switch (r.below(10)) {
      case 0: s[at] ^= 1u << r.below(32); break;                              // flip a bit
      case 1: s.erase(s.begin() + static_cast<long>(at)); break;              // drop a token
      case 2: s.insert(s.begin() + static_cast<long>(at), s[at]); break;      // repeat a token
      case 3: s[at] = gen::DECLARATION_SIZE.set(s[at], r.below(256)); break;  // corrupt a Size
      case 4: s[at] = gen::DECLARATION_SIZE.set(s[at], gen::DECLARATION_SIZE.get(s[at]) +
                                                           (r.chance(0.5) ? 1 : -1)); break;
      case 5: s.insert(s.begin() + static_cast<long>(at), static_cast<uint32_t>(r.next())); break;
      case 6: s.resize(at); break;                                            // cut the stream
      case 7:                                                                 // swap two tokens
        if (at + 1 < s.size()) std::swap(s[at], s[at + 1]);
        break;
      case 8:                                                                 // a BodySize off by one
        if (s.size() > 1)
          s[1] = gen::HEADER_BODY_SIZE.set(s[1], gen::HEADER_BODY_SIZE.get(s[1]) +
                                                     (r.chance(0.5) ? 1 : -1));
        break;
      default: s[at] ^= 1u << (r.chance(0.5) ? r.below(4) : 31); break;        // a Type / Extended
    }
  }
  return s;
}

// ---- the random campaign -----------------------------------------------------------------------
struct Campaign {
  uint64_t streams = 0, accepted = 0, mutated = 0, permissive = 0, tokens = 0, cycles = 0;
  std::map<unsigned, uint64_t> codes, clean_codes;  // all streams / the unmutated ones
  std::string first_failure;
  uint64_t failures = 0;
};

// Stream n of the campaign with seed `seed`: a random program, mostly mutated, random handshake.
template <class R>
void one_stream(R& rtl, uint64_t seed, uint64_t n, Campaign& c) {
  Rng r(seed * 0x2545F4914F6CDD1Dull ^ (n * 0x9E3779B97F4A7C15ull + 12345));
  ProgramGen gen(r);
  std::vector<uint32_t> s = build(gen.make());
  const bool mut = !r.chance(0.25);
  if (mut) s = mutate(std::move(s), r);
  DriveOptions o;
  o.strict = !r.chance(0.1);
  const double levels[4] = {0.0, 0.1, 0.3, 0.6};
  o.bubble = levels[r.below(4)];
  o.backpressure = levels[r.below(4)];
  o.seed = r.next();
  ParseResult g;
  const std::string rep = check_stream(rtl, s, o, n, "random stream, seed " + std::to_string(seed), &g);
  ++c.streams;
  c.mutated += mut;
  c.permissive += !o.strict;
  c.tokens += s.size();
  c.accepted += g.ok();
  ++c.codes[static_cast<unsigned>(g.error)];
  if (!mut) ++c.clean_codes[static_cast<unsigned>(g.error)];
  if (!rep.empty()) {
    if (c.failures++ == 0) c.first_failure = rep;
  }
}

std::string summary(const Campaign& c, uint64_t seed, double secs) {
  std::ostringstream o;
  o << c.streams << " streams (seed " << seed << ", " << c.mutated << " mutated, " << c.permissive
    << " permissive, " << c.tokens << " tokens) in " << secs << " s: " << c.accepted
    << " accepted, " << c.failures << " mismatches; golden verdicts:";
  for (const auto& [code, k] : c.codes) o << " " << error_name(static_cast<Error>(code)) << " " << k;
  o << "; of the unmutated programs:";
  for (const auto& [code, k] : c.clean_codes)
    o << " " << error_name(static_cast<Error>(code)) << " " << k;
  return o.str();
}

// ---- tests -------------------------------------------------------------------------------------
TEST(RtlDecoder, WorkedStreams) {
  Rtl rtl;
  uint64_t n = 0;
  for (const auto* s : {&streams::kWorked1, &streams::kWorked2, &streams::kWorked3})
    for (const DriveOptions& o : patterns()) {
      ParseResult g;
      const std::string rep = check_stream(rtl, *s, o, n++, "worked stream", &g);
      EXPECT_EQ(rep, "");
      EXPECT_TRUE(g.ok());  // docs/tgsi.md 17: all three are legal
    }
}

// One malformed stream per error code of docs/tgsi.md 13.1 and the order of 13.2: the RTL's
// verdict is the typed one (and the golden parser's, and the records agree).
TEST(RtlDecoder, MalformedStreams) {
  Rtl rtl;
  uint64_t n = 0;
  bool seen[32] = {};
  for (const auto& c : streams::error_cases()) {
    for (const DriveOptions& o : patterns(c.strict)) {
      ParseResult g;
      const std::string rep = check_stream(rtl, c.tokens, o, n++, c.group + "/" + c.name, &g);
      EXPECT_EQ(rep, "");
      EXPECT_EQ(result_line(g.error, g.error_index), result_line(c.error, c.index))
          << c.group << "/" << c.name;
    }
    seen[static_cast<unsigned>(c.error)] = true;
  }
  for (unsigned e = 0; e < gen::ERROR_COUNT; ++e) EXPECT_TRUE(seen[e]) << error_name(Error(e));
}

// A stream of `count` NOPs after a header (token indices: NOP k at 3 + k).
std::vector<uint32_t> nops(uint32_t count) {
  std::vector<uint32_t> s = {0x00000101, gen::HEADER_HEADER_SIZE.put(2) |
                                             gen::HEADER_BODY_SIZE.put(count),
                             0x00000000};
  const uint32_t nop = gen::DECLARATION_TYPE.put(2) | gen::DECLARATION_SIZE.put(1) |
                       gen::INSTRUCTION_OPCODE.put(static_cast<uint32_t>(Opcode::NOP));
  for (uint32_t k = 0; k < count; ++k) s.push_back(nop);
  return s;
}

// The limits of docs/tgsi.md 11.8 (errors LIMIT and NESTING), each with the expected index typed
// from the layout of the stream.
TEST(RtlDecoder, Limits) {
  Rtl rtl;
  const DriveOptions o = patterns()[3];
  struct Case {
    const char* name;
    std::vector<uint32_t> s;
    Error e;
    uint32_t index;
  };
  std::vector<Case> cases;
  cases.push_back({"1024 instructions", nops(1024), Error::OK, 0});
  cases.push_back({"1025 instructions", nops(1025), Error::LIMIT, 3 + 1024});
  // Four IMMEDIATEs of 63 vectors (Size 253: 252 vectors), then one of `last` vectors: 256
  // vectors in all are legal, 257 are LIMIT at the fifth IMMEDIATE token (3 + 4 * 253).
  for (uint32_t last : {4u, 5u}) {
    std::vector<uint32_t> s = {0x00000101, gen::HEADER_HEADER_SIZE.put(2) |
                                               gen::HEADER_BODY_SIZE.put(4 * 253 + 1 + 4 * last),
                               0x00000000};
    for (int i = 0; i < 5; ++i) {
      const uint32_t vectors = i < 4 ? 63 : last;
      s.push_back(gen::DECLARATION_TYPE.put(1) | gen::DECLARATION_SIZE.put(1 + 4 * vectors));
      for (uint32_t k = 0; k < 4 * vectors; ++k) s.push_back(0x3F800000u + k);
    }
    if (last == 4)
      cases.push_back({"256 immediate vectors", s, Error::OK, 0});
    else
      cases.push_back({"257 immediate vectors", s, Error::LIMIT, 3 + 4 * 253});
  }
  {
    // DCL TEMP[0] (tokens 3, 4), then IF TEMP[0].x 32 (legal) or 33 times (NESTING at the 33rd).
    for (int depth : {32, 33}) {
      std::vector<uint32_t> s = {0x00000101, 0, 0x00000000, 0x00004020, 0x00000000};
      for (int i = 0; i < depth; ++i) {
        s.push_back(gen::DECLARATION_TYPE.put(2) | gen::DECLARATION_SIZE.put(2) |
                    gen::INSTRUCTION_OPCODE.put(static_cast<uint32_t>(Opcode::IF)) |
                    gen::INSTRUCTION_NUM_SRC_REGS.put(1));
        s.push_back(0x00000004);  // TEMP[0].xxxx
      }
      for (int i = 0; i < depth; ++i)
        s.push_back(gen::DECLARATION_TYPE.put(2) | gen::DECLARATION_SIZE.put(1) |
                    gen::INSTRUCTION_OPCODE.put(static_cast<uint32_t>(Opcode::ENDIF)));
      s[1] = gen::HEADER_HEADER_SIZE.put(2) | gen::HEADER_BODY_SIZE.put(static_cast<uint32_t>(s.size() - 3));
      if (depth == 32)
        cases.push_back({"nesting 32", s, Error::OK, 0});
      else
        cases.push_back({"nesting 33", s, Error::NESTING, 5 + 32 * 2});
    }
  }
  uint64_t n = 0;
  for (const Case& c : cases) {
    ParseResult g;
    EXPECT_EQ(check_stream(rtl, c.s, o, n++, c.name, &g), "");
    EXPECT_EQ(result_line(g.error, g.error_index), result_line(c.e, c.index)) << c.name;
  }
}

// The RTL's own limit (rtl/tgsi/README.md "Limits"): LabelSlots distinct label values per
// stream. One more is LIMIT at its LABEL token; the golden parser has no such limit. This is
// the one documented disagreement, so it is tested against the README, not the parser.
TEST(RtlDecoder, LabelSlots) {
  Rtl rtl;
  const DriveOptions o;
  for (uint32_t labels : {static_cast<uint32_t>(TGSI_LABEL_SLOTS), TGSI_LABEL_SLOTS + 1u}) {
    // NOP with a LABEL extension declaring label k + 1 (Target 1): NOP k at 3 + 2k, its LABEL
    // token at 4 + 2k.
    std::vector<uint32_t> s = {0x00000101, gen::HEADER_HEADER_SIZE.put(2) |
                                               gen::HEADER_BODY_SIZE.put(2 * labels),
                               0x00000000};
    for (uint32_t k = 0; k < labels; ++k) {
      s.push_back(gen::DECLARATION_TYPE.put(2) | gen::DECLARATION_SIZE.put(2) |
                  gen::INSTRUCTION_OPCODE.put(static_cast<uint32_t>(Opcode::NOP)) |
                  gen::INSTRUCTION_EXTENDED.put(1));
      s.push_back(gen::INSTRUCTION_EXT_LABEL_TYPE.put(1) | gen::INSTRUCTION_EXT_LABEL_LABEL.put(k + 1) |
                  gen::INSTRUCTION_EXT_LABEL_TARGET.put(1));
    }
    const ParseResult g = parse(s);
    EXPECT_TRUE(g.ok()) << labels;
    const RunResult r = rtl.run(s, o);
    EXPECT_TRUE(r.finished);
    if (labels <= TGSI_LABEL_SLOTS) {
      EXPECT_EQ(differences(s, r, g), "");
    } else {
      EXPECT_EQ(result_line(r.error, r.error_index), result_line(Error::LIMIT, 4 + 2 * (labels - 1)));
      EXPECT_EQ(r.insns.size(), labels - 1);
    }
  }
}

// Streams back to back through one model: nothing of one stream (declarations, labels, nesting,
// immediates, instruction count) survives into the next; an early error drains the rest.
TEST(RtlDecoder, BackToBackStreams) {
  Rtl rtl;
  const DriveOptions o = patterns()[3];
  std::vector<std::vector<uint32_t>> seq;
  seq.push_back(streams::kWorked2);  // declares IN, OUT, TEMP, ADDR, CONST
  // MOV OUT[0], TEMP[0] with nothing declared: UNDECLARED at the destination (token 4).
  seq.push_back({0x00000101, 0x00000302, 0x00000001, 0x01401032, 0x000000F3, 0x00000E44});
  seq.push_back(streams::kWorked3);  // declares and references label 42
  // CAL 42 alone: label 42 is not declared in this stream (LABEL at the end, 6).
  seq.push_back({0x00000101, 0x00000302, 0x00000000, 0x8003E022, 0x000002A1, 0x0003F012});
  // A bad VERSION followed by 3000 tokens: END at once, then the rest is drained.
  {
    auto s = nops(3000);
    s[0] = 0x00000102;
    seq.push_back(s);
  }
  seq.push_back(streams::kWorked1);
  seq.push_back({});                 // empty: TRUNCATED at 0
  seq.push_back(streams::kWorked1);
  uint64_t n = 0;
  for (int round = 0; round < 2; ++round)
    for (const auto& s : seq) EXPECT_EQ(check_stream(rtl, s, o, n++, "back-to-back"), "");
}

// One token per cycle when nothing stalls: a long legal stream takes its length plus a few
// cycles (start command, END).
TEST(RtlDecoder, OneTokenPerCycle) {
  Rtl rtl;
  Rng r(7);
  ProgramGen gen(r);
  for (int k = 0; k < 20; ++k) {
    const std::vector<uint32_t> s = build(gen.make());
    const ParseResult g = parse(s);
    const RunResult res = rtl.run(s, DriveOptions());
    EXPECT_EQ(differences(s, res, g), "");
    EXPECT_LE(res.cycles, s.size() + 4) << s.size() << " tokens";
  }
}

// Streams 0..count-1 of the campaign with `seed` on a fresh MODEL, the summary printed after
// `label`: no mismatch, and the campaign strong enough (many legal streams, most error codes).
template <class Model>
void expect_campaign_passes(const char* label, uint64_t seed, uint64_t count) {
  RtlOf<Model> rtl;
  Campaign c;
  const auto t0 = std::chrono::steady_clock::now();
  for (uint64_t n = 0; n < count; ++n) one_stream(rtl, seed, n, c);
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%s%s\n", label, summary(c, seed, secs).c_str());
  EXPECT_EQ(c.failures, 0u) << c.first_failure;
  EXPECT_GT(c.accepted, count / 10);
  EXPECT_GE(c.codes.size(), 20u);
}

TEST(RtlDecoder, RandomAndMutatedStreams) {
  expect_campaign_passes<Vtgsi_decoder>("", env_u64("TGSI_FUZZ_SEED", 1),
                                        env_u64("TGSI_FUZZ_QUICK_STREAMS", 100000));
}

// Label long: 10^7 streams (TGSI_FUZZ_STREAMS), progress every 10^6.
TEST(RtlDecoderLong, RandomAndMutatedStreams) {
  const uint64_t seed = env_u64("TGSI_FUZZ_SEED", 1);
  const uint64_t count = env_u64("TGSI_FUZZ_STREAMS", 10000000);
  Rtl rtl;
  Campaign c;
  const auto t0 = std::chrono::steady_clock::now();
  std::printf("seed %llu, %llu streams\n", static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(count));
  for (uint64_t n = 0; n < count; ++n) {
    one_stream(rtl, seed, n, c);
    if ((n + 1) % 1000000 == 0 || n + 1 == count) {
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::printf("%s\n", summary(c, seed, secs).c_str());
      std::fflush(stdout);
    }
    if (c.failures >= 10) break;
  }
  EXPECT_EQ(c.failures, 0u) << c.first_failure;
}

#ifdef SHADERHW_HAVE_TGSI_DECODER_NETLIST
// The post-synthesis netlist (-DSHADERHW_TGSI_DECODER_NETLIST=ON; CTest postsynth.tgsi.decoder): the same
// random campaign on a sample (TGSI_NETLIST_STREAMS, default 20,000), against the golden parser.
// A mismatch's waveform is the RTL's (the netlist model has no tracing).
TEST(RtlDecoderNetlist, RandomAndMutatedStreams) {
  expect_campaign_passes<Vtgsi_decoder_netlist>("netlist: ", env_u64("TGSI_FUZZ_SEED", 1),
                                                env_u64("TGSI_NETLIST_STREAMS", 20000));
}
#endif

}  // namespace
}  // namespace shaderhw::tgsi
