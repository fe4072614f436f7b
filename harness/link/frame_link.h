// Frames over a byte transport: send a command, receive the next checked frame, ask the board
// who it is.
#pragma once
#include <deque>
#include <string>
#include <vector>

#include "link/frame.h"
#include "link/transport.h"

namespace shaderhw::link {

class FrameLink {
 public:
  // timeout_ms: how long receive() waits for a whole reply (transport time).
  explicit FrameLink(ByteTransport& transport, int timeout_ms = 2000)
      : t_(transport), timeout_ms_(timeout_ms) {}

  void send(uint8_t cmd, const std::vector<uint8_t>& payload = {});
  void send_raw(const std::vector<uint8_t>& bytes);  // for tests: malformed frames
  // The next frame whose CRC checks. Throws LinkError on timeout and on a reply with a bad CRC
  // (the link's bytes are then out of step with the requests).
  Frame receive();
  // The next frame if one arrives within timeout_ms, else false (no exception on timeout).
  bool poll(Frame& f, int timeout_ms);
  // IDENTIFY and its reply (throws LinkError on anything else).
  Identity identify();
  int timeout_ms() const { return timeout_ms_; }

 private:
  ByteTransport& t_;
  int timeout_ms_;
  FrameDecoder dec_;
  std::deque<uint8_t> pending_;  // bytes read but not yet decoded
};

}  // namespace shaderhw::link
