#include "link/serial_port.h"

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "link/frame.h"

namespace shaderhw::link {
namespace {

speed_t speed_constant(unsigned baud) {
  switch (baud) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    case 230400: return B230400;
#ifdef B460800
    case 460800: return B460800;
#endif
#ifdef B500000
    case 500000: return B500000;
#endif
#ifdef B921600
    case 921600: return B921600;
#endif
#ifdef B1000000
    case 1000000: return B1000000;
#endif
#ifdef B2000000
    case 2000000: return B2000000;
#endif
#ifdef B3000000
    case 3000000: return B3000000;
#endif
    default: return 0;
  }
}

std::string sys_error(const std::string& what, const std::string& device) {
  return what + " " + device + ": " + std::strerror(errno);
}

}  // namespace

SerialPort::SerialPort(const std::string& device, unsigned baud) : device_(device) {
  const speed_t speed = speed_constant(baud);
  if (speed == 0) {
    throw LinkError("serial port " + device + ": baud rate " + std::to_string(baud) +
                    " is not one of the standard rates (115200, 1000000, 3000000, ...)");
  }
  fd_ = ::open(device.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd_ < 0) throw LinkError(sys_error("cannot open", device));
  termios tio{};
  if (tcgetattr(fd_, &tio) != 0) {
    const std::string msg = sys_error("not a serial port:", device);
    ::close(fd_);
    throw LinkError(msg);
  }
  cfmakeraw(&tio);                       // 8 data bits, no parity, no echo, no translation
  tio.c_cflag &= ~static_cast<tcflag_t>(CSTOPB | PARENB | CRTSCTS);
  tio.c_cflag |= CLOCAL | CREAD;
  tio.c_iflag &= ~static_cast<tcflag_t>(IXON | IXOFF | IXANY);
  tio.c_cc[VMIN] = 0;                    // read() returns what is there; poll() waits
  tio.c_cc[VTIME] = 0;
  cfsetispeed(&tio, speed);
  cfsetospeed(&tio, speed);
  if (tcsetattr(fd_, TCSANOW, &tio) != 0) {
    const std::string msg = sys_error("cannot configure", device);
    ::close(fd_);
    throw LinkError(msg);
  }
  tcflush(fd_, TCIOFLUSH);  // nothing stale from an earlier session
}

SerialPort::~SerialPort() {
  if (fd_ >= 0) ::close(fd_);
}

void SerialPort::write(const uint8_t* data, size_t n) {
  while (n > 0) {
    const ssize_t k = ::write(fd_, data, n);
    if (k < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      throw LinkError(sys_error("write to", device_));
    }
    data += k;
    n -= static_cast<size_t>(k);
  }
}

size_t SerialPort::read(uint8_t* buf, size_t max, int timeout_ms) {
  pollfd p{fd_, POLLIN, 0};
  for (;;) {
    const int r = ::poll(&p, 1, timeout_ms);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) throw LinkError(sys_error("poll on", device_));
    if (r == 0) return 0;
    break;
  }
  const ssize_t k = ::read(fd_, buf, max);
  if (k < 0) {
    if (errno == EINTR || errno == EAGAIN) return 0;
    throw LinkError(sys_error("read from", device_));
  }
  return static_cast<size_t>(k);
}

}  // namespace shaderhw::link
