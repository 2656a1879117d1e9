#include "fabricfit.h"

#include "core/physics/collectivechoice.h"

#include <algorithm>
#include <vector>

namespace jct {

namespace {

// The bus bandwidth the forward model (collectivechoice.h) gives the measured collective at
// large sizes when the fabric's protocol efficiency is `efficiency`: its ranks placed as the
// log's hosts hold them, the slope of time over bytes between 1 and 2 GiB (α drops out).
// On a few hosts NCCL's rings cross each host's NICs with only part of the data, so a
// measured bus bandwidth above the NIC's line rate is what the model predicts, not an
// efficiency above 1. An all-to-all is priced as the engine prices expert dispatch: each
// rank's share for other hosts crosses its own NIC.
double modelBusBandwidth(Scenario s, const MeasuredCollective &m, double efficiency)
{
    const int ranks = std::max(2, m.ranks);
    if (m.nodes > 0 && ranks % m.nodes == 0) {
        // The log's hosts, not the plan's; an NVLink domain no wider than a host stays
        // inside the log's hosts (one that spans hosts, NVL72's, keeps its size).
        const bool spanningDomain = s.gpu.nvlinkDomain > s.cluster.gpusPerNode;
        s.cluster.gpusPerNode = ranks / m.nodes;
        if (!spanningDomain)
            s.gpu.nvlinkDomain = std::min(s.gpu.nvlinkDomain, s.cluster.gpusPerNode);
    }
    s.cluster.gpus = ranks;
    s.fabric.protocolEfficiency = efficiency;
    const GroupPlacement g = placeGroup(s, ranks, 1);
    constexpr double kBytes = 1024.0 * 1024.0 * 1024.0;
    const auto call = [&](double bytes) {
        if (m.allReduce)
            return allReduce(s, g, bytes).seconds;
        return m.allToAll ? allToAll(s, g, bytes).seconds : allGather(s, g, bytes).seconds;
    };
    const double perByte = (call(2.0 * kBytes) - call(kBytes)) / kBytes;
    const double factor = (m.allReduce ? 2.0 : 1.0) * (ranks - 1.0) / ranks;
    return perByte > 0.0 ? factor / perByte : 0.0;
}

// The protocol efficiency at which the forward model meets the measured bus bandwidth
// (bisection: the model's bandwidth does not fall as the efficiency grows); above what
// line rate allows, 1 and capped.
double fabricEfficiency(const Scenario &s, const MeasuredCollective &m, bool &capped)
{
    if (m.pointToPoint || m.ranks <= 1) {
        // One link between two hosts: the NIC's own rate.
        const double efficiency = m.busBandwidth / s.fabric.nicBandwidth;
        capped = efficiency > 1.0;
        return std::clamp(efficiency, 0.01, 1.0);
    }
    capped = modelBusBandwidth(s, m, 1.0) < m.busBandwidth;
    if (capped)
        return 1.0;
    double low = 0.01;
    double high = 1.0;
    if (modelBusBandwidth(s, m, low) >= m.busBandwidth)
        return low;
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (low + high);
        (modelBusBandwidth(s, m, mid) < m.busBandwidth ? low : high) = mid;
    }
    return high;
}

} // namespace

double alphaPerStep(const MeasuredCollective &m)
{
    const int ranks = m.ranks;
    const double steps = ranks > 1 ? (m.allReduce ? 2.0 * (ranks - 1) : ranks - 1.0) : 1.0;
    return m.alphaSeconds / steps;
}

MeasuredCollective combineCollectives(std::span<const MeasuredCollective> measured)
{
    MeasuredCollective combined;
    combined.alphaDetermined = false;
    combined.bandwidthDetermined = false;
    combined.weight = 0;
    combined.pointToPoint = !measured.empty();
    bool everyAllToAll = !measured.empty();
    std::vector<double> alphas;
    // Ring-type bus bandwidths (all-reduce, all-gather, reduce-scatter) measure the same
    // links the same way; an all-to-all's crosses the bisection and has its own forward
    // model, so it sets the bandwidth only of a set without the others.
    double ringWeighted = 0.0, ringWeight = 0.0, allToAllWeighted = 0.0, allToAllWeight = 0.0;
    for (const MeasuredCollective &m : measured) {
        combined.ranks = std::max(combined.ranks, m.ranks);
        combined.nodes = std::max(combined.nodes, m.nodes);
        combined.pointToPoint = combined.pointToPoint && m.pointToPoint;
        everyAllToAll = everyAllToAll && m.allToAll;
        if (m.alphaDetermined)
            alphas.push_back(alphaPerStep(m));
        if (m.bandwidthDetermined && m.weight > 0.0) {
            (m.allToAll ? allToAllWeighted : ringWeighted) += m.busBandwidth * m.weight;
            (m.allToAll ? allToAllWeight : ringWeight) += m.weight;
        }
    }
    const bool ringBandwidth = ringWeight > 0.0;
    const double weighted = ringBandwidth ? ringWeighted : allToAllWeighted;
    combined.weight = ringBandwidth ? ringWeight : allToAllWeight;
    combined.allToAll = combined.weight > 0.0 ? !ringBandwidth : everyAllToAll;
    if (!alphas.empty()) {
        std::sort(alphas.begin(), alphas.end());
        const std::size_t n = alphas.size();
        const double perStep = n % 2 == 1 ? alphas[n / 2] : 0.5 * (alphas[n / 2 - 1] + alphas[n / 2]);
        combined.alphaDetermined = true;
        combined.alphaSeconds = perStep * (combined.ranks > 1 ? combined.ranks - 1.0 : 1.0);
    }
    if (combined.weight > 0.0) {
        combined.bandwidthDetermined = true;
        combined.busBandwidth = weighted / combined.weight;
    }
    return combined;
}

FabricFitResult applyCollectiveFit(Scenario &s, const MeasuredCollective &m)
{
    FabricFitResult result;
    const double perStep = alphaPerStep(m);
    // Ranks on several hosts share one NVLink domain only where it spans hosts (NVL72).
    // Unknown nodes (0) are not one host: a log that cannot say stays with the fabric.
    const bool oneHostOrSpanningDomain = m.nodes == 1 || s.gpu.nvlinkDomain > s.cluster.gpusPerNode;
    result.nvlink = m.ranks > 0 && m.ranks <= s.gpu.nvlinkDomain && !m.pointToPoint && oneHostOrSpanningDomain;
    result.latencyChanged = m.alphaDetermined;
    result.efficiencyChanged = m.bandwidthDetermined;
    if (result.nvlink) {
        const double efficiency = m.busBandwidth / s.gpu.nvlinkBandwidth;
        if (m.bandwidthDetermined) {
            s.gpu.nvlinkEfficiency = std::clamp(efficiency, 0.01, 1.0);
            result.capped = efficiency > 1.0;
        }
        if (m.alphaDetermined)
            s.gpu.nvlinkLatency = perStep;
    } else {
        if (m.bandwidthDetermined)
            s.fabric.protocolEfficiency = fabricEfficiency(s, m, result.capped);
        if (m.alphaDetermined)
            s.fabric.latency = std::max(0.0, perStep - 2.0 * s.fabric.hopLatency);
    }
    return result;
}

} // namespace jct
