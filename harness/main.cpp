// shaderhw: the command line. Subcommands: run, gen, bench (every ISA), disasm/asm (instruction
// sets with an encoding), fpu (TestFloat vectors).
#include <boost/program_options.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "attila/attila_isa.h"
#include "core/options.h"
#include "core/text_input.h"
#include "fpu/fpu_isa.h"
#include "fpu/fpu_ops.h"
#include "valhall/valhall_isa.h"

namespace po = boost::program_options;
using namespace shaderhw;

namespace {

// One entry per implemented ISA; "all" runs each in turn, in this order.
struct IsaEntry {
  const char* name;
  int (*run)(const RunOptions&);
  int (*gen)(const GenOptions&);
  int (*bench)(const BenchOptions&);
  int (*disasm)(const TextToolOptions&);  // null: no instruction encoding
  int (*assemble)(const TextToolOptions&);
};
constexpr IsaEntry kIsaTable[] = {
    {"fpu", fpu::run, fpu::gen, fpu::bench, nullptr, nullptr},
    {"attila", attila::run, attila::generate, attila::bench, attila::disasm, attila::assemble_file},
    {"valhall", valhall::run, valhall::generate, valhall::bench, valhall::disasm,
     valhall::assemble_file},
};

// Bad usage: message and exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const IsaEntry& check_isa(const std::string& isa, bool allow_all) {
  static const IsaEntry kAll{"all", nullptr, nullptr, nullptr, nullptr, nullptr};
  if (allow_all && isa == "all") return kAll;
  for (const IsaEntry& i : kIsaTable) {
    if (isa == i.name) return i;
  }
  std::string known;
  for (const IsaEntry& i : kIsaTable) known += std::string(" ") + i.name;
  throw UsageError("unknown ISA '" + isa + "' (implemented:" + known + (allow_all ? " all)" : ")"));
}

bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           po::variables_map& vm, const char* usage) {
  po::store(po::command_line_parser(args).options(desc).run(), vm);
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
  std::string shard = "0/1";
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), "instruction set: fpu, attila, valhall, or all (every implemented ISA)")
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
      ("netlist", po::bool_switch(&opt.netlist), "simulate the post-synthesis (Yosys) netlist instead of the RTL")
      ("max-print", po::value(&opt.max_printed)->default_value(10), "print at most this many mismatches in full")
      ("fx-frac-bits", po::value(&opt.fx_frac_bits)->default_value(8),
       "attila --random: fraction bits F of the fixed-point unit (8 or 16, the RTL's builds)")
      ("micro-triangle", po::bool_switch(&opt.micro_triangle),
       "attila --random: micro-triangle mode (48 input registers legal)");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw run --isa ISA (--random N [--seed S] | --vectors FILE) [options]\n"
             "Runs the RTL against the golden model (random) or a vector file; exit 0 if all pass,\n"
             "1 on mismatches, 2 on bad usage or bad input. Last line: 'N passed, M failed'.")) {
    return 0;
  }
  const IsaEntry& isa = check_isa(opt.isa, true);
  if ((opt.random > 0) == !opt.vectors.empty()) {
    throw UsageError("give exactly one of --random N (N > 0) and --vectors FILE");
  }
  if (opt.backpressure < 0.0 || opt.backpressure >= 1.0) {
    throw UsageError("--backpressure must be in [0, 1)");
  }
  parse_shard(shard, opt);
  if (opt.shard_count > 1 && opt.random == 0) throw UsageError("--shard applies to --random runs");
  if (opt.fx_frac_bits != 8 || opt.micro_triangle) {
    if (opt.isa != "attila") throw UsageError("--fx-frac-bits and --micro-triangle apply to --isa attila");
    if (!opt.vectors.empty()) {
      throw UsageError("--fx-frac-bits and --micro-triangle apply to --random (a vector file's header sets them)");
    }
  }
  if (opt.isa == "all") {
    if (!opt.vectors.empty()) throw UsageError("--isa all takes --random, not --vectors");
    if (!opt.ops.empty()) throw UsageError("--isa all takes no --op (operation names differ per ISA)");
    int rc = 0;
    for (const IsaEntry& one_isa : kIsaTable) {
      RunOptions one = opt;
      one.isa = one_isa.name;
      std::printf("=== %s ===\n", one_isa.name);
      std::fflush(stdout);
      rc = std::max(rc, one_isa.run(one));
    }
    return rc;
  }
  return isa.run(opt);
}

int cmd_gen(const std::vector<std::string>& args) {
  GenOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), "instruction set: fpu, attila, valhall")
      ("random", po::value(&opt.random)->required(), "number of random transactions")
      ("seed", po::value(&opt.seed)->default_value(1), "random seed (the same seed gives the same file)")
      ("op", po::value(&opt.ops)->composing(), "restrict to this operation (repeatable)")
      ("output,o", po::value(&opt.output)->required(), "output vector file (- for stdout)");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw gen --isa ISA --random N --seed S -o FILE\n"
             "Writes random transactions with golden expected values as a shaderhw vector file.")) {
    return 0;
  }
  return check_isa(opt.isa, false).gen(opt);
}

int cmd_bench(const std::vector<std::string>& args) {
  BenchOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&opt.isa)->required(), "instruction set: fpu, attila, valhall")
      ("count", po::value(&opt.count)->default_value(1000000), "operations per case")
      ("seed", po::value(&opt.seed)->default_value(1), "random seed")
      ("op", po::value(&opt.ops)->composing(), "benchmark only these operations (repeatable)");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw bench --isa ISA [--count N]\n"
             "Prints golden-model and RTL (verilated, tracing off) operations/s on the same\n"
             "vectors, and their ratio.")) {
    return 0;
  }
  return check_isa(opt.isa, false).bench(opt);
}

// disasm and asm share their options.
int cmd_text_tool(const std::vector<std::string>& args, bool to_assembly) {
  TextToolOptions opt;
  std::string isa;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("isa", po::value(&isa)->required(), "instruction set: attila, valhall")
      ("input,i", po::value(&opt.input)->default_value("-"),
       to_assembly ? "instruction words, one instruction per line. attila: 32 hex digits (the 128-bit "
                     "value, most significant first) or the two 64-bit qwords 'Q0 Q1' as docs/attila.md "
                     "writes them; valhall: 16 hex digits (the 64-bit word) or 8 bytes in memory "
                     "order (byte 0 first, two hex digits each); - for stdin"
                   : "assembly, one instruction per line; - for stdin")
      ("output,o", po::value(&opt.output)->default_value("-"), "output file, - for stdout")
      ("micro-triangle", po::bool_switch(&opt.micro_triangle),
       "decode with 48 input registers (micro-triangle fragment mode)");
  po::positional_options_description pos;
  pos.add("input", 1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(desc).positional(pos).run(), vm);
  if (vm.count("help")) {
    std::cout << (to_assembly
                      ? "usage: shaderhw disasm --isa ISA [FILE|-] [-o OUT]\n"
                        "Prints the assembly of each instruction. Comment lines start with # or ;.\n"
                        "Exit 0, 1 if an instruction is illegal (printed as .illegal), 2 on bad input.\n"
                      : "usage: shaderhw asm --isa ISA [FILE|-] [-o OUT]\n"
                        "Prints the canonical encoding of each instruction: attila as two 64-bit\n"
                        "qwords (qword 0 first), valhall as 16 hex digits (the 64-bit word).\n"
                        "Exit 0, 2 on bad input (error names file:line).\n")
              << "\n" << desc << "\n";
    return 0;
  }
  po::notify(vm);
  const IsaEntry& e = check_isa(isa, false);
  if (!e.disasm) throw UsageError("ISA '" + isa + "' has no instruction encoding");
  return to_assembly ? e.disasm(opt) : e.assemble(opt);
}

int cmd_fpu(const std::vector<std::string>& args) {
  fpu::TestFloatOptions opt;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("op", po::value(&opt.op)->required(),
       ("TestFloat function name: " + fpu::op_names(" ")).c_str())
      ("rounding", po::value(&opt.rounding)->default_value("rne"), "rounding mode: rne rtz rdn rup rmm")
      ("vectors", po::value(&opt.vectors)->default_value("-"), "testfloat_gen output file, - for stdin")
      ("ftz", po::bool_switch(&opt.ftz), "flush subnormal inputs and results to zero")
      ("exact", po::bool_switch(&opt.exact), "roundToInt: raise inexact (testfloat_gen -exact)")
      ("flags", po::bool_switch(&opt.check_flags), "also compare the exception flags (default: ignored)")
      ("backpressure", po::value(&opt.backpressure)->default_value(0.0), "random back-pressure probability")
      ("seed", po::value(&opt.seed)->default_value(1), "seed of the back-pressure pattern")
      ("trace", po::value(&opt.trace), "write an FST waveform of the whole run")
      ("trace-on-fail", po::value(&opt.trace_on_fail), "write an FST of the cycles around the first mismatch")
      ("junit", po::value(&opt.junit), "write a JUnit XML report")
      ("netlist", po::bool_switch(&opt.netlist), "simulate the post-synthesis netlist")
      ("max-print", po::value(&opt.max_printed)->default_value(10), "print at most this many mismatches");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "usage: shaderhw fpu --op OP --rounding {rne,rtz,rdn,rup,rmm} --vectors FILE|- [--ftz]\n"
             "Runs the RTL FP core on Berkeley TestFloat vectors (testfloat_gen output: operands,\n"
             "result and flags in hex). Results compare bit for bit; a NaN matches any NaN; for\n"
             "float-to-integer conversions, cases flagged invalid (0x10) are skipped. Exit 0 if\n"
             "all pass, 1 on mismatches, 2 on bad usage or input.")) {
    return 0;
  }
  return fpu::testfloat(opt);
}

void usage() {
  std::cout <<
      "usage: shaderhw <command> [options]   (shaderhw <command> --help for its options)\n"
      "commands:\n"
      "  run    regression: RTL against golden model (random) or a vector file\n"
      "  gen    write random transactions with expected values to a vector file\n"
      "  bench  golden and RTL throughput on the same vectors\n"
      "  disasm instruction words to assembly (--isa attila, valhall)\n"
      "  asm    assembly to instruction words (--isa attila, valhall)\n"
      "  fpu    run the FP core on Berkeley TestFloat (testfloat_gen) vectors\n"
      "exit codes: 0 all passed, 1 mismatches, 2 bad usage or bad input\n";
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
    if (cmd == "run") return cmd_run(args);
    if (cmd == "gen") return cmd_gen(args);
    if (cmd == "bench") return cmd_bench(args);
    if (cmd == "disasm") return cmd_text_tool(args, true);
    if (cmd == "asm") return cmd_text_tool(args, false);
    if (cmd == "fpu") return cmd_fpu(args);
    std::cerr << "shaderhw: unknown command '" << cmd << "'\n";
    usage();
    return 2;
  } catch (const po::error& e) {
    std::cerr << "shaderhw " << cmd << ": " << e.what() << " (see shaderhw " << cmd << " --help)\n";
    return 2;
  } catch (const UsageError& e) {
    std::cerr << "shaderhw " << cmd << ": " << e.what() << "\n";
    return 2;
  } catch (const InputError& e) {
    std::cerr << "shaderhw " << cmd << ": error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "shaderhw " << cmd << ": error: " << e.what() << "\n";
    return 2;
  }
}
