#pragma once

// The step time as a distribution over steps (MODEL.md section 7, stragglers; issue 14):
// the engine's step time is the mean, on which the job is priced; its median and 99th
// percentile come from what varies from one step to the next.

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// Delays that strike a step a random number of times, each lasting `seconds`: the count is
// Poisson with mean `perStep` (many collective calls or packets, each rarely hit).
struct StepEvents
{
    double perStep = 0.0; // expected events per step
    double seconds = 0.0; // how long each holds the step

    [[nodiscard]] bool active() const { return perStep > 0.0 && seconds > 0.0; }
};

// What varies from step to step, and what does not.
struct StepVariation
{
    double fixedSeconds = 0.0;   // the step without its straggler wait and its random events
    double computeSeconds = 0.0; // what a straggler stretches (compute + recompute)
    double slowFactor = 0.0;     // one slow GPU: compute × this, every step
    double jitterCv = 0.0;       // per-rank jitter: compute × cv·X, X the slowest of n normals
    int ranks = 1;               // n, the ranks a step waits for
    int backupWorkers = 0;       // k: the n-th fastest of n + k
    StepEvents microbursts;      // network.stall_probability: a link stalls a collective call
    StepEvents timeouts;         // a tail loss waits for the retransmission timeout
    StepEvents pauses;           // PFC pauses on a lossless fabric
};

struct StepTail
{
    double mean = 0.0; // the engine's step time: the job's time and cost are priced on it
    double p50 = 0.0;
    double p99 = 0.0;
    StepVariation variation;

    [[nodiscard]] bool varies() const { return p99 > p50 || p50 != mean; }
};

// The q-quantile of the step time: fixed + compute·max(slow, cv·X) + the events' delays,
// X the n-th smallest of n + k standard normals (exact CDF, not Blom's mean) and each
// event count Poisson; the sum's CDF is inverted by bisection. No allocation.
[[nodiscard]] double stepQuantile(const StepVariation &v, double q);

// The step time's distribution for an evaluated plan. Each event source's mean share of
// the step is the step time less the plan's without that source (one more evaluation per
// source that is on); the count of events is that share over one event's duration.
[[nodiscard]] StepTail stepTail(const Scenario &s, const Result &r);

} // namespace jct
