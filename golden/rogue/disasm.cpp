// Rogue disassembler (disasm.h; syntax: docs/rogue.md 10). One function per layout writes the op
// in the seed's port syntax; the group adds the condition, the group flags, the source and
// destination declarations and the ISS selectors that no op shows.
#include "rogue/disasm.h"

#include "rogue/asm.h"

#include <array>
#include <cctype>
#include <cstdio>
#include <sstream>

namespace shaderhw::rogue {
namespace {

namespace L = gen::lay;
using Parts = std::vector<std::string>;

const char* nz(const char* s) { return s ? s : "?"; }

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%X", v);
  return b;
}

std::string join(const Parts& p, const char* sep) {
  std::string out;
  for (size_t k = 0; k < p.size(); ++k) {
    if (k) out += sep;
    out += p[k];
  }
  return out;
}

// Modifier suffix: ".name" when the flag is set.
std::string m(bool on, const char* name) { return on ? std::string(".") + name : std::string(); }

// Source port of a slot-relative operand: P0 reads S0..S2, P1 reads S3..S5.
std::string sport(Slot slot, int k) { return "s" + std::to_string((slot == Slot::P1 ? 3 : 0) + k); }
std::string ftname(Slot slot) { return slot == Slot::P1 ? "ft1" : slot == Slot::P2PCK ? "ft2" : "ft0"; }

// ---- Main ALU ops -------------------------------------------------------------------------------
std::string fmt_faddmul(const Group&, const Component& c, Slot slot) {
  namespace F = L::M_FADDMUL;
  const bool mul = c.get(F::FOP) == 1;
  return std::string(mul ? "fmul" : "fadd") + m(c.get(F::LP), "lp") + m(c.get(F::SAT), "sat") + " " + ftname(slot) +
         ", " + sport(slot, 0) + m(c.get(F::S0ABS), "abs") + m(c.get(F::S0NEG), "neg") + m(c.get(F::S0FLR), "flr") +
         ", " + sport(slot, 1) + m(c.get(F::S1ABS), "abs");
}

std::string fmt_fmad(const Group&, const Component& c, Slot slot) {
  namespace F = L::M_FMAD;
  return "fmad" + m(c.get(F::LP), "lp") + m(c.get(F::SAT), "sat") + " " + ftname(slot) + ", " + sport(slot, 0) +
         m(c.get(F::S0ABS), "abs") + m(c.get(F::S0NEG), "neg") + ", " + sport(slot, 1) + m(c.get(F::S1ABS), "abs") +
         m(c.get(F::S1NEG), "neg") + ", " + sport(slot, 2) + m(c.get(F::S2ABS), "abs") + m(c.get(F::S2NEG), "neg") +
         m(c.get(F::S2FLR), "flr");
}

std::string fmt_cplx(const Group&, const Component& c, Slot) {
  namespace F = L::M_CPLX;
  const gen::OpInfo& op = gen::OPS[c.op[0]];
  std::string s = std::string(op.asm_name) + " w0" + (c.get(F::DF16) ? ".f16.e0.e1" : "");
  if (c.operation() == Op::FSINC) s += ", p0";
  s += ", s0";
  if (c.get(F::SF16)) s += c.get(F::SSEL) ? ".f16.e1" : ".f16.e0";
  return s + m(c.get(F::S0ABS), "abs") + m(c.get(F::S0NEG), "neg");
}

std::string fmt_move(const Group&, const Component& c, Slot slot) {
  namespace F = L::M_MOVE;
  return std::string(gen::OPS[c.op[0]].asm_name) + " " + ftname(slot) + ", " + sport(slot, 0) +
         m(c.get(F::S0NEG), "neg") + m(c.get(F::S0ABS), "abs");
}

// UNPCK's one SCALE_RTZ bit means .roundzero for the integer formats U32/S32 and the float formats,
// .scale for the normalised ones (docs/rogue.md 3.5, D13).
bool pack_bit_is_rtz(uint32_t fmt) {
  using P = gen::Packfmt;
  switch (static_cast<P>(fmt)) {
    case P::U32: case P::S32: case P::F16F16: case P::F32: case P::F111110: case P::F101010: case P::F32MASK:
      return true;
    default:
      return false;
  }
}

std::string fmt_unpck(const Group&, const Component& c, Slot) {
  namespace F = L::M_UNPCK;
  const uint32_t fmt = c.get(F::FORMAT);
  std::string s = std::string("unpck.") + nz(gen::PACKFMT_ASM[fmt]);
  if (c.get(F::SCALE_RTZ)) s += pack_bit_is_rtz(fmt) ? ".roundzero" : ".scale";
  return s + " ft0, s0.e" + std::to_string(c.get(F::ELEM));
}

std::string fmt_red(const Group&, const Component& c, Slot) {
  namespace F = L::M_RED;
  const bool b = c.get(F::PART) != 0;
  const uint32_t iter = c.get(F::ITER);
  return std::string("fred.") + (c.get(F::TYPE) ? "cos" : "sin") + m(b, "partb") + " w0, w1, " +
         (c.get(F::PWEN) ? "p0" : "_") + ", " + std::to_string(iter) + ", s0" + m(c.get(F::S0NEG), "neg") +
         m(c.get(F::S0ABS), "abs") + ", " + ((b || iter) ? "s3" : "_");
}

// One operand descriptor of the sum-of-products op (docs/rogue.md 7.3). `prod`: a, b, c, d, v, w,
// x, y (modifiers NEG/FLR); otherwise e, f, g, h (ONEMINUS/CLAMP).
std::string sop_operand(const Component& c, int layout, char name, bool prod) {
  char fld[16];
  auto get = [&](const char* suffix) {
    std::snprintf(fld, sizeof fld, "%c_%s", name, suffix);
    const int k = field_index(layout, fld);
    return k < 0 ? 0u : c.get(static_cast<uint8_t>(k));
  };
  std::string s = nz(gen::SOPSRC_ASM[get("SRC")]);
  s += ".e" + std::to_string(get("ELEM"));
  s += m(get("M1"), prod ? "neg" : "oneminus");
  s += m(get("ABS"), "abs");
  s += m(get("M2"), prod ? "flr" : "clamp");
  return s;
}

std::string fmt_sop(const Group&, const Component& c, Slot) {
  namespace F = L::M_SOP;
  const uint32_t var = c.get(F::VAR);
  const bool mad = var & 1;
  std::string s = nz(gen::OPS[c.op[0]].asm_name);
  s += m(c.get(F::ZABS), "zabs") + m(c.get(F::ZCLAMP), "zclamp") + m(c.get(F::U8OUT), "u8out");
  Parts p;
  if (mad) {
    const uint32_t cl = c.get(F::CLAMP);
    p = {"w0.e0" + m(cl & 1, "clamp"), "w0.e1" + m(cl & 2, "clamp"), "w1.e0" + m(cl & 4, "clamp"),
         "w1.e1" + m(cl & 8, "clamp")};
    for (const char* t : {"AEV", "CGX", "BFW", "DHY"}) {
      p.push_back(sop_operand(c, c.layout, t[0], true));
      p.push_back(sop_operand(c, c.layout, t[1], false));
      p.push_back(sop_operand(c, c.layout, t[2], true));
    }
  } else {
    const uint32_t rfmt = c.get(F::RFMT);
    const std::string j = nz(gen::SOPJSEL_ASM[c.get(F::JSEL)]), k = nz(gen::SOPKSEL_ASM[c.get(F::KSEL)]);
    if (rfmt == 2) {
      p = {"w0.f32." + j, "w1.f32." + k};
    } else {
      p = {std::string("w0.") + (rfmt ? "hi." : "lo.") + j, std::string("w0.") + (rfmt ? "lo." : "hi.") + k};
    }
    p.push_back(sop_operand(c, c.layout, 'A', true));
    p.push_back(sop_operand(c, c.layout, 'E', false));
    p.push_back(nz(gen::SOPOP_ASM[c.get(F::JOP)]));
    p.push_back(sop_operand(c, c.layout, 'B', true));
    p.push_back(sop_operand(c, c.layout, 'F', false));
    p.push_back(sop_operand(c, c.layout, 'C', true));
    p.push_back(sop_operand(c, c.layout, 'G', false));
    p.push_back(nz(gen::SOPOP_ASM[c.get(F::KOP)]));
    p.push_back(sop_operand(c, c.layout, 'D', true));
    p.push_back(sop_operand(c, c.layout, 'H', false));
  }
  if (mad && (c.get(F::JOP) || c.get(F::KOP))) p.push_back(std::string("jop=") + nz(gen::SOPOP_ASM[c.get(F::JOP)]) +
                                                           " kop=" + nz(gen::SOPOP_ASM[c.get(F::KOP)]));
  if (mad && (c.get(F::JSEL) || c.get(F::KSEL)))
    p.push_back("jsel=" + std::to_string(c.get(F::JSEL)) + " ksel=" + std::to_string(c.get(F::KSEL)));
  s += " " + join(p, ", ");
  if (c.has_op(1)) s += "; " + std::string(gen::OPS[c.op[1]].asm_name) + " w1, " + (var == 3 ? "s0" : "s3");
  return s;
}

std::string fmt_int8_16(const Group&, const Component& c, Slot) {
  namespace F = L::M_INT8_16;
  const bool w16 = c.get(F::W16) != 0;
  const uint32_t op = c.get(F::OP);
  (void)w16;
  std::string s = std::string(gen::OPS[c.op[0]].asm_name) + m(c.get(F::SAT), "sat") + " ft0, s0" +
                  m(c.get(F::S0NEG), "neg") + m(c.get(F::S0ABS), "abs") + ".e" + std::to_string(c.get(F::S0CH)) +
                  ", s1" + m(c.get(F::S1ABS), "abs") + ".e" + std::to_string(c.get(F::S1CH));
  if (op == 2)
    s += ", s2" + m(c.get(F::S2NEG), "neg") + m(c.get(F::S2ABS), "abs") + ".e" + std::to_string(c.get(F::S2CH));
  else if (c.get(F::S2NEG) || c.get(F::S2ABS) || c.get(F::S2CH))
    s += ", _" + m(c.get(F::S2NEG), "neg") + m(c.get(F::S2ABS), "abs") + ".e" + std::to_string(c.get(F::S2CH));
  return s;
}

std::string fmt_int32_64(const Group&, const Component& c, Slot) {
  namespace F = L::M_INT32_64;
  const uint32_t op = c.get(F::OP);
  std::string s = std::string(gen::OPS[c.op[0]].asm_name) + " ft0, s0" + m(c.get(F::S0NEG), "neg") +
                  m(c.get(F::S0ABS), "abs") + ", s1" + m(c.get(F::S1NEG), "neg") + m(c.get(F::S1ABS), "abs") +
                  ", s2" + m(c.get(F::S2NEG), "neg") + m(c.get(F::S2ABS), "abs");
  if (op == 1 || op == 3) s += ", is0";
  return s + ", " + (c.get(F::CIN) ? "p0" : "_");
}

std::string fmt_cvtfrom(const Group&, const Component& c, Slot) {
  return std::string("convertfromf64.") + nz(gen::CVTFMT_ASM[c.get(L::M_CVTFROMF64::FMT)]) + " ft0, s0, s2";
}

std::string lanes(uint32_t mask) {
  if (mask == 15) return "";
  std::string s;
  for (int e = 0; e < 4; ++e)
    if (mask >> e & 1) s += ".e" + std::to_string(e);
  return s.empty() ? ".none" : s;
}

std::string fmt_mov(const Group&, const Component& c, Slot) {
  namespace F = L::P2_MOV;
  const std::string w0 = nz(gen::FTSEL_ASM[c.get(F::MOVW0)]), w1 = nz(gen::FTSEL_ASM[c.get(F::MOVW1)]);
  const std::string mask = lanes(c.get(F::MASKW0));
  if (c.operation() == Op::MOV) return "mov w0" + mask + ", " + w0 + (c.get(F::MOVW1) ? ", " + w1 : "");
  return "movc w0" + mask + ", w1, ftt, " + w0 + ", " + w1;
}

std::string is1_name(const Group& g) { return nz(gen::IS1SEL_ASM[g.comp(Slot::ISS).get(L::ISS::IS1)]); }
std::string is2_name(const Group& g) { return nz(gen::IS2SEL_ASM[g.comp(Slot::ISS).get(L::ISS::IS2)]); }
std::string is3_name(const Group& g) { return nz(gen::IS3SEL_ASM[g.comp(Slot::ISS).get(L::ISS::IS3)]); }

std::string fmt_tst(const Group& g, const Component& c, Slot) {
  namespace F = L::P2_TST;
  const gen::OpInfo& op = gen::OPS[c.op[0]];
  const uint32_t type = c.get(F::TYPE);
  std::string s = std::string(op.asm_name) + "." + nz(gen::TSTTYPE_ASM[type]);
  const bool narrow = type >= 1 && type <= 4;
  if (narrow || type == 7 || c.get(F::ELEM)) s += ".e" + std::to_string(c.get(F::ELEM));
  s += std::string(" ftt, ") + (c.get(F::PWEN) ? "p0" : "_");
  if (op.reads & gen::OPND_IS1) s += ", " + is1_name(g);
  if (op.reads & gen::OPND_IS2) s += ", " + is2_name(g);
  return s;
}

std::string fmt_pck(const Group& g, const Component& c, Slot) {
  namespace F = L::P2_PCK;
  return std::string("pck.") + nz(gen::PACKFMT_ASM[c.get(F::FORMAT)]) + m(c.get(F::SCALE), "scale") +
         m(c.get(F::RTZ), "roundzero") + " ft2, " + is3_name(g);
}

std::string fmt_p2faddmul(const Group& g, const Component& c, Slot) {
  namespace F = L::P2_FADDMUL;
  return std::string(c.get(F::FOP) ? "fmul" : "fadd") + m(c.get(F::LP), "lp") + m(c.get(F::SAT), "sat") + " ft2, " +
         is3_name(g) + m(c.get(F::S0ABS), "abs") + m(c.get(F::S0NEG), "neg") + ", fte" + m(c.get(F::S1ABS), "abs");
}

std::string fmt_cvtto(const Group& g, const Component& c, Slot) {
  return std::string("converttof64.") + nz(gen::CVTFMT_ASM[c.get(L::P2_CVT::FMT)]) + " ft0, ft2, " + is3_name(g);
}

std::string fmt_gta(const Group&, const Component& c, Slot) {
  namespace F = L::P2_GTA;
  return "gta" + m(c.get(F::ARRAY), "array") + " w0, w1, " + (c.get(F::PWEN) ? "p0" : "_") + ", s3, s0, s1, s4, s5";
}

// ---- Backend ops -----------------------------------------------------------------------------------
const char* srcsel(uint32_t v) { return nz(gen::SRCSEL_ASM[v & 7]); }
std::string drc(uint32_t v) { return "drc" + std::to_string(v); }
std::string count16(uint32_t v) { return std::to_string(v ? v : 16); }

const char* const kUvswOp[8] = {"write", "emit", "cut", "emitcut", "endtask", "emitendtask", "writeemitendtask",
                                nullptr};

std::string fmt_uvsw_wi(const Group&, const Component& c, Slot) {
  namespace F = L::BE_UVSW_WI;
  return std::string("uvsw.") + nz(kUvswOp[c.get(F::UVSW_OP)]) + (c.get(F::DSEL) ? " w1, " : " w0, ") +
         std::to_string(c.get(F::ADDR));
}

std::string fmt_uvsw_wr(const Group&, const Component& c, Slot) {
  namespace F = L::BE_UVSW_WR;
  return std::string("uvsw.") + nz(kUvswOp[c.get(F::UVSW_OP)]) + (c.get(F::DSEL) ? " w1, " : " w0, ") +
         srcsel(c.get(F::SRC));
}

std::string fmt_uvsw_c(const Group&, const Component& c, Slot) {
  namespace F = L::BE_UVSW_C;
  std::string s = std::string("uvsw.") + nz(kUvswOp[c.get(F::UVSW_OP)]) + m(c.get(F::DSEL), "w1");
  if (c.get(F::IMM)) s += " " + std::to_string(c.get(F::STREAM));
  return s;
}

std::string fmt_msk(const Group&, const Component& c, Slot) {
  namespace F = L::BE_MSK;
  std::string s = std::string(c.get(F::MSK_OP) ? "movmsk." : "savmsk.") + nz(gen::MSKMODE_ASM[c.get(F::MODE)]);
  if (c.get(F::SM)) s += std::string(" ") + srcsel(c.get(F::SRC));
  return s;
}

std::string fmt_phas_r(const Group&, const Component& c, Slot) {
  namespace F = L::BE_PHAS_R;
  return "phas" + m(c.get(F::END), "end") + " " + srcsel(c.get(F::EXEADDR)) + ", " + srcsel(c.get(F::PARAM));
}

std::string fmt_phas_i(const Group&, const Component& c, Slot) {
  namespace F = L::BE_PHAS_I;
  return "phas" + m(c.get(F::END), "end") + " " + srcsel(c.get(F::EXEADDR)) + ", " +
         nz(gen::RATE_ASM[c.get(F::RATE)]) + ", " + std::to_string(c.get(F::TEMPS) * 4);
}

std::string fmt_setl(const Group&, const Component& c, Slot) {
  return c.get(L::BE_SETL::RESSEL) ? "setl w1" : "setl w0";
}

std::string fmt_vistest(const Group&, const Component& c, Slot) {
  namespace F = L::BE_VISTEST;
  if (c.operation() == Op::ATST)
    return "atst" + m(c.get(F::IFB), "ifb") + " " + (c.get(F::PWEN) ? "p0" : "_") + ", s0, s1, s2";
  return "depthf" + m(c.get(F::IFB), "ifb") + m(c.get(F::PWEN), "pwen") + " w0";
}

std::string fmt_fitr(const Group&, const Component& c, Slot) {
  namespace F = L::BE_FITR;
  const bool p = c.get(F::P) != 0;
  return std::string(p ? "fitrp." : "fitr.") + nz(gen::ITRMODE_ASM[c.get(F::MODE)]) + m(c.get(F::SAT), "sat") +
         " s3, " + drc(c.get(F::DRC)) + ", s0, " + (p ? "s2, " : "") + count16(c.get(F::COUNT));
}

std::string fmt_emit(const Group&, const Component& c, Slot) {
  return "emitpix" + m(c.get(L::BE_EMIT::FREEP), "freep") + " s0, s2";
}

std::string fmt_idf(const Group&, const Component& c, Slot) {
  return "idf " + drc(c.get(L::BE_IDF::DRC)) + ", " + srcsel(c.get(L::BE_IDF::ADDR));
}

std::string dot(const char* s) { return (s && *s) ? std::string(".") + s : std::string(); }

std::string fmt_ld(const Group&, const Component& c, Slot) {
  namespace F = L::BE_LD;
  const bool imm = !c.get(F::NOTIMMBL);
  std::string s = "ld" + dot(gen::CACHE_LD_ASM[c.get(F::CACHE)]) + dot(gen::SLC_ASM[c.get(F::SLC)]);
  return s + " s3, " + drc(c.get(F::DRC)) + ", " + (imm ? count16(c.get(F::BURST)) : srcsel(c.get(F::BURST))) +
         ", " + srcsel(c.get(F::ADDR));
}

std::string fmt_st(const Group&, const Component& c, Slot) {
  namespace F = L::BE_ST;
  const bool ext = c.get(F::EXT) != 0;
  std::string s = std::string("st") + (ext && !c.get(F::NOTTILED) ? ".tiled" : "") +
                  dot(gen::CACHE_ST_ASM[c.get(F::CACHE)]) + dot(gen::SLC_ASM[c.get(F::SLC)]);
  s += std::string(" ") + srcsel(c.get(F::DATA)) + ", " + nz(gen::DSIZE_ASM[c.get(F::DSIZE)]) + ", " +
       drc(c.get(F::DRC)) + ", " + (c.get(F::IMMBL) ? count16(c.get(F::BURST)) : srcsel(c.get(F::BURST))) + ", " +
       srcsel(c.get(F::ADDR)) + ", " + (ext ? srcsel(c.get(F::MASK)) : "_");
  return s;
}

std::string fmt_smp(const Group&, const Component& c, Slot) {
  namespace F = L::BE_SMP;
  const uint32_t cache = c.get(F::CACHE);
  const bool wrt = c.get(F::WRT) != 0;
  std::string s = std::string("smp") + nz(gen::DIM_ASM[c.get(F::DIM)]) + m(c.get(F::FCNORM), "fcnorm") +
                  m(c.get(F::PROJ), "proj") + m(c.get(F::NNCOORDS), "nncoords") +
                  dot(gen::LODM_ASM[c.get(F::LODM)]) + m(c.get(F::PPLOD), "pplod") + m(c.get(F::TAO), "tao") +
                  m(c.get(F::SOO), "soo") + m(c.get(F::SNO), "sno") + m(wrt, "wrt") +
                  dot(gen::SBMODE_ASM[c.get(F::SBMODE)]) + m(c.get(F::ARRAY), "array") +
                  m(c.get(F::INTEGER), "integer") + m(c.get(F::COMPARISON), "comparison") +
                  m(c.get(F::SCHEDSWAP), "schedswap") + m(c.get(F::DIRECT), "direct") + m(c.get(F::F16), "f16") +
                  m(c.get(F::F16IN), "f16in") + dot(gen::SLC_ASM[c.get(F::SLC)]) +
                  dot(wrt ? gen::CACHE_ST_ASM[cache & 3] : gen::CACHE_LD_ASM[cache & 3]);
  s += " " + drc(c.get(F::DRC)) + ", s0, s1, s2, " + (c.get(F::LODM) ? "s3" : "_") + ", s4, " +
       std::to_string(c.get(F::CHAN) + 1);
  return s;
}

std::string fmt_atomic(const Group&, const Component& c, Slot) {
  namespace F = L::BE_ATOMIC;
  return std::string("atom.") + nz(gen::ATOMOP_ASM[c.get(F::AOP)]) + " " + srcsel(c.get(F::DEST)) + ", " +
         drc(c.get(F::DRC)) + ", " + srcsel(c.get(F::DATA));
}

std::string fmt_tessw(const Group&, const Component& c, Slot) {
  namespace F = L::BE_TESSW;
  return std::string("tessw.write ") + (c.get(F::DSEL) ? "w1, " : "w0, ") + std::to_string(c.get(F::ADDR));
}

// ---- Bitwise ops -------------------------------------------------------------------------------------
std::string fmt_bw0(const Group&, const Component& c, Slot) {
  namespace F = L::BW_P0;
  Parts p;
  switch (c.operation(0)) {
    case Op::MSK: p.push_back("msk ft0, ft1, s0, s1"); break;
    case Op::BYP_IMM16: case Op::BYP_IMM32: {
      // The digit count tells the two immediate forms apart: 4 digits 16-bit, 8 digits 32-bit.
      char b[16];
      std::snprintf(b, sizeof b, c.operation(0) == Op::BYP_IMM16 ? "0x%04X" : "0x%08X", c.get(F::IMM));
      p.push_back(std::string("byp ft0, ft1, s0, ") + b);
      break;
    }
    default: p.push_back("byp ft0, ft1, s0, s1"); break;
  }
  switch (c.operation(1)) {
    case Op::SHFL: p.push_back("shfl ft2, s2, s1"); break;
    case Op::REV: p.push_back("rev ft2, s2"); break;
    case Op::LSL_S1: p.push_back("lsl ft2, s2, s1"); break;
    default: p.push_back("byp ft2, s2"); break;
  }
  const std::string csrc = c.get(F::CSRC) ? "ft2" : "s2";
  p.push_back(std::string(gen::OPS[c.op[2]].asm_name) + " ft3, " + csrc);
  return join(p, "; ");
}

std::string fmt_bw1(const Group&, const Component& c, Slot) {
  namespace F = L::BW_P1;
  // BYP without masks passes FT1 through (`byp ft4, ft1`); with a mask it takes the logical ops'
  // five operands, which is what the assembler reads back.
  if (c.operation() == Op::BYP_LOGIC && !c.get(F::MSKA) && !c.get(F::MSKB)) return "byp ft4, ft1";
  return std::string(gen::OPS[c.op[0]].asm_name) + " ft4, " + (c.get(F::MSKA) ? "ft1" : "_") + ", ft2, " +
         (c.get(F::MSKB) ? "ft1.invert" : "_") + ", s3";
}

std::string fmt_bw2(const Group&, const Component& c, Slot) {
  namespace F = L::BW_P2;
  std::string s = c.operation(0) == Op::CPS ? "cps ft5, p0, ft4, s4"
                                              : std::string(gen::OPS[c.op[0]].asm_name) + " ft5, ft4, s4";
  if (c.has_op(1))
    s += std::string("; ") + gen::OPS[c.op[1]].asm_name + " p0, " + (c.get(F::TSRC) ? "ft3" : "ft5");
  return s;
}

// ---- Control ops -------------------------------------------------------------------------------------
std::string fmt_branch(const Group&, const Component& c, Slot) {
  namespace F = L::C_BRANCH;
  const int32_t bytes = static_cast<int32_t>(c.get(F::OFFSET) << 1);
  std::string s = std::string(gen::OPS[c.op[0]].asm_name) + dot(gen::BPRED_ASM[c.get(F::BPRED)]) + " ";
  if (c.get(F::ABS)) return s + hex(static_cast<uint32_t>(bytes));
  return s + (bytes >= 0 ? "+" : "") + std::to_string(bytes);
}

std::string fmt_cnd(const Group&, const Component& c, Slot) {
  namespace F = L::C_CND;
  const std::string pc = nz(gen::PCND_ASM[c.get(F::PCND)]), adj = std::to_string(c.get(F::ADJUST));
  const std::string name = gen::OPS[c.op[0]].asm_name;
  switch (c.operation()) {
    case Op::CNDST: case Op::CNDEF: return name + " " + pc + ", w0, s0, " + adj;
    case Op::CNDSM: return name + " " + pc + ", w0, s0, s2";
    case Op::CNDLT: return name + " " + pc + ", w0, p0, s0, " + adj;
    case Op::CNDEND: return name + " w0, s0, " + adj;
    case Op::CNDSETL_A: case Op::CNDSETL_B: return name + " w0, s0, s2";
    default: return name + " w0, s0";
  }
}

std::string fmt_simple(const Group& g, const Component& c, Slot) {
  const std::string name = gen::OPS[c.op[0]].asm_name;
  if (c.operation() == Op::WDF) return name + " " + drc(g.hdr(L::HDR::MISCCTL));
  if (c.operation() == Op::SAVL) return name + " w0";
  return name;
}

std::string fmt_mutex(const Group&, const Component& c, Slot) {
  return std::string("mutex.") + nz(gen::MUTEXOP_ASM[c.get(L::C_MUTEX::MOP)]) + " " +
         std::to_string(c.get(L::C_MUTEX::ID));
}

std::string fmt_itrsmp(const Group&, const Component& c, Slot) {
  namespace F = L::C_ITRSMP;
  std::string s = std::string("itrsmp") + nz(gen::DIM_ASM[c.get(F::DIM)]) + "." + nz(gen::ITRMODE_ASM[c.get(F::MODE)]) +
                  m(c.get(F::SAT), "sat") + m(c.get(F::PROJ), "proj") + m(c.get(F::FCNORM), "fcnorm") +
                  m(c.get(F::NNCOORDS), "nncoords") + dot(gen::SCHED_ASM[c.get(F::SCHED)]) +
                  m(c.get(F::COMPARISON), "comparison") + m(c.get(F::F16), "f16");
  s += " r" + std::to_string(c.get(F::DEST)) + ", " + nz(gen::PERSP_ASM[c.get(F::PERSP)]) + ", " +
       drc(c.get(F::DRC)) + ", cf" + std::to_string(c.get(F::COEFF) * 4) + dot(gen::IDXCTL_ASM[c.get(F::COEFFIDX)]) +
       ", sh" + std::to_string(c.get(F::TEXSTATE) * 4) + ", sh" + std::to_string(c.get(F::SMPSTATE) * 4) + ", " +
       std::to_string(c.get(F::CHAN) + 1) + ", " + (c.in_bytes[F::COUNT] ? std::to_string(c.get(F::COUNT)) : "_") +
       ", cf" + std::to_string(c.get(F::WCOEFF) * 4) + dot(gen::IDXCTL_ASM[c.get(F::WCOEFFIDX)]);
  return s;
}

std::string fmt_sbo(const Group&, const Component& c, Slot) {
  return std::string("sbo.") + (c.get(L::C_SBO::TARGET) ? "shared " : "coeff ") + std::to_string(c.get(L::C_SBO::OFFSET));
}

std::string fmt_ditr(const Group&, const Component& c, Slot) {
  namespace F = L::C_DITR;
  return std::string("ditr.") + nz(gen::ITRMODE_ASM[c.get(F::MODE)]) + m(c.get(F::SAT), "sat") +
         dot(gen::SCHED_ASM[c.get(F::SCHED)]) + m(c.get(F::F16), "f16") + " r" + std::to_string(c.get(F::DEST)) + ", " +
         drc(c.get(F::DRC)) + ", cf" + std::to_string(c.get(F::COEFF) * 4) + dot(gen::IDXCTL_ASM[c.get(F::COEFFIDX)]) +
         ", " + count16(c.get(F::COUNT)) + ", " + nz(gen::PERSP_ASM[c.get(F::PERSP)]) + ", cf" +
         std::to_string(c.get(F::WCOEFF) * 4) + dot(gen::IDXCTL_ASM[c.get(F::WCOEFFIDX)]);
}

std::string fmt_f64(const Group&, const Component& c, Slot) {
  const gen::OpInfo& op = gen::OPS[c.op[0]];
  std::string s = std::string(op.asm_name) + " w0, w1, s0, s3";
  if (op.reads & gen::OPND_S1) s += ", s1, s4";
  if (op.reads & gen::OPND_S2) s += ", s2, s5";
  return s;
}

using Formatter = std::string (*)(const Group&, const Component&, Slot);

Formatter formatter(int layout) {
  static const struct {
    int id;
    Formatter f;
  } kTable[] = {
      {L::M_FADDMUL::LAYOUT_ID, fmt_faddmul}, {L::M_FMAD::LAYOUT_ID, fmt_fmad},
      {L::M_CPLX::LAYOUT_ID, fmt_cplx},       {L::M_MOVE::LAYOUT_ID, fmt_move},
      {L::M_UNPCK::LAYOUT_ID, fmt_unpck},     {L::M_RED::LAYOUT_ID, fmt_red},
      {L::M_SOP::LAYOUT_ID, fmt_sop},         {L::M_INT8_16::LAYOUT_ID, fmt_int8_16},
      {L::M_INT32_64::LAYOUT_ID, fmt_int32_64}, {L::M_CVTFROMF64::LAYOUT_ID, fmt_cvtfrom},
      {L::P2_MOV::LAYOUT_ID, fmt_mov},        {L::P2_TST::LAYOUT_ID, fmt_tst},
      {L::P2_PCK::LAYOUT_ID, fmt_pck},        {L::P2_FADDMUL::LAYOUT_ID, fmt_p2faddmul},
      {L::P2_CVT::LAYOUT_ID, fmt_cvtto},      {L::P2_GTA::LAYOUT_ID, fmt_gta},
      {L::BE_UVSW_WI::LAYOUT_ID, fmt_uvsw_wi}, {L::BE_UVSW_WR::LAYOUT_ID, fmt_uvsw_wr},
      {L::BE_UVSW_C::LAYOUT_ID, fmt_uvsw_c},
      {L::BE_MSK::LAYOUT_ID, fmt_msk},        {L::BE_PHAS_R::LAYOUT_ID, fmt_phas_r},
      {L::BE_PHAS_I::LAYOUT_ID, fmt_phas_i},  {L::BE_SETL::LAYOUT_ID, fmt_setl},
      {L::BE_VISTEST::LAYOUT_ID, fmt_vistest}, {L::BE_FITR::LAYOUT_ID, fmt_fitr},
      {L::BE_EMIT::LAYOUT_ID, fmt_emit},      {L::BE_IDF::LAYOUT_ID, fmt_idf},
      {L::BE_LD::LAYOUT_ID, fmt_ld},          {L::BE_ST::LAYOUT_ID, fmt_st},
      {L::BE_SMP::LAYOUT_ID, fmt_smp},        {L::BE_ATOMIC::LAYOUT_ID, fmt_atomic},
      {L::BE_TESSW::LAYOUT_ID, fmt_tessw},    {L::BW_P0::LAYOUT_ID, fmt_bw0},
      {L::BW_P1::LAYOUT_ID, fmt_bw1},         {L::BW_P2::LAYOUT_ID, fmt_bw2},
      {L::C_BRANCH::LAYOUT_ID, fmt_branch},   {L::C_CND::LAYOUT_ID, fmt_cnd},
      {L::C_MUTEX::LAYOUT_ID, fmt_mutex},     {L::C_ITRSMP::LAYOUT_ID, fmt_itrsmp},
      {L::C_SBO::LAYOUT_ID, fmt_sbo},         {L::C_DITR::LAYOUT_ID, fmt_ditr},
      {L::F64_OP::LAYOUT_ID, fmt_f64},
  };
  for (const auto& e : kTable)
    if (e.id == layout) return e.f;
  return fmt_simple;  // LAPC, SAVL, WOP, WDF, NOP, BPRET
}

// ---- Group -------------------------------------------------------------------------------------------
// The form an encoder picks for c's values (docs/rogue.md 10.3). Reserved fields are left out (read
// as 0): the listing does not show them and an assembler writes them 0 (D2), so a longer form that
// only a non-zero reserved bit needs is still a form to name.
int encoder_form(const Component& c, int min_refs) {
  std::array<uint32_t, kMaxFields> f = c.f;
  const gen::Layout& lay = gen::LAYOUTS[c.layout];
  for (int k = 0; k < lay.nfields; ++k)
    if (gen::FIELDS[lay.field0 + k].flags & gen::FIELD_RESERVED) f[k] = 0;
  return pick_variant(c.layout, c.op.data(), f.data(), min_refs, -1);
}

std::string form_note(const char* what, const Component& c, int min_refs = 0) {
  if (!c.present || encoder_form(c, min_refs) == c.variant) return "";
  return std::string(what) + "=" + c.variant_name();
}

Parts group_flags(const Group& g) {
  Parts p;
  const char* cond = gen::CC_ASM[g.cc()];
  if (*cond) p.push_back(cond);
  if (g.alu == AluType::CONTROL) {
    const bool misc = g.hdr(L::HDR::MISCCTL) != 0;
    const bool used = g.has(Slot::CTRL) && g.comp(Slot::CTRL).operation() == Op::WDF;
    if (misc && !used) p.push_back(g.comp(Slot::CTRL).operation() == Op::NOP ? "end" : "miscctl");
  } else {
    if (g.hdr(L::HDR::END)) p.push_back("end");
    if (g.hdr(L::HDR::ATOM)) p.push_back("atom");
    if (g.hdr(L::HDR::RPT)) p.push_back("rpt" + std::to_string(g.hdr(L::HDR::RPT) + 1));
    if (g.alu == AluType::MAIN && g.hdr(L::HDR::EXT) && g.cc() < 2 && !g.hdr(L::HDR::END) && !g.hdr(L::HDR::ATOM) &&
        !g.hdr(L::HDR::RPT) && !g.hdr(L::HDR::RSVD_B2))
      p.push_back("ext");
  }
  if (g.hdr(L::HDR::OLCHK)) p.push_back("olchk");
  return p;
}

}  // namespace

std::string reg_name(const RegRef& r) {
  const uint32_t idx = r.index;
  switch (r.bank) {
    case 0: {
      if (idx < gen::SPECIAL_SIZE && gen::SPECIAL_KIND[idx] == 1) return "sc" + std::to_string(idx);
      if (idx < gen::SPECIAL_SIZE && gen::SPECIAL_KIND[idx] == 2)
        return std::string(gen::SPECIAL_ASM[idx]) + std::to_string(gen::SPECIAL_NUM[idx]);
      return "sr" + std::to_string(idx);
    }
    case 6: case 7: {
      const uint32_t sub = idx & 7, off = idx >> 3;
      const std::string ix = r.bank == 6 ? "idx0" : "idx1";
      if (sub == 5 && off == 0) return ix;
      return std::string(gen::SUBBANK_ASM[sub]) + std::to_string(off) + "[" + ix + "]";
    }
    default:
      return std::string(gen::BANK_ASM[r.bank]) + std::to_string(idx);
  }
}

std::string disasm(const Group& g) {
  if (g.illegal) {
    std::string s = std::string("illegal ") + gen::REASON_NAMES[static_cast<int>(g.reason)];
    if (!g.detail.empty()) s += ": " + g.detail;
    return s;
  }
  Parts elems;
  const std::string flags = join(group_flags(g), " ");
  // Source declarations (docs/rogue.md 10.3).
  Parts decl;
  for (int k = 0; k < g.nsrc_lo; ++k) decl.push_back("s" + std::to_string(k) + "=" + reg_name(g.src[k]));
  if (g.has(Slot::MAPLO) && g.is0) decl.push_back(std::string("is0=") + nz(gen::IS0MUX_ASM[g.is0]));
  for (int k = 0; k < g.nsrc_hi; ++k) decl.push_back("s" + std::to_string(3 + k) + "=" + reg_name(g.src[3 + k]));
  for (const std::string& n : {form_note("lo", g.comp(Slot::MAPLO), g.nsrc_lo),
                               form_note("hi", g.comp(Slot::MAPHI), g.nsrc_hi)})
    if (!n.empty()) decl.push_back(n);
  if (!decl.empty()) elems.push_back(join(decl, ", "));
  // Ops in the seed's order: P0, P1, pack slot, TST, MOV, backend; bitwise P0, P1, P2; control.
  const Slot order[] = {Slot::P0,  Slot::P1,  Slot::P2PCK, Slot::P2TST, Slot::P2MOV, Slot::BE,
                        Slot::BW0, Slot::BW1, Slot::BW2,   Slot::CTRL,  Slot::F64};
  for (Slot s : order) {
    const Component& c = g.comp(s);
    if (!c.present) continue;
    std::string text = formatter(c.layout)(g, c, s);
    // An op in a longer form than an encoder would pick names its form after the mnemonic.
    if (encoder_form(c, 0) != c.variant) {
      const size_t sp = text.find(' ');
      text.insert(sp == std::string::npos ? text.size() : sp, std::string(".form") + c.variant_name());
    }
    elems.push_back(text);
  }
  // ISS selectors no op shows.
  if (g.has(Slot::ISS)) {
    const Component& iss = g.comp(Slot::ISS);
    Parts p;
    const bool tst = g.has(Slot::P2TST);
    const gen::OpInfo* top = tst ? &gen::OPS[g.comp(Slot::P2TST).op[0]] : nullptr;
    if (iss.get(L::ISS::IS1) && !(top && (top->reads & gen::OPND_IS1))) p.push_back("is1=" + is1_name(g));
    if (iss.get(L::ISS::IS2) && !(top && (top->reads & gen::OPND_IS2))) p.push_back("is2=" + is2_name(g));
    const bool pck = g.has(Slot::P2PCK) && (gen::OPS[g.comp(Slot::P2PCK).op[0]].reads & gen::OPND_IS3);
    if (iss.get(L::ISS::IS3) && !pck) p.push_back("is3=" + is3_name(g));
    if (iss.get(L::ISS::IS4)) p.push_back(std::string("is4=") + nz(gen::FTSEL_ASM[iss.get(L::ISS::IS4)]));
    if (iss.get(L::ISS::IS5)) p.push_back(std::string("is5=") + nz(gen::FTSEL_ASM[iss.get(L::ISS::IS5)]));
    if (!p.empty()) elems.push_back(join(p, ", "));
  }
  // Destinations.
  Parts d;
  for (int k = 0; k < 2; ++k)
    if (g.w_present[k]) d.push_back("w" + std::to_string(k) + "=" + reg_name(g.w[k]));
  for (const std::string& n : {form_note("dst", g.comp(Slot::DST1)), form_note("dst", g.comp(Slot::DST2))})
    if (!n.empty()) d.push_back(n);
  if (!d.empty()) elems.push_back(join(d, ", "));
  std::string body = join(elems, "; ");
  if (flags.empty()) return body;
  return body.empty() ? flags : flags + " " + body;
}

std::string listing_line(const Group& g) {
  char head[32];
  std::snprintf(head, sizeof head, "%04x: %u ", g.offset, g.length);
  return head + disasm(g);
}

bool parse_hex(const std::string& text, std::vector<uint8_t>& bytes, std::vector<uint32_t>& byte_lines,
               HexError& error) {
  bytes.clear();
  byte_lines.clear();
  uint32_t line = 1, col = 0, pend_line = 0, pend_col = 0;
  int pending = -1;
  for (size_t k = 0; k < text.size(); ++k) {
    const char ch = text[k];
    ++col;
    if (ch == '\n') {
      ++line;
      col = 0;
      continue;
    }
    if (ch == '#') {
      while (k + 1 < text.size() && text[k + 1] != '\n') ++k;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    if (!std::isxdigit(static_cast<unsigned char>(ch))) {
      error = HexError{line, col, "'" + std::string(1, ch) + "' is not a hex digit"};
      return false;
    }
    const int v = std::isdigit(static_cast<unsigned char>(ch)) ? ch - '0' : (std::tolower(ch) - 'a' + 10);
    if (pending < 0) {
      pending = v;
      pend_line = line;
      pend_col = col;
    } else {
      bytes.push_back(static_cast<uint8_t>(pending << 4 | v));
      byte_lines.push_back(pend_line);
      pending = -1;
    }
  }
  if (pending >= 0) {
    error = HexError{pend_line, pend_col, "odd number of hex digits (a byte is two digits)"};
    return false;
  }
  return true;
}

bool parse_hex(const std::string& text, std::vector<uint8_t>& bytes, std::string& error) {
  std::vector<uint32_t> lines;
  HexError e;
  if (parse_hex(text, bytes, lines, e)) return true;
  error = "line " + std::to_string(e.line) + " column " + std::to_string(e.column) + ": " + e.message;
  return false;
}

int disasm_stream(const std::vector<uint8_t>& bytes, std::ostream& out, const DecodeOptions& opt) {
  int illegal = 0;
  for (const Group& g : decode_stream(bytes, opt)) {
    out << listing_line(g) << "\n";
    if (g.illegal) ++illegal;
  }
  return illegal;
}

}  // namespace shaderhw::rogue
