#include "expertparallel.h"

namespace jct {

PartTime expertParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                            CollectiveChoice &choice)
{
    PartTime t;
    const int ep = s.parallelism.ep;
    if (shape.moeLayersPerStage <= 0.0 || ep <= 1)
        return t;
    const double h = s.model.hidden;
    const GroupPlacement group = placeGroup(s, ep, shape.strides.dp);
    choice = allToAll(s, group, shape.tokensPerMicroBatch * h * shape.activationBytes * s.model.moe.topK);
    t.forward = shape.moeLayersPerStage * 2.0 * choice.seconds;
    t.backward = shape.moeLayersPerStage * 2.0 * choice.seconds * compute.forwardPasses;
    t.exposed = shape.microBatches * (t.forward + t.backward);
    t.transfer = t.exposed;
    return t;
}

} // namespace jct
