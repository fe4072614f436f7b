// TGSI golden model: record comparison and diagnostic dumps (program.h).
//
// Comparison looks only at fields that mean something: the fields of an extension when it is
// present, the indirect operand when Indirect is set, the dimension fields when Dimension is set,
// the destination when there is one and the first num_src sources. So two decoders agree when
// they agree on everything the stream says, whatever they leave in unused fields.
#include "tgsi/program.h"

#include <cstdio>
#include <sstream>

namespace shaderhw::tgsi {
namespace {

template <class E, size_t N>
const char* enum_name(const char* const (&names)[N], E e) {
  const auto v = static_cast<size_t>(e);
  return v < N && names[v] ? names[v] : "?";
}

bool same4(const uint8_t (&a)[4], const uint8_t (&b)[4]) {
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3];
}

std::string swizzle4(const uint8_t (&s)[4]) {
  std::string r;
  for (uint8_t c : s) r += c < 4 ? "xyzw"[c] : '?';
  return r;
}

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

}  // namespace

bool NvExt::operator==(const NvExt& o) const {
  return precision == o.precision && cond_dst_index == o.cond_dst_index &&
         cond_flow_index == o.cond_flow_index && cond_mask == o.cond_mask &&
         same4(cond_swizzle, o.cond_swizzle) && cond_dst_update == o.cond_dst_update &&
         cond_flow_enable == o.cond_flow_enable;
}

bool CondCodeExt::operator==(const CondCodeExt& o) const {
  return cond_mask == o.cond_mask && same4(cond_swizzle, o.cond_swizzle) &&
         cond_src_index == o.cond_src_index;
}

bool SwzExt::operator==(const SwzExt& o) const {
  return same4(ext_swizzle, o.ext_swizzle) && negate == o.negate && ext_divide == o.ext_divide;
}

bool IndirectOperand::operator==(const IndirectOperand& o) const {
  return file == o.file && same4(swizzle, o.swizzle) && negate == o.negate && index == o.index;
}

bool DstOperand::operator==(const DstOperand& o) const {
  return file == o.file && write_mask == o.write_mask && index == o.index &&
         has_condcode == o.has_condcode && (!has_condcode || condcode == o.condcode) &&
         has_modulate == o.has_modulate && (!has_modulate || modulate == o.modulate);
}

bool SrcOperand::operator==(const SrcOperand& o) const {
  return file == o.file && same4(swizzle, o.swizzle) && negate == o.negate && index == o.index &&
         has_swz == o.has_swz && (!has_swz || swz == o.swz) && has_mod == o.has_mod &&
         (!has_mod || mod == o.mod) && indirect == o.indirect && (!indirect || ind == o.ind) &&
         dimension == o.dimension &&
         (!dimension || (dim_indirect == o.dim_indirect && dim_index == o.dim_index &&
                         (!dim_indirect || dim_ind == o.dim_ind)));
}

bool Instruction::operator==(const Instruction& o) const {
  if (token_index != o.token_index || size != o.size || opcode != o.opcode ||
      saturate != o.saturate || num_dst != o.num_dst || num_src != o.num_src ||
      has_nv != o.has_nv || has_label != o.has_label || has_texture != o.has_texture)
    return false;
  if (has_nv && nv != o.nv) return false;
  if (has_label && label != o.label) return false;
  if (has_texture && texture != o.texture) return false;
  if (num_dst && dst != o.dst) return false;
  for (int i = 0; i < num_src && i < kMaxSrc; ++i)
    if (src[i] != o.src[i]) return false;
  return true;
}

const char* opcode_name(Opcode op) {
  const auto v = static_cast<uint8_t>(op);
  return gen::OPCODE_INFO[v].mnemonic ? gen::OPCODE_INFO[v].mnemonic : "?";
}
const char* file_name(File f) { return enum_name(gen::FILE_NAMES, f); }

std::string to_string(const Header& h) {
  std::ostringstream s;
  s << "HEADER version " << int(h.major) << "." << int(h.minor) << " header_size "
    << int(h.header_size) << " body_size " << h.body_size << " processor "
    << enum_name(gen::PROCESSOR_NAMES, h.processor);
  return s.str();
}

std::string to_string(const Declaration& d) {
  std::ostringstream s;
  s << "DCL@" << d.token_index << " file " << file_name(d.file) << " "
    << enum_name(gen::DECLARE_NAMES, d.declare);
  if (d.declare == Declare::RANGE)
    s << " " << d.first << ".." << d.last;
  else
    s << " " << hex(d.mask);
  if (d.has_interpolation) s << " interp " << enum_name(gen::INTERPOLATE_NAMES, d.interpolation);
  return s.str();
}

std::string to_string(const Immediate& m) {
  std::ostringstream s;
  s << "IMM@" << m.token_index << " " << enum_name(gen::IMM_NAMES, m.data_type) << " {";
  for (size_t i = 0; i < m.values.size(); ++i) s << (i ? " " : "") << hex(m.values[i]);
  s << "}";
  return s.str();
}

std::string to_string(const NvExt& n) {
  std::ostringstream s;
  s << "nv{prec " << enum_name(gen::PRECISION_NAMES, n.precision) << " dst_idx "
    << int(n.cond_dst_index) << " flow_idx " << int(n.cond_flow_index) << " mask "
    << enum_name(gen::CC_NAMES, n.cond_mask) << " swz " << swizzle4(n.cond_swizzle) << " update "
    << n.cond_dst_update << " flow " << n.cond_flow_enable << "}";
  return s.str();
}

std::string to_string(const IndirectOperand& r) {
  std::ostringstream s;
  s << file_name(r.file) << "[" << r.index << "]." << swizzle4(r.swizzle) << (r.negate ? " neg" : "");
  return s.str();
}

std::string to_string(const DstOperand& d) {
  std::ostringstream s;
  s << "dst{" << file_name(d.file) << "[" << d.index << "] wm " << int(d.write_mask);
  if (d.has_condcode)
    s << " cc{" << enum_name(gen::CC_NAMES, d.condcode.cond_mask) << int(d.condcode.cond_src_index)
      << "." << swizzle4(d.condcode.cond_swizzle) << "}";
  if (d.has_modulate) s << " modulate " << enum_name(gen::MODULATE_NAMES, d.modulate);
  s << "}";
  return s.str();
}

std::string to_string(const SrcOperand& o) {
  std::ostringstream s;
  s << "src{" << file_name(o.file) << "[" << o.index << "]." << swizzle4(o.swizzle)
    << (o.negate ? " neg" : "");
  if (o.has_swz) {
    s << " swz{";
    for (int c = 0; c < 4; ++c)
      s << (c ? "," : "") << ((o.swz.negate >> c & 1) ? "-" : "")
        << enum_name(gen::EXTSWIZZLE_NAMES, static_cast<gen::Extswizzle>(o.swz.ext_swizzle[c]));
    s << " div " << enum_name(gen::EXTSWIZZLE_NAMES, static_cast<gen::Extswizzle>(o.swz.ext_divide))
      << "}";
  }
  if (o.has_mod)
    s << " mod{" << (o.mod.complement ? "C" : "") << (o.mod.bias ? "B" : "")
      << (o.mod.scale2x ? "2" : "") << (o.mod.absolute ? "A" : "") << (o.mod.negate ? "N" : "")
      << "}";
  if (o.indirect) s << " ind{" << to_string(o.ind) << "}";
  if (o.dimension) {
    s << " dim{" << o.dim_index;
    if (o.dim_indirect) s << " ind{" << to_string(o.dim_ind) << "}";
    s << "}";
  }
  s << "}";
  return s.str();
}

std::string to_string(const Instruction& in) {
  std::ostringstream s;
  s << "INSN@" << in.token_index << " " << opcode_name(in.opcode) << " size " << int(in.size)
    << " sat " << enum_name(gen::SAT_NAMES, in.saturate) << " ndst " << int(in.num_dst)
    << " nsrc " << int(in.num_src);
  if (in.has_nv) s << " " << to_string(in.nv);
  if (in.has_label) s << " label{" << in.label.label << (in.label.target ? " target" : "") << "}";
  if (in.has_texture) s << " texture " << enum_name(gen::TEXTURE_NAMES, in.texture);
  if (in.num_dst) s << " " << to_string(in.dst);
  for (int i = 0; i < in.num_src && i < kMaxSrc; ++i) s << " " << to_string(in.src[i]);
  return s.str();
}

std::string to_string(const Program& p) {
  std::string r = to_string(p.header) + "\n";
  for (const Declaration& d : p.decls) r += to_string(d) + "\n";
  for (const Immediate& m : p.imms) r += to_string(m) + "\n";
  for (const Instruction& i : p.insns) r += to_string(i) + "\n";
  return r;
}

}  // namespace shaderhw::tgsi
