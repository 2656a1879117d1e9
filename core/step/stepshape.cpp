#include "stepshape.h"

#include <cmath>

namespace jct {

StepShape stepShape(const Scenario &s)
{
    const Parallelism &par = s.parallelism;
    StepShape sh;
    sh.gpus = s.cluster.gpus;
    sh.tp = par.tp;
    sh.pp = par.pp;
    sh.cp = par.cp;
    sh.vpp = par.vpp;
    sh.dp = sh.gpus / (sh.tp * sh.pp * sh.cp);
    const long long perStep = static_cast<long long>(s.training.microBatch) * sh.dp;
    sh.microBatches = static_cast<int>((s.training.globalBatch + perStep - 1) / perStep);
    const double tokensPerStep = static_cast<double>(s.training.globalBatch) * s.model.seqLen;
    sh.steps = std::ceil(s.training.tokens / tokensPerStep);
    sh.layersPerStage = s.model.layers / sh.pp;
    sh.moeLayersPerStage = static_cast<double>(moeLayerCount(s.model)) / sh.pp;
    sh.denseLayersPerStage = sh.layersPerStage - sh.moeLayersPerStage;
    sh.tokensPerMicroBatch = s.training.microBatch * static_cast<double>(s.model.seqLen) / sh.cp;
    sh.activationBytes = activationElementBytes(s.training.precision);
    sh.strides = rankStrides(par, sh.dp);
    return sh;
}

StageCompute stageCompute(const Scenario &s, const StepShape &shape)
{
    StageCompute c;
    const double dense = shape.denseLayersPerStage;
    const double moe = shape.moeLayersPerStage;
    c.dense = layerForwardWork(s, false);
    if (moe > 0.0)
        c.moe = layerForwardWork(s, true);
    const LayerWork logits = logitsForwardWork(s);
    const double overhead = shape.layersPerStage * s.gpu.kernelOverhead;

    c.forward = dense * c.dense.seconds() + moe * c.moe.seconds() + logits.seconds() + overhead;
    c.backward = 2.0 * (dense * c.dense.seconds() + moe * c.moe.seconds() + logits.gemmSeconds)
                 + logits.backwardElementwiseSeconds + overhead;
    if (s.training.recompute == Recompute::Full)
        c.recompute = dense * c.dense.seconds() + moe * c.moe.seconds() + overhead;
    else if (s.training.recompute == Recompute::Selective)
        c.recompute = dense * (c.dense.attentionSeconds + c.dense.softmaxSeconds)
                      + moe * (c.moe.attentionSeconds + c.moe.softmaxSeconds);
    c.forwardPasses = s.training.recompute == Recompute::Full ? 2.0 : 1.0;
    return c;
}

} // namespace jct
