// The FPGA prototype end to end in simulation: the verilated prototype tops
// (rtl/proto/attila_proto_top.sv, valhall_proto_top.sv, 4 clock cycles per UART bit) driven bit
// by bit on their FTDI pins by the host link (harness/link), through the harness's own
// driver/monitor loop (core/sim.h) and DUT adapters (verilated/attila_dut.h, valhall_dut.h), and
// compared with the golden models (golden/attila, golden/valhall execute()) field by field with
// the harness's diff_outputs. Also: the codec by itself (CRC-8 check value, frames, packing),
// the identity reply, and each error frame of the device followed by a good request.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "Vattila_proto_top.h"
#include "Vvalhall_proto_top.h"
#include "attila/attila_gen.h"
#include "attila/attila_vectors.h"
#include "attila_dut.h"
#include "core/rng.h"
#include "core/sim.h"
#include "link/attila_ports.h"
#include "link/frame.h"
#include "link/frame_link.h"
#include "link/link_model.h"
#include "link/uart_sim.h"
#include "link/valhall_ports.h"
#include "valhall/valhall_gen.h"
#include "valhall/valhall_vectors.h"
#include "valhall_dut.h"

namespace shaderhw::link {
namespace {

constexpr int kReplyTimeoutMs = 20;  // simulated: 500k cycles, some 15 replies long
constexpr uint64_t kSeed = 20240611;
// Transactions per run. Each costs some 20k board cycles of UART time (a 459-byte request and a
// 349-byte reply at 4 cycles per bit, overlapped), during which the whole verilated pipeline is
// clocked: about 0.2 s of CPU per ATTILA transaction, 0.1 s per Valhall one.
constexpr uint64_t kQuickAttila = 64, kQuickValhall = 128;  // label quick
constexpr uint64_t kLong = 2000;                            // label long

using AttilaBoard = UartSimTransport<Vattila_proto_top>;
using ValhallBoard = UartSimTransport<Vvalhall_proto_top>;

// ---- codec ------------------------------------------------------------------------------------

TEST(ProtoCodec, Crc8CheckValue) {
  const char* s = "123456789";  // the CRC catalogue's check string; CRC-8/SMBUS gives 0xF4
  EXPECT_EQ(crc8(reinterpret_cast<const uint8_t*>(s), std::strlen(s)), 0xF4);
}

TEST(ProtoCodec, FramesDecodeAndBadChecksumIsCaught) {
  const std::vector<uint8_t> payload = {0x00, 0xA5, 0xFF, 0x12};  // a Sync byte inside
  std::vector<uint8_t> bytes = {0x13, 0x37};                      // noise before the frame
  const std::vector<uint8_t> f = encode_frame(kRspResult, payload);
  ASSERT_EQ(f.size(), payload.size() + 5);
  EXPECT_EQ(f[0], kSync);
  EXPECT_EQ(f[2], payload.size());
  EXPECT_EQ(f[3], 0);
  bytes.insert(bytes.end(), f.begin(), f.end());
  FrameDecoder d;
  int frames = 0;
  for (uint8_t b : bytes) {
    const auto st = d.push(b);
    ASSERT_NE(st, FrameDecoder::kBadChecksum);
    if (st == FrameDecoder::kFrame) {
      ++frames;
      EXPECT_EQ(d.frame().cmd, kRspResult);
      EXPECT_EQ(d.frame().payload, payload);
    }
  }
  EXPECT_EQ(frames, 1);
  std::vector<uint8_t> bad = f;
  bad[5] ^= 0x10;
  FrameDecoder d2;
  FrameDecoder::Status last = FrameDecoder::kMore;
  for (uint8_t b : bad) last = d2.push(b);
  EXPECT_EQ(last, FrameDecoder::kBadChecksum);
}

TEST(ProtoCodec, PortImagePacksLsbFirstAndRoundTrips) {
  BitWriter w;
  w.put(0x5, 3);
  w.put(0x1FF, 9);
  w.put(0xAB, 8);
  // bit 0 first: 1 0 1 | 1 1 1 1 1 1 1 1 1 | 1 1 0 1 0 1 0 1 (0xAB from its LSB), zero padded:
  // byte0 = 0b11111101, byte1 = 0b10111111, byte2 = 0b1010
  ASSERT_EQ(w.bits(), 20u);
  EXPECT_EQ(w.bytes(), (std::vector<uint8_t>{0xFD, 0xBF, 0x0A}));

  Rng r(kSeed, 0x9071, 0);
  LinkModel<AttilaPorts> a, b;
  a.tag_i = 0xBEEF;
  a.qword0_i = r.next();
  a.pc_i = r.next32();
  for (auto& x : a.src_i) x = r.next32();
  for (auto& x : a.acc_i) x = r.next32();
  const unsigned acc_bits = 4 * 4 * a.acc_w;  // bits past the port (F = 8) are not sent
  if (acc_bits % 32) a.acc_i[acc_bits / 32] &= (1u << (acc_bits % 32)) - 1;
  for (size_t i = (acc_bits + 31) / 32; i < a.acc_i.size(); ++i) a.acc_i[i] = 0;
  a.sample_i = 0xC3A5;
  BitWriter pw;
  a.visit_in(PackField{pw});
  EXPECT_EQ(pw.bits(), a.in_bits());
  EXPECT_EQ(pw.bytes().size(), (a.in_bits() + 7) / 8);
  BitReader rd(pw.bytes());
  b.visit_in(UnpackField{rd});
  EXPECT_EQ(b.tag_i, a.tag_i);
  EXPECT_EQ(b.qword0_i, a.qword0_i);
  EXPECT_EQ(b.pc_i, a.pc_i);
  EXPECT_EQ(b.src_i, a.src_i);
  EXPECT_EQ(b.acc_i, a.acc_i);
  EXPECT_EQ(b.sample_i, a.sample_i);
  EXPECT_EQ(pw.bytes()[0], 0xEF);  // tag_i first, LSB first
  EXPECT_EQ(pw.bytes()[1], 0xBE);
}

// ---- ATTILA board ----------------------------------------------------------------------------

// Widths of rtl/attila/attila_pipeline.sv's ports (Lanes 4, F = 8), summed by hand from its
// port list (rtl/proto/README.md states them too).
constexpr uint32_t kAttilaInBits = 3669;
constexpr uint32_t kAttilaOutBits = 2786;

TEST(AttilaProto, IdentifyReportsIsaConfigAndWidths) {
  AttilaBoard board;
  FrameLink link(board, kReplyTimeoutMs);
  const Identity id = link.identify();
  EXPECT_EQ(id.version, kProtocolVersion);
  EXPECT_EQ(id.isa, kIsaAttila);
  EXPECT_EQ(id.lanes, 4);
  EXPECT_EQ(id.config, 8);  // F of the fixed-point unit
  EXPECT_EQ(id.compact, 1);  // the prototype tops hold the compact configuration
  EXPECT_EQ(id.in_bits, kAttilaInBits);
  EXPECT_EQ(id.out_bits, kAttilaOutBits);
  LinkModel<AttilaPorts> image;
  EXPECT_EQ(image.in_bits(), kAttilaInBits);
  EXPECT_EQ(image.out_bits(), kAttilaOutBits);

  // A run configuration the bitstream does not hold is refused before any transaction.
  attila::ExecConfig f16;
  f16.fx_frac_bits = 16;
  EXPECT_THROW((FpgaDut<AttilaDut, AttilaPorts>(link, f16)), LinkError);
}

struct AttilaSource : ItemSource<attila::Item> {
  explicit AttilaSource(uint64_t n) : count(n) {}
  attila::ExecConfig cfg;
  uint64_t count;
  uint64_t next_index = 0;
  bool next(attila::Item& it) override {
    if (next_index == count) return false;
    Rng rng(kSeed, attila::kStreamTxn, next_index);
    it.txn = attila::random_exec_in(rng, {}, cfg);
    it.expected = attila::execute(it.txn, cfg);
    it.origin = next_index++;
    return true;
  }
  void rewind() override { next_index = 0; }
};

template <class Item, class Resp, class Diff>
struct DiffCheck {
  Diff diff;
  std::string first;
  uint64_t compared = 0;
  bool operator()(const Item& item, const Resp& resp, uint64_t) {
    ++compared;
    const std::string d = diff(item.expected, resp.out);
    if (!d.empty() && first.empty()) first = "item " + std::to_string(item.origin) + ":\n" + d;
    return d.empty();
  }
};
struct AttilaDiff {
  std::string operator()(const attila::ExecOut& e, const attila::ExecOut& a) const {
    return attila::diff_outputs(e, a);
  }
};

void attila_random_run(uint64_t count) {
  AttilaBoard board;
  FrameLink link(board, kReplyTimeoutMs);
  AttilaSource source(count);
  FpgaDut<AttilaDut, AttilaPorts> dut(link, source.cfg);
  DiffCheck<attila::Item, AttilaResp, AttilaDiff> check;
  SimOptions so;
  so.seed = kSeed;
  so.backpressure = 0.3;  // host-side bubbles and stalls on top of the link's own back-pressure
  so.hang_cycles = 1000;
  const SimStats st = simulate<decltype(dut), attila::Item>(dut, source, check, so);
  EXPECT_EQ(dut.link_error(), "");
  EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
  EXPECT_EQ(st.retired, count);
  EXPECT_EQ(check.compared, count);
  EXPECT_EQ(st.mismatches, 0u) << check.first;
  EXPECT_EQ(dut.m().frames_sent(), count);
  std::printf("attila board: %llu transactions, %llu board cycles, %llu bytes out, %llu in\n",
              static_cast<unsigned long long>(st.retired),
              static_cast<unsigned long long>(board.cycle()),
              static_cast<unsigned long long>(board.bytes_sent()),
              static_cast<unsigned long long>(board.bytes_received()));
}

TEST(AttilaProto, QuickRandomTransactionsMatchGoldenThroughTheUart) {
  attila_random_run(kQuickAttila);
}
TEST(AttilaProto, LongRandomTransactionsMatchGoldenThroughTheUart) { attila_random_run(kLong); }

// The EXEC payload of a transaction, packed by the adapter into a port image that is not
// attached to any board.
std::vector<uint8_t> attila_payload(AttilaDut<LinkModel<AttilaPorts>>& img, const attila::ExecIn& in,
                                    uint32_t tag) {
  img.drive(in, tag);
  BitWriter w;
  img.m().visit_in(PackField{w});
  return w.bytes();
}

uint8_t expect_error(FrameLink& link) {
  const Frame f = link.receive();
  EXPECT_EQ(f.cmd, kRspError);
  EXPECT_EQ(f.payload.size(), 1u);
  return f.payload.empty() ? 0 : f.payload[0];
}

TEST(AttilaProto, ErrorFramesThenTheLinkRecovers) {
  AttilaBoard board;
  FrameLink link(board, kReplyTimeoutMs);
  attila::ExecConfig cfg;
  AttilaDut<LinkModel<AttilaPorts>> img(cfg);
  Rng rng(kSeed, attila::kStreamTxn, 7);
  const attila::ExecIn in = attila::random_exec_in(rng, {}, cfg);
  const std::vector<uint8_t> payload = attila_payload(img, in, 0x1234);
  ASSERT_EQ(payload.size(), (kAttilaInBits + 7) / 8);

  std::vector<uint8_t> bad = encode_frame(kCmdExec, payload);
  bad.back() ^= 0x01;
  link.send_raw(bad);
  EXPECT_EQ(expect_error(link), kErrChecksum);
  bad = encode_frame(kCmdExec, payload);
  bad[10] ^= 0x80;  // a payload bit flipped on the way
  link.send_raw(bad);
  EXPECT_EQ(expect_error(link), kErrChecksum);

  link.send(0x33);
  EXPECT_EQ(expect_error(link), kErrCommand);
  link.send(kCmdExec, std::vector<uint8_t>(payload.begin(), payload.end() - 1));
  EXPECT_EQ(expect_error(link), kErrLength);
  link.send(kCmdIdentify, {0});
  EXPECT_EQ(expect_error(link), kErrLength);

  // A frame that stops half way: the device gives up after its timeout (2000 cycles here).
  std::vector<uint8_t> cut = encode_frame(kCmdExec, payload);
  cut.resize(40);
  link.send_raw(cut);
  EXPECT_EQ(expect_error(link), kErrTimeout);

  // Noise, then a good request: the right answer, bit for bit.
  link.send_raw({0x00, 0x13, 0x5A});
  link.send(kCmdExec, payload);
  const Frame f = link.receive();
  ASSERT_EQ(f.cmd, kRspResult);
  ASSERT_EQ(f.payload.size(), (kAttilaOutBits + 7) / 8);
  BitReader r(f.payload);
  img.m().visit_out(UnpackField{r});
  const AttilaResp resp = img.read();
  EXPECT_EQ(resp.tag, 0x1234u);
  EXPECT_EQ(attila::diff_outputs(attila::execute(in, cfg), resp.out), "");
  EXPECT_EQ(link.identify().isa, kIsaAttila);
  // Nothing else came back (each error produced exactly one frame).
  Frame extra;
  EXPECT_FALSE(link.poll(extra, 1));
}

// ---- Valhall board -----------------------------------------------------------------------------

// valhall_dut.h with each transaction's flush-to-zero mode (an input port), as the harness does.
template <class Model>
class ValhallItemDut : public ValhallDut<Model> {
 public:
  using Txn = valhall::Txn;
  using ValhallDut<Model>::ValhallDut;
  void drive(const Txn& t, uint32_t tag) {
    this->set_config(t.cfg);
    ValhallDut<Model>::drive(t, tag);
  }
};

struct ValhallSource : ItemSource<valhall::Item> {
  explicit ValhallSource(uint64_t n) : count(n) {}
  uint64_t count;
  uint64_t next_index = 0;
  bool next(valhall::Item& it) override {
    if (next_index == count) return false;
    valhall::random_input(kSeed, next_index, {}, it);
    it.expected = valhall::execute(it.txn, it.txn.cfg);
    it.origin = next_index++;
    return true;
  }
  void rewind() override { next_index = 0; }
};
struct ValhallDiff {
  std::string operator()(const valhall::ExecOut& e, const valhall::ExecOut& a) const {
    return valhall::diff_outputs(e, a);
  }
};

void valhall_random_run(uint64_t count) {
  ValhallBoard board;
  FrameLink link(board, kReplyTimeoutMs);
  const Identity id = link.identify();
  EXPECT_EQ(id.isa, kIsaValhall);
  EXPECT_EQ(id.lanes, 4);
  EXPECT_EQ(id.config, 7);  // NumPipeRegs of the compact configuration (rtl/valhall/README.md)
  LinkModel<ValhallPorts> image;
  EXPECT_EQ(id.in_bits, image.in_bits());
  EXPECT_EQ(id.out_bits, image.out_bits());

  ValhallSource source(count);
  FpgaDut<ValhallItemDut, ValhallPorts> dut(link, valhall::ExecConfig{});
  DiffCheck<valhall::Item, ValhallResp, ValhallDiff> check;
  SimOptions so;
  so.seed = kSeed;
  so.backpressure = 0.3;
  so.hang_cycles = 1000;
  const SimStats st = simulate<decltype(dut), valhall::Item>(dut, source, check, so);
  EXPECT_EQ(dut.link_error(), "");
  EXPECT_EQ(st.protocol_errors, 0u) << st.protocol_message;
  EXPECT_EQ(st.retired, count);
  EXPECT_EQ(check.compared, count);
  EXPECT_EQ(st.mismatches, 0u) << check.first;
  EXPECT_EQ(dut.m().frames_sent(), count);
  std::printf("valhall board: %llu transactions, %llu board cycles\n",
              static_cast<unsigned long long>(st.retired),
              static_cast<unsigned long long>(board.cycle()));
}

TEST(ValhallProto, QuickIdentifyAndRandomTransactionsMatchGolden) {
  valhall_random_run(kQuickValhall);
}
TEST(ValhallProto, LongIdentifyAndRandomTransactionsMatchGolden) { valhall_random_run(kLong); }

}  // namespace
}  // namespace shaderhw::link
