// The ISA plug-in interface. Every instruction set of the harness (and the FP core, which the
// harness treats as one) is an `Isa`: the CLI (harness/main.cpp) knows nothing else about it.
// Adding an ISA is a folder harness/<isa>/ with a class implementing this interface (usually
// through IsaHarness<Traits>, core/isa_harness.h, which gives run, gen and bench from a small
// traits class) plus one line in harness/registry.cpp.
#pragma once
#include <boost/program_options/options_description.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/options.h"

namespace shaderhw {

// A subcommand an ISA adds of its own (e.g. `shaderhw fpu`, which reads TestFloat files).
// `run` receives the arguments after the command name and returns the exit code.
struct IsaCommand {
  std::string name;
  std::string summary;  // one line for `shaderhw --help`
  std::function<int(const std::vector<std::string>& args)> run;
};

class Isa {
 public:
  virtual ~Isa() = default;

  virtual const char* name() const = 0;     // the --isa value
  virtual const char* summary() const = 0;  // one line for --help

  // Options of this ISA that configure its random transactions (`run --random` and `gen`),
  // bound to members of the plug-in. The CLI shows them under "<name> options" and rejects
  // them when another ISA is selected, or with --vectors (a vector file's header sets them).
  virtual void add_random_options(boost::program_options::options_description& desc) {
    (void)desc;
  }

  virtual int run(const RunOptions& opt) = 0;
  virtual int gen(const GenOptions& opt) = 0;
  virtual int bench(const BenchOptions& opt) = 0;

  // disasm / asm, for instruction sets with an encoding. Options of their own (e.g. ATTILA's
  // --micro-triangle) are added like the random options.
  virtual bool has_encoding() const { return false; }
  virtual void add_text_tool_options(boost::program_options::options_description& desc) {
    (void)desc;
  }
  // One line of text in, one out. `ok` false: bad input, `error` says why (the caller adds
  // file:line and exits 2). disasm marks an illegal word with `illegal` (exit 1) and still
  // prints its text.
  struct TextLine {
    bool ok = true;
    bool illegal = false;
    std::string text;
    std::string error;
  };
  virtual TextLine disassemble_line(const std::string& line, const TextToolOptions& opt) {
    (void)line, (void)opt;
    return {false, false, {}, "no instruction encoding"};
  }
  virtual TextLine assemble_line(const std::string& line, const TextToolOptions& opt) {
    (void)line, (void)opt;
    return {false, false, {}, "no instruction encoding"};
  }
  // What disasm reads and what asm prints, for --help.
  virtual std::string word_format() const { return {}; }

  // The whole files: every line that is neither blank nor a comment ('#' or ';' first), in
  // order. disasm: exit 0, or 1 when a word is illegal; asm: exit 0. Bad input throws
  // InputError naming file:line. An ISA whose words are not one per line (Rogue's byte stream,
  // where a group may span lines) overrides disasm to read its input as a whole.
  virtual int disasm(const TextToolOptions& opt);
  int assemble(const TextToolOptions& opt);

  // Whole programs (ISAs with a shader core in RTL and an instruction-set simulator in golden):
  // `shaderhw exec` and `shaderhw gen --programs`.
  virtual bool has_programs() const { return false; }
  // A compact (FPGA) configuration besides the fast one (run --config compact).
  virtual bool has_compact() const { return false; }
  // Options of this ISA's `exec` (e.g. TGSI's --text), added like the random options.
  virtual void add_exec_options(boost::program_options::options_description& desc) {
    (void)desc;
  }
  virtual int exec(const ExecOptions& opt) {
    (void)opt;
    return 2;
  }
  virtual int gen_programs(const GenOptions& opt) {
    (void)opt;
    return 2;
  }

  virtual std::vector<IsaCommand> commands() { return {}; }
};

// Every registered ISA, in registration order (harness/registry.cpp); `--isa all` walks it.
const std::vector<std::unique_ptr<Isa>>& isas();
// The ISA named `name`, or nullptr.
Isa* find_isa(const std::string& name);

}  // namespace shaderhw
