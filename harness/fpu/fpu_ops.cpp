#include "fpu/fpu_ops.h"

namespace shaderhw::fpu {
namespace {

using fp::CmpCond;
using fp::Format;
constexpr Format F16 = Format::F16;
constexpr Format F32 = Format::F32;

constexpr OpInfo kOps[] = {
    // name              op            src  dst  n  kind                 cond         unord  zord   rm
    {"f32_add",          RtlOp::ADD,   F32, F32, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f32_sub",          RtlOp::SUB,   F32, F32, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f32_mul",          RtlOp::MUL,   F32, F32, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f32_mulAdd",       RtlOp::FMA,   F32, F32, 3, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f16_add",          RtlOp::ADD,   F16, F16, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f16_sub",          RtlOp::SUB,   F16, F16, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f16_mul",          RtlOp::MUL,   F16, F16, 2, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f16_mulAdd",       RtlOp::FMA,   F16, F16, 3, Kind::Arith,        CmpCond::EQ, false, false, true},
    {"f16_to_f32",       RtlOp::F2F,   F16, F32, 1, Kind::FloatToFloat, CmpCond::EQ, false, false, false},
    {"f32_to_f16",       RtlOp::F2F,   F32, F16, 1, Kind::FloatToFloat, CmpCond::EQ, false, false, true},
    {"f32_to_i32",       RtlOp::F2I,   F32, F32, 1, Kind::FloatToInt,   CmpCond::EQ, false, false, true},
    {"f32_to_ui32",      RtlOp::F2U,   F32, F32, 1, Kind::FloatToInt,   CmpCond::EQ, false, false, true},
    {"f16_to_i32",       RtlOp::F2I,   F16, F16, 1, Kind::FloatToInt,   CmpCond::EQ, false, false, true},
    {"f16_to_ui32",      RtlOp::F2U,   F16, F16, 1, Kind::FloatToInt,   CmpCond::EQ, false, false, true},
    {"i32_to_f32",       RtlOp::I2F,   F32, F32, 1, Kind::IntToFloat,   CmpCond::EQ, false, false, true},
    {"ui32_to_f32",      RtlOp::U2F,   F32, F32, 1, Kind::IntToFloat,   CmpCond::EQ, false, false, true},
    {"i32_to_f16",       RtlOp::I2F,   F16, F16, 1, Kind::IntToFloat,   CmpCond::EQ, false, false, true},
    {"ui32_to_f16",      RtlOp::U2F,   F16, F16, 1, Kind::IntToFloat,   CmpCond::EQ, false, false, true},
    {"f32_roundToInt",   RtlOp::RINT,  F32, F32, 1, Kind::RoundInt,     CmpCond::EQ, false, false, true},
    {"f16_roundToInt",   RtlOp::RINT,  F16, F16, 1, Kind::RoundInt,     CmpCond::EQ, false, false, true},
    {"f32_eq",           RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::EQ, false, false, false},
    {"f32_lt",           RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::LT, false, false, false},
    {"f32_le",           RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::LE, false, false, false},
    {"f16_eq",           RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::EQ, false, false, false},
    {"f16_lt",           RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::LT, false, false, false},
    {"f16_le",           RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::LE, false, false, false},
    {"f32_eq_unordered", RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::EQ, true,  false, false},
    {"f32_lt_unordered", RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::LT, true,  false, false},
    {"f32_le_unordered", RtlOp::CMP,   F32, F32, 2, Kind::Compare,      CmpCond::LE, true,  false, false},
    {"f16_eq_unordered", RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::EQ, true,  false, false},
    {"f16_lt_unordered", RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::LT, true,  false, false},
    {"f16_le_unordered", RtlOp::CMP,   F16, F16, 2, Kind::Compare,      CmpCond::LE, true,  false, false},
    // minNum/maxNum: IEEE-2008 (zeros equal: the first operand is returned);
    // min/max: the SPIR-V variant, -0 < +0. NaN rules: see golden/fp/fp.h.
    {"f32_minNum",       RtlOp::MIN,   F32, F32, 2, Kind::MinMax,       CmpCond::EQ, false, false, false},
    {"f32_maxNum",       RtlOp::MAX,   F32, F32, 2, Kind::MinMax,       CmpCond::EQ, false, false, false},
    {"f32_min",          RtlOp::MIN,   F32, F32, 2, Kind::MinMax,       CmpCond::EQ, false, true,  false},
    {"f32_max",          RtlOp::MAX,   F32, F32, 2, Kind::MinMax,       CmpCond::EQ, false, true,  false},
    {"f16_minNum",       RtlOp::MIN,   F16, F16, 2, Kind::MinMax,       CmpCond::EQ, false, false, false},
    {"f16_maxNum",       RtlOp::MAX,   F16, F16, 2, Kind::MinMax,       CmpCond::EQ, false, false, false},
    {"f16_min",          RtlOp::MIN,   F16, F16, 2, Kind::MinMax,       CmpCond::EQ, false, true,  false},
    {"f16_max",          RtlOp::MAX,   F16, F16, 2, Kind::MinMax,       CmpCond::EQ, false, true,  false},
};

constexpr const char* kRoundNames[] = {"rne", "rtz", "rdn", "rup", "rmm"};

}  // namespace

const OpInfo* op_table(size_t& count) {
  count = sizeof kOps / sizeof kOps[0];
  return kOps;
}

const OpInfo* find_op(std::string_view name) {
  for (const auto& op : kOps) {
    if (name == op.name) return &op;
  }
  return nullptr;
}

size_t op_index(const OpInfo* op) { return static_cast<size_t>(op - kOps); }

std::string op_names(const char* separator) {
  std::string s;
  for (const auto& op : kOps) {
    if (!s.empty()) s += separator;
    s += op.name;
  }
  return s;
}

unsigned operand_digits(const OpInfo& op) {
  return op.kind == Kind::IntToFloat ? 8 : fmt_digits(op.src);
}

unsigned result_digits(const OpInfo& op) {
  switch (op.kind) {
    case Kind::FloatToInt: return 8;
    case Kind::Compare: return 1;
    default: return fmt_digits(op.dst);
  }
}

const char* round_name(fp::Round r) { return kRoundNames[static_cast<unsigned>(r)]; }

bool parse_round(std::string_view s, fp::Round& r) {
  for (unsigned i = 0; i < 5; ++i) {
    if (s == kRoundNames[i]) {
      r = static_cast<fp::Round>(i);
      return true;
    }
  }
  return false;
}

fp::Result golden(const Operation& o) {
  fp::Config cfg;
  cfg.rm = o.rm;
  cfg.ftz = o.ftz;
  cfg.nan_propagate = o.nan_propagate;
  const OpInfo& op = *o.op;
  switch (op.op) {
    case RtlOp::ADD: return fp::add(op.src, o.a, o.b, cfg);
    case RtlOp::SUB: return fp::sub(op.src, o.a, o.b, cfg);
    case RtlOp::MUL: return fp::mul(op.src, o.a, o.b, cfg);
    case RtlOp::FMA: return fp::fma(op.src, o.a, o.b, o.c, cfg);
    case RtlOp::CMP: return fp::cmp(op.src, o.a, o.b, op.cond, op.unordered, cfg);
    case RtlOp::MIN: return fp::min(op.src, o.a, o.b, op.zero_ordered, cfg);
    case RtlOp::MAX: return fp::max(op.src, o.a, o.b, op.zero_ordered, cfg);
    case RtlOp::F2F: return fp::f2f(op.src, op.dst, o.a, cfg);
    case RtlOp::F2I: return fp::f2i(op.src, o.a, cfg);
    case RtlOp::F2U: return fp::f2u(op.src, o.a, cfg);
    case RtlOp::I2F: return fp::i2f(op.dst, o.a, cfg);
    case RtlOp::U2F: return fp::u2f(op.dst, o.a, cfg);
    case RtlOp::RINT: return fp::rint(op.src, o.a, o.exact, cfg);
  }
  return {0, 0};
}

}  // namespace shaderhw::fpu
