#pragma once

// FLOPs, GEMM efficiency and memory-bound work of one transformer layer
// (MODEL.md section 2, Megatron conventions, Narayanan et al. SC'21 eq. 3).

#include "core/model/scenario.h"

#include <algorithm>

namespace jct {

// Forward FLOPs per token of one layer, whole model width (no parallel split).
struct LayerFlopsPerToken
{
    double projections = 0; // 2·h·(2h + 2·h_kv)
    double attention = 0;   // 4·s·h (halved when causal halving is on)
    double mlp = 0;         // 4·h·f (GeLU) or 6·h·f (SwiGLU); MoE: k experts + shared + router
    [[nodiscard]] double total() const { return projections + attention + mlp; }
};

[[nodiscard]] LayerFlopsPerToken denseLayerFlopsPerToken(const Model &m, const Training &t);
[[nodiscard]] LayerFlopsPerToken moeLayerFlopsPerToken(const Model &m, const Training &t);
// 2·h·V, once per token.
[[nodiscard]] double logitsFlopsPerToken(const Model &m);
[[nodiscard]] inline int moeLayerCount(const Model &m)
{
    return m.moe.enabled() ? std::max(0, m.layers - m.moe.denseLayers) : 0;
}

// Model FLOPs of one step: 3 × forward × B·s (backward = 2 × forward).
[[nodiscard]] double modelFlopsPerStep(const Model &m, const Training &t);
// Adds recomputation: full = one more forward of every layer, selective = one more
// forward of the attention-score part.
[[nodiscard]] double hardwareFlopsPerStep(const Model &m, const Training &t);

// Parameters: per layer, embedding, total.
[[nodiscard]] double denseLayerParameters(const Model &m);
[[nodiscard]] double moeLayerExpertParameters(const Model &m); // routed experts of one layer
[[nodiscard]] double moeLayerOtherParameters(const Model &m);  // attention, shared experts, router
[[nodiscard]] double embeddingParameters(const Model &m);      // V·h
[[nodiscard]] double totalParameters(const Model &m);          // untied input and output embeddings

// The same counts at once, for the hot path.
struct ParameterCounts
{
    double denseLayer = 0;
    double moeLayerExperts = 0;
    double moeLayerOther = 0;
    double embedding = 0;
    int moeLayers = 0;
    [[nodiscard]] double total(int layers) const
    {
        return (layers - moeLayers) * denseLayer + moeLayers * (moeLayerExperts + moeLayerOther) + 2.0 * embedding;
    }
};
[[nodiscard]] ParameterCounts parameterCounts(const Model &m);

// Model and hardware FLOPs of one step together (one pass over the layer shapes).
struct StepFlops
{
    double model = 0;
    double hardware = 0;
};
[[nodiscard]] StepFlops stepFlops(const Model &m, const Training &t);

// Achieved fraction of peak for a GEMM whose smallest dimension is `minDim`:
// η_max · x / (x + knee), the roll-off of small per-GPU shapes (e.g. h/t, head size).
[[nodiscard]] inline double gemmEfficiency(const Gpu &gpu, double minDim)
{
    if (minDim <= 0.0)
        return gpu.gemmEfficiency;
    return gpu.gemmEfficiency * minDim / (minDim + gpu.gemmKnee);
}

// Work of one layer for one micro-batch on one GPU, forward pass.
struct LayerWork
{
    double gemmFlops = 0;
    double gemmSeconds = 0;
    double attentionFlops = 0; // the attention-score part (selective recompute)
    double attentionSeconds = 0;
    double elementwiseBytes = 0; // memory-bound kernels: norms, activations, dropout, residual
    double elementwiseSeconds = 0;
    double softmaxBytes = 0; // attention softmax and dropout (absent with flash attention)
    double softmaxSeconds = 0;
    double backwardElementwiseSeconds = 0; // set where backward is not 2 × forward (logits)

    [[nodiscard]] double seconds() const { return gemmSeconds + elementwiseSeconds; }
};

// Per-GPU forward work of a dense or MoE layer (tp, cp and ep applied).
[[nodiscard]] LayerWork layerForwardWork(const Scenario &s, bool moeLayer);
// Per-GPU forward work of the output layer (logits and loss) on the last stage.
[[nodiscard]] LayerWork logitsForwardWork(const Scenario &s);

// Bytes per activation element for the scenario's precision.
[[nodiscard]] inline double activationElementBytes(Precision p)
{
    return (p == Precision::Fp32 || p == Precision::Tf32) ? 4.0 : 2.0;
}

[[nodiscard]] inline double weightElementBytes(Precision p)
{
    return activationElementBytes(p);
}

} // namespace jct
