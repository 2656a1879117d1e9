#pragma once

// Context-parallel communication of one step (MODEL.md section 4, CP).

#include "core/model/result.h"
#include "steppart.h"
#include "stepshape.h"

namespace jct {

// A ring exchange of the K and V blocks over the cp ranks, c − 1 transfers per layer, run
// behind the attention of the block already held: only what outlasts attention is exposed
// (twice the ring and twice the attention in backward; the forward's again under full
// recompute).
// The exchange is the same on every stage: chosen once (contextParallelCollective: none
// when cp = 1).
[[nodiscard]] CollectiveChoice contextParallelCollective(const Scenario &s, const StepShape &shape);
[[nodiscard]] PartTime contextParallelTime(const StepShape &shape, const StageCompute &compute,
                                           const CollectiveChoice &choice);

} // namespace jct
