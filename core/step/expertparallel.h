#pragma once

// Expert-parallel communication of one step (MODEL.md section 4, EP).

#include "core/model/result.h"
#include "steppart.h"
#include "stepshape.h"

namespace jct {

// Per MoE layer and micro-batch, two all-to-alls forward (dispatch, combine) and two
// backward of b·s·h·k elements, over the ep ranks of the data-parallel group; full
// recompute repeats the forward ones. Exposed: they sit between the router and the experts.
// The dispatch is the same on every stage that holds MoE layers: chosen once
// (expertParallelCollective: none when ep = 1 or the model has no MoE layer).
[[nodiscard]] CollectiveChoice expertParallelCollective(const Scenario &s, const StepShape &shape);
[[nodiscard]] PartTime expertParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                                          const CollectiveChoice &choice);

} // namespace jct
