#include "sweeps.h"

#include "core/model/layout.h"
#include "core/step/evaluate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace jct {

int gpuCountSweep(const Scenario &s, std::span<const int> gpus, std::span<GpuCountPoint> out)
{
    Scenario point = s;
    int best = -1;
    const std::size_t count = std::min(gpus.size(), out.size());
    for (std::size_t i = 0; i < count; ++i) {
        point.cluster.gpus = gpus[i];
        GpuCountPoint &p = out[i];
        p.gpus = gpus[i];
        p.result = evaluate(point, {.allowUnevenBatch = true});
        const long long perStep = static_cast<long long>(s.training.microBatch) * p.result.dp;
        p.evenSplit = perStep > 0 && s.training.globalBatch % perStep == 0;
        if (p.result.fits() && p.evenSplit
            && (best < 0 || p.result.predictedSeconds < out[static_cast<std::size_t>(best)].result.predictedSeconds))
            best = static_cast<int>(i);
    }
    return best;
}

std::size_t gpuCountsInRange(const Scenario &s, long long from, long long to, double factor, std::span<int> out)
{
    std::size_t written = 0;
    if (factor > 1.0) {
        for (double n = static_cast<double>(from); n <= static_cast<double>(to) + 0.5 && written < out.size();
             n *= factor)
            out[written++] = static_cast<int>(std::lround(n));
        return written;
    }
    const long long mp = modelParallelDegree(s.parallelism);
    if (mp <= 0)
        return 0;
    const long long first = (from + mp - 1) / mp;
    const long long last = to / mp;
    if (last < first || first < 1)
        return 0;
    written = logSpacedDegrees(static_cast<int>(first), static_cast<int>(last), out);
    for (std::size_t i = 0; i < written; ++i)
        out[i] = static_cast<int>(out[i] * mp);
    return written;
}

std::size_t checkpointIntervalSweep(const Scenario &s, const CheckpointResult &ck, std::span<IntervalPoint> out)
{
    if ((ck.dalySeconds <= 0.0 && ck.intervalSeconds <= 0.0) || out.size() < 2)
        return 0;
    const double centre = ck.dalySeconds > 0.0 ? ck.dalySeconds : ck.intervalSeconds;
    const double lo = std::max(10.0, std::min(centre, ck.intervalSeconds > 0 ? ck.intervalSeconds : centre) / 30.0);
    const double hi = std::max(centre, ck.intervalSeconds) * 30.0;
    const auto points = static_cast<int>(out.size());
    Scenario probe = s;
    for (int i = 0; i < points; ++i) {
        IntervalPoint &p = out[static_cast<std::size_t>(i)];
        p.intervalSeconds = lo * std::pow(hi / lo, static_cast<double>(i) / (points - 1));
        probe.reliability.checkpointIntervalSeconds = p.intervalSeconds;
        for (bool async : {false, true}) {
            probe.storage.asyncCheckpoint = async;
            const Result r = evaluate(probe);
            const double overhead = r.fits()
                                        ? (r.checkpoint.overheadSeconds + r.failures.overheadSeconds) / r.trainSeconds
                                        : std::numeric_limits<double>::quiet_NaN();
            (async ? p.asyncOverhead : p.syncOverhead) = overhead;
        }
    }
    return out.size();
}

std::size_t lossSweep(const Scenario &s, std::span<const double> rates, std::span<LossPoint> out)
{
    Scenario probe = s;
    probe.fabric.lossRate = 0.0;
    const Result clean = evaluate(probe);
    if (!clean.fits())
        return 0;
    const std::size_t count = std::min(rates.size(), out.size());
    for (std::size_t i = 0; i < count; ++i) {
        probe.fabric.lossRate = rates[i];
        const Result r = evaluate(probe);
        LossPoint &p = out[i];
        p.lossRate = rates[i];
        p.fits = r.fits();
        p.utilization = (r.step.compute + r.step.recompute) / r.stepTime;
        p.mfu = r.mfu;
        p.stepSeconds = r.stepTime;
        p.predictedSeconds = r.predictedSeconds;
        p.totalUsd = r.cost.totalUsd;
        p.slowdown = r.predictedSeconds / clean.predictedSeconds - 1.0;
    }
    return count;
}

std::size_t lossRateDecades(double lowest, int perDecade, std::span<double> out)
{
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = lowest * std::pow(10.0, static_cast<double>(i) / perDecade);
    return out.size();
}

} // namespace jct
