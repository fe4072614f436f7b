// R500 golden model of one flow-control instruction (contract: fc.h; docs/r500.md 8). The
// opcode-specific step 4 is one function per opcode in semantics.cpp.
#include "r500/fc.h"

#include "r500/semantics.h"

namespace shaderhw::r500 {
namespace {

constexpr int8_t kBcntMax = 127;  // 8-bit signed counter, INCR saturates (G12)

bool takes_part(const FcPixelIn& in) { return !in.killed; }  // G9: killed pixels are frozen

// Step 1: the "else" swap.
void else_swap(FcState& s, const FcIn& in) {
  for (int p = 0; p < kFcPixels; ++p) {
    if (!takes_part(in.px[p])) continue;
    FcPixel& x = s.px[p];
    if (x.active) {
      x.active = false;
      x.bcnt = 0;
    } else if (x.bcnt == 0) {
      x.active = true;
    }
  }
}

// Steps 2 and 3: which pixels want to jump, which are considered, and the decision.
void decide(const Decoded& d, const FcConfig& cfg, const FcIn& in, const FcState& s, FcOut& out) {
  const FcFields& f = d.fc;
  const unsigned boolean = (cfg.bool_const >> (f.bool_addr & 31)) & 1;
  for (int p = 0; p < kFcPixels; ++p) {
    const FcPixelIn& pi = in.px[p];
    if (!takes_part(pi) || !s.px[p].active) continue;
    const unsigned index = (unsigned{pi.alu_result} << 2) |
                           (unsigned{fc_predicate(d.cmn, pi.pred)} << 1) | boolean;
    out.want |= static_cast<uint8_t>(((f.jump_func >> index) & 1) << p);
    if (!(f.ignore_uncovered && !pi.covered)) out.considered |= static_cast<uint8_t>(1u << p);
  }
  const uint8_t wanted = out.want & out.considered;
  out.take = f.jump_any ? wanted != 0 : wanted == out.considered;
}

// Step 5: the branch-state op chosen by the decision.
void branch_state(const FcFields& f, const FcIn& in, FcOut& out) {
  const BOp op = out.take ? f.b_op1 : f.b_op0;
  for (int p = 0; p < kFcPixels; ++p) {
    if (!takes_part(in.px[p])) continue;
    FcPixel& x = out.next.px[p];
    const bool wants = (out.want >> p) & 1;
    if (op == BOp::INCR) {
      if (!x.active) {
        if (x.bcnt < kBcntMax) ++x.bcnt;
      } else if (wants != out.take) {
        x.active = false;
        x.bcnt = 0;
      }
    } else if (op == BOp::DECR && !x.active) {
      const int n = x.bcnt - f.b_pop_cnt;
      x.bcnt = static_cast<int8_t>(n < 0 ? 0 : n);
      x.active = n < 0;
    }
  }
}

// Step 6: the next PC.
void next_pc(const FcFields& f, const FcConfig& cfg, FcOut& out) {
  FcState& s = out.next;
  const uint16_t fall_through = static_cast<uint16_t>((s.pc + 1) & kPcMask);
  if (!out.take) {
    s.pc = fall_through;
    return;
  }
  uint16_t target = fc_jump_target(f, cfg);
  if (f.a_op == AOp::PUSH && !s.addr.push(fall_through)) out.overflow = true;
  if (f.a_op == AOp::POP && !s.addr.pop(&target)) out.underflow = true;
  s.pc = target & kPcMask;
}

// G17: what partial flow control cannot do, and nesting past the documented depths (9).
bool beyond_mode(const Decoded& d, const FcConfig& cfg, const FcState& s) {
  int deepest = 0;
  for (const FcPixel& x : s.px)
    if (!x.active && x.bcnt > deepest) deepest = x.bcnt;
  if (deepest >= static_cast<int>(gen::LIMIT_BRANCH_NESTING_FULL)) return true;
  if (cfg.full_fc_en) return false;
  const bool loop_op = gen::FC_OP_INFO[d.fc.op].unit != gen::FcOpUnit::JUMP ||
                       d.fc.fc_op() == FcOp::CONTINUE;
  return loop_op || d.fc.a_op != AOp::NONE ||
         deepest >= static_cast<int>(gen::LIMIT_BRANCH_NESTING_PARTIAL);
}

}  // namespace

bool fc_predicate(const CommonFields& c, uint8_t pred) {
  int bit;
  switch (c.rgb_pred_sel) {
    case PredSel::RGBA:  // P13: the red bit
    case PredSel::RRRR: bit = 0; break;
    case PredSel::GGGG: bit = 1; break;
    case PredSel::BBBB: bit = 2; break;
    case PredSel::AAAA: bit = 3; break;
    default: return false;  // NONE: predicate 0, INV ignored (P13)
  }
  return (((pred >> bit) & 1) != 0) != c.rgb_pred_inv;
}

uint16_t fc_jump_target(const FcFields& f, const FcConfig& cfg) {
  const unsigned base = f.jump_global ? 0u : cfg.code_offset;
  return static_cast<uint16_t>((f.jump_addr + base) & kPcMask);
}

uint8_t FcState::active_mask() const {
  uint8_t m = 0;
  for (int p = 0; p < kFcPixels; ++p) m |= static_cast<uint8_t>(px[p].active << p);
  return m;
}

bool FcState::operator==(const FcState& o) const {
  for (int p = 0; p < kFcPixels; ++p)
    if (!(px[p] == o.px[p])) return false;
  return pc == o.pc && loop_count == o.loop_count && loop_al == o.loop_al && addr == o.addr;
}

FcOut execute_fc(const FcIn& in, const FcConfig& cfg) {
  FcOut out;
  out.next = in.state;
  const Decoded d = decode(in.instr);
  if (d.illegal || d.cmn.type != InstType::FC) {  // no effect but PC+1 (P22)
    out.illegal = true;
    out.illegal_reason = d.illegal ? d.illegal_reason : "not a flow-control instruction";
    out.next.pc = static_cast<uint16_t>((in.state.pc + 1) & kPcMask);
    return out;
  }
  if (d.fc.b_else) else_swap(out.next, in);
  decide(d, cfg, in, out.next, out);
  sem::FcStep step{d.fc, cfg, out.next, out.take};
  sem::fc_function(d.fc.op)(step);
  out.take = step.take;
  out.overflow = step.overflow;
  out.underflow = step.underflow;
  branch_state(d.fc, in, out);
  next_pc(d.fc, cfg, out);
  out.beyond_mode = beyond_mode(d, cfg, out.next);
  return out;
}

}  // namespace shaderhw::r500
