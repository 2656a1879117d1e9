#include "syncwall.h"

#include "core/step/evaluate.h"

#include <algorithm>
#include <cmath>

namespace jct {

SyncWallSummary syncWallSweep(const Scenario &s, std::span<SyncWallPoint> out, double marginalFraction, int minDp)
{
    SyncWallSummary summary;
    const int modelParallel = s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
    const int maxDp = s.training.globalBatch / std::max(1, s.training.microBatch);
    minDp = std::max(1, minDp);
    if (out.empty() || modelParallel <= 0 || maxDp < minDp)
        return summary;
    const int count = static_cast<int>(std::min<std::size_t>(out.size(), static_cast<std::size_t>(maxDp - minDp + 1)));
    const double logMin = std::log(static_cast<double>(minDp));
    const double logSpan = std::log(static_cast<double>(maxDp)) - logMin;

    Scenario point = s;
    int previousDp = 0;
    double bestSeconds = 0.0;
    for (int i = 0; i < count; ++i) {
        int dp = count == 1 ? maxDp : static_cast<int>(std::lround(std::exp(logMin + logSpan * i / (count - 1))));
        // Rounding can repeat small values; keep the sequence strictly increasing while
        // leaving room for the points still to come.
        dp = std::clamp(std::max(dp, previousDp + 1), minDp, maxDp - (count - 1 - i));
        previousDp = dp;
        point.cluster.gpus = modelParallel * dp;
        const Result r = evaluate(point, {.allowUnevenBatch = true});
        SyncWallPoint &pt = out[static_cast<std::size_t>(i)];
        pt = {};
        pt.gpus = point.cluster.gpus;
        pt.dp = dp;
        pt.fits = r.fits();
        if (pt.fits) {
            pt.predictedSeconds = r.predictedSeconds;
            pt.theoreticalSeconds = r.theoreticalSeconds;
            pt.stepSeconds = r.stepTime;
            pt.totalUsd = r.cost.totalUsd;
            pt.idleUsd = r.cost.idleUsd;
            pt.perIdleMinuteUsd = r.cost.perIdleMinuteUsd;
            if (summary.wallIndex < 0 || pt.predictedSeconds < bestSeconds) {
                summary.wallIndex = i;
                bestSeconds = pt.predictedSeconds;
            }
        }
    }
    summary.points = count;
    if (summary.wallIndex >= 0) {
        // The sweep is log-spaced; search every data-parallel degree between the wall's
        // neighbours so that the wall does not depend on the sweep's resolution.
        const int i = summary.wallIndex;
        const int lo = i > 0 ? out[static_cast<std::size_t>(i - 1)].dp + 1 : out[0].dp;
        const int hi =
            i + 1 < count ? out[static_cast<std::size_t>(i + 1)].dp - 1 : out[static_cast<std::size_t>(i)].dp;
        int bestDp = out[static_cast<std::size_t>(i)].dp;
        for (int dp = lo; dp <= hi; ++dp) {
            if (dp == out[static_cast<std::size_t>(i)].dp)
                continue;
            point.cluster.gpus = modelParallel * dp;
            const Result r = evaluate(point, {.allowUnevenBatch = true});
            if (r.fits() && r.predictedSeconds < bestSeconds) {
                bestSeconds = r.predictedSeconds;
                bestDp = dp;
            }
        }
        summary.wallGpus = modelParallel * bestDp;
        summary.wallSeconds = bestSeconds;
    }

    for (int i = 1; i < count; ++i) {
        const SyncWallPoint &a = out[static_cast<std::size_t>(i - 1)];
        const SyncWallPoint &b = out[static_cast<std::size_t>(i)];
        if (!a.fits || !b.fits)
            continue;
        const double speedup = a.predictedSeconds / b.predictedSeconds;
        const double ideal = static_cast<double>(b.gpus) / a.gpus;
        if ((speedup - 1.0) / (ideal - 1.0) < marginalFraction) {
            summary.marginalLimitGpus = a.gpus;
            break;
        }
    }
    return summary;
}

} // namespace jct
