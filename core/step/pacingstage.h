#pragma once

// Which stage sets the pipeline's pace (MODEL.md section 7: the pipeline runs at the pace
// of its slowest stage), with the per-micro-batch parallel transfers of that stage.

#include "core/model/result.h"
#include "core/model/scenario.h"
#include "steppart.h"
#include "stepshape.h"

namespace jct {

// The collectives each parallel dimension uses: the same on every stage, only how many
// layers use them differs.
struct StageCollectives
{
    CollectiveChoice tp;
    CollectiveChoice ep;
    CollectiveChoice cp;
};

struct PacedStage
{
    StepShape shape; // with the pacing stage's layers
    StageCompute compute;
    PartTime tp;
    PartTime ep;
    PartTime cp;
};

[[nodiscard]] StageCollectives stageCollectives(const Scenario &s, const StepShape &shape);

// The stage with the most compute paces unless one with more layers (or more MoE layers)
// loses more to the transfers inside its slots.
[[nodiscard]] PacedStage pacedStage(const Scenario &s, const StepShape &shape, const StageCollectives &collectives);

} // namespace jct
