#include "reliability.h"

#include <cmath>

namespace jct {

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
