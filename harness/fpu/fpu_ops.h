// The operations of the FP core as the harness names them: Berkeley TestFloat's function names
// (f32_mulAdd, f16_to_i32 ...) plus a few the GPUs need and TestFloat lacks (min/max, unordered
// compares, unsigned conversions from f16). One table maps each name to the RTL's control fields
// and to the golden model call.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "fp/fp.h"

namespace shaderhw::fpu {

// Must match rtl/common/fp_pkg.sv fp_op_e (checked by a test against the verilated model).
enum class RtlOp : uint8_t {
  ADD = 0, SUB = 1, MUL = 2, FMA = 3, CMP = 4, MIN = 5, MAX = 6,
  F2F = 7, F2I = 8, F2U = 9, I2F = 10, U2F = 11, RINT = 12
};

enum class Kind : uint8_t { Arith, Compare, MinMax, FloatToInt, IntToFloat, FloatToFloat, RoundInt };

struct OpInfo {
  const char* name;     // TestFloat-style name
  RtlOp op;
  fp::Format src;       // format of float operands (or of the integer source's destination)
  fp::Format dst;       // format of the float result (== src unless a conversion)
  uint8_t num_operands; // 1..3
  Kind kind;
  fp::CmpCond cond;     // compares
  bool unordered;       // compares: true if either operand is NaN
  bool zero_ordered;    // min/max: -0 < +0
  bool uses_rounding;   // false: rounding mode does not matter (compare, min/max, f16->f32)
};

// All operations, in a fixed order (coverage bins and random choice index this table).
const OpInfo* op_table(size_t& count);
const OpInfo* find_op(std::string_view name);  // nullptr when unknown
size_t op_index(const OpInfo* op);
std::string op_names(const char* separator);   // for --help and error messages

// Width in hex digits of a float value of the format, and of the result of the op.
inline unsigned fmt_digits(fp::Format f) { return f == fp::Format::F16 ? 4 : 8; }
unsigned operand_digits(const OpInfo& op);
unsigned result_digits(const OpInfo& op);

// Rounding-mode names as on TestFloat's command line (-rnear_even ...) shortened: rne rtz rdn
// rup rmm.
const char* round_name(fp::Round r);
bool parse_round(std::string_view s, fp::Round& r);

// One operation with its modifiers: what the harness drives into the DUT.
struct Operation {
  const OpInfo* op = nullptr;
  fp::Round rm = fp::Round::RNE;
  bool ftz = false;
  bool nan_propagate = false;
  bool exact = false;  // roundToInt raises inexact
  uint32_t a = 0, b = 0, c = 0;
};

// The golden model's answer for an operation.
fp::Result golden(const Operation& op);

}  // namespace shaderhw::fpu
