#pragma once

// The optimizer step of one training step (MODEL.md section 2: element-wise work is
// memory-bound).

#include "core/physics/memory.h"
#include "stepshape.h"

namespace jct {

// Bytes of memory traffic per parameter of one Adam step: read the fp32 master, momentum,
// variance and the gradient, write the three fp32 states and the 16-bit weight.
inline constexpr double kOptimizerBytesPerParameter = 28.0;

// Adam over this GPU's parameters (its ZeRO shard), at the achieved HBM bandwidth.
[[nodiscard]] double optimizerStepTime(const Scenario &s, const StepShape &shape, const StageParameters &params);

} // namespace jct
