#pragma once

// Pipeline parallelism in one step: the bubble and the point-to-point transfers
// (MODEL.md sections 4, PP, and 7).

#include "core/model/result.h"
#include "steppart.h"
#include "stepshape.h"

#include <initializer_list>

namespace jct {

// The fill and drain of the pipeline: (p − 1)/v slots of one micro-batch's forward and
// backward (compute, recompute and the exposed communication inside the slot), every step:
// a bubble fraction of (p − 1)/(v·m) of the step's work. It recurs every step; only a run's
// first fill is one-off.
[[nodiscard]] double pipelineBubble(const StepShape &shape, const StageCompute &compute,
                                    std::initializer_list<const PartTime *> insideSlots);

// Activations forward and gradients backward across each stage boundary, b·s·h/t elements
// (sequence parallelism or Megatron's scatter/gather), v times per micro-batch with
// interleaving, plus the fill and drain: 2·(v·m + p − 1) transfers, exposed.
[[nodiscard]] PartTime pipelineParallelTime(const Scenario &s, const StepShape &shape, CollectiveChoice &choice);

} // namespace jct
