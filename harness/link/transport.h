// A byte stream to a prototype board: the real serial port (serial_port.h) or the simulated
// UART pins of a verilated prototype top (uart_sim.h).
#pragma once
#include <cstddef>
#include <cstdint>

namespace shaderhw::link {

class ByteTransport {
 public:
  virtual ~ByteTransport() = default;
  // Queues the bytes for sending (the call may return before they are on the wire).
  virtual void write(const uint8_t* data, size_t n) = 0;
  // Waits up to timeout_ms for at least one byte, then returns what has arrived (at most `max`
  // bytes); 0 on timeout. Time is the transport's own: wall-clock time for a serial port,
  // simulated time (at the board's clock) for a simulated one.
  virtual size_t read(uint8_t* buf, size_t max, int timeout_ms) = 0;
};

}  // namespace shaderhw::link
