// Private to golden/fp: the single round-and-pack routine of fp.cpp, exposed to the other
// translation units of the library (divsqrt.cpp, sfu.cpp) so that every operation rounds the
// same way. Not installed, not part of the API.
#pragma once
#include <cstdint>

#include "fp/fp.h"

namespace shaderhw::fp::internal {

// value = (-1)^sign * sig * 2^(e-63), sig normalised (bit 63 set); bit 0 may be a sticky bit
// (OR of every bit below it). Rounds with cfg.rm, raises NX/UF/OF, applies cfg.ftz to the
// result, exactly as fp.h describes for every operation.
Result round_pack32(bool sign, int e, uint64_t sig, const Config& cfg);
Result round_pack16(bool sign, int e, uint64_t sig, const Config& cfg);

}  // namespace shaderhw::fp::internal
