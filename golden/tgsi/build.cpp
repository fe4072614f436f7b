// TGSI golden model: the token writer (build.h; docs/tgsi.md 4, 6).
#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

using namespace gen;

uint32_t u(bool b) { return b ? 1u : 0u; }
template <class E>
uint32_t v(E e) {
  return static_cast<uint32_t>(e);
}

// Appends the tokens of an extension chain: Extended set on every token but the last, and on
// the token before the chain (`head`, an index into out) when the chain is not empty.
void chain(std::vector<uint32_t>& out, size_t head, const std::vector<uint32_t>& ext) {
  if (ext.empty()) return;
  out[head] |= 1u << 31;
  for (size_t i = 0; i < ext.size(); ++i) out.push_back(ext[i] | (i + 1 < ext.size() ? 1u << 31 : 0u));
}

void append_dst(std::vector<uint32_t>& out, const DstOperand& d) {
  const size_t head = out.size();
  out.push_back(encode_dst_register(d));
  std::vector<uint32_t> ext;
  if (d.has_condcode) {
    const CondCodeExt& c = d.condcode;
    ext.push_back(DST_REGISTER_EXT_CONDCODE_TYPE.put(v(DstExtType::CONDCODE)) |
                  DST_REGISTER_EXT_CONDCODE_COND_MASK.put(v(c.cond_mask)) |
                  DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_X.put(c.cond_swizzle[0]) |
                  DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Y.put(c.cond_swizzle[1]) |
                  DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Z.put(c.cond_swizzle[2]) |
                  DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_W.put(c.cond_swizzle[3]) |
                  DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX.put(c.cond_src_index));
  }
  if (d.has_modulate)
    ext.push_back(DST_REGISTER_EXT_MODULATE_TYPE.put(v(DstExtType::MODULATE)) |
                  DST_REGISTER_EXT_MODULATE_MODULATE.put(v(d.modulate)));
  chain(out, head, ext);
}

void append_src(std::vector<uint32_t>& out, const SrcOperand& s) {
  const size_t head = out.size();
  out.push_back(encode_src_register(s));
  std::vector<uint32_t> ext;
  if (s.has_swz) {
    const SwzExt& w = s.swz;
    ext.push_back(SRC_REGISTER_EXT_SWZ_TYPE.put(v(SrcExtType::SWZ)) |
                  SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X.put(w.ext_swizzle[0]) |
                  SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Y.put(w.ext_swizzle[1]) |
                  SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Z.put(w.ext_swizzle[2]) |
                  SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_W.put(w.ext_swizzle[3]) |
                  SRC_REGISTER_EXT_SWZ_NEGATE_X.put(w.negate & 1) |
                  SRC_REGISTER_EXT_SWZ_NEGATE_Y.put(w.negate >> 1 & 1) |
                  SRC_REGISTER_EXT_SWZ_NEGATE_Z.put(w.negate >> 2 & 1) |
                  SRC_REGISTER_EXT_SWZ_NEGATE_W.put(w.negate >> 3 & 1) |
                  SRC_REGISTER_EXT_SWZ_EXT_DIVIDE.put(w.ext_divide));
  }
  if (s.has_mod) {
    const ModExt& m = s.mod;
    ext.push_back(SRC_REGISTER_EXT_MOD_TYPE.put(v(SrcExtType::MOD)) |
                  SRC_REGISTER_EXT_MOD_COMPLEMENT.put(u(m.complement)) |
                  SRC_REGISTER_EXT_MOD_BIAS.put(u(m.bias)) |
                  SRC_REGISTER_EXT_MOD_SCALE_2X.put(u(m.scale2x)) |
                  SRC_REGISTER_EXT_MOD_ABSOLUTE.put(u(m.absolute)) |
                  SRC_REGISTER_EXT_MOD_NEGATE.put(u(m.negate)));
  }
  chain(out, head, ext);
  if (s.indirect) out.push_back(encode_indirect(s.ind));
  if (s.dimension) {
    out.push_back(DIMENSION_INDIRECT.put(u(s.dim_indirect)) |
                  DIMENSION_INDEX.put(static_cast<uint16_t>(s.dim_index)));
    if (s.dim_indirect) out.push_back(encode_indirect(s.dim_ind));
  }
}

}  // namespace

uint32_t encode_src_register(const SrcOperand& s) {
  return SRC_REGISTER_FILE.put(v(s.file)) | SRC_REGISTER_SWIZZLE_X.put(s.swizzle[0]) |
         SRC_REGISTER_SWIZZLE_Y.put(s.swizzle[1]) | SRC_REGISTER_SWIZZLE_Z.put(s.swizzle[2]) |
         SRC_REGISTER_SWIZZLE_W.put(s.swizzle[3]) | SRC_REGISTER_NEGATE.put(u(s.negate)) |
         SRC_REGISTER_INDIRECT.put(u(s.indirect)) | SRC_REGISTER_DIMENSION.put(u(s.dimension)) |
         SRC_REGISTER_INDEX.put(static_cast<uint16_t>(s.index));
}

uint32_t encode_indirect(const IndirectOperand& r) {
  return SRC_REGISTER_FILE.put(v(r.file)) | SRC_REGISTER_SWIZZLE_X.put(r.swizzle[0]) |
         SRC_REGISTER_SWIZZLE_Y.put(r.swizzle[1]) | SRC_REGISTER_SWIZZLE_Z.put(r.swizzle[2]) |
         SRC_REGISTER_SWIZZLE_W.put(r.swizzle[3]) | SRC_REGISTER_NEGATE.put(u(r.negate)) |
         SRC_REGISTER_INDEX.put(static_cast<uint16_t>(r.index));
}

uint32_t encode_dst_register(const DstOperand& d) {
  return DST_REGISTER_FILE.put(v(d.file)) | DST_REGISTER_WRITE_MASK.put(d.write_mask) |
         DST_REGISTER_INDEX.put(static_cast<uint16_t>(d.index));
}

std::vector<uint32_t> encode(const Declaration& d) {
  std::vector<uint32_t> out;
  out.push_back(DECLARATION_TYPE.put(v(TokenType::DECLARATION)) |
                DECLARATION_SIZE.put(d.has_interpolation ? 3 : 2) | DECLARATION_FILE.put(v(d.file)) |
                DECLARATION_DECLARE.put(v(d.declare)) |
                DECLARATION_INTERPOLATE.put(u(d.has_interpolation)));
  if (d.declare == Declare::RANGE)
    out.push_back(DECLARATION_RANGE_FIRST.put(d.first) | DECLARATION_RANGE_LAST.put(d.last));
  else
    out.push_back(DECLARATION_MASK_MASK.put(d.mask));
  if (d.has_interpolation)
    out.push_back(DECLARATION_INTERPOLATION_INTERPOLATE.put(v(d.interpolation)));
  return out;
}

std::vector<uint32_t> encode(const Immediate& m) {
  std::vector<uint32_t> out;
  out.push_back(IMMEDIATE_TYPE.put(v(TokenType::IMMEDIATE)) |
                IMMEDIATE_SIZE.put(static_cast<uint32_t>(1 + m.values.size())) |
                IMMEDIATE_DATA_TYPE.put(v(m.data_type)));
  out.insert(out.end(), m.values.begin(), m.values.end());
  return out;
}

std::vector<uint32_t> encode(const Instruction& in) {
  std::vector<uint32_t> out;
  out.push_back(INSTRUCTION_TYPE.put(v(TokenType::INSTRUCTION)) |
                INSTRUCTION_OPCODE.put(v(in.opcode)) | INSTRUCTION_SATURATE.put(v(in.saturate)) |
                INSTRUCTION_NUM_DST_REGS.put(in.num_dst) | INSTRUCTION_NUM_SRC_REGS.put(in.num_src));
  std::vector<uint32_t> ext;
  if (in.has_nv) {
    const NvExt& n = in.nv;
    ext.push_back(INSTRUCTION_EXT_NV_TYPE.put(v(InsnExtType::NV)) |
                  INSTRUCTION_EXT_NV_PRECISION.put(v(n.precision)) |
                  INSTRUCTION_EXT_NV_COND_DST_INDEX.put(n.cond_dst_index) |
                  INSTRUCTION_EXT_NV_COND_FLOW_INDEX.put(n.cond_flow_index) |
                  INSTRUCTION_EXT_NV_COND_MASK.put(v(n.cond_mask)) |
                  INSTRUCTION_EXT_NV_COND_SWIZZLE_X.put(n.cond_swizzle[0]) |
                  INSTRUCTION_EXT_NV_COND_SWIZZLE_Y.put(n.cond_swizzle[1]) |
                  INSTRUCTION_EXT_NV_COND_SWIZZLE_Z.put(n.cond_swizzle[2]) |
                  INSTRUCTION_EXT_NV_COND_SWIZZLE_W.put(n.cond_swizzle[3]) |
                  INSTRUCTION_EXT_NV_COND_DST_UPDATE.put(u(n.cond_dst_update)) |
                  INSTRUCTION_EXT_NV_COND_FLOW_ENABLE.put(u(n.cond_flow_enable)));
  }
  if (in.has_label)
    ext.push_back(INSTRUCTION_EXT_LABEL_TYPE.put(v(InsnExtType::LABEL)) |
                  INSTRUCTION_EXT_LABEL_LABEL.put(in.label.label) |
                  INSTRUCTION_EXT_LABEL_TARGET.put(u(in.label.target)));
  if (in.has_texture)
    ext.push_back(INSTRUCTION_EXT_TEXTURE_TYPE.put(v(InsnExtType::TEXTURE)) |
                  INSTRUCTION_EXT_TEXTURE_TEXTURE.put(v(in.texture)));
  chain(out, 0, ext);
  if (in.num_dst) append_dst(out, in.dst);
  for (int i = 0; i < in.num_src && i < kMaxSrc; ++i) append_src(out, in.src[i]);
  out[0] = INSTRUCTION_SIZE.set(out[0], static_cast<uint32_t>(out.size()));
  return out;
}

std::vector<uint32_t> build(const Program& p) {
  std::vector<uint32_t> body;
  size_t d = 0, m = 0, i = 0;
  for (;;) {
    const uint64_t kd = d < p.decls.size() ? p.decls[d].token_index : UINT64_MAX;
    const uint64_t km = m < p.imms.size() ? p.imms[m].token_index : UINT64_MAX;
    const uint64_t ki = i < p.insns.size() ? p.insns[i].token_index : UINT64_MAX;
    std::vector<uint32_t> t;
    if (d < p.decls.size() && kd <= km && kd <= ki) {
      t = encode(p.decls[d++]);
    } else if (m < p.imms.size() && km <= ki) {
      t = encode(p.imms[m++]);
    } else if (i < p.insns.size()) {
      t = encode(p.insns[i++]);
    } else {
      break;
    }
    body.insert(body.end(), t.begin(), t.end());
  }
  const Header& h = p.header;
  std::vector<uint32_t> out;
  out.push_back(VERSION_MAJOR.put(h.major) | VERSION_MINOR.put(h.minor));
  out.push_back(HEADER_HEADER_SIZE.put(h.header_size) |
                HEADER_BODY_SIZE.put(static_cast<uint32_t>(body.size())));
  if (h.header_size >= 2) out.push_back(PROCESSOR_PROCESSOR.put(v(h.processor)));
  for (unsigned k = 3; k <= h.header_size; ++k) out.push_back(0);
  out.insert(out.end(), body.begin(), body.end());
  return out;
}

}  // namespace shaderhw::tgsi
