#pragma once

// The sync wall (MODEL.md section 8): the GPU count with the global batch fixed (the
// data-parallel degree grows, micro-batches per step shrink) where the predicted job time
// is least; past it, more GPUs finish later. And the knee: the largest GPU count whose
// scaling efficiency stays at or above a threshold (70 % by default: below it a job is
// communication-bound).

#include "core/model/result.h"
#include "core/model/scenario.h"

#include <array>
#include <cstdint>
#include <span>

namespace jct {

struct SyncWallPoint
{
    std::int64_t gpus = 0;
    std::int64_t dp = 0;
    bool fits = false;
    double predictedSeconds = 0;
    double theoreticalSeconds = 0;
    double stepSeconds = 0;
    double totalUsd = 0;
    double idleUsd = 0;
    double perIdleMinuteUsd = 0;
    // Speed-up over the smallest count that fits, divided by the GPU ratio (1 there).
    double scalingEfficiency = 0;
};

// What a count's job time is made of, as fractions of its predicted job time: the step's
// parts in StepBreakdown::parts() order, then checkpoints and failures together. Compared
// between the base count and the first count past the knee, the parts whose share grows
// are what ends the scaling (a dense model's bubble and gradient sync, an MoE model's
// all-to-all across nodes).
struct JobTimeShares
{
    static constexpr std::size_t kCheckpointsAndFailures = StepBreakdown::kParts;
    std::int64_t gpus = 0; // 0: not measured
    std::array<double, StepBreakdown::kParts + 1> share{};
};

struct SyncWallOptions
{
    // The knee's threshold on scaling efficiency (MODEL.md section 8: "a user-set fraction").
    double kneeThreshold = 0.7;
    // The marginal limit's fraction of linear between consecutive valid counts.
    double marginalFraction = 0.5;
};

struct SyncWallSummary
{
    int points = 0;            // points written (every valid count, or a spread of them)
    int wallIndex = -1;        // the wall among the points written (-1: none fits, or not written)
    std::int64_t counts = 0;   // valid data-parallel sizes evaluated: every divisor of B/b
    std::int64_t fitting = 0;  // of which fit in memory and pass the layout rules
    std::int64_t wallGpus = 0; // the least predicted JCT over every valid count (0: none fits)
    std::int64_t wallDp = 0;
    double wallSeconds = 0; // its predicted job time
    // The efficiency reference: the smallest valid count that fits.
    std::int64_t baseGpus = 0;
    double baseSeconds = 0;
    // The knee: the largest valid count N such that every valid count up to N has scaling
    // efficiency E = (T(N₀)/T(N)) / (N/N₀) ≥ kneeThreshold (N₀ = baseGpus, T = predicted
    // JCT). kneeBelowGpus is the first valid count past it, below the threshold (0 when
    // the batch limit ends the curve first).
    double kneeThreshold = 0.7;
    std::int64_t kneeGpus = 0;
    double kneeEfficiency = 0;
    double kneeSeconds = 0;
    std::int64_t kneeBelowGpus = 0;
    double kneeBelowEfficiency = 0;
    // The batch limit: the last valid dp, where the curve ends. dp = B/b (one micro-batch
    // per rank), or with interleaving the largest divisor of B/b that leaves each rank pp
    // micro-batches (interleavingLimit: vpp > 1 needs m ≥ pp, checkLayout).
    std::int64_t batchLimitDp = 0;
    std::int64_t batchLimitGpus = 0;
    bool interleavingLimit = false;
    std::int64_t batchOverMicroBatch = 0; // B/b: every count's dp divides it
    // S × the compute part of the step × N: the same for every evenly split count, so the
    // theoretical minimum at N GPUs is theoreticalGpuSeconds / N, continuous in N.
    double theoreticalGpuSeconds = 0;
    // The last count before the next valid count's speed-up, relative to linear, falls
    // below the marginal fraction (0 when it never does).
    std::int64_t marginalLimitGpus = 0;
    // The job's make-up at the base count and where scaling ends: the first count below
    // the knee's threshold, or the last valid count when the batch limit comes first.
    JobTimeShares baseShares;
    JobTimeShares endShares;

    // The wall is the last valid count: JCT still falls there, the batch ends the curve.
    [[nodiscard]] bool wallAtBatchLimit() const { return wallGpus > 0 && wallGpus == batchLimitGpus; }
    // Efficiency never falls below the threshold before the batch limit.
    [[nodiscard]] bool kneeAtBatchLimit() const { return kneeGpus > 0 && kneeBelowGpus == 0; }
    [[nodiscard]] double theoreticalSecondsAt(double gpus) const
    {
        return gpus > 0 ? theoreticalGpuSeconds / gpus : 0.0;
    }
};

// Calls visit(d) for every divisor d of n (n ≥ 1) in increasing order. O(√n), no allocation.
template<typename Visit>
void forEachDivisor(std::int64_t n, Visit visit)
{
    std::int64_t i = 1;
    for (; i * i <= n; ++i)
        if (n % i == 0)
            visit(i);
    for (--i; i >= 1; --i)
        if (n % i == 0 && i * i != n)
            visit(n / i);
}

// Evaluates the plan at every valid data-parallel size — every dp that divides B/b, so that
// each rank runs the same whole number of micro-batches, as a single evaluation requires —
// with tp, pp, cp, the micro-batch and the global batch fixed, and finds the wall and the
// knee exactly over all of them. Writes the points to `out`: all of them when they fit,
// else out.size() of them spread evenly over the list (first and last kept). No allocation.
SyncWallSummary syncWallSweep(const Scenario &s, std::span<SyncWallPoint> out, const SyncWallOptions &options = {});

} // namespace jct
