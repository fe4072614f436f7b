// R500 execution pipeline (rtl/r500/r500_pipeline.sv, verilated as Vr500_pipeline at NumPipeRegs
// 3, Vr500_pipeline_p0 and Vr500_pipeline_p5; Lanes = 4) against the golden execution model
// (golden/r500/execute.h, execute() as the oracle), bit for bit on every ExecOut field.
//
// Transactions: random legal ALU, OUT and TEX instructions built field by field over their legal
// values and encoded by the golden encoder (every RGB and alpha opcode, uniformly, so every
// co-issue pairing of 5.3 occurs; every texture opcode), some FC instructions (type FC, no
// effect) and one in 32 a uniformly random six-word instruction (mostly illegal: the no-effect
// path). Operands from special classes (+-0, +-inf, NaNs with payloads, subnormals of both signs,
// 0.5/1/2 and their neighbours at the CND and CMP thresholds, integers and near-integers for FRC,
// quarter and eighth turns for SIN/COS, huge and tiny values for overflow and flushing, random
// bits); random aL, zero-times-anything, predicate, active, killed and covered bits per pixel.
// Driven through the valid/ready ports with random input bubbles and output back-pressure; the
// tag order is checked. Every RGB and alpha opcode must be checked at least 1000 times in every
// run. RtlPipeline (label quick): 10^5 transactions at NumPipeRegs 3, 3*10^4 at 0 and at 5;
// LongRtlPipeline (label long): 2*10^6 at 3.
// A mismatch prints the instruction (words and golden disassembly), the inputs and every
// differing field.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "Vr500_pipeline.h"
#include "Vr500_pipeline_p0.h"
#include "Vr500_pipeline_p5.h"
#include "dut.h"
#include "port_bits.h"
#include "r500/asm.h"
#include "r500/decode.h"
#include "r500/execute.h"

namespace shaderhw::r500 {
namespace {

using namespace port_bits;
constexpr int P = kPixels;

class Gen {
 public:
  explicit Gen(uint64_t seed) : r_(seed) {}
  unsigned u(unsigned n) { return static_cast<unsigned>(r_() % n); }
  uint64_t next() { return r_(); }

  // A binary32 value of a special class.
  uint32_t value() {
    static const uint32_t kPool[] = {
        0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001,
        0x7FBFFFFF, 0xFFFFFFFF, 0x00000001, 0x807FFFFF, 0x00400000, 0x80000001, 0x00800000,
        0x80800000, 0x00FFFFFF, 0x3F800000, 0xBF800000, 0x3F000000, 0xBF000000, 0x40000000,
        0xC0000000, 0x3F000001, 0x3EFFFFFF, 0x3F7FFFFF, 0x3F800001, 0x7F7FFFFF, 0xFF7FFFFF,
        0x3E800000, 0xBE800000, 0x3E000000, 0xBE000000, 0x3EC00000, 0x3F400000, 0x4B000000,
        0x4B000001, 0xCB000001, 0x4AFFFFFF, 0x3FC00000, 0xBFC00000, 0x40490FDB, 0x3E22F983,
        0x2F800000, 0xAF800000, 0x5F000000, 0x1F000000, 0x3E7FFFFF, 0x3E800001, 0x3DFFFFFF,
        0x3E000001, 0xB3800000, 0x33800000, 0x00FFFFFE, 0x01000000, 0x43000000, 0xC2FE0000};
    switch (u(8)) {
      case 0:
      case 1:
      case 2: return kPool[u(sizeof kPool / sizeof kPool[0])];
      case 3: {  // a small integer or a near-integer, either sign
        const int n = static_cast<int>(u(17)) - 8;
        float f = static_cast<float>(n);
        if (u(2)) f += (u(2) ? 1.0f : -1.0f) * static_cast<float>(u(1024)) / 4096.0f;
        uint32_t b;
        std::memcpy(&b, &f, 4);
        return b;
      }
      case 4: {  // a random normal in [2^-8, 2^8)
        return (static_cast<uint32_t>(u(2)) << 31) | ((119u + u(16)) << 23) |
               static_cast<uint32_t>(r_() & 0x7FFFFF);
      }
      case 5: {  // a value near the overflow or the flush thresholds
        const uint32_t e = u(2) ? 240u + u(15) : 1u + u(12);
        return (static_cast<uint32_t>(u(2)) << 31) | (e << 23) | static_cast<uint32_t>(r_() & 0x7FFFFF);
      }
      default: return static_cast<uint32_t>(r_());
    }
  }
  Vec4 vec() { return Vec4{{value(), value(), value(), value()}}; }

  // A legal instruction of type t, fields drawn over their legal values (reserved bits 0, P23).
  Instruction legal(InstType t) {
    for (;;) {
      Decoded d;
      CommonFields& c = d.cmn;
      c.type = t;
      c.tex_sem_wait = u(2);
      c.rgb_pred_sel = u(2) ? PredSel::NONE : static_cast<PredSel>(u(6));
      c.rgb_pred_inv = u(2);
      c.write_inactive = u(4) == 0;
      c.last = u(2);
      c.nop = u(2);
      c.alu_wait = u(2);
      c.rgb_wmask = u(8);
      c.alpha_wmask = u(2);
      c.rgb_omask = u(8);
      c.alpha_omask = u(2);
      c.rgb_clamp = u(2);
      c.alpha_clamp = u(2);
      c.alu_result_alpha = u(2);
      c.alpha_pred_inv = u(2);
      c.alu_result_op = static_cast<Cmp>(u(4));
      c.alpha_pred_sel = u(2) ? PredSel::NONE : static_cast<PredSel>(u(6));
      c.stat_we = u(16);
      if (t == InstType::ALU || t == InstType::OUT) {
        AluFields& a = d.alu;
        for (int n = 0; n < 3; ++n) {
          for (SourceSlot* s : {&a.rgb_src[n], &a.alpha_src[n]}) {
            s->konst = u(4) == 0;
            s->addr = static_cast<uint8_t>(u(256));
            if (!s->konst && u(3) != 0) s->addr &= 0x7F;  // mostly temporaries
            s->rel = u(4) == 0;
          }
          for (Arg* arg : {&a.rgb_arg[n], &a.alpha_arg[n]}) {
            arg->sel = static_cast<Sel>(u(4));
            for (auto& s : arg->swiz) s = static_cast<Swiz>(u(3) ? u(4) : u(8));
            arg->mod = static_cast<Mod>(u(2) ? 0 : u(4));
          }
          a.alpha_arg[n].swiz[1] = a.alpha_arg[n].swiz[2] = Swiz::R;
        }
        a.rgb_srcp_op = static_cast<SrcpOp>(u(4));
        a.alpha_srcp_op = static_cast<SrcpOp>(u(4));
        do a.rgb_op = static_cast<uint8_t>(u(16)); while (!gen::RGB_OP_INFO[a.rgb_op].valid);
        do a.alpha_op = static_cast<uint8_t>(u(16)); while (!gen::ALPHA_OP_INFO[a.alpha_op].valid);
        a.rgb_omod = static_cast<Omod>(u(2) ? 0 : u(8));
        a.alpha_omod = static_cast<Omod>(u(2) ? 0 : u(8));
        a.rgb_target = u(4);
        a.alpha_target = u(4);
        a.alu_wmask = u(2);
        a.w_omask = u(2);
        a.rgb_addrd = u(128);
        a.rgb_addrd_rel = u(4) == 0;
        a.alpha_addrd = u(128);
        a.alpha_addrd_rel = u(4) == 0;
      } else if (t == InstType::TEX) {
        TexFields& x = d.tex;
        x.inst = u(7);
        x.tex_id = u(16);
        x.sem_acquire = u(2);
        x.ignore_uncovered = u(2);
        x.unscaled = u(2);
        for (TexReg* reg : {&x.src, &x.dst, &x.dx, &x.dy}) {
          reg->addr = u(128);
          reg->rel = u(4) == 0;
          for (auto& s : reg->swiz) s = static_cast<Swiz2>(u(4));
        }
        if (x.op() != TexOp::DXDY) x.dx = x.dy = TexReg{};
      } else {
        FcFields& f = d.fc;
        f.op = u(8);
        f.a_op = static_cast<AOp>(u(3));
        f.jump_func = u(256);
        f.b_op0 = static_cast<BOp>(u(3));
        f.b_op1 = static_cast<BOp>(u(3));
        f.jump_addr = u(512);
      }
      const Instruction w = encode(d);
      if (!decode(w).illegal) return w;
    }
  }

  Instruction instruction() {
    if (u(32) == 0) {
      Instruction w;
      for (auto& x : w.w) x = static_cast<uint32_t>(r_());
      return w;
    }
    const unsigned k = u(20);
    const InstType t = k < 8 ? InstType::ALU : k < 14 ? InstType::OUT : k < 19 ? InstType::TEX
                                                                              : InstType::FC;
    return legal(t);
  }

  void transaction(ExecIn& in, ExecConfig& cfg) {
    in = ExecIn{};
    in.instr = instruction();
    in.aL = static_cast<uint8_t>(u(256));
    cfg.zero_times_anything = u(2);
    const unsigned activity = u(4);
    for (int p = 0; p < P; ++p) {
      PixelIn& x = in.px[p];
      for (int n = 0; n < 3; ++n) {
        x.rgb_slot[n] = vec();
        x.alpha_slot[n] = vec();
      }
      x.tex_src = vec();
      x.tex_dx = vec();
      x.tex_dy = vec();
      x.pred = static_cast<uint8_t>(u(16));
      x.active = activity == 0 ? u(2) : u(16) != 0;
      x.killed = u(12) == 0;
      x.covered = u(4) != 0;
    }
  }

 private:
  std::mt19937_64 r_;
};

template <class Model>
void drive(Model& m, const ExecIn& in, const ExecConfig& cfg, uint32_t tag) {
  m.in_valid_i = 1;
  m.in_tag_i = tag;
  for (int i = 0; i < kWords; ++i) m.instr_i[i] = in.instr.w[i];
  m.al_i = in.aL;
  m.zero_times_anything_i = cfg.zero_times_anything;
  uint32_t pred = 0, active = 0, killed = 0, covered = 0;
  for (int p = 0; p < P; ++p) {
    const PixelIn& x = in.px[p];
    for (int n = 0; n < 3; ++n) {
      for (int c = 0; c < 3; ++c) put32(m.rgb_slot_i, p * 288 + n * 96 + c * 32, x.rgb_slot[n].c[c]);
      put32(m.alpha_slot_i, p * 96 + n * 32, x.alpha_slot[n].c[3]);
    }
    for (int c = 0; c < 4; ++c) {
      put32(m.tex_src_i, p * 128 + c * 32, x.tex_src.c[c]);
      put32(m.tex_dx_i, p * 128 + c * 32, x.tex_dx.c[c]);
      put32(m.tex_dy_i, p * 128 + c * 32, x.tex_dy.c[c]);
    }
    pred |= (x.pred & 0xFu) << (4 * p);
    active |= static_cast<uint32_t>(x.active) << p;
    killed |= static_cast<uint32_t>(x.killed) << p;
    covered |= static_cast<uint32_t>(x.covered) << p;
  }
  m.pred_i = pred;
  m.active_i = active;
  m.killed_i = killed;
  m.covered_i = covered;
}

template <class Port>
Vec4 vec_at(const Port& port, unsigned lsb) {
  Vec4 v;
  for (int c = 0; c < 4; ++c) v.c[c] = get32(port, lsb + 32 * c);
  return v;
}

template <class Model>
ExecOut read(const Model& m) {
  ExecOut o;
  o.illegal = m.illegal_o;
  o.type = static_cast<InstType>(m.type_o);
  o.rgb_addr = m.rgb_addr_o;
  o.alpha_addr = m.alpha_addr_o;
  o.rgb_target = m.rgb_target_o;
  o.alpha_target = m.alpha_target_o;
  o.tex_valid = m.tex_valid_o;
  o.tex_op = static_cast<TexOp>(m.tex_op_o);
  o.tex_unit = m.tex_unit_o;
  o.tex_unscaled = m.tex_unscaled_o;
  o.tex_sem_acquire = m.tex_sem_acquire_o;
  o.tex_dst_addr = m.tex_dst_addr_o;
  for (int c = 0; c < 4; ++c) o.tex_dst_swiz[c] = (m.tex_dst_swiz_o >> (2 * c)) & 3;
  for (int p = 0; p < P; ++p) {
    PixelOut& x = o.px[p];
    x.result = vec_at(m.result_o, p * 128);
    x.rgb_we = static_cast<uint8_t>(get(m.rgb_we_o, 3 * p, 3));
    x.alpha_we = get(m.alpha_we_o, p, 1);
    x.temp = vec_at(m.temp_o, p * 128);
    x.out_we = static_cast<uint8_t>(get(m.out_we_o, 4 * p, 4));
    x.out = vec_at(m.out_o, p * 128);
    x.w_we = get(m.w_we_o, p, 1);
    x.w = get32(m.w_o, 32 * p);
    x.pred_we = static_cast<uint8_t>(get(m.pred_we_o, 4 * p, 4));
    x.pred = static_cast<uint8_t>(get(m.pred_o, 4 * p, 4));
    x.alu_result_we = get(m.alu_result_we_o, p, 1);
    x.alu_result = get(m.alu_result_o, p, 1);
    x.tex_issue = get(m.tex_issue_o, p, 1);
    x.tex_coord = vec_at(m.tex_coord_o, p * 128);
    x.tex_dx = vec_at(m.tex_dx_o, p * 128);
    x.tex_dy = vec_at(m.tex_dy_o, p * 128);
    x.tex_we = static_cast<uint8_t>(get(m.tex_we_o, 4 * p, 4));
    x.kill = get(m.kill_o, p, 1);
  }
  return o;
}

struct Diff {
  std::string name;
  uint64_t expected, got;
};

std::vector<Diff> compare(const ExecOut& e, const ExecOut& g) {
  std::vector<Diff> d;
  auto chk = [&](const std::string& n, uint64_t a, uint64_t b) {
    if (a != b) d.push_back({n, a, b});
  };
  auto chk4 = [&](const std::string& n, const Vec4& a, const Vec4& b) {
    static const char* kC = "rgba";
    for (int c = 0; c < 4; ++c) chk(n + "." + kC[c], a.c[c], b.c[c]);
  };
  chk("illegal", e.illegal, g.illegal);
  chk("type", static_cast<unsigned>(e.type), static_cast<unsigned>(g.type));
  chk("rgb_addr", e.rgb_addr, g.rgb_addr);
  chk("alpha_addr", e.alpha_addr, g.alpha_addr);
  chk("rgb_target", e.rgb_target, g.rgb_target);
  chk("alpha_target", e.alpha_target, g.alpha_target);
  chk("tex_valid", e.tex_valid, g.tex_valid);
  chk("tex_op", static_cast<unsigned>(e.tex_op), static_cast<unsigned>(g.tex_op));
  chk("tex_unit", e.tex_unit, g.tex_unit);
  chk("tex_unscaled", e.tex_unscaled, g.tex_unscaled);
  chk("tex_sem_acquire", e.tex_sem_acquire, g.tex_sem_acquire);
  chk("tex_dst_addr", e.tex_dst_addr, g.tex_dst_addr);
  for (int c = 0; c < 4; ++c) {
    chk("tex_dst_swiz[" + std::to_string(c) + "]", e.tex_dst_swiz[c], g.tex_dst_swiz[c]);
  }
  for (int p = 0; p < P; ++p) {
    const PixelOut& a = e.px[p];
    const PixelOut& b = g.px[p];
    const std::string s = "px" + std::to_string(p) + ".";
    chk4(s + "result", a.result, b.result);
    chk(s + "rgb_we", a.rgb_we, b.rgb_we);
    chk(s + "alpha_we", a.alpha_we, b.alpha_we);
    chk4(s + "temp", a.temp, b.temp);
    chk(s + "out_we", a.out_we, b.out_we);
    chk4(s + "out", a.out, b.out);
    chk(s + "w_we", a.w_we, b.w_we);
    chk(s + "w", a.w, b.w);
    chk(s + "pred_we", a.pred_we, b.pred_we);
    chk(s + "pred", a.pred, b.pred);
    chk(s + "alu_result_we", a.alu_result_we, b.alu_result_we);
    chk(s + "alu_result", a.alu_result, b.alu_result);
    chk(s + "tex_issue", a.tex_issue, b.tex_issue);
    chk4(s + "tex_coord", a.tex_coord, b.tex_coord);
    chk4(s + "tex_dx", a.tex_dx, b.tex_dx);
    chk4(s + "tex_dy", a.tex_dy, b.tex_dy);
    chk(s + "tex_we", a.tex_we, b.tex_we);
    chk(s + "kill", a.kill, b.kill);
  }
  return d;
}

std::string hex(uint32_t v) {
  char b[12];
  std::snprintf(b, sizeof b, "%08X", v);
  return b;
}
std::string hex4(const Vec4& v) {
  return hex(v.c[0]) + " " + hex(v.c[1]) + " " + hex(v.c[2]) + " " + hex(v.c[3]);
}

std::string describe(const ExecIn& in, const ExecConfig& cfg) {
  std::string s = format_words(in.instr) + "\n    " + disassemble(in.instr);
  s += "\n    aL " + std::to_string(in.aL) + " zero_times_anything " +
       std::to_string(cfg.zero_times_anything);
  for (int p = 0; p < P; ++p) {
    const PixelIn& x = in.px[p];
    s += "\n    px" + std::to_string(p) + " pred " + std::to_string(x.pred) + " active " +
         std::to_string(x.active) + " killed " + std::to_string(x.killed) + " covered " +
         std::to_string(x.covered);
    for (int n = 0; n < 3; ++n) {
      s += "\n      rgb_slot" + std::to_string(n) + " " + hex4(x.rgb_slot[n]) + "  alpha_slot" +
           std::to_string(n) + " " + hex4(x.alpha_slot[n]);
    }
    s += "\n      tex_src " + hex4(x.tex_src) + "  dx " + hex4(x.tex_dx) + "  dy " +
         hex4(x.tex_dy);
  }
  return s;
}

struct Pending {
  ExecIn in;
  ExecConfig cfg;
  ExecOut expected;
  uint32_t tag;
};

template <class Model>
void run(const char* name, uint64_t count, uint64_t seed, bool require_opcodes) {
  std::printf("r500 pipeline (%s) vs golden: %" PRIu64 " transactions, seed 0x%" PRIx64 "\n",
              name, count, seed);
  VerilatedDut<Model> dut;
  dut.idle();
  dut.set_out_ready(true);
  dut.reset();
  Gen g(seed);
  std::deque<Pending> queue;
  uint64_t issued = 0, checked = 0, failures = 0;
  uint64_t by_type[4] = {}, illegal = 0;
  uint64_t rgb_seen[16] = {}, alpha_seen[16] = {}, tex_seen[8] = {};
  uint64_t rgb_bad[16] = {}, alpha_bad[16] = {}, tex_bad[8] = {}, other_bad = 0;
  int printed = 0;
  bool have_next = false;
  Pending next;
  const uint64_t max_cycles = count * 16 + 1000;
  while (checked < count && dut.cycle() < max_cycles) {
    if (!have_next && issued < count) {
      g.transaction(next.in, next.cfg);
      next.expected = execute(next.in, next.cfg);
      next.tag = static_cast<uint32_t>(issued) & 0xFFFF;
      have_next = true;
    }
    const bool offer = have_next && g.next() % 6 != 0;
    if (offer) drive(dut.m(), next.in, next.cfg, next.tag);
    else dut.idle();
    const bool ready_out = g.next() % 4 != 0;
    dut.set_out_ready(ready_out);
    dut.settle();
    const bool accepted = offer && dut.in_ready();
    const bool delivered = dut.out_valid() && ready_out;
    // (Queued first: at NumPipeRegs 0 an item leaves in the cycle it is accepted.)
    if (accepted) {
      queue.push_back(next);
      have_next = false;
      ++issued;
    }
    if (delivered) {
      ASSERT_FALSE(queue.empty()) << "output with nothing in flight at cycle " << dut.cycle();
      const Pending p = queue.front();
      queue.pop_front();
      ASSERT_EQ(dut.m().out_tag_o, p.tag) << "tag out of order at cycle " << dut.cycle();
      ++checked;
      const Decoded d = decode(p.in.instr);
      const unsigned type = static_cast<unsigned>(d.cmn.type);
      const bool aluout = !d.illegal && d.is_alu_or_out();
      const bool tex = !d.illegal && d.cmn.type == InstType::TEX;
      if (d.illegal) ++illegal;
      else ++by_type[type];
      if (aluout) {
        ++rgb_seen[d.alu.rgb_op];
        ++alpha_seen[d.alu.alpha_op];
      }
      if (tex) ++tex_seen[d.tex.inst];
      const std::vector<Diff> diffs = compare(p.expected, read(dut.m()));
      if (!diffs.empty()) {
        ++failures;
        if (aluout) {
          ++rgb_bad[d.alu.rgb_op];
          ++alpha_bad[d.alu.alpha_op];
        } else if (tex) {
          ++tex_bad[d.tex.inst];
        } else {
          ++other_bad;
        }
        if (printed < 8) {
          ++printed;
          std::string msg = "mismatch: " + describe(p.in, p.cfg);
          for (const Diff& f : diffs) {
            char buf[200];
            std::snprintf(buf, sizeof buf, "\n    %-22s expected 0x%08" PRIX64 " got 0x%08" PRIX64,
                          f.name.c_str(), f.expected, f.got);
            msg += buf;
          }
          ADD_FAILURE() << msg;
        }
      }
    }
    dut.tick();
  }
  EXPECT_EQ(checked, count) << "pipeline stalled (cycles " << dut.cycle() << ")";
  // Quiet after the last item.
  dut.idle();
  dut.set_out_ready(true);
  for (int i = 0; i < 8; ++i) {
    dut.settle();
    EXPECT_FALSE(dut.out_valid()) << "output after the last item";
    dut.tick();
  }
  std::printf("  %" PRIu64 " checked in %" PRIu64 " cycles: ALU %" PRIu64 ", OUT %" PRIu64
              ", FC %" PRIu64 ", TEX %" PRIu64 ", illegal %" PRIu64 "; %" PRIu64 " mismatches\n",
              checked, dut.cycle(), by_type[0], by_type[1], by_type[2], by_type[3], illegal,
              failures);
  std::printf("  RGB ops (checked/mismatched):");
  for (int i = 0; i < 16; ++i) {
    if (gen::RGB_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::RGB_OP_INFO[i].mnemonic, rgb_seen[i], rgb_bad[i]);
    }
  }
  std::printf("\n  alpha ops:");
  for (int i = 0; i < 16; ++i) {
    if (gen::ALPHA_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::ALPHA_OP_INFO[i].mnemonic, alpha_seen[i],
                  alpha_bad[i]);
    }
  }
  std::printf("\n  TEX ops:");
  for (int i = 0; i < 8; ++i) {
    if (gen::TEX_OP_INFO[i].valid) {
      std::printf(" %s %" PRIu64 "/%" PRIu64, gen::TEX_OP_INFO[i].mnemonic, tex_seen[i], tex_bad[i]);
    }
  }
  std::printf("\n  other (FC, illegal) mismatched: %" PRIu64 "\n", other_bad);
  EXPECT_EQ(failures, 0u);
  if (require_opcodes) {
    for (int i = 0; i < 16; ++i) {
      if (gen::RGB_OP_INFO[i].valid) {
        EXPECT_GE(rgb_seen[i], 1000u) << gen::RGB_OP_INFO[i].mnemonic;
      }
      if (gen::ALPHA_OP_INFO[i].valid) {
        EXPECT_GE(alpha_seen[i], 1000u) << gen::ALPHA_OP_INFO[i].mnemonic;
      }
    }
  }
}

TEST(RtlPipeline, RandomTransactions) {
  run<Vr500_pipeline>("NumPipeRegs 3", 100000, 0x5EED0500, true);
}
TEST(RtlPipeline, RandomTransactionsNoCut) {
  run<Vr500_pipeline_p0>("NumPipeRegs 0", 30000, 0x5EED0501, true);
}
TEST(RtlPipeline, RandomTransactionsDeep) {
  run<Vr500_pipeline_p5>("NumPipeRegs 5", 30000, 0x5EED0502, true);
}
TEST(LongRtlPipeline, RandomTransactions) {
  run<Vr500_pipeline>("NumPipeRegs 3", 2000000, 0x5EED0503, true);
}

// docs/r500.md 11.1-11.4 through the pipeline, with the values of the worked examples in every
// pixel, compared with golden and with the hand-worked results.
TEST(RtlPipeline, WorkedExamples) {
  VerilatedDut<Vr500_pipeline> dut;
  dut.idle();
  dut.set_out_ready(true);
  dut.reset();
  auto one = [&](const Instruction& w, const ExecIn& base) {
    ExecIn in = base;
    in.instr = w;
    const ExecConfig cfg{};
    drive(dut.m(), in, cfg, 7);
    dut.settle();
    EXPECT_TRUE(dut.in_ready());
    dut.tick();
    dut.idle();
    for (int i = 0; i < 10 && !dut.out_valid(); ++i) {
      dut.settle();
      if (dut.out_valid()) break;
      dut.tick();
    }
    dut.settle();
    EXPECT_TRUE(dut.out_valid());
    const ExecOut got = read(dut.m());
    const ExecOut exp = execute(in, cfg);
    const std::vector<Diff> d = compare(exp, got);
    EXPECT_TRUE(d.empty()) << describe(in, cfg) << (d.empty() ? "" : "\n    first: " + d[0].name);
    dut.tick();
    return got;
  };
  auto f = [](float x) {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    return b;
  };
  auto words = [](std::initializer_list<uint32_t> l) {
    Instruction w;
    int i = 0;
    for (uint32_t x : l) w.w[i++] = x;
    return w;
  };
  {  // 11.1: temp[2] = sat((1 - temp[0]) * const[5] + temp[1])
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = px.alpha_slot[0] = Vec4{{f(0.25f), f(0.5f), f(0.75f), f(0.5f)}};
      px.rgb_slot[1] = px.alpha_slot[1] = Vec4{{f(0.5f), f(0.5f), f(0.5f), f(0.5f)}};
      px.rgb_slot[2] = px.alpha_slot[2] = Vec4{{f(0.125f), f(0.25f), f(1.0f), f(0.25f)}};
    }
    const ExecOut o = one(words({0x00187800, 0xC0141400, 0xC0141400, 0x00442223, 0x0068F020,
                                 0x1C222020}), in);
    EXPECT_EQ(o.px[0].temp, (Vec4{{f(0.5f), f(0.5f), f(1.0f), f(0.5f)}}));
    EXPECT_EQ(o.rgb_addr, 2);
  }
  {  // 11.2: DP3 with an alpha RCP
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = Vec4{{f(1), f(2), f(3), 0}};
      px.rgb_slot[1] = Vec4{{f(4), f(5), f(6), 0}};
      px.alpha_slot[0] = Vec4{{0, 0, 0, f(4)}};
    }
    const ExecOut o = one(words({0x00007800, 0x08040400, 0x08020002, 0x00442220, 0x0000C03A,
                                 0x20490031}), in);
    EXPECT_EQ(o.px[3].temp, (Vec4{{f(32), f(32), f(32), f(0.25f)}}));
  }
  {  // 11.3: exact copy to render target 0
    ExecIn in;
    for (auto& px : in.px) {
      px.rgb_slot[0] = px.alpha_slot[0] = Vec4{{0x3E4CCCCD, 0xBFC00000, 0x40400000, 0x80000000}};
    }
    const ExecOut o = one(words({0x00078005, 0x08020004, 0x08020004, 0x1C440220, 0x1C60C003,
                                 0x20490005}), in);
    EXPECT_EQ(o.px[1].out, (Vec4{{0x3E4CCCCD, 0xBFC00000, 0x40400000, 0x80000000}}));
    EXPECT_EQ(o.px[1].out_we, 0xF);
  }
  {  // 11.4: TEX LD
    ExecIn in;
    for (auto& px : in.px) px.tex_src = Vec4{{f(0.25f), f(0.5f), f(0.75f), f(1)}};
    const ExecOut o = one(words({0x00007803, 0x02400000, 0xE401E400, 0, 0, 0}), in);
    EXPECT_TRUE(o.tex_valid);
    EXPECT_EQ(o.tex_dst_addr, 1);
    EXPECT_EQ(o.px[2].tex_we, 0xF);
  }
}

}  // namespace
}  // namespace shaderhw::r500
