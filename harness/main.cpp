// shaderhw: the command line. Subcommands run, gen and bench work for every registered ISA
// (harness/registry.cpp), disasm/asm for those with an instruction encoding; an ISA may add
// options of its own and commands of its own (core/isa.h). Nothing here names an ISA.
#include <boost/program_options.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "core/isa.h"
#include "core/options.h"
#include "core/text_input.h"

namespace po = boost::program_options;
using namespace shaderhw;

namespace {

// Bad usage: message and exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string isa_names(bool with_all) {
  std::string s;
  for (const auto& isa : isas()) s += (s.empty() ? "" : ", ") + std::string(isa->name());
  return with_all ? s + ", or all (every ISA in turn)" : s;
}

// The names of the ISAs that have a property, for --help ("none" if no ISA has it).
std::string isas_with(bool (Isa::*has)() const) {
  std::string s;
  for (const auto& isa : isas()) {
    if (((*isa).*has)()) s += (s.empty() ? "" : ", ") + std::string(isa->name());
  }
  return s.empty() ? "none" : s;
}
// ISAs that run whole programs (shaderhw exec, gen --programs).
std::string program_isas() { return isas_with(&Isa::has_programs); }

Isa& check_isa(const std::string& name) {
  if (Isa* isa = find_isa(name)) return *isa;
  throw UsageError("unknown ISA '" + name + "' (implemented: " + isa_names(false) + ")");
}

// The options one ISA adds to a command, as their own group of the command's --help, with the
// long names (to reject them when another ISA is selected).
struct IsaOptions {
  Isa* isa;
  std::vector<std::string> names;
};

using AddOptions = void (Isa::*)(po::options_description&);

std::vector<IsaOptions> add_isa_options(po::options_description& all, AddOptions add,
                                        const char* what) {
  std::vector<IsaOptions> out;
  for (const auto& isa : isas()) {
    po::options_description group(std::string(isa->name()) + " options (" + what + ")");
    ((*isa).*add)(group);
    if (group.options().empty()) continue;
    IsaOptions o{isa.get(), {}};
    for (const auto& opt : group.options()) o.names.push_back(opt->long_name());
    out.push_back(o);
    all.add(group);
  }
  return out;
}

// Options of an ISA other than `selected` (or of any ISA when `forbidden` says why) given on the
// command line are an error.
void check_isa_options(const po::variables_map& vm, const std::vector<IsaOptions>& groups,
                       const std::string& selected, const char* forbidden = nullptr) {
  for (const IsaOptions& g : groups) {
    for (const std::string& n : g.names) {
      if (!vm.count(n) || vm[n].defaulted()) continue;
      if (forbidden) throw UsageError("--" + n + " " + forbidden);
      if (selected != "all" && selected != g.isa->name()) {
        throw UsageError("--" + n + " applies to --isa " + g.isa->name());
      }
    }
  }
}

bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           po::variables_map& vm, const char* usage,
           const po::positional_options_description* pos = nullptr) {
  po::command_line_parser parser(args);
  parser.options(desc);
  if (pos) parser.positional(*pos);
  po::store(parser.run(), vm);
  if (vm.count("help")) {
    std::cout << usage << "\n" << desc << "\n";
    return false;
  }
  po::notify(vm);
  return true;
}

void parse_shard(const std::string& s, RunOptions& opt) {
  unsigned i, n;
  char extra;
  if (std::sscanf(s.c_str(), "%u/%u%c", &i, &n, &extra) != 2 || n == 0 || i >= n) {
    throw UsageError("bad --shard '" + s + "': expected I/N with 0 <= I < N");
  }
  opt.shard_index = i;
  opt.shard_count = n;
}

int cmd_run(const std::vector<std::string>& args) {
  RunOptions opt;
  std::string shard = "0/1", config = "fast";
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), ("instruction set: " + isa_names(true)).c_str())
      ("random", po::value(&opt.random), "run N random transactions (with golden expected values)")
      ("seed", po::value(&opt.seed)->default_value(1), "random seed; a run is reproducible from its seed")
      ("vectors", po::value(&opt.vectors), "replay a shaderhw vector file (- for stdin) instead of --random")
      ("op", po::value(&opt.ops)->composing(), "restrict random transactions to this operation (repeatable)")
      ("backpressure", po::value(&opt.backpressure)->default_value(0.0),
       "probability per cycle of an input bubble and, independently, of an output stall (0..1)")
      ("shard", po::value(&shard), "run shard I of N (I/N) of the random index space; shards add up to the whole run")
      ("trace", po::value(&opt.trace), "write an FST waveform of the whole run (slow)")
      ("trace-on-fail", po::value(&opt.trace_on_fail),
       "on a mismatch, write an FST of the cycles around the first one (no cost when nothing fails)")
      ("junit", po::value(&opt.junit), "write a JUnit XML report")
      ("netlist", po::bool_switch(&opt.netlist),
       "simulate the post-synthesis (Yosys) netlist instead of the RTL; with --config compact the "
       "ECP5 netlist that nextpnr placed and routed (post-route simulation, built by "
       "synth/postroute.sh ISA)")
      ("fpga", po::value(&opt.fpga),
       "run on the FPGA prototype (rtl/proto, ULX3S) through its UART link: a serial device such "
       "as /dev/ttyUSB0, or 'sim' for the verilated prototype top driven through its UART pins "
       "(slow: about 20k board cycles per instruction); attila and valhall")
      ("baud", po::value(&opt.baud)->default_value(1000000),
       "baud rate of --fpga's serial port (the bitstream's rate; rtl/proto/README.md)")
      ("config", po::value(&config)->default_value("fast"),
       (std::string("pipeline configuration: 'fast' (every unit replicated, one instruction per "
                    "cycle) or 'compact' (the FPGA configuration: lane units time-shared over the "
                    "quad; same results, more cycles); ISAs with a compact configuration: ") +
        isas_with(&Isa::has_compact)).c_str())
      ("max-print", po::value(&opt.max_printed)->default_value(10), "print at most this many mismatches in full");
  const std::vector<IsaOptions> isa_opts =
      add_isa_options(desc, &Isa::add_random_options, "random runs; a vector file's header sets them");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw run --isa ISA (--random N [--seed S] | --vectors FILE) [options]\n"
             "Runs the RTL against the golden model (random) or a vector file; exit 0 if all pass,\n"
             "1 on mismatches (or when nothing was checked), 2 on bad usage or bad input. Last\n"
             "line: 'N passed, M failed'.")) {
    return 0;
  }
  if (opt.isa != "all") check_isa(opt.isa);
  if ((opt.random > 0) == !opt.vectors.empty()) {
    throw UsageError("give exactly one of --random N (N > 0) and --vectors FILE");
  }
  if (opt.backpressure < 0.0 || opt.backpressure >= 1.0) {
    throw UsageError("--backpressure must be in [0, 1)");
  }
  parse_shard(shard, opt);
  if (config != "fast" && config != "compact") {
    throw UsageError("bad --config '" + config + "': expected fast or compact");
  }
  opt.compact = config == "compact";
  if (opt.shard_count > 1 && opt.random == 0) throw UsageError("--shard applies to --random runs");
  check_isa_options(vm, isa_opts, opt.isa,
                    opt.vectors.empty() ? nullptr : "applies to --random (a vector file's header sets it)");
  if (opt.isa != "all") return check_isa(opt.isa).run(opt);
  if (!opt.vectors.empty()) throw UsageError("--isa all takes --random, not --vectors");
  if (!opt.ops.empty()) throw UsageError("--isa all takes no --op (operation names differ per ISA)");
  int rc = 0;
  for (const auto& isa : isas()) {
    RunOptions one = opt;
    one.isa = isa->name();
    one.in_all = true;
    std::printf("=== %s ===\n", isa->name());
    std::fflush(stdout);
    rc = std::max(rc, isa->run(one));
  }
  return rc;
}

int cmd_gen(const std::vector<std::string>& args) {
  GenOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), ("instruction set: " + isa_names(false)).c_str())
      ("random", po::value(&opt.random), "number of random transactions")
      ("programs", po::value(&opt.programs),
       ("number of random whole programs instead (ISAs with programs: " + program_isas() +
        "); with N > 1, -o names a directory that receives program_<k>.txt")
           .c_str())
      ("seed", po::value(&opt.seed)->default_value(1), "random seed (the same seed gives the same file)")
      ("op", po::value(&opt.ops)->composing(), "restrict to this operation (repeatable)")
      ("output,o", po::value(&opt.output)->required(), "output vector file (- for stdout)");
  const std::vector<IsaOptions> isa_opts = add_isa_options(desc, &Isa::add_random_options, "random items");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw gen --isa ISA (--random N | --programs N) --seed S -o FILE\n"
             "Writes random transactions with golden expected values as a shaderhw vector file\n"
             "(inputs the instruction cannot read are written as 0), or random whole programs\n"
             "(one instruction per line, the disasm input format) for shaderhw exec.")) {
    return 0;
  }
  Isa& isa = check_isa(opt.isa);
  if ((opt.random > 0) == (opt.programs > 0)) {
    throw UsageError("give exactly one of --random N and --programs N (N > 0)");
  }
  check_isa_options(vm, isa_opts, opt.isa);
  if (opt.programs > 0) {
    if (!isa.has_programs()) throw UsageError("ISA '" + opt.isa + "' has no whole programs");
    return isa.gen_programs(opt);
  }
  return isa.gen(opt);
}

int cmd_bench(const std::vector<std::string>& args) {
  BenchOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), ("instruction set: " + isa_names(false)).c_str())
      ("count", po::value(&opt.count)->default_value(1000000), "operations per case")
      ("seed", po::value(&opt.seed)->default_value(1), "random seed")
      ("op", po::value(&opt.ops)->composing(), "benchmark only these operations (repeatable)");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw bench --isa ISA [--count N]\n"
             "Prints golden-model and RTL (verilated, tracing off) operations/s on the same\n"
             "vectors, and their ratio. Exit 1 only if RTL and golden disagree.")) {
    return 0;
  }
  if (opt.count == 0) throw UsageError("--count must be at least 1");
  return check_isa(opt.isa).bench(opt);
}

int cmd_exec(const std::vector<std::string>& args) {
  ExecOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), ("instruction set: " + program_isas()).c_str())
      ("program", po::value(&opt.program), "program file: one instruction per line, the disasm input format")
      ("inputs", po::value(&opt.inputs), "initial state file (constants, temporaries, flow-control registers; format in harness/README.md)")
      ("random", po::value(&opt.random), "run the program from N random initial states")
      ("programs", po::value(&opt.programs), "run N random programs (gen --programs), each from a random initial state, instead of PROGRAM")
      ("seed", po::value(&opt.seed)->default_value(1), "random seed of --random and --programs")
      ("quiet,q", po::bool_switch(&opt.quiet), "do not list the outputs of each pixel")
      ("max-print", po::value(&opt.max_printed)->default_value(10), "print at most this many mismatches in full");
  const std::vector<IsaOptions> isa_opts = add_isa_options(desc, &Isa::add_exec_options, "exec");
  po::positional_options_description pos;
  pos.add("program", 1);
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw exec --isa ISA PROGRAM [--inputs FILE | --random N] [--seed S]\n"
             "       shaderhw exec --isa ISA --programs N [--seed S]\n"
             "Runs whole programs on the RTL shader core and the golden instruction-set simulator\n"
             "in lock step, compares every instruction's writes and the final state bit for bit,\n"
             "and prints each pixel's outputs in hex. Exit 0 if all agree, 1 on differences, 2 on\n"
             "bad usage or bad input (errors name file:line).",
             &pos)) {
    return 0;
  }
  Isa& isa = check_isa(opt.isa);
  if (!isa.has_programs()) throw UsageError("ISA '" + opt.isa + "' has no whole programs");
  check_isa_options(vm, isa_opts, opt.isa);
  if (opt.programs > 0) {
    if (!opt.program.empty() || !opt.inputs.empty() || opt.random > 0) {
      throw UsageError("--programs takes no PROGRAM, --inputs or --random");
    }
  } else {
    if (opt.program.empty()) throw UsageError("give a PROGRAM file, or --programs N");
    if (!opt.inputs.empty() && opt.random > 0) throw UsageError("give --inputs or --random, not both");
  }
  return isa.exec(opt);
}

// disasm and asm share their options.
int cmd_text_tool(const std::vector<std::string>& args, bool to_assembly) {
  TextToolOptions opt;
  std::string isa_name;
  std::string isas_with_encoding, formats;
  for (const auto& isa : isas()) {
    if (!isa->has_encoding()) continue;
    isas_with_encoding += (isas_with_encoding.empty() ? "" : ", ") + std::string(isa->name());
    formats += "\n  " + isa->word_format();
  }
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&isa_name)->required(), ("instruction set: " + isas_with_encoding).c_str())
      ("input,i", po::value(&opt.input)->default_value("-"),
       to_assembly ? "instruction words, one instruction per line (formats below); - for stdin"
                   : "assembly, one instruction per line; - for stdin")
      ("output,o", po::value(&opt.output)->default_value("-"), "output file, - for stdout");
  const std::vector<IsaOptions> isa_opts = add_isa_options(desc, &Isa::add_text_tool_options, "text tools");
  po::positional_options_description pos;
  pos.add("input", 1);
  po::variables_map vm;
  const std::string usage =
      to_assembly ? "usage: shaderhw disasm --isa ISA [FILE|-] [-o OUT]\n"
                    "Prints the assembly of each instruction. Comment lines start with # or ;.\n"
                    "Exit 0, 1 if an instruction is illegal (printed as .illegal), 2 on bad input\n"
                    "(the error names file:line). Instruction words:" + formats + "\n"
                  : "usage: shaderhw asm --isa ISA [FILE|-] [-o OUT]\n"
                    "Prints the canonical encoding of each instruction. Exit 0, 2 on bad input\n"
                    "(the error names file:line). Encodings:" + formats + "\n";
  if (!parse(args, desc, vm, usage.c_str(), &pos)) return 0;
  Isa& isa = check_isa(isa_name);
  if (!isa.has_encoding()) throw UsageError("ISA '" + isa_name + "' has no instruction encoding");
  check_isa_options(vm, isa_opts, isa_name);
  return to_assembly ? isa.disasm(opt) : isa.assemble(opt);
}

void usage() {
  std::cout << "usage: shaderhw <command> [options]   (shaderhw <command> --help for its options)\n"
               "commands:\n"
               "  run    regression: RTL against golden model (random) or a vector file\n"
               "  gen    write random transactions with expected values to a vector file\n"
               "  bench  golden and RTL throughput on the same vectors\n"
               "  disasm instruction words to assembly\n"
               "  asm    assembly to instruction words\n"
               "  exec   whole programs: RTL shader core and golden simulator in lock step\n";
  for (const auto& isa : isas()) {
    for (const IsaCommand& c : isa->commands()) {
      std::printf("  %-6s %s\n", c.name.c_str(), c.summary.c_str());
    }
  }
  std::cout << "ISAs:\n";
  for (const auto& isa : isas()) std::printf("  %-8s %s\n", isa->name(), isa->summary());
  std::cout << "exit codes: 0 all passed, 1 mismatches, 2 bad usage or bad input\n";
}

int dispatch(const std::string& cmd, const std::vector<std::string>& args) {
  if (cmd == "run") return cmd_run(args);
  if (cmd == "gen") return cmd_gen(args);
  if (cmd == "bench") return cmd_bench(args);
  if (cmd == "disasm") return cmd_text_tool(args, true);
  if (cmd == "asm") return cmd_text_tool(args, false);
  if (cmd == "exec") return cmd_exec(args);
  for (const auto& isa : isas()) {
    for (const IsaCommand& c : isa->commands()) {
      if (c.name == cmd) return c.run(args);
    }
  }
  std::cerr << "shaderhw: unknown command '" << cmd << "'\n";
  usage();
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
    usage();
    return argc < 2 ? 2 : 0;
  }
  const std::string cmd = argv[1];
  const std::vector<std::string> args(argv + 2, argv + argc);
  try {
    return dispatch(cmd, args);
  } catch (const po::error& e) {
    std::cerr << "shaderhw " << cmd << ": " << e.what() << " (see shaderhw " << cmd << " --help)\n";
    return 2;
  } catch (const UsageError& e) {
    std::cerr << "shaderhw " << cmd << ": " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "shaderhw " << cmd << ": error: " << e.what() << "\n";
    return 2;
  }
}
