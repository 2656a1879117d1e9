#include "pipelineparallel.h"

namespace jct {

double pipelineBubble(const StepShape &shape, const StageCompute &compute,
                      std::initializer_list<const PartTime *> insideSlots)
{
    double slotForward = compute.forward;
    double slotBackward = compute.backward + compute.recompute;
    for (const PartTime *part : insideSlots) {
        slotForward += part->forward;
        slotBackward += part->backward;
    }
    return static_cast<double>(shape.pp - 1) / shape.vpp * (slotForward + slotBackward);
}

PartTime pipelineParallelTime(const Scenario &s, const StepShape &shape, CollectiveChoice &choice)
{
    PartTime t;
    if (shape.pp <= 1)
        return t;
    const double h = s.model.hidden;
    const GroupPlacement neighbours = placeGroup(s, 2, shape.strides.pp);
    choice = pointToPoint(s, neighbours, shape.tokensPerMicroBatch * h * shape.activationBytes / shape.tp);
    choice.ranks = shape.pp;
    t.exposed = 2.0 * (static_cast<double>(shape.vpp) * shape.microBatches + shape.pp - 1) * choice.seconds;
    t.transfer = t.exposed;
    return t;
}

} // namespace jct
