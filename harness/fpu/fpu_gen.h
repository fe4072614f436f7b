// Constrained-random FP operations: operands drawn from corner-value classes (zeros, subnormals,
// min normal, max finite, infinities, quiet and signalling NaNs, near-ties, cancellations,
// integers at conversion boundaries) as well as uniformly random bit patterns.
#pragma once
#include <vector>

#include "core/rng.h"
#include "fpu/fpu_ops.h"

namespace shaderhw::fpu {

// One random operation chosen among `ops` (all operations when empty), with random rounding
// mode and modifiers. Depends only on the state of rng.
Operation random_operation(Rng& rng, const std::vector<const OpInfo*>& ops);

// Float operand class used by coverage bins: 0 zero, 1 subnormal, 2 normal, 3 inf, 4 qNaN,
// 5 sNaN. Integers: 0 zero, 1 positive, 2 negative.
unsigned float_class(fp::Format f, uint32_t bits);
unsigned int_class(uint32_t bits);
const char* float_class_name(unsigned c);
const char* int_class_name(unsigned c);

}  // namespace shaderhw::fpu
