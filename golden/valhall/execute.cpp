// Valhall golden execution model: source resolution, dispatch through the semantics table, the
// write mask, lane gating, output zeroing, and the message record of message instructions. What
// each instruction computes is in semantics_*.cpp. Contract: execute.h.
#include "valhall/execute.h"

#include "valhall/semantics.h"

namespace shaderhw::valhall {
namespace {

// Source k as the model sees it: immediates resolved (2.4, zero-extended), the harness's value
// otherwise, cut to the operand's width.
uint64_t resolve(const Decoded& d, const gen::InsInfo& info, int k, uint64_t supplied) {
  const Source& s = d.src[k];
  switch (s.cls) {
    case SrcClass::None:
      return 0;
    case SrcClass::Imm:
      return gen::IMM_LUT[s.index & 31];
    default:
      return info.src[k].size == 64 ? supplied : supplied & 0xFFFFFFFFu;
  }
}

// 5.0: the write mask W[47:46] keeps the unselected half of the old register.
uint32_t merge(uint32_t old, uint32_t res, uint8_t mask) {
  const uint32_t m = ((mask & 2) ? 0xFFFF0000u : 0u) | ((mask & 1) ? 0x0000FFFFu : 0u);
  return (old & ~m) | (res & m);
}

void build_message(const Decoded& d, const gen::InsInfo& info, const ExecIn& in, ExecOut& out) {
  Message& m = out.msg;
  m.valid = true;
  m.unit = info.unit;
  int read_group = -1;
  for (unsigned i = 0; i < info.num_staging; ++i) {
    m.sr[i].reg = d.sr[i].reg;
    m.sr[i].count = d.sr[i].count;
    m.sr[i].read = info.staging[i].read;
    m.sr[i].write = info.staging[i].write;
    m.sr[i].flags = d.sr[i].flags;
    if (info.staging[i].read) read_group = static_cast<int>(i);
  }
  for (unsigned i = 0; i < info.num_mods; ++i) m.mod[i] = d.get(info.mods[i].id);
  for (unsigned i = 0; i < info.num_imms; ++i)
    m.imm[i] = d.imm_value(info.imms[i].id);
  for (unsigned k = 0; k < info.num_srcs; ++k) m.src_sel[k] = d.src[k].swizzle;
  const unsigned count = read_group < 0 ? 0 : d.sr[read_group].count;
  for (int l = 0; l < kLanes; ++l) {
    if (!in.lane[l].active) continue;  // P26
    LaneOut& o = out.lane[l];
    o.msg_en = true;
    for (unsigned k = 0; k < info.num_srcs; ++k)
      o.msg_src[k] = resolve(d, info, static_cast<int>(k), in.lane[l].src[k]);
    for (unsigned i = 0; i < count && i < static_cast<unsigned>(kMaxStagingData); ++i)
      o.msg_data[i] = in.lane[l].staging[i];
  }
}

}  // namespace

uint32_t immediate_value(unsigned i) { return gen::IMM_LUT[i & 31]; }

SourceRead source_read(const Decoded& d, int k) {
  SourceRead r;
  const gen::InsInfo* info = d.info();
  if (!info || k < 0 || k >= static_cast<int>(info->num_srcs)) return r;
  const Source& s = d.src[k];
  r.cls = s.cls;
  if (s.cls == SrcClass::None || s.cls == SrcClass::Imm) return r;
  r.words = info->src[k].size == 64 ? 2 : 1;
  switch (s.cls) {
    case SrcClass::Reg:
      r.index = s.index;
      break;
    case SrcClass::Uniform:
      r.index = static_cast<uint16_t>(d.fau_page * 64 + s.index);
      r.page = d.fau_page;
      break;
    default:  // Special
      r.index = static_cast<uint16_t>(2 * s.index + s.word);
      r.page = d.fau_page;
      break;
  }
  return r;
}

ExecOut execute(const ExecIn& in, const ExecConfig& cfg) {
  ExecOut out;
  const Decoded d = decode(in.word);
  if (d.illegal || d.ins < 0) {  // no effect at all
    out.illegal = true;
    return out;
  }
  const gen::InsInfo& info = *d.info();
  out.ins = static_cast<uint16_t>(d.ins);
  out.flow = d.flow;
  out.dest_reg = info.dest ? d.dest : 0;

  if (info.exec.unit == gen::ExecUnit::MSG) {  // execution class: a message record
    build_message(d, info, in, out);
    return out;
  }
  const sem::Semantics& sm = sem::table()[static_cast<unsigned>(d.ins)];
  if (sm.fn == nullptr) {  // every int/fp instruction has an entry (tested)
    out = ExecOut{};
    out.illegal = true;
    return out;
  }

  sem::Ctx c{d, info, cfg};
  c.pc = in.pc;
  for (int l = 0; l < kLanes; ++l) {
    c.active[l] = in.lane[l].active;
    for (unsigned k = 0; k < info.num_srcs; ++k)
      c.src[l][k] = resolve(d, info, static_cast<int>(k), in.lane[l].src[k]);
  }
  for (int l = 0; l < kLanes; ++l)
    if (c.active[l]) sm.fn(c, l);

  for (int l = 0; l < kLanes; ++l) {
    if (!c.active[l]) continue;  // P26: all outputs stay 0
    LaneOut& o = out.lane[l];
    const LaneIn& li = in.lane[l];
    switch (info.exec.out) {  // what the execution class writes
      case gen::Out::REG32:
        o.we = 1;
        o.value[0] = merge(static_cast<uint32_t>(li.dest_old), static_cast<uint32_t>(c.res[l]),
                           d.dest_mask);
        break;
      case gen::Out::REG64:  // P2: the mask applies to both words
        o.we = 3;
        o.value[0] = merge(static_cast<uint32_t>(li.dest_old), static_cast<uint32_t>(c.res[l]),
                           d.dest_mask);
        o.value[1] = merge(static_cast<uint32_t>(li.dest_old >> 32),
                           static_cast<uint32_t>(c.res[l] >> 32), d.dest_mask);
        break;
      case gen::Out::BRANCH:
        o.branch_taken = c.flag[l];
        o.branch_target = c.flag[l] ? c.target[l] : 0;
        break;
      case gen::Out::DISCARD:
        o.discard = c.flag[l];
        break;
      case gen::Out::NONE:
      case gen::Out::MESSAGE:  // not reached: messages returned above
        break;
    }
  }
  return out;
}

}  // namespace shaderhw::valhall
