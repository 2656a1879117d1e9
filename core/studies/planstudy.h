#pragma once

// Everything the window, the report and `jct eval` show about one plan, computed in one
// call: the evaluation, the sync-wall sweep (and one per interconnect when comparing), the
// checkpoint-interval curve, the packet-loss curve and the sensitivity what-ifs. The views
// format what this returns; none of them calls the engine again.

#include "capacity.h"
#include "core/model/result.h"
#include "core/model/scenario.h"
#include "layoutsearch.h"
#include "sensitivity.h"
#include "steptail.h"
#include "sweeps.h"
#include "syncwall.h"

#include <array>
#include <span>
#include <vector>

namespace jct {

struct StudyOptions
{
    int syncWallPoints = 120;    // most GPU counts drawn on the sync-wall curve (8 … 512); 0: no sync wall
    double kneeThreshold = 0.7;  // the knee's scaling efficiency (SyncWallOptions)
    int intervalPoints = 60;     // checkpoint intervals on the overhead curve (4 … 400); 0: none
    int lossPointsPerDecade = 4; // loss rates 10⁻⁶ … 10⁻¹; 0: no loss curve
    bool sensitivity = true;     // the what-ifs of core/studies/sensitivity.h
    // One sync-wall curve per fabric (the plan's loss rate and algorithm are the caller's
    // to carry over), at half the points of the plan's own, at least 8.
    std::span<const Fabric> interconnects;
};

struct InterconnectCurve
{
    SyncWallSummary summary;
    std::vector<SyncWallPoint> points;
};

struct PlanStudy
{
    Result result;
    SyncWallSummary syncWall;
    std::vector<SyncWallPoint> syncWallPoints;    // the sweep's points, fitting or not
    std::vector<InterconnectCurve> interconnects; // in the order of StudyOptions::interconnects
    std::vector<IntervalPoint> checkpointCurve;
    std::vector<LossPoint> lossCurve;
    std::array<SensitivityRow, kWhatIfCount> sensitivity{};
    bool hasSensitivity = false;
    StepTail stepTail; // the step time over steps: mean (the priced one), p50, p99
    // Engine calls made, counted as the window reports them: one per point of each sweep
    // and one per valid count of each sync wall.
    int evaluations = 0;

    [[nodiscard]] bool runs() const { return result.fits(); }
};

// The plan's study. A plan that cannot run returns with only `result` filled.
[[nodiscard]] PlanStudy studyPlan(const Scenario &s, const StudyOptions &options = {});

// The study of each evaluated layout of a search (`jct search --json` lists each with every
// `jct eval` figure), layout applied to the base scenario.
[[nodiscard]] std::vector<PlanStudy> studyLayouts(const Scenario &base, std::span<const RankedLayout> layouts,
                                                  const StudyOptions &options);

} // namespace jct
