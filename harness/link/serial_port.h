// A POSIX serial port in raw 8N1 mode at a chosen baud rate, without flow control: the ULX3S
// FTDI UART (/dev/ttyUSB0 on Linux).
#pragma once
#include <string>

#include "link/transport.h"

namespace shaderhw::link {

class SerialPort final : public ByteTransport {
 public:
  // Opens and configures the port; throws LinkError naming the device on failure (no such
  // device, no permission, a baud rate the system has no constant for).
  SerialPort(const std::string& device, unsigned baud);
  ~SerialPort() override;
  SerialPort(const SerialPort&) = delete;
  SerialPort& operator=(const SerialPort&) = delete;

  void write(const uint8_t* data, size_t n) override;
  size_t read(uint8_t* buf, size_t max, int timeout_ms) override;

 private:
  std::string device_;
  int fd_ = -1;
};

}  // namespace shaderhw::link
