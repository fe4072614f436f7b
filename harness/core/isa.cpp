#include "core/isa.h"

#include <fstream>

#include "core/text_input.h"
#include "core/text_tool.h"

namespace shaderhw {

int Isa::disasm(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  int rc = 0;
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, const std::string& line) {
    const TextLine t = disassemble_line(line, opt);
    if (!t.ok) throw InputError(name, n, t.error);
    if (t.illegal) rc = 1;
    *os << t.text << "\n";
  });
  os->flush();
  if (!*os) throw InputError(opt.output, 0, "write failed");
  return rc;
}

int Isa::assemble(const TextToolOptions& opt) {
  std::ofstream file;
  std::ostream* os = open_text_output(opt.output, file);
  for_each_text_line(opt.input, [&](const std::string& name, size_t n, const std::string& line) {
    const TextLine t = assemble_line(line, opt);
    if (!t.ok) throw InputError(name, n, t.error);
    *os << t.text << "\n";
  });
  os->flush();
  if (!*os) throw InputError(opt.output, 0, "write failed");
  return 0;
}

Isa* find_isa(const std::string& name) {
  for (const auto& isa : isas()) {
    if (name == isa->name()) return isa.get();
  }
  return nullptr;
}

}  // namespace shaderhw
