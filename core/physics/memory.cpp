#include "memory.h"

#include "compute.h"
#include "core/model/layout.h"

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
    const double scale = activationElementBytes(tr.precision) / 2.0;

    if (recompute == Recompute::Full) // only the layer input is kept
        return 2.0 * sbh * (tr.sequenceParallel ? 1.0 / t : 1.0) * scale;

    // Korthikanti et al. 2022, section 4.1, generalised to GQA, MLA, SwiGLU, MoE and FP8.
    // Per sbh, 16-bit: layer-norm inputs 4, dropout masks 2, QKV and MLP inputs 4
    // (replicated across TP unless sequence parallel: the "10"), and the TP-split rest:
    // Q, K, V and the attention output (2 + 4·a_kv/a + 2 for MHA/GQA), the MLP activation's
    // input and output. FP8 / FP4 training keeps the QKV, MLP and second MLP GEMM inputs
    // as their narrow casts (Transformer Engine saves the cast for the backward pass).
    const AttentionShape at = attentionShape(m);
    const double narrow = narrowGemms(tr.precision) ? narrowCopyBytes(tr.precision) : 2.0;
    const double replicated = 6.0 + 2.0 * narrow + 2.0 * at.latent / h; // MLA: latents
    // An MLP of width f keeps its first GEMM's output (2 or 4 bytes per f for GeLU / SwiGLU)
    // and the second GEMM's input.
    const double firstOut = m.mlp == MlpKind::SwiGlu ? 4.0 : 2.0;
    const double perFfn = (firstOut + narrow) / h;
    double mlpSplit = 0.0;
    if (moeLayer && m.moe.enabled()) {
        // Routed tokens are padded to the capacity when one is set (dropless: balanced).
        const double routed = m.moe.topK * m.moe.expertLoad();
        mlpSplit = perFfn * (m.moe.expertFfn * routed + static_cast<double>(m.moe.sharedFfn()) * m.moe.sharedExperts)
                   + 2.0 * routed; // the permuted tokens
    } else {
        mlpSplit = perFfn * m.ffn;
    }
    const double split = 2.0 * (at.query + at.key + at.value + at.output) / h + mlpSplit; // dense GPT: 24
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
    const StageLayers layers = stageLayers(m, p);
    const int stageLayerCount = firstStage ? layers.first : lastStage ? layers.last : layers.middle;
    const int start = firstStage ? 0 : lastStage ? m.layers - layers.last : layers.first;
    const int moe = moeLayersIn(m, start, stageLayerCount);
    return stageParameters(s, counts, stageLayerCount, moe, firstStage, lastStage);
}

StageParameters stageParameters(const Scenario &s, const ParameterCounts &counts, double layers, double moeLayers,
                                bool firstStage, bool lastStage)
{
    const Parallelism &p = s.parallelism;
    const double t = p.tp;
    StageParameters sp;
    sp.dense = ((layers - moeLayers) * counts.denseLayer + moeLayers * counts.moeLayerOther) / t;
    double experts = moeLayers * counts.moeLayerExperts;
    // Input embedding on the first stage, output layer on the last (untied, as Megatron
    // keeps a copy on the last stage when pp > 1), and the multi-token-prediction modules.
    if (firstStage)
        sp.dense += counts.embedding / t;
    if (lastStage) {
        sp.dense += counts.embedding / t;
        const bool moeModel = counts.moeLayers > 0;
        sp.dense += counts.mtpLayers * (counts.mtpLayer - (moeModel ? counts.moeLayerExperts : 0.0)) / t;
        experts += moeModel ? counts.mtpLayers * counts.moeLayerExperts : 0.0;
    }
    sp.expert = experts / (static_cast<double>(p.expertTp()) * std::max(1, p.ep));
    return sp;
}

namespace {

// One pipeline stage: where it sits and what it holds.
struct Stage
{
    int index = 0; // 0 = first
    double layers = 0;
    double moeLayers = 0;
    bool first = false;
    bool last = false;
};

// One layer's stored activations, computed once per evaluation for every stage: dense and
// MoE, and (full recompute) the layer being recomputed.
struct LayerActivations
{
    double dense = 0;
    double moe = 0;
    double recomputedDense = 0;
    double recomputedMoe = 0;
};

MemoryBreakdown stageMemory(const Scenario &s, const ParameterCounts &counts, const Stage &stage,
                            const LayerActivations &layer, StageParameters *paramsOut, int dp, int microBatches)
{
    const Training &tr = s.training;
    const Parallelism &p = s.parallelism;
    const Model &m = s.model;
    const StageParameters params = stageParameters(s, counts, stage.layers, stage.moeLayers, stage.first, stage.last);
    if (paramsOut)
        *paramsOut = params;
    // The distributed optimizer shards over dp × cp; expert parameters over the expert
    // data-parallel group tp·dp·cp / (ep·etp).
    const double dpGroup = static_cast<double>(dp) * p.cp;
    const double expertGroup = p.expertDataParallel(dp);

    auto sharded = [&](double bytesPerParam, bool shard) {
        const double dense = params.dense * bytesPerParam;
        const double expert = params.expert * bytesPerParam;
        return shard ? dense / dpGroup + expert / expertGroup : dense + expert;
    };

    const int zero = zeroStageInStep(s);
    MemoryBreakdown mem;
    mem.weights = sharded(weightElementBytes(tr.precision), zero >= 3);
    // Transformer Engine caches each GEMM weight's FP8 / FP4 cast and its transpose for the
    // whole step (the embeddings stay in 16 bits).
    if (narrowGemms(tr.precision)) {
        const double embeddings = ((stage.first ? 1.0 : 0.0) + (stage.last ? 1.0 : 0.0)) * counts.embedding / p.tp;
        mem.weights += 2.0 * narrowCopyBytes(tr.precision) * (params.dense - embeddings + params.expert)
                       / (zero >= 3 ? dpGroup : 1.0);
    }
    mem.gradients = sharded(tr.gradientBytes, zero >= 2);
    mem.optimizer = sharded(optimizerBytesPerParameter(tr), zero >= 1);
    mem.optimizerStepGradients = sharded(optimizerStepGradientBytes(tr), zero >= 1);

    // Activations of one layer of this stage (dense and MoE mixed as the stage holds them).
    const double moeShare = stage.layers > 0 ? stage.moeLayers / stage.layers : 0.0;
    double perLayer = layer.dense;
    if (moeShare > 0.0)
        perLayer = (1.0 - moeShare) * perLayer + moeShare * layer.moe;
    // 1F1B keeps p − i micro-batches in flight on stage i; interleaving adds
    // (1 + (p−1)/(p·v)) on the first (Korthikanti et al. 2022, section 4.2.3).
    double inFlight = std::min(p.pp - stage.index, microBatches);
    if (stage.first && p.vpp > 1 && p.pp > 1)
        inFlight *= 1.0 + static_cast<double>(p.pp - 1) / (static_cast<double>(p.pp) * p.vpp);
    const double stageLayers = stage.layers + (stage.last ? m.mtpLayers : 0);
    mem.activations = perLayer * stageLayers * inFlight;
    // Full recompute needs one layer's full activations while it is recomputed.
    if (tr.recompute == Recompute::Full)
        mem.activations += moeShare > 0.5 ? layer.recomputedMoe : layer.recomputedDense;

    const double tokens = tr.microBatch * static_cast<double>(m.seqLen) / p.cp;
    if (stage.last) // fp32 logits and their gradient for one micro-batch
        mem.buffers += 8.0 * tokens * m.vocab / p.tp;
    if (stage.moeLayers > 0.0) {
        // The dispatch and combine all-to-all's send and receive buffers of one layer.
        mem.buffers += 4.0 * 2.0 * tokens * m.moe.topK * m.moe.expertLoad() * m.hidden / p.tp;
    }
    if (zero >= 3) // the gathered parameters of the layer running and the one prefetched
        mem.buffers +=
            2.0 * weightElementBytes(tr.precision) * (params.dense + params.expert) / std::max(1.0, stage.layers);
    mem.fragmentation = kAllocatorFragmentation * (mem.activations + mem.buffers);
    mem.usable = std::max(0.0, s.gpu.hbmBytes - kReservedHbmBytes);
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
    const Parallelism &p = s.parallelism;
    const StageLayers layers = stageLayers(m, p);
    const bool single = p.pp <= 1;

    LayerActivations layer;
    layer.dense = activationBytesPerLayer(s, false);
    const bool moeModel = counts.moeLayers > 0;
    if (moeModel)
        layer.moe = activationBytesPerLayer(s, true);
    if (s.training.recompute == Recompute::Full) {
        layer.recomputedDense = activationBytesPerLayer(s, false, Recompute::None);
        if (moeModel)
            layer.recomputedMoe = activationBytesPerLayer(s, true, Recompute::None);
    }

    MemoryBreakdown worst;
    StageParameters worstParams;
    double mostParams = -1.0;
    auto consider = [&](const Stage &stage) {
        StageParameters params;
        const MemoryBreakdown mem = stageMemory(s, counts, stage, layer, &params, dp, microBatches);
        if (mem.total() > worst.total() || worst.usable == 0.0)
            worst = mem;
        if (params.dense + params.expert > mostParams) {
            mostParams = params.dense + params.expert;
            worstParams = params;
        }
    };
    consider(
        {0, static_cast<double>(layers.first), static_cast<double>(moeLayersIn(m, 0, layers.first)), true, single});
    if (layers.middleStages > 0) // the second stage: most in flight among the middle ones
        consider({1, static_cast<double>(layers.middle),
                  static_cast<double>(moeLayersIn(m, layers.first, layers.middle)), false, false});
    if (!single)
        consider({p.pp - 1, static_cast<double>(layers.last),
                  static_cast<double>(moeLayersIn(m, m.layers - layers.last, layers.last)), false, true});
    if (largestStage)
        *largestStage = worstParams;
    return worst;
}

} // namespace jct
