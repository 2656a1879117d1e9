#pragma once

// Tensor-parallel communication of one step (MODEL.md section 4, TP).

#include "core/model/result.h"
#include "steppart.h"
#include "stepshape.h"

namespace jct {

// Two all-reduces of b·s·h elements per layer and micro-batch forward and two backward (with
// sequence parallelism all-gather / reduce-scatter pairs, the same bandwidth cost); full
// recompute repeats the forward ones, and sequence parallelism adds two all-gathers in the
// backward (Korthikanti et al. 2022, 4.2.2). The forward's and a full recompute's are exposed.
// In the backward, Megatron-Core's column-parallel linears run theirs under their own data-
// and weight-gradient GEMMs (exposedBackwardTransfers in the .cpp; the other stacks wait for
// every one); with tp_comm_overlap, Transformer Engine's userbuffers pipeline all of them
// under the layer's GEMMs.
// The collective is the same on every stage (b·s·h elements over the same group), so it is
// chosen once (tensorParallelCollective) and each candidate pacing stage is timed with it.
[[nodiscard]] CollectiveChoice tensorParallelCollective(const Scenario &s, const StepShape &shape);
[[nodiscard]] PartTime tensorParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                                          const CollectiveChoice &choice);

} // namespace jct
