// TGSI golden model: token-stream parser (parse.h; docs/tgsi.md 3-6, 13).
//
// One function per kind of token, in the order of docs/tgsi.md 6. Every check raises a Fail with
// the code and the token index of docs/tgsi.md 13.1; the order of the checks inside one token is
// the order of docs/tgsi.md 13.2, so that a streaming decoder that checks each token as it
// arrives reports the same first error.
#include "tgsi/parse.h"

#include <bitset>
#include <cstdio>
#include <set>
#include <utility>

namespace shaderhw::tgsi {
namespace {

using namespace gen;

struct Fail {
  Error error;
  uint32_t index;
  std::string message;
};

std::string fmt(const char* f, long long a = 0, long long b = 0, long long c = 0) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a, b, c);
  return buf;
}

constexpr int kFiles = 8;

class Parser {
 public:
  Parser(const uint32_t* t, size_t n, const ParseOptions& opt, ParseResult& r)
      : t_(t), n_(n), opt_(opt), r_(r) {}

  void run() {
    header();
    uint32_t p = body_begin_;
    while (p < body_end_) {
      const uint32_t tk = tok(p);
      switch (static_cast<uint8_t>(DECLARATION_TYPE.get(tk))) {
        case static_cast<uint8_t>(TokenType::DECLARATION): p = declaration(p); break;
        case static_cast<uint8_t>(TokenType::IMMEDIATE): p = immediate(p); break;
        case static_cast<uint8_t>(TokenType::INSTRUCTION): p = instruction(p); break;
        default: p = unknown(p); break;
      }
    }
    end_of_body();
    if (n_ > body_end_)
      throw Fail{Error::TRAILING, body_end_,
                 fmt("%lld token(s) after the end of the body", (long long)(n_ - body_end_))};
  }

 private:
  const uint32_t* t_;
  size_t n_;
  const ParseOptions& opt_;
  ParseResult& r_;
  uint32_t body_begin_ = 0, body_end_ = 0;
  std::bitset<256> declared_[kFiles];
  uint32_t imm_vectors_ = 0;
  std::vector<std::pair<uint32_t, int>> imm_refs_;  // (token index, IMMEDIATE index)
  std::set<uint32_t> labels_declared_;
  std::vector<std::pair<uint32_t, uint32_t>> label_refs_;  // (token index, label)
  // Nesting (docs/tgsi.md 11.2-11.5): 'I' IF, 'E' IF after its ELSE, 'L' loop.
  std::vector<char> nest_;
  bool in_sub_ = false;

  // ---- token access -------------------------------------------------------------------------
  uint32_t tok(uint32_t p) {
    if (p >= n_)
      throw Fail{Error::TRUNCATED, static_cast<uint32_t>(n_),
                 fmt("the stream ends at %lld tokens, token %lld is needed", (long long)n_, p)};
    return t_[p];
  }
  // An operand-part token of the instruction at `insn` that ends before `end`.
  uint32_t part(uint32_t q, uint32_t end, uint32_t insn) {
    if (q >= end)
      throw Fail{Error::SIZE_MISMATCH, insn,
                 fmt("instruction Size %lld is too small: token %lld is still needed",
                     (long long)(end - insn), q)};
    return tok(q);
  }
  void pad(uint32_t tk, uint32_t pad_mask, uint32_t p, const char* what) {
    if (tk & pad_mask)
      r_.lint.push_back({p, std::string("non-zero padding in ") + what + " token (ignored, D30)"});
  }
  static bool flag(const Field& f, uint32_t tk) { return f.get(tk) != 0; }

  // ---- header (docs/tgsi.md 3) ----------------------------------------------------------------
  void header() {
    const uint32_t v = tok(0);
    Header& h = r_.program.header;
    h.major = static_cast<uint8_t>(VERSION_MAJOR.get(v));
    h.minor = static_cast<uint8_t>(VERSION_MINOR.get(v));
    if (h.major != 1) throw Fail{Error::VERSION, 0, fmt("major version %lld", h.major)};
    if (h.minor > 1) r_.lint.push_back({0, "minor version above 1: parsed but not executable"});
    pad(v, VERSION_PAD_MASK, 0, "VERSION");
    const uint32_t hd = tok(1);
    h.header_size = static_cast<uint8_t>(HEADER_HEADER_SIZE.get(hd));
    h.body_size = HEADER_BODY_SIZE.get(hd);
    if (h.header_size == 0) throw Fail{Error::HEADER, 1, "HeaderSize 0"};
    if (h.body_size == 0) throw Fail{Error::HEADER, 1, "BodySize 0"};
    if (h.header_size != 2)
      r_.lint.push_back({1, fmt("HeaderSize %lld (the project writer emits 2, D31)", h.header_size)});
    h.processor = Processor::FRAGMENT;  // HeaderSize 1: no PROCESSOR token (D31)
    if (h.header_size >= 2) {
      const uint32_t pr = tok(2);
      const uint32_t v2 = PROCESSOR_PROCESSOR.get(pr);
      if (!PROCESSOR_DEFINED[v2]) throw Fail{Error::RESERVED_VALUE, 2, fmt("processor %lld", v2)};
      h.processor = static_cast<Processor>(v2);
      pad(pr, PROCESSOR_PAD_MASK, 2, "PROCESSOR");
    }
    for (uint32_t k = 3; k <= h.header_size; ++k) tok(k);  // further header tokens: skipped
    body_begin_ = 1u + h.header_size;
    body_end_ = body_begin_ + h.body_size;
  }

  // A sized token: Size >= 1 and within the body (SIZE_OVERRUN).
  uint32_t sized(uint32_t p, uint32_t tk) {
    const uint32_t size = DECLARATION_SIZE.get(tk);  // same position in every sized token
    if (size == 0) throw Fail{Error::SIZE_OVERRUN, p, "Size 0"};
    if (p + size > body_end_)
      throw Fail{Error::SIZE_OVERRUN, p,
                 fmt("Size %lld reaches past the end of the body (token %lld)", size, body_end_)};
    return size;
  }

  uint32_t unknown(uint32_t p) {
    const uint32_t tk = tok(p);
    if (opt_.strict)
      throw Fail{Error::UNKNOWN_TOKEN, p, fmt("body token type %lld", DECLARATION_TYPE.get(tk))};
    const uint32_t size = sized(p, tk);
    for (uint32_t k = 1; k < size; ++k) tok(p + k);
    r_.skipped_tokens += size;
    r_.lint.push_back({p, fmt("token of undefined type %lld skipped (%lld tokens)",
                              DECLARATION_TYPE.get(tk), size)});
    return p + size;
  }

  // ---- declarations (docs/tgsi.md 6.4) -----------------------------------------------------------
  uint32_t declaration(uint32_t p) {
    const uint32_t tk = tok(p);
    const uint32_t size = sized(p, tk);
    Declaration d;
    d.token_index = p;
    const uint32_t file = DECLARATION_FILE.get(tk);
    if (!FILE_DEFINED[file]) throw Fail{Error::RESERVED_VALUE, p, fmt("file %lld", file)};
    d.file = static_cast<File>(file);
    if (d.file == File::NUL || d.file == File::IMMEDIATE)
      throw Fail{Error::DECLARATION, p, std::string("declaration of file ") + file_name(d.file)};
    const uint32_t decl = DECLARATION_DECLARE.get(tk);
    if (!DECLARE_DEFINED[decl]) throw Fail{Error::RESERVED_VALUE, p, fmt("Declare %lld", decl)};
    d.declare = static_cast<Declare>(decl);
    if (flag(DECLARATION_EXTENDED, tk))
      throw Fail{Error::UNKNOWN_EXTENSION, p, "Extended on a DECLARATION (none exist, D35)"};
    d.has_interpolation = flag(DECLARATION_INTERPOLATE, tk);
    const uint32_t expect = d.has_interpolation ? 3 : 2;
    if (size != expect)
      throw Fail{Error::SIZE_MISMATCH, p, fmt("declaration Size %lld, expected %lld", size, expect)};
    pad(tk, DECLARATION_PAD_MASK, p, "DECLARATION");
    const uint32_t fs = file_size(d.file);
    const uint32_t rt = tok(p + 1);
    std::bitset<256>& dec = declared_[file];
    if (d.declare == Declare::RANGE) {
      d.first = static_cast<uint16_t>(DECLARATION_RANGE_FIRST.get(rt));
      d.last = static_cast<uint16_t>(DECLARATION_RANGE_LAST.get(rt));
      if (d.first > d.last)
        throw Fail{Error::DECLARATION, p + 1, fmt("range %lld..%lld", d.first, d.last)};
      if (d.last >= fs)
        throw Fail{Error::LIMIT, p + 1,
                   fmt("register %lld beyond the %lld implemented", d.last, fs)};
      for (uint32_t i = d.first; i <= d.last; ++i) dec.set(i);
    } else {
      d.mask = DECLARATION_MASK_MASK.get(rt);
      for (uint32_t i = 0; i < 32; ++i) {
        if (!(d.mask >> i & 1)) continue;
        if (i >= fs)
          throw Fail{Error::LIMIT, p + 1, fmt("register %lld beyond the %lld implemented", i, fs)};
        dec.set(i);
      }
    }
    if (d.has_interpolation) {
      const uint32_t it = tok(p + 2);
      const uint32_t v = DECLARATION_INTERPOLATION_INTERPOLATE.get(it);
      if (!INTERPOLATE_DEFINED[v])
        throw Fail{Error::RESERVED_VALUE, p + 2, fmt("Interpolate %lld", v)};
      d.interpolation = static_cast<Interpolate>(v);
      pad(it, DECLARATION_INTERPOLATION_PAD_MASK, p + 2, "DECLARATION_INTERPOLATION");
      if (d.file != File::INPUT || r_.program.header.processor != Processor::FRAGMENT)
        r_.lint.push_back({p, "interpolation is meaningful for fragment INPUT declarations only"});
    }
    r_.program.decls.push_back(d);
    return p + size;
  }

  // ---- immediates (docs/tgsi.md 6.5) ----------------------------------------------------------
  uint32_t immediate(uint32_t p) {
    const uint32_t tk = tok(p);
    const uint32_t size = sized(p, tk);
    Immediate m;
    m.token_index = p;
    const uint32_t dt = IMMEDIATE_DATA_TYPE.get(tk);
    if (!IMM_DEFINED[dt]) throw Fail{Error::RESERVED_VALUE, p, fmt("DataType %lld", dt)};
    m.data_type = static_cast<Imm>(dt);
    if (flag(IMMEDIATE_EXTENDED, tk))
      throw Fail{Error::UNKNOWN_EXTENSION, p, "Extended on an IMMEDIATE (none exist, D35)"};
    const uint32_t count = size - 1;
    if (count % 4)
      throw Fail{Error::SIZE_MISMATCH, p, fmt("%lld values, not a multiple of 4 (D35)", count)};
    if (imm_vectors_ + count / 4 > LIMIT_IMMEDIATE)
      throw Fail{Error::LIMIT, p, fmt("more than %lld immediate vectors", LIMIT_IMMEDIATE)};
    pad(tk, IMMEDIATE_PAD_MASK, p, "IMMEDIATE");
    for (uint32_t k = 1; k <= count; ++k) m.values.push_back(tok(p + k));
    imm_vectors_ += count / 4;
    r_.program.imms.push_back(std::move(m));
    return p + size;
  }

  // ---- instructions (docs/tgsi.md 6.2) --------------------------------------------------------
  uint32_t instruction(uint32_t p) {
    const uint32_t tk = tok(p);
    const uint32_t size = sized(p, tk);
    if (r_.program.insns.size() >= LIMIT_INSTRUCTIONS)
      throw Fail{Error::LIMIT, p, fmt("more than %lld instructions", LIMIT_INSTRUCTIONS)};
    Instruction in;
    in.token_index = p;
    in.size = static_cast<uint8_t>(size);
    const uint32_t op = INSTRUCTION_OPCODE.get(tk);
    const OpcodeInfo& info = OPCODE_INFO[op];
    if (!info.valid) throw Fail{Error::BAD_OPCODE, p, fmt("opcode %lld", op)};
    in.opcode = static_cast<Opcode>(op);
    const uint32_t sat = INSTRUCTION_SATURATE.get(tk);
    if (!SAT_DEFINED[sat]) throw Fail{Error::RESERVED_VALUE, p, fmt("Saturate %lld", sat)};
    in.saturate = static_cast<Sat>(sat);
    in.num_dst = static_cast<uint8_t>(INSTRUCTION_NUM_DST_REGS.get(tk));
    in.num_src = static_cast<uint8_t>(INSTRUCTION_NUM_SRC_REGS.get(tk));
    if (in.num_dst != info.num_dst || in.num_src > kMaxSrc || !(info.src_allowed >> in.num_src & 1))
      throw Fail{Error::OPERAND_COUNT, p,
                 std::string(info.mnemonic) + fmt(" with %lld destination(s), %lld source(s)",
                                                  in.num_dst, in.num_src)};
    if (info.fragment_only && r_.program.header.processor != Processor::FRAGMENT)
      throw Fail{Error::PROCESSOR_OPCODE, p,
                 std::string(info.mnemonic) + " outside a fragment program (D39)"};
    nesting(p, info.flow);
    pad(tk, INSTRUCTION_PAD_MASK, p, "INSTRUCTION");

    const uint32_t end = p + size;
    uint32_t q = p + 1;
    if (flag(INSTRUCTION_EXTENDED, tk)) q = instruction_extensions(q, end, in);
    for (int i = 0; i < in.num_dst; ++i) q = destination(q, end, p, in.dst);
    for (int i = 0; i < in.num_src; ++i) q = source(q, end, p, in.src[i], i == info.sampler_src);
    if (q != end)
      throw Fail{Error::SIZE_MISMATCH, p,
                 fmt("instruction Size %lld, but its parts take %lld tokens", size, q - p)};
    if (info.cls == OpClass::T && (!in.has_texture || in.texture == Texture::UNKNOWN))
      throw Fail{Error::TEXTURE_TARGET, p, std::string(info.mnemonic) + " without a texture target"};
    if (info.flow == FlowRole::CALL && !(in.has_label && !in.label.target && in.label.label != 0))
      throw Fail{Error::LABEL, p, "CAL without a label reference"};
    r_.program.insns.push_back(in);
    return end;
  }

  void nesting(uint32_t p, FlowRole role) {
    auto bad = [&](const char* why) { throw Fail{Error::NESTING, p, why}; };
    switch (role) {
      case FlowRole::IF:
      case FlowRole::BGNLOOP:
        if (nest_.size() >= LIMIT_NESTING) bad("nesting deeper than the limit");
        nest_.push_back(role == FlowRole::IF ? 'I' : 'L');
        break;
      case FlowRole::ELSE:
        if (nest_.empty() || nest_.back() != 'I') bad("ELSE without an open IF (or a second ELSE)");
        nest_.back() = 'E';
        break;
      case FlowRole::ENDIF:
        if (nest_.empty() || nest_.back() == 'L') bad("ENDIF without an open IF");
        nest_.pop_back();
        break;
      case FlowRole::ENDLOOP:
        if (nest_.empty() || nest_.back() != 'L') bad("ENDLOOP2 without an open BGNLOOP2");
        nest_.pop_back();
        break;
      case FlowRole::IN_LOOP: {
        bool in_loop = false;
        for (char c : nest_) in_loop |= c == 'L';
        if (!in_loop) bad("BRK/CONT outside a loop");
        break;
      }
      case FlowRole::BGNSUB:
        if (in_sub_ || !nest_.empty()) bad("BGNSUB inside a block or a subroutine");
        in_sub_ = true;
        break;
      case FlowRole::ENDSUB:
        if (!in_sub_ || !nest_.empty()) bad("ENDSUB without an open BGNSUB (or with open blocks)");
        in_sub_ = false;
        break;
      case FlowRole::NONE:
      case FlowRole::CALL:
      case FlowRole::RET:
        break;
    }
  }

  // An Extended chain: the token before q has Extended = 1.
  template <class OnExt>
  uint32_t chain(uint32_t q, uint32_t end, const bool* defined, OnExt on_ext) {
    uint32_t seen = 0;
    for (;;) {
      if (q >= end)
        throw Fail{Error::EXTENSION_CHAIN, q - 1,
                   "Extended is set but the instruction ends (the chain never ends)"};
      const uint32_t tk = tok(q);
      const uint32_t type = tk & 0xFu;
      if (!defined[type]) throw Fail{Error::UNKNOWN_EXTENSION, q, fmt("extension type %lld", type)};
      if (seen >> type & 1)
        throw Fail{Error::DUPLICATE_EXTENSION, q, fmt("second extension of type %lld", type)};
      seen |= 1u << type;
      on_ext(type, tk, q);
      ++q;
      if (!(tk >> 31 & 1)) return q;  // Extended is bit 31 of every extension token
    }
  }

  uint32_t instruction_extensions(uint32_t q, uint32_t end, Instruction& in) {
    return chain(q, end, INSN_EXT_TYPE_DEFINED, [&](uint32_t type, uint32_t tk, uint32_t at) {
      switch (static_cast<InsnExtType>(type)) {
        case InsnExtType::NV: {
          NvExt& nv = in.nv;
          in.has_nv = true;
          const uint32_t prec = INSTRUCTION_EXT_NV_PRECISION.get(tk);
          if (!PRECISION_DEFINED[prec])
            throw Fail{Error::RESERVED_VALUE, at, fmt("Precision %lld", prec)};
          nv.precision = static_cast<Precision>(prec);
          nv.cond_dst_index = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_DST_INDEX.get(tk));
          nv.cond_flow_index = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_FLOW_INDEX.get(tk));
          if (nv.cond_dst_index >= LIMIT_CC || nv.cond_flow_index >= LIMIT_CC)
            throw Fail{Error::RESERVED_VALUE, at,
                       fmt("condition-code index %lld / %lld (CC0, CC1 only)", nv.cond_dst_index,
                           nv.cond_flow_index)};
          const uint32_t mask = INSTRUCTION_EXT_NV_COND_MASK.get(tk);
          if (!CC_DEFINED[mask]) throw Fail{Error::RESERVED_VALUE, at, fmt("CondMask %lld", mask)};
          nv.cond_mask = static_cast<Cc>(mask);
          nv.cond_swizzle[0] = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_SWIZZLE_X.get(tk));
          nv.cond_swizzle[1] = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_SWIZZLE_Y.get(tk));
          nv.cond_swizzle[2] = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_SWIZZLE_Z.get(tk));
          nv.cond_swizzle[3] = static_cast<uint8_t>(INSTRUCTION_EXT_NV_COND_SWIZZLE_W.get(tk));
          nv.cond_dst_update = flag(INSTRUCTION_EXT_NV_COND_DST_UPDATE, tk);
          nv.cond_flow_enable = flag(INSTRUCTION_EXT_NV_COND_FLOW_ENABLE, tk);
          pad(tk, INSTRUCTION_EXT_NV_PAD_MASK, at, "INSTRUCTION_EXT_NV");
          break;
        }
        case InsnExtType::LABEL: {
          in.has_label = true;
          in.label.label = INSTRUCTION_EXT_LABEL_LABEL.get(tk);
          in.label.target = flag(INSTRUCTION_EXT_LABEL_TARGET, tk);
          pad(tk, INSTRUCTION_EXT_LABEL_PAD_MASK, at, "INSTRUCTION_EXT_LABEL");
          if (in.label.target) {
            if (in.label.label == 0) throw Fail{Error::LABEL, at, "label 0 declared (reserved)"};
            if (!labels_declared_.insert(in.label.label).second)
              throw Fail{Error::LABEL, at, fmt("label %lld declared twice", in.label.label)};
          } else if (in.label.label != 0) {
            label_refs_.push_back({at, in.label.label});
          }
          break;
        }
        case InsnExtType::TEXTURE: {
          in.has_texture = true;
          const uint32_t t = INSTRUCTION_EXT_TEXTURE_TEXTURE.get(tk);
          if (!TEXTURE_DEFINED[t]) throw Fail{Error::RESERVED_VALUE, at, fmt("Texture %lld", t)};
          in.texture = static_cast<Texture>(t);
          pad(tk, INSTRUCTION_EXT_TEXTURE_PAD_MASK, at, "INSTRUCTION_EXT_TEXTURE");
          break;
        }
      }
    });
  }

  // Direct index of a register of `file` (not NULL) read or written at token q.
  void check_index(File file, int index, uint32_t q) {
    if (file == File::IMMEDIATE) {
      imm_refs_.push_back({q, index});  // immediates may follow their use: checked at the end
      return;
    }
    const auto f = static_cast<uint32_t>(file);
    if (index < 0 || index >= static_cast<int>(file_size(file)) || !declared_[f].test(index))
      throw Fail{Error::UNDECLARED, q,
                 std::string(file_name(file)) + fmt("[%lld] is not declared", index)};
  }

  uint32_t destination(uint32_t q, uint32_t end, uint32_t insn, DstOperand& d) {
    const uint32_t tk = part(q, end, insn);
    const uint32_t file = DST_REGISTER_FILE.get(tk);
    if (!FILE_DEFINED[file]) throw Fail{Error::RESERVED_VALUE, q, fmt("file %lld", file)};
    d.file = static_cast<File>(file);
    if (flag(DST_REGISTER_INDIRECT, tk) || flag(DST_REGISTER_DIMENSION, tk))
      throw Fail{Error::ADDRESSING, q, "destination with Indirect or Dimension (D34)"};
    if (!(d.file == File::NUL || d.file == File::OUTPUT || d.file == File::TEMPORARY ||
          d.file == File::ADDRESS))
      throw Fail{Error::OPERAND_FILE, q, std::string("destination file ") + file_name(d.file)};
    d.write_mask = static_cast<uint8_t>(DST_REGISTER_WRITE_MASK.get(tk));
    d.index = static_cast<int16_t>(DST_REGISTER_INDEX.get_signed(tk));
    if (d.file != File::NUL) check_index(d.file, d.index, q);
    pad(tk, DST_REGISTER_PAD_MASK, q, "DST_REGISTER");
    ++q;
    if (!flag(DST_REGISTER_EXTENDED, tk)) return q;
    return chain(q, end, DST_EXT_TYPE_DEFINED, [&](uint32_t type, uint32_t et, uint32_t at) {
      if (static_cast<DstExtType>(type) == DstExtType::CONDCODE) {
        CondCodeExt& c = d.condcode;
        d.has_condcode = true;
        const uint32_t mask = DST_REGISTER_EXT_CONDCODE_COND_MASK.get(et);
        if (!CC_DEFINED[mask]) throw Fail{Error::RESERVED_VALUE, at, fmt("CondMask %lld", mask)};
        c.cond_mask = static_cast<Cc>(mask);
        c.cond_swizzle[0] = static_cast<uint8_t>(DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_X.get(et));
        c.cond_swizzle[1] = static_cast<uint8_t>(DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Y.get(et));
        c.cond_swizzle[2] = static_cast<uint8_t>(DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_Z.get(et));
        c.cond_swizzle[3] = static_cast<uint8_t>(DST_REGISTER_EXT_CONDCODE_COND_SWIZZLE_W.get(et));
        c.cond_src_index = static_cast<uint8_t>(DST_REGISTER_EXT_CONDCODE_COND_SRC_INDEX.get(et));
        if (c.cond_src_index >= LIMIT_CC)
          throw Fail{Error::RESERVED_VALUE, at,
                     fmt("condition-code index %lld (CC0, CC1 only)", c.cond_src_index)};
        pad(et, DST_REGISTER_EXT_CONDCODE_PAD_MASK, at, "DST_REGISTER_EXT_CONDCODE");
      } else {
        d.has_modulate = true;
        const uint32_t m = DST_REGISTER_EXT_MODULATE_MODULATE.get(et);
        if (!MODULATE_DEFINED[m]) throw Fail{Error::RESERVED_VALUE, at, fmt("Modulate %lld", m)};
        d.modulate = static_cast<Modulate>(m);
        pad(et, DST_REGISTER_EXT_MODULATE_PAD_MASK, at, "DST_REGISTER_EXT_MODULATE");
      }
    });
  }

  // The indirect operand R (docs/tgsi.md 9.2): a SRC_REGISTER with no Indirect, Dimension or
  // Extended (D34), from a file that holds values.
  uint32_t indirect(uint32_t q, uint32_t end, uint32_t insn, IndirectOperand& r) {
    const uint32_t tk = part(q, end, insn);
    const uint32_t file = SRC_REGISTER_FILE.get(tk);
    if (!FILE_DEFINED[file]) throw Fail{Error::RESERVED_VALUE, q, fmt("file %lld", file)};
    r.file = static_cast<File>(file);
    if (flag(SRC_REGISTER_INDIRECT, tk) || flag(SRC_REGISTER_DIMENSION, tk) ||
        flag(SRC_REGISTER_EXTENDED, tk))
      throw Fail{Error::ADDRESSING, q,
                 "indirect operand with Indirect, Dimension or Extended (nested, D34)"};
    if (r.file == File::NUL || r.file == File::SAMPLER)
      throw Fail{Error::OPERAND_FILE, q, std::string("indirect operand from ") + file_name(r.file)};
    r.swizzle[0] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_X.get(tk));
    r.swizzle[1] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_Y.get(tk));
    r.swizzle[2] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_Z.get(tk));
    r.swizzle[3] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_W.get(tk));
    r.negate = flag(SRC_REGISTER_NEGATE, tk);
    r.index = static_cast<int16_t>(SRC_REGISTER_INDEX.get_signed(tk));
    check_index(r.file, r.index, q);
    return q + 1;
  }

  uint32_t source(uint32_t q, uint32_t end, uint32_t insn, SrcOperand& s, bool sampler) {
    const uint32_t tk = part(q, end, insn);
    const uint32_t file = SRC_REGISTER_FILE.get(tk);
    if (!FILE_DEFINED[file]) throw Fail{Error::RESERVED_VALUE, q, fmt("file %lld", file)};
    s.file = static_cast<File>(file);
    s.indirect = flag(SRC_REGISTER_INDIRECT, tk);
    s.dimension = flag(SRC_REGISTER_DIMENSION, tk);
    if (sampler) {
      if (s.file != File::SAMPLER)
        throw Fail{Error::OPERAND_FILE, q,
                   std::string("sampler operand from ") + file_name(s.file)};
      if (s.indirect || s.dimension)
        throw Fail{Error::ADDRESSING, q, "sampler operand with Indirect or Dimension"};
    } else if (s.file == File::NUL || s.file == File::SAMPLER) {
      throw Fail{Error::OPERAND_FILE, q, std::string("source from ") + file_name(s.file)};
    }
    s.swizzle[0] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_X.get(tk));
    s.swizzle[1] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_Y.get(tk));
    s.swizzle[2] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_Z.get(tk));
    s.swizzle[3] = static_cast<uint8_t>(SRC_REGISTER_SWIZZLE_W.get(tk));
    s.negate = flag(SRC_REGISTER_NEGATE, tk);
    s.index = static_cast<int16_t>(SRC_REGISTER_INDEX.get_signed(tk));
    if (!s.indirect && !s.dimension) check_index(s.file, s.index, q);
    ++q;
    // 1. the extension chain, 2. the indirect operand, 3. the DIMENSION (docs/tgsi.md 6.3).
    if (flag(SRC_REGISTER_EXTENDED, tk)) {
      q = chain(q, end, SRC_EXT_TYPE_DEFINED, [&](uint32_t type, uint32_t et, uint32_t at) {
        if (static_cast<SrcExtType>(type) == SrcExtType::SWZ) {
          s.has_swz = true;
          const Field sel[4] = {SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_X, SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Y,
                                SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_Z, SRC_REGISTER_EXT_SWZ_EXT_SWIZZLE_W};
          const Field neg[4] = {SRC_REGISTER_EXT_SWZ_NEGATE_X, SRC_REGISTER_EXT_SWZ_NEGATE_Y,
                                SRC_REGISTER_EXT_SWZ_NEGATE_Z, SRC_REGISTER_EXT_SWZ_NEGATE_W};
          s.swz.negate = 0;
          for (int c = 0; c < 4; ++c) {
            const uint32_t e = sel[c].get(et);
            if (!EXTSWIZZLE_DEFINED[e])
              throw Fail{Error::RESERVED_VALUE, at, fmt("ExtSwizzle %lld", e)};
            s.swz.ext_swizzle[c] = static_cast<uint8_t>(e);
            s.swz.negate |= static_cast<uint8_t>(neg[c].get(et) << c);
          }
          const uint32_t dv = SRC_REGISTER_EXT_SWZ_EXT_DIVIDE.get(et);
          if (!EXTSWIZZLE_DEFINED[dv] || dv == static_cast<uint32_t>(Extswizzle::ZERO))
            throw Fail{Error::RESERVED_VALUE, at, fmt("ExtDivide %lld (ZERO is illegal, D4)", dv)};
          s.swz.ext_divide = static_cast<uint8_t>(dv);
          pad(et, SRC_REGISTER_EXT_SWZ_PAD_MASK, at, "SRC_REGISTER_EXT_SWZ");
        } else {
          s.has_mod = true;
          s.mod.complement = flag(SRC_REGISTER_EXT_MOD_COMPLEMENT, et);
          s.mod.bias = flag(SRC_REGISTER_EXT_MOD_BIAS, et);
          s.mod.scale2x = flag(SRC_REGISTER_EXT_MOD_SCALE_2X, et);
          s.mod.absolute = flag(SRC_REGISTER_EXT_MOD_ABSOLUTE, et);
          s.mod.negate = flag(SRC_REGISTER_EXT_MOD_NEGATE, et);
          pad(et, SRC_REGISTER_EXT_MOD_PAD_MASK, at, "SRC_REGISTER_EXT_MOD");
        }
      });
    }
    if (s.indirect) q = indirect(q, end, insn, s.ind);
    if (s.dimension) {
      const uint32_t dt = part(q, end, insn);
      if (flag(DIMENSION_DIMENSION, dt))
        throw Fail{Error::ADDRESSING, q, "chained DIMENSION tokens (D34)"};
      if (flag(DIMENSION_EXTENDED, dt))
        throw Fail{Error::UNKNOWN_EXTENSION, q, "Extended on a DIMENSION token (none exist)"};
      s.dim_indirect = flag(DIMENSION_INDIRECT, dt);
      s.dim_index = static_cast<int16_t>(DIMENSION_INDEX.get_signed(dt));
      pad(dt, DIMENSION_PAD_MASK, q, "DIMENSION");
      ++q;
      if (s.dim_indirect) q = indirect(q, end, insn, s.dim_ind);
    }
    return q;
  }

  // ---- end of the body (docs/tgsi.md 13.2) ---------------------------------------------------
  void end_of_body() {
    if (!nest_.empty() || in_sub_)
      throw Fail{Error::NESTING, body_end_,
                 in_sub_ ? "a subroutine is still open at the end of the body"
                         : "an IF or loop is still open at the end of the body"};
    for (const auto& [at, index] : imm_refs_) {
      if (index < 0 || static_cast<uint32_t>(index) >= imm_vectors_)
        throw Fail{Error::IMMEDIATE_UNDEFINED, body_end_,
                   fmt("IMMEDIATE[%lld] (token %lld) but the stream defines %lld", index, at,
                       imm_vectors_)};
    }
    for (const auto& [at, label] : label_refs_) {
      if (!labels_declared_.count(label))
        throw Fail{Error::LABEL, body_end_,
                   fmt("label %lld (token %lld) is never declared", label, at)};
    }
  }
};

}  // namespace

uint32_t file_size(File f) {
  switch (f) {
    case File::NUL: return 0;
    case File::CONSTANT: return gen::LIMIT_CONSTANT;
    case File::INPUT: return gen::LIMIT_INPUT;
    case File::OUTPUT: return gen::LIMIT_OUTPUT;
    case File::TEMPORARY: return gen::LIMIT_TEMPORARY;
    case File::SAMPLER: return gen::LIMIT_SAMPLER;
    case File::ADDRESS: return gen::LIMIT_ADDRESS;
    case File::IMMEDIATE: return gen::LIMIT_IMMEDIATE;
  }
  return 0;
}

const char* error_name(Error e) {
  const auto v = static_cast<unsigned>(e);
  return v < gen::ERROR_COUNT ? gen::ERROR_NAMES[v] : "?";
}

ParseResult parse(const uint32_t* tokens, size_t count, const ParseOptions& opt) {
  ParseResult r;
  try {
    Parser(tokens, count, opt, r).run();
  } catch (const Fail& f) {
    r.error = f.error;
    r.error_index = f.index;
    r.message = f.message;
  }
  return r;
}

}  // namespace shaderhw::tgsi
