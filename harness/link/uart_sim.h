// The simulated board: a verilated prototype top (rtl/proto/*_proto_top.sv, ports clk_25mhz,
// ftdi_txd, ftdi_rxd, led) behind a ByteTransport. Bytes written are driven onto ftdi_txd bit by
// bit (8N1, CyclesPerBit clock cycles per bit, the model's ClkHz / Baud); ftdi_rxd is sampled
// every cycle and decoded the same way. The clock runs only inside read() (and run()), which is
// when a host would be waiting anyway. Time: timeout_ms counts simulated milliseconds at
// cycles_per_ms (25000 for the board's 25 MHz).
#pragma once
#include <verilated.h>

#include <cstdint>
#include <deque>
#include <memory>

#include "link/transport.h"

namespace shaderhw::link {

template <class Model>
class UartSimTransport final : public ByteTransport {
 public:
  explicit UartSimTransport(unsigned cycles_per_bit = 4, uint64_t cycles_per_ms = 25000)
      : cpb_(cycles_per_bit), cycles_per_ms_(cycles_per_ms),
        ctx_(std::make_unique<VerilatedContext>()),
        model_(std::make_unique<Model>(ctx_.get(), "board")) {
    model_->clk_25mhz = 0;
    model_->ftdi_txd = 1;  // idle line
    model_->eval();
    run(64);               // past the power-on reset
  }
  ~UartSimTransport() override { model_->final(); }

  Model& model() { return *model_; }
  uint64_t cycle() const { return cycle_; }
  uint64_t bytes_sent() const { return bytes_sent_; }
  uint64_t bytes_received() const { return bytes_received_; }

  void write(const uint8_t* data, size_t n) override {
    for (size_t i = 0; i < n; ++i) {
      // start bit, 8 data bits LSB first, stop bit
      tx_bits_.push_back(0);
      for (int b = 0; b < 8; ++b) tx_bits_.push_back(data[i] >> b & 1);
      tx_bits_.push_back(1);
    }
    bytes_sent_ += n;
  }

  size_t read(uint8_t* buf, size_t max, int timeout_ms) override {
    const uint64_t limit = cycle_ + static_cast<uint64_t>(timeout_ms) * cycles_per_ms_;
    while (rx_bytes_.empty() && cycle_ < limit) step();
    size_t n = 0;
    while (n < max && !rx_bytes_.empty()) {
      buf[n++] = rx_bytes_.front();
      rx_bytes_.pop_front();
    }
    return n;
  }

  // Clocks the board for `cycles` cycles (sending and receiving go on).
  void run(uint64_t cycles) {
    for (uint64_t i = 0; i < cycles; ++i) step();
  }
  // True when every written bit has been driven.
  bool tx_idle() const { return tx_bits_.empty(); }

 private:
  void step() {
    // Host -> board: hold each bit for cpb_ cycles.
    if (!tx_bits_.empty()) {
      model_->ftdi_txd = tx_bits_.front();
      if (++tx_hold_ == cpb_) {
        tx_hold_ = 0;
        tx_bits_.pop_front();
      }
    } else {
      model_->ftdi_txd = 1;
    }
    model_->clk_25mhz = 1;
    model_->eval();
    model_->clk_25mhz = 0;
    model_->eval();
    ++cycle_;
    // Board -> host: the line after this edge, sampled in the middle of each bit.
    const bool line = model_->ftdi_rxd;
    if (rx_phase_ < 0) {
      if (!line) rx_phase_ = 0;  // start bit seen in its first cycle
      return;
    }
    ++rx_phase_;
    const int mid = static_cast<int>(cpb_) / 2;
    if ((rx_phase_ - mid) % static_cast<int>(cpb_) != 0 || rx_phase_ < mid) return;
    const int bit = (rx_phase_ - mid) / static_cast<int>(cpb_);  // 0 start, 1..8 data, 9 stop
    if (bit == 0) {
      if (line) rx_phase_ = -1;  // a glitch
    } else if (bit <= 8) {
      rx_shift_ = static_cast<uint8_t>(rx_shift_ >> 1 | (line ? 0x80 : 0));
    } else {
      if (line) {
        rx_bytes_.push_back(rx_shift_);
        ++bytes_received_;
      }
      rx_phase_ = -1;  // a missing stop bit drops the byte, as a UART would
    }
  }

  unsigned cpb_;
  uint64_t cycles_per_ms_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Model> model_;
  std::deque<uint8_t> tx_bits_;
  unsigned tx_hold_ = 0;
  int rx_phase_ = -1;  // cycles since the start bit began; -1: line idle
  uint8_t rx_shift_ = 0;
  std::deque<uint8_t> rx_bytes_;
  uint64_t cycle_ = 0, bytes_sent_ = 0, bytes_received_ = 0;
};

}  // namespace shaderhw::link
