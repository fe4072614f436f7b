// Shared by the disasm/asm subcommands of every ISA: the output stream and the numbered lines of
// the input without blank lines and comment lines ('#' or ';' first).
#pragma once
#include <fstream>
#include <iostream>
#include <string>

#include "core/text_input.h"

namespace shaderhw {

inline std::ostream* open_text_output(const std::string& path, std::ofstream& file) {
  if (path == "-") return &std::cout;
  file.open(path);
  if (!file) throw InputError(path, 0, "cannot write file");
  return &file;
}

// Calls f(file name, line number, line) for each line that is neither blank nor a comment.
template <class F>
void for_each_text_line(const std::string& path, F&& f) {
  std::ifstream file;
  std::istream* in = &std::cin;
  const std::string name = path == "-" ? "<stdin>" : path;
  if (path != "-") {
    file.open(path);
    if (!file) throw InputError(path, 0, "cannot open file");
    in = &file;
  }
  std::string line;
  size_t n = 0;
  while (std::getline(*in, line)) {
    ++n;
    const size_t b = line.find_first_not_of(" \t\r");
    if (b == std::string::npos || line[b] == '#' || line[b] == ';') continue;
    f(name, n, line);
  }
}

}  // namespace shaderhw
