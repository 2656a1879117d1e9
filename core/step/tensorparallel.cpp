#include "tensorparallel.h"

#include <algorithm>

namespace jct {

CollectiveChoice tensorParallelCollective(const Scenario &s, const StepShape &shape)
{
    const double h = s.model.hidden;
    const GroupPlacement group = placeGroup(s, shape.tp, shape.strides.tp);
    return allReduce(s, group, shape.tokensPerMicroBatch * h * shape.activationBytes);
}

PartTime tensorParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                            const CollectiveChoice &choice)
{
    const double perLayerPass = 2.0 * choice.seconds;
    // The sharded QKV and MLP inputs the weight gradients need are gathered again (half an
    // all-reduce each) under sequence parallelism.
    const double regather = s.training.sequenceParallel && shape.tp > 1 ? 1.0 : 0.0;
    PartTime t;
    t.forward = shape.layersPerStage * perLayerPass;
    t.backward = shape.layersPerStage * (perLayerPass * compute.forwardPasses + regather * choice.seconds);
    t.transfer = shape.microBatches * (t.forward + t.backward);
    // Transformer Engine's userbuffers split each GEMM and pipeline its all-gather /
    // reduce-scatter under the chunks (tp_comm_overlap): what exceeds the layer's GEMMs shows.
    t.exposed = t.transfer;
    if (s.training.tpCommOverlap && shape.tp > 1) {
        const double gemms =
            shape.denseLayersPerStage * compute.dense.gemmSeconds + shape.moeLayersPerStage * compute.moe.gemmSeconds;
        t.exposed = shape.microBatches * std::max(0.0, t.forward + t.backward - 3.0 * gemms);
    }
    t.hidden = t.transfer - t.exposed;
    return t;
}

} // namespace jct
