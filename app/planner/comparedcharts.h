#pragma once

// What the views show for an A/B comparison: plan B's chart data (the plan being edited)
// with plan A's curves, markers and step breakdown laid over it, and the comparison table
// rows from io::compareResults. Without A, B's chart data as it is.

#include "app/io/comparison.h"
#include "plananalysis.h"
#include "widgets/comparisontable.h"

namespace jct::planner {

struct ComparedCharts
{
    widgets::SyncWallChartData syncWall;
    widgets::IdleCostChartData idleCost;
    widgets::CheckpointChartData checkpoint;
    widgets::StepBreakdownChartData step;
    widgets::LossChartData loss;
    QString aName; // "A: …" (empty without A)
    QString bName; // "B: …"
    QVector<io::ComparisonRow> rows;
    QVector<widgets::ComparisonEntry> entries;
};

// B alone: its chart data, no rows.
[[nodiscard]] ComparedCharts chartsOf(const PlanAnalysis &b);
// B with A laid over it. Both analyses must be of plans that run.
[[nodiscard]] ComparedCharts compareAnalyses(const PlanAnalysis &a, const PlanAnalysis &b);

// The table's view of the rows: formatted cells, step parts indented, rows whose ratio
// differs from 1 by 1 % or more marked.
[[nodiscard]] QVector<widgets::ComparisonEntry> comparisonEntries(const QVector<io::ComparisonRow> &rows);

} // namespace jct::planner
