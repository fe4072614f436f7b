// Options shared by the subcommands of every ISA (run, gen, bench, disasm/asm). Options of one
// ISA live with its plug-in (Isa::add_random_options, core/isa.h).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace shaderhw {

struct RunOptions {
  std::string isa;
  uint64_t random = 0;         // number of random transactions (0: use vectors)
  uint64_t seed = 1;
  std::string vectors;         // vector file to replay ("-" for stdin)
  std::vector<std::string> ops;  // restrict random generation to these operations
  double backpressure = 0.0;
  uint32_t shard_index = 0, shard_count = 1;
  std::string trace;           // FST of the whole run
  std::string trace_on_fail;   // FST of the cycles around the first mismatch
  std::string junit;
  bool netlist = false;        // simulate the post-synthesis netlist instead of the RTL
  bool compact = false;        // the compact pipeline configuration (--config compact)
  std::string fpga;            // run on the FPGA prototype: serial device, or "sim"
  unsigned baud = 1000000;     // the prototype link's baud rate
  uint64_t max_printed = 10;   // mismatches printed in full
  bool in_all = false;         // run as one ISA of `--isa all` (an ISA may scale its share)
  // The [begin, end) slice of the random index space this run covers (from --shard).
  uint64_t begin() const { return random * shard_index / shard_count; }
  uint64_t end() const { return random * (shard_index + 1) / shard_count; }
};

struct GenOptions {
  std::string isa;
  uint64_t random = 0;
  uint64_t programs = 0;       // whole programs instead of transactions (ISAs with programs)
  uint64_t seed = 1;
  std::vector<std::string> ops;
  std::string output;          // "-" for stdout; for --programs N > 1 a directory
};

// exec: whole programs on the RTL core and the golden instruction-set simulator in lock step.
struct ExecOptions {
  std::string isa;
  std::string program;         // program file (disasm's input format); empty with --programs
  std::string inputs;          // initial state file, or empty for random states
  uint64_t random = 0;         // random initial states for `program`
  uint64_t programs = 0;       // random programs (each with a random initial state) instead
  uint64_t seed = 1;
  bool quiet = false;          // no per-pixel output listing
  uint64_t max_printed = 10;   // mismatches printed in full
};

// disasm / asm (ISAs with an instruction encoding).
struct TextToolOptions {
  std::string input = "-";   // file or - for stdin
  std::string output = "-";
};

struct BenchOptions {
  std::string isa;
  uint64_t count = 1000000;
  uint64_t seed = 1;
  std::vector<std::string> ops;
};

}  // namespace shaderhw
