#include "syncwall.h"

#include "core/model/layout.h"
#include "core/step/evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace jct {

namespace {

SyncWallPoint pointOf(const Result &r, int gpus, int dp)
{
    SyncWallPoint p;
    p.gpus = gpus;
    p.dp = dp;
    p.fits = r.fits();
    if (p.fits) {
        p.predictedSeconds = r.predictedSeconds;
        p.theoreticalSeconds = r.theoreticalSeconds;
        p.stepSeconds = r.stepTime;
        p.totalUsd = r.cost.totalUsd;
        p.idleUsd = r.cost.idleUsd;
        p.perIdleMinuteUsd = r.cost.perIdleMinuteUsd;
    }
    return p;
}

// The sweep is log-spaced: search every data-parallel degree between the best point's
// neighbours, so that the wall does not depend on the sweep's resolution.
void refineWall(Scenario &point, std::int64_t modelParallel, std::span<const SyncWallPoint> points,
                SyncWallSummary &summary)
{
    const auto i = static_cast<std::size_t>(summary.wallIndex);
    const int lo = i > 0 ? points[i - 1].dp + 1 : points[0].dp;
    const int hi = i + 1 < points.size() ? points[i + 1].dp - 1 : points[i].dp;
    double bestSeconds = points[i].predictedSeconds;
    int bestDp = points[i].dp;
    for (int dp = lo; dp <= hi; ++dp) {
        if (dp == points[i].dp)
            continue;
        point.cluster.gpus = static_cast<int>(modelParallel * dp); // ≤ kMaxGpus (maxStudiedDataParallel)
        const Result r = evaluate(point, {.allowUnevenBatch = true});
        if (r.fits() && r.predictedSeconds < bestSeconds) {
            bestSeconds = r.predictedSeconds;
            bestDp = dp;
        }
    }
    summary.wallGpus = static_cast<int>(modelParallel * bestDp);
    summary.wallSeconds = bestSeconds;
}

// The last count before the speed-up of the next step, relative to linear, falls below
// `fraction` (MODEL.md section 8); 0 when it never does.
int marginalLimit(std::span<const SyncWallPoint> points, double fraction)
{
    for (std::size_t i = 1; i < points.size(); ++i) {
        const SyncWallPoint &a = points[i - 1];
        const SyncWallPoint &b = points[i];
        if (!a.fits || !b.fits)
            continue;
        const double speedup = a.predictedSeconds / b.predictedSeconds;
        const double ideal = static_cast<double>(b.gpus) / a.gpus;
        if ((speedup - 1.0) / (ideal - 1.0) < fraction)
            return a.gpus;
    }
    return 0;
}

} // namespace

SyncWallSummary syncWallSweep(const Scenario &s, std::span<SyncWallPoint> out, double marginalFraction, int minDp)
{
    SyncWallSummary summary;
    const std::int64_t modelParallel = modelParallelDegree(s.parallelism);
    const int maxDp = maxStudiedDataParallel(s); // B/b, but no count past kMaxGpus

    minDp = std::max(1, minDp);
    if (out.empty() || modelParallel <= 0 || maxDp < minDp)
        return summary;
    const int count = static_cast<int>(std::min<std::size_t>(out.size(), static_cast<std::size_t>(maxDp - minDp + 1)));
    const LogSpacing spacing(count, minDp, maxDp);
    Scenario point = s;
    int dp = 0;
    for (int i = 0; i < count; ++i) {
        dp = spacing.at(i, dp);
        point.cluster.gpus = static_cast<int>(modelParallel * dp);
        const SyncWallPoint &p = out[static_cast<std::size_t>(i)] =
            pointOf(evaluate(point, {.allowUnevenBatch = true}), point.cluster.gpus, dp);
        if (p.fits
            && (summary.wallIndex < 0
                || p.predictedSeconds < out[static_cast<std::size_t>(summary.wallIndex)].predictedSeconds))
            summary.wallIndex = i;
    }
    summary.points = count;
    const std::span<const SyncWallPoint> points = out.first(static_cast<std::size_t>(count));
    if (summary.wallIndex >= 0)
        refineWall(point, modelParallel, points, summary);
    summary.marginalLimitGpus = marginalLimit(points, marginalFraction);
    return summary;
}

} // namespace jct
