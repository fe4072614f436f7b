// Shared by the `bench` subcommands: replaying pre-generated items (expected values already
// filled in) through a DUT with its scoreboard and timing the simulation alone.
#pragma once
#include <chrono>
#include <vector>

#include "core/sim.h"

namespace shaderhw {

// A sequence over a vector of items, for simulate().
template <class Item>
struct VectorSource {
  std::vector<Item>& items;
  size_t pos = 0;
  bool next(Item& it) {
    if (pos == items.size()) return false;
    it = items[pos++];
    return true;
  }
  void rewind() { pos = 0; }
};

// Runs every item through `dut` with scoreboard `check`, no back-pressure, no tracing; returns
// the statistics and stores the wall-clock seconds of the simulation in `seconds`.
template <class Dut, class Item, class Check>
SimStats timed_simulate(Dut& dut, std::vector<Item>& items, Check& check, double& seconds) {
  VectorSource<Item> src{items};
  const SimOptions so;
  const auto t0 = std::chrono::steady_clock::now();
  const SimStats st = simulate<Dut, Item>(dut, src, check, so);
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return st;
}

}  // namespace shaderhw
