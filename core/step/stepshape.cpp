#include "stepshape.h"

#include "core/physics/memory.h"

#include <algorithm>
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
    sh.dp = static_cast<int>(sh.gpus / modelParallelDegree(par)); // checkLayout: tp·pp·cp divides N
    sh.microBatches = static_cast<int>(microBatchesPerStep(s, sh.dp));
    const double tokensPerStep = static_cast<double>(s.training.globalBatch) * s.model.seqLen;
    sh.steps = std::ceil(s.training.tokens / tokensPerStep);
    sh.stages = stageLayers(s.model, par);
    sh.layersPerStage = sh.stages.last + s.model.mtpLayers;
    sh.moeLayersPerStage = static_cast<double>(moeLayerCount(s.model)) / sh.pp;
    sh.denseLayersPerStage = sh.layersPerStage - sh.moeLayersPerStage;
    sh.tokensPerMicroBatch = s.training.microBatch * static_cast<double>(s.model.seqLen) / sh.cp;
    sh.activationBytes = activationElementBytes(s.training.precision);
    sh.strides = rankStrides(par, sh.dp);
    return sh;
}

double gradientAccumulationBytes(const Scenario &s)
{
    const Training &tr = s.training;
    if (tr.framework == Framework::MegatronCore) // fused into the weight-gradient GEMM
        return 0.0;
    const bool wide = tr.precision == Precision::Fp32 || tr.precision == Precision::Tf32;
    const double fresh = wide ? 4.0 : 2.0;                 // the weight-gradient GEMM's output
    const double addInto = fresh + 2.0 * tr.gradientBytes; // read it, read and write the sum
    const bool sharded = zeroStageInStep(s) >= 2;
    switch (tr.framework) {
    case Framework::MegatronCore:
        break;
    case Framework::MegatronLm2021:
        return addInto;
    case Framework::DeepSpeed:
        if (sharded)
            return addInto;
        // BF16_Optimizer: zero the 16-bit gradient (2), autograd's add (3 × 2), the fp32 add.
        if (!wide && tr.precision != Precision::Fp16)
            return 2.0 + 3.0 * fresh + (fresh + 2.0 * 4.0);
        return 3.0 * fresh;
    case Framework::Fsdp:
        // The reduce-scattered shard added to the sharded gradient, both of the reduction's
        // width; unsharded (under a pipeline), autograd's add.
        return sharded ? 3.0 * tr.gradientBytes : 3.0 * fresh;
    }
    return 0.0;
}

namespace {

// One micro-batch's forward, backward and recomputation on a stage of `stageLayers`
// layers, `moe` of them MoE, with the output layer when it is the last; filled in place (the
// stage list is on the evaluation's hot path, and its entries are large).
void stagePasses(const Scenario &s, const StageCompute &layers, const LayerWork &logits, int stageLayers, double moe,
                 bool last, PacingStage &stage)
{
    const double dense = stageLayers - moe;
    stage.layers = stageLayers;
    stage.moeLayers = moe;
    stage.denseLayers = dense;
    StageCompute &c = stage.compute;
    c = layers;
    const double overhead = (dense + moe) * s.gpu.kernelOverhead;
    // An MoE layer takes at least the host's launch time once its dispatch has synchronised.
    const double moeLayer = std::max(c.moe.seconds(), s.gpu.moeLayerFloor);
    const double body = dense * c.dense.seconds() + moe * moeLayer;
    const double outputs = last ? (1.0 + s.model.mtpLayers) : 0.0; // MTP runs the output layer again
    c.forward = body + outputs * logits.seconds() + overhead;
    c.backward = 2.0 * (body + outputs * logits.gemmSeconds) + outputs * logits.backwardElementwiseSeconds + overhead;
    if (s.training.recompute == Recompute::Full)
        c.recompute = body + overhead;
    else if (s.training.recompute == Recompute::Selective)
        c.recompute = dense * (c.dense.attentionSeconds + c.dense.softmaxSeconds)
                      + moe * (c.moe.attentionSeconds + c.moe.softmaxSeconds);
    c.forwardPasses = s.training.recompute == Recompute::Full ? 2.0 : 1.0;
}

// One micro-batch's gradient accumulation added to a stage's backward: memory-bound over
// the gradients the GPU accumulates, its shard where ZeRO-2/3 or FSDP shards them (dense
// ones over dp·cp, expert ones over the expert data-parallel group). `layers` and `moe` are
// the stage's own, without the MTP layers that stageParameters() adds to the last stage.
// Kept out of evaluate()'s flattened body: only the stacks other than Megatron-Core call it,
// and inlined it cost the default plan 8 % of its evaluations per second.
[[gnu::noinline]] void addGradientAccumulation(const Scenario &s, const StepShape &shape, const ParameterCounts &counts,
                                               double bytesPerParameter, int layers, int moe, bool first, bool last,
                                               PacingStage &stage)
{
    const StageParameters params = stageParameters(s, counts, layers, moe, first, last);
    double parameters = params.dense + params.expert;
    if (zeroStageInStep(s) >= 2) // each rank accumulates only its shard, as it holds it
        parameters = params.dense / std::max(1.0, static_cast<double>(shape.dp) * shape.cp)
                     + params.expert / s.parallelism.expertDataParallel(shape.dp);
    StageCompute &c = stage.compute;
    c.gradientAccumulation = parameters * bytesPerParameter / (s.gpu.hbmBandwidth * s.gpu.hbmEfficiency);
    c.backward += c.gradientAccumulation;
}

} // namespace

int stageCandidates(const Scenario &s, const StepShape &shape, PacingStage (&out)[3])
{
    StageCompute layers;
    const Model &m = s.model;
    const bool moeModel = moeLayerCount(m) > 0;
    layers.dense = layerForwardWork(s, false);
    if (moeModel)
        layers.moe = layerForwardWork(s, true);
    const LayerWork logits = logitsForwardWork(s);

    // The last stage, with its MTP layers (MoE layers in an MoE model).
    const StageLayers &st = shape.stages;
    const int lastOwnMoe = moeLayersIn(m, m.layers - st.last, st.last);
    stagePasses(s, layers, logits, st.last + m.mtpLayers, lastOwnMoe + (moeModel ? m.mtpLayers : 0), true, out[0]);
    // Gradient accumulation outside the GEMM, for the stacks that do it: over each stage's
    // parameters, counted once here.
    const double accumulationBytes = gradientAccumulationBytes(s);
    const ParameterCounts counts = accumulationBytes > 0.0 ? parameterCounts(m) : ParameterCounts{};
    if (accumulationBytes > 0.0)
        addGradientAccumulation(s, shape, counts, accumulationBytes, st.last, lastOwnMoe, shape.pp <= 1, true, out[0]);
    int count = 1;
    if (shape.pp <= 1)
        return count;
    // The first stage and the middle ones (the last of them holds the most MoE layers).
    const int middleStart = m.layers - st.last - st.middle;
    const struct
    {
        int layers;
        int moe;
        bool first;
    } others[] = {{st.first, moeLayersIn(m, 0, st.first), true},
                  {st.middle, moeLayersIn(m, middleStart, st.middle), false}};
    for (const auto &other : others) {
        if (other.layers <= 0)
            continue;
        stagePasses(s, layers, logits, other.layers, other.moe, false, out[count]);
        if (accumulationBytes > 0.0)
            addGradientAccumulation(s, shape, counts, accumulationBytes, other.layers, other.moe, other.first, false,
                                    out[count]);
        ++count;
    }
    return count;
}

void usePacingStage(StepShape &shape, const PacingStage &stage)
{
    shape.layersPerStage = stage.layers;
    shape.moeLayersPerStage = stage.moeLayers;
    shape.denseLayersPerStage = stage.denseLayers;
}

} // namespace jct
