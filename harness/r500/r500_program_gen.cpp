// Random R500 programs (contract: r500_program_gen.h).
#include "r500/r500_program_gen.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

#include "core/rng.h"
#include "r500/asm.h"
#include "r500/r500_gen.h"

namespace shaderhw::r500 {
namespace {

constexpr int kMaxLength = 64;
constexpr int kWorkingSet = 16;  // temporaries and constants most operands use

// Structured program builder: statements of a block, with the driver's flow-control patterns
// (docs/r500.md 8.3). Jump targets are program indices, made absolute slots at the end.
class Builder {
 public:
  Builder(Rng& r, RandomProgram& p) : r_(r), p_(p) {}

  void build() {
    const int nsubs = u(3) == 0 ? 0 : static_cast<int>(u(3));  // 0..2 subroutines
    sub_start_.assign(nsubs, -1);
    int sub_budget = 0;
    std::vector<int> sub_size(nsubs);
    for (int s = 0; s < nsubs; ++s) sub_budget += sub_size[s] = 2 + static_cast<int>(u(7));
    const int main_budget =
        std::min(kMaxLength - 1 - sub_budget - nsubs, 6 + static_cast<int>(u(45)));
    nsubs_ = nsubs;
    Ctx ctx;
    block(ctx, main_budget);
    end_ = emit(out_instr(false));  // the last instruction: END_ADDR
    for (int s = 0; s < nsubs; ++s) {
      sub_start_[s] = static_cast<int>(code_.size());
      Ctx sc;
      sc.sub = s;
      block(sc, sub_size[s]);
      Decoded ret = fc(FcOp::JUMP, 0xFF, false);
      ret.fc.a_op = AOp::POP;
      emit(ret);
    }
    for (const auto& [site, sub] : calls_)
      code_[site].fc.jump_addr = static_cast<uint16_t>(sub_start_[sub]);
    finish();
  }

 private:
  struct Loop {
    bool rep = false;
    std::vector<int> exits;      // BREAKLOOP/BREAKREP: target END + 1
    std::vector<int> continues;  // CONTINUE: target END
  };
  struct Ctx {
    int loop_depth = 0;
    int if_depth = 0;  // IFs inside the innermost loop (BRK's B_POP_CNT)
    int nesting = 0;   // every construct
    Loop* loop = nullptr;
    int sub = -1;  // -1 in main
  };

  unsigned u(unsigned n) { return r_.below(n); }
  int emit(const Decoded& d) {
    code_.push_back(d);
    global_.push_back(false);
    return static_cast<int>(code_.size()) - 1;
  }
  int here() const { return static_cast<int>(code_.size()); }
  void target(int site, int index) { code_[site].fc.jump_addr = static_cast<uint16_t>(index); }

  Decoded fc(FcOp op, uint8_t func, bool any) {
    Decoded d;
    d.cmn.type = InstType::FC;
    d.cmn.alu_wait = true;
    d.fc.op = static_cast<uint8_t>(op);
    d.fc.jump_func = func;
    d.fc.jump_any = any;
    return d;
  }

  uint8_t temp_addr() { return static_cast<uint8_t>(u(8) ? u(kWorkingSet) : u(128)); }

  void shape_slot(SourceSlot& s, const Ctx& ctx) {
    const unsigned k = u(20);
    if (k < 14) {
      s = SourceSlot{temp_addr(), false, false};
    } else if (k < 17) {
      s = SourceSlot{static_cast<uint8_t>(u(4) ? u(kWorkingSet) : u(256)), true, false};
    } else {
      s = SourceSlot{static_cast<uint8_t>(0x80 | u(128)), false, false};  // inline constant
    }
    s.rel = u(100) < (ctx.loop_depth ? 35u : 4u);
  }

  Decoded alu_like(InstType t, const Ctx& ctx) {
    Decoded d = decode(random_legal(r_, t));
    for (int n = 0; n < 3; ++n) {
      shape_slot(d.alu.rgb_src[n], ctx);
      shape_slot(d.alu.alpha_src[n], ctx);
    }
    d.alu.rgb_addrd = temp_addr();
    d.alu.alpha_addrd = temp_addr();
    d.alu.rgb_addrd_rel = u(100) < (ctx.loop_depth ? 30u : 3u);
    d.alu.alpha_addrd_rel = u(100) < (ctx.loop_depth ? 30u : 3u);
    if (u(3)) d.cmn.rgb_wmask = 7;
    if (u(3)) d.cmn.alpha_wmask = true;
    return d;
  }

  Decoded out_instr(bool random_masks) {
    Ctx none;
    Decoded d = alu_like(InstType::OUT, none);
    if (!random_masks || u(2)) {
      d.cmn.rgb_omask = 7;
      d.cmn.alpha_omask = true;
    }
    return d;
  }

  Decoded tex_instr(const Ctx& ctx, bool kill) {
    Decoded d = decode(random_legal(r_, InstType::TEX));
    TexFields& x = d.tex;
    if (kill) {
      // One coordinate channel for S, T, R and Q: about half of the pixels die, not nearly all
      // (once every pixel is dead, a LOOP jumps to its ENDLOOP, which then has no counter: G14).
      x.inst = static_cast<uint8_t>(TexOp::KIL);
      const Swiz2 c = static_cast<Swiz2>(u(4));
      for (auto& s : x.src.swiz) s = c;
    } else {
      static const TexOp kOps[] = {TexOp::LD,  TexOp::LD,   TexOp::PROJ, TexOp::LODBIAS,
                                   TexOp::LOD, TexOp::DXDY, TexOp::DXDY, TexOp::NOP};
      x.inst = static_cast<uint8_t>(kOps[u(8)]);
    }
    for (TexReg* reg : {&x.src, &x.dst, &x.dx, &x.dy}) {
      reg->addr = temp_addr();
      reg->rel = u(100) < (ctx.loop_depth ? 30u : 3u);
    }
    if (x.op() != TexOp::DXDY) x.dx = x.dy = TexReg{};
    if (u(3)) {
      d.cmn.rgb_wmask = 7;
      d.cmn.alpha_wmask = true;
    }
    return d;
  }

  // A simple statement: one instruction.
  void simple(const Ctx& ctx) {
    const unsigned k = u(100);
    if (k < 57) {
      emit(alu_like(InstType::ALU, ctx));
    } else if (k < 72) {
      emit(out_instr(true));
    } else if (k < 91) {
      emit(tex_instr(ctx, false));
    } else if (k < 94) {
      emit(tex_instr(ctx, true));
    } else if (k < 95) {  // a random flow-control instruction that jumps inside the program
      Decoded d = decode(random_legal(r_, InstType::FC, {}, FieldMix::Uniform));
      d.fc.jump_addr = static_cast<uint16_t>(u(kMaxLength));
      d.fc.jump_global = false;
      d.fc.b_pop_cnt = static_cast<uint8_t>(u(3));
      emit(d);
    } else if (k < 97) {  // an illegal instruction: a no-op (P22)
      static const InstType kTypes[] = {InstType::ALU, InstType::OUT, InstType::TEX, InstType::FC};
      Instruction w = random_legal(r_, kTypes[u(4)]);
      make_illegal(r_, w);
      Decoded d = decode(w);
      illegal_.push_back({here(), w});
      emit(d);
    } else {  // an ALU instruction that sets predicate bits
      Decoded d = alu_like(InstType::ALU, ctx);
      d.cmn.rgb_omask = static_cast<uint8_t>(1 + u(7));
      emit(d);
    }
  }

  // The condition of an IF and the IF itself (8.3): on the ALU result, a predicate or a boolean.
  int if_head(const Ctx& ctx, bool has_else) {
    const unsigned k = u(10);
    Decoded head = fc(FcOp::JUMP, 0x0F, false);  // skip when alu_result = 0
    if (k < 7) {
      Decoded cond = alu_like(InstType::ALU, ctx);
      cond.alu.alu_wmask = true;
      if (u(2)) {  // the driver's IF condition writes nothing else
        cond.cmn.rgb_wmask = 0;
        cond.cmn.alpha_wmask = false;
      }
      emit(cond);
      if (u(4) == 0) head.fc.jump_func = 0xF0;  // skip when alu_result = 1
    } else if (k < 9) {
      Decoded cond = alu_like(InstType::ALU, ctx);
      cond.cmn.rgb_omask = static_cast<uint8_t>(1 + u(7));
      cond.cmn.alpha_omask = u(2);
      emit(cond);
      head.cmn.rgb_pred_sel = static_cast<PredSel>(1 + u(5));
      head.cmn.rgb_pred_inv = u(2);
      head.fc.jump_func = 0x33;  // skip when the predicate is 0
    } else {
      head.fc.bool_addr = static_cast<uint8_t>(u(32));
      head.fc.jump_func = u(2) ? 0x55 : 0xAA;  // skip when the boolean is 0 / 1
    }
    head.fc.b_op0 = BOp::INCR;
    head.fc.b_op1 = has_else ? BOp::INCR : BOp::NONE;
    head.fc.ignore_uncovered = u(4) != 0;
    return emit(head);
  }

  void if_statement(Ctx ctx, int budget) {
    const bool has_else = budget >= 6 && u(2);
    const int body = budget - (has_else ? 4 : 3);
    const int then_size = has_else ? 1 + static_cast<int>(u(body - 1)) : body;
    const int head = if_head(ctx, has_else);
    Ctx inner = ctx;
    ++inner.if_depth;
    ++inner.nesting;
    block(inner, then_size);
    int els = -1;
    if (has_else) {
      Decoded e = fc(FcOp::JUMP, 0x00, false);
      e.fc.b_else = true;
      e.fc.b_op1 = BOp::DECR;
      e.fc.b_pop_cnt = 1;
      els = emit(e);
      block(inner, body - then_size);
    }
    Decoded endif = fc(FcOp::JUMP, 0x00, true);
    endif.fc.b_op0 = BOp::DECR;
    endif.fc.b_pop_cnt = 1;
    const int end = emit(endif);
    target(head, has_else ? els + 1 : end + 1);
    if (has_else) target(els, end + 1);
    target(end, end + 1);
    if (u(8) == 0) global_[head] = true;
  }

  // A loop constant for a LOOP or REP: KR iterations, KG initial aL, KB step (3.8).
  uint8_t loop_constant() {
    const uint8_t index = static_cast<uint8_t>(u(32));
    const unsigned k = u(100);
    unsigned kr;
    if (k < 65)
      kr = 1 + u(3);
    else if (k < 90)
      kr = 4 + u(4);
    else if (k < 92)
      kr = 0;  // jumps to the end: an underflow unless nested (G24)
    else
      kr = 1 + u(255);
    const unsigned kg = u(256);
    const unsigned kb = u(2) ? static_cast<unsigned>(static_cast<int>(u(5)) - 2) & 0xFF : u(256);
    p_.cfg.fc.int_const[index] = kr | kg << 8 | kb << 16;
    return index;
  }

  void loop_statement(Ctx ctx, int budget, bool rep) {
    const uint8_t k = loop_constant();
    Decoded begin = fc(rep ? FcOp::REP : FcOp::LOOP, 0x00, false);
    begin.fc.int_addr = k;
    begin.fc.ignore_uncovered = !rep || u(2);
    const int b = emit(begin);
    Loop loop;
    loop.rep = rep;
    Ctx inner = ctx;
    ++inner.loop_depth;
    ++inner.nesting;
    inner.if_depth = 0;
    inner.loop = &loop;
    block(inner, budget - 2);
    Decoded end = fc(rep ? FcOp::ENDREP : FcOp::ENDLOOP, 0xFF, true);
    end.fc.int_addr = k;
    end.fc.ignore_uncovered = !rep || u(2);
    const int e = emit(end);
    target(b, e);
    target(e, b + 1);
    for (int site : loop.exits) target(site, e + 1);
    for (int site : loop.continues) target(site, e);
  }

  // BRK or CONT of the innermost loop (8.3), B_POP_CNT = the IF depth inside the loop.
  void break_statement(const Ctx& ctx) {
    const bool cont = u(3) == 0;
    const FcOp op = cont ? FcOp::CONTINUE : (ctx.loop->rep ? FcOp::BREAKREP : FcOp::BREAKLOOP);
    Decoded d = fc(op, 0xFF, false);
    d.fc.b_op1 = BOp::DECR;
    d.fc.b_pop_cnt = static_cast<uint8_t>(ctx.if_depth);
    const int site = emit(d);
    (cont ? ctx.loop->continues : ctx.loop->exits).push_back(site);
  }

  // A forward JUMP over a few statements, on a random condition, without branch-state ops.
  void jump_statement(const Ctx& ctx, int budget) {
    Decoded d = fc(FcOp::JUMP, static_cast<uint8_t>(u(256)), u(2));
    d.fc.bool_addr = static_cast<uint8_t>(u(32));
    const int site = emit(d);
    block(ctx, budget - 1);
    target(site, here());
    if (u(4) == 0) global_[site] = true;
  }

  void block(const Ctx& ctx, int budget) {
    while (budget > 0) {
      const int before = here();
      statement(ctx, budget);
      budget -= here() - before;
    }
  }

  void statement(const Ctx& ctx, int budget) {
    const unsigned k = u(100);
    const bool deep = ctx.nesting >= 4;
    if (k < 12 && budget >= 4 && !deep) {
      if_statement(ctx, 4 + static_cast<int>(u(std::min(budget, 14) - 3)));
    } else if (k < 19 && budget >= 3 && !deep && ctx.loop_depth < 3) {
      loop_statement(ctx, 3 + static_cast<int>(u(std::min(budget, 12) - 2)), false);
    } else if (k < 23 && budget >= 3 && !deep && ctx.loop_depth < 3) {
      loop_statement(ctx, 3 + static_cast<int>(u(std::min(budget, 10) - 2)), true);
    } else if (k < 28 && ctx.loop && budget >= 1) {
      if (ctx.if_depth == 0 && budget >= 4 && u(4) != 0) {
        // BRK under an IF, as the driver writes it.
        const int head = if_head(ctx, false);
        Ctx inner = ctx;
        ++inner.if_depth;
        break_statement(inner);
        Decoded endif = fc(FcOp::JUMP, 0x00, true);
        endif.fc.b_op0 = BOp::DECR;
        endif.fc.b_pop_cnt = 1;
        const int end = emit(endif);
        target(head, end + 1);
        target(end, end + 1);
      } else {
        break_statement(ctx);
      }
    } else if (k < 33 && nsubs_ > ctx.sub + 1) {
      // A call of a later subroutine (no recursion).
      Decoded call = fc(FcOp::JUMP, 0xFF, false);
      call.fc.a_op = AOp::PUSH;
      const int sub = ctx.sub + 1 + static_cast<int>(u(nsubs_ - ctx.sub - 1));
      calls_.push_back({emit(call), sub});
    } else if (k < 36 && budget >= 2) {
      jump_statement(ctx, 2 + static_cast<int>(u(std::min(budget, 5) - 1)));
    } else {
      simple(ctx);
    }
  }

  // Jump targets to slots (relative to OFFSET_ADDR, or absolute when JUMP_GLOBAL), then words.
  void finish() {
    const uint16_t offset = p_.cfg.fc.code_offset;
    p_.code.clear();
    size_t next_illegal = 0;
    for (int i = 0; i < here(); ++i) {
      Decoded& d = code_[i];
      if (global_[i]) {
        d.fc.jump_addr = static_cast<uint16_t>((d.fc.jump_addr + offset) & kPcMask);
        d.fc.jump_global = true;
      }
      if (next_illegal < illegal_.size() && illegal_[next_illegal].first == i) {
        p_.code.push_back(illegal_[next_illegal++].second);  // kept as generated
      } else {
        p_.code.push_back(encode(d));
      }
    }
    p_.cfg.end_addr = static_cast<uint16_t>(end_);
    if (u(20) == 0) p_.cfg.start_addr = static_cast<uint16_t>(u(end_ + 1));
  }

  Rng& r_;
  RandomProgram& p_;
  std::vector<Decoded> code_;
  std::vector<bool> global_;
  std::vector<std::pair<int, Instruction>> illegal_;
  std::vector<std::pair<int, int>> calls_;  // (call site, subroutine)
  std::vector<int> sub_start_;
  int nsubs_ = 0;
  int end_ = 0;
};

}  // namespace

RandomProgram random_program(uint64_t seed, uint64_t index) {
  Rng r(seed, kStreamProgram, index);
  RandomProgram p;
  IssConfig& cfg = p.cfg;
  cfg.exec.zero_times_anything = r.below(2);
  cfg.fc.bool_const = r.next32();
  for (auto& k : cfg.fc.int_const) k = r.next32() & 0xFFFFFF;
  cfg.fc.code_offset = static_cast<uint16_t>(r.below(2) ? 0 : r.below(kInstructions));
  cfg.fc.full_fc_en = r.below(4) != 0;
  cfg.max_steps = r.below(12) == 0 ? 1 + r.below(60) : 1500;
  for (auto& c : p.consts) c = random_vec(r);
  for (auto& px : p.temps)
    for (auto& t : px) t = random_vec(r);
  for (int q = 0; q < kPixels; ++q) {
    p.pred[q] = static_cast<uint8_t>(r.below(16));
    p.alu_result[q] = r.below(2);
    p.covered[q] = r.below(5) != 0;
    p.killed[q] = r.below(16) == 0;
  }
  Builder(r, p).build();
  return p;
}

void RandomProgram::image(Instruction (&imem)[kInstructions]) const {
  for (auto& w : imem) w = Instruction{};
  for (size_t i = 0; i < code.size(); ++i) imem[(cfg.fc.code_offset + i) & kPcMask] = code[i];
}

void RandomProgram::setup(Iss& iss) const {
  image(iss.imem);
  for (int i = 0; i < kConsts; ++i) iss.consts[i] = consts[i];
  for (int q = 0; q < kPixels; ++q) {
    IssPixel& x = iss.px[q];
    x = IssPixel{};
    for (int i = 0; i < kTemps; ++i) x.temp[i] = temps[q][i];
    x.pred = pred[q];
    x.alu_result = alu_result[q];
    x.covered = covered[q];
    x.killed = killed[q];
  }
  iss.fc = FcState{};
}

std::string RandomProgram::listing() const {
  std::string s;
  char buf[160];
  std::snprintf(buf, sizeof buf,
                "start %u end %u offset %u max_steps %" PRIu64
                " zero_times_anything %d "
                "bool_const 0x%08X full_fc_en %d\n",
                cfg.start_addr, cfg.end_addr, cfg.fc.code_offset, cfg.max_steps,
                cfg.exec.zero_times_anything, cfg.fc.bool_const, cfg.fc.full_fc_en);
  s += buf;
  for (int q = 0; q < kPixels; ++q) {
    std::snprintf(buf, sizeof buf, "pixel %d: pred 0x%X alu_result %d covered %d killed %d\n", q,
                  pred[q], alu_result[q], covered[q], killed[q]);
    s += buf;
  }
  for (size_t i = 0; i < code.size(); ++i) {
    const Decoded d = decode(code[i]);
    std::string extra;
    const FcOp op = d.fc.fc_op();
    if (!d.illegal && d.cmn.type == InstType::FC &&
        (op == FcOp::LOOP || op == FcOp::ENDLOOP || op == FcOp::REP)) {
      const uint32_t k = cfg.fc.int_const[d.fc.int_addr];
      std::snprintf(buf, sizeof buf, "   ; int[%u] = KR %u KG %u KB %d", d.fc.int_addr, k & 0xFF,
                    (k >> 8) & 0xFF, static_cast<int8_t>(k >> 16));
      extra = buf;
    }
    std::snprintf(buf, sizeof buf, "%3zu (slot %3u): ", i,
                  static_cast<unsigned>((cfg.fc.code_offset + i) & kPcMask));
    s += buf + disassemble(code[i]) + extra + "\n";
  }
  return s;
}

}  // namespace shaderhw::r500
