// The files of the TGSI plug-in (grammar in harness/README.md, "TGSI programs"): program files
// (token words or the text form of golden/tgsi/ASM.md), inputs files (`IN[i] pK x y z w`,
// `CONST[i] x y z w`), the output lines of `shaderhw exec` (`OUT[i] pK x y z w`), and vector
// files (`shaderhw-vectors 1 tgsi`: whole programs with their inputs and expected outputs).
// Every error names the file and the line (InputError, exit 2).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/text_input.h"
#include "tgsi/tgsi_rtl.h"

namespace shaderhw::tgsi {

// What a vector file expects of a program (every output it does not name is expected 0).
struct FileExpect {
  bool present = false;  // the item comes from a vector file
  ExecStatus status = ExecStatus::OK;
  uint8_t kill = 0;
  QuadVec out[kOutputs];
  size_t line = 0;  // the vector's first line
};

// One item of the plug-in: a program with its inputs, the golden run, and (vector files) the
// expectations of the file.
struct Item {
  Item() {}  // not an aggregate: `Item{}` of a huge aggregate upsets GCC 12's -Wmaybe-uninitialized
  Case txn;
  GoldenRun gold;
  FileExpect expected;
  uint64_t origin = 0;
};

// The whole text of a file ("-": standard input). Throws InputError when it cannot be read.
std::string read_whole(const std::string& path);

// Token words (1-8 hex digits, optional 0x, separated by white space, '#' comments to the end of
// the line) with the line of each token. `first_line` numbers the first line of `text`.
struct TokenWords {
  std::vector<uint32_t> tokens;
  std::vector<size_t> line;  // line of tokens[i]
};
TokenWords read_token_words(const std::string& name, std::string_view text,
                            size_t first_line = 1);

// parse(tokens) that must accept: otherwise an InputError at the line of the failing token.
Program parse_or_fail(const std::string& name, const TokenWords& w);

// A program file: token words, or the text form (recognised by its content: a program whose words
// are all hex words is tokens, anything else is assembled), or with `text` the text form only
// (`exec --text`). Throws InputError naming file:line.
struct ProgramFile {
  std::vector<uint32_t> tokens;
  Program program;
  bool text_form = false;
};
ProgramFile read_program_file(const std::string& path, bool text = false);

// An inputs file (`max_steps`, `IN[i]`, `CONST[i]` lines) into `c`. Throws InputError.
void read_inputs_file(const std::string& path, Case& c);
// The inputs of `c` in that format (max_steps, then the non-zero registers).
std::string format_inputs(const Case& c);

// OUT registers a program declares (bit i: OUT[i]).
uint32_t declared_outputs(const Program& p);
// `OUT[i] pK x y z w` for every declared output register and pixel, one per line.
std::string out_lines(const Program& p, const QuadVec* out);

// The listing of a case for mismatch reports: its name, the numbered text form, its inputs.
std::string case_listing(const Case& c);

// Vector files.
std::vector<Item> read_vector_file(const std::string& path);  // golden runs not filled in
std::string format_vector(const Item& item);                   // expectations: the golden run

// Golden status of a name ("OK", "STEP_LIMIT", ...); false when unknown.
bool status_of_name(std::string_view name, ExecStatus& s);

}  // namespace shaderhw::tgsi
