// ATTILA RTL decoder (rtl/attila/attila_decoder.sv, verilated as Vattila_decoder) against the
// golden decoder (golden/attila/decode.h) on random 128-bit instructions.
//
// For every word: illegal_o must equal Decoded::illegal; for legal words every decoded field must
// be equal. Words are biased so that a good share is legal: half carry a valid opcode byte; bank
// codes are mostly legal for their position and otherwise random (so reserved 7, IMM and
// write-only/read-only banks all occur); register bytes are mostly small (around the 2/16/32/48
// limits) and sometimes arbitrary; rel_en is on for a quarter of the words, with a legal or
// illegal address register; micro_triangle is on for a quarter of the words.
// Quick*: 10^5 words; Long*: 10^7. Fixed seeds, printed.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "Vattila_decoder.h"
#include "attila/decode.h"
#include "verilated.h"

namespace shaderhw::attila {
namespace {

struct Named {
  const char* name;
  uint64_t value;
};

// The golden Decoded as a flat list, in the order of the RTL ports.
std::vector<Named> flatten(const Decoded& d) {
  std::vector<Named> v = {
      {"opcode", static_cast<uint64_t>(d.opcode)},
      {"end", d.end},
      {"wait", d.wait},
      {"pred_en", d.pred_en},
      {"pred_inv", d.pred_inv},
      {"pred_reg", d.pred_reg},
  };
  static const char* kNames[3][6] = {
      {"src1.kind", "src1.bank", "src1.reg", "src1.swz", "src1.neg", "src1.abs"},
      {"src2.kind", "src2.bank", "src2.reg", "src2.swz", "src2.neg", "src2.abs"},
      {"src3.kind", "src3.bank", "src3.reg", "src3.swz", "src3.neg", "src3.abs"}};
  for (int i = 0; i < 3; ++i) {
    const Source& s = d.src[i];
    v.push_back({kNames[i][0], static_cast<uint64_t>(s.kind)});
    v.push_back({kNames[i][1], static_cast<uint64_t>(s.bank)});
    v.push_back({kNames[i][2], s.index});
    v.push_back({kNames[i][3], s.swizzle});
    v.push_back({kNames[i][4], s.negate});
    v.push_back({kNames[i][5], s.absolute});
  }
  v.push_back({"imm", d.imm});
  v.push_back({"op2_index", d.op2_index});
  v.push_back({"res_kind", static_cast<uint64_t>(d.res_kind)});
  v.push_back({"res_bank", static_cast<uint64_t>(d.res_bank)});
  v.push_back({"res_reg", d.res_reg});
  v.push_back({"mask", d.mask});
  v.push_back({"sat", d.saturate});
  v.push_back({"invert", d.invert});
  v.push_back({"rel_en", d.rel_en});
  v.push_back({"rel_areg", d.rel_areg});
  v.push_back({"rel_comp", d.rel_comp});
  v.push_back({"rel_off", static_cast<uint16_t>(d.rel_off)});
  return v;
}

// The RTL outputs in the same order.
std::vector<Named> flatten(const Vattila_decoder& m) {
  return {
      {"opcode", m.opcode_o},       {"end", m.end_o},
      {"wait", m.wait_o},           {"pred_en", m.pred_en_o},
      {"pred_inv", m.pred_inv_o},   {"pred_reg", m.pred_reg_o},
      {"src1.kind", m.src1_kind_o}, {"src1.bank", m.src1_bank_o},
      {"src1.reg", m.src1_reg_o},   {"src1.swz", m.src1_swz_o},
      {"src1.neg", m.src1_neg_o},   {"src1.abs", m.src1_abs_o},
      {"src2.kind", m.src2_kind_o}, {"src2.bank", m.src2_bank_o},
      {"src2.reg", m.src2_reg_o},   {"src2.swz", m.src2_swz_o},
      {"src2.neg", m.src2_neg_o},   {"src2.abs", m.src2_abs_o},
      {"src3.kind", m.src3_kind_o}, {"src3.bank", m.src3_bank_o},
      {"src3.reg", m.src3_reg_o},   {"src3.swz", m.src3_swz_o},
      {"src3.neg", m.src3_neg_o},   {"src3.abs", m.src3_abs_o},
      {"imm", m.imm_o},             {"op2_index", m.op2_index_o},
      {"res_kind", m.res_kind_o},   {"res_bank", m.res_bank_o},
      {"res_reg", m.res_reg_o},     {"mask", m.mask_o},
      {"sat", m.sat_o},             {"invert", m.invert_o},
      {"rel_en", m.rel_en_o},       {"rel_areg", m.rel_areg_o},
      {"rel_comp", m.rel_comp_o},   {"rel_off", m.rel_off_o},
  };
}

void put(uint64_t& w, gen::Field f, uint64_t v) {
  w = (w & ~(f.mask() << f.lsb)) | ((v & f.mask()) << f.lsb);
}

class WordGen {
 public:
  explicit WordGen(uint64_t seed) : rng_(seed) {
    for (uint32_t op = 0; op < 256; ++op)
      if (gen::opcode_info(op) != nullptr) valid_.push_back(op);
  }

  void next(uint64_t& q0, uint64_t& q1, bool& micro) {
    q0 = rng_();
    q1 = rng_();
    if (bit()) put(q0, gen::Q0_OPCODE, valid_[rng_() % valid_.size()]);
    // Bank codes: three times in four a code that is legal in that position (so 3-source
    // opcodes are legal often enough), otherwise the random code (reserved 7, IMM, OUT, ...).
    using gen::Bank;
    static const Bank kSrcBanks[] = {Bank::IN, Bank::PARAM, Bank::TEMP, Bank::ADDR, Bank::PARAM2};
    static const Bank kOp2Banks[] = {Bank::IN,   Bank::PARAM,  Bank::TEMP,
                                     Bank::ADDR, Bank::PARAM2, Bank::IMM};
    static const Bank kResBanks[] = {Bank::OUT, Bank::TEMP, Bank::ADDR};
    if (rng_() % 4 != 0) put(q0, gen::Q0_OP1_BANK, pick(kSrcBanks));
    if (rng_() % 4 != 0) put(q0, gen::Q0_OP2_BANK, pick(kOp2Banks));
    if (rng_() % 4 != 0) put(q0, gen::Q0_OP3_BANK, pick(kSrcBanks));
    if (rng_() % 4 != 0) put(q0, gen::Q0_RES_BANK, pick(kResBanks));
    if (rng_() % 4 != 0) put(q0, gen::Q0_REL_EN, 0);  // rel_en on a quarter of the words
    if (bit()) put(q0, gen::Q0_REL_AREG, rng_() % 2);  // mostly a legal address register
    // Register bytes: mostly small (around the limits 2, 16, 32, 48), sometimes anything.
    for (gen::Field f : {gen::Q1R_OP1_REG, gen::Q1R_OP2_REG, gen::Q1R_OP3_REG, gen::Q1R_RES_REG}) {
      const uint32_t r = rng_() % 8;
      if (r < 3) put(q1, f, rng_() % 4);
      else if (r < 7) put(q1, f, rng_() % 50);
    }
    micro = rng_() % 4 == 0;
  }

 private:
  bool bit() { return rng_() & 1; }
  template <size_t N>
  uint64_t pick(const gen::Bank (&banks)[N]) {
    return static_cast<uint64_t>(banks[rng_() % N]);
  }
  std::mt19937_64 rng_;
  std::vector<uint32_t> valid_;
};

void fuzz(uint64_t count, uint64_t seed) {
  std::printf("attila decoder fuzz: %" PRIu64 " words, seed %" PRIu64 "\n", count, seed);
  auto ctx = std::make_unique<VerilatedContext>();
  auto m = std::make_unique<Vattila_decoder>(ctx.get());
  WordGen g(seed);
  uint64_t legal = 0, illegal = 0, failures = 0;
  uint64_t legal_per_opcode[256] = {};
  for (uint64_t n = 0; n < count; ++n) {
    uint64_t q0, q1;
    bool micro;
    g.next(q0, q1, micro);
    m->qword0_i = q0;
    m->qword1_i = q1;
    m->micro_triangle_i = micro;
    m->eval();
    DecodeConfig cfg;
    cfg.micro_triangle = micro;
    const Decoded d = decode(q0, q1, cfg);
    std::string diff;
    if (static_cast<bool>(m->illegal_o) != d.illegal) {
      diff = std::string("illegal: golden ") +
             (d.illegal ? "1 (" + std::string(d.illegal_reason) + ")" : std::string("0")) +
             ", rtl " + std::to_string(m->illegal_o);
    } else if (!d.illegal) {
      const auto want = flatten(d), got = flatten(*m);
      for (size_t i = 0; i < want.size(); ++i) {
        if (want[i].value != got[i].value) {
          char buf[128];
          std::snprintf(buf, sizeof buf, "%s%s: golden 0x%" PRIx64 ", rtl 0x%" PRIx64,
                        diff.empty() ? "" : "; ", want[i].name, want[i].value, got[i].value);
          diff += buf;
        }
      }
    }
    (d.illegal ? illegal : legal)++;
    if (!d.illegal) ++legal_per_opcode[static_cast<unsigned>(d.opcode)];
    if (!diff.empty()) {
      if (failures < 10)
        ADD_FAILURE() << "word #" << n << " q0=0x" << std::hex << q0 << " q1=0x" << q1 << std::dec
                      << " micro_triangle=" << micro << ": " << diff;
      ++failures;
    }
  }
  m->final();
  std::printf("attila decoder fuzz: %" PRIu64 " legal, %" PRIu64 " illegal, %" PRIu64
              " mismatches\n", legal, illegal, failures);
  EXPECT_EQ(failures, 0u);
  // The generator must exercise both sides of legality.
  EXPECT_GT(legal, count / 20);
  EXPECT_GT(illegal, count / 20);
  // ... and every valid opcode must have been checked field by field on legal words.
  for (uint32_t op = 0; op < 256; ++op) {
    if (const gen::OpcodeInfo* oi = gen::opcode_info(op)) {
      EXPECT_GT(legal_per_opcode[op], 10u) << "opcode " << oi->mnemonic;
    }
  }
}

TEST(QuickAttilaDecoderFuzz, RtlMatchesGolden) { fuzz(100000, 0xA771A); }
TEST(LongAttilaDecoderFuzz, RtlMatchesGolden) { fuzz(10000000, 0xA771A0002); }

}  // namespace
}  // namespace shaderhw::attila
