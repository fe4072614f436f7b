// The RTL instruction-group decoder (rtl/rogue/rogue_decoder.sv, verilated as Vrogue_decoder with
// one byte per beat and Vrogue_decoder_w4 with four) against the golden decoder
// (golden/rogue/decode.h), which is the reference: for every byte stream both must agree on the
// groups (offset, length, next offset, bytes parsed), legality and reason, the ALU type, every
// component of every slot (present, layout, form, offset, size, every field value, which fields
// are in the form's bytes, the operation of each unit), S0..S5, the IS0 mux, the map reference
// counts and the W0/W1 destinations. The RTL is driven with random producer bubbles and random
// consumer back-pressure (verilated/rogue/rogue_decoder_dut.h), one model for many streams (the
// decoder must leave nothing behind from one stream to the next); a stream that does not finish
// within its cycle bound is a hang and fails.
//
// Streams: the real binaries and worked examples of docs/rogue.md 11 and 12 (each alone and all as
// one stream), a group for every reason of docs/rogue.md 9, random byte streams, and legal groups
// (the document's groups, one assembled group per layout, and every legal group a mutation has
// produced so far) mutated by flipped bits, dropped, repeated and inserted bytes, cut and
// concatenated. Nothing expected here is taken from the RTL.
//
// Environment: ROGUE_FUZZ_SEED (default 1), ROGUE_FUZZ_STREAMS (random streams, and as many mutated
// ones, of the long test: default 10^7 each; the quick test runs 5*10^4 of each). A mismatch prints the seed, the stream number, the bytes, the
// first difference, and writes the waveform of that stream (traced model) to
// rogue_rtl_fail_<n>.fst (signals: verilated/rogue/rogue_decoder.gtkw).
//
// With -DSHADERHW_ROGUE_PLACED=ON the decoder's ECP5 netlist runs the same comparison on a sample
// (RtlDecoderPlaced; ROGUE_PLACED_STREAMS, default 2000 of each kind; label postroute).
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vrogue_decoder.h"
#include "Vrogue_decoder_trace.h"
#include "Vrogue_decoder_w4.h"
#ifdef SHADERHW_HAVE_ROGUE_PLACED
#include "Vrogue_decoder_ecp5.h"
#endif
#pragma GCC diagnostic pop
#include "corpus.h"
#include "rogue/asm.h"
#include "rogue/decode.h"
#include "rogue/disasm.h"
#include "rogue_decoder_dut.h"
#include "test_util.h"

namespace shaderhw::rogue {
namespace {

using rtl::DriveOptions;
using rtl::RunResult;

// ---- random numbers ---------------------------------------------------------------------------
using Rng = test::SplitMix;  // tests/rogue/test_util.h
using test::env_u64;

std::string hex(const std::vector<uint8_t>& b) {
  std::string s;
  char t[4];
  for (size_t k = 0; k < b.size(); ++k) {
    std::snprintf(t, sizeof t, "%02X", b[k]);
    s += (k ? (k % 16 ? " " : "\n  ") : "  ") + std::string(t);
  }
  return s;
}

// ---- comparison -------------------------------------------------------------------------------
const char* slot_name(int s) { return gen::SLOT_NAMES[s]; }
std::string reason_name(Reason r) { return gen::REASON_NAMES[static_cast<int>(r)]; }

// The first difference between the RTL's record and the golden one ("" when they agree).
std::string group_difference(const Group& r, const Group& g) {
  std::ostringstream o;
  auto num = [&o](const char* what, uint64_t a, uint64_t b) {
    if (a != b && o.tellp() == 0) o << what << ": RTL " << a << ", golden " << b;
  };
  num("offset", r.offset, g.offset);
  num("length", r.length, g.length);
  num("next", r.next, g.next);
  if (r.reason != g.reason && o.tellp() == 0)
    o << "reason: RTL " << reason_name(r.reason) << ", golden " << reason_name(g.reason) << " (" << g.detail << ")";
  num("illegal", r.illegal, g.illegal);
  num("consumed", r.consumed, g.consumed);
  num("ALU type", static_cast<unsigned>(r.alu), static_cast<unsigned>(g.alu));
  for (int s = 0; s < static_cast<int>(gen::NUM_SLOTS) && o.tellp() == 0; ++s) {
    const Component& a = r.c[s];
    const Component& b = g.c[s];
    if (a.present != b.present) {
      o << slot_name(s) << ": RTL " << (a.present ? "present" : "absent") << ", golden "
        << (b.present ? "present" : "absent");
      break;
    }
    if (!a.present) continue;
    const std::string w = std::string(slot_name(s)) + " ";
    num((w + "layout").c_str(), a.layout, b.layout);
    num((w + "form").c_str(), a.variant, b.variant);
    num((w + "offset").c_str(), a.offset, b.offset);
    num((w + "size").c_str(), a.size, b.size);
    if (o.tellp() != 0) break;
    const gen::Layout& lay = gen::LAYOUTS[b.layout];
    for (int k = 0; k < lay.nfields && o.tellp() == 0; ++k) {
      const std::string f = w + lay.name + "." + gen::FIELDS[lay.field0 + k].name;
      num(f.c_str(), a.f[k], b.f[k]);
      num((f + " in bytes").c_str(), a.in_bytes[k], b.in_bytes[k]);
    }
    for (int u = 0; u < kMaxUnits && o.tellp() == 0; ++u) {
      if (a.op[u] != b.op[u])
        o << w << "unit " << u << " operation: RTL " << (a.op[u] >= 0 ? gen::OPS[a.op[u]].name : "(none)")
          << ", golden " << (b.op[u] >= 0 ? gen::OPS[b.op[u]].name : "(none)");
    }
  }
  for (int k = 0; k < 6 && o.tellp() == 0; ++k) {
    const std::string sk = "S" + std::to_string(k);
    num((sk + " bank").c_str(), r.src[k].bank, g.src[k].bank);
    num((sk + " index").c_str(), r.src[k].index, g.src[k].index);
  }
  num("lower map references", r.nsrc_lo, g.nsrc_lo);
  num("upper map references", r.nsrc_hi, g.nsrc_hi);
  num("IS0 mux", r.is0, g.is0);
  for (int k = 0; k < 2 && o.tellp() == 0; ++k) {
    const std::string wk = "W" + std::to_string(k);
    num((wk + " present").c_str(), r.w_present[k], g.w_present[k]);
    num((wk + " bank").c_str(), r.w[k].bank, g.w[k].bank);
    num((wk + " index").c_str(), r.w[k].index, g.w[k].index);
  }
  return o.str();
}

std::string stream_difference(const RunResult& r, const std::vector<Group>& g) {
  std::ostringstream o;
  if (!r.finished) o << "the decoder did not finish the stream (hang) after " << r.cycles << " cycles; ";
  if (!r.protocol.empty()) o << "protocol: " << r.protocol << "; ";
  for (size_t k = 0; k < r.groups.size() && k < g.size(); ++k) {
    const std::string d = group_difference(r.groups[k], g[k]);
    if (!d.empty()) {
      o << "group " << k << " at offset " << g[k].offset << " (" << listing_line(g[k]) << "): " << d;
      return o.str();
    }
  }
  if (r.groups.size() != g.size()) o << "groups: RTL " << r.groups.size() << ", golden " << g.size();
  return o.str();
}

// The comparison is not blind: a copy of a golden record (T7, docs/rogue.md 12) with any one part
// changed differs, and the part is named.
TEST(RtlDecoderCompare, SeesEveryKindOfDifference) {
  const std::vector<uint8_t> b = test::bytes(test::kDocumentGroups[6]);
  const Group g = decode_group(b.data(), b.size(), 0);
  ASSERT_FALSE(g.illegal);
  EXPECT_EQ(group_difference(g, g), "");
  const struct {
    const char* name;
    void (*change)(Group&);
  } kChanges[] = {
      {"offset", [](Group& x) { x.offset += 2; }},
      {"length", [](Group& x) { x.length -= 2; }},
      {"next", [](Group& x) { x.next += 2; }},
      {"reason", [](Group& x) { x.reason = Reason::DA_MISMATCH; }},
      {"consumed", [](Group& x) { --x.consumed; }},
      {"ALU type", [](Group& x) { x.alu = AluType::BITWISE; }},
      {"P2TST: RTL absent", [](Group& x) { x.c[static_cast<int>(Slot::P2TST)].present = false; }},
      {"P2TST form", [](Group& x) { x.c[static_cast<int>(Slot::P2TST)].variant ^= 1; }},
      {"P2TST offset", [](Group& x) { ++x.c[static_cast<int>(Slot::P2TST)].offset; }},
      {"P2TST P2_TST.", [](Group& x) { x.c[static_cast<int>(Slot::P2TST)].f[1] ^= 1; }},
      {"in bytes", [](Group& x) { x.c[static_cast<int>(Slot::MAPLO)].in_bytes.flip(0); }},
      {"unit 0 operation", [](Group& x) { x.c[static_cast<int>(Slot::P2TST)].op[0] = -1; }},
      {"S4 index", [](Group& x) { x.src[4].index ^= 1; }},
      {"S1 bank", [](Group& x) { x.src[1].bank ^= 1; }},
      {"IS0 mux", [](Group& x) { x.is0 ^= 1; }},
      {"lower map references", [](Group& x) { --x.nsrc_lo; }},
      {"W1 present", [](Group& x) { x.w_present[1] = true; }},
      {"W0 index", [](Group& x) { x.w[0].index ^= 4; }},
  };
  for (const auto& c : kChanges) {
    Group r = g;
    c.change(r);
    const std::string d = group_difference(r, g);
    EXPECT_NE(d.find(c.name), std::string::npos) << c.name << ": " << d;
  }
}

// ---- the models ---------------------------------------------------------------------------------
// Statistics over the streams a test ran, to show what was covered.
struct Stats {
  uint64_t streams = 0, groups = 0, legal = 0, cycles = 0;
  std::array<uint64_t, gen::NUM_REASONS> reasons{};
  std::vector<uint64_t> ops = std::vector<uint64_t>(gen::NUM_OPS);
  void add(const std::vector<Group>& gs, uint64_t c) {
    ++streams;
    cycles += c;
    for (const Group& g : gs) {
      ++groups;
      legal += !g.illegal;
      ++reasons[static_cast<int>(g.reason)];
      if (!g.illegal)
        for (const Component& comp : g.c)
          if (comp.present)
            for (int u = 0; u < kMaxUnits; ++u)
              if (comp.op[u] >= 0) ++ops[comp.op[u]];
    }
  }
  unsigned ops_seen() const {
    unsigned n = 0;
    for (uint64_t x : ops) n += x != 0;
    return n;
  }
  std::string summary() const {
    std::ostringstream o;
    o << streams << " streams, " << groups << " groups (" << legal << " legal), " << cycles << " cycles; reasons:";
    for (unsigned r = 0; r < gen::NUM_REASONS; ++r) o << " " << gen::REASON_NAMES[r] << " " << reasons[r];
    o << "; operations in legal groups: " << ops_seen() << "/" << gen::NUM_OPS;
    std::string missing;
    for (unsigned k = 0; k < gen::NUM_OPS; ++k)
      if (!ops[k]) missing += std::string(missing.empty() ? " (not seen:" : ",") + " " + gen::OPS[k].name;
    if (!missing.empty()) o << missing << ")";
    return o.str();
  }
};

// Runs `b` on the driver `drv` and compares it with the golden decoder: "" when they agree, else
// the first difference. Adds the stream to `st` when given.
template <class Driver>
std::string compare_stream(Driver& drv, const std::vector<uint8_t>& b, const DriveOptions& o,
                           Stats* st) {
  const std::vector<Group> g = decode_stream(b, DecodeOptions{o.pd});
  const RunResult r = drv.run(b, o);
  if (st) st->add(g, r.cycles);
  return stream_difference(r, g);
}

class Rtl {
 public:
  Rtl() : ctx1_(new VerilatedContext), ctx4_(new VerilatedContext), w1_(ctx1_.get()), w4_(ctx4_.get()) {}

  // Runs `b` on the one-byte (wide = false) or four-byte model and compares it with the golden
  // decoder; "" when they agree. A failure writes the waveform of the stream.
  std::string check(const std::vector<uint8_t>& b, const DriveOptions& o, bool wide, uint64_t n,
                    Stats* st = nullptr) {
    const std::string d = wide ? compare_stream(w4_, b, o, st) : compare_stream(w1_, b, o, st);
    if (d.empty()) return d;
    std::ostringstream m;
    m << "stream " << n << (wide ? " (4 bytes per beat)" : " (1 byte per beat)") << ", pd " << o.pd
      << ", bubble " << o.bubble << ", back-pressure " << o.backpressure << ", pattern seed " << o.seed << ":\n"
      << hex(b) << "\n  " << d;
    if (!wide)
      m << "\n  waveform: gtkwave " << trace("rogue_rtl_fail_" + std::to_string(n) + ".fst", b, o)
        << " verilated/rogue/rogue_decoder.gtkw";
    return m.str();
  }

  // Runs `b` on the traced model and writes its waveform to `file`; returns `file`.
  static std::string trace(const std::string& file, const std::vector<uint8_t>& b, const DriveOptions& o) {
    VerilatedContext ctx;
    ctx.traceEverOn(true);
    VerilatedFstC fst;
    {
      rtl::DecoderDriver<Vrogue_decoder_trace> drv(&ctx);
      drv.trace_to(&fst);
      fst.open(file.c_str());
      drv.reset();
      drv.run(b, o);
      fst.close();
    }
    return file;
  }

  std::unique_ptr<VerilatedContext> ctx1_, ctx4_;
  rtl::DecoderDriver<Vrogue_decoder> w1_;
  rtl::DecoderDriver<Vrogue_decoder_w4> w4_;
};

// The document's groups as byte vectors.
std::vector<std::vector<uint8_t>> document_groups() {
  std::vector<std::vector<uint8_t>> out;
  for (const char* h : test::kDocumentGroups) out.push_back(test::bytes(h));
  return out;
}

// Every legal group the tests start from: the document's groups and one per layout line.
std::vector<std::vector<uint8_t>> legal_seeds() {
  std::vector<std::vector<uint8_t>> out = document_groups();
  for (const char* l : test::kLayoutLines) {
    const AsmResult r = assemble_group(l);
    EXPECT_TRUE(r.ok) << l << ": " << r.error;
    if (r.ok) out.push_back(r.word);
  }
  return out;
}

// ---- directed streams -----------------------------------------------------------------------------
TEST(RtlDecoder, RealBinariesAndWorkedExamplesAloneAndAsOneStream) {
  Rtl rtl;
  const auto groups = document_groups();
  std::vector<uint8_t> all;
  uint64_t n = 0;
  for (const auto& b : groups) {
    all.insert(all.end(), b.begin(), b.end());
    for (const bool wide : {false, true})
      for (const double bp : {0.0, 0.5}) {
        DriveOptions o;
        o.bubble = o.backpressure = bp;
        o.seed = ++n;
        EXPECT_EQ(rtl.check(b, o, wide, n), "");
      }
  }
  for (const bool wide : {false, true})
    for (const bool pd : {true, false}) {
      DriveOptions o;
      o.pd = pd;
      o.bubble = o.backpressure = 0.3;
      o.seed = ++n;
      EXPECT_EQ(rtl.check(all, o, wide, n), "");
    }
}

// What the document says of its groups, read from the RTL's records directly: all legal, their
// lengths (docs/rogue.md 12 and 11), and a few fields of T1 (o0 = sh0, end of program).
TEST(RtlDecoder, DocumentGroupsDecodeAsWritten) {
  VerilatedContext ctx;
  rtl::DecoderDriver<Vrogue_decoder> drv(&ctx);
  std::vector<uint8_t> all;
  for (const auto& b : document_groups()) all.insert(all.end(), b.begin(), b.end());
  const RunResult r = drv.run(all, DriveOptions{});
  ASSERT_TRUE(r.finished);
  const uint32_t lengths[] = {16, 8, 8, 10, 14, 8, 18, 12, 16, 16, 14, 14, 12};
  ASSERT_EQ(r.groups.size(), 13u);
  uint32_t off = 0;
  for (size_t k = 0; k < 13; ++k) {
    EXPECT_FALSE(r.groups[k].illegal) << k << ": " << reason_name(r.groups[k].reason);
    EXPECT_EQ(r.groups[k].offset, off);
    EXPECT_EQ(r.groups[k].length, lengths[k]) << k;
    off += lengths[k];
  }
  namespace L = gen::lay;
  const Group& t1 = r.groups[0];
  EXPECT_EQ(t1.consumed, 11u);
  EXPECT_EQ(t1.hdr(L::HDR::DA), 5u);
  EXPECT_EQ(t1.hdr(L::HDR::END), 1u);
  EXPECT_EQ(t1.hdr(L::HDR::OLCHK), 1u);
  EXPECT_EQ(t1.comp(Slot::P2MOV).operation(), Op::MOV);
  EXPECT_EQ(t1.comp(Slot::P2MOV).get(L::P2_MOV::MOVW0), static_cast<uint32_t>(gen::Ftsel::FTE));
  EXPECT_STREQ(t1.comp(Slot::MAPLO).variant_name(), "3S");
  EXPECT_EQ(t1.src[0], (RegRef{4, 0}));   // sh0
  EXPECT_EQ(t1.w[0], (RegRef{0, 32}));    // o0
  const Group& t6 = r.groups[5];
  EXPECT_EQ(t6.alu, AluType::CONTROL);
  EXPECT_EQ(t6.comp(Slot::CTRL).operation(), Op::BR);
  EXPECT_EQ(t6.cc(), 1);
}

// One group per reason of docs/rogue.md 9 (the groups of tests/rogue/decode_test.cpp): the RTL gives
// the reason written here, and agrees with the golden decoder on everything else.
TEST(RtlDecoder, EveryReason) {
  struct Case {
    const char* hex;
    Reason reason;
    bool pd;
  };
  const Case kCases[] = {
      {"04", Reason::TRUNCATED, true},
      {"04 80 EE", Reason::TRUNCATED, true},
      {"33 80 40 00 00 FF", Reason::BAD_PHASES, true},
      {"04 90 EE 00 F2 FF FF FF", Reason::BAD_PHASES, true},
      {"02 80 72 FF", Reason::RESERVED_CTRLOP, true},
      {"23 00 E9 00 00 00", Reason::RESERVED_OP, true},
      {"24 20 E4 A0 00 00 00 FF", Reason::RESERVED_OP, true},
      {"44 10 F8 11 00 00 00 FF", Reason::RESERVED_OP, true},
      {"24 02 90 10 00 00 00 45", Reason::RESERVED_OP, true},
      {"24 30 80 87 00 00 00 FF", Reason::OP_NOT_IN_SLOT, true},
      {"24 30 E0 87 00 00 00 FF", Reason::OP_NOT_IN_SLOT, true},
      {"43 A0 40 20 00 00", Reason::OP_NOT_IN_SLOT, true},
      {"44 10 9C 0D 00 00 00 FF", Reason::RESERVED_FIELD, true},
      {"44 10 FA 38 00 00 00 FF", Reason::RESERVED_FIELD, true},
      {"24 02 91 40 00 00 00 45", Reason::RESERVED_FIELD, true},
      {"54 10 E0 D0 3F 00 00 00", Reason::P2_ORDER, true},
      {"44 10 E0 E0 00 00 00 FF", Reason::P2_ORDER, true},
      {"44 10 D0 3D 00 00 00 FF", Reason::MOVC_NO_TEST, true},
      {"44 40 D0 3F 80 00 00 00", Reason::EXCLUSIVE_OP, true},
      {"24 00 87 00 80 C0 20 00", Reason::UPPER_MUX, true},
      {"04 82 EE 00 F2 FF FF FF", Reason::CTRL_WRITE, true},
      {"33 80 66 00 00 00", Reason::CTRL_WRITE, true},
      {"24 02 91 11 00 00 00 45", Reason::PD_DISABLED, false},
      {"44 86 20 20 00 00 8A 4B", Reason::PD_DISABLED, false},
      {"44 10 FA F0 00 00 00 FF", Reason::PD_DISABLED, false},
      {"22 00 87 00", Reason::MISSING_MAP, true},
      {"23 02 87 00 00 00", Reason::MISSING_MAP, true},
      {"23 00 87 84 61 80", Reason::LENGTH_OVERRUN, true},
      {"01 80", Reason::LENGTH_OVERRUN, true},
      {"21 10", Reason::LENGTH_OVERRUN, true},
      {"35 02 87 81 04 00 00 00 84 04", Reason::DA_MISMATCH, true},
      {"14 80 EE 00 F2 FF FF FF", Reason::DA_MISMATCH, true},
  };
  Rtl rtl;
  VerilatedContext ctx;
  rtl::DecoderDriver<Vrogue_decoder> drv(&ctx);
  bool seen[gen::NUM_REASONS] = {};
  seen[0] = true;
  uint64_t n = 0;
  for (const Case& c : kCases) {
    const std::vector<uint8_t> b = test::bytes(c.hex);
    DriveOptions o;
    o.pd = c.pd;
    const RunResult r = drv.run(b, o);
    ASSERT_TRUE(r.finished) << c.hex;
    ASSERT_EQ(r.groups.size(), 1u) << c.hex;
    EXPECT_EQ(reason_name(r.groups[0].reason), reason_name(c.reason)) << c.hex;
    seen[static_cast<int>(r.groups[0].reason)] = true;
    for (const bool wide : {false, true}) {
      o.bubble = o.backpressure = 0.4;
      o.seed = ++n;
      EXPECT_EQ(rtl.check(b, o, wide, n), "") << c.hex;
    }
  }
  for (unsigned k = 0; k < gen::NUM_REASONS; ++k) EXPECT_TRUE(seen[k]) << gen::REASON_NAMES[k];
}

// Streams of no byte and of one byte, a stream ended by an empty beat, and streams back to back on
// one model: each stream's offsets start at 0, nothing is left over.
TEST(RtlDecoder, StreamEnds) {
  Rtl rtl;
  uint64_t n = 0;
  const std::vector<std::vector<uint8_t>> streams = {
      {}, {0x04}, {0x00}, test::bytes("04 80 EE 00 F2 FF FF FF"),
      test::bytes("04 80 EE 00 F2 FF FF FF 04 80"),  // a truncated group after a legal one
      test::bytes("00 80 EE 00 F2 FF FF FF")};        // LENGTH 0: 32 bytes, truncated
  for (int rep = 0; rep < 3; ++rep)
    for (const auto& b : streams)
      for (const bool wide : {false, true})
        for (const bool empty_last : {false, true}) {
          DriveOptions o;
          o.empty_last = empty_last;
          o.bubble = o.backpressure = rep * 0.3;
          o.seed = ++n;
          EXPECT_EQ(rtl.check(b, o, wide, n), "") << hex(b);
        }
}

// The waveform a failing stream gets: the traced model writes an FST of the document's stream with
// back-pressure (to ROGUE_TRACE_FST, default in the test's temporary directory).
// tests/rogue/gtkw_signals_test.py runs this and checks that every signal of
// verilated/rogue/rogue_decoder.gtkw is in the file.
TEST(RtlDecoder, TraceOfAStream) {
  const char* env = std::getenv("ROGUE_TRACE_FST");
  const std::string file = env && *env ? env : ::testing::TempDir() + "rogue_decoder_trace.fst";
  std::remove(file.c_str());
  std::vector<uint8_t> all;
  for (const auto& b : document_groups()) all.insert(all.end(), b.begin(), b.end());
  DriveOptions o;
  o.bubble = o.backpressure = 0.3;
  ASSERT_EQ(Rtl::trace(file, all, o), file);
  FILE* f = std::fopen(file.c_str(), "rb");
  ASSERT_NE(f, nullptr) << file;
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::fclose(f);
  EXPECT_GT(size, 1000) << file;
}

// Cycles for the document's thirteen groups as one stream (166 bytes), no bubbles, no back-pressure,
// from the first byte to the decoder's return to idle. One byte per beat: the input is the limit
// (the engine's one cycle per component, plus two per group, overlaps the next group's bytes).
// Four bytes per beat: the engine is the limit, one cycle per component plus two per group.
TEST(RtlDecoder, Throughput) {
  std::vector<uint8_t> all;
  for (const auto& b : document_groups()) all.insert(all.end(), b.begin(), b.end());
  uint64_t components = 0;
  const std::vector<Group> gold = decode_stream(all);
  for (const Group& g : gold)
    for (const Component& c : g.c) components += c.present;
  VerilatedContext c1, c4;
  rtl::DecoderDriver<Vrogue_decoder> w1(&c1);
  rtl::DecoderDriver<Vrogue_decoder_w4> w4(&c4);
  const RunResult r1 = w1.run(all, DriveOptions{}), r4 = w4.run(all, DriveOptions{});
  ASSERT_TRUE(r1.finished && r4.finished);
  std::printf("document stream: %zu bytes, %zu groups, %llu components: %llu cycles at 1 byte per beat, "
              "%llu at 4\n", all.size(), gold.size(), static_cast<unsigned long long>(components),
              static_cast<unsigned long long>(r1.cycles), static_cast<unsigned long long>(r4.cycles));
  EXPECT_LE(r1.cycles, all.size() + 16);
  EXPECT_LE(r4.cycles, components + 2 * gold.size() + 16);
}

// ---- random and mutated streams -----------------------------------------------------------------
class Fuzzer {
 public:
  explicit Fuzzer(uint64_t seed) : rng_(seed), corpus_(legal_seeds()) {}

  // A stream of random bytes: 1..96 of them.
  std::vector<uint8_t> random_stream() {
    std::vector<uint8_t> b(1 + rng_.below(96));
    for (uint8_t& x : b) x = static_cast<uint8_t>(rng_.next());
    return b;
  }

  // One to four legal groups, each mutated with probability 3/4 (1..3 mutations: a bit flipped, a
  // byte dropped, repeated, inserted or replaced, the group cut), back to back.
  std::vector<uint8_t> mutated_stream() {
    std::vector<uint8_t> out;
    const unsigned groups = 1 + rng_.below(4);
    for (unsigned k = 0; k < groups; ++k) {
      std::vector<uint8_t> g = corpus_[rng_.below(static_cast<uint32_t>(corpus_.size()))];
      if (rng_.below(4) != 0) {
        const unsigned muts = 1 + rng_.below(3);
        for (unsigned m = 0; m < muts && !g.empty(); ++m) mutate(g);
        learn(g);
      }
      out.insert(out.end(), g.begin(), g.end());
    }
    return out;
  }

  size_t corpus_size() const { return corpus_.size(); }
  Rng& rng() { return rng_; }

 private:
  void mutate(std::vector<uint8_t>& g) {
    const uint32_t at = rng_.below(static_cast<uint32_t>(g.size()));
    switch (rng_.below(8)) {
      case 0: case 1: case 2: g[at] ^= static_cast<uint8_t>(1u << rng_.below(8)); break;
      case 3: g.erase(g.begin() + at); break;
      case 4: g.insert(g.begin() + at, g[at]); break;
      case 5: g.insert(g.begin() + at, static_cast<uint8_t>(rng_.next())); break;
      case 6: g[at] = static_cast<uint8_t>(rng_.next()); break;
      default: g.resize(at + 1); break;
    }
  }
  // A mutation that is still one legal group joins the corpus (it replaces a random entry past the
  // seeds once the corpus is full), so that later mutations start from more varied legal groups.
  void learn(const std::vector<uint8_t>& g) {
    if (g.size() < 2) return;
    const Group d = decode_group(g.data(), g.size(), 0);
    if (d.illegal || d.length != g.size()) return;
    if (corpus_.size() < kCorpusMax) corpus_.push_back(g);
    else corpus_[kSeeds + rng_.below(static_cast<uint32_t>(kCorpusMax - kSeeds))] = g;
  }
  static constexpr size_t kCorpusMax = 4096, kSeeds = 128;

  Rng rng_;
  std::vector<std::vector<uint8_t>> corpus_;
};

// The drive options of fuzz stream k: a quarter with project-defined encodings off; bubbles and
// back-pressure 0.3 on every other block of eight; an extra empty last beat on one in sixteen.
DriveOptions fuzz_drive(uint64_t seed, uint64_t k) {
  DriveOptions o;
  o.pd = (k >> 1) % 4 != 3;
  if ((k >> 3) & 1) o.bubble = o.backpressure = 0.3;
  o.empty_last = k % 16 == 5;
  o.seed = seed * 1000003 + k;
  return o;
}

// n streams of random bytes and n of mutated legal groups, interleaved (even: random, odd:
// mutated); a quarter with project-defined encodings off; half on the four-byte model; half of each
// with bubbles and back-pressure 0.3. A progress line every 10^6 streams.
Stats fuzz(uint64_t seed, uint64_t n) {
  Rtl rtl;
  Fuzzer fz(seed);
  Stats st;
  uint64_t failures = 0;
  const auto t0 = std::chrono::steady_clock::now();
  const auto elapsed = [&t0] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  for (uint64_t k = 0; k < 2 * n; ++k) {
    const std::vector<uint8_t> b = (k & 1) ? fz.mutated_stream() : fz.random_stream();
    const DriveOptions o = fuzz_drive(seed, k);
    const bool wide = (k >> 2) & 1;
    if (k && k % 1000000 == 0) {
      const double t = elapsed();
      std::printf("  %llu/%llu streams (%llu random, %llu mutated), %llu groups, %llu mismatches, "
                  "%.0f s, about %.0f s left\n",
                  static_cast<unsigned long long>(k), static_cast<unsigned long long>(2 * n),
                  static_cast<unsigned long long>((k + 1) / 2), static_cast<unsigned long long>(k / 2),
                  static_cast<unsigned long long>(st.groups), static_cast<unsigned long long>(failures), t,
                  t * static_cast<double>(2 * n - k) / static_cast<double>(k));
      std::fflush(stdout);
    }
    const std::string d = rtl.check(b, o, wide, k, &st);
    if (!d.empty()) {
      ADD_FAILURE() << "seed " << seed << ", " << d;
      if (++failures >= 5) break;
    }
  }
  std::printf("rogue RTL decoder fuzz, seed %llu, %llu random + %llu mutated streams: %s; %.1f s, "
              "corpus %zu legal groups\n",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(n),
              static_cast<unsigned long long>(n), st.summary().c_str(), elapsed(), fz.corpus_size());
  return st;
}

TEST(RtlDecoderFuzz, HundredThousandRandomAndMutatedStreams) {
  const Stats st = fuzz(env_u64("ROGUE_FUZZ_SEED", 1), 50000);
  // Legal and illegal groups both occur, and every reason of docs/rogue.md 9.
  EXPECT_GT(st.legal, 10000u);
  for (unsigned r = 0; r < gen::NUM_REASONS; ++r) EXPECT_GT(st.reasons[r], 0u) << gen::REASON_NAMES[r];
}

// 10^7 random byte streams and 10^7 mutated legal groups (ROGUE_FUZZ_STREAMS of each).
TEST(RtlDecoderLong, TenMillionRandomAndTenMillionMutatedStreams) {
  fuzz(env_u64("ROGUE_FUZZ_SEED", 1), env_u64("ROGUE_FUZZ_STREAMS", 10000000));
}

#ifdef SHADERHW_HAVE_ROGUE_PLACED
// The decoder's ECP5 netlist (synth/synth.py report --only rogue_decoder: the netlist nextpnr
// placed, InBytes 4, with the project's ECP5 cell models) against the golden decoder, as the RTL
// above: the document's groups alone and as one stream, then ROGUE_PLACED_STREAMS (default 2000)
// random byte streams and as many mutated legal groups, half with bubbles and back-pressure 0.3,
// a quarter with project-defined encodings off. Label postroute (synth/postroute.sh rogue).
TEST(RtlDecoderPlaced, DocumentGroupsAndRandomAndMutatedStreams) {
  VerilatedContext ctx;
  rtl::DecoderDriver<Vrogue_decoder_ecp5> drv(&ctx);
  const uint64_t seed = env_u64("ROGUE_FUZZ_SEED", 1), n = env_u64("ROGUE_PLACED_STREAMS", 2000);
  Fuzzer fz(seed);
  Stats st;
  uint64_t failures = 0, k = 0;
  const auto t0 = std::chrono::steady_clock::now();
  const auto check = [&](const std::vector<uint8_t>& b, const DriveOptions& o) {
    const std::string d = compare_stream(drv, b, o, &st);
    if (!d.empty()) {
      ADD_FAILURE() << "netlist, seed " << seed << ", stream " << k << ", pd " << o.pd << ", bubble "
                    << o.bubble << ", back-pressure " << o.backpressure << ":\n" << hex(b) << "\n  " << d;
      ++failures;
    }
    ++k;
  };
  std::vector<uint8_t> all;
  for (const auto& b : document_groups()) {
    all.insert(all.end(), b.begin(), b.end());
    for (const double bp : {0.0, 0.5}) {
      DriveOptions o;
      o.bubble = o.backpressure = bp;
      o.seed = k + 1;
      check(b, o);
    }
  }
  for (const bool pd : {true, false}) {
    DriveOptions o;
    o.pd = pd;
    o.bubble = o.backpressure = 0.3;
    o.seed = k + 1;
    check(all, o);
  }
  for (uint64_t j = 0; j < 2 * n && failures < 5; ++j) {
    const std::vector<uint8_t> b = (j & 1) ? fz.mutated_stream() : fz.random_stream();
    check(b, fuzz_drive(seed, j));
  }
  std::printf("rogue decoder netlist, seed %llu, %llu random + %llu mutated streams after the document's "
              "groups: %s; %.1f s\n",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(n),
              static_cast<unsigned long long>(n), st.summary().c_str(),
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  EXPECT_EQ(failures, 0u);
  EXPECT_GT(st.legal, n / 4);  // legal groups, not only rejections
}
#endif

}  // namespace
}  // namespace shaderhw::rogue
