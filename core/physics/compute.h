#pragma once

// FLOPs, GEMM efficiency and memory-bound work of one transformer layer
// (MODEL.md section 2, Megatron conventions, Narayanan et al. SC'21 eq. 3).

#include "core/model/scenario.h"

#include <algorithm>

namespace jct {

// Forward FLOPs per token of one layer, whole model width (no parallel split).
struct LayerFlopsPerToken
{
    double projections = 0; // 2 × the attention's projection parameters (2·h·(2h + 2·h_kv) for MHA/GQA)
    double attention = 0;   // 2·s·(a·d_qk + a·d_v), 4·s·h for MHA (halved when causal halving is on)
    double mlp = 0;         // 4·h·f (GeLU) or 6·h·f (SwiGLU); MoE: k experts + shared + router
    [[nodiscard]] double total() const { return projections + attention + mlp; }
};

// The widths of one layer's attention, whole model (no parallel split): standard multi-head
// or grouped-query attention with head size d (a·d need not be h), or DeepSeek's multi-head
// latent attention, whose keys and values are expanded per head from a shared latent.
struct AttentionShape
{
    double query = 0;                // a·d_qk: query columns (and the score GEMM's contraction, over heads)
    double key = 0;                  // a_kv·d_qk (MLA: a·d_qk, expanded)
    double value = 0;                // a_kv·d_v (MLA: a·d_v)
    double output = 0;               // a·d_v: the output projection's input
    double latent = 0;               // MLA: the query and key/value latents and the shared RoPE key
    double projectionParameters = 0; // weight elements of every attention projection
    double inputProjectionWidth = 0; // output columns of the projections reading the layer input
};
[[nodiscard]] AttentionShape attentionShape(const Model &m);

[[nodiscard]] LayerFlopsPerToken denseLayerFlopsPerToken(const Model &m, const Training &t);
[[nodiscard]] LayerFlopsPerToken moeLayerFlopsPerToken(const Model &m, const Training &t);
// 2·h·V, once per token.
[[nodiscard]] double logitsFlopsPerToken(const Model &m);
// After the dense leading layers, every k-th layer (moe.every) is MoE.
[[nodiscard]] inline int moeLayerCount(const Model &m)
{
    if (!m.moe.enabled())
        return 0;
    return std::max(0, m.layers - m.moe.denseLayers) / std::max(1, m.moe.every);
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
    double mtpLayer = 0; // one multi-token-prediction module: a layer and its 2h×h projection
    int moeLayers = 0;
    int mtpLayers = 0;
    [[nodiscard]] double total(int layers) const
    {
        return (layers - moeLayers) * denseLayer + moeLayers * (moeLayerExperts + moeLayerOther) + 2.0 * embedding
               + mtpLayers * mtpLayer;
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

// η_max · x / (x + knee): the roll-off of small per-GPU shapes (e.g. h/t, head size) for a
// GEMM whose smallest dimension is x = `minDim`; η_max when the shape is not given.
[[nodiscard]] inline double rolledOffEfficiency(double etaMax, double knee, double minDim)
{
    return minDim <= 0.0 ? etaMax : etaMax * minDim / (minDim + knee);
}

// Achieved fraction of peak for a GEMM at the plan's precision.
[[nodiscard]] inline double gemmEfficiency(const Gpu &gpu, double minDim)
{
    return rolledOffEfficiency(gpu.gemmEfficiency, gpu.gemmKnee, minDim);
}

// The same for a GEMM that runs in 16 bits whatever the plan's precision (the output
// layer): FP8 and FP4 plans' by_precision efficiency describes only the narrow GEMMs.
[[nodiscard]] inline double gemmEfficiency16(const Gpu &gpu, double minDim)
{
    return rolledOffEfficiency(gpu.efficiency16(), gpu.knee16(), minDim);
}

// Whether the stack calls PyTorch's scaled-dot-product attention (FSDP, DeepSpeed) rather
// than Transformer Engine's fused attention (the Megatron stacks).
[[nodiscard]] inline bool pytorchAttention(const Scenario &s)
{
    return pytorchNative(s.training.framework);
}

// Whether the plan's attention runs Transformer Engine's fused causal kernel at the
// catalog's own rate (`attention_efficiency`): Megatron-Core-style stacks with flash
// attention on a GPU whose catalog entry gives one.
[[nodiscard]] inline bool fusedCausalAttention(const Scenario &s)
{
    return !pytorchAttention(s) && s.training.flashAttention && s.gpu.attentionEfficiency > 0.0;
}

// Achieved fraction of the 16-bit peak of the attention-score kernels. Megatron-Core
// runs Transformer Engine's fused attention (cuDNN; FlashAttention-3-class on Hopper) in
// 16 bits (also in FP8 and FP4 plans, whose narrow GEMM efficiency does not apply to it):
// at the catalog's `attention_efficiency` where it gives one, else at the 16-bit GEMM
// efficiency it was fitted with; PyTorch FSDP and DeepSpeed call PyTorch's
// scaled-dot-product attention, FlashAttention-2, which reaches 50-73 % of an A100's peak
// (Dao 2023) but about 35 % of an H100's, whose warp-group MMA and TMA it does not use
// (Shah et al. 2024, FlashAttention-3, figures 5-7).
[[nodiscard]] inline double attentionKernelEfficiency(const Scenario &s)
{
    if (pytorchAttention(s) && s.training.flashAttention && s.gpu.flashAttention2Efficiency > 0.0)
        return s.gpu.flashAttention2Efficiency;
    if (fusedCausalAttention(s))
        return s.gpu.attentionEfficiency;
    return s.gpu.efficiency16();
}

// The share of the attention-score FLOPs the plan counts that the kernel computes: the
// fused causal kernel skips the blocks above the diagonal, half the square (a plan that
// counts them as causal already, `causal_halving`, counts only what it computes); the
// kernels priced at the GEMM efficiency were fitted on the whole square.
[[nodiscard]] inline double attentionShareComputed(const Scenario &s)
{
    return fusedCausalAttention(s) && !s.training.causalHalving ? 0.5 : 1.0;
}

// Work of one layer for one micro-batch on one GPU, forward pass.
struct LayerWork
{
    double gemmFlops = 0;
    double gemmSeconds = 0;
    double attentionFlops = 0; // the attention-score part (selective recompute)
    double attentionSeconds = 0;
    double elementwiseSeconds = 0;
    double softmaxSeconds = 0;
    double backwardElementwiseSeconds = 0; // set where backward is not 2 × forward (logits)
    double sharedExpertSeconds = 0;        // MoE: the shared experts' GEMMs (they overlap the dispatch)
    // The column-parallel linears' GEMMs (attention input projection, the MLP's first
    // matrices, an MoE layer's experts' as a dense layer's): in the backward pass each one's
    // data- and weight-gradient GEMMs run under the tensor-parallel transfers Megatron
    // launches asynchronously around them. (MLA's down-projections, not split by TP, are
    // counted in the input projection.)
    double inputProjectionSeconds = 0;
    double mlpInputSeconds = 0;

    [[nodiscard]] double seconds() const { return gemmSeconds + elementwiseSeconds; }
};

// Per-GPU forward work of a dense or MoE layer (tp, cp and ep applied).
[[nodiscard]] LayerWork layerForwardWork(const Scenario &s, bool moeLayer);
// Per-GPU forward work of the output layer (logits and loss) on the last stage.
[[nodiscard]] LayerWork logitsForwardWork(const Scenario &s);

// Bytes per activation element for the scenario's precision (FP8 and FP4 training keep
// activations in BF16 between the GEMMs).
[[nodiscard]] inline double activationElementBytes(Precision p)
{
    return (p == Precision::Fp32 || p == Precision::Tf32) ? 4.0 : 2.0;
}

// GEMM inputs in FP8 / FP4: Transformer Engine casts them (and keeps the cast for the
// backward pass).
[[nodiscard]] inline bool narrowGemms(Precision p)
{
    return p == Precision::Fp8 || p == Precision::Mxfp8 || p == Precision::Nvfp4;
}

// Bytes of the cached low-precision copy of one GEMM input element: 1 for FP8, 0.5 + its
// block scales for NVFP4; 0 when GEMMs run in the training precision.
[[nodiscard]] inline double narrowCopyBytes(Precision p)
{
    if (p == Precision::Nvfp4)
        return 0.5 + 1.0 / 16.0;
    if (p == Precision::Mxfp8)
        return 1.0 + 1.0 / 32.0;
    return p == Precision::Fp8 ? 1.0 : 0.0;
}

[[nodiscard]] inline double weightElementBytes(Precision p)
{
    return activationElementBytes(p);
}

} // namespace jct
