// The UVM-lite environment: sequence -> driver -> DUT -> monitor -> scoreboard, one template
// instantiated per DUT. Per cycle it makes two model evaluations and touches a fixed ring of
// in-flight items: no virtual call and no allocation on the hot path.
//
// Source: bool next(Item&)  (the sequence; Item carries the transaction `txn`, the expected
//         result and where it came from)
// Check:  bool operator()(const Item&, const Dut::Resp&, uint64_t cycle)  (the scoreboard's
//         comparison: true when the DUT's response is right)
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/progress.h"
#include "core/rng.h"

namespace shaderhw {

// A sequence of items for simulate(): random, a vector file, a list. One virtual call per item,
// none per cycle. Item carries the transaction `txn`, the expected result and its origin.
template <class Item>
class ItemSource {
 public:
  virtual ~ItemSource() = default;
  virtual bool next(Item& item) = 0;  // false at the end
  virtual void rewind() = 0;          // the same items again, from the first
};

// The run configuration of an ISA whose transactions carry all they need.
struct NoConfig {};

struct SimOptions {
  double backpressure = 0.0;   // probability of an input bubble and of an output stall, per cycle
  uint64_t seed = 1;           // seeds the back-pressure pattern (reproducible)
  uint64_t hang_cycles = 100000;  // no output for this long with work in flight: DUT hung
  // Tracing: dump cycles [trace_from, trace_until] to trace_path (whole run: 0 .. max).
  std::string trace_path;
  uint64_t trace_from = UINT64_MAX;
  uint64_t stop_after_cycle = UINT64_MAX;  // end the run after this cycle (trace windows)
  Progress* progress = nullptr;
};

struct SimStats {
  uint64_t issued = 0;
  uint64_t retired = 0;
  uint64_t mismatches = 0;
  uint64_t protocol_errors = 0;  // wrong tag (dropped, duplicated or reordered work), hangs
  uint64_t cycles = 0;
  uint64_t first_fail_cycle = UINT64_MAX;
  std::string protocol_message;  // the first protocol error, described
  bool trace_written = false;
};

template <class Dut, class Item, class Source, class Check>
SimStats simulate(Dut& dut, Source& source, Check& check, const SimOptions& opt) {
  constexpr uint64_t kRing = 1024;  // more than any pipeline here holds in flight
  static_assert((kRing & (kRing - 1)) == 0, "ring size must be a power of two");
  // On the heap: a Rogue item is some 8 KB (the decoded record, per-execution values), and 1024 of
  // them on the stack left the traced model's FST initialisation (large -O0 frames) without room
  // under the usual 8 MB stack limit (a segmentation fault in trace_init_sub).
  std::vector<Item> ring(kRing);

  SimStats st;
  Rng bp_rng(opt.seed, /*stream=*/0xB9C3, 0);
  const bool bp = opt.backpressure > 0.0;
  bool pending = false, source_done = false;
  uint64_t last_progress = 0, idle_cycles = 0, drained = 0;
  constexpr uint64_t kDrainCycles = 32;  // longer than any pipeline here
  const uint64_t start_cycle = dut.cycle();

  for (;;) {
    const uint64_t cycle = dut.cycle() - start_cycle;
    if (!pending && !source_done && st.issued - st.retired < kRing) {
      pending = source.next(ring[st.issued & (kRing - 1)]);
      source_done = !pending;
    }
    // All work has come back: watch the output a few more cycles, ready, for anything the DUT
    // still emits (a duplicate of the last item would otherwise go unseen).
    const bool draining = source_done && !pending && st.retired == st.issued;
    if (draining && drained++ == 0) st.cycles = cycle;
    if (draining && drained > kDrainCycles) break;
    if (cycle > opt.stop_after_cycle) break;

    const bool offer = pending && !(bp && bp_rng.chance(opt.backpressure));
    if (offer) {
      dut.drive(ring[st.issued & (kRing - 1)].txn, static_cast<uint32_t>(st.issued));
    } else {
      dut.idle();
    }
    const bool out_ready = draining || !(bp && bp_rng.chance(opt.backpressure));
    dut.set_out_ready(out_ready);
    if (cycle == opt.trace_from && !opt.trace_path.empty()) {
      st.trace_written = dut.open_trace(opt.trace_path);
    }
    dut.settle();

    if (offer && dut.in_ready()) {
      ++st.issued;
      pending = false;
    }
    if (dut.out_valid() && out_ready) {
      const auto resp = dut.read();
      const Item& item = ring[st.retired & (kRing - 1)];
      if (st.retired == st.issued || (resp.tag & Dut::kTagMask) != (st.retired & Dut::kTagMask)) {
        if (st.protocol_errors++ == 0) {
          st.protocol_message =
              "cycle " + std::to_string(cycle) + ": output tag " + std::to_string(resp.tag) +
              (st.retired == st.issued
                   ? std::string(" with nothing in flight (work duplicated)")
                   : ", expected tag " + std::to_string(st.retired & Dut::kTagMask) +
                         " (work dropped, duplicated or reordered)");
          if (st.first_fail_cycle == UINT64_MAX) st.first_fail_cycle = cycle;
        }
        // Order is lost: every later comparison would be meaningless. Stop here.
        dut.tick();
        break;
      } else if (!check(item, resp, cycle)) {
        if (st.mismatches++ == 0 && st.first_fail_cycle == UINT64_MAX) st.first_fail_cycle = cycle;
      }
      ++st.retired;
      idle_cycles = 0;
    } else if (st.issued != st.retired && ++idle_cycles > opt.hang_cycles) {
      if (st.protocol_errors++ == 0) {
        st.protocol_message = "cycle " + std::to_string(cycle) + ": no output for " +
                              std::to_string(opt.hang_cycles) + " cycles with " +
                              std::to_string(st.issued - st.retired) + " operations in flight";
        if (st.first_fail_cycle == UINT64_MAX) st.first_fail_cycle = cycle;
      }
      break;
    }
    dut.tick();
    if (opt.progress && st.retired - last_progress >= 65536) {
      last_progress = st.retired;
      opt.progress->update(st.retired);
    }
  }
  if (drained == 0) st.cycles = dut.cycle() - start_cycle;  // stopped early: a window, an error
  if (dut.tracing()) dut.close_trace();
  return st;
}

}  // namespace shaderhw
