// The FP core as an "ISA" of the harness: shaderhw run/gen/bench --isa fpu, and shaderhw fpu
// (TestFloat vector files).
#pragma once
#include <string>

#include "core/options.h"

namespace shaderhw::fpu {

int run(const RunOptions& opt);
int gen(const GenOptions& opt);
int bench(const BenchOptions& opt);

struct TestFloatOptions {
  std::string op;
  std::string rounding = "rne";
  std::string vectors = "-";
  bool ftz = false;
  bool check_flags = false;
  bool exact = false;
  bool netlist = false;
  std::string trace, trace_on_fail, junit;
  double backpressure = 0.0;
  uint64_t seed = 1;
  uint64_t max_printed = 10;
};
int testfloat(const TestFloatOptions& opt);

}  // namespace shaderhw::fpu
