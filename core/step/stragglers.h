#pragma once

// Waiting for the slowest rank (MODEL.md section 7, stragglers).

#include "core/model/scenario.h"

namespace jct {

// The per-rank jitter a step sees: the GPU's own variability (its catalog calibration)
// and the plan's stragglers.jitter_cv, independent, so their variances add.
[[nodiscard]] double rankJitterCv(const Scenario &s);

// A synchronous step waits for its slowest rank: a fixed slow GPU stretches the step's
// compute by its factor; random per-rank jitter with coefficient of variation cv by
// cv·E[max of N standard normals] (Blom); k backup workers take the N-th fastest of N + k
// (and drop the one slow GPU). The larger of the two applies to `computeSeconds`.
[[nodiscard]] double stragglerTime(const Scenario &s, double computeSeconds);

} // namespace jct
