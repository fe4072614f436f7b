// ATTILA RTL execution pipeline (rtl/attila/attila_pipeline.sv, verilated as Vattila_pipeline
// and Vattila_pipeline_fx16) against the golden model (golden/attila/execute.h) on random legal
// instructions, through the harness's driver/monitor loop (core/sim.h) with random
// back-pressure on both handshakes.
//
// Instructions: random 128-bit words, rejection-sampled through the golden decoder (a few
// illegal ones are kept on purpose: they must have no effect). The opcode byte is drawn
// uniformly from the 53 valid opcodes most of the time, so every opcode is exercised (the test
// counts them); bank codes, registers, swizzles, modifiers, masks, sat, predicates, relative
// addressing and reserved bits are random with a bias toward legal values.
// Operands: special values (+-0, +-inf, quiet and signalling NaNs with payloads, subnormals,
// +-1, values near 0, thresholds of saturate/LIT/ARL/fixed point/EXP), small integers and
// fractions, random floats and raw bit patterns; op2 is sometimes a copy of op1 (equal-operand
// cases). Predicates, address registers, accumulators, samples and active masks are random.
// Every output field is compared, all bits; a mismatch names seed, index, the disassembled
// instruction, the field (lane, component) and both values.
// Quick*: 3 x 10^4 instructions per configuration (F = 8, F = 16, micro-triangle mode);
// Long*: 10^6 per F. Fixed seeds, printed.
#include <gtest/gtest.h>

#include <array>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>

#include "Vattila_pipeline.h"
#include "Vattila_pipeline_fx16.h"
#include "attila/asm.h"
#include "attila/decode.h"
#include "attila/execute.h"
#include "attila_dut.h"
#include "core/rng.h"
#include "core/sim.h"

namespace shaderhw::attila {
namespace {

// ---------------------------------------------------------------------------------------------
// Stimulus
// ---------------------------------------------------------------------------------------------
void put_field(Instruction& w, const gen::Field& f, uint64_t v) {
  uint64_t& word = f.word == 0 ? w.q0 : w.q1;
  word = (word & ~(f.mask() << f.lsb)) | ((v & f.mask()) << f.lsb);
}

// Floats (and integer patterns) that sit on the corners of some opcode.
constexpr uint32_t kSpecial[] = {
    0x00000000, 0x80000000,                          // +-0
    0x7F800000, 0xFF800000,                          // +-inf
    0x7FC00000, 0xFFC00000, 0x7FC12345, 0xFFEDCBA9,  // quiet NaNs, payloads
    0x7F800001, 0xFFA00005, 0x7FBFFFFF,              // signalling NaNs
    0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF,  // subnormals
    0x00400000, 0x00800000, 0x80800000,              // 2^-127, +-min normal
    0x7F7FFFFF, 0xFF7FFFFF,                          // +-max finite
    0x3F800000, 0xBF800000, 0x3F800001, 0x3F7FFFFF,  // +-1, 1 +- ulp
    0x3F000000, 0xBF000000, 0x40000000, 0x3EAAAAAB,  // 0.5, -0.5, 2, 1/3
    0x43000000, 0xC3000000, 0x43000001, 0xC3000001,  // +-128, just past
    0x4B800000, 0xCB800000, 0x4B7FFFFF,              // +-2^24, 2^24 - 1
    0x47800000, 0x4788B800,                          // 2^16, 70000
    0x4F000000, 0xCF000000, 0xCF000001, 0x4EFFFFFF,  // +-2^31 and neighbours (ARL)
    0x42FE0000, 0xC3150000, 0xC3160000, 0x43000000,  // 127, -149, -150, 128 (EXP)
    0x2EDBE6FF, 0xAEDBE6FF, 0x3A800000, 0xBA800000,  // +-1e-10, +-2^-10
    0x40490FDB, 0xC0490FDB,                          // +-pi
    0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x00000002,  // integer corners
};

// A normal float with a random sign and mantissa and an unbiased exponent in [min_exp, max_exp]
// (within -126..127).
uint32_t random_float_bits(Rng& r, int min_exp, int max_exp) {
  const uint32_t span = static_cast<uint32_t>(max_exp - min_exp + 1);
  const int e = 127 + min_exp + static_cast<int>(r.below(span));
  return (r.next32() & 0x807FFFFFu) | (static_cast<uint32_t>(e) << 23);
}

uint32_t random_value(Rng& r) {
  switch (r.below(10)) {
    case 0:
    case 1: return kSpecial[r.below(sizeof kSpecial / sizeof kSpecial[0])];
    case 2: {  // small integers and fractions as floats (floor, fixed point, EXP, ARL)
      const float v = static_cast<float>(static_cast<int>(r.below(601)) - 300) /
                      static_cast<float>(1u << r.below(9));
      uint32_t b;
      std::memcpy(&b, &v, 4);
      return b;
    }
    case 3: return random_float_bits(r, -8, 8);
    case 4: return random_float_bits(r, -30, 30);
    case 5: return random_float_bits(r, -126, 127);
    case 6: return static_cast<uint32_t>(static_cast<int>(r.below(2001)) - 1000);  // small ints
    case 7: return (r.next32() & 0x807FFFFFu) | ((r.below(2) ? 0xFFu : 0u) << 23);  // nan/sub
    default: return r.next32();
  }
}

Vec4 random_vec(Rng& r) {
  Vec4 v;
  if (r.chance(0.1)) {  // one value everywhere
    const uint32_t x = random_value(r);
    for (auto& c : v.c) c = x;
  } else {
    for (auto& c : v.c) c = random_value(r);
  }
  return v;
}

// A legal bank code for a source most of the time (IN, PARAM, TEMP, ADDR, PARAM2), else any.
uint64_t random_src_bank(Rng& r) {
  static constexpr uint64_t kLegal[] = {0, 2, 3, 4, 5};
  return r.chance(0.9) ? kLegal[r.below(5)] : r.below(8);
}

uint64_t random_reg(Rng& r) {
  const uint32_t k = r.below(10);
  if (k < 6) return r.below(16);
  if (k < 9) return r.below(50);
  return r.below(256);
}

Instruction random_word(Rng& r) {
  Instruction w;
  w.q0 = r.chance(0.1) ? r.next() : 0;  // reserved and unused bits are ignored (D17)
  w.q1 = r.chance(0.1) ? r.next() : 0;
  uint64_t opcode;
  if (r.chance(0.95)) {
    opcode = static_cast<uint64_t>(gen::OPCODES[r.below(gen::NUM_OPCODES)].opcode);
  } else {
    opcode = r.below(256);
  }
  const bool integer = gen::OPCODE_INDEX[opcode] >= 0 &&
                       gen::OPCODES[gen::OPCODE_INDEX[opcode]].integer;
  put_field(w, gen::Q0_OPCODE, opcode);
  put_field(w, gen::Q0_END, r.chance(0.1));
  put_field(w, gen::Q0_WAIT, r.chance(0.1));
  put_field(w, gen::Q0_PRED_EN, r.chance(0.4));
  put_field(w, gen::Q0_PRED_INV, r.chance(0.5));
  put_field(w, gen::Q0_PRED_REG, r.below(32));
  put_field(w, gen::Q0_OP1_BANK, random_src_bank(r));
  put_field(w, gen::Q0_OP1_NEG, r.chance(0.4));
  put_field(w, gen::Q0_OP1_ABS, r.chance(0.3));
  put_field(w, gen::Q0_OP2_BANK, r.chance(0.3) ? 6 : random_src_bank(r));
  put_field(w, gen::Q0_OP2_NEG, r.chance(0.4));
  put_field(w, gen::Q0_OP2_ABS, r.chance(0.3));
  put_field(w, gen::Q0_OP3_BANK, random_src_bank(r));
  put_field(w, gen::Q0_OP3_NEG, r.chance(0.4));
  put_field(w, gen::Q0_OP3_ABS, r.chance(0.3));
  static constexpr uint64_t kResLegal[] = {1, 3, 4};
  put_field(w, gen::Q0_RES_BANK, r.chance(0.9) ? kResLegal[r.below(3)] : r.below(8));
  put_field(w, gen::Q0_SAT, r.chance(0.4));
  put_field(w, gen::Q0_MASK, r.chance(0.3) ? 0xF : r.below(16));
  put_field(w, gen::Q0_REL_EN, r.chance(0.3));
  put_field(w, gen::Q0_REL_AREG, r.chance(0.95) ? r.below(2) : r.below(4));
  put_field(w, gen::Q0_REL_COMP, r.below(4));
  put_field(w, gen::Q0_REL_OFF, r.below(512));
  put_field(w, gen::Q1R_OP1_REG, random_reg(r));
  put_field(w, gen::Q1R_OP1_SWZ, r.chance(0.3) ? 0x1B : r.below(256));
  put_field(w, gen::Q1R_RES_REG, random_reg(r));
  const bool imm_form = (w.q0 >> gen::Q0_OP2_BANK.lsb & 7) == 6 ||
                        opcode == static_cast<uint64_t>(Opcode::JMP);
  if (imm_form) {
    uint32_t imm;
    if (opcode == static_cast<uint64_t>(Opcode::JMP)) {
      imm = r.chance(0.5) ? static_cast<uint32_t>(static_cast<int>(r.below(65)) - 32) : r.next32();
    } else if (integer && r.chance(0.5)) {
      imm = static_cast<uint32_t>(static_cast<int>(r.below(201)) - 100);
    } else {
      imm = random_value(r);
    }
    put_field(w, gen::Q1I_IMM32, imm);
  } else {
    put_field(w, gen::Q1R_OP2_REG, random_reg(r));
    put_field(w, gen::Q1R_OP2_SWZ, r.chance(0.3) ? 0x1B : r.below(256));
    put_field(w, gen::Q1R_OP3_REG, random_reg(r));
    put_field(w, gen::Q1R_OP3_SWZ, r.chance(0.3) ? 0x1B : r.below(256));
  }
  return w;
}

struct Stimulus {
  uint64_t seed;
  ExecConfig cfg;
  double illegal_share = 0.03;

  ExecIn make(uint64_t index) const {
    Rng r(seed, /*stream=*/0xA77, index);
    ExecIn in;
    DecodeConfig dc;
    dc.micro_triangle = cfg.micro_triangle;
    for (;;) {
      in.instr = random_word(r);
      if (!decode(in.instr, dc).illegal || r.chance(illegal_share)) break;
    }
    in.pc = r.chance(0.8) ? r.below(4096) : r.next32();
    const bool all_active = r.chance(0.7);
    const uint32_t common_pred = r.next32();
    const bool same_pred = r.chance(0.5);
    const int mag_bits = 32 + 2 * cfg.fx_frac_bits;
    const uint64_t acc_mask = mag_bits >= 64 ? ~0ull : (1ull << mag_bits) - 1;
    for (LaneIn& l : in.lane) {
      for (Vec4& s : l.src) s = random_vec(r);
      if (r.chance(0.15)) l.src[1] = l.src[0];  // equal operands (MIN/MAX/SETPEQ/STPEQI)
      if (r.chance(0.05)) l.src[2] = l.src[0];
      l.pred = same_pred ? common_pred : (r.chance(0.1) ? (r.chance(0.5) ? 0u : ~0u) : r.next32());
      for (Vec4& a : l.addr) {
        for (auto& c : a.c) {
          c = r.chance(0.8) ? static_cast<uint32_t>(static_cast<int>(r.below(1201)) - 600)
                            : r.next32();
        }
      }
      for (FxValue& a : l.acc) {
        a.neg = r.chance(0.5);
        switch (r.below(5)) {
          case 0: a.mag = 0; break;
          case 1: a.mag = r.next() & ((1ull << (16 + 2 * cfg.fx_frac_bits)) - 1); break;
          case 2: a.mag = acc_mask; break;
          default: a.mag = r.next() & acc_mask; break;
        }
      }
      l.sample = static_cast<uint8_t>(r.chance(0.3) ? 12 + r.below(4) : r.below(16));
      l.active = all_active || r.chance(0.6);
    }
    // Fixed point: an accumulator or c that cancels the product exactly now and then (equal
    // magnitudes of different signs).
    if (r.chance(0.1)) {
      for (LaneIn& l : in.lane) {
        for (int c = 0; c < 4; ++c) {
          const FxValue p = fx_mul(fx_from_float(l.src[0].c[c], cfg.fx_frac_bits),
                                   fx_from_float(l.src[1].c[c], cfg.fx_frac_bits),
                                   cfg.fx_frac_bits);
          l.acc[c] = FxValue{!p.neg, p.mag};
        }
      }
    }
    return in;
  }
};

// ---------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------
struct Diff {
  std::string text;
  int count = 0;
  void field(const std::string& name, uint64_t exp, uint64_t act) {
    if (exp == act) return;
    if (count++ < 12) {
      char buf[160];
      std::snprintf(buf, sizeof buf, "  %-24s expected 0x%" PRIx64 ", got 0x%" PRIx64 "\n",
                    name.c_str(), exp, act);
      text += buf;
    }
  }
};

void compare(const ExecOut& e, const ExecOut& a, Diff& d) {
  d.field("illegal", e.illegal, a.illegal);
  d.field("end", e.end, a.end);
  d.field("wait", e.wait, a.wait);
  d.field("opcode", static_cast<uint64_t>(e.opcode), static_cast<uint64_t>(a.opcode));
  d.field("res_bank", static_cast<uint64_t>(e.res_bank), static_cast<uint64_t>(a.res_bank));
  d.field("res_reg", e.res_reg, a.res_reg);
  d.field("tex_valid", e.tex_valid, a.tex_valid);
  d.field("tex_unit", e.tex_unit, a.tex_unit);
  d.field("tex_mask", e.tex_mask, a.tex_mask);
  d.field("tex_sat", e.tex_sat, a.tex_sat);
  d.field("jmp_valid", e.jmp_valid, a.jmp_valid);
  d.field("jmp_taken", e.jmp_taken, a.jmp_taken);
  d.field("jmp_target", e.jmp_target, a.jmp_target);
  static const char* kComp = "xyzw";
  for (int l = 0; l < kLanes; ++l) {
    const LaneOut& x = e.lane[l];
    const LaneOut& y = a.lane[l];
    const std::string p = "lane" + std::to_string(l) + ".";
    d.field(p + "res_we", x.res_we, y.res_we);
    for (int c = 0; c < 4; ++c) d.field(p + "res." + kComp[c], x.res.c[c], y.res.c[c]);
    d.field(p + "pred_we", x.pred_we, y.pred_we);
    d.field(p + "pred_val", x.pred_val, y.pred_val);
    d.field(p + "acc_we", x.acc_we, y.acc_we);
    for (int c = 0; c < 4; ++c) {
      d.field(p + "acc." + kComp[c] + ".neg", x.acc[c].neg, y.acc[c].neg);
      d.field(p + "acc." + kComp[c] + ".mag", x.acc[c].mag, y.acc[c].mag);
    }
    d.field(p + "kill", x.kill, y.kill);
    d.field(p + "zexp_en", x.zexp_en, y.zexp_en);
    d.field(p + "zexp_base", x.zexp_base, y.zexp_base);
    for (int i = 0; i < 4; ++i) {
      d.field(p + "zexp[" + std::to_string(i) + "]", x.zexp[i], y.zexp[i]);
    }
    d.field(p + "chs", x.chs, y.chs);
    d.field(p + "tex_en", x.tex_en, y.tex_en);
    for (int c = 0; c < 4; ++c) {
      d.field(p + "tex_coord." + kComp[c], x.tex_coord.c[c], y.tex_coord.c[c]);
    }
    d.field(p + "tex_param", x.tex_param, y.tex_param);
    for (int k = 0; k < 3; ++k) {
      d.field(p + "const_index[" + std::to_string(k) + "]", x.const_index[k], y.const_index[k]);
    }
  }
}

std::string describe_inputs(const ExecIn& in) {
  std::string s;
  char buf[200];
  std::snprintf(buf, sizeof buf, "  pc 0x%08x\n", in.pc);
  s += buf;
  for (int l = 0; l < kLanes; ++l) {
    const LaneIn& li = in.lane[l];
    std::snprintf(buf, sizeof buf, "  lane%d active %d pred 0x%08x sample %u\n", l, li.active,
                  li.pred, li.sample);
    s += buf;
    for (int k = 0; k < 3; ++k) {
      std::snprintf(buf, sizeof buf, "    src%d %08x %08x %08x %08x\n", k + 1, li.src[k].c[0],
                    li.src[k].c[1], li.src[k].c[2], li.src[k].c[3]);
      s += buf;
    }
    std::snprintf(buf, sizeof buf, "    acc %d:%" PRIx64 " %d:%" PRIx64 " %d:%" PRIx64
                  " %d:%" PRIx64 "\n", li.acc[0].neg, li.acc[0].mag, li.acc[1].neg,
                  li.acc[1].mag, li.acc[2].neg, li.acc[2].mag, li.acc[3].neg, li.acc[3].mag);
    s += buf;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// The run: harness driver/monitor loop, golden expectation per item
// ---------------------------------------------------------------------------------------------
struct Item {
  ExecIn txn;
  ExecOut expected;
  uint64_t index = 0;
};

// Corner cases the random stream must reach (counted on the golden result, so a stimulus change
// that stops exercising one shows up as a failed expectation rather than as silent coverage loss).
struct Corners {
  uint64_t illegal = 0, jmp_taken = 0, jmp_not_taken = 0, jmp_no_active = 0;
  uint64_t kill_kil = 0, kill_kls = 0, kill_cmpkil = 0, zxs_dropped = 0;
  uint64_t pred_true = 0, pred_false = 0, sat_minus_zero = 0, nan_result = 0;
  uint64_t arl_invalid = 0, lit_pow = 0, relative = 0, gated_off = 0, acc_zero_mag = 0;

  void add(const ExecIn& in, const ExecOut& o, const DecodeConfig& dc) {
    if (o.illegal) {
      ++illegal;
      return;
    }
    const Decoded d = decode(in.instr, dc);
    relative += d.rel_en;
    bool any_active = false;
    for (const LaneIn& l : in.lane) any_active |= l.active;
    for (int l = 0; l < kLanes; ++l) {
      const LaneOut& x = o.lane[l];
      const bool effect = x.res_we || x.pred_we || x.acc_we || x.kill || x.zexp_en || x.chs ||
                          x.tex_en;
      gated_off += !effect && in.lane[l].active && d.pred_en && d.res_kind != ResKind::None;
      if (x.kill) {
        kill_kil += o.opcode == Opcode::KIL;
        kill_kls += o.opcode == Opcode::KLS;
        kill_cmpkil += o.opcode == Opcode::CMPKIL;
      }
      zxs_dropped += o.opcode == Opcode::ZXS && x.zexp_en != 0 && x.zexp_en != 0xF;
      if (x.pred_we) (x.pred_val ? pred_true : pred_false) += 1;
      for (int c = 0; c < 4; ++c) {
        if (!(x.res_we >> (3 - c) & 1)) continue;
        const uint32_t v = x.res.c[c];
        sat_minus_zero += d.saturate && v == 0x80000000u;
        nan_result += (v & 0x7F800000u) == 0x7F800000u && (v & 0x007FFFFFu) != 0;
        arl_invalid += o.opcode == Opcode::ARL && v == 0x80000000u;
        lit_pow += o.opcode == Opcode::LIT && c == 2 && v != 0;
      }
      for (int c = 0; c < 4; ++c) acc_zero_mag += (x.acc_we >> (3 - c) & 1) && x.acc[c].mag == 0;
    }
    if (o.jmp_valid) {
      if (!any_active) ++jmp_no_active;
      else (o.jmp_taken ? jmp_taken : jmp_not_taken) += 1;
    }
  }

  void expect_all_reached() const {
    const std::pair<const char*, uint64_t> all[] = {
        {"illegal instruction", illegal}, {"JMP taken", jmp_taken},
        {"JMP not taken", jmp_not_taken}, {"JMP without active lanes", jmp_no_active},
        {"KIL kill", kill_kil}, {"KLS kill", kill_kls}, {"CMPKIL kill", kill_cmpkil},
        {"ZXS past sample 15", zxs_dropped}, {"predicate written true", pred_true},
        {"predicate written false", pred_false}, {"saturated -0", sat_minus_zero},
        {"NaN register result", nan_result}, {"ARL 0x80000000", arl_invalid},
        {"LIT pow term", lit_pow}, {"relative constant", relative},
        {"predicated-off lane", gated_off}, {"zero accumulator written", acc_zero_mag}};
    for (const auto& [name, n] : all) EXPECT_GT(n, 0u) << "never reached: " << name;
  }
};

struct Source {
  const Stimulus& stim;
  uint64_t count;
  uint64_t next_index = 0;
  std::array<uint64_t, 256> opcode_count{};
  Corners corners;
  bool next(Item& it) {
    if (next_index >= count) return false;
    it.index = next_index++;
    it.txn = stim.make(it.index);
    it.expected = execute(it.txn, stim.cfg);
    if (!it.expected.illegal) ++opcode_count[static_cast<uint8_t>(it.expected.opcode)];
    DecodeConfig dc;
    dc.micro_triangle = stim.cfg.micro_triangle;
    corners.add(it.txn, it.expected, dc);
    return true;
  }
};

struct Check {
  const Stimulus& stim;
  uint64_t checked = 0, failed = 0;
  std::array<uint64_t, 256> failed_by_opcode{};
  std::string report;  // the first mismatch of each opcode byte, up to kReported of them
  static constexpr int kReported = 6;
  int reported = 0;
  bool operator()(const Item& it, const AttilaResp& r, uint64_t cycle) {
    ++checked;
    Diff d;
    compare(it.expected, r.out, d);
    if (d.count == 0) return true;
    ++failed;
    if (failed_by_opcode[static_cast<uint8_t>(it.txn.instr.q0)]++ == 0 && reported < kReported) {
      ++reported;
      DecodeConfig dc;
      dc.micro_triangle = stim.cfg.micro_triangle;
      char head[400];
      std::snprintf(head, sizeof head,
                    "seed %" PRIu64 " index %" PRIu64 " (cycle %" PRIu64 ", F=%d%s): %s   [%s]\n",
                    stim.seed, it.index, cycle, stim.cfg.fx_frac_bits,
                    stim.cfg.micro_triangle ? ", micro-triangle" : "",
                    disassemble(it.txn.instr, dc).c_str(), format_words(it.txn.instr).c_str());
      report += std::string(head) + d.text + describe_inputs(it.txn);
    }
    return false;
  }
};

template <class Model>
void run(uint64_t seed, uint64_t count, const ExecConfig& cfg, double backpressure) {
  std::printf("attila_pipeline vs golden: seed %" PRIu64 ", %" PRIu64
              " instructions, F=%d, micro_triangle=%d, back-pressure %.2f\n",
              seed, count, cfg.fx_frac_bits, cfg.micro_triangle, backpressure);
  Stimulus stim{seed, cfg};
  AttilaDut<Model> dut(cfg);
  Source src{stim, count};
  Check chk{stim};
  SimOptions opt;
  opt.backpressure = backpressure;
  opt.seed = seed;
  const SimStats st = simulate<AttilaDut<Model>, Item>(dut, src, chk, opt);
  EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
  EXPECT_EQ(st.retired, count);
  EXPECT_EQ(chk.failed, 0u) << chk.failed << " of " << chk.checked
                            << " instructions differ; the first of each opcode:\n"
                            << chk.report;
  std::printf("  %" PRIu64 " checked, %" PRIu64 " mismatches, %" PRIu64 " cycles\n", chk.checked,
              chk.failed, st.cycles);
  if (chk.failed != 0) {
    std::printf("  mismatches by opcode byte:");
    for (int op = 0; op < 256; ++op) {
      if (chk.failed_by_opcode[op] == 0) continue;
      const int idx = gen::OPCODE_INDEX[op];
      std::printf(" %s=%" PRIu64, idx >= 0 ? gen::OPCODES[idx].mnemonic : "invalid",
                  chk.failed_by_opcode[op]);
    }
    std::printf("\n");
  }
  // Every opcode ran often enough to mean something.
  for (const gen::OpcodeInfo& info : gen::OPCODES) {
    EXPECT_GE(src.opcode_count[static_cast<uint8_t>(info.opcode)], count / 400)
        << info.mnemonic << " too rarely exercised";
  }
  src.corners.expect_all_reached();
}

ExecConfig config(int f, bool micro_triangle = false) {
  ExecConfig c;
  c.fx_frac_bits = f;
  c.micro_triangle = micro_triangle;
  return c;
}

TEST(QuickRtlPipeline, F8) { run<Vattila_pipeline>(1, 30000, config(8), 0.3); }
TEST(QuickRtlPipeline, F16) { run<Vattila_pipeline_fx16>(2, 30000, config(16), 0.3); }
TEST(QuickRtlPipeline, MicroTriangle) { run<Vattila_pipeline>(3, 20000, config(8, true), 0.5); }
TEST(QuickRtlPipeline, NoBackpressure) { run<Vattila_pipeline>(4, 20000, config(8), 0.0); }
TEST(LongRtlPipeline, F8) { run<Vattila_pipeline>(11, 1000000, config(8), 0.3); }
TEST(LongRtlPipeline, F16) { run<Vattila_pipeline_fx16>(12, 1000000, config(16), 0.3); }

}  // namespace
}  // namespace shaderhw::attila
