#include "reliability.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

std::size_t index(FailureSource source)
{
    return static_cast<std::size_t>(source);
}

} // namespace

std::array<double, kFailureSources> componentCounts(const Scenario &s)
{
    const double n = s.cluster.gpus;
    std::array<double, kFailureSources> count{};
    count[index(FailureSource::Gpu)] = n;
    count[index(FailureSource::Nic)] = n;
    count[index(FailureSource::Switch)] = 1.5 * std::ceil(n / std::max(1, s.fabric.switchRadix / 2));
    count[index(FailureSource::Optics)] = 2.0 * n + 2.0 * n / std::max(1.0, s.fabric.oversubscription);
    count[index(FailureSource::Host)] = std::ceil(n / std::max(1, s.cluster.gpusPerNode));
    count[index(FailureSource::Software)] = 1.0;
    return count;
}

std::array<double, kFailureSources> failureRates(const Scenario &s)
{
    const Reliability &r = s.reliability;
    std::array<double, kFailureSources> rate{};
    if (r.jobMtbfSeconds > 0.0)
        return rate;
    const std::array<double, kFailureSources> count = componentCounts(s);
    const double mtbf[kFailureSources] = {r.gpuMtbfSeconds,    r.nicMtbfSeconds,  r.switchMtbfSeconds,
                                          r.opticsMtbfSeconds, r.nodeMtbfSeconds, r.softwareMtbfSeconds};
    for (std::size_t i = 0; i < kFailureSources; ++i)
        rate[i] = mtbf[i] > 0.0 ? count[i] / mtbf[i] : 0.0;
    return rate;
}

double jobMtbfSeconds(const Scenario &s)
{
    return jobMtbfSeconds(s.reliability, failureRates(s));
}

double jobMtbfSeconds(const Reliability &r, const std::array<double, kFailureSources> &rates)
{
    if (r.jobMtbfSeconds > 0.0)
        return r.jobMtbfSeconds;
    double rate = 0.0;
    for (double source : rates)
        rate += source;
    return rate > 0.0 ? 1.0 / rate : 0.0;
}

double hardwareShare(const Scenario &s)
{
    return hardwareShare(s.reliability, failureRates(s));
}

double hardwareShare(const Reliability &r, const std::array<double, kFailureSources> &rates)
{
    if (r.jobMtbfSeconds > 0.0)
        return 1.0;
    double total = 0.0;
    for (double source : rates)
        total += source;
    return total > 0.0 ? 1.0 - rates[index(FailureSource::Software)] / total : 1.0;
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
