#include "compute.h"

#include <algorithm>

namespace jct {

namespace {

double kvHidden(const Model &m)
{
    return static_cast<double>(m.hidden) * m.kvHeads / std::max(1, m.heads);
}

double mlpMatrices(MlpKind k)
{
    return k == MlpKind::SwiGlu ? 3.0 : 2.0;
}

} // namespace

LayerFlopsPerToken denseLayerFlopsPerToken(const Model &m, const Training &t)
{
    const double h = m.hidden;
    LayerFlopsPerToken f;
    f.projections = 2.0 * h * (2.0 * h + 2.0 * kvHidden(m));
    f.attention = 4.0 * m.seqLen * h * (t.causalHalving ? 0.5 : 1.0);
    f.mlp = 2.0 * mlpMatrices(m.mlp) * h * m.ffn;
    return f;
}

LayerFlopsPerToken moeLayerFlopsPerToken(const Model &m, const Training &t)
{
    LayerFlopsPerToken f = denseLayerFlopsPerToken(m, t);
    const double h = m.hidden;
    const double expert = 2.0 * mlpMatrices(m.mlp) * h * m.moe.expertFfn;
    f.mlp = (m.moe.topK + m.moe.sharedExperts) * expert + 2.0 * h * m.moe.experts;
    return f;
}

double logitsFlopsPerToken(const Model &m)
{
    return 2.0 * static_cast<double>(m.hidden) * m.vocab;
}

StepFlops stepFlops(const Model &m, const Training &t)
{
    const double tokens = t.globalBatch * static_cast<double>(m.seqLen);
    const int moeLayers = moeLayerCount(m);
    const LayerFlopsPerToken dense = denseLayerFlopsPerToken(m, t);
    const double moe = moeLayers > 0 ? moeLayerFlopsPerToken(m, t).total() : 0.0;
    const double layers = (m.layers - moeLayers) * dense.total() + moeLayers * moe;
    StepFlops f;
    f.model = 3.0 * (layers + logitsFlopsPerToken(m)) * tokens;
    double extra = 0.0;
    if (t.recompute == Recompute::Full)
        extra = layers;
    else if (t.recompute == Recompute::Selective)
        extra = m.layers * dense.attention;
    f.hardware = f.model + extra * tokens;
    return f;
}

ParameterCounts parameterCounts(const Model &m)
{
    ParameterCounts c;
    c.denseLayer = denseLayerParameters(m);
    c.moeLayers = moeLayerCount(m);
    if (c.moeLayers > 0) {
        c.moeLayerExperts = moeLayerExpertParameters(m);
        c.moeLayerOther = moeLayerOtherParameters(m);
    }
    c.embedding = embeddingParameters(m);
    return c;
}

double modelFlopsPerStep(const Model &m, const Training &t)
{
    return stepFlops(m, t).model;
}

double hardwareFlopsPerStep(const Model &m, const Training &t)
{
    return stepFlops(m, t).hardware;
}

double denseLayerParameters(const Model &m)
{
    const double h = m.hidden;
    return 2.0 * h * h + 2.0 * h * kvHidden(m) + mlpMatrices(m.mlp) * h * m.ffn + 4.0 * h;
}

double moeLayerExpertParameters(const Model &m)
{
    return static_cast<double>(m.moe.experts) * mlpMatrices(m.mlp) * m.hidden * m.moe.expertFfn;
}

double moeLayerOtherParameters(const Model &m)
{
    const double h = m.hidden;
    return 2.0 * h * h + 2.0 * h * kvHidden(m) + 4.0 * h
           + m.moe.sharedExperts * mlpMatrices(m.mlp) * h * m.moe.expertFfn + h * m.moe.experts;
}

double embeddingParameters(const Model &m)
{
    return static_cast<double>(m.vocab) * m.hidden;
}

double totalParameters(const Model &m)
{
    return parameterCounts(m).total(m.layers);
}

LayerWork layerForwardWork(const Scenario &s, bool moeLayer)
{
    const Model &m = s.model;
    const Training &tr = s.training;
    const Gpu &gpu = s.gpu;
    const double t = s.parallelism.tp;
    const double c = s.parallelism.cp;
    const double h = m.hidden;
    const double hkv = kvHidden(m);
    const double tokens = tr.microBatch * static_cast<double>(m.seqLen) / c; // per GPU
    const double peak = gpu.peakFlops;

    LayerWork w;
    auto gemm = [&](double flops, double minDim) {
        w.gemmFlops += flops;
        const double sec = flops / (peak * gemmEfficiency(gpu, minDim));
        w.gemmSeconds += sec;
        return sec;
    };

    // Attention projections: fused QKV and the output projection.
    gemm(2.0 * tokens * h * (h + 2.0 * hkv) / t, std::min({tokens, h, (h + 2.0 * hkv) / t}));
    gemm(2.0 * tokens * h * h / t, std::min({tokens, h / t, h}));
    // Attention scores and values: batched GEMMs whose inner dimension is the head size,
    // too thin to be compute-bound everywhere, so they take the roofline of their FLOPs at
    // large-GEMM efficiency and their memory traffic: Q, K, V and the output, plus, without
    // flash attention, writing the a·s² scores and reading the probabilities back.
    const double attnFlops = 4.0 * tokens * m.seqLen * h / t * (tr.causalHalving ? 0.5 : 1.0);
    const double elementBytes = activationElementBytes(tr.precision);
    double attnBytes = elementBytes * tokens * (2.0 * h + 2.0 * hkv) / t;
    if (!tr.flashAttention)
        attnBytes += 2.0 * elementBytes * (m.heads / t) * tokens * m.seqLen;
    w.attentionFlops = attnFlops;
    w.attentionSeconds =
        std::max(attnFlops / (peak * gpu.gemmEfficiency), attnBytes / (gpu.hbmBandwidth * gpu.hbmEfficiency));
    w.gemmFlops += attnFlops;
    w.gemmSeconds += w.attentionSeconds;

    // MLP.
    const double mats = mlpMatrices(m.mlp);
    double activationPerToken = 0.0; // bytes read + written by the activation function, per h
    if (moeLayer && m.moe.enabled()) {
        const double fe = m.moe.expertFfn;
        const double e = s.parallelism.ep;
        const double tokensPerExpert = e * tokens * m.moe.topK / std::max(1, m.moe.experts);
        gemm(2.0 * mats * tokens * h * fe * m.moe.topK / t, std::min({tokensPerExpert, fe / t, h}));
        if (m.moe.sharedExperts > 0)
            gemm(2.0 * mats * tokens * h * fe * m.moe.sharedExperts / t, std::min({tokens, fe / t, h}));
        gemm(2.0 * tokens * h * m.moe.experts, std::min({tokens, h, static_cast<double>(m.moe.experts)}));
        activationPerToken = (m.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * fe / h * (m.moe.topK + m.moe.sharedExperts) / t
                             + 8.0 * m.moe.topK; // permute and unpermute the routed tokens
    } else {
        const double f = m.ffn;
        gemm(2.0 * mats * tokens * h * f / t, std::min({tokens, f / t, h}));
        activationPerToken = (m.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * f / h / t;
    }

    // Memory-bound kernels, bytes for 16-bit activations (Korthikanti et al. 2022 op list):
    // two layer norms read and write h each (8), two dropout + residual adds read 2h,
    // write h and a 1-byte mask (14); these are replicated on every TP rank unless
    // sequence parallelism splits them. The activation function is split by TP.
    const double scale = activationElementBytes(tr.precision) / 2.0;
    const double replicated = tr.sequenceParallel ? 1.0 / t : 1.0;
    w.elementwiseBytes = tokens * h * (22.0 * replicated + activationPerToken) * scale;
    if (!tr.flashAttention) {
        // Softmax reads and writes the a·s² scores, dropout reads, writes and masks them.
        w.softmaxBytes = 9.0 * (m.heads / t) * tokens * m.seqLen * scale;
    }
    const double hbm = gpu.hbmBandwidth * gpu.hbmEfficiency;
    w.softmaxSeconds = w.softmaxBytes / hbm;
    w.elementwiseSeconds = (w.elementwiseBytes + w.softmaxBytes) / hbm;
    return w;
}

LayerWork logitsForwardWork(const Scenario &s)
{
    const Model &m = s.model;
    const double t = s.parallelism.tp;
    const double tokens = s.training.microBatch * static_cast<double>(m.seqLen) / s.parallelism.cp;
    const double h = m.hidden;
    const double v = m.vocab;
    LayerWork w;
    w.gemmFlops = 2.0 * tokens * h * v / t;
    w.gemmSeconds = w.gemmFlops / (s.gpu.peakFlops * gemmEfficiency(s.gpu, std::min({tokens, v / t, h})));
    // Vocab-parallel cross-entropy in fp32 (Megatron's VocabParallelCrossEntropy): cast
    // the 16-bit logits up (2 + 4 bytes), max (4), subtract (8), exp (8), sum (4),
    // normalise (8): 38 bytes per logit forward; backward writes softmax − one-hot, scales
    // it and casts it down: 14 bytes.
    const double logitsElements = tokens * v / t;
    const double hbm = s.gpu.hbmBandwidth * s.gpu.hbmEfficiency;
    w.elementwiseBytes = 38.0 * logitsElements;
    w.elementwiseSeconds = w.elementwiseBytes / hbm;
    w.backwardElementwiseSeconds = 14.0 * logitsElements / hbm;
    return w;
}

} // namespace jct
