#include "compute.h"

#include <algorithm>

namespace jct {

namespace {

double mlpMatrices(MlpKind k)
{
    return k == MlpKind::SwiGlu ? 3.0 : 2.0;
}

// Layer-norm weights and biases of one layer (two norms; MLA adds the latents' norms).
double normParameters(const Model &m)
{
    const double latentNorms = m.attention == Attention::Mla ? m.mla.qLoraRank + m.mla.kvLoraRank : 0.0;
    return 4.0 * m.hidden + latentNorms;
}

} // namespace

AttentionShape attentionShape(const Model &m)
{
    const double h = m.hidden;
    const double a = m.heads;
    AttentionShape at;
    if (m.attention == Attention::Mla) {
        // DeepSeek-V2 eqs. 1-11: queries through a rank-d_c' latent (or straight from h),
        // keys and values up-projected per head from a rank-d_c latent, plus one shared
        // RoPE key of d_r.
        const Mla &l = m.mla;
        const double qk = static_cast<double>(l.qkNopeHeadDim) + l.qkRopeHeadDim;
        at.query = a * qk;
        at.key = a * qk;
        at.value = a * l.vHeadDim;
        at.output = a * l.vHeadDim;
        at.latent = static_cast<double>(l.qLoraRank) + l.kvLoraRank + l.qkRopeHeadDim;
        const double queryParams = l.qLoraRank > 0 ? h * l.qLoraRank + l.qLoraRank * at.query : h * at.query;
        const double kvParams = h * (static_cast<double>(l.kvLoraRank) + l.qkRopeHeadDim)
                                + static_cast<double>(l.kvLoraRank) * a * (l.qkNopeHeadDim + l.vHeadDim);
        at.projectionParameters = queryParams + kvParams + at.output * h;
        at.inputProjectionWidth = (l.qLoraRank > 0 ? l.qLoraRank : at.query) + l.kvLoraRank + l.qkRopeHeadDim;
        return at;
    }
    const double d = m.headSize();
    at.query = a * d;
    at.key = m.kvHeads * d;
    at.value = m.kvHeads * d;
    at.output = a * d;
    at.projectionParameters = h * (at.query + at.key + at.value) + at.output * h;
    at.inputProjectionWidth = at.query + at.key + at.value;
    return at;
}

LayerFlopsPerToken denseLayerFlopsPerToken(const Model &m, const Training &t)
{
    const double h = m.hidden;
    const AttentionShape at = attentionShape(m);
    LayerFlopsPerToken f;
    f.projections = 2.0 * at.projectionParameters;
    f.attention = 2.0 * m.seqLen * (at.query + at.output) * (t.causalHalving ? 0.5 : 1.0);
    f.mlp = 2.0 * mlpMatrices(m.mlp) * h * m.ffn;
    return f;
}

LayerFlopsPerToken moeLayerFlopsPerToken(const Model &m, const Training &t)
{
    LayerFlopsPerToken f = denseLayerFlopsPerToken(m, t);
    const double h = m.hidden;
    const double perFfn = 2.0 * mlpMatrices(m.mlp) * h;
    f.mlp = perFfn
                * (static_cast<double>(m.moe.topK) * m.moe.expertFfn
                   + static_cast<double>(m.moe.sharedExperts) * m.moe.sharedFfn())
            + 2.0 * h * m.moe.experts;
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
    // A multi-token-prediction module runs one more layer (MoE in an MoE model), its 2h→h
    // projection and the output layer again.
    const double mtpLayer = (moeLayers > 0 ? moe : dense.total()) + 4.0 * m.hidden * m.hidden;
    const double mtp = m.mtpLayers * (mtpLayer + logitsFlopsPerToken(m));
    StepFlops f;
    f.model = 3.0 * (layers + logitsFlopsPerToken(m) + mtp) * tokens;
    double extra = 0.0;
    if (t.recompute == Recompute::Full)
        extra = layers + m.mtpLayers * mtpLayer;
    else if (t.recompute == Recompute::Selective)
        extra = (m.layers + m.mtpLayers) * dense.attention;
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
    c.mtpLayers = m.mtpLayers;
    if (m.mtpLayers > 0) {
        const double layer = c.moeLayers > 0 ? c.moeLayerExperts + c.moeLayerOther : c.denseLayer;
        c.mtpLayer = layer + 2.0 * m.hidden * static_cast<double>(m.hidden) + 4.0 * m.hidden;
    }
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
    return attentionShape(m).projectionParameters + mlpMatrices(m.mlp) * h * m.ffn + normParameters(m);
}

double moeLayerExpertParameters(const Model &m)
{
    return static_cast<double>(m.moe.experts) * mlpMatrices(m.mlp) * m.hidden * m.moe.expertFfn;
}

double moeLayerOtherParameters(const Model &m)
{
    const double h = m.hidden;
    return attentionShape(m).projectionParameters + normParameters(m)
           + m.moe.sharedExperts * mlpMatrices(m.mlp) * h * m.moe.sharedFfn() + h * m.moe.experts;
}

double embeddingParameters(const Model &m)
{
    return static_cast<double>(m.vocab) * m.hidden;
}

double totalParameters(const Model &m)
{
    return parameterCounts(m).total(m.layers);
}

namespace {

// One GEMM of the layer at the efficiency its narrowest dimension allows; returns its time.
double addGemm(LayerWork &w, const Gpu &gpu, double flops, double minDim)
{
    w.gemmFlops += flops;
    const double sec = flops / (gpu.peakFlops * gemmEfficiency(gpu, minDim));
    w.gemmSeconds += sec;
    return sec;
}

// The MLP's GEMMs (dense, or the routed and shared experts and the router); returns the
// bytes the activation function reads and writes per element of h, and adds the GEMM
// inputs per token to `gemmInputs`.
double mlpForwardWork(const Scenario &s, bool moeLayer, double tokens, LayerWork &w, double &gemmInputs)
{
    const Model &m = s.model;
    const double t = s.parallelism.tp;
    const double h = m.hidden;
    auto gemm = [&](double flops, double minDim) { return addGemm(w, s.gpu, flops, minDim); };
    const double mats = mlpMatrices(m.mlp);
    const double actBytes = m.mlp == MlpKind::SwiGlu ? 6.0 : 4.0; // activation function, per element of f
    double activationPerToken = 0.0; // bytes read + written by the activation function, per h
    if (moeLayer && m.moe.enabled()) {
        // Experts split by expert tensor parallelism; each GPU holds E/ep of them and runs the
        // tokens its ep·etp group routes there, so its share of the work is 1/t whatever etp.
        const double fe = m.moe.expertFfn;
        const double etp = s.parallelism.expertTp();
        // The busiest expert's tokens (its capacity when one is set) set the pace.
        const double routed = static_cast<double>(m.moe.topK) * m.moe.expertLoad();
        const double tokensPerExpert = s.parallelism.ep * etp * tokens * routed / (t * std::max(1, m.moe.experts));
        const double routedSeconds =
            gemm(2.0 * mats * tokens * h * fe * routed / t, std::min({tokensPerExpert, fe / etp, h}));
        const double fs = m.moe.sharedFfn();
        if (m.moe.sharedExperts > 0)
            w.sharedExpertSeconds =
                gemm(2.0 * mats * tokens * h * fs * m.moe.sharedExperts / t, std::min({tokens, fs / t, h}));
        // The MoE layer's tensor-parallel transfers are priced as a dense layer's (two a pass;
        // the dispatcher's gathers of the routed tokens are in truth synchronous, and with
        // etp 1 smaller), and so is their cover: the experts' first matrices.
        w.mlpInputSeconds = (routedSeconds + w.sharedExpertSeconds) * (mats - 1.0) / mats;
        gemm(2.0 * tokens * h * m.moe.experts, std::min({tokens, h, static_cast<double>(m.moe.experts)}));
        activationPerToken = actBytes * (fe * routed + fs * m.moe.sharedExperts) / h / t
                             + 8.0 * routed; // permute and unpermute the routed tokens
        gemmInputs += routed * h / t + routed * fe / t + m.moe.sharedExperts * (h + fs / t);
    } else {
        const double f = m.ffn;
        w.mlpInputSeconds = gemm(2.0 * mats * tokens * h * f / t, std::min({tokens, f / t, h})) * (mats - 1.0) / mats;
        activationPerToken = actBytes * f / h / t;
        gemmInputs += h + f / t;
    }

    return activationPerToken;
}

} // namespace

LayerWork layerForwardWork(const Scenario &s, bool moeLayer)
{
    const Model &m = s.model;
    const Training &tr = s.training;
    const Gpu &gpu = s.gpu;
    const double t = s.parallelism.tp;
    const double c = s.parallelism.cp;
    const double h = m.hidden;
    const AttentionShape at = attentionShape(m);
    const double tokens = tr.microBatch * static_cast<double>(m.seqLen) / c; // per GPU

    LayerWork w;
    auto gemm = [&](double flops, double minDim) { return addGemm(w, gpu, flops, minDim); };
    // Elements entering the GEMMs on this GPU, per token: FP8 and FP4 training casts each
    // (and keeps the cast for the backward pass).
    double gemmInputs = 0.0;

    // Attention projections: those reading the layer input (fused QKV, or MLA's down- and
    // up-projections) and the output projection.
    const double inputWidth = at.inputProjectionWidth / t;
    w.inputProjectionSeconds =
        gemm(2.0 * tokens * (at.projectionParameters - at.output * h) / t, std::min({tokens, h, inputWidth}));
    gemm(2.0 * tokens * at.output * h / t, std::min({tokens, at.output / t, h}));
    gemmInputs += h + at.output / t + (m.attention == Attention::Mla ? at.latent : 0.0);
    // Attention scores and values: batched GEMMs whose inner dimension is the head size,
    // too thin to be compute-bound everywhere, so they take the roofline of their FLOPs at
    // large-GEMM efficiency and their memory traffic: Q, K, V and the output, plus, without
    // flash attention, writing the a·s² scores and reading the probabilities back. Flash
    // attention runs in 16 bits whatever the GEMMs' format.
    const double attnFlops = 2.0 * tokens * m.seqLen * (at.query + at.output) / t * (tr.causalHalving ? 0.5 : 1.0);
    const double elementBytes = activationElementBytes(tr.precision);
    double attnBytes = elementBytes * tokens * (at.query + at.key + at.value + at.output) / t;
    if (!tr.flashAttention)
        attnBytes += 2.0 * elementBytes * (m.heads / t) * tokens * m.seqLen;
    w.attentionFlops = attnFlops;
    w.attentionSeconds = std::max(attnFlops * attentionShareComputed(s) / (gpu.peak16() * attentionKernelEfficiency(s)),
                                  attnBytes / (gpu.hbmBandwidth * gpu.hbmEfficiency));
    w.gemmFlops += attnFlops;
    w.gemmSeconds += w.attentionSeconds;

    // MLP.
    const double activationPerToken = mlpForwardWork(s, moeLayer, tokens, w, gemmInputs);

    // Memory-bound kernels, bytes for 16-bit activations (Korthikanti et al. 2022 op list):
    // two layer norms read and write h each (8), two dropout + residual adds read 2h,
    // write h and a 1-byte mask (14); these are replicated on every TP rank unless
    // sequence parallelism splits them. The activation function is split by TP.
    const double scale = activationElementBytes(tr.precision) / 2.0;
    const double replicated = tr.sequenceParallel ? 1.0 / t : 1.0;
    double elementwiseBytes = tokens * h * (22.0 * replicated + activationPerToken) * scale;
    // Casting a GEMM input reads 2 bytes and writes the narrow copy and its transpose.
    if (narrowGemms(tr.precision))
        elementwiseBytes += tokens * gemmInputs * (2.0 + 2.0 * narrowCopyBytes(tr.precision));
    // Softmax reads and writes the a·s² scores, dropout reads, writes and masks them (absent
    // with flash attention).
    const double softmaxBytes = tr.flashAttention ? 0.0 : 9.0 * (m.heads / t) * tokens * m.seqLen * scale;
    const double hbm = gpu.hbmBandwidth * gpu.hbmEfficiency;
    w.softmaxSeconds = softmaxBytes / hbm;
    w.elementwiseSeconds = (elementwiseBytes + softmaxBytes) / hbm;
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
    // Megatron's output layer is its own column-parallel linear, outside Transformer
    // Engine's FP8 / FP4 autocast: it runs at the 16-bit rate whatever the GEMMs' format.
    w.gemmSeconds = w.gemmFlops / (s.gpu.peak16() * gemmEfficiency16(s.gpu, std::min({tokens, v / t, h})));
    // Vocab-parallel cross-entropy in fp32 (Megatron's VocabParallelCrossEntropy): cast
    // the 16-bit logits up (2 + 4 bytes), max (4), subtract (8), exp (8), sum (4),
    // normalise (8): 38 bytes per logit forward; backward writes softmax − one-hot, scales
    // it and casts it down: 14 bytes.
    const double logitsElements = tokens * v / t;
    const double hbm = s.gpu.hbmBandwidth * s.gpu.hbmEfficiency;
    w.elementwiseSeconds = 38.0 * logitsElements / hbm;
    w.backwardElementwiseSeconds = 14.0 * logitsElements / hbm;
    return w;
}

} // namespace jct
