// Helpers for tests that run the shaderhw binary.
#pragma once
#include <sys/stat.h>
#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace shaderhw::test {

struct CmdResult {
  int exit_code;
  std::string output;  // stdout and stderr together
};

inline CmdResult run_shaderhw(const std::string& args) {
  const std::string cmd = std::string(SHADERHW_BIN) + " " + args + " 2>&1";
  CmdResult r{-1, {}};
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.output.append(buf, n);
  const int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

inline std::string temp_path(const std::string& name) {
  return std::string(::testing::TempDir()) + "shaderhw_" + name;
}

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

inline bool file_nonempty(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && st.st_size > 0;
}

inline std::string read_file(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// The closing line "N passed, M failed[, K skipped]" parsed; false if absent.
inline bool closing_line(const std::string& out, unsigned long long& passed,
                         unsigned long long& failed, unsigned long long& skipped) {
  std::istringstream in(out);
  std::string line;
  bool found = false;
  while (std::getline(in, line)) {
    unsigned long long p, f, s = 0;
    if (std::sscanf(line.c_str(), "%llu passed, %llu failed, %llu skipped", &p, &f, &s) >= 2) {
      passed = p;
      failed = f;
      skipped = s;
      found = true;
    }
  }
  return found;
}

// A run that exited 0 and closed with exactly `n` passed and none failed.
inline ::testing::AssertionResult all_passed(const CmdResult& r, unsigned long long n) {
  unsigned long long p = 0, f = 0, s = 0;
  if (r.exit_code != 0) return ::testing::AssertionFailure() << "exit " << r.exit_code << "\n" << r.output;
  if (!closing_line(r.output, p, f, s)) return ::testing::AssertionFailure() << "no closing line\n" << r.output;
  if (p != n || f != 0) {
    return ::testing::AssertionFailure() << p << " passed, " << f << " failed; want " << n
                                         << " passed\n" << r.output;
  }
  return ::testing::AssertionSuccess();
}

// A vector file that `run --isa ISA --vectors` must reject: exit status 2, `path:line:` and
// `message` in the output, and no closing "passed," line (nothing silently passes).
inline void expect_vector_file_rejected(const std::string& isa, const std::string& name,
                                        const std::string& text, int line,
                                        const std::string& message) {
  const std::string path = temp_path(isa + "_bad_" + name + ".vec");
  write_file(path, text);
  const CmdResult r = run_shaderhw("run --isa " + isa + " --vectors " + path);
  EXPECT_EQ(r.exit_code, 2) << name << "\n" << r.output;
  EXPECT_NE(r.output.find(path + ":" + std::to_string(line) + ":"), std::string::npos)
      << name << "\n" << r.output;
  EXPECT_NE(r.output.find(message), std::string::npos) << name << "\n" << r.output;
  EXPECT_EQ(r.output.find("passed,"), std::string::npos) << "no silent pass: " << name;
}

}  // namespace shaderhw::test
