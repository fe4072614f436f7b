// Bit-field access to Verilator ports of any width (CData .. QData scalars and VlWide), used by
// the ISA adapters to pack a transaction into wide ports and unpack the results.
#pragma once
#include <cstdint>
#include <type_traits>

namespace shaderhw {

namespace port_bits {
// Bit-field access to a Verilator port of any width: scalar ports (CData .. QData) and VlWide.
template <class P>
inline void put(P& port, unsigned lsb, unsigned width, uint64_t v) {
  if constexpr (std::is_integral_v<P>) {
    const uint64_t mask = width >= 64 ? ~0ull : ((1ull << width) - 1);
    uint64_t cur = static_cast<uint64_t>(port);
    cur = (cur & ~(mask << lsb)) | ((v & mask) << lsb);
    port = static_cast<P>(cur);
  } else {
    for (unsigned i = 0; i < width; ++i) {
      const unsigned b = lsb + i;
      const uint32_t bit = 1u << (b % 32);
      if ((v >> i) & 1) port[b / 32] |= bit;
      else port[b / 32] &= ~bit;
    }
  }
}
template <class P>
inline void put32(P& port, unsigned lsb, uint32_t v) {  // lsb a multiple of 32 on wide ports
  if constexpr (std::is_integral_v<P>) put(port, lsb, 32, v);
  else port[lsb / 32] = v;
}
template <class P>
inline uint64_t get(const P& port, unsigned lsb, unsigned width) {
  if constexpr (std::is_integral_v<P>) {
    const uint64_t mask = width >= 64 ? ~0ull : ((1ull << width) - 1);
    return (static_cast<uint64_t>(port) >> lsb) & mask;
  } else {
    uint64_t v = 0;
    for (unsigned i = 0; i < width; ++i) {
      const unsigned b = lsb + i;
      v |= static_cast<uint64_t>((port[b / 32] >> (b % 32)) & 1u) << i;
    }
    return v;
  }
}
template <class P>
inline uint32_t get32(const P& port, unsigned lsb) {
  if constexpr (std::is_integral_v<P>) return static_cast<uint32_t>(get(port, lsb, 32));
  else return port[lsb / 32];
}
}  // namespace port_bits

}  // namespace shaderhw
