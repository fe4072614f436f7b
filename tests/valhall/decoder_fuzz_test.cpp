// Valhall RTL decoder (rtl/valhall/valhall_decoder.sv, verilated as Vvalhall_decoder) against the
// golden decoder (golden/valhall/decode.h).
//
// 1. The worked examples of docs/valhall.md section 7 go through the RTL; the
//    expected instruction and fields are typed from the text of docs/valhall.md (never read from the
//    RTL or the golden model), and the RTL must also agree with the golden decoder on every field.
// 2. Random words: every output is compared with the golden Decoded, for legal and illegal words
//    alike (the golden decoder decodes every field of an identified instruction even when a
//    validity check fails). Half of the words are uniformly random; half are aimed at a random
//    instruction of the generated table (its primary or alternative opcode and, 15 times in 16,
//    its secondary opcode; mostly W[63] = 0, a listed flow, a non-zero write mask and listed enum
//    values) so that legal words are common. Quick*: 10^5 words (label quick); Long*: 10^7
//    (label long). Fixed seeds, printed, with the legal/illegal counts.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "Vvalhall_decoder.h"
#include "valhall/decode.h"
#include "verilated.h"

namespace shaderhw::valhall {
namespace {

struct Named {
  std::string name;
  uint64_t value;
};

uint64_t mask(unsigned width) { return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1; }

// Bits [lsb +: width] of a verilated output (narrow outputs are plain integers, wide ones VlWide).
uint64_t bits(uint64_t v, unsigned lsb, unsigned width) { return (v >> lsb) & mask(width); }
template <std::size_t N>
uint64_t bits(const VlWide<N>& v, unsigned lsb, unsigned width) {
  uint64_t r = 0;
  for (unsigned b = 0; b < width; ++b) {
    const unsigned i = lsb + b;
    r |= uint64_t{(v[i / 32] >> (i % 32)) & 1u} << b;
  }
  return r;
}

// Every compared field, in one fixed order: names (built once) and values per word.
const std::vector<std::string>& field_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n = {"ins_valid", "ins",      "primary",  "secondary",
                                  "illegal",   "illegal_code", "flow", "fau_page",
                                  "has_dest",  "dest",     "dest_mask"};
    for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
      for (const char* f : {"class", "index", "word", "discard", "swizzle", "neg", "abs", "invert"})
        n.push_back("src" + std::to_string(k) + "." + f);
    }
    for (unsigned k = 0; k < gen::MAX_STAGING; ++k) {
      for (const char* f : {"reg", "count", "flags"})
        n.push_back("sr" + std::to_string(k) + "." + f);
    }
    for (unsigned m = 0; m < gen::NUM_MODS; ++m) n.push_back(std::string("mod.") + gen::MOD_NAMES[m]);
    for (unsigned j = 0; j < gen::NUM_IMMS; ++j) n.push_back(std::string("imm.") + gen::IMM_NAMES[j]);
    return n;
  }();
  return names;
}

using Values = std::vector<uint64_t>;

// The golden Decoded in field_names() order (not compared: name, illegal_field, suspicious).
Values flatten(const Decoded& d) {
  Values v = {static_cast<uint64_t>(d.ins >= 0),
              d.ins >= 0 ? static_cast<uint64_t>(d.ins) : 0,
              d.primary,
              d.secondary,
              d.illegal,
              static_cast<uint64_t>(d.code),
              d.flow,
              d.fau_page,
              d.has_dest,
              d.dest,
              d.dest_mask};
  v.reserve(field_names().size());
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    const Source& s = d.src[k];
    for (uint64_t x : {static_cast<uint64_t>(s.cls), uint64_t{s.index}, uint64_t{s.word},
                       uint64_t{s.discard}, uint64_t{s.swizzle}, uint64_t{s.neg}, uint64_t{s.abs},
                       uint64_t{s.invert}})
      v.push_back(x);
  }
  for (unsigned k = 0; k < gen::MAX_STAGING; ++k) {
    v.push_back(d.sr[k].reg);
    v.push_back(d.sr[k].count);
    v.push_back(d.sr[k].flags);
  }
  for (unsigned m = 0; m < gen::NUM_MODS; ++m) v.push_back(d.mod[m]);
  for (unsigned j = 0; j < gen::NUM_IMMS; ++j) v.push_back(d.imm[j]);
  return v;
}

// The RTL outputs in the same order.
Values flatten(const Vvalhall_decoder& m) {
  Values v = {m.ins_valid_o, m.ins_o,     m.primary_o, m.secondary_o, m.illegal_o,  m.illegal_code_o,
              m.flow_o,      m.fau_page_o, m.has_dest_o, m.dest_o,     m.dest_mask_o};
  v.reserve(field_names().size());
  for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
    for (uint64_t x : {bits(m.src_class_o, 3 * k, 3), bits(m.src_index_o, 6 * k, 6),
                       bits(m.src_word_o, k, 1), bits(m.src_discard_o, k, 1),
                       bits(m.src_swizzle_o, 4 * k, 4), bits(m.src_neg_o, k, 1),
                       bits(m.src_abs_o, k, 1), bits(m.src_invert_o, k, 1)})
      v.push_back(x);
  }
  for (unsigned k = 0; k < gen::MAX_STAGING; ++k) {
    v.push_back(bits(m.sr_reg_o, 6 * k, 6));
    v.push_back(bits(m.sr_count_o, 4 * k, 4));
    v.push_back(bits(m.sr_flags_o, 2 * k, 2));
  }
  for (unsigned i = 0; i < gen::NUM_MODS; ++i) v.push_back(bits(m.mod_o, 4 * i, 4));
  for (unsigned j = 0; j < gen::NUM_IMMS; ++j) v.push_back(bits(m.imm_o, 32 * j, 32));
  return v;
}

// "name: golden X, rtl Y; ..." for every differing field, "" when all agree.
std::string compare(const Values& want, const Values& got) {
  std::string diff;
  for (size_t i = 0; i < want.size(); ++i) {
    if (want[i] == got[i]) continue;
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s%s: golden 0x%" PRIx64 ", rtl 0x%" PRIx64,
                  diff.empty() ? "" : "; ", field_names()[i].c_str(), want[i], got[i]);
    diff += buf;
  }
  return diff;
}

class Dut {
 public:
  Dut() : ctx_(std::make_unique<VerilatedContext>()),
          m_(std::make_unique<Vvalhall_decoder>(ctx_.get())) {}
  ~Dut() { m_->final(); }
  const Vvalhall_decoder& eval(uint64_t w) {
    m_->instr_i = w;
    m_->eval();
    return *m_;
  }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vvalhall_decoder> m_;
};

// ---- 1. Worked examples (docs/valhall.md section 7) -----------------------------------------
uint64_t bytes(std::initializer_list<unsigned> b) {  // memory order, byte 0 first
  uint64_t w = 0;
  int k = 0;
  for (unsigned v : b) w |= uint64_t{v} << (8 * k++);
  return w;
}

// Source classes as numbered by golden SrcClass and the RTL's src_class_o.
constexpr uint64_t kReg = 1, kUniform = 2, kImm = 3, kSpecial = 4;

struct Example {
  const char* what;
  uint64_t word;
  const char* name;                 // expected instruction
  std::vector<Named> fields;        // expected values, typed from docs/valhall.md
};

std::vector<Example> worked_examples() {
  return {
      {"E1", bytes({0x03, 0x47, 0x00, 0x00, 0x90, 0xc5, 0xa4, 0x00}), "FADD.f32",
       {{"src0.class", kReg}, {"src0.index", 3}, {"src0.abs", 1}, {"src0.neg", 0},
        {"src1.class", kReg}, {"src1.index", 7}, {"src1.discard", 1}, {"src1.neg", 1},
        {"src1.abs", 0}, {"mod.clamp", 0}, {"dest", 5}, {"dest_mask", 3}, {"flow", 0},
        {"secondary", 0}, {"primary", 0x0A4}}},
      {"E1 clamp", bytes({0x03, 0x47, 0x00, 0x00, 0x93, 0xc5, 0xa4, 0x00}), "FADD.f32",
       {{"mod.clamp", 3}}},
      {"E2", bytes({0x06, 0xdb, 0x00, 0x3c, 0x10, 0x82, 0xa5, 0x00}), "FADD.v2f16",
       {{"src0.class", kReg}, {"src0.index", 6}, {"src0.swizzle", 3}, {"src1.class", kImm},
        {"src1.index", 27}, {"src1.swizzle", 3}, {"src1.neg", 1}, {"dest", 2},
        {"dest_mask", 2}}},
      {"E3", bytes({0x04, 0x86, 0x46, 0x00, 0x04, 0xca, 0xb2, 0x02}), "FMA.f32",
       {{"src0.class", kReg}, {"src0.index", 4}, {"src1.class", kUniform}, {"src1.index", 6},
        {"fau_page", 1}, {"src2.class", kReg}, {"src2.index", 6}, {"src2.discard", 1},
        {"src2.neg", 1}, {"dest", 10}}},
      {"E3 wait1", bytes({0x04, 0x83, 0x46, 0x00, 0x04, 0xca, 0xb2, 0x10}), "FMA.f32",
       {{"flow", 2}, {"src1.class", kUniform}, {"src1.index", 3}, {"fau_page", 0}}},
      {"E4", bytes({0x49, 0xca, 0x00, 0x14, 0x00, 0xcc, 0xa0, 0x00}), "IADD.u32",
       {{"src0.class", kReg}, {"src0.index", 9}, {"src0.discard", 1}, {"src1.class", kImm},
        {"src1.index", 10}, {"src1.swizzle", 5}, {"src0.swizzle", 0}, {"mod.saturate", 0},
        {"dest", 12}, {"secondary", 0}}},
      {"E4 saturate", bytes({0x02, 0xc2, 0x00, 0x40, 0x00, 0xc1, 0xa8, 0x00}), "IADD.s32",
       {{"mod.saturate", 1}, {"src1.class", kImm}, {"src1.index", 2}, {"dest", 1}}},
      {"E4 v2u16", bytes({0x08, 0xcb, 0x00, 0x08, 0x30, 0xc8, 0xa1, 0x00}), "IADD.v2u16",
       {{"src0.index", 8}, {"src0.swizzle", 3}, {"src1.class", kImm}, {"src1.index", 11},
        {"src1.swizzle", 2}, {"dest", 8}}},
      {"E5 F32_TO_S32", bytes({0x08, 0x00, 0x0c, 0x80, 0x80, 0xc3, 0x90, 0x00}), "F32_TO_S32",
       {{"secondary", 0x0C}, {"mod.round_mode", 2}, {"src0.index", 8}, {"src0.abs", 1},
        {"dest", 3}}},
      {"E5 V2U8_TO_V2F16", bytes({0x02, 0x00, 0x13, 0x00, 0x70, 0xc6, 0x90, 0x00}),
       "V2U8_TO_V2F16", {{"secondary", 0x13}, {"src0.swizzle", 7}, {"dest", 6}}},
      {"E5 U16_TO_F32", bytes({0x09, 0x00, 0x15, 0x10, 0x00, 0xc4, 0x90, 0x00}), "U16_TO_F32",
       {{"secondary", 0x15}, {"src0.index", 9}, {"src0.swizzle", 1}, {"dest", 4}}},
      {"E6 ICMP.s32", bytes({0x41, 0x82, 0xc0, 0x40, 0x04, 0xc7, 0xf8, 0x00}), "ICMP.s32",
       {{"mod.result_type", 1}, {"mod.condition", 4}, {"mod.and", 0}, {"src0.index", 1},
        {"src0.discard", 1}, {"src1.class", kUniform}, {"src1.index", 2}, {"src2.class", kImm},
        {"src2.index", 0}, {"dest", 7}}},
      {"E6 ICMP.u32.and", bytes({0x03, 0x04, 0x40, 0x81, 0x02, 0xc0, 0xf0, 0x00}), "ICMP.u32",
       {{"mod.and", 1}, {"mod.seq", 0}, {"mod.result_type", 2}, {"mod.condition", 2},
        {"src2.class", kReg}, {"src2.index", 0}, {"src2.discard", 1}, {"dest", 0}}},
      {"E6 FCMP", bytes({0x01, 0x02, 0xc0, 0x88, 0x46, 0xc9, 0xf4, 0x00}), "FCMP.f32",
       {{"mod.condition", 6}, {"mod.result_type", 2}, {"src0.neg", 1}, {"src1.swizzle", 2},
        {"dest", 9}}},
      {"E7", bytes({0x04, 0xfd, 0xff, 0xff, 0x57, 0xc0, 0x1f, 0x50}), "BRANCHZ",
       {{"flow", 10}, {"src0.class", kReg}, {"src0.index", 4}, {"imm.offset", 0x7FFFFFD},
        {"mod.conservative", 0}, {"mod.eq", 1}, {"src0.swizzle", 2}, {"has_dest", 0},
        {"primary", 0x01F}}},
      {"E7 jump", bytes({0xc0, 0x05, 0x00, 0x00, 0x10, 0xc0, 0x1f, 0x00}), "BRANCHZ",
       {{"src0.class", kImm}, {"src0.index", 0}, {"imm.offset", 5}, {"mod.eq", 1}}},
      {"E8 LSHIFT_OR", bytes({0x01, 0xc8, 0xc0, 0x19, 0x01, 0xc9, 0xb4, 0x00}), "LSHIFT_OR.i32",
       {{"secondary", 0x101}, {"src1.class", kImm}, {"src1.index", 8}, {"src1.swizzle", 6},
        {"src2.class", kImm}, {"src2.index", 0}, {"dest", 9}}},
      {"E8 RSHIFT_OR.signed", bytes({0x44, 0xc9, 0xc0, 0x19, 0x04, 0xc4, 0xb4, 0x00}),
       "RSHIFT_OR.i32",
       {{"secondary", 0x001}, {"mod.signed", 1}, {"src0.index", 4}, {"src0.discard", 1},
        {"src1.index", 9}, {"src1.swizzle", 6}, {"dest", 4}}},
      {"E8 LSHIFT_AND.not", bytes({0x02, 0xc0, 0x03, 0x10, 0x09, 0xc6, 0xb4, 0x00}),
       "LSHIFT_AND.i32",
       {{"secondary", 0x100}, {"src2.class", kReg}, {"src2.index", 3}, {"src2.invert", 1},
        {"src1.swizzle", 4}, {"dest", 6}}},
      {"E8 not_result", bytes({0xc0, 0xc0, 0x47, 0x51, 0x01, 0xc7, 0xb4, 0x00}), "LSHIFT_OR.i32",
       {{"mod.not_result", 1}, {"src2.index", 7}, {"src2.discard", 1}, {"dest", 7}}},
      {"E9 IADD_IMM", bytes({0x43, 0xef, 0xbe, 0xad, 0xde, 0xd4, 0x10, 0x01}), "IADD_IMM.i32",
       {{"imm.constant", 0xDEADBEEF}, {"src0.index", 3}, {"src0.discard", 1}, {"dest", 20},
        {"primary", 0x110}}},
      {"E9 FADD_IMM", bytes({0x01, 0x00, 0x00, 0xc0, 0x3f, 0xc1, 0x14, 0x01}), "FADD_IMM.f32",
       {{"imm.constant", 0x3FC00000}, {"src0.index", 1}, {"dest", 1}}},
      {"E9 MOV lane_id", bytes({0xe2, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x91, 0x7e}), "MOV.i32",
       {{"flow", 15}, {"fau_page", 3}, {"src0.class", kSpecial}, {"src0.index", 1},
        {"src0.word", 0}, {"dest", 0}}},
      {"E10 CSEL", bytes({0x00, 0x01, 0x00, 0x01, 0x01, 0xc2, 0x54, 0x01}), "CSEL.f32",
       {{"mod.condition", 1}, {"src2.index", 0}, {"src3.class", kReg}, {"src3.index", 1},
        {"dest", 2}}},
      {"E10 MUX", bytes({0x04, 0x05, 0x46, 0x00, 0x00, 0xc3, 0xb8, 0x00}), "MUX.i32",
       {{"mod.mux", 0}, {"src2.index", 6}, {"src2.discard", 1}, {"dest", 3}}},
      {"E10 FROUND", bytes({0x01, 0x00, 0x0d, 0x40, 0x00, 0xc0, 0x90, 0x00}), "FROUND.f32",
       {{"secondary", 0x0D}, {"mod.round_mode", 1}}},
      {"E10 CLZ", bytes({0x03, 0x00, 0x04, 0x00, 0x00, 0xc2, 0x91, 0x00}), "CLZ.u32",
       {{"secondary", 4}, {"src0.index", 3}, {"dest", 2}}},
      {"E10 MKVEC", bytes({0x01, 0x02, 0x05, 0x04, 0x00, 0xc5, 0xa1, 0x00}), "MKVEC.v2i16",
       {{"secondary", 5}, {"src0.swizzle", 0}, {"src1.swizzle", 1}, {"dest", 5}}},
      {"E10 IMUL", bytes({0x02, 0x03, 0x0a, 0x08, 0x00, 0xc1, 0xa0, 0x00}), "IMUL.i32",
       {{"secondary", 0xA}, {"src1.swizzle", 2}, {"dest", 1}}},
      {"E10 HADD", bytes({0x02, 0x03, 0x0b, 0x40, 0x00, 0xc1, 0xa0, 0x00}), "HADD.u32",
       {{"secondary", 0xB}, {"mod.rhadd", 1}}},
      {"E10 S8_TO_S32", bytes({0x09, 0x00, 0x00, 0x20, 0x00, 0xc0, 0x90, 0x00}), "S8_TO_S32",
       {{"secondary", 0}, {"src0.index", 9}, {"src0.swizzle", 2}}},
      {"E10 FRCP", bytes({0x02, 0x00, 0x00, 0x00, 0x80, 0xc1, 0x9c, 0x00}), "FRCP.f32",
       {{"src0.abs", 1}, {"dest", 1}}},
  };
}

TEST(QuickValhallDecoderWorkedExamples, RtlDecodesSection7) {
  Dut dut;
  for (const Example& e : worked_examples()) {
    const Vvalhall_decoder& m = dut.eval(e.word);
    const Values got = flatten(m);
    EXPECT_EQ(m.illegal_o, 0) << e.what << " code " << unsigned{m.illegal_code_o};
    ASSERT_TRUE(m.ins_valid_o) << e.what;
    EXPECT_STREQ(gen::INSTRUCTIONS[m.ins_o].name, e.name) << e.what;
    for (const Named& f : e.fields) {
      bool found = false;
      for (size_t i = 0; i < got.size(); ++i) {
        if (field_names()[i] != f.name) continue;
        found = true;
        EXPECT_EQ(got[i], f.value) << e.what << ": " << f.name;
      }
      EXPECT_TRUE(found) << e.what << ": no output " << f.name;
    }
    EXPECT_EQ(compare(flatten(decode(e.word)), got), "") << e.what;
  }
}

// ---- 2. Random words --------------------------------------------------------------------------
void put(uint64_t& w, unsigned lsb, unsigned width, uint64_t v) {
  const uint64_t m = mask(width) << lsb;
  w = (w & ~m) | ((v << lsb) & m);
}

class WordGen {
 public:
  explicit WordGen(uint64_t seed) : rng_(seed) {}

  uint64_t next() {
    uint64_t w = rng_();
    if (rng_() & 1) return w;  // uniformly random
    const gen::InsInfo& c = gen::INSTRUCTIONS[rng_() % gen::NUM_INS];
    if (rng_() % 16 != 0) put(w, gen::RESERVED_LSB, 1, 0);
    put(w, gen::PRIMARY_LSB, gen::PRIMARY_WIDTH,
        c.has_alt_primary && (rng_() & 1) ? c.alt_primary : c.primary);
    if (c.has_sec && rng_() % 16 != 0) {
      put(w, c.sec_lsb, c.sec_width, c.secondary & 0xFF);
      if (c.sec_has_hi) put(w, 32, 1, c.secondary >> 8);
    }
    if (rng_() % 8 != 0) put(w, gen::FLOW_LSB, gen::FLOW_WIDTH, listed(gen::EnumId::FLOW, 16));
    if ((c.dest || c.placeholder) && rng_() % 8 != 0)
      put(w, gen::DEST_MASK_LSB, gen::DEST_MASK_WIDTH, 1 + rng_() % 3);
    // Listed values in most lane-selection fields and enum modifiers (the others stay random).
    for (unsigned k = 0; k < c.num_srcs; ++k) {
      const gen::SrcInfo& s = c.src[k];
      if (s.sel != gen::SelKind::NONE && rng_() % 4 != 0) {
        put(w, s.sel_lsb, s.sel_width,
            listed(gen::SEL_KIND_ENUM[static_cast<unsigned>(s.sel)], 1u << s.sel_width));
      }
    }
    for (unsigned k = 0; k < c.num_mods; ++k) {
      const gen::ModInfo& m = c.mods[k];
      if (m.is_enum && rng_() % 4 != 0) put(w, m.lsb, m.width, listed(m.enum_id, 1u << m.width));
    }
    return w;
  }

 private:
  // A random value below `limit` that the enum lists (rejection sampling; every enum used in a
  // field lists at least one value).
  unsigned listed(gen::EnumId id, unsigned limit) {
    for (;;) {
      const unsigned v = static_cast<unsigned>(rng_() % limit);
      if (gen::enum_info(id).valid(v)) return v;
    }
  }
  std::mt19937_64 rng_;
};

void fuzz(uint64_t count, uint64_t seed) {
  std::printf("valhall decoder fuzz: %" PRIu64 " words, seed 0x%" PRIx64 "\n", count, seed);
  Dut dut;
  WordGen g(seed);
  uint64_t legal = 0, illegal = 0, failures = 0;
  std::vector<uint64_t> legal_per_ins(gen::NUM_INS, 0);
  uint64_t per_code[std::size(gen::ILLEGAL_TEXT)] = {};
  for (uint64_t n = 0; n < count; ++n) {
    const uint64_t w = g.next();
    const Decoded d = decode(w);
    const std::string diff = compare(flatten(d), flatten(dut.eval(w)));
    (d.illegal ? illegal : legal)++;
    ++per_code[static_cast<unsigned>(d.code)];
    if (!d.illegal) ++legal_per_ins[static_cast<unsigned>(d.ins)];
    if (!diff.empty()) {
      if (failures < 10) {
        ADD_FAILURE() << "word #" << n << " 0x" << std::hex << w << std::dec << " ("
                      << (d.name ? d.name : "not identified") << ", golden "
                      << (d.illegal ? d.reason() : std::string("legal")) << "): " << diff;
      }
      ++failures;
    }
  }
  std::printf("valhall decoder fuzz: %" PRIu64 " legal, %" PRIu64 " illegal, %" PRIu64
              " mismatches\n", legal, illegal, failures);
  for (unsigned c = 1; c < std::size(per_code); ++c)
    std::printf("  illegal code %u: %" PRIu64 " (%s)\n", c, per_code[c], gen::ILLEGAL_TEXT[c]);
  EXPECT_EQ(failures, 0u);
  // Both sides of legality, every Level-1 check and every instruction (legal, field by field)
  // must have been exercised.
  EXPECT_GT(legal, count / 5);
  EXPECT_GT(illegal, count / 5);
  for (unsigned c = 1; c < std::size(per_code); ++c)
    EXPECT_GT(per_code[c], count / 10000) << gen::ILLEGAL_TEXT[c];
  for (unsigned i = 0; i < gen::NUM_INS; ++i)
    EXPECT_GT(legal_per_ins[i], count / 10000) << gen::INSTRUCTIONS[i].name;
}

TEST(QuickValhallDecoderFuzz, RtlMatchesGolden) { fuzz(100000, 0x7A11D0001ull); }
TEST(LongValhallDecoderFuzz, RtlMatchesGolden) { fuzz(10000000, 0x7A11D0002ull); }

}  // namespace
}  // namespace shaderhw::valhall
