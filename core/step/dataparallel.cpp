#include "dataparallel.h"

#include <algorithm>

namespace jct {

namespace {

// The group holding the replicas of one expert shard. Expert shards sit on consecutive
// ranks (etp·ep of them); their replicas are every etp·ep-th rank of the tp·cp·dp block.
GroupPlacement expertGroup(const Scenario &s, const StepShape &shape)
{
    const Parallelism &par = s.parallelism;
    const int expertDp = expertDataParallelDegree(s, shape);
    if (par.order == RankOrder::TpCpDpPp)
        return placeGroup(s, expertDp, par.expertTp() * par.ep);
    if (shape.cp % par.ep == 0)
        return placeGroup(s, shape.cp / par.ep, shape.tp * par.ep, shape.dp, shape.strides.dp);
    return placeGroup(s, expertDp, shape.strides.dp * std::max(1, par.ep / shape.cp));
}

// Gradient and weight synchronisation of one group: seconds overlappable with the backward
// (gradients) and with the forward (weights).
struct GroupSync
{
    double gradients = 0;
    double weights = 0;
};

GroupSync syncGroup(const Scenario &s, const GroupPlacement &group, double parameters, CollectiveChoice *report)
{
    GroupSync sync;
    if (group.ranks <= 1 || parameters <= 0.0)
        return sync;
    const Training &tr = s.training;
    const double gradientBytes = parameters * tr.gradientBytes / std::max(1.0, tr.gradientCompression);
    if (zeroStageInStep(s) >= 1) {
        const CollectiveChoice scatter = allGather(s, group, gradientBytes); // reduce-scatter: same cost
        const CollectiveChoice gather = allGather(s, group, parameters * weightElementBytes(tr.precision));
        sync.gradients = scatter.seconds;
        sync.weights = gather.seconds;
        if (report) {
            *report = scatter;
            report->seconds = scatter.seconds + gather.seconds;
        }
    } else {
        const CollectiveChoice reduce = allReduce(s, group, gradientBytes);
        sync.gradients = reduce.seconds;
        if (report)
            *report = reduce;
    }
    return sync;
}

} // namespace

int expertDataParallelDegree(const Scenario &s, const StepShape &shape)
{
    return s.parallelism.expertDataParallel(shape.dp);
}

PartTime dataParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                          const StageParameters &params, CollectiveChoice &choice)
{
    const GroupPlacement dpGroup = placeGroup(s, shape.cp, shape.strides.cp, shape.dp, shape.strides.dp);
    const GroupSync dense = syncGroup(s, dpGroup, params.dense, &choice);
    const GroupSync experts = syncGroup(s, expertGroup(s, shape), params.expert, nullptr);
    const double gradients = dense.gradients + experts.gradients;
    // ZeRO-3 keeps the weights sharded after the optimizer step: the next forward's own
    // gather (below) brings the updated ones, so the sharded optimizer's gather is not
    // a second one.
    const bool shardedWeights = zeroStageInStep(s) >= 3 && shape.dp * shape.cp > 1;
    const double weights = shardedWeights ? experts.weights : dense.weights + experts.weights;
    const double once = gradients + weights;
    // Gradients reduce under the last micro-batch's backward pass, the sharded optimizer's
    // updated parameters gather under the next step's first forward, each when overlapped.
    const Training &tr = s.training;
    const double gradientsExposed = tr.overlapGradReduce ? std::max(0.0, gradients - compute.backward) : gradients;
    const double weightsExposed = tr.overlapParamGather ? std::max(0.0, weights - compute.forward) : weights;
    const double onceExposed = gradientsExposed + weightsExposed;

    double gatherExposed = 0.0;
    double gatherHidden = 0.0;
    if (shardedWeights) {
        const double gather = dense.weights; // the dense group's gather of the 16-bit weights, above
        const int m = shape.microBatches;
        // ZeRO-3 / FSDP gathers every micro-batch's parameters for its forward and again for
        // its backward; without prefetching (overlap_param_gather off) each gather waits.
        gatherExposed = tr.overlapParamGather
                            ? m * (std::max(0.0, gather - compute.forward) + std::max(0.0, gather - compute.backward))
                            : 2.0 * m * gather;
        gatherHidden = 2.0 * m * gather - gatherExposed;
    }
    PartTime t;
    t.exposed = onceExposed + gatherExposed;
    t.hidden = (once - onceExposed) + gatherHidden;
    t.transfer = t.exposed + t.hidden;
    return t;
}

} // namespace jct
