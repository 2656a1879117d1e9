#pragma once

// What the job costs and where its idle GPU time goes (MODEL.md section 9).

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// GPU-hours × price, energy = N × power × PUE × JCT × price per kWh; idle cost N × price ×
// (predicted − theoretical); an idle minute N × price / 60 (1,024 GPUs at $30/h: $512).
[[nodiscard]] CostResult jobCost(const Scenario &s, double predictedSeconds, double theoreticalSeconds);

// The wall time, over the whole job, that is not the step's compute: exposed communication,
// bubble, recompute, optimizer, stragglers and data stalls of every step, the checkpoint and
// failure overheads and the startup.
[[nodiscard]] IdleBreakdown idleTime(const Scenario &s, const Result &r);

} // namespace jct
