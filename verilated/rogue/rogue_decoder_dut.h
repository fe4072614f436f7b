// Driver of the verilated Rogue instruction-group decoder (rtl/rogue/rogue_decoder.sv; ports and
// protocol: rtl/rogue/README.md). run() feeds one byte stream (InBytes bytes per beat, in_last_i
// on the last beat) with random producer bubbles and random consumer back-pressure, and turns the
// group records the decoder emits into golden-model records (golden/rogue/decode.h Group) so that
// a test compares them with golden decode_stream() field by field.
//
// What run() checks of the protocol itself (RunResult::protocol): a record offered and not taken
// stays unchanged until taken; in_ready_o does not depend on in_valid_i (the same cycle is
// evaluated with in_valid_i low and high); the stream ends (every byte taken, every record taken,
// busy_o low) within a cycle bound proportional to its length, otherwise `finished` is false (a
// hang). The model is Vrogue_decoder (InBytes 1), Vrogue_decoder_w4 (InBytes 4) or the traced
// Vrogue_decoder_trace (then a VerilatedFstC may be attached).
#pragma once

// Verilator's headers are not -Wextra clean (unused parameters).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <verilated.h>
#include <verilated_fst_c.h>
#pragma GCC diagnostic pop

#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "rogue/decode.h"
#include "rogue_record_ports.h"

namespace shaderhw::rogue::rtl {

struct DriveOptions {
  bool pd = true;             // pd_en_i (D3)
  double bubble = 0.0;        // probability that the producer offers no beat in a cycle
  double backpressure = 0.0;  // probability that the consumer refuses the record in a cycle
  bool empty_last = false;    // end the stream with an extra beat of 0 bytes and in_last_i
  uint64_t seed = 1;          // of the bubble / back-pressure / beat-size pattern
};

struct RunResult {
  bool finished = false;       // every byte and record taken, decoder idle
  std::vector<Group> groups;   // the records, as golden records (detail left empty)
  uint64_t cycles = 0;
  std::string protocol;        // first protocol violation seen (empty: none)
};

template <class Model>
class DecoderDriver {
 public:
  explicit DecoderDriver(VerilatedContext* ctx) : m_(new Model(ctx)) { reset(); }

  // Traced models only: dump every cycle to `t` (opened by the caller after this call).
  void trace_to(VerilatedFstC* t) {
    trace_ = t;
    m_->trace(t, 99);
  }

  Model& model() { return *m_; }
  uint64_t total_cycles() const { return time_ / 2; }

  void reset() {
    m_->clk_i = 0;
    m_->rst_ni = 0;
    m_->pd_en_i = 1;
    m_->in_valid_i = 0;
    m_->in_last_i = 0;
    m_->in_count_i = 0;
    m_->grp_ready_i = 0;
    m_->eval();
    dump();
    tick();
    tick();
    m_->rst_ni = 1;
    m_->eval();
  }

  // One stream: every byte in, every record out, until the decoder is idle.
  RunResult run(const std::vector<uint8_t>& bytes, const DriveOptions& opt) {
    RunResult r;
    rng_ = opt.seed * 0x9E3779B97F4A7C15ull + 1;
    constexpr unsigned kBeat = sizeof(m_->in_data_i);  // InBytes of the model: 1, 2, 4 or 8
    const uint64_t n = bytes.size();
    const double slow = 1.0 / ((1.0 - opt.bubble) * (1.0 - opt.backpressure));
    const uint64_t bound = static_cast<uint64_t>((400 + 40 * n) * slow) + 2000;
    uint64_t pos = 0;
    bool ended = false;            // the beat with in_last_i was taken
    bool offering = false;         // a beat is held on the input until taken
    unsigned beat_n = 0;
    bool beat_last = false;
    bool held = false;             // a record was offered and not taken last cycle
    std::vector<uint32_t> held_sig;
    m_->pd_en_i = opt.pd;

    for (uint64_t cycle = 0; cycle < bound; ++cycle) {
      // The producer: a beat of 1..kBeat bytes (the rest of the stream at most), held until
      // taken; in_last_i on the beat that holds the last byte (or on an extra empty beat).
      if (!ended && !offering && !chance(opt.bubble)) {
        const uint64_t left = n - pos;
        if (left > 0) {
          beat_n = static_cast<unsigned>(std::min<uint64_t>(left, 1 + below(kBeat)));
          beat_last = !opt.empty_last && beat_n == left;
          offering = true;
        } else {
          beat_n = 0;
          beat_last = true;
          offering = true;
        }
      }
      set_beat(offering ? bytes.data() + pos : nullptr, offering ? beat_n : 0);
      m_->in_count_i = offering ? beat_n : 0;
      m_->in_last_i = offering && beat_last;
      const bool ready = !chance(opt.backpressure);
      m_->grp_ready_i = ready;
      // in_ready_o must not depend on in_valid_i.
      m_->in_valid_i = 0;
      m_->eval();
      const bool ready_without = m_->in_ready_o;
      m_->in_valid_i = offering;
      m_->eval();
      if (m_->in_ready_o != ready_without && r.protocol.empty())
        r.protocol = "in_ready_o depends on in_valid_i at cycle " + std::to_string(cycle);

      // Outputs before the edge.
      if (m_->grp_valid_o) {
        const std::vector<uint32_t> sig = signature();
        if (held && sig != held_sig && r.protocol.empty())
          r.protocol = "a record changed while offered and not taken, cycle " + std::to_string(cycle);
        if (ready) {
          r.groups.push_back(record());
          held = false;
        } else {
          held = true;
          held_sig = sig;
        }
      } else if (held && r.protocol.empty()) {
        r.protocol = "a record was withdrawn before it was taken, cycle " + std::to_string(cycle);
        held = false;
      }
      if (offering && m_->in_ready_o) {
        pos += beat_n;
        offering = false;
        if (beat_last) ended = true;
      }
      tick();
      ++r.cycles;
      if (ended && !m_->busy_o && !m_->grp_valid_o) {
        r.finished = true;
        break;
      }
    }
    m_->in_valid_i = 0;
    m_->grp_ready_i = 0;
    m_->eval();
    return r;
  }

 private:
  void set_beat(const uint8_t* b, unsigned count) {
    // Ports are references to the model's fields; InBytes is at most 8 (a scalar port).
    using Data = std::remove_reference_t<decltype(m_->in_data_i)>;
    static_assert(std::is_integral_v<Data>, "in_data_i wider than 64 bits");
    uint64_t v = 0;
    for (unsigned k = 0; k < count; ++k) v |= static_cast<uint64_t>(b[k]) << (8 * k);
    m_->in_data_i = static_cast<Data>(v);
  }

  // The record as a golden Group (rogue_record_ports.h).
  Group record() const { return read_record_ports(*m_); }

  // Every output of the record, to see that an offered record does not change.
  std::vector<uint32_t> signature() const {
    std::vector<uint32_t> s;
    auto add = [&s](const auto& p) {
      if constexpr (std::is_integral_v<std::remove_reference_t<decltype(p)>>) {
        s.push_back(static_cast<uint32_t>(p));
        s.push_back(static_cast<uint32_t>(static_cast<uint64_t>(p) >> 32));
      } else {
        for (size_t k = 0; k < sizeof(p) / sizeof(uint32_t); ++k) s.push_back(p[k]);
      }
    };
    add(m_->grp_offset_o), add(m_->grp_length_o), add(m_->grp_next_o), add(m_->grp_consumed_o);
    add(m_->grp_illegal_o), add(m_->grp_reason_o), add(m_->grp_alu_o), add(m_->comp_present_o);
    add(m_->comp_layout_o), add(m_->comp_variant_o), add(m_->comp_offset_o), add(m_->comp_size_o);
    add(m_->comp_fields_o), add(m_->comp_inb_o), add(m_->comp_op_o), add(m_->comp_op_valid_o);
    add(m_->src_bank_o), add(m_->src_idx_o), add(m_->nsrc_lo_o), add(m_->nsrc_hi_o), add(m_->is0_o);
    add(m_->w_present_o), add(m_->w_bank_o), add(m_->w_idx_o);
    return s;
  }


  void tick() {
    m_->clk_i = 1;
    m_->eval();
    ++time_;
    dump();
    m_->clk_i = 0;
    m_->eval();
    ++time_;
    dump();
  }
  void dump() {
    if (trace_) trace_->dump(time_);
  }
  uint64_t next() {
    uint64_t z = (rng_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  unsigned below(unsigned n) { return n ? static_cast<unsigned>(next() % n) : 0; }
  bool chance(double p) { return p > 0 && static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

  std::unique_ptr<Model> m_;
  VerilatedFstC* trace_ = nullptr;
  uint64_t rng_ = 1;
  uint64_t time_ = 0;
};

}  // namespace shaderhw::rogue::rtl
