#pragma once

// Memory per GPU for mixed-precision Adam as Megatron-Core with Transformer Engine holds it
// (MODEL.md section 3): parameters, gradients and the distributed optimizer's shards, the
// FP8 weight caches, activations after Korthikanti et al. (2022) with the in-flight
// micro-batches of 1F1B or the interleaved schedule, the logits and MoE token buffers, and
// the allocator's fragmentation as its own term.

#include "compute.h"
#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// What the CUDA context, NCCL's channel buffers and the cuBLAS / Transformer Engine
// workspaces take before the first tensor (PyTorch issue #12873; NCCL_BUFFSIZE 4 MiB per
// channel and peer).
inline constexpr double kReservedHbmBytes = 3.0 * 1073741824.0;
// The caching allocator's fragmentation of the tensors that come and go within a step
// (activations, buffers): Megatron-Core's parameter and gradient buffers are contiguous.
inline constexpr double kAllocatorFragmentation = 0.08;

// Activation bytes one layer stores for one micro-batch on one GPU, before pipelining.
// Bytes per parameter of the optimizer's own state, which the distributed optimizer shards
// (Megatron-LM docs, api-guide/dist_optimizer.md): Adam's momentum and variance in fp32 and
// an fp32 master copy unless the weights already are fp32. With the weights and the reduced
// gradients, and optimizerStepGradientBytes() below, this gives the table's 20 / 18 / 16
// bytes (fp16 / bf16 with fp32 gradients / fp32), and 4 + 16/d, 6 + 12/d, 8 + 8/d
// distributed.
[[nodiscard]] inline double optimizerBytesPerParameter(const Training &tr)
{
    const bool fp32Weights = tr.precision == Precision::Fp32 || tr.precision == Precision::Tf32;
    return 8.0 + (fp32Weights ? 0.0 : 4.0);
}

// The fp32 copy of gradients reduced in fewer than 4 bytes, per parameter of the optimizer's
// shard. Megatron makes it in the optimizer step (_copy_model_grads_to_main_grads) and frees
// it at the next iteration's optimizer.zero_grad(), before the forward pass: the table above
// counts it, but it never coexists with the activations. DeepSpeed builds it inside the step
// too; its ZeRO K = 12 (Rajbhandari et al. 2020, Figure 1) leaves it out.
[[nodiscard]] inline double optimizerStepGradientBytes(const Training &tr)
{
    return tr.gradientBytes < 4.0 ? 4.0 : 0.0;
}

[[nodiscard]] double activationBytesPerLayer(const Scenario &s, bool moeLayer);
[[nodiscard]] double activationBytesPerLayer(const Scenario &s, bool moeLayer, Recompute recompute);

// Memory of the most loaded stage (the first, which holds the embedding and the most
// micro-batches in flight, the second when the first is given fewer layers, or the last,
// which holds the logits and the multi-token-prediction layers), with dp given.
// `largestStage`, when given, receives the parameters of the stage holding the most.
struct StageParameters;
[[nodiscard]] MemoryBreakdown memoryPerGpu(const Scenario &s, int dp, int microBatches,
                                           StageParameters *largestStage = nullptr);
// The same with the model's parameter counts already at hand (the evaluation's hot path).
[[nodiscard]] MemoryBreakdown memoryPerGpu(const Scenario &s, const ParameterCounts &counts, int dp, int microBatches,
                                           StageParameters *largestStage = nullptr);

// Parameters held by one GPU of the given stage (tp, pp, ep, etp applied; not ZeRO).
struct StageParameters
{
    double dense = 0;  // replicated across the data-parallel group
    double expert = 0; // replicated across the expert data-parallel group tp·dp·cp / (ep·etp)
};
[[nodiscard]] StageParameters stageParameters(const Scenario &s, bool firstStage, bool lastStage);
[[nodiscard]] StageParameters stageParameters(const Scenario &s, const ParameterCounts &counts, bool firstStage,
                                              bool lastStage);
// Parameters of one stage holding `layers` layers of which `moeLayers` are MoE.
[[nodiscard]] StageParameters stageParameters(const Scenario &s, const ParameterCounts &counts, double layers,
                                              double moeLayers, bool firstStage, bool lastStage);

} // namespace jct
