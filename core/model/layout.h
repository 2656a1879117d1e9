#pragma once

// The layout rules of MODEL.md section 1: N = t·p·d·c, every degree divides what it splits
// (heads, layers, sequence, experts, the global batch), and the GPU counts a layout family
// can take when the global batch stays fixed.

#include "result.h"
#include "scenario.h"

#include <span>

namespace jct {

// tp·pp·cp, in 64 bits so that no valid input overflows.
[[nodiscard]] long long modelParallelDegree(const Parallelism &p);
// m: the micro-batches each pipeline runs per step, ceil(B / (b·dp)) (some ranks run one more
// when b·dp does not divide B); 0 when b·dp is not positive.
[[nodiscard]] long long microBatchesPerStep(const Scenario &s, long long dp);

// The largest GPU count a plan can state (cluster.gpus, INTERFACES.md). The GPU-count
// studies (sync-wall sweep, capacity questions) never go past it, whatever the global
// batch would allow, so every count they form fits an int.
inline constexpr int kMaxGpus = 1 << 24;

// The layers of the first and last pipeline stages the plan runs with: those it gives;
// without them, 0 (every stage layers / pp) where the layers split evenly over pp·vpp, and
// otherwise the near-even split: each middle stage takes the least multiple of vpp at or
// above layers / pp (whole virtual chunks), the two ends share the rest, the first the
// larger half (the last holds the output layer). Llama 3 405B's 126 layers on 16 stages:
// 7 + 14 × 8 + 7, as Meta ran them; BLOOM's 70 on 12: 5 + 10 × 6 + 5, as Megatron-DeepSpeed
// split them. Both 0 when there are too few layers to split (nearEven false).
struct StageEnds
{
    int first = 0;
    int last = 0;
    bool nearEven = false; // chosen by the engine, not given by the plan
};
[[nodiscard]] StageEnds stageEnds(const Model &m, const Parallelism &p);
// The layer rule of the layout: the layers split over pp·vpp evenly, or on the split
// stageEnds() gives, whose other stages then split the rest evenly (× vpp).
[[nodiscard]] bool layersSplit(const Model &m, const Parallelism &p);

// How the layers fall on the pipeline stages (Megatron-Core's decoder_first/last_pipeline_
// num_layers): the first and last stages hold what stageEnds() gives, the other stages split
// the rest evenly; without them every stage holds layers / pp. One stage: first = last = all.
struct StageLayers
{
    int first = 0;
    int middle = 0; // each of the middleStages stages between the first and the last
    int last = 0;
    int middleStages = 0;
    [[nodiscard]] int largest() const
    {
        return first > middle ? (first > last ? first : last) : (middle > last ? middle : last);
    }
};
[[nodiscard]] StageLayers stageLayers(const Model &m, const Parallelism &p);

// MoE layers among the first `layers` layers: after the dense leading layers every k-th
// layer is MoE (Megatron-Core's moe_layer_freq), the others dense.
[[nodiscard]] int moeLayersBefore(const Model &m, int layers);
// MoE layers among the `count` layers from layer `start` on (a stage's share).
[[nodiscard]] inline int moeLayersIn(const Model &m, int start, int count)
{
    return moeLayersBefore(m, start + count) - moeLayersBefore(m, start);
}

// Checks the divisibility rules (N = t·p·d·c, heads, layers, batch, experts). Returns the
// first rule broken. With `allowUnevenBatch` (the sync-wall sweep) B need not be a multiple
// of b·dp, only at least that: some ranks then run one more micro-batch.
[[nodiscard]] Infeasibility checkLayout(const Scenario &s, bool allowUnevenBatch = false);

// The largest data-parallel degree the layout family allows with the global batch fixed:
// B / b (every rank keeps at least one micro-batch); 0 when none.
[[nodiscard]] int maxDataParallel(const Scenario &s);
// With interleaving (vpp > 1) every rank needs at least pp micro-batches: B / (b·pp);
// otherwise maxDataParallel.
[[nodiscard]] int maxInterleavedDataParallel(const Scenario &s);
// The largest data-parallel degree the GPU-count studies try: maxInterleavedDataParallel,
// and no more than kMaxGpus / (tp·pp·cp) (global_batch may be 2^28, far more ranks than a
// plan can have).
[[nodiscard]] int maxStudiedDataParallel(const Scenario &s);

// The GPU counts N = tp·pp·cp·dp in [minGpus, maxGpus] whose dp divides B/b (and, with
// interleaving, leaves pp micro-batches): the layouts a single evaluation accepts (an even
// split of the global batch). Writes up to out.size()
// counts in increasing order and returns how many.
[[nodiscard]] std::size_t evenBatchGpuCounts(const Scenario &s, long long minGpus, long long maxGpus,
                                             std::span<int> out);

// `count` data-parallel degrees from minDp to maxDp, spread logarithmically and strictly
// increasing (rounding would repeat small values); the sync-wall sweep's spacing. Writes
// min(count, maxDp − minDp + 1) values and returns how many.
[[nodiscard]] std::size_t logSpacedDegrees(int minDp, int maxDp, std::span<int> out);
// The same, one degree at a time (the sync-wall sweep evaluates each as it goes).
class LogSpacing
{
public:
    LogSpacing(int count, int minDp, int maxDp);
    // The i-th degree, given the one before it (0 for the first).
    [[nodiscard]] int at(int i, int previous) const;

private:
    int m_count;
    int m_minDp;
    int m_maxDp;
    double m_logMin;
    double m_logSpan;
};

} // namespace jct
