#include "link/frame.h"

namespace shaderhw::link {

std::string error_name(uint8_t code) {
  switch (code) {
    case kErrChecksum: return "bad checksum";
    case kErrCommand: return "unknown command";
    case kErrLength: return "wrong length";
    case kErrOverrun: return "overrun (request while the previous one waits)";
    case kErrTimeout: return "frame timeout";
    case kErrFraming: return "UART framing error";
    default: return "error code " + std::to_string(code);
  }
}

uint8_t crc8(const uint8_t* data, size_t n, uint8_t crc) {
  for (size_t i = 0; i < n; ++i) {
    crc ^= data[i];
    for (int b = 0; b < 8; ++b) crc = (crc & 0x80) ? static_cast<uint8_t>((crc << 1) ^ 0x07)
                                                   : static_cast<uint8_t>(crc << 1);
  }
  return crc;
}

std::vector<uint8_t> encode_frame(uint8_t cmd, const std::vector<uint8_t>& payload) {
  if (payload.size() > 0xFFFF) throw LinkError("frame payload over 65535 bytes");
  std::vector<uint8_t> f;
  f.reserve(payload.size() + 5);
  f.push_back(kSync);
  f.push_back(cmd);
  f.push_back(static_cast<uint8_t>(payload.size()));
  f.push_back(static_cast<uint8_t>(payload.size() >> 8));
  f.insert(f.end(), payload.begin(), payload.end());
  f.push_back(crc8(f.data() + 1, f.size() - 1));
  return f;
}

FrameDecoder::Status FrameDecoder::push(uint8_t byte) {
  switch (state_) {
    case kHunt:
      if (byte == kSync) {
        state_ = kCmd;
        crc_ = 0;
      }
      return kMore;
    case kCmd:
      frame_.cmd = byte;
      frame_.payload.clear();
      state_ = kLenLo;
      break;
    case kLenLo:
      len_ = byte;
      state_ = kLenHi;
      break;
    case kLenHi:
      len_ |= static_cast<size_t>(byte) << 8;
      state_ = len_ ? kPayload : kCrc;
      break;
    case kPayload:
      frame_.payload.push_back(byte);
      if (frame_.payload.size() == len_) state_ = kCrc;
      break;
    case kCrc:
      state_ = kHunt;
      return byte == crc_ ? kFrame : kBadChecksum;
  }
  crc_ = crc8(&byte, 1, crc_);
  return kMore;
}

Identity decode_identity(const std::vector<uint8_t>& p) {
  if (p.size() != kIdentityBytes) {
    throw LinkError("identity reply of " + std::to_string(p.size()) + " bytes, expected " +
                    std::to_string(kIdentityBytes));
  }
  Identity id;
  id.version = p[0];
  id.isa = p[1];
  id.lanes = p[2];
  id.config = p[3];
  id.compact = p[4];
  for (int i = 0; i < 4; ++i) {
    id.in_bits |= static_cast<uint32_t>(p[6 + i]) << (8 * i);
    id.out_bits |= static_cast<uint32_t>(p[10 + i]) << (8 * i);
  }
  return id;
}

std::vector<uint8_t> encode_identity(const Identity& id) {
  std::vector<uint8_t> p = {id.version, id.isa, id.lanes, id.config, id.compact, 0};
  for (int i = 0; i < 4; ++i) p.push_back(static_cast<uint8_t>(id.in_bits >> (8 * i)));
  for (int i = 0; i < 4; ++i) p.push_back(static_cast<uint8_t>(id.out_bits >> (8 * i)));
  return p;
}

std::string describe(const Identity& id) {
  const char* isa = id.isa == kIsaAttila ? "attila" : id.isa == kIsaValhall ? "valhall" : "?";
  return std::string("protocol ") + std::to_string(id.version) + ", isa " + isa + " (" +
         std::to_string(id.isa) + "), " + std::to_string(id.lanes) + " lanes, config " +
         std::to_string(id.config) + (id.compact ? ", compact" : ", full rate") + ", in " +
         std::to_string(id.in_bits) + " bits, out " + std::to_string(id.out_bits) + " bits";
}

void BitWriter::put(uint64_t v, unsigned width) {
  for (unsigned i = 0; i < width; ++i, ++bits_) {
    if (bits_ % 8 == 0) bytes_.push_back(0);
    if (i < 64 && (v >> i & 1)) bytes_.back() |= static_cast<uint8_t>(1u << (bits_ % 8));
  }
}

void BitWriter::put_words(const uint32_t* words, unsigned width) {
  for (unsigned w = 0; w * 32 < width; ++w) put(words[w], width - w * 32 < 32 ? width - w * 32 : 32);
}

uint64_t BitReader::get(unsigned width) {
  uint64_t v = 0;
  for (unsigned i = 0; i < width; ++i, ++bits_) {
    if (bits_ / 8 >= bytes_.size()) throw LinkError("reply payload shorter than its fields");
    if (i < 64 && (bytes_[bits_ / 8] >> (bits_ % 8) & 1)) v |= uint64_t{1} << i;
  }
  return v;
}

void BitReader::get_words(uint32_t* words, unsigned width) {
  for (unsigned w = 0; w * 32 < width; ++w) {
    words[w] = static_cast<uint32_t>(get(width - w * 32 < 32 ? width - w * 32 : 32));
  }
}

}  // namespace shaderhw::link
