#pragma once

// Data-parallel communication of one step (MODEL.md section 4, DP, and section 7, overlap).

#include "core/model/result.h"
#include "core/physics/memory.h"
#include "steppart.h"
#include "stepshape.h"

namespace jct {

// The size of the expert-data-parallel group: the replicas of one expert shard, dp·cp/ep.
[[nodiscard]] int expertDataParallelDegree(const Scenario &s, const StepShape &shape);

// Once per step over the dp·cp group (and, for the experts, over their expert-data-parallel
// group). Without ZeRO an all-reduce of the gradients; with a sharded optimizer (ZeRO ≥ 1,
// Megatron's distributed optimizer) a reduce-scatter of the gradients and an all-gather of
// the updated 16-bit weights: the cost of one all-reduce. With overlap the gradients hide
// behind the last micro-batch's backward and the weights behind the next step's first
// forward; only what outlasts them is exposed. ZeRO-3 gathers the weights before every
// forward and backward of every micro-batch instead, one collective per layer (per module
// under DeepSpeed), prefetched behind the previous layer's compute: its weights stay
// sharded, so no gather of the updated ones follows the optimizer. `choice` receives the
// dense group's collective (with ZeRO both halves' time for the whole buffer, and the
// number of calls a ZeRO-3 gather of it takes).
[[nodiscard]] PartTime dataParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                                        const StageParameters &params, CollectiveChoice &choice);

} // namespace jct
