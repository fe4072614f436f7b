// Adapter of rtl/rogue/rogue_core.sv (one instruction group per transaction: rogue_decoder then
// rogue_alu; ports: rtl/rogue/README.md "Group core") to the harness: see ../dut.h for the calls
// every adapter provides. The transaction is the group's bytes and, per execution (RPT + 1, up
// to 4), the S0..S5 values, P0 and PE of the quad's four instances, as the harness's register
// file computed them. The response is the decoder's record as a golden Group (golden/rogue/
// decode.h, `detail` empty; rogue_record_ports.h) and, per execution, the
// W0/W1 values with their write enables, P0 and PE with their enables, and the link address after
// the group (the transaction brings the link before it). Model: Vrogue_core or
// Vrogue_core_trace. Nothing here includes the harness.
#pragma once
#include <array>
#include <cstdint>

#include "dut.h"
#include "port_bits.h"
#include "rogue/decode.h"
#include "rogue_record_ports.h"

namespace shaderhw::rogue {

constexpr int kCoreLanes = 4;    // rogue_core Lanes
constexpr int kCoreMaxExec = 4;  // RPT + 1
constexpr int kCoreMaxBytes = 32;

struct CoreTxn {
  std::array<uint8_t, kCoreMaxBytes> bytes{};
  uint8_t len = 0;      // bytes given
  bool pd = true;       // project-defined encodings accepted (D3)
  // Per execution e and instance l: S0..S5 as read, P0 and PE before the execution.
  uint32_t s[kCoreMaxExec][kCoreLanes][6] = {};
  bool p0[kCoreMaxExec][kCoreLanes] = {};
  bool pe[kCoreMaxExec][kCoreLanes] = {};
  uint32_t link = 0;    // the link address before the group (16-bit units, docs/rogue.md D69)
};

struct CoreExecOut {
  bool unsupported = false;
  bool w_we[kCoreLanes][2] = {};
  uint32_t w[kCoreLanes][2] = {};
  bool p0_we[kCoreLanes] = {}, p0[kCoreLanes] = {};
  bool pe_we[kCoreLanes] = {}, pe[kCoreLanes] = {};  // PE written (CND*), PE after the execution
};

struct CoreResp {
  uint32_t tag = 0;
  Group record;          // the decoder's record
  uint32_t nexec = 0;    // executions run (0: illegal group)
  CoreExecOut exec[kCoreMaxExec];
  bool link_we = false;  // the link address was written
  uint32_t link = 0;     // the link address after the group
};

template <class Model>
class RogueCoreDut : public VerilatedDut<Model> {
 public:
  using Txn = CoreTxn;
  using Resp = CoreResp;
  static constexpr uint32_t kTagMask = 0xFF;  // rogue_core TagWidth = 8

  RogueCoreDut() {
    this->idle();
    this->m().pd_en_i = 1;
    this->set_out_ready(true);
    this->reset();
  }

  void drive(const Txn& t, uint32_t tag) {
    using namespace port_bits;
    Model& m = this->m();
    m.in_valid_i = 1;
    m.tag_i = tag & kTagMask;
    m.pd_en_i = t.pd;
    for (int b = 0; b < kCoreMaxBytes; b += 4) {
      const uint32_t w = t.bytes[b] | t.bytes[b + 1] << 8 | t.bytes[b + 2] << 16 |
                         static_cast<uint32_t>(t.bytes[b + 3]) << 24;
      put32(m.bytes_i, b * 8, w);
    }
    m.len_i = t.len;
    uint32_t p0 = 0, pe = 0;
    for (int e = 0; e < kCoreMaxExec; ++e)
      for (int l = 0; l < kCoreLanes; ++l) {
        for (int k = 0; k < 6; ++k) put32(m.s_i, ((e * kCoreLanes + l) * 6 + k) * 32, t.s[e][l][k]);
        p0 |= static_cast<uint32_t>(t.p0[e][l]) << (e * kCoreLanes + l);
        pe |= static_cast<uint32_t>(t.pe[e][l]) << (e * kCoreLanes + l);
      }
    m.p0_i = p0;
    m.pe_i = pe;
    m.link_i = t.link;
  }

  Resp read() const {
    using namespace port_bits;
    const Model& m = this->m();
    Resp r;
    r.tag = m.tag_o;
    r.record = record(m);
    r.nexec = m.nexec_o;
    for (int e = 0; e < kCoreMaxExec; ++e) {
      CoreExecOut& o = r.exec[e];
      o.unsupported = (m.unsupported_o >> e) & 1;
      for (int l = 0; l < kCoreLanes; ++l) {
        const unsigned i = e * kCoreLanes + l;
        o.w_we[l][0] = get(m.w_we_o, 2 * i, 1);
        o.w_we[l][1] = get(m.w_we_o, 2 * i + 1, 1);
        o.w[l][0] = get32(m.w0_o, i * 32);
        o.w[l][1] = get32(m.w1_o, i * 32);
        o.p0_we[l] = get(m.p0_we_o, i, 1);
        o.p0[l] = get(m.p0_o, i, 1);
        o.pe_we[l] = get(m.pe_we_o, i, 1);
        o.pe[l] = get(m.pe_o, i, 1);
      }
    }
    r.link_we = m.link_we_o;
    r.link = m.link_o;
    return r;
  }

 private:
  // The record as a golden Group (rogue_record_ports.h: the decoder's ports, passed on).
  static Group record(const Model& m) { return rtl::read_record_ports(m); }
};

}  // namespace shaderhw::rogue
