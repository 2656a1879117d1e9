#pragma once

// What-ifs network engineers ask first: how much job time and cost move for +10 %
// scale-out bandwidth, +1 µs per switch hop, 0.01 % / 0.1 % / 1 % packet loss, and one
// GPU throttled by 15 %. Each is a full re-evaluation of the plan with one input changed.

#include "core/model/scenario.h"

#include <array>

namespace jct {

enum class WhatIf : unsigned char {
    BandwidthPlus10Percent,
    HopLatencyPlus1us,
    Loss0_01Percent,
    Loss0_1Percent,
    Loss1Percent,
    OneStraggler15Percent,
};

struct SensitivityRow
{
    WhatIf change = WhatIf::BandwidthPlus10Percent;
    bool fits = false;
    double predictedSeconds = 0; // the changed plan
    double totalUsd = 0;
    double deltaSeconds = 0; // changed − base
    double deltaUsd = 0;
};

inline constexpr std::size_t kWhatIfCount = 6;

// `baseSeconds` and `baseUsd` are the unchanged plan's predicted time and total cost.
[[nodiscard]] std::array<SensitivityRow, kWhatIfCount> sensitivity(const Scenario &s, double baseSeconds,
                                                                   double baseUsd);

} // namespace jct
