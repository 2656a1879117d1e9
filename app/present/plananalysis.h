#pragma once

// Everything the window shows for one plan, computed in one place from the engine: the
// evaluation, the sync-wall sweep (and one per interconnect when comparing), the
// checkpoint-interval sweep, and the figures of the summary strip, already in words and
// units. Widgets only draw what this returns.

#include "app/format/scenariojson.h"
#include "chartdata.h"
#include "core/model/result.h"
#include "core/studies/steptail.h"
#include "core/studies/syncwall.h"
#include "tabledata.h"

namespace jct::present {

struct AnalysisOptions
{
    bool compareInterconnects = false;
    int sweepPoints = 120;      // most GPU counts drawn on the sync-wall and idle-cost curves
    double kneeThreshold = 0.7; // the knee's scaling efficiency (core/studies/syncwall.h)
    int intervalPoints = 60;    // checkpoint intervals on the overhead curve
};

struct PlanAnalysis
{
    format::LoadedScenario input; // exactly what the engine was given
    Result result;
    SyncWallSummary syncWall;
    StepTail stepTail;   // the step time over steps: mean, p50, p99
    int evaluations = 0; // engine calls made for this analysis

    QString problem;     // why the plan cannot run; empty when it can
    QString problemKey;  // the scenario key path that caused it
    SummaryItem failing; // the figure that stops it, as a tile (present::failingFigure)

    present::SyncWallChartData syncWallChart;
    present::IdleCostChartData idleCostChart;
    present::CheckpointChartData checkpointChart;
    present::StepBreakdownChartData stepChart;
    present::LossChartData lossChart;
    // The tiles; of a plan that cannot run, their titles without values (emptySummaryTiles).
    QVector<present::SummaryItem> summary;
    QVector<present::SensitivityEntry> sensitivity;

    // False for an analysis never made (no engine call yet) as for a plan that cannot run.
    [[nodiscard]] bool runs() const { return evaluations > 0 && problem.isEmpty(); }
};

[[nodiscard]] PlanAnalysis analyzePlan(const format::LoadedScenario &plan, const AnalysisOptions &options);

} // namespace jct::present
