#include "memory.h"

#include "compute.h"

#include <algorithm>

namespace jct {

double activationBytesPerLayer(const Scenario &s, bool moeLayer)
{
    return activationBytesPerLayer(s, moeLayer, s.training.recompute);
}

double activationBytesPerLayer(const Scenario &s, bool moeLayer, Recompute recompute)
{
    const Model &m = s.model;
    const Training &tr = s.training;
    const double t = s.parallelism.tp;
    const double h = m.hidden;
    const double sbh = tr.microBatch * (static_cast<double>(m.seqLen) / s.parallelism.cp) * h;
    const double kvRatio = static_cast<double>(m.kvHeads) / std::max(1, m.heads);
    const double scale = activationElementBytes(tr.precision) / 2.0;

    if (recompute == Recompute::Full) // only the layer input is kept
        return 2.0 * sbh * (tr.sequenceParallel ? 1.0 / t : 1.0) * scale;

    // Korthikanti et al. 2022, section 4.1, generalised to GQA, SwiGLU and MoE. Per sbh,
    // 16-bit: layer-norm inputs 4, dropout masks 2, QKV and MLP inputs 4 (replicated
    // across TP unless sequence parallel: the "10"), and the TP-split rest: Q 2, K and V
    // 4·a_kv/a, attention-output projection input 2, MLP activation input and output.
    const double replicated = 10.0;
    double mlpSplit = 0.0;
    if (moeLayer && m.moe.enabled()) {
        const double ratio = static_cast<double>(m.moe.expertFfn) / h;
        const double perExpert = (m.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * ratio;
        mlpSplit = perExpert * (m.moe.topK + m.moe.sharedExperts) + 2.0 * m.moe.topK;
    } else {
        mlpSplit = (m.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * m.ffn / h;
    }
    const double split = 2.0 + 4.0 * kvRatio + 2.0 + mlpSplit; // dense GPT: 4 + 4 + 16 = 24
    double perSbh = tr.sequenceParallel ? (replicated + split) / t : replicated + split / t;
    double bytes = perSbh * sbh;
    // Attention scores: softmax output, dropout mask and output, 5·a·s/h per sbh; flash
    // attention keeps none of them; selective recompute drops them and recomputes.
    if (!tr.flashAttention && recompute == Recompute::None)
        bytes += 5.0 * m.heads * static_cast<double>(m.seqLen) / h / t * sbh;
    return bytes * scale;
}

StageParameters stageParameters(const Scenario &s, bool firstStage, bool lastStage)
{
    return stageParameters(s, parameterCounts(s.model), firstStage, lastStage);
}

StageParameters stageParameters(const Scenario &s, const ParameterCounts &counts, bool firstStage, bool lastStage)
{
    const Model &m = s.model;
    const Parallelism &p = s.parallelism;
    const double t = p.tp;
    const int layersPerStage = m.layers / std::max(1, p.pp);
    // MoE layers are spread evenly over stages.
    const double moePerStage = static_cast<double>(counts.moeLayers) / std::max(1, p.pp);
    const double densePerStage = layersPerStage - moePerStage;

    StageParameters sp;
    sp.dense = (densePerStage * counts.denseLayer + moePerStage * counts.moeLayerOther) / t;
    sp.expert = moePerStage * counts.moeLayerExperts / (t * std::max(1, p.ep));
    // Input embedding on the first stage, output layer on the last (untied, as Megatron
    // keeps a copy on the last stage when pp > 1).
    if (firstStage)
        sp.dense += counts.embedding / t;
    if (lastStage)
        sp.dense += counts.embedding / t;
    return sp;
}

namespace {

MemoryBreakdown stageMemory(const Scenario &s, const StageParameters &params, double activationsPerLayer,
                            double recomputeWorkingSet, int dp, int microBatches, bool first, bool last)
{
    const Training &tr = s.training;
    const Parallelism &p = s.parallelism;
    const double dpGroup = static_cast<double>(dp) * p.cp; // Megatron shards over dp × cp
    const double expertGroup = std::max(1.0, dpGroup / std::max(1, p.ep));

    auto sharded = [&](double bytesPerParam, bool shard) {
        return params.dense * bytesPerParam / (shard ? dpGroup : 1.0)
               + params.expert * bytesPerParam / (shard ? expertGroup : 1.0);
    };

    MemoryBreakdown mem;
    mem.weights = sharded(weightElementBytes(tr.precision), tr.zeroStage >= 3);
    mem.gradients = sharded(tr.gradientBytes, tr.zeroStage >= 2);
    mem.optimizer = sharded(12.0, tr.zeroStage >= 1); // fp32 master, momentum, variance

    const Model &m = s.model;
    const int layersPerStage = m.layers / std::max(1, p.pp);
    // 1F1B keeps up to p micro-batches in flight on the first stage: L layers' worth.
    // Interleaving adds (1 + (p−1)/(p·v)). Later stages hold fewer.
    double inFlight = first ? std::min(p.pp, microBatches) : 1.0;
    if (first && p.vpp > 1 && p.pp > 1)
        inFlight *= 1.0 + static_cast<double>(p.pp - 1) / (static_cast<double>(p.pp) * p.vpp);
    mem.activations = activationsPerLayer * layersPerStage * inFlight + recomputeWorkingSet;
    if (last) {
        // fp32 logits and their gradient for one micro-batch.
        const double tokens = tr.microBatch * static_cast<double>(m.seqLen) / p.cp;
        mem.buffers += 8.0 * tokens * m.vocab / p.tp;
    }
    mem.usable = s.gpu.hbmBytes * kUsableHbmFraction;
    return mem;
}

} // namespace

MemoryBreakdown memoryPerGpu(const Scenario &s, int dp, int microBatches, StageParameters *largestStage)
{
    return memoryPerGpu(s, parameterCounts(s.model), dp, microBatches, largestStage);
}

MemoryBreakdown memoryPerGpu(const Scenario &s, const ParameterCounts &counts, int dp, int microBatches,
                             StageParameters *largestStage)
{
    const Model &m = s.model;
    const double moeFraction = m.layers > 0 ? static_cast<double>(counts.moeLayers) / m.layers : 0.0;
    double perLayer = activationBytesPerLayer(s, false);
    if (moeFraction > 0.0)
        perLayer = (1.0 - moeFraction) * perLayer + moeFraction * activationBytesPerLayer(s, true);
    // Full recompute needs one layer's full activations while it is recomputed.
    const double workingSet =
        s.training.recompute == Recompute::Full ? activationBytesPerLayer(s, moeFraction > 0.5, Recompute::None) : 0.0;

    const bool single = s.parallelism.pp <= 1;
    const StageParameters firstParams = stageParameters(s, counts, true, single);
    const MemoryBreakdown first = stageMemory(s, firstParams, perLayer, workingSet, dp, microBatches, true, single);
    if (single) {
        if (largestStage)
            *largestStage = firstParams;
        return first;
    }
    const StageParameters lastParams = stageParameters(s, counts, false, true);
    if (largestStage)
        *largestStage =
            firstParams.dense + firstParams.expert >= lastParams.dense + lastParams.expert ? firstParams : lastParams;
    const MemoryBreakdown last = stageMemory(s, lastParams, perLayer, workingSet, dp, microBatches, false, true);
    return first.total() >= last.total() ? first : last;
}

} // namespace jct
