// Reproducible random numbers. Every random transaction is derived from (seed, index) alone, so
// a run can be split into shards, replayed from one index, or re-run with tracing, and produce
// the same transactions every time.
#pragma once
#include <cstdint>

namespace shaderhw {

// SplitMix64 finaliser: a bijective 64-bit mixer, used to derive independent streams.
inline uint64_t mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// xoshiro256** (Blackman & Vigna), seeded through SplitMix64.
class Rng {
 public:
  explicit Rng(uint64_t seed = 1) { reseed(seed); }
  // A stream for one item of a numbered sequence: the same (seed, stream, index) always gives
  // the same numbers, independent of how many numbers other items drew.
  Rng(uint64_t seed, uint64_t stream, uint64_t index) {
    reseed(mix64(seed ^ mix64(stream * 0xD1B54A32D192ED03ull ^ mix64(index))));
  }
  void reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) { x += 0x9E3779B97F4A7C15ull; w = mix64(x); }
  }
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0]; s_[3] ^= s_[1]; s_[1] ^= s_[2]; s_[0] ^= s_[3];
    s_[2] ^= t; s_[3] = rotl(s_[3], 45);
    return result;
  }
  uint32_t next32() { return static_cast<uint32_t>(next() >> 32); }
  // Uniform in [0, n) (n > 0), by multiply-shift; bias is below 2^-32 for the n used here.
  uint32_t below(uint32_t n) {
    return static_cast<uint32_t>((static_cast<uint64_t>(next32()) * n) >> 32);
  }
  bool chance(double p) { return (next() >> 11) * (1.0 / 9007199254740992.0) < p; }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace shaderhw
