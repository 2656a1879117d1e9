#include "tensorparallel.h"

namespace jct {

PartTime tensorParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                            CollectiveChoice &choice)
{
    const double h = s.model.hidden;
    const GroupPlacement group = placeGroup(s, shape.tp, shape.strides.tp);
    choice = allReduce(s, group, shape.tokensPerMicroBatch * h * shape.activationBytes);
    const double perLayerPass = 2.0 * choice.seconds;
    // The sharded QKV and MLP inputs the weight gradients need are gathered again (half an
    // all-reduce each) under sequence parallelism.
    const double regather = s.training.sequenceParallel && shape.tp > 1 ? 1.0 : 0.0;
    PartTime t;
    t.forward = shape.layersPerStage * perLayerPass;
    t.backward = shape.layersPerStage * (perLayerPass * compute.forwardPasses + regather * choice.seconds);
    t.exposed = shape.microBatches * (t.forward + t.backward);
    t.transfer = t.exposed;
    return t;
}

} // namespace jct
