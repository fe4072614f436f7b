// Adapter of rtl/rogue/rogue_core.sv (one instruction group per transaction: rogue_decoder then
// rogue_alu; ports: rtl/rogue/README.md "Group core") to the harness: see ../dut.h for the calls
// every adapter provides. The transaction is the group's bytes and, per execution (RPT + 1, up
// to 4), the S0..S5 values, P0 and PE of the quad's four instances, as the harness's register
// file computed them. The response is the decoder's record as a golden Group (golden/rogue/
// decode.h, `detail` empty; the conversion is rogue_decoder_dut.h's) and, per execution, the
// W0/W1 values with their write enables, P0 and PE with their enables, and the link address after
// the group (the transaction brings the link before it). Model: Vrogue_core or
// Vrogue_core_trace. Nothing here includes the harness.
#pragma once
#include <array>
#include <cstdint>

#include "dut.h"
#include "port_bits.h"
#include "rogue/decode.h"

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
  static constexpr unsigned bits_for(unsigned n) {
    unsigned b = 0;
    while ((1u << b) <= n) ++b;
    return b;
  }
  static constexpr unsigned max_variants() {
    unsigned m = 0;
    for (const gen::Layout& l : gen::LAYOUTS) m = l.nvariants > m ? l.nvariants : m;
    return m;
  }
  static constexpr unsigned max_fields() {
    unsigned m = 0;
    for (const gen::Layout& l : gen::LAYOUTS) m = l.nfields > m ? l.nfields : m;
    return m;
  }
  static constexpr unsigned kLayoutBits = bits_for(gen::NUM_LAYOUTS);
  static constexpr unsigned kVariantBits = bits_for(max_variants() - 1);
  static constexpr unsigned kMaxFieldsRtl = max_fields();
  static constexpr unsigned kOpBits = bits_for(gen::NUM_OPS);
  static unsigned field_width(unsigned layout, unsigned field) {
    return gen::FIELDS[gen::LAYOUTS[layout].field0 + field].width;
  }

  // The record as a golden Group: the conversion of rogue_decoder_dut.h (the same port layout).
  static Group record(const Model& m) {
    using port_bits::get;
    Group g;
    g.offset = m.grp_offset_o;
    g.length = m.grp_length_o;
    g.next = m.grp_next_o;
    g.consumed = m.grp_consumed_o;
    g.illegal = m.grp_illegal_o;
    g.reason = static_cast<Reason>(m.grp_reason_o);
    g.alu = static_cast<AluType>(m.grp_alu_o);
    for (unsigned s = 0; s < gen::NUM_SLOTS; ++s) {
      Component& c = g.c[s];
      c.present = get(m.comp_present_o, s, 1) != 0;
      if (!c.present) continue;
      c.layout = static_cast<int16_t>(get(m.comp_layout_o, s * kLayoutBits, kLayoutBits));
      c.variant = static_cast<int8_t>(get(m.comp_variant_o, s * kVariantBits, kVariantBits));
      c.offset = static_cast<uint8_t>(get(m.comp_offset_o, s * 5, 5));
      c.size = static_cast<uint8_t>(get(m.comp_size_o, s * 5, 5));
      if (c.layout < 0 || c.layout >= static_cast<int>(gen::NUM_LAYOUTS)) continue;
      const gen::Layout& lay = gen::LAYOUTS[c.layout];
      for (int k = 0; k < lay.nfields && k < kMaxFields; ++k) {
        const gen::FieldInfo& fi = gen::FIELDS[lay.field0 + k];
        c.f[k] = static_cast<uint32_t>(
            get(m.comp_fields_o, s * gen::COMP_FIELD_BITS + gen::FIELD_OFFSET[lay.field0 + k], fi.width));
        c.in_bytes[k] = get(m.comp_inb_o, s * kMaxFieldsRtl + k, 1) != 0;
      }
      for (int u = 0; u < kMaxUnits; ++u) {
        const bool v = get(m.comp_op_valid_o, s * kMaxUnits + u, 1) != 0;
        c.op[u] = v ? static_cast<int16_t>(get(m.comp_op_o, (s * kMaxUnits + u) * kOpBits, kOpBits)) : -1;
      }
    }
    namespace L = gen::lay;
    const unsigned sb = field_width(L::MAPLO::LAYOUT_ID, L::MAPLO::A_BANK);
    const unsigned si = field_width(L::MAPLO::LAYOUT_ID, L::MAPLO::A_IDX);
    const unsigned db = field_width(L::DST1::LAYOUT_ID, L::DST1::BANK);
    const unsigned di = field_width(L::DST1::LAYOUT_ID, L::DST1::IDX);
    for (unsigned k = 0; k < 6; ++k) {
      g.src[k].bank = static_cast<uint8_t>(get(m.src_bank_o, k * sb, sb));
      g.src[k].index = static_cast<uint16_t>(get(m.src_idx_o, k * si, si));
    }
    g.nsrc_lo = m.nsrc_lo_o;
    g.nsrc_hi = m.nsrc_hi_o;
    g.is0 = m.is0_o;
    for (unsigned k = 0; k < 2; ++k) {
      g.w_present[k] = ((m.w_present_o >> k) & 1) != 0;
      g.w[k].bank = static_cast<uint8_t>(get(m.w_bank_o, k * db, db));
      g.w[k].index = static_cast<uint16_t>(get(m.w_idx_o, k * di, di));
    }
    return g;
  }
};

}  // namespace shaderhw::rogue
