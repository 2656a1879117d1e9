#include "capacity.h"

#include "core/step/evaluate.h"

#include <algorithm>
#include <cstdint>

namespace jct {

namespace {

CapacityPoint pointOf(const Result &r, int gpus, int dp, int maxDp)
{
    return {gpus, dp, r.predictedSeconds, r.cost.totalUsd, r.cost.perMillionTokensUsd, maxDp % dp == 0};
}

// The data-parallel degree after dp that the capacity questions try. Up to
// kExhaustiveCapacityCounts counts, every one; past that, only the smallest dp of each
// plateau of micro-batches per rank m = ⌈B / (b·dp)⌉, since the others of a plateau run the
// same m micro-batches on more GPUs (more failures, wider reductions, more cost, no less
// work per rank). That keeps the search to about 2·√(B/b) counts: 32,768 at B = 2^28.
int nextDataParallel(const Scenario &s, int dp, int maxDp)
{
    if (maxDp <= kExhaustiveCapacityCounts)
        return dp + 1;
    const std::int64_t batch = s.training.globalBatch;
    const std::int64_t micro = std::max(1, s.training.microBatch);
    const std::int64_t m = (batch + micro * dp - 1) / (micro * dp);
    if (m <= 1)
        return maxDp + 1;
    const std::int64_t next = (batch + micro * (m - 1) - 1) / (micro * (m - 1));
    return static_cast<int>(std::clamp<std::int64_t>(next, dp + 1, std::int64_t{maxDp} + 1));
}

// Calls visit(point) for every count of the sync-wall sweep (dp = 1 … B/b, no count past
// kMaxGpus) whose plan fits.
template<typename Visit>
void forEachFittingCount(const Scenario &s, Visit visit)
{
    const std::int64_t mp = modelParallelDegree(s.parallelism);
    const int maxDp = maxStudiedDataParallel(s);
    const int perRank = maxDataParallel(s);
    for (int dp = 1; dp <= maxDp; dp = nextDataParallel(s, dp, maxDp)) {
        const Result r = evaluateAtDataParallel(s, dp);
        if (r.fits())
            visit(pointOf(r, static_cast<int>(mp * dp), dp, perRank));
    }
}

} // namespace

Result evaluateAtDataParallel(const Scenario &s, int dp)
{
    Scenario point = s;
    const std::int64_t gpus = modelParallelDegree(s.parallelism) * dp;
    // A count no plan can state is refused as the layout rule it breaks, never wrapped.
    point.cluster.gpus = gpus > 0 && gpus <= kMaxGpus ? static_cast<int>(gpus) : 0;
    return evaluate(point, {.allowUnevenBatch = true});
}

DeadlineAnswer fewestGpusForDeadline(const Scenario &s, double deadlineSeconds)
{
    // JCT is not monotone in N (past the sync wall more GPUs finish later), so no
    // bisection: every count from the smallest up, stopping at the first that makes it.
    // Every count up to 65,536 (B/b is a few thousand in practice, a few milliseconds of
    // engine time), then one per micro-batch plateau (nextDataParallel).
    DeadlineAnswer answer;
    forEachFittingCount(s, [&](const CapacityPoint &p) {
        ++answer.countsSearched;
        if (!answer.fastest.valid() || p.predictedSeconds < answer.fastest.predictedSeconds)
            answer.fastest = p;
        if (p.evenBatch && (!answer.fastestEven.valid() || p.predictedSeconds < answer.fastestEven.predictedSeconds))
            answer.fastestEven = p;
        if (p.predictedSeconds <= deadlineSeconds) {
            if (!answer.reachable)
                answer.fewest = p;
            answer.reachable = true;
            if (p.evenBatch && !answer.fewestEven.valid())
                answer.fewestEven = p;
        }
    });
    return answer;
}

CapacityPoint cheapestPerToken(const Scenario &s)
{
    CapacityPoint best;
    // Among the counts whose dp splits the global batch evenly: the plans `evaluate` takes.
    forEachFittingCount(s, [&](const CapacityPoint &p) {
        if (p.evenBatch && (!best.valid() || p.usdPerMillionTokens < best.usdPerMillionTokens))
            best = p;
    });
    return best;
}

SlaAnswer checkSla(const Scenario &s, double deadlineSeconds)
{
    SlaAnswer answer;
    const Result r = evaluate(s);
    if (!r.fits())
        return answer;
    answer.runs = true;
    answer.predictedSeconds = r.predictedSeconds;
    answer.meets = r.predictedSeconds <= deadlineSeconds;
    answer.marginSeconds = deadlineSeconds - r.predictedSeconds;
    answer.marginUsd = static_cast<double>(s.cluster.gpus) * s.cost.gpuHourUsd * answer.marginSeconds / 3600.0;
    answer.totalUsd = r.cost.totalUsd;
    return answer;
}

} // namespace jct
