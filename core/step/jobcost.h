#pragma once

// What the job costs and where its idle GPU time goes (MODEL.md section 9).

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// GPU-hours × price, energy = N × power × PUE × JCT × price per kWh; idle cost N × price ×
// (predicted − theoretical); an idle minute N × price / 60 (1,024 GPUs at $30/h: $512).
[[nodiscard]] CostResult jobCost(const Scenario &s, double predictedSeconds, double theoreticalSeconds);

// The cost of waiting (MODEL.md section 9): a synchronous job that waits keeps every GPU of
// the cluster idle, at N × price per hour (1,024 GPUs at $30/h: $8.53 a second, $512 a
// minute). GPU rent only, as the idle minute.
[[nodiscard]] inline double waitingUsdPerSecond(const Scenario &s)
{
    return s.cluster.gpus * s.cost.gpuHourUsd / 3600.0;
}
// A stall of the whole cluster for `seconds` (a 10 s stall on 1,024 GPUs at $30/h: $85.33).
[[nodiscard]] inline double stallUsd(const Scenario &s, double seconds)
{
    return waitingUsdPerSecond(s) * seconds;
}
// The job running `fraction` slower (0.1: 10 %) for `seconds` of wall time: that fraction of
// the time is waiting (10 % for an hour on 1,024 GPUs at $30/h: 360 s, $3,072).
[[nodiscard]] inline double slowdownUsd(const Scenario &s, double fraction, double seconds)
{
    return waitingUsdPerSecond(s) * fraction * seconds;
}

// The wall time, over the whole job, that is not the step's compute: exposed communication,
// bubble, recompute, optimizer, stragglers and data stalls of every step, the checkpoint and
// failure overheads and the startup.
[[nodiscard]] IdleBreakdown idleTime(const Result &r);

} // namespace jct
