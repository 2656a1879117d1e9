#include "fabricfit.h"

#include <algorithm>

namespace jct {

FabricFitResult applyCollectiveFit(Scenario &s, const MeasuredCollective &m)
{
    FabricFitResult result;
    const int ranks = m.ranks;
    const double steps = ranks > 1 ? (m.allReduce ? 2.0 * (ranks - 1) : ranks - 1.0) : 1.0;
    const double alphaPerStep = m.alphaSeconds / steps;
    result.nvlink = ranks > 0 && ranks <= s.gpu.nvlinkDomain && !m.pointToPoint;
    if (result.nvlink) {
        const double efficiency = m.busBandwidth / s.gpu.nvlinkBandwidth;
        s.gpu.nvlinkEfficiency = std::clamp(efficiency, 0.01, 1.0);
        s.gpu.nvlinkLatency = alphaPerStep;
        result.capped = efficiency > 1.0;
    } else {
        const double efficiency = m.busBandwidth / s.fabric.nicBandwidth;
        s.fabric.protocolEfficiency = std::clamp(efficiency, 0.01, 1.0);
        s.fabric.latency = std::max(0.0, alphaPerStep - 2.0 * s.fabric.hopLatency);
        result.capped = efficiency > 1.0;
    }
    return result;
}

} // namespace jct
