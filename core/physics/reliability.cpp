#include "reliability.h"

#include <algorithm>
#include <cmath>

namespace jct {

double jobMtbfSeconds(const Scenario &s)
{
    const Reliability &r = s.reliability;
    if (r.jobMtbfSeconds > 0.0)
        return r.jobMtbfSeconds;
    const double n = s.cluster.gpus;
    const double nodes = std::ceil(n / std::max(1, s.cluster.gpusPerNode));
    const double switches = 1.5 * std::ceil(n / std::max(1, s.fabric.switchRadix / 2));
    double rate = 0.0;
    if (r.gpuMtbfSeconds > 0.0)
        rate += n / r.gpuMtbfSeconds;
    if (r.nodeMtbfSeconds > 0.0)
        rate += nodes / r.nodeMtbfSeconds;
    if (r.switchMtbfSeconds > 0.0)
        rate += switches / r.switchMtbfSeconds;
    if (r.softwareMtbfSeconds > 0.0)
        rate += 1.0 / r.softwareMtbfSeconds;
    return rate > 0.0 ? 1.0 / rate : 0.0;
}

double youngInterval(double checkpointSeconds, double mtbfSeconds)
{
    return std::sqrt(2.0 * checkpointSeconds * mtbfSeconds);
}

double dalyInterval(double checkpointSeconds, double mtbfSeconds)
{
    const double d = checkpointSeconds;
    const double m = mtbfSeconds;
    if (d >= 2.0 * m)
        return m;
    return std::sqrt(2.0 * d * m) * (1.0 + std::sqrt(d / (2.0 * m)) / 3.0 + d / (18.0 * m)) - d;
}

double dalyWallTime(double solveSeconds, double intervalSeconds, double checkpointSeconds, double restartSeconds,
                    double mtbfSeconds)
{
    const double m = mtbfSeconds;
    // expm1 keeps precision when (τ + δ) ≪ M, the usual case.
    return m * std::exp(restartSeconds / m) * std::expm1((intervalSeconds + checkpointSeconds) / m) * solveSeconds
           / intervalSeconds;
}

} // namespace jct
