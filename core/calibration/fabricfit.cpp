#include "fabricfit.h"

#include <algorithm>
#include <vector>

namespace jct {

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
    std::vector<double> alphas;
    double weighted = 0.0;
    for (const MeasuredCollective &m : measured) {
        combined.ranks = std::max(combined.ranks, m.ranks);
        combined.nodes = std::max(combined.nodes, m.nodes);
        combined.pointToPoint = combined.pointToPoint && m.pointToPoint;
        if (m.alphaDetermined)
            alphas.push_back(alphaPerStep(m));
        if (m.bandwidthDetermined && m.weight > 0.0) {
            weighted += m.busBandwidth * m.weight;
            combined.weight += m.weight;
        }
    }
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
    const bool oneHostOrSpanningDomain = m.nodes <= 1 || s.gpu.nvlinkDomain > s.cluster.gpusPerNode;
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
        const double efficiency = m.busBandwidth / s.fabric.nicBandwidth;
        if (m.bandwidthDetermined) {
            s.fabric.protocolEfficiency = std::clamp(efficiency, 0.01, 1.0);
            result.capped = efficiency > 1.0;
        }
        if (m.alphaDetermined)
            s.fabric.latency = std::max(0.0, perStep - 2.0 * s.fabric.hopLatency);
    }
    return result;
}

} // namespace jct
