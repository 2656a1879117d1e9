#pragma once

// The job around the steps: checkpoints, failures and startup (MODEL.md section 8).

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

struct JobTime
{
    CheckpointResult checkpoint;
    FailureResult failures;
    double trainSeconds = 0;       // S × step time: failure-free, no checkpoints
    double theoreticalSeconds = 0; // S × the step's compute alone
    double predictedSeconds = 0;   // startup + Daly's expected wall time with checkpoints and failures
    double efficiency = 0;         // theoretical / predicted
};

// Checkpoints of parameters × (weights + 12 B of optimizer state), written at the storage's
// bandwidth (or, async, copied to host memory while a background flush writes them);
// failures at the job's rate λ; the checkpoint interval set by the plan or Daly's optimum;
// the expected wall time of Daly (2006), and startup before it, serial.
// `parameters` is the model's total parameter count (the checkpoint holds all of them).
[[nodiscard]] JobTime jobTime(const Scenario &s, double parameters, const MemoryBreakdown &memory, double steps,
                              double stepSeconds, double computeSeconds);

} // namespace jct
