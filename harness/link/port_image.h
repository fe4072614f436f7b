// Port images: plain structs whose members have the names and the C++ types of a verilated
// pipeline's ports (CData/SData/IData/QData-sized integers, and arrays of 32-bit words for wider
// ports, indexed as VlWide is). The ISA's DUT adapter (verilated/attila_dut.h, valhall_dut.h)
// writes and reads them with the same drive()/read() code it uses on the Verilator model; the
// link packs them into frames in port declaration order, LSB first (rtl/proto/README.md).
#pragma once
#include <array>
#include <cstdint>
#include <type_traits>

#include "link/frame.h"

namespace shaderhw::link {

// The C++ type Verilator gives a port of W bits.
template <unsigned W>
using PortT = std::conditional_t<
    (W <= 8), uint8_t,
    std::conditional_t<(W <= 16), uint16_t,
                       std::conditional_t<(W <= 32), uint32_t,
                                          std::conditional_t<(W <= 64), uint64_t,
                                                             std::array<uint32_t, (W + 31) / 32>>>>>;

// A field visitor that packs (BitWriter) or unpacks (BitReader) one port of `width` bits.
struct PackField {
  BitWriter& w;
  template <class P>
  void operator()(const P& port, unsigned width) const {
    if constexpr (std::is_integral_v<P>) w.put(static_cast<uint64_t>(port), width);
    else w.put_words(port.data(), width);
  }
};
struct UnpackField {
  BitReader& r;
  template <class P>
  void operator()(P& port, unsigned width) const {
    if constexpr (std::is_integral_v<P>) port = static_cast<P>(r.get(width));
    else {
      port.fill(0);
      r.get_words(port.data(), width);
    }
  }
};
struct CountField {
  unsigned& bits;
  template <class P>
  void operator()(const P&, unsigned width) const { bits += width; }
};

}  // namespace shaderhw::link
