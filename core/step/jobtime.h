#pragma once

// The job around the steps: checkpoints, failures, validation and the serial start
// (MODEL.md section 8).

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

struct JobTime
{
    CheckpointResult checkpoint;
    FailureResult failures;
    double trainSeconds = 0;       // S × step time: failure-free, no checkpoints
    double theoreticalSeconds = 0; // S × the step's compute alone
    double validationSeconds = 0;  // validation passes over the job
    double serialSeconds = 0;      // startup + data staging
    double predictedSeconds = 0;   // serial + Daly's expected wall time + the final checkpoint
    double efficiency = 0;         // theoretical / predicted
    double goodput = 0;            // train / predicted: the effective training time ratio
    double amdahlFraction = 0;     // serial / predicted
};

// What the job needs from the step beyond its time: the plan's total parameter count (the
// checkpoint holds all of them), the per-GPU memory (the async copy's shard), the steps,
// the step's time and its compute, one validation pass's time and the dataset reads'
// bandwidth (bytes/s). The reads' bandwidth does not change what a checkpoint costs: the
// async flush is charged at the uplinks' bandwidth alone (core/README.md, §8).
struct JobInputs
{
    double parameters = 0;
    double steps = 0;
    double stepSeconds = 0;
    double computeSeconds = 0;
    double validationPassSeconds = 0;
};

// Checkpoints of parameters × (weights + 12 B of optimizer state) (or the plan's size),
// written at the storage's bandwidth or, async, copied to host memory and flushed behind
// (δ = max(copy, flush), the seed's definition); failures at the job's rate λ, each
// recovered by drain + provisioning + checkpoint download + re-initialisation (+ the
// rollback when the latest checkpoint is corrupt); the interval set by the plan or Daly's
// optimum; Daly's (2006) expected wall time of the training and validation work, the final
// checkpoint after it and the serial startup and staging before it.
[[nodiscard]] JobTime jobTime(const Scenario &s, const MemoryBreakdown &memory, const JobInputs &in);

// The bandwidth a transfer asking `demand` bytes/s gets on storage uplinks of `uplink`
// bytes/s (0: no limit) that it shares with `other` bytes/s of demand, shared max-min fairly.
[[nodiscard]] double uplinkShare(double demand, double other, double uplink);

} // namespace jct
