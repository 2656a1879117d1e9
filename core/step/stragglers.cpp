#include "stragglers.h"

#include "core/physics/statistics.h"

#include <algorithm>
#include <cmath>

namespace jct {

double rankJitterCv(const Scenario &s)
{
    const double own = std::max(0.0, s.gpu.rankJitterCv);
    const double plan = std::max(0.0, s.stragglers.jitterCv);
    return std::sqrt(own * own + plan * plan);
}

double stragglerTime(const Scenario &s, double computeSeconds)
{
    const Stragglers &sg = s.stragglers;
    const int n = s.cluster.gpus;
    const double slow = sg.backupWorkers > 0 ? 0.0 : std::max(0.0, sg.slowGpuFactor);
    const double cv = rankJitterCv(s);
    const double jitter =
        cv > 0.0 && n > 1 ? std::max(0.0, cv * expectedNormalOrderStatistic(n, sg.backupWorkers)) : 0.0;
    return computeSeconds * std::max(slow, jitter);
}

} // namespace jct
