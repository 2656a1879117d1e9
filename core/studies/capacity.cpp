#include "capacity.h"

#include "core/step/evaluate.h"

#include <algorithm>

namespace jct {

namespace {

int modelParallel(const Scenario &s)
{
    return s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
}

CapacityPoint pointOf(const Result &r, int gpus, int dp, int maxDp)
{
    return {gpus, dp, r.predictedSeconds, r.cost.totalUsd, r.cost.perMillionTokensUsd, maxDp % dp == 0};
}

// Calls visit(point) for every count of the sync-wall sweep (dp = 1 … B/b) whose plan fits.
template<typename Visit>
void forEachFittingCount(const Scenario &s, Visit visit)
{
    const int mp = modelParallel(s);
    const int maxDp = maxDataParallel(s);
    for (int dp = 1; dp <= maxDp; ++dp) {
        const Result r = evaluateAtDataParallel(s, dp);
        if (r.fits())
            visit(pointOf(r, mp * dp, dp, maxDp));
    }
}

} // namespace

Result evaluateAtDataParallel(const Scenario &s, int dp)
{
    Scenario point = s;
    point.cluster.gpus = modelParallel(s) * dp;
    return evaluate(point, {.allowUnevenBatch = true});
}

DeadlineAnswer fewestGpusForDeadline(const Scenario &s, double deadlineSeconds)
{
    // JCT is not monotone in N (past the sync wall more GPUs finish later), so no
    // bisection: every count from the smallest up, stopping at the first that makes it.
    // B/b is at most a few thousand, a few milliseconds of engine time.
    DeadlineAnswer answer;
    forEachFittingCount(s, [&](const CapacityPoint &p) {
        ++answer.countsSearched;
        if (!answer.fastest.valid() || p.predictedSeconds < answer.fastest.predictedSeconds)
            answer.fastest = p;
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
    forEachFittingCount(s, [&](const CapacityPoint &p) {
        if (!best.valid() || p.usdPerMillionTokens < best.usdPerMillionTokens)
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
    answer.marginUsd = s.cluster.gpus * s.cost.gpuHourUsd * answer.marginSeconds / 3600.0;
    answer.totalUsd = r.cost.totalUsd;
    return answer;
}

} // namespace jct
