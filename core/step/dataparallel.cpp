#include "dataparallel.h"

#include <algorithm>
#include <cmath>

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

bool deepSpeedZero3(const Scenario &s)
{
    return s.training.framework == Framework::DeepSpeed && zeroStageInStep(s) >= 3;
}

// DeepSpeed's ZeRO-3 (the 2021-2022 releases Narayanan et al. compare against) gathers and
// reduce-scatters its partitioned parameters one module at a time; measured, each rank moves
// its 3·2P bytes a step at about one NIC's rate whatever the group size (their Table 2: the
// step time holds from 768 to 1,536 A100 for 175B and from 1,120 to 2,240 for 530B), not at
// the rate of the node's rails together that NCCL's channels reach on large buffers. Its
// collectives are priced as the flat ring, one NIC per hop, unless NCCL_ALGO is forced
// (core/README.md, departures).
CollectiveAlgorithm shardedAlgorithm(const Scenario &s)
{
    const CollectiveAlgorithm forced = s.fabric.algorithm;
    return deepSpeedZero3(s) && forced == CollectiveAlgorithm::Auto ? CollectiveAlgorithm::Ring : forced;
}

// How many collectives a sharded group's reduce-scatter of the gradients and its all-gather
// of the weights take (each pays the algorithm's latency, (n − 1)·α for a ring): one each
// with ZeRO 1-2, whose buckets are large; with ZeRO-3 one gather per layer and pass (FSDP
// wraps each layer as one flat parameter, Megatron-Core's buckets follow them), and for
// DeepSpeed one per module (its fetch hooks gather each submodule's parameters by
// themselves: Megatron-DeepSpeed's layer has six, QKV, output, two MLP projections and two
// norms) with the gradients reduced in buckets of reduce_bucket_size = 5·10⁸ elements.
struct ShardedCalls
{
    double scatter = 1;
    double gather = 1;
};

constexpr double kDeepSpeedModulesPerLayer = 6.0;
constexpr double kDeepSpeedReduceBucketParameters = 5.0e8;

ShardedCalls shardedCalls(const Scenario &s, double layers, double parameters)
{
    if (zeroStageInStep(s) < 3 || layers <= 0.0)
        return {};
    if (s.training.framework != Framework::DeepSpeed)
        return {layers, layers};
    return {std::max(1.0, std::ceil(parameters / kDeepSpeedReduceBucketParameters)),
            kDeepSpeedModulesPerLayer * layers};
}

GroupSync syncGroup(const Scenario &s, const GroupPlacement &group, double parameters, double layers,
                    CollectiveChoice *report)
{
    GroupSync sync;
    if (group.ranks <= 1 || parameters <= 0.0)
        return sync;
    const Training &tr = s.training;
    const double gradientBytes = parameters * tr.gradientBytes / std::max(1.0, tr.gradientCompression);
    if (zeroStageInStep(s) >= 1) {
        const CollectiveAlgorithm algorithm = shardedAlgorithm(s);
        const ShardedCalls calls = shardedCalls(s, layers, parameters);
        const double weightBytes = parameters * weightElementBytes(tr.precision);
        // reduce-scatter: the same cost as the all-gather
        const CollectiveChoice scatter = allGather(s, group, gradientBytes / calls.scatter, algorithm);
        const CollectiveChoice gather = allGather(s, group, weightBytes / calls.gather, algorithm);
        sync.gradients = calls.scatter * scatter.seconds;
        sync.weights = calls.gather * gather.seconds;
        if (report) {
            *report = scatter;
            report->bytes = gradientBytes;
            report->seconds = sync.gradients + sync.weights;
            report->calls = static_cast<int>(calls.gather);
        }
    } else {
        const CollectiveChoice reduce = allReduce(s, group, gradientBytes);
        sync.gradients = reduce.seconds;
        if (report)
            *report = reduce;
    }
    return sync;
}

// DeepSpeed prefetches ZeRO-3 parameters at most stage3_prefetch_bucket_size elements ahead
// (5·10⁷ by default, DeepSpeed's configuration reference): of a layer holding more, only
// that much is gathered while the previous layer computes, the rest once the layer starts.
// FSDP and Megatron-Core prefetch whole layers (or buckets sized to them).
constexpr double kDeepSpeedPrefetchParameters = 5.0e7;

double prefetchedShare(const Scenario &s, const StepShape &shape, double stageParameters)
{
    if (s.training.framework != Framework::DeepSpeed || shape.layersPerStage <= 0)
        return 1.0;
    return std::min(1.0, kDeepSpeedPrefetchParameters / (stageParameters / shape.layersPerStage));
}

// The share of a stage's dense gradients in the bucket it reduces last. A stack fills its
// reduction buckets in the backward's order and starts each once all of its gradients are
// in, so the last one (the first layers and the input embedding, one parameter that may
// exceed a bucket by itself) waits for the end of the backward and its reduction shows
// however much the backward could hide. Buckets: Megatron-Core's default
// max(4·10⁷, 10⁶·dp·cp) parameters (DistributedDataParallel), DeepSpeed's
// reduce_bucket_size 5·10⁸ elements, FSDP's wrapped unit of one layer.
double lastBucketShare(const Scenario &s, const StepShape &shape, double stageDense)
{
    if (stageDense <= 0.0)
        return 0.0;
    double bucket = 0.0;
    switch (s.training.framework) {
    case Framework::MegatronCore:
    case Framework::MegatronLm2021:
        bucket = std::max(4.0e7, 1.0e6 * shape.dp * shape.cp);
        break;
    case Framework::DeepSpeed:
        bucket = kDeepSpeedReduceBucketParameters;
        break;
    case Framework::Fsdp:
        bucket = shape.layersPerStage > 0 ? stageDense / shape.layersPerStage : stageDense;
        break;
    }
    const double embedding = static_cast<double>(s.model.vocab) * s.model.hidden / std::max(1, shape.tp);
    return std::min(1.0, std::max(bucket, embedding) / stageDense);
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
    const GroupSync dense = syncGroup(s, dpGroup, params.dense, shape.layersPerStage, &choice);
    const GroupSync experts = syncGroup(s, expertGroup(s, shape), params.expert, shape.moeLayersPerStage, nullptr);
    const double gradients = dense.gradients + experts.gradients;
    // ZeRO-3 keeps the weights sharded after the optimizer step: the next forward's own
    // gather (below) brings the updated ones, so the sharded optimizer's gather is not
    // a second one.
    const bool replicated = shape.dp * shape.cp > 1; // a data-parallel group to sync with
    const bool shardedWeights = zeroStageInStep(s) >= 3 && replicated;
    const double weights = shardedWeights ? experts.weights : dense.weights + experts.weights;
    // Sharded gradients (ZeRO-2/3, FSDP) cannot wait for the last micro-batch: each
    // micro-batch's backward reduce-scatters its own into the shard (PyTorch FSDP2 by
    // default, DeepSpeed's partitioned gradients, Megatron-FSDP). Unsharded ones accumulate
    // locally and reduce once.
    const double reductions = zeroStageInStep(s) >= 2 && replicated ? shape.microBatches : 1.0;
    // Gradients reduce under their micro-batch's backward pass, the sharded optimizer's
    // updated parameters gather under the next step's first forward, each when overlapped.
    const Training &tr = s.training;
    // Overlapped, the buckets' reductions start as the backward produces them: what the
    // backward cannot cover shows, and the last bucket's at least (lastBucketShare). The
    // gathers mirror them: the forward's first layers wait for the first bucket.
    const double last = lastBucketShare(s, shape, params.dense);
    double gradientsExposed = reductions * gradients;
    if (tr.overlapGradReduce)
        gradientsExposed = reductions * std::max(last * dense.gradients, gradients - (1.0 - last) * compute.backward);
    double weightsExposed = weights;
    if (tr.overlapParamGather) {
        const double firstBucket = shardedWeights ? 0.0 : last * dense.weights;
        weightsExposed = std::max(firstBucket, weights - (1.0 - last) * compute.forward);
    }

    double gathers = 0.0;
    double gatherExposed = 0.0;
    if (shardedWeights) {
        const double gather = dense.weights; // the dense group's gather of the 16-bit weights, above
        const int m = shape.microBatches;
        gathers = 2.0 * m * gather;
        // ZeRO-3 / FSDP gathers every micro-batch's parameters for its forward and again for
        // its backward; without prefetching (overlap_param_gather off) each gather waits, and
        // with it only the prefetched share of each layer's gather can hide behind the
        // previous layer's compute. The backward's gathers and its gradients' reduce-scatter
        // share that backward's compute and the same links.
        const double hideable = tr.overlapParamGather ? prefetchedShare(s, shape, params.dense) * gather : 0.0;
        const double waiting = gather - hideable;
        const double underBackward = hideable + (tr.overlapGradReduce ? gradients : 0.0);
        if (tr.overlapGradReduce)
            gradientsExposed = 0.0; // in the backward's share below
        gatherExposed = m
                        * (2.0 * waiting + std::max(0.0, hideable - compute.forward)
                           + std::max(0.0, underBackward - compute.backward));
    }
    PartTime t;
    t.transfer = reductions * gradients + weights + gathers;
    t.exposed = gradientsExposed + weightsExposed + gatherExposed;
    // PyTorch FSDP and DeepSpeed run their collectives as NCCL's SM kernels on a side
    // stream beside the compute they hide under, which slows by kHiddenTransferInterference
    // of what they hide. (Megatron-Core's data-parallel transfers are not charged: its runs
    // of the calibration file, Megatron-FSDP's included, fit without it; core/README.md.)
    if (pytorchNative(s.training.framework))
        t.exposed += kHiddenTransferInterference * (t.transfer - t.exposed);
    t.hidden = t.transfer - t.exposed;
    return t;
}

} // namespace jct
