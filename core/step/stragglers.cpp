#include "stragglers.h"

#include "core/physics/statistics.h"

#include <algorithm>

namespace jct {

double stragglerTime(const Scenario &s, double computeSeconds)
{
    const Stragglers &sg = s.stragglers;
    const int n = s.cluster.gpus;
    const double slow = sg.backupWorkers > 0 ? 0.0 : std::max(0.0, sg.slowGpuFactor);
    const double jitter = sg.jitterCv > 0.0 && n > 1
                              ? std::max(0.0, sg.jitterCv * expectedNormalOrderStatistic(n, sg.backupWorkers))
                              : 0.0;
    return computeSeconds * std::max(slow, jitter);
}

} // namespace jct
