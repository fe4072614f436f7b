// A prototype board (or its simulation) seen through the UART link as if it were the verilated
// pipeline: LinkModel<Ports> has the pipeline's port members (the port image) plus clk_i,
// rst_ni and the handshake, and eval() like a Verilator model. It is therefore a `Model` for the
// ISA's DUT adapter, whose drive()/read() pack transactions into the port image unchanged:
//
//   FrameLink link(transport);
//   FpgaDut<AttilaDut, AttilaPorts> dut(link, cfg);     // asks the board who it is first
//   simulate(dut, source, check, opt);                  // core/sim.h, as for any DUT
//
// On each rising clock edge an accepted input (in_valid_i && in_ready_o) is packed into an
// EXEC frame and sent; replies are received in order and offered on out_valid_o. in_ready_o
// allows `window` requests on the wire at once: 2 lets the board receive one request while it
// sends the previous reply, and never more than the link's input register and the pipeline
// hold (rtl/proto/README.md "Flow control"). A cycle here is one call of the harness loop, not
// a board clock cycle.
//
// The link failing (no reply in time, an error frame, a reply that does not check) does not
// throw inside the harness loop: the model stops accepting and offering, error() says why, and
// simulate() ends on its hang check. FpgaDut's constructor does throw LinkError (no board, a
// bitstream of another ISA or configuration).
#pragma once
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

#include "link/frame.h"
#include "link/frame_link.h"
#include "link/port_image.h"

class VerilatedContext;

namespace shaderhw::link {

template <class Ports>
class LinkModel : public Ports {
 public:
  uint8_t clk_i = 0, rst_ni = 0;
  uint8_t in_valid_i = 0, in_ready_o = 0;
  uint8_t out_valid_o = 0, out_ready_i = 0;

  // The constructor VerilatedDut calls.
  LinkModel(VerilatedContext* = nullptr, const char* = nullptr) {}

  // Connects the board: IDENTIFY, then the frame widths and ISA are checked against this port
  // image. Throws LinkError on a mismatch.
  void attach(FrameLink& link, unsigned window = 2) {
    link_ = &link;
    window_ = window ? window : 1;
    id_ = link.identify();
    std::string why;
    if (id_.version != kProtocolVersion) {
      why = "protocol version " + std::to_string(id_.version) + ", expected " +
            std::to_string(kProtocolVersion);
    } else if (id_.isa != Ports::kIsa) {
      why = "it holds another ISA";
    } else {
      why = Ports::configure(id_);
    }
    if (why.empty() && (id_.in_bits != in_bits() || id_.out_bits != out_bits())) {
      why = "its frames are " + std::to_string(id_.in_bits) + "/" + std::to_string(id_.out_bits) +
            " bits in/out, this host packs " + std::to_string(in_bits()) + "/" +
            std::to_string(out_bits());
    }
    if (!why.empty()) throw LinkError("bitstream mismatch (" + describe(id_) + "): " + why);
  }
  const Identity& identity() const { return id_; }
  const std::string& error() const { return error_; }
  uint64_t frames_sent() const { return sent_; }

  unsigned in_bits() {
    unsigned n = 0;
    Ports::visit_in(CountField{n});
    return n;
  }
  unsigned out_bits() {
    unsigned n = 0;
    Ports::visit_out(CountField{n});
    return n;
  }

  void eval() {
    if (clk_i && !prev_clk_) edge();
    prev_clk_ = clk_i;
    outputs();
  }
  void final() {}

 private:
  void fail(const std::string& why) {
    if (error_.empty()) {
      error_ = why;
      std::fprintf(stderr, "fpga link: %s\n", why.c_str());
    }
  }

  void edge() {
    if (!link_) return;  // not attached yet (the adapter's constructor resets the model)
    if (!rst_ni) {
      // The board's pipeline cannot be reset from here: let what is on the wire come back.
      while (in_flight_ > 0 && error_.empty()) receive_one();
      replies_.clear();
      fresh_ = true;
      return;
    }
    if (out_valid_o && out_ready_i) {
      replies_.pop_front();
      fresh_ = true;
    }
    if (in_valid_i && in_ready_o) {
      BitWriter w;
      Ports::visit_in(PackField{w});
      try {
        link_->send(kCmdExec, w.bytes());
        ++in_flight_;
        ++sent_;
      } catch (const LinkError& e) {
        fail(e.what());
      }
    }
    // Wait for a reply only when the window is full or nothing more is being offered; otherwise
    // the next request goes out first and overlaps this one's reply.
    if (error_.empty() && replies_.empty() && in_flight_ > 0 &&
        (in_flight_ >= window_ || !in_valid_i)) {
      receive_one();
    }
  }

  void receive_one() {
    try {
      const Frame f = link_->receive();
      if (f.cmd == kRspResult) {
        replies_.push_back(f.payload);
        --in_flight_;
        return;
      }
      if (f.cmd == kRspError) {
        fail("the board answered with an error frame: " +
             (f.payload.empty() ? std::string("no code") : error_name(f.payload[0])));
      } else {
        fail("unexpected reply frame type " + std::to_string(f.cmd));
      }
    } catch (const LinkError& e) {
      fail(e.what());
    }
  }

  void outputs() {
    in_ready_o = link_ && rst_ni && error_.empty() && in_flight_ < window_;
    out_valid_o = rst_ni && !replies_.empty();
    if (out_valid_o && fresh_) {
      BitReader r(replies_.front());
      try {
        Ports::visit_out(UnpackField{r});
      } catch (const LinkError& e) {
        fail(e.what());
      }
      fresh_ = false;
    }
  }

  FrameLink* link_ = nullptr;
  Identity id_;
  unsigned window_ = 2;
  unsigned in_flight_ = 0;
  uint64_t sent_ = 0;
  std::deque<std::vector<uint8_t>> replies_;
  bool fresh_ = true;  // the front reply is not unpacked into the output members yet
  bool prev_clk_ = false;
  std::string error_;
};

// The ISA's DUT adapter over a board: Adapter<LinkModel<Ports>> connected to `link`, with the
// run's configuration checked against the bitstream's identity.
template <template <class> class Adapter, class Ports>
class FpgaDut : public Adapter<LinkModel<Ports>> {
 public:
  using Base = Adapter<LinkModel<Ports>>;

  template <class Config>
  FpgaDut(FrameLink& link, const Config& cfg, unsigned window = 2) : Base(cfg) {
    this->m().attach(link, window);
    const std::string why = Ports::mismatch(this->m().identity(), cfg);
    if (!why.empty()) throw LinkError("bitstream mismatch: " + why);
    this->reset();
  }
  const std::string& link_error() const { return this->m().error(); }
  const Identity& identity() const { return this->m().identity(); }
};

}  // namespace shaderhw::link
