// One FST for the models of the TGSI system (harness/tgsi/tgsi_rtl.cpp: the token decoder, then
// the execution engine, which run one after the other): the cycle count they share and the cycles
// that are written. Time 2c shows cycle c with its inputs settled, 2c+1 its rising edge (the
// convention of verilated/dut.h). A model's driver calls settled() once its inputs are set and
// evaluated, and edge() after the rising edge; cycles outside [from, until] are counted and not
// written (trace windows).
#pragma once

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>
#include <verilated_fst_c.h>
#pragma GCC diagnostic pop

#include <cstdint>

namespace shaderhw::tgsi::rtl {

struct TraceClock {
  VerilatedFstC* fst = nullptr;  // nullptr: nothing is written
  uint64_t cycle = 0;
  uint64_t from = 0, until = UINT64_MAX;

  bool writing() const { return fst && cycle >= from && cycle <= until; }
  void settled() {
    if (writing()) fst->dump(2 * cycle);
  }
  void edge() {
    if (writing()) fst->dump(2 * cycle + 1);
    ++cycle;
  }
};

}  // namespace shaderhw::tgsi::rtl
