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
[[nodiscard]] PartTime contextParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                                           CollectiveChoice &choice);

} // namespace jct
