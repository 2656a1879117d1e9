#pragma once

// Memory per GPU for mixed-precision Adam (MODEL.md section 3): parameters, gradients
// and optimizer state with ZeRO sharding, activations after Korthikanti et al. (2022)
// with the in-flight micro-batches of 1F1B, and the logits buffer.

#include "compute.h"
#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// Fraction of HBM a plan may use (allocator fragmentation, CUDA context, NCCL buffers).
inline constexpr double kUsableHbmFraction = 0.9;

// Activation bytes one layer stores for one micro-batch on one GPU, before pipelining.
[[nodiscard]] double activationBytesPerLayer(const Scenario &s, bool moeLayer);
[[nodiscard]] double activationBytesPerLayer(const Scenario &s, bool moeLayer, Recompute recompute);

// Memory of the most loaded stage (the first, which holds the embedding and the most
// micro-batches in flight, or the last, which holds the logits), with dp given.
// `largestStage`, when given, receives the parameters of the stage holding the most.
struct StageParameters;
[[nodiscard]] MemoryBreakdown memoryPerGpu(const Scenario &s, int dp, int microBatches,
                                           StageParameters *largestStage = nullptr);
// The same with the model's parameter counts already at hand (the evaluation's hot path).
[[nodiscard]] MemoryBreakdown memoryPerGpu(const Scenario &s, const ParameterCounts &counts, int dp, int microBatches,
                                           StageParameters *largestStage = nullptr);

// Parameters held by one GPU of the given stage (tp, pp, ep applied; not ZeRO).
struct StageParameters
{
    double dense = 0;  // replicated across the data-parallel group
    double expert = 0; // replicated across dp·cp / ep
};
[[nodiscard]] StageParameters stageParameters(const Scenario &s, bool firstStage, bool lastStage);
[[nodiscard]] StageParameters stageParameters(const Scenario &s, const ParameterCounts &counts, bool firstStage,
                                              bool lastStage);

} // namespace jct
