#include "attila/attila_gen.h"

#include <algorithm>
#include <cctype>

#include "core/text_input.h"

namespace shaderhw::attila {
namespace {

using gen::Field;

void put(Instruction& in, const Field& f, uint64_t v) {
  uint64_t& w = f.word == 0 ? in.q0 : in.q1;
  w = (w & ~(f.mask() << f.lsb)) | ((v & f.mask()) << f.lsb);
}

bool uses(const OpcodeInfo& info, uint32_t flag) { return (info.uses & flag) != 0; }

constexpr uint8_t kIdentity = 0x1B;

uint8_t random_swizzle(Rng& rng) {
  switch (rng.below(5)) {
    case 0: case 1: return kIdentity;
    case 2: return static_cast<uint8_t>(0x55 * rng.below(4));  // broadcast .x .y .z .w
    default: return static_cast<uint8_t>(rng.next32());
  }
}

// A readable source bank (IN, PARAM, TEMP, ADDR, PARAM2) and an index inside its file (D8).
void random_source_reg(Rng& rng, const ExecConfig& cfg, uint8_t& bank, uint8_t& reg) {
  static constexpr uint8_t kBanks[] = {0, 2, 3, 3, 4, 5};
  bank = kBanks[rng.below(6)];
  switch (bank) {
    case 0: reg = static_cast<uint8_t>(rng.below(cfg.micro_triangle ? 48 : 16)); break;
    case 3: reg = static_cast<uint8_t>(rng.below(32)); break;
    case 4: reg = static_cast<uint8_t>(rng.below(2)); break;
    default: reg = static_cast<uint8_t>(rng.next32()); break;  // constants: 0..255
  }
}

// ---- value classes -------------------------------------------------------------------------

uint32_t f32(float f) {
  uint32_t u;
  static_assert(sizeof u == sizeof f);
  __builtin_memcpy(&u, &f, sizeof u);
  return u;
}

// A random float in [-r, r] (uniform over the value, then rounded by the host: only the shape of
// the distribution matters here, the bits are what both models get).
uint32_t float_in_range(Rng& rng, float r) {
  const float u = static_cast<float>((rng.next() >> 11) * (1.0 / 9007199254740992.0));
  return f32((2.0f * u - 1.0f) * r);
}

// Opcode-shaped magnitude of "ordinary" values: where the interesting behaviour of the opcode is.
float natural_range(Opcode op) {
  switch (op) {
    case Opcode::SIN: case Opcode::COS: return 3.5f;
    case Opcode::EX2: case Opcode::EXP: return 140.0f;
    case Opcode::LIT: return 130.0f;
    case Opcode::ARL: return 3.0e9f;
    case Opcode::FXMUL: case Opcode::FXMAD: case Opcode::FXMAD2: return 70000.0f;
    case Opcode::FLR: case Opcode::FRC: return 8.0f;
    default: return 4.0f;
  }
}

uint32_t random_float(Rng& rng, Opcode op) {
  const uint32_t sign = rng.below(2) << 31;
  switch (rng.below(16)) {
    case 0: return sign;                                                 // +-0
    case 1: return sign | (1 + rng.below(0x7FFFFF));                     // subnormal
    case 2: return sign | 0x7F800000u;                                   // +-inf
    case 3: return sign | 0x7F800000u | (1 + rng.below(0x7FFFFF));       // NaN, any payload
    case 4: return sign | 0x3F800000u;                                   // +-1.0
    case 5: return (0x3F800000u - 2 + rng.below(5)) | (rng.below(4) == 0 ? sign : 0);  // ~1.0
    case 6: return sign | (rng.below(0xFF) << 23) | (rng.next32() & 0x7FFFFF);  // any finite
    case 7: return sign | (rng.below(3) << 23) | (rng.next32() & 0x7FFFFF);     // tiny normal
    case 8: return sign | ((0xFD + rng.below(2)) << 23) | (rng.next32() & 0x7FFFFF);  // huge
    case 9: return f32(static_cast<float>(static_cast<int>(rng.below(33)) - 16));  // integers
    case 10: return f32(static_cast<float>(rng.below(2) ? 16777216.0 : 65536.0) *
                        (rng.below(2) ? 1.0f : -1.0f) + static_cast<float>(rng.below(5)) - 2.0f);
    default: return float_in_range(rng, natural_range(op));
  }
}

uint32_t random_int(Rng& rng) {
  switch (rng.below(10)) {
    case 0: return 0;
    case 1: return 0x80000000u;
    case 2: return 0x7FFFFFFFu;
    case 3: return 0xFFFFFFFFu;
    case 4: return 1;
    case 5: return static_cast<uint32_t>(16777216 + static_cast<int>(rng.below(5)) - 2) *
                   (rng.below(2) ? 1u : 0xFFFFFFFFu);
    case 6: case 7: return static_cast<uint32_t>(static_cast<int>(rng.below(65)) - 32);
    default: return rng.next32();
  }
}

FxValue random_acc(Rng& rng, int frac_bits) {
  const unsigned bits = 32 + 2 * frac_bits;
  const uint64_t mask = bits >= 64 ? ~0ull : ((1ull << bits) - 1);
  FxValue v;
  v.neg = rng.below(2);
  switch (rng.below(6)) {
    case 0: v.mag = 0; break;
    case 1: v.mag = mask; break;  // largest magnitude: sums wrap
    case 2: v.mag = rng.next() & ((1ull << (2 * frac_bits + 4)) - 1); break;  // |x| < 16
    default: v.mag = rng.next() & mask; break;
  }
  return v;
}

}  // namespace

bool reads_float_operands(const OpcodeInfo& info) {
  return !info.integer || info.opcode == Opcode::ARL;
}

const std::vector<Opcode>& all_opcodes() {
  static const std::vector<Opcode> ops = [] {
    std::vector<Opcode> v;
    for (const OpcodeInfo& i : gen::OPCODES) v.push_back(i.opcode);
    return v;
  }();
  return ops;
}

std::vector<Opcode> resolve_opcodes(const std::vector<std::string>& names) {
  std::vector<Opcode> out;
  for (int i : resolve_names(names, static_cast<int>(gen::NUM_OPCODES),
                             [](int k) { return gen::OPCODES[k].mnemonic; }, "--op", "ATTILA opcode"))
    out.push_back(gen::OPCODES[i].opcode);
  return out;
}

Instruction random_instruction(Rng& rng, const std::vector<Opcode>& ops, const ExecConfig& cfg) {
  const std::vector<Opcode>& pool = ops.empty() ? all_opcodes() : ops;
  const DecodeConfig dcfg{cfg.micro_triangle};
  for (;;) {
    const Opcode op = pool[rng.below(static_cast<uint32_t>(pool.size()))];
    const OpcodeInfo& info = attila::info(op);
    Instruction in;
    put(in, gen::Q0_OPCODE, static_cast<uint8_t>(op));
    put(in, gen::Q0_END, op == Opcode::END || rng.below(16) == 0);
    put(in, gen::Q0_WAIT, rng.below(16) == 0);
    if (uses(info, gen::USES_PRED) && rng.below(3) == 0) {
      put(in, gen::Q0_PRED_EN, 1);
      put(in, gen::Q0_PRED_INV, rng.below(2));
      put(in, gen::Q0_PRED_REG, rng.below(32));
    }
    const bool imm_form = uses(info, gen::USES_IMM_FORM) ||
                          (uses(info, gen::USES_IMM_OK) && rng.below(4) == 0);
    const Field* bank_f[3] = {&gen::Q0_OP1_BANK, &gen::Q0_OP2_BANK, &gen::Q0_OP3_BANK};
    const Field* neg_f[3] = {&gen::Q0_OP1_NEG, &gen::Q0_OP2_NEG, &gen::Q0_OP3_NEG};
    const Field* abs_f[3] = {&gen::Q0_OP1_ABS, &gen::Q0_OP2_ABS, &gen::Q0_OP3_ABS};
    const Field* reg_f[3] = {&gen::Q1R_OP1_REG, &gen::Q1R_OP2_REG, &gen::Q1R_OP3_REG};
    const Field* swz_f[3] = {&gen::Q1R_OP1_SWZ, &gen::Q1R_OP2_SWZ, &gen::Q1R_OP3_SWZ};
    const uint32_t used[3] = {gen::USES_OP1, gen::USES_OP2, gen::USES_OP3};
    bool any_const = false;
    for (int k = 0; k < 3; ++k) {
      if (!uses(info, used[k])) continue;
      if (k == 1 && imm_form) {
        if (op != Opcode::JMP) put(in, gen::Q0_OP2_BANK, 6);
        put(in, *neg_f[k], rng.below(4) == 0);
        put(in, *abs_f[k], rng.below(4) == 0);
        continue;
      }
      if (k == 1 && uses(info, gen::USES_OP2_INDEX)) continue;  // sampler/attribute/sample below
      uint8_t bank, reg;
      if (uses(info, gen::USES_BOOL_SRC)) {
        // Boolean operand: predicate (any non-constant bank code), constant, or immediate.
        switch (rng.below(3)) {
          case 0: bank = rng.below(2) ? 2 : 5; reg = static_cast<uint8_t>(rng.next32()); break;
          default: bank = static_cast<uint8_t>(rng.below(2) ? 3 : 0); reg = static_cast<uint8_t>(rng.below(32)); break;
        }
        put(in, *abs_f[k], rng.below(5) == 0);
        put(in, *neg_f[k], rng.below(2));
      } else {
        random_source_reg(rng, cfg, bank, reg);
        put(in, *neg_f[k], rng.below(4) == 0);
        put(in, *abs_f[k], rng.below(4) == 0);
      }
      any_const |= bank == 2 || bank == 5;
      put(in, *bank_f[k], bank);
      put(in, *reg_f[k], reg);
      put(in, *swz_f[k], random_swizzle(rng));
    }
    if (imm_form) {
      // Immediate: special values of the opcode's type; JMP: a small signed offset.
      uint32_t imm;
      if (op == Opcode::JMP) imm = static_cast<uint32_t>(static_cast<int>(rng.below(64)) - 32);
      else imm = reads_float_operands(info) ? random_float(rng, op) : random_int(rng);
      put(in, gen::Q1I_IMM32, imm);
    }
    if (uses(info, gen::USES_OP2_INDEX)) {
      const uint32_t limit = info.op2_index_limit ? info.op2_index_limit : 256;
      put(in, gen::Q1R_OP2_REG, rng.below(limit));
    }
    if (uses(info, gen::USES_RES)) {
      static constexpr uint8_t kResBanks[] = {1, 3, 3, 4};
      const uint8_t bank = kResBanks[rng.below(4)];
      put(in, gen::Q0_RES_BANK, bank);
      put(in, gen::Q1R_RES_REG, bank == 3 ? rng.below(32) : bank == 1 ? rng.below(16) : rng.below(2));
    } else if (uses(info, gen::USES_RES_PRED)) {
      put(in, gen::Q1R_RES_REG, rng.below(32));
    }
    if (uses(info, gen::USES_MASK)) put(in, gen::Q0_MASK, rng.below(2) ? 0xF : rng.below(16));
    if (uses(info, gen::USES_SAT) || uses(info, gen::USES_INVERT)) put(in, gen::Q0_SAT, rng.below(3) == 0);
    if (any_const && rng.below(4) == 0) {
      put(in, gen::Q0_REL_EN, 1);
      put(in, gen::Q0_REL_AREG, rng.below(2));
      put(in, gen::Q0_REL_COMP, rng.below(4));
      put(in, gen::Q0_REL_OFF, rng.next32());
    }
    const Decoded canonical = decode(in, dcfg);
    if (canonical.illegal) continue;  // a combination the rules reject: draw again
    if (rng.below(4) == 0) {
      // Garbage in what the opcode does not read (docs/attila.md 7.3: simulator binaries carry it).
      // Flip random bits one at a time, keeping each flip the decoder ignores.
      Instruction noisy = in;
      for (int i = 0; i < 12; ++i) {
        const uint32_t b = rng.below(128);
        uint64_t& w = b < 64 ? noisy.q0 : noisy.q1;
        w ^= 1ull << (b % 64);
        if (decode(noisy, dcfg) != canonical) w ^= 1ull << (b % 64);
      }
      return noisy;
    }
    return in;
  }
}

ExecIn random_exec_in(Rng& rng, const std::vector<Opcode>& ops, const ExecConfig& cfg) {
  ExecIn t;
  t.instr = random_instruction(rng, ops, cfg);
  const Decoded d = decode(t.instr, DecodeConfig{cfg.micro_triangle});
  const bool integer = !reads_float_operands(attila::info(d.opcode));
  t.pc = rng.below(4) ? rng.below(4096) : rng.next32();
  const uint32_t active = rng.below(8) ? 0xF : rng.below(16);
  // Correlated operands make equal and adjacent values (compare thresholds) common.
  const bool related = rng.below(3) == 0;
  for (int l = 0; l < kLanes; ++l) {
    LaneIn& li = t.lane[l];
    for (int k = 0; k < 3; ++k) {
      for (int c = 0; c < 4; ++c) {
        li.src[k].c[c] = integer ? random_int(rng) : random_float(rng, d.opcode);
      }
    }
    if (related) {
      for (int c = 0; c < 4; ++c) {
        const uint32_t a = li.src[0].c[c];
        switch (rng.below(4)) {
          case 0: li.src[1].c[c] = a; break;
          case 1: li.src[1].c[c] = a + 1; break;
          case 2: li.src[1].c[c] = a - 1; break;
          default: li.src[1].c[c] = a ^ 0x80000000u; break;
        }
      }
    }
    li.pred = rng.next32();
    for (int r = 0; r < 2; ++r) {
      for (int c = 0; c < 4; ++c) {
        li.addr[r].c[c] = rng.below(4) ? static_cast<uint32_t>(static_cast<int>(rng.below(1024)) - 300)
                                       : rng.next32();
      }
    }
    for (int c = 0; c < 4; ++c) li.acc[c] = random_acc(rng, cfg.fx_frac_bits);
    li.sample = static_cast<uint8_t>(rng.below(16));
    li.active = (active >> l) & 1;
  }
  return t;
}

void strip_unread_inputs(ExecIn& in, const ExecConfig& cfg) {
  const Decoded d = decode(in.instr, DecodeConfig{cfg.micro_triangle});
  const Opcode op = d.opcode;
  const bool fx = op == Opcode::FXMUL || op == Opcode::FXMAD || op == Opcode::FXMAD2;
  const bool sample = op == Opcode::KIL || op == Opcode::KLS || op == Opcode::CMPKIL ||
                      op == Opcode::ZXP || op == Opcode::ZXS || op == Opcode::CHS;
  for (LaneIn& li : in.lane) {
    for (int k = 0; k < 3; ++k) {
      if (d.illegal || !source_location(d, k, li.addr).valid) li.src[k] = Vec4{};
    }
    if (d.illegal || !d.rel_en) li.addr[0] = li.addr[1] = Vec4{};
    if (d.illegal || !fx) {
      for (FxValue& a : li.acc) a = FxValue{};
    }
    if (d.illegal || !sample) li.sample = 0;
  }
  if (d.illegal || op != Opcode::JMP) in.pc = 0;
}

}  // namespace shaderhw::attila
