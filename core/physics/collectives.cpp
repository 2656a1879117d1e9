#include "collectives.h"

#include <algorithm>
#include <cmath>

namespace jct {

double nvlsAllReduceTime(int n, double bytes, Link nvlink)
{
    if (n <= 1)
        return 0.0;
    return kNvlsLatencySteps * nvlink.alpha + bytes / (kNvlsBandwidthShare * nvlink.beta);
}

double nvlsTreeAllReduceTime(int domains, int perDomain, double bytes, Link nvlink, Link network)
{
    if (domains <= 1)
        return nvlsAllReduceTime(perDomain, bytes, nvlink);
    const double across = perDomain * network.beta / (domains > 2 ? 2.0 : 1.0);
    const double beta = kNvlsBandwidthShare * std::min(nvlink.beta, across);
    return kNvlsLatencySteps * nvlink.alpha + 2.0 * std::log2(static_cast<double>(domains)) * network.alpha
           + bytes / beta;
}

namespace {
constexpr double kPatBase = 8e-6;
constexpr double kPatPerRank = 2.8e-6;
constexpr double kPatLogStepShare = 1.0 / 3.5;
constexpr double kPatBandwidthShare = 0.75;
} // namespace

double patAllGatherLowerBound(int n, double bytes, Link network)
{
    if (n <= 1)
        return 0.0;
    return kPatBase + kPatPerRank * n + bytes / (kPatBandwidthShare * network.beta);
}

double patAllGatherTime(int n, double bytes, Link network)
{
    if (n <= 1)
        return 0.0;
    return patAllGatherLowerBound(n, bytes, network)
           + std::log2(static_cast<double>(n)) * network.alpha * kPatLogStepShare;
}

double allReduceBusBandwidthFactor(int n)
{
    return n <= 1 ? 1.0 : 2.0 * (n - 1) / n;
}

double allGatherBusBandwidthFactor(int n)
{
    return n <= 1 ? 1.0 : static_cast<double>(n - 1) / n;
}

} // namespace jct
