// The handshake every pipelined-unit test here drives: a C++ model of pipe_ctrl (the same
// ready chain: stage k loads when stage k-1 holds an operation and stage k is empty or drains)
// computes reg_en_i, with random input bubbles and output back-pressure when `stalls`; every
// operation's golden result travels with it through a model of the stages and is compared when
// it leaves, so an operation that is lost, duplicated or mixed with its neighbours fails.
// Shared by rtl_sfu_test.cpp and rtl_floor_fma_test.cpp, each with its own Op and Unit:
//   Op   {want (fp::Result), ...the inputs}
//   Unit {depth, has_status, drive(op, reg_en bits), clock(bool), output() -> fp::Result}
#pragma once
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "common.h"  // tests/golden_fp: Rng, Checker
#include "fp/fp.h"

namespace gfpt {

template <class Op, class Unit>
class PipeRun {
 public:
  // idle(r): the junk driven on cycles without an operation; describe(op): a mismatch report.
  PipeRun(Unit& u, Rng& r, bool stalls, std::function<Op(Rng&)> idle,
          std::function<std::string(const Op&)> describe)
      : u_(u), r_(r), stalls_(stalls), idle_(std::move(idle)), describe_(std::move(describe)),
        stage_(u.depth + 1) {
    valid_.assign(u.depth + 1, false);
  }
  // Feeds n operations from next() (plus the cycles to drain them).
  void run(uint64_t n, const std::function<Op()>& next) {
    const int d = u_.depth;
    uint64_t issued = 0;
    while (issued < n || any_valid()) {
      const bool in_valid = issued < n && (!stalls_ || r_.chance(7, 8));
      const bool out_ready = !stalls_ || r_.chance(3, 4);
      Op in = in_valid ? next() : idle_(r_);
      // Ready chain and load enables of pipe_ctrl.
      std::vector<bool> ready(d + 2, false), en(d + 1, false);
      ready[d + 1] = out_ready;
      for (int k = d; k >= 1; --k) ready[k] = !valid_[k] || ready[k + 1];
      for (int k = 1; k <= d; ++k) en[k] = (k == 1 ? in_valid : valid_[k - 1]) && ready[k];
      en[0] = in_valid && (d == 0 ? out_ready : ready[1]);
      uint32_t en_bits = 0;
      for (int k = 0; k <= d; ++k) en_bits |= en[k] ? (1u << k) : 0u;
      u_.drive(in, en_bits);
      // The output shows the last stage (or, with no registers, the input).
      const bool out_valid = d == 0 ? in_valid : valid_[d];
      if (out_valid && out_ready) check(d == 0 ? in : stage_[d]);
      if (in_valid && (d == 0 ? out_ready : ready[1])) ++issued;
      u_.clock(true);
      u_.clock(false);
      for (int k = d; k >= 1; --k) {
        if (en[k]) stage_[k] = k == 1 ? in : stage_[k - 1];
        if (ready[k]) valid_[k] = k == 1 ? in_valid : valid_[k - 1];
      }
    }
  }
  uint64_t checked() const { return checked_; }
  uint64_t fails() const { return fails_; }

 private:
  bool any_valid() const {
    for (size_t k = 1; k < valid_.size(); ++k) {
      if (valid_[k]) return true;
    }
    return false;
  }
  void check(const Op& o) {
    ++checked_;
    const shaderhw::fp::Result got = u_.output();
    const bool ok = got.bits == o.want.bits && (!u_.has_status || got.flags == o.want.flags);
    if (ok) return;
    if (++fails_ <= 10) {
      ADD_FAILURE() << describe_(o) << "\n   rtl    bits=" << Checker::hex(got.bits)
                    << " flags=" << shaderhw::fp::flags_to_string(got.flags)
                    << "\n   golden bits=" << Checker::hex(o.want.bits)
                    << " flags=" << shaderhw::fp::flags_to_string(o.want.flags);
    }
  }
  Unit& u_;
  Rng& r_;
  bool stalls_;
  std::function<Op(Rng&)> idle_;
  std::function<std::string(const Op&)> describe_;
  std::vector<Op> stage_;
  std::vector<bool> valid_;
  uint64_t checked_ = 0, fails_ = 0;
};

}  // namespace gfpt
