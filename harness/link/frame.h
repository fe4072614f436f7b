// The host side of the prototype's UART link (rtl/proto/README.md "Link protocol"): frame
// constants (the same numbers as rtl/proto/proto_pkg.sv), CRC-8, frame encoding, a byte-at-a-time
// frame decoder, the identity payload, and LSB-first bit packing of port images into payloads.
#pragma once
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace shaderhw::link {

constexpr uint8_t kSync = 0xA5;
constexpr uint8_t kProtocolVersion = 1;

enum Cmd : uint8_t {
  kCmdExec = 0x01,      // payload: the pipeline's input port bits
  kCmdIdentify = 0x02,  // no payload
  kRspResult = 0x81,    // payload: the pipeline's output port bits
  kRspIdentity = 0x82,  // payload: kIdentityBytes
  kRspError = 0xEE,     // payload: one ErrorCode byte
};

enum ErrorCode : uint8_t {
  kErrChecksum = 1,
  kErrCommand = 2,
  kErrLength = 3,
  kErrOverrun = 4,
  kErrTimeout = 5,
  kErrFraming = 6,
};
std::string error_name(uint8_t code);

enum Isa : uint8_t { kIsaAttila = 1, kIsaValhall = 2 };

// An error of the link: no reply, a reply that does not check, a mismatched bitstream.
struct LinkError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// CRC-8, polynomial 0x07, initial value 0, no reflection, no final xor ("CRC-8/SMBUS"; the check
// value of "123456789" is 0xF4), continued from `crc`.
uint8_t crc8(const uint8_t* data, size_t n, uint8_t crc = 0);

// Sync, command, length (LE), payload, CRC-8 over command, length and payload.
std::vector<uint8_t> encode_frame(uint8_t cmd, const std::vector<uint8_t>& payload);

struct Frame {
  uint8_t cmd = 0;
  std::vector<uint8_t> payload;
};

// Reassembles frames from a byte stream: bytes before a Sync are skipped.
class FrameDecoder {
 public:
  enum Status { kMore, kFrame, kBadChecksum };
  // Takes one byte; kFrame: frame() holds a checked frame; kBadChecksum: a frame arrived whose
  // CRC did not match (it is dropped). Either way the decoder then hunts for the next Sync.
  Status push(uint8_t byte);
  const Frame& frame() const { return frame_; }
  bool in_frame() const { return state_ != kHunt; }

 private:
  enum State { kHunt, kCmd, kLenLo, kLenHi, kPayload, kCrc } state_ = kHunt;
  Frame frame_;
  size_t len_ = 0;
  uint8_t crc_ = 0;
};

// Identity reply: which ISA and configuration the bitstream holds, and its frame widths.
struct Identity {
  uint8_t version = 0;
  uint8_t isa = 0;
  uint8_t lanes = 0;
  uint8_t config = 0;   // ATTILA: F of the fixed-point unit; Valhall: pipeline registers
  uint8_t compact = 0;  // 1: the compact configuration
  uint32_t in_bits = 0;
  uint32_t out_bits = 0;
};
constexpr size_t kIdentityBytes = 14;
Identity decode_identity(const std::vector<uint8_t>& payload);  // throws LinkError
std::vector<uint8_t> encode_identity(const Identity& id);
std::string describe(const Identity& id);

// LSB-first packing of port fields into bytes: field k starts where field k-1 ended.
class BitWriter {
 public:
  void put(uint64_t v, unsigned width);
  // A wide field held as 32-bit words (Verilator's VlWide layout: word 0 = bits 31..0).
  void put_words(const uint32_t* words, unsigned width);
  unsigned bits() const { return bits_; }
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<uint8_t> bytes_;
  unsigned bits_ = 0;
};

class BitReader {
 public:
  explicit BitReader(const std::vector<uint8_t>& bytes) : bytes_(bytes) {}
  uint64_t get(unsigned width);
  void get_words(uint32_t* words, unsigned width);
  unsigned bits() const { return bits_; }

 private:
  const std::vector<uint8_t>& bytes_;
  unsigned bits_ = 0;
};

}  // namespace shaderhw::link
