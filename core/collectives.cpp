#include "collectives.h"

#include <cmath>

namespace jct {

double ringAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    const double steps = n - 1;
    return 2.0 * steps * link.alpha + 2.0 * steps / n * bytes / link.beta;
}

double treeAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    return 2.0 * std::log2(static_cast<double>(n)) * link.alpha + 2.0 * bytes / link.beta;
}

double inNetworkAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    return 2.0 * link.alpha + bytes / link.beta;
}

double ringAllGatherTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    const double steps = n - 1;
    return steps * link.alpha + steps / n * bytes / link.beta;
}

double allToAllTime(int n, double bytes, Link link)
{
    return ringAllGatherTime(n, bytes, link);
}

double pointToPointTime(double bytes, Link link)
{
    return link.alpha + bytes / link.beta;
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
