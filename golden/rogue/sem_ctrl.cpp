// Rogue golden model: the conditional mask-count ops CND* (semantics.h; docs/rogue.md 6.2, 14.9,
// decisions D64-D66), transcribed from the seed's per-instance pseudo-code. S0 is the instance's
// mask count (an unsigned 32-bit integer; the instance runs when it is 0), `c` the evaluated PCND
// condition, `adj` ADJUST. Sums wrap modulo 2^32 (D64).
#include "rogue/semantics.h"

namespace shaderhw::rogue::sem {

CndResult CNDST(bool c, uint32_t s0, uint32_t adj) {
  if (c && s0 == 0) return {0, true};
  return {s0 + adj, false};
}

CndResult CNDEF(bool c, uint32_t s0, uint32_t adj) {
  if (s0 == 0) return {s0 + adj, adj == 0};
  if (c && s0 == 1) return {0, true};
  return {s0, false};
}

CndResult CNDSM(bool c, uint32_t s0, uint32_t s2) {
  if (c && s0 == 0) return {s2, s2 == 0};
  return {s0, s0 == 0};
}

CndResult CNDLT(bool any_running_pass, bool c, uint32_t s0, uint32_t adj, bool& p0) {
  if (!any_running_pass) {  // no running instance passes the loop test: leave the loop
    p0 = false;
    if (s0 > adj) return {s0 - adj, false};
    return {0, true};
  }
  p0 = true;
  if (c && s0 == 0) return {adj, false};
  return {s0, s0 == 0};
}

CndResult CNDEND(uint32_t s0, uint32_t adj) {
  if (s0 > adj) return {s0 - adj, false};
  return {0, true};
}

CndResult CNDSETL_B(bool have_first, uint32_t first_s2, uint32_t s0, uint32_t s2) {
  if (have_first && s0 == 0 && s2 != first_s2) return {1, false};
  return {s0, s0 == 0};
}

CndResult CNDLPC(uint32_t s0) {
  if (s0 == 0) return {2, false};
  if (s0 == 1) return {0, true};
  return {s0, false};
}

}  // namespace shaderhw::rogue::sem
