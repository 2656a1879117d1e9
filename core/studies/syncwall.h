#pragma once

// The sync wall (MODEL.md section 8): sweep the GPU count with the global batch fixed
// (the data-parallel degree grows, micro-batches per step shrink) and find where the
// predicted job time is least; past it, more GPUs finish later.

#include "core/model/scenario.h"

#include <span>

namespace jct {

struct SyncWallPoint
{
    int gpus = 0;
    int dp = 0;
    bool fits = false;
    double predictedSeconds = 0;
    double theoreticalSeconds = 0;
    double stepSeconds = 0;
    double totalUsd = 0;
    double idleUsd = 0;
    double perIdleMinuteUsd = 0;
};

struct SyncWallSummary
{
    int points = 0;         // points written
    int wallIndex = -1;     // the point with the least predicted time (-1: none fits)
    int wallGpus = 0;       // refined: the best of every GPU count around wallIndex
    double wallSeconds = 0; // its predicted job time
    // The last GPU count before the marginal speed-up per added GPU, relative to linear,
    // falls below the requested fraction (0 when it never does).
    int marginalLimitGpus = 0;
};

// Writes up to out.size() points, the data-parallel degree spread logarithmically from
// `minDp` to B/b (so every point keeps at least one micro-batch per rank), then searches
// every GPU count between the best point's neighbours for the exact wall. No allocation.
SyncWallSummary syncWallSweep(const Scenario &s, std::span<SyncWallPoint> out, double marginalFraction = 0.5,
                              int minDp = 1);

} // namespace jct
