#include "syncwall.h"

#include "core/model/layout.h"
#include "core/step/evaluate.h"

#include <algorithm>
#include <cstdint>

namespace jct {

namespace {

SyncWallPoint pointOf(const Result &r, std::int64_t gpus, std::int64_t dp)
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

JobTimeShares sharesOf(const Result &r, std::int64_t gpus)
{
    JobTimeShares t;
    t.gpus = gpus;
    if (!(r.predictedSeconds > 0.0))
        return t;
    const auto parts = r.step.parts();
    const double steps = static_cast<double>(r.steps);
    for (std::size_t i = 0; i < parts.size(); ++i)
        t.share[i] = parts[i] * steps / r.predictedSeconds;
    t.share[JobTimeShares::kCheckpointsAndFailures] =
        (r.checkpoint.overheadSeconds + r.failures.overheadSeconds) / r.predictedSeconds;
    return t;
}

// Folds the valid counts, in increasing order, into the summary: the wall (least JCT), the
// knee (efficiency against the first count that fits) and the marginal limit.
class WallScan
{
public:
    WallScan(SyncWallSummary &summary, const SyncWallOptions &options)
        : m_s(summary)
        , m_options(options)
    {}

    void add(SyncWallPoint &p, const Result &r)
    {
        if (!p.fits)
            return;
        ++m_s.fitting;
        if (!m_kneeFound)
            m_s.endShares = sharesOf(r, p.gpus); // the last count until one falls below the knee
        if (m_s.baseGpus == 0) {
            m_s.baseShares = m_s.endShares;
            m_s.baseGpus = p.gpus;
            m_s.baseSeconds = p.predictedSeconds;
            m_s.theoreticalGpuSeconds = p.theoreticalSeconds * static_cast<double>(p.gpus);
        }
        p.scalingEfficiency =
            (m_s.baseSeconds / p.predictedSeconds) / (static_cast<double>(p.gpus) / static_cast<double>(m_s.baseGpus));
        if (m_s.wallGpus == 0 || p.predictedSeconds < m_s.wallSeconds) {
            m_s.wallGpus = p.gpus;
            m_s.wallDp = p.dp;
            m_s.wallSeconds = p.predictedSeconds;
        }
        if (!m_kneeFound) {
            if (p.scalingEfficiency >= m_options.kneeThreshold) {
                m_s.kneeGpus = p.gpus;
                m_s.kneeEfficiency = p.scalingEfficiency;
                m_s.kneeSeconds = p.predictedSeconds;
            } else {
                m_kneeFound = true;
                m_s.kneeBelowGpus = p.gpus;
                m_s.kneeBelowEfficiency = p.scalingEfficiency;
            }
        }
        if (m_previousGpus > 0 && m_s.marginalLimitGpus == 0) {
            const double speedup = m_previousSeconds / p.predictedSeconds;
            const double ideal = static_cast<double>(p.gpus) / static_cast<double>(m_previousGpus);
            if ((speedup - 1.0) / (ideal - 1.0) < m_options.marginalFraction)
                m_s.marginalLimitGpus = m_previousGpus;
        }
        m_previousGpus = p.gpus;
        m_previousSeconds = p.predictedSeconds;
    }

private:
    SyncWallSummary &m_s;
    const SyncWallOptions &m_options;
    bool m_kneeFound = false;
    std::int64_t m_previousGpus = 0;
    double m_previousSeconds = 0;
};

} // namespace

SyncWallSummary syncWallSweep(const Scenario &s, std::span<SyncWallPoint> out, const SyncWallOptions &options)
{
    SyncWallSummary summary;
    summary.kneeThreshold = options.kneeThreshold;
    const std::int64_t modelParallel = modelParallelDegree(s.parallelism);
    const std::int64_t maxDp = maxDataParallel(s);
    if (modelParallel <= 0 || maxDp <= 0)
        return summary;
    // Counts a plan cannot state (N beyond kMaxGpus), or that leave an interleaved pipeline
    // fewer than pp micro-batches, end the list.
    const std::int64_t lastDp = maxStudiedDataParallel(s);
    const std::int64_t interleavedDp = maxInterleavedDataParallel(s);
    std::int64_t total = 0;
    std::int64_t limitDp = 0;
    forEachDivisor(maxDp, [&](std::int64_t dp) {
        if (dp <= interleavedDp)
            limitDp = std::max(limitDp, dp);
        total += dp <= lastDp ? 1 : 0;
    });
    summary.batchLimitDp = limitDp;
    summary.batchLimitGpus = modelParallel * limitDp;
    summary.interleavingLimit = interleavedDp < maxDp;
    summary.batchOverMicroBatch = maxDp;
    summary.counts = total;
    const auto capacity = static_cast<std::int64_t>(out.size());
    const std::int64_t written = std::min(capacity, total);

    Scenario point = s;
    WallScan scan(summary, options);
    std::int64_t index = 0; // among all valid counts
    std::int64_t next = 0;  // the next point to write
    forEachDivisor(maxDp, [&](std::int64_t dp) {
        if (dp > lastDp)
            return;
        point.cluster.gpus = static_cast<int>(modelParallel * dp);
        const Result r = evaluate(point);
        SyncWallPoint p = pointOf(r, modelParallel * dp, dp);
        scan.add(p, r);
        // Every count when they fit in `out`, else an even spread that keeps the first and last.
        const std::int64_t target = written == total ? next : written > 1 ? next * (total - 1) / (written - 1) : 0;
        const bool write = next < written && index == target;
        if (write) {
            out[static_cast<std::size_t>(next)] = p;
            if (p.fits && p.gpus == summary.wallGpus)
                summary.wallIndex = static_cast<int>(next);
            ++next;
        }
        ++index;
    });
    summary.points = static_cast<int>(next);
    if (summary.wallIndex >= 0 && out[static_cast<std::size_t>(summary.wallIndex)].gpus != summary.wallGpus)
        summary.wallIndex = -1;
    return summary;
}

} // namespace jct
