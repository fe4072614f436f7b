#include "link/frame_link.h"

#include <cstdio>

namespace shaderhw::link {
namespace {
std::string hex(uint8_t v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%02X", v);
  return b;
}
}  // namespace

void FrameLink::send(uint8_t cmd, const std::vector<uint8_t>& payload) {
  send_raw(encode_frame(cmd, payload));
}

void FrameLink::send_raw(const std::vector<uint8_t>& bytes) { t_.write(bytes.data(), bytes.size()); }

bool FrameLink::poll(Frame& f, int timeout_ms) {
  uint8_t buf[512];
  for (;;) {
    while (!pending_.empty()) {
      const uint8_t b = pending_.front();
      pending_.pop_front();
      switch (dec_.push(b)) {
        case FrameDecoder::kFrame: f = dec_.frame(); return true;
        case FrameDecoder::kBadChecksum:
          throw LinkError("reply frame (command " + hex(dec_.frame().cmd) +
                          ") with a bad checksum");
        case FrameDecoder::kMore: break;
      }
    }
    const size_t n = t_.read(buf, sizeof buf, timeout_ms);
    if (n == 0) return false;
    pending_.insert(pending_.end(), buf, buf + n);
  }
}

Frame FrameLink::receive() {
  Frame f;
  if (!poll(f, timeout_ms_)) {
    throw LinkError("no reply from the board within " + std::to_string(timeout_ms_) + " ms");
  }
  return f;
}

Identity FrameLink::identify() {
  send(kCmdIdentify);
  const Frame f = receive();
  if (f.cmd == kRspError) {
    throw LinkError("IDENTIFY answered with an error frame: " +
                    (f.payload.empty() ? std::string("no code") : error_name(f.payload[0])));
  }
  if (f.cmd != kRspIdentity) {
    throw LinkError("IDENTIFY answered with frame type " + hex(f.cmd));
  }
  return decode_identity(f.payload);
}

}  // namespace shaderhw::link
