// The worked token streams of the TGSI specification supplement (section 13 there; docs/tgsi.md
// 17), bit for bit: every token decodes to the fields the supplement's "decoded" column lists,
// the walk takes exactly Size tokens, the programs run to the results written there, and the
// text form of each program assembles to exactly these tokens. Tokens and expected values are
// hand-copied from the supplement.
#include <gtest/gtest.h>

#include "streams.h"
#include "test_util.h"
#include "tgsi/build.h"

namespace shaderhw::tgsi {
namespace {

using test::bits;
using test::lane_of;
using test::v4;

// ---- 13.1: fragment program, declaration with interpolation, immediate, MAD ----------------
const std::vector<uint32_t>& kStream1 = streams::kWorked1;  // tokens: streams.h

TEST(WorkedStreams, FragmentMadDecodes) {
  const ParseResult r = parse(kStream1);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " " << r.message;
  const Program& p = r.program;
  EXPECT_EQ(p.header.major, 1);
  EXPECT_EQ(p.header.minor, 1);
  EXPECT_EQ(p.header.header_size, 2);
  EXPECT_EQ(p.header.body_size, 15u);
  EXPECT_EQ(p.header.processor, Processor::FRAGMENT);
  ASSERT_EQ(p.decls.size(), 2u);
  EXPECT_EQ(p.decls[0].token_index, 3u);
  EXPECT_EQ(p.decls[0].file, File::INPUT);
  EXPECT_EQ(p.decls[0].declare, Declare::RANGE);
  EXPECT_EQ(p.decls[0].first, 1);
  EXPECT_EQ(p.decls[0].last, 1);
  EXPECT_TRUE(p.decls[0].has_interpolation);
  EXPECT_EQ(p.decls[0].interpolation, Interpolate::PERSPECTIVE);
  EXPECT_EQ(p.decls[1].token_index, 6u);
  EXPECT_EQ(p.decls[1].file, File::OUTPUT);
  EXPECT_EQ(p.decls[1].first, 0);
  EXPECT_EQ(p.decls[1].last, 0);
  EXPECT_FALSE(p.decls[1].has_interpolation);
  ASSERT_EQ(p.imms.size(), 1u);
  EXPECT_EQ(p.imms[0].token_index, 8u);
  EXPECT_EQ(p.imms[0].values, (std::vector<uint32_t>{bits(0.5f), bits(0.25f), bits(2.0f), bits(1.0f)}));
  ASSERT_EQ(p.insns.size(), 1u);
  const Instruction& in = p.insns[0];
  EXPECT_EQ(in.token_index, 13u);
  EXPECT_EQ(in.size, 5);
  EXPECT_EQ(in.opcode, Opcode::MAD);
  EXPECT_EQ(in.saturate, Sat::NONE);
  EXPECT_EQ(in.num_dst, 1);
  EXPECT_EQ(in.num_src, 3);
  EXPECT_FALSE(in.has_nv || in.has_label || in.has_texture);
  EXPECT_EQ(in.dst.file, File::OUTPUT);
  EXPECT_EQ(in.dst.write_mask, 0xF);
  EXPECT_EQ(in.dst.index, 0);
  // src0: INPUT[1], swizzle xyzw; src1: IMMEDIATE[0].xxxy; src2: -INPUT[1].zyxw
  EXPECT_EQ(in.src[0].file, File::INPUT);
  EXPECT_EQ(in.src[0].index, 1);
  EXPECT_EQ((std::vector<int>(in.src[0].swizzle, in.src[0].swizzle + 4)), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_FALSE(in.src[0].negate);
  EXPECT_EQ(in.src[1].file, File::IMMEDIATE);
  EXPECT_EQ(in.src[1].index, 0);
  EXPECT_EQ((std::vector<int>(in.src[1].swizzle, in.src[1].swizzle + 4)), (std::vector<int>{0, 0, 0, 1}));
  EXPECT_EQ(in.src[2].file, File::INPUT);
  EXPECT_EQ(in.src[2].index, 1);
  EXPECT_TRUE(in.src[2].negate);
  EXPECT_EQ((std::vector<int>(in.src[2].swizzle, in.src[2].swizzle + 4)), (std::vector<int>{2, 1, 0, 3}));
}

TEST(WorkedStreams, FragmentMadRuns) {
  const ParseResult r = parse(kStream1);
  ASSERT_TRUE(r.ok());
  const CompileResult c = compile(r.program);
  ASSERT_TRUE(c.ok()) << c.message;
  Machine m;
  test::set_all(m.in[1], 1.0f, 2.0f, 3.0f, 4.0f);
  const ExecResult e = execute(c.program, m);
  EXPECT_EQ(e.status, ExecStatus::OK);
  // (1*0.5 - 3, 2*0.5 - 2, 3*0.5 - 1, 4*0.25 - 4)
  for (int l = 0; l < 4; ++l) EXPECT_EQ(lane_of(m.out[0], l), v4(-2.5f, -1.0f, 0.5f, -3.0f));
  EXPECT_EQ(e.kill, 0);
}

TEST(WorkedStreams, FragmentMadFromText) {
  const AsmOutput a = assemble(
      "FRAG\n"
      "DCL IN[1], PERSPECTIVE\n"
      "DCL OUT[0]\n"
      "IMM FLT32 { 0.5, 0.25, 2.0, 1.0 }      ; becomes IMMEDIATE[0]\n"
      "MAD OUT[0], IN[1], IMM[0].xxxy, -IN[1].zyxw\n");
  ASSERT_TRUE(a.ok) << a.error.to_string();
  EXPECT_EQ(a.tokens, kStream1);
}

// ---- 13.2: vertex program, indirect addressing, modifiers, CC, modulate, SWZ --------------
const std::vector<uint32_t>& kStream2 = streams::kWorked2;  // tokens: streams.h

TEST(WorkedStreams, VertexIndirectDecodes) {
  ASSERT_EQ(kStream2.size(), 35u);  // 1 + HeaderSize 2 + BodySize 32
  const ParseResult r = parse(kStream2);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " at " << r.error_index << ": " << r.message;
  const Program& p = r.program;
  EXPECT_EQ(p.header.body_size, 32u);
  EXPECT_EQ(p.header.processor, Processor::VERTEX);
  ASSERT_EQ(p.decls.size(), 5u);
  EXPECT_EQ(p.decls[0].file, File::INPUT);
  EXPECT_EQ(p.decls[0].first, 0);
  EXPECT_EQ(p.decls[0].last, 1);
  EXPECT_EQ(p.decls[1].file, File::OUTPUT);
  EXPECT_EQ(p.decls[1].declare, Declare::MASK);
  EXPECT_EQ(p.decls[1].mask, 3u);
  EXPECT_EQ(p.decls[2].file, File::TEMPORARY);
  EXPECT_EQ(p.decls[3].file, File::ADDRESS);
  EXPECT_EQ(p.decls[4].file, File::CONSTANT);
  EXPECT_EQ(p.decls[4].last, 7);
  ASSERT_EQ(p.insns.size(), 5u);

  const Instruction& arl = p.insns[0];  // token 13
  EXPECT_EQ(arl.token_index, 13u);
  EXPECT_EQ(arl.size, 3);
  EXPECT_EQ(arl.opcode, Opcode::ARL);
  EXPECT_EQ(arl.dst.file, File::ADDRESS);
  EXPECT_EQ(arl.dst.write_mask, 0x1);
  EXPECT_EQ(arl.src[0].file, File::INPUT);
  EXPECT_EQ(arl.src[0].index, 1);
  EXPECT_EQ((std::vector<int>(arl.src[0].swizzle, arl.src[0].swizzle + 4)), (std::vector<int>{1, 1, 1, 1}));

  const Instruction& mov = p.insns[1];  // token 16: MOV TEMP[0], CONST[A0.x + 2]
  EXPECT_EQ(mov.size, 4);
  EXPECT_EQ(mov.opcode, Opcode::MOV);
  EXPECT_EQ(mov.src[0].file, File::CONSTANT);
  EXPECT_TRUE(mov.src[0].indirect);
  EXPECT_EQ(mov.src[0].index, 2);
  EXPECT_EQ(mov.src[0].ind.file, File::ADDRESS);
  EXPECT_EQ(mov.src[0].ind.index, 0);
  EXPECT_EQ(mov.src[0].ind.swizzle[0], 0);

  const Instruction& add = p.insns[2];  // token 20: NV extension, -|IN[0]|
  EXPECT_EQ(add.size, 6);
  EXPECT_EQ(add.opcode, Opcode::ADD);
  ASSERT_TRUE(add.has_nv);
  EXPECT_EQ(add.nv.precision, Precision::DEFAULT);
  EXPECT_EQ(add.nv.cond_dst_index, 0);
  EXPECT_EQ(add.nv.cond_flow_index, 0);
  EXPECT_EQ(add.nv.cond_mask, Cc::TR);
  EXPECT_TRUE(add.nv.cond_dst_update);
  EXPECT_FALSE(add.nv.cond_flow_enable);
  EXPECT_EQ(add.dst.file, File::TEMPORARY);
  EXPECT_EQ(add.dst.index, 1);
  EXPECT_EQ(add.src[1].file, File::INPUT);
  ASSERT_TRUE(add.src[1].has_mod);
  EXPECT_TRUE(add.src[1].mod.absolute);
  EXPECT_TRUE(add.src[1].mod.negate);
  EXPECT_FALSE(add.src[1].mod.complement || add.src[1].mod.bias || add.src[1].mod.scale2x);

  const Instruction& movcc = p.insns[3];  // token 26: CONDCODE GT0 + MODULATE 2X
  EXPECT_EQ(movcc.size, 5);
  ASSERT_TRUE(movcc.dst.has_condcode);
  EXPECT_EQ(movcc.dst.condcode.cond_mask, Cc::GT);
  EXPECT_EQ(movcc.dst.condcode.cond_src_index, 0);
  ASSERT_TRUE(movcc.dst.has_modulate);
  EXPECT_EQ(movcc.dst.modulate, Modulate::M2X);

  const Instruction& swz = p.insns[4];  // token 31: SWZ OUT[1], TEMP[1], 0, 1, x, -w
  EXPECT_EQ(swz.opcode, Opcode::MOV);
  ASSERT_TRUE(swz.src[0].has_swz);
  EXPECT_EQ((std::vector<int>(swz.src[0].swz.ext_swizzle, swz.src[0].swz.ext_swizzle + 4)),
            (std::vector<int>{4, 5, 0, 3}));
  EXPECT_EQ(swz.src[0].swz.negate, 0x8);
  EXPECT_EQ(swz.src[0].swz.ext_divide, 5);
}

TEST(WorkedStreams, VertexIndirectRuns) {
  const ParseResult r = parse(kStream2);
  ASSERT_TRUE(r.ok());
  const CompileResult c = compile(r.program);
  ASSERT_TRUE(c.ok()) << c.message;
  Machine m;
  test::set_all(m.in[0], 0.5f, -3.0f, 2.0f, 0.0f);
  test::set_all(m.in[1], 0.0f, 1.7f, 0.0f, 0.0f);
  test::set_const(m, 3, 1.0f, 2.0f, 3.0f, -1.0f);
  test::set_all(m.out[0], 9.0f, 9.0f, 9.0f, 9.0f);  // "OUT[0] previously (9, 9, 9, 9)"
  const ExecResult e = execute(c.program, m);
  EXPECT_EQ(e.status, ExecStatus::OK) << e.message;
  const uint8_t GT = static_cast<uint8_t>(gen::CcFlag::GT), LT = static_cast<uint8_t>(gen::CcFlag::LT);
  for (int l = 0; l < 4; ++l) {
    EXPECT_EQ(m.addr[0].v[0][l], 1u);                                     // floor(1.7)
    EXPECT_EQ(lane_of(m.temp[0], l), v4(1.0f, 2.0f, 3.0f, -1.0f));        // CONST[1 + 2]
    EXPECT_EQ(lane_of(m.temp[1], l), v4(0.5f, -1.0f, 1.0f, -1.0f));       // + (-0.5,-3,-2,-0)
    EXPECT_EQ(m.cc[0][0][l], GT);
    EXPECT_EQ(m.cc[0][1][l], LT);
    EXPECT_EQ(m.cc[0][2][l], GT);
    EXPECT_EQ(m.cc[0][3][l], LT);
    EXPECT_EQ(lane_of(m.out[0], l), v4(2.0f, 9.0f, 6.0f, 9.0f));          // x and z pass, x2
    EXPECT_EQ(lane_of(m.out[1], l), v4(0.0f, 1.0f, 0.5f, 1.0f));          // (0, 1, x, -w)
  }
}

TEST(WorkedStreams, VertexIndirectFromText) {
  const AsmOutput a = assemble(
      "VERT\n"
      "DCL IN[0..1]\n"
      "DCL OUT mask 0x3                       ; OUT[0], OUT[1] by mask\n"
      "DCL TEMP[0..1]\n"
      "DCL ADDR[0]\n"
      "DCL CONST[0..7]\n"
      "ARL  ADDR[0].x, IN[1].yyyy\n"
      "MOV  TEMP[0], CONST[ADDR[0].x + 2]\n"
      "ADD  TEMP[1], TEMP[0], -|IN[0]| update CC0\n"
      "MOV  OUT[0] (GT0.xyzw) (x2), TEMP[0]\n"
      "SWZ  OUT[1], TEMP[1], 0, 1, x, -w\n");
  ASSERT_TRUE(a.ok) << a.error.to_string();
  EXPECT_EQ(a.tokens, kStream2);
}

// ---- 13.3: fragment program, CAL with labels, projective TEX, KIL, saturate ----------------
const std::vector<uint32_t>& kStream3 = streams::kWorked3;  // tokens: streams.h

TEST(WorkedStreams, SubroutineTextureDecodes) {
  ASSERT_EQ(kStream3.size(), 31u);  // 1 + 2 + 28
  const ParseResult r = parse(kStream3);
  ASSERT_TRUE(r.ok()) << error_name(r.error) << " at " << r.error_index << ": " << r.message;
  const Program& p = r.program;
  ASSERT_EQ(p.decls.size(), 4u);
  EXPECT_EQ(p.decls[0].first, 1);
  EXPECT_EQ(p.decls[0].last, 2);
  EXPECT_EQ(p.decls[2].file, File::SAMPLER);
  ASSERT_EQ(p.insns.size(), 8u);
  const Opcode ops[8] = {Opcode::CAL, Opcode::KIL, Opcode::RET, Opcode::BGNSUB,
                         Opcode::TEX, Opcode::MUL, Opcode::RET, Opcode::ENDSUB};
  const uint32_t at[8] = {12, 14, 16, 17, 19, 25, 29, 30};
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(p.insns[i].opcode, ops[i]) << i;
    EXPECT_EQ(p.insns[i].token_index, at[i]) << i;
  }
  EXPECT_TRUE(p.insns[0].has_label);
  EXPECT_EQ(p.insns[0].label.label, 42u);
  EXPECT_FALSE(p.insns[0].label.target);
  EXPECT_EQ(p.insns[1].num_src, 1);
  EXPECT_EQ((std::vector<int>(p.insns[1].src[0].swizzle, p.insns[1].src[0].swizzle + 4)),
            (std::vector<int>{3, 3, 3, 3}));
  EXPECT_EQ(p.insns[3].label.label, 42u);
  EXPECT_TRUE(p.insns[3].label.target);
  const Instruction& tex = p.insns[4];
  EXPECT_EQ(tex.size, 6);
  EXPECT_TRUE(tex.has_texture);
  EXPECT_EQ(tex.texture, Texture::T2D);
  ASSERT_TRUE(tex.src[0].has_swz);
  EXPECT_EQ(tex.src[0].swz.ext_divide, 3);  // W
  EXPECT_EQ(tex.src[1].file, File::SAMPLER);
  EXPECT_EQ(p.insns[5].saturate, Sat::ZERO_ONE);
}

// A texture function that records the requests and returns (0.25, 0.5, 0.75, 2.0).
struct Recorder {
  std::vector<TexRequest> requests;
  static void fn(void* ctx, const TexRequest& r, uint32_t texel[4]) {
    static_cast<Recorder*>(ctx)->requests.push_back(r);
    texel[0] = bits(0.25f);
    texel[1] = bits(0.5f);
    texel[2] = bits(0.75f);
    texel[3] = bits(2.0f);
  }
};

TEST(WorkedStreams, SubroutineTextureRuns) {
  const ParseResult r = parse(kStream3);
  ASSERT_TRUE(r.ok());
  const CompileResult c = compile(r.program);
  ASSERT_TRUE(c.ok()) << c.message;
  Machine m;
  // IN[1] = (2, 6, 8, 2): TEX samples at (2/2, 6/2) = (1, 3). IN[2] = (2, 1, -1, w) per lane.
  test::set_all(m.in[1], 2.0f, 6.0f, 8.0f, 2.0f);
  const float w[4] = {-1.0f, 1.0f, -0.0f, 0.5f};
  for (int l = 0; l < 4; ++l) test::set_lane(m.in[2], l, 2.0f, 1.0f, -1.0f, w[l]);
  Recorder rec;
  ExecOptions opt;
  opt.texture = Recorder::fn;
  opt.texture_ctx = &rec;
  const ExecResult e = execute(c.program, m, opt);
  EXPECT_EQ(e.status, ExecStatus::OK) << e.message;
  // CAL, BGNSUB, TEX, MUL_SAT, RET (return), KIL, RET (end): 7 instructions.
  EXPECT_EQ(e.steps, 7u);
  EXPECT_EQ(e.kill, 0x1);  // only IN[2].w < 0 kills; -0.0 does not
  ASSERT_EQ(rec.requests.size(), 4u);
  for (int l = 0; l < 4; ++l) {
    EXPECT_EQ(rec.requests[l].lane, l);
    EXPECT_EQ(rec.requests[l].opcode, Opcode::TEX);
    EXPECT_EQ(rec.requests[l].target, Texture::T2D);
    EXPECT_EQ(rec.requests[l].unit, 0);
    EXPECT_EQ(rec.requests[l].coord[0], bits(1.0f));
    EXPECT_EQ(rec.requests[l].coord[1], bits(3.0f));
    EXPECT_EQ(rec.requests[l].coord[2], bits(4.0f));
    EXPECT_EQ(rec.requests[l].coord[3], bits(1.0f));
    // sat(TEMP[0] * IN[2]) = sat(0.5, 0.5, -0.75, 2*w)
    const float ww = 2.0f * w[l];
    EXPECT_EQ(lane_of(m.out[0], l),
              v4(0.5f, 0.5f, 0.0f, ww > 1.0f ? 1.0f : (ww > 0.0f ? ww : 0.0f)));
  }
}

TEST(WorkedStreams, SubroutineTextureFromText) {
  const AsmOutput a = assemble(
      "FRAG\n"
      "DCL IN[1..2], PERSPECTIVE\n"
      "DCL OUT[0]\n"
      "DCL SAMP[0]\n"
      "DCL TEMP[0]\n"
      "0: CAL label 42                     ; reference (Target = 0)\n"
      "1: KIL  IN[2].wwww                  ; kill if IN[2].w < 0\n"
      "2: RET                              ; empty call stack: end of program\n"
      "3: BGNSUB target 42                 ; declares label 42 (Target = 1)\n"
      "4: TEX  TEMP[0], IN[1]/w, SAMP[0], 2D\n"
      "5: MUL_SAT OUT[0], TEMP[0], IN[2]\n"
      "6: RET\n"
      "7: ENDSUB\n");
  ASSERT_TRUE(a.ok) << a.error.to_string();
  EXPECT_EQ(a.tokens, kStream3);
}

// The supplement's note on token 23: with ExtDivide = ONE the same token reads 0x05032100.
TEST(WorkedStreams, IdentitySwzWord) {
  SrcOperand s;
  s.file = File::INPUT;
  s.index = 1;
  s.has_swz = true;
  Instruction in;
  in.opcode = Opcode::MOV;
  in.num_dst = 1;
  in.num_src = 1;
  in.src[0] = s;
  const std::vector<uint32_t> t = encode(in);
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[3], 0x05032100u);
}

// Every stream round-trips through the writer: build(parse(s)) == s.
TEST(WorkedStreams, WriterReproducesEveryToken) {
  for (const auto* s : {&kStream1, &kStream2, &kStream3}) {
    const ParseResult r = parse(*s);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(build(r.program), *s);
  }
}

}  // namespace
}  // namespace shaderhw::tgsi
