// MPFR-based oracle for the golden_fp contract (see golden/fp/fp.h).
//
// How the oracle rounds (independent of the library):
//   * Operands are decoded to exact MPFR numbers; the exact result of add/sub/mul/fma is
//     computed at 700 bits in MPFR's default (huge) exponent range and asserted exact
//     (ternary value 0). The exponent range is never changed, so no mpfr_subnormalize.
//   * Rounding to binary16/32 of an exact nonzero X:
//       - U = X rounded to precision p with an UNBOUNDED exponent range (mpfr_set with
//         RNDN/RNDZ/RNDD/RNDU; RMM: see below). U decides tininess (|U| < 2^emin, i.e.
//         tininess after rounding) and overflow (|U| > max finite).
//       - if overflow: inf or max finite per mode, OF|NX.
//       - else if |X| < 2^emin: the result is on the subnormal grid: S = X * 2^(p-1-emin) is
//         rounded to an integer with mpfr_rint (RMM: mpfr_round, which is ties-away) and the
//         integer is the result's magnitude bits (2^(p-1) is the min normal). NX = (S != int).
//         UF = tiny && NX.
//       - else the result is U, NX = (U != X).
//   * RMM at precision p (MPFR_RNDNA is not supported by mpfr_set): Z = X rounded toward
//     zero, A = X rounded away from zero (MPFR_RNDA); if Z == X the result is Z, otherwise
//     the exact midpoint M = (Z+A)/2 is formed and the result is A if |X| >= |M| else Z.
//   * NaN / ftz / signed-zero / invalid rules are taken from the contract text; infinities
//     and exact zeros come from MPFR's own IEEE semantics (it follows 754 for signed zeros).
#pragma once
#include <mpfr.h>

#include <optional>
#include <tuple>

#include "common.h"

namespace gfpt {

class Oracle {
 public:
  Oracle();
  ~Oracle();
  Oracle(const Oracle&) = delete;
  Oracle& operator=(const Oracle&) = delete;

  // Round exact finite nonzero X to the format (no ftz handling); flags NX/UF/OF.
  Result round(const Fmt& F, mpfr_srcptr X, Round rm);
  // Decode format bits exactly into x (x must have >= 24 bits of precision).
  static void decode(mpfr_ptr x, const Fmt& F, uint32_t bits);

  Result add(Format, uint32_t a, uint32_t b, const Config&, bool is_sub);
  Result mul(Format, uint32_t a, uint32_t b, const Config&);
  Result fma(Format, uint32_t a, uint32_t b, uint32_t c, const Config&);
  Result f2f(Format src, Format dst, uint32_t a, const Config&);
  Result f2int(Format src, uint32_t a, bool is_unsigned, const Config&);
  Result int2f(Format dst, uint32_t a, bool is_unsigned, const Config&);
  Result rint(Format, uint32_t a, bool exact, const Config&);
  Result cmp(Format, uint32_t a, uint32_t b, fp::CmpCond, bool unordered, const Config&);
  Result minmax(Format, uint32_t a, uint32_t b, bool zero_ordered, bool is_max, const Config&);

  // A partner b = RN(T / a) for a target T near a hard spot (tininess-after-rounding boundary,
  // overflow boundary, a rounding midpoint, a subnormal-grid midpoint), so that a*b lands
  // within a few ulps of T. Returns a random finite value if a is not finite nonzero.
  uint32_t target_partner(Format, uint32_t a, Rng& r);
  // Product a*b rounded RNE to the format, 0 if not finite nonzero (for operand generation).
  uint32_t product_rn(Format, uint32_t a, uint32_t b);

 private:
  Result finish(const Fmt& F, mpfr_srcptr X, const Config& cfg);
  // Start of add and mul: flushes a and b (ftz); the result if either is a NaN, otherwise
  // nothing, with a and b decoded into xa_ and xb_.
  std::optional<Result> load2(const Fmt& F, uint32_t a, uint32_t b, const Config& cfg);
  void round_prec(mpfr_ptr U, mpfr_srcptr X, Round rm, int fi);
  mpfr_t xa_, xb_, xc_, x_, s_, i_, mid_, t_;
  mpfr_t u_[2], z_[2], a_[2];
};

// Contract helpers shared by the oracles.
uint32_t ftz_in(const Fmt& F, uint32_t x, const Config& c);  // subnormal -> signed zero
Result ftz_out(const Fmt& F, Result r, const Config& c);      // subnormal result -> zero, UF|NX
uint32_t canon(const Fmt& F, const Config& c);
// NaN result: first NaN operand (converted from src to dst format) quieted under
// nan_propagate, else the canonical NaN of dst.
uint32_t nan_expect(const Fmt& src, const Fmt& dst, const Config& c, std::initializer_list<uint32_t> ops);

mpfr_rnd_t to_mpfr(Round rm);  // not valid for RMM

// ---- shared by the test files that check against the oracle ----

// Frame of a random test: an Rng seeded with `seed`, a Gen for format f drawing from it, an
// Oracle and a Checker named `name`; one(r, g, o, ck) is called n times.
template <class Case>
void oracle_random(Format f, const std::string& name, uint64_t seed, uint64_t n, Case&& one) {
  Rng r(seed);
  Gen g(info(f), r);
  Oracle o;
  Checker ck(name, seed);
  for (uint64_t i = 0; i < n; ++i) one(r, g, o, ck);
}

// Fixture of the tests parameterised by format x rounding mode; seed fixed by the test name.
using FmtRound = std::tuple<Format, Round>;
class FmtRoundTest : public ::testing::TestWithParam<FmtRound> {
 protected:
  void SetUp() override {
    std::tie(f_, rm_) = GetParam();
    name_ = current_test_name();
    seed_ = seed_for(name_);
  }
  // n_cases(100000, 1200000) random cases, each under a random Config of the test's mode
  // (drawn first); one(r, g, o, ck, c) draws the operands and checks them.
  template <class Case>
  void random_cases(Case&& one) {
    oracle_random(f_, name_, seed_, n_cases(100000, 1200000),
                  [&](Rng& r, Gen& g, Oracle& o, Checker& ck) {
                    const Config c = random_config(r, rm_);
                    one(r, g, o, ck, c);
                  });
  }
  Format f_;
  Round rm_;
  std::string name_;
  uint64_t seed_;
};
// Both formats x all five modes, named e.g. "F32_RNE".
inline auto all_fmt_rounds() {
  return ::testing::Combine(::testing::Values(Format::F32, Format::F16), ::testing::ValuesIn(kRounds));
}
inline std::string fmt_round_name(const ::testing::TestParamInfo<FmtRound>& p) {
  return fp::to_string(std::get<0>(p.param)) + "_" + rname(std::get<1>(p.param));
}

}  // namespace gfpt
