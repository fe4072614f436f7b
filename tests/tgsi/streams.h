// Token streams shared by the TGSI tests: the three worked streams of docs/tgsi.md 17 (hand-copied
// from the supplement, token for token) and the malformed streams of docs/tgsi.md 13, each with
// the error code and token index typed from the document. The golden parser's tests
// (worked_streams_test.cpp, parse_errors_test.cpp) check the parser against the typed values;
// the RTL decoder's test (rtl_decoder_test.cpp) checks the RTL against them and the parser.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tgsi/parse.h"

namespace shaderhw::tgsi::streams {

// ---- docs/tgsi.md 17 ---------------------------------------------------------------------------
// 1. Fragment program, declaration with interpolation, immediate, MAD (token index: meaning):
//  0 VERSION  1 HEADER(HS 2, BS 15)  2 PROCESSOR FRAGMENT  3 DCL IN Size 3 interp
//  4 RANGE 1..1  5 PERSPECTIVE  6 DCL OUT  7 RANGE 0..0  8 IMM Size 5  9-12 floats
// 13 MAD Size 5  14 DST OUT[0]  15 SRC IN[1]  16 SRC IMM[0].xxxy  17 SRC -IN[1].zyxw
inline const std::vector<uint32_t> kWorked1 = {
    0x00000101, 0x00000F02, 0x00000000, 0x00102030, 0x00010001, 0x00000002,
    0x00003020, 0x00000000, 0x00000051, 0x3F000000, 0x3E800000, 0x40000000,
    0x3F800000, 0x03410052, 0x000000F3, 0x00008E42, 0x00000407, 0x00009C62};

// 2. Vertex program, indirect addressing, modifiers, CC, modulate, SWZ.
inline const std::vector<uint32_t> kWorked2 = {
    0x00000101, 0x00002002, 0x00000001, 0x00002020, 0x00010000, 0x00013020, 0x00000003,
    0x00004020, 0x00010000, 0x00006020, 0x00000000, 0x00001020, 0x00070000, 0x01400032,
    0x00000016, 0x00008552, 0x01401042, 0x000000F4, 0x00012E41, 0x00000006, 0x82408062,
    0x1E470000, 0x000004F4, 0x00000E44, 0x80000E42, 0x00000181, 0x01401052, 0x800000F3,
    0x8000E400, 0x00000011, 0x00000E44, 0x01401042, 0x000004F3, 0x80008E44, 0x05830540};

// 3. Fragment program: CAL to a symbolic label, KIL, projective TEX, MUL_SAT, RET, BGNSUB/ENDSUB.
inline const std::vector<uint32_t> kWorked3 = {
    0x00000101, 0x00001C02, 0x00000000, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
    0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
    0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x82434062, 0x00000022,
    0x000000F4, 0x80008E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44,
    0x00010E42, 0x0003F012, 0x00065012};

// ---- docs/tgsi.md 13: malformed streams ---------------------------------------------------------
struct ErrorCase {
  std::string group;  // the check of 13.1/13.2 it exercises (a test of parse_errors_test.cpp)
  std::string name;
  std::vector<uint32_t> tokens;
  Error error;
  uint32_t index;      // expected token index (docs/tgsi.md 13.1)
  bool strict = true;  // parser mode (D30)
};

namespace detail {
// Worked stream 1 with tokens replaced ({index, token}).
inline std::vector<uint32_t> edit(std::initializer_list<std::pair<size_t, uint32_t>> e) {
  std::vector<uint32_t> s = kWorked1;
  for (const auto& [i, v] : e) s[i] = v;
  return s;
}
inline std::vector<uint32_t> insert(std::vector<uint32_t> s, size_t at,
                                    std::initializer_list<uint32_t> t) {
  s.insert(s.begin() + static_cast<long>(at), t);
  return s;
}
// The 13.3 stream (worked stream 3) with the TEX instruction's texture extension removed.
inline std::vector<uint32_t> without_texture() {
  return {0x00000101, 0x00001B02, 0x00000000, 0x00102030, 0x00020001, 0x00000002, 0x00003020,
          0x00000000, 0x00005020, 0x00000000, 0x00004020, 0x00000000, 0x8003E022, 0x000002A1,
          0x01027022, 0x00010FF2, 0x0003F012, 0x80063022, 0x100002A1, 0x02434052, 0x000000F4,
          0x80008E42, 0x03032100, 0x00000E45, 0x02507042, 0x000000F3, 0x00000E44, 0x00010E42,
          0x0003F012, 0x00065012};
}
}  // namespace detail

// Every malformed stream; expected values typed from docs/tgsi.md 13 (comments say why).
inline std::vector<ErrorCase> error_cases() {
  using detail::edit;
  using detail::insert;
  std::vector<ErrorCase> c;
  auto add = [&](const char* g, const char* n, std::vector<uint32_t> t, Error e, uint32_t i,
                 bool strict = true) { c.push_back({g, n, std::move(t), e, i, strict}); };
  add("Legal", "worked1", kWorked1, Error::OK, 0);
  add("Legal", "worked2", kWorked2, Error::OK, 0);
  add("Legal", "worked3", kWorked3, Error::OK, 0);
  add("Version", "major2", edit({{0, 0x00000102}}), Error::VERSION, 0);
  add("Version", "major0", edit({{0, 0x00000100}}), Error::VERSION, 0);  // G20
  add("Header", "header_size0", edit({{1, 0x00000F00}}), Error::HEADER, 1);
  add("Header", "body_size0", {0x00000101, 0x00000002, 0x00000000}, Error::HEADER, 1);  // G7
  {
    // The third source of MAD is missing: needed at index 17, the stream has 17 tokens.
    auto s = kWorked1;
    s.pop_back();
    add("Truncated", "last_source", s, Error::TRUNCATED, 17);
  }
  add("Truncated", "empty", {}, Error::TRUNCATED, 0);
  add("Truncated", "version_only", {0x00000101}, Error::TRUNCATED, 1);
  add("Truncated", "no_processor", {0x00000101, 0x00000F02}, Error::TRUNCATED, 2);
  {
    // After the body, which ends before 1 + 2 + 15 = 18.
    auto s = kWorked1;
    s.push_back(0);
    add("Trailing", "one_token", s, Error::TRAILING, 18);
  }
  // The OUT declaration with Type 3.
  add("UnknownToken", "type3", edit({{6, 0x00003023}}), Error::UNKNOWN_TOKEN, 6);
  // Permissive: skipped with its Size 2 (tokens 6, 7): OUT is then undeclared at DST 14.
  add("Permissive", "type3_skipped", edit({{6, 0x00003023}}), Error::UNDECLARED, 14, false);
  add("SizeOverrun", "insn_past_body", edit({{13, 0x03410062}}), Error::SIZE_OVERRUN, 13);
  add("SizeOverrun", "size0", edit({{13, 0x03410002}}), Error::SIZE_OVERRUN, 13);
  add("SizeOverrun", "imm_past_body", edit({{8, 0x000000B1}}), Error::SIZE_OVERRUN, 8);
  // Declaration with Interpolate but Size 2.
  add("SizeMismatch", "decl_size", edit({{3, 0x00102020}}), Error::SIZE_MISMATCH, 3);
  // MAD Size 4: the third source is needed at 17, past the Size.
  add("SizeMismatch", "operand_past_size", edit({{13, 0x03410042}}), Error::SIZE_MISMATCH, 13);
  {
    // MAD Size 6 with one extra token in the body (BodySize 16): the parts take 5.
    auto s = edit({{13, 0x03410062}, {1, 0x00001002}});
    s.push_back(0);
    add("SizeMismatch", "tokens_left_over", s, Error::SIZE_MISMATCH, 13);
  }
  // IMMEDIATE Size 4: 3 values, not a multiple of 4 (D35).
  add("SizeMismatch", "imm_count", edit({{8, 0x00000041}}), Error::SIZE_MISMATCH, 8);
  // SRC IN[1] with Extended, then source extension type 2 (undefined); MAD Size 6, BodySize 16.
  add("UnknownExtension", "src_type2",
      insert(edit({{15, 0x80008E42}, {13, 0x03410062}, {1, 0x00001002}}), 16, {0x00000002}),
      Error::UNKNOWN_EXTENSION, 16);
  // DECLARATION with Extended (none exist).
  add("UnknownExtension", "decl_extended", edit({{6, 0x80003020}}), Error::UNKNOWN_EXTENSION, 6);
  // Two SWZ extensions on one source; MAD Size 7, BodySize 17.
  add("DuplicateExtension", "two_swz",
      insert(edit({{15, 0x80008E42}, {13, 0x03410072}, {1, 0x00001102}}), 16,
             {0x85032100, 0x05032100}),
      Error::DUPLICATE_EXTENSION, 17);
  // The last source says Extended but the instruction ends there.
  add("ExtensionChain", "never_ends", edit({{17, 0x80009C62}}), Error::EXTENSION_CHAIN, 17);
  add("BadOpcode", "opcode107", edit({{13, 0x0346B052}}), Error::BAD_OPCODE, 13);
  add("OperandCount", "mad_two_sources", edit({{13, 0x02410052}}), Error::OPERAND_COUNT, 13);
  add("ReservedValue", "processor3", edit({{2, 0x00000003}}), Error::RESERVED_VALUE, 2);
  add("ReservedValue", "saturate3", edit({{13, 0x03710052}}), Error::RESERVED_VALUE, 13);  // D33
  add("ReservedValue", "file9", edit({{16, 0x00000409}}), Error::RESERVED_VALUE, 16);
  add("ReservedValue", "interpolate3", edit({{5, 0x00000003}}), Error::RESERVED_VALUE, 5);
  // SWZ extension with ExtDivide ZERO (D4).
  add("ReservedValue", "ext_divide_zero",
      insert(edit({{15, 0x80008E42}, {13, 0x03410062}, {1, 0x00001002}}), 16, {0x04032100}),
      Error::RESERVED_VALUE, 16);
  // MAD Size 6, Extended; NV with CondDstIndex 2 (CC0, CC1 only: D33).
  add("ReservedValue", "cc_index2",
      insert(edit({{13, 0x83410062}, {1, 0x00001002}}), 14, {0x0E470200}),
      Error::RESERVED_VALUE, 14);
  add("Addressing", "dst_indirect", edit({{14, 0x000001F3}}), Error::ADDRESSING, 14);  // D34
  // DCL TEMP[0]; MOV TEMP[0], TEMP[TEMP[0].x] whose indirect operand has Indirect set.
  add("Addressing", "nested_indirection",
      {0x00000101, 0x00000602, 0x00000000, 0x00004020, 0x00000000, 0x01401042, 0x000000F4,
       0x00002E44, 0x00002004},
      Error::ADDRESSING, 8);
  // The sampler operand of TEX in the 13.3 stream (token 24, SAMP[0]) with Dimension, or with
  // Indirect: ADDRESSING at the operand, before any DIMENSION / indirect token is read (D34).
  {
    auto s = kWorked3;
    s[24] = 0x00004E45;
    add("Addressing", "sampler_dimension", s, Error::ADDRESSING, 24);
    s[24] = 0x00002E45;
    add("Addressing", "sampler_indirect", s, Error::ADDRESSING, 24);
  }
  add("OperandFile", "src_null", edit({{16, 0x00000400}}), Error::OPERAND_FILE, 16);
  add("OperandFile", "dst_constant", edit({{14, 0x000000F1}}), Error::OPERAND_FILE, 14);
  // IN[2]: only IN[1] is declared.
  add("Undeclared", "input2", edit({{15, 0x00010E42}}), Error::UNDECLARED, 15);
  // IMM[1]: the stream defines one vector; reported at the body end.
  add("ImmediateUndefined", "imm1", edit({{16, 0x00008407}}), Error::IMMEDIATE_UNDEFINED, 18);
  add("Declaration", "range_2_1", edit({{4, 0x00010002}}), Error::DECLARATION, 4);
  add("Declaration", "file_null", edit({{6, 0x00000020}}), Error::DECLARATION, 6);
  // IN[1..32]: 32 inputs are implemented (0..31).
  add("Limit", "input32", edit({{4, 0x00200001}}), Error::LIMIT, 4);
  add("Nesting", "endif_without_if", {0x00000101, 0x00000102, 0x00000000, 0x0004D012},
      Error::NESTING, 3);
  // BGNLOOP2 never closed: reported at the end of the body (1 + 2 + 1 = 4).
  add("Nesting", "loop_open", {0x00000101, 0x00000102, 0x00000000, 0x00062012}, Error::NESTING,
      4);
  add("Nesting", "brk_outside_loop", {0x00000101, 0x00000102, 0x00000000, 0x00048012},
      Error::NESTING, 3);
  add("Label", "cal_without_label", {0x00000101, 0x00000102, 0x00000000, 0x0003E012},
      Error::LABEL, 3);
  // CAL label 42, never declared: reported at the end of the body (1 + 2 + 3 = 6).
  add("Label", "never_declared",
      {0x00000101, 0x00000302, 0x00000000, 0x8003E022, 0x000002A1, 0x0003F012}, Error::LABEL, 6);
  // BGNSUB declaring label 0.
  add("Label", "label0_declared",
      {0x00000101, 0x00000302, 0x00000000, 0x80063022, 0x10000001, 0x00065012}, Error::LABEL, 4);
  add("TextureTarget", "tex_without_target", detail::without_texture(), Error::TEXTURE_TARGET, 19);
  {
    // The 13.3 stream declared as a vertex program: KIL (token 14) is fragment-only (D39).
    auto s = kWorked3;
    s[2] = 0x00000001;
    add("ProcessorOpcode", "kil_in_vertex", s, Error::PROCESSOR_OPCODE, 14);
  }
  // 13.2: the TextureTarget stream with the coordinate operand made undeclared (IN[3]): the
  // operand (token 21) is checked during the walk, the missing target when the walk is complete.
  {
    auto s = detail::without_texture();
    s[21] = 0x80018E42;
    add("Order", "operand_before_texture_target", s, Error::UNDECLARED, 21);
  }
  // OPERAND_FILE at 16, UNDECLARED at 15: the earlier one is reported.
  add("Order", "first_in_stream_order", edit({{16, 0x00000400}, {15, 0x00010E42}}),
      Error::UNDECLARED, 15);
  // IF IMM[0].x never closed and IMM[0] never defined: NESTING, then IMMEDIATE_UNDEFINED.
  add("Order", "nesting_before_immediate",
      {0x00000101, 0x00000202, 0x00000000, 0x01049022, 0x00000007}, Error::NESTING, 5);
  return c;
}

inline std::vector<ErrorCase> error_cases(const std::string& group) {
  std::vector<ErrorCase> r;
  for (auto& e : error_cases())
    if (e.group == group) r.push_back(std::move(e));
  return r;
}

}  // namespace shaderhw::tgsi::streams
