// Speed of the TGSI golden interpreter (CTest tgsi.bench, label bench; never fails on speed):
// a mixed arithmetic program of 16 instructions run on many quads, one thread. Prints
// instruction x quad per second (wall clock). The target for this figure is >= 17M.
// Also printed: the same work per second of this process's CPU time, a figure that other jobs
// on a shared machine disturb less (they still share caches and cores).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstring>

#include "tgsi/asm.h"
#include "tgsi/exec.h"

using namespace shaderhw::tgsi;

int main() {
  const char* text =
      "FRAG\nDCL IN[0..3]\nDCL OUT[0..1]\nDCL TEMP[0..7]\nDCL CONST[0..7]\n"
      "MUL TEMP[0], IN[0], CONST[0]\n"
      "MAD TEMP[1], IN[1], CONST[1], TEMP[0]\n"
      "DP4 TEMP[2].x, TEMP[1], CONST[2]\n"
      "DP3 TEMP[2].y, IN[2], IN[2]\n"
      "RSQ TEMP[2].z, TEMP[2].y\n"
      "MUL TEMP[3].xyz, IN[2], TEMP[2].z\n"
      "ADD TEMP[4], TEMP[1], -TEMP[3]\n"
      "MAX TEMP[5], TEMP[4], CONST[3].xxxx\n"
      "MIN TEMP[5], TEMP[5], CONST[3].yyyy\n"
      "LRP TEMP[6], IN[3].xxxx, TEMP[5], TEMP[0]\n"
      "FRC TEMP[7], TEMP[6]\n"
      "CMP TEMP[7], TEMP[4], TEMP[7], TEMP[6]\n"
      "SLT TEMP[0].w, TEMP[2].x, CONST[3].z\n"
      "MAD_SAT TEMP[1], TEMP[7], CONST[4], |TEMP[5]|\n"
      "EX2 TEMP[2].w, TEMP[2].x\n"
      "MUL OUT[0], TEMP[1], TEMP[2].w\n";
  const AsmOutput a = assemble(text);
  if (!a.ok) {
    std::fprintf(stderr, "assemble: %s\n", a.error.to_string().c_str());
    return 1;
  }
  const CompileResult c = compile(parse(a.tokens).program);
  if (!c.ok()) {
    std::fprintf(stderr, "compile: %s\n", c.message.c_str());
    return 1;
  }
  Machine m;
  for (int i = 0; i < 8; ++i)
    for (int k = 0; k < 4; ++k) {
      float f = 0.25f * float(i + 1) - 0.125f * float(k);
      std::memcpy(&m.constant[i].c[k], &f, 4);
    }
  const int instructions = static_cast<int>(c.program.instructions());
  uint64_t quads = 0;
  uint32_t sink = 0;
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  double seconds = 0;
  while (seconds < 1.0) {
    for (int rep = 0; rep < 2000; ++rep, ++quads) {
      for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 4; ++k)
          for (int l = 0; l < 4; ++l) {
            float f = 0.001f * float((quads + r * 7 + k * 3 + l) % 1000) - 0.3f;
            std::memcpy(&m.in[r].v[k][l], &f, 4);
          }
      const ExecResult r = execute(c.program, m);
      if (r.status != ExecStatus::OK) return 1;
      sink += m.out[0].v[0][0];
    }
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
  const double rate = double(quads) * instructions / seconds;
  std::printf("tgsi golden: %d instructions x %llu quads in %.2f s = %.2fM instruction x quad / s "
              "(target 17M) [%08x]\n",
              instructions, static_cast<unsigned long long>(quads), seconds, rate / 1e6, sink);
  std::printf("tgsi golden: CPU time %.2f s = %.2fM instruction x quad per CPU second\n", cpu,
              double(quads) * instructions / cpu / 1e6);
  return 0;
}
