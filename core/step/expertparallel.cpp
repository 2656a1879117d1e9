#include "expertparallel.h"

#include <algorithm>

namespace jct {

CollectiveChoice expertParallelCollective(const Scenario &s, const StepShape &shape)
{
    const int ep = s.parallelism.ep;
    if (moeLayerCount(s.model) <= 0 || ep <= 1)
        return {};
    const double h = s.model.hidden;
    // Megatron-Core lays the experts' etp·ep ranks consecutively inside the tp·cp·dp block.
    const Parallelism &par = s.parallelism;
    const int stride = par.order == RankOrder::TpCpDpPp ? par.expertTp() : shape.strides.dp;
    const GroupPlacement group = placeGroup(s, ep, stride);
    // Under sequence parallelism each tensor-parallel rank routes only its s/t of the
    // tokens (the experts' own tp ranks gather them after the all-to-all).
    const double ownTokens = shape.tokensPerMicroBatch / (s.training.sequenceParallel ? shape.tp : 1);
    // Megatron-Core's DeepEP / HybridEP dispatchers send a token once per remote NVLink
    // domain; other stacks run NCCL's all-to-all with one copy per expert.
    // Padded to the capacity when one is set.
    const double tokenBytes = ownTokens * h * shape.activationBytes * s.model.moe.expertLoad();
    return s.training.framework == Framework::MegatronCore
               ? expertDispatch(s, group, tokenBytes, s.model.moe.experts, s.model.moe.topK)
               : allToAll(s, group, tokenBytes * s.model.moe.topK);
}

PartTime expertParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                            const CollectiveChoice &choice)
{
    PartTime t;
    if (shape.moeLayersPerStage <= 0.0 || s.parallelism.ep <= 1)
        return t;
    // Dispatch and combine in the forward pass, their transposes in the backward.
    t.forward = shape.moeLayersPerStage * 2.0 * choice.seconds;
    t.backward = shape.moeLayersPerStage * 2.0 * choice.seconds * compute.forwardPasses;
    t.transfer = shape.microBatches * (t.forward + t.backward);
    // With the expert-parallel overlap (Megatron-Core's overlap_moe_expert_parallel_comm,
    // on in the framework's defaults) one micro-batch's all-to-all runs under another's
    // compute, its 1F1B pairing of a forward with a backward; without it each all-to-all
    // waits, hidden only under the shared experts' GEMMs. The combined schedule exists only
    // without pipelining or with an interleaved pipeline (pipeline_parallel/schedules.py
    // picks combined_1f1b for those two): a plain 1F1B pipeline waits for its all-to-all.
    const bool combinedSchedule = shape.pp == 1 || shape.vpp > 1;
    double cover = 0.0;
    if (s.training.overlapMoeComm && combinedSchedule)
        cover = compute.forward + compute.backward;
    else if (s.model.moe.sharedExperts > 0)
        cover = shape.moeLayersPerStage * 3.0 * compute.moe.sharedExpertSeconds; // forward + backward
    t.exposed = shape.microBatches * std::max(0.0, t.forward + t.backward - cover);
    t.hidden = t.transfer - t.exposed;
    return t;
}

} // namespace jct
