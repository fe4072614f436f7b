// ATTILA golden decoder/encoder. See decode.h for the contract; rules cite docs/attila.md.
#include "attila/decode.h"

#include <cstring>

namespace shaderhw::attila {
namespace {

using namespace gen;

uint64_t get(const Instruction& in, Field f) {
  return ((f.word == 0 ? in.q0 : in.q1) >> f.lsb) & f.mask();
}

void put(Instruction& in, Field f, uint64_t v) {
  uint64_t& w = f.word == 0 ? in.q0 : in.q1;
  w = (w & ~(f.mask() << f.lsb)) | ((v & f.mask()) << f.lsb);
}

constexpr bool same(Field a, Field b) {
  return a.word == b.word && a.lsb == b.lsb && a.width == b.width;
}
// op1 and the result register sit at the same place in both qword-1 forms (docs/attila.md 3.2, 3.3),
// so they are read without first choosing the form.
static_assert(same(Q1R_OP1_REG, Q1I_OP1_REG) && same(Q1R_OP1_SWZ, Q1I_OP1_SWZ) &&
                  same(Q1R_RES_REG, Q1I_RES_REG),
              "table: op1/res fields differ between the qword-1 forms");

// The fields of operand 1..3, and the reasons reported for each (static strings).
struct SrcFields {
  Field bank, neg, abs, reg, swz;
  uint32_t uses;
  const char* why_reserved;
  const char* why_unreadable;
  const char* why_imm;
  const char* why_range;
  const char* why_pred;
};
constexpr SrcFields kSrc[3] = {
    {Q0_OP1_BANK, Q0_OP1_NEG, Q0_OP1_ABS, Q1R_OP1_REG, Q1R_OP1_SWZ, USES_OP1,
     "op1: reserved bank code 7", "op1: bank OUT cannot be read",
     "op1: bank IMM is allowed only as op2 (E29)",
     "op1: register index past the end of its bank (D8)", "op1: predicate register >= 32 (D8)"},
    {Q0_OP2_BANK, Q0_OP2_NEG, Q0_OP2_ABS, Q1R_OP2_REG, Q1R_OP2_SWZ, USES_OP2,
     "op2: reserved bank code 7", "op2: bank OUT cannot be read",
     "op2: bank IMM is not accepted by this opcode (E29)",
     "op2: register index past the end of its bank (D8)", "op2: predicate register >= 32 (D8)"},
    {Q0_OP3_BANK, Q0_OP3_NEG, Q0_OP3_ABS, Q1R_OP3_REG, Q1R_OP3_SWZ, USES_OP3,
     "op3: reserved bank code 7", "op3: bank OUT cannot be read",
     "op3: bank IMM is allowed only as op2 (E29)",
     "op3: register index past the end of its bank (D8)", "op3: predicate register >= 32 (D8)"},
};

bool is_const(Bank b) { return b == Bank::PARAM || b == Bank::PARAM2; }

// Register count of a bank; 0 = index not checked (constants: D6, D8).
uint32_t bank_limit(Bank b, const DecodeConfig& cfg) {
  if (b == Bank::IN && cfg.micro_triangle) return LIMIT_IN_MICRO_TRIANGLE;
  return BANKS[static_cast<unsigned>(b)].limit;
}

bool in_range(uint32_t index, uint32_t limit) { return limit == 0 || index < limit; }

// Decodes operand i into d.src[i]; returns the illegal reason or nullptr.
const char* decode_source(const Instruction& in, int i, uint32_t uses, const DecodeConfig& cfg,
                          Decoded& d) {
  const SrcFields& f = kSrc[i];
  Source& s = d.src[i];
  const Bank bank = static_cast<Bank>(get(in, f.bank));
  const bool neg = get(in, f.neg), abs = get(in, f.abs);
  if (uses & USES_BOOL_SRC) {
    // Boolean operand (docs/attila.md 3.5 ANDP/JMP, 5.1 step 4, D7): abs selects an immediate whose value
    // is neg; PARAM/PARAM2 is a constant; every other bank code (even 7) names a predicate.
    s.negate = neg;
    if (abs) {
      s.kind = SrcKind::BoolImm;
    } else if (is_const(bank)) {
      s.kind = SrcKind::Reg;
      s.bank = bank;
      s.index = get(in, f.reg);
      s.swizzle = get(in, f.swz);
    } else {
      s.kind = SrcKind::Pred;
      s.index = get(in, f.reg);
      if (s.index >= LIMIT_PRED) return f.why_pred;
    }
    return nullptr;
  }
  s.bank = bank;
  s.negate = neg;
  s.absolute = abs;
  if (i == 1 && bank == Bank::IMM && (uses & USES_IMM_OK)) {
    s.kind = SrcKind::Imm;  // docs/attila.md 3.3: neg/abs apply to the immediate; op2_swz has no effect
    d.imm = get(in, Q1I_IMM32);
    return nullptr;
  }
  const BankInfo& bi = BANKS[static_cast<unsigned>(bank)];
  if (!bi.as_source) {
    return bi.reserved ? f.why_reserved : bank == Bank::IMM ? f.why_imm : f.why_unreadable;
  }
  s.kind = SrcKind::Reg;
  s.index = get(in, f.reg);
  s.swizzle = get(in, f.swz);
  if (!in_range(s.index, bank_limit(bank, cfg))) return f.why_range;
  return nullptr;
}

void encode_source(Instruction& in, int i, const Source& s) {
  const SrcFields& f = kSrc[i];
  switch (s.kind) {
    case SrcKind::None:
      return;
    case SrcKind::Reg:
      put(in, f.reg, s.index);
      put(in, f.swz, s.swizzle);
      break;
    case SrcKind::Imm:
      break;  // the value is written from Decoded::imm
    case SrcKind::Pred:
      put(in, f.reg, s.index);  // canonical bank code 0 (any non-constant bank means predicate)
      break;
    case SrcKind::BoolImm:
      put(in, f.abs, 1);
      put(in, f.neg, s.negate);
      return;
  }
  put(in, f.bank, static_cast<uint64_t>(s.bank));
  put(in, f.neg, s.negate);
  put(in, f.abs, s.absolute);
}

int16_t sign_extend(uint64_t v, unsigned width) {
  const int64_t sign = int64_t{1} << (width - 1);
  return static_cast<int16_t>((static_cast<int64_t>(v) ^ sign) - sign);
}

Decoded& fail(Decoded& d, const char* why) {
  d.illegal = true;
  d.illegal_reason = why;
  return d;
}

}  // namespace

bool Decoded::operator==(const Decoded& o) const {
  const bool same_reason = (illegal_reason == nullptr || o.illegal_reason == nullptr)
                               ? illegal_reason == o.illegal_reason
                               : std::strcmp(illegal_reason, o.illegal_reason) == 0;
  return opcode == o.opcode && end == o.end && wait == o.wait && pred_en == o.pred_en &&
         pred_inv == o.pred_inv && pred_reg == o.pred_reg && src[0] == o.src[0] &&
         src[1] == o.src[1] && src[2] == o.src[2] && imm == o.imm && op2_index == o.op2_index &&
         res_kind == o.res_kind && res_bank == o.res_bank && res_reg == o.res_reg &&
         mask == o.mask && saturate == o.saturate && invert == o.invert && rel_en == o.rel_en &&
         rel_areg == o.rel_areg && rel_comp == o.rel_comp && rel_off == o.rel_off &&
         illegal == o.illegal && same_reason;
}

const OpcodeInfo& info(Opcode op) { return *opcode_info(static_cast<uint32_t>(op)); }

Decoded decode(uint64_t qword0, uint64_t qword1, const DecodeConfig& cfg) {
  const Instruction in{qword0, qword1};
  Decoded d;
  const OpcodeInfo* oi = opcode_info(static_cast<uint32_t>(get(in, Q0_OPCODE)));
  if (oi == nullptr) return fail(d, "invalid opcode (E2: 0x05, 0x06, 0x1A and 0x38-0xFF)");
  const uint32_t uses = oi->uses;
  d.opcode = oi->opcode;
  d.end = get(in, Q0_END) || d.opcode == Opcode::END;  // D15: END always terminates
  d.wait = get(in, Q0_WAIT);
  // pred_inv and pred_reg have no effect without pred_en (5.2): ignored, so canonical as 0 (7.3).
  if ((uses & USES_PRED) && get(in, Q0_PRED_EN)) {  // not for JMP (D14)
    d.pred_en = true;
    d.pred_inv = get(in, Q0_PRED_INV);
    d.pred_reg = get(in, Q0_PRED_REG);  // 5 bits: always < LIMIT_PRED
  }
  for (int i = 0; i < 3; ++i) {
    if (!(uses & kSrc[i].uses)) continue;  // unused operands are ignored, bank included (3.5)
    if (const char* why = decode_source(in, i, uses, cfg, d)) return fail(d, why);
  }
  if (uses & USES_OP2_INDEX) {
    d.op2_index = get(in, Q1R_OP2_REG);
    if (!in_range(d.op2_index, oi->op2_index_limit))
      return fail(d, oi->op2_index == IndexKind::SAMPLER ? "sampler index >= 16 (D8)"
                                                         : "sample index >= 16 (D8)");
  }
  if (uses & USES_IMM_FORM) d.imm = get(in, Q1I_IMM32);  // JMP offset (E28)
  if (uses & USES_RES) {
    d.res_kind = ResKind::Reg;
    d.res_bank = static_cast<Bank>(get(in, Q0_RES_BANK));
    d.res_reg = get(in, Q1R_RES_REG);
    const BankInfo& bi = BANKS[static_cast<unsigned>(d.res_bank)];
    if (!bi.as_result)
      return fail(d, bi.reserved ? "result: reserved bank code 7"
                                 : "result: bank cannot be written (only OUT, TEMP, ADDR)");
    if (!in_range(d.res_reg, bank_limit(d.res_bank, cfg)))
      return fail(d, "result: register index past the end of its bank (D8)");
  } else if (uses & USES_RES_PRED) {
    d.res_kind = ResKind::Pred;
    d.res_reg = get(in, Q1R_RES_REG);
    if (d.res_reg >= LIMIT_PRED) return fail(d, "result: predicate register >= 32 (D8)");
  }
  if (uses & USES_SAT) d.saturate = get(in, Q0_SAT);
  if (uses & USES_INVERT) d.invert = get(in, Q0_SAT);  // E9, D3
  if (uses & USES_MASK) d.mask = get(in, Q0_MASK);
  // Relative addressing matters only for constant operands (docs/attila.md 3.7, D6, D7).
  bool has_const = false;
  for (const Source& s : d.src) has_const |= s.kind == SrcKind::Reg && is_const(s.bank);
  if (has_const && get(in, Q0_REL_EN)) {
    d.rel_en = true;
    d.rel_areg = get(in, Q0_REL_AREG);
    d.rel_comp = get(in, Q0_REL_COMP);
    d.rel_off = sign_extend(get(in, Q0_REL_OFF), Q0_REL_OFF.width);  // E7
    if (d.rel_areg >= LIMIT_ADDR) return fail(d, "rel_areg: address register >= 2 (D8)");
  }
  return d;
}

Instruction encode(const Decoded& d) {
  const uint32_t uses = info(d.opcode).uses;
  Instruction in;
  put(in, Q0_OPCODE, static_cast<uint64_t>(d.opcode));
  put(in, Q0_END, d.end || d.opcode == Opcode::END);  // D15: encoders set the flag on END
  put(in, Q0_WAIT, d.wait);
  if (uses & USES_PRED) {
    put(in, Q0_PRED_EN, d.pred_en);
    put(in, Q0_PRED_INV, d.pred_inv);
    put(in, Q0_PRED_REG, d.pred_reg);
  }
  for (int i = 0; i < 3; ++i) {
    if (uses & kSrc[i].uses) encode_source(in, i, d.src[i]);
  }
  if (uses & USES_OP2_INDEX) put(in, Q1R_OP2_REG, d.op2_index);
  if ((uses & USES_IMM_FORM) || d.src[1].kind == SrcKind::Imm) put(in, Q1I_IMM32, d.imm);
  if (uses & USES_RES) put(in, Q0_RES_BANK, static_cast<uint64_t>(d.res_bank));
  if (uses & (USES_RES | USES_RES_PRED)) put(in, Q1R_RES_REG, d.res_reg);
  if (uses & USES_SAT) put(in, Q0_SAT, d.saturate);
  if (uses & USES_INVERT) put(in, Q0_SAT, d.invert);
  if (uses & USES_MASK) put(in, Q0_MASK, d.mask);
  if (d.rel_en) {
    put(in, Q0_REL_EN, 1);
    put(in, Q0_REL_AREG, d.rel_areg);
    put(in, Q0_REL_COMP, d.rel_comp);
    put(in, Q0_REL_OFF, static_cast<uint16_t>(d.rel_off));
  }
  return in;
}

}  // namespace shaderhw::attila
