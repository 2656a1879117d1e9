#include "sensitivity.h"

#include "core/step/evaluate.h"

namespace jct {

std::array<SensitivityRow, kWhatIfCount> sensitivity(const Scenario &s, double baseSeconds, double baseUsd)
{
    std::array<SensitivityRow, kWhatIfCount> rows{};
    for (std::size_t i = 0; i < kWhatIfCount; ++i) {
        Scenario changed = s;
        const auto change = static_cast<WhatIf>(i);
        switch (change) {
        case WhatIf::BandwidthPlus10Percent:
            changed.fabric.nicBandwidth *= 1.1;
            break;
        case WhatIf::HopLatencyPlus1us:
            changed.fabric.hopLatency += 1e-6;
            break;
        case WhatIf::Loss0_01Percent:
            changed.fabric.lossRate = 1e-4;
            break;
        case WhatIf::Loss0_1Percent:
            changed.fabric.lossRate = 1e-3;
            break;
        case WhatIf::Loss1Percent:
            changed.fabric.lossRate = 1e-2;
            break;
        case WhatIf::OneStraggler15Percent:
            changed.stragglers.slowGpuFactor = 0.15;
            break;
        }
        const Result r = evaluate(changed);
        SensitivityRow &row = rows[i];
        row.change = change;
        row.fits = r.fits();
        if (row.fits) {
            row.predictedSeconds = r.predictedSeconds;
            row.totalUsd = r.cost.totalUsd;
            row.deltaSeconds = r.predictedSeconds - baseSeconds;
            row.deltaUsd = r.cost.totalUsd - baseUsd;
        }
    }
    return rows;
}

} // namespace jct
