#pragma once

// Capacity questions answered directly: the fewest GPUs that finish by a deadline, the
// GPU count with the least cost per trained token, and whether a given cluster meets a
// delivery date. The GPU counts searched are the sync-wall sweep's: the model-parallel
// layout (tp, pp, cp) and the global batch stay fixed, dp runs over 1 … B/b (uneven
// micro-batches allowed, as in syncWallSweep). Every job time is evaluate()'s predicted
// JCT, which already includes startup, checkpoint and expected failure overhead. No count
// goes past kMaxGpus; past kExhaustiveCapacityCounts degrees only the smallest dp of each
// micro-batch plateau is tried (capacity.cpp), so a global batch of 2^28 stays fast.

#include "core/model/layout.h"
#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// Up to this many data-parallel degrees the capacity questions try every one.
inline constexpr int kExhaustiveCapacityCounts = 1 << 16;

// One GPU count of the layout family and what evaluate() predicts for it.
struct CapacityPoint
{
    int gpus = 0; // 0: none
    int dp = 0;
    double predictedSeconds = 0; // JCT with checkpoints and failures
    double totalUsd = 0;
    double usdPerMillionTokens = 0;
    // dp divides B/b: every rank runs the same number of micro-batches, the layout the
    // window and a single evaluation accept. Otherwise some ranks run one more.
    bool evenBatch = false;

    [[nodiscard]] bool valid() const { return gpus > 0; }
};

struct DeadlineAnswer
{
    bool reachable = false;
    CapacityPoint fewest;      // the fewest GPUs whose JCT ≤ deadline (when reachable)
    CapacityPoint fewestEven;  // the same among counts with an even batch split (may be invalid)
    CapacityPoint fastest;     // the least JCT over every count (what comes closest)
    CapacityPoint fastestEven; // the same among counts with an even batch split
    int countsSearched = 0;    // GPU counts evaluated that fit in memory
};

// The fewest GPUs of the plan's layout family that finish within deadlineSeconds.
[[nodiscard]] DeadlineAnswer fewestGpusForDeadline(const Scenario &s, double deadlineSeconds);

// The GPU count of the layout family with the least cost per trained token (the token
// count is fixed, so also the least total cost); invalid when no count fits.
[[nodiscard]] CapacityPoint cheapestPerToken(const Scenario &s);

struct SlaAnswer
{
    bool runs = false;  // the plan as given can run (layout valid, fits in memory)
    bool meets = false; // predicted JCT ≤ deadline
    double predictedSeconds = 0;
    double marginSeconds = 0; // deadline − predicted JCT (negative: late by that much)
    // The margin priced at the cluster's rate, N × $/GPU-hour × margin: what the spare
    // time is worth (or what running late costs in GPU time), USD.
    double marginUsd = 0;
    double totalUsd = 0; // the job's total cost
};

// Does the plan's cluster, exactly as given, deliver by deadlineSeconds?
[[nodiscard]] SlaAnswer checkSla(const Scenario &s, double deadlineSeconds);

// evaluate() at gpus = tp·pp·cp·dp with the sweep's rule (uneven micro-batches allowed).
[[nodiscard]] Result evaluateAtDataParallel(const Scenario &s, int dp);

} // namespace jct
