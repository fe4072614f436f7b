// Gallium TGSI golden model: the project's token writer (docs/tgsi.md 6.2, D31).
//
// build() turns records into a stream: VERSION (major.minor of the header record), HEADER with
// the BodySize it computes, PROCESSOR when header_size >= 2 (the writer's records use 2; further
// header tokens are written as 0), then the declarations, immediates and instructions in
// increasing token_index order (declarations first, then immediates, then instructions on a
// tie). Each instruction's Size is computed. An extension token is written exactly when its
// record says has_<ext>, in the writer order NV, LABEL, TEXTURE / CONDCODE, MODULATE / SWZ, MOD;
// padding is always 0. build() does not validate: parse() of its output does.
#pragma once

#include <cstdint>
#include <vector>

#include "tgsi/program.h"

namespace shaderhw::tgsi {

std::vector<uint32_t> build(const Program& p);

// The tokens of one record (what build() appends for it).
std::vector<uint32_t> encode(const Declaration& d);
std::vector<uint32_t> encode(const Immediate& m);
std::vector<uint32_t> encode(const Instruction& in);

// Single tokens, for tests that assemble streams by hand.
uint32_t encode_src_register(const SrcOperand& s);  // the SRC_REGISTER token only
uint32_t encode_indirect(const IndirectOperand& r);
uint32_t encode_dst_register(const DstOperand& d);  // the DST_REGISTER token only

}  // namespace shaderhw::tgsi
