#pragma once

// The one-input sweeps the planner draws and tabulates: job time and cost against the GPU
// count (global batch fixed), checkpoint and failure overhead against the checkpoint
// interval, and GPU utilization and job time against the packet-loss rate. Each point is a
// full evaluation of the plan with that one input changed. No allocation: callers hand in
// the buffers.

#include "core/model/result.h"
#include "core/model/scenario.h"

#include <span>

namespace jct {

// One GPU count of a sweep with the global batch fixed (uneven micro-batches allowed, as in
// the sync-wall sweep).
struct GpuCountPoint
{
    int gpus = 0;
    // B/b splits evenly over the count's dp ranks: a plan `evaluate` takes as it is. The
    // others are evaluated with the busiest rank running one micro-batch more, a count the
    // global batch would have to change for.
    bool evenSplit = false;
    Result result;
};

// Evaluates the plan at each of `gpus`; writes min(gpus, out) points and returns the index
// of the least predicted job time among those that fit with an even split (-1 when none
// does): the fastest plan that runs as stated, as the sync wall is.
int gpuCountSweep(const Scenario &s, std::span<const int> gpus, std::span<GpuCountPoint> out);

// The GPU counts of a range for tabulation: with factor > 1, from, from·factor, … (rounded)
// up to `to`; otherwise every multiple of tp·pp·cp in [from, to], at most out.size() of them
// spread logarithmically as the sync-wall sweep spreads its points. Returns how many.
std::size_t gpuCountsInRange(const Scenario &s, long long from, long long to, double factor, std::span<int> out);

// Checkpoint + failure overhead, as a fraction of the failure-free training time, at one
// checkpoint interval, written synchronously and asynchronously (NaN where the plan does
// not run). MODEL.md section 8.
struct IntervalPoint
{
    double intervalSeconds = 0;
    double syncOverhead = 0;
    double asyncOverhead = 0;
};

// Intervals log-spaced around the optimum, from 1/30 of the smaller to 30× the larger of
// Daly's interval and the plan's own (at least 10 s); `checkpoint` is the plan's evaluated
// checkpoint. Nothing to trade off (no failures modelled and no interval set): returns 0.
// Two evaluations per point.
std::size_t checkpointIntervalSweep(const Scenario &s, const CheckpointResult &checkpoint,
                                    std::span<IntervalPoint> out);

// The plan at one packet-loss rate (MODEL.md section 6): the compute share of the step
// (GPU utilization), MFU, step and job time, cost, and the job time over the loss-free
// plan's, − 1.
struct LossPoint
{
    double lossRate = 0;
    bool fits = false;
    double utilization = 0;
    double mfu = 0;
    double stepSeconds = 0;
    double predictedSeconds = 0;
    double totalUsd = 0;
    double slowdown = 0;
};

// Evaluates the plan without loss and at each rate; returns the number of points written,
// 0 when the loss-free plan does not run. 1 + rates evaluations.
std::size_t lossSweep(const Scenario &s, std::span<const double> rates, std::span<LossPoint> out);

// Loss rates from `lowest` up, `perDecade` to a decade, `count` of them: lowest·10^(i/perDecade).
std::size_t lossRateDecades(double lowest, int perDecade, std::span<double> out);

} // namespace jct
