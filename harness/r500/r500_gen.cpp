#include "r500/r500_gen.h"

#include <cstring>

#include "core/text_input.h"

namespace shaderhw::r500 {

namespace {

// The --op names: the four types, then every valid opcode of each unit.
struct OpName {
  std::string name;
  enum Kind : uint8_t { Type, Rgb, Alpha, Tex, Fc } kind;
  uint8_t code;
};

const std::vector<OpName>& op_names() {
  static const std::vector<OpName> names = [] {
    std::vector<OpName> v;
    v.push_back({"alu", OpName::Type, static_cast<uint8_t>(InstType::ALU)});
    v.push_back({"out", OpName::Type, static_cast<uint8_t>(InstType::OUT)});
    v.push_back({"tex", OpName::Type, static_cast<uint8_t>(InstType::TEX)});
    v.push_back({"fc", OpName::Type, static_cast<uint8_t>(InstType::FC)});
    for (uint8_t i = 0; i < 16; ++i) {
      if (gen::RGB_OP_INFO[i].valid) {
        v.push_back({std::string("rgb.") + gen::RGB_OP_INFO[i].mnemonic, OpName::Rgb, i});
      }
    }
    for (uint8_t i = 0; i < 16; ++i) {
      if (gen::ALPHA_OP_INFO[i].valid) {
        v.push_back({std::string("alpha.") + gen::ALPHA_OP_INFO[i].mnemonic, OpName::Alpha, i});
      }
    }
    for (uint8_t i = 0; i < 8; ++i) {
      if (gen::TEX_OP_INFO[i].valid) {
        v.push_back({std::string("tex.") + gen::TEX_OP_INFO[i].mnemonic, OpName::Tex, i});
      }
    }
    for (uint8_t i = 0; i < 8; ++i) {
      if (gen::FC_OP_INFO[i].valid) {
        v.push_back({std::string("fc.") + gen::FC_OP_INFO[i].mnemonic, OpName::Fc, i});
      }
    }
    return v;
  }();
  return names;
}

template <class T>
T pick(Rng& rng, const std::vector<uint8_t>& allowed, unsigned n, bool (*valid)(unsigned)) {
  if (!allowed.empty())
    return static_cast<T>(allowed[rng.below(static_cast<uint32_t>(allowed.size()))]);
  for (;;) {
    const unsigned v = rng.below(n);
    if (valid(v)) return static_cast<T>(v);
  }
}

bool rgb_valid(unsigned v) { return gen::RGB_OP_INFO[v].valid; }
bool alpha_valid(unsigned v) { return gen::ALPHA_OP_INFO[v].valid; }
bool tex_valid(unsigned v) { return gen::TEX_OP_INFO[v].valid; }
bool fc_valid(unsigned v) { return gen::FC_OP_INFO[v].valid; }

}  // namespace

OpSelection resolve_ops(const std::vector<std::string>& names) {
  const std::vector<OpName>& all = op_names();
  const std::vector<int> found = resolve_names(
      names, static_cast<int>(all.size()), [&](int k) { return all[k].name.c_str(); }, "--op",
      "R500 opcode or type");
  OpSelection sel;
  bool any_alu = false;
  for (int k : found) {
    const OpName& n = all[k];
    switch (n.kind) {
      case OpName::Type:
        sel.types.push_back(static_cast<InstType>(n.code));
        break;
      case OpName::Rgb:
        sel.rgb.push_back(n.code);
        any_alu = true;
        break;
      case OpName::Alpha:
        sel.alpha.push_back(n.code);
        any_alu = true;
        break;
      case OpName::Tex:
        sel.tex.push_back(n.code);
        break;
      case OpName::Fc:
        sel.fc.push_back(n.code);
        break;
    }
  }
  // Opcodes name their types: rgb./alpha. mean ALU and OUT, tex. TEX, fc. FC.
  auto add_type = [&](InstType t) {
    for (InstType x : sel.types) {
      if (x == t) return;
    }
    sel.types.push_back(t);
  };
  if (any_alu) {
    add_type(InstType::ALU);
    add_type(InstType::OUT);
  }
  if (!sel.tex.empty()) add_type(InstType::TEX);
  if (!sel.fc.empty()) add_type(InstType::FC);
  // A selection draws only what it names.
  sel.random_words = names.empty();
  return sel;
}

Instruction random_legal(Rng& rng, InstType t, const OpSelection& sel, FieldMix mix) {
  const bool uni = mix == FieldMix::Uniform;
  auto u = [&](unsigned n) { return rng.below(n); };
  // A field mostly at its plain value 0 (Realistic), else uniform over n values.
  auto mostly0 = [&](unsigned n) { return uni || u(2) ? u(n) : 0u; };
  for (;;) {
    Decoded d;
    CommonFields& c = d.cmn;
    c.type = t;
    c.tex_sem_wait = u(2);
    c.rgb_pred_sel = static_cast<PredSel>(mostly0(6));
    c.rgb_pred_inv = u(2);
    c.write_inactive = uni ? u(2) : u(4) == 0;
    c.last = u(2);
    c.nop = u(2);
    c.alu_wait = u(2);
    c.rgb_wmask = u(8);
    c.alpha_wmask = u(2);
    c.rgb_omask = u(8);
    c.alpha_omask = u(2);
    c.rgb_clamp = u(2);
    c.alpha_clamp = u(2);
    c.alu_result_alpha = u(2);
    c.alpha_pred_inv = u(2);
    c.alu_result_op = static_cast<Cmp>(u(4));
    c.alpha_pred_sel = static_cast<PredSel>(mostly0(t == InstType::FC ? 8 : 6));  // G16
    c.stat_we = u(16);
    if (t == InstType::ALU || t == InstType::OUT) {
      AluFields& a = d.alu;
      for (int n = 0; n < 3; ++n) {
        for (SourceSlot* s : {&a.rgb_src[n], &a.alpha_src[n]}) {
          s->konst = uni ? u(2) : u(4) == 0;
          s->addr = static_cast<uint8_t>(u(256));
          if (!uni && !s->konst && u(3) != 0) s->addr &= 0x7F;  // mostly temporaries
          s->rel = uni ? u(2) : u(4) == 0;
        }
        for (Arg* arg : {&a.rgb_arg[n], &a.alpha_arg[n]}) {
          arg->sel = static_cast<Sel>(u(4));
          for (auto& s : arg->swiz) s = static_cast<Swiz>(uni || u(3) == 0 ? u(8) : u(4));
          arg->mod = static_cast<Mod>(mostly0(4));
        }
        a.alpha_arg[n].swiz[1] = a.alpha_arg[n].swiz[2] = Swiz::R;  // alpha: one swizzle
      }
      a.rgb_srcp_op = static_cast<SrcpOp>(u(4));
      a.alpha_srcp_op = static_cast<SrcpOp>(u(4));
      a.rgb_op = pick<uint8_t>(rng, sel.rgb, 16, rgb_valid);
      a.alpha_op = pick<uint8_t>(rng, sel.alpha, 16, alpha_valid);
      a.rgb_omod = static_cast<Omod>(mostly0(8));
      a.alpha_omod = static_cast<Omod>(mostly0(8));
      a.rgb_target = static_cast<uint8_t>(u(4));
      a.alpha_target = static_cast<uint8_t>(u(4));
      a.alu_wmask = u(2);
      a.w_omask = u(2);
      a.rgb_addrd = static_cast<uint8_t>(u(128));
      a.rgb_addrd_rel = uni ? u(2) : u(4) == 0;
      a.alpha_addrd = static_cast<uint8_t>(u(128));
      a.alpha_addrd_rel = uni ? u(2) : u(4) == 0;
    } else if (t == InstType::TEX) {
      TexFields& x = d.tex;
      x.inst = pick<uint8_t>(rng, sel.tex, 8, tex_valid);
      x.tex_id = static_cast<uint8_t>(u(16));
      x.sem_acquire = u(2);
      x.ignore_uncovered = u(2);
      x.unscaled = u(2);
      for (TexReg* reg : {&x.src, &x.dst, &x.dx, &x.dy}) {
        reg->addr = static_cast<uint8_t>(u(128));
        reg->rel = uni ? u(2) : u(4) == 0;
        for (auto& s : reg->swiz) s = static_cast<Swiz2>(u(4));
      }
      if (x.op() != TexOp::DXDY) x.dx = x.dy = TexReg{};  // W3 is read only by DXDY (3.6)
    } else {
      FcFields& f = d.fc;
      f.op = pick<uint8_t>(rng, sel.fc, 8, fc_valid);
      f.b_else = u(2);
      f.jump_any = u(2);
      f.a_op = static_cast<AOp>(u(3));
      f.jump_func = static_cast<uint8_t>(u(256));
      f.b_pop_cnt = static_cast<uint8_t>(u(32));
      f.b_op0 = static_cast<BOp>(u(3));
      f.b_op1 = static_cast<BOp>(u(3));
      f.ignore_uncovered = u(2);
      f.bool_addr = static_cast<uint8_t>(u(32));
      f.int_addr = static_cast<uint8_t>(u(32));
      f.jump_addr = static_cast<uint16_t>(u(512));
      f.jump_global = u(2);
    }
    const Instruction w = encode(d);
    if (!decode(w).illegal) return w;  // (a predicate select reserved for this type: again)
  }
}

void make_illegal(Rng& rng, Instruction& w) {
  const unsigned type = gen::CMN_TYPE.get(w.w);
  constexpr unsigned kChecks = sizeof gen::CHECKS / sizeof gen::CHECKS[0];
  for (;;) {
    const gen::Check& k = gen::CHECKS[rng.below(kChecks)];
    if (!((k.types >> type) & 1)) continue;
    std::vector<unsigned> reserved;
    for (unsigned v = 0; v < (1u << k.field.width); ++v) {
      if ((k.reserved >> v) & 1) reserved.push_back(v);
    }
    if (reserved.empty()) continue;
    const unsigned v = reserved[rng.below(static_cast<uint32_t>(reserved.size()))];
    const uint32_t mask = ((1u << k.field.width) - 1) << k.field.lsb;
    w.w[k.field.word] = (w.w[k.field.word] & ~mask) | (v << k.field.lsb);
    return;
  }
}

Instruction random_instruction(Rng& rng, const OpSelection& sel) {
  if (sel.random_words && rng.below(32) == 0) {
    Instruction w;
    for (auto& x : w.w) x = rng.next32();
    return w;
  }
  InstType t;
  if (!sel.types.empty()) {
    t = sel.types[rng.below(static_cast<uint32_t>(sel.types.size()))];
  } else {
    const unsigned k = rng.below(20);
    t = k < 8 ? InstType::ALU : k < 14 ? InstType::OUT : k < 19 ? InstType::TEX : InstType::FC;
  }
  return random_legal(rng, t, sel);
}

uint32_t random_value(Rng& rng) {
  static const uint32_t kPool[] = {
      0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001,
      0x7FBFFFFF, 0xFFFFFFFF, 0x00000001, 0x807FFFFF, 0x00400000, 0x80000001, 0x00800000,
      0x80800000, 0x00FFFFFF, 0x3F800000, 0xBF800000, 0x3F000000, 0xBF000000, 0x40000000,
      0xC0000000, 0x3F000001, 0x3EFFFFFF, 0x3F7FFFFF, 0x3F800001, 0x7F7FFFFF, 0xFF7FFFFF,
      0x3E800000, 0xBE800000, 0x3E000000, 0xBE000000, 0x3EC00000, 0x3F400000, 0x4B000000,
      0x4B000001, 0xCB000001, 0x4AFFFFFF, 0x3FC00000, 0xBFC00000, 0x40490FDB, 0x3E22F983,
      0x2F800000, 0xAF800000, 0x5F000000, 0x1F000000, 0x3E7FFFFF, 0x3E800001, 0x3DFFFFFF,
      0x3E000001, 0xB3800000, 0x33800000, 0x00FFFFFE, 0x01000000, 0x43000000, 0xC2FE0000};
  switch (rng.below(8)) {
    case 0:
    case 1:
    case 2:
      return kPool[rng.below(sizeof kPool / sizeof kPool[0])];
    case 3: {  // a small integer or a near-integer, either sign
      const int n = static_cast<int>(rng.below(17)) - 8;
      float f = static_cast<float>(n);
      if (rng.below(2))
        f += (rng.below(2) ? 1.0f : -1.0f) * static_cast<float>(rng.below(1024)) / 4096.0f;
      uint32_t b;
      std::memcpy(&b, &f, 4);
      return b;
    }
    case 4:  // a random normal in [2^-8, 2^8)
      return (rng.below(2) << 31) | ((119u + rng.below(16)) << 23) | (rng.next32() & 0x7FFFFF);
    case 5: {  // near the overflow or the flush thresholds
      const uint32_t e = rng.below(2) ? 240u + rng.below(15) : 1u + rng.below(12);
      return (rng.below(2) << 31) | (e << 23) | (rng.next32() & 0x7FFFFF);
    }
    default:
      return rng.next32();
  }
}

Vec4 random_vec(Rng& rng) {
  Vec4 v;
  for (auto& c : v.c) c = random_value(rng);
  return v;
}

void random_txn(Rng& rng, const OpSelection& sel, ExecIn& in, ExecConfig& cfg) {
  in = ExecIn{};
  in.instr = random_instruction(rng, sel);
  in.aL = static_cast<uint8_t>(rng.below(256));
  cfg.zero_times_anything = rng.below(2);
  const unsigned activity = rng.below(4);
  for (PixelIn& x : in.px) {
    for (int n = 0; n < 3; ++n) {
      x.rgb_slot[n] = random_vec(rng);
      x.alpha_slot[n] = random_vec(rng);
    }
    x.tex_src = random_vec(rng);
    x.tex_dx = random_vec(rng);
    x.tex_dy = random_vec(rng);
    x.pred = static_cast<uint8_t>(rng.below(16));
    x.active = activity == 0 ? rng.below(2) : rng.below(16) != 0;
    x.killed = rng.below(12) == 0;
    x.covered = rng.below(4) != 0;
  }
}

void strip_unread_inputs(ExecIn& in) {
  const Decoded d = decode(in.instr);
  const bool aluout = !d.illegal && d.is_alu_or_out();
  const bool tex = !d.illegal && d.cmn.type == InstType::TEX;
  const bool dxdy = tex && d.tex.op() == TexOp::DXDY;
  for (PixelIn& x : in.px) {
    for (int n = 0; n < 3; ++n) {
      const bool rgb_read =
          aluout && slot_location(d.alu.rgb_src[n], in.aL).kind != SlotKind::INLINE;
      const bool alpha_read =
          aluout && slot_location(d.alu.alpha_src[n], in.aL).kind != SlotKind::INLINE;
      x.rgb_slot[n].c[3] = 0;
      if (!rgb_read) x.rgb_slot[n] = Vec4{};
      for (int c = 0; c < 3; ++c) x.alpha_slot[n].c[c] = 0;
      if (!alpha_read) x.alpha_slot[n] = Vec4{};
    }
    if (!tex) x.tex_src = Vec4{};
    if (!dxdy) x.tex_dx = x.tex_dy = Vec4{};
  }
}

}  // namespace shaderhw::r500
