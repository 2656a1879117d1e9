#include "tensorparallel.h"

#include <algorithm>

namespace jct {

namespace {

// Of one layer's backward transfers (in units of one all-reduce, `allReduceSeconds`), what
// Megatron-Core leaves exposed without userbuffers. Its column-parallel linears (Transformer
// Engine's and Megatron's own) launch their transfers asynchronously: under sequence
// parallelism the re-gather of the input runs under the data-gradient GEMM and the
// reduce-scatter of the data gradient under the weight-gradient GEMM; without it, the
// all-reduce of the data gradient under the weight-gradient GEMM. The gathers of the output
// gradient in front of the row-parallel linears are synchronous. What a GEMM hides still
// costs kHiddenTransferInterference (steppart.h) of its length: NCCL's channels hold SMs
// the GEMM runs without meanwhile.
double exposedBackwardTransfers(bool sequenceParallel, double allReduceSeconds, const LayerWork &layer)
{
    // Each transfer under one GEMM: two half all-reduces (gather, reduce-scatter) under SP,
    // one all-reduce without.
    const double transfer = sequenceParallel ? 0.5 * allReduceSeconds : allReduceSeconds;
    const double transfersPerLinear = sequenceParallel ? 2.0 : 1.0;
    const double synchronous = sequenceParallel ? 0.5 * allReduceSeconds : 0.0;
    double exposed = 0.0;
    for (const double gemm : {layer.inputProjectionSeconds, layer.mlpInputSeconds}) {
        const double hidden = std::min(transfer, gemm);
        exposed += synchronous + transfersPerLinear * (transfer - hidden + kHiddenTransferInterference * hidden);
    }
    return exposed;
}

} // namespace

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
    t.exposed = t.transfer; // the other stacks wait for every transfer
    if (shape.tp > 1 && s.training.tpCommOverlap) {
        // Transformer Engine's userbuffers split each GEMM and pipeline its all-gather /
        // reduce-scatter under the chunks: what exceeds the layer's GEMMs shows.
        const double gemms =
            shape.denseLayersPerStage * compute.dense.gemmSeconds + shape.moeLayersPerStage * compute.moe.gemmSeconds;
        const double perMicroBatch = t.forward + t.backward;
        const double exposed = std::max(0.0, perMicroBatch - 3.0 * gemms);
        // The slots carry what shows, in the passes' proportions.
        const double shown = perMicroBatch > 0.0 ? exposed / perMicroBatch : 0.0;
        t.forward *= shown;
        t.backward *= shown;
        t.exposed = shape.microBatches * exposed;
    } else if (shape.tp > 1 && s.training.framework == Framework::MegatronCore) {
        // Without userbuffers the forward's transfers (and a full recompute's) wait; the
        // backward's run under their linears' GEMMs as exposedBackwardTransfers says.
        const bool sp = s.training.sequenceParallel;
        const double recomputedForward = shape.layersPerStage * perLayerPass * (compute.forwardPasses - 1.0);
        t.backward = recomputedForward
                     + shape.denseLayersPerStage * exposedBackwardTransfers(sp, choice.seconds, compute.dense)
                     + shape.moeLayersPerStage * exposedBackwardTransfers(sp, choice.seconds, compute.moe);
        t.exposed = shape.microBatches * (t.forward + t.backward);
    }
    t.hidden = t.transfer - t.exposed;
    return t;
}

} // namespace jct
