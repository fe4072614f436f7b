// Development driver of the Rogue plug-in's run/gen/bench (harness/rogue) linked without the other
// ISAs' models, so that it builds in minutes instead of the hour `shaderhw` takes here. The options
// are a subset of `shaderhw`'s, with the same meaning:
//   rogue_run_tool run [--random N] [--seed S] [--backpressure P] [--vectors F] [--trace F]
//                      [--trace-on-fail F] [--shard I/N] [--op NAME]...
//   rogue_run_tool gen --random N [--seed S] [-o F] [--op NAME]...
//   rogue_run_tool bench [--count N] [--seed S]
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "core/isa.h"
#include "core/text_input.h"

namespace shaderhw::rogue {
std::unique_ptr<Isa> make_isa();
}

// The registry of this driver: Rogue alone (core/isa.cpp looks ISAs up here).
const std::vector<std::unique_ptr<shaderhw::Isa>>& shaderhw::isas() {
  static const std::vector<std::unique_ptr<Isa>> list = [] {
    std::vector<std::unique_ptr<Isa>> v;
    v.push_back(rogue::make_isa());
    return v;
  }();
  return list;
}

int main(int argc, char** argv) {
  using namespace shaderhw;
  if (argc < 2) {
    std::fprintf(stderr, "usage: rogue_run_tool run|gen|bench [options]\n");
    return 2;
  }
  const std::string cmd = argv[1];
  RunOptions run;
  GenOptions gen;
  BenchOptions bench;
  run.isa = gen.isa = bench.isa = "rogue";
  gen.output = "-";
  try {
    for (int i = 2; i < argc; ++i) {
      const std::string a = argv[i];
      auto val = [&]() -> std::string {
        if (i + 1 >= argc) throw InputError(a, 0, "needs a value");
        return argv[++i];
      };
      if (a == "--random") run.random = gen.random = std::stoull(val());
      else if (a == "--seed") run.seed = gen.seed = bench.seed = std::stoull(val());
      else if (a == "--backpressure") run.backpressure = std::stod(val());
      else if (a == "--vectors") run.vectors = val();
      else if (a == "--trace") run.trace = val();
      else if (a == "--trace-on-fail") run.trace_on_fail = val();
      else if (a == "--count") bench.count = std::stoull(val());
      else if (a == "-o") gen.output = val();
      else if (a == "--op") {
        run.ops.push_back(val());
        gen.ops.push_back(run.ops.back());
      }
      else if (a == "--shard") {
        const std::string s = val();
        run.shard_index = std::stoul(s.substr(0, s.find('/')));
        run.shard_count = std::stoul(s.substr(s.find('/') + 1));
      } else throw InputError(a, 0, "unknown option");
    }
    if (run.random == 0 && run.vectors.empty()) run.random = 100;
    const std::unique_ptr<Isa> isa = rogue::make_isa();
    if (cmd == "run") return isa->run(run);
    if (cmd == "gen") return isa->gen(gen);
    if (cmd == "bench") return isa->bench(bench);
    throw InputError(cmd, 0, "unknown command");
  } catch (const InputError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
}
