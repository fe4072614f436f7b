// `shaderhw run --fpga DEVICE`: runs an item source through the FPGA prototype (rtl/proto) over
// its UART link with the ISA's own DUT adapter packing the ports (link_model.h), on a real
// serial port or, for DEVICE "sim", on the verilated prototype top driven bit by bit through
// its UART pins (uart_sim.h). A link failure (no reply, an error frame, a bitstream of another
// ISA or widths) stops the run with an InputError naming --fpga.
#pragma once
#include <string>

#include "core/sim.h"
#include "core/text_input.h"
#include "link/frame_link.h"
#include "link/link_model.h"
#include "link/serial_port.h"
#include "link/uart_sim.h"

namespace shaderhw::link {

constexpr int kFpgaReplyTimeoutMs = 2000;

template <template <class> class Adapter, class Ports, class SimTop, class Item, class Check,
          class Config>
SimStats run_on_fpga(const std::string& device, unsigned baud, const Config& cfg,
                     ItemSource<Item>& source, Check& check, SimOptions so) {
  auto run = [&](ByteTransport& transport) {
    FrameLink frames(transport, kFpgaReplyTimeoutMs);
    std::string error;
    SimStats st;
    try {
      FpgaDut<Adapter, Ports> dut(frames, cfg);
      // A host step is not a board cycle: a link that stops answering is reported by the model
      // (error()) long before this many steps.
      so.hang_cycles = 100000;
      st = simulate<FpgaDut<Adapter, Ports>, Item>(dut, source, check, so);
      error = dut.link_error();
    } catch (const LinkError& e) {
      error = e.what();
    }
    if (!error.empty()) throw InputError("--fpga", 0, device + ": " + error);
    return st;
  };
  if (device == "sim") {
    UartSimTransport<SimTop> board;
    return run(board);
  }
  SerialPort port(device, baud);
  return run(port);
}

}  // namespace shaderhw::link
