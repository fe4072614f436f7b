// Valhall floating-point lane unit (rtl/valhall/valhall_fp_lane.sv, with the RTL decoder in
// tests/valhall/valhall_fp_lane_tb.sv, verilated as Vvalhall_fp_lane_tb) against the golden
// execution model (golden/valhall/execute.h, valhall::execute) used as the oracle.
//
// Random legal words of the lane's instructions (random 64-bit words with the instruction's
// opcodes forced, rejection-sampled through the golden decoder; write mask 11), random source
// values drawn mostly from special values (+-0, +-inf, NaN payloads, binary32 and binary16
// subnormals, +-1, halfway cases, INT_MIN/MAX, binary16 pairs) and a random FTZ mode (all four). The
// words stream through the pipeline one per cycle; result_o[31:0] is compared with lane 0's
// register value (golden, lane 0 active, lanes 1-3 inactive) and flag_o with its discard bit
// for DISCARD.f32. Per-instruction mismatch counts are printed.
// Quick*: 4*10^4 words (label quick); Long*: 10^6 words (label long). Fixed seeds.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "Vvalhall_fp_lane_tb.h"
#include "Vvalhall_fp_lane_tb_p0.h"
#include "Vvalhall_fp_lane_tb_p4.h"
#include "valhall/decode.h"
#include "valhall/execute.h"
#include "verilated.h"

namespace shaderhw::valhall {
namespace {

// The instructions of the lane (rtl/valhall/README.md, "Floating-point lane unit"), by name.
const char* const kLaneInstructions[] = {
    "CSEL.f32", "CSEL.v2f16", "CUBEFACE1", "CUBEFACE2", "CUBE_SSEL", "CUBE_TSEL",
    "DISCARD.f32", "F16_TO_F32", "F16_TO_S32", "F16_TO_U32", "F32_TO_S32", "F32_TO_U32",
    "FADD.f32", "FADD_IMM.f32", "FADD_IMM.v2f16", "FADD_LSCALE.f32", "FADD.v2f16",
    "FATAN_ASSIST.f32", "FCMP.f32", "FCMP.v2f16", "FCOS_TABLE.u6", "FEXP.f32",
    "FEXP_TABLE.u4", "FLOGD.f32", "FLOG_TABLE.f32", "FMAX.f32", "FMAX.v2f16", "FMA.f32",
    "FMA_RSCALE.f32", "FMA_RSCALE_LEFT.f32", "FMA_RSCALE_N.f32", "FMA_RSCALE_SCALE16.f32",
    "FMA.v2f16", "FMIN.f32", "FMIN.v2f16", "FPCLASS.f16", "FPCLASS.f32", "FRCP_APPROX.f32",
    "FRCP.f16", "FRCP.f32", "FREXPE.f32", "FREXPE.v2f16", "FREXPM.f32", "FREXPM.v2f16",
    "FROUND.f32", "FROUND.v2f16", "FRSQ_APPROX.f32", "FRSQ.f16", "FRSQ.f32",
    "FSINCOS_OFFSET.u6", "FSIN_TABLE.u6", "LDEXP.f32", "LDEXP.v2f16", "S16_TO_F32",
    "S32_TO_F32", "S8_TO_F32", "U16_TO_F32", "U32_TO_F32", "U8_TO_F32", "V2F16_TO_V2S16",
    "V2F16_TO_V2U16", "V2F32_TO_V2F16", "V2S16_TO_V2F16", "V2S8_TO_V2F16",
    "V2U16_TO_V2F16", "V2U8_TO_V2F16"};

const uint32_t kF32Specials[] = {
    0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
    0x7FA00000, 0x00000001, 0x807FFFFF, 0x00400000, 0x00800000, 0x80800000, 0x3F800000,
    0xBF800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x3F000000, 0xBF000000, 0x40200000, 0xC0200000,
    0x3FC00000, 0x3EC00000, 0x4B000000, 0x4B7FFFFF, 0x4F000000, 0xCF000000, 0x4F800000,
    0x42FE0000, 0x43000000, 0xC3000000, 0x3F400000, 0x3F3FFFFF, 0x477FE000, 0x477FF000,
    0x33800000, 0x387FC000, 0x38800000, 0x80000001, 0x7FFFFFFF, 0xFFFFFFFF, 0x00000040,
    0x0000003F, 0x00000007, 0x00000010, 0xFFFFFF80, 0x01000000, 0xFF000000};
const uint16_t kF16Specials[] = {
    0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7D00, 0xFE01, 0x0001, 0x83FF, 0x0200,
    0x0400, 0x8400, 0x3C00, 0xBC00, 0x7BFF, 0xFBFF, 0x3800, 0xB800, 0x4100, 0xC100,
    0x3E00, 0x3A00, 0x7800, 0xF800, 0x7FFF, 0xFFFF, 0x0010, 0x0080, 0x00FF, 0x3BFF};

class ValueGen {
 public:
  explicit ValueGen(uint64_t seed) : rng_(seed) {}
  uint64_t next64() { return rng_(); }
  unsigned below(unsigned n) { return static_cast<unsigned>(rng_() % n); }

  uint16_t half() {
    switch (below(4)) {
      case 0:
      case 1: return kF16Specials[below(sizeof(kF16Specials) / 2)];
      case 2: {  // moderate exponent, random mantissa
        const uint16_t e = static_cast<uint16_t>(10 + below(12));
        return static_cast<uint16_t>((below(2) << 15) | (e << 10) | below(1024));
      }
      default: return static_cast<uint16_t>(rng_());
    }
  }
  uint32_t word() {
    switch (below(10)) {
      case 0:
      case 1:
      case 2: return kF32Specials[below(sizeof(kF32Specials) / 4)];
      case 3:
      case 4: return static_cast<uint32_t>(half()) | (static_cast<uint32_t>(half()) << 16);
      case 5:
      case 6: {  // moderate exponent (cancellation, rounding, conversions in range)
        const uint32_t e = 110 + below(45);
        return (below(2) << 31) | (e << 23) | static_cast<uint32_t>(rng_() & 0x7FFFFF);
      }
      case 7: {  // subnormal
        return (below(2) << 31) | static_cast<uint32_t>(rng_() & 0x7FFFFF);
      }
      case 8: return static_cast<uint32_t>(static_cast<int32_t>(below(400)) - 200);
      default: return static_cast<uint32_t>(rng_());
    }
  }

 private:
  std::mt19937_64 rng_;
};

struct Pending {
  int ins = -1;
  uint64_t word = 0;
  uint64_t src[gen::MAX_SRCS] = {};
  int ftz = 0;
  bool has_dest = false;
  bool is_discard = false;
  uint32_t expect_value = 0;
  bool expect_discard = false;
};

uint64_t force_opcode(uint64_t w, const gen::InsInfo& info) {
  w &= ~(uint64_t{1} << 63);
  w &= ~(uint64_t{0x1FF} << 48);
  w |= uint64_t{info.primary} << 48;
  if (info.has_sec) {
    const uint64_t m = (uint64_t{1} << info.sec_width) - 1;
    w &= ~(m << info.sec_lsb);
    w |= (uint64_t{info.secondary} & m) << info.sec_lsb;
    if (info.sec_has_hi) {
      w &= ~(uint64_t{1} << 32);
      w |= uint64_t{(info.secondary >> 8) & 1u} << 32;
    }
  }
  if (info.dest) w |= uint64_t{3} << 46;  // write mask 11
  return w;
}

// Model: a verilated valhall_fp_lane_tb with NumPipeRegs = kPipeRegs.
template <class Model, unsigned kPipeRegs>
void run(uint64_t seed, unsigned count) {
  std::vector<int> targets;
  for (const char* n : kLaneInstructions) {
    const int i = find_instruction(n);
    ASSERT_GE(i, 0) << n;
    targets.push_back(i);
  }

  auto ctx = std::make_unique<VerilatedContext>();
  auto dut = std::make_unique<Model>(ctx.get());
  dut->rst_ni = 1;
  dut->reg_en_i = (1u << (kPipeRegs + 1)) - 1;
  dut->clk_i = 0;
  dut->eval();

  ValueGen gen(seed);
  std::printf("NumPipeRegs %u, seed %" PRIu64 ", %u words\n", kPipeRegs, seed, count);
  double rtl_seconds = 0;
  std::map<int, unsigned> tested, mismatched;
  std::deque<Pending> in_flight;
  unsigned printed = 0;
  unsigned total_mismatches = 0;
  // FP_LANE_DUMP=n prints the first n compared words (to inspect the stimulus).
  const char* dump_env = std::getenv("FP_LANE_DUMP");
  int dump_left = dump_env ? std::atoi(dump_env) : 0;

  auto check = [&](const Pending& p) {
    const uint32_t got = static_cast<uint32_t>(dut->result_o);
    const bool got_flag = dut->flag_o;
    bool ok = true;
    if (p.has_dest && got != p.expect_value) ok = false;
    if (p.is_discard && got_flag != p.expect_discard) ok = false;
    ++tested[p.ins];
    if (dump_left > 0) {
      --dump_left;
      std::printf("dump %s word %016" PRIx64 " ftz %d src %08x %08x %08x: rtl %08x golden %08x\n",
                  gen::INSTRUCTIONS[p.ins].name, p.word, p.ftz,
                  static_cast<uint32_t>(p.src[0]), static_cast<uint32_t>(p.src[1]),
                  static_cast<uint32_t>(p.src[2]), got, p.expect_value);
    }
    if (!ok) {
      ++mismatched[p.ins];
      ++total_mismatches;
      if (printed++ < 40) {
        std::printf("MISMATCH %s word %016" PRIx64 " ftz %d src %016" PRIx64 " %016" PRIx64
                    " %016" PRIx64 " %016" PRIx64 ": rtl %08x flag %d, golden %08x flag %d\n",
                    gen::INSTRUCTIONS[p.ins].name, p.word, p.ftz, p.src[0], p.src[1], p.src[2],
                    p.src[3], got, got_flag, p.expect_value, p.expect_discard);
      }
    }
  };

  // After the clock edge of cycle n the output shows the word that entered at cycle n - lag
  // (a word is applied before the edge that loads register 1; the output stage follows the last
  // register combinationally; without registers the output follows the inputs).
  constexpr unsigned lag = kPipeRegs == 0 ? 0 : kPipeRegs - 1;
  for (unsigned n = 0; n < count + lag; ++n) {
    if (n < count) {
      Pending p;
      const int ins = targets[gen.below(static_cast<unsigned>(targets.size()))];
      const gen::InsInfo& info = gen::INSTRUCTIONS[ins];
      Decoded d;
      uint64_t w = 0;
      for (int tries = 0; tries < 10000; ++tries) {
        w = force_opcode(gen.next64(), info);
        d = decode(w);
        if (!d.illegal && d.ins == ins) break;
      }
      ASSERT_TRUE(!d.illegal && d.ins == ins) << info.name;
      p.ins = ins;
      p.word = w;
      p.has_dest = info.dest;
      p.is_discard = std::string(info.name) == "DISCARD.f32";
      p.ftz = static_cast<int>(gen.below(4));
      ExecIn in;
      in.word = w;
      for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
        p.src[k] = (uint64_t{static_cast<uint32_t>(gen.next64())} << 32) | gen.word();
      }
      // One word in 16: B = -A or B = A (exact zero sums, their sign in each round mode,
      // equal compares); one in 16: C = -(A*B) rounded to binary32 (FMA cancellation).
      const unsigned directed = gen.below(16);
      if (directed == 0) {
        p.src[1] = (p.src[1] & ~uint64_t{0xFFFFFFFF}) |
                   (static_cast<uint32_t>(p.src[0]) ^ (gen.below(2) ? 0x80000000u : 0u));
      } else if (directed == 1) {
        float a, b;
        const uint32_t ab = static_cast<uint32_t>(p.src[0]), bb = static_cast<uint32_t>(p.src[1]);
        std::memcpy(&a, &ab, 4);
        std::memcpy(&b, &bb, 4);
        const float c = static_cast<float>(-(static_cast<double>(a) * static_cast<double>(b)));
        uint32_t cb;
        std::memcpy(&cb, &c, 4);
        p.src[2] = (p.src[2] & ~uint64_t{0xFFFFFFFF}) | cb;
      }
      for (unsigned k = 0; k < gen::MAX_SRCS; ++k) in.lane[0].src[k] = p.src[k];
      for (int l = 1; l < kLanes; ++l) in.lane[l].active = false;
      ExecConfig cfg;
      cfg.ftz = static_cast<FtzMode>(p.ftz);
      const ExecOut out = execute(in, cfg);
      ASSERT_FALSE(out.illegal);
      p.expect_value = out.lane[0].value[0];
      p.expect_discard = out.lane[0].discard;

      dut->instr_i = w;
      for (unsigned k = 0; k < gen::MAX_SRCS; ++k) {
        dut->src_i[2 * k] = static_cast<uint32_t>(p.src[k]);
        dut->src_i[2 * k + 1] = static_cast<uint32_t>(p.src[k] >> 32);
      }
      dut->ftz_i = static_cast<uint8_t>(p.ftz);
      in_flight.push_back(p);
    }
    const auto t0 = std::chrono::steady_clock::now();
    dut->clk_i = 1;
    dut->eval();
    dut->clk_i = 0;
    dut->eval();
    rtl_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (n >= lag && n - lag < count) {
      check(in_flight.front());
      in_flight.pop_front();
    }
  }

  std::printf("%-24s %8s %8s\n", "instruction", "tested", "mismatch");
  for (const auto& [ins, t] : tested) {
    std::printf("%-24s %8u %8u\n", gen::INSTRUCTIONS[ins].name, t, mismatched[ins]);
  }
  std::printf("total %u words, %u mismatches; RTL evaluation %.2f us per word\n", count,
              total_mismatches, 1e6 * rtl_seconds / count);
  EXPECT_EQ(total_mismatches, 0u);
}

TEST(Quick, RandomWords) { run<Vvalhall_fp_lane_tb, 3>(0x5EED'0001, 40000); }
TEST(Quick, RandomWordsCombinational) { run<Vvalhall_fp_lane_tb_p0, 0>(0x5EED'0003, 20000); }
TEST(Quick, RandomWordsFourRegs) { run<Vvalhall_fp_lane_tb_p4, 4>(0x5EED'0004, 20000); }
TEST(Long, RandomWords) { run<Vvalhall_fp_lane_tb, 3>(0x5EED'0002, 1000000); }

}  // namespace
}  // namespace shaderhw::valhall
