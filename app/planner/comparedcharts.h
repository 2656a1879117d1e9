#pragma once

// What the views show for an A/B comparison: plan B's chart data (the plan being edited)
// with plan A's curves, markers and step breakdown laid over it, and the comparison table
// rows from present::compareResults. Without A, B's chart data as it is.

#include "app/present/comparison.h"
#include "app/present/plananalysis.h"
#include "controlspecs.h"
#include "widgets/comparisontable.h"

#include <optional>

namespace jct::planner {

struct ComparedCharts
{
    present::SyncWallChartData syncWall;
    present::IdleCostChartData idleCost;
    present::CheckpointChartData checkpoint;
    present::StepBreakdownChartData step;
    present::LossChartData loss;
    QString aName; // "A: …" (empty without A)
    QString bName; // "B: …"
    QVector<present::ComparisonRow> rows;
    QVector<present::ComparisonEntry> entries;
};

// B alone: its chart data, no rows.
[[nodiscard]] ComparedCharts chartsOf(const present::PlanAnalysis &b);
// B with A laid over it. Both analyses must be of plans that run.
[[nodiscard]] ComparedCharts compareAnalyses(const present::PlanAnalysis &a, const present::PlanAnalysis &b);

// Plan A from a .jctplan file, analysed once with `options` but without the interconnect
// comparison; nothing, with `error` naming the file, when it cannot be read or cannot run.
[[nodiscard]] std::optional<present::PlanAnalysis> analyzePlanFile(const QString &path,
                                                                   present::AnalysisOptions options, QString *error);

// What exports and copies draw: `shown` with the charts' data as drawn (A laid over B when A is pinned).
[[nodiscard]] present::PlanAnalysis asDrawn(const present::PlanAnalysis &shown, const ComparedCharts &charts);

// The table's view of the rows: formatted cells, step parts indented, rows whose ratio
// differs from 1 by 1 % or more marked.
[[nodiscard]] QVector<present::ComparisonEntry> comparisonEntries(const QVector<present::ComparisonRow> &rows);

// The block that opens the A/B table: "Inputs that differ" and one row per control whose
// value differs (A's and B's value as the panel shows them), or "none"; then "Figures".
[[nodiscard]] QVector<present::ComparisonEntry>
inputEntries(const QVector<ControlSpec> &specs, const format::LoadedScenario &a, const format::LoadedScenario &b);

} // namespace jct::planner
