#pragma once

// The optimizer step of one training step (MODEL.md section 2: element-wise work is
// memory-bound).

#include "core/physics/memory.h"
#include "stepshape.h"

namespace jct {

// Bytes of memory traffic per parameter of one Adam step: read the fp32 master, momentum,
// variance and gradient, write the three fp32 states.
inline constexpr double kOptimizerBytesPerParameter = 28.0;

// Bytes per parameter of this GPU's shard for the whole optimizer step of the scenario's
// stack (Megatron's MixedPrecisionOptimizer.step, DeepSpeed's and FSDP's alike): Adam; the
// gradient norm that clipping needs (read the fp32 gradient, 4); with fp16, unscaling the
// gradients and checking them for inf / NaN (read and write, 8); Megatron-Core with a 16-bit
// gradient buffer, the cast of the shard's gradients to fp32 (_copy_model_grads_to_main_grads:
// read 2, write 4); the copy of the fp32 master into the 16-bit weight the next forward reads
// (read 4, write 2), which FSDP does not make (it keeps the fp32 shard and casts at the
// gather) and fp32 weights do not need.
[[nodiscard]] double optimizerBytesPerShardParameter(const Scenario &s);

// The optimizer step over this GPU's parameters (its ZeRO shard), at the achieved HBM
// bandwidth, and Megatron's zeroing of the local gradient buffer (of the reduction's width;
// the shard's under ZeRO-2/3) for the next step.
[[nodiscard]] double optimizerStepTime(const Scenario &s, const StepShape &shape, const StageParameters &params);

} // namespace jct
